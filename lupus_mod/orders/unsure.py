"""The sender not sure of the order he just wrote, or calling it a joke: "indago Gollum, boh",
"sfido Nazgul (scherzo)", "indago Grima (lo dico per ridere)" (docs/orders.md: a doubt offering
the order and `none`). Pure: a line's pieces (`scan.scan_line`) in; words folded.
"""
from __future__ import annotations

from lupus_mod.orders.change_words import PROPOSING_BEFORE
from lupus_mod.orders.italian import (ALSO_WORDS, ANOTHER, KEEP_VERBS, NEGATIONS, NOTHING, TONIGHT, TOWARD, TOWARD_NOT,
                                      UNSAID_ORDERS)
from lupus_mod.orders.change_words import REPLACE_WORDS
from lupus_mod.orders.courtesy import POSTSCRIPTS
from lupus_mod.orders.scan import CORRECTION, Ent, Key, Piece, Said, Sep, Word
from lupus_mod.orders.second_thoughts import second_thoughts
from lupus_mod.orders.text import fold, holds_phrase
from lupus_mod.votes.languages import LANGUAGES

# "sfido Nazgul (scherzo)", "indago Nazgul, sto scherzando": the order called a joke after it;
# denied ("non scherzo", "je rigole pas") it is none. A laugh is no such word: "Indago Sarumano
# (so che è lupo ahah)" is the order.
# The forum's « je » glued is the languages' own jokes list: « je regarde Baptiste (jrigole) »,
# « (mdr jdeconne) ».
JOKES = frozenset({"scherzo", "scherzavo", "scherzando", "scherzone", "jk", "joke", "kidding",
                   "rigole", "deconne", "blague", "plaisante"}) \
    | frozenset(fold(w) for words in LANGUAGES.values() for w in words["jokes"])
# "indago Grima (lo dico per ridere)", "…per burla": said for a laugh, after "per" only ("Nazgul
# mi fa ridere" speaks of Nazgul).
FOR_A_LAUGH = frozenset({"ridere", "burla"})
JOKE_DENIALS = NEGATIONS | frozenset(fold(w) for words in LANGUAGES.values() for w in words["negations"])


def joke_at(words: list[str], n: int) -> bool:
    """The word at `n` calls the order a joke: a joke word, "ridere"/"burla" after "per"."""
    return words[n] in JOKES or words[n] in FOR_A_LAUGH and n > 0 and words[n - 1] == "per"


def joked(pieces: tuple[Piece, ...]) -> bool:
    """A joke word after the line's last order, no negation a few words before it or right
    after it: "sfido Nazgul (scherzo)", "indago Nazgul... sto scherzando!"; not "non scherzo"
    nor "je rigole pas" (a joke between two names is a slip, `scan`: the second name meant)."""
    last = max(n for n, p in enumerate(pieces) if isinstance(p, (Key, Said)))
    words = [p.fold if isinstance(p, Word) else "" for p in pieces]
    return any(joke_at(words, n) and not JOKE_DENIALS & {*words[max(n - 3, 0):n], *words[n + 1:n + 2]}
               for n in range(last + 1, len(words)))


# "vorrei passare il palantir a Eowyna ma non so se fidarmi", "indago Gollum, boh": the sender
# not sure of the order he just wrote ("non so cosa aspettarmi" is of what comes, not of it).
UNSURE = (("non", "so", "se"), ("nn", "so", "se"), ("boh",), ("chissa", "se"),
          # "non sono sicuro", "ma non ne sono sicuro", "non ne sono certo" (without « ne », "non
          # sono certo un lupo" is "certainly not").
          *((neg, *ne, "sono", sure) for neg in ("non", "nn") for ne in ((), ("ne",))
            for sure in ("sicuro", "sicura", "convinto", "convinta", *(("certo", "certa") if ne else ()))),
          ("ci", "devo", "pensare"), ("ci", "penso", "ancora"),
          # « je regarde Baptiste mais je suis pas sûr », « …jsuis pas sur », « je sais pas si… »
          ("suis", "pas", "sur"), ("suis", "pas", "sure"), ("jsuis", "pas", "sur"), ("jsuis", "pas", "sure"),
          ("sais", "pas", "si"), ("pas", "certain"), ("pas", "certaine"), ("pas", "convaincu"),
          ("pas", "convaincue"),
          # « je sauve Kilian… je te redis », « jte dis plus tard », « mais je vais attendre »,
          # "ti faccio sapere", « si c'est trop risqué laisse tomber »: not given yet.
          ("te", "redis"), ("jte", "redis"), ("te", "dis", "plus", "tard"), ("jte", "dis", "plus", "tard"),
          ("vais", "attendre"), ("ti", "faccio", "sapere"), ("ti", "dico", "dopo"), ("ti", "riscrivo"),
          ("laisse", "tomber"), ("lascia", "perdere"), ("lascia", "stare"))
# Before the order's keyword in its clause: « j'hésite à sauver Kilian », « je sais pas si je
# sauve Kilian », "non so se salvo Kilian", « je pensais regarder Baptiste » (« je sais pas si
# Kilian ment, je le regarde » decides after the comma: the order).
UNSURE_BEFORE = UNSURE + (("hesite",), ("jhesite",), ("pensais",), ("jsp", "si"), ("pensavo", "di"), ("indecis",),
                          ("indecise",), ("indeciso",), ("indecisa",))
# « ptet que jvais sauver la victime »: a hedge before an order naming no one (a name after it is
# hedged by orders.meaning, which offers each name).
_HEDGED_BEFORE = (("ptet",), ("ptetre",), ("ptete",), ("peut", "etre"), ("forse",))
# The order said as what would have been, or would be better: "avrei voluto prevedere Eowyna",
# "prevedere Eowyna sarebbe stato meglio ma vabbè", « j'aurais regardé Kilian ».
HYPOTHETICAL = frozenset({"avrei", "avrebbe", "sarebbe", "sarei", "avresti", "aurais", "aurait", "serait", "jaurais"})
# Right after the keyword, a that-clause: "prevedo che domani bruciano Sarumano" (a guess said
# aloud, or the Shinigami's foretelling?).
THAT_CLAUSE = frozenset({"che", "ke", "que", "qu"})


# The languages' words of a mind not made up ("non so", « je sais pas », « jsp », « j'hésite »)
# ending the line after the order: « je regarde Baptiste, jsp » (« …, je sais pas pourquoi il
# ment » goes on about something else, « ça fait deux nuits que j'hésite » tells how long: the order).
UNDECIDED_LAST = frozenset(tuple(fold(w) for w in phrase.replace("'", " ").split())
                           for words in LANGUAGES.values() for phrase in words["undecided"])


def unsure(pieces: tuple[Piece, ...]) -> bool:
    """Words of not being sure after the line's last order, or of turning from it without
    saying to what: « je sauve la victime. Finalement non » (a PM later, the same words ask)."""
    last = max(n for n, p in enumerate(pieces) if isinstance(p, (Key, Said)))
    words = [p.fold for p in pieces[last + 1:] if isinstance(p, Word)]
    turned = turned_after(pieces)
    first = min(n for n, p in enumerate(pieces) if isinstance(p, (Key, Said)))
    opens = max((n for n in range(first) if isinstance(pieces[n], Sep)), default=-1) + 1
    before = [p.fold for p in pieces[opens:first] if isinstance(p, Word)]
    said = {p.fold for p in pieces if isinstance(p, Word)}
    that = any(isinstance(p, Key) and isinstance(q, Word) and q.fold in THAT_CLAUSE
               and not _deed_told(pieces[n + 2:], p.spec.keyword) for n, (p, q) in enumerate(zip(pieces, pieces[1:])))
    undecided = any(tuple(words[-len(phrase):]) == phrase and not set(words[-len(phrase) - 1:-len(phrase)]) & THAT_CLAUSE
                    for phrase in UNDECIDED_LAST)
    hedged = holds_phrase(before, _HEDGED_BEFORE) and not any(isinstance(p, Ent) for p in pieces)
    # "io propongo di sbranare Pippino, ha il palantir": a group's deed proposed, not given.
    proposed = bool(set(before) & PROPOSING_BEFORE) and isinstance(pieces[first], Key) \
        and pieces[first].spec.slot.startswith("group:")
    return turned or undecided or hedged or proposed or holds_phrase(_before_correction(pieces[last + 1:]), UNSURE) \
        or holds_phrase(before, UNSURE_BEFORE) or bool(said & HYPOTHETICAL) or that or _aimed_elsewhere(pieces)


def _deed_told(after: tuple[Piece, ...], keyword: str) -> bool:
    """ "prevedo che muore Gollum", "prevedo che stanotte morirà Gollum" from the Shinigami: the
    that-clause tells the deed of the power itself ("può provare a prevedere la morte di un
    altro giocatore"), no guess said aloud ("prevedo che domani bruciano Sarumano" still asks)."""
    words = [p.fold for p in after if isinstance(p, Word)]
    words = words[1:] if words[:1] and words[0] in TONIGHT else words
    return any(keyword in powers and tuple(words[:len(phrase)]) == phrase for phrase, powers in UNSAID_ORDERS.items())


def _aimed_elsewhere(pieces: tuple[Piece, ...]) -> bool:
    """ "stanotte ululo alla luna 🌕": a power that takes nothing, its verb aimed at a thing
    (flavour text, or the Capotribù's once-only Alfa "per una sola volta in tutta partita":
    read as the order, it was spent with no question)."""
    return any(isinstance(key, Key) and not key.spec.args and isinstance(to, Word) and to.fold in TOWARD
               and isinstance(what, Word) and not what.filler and what.fold not in TOWARD_NOT
               for key, to, what in zip(pieces, pieces[1:], pieces[2:]))


def joke_kept(pieces: tuple[Piece, ...]) -> bool:
    """ "Il libro lo passo a Rosie? no scherzo lo tengo": a joke after the order, then keeping
    what it would give: turned from it."""
    last = max(n for n, p in enumerate(pieces) if isinstance(p, (Key, Said)))
    words = [p.fold for p in pieces[last + 1:] if isinstance(p, Word)]
    joke = next((n for n, w in enumerate(words) if w in JOKES), None)
    # "dissanguo Calamity... scherzo dai 😂 stanotte niente": the joke, then nothing tonight.
    # ("niente di personale" is no nothing done.)
    after = words[joke + 1:] if joke is not None else []
    return joke is not None and any(w in KEEP_VERBS or w in NOTHING and after[n + 1:n + 2] != ["di"]
                                    for n, w in enumerate(after))


def turned_after(pieces: tuple[Piece, ...]) -> bool:
    """A no after the line's last order, with second thoughts after the order's own names
    (« je regarde Kilian. Finalement non », "indago Gollum. anzi lui no, l'altro"): turned from it."""
    last = max(n for n, p in enumerate(pieces) if isinstance(p, (Key, Said)))
    words = {p.fold for p in pieces[last + 1:] if isinstance(p, Word)}
    cut = next((n for n in range(last + 1, len(pieces)) if isinstance(pieces[n], Sep)), len(pieces))
    # « jregarde Kilian... enfin non, jai la flemme, jdors »: a correction saying no, then no
    # name and no order (the order was applied as a correction of itself).
    mark = next((n for n in range(last + 1, len(pieces)) if isinstance(pieces[n], Sep) and pieces[n].said_no), None)
    no_mark = mark is not None and not any(isinstance(p, (Ent, Key, Said)) for p in pieces[mark:])
    return no_mark or bool(words & {"no", "non", "nope", "nah"}) and second_thoughts(pieces[cut:])


def _before_correction(pieces: tuple[Piece, ...]) -> list[str]:
    """The words after the last correction mark followed by a name, or all: « … non laisse
    tomber, plutot Gaspard et Noemie » drops the first choice for the one after it (a
    correction), it does not put the order off."""
    marks = _corrections_to_names(pieces)
    return [p.fold for p in pieces[marks[-1] if marks else 0:] if isinstance(p, Word)]


def _corrections_to_names(pieces: tuple[Piece, ...]) -> list[int]:
    """Where a correction mark with a name after it stands (not "anzi no, non so")."""
    return [n for n, p in enumerate(pieces) if isinstance(p, Sep) and p.kind == CORRECTION
            and any(isinstance(q, Ent) for q in pieces[n + 1:])]


def no_then_another(pieces: tuple[Piece, ...]) -> bool:
    """ "indago Gollum, no già so cosa è, Nazgul mi preoccupa di più": after the order, a
    clause opening with a bare no and saying why, and another player named in a later clause
    — the order may be turned from, to him. (A no, then a name and more words, "No, Nazgul mi
    ha detto che è contadino", answers something else: the order stands.)"""
    last = max(n for n, p in enumerate(pieces) if isinstance(p, (Key, Said)))
    cut = next((n for n in range(last + 1, len(pieces)) if isinstance(pieces[n], Sep)), len(pieces))
    rest = pieces[cut + 1:]
    end = next((n for n, p in enumerate(rest) if isinstance(p, Sep)), len(rest))
    clause = [p for p in rest[:end] if isinstance(p, (Word, Ent))]
    if len(clause) < 2 or not (isinstance(clause[0], Word) and clause[0].fold in ("no", "nope", "nah")) \
            or any(isinstance(p, Ent) for p in clause):
        return False
    ordered = {m.targets[0] for p in pieces[last:cut] if isinstance(p, Ent) for m in p.matches[:1]}
    return any(isinstance(p, Ent) and p.matches[0].targets[0] not in ordered for p in rest[end:])


def joke_only(pieces: tuple[Piece, ...]) -> bool:
    """A line whose only words call something a joke ("scherzavo!", "lol scherzo"): said
    after an order, of that order."""
    words = [p for p in pieces if isinstance(p, Word) and not p.filler]
    folds = [p.fold for p in pieces if isinstance(p, Word)]
    return bool(words) and not any(isinstance(p, (Ent, Key, Said)) for p in pieces) and \
        any(joke_at(folds, n) for n in range(len(folds))) and \
        all(w.fold in JOKES | FOR_A_LAUGH | {"sto", "stavo"} for w in words)


# "sto pensando a Quercia", "non so se Quercia", « j'hésite avec Kilian »: a change wondered
# about in a later PM, with the name last.
WONDER = (("sto", "pensando"), ("pensavo", "a"), ("penso", "a"), ("pensando", "a"), ("sono", "tentato"),
          ("sono", "tentata"), ("non", "so", "se"), ("nn", "so", "se"), ("pense", "a"), ("hesite",),
          ("tente", "par"), ("sais", "pas", "si"))


def wondered(pieces: tuple[Piece, ...]) -> tuple[Ent, ...]:
    """The names of a line without orders that wonders about them, the last one ending it:
    "sto pensando a Quercia" (not "non so se Quercia sia lupo": that wonders about Quercia)."""
    said = [p for p in pieces if not isinstance(p, Sep) and not (isinstance(p, Word) and p.filler)]
    words = [p.fold for p in pieces if isinstance(p, Word)]
    if not said or not isinstance(said[-1], Ent) or any(isinstance(p, (Key, Said)) for p in said):
        return ()
    return tuple(p for p in said if isinstance(p, Ent)) if holds_phrase(words, WONDER) else ()


def named_apart(pieces: tuple[Piece, ...]) -> list[str]:
    """The players a line names outside the clauses of a denied keyword and not right after a
    negation: the new target of a standing order turned from (« je tire plus sur Josephine, c
    Isidore ma cible », « si jmeurs c Isidore qui prend, pas Josephine »: Isidore)."""
    denied, found, before = False, [], None
    for piece in pieces:
        denied = not isinstance(piece, Sep) and (denied or isinstance(piece, Word) and isinstance(piece.denied, Key))
        negated = isinstance(before, Word) and before.fold in JOKE_DENIALS
        one = piece.players() if isinstance(piece, Ent) else set()
        found += sorted(one) if len(one) == 1 and not denied and not negated else []
        before = piece
    return list(dict.fromkeys(found))


# "ah dimenticavo una cosa... no niente", « j'oubliais un truc... non rien »: the "niente" of
# something else he was about to say, or his order taken back? (a doubt, never a silent take-back)
FORGOT = frozenset({"dimenticavo", "scordavo", "dimenticato", "scordato", "oubliais"})


def afterthought(pieces: tuple[Piece, ...]) -> bool:
    """A line opening with words of something forgotten, a postscript or a correction ("ah
    dimenticavo: il libro passalo a Boromiro invece", "ps anzi Nazgul"): the sender writing
    on, below his signature too — a motto ("Erbaria, la strega che protegge Merlina") opens so
    never."""
    said = [p for p in pieces if not (isinstance(p, Word) and p.filler and p.fold not in _AFTER)][:2]
    return any(isinstance(p, Sep) and p.kind == CORRECTION or isinstance(p, Word) and p.fold in _AFTER
               for p in said)


_AFTER = FORGOT | POSTSCRIPTS | REPLACE_WORDS


def never_mind(pieces: tuple[Piece, ...]) -> bool:
    """A line of something forgotten, then left unsaid."""
    return any(isinstance(p, Word) and p.fold in FORGOT for p in pieces)


# A PM after the order saying it is not decided yet, or not confirmed: "aspetta nn so se
# conviene... ci penso", "anzi Gollum è troppo ovvio, ci penso e ti dico", "nn ho ancora deciso
# in realtà, aspetta", "no, nn confermo", "evitiamo dai" ("ci penso io" takes something on).
STILL_DECIDING = (("ci", "penso"), ("ci", "pensiamo"), ("ci", "devo", "pensare"), ("ci", "rifletto"),
                  ("fammi", "pensare"), ("ti", "dico", "poi"), ("poi", "ti", "dico"), ("ti", "faccio", "sapere"),
                  ("ancora", "deciso"), ("ancora", "decisa"), ("ho", "deciso", "niente"),
                  ("devo", "ancora", "decidere"), ("nn", "confermo"), ("non", "confermo"),
                  ("evitiamo",), ("meglio", "evitare"), ("nn", "so", "se", "conviene"),
                  ("non", "so", "se", "conviene"))
_TAKING_ON = (("ci", "penso", "io"),)


# « jsp en fait », « je sais plus finalement »: around the words of a mind not made up, only
# words of a second thought (the line then says nothing else).
_AFTERTHOUGHTS = frozenset({"en", "fait", "enfait", "finalement", "plus", "in", "realta", "alla", "fine"})


def still_deciding(pieces: tuple[Piece, ...]) -> bool:
    """A line without orders saying the sender has not decided yet (orders.later asks whether
    his order stands: read as talk, it was applied in silence)."""
    words = [p.fold for p in pieces if isinstance(p, Word)]
    undecided = tuple(w for w in words if w not in _AFTERTHOUGHTS) in UNDECIDED_LAST and len(words) > 1
    undecided = undecided and not any(isinstance(p, Ent) for p in pieces)
    return not any(isinstance(p, (Key, Said)) for p in pieces) and (
        holds_phrase(words, STILL_DECIDING) or undecided) and not holds_phrase(words, _TAKING_ON)


def one_more(pieces: tuple[Piece, ...]) -> bool:
    """ "ah e se posso ne scruto un altro: guido": the line asks for one more of its order,
    beside the one standing ("anche", "un altro"), not instead of it."""
    folds = [p.fold for p in pieces if isinstance(p, Word)]
    return bool(ALSO_WORDS & set(folds)) or any(pair in ANOTHER for pair in zip(folds, folds[1:]))
