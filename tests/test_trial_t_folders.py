"""Broken folders of a GM's trial (T) told by a test of their own (the others are in the
bad-input corpus, tests/bad_input/trial_t.py): what a folder read right gives, compared with
the same folder written right."""
from __future__ import annotations

from pathlib import Path

import pytest

from tests.conftest import copy_example
from tests.lifecycle.play import cli


def _dawn(game: Path) -> dict[str, str]:
    cli("night", "1", "--game", game)
    out = game / "out" / "night-1"
    return {p.name: p.read_text(encoding="utf-8") for p in sorted(out.glob("*")) if p.is_file() and p.name != "made-from.json"}


@pytest.mark.parametrize("mark", ["\ufeff", "\u200b", "\u2060\ufeff"])
def test_an_invisible_character_before_a_header_is_ignored(mark: str, tmp_path: Path) -> None:
    """A BOM pasted from a second file before `## Sarumano @ …`: the header is read, and the
    pack's order is Sarumano's (it was credited to Merrino's PM above, and nobody died)."""
    written = _dawn(copy_example("lupus-of-the-rings", tmp_path / "right"))
    game = copy_example("lupus-of-the-rings", tmp_path / "pasted")
    log = game / "nights" / "1.txt"
    log.write_text(log.read_text(encoding="utf-8").replace("## Sarumano @", f"{mark}## Sarumano @", 1),
                   encoding="utf-8")
    assert cli("check", "--game", game).exit_code == 0
    assert _dawn(game) == written


@pytest.mark.parametrize("command", [("status",), ("night", "3"), ("day", "2"), ("check",)])
def test_a_json_command_stopped_by_an_error_says_it_as_json(command: tuple[str, ...], tmp_path: Path) -> None:
    """`status --json` and `night --json` stopped by a misspelt `burned`: stdout was empty, the
    error only text on stderr; now the object `check --json` gives."""
    import json
    game = copy_example("lupus-of-the-rings", tmp_path)
    day = game / "days" / "2.toml"
    day.write_text(day.read_text(encoding="utf-8").replace('burned = "Gollum"', 'burned = "Golum"'), encoding="utf-8")
    result = cli(*command, "--game", game, "--json", ok=False)
    assert result.exit_code == 1
    said = json.loads(result.stdout)
    assert said["ok"] is False
    assert {"file": "days/2.toml", "line": 2} == {k: said["errors"][0][k] for k in ("file", "line")}
    assert "'Golum' is not a player" in said["errors"][0]["message"] and said["errors"][0]["hint"]


def test_a_pm_of_the_night_before_with_two_orders_on_a_line_is_told_once(tmp_path: Path) -> None:
    """Frodino's «indago Gollum. Anzi no, indago Nazgul» dated in night 1: one PM, one error."""
    game = copy_example("lupus-of-the-rings", tmp_path)
    log = game / "nights" / "2.txt"
    log.write_text(log.read_text(encoding="utf-8").replace("## Frodino @ 2026-10-02 22:06",
                                                           "## Frodino @ 2026-10-01 22:06"), encoding="utf-8")
    output = cli("check", "--game", game, ok=False).output
    assert output.count("nights/2.txt:8: this PM is dated 2026-10-01 22:06") == 1, output


@pytest.mark.parametrize("command", [("check",), ("night", "2")])
def test_a_variable_the_gms_template_names_in_vain_is_an_error_at_its_line(command: tuple[str, ...],
                                                                           tmp_path: Path) -> None:
    """The GM's copy of the thread template with `{{ undefined_var.foo }}` appended: `check`
    said ok, and `night 2` failed with no line."""
    game = copy_example("lupus-of-the-rings", tmp_path)
    shipped = Path(__file__).resolve().parents[1] / "templates" / "night" / "thread.bbcode.j2"
    own = game / "templates" / "night" / "thread.bbcode.j2"
    own.parent.mkdir(parents=True)
    text = shipped.read_text(encoding="utf-8").rstrip("\n") + "\n"
    own.write_text(text + "{{ undefined_var.foo }}\n", encoding="utf-8")
    result = cli(*command, "--game", game, ok=False)
    assert result.exit_code == 1
    line = text.count("\n") + 1
    assert f"templates/night/thread.bbcode.j2:{line}: " in result.output and "'undefined_var' is undefined" \
        in result.output, result.output
    assert not (game / "out").exists()


def test_two_night_logs_swapped_are_told_as_swapped(tmp_path: Path) -> None:
    """nights/2.txt and nights/3.txt swapped: one «move this PM» error a PM before; now one
    error saying the two files look swapped."""
    game = copy_example("lupus-of-the-rings", tmp_path)
    two, three = game / "nights" / "2.txt", game / "nights" / "3.txt"
    texts = two.read_bytes(), three.read_bytes()
    two.write_bytes(texts[1])
    three.write_bytes(texts[0])
    output = cli("check", "--game", game, ok=False).output
    assert "nights/3.txt:2: nights/2.txt and nights/3.txt look swapped" in output, output
    assert "move it to nights/" not in output


def test_check_lists_the_logs_problems_beside_a_day_files(tmp_path: Path) -> None:
    """Shelob's [[player]] deleted: `check` named only days/2.toml; the four headers «## Shelob»
    came after fixing it. Now all at once."""
    game = copy_example("lupus-of-the-rings", tmp_path)
    players = game / "players.toml"
    text = players.read_text(encoding="utf-8")
    players.write_text(text[:text.rindex("[[player]]")], encoding="utf-8")
    output = cli("check", "--game", game, ok=False).output
    assert "days/2.toml:3: double_vote = 'Shelob' is not a player" in output, output
    for night in range(1, 5):
        assert f"nights/{night}.txt:" in output, output
    assert output.count("the header names \"Shelob\"") == 4, output
