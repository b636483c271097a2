"""Orders said by what they do, without their keyword: "stanotte facciamo fuori Eowyna" from a
wolf, "stanotte suono per Boromiro ed Eowyna" from the Pifferaio, "secondo me stanotte muore
Pippino" from the Shinigami, "scrivo nel libro rosso: Sarumano è lupo" from the book's holder,
« Si je meurs, j'emmène Josephine avec moi » from the Chasseur, « Dorian et Leonie seront en
couple » from Cupidon. Read as talk, the order would be lost while the night says every order was
applied. The words and the powers they plainly fit are `UNSAID_ORDERS` (orders/italian.py): the
line is a doubt offering each such power with the players named (`orders.doubts`), which the
night keeps for a sender holding one of them only; from anyone else it is talk
(`orders.sender_powers`). Pure: the line's pieces in. Words are folded.
"""
from __future__ import annotations

from lupus_mod.orders.text_argument import trim_text
from lupus_mod.orders.said_again import unlikened
from lupus_mod.orders.italian import UNSAID_ORDERS
from lupus_mod.orders.line import denied
from lupus_mod.orders.model import ITEM, PLAYER, ROLE, TEXT, KeywordSpec
from lupus_mod.orders.names import NameIndex
from lupus_mod.orders.reported import speaker_says
from lupus_mod.orders.scan import Ent, Key, Piece, Said, Sep, Word
from lupus_mod.orders.text import WORD, fold, holds_phrase, strip_bbcode, tokenize


def unsaid_orders(pieces: tuple[Piece, ...], text: str, index: NameIndex) -> tuple[str, ...]:
    """The orders, in canonical form, a line without a keyword says by its words: every power
    the deed fits (its keyword or a synonym among the deed's) that takes the players named, or,
    taking a text, the text after the item named; () for a line that denies, asks, narrates or
    reports someone else's words ("Gollum dice che stanotte muore Pippino")."""
    words = [p for p in pieces if isinstance(p, Word)]
    if any(isinstance(p, (Key, Said)) or isinstance(p, Sep) and p.question for p in pieces) \
            or denied(unlikened(words), narrated=True) or speaker_says(list(pieces)):
        return ()
    fits = _deed([w.fold for w in words])
    named = [m.targets for p in pieces if isinstance(p, Ent) for m in p.matches if m.kind == PLAYER]
    if not fits or any(len(t) != 1 for t in named):
        return ()
    # "si Bea, kill Bea": one player, named twice.
    players = tuple(dict.fromkeys(t[0] for t in named))
    found = [_order(spec, players, pieces, text) for spec in index.specs.values()
             if {fold(w) for w in (spec.keyword, *spec.synonyms)} & fits]
    return tuple(dict.fromkeys(o for o in found if o))


def _deed(folds: list[str]) -> frozenset[str]:
    """The keywords of the deeds whose words stand, one after the other, among the line's."""
    found: set[str] = set()
    for words, keywords in UNSAID_ORDERS.items():
        if holds_phrase(folds, (words,)):
            found |= keywords
    return frozenset(found)


def _order(spec: KeywordSpec, players: tuple[str, ...], pieces: tuple[Piece, ...], text: str) -> str:
    """The power's order with the line's players, or its text after the item named ("scrivo
    nel libro rosso: Sarumano è lupo"); "" where the line does not fit it."""
    kinds = spec.kinds()
    if [kind for kind, _ in kinds] == [TEXT]:
        item = next((p for p in pieces if isinstance(p, Ent) and any(m.kind == ITEM for m in p.matches)), None)
        written = trim_text(strip_bbcode(_past_deed(text[item.end:], spec.keyword))) if item else ""
        return f"{spec.keyword} {written}" if written else ""
    if not kinds:
        # "faccio da scudo a Zorg": a power of no player (the Generale's sacrifice), the
        # players named are whom it is for.
        return spec.keyword
    required = sum(1 for _, optional in kinds if not optional)
    if players and all(kind == PLAYER for kind, _ in kinds) and required <= len(players) <= len(kinds):
        return " ".join((spec.keyword, *players))
    # "il lavaggio del cervello lo faccio a Wyatt, x me è un cowboy": a player and the role he
    # is guessed to have (the Leader Alieno's `rapisco`).
    roles = tuple(dict.fromkeys(m.targets[0] for p in pieces if isinstance(p, Ent) for m in p.matches
                                if m.kind == ROLE and len(m.targets) == 1))
    if [kind for kind, _ in kinds] == [PLAYER, ROLE] and len(players) == len(roles) == 1:
        return " ".join((spec.keyword, *players, *roles))
    # "mi sveglio col mago e lo faccio fuori … allora Zanna" from the Assassino: the mystic in
    # whose turn he wakes, and whom he kills if that one is dead (`uccido mago Zanna`).
    if [kind for kind, _ in kinds] == [ROLE, PLAYER] and len(roles) == 1 and len(players) <= 1:
        return " ".join((spec.keyword, *roles, *players))
    return ""


def _past_deed(text: str, keyword: str) -> str:
    """The text after the deed's own word: "Nel libro rosso scrivo: \"Boromiro e' il
    veggente\"" writes what follows "scrivo:", never the verb."""
    deed = {w for words, keywords in UNSAID_ORDERS.items() if keyword in keywords for w in words}
    first = next((t for t in tokenize(text) if t.kind == WORD), None)
    return text[first.end:] if first is not None and first.fold in deed else text
