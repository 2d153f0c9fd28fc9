"""The dice shapes: a cube (d6) and the special dice d8, d10, d12 and d20 as convex polyhedra.

Each shape knows its corners and its faces (corner indices, outward normal,
value). The physics gives a die's orientation at rest; the value on top is the
face whose normal points most nearly straight up, so it comes out of the
simulation and never out of a random number. Opposite faces add up to
faces + 1 (7 on a d6), as on real dice.

No number here goes through BLAS (numpy's `@`, `dot`, `linalg.norm`): OpenBLAS picks its kernels by
processor (and by OPENBLAS_CORETYPE), and its AVX-512 kernels add the products of a short dot product
with fused multiply-adds while its AVX2 ones round each product, so the same throw started a last bit
apart on different machines and a die sometimes came to rest on another level. What feeds the
simulation (a die's start orientation and height, its spin) uses `dot3`, exact integer arithmetic
rounded as a fused multiply-add chain does; what only reads a resting die (its top face, its corners)
uses numpy's element-wise `*` and `+`, which are IEEE operations rounded the same on every processor.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import cache

import numpy as np

SHAPES = ("d6", "d8", "d10", "d12", "d20")

#: Circumradius (metres) of the special dice, so they handle like the 16 mm cube.
_RADIUS = {"d8": 0.0110, "d10": 0.0105, "d12": 0.0108, "d20": 0.0110}

#: Which value sits on which axis of the cube, as on a Western die (1 up, 2 towards +x, 3 towards +y).
_D6_FACES = (((0, 0, 1), 1), ((0, 0, -1), 6), ((1, 0, 0), 2), ((-1, 0, 0), 5), ((0, 1, 0), 3), ((0, -1, 0), 4))


@dataclass(frozen=True)
class Face:
    corners: tuple[int, ...]  # indices into Shape.vertices, counter-clockwise seen from outside
    normal: tuple[float, float, float]
    value: int


@dataclass(frozen=True)
class Shape:
    name: str
    vertices: np.ndarray  # (n, 3) corners in the die's own frame
    faces: tuple[Face, ...]

    @property
    def sides(self) -> int:
        return len(self.faces)

    def normals(self) -> np.ndarray:
        return np.array([f.normal for f in self.faces])


def fma(a: float, b: float, c: float) -> float:
    """a * b + c rounded once (a fused multiply-add), the same on every machine: the exact value in
    integers, then Python's correctly rounded division (`math.fma` exists only from Python 3.13)."""
    na, da = float(a).as_integer_ratio()
    nb, db = float(b).as_integer_ratio()
    nc, dc = float(c).as_integer_ratio()
    num = na * nb * dc + nc * da * db
    if not num:
        return float(a) * float(b) + float(c)  # an exact zero, signed as IEEE says
    return num / (da * db * dc)


def dot3(a, b) -> float:
    """The dot product of two 3-vectors as a chain of fused multiply-adds, a0*b0 first: the same
    value on every machine, and the one OpenBLAS's AVX-512 kernels give (the recorded games in
    tests/data were played with them)."""
    return fma(a[2], b[2], fma(a[1], b[1], float(a[0]) * float(b[0])))


def _unit(v) -> np.ndarray:
    return np.asarray(v, dtype=float) / math.sqrt(dot3(v, v))


def _hull_faces(vertices: np.ndarray) -> list[tuple[list[int], np.ndarray]]:
    """The faces of a small convex polyhedron: planes through three corners with every corner behind."""
    n = len(vertices)
    planes: list[tuple[list[int], np.ndarray]] = []
    scale = float(np.abs(vertices).max())
    for i in range(n):
        for j in range(i + 1, n):
            for k in range(j + 1, n):
                normal = np.cross(vertices[j] - vertices[i], vertices[k] - vertices[i])
                if math.sqrt(dot3(normal, normal)) < 1e-12:
                    continue
                normal = _unit(normal)
                offset = dot3(normal, vertices[i])
                side = _dots(vertices, normal) - offset
                if side.max() > 1e-9 * scale:
                    normal, offset, side = -normal, -offset, -side
                if side.max() > 1e-9 * scale:
                    continue
                if any(np.allclose(normal, other, atol=1e-6) for _, other in planes):
                    continue
                on_plane = [m for m in range(n) if abs(side[m]) < 1e-7 * scale]
                planes.append((on_plane, normal))
    faces = []
    for corners, normal in planes:
        centre = vertices[corners].mean(axis=0)
        u = _unit(vertices[corners[0]] - centre)
        v = np.cross(normal, u)
        corners = sorted(corners, key=lambda m: math.atan2(dot3(vertices[m] - centre, v),
                                                           dot3(vertices[m] - centre, u)))
        faces.append((corners, normal))
    return faces


def _number_faces(planes: list[tuple[list[int], np.ndarray]]) -> list[Face]:
    """Values 1..n in a fixed order, each opposite pair adding up to n + 1."""
    count = len(planes)
    order = sorted(range(count), key=lambda m: (-round(planes[m][1][2], 6), round(math.atan2(planes[m][1][1],
                                                                                           planes[m][1][0]), 6)))
    values: dict[int, int] = {}
    low = 1
    for m in order:
        if m in values:
            continue
        opposite = min(range(count), key=lambda o: dot3(planes[o][1], planes[m][1]))
        values[m], values[opposite] = low, count + 1 - low
        low += 1
    return [Face(tuple(planes[m][0]), tuple(float(c) for c in planes[m][1]), values[m]) for m in range(count)]


def _polyhedron_vertices(name: str) -> np.ndarray:
    phi = (1 + math.sqrt(5)) / 2
    if name == "d8":
        pts = [(s, 0, 0) for s in (1, -1)] + [(0, s, 0) for s in (1, -1)] + [(0, 0, s) for s in (1, -1)]
    elif name == "d12":
        pts = [(a, b, c) for a in (1, -1) for b in (1, -1) for c in (1, -1)]
        for s in (1, -1):
            for t in (1, -1):
                pts += [(0, s / phi, t * phi), (s / phi, t * phi, 0), (t * phi, 0, s / phi)]
    elif name == "d20":
        pts = []
        for s in (1, -1):
            for t in (1, -1):
                pts += [(0, s, t * phi), (s, t * phi, 0), (t * phi, 0, s)]
    elif name == "d10":
        # A pentagonal trapezohedron: two apexes and a zig-zag ring. The apex height
        # that makes each kite flat follows from the ring's height c.
        c = 0.1
        cos36 = math.cos(math.pi / 5)
        h = c * (1 + 2 * cos36 / (1 - cos36))
        pts = [(0, 0, h), (0, 0, -h)]
        pts += [(math.cos(k * math.pi / 5), math.sin(k * math.pi / 5), c if k % 2 == 0 else -c) for k in range(10)]
    else:
        raise ValueError(name)
    arr = np.array(pts, dtype=float)
    return arr / np.sqrt(arr[:, 0] * arr[:, 0] + arr[:, 1] * arr[:, 1] + arr[:, 2] * arr[:, 2]).max()


@cache
def shape(name: str, edge: float = 0.016) -> Shape:
    """The shape called `name`; a d6 is a cube of `edge` metres."""
    if name == "d6":
        half = edge / 2
        vertices = np.array([[sx, sy, sz] for sx in (-half, half) for sy in (-half, half) for sz in (-half, half)])
        faces = []
        for normal, value in _D6_FACES:
            n = np.array(normal, dtype=float)
            corners = [m for m in range(8) if abs(dot3(vertices[m], n) - half) < 1e-12]
            u = vertices[corners[0]] - n * half
            v = np.cross(n, u)
            corners.sort(key=lambda m: math.atan2(dot3(vertices[m], v), dot3(vertices[m], u)))
            faces.append(Face(tuple(corners), tuple(float(c) for c in n), value))
        return Shape(name, vertices, tuple(faces))
    if name not in _RADIUS:
        raise ValueError(f"unknown die shape {name!r}")
    vertices = _polyhedron_vertices(name) * _RADIUS[name]
    return Shape(name, vertices, tuple(_number_faces(_hull_faces(vertices))))


def rotation(quat) -> np.ndarray:
    """Rotation matrix of a unit quaternion (w, x, y, z)."""
    w, x, y, z = quat
    return np.array([
        [1 - 2 * (y * y + z * z), 2 * (x * y - z * w), 2 * (x * z + y * w)],
        [2 * (x * y + z * w), 1 - 2 * (x * x + z * z), 2 * (y * z - x * w)],
        [2 * (x * z - y * w), 2 * (y * z + x * w), 1 - 2 * (x * x + y * y)],
    ])


def _dots(rows: np.ndarray, vector) -> np.ndarray:
    """Each row of an (n, 3) array dotted with `vector`, by element-wise IEEE operations (never BLAS)."""
    return rows[:, 0] * vector[0] + rows[:, 1] * vector[1] + rows[:, 2] * vector[2]


def world_corners(sh: Shape, pose) -> np.ndarray:
    """The corners of a die lying at `pose` (position, then quaternion), in the world frame."""
    r = rotation(pose[3:])
    return np.stack([_dots(sh.vertices, r[i]) for i in range(3)], axis=1) + np.asarray(pose[:3], dtype=float)


def lowest(sh: Shape, quat) -> float:
    """How far the lowest corner of a die turned by `quat` lies below its centre (negative), as the
    launch places the die: with `dot3`, since it sets where the simulation starts."""
    row = rotation(quat)[2].tolist()
    return min(dot3(vertex, row) for vertex in sh.vertices.tolist())


def to_body(quat, vector) -> tuple[float, float, float]:
    """A world-frame vector in the frame of a body turned by `quat` (the rotation's transpose times it),
    with `dot3`: it sets how the thrown die spins."""
    r = rotation(quat).tolist()
    return tuple(dot3((r[0][j], r[1][j], r[2][j]), vector) for j in range(3))


def top_face(sh: Shape, quat) -> tuple[Face, float]:
    """The face most nearly facing up, and the cosine of its tilt (1.0 when flat)."""
    up = rotation(quat)[2]  # the world's up in the die's frame: the rotation's transpose times (0, 0, 1)
    dots = _dots(sh.normals(), up)
    best = int(np.argmax(dots))
    return sh.faces[best], float(dots[best])


def resting_quat(sh: Shape, value: int, yaw: float) -> tuple[float, float, float, float]:
    """An orientation that puts the face `value` on top, turned by `yaw` about the vertical."""
    normal = np.array(next(f.normal for f in sh.faces if f.value == value))
    up = np.array([0.0, 0.0, 1.0])
    axis = np.cross(normal, up)
    sin, cos = math.sqrt(dot3(axis, axis)), float(normal[2])
    if sin < 1e-12:
        q1 = (1.0, 0.0, 0.0, 0.0) if cos > 0 else (0.0, 1.0, 0.0, 0.0)
    else:
        angle = math.atan2(sin, cos)
        axis = axis / sin
        q1 = (math.cos(angle / 2), *(axis * math.sin(angle / 2)))
    q2 = (math.cos(yaw / 2), 0.0, 0.0, math.sin(yaw / 2))
    return _qmul(q2, q1)


def _qmul(a, b) -> tuple[float, float, float, float]:
    w1, x1, y1, z1 = a
    w2, x2, y2, z2 = b
    return (w1 * w2 - x1 * x2 - y1 * y2 - z1 * z2, w1 * x2 + x1 * w2 + y1 * z2 - z1 * y2,
            w1 * y2 - x1 * z2 + y1 * w2 + z1 * x2, w1 * z2 + x1 * y2 - y1 * x2 + z1 * w2)
