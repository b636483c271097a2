"""Votes the ruleset forbids between two players, standing at the close: Thiercelieux's lovers
("les deux amoureux ont l'interdiction formelle de voter l'un contre l'autre").

A rule of conduct the GM enforces in the thread (docs/rulings/thiercelieux.md): the vote counts
as written and the GM is told of it in the audit and the table, never in the public post (the
lovers are a secret). Pure: the count and the players `[votes] forbidden_between` names in, notes
out.
"""
from __future__ import annotations

from typing import Any, Sequence

from lupus_mod.votes.audit import Tally


def forbidden_notes(tally: Tally, bound: Sequence[str]) -> list[dict[str, Any]]:
    """One note per standing vote of one bound player on another."""
    return [{"note": "forbidden-vote", "players": [entry.voter, candidate.name]}
            for candidate in tally.candidates if candidate.name in bound
            for entry in candidate.voters if entry.voter in bound and entry.voter != candidate.name]
