"""One body line of a PM: its orders, or what is wrong with them, or nothing (chatter)."""
from __future__ import annotations

from dataclasses import dataclass

from lupus_mod.orders.arguments import Draft, Outcome, Problem, evaluate, evaluate_text
from lupus_mod.orders.model import TEXT
from lupus_mod.orders.names import NameIndex
from lupus_mod.orders.reading import Group, group_line
from lupus_mod.orders.scan import scan_line
from lupus_mod.orders.text import blank_bbcode


@dataclass(frozen=True)
class LineReading:
    drafts: tuple[Draft, ...]
    problems: tuple[Problem, ...]
    has_keyword: bool         # a power keyword stands on the line (even if it orders nothing)
    dangling: bool            # it ends with a keyword alone: its names may be on the next line

    @property
    def chatter(self) -> bool:
        return not self.drafts and not self.problems


def read_line(written: str, index: NameIndex) -> LineReading:
    """Orders of one line: "passo lo specchio a Sam e il Palantir a Merry" gives two.

    Quoted text must already be blanked (`text.blank_quotes`)."""
    blanked = blank_bbcode(written)
    groups = group_line(scan_line(blanked, index))
    outcomes = [_evaluate(g, blanked, written, index) for g in groups]
    outcomes = _drop_bare(groups, outcomes)
    drafts = tuple(d for o in outcomes for d in o.drafts)
    problems = tuple(o.problem for o in outcomes if o.problem)
    dangling = bool(outcomes) and outcomes[-1].problem is not None and outcomes[-1].problem.bare
    return LineReading(drafts, problems, bool(groups), dangling)


def _evaluate(group: Group, blanked: str, written: str, index: NameIndex) -> Outcome:
    if any(kind == TEXT for kind, _ in group.spec.kinds()):
        return evaluate_text(group, blanked, written, index)
    return evaluate(group, index)


def _drop_bare(groups: list[Group], outcomes: list[Outcome]) -> list[Outcome]:
    """A keyword standing alone on a line that gives orders is a word, not a power:
    "passo: palantir -> Merry", "Indagine fatta, passo il palantir a Sam"."""
    if not any(o.drafts for o in outcomes):
        return outcomes
    return [Outcome() if o.problem and o.problem.bare else o for o in outcomes]
