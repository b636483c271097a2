"""The draws the fast path makes from a random.Random, written out: CPython's own algorithm
(Random._randbelow_with_getrandbits under choice and shuffle: k bits drawn until the number is
below n), so the same generator gives the same numbers and the same games as the resolver's
`rng.choice` and `rng.shuffle` (tests/simulate/test_draws.py), while compiled they cost no call
into the interpreter's random.py.
"""
from __future__ import annotations

import random
from typing import Final, Sequence, TypeVar

T = TypeVar("T")

# The generator's own C method, called as a function: random.Random leaves getrandbits to
# _random.Random, so this is the method rng.getrandbits finds, without the lookup on the
# instance (compiled, a third of the call's time: the draws are a tenth of a game's).
_getrandbits: Final = random.Random.getrandbits


def below(rng: random.Random, n: int) -> int:
    """rng._randbelow(n), n > 0: as rng.choice(range(n))."""
    k = n.bit_length()
    r = _getrandbits(rng, k)
    while r >= n:
        r = _getrandbits(rng, k)
    return r


def choice(rng: random.Random, seq: Sequence[T]) -> T:
    """rng.choice(seq)."""
    if not len(seq):
        raise IndexError("Cannot choose from an empty sequence")
    return seq[below(rng, len(seq))]


def shuffle(rng: random.Random, x: list[T]) -> None:
    """rng.shuffle(x)."""
    for i in range(len(x) - 1, 0, -1):
        j = below(rng, i + 1)
        x[i], x[j] = x[j], x[i]
