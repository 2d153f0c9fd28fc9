"""The triangular grid of unlimited size that Triple Domino is played on.

A cell is (col, row). Row `row` lies between the horizontal lattice lines `row`
and `row + 1`; along a row the cells alternate pointing up and down, up where
col + row is even. Lattice points are (x, y) in half-cell units, so cell
corners are whole numbers. Corners are listed clockwise as seen on screen
(y grows downwards): up = apex, lower right, lower left; down = upper left,
upper right, lower apex. A placed tile's clockwise numbers go onto these corners.
"""

from __future__ import annotations

Cell = tuple[int, int]
Point = tuple[int, int]


def points_up(cell: Cell) -> bool:
    return (cell[0] + cell[1]) % 2 == 0


def corners(cell: Cell) -> tuple[Point, Point, Point]:
    col, row = cell
    if points_up(cell):
        return (col + 1, row), (col + 2, row + 1), (col, row + 1)
    return (col, row), (col + 2, row), (col + 1, row + 1)


def edge_neighbours(cell: Cell) -> tuple[Cell, Cell, Cell]:
    """The three cells sharing a whole side with `cell`."""
    col, row = cell
    vertical = (col, row + 1) if points_up(cell) else (col, row - 1)
    return (col - 1, row), (col + 1, row), vertical


def cells_at(point: Point) -> tuple[Cell, ...]:
    """The six cells meeting at a lattice point."""
    x, y = point
    return (x - 2, y - 1), (x - 1, y - 1), (x, y - 1), (x - 2, y), (x - 1, y), (x, y)


def touching(cell: Cell) -> set[Cell]:
    """All twelve cells that share a side or a corner with `cell`."""
    around = {other for point in corners(cell) for other in cells_at(point)}
    around.discard(cell)
    return around
