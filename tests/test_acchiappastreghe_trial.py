"""A new GM's Acchiappastreghe game, the example game's PMs written as players write them: what
the tool must not lose or leave unsaid on the way (docs/rulings/acchiappastreghe.md)."""
from __future__ import annotations

from pathlib import Path

from lupus_mod.commands.app import app
from lupus_mod.play.game import load_game
from lupus_mod.play.turns import run_turn_of
from tests.conftest import copy_example


def _edit(path: Path, old: str, new: str) -> None:
    text = path.read_text(encoding="utf-8")
    assert old in text, (path, old)
    path.write_text(text.replace(old, new), encoding="utf-8")


def _line_of(log: Path, text: str) -> int:
    return next(n for n, line in enumerate(log.read_text(encoding="utf-8").splitlines(), 1) if text in line)


def test_the_settling_line_of_a_misspelt_target_keeps_the_place_on_the_same_line(tmp_path: Path, runner) -> None:
    """«vado al prato e attacco Irenee»: the [corrections] line the error offers is the whole
    line, the witch's place with the attack; copying it does not send her somewhere at random."""
    folder = copy_example("acchiappastreghe", tmp_path)
    log = folder / "nights" / "1.txt"
    _edit(log, "vado al prato\nlancio la maledizione della rana\nattacco Guido",
          "vado al prato e attacco Guidoo\nlancio la maledizione della rana")
    line = _line_of(log, "Guidoo")
    result = runner.invoke(app, ["round", "1", "--game", str(folder)])
    wanted = f'nights/1.overrides.toml → [corrections] "{line}" = "vado prato; attacco Guido"'
    assert result.exit_code == 1 and wanted in result.output, result.output
    (folder / "nights" / "1.overrides.toml").write_text(
        "[corrections]\n" + wanted.split("→ [corrections] ")[1] + "\n", encoding="utf-8")
    run = run_turn_of(load_game(folder), 1)
    events = [e for p in run.phases for e in p.events]
    assert not [e for e in events if e["kind"] == "random-location" and e["player"] == "Enzo"]
    assert any(e["kind"] == "attack" and e.get("target") == "Guido" for e in events)
