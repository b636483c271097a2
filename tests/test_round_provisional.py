"""`round 1` run on an empty log to get the Giorno post (docs/gm-guide.md) gives every cat a
random location: while the Sera's time is not written (unknown, or guessed from [schedule]) and a cat has not chosen, every output but
giorno.bbcode carries the PROVVISORIO banner naming those cats, the terminal says so and the
JSON's `provisional` is true. Scenarios as data on games/acchiappastreghe, turn 1."""
from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from lupus_mod.commands.app import app
from tests.conftest import copy_example

BANNER = "=== PROVVISORIO"

# (the log, the day file or None, provisional?, a cat named in the banner)
SCENARIOS = {
    "empty-log": ("", None, True, "Arturo"),
    "one-cat-chose": ("## Arturo @ 2026-11-02 18:05\nvado al bosco\n", None, True, "Bianca"),
    "sera-written": ("", 'sera = "2026-11-02 21:00"\n', False, None),
    "deadline-in-log": ("# deadline: 2026-11-02 21:00\n", None, False, None),
}


def _game(tmp_path: Path, log: str, day: str | None) -> Path:
    game = copy_example("acchiappastreghe", tmp_path)
    for old in (*(game / "days").iterdir(), game / "nights" / "2.txt"):
        old.unlink()
    (game / "nights" / "1.txt").write_text(log, encoding="utf-8")
    if day is not None:
        (game / "days" / "1.toml").write_text(day, encoding="utf-8")
    return game


@pytest.mark.parametrize("name", SCENARIOS)
def test_outputs_built_on_unchosen_locations_are_provisional(tmp_path: Path, name: str) -> None:
    log, day, provisional, cat = SCENARIOS[name]
    game = _game(tmp_path, log, day)
    result = CliRunner().invoke(app, ["round", "1", "--game", str(game)])
    assert result.exit_code == 0, result.output
    out = game / "out" / "round-1"
    assert BANNER not in (out / "giorno.bbcode").read_text(encoding="utf-8")
    others = [out / "sera.bbcode", out / "gm-log.md", *(out / "pm").iterdir()]
    assert all((BANNER in f.read_text(encoding="utf-8")) == provisional for f in others), name
    assert ("PROVVISORIO" in result.stderr) == provisional, result.stderr
    if cat:
        assert cat in (out / "sera.bbcode").read_text(encoding="utf-8").split("===")[1]
        assert name == "empty-log" or "Arturo" not in (out / "sera.bbcode").read_text(encoding="utf-8").split("===")[1]
    data = CliRunner().invoke(app, ["round", "1", "--game", str(game), "--json"]).stdout
    assert json.loads(data[data.index("{"):data.rindex("}") + 1])["provisional"] is provisional
