"""Who burns when the count is over: the leader, or the game's rule for a tie.

Policies (`[votes] tie_break` in game.toml):

- `first-decisive`: lupusinforum's "Pareggio al rogo: Muore il giocatore che ha ricevuto per
  primo il voto decisivo" (lupus-of-the-rings.it.txt, line 13). Among the tied leaders, the one
  who reached the final count first burns. A candidate reaches its final count at the vote
  after which its count never changed again: if it later dropped below that count (or went
  above it) and came back, it counts from the time it came back. A vote moved from one
  leader to the other ties them in one post: the one it left had his count before, the one
  it reached received the decisive vote there, so the one it left burns. docs/tally.md has
  worked examples.
- `nobody`: nobody burns.
- `all`: every tied leader burns.
- `random`: one of the tied, drawn from the game's seed.
- `runoff`: nobody burns today; the tied leaders go to a second ballot (`tally --runoff`).
- `revote` (a tie of the second ballot only, `runoff_tie_break`): Licantropi's "In caso di
  pareggio tra due o piu' candidati: Dibattito e nuova votazione. In caso di ulteriore pareggio,
  non muore nessuno." (licantropi-zoli-1.2.1.it.txt, lines 108–110). Nobody is condemned yet;
  the tied go to a new vote (`tally --revote`), whose own tie condemns nobody.

With the ballot `top-two-runoff` (Licantropi: "Vanno al ballottaggio i due giocatori con piu'
voti. In caso di parita' tra il secondo e il terzo o successivi, anche tutti costoro vanno al
ballottaggio") the day's count never burns: `top_two` names the second ballot's candidates.

Before any policy, a tie-only weight (Thiercelieux's Capitaine, "sa voix lors du vote de la
journée compte double en cas d'égalité", thiercelieux-base.fr.txt line 112) is added to the
tied leaders' totals; if that leaves one leader, that leader burns.
"""
from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Mapping, Sequence

FIRST_DECISIVE, NOBODY, ALL, RANDOM, RUNOFF = "first-decisive", "nobody", "all", "random", "runoff"
REVOTE = "revote"
TIE_BREAKS = (FIRST_DECISIVE, NOBODY, ALL, RANDOM, RUNOFF)
RUNOFF_TIE_BREAKS = (FIRST_DECISIVE, NOBODY, ALL, RANDOM, REVOTE)
# How the result was reached, besides the policy names above.
NO_VOTES, PLURALITY, MAJORITY, TIE_WEIGHT = "no-votes", "plurality", "majority", "tie-weight"
# How the day's count ends: who burns, or the two most voted go to a second ballot.
TOP_TWO = "top-two-runoff"
BALLOTS = (PLURALITY, TOP_TWO)


@dataclass(frozen=True)
class Decision:
    """Who burns, and how it was decided."""
    burned: tuple[str, ...]
    tied: tuple[str, ...] = ()
    runoff: tuple[str, ...] = ()
    decided_by: str = PLURALITY


def decide(totals: Mapping[str, int], reached: Mapping[str, tuple], tie_bonus: Mapping[str, int],
           policy: str, seed: str) -> Decision:
    """Apply the tie rule to the final totals, given in ranking order.

    `reached[name]` is the sort key of the moment the candidate reached its final total;
    `tie_bonus[name]` the extra votes tie-only weights give it.
    """
    scored = [name for name, total in totals.items() if total > 0]
    if not scored:
        return Decision((), decided_by=NO_VOTES)
    top = max(totals[name] for name in scored)
    leaders = [n for n in scored if totals[n] == top]
    if len(leaders) == 1:
        return Decision((leaders[0],))
    tied = tuple(leaders)
    with_bonus = {n: totals[n] + tie_bonus.get(n, 0) for n in leaders}
    best = max(with_bonus.values())
    still = [n for n in leaders if with_bonus[n] == best]
    if len(still) == 1:
        return Decision((still[0],), tied, decided_by=TIE_WEIGHT)
    return _by_policy(tuple(still), tied, reached, policy, seed)


def top_two(totals: Mapping[str, int]) -> Decision:
    """The second ballot's candidates: the two most voted and everyone tied with the second
    (`totals` in ranking order); one candidate alone if only one was voted."""
    scored = [name for name, total in totals.items() if total > 0]
    if not scored:
        return Decision((), decided_by=NO_VOTES)
    second = totals[scored[min(1, len(scored) - 1)]]
    chosen = tuple(n for n in scored if totals[n] >= second)
    tied = tuple(n for n in chosen if totals[n] == second) if len(chosen) > 2 else ()
    return Decision((), tied, runoff=chosen, decided_by=TOP_TWO)


def _by_policy(still: tuple[str, ...], tied: tuple[str, ...], reached: Mapping[str, tuple],
               policy: str, seed: str) -> Decision:
    if policy == NOBODY:
        return Decision((), tied, decided_by=NOBODY)
    if policy == ALL:
        return Decision(still, tied, decided_by=ALL)
    if policy in (RUNOFF, REVOTE):
        return Decision((), tied, runoff=still, decided_by=policy)
    if policy == FIRST_DECISIVE:
        first = min(reached[n] for n in still)
        earliest = tuple(n for n in still if reached[n] == first)
        if len(earliest) == 1:
            return Decision(earliest, tied, decided_by=FIRST_DECISIVE)
        # Only malus votes carried in at the opening reach a count at the same moment (a vote
        # moved between two leaders is no such moment: audit.Step.key).
        still = earliest
    return Decision((draw(still, seed),), tied, decided_by=RANDOM)


def draw(names: Sequence[str], seed: str) -> str:
    """One of `names`, chosen by the seed alone (string seeds hash the same in every run)."""
    return random.Random(seed).choice(list(names))
