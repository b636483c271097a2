"""A vote that follows another player's (a night power `follow-vote`, the peer's Ipnotista who
makes X "vote as I vote"): docs/rulesets.md, Powers on tomorrow's votes. Pure.

X's vote, once cast, stands on the player the leader's vote stands on, and moves with it all
day: at the close it is on the leader's final vote. While the leader has no vote standing (he
has not voted, unvoted or abstained) X's vote counts as X wrote it. X's abstention or unvote
is his own: only a vote he casts follows. A leader's vote on X himself, where self-votes are
refused, leaves X's vote as written. The runoff is voted as written.
"""
from __future__ import annotations


def followed_target(follower: str, written: str, leader_vote: str | None, self_vote: bool) -> str:
    """Whom the follower's vote counts for while the leader's vote stands on `leader_vote`
    (None: the leader has no vote standing)."""
    if leader_vote is None or (leader_vote == follower and not self_vote):
        return written
    return leader_vote
