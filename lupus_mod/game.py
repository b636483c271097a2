"""A game folder: its configuration, players, ruleset, night logs and day records.

`load_game` reads and checks the folder; `Game.replay_to_night` rebuilds the state before a
night by replaying the game from its start, so fixing an old PM log gives the corrected present.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from datetime import time
from functools import cached_property
from pathlib import Path
from typing import Any
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

from lupus_mod import snapshots
from lupus_mod.engine.state import DayRecord, GameState
from lupus_mod.errors import GameFolderError
from lupus_mod.folder import display, line_of, load_ruleset, read_toml
from lupus_mod.lifecycle.substitutions import nick_at, phase_position
from lupus_mod.rules.spec import Ruleset


_HHMM = re.compile(r"^([01]?\d|2[0-3]):[0-5]\d$")


@dataclass(frozen=True)
class PlayerEntry:
    name: str
    role: str
    aliases: tuple[str, ...] = ()
    gender: str = ""
    items: tuple[str, ...] | None = None
    substitutes: tuple[tuple[str, str], ...] = ()   # (nickname, "night N" / "day N") in order


@dataclass(frozen=True)
class DayFacts:
    day: int
    alive: tuple[str, ...]
    dead: tuple[str, ...]
    aliases: dict[str, tuple[str, ...]]
    substitutes: dict[str, str]
    weights: dict[str, int]
    tie_weights: dict[str, int]
    gm: tuple[str, ...]
    day_file: dict[str, Any]
    malus: dict[str, int]
    runoff_removed: tuple[str, ...] = ()   # taken out of the runoff by a day power (Avvocato)


@dataclass
class Game:
    dir: Path
    config: dict[str, Any]
    players: tuple[PlayerEntry, ...]
    ruleset: Ruleset
    _cache: dict[str, Any] = field(default_factory=dict, repr=False)
    spare_cards: tuple[str, ...] = ()     # players.toml `spare_cards`: cards left out of the deal

    # -- configuration ------------------------------------------------------------------
    @property
    def language(self) -> str:
        return str(self.config.get("language", "it"))

    @property
    def seed(self) -> int:
        return int(self.config["seed"])

    @cached_property
    def tz(self) -> ZoneInfo:
        return ZoneInfo(self.config.get("timezone", "Europe/Rome"))

    @property
    def first_night(self) -> int:
        return int(self.config.get("first_night", 1))

    def schedule_time(self, key: str) -> time:
        hh, mm = str(self.config.get("schedule", {}).get(key, "23:59")).split(":")
        return time(int(hh), int(mm))

    def path(self, *parts: str) -> Path:
        return self.dir.joinpath(*parts)

    def show(self, path: Path) -> str:
        return display(path, self.dir)

    # -- phases ----------------------------------------------------------------------------
    def night_index(self, label: str) -> int:
        """Nights played up to and including `label` (the first night is 1)."""
        try:
            index = int(label) - self.first_night + 1
        except ValueError:
            index = 0
        if index < 1:
            raise GameFolderError(f"no night {label!r} in this game",
                                  hint=f"the first night is {self.first_night} (game.toml first_night)")
        return index

    def night_label(self, index: int) -> str:
        return str(index + self.first_night - 1)

    def night_file(self, label: str) -> Path:
        return self.path("nights", f"{label}.txt")

    def day_file(self, day: int) -> Path:
        return self.path("days", f"{day}.toml")

    def read_day(self, day: int, required: bool = True) -> dict[str, Any]:
        path = self.day_file(day)
        if not path.exists():
            if required:
                raise GameFolderError("day file missing", file=self.show(path),
                                      hint='create it: burned = "<player>" (or burned = "" if nobody burned)')
            return {}
        return read_toml(path, self.dir)

    def day_record(self, day: int, required: bool = True) -> DayRecord:
        data = self.read_day(day, required)
        written = data.get("burned", "") or ""
        names = [written] if isinstance(written, str) else list(written)
        burned = tuple(self._burned_name(day, n) for n in names if n)
        day_keywords = set(self.ruleset.day_keys())
        choices = {k: self.resolve_name(v) or v for k, v in data.items()
                   if k in day_keywords and isinstance(v, str) and v}
        return DayRecord(day, burned[0] if len(burned) == 1 else burned or "", choices)

    def _burned_name(self, day: int, written: str) -> str:
        resolved = self.resolve_name(written)
        if resolved is None:
            path = self.day_file(day)
            raise GameFolderError(f"burned = {written!r} is not a player", file=self.show(path),
                                  line=line_of(path, "burned"),
                                  hint="use a name or alias from players.toml")
        return resolved

    # -- players -------------------------------------------------------------------------
    @cached_property
    def names(self) -> tuple[str, ...]:
        return tuple(p.name for p in self.players)

    def resolve_name(self, text: str) -> str | None:
        folded = text.strip().casefold()
        for p in self.players:
            if folded in {p.name.casefold(), *(a.casefold() for a in p.aliases),
                          *(n.casefold() for n, _ in p.substitutes)}:
                return p.name
        return None

    def entry(self, name: str) -> PlayerEntry:
        return next(p for p in self.players if p.name == name)

    def current_nick(self, name: str, phase: str = "") -> str:
        """The nickname playing the slot during `phase` ("night 3", "day 2"; "" = now)."""
        return nick_at(name, self.entry(name).substitutes, phase, self.first_night)

    # -- state -------------------------------------------------------------------------------
    def initial_state(self) -> GameState:
        # The resolver is imported where a phase is computed: a command whose phases are all
        # read back from their snapshots (lupus_mod.snapshots) never loads it.
        from lupus_mod.engine.setup import Seating, initial_state
        seating = tuple(Seating(p.name, p.role, p.items) for p in self.players)
        return initial_state(seating, self.ruleset, self.seed, self.spare_cards)

    def state_after_night(self, label: str) -> GameState:
        from lupus_mod.replay import run_night
        return run_night(self, label).result.state

    def day_facts(self, day: int) -> DayFacts:
        """What the vote tally of day `day` needs from the game."""
        from lupus_mod.engine.day import apply_day, day_weights, tie_weights
        from lupus_mod.replay import day_opening
        state = day_opening(self, self.state_after_night(self.night_label(day)), day)
        record = self.day_record(day, required=False)
        preview = apply_day(state, DayRecord(day, "", record.choices), self.ruleset, self.seed)
        previous = self.read_day(day - 1, required=False) if day > 1 else {}
        return DayFacts(
            day=day, alive=tuple(p.name for p in state.players if p.alive),
            dead=tuple(p.name for p in state.players if not p.alive),
            aliases={p.name: p.aliases for p in self.players},
            substitutes={nick: p.name for p in self.players for nick, _ in p.substitutes},
            weights=day_weights(preview.state, self.ruleset, day),
            tie_weights=tie_weights(preview.state, self.ruleset), gm=tuple(self.config.get("gm", ())),
            day_file=self.read_day(day, required=False),
            malus={k: int(v) for k, v in previous.get("malus", {}).items()},
            runoff_removed=tuple(preview.state.flags.get(f"removed:{day}", ())))


def _parse_players(data: dict[str, Any], path: Path, root: Path,
                   first_night: int = 1) -> tuple[PlayerEntry, ...]:
    entries = data.get("player")
    if not isinstance(entries, list) or not entries:
        raise GameFolderError("no [[player]] entries", file=display(path, root),
                              hint="add one [[player]] table per player, in the official list order")
    players = []
    for n, raw in enumerate(entries, 1):
        if "name" not in raw or "role" not in raw:
            raise GameFolderError(f"player #{n} needs `name` and `role`", file=display(path, root),
                                  line=line_of(path, str(raw.get("name", "[[player]]"))))
        subs = _substitutes(raw, path, root, first_night)
        players.append(PlayerEntry(
            name=raw["name"], role=raw["role"], aliases=tuple(raw.get("aliases", ())),
            gender=raw.get("gender", ""), items=tuple(raw["items"]) if "items" in raw else None,
            substitutes=subs))
    return tuple(players)


def _substitutes(raw: dict[str, Any], path: Path, root: Path,
                 first_night: int) -> tuple[tuple[str, str], ...]:
    """`substitutes = [{ name = "NewNick", from = "day 3" }]`, checked (docs/lifecycle.md)."""
    subs = []
    for sub in raw.get("substitutes", ()):
        try:
            if not isinstance(sub, dict) or not sub.get("name"):
                raise ValueError("a substitute needs a `name`")
            phase_position(str(sub.get("from", "")), first_night)
        except ValueError as error:
            raise GameFolderError(f"{raw.get('name')}: substitute {sub!r}: {error}",
                                  file=display(path, root), line=line_of(path, "substitutes"),
                                  hint='write substitutes = [{ name = "NewNick", from = "day 3" }]'
                                  ) from None
        subs.append((str(sub["name"]), str(sub.get("from", ""))))
    return tuple(subs)


def _check_config(config: dict[str, Any], path: Path, root: Path) -> None:
    shown = display(path, root)
    if not isinstance(config.get("seed"), int):
        raise GameFolderError("`seed` must be an integer", file=shown, line=line_of(path, "seed"),
                              hint="e.g. seed = 20261129")
    try:
        ZoneInfo(str(config.get("timezone", "Europe/Rome")))
    except (ZoneInfoNotFoundError, ValueError):
        raise GameFolderError(f"unknown time zone {config.get('timezone')!r}", file=shown,
                              line=line_of(path, "timezone"), hint='e.g. timezone = "Europe/Rome"') from None
    if config.get("first_night", 1) not in (0, 1):
        raise GameFolderError("`first_night` must be 0 or 1", file=shown,
                              line=line_of(path, "first_night"))
    for key, value in config.get("schedule", {}).items():
        if not _HHMM.match(str(value)):
            raise GameFolderError(f"schedule {key} = {value!r} is not HH:MM", file=shown,
                                  line=line_of(path, key))


def load_game(path: Path) -> Game:
    root = Path(path)
    if not (root / "game.toml").exists():
        raise GameFolderError("not a game folder: game.toml is missing", file=str(root),
                              hint="pass --game DIR, or create a game with `lupus-mod new`")
    config = read_toml(root / "game.toml", root)
    _check_config(config, root / "game.toml", root)
    roster = read_toml(root / "players.toml", root)
    players = _parse_players(roster, root / "players.toml", root, int(config.get("first_night", 1)))
    ruleset = _ruleset(root)
    return Game(dir=root, config=config, players=players, ruleset=ruleset,
                spare_cards=_spare_cards(roster, ruleset, root))


def _ruleset(root: Path) -> Ruleset:
    """roles.toml read and checked, or read back from the snapshot of the same bytes."""
    key = snapshots.chain(snapshots.code_fingerprint(), b"ruleset", snapshots.file_bytes(root / "roles.toml"))
    ruleset = snapshots.load(key)
    if ruleset is None:
        ruleset = load_ruleset(root / "roles.toml", root)
        snapshots.store(key, ruleset)
    return ruleset


def _spare_cards(roster: dict[str, Any], ruleset: Ruleset, root: Path) -> tuple[str, ...]:
    """`spare_cards = ["loup-garou", "voyante"]`: the cards the deal left out (the Voleur's)."""
    spare = roster.get("spare_cards", [])
    unknown = [r for r in spare if not isinstance(r, str) or not ruleset.has_role(r)]
    if not isinstance(spare, list) or unknown:
        raise GameFolderError(f"spare_cards: unknown role {unknown[0] if unknown else spare!r}",
                              file=display(root / "players.toml", root),
                              line=line_of(root / "players.toml", "spare_cards"),
                              hint="list role ids of roles.toml")
    return tuple(spare)

