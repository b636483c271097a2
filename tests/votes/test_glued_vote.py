"""The vote keyword glued to a player's name after « je » (« je voteKilian ») reads as « je
vote Kilian » (votes/glued.py) — only where the rest is exactly a player's name and the whole
word is none of the language's own: a player called Rai never turns « je voterai » into a vote."""
from __future__ import annotations

import pytest
from tests.votes.vote_helpers import post

from lupus_mod.votes.names import Roster
from lupus_mod.votes.reading import read_post
from lupus_mod.votes.settings import read_settings

GRAMMAR = read_settings({}, "fr", ()).grammar
ROSTER = Roster(alive=("Rai", "Ra", "Kilian", "Hortense"))


def _own_votes(text: str) -> list[str | None]:
    actions = read_post(post(1, "Hortense", "12:00", text), GRAMMAR, ROSTER)
    return [a.target for a in actions if a.kind == "vote" and a.where == "body" and not a.reason]


# « je voteRa » is « je votera » as well: asked by nobody, never a vote for Ra.
@pytest.mark.parametrize("text", ["je voterai Kilian demain", "je voterai", "Je votera Kilian", "je voteRa"])
def test_a_french_word_holding_a_players_name_is_never_cut(text: str) -> None:
    assert _own_votes(text) == []


@pytest.mark.parametrize("text, target", [("je voteKilian", "Kilian"), ("jvoteHortense.", "Hortense"),
                                          ("je revoteKilian", "Kilian")])
def test_a_players_name_glued_after_the_first_persons_keyword_is_the_vote(text: str, target: str) -> None:
    assert _own_votes(text) == [target]
