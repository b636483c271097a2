"""« confermo quello di Gollum »: a player named as whose order is meant, never as a target.

A wolf with no order of his own writes « confermo quello di Gollum » after Gollum's `sbrano
Arwenna`: "quello di Gollum" is Gollum's order, so the line confirms it. Read as a name after an
order, it was offered as `sbrano Gollum` — the pack eating the mate whose choice was confirmed.
A name right after one of these words (`WHOSE_LEADS`, a filler between allowed: "l'ordine di
Gollum") stands for his order: the orders of his that the sender's own may be (the group's) are
the readings; the name itself is no target. Pure: the line's pieces in.
"""
from __future__ import annotations

from lupus_mod.orders.model import Order
from lupus_mod.orders.names import NameIndex
from lupus_mod.orders.scan import Ent, Piece, Word

# "quello di Gollum", "la scelta di Gollum", "l'idea di Gollum", « celui de Josephine »: an
# order by whose it is (the noun, then "di"/"de").
WHOSE_NOUNS = frozenset({"quello", "quella", "ordine", "scelta", "idea", "proposta", "bersaglio",
                         "celui", "celle", "choix", "idee", "cible", "proposition", "ordre"})
WHOSE_OF = frozenset({"di", "del", "della", "de", "du"})


def owners(pieces: tuple[Piece, ...]) -> tuple[Ent, ...]:
    """The names right after a noun of an order and "di" ("quello di Gollum")."""
    return tuple(p for k, p in enumerate(pieces) if isinstance(p, Ent) and k >= 2
                 and _word(pieces[k - 1]) in WHOSE_OF and _word(pieces[k - 2]) in WHOSE_NOUNS)


def owners_orders(pieces: tuple[Piece, ...], standing: list[Order]) -> tuple[str, ...]:
    """The standing orders (the sender's own and his group's) given by a player the line names
    as whose order it means, in canonical form; () when it names none so."""
    named = {m.targets[0] for n in owners(pieces) for m in n.matches if len(m.targets) == 1}
    return tuple(dict.fromkeys(o.canonical() for o in standing if o.player in named))


def _word(piece: Piece) -> str:
    return piece.fold if isinstance(piece, Word) else ""


def switched_to(pieces: tuple[Piece, ...], orders: list[Order], live: dict[str, list[int]],
                standing: list[Order], index: NameIndex) -> tuple[str, ...]:
    """The group orders of the players the line names as whose order it means that are not the
    sender's standing ones (`standing`): his switch to a mate's order; () when what he confirms
    already stands (talk)."""
    group = [orders[p] for ps in live.values() for p in ps
             if (spec := index.specs.get(orders[p].power_word)) is not None and spec.slot.startswith("group:")]
    kept = {o.canonical() for o in standing}
    return tuple(t for t in owners_orders(pieces, group) if t not in kept)
