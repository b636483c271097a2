"""Italian days as the boards draw them (tests/fixtures/forum/read-thread-it/, fictional): an
Invision 4 and an Invision 5 thread (lupusinforum.it's engine) and a ForumFree one, 121 posts
labelled in readings.toml with a GM's reading. Each is read by `run_tally`, the function behind
`lupus-mod tally D --html PAGE...`, from the saved pages; every post must get the GM's reading,
and the post's own action the fate he gives it (docs/tally.md). Markup around the votes (bold,
colour, size, @mentions, emoji, spoilers, signatures, nested quotes, struck text), names typed
without accents or apostrophes, names that are common words (Salvo, Luna, Rosa), look-alike
accounts, votes for the dead or a non-player, late and edited posts, hidden posts."""
from __future__ import annotations

import tomllib
from datetime import datetime
from functools import lru_cache
from pathlib import Path
from zoneinfo import ZoneInfo

import pytest

from lupus_mod.votes.facts import DayFacts
from tests.forum.thread_trial import check_post, tally_pages

HERE = Path(__file__).resolve().parents[1] / "fixtures" / "forum" / "read-thread-it"
EXPECTED = tomllib.loads((HERE / "readings.toml").read_text(encoding="utf-8"))
ROME = ZoneInfo("Europe/Rome")
ALIVE = ("Salvo", "Luna", "Rosa", "Nicolò", "Mosè", "D'Ambra", "Ottavio", "Fosca", "Gianmarco", "Ilaria",
         "Bartolomeo", "Tecla")


@lru_cache(maxsize=None)
def _tally(thread: str, folder: Path) -> dict:
    """`tally 3 --html` of one thread, as the CLI runs it, in a game folder of its own."""
    facts = DayFacts(day=3, alive=ALIVE, dead=("Cirillo",), aliases={}, substitutes={}, weights={},
                     tie_weights={}, gm=("Narratrice",), malus={},
                     day_file={"opened_post": EXPECTED[thread]["opened_post"]})
    config = {"language": "it", "timezone": "Europe/Rome", "seed": 3, "schedule": {"day_close": "22:00"},
              "votes": {"non_players": ["Viandante"]}}
    return tally_pages(folder, facts, config, tuple(HERE / name for name in EXPECTED[thread]["pages"]),
                       now=datetime(2026, 11, 19, 9, 0, tzinfo=ROME))



CASES = [(thread, post) for thread in ("invision4", "invision5", "forumfree") for post in EXPECTED[thread]["post"]]


@pytest.mark.parametrize(("thread", "post"), CASES, ids=[f"{t}-{p['id']}-{p['what']}" for t, p in CASES])
def test_each_post_reads_as_the_gm_reads_it(tmp_path_factory, thread: str, post: dict) -> None:
    data = _tally(thread, tmp_path_factory.getbasetemp() / f"game-{thread}")
    check_post(data, post)


def test_the_corpus_covers_three_boards_and_every_trap() -> None:
    posts = [p for thread in ("invision4", "invision5", "forumfree") for p in EXPECTED[thread]["post"]]
    assert len(posts) >= 120
    fates = {p.get("fate") for p in posts}
    assert {"look-alike-author", "target-dead", "target-non-player", "non-player", "late", "edited-late",
            "edited-undated", "doubt", "unknown-name"} <= fates
