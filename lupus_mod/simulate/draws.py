"""The draws the fast path makes from a random.Random, written out: CPython's own algorithm
(Random._randbelow_with_getrandbits under choice and shuffle: k bits drawn until the number is
below n), so the same generator gives the same numbers and the same games as the resolver's
`rng.choice` and `rng.shuffle` (tests/simulate/test_draws.py), while compiled they cost no call
into the interpreter's random.py.
"""
from __future__ import annotations

import _random
import random
from hashlib import sha512
from typing import Final, Sequence, TypeVar

T = TypeVar("T")

# The generator's own C method, called as a function: random.Random leaves getrandbits to
# _random.Random, so this is the method rng.getrandbits finds, without the lookup on the
# instance (compiled, a third of the call's time: the draws are a tenth of a game's).
_getrandbits: Final = random.Random.getrandbits
# The generator's C seeding, called as random.Random.seed calls it (super().seed(a)).
_seed: Final = _random.Random.seed
# How many players a bitmask holds, 11 seats at a time from this table: compiled, a call of
# int.bit_count (no primitive: the int boxed, the method called) costs more than the lookups.
_COUNTS: Final = [bin(k).count("1") for k in range(2048)]


def bit_count(mask: int) -> int:
    """int.bit_count(mask), mask >= 0."""
    count = 0
    while mask:
        count += _COUNTS[mask & 2047]
        mask >>= 11
    return count


def seeded(text: str) -> random.Random:
    """random.Random(text): random.Random.seed's version 2 for a str (its bytes followed by
    their SHA-512, as one int) given to the C generator, without the two Python frames of
    __init__ and seed (a generator is seeded per deal, per bots and per night that draws)."""
    data = text.encode()
    rng = random.Random.__new__(random.Random)
    _seed(rng, int.from_bytes(data + sha512(data).digest(), "big"))
    rng.gauss_next = None       # type: ignore[attr-defined]
    return rng


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


def pick(rng: random.Random, mask: int) -> int:
    """choice(rng, [p for p in seats if mask >> p & 1]) without building the list: the same
    single draw among as many players, in seat order; -1 when the mask is empty (nothing
    drawn)."""
    if not mask:
        return -1
    k = below(rng, bit_count(mask))
    while k:            # the k-th player of the mask: its lower players cleared one by one
        mask &= mask - 1
        k -= 1
    return (mask & -mask).bit_length() - 1
