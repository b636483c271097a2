"""More of the vocabulary (docs/rulesets.md): checked when roles.toml loads, each wrong value
at its own line, and played by properties over the seed where chance decides."""
from __future__ import annotations

import tomllib
from pathlib import Path

import pytest
from hypothesis import given, settings, strategies as st

from lupus_mod.errors import LupusError
from lupus_mod.inputs.ruleset import load_ruleset
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


def test_the_days_count_learns_whom_the_night_spared(tmp_path: Path) -> None:
    """The lawyer's order of night 1 reaches the tally of day 1 (DayFacts.spared) with the
    ruleset's policy no_condemn, through the game folder as the GM keeps it."""
    from typer.testing import CliRunner

    from lupus_mod.commands.app import app
    from lupus_mod.game import load_game
    from tests.test_pisa_like import NAMES
    (tmp_path / "list.txt").write_text("\n".join(NAMES) + "\n", encoding="utf-8")
    folder = tmp_path / "torre"
    dealt = CliRunner().invoke(app, ["new", str(folder), "--roles", str(PISA),
                                     "--players", str(tmp_path / "list.txt"), "--seed", "3"])
    assert dealt.exit_code == 0, dealt.output
    game = load_game(folder)
    lawyer = next(p.name for p in game.players if p.role == "avvocato")
    client = next(p.name for p in game.players if p.name != lawyer)
    (folder / "nights" / "1.txt").write_text(
        f"# Notte 1\n# deadline: 2026-11-02 22:30\n\n## {lawyer} @ 2026-11-02 21:00\ndifendo {client}\n",
        encoding="utf-8")
    facts = load_game(folder).day_facts(1)
    assert (facts.spared, facts.spared_rule) == ((client,), "nobody")
