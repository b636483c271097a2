"""A proposal's answer written without a vote form: "Sì 👍", "[b]No[/b]", "no no no, mai".

Acchiappastreghe: "tutti i partecipanti in forma umana […] votano Sì o No […] Gli assenti
votano Sì." An answer read as talk would count Sì for a cat who wrote No, so in a proposal's
thread (`Grammar.answers`, the answers' folded words) a post with no vote form of its own whose
line opens with an answer word is read as that answer:

- the post's only line with words, holding the answer (said once or over and over: "SI SI SI")
  and nothing else but emoji and punctuation: the answer, counted as `voto Sì` is;
- more words after a stop or a bracket ("Sì (ma Delia non mi convince)", "no no no, Delia nel
  cerchio mai"), or another line with words: a doubt offering that answer, which the GM settles;
- the word followed at once by another word ("Sì alla proposta", "Si vede che mente", "No dai"):
  a word of a sentence, talk;
- the word with a letter held ("Noo", "Siii!"): read as the answer it stretches, but always a
  doubt, since nothing else on the line says it is one.
"""
from __future__ import annotations

import re
from typing import Sequence

from lupus_mod.orders.text import WORD, Token
from lupus_mod.votes.forms import DOUBT, VOTE, Found
from lupus_mod.votes.names import Roster


def answer(text: str, tokens: Sequence[Token], roster: Roster, answers: frozenset[str],
           bold: Sequence[bool] | None) -> Found | None:
    """The post's answer to the proposal, read from its last line that opens with one; None
    when no line does."""
    lines = _lines(tokens)
    worded = [line for line in lines if any(t.kind == WORD for t in line)]
    found = None
    held = {_held(a): a for a in answers}
    for line in worded:
        words = [t for t in line if t.kind == WORD]
        first = line.index(words[0])
        meant = held.get(_held(words[0].fold))
        if meant is None:
            continue
        past = first
        while past < len(line) and line[past].kind == WORD and _held(line[past].fold) == _held(meant):
            past += 1
        if past < len(line) and line[past].kind == WORD:
            continue   # "Sì alla proposta": a sentence
        stretched = any(t.fold != meant for t in line[first:past])
        alone = len(worded) == 1 and all(t.kind != WORD for t in line[past:]) and not stretched
        start, stop = line[first].start, line[past - 1].end
        found = Found(VOTE, start, stop, text[start:stop], roster.resolve(meant),
                      bool(bold) and any(bold[start:stop]), "" if alone else DOUBT)
    return found


def _held(word: str) -> str:
    """The word with each held letter written once: "nooo" is "no", "siii" is "si"."""
    return re.sub(r"(.)\1+", r"\1", word)


def _lines(tokens: Sequence[Token]) -> list[list[Token]]:
    lines: list[list[Token]] = [[]]
    for token in tokens:
        if token.text == "\n":
            lines.append([])
        else:
            lines[-1].append(token)
    return lines
