"""`[votes]` of game.toml: the grammar and the counting rules of one game, checked.

Every key is optional; docs/tally.md lists them with their defaults.
"""
from __future__ import annotations

from dataclasses import dataclass, field, fields
from typing import Any, Mapping

from lupus_mod.errors import TallyError
from lupus_mod.votes.count import ABSTENTION_POLICIES, RUNOFF_VOTERS
from lupus_mod.votes.grammar import Grammar
from lupus_mod.votes.names import FUZZY_CUTOFF
from lupus_mod.votes.ties import BALLOTS, FIRST_DECISIVE, NOBODY, PLURALITY, RUNOFF_TIE_BREAKS, TIE_BREAKS

GAME_FILE = "game.toml"
_GRAMMAR_LISTS = ("vote", "unvote", "abstain", "negations", "talk_before", "hedges", "hedge_ends",
                  "fillers", "alternatives")
_GRAMMAR_FLAGS = ("bold_only", "spoilers_count")


@dataclass(frozen=True)
class VoteSettings:
    grammar: Grammar = field(default_factory=Grammar)
    self_vote: bool = True
    abstention: str = "free"
    tie_break: str = FIRST_DECISIVE
    majority: bool = False
    runoff_voters: str = "not-tied"
    runoff_tie_break: str = NOBODY
    ballot: str = PLURALITY
    non_players: tuple[str, ...] = ()
    fuzzy_cutoff: float = FUZZY_CUTOFF


_CHOICES = {
    "abstention": ABSTENTION_POLICIES,
    "tie_break": TIE_BREAKS,
    "runoff_voters": RUNOFF_VOTERS,
    "runoff_tie_break": RUNOFF_TIE_BREAKS,
    "ballot": BALLOTS,
}
_FLAGS = ("self_vote", "majority")


def read_settings(table: Mapping[str, Any] | None) -> VoteSettings:
    """Check `[votes]` and build the settings; any mistake names the key and what to write."""
    table = dict(table or {})
    known = {*(_GRAMMAR_LISTS), *_GRAMMAR_FLAGS, *(f.name for f in fields(VoteSettings))} - {"grammar"}
    for key in table:
        if key not in known:
            _fail(key, table[key], f"unknown key; known keys: {', '.join(sorted(known))}")
    grammar_args: dict[str, Any] = {k: _strings(k, table.pop(k)) for k in _GRAMMAR_LISTS if k in table}
    grammar_args.update({k: _flag(k, table.pop(k)) for k in _GRAMMAR_FLAGS if k in table})
    args: dict[str, Any] = {"grammar": Grammar(**grammar_args)}
    for key, allowed in _CHOICES.items():
        if key in table:
            value = table[key]
            if value not in allowed:
                _fail(key, value, f"must be one of {', '.join(allowed)}")
            args[key] = value
    args.update({k: _flag(k, table[k]) for k in _FLAGS if k in table})
    if "non_players" in table:
        args["non_players"] = _strings("non_players", table["non_players"])
    if "fuzzy_cutoff" in table:
        cutoff = table["fuzzy_cutoff"]
        if not isinstance(cutoff, (int, float)) or isinstance(cutoff, bool) or not 0 < cutoff <= 1:
            _fail("fuzzy_cutoff", cutoff, "must be a number between 0 and 1 (default 0.8)")
        args["fuzzy_cutoff"] = float(cutoff)
    return VoteSettings(**args)


def _strings(key: str, value: Any) -> tuple[str, ...]:
    if not isinstance(value, list) or not all(isinstance(v, str) and v.strip() for v in value):
        _fail(key, value, "must be a list of non-empty strings")
    return tuple(value)


def _flag(key: str, value: Any) -> bool:
    if not isinstance(value, bool):
        _fail(key, value, "must be true or false")
    return value


def _fail(key: str, value: Any, why: str) -> None:
    raise TallyError(f"[votes] {key} = {value!r}: {why}", file=GAME_FILE,
                     hint="see docs/tally.md for every [votes] setting")
