"""A vote that names a look-alike account as the board writes it (`voto Salvo_` while an
account `Salvo_` posts in the thread and Salvo plays) names that account more exactly than
the player: a doubt naming both, settled by one line, never a silent vote for the player."""
from __future__ import annotations

from dataclasses import replace

import pytest
from tests.votes.vote_helpers import post

from lupus_mod.forum.model import Post
from lupus_mod.votes.accounts import with_accounts, with_look_alikes
from lupus_mod.votes.count import DayContext, count_votes
from lupus_mod.votes.grammar import Grammar
from lupus_mod.votes.names import Roster
from lupus_mod.votes.reading import read_post, read_thread
from lupus_mod.votes.report import settle_line

ALIVE = ("Salvo", "Luna", "Rosa", "Tecla")
GRAMMAR = Grammar.for_language("it")


def _post(n: int, author: str, text: str, member: str | None = None) -> Post:
    return replace(post(n, author, "12:00", text, post_id=str(n)), author_id=member)


def _roster(*posts: Post) -> Roster:
    roster = Roster(alive=ALIVE)
    return with_look_alikes(with_accounts(roster, posts), posts)


@pytest.mark.parametrize(("look_alike", "typed"), [("Salvo_", "voto Salvo_"), ("Salvo_", "Voto: Salvo_!"),
                                                  ("Lunа", "voto Lunа"), ("Ｒｏｓａ", "voto per Ｒｏｓａ")])
def test_naming_the_account_as_written_is_a_doubt_between_both(look_alike: str, typed: str) -> None:
    roster = _roster(_post(1, look_alike, "ciao"))
    found = GRAMMAR.scan(typed, roster)
    assert len(found) == 1 and found[0].target.name is None
    assert found[0].target.candidates == (roster.look_alikes[look_alike], look_alike)
    assert found[0].typed.endswith(look_alike)   # the GM reads the name as written


@pytest.mark.parametrize("typed", ["voto Salvo", "voto Salvo.", "VOTO SALVO", "voto Salvo, è lui"])
def test_the_players_own_name_is_still_his(typed: str) -> None:
    roster = _roster(_post(1, "Salvo_", "ciao"), _post(2, "Salvo.", "ciao"))
    assert [f.target.name for f in GRAMMAR.scan(typed, roster)] == ["Salvo"]


def test_without_the_account_in_the_thread_the_name_is_the_players() -> None:
    assert [f.target.name for f in GRAMMAR.scan("voto Salvo_", _roster())] == ["Salvo"]


def test_an_account_posing_under_the_exact_name_changes_no_vote() -> None:
    """By member id an account `Salvo` after the first is a look-alike, but "voto Salvo" names
    the player as exactly as it names that account: the player's."""
    roster = _roster(_post(1, "Salvo", "ciao", "11"), _post(2, "Salvo", "ciao", "99"))
    assert roster.posing == {"99": "Salvo"}
    assert [f.target.name for f in GRAMMAR.scan("voto Salvo", roster)] == ["Salvo"]


def test_the_count_holds_it_for_the_gm_with_the_line_that_settles_it() -> None:
    posts = (_post(1, "Salvo_", "buongiorno"), _post(2, "Tecla", "voto Salvo_"))
    roster = _roster(*posts)
    actions = read_thread(posts, GRAMMAR, roster)
    own = [a for a in actions if a.post_id == "2"]
    assert [(a.target, a.candidates) for a in own] == [(None, ("Salvo", "Salvo_"))]
    tally = count_votes(actions, DayContext(day=3, alive=ALIVE))
    entry = next(e for e in tally.entries if e.action is own[0])
    assert entry.fate == "ambiguous-name" and entry.anomaly
    assert settle_line(entry, 3) == 'days/3.toml → [corrections] "2" = "Salvo"'
    assert all(c.name != "Salvo" for c in tally.candidates)


def test_read_post_keeps_the_roster_it_is_given() -> None:
    roster = _roster(_post(1, "Salvo_", "ciao"))
    assert read_post(_post(2, "Luna", "voto Salvo"), GRAMMAR, roster)[0].target == "Salvo"
