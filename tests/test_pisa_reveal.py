"""The Espansivo's own role told to the player he chooses (effect reveal-self, engine/effects/
awareness.py), as the player reads it in his PM: the game folder dealt by `new --roles`, the
order in the night's log, the reply worded by templates/<language>/labels.toml."""
from __future__ import annotations

from pathlib import Path

from lupus_mod.night_report import night_report
from lupus_mod.replay import run_night
from tests.test_vocabulary_more import _torre_night_one


def test_the_chosen_player_reads_the_espansivos_role_in_his_pm(tmp_path: Path) -> None:
    game, others = _torre_night_one(tmp_path, {"espansivo": "rivelo {one}"})
    espansivo = next(p.name for p in game.players if p.role == "espansivo")
    report = night_report(game, run_night(game, game.night_label(1)))
    told = report["private"][others[0]]
    assert f"[b]{espansivo}[/b] ti rivela il suo ruolo: è [b]Espansivo[/b]." in told, told
    assert "[role-revealed]" not in told
    assert espansivo not in report["private"].get(others[1], "")
