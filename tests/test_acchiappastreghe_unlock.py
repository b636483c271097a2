"""Acchiappastreghe, ASSUNZIONE (sblocco): "il rito del giorno fallisce da solo (nessun sigillo,
non conta per lo sblocco degli incantesimi)". By default the seals unlock the spells
(tests/scenarios/acchiappastreghe/incantesimo-non-sbloccato-dal-rito-fallito.toml); a GM who
reads the line as "every ritual held counts" writes `unlock_counter = "riti"` in the attack
step. The same scenario is played here with that switch: the ritual held and failed unlocks the
Richiamo, a curse bar full does not (docs/rulings/acchiappastreghe.md, incantesimi)."""
from __future__ import annotations

import copy
import tomllib
from pathlib import Path
from typing import Any

from lupus_mod.inputs.catalog import builtin_text
from lupus_mod.commands.app import app
from lupus_mod.lifecycle.newgame import create_game, plan_game
from lupus_mod.lifecycle.own_ruleset import RulesetSource
from lupus_mod.lifecycle.roster import Recruit
from lupus_mod.rules.load import ruleset_from_dict
from tests.conftest import copy_example
from tests.scenarios.loop_harness import loop_ruleset, run_loop_scenario

SCENARIO = (Path(__file__).parent / "scenarios" / "acchiappastreghe"
            / "incantesimo-non-sbloccato-dal-rito-fallito.toml")


def _by_rituals(data: dict[str, Any]) -> dict[str, Any]:
    """The scenario with the attack step's `unlock_counter` set to the ritual's `held_counter`."""
    phases = copy.deepcopy(tomllib.loads(builtin_text("acchiappastreghe"))["phase"])
    steps = [s for p in phases for s in p.get("step", ())]
    held = next(s["settings"]["held_counter"] for s in steps if s["effect"] == "ritual")
    next(s for s in steps if s["effect"] == "attack")["settings"]["unlock_counter"] = held
    return {**data, "patch": {**data["patch"], "phase": phases}}


def _scenario() -> dict[str, Any]:
    return tomllib.loads(SCENARIO.read_text(encoding="utf-8"))


def test_a_ritual_held_and_failed_unlocks_the_next_spell() -> None:
    data = _by_rituals(_scenario())
    data["turn"][1]["expect"] = {"events": [{"kind": "attack", "spell": "richiamo", "result": "transformed"}],
                                 "forms": {"Bea": "rana"}}
    assert loop_ruleset(data).loop.spells_unlock_with_rituals()
    run_loop_scenario(SCENARIO, data)


def test_a_full_curse_bar_is_no_ritual_held() -> None:
    data = _by_rituals(_scenario())
    no = ["Bea", "Cico", "Dora", "Ezio"]
    data["turn"][0]["proposals"] = [{"members": ["Bea", "Cico"], "no": no}] * 3
    data["turn"][0]["expect"] = {"bar": 3, "ritual": "none", "seals": 0}
    # The refusal says what the spell waits for: rituals held, not seals.
    data["turn"][1]["expect"]["refused"] = [{"player": "Ada", "reason": "spell-locked", "by_rituals": True}]
    run_loop_scenario(SCENARIO, data)


def test_the_default_unlocks_with_the_seals() -> None:
    assert not loop_ruleset(_scenario()).loop.spells_unlock_with_rituals()


_SWITCH = ('unlock_counter = "sigilli", guards', 'unlock_counter = "riti", guards')


def test_the_refusal_names_the_rituals_held(tmp_path: Path, runner) -> None:
    folder = copy_example("acchiappastreghe", tmp_path)
    roles = folder / "roles.toml"
    roles.write_text(roles.read_text(encoding="utf-8").replace(*_SWITCH), encoding="utf-8")
    nights = folder / "nights" / "1.txt"
    nights.write_text(nights.read_text(encoding="utf-8").replace(
        "lancio la maledizione della rana", "lancio il richiamo dello stagno"), encoding="utf-8")
    result = runner.invoke(app, ["round", "1", "--game", str(folder)])
    assert result.exit_code == 0, result.output
    reply = (folder / "out" / "round-1" / "pm" / "Enzo.bbcode").read_text(encoding="utf-8")
    assert "non è ancora sbloccato (serve 1 rito tenuto)" in reply and "sigillo" not in reply


def test_the_opening_post_says_the_spells_wait_for_rituals(tmp_path: Path) -> None:
    text = builtin_text("acchiappastreghe").replace(*_SWITCH)
    source = RulesetSource(text, tomllib.loads(text), ruleset_from_dict(tomllib.loads(text)))
    names = ("Alma", "Bruno", "Ceci", "Dino", "Elsa", "Fausto", "Gaia", "Ivo")
    create_game(tmp_path / "g", plan_game(source, tuple(Recruit(n) for n in names), 3))
    opening = (tmp_path / "g" / "out" / "setup" / "thread.bbcode").read_text(encoding="utf-8")
    assert "Richiamo dello stagno (dopo il 1° rito)" in opening
    assert "Nebbia (dopo 2 riti)" in opening and "° sigillo" not in opening
