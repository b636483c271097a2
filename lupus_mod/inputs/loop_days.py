"""days/<N>.toml of a declared loop (Acchiappastreghe), checked: the thread's facts of turn N —
the mayor's proposals with who voted No, each vote's close, and the vote's result `burned`,
as `lupus-mod tally` records them.

    read_thread(path, root, find_player, tz) -> (proposals, burned, the file read)

Every command reads every such file when it loads the game: it takes the folder's name
resolver and time zone, not the game, so that loading checks it (lupus_mod.play.game.load_game).
"""
from __future__ import annotations

from datetime import datetime, tzinfo
from pathlib import Path
from typing import Any, Callable

from lupus_mod.engine.loop.state import Proposal
from lupus_mod.engine.loop.windows import OPEN_MOMENT, UNKNOWN, WRITTEN, Moment
from lupus_mod.errors import LupusError, each_problem, raise_all
from lupus_mod.inputs.folder import TomlFile, load_toml, suggest
from lupus_mod.inputs.names import unresolved
from lupus_mod.messages import say
from lupus_mod.orders.log_dates import read_when
from lupus_mod.orders.names import Resolution

# The thread's keys of days/<N>.toml in a declared loop.
# `corrections`: the GM's reading of a post in doubt, as any day's (docs/tally.md, Doubts).
DAY_KEYS = {"proposta", "burned", "opened_post", "opened_page", "tally", "sera", "chiusura", "corrections"}
PROPOSAL_KEYS = {"membri", "no", "sindaco", "opened_post", "chiusura", "casuale"}

FindPlayer = Callable[[str], Resolution]


def read_thread(path: Path, root: Path, find_player: FindPlayer, tz: tzinfo
                ) -> tuple[tuple[Proposal, ...], str | None, TomlFile | None]:
    """days/<turn>.toml: the proposals in order and the vote's result (None: not counted)."""
    if not path.exists():
        return (), None, None
    src = load_toml(path, root)
    problems: list[LupusError] = []
    for key in sorted(set(src.data) - DAY_KEYS):
        shown = ", ".join(sorted(DAY_KEYS - {"opened_post", "opened_page", "tally"}))
        problems.append(src.error((key,), say("loop-day-keys.unknown-key", key=key, suggestion=suggest(key, DAY_KEYS)),
                                  say("loop-day-keys.day-keys", keys=shown)))
    proposals = []
    for n, table in enumerate(src.data.get("proposta", [])):
        where = ("proposta", n)
        if not isinstance(table, dict):
            problems.append(src.error(where, say("loop-day-keys.proposal-not-table")))
            continue
        for key in sorted(set(table) - PROPOSAL_KEYS):
            problems.append(src.error(where + (key,), say("loop-day-keys.unknown-key", key=key,
                                                          suggestion=suggest(key, PROPOSAL_KEYS)),
                                      say("loop-day-keys.proposal-keys", keys=", ".join(sorted(PROPOSAL_KEYS)))))
        members = _names(src, find_player, where + ("membri",), table.get("membri", []), problems)
        drawn = _drawn_flag(src, where, table, problems)
        # No `no` yet: the thread is still voting (lupus-mod tally N --proposal --record).
        no = _names(src, find_player, where + ("no",), table["no"], problems) if "no" in table else None
        mayor = (_names(src, find_player, where + ("sindaco",), [table["sindaco"]], problems)
                 if "sindaco" in table else ())
        proposals.append(Proposal(members, no, mayor[0] if mayor else "", src.line(*where) or 0,
                                  _proposal_close(src, where, table, tz, problems), drawn,
                                  tuple((key, src.line(*where, key) or 0) for key in table)))
    hunted = src.data.get("burned")
    if hunted is not None and not isinstance(hunted, str):
        problems.append(src.error(("burned",), say("loop-day-keys.burned-not-name")))
        hunted = None
    if hunted:
        hunted = _player(src, find_player, ("burned",), hunted, problems)
    raise_all(problems)
    return tuple(proposals), hunted, src


def thread_problems(days: Path, root: Path, find_player: FindPlayer, tz: tzinfo) -> list[LupusError]:
    """Every problem of the days/<N>.toml files in `days`, as they are written (read at load)."""
    problems: list[LupusError] = []
    for path in sorted(days.glob("*.toml")):
        stem = path.name.removesuffix(".toml")
        if stem.isdigit():
            try:
                # The turn's file as the commands name it (Game.day_file: "01" is turn 1's).
                read_thread(days / f"{int(stem)}.toml", root, find_player, tz)
            except LupusError as error:
                problems += each_problem(error)
    return problems


def written_time(src: TomlFile, path: tuple[Any, ...], value: Any, tz: tzinfo,
                 problems: list[LupusError]) -> datetime | None:
    """A moment written in days/<N>.toml: "2026-11-02 21:00" (game time zone) or a TOML
    local date-time; anything else is an error at its key."""
    if isinstance(value, datetime) and value.tzinfo is None:
        return value.replace(tzinfo=tz)
    when = read_when(value) if isinstance(value, str) else None
    if when is None:
        problems.append(src.error(path, say("loop-day-times.not-a-time", key=path[-1], value=repr(value)),
                                  say("loop-day-times.write-it", stamp=say("date-format.stamp"))))
        return None
    return when.replace(tzinfo=tz)


def _proposal_close(src: TomlFile, where: tuple[Any, ...], table: dict[str, Any], tz: tzinfo,
                    problems: list[LupusError]) -> Moment:
    """When a proposal's Sì/No vote closed: OPEN while it has no `no` (still voting)."""
    line = src.line(*where) or 0
    if "chiusura" in table:
        at = written_time(src, where + ("chiusura",), table["chiusura"], tz, problems)
        return Moment(at, WRITTEN if at else UNKNOWN, src.shown, line)
    if "no" not in table:
        return OPEN_MOMENT
    return Moment(None, UNKNOWN, src.shown, line,
                  say("loop-day-times.write-close", stamp=say("date-format.stamp")))


def _names(src: TomlFile, find_player: FindPlayer, path: tuple[Any, ...], value: Any,
           problems: list[LupusError]) -> tuple[str, ...]:
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        problems.append(src.error(path, say("loop-day-names.not-a-list"), say("loop-day-names.not-a-list-hint")))
        return ()
    found = [name for name in (_player(src, find_player, path, name, problems) for name in value) if name]
    # `no = ["Enzo", "Enzo"]`: a slip for two voters; one No lost would turn the vote.
    twice = next((name for n, name in enumerate(found) if name in found[:n]), None)
    if twice:
        problems.append(src.error(path, say("loop-day-names.twice", name=twice, key=path[-1]),
                                  say("loop-day-names.twice-hint", name=twice)))
    return tuple(found)


def _player(src: TomlFile, find_player: FindPlayer, path: tuple[Any, ...], name: str,
            problems: list[LupusError]) -> str | None:
    """The player `name` is, else a problem with the names it resembles."""
    found = find_player(name)
    if found.target is None:
        problems.append(src.error(path, unresolved(name, found), say("loop-day-names.use-a-player")))
    return found.target


def _drawn_flag(src: TomlFile, where: tuple[Any, ...], table: dict[str, Any],
                problems: list[LupusError]) -> bool:
    """`casuale = true`: the mayor was absent and the members are drawn ("Assente = proposta
    casuale"); then `membri` is not written (the draw gives them)."""
    drawn = table.get("casuale", False)
    if not isinstance(drawn, bool):
        problems.append(src.error(where + ("casuale",), say("loop-day-keys.drawn-not-bool")))
        return False
    if drawn and "membri" in table:
        problems.append(src.error(where + ("membri",), say("loop-day-keys.drawn-has-members"),
                                  say("loop-day-keys.drawn-has-members-hint")))
    return drawn
