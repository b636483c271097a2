"""The `[forum]` table of game.toml as the arguments fetch_thread needs (its schema and checks:
lupus_mod/inputs/forum.py, run by every command at load)."""
from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from lupus_mod.errors import ForumError
from lupus_mod.inputs.forum import DEFAULT_DELAY, table_problems

CACHE = Path(".cache") / "forum"


@dataclass(frozen=True)
class ForumConfig:
    """game.toml's [forum] table: the thread, the board's engine, the delay, the cookies."""
    thread: str | None = None
    engine: str | None = None          # None: recognised from the first page
    delay: float = DEFAULT_DELAY       # seconds between two requests to the board
    cookies_file: Path | None = None   # absolute; cookies of a logged-in browser
    generic: dict | None = None        # [forum.generic] selectors

    def cache_dir(self, game_dir: Path) -> Path:
        return Path(game_dir) / CACHE


def forum_config(table: dict | None, *, game_dir: Path, file: str = "game.toml") -> ForumConfig:
    """The checked [forum] settings; any mistake is a ForumError naming game.toml and the key."""
    table = dict(table or {})
    problems = table_problems(table)
    if problems:
        _, message, hint = problems[0]
        raise ForumError(message, file=file, hint=hint)
    engine, cookies, generic = table.get("engine"), table.get("cookies_file"), table.get("generic")
    return ForumConfig(
        thread=table.get("thread"),
        engine=engine.strip().lower() if engine else None,
        delay=float(table.get("delay", DEFAULT_DELAY)),
        cookies_file=(Path(game_dir) / cookies).resolve() if cookies else None,
        generic=dict(generic) if generic else None,
    )
