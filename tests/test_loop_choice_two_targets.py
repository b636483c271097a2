"""A loop's choice whose item is only its target (Acchiappastreghe's `vado <luogo>`) is one
order: two places on one line ("vado al bosco e alla grotta") are an error at that line for the
GM to settle, never two orders the later of which silently replaces the first (the summary
then claimed every choice applied, and the player was told his order "replaced by a later
one"). A pass of items (Lupus of the Rings' `passo`) still gives one order per item."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from lupus_mod.commands.app import app
from tests.conftest import copy_example


def _line(folder: Path, old: str, new: str) -> None:
    log = folder / "nights" / "1.txt"
    text = log.read_text(encoding="utf-8")
    assert old in text
    log.write_text(text.replace(old, new, 1), encoding="utf-8")


def test_two_places_for_one_place_stop_the_round_at_their_line(tmp_path: Path, runner) -> None:
    folder = copy_example("acchiappastreghe", tmp_path)
    written = "vado al prato e alla grotta"
    # (His own later "anzi no, vado al mulino" would replace the line: see the test below.)
    _line(folder, "## Guido @ 2026-11-02 18:20\nvado al prato\nanzi no, vado al mulino\n",
          f"## Guido @ 2026-11-02 18:20\n{written}\n")
    for command in (["check"], ["round", "1"]):
        result = runner.invoke(app, [*command, "--game", str(folder)])
        assert result.exit_code == 1, result.output
        assert f"nights/1.txt:14: Guido wrote \"{written}\": vado takes 1 location, found 2" in result.output
        assert "prato, grotta" in result.output
        assert "`vado <location>`" in result.output
    assert not (folder / "out" / "round-1").exists()


def test_two_places_then_one_later_is_the_later_place(tmp_path: Path, runner) -> None:
    """ "vado al prato e alla grotta", then "anzi no, vado al mulino": whichever place the line
    meant, his later order of the same choice replaces it (orders.moot); the round plays."""
    folder = copy_example("acchiappastreghe", tmp_path)
    _line(folder, "## Guido @ 2026-11-02 18:20\nvado al prato\n", "## Guido @ 2026-11-02 18:20\nvado al prato e alla grotta\n")
    result = runner.invoke(app, ["round", "1", "--game", str(folder)])
    assert result.exit_code == 0, result.output
    log = (folder / "out" / "round-1" / "gm-log.md").read_text(encoding="utf-8")
    assert "- a Guido: Hai raccolto al Mulino" in log


@pytest.mark.parametrize("written", ["Vado al bosco, serve il muschio", "serve il muschio: vado al bosco"])
def test_an_ingredient_beside_a_place_is_no_second_place(tmp_path: Path, runner, written: str) -> None:
    """A place fills a place's slot, an ingredient an ingredient's (the ruleset's [[location]]
    and [[ingredient]]): the muschio the cat hopes for is talk, and he goes to the bosco."""
    folder = copy_example("acchiappastreghe", tmp_path)
    _line(folder, "vado al prato\nanzi no, vado al mulino\n", f"{written}\n")
    result = runner.invoke(app, ["round", "1", "--game", str(folder)])
    assert result.exit_code == 0, result.output
    log = (folder / "out" / "round-1" / "gm-log.md").read_text(encoding="utf-8")
    assert "- a Guido: Hai raccolto al Bosco:" in log


@pytest.mark.parametrize("old, written, said", [
    ("vado al prato\nanzi no, vado al mulino\n", "vado al muschio", "vado: «muschio» è un ingrediente, non un luogo"),
    ("vado al prato\n", "gioco il bosco", "gioco: «bosco» è un luogo, non un ingrediente"),
    # A spell beside a place (`luogo` is aimed with no choice; `lancio la maledizione su Guido`
    # is the spell and the attack: roles.toml `aimed_with`, tests/corpus).
    ("vado al prato\nanzi no, vado al mulino\n", "vado al prato con la nebbia",
     "vado: «nebbia» è un incantesimo, che vado non prende")])
def test_a_thing_of_another_kind_is_said_by_its_kind(tmp_path: Path, runner, monkeypatch, old: str,
                                                     written: str, said: str) -> None:
    """The hint names the kind the choice takes (`vado <luogo>`), never an `<oggetto>`; a
    player or a spell said beside another choice's verb is asked, never dropped."""
    monkeypatch.setenv("LUPUS_MOD_LANGUAGE", "it")
    folder = copy_example("acchiappastreghe", tmp_path)
    _line(folder, old, f"{written}\n")
    result = runner.invoke(app, ["round", "1", "--game", str(folder)])
    assert result.exit_code == 1, result.output
    assert said in result.output and "oggetto" not in result.output


def test_a_correction_on_the_next_line_is_still_one_choice(tmp_path: Path, runner) -> None:
    folder = copy_example("acchiappastreghe", tmp_path)
    result = runner.invoke(app, ["round", "1", "--game", str(folder)])
    assert result.exit_code == 0, result.output
    log = (folder / "out" / "round-1" / "gm-log.md").read_text(encoding="utf-8")
    assert "- a Guido: Hai raccolto al Mulino:" in log


def test_a_pass_of_two_items_is_still_two_passes(tmp_path: Path, runner) -> None:
    from tests.lifecycle.folder import make_game
    night = ("# deadline: 2026-10-01 22:30\n## Aldo @ 2026-10-01 21:00\n"
             "passo il palantir a Carlo e lo specchio a Dora\n")
    game = make_game(tmp_path, {"1": night}, players=None)
    result = runner.invoke(app, ["check", "--game", str(game), "--json"])
    report = json.loads(result.stdout)
    assert not [e for e in report["errors"] if e.get("line") == 3], report
