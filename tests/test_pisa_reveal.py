"""Two Pisa kinds as the GM and the players read them, through a game folder dealt by `new
--roles` with its night's log: the Espansivo's own role told to the player he chooses (effect
reveal-self, engine/effects/awareness.py) in his PM, worded by templates/<language>/labels.toml;
and one power of a list a night (`choice`) in the GM's list of orders not applied."""
from __future__ import annotations

from pathlib import Path

from lupus_mod.reports.night import night_report
from lupus_mod.play.replay import run_night
from tests.test_vocabulary_more import PISA, _torre_night_one


def test_the_chosen_player_reads_the_espansivos_role_in_his_pm(tmp_path: Path) -> None:
    game, others = _torre_night_one(tmp_path, {"espansivo": "rivelo {one}"})
    espansivo = next(p.name for p in game.players if p.role == "espansivo")
    report = night_report(game, run_night(game, game.night_label(1)))
    told = report["private"][others[0]]
    assert f"[b]{espansivo}[/b] ti rivela il suo ruolo: è [b]Espansivo[/b]." in told, told
    assert "[role-revealed]" not in told
    assert espansivo not in report["private"].get(others[1], "")


def test_a_second_power_of_one_choice_replaces_the_first_in_the_gms_list(tmp_path: Path) -> None:
    """`choice` (engine/night.py _one_choice): the Fantasma's two orders of his list, the last
    stands; `night` lists the first as replaced by it, worded, as a second order of one power.
    His powers are made powers of the living here, so that night 1 plays them."""
    roles = PISA.read_text(encoding="utf-8")
    ghost = roles[roles.index('id = "fantasma"'):roles.index('[[win]]')]
    assert ghost.count('while = "dead"\n') == 2
    path = tmp_path / "roles.toml"
    path.write_text(roles.replace(ghost, ghost.replace('while = "dead"\n', "")), encoding="utf-8")
    game, others = _torre_night_one(tmp_path, {"fantasma": "sussurro {one}\nsmemoro {two}"}, path)
    report = night_report(game, run_night(game, game.night_label(1)))
    fantasma = next(p.name for p in game.players if p.role == "fantasma")
    assert [(r["player"], r["reason"]) for r in report["unapplied"]] == [(fantasma, "replaced")], report["unapplied"]
    assert f"smemoro {others[1]}" in report["unapplied"][0]["message"], report["unapplied"][0]
    assert fantasma not in report["private"]
