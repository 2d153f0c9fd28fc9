"""The tiles on the table and what a placement there would do.

`Layout` maps occupied cells to the numbers on their corners (clockwise, see
`grid.corners`). It answers whether numbers fit in a cell (spec 1.2: at least
one whole side against the layout, and every corner that touches a placed tile,
through a side or only through a corner, shows the same number), and if not,
exactly why; and which bonus shapes a placement would make: a bridge, a double
link, hexagons.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from engine.core import IllegalMove
from engine.tripledomino.grid import Cell, Point, cells_at, corners, edge_neighbours

Numbers = tuple[int, int, int]

#: Refusal codes for a tile that does not fit (sentences in `rules.REFUSALS`).
CELL_TAKEN = "cell_taken"
NO_SIDE_CONTACT = "no_side_contact"
SIDE_MISMATCH = "side_mismatch"  # your two numbers along a shared side, then the neighbour's two there
CORNER_MISMATCH = "corner_mismatch"  # your number at a corner touched only there, then the number it meets


@dataclass(frozen=True)
class Shapes:
    """What placing a tile in a cell completes."""

    sides: int  # placed tiles sharing a side with it (1-3)
    bridge: bool  # one side touching, the opposite corner touching a tile across a gap
    hexagons: int  # lattice points where it is the sixth tile (0-3)

    @property
    def double_link(self) -> bool:
        """Fits against two or more sides; a completed hexagon replaces this bonus."""
        return self.sides >= 2 and self.hexagons == 0


@dataclass(frozen=True)
class Layout:
    tiles: dict[Cell, Numbers] = field(default_factory=dict)

    def __contains__(self, cell: Cell) -> bool:
        return cell in self.tiles

    def __len__(self) -> int:
        return len(self.tiles)

    def number_at(self, point: Point) -> int | None:
        """The number every tile touching `point` shows there, or None if no tile touches it."""
        for cell in cells_at(point):
            numbers = self.tiles.get(cell)
            if numbers is not None:
                return numbers[corners(cell).index(point)]
        return None

    def placed(self, cell: Cell, numbers: Numbers) -> Layout:
        tiles = dict(self.tiles)
        tiles[cell] = numbers
        return Layout(tiles)

    def misfit(self, cell: Cell, numbers: Numbers) -> IllegalMove | None:
        """Why `numbers` cannot go in `cell` (a refusal naming the side or corner that does not match),
        or None when they fit (the first tile fits anywhere)."""
        if cell in self.tiles:
            return IllegalMove(CELL_TAKEN)
        if not self.tiles:
            return None
        sides = [n for n in edge_neighbours(cell) if n in self.tiles]
        if not sides:
            return IllegalMove(NO_SIDE_CONTACT)
        mine = dict(zip(corners(cell), numbers, strict=True))
        for side in sides:
            shared = [p for p in corners(cell) if p in corners(side)]  # in the new tile's clockwise order
            theirs = [self.tiles[side][corners(side).index(p)] for p in shared]
            if [mine[p] for p in shared] != theirs:
                return IllegalMove(SIDE_MISMATCH, *(mine[p] for p in shared), *theirs)
        for point, number in mine.items():
            there = self.number_at(point)
            if there is not None and there != number:
                return IllegalMove(CORNER_MISMATCH, number, there)
        return None

    def needs(self, cell: Cell) -> tuple[int | None, int | None, int | None]:
        """The number each corner of `cell` must show (None where no tile touches it)."""
        return tuple(self.number_at(point) for point in corners(cell))  # type: ignore[return-value]

    def open_cells(self) -> set[Cell]:
        """Empty cells sharing a side with the layout: the only places a tile may go."""
        if not self.tiles:
            return {(0, 0)}
        return {n for cell in self.tiles for n in edge_neighbours(cell) if n not in self.tiles}

    def shapes(self, cell: Cell) -> Shapes:
        """The shapes a tile placed in the empty `cell` would complete."""
        sides = [n for n in edge_neighbours(cell) if n in self.tiles]
        hexagons = sum(
            all(other in self.tiles for other in cells_at(point) if other != cell) for point in corners(cell)
        )
        bridge = False
        if len(sides) == 1:
            shared = set(corners(cell)) & set(corners(sides[0]))
            apex = next(p for p in corners(cell) if p not in shared)
            corner_only = set(cells_at(apex)) - {cell} - set(edge_neighbours(cell))
            bridge = any(other in self.tiles for other in corner_only)
        return Shapes(len(sides), bridge, hexagons)

