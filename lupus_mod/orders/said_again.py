"""An order said again rather than written out: "come ieri", "il solito", "confermo", "stesso
posto di ieri", "come ieri, stavolta però Gollum" — the night before's order, the usual one, or
the one standing, each read from its words (`orders.doubts`, `orders.meaning`, `orders.unsaid`).
Pure: a line's pieces in. Words are folded."""
from __future__ import annotations

from lupus_mod.orders.change_words import ANNUL_WORDS
from lupus_mod.orders.dead_described import described_dead_of
from lupus_mod.orders.italian import BACK, FILL_LEADS, NEGATIONS, NOBODY, TONIGHT
from lupus_mod.orders.line import denied
from lupus_mod.orders.model import PLAYER
from lupus_mod.orders.scan import Ent, Key, Piece, Said, Sep, Word


# "come ieri", "lo stesso di ieri", "comme hier", "pareil que la nuit dernière", "come l'altra
# volta": the words of a night before, and those saying the same again.
_YESTERDAY = frozenset({"ieri", "hier", "scorsa", "derniere"})
_ANOTHER_TIME = tuple(frozenset(pair) for pair in (("altra", "volta"), ("autre", "fois"), ("altra", "notte"),
                                                   ("autre", "nuit"), ("altra", "sera"), ("autre", "soir")))
# "uguale a ieri", "l'ordine di ieri", "rifai quello di ieri": the order said again.
_SAME = frozenset({"stesso", "stessa", "stessi", "come", "idem", "solito", "comme", "meme", "uguale", "uguali",
                   "pareil", "ordine", "quello", "quella"})
# "il solito", "comme d'habitude": the usual order, said without naming a night.
_USUAL = frozenset({"solito", "solita", "soliti", "solite", "habitude"})
# "come prima", "stessa cosa di prima", "pareil qu'avant": the same as before, tonight's order
# or an earlier night's; with the words of sameness (and "cosa", "chose") it says the usual.
_BEFORE = frozenset({"prima", "sopra", "avant", "before"})   # "idem come sopra"
# "confermo", "confermo l'ordine", "idem", "ripeto ieri": an order confirmed or said again with
# nothing said of it; with none sent tonight it is an earlier night's, as "il solito" is.
_CONFIRM = frozenset({"confermo", "confermato", "confermata", "idem", "ripeto", "ripetiamo"})
_THING = frozenset({"cosa", "chose", "thing"})
_THAN = frozenset({"qu", "que", "di", "than", "as"})   # "pareil qu'avant", "same as before"
# After "come", "comme", the time tonight is likened to ("come ieri", "come al solito",
# "comme d'habitude", "come sempre"): the word likens, it asks nothing (orders.unsaid).
_LIKENING = frozenset({"come", "comme"})
LIKENED_TO = _YESTERDAY | _BEFORE | _USUAL | frozenset({"sempre", "toujours", "al", "d"})


def of_night_before(folds: set[str]) -> bool:
    """The words name a night before ("ieri", "l'altra volta", « la nuit dernière »)."""
    return bool(folds & _YESTERDAY) or any(pair <= folds for pair in _ANOTHER_TIME)


def earlier(pieces: tuple[Piece, ...]) -> bool:
    """ "stesso posto di ieri", "come ieri", "comme hier", "proteggo di nuovo la stessa di
    ieri": a line naming nothing (a keyword aside) that says the same as a night before; the
    order it means is in another night's log, not in this one. So does a last clause of
    sameness and tonight after the night before's told ("ieri ho indagato Sarumano, stanotte lo
    stesso", "ti ricordi chi ho vampirizzato ieri? stessa cosa"). Not "indago quello che è morto
    ieri", "indago quello bruciato ieri": a player described by his death (orders.dead_described)."""
    if described_dead_of(pieces)[0]:
        return False
    folds = {p.fold for p in pieces if isinstance(p, Word)}
    before = of_night_before(folds)
    last = max((n for n, p in enumerate(pieces) if isinstance(p, Sep)), default=-1)
    tail = [p for p in pieces[last + 1:] if not (isinstance(p, Word) and p.filler)]
    again = last >= 0 and bool(tail) and any(isinstance(p, Word) and p.fold in _SAME for p in tail) and all(
        isinstance(p, Word) and p.fold in _SAME | TONIGHT | _THING for p in tail)
    return before and (again or not any(isinstance(p, (Ent, Said)) for p in pieces) and bool(folds & _SAME))


# "stesso posto di ieri", « même endroit qu'hier »: the earlier order is a place's.
_PLACE = frozenset({"posto", "luogo", "endroit", "lieu", "place"})


# "come ieri, stavolta però Gollum", "uguale a ieri ma su Gollum": the words turning the night
# before's order to tonight's players.
_TURNED = frozenset({"ma", "pero", "stavolta", "questa", "volta", "su", "invece", "solo", "oggi",
                     "stanotte", "stasera", "cambio", "bersaglio", "target", "mais", "cette", "fois", "sur"})


def likened_names(pieces: tuple[Piece, ...]) -> tuple[str, ...]:
    """ "come ieri, stavolta però Gollum": the night before's order, on the players named, on a
    line with no keyword that neither denies nor asks and says nothing else (`come ieri Gollum
    ha votato Boromiro` says more: talk)."""
    words = [p for p in pieces if isinstance(p, Word)]
    folds = {w.fold for w in words}
    before = of_night_before(folds)
    if not (before and folds & _SAME) or any(isinstance(p, (Key, Said)) or isinstance(p, Sep) and p.question
                                             for p in pieces) \
            or denied(unlikened(words), narrated=True):
        return ()   # ("come" likening tonight to the night before asks nothing)
    if any(not w.filler and w.fold not in _YESTERDAY | _SAME | _THAN | _TURNED | _THING
           and not any(w.fold in pair for pair in _ANOTHER_TIME) for w in words):
        return ()
    return tuple(dict.fromkeys(m.targets[0] for p in pieces if isinstance(p, Ent)
                               for m in p.matches[:1] if m.kind == PLAYER and len(m.targets) == 1))


def unlikened(words: list[Word]) -> list[Word]:
    """The words without a "come" that likens tonight to another time ("come ieri, check su
    Anna stavolta"), which a question word would make a question."""
    return [w for n, w in enumerate(words)
            if not (w.fold in _LIKENING and n + 1 < len(words) and words[n + 1].fold in LIKENED_TO)]


def yesterday_fill(pieces: tuple[Piece, ...]) -> str:
    """A keyword's line whose words of a recipient (`FILL_LEADS`: gufo, responso) stand beside the
    night before's: "same" where it likens tonight to it ("indago come ieri ma il gufo a Falco":
    the target is the night before's), "told" where it tells of it ("indago Zorg, ieri ho mandato
    il gufo a Tumble": the owl was the night before's); "" else."""
    folds = {p.fold for p in pieces if isinstance(p, Word)}
    if not any(isinstance(p, Key) for p in pieces) or not folds & FILL_LEADS or not folds & _YESTERDAY:
        return ""
    return "same" if folds & _SAME else "told"


def of_a_place(pieces: tuple[Piece, ...]) -> bool:
    """ "stesso posto di ieri": the earlier night's order said is a choice of place."""
    return any(isinstance(p, Word) and p.fold in _PLACE for p in pieces)


def usual(pieces: tuple[Piece, ...]) -> bool:
    """ "il solito", "come al solito, grazie", "come prima": a line naming nothing whose only
    words besides fillers say the usual order; with no order standing it is an earlier night's
    (`orders.doubts`), after one it only confirms it."""
    # An elided article ("comme d'habitude") is glue, whatever the language's fillers.
    said = {p.fold for p in pieces if isinstance(p, Word) and not p.filler and len(p.fold) > 1}
    folds = {p.fold for p in pieces if isinstance(p, Word)}
    again = bool(said & (_USUAL | _CONFIRM)) or bool(folds & _BEFORE and folds & _SAME)
    return not any(isinstance(p, (Ent, Key, Said)) for p in pieces) and again and \
        said <= _USUAL | _SAME | _BEFORE | _THING | _THAN | _CONFIRM


def confirmed(pieces: tuple[Piece, ...]) -> bool:
    """ "confermo", "no dai ci ho ripensato, confermo quello di prima": a word confirming an
    order, naming no one, among words of the order before only ("confermo, niente stanotte",
    "confermo l'annullamento", "confermo: stanotte riposo" confirm the take-back)."""
    folds = {p.fold for p in pieces if isinstance(p, Word)}
    said = {p.fold for p in pieces if isinstance(p, Word) and not p.filler}
    return bool(folds & _CONFIRM) and not folds & (ANNUL_WORDS | NOBODY | NEGATIONS) \
        and said <= _CONFIRM | _BEFORE | _SAME | _THING | _THAN | BACK \
        and not any(isinstance(p, (Ent, Key, Said)) and not (isinstance(p, Key) and p.weak) for p in pieces)
