"""A game folder: its configuration, players, ruleset, night logs and day records.

`load_game` reads and checks the folder; `vocabulary` gives the words its PM logs may use and
`phase_overrides` the GM's overrides of a phase. The folder's own inputs (game.toml,
players.toml, roles.toml) are read and checked by lupus_mod.inputs.game_files. Replaying the
game is above it (lupus_mod.play.replay for nights and days, lupus_mod.play.turns for a declared loop's
turns): nothing here replays.
"""
from __future__ import annotations

from dataclasses import dataclass, field, replace
from datetime import time
from functools import cached_property
from pathlib import Path
from typing import TYPE_CHECKING, Any, Callable
from zoneinfo import ZoneInfo

from lupus_mod.cache import snapshots
from lupus_mod.engine.state import DayRecord, GameState
from lupus_mod.errors import GameFolderError, LupusError, each_problem, raise_all
from lupus_mod.inputs.folder import TomlFile, display, load_toml, missing_hint
from lupus_mod.inputs.days import DayRules, read_day_file
from lupus_mod.inputs.game_files import checked_inputs, inputs_key, zone_known
from lupus_mod.inputs.names import reply_files as reply_files_for
from lupus_mod.inputs.players import PlayerEntry
from lupus_mod.lifecycle.overrides import day_keys_of, keyword_of, overrides_path, read_overrides
from lupus_mod.lifecycle.substitutions import gender_at, nick_at, off_turn
from lupus_mod.orders.model import KeywordSpec, Vocabulary
from lupus_mod.orders.names import NameIndex, Resolution
from lupus_mod.rules.spec import Ruleset
from lupus_mod.messages import say

if TYPE_CHECKING:
    from lupus_mod.engine.overrides import Override
    from lupus_mod.orders.log_words import LazyWords

__all__ = ["Game", "PlayerEntry", "load_game", "phase_overrides", "vocabulary"]


@dataclass
class Game:
    """A game folder read and checked: its settings, its players, its ruleset."""
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

    def log_words(self) -> LazyWords:
        """The [log-structure] words of the game's language (with the game's own changes), for
        the errors of a PM log's structure; loaded only when one is worded."""
        from lupus_mod.orders.log_words import MORE, SECTION, LazyWords

        def load() -> dict[str, str]:
            from lupus_mod.words.render import labels
            words = labels(self.language, self.dir)
            return {**words.get(SECTION, {}), **words.get(MORE, {})}
        return LazyWords(load)

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

    @cached_property
    def ruleset_edited(self) -> bool:
        """Whether roles.toml differs from the built-in ruleset it names (the GM edited it)."""
        from lupus_mod.inputs.catalog import builtin_ids, builtin_text
        if self.ruleset.id not in builtin_ids():
            return True
        return self.path("roles.toml").read_bytes() != builtin_text(self.ruleset.id).encode("utf-8")

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
            raise GameFolderError(say("game.no-night", label=label),
                                  file=self.show(self.night_file(label)),
                                  hint=say("game.no-night-hint", first=self.first_night))
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
                raise GameFolderError(say("game.day-missing"), file=self.show(path),
                                      hint=missing_hint(path, self.dir, say("game.day-missing-hint")))
            return {}
        return self.day_source(day).data

    def require_phases_before(self, day: int) -> None:
        """Nights and days 1..`day`-1 must be written before the phase after them is played:
        the first missing one in the order they are played (nights/1.txt, days/1.toml,
        nights/2.txt, …) is the error, found before the replay walks back through every phase
        (a night 99999999999 is not a replay of as many phases)."""
        for earlier in range(1, day):
            night = self.night_file(self.night_label(earlier))
            if not night.exists():
                raise GameFolderError(say("log.night-missing"), file=self.show(night),
                                      hint=missing_hint(night, self.dir, say("log.night-missing-hint")))
            if not self.day_file(earlier).exists():
                self.read_day(earlier)

    def day_source(self, day: int) -> TomlFile:
        key = f"day-file:{day}"
        if key not in self._cache:
            self._cache[key] = load_toml(self.day_file(day), self.dir)
        return self._cache[key]

    def day_over(self, day: int) -> bool:
        """Whether days/<day>.toml says the day is over: it says who burned (`burned = ""`:
        nobody). A file with only the tally's keys (opened_post), or empty (saved before
        anything was written), is a day going on, never "nobody burned" unsaid."""
        if not self.day_file(day).exists():
            return False
        return "burned" in self.read_day(day)

    @cached_property
    def day_rules(self) -> DayRules:
        from lupus_mod.votes.ties import ALL   # here: a command whose phases are kept loads no vote code
        votes = self.config.get("votes") if isinstance(self.config.get("votes"), dict) else {}
        burns_many = ALL in (votes.get("tie_break"), votes.get("runoff_tie_break"))
        return replace(DayRules.of(self.ruleset, self.find_player), burns_many=burns_many)

    def day_record(self, day: int, required: bool = True,
                   state: GameState | None = None) -> DayRecord:
        """What days/<day>.toml says; with `state` (the day's opening), who is named must be
        alive. A day going on (no `burned` yet) is a record with the count it lacks (`missing`):
        the day waits for it at its stake (lupus_mod.engine.day)."""
        if not self.day_file(day).exists():
            self.read_day(day, required)
            return DayRecord(day, "", {})
        src = self.day_source(day)
        burned, choices, problems = read_day_file(src, self.day_rules if state is None else replace(
            self.day_rules, living_roles=frozenset(p.role for p in state.players if p.alive)))
        if state is not None:
            problems = self._dead_named(src, state, burned, choices) + problems   # the dead first: the plainer fault
        raise_all(problems)
        return DayRecord(day, burned[0] if len(burned) == 1 else burned or "", choices,
                         revote=isinstance(src.data.get("revote"), dict), missing=self._missing(day))

    def _missing(self, day: int) -> str:
        """The count days/<day>.toml still lacks: the day's, its ballottaggio's or the new vote's."""
        if self.day_over(day):
            return ""
        data = self.read_day(day)
        return next((k for k in ("revote", "runoff") if isinstance(data.get(k), dict)), "burned")

    def _dead_named(self, src: TomlFile, state: GameState, burned: tuple[str, ...],
                    choices: dict[str, str]) -> list[LupusError]:
        named = [(("burned",), "burned", n) for n in burned]
        named += [((k,), k, v) for k, v in choices.items() if self.day_rules.choice_kinds[k] == "player"]
        dead = {p.name: p.death_phase for p in state.players if not p.alive}
        gender = {p.name: p.gender for p in self.players}
        return [src.error(path, say("game.dead-named", key=key, name=name, gender=gender.get(name, ""),
                                    phase=self._phase_said(dead[name])),
                          say("game.dead-named-hint"))
                for path, key, name in named if name in dead]

    def _phase_said(self, engine_phase: str) -> str:
        kind, number = self._phase(engine_phase)
        return say(f"phase.{kind}-n", number=number)

    def phase_words(self, engine_phase: str) -> str:
        """The engine's "night-<nights played>" / "day-<d>" as the GM numbers them."""
        return " ".join(self._phase(engine_phase))

    def _phase(self, engine_phase: str) -> tuple[str, str]:
        kind, _, number = engine_phase.partition("-")
        return (kind, self.night_label(int(number))) if kind == "night" else ("day", number)

    def file_problems(self) -> list[LupusError]:
        """Every problem of the day files and override files, as they are written."""
        problems: list[LupusError] = []
        if self.ruleset.loop.declared:
            from lupus_mod.inputs.loop_days import thread_problems
            from lupus_mod.inputs.loop_overrides import loop_words, read_loop_overrides
            words = loop_words(self.ruleset.loop, self.players)
            own = [p for folder in ("nights", "days") for path in sorted(self.path(folder).glob("*.overrides.toml"))
                   for p in self._problems_of(lambda: _no_problems(read_loop_overrides(
                       path, self.dir, self.find_player, self.ruleset.loop, words, self.tz)))]
            return thread_problems(self.path("days"), self.dir, self.find_player, self.tz) + own
        for path in sorted(self.path("days").glob("*.toml")):
            stem = path.name.removesuffix(".toml")
            if stem.isdigit():
                problems += self._problems_of(lambda: read_day_file(self.day_source(int(stem)),
                                                                    self.day_rules)[2])
        for kind, folder in (("night", "nights"), ("day", "days")):
            for path in sorted(self.path(folder).glob("*.overrides.toml")):
                key = path.name.removesuffix(".overrides.toml")
                problems += self._problems_of(lambda: _no_problems(phase_overrides(self, kind, key)))
        return problems

    @staticmethod
    def _problems_of(read: Callable[[], list[LupusError]]) -> list[LupusError]:
        """The problems `read` returns, or those of the error it raises."""
        try:
            return list(read())
        except LupusError as error:
            return each_problem(error)

    # -- players -------------------------------------------------------------------------
    @cached_property
    def names(self) -> tuple[str, ...]:
        return tuple(p.name for p in self.players)

    @cached_property
    def name_index(self) -> NameIndex:
        return NameIndex(vocabulary(self))

    def find_player(self, text: str) -> Resolution:
        """A written name read as a PM header is: case, accents, aliases, unique prefix."""
        return self.name_index.resolve_sender(text)

    def resolve_name(self, text: str) -> str | None:
        return self.find_player(text).target

    def entry(self, name: str) -> PlayerEntry:
        return next(p for p in self.players if p.name == name)

    def current_nick(self, name: str, phase: str = "") -> str:
        """The nickname playing the slot during `phase` ("night 3", "day 2"; "" = now)."""
        return nick_at(name, self.entry(name).substitutes, phase, self.first_night)

    def genders(self, phase: str = "") -> dict[str, str]:
        """Each slot's gender during `phase` ("" = now): that of the nickname playing it, so a
        substitute is worded as himself from his phase on (docs/lifecycle.md)."""
        return {p.name: gender_at(p.gender, p.substitutes, p.substitute_genders, phase, self.first_night)
                for p in self.players}

    def off_turn(self, phase: str) -> dict[str, tuple[str, str]]:
        """The nicknames not playing their slot during `phase` (a substitute before his phase,
        the nickname he replaced after it)."""
        return off_turn(((p.name, p.substitutes) for p in self.players), phase, self.first_night)

    def member_accounts(self) -> dict[str, str]:
        """The board's member ids declared in players.toml (`account_id`) -> the name each was
        declared for: the player's, or his substitute's nickname (votes.accounts)."""
        own = {member: p.name for p in self.players for member in p.account_ids}
        return own | {member: nick for p in self.players
                      for (nick, _), member in zip(p.substitutes, p.substitute_account_ids) if member}

    def reply_files(self, phase: str) -> dict[str, str]:
        """The file name (without .bbcode) of each player's private reply during `phase`."""
        return reply_files_for(self.current_nick(name, phase) for name in self.names)

    # -- state -------------------------------------------------------------------------------
    def initial_state(self) -> GameState:
        # The resolver is imported where a phase is computed: a command whose phases are all
        # read back from their snapshots (lupus_mod.cache.snapshots) never loads it.
        from lupus_mod.engine.setup import Seating, initial_state
        seating = tuple(Seating(p.name, p.role, p.items) for p in self.players)
        return initial_state(seating, self.ruleset, self.seed, self.spare_cards)


def _clears(power: Any) -> bool:
    """A standing order (effect `designate`) that may name no one: said so, it is taken back."""
    return power.effect == "designate" and all(a.endswith("?") for a in power.args)


def vocabulary(game: Game) -> Vocabulary:
    """The words of the game: every power keyword of the ruleset (with its synonyms and
    phrases), players, items, roles."""
    specs: dict[str, KeywordSpec] = {}
    owned = [(o, p) for o, p in game.ruleset.all_powers() if p.keyword and not p.day]
    slots = {p.keyword: o for o, p in owned if o.startswith("group:")}
    powers = [p for _, p in owned]
    for step in game.ruleset.steps:
        if step.settings.get("keyword"):
            specs[step.settings["keyword"]] = KeywordSpec(
                step.settings["keyword"], tuple(step.settings.get("synonyms", ())),
                tuple(step.settings.get("args", ())))
    for power in powers:
        known = specs.get(power.keyword)
        # Two roles may share a keyword (two kinds of investigation): keep the longest form
        # and every synonym of both.
        args = power.args if known is None or len(power.args) > len(known.args) else known.args
        synonyms = tuple(dict.fromkeys((*(known.synonyms if known else ()), *power.synonyms)))
        phrases = tuple(dict.fromkeys((*(known.phrases if known else ()), *power.phrases)))
        specs[power.keyword] = KeywordSpec(power.keyword, synonyms, args, phrases, slots.get(power.keyword, ""),
                                           step=known.step if known else power.step,
                                           declines=bool(known and known.declines) or power.effect == "decline",
                                           clears=bool(known and known.clears) or _clears(power))
    return Vocabulary(
        keywords=tuple(specs.values()),
        players=tuple((p.name, (*p.aliases, *(n for n, _ in p.substitutes))) for p in game.players),
        items=tuple((i.id, (i.name, *i.short_names)) for i in game.ruleset.items),
        roles=tuple((r.id, (r.name, *r.aliases)) for r in game.ruleset.roles),
        offered=tuple(dict.fromkeys(game.spare_cards)),
        titles=tuple(t.name for t in game.ruleset.titles),
        gm=_gm_names(game.config.get("gm", ())))


def _gm_names(value) -> tuple[str, ...]:
    """game.toml `gm`: a list of nicknames, or one."""
    return (value,) if isinstance(value, str) else tuple(str(v) for v in value)


def phase_overrides(game: Game, kind: str, key: str) -> tuple[Override, ...]:
    """The GM's overrides of night `key` or day `key` (docs/lifecycle.md)."""
    cache = f"overrides:{kind}:{key}"
    if cache not in game._cache:
        words = keyword_of(vocabulary(game)) if kind == "night" else day_keys_of(game.ruleset)
        game._cache[cache] = read_overrides(overrides_path(game.dir, kind, key), game.dir,
                                            game.find_player, words)
    return game._cache[cache]


def load_game(path: Path) -> Game:
    """The game folder read and checked: game.toml, players.toml, roles.toml, every day file
    and every override file; every problem found is raised together. A folder whose inputs
    were all found right before is read back from that record (`inputs_key`)."""
    root = Path(path)
    if not root.is_dir() or not (root / "game.toml").exists():
        raise GameFolderError(say("game.not-a-game"), file=str(root), hint=say("game.not-a-game-hint"))
    key = inputs_key(root)
    kept = snapshots.load(key)
    if isinstance(kept, tuple) and len(kept) == 5 and zone_known(kept[0]):
        config, players, ruleset, spare, days = kept
        game = Game(dir=root, config=config, players=players, ruleset=ruleset, spare_cards=spare)
        for day, (data, positions) in days.items():    # the day files as the check read them
            game._cache[f"day-file:{day}"] = TomlFile(game.day_file(day), game.show(game.day_file(day)),
                                                      data, positions)
        return game
    game = _checked_game(root)
    days = {int(k.removeprefix("day-file:")): (v.data, v.positions)
            for k, v in game._cache.items() if k.startswith("day-file:")}
    snapshots.store(key, (game.config, game.players, game.ruleset, game.spare_cards, days))
    return game


def _checked_game(root: Path) -> Game:
    """The game folder read and checked from its files (load_game)."""
    config, players, ruleset, spare = checked_inputs(root)
    game = Game(dir=root, config=config, players=players, ruleset=ruleset, spare_cards=spare)
    from lupus_mod.inputs.authoring import load_problems
    raise_all(game.file_problems() + load_problems(root, ruleset))
    return game


def game_of_its_inputs(root: Path) -> Game | None:
    """The game as its game.toml, players.toml and roles.toml read, its day and override files
    unchecked; None when those three do not read. `check` reads every night log with it when a
    day file is wrong, so that every problem is listed at once."""
    try:
        config, players, ruleset, spare = checked_inputs(Path(root))
    except LupusError:
        return None
    return Game(dir=Path(root), config=config, players=players, ruleset=ruleset, spare_cards=spare)


def _no_problems(_read: object) -> list[LupusError]:
    """A file read without an error has no problem to report."""
    return []
