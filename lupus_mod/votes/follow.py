"""A vote that follows another player's (a night power `follow-vote`, the peer's Ipnotista who
makes X "vote as I vote"): docs/rulesets.md, Powers on tomorrow's votes. Pure.

X's vote, once cast, stands on the player the leader's vote stands on, and moves with it all
day: at the close it is on the leader's final vote. While the leader has no vote standing (he
has not voted, unvoted or abstained) X's vote counts as X wrote it. X's abstention or unvote
is his own: only a vote he casts follows. A leader's vote on X himself, where self-votes are
refused, leaves X's vote as written. The runoff is voted as written.
"""
from __future__ import annotations

from typing import Mapping


def followed_target(follower: str, written: str, leader_vote: str | None, self_vote: bool) -> str:
    """Whom the follower's vote counts for while the leader's vote stands on `leader_vote`
    (None: the leader has no vote standing)."""
    if leader_vote is None or (leader_vote == follower and not self_vote):
        return written
    return leader_vote


def followers_moved(leader: str, follows: Mapping[str, str], votes: Mapping[str, str | None],
                    written: Mapping[str, str], self_vote: bool) -> list[tuple[str, str, str]]:
    """The followers' votes that move now that `leader`'s vote stands on `votes[leader]`:
    (follower, from, to), through chains (X follows Y who follows the leader). `votes`: whom each
    voter's standing vote counts for (None: no vote standing); `written`: whom each follower
    with a vote standing wrote. A follower moves once at most, so a circle of follows ends."""
    now, moved, pending = dict(votes), [], [leader]
    while pending:
        led = pending.pop(0)
        for follower in (f for f, whose in follows.items() if whose == led and now.get(f) is not None):
            target = followed_target(follower, written[follower], now.get(led), self_vote)
            if target != now[follower] and follower not in {m[0] for m in moved}:
                moved.append((follower, str(now[follower]), target))
                now[follower] = target
                pending.append(follower)
    return moved
