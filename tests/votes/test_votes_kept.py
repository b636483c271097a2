"""A vote kept after one taken back ("Voto Nazgul. No, resto su Grima"): the post reads as his
earlier vote when it stood on that name, and as a doubt offering the name otherwise (the count
does the same: tests/votes/count_scenarios.toml)."""
from __future__ import annotations

from tests.votes.vote_helpers import post

from lupus_mod.votes.names import Roster
from lupus_mod.votes.post_reading import post_readings
from lupus_mod.votes.reading import read_thread
from lupus_mod.votes.settings import read_settings

ROSTER = Roster(alive=("Frodino", "Samvise", "Grima", "Nazgul", "Gollum"))
GRAMMAR = read_settings({}, "it", ()).grammar
KEPT = "Voto Nazgul. No, resto su Grima"


def _readings(*posts: tuple[str, str]) -> list[tuple[str, str | None]]:
    written = [post(n, author, f"1{n}:00", text) for n, (author, text) in enumerate(posts, start=1)]
    readings = post_readings(written, read_thread(written, GRAMMAR, ROSTER), ROSTER)
    return [(r.kind, r.target) for r in readings]


def test_his_earlier_vote_on_that_name_stands() -> None:
    assert _readings(("Frodino", "voto Grima"), ("Frodino", KEPT)) == [("vote", "Grima"), ("vote", "Grima")]


def test_without_his_earlier_vote_there_it_asks() -> None:
    assert _readings(("Frodino", "voto Gollum"), ("Frodino", KEPT))[-1] == ("doubt", "Grima")
    # Another player's vote on Grima is no earlier vote of his.
    assert _readings(("Samvise", "voto Grima"), ("Frodino", KEPT))[-1] == ("doubt", "Grima")
    # Taken back since: nothing stands on Grima.
    assert _readings(("Frodino", "voto Grima"), ("Frodino", "tolgo il voto"), ("Frodino", KEPT))[-1] == \
        ("doubt", "Grima")


# "Resto su Grima." alone, a post after his vote: kept where it stands on Grima, asked otherwise
# (a suspicion restated, or the vote moved?); before, talk: a vote moved was lost.
STAYS = ("resto su Grima", "Io resto su Grima.", "rimango su Grima, nn mi avete convinto", "resto Grima")


def test_a_stay_alone_on_his_vote_reads_as_it() -> None:
    for text in STAYS:
        assert _readings(("Frodino", "voto Grima"), ("Frodino", text)) == [("vote", "Grima"), ("vote", "Grima")], text


def test_a_stay_alone_elsewhere_asks() -> None:
    for text in STAYS:
        assert _readings(("Frodino", "voto Gollum"), ("Frodino", text))[-1] == ("doubt", "Grima"), text
        assert _readings(("Frodino", text),)[-1] == ("doubt", "Grima"), text


def test_his_vote_said_to_stay_is_a_vote() -> None:
    # "il mio voto resta su Grima" says the vote: it moves there whatever stood before.
    assert _readings(("Frodino", "voto Gollum"), ("Frodino", "il mio voto resta su Grima"))[-1] == ("vote", "Grima")
