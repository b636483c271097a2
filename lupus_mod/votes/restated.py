"""The new vote after a tied ballottaggio (Licantropi: "In caso di pareggio tra due o piu'
candidati: Dibattito e nuova votazione", l.110): a post that only restates the author's vote
(« confermo », « stesso voto di prima ») means his ballottaggio vote; in the ballottaggio
itself, his day vote when it was for a candidate. The name is not written,
so it stays a doubt, but its settle line offers that vote, never "none" — the opposite of
what he said — and « confermo » alone is asked, never left as talk (docs/tally.md, A new
vote after a tied runoff). Pure."""
from __future__ import annotations

from dataclasses import replace
from typing import Callable, Iterable, Mapping, Sequence

from lupus_mod.orders.text import WORD, tokenize
from lupus_mod.votes import speech
from lupus_mod.votes.accounts import voter_of
from lupus_mod.votes.forms import DOUBT, UNVOTE, VOTE
from lupus_mod.votes.grammar import Grammar
from lupus_mod.votes.names import Roster
from lupus_mod.votes.post_text import BODY, own_text
from lupus_mod.votes.reading import PostLike, VoteAction


def offer_restated(actions: Sequence[VoteAction], posts: Iterable[PostLike], grammar: Grammar, roster: Roster,
                   before: Callable[[], Mapping[str, str]], opens: int | None) -> tuple[VoteAction, ...]:
    """The actions of the poll, each "as before" doubt (`as_yesterday` words with no
    `yesterday` word: « stesso voto di prima ») offering its author's vote of the poll before
    (`before`, read only when one is there: slot -> candidate; the new vote's ballottaggio,
    the ballottaggio's day), and a doubt offering it for each post from `opens` on that is
    only a restatement (`restated`: « confermo »)."""
    out = list(offer_as_before(actions, grammar, before))
    voted = {a.post_id for a in actions if a.where == BODY}
    phrases = speech.phrases(grammar.restated)
    for post in posts:
        if post.id in voted or (opens is not None and post.position < opens):
            continue
        text = own_text(post, grammar)[0].strip()
        voter = voter_of(post, roster)
        if _words(text) in phrases and voter in before():
            out.append(VoteAction(post_id=str(post.id), position=post.position, index=0, author=post.author,
                                  voter=voter, time=post.created, permalink=post.permalink, kind=VOTE,
                                  typed=text, candidates=(before()[voter],), reason=DOUBT,
                                  author_id=getattr(post, "author_id", None)))
    return tuple(sorted(out, key=lambda a: a.order))


def _as_before(action: VoteAction, grammar: Grammar) -> bool:
    if action.kind != VOTE or action.reason != DOUBT or action.target is not None or action.candidates:
        return False
    words = _words(action.typed)
    return words in grammar.as_yesterday_phrases and not grammar.folded["yesterday"].intersection(words)


def _words(text: str) -> tuple[str, ...]:
    return tuple(t.fold for t in tokenize(text) if t.kind == WORD)


def offer_as_before(actions: Sequence[VoteAction], grammar: Grammar,
                    before: Callable[[], Mapping[str, str]]) -> tuple[VoteAction, ...]:
    """The ballottaggio's actions, each "as before" doubt (« stesso voto di stamattina »)
    offering its author's day vote when it was for a candidate (`before`, read only when such
    a doubt is there: slot -> candidate); read as talk the ballot was lost."""
    if not any(_as_before(a, grammar) for a in actions):
        return tuple(actions)
    votes = before()
    return tuple(replace(a, candidates=(votes[a.voter],)) if a.voter in votes and _as_before(a, grammar) else a
                 for a in actions)


def offer_earlier(actions: Sequence[VoteAction], grammar: Grammar) -> tuple[VoteAction, ...]:
    """The day's actions (in thread order), each "as before" doubt of the day's vote (« no dai,
    torno all'altro », « rimetto il voto di prima ») offering its author's vote before his
    latest: still a doubt, the GM confirms it; it offered "none", the opposite of his word."""
    out: list[VoteAction] = []
    for action in actions:
        earlier = _back(action, grammar) and _earlier_vote([a for a in out if a.voter == action.voter])
        out.append(replace(action, candidates=(earlier,)) if earlier else action)
    return tuple(out)


def _earlier_vote(mine: Sequence[VoteAction]) -> str | None:
    """The vote gone back to: after Gollum then Nazgul, Gollum; after Grimaldo then an unvote,
    Grimaldo; nobody when he voted once, never taking it back."""
    votes: list[str] = []
    cleared = False
    for action in mine:
        if action.kind == VOTE and action.target:
            votes, cleared = [*votes, action.target], False
        cleared = cleared or action.kind == UNVOTE
    newest = list(dict.fromkeys(reversed(votes)))
    return (newest[:1] if cleared else newest[1:2] or [None])[0] if newest else None


def _back(action: VoteAction, grammar: Grammar) -> bool:
    """A doubt of the day's vote going back to an earlier one: « stesso voto di prima », or
    "torno all'altro" (`gone_back`)."""
    return _as_before(action, grammar) or action.kind == VOTE and action.reason == DOUBT and \
        action.target is None and not action.candidates and _words(action.typed) in grammar.gone_back_phrases
