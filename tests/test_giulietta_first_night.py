"""Giulietta's one choice, "Solo la prima notte, il master sveglia Giulietta e le chiede di
indicare Romeo": what the GM is asked and what she is told (the example Licantropi game)."""
from __future__ import annotations

import shutil
from pathlib import Path

from typer.testing import CliRunner

from lupus_mod.cli import _register_commands
from lupus_mod.commands.app import app
from tests.orders.test_pointed_settle_lines import _settles

_register_commands()
runner = CliRunner()
ROOT = Path(__file__).resolve().parents[1]


def _reply_after_night_1(tmp_path: Path, text: str) -> str:
    """Giuly's night-1 reply when her one PM is `text`."""
    game = tmp_path / "lic"
    shutil.copytree(ROOT / "games" / "licantropi", game, ignore=shutil.ignore_patterns("out", ".cache"))
    for log in (game / "nights").glob("*.txt"):
        log.unlink()
    (game / "nights" / "1.txt").write_text(
        f"# deadline: 2026-11-02 23:30\n\n## Giuly @ 2026-11-02 21:40\n{text}\n", encoding="utf-8")
    runner.invoke(app, ["night", "1", "--game", str(game)])
    return (game / "out" / "night-1" / "pm" / "Giuly.bbcode").read_text(encoding="utf-8")


def test_her_refused_choice_of_herself_is_not_kept_for_another_night(tmp_path: Path) -> None:
    # "scelgo Giuly" is refused (`self-target`); she was told "potrai usarlo un'altra notte",
    # though the power is hers on night 1 only (`only_night = 1`).
    reply = _reply_after_night_1(tmp_path, "scelgo Giuly")
    assert "te stessa" in reply and "un'altra notte" not in reply


def test_the_choice_left_to_the_gm_is_said_so() -> None:
    # "Romeo lo scegli tu master, a caso": it stopped on a player called «caso».
    for text in ("Romeo lo scegli tu master, a caso", "scelgo a caso"):
        error = _settles(1, ("Giuly", text))
        assert "leaves the target to the GM" in error and '"scelgo <' in error, error
