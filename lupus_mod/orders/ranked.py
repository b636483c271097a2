"""A group whose highest-ranked sender decides (Licantropi: "Il lupo piu' alto in grado
(nell'ordine 1, 2, 3 e 4) durante la notte decide chi attaccare"): whether a sender's word on
the group's order outranks the mate's who gave it. The ranks are the night's (`KeywordSpec.rank`,
from the power's `ranked_by`). Pure.
"""
from __future__ import annotations

from lupus_mod.orders.any_power import PowersOf
from lupus_mod.orders.model import KeywordSpec, Order


def outranked(order: Order, power: KeywordSpec, powers_of: PowersOf) -> bool:
    """The group's order came from a mate the sender outranks: Lupo 1's "io direi Lunaria", then
    Lupo 2's `sbraniamo Quercia`: his word is no talk of the pack's victim, and asks."""
    theirs = next((p.rank for p in powers_of(order.player) if p.keyword == order.keyword), None)
    return power.rank is not None and theirs is not None and power.rank < theirs
