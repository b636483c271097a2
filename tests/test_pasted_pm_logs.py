"""PM logs as a GM pastes them from the board's inbox: each case is a night of the shipped Lupus
of the Rings example, rewritten with one habit of a real paste, run through the CLI."""
from __future__ import annotations

import os
from pathlib import Path

import pytest

from typer.testing import CliRunner

from lupus_mod.commands.app import app
from tests.conftest import cli_json, copy_example
from tests.votes.review.boards import draw

HEAD = "# deadline: 2026-10-01 22:30\n"
PACK = "## Sarumano @ 2026-10-01 21:40\nsbraniamo Faramiro\n\n"


def _night_1(tmp_path: Path, log: str) -> Path:
    game = copy_example("lupus-of-the-rings", tmp_path)
    (game / "nights" / "1.txt").write_text(log, encoding="utf-8")
    return game


# The quote tags the boards write when a player replies quoting a pack mate's PM: with the
# quoted author's attributes (Invision, ForumFree, phpBB 3.3, SMF), on one line or several.
QUOTES = [
    '[quote name="Sarumano"]sbraniamo Boromiro[/quote]',
    '[quote name="Sarumano" post="12" timestamp="1700000000"]\nsbraniamo Boromiro\n[/quote]',
    '[quote="Sarumano" post_id=12 time=1700000000 user_id=3]sbraniamo Boromiro[/quote]',
    "[quote author=Sarumano link=topic=1.msg2#msg2 date=1700000000]sbraniamo Boromiro[/quote]",
]


@pytest.mark.parametrize("quote", QUOTES)
def test_a_quoted_order_with_the_boards_attributes_is_never_the_senders(
        tmp_path: Path, quote: str) -> None:
    log = HEAD + PACK + f"## Gollum @ 2026-10-01 22:00\n{quote}\nmah, ne parliamo domani\n"
    data = cli_json("night", "1", "--game", str(_night_1(tmp_path, log)))
    assert [d["player"] for d in data["deaths"]] == ["Faramiro"]
    assert not data["unapplied"], data["unapplied"]


LATE_PACK = HEAD + "## Sarumano @ 2026-10-01 22:41\nsbraniamo Faramiro\n"


def test_accept_late_for_one_run_says_the_replays_will_not_apply_it(tmp_path: Path) -> None:
    game = _night_1(tmp_path, LATE_PACK)
    data = cli_json("night", "1", "--game", str(game), "--accept-late")
    assert [d["player"] for d in data["deaths"]] == ["Faramiro"]
    [warning] = data["late_not_kept"]
    assert warning["file"] == "game.toml" and warning["line"] is not None
    assert 'accept_late = ["1"]' in warning["hint"]
    # What a later replay believes: night 1 without the late kill, as the warning says.
    assert "Faramiro" in cli_json("status", "--game", str(game))["alive"]


def test_accept_late_kept_in_game_toml_needs_no_warning(tmp_path: Path) -> None:
    game = _night_1(tmp_path, LATE_PACK)
    config = game / "game.toml"
    config.write_text(config.read_text(encoding="utf-8").replace("accept_late = []", 'accept_late = ["1"]'),
                      encoding="utf-8")
    data = cli_json("night", "1", "--game", str(game), "--accept-late")
    assert [d["player"] for d in data["deaths"]] == ["Faramiro"] and data["late_not_kept"] == []
    assert "Faramiro" not in cli_json("status", "--game", str(game))["alive"]


@pytest.mark.parametrize("signature", ["Frodino", "-- Frodino", "Frodino."])
def test_a_pm_signed_with_the_senders_own_name_is_talk(tmp_path: Path, signature: str) -> None:
    log = HEAD + PACK + ("## Frodino @ 2026-10-01 21:02\nRe: Notte 1\nindago Sarumano\n"
                         f"Lo specchio lo do a Samvise.\n{signature}\n")
    data = cli_json("night", "1", "--game", str(_night_1(tmp_path, log)))
    assert not data["unapplied"], data["unapplied"]
    assert {r["line"]: r["kind"] for r in data["readings"]}[9] == "talk"
    assert "LOSCO" in data["private"]["Frodino"] and "Specchio" in data["private"]["Samvise"]


def test_another_players_name_alone_after_an_order_still_asks(tmp_path: Path) -> None:
    log = HEAD + PACK + "## Frodino @ 2026-10-01 21:02\nindago Sarumano\nGollum\n"
    result = CliRunner().invoke(app, ["night", "1", "--game", str(_night_1(tmp_path, log))])
    assert result.exit_code == 4 and "1.txt:7" in result.output


DOCUMENT_THEN_PASS = HEAD + PACK + ("## Galadriella @ 2026-10-01 21:10\n"
                                    "Archivio: diffidate di Grimaldo. passo libro rosso a Eowyna\n")


def test_an_order_after_a_free_text_on_its_line_asks(tmp_path: Path) -> None:
    game = _night_1(tmp_path, DOCUMENT_THEN_PASS)
    data = cli_json("night", "1", "--game", str(game), code=4)
    [doubt] = data["doubts"]
    assert (doubt["line"], doubt["kind"]) == (6, "text-order")
    assert doubt["candidates"] == ["archivio diffidate di Grimaldo; passo libro-rosso Eowyna",
                                   "archivio diffidate di Grimaldo. passo libro rosso a Eowyna"]
    # Either reading settles it: the first gives the Libro Rosso to Eowyna by her order.
    (game / "nights" / "1.overrides.toml").write_text(
        f'[corrections]\n"6" = "{doubt["candidates"][0]}"\n', encoding="utf-8")
    settled = cli_json("night", "1", "--game", str(game))
    assert "Libro Rosso" in settled["private"]["Eowyna"]


def test_a_free_text_without_an_order_in_it_is_the_document(tmp_path: Path) -> None:
    log = HEAD + PACK + "## Galadriella @ 2026-10-01 21:10\narchivio Diffidate di Grimaldo. Parla troppo!\n"
    data = cli_json("night", "1", "--game", str(_night_1(tmp_path, log)))
    assert {r["line"]: r["kind"] for r in data["readings"]}[6] == "order"
    assert "Libro Rosso" in data["private"]["Galadriella"]


@pytest.mark.parametrize("removed, named", [
    (("nights/2.txt", "days/2.toml"), "nights/2.txt"),
    (("days/1.toml", "nights/2.txt"), "days/1.toml"),
    (("days/2.toml",), "days/2.toml"),
])
def test_a_phase_played_early_names_the_first_file_missing(
        tmp_path: Path, removed: tuple[str, ...], named: str) -> None:
    game = copy_example("lupus-of-the-rings", tmp_path)
    for name in removed:
        (game / name).unlink()
    result = CliRunner().invoke(app, ["night", "3", "--game", str(game)])
    assert result.exit_code == 1
    assert result.output.splitlines()[0].startswith(f"error: {named}:"), result.output


def test_a_count_older_than_a_night_fixed_since_is_named_with_the_tally_to_run(tmp_path: Path) -> None:
    game = copy_example("lupus-of-the-rings", tmp_path)
    voters = cli_json("status", "--game", str(game))["alive"]
    posts = [{"id": str(500 + n), "author": voter, "time": f"2026-10-02 1{n % 10}:00:00",
              "body": "[b]Voto Grimaldo[/b]"} for n, voter in enumerate(voters)]
    page = game / "saved" / "day-1.html"
    page.parent.mkdir()
    page.write_text(draw("phpbb", "Giorno 1", posts), encoding="utf-8")
    cli_json("tally", "1", "--html", str(page), "--game", str(game))
    assert not [w for w in cli_json("check", "--game", str(game))["warnings"] if "tally" in w["file"]]
    # The GM fixes night 1 after the count: who was alive on day 1 may have changed.
    log = game / "nights" / "1.txt"
    later = (game / "out" / "day-1" / "tally.json").stat().st_mtime + 60
    os.utime(log, (later, later))
    [stale] = [w for w in cli_json("check", "--game", str(game))["warnings"] if "tally" in w["file"]]
    assert stale["file"] == "out/day-1/tally.json" and "nights/1.txt" in stale["message"]
    assert "lupus-mod tally 1" in stale["message"]
    assert "out/day-1" not in stale["message"]     # named once, as the warning's file


def test_a_night_older_than_its_log_names_its_folder_once(tmp_path: Path) -> None:
    game = copy_example("lupus-of-the-rings", tmp_path)
    CliRunner().invoke(app, ["night", "1", "--game", str(game)])
    log = game / "nights" / "1.txt"
    log.write_text(log.read_text(encoding="utf-8") + "\n", encoding="utf-8")
    [stale] = [w for w in cli_json("check", "--game", str(game))["warnings"] if w["file"] == "out/night-1"]
    assert "nights/1.txt" in stale["message"] and "lupus-mod night 1" in stale["message"]
    assert "out/night-1" not in stale["message"], stale


def test_a_night_is_stale_only_when_what_it_read_changed(tmp_path: Path) -> None:
    """Saved unchanged, a log is not new to the night; the thread's address ([forum], read by
    `tally` alone) added to game.toml is not either; a changed seed is."""
    game = copy_example("lupus-of-the-rings", tmp_path)
    CliRunner().invoke(app, ["night", "1", "--game", str(game)])

    def stale() -> list[str]:
        return [w["message"] for w in cli_json("check", "--game", str(game))["warnings"]
                if w["file"] == "out/night-1"]
    later = (game / "out" / "night-1" / "gm-log.md").stat().st_mtime + 60
    os.utime(game / "nights" / "1.txt", (later, later))
    settings = game / "game.toml"
    text = settings.read_text(encoding="utf-8")
    settings.write_text(text.replace("[forum]", "# il thread\n[forum]\ndelay = 2.0"), encoding="utf-8")
    assert stale() == []
    settings.write_text(text.replace("seed = 20261001", "seed = 7"), encoding="utf-8")
    [message] = stale()
    assert "game.toml" in message and "lupus-mod night 1" in message
