"""Building posts, rosters and day contexts for the vote tests (fictional players)."""
from __future__ import annotations

import tomllib
from datetime import datetime, timedelta, timezone
from pathlib import Path

from lupus_mod.forum.model import Post, Segment
from lupus_mod.votes.names import Roster

HERE = Path(__file__).parent
ROME_SUMMER = timezone(timedelta(hours=2))
MORNING = datetime(2026, 10, 3, 10, 0, tzinfo=ROME_SUMMER)


def at(hhmm: str) -> datetime:
    """A time of the test day, "HH:MM" or "HH:MM:SS"."""
    parts = [int(p) for p in hhmm.split(":")]
    return MORNING.replace(hour=parts[0], minute=parts[1], second=parts[2] if len(parts) > 2 else 0)


def post(position: int, author: str, when: str, *body: Segment | str, edited: str | None = None,
         post_id: str | None = None) -> Post:
    """`edited="?"`: the board shows an edit mark without its time (Spirit, Misago)."""
    segments = tuple(Segment(b) if isinstance(b, str) else b for b in body)
    pid = post_id or str(100 + position)
    return Post(pid, position, author, at(when), f"https://forum.example/p{pid}", segments,
                at(edited) if edited and edited != "?" else None, edit_undated=edited == "?")


def load_cases(name: str) -> dict:
    with open(HERE / name, "rb") as handle:
        return tomllib.load(handle)


def new_game(tmp_path: Path, ruleset: str, players: list[str], seed: int, gm: str) -> Path:
    """A game folder made by `lupus-mod new` (through the CLI, as a GM makes one)."""
    from typer.testing import CliRunner

    from lupus_mod.commands.app import app
    roster = tmp_path / "players.txt"
    roster.write_text("\n".join(players) + "\n", encoding="utf-8")
    folder = tmp_path / "game"
    made = CliRunner().invoke(app, ["new", str(folder), "--ruleset", ruleset, "--players",
                                    str(roster), "--seed", str(seed), "--gm", gm])
    assert made.exit_code == 0, made.output
    return folder


def roster_from(table: dict) -> Roster:
    return Roster(
        alive=tuple(table["alive"]), dead=tuple(table.get("dead", ())), gm=tuple(table.get("gm", ())),
        non_players=tuple(table.get("non_players", ())),
        aliases={k: tuple(v) for k, v in table.get("aliases", {}).items()},
        substitutes=dict(table.get("substitutes", {})),
    )
