"""The GM log names the step a Capotribù moves first under the same word as the phase's own
step ("fase", "étape"), by the step's name: the event's data keeps it apart from the event's
`step` (issue 25, one event vocabulary)."""
from __future__ import annotations

import tomllib
from pathlib import Path

import pytest

from lupus_mod.words.wording import Wording
from tests.scenarios.harness import run_phase, scenario_ruleset, scenario_state

SCENARIO = Path(__file__).parent / "scenarios" / "cowboys-and-aliens" / "capotribu-alfa-morso-per-primo.toml"


def _reordered():
    data = tomllib.loads(SCENARIO.read_text(encoding="utf-8"))
    ruleset = scenario_ruleset(data)
    state = scenario_state(data, ruleset, 1)
    events = ()
    for phase in data["phase"]:
        result = run_phase(state, phase, ruleset, 1)
        state, events = result.state, result.events
    return ruleset, next(e for e in events if e.kind == "reordered")


@pytest.mark.parametrize("language, said", [("it", "fase: {}"), ("fr", "étape\u00a0: {}")])
def test_the_step_moved_first_is_named_in_the_gm_log(language: str, said: str) -> None:
    ruleset, reordered = _reordered()
    words = Wording(ruleset, language)
    morso = next(s.name for s in ruleset.steps if s.id == "morso")
    assert words.detail(reordered) == said.format(morso)
