"""French days as the boards French games use draw them (tests/fixtures/forum/read-thread-fr/,
fictional): a phpBB 3.3 thread with the French language pack, a Forumactif one and an Invision
4 one, 80 posts of a Thiercelieux day labelled in readings.toml with a GM's reading. Each is
read by `run_tally`, the function behind `lupus-mod tally D --html PAGE...`, from the saved
pages; every post must get the GM's reading, and the post's own action the fate he gives it
(docs/tally.md). The shapes a French forum player writes: "je vote quand même X", a bare
"Vote." under a name, "Vote : X", "vote contre X", "Pour X." and "+1 X" alone, "j'vote X",
"je retire mon vote", "Dévote.", names without their accents or in lower case, elisions, names
that are French words (Rose, Olive, Constant, Blanche), the Capitaine's double vote and
tie-break, quoted and reported votes, struck names, EDIT lines, late and edited posts."""
from __future__ import annotations

import tomllib
from datetime import datetime
from functools import lru_cache
from pathlib import Path
from zoneinfo import ZoneInfo

import pytest

from lupus_mod.votes.facts import DayFacts
from tests.forum.thread_trial import check_post, tally_pages

HERE = Path(__file__).resolve().parents[1] / "fixtures" / "forum" / "read-thread-fr"
EXPECTED = tomllib.loads((HERE / "readings.toml").read_text(encoding="utf-8"))
PARIS = ZoneInfo("Europe/Paris")
BOARDS = ("phpbb", "forumactif", "invision")
ALIVE = ("Hélène", "Hortense", "Rose", "Pierre", "Aimé", "Blanche", "Noël", "Éloi", "Margaux", "Thibault",
         "Léa", "Constant", "Olive", "Victor")
CAPITAINE = "Margaux"   # "sa voix compte double en cas d'égalité" (the rulebook's Maire)


@lru_cache(maxsize=None)
def _tally(thread: str, folder: Path) -> dict:
    """`tally 3 --html` of one thread, as the CLI runs it, in a game folder of its own."""
    facts = DayFacts(day=3, alive=ALIVE, dead=("Félix",), aliases={}, substitutes={}, weights={},
                     tie_weights={CAPITAINE: 2}, gm=("Meneur",), malus={},
                     day_file={"opened_post": EXPECTED[thread]["opened_post"]})
    config = {"language": "fr", "timezone": "Europe/Paris", "seed": 3, "schedule": {"day_close": "22:00"},
              "votes": {"non_players": ["Passant"], "abstention": "free", "tie_break": "nobody"}}
    return tally_pages(folder, facts, config, tuple(HERE / name for name in EXPECTED[thread]["pages"]),
                       now=datetime(2026, 12, 2, 9, 0, tzinfo=PARIS))



CASES = [(thread, post) for thread in BOARDS for post in EXPECTED[thread]["post"]]


@pytest.mark.parametrize(("thread", "post"), CASES, ids=[f"{t}-{p['id']}-{p['what']}" for t, p in CASES])
def test_each_post_reads_as_the_gm_reads_it(tmp_path_factory, thread: str, post: dict) -> None:
    data = _tally(thread, tmp_path_factory.getbasetemp() / f"game-fr-{thread}")
    check_post(data, post)


def test_the_corpus_covers_three_boards_and_the_french_shapes() -> None:
    posts = [p for thread in BOARDS for p in EXPECTED[thread]["post"] if p["author"] != "Meneur"]
    assert len(posts) >= 70
    texts = "\n".join(p["text"] for p in posts).lower()
    for shape in ("je vote quand même", "\nvote.", "vote :", "vote contre", "pour ", "+1 ", "j'vote",
                  "je retire mon vote", "dévote", "helene", "l'", "[quote=", "[s]", "capitaine", "égalité"):
        assert shape in texts, shape
    assert {"target-dead", "target-non-player", "late", "doubt"} <= {p.get("fate") for p in posts}
    # The vote edited after the close decides the day: a doubt now (docs/tally.md, Edits).
    assert any(p["what"] == "a vote edited after the close" for p in posts)
