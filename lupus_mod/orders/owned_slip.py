"""« je regarde Kilian, je me suis trompée c'est Baptiste »: the slip owned in words, as "anzi".

The pairs of words that start a correction (italian.CORRECTION_PAIRS: "cambio idea", « voulais
dire ») and the French « (je me) suis trompé(e) », « suis gouré(e) »: what follows replaces the
order before it. Not where the mistake is about someone or another time (« je me suis trompée
hier sur Baptiste », « je me suis trompé à propos de Kilian »): that is talk beside the order.
Nor "invece" or « finalement » closing the clause of a keyword and its name ("indago Zorg
invece, …"): the order itself replaces an earlier PM's.
Pure: the line's tokens in; folded words.
"""
from __future__ import annotations

from lupus_mod.orders.italian import CLOSING_CHANGES, CORRECTION_PAIRS
from lupus_mod.orders.pieces import CORRECTION, Ent, Key, Piece, Sep
from lupus_mod.orders.text import STRONG, WEAK, Token

# « jme suis tromper », « je me suis gourer »: the participle as the forum spells it, an infinitive.
_OWNED = frozenset({("suis", "trompe"), ("suis", "trompee"), ("suis", "goure"), ("suis", "gouree"),
                    ("suis", "tromper"), ("suis", "gourer")})
# After « je me suis trompé(e) », the words that make it a mistake about something else.
_ABOUT = frozenset({"sur", "hier", "avant", "propos", "sujet", "concernant", "avec", "dans", "quand"})


def correction_pair(tokens: tuple[Token, ...], i: int) -> bool:
    """Tokens i and i + 1 start a correction."""
    pair = (tokens[i].fold, tokens[i + 1].fold if i + 1 < len(tokens) else "")
    if pair in _OWNED:
        return not (i + 2 < len(tokens) and tokens[i + 2].fold in _ABOUT)
    return pair in CORRECTION_PAIRS


def instead_closing(tokens: tuple[Token, ...], i: int, pieces: list[Piece]) -> bool:
    """ "indago Zorg invece, il gufo resta a Tumbleweed", « je garde voleur finalement, le loup
    non merci »: "invece" or « finalement » right after a keyword and its name, closing their
    clause, says the order replaces an earlier PM's; it leads no correction of Zorg by the names
    after it (the owl's recipient, the card refused, read as the target)."""
    closes = i + 1 == len(tokens) or tokens[i + 1].kind in (STRONG, WEAK)
    return tokens[i].fold in CLOSING_CHANGES and closes and bool(pieces) and isinstance(pieces[-1], Ent) \
        and _keyed_clause(pieces)


def _keyed_clause(pieces: list[Piece]) -> bool:
    """The clause the pieces end in holds a keyword (« je garde ma carte de voleur »)."""
    clause = next((pieces[n + 1:] for n in range(len(pieces) - 1, -1, -1) if isinstance(pieces[n], Sep)), pieces)
    return any(isinstance(p, Key) for p in clause)


# "anzi cambio, proteggo me stesso", « non attends, je change : Baptiste »: right after a
# correction word, the word of changing alone in its clause says the change, no name of it.
_CHANGING = frozenset({"cambio", "cambia", "cambiamo", "modifico", "change", "changement"})


def change_said(tokens: tuple[Token, ...], i: int, pieces: list[Piece]) -> bool:
    """The word at `i` is a word of changing after a correction, ending its clause."""
    after = pieces[-1] if pieces else None
    return tokens[i].fold in _CHANGING and isinstance(after, Sep) and after.kind == CORRECTION \
        and (i + 1 == len(tokens) or tokens[i + 1].kind in (STRONG, WEAK))
