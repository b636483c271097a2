"""The switches docs/rulings/lupus-of-the-rings.md names for a GM who reads a line otherwise:
each, written into the ruleset's TOML, changes exactly what the ruling says."""

import pytest

from tests.scenarios.harness import play_switched

ROSTER = {"Ciro": "massone", "Dora": "massone-innamorato", "Gino": "curatore",
          "Sara": "lupo-grigio", "Mara": "contadino-semplice", "Nico": "contadino-semplice",
          "Olga": "contadino-semplice"}

LUTTO_STEP = '''[[step]]
id = "lutto"
name = "Morti annunciate (Massone Innamorato)"
effect = "scheduled-deaths"

'''
PIFFERAIO_STEP = '''id = "pifferaio"
name = "Pifferaio"

# ---- Le fasi'''
LUTTO_PHASE = '''  { id = "lutto",         effect = "run-powers", checks = ["pifferaio"] },
'''
PIFFERAIO_PHASE = '''  { id = "pifferaio",     effect = "run-powers" },
'''
GRIEF = '''[role.passives.grieves]
for = "role:massone"
cause = "suicidio"'''
# "durante la notte successiva" read as "by the end of that night": the suicide is the last
# step of the night (in [[step]] and in the night phase alike), spared if the Massone is alive
# again by then.
WAITS_FOR_REVIVAL = [
    (LUTTO_STEP, ""),
    (PIFFERAIO_STEP, PIFFERAIO_STEP.replace("\n\n", "\n\n" + LUTTO_STEP, 1)),
    (LUTTO_PHASE, ""),
    (PIFFERAIO_PHASE, PIFFERAIO_PHASE + LUTTO_PHASE),
    (GRIEF, GRIEF + "\nunless_revived = true"),
]


def play(edits: list[tuple[str, str]], phases: list[dict]):
    return play_switched("lupus-of-the-rings", edits, ROSTER, phases)


BURNED_THEN_RAISED = [{"night": "1"}, {"day": 1, "burned": "Ciro"},
                      {"night": "2", "orders": ["Gino: resuscito Ciro"]}]
DEVOURED = [{"night": "1", "orders": ["Sara: sbrano Ciro"]}, {"day": 1}, {"night": "2"}]


@pytest.mark.parametrize("edits, phases, dead", [
    ([], BURNED_THEN_RAISED, ["Dora"]),
    (WAITS_FOR_REVIVAL, BURNED_THEN_RAISED, []),
    # Not raised, he dies all the same, only later in the night.
    ([], DEVOURED, ["Ciro", "Dora"]),
    (WAITS_FOR_REVIVAL, DEVOURED, ["Ciro", "Dora"]),
])
def test_the_massone_innamorato_and_a_raised_massone(edits, phases, dead):
    """"se questi dovesse morire per qualsiasi motivo, il Massone Innamorato si suiciderebbe
    disperato durante la notte successiva": by default the death itself costs him his life;
    with the suicide at the end of the night and `unless_revived`, the Curatore's resurrection
    of the Massone that night spares him."""
    state = play(edits, phases)
    assert sorted(p.name for p in state.players if not p.alive) == dead
