"""The tally side of the live-engine tests: the example game pointed at a live board, the
commands' JSON, and what the tally of live_day must find (tests/forum/test_*_board.py)."""
from __future__ import annotations

import json
from pathlib import Path

from typer.testing import CliRunner

from lupus_mod.commands.app import app   # its commands are registered by tests/conftest.py
from tests.forum import live_day

# A members-only board read through [forum.generic] selectors: the tables' head (their
# selectors follow), `{thread}` to fill.
GENERIC = '''
[forum]
engine = "generic"
thread = "{thread}"
delay = 0
cookies_file = "cookies.txt"

[forum.generic]
'''


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


def check_day_votes(data: dict, renames: dict[str, str]) -> None:
    """The tally of live_day as every engine must give it, each player's votes read as they
    should be; `renames`: the names as the board spells them (accents, where it allows them)."""
    def votes(player: str) -> list[tuple[str, str]]:
        return statuses(data, renames.get(player, player))
    assert data["totals"] == live_day.TOTALS
    assert data["burned"] == live_day.BURNED
    assert votes("Eowyna") == [("counted", "voto Gollum"), ("replaced", "Voto: Gollum"),
                               ("replaced", "voto Samvise")]
    assert votes("Pippino") == [("late", "voto Gollum"), ("quoted", "voto Gollum")]
    assert votes("Samvise") == [("counted", "voto Gollum"), ("spoiler", "voto Shelob")]
    assert votes("Boromiro") == [("counted", "voto Gollum")]   # not the code block's
    assert votes("Radagast") == [("non-player", "voto Samvise")]
    # Counted, his edit would tie the day: a doubt the GM settles (docs/tally.md, Edits).
    assert votes("Elrondo") == [("doubt", "voto Gollum")]
    assert ("before-open", "voto Aragorno") in votes("Gollum")


def thread_after_deletion(board, game: Path) -> tuple[list[dict], list[live_day.Written]]:
    """A tally (it fills the cache), the moderator's deletion of Shelob's double vote, which
    moves every later post back by one, and a re-tally with that cache that must notice. The
    posts `thread` shows then, and the day's posts it must show."""
    assert run_json("tally", "2", "--game", str(game))["totals"] == live_day.TOTALS
    board.delete(live_day.GM, board.ids[live_day.DELETED])
    data = run_json("tally", "2", "--game", str(game))
    assert data["totals"] == live_day.TOTALS_AFTER_DELETION
    assert data["burned"] == live_day.BURNED_AFTER_DELETION
    assert statuses(data, "Shelob") == []
    return run_json("thread", "2", "--game", str(game))["posts"], from_opening((live_day.DELETED,))
