"""« indago Zorg, no Klaatu », « indago Zorg... no Klaatu »: a bare « no » between the order's
player and a second one that only an optional slot would take (the Guardingo's owl, « con
«indago Aldo Bruno» il responso va col gufo a Bruno »). Read whole, the owl went to Klaatu, which
neither reading means: « no, Klaatu » (Klaatu instead of Zorg) or « not Klaatu » (Zorg alone).
Asked, each offered. Pure: a group and its names in.
"""
from __future__ import annotations

from dataclasses import replace

from lupus_mod.messages import say
from lupus_mod.orders.drafts import Mention, Problem
from lupus_mod.orders.italian import NAME_THEN_NO
from lupus_mod.orders.model import PLAYER
from lupus_mod.orders.partial_orders import partial, problem_for
from lupus_mod.orders.pieces import Sep, Word
from lupus_mod.orders.reading import Group
from lupus_mod.orders.wanted import entity_kinds


def said_no_before(group: Group, mentions: list[Mention]) -> Problem | None:
    """The problem offering the order on the player after the « no » instead, then on the
    order's player alone, when a bare « no » alone stands between them and the second fills
    an optional slot only; None otherwise."""
    required, optional = entity_kinds(group.spec).get(PLAYER, (0, 0))
    players = [m for m in mentions if m.kind == PLAYER]
    if not required or not optional or len(players) != required + 1:
        return None
    first, second = players[-2], players[-1]
    between = [p for p in group.pieces[first.position + 1:second.position] if not isinstance(p, Sep)]
    said = len(between) == 1 and isinstance(between[0], Word) and between[0].fold in NAME_THEN_NO
    if not said:
        return None
    spec = group.spec
    problem = problem_for(spec, say("order-reading.no-before", name=second.written, keyword=spec.keyword))
    return replace(problem, choices=(partial(spec, [m for m in mentions if m is not first]),
                                     partial(spec, [m for m in mentions if m is not second])))
