"""The graphics items of the Halma and Chinese checkers board, and the drawing of the board itself.

The scene (`view.Scene`) places the holes at `UNIT` scene units apart (the engine's
`Board.xy` times `UNIT`), calls `draw_board` once per board shape and draws pegs and
marks with the items below.
"""

from __future__ import annotations

import math
from collections.abc import Callable

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QPainterPath, QPen, QPolygonF, QRadialGradient
from PySide6.QtWidgets import (
    QGraphicsEllipseItem,
    QGraphicsPathItem,
    QGraphicsScene,
    QGraphicsSimpleTextItem,
)

from engine.halma import HalmaState
from engine.halma.geometry import DATA, STAR, star_points
from gui.common.drawing import mix

POINT_ROWS = DATA["star"]["point_rows"]
UNIT = 40.0  # scene units between neighbouring holes
RIM = 0.62 * UNIT  # the star board's margin beyond its outer holes
PEG = 0.36 * UNIT  # peg radius
HOLE = 0.13 * UNIT

WOOD = QColor("#e2c290")
WOOD_EDGE = QColor("#9c7444")
HOLE_COLOUR = QColor("#5b4128")
SQUARE_LIGHT, SQUARE_DARK = QColor("#efdcb6"), QColor("#e0c695")
NEUTRAL_POINT = QColor("#d9b983")

Z_BOARD, Z_CAMP, Z_MARK, Z_PEG, Z_GHOST, Z_MOVING = 0, 1, 2, 4, 5, 10


class PegItem(QGraphicsEllipseItem):
    """A round glossy peg in a seat's colour."""

    def __init__(self, colour: QColor):
        super().__init__(-PEG, -PEG, 2 * PEG, 2 * PEG)
        gradient = QRadialGradient(QPointF(-0.35 * PEG, -0.4 * PEG), 1.5 * PEG)
        gradient.setColorAt(0.0, colour.lighter(175))
        gradient.setColorAt(0.45, colour)
        gradient.setColorAt(1.0, colour.darker(170))
        self.setBrush(QBrush(gradient))
        self.setPen(QPen(colour.darker(230), 0.05 * UNIT))
        self.setZValue(Z_PEG)


def ring(centre: QPointF, radius: float, colour: QColor, width: float,
         fill: QColor | None = None) -> QGraphicsEllipseItem:
    """A circle around a hole (a mark, a selection, a destination)."""
    item = QGraphicsEllipseItem(centre.x() - radius, centre.y() - radius, 2 * radius, 2 * radius)
    item.setPen(QPen(colour, width))
    item.setBrush(QBrush(fill) if fill is not None else QBrush(Qt.BrushStyle.NoBrush))
    return item


def path_shape(points: list[QPointF]) -> QPainterPath:
    """A line through the holes of a move's path."""
    path = QPainterPath(points[0])
    for point in points[1:]:
        path.lineTo(point)
    return path


def camp_path(kind: str, points: list[QPointF], grow: float) -> QPainterPath:
    """The outline around a camp's holes (at `points`), `grow` units beyond their centres."""
    path = QPainterPath()
    if kind == STAR:
        # A point is a triangle: its three corner holes, pushed outward from the camp's centre.
        centre = QPointF(sum(p.x() for p in points) / len(points), sum(p.y() for p in points) / len(points))
        far = sorted(points, key=lambda p: -math.hypot(p.x() - centre.x(), p.y() - centre.y()))[:3]
        corners = []
        for p in far:
            dx, dy = p.x() - centre.x(), p.y() - centre.y()
            length = math.hypot(dx, dy) or 1.0
            corners.append(QPointF(p.x() + dx / length * grow * 2, p.y() + dy / length * grow * 2))
        path.addPolygon(QPolygonF(corners + corners[:1]))
    else:
        for p in points:
            square = QPainterPath()
            square.addRect(QRectF(p.x() - grow, p.y() - grow, 2 * grow, 2 * grow))
            path = path.united(square)
    return path.simplified()


def edge_label(text: str, centre: QPointF) -> QGraphicsSimpleTextItem:
    """A row or column name beside the board, for reading the move list."""
    font = QFont()
    font.setPixelSize(int(0.34 * UNIT))
    label = QGraphicsSimpleTextItem(text)
    label.setFont(font)
    label.setBrush(QColor("#d8cfbf"))
    box = label.boundingRect()
    label.setPos(centre.x() - box.width() / 2, centre.y() - box.height() / 2)
    return label


class BoardDrawing:
    """Draws the board of a state into a scene: wood, camps, holes, edge names and the dashed target
    camps (kept, so that the seat to move's target can be emphasised)."""

    def __init__(self, scene: QGraphicsScene, state: HalmaState, xy: list[QPointF],
                 colour: Callable[[int], QColor]):
        self.scene, self.state, self.xy, self.colour = scene, state, xy, colour
        self.target_marks: dict[int, QGraphicsPathItem] = {}
        if state.layout.board.kind == STAR:
            self._draw_star()
        else:
            self._draw_square()
        for point in xy:
            hole = scene.addEllipse(point.x() - HOLE, point.y() - HOLE, 2 * HOLE, 2 * HOLE,
                                    QPen(Qt.PenStyle.NoPen), QBrush(HOLE_COLOUR))
            hole.setZValue(Z_CAMP + 0.5)

    def _camp_path(self, holes, grow: float) -> QPainterPath:
        return camp_path(self.state.layout.board.kind, [self.xy[h] for h in holes], grow)

    def _draw_star(self) -> None:
        scene, state, xy = self.scene, self.state, self.xy
        # The board: a six-pointed star, its edges RIM beyond the outer holes' lines (a point's tip
        # is a 60° corner, so it sticks out twice as far).
        outline = QPainterPath()
        tips = [xy[h] for h in range(len(xy)) if len(state.layout.board.steps[h]) == 2]
        tips.sort(key=lambda p: math.atan2(p.y(), p.x()))
        star = []
        for i, tip in enumerate(tips):
            nxt = tips[(i + 1) % len(tips)]
            angle = math.atan2(tip.y(), tip.x())
            star.append(QPointF(tip.x() + math.cos(angle) * 2 * RIM, tip.y() + math.sin(angle) * 2 * RIM))
            # The inner corner between two points: the middle hexagon's corner hole (as many steps
            # from the centre as a point has rows), pushed out so both edges keep the rim's width.
            mid_angle = math.atan2(tip.y() + nxt.y(), tip.x() + nxt.x())
            inner = POINT_ROWS * UNIT + RIM / math.sin(math.radians(120))
            star.append(QPointF(math.cos(mid_angle) * inner, math.sin(mid_angle) * inner))
        outline.addPolygon(QPolygonF(star + star[:1]))
        # Row letters (a at the top point to q at the bottom one), left of the star's widest part.
        rows: dict[str, float] = {}
        for hole, name in enumerate(state.layout.board.names):
            rows.setdefault(name[0], xy[hole].y())
        left = min(p.x() for p in xy) - 1.3 * UNIT
        for letter, y in rows.items():
            scene.addItem(edge_label(letter, QPointF(left, y)))
        item = scene.addPath(outline, QPen(WOOD_EDGE, 0.12 * UNIT, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap,
                                           Qt.PenJoinStyle.RoundJoin), QBrush(WOOD))
        item.setZValue(Z_BOARD)
        # The six points: each player's home in a light tint of their colour, unused points plain.
        layout = state.layout
        homes = {frozenset(h): s for s, h in enumerate(layout.homes)}
        for points in star_points(layout.pegs):
            seat = homes.get(points)
            fill = NEUTRAL_POINT if seat is None else mix(self.colour(seat), WOOD, 0.55)
            camp = scene.addPath(self._camp_path(points, 0.42 * UNIT), QPen(Qt.PenStyle.NoPen), QBrush(fill))
            camp.setZValue(Z_CAMP)
        self._draw_target_marks()

    def _draw_square(self) -> None:
        scene, state, xy = self.scene, self.state, self.xy
        half = 0.5 * UNIT
        for hole, point in enumerate(xy):
            f, k = state.layout.board.coords[hole]
            square = scene.addRect(QRectF(point.x() - half, point.y() - half, UNIT, UNIT), QPen(Qt.PenStyle.NoPen),
                                   QBrush(SQUARE_LIGHT if (f + k) % 2 else SQUARE_DARK))
            square.setZValue(Z_BOARD)
        frame = scene.itemsBoundingRect().adjusted(-0.12 * UNIT, -0.12 * UNIT, 0.12 * UNIT, 0.12 * UNIT)
        scene.addRect(frame, QPen(WOOD_EDGE, 0.24 * UNIT)).setZValue(Z_BOARD)
        for seat, home in enumerate(state.layout.homes):
            colour = self.colour(seat)
            tint = QColor(colour)
            tint.setAlphaF(0.28)
            camp = scene.addPath(self._camp_path(home, half), QPen(colour.darker(130), 0.16 * UNIT), QBrush(tint))
            camp.setZValue(Z_CAMP)
        # File letters and rank numbers along the edges.
        size = int(math.sqrt(len(xy)))
        for i in range(size):
            scene.addItem(edge_label(chr(ord("a") + i), QPointF(i * UNIT, (size - 0.35) * UNIT)))
            scene.addItem(edge_label(str(i + 1), QPointF(-0.95 * UNIT, (size - 1 - i) * UNIT)))
        self._draw_target_marks()

    def _draw_target_marks(self) -> None:
        """Each seat's target camp edged with a dashed line in its colour."""
        # On the square the dashes run along the home camp's border (squares must touch to merge).
        grow = 0.5 * UNIT if self.state.layout.board.kind != STAR else 0.33 * UNIT
        for seat, target in enumerate(self.state.layout.targets):
            pen = QPen(self.colour(seat).darker(115), 0.07 * UNIT, Qt.PenStyle.DashLine)
            pen.setDashPattern([3, 2])
            mark = self.scene.addPath(self._camp_path(target, grow), pen)
            mark.setZValue(Z_CAMP + 0.6)
            self.target_marks[seat] = mark

    def emphasise_target(self, seat: int | None) -> None:
        """The camp the seat to move is heading for gets a bolder edge."""
        for owner, mark in self.target_marks.items():
            pen = mark.pen()
            pen.setWidthF((0.14 if owner == seat else 0.07) * UNIT)
            pen.setDashPattern([3, 2] if owner != seat else [2, 1])
            mark.setPen(pen)
