"""The tally side of the live-engine tests: the example game pointed at a live board, and
the commands' JSON (tests/forum/test_machina_board.py, test_misago_board.py)."""
from __future__ import annotations

import json
from pathlib import Path

from typer.testing import CliRunner

from lupus_mod.commands.app import app   # its commands are registered by tests/conftest.py
from tests.forum import live_day


def game_on_board(example_game: Path, forum: str, opening: str, cookie: str | None,
                  renames: dict[str, str]) -> Path:
    """The example game with its players renamed (`renames`: the accented names), reading the
    board through the `[forum]` table `forum`, day 2 opening at `opening`, logged in with the
    session cookie (`None`: a guest)."""
    for path in [example_game / "players.toml", *sorted((example_game / "nights").iterdir())]:
        text = path.read_text(encoding="utf-8")
        for plain, renamed in renames.items():
            text = text.replace(plain, renamed)
        path.write_text(text, encoding="utf-8")
    config = example_game / "game.toml"
    text = config.read_text(encoding="utf-8")
    start = text.index("[forum]")
    end = text.find("\n[", start + 1)
    config.write_text(text[:start] + forum.strip() + "\n" + (text[end:] if end >= 0 else ""),
                      encoding="utf-8")
    (example_game / "cookies.txt").write_text(f"sessionid={cookie}\n" if cookie else "x=y\n",
                                              encoding="utf-8")
    day_file = example_game / "days" / "2.toml"
    day_file.write_text(day_file.read_text(encoding="utf-8") + f'opened_post = "{opening}"\n',
                        encoding="utf-8")
    return example_game


def run_json(*args: str) -> dict:
    result = CliRunner().invoke(app, [*args, "--json"])
    assert result.exit_code == 0, result.output
    return json.loads(result.stdout)


def run_failing(*args: str) -> str:
    result = CliRunner().invoke(app, list(args))
    assert result.exit_code == 1, result.output
    return result.output


def statuses(data: dict, author: str) -> list[tuple[str, str]]:
    return sorted((v["status"], v["typed"]) for v in data["votes"] if v["author"] == author)


def from_opening(deleted: tuple[str, ...] = ()) -> list[live_day.Written]:
    """The posts `thread` shows: the day's, from its opening post."""
    keys = [w.key for w in live_day.POSTS]
    return [w for w in live_day.POSTS[keys.index(live_day.OPENING):] if w.key not in deleted]
