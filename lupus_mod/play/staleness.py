"""Outputs in out/ older than an input they were made from (a fixed log, a changed day file).

Every night and day is replayed from the start, so out/night-N/ depends on the settings, the
players, the ruleset, the GM's templates and every log and day file up to night N; out/round-N/
(a declared loop's turn) on those up to nights/N.txt and days/N.toml. A day's count
(out/day-D/tally.json) read who was alive on day D: it depends on the logs up to night D.

Each of those folders records what it was made from (`made-from.json`, a digest of each
input's content, read by the program), so an input is new to an output only when what it says
changed: the GM who adds the thread's address ([forum], read by `tally` alone) or saves a log
unchanged is told nothing. An output written before that record existed is compared by the
files' times.
"""
from __future__ import annotations

import hashlib
import json
import tomllib
from dataclasses import dataclass
from pathlib import Path

from lupus_mod.play.game import Game
from lupus_mod.play.replay import played_nights
from lupus_mod.play.turns import played_turns
from lupus_mod.messages import say

_OUTPUTS = ("thread.bbcode", "gm-log.md")     # what night, day, round write (not the tally's)
MADE_FROM = "made-from.json"
_TALLY_ONLY = ("forum",)                      # game.toml's tables no night, day or round reads
# [schedule]'s keys only `tally` reads: the hour the Capitaine's election closes, written once
# the thread has voted (after night 1's outputs), is no change of a night's.
_TALLY_ONLY_TIMES = ("election_close",)


@dataclass(frozen=True)
class Stale:
    """An output older than an input it was made from."""
    output: str          # "out/night-2"
    input: str           # the newest input it is older than
    command: str         # what writes it again
    message: str = "bbcode-gm.stale"
    named: str = "stale-named.outputs"   # the words once `check` has put the output as the file

    def describe(self) -> str:
        return say(self.message, output=self.output, input=self.input, command=self.command)

    def after_file(self) -> str:
        """The words without the output, for a warning that names it as its file already."""
        return say(self.named, input=self.input, command=self.command)


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


def _reads(game: Game, kind: str, number: str) -> tuple[int, int]:
    """The nights and days out/<kind>-<number>/ is made from. A turn of a declared loop
    (`round N`) reads nights/1..N.txt and days/1..N.toml."""
    if kind != "night":
        return int(number), int(number)
    index = game.night_index(number) if int(number) >= game.first_night else 0
    return index, index - 1


def _digest(game: Game, path: Path) -> str:
    data = path.read_bytes()
    if path == game.path("game.toml"):
        try:
            settings = tomllib.loads(data.decode("utf-8-sig"))
        except (UnicodeDecodeError, tomllib.TOMLDecodeError):
            settings = None
        if settings is not None:
            kept = {k: v for k, v in settings.items() if k not in _TALLY_ONLY}
            if isinstance(kept.get("schedule"), dict):
                kept["schedule"] = {k: v for k, v in kept["schedule"].items() if k not in _TALLY_ONLY_TIMES}
            data = json.dumps(kept, sort_keys=True, default=str).encode("utf-8")
    return hashlib.sha256(data).hexdigest()[:16]


def _listed(game: Game, nights: int, days: int) -> dict[str, str]:
    return {game.show(p): _digest(game, p) for p in _inputs(game, nights, days) if p.is_file()}


def made_from(game: Game, kind: str, number: int | str) -> str:
    """The text of out/<kind>-<number>/made-from.json: each input's path and digest."""
    return json.dumps(_listed(game, *_reads(game, kind, str(number))), indent=1) + "\n"


def _changed(game: Game, folder: Path, kind: str, number: str) -> str | None:
    """The first input whose content differs from the one the folder was made from (all of
    them when the record is unreadable: the output is then as good as unknown)."""
    try:
        recorded = json.loads((folder / MADE_FROM).read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, json.JSONDecodeError):
        recorded = {}
    recorded = recorded if isinstance(recorded, dict) else {}
    now = _listed(game, *_reads(game, kind, number))
    return next((path for path in [*now, *recorded] if now.get(path) != recorded.get(path)), None)


def stale_outputs(game: Game) -> list[Stale]:
    found = _unwritten(game)
    out = game.path("out")
    if not out.is_dir():
        return found
    for folder in sorted(out.iterdir()):
        kind, _, number = folder.name.partition("-")
        if kind == "day" and number.isdigit():
            found += _stale_tally(game, folder, int(number))
        made = _made(folder) if folder.is_dir() and kind in ("night", "day", "round") else None
        if made is None or not number.isdigit() or _reads(game, kind, number)[0] < 1:
            continue
        if (folder / MADE_FROM).is_file():
            changed = _changed(game, folder, kind, number)
        else:
            newest = _newest(_inputs(game, *_reads(game, kind, number)))
            changed = game.show(newest[1]) if newest and newest[0] > made else None
        if changed:
            found.append(Stale(f"out/{folder.name}", changed, f"lupus-mod {kind} {number}"))
    return found


def _unwritten(game: Game) -> list[Stale]:
    """The nights (a loop's turns) whose PM log is there, and the days whose result is written,
    whose outputs were never written: `status` counts night 4 as played from nights/4.txt alone,
    while the GM has nothing to paste (out/night-4/ missing: the command stopped on a doubt, or
    was never run)."""
    kind = "round" if game.ruleset.loop.declared else "night"
    out = game.path("out")
    if not out.is_dir() or not any(f.is_dir() and f.name.startswith((f"{kind}-", "day-")) for f in out.iterdir()):
        return []   # no phase written yet (a new folder, the shipped examples): nothing missed
    labels = [str(n) for n in _played(game)]
    return _missing(game, kind, labels) + ([] if kind == "round" else _missing(game, "day", _days(game)))


def _missing(game: Game, kind: str, labels: list) -> list[Stale]:
    return [Stale(f"out/{kind}-{label}", "", f"lupus-mod {kind} {label}", "bbcode-gm.unwritten",
                  "stale-named.unwritten")
            for label in labels if not game.path("out", f"{kind}-{label}", "gm-log.md").is_file()]


def _days(game: Game) -> list[str]:
    """The days whose votes file records the result (days/3.toml with `burned`, `day 3` never
    run: the GM has no post to paste), in order, stopping at the first gap; a day still voted
    (no `burned` yet) is `status`'s awaited decision, not an output missed."""
    days, day = [], 1
    while game.day_file(day).is_file():
        if "burned" in _table(game.day_file(day)):
            days.append(str(day))
        day += 1
    return days


def _table(path: Path) -> dict:
    try:
        return tomllib.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, tomllib.TOMLDecodeError):
        return {}     # `check` says what is wrong with it


def _played(game: Game) -> list[int] | list[str]:
    return played_turns(game) if game.ruleset.loop.declared else played_nights(game)


def _stale_tally(game: Game, folder: Path, day: int) -> list[Stale]:
    """The day's count read the living of its day: a night or an earlier day fixed since may
    change who could vote, and the result `--record` wrote. The day's own file is left out:
    `tally --record` writes it after the count. A declared loop's turn (Acchiappastreghe) has
    its PMs and its counts interleaved in one turn: `round N` reads them together."""
    tally = folder / "tally.json"
    if game.ruleset.loop.declared or not tally.is_file():
        return []
    newest = _newest(_inputs(game, day, day - 1))
    if newest is None or newest[0] <= tally.stat().st_mtime:
        return []
    return [Stale(f"out/{folder.name}/tally.json", game.show(newest[1]), f"lupus-mod tally {day}",
                  "stale-tally.older", "stale-named.tally")]
