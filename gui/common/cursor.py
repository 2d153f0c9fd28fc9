"""Keyboard play on any board: the focus cursor the arrow keys (and h/j/k/l) move over a scene's cells.

Boards here are hexagons, stars, flowers, grids and trays, so the cursor does not walk a grid: an arrow
goes to the nearest cell ahead of it within 45° of the arrow, preferring cells in line. Going up or
down keeps to the column it started in (like a text cursor), so on a hexagonal board repeated Up
zig-zags around one column instead of drifting sideways.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QPainter, QPen
from PySide6.QtWidgets import QGraphicsObject

from gui import theme

#: Keys that move the cursor, as (dx, dy) in scene directions (y grows downwards).
ARROWS = {
    Qt.Key.Key_Left: (-1, 0), Qt.Key.Key_H: (-1, 0),
    Qt.Key.Key_Right: (1, 0), Qt.Key.Key_L: (1, 0),
    Qt.Key.Key_Up: (0, -1), Qt.Key.Key_K: (0, -1),
    Qt.Key.Key_Down: (0, 1), Qt.Key.Key_J: (0, 1),
}
#: Keys that pick up, select or place at the cursor.
ACTIVATE = (Qt.Key.Key_Space, Qt.Key.Key_Return, Qt.Key.Key_Enter)
#: The one key for "pass" in every game where a player may pass (the Keyboard page's common keys name it).
PASS_KEY = Qt.Key.Key_N
#: Cursor keys only count without Ctrl, Alt or Meta (those belong to the menus' shortcuts).
BLOCKING_MODIFIERS = (Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier
                      | Qt.KeyboardModifier.MetaModifier)
Z_CURSOR = 900


def step(points: dict[str, QPointF], current: str, direction: tuple[int, int],
         column: float | None = None) -> str | None:
    """The cell an arrow in `direction` moves to from `current`, or None at the board's edge.

    `column` is the x the cursor keeps to while going up and down (None: the current cell's)."""
    origin = points[current]
    dx, dy = direction
    best: tuple[float, float, str] | None = None
    for name, point in points.items():
        if name == current:
            continue
        vector = point - origin
        along = vector.x() * dx + vector.y() * dy
        across = abs(vector.x() * dy - vector.y() * dx)
        if along <= 1e-6 or across > along + 1e-6:  # behind, or more than 45° off the arrow
            continue
        offset = abs(point.x() - column) if dx == 0 and column is not None else across
        # Ties (two neighbours up on a hexagon) go left going up and right going down, so Up then Down
        # comes back to where it started.
        tie = (point.x() if dy < 0 else -point.x()) if dy else point.y()
        rank = (round(along + offset, 6), tie, name)
        if best is None or rank < best:
            best = rank
    return None if best is None else best[2]


class CursorItem(QGraphicsObject):
    """A two-tone ring (the theme's cursor colour inside a dark edge) that shows on any board colour."""

    def __init__(self, radius: float):
        super().__init__()
        self.radius = radius
        self.setZValue(Z_CURSOR)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt override
        extent = self.radius * 1.3
        return QRectF(-extent, -extent, 2 * extent, 2 * extent)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        colours = theme.current()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        width = max(self.radius * 0.16, 1.0)
        painter.setPen(QPen(colours.colour("cursor_edge"), width * 2.0))
        painter.drawEllipse(QPointF(), self.radius, self.radius)
        painter.setPen(QPen(colours.colour("cursor"), width))
        painter.drawEllipse(QPointF(), self.radius, self.radius)
