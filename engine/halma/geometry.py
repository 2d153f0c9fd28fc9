"""The two boards as graphs of holes, and where each seat starts and heads.

A `Board` numbers its holes 0..n-1 and knows, for every hole and direction,
the holes lying in a straight line outward (`rays`): steps, hops and long hops
all read from them. A `Layout` adds the camps for a number of seats. Sizes,
camp shapes and seat places come from `data/boards.json`.

The star uses cube coordinates (q, r, s), q + r + s = 0, with r growing
downward: the 121 holes are the union of the two big triangles q, r, s <= 4 and
q, r, s >= -4. The square board uses (file, rank) with rank 1 at the bottom.
"""

from __future__ import annotations

import json
import math
from collections import deque
from dataclasses import dataclass
from functools import cache, cached_property, lru_cache
from pathlib import Path

DATA = json.loads((Path(__file__).parent / "data" / "boards.json").read_text(encoding="utf-8"))

STAR, SQUARE = "star", "square"

#: Cube directions (dq, dr) in the order used for canonical hop paths.
_HEX_DIRECTIONS = ((1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1))
_KING_DIRECTIONS = ((1, 0), (1, 1), (0, 1), (-1, 1), (-1, 0), (-1, -1), (0, -1), (1, -1))

#: The six points of the star, clockwise from the top: (cube axis, sign of that coordinate there).
_STAR_POINTS = ((1, -1), (0, 1), (2, -1), (1, 1), (0, -1), (2, 1))

_SQUARE_CORNERS = {  # corner -> (file mirrored, rank mirrored)
    "bottom_left": (False, False), "top_left": (False, True),
    "top_right": (True, True), "bottom_right": (True, False),
}
_OPPOSITE_CORNER = {"bottom_left": "top_right", "top_right": "bottom_left",
                    "top_left": "bottom_right", "bottom_right": "top_left"}


@dataclass(frozen=True, eq=False)
class Board:
    kind: str
    names: tuple[str, ...]
    #: (q, r) on the star, (file, rank) from 0 on the square.
    coords: tuple[tuple[int, int], ...]
    #: Hole centres in units of one step, y pointing down.
    xy: tuple[tuple[float, float], ...]
    #: Per hole, per direction: the holes in a straight line outward (possibly none).
    rays: tuple[tuple[tuple[int, ...], ...], ...]

    def __len__(self) -> int:
        return len(self.names)

    @cached_property
    def index(self) -> dict[str, int]:
        return {name: hole for hole, name in enumerate(self.names)}

    @cached_property
    def steps(self) -> tuple[tuple[int, ...], ...]:
        return tuple(tuple(ray[0] for ray in rays if ray) for rays in self.rays)

    @cached_property
    def hops(self) -> tuple[tuple[tuple[int, int], ...], ...]:
        """Per hole: (jumped hole, landing hole) of every short hop."""
        return tuple(tuple((ray[0], ray[1]) for ray in rays if len(ray) > 1) for rays in self.rays)

    def steps_out(self, camp: frozenset[int]) -> tuple[int, ...]:
        """Per hole: the fewest steps from it to a hole outside `camp` (0 outside)."""
        return _steps_out(self, camp)

    def distances_from(self, origin: int) -> tuple[int, ...]:
        """Fewest steps from `origin` to every hole (remembered: a search asks for them again and again)."""
        return _distances_from(self, origin)


@cache  # at most one entry per hole of each of the two boards
def _distances_from(board: Board, origin: int) -> tuple[int, ...]:
    return _steps_from(board, [origin])


@lru_cache(maxsize=512)  # camps and, for the planners, the free holes of camps: a game's worth
def _steps_out(board: Board, camp: frozenset[int]) -> tuple[int, ...]:
    return _steps_from(board, [hole for hole in range(len(board)) if hole not in camp])


def _steps_from(board: Board, sources: list[int]) -> tuple[int, ...]:
    """Per hole: the fewest steps to it from the nearest of `sources` (-1 where none reaches)."""
    distance = [-1] * len(board)
    for hole in sources:
        distance[hole] = 0
    queue = deque(sources)
    while queue:
        hole = queue.popleft()
        for near in board.steps[hole]:
            if distance[near] < 0:
                distance[near] = distance[hole] + 1
                queue.append(near)
    return tuple(distance)


def _build(kind: str, coords: list[tuple[int, int]], names: list[str], xy: list[tuple[float, float]],
           directions: tuple[tuple[int, int], ...]) -> Board:
    where = {c: i for i, c in enumerate(coords)}
    rays = []
    for a, b in coords:
        per_direction = []
        for da, db in directions:
            ray, k = [], 1
            while (a + k * da, b + k * db) in where:
                ray.append(where[(a + k * da, b + k * db)])
                k += 1
            per_direction.append(tuple(ray))
        rays.append(tuple(per_direction))
    return Board(kind, tuple(names), tuple(coords), tuple(xy), tuple(rays))


def _star_cube(q: int, r: int) -> tuple[int, int, int]:
    return q, r, -q - r


@cache
def star_board() -> Board:
    n = DATA["star"]["point_rows"]
    coords, names, xy = [], [], []
    for r in range(-2 * n, 2 * n + 1):
        row = [q for q in range(-2 * n, 2 * n + 1)
               if max(_star_cube(q, r)) <= n or min(_star_cube(q, r)) >= -n]
        for position, q in enumerate(row, 1):
            coords.append((q, r))
            names.append(f"{chr(ord('a') + r + 2 * n)}{position}")
            xy.append((q + r / 2, r * math.sqrt(3) / 2))
    return _build(STAR, coords, names, xy, _HEX_DIRECTIONS)


@cache
def square_board() -> Board:
    size = DATA["square"]["size"]
    coords = [(f, k) for k in range(size) for f in range(size)]
    names = [f"{chr(ord('a') + f)}{k + 1}" for f, k in coords]
    xy = [(float(f), float(size - 1 - k)) for f, k in coords]
    return _build(SQUARE, coords, names, xy, _KING_DIRECTIONS)


def board(kind: str) -> Board:
    return star_board() if kind == STAR else square_board()


def _star_camp(point: int, rows: int) -> tuple[frozenset[int], int]:
    """The holes of a star point `rows` deep (4: the point; 5: with the hexagon's edge row) and its tip."""
    n = DATA["star"]["point_rows"]
    axis, sign = _STAR_POINTS[point]
    depth = 2 * n + 1 - rows
    holes, tip = set(), -1
    for hole, (q, r) in enumerate(star_board().coords):
        cube = _star_cube(q, r)
        if sign * cube[axis] >= depth and all(-sign * cube[o] <= n for o in range(3) if o != axis):
            holes.add(hole)
            if sign * cube[axis] == 2 * n:
                tip = hole
    return frozenset(holes), tip


def star_points(pegs: int) -> list[frozenset[int]]:
    """The six points of the star, each as deep as a camp of `pegs` pegs, clockwise from the top."""
    rows = DATA["star"]["camp_rows"][str(pegs)]
    return [_star_camp(point, rows)[0] for point in range(len(_STAR_POINTS))]


def _square_camp(corner: str, rows: list[int]) -> tuple[frozenset[int], int]:
    size = DATA["square"]["size"]
    mirror_file, mirror_rank = _SQUARE_CORNERS[corner]
    holes, tip = set(), -1
    for hole, (f, k) in enumerate(square_board().coords):
        f2, k2 = (size - 1 - f if mirror_file else f), (size - 1 - k if mirror_rank else k)
        if k2 < len(rows) and f2 < rows[k2]:
            holes.add(hole)
            if f2 == k2 == 0:
                tip = hole
    return frozenset(holes), tip


@dataclass(frozen=True, eq=False)
class Layout:
    """A board with its camps for one seat count: where each seat starts and where it heads."""

    board: Board
    seats: int
    homes: tuple[frozenset[int], ...]
    targets: tuple[frozenset[int], ...]
    #: Per seat: the hole deepest in its target camp (the one farthest from home).
    tips: tuple[int, ...]

    @property
    def pegs(self) -> int:
        return len(self.homes[0])

    @cached_property
    def distance(self) -> tuple[tuple[int, ...], ...]:
        """Per seat, per hole: steps to the seat's target tip (how far a peg there still has to go)."""
        return tuple(self.board.distances_from(tip) for tip in self.tips)

    @cached_property
    def foreign(self) -> tuple[frozenset[int], ...]:
        """Per seat: holes of the other seats' camps that are neither its home nor its target."""
        every = frozenset().union(*self.homes, *self.targets)
        return tuple(every - self.homes[s] - self.targets[s] for s in range(self.seats))


@cache
def layout(kind: str, seats: int, pegs: int = 10) -> Layout:
    """The camps of `seats` players; `pegs` (10 or 15) only matters on the star."""
    if kind == STAR:
        data = DATA["star"]
        rows = data["camp_rows"][str(pegs)]
        points = data["seat_points"][str(seats)]
        homes = [_star_camp(p, rows)[0] for p in points]
        targets = [_star_camp((p + 3) % 6, rows) for p in points]
        return Layout(star_board(), seats, tuple(homes), tuple(t for t, _ in targets), tuple(tip for _, tip in targets))
    data = DATA["square"]
    rows = data["camp_rows"][str(seats)]
    corners = data["seat_corners"][str(seats)]
    homes = [_square_camp(c, rows)[0] for c in corners]
    targets = [_square_camp(_OPPOSITE_CORNER[c], rows) for c in corners]
    return Layout(square_board(), seats, tuple(homes), tuple(t for t, _ in targets), tuple(tip for _, tip in targets))


class SeatCounts(tuple):
    """The allowed numbers of players, read like the `range` a `GameSpec` usually holds.

    A range cannot leave out five players, so this tuple also answers `start`
    and `stop` (one past the largest count) for code that reads those.
    """

    @property
    def start(self) -> int:
        return self[0]

    @property
    def stop(self) -> int:
        return self[-1] + 1


def seat_counts(kind: str) -> tuple[int, ...]:
    key = "seat_points" if kind == STAR else "seat_corners"
    return tuple(sorted(int(n) for n in DATA[kind][key]))
