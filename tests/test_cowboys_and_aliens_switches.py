"""The switches docs/rulings/cowboys-and-aliens.md names for a GM who reads a line otherwise:
each, written into the ruleset's TOML, changes exactly what the ruling says."""

import pytest

from tests.scenarios.harness import play_switched

ROSTER = {"Aldo": "guardingo", "Bice": "sceriffo", "Ciro": "vicesceriffo", "Ivo": "capotribu",
          "Mara": "pellerossa", "Nino": "bandito", "Pino": "leader-alieno",
          "Rita": "generale-alieno", "Gina": "man-in-black-j", "Ugo": "man-in-black-k",
          "Fabio": "guardia-del-corpo"}

# "il Bandito ... inizierà a contare come ALIENO": instead of UMANO (the default), or, read like
# the Pellerossa's "anche ... oltre che", as well.
BANDITO_INSTEAD = '''who = ["role:bandito"]
set_conta = ["ALIENO"]'''
BANDITO_AS_WELL = '''who = ["role:bandito"]
add_conta = "ALIENO"'''


def play(edits: list[tuple[str, str]], night_two: list[str]):
    return play_switched("cowboys-and-aliens", edits, ROSTER,
                         ({"night": "1"}, {"day": 1}, {"night": "2", "orders": night_two}))


@pytest.mark.parametrize("edits, conta", [
    ([], ("PELLEROSSA", "PELLEROSSA")),
    ([("guess_also = {}", 'guess_also = { pellerossa = ["capotribu", "sciamano"] }')],
     ("PELLEROSSA", "PELLEROSSA", "ALIENO")),
])
def test_a_guess_of_pellerossa_on_the_capotribu(edits, conta):
    state = play(edits, ["Pino: rapisco Ivo pellerossa"])
    assert state.player("Ivo").conta == conta


@pytest.mark.parametrize("edits, conta", [
    ([], ("ALIENO",)),
    ([(BANDITO_INSTEAD, BANDITO_AS_WELL)], ("UMANO", "ALIENO")),
])
def test_the_brainwashed_bandito_counts(edits, conta):
    state = play(edits, ["Pino: rapisco Nino bandito"])
    assert state.player("Nino").conta == conta
    assert state.player("Nino").role == "bandito"


@pytest.mark.parametrize("edits, dead", [
    ([], "Bice"),
    ([("not_if_blocked = true\n\n[[role]]\nid = \"cowboy\"",
       "not_if_blocked = false\n\n[[role]]\nid = \"cowboy\"")], "Ciro"),
])
def test_an_abducted_vicesceriffo(edits, dead):
    state = play(edits, ["Pino: rapisco Ciro cowboy", "Mara: sbrano Bice"])
    assert [p.name for p in state.players if not p.alive] == [dead]


@pytest.mark.parametrize("edits, dead", [
    ([], ["Aldo"]),
    ([('also = ["convert-on-guess"]', 'also = ["convert-on-guess", "protect"]\nagainst = ["morso", "sparo"]')],
     []),
])
def test_the_mothership_as_shelter(edits, dead):
    """"il giocatore rapito si troverà sull'astronave madre": bitten all the same by default;
    the abduction made a protection against the bite and the shot keeps him alive."""
    state = play(edits, ["Pino: rapisco Aldo cowboy", "Mara: sbrano Aldo"])
    assert [p.name for p in state.players if not p.alive] == dead


K_RECRUITED_WIN = '''

[[win]]
id = "invasione-mib-k-reclutato"
faction = "invasione"
description = "INVASIONE: anche con il M.I.B. K reclutato dal Bandito (convertito) e il M.I.B. J morto."
when = { all_others = "status:reclutato", besides = "not:role:man-in-black-k", all = [{ half_alive = "conta:ALIENO" }, { none_alive = "role:man-in-black-j" }, { any_alive = "role:man-in-black-k" }] }
'''


@pytest.mark.parametrize("extra, winners", [("", None), (K_RECRUITED_WIN, ["invasione"])])
def test_a_mib_k_recruited_as_converted(extra, winners):
    """INVASIONE: "o il M.I.B. J è morto e il M.I.B. K è stato convertito" — by default turned
    into a Soldato Alieno only; the win the ruling names makes the Bandito's recruit count too."""
    roster = {"Dino": "cowboy", "Gina": "man-in-black-j", "Ugo": "man-in-black-k", "Nino": "bandito",
              "Pino": "leader-alieno", "Rita": "generale-alieno", "Sara": "chupacabra"}
    state = play_switched("cowboys-and-aliens", (), roster,
                          ({"night": "1"}, {"day": 1, "burned": "Gina"},
                           {"night": "2", "orders": ["Nino: recluto Ugo guardingo"]}), extra)
    assert state.player("Ugo").faction == "fuorilegge"
    assert (list(state.ending.factions) if state.ending else None) == winners


@pytest.mark.parametrize("edits, dead", [
    ([], ["Aldo"]),
    ([('[role.power.settings]\nstep = "morso"', '[role.power.settings]\nsteps = ["guardia-del-corpo", "morso"]')], []),
])
def test_the_alfa_against_the_guardias_protection(edits, dead):
    """"prima azione in assoluto" (the default: the bite before the protection) or "non può essere
    sbranato dai lupi per quella notte" (her step brought along, first)."""
    state = play(edits, ["Ivo: alfa", "Mara: sbrano Aldo", "Fabio: proteggo Aldo"])
    assert [p.name for p in state.players if not p.alive] == dead
