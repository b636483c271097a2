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

"Lors de la première journée, il peut y avoir une action supplémentaire à faire avant de décider
du coupable" (l.18): while the election is open the day's vote may be open too, and a plain
"je vote Kilian" does not say which of the two it is for. Read as either it would be a guess
(counted to execute, or to elect): it is a doubt in both counts (`undeclared_polls`), settled by
one line — `"85" = "Kilian"` for the stake, `"85" = "Capitaine : Kilian"` for the election.
"""
from __future__ import annotations

from dataclasses import replace
from typing import Callable, Iterable

from lupus_mod.votes.audit import Tally
from lupus_mod.votes.count import DayContext, count_votes
from lupus_mod.votes.forms import DOUBT, ELECT, VOTE
from lupus_mod.votes.reading import BODY, VoteAction
from lupus_mod.votes.ties import NOBODY, PLURALITY

ELECTION_BALLOT = "election"
RANDOM_PLAYER = "random-player"
AT_RANDOM = "hasard"   # the day-record value engine/titles.py draws a living player for
EITHER = "either"      # VoteAction.poll: the words do not say which poll (the day's copy)
# [votes] undeclared_poll: such a vote is a doubt, or the day's when the GM told the thread so.
UNDECLARED_DOUBT, UNDECLARED_DAY = "doubt", "day"
UNDECLARED_POLLS = (UNDECLARED_DOUBT, UNDECLARED_DAY)


def undeclared_polls(actions: Iterable[VoteAction],
                     both_open: Callable[[VoteAction], bool]) -> tuple[VoteAction, ...]:
    """The actions with each post's own vote made a doubt of the polls where the words do not
    say which poll ("je vote Kilian", "Vote : Kilian") and both were open when it was written.
    A post that also elects ("Capitaine : Amandine. Je vote Kilian") says it, as do the stake's
    words ("Exécution : Kilian", parsed as a day vote) and the GM's corrections."""
    actions = tuple(actions)
    elects = {a.post_id for a in actions if a.kind == ELECT and a.where == BODY}
    return tuple(replace(a, reason=DOUBT, poll=EITHER)
                 if a.kind == VOTE and a.where == BODY and not a.reason and not a.superseded
                 and not a.corrected and not a.poll and a.post_id not in elects and both_open(a)
                 else a for a in actions)


def election_actions(actions: Iterable[VoteAction], title: str = "") -> tuple[VoteAction, ...]:
    """The election's votes (as votes), wherever they were written, and the votes whose poll is
    in doubt (settled as "<title> : <name>"); the day's are left out."""
    return tuple(replace(a, kind=VOTE, poll=title if a.poll else "") for a in actions
                 if a.kind == ELECT or a.poll == EITHER)


def count_election(actions: Iterable[VoteAction], ctx: DayContext, tie_break: str,
                   title: str = "", undeclared: str = UNDECLARED_DOUBT) -> Tally:
    """The election's count over the day's window; `tie_break` is `random-player` or one of
    the tie rules of the day's vote. Every post of its window was written with both polls
    open: one whose words do not say which is a doubt of the election too (with
    `undeclared` "day", the day's vote, left out)."""
    plain = replace(ctx, weights={}, tie_weights={}, malus={}, majority=False, self_vote=True,
                    abstention="free", ballot=PLURALITY,
                    tie_break=NOBODY if tie_break == RANDOM_PLAYER else tie_break)
    both_open = undeclared == UNDECLARED_DOUBT
    tally = count_votes(election_actions(undeclared_polls(actions, lambda _: both_open), title), plain)
    drawn = tie_break == RANDOM_PLAYER and tally.tied and not tally.burned
    return replace(tally, ballot=ELECTION_BALLOT, decided_by=RANDOM_PLAYER if drawn else tally.decided_by,
                   next_malus={})


def elected_value(tally: Tally) -> str | None:
    """What the day record says: the elected player, "hasard", or None (nobody voted, or a
    tie the rule leaves open)."""
    if tally.burned:
        return tally.burned[0]
    return AT_RANDOM if tally.decided_by == RANDOM_PLAYER else None
