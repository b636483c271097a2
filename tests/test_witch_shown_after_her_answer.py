"""The Sorcière is always shown the wolves' victim ("le meneur va appeler la sorcière et va lui
montrer la personne tuée par les loups-garous"); the question she already answered once the
night waited for her (her answer past the deadline, accepted as awaited: play/waits.py) is not
put to her again in the reply that follows. An answer sent before the night waited was given
without being asked: her reply still shows the victim and the question, as when she is asked
(docs/gm-guide.md, "Decisions that wait")."""
from __future__ import annotations

import re
from pathlib import Path

import pytest
from typer.testing import CliRunner

from lupus_mod.commands.app import PROVISIONAL, app
from tests.conftest import copy_example

runner = CliRunner()
SHOWN = "Je montre à la sorcière la victime des loups-garous\u00a0: [b]Kilian[/b]."
ASKED = "Tu peux la sauver"


def _her_message(folder: Path, when: str | None, body: str) -> None:
    """Night 1's log with Capucine's message replaced by `body` sent at `when` (None: none)."""
    path = folder / "nights" / "1.txt"
    text = re.sub(r"## Capucine @ [^\n]*\n[^#]*", "", path.read_text(encoding="utf-8"))
    path.write_text(text + (f"\n## Capucine @ 2026-11-29 {when}\n{body}\n" if when else ""), encoding="utf-8")


# (her message's time, its words, exit status, the question asked in her reply): the deadline is 22:30.
CASES = [
    (None, "", PROVISIONAL, True),                        # the night waits: she is asked
    ("23:40", "Je sauve Kilian.", 0, False),              # answered once asked
    ("23:40", "rien, je garde mes potions", 0, False),    # "ne rien faire" answers it too
    ("23:40", "J'empoisonne Baptiste.", 0, False),        # the poison alone answers it
    ("22:10", "Je sauve Kilian.", 0, True),               # answered before the night waited
]


@pytest.mark.parametrize("when, body, code, asked", CASES, ids=[f"{c[0]}-{c[1][:20]}" for c in CASES])
def test_she_sees_the_victim_and_only_an_open_question(tmp_path: Path, when, body, code, asked) -> None:
    game = copy_example("thiercelieux", tmp_path)
    _her_message(game, when, body)
    result = runner.invoke(app, ["night", "1", "--game", str(game)])
    assert result.exit_code == code, result.output
    reply = (game / "out" / "night-1" / "pm" / "Capucine.bbcode").read_text("utf-8")
    log = (game / "out" / "night-1" / "gm-log.md").read_text("utf-8")
    assert "la victime des loups-garous\u00a0: Kilian" in log
    assert (SHOWN[:-1] if asked else SHOWN) in reply
    assert (ASKED in reply) == asked and (ASKED in log) == asked
