"""Acchiappastreghe's proposals: an absent mayor's circle drawn from the seed ("Assente =
proposta casuale"), and the Sì/No count of each proposal in the thread."""
from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from hypothesis import assume, given, settings, strategies as st

from lupus_mod.commands.app import app
from lupus_mod.engine.loop.run import run_turn
from lupus_mod.engine.loop.state import LoopInputs, Proposal, new_state
from lupus_mod.engine.loop.windows import Moment
from tests.conftest import copy_example
from tests.scenarios.loop_harness import loop_ruleset

ROLES = ("strega", "veggente", "erborista", "cavaliere-guardiano", "paesano", "borseggiatore",
         "strega", "corvo", "paesano", "giullare")


@settings(max_examples=40, deadline=None)
@given(players=st.integers(4, 10), seed=st.integers(0, 10_000), frogs=st.sets(st.integers(0, 9), max_size=3))
def test_a_drawn_circle_is_as_many_different_cats_in_human_form_as_needed(players: int, seed: int,
                                                                          frogs: set[int]) -> None:
    ruleset = loop_ruleset({"ruleset": "acchiappastreghe"})
    names = [f"P{n}" for n in range(players)]
    state = new_state(list(zip(names, ROLES)), ruleset)
    state = replace(state, forms={**state.forms, **{names[n]: "rana" for n in frogs if 0 < n < players}})
    inputs = LoopInputs(proposals=(Proposal((), (), "", 1, Moment(write="chiusura"), drawn=True),),
                        source="days/1.toml")
    first, again = (run_turn(state, ruleset, inputs, seed) for _ in range(2))
    assume(not first.state.ended)           # the witches outnumbered the others at dusk
    drawn = [e for p in first.phases for e in p.events if e["kind"] == "proposal"]
    members = drawn[0]["members"]
    human = first.phases[0].state.in_form("umano")
    assert drawn[0]["drawn"] and len(set(members)) == len(members) == len(first.state.needs)
    assert set(members) <= set(human)
    assert members == [e for p in again.phases for e in p.events if e["kind"] == "proposal"][0]["members"]


def test_an_absent_mayors_proposal_is_announced_as_drawn(tmp_path: Path, runner) -> None:
    folder = copy_example("acchiappastreghe", tmp_path)
    day = folder / "days" / "1.toml"
    day.write_text(day.read_text(encoding="utf-8").replace(
        'membri = ["Carlo", "Irene", "Guido"]\n', "casuale = true\n", 1), encoding="utf-8")
    result = runner.invoke(app, ["round", "1", "--game", str(folder)])
    assert result.exit_code == 0, result.output
    notte = (folder / "out" / "round-1" / "notte.bbcode").read_text(encoding="utf-8")
    assert "Il sindaco [b]Bianca[/b] è assente: la proposta è [b]estratta a caso[/b]" in notte
    log = (folder / "out" / "round-1" / "gm-log.md").read_text(encoding="utf-8")
    assert "Sindaco Bianca (assente: estratta a caso)" in log


def test_a_drawn_proposal_with_members_is_an_error_at_its_line(tmp_path: Path, runner) -> None:
    folder = copy_example("acchiappastreghe", tmp_path)
    day = folder / "days" / "1.toml"
    day.write_text(day.read_text(encoding="utf-8").replace(
        'membri = ["Carlo", "Irene", "Guido"]\n', 'casuale = true\nmembri = ["Carlo", "Irene", "Guido"]\n', 1),
        encoding="utf-8")
    result = runner.invoke(app, ["round", "1", "--game", str(folder)])
    assert result.exit_code == 1 and "days/1.toml:" in result.output
    assert "casuale = true) has no membri" in result.output
