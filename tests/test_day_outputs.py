"""`lupus-mod day D` writes the private replies the day's events call for."""
from __future__ import annotations

import shutil
from pathlib import Path

from lupus_mod.commands.app import app

CA = Path(__file__).resolve().parents[1] / "games" / "cowboys-and-aliens"


def test_leader_burned_reveals_the_invasion_in_day_replies(tmp_path: Path, runner) -> None:
    game = tmp_path / "ca"
    shutil.copytree(CA, game, ignore=shutil.ignore_patterns("out", ".cache"))
    result = runner.invoke(app, ["day", "3", "--game", str(game)])
    assert result.exit_code == 0, result.output
    replies = sorted(p.name for p in (game / "out" / "day-3" / "pm").iterdir())
    assert replies, "the invasion should be told it recognised itself"
    text = (game / "out" / "day-3" / "pm" / replies[0]).read_text(encoding="utf-8")
    assert "INVASIONE" in text
    public = (game / "out" / "day-3" / "thread.bbcode").read_text(encoding="utf-8")
    assert "INVASIONE" not in public
