"""A vote for a player described by his office or title, not named: "voto il sindaco" (a doubt
naming nobody, `described`). Where one living player holds that office or title, the settle line
offers him; the GM confirms it (the player may mean whom he believes holds it). It was talk
(Licantropi: Nosferatu's « voto il sindaco » with Podesta the Sindaco). `holders`: each office's
or title's folded word -> the living players holding it (tally/request.py). A player who claimed
it in the day's thread before the vote ("ok claimo: sono lo sceriffo", `claims`) is offered
first: the voter can only mean the office as claimed ("allora voto lo sceriffo, nn ci credo"),
never its secret holder, whom nobody named. Pure."""
from __future__ import annotations

from dataclasses import replace
from typing import Iterable, Mapping, Sequence

from lupus_mod.orders.text import WORD, Token, tokenize
from lupus_mod.votes import speech
from lupus_mod.votes.accounts import voter_of
from lupus_mod.votes.action import PostLike, VoteAction
from lupus_mod.votes.forms import DOUBT, VOTE
from lupus_mod.votes.grammar import Grammar
from lupus_mod.votes.names import Roster
from lupus_mod.votes.post_text import BODY, own_text


def offer_described(actions: Sequence[VoteAction], holders: Mapping[str, Sequence[str]],
                    claims: Mapping[str, Sequence[tuple[int, str]]] | None = None) -> tuple[VoteAction, ...]:
    """The actions, each doubt naming nobody whose last word is a role or title held by one
    living player offering him; one claimed in the thread before it (`claims`, of
    `claimed_offices`) offering its claimants first."""
    return tuple(_offered(a, holders, claims or {}) for a in actions)


def claimed_offices(posts: Iterable[PostLike], grammar: Grammar, roster: Roster) -> dict[str, list[tuple[int, str]]]:
    """Each word a player's own text claims ("sono lo sceriffo": `claims`, a `described`
    article, the word) -> (the post's position, the player) in thread order."""
    claimed: dict[str, list[tuple[int, str]]] = {}
    words, articles = speech.singles(grammar.claims), speech.singles(grammar.described)
    for post in posts:
        tokens = tokenize(own_text(post, grammar)[0])
        for word in _claimed_words(tokens, words, articles):
            claimed.setdefault(word, []).append((post.position, voter_of(post, roster)))
    return claimed


def _claimed_words(tokens: Sequence[Token], words: frozenset[str], articles: frozenset[str]) -> list[str]:
    found = []
    for k, token in enumerate(tokens[:-2]):
        if token.kind == WORD and token.fold in words and tokens[k + 1].fold in articles \
                and tokens[k + 2].kind == WORD:
            found.append(tokens[k + 2].fold)
    return found


def _offered(action: VoteAction, holders: Mapping[str, Sequence[str]],
             claims: Mapping[str, Sequence[tuple[int, str]]]) -> VoteAction:
    if action.kind != VOTE or action.where != BODY or action.reason != DOUBT or action.target is not None \
            or action.candidates or action.corrected:
        return action
    words = [t.fold for t in tokenize(action.typed) if t.kind == WORD]
    held = tuple(holders.get(words[-1], ())) if words else ()
    said = tuple(dict.fromkeys(who for at, who in claims.get(words[-1], ()) if words and at < action.position
                               and who != action.voter))
    offered = said + tuple(h for h in held[:1] if len(held) == 1 and h not in said and h != action.voter)
    return replace(action, candidates=offered) if offered else action
