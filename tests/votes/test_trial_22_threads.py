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
    ("voto Grima", "ah no aspetta, Nazgul", ("vote", ("Nazgul",))),   # his vote moved (`moves`)
    ("voto Grima", "cambio, stavolta Nazgul", ("vote", ("Nazgul",))),
])
def test_the_next_post_corrects_the_vote(first, then, expected) -> None:
    assert _offers([("Galadriella", first), ("Galadriella", then)]) == expected


@pytest.mark.parametrize("then", ["*Grima è il lupo", "ah no aspetta, Nazgul ha ragione",
                                  "stavolta Nazgul ha ragione"])
def test_talk_after_the_vote_stays_talk(then) -> None:
    assert _offers([("Galadriella", "voto Grima"), ("Galadriella", then)])[0] == "talk"


# « +1 a Lunaria », « +1 per Lunaria » under Lunaria's « voto Ombroso » offered Lunaria herself
# (pasted, a vote for the wrong player); « +1 Lunaria » offered Ombroso. The followed vote now.
@pytest.mark.parametrize("words", ["+1 a Galadriella", "+1 per Galadriella", "+1 Galadriella"])
def test_a_plus_one_to_a_player_offers_his_vote(words) -> None:
    assert _offers([("Galadriella", "voto Nazgul"), ("Grimaldo", words)]) == ("doubt", ("Nazgul",))


@pytest.mark.parametrize("words", ["+1 a Nazgul", "+1 per Nazgul"])
def test_a_plus_one_to_a_player_with_no_vote_offers_him(words) -> None:
    assert _offers([("Galadriella", "voto Nazgul"), ("Grimaldo", words)]) == ("doubt", ("Nazgul",))
    assert _offers([("Grimaldo", words)]) == ("doubt", ("Nazgul",))
