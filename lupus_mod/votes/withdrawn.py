"""A vote taken back in words that are no unvote form. A part of the grammar (votes/grammar.py).

- "J'annule, je réfléchis encore.", "Je retire, désolé Kilian.": an `unvote_alone` phrase that
  ends its clause takes the vote back (a `not_voting` one too: "oggi non voto, mi avete
  confuso", « je ne vais pas voter, désolée »), as "j'annule mon vote" does ("J'annule ma venue" and
  "Je retire ce que j'ai dit" go on, and are talk).
- "ok mi sposto", « ok je bouge »: an `unvote_moved` phrase ending its clause moves the vote off to
  a name unsaid: a doubt offering "unvote" (the GM reads where it went).
- "Finalement je ne vais pas voter Kilian, il m'a convaincu.", "Non, je ne veux plus voter
  Maxence.": a `not_voting` phrase and a player's name: the author's vote for him taken back,
  or a word about a vote he never cast. Read as talk (a mention of "voter") the vote would stand
  unasked: a doubt offering "unvote", as "Je ne vote plus Kilian" is. With a word such as
  "mais" and another player after the name ("Je ne vais pas voter Kilian mais Isidore"), a
  doubt offering that player, as "Je ne vote pas Kilian mais Isidore" is.
- "Morgana nn la voto piu": a `not_voting` phrase with a pronoun (`clitics`) for a player named
  before it: the author's vote for him taken back, or a word about a vote he never cast; a
  doubt offering "unvote", as "non voto più Morgana" is.
- "voto Ululone, tolgo il voto precedente", "voto lorenzino, tolgo il voto a tancredi": an unvote
  after the post's own vote that names another vote (the earlier one, or by its name) takes back
  the vote before the post, which the post's vote replaces anyway: read before it, the post's
  vote stands ("voto Grima... no dai, tolgo il voto" stays the unvote).
"""
from __future__ import annotations

from typing import Sequence

from lupus_mod.orders.text import WORD, Token, tokenize
from lupus_mod.votes import speech
from lupus_mod.votes.forms import DOUBT, UNVOTE, VOTE, Form, Found
from lupus_mod.votes.names import Roster

Phrases = frozenset[tuple[str, ...]]


class Withdrawn:
    """A mixin of `Grammar` (it reads the phrase tables, `self._reason` and `self._target`)."""

    unvote_alone_phrases: Phrases
    unvote_moved_phrases: Phrases
    not_voting_phrases: Phrases
    name_dropped_phrases: Phrases
    clitic_phrases: Phrases
    folded: dict[str, frozenset[str]]

    def _withdrawn(self, text: str, tokens: Sequence[Token], i: int, roster: Roster,
                   bold: Sequence[bool] | None) -> tuple[Found, int] | None:
        """The unvote that the phrase at token i says, or None."""
        dropped = self._name_dropped(text, tokens, i, roster, bold)
        if dropped is not None:
            return dropped
        alone = _phrase_at(tokens, i, self.unvote_alone_phrases)
        ends = alone and (alone >= len(tokens) or tokens[alone].kind != WORD)
        if ends and self._plain(text, tokens, i, alone, roster):
            return _found(text, tokens, i, alone, bold, ""), alone
        moved = _phrase_at(tokens, i, self.unvote_moved_phrases)   # "ok mi sposto": where to, asked
        if moved and (moved >= len(tokens) or tokens[moved].kind != WORD) and self._plain(text, tokens, i, moved, roster):
            return _found(text, tokens, i, moved, bold, DOUBT), moved
        past = _phrase_at(tokens, i, self.not_voting_phrases)
        if past and (past >= len(tokens) or tokens[past].kind != WORD) and self._plain(text, tokens, i, past, roster):
            # "oggi non voto, mi avete confuso": his vote taken back (nothing, if he cast none).
            # "Morgana nn la voto piu": his vote for her taken back, or one never cast: asked.
            pronoun = any((t.fold,) in self.clitic_phrases for t in tokens[i:past])
            return _found(text, tokens, i, past, bold, DOUBT if pronoun else ""), past
        named = self._target(text, tokens, past, roster) if past else None
        if named is None or not named[0].ok or not self._plain(text, tokens, i, past, roster):
            return None
        instead = self._but_instead(text, tokens, named[1], roster)
        if instead is not None:   # "Je ne vais pas voter Kilian mais Isidore": Isidore, offered
            target, end = instead
            start, stop = tokens[i].start, tokens[end - 1].end
            return Found(VOTE, start, stop, text[start:stop], target, bool(bold) and any(bold[start:stop]),
                         DOUBT), end
        return _found(text, tokens, i, named[1], bold, DOUBT), named[1]

    def _name_dropped(self, text: str, tokens: Sequence[Token], i: int, roster: Roster,
                      bold: Sequence[bool] | None) -> tuple[Found, int] | None:
        """ "Zanna non più": the name at token i, then a `name_dropped` phrase ending its clause."""
        if tokens[i].kind != WORD or tokens[i].fold in self.folded["skipped"]:
            return None
        named = self._target(text, tokens, i, roster)
        if named is None or not named[0].ok:
            return None
        end = _phrase_at(tokens, named[1], self.name_dropped_phrases) if named[1] < len(tokens) else 0
        if not end or end < len(tokens) and tokens[end].kind == WORD:
            return None
        return _found(text, tokens, i, end, bold, DOUBT), end

    def _plain(self, text: str, tokens: Sequence[Token], i: int, end: int, roster: Roster) -> bool:
        """The author's own words, as a form's are: "Si Kilian parle, j'annule." is a hedge."""
        form = Form(UNVOTE, tuple(t.fold for t in tokens[i:end]), "optional", False)
        return not self._reason(text, tokens, i, end, form, False, roster)


def _phrase_at(tokens: Sequence[Token], i: int, table: Phrases) -> int:
    """The index past the longest phrase of the table starting at token i; 0 without one."""
    if tokens[i].fold not in speech.opening_words(table):   # asked at every word of a thread
        return 0
    size = max((len(p) for p in table if tuple(t.fold for t in tokens[i:i + len(p)]) == p
                and all(t.kind == WORD for t in tokens[i:i + len(p)])), default=0)
    return i + size if size else 0


def _found(text: str, tokens: Sequence[Token], i: int, end: int, bold: Sequence[bool] | None,
           reason: str) -> Found:
    start, stop = tokens[i].start, tokens[end - 1].end
    return Found(UNVOTE, start, stop, text[start:stop], None, bool(bold) and any(bold[start:stop]), reason)


def earlier_unvotes_first(found: Sequence[Found], text: str, earlier: Phrases) -> list[Found]:
    """The post's own forms in the order they apply: an unvote after the post's vote that names
    another vote than it ("voto Ululone, tolgo il voto precedente", "voto Lorenzino, tolgo il
    voto a Tancredi") goes before it, the vote being the post's."""
    def of_earlier(n: int, form: Found) -> bool:
        votes = [f for f in found[:n] if f.kind == VOTE and f.target is not None]
        if form.kind != UNVOTE or not votes:
            return False
        if form.unvoted:
            return form.unvoted != votes[-1].target.name
        return speech.phrases_end(tokenize(text[form.end:]), 0, earlier) > 0
    moved = [n for n, f in enumerate(found) if of_earlier(n, f)]
    return [found[n] for n in moved] + [f for n, f in enumerate(found) if n not in moved]
