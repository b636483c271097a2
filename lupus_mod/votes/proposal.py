"""The Sì/No vote on a proposal (Acchiappastreghe's mayor): vote actions → who voted No.

"tutti i partecipanti in forma umana (sindaco incluso, esclusi rane e cacciati) votano Sì o No.
Nel momento in cui tutti hanno votato, viene rivelato chi ha votato Sì e chi No […] si può
cambiare toccando l'altra opzione finché tutti non hanno votato […] Gli assenti votano Sì."

Pure: each voter's last valid vote stands (an earlier one stays in `fates` as counted, then
replaced) until the moment every voter has voted (or the close);
a voter who never voted counts Sì, one whose last answer is in doubt neither way. The
proposal is approved with more Sì than No, whatever the doubts turn out to be.

An answer taken back in a later post ("Sì", then "anzi no"; "tolgo il voto") is in doubt: the
game has no unvote, so the cat most likely turned it (its settle line offers the other
answer), or went back to counting Sì as absent; ignored, the answer he took back counted. The
words of a second thought with no answer of his before ("ci ho ripensato, no") turn the Sì
he counted as absent: asked, offering No.
"""
from __future__ import annotations

from dataclasses import dataclass, replace
from datetime import datetime
from typing import Iterable

from lupus_mod.votes.answers import CHOICES, other_answer
from lupus_mod.votes.forms import ABSTAIN, DOUBT, UNVOTE, VOTE
from lupus_mod.votes.names import RESOLVED
from lupus_mod.votes.reading import BODY, VoteAction

COUNTED, NOT_ELIGIBLE, NOT_A_CHOICE = "counted", "not-eligible", "not-a-choice"
BEFORE_OPEN, AFTER_CLOSE, AFTER_ALL_VOTED, NOT_BOLD, NOT_A_VOTE = (
    "before-open", "late", "after-all-voted", "not-bold", "not-a-vote")
# Posted at or after the next proposal's post: an answer to that proposal, not to this one.
AFTER_NEXT = "after-next-proposal"
# An answer in doubt ("Sì (ma Delia non mi convince)", votes/answers.py): counted neither way
# until the GM settles it in days/N.toml [corrections]; the count is not recorded before.
TO_SETTLE = "doubt"


@dataclass(frozen=True)
class ProposalCount:
    """The Sì/No count of a proposal: who said what, who was absent, the result."""
    yes: tuple[str, ...]                   # in seat order, absentees included
    no: tuple[str, ...]
    absent: tuple[str, ...]                # never voted: counted Sì
    approved: bool | None                  # None: the answers in doubt may still turn it
    fates: tuple[tuple[VoteAction, str], ...]
    in_doubt: tuple[str, ...] = ()         # their last answer awaits the GM: neither Sì nor absent


def _fate(action: VoteAction, voters: tuple[str, ...], choices: tuple[str, str],
          opens: datetime | None, closes: datetime | None, next_at: int | None) -> str | None:
    if next_at is not None and action.position >= next_at:
        return AFTER_NEXT
    taken_back = action.kind == UNVOTE   # "anzi no" a post after his "Sì"
    # "mi astengo": the proposal has no abstention ("votano Sì o No […] Gli assenti votano Sì"):
    # asked, so the GM tells the cat (he counted Sì in silence).
    abstains = action.kind == ABSTAIN
    if (action.kind != VOTE and not taken_back and not abstains) or action.where != BODY \
            or action.reason not in ("", DOUBT):
        return NOT_A_VOTE
    if action.not_bold:
        return NOT_BOLD
    if action.voter not in voters:
        return NOT_ELIGIBLE
    if opens and action.time <= opens:
        return BEFORE_OPEN
    if closes and action.time > closes:
        return AFTER_CLOSE
    if taken_back or abstains:
        return TO_SETTLE
    if action.reason == DOUBT:   # one the same post replaced ("Sì, anzi voto No") is no doubt left
        return NOT_A_VOTE if action.superseded else TO_SETTLE
    if action.target in choices:
        return None
    # "voto Noo": a word only like an answer is the author's answer written badly, and a cat
    # who does not answer counts Sì; a player's name ("voto Delia") is no answer at all.
    return NOT_A_CHOICE if action.name_how in RESOLVED else TO_SETTLE


def offered(action: VoteAction, choices: tuple[str, str]) -> str:
    """The reading a doubt's settling line proposes: its answer, or the one answer its word
    resembles ("voto Noo": No), or the first of the answers it names ("se Irene è pulita
    allora sì, altrimenti no": Sì; "none" would count the cat Sì as absent all the same), else
    "none" for the GM to change."""
    if action.target in choices:
        return action.target
    close = [c for c in action.candidates if c in choices]
    return close[0] if close else "none"


def _taken_back(action: VoteAction, held: VoteAction | None, closed: bool) -> tuple[str, VoteAction]:
    """An answer taken back: asked, offering the other one ("Sì" then "anzi no": No); a second
    thought without an answer of his counted ("ripensandoci no"), the absent's Sì turned: No.
    Nothing to take back for a plain unvote without one ("tolgo il voto"), nor once every
    voter has answered."""
    if held is None and action.reason != DOUBT:
        return NOT_A_VOTE, action
    if closed:
        return AFTER_ALL_VOTED, action
    return TO_SETTLE, replace(action, target=other_answer(held.target or "" if held else CHOICES[0]))


def _followed(action: VoteAction, fates: list[tuple[VoteAction, str]], standing: dict[str, VoteAction],
              choices: tuple[str, str]) -> VoteAction:
    """An answer that joins another's ("come Delia", "anch'io come Delia", "idem" after her
    "no"): offered the answer of the cat it names, else of the last answer before it (it
    offered "none", the absent's Sì, against a No)."""
    named = [c for c in action.candidates if c in standing]
    if named:
        return replace(action, target=standing[named[0]].target)
    before = [a for a, fate in fates if fate in (COUNTED, TO_SETTLE) and a.voter != action.voter
              and a.target in choices]
    return replace(action, target=before[-1].target) if before else action


def count_proposal(actions: Iterable[VoteAction], voters: Iterable[str], choices: tuple[str, str],
                   opens: datetime | None = None, closes: datetime | None = None,
                   next_at: int | None = None) -> ProposalCount:
    """`choices` = (the Sì word, the No word) as the roster resolves them; `next_at`, the
    thread position of the next proposal's post, where this proposal's vote has ended."""
    voters = tuple(voters)
    standing: dict[str, VoteAction] = {}
    fates: list[tuple[VoteAction, str]] = []
    for action in sorted(actions, key=lambda a: a.order):
        fate = _fate(action, voters, choices, opens, closes, next_at)
        if fate in (None, TO_SETTLE) and len(standing) == len(voters):
            # "si può cambiare … finché tutti non hanno votato": after that, a doubt asks
            # nothing ("ok respinta. Tocca ad Arturo.", a late "anzi sì") and drops no answer.
            fate = AFTER_ALL_VOTED
        if fate == TO_SETTLE and action.kind == UNVOTE:
            fate, action = _taken_back(action, standing.get(action.voter), len(standing) == len(voters))
        elif fate == TO_SETTLE and action.kind == VOTE and offered(action, choices) == "none":
            action = _followed(action, fates, standing, choices)
        if fate is not None:
            fates.append((action, fate))
            continue
        standing[action.voter] = action
        fates.append((action, COUNTED))
    last = {action.voter: fate for action, fate in fates if fate in (COUNTED, TO_SETTLE)}
    doubt = tuple(v for v in voters if last.get(v) == TO_SETTLE)
    no = tuple(v for v in voters if v in standing and standing[v].target == choices[1] and v not in doubt)
    yes = tuple(v for v in voters if v not in no and v not in doubt)
    approved = True if len(yes) > len(no) + len(doubt) else False if len(yes) + len(doubt) <= len(no) else None
    return ProposalCount(yes, no, tuple(v for v in voters if v not in standing and v not in doubt),
                         approved, tuple(fates), doubt)
