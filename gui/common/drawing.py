"""Small colour helpers that several games' items use."""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPolygonF

from gui import theme


def mix(colour: QColor, other: QColor, share: float) -> QColor:
    """`colour` blended with `other`; `share` of `other` (0: colour, 1: other)."""
    return QColor.fromRgbF(*(a * (1 - share) + b * share for a, b in zip(colour.getRgbF()[:3], other.getRgbF()[:3])))


def mark_path(mark: str, centre: QPointF, radius: float) -> QPainterPath:
    """The outline of a seat's mark ("triangle", "square", "cross", "diamond", "star", "bar") of size
    `radius` around `centre`; empty for "" or an unknown mark."""
    path = QPainterPath()
    x, y, r = centre.x(), centre.y(), radius
    if mark == "triangle":
        path.addPolygon(QPolygonF([QPointF(x, y - r), QPointF(x + 0.9 * r, y + 0.6 * r), QPointF(x - 0.9 * r, y + 0.6 * r)]))
    elif mark == "square":
        path.addRect(x - 0.7 * r, y - 0.7 * r, 1.4 * r, 1.4 * r)
    elif mark == "cross":
        path.setFillRule(Qt.FillRule.WindingFill)  # the arms overlap: odd-even would hollow the middle
        arm = 0.3 * r
        path.addRect(x - r, y - arm, 2 * r, 2 * arm)
        path.addRect(x - arm, y - r, 2 * arm, 2 * r)
        path = path.simplified()
    elif mark == "diamond":
        path.addPolygon(QPolygonF([QPointF(x, y - r), QPointF(x + 0.75 * r, y), QPointF(x, y + r), QPointF(x - 0.75 * r, y)]))
    elif mark == "star":
        points = [QPointF(x + (r if i % 2 == 0 else 0.45 * r) * math.sin(i * math.pi / 5),
                          y - (r if i % 2 == 0 else 0.45 * r) * math.cos(i * math.pi / 5)) for i in range(10)]
        path.addPolygon(QPolygonF(points))
    elif mark == "bar":
        path.addRect(x - r, y - 0.28 * r, 2 * r, 0.56 * r)
    path.closeSubpath()
    return path


def draw_mark(painter: QPainter, mark: str, centre: QPointF, radius: float, fill: QColor) -> None:
    """Draw a seat's mark on a piece of colour `fill`, in black or white, whichever reads better on it."""
    if not mark:
        return
    painter.save()
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(theme.current().mark_colour(fill))
    painter.drawPath(mark_path(mark, centre, radius))
    painter.restore()
