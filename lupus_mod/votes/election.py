"""The election of a title (Thiercelieux's Capitaine), counted from its own posts.

"Lors de la première journée, il peut y avoir une action supplémentaire à faire avant de décider
du coupable : il s'agit de l'élection du Capitaine du village. N'importe qui peut se présenter
(même un loup-garou) et sa nomination est effectuée par vote." (thiercelieux-base.fr.txt l.18)

The grammar reads election votes ("je vote François pour capitaine", "capitaine : François")
as kind `elect`; the day's count lists them as `election` and never counts them. Here they are
the only votes: a plurality of the living, anyone may vote for himself, no weight (there is no
Capitaine yet). "S'il y a un désaccord pour l'élection du capitaine, celui-ci peut être choisi
au hasard" (l.113): with the default tie rule `random-player` a tie is recorded as "hasard",
which the engine resolves to a living player drawn from the seed (engine/titles.py).
"""
from __future__ import annotations

from dataclasses import replace
from typing import Iterable

from lupus_mod.votes.audit import Tally
from lupus_mod.votes.count import DayContext, count_votes
from lupus_mod.votes.forms import ELECT, VOTE
from lupus_mod.votes.reading import VoteAction
from lupus_mod.votes.ties import NOBODY, PLURALITY

ELECTION_BALLOT = "election"
RANDOM_PLAYER = "random-player"
AT_RANDOM = "hasard"   # the day-record value engine/titles.py draws a living player for


def election_actions(actions: Iterable[VoteAction]) -> tuple[VoteAction, ...]:
    """The election's votes (as votes), wherever they were written; the day's are left out."""
    return tuple(replace(a, kind=VOTE) for a in actions if a.kind == ELECT)


def count_election(actions: Iterable[VoteAction], ctx: DayContext, tie_break: str) -> Tally:
    """The election's count over the day's window; `tie_break` is `random-player` or one of
    the tie rules of the day's vote."""
    plain = replace(ctx, weights={}, tie_weights={}, malus={}, majority=False, self_vote=True,
                    abstention="free", ballot=PLURALITY,
                    tie_break=NOBODY if tie_break == RANDOM_PLAYER else tie_break)
    tally = count_votes(election_actions(actions), plain)
    drawn = tie_break == RANDOM_PLAYER and tally.tied and not tally.burned
    return replace(tally, ballot=ELECTION_BALLOT, decided_by=RANDOM_PLAYER if drawn else tally.decided_by,
                   next_malus={})


def elected_value(tally: Tally) -> str | None:
    """What the day record says: the elected player, "hasard", or None (nobody voted, or a
    tie the rule leaves open)."""
    if tally.burned:
        return tally.burned[0]
    return AT_RANDOM if tally.decided_by == RANDOM_PLAYER else None
