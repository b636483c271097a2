"""A look-alike author on every adapter (issue 23): in each engine's fixture thread, one
player's posts signed `X_`, `X.`, with an accent added (`Zéfiro`, or a combining one), or in
full-width letters are read with that name as the board prints it, and the count makes each
of their votes a look-alike's, naming the player it resembles — never the player's vote, never
a mere non-player's.

The page is read by its own adapter, then counted as the tally counts it (the thread's
roster, `votes.accounts.in_thread`), with the fixture's authors as the players.
"""
from __future__ import annotations

import json
import re

import pytest

from lupus_mod.votes.accounts import in_thread, voter_of
from lupus_mod.votes.count import DayContext, count_votes
from lupus_mod.votes.grammar import Grammar
from lupus_mod.votes.names import Roster
from lupus_mod.votes.reading import read_thread
from tests.forum.fixture_variants import CASES, JSON_ENGINES, changed, fixture

ACUTE = dict(zip("aeiou", "áéíóú"))
FORGES = {
    "underscore": lambda name: name + "_",
    "trailing dot": lambda name: name + ".",
    "combining accent": lambda name: name[0] + "\u0301" + name[1:],
    "accented letter": lambda name: re.sub("[aeiou]", lambda m: ACUTE[m.group()], name, count=1),
    "full-width": lambda name: "".join(chr(ord(c) + 0xFEE0) if "!" <= c <= "~" else c for c in name),
}


def _victim(thread) -> tuple[str, str]:
    """The first author, after the opening post's, whose post the count reads a vote from."""
    posts = thread.read(thread.pages[0]).posts
    roster = Roster(tuple(sorted({p.author for p in posts})))
    actions = read_thread(posts, Grammar(), roster)
    voters = [a.author for a in actions if a.author != posts[0].author]
    assert voters, "the fixture's first page holds votes"
    return voters[0], next(p.id for p in posts if p.author == voters[0])


@pytest.mark.parametrize("forge", sorted(FORGES))
@pytest.mark.parametrize("case", CASES)
def test_a_look_alike_author_is_a_look_alike_naming_the_player_on_every_adapter(case, forge):
    thread = fixture(case)
    player, _ = _victim(thread)
    forged = FORGES[forge](player)
    written = json.dumps(forged)[1:-1] if thread.engine in JSON_ENGINES else forged
    page = thread.pages[0]
    # The name as the page signs it (a profile link's title, a JSON field), not in the texts.
    for signed in (f">{player}<", f'"{player}"', f">\n{player}<"):
        page = page.replace(signed, signed.replace(player, written))
    posts = thread.read(page).posts
    assert forged in {p.author for p in posts}
    players = tuple(sorted({p.author for p in thread.read(thread.pages[0]).posts}))
    roster = in_thread(Roster(players), posts)
    tally = count_votes(read_thread(posts, Grammar(), roster),
                        DayContext(1, players, look_alikes=dict(roster.look_alikes)))
    mine = [entry for entry in tally.entries if entry.action.author == forged]
    assert mine, "the look-alike's vote is read"
    assert {(entry.fate, entry.slot) for entry in mine} == {("look-alike-author", player)}
    assert all(voter_of(p, roster) != player for p in posts if p.author == forged)
