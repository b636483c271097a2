"""The vocabulary's new keys are checked when roles.toml loads, each at its own line:
`every`, `blocked_use_counts`, `visits`, a group's `agree` and `carry`, the policy
`block_cycle` (docs/rulesets.md)."""
from __future__ import annotations

from pathlib import Path

import pytest

from lupus_mod.errors import LupusError
from lupus_mod.play.game import load_game
from tests.test_borgo_game import BORGO, _folder

CASES = [
    ('every = 2 ', 'every = 0 ', "every = 0: write the nights between two uses"),
    ('every = 2 ', 'every = "2" ', "every must be an integer"),
    ('blocked_use_counts = true', 'blocked_use_counts = "yes"', "blocked_use_counts must be true or false"),
    ('visits = false', 'visits = "no"', "visits must be true or false"),
    ('agree = "all"', 'agree = "everyone"', "agree = 'everyone': write one of 'all', 'last'"),
    ('carry = "none"', 'carry = "nex"', "carry = 'nex': write one of 'next', 'none'"),
    ('block_cycle = "all"', 'block_cycle = "some"', "block_cycle = 'some': not one of its values"),
    ('feedback', 'feedback', ""),
    ('tell_target = true ', 'tell_target = "no" ', "tell_target of block is true or false, not 'no'"),
    ('tell_target = true ', 'tell_target = 1 ', "tell_target of block is true or false, not 1"),
    ('while = "dead"', 'while = "morto"', "while = 'morto': write \"alive\""),
    ('as_role', 'as_role', ""),
]
CASES = [c for c in CASES if c[2]]


@pytest.mark.parametrize(("text", "wrong", "said"), CASES, ids=[c[1].split()[0] for c in CASES])
def test_a_wrong_value_is_an_error_at_its_line(tmp_path: Path, text: str, wrong: str, said: str) -> None:
    roles = BORGO.read_text(encoding="utf-8")
    assert text in roles
    line = roles[:roles.index(text)].count("\n") + 1
    with pytest.raises(LupusError) as caught:
        load_game(_folder(tmp_path, roles.replace(text, wrong, 1)))
    message = str(caught.value)
    assert said in message and f"roles.toml:{line}" in message, message


def test_the_borgo_loads_as_written(tmp_path: Path) -> None:
    assert load_game(_folder(tmp_path, BORGO.read_text(encoding="utf-8"))).ruleset.id == "borgo"


def test_tell_target_false_tells_nothing_and_true_the_blocks_message(tmp_path: Path) -> None:
    from lupus_mod.engine.night import resolve_night
    from lupus_mod.inputs.ruleset import load_ruleset
    from tests.scenarios.harness import parse_order, scenario_state
    told = {}
    for n, value in enumerate(("true", "false")):
        path = tmp_path / f"{n}.toml"
        path.write_text(BORGO.read_text(encoding="utf-8").replace("tell_target = true ", f"tell_target = {value} "),
                        encoding="utf-8")
        ruleset = load_ruleset(path)
        state = scenario_state({"player": [{"name": "Gina", "role": "ostessa"},
                                           {"name": "Fabio", "role": "oracolo"},
                                           {"name": "Dario", "role": "lupo"}]}, ruleset, 1)
        events = resolve_night(state, [parse_order("Gina: trattengo Fabio", 1)], ruleset, 1, "1").events
        told[value] = [e.message for e in events if e.kind == "message" and "Fabio" in e.to]
    assert told == {"true": ["blocked"], "false": []}


def test_nobody_alive_all_win_gives_the_game_to_every_team_in_play() -> None:
    from dataclasses import replace
    from lupus_mod.engine.wins import NOBODY_ALIVE, NOBODY_ALIVE_ALL_WIN, winners
    from lupus_mod.rules.spec import frozen_map
    from lupus_mod.inputs.ruleset import load_ruleset
    from tests.scenarios.harness import scenario_state
    # Each side wins only with a player of its own alive (the Licantropi's case): here nobody is.
    borgo = load_ruleset(BORGO)
    ruleset = replace(borgo, wins=tuple(replace(w, when=frozen_map(
        {"all": [dict(w.when), {"any_alive": f"faction:{w.faction}"}]})) for w in borgo.wins))
    state = scenario_state({"player": [{"name": "Ivo", "role": "contadino"},
                                       {"name": "Dario", "role": "lupo"}]}, ruleset, 1)
    gone = replace(state, players=tuple(replace(p, alive=False) for p in state.players))
    checks = tuple(w.id for w in ruleset.wins)
    assert winners(gone, ruleset, checks, "night-2") == {"factions": [], "players": [], "conditions": [NOBODY_ALIVE]}
    all_win = replace(ruleset, policies=frozen_map({**ruleset.policies, "nobody_alive": "all-win"}))
    assert winners(gone, all_win, checks, "night-2") == {"factions": ["villaggio", "branco"], "players": ["Ivo", "Dario"],
                                      "conditions": [NOBODY_ALIVE_ALL_WIN]}


@pytest.mark.parametrize("language, line", [
    ("it", "Nessuno è rimasto in vita: vincono tutte le squadre in gioco.\nVincono: [b]VILLAGGIO[/b] e [b]BRANCO[/b]"),
    ("fr", "Plus personne n'est en vie\u00a0: toutes les équipes en jeu gagnent.\nVictoire\u00a0: [b]VILLAGGIO[/b] et [b]BRANCO[/b]"),
])
def test_the_final_post_says_every_team_won_when_nobody_is_left(language: str, line: str) -> None:
    from lupus_mod.words.render import render
    final = {"factions": ["VILLAGGIO", "BRANCO"], "winners": ["Ivo", "Dario"], "nobody_alive": False,
             "all_win": True, "roster": [], "item_trails": []}
    text = render("final/final.bbcode.j2", language, final=final)
    assert line in text and "senza vincitori" not in text
