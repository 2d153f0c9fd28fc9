"""The Flower-of-Life board, computed from the triangular lattice.

Equal circles of radius R = 1 sit on the nodes of a triangular lattice with
spacing 1 (axial coordinates (q, r), hex distance <= 3: 37 connection points).
The circles cut the plane into two kinds of fields:

* a lens on every lattice edge AB (cusps A and B): the intersection of the two
  disks centred at the nodes C, D adjacent to both A and B;
* a curved triangle on every lattice face ABC (cusps A, B, C): three concave
  60° arcs, side AB on the circle centred at A + B - C.

Twelve fields (6 lenses, 6 triangles, alternating) meet at every inner node.
Everything here is plain geometry in math axes (y up); the view flips y.
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass
from functools import cache

Node = tuple[int, int]

RADIUS = 3
#: The six neighbour directions, counter-clockwise from +x.
DIRECTIONS: tuple[Node, ...] = ((1, 0), (0, 1), (-1, 1), (-1, 0), (0, -1), (1, -1))
SQRT3_2 = math.sqrt(3) / 2

LENS, TRIANGLE = "L", "T"


def hex_distance(node: Node) -> int:
    q, r = node
    return max(abs(q), abs(r), abs(q + r))


def add(a: Node, b: Node) -> Node:
    return (a[0] + b[0], a[1] + b[1])


def xy(node: Node) -> tuple[float, float]:
    """Cartesian position of a lattice point (y up, unit = circle radius)."""
    q, r = node
    return (q + r / 2, SQRT3_2 * r)


def on_board(node: Node) -> bool:
    return hex_distance(node) <= RADIUS


@dataclass(frozen=True)
class Arc:
    """A short (60°) arc of the unit circle around `centre`, from node `start` to node `end`."""

    centre: Node
    start: Node
    end: Node


@dataclass(frozen=True)
class Field:
    index: int
    kind: str  # LENS or TRIANGLE
    nodes: tuple[Node, ...]  # the cusps, sorted
    arcs: tuple[Arc, ...]  # the closed outline, in order
    #: For a lens: the two circle centres whose disks intersect in it.
    apexes: tuple[Node, ...] = ()

    @property
    def centroid(self) -> tuple[float, float]:
        points = [xy(n) for n in self.nodes]
        return (sum(p[0] for p in points) / len(points), sum(p[1] for p in points) / len(points))


class Board:
    """Nodes, fields, which fields meet at each node, and which fields share an arc."""

    def __init__(self) -> None:
        self.nodes: tuple[Node, ...] = tuple(sorted(
            ((q, r) for q in range(-RADIUS, RADIUS + 1) for r in range(-RADIUS, RADIUS + 1)
             if on_board((q, r))), key=lambda n: (n[1], n[0])))
        self.node_index = {n: i for i, n in enumerate(self.nodes)}
        fields: list[Field] = []
        self.field_index: dict[frozenset[Node], int] = {}

        def add_field(kind: str, nodes: tuple[Node, ...], arcs: tuple[Arc, ...], apexes=()) -> None:
            key = frozenset(nodes)
            if key in self.field_index or not all(on_board(n) for n in nodes):
                return
            self.field_index[key] = len(fields)
            fields.append(Field(len(fields), kind, tuple(sorted(nodes)), arcs, apexes))

        for kind, size in ((LENS, 2), (TRIANGLE, 3)):
            for a in self.nodes:
                for i, d in enumerate(DIRECTIONS):
                    nodes = (a, add(a, d)) if size == 2 else (a, add(a, d), add(a, DIRECTIONS[(i + 1) % 6]))
                    add_field(kind, nodes, field_arcs(nodes), lens_apexes(nodes) if size == 2 else ())
        self.fields: tuple[Field, ...] = tuple(fields)

        # The fields around every node in cyclic (counter-clockwise) order: L, T, L, T, ...
        around: list[tuple[int, ...]] = []
        for n in self.nodes:
            ring = []
            for i, d in enumerate(DIRECTIONS):
                nb, nb2 = add(n, d), add(n, DIRECTIONS[(i + 1) % 6])
                for key in (frozenset((n, nb)), frozenset((n, nb, nb2))):
                    if key in self.field_index:
                        ring.append(self.field_index[key])
            around.append(tuple(ring))
        self.around: tuple[tuple[int, ...], ...] = tuple(around)

        # Arc adjacency: a lens {A,B} shares an arc with each triangle {A,B,X}.
        neighbours: list[list[int]] = [[] for _ in fields]
        for f in fields:
            if f.kind == TRIANGLE:
                a, b, c = f.nodes
                for pair in ((a, b), (b, c), (a, c)):
                    lens = self.field_index[frozenset(pair)]
                    neighbours[f.index].append(lens)
                    neighbours[lens].append(f.index)
        self.arc_neighbours: tuple[tuple[int, ...], ...] = tuple(tuple(sorted(n)) for n in neighbours)

        #: The lenses whose outer arc is the board's outline (both cusps on the rim).
        self.edge_lenses: tuple[int, ...] = tuple(
            f.index for f in fields if f.kind == LENS and all(hex_distance(n) == RADIUS for n in f.nodes))
        #: The nodes on the circle around the board (the hexagon's corners), counter-clockwise from +x.
        self.corners: tuple[Node, ...] = tuple(
            (RADIUS * d[0], RADIUS * d[1]) for d in DIRECTIONS)

    def outline(self) -> tuple[Arc, ...]:
        """The board's edge, counter-clockwise: the outer arc of each edge lens."""
        arcs = []
        for index in self.edge_lenses:
            f = self.fields[index]
            inner = next(c for c in f.apexes if hex_distance(c) < RADIUS)
            a, b = f.nodes
            arcs.append(Arc(inner, a, b) if _ccw_around((0, 0), a, b) else Arc(inner, b, a))
        arcs.sort(key=lambda arc: _angle(arc.start))
        return tuple(arcs)

    def field_at(self, x: float, y: float) -> int | None:
        """The field containing the point (math axes), or None outside the board."""
        # The containing field has a cusp at the nearest lattice point (or a near one).
        r = y / SQRT3_2
        q = x - r / 2
        base = (round(q), round(r))
        seen: set[int] = set()
        for dq in (-1, 0, 1):
            for dr in (-1, 0, 1):
                node = (base[0] + dq, base[1] + dr)
                index = self.node_index.get(node)
                if index is None:
                    continue
                for f in self.around[index]:
                    if f not in seen:
                        seen.add(f)
                        if self.contains(f, x, y):
                            return f
        return None

    def contains(self, index: int, x: float, y: float) -> bool:
        f = self.fields[index]
        if f.kind == LENS:
            return all(_dist2((x, y), xy(c)) <= 1 + 1e-9 for c in f.apexes)
        if not _in_planar_triangle((x, y), *(xy(n) for n in f.nodes)):
            return False
        return all(_dist2((x, y), xy(arc.centre)) >= 1 - 1e-9 for arc in f.arcs)


def lens_apexes(nodes: tuple[Node, ...]) -> tuple[Node, Node]:
    """The two lattice points next to both cusps of a lens: the centres of its two arcs."""
    a, b = nodes
    d = (b[0] - a[0], b[1] - a[1])
    i = DIRECTIONS.index(d)
    return add(a, DIRECTIONS[(i + 1) % 6]), add(a, DIRECTIONS[(i - 1) % 6])


def field_arcs(nodes: tuple[Node, ...]) -> tuple[Arc, ...]:
    """The closed outline of the lens (2 nodes) or curved triangle (3 nodes) on these lattice
    points, on the board or not (the view draws pieces hanging over the edge too)."""
    if len(nodes) == 2:
        a, b = nodes
        c, e = lens_apexes(nodes)
        return (Arc(c, a, b), Arc(e, b, a))
    a, b, c = nodes
    return (Arc(_reflect(a, b, c), a, b), Arc(_reflect(b, c, a), b, c), Arc(_reflect(c, a, b), c, a))


def _reflect(a: Node, b: Node, c: Node) -> Node:
    """A + B - C: the centre of the circle whose arc is side AB of triangle ABC."""
    return (a[0] + b[0] - c[0], a[1] + b[1] - c[1])


def _dist2(p: tuple[float, float], q: tuple[float, float]) -> float:
    return (p[0] - q[0]) ** 2 + (p[1] - q[1]) ** 2


def _angle(node: Node) -> float:
    x, y = xy(node)
    return math.atan2(y, x) % (2 * math.pi)


def _ccw_around(centre: Node, a: Node, b: Node) -> bool:
    ax, ay = xy(a)
    bx, by = xy(b)
    cx, cy = xy(centre)
    return (ax - cx) * (by - cy) - (ay - cy) * (bx - cx) > 0


def _in_planar_triangle(p, a, b, c) -> bool:
    def side(u, v):
        return (v[0] - u[0]) * (p[1] - u[1]) - (v[1] - u[1]) * (p[0] - u[0])

    s1, s2, s3 = side(a, b), side(b, c), side(c, a)
    return (s1 >= -1e-12 and s2 >= -1e-12 and s3 >= -1e-12) or (s1 <= 1e-12 and s2 <= 1e-12 and s3 <= 1e-12)


@cache
def board() -> Board:
    return Board()


def nearest_node(x: float, y: float) -> Node:
    """The lattice point nearest to a point in math axes, on the board or not (cube rounding)."""
    r = y / SQRT3_2
    q = x - r / 2
    s = -q - r
    rq, rr, rs = round(q), round(r), round(s)
    dq, dr, ds = abs(rq - q), abs(rr - r), abs(rs - s)
    if dq > dr and dq > ds:
        rq = -rr - rs
    elif dr > ds:
        rr = -rq - rs
    return (rq, rr)


def shape_centroid(fields: list[tuple[Node, ...]]) -> tuple[float, float]:
    """The mean position of the cusps of some fields (each cusp counted once per field)."""
    points = [xy(n) for f in fields for n in f]
    return (sum(p[0] for p in points) / len(points), sum(p[1] for p in points) / len(points))


def outline_arcs(fields: list[tuple[Node, ...]]) -> list[Arc]:
    """The outline of fields lying together: the arcs that belong to only one of them (shared arcs are inside)."""
    seen: dict[tuple, list[Arc]] = {}
    for f in fields:
        for arc in field_arcs(f):
            seen.setdefault((frozenset((arc.start, arc.end)), arc.centre), []).append(arc)
    return [arcs[0] for arcs in seen.values() if len(arcs) == 1]


def mask_fields(mask: int) -> list[tuple[Node, ...]]:
    """The cusps of the board's fields whose bits are set in `mask` (a placement's or a player's fields)."""
    return [f.nodes for f in board().fields if mask >> f.index & 1]


def node_name(node: Node) -> str:
    """a1..g7: column letter from q, row number from r."""
    return f"{chr(ord('a') + node[0] + RADIUS)}{node[1] + RADIUS + 1}"


def parse_node(text: str) -> Node | None:
    """The node named `text` ("d4", either case), None for anything else (ASCII only: "²" is no row)."""
    if not re.fullmatch(r"[a-zA-Z][0-9]", text):
        return None
    node = (ord(text[0].lower()) - ord("a") - RADIUS, int(text[1]) - RADIUS - 1)
    return node if on_board(node) else None


def cusp_dot(field: Field, node: Node) -> tuple[float, float]:
    """Where the "count the dots" mark of `field` at its cusp `node` sits."""
    nx, ny = xy(node)
    if field.kind == LENS:
        other = next(n for n in field.nodes if n != node)
        tx, ty = xy(other)
        share = 0.15
    else:
        tx, ty = field.centroid
        share = 0.30 / math.hypot(tx - nx, ty - ny)
    return (nx + share * (tx - nx), ny + share * (ty - ny))
