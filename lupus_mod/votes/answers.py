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
  doubt, since nothing else on the line says it is one;
- the answers' other words (`SAID`: "voto contro", "Favorevole!") as the answer; inside a
  sentence ("Sono contraria alla proposta") and a thumb alone ("👎"), a doubt offering it.
"""
from __future__ import annotations

import re
from dataclasses import replace
from typing import Sequence

from lupus_mod.orders.text import STRONG, WORD, Token, fold
from lupus_mod.votes.forms import DOUBT, NEGATED, VOTE, Found
from lupus_mod.votes.names import Roster

# The two answers, as players write them after the vote keyword ("voto Sì", "voto no").
CHOICES = ("Sì", "No")
# The words players answer with besides Sì and No ("voto contro", "Favorevole!", "sono
# contraria"): read as the answer they say (below), never left as talk, since
# "Gli assenti votano Sì" would count a lost No as Sì.
SAID = {"Sì": ("favorevole", "favorevoli", "a favore", "oui", "yes"),   # « je vote oui », "I vote yes"
        "No": ("contrario", "contraria", "contrari", "contrarie", "contro", "sfavorevole",
               # "Bocciata", "boccio la proposta", "nope", "non approvo", "manco x sogno".
               "bocciata", "bocciato", "boccio", "respinta", "respingo", "disapprovo", "nope")}
# A No in several words, read only as a doubt offering No (never names: "non" is the negation).
NO_SAID = ("non approvo", "non sono d'accordo", "non sono daccordo", "nn approvo", "manco per sogno",
           "manco x sogno", "neanche per sogno", "nemmeno per sogno", "assolutamente no",
           # "mah... direi di no", "manco morto", "nn ci sto", "nn ci penso nemmeno".
           "direi di no", "dico di no", "manco morto", "manco morta", "non ci sto", "nn ci sto",
           "non ci penso", "nn ci penso", "per me no", "x me no", "je dirais non", "pour moi non")
# « je vote non », « Non ! »: the answer in French, right after the keyword and ending the form
# (which the grammar reads as a negation), or opening a line (answer()); in a sentence ("Non lo
# so") it is the Italian negation.
AFTER_KEYWORD = {"non": "No"}
# A thumb alone: most likely the answer, but a doubt (it may only cheer another post).
THUMBS = {"👍": "Sì", "👎": "No"}


def answering(roster: Roster) -> Roster:
    """The day's roster with the two answers as names, their other words as aliases."""
    return replace(roster, alive=(*roster.alive, *CHOICES), aliases={**roster.aliases, **SAID})


def negated_answer(found: Found, roster: Roster) -> Found:
    """A form read as negated whose last word is an answer in another language (« je vote
    non »): that answer; any other form as it is."""
    unnamed = found.target is None or not found.target.ok   # "non" resembles "No": fuzzy, no name
    last = found.typed.split()[-1:] if found.kind == VOTE and found.reason == NEGATED and unnamed else []
    meant = AFTER_KEYWORD.get(fold(last[0])) if last else None
    return replace(found, target=roster.resolve(meant), reason="") if meant else found


def answer_words() -> tuple[str, ...]:
    """The grammar's `answers`: the two answers and the single words said for them."""
    return (*CHOICES, *(w for words in SAID.values() for w in words if " " not in w))


def answer(text: str, tokens: Sequence[Token], roster: Roster, answers: frozenset[str],
           bold: Sequence[bool] | None) -> Found | None:
    """The post's answer to the proposal, read from its last line that opens with one; None
    when no line does."""
    lines = _lines(tokens)
    worded = [line for line in lines if any(t.kind == WORD for t in line)]
    found = None
    # « Non ! » alone: the French No (followed by words, "Non lo so", the Italian negation).
    held = {_held(a): (a, a) for a in answers} | {_held(w): (w, c) for w, c in AFTER_KEYWORD.items()}
    for line in worded:
        words = [t for t in line if t.kind == WORD]
        first = line.index(words[0])
        key = _held(words[0].fold)
        if key not in held:
            continue
        word, meant = held[key]
        past = first
        while past < len(line) and line[past].kind == WORD and _held(line[past].fold) == key:
            past += 1
        if past < len(line) and line[past].kind == WORD and key != "no":
            continue   # "Sì alla proposta": a sentence
        # "No ovviamente", "NO secco", "no grazie": a No with words after it is asked, never
        # talk (a lost No would count Sì: "Gli assenti votano Sì"); "No dai" too.
        stretched = any(t.fold != word for t in line[first:past])
        alone = len(worded) == 1 and all(t.kind != WORD for t in line[past:]) and not stretched
        start, stop = line[first].start, line[past - 1].end
        found = Found(VOTE, start, stop, text[start:stop], roster.resolve(meant),
                      bool(bold) and any(bold[start:stop]), "" if alone else DOUBT)
    return found or _answer_ending(text, worded, roster, held, bold) \
        or _said_within(text, worded, roster, answers, bold)


def _answer_ending(text: str, worded: list[list[Token]], roster: Roster, held: dict[str, tuple[str, str]],
                   bold: Sequence[bool] | None) -> Found | None:
    """ "ok ci ho ripensato, si", "pero' ripensandoci... no": an answer ending the post after a
    pause, the words before it a change of mind or a why: a doubt offering it (the earlier
    answer stood unasked)."""
    line = worded[-1] if worded else []
    words = [n for n, t in enumerate(line) if t.kind == WORD]
    if len(words) < 2 or words[-1] == 0 or line[words[-1] - 1].kind == WORD \
            or any(t.kind == WORD for t in line[words[-1] + 1:]):
        return None
    last = line[words[-1]]
    key = _held(last.fold)
    if key not in held:
        return None
    return Found(VOTE, last.start, last.end, text[last.start:last.end], roster.resolve(held[key][1]),
                 bool(bold) and any(bold[last.start:last.end]), DOUBT)


def _said_within(text: str, worded: list[list[Token]], roster: Roster, answers: frozenset[str],
                 bold: Sequence[bool] | None) -> Found | None:
    """ "Sono contraria alla proposta", "non sono favorevole", "👎": an answer's word inside a
    sentence, or a thumb alone, offered to the GM as a doubt (a negation may turn it)."""
    said = [t for line in worded for t in _said_of_author(line, roster, answers)]
    phrased = _no_said_in_words(worded)
    if phrased is not None and not said:
        start, stop = phrased
        return Found(VOTE, start, stop, text[start:stop], roster.resolve("No"),
                     bool(bold) and any(bold[start:stop]), DOUBT)
    if said:
        start, stop = said[-1].start, said[-1].end
        return Found(VOTE, start, stop, text[start:stop], roster.resolve(said[-1].fold),
                     bool(bold) and any(bold[start:stop]), DOUBT)
    thumbs = {mark for mark in THUMBS if mark in text}
    if worded or len(thumbs) != 1:
        return None
    mark = thumbs.pop()
    start = text.index(mark)
    stop = start + len(mark)
    return Found(VOTE, start, stop, mark, roster.resolve(THUMBS[mark]),
                 bool(bold) and any(bold[start:stop]), DOUBT)


# "nn sono d'accordo", "nn ci sto": the SMS "nn" for "non" in every phrase that has it.
_NO_PHRASES = tuple(dict.fromkeys(variant for w in NO_SAID for words in [tuple(fold(w).replace("'", " ").split())]
                                  for variant in (words, tuple("nn" if x == "non" else x for x in words))))


def _no_said_in_words(worded: list[list[Token]]) -> tuple[int, int] | None:
    """(start, end) of a No said in several words ("non approvo", "manco x sogno",
    "assolutamente no"), the last on the post; None without one."""
    found = None
    for line in worded:
        words = [t for t in line if t.kind == WORD]
        folds = [t.fold for t in words]
        for phrase in _NO_PHRASES:
            for n in range(len(folds) - len(phrase) + 1):
                if tuple(folds[n:n + len(phrase)]) == phrase:
                    found = (words[n].start, words[n + len(phrase) - 1].end)
    return found


def _said_of_author(line: list[Token], roster: Roster, answers: frozenset[str]) -> list[Token]:
    """The answers' other words on the line before any player's name ("Bianca sempre
    contraria": said of her, not of the author)."""
    others = answers - {fold(c) for c in CHOICES}
    said: list[Token] = []
    for t in line:
        if t.kind != WORD:
            continue
        if t.fold not in answers and roster.names_word(t.fold):
            break
        if t.fold in others:
            said.append(t)
    return said


def _held(word: str) -> str:
    """The word with each held letter written once: "nooo" is "no", "siii" is "si"."""
    return re.sub(r"(.)\1+", r"\1", word)


def _lines(tokens: Sequence[Token]) -> list[list[Token]]:
    """The post's lines, each sentence apart: "Ciao a tutti! Sì" answers in its second sentence
    (it was talk, the answer lost)."""
    lines: list[list[Token]] = [[]]
    for token in tokens:
        if token.text == "\n":
            lines.append([])
        else:
            lines[-1].append(token)
            if token.kind == STRONG:
                lines.append([])
    return lines
