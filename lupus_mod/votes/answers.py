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
  sentence ("Sono contraria alla proposta") and a thumb alone ("👎"), a doubt offering it;
- the answer turned by a correction (`corrections`: "Sì... anzi no, No", "No, anzi sì"): the
  later answer, as "voto Sì... anzi no, voto No" is; taken back with none after ("Sì, anzi no",
  "Sì" then a line "anzi no") or turned in the next sentence ("No. Cioè sì."): a doubt offering
  the other answer, the one the cat most likely meant (it offered the one he took back);
- the answer under a condition (`conditions`, not an `asides` one: "sì se Irene parla", "se
  Irene è pulita allora sì, altrimenti no"): a doubt offering its answers in order, since only
  the GM knows whether it held (it was talk, the cat counted Sì as absent).
"""
from __future__ import annotations

import re
from dataclasses import replace
from typing import Sequence

from lupus_mod.orders.text import STRONG, WORD, Token, fold, tokenize
from lupus_mod.votes import speech
from lupus_mod.votes.forms import DOUBT, NEGATED, NO_WORDS, VOTE, Found
from lupus_mod.votes.lexicon import Lexicon
from lupus_mod.votes.names import AMBIGUOUS, Resolution, Roster

# The two answers, as players write them after the vote keyword ("voto Sì", "voto no").
CHOICES = ("Sì", "No")
# The words players answer with besides Sì and No ("voto contro", "Favorevole!", "sono
# contraria"): read as the answer they say (below), never left as talk, since
# "Gli assenti votano Sì" would count a lost No as Sì.
SAID = {"Sì": ("favorevole", "favorevoli", "a favore", "oui", "yes",   # « je vote oui », "I vote yes"
               "favorevolissimo", "favorevolissima", "approvo", "accetto"),   # "approvo" was not read
        "No": ("contrario", "contraria", "contrari", "contrarie", "contro", "sfavorevole",
               # "Bocciata", "boccio la proposta", "nope", "non approvo", "manco x sogno".
               "bocciata", "bocciato", "boccio", "respinta", "respingo", "disapprovo", "nope",
               "contrarissimo", "contrarissima",   # "Contrarissimo!"
               "negativo", "negativa")}   # "voto negativo": no name, a No (it was lost: Sì)
# A No in several words, read only as a doubt offering No (never names: "non" is the negation).
NO_SAID = ("non approvo", "non sono d'accordo", "non sono daccordo", "nn approvo", "manco per sogno",
           "manco x sogno", "neanche per sogno", "nemmeno per sogno", "assolutamente no",
           # "mah... direi di no", "manco morto", "nn ci sto", "nn ci penso nemmeno".
           "direi di no", "dico di no", "manco morto", "manco morta", "non ci sto", "nn ci sto",
           "non ci penso", "nn ci penso", "per me no", "x me no", "je dirais non", "pour moi non",
           # "Per me è un NO, Irene ha mentito", "il mio è un no", "Ovviamente no, Bianca è sospetta".
           "è un no", "decisamente no", "ovviamente no", "certo che no", "sicuramente no",
           "neanche per idea", "nemmeno per idea", "non se ne parla",
           # "nel dubbio no": the No a cat gives when unsure (it was talk, and counted Sì).
           "nel dubbio no", "nel dubbio meglio di no", "parere negativo",
           # "nn so... vabbè no": the same hedge before a No (it was talk, and counted Sì).
           "vabbè no", "vabbe no", "va be no", "boh no",
           # "meglio di no", "col cavolo": a No in common words (it was talk, and counted Sì).
           "meglio di no", "meglio no", "col cavolo", "col cazzo", "manco per niente", "per niente")
# "Me neither" after a No ("io non sono d'accordo" — "nemmeno io"), ending its clause: a doubt
# offering No (as talk, the cat counted Sì).
NEITHER_SAID = ("nemmeno io", "neanche io", "neppure io", "manco io", "nemmeno per me", "neanche per me")
# "rifiuto", "nah" ending their clause: a No in common words, a doubt offering No ("ho un rifiuto
# da buttare" is talk); as talk the cat counted Sì.
NO_ENDING = ("rifiuto", "rifiuto la proposta", "nah")
# A Sì in several words ("si ok", "direi di sì", "per me è un sì"), read as a doubt offering Sì
# where it ends its clause ("ok si vede che mente" is talk): as talk, a Sì after the cat's own
# No was lost and the No counted.
YES_SAID = ("si ok", "sì ok", "ok si", "ok sì", "è un sì", "direi di sì", "dico di sì", "assolutamente sì",
            "certo che sì", "sì certo", "sì dai", "sicuramente sì", "decisamente sì", "ovviamente sì",
            # "sì ovviamente": it was talk, the cat listed among those who never answered.
            "sì ovviamente", "sì assolutamente", "sì sicuramente", "sì decisamente",
            # "nn so... vabbè sì": a Sì given after a doubt (it was silent, the cat listed twice).
            "vabbè sì", "vabbe sì", "vabbè si", "vabbe si", "va be sì", "va be si", "boh sì", "boh si")
# « je vote non », « Non ! »: the answer in French, right after the keyword and ending the form
# (which the grammar reads as a negation), or opening a line (answer()); in a sentence ("Non lo
# so") it is the Italian negation.
AFTER_KEYWORD = {"non": "No"}
# The sounds a cat hesitates with before his answer ("eh no", "mmm no", "beh sì"), each letter
# held once ("mmm" is "m", "ehhh" is "eh").
INTERJECTIONS = frozenset(("eh", "mah", "beh", "bah", "boh", "m", "mh", "hm", "ehm", "uhm", "um", "oh", "uf"))
# A thumb alone: most likely the answer, but a doubt (it may only cheer another post); the
# cross and the tick ("❌" alone was talk, and counted Sì) likewise.
THUMBS = {"👍": "Sì", "👎": "No", "❌": "No", "✖️": "No", "✅": "Sì", "✔️": "Sì"}
# A negation right before an answer's other word turns it ("non sono contrario": Sì, then No;
# "non sono favorevole": No, then Sì), a few words back in its clause.
NEGATIONS = frozenset(("non", "nn", "mica"))
NEGATION_REACH = 3


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


def other_answer(name: str) -> str | None:
    """The answer a Sì or a No taken back most likely turns into ("voto sì, anzi no": No)."""
    return {CHOICES[0]: CHOICES[1], CHOICES[1]: CHOICES[0]}.get(name)


def answer_words() -> tuple[str, ...]:
    """The grammar's `answers`: the two answers and the single words said for them."""
    return (*CHOICES, *(w for words in SAID.values() for w in words if " " not in w))


def quoted_answer(text: str, roster: Roster, lexicon: Lexicon) -> tuple[Found, ...]:
    """A proposal's answer quoted without a form ("[quote]no, Guido nn mi convince[/quote] idem"):
    the answer a reply may agree with, as a quoted "voto No" (else, read as talk, the cat's No
    would count Sì); () outside a proposal's thread or without one."""
    found = answer(text, speech.signed_off(tokenize(text), lexicon.sign_off_phrases), roster, lexicon, None) \
        if lexicon.answers else None
    return (found,) if found else ()


def answer(text: str, tokens: Sequence[Token], roster: Roster, lexicon: Lexicon,
           bold: Sequence[bool] | None) -> Found | None:
    """The post's answer to the proposal, read from its last line that opens with one (or
    turns the one before it); None when no line does."""
    answers = lexicon.folded["answers"]
    lines = _lines(tokens)
    worded = [line for line in lines if any(t.kind == WORD for t in line)]
    found = None
    # « Non ! » alone: the French No (followed by words, "Non lo so", the Italian negation).
    held = {held_once(a): (a, a) for a in answers} | {held_once(w): (w, c) for w, c in AFTER_KEYWORD.items()}
    for line in worded:
        words = [t for t in line if t.kind == WORD]
        first = line.index(words[0])
        key = held_once(words[0].fold)
        if key not in held:
            # "No. Cioè sì.", "Sì" then a line "anzi no": the answer before turned.
            turn = _turn(line, first, lexicon.correction_phrases, held) if found else None
            if turn is not None:
                found = _turned(text, line, first, turn, found, roster, bold, False)
            continue
        word, meant = held[key]
        past = first
        while past < len(line) and line[past].kind == WORD and held_once(line[past].fold) == key:
            past += 1
        turn = _turn(line, past, lexicon.correction_phrases, held)
        if turn is not None:   # "Sì... anzi no, No", "Sì, anzi no"
            answered = Found(VOTE, line[first].start, line[past - 1].end, "", roster.resolve(meant))
            found = _turned(text, line, first, turn, answered, roster, bold, len(worded) == 1)
            continue
        if past < len(line) and line[past].kind == WORD and key != "no" \
                and not _condition_at(line, past, lexicon):
            continue   # "Sì alla proposta": a sentence ("sì se Irene parla" asks, below)
        # "No ovviamente", "NO secco", "no grazie": a No with words after it is asked, never
        # talk (a lost No would count Sì: "Gli assenti votano Sì"); "No dai" too.
        stretched = any(t.fold != word for t in line[first:past])
        alone = len(worded) == 1 and all(t.kind != WORD for t in line[past:]) and not stretched
        start, stop = line[first].start, line[past - 1].end
        found = Found(VOTE, start, stop, text[start:stop], roster.resolve(meant),
                      bool(bold) and any(bold[start:stop]), "" if alone else DOUBT)
    return found or _conditioned(text, worded, roster, lexicon, held, bold) \
        or _answer_ending(text, worded, roster, held, bold, lexicon.folded["doubt_words"] | INTERJECTIONS) \
        or _said_within(text, worded, roster, lexicon, held, bold) \
        or _agreeing(text, worded, roster, lexicon)


def _agreeing(text: str, worded: list[list[Token]], roster: Roster, lexicon: Lexicon) -> Found | None:
    """ "come Delia" as the whole post: the author joins her answer (as talk, he counted Sì).
    A doubt naming her; the count offers her answer (votes/proposal.py). "idem" alone is an
    agreement (votes/reading.py)."""
    if len(worded) != 1:
        return None
    words = [t for t in worded[0] if t.kind == WORD]
    folds = tuple(t.fold for t in words)
    start, stop = words[0].start, words[-1].end
    if len(folds) < 2 or folds[0] not in lexicon.folded["like"]:
        return None
    leader = roster.resolve(text[words[1].start:stop])
    if not leader.ok or leader.name in CHOICES:
        return None
    return Found(VOTE, start, stop, text[start:stop], Resolution(text[start:stop], AMBIGUOUS,
                                                                  candidates=(leader.name,)), reason=DOUBT)


def _condition_at(line: list[Token], at: int, lexicon: Lexicon) -> int:
    """The index past a condition opening at `at`, a word such as "ma" before it ("Sì ma solo
    se Irene si spiega"); 0 without one, or for a manner of speaking ("se ho capito bene")."""
    while at < len(line) and (line[at].text in speech.RUN_GAPS or line[at].fold in lexicon.folded["hedge_ends"]):
        at += 1
    if speech.phrases_end(line, at, lexicon.aside_phrases) > at:
        return 0
    end = speech.phrases_end(line, at, lexicon.condition_phrases)
    return end if end > at else 0


def _conditioned(text: str, worded: list[list[Token]], roster: Roster, lexicon: Lexicon,
                 held: dict[str, tuple[str, str]], bold: Sequence[bool] | None) -> Found | None:
    """ "Se Irene parla sì", "se Irene è pulita allora sì, altrimenti no": a line opening with a
    condition, each answer ending its clause after it ("se si spiega va bene" has none): a doubt
    offering them in order."""
    for line in reversed(worded):
        first = next(n for n, t in enumerate(line) if t.kind == WORD)
        past = _condition_at(line, first, lexicon)
        ends = [k for k in range(past, len(line)) if past and line[k].kind == WORD and held_once(line[k].fold) in held
                and (k + 1 == len(line) or line[k + 1].kind != WORD)]
        names = tuple(dict.fromkeys(roster.resolve(held[held_once(line[k].fold)][1]).name for k in ends))
        if names:
            start, stop = line[first].start, line[ends[-1]].end
            typed = text[start:stop]
            target = roster.resolve(names[0]) if len(names) == 1 else Resolution(typed, AMBIGUOUS, candidates=names)
            return Found(VOTE, start, stop, typed, target, bool(bold) and any(bold[start:stop]), DOUBT)
    return None


def _turn(line: list[Token], at: int, corrections: frozenset[tuple[str, ...]],
          held: dict[str, tuple[str, str]]) -> tuple[int, str | None] | None:
    """A correction at `at` ("anzi", "anzi no", "cioè"): (the index past it, the answer after
    it), or (the index past it, None) when it says no with no answer after ("Sì, anzi no");
    None without one, or with neither ("Sì, invece Irene...")."""
    end = speech.phrases_end(line, at, corrections)
    if end == at:
        return None
    k = end
    while k < len(line) and line[k].text in speech.RUN_GAPS:
        k += 1   # "anzi no, No"
    key = held_once(line[k].fold) if k < len(line) and line[k].kind == WORD else ""
    if key in held:
        stop = k
        while stop < len(line) and line[stop].kind == WORD and held_once(line[stop].fold) == key:
            stop += 1
        return stop, held[key][1]
    return (end, None) if any(t.fold in NO_WORDS for t in line[at:end]) else None


def _turned(text: str, line: list[Token], first: int, turn: tuple[int, str | None], before: Found,
            roster: Roster, bold: Sequence[bool] | None, alone: bool) -> Found:
    """The answer `before` turned on the line: the later answer (counted when the post is only
    that line, "Sì... anzi no, No"), or the other answer offered ("Sì, anzi no")."""
    stop, meant = turn
    taken = before.target.name if before.target is not None else ""
    meant = meant or other_answer(taken) or taken
    start, end = line[first].start, line[stop - 1].end
    alone = alone and turn[1] is not None and all(t.kind != WORD for t in line[stop:])
    return Found(VOTE, start, end, text[start:end], roster.resolve(meant), bool(bold) and any(bold[start:end]),
                 "" if alone else DOUBT)


def _answer_ending(text: str, worded: list[list[Token]], roster: Roster, held: dict[str, tuple[str, str]],
                   bold: Sequence[bool] | None, hesitant: frozenset[str]) -> Found | None:
    """ "ok ci ho ripensato, si", "pero' ripensandoci... no": an answer ending the post after a
    pause, the words before it a change of mind or a why, or right after an interjection or a
    doubt word ("eh no", "forse no", "non lo so, forse no"; "Bianca forse no" is said of her):
    a doubt offering it (the earlier answer stood unasked, or the cat counted Sì)."""
    line = worded[-1] if worded else []
    words = [n for n, t in enumerate(line) if t.kind == WORD]
    if len(words) < 2 or words[-1] == 0 or any(t.kind == WORD for t in line[words[-1] + 1:]):
        return None
    run = words[-1]
    while run > 0 and line[run - 1].kind == WORD and held_once(line[run - 1].fold) in hesitant:
        run -= 1
    if run > 0 and line[run - 1].kind == WORD:
        return None
    last = line[words[-1]]
    key = held_once(last.fold)
    if key not in held:
        return None
    return Found(VOTE, last.start, last.end, text[last.start:last.end], roster.resolve(held[key][1]),
                 bool(bold) and any(bold[last.start:last.end]), DOUBT)


def _said_within(text: str, worded: list[list[Token]], roster: Roster, lexicon: Lexicon,
                 held: dict[str, tuple[str, str]], bold: Sequence[bool] | None) -> Found | None:
    """ "Sono contraria alla proposta", "non sono favorevole", "👎": an answer's word inside a
    sentence, or a thumb alone, offered to the GM as a doubt (a negation may turn it)."""
    said = [t for line in worded for t in _said_of_author(line, roster, lexicon.folded["answers"])]
    phrased = _said_in_words(worded, lexicon.correction_phrases, held)
    # "non approvo": the No's phrase holds the other word ("approvo"), said as that No.
    said = [t for t in said if phrased is None or not phrased[0] <= t.start < phrased[1]]
    if phrased is not None and not said:
        start, stop, meant = phrased
        return Found(VOTE, start, stop, text[start:stop], roster.resolve(meant),
                     bool(bold) and any(bold[start:stop]), DOUBT)
    if said:
        start, stop = said[-1].start, said[-1].end
        return Found(VOTE, start, stop, text[start:stop], _negated(worded, said[-1], roster),
                     bool(bold) and any(bold[start:stop]), DOUBT)
    thumbs = {mark for mark in THUMBS if mark in text}
    if worded or len(thumbs) != 1:
        return None
    mark = thumbs.pop()
    start = text.index(mark)
    stop = start + len(mark)
    return Found(VOTE, start, stop, mark, roster.resolve(THUMBS[mark]),
                 bool(bold) and any(bold[start:stop]), DOUBT)


def _negated(worded: list[list[Token]], said: Token, roster: Roster) -> Resolution:
    """The answer an other word says, or both answers — the other one first — where a negation
    stands a few words before it in its clause ("non sono contrario" offered No, the opposite
    of what the cat meant)."""
    meant = roster.resolve(said.fold)
    line = next(line for line in worded if said in line)
    before = line[:line.index(said)]
    clause = before[max((n + 1 for n, t in enumerate(before) if t.kind != WORD and t.text in ".,;:!?"),
                        default=0):]
    if not any(t.fold in NEGATIONS for t in clause[-NEGATION_REACH - 1:]) or meant.name not in CHOICES:
        return meant
    turned = other_answer(meant.name) or meant.name
    return Resolution(said.text, AMBIGUOUS, candidates=(turned, meant.name))


def _variants(said: tuple[str, ...]) -> tuple[tuple[str, ...], ...]:
    """Each phrase as folded words, and with the SMS "nn" for "non" where it has one ("nn sono
    d'accordo", "nn ci sto")."""
    return tuple(dict.fromkeys(variant for w in said for words in [tuple(fold(w).replace("'", " ").split())]
                               for variant in (words, tuple("nn" if x == "non" else x for x in words))))


# Each answer's phrases, and whether one must end its clause to say it (a Sì: "ok si vede...").
_PHRASES = ((CHOICES[1], _variants(NO_SAID), False), (CHOICES[0], _variants(YES_SAID), True),
            (CHOICES[1], _variants(NEITHER_SAID), True), (CHOICES[1], _variants(NO_ENDING), True))


def _said_in_words(worded: list[list[Token]], corrections: frozenset[tuple[str, ...]],
                   held: dict[str, tuple[str, str]]) -> tuple[int, int, str] | None:
    """(start, end, answer) of an answer said in several words ("non approvo", "manco x sogno",
    "direi di sì"), the last on the post, turned by a correction after it ("si ok, anzi no":
    No); None without one."""
    found = None
    for line in worded:
        at = {id(t): n for n, t in enumerate(line)}
        words = [t for t in line if t.kind == WORD]
        folds = [t.fold for t in words]
        for meant, phrases, ending in _PHRASES:
            for phrase in phrases:
                for n in range(len(folds) - len(phrase) + 1):
                    last = words[n + len(phrase) - 1]
                    after = at[id(last)] + 1
                    if tuple(folds[n:n + len(phrase)]) == phrase and not (
                            ending and after < len(line) and line[after].kind == WORD):
                        turn = _turn(line, after, corrections, held)
                        end = line[turn[0] - 1].end if turn else last.end
                        turned = (turn[1] or other_answer(meant)) if turn else meant
                        if found is None or words[n].start >= found[0]:
                            found = (words[n].start, end, turned or meant)
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


def held_once(word: str) -> str:
    """The word with each held letter written once: "nooo" is "no", "siii" is "si"; and a
    word said twice in one ("nono", "sisi": it was talk, and counted Sì) once: "nonno" is no
    "no" ("nono" after its held letter)."""
    return re.sub(r"(.)\1+", r"\1", re.sub(r"^(..?)\1+$", r"\1", word))


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
