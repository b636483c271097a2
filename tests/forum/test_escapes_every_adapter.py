"""Terminal escapes in a nickname and in a post's text, on every adapter (issue 23): `tally`
and `thread` over each engine's fixture day, as text and as `--json`, print none of them (no
ESC, no other C0 or C1 control character), whatever the page holds: an OSC 52 clipboard
write, a screen clear, a C1 CSI, BEL, backspace and carriage return. The fuzzer
(tests/test_damaged_board_pages_fuzz.py) samples these damages at random; here every adapter
is tried with each."""
from __future__ import annotations

import os
import re
import tempfile
from datetime import datetime
from pathlib import Path

import pytest
from typer.testing import CliRunner

from lupus_mod.commands.app import app
from tests.forum.fixture_variants import CASES
from tests.test_damaged_board_pages_fuzz import UNTIL, _damage, _expected, _game

HOSTILE = "\x1b]52;c;ZWNobyBoaQ==\x07\x1b[2J\x9b31m\x07\x08\r"
CONTROL = re.compile(r"[\x00-\x08\x0b-\x1f\x7f-\x9f]")


def _printed(case: str, where: str, command: str, options: list[str]) -> tuple[int, str]:
    with tempfile.TemporaryDirectory() as tmp:
        game, pages = _game(case, Path(tmp))
        pages = _damage(case, where, 0, HOSTILE, pages)
        saved = datetime.fromisoformat(_expected(case)["source"]["now"]).timestamp()
        for page in pages:
            os.utime(page, (saved, saved))    # "Oggi" is read against when the page was saved
        result = CliRunner().invoke(app, [command, "1", "--html", *map(str, pages), "--until", UNTIL,
                                          "--game", str(game), *options])
        return result.exit_code, result.output


@pytest.mark.parametrize("options", [[], ["--json"]], ids=["text", "json"])
@pytest.mark.parametrize("command", ["tally", "thread"])
@pytest.mark.parametrize("where", ["escape-nick", "escape-post"])
@pytest.mark.parametrize("case", CASES)
def test_no_escape_of_a_page_reaches_the_terminal(case, where, command, options):
    code, output = _printed(case, where, command, options)
    assert "Traceback" not in output and "internal error" not in output, output
    assert code in (0, 3, 4) or (code == 1 and where == "escape-nick"), output
    assert not CONTROL.search(output), repr(output)
