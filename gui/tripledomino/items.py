"""Graphics items of the Triple Domino table: tiles (face up or down), ghost outlines, buttons, the
strip of texts over the table, and where the rack's tiles go.

Tiles are drawn from their three corner points, so the same item serves the
table (lattice geometry, see `engine.tripledomino.grid`) and the rack. The
numbers are always drawn upright, near their corner, sized from the tile.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QObject, QPointF, QRectF, Qt, QVariantAnimation
from PySide6.QtGui import QBrush, QColor, QFont, QPainter, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import QGraphicsItem, QGraphicsRectItem, QGraphicsSimpleTextItem

from engine.tripledomino.grid import Cell, corners, points_up

#: A tile's side on the table, in world units.
SIDE = 60.0
ROW_HEIGHT = SIDE * math.sqrt(3) / 2

FACE = QColor("#f6f0e1")
FACE_EDGE = QColor("#6b5a3e")
INK = QColor("#2a2521")
BACK = QColor("#7a4a2c")


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


def label_item(parent: QGraphicsItem, size: int, colour: str) -> QGraphicsSimpleTextItem:
    """A bold text item of `size` pixels."""
    item = QGraphicsSimpleTextItem(parent)
    font = QFont()
    font.setPixelSize(size)
    font.setBold(True)
    item.setFont(font)
    item.setBrush(QColor(colour))
    return item


class FadeIn(QVariantAnimation):
    """Fades one item in over a fraction of a second (the tile just laid, so the eye finds it)."""

    def __init__(self, parent: QObject, duration: int = 260):
        super().__init__(parent)
        self.setStartValue(0.0)
        self.setEndValue(1.0)
        self.setDuration(duration)
        self.item: QGraphicsItem | None = None
        self.valueChanged.connect(self._step)

    def fade_in(self, item: QGraphicsItem) -> None:
        self.stop()
        self.item = item
        item.setOpacity(0.0)
        self.start()

    def running(self) -> bool:
        return self.state() == QVariantAnimation.State.Running

    def _step(self, value) -> None:
        if self.item is not None and self.item.scene() is not None:  # not yet replaced by a redraw
            self.item.setOpacity(float(value))


class InfoStrip(QGraphicsRectItem):
    """The dark strip along the top of the table (`info` on the left, `others` on the right) and the banner
    under it that tells how a round or the game ended."""

    def __init__(self, table: QGraphicsRectItem, height: float):
        area = table.rect()
        super().__init__(QRectF(area.x(), area.y(), area.width(), height), table)
        self.setBrush(QColor(0, 0, 0, 110))
        self.setPen(Qt.PenStyle.NoPen)
        self.setZValue(20)
        self.info = label_item(self, 17, "#f2efe6")
        self.info.setPos(area.x() + 12, area.y() + 9)
        self.others = label_item(self, 15, "#f2efe6")
        self.banner = QGraphicsRectItem(table)
        self.banner.setBrush(QColor(20, 20, 20, 190))
        self.banner.setPen(Qt.PenStyle.NoPen)
        self.banner.setZValue(21)
        self.banner_text = label_item(self.banner, 18, "#ffd54a")

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
        self.mark: QColor | None = None  # who placed it
        self.outline: QColor | None = None  # highlight (last move, selection)
        self.dim = False

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
        inset = _shrunk(self.points, 0.04 * side)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        face = BACK if self.numbers is None else FACE
        if self.dim:
            face = face.darker(115)
        painter.setPen(QPen(FACE_EDGE, side * 0.025))
        painter.setBrush(QBrush(face))
        painter.drawPolygon(QPolygonF(inset))
        if self.outline is not None:
            painter.setPen(QPen(self.outline, side * 0.06))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawPolygon(QPolygonF(_shrunk(self.points, 0.07 * side)))
        middle = centroid(self.points)
        if self.numbers is None:
            painter.setPen(QPen(QColor("#c99a62"), side * 0.02))
            painter.drawPolygon(QPolygonF(_shrunk(self.points, 0.2 * side)))
            return
        if self.mark is not None:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(self.mark)
            radius = side * 0.04
            painter.drawEllipse(middle, radius, radius)
        draw_numbers(painter, self.points, self.numbers, side, INK)


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
        colour = QColor("#ffd54a") if self.bonuses else QColor("#e9f5ec")
        fill = QColor(colour)
        fill.setAlpha(150 if self.hot else 60)
        painter.setPen(QPen(colour, SIDE * (0.05 if self.hot else 0.03), Qt.PenStyle.DashLine))
        painter.setBrush(fill)
        painter.drawPolygon(QPolygonF(_shrunk(self.points, SIDE * 0.04)))
        faint = QColor(INK)
        faint.setAlpha(130)
        draw_numbers(painter, self.points, self.numbers, SIDE, faint)
        middle = centroid(self.points)
        label = f"+{self.score}"
        font = QFont()
        font.setBold(True)
        font.setPixelSize(round(SIDE * 0.17))
        painter.setFont(font)
        width = painter.fontMetrics().horizontalAdvance(label) + SIDE * 0.08
        pill = QRectF(middle.x() - width / 2, middle.y() - SIDE * 0.1, width, SIDE * 0.2)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor("#10351f"))
        painter.drawRoundedRect(pill, SIDE * 0.1, SIDE * 0.1)
        painter.setPen(QColor("#ffffff"))
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
            painter.setBrush(QColor(20, 20, 20, 200))
            painter.drawRoundedRect(tag, SIDE * 0.06, SIDE * 0.06)
            painter.setPen(QColor("#ffd54a"))
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
        base = QColor("#3f7d5a") if self.enabled else QColor("#55605a")
        if self.flash:
            base = QColor("#c9a227")
        painter.setPen(QPen(base.lighter(140), 2))
        painter.setBrush(base)
        painter.drawRoundedRect(self.rect, 12, 12)
        font = QFont()
        font.setBold(True)
        font.setPixelSize(round(self.rect.height() * 0.36))
        painter.setFont(font)
        painter.setPen(QColor("#ffffff") if self.enabled else QColor("#a9b1ac"))
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
