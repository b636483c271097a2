"""Each post's one reading (`tally --json`, `lupus-mod thread`): over the vote actions of a
thread read (votes.reading), what the author did with the day's vote in that post — a vote, an
unvote, an abstention, an election vote, a doubt until the GM settles it, someone else's words,
or talk. Pure.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Iterable, Sequence

from lupus_mod.text.folding import account_key
from lupus_mod.votes.forms import ABSTAIN, DOUBT, HEIR, REPORTED, SHOT, UNVOTE, VOTE, of_election
from lupus_mod.votes.names import RESOLVED, Roster
from lupus_mod.votes.reading import BODY, QUOTE, PostLike, VoteAction


# What a post says, in one word (its reading): one of the action kinds (vote, unvote, abstain,
# elect, none), a decision of the day said in the thread (shot, heir: votes/day_decisions.py), or:
DOUBT_READING, REPORTED_READING, TALK_READING = "doubt", "reported", "talk"


@dataclass(frozen=True)
class PostReading:
    """The one reading of a post: what its author did with the day's vote, shown for every
    post (`tally --json`, `lupus-mod thread`). `election`: the post's election vote besides."""

    post_id: str
    kind: str
    target: str | None = None
    candidates: tuple[str, ...] = ()
    election: str | None = None


def post_readings(posts: Iterable[PostLike], actions: Iterable[VoteAction],
                  roster: Roster | None = None) -> tuple[PostReading, ...]:
    """Each post's reading, in thread order: its own last form (a doubt until the GM settles
    it), else its election vote, else someone else's words it reports, else talk. A GM's post
    (the `roster`'s) is never a vote nor a doubt: a GM does not vote, and his reminders ("si
    vota scrivendo [b]voto Nome[/b]") are examples; the count still lists its forms as `gm`."""
    mine: dict[str, list[VoteAction]] = {}
    for action in actions:
        mine.setdefault(action.post_id, []).append(action)
    gm = {account_key(n) for n in roster.gm} if roster is not None else set()
    readings: list[PostReading] = []
    standing: dict[str, str | None] = {}   # each author's vote as his posts left it
    for p in sorted(posts, key=lambda p: p.position):
        author = account_key(p.author)
        reading = _post_reading(str(p.id), mine.get(str(p.id), []), author in gm, standing.get(author))
        if reading.kind in (VOTE, UNVOTE, ABSTAIN):
            standing[author] = reading.target
        readings.append(reading)
    return tuple(readings)


def _post_reading(post_id: str, actions: Sequence[VoteAction], by_gm: bool = False,
                  earlier: str | None = None) -> PostReading:
    """`earlier`: the name the author's vote stood on before this post, if any."""
    own = [a for a in actions if a.where == BODY and not a.superseded and not by_gm]
    day = next((a for a in reversed(own) if not of_election(a)), None)
    elect = next((a for a in reversed(own) if of_election(a)), None)
    chosen = day or elect
    if chosen is not None:
        # A name to confirm (misspelt, shared, nobody's: "voto Dambrra", "voto Gastone") is no
        # vote until the GM names the player: the post reads as the doubt the count lists it as.
        # "No, resto su Grima" with his vote on Grima already: kept, nothing to ask (count.py too).
        kept = chosen.kept and earlier is not None and chosen.target == earlier
        # "sposto su Gollum" with his vote on Nazgul: the vote moved (count.py too).
        kept = kept or (chosen.moves and not chosen.why and earlier is not None
                        and chosen.target not in (None, earlier))
        unsure = (chosen.reason == DOUBT and not kept) or (chosen.kind == VOTE and chosen.name_how not in RESOLVED
                                                           and not chosen.corrected)
        kind = DOUBT_READING if unsure else chosen.kind
        return PostReading(post_id, kind, chosen.target, chosen.candidates,
                           elect.target if day and elect and elect.reason != DOUBT else None)
    decided = next((a for a in actions if a.reason in (SHOT, HEIR) and not by_gm), None)
    if decided is not None:   # « je tire sur Gaspard »: the Chasseur's shot, for the day's record
        return PostReading(post_id, decided.reason, decided.target)
    others = any(a.where == QUOTE or a.reason == REPORTED for a in actions)
    return PostReading(post_id, REPORTED_READING if others else TALK_READING)
