"""What the thread-reading trials share (test_italian_thread_readings*, test_french_thread_readings):
a day's saved pages read by `run_tally`, the function behind `lupus-mod tally D --html PAGE...`,
in a game folder of their own, and each labelled post checked against its reading and fate."""
from __future__ import annotations

from datetime import datetime
from pathlib import Path
from typing import Any, Sequence

import pytest

from lupus_mod.votes.facts import DayFacts
from lupus_mod.tally import request as tally_day
from lupus_mod.tally.count import TallyRequest, run_tally
from tests.test_tally_shell import FakeGame

# What the count does with a post's own action that a GM counts: a vote, changed or repeated later.
VALID = {"counted", "replaced", "repeated"}


def tally_pages(folder: Path, facts: DayFacts, config: dict[str, Any], pages: Sequence[Path],
                now: datetime) -> dict:
    """`tally D --html PAGES` as the CLI runs it, the day's facts given: its JSON data."""
    game = FakeGame(folder, config, facts)
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(tally_day, "day_facts", lambda game, day: game.facts)
        outcome = run_tally(game, TallyRequest(facts.day, html=tuple(pages)), now=now)
    return outcome.data


def reading(data: dict, post: str) -> str:
    found = [r for r in data["posts"] if r["post"] == post]
    if not found:
        return "absent"
    return f"vote {found[0]['target']}" if found[0]["reading"] == "vote" else found[0]["reading"]


def fate(data: dict, post: str) -> str | None:
    """The status of the post's own last action (its body's), as the count judged it."""
    own = [v for v in data["votes"] if v["post"] == post and v["where"] == "body"]
    if not own:
        return None
    return "valid" if own[-1]["status"] in VALID else own[-1]["status"]


def check_post(data: dict, post: dict) -> None:
    """The post got one of the GM's readings and, when labelled, the GM's fate."""
    wanted = post["reads"] if isinstance(post["reads"], list) else [post["reads"]]
    said = f"{post['what']}: {post.get('text', '')!r}"
    assert reading(data, post["id"]) in wanted, said
    if "fate" in post:
        assert fate(data, post["id"]) == post["fate"], said
