"""« Je garde ma carte de Voleur », "tengo la mia carta di Ladro": a card named, then whose it
is; both are names of the one role (the Voleur's aliases « ma carte », « Voleur »), which the
order names once, never two roles where it takes one. Pure: the group's pieces in."""
from __future__ import annotations

from typing import Sequence

from lupus_mod.orders.model import ROLE
from lupus_mod.orders.scan import Ent, Piece, Word

# "de", "du", "d'", "di", "del", "della": what links the card to the role it is.
_OF = frozenset({"de", "du", "d", "di", "del", "della", "dell"})


def names_the_card_again(pieces: Sequence[Piece], at: int, targets: tuple[str, ...], earlier: int) -> bool:
    """The role at `at` is the one named at `earlier` (`targets` alike), with only "de" between."""
    between = pieces[earlier + 1:at]
    return isinstance(pieces[earlier], Ent) and any(
        m.kind == ROLE and m.targets == targets for m in pieces[earlier].matches) and bool(between) \
        and all(isinstance(p, Word) and p.fold in _OF for p in between)
