"""`lupus-mod new`: a playable folder from 22 nicknames, deterministic, never over a game."""
from __future__ import annotations

import json
import tomllib
from pathlib import Path

import pytest

from lupus_mod.inputs.catalog import builtin_text
from tests.lifecycle.play import NAMES, cli, new_game, play, roles


def _tree(folder: Path) -> dict[str, bytes]:
    return {str(p.relative_to(folder)): p.read_bytes() for p in sorted(folder.rglob("*")) if p.is_file()}


def test_new_gives_a_playable_lupus_of_the_rings_folder(tmp_path: Path) -> None:
    game = new_game(tmp_path, seed=2026)
    config = tomllib.loads((game / "game.toml").read_text(encoding="utf-8"))
    assert config["seed"] == 2026 and config["first_night"] == 1
    assert config["schedule"] == {"day_close": "22:00", "powers_deadline": "22:30"}
    assert (game / "roles.toml").read_text(encoding="utf-8") == builtin_text("lupus-of-the-rings")
    assert list(roles(game)) == NAMES
    assert (game / "nights").is_dir() and (game / "days").is_dir()
    assert sorted(p.stem for p in (game / "out" / "setup" / "pm").iterdir()) == sorted(NAMES)
    assert cli("check", "--game", game).output.strip().endswith("no problems found")
    assert play(game, 1) == ["night 1"]
    assert (game / "out" / "night-1" / "thread.bbcode").read_text(encoding="utf-8").startswith(
        "[b]Alba della notte 1[/b]")


def test_22_players_add_one_contadino_to_the_rulebook_composition(tmp_path: Path) -> None:
    dealt = list(roles(new_game(tmp_path)).values())
    assert dealt.count("contadino-semplice") == 6
    assert sum(1 for r in dealt if r.startswith("lupo-")) == 4
    assert len(set(dealt)) == 17


def test_starting_items_are_written_into_players_toml(tmp_path: Path) -> None:
    game = new_game(tmp_path, seed=11)
    players = tomllib.loads((game / "players.toml").read_text(encoding="utf-8"))["player"]
    holders = {item: p["name"] for p in players for item in p.get("items", ())}
    assert sorted(holders) == ["libro-rosso", "palantir", "specchio-di-galadriel"]
    by_role = {p["role"]: p["name"] for p in players}
    assert holders["specchio-di-galadriel"] == by_role["veggente"]
    assert holders["libro-rosso"] == by_role["archivista"]
    status = json.loads(cli("status", "--game", game, "--json").output)
    assert status["items"] == holders


def test_same_seed_gives_a_byte_identical_folder(tmp_path: Path) -> None:
    first = new_game(tmp_path, 99, "a")
    second = new_game(tmp_path, 99, "b")
    assert _tree(first) == _tree(second)
    play(first, 2)
    play(second, 2)
    assert _tree(first) == _tree(second)


def test_another_seed_gives_another_deal(tmp_path: Path) -> None:
    assert roles(new_game(tmp_path, 1, "a")) != roles(new_game(tmp_path, 2, "b"))


def test_without_seed_a_seed_is_drawn_and_recorded(tmp_path: Path) -> None:
    roster = tmp_path / "players.txt"
    roster.write_text("\n".join(NAMES), encoding="utf-8")
    result = cli("new", tmp_path / "g", "--ruleset", "lupus-of-the-rings", "--players", roster, "--json")
    seed = json.loads(result.stdout)["seed"]     # the warnings go to stderr
    assert tomllib.loads((tmp_path / "g" / "game.toml").read_text(encoding="utf-8"))["seed"] == seed


def test_new_refuses_an_existing_folder_and_leaves_it_alone(tmp_path: Path) -> None:
    game = new_game(tmp_path, 5)
    before = _tree(game)
    roster = tmp_path / "giocatori.txt"
    result = cli("new", game, "--ruleset", "lupus-of-the-rings", "--players", roster, "--seed", 6, ok=False)
    assert result.exit_code == 1 and "exists and is not empty" in result.output
    assert _tree(game) == before
    (tmp_path / "empty").mkdir()
    cli("new", tmp_path / "empty", "--ruleset", "lupus-of-the-rings", "--players", roster, "--seed", 6)
    assert (tmp_path / "empty" / "players.toml").exists()


def test_players_from_the_file_and_from_options(tmp_path: Path) -> None:
    roster = tmp_path / "players.txt"
    roster.write_text("\n".join(NAMES[:20]) + "\n", encoding="utf-8")
    extra = [a for n in NAMES[20:] for a in ("--player", n)]
    cli("new", tmp_path / "g", "--ruleset", "lupus-of-the-rings", "--players", roster, "--seed", 3, *extra)
    assert list(roles(tmp_path / "g")) == NAMES


def test_count_overrides_the_composition(tmp_path: Path) -> None:
    game = new_game(tmp_path, 4, "g", "--count", "contadino-semplice=5", "--count", "lupo-grigio=2")
    dealt = list(roles(game).values())
    assert dealt.count("lupo-grigio") == 2 and dealt.count("contadino-semplice") == 5


@pytest.mark.parametrize("lines, extra, message", [
    (NAMES + [NAMES[3].upper()], [], "is listed twice (first at line 5)"),
    (NAMES, ["--count", "nessuno=1"], "no role 'nessuno'"),
    (NAMES, ["--count", "contadino-semplice=x"], "expected ROLE=N"),
    (NAMES, ["--count", "contadino-semplice=9"], "the roles add up to 25, not 22"),
    (NAMES, ["--count", "contadino-semplice=0", "--count", "lupo-grigio=7"], "there is no Contadino Semplice"),
    (NAMES[:7], [], "dealt to 8 players or more, not 7"),
    (NAMES[:21] + ["x" * 50], [], "characters long"),
    (NAMES[:21] + ["Tarassacò"], [], "is listed twice"),
    ([], [], "no players"),
])
def test_bad_input_is_a_clear_error_and_writes_nothing(tmp_path: Path, lines: list[str],
                                                       extra: list[str], message: str) -> None:
    roster = tmp_path / "players.txt"
    roster.write_text("# lista\n" + "\n".join(lines) + "\n", encoding="utf-8")
    result = cli("new", tmp_path / "g", "--ruleset", "lupus-of-the-rings", "--players", roster,
                 "--seed", 1, *extra, ok=False)
    assert result.exit_code == 1 and message in result.output, result.output
    assert "Traceback" not in result.output
    assert not (tmp_path / "g").exists()
    assert [p.name for p in tmp_path.iterdir()] == ["players.txt"]


def test_unknown_ruleset_is_a_clear_error(tmp_path: Path) -> None:
    result = cli("new", tmp_path / "g", "--ruleset", "nope", "--player", "Uno", ok=False)
    assert result.exit_code == 1 and "no built-in ruleset 'nope'" in result.output
