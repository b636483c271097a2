"""A thirteenth trial of Acchiappastreghe's round 1 (the example game): the knight's «Proteggi»
changed in a later PM is refused ("non dopo che il cavaliere guardiano ha inviato «Proteggi»",
as his later «vado» is: the fourteenth trial), so the witches' «Gatti per luogo» counts him
where he stands; and a correction read twice on its line ("proteggo il prato, no anzi il
mulino") is no order that replaced its twin in the GM log."""
from __future__ import annotations

from pathlib import Path

from tests.test_acchiappastreghe_places_closed import _out, _round
from tests.test_acchiappastreghe_trial import _line_of

LATE_GUARD = ("## Carlo @ 2026-11-02 21:10\n",
              "## Bianca @ 2026-11-02 19:20\nanzi proteggo la grotta\n\n## Carlo @ 2026-11-02 21:10\n")


def test_the_knights_change_after_the_witches_turn_is_refused(tmp_path: Path, runner) -> None:
    folder, log, output = _round(tmp_path, runner, LATE_GUARD)
    line = _line_of(log, "anzi proteggo la grotta")
    assert (f"nights/1.txt:{line} — Bianca: l'ordine «anzi proteggo la grotta» non è stato applicato: dopo "
            "«Proteggi» il Cavaliere guardiano non cambia più") in output
    assert "Oggi hai protetto il Mulino" in _out(folder, "pm/Bianca.bbcode")
    # The witches chose on counts holding the knight at the Mulino (guard_in_witch_counts).
    assert "Gatti per luogo: Bosco 1, Grotta 2, Prato 0, Mulino 3." in _out(folder, "pm/Enzo.bbcode")


def test_the_knights_change_before_the_witches_turn_is_refused_too(tmp_path: Path, runner) -> None:
    """"non dopo che il cavaliere guardiano ha inviato «Proteggi»": his own «Proteggi» closed
    his choice, witches or not (it stood, before the fourteenth trial)."""
    folder, _, output = _round(tmp_path, runner, (
        "## Bianca @ 2026-11-02 18:40\nproteggo il mulino\n",
        "## Bianca @ 2026-11-02 18:40\nproteggo il mulino\n\n## Bianca @ 2026-11-02 18:50\nanzi proteggo la grotta\n"))
    assert "«anzi proteggo la grotta» non è stato applicato: dopo «Proteggi»" in output
    assert "Oggi hai protetto il Mulino" in _out(folder, "pm/Bianca.bbcode")


def test_a_correction_read_twice_on_its_line_is_one_order(tmp_path: Path, runner) -> None:
    folder, _, output = _round(tmp_path, runner, ("proteggo il mulino\n", "proteggo il prato, no anzi il mulino\n"))
    assert "«proteggo Mulino» non è stato applicato" not in _out(folder, "gm-log.md")
    assert "Oggi hai protetto il Mulino" in _out(folder, "pm/Bianca.bbcode")
