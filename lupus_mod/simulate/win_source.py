"""The wins checked after every phase, as one Python function generated once a setup.

    met_function(wins, weights) -> (met(t, m, M) -> [WinSpec…], selectors)

A condition on the living alone — none_alive, all_dead, any_alive, count_ge, half_alive of
selectors on the cards (no weight above one, no status), nested in all/any/not, and the
policies — becomes one expression on bitmasks: `m` the living, `M[i]` who matches the i-th
selector in this deal (lean.Table.win_masks). Any other condition (a status, a weight, a
score, all_others) keeps its function of compiled._condition. Same answers, without three
calls a term: the wins are checked after every phase of every game.
"""
from __future__ import annotations

from typing import Any, Callable, Mapping

from lupus_mod.rules.spec import WinSpec


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


def met_function(checked: tuple[tuple[WinSpec, Callable[..., bool]], ...],
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
