"""Graphics items of the Triple Domino table: tiles (face up or down), ghost outlines, buttons, the
strip of texts over the table, the rack, and where the rack's tiles go.

Tiles are drawn from their three corner points, so the same item serves the
table (lattice geometry, see `engine.tripledomino.grid`) and the rack. The
numbers are always drawn upright, near their corner, sized from the tile.
Colours come from the theme (`assets/themes/tripledomino.json`) when an item
paints, so a new theme only needs a repaint; a seat's colour and mark come
from its `SeatInfo`.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QEasingCurve, QObject, QPointF, QRectF, Qt, QVariantAnimation
from PySide6.QtGui import QBrush, QColor, QFont, QPainter, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import QGraphicsItem, QGraphicsRectItem, QGraphicsSimpleTextItem

from engine.tripledomino.grid import Cell, corners, points_up
from gui import theme
from gui.common.drawing import draw_mark

#: A tile's side on the table, in world units.
SIDE = 60.0
ROW_HEIGHT = SIDE * math.sqrt(3) / 2



def colour(key: str) -> QColor:
    """A colour of the Triple Domino table in the current theme."""
    return theme.current().board("tripledomino", key)


def lattice_point(point) -> QPointF:
    """World position of a lattice point (x in half sides, y in rows)."""
    return QPointF(point[0] * SIDE / 2, point[1] * ROW_HEIGHT)


def cell_corners(cell: Cell) -> list[QPointF]:
    return [lattice_point(p) for p in corners(cell)]


def cell_at(pos: QPointF) -> Cell:
    """The cell of the triangular grid containing the world point `pos`."""
    row = math.floor(pos.y() / ROW_HEIGHT)
    frac = pos.y() / ROW_HEIGHT - row  # 0 at the row's top line, 1 at its bottom line
    u = pos.x() / (SIDE / 2)
    for col in range(math.floor(u) - 2, math.floor(u) + 2):
        if points_up((col, row)):
            # apex at col + 1 on the top line, base from col to col + 2 on the bottom line
            if abs(u - (col + 1)) <= frac:
                return col, row
        elif abs(u - (col + 1)) <= 1 - frac:
            return col, row
    return math.floor(u), row


def named_point(name: str, world: QGraphicsItem, rack: list, buttons: dict) -> QPointF | None:
    """The scene point a mark name stands for: a place on the table as the move notation writes it
    ('1,0', or a whole placement '3-4-5@1,0'), a tile on the rack ('3-4-5', in any of its turns), or a
    button ('draw', 'pass'); None for anything else (or a tile that is not on the rack). A rack shown face
    down between turns keeps its tiles in their places, so a tile's point holds once it is turned up."""
    name = name.strip().lower()
    if name in buttons:
        return buttons[name].rect.center()
    place = name.rpartition("@")[2] if "@" in name or "," in name else ""
    col, _, row = place.partition(",")
    if all(part.lstrip("-").isdigit() for part in (col, row)):
        return world.mapToScene(centroid(cell_corners((int(col), int(row)))))
    parts = name.split("-")
    if len(parts) != 3 or not all(part in "012345" and len(part) == 1 for part in parts):
        return None
    tile = tuple(sorted(int(part) for part in parts))  # every turn of a tile holds the same numbers
    return next((centroid(item.points) for held, item in rack if tuple(sorted(held)) == tile), None)


def up_triangle(centre: QPointF, side: float) -> list[QPointF]:
    """An upright triangle around `centre` (its centroid), corners clockwise from the apex."""
    h = side * math.sqrt(3) / 2
    return [QPointF(centre.x(), centre.y() - 2 * h / 3), QPointF(centre.x() + side / 2, centre.y() + h / 3),
            QPointF(centre.x() - side / 2, centre.y() + h / 3)]


def centroid(points: list[QPointF]) -> QPointF:
    return QPointF(sum(p.x() for p in points) / 3, sum(p.y() for p in points) / 3)


def triangle_contains(points: list[QPointF], pos: QPointF) -> bool:
    return QPolygonF(points).containsPoint(pos, Qt.FillRule.OddEvenFill)


def layout_box(cells: list[Cell]) -> QRectF:
    """The world rectangle around `cells`, with a tile's room on every side."""
    xs = [p.x() for c in cells for p in cell_corners(c)]
    ys = [p.y() for c in cells for p in cell_corners(c)]
    return QRectF(min(xs) - SIDE, min(ys) - ROW_HEIGHT * 1.1, max(xs) - min(xs) + SIDE * 2,
                  max(ys) - min(ys) + ROW_HEIGHT * 2.2)


def rack_slots(area: QRectF, count: int) -> list[list[QPointF]]:
    """Upright triangles for `count` tiles in `area`: one row, or two when many, as big as they fit."""
    for side in (104, 92, 80, 70, 60, 52, 44, 38, 32):
        gap = side * 0.14
        per_row = int((area.width() + gap) // (side + gap))
        height = side * math.sqrt(3) / 2
        rows = max(1, math.ceil(count / per_row)) if per_row else 99
        if rows * (height + gap) - gap <= area.height() - 22:
            break
    slots = []
    top = area.y() + 4
    for index in range(count):
        row, col = divmod(index, per_row)
        centre = QPointF(area.x() + side / 2 + col * (side + gap), top + row * (height + gap) + 2 * height / 3)
        slots.append(up_triangle(centre, side))
    return slots


def label_item(parent: QGraphicsItem, size: int) -> QGraphicsSimpleTextItem:
    """A bold text item of `size` pixels (its colour is set by its owner's `recolour`)."""
    item = QGraphicsSimpleTextItem(parent)
    font = QFont()
    font.setPixelSize(size)
    font.setBold(True)
    item.setFont(font)
    return item


class DropIn(QVariantAnimation):
    """Drops one tile onto the table: it fades in while it settles from a little above and larger (the
    tile just laid, by a person or the computer, so the eye finds it)."""

    #: How much larger the tile starts, and how far above its place (in tile sides).
    LIFT_SCALE, LIFT = 0.35, 0.25

    def __init__(self, parent: QObject):
        super().__init__(parent)
        self.setStartValue(0.0)
        self.setEndValue(1.0)
        self.setEasingCurve(QEasingCurve.Type.OutCubic)
        self.item: TileItem | None = None
        self.valueChanged.connect(self._step)

    def drop(self, item: TileItem, duration: int) -> None:
        self.stop()
        self.item = item
        item.setTransformOriginPoint(centroid(item.points))
        self.setDuration(max(1, duration))
        self._step(0.0)
        self.start()

    def running(self) -> bool:
        return self.state() == QVariantAnimation.State.Running

    def _step(self, value) -> None:
        item = self.item
        if item is None or item.scene() is None:  # already replaced by a redraw
            return
        rest = 1.0 - float(value)
        item.setOpacity(min(1.0, 0.2 + float(value)))
        item.setScale(1.0 + self.LIFT_SCALE * rest)
        item.setY(-self.LIFT * item.side() * rest)


class InfoStrip(QGraphicsRectItem):
    """The dark strip along the top of the table (`info` on the left, `others` on the right) and the banner
    under it that tells how a round or the game ended."""

    def __init__(self, table: QGraphicsRectItem, height: float):
        area = table.rect()
        super().__init__(QRectF(area.x(), area.y(), area.width(), height), table)
        self.setZValue(20)
        self.info = label_item(self, 17)
        self.info.setPos(area.x() + 12, area.y() + 9)
        self.others = label_item(self, 15)
        self.banner = QGraphicsRectItem(table)
        self.banner.setZValue(21)
        self.banner_text = label_item(self.banner, 18)
        self.recolour()

    def recolour(self) -> None:
        self.setBrush(colour("strip"))
        self.setPen(QPen(colour("strip_edge"), 1.5))
        for label in (self.info, self.others):
            label.setBrush(colour("strip_text"))
        self.banner.setBrush(colour("banner"))
        self.banner.setPen(QPen(colour("banner_text"), 1.5))
        self.banner_text.setBrush(colour("banner_text"))

    def show_texts(self, info: str, others: str, banner: str) -> None:
        """Set the three texts; the banner shows only when it has one."""
        area = self.rect()
        self.info.setText(info)
        self.others.setText(others)
        self.others.setPos(area.right() - self.others.boundingRect().width() - 12, area.y() + 11)
        self.banner.setVisible(bool(banner))
        self.banner_text.setText(banner)
        width = self.banner_text.boundingRect().width() + 28
        self.banner.setRect(QRectF(area.center().x() - width / 2, area.bottom() + 10, width, 36))
        self.banner_text.setPos(area.center().x() - width / 2 + 14, area.bottom() + 17)


class TileItem(QGraphicsItem):
    """A tile: three corner points, the numbers shown at them (or face down), an optional owner mark."""

    def __init__(self, points: list[QPointF], numbers=None, parent=None):
        super().__init__(parent)
        self.points = points
        self.numbers = numbers  # None: face down
        self.owner: QColor | None = None  # the colour of the seat that laid it
        self.owner_mark = ""  # and that seat's mark ("" for none)
        self.outline: QColor | None = None  # a ring around it (last move, selection)
        self.outline_edge: QColor | None = None  # a wider ring under it, where the ring alone would not show
        self.dim = False

    def set_owner(self, seat) -> None:
        """Mark the tile as laid by `seat` (a `SeatInfo`)."""
        self.owner, self.owner_mark = seat.colour, seat.mark

    def set_points(self, points: list[QPointF], numbers=None) -> None:
        self.prepareGeometryChange()
        self.points = points
        self.numbers = numbers
        self.update()

    def side(self) -> float:
        a, b = self.points[0], self.points[1]
        return math.hypot(a.x() - b.x(), a.y() - b.y())

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt override
        pad = self.side() * 0.08
        return QPolygonF(self.points).boundingRect().adjusted(-pad, -pad, pad, pad)

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addPolygon(QPolygonF(self.points))
        path.closeSubpath()
        return path

    def paint(self, painter: QPainter, option, widget=None) -> None:
        side = self.side()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if self.outline is not None:
            self._paint_ring(painter, side)
        face_down = self.numbers is None
        face = colour("tile_back" if face_down else "tile_dim" if self.dim else "tile_face")
        painter.setPen(QPen(colour("tile_back_edge" if face_down else "tile_edge"), side * 0.025))
        painter.setBrush(QBrush(face))
        painter.drawPolygon(QPolygonF(_shrunk(self.points, 0.04 * side)))
        if face_down:
            painter.setPen(QPen(colour("tile_back_line"), side * 0.02))
            painter.drawPolygon(QPolygonF(_shrunk(self.points, 0.2 * side)))
            return
        if self.owner is not None:
            self._paint_owner(painter, side)
        draw_numbers(painter, self.points, self.numbers, side, colour("tile_ink"))

    def _paint_ring(self, painter: QPainter, side: float) -> None:
        """The ring lies outside the face, between it and the next tile, so it never covers a number."""
        ring = QPolygonF(_shrunk(self.points, -0.005 * side))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        if self.outline_edge is not None:
            painter.setPen(QPen(self.outline_edge, side * 0.075))
            painter.drawPolygon(ring)
        painter.setPen(QPen(self.outline, side * (0.04 if self.outline_edge is not None else 0.06)))
        painter.drawPolygon(ring)

    def _paint_owner(self, painter: QPainter, side: float) -> None:
        """A disc in the colour of whoever laid the tile, edged to stand out from the face, with their mark."""
        middle = centroid(self.points)
        radius = owner_radius(side, bool(self.owner_mark))
        painter.setPen(QPen(theme.current().piece_edge(self.owner, colour("tile_face")), side * 0.012))
        painter.setBrush(self.owner)
        painter.drawEllipse(middle, radius, radius)
        draw_mark(painter, self.owner_mark, middle, radius * MARK_IN_DISC, self.owner)


#: How much of the owner's disc its mark fills.
MARK_IN_DISC = 0.75


def owner_radius(side: float, marked: bool) -> float:
    """The owner's disc on a laid tile: a mark as tall as the tile's digits (it grows and shrinks with them, so
    it reads wherever they do), in the room the three numbers leave in the middle."""
    return side * (0.135 if marked else 0.05)


def draw_numbers(painter: QPainter, points, numbers, side: float, colour: QColor) -> None:
    """Each number upright, pulled from its corner towards the middle."""
    middle = centroid(points)
    font = QFont()
    font.setBold(True)
    font.setPixelSize(max(1, round(side * 0.25)))
    painter.setFont(font)
    painter.setPen(colour)
    box = side * 0.3
    for point, number in zip(points, numbers):
        spot = point + (middle - point) * 0.56
        painter.drawText(QRectF(spot.x() - box / 2, spot.y() - box / 2, box, box), Qt.AlignmentFlag.AlignCenter,
                         str(number))


def _shrunk(points: list[QPointF], by: float) -> list[QPointF]:
    """The triangle moved inwards by `by` on every side."""
    middle = centroid(points)
    side = math.hypot(points[0].x() - points[1].x(), points[0].y() - points[1].y())
    inradius = side / (2 * math.sqrt(3))
    factor = max(0.0, (inradius - by) / inradius)
    return [middle + (p - middle) * factor for p in points]


class GhostItem(QGraphicsItem):
    """A dashed outline where the selected tile fits, with its numbers faint and the points it earns."""

    def __init__(self, cell: Cell, numbers, points: int, bonuses: list[str], parent=None):
        super().__init__(parent)
        self.cell = cell
        self.points = cell_corners(cell)
        self.numbers = numbers
        self.score = points
        self.bonuses = bonuses
        self.hot = False
        self.setZValue(5)

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt override
        return QPolygonF(self.points).boundingRect().adjusted(-SIDE, -8, SIDE, 8)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        kind = "ghost_bonus" if self.bonuses else "ghost"
        hot = "_hot" if self.hot else ""
        painter.setPen(QPen(colour(kind + "_line"), SIDE * (0.05 if self.hot else 0.03), Qt.PenStyle.DashLine))
        painter.setBrush(colour(f"{kind}{hot}_fill"))
        painter.drawPolygon(QPolygonF(_shrunk(self.points, SIDE * 0.04)))
        draw_numbers(painter, self.points, self.numbers, SIDE, colour(f"ghost{hot}_ink"))
        middle = centroid(self.points)
        label = f"+{self.score}"
        font = QFont()
        font.setBold(True)
        font.setPixelSize(round(SIDE * 0.17))
        painter.setFont(font)
        width = painter.fontMetrics().horizontalAdvance(label) + SIDE * 0.08
        pill = QRectF(middle.x() - width / 2, middle.y() - SIDE * 0.1, width, SIDE * 0.2)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(colour("pill"))
        painter.drawRoundedRect(pill, SIDE * 0.1, SIDE * 0.1)
        painter.setPen(colour("pill_text"))
        painter.drawText(pill, Qt.AlignmentFlag.AlignCenter, label)
        if self.bonuses:
            font.setPixelSize(round(SIDE * 0.16))
            painter.setFont(font)
            text = " + ".join(self.bonuses)
            width = painter.fontMetrics().horizontalAdvance(text) + SIDE * 0.12
            up = points_up(self.cell)
            y = middle.y() + (SIDE * 0.5 if up else -SIDE * 0.62)
            tag = QRectF(middle.x() - width / 2, y, width, SIDE * 0.22)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(colour("tag"))
            painter.drawRoundedRect(tag, SIDE * 0.06, SIDE * 0.06)
            painter.setPen(colour("tag_text"))
            painter.drawText(tag, Qt.AlignmentFlag.AlignCenter, text)


class ButtonItem(QGraphicsItem):
    """A flat push button drawn on the table (Draw, Pass)."""

    def __init__(self, rect: QRectF, parent=None):
        super().__init__(parent)
        self.rect = rect
        self.text = ""
        self.detail = ""
        self.enabled = False
        self.flash = False

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt override
        return self.rect.adjusted(-3, -3, 3, 3)

    def set_label(self, text: str, detail: str = "") -> None:
        self.text, self.detail = text, detail
        self.update()

    def set_enabled(self, enabled: bool) -> None:
        self.enabled = enabled
        self.update()

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        kind = "button_flash" if self.flash else "button" if self.enabled else "button_off"
        painter.setPen(QPen(colour("button_edge" if self.flash else kind + "_edge"), 2))
        painter.setBrush(colour(kind))
        painter.drawRoundedRect(self.rect, 12, 12)
        font = QFont()
        font.setBold(True)
        font.setPixelSize(round(self.rect.height() * 0.36))
        painter.setFont(font)
        painter.setPen(colour(kind + "_text"))
        top = QRectF(self.rect.x(), self.rect.y() + 2, self.rect.width(),
                     self.rect.height() * (0.62 if self.detail else 1.0))
        painter.drawText(top, Qt.AlignmentFlag.AlignCenter, self.text)
        if self.detail:
            font.setBold(False)
            font.setPixelSize(round(self.rect.height() * 0.22))
            painter.setFont(font)
            bottom = QRectF(self.rect.x(), self.rect.y() + self.rect.height() * 0.55, self.rect.width(),
                            self.rect.height() * 0.4)
            painter.drawText(bottom, Qt.AlignmentFlag.AlignCenter, self.detail)


class RackItem(QGraphicsRectItem):
    """The wooden rack under the table, framed in the colour (and with the mark) of the seat whose tiles
    it holds, with its label beside that seat's chip."""

    CHIP = 9

    def __init__(self, rect: QRectF):
        super().__init__(rect)
        self.seat = None  # a SeatInfo
        self.label = label_item(self, 15)
        self.label.setZValue(2)
        self.label.setPos(rect.x() + 20 + 2 * self.CHIP, rect.bottom() - 26)

    def set_seat(self, seat, text: str) -> None:
        self.seat = seat
        self.label.setText(text)
        self.label.setBrush(colour("rack_text"))
        self.update()

    def paint(self, painter: QPainter, option, widget=None) -> None:
        area = self.rect()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(colour("rack_edge"), 3))
        painter.setBrush(colour("rack"))
        painter.drawRect(area)
        if self.seat is None:
            return
        fill = self.seat.colour
        edge = theme.current().piece_edge(fill, colour("rack"))
        frame = area.adjusted(6, 6, -6, -6)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(edge, 6))
        painter.drawRoundedRect(frame, 6, 6)
        painter.setPen(QPen(fill, 3))
        painter.drawRoundedRect(frame, 6, 6)
        chip = QPointF(area.x() + 14 + self.CHIP, area.bottom() - 17)
        painter.setPen(QPen(edge, 2))
        painter.setBrush(fill)
        painter.drawEllipse(chip, self.CHIP, self.CHIP)
        draw_mark(painter, self.seat.mark, chip, self.CHIP * 0.65, fill)
