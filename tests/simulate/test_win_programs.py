"""The fast path's win programs (win_source builds them, lean.holds runs them) answer as the
conditions they come from: on the shipped rulesets' deals, and on conditions of every term
nested in all / any / not."""
from __future__ import annotations

from hypothesis import given, strategies as st

from lupus_mod.simulate.fastplay import _deal
from lupus_mod.simulate.lean import Table, holds
from lupus_mod.simulate.play import compiled
from lupus_mod.simulate.setup import plan_from_ruleset
from lupus_mod.simulate.win_source import met_function

SELECTORS = ("a", "b", "c")


@given(st.sampled_from(["vanilla", "lupus-of-the-rings"]), st.integers(0, 2**32), st.integers(0, 2**30))
def test_programs_answer_as_the_rulesets_conditions(ruleset: str, seed: int, living: int) -> None:
    plan = plan_from_ruleset(ruleset, None, (), False)
    rules = compiled(plan.setup)
    table = Table(rules, *_deal(rules, plan.setup)(seed))
    table.mask = living & table.everyone
    table.alive = [bool(table.mask >> i & 1) for i in range(table.n)]
    programs = [(code, test) for _, code, test in rules.checks if code is not None]
    assert programs
    for code, test in programs:
        assert holds(code, table.mask, table.win_masks) == test(table)


def _conditions(depth: int):
    term = st.one_of(
        st.sampled_from(SELECTORS).flatmap(lambda s: st.sampled_from(
            [{"none_alive": s}, {"all_dead": s}, {"any_alive": s}, {"half_alive": s}])),
        st.tuples(st.sampled_from(SELECTORS), st.sampled_from(SELECTORS)).map(lambda p: {"count_ge": list(p)}),
        st.sampled_from([{"policy": "yes"}, {"policy": "no"}, {}]))
    if not depth:
        return term
    inner = _conditions(depth - 1)
    return st.one_of(term, st.lists(inner, max_size=3).map(lambda c: {"all": c}),
                     st.lists(inner, max_size=3).map(lambda c: {"any": c}), inner.map(lambda c: {"not": c}),
                     st.tuples(inner, inner).map(lambda p: {**p[0], **p[1]}))


def _reference(cond: dict, m: int, masks: dict[str, int]) -> bool:
    """engine/wins.py's reading, written out: every key of a condition holds."""
    count = int.bit_count
    checks = {"all": lambda v: all(_reference(c, m, masks) for c in v),
              "any": lambda v: any(_reference(c, m, masks) for c in v),
              "not": lambda v: not _reference(v, m, masks),
              "none_alive": lambda v: not m & masks[v], "all_dead": lambda v: not m & masks[v],
              "any_alive": lambda v: m & masks[v] != 0,
              "count_ge": lambda v: count(m & masks[v[0]]) >= count(m & masks[v[1]]),
              "half_alive": lambda v: 2 * count(m & masks[v]) >= count(m) > 0,
              "policy": lambda v: v == "yes"}
    return all(checks[key](value) for key, value in cond.items())


@given(_conditions(3), st.integers(0, 2**12), st.lists(st.integers(0, 2**12), min_size=3, max_size=3))
def test_programs_answer_as_their_conditions(cond: dict, living: int, selected: list[int]) -> None:
    win = type("Win", (), {"when": cond})()
    checks, selectors = met_function(((win, None),), lambda s: {"role": 1}, lambda key, default: key == "yes")
    (_, code, _), = checks
    masks = dict(zip(SELECTORS, selected))
    assert holds(code, living, [masks[s] for s in selectors]) == _reference(cond, living, masks)
