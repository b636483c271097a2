"""A vote action: one vote form in one post, resolved against the roster but not yet judged;
and the post it is read from, as the vote reader sees one (a `lupus_mod.forum.model.Post`, which
this package never imports). Read by votes/reading.py."""
from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Protocol, Sequence

from lupus_mod.votes.names import EXACT
from lupus_mod.votes.post_text import BODY, SegmentLike

NONE = "none"   # a post the GM corrected to "no vote"


# Why the vote of a post whose date is not trusted is a doubt (labels [vote-reading] doubt-<why>).
UNTRUSTED_DATE = "date-untrusted"
# The same, its clock after the close's (« Oggi, 22:30 » for a 22:00 close): likely late, so the
# settle line offers "late", never a line that counts it (votes/report.py).
UNTRUSTED_LATE = "date-untrusted-late"
# Why a vote of a post edited after the close is a doubt: counting it would change the result,
# and whether the edit moved the vote only the GM can see (tally/edits.py).
EDITED_AFTER_CLOSE = "edited-late"


class PostLike(Protocol):
    id: str
    position: int
    author: str
    created: datetime
    permalink: str
    body: Sequence[SegmentLike]
    edited: datetime | None
    edit_undated: bool          # the board shows an edit mark without its time


@dataclass(frozen=True)
class VoteAction:
    """One vote form in one post, resolved against the roster but not yet judged."""

    post_id: str
    position: int               # the post's position in the thread
    index: int                  # the form's order inside the post
    author: str                 # the forum nickname as shown
    voter: str                  # the slot the author plays (substitutes resolved), else the author
    time: datetime
    permalink: str
    kind: str                   # vote, unvote, abstain, elect, or none (GM correction)
    typed: str = ""
    target: str | None = None   # the resolved name, for a vote
    name_how: str = EXACT       # how the name was resolved (names.RESOLVED, ambiguous, fuzzy, unknown)
    candidates: tuple[str, ...] = ()
    where: str = BODY           # body, quote, spoiler, or talk (the author's words, not a declaration)
    reason: str = ""            # for talk: the grammar's reason (reported, negated, hedged, ...);
                                # "doubt" for the author's own form that only the GM can settle
    not_bold: bool = False      # only bold votes count on this board, and this one is not bold
    superseded: bool = False    # an earlier form of the same post
    several: bool = False       # the post held several different votes; this last one is taken
    corrected: bool = False     # set by the GM in days/D.toml [corrections]
    edited: datetime | None = None
    edit_undated: bool = False  # edited at a time the board does not show
    # Who made the last edit, where the board names him; a listed GM's edit (`edit_by_gm`:
    # « Last Edit: … by Narratore  Reason: tolto insulto ») is no change of the player's vote.
    edited_by: str = ""
    edit_by_gm: bool = False
    # How much earlier than `time` (`edited`) it may be: a board's "1 hour ago" (forum.model).
    time_span: timedelta | None = None
    edit_span: timedelta | None = None
    # The post's date is not trusted (forum.model.Post.date_untrusted): never late for it.
    untrusted_date: bool = False
    # The GM read the post's time on the board and it is after the close (`"85" = "late"`).
    late_by_gm: bool = False
    # Which poll the vote is for, on the day of a title's election (votes/election.py): STAKE
    # when its sentence names the stake; for words that do not say which, written while both
    # were open, EITHER in the day's count and the title's name in the election's (its settle
    # line then reads "Capitaine : Kilian"); "" otherwise.
    poll: str = ""
    author_id: str | None = None   # the author's member id where the board gives one (votes.accounts)
    # A doubt keeping a vote on its name after one taken back ("Voto Nazgul. No, resto su
    # Grima"): when the author's vote already stands on that name it stays, nothing to ask.
    kept: bool = False
    # A move of the author's vote said without "voto" ("sposto su Gollum", a post opening "anzi
    # no, Nazgul"): a doubt alone, the vote moved where his vote stands on another player.
    moves: bool = False
    why: str = ""   # for a doubt, why the GM is asked (forms.CONDITION: a vote under a condition)
    # An unvote naming the vote it takes back ("tolgo il voto a Grima"): with the author's vote
    # on another player, the count asks (votes/count.py).
    unvoted: str = ""

    @property
    def order(self) -> tuple[datetime, int, int]:
        return (self.time, self.position, self.index)
