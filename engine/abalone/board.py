"""The 61-cell Abalone board: cell numbers, names, directions and precomputed rays.

Rows A-I run from Black's side (bottom) to White's; diagonals 1-9 run from
left to right. A cell is the int `row * 10 + (number - 1)`: A1 = 0, E5 = 44,
I9 = 88. The spare tenth column keeps every direction a fixed offset, so a
whole colour can be shifted one step as a single Python int (see `ai.py`).
"""

from __future__ import annotations

ROWS = "ABCDEFGHI"

#: The six directions as (name, cell offset), counter-clockwise from east as Black sees the board.
DIRECTIONS: tuple[tuple[str, int], ...] = (
    ("E", 1), ("NE", 11), ("NW", 10), ("W", -1), ("SW", -11), ("SE", -10),
)
OFFSETS = tuple(offset for _, offset in DIRECTIONS)
#: The directions a line of marbles can lie along (the other three are their opposites).
AXES = (0, 1, 2)


def is_cell(row: int, column: int) -> bool:
    return 0 <= row <= 8 and 0 <= column <= 8 and abs(column - row) <= 4


#: The 61 cells in reading order A1..A5, B1..B6, ..., I5..I9.
CELLS: tuple[int, ...] = tuple(r * 10 + k for r in range(9) for k in range(9) if is_cell(r, k))
CELL_SET = frozenset(CELLS)
CENTRE = 44  # E5
CELL_NAMES: dict[int, str] = {c: f"{ROWS[c // 10]}{c % 10 + 1}" for c in CELLS}
CELL_BY_NAME: dict[str, int] = {name: c for c, name in CELL_NAMES.items()}


def neighbour(cell: int, direction: int) -> int | None:
    target = cell + OFFSETS[direction]
    return target if target in CELL_SET else None


def _ray(cell: int, direction: int) -> tuple[int, ...]:
    ray = [cell]
    while (nxt := neighbour(ray[-1], direction)) is not None:
        ray.append(nxt)
    return tuple(ray)


#: RAYS[direction][cell]: the cell itself and every cell beyond it up to the edge.
RAYS: tuple[dict[int, tuple[int, ...]], ...] = tuple({c: _ray(c, d) for c in CELLS} for d in range(6))


def distance(a: int, b: int) -> int:
    """Steps between two cells on the hex grid."""
    dr, dk = a // 10 - b // 10, a % 10 - b % 10
    return max(abs(dr), abs(dk), abs(dr - dk))


def mask(cells) -> int:
    bits = 0
    for c in cells:
        bits |= 1 << c
    return bits


def cells_of(bits: int) -> list[int]:
    """The cells set in a bitboard, ascending."""
    out = []
    while bits:
        low = bits & -bits
        out.append(low.bit_length() - 1)
        bits ^= low
    return out


#: RINGS[n]: the cells n steps from the centre (RINGS[4] is the edge).
RINGS: tuple[int, ...] = tuple(mask(c for c in CELLS if distance(c, CENTRE) == n) for n in range(5))
