"""The owl's recipient of an earlier order when a later one re-issues the investigation without
it (the Guardingo's `indago <player> [<owl's recipient>]`, Cowboys & Aliens). Pure: orders in."""
from __future__ import annotations

from lupus_mod.orders.drafts import Draft
from lupus_mod.orders.italian import ONLY_NAMES, OWL_WORDS
from lupus_mod.orders.model import KeywordSpec, Order
from lupus_mod.orders.pieces import Piece, Word


def recipient_kept(earlier: list[Order], drafts: tuple[Draft, ...], specs: dict[str, KeywordSpec],
                   pieces: tuple[Piece, ...]) -> tuple[Draft, ...]:
    """ "indago Klaatu e mando il gufo a Tumble", then "ripensandoci indago Zorg": the new order
    says nothing of the owl, so whether it still goes to Tumbleweed is the sender's to say; each
    new order given its earlier one's recipient (`indago Zorg Tumbleweed`). None where the line
    speaks of the owl or says the one name is all ("scusa, indago solo Lupetto"), or no earlier
    order of that power had a recipient."""
    if any(isinstance(p, Word) and p.fold in OWL_WORDS | ONLY_NAMES for p in pieces):
        return ()
    kept = []
    for draft in drafts:
        spec = specs.get(draft.keyword)
        # The recipient is an optional player after the one investigated (« je sauve » after
        # « je sauve Kilian » only names no one again).
        start = next((n for n, (_, optional) in enumerate(spec.kinds()) if optional), 0) if spec else 0
        given = [o.args[start:] for o in earlier if start and o.keyword == draft.keyword
                 and len(o.args) > start == len(draft.args) and not set(o.args[start:]) & set(draft.args)]
        kept += [Draft(draft.keyword, (*draft.args, *given[-1]), draft.item, draft.among)] if given else []
    return tuple(kept)
