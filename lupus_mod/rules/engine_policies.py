"""Policies of the engine's vocabulary that any ruleset may set, though no built-in one does
(docs/rulesets.md, Policies): each is a choice among words, the first its default.

A built-in ruleset's policies are known because it sets them (lupus_mod/inputs/policies.py);
these are known because the engine reads them.
"""
from __future__ import annotations

ENGINE_POLICIES: dict[str, tuple[str, ...]] = {
    # engine/blocks.py: a cycle of blocks within a step.
    "block_cycle": ("all", "none", "first"),
    # engine/refusals.py: what the sender of an order is told of its fate.
    "feedback": ("none", "failure", "both"),
    # engine/wins.py: nobody left alive and no condition met.
    "nobody_alive": ("nobody-wins", "all-win"),
    # votes/spared.py: the verdict on a player a night's `no-condemn` spared.
    "no_condemn": ("nobody", "next"),
}
