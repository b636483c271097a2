"""Count rules as data (tests/votes/count_scenarios.toml), plus the seeded random tie-break."""
from __future__ import annotations

from dataclasses import replace
from datetime import datetime

import pytest
from tests.votes.vote_helpers import at, load_cases, post, roster_from

from lupus_mod.forum.model import Segment
from lupus_mod.votes.answers import CHOICES, answer_words, answering
from lupus_mod.votes.audit import Tally
from lupus_mod.votes.proposal import TO_SETTLE, count_proposal, offered
from lupus_mod.votes.count import DayContext, count_runoff, count_votes
from lupus_mod.votes.election import count_election
from lupus_mod.votes.names import read_corrections
from lupus_mod.votes.reading import read_thread
from lupus_mod.votes.settings import read_settings

DATA = load_cases("count_scenarios.toml")
# Every count's rules as data: the plain count, and the nights' effects on it (spared players,
# moved and followed votes).
SCENARIOS = [s for name in ("count", "spared", "redirect", "follow")
             for s in load_cases(f"{name}_scenarios.toml")["scenario"] if not s.get("proposal")]
# A proposal's Sì/No vote (`tally --proposal`), counted by votes/proposal.py.
PROPOSALS = [s for s in DATA["scenario"] if s.get("proposal")]
_CONTEXT_KEYS = ("weights", "tie_weights", "self_vote", "abstention", "malus", "tie_break",
                 "majority", "seed", "opening_position", "runoff_voters", "runoff_tie_break", "ballot",
                 "spared", "spared_rule", "redirects", "follows")


def _setting(scenario: dict, key: str, default=None):
    return scenario.get(key, DATA["defaults"].get(key, default))


def _read(scenario: dict) -> tuple[dict, tuple]:
    """The roster's table and the thread's vote actions; a proposal's thread reads its answers."""
    table = {k: _setting(scenario, k, []) for k in ("alive", "dead", "gm", "non_players")}
    table["substitutes"] = scenario.get("substitutions", {})
    roster = roster_from(table)
    posts = []
    for n, p in enumerate(scenario["posts"], start=1):
        body = ([Segment(p["quote"], quote=True), Segment("\n")] if "quote" in p else []) + [Segment(p["text"])]
        posts.append(post(n, p["by"], p["at"], *body, edited=p.get("edited")))
    # `language`, `titles` (an elected title: "Capitaine"), `corrections` (days/D.toml's).
    grammar = read_settings({}, scenario.get("language", "it"), tuple(scenario.get("titles", ()))).grammar
    if scenario.get("proposal"):
        roster, grammar = answering(roster), replace(grammar, answers=answer_words())
    corrections = read_corrections(scenario.get("corrections", {}), roster, "days/2.toml")
    return table, read_thread(posts, grammar, roster, corrections)


def run(scenario: dict) -> Tally:
    table, actions = _read(scenario)
    extra = {k: scenario[k] for k in _CONTEXT_KEYS if k in scenario}
    ctx = DayContext(
        day=2, alive=tuple(table["alive"]), dead=tuple(table["dead"]), gm=tuple(table["gm"]),
        non_players=tuple(table["non_players"]), substitutions=table["substitutes"],
        opens=at(_setting(scenario, "opens")), closes=at(_setting(scenario, "closes")),
        **{"tie_break": _setting(scenario, "tie_break"), **extra},
    )
    if scenario.get("election"):
        return count_election(actions, ctx, "random-player")
    if "runoff_candidates" in scenario:
        return count_runoff(actions, ctx, scenario["runoff_candidates"], scenario.get("revote", False))
    return count_votes(actions, ctx)


def post_fate(tally: Tally, position: int) -> str:
    entries = [e for e in tally.entries if e.action.position == position]
    own = [e for e in entries if e.action.where == "body" and not e.action.superseded]
    return (own or entries)[-1].fate


@pytest.mark.parametrize("scenario", SCENARIOS, ids=[s["name"] for s in SCENARIOS])
def test_count_scenario(scenario):
    tally = run(scenario)
    expect = scenario["expect"]
    assert list(tally.burned) == expect["burned"]
    checks = {
        "totals": lambda: tally.totals,
        "tied": lambda: list(tally.tied),
        "runoff": lambda: list(tally.runoff),
        "decided_by": lambda: tally.decided_by,
        "abstainers": lambda: list(tally.abstainers),
        "non_voters": lambda: list(tally.non_voters),
        "next_malus": lambda: dict(tally.next_malus),
        "fates": lambda: {str(k): post_fate(tally, int(k)) for k in expect["fates"]},
        "voters": lambda: {c.name: [e.voter for e in c.voters] for c in tally.candidates
                           if c.name in expect["voters"]},
        "reached": lambda: {c.name: c.reached.position for c in tally.candidates
                            if c.name in expect["reached"]},
    }
    for key, got in checks.items():
        if key in expect:
            want = expect[key]
            if key == "fates":
                want = {str(k): v for k, v in want.items()}
            assert got() == want, key


@pytest.mark.parametrize("scenario", PROPOSALS, ids=[s["name"] for s in PROPOSALS])
def test_proposal_scenario(scenario):
    table, actions = _read(scenario)
    count = count_proposal(actions, table["alive"], CHOICES, at(_setting(scenario, "opens")))
    expect = scenario["expect"]
    got = {"yes": list(count.yes), "no": list(count.no), "in_doubt": list(count.in_doubt),
           "settle": {str(a.position): offered(a, CHOICES) for a, fate in count.fates if fate == TO_SETTLE}}
    for key in ("yes", "no", "in_doubt", "settle"):
        if key in expect:
            want = {str(k): v for k, v in expect[key].items()} if key == "settle" else expect[key]
            assert got[key] == want, key


TIED_DAY = {"posts": [{"at": "10:10", "by": "Ambrogio", "text": "voto Fosco"},
                      {"at": "10:20", "by": "Brunilde", "text": "voto Dafne"},
                      {"at": "10:30", "by": "Corrado", "text": "voto Gilda"}]}


def test_random_tie_break_depends_on_the_seed_only():
    picks = {seed: run({**TIED_DAY, "tie_break": "random", "seed": seed}).burned for seed in range(12)}
    assert all(len(b) == 1 and b[0] in ("Fosco", "Dafne", "Gilda") for b in picks.values())
    assert picks == {seed: run({**TIED_DAY, "tie_break": "random", "seed": seed}).burned for seed in range(12)}
    assert len(set(picks.values())) > 1


def test_first_decisive_tie_at_the_opening_falls_back_to_the_seed():
    day = {"posts": [], "abstention": "malus", "malus": {"Fosco": 1, "Dafne": 1}, "seed": 7}
    tally = run(day)
    assert tally.tied == ("Dafne", "Fosco") and tally.decided_by == "random"
    assert tally.burned == run(day).burned


def test_history_records_every_change_with_its_post():
    tally = run(DATA["scenario"][2])
    fosco = next(c for c in tally.candidates if c.name == "Fosco")
    assert [(s.total, s.position) for s in fosco.steps] == [(1, 1), (2, 2), (1, 4), (2, 6)]
    assert isinstance(fosco.reached.time, datetime)


def test_bad_context_values_are_refused():
    with pytest.raises(ValueError):
        DayContext(day=1, alive=("A",), tie_break="coin")
    with pytest.raises(ValueError):
        DayContext(day=1, alive=("A",), weights={"A": -1})
