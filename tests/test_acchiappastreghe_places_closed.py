""""Il luogo … si può cambiare toccandone un altro fino all'inizio del turno delle streghe (non
dopo che il cavaliere guardiano ha inviato «Proteggi», e non per le streghe)": on the example
game, a cat's change sent after the knight's «proteggo», or after a witch's first order of the
day, does not move him; the GM log says why, the cat's reply says his earlier place stands, and
the counts are those the knight and the witches chose on (docs/rulings/acchiappastreghe.md,
"Places closed"; the scenarios luogo-fermo-*)."""
from __future__ import annotations

from pathlib import Path

from lupus_mod.commands.app import app
from tests.conftest import copy_example
from tests.test_acchiappastreghe_trial import _edit, _line_of

KEPT = ("Il tuo ordine «vado al prato» non è stato applicato: è arrivato alle {at}, quando la scelta dei "
        "luoghi era già chiusa; resta il luogo che avevi scelto prima.")


def _only_sera(folder: Path) -> None:
    """The day's thread not yet played: a frog made by the change would be in its proposals."""
    (folder / "days" / "1.toml").write_text('sera = "2026-11-02 21:00"\n', encoding="utf-8")


def _round(tmp_path: Path, runner, *edits: tuple[str, str], policies_off: bool = False):
    """The example game with only its evening, the log's first `vado` plain and `edits` made to
    the log (and both policies off with `policies_off`), its round 1 played: (folder, log, output)."""
    folder = copy_example("acchiappastreghe", tmp_path)
    log = folder / "nights" / "1.txt"
    _only_sera(folder)
    for policy in ("places_frozen_after_proteggi", "places_frozen_after_streghe") if policies_off else ():
        _edit(folder / "roles.toml", f"{policy} = true", f"{policy} = false")
    _edit(log, "vado al prato\nanzi no, vado al mulino\n", "vado al mulino\n")
    for old, new in edits:
        _edit(log, old, new)
    result = runner.invoke(app, ["round", "1", "--game", str(folder)])
    assert result.exit_code == 0, result.output
    return folder, log, result.output


AFTER_PROTEGGI = ("## Bianca @ 2026-11-02 18:40\nproteggo il mulino\n",
                  "## Bianca @ 2026-11-02 18:40\nproteggo il mulino\n\n## Guido @ 2026-11-02 18:45\ncambio, vado al prato\n")


def _out(folder: Path, name: str) -> str:
    return (folder / "out" / "round-1" / name).read_text(encoding="utf-8")


def test_a_change_after_proteggi_is_refused_and_the_knights_counts_stay_true(tmp_path: Path, runner) -> None:
    folder, log, output = _round(tmp_path, runner, AFTER_PROTEGGI)
    line = _line_of(log, "cambio, vado al prato")
    assert (f"nights/1.txt:{line} — Guido: l'ordine «cambio, vado al prato» non è stato applicato: è arrivato "
            "alle 18:45, dopo il «Proteggi» del Cavaliere guardiano (18:40): da allora nessun gatto cambia "
            "luogo, resta quello scelto prima.") in output
    reply = _out(folder, "pm/Guido.bbcode")
    assert KEPT.format(at="18:45") in reply and "Hai raccolto al Mulino" in reply
    assert "Gatti per luogo: Bosco 1, Grotta 2, Prato 0, Mulino 2." in _out(folder, "pm/Bianca.bbcode")
    assert "Guido non era nel tuo luogo" in _out(folder, "pm/Enzo.bbcode")
    sera = _out(folder, "sera.bbcode")
    assert "Non è tornato: [b]Arturo[/b]." in sera and "Guido" not in sera


def test_a_change_after_the_witches_first_order_is_refused(tmp_path: Path, runner) -> None:
    folder, log, output = _round(
        tmp_path, runner,
        ("## Bianca @ 2026-11-02 18:40\nproteggo il mulino\n", "## Bianca @ 2026-11-02 18:40\nvado al bosco\n"),
        ("## Flora @ 2026-11-02 19:05\nvado al bosco e attacco Arturo\n",
         "## Guido @ 2026-11-02 19:03\ncambio, vado al prato\n\n## Flora @ 2026-11-02 19:05\nvado al bosco\n"))
    line = _line_of(log, "cambio, vado al prato")
    assert (f"nights/1.txt:{line} — Guido: l'ordine «cambio, vado al prato» non è stato applicato: è arrivato "
            "alle 19:03, dopo l'inizio del turno delle streghe (19:02, il loro primo ordine): da allora "
            "nessun gatto cambia luogo, resta quello scelto prima.") in output
    assert KEPT.format(at="19:03") in _out(folder, "pm/Guido.bbcode")
    assert "Sono tornati tutti sani e salvi" in _out(folder, "sera.bbcode")


def test_the_policies_off_let_the_cats_move_until_the_evening(tmp_path: Path, runner) -> None:
    folder, _, output = _round(tmp_path, runner, AFTER_PROTEGGI, policies_off=True)
    assert "non è stato applicato: è arrivato alle 18:45" not in output
    assert "Gatti per luogo: Bosco 1, Grotta 2, Prato 1, Mulino 1." in _out(folder, "pm/Bianca.bbcode")
    assert "Non sono tornati: [b]Arturo[/b] e [b]Guido[/b]" in _out(folder, "sera.bbcode")
