"""A moment of a declared loop's day file (Acchiappastreghe's `sera`, `chiusura`) that is not a
date and time is an error at its key in the GM's language, with the date's letters of that
language (lupus_mod/inputs/loop_days.py `written_time`)."""
from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from typer.testing import CliRunner

from lupus_mod.commands.app import app

ROOT = Path(__file__).resolve().parents[1]
SAID = {"en": ("is not a date and time", '"YYYY-MM-DD HH:MM"'),
        "it": ("non è una data con l'ora", '"AAAA-MM-GG HH:MM"'),
        "fr": ("n’est pas une date avec l’heure", '"AAAA-MM-JJ HH:MM"')}


@pytest.mark.parametrize("language", sorted(SAID))
@pytest.mark.parametrize("key", ["sera", "chiusura"])
def test_a_moment_that_is_no_date_is_an_error_in_the_gms_words(tmp_path: Path, monkeypatch,
                                                               language: str, key: str) -> None:
    game = tmp_path / "partita"
    shutil.copytree(ROOT / "games" / "acchiappastreghe", game, ignore=shutil.ignore_patterns("out"))
    day = game / "days" / "1.toml"
    text = day.read_text(encoding="utf-8")
    written = next(line for line in text.splitlines() if line.startswith(f"{key} = "))
    day.write_text(text.replace(written, f'{key} = "ieri sera"', 1), encoding="utf-8")
    monkeypatch.setenv("LUPUS_MOD_LANGUAGE", language)
    result = CliRunner().invoke(app, ["check", "--game", str(game)])
    line = text.splitlines().index(written) + 1
    problem, stamp = SAID[language]
    assert result.exit_code != 0, result.output
    assert f"1.toml:{line}: {key} = 'ieri sera' {problem}" in result.output, result.output
    assert stamp in result.output, result.output
