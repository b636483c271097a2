"""The fast path's draws (lupus_mod.simulate.draws) are random.Random's own: the same numbers
from the same generator, and the generator left in the same state, so the fast path's games
stay the resolver's seed for seed."""
from __future__ import annotations

import random

import pytest
from hypothesis import given, strategies as st

from lupus_mod.simulate.draws import below, bit_count, choice, pick, seeded, shuffle


@given(st.integers(min_value=0, max_value=2**32), st.lists(st.integers(min_value=1, max_value=10**6), min_size=1))
def test_below_and_choice_draw_as_random(seed: int, sizes: list[int]) -> None:
    ours, theirs = random.Random(seed), random.Random(seed)
    for size in sizes:
        assert below(ours, size) == theirs.choice(range(size))
        assert choice(ours, range(size)) == theirs.choice(range(size))
    assert ours.getstate() == theirs.getstate()


@given(st.integers(min_value=0, max_value=2**32), st.lists(st.text(max_size=2), max_size=40))
def test_shuffle_shuffles_as_random(seed: int, items: list[str]) -> None:
    ours, theirs = random.Random(f"{seed}:deal"), random.Random(f"{seed}:deal")
    mine, reference = list(items), list(items)
    shuffle(ours, mine)
    theirs.shuffle(reference)
    assert mine == reference
    assert ours.getstate() == theirs.getstate()


def test_choice_from_nothing_is_refused_as_random() -> None:
    with pytest.raises(IndexError):
        random.Random(1).choice([])
    with pytest.raises(IndexError):
        choice(random.Random(1), [])


@given(st.integers(min_value=0, max_value=2**32), st.lists(st.integers(min_value=0, max_value=2**40), max_size=30))
def test_pick_draws_as_choice_among_the_players_of_the_mask(seed: int, masks: list[int]) -> None:
    ours, theirs = random.Random(seed), random.Random(seed)
    for mask in masks:
        players = [p for p in range(mask.bit_length()) if mask >> p & 1]
        assert pick(ours, mask) == (theirs.choice(players) if players else -1)
    assert ours.getstate() == theirs.getstate()      # nothing drawn for an empty mask


@given(st.text(max_size=30))
def test_seeded_is_random_seeded_with_the_text(text: str) -> None:
    ours, theirs = seeded(text), random.Random(text)
    assert ours.getstate() == theirs.getstate()
    assert [ours.getrandbits(7) for _ in range(5)] == [theirs.getrandbits(7) for _ in range(5)]


@given(st.integers(min_value=0, max_value=2**200))
def test_bit_count_counts_as_int_bit_count(mask: int) -> None:
    assert bit_count(mask) == mask.bit_count()
