"""A player or a thing led by "su", "con", "contro" in an order that takes no argument of its kind
("lancio la nebbia su Guido", "attacco Carlo con la maledizione"): the argument of another
choice, said without its verb; and, where roles.toml says which (`aimed_with`), that choice's
order. Pure: the order's words in."""
from __future__ import annotations

from lupus_mod.orders.italian import ARTICLES, COMPANY_LEADS, EXTRA_LEADS, PLACE_KIND
from lupus_mod.orders.model import ITEM, PLAYER, ROLE, KeywordSpec
from lupus_mod.orders.names import NameIndex
from lupus_mod.orders.reading import Group
from lupus_mod.orders.scan import Ent, Word
from lupus_mod.orders.wanted import entity_kinds


def led_extra(group: Group, spec: KeywordSpec) -> Ent | None:
    """ "lancio la maledizione su Guido", "attacco Carlo con la nebbia": a player or a thing of
    the ruleset's own kinds (not an item: "indago Sam col palantir" keeps its flavour), led by
    "su", "con" or "contro", that the order takes no argument of: the argument of another
    choice, said without its verb."""
    kinds = entity_kinds(spec)
    before: list[str] = []
    for piece in group.pieces:
        company = PLACE_KIND in kinds and before[-1:] and before[-1] in COMPANY_LEADS \
            and isinstance(piece, Ent) and all(m.kind == PLAYER for m in piece.matches)
        if isinstance(piece, Ent) and piece.matches and before[-1:] and before[-1] in EXTRA_LEADS \
                and not company and all(m.kind not in kinds and m.kind not in (ITEM, ROLE) for m in piece.matches):
            return piece
        if isinstance(piece, Word) and piece.fold not in ARTICLES:
            before.append(piece.fold)
        elif not isinstance(piece, Word):
            before.append("")
    return None


def aimed_with(spec: KeywordSpec, extra: Ent, index: NameIndex) -> tuple[str, tuple[str, ...]] | None:
    """The order of the choice `spec` is aimed with (`KeywordSpec.aimed_with`) on the argument
    led by "su"/"con"/"contro" (`extra`), where that choice takes exactly its kind and the name
    is one: "lancio la nebbia su Guido" gives `attacco Guido` beside `lancio nebbia` (its
    keyword and arguments)."""
    other = index.specs.get(spec.aimed_with) if spec.aimed_with else None
    match = extra.matches[0] if len(extra.matches) == 1 and len(extra.matches[0].targets) == 1 else None
    if other is None or match is None or [k for k, _ in other.kinds()] != [match.kind]:
        return None
    return other.keyword, match.targets
