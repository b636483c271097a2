"""Substitution windows on every adapter (issue 23): in each engine's fixture thread, the first
player whose post holds a vote gets a substitute. From the substitute's phase on, the player's
own posts no longer vote for the slot (`substituted-out`); before it, the substitute's posts
(the same posts signed with his nickname) are no votes of the slot yet (`substitute-later`).
Read by the engine's own adapter, counted as the tally counts (lifecycle.substitutions.off_turn).
"""
from __future__ import annotations

import json

import pytest

from lupus_mod.lifecycle.substitutions import off_turn
from lupus_mod.votes.accounts import in_thread
from lupus_mod.votes.audit import NOT_YET, SUBSTITUTED
from lupus_mod.votes.count import DayContext, count_votes
from lupus_mod.votes.grammar import Grammar
from lupus_mod.votes.names import Roster
from lupus_mod.votes.reading import read_thread
from tests.forum.fixture_variants import CASES, JSON_ENGINES, fixture
from tests.forum.test_look_alike_authors_every_adapter import _victim

SUBSTITUTE = "Granpasso"


def _fates(page: str, thread, players: tuple[str, ...], slot: str, starts: str) -> dict[str, set]:
    posts = thread.read(page).posts
    substitutes = {SUBSTITUTE: slot}
    roster = in_thread(Roster(players, substitutes=substitutes), posts)
    windows = off_turn([(slot, ((SUBSTITUTE, starts),))], "day 1")
    context = DayContext(1, players, substitutions=substitutes, off_turn=windows)
    fates: dict[str, set] = {}
    for entry in count_votes(read_thread(posts, Grammar(), roster), context).entries:
        fates.setdefault(entry.action.author, set()).add((entry.fate, entry.slot))
    return fates


@pytest.mark.parametrize("case", CASES)
def test_the_replaced_player_stops_voting_from_his_substitutes_phase(case):
    thread = fixture(case)
    player, _ = _victim(thread)
    players = tuple(sorted({p.author for p in thread.read(thread.pages[0]).posts}))
    assert _fates(thread.pages[0], thread, players, player, "day 1")[player] == {(SUBSTITUTED, player)}
    assert SUBSTITUTED not in {fate for fate, _ in _fates(thread.pages[0], thread, players, player, "day 3")[player]}


@pytest.mark.parametrize("case", CASES)
def test_a_substitute_votes_for_no_one_before_his_phase(case):
    thread = fixture(case)
    player, _ = _victim(thread)
    players = tuple(sorted({p.author for p in thread.read(thread.pages[0]).posts}))
    page = thread.pages[0]
    written = json.dumps(SUBSTITUTE)[1:-1] if thread.engine in JSON_ENGINES else SUBSTITUTE
    for signed in (f">{player}<", f'"{player}"', f">\n{player}<"):
        page = page.replace(signed, signed.replace(player, written))
    assert _fates(page, thread, players, player, "day 3")[SUBSTITUTE] == {(NOT_YET, player)}
    assert NOT_YET not in {fate for fate, _ in _fates(page, thread, players, player, "day 1")[SUBSTITUTE]}
