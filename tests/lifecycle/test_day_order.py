"""The day post's order is the ruleset's (`[public] day_order`), never the language's: "steps"
tells the facts in the order of the day's steps, "grouped" the announcements, the dead, then the
successions their deaths open. Thiercelieux hides the order of its steps; its twin games
(tests/lifecycle/test_day_order_twins.py) differ in the day post when it follows the steps."""
from __future__ import annotations

import pytest

from lupus_mod.engine.state import Event
from lupus_mod.lifecycle.day_report import post_lines
from lupus_mod.rules.public import PublicProblem, read_public

# A day of Thiercelieux: the vote kills the Capitaine, the Chasseur shoots, the Capitaine names
# his successor, the village learns a rule's announcement.
EVENTS = (
    Event("death", step="vote", target="Hugo", cause="rogo"),
    Event("title", step="capitaine", target="Inès", public=True, message="title-passed",
          predecessor="Hugo"),
    Event("death", step="chasseur", target="Léa", cause="fusil"),
    Event("public", step="ange", public=True, message="melody"),
)
DEATHS = [{"player": "Léa", "cause": "fusil"}, {"player": "Hugo", "cause": "rogo"}]


def _said(lines: list[dict]) -> list[str]:
    return [line["event"].message if line["kind"] == "event" else line["death"]["player"]
            for line in lines]


def test_steps_follow_the_events() -> None:
    assert _said(post_lines(EVENTS, DEATHS, "steps")) == ["Hugo", "title-passed", "Léa", "melody"]


def test_grouped_tells_the_announcements_the_dead_then_the_successions() -> None:
    # The dead in the order lifecycle.told gives them ([public] death_order), not the steps'.
    assert _said(post_lines(EVENTS, DEATHS, "grouped")) == ["melody", "Léa", "Hugo", "title-passed"]


def test_a_death_its_own_announcement_tells_is_not_told_twice() -> None:
    taken = (Event("public", step="rogo", target="Léa", public=True, message="takes-along"),
             Event("death", step="rogo", target="Léa", cause="lupo3"))
    for order in ("steps", "grouped"):
        assert _said(post_lines(taken, [{"player": "Léa", "cause": "lupo3"}], order)) == ["takes-along"]


def test_an_unknown_day_order_is_refused() -> None:
    with pytest.raises(PublicProblem) as error:
        read_public({"day_order": "language"}, {})
    assert error.value.key == "day_order"



def test_the_thiercelieux_ruleset_groups_its_day_post() -> None:
    # Its twins differ in the day post when it follows the steps (the Chasseur's shot and a
    # lover's grief tell the order of the day's steps): tests/lifecycle/test_day_order_twins.py.
    from lupus_mod.inputs.catalog import builtin
    assert builtin("thiercelieux").public.day_order == "grouped"
    assert builtin("licantropi").public.day_order == "steps"
