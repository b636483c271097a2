"""Which BBCode tags each forum engine renders (boards.toml), and the tags a post uses."""
from __future__ import annotations

import tomllib
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from lupus_mod.cache import snapshots
from lupus_mod.messages import catalog, say
from lupus_mod.pages.bblint import tag_names


@dataclass(frozen=True)
class Board:
    """A forum engine's BBCode: the tags it knows, and how it shows them unlike the preview
    (a message of lupus_mod/messages, `board-notes.<engine>`; "" when none)."""
    engine: str
    tags: frozenset[str]
    notes: str


@lru_cache(maxsize=1)
def boards() -> dict[str, Board]:
    data = tomllib.loads((Path(__file__).parent / "boards.toml").read_text(encoding="utf-8"))
    return {engine: Board(engine, frozenset(entry["tags"]), _notes(engine)) for engine, entry in data.items()}


def _notes(engine: str) -> str:
    return say(f"board-notes.{engine}") if f"board-notes.{engine}" in catalog("en") else ""


@lru_cache(maxsize=1)
def known_tags() -> frozenset[str]:
    """Every tag some board renders: anything else is not BBCode anywhere. A function of
    boards.toml and the preview's renderer, both the program's own: kept between runs under the
    program's key, so `night` linting the posts it just wrote loads neither."""
    return snapshots.kept(snapshots.chain(snapshots.code_fingerprint(), b"known-tags"), frozenset,
                          _known_tags)


def _known_tags() -> frozenset[str]:
    from lupus_mod.pages.bbhtml import recognized_tags
    return frozenset().union(*(b.tags for b in boards().values())) | recognized_tags()


def board_for(forum: dict | None) -> Board | None:
    """The board of game.toml's [forum]: its engine's tags, or the GM's own list."""
    forum = forum if isinstance(forum, dict) else {}
    engine = str(forum.get("engine", ""))
    own = forum.get("bbcode_tags")
    if isinstance(own, list) and all(isinstance(t, str) for t in own):
        return Board(engine or "board", frozenset(t.lower() for t in own), "")
    return boards().get(engine.strip().lower())


def unsupported(text: str, board: Board) -> list[str]:
    """The tags of `text` the board does not render, in order of first use."""
    return [tag for tag in tag_names(text) if tag not in board.tags and tag in known_tags()]
