"""A small seeded random-number generator whose whole state serializes to JSON.

Games keep one inside their state, so a saved, reloaded or undone position
draws exactly the same dice and tiles again. The algorithm is PCG32 (XSH RR,
O'Neill 2014): 64-bit state, 32-bit output, identical on every platform and
Python version, unlike `random.Random`, whose seeding details are CPython's.
"""

from __future__ import annotations

import math
from collections.abc import MutableSequence, Sequence
from typing import Any, TypeVar

from engine.errors import BadState

T = TypeVar("T")

_MASK64 = (1 << 64) - 1
_MULT = 6364136223846793005
_DEFAULT_STREAM = 1442695040888963407


class Rng:
    """PCG32. `copy()` before drawing when the owner must stay unchanged."""

    __slots__ = ("_state", "_inc")

    def __init__(self, seed: int = 0, stream: int = 0):
        if not isinstance(seed, int) or not isinstance(stream, int):
            raise TypeError("seed and stream must be integers")
        self._inc = ((stream << 1) | 1) & _MASK64 if stream else _DEFAULT_STREAM
        self._state = 0
        self._next()
        self._state = (self._state + (seed & _MASK64)) & _MASK64
        self._next()

    # -- serialization -------------------------------------------------------
    def to_dict(self) -> dict[str, str]:
        return {"pcg32": f"{self._state:016x}", "inc": f"{self._inc:016x}"}

    @classmethod
    def from_dict(cls, data: Any) -> Rng:
        try:
            state, inc = int(data["pcg32"], 16), int(data["inc"], 16)
        except (TypeError, KeyError, ValueError):
            raise BadState("rng: expected {'pcg32': hex, 'inc': hex}") from None
        if not (0 <= state <= _MASK64 and 0 <= inc <= _MASK64 and inc & 1):
            raise BadState("rng: value out of range")
        rng = cls.__new__(cls)
        rng._state, rng._inc = state, inc
        return rng

    def copy(self) -> Rng:
        rng = Rng.__new__(Rng)
        rng._state, rng._inc = self._state, self._inc
        return rng

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Rng) and (self._state, self._inc) == (other._state, other._inc)

    def __hash__(self) -> int:
        return hash((self._state, self._inc))

    def __repr__(self) -> str:
        return f"Rng({self.to_dict()})"

    # -- drawing -------------------------------------------------------------
    def _next(self) -> int:
        old = self._state
        self._state = (old * _MULT + self._inc) & _MASK64
        xorshifted = (((old >> 18) ^ old) >> 27) & 0xFFFFFFFF
        rot = old >> 59
        return ((xorshifted >> rot) | (xorshifted << ((-rot) & 31))) & 0xFFFFFFFF

    def below(self, n: int) -> int:
        """Uniform integer in [0, n), without modulo bias."""
        if n <= 0:
            raise ValueError("n must be positive")
        bits = max(n - 1, 1).bit_length()
        words = (bits + 31) // 32
        while True:
            value = 0
            for _ in range(words):
                value = (value << 32) | self._next()
            value >>= words * 32 - bits
            if value < n:
                return value

    def randint(self, a: int, b: int) -> int:
        """Uniform integer in [a, b], both ends included (a die: randint(1, 6))."""
        return a + self.below(b - a + 1)

    def random(self) -> float:
        """Uniform float in [0, 1) with 53 random bits."""
        return ((self._next() << 21) ^ (self._next() >> 11)) / float(1 << 53)

    def choice(self, items: Sequence[T]) -> T:
        return items[self.below(len(items))]

    def sample(self, items: Sequence[T], k: int) -> list[T]:
        """`k` different items in random order (a partial Fisher-Yates on a copy)."""
        pool = list(items)
        if not 0 <= k <= len(pool):
            raise ValueError("sample larger than the population")
        for i in range(k):
            j = i + self.below(len(pool) - i)
            pool[i], pool[j] = pool[j], pool[i]
        return pool[:k]

    def gauss(self, mu: float = 0.0, sigma: float = 1.0) -> float:
        """A normally distributed float (Box-Muller; one draw per call, so the stream stays simple)."""
        u1 = 1.0 - self.random()  # in (0, 1]: the logarithm is finite
        u2 = self.random()
        return mu + sigma * math.sqrt(-2.0 * math.log(u1)) * math.cos(2.0 * math.pi * u2)

    def shuffle(self, items: MutableSequence[Any]) -> None:
        """Fisher-Yates in place."""
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]
