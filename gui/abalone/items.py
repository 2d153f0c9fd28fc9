"""Abalone's graphics items and drawing helpers: the wooden board with its trays, marbles, arrows and
last-move marks, and where each cell sits in the scene. `view.py` places them; they know no game state.
Every colour but the seats' comes from the theme (`assets/themes/abalone.json`), read when an item paints."""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt, Signal
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
)
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject

from engine.abalone import Move
from engine.abalone.board import CELL_NAMES, CELLS, CENTRE, OFFSETS
from engine.abalone.rules import EJECT, PUSH
from gui import theme
from gui.common.drawing import draw_mark

#: Distance between neighbouring cell centres, in scene units; everything else is a fraction of it.
D = 100.0
H = D * math.sqrt(3) / 2
MARBLE_R = 0.44 * D
TRAY_MARBLE_R = 0.36 * D
FRAME_R = 5.0 * D  # corner radius of the wooden hexagon
TRAY_Y = FRAME_R * math.sqrt(3) / 2 + 0.72 * D  # distance of each tray's centre line from the board centre

Z_BOARD, Z_MARK, Z_MARBLE, Z_GHOST, Z_ARROW, Z_FLYING = 0, 1, 2, 3, 4, 5
#: The surfaces a marble lies on (keys of the theme): on the field, or in a tray.
ON_FIELD = ("field", "field_shade")
ON_TRAY = ("tray", "tray_shade")


def board_colour(key: str) -> QColor:
    """A colour of Abalone's board in the current theme."""
    return theme.current().board("abalone", key)


def marble_edge(fill: QColor, surfaces: tuple[str, ...]) -> QColor:
    """The outline of a marble of colour `fill`: the theme's piece edge against the first surface that also
    stands out 3:1 from every other surface where the fill alone does not (so one outline serves them all)."""
    current = theme.current()
    backs = [board_colour(key) for key in surfaces]
    edges = [current.piece_edge(fill, back) for back in backs]
    for edge in edges:
        if all(max(theme.contrast(fill, back), theme.contrast(edge, back)) >= theme.GRAPHIC_CONTRAST
               for back in backs):
            return edge
    return edges[0]


def cell_pos(cell: int) -> QPointF:
    """The centre of a cell: row A at the bottom, E5 at the origin."""
    r, k = divmod(cell, 10)
    return QPointF((k - r / 2 - 2) * D, (4 - r) * H)


def direction_vector(direction: int) -> QPointF:
    """One step in `direction`, in scene units."""
    return cell_pos(CENTRE + OFFSETS[direction]) - cell_pos(CENTRE)


def nearest_direction(vector: QPointF) -> int:
    return max(range(6), key=lambda d: QPointF.dotProduct(vector, direction_vector(d)))


def hexagon(radius: float, centre: QPointF | None = None) -> QPolygonF:
    """A hexagon with corners left and right, like the board."""
    centre = centre or QPointF(0, 0)
    return QPolygonF([centre + QPointF(radius * math.cos(math.radians(a)), radius * math.sin(math.radians(a)))
                      for a in range(0, 360, 60)])


def rounded(polygon: QPolygonF, radius: float) -> QPainterPath:
    """`polygon` with its corners rounded off."""
    path = QPainterPath()
    points = [polygon[i] for i in range(polygon.count())]
    for i, point in enumerate(points):
        before, after = points[i - 1], points[(i + 1) % len(points)]
        a = point + (before - point) * (radius / vector_length(before - point))
        b = point + (after - point) * (radius / vector_length(after - point))
        if i == 0:
            path.moveTo(a)
        else:
            path.lineTo(a)
        path.quadTo(point, b)
    path.closeSubpath()
    return path


def vector_length(vector: QPointF) -> float:
    """The length of a scene vector."""
    return math.hypot(vector.x(), vector.y())


def paint_marble(painter: QPainter, centre: QPointF, radius: float, colour: QColor, alpha: int = 255,
                 edge: QColor | None = None) -> None:
    """A glossy marble with a soft shadow, outlined in `edge` (a faint dark line when None)."""
    shadow = QColor(0, 0, 0, int(70 * alpha / 255))
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(shadow)
    painter.drawEllipse(centre + QPointF(0.07 * radius, 0.12 * radius), radius, radius)
    light = colour.lightness() > 128
    gradient = QRadialGradient(centre + QPointF(-0.35 * radius, -0.4 * radius), 1.5 * radius)
    top = colour.lighter(112) if light else colour.lighter(260)
    rim = colour.darker(165) if light else colour.darker(160)
    for stop, c in ((0.0, QColor(255, 255, 255) if light else top), (0.25, top if light else colour),
                    (0.7, colour.darker(108) if light else colour.darker(120)), (1.0, rim)):
        c = QColor(c)
        c.setAlpha(alpha)
        gradient.setColorAt(stop, c)
    painter.setBrush(QBrush(gradient))
    outline = QColor(edge) if edge is not None else QColor(0, 0, 0, 60 if light else 110)
    outline.setAlpha(int(outline.alpha() * alpha / 255))
    painter.setPen(QPen(outline, (0.07 if edge is not None else 0.03) * radius))
    painter.drawEllipse(centre, radius, radius)
    glint = QColor(255, 255, 255, int((150 if light else 90) * alpha / 255))
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(glint)
    painter.drawEllipse(centre + QPointF(-0.33 * radius, -0.38 * radius), 0.2 * radius, 0.13 * radius)


# --------------------------------------------------------------------------- items


class BoardItem(QGraphicsItem):
    """The wooden frame, the cells, the coordinates and the two trays; static for one game."""

    def __init__(self, slots: int, names: tuple[str, str]):
        super().__init__()
        self.slots = slots
        self.names = names
        self.setZValue(Z_BOARD)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt override
        return board_rect()

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        frame = rounded(hexagon(FRAME_R), 0.35 * D)
        gradient = QLinearGradient(QPointF(0, -FRAME_R), QPointF(0, FRAME_R))
        gradient.setColorAt(0, board_colour("frame"))
        gradient.setColorAt(1, board_colour("frame_shade"))
        painter.setPen(QPen(board_colour("frame_edge"), 0.05 * D))
        painter.setBrush(gradient)
        painter.drawPath(frame)
        field = rounded(hexagon(4.55 * D), 0.3 * D)
        inner = QRadialGradient(QPointF(-D, -1.5 * D), 6 * D)
        inner.setColorAt(0, board_colour("field"))
        inner.setColorAt(1, board_colour("field_shade"))
        painter.setPen(QPen(board_colour("field_edge"), 0.04 * D))
        painter.setBrush(inner)
        painter.drawPath(field)
        rim = board_colour("hole_rim")
        for cell in CELLS:
            self._paint_hole(painter, cell_pos(cell), 0.36 * D, rim)
        self._paint_coordinates(painter)
        for seat in (0, 1):
            self._paint_tray(painter, seat)

    @staticmethod
    def _paint_hole(painter: QPainter, centre: QPointF, radius: float, rim: QColor) -> None:
        """A hole: a touch lighter towards its `rim`, which outlines it against the wood. Only a touch: the
        theme's hole colour stands apart from both armies' marbles (tests/test_contrast.py) and must stay so."""
        deep = board_colour("hole")
        hole = QRadialGradient(centre + QPointF(0, -0.25 * radius), 1.2 * radius)
        hole.setColorAt(0, deep)
        hole.setColorAt(1, deep.lighter(110))
        painter.setPen(QPen(rim, 0.05 * D))
        painter.setBrush(hole)
        painter.drawEllipse(centre, radius, radius)

    def _paint_coordinates(self, painter: QPainter) -> None:
        font = QFont()
        font.setPixelSize(int(0.3 * D))
        font.setBold(True)
        painter.setFont(font)
        painter.setPen(board_colour("coordinates"))
        box = QRectF(-0.3 * D, -0.25 * D, 0.6 * D, 0.5 * D)
        west, south_east = direction_vector(3), direction_vector(5)
        for row in range(9):  # letters left of each row
            first = min(c for c in CELLS if c // 10 == row)
            centre = cell_pos(first) + west * 0.78
            painter.drawText(box.translated(centre), Qt.AlignmentFlag.AlignCenter, CELL_NAMES[first][0])
        for column in range(9):  # numbers below each diagonal
            lowest = min(c for c in CELLS if c % 10 == column)
            centre = cell_pos(lowest) + south_east * 0.78
            painter.drawText(box.translated(centre), Qt.AlignmentFlag.AlignCenter, str(column + 1))

    def _paint_tray(self, painter: QPainter, seat: int) -> None:
        rect = tray_rect(seat, self.slots)
        groove = QLinearGradient(rect.topLeft(), rect.bottomLeft())
        groove.setColorAt(0, board_colour("tray"))
        groove.setColorAt(1, board_colour("tray_shade"))
        painter.setPen(QPen(board_colour("tray_edge"), 0.04 * D))
        painter.setBrush(groove)
        painter.drawRoundedRect(rect, rect.height() / 2, rect.height() / 2)
        rim = board_colour("slot_rim")
        for slot in range(self.slots):
            self._paint_hole(painter, tray_slot(seat, slot, self.slots), 0.3 * D, rim)
        font = QFont()
        font.setPixelSize(int(0.3 * D))
        painter.setFont(font)
        painter.setPen(theme.current().colour("table_text"))  # the names lie on the table, beside the board
        name_box = QRectF(-FRAME_R, rect.top(), rect.left() - 0.15 * D + FRAME_R, rect.height())
        name = painter.fontMetrics().elidedText(self.names[seat], Qt.TextElideMode.ElideRight, int(name_box.width()))
        painter.drawText(name_box, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, name)


def board_rect() -> QRectF:
    """Everything the scene draws: the board and both trays."""
    top = TRAY_Y + 0.5 * D
    return QRectF(-FRAME_R - 0.05 * D, -top, 2 * FRAME_R + 0.1 * D, 2 * top)


def tray_rect(seat: int, slots: int) -> QRectF:
    """Seat 0's tray (the marbles Black pushed off) below the board, seat 1's above it."""
    width = slots * 0.82 * D + 0.24 * D
    y = TRAY_Y if seat == 0 else -TRAY_Y
    return QRectF(-width / 2, y - 0.46 * D, width, 0.92 * D)


def tray_slot(seat: int, index: int, slots: int) -> QPointF:
    y = TRAY_Y if seat == 0 else -TRAY_Y
    return QPointF((index - (slots - 1) / 2) * 0.82 * D, y)


class MarbleItem(QGraphicsItem):
    """One marble of colour `colour` carrying the seat's `mark`, outlined against the `surfaces` it lies on;
    `selected_ring` draws the selection around it.

    It is painted once into a pixmap at the view's scale (`DeviceCoordinateCache`): a sliding marble is then
    only copied to its new place each frame. A change of scale (the marble dropping into its tray) paints it
    anew by itself; a change of its look must call `update()`, as `alpha` and `set_selected_ring` do. Its
    colours are fixed: a new theme or palette gives new marbles (the scene's `apply_theme`)."""

    def __init__(self, colour: QColor, radius: float = MARBLE_R, mark: str = "", surfaces: tuple[str, ...] = ON_FIELD):
        super().__init__()
        self.colour = colour
        self.radius = radius
        self.mark = mark
        self.edge = marble_edge(colour, surfaces)
        self.selected_ring = False
        self._alpha = 255
        self.home = QPointF()  # where the marble rests once animations are over
        self.setZValue(Z_MARBLE)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    @property
    def alpha(self) -> int:
        """How opaque the marble is drawn (0-255): dimmed under a preview, fading while it is pushed off."""
        return self._alpha

    @alpha.setter
    def alpha(self, value: int) -> None:
        if value != self._alpha:
            self._alpha = value
            self.update()  # the cached picture is of the old opacity

    def place(self, home: QPointF) -> None:
        self.home = home
        self.setPos(home)

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt override
        r = self.radius * 1.25
        return QRectF(-r, -r, 2 * r, 2 * r)

    def set_selected_ring(self, on: bool) -> None:
        if on != self.selected_ring:
            self.selected_ring = on
            self.update()

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        paint_marble(painter, QPointF(0, 0), self.radius, self.colour, self.alpha, self.edge)
        if self.mark:
            painter.setOpacity(self.alpha / 255)
            draw_mark(painter, self.mark, QPointF(0, 0), 0.42 * self.radius, self.colour)
            painter.setOpacity(1.0)
        if self.selected_ring:  # two tones, so the ring shows on any wood and beside either marble
            painter.setBrush(Qt.BrushStyle.NoBrush)
            for key, width in (("selection_edge", 0.22), ("selection", 0.11)):
                painter.setPen(QPen(board_colour(key), width * self.radius))
                painter.drawEllipse(QPointF(0, 0), self.radius * 1.1, self.radius * 1.1)


class ArrowItem(QGraphicsObject):
    """A clickable arrow for one legal direction of the selection; colour says step, push or ejection."""

    COLOURS = {EJECT: "arrow_eject", PUSH: "arrow_push"}  # theme keys; any other effect is a step

    #: The pointer entered the arrow (its move) or left it (None): the scene previews the move.
    hoverChanged = Signal(object)

    def __init__(self, move: Move, effect: int, hint: bool = False):
        super().__init__()
        self.move = move
        self.effect = effect
        self.hint = hint
        self.hovered = False
        self.setZValue(Z_ARROW)
        self.setAcceptHoverEvents(True)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setRotation(-math.degrees(math.atan2(-direction_vector(move.direction).y(),
                                                  direction_vector(move.direction).x())))

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt override
        return QRectF(-0.27 * D, -0.27 * D, 0.54 * D, 0.54 * D)

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addEllipse(self.boundingRect())
        return path

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        colour = board_colour("arrow_hint" if self.hint else self.COLOURS.get(self.effect, "arrow_step"))
        disc = board_colour("arrow_disc")
        if self.hovered:
            disc = disc.lighter(140) if disc.lightness() < 128 else disc.darker(140)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(disc)
        painter.drawEllipse(QPointF(0, 0), 0.25 * D, 0.25 * D)
        if self.hovered:
            colour = colour.lighter(125)
        arrow = QPolygonF([QPointF(0.2 * D, 0), QPointF(-0.12 * D, -0.16 * D), QPointF(-0.05 * D, 0),
                           QPointF(-0.12 * D, 0.16 * D)])
        painter.setPen(QPen(QColor(0, 0, 0, 160), 0.02 * D))
        painter.setBrush(colour)
        painter.drawPolygon(arrow)

    def hoverEnterEvent(self, event):  # noqa: N802 - Qt override
        self.hovered = True
        self.update()
        self.hoverChanged.emit(self.move)

    def hoverLeaveEvent(self, event):  # noqa: N802 - Qt override
        self.hovered = False
        self.update()
        self.hoverChanged.emit(None)


class MarkItem(QGraphicsItem):
    """Last-move marks: a halo under the marbles that moved and a dot where they came from."""

    def __init__(self, halos: list[QPointF], dots: list[QPointF]):
        super().__init__()
        self.halos = halos
        self.dots = dots
        self.setZValue(Z_MARK)

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt override
        return board_rect()

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(Qt.PenStyle.NoPen)
        mark = board_colour("last_move")
        halo = QColor(mark)
        halo.setAlpha(120)
        painter.setBrush(halo)
        for centre in self.halos:
            painter.drawEllipse(centre, 0.5 * D, 0.5 * D)
        painter.setPen(QPen(theme.current().piece_edge(mark, board_colour("hole")), 0.025 * D))
        painter.setBrush(mark)
        for centre in self.dots:
            painter.drawEllipse(centre, 0.11 * D, 0.11 * D)
