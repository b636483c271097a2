"""The bots answer the decisions that wait and keep the day's titles (lupus_mod/simulate/waiting.py),
Thiercelieux's Sorcière, Chasseur and Capitaine: the Sorcière chooses once shown the victim, the
Chasseur's shot is never left unanswered, the Capitaine is elected on the first day and names
his heir; and those games are the ones the GM's commands resolve from the folder."""
from __future__ import annotations

from pathlib import Path

import pytest

from lupus_mod.play.game import load_game
from lupus_mod.lifecycle.chronicle import chronicle
from lupus_mod.simulate import runner
from lupus_mod.simulate.play import play_game
from lupus_mod.simulate.setup import plan_from_ruleset
from lupus_mod.simulate.waiting import held_back
from lupus_mod.play.waits import open_questions
from tests.simulate.test_simulate import _facts, _folder

SETUP = plan_from_ruleset("thiercelieux", 12, (), False).setup
GAMES = [(strategy, runner.game_seed(5, k)) for strategy in ("random", "informed") for k in range(12)]


@pytest.fixture(scope="module")
def games():
    return [(strategy, seed, play_game(SETUP, seed, strategy, keep=True)) for strategy, seed in GAMES]


def test_the_sorciere_chooses_only_when_shown_the_victim(games) -> None:
    held = held_back(SETUP.ruleset)
    assert {"sauve", "empoisonne", "rien"} <= held and "tire" not in held     # the shot is a standing order
    used = 0
    for strategy, seed, outcome in games:
        for phase in (p for p in outcome.phases if p.kind == "night"):
            asked = {q.target for q in phase.events if q.kind == "question" and q.cause == "choix-sorciere"}
            for order in (o for o in phase.orders if o.keyword in held):
                used += 1
                assert order.player in asked, f"{strategy} seed {seed} night {phase.index}: {order}"
    assert used


def test_no_shot_and_no_heir_is_left_unanswered(games) -> None:
    heirs = 0
    for strategy, seed, outcome in games:
        for n, phase in enumerate(outcome.phases):
            last = n == len(outcome.phases) - 1
            for q in open_questions(phase.events):
                assert q.cause != "tir-chasseur", f"{strategy} seed {seed}: {phase.kind} {phase.index}"
                if q.cause == "successeur-capitaine" and not last:
                    # asked at night, answered in the next day's record
                    heirs += 1
                    following = outcome.phases[n + 1]
                    assert phase.kind == "night" and dict(following.choices).get("successeur"), \
                        f"{strategy} seed {seed}: no heir after {phase.kind} {phase.index}"
    assert heirs


def test_the_capitaine_is_elected_on_the_first_day(games) -> None:
    for strategy, seed, outcome in games:
        first = next(p for p in outcome.phases if p.kind == "day")
        elected = [e for e in first.events if e.kind == "title" and e.cause == "elected"]
        assert len(elected) == 1 and dict(first.choices)["capitaine"] == elected[0].target, f"{strategy} seed {seed}"


@pytest.mark.parametrize("strategy", ["random", "informed"])
def test_the_games_with_answers_are_the_games_the_gm_resolves(strategy, games, tmp_path: Path) -> None:
    for played_by, seed, outcome in games[:: 3]:
        if played_by != strategy:
            continue
        records = chronicle(load_game(_folder(tmp_path, SETUP, outcome)))
        assert [(r.kind, int(r.key)) for r in records] == [(p.kind, p.index) for p in outcome.phases]
        for record, phase in zip(records, outcome.phases):
            assert _facts(record.events) == _facts(phase.events), f"{record.phase} of seed {seed}"


def test_the_day_steps_powers_are_used_and_replayed_by_the_gm(tmp_path: Path) -> None:
    """Licantropi's Sindaco condemns and the Lupo 3 takes one along, written under their
    keyword in the day record, as the GM writes days/<d>.toml."""
    setup = plan_from_ruleset("licantropi", None, (), False).setup
    used = set()
    for k in range(4):
        seed = runner.game_seed(9, k)
        outcome = play_game(setup, seed, "random", keep=True)
        used |= {e["power"] for p in outcome.phases for e in p.events if e.kind == "day-power"}
        records = chronicle(load_game(_folder(tmp_path, setup, outcome)))
        for record, phase in zip(records, outcome.phases):
            assert _facts(record.events) == _facts(phase.events), f"{record.phase} of seed {seed}"
    assert "condanna" in used
