"""A pronoun standing for a player named earlier: "Gollum mi sembra strano" a PM before, then
"indago lui" (French "je regarde celui-là", "je la protège... elle").

The pronoun names nobody by itself, so the line stays what it is (an order without its player:
an error the GM settles); but when the sender's earlier lines of the night that ordered nothing
named one player only, that player is the line the GM is offered to settle it with
(`nights/2.overrides.toml → [corrections] "8" = "indago Gollum"`), never an order applied.
"""
from __future__ import annotations

from dataclasses import replace
from typing import Iterable

from lupus_mod.messages import say
from lupus_mod.orders.line import LineReading, read_line
from lupus_mod.orders.names import NameIndex
from lupus_mod.orders.scan import Word

# Third-person pronouns and demonstratives that point back at someone already named.
ANAPHORS = frozenset({"lui", "lei", "quello", "quella", "costui", "costei", "esso", "essa",
                      "elle", "celui", "celle"})


def offered(reading: LineReading, named_before: Iterable[str], index: NameIndex) -> LineReading:
    """`reading` with each problem's settle line naming the one player the sender named before,
    where the line points at someone with a pronoun; `reading` unchanged otherwise."""
    pronoun = next((p for p in reading.pieces if isinstance(p, Word) and p.fold in ANAPHORS), None)
    names = tuple(dict.fromkeys(named_before))
    if pronoun is None or reading.drafts or not reading.problems or len(names) != 1:
        return reading
    problems = []
    for problem in reading.problems:
        proposal = f"{problem.keyword} {names[0]}" if problem.keyword else ""
        if not proposal or not read_line(proposal, index).drafts:
            problems.append(problem)
            continue
        message = say("order-antecedent.pointed", problem=problem.message, word=pronoun.text, name=names[0])
        problems.append(replace(problem, message=message, reading=proposal))
    return replace(reading, problems=tuple(problems))
