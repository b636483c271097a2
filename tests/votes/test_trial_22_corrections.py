"""Trial 22 (th2): a correction in the author's next post after his vote — the forum's asterisk
correction « *Grima, scusate » after « voto Grimaldo », « ah no aspetta, Nazgul », « cambio,
stavolta Nazgul » — was talk, and the vote it corrects kept counting in silence. Now the post
after is read as the correction: a doubt offering the new name (a vote for « cambio, stavolta X »),
never the old vote left standing unasked (docs/tally.md "Doubts")."""
from __future__ import annotations

import pytest
from tests.votes.test_followed_votes import _offers


@pytest.mark.parametrize("first, then, expected", [
    ("voto Grimaldo", "*Grima, scusate", ("doubt", ("Grima",))),
    ("voto Grima", "ah no aspetta, Nazgul", ("doubt", ("Nazgul",))),
    ("voto Grima", "cambio, stavolta Nazgul", ("vote", ("Nazgul",))),
])
def test_the_next_post_corrects_the_vote(first, then, expected) -> None:
    assert _offers([("Galadriella", first), ("Galadriella", then)]) == expected


@pytest.mark.parametrize("then", ["*Grima è il lupo", "ah no aspetta, Nazgul ha ragione",
                                  "stavolta Nazgul ha ragione"])
def test_talk_after_the_vote_stays_talk(then) -> None:
    assert _offers([("Galadriella", "voto Grima"), ("Galadriella", then)])[0] == "talk"
