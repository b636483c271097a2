"""What `simulate` plays: a built-in ruleset or a roles.toml at a size, or a game folder as it
stands ("who is favoured from here?"). The shell side: it reads files."""
from __future__ import annotations

import tomllib
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from lupus_mod.inputs.catalog import builtin_ids, builtin_text
from lupus_mod.inputs.folder import read_text
from lupus_mod.engine.loop.state import LoopState
from lupus_mod.engine.state import GameState
from lupus_mod.errors import GameFolderError, RulesetError
from lupus_mod.lifecycle.composition import parse_counts, role_counts, size_range
from lupus_mod.messages import say
from lupus_mod.rules.load import ruleset_from_dict
from lupus_mod.simulate.play import Setup, vote_rules
from lupus_mod.text.toml_errors import toml_problem


@dataclass(frozen=True)
class Plan:
    setup: Setup
    text: str                   # the ruleset's TOML, for the worker processes
    game_dir: str = ""          # a game folder played on from its present
    state: GameState | LoopState | None = None


def _ruleset_text(spec: str) -> tuple[str, str]:
    if spec in builtin_ids():
        return builtin_text(spec), spec
    path = Path(spec)
    if path.suffix == ".toml" and path.is_file():
        try:
            return path.read_text(encoding="utf-8"), str(path)
        except (OSError, UnicodeDecodeError):
            raise GameFolderError(say("simulate-gm.unreadable"), file=spec,
                                  hint=say("simulate-gm.unreadable-hint")) from None
    raise GameFolderError(say("simulate-gm.no-ruleset", spec=spec), file="--ruleset",
                          hint=say("simulate-gm.no-ruleset-hint", ids=", ".join(builtin_ids())))


def plan_from_ruleset(spec: str, players: int | None, counts: tuple[str, ...],
                      day_first: bool) -> Plan:
    text, shown = _ruleset_text(spec)
    try:
        data = tomllib.loads(text)
        ruleset = ruleset_from_dict(data)
    except tomllib.TOMLDecodeError as error:
        line, what, hint = toml_problem(str(error), text)
        raise RulesetError(what, file=shown, line=line, hint=hint) from None
    except RulesetError as error:
        raise RulesetError(say("simulate-gm.broken", problem=error.message), file=shown,
                           hint=say("simulate-gm.broken-hint")) from None
    size = players or int(ruleset.composition.get("players", 0)) or sum(r.count for r in ruleset.roles)
    overrides = _filled(ruleset, size, parse_counts(counts, ruleset))
    table = role_counts(ruleset, size, overrides)
    return Plan(Setup(ruleset, tuple((r, n) for r, n in table.items() if n), size, day_first,
                      vote_rules(data)), text)


def _filled(ruleset, size: int, overrides: dict[str, int]) -> dict[str, int]:
    """`--count lupo=3` alone: the filler role (the first of [composition] add, the plain
    villager) takes up the difference, so the counts still add up to the players."""
    filler = next(iter(ruleset.composition.get("add", ())), "")
    if not overrides or not filler or filler in overrides:
        return overrides
    low, high = size_range(ruleset)
    base = role_counts(ruleset, min(max(size, low), high))
    full = {**base, **overrides}
    full[filler] = full.get(filler, 0) + size - sum(full.values())
    return full if full[filler] >= 0 else overrides


def plan_from_game(game_dir: Path) -> Plan:
    """The game folder's players and roles, from the state after its last phase played."""
    from lupus_mod.play.game import load_game
    from lupus_mod.lifecycle.chronicle import chronicle

    game = load_game(game_dir)
    if game.ruleset.loop.declared:
        from lupus_mod.play.turns import present_state
        state: Any = present_state(game)
    else:
        records = chronicle(game)
        state = records[-1].state if records else game.initial_state()
    counts: dict[str, int] = {}
    for p in game.players:
        counts[p.role] = counts.get(p.role, 0) + 1
    setup = Setup(game.ruleset, tuple(counts.items()), len(game.players))
    # Read as load_game read it (UTF-16 with its BOM too): the game's own roles.toml, already checked.
    return Plan(setup, read_text(game.path("roles.toml"), Path(game_dir)), str(game_dir), state)
