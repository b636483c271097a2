"""More of the vocabulary (docs/rulesets.md): checked when roles.toml loads, each wrong value
at its own line, and played by properties over the seed where chance decides."""
from __future__ import annotations

import tomllib
from pathlib import Path

import pytest
from hypothesis import given, settings, strategies as st

from lupus_mod.errors import LupusError
from lupus_mod.inputs.ruleset import load_ruleset
from lupus_mod.tally.request import day_facts
from tests.conftest import ROOT
from tests.scenarios.harness import run_phase, scenario_state

PISA = ROOT / "tests" / "fixtures" / "rulesets" / "pisa-like.toml"
SCENARIOS = ROOT / "tests" / "scenarios" / "pisa-like"

CASES = [
    ('strikes = "one-random"', 'strikes = "two"', "strikes = 'two': write one of 'each', 'one-random'"),
    ('args = ["player"]               # fingo', 'args = ["text"]               # fingo',
     "effect 'fake-visit' reads 1 or 2 player argument(s), and args names 0"),
    ('target = "dead"\nuses = 1\n[role.power.settings]\namong', 'target = "any"\nuses = 1\n[role.power.settings]\namong',
     "effect 'take-role' cannot act with target = 'any'"),
    ('among = "faction:popolani"', 'keep_faction = "yes"', "keep_faction must be true or false"),
    ('target = "any"                  # the dead first', 'target = "dead"                  # the dead first',
     "effect 'use-dead-power' cannot act with target = 'dead'"),
    ('args = ["player", "player"]     # richiamo', 'args = ["player"]     # richiamo',
     "effect 'use-dead-power' reads 2 or 3 player argument(s), and args names 1"),
    ('args = ["player"]               # rivelo', 'args = ["player", "player"]               # rivelo',
     "effect 'reveal-self' reads 1 player argument(s), and args names 2"),
    ('args = ["player"]               # capovolgo', 'args = ["player", "player"]               # capovolgo',
     "effect 'disguise' reads 1 player argument(s), and args names 2"),
    ('inverse = { INNOCENTE', 'as_role = "lupo"\ninverse = { INNOCENTE',
     "a disguise takes inverse (the target's aura flipped) or as_role"),
]


@pytest.mark.parametrize(("text", "wrong", "said"), CASES, ids=[c[1].split()[0] for c in CASES])
def test_a_wrong_value_is_an_error_at_its_line(tmp_path: Path, text: str, wrong: str, said: str) -> None:
    roles = PISA.read_text(encoding="utf-8")
    assert text in roles
    line = roles[:roles.index(text)].count("\n") + 1
    path = tmp_path / "roles.toml"
    path.write_text(roles.replace(text, wrong, 1), encoding="utf-8")
    with pytest.raises(LupusError) as caught:
        load_ruleset(path)
    message = str(caught.value)
    assert said in message and f"roles.toml:{line}" in message, message


def _play(scenario: str, seed: int, ruleset_path: Path = PISA):
    """The phases of a scenario of the Pisa-like ruleset, with another seed: the last result."""
    data = tomllib.loads((SCENARIOS / scenario).read_text(encoding="utf-8"))
    ruleset = load_ruleset(ruleset_path)
    state = scenario_state(data, ruleset, seed)
    for phase in data["phase"]:
        result = run_phase(state, phase, ruleset, seed)
        state = result.state
    return result


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(min_value=0, max_value=10**6))
def test_the_random_assassin_kills_exactly_one_visitor_and_the_same_one_for_a_seed(seed: int) -> None:
    deaths = [e.target for e in _play("assassin-strikes-the-visitors.toml", seed).events if e.kind == "death"]
    again = [e.target for e in _play("assassin-strikes-the-visitors.toml", seed).events if e.kind == "death"]
    assert len(deaths) == 1 and deaths[0] in ("Ezio", "Ciro") and deaths == again


def test_the_random_assassin_may_strike_either_visitor() -> None:
    struck = {e.target for seed in range(12)
              for e in _play("assassin-strikes-the-visitors.toml", seed).events if e.kind == "death"}
    assert struck == {"Ezio", "Ciro"}


def test_a_role_taken_with_keep_faction_keeps_the_takers_side(tmp_path: Path) -> None:
    """keep_faction = true: the transformist who takes the dead wolf's role has its powers and
    conta, and stays a villager (the scenario's night 3, with `among` replaced)."""
    path = tmp_path / "roles.toml"
    path.write_text(PISA.read_text(encoding="utf-8").replace('among = "faction:popolani"', "keep_faction = true"),
                    encoding="utf-8")
    taker = _play("transformist-takes-a-dead-role.toml", 1, path).state.player("Ugo")
    assert (taker.role, taker.faction, taker.conta) == ("lupo", "popolani", ("LUPO",))


def _torre_night_one(tmp_path: Path, order_of: dict[str, str], roles: Path = PISA):
    """A Pisa-like game (or `roles`) dealt by `new --roles`, whose night 1 holds one order of each
    role in `order_of` (role -> the order's words, with {one}, {two} for players of no such role)."""
    from typer.testing import CliRunner

    from lupus_mod.commands.app import app
    from lupus_mod.play.game import load_game
    from tests.test_pisa_like import NAMES
    (tmp_path / "list.txt").write_text("\n".join(NAMES) + "\n", encoding="utf-8")
    folder = tmp_path / "torre"
    dealt = CliRunner().invoke(app, ["new", str(folder), "--roles", str(roles),
                                     "--labels", str(PISA.with_name("pisa-like.labels.toml")),
                                     "--players", str(tmp_path / "list.txt"), "--seed", "3"])
    assert dealt.exit_code == 0, dealt.output
    players = load_game(folder).players
    others = [p.name for p in players if p.role not in order_of]
    senders = {role: next(p.name for p in players if p.role == role) for role in order_of}
    pms = "".join(f"## {senders[role]} @ 2026-11-02 21:0{n}\n{words.format(one=others[0], two=others[1])}\n\n"
                  for n, (role, words) in enumerate(order_of.items()))
    (folder / "nights" / "1.txt").write_text(f"# Notte 1\n# deadline: 2026-11-02 22:30\n\n{pms}", encoding="utf-8")
    return load_game(folder), others


def test_the_days_count_learns_what_the_night_did_to_its_votes(tmp_path: Path) -> None:
    """The lawyer's and the hypnotist's orders of night 1 reach the tally of day 1 (DayFacts)
    with the ruleset's policy no_condemn, through the game folder as the GM keeps it; the
    secret move is not among the moves the thread may see."""
    game, others = _torre_night_one(tmp_path, {"avvocato": "difendo {one}", "ipnotista": "ipnotizzo {one} {two}"})
    facts = day_facts(game, 1)
    assert (facts.spared, facts.spared_rule) == ((others[0],), "nobody")
    assert (facts.redirects, facts.shown_redirects) == ({others[0]: others[1]}, {})


def test_an_announced_move_is_said_at_dawn_and_may_be_shown_counted(tmp_path: Path) -> None:
    """redirect-vote with `announce`: the dawn post says it, and the thread may see it counted."""
    from lupus_mod.engine.effects.redirects import redirects_on
    path = tmp_path / "roles.toml"
    path.write_text(PISA.read_text(encoding="utf-8").replace(
        'target = "alive"                # he may send the vote onto himself\n',
        'target = "alive"\n[role.power.settings]\nannounce = "vote-redirected"\n'), encoding="utf-8")
    data = tomllib.loads((SCENARIOS / "hypnotist-moves-a-vote.toml").read_text(encoding="utf-8"))
    ruleset = load_ruleset(path)
    night = run_phase(scenario_state(data, ruleset, 1), data["phase"][0], ruleset, 1)
    said = [e for e in night.events if e.public]
    assert [(e.message, e.target, e["onto"]) for e in said] == [("vote-redirected", "Olmo", "Aldo")]
    assert redirects_on(night.state.flags, 1, public_only=True) == {"Olmo": "Aldo"}


@pytest.mark.parametrize("effect", ["no-condemn", "redirect-vote", "follow-vote"])
def test_a_vote_effect_in_a_ruleset_of_declared_phases_is_an_error_at_its_line(tmp_path: Path, effect: str) -> None:
    """Its vote is counted by the declared phases, which read no night's move: said, not ignored."""
    own = (ROOT / "lupus_mod" / "rulesets" / "acchiappastreghe.toml").read_text(encoding="utf-8")
    own = own.replace("\nplayers = 12\n", "\nplayers = 13\n", 1)      # with the Avvocato below
    own += ('\n[[step]]\nid = "difese"\nname = "Difese"\n\n[[role]]\nid = "avvocato"\nname = "Avvocato"\n'
            'faction = "villaggio"\n[[role.power]]\nid = "difesa"\nkeyword = "difendo"\n'
            f'args = ["player", "player"]\nstep = "difese"\neffect = "{effect}"\n')
    path = tmp_path / "roles.toml"
    path.write_text(own, encoding="utf-8")
    line = own.count("\n")
    with pytest.raises(LupusError) as caught:
        load_ruleset(path)
    assert f"roles.toml:{line}: power 'difesa': effect '{effect}'" in str(caught.value), str(caught.value)
