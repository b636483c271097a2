"""A [corrections] line of days/D.toml whose post is not among the posts read: "999", or "2O4"
with a letter O for a zero. The GM believes he settled a vote that stays as it was read (a doubt
still open, a vote still counted), so the count says so, at the line (docs/tally.md)."""
from __future__ import annotations

from typing import Any, Sequence

from lupus_mod.forum.model import Post
from lupus_mod.inputs.folder import load_toml


def corrections_unread(game: Any, day_file: str, corrections: dict, posts: Sequence[Post]) -> list[dict[str, Any]]:
    """A note for each corrected post id that no post read has, with the ids read."""
    ids = {p.id for p in posts}
    unread = [key for key in corrections if key not in ids]
    if not ids or not unread:
        return []
    src = load_toml(game.path(day_file), game.dir)
    numbers = sorted(int(i) for i in ids if i.isdigit()) or [0]
    return [{"note": "correction-unread", "file": day_file, "line": src.line("corrections", key),
             "post": key, "first": numbers[0], "last": numbers[-1]} for key in unread]
