"""Orders as the rulebooks word them, through the games: the Bandito's two sentences (Cowboys &
Aliens) and the place a cat goes to "raccogliere" (Acchiappastreghe)."""
from __future__ import annotations

import json
from pathlib import Path

from typer.testing import CliRunner

from lupus_mod.commands.app import app
from lupus_mod.play.game import load_game
from lupus_mod.play.turns import read_orders
from tests.conftest import copy_example

runner = CliRunner()


def _edit(path: Path, old: str, new: str) -> None:
    text = path.read_text(encoding="utf-8")
    assert old in text
    path.write_text(text.replace(old, new, 1), encoding="utf-8")


def test_the_bandits_two_sentences_are_one_recruitment(tmp_path: Path) -> None:
    """«Recluto X. Agisco nella fase del Y»: the rulebook's "agisco durante la fase del
    Veggente", a sentence of its own, is the phase of the order before it."""
    game = copy_example("cowboys-and-aliens", tmp_path)
    one = runner.invoke(app, ["night", "2", "--game", str(game), "--json"])
    _edit(game / "nights" / "2.txt",
          "recluto Klondike, agisco durante la fase della Guardia del Corpo",
          "Recluto Klondike. Agisco durante la fase della Guardia del Corpo.")
    two = runner.invoke(app, ["night", "2", "--game", str(game), "--json"])
    assert (one.exit_code, two.exit_code) == (0, 0), two.output
    first, second = json.loads(one.stdout), json.loads(two.stdout)
    assert "(Guardia del Corpo)" in second["private"]["Belle Starr"]    # the phase she chose
    for key in ("deaths", "private", "unapplied", "unread"):
        assert first[key] == second[key], key


def test_the_pistoleros_example_names_its_unknown_role(tmp_path: Path) -> None:
    """The rulebook's own example, "agisco durante la fase del Medium", names a role this game
    does not have: the GM is told that «Medium» is no role, not the word that leads the phase."""
    game = copy_example("cowboys-and-aliens", tmp_path)
    _edit(game / "nights" / "2.txt",
          "recluto Klondike, agisco durante la fase della Guardia del Corpo",
          "recluto Klondike, agisco durante la fase del Medium")
    result = runner.invoke(app, ["night", "2", "--game", str(game)])
    assert result.exit_code != 0
    assert '"Medium"' in result.output and '"durante"' not in result.output, result.output


def _round_orders(game: Path, turn: int) -> dict[str, list[tuple[str, tuple[str, ...]]]]:
    found: dict[str, list[tuple[str, tuple[str, ...]]]] = {}
    for order in read_orders(load_game(game), turn):
        found.setdefault(order.player, []).append((order.choice, order.args))
    return found


def test_going_to_gather_mushrooms_in_the_woods_is_the_place_chosen(tmp_path: Path) -> None:
    game = copy_example("acchiappastreghe", tmp_path)
    _edit(game / "nights" / "2.txt", "## Guido @ 2026-11-03 18:11\nvado al bosco\n",
          "## Guido @ 2026-11-03 18:11\nvado a raccogliere funghi nel bosco\n")
    assert _round_orders(game, 2)["Guido"] == [("luogo", ("bosco",))]
    assert runner.invoke(app, ["check", "--game", str(game)]).exit_code == 0


def test_the_knights_raccolgo_is_his_a_cats_is_talk(tmp_path: Path) -> None:
    """Bianca, the Cavaliere guardiano, writes «Raccolgo: vado al bosco» (the example log):
    both are hers. The same words from Carlo, who has no «Raccogli», give only his place."""
    game = copy_example("acchiappastreghe", tmp_path)
    _edit(game / "nights" / "2.txt", "## Carlo @ 2026-11-03 18:05\nvado al prato\n",
          "## Carlo @ 2026-11-03 18:05\nRaccolgo: vado al prato\n")
    orders = _round_orders(game, 2)
    assert ("raccolgo", ()) in orders["Bianca"] and ("luogo", ("bosco",)) in orders["Bianca"]
    assert orders["Carlo"] == [("luogo", ("prato",))]
