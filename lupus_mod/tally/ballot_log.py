"""The ballot sent by PM (days/D-runoff.txt, days/D-revote.txt): every message is meant as a
vote, so one the reader found no vote of its own in is never left out in silence."""
from __future__ import annotations

from typing import Any, Sequence

from lupus_mod.forum.model import Post
from lupus_mod.orders.text import tokenize
from lupus_mod.votes import speech
from lupus_mod.votes.forms import DOUBT, VOTE
from lupus_mod.votes.names import Roster
from lupus_mod.votes.reading import BODY, VoteAction
from lupus_mod.votes.accounts import voter_of
from lupus_mod.votes.written_names import candidates_named
from lupus_mod.votes.grammar import Grammar
from lupus_mod.votes.other_one import spared_or_backed


def unread_messages(posts: Sequence[Post], actions: Sequence[VoteAction], roster: Roster,
                    candidates: Sequence[str], grammar: Grammar | None = None) -> tuple[list[VoteAction], list[dict[str, Any]]]:
    """The messages with no vote of their author's own: one naming candidates ("Nerone
    ovviamente") is a doubt offering them, settled in one line (docs/tally.md: a message
    naming only a player is a doubt), or the ones its words mean ("Becchino no, … io non lo
    voto", the only candidate left: nobody; votes/other_one.py); one naming none ("ci penso")
    a note at its line."""
    voted = {a.post_id for a in actions if a.where == BODY}
    doubts: list[VoteAction] = []
    notes: list[dict[str, Any]] = []
    for post in (p for p in posts if p.id not in voted):
        text = " ".join("".join(seg.text for seg in post.body).split())
        named = candidates_named(text, roster, candidates)
        meant = spared_or_backed(text, grammar, roster, candidates) if grammar is not None else None
        named = _corrected_first(text, named, grammar, roster, candidates) if meant is None else meant
        if named or meant is not None:
            doubts.append(VoteAction(
                post_id=str(post.id), position=post.position, index=len(actions), author=post.author,
                voter=voter_of(post, roster), time=post.created, permalink=post.permalink, kind=VOTE,
                typed=text, target=named[0] if len(named) == 1 else None, candidates=named, reason=DOUBT))
        else:
            notes.append({"note": "log-no-vote", "where": post.permalink, "author": post.author, "text": text})
    return doubts, notes


def _corrected_first(text: str, named: tuple[str, ...], grammar: Grammar | None, roster: Roster,
                     candidates: Sequence[str]) -> tuple[str, ...]:
    """ "Podesta... anzi no, Zanna": the candidate named after the message's last correction
    (`corrections`) offered first, the one taken back after him (he was offered first)."""
    if grammar is None or len(named) < 2:
        return named
    tokens = tokenize(text)
    ends = [speech.phrases_end(tokens, k, grammar.correction_phrases) for k in range(len(tokens))]
    last = max((e for k, e in enumerate(ends) if e > k), default=0)
    if not last:
        return named
    after = candidates_named(text[tokens[last - 1].end:], roster, candidates)
    return tuple(dict.fromkeys((*after, *named)))
