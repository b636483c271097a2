"""`status` and `check` say, in the game's language, a played night whose outputs were never written (its log is there,
so `status` counts it as played, but out/night-N/ is missing: the GM has nothing to paste), with
the command that writes it; a game folder with no phase written yet says nothing of it."""
from __future__ import annotations

import json
import shutil
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def _copy(tmp_path: Path, ruleset: str) -> Path:
    game = tmp_path / ruleset
    shutil.copytree(ROOT / "games" / ruleset, game, ignore=shutil.ignore_patterns("out", ".cache"))
    return game


def _status(game: Path, capsys) -> dict:
    from lupus_mod.cli import run
    assert run(["status", "--json", "--game", str(game)]) == 0
    return json.loads(capsys.readouterr().out)


def test_a_night_never_written_is_said(tmp_path, monkeypatch, capsys) -> None:
    from lupus_mod.cli import run
    monkeypatch.setenv("LUPUS_MOD_LANGUAGE", "en")
    game = _copy(tmp_path, "lupus-of-the-rings")
    assert _status(game, capsys)["stale"] == []        # nothing written yet: nothing missed
    assert run(["night", "3", "--game", str(game)]) == 0
    capsys.readouterr()
    stale = _status(game, capsys)["stale"]
    assert "out/night-4/ non è mai stato scritto: lancia `lupus-mod night 4`" in stale, stale
    assert not any("night-3" in s for s in stale), stale
    assert run(["check", "--game", str(game)]) == 0
    assert "out/night-4: never written: run `lupus-mod night 4`" in capsys.readouterr().out   # the GM's language


def test_a_turn_never_written_is_said(tmp_path, monkeypatch, capsys) -> None:
    from lupus_mod.cli import run
    monkeypatch.setenv("LUPUS_MOD_LANGUAGE", "en")
    game = _copy(tmp_path, "acchiappastreghe")
    assert run(["round", "1", "--game", str(game)]) == 0
    capsys.readouterr()
    stale = _status(game, capsys)["stale"]
    assert stale == ["out/round-2/ non è mai stato scritto: lancia `lupus-mod round 2`"], stale


def test_a_day_closed_with_no_tally_written_is_said(tmp_path, monkeypatch, capsys) -> None:
    """days/3.toml written, `day 3` never run: the GM has no tally to paste; a day whose
    tally was written (day 2) is not named."""
    from lupus_mod.cli import run
    monkeypatch.setenv("LUPUS_MOD_LANGUAGE", "en")
    game = _copy(tmp_path, "lupus-of-the-rings")
    assert run(["day", "2", "--game", str(game)]) == 0
    capsys.readouterr()
    stale = _status(game, capsys)["stale"]
    assert "out/day-3/ non è mai stato scritto: lancia `lupus-mod day 3`" in stale, stale
    assert not any("out/day-2/" in s for s in stale), stale


def test_a_day_still_voted_is_no_output_missed(tmp_path, capsys) -> None:
    """days/3.toml without its result (`burned`): the day goes on, `status` awaits it; its
    post is not missed yet."""
    from lupus_mod.cli import run
    game = _copy(tmp_path, "lupus-of-the-rings")
    for later in (game / "nights").glob("4*"):    # the day goes on: no night after it yet
        later.unlink()
    day = game / "days" / "3.toml"
    day.write_text("\n".join(line for line in day.read_text(encoding="utf-8").splitlines()
                             if not line.startswith("burned")) + "\n", encoding="utf-8")
    assert run(["day", "2", "--game", str(game)]) == 0
    capsys.readouterr()
    stale = _status(game, capsys)["stale"]
    assert not any("out/day-3/" in s for s in stale), stale
