"""PM logs as a GM pastes them from the board's inbox: each case is a night of the shipped Lupus
of the Rings example, rewritten with one habit of a real paste, run through the CLI."""
from __future__ import annotations

from pathlib import Path

import pytest

from tests.conftest import cli_json, copy_example

HEAD = "# deadline: 2026-10-01 22:30\n"
PACK = "## Sarumano @ 2026-10-01 21:40\nsbraniamo Faramiro\n\n"


def _night_1(tmp_path: Path, log: str) -> Path:
    game = copy_example("lupus-of-the-rings", tmp_path)
    (game / "nights" / "1.txt").write_text(log, encoding="utf-8")
    return game


# The quote tags the boards write when a player replies quoting a pack mate's PM: with the
# quoted author's attributes (Invision, ForumFree, phpBB 3.3, SMF), on one line or several.
QUOTES = [
    '[quote name="Sarumano"]sbraniamo Boromiro[/quote]',
    '[quote name="Sarumano" post="12" timestamp="1700000000"]\nsbraniamo Boromiro\n[/quote]',
    '[quote="Sarumano" post_id=12 time=1700000000 user_id=3]sbraniamo Boromiro[/quote]',
    "[quote author=Sarumano link=topic=1.msg2#msg2 date=1700000000]sbraniamo Boromiro[/quote]",
]


@pytest.mark.parametrize("quote", QUOTES)
def test_a_quoted_order_with_the_boards_attributes_is_never_the_senders(
        tmp_path: Path, quote: str) -> None:
    log = HEAD + PACK + f"## Gollum @ 2026-10-01 22:00\n{quote}\nmah, ne parliamo domani\n"
    data = cli_json("night", "1", "--game", str(_night_1(tmp_path, log)))
    assert [d["player"] for d in data["deaths"]] == ["Faramiro"]
    assert not data["unapplied"], data["unapplied"]
