"""A runoff between two candidates: a vote for "the other" ("salvo Rosaspina, quindi voto
l'altro") is a doubt whose settle line offers the candidate the post does not name, never
"none", the opposite of what the author wrote; a post with no vote of its own that spares one
("salvo Ombroso", "non voto Rosaspina") or backs one ("Ombroso tutta la vita") is a doubt
offering the other, or him (docs/tally.md, Runoffs). Pure."""
from __future__ import annotations

import re
from dataclasses import replace
from typing import Iterable, Sequence

from lupus_mod.orders.text import WORD, name_words, tokenize
from lupus_mod.votes import speech
from lupus_mod.votes.accounts import voter_of
from lupus_mod.votes.forms import DOUBT, NEGATED, VOTE
from lupus_mod.votes.grammar import Grammar
from lupus_mod.votes.names import EXACT, Roster
from lupus_mod.votes.post_text import BODY, own_text
from lupus_mod.votes.reading import PostLike, VoteAction
from lupus_mod.votes.written_names import candidates_named, candidates_shortened


def offer_other_one(actions: Sequence[VoteAction], grammar: Grammar, roster: Roster,
                    candidates: Sequence[str], posts: Iterable[PostLike]) -> tuple[VoteAction, ...]:
    """The actions, each doubt voting "the other" (`other_one`: "l'altro", « l'autre ») in a
    runoff between two offering the candidate its post does not name; left as read when the
    post names both or neither."""
    if len(candidates) != 2:
        return tuple(actions)
    texts = {p.position: own_text(p, grammar)[0] for p in posts}
    return tuple(_offered(a, texts.get(a.position, ""), grammar, roster, candidates) for a in actions)


def _offered(action: VoteAction, text: str, grammar: Grammar, roster: Roster,
             candidates: Sequence[str]) -> VoteAction:
    if action.kind != VOTE or action.where != BODY or action.reason != DOUBT or action.target is not None \
            or action.candidates or action.corrected:
        return action
    words = [t.fold for t in tokenize(action.typed) if t.kind == WORD]
    named = set(candidates_named(text, roster, candidates))
    if len(named) != 1:
        return action
    # Not among the grammar's folded words: "altro" is no word of a vote's own ("voto l'altro"
    # stays a player described, asked). "voto quella che non è Becchino": the other, described.
    other = bool(words) and words[-1] in speech.singles(grammar.other_one)
    if not other and not _not_him([t.fold for t in tokenize(text) if t.kind == WORD], *named, grammar):
        return action
    return replace(action, candidates=tuple(c for c in candidates if c not in named))


def offer_named_one(actions: Sequence[VoteAction], grammar: Grammar, roster: Roster, candidates: Sequence[str],
                    posts: Iterable[PostLike], opens: int | None) -> tuple[VoteAction, ...]:
    """The actions, and a doubt for each post from `opens` on with no vote of its own that
    names one of the two candidates with words sparing him (`runoff_spares`: "salvo Ombroso",
    "non voto Rosaspina": the other one offered) or backing him (`runoff_backs`: "Ombroso
    tutta la vita": he is). Read as talk, a runoff vote was lost unasked."""
    if len(candidates) != 2:
        return tuple(actions)
    voted = {a.post_id for a in actions if a.where == BODY and a.reason != NEGATED}
    out = [_spared_vote(a, grammar, roster, candidates) for a in actions]
    for post in posts:
        voter = voter_of(post, roster)
        if str(post.id) in voted or voter not in roster.alive or opens is not None and post.position < opens:
            continue
        text = own_text(post, grammar)[0].strip()
        offered = spared_or_backed(text, grammar, roster, candidates) or ()
        if offered:
            out.append(VoteAction(post_id=str(post.id), position=post.position, index=0, author=post.author,
                                  voter=voter, time=post.created, permalink=post.permalink, kind=VOTE,
                                  typed=text, candidates=offered, reason=DOUBT,
                                  author_id=getattr(post, "author_id", None)))
    return tuple(sorted(out, key=lambda a: a.order))


# Between the clauses of one post naming both candidates: "Zanna è innocente, Becchino no".
CLAUSES = re.compile(r"[,.;!?\n]+")


def spared_or_backed(text: str, grammar: Grammar, roster: Roster, candidates: Sequence[str],
                     whole: bool = True) -> tuple[str, ...] | None:
    """The candidates a runoff post's words offer when they name one with words sparing him
    (`runoff_spares`: "salvo Ombroso", "Becchino è innocente": the other, or nobody if he
    stands alone) or backing him (`runoff_backs`: "fuoco a Becchino": him); None when they do
    neither. Naming both, each clause read alone ("Zanna è innocente, Becchino no": Becchino),
    when the clauses agree on one."""
    # « Ulu tutta la vita »: a candidate by his short name, as a vote form reads it (it was lost).
    named = candidates_named(text, roster, candidates) or \
        candidates_shortened(text, roster, candidates, grammar.own_words)
    words = [t.fold for t in tokenize(text) if t.kind == WORD]
    if len(named) == 1:
        if _spared(words, named[0], grammar):
            return tuple(c for c in candidates if c not in named)
        return named if _said(words, speech.phrases(grammar.runoff_backs), grammar) else None
    if not whole or len(named) < 2:
        return None
    offers = {c for clause in CLAUSES.split(text)
              for c in spared_or_backed(clause, grammar, roster, candidates, False) or ()}
    return tuple(c for c in candidates if c in offers) if len(offers) == 1 else None


def _spared(words: list[str], candidate: str, grammar: Grammar) -> bool:
    """The candidate spared (`runoff_spares`: "salvo Ombroso"), or the other one described by him."""
    return _said(words, speech.phrases(grammar.runoff_spares), grammar) or _not_him(words, candidate, grammar)


def _not_him(words: list[str], candidate: str, grammar: Grammar) -> bool:
    """The other one described by the candidate, right before his name (`runoff_not_him`:
    "quello che non è Ombroso")."""
    described = {phrase + name_words(candidate) for phrase in speech.phrases(grammar.runoff_not_him)}
    return _said(words, frozenset(described), grammar)


def _said(words: list[str], phrases: frozenset[tuple[str, ...]], grammar: Grammar) -> bool:
    """One of the phrases in a row, not said no right before ("Becchino non è innocente")."""
    no = grammar.folded["negations"]
    return any(tuple(words[n:n + len(p)]) == p and not (n and words[n - 1] in no and p[0] not in no)
               for p in phrases for n in range(len(words)))


def _spared_vote(action: VoteAction, grammar: Grammar, roster: Roster, candidates: Sequence[str]) -> VoteAction:
    """ "voto per salvare Becchino": the vote form's name is the one spared, the other offered."""
    if action.kind != VOTE or action.where != BODY or action.target not in candidates or action.corrected:
        return action
    words = [t.fold for t in tokenize(action.typed) if t.kind == WORD]
    if not _spared(words, action.target, grammar):
        return action
    other = tuple(c for c in candidates if c != action.target)
    return replace(action, target=None, candidates=other, reason=DOUBT, name_how=EXACT)
