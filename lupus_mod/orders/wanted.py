"""How many names a keyword of a line takes, and how many it has: what a power's arguments
ask for (`spec.kinds()`: an entity kind each, required or optional) counted against the names
of its pieces, so that a name between two keywords goes to the one that still wants it
("passo lo Specchio a Sam e indago Merry"). Pure.
"""
from __future__ import annotations

from lupus_mod.orders.model import ITEM, TEXT, KeywordSpec
from lupus_mod.orders.scan import Ent, Piece


def takes_text(spec: KeywordSpec) -> bool:
    return any(kind == TEXT for kind, _ in spec.kinds())


def entity_kinds(spec: KeywordSpec) -> dict[str, tuple[int, int]]:
    """For each entity kind the power takes: (required count, optional count)."""
    counts: dict[str, tuple[int, int]] = {}
    for kind, optional in spec.kinds():
        if kind == TEXT:
            continue
        required, extra = counts.get(kind, (0, 0))
        counts[kind] = (required, extra + 1) if optional else (required + 1, extra)
    return counts


def names_by_kind(spec: KeywordSpec, pieces: tuple[Piece, ...] | list[Piece]) -> dict[str, int]:
    """How many names of each kind the power takes stand among the pieces."""
    kinds = entity_kinds(spec)
    counts = dict.fromkeys(kinds, 0)
    for piece in pieces:
        if isinstance(piece, Ent):
            kind = next((m.kind for m in piece.matches if m.kind in kinds), None)
            if kind:
                counts[kind] += 1
    return counts


def rounds_so_far(spec: KeywordSpec, counts: dict[str, int]) -> int:
    """How many orders the names so far make: a power taking an item gives one per item."""
    items = entity_kinds(spec).get(ITEM, (0, 0))[0]
    return max(1, -(-counts[ITEM] // items)) if items else 1


def lacks(spec: KeywordSpec, pieces: tuple[Piece, ...] | list[Piece]) -> bool:
    """True while some required argument has no name yet."""
    counts = names_by_kind(spec, pieces)
    rounds = rounds_so_far(spec, counts)
    return any(counts[k] < rounds * required for k, (required, _) in entity_kinds(spec).items())


def wants(spec: KeywordSpec, pieces: list[Piece], name: Ent) -> bool:
    """Whether a name between two keywords still belongs to the first one."""
    kinds = entity_kinds(spec)
    counts = names_by_kind(spec, pieces)
    rounds = rounds_so_far(spec, counts)
    for match in name.matches:
        if match.kind not in kinds:
            continue
        required, optional = kinds[match.kind]
        # A power taking an item takes a new item as another order: each item its own pass.
        if match.kind == ITEM or counts[match.kind] < rounds * (required + optional):
            return True
    return False
