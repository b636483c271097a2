"""Agreeing with someone else's vote, and crossing out one's own: two ways a post may vote
without a vote form of its own, which only the GM can read for sure (docs/tally.md, Doubts).

- "[quote=Sam]voto Gollum[/quote] idem", "Sam ha detto voto Gollum, io pure", "+1": the
  author may join the vote he quotes or reports, or only approve what was said. Read as a
  quote it would be dropped silently; read as a vote it would be a guess: a doubt offering the
  names of the votes he agrees with.
- "[s]voto Gollum[/s]": the author struck his vote out. He most likely takes it back, but the
  words are still his: a doubt whose settle line offers "unvote".
- "idem come ieri", « Même vote qu'hier »: the author follows his own vote of the day before,
  as "voto come ieri" does: a doubt naming nobody, whose settle line offers that vote when
  the day before was counted (lupus_mod.tally.yesterday).

Pure: the words come folded from the Grammar (`agree`).
"""
from __future__ import annotations

import re
from typing import AbstractSet, Sequence

from lupus_mod.orders.text import WORD, Token
from lupus_mod.votes import speech
from lupus_mod.votes.forms import DOUBT, VOTE, Found

# "+1" is no word: the tokenizer drops the "+", so it is found in the text itself.
# "+1000", "+10" say it louder; a thumb up said alone (the tokenizer drops emoji too).
PLUS_ONE = re.compile(r"(?<![\w+])\+\s?10*(?!\d)|^\s*👍\S*\s*$", re.M)
REPLY_WORDS = 3      # words after the agreement in its clause: "concordo con te", "+1 anche da me"
CLAUSE_ENDS = ".,;:!?…()\n"


def agreement(text: str, tokens: Sequence[Token], table: AbstractSet[tuple[str, ...]],
              negations: AbstractSet[str] = frozenset(), joins: AbstractSet[str] = frozenset(),
              stake: tuple[AbstractSet[str], AbstractSet[str]] = (frozenset(), frozenset()),
              keywords: AbstractSet[str] = frozenset()) -> str | None:
    """The words of the author's own text that agree with what he quotes ("idem", "io pure",
    "pareil", "+1"), as a short reply of their own: they open a clause of a few words ("Sam
    ha detto voto Gollum, io pure"), never inside one ("Se sono d'accordo lo nascondono
    bene", "non concordo", "je ne suis pas d'accord" are talk), nor said no right after
    ("anch'io no", "Anche io non lo voto": me neither); None when there are none. One of `joins`
    opens a clause as a comma does ("Podesta ha votato Cice e io faccio lo stesso"). The
    stake said at the clause's end (`stake`: its words, then its links) is no more words
    (« pareil que Leonie pour le bûcher »). One opening with a vote keyword (`keywords`: "quoto e
    voto anche io") ends its clause: a word after it is the vote form's name ("voto anch'io Zefiro")."""
    for plus in PLUS_ONE.finditer(text):
        before = text[:plus.start()]
        if not before[max(before.rfind(c) for c in CLAUSE_ENDS) + 1:].strip():
            return plus.group()
    longest = max((len(p) for p in table), default=0)
    for at in range(len(tokens)):
        if at and tokens[at - 1].kind == WORD and tokens[at - 1].fold not in joins:
            continue   # inside a clause ("Podesta ha votato Cice e io faccio lo stesso" opens one)
        for n in range(longest, 0, -1):
            words = tokens[at:at + n]
            if len(words) == n and all(t.kind == WORD for t in words) \
                    and tuple(t.fold for t in words) in table and _short(tokens, at + n, stake) \
                    and not (words[0].fold in keywords and at + n < len(tokens) and tokens[at + n].kind == WORD) \
                    and not speech.inside_quotes(text, words[0].start) \
                    and not (at + n < len(tokens) and tokens[at + n].fold in negations) \
                    and "?" not in (tokens[at + n].text if at + n < len(tokens) else ""):   # "lo seguo? No"
                return text[words[0].start:words[-1].end]
    return None


def _short(tokens: Sequence[Token], at: int,
           stake: tuple[AbstractSet[str], AbstractSet[str]] = (frozenset(), frozenset())) -> bool:
    """At most a few words follow, to the end of the clause: "concordo con te", "pareil pour moi"."""
    end = next((k for k in range(at, len(tokens)) if tokens[k].kind != WORD), len(tokens))
    return stake_tail(tokens, at, end, stake) - at <= REPLY_WORDS


def stake_tail(tokens: Sequence[Token], at: int, end: int,
               stake: tuple[AbstractSet[str], AbstractSet[str]]) -> int:
    """Where the words from `at` to `end` end with the stake said (« … pour le bûcher »: its
    words, `stake[0]`, after its links, `stake[1]`), else `end`."""
    start = end
    while start > at and tokens[start - 1].kind == WORD and tokens[start - 1].fold in stake[0] | stake[1]:
        start -= 1
    return start if any(t.fold in stake[0] for t in tokens[start:end]) else end


def as_yesterday(text: str, tokens: Sequence[Token], i: int,
                 table: AbstractSet[tuple[str, ...]]) -> tuple[Found, int] | None:
    """The vote of "idem come ieri" at token i: the phrase is its sentence whole, or follows
    one word and a comma ("Idem come ieri.", "Voto? Stesso voto di ieri", "Ok, idem come
    ieri"; never "fa caldo idem come ieri", « Il pleut, pareil qu'hier »)."""
    if tokens[i].fold not in speech.opening_words(table):   # asked at every word of a thread
        return None
    if i and not speech.ends_sentence(tokens[i - 1]) and not (
            tokens[i - 1].text == "," and speech.sentence_start(tokens, i - 2) >= i - 2):
        return None
    for n in sorted({len(p) for p in table}, reverse=True):
        words = tokens[i:i + n]
        if len(words) == n and all(t.kind == WORD for t in words) and tuple(t.fold for t in words) in table \
                and (i + n == len(tokens) or speech.ends_sentence(tokens[i + n]) or tokens[i + n].text == ",") \
                and not (i + n < len(tokens) and tokens[i + n].text == ":"):   # "Confermo il voto di ieri: Grima"
            start, stop = words[0].start, words[-1].end
            return Found(VOTE, start, stop, text[start:stop], None, reason=DOUBT), i + n
    return None


def gone_back(text: str, tokens: Sequence[Token], i: int,
              table: AbstractSet[tuple[str, ...]]) -> tuple[Found, int] | None:
    """The vote of "torno all'altro" at token i: a clause of its own, at a sentence's start or
    after a comma ("no dai, torno all'altro", "ok, rimetto il voto di prima"); never inside one
    ("torno all'altro discorso")."""
    if tokens[i].fold not in speech.opening_words(table):   # asked at every word of a thread
        return None
    if i and not speech.ends_sentence(tokens[i - 1]) and tokens[i - 1].text != ",":
        return None
    for n in sorted({len(p) for p in table}, reverse=True):
        words = tokens[i:i + n]
        if len(words) == n and all(t.kind == WORD for t in words) and tuple(t.fold for t in words) in table \
                and (i + n == len(tokens) or speech.ends_sentence(tokens[i + n]) or tokens[i + n].text == ","):
            start, stop = words[0].start, words[-1].end
            return Found(VOTE, start, stop, text[start:stop], None, reason=DOUBT), i + n
    return None
