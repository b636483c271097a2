"""`lupus-mod new` with broken player lists and options: exit 1, the file (or option) and line
named, every problem of the list at once, no internal error, and nothing created."""
from __future__ import annotations

import codecs
from pathlib import Path

import pytest
from typer.testing import CliRunner

from lupus_mod.commands.app import app

FOUR = ("--player", "Anselmo", "--player", "Bice", "--player", "Ciro", "--player", "Dora")
# (id, players file bytes or None, options, where the error points, a part of the message)
CASES = [
    ("accents", "Totò\nTOTO\nCiro\nDora\n".encode(), (), "players.txt:2:", "is listed twice (first at line 1)"),
    ("exact", b"Ciro\nBice\nCiro\nDora\nElio\n", (), "players.txt:3:", "is listed twice"),
    ("two-problems", b"Ciro\nCIRO\n" + b"x" * 300 + b"\nDora\n", (), "players.txt:3:", "characters long"),
    ("cp1252", "Niccolò\nBice\nCiro\nDora\n".encode("cp1252"), (), "players.txt:1:", "not UTF-8"),
    ("binary", b"Bice\n\x00\x01Ciro\nDora\nElio\n", (), "players.txt:2:", "binary data"),
    ("only-comments", b"# nessuno\n\n", (), "players.txt:", "no players"),
    ("no-letter", b"Bice\n---\nCiro\nDora\n", (), "players.txt:2:", "no letter or digit"),
    ("option-empty", None, ("--player", "", *FOUR), "--player:", "empty"),
    ("option-twice", None, (*FOUR, "--player", "bice"), "--player:", "is listed twice"),
    ("file-and-option", b"Bice\nCiro\nDora\nElio\n", ("--player", "ELIO"), "--player:", "is listed twice (first at line 4)"),
    ("option-two-lines", None, ("--player", "Sam\nwise", *FOUR), "--player:", "single line"),
    ("gm-empty", None, (*FOUR, "--gm", " "), "--gm:", "empty"),
    ("count-word", None, (*FOUR, "--count", "lupo=due"), "--count:", "expected ROLE=N"),
    ("count-role", None, (*FOUR, "--count", "lupa=1"), "--count:", "no role 'lupa'"),
    ("too-few", None, ("--player", "Anselmo", "--player", "Bice"), "--players:", "4 players or more"),
    # A gender marker written wrong was kept as part of the nickname, with no gender.
    ("gender-x", b"Bice (f)\nCiro (m)\nDora (f)\nElio\nElena (x)\n", (), "players.txt:5:",
     "'(x)' after Elena is no gender: a gender is written (f) or (m)"),
    ("gender-square", b"Bice (f)\nCiro\nDora\nElena [f]\n", (), "players.txt:4:", "'[f]' after Elena is no gender"),
    ("gender-option", None, (*FOUR, "--player", "Elena (fem)"), "--player:", "'(fem)' after Elena is no gender"),
]


@pytest.mark.parametrize("case", CASES, ids=[c[0] for c in CASES])
def test_new_refuses_a_broken_list(case, tmp_path: Path) -> None:
    _, data, options, where, message = case
    args = ["new", str(tmp_path / "partita"), "--ruleset", "vanilla", "--seed", "7", *options]
    if data is not None:
        (tmp_path / "players.txt").write_bytes(data)
        args[4:4] = ["--players", str(tmp_path / "players.txt")]
    result = CliRunner().invoke(app, args)
    output = result.output.replace(str(tmp_path) + "/", "")
    assert result.exit_code == 1, output
    assert where in output and message in output, output
    assert "internal error" not in output and "Traceback" not in output
    assert not (tmp_path / "partita").exists()


def test_every_problem_of_the_list_at_once(tmp_path: Path) -> None:
    (tmp_path / "players.txt").write_bytes(b"Ciro\nCIRO\nBice\nbice\n\xef\xbb\xbf")
    result = CliRunner().invoke(app, ["new", str(tmp_path / "g"), "--ruleset", "vanilla",
                                      "--players", str(tmp_path / "players.txt")])
    assert result.exit_code == 1
    assert "players.txt:2:" in result.output and "players.txt:4:" in result.output


@pytest.mark.parametrize("target", ["file", "full"])
def test_new_never_touches_an_existing_file_or_game(target: str, tmp_path: Path) -> None:
    path = tmp_path / "partita"
    if target == "file":
        path.write_bytes(codecs.BOM_UTF8 + b"x")
    else:
        path.mkdir()
        (path / "game.toml").write_text("seed = 1\n", encoding="utf-8")
    before = sorted(p.read_bytes() for p in tmp_path.rglob("*") if p.is_file())
    result = CliRunner().invoke(app, ["new", str(path), "--ruleset", "vanilla", *FOUR])
    assert result.exit_code == 1 and ("is a file" if target == "file" else "not empty") in result.output
    assert sorted(p.read_bytes() for p in tmp_path.rglob("*") if p.is_file()) == before
