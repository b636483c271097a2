"""A player let go by name: "Jolene lasciala morire", "Lunaria lasciala stare che è protetta"
(the orders naming him taken back), "Nosferatu no dai" (taken back, or a word on him: asked).
Pure: a line's pieces in."""
from __future__ import annotations

from lupus_mod.orders.italian import LEFT_TO_DIE, NAME_THEN_NO, NEGATIONS, NO_THEN
from lupus_mod.orders.model import CORRECTION
from lupus_mod.orders.text import WEAK
from lupus_mod.orders.scan import Ent, Piece, Sep, Word


def let_go_names(pieces: tuple[Piece, ...]) -> list[Ent]:
    """The names right before words letting him go ("Jolene lasciala morire")."""
    said = [p for p in pieces if not (isinstance(p, Word) and p.filler)]
    return [p for n, p in enumerate(said[:-2]) if isinstance(p, Ent) and isinstance(said[n + 1], Word)
            and said[n + 1].fold in _LET and isinstance(said[n + 2], Word) and said[n + 2].fold in _LET_HOW]


def let_go_of(pieces: tuple[Piece, ...]) -> tuple[tuple[str, ...], bool] | None:
    """A line opening with a player's name, then letting him go: "Jolene lasciala morire",
    "Lunaria lasciala stare che è protetta" (the orders naming him taken back: (names, False));
    or then a "no" and no other name: "Nosferatu no dai", "Tumble no, troppo ovvio" (taken back,
    or said of him: (names, True), asked). None otherwise."""
    said = [p for p in pieces if not (isinstance(p, Word) and p.filler and p.fold not in NAME_THEN_NO)]
    dying = left_to_die(list(pieces))
    if dying is not None:
        return dying
    let = _lead_no_aside(said)
    if let is not said:     # "no ripensandoci Jolene lasciala crepare": let go, no word on her
        return (let[0].matches[0].targets[0],), False
    first = _let_go_first(said) or _no_then_remark(said) or _not_him(said)
    if first is not None:
        return first
    if len(said) < 2 or not isinstance(said[0], Ent) or len(said[0].matches[0].targets) != 1:
        return None
    if any(isinstance(p, Word) and p.fold in NEGATIONS for p in pieces) and \
            any(isinstance(p, Word) and p.fold in _SPARED for p in said[1:3]):
        return (said[0].matches[0].targets[0],), True   # "Sam nn lo tocchiamo": taken back, or said of him
    names = (said[0].matches[0].targets[0],)
    if isinstance(said[1], Word) and said[1].fold in _LET and len(said) > 2 \
            and isinstance(said[2], Word) and said[2].fold in _LET_HOW:
        return names, False
    # "Pippino no, non è lupo secondo me": a word on him, no take-back ("Klondike domani non
    # ci sarà più" is no "no" said of him: it must follow his name).
    at = pieces.index(said[0]) + 1
    after = pieces[at] if at < len(pieces) else None
    if isinstance(after, Word) and after.fold in _NO_TO_HIM \
            and not any(isinstance(p, Ent) or isinstance(p, Word) and p.fold in NEGATIONS | _IS for p in said[2:]):
        return names, True
    return None


def wished_dead_unnamed(pieces: tuple[Piece, ...]) -> bool:
    """ "nah, che muoia" with no name: words wishing someone dead, said of whom the line does
    not say (the player named on the line above: "la Jolene?" / "nah, che muoia")."""
    return not any(isinstance(p, Ent) for p in pieces) and _wishes_death(pieces)


def left_to_die(said: list) -> tuple[tuple[str, ...], bool] | None:
    """ "la Jolene? nah, che muoia" after the Leader's order: one player named, and words
    wishing him dead ("che muoia", "che crepi"): the orders naming him taken back, never a new
    target (it was offered as `rapisco Jolene` first). None otherwise."""
    named = [p for p in said if isinstance(p, Ent)]
    if len(named) != 1 or len(named[0].matches[0].targets) != 1 or not _wishes_death(said):
        return None
    return (named[0].matches[0].targets[0],), False


def _wishes_death(pieces) -> bool:
    """Two words in a row wishing someone dead ("che muoia", "che crepi")."""
    folds = [p.fold for p in pieces if isinstance(p, Word)]
    return any(pair in LEFT_TO_DIE for pair in zip(folds, folds[1:]))


def _lead_no_aside(said: list) -> list:
    """ "no ripensandoci Jolene lasciala crepare": a no and a correction word leading the name
    let go say only that the earlier word changes; the name opens what follows."""
    k = 0
    while k < len(said) and (isinstance(said[k], Sep) and said[k].kind in (CORRECTION, WEAK) and not said[k].question
                             or isinstance(said[k], Word) and said[k].fold in _NO_TO_HIM):
        k += 1
    return said[k:] if k and k < len(said) and isinstance(said[k], Ent) and len(said[k].matches[0].targets) == 1 \
        and _let_after(said[k + 1:]) else said


def _let_after(said: list) -> bool:
    """The words right after a name let him go ("lasciala crepare")."""
    return len(said) > 1 and isinstance(said[0], Word) and said[0].fold in _LET \
        and isinstance(said[1], Word) and said[1].fold in _LET_HOW


def _let_go_first(said: list) -> tuple[tuple[str, ...], bool] | None:
    """ "lasciamo perdere Sam", "lasciate stare Samvise, tanto è innocuo": the words letting go
    first, then one player: the orders naming him taken back. So "lascio Jolene al suo destino"."""
    said = [p for p in said if not isinstance(p, Sep)]    # "…al suo destino." the stop aside
    if len(said) == 3 and isinstance(said[0], Word) and said[0].fold in _LET and isinstance(said[1], Ent) \
            and len(said[1].matches[0].targets) == 1 and isinstance(said[2], Word) and said[2].fold in _FATE:
        return (said[1].matches[0].targets[0],), False
    if len(said) < 3 or not (isinstance(said[0], Word) and said[0].fold in _LET | _LET_US) \
            or not (isinstance(said[1], Word) and said[1].fold in _LET_HOW) or not isinstance(said[2], Ent) \
            or len(said[2].matches[0].targets) != 1 or any(isinstance(p, Ent) for p in said[3:]):
        return None
    return (said[2].matches[0].targets[0],), False


def _no_then_remark(said: list) -> tuple[tuple[str, ...], bool] | None:
    """ "no dai, Lunaria se la cava da sola" a PM after `proteggo Lunaria`: a no, then a word
    on one player (no other name): the orders naming him taken back, or a word on him: asked
    ("no dai, Ululone" alone names the new target: orders.replacement)."""
    # The name's clause ends the line: "ah no Ombroso era lupo? allora nessuno", "no, Gollum mi
    # sta simpatico, resta lui" say more after it.
    tail = said[next((n for n, p in enumerate(said) if isinstance(p, Ent)), len(said)):]
    while tail and isinstance(tail[-1], Sep) and not tail[-1].question:
        tail = tail[:-1]     # "…da sola.": the closing stop ends no clause
    if any(isinstance(p, Sep) for p in tail):
        return None
    said = [p for p in said if not isinstance(p, Sep)]
    k = 1
    while k < len(said) and isinstance(said[k], Word) and said[k].fold in NO_THEN:
        k += 1
    if not said or not (isinstance(said[0], Word) and said[0].fold in _NO_TO_HIM) or k >= len(said) \
            or not isinstance(said[k], Ent) or len(said[k].matches[0].targets) != 1:
        return None
    rest = said[k + 1:]
    if not rest or not all(isinstance(p, Word) and p.fold not in NEGATIONS | NAME_THEN_NO for p in rest):
        return None
    return (said[k].matches[0].targets[0],), True


def _not_him(said: list) -> tuple[tuple[str, ...], bool] | None:
    """ « non surtout pas Kilian », « pas Kilian, il est trop utile » a PM after the pack's « on
    mange Kilian », "no Frodino no, assolutamente": one player refused, no other named: the
    orders naming him taken back, or a word on him: asked (it was talk, the victim kept)."""
    at = next((n for n, p in enumerate(said) if isinstance(p, Ent)), None)
    if at is None or len(said[at].matches[0].targets) != 1 or any(isinstance(p, Ent) for p in said[at + 1:]):
        return None
    lead = [p for p in said[:at] if not isinstance(p, Sep)]
    # « non pas lui, Kilian »: the comma parts the one refused from the new name.
    if not lead or isinstance(said[at - 1], Sep) or not all(isinstance(p, Word) and p.fold in _REFUSING for p in lead):
        return None
    after = next((p for p in said[at + 1:] if not isinstance(p, Sep)), None)
    refused = any(p.fold in _NOT_FR for p in lead) or lead[0].fold in _NO_TO_HIM \
        and isinstance(after, Word) and after.fold in _NO_TO_HIM
    return ((said[at].matches[0].targets[0],), True) if refused else None


# « surtout pas Kilian », « non pas lui »: the French "not" before a name refuses him; "no
# Frodino no" says it twice. The words that may lead the name in such a refusal.
_NOT_FR = frozenset({"pas"})
_REFUSING = _NOT_FR | {"non", "no", "nan", "nope", "surtout", "absolument", "ah", "oh", "mais", "assolutamente"}
# "lasciamo perdere Sam", "lasciate stare Fiorenza": the pack's own words of letting go.
_LET_US = frozenset({"lasciamo", "lasciate", "laissons", "laissez"})
# "Sam nn lo tocchiamo": spared; "su Lunaria nn serve più" a PM after `proteggo Lunaria`: no
# longer needed.
_SPARED = frozenset({"tocchiamo", "tocco", "toccate", "toccare", "touche", "touchons", "serve", "servira"})
# "Jolene lasciala morire", "Lunaria lasciala stare", « Kilian laisse tomber ».
_LET = frozenset({"lascialo", "lasciala", "lasciali", "lasciale", "lascia", "lascio", "laisse", "laisser"})
_LET_HOW = frozenset({"stare", "perdere", "morire", "tomber", "mourir",
                      "crepare", "schiattare", "crever",   # "Jolene lasciala crepare"
                      "com", "come", "cosi"})   # "nestore lascialo com'è": left as he is
# "lascio Jolene al suo destino", "la lascio alla sua sorte": left to what comes.
_FATE = frozenset({"destino", "sorte", "fato", "sort", "destin"})
_IS = frozenset({"e", "est", "sembra", "semble", "pare"})
_NO_TO_HIM = frozenset({"no", "nope", "nah", "nan"})
