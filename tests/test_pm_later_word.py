"""End to end, on the example games: a night whose player corrects himself in a later PM is
resolved with the corrected order, and the terminal names the PM read as the correction
("we read as the player last meant, or we stop and ask"); what cannot be read one way only
stops the night with the one line that settles it (docs/orders.md "How every line is read")."""
from __future__ import annotations

from itertools import takewhile
from pathlib import Path

import pytest

from typer.testing import CliRunner

from lupus_mod.commands.app import app
from lupus_mod.errors import DoubtsFound
from tests.conftest import cli_json, copy_example


def _append(game: Path, label: str, text: str) -> int:
    """Add a message to the log; the number of its first body line."""
    log = game / "nights" / f"{label}.txt"
    before = log.read_text(encoding="utf-8").rstrip("\n")
    log.write_text(f"{before}\n\n{text}\n", encoding="utf-8")
    return before.count("\n") + 4


def _night(game: Path, label: str, *extra: str):
    return CliRunner().invoke(app, ["night", label, "--game", str(game), *extra])


def test_a_correction_in_a_later_pm_is_applied_and_named(tmp_path: Path) -> None:
    """Frodino's night-2 PM "indago Gollum. Anzi no, indago Nazgul" (line 8), then a PM of his
    own: "no scusa master, volevo dire Grima". Grima is investigated, both earlier orders are
    listed as replaced by that line, and the terminal says which PM corrected which."""
    game = copy_example("lupus-of-the-rings", tmp_path)
    line = _append(game, "2", "## Frodino @ 2026-10-02 22:24\nno scusa master, volevo dire Grima")
    result = _night(game, "2")
    assert result.exit_code == 0, result.output
    assert f"- nights/2.txt:{line} — Frodino: corregge la riga 8: ora «indago Grima»" in result.stderr
    data = cli_json("night", "2", "--game", str(game))
    assert {r["line"]: r["kind"] for r in data["readings"]}[line] == "correction"
    replaced = [(r["canonical"], r["data"]["by_line"]) for r in data["unapplied"]
                if r["reason"] == "replaced" and r["player"] == "Frodino"]
    assert replaced == [("indago Gollum", line), ("indago Nazgul", line)]
    log = (game / "out" / "night-2" / "gm-log.md").read_text(encoding="utf-8")
    assert [row for row in log.splitlines() if "applicato: **Frodino**" in row] == [
        "- [Veggente] applicato: **Frodino** «indago Grima»"]


def test_a_conditional_correction_in_a_later_pm_stops_and_says_how_to_settle(tmp_path: Path
                                                                              ) -> None:
    game = copy_example("lupus-of-the-rings", tmp_path)
    line = _append(game, "2", "## Frodino @ 2026-10-02 22:24\n"
                              "se Nazgul viene sbranato prima, allora sposta su Grima")
    result = _night(game, "2")
    assert result.exit_code == DoubtsFound.EXIT and not (game / "out").exists()
    assert f'nights/2.overrides.toml → [corrections] "{line}" = "indago Grima"' in result.stderr
    assert "ordine sotto condizione" in result.stderr


def test_a_visit_without_the_power_s_verb_stops_with_the_power_it_could_be(tmp_path: Path
                                                                          ) -> None:
    """Django (Guardia del Corpo, proteggo) at 21:12 "proteggo Calamity", then "stanotte sto
    con Jolene": protecting Jolene instead, or only telling where he sleeps: he says."""
    game = copy_example("cowboys-and-aliens", tmp_path)
    line = _append(game, "3", "## Django @ 2026-11-04 21:20\nstanotte sto con Jolene")
    result = _night(game, "3")
    assert result.exit_code == DoubtsFound.EXIT, result.output
    assert (f"- nights/3.txt:{line} — Django: «stanotte sto con Jolene» — una visita detta senza "
            "il verbo del potere") in result.stderr
    assert f'[corrections] "{line}" = "proteggo Jolene"' in result.stderr
    (game / "nights" / "3.overrides.toml").write_text(f'[corrections]\n"{line}" = "proteggo Jolene"\n',
                                                      encoding="utf-8")
    settled = _night(game, "3")
    assert settled.exit_code == 0, settled.output
    assert f"- nights/3.txt:{line} — Django: corregge la riga 20: ora «proteggo Jolene»" in settled.stderr


@pytest.mark.parametrize("example, label, rewrite, later, both", [
    # The example's line 8 already holds "indago Gollum. Anzi no, indago Nazgul".
    ("lupus-of-the-rings", "2", ("", ""), "## Frodino @ 2026-10-02 22:24\nno scusa master, volevo dire Grima",
     "Frodino: «indago Gollum. Anzi no, indago Nazgul» — `indago Gollum`, `indago Nazgul` — sostituito"),
    ("thiercelieux", "2", ("je regarde Isidore", "je regarde Isidore. Non, plutôt je regarde Hortense"),
     "## Amandine @ 2026-11-30 21:40\nje regarde Fernand",
     "Amandine\u00a0: «\u00a0je regarde Isidore. Non, plutôt je regarde Hortense\u00a0» — "
     "`regarde Isidore`, `regarde Hortense` — remplacé"),
])
def test_a_line_of_two_orders_set_aside_is_shown_once(tmp_path: Path, example, label, rewrite,
                                                      later, both) -> None:
    """A PM line holding two orders of one power (the later standing), both replaced by a later
    PM: the terminal's list of orders not applied quotes that line once, naming both orders
    (the GM log keeps one row per order, in canonical form)."""
    game = copy_example(example, tmp_path)
    log = game / "nights" / f"{label}.txt"
    log.write_text(log.read_text(encoding="utf-8").replace(*rewrite), encoding="utf-8")
    _append(game, label, later)
    result = _night(game, label)
    assert result.exit_code == 0, result.output
    # The rows under the title of the orders not applied (the second line of the summary).
    rows = result.stderr.splitlines()[2:]
    quoted = list(takewhile(lambda row: row.startswith("- "), rows))
    assert [row for row in quoted if both in row] != [], result.stderr
    # No log line is quoted twice among the orders not applied.
    wheres = [row.split(" — ")[0] for row in quoted]
    assert len(wheres) == len(set(wheres)), result.stderr


def test_an_item_order_set_aside_is_named_by_the_items_name(tmp_path: Path) -> None:
    """Merrino passes the palantír to Pippino, then to Frodino in a later PM: the terminal and
    the GM log word both orders with the item's name, never its id (`palantir`)."""
    game = copy_example("lupus-of-the-rings", tmp_path)
    _append(game, "1", "## Merrino @ 2026-10-01 21:30\nanzi passo il palantir a Frodino")
    result = _night(game, "1")
    assert result.exit_code == 0, result.output
    log = (game / "out" / "night-1" / "gm-log.md").read_text(encoding="utf-8")
    unapplied = result.stderr[result.stderr.index("Ordini non applicati"):]
    assert "`passo Palantír Frodino`" in unapplied and "ora «passo Palantír Frodino»" in unapplied
    assert "passo palantir Frodino" not in unapplied
    set_aside = log[log.index("Ordini non applicati"):]
    assert "passo Palantír Pippino" in set_aside and "passo Palantír Frodino" in set_aside
    assert "passo palantir" not in set_aside


def test_a_correction_sent_late_is_shown_as_not_counting(tmp_path: Path) -> None:
    """Frodino corrects his night-2 order at 22:43, after the 22:30 deadline: the terminal lists
    the line as a correction, and says it does not count (the on-time order is applied); with
    --accept-late the note is gone."""
    game = copy_example("lupus-of-the-rings", tmp_path)
    line = _append(game, "2", "## Frodino @ 2026-10-02 22:43\nanzi no, volevo dire Grima")
    result = _night(game, "2")
    assert result.exit_code == 0, result.output
    shown = f"- nights/2.txt:{line} — Frodino: corregge la riga 8: ora «indago Grima»"
    assert f"{shown} — ma in ritardo: non conta (--accept-late per applicarla)" in result.stderr
    accepted = _night(game, "2", "--accept-late")
    assert f"{shown}\n" in accepted.stderr, accepted.stderr


def test_a_line_of_names_only_after_an_order_stops_and_says_how_to_settle(tmp_path: Path) -> None:
    """Frodino's night-2 order, then a PM holding only "Eowyna": most likely his new target,
    never the old order kept in silence; the night stops with the settle line."""
    game = copy_example("lupus-of-the-rings", tmp_path)
    line = _append(game, "2", "## Frodino @ 2026-10-02 22:24\nEowyna")
    result = _night(game, "2")
    assert result.exit_code == 4, result.output
    assert f'nights/2.overrides.toml → [corrections] "{line}" = "indago Eowyna"' in result.stderr
