"""Terminal escapes in a nickname and in a post's text, on every adapter (issue 23): `tally`
and `thread` over each engine's fixture day print none of them (no ESC, no other C0 or C1
control character), whatever the page holds: an OSC 52 clipboard write, a screen clear, a
C1 CSI, BEL, backspace and carriage return. The fuzzer (tests/test_damaged_board_pages_fuzz.py)
samples these damages at random; here every adapter is tried with each."""
from __future__ import annotations

import re
import tempfile
from pathlib import Path

import pytest

from tests.forum.fixture_variants import CASES
from tests.test_damaged_board_pages_fuzz import _damage, _game, _run

HOSTILE = "\x1b]52;c;ZWNobyBoaQ==\x07\x1b[2J\x9b31m\x07\x08\r"
CONTROL = re.compile(r"[\x00-\x08\x0b-\x1f\x7f-\x9f]")


@pytest.mark.parametrize("command", ["tally", "thread"])
@pytest.mark.parametrize("where", ["escape-nick", "escape-post"])
@pytest.mark.parametrize("case", CASES)
def test_no_escape_of_a_page_reaches_the_terminal(case, where, command):
    with tempfile.TemporaryDirectory() as tmp:
        game, pages = _game(case, Path(tmp))
        code, output = _run(game, _damage(case, where, 0, HOSTILE, pages), case, command)
    assert "Traceback" not in output and "internal error" not in output, output
    assert code in (0, 3, 4) or (code == 1 and where == "escape-nick"), output
    assert not CONTROL.search(output), repr(output)
