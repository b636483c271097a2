"""Players who cannot be condemned today (a night power `no-condemn`, the peer's Avvocato):
the votes on them are counted as written, and the verdict passes them over by the policy
`no_condemn` (docs/rulesets.md, Powers on tomorrow's votes). Pure.

- `nobody` (default): a verdict that would condemn one of them condemns him not, and nobody
  in his place: alone at the top (or by majority), nobody burns today (`decided_by` "spared");
  tied with others under `tie_break = "all"`, the others burn.
- `next`: they are left out of the verdict, as if nobody had voted them: the most voted of
  the others burns, ties among them by the day's tie rule; no majority is reached on them.
"""
from __future__ import annotations

from dataclasses import replace
from typing import Sequence, TypeVar

from lupus_mod.votes.ties import Decision

SPARED = "spared"                 # `decided_by`: the verdict fell on a spared player
SPARED_RULES = ("nobody", "next")

Named = TypeVar("Named")


def in_verdict(candidates: Sequence[Named], spared: Sequence[str], rule: str) -> tuple[Named, ...]:
    """The candidates the verdict weighs: under `next`, the spared are left out."""
    if rule != "next":
        return tuple(candidates)
    return tuple(c for c in candidates if getattr(c, "name") not in spared)


def majority_counts(name: str, spared: Sequence[str], rule: str) -> bool:
    """Whether a majority on `name` ends the day (under `next`, one on the spared does not)."""
    return not (rule == "next" and name in spared)


def spare(decision: Decision, spared: Sequence[str]) -> Decision:
    """The verdict without the spared: a verdict left with nobody to burn says why."""
    burned = tuple(b for b in decision.burned if b not in spared)
    if burned == decision.burned:
        return decision
    return replace(decision, burned=burned, decided_by=decision.decided_by if burned else SPARED)
