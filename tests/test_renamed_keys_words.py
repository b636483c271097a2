"""The GM log words the data keys renamed so as not to clash with an event's fields (issue 25,
one event vocabulary) as it worded them before: the step a Capotribù moves first is the
"fase"/"étape", an item given by default goes "a"/"à" its new holder, a note names who acted
"da"/"par" and on whom "bersaglio"/"cible"."""
from __future__ import annotations

import tomllib
from pathlib import Path

import pytest

from lupus_mod.engine.state import Event, kind_fields, said as said_of
from lupus_mod.rules.spec import Ruleset
from lupus_mod.words.wording import Wording
from tests.scenarios.harness import run_phase, scenario_ruleset, scenario_state

SCENARIOS = Path(__file__).parent / "scenarios"


def _last_phase(scenario: str, kind: str, message: str = "") -> tuple[Ruleset, Event]:
    data = tomllib.loads((SCENARIOS / scenario).read_text(encoding="utf-8"))
    ruleset = scenario_ruleset(data)
    state = scenario_state(data, ruleset, 1)
    events = ()
    for phase in data["phase"]:
        result = run_phase(state, phase, ruleset, 1)
        state, events = result.state, result.events
    return ruleset, next(e for e in events if e.kind == kind and e.message == message)


@pytest.mark.parametrize("language, said", [("it", "fase: {}"), ("fr", "étape\u00a0: {}")])
def test_the_step_moved_first_is_named_in_the_gm_log(language: str, said: str) -> None:
    ruleset, reordered = _last_phase("cowboys-and-aliens/capotribu-alfa-morso-per-primo.toml", "reordered")
    morso = next(s.name for s in ruleset.steps if s.id == "morso")
    assert Wording(ruleset, language).detail(kind_fields(reordered)) == said.format(morso)


@pytest.mark.parametrize("language, said", [
    ("it", "possessore: Mara; oggetto: {}; a: Nico"),
    ("fr", "possesseur\u00a0: Mara\u00a0; objet\u00a0: {}\u00a0; à\u00a0: Nico")])
def test_an_item_given_by_default_names_its_new_holder_in_the_gm_log(language: str, said: str) -> None:
    ruleset, note = _last_phase("lupus-of-the-rings/item-no-pass-order.toml", "note", "item-default")
    assert Wording(ruleset, language).detail(said_of(note)) == said.format(ruleset.item("palantir").name)


@pytest.mark.parametrize("language, said", [("it", "da: Fabien; bersaglio: Denis"),
                                            ("fr", "par\u00a0: Fabien\u00a0; cible\u00a0: Denis")])
def test_a_note_names_who_acted_and_on_whom_in_the_gm_log(language: str, said: str) -> None:
    # The note's actor and target are the event's own fields, no longer its data.
    ruleset, note = _last_phase("thiercelieux/chasseur-cible-deja-morte.toml", "note", "last-shot-void")
    assert (note.actor, note.target) == ("Fabien", "Denis")
    assert Wording(ruleset, language).detail(said_of(note)) == said
