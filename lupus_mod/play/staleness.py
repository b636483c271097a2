"""Outputs in out/ older than an input they were made from (a fixed log, a changed day file).

Every night and day is replayed from the start, so out/night-N/ depends on the settings, the
players, the ruleset, the GM's templates and every log and day file up to night N; out/round-N/
(a declared loop's turn) on those up to nights/N.txt and days/N.toml.
"""
from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from lupus_mod.play.game import Game
from lupus_mod.messages import say

_OUTPUTS = ("thread.bbcode", "gm-log.md")     # what night, day, round write (not the tally's)


@dataclass(frozen=True)
class Stale:
    """An output older than an input it was made from."""
    output: str          # "out/night-2"
    input: str           # the newest input it is older than
    command: str         # what writes it again

    def describe(self) -> str:
        return say("bbcode-gm.stale", output=self.output, input=self.input, command=self.command)


def _newest(paths: list[Path]) -> tuple[float, Path] | None:
    times = [(p.stat().st_mtime, p) for p in paths if p.is_file()]
    return max(times) if times else None


def _inputs(game: Game, nights: int, days: int) -> list[Path]:
    paths = [game.path(name) for name in ("game.toml", "players.toml", "roles.toml")]
    paths += sorted(game.path("templates").rglob("*.j2")) if game.path("templates").is_dir() else []
    for index in range(1, nights + 1):
        label = game.night_label(index)
        paths += [game.night_file(label), game.path("nights", f"{label}.overrides.toml")]
    for day in range(1, days + 1):
        paths += [game.day_file(day), game.path("days", f"{day}.overrides.toml")]
    return paths


def _made(folder: Path) -> float | None:
    times = [(folder / name).stat().st_mtime for name in _OUTPUTS if (folder / name).is_file()]
    return min(times) if times else None


def stale_outputs(game: Game) -> list[Stale]:
    found: list[Stale] = []
    out = game.path("out")
    if not out.is_dir():
        return found
    for folder in sorted(out.iterdir()):
        kind, _, number = folder.name.partition("-")
        made = _made(folder) if folder.is_dir() and kind in ("night", "day", "round") else None
        if made is None or not number.isdigit():
            continue
        index = game.night_index(number) if kind == "night" and int(number) >= game.first_night else 0
        # A turn of a declared loop (`round N`) reads nights/1..N.txt and days/1..N.toml.
        nights, days = (index, index - 1) if kind == "night" else (int(number), int(number))
        newest = _newest(_inputs(game, nights, days)) if nights > 0 else None
        if newest and newest[0] > made:
            found.append(Stale(f"out/{folder.name}", game.show(newest[1]), f"lupus-mod {kind} {number}"))
    return found
