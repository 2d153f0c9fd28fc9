"""Tumblin-Dice seen from the thrower's end: the stepped board, its pegs and the dice through a
`camera.PerspectiveCamera`.

The board is drawn by the painter's rule: each step is a block (its top, and the sides the eye can see,
shaded by the light) and the blocks lie in bands across the board, the farthest lowest. A die or a peg is
drawn in the band of the step it is over, after that step and before the nearer, higher ones, which
may hide a die that lies just behind their edge as on the real board; within a band the nearer is drawn
over the farther (`band_z`). What does not move (the blocks, the pegs, the cloth) is cached as pixels.
A die is a shaded cube (or polyhedron) with its pips, from its simulated pose, over a soft shadow on the
surface under it.
"""

from __future__ import annotations

import bisect
import math
from functools import cache

import numpy as np
from PySide6.QtCore import QLineF, QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QPolygonF,
    QRadialGradient,
    QTransform,
)
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene, QGraphicsSimpleTextItem

from engine.tumblin.physics import Board, Slab
from engine.tumblin.physics import board as physics_board
from engine.tumblin.shapes import Shape, rotation
from gui import theme
from gui.common.dice import pip_positions
from gui.tumblin.camera import Camera, light
from gui.tumblin.items import DRAW_SCALE, MM, Die3DItem, colour, hull, pip_colour, surface_at

#: The table drawn around the board (metres): from behind the thrower to well past the far end.
TABLE_X, TABLE_Y = (-0.5, 3.0), 1.6
#: Where the level names stand: on the table this far left of the board (metres).
LABEL_GAP = 0.07
#: How wide the shadow a step casts on the level below it is, per metre of drop.
STEP_SHADOW = 1.2


def polygon(points: np.ndarray) -> QPolygonF:
    return QPolygonF([QPointF(float(x), float(y)) for x, y in points])


def lighting(normals: np.ndarray, ambient: float) -> np.ndarray:
    """How much light faces with these normals get (the rest of it from all around: `ambient`): 1 facing
    `light()`, `ambient` turned away from it."""
    return ambient + (1 - ambient) * np.clip(normals @ light(), 0.0, None)


def lit(base: QColor, amount: float) -> QColor:
    return QColor.fromRgbF(min(1.0, base.redF() * amount), min(1.0, base.greenF() * amount),
                           min(1.0, base.blueF() * amount))


def shaded(base: QColor, normal: np.ndarray, ambient: float) -> QColor:
    """`base` lit from `light()`: a face turned to the light keeps its colour, one turned away darkens."""
    return lit(base, float(lighting(normal, ambient)))


class Bands:
    """The bands of the board across its length (the steps' starts), for the painter's rule: a slab, a peg
    or a die in a nearer band is drawn over everything in a farther one."""

    def __init__(self, board: Board):
        self.starts = sorted({s.x0 for s in board.slabs})
        self.end = max(s.x1 for s in board.slabs)

    def index(self, x: float) -> int:
        """0 for the band of the launch pad (nearest), -1 in front of it; len(starts) behind the board."""
        if x > self.end:
            return len(self.starts)
        return bisect.bisect_right(self.starts, x) - 1

    def slab_z(self, x: float) -> float:
        return 10.0 * (len(self.starts) - self.index(x))

    def band_z(self, x: float, depth: float) -> float:
        """The z-value of a die or peg over x at `depth` metres from the eye: above the band's slab, the
        nearer over the farther."""
        return self.slab_z(x) + 5 + min(4.9, max(-4.9, 3.0 - depth))


# -- the board ---------------------------------------------------------------------------------------------
class FacesItem(QGraphicsItem):
    """Filled polygons (scene coordinates) with their outlines, painted once and cached as pixels."""

    def __init__(self, faces: list[tuple[QPolygonF, QBrush, QPen | None]], extra=None):
        super().__init__()
        self.faces = faces
        self.extra = extra  # a callable painting over the faces (the line, the launch pad's frame)
        rect = QRectF()
        for poly, _, _ in faces:
            rect = rect.united(poly.boundingRect())
        self.rect = rect.adjusted(-3, -3, 3, 3)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt override
        return self.rect

    def paint(self, painter: QPainter, _option, _widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        for poly, brush, pen in self.faces:
            painter.setPen(pen if pen is not None else Qt.PenStyle.NoPen)
            painter.setBrush(brush)
            painter.drawPolygon(poly)
        if self.extra is not None:
            self.extra(painter)


def box_corners(x0: float, x1: float, y0: float, y1: float, z0: float, z1: float) -> dict[str, np.ndarray]:
    """The faces of a box as corner arrays, each with its outward normal: top, front (toward the thrower),
    back, left (-y) and right (+y)."""
    def face(*pts):
        return np.array(pts, dtype=float)
    return {
        "top": (face((x0, y0, z1), (x1, y0, z1), (x1, y1, z1), (x0, y1, z1)), np.array([0.0, 0, 1])),
        "front": (face((x0, y0, z0), (x0, y1, z0), (x0, y1, z1), (x0, y0, z1)), np.array([-1.0, 0, 0])),
        "back": (face((x1, y0, z0), (x1, y1, z0), (x1, y1, z1), (x1, y0, z1)), np.array([1.0, 0, 0])),
        "left": (face((x0, y0, z0), (x1, y0, z0), (x1, y0, z1), (x0, y0, z1)), np.array([0.0, -1, 0])),
        "right": (face((x0, y1, z0), (x1, y1, z0), (x1, y1, z1), (x0, y1, z1)), np.array([0.0, 1, 0])),
    }


def slab_item(board: Board, slab: Slab, camera: Camera) -> FacesItem:
    """A step as a block: the sides the eye sees (shaded darker than the top, their edges drawn), the top in
    its level's wood with the shadow of the step above it; on level 1 the shade short of the line and the
    line, on the launch pad the frame where a die may start."""
    wood = colour("level_launch" if slab.level < 0 else f"level_{slab.level}")
    edge = QPen(colour("step_edge"), 1.6)
    edge.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    faces = []
    for name, (corners, normal) in box_corners(slab.x0, slab.x1, slab.y0, slab.y1, 0.0, slab.top).items():
        if not camera.facing(corners.mean(axis=0), normal):
            continue
        points = polygon(camera.project_many(corners)[0])
        if name == "top":
            faces.append((points, QBrush(wood), edge))
        else:
            faces.append((points, QBrush(shaded(wood, normal, 0.45).darker(115)), edge))
    higher = [s for s in board.slabs if s.top > slab.top and abs(s.x1 - slab.x0) < 1e-9]
    if higher:  # a shadow under the step above, where this level shows from behind its edge, darkest there
        rim = camera.project(slab.x0, 0, higher[0].top)[0]
        start = max(slab.x0, (camera.unproject_to_plane(rim, slab.top) or (slab.x0,))[0])
        end = start + (higher[0].top - slab.top) * STEP_SHADOW
        strip = np.array([(start, slab.y0, slab.top), (end, slab.y0, slab.top),
                          (end, slab.y1, slab.top), (start, slab.y1, slab.top)])
        flat = camera.project_many(strip)[0]
        fade = QLinearGradient(camera.project(start, 0, slab.top)[0], camera.project(end, 0, slab.top)[0])
        dark = QColor(0, 0, 0, 150)
        fade.setColorAt(0, dark)
        dark.setAlpha(0)
        fade.setColorAt(1, dark)
        faces.append((polygon(flat), QBrush(fade), None))
    lower = [s for s in board.slabs if s.top < slab.top and abs(s.x0 - slab.x1) < 1e-9]
    if lower:  # the step's worn edge catches the light
        rim = camera.project(slab.x1, slab.y0, slab.top)[0], camera.project(slab.x1, slab.y1, slab.top)[0]
        faces.append((QPolygonF([rim[0], rim[1]]), QBrush(Qt.BrushStyle.NoBrush),
                      QPen(wood.lighter(135), 2.2, Qt.PenStyle.SolidLine, Qt.PenCapStyle.FlatCap)))
    extra = None
    if slab.level == 1:
        zero = np.array([(slab.x0, slab.y0, slab.top), (board.line_x, slab.y0, slab.top),
                         (board.line_x, slab.y1, slab.top), (slab.x0, slab.y1, slab.top)])
        faces.append((polygon(camera.project_many(zero)[0]), QBrush(colour("zero_zone")), None))
        ends = (camera.project(board.line_x, slab.y0, slab.top)[0], camera.project(board.line_x, slab.y1, slab.top)[0])

        def extra(painter, ends=ends):
            painter.setPen(QPen(colour("line"), 4, Qt.PenStyle.SolidLine, Qt.PenCapStyle.FlatCap))
            painter.drawLine(*ends)
    elif slab.level < 0:
        (x0, x1), (y0, y1) = board.launch_x, board.launch_y
        pad = np.array([(x0, y0, slab.top), (x1, y0, slab.top), (x1, y1, slab.top), (x0, y1, slab.top)])
        frame = polygon(camera.project_many(pad)[0])

        def extra(painter, frame=frame):
            painter.setPen(QPen(colour("pad_edge"), 1.8, Qt.PenStyle.DashLine))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawPolygon(frame)
    return FacesItem(faces, extra)


def peg_item(board: Board, peg: tuple[float, float, float], camera: Camera) -> FacesItem:
    """A wooden peg: a post with a lit side and a lighter round top."""
    x, y, z = peg
    r = board.peg_radius
    angles = np.linspace(0, 2 * math.pi, 20, endpoint=False)
    ring = np.stack([x + r * np.cos(angles), y + r * np.sin(angles), np.zeros_like(angles)], axis=1)
    bottom = camera.project_many(ring + [0, 0, z])[0]
    top = camera.project_many(ring + [0, 0, z + board.peg_height])[0]
    body = hull([QPointF(*p) for p in np.concatenate([bottom, top])])
    left, right = body.boundingRect().left(), body.boundingRect().right()
    gradient = QLinearGradient(QPointF(left, 0), QPointF(right, 0))
    gradient.setColorAt(0, colour("peg_light"))
    gradient.setColorAt(1, colour("peg_dark"))
    rim = QPen(colour("peg_edge"), 1.0)
    return FacesItem([(body, QBrush(gradient), rim), (polygon(top), QBrush(colour("peg_light").lighter(112)), rim)])


def table_item(board: Board, camera: Camera) -> FacesItem:
    """The cloth of the table, and the board's soft shadow on it."""
    (tx0, tx1), ty = TABLE_X, TABLE_Y
    cloth = np.array([(tx0, -ty, 0), (tx1, -ty, 0), (tx1, ty, 0), (tx0, ty, 0)], dtype=float)
    faces = [(polygon(camera.project_many(cloth)[0]), QBrush(colour("cloth")), None)]
    x0, x1 = min(s.x0 for s in board.slabs), max(s.x1 for s in board.slabs)
    y0, y1 = min(s.y0 for s in board.slabs), max(s.y1 for s in board.slabs)
    lit = light()
    for grow in (0.018, 0.009):  # two layers: a soft edge
        shift = -lit[:2] / lit[2] * 0.04
        foot = np.array([(x0 - grow, y0 - grow, 0), (x1 + grow, y0 - grow, 0), (x1 + grow, y1 + grow, 0),
                         (x0 - grow, y1 + grow, 0)]) + [shift[0], shift[1], 0]
        faces.append((polygon(camera.project_many(foot)[0]), QBrush(colour("shadow")), None))
    return FacesItem(faces)


def board_start() -> float:
    """Where the scoring levels begin (metres down the board)."""
    return next(s for s in physics_board().slabs if s.level == 1).x0


def level_label(text: str, camera: Camera, x: float, y: float, z: float, size: float) -> QGraphicsSimpleTextItem:
    """A level's name beside the board at the level's height: upright, smaller with distance but never
    less than three quarters of its size near the thrower."""
    item = QGraphicsSimpleTextItem(text)
    font = QFont()
    font.setBold(True)
    near = camera.scale_at(board_start(), y, z)
    font.setPointSizeF(size * min(1.0, max(0.75, camera.scale_at(x, y, z) / near)))
    item.setFont(font)
    item.setBrush(colour("label"))
    rect = item.boundingRect()
    centre = camera.project(x, y, z)[0]
    item.setPos(centre.x() - rect.width() / 2, centre.y() - rect.height() / 2)
    return item


def add_perspective_board(scene: QGraphicsScene, board: Board, camera: Camera) -> list[QGraphicsItem]:
    """Draw the table, the steps, the pegs and the level names into `scene`; return the items."""
    bands = Bands(board)
    items: list[QGraphicsItem] = []

    def add(item: QGraphicsItem, z: float) -> None:
        item.setZValue(z)
        scene.addItem(item)
        items.append(item)

    add(table_item(board, camera), -100)
    for slab in board.slabs:
        add(slab_item(board, slab, camera), bands.slab_z((slab.x0 + slab.x1) / 2))
    for peg in board.pegs:
        add(peg_item(board, peg, camera), bands.band_z(peg[0], camera.project(*peg)[1]))
    l1 = next(s for s in board.slabs if s.level == 1)
    side = min(s.y0 for s in board.slabs) - LABEL_GAP
    names = [("0×", (l1.x0 + board.line_x) / 2, l1.top), ("1×", (board.line_x + l1.x1) / 2, l1.top)]
    for level in (2, 3, 4):
        slab = next(s for s in board.slabs if s.level == level)
        names.append((f"{level}×", (slab.x0 + slab.x1) / 2, slab.top))
    for text, x, z in names:
        add(level_label(text, camera, x, side, z, 30), -50)
    return items


# -- the dice ----------------------------------------------------------------------------------------------
class PerspectiveDie(Die3DItem):
    """A die through the perspective camera: the faces turned to the eye, lit by the light, with their pips
    (drawn in each face's own plane), over a soft shadow on the surface beneath."""

    def __init__(self, shape: Shape, body: QColor, camera: Camera, bands: Bands, **kwargs):
        super().__init__(shape, body, **kwargs)
        self.camera = camera
        self.bands = bands
        self.pose: tuple[float, ...] | None = None
        self.faces: list[tuple[QPolygonF, QColor, QTransform | None, object, float]] = []
        self.outline: list[QLineF] = []  # the edges round the die's picture
        self.body_rect = QRectF()  # where the die itself is drawn
        self.shadow = QRectF()
        self.shadow_alpha = 0
        self.edge_pen = QPen()
        self.outline_pen: QPen | None = None
        self.scale = 1.0
        self.rect = QRectF()
        # What does not change with the pose, worked out once: the die's reach from its centre, each face's
        # corners and the matrix that averages them into the face's centre, the colours.
        self.reach = float(np.linalg.norm(shape.vertices, axis=1).max()) * DRAW_SCALE
        self.corners = [list(face.corners) for face in shape.faces]
        self.averager = np.zeros((len(shape.faces), len(shape.vertices)))
        for row, corners in enumerate(self.corners):
            self.averager[row, corners] = 1 / len(corners)
        self.normals = shape.normals()
        self.colour_ = colour("bonus_die") if self.bonus else body
        self.pips = colour("bonus_pips") if self.bonus else pip_colour(self.colour_)

    def set_pose(self, pose) -> None:
        if self.pose is not None and max(abs(a - b) for a, b in zip(pose, self.pose)) < 1e-7:
            return  # a resting die: nothing changed
        self.pose = tuple(pose)
        self.prepareGeometryChange()
        camera = self.camera
        centre = np.array(pose[:3], dtype=float)
        self.rot = rotation(pose[3:])
        world = centre + (self.shape_.vertices * DRAW_SCALE) @ self.rot.T
        ground, ring = self._shadow_ring(pose)
        # The corners, the centre and the shadow's reach, through the camera at once.
        flat, depth = camera.project_many(np.concatenate([world, centre[None, :], ring]))
        count = len(world)
        origin, centre_depth = QPointF(*flat[count]), float(depth[count])
        self.setPos(origin)
        flat = flat - flat[count]
        local = flat[:count]
        self.scale = camera.scale_at(*centre) / MM  # scene units per millimetre here
        self.radius = self.reach * MM * self.scale
        self.height = float(pose[2])
        surface = surface_at(pose[0], pose[1], pose[2])
        if surface != self.surface or self.outline_pen is None:  # stands out from what lies under the die
            self.surface = surface
            self.outline_pen = QPen(theme.current().piece_edge(self.body, colour(surface)), 1.0)
        body = self.colour_
        self.edge_pen = QPen(body.darker(170), max(0.6, 0.5 * self.scale))
        self.faces = []
        normals = self.normals @ self.rot.T
        toward_eye = np.einsum("ij,ij->i", camera.eye - self.averager @ world, normals) > 0
        amounts = lighting(normals, 0.5)
        for index in np.flatnonzero(toward_eye):
            corners, face = self.corners[index], self.shape_.faces[index]
            frame = None
            if self.shape_.name == "d6":
                p0, p1, p3 = local[corners[0]], local[corners[1]], local[corners[3]]
                mid = (p1 + p3) / 2
                frame = QTransform(*(p1 - p0), *(p3 - p0), *mid)
            fill = lit(body, float(amounts[index]))
            self.faces.append((polygon(local[corners]), fill, frame, face, float(normals[index][2])))
        self.top_face = max(self.faces, key=lambda f: f[4])[3] if self.faces else None
        # The outline: the edges of a face that shows whose other face does not (each edge belongs to two).
        edges: dict[tuple[int, int], int] = {}
        for index in np.flatnonzero(toward_eye):
            corners = self.corners[index]
            for a, b in zip(corners, corners[1:] + corners[:1]):
                edges[min(a, b), max(a, b)] = edges.get((min(a, b), max(a, b)), 0) + 1
        self.outline = [QLineF(*local[a], *local[b]) for (a, b), count in edges.items() if count == 1]
        (left, top), (right, bottom) = local.min(axis=0), local.max(axis=0)
        self.body_rect = QRectF(left, top, right - left, bottom - top)
        (left, top), (right, bottom) = flat[count + 1:].min(axis=0), flat[count + 1:].max(axis=0)
        self.shadow = QRectF(left, top, right - left, bottom - top)
        self.shadow_alpha = int(max(25, 110 - (pose[2] - ground) * 1500))
        self.setZValue(self.bands.band_z(pose[0], centre_depth))
        rect = self.body_rect.united(self.shadow)
        if self.owner is not None:
            r = self.radius
            rect = rect.united(QRectF(0, -2.3 * r, 2.3 * r, 2.3 * r))
        self.rect = rect.adjusted(-2, -2, 2, 2)
        self.update()

    def _shadow_ring(self, pose) -> tuple[float, np.ndarray]:
        """The height of the surface under the die, and four points round the shadow on it: wider (and
        fainter) the higher the die is."""
        x, y, z = pose[:3]
        slab = physics_board().slab_under(x, y, z)
        ground = slab.top if slab is not None else 0.0
        r = self.reach * (0.85 + max(0.0, z - ground) * 4)
        return ground, np.array([(x - r, y, ground), (x + r, y, ground), (x, y - r, ground), (x, y + r, ground)])

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt override
        return self.rect

    def paint(self, painter: QPainter, _option, _widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(Qt.PenStyle.NoPen)
        gradient = QRadialGradient(self.shadow.center(), max(self.shadow.width(), self.shadow.height()) / 2)
        gradient.setColorAt(0, QColor(0, 0, 0, self.shadow_alpha))
        gradient.setColorAt(1, QColor(0, 0, 0, 0))
        painter.setBrush(QBrush(gradient))
        painter.drawEllipse(self.shadow)
        for poly, fill, frame, face, _up in self.faces:
            painter.setPen(self.edge_pen)
            painter.setBrush(fill)
            painter.drawPolygon(poly)
            if frame is not None:
                self._pips(painter, frame, face.value)
            elif face is self.top_face:
                self._number(painter, poly, face.value)
        painter.setPen(self.outline_pen)
        painter.drawLines(self.outline)
        if self.owner is not None:
            painter.save()
            painter.scale(self.scale * DRAW_SCALE, self.scale * DRAW_SCALE)
            self._badge(painter)
            painter.restore()

    def _pips(self, painter: QPainter, frame: QTransform, value: int) -> None:
        painter.save()
        painter.setTransform(frame, True)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(self.pips)
        painter.drawPath(pip_path(value))
        painter.restore()

    def _number(self, painter: QPainter, poly: QPolygonF, value: int) -> None:
        box = poly.boundingRect()
        font = QFont()
        font.setBold(True)
        font.setPointSizeF(max(4.0, min(box.width(), box.height()) * 0.55))
        painter.setFont(font)
        painter.setPen(self.pips)
        painter.drawText(box, Qt.AlignmentFlag.AlignCenter, str(value))


@cache
def pip_path(value: int) -> QPainterPath:
    """The pips of a face of `value` in the unit square of the face (its edges one long)."""
    path = QPainterPath()
    for px, py in pip_positions(value):
        path.addEllipse(QPointF(px, py), 0.095, 0.095)
    return path


def project_path(path: QPainterPath, camera: Camera, z: float) -> QPainterPath:
    """A path drawn on the board's plan (scene millimetres of the top view, lines only) laid on the plane at
    height `z` and seen through `camera`."""
    out = QPainterPath()
    for i in range(path.elementCount()):
        element = path.elementAt(i)
        point = camera.project(element.x / MM, element.y / MM, z)[0]
        if element.isMoveTo():
            out.moveTo(point)
        else:
            out.lineTo(point)
    return out
