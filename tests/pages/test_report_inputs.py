"""`report` reads every day's saved tally: a file that is no tally of that day of this game (cut,
another day's, another game's voters) stops it at that file, never a crash nor a page that
credits another game's votes."""
from __future__ import annotations

import contextlib
import io
import json

import pytest

from lupus_mod.cli import run
from tests.conftest import copy_example

FOREIGN = {"not a record": [1, 2], "no votes": {"day": 2, "votes": 5},
           "another day": {"day": 4, "votes": []},
           "another game's voter": {"day": 2, "votes": [{"voter": "Galadriella", "status": "counted"}]}}


@pytest.mark.parametrize("case", sorted(FOREIGN))
def test_a_tally_of_another_day_or_game_stops_the_report_at_its_file(tmp_path, case):
    game = copy_example("licantropi", tmp_path)
    (game / "out" / "day-2").mkdir(parents=True)
    (game / "out" / "day-2" / "tally.json").write_text(json.dumps(FOREIGN[case]), encoding="utf-8")
    out = io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(out):
        code = run(["report", "--game", str(game)])
    assert code == 1, out.getvalue()
    assert "out/day-2/tally.json" in out.getvalue()
    assert "Traceback" not in out.getvalue() and "internal" not in out.getvalue()
