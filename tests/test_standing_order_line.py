"""A standing order lost nights after it was written (the Chasseur's shot at a player executed
since) is listed at the line that gave it, in its own night's log: the GM finds it where the
player wrote it (docs/gm-guide.md, "Orders not applied")."""
from __future__ import annotations

from pathlib import Path

from tests.conftest import cli_json, copy_example

from lupus_mod.commands.app import PROVISIONAL


def test_a_shot_named_on_night_1_and_lost_on_night_2_is_listed_at_its_line(tmp_path: Path) -> None:
    game = copy_example("thiercelieux", tmp_path)
    log = game / "nights" / "1.txt"
    # Baptiste, his target, is executed on day 1; Fernand dies on night 2.
    log.write_text(log.read_text("utf-8").replace("je tire sur Josephine", "je tire sur Baptiste"), "utf-8")
    data = cli_json("night", "2", "--game", str(game), code=PROVISIONAL)
    lost = [r for r in data["unapplied"] if r["reason"] == "last-shot-void"]
    assert [(r["file"], r["line"], r["order"]) for r in lost] == \
        [("nights/1.txt", 14, "Si je meurs, je tire sur Baptiste.")]
    gm_log = (game / "out" / "night-2" / "gm-log.md").read_text("utf-8")
    assert "- nights/1.txt, ligne 14 — **Fernand**\u00a0: " in gm_log
    assert "order_" not in gm_log
