"""What the thread and each player are told of a phase (lupus_mod.lifecycle.told).

The dead are named in player-list order, never in the order the night resolved them; a victim
the Guaritore raised that night is simply not dead (Licantropi, nota tecnica 12); answers reach
a player only while he is alive at dawn, except the messages the ruleset delivers to the dead.
"""
from __future__ import annotations

import re
from dataclasses import replace
from pathlib import Path

from lupus_mod.inputs.catalog import builtin
from lupus_mod.engine.state import GameState, PlayerState, event
from lupus_mod.play.game import load_game
from lupus_mod.lifecycle.told import delivered
from tests.conftest import copy_example
from tests.lifecycle.folder import make_game, night_json


def test_the_dead_follow_the_player_list_and_a_raised_victim_is_not_told(tmp_path: Path) -> None:
    game = copy_example("licantropi", tmp_path)
    data = night_json(game, "3")
    named = re.findall(r"\[b\](.+?)\[/b\] è stat", data["public"])
    listed = [p.name for p in load_game(game).players]
    # Nosferatu died first in the night's order, Corvonero last.
    assert [d["player"] for d in data["deaths"]][0] == "Nosferatu"
    assert named == sorted(named, key=listed.index) == ["Corvonero", "Nosferatu", "Giuly"]
    # Zappa was attacked and raised by the Guaritore: no death, no return in the thread ...
    assert "Zappa" not in data["public"] and "in vita" not in data["public"]
    # ... but he is told, and the Vampiro who died is told he died ("si comunica al vampiro").
    assert "riportato in vita" in data["private"]["Zappa"]
    assert "sei morto" in data["private"]["Nosferatu"]


def test_a_player_who_dies_later_that_night_gets_no_answer(tmp_path: Path) -> None:
    # The Veggente investigates before the pack kills him (ORDINE AZIONI: veggente, then sbrano).
    game = make_game(tmp_path, nights={"1": "## Aldo\nindago Bruna\n\n## Bruna\nsbrano Aldo\n"})
    data = night_json(game, "1")
    assert [d["player"] for d in data["deaths"]] == ["Aldo"]
    assert "Aldo" not in data["private"]
    assert not (game / "out" / "night-1" / "pm" / "Aldo.bbcode").exists()


def _answer_after_death(answers: str) -> tuple:
    ruleset = builtin("licantropi")
    ruleset = replace(ruleset, public=replace(ruleset.public, answers=answers))
    before = GameState((PlayerState("Lunaria", "veggente", "villaggio", ("UMANO",)),
                        PlayerState("Zanna", "lupo-1", "lupi", ("LUPO",))))
    after = replace(before, players=(replace(before.players[0], alive=False), before.players[1]))
    events = (event("message", to="Lunaria", message="aura", target="Zanna"),
              event("death", target="Lunaria", cause="sbrano"))
    return delivered(ruleset, before, events, after)


def test_an_answer_given_in_the_turn_reaches_a_player_who_dies_later() -> None:
    # Licantropi and Thiercelieux: the seer is answered in her turn, before the wolves.
    assert [e.to for e in _answer_after_death("step") if e.kind == "message"] == [("Lunaria",)]
    # Lupus of the Rings and Cowboys & Aliens: answers go out at dawn, to the living only.
    assert [e for e in _answer_after_death("dawn") if e.kind == "message"] == []
