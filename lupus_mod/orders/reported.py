"""Clauses holding someone else's words ("Gollum mi ha detto che sbrana Frodino", « Baptiste
m'a dit : on dévore Kilian »), or the sender's own words of another time ("ieri avevo scritto
indago Pippino"), or a card's example: they order nothing and lend no names
(orders/reading.py). Pure.
"""
from __future__ import annotations

from lupus_mod.orders.italian import (AUXILIARIES_OF_SAYING, CARD_NOUNS, INFINITIVES_OF_WRITING, NEGATIONS, OTHERS_SAYING,
                                      PARTICIPLES_OF_SAYING, RELAY_ASKED, REPORTING)
from lupus_mod.orders.narrated import narrated
from lupus_mod.orders.scan import Ent, Key, Piece, Word


def reported_clauses(clauses: list[list[Piece]]) -> list[bool]:
    """Clauses holding someone else's words: "Gollum mi ha detto che sbrana Frodino", "Baptiste
    m'a dit : on dévore Kilian" — a player named, then a verb of saying, before the keyword (in
    its clause, or ending the clause before it). They order nothing and lend no names; the
    sender's own "ti ho detto che indago Sam" names nobody before the verb and stays an order."""
    found = []
    for n, clause in enumerate(clauses):
        keys = [k for k, p in enumerate(clause) if isinstance(p, Key)]
        before = clause[:keys[0]] if keys else []
        previous = clauses[n - 1] if n else []
        # "Bacco mi ha scritto, ma indago Zanna": the clause turning from the words reported is his own.
        # "Bianca mi ha detto di scriverti: gioca il muschio": her words, passed on (orders.relayed_for).
        led = bool(previous) and (speaker_says(previous) or _others_wrote(previous)) and isinstance(
            previous[-1], Word) and previous[-1].fold in REPORTING | RELAY_ASKED and not _turns(clause)
        found.append(bool(keys) and (speaker_says(before) or led or _quotes_own(before) or narrated(clause, keys[0])))
    return found


def _others_wrote(clause: list[Piece]) -> bool:
    """The clause ends on someone else's saying ("Mastro nel primo post ha scritto:")."""
    words = [p for p in clause if isinstance(p, Word)]
    return len(words) >= 2 and words[-1].fold in PARTICIPLES_OF_SAYING and words[-2].fold in OTHERS_SAYING


def _quotes_own(before: list[Piece]) -> bool:
    """ "scusa, ieri avevo scritto indago Pippino per sbaglio": a keyword right after a
    participle of saying or writing is the words the sender once wrote, not an order ("ti ho
    detto che indago Sam", "come ho scritto: indago Sam" keep the order: `che`, a colon)."""
    words = [p for p in before if isinstance(p, Word)]
    # « tu peux écrire « je regarde Noemie » »: the example, « je » beside it or not.
    example = [w.fold for w in words[-2:] if w.fold not in ("je", "j")]
    if example and example[-1] in INFINITIVES_OF_WRITING:
        return True
    # "la carta dice «proteggo Aldo»": the card's example.
    if len(words) >= 2 and words[-1].fold in REPORTING and words[-2].fold in CARD_NOUNS:
        return True
    return len(words) >= 2 and words[-1] is before[-1] and words[-1].fold in PARTICIPLES_OF_SAYING \
        and words[-2].fold in AUXILIARIES_OF_SAYING


# "Giuly mi ha chiesto protezione ma proteggo Lunaria", "Doc mi ha detto, quindi scansiono
# Klaatu": the words after these are the sender's.
TURNING = frozenset({"ma", "pero", "però", "mais", "but", "tuttavia", "cependant",
                  "quindi", "dunque", "allora", "donc", "alors", "so"})


def _turns(clause: list[Piece]) -> bool:
    first = next((p for p in clause if isinstance(p, (Word, Ent, Key))), None)
    return isinstance(first, Word) and first.fold in TURNING


def speaker_says(pieces: list[Piece]) -> bool:
    """A player named, then a verb of saying not denied: in "se Corvonero non scrive,
    sbraniamo Quercia" nobody's words are reported (the order is under a condition)."""
    named = denied = False
    for piece in pieces:
        if isinstance(piece, Word) and piece.fold in REPORTING and named and not denied:
            return True
        named = named or isinstance(piece, Ent)
        denied = denied or isinstance(piece, Word) and piece.fold in NEGATIONS | {"ne"}
    return False
