"""The graphics items of the EQUILIBRIX board and the drawing helpers behind them.

Fields, pieces and outlines are drawn as exact circular arcs from the engine's geometry
(`engine.equilibrix.geometry`: which arcs bound a field or a piece); this module only turns
them into Qt paths and items. It also holds the few texts shown both on the board and in
the panel (target names, a game's result, piece names), all in translation context
"equilibrix".
"""

from __future__ import annotations

import math
from typing import Any

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import (
    QGraphicsEllipseItem,
    QGraphicsItem,
    QGraphicsPathItem,
    QGraphicsSimpleTextItem,
)

from engine.equilibrix.geometry import Arc, Node, board, cusp_dot, field_arcs, outline_arcs, shape_centroid, xy
from engine.equilibrix.rules import AUTONOMIE, ZEITFAKTOR, ZIELE
from gui.common.drawing import mix
from gui.texts import fill

UNIT = 100.0  # scene units per circle radius

BOARD_FILL = QColor("#e4d8b4")
BOARD_LINE = QColor("#8a7450")
BOARD_DOT = QColor(110, 90, 60, 150)
HALO = QColor("#f0c04a")
LEGAL = QColor(60, 190, 90, 150)
ILLEGAL = QColor(220, 60, 50, 150)
ILLEGAL_MARK = QColor("#ff3b30")
LAST_MOVE = QColor("#f0b429")
HINT = QColor("#37b6e8")
NEUTRAL_PIECE = QColor("#8f8a80")

Z_BOARD, Z_PIECE, Z_MARK, Z_RING, Z_GHOST, Z_UI = 0, 2, 3, 4, 10, 20


# --------------------------------------------------------------------------- paths


def to_scene(point: tuple[float, float], scale: float = UNIT, origin: QPointF | None = None) -> QPointF:
    """Board coordinates (math axes, y up) -> scene coordinates (y down)."""
    o = origin or QPointF(0, 0)
    return QPointF(o.x() + point[0] * scale, o.y() - point[1] * scale)


def to_board(pos: QPointF) -> tuple[float, float]:
    """Scene coordinates -> board coordinates (math axes, unit = circle radius)."""
    return (pos.x() / UNIT, -pos.y() / UNIT)


def _arc_to(path: QPainterPath, arc: Arc, scale: float, origin: QPointF | None) -> None:
    """Append one 60° arc (from the path's current point at `arc.start`)."""
    c = to_scene(xy(arc.centre), scale, origin)
    p1, p2 = to_scene(xy(arc.start), scale, origin), to_scene(xy(arc.end), scale, origin)
    a1 = math.degrees(math.atan2(-(p1.y() - c.y()), p1.x() - c.x()))
    a2 = math.degrees(math.atan2(-(p2.y() - c.y()), p2.x() - c.x()))
    sweep = (a2 - a1 + 180) % 360 - 180
    path.arcTo(QRectF(c.x() - scale, c.y() - scale, 2 * scale, 2 * scale), a1, sweep)


def field_path(nodes: tuple[Node, ...], scale: float = UNIT, origin: QPointF | None = None) -> QPainterPath:
    """A lens or curved triangle as exact circular arcs."""
    path = QPainterPath()
    arcs = field_arcs(nodes)
    path.moveTo(to_scene(xy(arcs[0].start), scale, origin))
    for arc in arcs:
        _arc_to(path, arc, scale, origin)
    path.closeSubpath()
    return path


def shape_path(fields: list[tuple[Node, ...]], scale: float = UNIT, origin: QPointF | None = None) -> QPainterPath:
    """The fields of a piece together (for filling)."""
    path = QPainterPath()
    for f in fields:
        path.addPath(field_path(f, scale, origin))
    path.setFillRule(Qt.FillRule.WindingFill)
    return path


def boundary_path(fields: list[tuple[Node, ...]], scale: float = UNIT, origin: QPointF | None = None) -> QPainterPath:
    """The outline of a piece (the engine's `outline_arcs`: shared arcs are inside)."""
    path = QPainterPath()
    for arc in outline_arcs(fields):
        path.moveTo(to_scene(xy(arc.start), scale, origin))
        _arc_to(path, arc, scale, origin)
    return path


def contrast(colour: QColor) -> QColor:
    return QColor("#f4f0e6") if colour.lightnessF() < 0.5 else QColor("#24232a")


def scene_font(size: float, bold: bool = False) -> QFont:
    font = QFont()
    font.setPointSizeF(size)
    font.setBold(bold)
    return font


# --------------------------------------------------------------------------- items


class FieldItem(QGraphicsPathItem):
    """One of the 144 fields, with the dots on its cusps."""

    def __init__(self, index: int):
        f = board().fields[index]
        super().__init__(field_path(f.nodes))
        self.index = index
        self.dots = [to_scene(cusp_dot(f, n)) for n in f.nodes]
        self.dot_colour = BOARD_DOT
        self.setPen(QPen(BOARD_LINE, 1.6))
        self.setBrush(BOARD_FILL)
        self.setZValue(Z_BOARD)

    def show_owner(self, owner: QColor | None, territory: QColor | None = None) -> None:
        """Filled in the colour of the player who covers it, tinted by the territory it belongs to, or empty."""
        if owner is not None:
            self.setBrush(owner)
            self.setPen(QPen(mix(owner, QColor("#808080"), 0.45), 1.2))
            self.dot_colour = mix(owner, contrast(owner), 0.55)
        else:
            self.setBrush(mix(BOARD_FILL, territory, 0.3) if territory is not None else BOARD_FILL)
            self.setPen(QPen(BOARD_LINE, 1.6))
            self.dot_colour = BOARD_DOT
        self.update()

    def paint(self, painter: QPainter, option, widget=None) -> None:  # noqa: D401 - Qt override
        super().paint(painter, option, widget)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(self.dot_colour)
        for p in self.dots:
            painter.drawEllipse(p, 3.2, 3.2)


def board_items() -> list[QGraphicsItem]:
    """The dashed circle behind the board, the 144 fields (`FieldItem`, by index) and the board's edge."""
    geo = board()
    circle = QGraphicsEllipseItem(QRectF(-3 * UNIT, -3 * UNIT, 6 * UNIT, 6 * UNIT))
    circle.setPen(QPen(QColor(240, 230, 200, 110), 2.5, Qt.PenStyle.DashLine))
    circle.setBrush(QColor(0, 0, 0, 40))
    circle.setZValue(Z_BOARD - 1)
    edge = QGraphicsPathItem(boundary_path([f.nodes for f in geo.fields]))
    edge.setPen(QPen(QColor("#5b4a2c"), 4))
    edge.setBrush(Qt.BrushStyle.NoBrush)
    edge.setZValue(Z_MARK)
    return [circle, *(FieldItem(f.index) for f in geo.fields), edge]


def outline_item(fields: list[tuple[Node, ...]], colour: QColor, last: bool) -> QGraphicsItem:
    """The outline of a piece on the board; the last one placed stands out."""
    outline = QGraphicsPathItem(boundary_path(fields))
    pen = QPen(LAST_MOVE if last else mix(colour, QColor("#777"), 0.5), 6 if last else 3)
    pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    outline.setPen(pen)
    outline.setZValue(Z_PIECE)
    return outline


def disc(centre: QPointF, radius: float, brush: QColor, pen: QPen, z: float) -> QGraphicsEllipseItem:
    """A round item: halos, gaps of the ring, bases and their badges."""
    item = QGraphicsEllipseItem(QRectF(centre.x() - radius, centre.y() - radius, 2 * radius, 2 * radius))
    item.setBrush(brush)
    item.setPen(pen)
    item.setZValue(z)
    return item


def halo(centre: QPointF, radius: float, alpha: int, width: float, z: float = Z_RING - 1) -> QGraphicsEllipseItem:
    """The golden ring around something the player may click."""
    return disc(centre, radius, QColor(240, 192, 74, alpha), QPen(HALO, width), z)


def supply_items(x: float, y0: float, name: str, colour: QColor, active: bool) -> list[QGraphicsItem]:
    """A player's supply box, named, with a swatch of the colour; framed in gold while the player moves."""
    box = QPainterPath()
    box.addRoundedRect(QRectF(x - 120, y0 - 50, 240, 200), 18, 18)
    frame = QGraphicsPathItem(box)
    frame.setBrush(QColor(255, 255, 255, 30))
    frame.setPen(QPen(HALO if active else QColor(255, 255, 255, 60), 4 if active else 2))
    frame.setZValue(Z_RING - 2)
    label = QGraphicsSimpleTextItem(name)
    label.setFont(scene_font(17, bold=True))
    label.setBrush(QColor("#fdf6e3"))
    r = label.boundingRect()
    label.setScale(min(1.0, 220 / max(r.width(), 1)))
    label.setPos(x - r.width() * label.scale() / 2, y0 - 44)
    swatch = QGraphicsEllipseItem(QRectF(x - 112, y0 - 38, 18, 18))
    swatch.setBrush(colour)
    swatch.setPen(QPen(contrast(colour), 1.5))
    return [frame, label, swatch]


def used_mark(centre: QPointF) -> QGraphicsItem:
    """The dash where a microbacterium that was played used to lie."""
    used = QGraphicsSimpleTextItem("–")
    used.setFont(scene_font(20))
    used.setBrush(QColor(255, 255, 255, 90))
    used.setPos(centre.x() - 6, centre.y() - 16)
    return used


class Ghost(QGraphicsPathItem):
    """The piece in hand under the mouse: green where it may lie, red where not, with rings at the
    connection points it would crowd."""

    def __init__(self) -> None:
        super().__init__()
        self.setZValue(Z_GHOST)
        self.setVisible(False)
        self.rim = QGraphicsPathItem(self)
        self.marks: list[QGraphicsEllipseItem] = []

    def show_fields(self, fields: list[tuple[Node, ...]], legal: bool) -> None:
        colour = LEGAL if legal else ILLEGAL
        self.setPath(shape_path(fields))
        self.rim.setPath(boundary_path(fields))
        self.setBrush(colour)
        self.setPen(Qt.PenStyle.NoPen)
        self.rim.setPen(QPen(colour.darker(170), 5))
        self.setVisible(True)

    def mark_points(self, nodes: list[Node], colour: QColor) -> None:
        """Ring these connection points (six or more fields of one colour), and no others."""
        for mark in self.marks:
            mark.setParentItem(None)
            if mark.scene() is not None:
                mark.scene().removeItem(mark)
        self.marks = []
        for node in nodes:
            p = to_scene(xy(node))
            mark = QGraphicsEllipseItem(QRectF(p.x() - 22, p.y() - 22, 44, 44), self)
            mark.setPen(QPen(colour, 7))
            mark.setBrush(Qt.BrushStyle.NoBrush)
            self.marks.append(mark)


class Button(QGraphicsPathItem):
    """A rounded, clickable label in the scene (pass, target choice)."""

    def __init__(self, width: float, height: float, action: Any):
        path = QPainterPath()
        path.addRoundedRect(QRectF(-width / 2, -height / 2, width, height), 14, 14)
        super().__init__(path)
        self.action = action
        self.setBrush(QColor("#f3e7c4"))
        self.setPen(QPen(QColor("#6d5a35"), 2.5))
        self.setZValue(Z_UI)
        self.setAcceptHoverEvents(True)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.label = QGraphicsSimpleTextItem(self)
        self.label.setFont(scene_font(17, bold=True))
        self.label.setBrush(QColor("#3a2e18"))

    def set_text(self, text: str) -> None:
        self.label.setText(text)
        r = self.label.boundingRect()
        box = self.path().boundingRect()
        if r.width() > box.width() - 16:  # long translations: shrink to fit
            self.label.setScale((box.width() - 16) / r.width())
        else:
            self.label.setScale(1.0)
        s = self.label.scale()
        self.label.setPos(-r.width() * s / 2, -r.height() * s / 2)

    def hoverEnterEvent(self, event):  # noqa: N802 - Qt override
        self.setBrush(QColor("#ffe9a6"))

    def hoverLeaveEvent(self, event):  # noqa: N802 - Qt override
        self.setBrush(QColor("#f3e7c4"))


def fit_scale(fields: list[tuple[Node, ...]], size: float, maximum: float) -> float:
    """The scale at which a piece fits into a box `size` wide, at most `maximum` times UNIT."""
    points = [xy(n) for f in fields for n in f]
    extent = max(max(p[0] for p in points) - min(p[0] for p in points),
                 max(p[1] for p in points) - min(p[1] for p in points)) + 0.6
    return min(maximum * UNIT, size / extent)


def piece_item(fields: list[tuple[Node, ...]], centre: QPointF, scale: float, colour: QColor,
               picked: bool) -> QGraphicsPathItem:
    """A piece off the board (ring, supply) drawn at `scale` around `centre`."""
    cx, cy = shape_centroid(fields)
    origin = QPointF(centre.x() - cx * scale, centre.y() + cy * scale)
    item = QGraphicsPathItem(shape_path(fields, scale, origin))
    item.setBrush(colour)
    item.setPen(QPen(mix(colour, contrast(colour), 0.35), 1))
    item.setZValue(Z_RING)
    rim = QGraphicsPathItem(boundary_path(fields, scale, origin), item)
    rim.setPen(QPen(HALO if picked else mix(colour, contrast(colour), 0.6), 5 if picked else 2.2))
    item.setCursor(Qt.CursorShape.PointingHandCursor)
    return item


def polygon_item(corners: list[QPointF], brush: QColor, pen: QPen) -> QGraphicsPathItem:
    path = QPainterPath()
    path.addPolygon(QPolygonF(corners))
    path.closeSubpath()
    item = QGraphicsPathItem(path)
    item.setBrush(brush)
    item.setPen(pen)
    return item


def tetrahedron_item(p: QPointF) -> QGraphicsItem:
    """The tetrahedron (the origin) seen from above, centred on `p`."""
    corners = [QPointF(p.x(), p.y() - 26), QPointF(p.x() + 23, p.y() + 16), QPointF(p.x() - 23, p.y() + 16)]
    item = polygon_item(corners, QColor("#d4a017"), QPen(QColor("#5a3f00"), 3))
    item.setZValue(Z_UI - 1)
    item.setToolTip(QCoreApplication.translate("equilibrix", "The tetrahedron (origin)"))
    line = QPainterPath(QPointF(p.x(), p.y() - 26))
    line.lineTo(p.x(), p.y() + 2)
    line.lineTo(p.x() + 23, p.y() + 16)
    line.moveTo(p.x(), p.y() + 2)
    line.lineTo(p.x() - 23, p.y() + 16)
    inner = QGraphicsPathItem(line, item)
    inner.setPen(QPen(QColor("#7a5a10"), 2))
    return item


def token_item(centre: QPointF) -> QGraphicsItem:
    """A 5+1 token: a red hexagon labelled "5+1"."""
    corners = [
        QPointF(centre.x() + 30 * math.cos(math.pi / 3 * k + math.pi / 6),
                centre.y() + 30 * math.sin(math.pi / 3 * k + math.pi / 6))
        for k in range(6)
    ]
    item = polygon_item(corners, QColor("#b5473a"), QPen(QColor("#f5d7a1"), 2.5))
    item.setToolTip(
        QCoreApplication.translate("equilibrix", "5+1 token: once, six of your fields may meet at one point")
    )
    label = QGraphicsSimpleTextItem("5+1", item)
    label.setFont(scene_font(12, bold=True))
    label.setBrush(QColor("#fff3dc"))
    r = label.boundingRect()
    label.setPos(centre.x() - r.width() / 2, centre.y() - r.height() / 2)
    return item


def banner_plate(y: float, width: float, height: float) -> QGraphicsItem:
    """The dark rounded plate behind the banner text."""
    background = QPainterPath()
    background.addRoundedRect(QRectF(-width / 2, y - 12, width, height + 24), 16, 16)
    plate = QGraphicsPathItem(background)
    plate.setBrush(QColor(30, 36, 32, 215))
    plate.setPen(QPen(HALO, 2))
    plate.setZValue(Z_UI - 1)
    return plate


# --------------------------------------------------------------------------- texts


def target_name(target: str) -> str:
    return {
        ZEITFAKTOR: QCoreApplication.translate("equilibrix", "Time Factor"),
        AUTONOMIE: QCoreApplication.translate("equilibrix", "Autonomy"),
        ZIELE: QCoreApplication.translate("equilibrix", "3+3 Targets"),
    }.get(target, QCoreApplication.translate("equilibrix", "Campaign"))


def game_result_text(result: dict, seats) -> str:
    """"Autonomy: Ann wins." for one game's result (`seats`: the scene's `SeatInfo` list)."""
    target = target_name(result["target"])
    if not result["winners"]:
        return fill(QCoreApplication.translate("equilibrix", "%1: a draw."), target)
    return fill(QCoreApplication.translate("equilibrix", "%1: %2 wins."), target, seats[result["winners"][0]].name)


def piece_name(piece: str) -> str:
    if piece == "mL":
        return QCoreApplication.translate("equilibrix", "Lens microbacterium")
    if piece == "mT":
        return QCoreApplication.translate("equilibrix", "Triangle microbacterium")
    return fill(QCoreApplication.translate("equilibrix", "Bacterium %1"), piece)
