"""A second reading trial of Italian days as the boards draw them
(tests/fixtures/forum/read-votes-it-2/, fictional players): a lupusinforum.it thread (Invision
Community 4) and a ForumFree one, 105 posts labelled in readings.toml with a GM's reading, of
shapes the first trial (tests/fixtures/forum/read-thread-it/) did not hold: "Voto. Rosa.",
"Rosa: voto.", "voto Rosa ed Ezio", "voto chi ha votato ieri Rosa", "Cambio il voto da Tullio a
Irene", "voto convinta X", "ribadisco il voto su X", several votes in one post, struck, quoted and
spoilered votes, emoji, nicknames and typos, the dead, look-alike accounts, edits after the
close. Each is read by `run_tally`, the function behind `lupus-mod tally D --html PAGE...`."""
from __future__ import annotations

import tomllib
from datetime import datetime
from functools import lru_cache
from pathlib import Path
from zoneinfo import ZoneInfo

import pytest

from lupus_mod.votes.facts import DayFacts
from tests.forum.thread_trial import check_post, tally_pages

HERE = Path(__file__).resolve().parents[1] / "fixtures" / "forum" / "read-votes-it-2"
EXPECTED = tomllib.loads((HERE / "readings.toml").read_text(encoding="utf-8"))
ROME = ZoneInfo("Europe/Rome")
ALIVE = ("Rosa", "Ezio", "Rina", "Tullio", "Gemma", "Bice", "Ugo", "Nando", "Margherita", "Filippo", "Elia",
         "Oreste", "Irene", "Osvaldo")
THREADS = ("invision4", "forumfree")


@lru_cache(maxsize=None)
def _tally(thread: str, folder: Path) -> dict:
    """`tally 3 --html` of one thread, as the CLI runs it, in a game folder of its own."""
    facts = DayFacts(day=3, alive=ALIVE, dead=("Dario", "Lisetta"), aliases={"Filippo": ("Pippo",)},
                     substitutes={}, weights={}, tie_weights={}, gm=("Narratore",), malus={},
                     day_file={"opened_post": EXPECTED[thread]["opened_post"]})
    config = {"language": "it", "timezone": "Europe/Rome", "seed": 3, "schedule": {"day_close": "22:00"},
              "votes": {"non_players": ["Viandante"]}}
    return tally_pages(folder, facts, config, tuple(HERE / name for name in EXPECTED[thread]["pages"]),
                       now=datetime(2026, 11, 19, 9, 0, tzinfo=ROME))


CASES = [(thread, post) for thread in THREADS for post in EXPECTED[thread]["post"]]


@pytest.mark.parametrize(("thread", "post"), CASES, ids=[f"{t}-{p['id']}-{p['what']}" for t, p in CASES])
def test_each_post_reads_as_the_gm_reads_it(tmp_path_factory, thread: str, post: dict) -> None:
    data = _tally(thread, tmp_path_factory.getbasetemp() / f"game-2-{thread}")
    check_post(data, post)


def test_the_trial_holds_a_hundred_posts_and_every_trap() -> None:
    posts = [p for thread in THREADS for p in EXPECTED[thread]["post"]]
    assert len(posts) >= 100
    fates = {p.get("fate") for p in posts}
    assert {"look-alike-author", "target-dead", "dead-voter", "non-player", "late", "edited-late",
            "doubt"} <= fates
