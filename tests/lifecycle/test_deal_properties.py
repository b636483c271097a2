"""Properties of the deal: every count respected, one role per player, every item dealt once."""
from __future__ import annotations

from collections import Counter

from hypothesis import assume, given, settings
from hypothesis import strategies as st

from lupus_mod.inputs.catalog import builtin
from lupus_mod.errors import GameFolderError
from lupus_mod.lifecycle.composition import role_counts, size_range
from lupus_mod.lifecycle.deal import deal
from lupus_mod.lifecycle.knowledge import starting_knowledge
from lupus_mod.lifecycle.roster import Recruit

RULESET = builtin("lupus-of-the-rings")
LOW, HIGH = size_range(RULESET)
nicknames = st.text(alphabet="abcdefghilmnoprstuvzABCDEFGHILMNOPRSTUVZ0123456789_", min_size=1, max_size=10)


def rosters(low: int = LOW, high: int = HIGH) -> st.SearchStrategy[tuple[Recruit, ...]]:
    return st.lists(nicknames, min_size=low, max_size=high, unique_by=str.casefold).map(
        lambda names: tuple(Recruit(n) for n in names))


def _check_deal(recruits: tuple[Recruit, ...], counts: dict[str, int], seed: int) -> None:
    dealt = deal(recruits, counts, RULESET, seed)
    assert [d.name for d in dealt] == [r.name for r in recruits]            # list order kept
    assert Counter(d.role for d in dealt) == Counter({r: n for r, n in counts.items() if n})
    held = Counter(item for d in dealt for item in d.items)
    expected = {i.id for i in RULESET.items
                if i.start == "random" or any(i.id in RULESET.role(r).items for r in counts if counts[r])}
    assert set(held) == expected and set(held.values()) <= {1}
    assert dealt == deal(recruits, counts, RULESET, seed)                   # a pure function


@settings(max_examples=60, deadline=None)
@given(recruits=rosters(), seed=st.integers(min_value=0, max_value=2**32))
def test_the_ruleset_composition_is_dealt_exactly(recruits: tuple[Recruit, ...], seed: int) -> None:
    counts = role_counts(RULESET, len(recruits))
    assert sum(counts.values()) == len(recruits)
    _check_deal(recruits, counts, seed)


@settings(max_examples=60, deadline=None)
@given(counts=st.fixed_dictionaries({r.id: st.integers(min_value=0, max_value=3) for r in RULESET.roles}),
       seed=st.integers(min_value=0, max_value=2**32), data=st.data())
def test_gm_counts_are_dealt_exactly(counts: dict[str, int], seed: int, data: st.DataObject) -> None:
    total = sum(counts.values())
    assume(total > 0)
    recruits = data.draw(rosters(total, total))
    try:
        in_play = role_counts(RULESET, total, counts)
    except GameFolderError as error:
        # The only refusal with counts that add up: an unaware role without its believed role.
        assert "believes to be" in error.message
        return
    assert in_play == {r: n for r, n in counts.items() if n}
    _check_deal(recruits, in_play, seed)


@settings(max_examples=40, deadline=None)
@given(recruits=rosters(), seed=st.integers(min_value=0, max_value=2**32))
def test_the_pack_and_the_massoni_know_each_other_and_nobody_else_knows_anybody(
        recruits: tuple[Recruit, ...], seed: int) -> None:
    dealt = deal(recruits, role_counts(RULESET, len(recruits)), RULESET, seed)
    known = starting_knowledge(dealt, RULESET)
    wolves = {d.name for d in dealt if "LUPO" in RULESET.role(d.role).conta}
    massoni = {d.name for d in dealt if "massone" in RULESET.role(d.role).tags}
    for d in dealt:
        names = {k.name for k in known[d.name]}
        group = wolves if d.name in wolves else massoni if d.name in massoni else {d.name}
        assert names == group - {d.name}
