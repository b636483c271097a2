"""Where a key is written in a TOML file, so that every error names its own line — also inside
an array of inline tables, as `lupus-mod new` writes players.toml for a game without items."""
from __future__ import annotations

from pathlib import Path

import pytest
from typer.testing import CliRunner

from lupus_mod.commands.app import app
from lupus_mod.text.tomlpos import locate

INLINE = '''# the official list
player = [
    { name = "Aldo", role = "contadino" },
    { name = "Bice", role = "lupo", gender = "f" },   # a note
    { name = "Ciro", aliases = ["Cirino", "C."],
      role = "contadino" },
    {name="Dora",role="lupo"}, { name = "Elio", role = "contadino" },
]
gm = ["Mastro"]
'''


@pytest.mark.parametrize("path, line", [
    (("player",), 2), (("player", 0), 3), (("player", 0, "role"), 3), (("player", 1, "gender"), 4),
    (("player", 2, "name"), 5), (("player", 2, "aliases"), 5), (("player", 2, "role"), 6),
    (("player", 3, "role"), 7), (("player", 4), 7), (("player", 4, "name"), 7), (("gm",), 9),
])
def test_each_element_of_an_array_of_inline_tables_has_its_line(path: tuple, line: int) -> None:
    assert locate(INLINE).line(path) == line


def test_strings_holding_brackets_and_commas_do_not_count_as_elements() -> None:
    text = 'x = [\n  { t = "a, {b}" },\n  { t = "]" , u = 1 },\n]\ny = 2\n'
    positions = locate(text)
    assert positions.line(("x", 1, "u")) == 3 and positions.line(("y",)) == 5


def test_a_new_games_players_file_names_the_players_line(tmp_path: Path) -> None:
    runner = CliRunner()
    game = tmp_path / "partita"
    made = runner.invoke(app, ["new", str(game), "--ruleset", "vanilla", "--seed", "7", "--player", "Aldo",
                               "--player", "Bice", "--player", "Ciro", "--player", "Dora", "--player", "Elio"])
    assert made.exit_code == 0, made.output
    players = game / "players.toml"
    lines = players.read_text(encoding="utf-8").splitlines()
    number = next(n for n, line in enumerate(lines, 1) if '"Dora"' in line)
    lines[number - 1] = lines[number - 1].replace('role = "', 'role = "x')
    players.write_text("\n".join(lines) + "\n", encoding="utf-8")
    result = runner.invoke(app, ["check", "--game", str(game)])
    assert result.exit_code == 1 and f"players.toml:{number}: unknown role" in result.output, result.output
