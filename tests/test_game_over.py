"""After the final post every phase command refuses, in the GM's language (the game's, unless
LUPUS_MOD_LANGUAGE says otherwise), writes nothing and exits non-zero; `--force` plays the phase
all the same; the phase that ended the game may be run again (it rewrites its own final post)."""
from __future__ import annotations

from pathlib import Path

import pytest
from typer.testing import CliRunner

from lupus_mod.commands.app import app
from tests.conftest import copy_example

runner = CliRunner()


@pytest.fixture(autouse=True)
def _games_language(monkeypatch) -> None:
    """The refusals are read in the game's language (Italian), as its GM reads them."""
    monkeypatch.delenv("LUPUS_MOD_LANGUAGE", raising=False)


def _files(folder: Path) -> dict[str, bytes]:
    return {str(p.relative_to(folder)): p.read_bytes() for p in sorted(folder.rglob("*")) if p.is_file()}


@pytest.fixture()
def ended(tmp_path: Path) -> Path:
    """The Cowboys & Aliens example: the VILLAGGIO PELLEROSSA wins on day 4."""
    return copy_example("cowboys-and-aliens", tmp_path)


@pytest.mark.parametrize("command, refusal", [
    (["night", "5"], "nights/5.txt: la partita è finita con il giorno 4 (PARTITA FINITA): la notte 5 "
                     "non si gioca; non è stato scritto nulla"),
    (["night", "8"], "la notte 8 non si gioca"),
    (["day", "5"], "days/5.toml: la partita è finita con il giorno 4 (PARTITA FINITA): il giorno 5 non si gioca"),
    (["tally", "5", "--record"], "i voti del giorno 5 non si contano"),
])
def test_a_phase_after_the_end_is_refused_and_nothing_is_written(ended: Path, command: list[str],
                                                                 refusal: str) -> None:
    (ended / "nights" / "5.txt").write_text("", encoding="utf-8")
    before = _files(ended)
    result = runner.invoke(app, [*command, "--game", str(ended)])
    assert result.exit_code == 1, result.output
    assert refusal in result.output
    assert f"lupus-mod {command[0]} {command[1]} --force" in result.output
    assert "Traceback" not in result.output
    assert _files(ended) == before


def test_force_plays_the_night_after_the_end(ended: Path) -> None:
    (ended / "nights" / "5.txt").write_text("", encoding="utf-8")
    result = runner.invoke(app, ["night", "5", "--force", "--game", str(ended)])
    assert result.exit_code == 0, result.output
    assert (ended / "out" / "night-5" / "thread.bbcode").exists()


def test_the_phase_that_ended_the_game_runs_again(ended: Path) -> None:
    for _ in range(2):
        result = runner.invoke(app, ["day", "4", "--game", str(ended)])
        assert result.exit_code == 0, result.output
    assert "VILLAGGIO PELLEROSSA" in (ended / "out" / "day-4" / "thread.bbcode").read_text(encoding="utf-8")


def test_a_turn_after_the_end_is_refused_in_the_games_language(tmp_path: Path) -> None:
    folder = copy_example("acchiappastreghe", tmp_path)
    (folder / "nights" / "3.txt").write_text("", encoding="utf-8")
    result = runner.invoke(app, ["round", "3", "--game", str(folder)])
    assert result.exit_code == 1
    assert "la partita è finita con la giornata 2 (PARTITA FINITA): la giornata 3 non si gioca" in result.output
    forced = runner.invoke(app, ["round", "3", "--force", "--game", str(folder)])
    assert "non si gioca" not in forced.output
