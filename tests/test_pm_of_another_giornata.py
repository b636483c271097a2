"""A PM pasted into the wrong giornata's log (Acchiappastreghe, games/acchiappastreghe): one dated
before the previous giornata's vote closed (`chiusura` of days/1.toml) in nights/2.txt is refused
with that moment, never applied as today's place; one dated the next day in nights/1.txt is
refused after the Sera with both dates said (the times alone read as a contradiction: « è
arrivato alle 18:20, dopo il post della Sera (21:00) »)."""
from __future__ import annotations

import shutil
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


def _game(tmp_path: Path) -> Path:
    game = tmp_path / "g"
    shutil.copytree(ROOT / "games" / "acchiappastreghe", game, ignore=shutil.ignore_patterns("out", ".cache"))
    return game


def _round(game: Path, turn: int, monkeypatch) -> str:
    from lupus_mod.cli import run
    monkeypatch.delenv("LUPUS_MOD_LANGUAGE", raising=False)
    assert run(["round", str(turn), "--game", str(game)]) == 0
    return (game / "out" / f"round-{turn}" / "gm-log.md").read_text(encoding="utf-8")


def test_a_pm_of_the_giornata_before_is_refused(tmp_path, monkeypatch) -> None:
    game = _game(tmp_path)
    log = game / "nights" / "2.txt"
    text = log.read_text(encoding="utf-8")
    assert "## Guido @ 2026-11-03 18:11\nvado al bosco" in text
    log.write_text(text.replace("## Guido @ 2026-11-03 18:11\nvado al bosco",
                                "## Guido @ 2026-11-02 18:20\nvado al mulino"), encoding="utf-8")
    gm_log = _round(game, 2, monkeypatch)
    assert "«vado al mulino» non è stato applicato: è arrivato alle 18:20, prima della chiusura " \
           "della votazione della giornata precedente (23:00)" in gm_log, gm_log
    assert "a Guido: Non hai scelto un luogo" in gm_log


def test_a_pm_of_the_next_day_says_both_dates(tmp_path, monkeypatch) -> None:
    game = _game(tmp_path)
    log = game / "nights" / "1.txt"
    text = log.read_text(encoding="utf-8")
    assert "## Guido @ 2026-11-02 18:20" in text
    log.write_text(text.replace("## Guido @ 2026-11-02 18:20", "## Guido @ 2026-11-03 18:20"), encoding="utf-8")
    gm_log = _round(game, 1, monkeypatch)
    assert "è arrivato il 3/11 alle 18:20, dopo il post della Sera (il 2/11 alle 21:00)" in gm_log, gm_log


@pytest.mark.parametrize("turn", [1, 2])
def test_the_example_keeps_every_pm(tmp_path, monkeypatch, turn) -> None:
    """Near miss: the shipped giornate, each PM after the vote before, refuse none so."""
    gm_log = _round(_game(tmp_path), turn, monkeypatch)
    assert "giornata precedente" not in gm_log and "il 2/11" not in gm_log


def test_a_sera_a_day_early_is_named_at_its_line(tmp_path, monkeypatch, capsys) -> None:
    """The Sera typed a day early (every PM of the giornata after it): an error at its line of
    days/1.toml, never a refusal of every place and an error sending the GM to a player."""
    from lupus_mod.cli import run
    monkeypatch.delenv("LUPUS_MOD_LANGUAGE", raising=False)
    game = _game(tmp_path)
    day = game / "days" / "1.toml"
    text = day.read_text(encoding="utf-8")
    assert 'sera = "2026-11-02 21:00"' in text
    day.write_text(text.replace('sera = "2026-11-02 21:00"', 'sera = "2026-11-01 21:00"'), encoding="utf-8")
    assert run(["round", "1", "--game", str(game)]) != 0
    err = capsys.readouterr().err
    assert "days/1.toml:5: la Sera scritta, 2026-11-01 21:00, è prima di ogni PM di nights/1.txt" in err, err
    assert not (game / "out" / "round-1").exists()
