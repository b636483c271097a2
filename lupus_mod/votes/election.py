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
from lupus_mod.votes.forms import ABSTAIN, DOUBT, ELECT, TITLE, UNVOTE, VOTE, of_election
from lupus_mod.votes.reading import BODY, VoteAction
from lupus_mod.votes.ties import NOBODY, PLURALITY

ELECTION_BALLOT = "election"
RANDOM_PLAYER = "random-player"
AT_RANDOM = "hasard"   # the day-record value engine/titles.py draws a living player for
EITHER = "either"      # VoteAction.poll: the words do not say which poll (the day's copy)
_DAY = "day"           # a vote standing in the day's poll (undeclared_polls reads unvotes by it)
# [votes] undeclared_poll: such a vote is a doubt, or the day's when the GM told the thread so,
# or the election's until [schedule] election_close ("election"; the default with a close:
# docs/rulings/thiercelieux.md, election-puis-bucher).
UNDECLARED_DOUBT, UNDECLARED_DAY, UNDECLARED_ELECTION = "doubt", "day", "election"
UNDECLARED_POLLS = (UNDECLARED_DOUBT, UNDECLARED_DAY, UNDECLARED_ELECTION)


def undeclared_mode(setting: str, election_close: bool) -> str:
    """[votes] undeclared_poll as written, else "election" on a day whose election closes at a
    declared hour ("Election du Capitaine jusqu'à 11h, ensuite vote pour le bûcher"), else
    "doubt" (both polls open all day)."""
    return setting or (UNDECLARED_ELECTION if election_close else UNDECLARED_DOUBT)


def undeclared_polls(actions: Iterable[VoteAction], both_open: Callable[[VoteAction], bool],
                     election_first: bool = False) -> tuple[VoteAction, ...]:
    """The actions with each post's own vote made a doubt of the polls where the words do not
    say which poll ("je vote Kilian", "Vote : Kilian") and both were open when it was written.
    A post that also elects ("Capitaine : Amandine. Je vote Kilian") says it, as do the stake's
    words ("Exécution : Kilian", parsed as a day vote) and the GM's corrections. An unvote
    whose words do not say which ("je retire mon vote") is read as a vote is: it takes back
    the author's only vote standing, the day's or the election's; with both standing, a doubt
    of both polls (settled by "unvote" or "Capitaine : unvote").

    `election_first`: the day runs the election first, then the stake (a declared
    election_close): such a vote written before the close is the election's, unless its author's
    election vote in the title's words stands ("Capitaine : Leonie", then "je vote Baptiste":
    a change, or his vote for the stake cast early), a doubt of both."""
    actions = tuple(actions)
    elects = {a.post_id for a in actions if of_election(a) and a.where == BODY}
    read = list(actions)
    standing: dict[str | None, frozenset[str]] = {}
    titled: set[str | None] = set()   # authors whose election vote in the title's words stands
    for n in sorted(range(len(read)), key=lambda n: read[n].order):
        action, mine = read[n], standing.get(read[n].voter, frozenset())
        if action.kind == VOTE and _undeclared(action, doubts=True) and action.post_id not in elects \
                and both_open(action):
            # A doubt whose words name no poll either ("je vote Kilian et Isidore": one name for
            # each poll, or two for one) is offered in both counts, never in the day's alone.
            first = election_first and action.voter not in titled
            read[n] = replace(action, poll=TITLE) if first else replace(action, reason=DOUBT, poll=EITHER)
        elif action.kind == UNVOTE and _undeclared(action) and both_open(action):
            read[n] = _unvote_of(action, mine)
        standing[action.voter] = _after(mine, read[n])
        titled = _titled(titled, read[n])
    return tuple(read)


def _titled(titled: set[str | None], action: VoteAction) -> set[str | None]:
    """The authors whose election vote written in the title's words stands after `action`."""
    if action.where != BODY or action.superseded or action.reason:
        return titled
    if action.kind == ELECT:
        return titled | {action.voter}
    return titled - {action.voter} if action.kind == UNVOTE and action.poll == TITLE else titled


def _undeclared(action: VoteAction, doubts: bool = False) -> bool:
    """The author's own form, whose words name no poll, not settled by the GM (a doubt's too
    with `doubts`)."""
    return action.where == BODY and (not action.reason or doubts and action.reason == DOUBT) \
        and not action.superseded and not action.corrected and not action.poll


def _unvote_of(unvote: VoteAction, polls: frozenset[str]) -> VoteAction:
    """The unvote of the only poll the author has a vote standing in (the day's or TITLE);
    with both, a doubt; with none, the day's (it takes nothing back either way)."""
    if polls == {TITLE}:
        return replace(unvote, poll=TITLE)
    return replace(unvote, reason=DOUBT, poll=EITHER) if len(polls) > 1 else unvote


def _after(polls: frozenset[str], action: VoteAction) -> frozenset[str]:
    """The polls where the voter has a vote standing after `action` (an undeclared vote, a
    doubt of both, stands in both until the GM says which)."""
    if action.where != BODY or action.superseded or action.reason not in ("", DOUBT):
        return polls
    mine = {_DAY, TITLE} if action.poll == EITHER else {TITLE} if of_election(action) else {_DAY}
    if action.kind == UNVOTE and action.poll != EITHER:
        return polls - mine
    return polls | mine if action.kind in (VOTE, ELECT, ABSTAIN) else polls


def election_actions(actions: Iterable[VoteAction], title: str = "") -> tuple[VoteAction, ...]:
    """The election's votes (as votes) and unvotes, wherever they were written, and the votes
    and unvotes whose poll is in doubt (settled as "<title> : <name>", "<title> : unvote"); the
    day's are left out."""
    # "Je m'abstiens pour l'élection du capitaine" abstains in the election, as written. Each
    # carries the title: a doubt of the election's own ("Kilian capitaine ?") is settled as
    # "<title> : Kilian" too, never as a bare name that would read as the post's day vote.
    return tuple(replace(a, kind=a.kind if a.kind in (UNVOTE, ABSTAIN) else VOTE, poll=title)
                 for a in actions if of_election(a) or a.poll == EITHER)


def count_election(actions: Iterable[VoteAction], ctx: DayContext, tie_break: str,
                   title: str = "", undeclared: str = UNDECLARED_DOUBT) -> Tally:
    """The election's count over the day's window; `tie_break` is `random-player` or one of
    the tie rules of the day's vote. Every post of its window was written with both polls
    open: one whose words do not say which is a doubt of the election too (with
    `undeclared` "day", the day's vote, left out). After the election's close only the
    day's vote is open: such a post is the day's, never a late vote of the election."""
    plain = replace(ctx, weights={}, tie_weights={}, malus={}, majority=False, self_vote=True,
                    abstention="free", ballot=PLURALITY,
                    tie_break=NOBODY if tie_break == RANDOM_PLAYER else tie_break)
    def both_open(action: VoteAction) -> bool:
        return undeclared != UNDECLARED_DAY and (ctx.closes is None or action.time <= ctx.closes)
    first = undeclared == UNDECLARED_ELECTION
    tally = count_votes(election_actions(undeclared_polls(actions, both_open, first), title), plain)
    drawn = tie_break == RANDOM_PLAYER and tally.tied and not tally.burned
    return replace(tally, ballot=ELECTION_BALLOT, decided_by=RANDOM_PLAYER if drawn else tally.decided_by,
                   next_malus={})


def elected_value(tally: Tally) -> str | None:
    """What the day record says: the elected player, "hasard", or None (nobody voted, or a
    tie the rule leaves open)."""
    if tally.burned:
        return tally.burned[0]
    return AT_RANDOM if tally.decided_by == RANDOM_PLAYER else None
