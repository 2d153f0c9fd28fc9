"""The 56 Triple Domino tiles.

One tile per multiset of three numbers 0-5, printed so that read clockwise from
its lowest number the numbers never decrease (0-1-2 exists, 0-2-1 does not).
The twenty all-different tiles therefore exist in one mirror form only, which is
why some holes on the table can never be filled.
"""

from __future__ import annotations

from itertools import combinations_with_replacement

HIGHEST = 5

#: Every tile as its clockwise-ascending corners (a <= b <= c), in a fixed order.
TILES: tuple[tuple[int, int, int], ...] = tuple(combinations_with_replacement(range(HIGHEST + 1), 3))


def value(tile: tuple[int, int, int]) -> int:
    return sum(tile)


def is_triple(tile: tuple[int, int, int]) -> bool:
    return tile[0] == tile[1] == tile[2]


def rotated(tile: tuple[int, int, int], turns: int) -> tuple[int, int, int]:
    """The corners in clockwise order after turning the tile `turns` thirds clockwise."""
    k = turns % 3
    return tile[k:] + tile[:k]  # type: ignore[return-value]


def tile_text(tile: tuple[int, int, int]) -> str:
    return "-".join(map(str, tile))


def parse_tile(text: str) -> tuple[int, int, int]:
    """'3-4-5' -> (3, 4, 5); ValueError for anything that is not one of the 56 tiles."""
    parts = text.split("-")
    if len(parts) != 3 or not all(p.isdigit() and len(p) == 1 for p in parts):
        raise ValueError(f"not a tile: {text!r}")
    tile = tuple(int(p) for p in parts)
    if tile not in TILES:
        raise ValueError(f"no such tile: {text!r}")
    return tile  # type: ignore[return-value]


def turns_to(tile: tuple[int, int, int], numbers: tuple[int, int, int]) -> int:
    """How many thirds clockwise `tile` is turned to show `numbers` (0 when no turn shows them)."""
    return next((k for k in range(3) if rotated(tile, k) == numbers), 0)
