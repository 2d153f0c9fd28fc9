"""The arm's holders and how each player numbers them (balance models A–D and the custom model).

A holder is named by its signed distance from the pivot in holder pitches: x
in ±1…±7, + on the right of the player on side +1. That player's START half is
x > 0 and their FINISH half x < 0; for the player on side −1 it is the other way
round, so the two sides share every holder. Along a player's track, path index
i = 1…7 is START holder S_i and i = 8…14 is FINISH holder F_(i−7); a model says
which distance carries which number (data/models.json).
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cached_property, lru_cache
from pathlib import Path

_DATA = Path(__file__).with_name("data") / "models.json"

TRACK = 14  # S1…S7, F1…F7
HALF = 7
SIZES = ("L", "M")  # large and medium pawns

Pawn = tuple[int, int, str]  # a pawn on the arm: (holder x, colour, size)


def track_name(index: int) -> str:
    """The name of path index 1…14 along a player's track: S1…S7, then F1…F7."""
    return f"S{index}" if index <= HALF else f"F{index - HALF}"


@dataclass(frozen=True)
class Layout:
    """One balance model: numbering of both halves, holder capacities and the large-pawn cap."""

    key: str
    start: tuple[int, ...]  # start[k-1] = distance of START number k
    finish: tuple[int, ...]  # finish[k-1] = distance of FINISH number k
    capacity: tuple[tuple[int, int], ...]  # (distance, pawns it holds)
    max_large: int

    @property
    def holders(self) -> tuple[int, ...]:
        """Every holder x, from the left end to the right end."""
        dists = sorted(d for d, _ in self.capacity)
        return tuple([-d for d in reversed(dists)] + dists)

    @cached_property
    def _rooms(self) -> dict[int, int]:
        return dict(self.capacity)

    @cached_property
    def _numbers(self) -> tuple[dict[int, int], dict[int, int]]:
        """Path index by distance: (START half, FINISH half)."""
        return ({d: k + 1 for k, d in enumerate(self.start)}, {d: k + HALF + 1 for k, d in enumerate(self.finish)})

    def room(self, x: int) -> int:
        return self._rooms[abs(x)]

    def holder(self, side: int, index: int) -> int:
        """The holder x of path index 1…14 for a player on `side` (±1)."""
        if index <= HALF:
            return side * self.start[index - 1]
        return -side * self.finish[index - HALF - 1]

    def index(self, side: int, x: int) -> int:
        """The path index of holder x for a player on `side` (inverse of `holder`)."""
        return self._numbers[0 if (x > 0) == (side > 0) else 1][abs(x)]

    def number(self, side: int, x: int) -> tuple[str, int]:
        """("S" or "F", number) of holder x as the player on `side` sees it."""
        i = self.index(side, x)
        return ("S", i) if i <= HALF else ("F", i - HALF)

    def label(self, side: int, x: int) -> str:
        kind, number = self.number(side, x)
        return f"{kind}{number}"


def _validate(key: str, raw: dict) -> Layout:
    start, finish = tuple(raw["start"]), tuple(raw["finish"])
    capacity = tuple(sorted((int(d), int(c)) for d, c in raw["capacity"].items()))
    dists = tuple(d for d, _ in capacity)
    if dists != tuple(range(1, HALF + 1)) or sorted(start) != list(dists) or sorted(finish) != list(dists):
        raise ValueError(f"balance model {key}: numbers must cover the distances 1-7 once each")
    if start[HALF - 1] != HALF or finish[HALF - 1] != HALF:
        raise ValueError(f"balance model {key}: number 7 is the end place")
    if any(c not in (1, 2) for _, c in capacity):
        raise ValueError(f"balance model {key}: holders take 1 or 2 pawns")
    return Layout(key, start, finish, capacity, int(raw["max_large"]))


@lru_cache(maxsize=1)
def models() -> dict[str, Layout]:
    raw = json.loads(_DATA.read_text(encoding="utf-8"))["models"]
    return {key: _validate(key, value) for key, value in raw.items()}


def model(key: str) -> Layout:
    return models()[key]
