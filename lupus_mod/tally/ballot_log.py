"""The ballot sent by PM (days/D-runoff.txt, days/D-revote.txt): every message is meant as a
vote, so one the reader found no vote of its own in is never left out in silence."""
from __future__ import annotations

from typing import Any, Sequence

from lupus_mod.forum.model import Post
from lupus_mod.votes.forms import DOUBT, VOTE
from lupus_mod.votes.names import Roster
from lupus_mod.votes.reading import BODY, VoteAction
from lupus_mod.votes.accounts import voter_of
from lupus_mod.votes.written_names import candidates_named


def unread_messages(posts: Sequence[Post], actions: Sequence[VoteAction], roster: Roster,
                    candidates: Sequence[str]) -> tuple[list[VoteAction], list[dict[str, Any]]]:
    """The messages with no vote of their author's own: one naming candidates ("Nerone
    ovviamente") is a doubt offering them, settled in one line (docs/tally.md: a message
    naming only a player is a doubt); one naming none ("ci penso") a note at its line."""
    voted = {a.post_id for a in actions if a.where == BODY}
    doubts: list[VoteAction] = []
    notes: list[dict[str, Any]] = []
    for post in (p for p in posts if p.id not in voted):
        text = " ".join("".join(seg.text for seg in post.body).split())
        named = candidates_named(text, roster, candidates)
        if named:
            doubts.append(VoteAction(
                post_id=str(post.id), position=post.position, index=len(actions), author=post.author,
                voter=voter_of(post, roster), time=post.created, permalink=post.permalink, kind=VOTE,
                typed=text, target=named[0] if len(named) == 1 else None, candidates=named, reason=DOUBT))
        else:
            notes.append({"note": "log-no-vote", "where": post.permalink, "author": post.author, "text": text})
    return doubts, notes
