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
    QGraphicsPathItem,
    QGraphicsRectItem,
    QGraphicsScene,
    QGraphicsSimpleTextItem,
)

from engine.tumblin.physics import Board
from engine.tumblin.shapes import Shape, rotation
from gui.common.dice import pip_positions

MM = 1000.0  # scene units (millimetres) per metre
#: Dice are drawn a little larger than life so faces stay readable on a board 55 dice long.
DRAW_SCALE = 1.3


class Die3DItem(QGraphicsItem):
    """Paints the faces whose normal points up, projected straight down and shaded by their tilt."""

    def __init__(self, shape: Shape, body: QColor, parent=None):
        super().__init__(parent)
        self.shape_ = shape
        self.body = body
        self.pips = QColor("#1b1b1f") if body.lightness() > 140 else QColor("#f7f4ea")
        self.rot = np.eye(3)
        self.height = 0.0
        self.radius = float(np.linalg.norm(shape.vertices, axis=1).max()) * MM
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIsSelectable, False)

    def set_pose(self, pose) -> None:
        self.prepareGeometryChange()
        self.setPos(pose[0] * MM, pose[1] * MM)
        self.rot = rotation(pose[3:])
        self.height = float(pose[2])
        self.setZValue(10 + pose[2] * MM)
        self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt override
        r = self.radius * DRAW_SCALE * 1.1 + self.height * MM * 0.05 + 3
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
        edge = QPen(self.body.darker(170), 0.5)
        top = max(faces, key=lambda f: f[1])[2] if faces else None
        for _, up, face, corners in faces:
            shade = 0.45 + 0.55 * up
            colour = QColor.fromRgbF(min(1, self.body.redF() * shade + 0.04), min(1, self.body.greenF() * shade + 0.04),
                                     min(1, self.body.blueF() * shade + 0.04))
            painter.setPen(edge)
            painter.setBrush(colour)
            painter.drawPolygon(QPolygonF([QPointF(c[0], c[1]) for c in corners]))
            # Pips on every face that shows; a number only on the top face of a special die.
            if up > 0.25 and (self.shape_.name == "d6" or face is top):
                self._label(painter, face, corners, up)

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


#: Dice with a bonus (counting double) are gold whoever owns them.
BONUS_COLOUR = QColor("#d9a520")


# -- the board ----------------------------------------------------------------------------
def add_board(scene: QGraphicsScene, board: Board, table: QRectF) -> QRectF:
    """Draw the table, the wooden levels with their shadows and labels, the line, the launch pad and the
    pegs into `scene`; return the launch pad's rectangle."""
    b = board
    top = max(s.top for s in b.slabs)
    cloth = QGraphicsRectItem(table)
    cloth.setBrush(QColor("#314238"))
    cloth.setPen(Qt.PenStyle.NoPen)
    cloth.setZValue(-10)
    scene.addItem(cloth)
    font = QFont()
    font.setPointSizeF(26)
    font.setBold(True)
    for slab in sorted(b.slabs, key=lambda s: s.top):
        rect = QRectF(slab.x0 * MM, slab.y0 * MM, (slab.x1 - slab.x0) * MM, (slab.y1 - slab.y0) * MM)
        # Higher levels are lighter wood; each step casts a shadow on the level below.
        light = 0.55 + 0.45 * slab.top / top
        wood = QColor.fromRgbF(0.86 * light, 0.66 * light, 0.42 * light)
        shadow = QGraphicsRectItem(rect.translated(4, 4))
        shadow.setBrush(QColor(0, 0, 0, 60))
        shadow.setPen(Qt.PenStyle.NoPen)
        shadow.setZValue(slab.top * MM - 0.5)
        scene.addItem(shadow)
        item = QGraphicsRectItem(rect)
        gradient = QLinearGradient(rect.topLeft(), rect.bottomRight())
        gradient.setColorAt(0, wood.lighter(108))
        gradient.setColorAt(1, wood.darker(104))
        item.setBrush(QBrush(gradient))
        item.setPen(QPen(wood.darker(140), 1.2))
        item.setZValue(slab.top * MM)
        scene.addItem(item)
        if slab.level >= 2 and slab.name in ("L2", "L3", "L4b"):
            add_label(scene, f"{slab.level}×", QPointF((slab.x0 + slab.x1) / 2 * MM, b.slabs[1].y1 * MM + 24),
                      font, slab.top * MM + 0.1)
    line = b.line_x * MM
    l1 = next(s for s in b.slabs if s.level == 1)
    zero = QGraphicsRectItem(l1.x0 * MM, l1.y0 * MM, line - l1.x0 * MM, (l1.y1 - l1.y0) * MM)
    zero.setBrush(QColor(40, 20, 0, 45))
    zero.setPen(Qt.PenStyle.NoPen)
    zero.setZValue(l1.top * MM + 0.05)
    scene.addItem(zero)
    line_item = scene.addLine(line, l1.y0 * MM, line, l1.y1 * MM, QPen(QColor("#2a1a0e"), 4))
    line_item.setZValue(l1.top * MM + 0.1)
    add_label(scene, "0×", QPointF((l1.x0 * MM + line) / 2, l1.y1 * MM + 24), font, l1.top * MM + 0.1)
    add_label(scene, "1×", QPointF((line + l1.x1 * MM) / 2, l1.y1 * MM + 24), font, l1.top * MM + 0.1)
    area = QRectF(b.launch_x[0] * MM, b.launch_y[0] * MM, (b.launch_x[1] - b.launch_x[0]) * MM,
                  (b.launch_y[1] - b.launch_y[0]) * MM)
    pad = QGraphicsRectItem(area)
    pad.setPen(QPen(QColor(255, 255, 255, 120), 1.5, Qt.PenStyle.DashLine))
    pad.setZValue(b.launch.top * MM + 0.1)
    scene.addItem(pad)
    for x, y, z in b.pegs:
        r = b.peg_radius * MM
        peg = QGraphicsEllipseItem(x * MM - r, y * MM - r, 2 * r, 2 * r)
        gradient = QLinearGradient(QPointF(x * MM - r, y * MM - r), QPointF(x * MM + r, y * MM + r))
        gradient.setColorAt(0, QColor("#b07a45"))
        gradient.setColorAt(1, QColor("#5b3418"))
        peg.setBrush(QBrush(gradient))
        peg.setPen(QPen(QColor("#3b2210"), 0.8))
        peg.setZValue((z + b.peg_height) * MM)
        scene.addItem(peg)
    return area


def add_label(scene: QGraphicsScene, text: str, centre: QPointF, font: QFont, z: float) -> None:
    """A level's name (`2×`) painted on the board, centred on `centre`."""
    item = QGraphicsSimpleTextItem(text)
    item.setFont(font)
    item.setBrush(QColor(238, 226, 196, 200))
    rect = item.boundingRect()
    item.setPos(centre.x() - rect.width() / 2, centre.y() - rect.height() / 2)
    item.setZValue(z)
    scene.addItem(item)


# -- dice in hand, score tags, the flick ---------------------------------------------------
def hand_marker(colour: QColor) -> QGraphicsRectItem:
    """A small square for a die still in a player's hand, lined up beside the launch pad."""
    hand = QGraphicsRectItem(-6, -6, 12, 12)
    hand.setBrush(colour)
    hand.setPen(QPen(colour.darker(160), 0.8))
    hand.setZValue(120)
    return hand


def score_tag(points: float, die: Die3DItem) -> QGraphicsSimpleTextItem:
    """The points of a die once the round is over, beside the die."""
    tag = QGraphicsSimpleTextItem(str(points))
    font = QFont()
    font.setPointSizeF(11)
    font.setBold(True)
    tag.setFont(font)
    tag.setBrush(QColor("#fffbe8") if points > 0 else QColor(255, 255, 255, 140))
    tag.setPos(die.pos() + QPointF(die.radius * 1.2, -die.radius * 2.0))
    tag.setZValue(400)
    return tag


def ghost_die(shape: Shape, colour: QColor) -> Die3DItem:
    """The die about to be thrown, shown where it is placed on the launch pad."""
    ghost = Die3DItem(shape, colour)
    ghost.setOpacity(0.85)
    return ghost


def aim_path_item() -> QGraphicsPathItem:
    item = QGraphicsPathItem()
    item.setZValue(500)
    return item


def readout_item() -> QGraphicsSimpleTextItem:
    """The speed of the flick, shown at the end of the pull."""
    item = QGraphicsSimpleTextItem()
    small = QFont()
    small.setPointSizeF(13)
    item.setFont(small)
    item.setBrush(QColor("#fff6dc"))
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


def aim_pen() -> QPen:
    return QPen(QColor(255, 250, 230, 220), 2.5, Qt.PenStyle.DashLine)


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
