"""A folder where `recap`, `preview` or `report` writes its file, or a file where one of the
file's folders goes, is named as such with what to do: the system's words ("is a directory",
"file exists") came with "free some disk space", and the path was shown as the GM never typed
it. Nothing of the folder changes."""
from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from typer.testing import CliRunner

from lupus_mod.commands.app import app
from tests.conftest import ROOT

_IT_FOLDER = "è una cartella, ma qui va scritto un file con questo nome"
_IT_FILE = "è un file, ma i risultati vanno in una cartella con questo nome"
_FR_FOLDER = "est un dossier, mais un fichier de ce nom doit être écrit ici"
_FR_FILE = "est un fichier, mais les résultats vont dans un dossier de ce nom"

CASES = [
    ("lupus-of-the-rings", ("recap",), "out/recap.bbcode", "folder", _IT_FOLDER),
    ("lupus-of-the-rings", ("preview",), "out/preview", "file", _IT_FILE),
    ("lupus-of-the-rings", ("preview",), "out/preview/index.html", "folder", _IT_FOLDER),
    ("licantropi", ("report", "--force"), "out/report", "file", _IT_FILE),
    ("thiercelieux", ("recap",), "out", "file", _FR_FILE),
    ("thiercelieux", ("report", "--force"), "out/report/index.html", "folder", _FR_FOLDER),
]


def _snapshot(folder: Path) -> dict[str, bytes | None]:
    return {str(p.relative_to(folder)): p.read_bytes() if p.is_file() else None for p in sorted(folder.rglob("*"))}


@pytest.mark.parametrize("game_name, command, where, kind, message", CASES,
                         ids=[f"{c[0]}-{c[1][0]}-{c[2].replace('/', '-')}-{c[3]}" for c in CASES])
def test_what_stands_where_a_file_goes_is_named(game_name: str, command: tuple[str, ...], where: str, kind: str,
                                                message: str, tmp_path: Path, monkeypatch) -> None:
    monkeypatch.delenv("LUPUS_MOD_LANGUAGE", raising=False)
    game = tmp_path / game_name
    shutil.copytree(ROOT / "games" / game_name, game, ignore=shutil.ignore_patterns("out", ".cache"))
    assert CliRunner().invoke(app, ["night", "1", "--game", str(game)]).exit_code == 0
    path = game / where
    if kind == "folder":
        (path / "kept").mkdir(parents=True)
    else:
        shutil.rmtree(path, ignore_errors=True)
        path.write_text("the GM's own notes\n", encoding="utf-8")
    before = _snapshot(game)
    result = CliRunner().invoke(app, [*command, "--game", str(game)])
    assert result.exit_code == 1, result.output
    shown = result.output.replace("\u00a0", " ").replace("\u202f", " ")
    assert f"{where}: {message}" in shown, result.output
    assert str(tmp_path) not in shown and "Traceback" not in shown
    assert _snapshot(game) == before


def test_a_file_written_over_is_written_when_nothing_stands_in_the_way(tmp_path: Path) -> None:
    """Near miss: the same commands write their files where only an older file of theirs is."""
    game = tmp_path / "lupus-of-the-rings"
    shutil.copytree(ROOT / "games" / "lupus-of-the-rings", game, ignore=shutil.ignore_patterns("out", ".cache"))
    assert CliRunner().invoke(app, ["night", "1", "--game", str(game)]).exit_code == 0
    (game / "out" / "recap.bbcode").write_text("old\n", encoding="utf-8")
    for command in (("recap",), ("preview",)):
        assert CliRunner().invoke(app, [*command, "--game", str(game)]).exit_code == 0
    assert (game / "out" / "recap.bbcode").read_text(encoding="utf-8") != "old\n"
    assert (game / "out" / "preview" / "index.html").is_file()
