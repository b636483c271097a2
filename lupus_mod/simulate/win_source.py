"""The wins checked after every phase, as programs on bitmasks built once a setup.

    met_function(wins, weights, policy) -> ([(win, program | None, test)…], selectors)

A condition on the living alone — none_alive, all_dead, any_alive, count_ge, half_alive of
selectors on the cards (no weight above one, no status), nested in all/any/not, and the
policies — becomes a short program of lean.py's operations on bitmasks (lean.holds runs it):
`m` the living, the i-th mask who matches the i-th selector in this deal (lean.Table.win_masks).
Any other condition (a status, a weight, a score, all_others, burned) keeps its function (condition,
below). Same answers, without three calls a term: the wins are checked after every phase of
every game.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable, Mapping

from lupus_mod.rules.spec import Ruleset, WinSpec
from lupus_mod.simulate.lean import ALL, ANY, ANY_ALIVE, COUNT_GE, FALSE, HALF_ALIVE, NONE_ALIVE, NOT, TRUE

if TYPE_CHECKING:
    from lupus_mod.simulate.lean import Test

WIN_KEYS = frozenset({"all", "any", "not", "none_alive", "all_dead", "any_alive", "count_ge",
                      "half_alive", "all_others", "besides", "policy", "score_half_nights", "burned"})
SELECTOR_KINDS = frozenset({"conta", "faction", "role", "tag", "hero", "any", "not", "status"})


class _NotMasked(Exception):
    """The condition reads more than the living and the cards."""


def _program(cond: Mapping[str, Any], index: Callable[[str], int], policy, code: list[int]) -> None:
    """The condition's operations appended to `code`, in prefix order: every key of a
    condition must hold (ALL of them, when there are not exactly one)."""
    if len(cond) != 1:
        code += [ALL, len(cond)]
    for key, value in cond.items():
        if key in ("all", "any"):
            code += [ALL if key == "all" else ANY, len(value)]
            for sub in value:
                _program(sub, index, policy, code)
        elif key == "not":
            code.append(NOT)
            _program(value, index, policy, code)
        elif key in ("none_alive", "all_dead"):
            code += [NONE_ALIVE, index(value)]
        elif key == "any_alive":
            code += [ANY_ALIVE, index(value)]
        elif key == "count_ge":
            code += [COUNT_GE, index(value[0]), index(value[1])]
        elif key == "half_alive":
            code += [HALF_ALIVE, index(value)]
        elif key == "policy":
            code.append(TRUE if policy(value, False) else FALSE)
        else:
            raise _NotMasked(key)


def met_function(checked: tuple[tuple[WinSpec, Test], ...],
                 weights: Callable[[str], Mapping[str, int]], policy
                 ) -> tuple[tuple[tuple[WinSpec, list[int] | None, Test], ...], tuple[str, ...]]:
    """Each checked win with its program (None: its function is called), in their order,
    and the selectors whose masks the programs read (each game fills them in)."""
    selectors: list[str] = []

    def index(selector: str) -> int:
        if "status:" in selector or any(w > 1 for w in weights(selector).values()):
            raise _NotMasked(selector)
        if selector not in selectors:
            selectors.append(selector)
        return selectors.index(selector)

    checks: list[tuple[WinSpec, list[int] | None, Test]] = []
    for win, test in checked:
        code: list[int] = []
        try:
            _program(win.when, index, policy, code)
        except _NotMasked:
            checks.append((win, None, test))
        else:
            checks.append((win, code, test))
    return tuple(checks), tuple(selectors)


def selector_problem(selector: Any) -> str:
    if not isinstance(selector, str) or selector.partition(":")[0] not in SELECTOR_KINDS:
        return f"selector {selector!r}"
    kind, _, value = selector.partition(":")
    return selector_problem(value) if kind == "not" else ""


def condition(cond: Mapping[str, Any], ruleset: Ruleset, spec: WinSpec, top: bool = True) -> Test:
    """A win condition as a function of the table, as engine/wins.py reads it: nested
    all/any/not, and all_others (with its besides) at the top of a condition only — nested,
    it is never met."""
    for key in cond:
        if key not in WIN_KEYS:
            raise LookupError(f"win condition {key!r}")
    return _all([_term(key, value, cond, ruleset, spec, top) for key, value in cond.items() if key != "besides"])


def _selector(value: Any) -> str:
    why = selector_problem(value)
    if why:
        raise LookupError(why)
    return str(value)


def _term(key: str, value: Any, cond: Mapping[str, Any], ruleset: Ruleset, spec: WinSpec, top: bool) -> Test:
    """One key of a condition (each closure typed: compiled, its calls on the table are direct)."""
    if key in ("all", "any"):
        subs = [condition(c, ruleset, spec, False) for c in value]
        return _all(subs) if key == "all" else _any(subs)
    if key == "not":
        sub = condition(value, ruleset, spec, False)
        return lambda t: not sub(t)
    if key == "count_ge":
        a, b = _selector(value[0]), _selector(value[1])
        return lambda t: t.count(a) >= t.count(b)
    if key == "score_half_nights":
        counter, role = str(value), spec.role
        return lambda t: t.score(role, counter)
    if key == "policy":
        met = bool(ruleset.policy(value, False))
        return lambda t: met
    s = _selector(value)
    if key == "any_alive":
        return lambda t: t.count(s) > 0
    if key == "half_alive":
        return lambda t: 2 * t.count(s) >= t.mask.bit_count() > 0
    if key == "burned":
        return lambda t: (t.burned & t.match(s)) != 0
    if key == "all_others":
        if not top:
            return lambda t: False
        besides = _selector(cond["besides"]) if cond.get("besides") else ""
        return lambda t: t.others(s, besides)
    return lambda t: t.count(s) == 0        # none_alive, all_dead


def _all(parts: list[Test]) -> Test:
    """The conjunction, chained (no generator a call: the wins are checked every phase)."""
    if not parts:
        return lambda t: True
    first, rest = parts[0], _all(parts[1:]) if len(parts) > 1 else None
    return first if rest is None else (lambda t: first(t) and rest(t))


def _any(parts: list[Test]) -> Test:
    if not parts:
        return lambda t: False
    first, rest = parts[0], _any(parts[1:]) if len(parts) > 1 else None
    return first if rest is None else (lambda t: first(t) or rest(t))
