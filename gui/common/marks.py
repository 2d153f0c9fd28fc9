"""Arrows and rings over any board: the move played and the move preferred (analysis), the hint, and the
cells a tutorial step points at. A game only tells where a move goes (`BoardScene.move_path`) and where a
cell is (`BoardScene.cell_point`); the drawing is the same in every game."""

from __future__ import annotations

import math

import shiboken6
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsPathItem, QGraphicsScene, QGraphicsSimpleTextItem

#: Colours by role; orange against blue stays apart for every kind of colour blindness, and every
#: arrow also carries its label, so no meaning rests on colour alone.
ROLE_COLOURS = {"played": QColor("#e07b24"), "preferred": QColor("#2f7fd8"), "hint": QColor("#2f7fd8")}
RING_COLOUR = QColor("#ffd23f")
#: Above every game's own items.
MARK_Z = 5000


class MarkLayer:
    """The mark items of one scene; each call replaces what the previous one drew."""

    def __init__(self):
        self.items: list[QGraphicsItem] = []
        self.rings: list[QGraphicsItem] = []

    @staticmethod
    def _clear(scene: QGraphicsScene, items: list[QGraphicsItem]) -> None:
        for item in items:
            if shiboken6.isValid(item) and item.scene() is scene:  # a view that cleared its scene deleted it
                scene.removeItem(item)
        items.clear()

    @staticmethod
    def _unit(scene) -> float:
        rect: QRectF = scene.content_rect()
        return max(rect.width(), rect.height(), 1.0) / 100.0

    def show(self, scene, marks: list) -> None:
        """Draw each `(MoveMark, points)`: an arrow along the points, a ring for one point, and the label."""
        self._clear(scene, self.items)
        unit = self._unit(scene)
        placed: list[QRectF] = []
        for mark, points in marks:
            if not points:
                continue
            colour = ROLE_COLOURS.get(mark.role, ROLE_COLOURS["hint"])
            item = _arrow(points, colour, unit) if len(points) > 1 else _ring(points[0], colour, unit * 2.2, unit)
            scene.addItem(item)
            self.items.append(item)
            if mark.label:
                label = _label(mark.label, points, colour, unit, scene.content_rect())
                # Two moves may end on the same cell: the second label goes below the first, not over it.
                while any(label.sceneBoundingRect().intersects(rect) for rect in placed):
                    label.moveBy(0, label.boundingRect().height() + unit * 0.3)
                placed.append(label.sceneBoundingRect())
                scene.addItem(label)
                self.items.append(label)

    def ring(self, scene, points: list[QPointF]) -> None:
        """Ring each point (a tutorial's highlighted cells)."""
        self._clear(scene, self.rings)
        unit = self._unit(scene)
        for point in points:
            item = _ring(point, RING_COLOUR, unit * 2.6, unit * 0.7)
            scene.addItem(item)
            self.rings.append(item)


def _pen(colour: QColor, width: float) -> QPen:
    pen = QPen(colour, width)
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    return pen


def _arrow(points: list[QPointF], colour: QColor, unit: float) -> QGraphicsPathItem:
    path = QPainterPath(points[0])
    for point in points[1:]:
        path.lineTo(point)
    last, before = points[-1], points[-2]
    angle = math.atan2(last.y() - before.y(), last.x() - before.x())
    size = unit * 2.2
    for side in (-0.45, 0.45):
        path.moveTo(last)
        path.lineTo(last - QPointF(math.cos(angle + side) * size, math.sin(angle + side) * size))
    translucent = QColor(colour)
    translucent.setAlpha(215)
    item = QGraphicsPathItem(path)
    item.setPen(_pen(translucent, unit * 0.7))
    item.setZValue(MARK_Z)
    item.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
    return item


def _ring(centre: QPointF, colour: QColor, radius: float, width: float) -> QGraphicsPathItem:
    path = QPainterPath()
    path.addEllipse(centre, radius, radius)
    item = QGraphicsPathItem(path)
    item.setPen(_pen(colour, width))
    item.setZValue(MARK_Z)
    item.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
    return item


class _Label(QGraphicsSimpleTextItem):
    """A text on a rounded plate of the mark's colour, readable over any board."""

    def __init__(self, text: str, colour: QColor, unit: float):
        super().__init__(text)
        font = QFont()
        font.setPointSizeF(max(1.0, unit * 2.4))
        font.setBold(True)
        self.setFont(font)
        self.setBrush(QBrush(QColor("white")))
        self.plate = QColor(colour)
        self.pad = unit * 0.6

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt override
        return super().boundingRect().adjusted(-self.pad, -self.pad, self.pad, self.pad)

    def paint(self, painter, option, widget=None):
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(self.plate)
        painter.drawRoundedRect(self.boundingRect(), self.pad, self.pad)
        super().paint(painter, option, widget)


def _label(text: str, points: list[QPointF], colour: QColor, unit: float, bounds: QRectF) -> _Label:
    """The label just past the end of the arrow, on the side it points to (never over its head), and on
    the other side where that would leave the part of the scene the view shows."""
    label = _Label(text, colour, unit)
    rect = label.boundingRect()
    end = points[-1]
    leftwards = len(points) > 1 and end.x() < points[-2].x() - 1e-6
    left_x, right_x = end.x() - unit * 1.8 - rect.right(), end.x() + unit * 1.8 - rect.left()
    if leftwards:
        x = left_x if left_x + rect.left() >= bounds.left() else right_x
    else:
        x = right_x if right_x + rect.right() <= bounds.right() else left_x
    label.setPos(QPointF(x, end.y() - rect.center().y()))
    label.setZValue(MARK_Z + 1)
    label.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
    return label
