"""The wins checked after every phase, as one Python function generated once a setup.

    met_function(wins, weights) -> (met(t, m, M) -> [WinSpec…], selectors)

A condition on the living alone — none_alive, all_dead, any_alive, count_ge, half_alive of
selectors on the cards (no weight above one, no status), nested in all/any/not, and the
policies — becomes one expression on bitmasks: `m` the living, `M[i]` who matches the i-th
selector in this deal (lean.Table.win_masks). Any other condition (a status, a weight, a
score, all_others) keeps its function (condition, below). Same answers, without three
calls a term: the wins are checked after every phase of every game.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable, Mapping

from lupus_mod.rules.spec import Ruleset, WinSpec

if TYPE_CHECKING:
    from lupus_mod.simulate.lean import Test

WIN_KEYS = frozenset({"all", "any", "not", "none_alive", "all_dead", "any_alive", "count_ge",
                      "half_alive", "all_others", "besides", "policy", "score_half_nights"})
SELECTOR_KINDS = frozenset({"conta", "faction", "role", "tag", "hero", "any", "not", "status"})


class _NotMasked(Exception):
    """The condition reads more than the living and the cards."""


def _expression(cond: Mapping[str, Any], index: Callable[[str], int], policy) -> str:
    parts = []
    for key, value in cond.items():
        if key in ("all", "any"):
            subs = [_expression(c, index, policy) for c in value]
            joined = (" and " if key == "all" else " or ").join(f"({s})" for s in subs)
            parts.append(joined or ("True" if key == "all" else "False"))
        elif key == "not":
            parts.append(f"not ({_expression(value, index, policy)})")
        elif key in ("none_alive", "all_dead"):
            parts.append(f"not (m & M[{index(value)}])")
        elif key == "any_alive":
            parts.append(f"(m & M[{index(value)}]) != 0")
        elif key == "count_ge":
            parts.append(f"(m & M[{index(value[0])}]).bit_count() >= (m & M[{index(value[1])}]).bit_count()")
        elif key == "half_alive":
            parts.append(f"2 * (m & M[{index(value)}]).bit_count() >= m.bit_count() > 0")
        elif key == "policy":
            parts.append(str(bool(policy(value, False))))
        else:
            raise _NotMasked(key)
    return " and ".join(f"({p})" for p in parts) or "True"


def met_function(checked: tuple[tuple[WinSpec, Test], ...],
                 weights: Callable[[str], Mapping[str, int]], policy):
    """The function listing the checked wins met, in their order, and the selectors whose
    masks it reads (each game fills them in)."""
    selectors: list[str] = []

    def index(selector: str) -> int:
        if "status:" in selector or any(w > 1 for w in weights(selector).values()):
            raise _NotMasked(selector)
        if selector not in selectors:
            selectors.append(selector)
        return selectors.index(selector)

    lines = ["def met(t, m, M):", "    out = []"]
    names: dict[str, Any] = {}
    for k, (win, test) in enumerate(checked):
        names[f"W{k}"], names[f"F{k}"] = win, test
        try:
            condition = _expression(win.when, index, policy)
        except _NotMasked:
            condition = f"F{k}(t)"
        lines += [f"    if {condition}:", f"        out.append(W{k})"]
    lines.append("    return out")
    exec("\n".join(lines), names)       # source built from the ruleset's own win conditions
    return names["met"], tuple(selectors)


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
