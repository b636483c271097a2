"""« l'autre », « celle de gauche », "la seconda": a card named by where it lies or as the
other one, by a player whose power takes a card (Thiercelieux's Voleur, shown the cards left out
of the deal). A forum shows no left or right, and « l'autre » names no card: the line asks which
of the cards offered it means, never talk that leaves him the card he first took nor an error
guessing a role from the word. Pure: the line's pieces and the game's words in. Words are folded.
"""
from __future__ import annotations

from lupus_mod.orders.drafts import Draft
from lupus_mod.orders.model import PLAYER, ROLE
from lupus_mod.orders.names import NameIndex
from lupus_mod.orders.scan import Ent, Key, Piece, Word
from lupus_mod.orders.text import tokenize

# « l'autre (carte) », « celle de gauche / de droite », « la première », « la deuxième »;
# "l'altra", "quella a sinistra / a destra", "la seconda"; the forum's « la 2eme carte », « la 1ere ».
PLACE_WORDS = frozenset({"autre", "gauche", "droite", "premiere", "deuxieme", "seconde",
                         "altra", "sinistra", "destra", "seconda",
                         "1ere", "1re", "1er", "2eme", "2e", "2nde", "2nd", "2ieme"})
# « l'autre fois », « la première nuit », « de l'autre côté », "l'altra volta": a time or a
# place of the game, no card; « reviens à ma première idée », "torno alla prima scelta": the
# sender's earlier word (orders.unread_change), no card.
_NO_CARD_AFTER = frozenset({"fois", "jour", "jours", "nuit", "nuits", "soir", "tour", "partie",
                            "cote", "coup", "volta", "notte", "sera", "giorno", "partita", "parte",
                            "idee", "choix", "message", "mp", "pm", "ordre", "idea", "scelta", "messaggio", "ordine"})


def card_by_place(pieces: tuple[Piece, ...], drafts: tuple[Draft, ...], index: NameIndex,
                  taken: set[str]) -> tuple[str, ...]:
    """The readings of a line naming a card by where it lies: each power taking one card, with
    each card offered, the card his standing order takes (`taken`) last; () when the line names a player, orders a card already, holds another
    power's keyword, or has no such word."""
    takers = [s.keyword for s in index.specs.values() if [k for k, _ in s.kinds()] == [ROLE]]
    if not takers or not index.offered or any(d.keyword in takers for d in drafts):
        return ()
    if any(isinstance(p, Key) and p.spec.keyword not in takers for p in pieces) or any(
            isinstance(p, Ent) and any(m.kind == PLAYER for m in p.matches) for p in pieces):
        return ()
    words = [p.fold for p in pieces if isinstance(p, Word)]
    if not any(w in PLACE_WORDS and (n + 1 == len(words) or words[n + 1] not in _NO_CARD_AFTER)
               for n, w in enumerate(words)):
        return ()
    # « pas le villageois, je prends l'autre », « je prends le loup-garou », then « l'autre »:
    # the card the line names or he took comes last.
    named = taken | {t for p in pieces if isinstance(p, Ent) for m in p.matches if m.kind == ROLE for t in m.targets}
    cards = sorted(index.offered, key=lambda card: card in named)
    # « ni l'un ni l'autre »: neither card, his own kept first.
    own = _own_card(index) if sum(w in _NEITHER for w in words) > 1 else ()
    return tuple(f"{k} {card}" for k in takers for card in (*own, *cards))


# « ni l'un ni l'autre », "né l'una né l'altra" (folded « ne »).
_NEITHER = frozenset({"ni", "ne"})
# The taker's own card, as the ruleset names it among the role's aliases (the Voleur's « ma carte »).
_OWN_CARD = ("ma carte", "mia carta")


def _own_card(index: NameIndex) -> tuple[str, ...]:
    """The role the game calls the taker's own card, if it names one."""
    for said in _OWN_CARD:
        found = [t for m in index.entities_at(said, tokenize(said), 0) if m.kind == ROLE for t in m.targets]
        if len(found) == 1:
            return tuple(found)
    return ()
