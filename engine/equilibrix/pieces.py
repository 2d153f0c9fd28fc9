"""The bacteria and microbacteria, and every way each can lie on the board.

Shapes come from `data/pieces.json`: each piece is a list of fields, a field a
list of 2 (lens) or 3 (triangle) axial nodes, as seen on the black side. The
white side is the mirror image (q, r) -> (r, q); a piece is turned in 60°
steps, (q, r) -> (-r, q + r), but never flipped. For each shape, side and
distinct rotation the placements on the board are computed once: the field
bitmask and how many fields the piece puts at each node (for the five-point
rule). Move generation only reads these tables.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from engine.equilibrix.geometry import Node, board, nearest_node, on_board, shape_centroid

DATA_FILE = Path(__file__).parent / "data" / "pieces.json"
BLACK, WHITE = 0, 1  # the sides; seat 0 plays black
MICROS = ("mL", "mT")

Shape = tuple[tuple[Node, ...], ...]  # fields, each a sorted tuple of nodes


@dataclass(frozen=True, eq=False)
class Placement:
    """One piece, side and rotation lying with its reference node on `anchor` (a node index)."""

    piece: str
    rotation: int
    anchor: int
    mask: int  # bit i = field i
    counts: tuple[tuple[int, int], ...]  # (node index, fields of the piece at that node)
    node_mask: int  # bit j = node j is a cusp of the piece


def mirror(node: Node) -> Node:
    return (node[1], node[0])


def rotate(node: Node, turns: int) -> Node:
    q, r = node
    for _ in range(turns % 6):
        q, r = -r, q + r
    return (q, r)


def _normalized(fields: list[list[Node]]) -> Shape:
    """The shape moved so that its smallest node (by row, then column) is (0, 0)."""
    ref = min((n for f in fields for n in f), key=lambda n: (n[1], n[0]))
    return tuple(sorted(tuple(sorted((n[0] - ref[0], n[1] - ref[1]) for n in f)) for f in fields))


def load_shapes(path: Path = DATA_FILE) -> tuple[dict[str, Shape], dict[str, Shape]]:
    """(bacteria, microbacteria) from the data file, checked: every field must be a real lens or triangle."""
    data = json.loads(path.read_text(encoding="utf-8"))
    result = []
    for section in ("pieces", "micro"):
        shapes = {}
        for name, fields in data[section].items():
            nodes = [[tuple(n) for n in f] for f in fields]
            for f in nodes:
                if not _is_field(f):
                    raise ValueError(f"{path.name}: {name} has a field {f} that is neither a lens nor a triangle")
            shape = _normalized(nodes)
            if len(set(shape)) != len(shape):
                raise ValueError(f"{path.name}: {name} repeats a field")
            shapes[name] = shape
        result.append(shapes)
    if set(result[1]) != set(MICROS):
        raise ValueError(f"{path.name}: the microbacteria must be {MICROS}")
    return result[0], result[1]


def _is_field(nodes: list[Node]) -> bool:
    diffs = {(b[0] - a[0], b[1] - a[1]) for a in nodes for b in nodes if a != b}
    unit = {(1, 0), (0, 1), (-1, 1), (-1, 0), (0, -1), (1, -1)}
    return len(nodes) in (2, 3) and len(set(nodes)) == len(nodes) and diffs <= unit


@cache
def shapes() -> dict[str, Shape]:
    """Every piece id (bacteria, then microbacteria) -> its black-side shape."""
    bacteria, micro = load_shapes()
    return {**bacteria, **micro}


@cache
def bacteria_ids() -> tuple[str, ...]:
    return tuple(name for name in shapes() if name not in MICROS)


@cache
def orientations(piece: str, side: int) -> tuple[tuple[int, Shape], ...]:
    """The distinct rotations of a piece's `side`: (rotation 0-5, normalized shape), first rotation kept."""
    seen: dict[Shape, int] = {}
    for turns in range(6):
        fields = [[rotate(mirror(n) if side == WHITE else n, turns) for n in f] for f in shapes()[piece]]
        seen.setdefault(_normalized(fields), turns)
    return tuple((turns, shape) for shape, turns in seen.items())


@cache
def same_rotation(piece: str, side: int, rotation: int) -> int:
    """The rotation under which `piece` (a known id) turned `rotation` (0-5) steps is listed: the first
    rotation that gives the same shape (a symmetric piece has fewer than six)."""
    fields = [[rotate(mirror(n) if side == WHITE else n, rotation) for n in f] for f in shapes()[piece]]
    return dict((shape, turns) for turns, shape in orientations(piece, side))[_normalized(fields)]


@cache
def placements(piece: str, side: int) -> tuple[Placement, ...]:
    """Every way `piece` (with `side` up) fits on the board, by rotation, then anchor."""
    geo = board()
    result = []
    for turns, shape in orientations(piece, side):
        for anchor in geo.nodes:
            moved = [tuple((n[0] + anchor[0], n[1] + anchor[1]) for n in f) for f in shape]
            if not all(on_board(n) for f in moved for n in f):
                continue
            mask, counts = 0, {}
            for f in moved:
                mask |= 1 << geo.field_index[frozenset(f)]
                for n in f:
                    counts[geo.node_index[n]] = counts.get(geo.node_index[n], 0) + 1
            node_mask = sum(1 << n for n in counts)
            result.append(Placement(piece, turns, geo.node_index[anchor], mask, tuple(sorted(counts.items())),
                                    node_mask))
    return tuple(result)


@cache
def placement_table(side: int) -> dict[tuple[str, int, int], Placement]:
    """(piece, rotation, anchor) -> placement, for every piece with `side` up."""
    return {(p.piece, p.rotation, p.anchor): p for piece in shapes() for p in placements(piece, side)}


def shape_at(piece: str, side: int, rotation: int, anchor: Node) -> list[tuple[Node, ...]]:
    """The fields (as node tuples) of a piece in one rotation with its reference node on `anchor`,
    whether or not they are on the board (the view shows pieces hanging over the edge)."""
    shape = dict(orientations(piece, side)).get(rotation)
    if shape is None:
        raise KeyError(rotation)
    return [tuple((n[0] + anchor[0], n[1] + anchor[1]) for n in f) for f in shape]


def anchor_near(piece: str, side: int, rotation: int, point: tuple[float, float]) -> Node:
    """The reference node that puts the centre of `piece` (in one of its listed rotations) nearest to
    `point` (math axes): where a piece held under the mouse snaps to, on the board or not."""
    cx, cy = shape_centroid(shape_at(piece, side, rotation, (0, 0)))
    return nearest_node(point[0] - cx, point[1] - cy)
