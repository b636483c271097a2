"""The `[forum]` table of game.toml, checked, as the arguments fetch_thread needs."""
from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from lupus_mod.errors import ForumError
from lupus_mod.forum.engines import ENGINES
from lupus_mod.forum.generic import check_config

KEYS = ("engine", "thread", "delay", "cookies_file", "generic", "bbcode_tags")
CACHE = Path(".cache") / "forum"
DEFAULT_DELAY = 1.0   # seconds between two requests to the board


@dataclass(frozen=True)
class ForumConfig:
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
    unknown = sorted(set(table) - set(KEYS))
    if unknown:
        raise ForumError(f"[forum] has unknown keys: {', '.join(unknown)}", file=file,
                         hint=f"the keys are: {', '.join(KEYS)}")
    engine = table.get("engine")
    if engine is not None and (not isinstance(engine, str) or engine.strip().lower() not in ENGINES):
        raise ForumError(f"[forum] engine = {engine!r} is not a known engine", file=file,
                         hint=f"one of: {', '.join(ENGINES)}; or leave it out to recognise it")
    thread = table.get("thread")
    if thread is not None and (not isinstance(thread, str) or not thread.startswith(("http://", "https://"))):
        raise ForumError(f"[forum] thread = {thread!r} is not a web address", file=file,
                         hint='the address of the day\'s thread, like "https://forum.example/topic/123-giorno-2/"')
    delay = table.get("delay", DEFAULT_DELAY)
    if isinstance(delay, bool) or not isinstance(delay, (int, float)) or delay < 0:
        raise ForumError(f"[forum] delay = {delay!r} is not a number of seconds", file=file,
                         hint="for example delay = 1.5")
    cookies = table.get("cookies_file")
    if cookies is not None and not isinstance(cookies, str):
        raise ForumError("[forum] cookies_file must be a path", file=file,
                         hint='for example cookies_file = "cookies.txt" (beside game.toml)')
    tags = table.get("bbcode_tags")
    if tags is not None and not (isinstance(tags, list) and all(isinstance(t, str) for t in tags)):
        raise ForumError("[forum] bbcode_tags must be a list of tag names", file=file,
                         hint='for example bbcode_tags = ["b", "i", "url", "quote", "spoiler"]')
    generic = table.get("generic")
    if (engine and engine.strip().lower() == "generic") or generic is not None:
        check_config(generic, file)
    return ForumConfig(
        thread=thread,
        engine=engine.strip().lower() if engine else None,
        delay=float(delay),
        cookies_file=(Path(game_dir) / cookies).resolve() if cookies else None,
        generic=dict(generic) if generic else None,
    )
