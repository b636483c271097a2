"""Accounts by member id (votes/accounts.py), as properties over random threads: whatever the
names and ids, one name is one account, an account posing under a taken name never votes as the
player, and a thread without ids is read by name exactly as before."""
from __future__ import annotations

from dataclasses import dataclass

from hypothesis import given, settings, strategies as st

from lupus_mod.votes.names import Roster
from lupus_mod.votes.accounts import resembled, voter_of, with_accounts

PLAYERS = ("Aragorno", "Brunilde", "D'Ale")
ROSTER = Roster(alive=PLAYERS, gm=("Narratore",), aliases={"Brunilde": ("Bru",)})
SUBBED = Roster(alive=PLAYERS, aliases={"Brunilde": ("Bru",)}, substitutes={"Grampasso": "Aragorno"})
NAMES = (*PLAYERS, "Narratore", "Bru", "aragorno", "D’Ale", "Grampasso", "Radagast", "Aragorno_")


@dataclass(frozen=True)
class Written:
    author: str
    author_id: str | None


threads = st.lists(st.builds(Written, st.sampled_from(NAMES), st.none() | st.sampled_from("1234567")),
                   max_size=30)


def _owners(posts, roster, slots, person_of) -> dict[str, str]:
    """Each person's account: the first under his own name (a substitute's nickname is his
    own), else the one under his aliases ("Bru" before "Brunilde" is another account; two
    accounts under "Bru" alone: neither is his until the GM says)."""
    owners: dict[str, str | None] = {}
    named: dict[str, str] = {}
    for post in posts:
        slot = roster.identify(post.author)
        if post.author_id and slot and len(slots[post.author_id]) == 1:
            person = person_of(post, slot)
            if owners.setdefault(person, post.author_id) not in (post.author_id, None):
                owners[person] = None
            if person != slot or post.author.casefold().replace("’", "'") == slot.casefold():
                named.setdefault(person, post.author_id)
    return owners | named


@settings(max_examples=400)
@given(threads)
def test_one_name_one_account(posts):
    roster = with_accounts(ROSTER, posts)
    assert not set(roster.accounts) & set(roster.posing)
    slots: dict[str, set] = {}
    for post in posts:
        if post.author_id and ROSTER.identify(post.author):
            slots.setdefault(post.author_id, set()).add(ROSTER.identify(post.author))
    # One person, one account: his name and his aliases (Brunilde, Bru) are one owner's.
    owners = _owners(posts, ROSTER, slots, lambda post, slot: slot)
    for post in posts:
        slot = ROSTER.identify(post.author)
        if post.author_id is None or slot is None:
            continue
        if len(slots[post.author_id]) > 1:
            # An account under two players' names: read by name, as without ids.
            assert post.author_id not in roster.accounts and post.author_id not in roster.posing
            assert voter_of(post, roster) == slot
            continue
        first = owners[slot]
        voter = voter_of(post, roster)
        if post.author_id == first or post.author_id in roster.accounts:
            assert voter == roster.accounts[post.author_id]
        else:
            # Another account showing a taken name: never the player's vote, shown as his look-alike.
            assert voter not in PLAYERS and voter.endswith(f"#{post.author_id}")
            assert resembled(post, roster) == slot


@settings(max_examples=200)
@given(threads)
def test_a_renamed_account_votes_for_its_player(posts):
    roster = with_accounts(ROSTER, posts)
    for post in posts:
        if post.author_id in roster.accounts:
            assert voter_of(post, roster) == roster.accounts[post.author_id]
            assert resembled(post, roster) == ""


@given(st.lists(st.builds(Written, st.sampled_from(NAMES), st.none()), max_size=20))
def test_posts_without_ids_are_read_by_name(posts):
    assert with_accounts(ROSTER, posts) is ROSTER
    for post in posts:
        assert voter_of(post, ROSTER) == (ROSTER.identify(post.author) or post.author)
        found = ROSTER.resembles(post.author)
        assert resembled(post, ROSTER) == (found[0] if found else "")


@settings(max_examples=200)
@given(threads)
def test_a_substitute_is_another_person_with_his_own_account(posts):
    """The substitute's nickname is his own: his account is the first under it, whoever posted
    under the player's names before; a second account under either is a look-alike."""
    roster = with_accounts(SUBBED, posts)
    names: dict[str, set] = {}
    for post in posts:
        if post.author_id and SUBBED.identify(post.author):
            names.setdefault(post.author_id, set()).add(SUBBED.identify(post.author))
    owners = _owners(posts, SUBBED, names, lambda post, slot: "sub" if post.author == "Grampasso" else slot)
    for post in posts:
        slot = SUBBED.identify(post.author)
        if post.author_id is None or slot is None or len(names[post.author_id]) > 1:
            continue
        first = owners["sub" if post.author == "Grampasso" else slot]
        if post.author_id == first:
            assert voter_of(post, roster) == slot
