"""An order's reading as far as its line goes, and a problem said of a power: the canonical
form with the names the line gives in their slots (`passo palantir <giocatore>`), the others
left to the GM, and the problem that carries it (orders.arguments, orders.text_argument,
orders.no_before). Pure."""
from __future__ import annotations

from lupus_mod.messages import say
from lupus_mod.orders.drafts import Mention, Problem
from lupus_mod.orders.model import TEXT, KeywordSpec
from lupus_mod.orders.problem_words import canonical, kind_word, spaced, usage
from lupus_mod.orders.wanted import entity_kinds


def partial(spec: KeywordSpec, mentions: list[Mention]) -> str:
    """The canonical form with the names the line gives that fill their slots, the others
    left to the GM: "passo il palantir" settles as `passo palantir <giocatore>`, "passo il
    palantir a Eowyna e Boromiro" as `passo palantir <giocatore>` (which of the two is his to
    say), never the bare `passo <oggetto> <giocatore>` that drops the item the player named."""
    kinds = entity_kinds(spec)
    named = {k: [m.targets[0] for m in mentions if m.kind == k and len(m.targets) == 1] for k in kinds}
    fits = {k: len(named[k]) <= sum(kinds[k]) for k in kinds}
    parts = [spec.keyword]
    for kind, optional in spec.kinds():
        if kind in named and fits[kind] and named[kind]:
            parts.append(named[kind].pop(0))
        elif not optional or kind == TEXT:
            parts.append(say("order-reading.slot", kind=kind_word(kind), optional="no"))
    return spaced(parts) if mentions else ""


def problem_for(spec: KeywordSpec, what: str, hint: str = "", *, bare: bool = False,
                reading: str = "") -> Problem:
    return Problem(what, canonical(spec, hint), bare, keyword=spec.keyword,
                   reading=reading or usage(spec))
