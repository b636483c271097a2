"""The switches docs/rulings/licantropi.md names for a GM who reads a line otherwise: each,
written into the ruleset's TOML, changes exactly what the ruling says."""

import pytest

from tests.scenarios.harness import play_switched

ROSTER = {"Aldo": "lupo-1", "Bice": "lupo-2", "Ciro": "lupo-3", "Dora": "veggente",
          "Luca": "contadino-eroe", "Mina": "contadino-lupo", "Nico": "sindaco",
          "Olga": "contadino-standard"}

EROE = '''[role.passives.strikes-back]
causes = ["sbrano"]'''
LUPO = '''[role.passives.turns]
causes = ["sbrano"]'''
SINDACO = '''effect = "replace-condemned"
target = "other-alive"'''


def play(edits: list[tuple[str, str]], choices: dict[str, str], roster=ROSTER, phases=()):
    return play_switched("licantropi", edits, roster,
                         phases or ({"night": "1"}, {"day": 1, "burned": "Ciro", "choices": choices}))


def dead(state) -> list[str]:
    return sorted(p.name for p in state.players if not p.alive)


@pytest.mark.parametrize("edits, died", [
    ([], ["Ciro", "Luca"]),
    ([(EROE, EROE.replace('["sbrano"]', '["sbrano", "reazione"]'))], ["Aldo", "Ciro", "Luca"]),
])
def test_the_lupo_3_takes_the_contadino_eroe(edits, died):
    """By default the take-along is no attack of the pack: the hero strikes nobody; with
    `reazione` among his causes he takes the Lupo 1, highest in rank, with him."""
    assert dead(play(edits, {"porto": "Luca"})) == died


@pytest.mark.parametrize("edits, died, role", [
    ([], ["Ciro", "Mina"], "contadino-lupo"),
    ([(LUPO, LUPO.replace('["sbrano"]', '["sbrano", "reazione"]'))], ["Ciro"], "lupo-4"),
])
def test_the_lupo_3_takes_the_contadino_lupo(edits, died, role):
    """By default he dies a Contadino lupo; with `reazione` among his causes he turns."""
    state = play(edits, {"porto": "Mina"})
    assert dead(state) == died and state.player("Mina").role == role


@pytest.mark.parametrize("edits, died", [
    ([], ["Ciro"]),
    ([(SINDACO, SINDACO.replace('"other-alive"', '"alive"'))], ["Nico"]),
])
def test_the_sindaco_names_himself(edits, died):
    """"chiunque altro": by default never himself; with `target = "alive"` he may take the
    condemned's place."""
    assert dead(play(edits, {"condanno": "Nico"})) == died


MATTO_STEP = '''[[step]]
id = "matto"
name = "Matto (solo la terza notte)"

'''
GUARITORE_STEP = '''[[step]]
id = "guaritore"
name = "Guaritore"
'''
MATTO_PHASE = '''  { id = "matto",              effect = "run-powers" },
'''
GUARITORE_PHASE = '''  { id = "guaritore",          effect = "run-powers" },
'''
# The call sequence's own order: "il master sveglia il guaritore ..." and then "Solo la terza
# notte, se il matto non si e' ancora dichiarato come mistico, muore."
MATTO_AFTER_GUARITORE = [(MATTO_STEP, ""), (GUARITORE_STEP, GUARITORE_STEP + "\n" + MATTO_STEP.rstrip("\n")),
                         (MATTO_PHASE, ""), (GUARITORE_PHASE, GUARITORE_PHASE + MATTO_PHASE)]
MATTO_NIGHTS = ({"night": "1"}, {"day": 1}, {"night": "2"}, {"day": 2},
                {"night": "3", "orders": ["Ines: resuscito Luca"]})


@pytest.mark.parametrize("edits, died", [([], []), (MATTO_AFTER_GUARITORE, ["Luca"])])
def test_the_undeclared_matto_and_the_guaritore(edits, died):
    """Nota 12 ("il guaritore agisce per ultimo") by default: the Matto dead on night 3 may be
    raised; with the call sequence's order he dies after the Guaritore's turn."""
    roster = {"Aldo": "lupo-1", "Bice": "lupo-2", "Dora": "veggente", "Ines": "guaritore",
              "Luca": "matto", "Olga": "contadino-standard", "Pia": "contadino-standard"}
    assert dead(play(edits, {}, roster, MATTO_NIGHTS)) == died
