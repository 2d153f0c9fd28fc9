"""The graphics items of the Halma and Chinese checkers board, and the drawing of the board itself.

The scene (`view.Scene`) places the holes at `UNIT` scene units apart (the engine's
`Board.xy` times `UNIT`), makes a `BoardDrawing` once per board shape and theme and draws
pegs and marks with the items below. Colours come from the theme (`assets/themes/halma.json`)
and the seats' palette; whatever shows a seat's colour on the board is edged or shaded so that
it stands out 3:1 from what lies under it.
"""

from __future__ import annotations

import math
from collections.abc import Callable

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QPainterPath, QPen, QPolygonF, QRadialGradient
from PySide6.QtWidgets import (
    QGraphicsEllipseItem,
    QGraphicsItem,
    QGraphicsPathItem,
    QGraphicsScene,
    QGraphicsSimpleTextItem,
)

from engine.halma import HalmaState
from engine.halma.geometry import DATA, STAR, star_points
from gui import theme
from gui.common.drawing import draw_mark, mix
from gui.theme import GRAPHIC_CONTRAST, contrast

POINT_ROWS = DATA["star"]["point_rows"]
UNIT = 40.0  # scene units between neighbouring holes
RIM = 0.62 * UNIT  # the star board's margin beyond its outer holes
PEG = 0.36 * UNIT  # peg radius
HOLE = 0.13 * UNIT
#: From the star's end holes to the numbers beside them (past the rim, on the table), and to the row letters.
ROW_NUMBER_GAP = 1.25 * UNIT
ROW_LETTER_GAP = 2.0 * UNIT

#: The share of the board's own colour in a camp's tint, per theme: camps stay close to the board, so the
#: holes in them keep their contrast (high contrast keeps the board nearly black).
CAMP_SHARE = {"light": 0.55, "dark": 0.6, "high-contrast": 0.72}
#: The opacity of a camp's tint over the squares of the Halma board.
SQUARE_TINT = 0.28

Z_BOARD, Z_CAMP, Z_MARK, Z_PEG, Z_GHOST, Z_MOVING = 0, 1, 2, 4, 5, 10


def board_colour(key: str) -> QColor:
    """A colour of the board in the current theme (`assets/themes/halma.json`)."""
    return theme.current().board("halma", key)


def readable(fill: QColor, surface: QColor) -> QColor:
    """`fill` where it stands out 3:1 from `surface`, else the theme's outline for it there: for lines in a
    seat's colour (camp edges) that must show on the board whatever the seat's colour."""
    if contrast(fill, surface) >= GRAPHIC_CONTRAST:
        return QColor(fill)
    return theme.current().piece_edge(QColor(fill), surface)


def camp_tint(fill: QColor, surface: QColor) -> QColor:
    """A camp's colour on the star: the seat's colour mostly blended into the board."""
    return mix(fill, surface, CAMP_SHARE[theme.current().name])


class PegItem(QGraphicsEllipseItem):
    """A round glossy peg in a seat's colour, edged so that it stands out from the board under it, with
    the seat's mark on top when marks are shown."""

    def __init__(self, fill: QColor, edge: QColor, mark: str = ""):
        super().__init__(-PEG, -PEG, 2 * PEG, 2 * PEG)
        self.fill, self.edge, self.mark = QColor(fill), QColor(edge), mark
        gradient = QRadialGradient(QPointF(-0.35 * PEG, -0.4 * PEG), 1.5 * PEG)
        gradient.setColorAt(0.0, fill.lighter(175))
        gradient.setColorAt(0.45, fill)
        gradient.setColorAt(1.0, fill.darker(150))
        self.setBrush(QBrush(gradient))
        self.setPen(QPen(edge, 0.06 * UNIT))
        self.setZValue(Z_PEG)

    def paint(self, painter, option, widget=None) -> None:
        super().paint(painter, option, widget)
        draw_mark(painter, self.mark, QPointF(), 0.55 * PEG, self.fill)


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


def edge_label(text: str, centre: QPointF, bold: bool = False) -> QGraphicsSimpleTextItem:
    """A row or column name beside the board, for reading the move list and typing moves."""
    font = QFont()
    font.setPixelSize(int(0.42 * UNIT))
    font.setBold(bold)
    label = QGraphicsSimpleTextItem(text)
    label.setFont(font)
    label.setBrush(board_colour("label"))
    box = label.boundingRect()
    label.setPos(centre.x() - box.width() / 2, centre.y() - box.height() / 2)
    return label


class BoardDrawing:
    """Draws the board of a state into a scene in the current theme: wood, camps, holes, edge names and the
    dashed target camps (kept, so that the seat to move's target can be emphasised).

    `surfaces[hole]` is the colour around a hole (board, square or camp): what a peg there stands on, for its
    outline. `rect` is what the drawing covers; `remove()` takes it off the scene again."""

    def __init__(self, scene: QGraphicsScene, state: HalmaState, xy: list[QPointF],
                 colour: Callable[[int], QColor]):
        self.scene, self.state, self.xy, self.colour = scene, state, xy, colour
        self.items: list[QGraphicsItem] = []
        self.target_marks: dict[int, QGraphicsPathItem] = {}
        self.surfaces = [board_colour("board")] * len(xy)
        if state.layout.board.kind == STAR:
            self._draw_star()
        else:
            self._draw_square()
        self._draw_target_marks()
        for hole, point in enumerate(xy):
            self._keep(scene.addEllipse(point.x() - HOLE, point.y() - HOLE, 2 * HOLE, 2 * HOLE,
                                        QPen(self._hole_rim(hole), 0.035 * UNIT), QBrush(board_colour("hole"))),
                       Z_CAMP + 0.5)
        self.rect = QRectF()
        for item in self.items:
            self.rect = self.rect.united(item.sceneBoundingRect())

    def _hole_rim(self, hole: int) -> QColor:
        """The theme's rim, unless neither it nor the hole shows on a camp's tint: then a shade of the hole."""
        fill, rim, surface = board_colour("hole"), board_colour("hole_rim"), self.surfaces[hole]
        if max(contrast(fill, surface), contrast(rim, surface)) >= GRAPHIC_CONTRAST:
            return rim
        return readable(fill, surface)

    def _keep(self, item: QGraphicsItem, z: float) -> QGraphicsItem:
        if item.scene() is None:
            self.scene.addItem(item)
        item.setZValue(z)
        self.items.append(item)
        return item

    def remove(self) -> None:
        for item in self.items:
            if item.scene() is self.scene:
                self.scene.removeItem(item)
        self.items.clear()
        self.target_marks.clear()

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
        self._label_star_rows()
        edge = QPen(board_colour("board_edge"), 0.12 * UNIT, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap,
                    Qt.PenJoinStyle.RoundJoin)
        self._keep(scene.addPath(outline, edge, QBrush(board_colour("board"))), Z_BOARD)
        # The six points: each player's home in a tint of their colour, unused points plain.
        layout = state.layout
        homes = {frozenset(h): s for s, h in enumerate(layout.homes)}
        for points in star_points(layout.pegs):
            seat = homes.get(points)
            fill = board_colour("neutral_camp") if seat is None else camp_tint(self.colour(seat), board_colour("board"))
            self._keep(scene.addPath(self._camp_path(points, 0.42 * UNIT), QPen(Qt.PenStyle.NoPen), QBrush(fill)),
                       Z_CAMP)
            for hole in points:
                self.surfaces[hole] = fill

    def _label_star_rows(self) -> None:
        """A star hole is named by its row's letter (a at the top point to q at the bottom one) and its place in
        the row counted from the left (`n2`): each row's letter on both sides of the star and, just outside the
        row's ends, the numbers of its first and last holes."""
        rows: dict[str, list[QPointF]] = {}
        for hole, name in enumerate(self.state.layout.board.names):
            rows.setdefault(name[0], []).append(self.xy[hole])
        left = min(p.x() for p in self.xy) - ROW_LETTER_GAP
        right = max(p.x() for p in self.xy) + ROW_LETTER_GAP
        for letter, points in rows.items():
            first, last = min(points, key=QPointF.x), max(points, key=QPointF.x)
            for x in (left, right):
                self._keep(edge_label(letter, QPointF(x, first.y()), bold=True), Z_BOARD)
            self._keep(edge_label("1", first - QPointF(ROW_NUMBER_GAP, 0)), Z_BOARD)
            if len(points) > 1:
                self._keep(edge_label(str(len(points)), last + QPointF(ROW_NUMBER_GAP, 0)), Z_BOARD)

    def _draw_square(self) -> None:
        scene, state, xy = self.scene, self.state, self.xy
        half = 0.5 * UNIT
        light, dark = board_colour("square_light"), board_colour("square_dark")
        for hole, point in enumerate(xy):
            f, k = state.layout.board.coords[hole]
            self.surfaces[hole] = light if (f + k) % 2 else dark
            self._keep(scene.addRect(QRectF(point.x() - half, point.y() - half, UNIT, UNIT), QPen(Qt.PenStyle.NoPen),
                                     QBrush(self.surfaces[hole])), Z_BOARD)
        frame = QRectF()
        for item in self.items:
            frame = frame.united(item.sceneBoundingRect())
        frame.adjust(-0.12 * UNIT, -0.12 * UNIT, 0.12 * UNIT, 0.12 * UNIT)
        self._keep(scene.addRect(frame, QPen(board_colour("board_edge"), 0.24 * UNIT)), Z_BOARD)
        for seat, home in enumerate(state.layout.homes):
            seat_colour = self.colour(seat)
            tint = QColor(seat_colour)
            tint.setAlphaF(SQUARE_TINT)
            for hole in home:
                self.surfaces[hole] = mix(self.surfaces[hole], seat_colour, SQUARE_TINT)
            pen = QPen(readable(seat_colour, self.surfaces[min(home)]), 0.16 * UNIT)
            self._keep(scene.addPath(self._camp_path(home, half), pen, QBrush(tint)), Z_CAMP)
        # File letters below the frame and rank numbers left of it.
        size = int(math.sqrt(len(xy)))
        for i in range(size):
            self._keep(edge_label(chr(ord("a") + i), QPointF(i * UNIT, (size + 0.1) * UNIT)), Z_BOARD)
            self._keep(edge_label(str(i + 1), QPointF(-1.05 * UNIT, (size - 1 - i) * UNIT)), Z_BOARD)

    def _draw_target_marks(self) -> None:
        """Each seat's target camp edged with a dashed line in its colour (its outline colour where the colour
        would not show on the camp)."""
        # On the square the dashes run along the home camp's border (squares must touch to merge).
        grow = 0.5 * UNIT if self.state.layout.board.kind != STAR else 0.33 * UNIT
        for seat, target in enumerate(self.state.layout.targets):
            pen = QPen(readable(self.colour(seat), self.surfaces[min(target)]), 0.07 * UNIT, Qt.PenStyle.DashLine)
            pen.setDashPattern([3, 2])
            mark = self._keep(self.scene.addPath(self._camp_path(target, grow), pen), Z_CAMP + 0.6)
            self.target_marks[seat] = mark

    def emphasise_target(self, seat: int | None) -> None:
        """The camp the seat to move is heading for gets a bolder edge."""
        for owner, mark in self.target_marks.items():
            pen = mark.pen()
            pen.setWidthF((0.14 if owner == seat else 0.07) * UNIT)
            pen.setDashPattern([3, 2] if owner != seat else [2, 1])
            mark.setPen(pen)
