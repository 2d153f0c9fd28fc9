"""A die drawn top-down from its simulated 3D orientation, faces turning as it tumbles."""

from __future__ import annotations

import numpy as np
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPen, QPolygonF
from PySide6.QtWidgets import QGraphicsItem

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
