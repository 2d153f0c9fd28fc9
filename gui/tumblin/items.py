"""Tumblin-Dice's graphics items: the stepped board seen from above, the dice drawn from their simulated
3D poses (faces turning as they tumble), the dice still in hand, score tags and the aim arrow.

Scene units are millimetres (`MM` per metre); the board runs left (launch pad) to right (4x). The pip
patterns are shared with every game's dice (`gui.common.dice.pip_positions`).
"""

from __future__ import annotations

import math

import numpy as np
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QLinearGradient, QPainter, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import (
    QGraphicsEllipseItem,
    QGraphicsItem,
    QGraphicsLineItem,
    QGraphicsPathItem,
    QGraphicsRectItem,
    QGraphicsScene,
    QGraphicsSimpleTextItem,
)

from engine.tumblin.physics import Board
from engine.tumblin.physics import board as physics_board
from engine.tumblin.shapes import Shape, rotation
from gui import theme
from gui.common.dice import pip_positions
from gui.common.drawing import draw_mark

MM = 1000.0  # scene units (millimetres) per metre
#: Dice are drawn a little larger than life so faces stay readable on a board 55 dice long.
DRAW_SCALE = 1.3
#: Pip colours: the dark or the light one, whichever stands out more from the die.
PIP_COLOURS = (QColor("#1b1b1f"), QColor("#f7f4ea"))


def colour(key: str) -> QColor:
    """A colour of the board in the current theme (`assets/themes/tumblin.json`)."""
    return theme.current().board("tumblin", key)


def surface_at(x: float, y: float, z: float) -> str:
    """The theme key of what lies under a point (metres): a level's wood, or the cloth off the board."""
    slab = physics_board().slab_under(x, y, z)
    if slab is None:
        return "cloth"
    return "level_launch" if slab.level < 0 else f"level_{slab.level}"


def pip_colour(body: QColor) -> QColor:
    return max(PIP_COLOURS, key=lambda pips: theme.contrast(pips, body))


def hull(points: list[QPointF]) -> QPolygonF:
    """The convex hull of `points` (Andrew's monotone chain): a die's outline seen from above."""
    pts = sorted(set((p.x(), p.y()) for p in points))
    if len(pts) < 3:
        return QPolygonF([QPointF(*p) for p in pts])

    def half(seq):
        chain: list[tuple[float, float]] = []
        for p in seq:
            while len(chain) >= 2 and ((chain[-1][0] - chain[-2][0]) * (p[1] - chain[-2][1])
                                       - (chain[-1][1] - chain[-2][1]) * (p[0] - chain[-2][0])) <= 0:
                chain.pop()
            chain.append(p)
        return chain[:-1]

    return QPolygonF([QPointF(*p) for p in half(pts) + half(reversed(pts))])


class Die3DItem(QGraphicsItem):
    """Paints the faces whose normal points up, projected straight down and shaded by their tilt."""

    def __init__(self, shape: Shape, body: QColor, parent=None, mark: str = "", owner: QColor | None = None,
                 bonus: bool = False):
        super().__init__(parent)
        self.shape_ = shape
        self.body = body
        self.bonus = bonus
        self.pips = pip_colour(body)
        #: The owner's mark (colour-blind palette, high contrast) and colour, shown on a badge at the die's
        #: corner; a bonus die (gold whoever owns it) always has the badge.
        self.mark = mark
        self.owner = owner if (mark or bonus) else None
        self.surface = "cloth"
        self.rot = np.eye(3)
        self.height = 0.0
        self.radius = float(np.linalg.norm(shape.vertices, axis=1).max()) * MM
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIsSelectable, False)

    def set_pose(self, pose) -> None:
        self.prepareGeometryChange()
        self.setPos(pose[0] * MM, pose[1] * MM)
        self.surface = surface_at(pose[0], pose[1], pose[2])
        self.rot = rotation(pose[3:])
        self.height = float(pose[2])
        self.setZValue(10 + pose[2] * MM)
        self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt override
        r = self.radius * DRAW_SCALE * 1.1 + self.height * MM * 0.05 + 3
        if self.owner is not None:
            r = max(r, self.radius * DRAW_SCALE * 1.6)
        return QRectF(-r, -r, 2 * r, 2 * r)

    def paint(self, painter: QPainter, _option, _widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.scale(DRAW_SCALE, DRAW_SCALE)
        world = self.shape_.vertices @ self.rot.T * MM
        # A soft shadow, offset more the higher the die is, so airborne dice read as raised.
        lift = 1.0 + self.height * MM * 0.04
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 70))
        painter.drawEllipse(QPointF(lift, lift), self.radius * 0.8, self.radius * 0.8)
        faces = []
        for face in self.shape_.faces:
            normal = self.rot @ np.array(face.normal)
            if normal[2] > 1e-3:
                corners = world[list(face.corners)]
                faces.append((corners[:, 2].mean(), normal[2], face, corners))
        faces.sort(key=lambda f: f[0])
        body = colour("bonus_die") if self.bonus else self.body
        self.pips = colour("bonus_pips") if self.bonus else pip_colour(body)
        edge = QPen(body.darker(170), 0.5)
        top = max(faces, key=lambda f: f[1])[2] if faces else None
        for _, up, face, corners in faces:
            shade = 0.45 + 0.55 * up
            fill = QColor.fromRgbF(min(1, body.redF() * shade + 0.04), min(1, body.greenF() * shade + 0.04),
                                   min(1, body.blueF() * shade + 0.04))
            painter.setPen(edge)
            painter.setBrush(fill)
            painter.drawPolygon(QPolygonF([QPointF(c[0], c[1]) for c in corners]))
            # Pips on every face that shows; a number only on the top face of a special die.
            if up > 0.25 and (self.shape_.name == "d6" or face is top):
                self._label(painter, face, corners, up)
        # The outline stands out from the level under the die even where the die's colour does not.
        painter.setPen(QPen(theme.current().piece_edge(body, colour(self.surface)), 1.0))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPolygon(hull([QPointF(c[0], c[1]) for _, _, _, corners in faces for c in corners]))
        if self.owner is not None:
            self._badge(painter)

    def _badge(self, painter: QPainter) -> None:
        """A disc in the owner's colour with the owner's mark, beside the pips (never over them)."""
        half = float(np.abs(self.shape_.vertices).max()) * MM
        centre = QPointF(half * 1.55, -half * 1.55)
        r = half * 0.75
        painter.setPen(QPen(theme.current().piece_edge(self.owner, colour(self.surface)), 0.6))
        painter.setBrush(self.owner)
        painter.drawEllipse(centre, r, r)
        draw_mark(painter, self.mark, centre, r * 0.72, self.owner)

    def _label(self, painter: QPainter, face, corners: np.ndarray, up: float) -> None:
        centre = corners.mean(axis=0)
        painter.setPen(Qt.PenStyle.NoPen)
        pips = QColor(self.pips)
        pips.setAlphaF(min(1.0, 0.3 + up))
        painter.setBrush(pips)
        if self.shape_.name == "d6":
            e1 = corners[1] - corners[0]
            e2 = corners[3] - corners[0]
            size = float(np.linalg.norm(e1))
            for px, py in pip_positions(face.value):
                p = centre + px * e1 + py * e2
                painter.drawEllipse(QPointF(p[0], p[1]), size * 0.09, size * 0.09)
            return
        painter.setPen(pips)
        font = QFont()
        font.setPointSizeF(max(1.0, self.radius * 0.62))
        font.setBold(True)
        painter.setFont(font)
        box = QRectF(centre[0] - self.radius, centre[1] - self.radius, 2 * self.radius, 2 * self.radius)
        painter.drawText(box, Qt.AlignmentFlag.AlignCenter, str(face.value))


# -- the board ----------------------------------------------------------------------------
def add_board(scene: QGraphicsScene, board: Board, table: QRectF) -> tuple[QRectF, list[QGraphicsItem]]:
    """Draw the table, the wooden levels with their shadows and labels, the line, the launch pad and the
    pegs into `scene` in the current theme; return the launch pad's rectangle and the items drawn."""
    b = board
    items: list[QGraphicsItem] = []

    def add(item: QGraphicsItem, z: float) -> QGraphicsItem:
        item.setZValue(z)
        scene.addItem(item)
        items.append(item)
        return item

    cloth = add(QGraphicsRectItem(table), -10)
    cloth.setBrush(colour("cloth"))
    cloth.setPen(Qt.PenStyle.NoPen)
    font = QFont()
    font.setPointSizeF(26)
    font.setBold(True)
    l1 = next(s for s in b.slabs if s.level == 1)
    label_y = l1.y1 * MM + 24  # the level names stand on the cloth below the board
    for slab in sorted(b.slabs, key=lambda s: s.top):
        rect = QRectF(slab.x0 * MM, slab.y0 * MM, (slab.x1 - slab.x0) * MM, (slab.y1 - slab.y0) * MM)
        # Each step casts a shadow on the level below.
        shadow = add(QGraphicsRectItem(rect.translated(4, 4)), slab.top * MM - 0.5)
        shadow.setBrush(colour("shadow"))
        shadow.setPen(Qt.PenStyle.NoPen)
        wood = colour("level_launch" if slab.level < 0 else f"level_{slab.level}")
        item = add(QGraphicsRectItem(rect), slab.top * MM)
        gradient = QLinearGradient(rect.topLeft(), rect.bottomRight())
        gradient.setColorAt(0, wood.lighter(108))
        gradient.setColorAt(1, wood.darker(104))
        item.setBrush(QBrush(gradient))
        item.setPen(QPen(colour("step_edge"), 1.2))
        if slab.level >= 2 and slab.name in ("L2", "L3", "L4b"):
            add(label(f"{slab.level}×", QPointF((slab.x0 + slab.x1) / 2 * MM, label_y), font), slab.top * MM + 0.1)
    line = b.line_x * MM
    zero = add(QGraphicsRectItem(l1.x0 * MM, l1.y0 * MM, line - l1.x0 * MM, (l1.y1 - l1.y0) * MM), l1.top * MM + 0.05)
    zero.setBrush(colour("zero_zone"))
    zero.setPen(Qt.PenStyle.NoPen)
    add(QGraphicsLineItem(line, l1.y0 * MM, line, l1.y1 * MM), l1.top * MM + 0.1).setPen(QPen(colour("line"), 4))
    add(label("0×", QPointF((l1.x0 * MM + line) / 2, label_y), font), l1.top * MM + 0.1)
    add(label("1×", QPointF((line + l1.x1 * MM) / 2, label_y), font), l1.top * MM + 0.1)
    area = QRectF(b.launch_x[0] * MM, b.launch_y[0] * MM, (b.launch_x[1] - b.launch_x[0]) * MM,
                  (b.launch_y[1] - b.launch_y[0]) * MM)
    pad = add(QGraphicsRectItem(area), b.launch.top * MM + 0.1)
    pad.setPen(QPen(colour("pad_edge"), 1.5, Qt.PenStyle.DashLine))
    for x, y, z in b.pegs:
        r = b.peg_radius * MM
        peg = add(QGraphicsEllipseItem(x * MM - r, y * MM - r, 2 * r, 2 * r), (z + b.peg_height) * MM)
        gradient = QLinearGradient(QPointF(x * MM - r, y * MM - r), QPointF(x * MM + r, y * MM + r))
        gradient.setColorAt(0, colour("peg_light"))
        gradient.setColorAt(1, colour("peg_dark"))
        peg.setBrush(QBrush(gradient))
        peg.setPen(QPen(colour("peg_edge"), 1.2))
    return area, items


def label(text: str, centre: QPointF, font: QFont) -> QGraphicsSimpleTextItem:
    """A level's name (`2×`) centred on `centre`."""
    item = QGraphicsSimpleTextItem(text)
    item.setFont(font)
    item.setBrush(colour("label"))
    rect = item.boundingRect()
    item.setPos(centre.x() - rect.width() / 2, centre.y() - rect.height() / 2)
    return item


# -- dice in hand, score tags, the flick ---------------------------------------------------
class HandMarker(QGraphicsRectItem):
    """A small square for a die still in a player's hand, lined up on the cloth beside the launch pad,
    outlined to stand out from the cloth and carrying the owner's mark."""

    def __init__(self, fill: QColor, mark: str = ""):
        super().__init__(-6, -6, 12, 12)
        self.fill = fill
        self.mark = mark
        self.setZValue(120)

    def paint(self, painter: QPainter, _option, _widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(theme.current().piece_edge(self.fill, colour("cloth")), 1.2))
        painter.setBrush(self.fill)
        painter.drawRect(self.rect())
        draw_mark(painter, self.mark, QPointF(0, 0), 4.5, self.fill)


class PlateText(QGraphicsSimpleTextItem):
    """Text on a dark plate (the speed readout, score tags), readable on any level of the board."""

    PAD = 2.5

    def __init__(self, text: str = "", key: str = "plate_text"):
        super().__init__(text)
        self.key = key

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt override
        return super().boundingRect().adjusted(-self.PAD, -self.PAD, self.PAD, self.PAD)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(colour("plate"))
        painter.drawRoundedRect(self.boundingRect(), 3, 3)
        painter.setFont(self.font())
        painter.setPen(colour(self.key))
        painter.drawText(super().boundingRect(), Qt.AlignmentFlag.AlignCenter, self.text())


def score_tag(points: float, die: Die3DItem) -> PlateText:
    """The points of a die once the round is over, beside the die."""
    tag = PlateText(str(points), "plate_text" if points > 0 else "plate_zero")
    font = QFont()
    font.setPointSizeF(11)
    font.setBold(True)
    tag.setFont(font)
    tag.setPos(die.pos() + QPointF(die.radius * 1.2, -die.radius * 2.0))
    tag.setZValue(400)
    return tag


def keep_clear(tag: QGraphicsItem, others: list[QGraphicsItem]) -> None:
    """Move `tag` to the nearest free place around where it is (above, beside, below, then farther) when it
    would cover one of `others`: the tags of dice lying close together."""
    home, size = tag.pos(), tag.sceneBoundingRect()

    def covers() -> bool:
        return any(tag.sceneBoundingRect().intersects(other.sceneBoundingRect()) for other in others)

    for ring in range(1, 6):
        if not covers():
            return
        for dx, dy in ((0, -1), (1, 0), (-1, 0), (0, 1), (1, -1), (-1, -1), (1, 1), (-1, 1)):
            tag.setPos(home + QPointF(dx * (size.width() + 1), dy * (size.height() + 1)) * ring)
            if not covers():
                return


def ghost_die(shape: Shape, fill: QColor, mark: str = "", owner: QColor | None = None,
              bonus: bool = False) -> Die3DItem:
    """The die about to be thrown, shown where it is placed on the launch pad."""
    ghost = Die3DItem(shape, fill, mark=mark, owner=owner, bonus=bonus)
    ghost.setOpacity(0.85)
    return ghost


class AimItem(QGraphicsPathItem):
    """The aim arrow and the pull: light dashes over a dark casing, so it shows on every level."""

    def paint(self, painter: QPainter, _option, _widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(colour("aim_casing"), 4.5, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
        painter.drawPath(self.path())
        painter.setPen(QPen(colour("aim"), 2.5, Qt.PenStyle.DashLine))
        painter.drawPath(self.path())


def aim_path_item() -> AimItem:
    item = AimItem()
    item.setPen(QPen(Qt.PenStyle.NoPen))
    item.setZValue(500)
    return item


def readout_item() -> PlateText:
    """The speed of the flick, shown at the end of the pull."""
    item = PlateText()
    small = QFont()
    small.setPointSizeF(13)
    item.setFont(small)
    item.setZValue(501)
    return item


def aim_path(start: QPointF, angle: float, reach: float, pull: float) -> QPainterPath:
    """The aim arrow: `reach` long from `start` in direction `angle` (radians), and the pull `pull` long
    behind it."""
    path = QPainterPath()
    direction = QPointF(math.cos(angle), math.sin(angle))
    path.moveTo(start)
    path.lineTo(start + direction * reach)
    head = start + direction * reach
    side = QPointF(-direction.y(), direction.x())
    path.moveTo(head - direction * 14 + side * 7)
    path.lineTo(head)
    path.lineTo(head - direction * 14 - side * 7)
    path.moveTo(start)
    path.lineTo(start - direction * pull)
    return path


# -- marks: the places a tutorial points at, the path of a throw ------------------------------------
def board_point(board: Board, name: str) -> QPointF | None:
    """The scene point of a named place: 'launch', 'line', a level '0x' to '4x' (4x: the middle platform),
    a slab of `data/board.json` ('L1', 'L4a'...) or a peg ('peg0' to 'peg9'); None for anything else."""
    l1 = next(s for s in board.slabs if s.level == 1)
    levels = {"0x": ((l1.x0 + board.line_x) / 2, 0.0), "1x": ((board.line_x + l1.x1) / 2, 0.0),
              "line": (board.line_x, 0.0), "2x": "L2", "3x": "L3", "4x": "L4b"}
    spot = levels.get(name, name)
    slab = next((s for s in board.slabs if s.name == spot), None)
    if slab is not None:
        spot = ((slab.x0 + slab.x1) / 2, (slab.y0 + slab.y1) / 2)
    elif isinstance(spot, str) and spot.startswith("peg") and spot[3:].isdigit() and int(spot[3:]) < len(board.pegs):
        spot = board.pegs[int(spot[3:])][:2]
    return QPointF(spot[0] * MM, spot[1] * MM) if isinstance(spot, tuple) else None


def throw_path(board: Board, start: QPointF, aim: float, speed: float, bounds: QRectF) -> list[QPointF]:
    """A throw from `start` (scene mm) at `aim` (radians) and `speed` (m/s) as two points: the start, and
    how far the die would slide on an empty board (v² / 2µg), kept inside `bounds`."""
    reach = speed * speed / (2 * board.raw["friction"]["die_board"] * 9.81) * MM
    direction = QPointF(math.cos(aim), math.sin(aim))
    inside = bounds.adjusted(10, 10, -10, -10)
    for _ in range(40):  # shorten a throw that leaves the board until its end is back in view
        end = start + direction * reach
        if inside.contains(end) or reach < 20:
            break
        reach *= 0.9
    return [start, end]
