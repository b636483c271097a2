"""The count: vote actions of one day + the day's facts → who burns, and every action's fate.

Pure: the actions are sorted here by (time, position in the thread, order in the post), so
the same actions in any order give the same tally. Each living player's last valid action in
the window stands: a vote, an unvote (no vote) or an abstention. An action that is not valid
(late, by the dead, for the dead, an unreadable name...) changes nothing: the player's earlier
valid vote still stands. Votes weigh `weights[player]` (default 1); malus votes carried into
the day are on the board from the opening. The fates and the tally's rows are votes/audit.py.
"""
from __future__ import annotations

from dataclasses import dataclass, field, replace
from datetime import datetime
from typing import Iterable, Mapping

from lupus_mod.text.folding import account_key
from lupus_mod.votes.audit import (ABSTENTION_FORBIDDEN, AFTER_ALL_VOTED, AFTER_MAJORITY, AMBIGUOUS_NAME,
                                   BEFORE_OPEN, CORRECTED_NONE, COUNTED, DEAD_VOTER, EDITED_LATE,
                                   EDITED_UNDATED, ELECTION, FUZZY_NAME, GM_VOTER, IN_SPOILER, LATE,
                                   LOOK_ALIKE, NON_PLAYER, NOT_BOLD, NOT_CANDIDATE, NOT_ELIGIBLE, NOT_YET,
                                   QUOTED, REPEATED, REPLACED, SELF_VOTE, SEVERAL, SUBSTITUTED, TARGET_DEAD,
                                   TARGET_NON_PLAYER, UNKNOWN_NAME, Candidate, Entry, Step, Tally)
from lupus_mod.votes.forms import ABSTAIN, DOUBT, MENTION, TALK_REASONS, UNVOTE, VOTE, of_election
from lupus_mod.votes.names import AMBIGUOUS, FUZZY, UNKNOWN
from lupus_mod.votes.action import EDITED_AFTER_CLOSE, NONE, VoteAction
from lupus_mod.votes.post_text import QUOTE, SPOILER, TALK
from lupus_mod.votes.follow import followed_target, followers_moved
from lupus_mod.votes.spared import SPARED_RULES, in_verdict, majority_counts, spare
from lupus_mod.votes.ties import (BALLOTS, FIRST_DECISIVE, MAJORITY, NOBODY, PLURALITY, RUNOFF_TIE_BREAKS, TIE_BREAKS, TOP_TWO, Decision, decide, top_two)

_NAME_FATES = {AMBIGUOUS: AMBIGUOUS_NAME, FUZZY: FUZZY_NAME, UNKNOWN: UNKNOWN_NAME}

ABSTENTION_POLICIES = ("free", "forbidden", "malus")
RUNOFF_VOTERS = ("not-tied", "all")
DAY, RUNOFF_BALLOT, REVOTE_BALLOT = "day", "runoff", "revote"


@dataclass(frozen=True)
class DayContext:
    """Everything the count needs to know about the day besides the posts."""

    day: int
    alive: tuple[str, ...]                              # list order
    dead: tuple[str, ...] = ()
    gm: tuple[str, ...] = ()
    non_players: tuple[str, ...] = ()
    substitutions: Mapping[str, str] = field(default_factory=dict)   # nickname → slot
    # account_key(nickname) → (fate, slot) for a nickname not playing its slot today: the slot's
    # earlier nickname once a substitute took it over (SUBSTITUTED), a substitute before the
    # phase he starts from (NOT_YET).
    off_turn: Mapping[str, tuple[str, str]] = field(default_factory=dict)
    look_alikes: Mapping[str, str] = field(default_factory=dict)     # voter → player it resembles
    weights: Mapping[str, int] = field(default_factory=dict)         # default 1
    tie_weights: Mapping[str, int] = field(default_factory=dict)     # weight when breaking a tie
    self_vote: bool = True
    abstention: str = "free"
    malus: Mapping[str, int] = field(default_factory=dict)           # votes carried into today
    tie_break: str = FIRST_DECISIVE
    majority: bool = False
    seed: int = 0
    opens: datetime | None = None
    opening_position: int | None = None   # the opening post's place in the thread, when it is a post
    closes: datetime | None = None
    runoff_voters: str = "not-tied"
    runoff_tie_break: str = NOBODY
    ballot: str = PLURALITY                    # or "top-two-runoff": the day ends in a runoff
    # Votes may change only "finché tutti non hanno votato" (Acchiappastreghe): from the moment
    # every living voter has a vote or an abstention standing, the count is closed.
    until_all_voted: bool = False
    # Who cannot be condemned today (a night's `no-condemn`), and the policy `no_condemn`.
    spared: tuple[str, ...] = ()
    spared_rule: str = "nobody"
    # Voter -> the player his votes count for today (a night's `redirect-vote`).
    redirects: Mapping[str, str] = field(default_factory=dict)
    # Voter -> the player whose vote his follows today (a night's `follow-vote`, votes/follow.py).
    follows: Mapping[str, str] = field(default_factory=dict)

    def __post_init__(self) -> None:
        _check(self.abstention, ABSTENTION_POLICIES, "abstention")
        _check(self.tie_break, TIE_BREAKS, "tie_break")
        _check(self.runoff_tie_break, RUNOFF_TIE_BREAKS, "runoff_tie_break")
        _check(self.runoff_voters, RUNOFF_VOTERS, "runoff_voters")
        _check(self.ballot, BALLOTS, "ballot")
        _check(self.spared_rule, SPARED_RULES, "no_condemn")
        if any(w < 0 for w in (*self.weights.values(), *self.tie_weights.values())):
            raise ValueError("vote weights cannot be negative")


def _check(value: str, allowed: Iterable[str], what: str) -> None:
    if value not in allowed:
        raise ValueError(f"{what} must be one of {', '.join(allowed)}, not {value!r}")


@dataclass(frozen=True)
class _Ballot:
    """The ballot being counted (the day's, a runoff) and who may vote in it."""
    kind: str
    candidates: tuple[str, ...] = ()
    excluded: frozenset[str] = frozenset()   # may not vote in this ballot


def count_votes(actions: Iterable[VoteAction], ctx: DayContext) -> Tally:
    """The day's count."""
    return _Run(ctx, _Ballot(DAY)).count(actions)


def count_runoff(actions: Iterable[VoteAction], ctx: DayContext, candidates: Iterable[str],
                 revote: bool = False) -> Tally:
    """The second ballot between `candidates`; with runoff_voters = "not-tied" they cannot vote.
    `revote`: the new vote between the tied of a second ballot (runoff_tie_break = "revote")."""
    names = tuple(candidates)
    excluded = frozenset(names) if ctx.runoff_voters == "not-tied" else frozenset()
    kind = REVOTE_BALLOT if revote else RUNOFF_BALLOT
    return _Run(ctx, _Ballot(kind, names, excluded)).count(actions)


class _Run:
    """The count in progress (local state of one pure call)."""

    def __init__(self, ctx: DayContext, ballot: _Ballot) -> None:
        self.ctx, self.ballot = ctx, ballot
        self.entries: list[list] = []           # [action, fate, voter, weight, slot]
        self.standing: dict[str, int] = {}      # voter → index of the standing entry
        self.totals: dict[str, int] = {}
        self.steps: list[Step] = []
        self.majority: Step | None = None
        self.written: dict[int, str] = {}       # entry index → the target a follower wrote

    def count(self, actions: Iterable[VoteAction]) -> Tally:
        if self.ballot.kind == DAY:
            for name, votes in self.ctx.malus.items():
                if name in self.ctx.alive and votes > 0:
                    self._move(name, votes, None, None)
        for action in sorted(actions, key=lambda a: a.order):
            self._take(action)
        return self._result()

    def _take(self, action: VoteAction) -> None:
        subs = self.ctx.substitutions
        voter = subs.get(action.voter, action.voter)
        if action.target in subs or voter != action.voter:
            action = replace(action, voter=voter, target=subs.get(action.target, action.target))
        if action.kind == VOTE and voter in self.ctx.redirects and self.ballot.kind == DAY:
            # A night moved his vote (effect redirect-vote): it counts for that player.
            action = replace(action, target=self.ctx.redirects[voter])
        elif action.kind == VOTE and voter in self.ctx.follows and self.ballot.kind == DAY:
            # A night made him vote as another votes (effect follow-vote): votes/follow.py.
            self.written[len(self.entries)] = action.target
            action = replace(action, target=self._led(voter, action.target))
        weight = self.ctx.weights.get(voter, 1)
        fate = judge(action, voter, self.ctx) or self._judge_ballot(action, voter)
        if fate == DOUBT and action.kept and self._stands_on(voter, action.target):
            fate = REPEATED   # "No, resto su Grima" with his vote on Grima: it stands, nothing to ask
        if fate == DOUBT and action.moves and not action.why and action.target \
                and self._on_another(voter, action.target):
            action = replace(action, reason="")   # "sposto su Gollum" with his vote on Nazgul: moved
            fate = judge(action, voter, self.ctx) or self._judge_ballot(action, voter)
        if fate is None and action.kind == UNVOTE and action.unvoted and self._on_another(voter, action.unvoted):
            fate = DOUBT   # "tolgo il voto a Grima" with his vote on Gollum: which one he meant, he says
        if fate is None and self.majority is not None:
            fate = AFTER_MAJORITY
        if fate is None and self.ctx.until_all_voted and self._all_voted():
            fate = AFTER_ALL_VOTED
        slot = seat_of(action, self.ctx) if fate in (LOOK_ALIKE, SUBSTITUTED, NOT_YET) else ""
        self.entries.append([action, fate, voter, weight, slot])
        if fate is None:
            self.entries[-1][1] = self._apply(len(self.entries) - 1)

    def _stands_on(self, voter: str, target: str | None) -> bool:
        at = self.standing.get(voter)
        return at is not None and (self.entries[at][0].kind, self.entries[at][0].target) == (VOTE, target)

    def _on_another(self, voter: str, target: str) -> bool:
        at = self.standing.get(voter)
        return at is not None and self.entries[at][0].kind == VOTE and self.entries[at][0].target != target

    def _all_voted(self) -> bool:
        voters = [p for p in self.ctx.alive if p not in self.ballot.excluded]
        return all(p in self.standing and self.entries[self.standing[p]][0].kind in (VOTE, ABSTAIN)
                   for p in voters)

    def _judge_ballot(self, action: VoteAction, voter: str) -> str | None:
        if self.ballot.kind == DAY:
            return None
        if voter in self.ballot.excluded:
            return NOT_ELIGIBLE
        if action.kind == VOTE and action.target not in self.ballot.candidates:
            return NOT_CANDIDATE
        return None

    def _apply(self, index: int) -> str:
        action, _, voter, weight, _ = self.entries[index]
        before = self.standing.get(voter)
        if before is not None:
            old = self.entries[before][0]
            # A follower's new vote counts where his old one did while the leader's stands, yet
            # it is what he wrote now: it stands, for when the leader has no vote (votes/follow.py).
            if (old.kind, old.target) == (action.kind, action.target) and \
                    self.written.get(before) == self.written.get(index):
                return REPEATED
            self.entries[before][1] = REPLACED
            if old.kind == VOTE:
                self._move(old.target, -self.entries[before][3], action, voter)
        self.standing[voter] = index
        if action.kind == VOTE:
            self._move(action.target, weight, action, voter)
        self._refollow(voter, action)
        return COUNTED

    def _led(self, follower: str, written: str) -> str:
        leader = self.standing.get(self.ctx.follows[follower])
        led = self.entries[leader][0] if leader is not None else None
        return followed_target(follower, written, led.target if led and led.kind == VOTE else None,
                               self.ctx.self_vote)

    def _refollow(self, leader: str, cause: VoteAction) -> None:
        """The standing votes of those who vote as `leader` votes go where his vote now stands."""
        if self.ballot.kind != DAY or not self.ctx.follows:
            return
        votes = {v: self.entries[i][0].target if self.entries[i][0].kind == VOTE else None
                 for v, i in self.standing.items()}
        written = {f: self.written[i] for f, i in self.standing.items() if i in self.written}
        for follower, before, after in followers_moved(leader, self.ctx.follows, votes, written, self.ctx.self_vote):
            entry = self.entries[self.standing[follower]]
            self._move(before, -entry[3], cause, follower)
            entry[0] = replace(entry[0], target=after)
            self._move(after, entry[3], cause, follower)

    def _move(self, name: str, delta: int, action: VoteAction | None, voter: str | None) -> None:
        self.totals[name] = self.totals.get(name, 0) + delta
        if action is None:
            step = Step(name, self.totals[name], self.ctx.opens, None)
        else:
            step = Step(name, self.totals[name], action.time, action.post_id, action.position,
                        action.index, voter, delta < 0)
        self.steps.append(step)
        reached_majority = 2 * self.totals[name] > len(self.ctx.alive)
        if delta > 0 and self.ctx.majority and self.ballot.kind == DAY and reached_majority \
                and majority_counts(name, self.ctx.spared, self.ctx.spared_rule):
            self.majority = self.majority or step

    def _result(self) -> Tally:
        ctx = self.ctx
        entries = tuple(Entry(*entry) for entry in self.entries)
        stand = {v: entries[i] for v, i in self.standing.items()}
        candidates = self._candidates(entries)
        voters = [p for p in ctx.alive if p not in self.ballot.excluded]
        abstainers = tuple(p for p in voters if p in stand and stand[p].action.kind == ABSTAIN)
        non_voters = tuple(p for p in voters if p not in stand or stand[p].action.kind == UNVOTE)
        decision = self._decide(candidates, stand)
        return Tally(
            day=ctx.day, ballot=self.ballot.kind, entries=entries, candidates=candidates,
            non_voters=non_voters, abstainers=abstainers, burned=decision.burned,
            tied=decision.tied, runoff=decision.runoff, decided_by=decision.decided_by,
            majority=self.majority, opens=ctx.opens, closes=ctx.closes,
            next_malus=self._next_malus(non_voters + abstainers, decision.burned),
            spared=tuple(p for p in ctx.spared if p in self.totals),
            # The ballottaggio's post names every candidate, one with no vote too ("Anna - 0").
            unvoted=tuple(c for c in self.ballot.candidates if c not in {k.name for k in candidates}),
        )

    def _candidates(self, entries: tuple[Entry, ...]) -> tuple[Candidate, ...]:
        rank = {name: i for i, name in enumerate(self.ctx.alive)}
        found = []
        for name, total in self.totals.items():
            steps = tuple(s for s in self.steps if s.candidate == name)
            voters = tuple(e for e in entries if e.fate == COUNTED and e.action.kind == VOTE
                           and e.action.target == name)
            malus = self.ctx.malus.get(name, 0) if self.ballot.kind == DAY else 0
            if total > 0:
                found.append(Candidate(name, total, voters, malus, steps, settled(steps)))
        found.sort(key=lambda c: (-c.total, c.reached.key if c.reached else (2,),
                                  rank.get(c.name, len(rank))))
        return tuple(found)

    def _decide(self, candidates: tuple[Candidate, ...], stand: Mapping[str, Entry]) -> Decision:
        weighed = in_verdict(candidates, self.ctx.spared, self.ctx.spared_rule)
        return spare(self._verdict(weighed, stand), self.ctx.spared)

    def _verdict(self, candidates: tuple[Candidate, ...], stand: Mapping[str, Entry]) -> Decision:
        ctx = self.ctx
        if self.majority is not None:
            return Decision((self.majority.candidate,), decided_by=MAJORITY)
        bonus: dict[str, int] = {}
        for voter, entry in stand.items():
            extra = ctx.tie_weights.get(voter, entry.weight) - entry.weight
            if entry.action.kind == VOTE and extra > 0:
                bonus[entry.action.target] = bonus.get(entry.action.target, 0) + extra
        if self.ballot.kind == DAY and ctx.ballot == TOP_TWO:
            return top_two({c.name: c.total for c in candidates})
        # The new vote after a tied runoff: "In caso di ulteriore pareggio, non muore nessuno."
        policy = {DAY: ctx.tie_break, RUNOFF_BALLOT: ctx.runoff_tie_break}.get(self.ballot.kind, NOBODY)
        return decide({c.name: c.total for c in candidates},
                      {c.name: c.reached.key for c in candidates if c.reached}, bonus, policy,
                      f"{ctx.seed}:tie:{ctx.day}:{self.ballot.kind}")

    def _next_malus(self, missing: tuple[str, ...], burned: tuple[str, ...]) -> dict[str, int]:
        ctx = self.ctx
        if ctx.abstention != "malus" or self.ballot.kind != DAY:
            return {}
        carried = {p: ctx.malus.get(p, 0) + (1 if p in missing else 0) for p in ctx.alive}
        return {p: n for p, n in carried.items() if n > 0 and p not in burned}


def settled(steps: tuple[Step, ...]) -> Step | None:
    """When a candidate's count reached its final value for the last time: its last change.

    From that step on the count stayed where it ended, so a candidate that dropped below (or
    went above) its final count and came back counts from the time it came back.
    """
    return steps[-1] if steps else None


def judge(action: VoteAction, voter: str, ctx: DayContext) -> str | None:
    """Why an action cannot count (its fate), or None when it is a valid action of the day.
    The GM's own words first, whatever their form: a reminder that quotes or reports a vote
    is still the GM's ("rappel : on écrit je vote Kilian"), never a player's speech."""
    if voter in ctx.gm:
        return GM_VOTER
    # A post before the opening belongs to another ballot (yesterday's, the mayor's Sì/No): it
    # is no vote of today's, whoever wrote it — not "a dead player's vote" in the public post.
    # The GM's "none" on a post of another ballot (the ballottaggio's, under its new vote) is
    # that ballot's: before the opening, never listed among this count's posts to check.
    return (_where_fate(action) or _before_open_fate(action, ctx) or (CORRECTED_NONE if action.kind == NONE else None)
            or _voter_fate(action, voter, ctx)
            or _time_fate(action, ctx) or _form_fate(action) or _target_fate(action, voter, ctx))


def _where_fate(action: VoteAction) -> str | None:
    if action.where == QUOTE:
        return QUOTED
    if action.where == SPOILER:
        return IN_SPOILER
    if action.where == TALK:
        return action.reason if action.reason in TALK_REASONS else MENTION
    if of_election(action):   # an election vote, or its unvote: the election's count
        return ELECTION
    return SEVERAL if action.superseded else None


def _voter_fate(action: VoteAction, voter: str, ctx: DayContext) -> str | None:
    off = ctx.off_turn.get(account_key(action.author))
    if off:
        return off[0]
    if voter in ctx.dead:
        return DEAD_VOTER
    if voter in ctx.alive:
        return None
    return LOOK_ALIKE if voter in ctx.look_alikes else NON_PLAYER


def seat_of(action: VoteAction, ctx: DayContext) -> str:
    """The player an author only looks like, or whose seat he left or has yet to take."""
    off = ctx.off_turn.get(account_key(action.author))
    return off[1] if off else ctx.look_alikes.get(action.voter, "")


def _before_open_fate(action: VoteAction, ctx: DayContext) -> str | None:
    # Boards print times to the minute: a post of the opening's minute that comes before the
    # opening post in the thread is before the opening all the same.
    if ctx.opens is None or (action.time, action.position) >= (ctx.opens, ctx.opening_position or 0):
        return None
    # A post after the opening post in the thread whose date is not trusted (« Hier à 21:30 »
    # between two « Aujourd'hui » posts) is misdated, not before the opening: its doubt stands.
    after = ctx.opening_position is not None and action.position > ctx.opening_position
    return None if action.untrusted_date and after else BEFORE_OPEN


def _time_fate(action: VoteAction, ctx: DayContext) -> str | None:
    # A date not trusted (another weekday, a "Today" of another day) may be on either side of
    # the close: the post's doubt, or the GM's correction, decides, never "late".
    if action.late_by_gm or ctx.closes is not None and action.time > ctx.closes and not action.untrusted_date:
        return LATE
    # An edit after the close may have changed the vote after the deadline: the GM decides,
    # with a correction in days/D.toml, whether the post stands.
    edited_late = action.edited is not None and ctx.closes is not None and action.edited > ctx.closes
    if ctx.closes is None or action.corrected or action.edit_by_gm or action.why == EDITED_AFTER_CLOSE:
        return None   # (a late edit made a doubt: the doubt is its fate)
    # An edit mark without a time (Spirit, Misago) may be after the close as well as before.
    return EDITED_LATE if edited_late else EDITED_UNDATED if action.edit_undated else None


def _form_fate(action: VoteAction) -> str | None:
    if action.not_bold:
        return NOT_BOLD   # on a board where only bold votes count, not even a doubt
    if action.reason == DOUBT:
        return DOUBT   # not counted until the GM settles it in [corrections]
    return _NAME_FATES.get(action.name_how) if action.kind == VOTE else None


def _target_fate(action: VoteAction, voter: str, ctx: DayContext) -> str | None:
    if action.kind == ABSTAIN and ctx.abstention == "forbidden":
        return ABSTENTION_FORBIDDEN
    if action.kind != VOTE:
        return None
    target = action.target
    if target in ctx.dead:
        return TARGET_DEAD
    if target not in ctx.alive:
        return TARGET_NON_PLAYER
    return SELF_VOTE if target == voter and not ctx.self_vote else None
