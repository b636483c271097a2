"""A standing order with new names put in: in place of its own (`anzi Gollum` after `indago
Boromiro`) or in its empty optional arguments (`a Tumbleweed` after `indago Klaatu`). Shared by
the corrections a line says (orders.corrections) and the changes a later PM leaves unsaid
(orders.unread_change)."""
from __future__ import annotations

from lupus_mod.orders.conditions import named_around_condition
from lupus_mod.orders.drafts import Draft
from lupus_mod.orders.model import PLAYER, KeywordSpec, Order
from lupus_mod.orders.names import NameIndex
from lupus_mod.orders.owl_words import recipient_of
from lupus_mod.orders.scan import Ent, Piece, Word
from lupus_mod.orders.swap import done_already, turned_from


def refit(order: Order, names: tuple[Ent, ...], index: NameIndex) -> Draft | None:
    """The order with its names of the kinds named replaced by the new ones, in order; None
    when the names do not fit its power (another kind, another count, an ambiguous name) or
    change nothing."""
    args = _refitted(order, names, index)
    if args is None or args == order.args:
        return None
    # The corrected order keeps the key of the one it corrects (its item too: "passo il
    # palantir a Sam", then "anzi lo specchio"), so that it replaces it rather than add to it.
    return Draft(order.keyword, args, order.item, order.among)


def restates(order: Order, names: tuple[Ent, ...], index: NameIndex) -> bool:
    """The names are the order's own, in their places: "indago Ululon", then "scusa, intendevo
    Ululone" (the misspelt name read as the one he meant), "anzi Zanna" after `indago Zanna`."""
    return _refitted(order, names, index) == order.args


def _refitted(order: Order, names: tuple[Ent, ...], index: NameIndex) -> tuple[str, ...] | None:
    spec = index.specs.get(order.keyword)
    kinds = [k for k, _ in spec.kinds()] if spec else [PLAYER] * len(order.args)
    kinds = kinds[:len(order.args)]
    new: dict[str, list[str]] = {}
    for name in names:
        match = next((m for m in name.matches if m.kind in kinds), None)
        if match is None or len(match.targets) != 1:
            return None
        new.setdefault(match.kind, []).append(match.targets[0])
    if any(len(targets) != kinds.count(kind) for kind, targets in new.items()):
        return None
    queues = {kind: iter(targets) for kind, targets in new.items()}
    return tuple(next(queues[k]) if k in queues else a for k, a in zip(kinds, order.args))


def filled_in(order: Order, names: tuple[Ent, ...], spec: KeywordSpec | None) -> Draft | None:
    """The order with its optional arguments given by the names (Calamity's `indago Klaatu`,
    then `a Tumbleweed`: `indago Klaatu Tumbleweed`); a recipient already given is the one
    changed (`indago Klaatu Tumbleweed`, then "il gufo a Falco": `indago Klaatu Falco`)."""
    kinds = spec.kinds() if spec else ()
    start = next((n for n, (_, optional) in enumerate(kinds) if optional), len(kinds))
    slots = kinds[start:]
    if not names or len(names) > len(slots) or len(order.args) < start:
        return None
    found = [next((m.targets[0] for m in name.matches if m.kind == kind and len(m.targets) == 1), None)
             for name, (kind, _) in zip(names, slots)]
    if None in found:
        return None
    args = (*order.args[:start], *found, *order.args[start + len(found):])
    return Draft(order.keyword, args, order.item, order.among)


# "cambio solo il secondo: Eowyna", « change le deuxième : Noemie »: the later of two names.
LATER_SLOT = frozenset({"secondo", "seconda", "second", "seconde", "deuxieme", "ultimo", "ultima", "dernier",
                        "derniere"})


def each_slot(order: Order, names: tuple[Ent, ...], index: NameIndex,
              pieces: tuple[Piece, ...] = ()) -> tuple[Draft, ...]:
    """One new name where the order holds several of its kind (Calamity's `indago Zorg
    Tumbleweed`, then "anzi a Falco": the one investigated or the owl's recipient): the order
    with each of them replaced in turn, for the GM to choose among; first the one the line
    turns from ("Elrondo no, metti Pippino"), or the last where it says so ("cambio solo il
    secondo: Eowyna")."""
    if len(names) != 1:
        return ()
    spec = index.specs.get(order.keyword)
    kinds = [k for k, _ in spec.kinds()] if spec else [PLAYER] * len(order.args)
    new = next((m for m in names[0].matches if m.kind in kinds and len(m.targets) == 1), None)
    slots = [n for n, (kind, arg) in enumerate(zip(kinds, order.args))
             if new and kind == new.kind and arg != new.targets[0]]
    if any(isinstance(p, Word) and p.fold in LATER_SLOT for p in pieces):
        slots.reverse()
    # "forse il gufo meglio a Tumble" after `indago Zorg Falco`: the name the owl's words send
    # the answer to is the owl's recipient first, the optional player ("un secondo giocatore").
    if recipient_of(tuple(pieces)) is names[0] and spec:
        slots.sort(key=lambda n: not spec.kinds()[n][1])
    # "no aspetta galadriella l'ho gia' fatta, allora boromiro": the one done already is turned
    # from too; "anzi Tumble se Falco muore": so is the one whose case the change hangs on.
    away = set(turned_from(pieces, index)) | {t for e in (*done_already(pieces), *named_around_condition(
        tuple(pieces))[1]) for t in e.players()}
    slots.sort(key=lambda n: order.args[n] not in away)
    return tuple(Draft(order.keyword, (*order.args[:n], new.targets[0], *order.args[n + 1:]), order.item, order.among)
                 for n in slots if new)
