"""`status --json` is one schema for every built-in ruleset (docs/game-folder.md, "status
--json"): the same keys with the same meaning whether the ruleset plays nights and days or a
declared loop, checked on every example game as shipped, on each one a phase earlier, and on a
new game of every built-in ruleset."""
from __future__ import annotations

import json
import shutil
from pathlib import Path
from typing import Any, Callable

import pytest
from typer.testing import CliRunner

from lupus_mod.inputs.catalog import builtin_ids
from lupus_mod.commands.app import app
from lupus_mod.play.game import load_game
from tests.conftest import ROOT, copy_example

runner = CliRunner()
EXAMPLES = sorted(p.name for p in (ROOT / "games").iterdir() if (p / "roles.toml").exists())
NICKNAMES = ["Ada", "Bruno", "Celia", "Dario", "Elsa", "Fausto", "Gilda", "Ivo", "Lia", "Mauro",
             "Nora", "Osvaldo", "Pia", "Rocco", "Sara", "Teo", "Ugo", "Vera", "Zeno", "Alba",
             "Brando", "Cora"]
# Each ruleset's table size for a new game: within every rulebook's bounds.
TABLE = {"acchiappastreghe": 12, "thiercelieux": 21}


def _names(value: Any) -> bool:
    return isinstance(value, list) and all(isinstance(v, str) for v in value)


def _optional(check: Callable[[Any], bool]) -> Callable[[Any], bool]:
    return lambda value: value is None or check(value)


def _awaited(rows: Any) -> bool:
    keys = {"player", "playing_as", "decision", "name", "in_log", "file", "day_key", "phase"}
    return isinstance(rows, list) and all(isinstance(r, dict) and keys <= set(r) for r in rows)


def _moved(rows: Any) -> bool:
    return isinstance(rows, list) and all(
        isinstance(r, dict) and set(r) == {"voter", "onto", "how", "public"}
        and r["how"] in ("redirect", "follow") and isinstance(r["public"], bool) for r in rows)


# The common keys: every ruleset gives each of them, with a value of this shape.
COMMON: dict[str, Callable[[Any], bool]] = {
    "ruleset": lambda v: isinstance(v, str) and v != "",
    "phase": lambda v: isinstance(v, str),
    "phase_kind": lambda v: v in ("setup", "night", "day", "round"),
    "phase_number": lambda v: isinstance(v, int) and v >= 0,
    "next_phase": lambda v: isinstance(v, str),
    "alive": _names,
    "dead": _names,
    "game_over": lambda v: isinstance(v, bool),
    "ended_in": _optional(lambda v: isinstance(v, str)),
    "winners": _optional(lambda v: isinstance(v, dict) and _names(v.get("players"))
                         and _names(v.get("factions"))),
    "ended": _optional(lambda v: isinstance(v, dict) and _names(v.get("winners"))),
    "counters": lambda v: isinstance(v, dict) and all(isinstance(n, int) for n in v.values()),
    "players": lambda v: isinstance(v, list) and v != [],
    "stale": lambda v: isinstance(v, list),
    "awaited": _awaited,
    "spared": _names,
    "moved_votes": _moved,
}
PLAYER: dict[str, Callable[[Any], bool]] = {
    "name": lambda v: isinstance(v, str), "role": lambda v: isinstance(v, str),
    "role_name": lambda v: isinstance(v, str), "faction": lambda v: isinstance(v, str),
    "alive": lambda v: isinstance(v, bool), "gender": lambda v: isinstance(v, str),
    "statuses": _names, "counters": lambda v: isinstance(v, dict),
}


def _status(game: Path) -> dict[str, Any]:
    result = runner.invoke(app, ["status", "--game", str(game), "--json"])
    assert result.exit_code == 0, result.output
    return json.loads(result.output)


def _assert_schema(status: dict[str, Any], ruleset: str) -> None:
    wrong = [key for key, fits in COMMON.items() if key not in status or not fits(status[key])]
    assert not wrong, {key: status.get(key, "<missing>") for key in wrong}
    assert status["ruleset"] == ruleset
    for player in status["players"]:
        wrong = [key for key, fits in PLAYER.items() if key not in player or not fits(player[key])]
        assert not wrong, (player, wrong)
    # The public facts agree with one another.
    names = [p["name"] for p in status["players"]]
    assert sorted(status["alive"] + status["dead"]) == sorted(names)
    assert status["alive"] == [p["name"] for p in status["players"] if p["alive"]]
    over = status["game_over"]
    assert over == (status["winners"] is not None) == (status["ended"] is not None) \
        == (status["ended_in"] is not None) == (status["next_phase"] == "")
    if over:
        assert set(status["winners"]["players"]) <= set(names)
        assert status["winners"]["players"] == status["ended"]["winners"]
        assert status["winners"]["factions"] and not status["awaited"]
    kind, _, number = status["phase"].partition(" ")
    assert (kind, int(number or 0)) == (status["phase_kind"], status["phase_number"])
    assert (status["phase_number"] == 0) == (kind == "setup")


def _ruleset_of(game: Path) -> str:
    return load_game(game).ruleset.id


@pytest.mark.parametrize("example", EXAMPLES)
def test_every_example_game_gives_the_common_schema(example: str, tmp_path: Path) -> None:
    game = copy_example(example, tmp_path)
    _assert_schema(_status(game), _ruleset_of(game))


@pytest.mark.parametrize("example", EXAMPLES)
def test_a_phase_earlier_the_schema_is_the_same(example: str, tmp_path: Path) -> None:
    """The last night's log and the day files from its number on removed: the game is a
    night earlier, not over yet."""
    game = copy_example(example, tmp_path)
    last = max(int(p.stem) for p in game.glob("nights/*.txt"))
    for path in [game / "nights" / f"{last}.txt",
                 *(p for p in game.glob("days/*") if int(p.name.split(".")[0].split("-")[0]) >= last)]:
        path.unlink()
    status = _status(game)
    _assert_schema(status, _ruleset_of(game))
    assert not status["game_over"]


def test_the_examples_cover_the_five_rulebooks_and_a_gm_s_own() -> None:
    """The five built-in rulebooks' examples and the GM's own ruleset of docs/own-ruleset.md."""
    assert {"acchiappastreghe", "cowboys-and-aliens", "licantropi", "lupus-of-the-rings",
            "thiercelieux", "borgo-delle-lanterne"} <= set(EXAMPLES)


@pytest.mark.parametrize("ruleset", builtin_ids())
def test_a_new_game_of_every_builtin_ruleset_gives_the_common_schema(ruleset: str, tmp_path: Path) -> None:
    roster = tmp_path / "players.txt"
    roster.write_text("\n".join(NICKNAMES[:TABLE.get(ruleset, 22)]) + "\n", encoding="utf-8")
    target = tmp_path / "game"
    result = runner.invoke(app, ["new", str(target), "--ruleset", ruleset, "--players", str(roster),
                                 "--seed", "5"])
    assert result.exit_code == 0, result.output
    status = _status(target)
    _assert_schema(status, ruleset)
    assert (status["phase"], status["game_over"], status["dead"]) == ("setup", False, [])
    assert status["next_phase"] in ("night 1", "day 1", "round 1")
    shutil.rmtree(target)


@pytest.mark.parametrize("announce", [False, True], ids=["secret", "announced"])
def test_the_gm_sees_who_cannot_be_condemned_and_the_moved_votes(tmp_path: Path, announce: bool) -> None:
    """After a night of the Pisa-like lawyer and hypnotist, while the day is to be voted:
    `status` shows the GM the spared player and the moved vote, secret or not, in JSON and in
    text; once the day is over, neither."""
    from tests.test_vocabulary_more import PISA, _torre_night_one
    roles = PISA
    if announce:
        roles = tmp_path / "announced.toml"
        roles.write_text(PISA.read_text(encoding="utf-8").replace(
            'target = "alive"                # he may send the vote onto himself\n',
            'target = "alive"\n[role.power.settings]\nannounce = "vote-redirected"\n'), encoding="utf-8")
    game, others = _torre_night_one(tmp_path, {"avvocato": "difendo {one}", "ipnotista": "ipnotizzo {one} {two}"},
                                    roles)
    status = _status(game.dir)
    _assert_schema(status, game.ruleset.id)
    assert status["phase"] == "night 1" and status["spared"] == [others[0]]
    assert status["moved_votes"] == [{"voter": others[0], "onto": others[1], "how": "redirect", "public": announce}]
    text = runner.invoke(app, ["status", "--game", str(game.dir)]).stdout
    assert f"Non condannabili oggi: {others[0]}" in text, text
    kind = "annunciato" if announce else "segreto"
    assert f"- il voto di {others[0]} conta per {others[1]} ({kind})" in text, text
    (game.dir / "days" / "1.toml").write_text('burned = ""\n', encoding="utf-8")
    over = _status(game.dir)
    assert (over["phase"], over["spared"], over["moved_votes"]) == ("day 1", [], [])


def test_between_giornate_a_frog_is_in_the_game_a_hunted_cat_out_and_the_bar_at_0(tmp_path: Path) -> None:
    """After giornata 1 of the example, Arturo is a frog and Flora hunted: "Le rane … i gatti
    tornati normali" (the Erborista turns a frog back; it counts for «Punti strega»), while a
    hunted cat "è fuori dalla partita". Listed as dead, a frog looked out of the game."""
    game = copy_example("acchiappastreghe", tmp_path)
    for path in [game / "nights" / "2.txt", *game.glob("days/2*")]:
        path.unlink()
    status = _status(game)
    forms = {p["name"]: (p["alive"], p["form"]) for p in status["players"]}
    assert forms["Arturo"] == (True, "rana") and "Arturo" in status["alive"]
    assert forms["Flora"] == (False, "cacciato") and status["dead"] == ["Flora"]
    # Giornata 2 is to play: "La barra della maledizione torna a 0 ogni giorno" (giornata 1
    # ended with it at 1); the seals last the game.
    assert status["next_phase"] == "round 2"
    assert status["counters"]["barra della maledizione"] == 0
