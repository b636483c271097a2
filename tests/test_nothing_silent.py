"""Mistakes that used to pass without a word are now loud, at the file and line they are in."""
from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from lupus_mod.play.game import load_game
from lupus_mod.inputs.names import reply_files
from tests.lifecycle.folder import TABLE, make_game, read
from tests.lifecycle.play import cli

NIGHT_1 = "# deadline: 2026-10-01 22:30\n## Aldo @ 2026-10-01 21:00\nindago Bruna\n"


def _players(**changes: dict) -> list[dict]:
    rows = [{"name": n, "role": r, "gender": g} for n, r, g in TABLE]
    for index, change in changes.items():
        rows[int(index[1:])].update(change)
    return rows


def _error(game: Path, *command: str) -> str:
    result = cli(*command, "--game", game, ok=False)
    assert result.exit_code == 1, result.output
    assert "internal error" not in result.output and "Traceback" not in result.output
    return result.output


def test_a_string_alias_is_one_alias(tmp_path: Path) -> None:
    game = make_game(tmp_path, {"1": NIGHT_1}, players=_players(p1={"aliases": "Brunilde"}))
    assert load_game(game).entry("Bruna").aliases == ("Brunilde",)


@pytest.mark.parametrize("second", ["Totò", "TOTO", "toto", "Totò"])
def test_two_players_with_one_name_are_refused(tmp_path: Path, second: str) -> None:
    game = make_game(tmp_path, {"1": NIGHT_1}, players=_players(p2={"name": "Totò"}, p3={"name": second}))
    output = _error(game, "night", "1")
    # The game is Italian: so is the error (labels.toml [names]).
    assert "players.toml:" in output and "same name" in output
    assert not (game / "out").exists()


@pytest.mark.parametrize("name, message", [
    ("x" * 300, "characters long"), ("", "empty"), ("Sam\nwise", "single line"), ("???", "no letter"),
])
def test_a_name_that_cannot_be_a_nickname_is_refused(tmp_path: Path, name: str, message: str) -> None:
    game = make_game(tmp_path, {"1": NIGHT_1}, players=_players(p2={"name": name}))
    assert message in _error(game, "status")


def test_a_name_never_writes_outside_its_folder(tmp_path: Path) -> None:
    evil = "../../../../pwned"
    game = make_game(tmp_path, {"1": NIGHT_1.replace("Aldo", evil)}, players=_players(p0={"name": evil}))
    cli("night", "1", "--game", game)
    replies = sorted(p.name for p in (game / "out" / "night-1" / "pm").iterdir())
    assert "_.._.._.._pwned.bbcode" in replies
    assert [p.parent for p in tmp_path.parent.rglob("*pwned*")] == [game / "out" / "night-1" / "pm"]


def test_reply_files_are_distinct_and_flat() -> None:
    files = reply_files(["Sam/wise", "Sam_wise", "sam_WISE", ".hidden", "con", "Frodo"])
    assert files == {"Sam/wise": "Sam_wise", "Sam_wise": "Sam_wise-2", "sam_WISE": "sam_WISE-3",
                     ".hidden": "hidden", "con": "_con", "Frodo": "Frodo"}
    assert all("/" not in f and not f.startswith(".") for f in files.values())


def test_day_names_are_read_as_the_pm_logs_read_them(tmp_path: Path) -> None:
    game = make_game(tmp_path, {"1": NIGHT_1, "2": ""}, {1: 'burned = "carlo"\n'})
    cli("night", "2", "--game", game)
    assert json.loads(cli("status", "--game", game, "--json").output)["dead"][:1] == ["Carlo"]


@pytest.mark.parametrize("day, message", [
    ('burned = "Carlp"\n', "did you mean Carlo"),
    ('burnt = "Carlo"\n', "did you mean 'burned'"),
    ('burned = "Carlo"\ncapitane = "Aldo"\n', "unknown key 'capitane'"),
    ('burned = 5\n', "burned must be a player's name"),
    ('burned = "Carlo"\ndouble_vote = "Nessuno"\n', "double_vote = 'Nessuno' is not a player"),
    ('opened_post = "123"\n', "day 1 is not over: it waits for the result of the vote"),
])
def test_a_wrong_day_file_stops_the_next_night(tmp_path: Path, day: str, message: str) -> None:
    game = make_game(tmp_path, {"1": NIGHT_1, "2": ""}, {1: day})
    output = _error(game, "night", "2")
    assert "days/1.toml:" in output and message in output
    assert output.count(message) == 1          # printed once
    assert not (game / "out").exists()


def test_burning_a_dead_player_is_an_error(tmp_path: Path) -> None:
    nights = {"1": NIGHT_1, "2": "## Bruna\nsbrano Carlo\n", "3": ""}
    game = make_game(tmp_path, nights, {1: 'burned = ""\n', 2: 'burned = "Carlo"\n'})
    output = _error(game, "night", "3")
    assert "days/2.toml:1:" in output and "Carlo is dead (died in night 2)" in output


def test_an_override_that_cannot_apply_is_told_in_the_gm_log(tmp_path: Path) -> None:
    overrides = ('[[override]]\naction = "kill"\nplayer = "Carlo"\nreason = "inattività"\nat = "end"\n\n'
                 '[[override]]\naction = "revive"\nplayer = "Aldo"\nreason = "errore del master"\n')
    game = make_game(tmp_path, {"1": NIGHT_1 + "\n## Bruna\nsbrano Carlo\n"},
                     files={"nights/1.overrides.toml": overrides})
    cli("night", "1", "--game", game)
    log = read(game, "out/night-1/gm-log.md")
    assert "il giocatore è già morto: non può essere rimosso" in log
    assert "il giocatore è vivo: non può tornare in vita" in log
    assert "nights/1.overrides.toml:7" in cli("night", "1", "--game", game).output


def test_check_reads_every_night_after_a_missing_one(tmp_path: Path) -> None:
    game = make_game(tmp_path, {"1": NIGHT_1, "3": "## Nessunissimo\nindago Aldo\n"}, {1: 'burned = ""\n'})
    output = _error(game, "check")
    assert "nights/2.txt: night log missing" in output and "nights/3.txt:1:" in output


def test_check_splits_errors_from_warnings(tmp_path: Path) -> None:
    late = "# deadline: 2026-10-01 22:30\n## Aldo @ 2026-10-01 23:00\nindago Bruna\n"
    game = make_game(tmp_path, {"1": late})
    result = cli("check", "--game", game)
    assert "warning: nights/1.txt:3:" in result.output and "in ritardo" in result.output
    assert cli("check", "--strict", "--game", game, ok=False).exit_code == 1
    data = json.loads(cli("check", "--json", "--game", game).output)
    assert data["ok"] and data["errors"] == [] and data["warnings"][0]["line"] == 3


def test_outputs_older_than_their_inputs_are_reported(tmp_path: Path) -> None:
    game = make_game(tmp_path, {"1": NIGHT_1, "2": ""}, {1: 'burned = ""\n'})
    cli("night", "1", "--game", game)
    cli("night", "2", "--game", game)
    log = game / "nights" / "1.txt"
    log.write_text(NIGHT_1 + "\n", encoding="utf-8")
    stamp = (game / "out" / "night-2" / "gm-log.md").stat().st_mtime + 10
    os.utime(log, (stamp, stamp))
    check = cli("check", "--game", game).output
    # The warning's file is the output; its words name the input once.
    assert "out/night-2: older than nights/1.txt" in check and "out/night-1" in check
    # status speaks the game's language (docs/languages.md, "status --json").
    assert "out/night-2/ è più vecchio di nights/1.txt" in cli("status", "--game", game).output


@pytest.mark.parametrize("content", [
    "\ufeff" + NIGHT_1, NIGHT_1.replace("\n", "\r\n"), ("\ufeff" + NIGHT_1).replace("\n", "\r\n"),
])
def test_utf8_with_bom_and_crlf_is_read(tmp_path: Path, content: str) -> None:
    game = make_game(tmp_path)
    (game / "nights" / "1.txt").write_bytes(content.encode("utf-8"))
    (game / "game.toml").write_bytes(read(game, "game.toml").replace("\n", "\r\n").encode("utf-8-sig"))
    assert "Bruna" in json.loads(cli("night", "1", "--game", game, "--json").output)["private"]["Aldo"]


def test_a_gm_template_with_a_mistake_names_the_template(tmp_path: Path) -> None:
    game = make_game(tmp_path, {"1": NIGHT_1})
    (game / "templates" / "night").mkdir(parents=True)
    (game / "templates" / "night" / "thread.bbcode.j2").write_text("{% if %}\n", encoding="utf-8")
    assert "templates/night/thread.bbcode.j2:1:" in _error(game, "night", "1")
    (game / "templates" / "night" / "thread.bbcode.j2").write_text("{{ nessuna }}\n", encoding="utf-8")
    # The line where rendering failed is named too (it was not: a GM's trial, T).
    assert "templates/night/thread.bbcode.j2:1: " in _error(game, "night", "1")
    assert not (game / "out" / "night-1").exists()


def test_an_unwritable_out_is_a_clear_error_and_leaves_nothing(tmp_path: Path) -> None:
    game = make_game(tmp_path, {"1": NIGHT_1})
    (game / "out").write_text("not a folder", encoding="utf-8")
    assert "out" in _error(game, "night", "1")
    (game / "out").unlink()
    (game / "out").mkdir()
    (game / "out" / ".old-night-1").mkdir()       # left by an interrupted run of old
    cli("night", "1", "--game", game)
    cli("night", "1", "--game", game)
    assert sorted(p.name for p in (game / "out").iterdir()) == ["night-1"]


def test_a_file_no_command_reads_is_a_warning(tmp_path: Path) -> None:
    game = make_game(tmp_path, {"1": NIGHT_1}, files={"nights/notte2.txt": "## Aldo\nindago Bruna\n"})
    assert "warning: nights/notte2.txt: this file is not read by any command" in cli("check", "--game", game).output


def test_a_log_numbered_with_a_leading_zero_is_a_warning(tmp_path: Path) -> None:
    """`nights/02.txt` beside `nights/2.txt` (files kept sorted 01, 02 … 10): never read."""
    game = make_game(tmp_path, {"1": NIGHT_1}, files={"nights/01.txt": "## Aldo\nindago Bruna\n"})
    said = cli("check", "--game", game).output
    assert "warning: nights/01.txt: this file is not read by any command: the commands read 1.txt" in said
    assert "rename it 1.txt" in said


def test_an_impossible_header_date_is_an_error_at_its_line(tmp_path: Path) -> None:
    game = make_game(tmp_path, {"1": "## Aldo @ 2026-02-30 21:00\nindago Bruna\n"})
    assert "nights/1.txt:1: cannot read the time" in _error(game, "night", "1")


@pytest.mark.parametrize("name, hint", [
    ("templates/it/night/thread.bbcode.j2", "templates/night/thread.bbcode.j2"),
    ("templates/night/thred.bbcode.j2", "did you mean templates/night/thread.bbcode.j2?"),
    ("templates/note.txt", "named as the shipped ones in templates/"),
])
def test_a_template_no_command_renders_is_a_warning(tmp_path: Path, name: str, hint: str) -> None:
    """A GM's template under the wrong name would change nothing, silently."""
    game = make_game(tmp_path, {"1": NIGHT_1})
    (game / name).parent.mkdir(parents=True, exist_ok=True)
    (game / name).write_text("[b]Alba[/b]\n", encoding="utf-8")
    output = cli("check", "--game", game).output
    assert f"warning: {name}: no command renders this template" in output and hint in output, output
    (game / name).unlink()
    (game / "templates" / "night").mkdir(parents=True, exist_ok=True)
    (game / "templates" / "night" / "thread.bbcode.j2").write_text("[b]Alba[/b]\n", encoding="utf-8")
    (game / "templates" / "labels.toml").write_text('[cause]\nrogo = "falò"\n', encoding="utf-8")
    assert "no command renders" not in cli("check", "--game", game).output
