"""Accounts by their member id, on boards that give one (Invision's and ForumFree's profile links).

A name is what an account shows; the member id is the account. Where the posts carry ids
(`author_id`), the thread itself says which account is which player's:

- the first account (in thread order) that posts under a player's own name is that player's
  account, failing one the one account under his aliases (an alias is a name players write:
  "Tom" posting before "Tom Bombadil" is another account; two accounts under his aliases alone
  are both asked about), and the first under a substitute's
  nickname is the substitute's; a
  post of that account counts for the player under any name it shows later or showed earlier
  (a renamed account, a page fetched before the change);
- another account showing one of the same person's names later (a name freed by a rename and
  registered again, a spelling the board tells apart but the roster folds together, `D'Ale` and
  `D’Ale`, a second account under his alias while his first posts under his name) only looks
  like that player: its votes never count for him, and the audit shows it as a look-alike
  naming the player, with the `account_id` line that settles it if both are truly his;
- an account shown under two players' names (only renames can do that) says nothing the names
  do not: its posts are read by name, as on a board without ids;
- the GM may say which accounts are a player's (players.toml `account_id`, a substitute's
  too): those are his whatever name they show, and any other account under his names is a
  look-alike, even the first to post (a player's name taken by someone else before he posts).

Posts without an id (every board but those whose adapter reads it, a guest's post) are
identified by name alone (`Roster.identify`).
"""
from __future__ import annotations

from dataclasses import replace
from typing import Iterable, Protocol, Sequence

from lupus_mod.text.folding import account_key
from lupus_mod.votes.names import Roster


class Authored(Protocol):
    author: str
    author_id: str | None


def with_accounts(roster: Roster, posts: Iterable[Authored]) -> Roster:
    """The roster with the accounts the posts show: member id → the player it is, or the
    player it only looks like. The ids the GM declared (players.toml `account_id`) are their
    slots' accounts whatever they show; another account under a declared slot's name is a
    look-alike, whenever it posts."""
    declared = {member: slot for member, name in roster.declared.items() if (slot := roster.identify(name))}
    covered = _declared_names(roster)
    shown = [(member, post.author, slot) for post in posts
             if (member := getattr(post, "author_id", None)) and (slot := roster.identify(post.author))]
    slots: dict[str, set[str]] = {}
    for member, _, slot in shown:
        slots.setdefault(member, set()).add(slot)
    # A person (`_person`) → his account: the first posting under his own name, else the first
    # under any of his names. "Tom" (an alias) posting before "Tom Bombadil" is another account.
    owner = _owners(roster, [(m, a, s) for m, a, s in shown
                             if m not in declared and account_key(a) not in covered and len(slots[m]) == 1])
    accounts: dict[str, str] = {member: slot for member, slot in declared.items()}
    posing: dict[str, str] = {}
    for member, author, slot in shown:
        if member in declared:
            continue
        if account_key(author) in covered:
            posing.setdefault(member, slot)   # the GM said which account shows this name: not this one
            continue
        if len(slots[member]) > 1:
            continue   # one account under two players' names: which it is, the ids cannot say
        first = owner[_person(roster, author, slot)]
        if first == member:
            accounts.setdefault(member, slot)
        else:
            posing.setdefault(member, slot)
    posing = {member: slot for member, slot in posing.items() if member not in accounts}
    posing |= _posing_by_look(roster, posts, set(declared.values()), accounts, posing)
    if not accounts and not posing:
        return roster
    return replace(roster, accounts=dict(sorted(accounts.items())), posing=dict(sorted(posing.items())))


def _owners(roster: Roster, shown: Sequence[tuple[str, str, str]]) -> dict[str, str | None]:
    """Each person's account among (member id, name shown, slot), in thread order: the first
    account showing his own name exactly (the player's, or a substitute's nickname), else the
    one account showing his aliases; None when two accounts show only his aliases (neither
    is seated in silence: both are look-alikes the GM is asked about). An alias is a name
    players write in votes; the account named exactly as the player is the player, and the
    alias account a look-alike the audit shows with the line that makes it his."""
    owner: dict[str, str | None] = {}
    exact: dict[str, str] = {}
    for member, author, slot in shown:
        person = _person(roster, author, slot)
        if owner.setdefault(person, member) not in (member, None):
            owner[person] = None   # two accounts under his aliases alone: which is his, the GM says
        if account_key(author) == account_key(slot) or person.startswith("~"):
            exact.setdefault(person, member)
    return owner | exact


def _person(roster: Roster, author: str, slot: str) -> str:
    """Whose names an author shows: a substitute's own nickname is the substitute's (another
    person, with his own account); a player's name or any alias of his is the player's, so a
    second account under his alias poses as him as one under his name would."""
    key = account_key(author)
    subs = {account_key(nick) for nick in roster.substitutes}
    return f"~{key}" if key in subs else slot


def _posing_by_look(roster: Roster, posts: Iterable[Authored], owned: set[str], accounts: dict[str, str],
                    posing: dict[str, str]) -> dict[str, str]:
    """Accounts that only look like a player whose accounts the GM declared (`Zefiro_` #99 while
    Zefiro is #42): posing as him, so the fix the audit offers is his `account_id`, not an alias."""
    found: dict[str, str] = {}
    for author, member in {(p.author, getattr(p, "author_id", None)) for p in posts}:
        if member and member not in accounts and member not in posing and owned:
            slot = next(iter(roster.resembles(author)), None)
            if slot in owned:
                found.setdefault(member, slot)
    return found


def _declared_names(roster: Roster) -> frozenset[str]:
    """The names (as the board tells accounts apart) whose accounts the GM declared: a
    player's name and aliases for his own ids, a substitute's nickname for his."""
    names = set(roster.declared.values())
    names |= {alias for name in names for alias in roster.aliases.get(name, ())}
    return frozenset(account_key(name) for name in names)


def with_look_alikes(roster: Roster, posts: Iterable[Authored]) -> Roster:
    """The roster with the nicknames of the posts' look-alike authors (`Salvo_` while Salvo
    plays), each with the player it looks like: a vote that names one as written is in doubt
    between the two (`Roster.look_alike`), never silently the player's."""
    shown = {(post.author, getattr(post, "author_id", None)): post for post in posts}.values()
    found = {post.author: slot for post in shown if (slot := resembled(post, roster))}
    return replace(roster, look_alikes=dict(sorted(found.items()))) if found else roster


def in_thread(roster: Roster, posts: Iterable[Authored]) -> Roster:
    """The roster as one thread shows it: its accounts by member id (`with_accounts`) and its
    look-alike authors' nicknames (`with_look_alikes`). Every count of a thread reads it so
    (the day's, the election's, a proposal's Sì/No)."""
    posts = tuple(posts)
    return with_look_alikes(with_accounts(roster, posts), posts)


def voter_of(post: Authored, roster: Roster) -> str:
    """Who votes with this post: the player its account or its name is, else the name shown
    (a non-player), or for an account posing as a player the name with its id (`Zefiro #99`),
    never the player's own name."""
    member = getattr(post, "author_id", None)
    if member:
        found = roster.accounts.get(member)
        if found:
            return found
        if member in roster.posing:
            return f"{post.author} #{member}"
    return roster.identify(post.author) or post.author


def resembled(post: Authored, roster: Roster) -> str:
    """The player a non-player author only looks like ("" if none): by his account's id when
    it poses as one, else by the name (`Roster.resembles`)."""
    member = getattr(post, "author_id", None)
    if member:
        if member in roster.accounts:
            return ""
        posed = roster.posing.get(member)
        if posed:
            return posed
    found = roster.resembles(post.author)
    return found[0] if found else ""
