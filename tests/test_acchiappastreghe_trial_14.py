"""A fourteenth trial of Acchiappastreghe's round 1 (the example game), the rulebook's line on
the places read whole: "Il luogo viene inviato appena lo si tocca e si può cambiare toccandone
un altro fino all'inizio del turno delle streghe (non dopo che il cavaliere guardiano ha inviato
«Proteggi», e non per le streghe)", "Per proteggere sceglie per ultimo, dopo tutti gli altri
gatti, vedendo solo il numero di gatti per luogo" and "Quando tutti tranne le streghe hanno
scelto […] solo le streghe vedono […] il numero di gatti per luogo"
(docs/rulings/acchiappastreghe.md, "Places closed")."""
from __future__ import annotations

from pathlib import Path

from tests.test_acchiappastreghe_places_closed import _out, _round
from tests.test_acchiappastreghe_trial import _line_of

LATE = "## Carlo @ 2026-11-02 21:10\n"


def _guido_at(when: str, text: str) -> tuple[str, str]:
    """Guido's PM `text` sent at `when`, put before the evening's PMs."""
    return LATE, f"## Guido @ 2026-11-02 {when}\n{text}\n\n{LATE}"


def test_a_place_taken_back_after_the_places_closed_is_a_change_refused(tmp_path: Path, runner) -> None:
    """«non vado più al mulino, resto al prato» after the knight's «Proteggi» and the witches'
    turn is `cambio, vado al prato` said otherwise: the Mulino stands, the prato is refused (it
    went through)."""
    folder, log, output = _round(tmp_path, runner, _guido_at("19:30", "scusa master non vado più al mulino, resto al prato"))
    line = _line_of(log, "non vado più al mulino")
    assert (f"nights/1.txt:{line} — Guido: l'ordine «scusa master non vado più al mulino, resto al prato» non è "
            "stato applicato: è arrivato alle 19:30, dopo il «Proteggi» del Cavaliere guardiano (18:40)") in output
    reply = _out(folder, "pm/Guido.bbcode")
    assert "«resto al prato» non è stato applicato: è arrivato alle 19:30, quando la scelta dei luoghi era già chiusa" in reply
    assert "Hai raccolto al Mulino" in reply and "l'hai ritirato" not in reply


def test_a_place_taken_back_alone_after_the_places_closed_stands(tmp_path: Path, runner) -> None:
    """«alla fine al mulino non ci vado» alone: no random place, the Mulino stands, and he is told."""
    folder, _, output = _round(tmp_path, runner, _guido_at("19:30", "alla fine al mulino non ci vado"))
    assert "Guido: l'ordine «alla fine al mulino non ci vado» non è stato applicato: è arrivato alle 19:30" in output
    reply = _out(folder, "pm/Guido.bbcode")
    assert "Il tuo ordine «alla fine al mulino non ci vado» non è stato applicato: è arrivato alle 19:30" in reply
    assert "Hai raccolto al Mulino" in reply and "il Master ti ha mandato" not in reply


def test_a_place_taken_back_before_the_places_closed_is_taken_back(tmp_path: Path, runner) -> None:
    """Near miss: the same words before the knight's «Proteggi» (18:40) and the witches' turn."""
    folder, _, output = _round(tmp_path, runner, _guido_at("18:30", "scusa master non vado più al mulino, resto al bosco"))
    assert "è arrivato alle 18:30" not in output
    assert "Hai raccolto al Bosco" in _out(folder, "pm/Guido.bbcode")


EARLY_WITCH = ("## Arturo @ 2026-11-02 18:05\n",
               "## Enzo @ 2026-11-02 16:00\nCiao master, io oggi vado al prato. Aspetto i numeri per l'attacco\n\n"
               "## Arturo @ 2026-11-02 18:05\n")


def test_a_witch_who_writes_before_the_cats_is_told_the_counts_once_they_chose(tmp_path: Path, runner) -> None:
    """Enzo at 16:00, before any cat: his counts are not all zeros (the GM sends them once every
    cat chose), and the same moment closes the places (his 19:02 order)."""
    folder, _, _ = _round(tmp_path, runner, EARLY_WITCH)
    counts = "Gatti per luogo: Bosco 1, Grotta 2, Prato 0, Mulino 3."
    assert counts in _out(folder, "pm/Enzo.bbcode") and counts in _out(folder, "pm/Flora.bbcode")


def test_a_change_before_the_witches_turn_stands_when_a_witch_wrote_early(tmp_path: Path, runner) -> None:
    """Guido's change at 18:30, after Enzo's 16:00 PM but before the witches' turn (19:02):
    his new place stands, and the witches count him there."""
    folder, _, _ = _round(tmp_path, runner, EARLY_WITCH, _guido_at("18:30", "cambio, vado al bosco"))
    assert "Hai raccolto al Bosco" in _out(folder, "pm/Guido.bbcode")
    assert "Gatti per luogo: Bosco 2, Grotta 2, Prato 0, Mulino 2." in _out(folder, "pm/Enzo.bbcode")


def test_a_knight_who_protects_before_the_cats_is_told_the_counts_once_they_chose(tmp_path: Path, runner) -> None:
    """Bianca's «proteggo il mulino» at 17:00, before any cat: "sceglie per ultimo, dopo tutti gli
    altri gatti": her counts are the other cats' places once all chose, never all zeros."""
    folder, _, _ = _round(tmp_path, runner, ("## Bianca @ 2026-11-02 18:40\n", "## Bianca @ 2026-11-02 17:00\n"))
    assert "Gatti per luogo: Bosco 1, Grotta 2, Prato 0, Mulino 2." in _out(folder, "pm/Bianca.bbcode")


def test_a_witchs_slip_fixed_in_the_same_pm_is_her_one_place(tmp_path: Path, runner) -> None:
    """«vado al bosco, anzi no al prato. attacco Arturo» in one PM: "non per le streghe" bars a
    later change, not a slip fixed before sending; the attack is never quoted as refused."""
    folder, _, output = _round(tmp_path, runner, ("vado al bosco e attacco Arturo",
                                                  "vado al bosco, anzi no al prato. attacco Arturo"))
    assert "il luogo di una strega non si cambia" not in output
    assert "attacco Arturo» non è stato applicato" not in output
    reply = _out(folder, "pm/Flora.bbcode")
    assert "Hai raccolto al Prato" in reply and "Arturo non era nel tuo luogo" in reply


def test_a_witchs_change_in_a_later_pm_is_refused(tmp_path: Path, runner) -> None:
    """Near miss: the prato in a PM of its own, five minutes later: her first place stands."""
    folder, _, output = _round(tmp_path, runner, (LATE, f"## Flora @ 2026-11-02 19:10\nanzi vado al prato\n\n{LATE}"))
    assert "Flora: l'ordine «anzi vado al prato» non è stato applicato: il luogo di una strega non si cambia" in output
    assert "Hai raccolto al Bosco" in _out(folder, "pm/Flora.bbcode")
