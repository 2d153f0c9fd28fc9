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
    QGraphicsRectItem,
    QGraphicsSimpleTextItem,
)

from engine.equilibrix.geometry import Arc, Node, board, cusp_dot, field_arcs, outline_arcs, shape_centroid, xy
from engine.equilibrix.rules import AUTONOMIE, BASES_TIEBREAK, ZEITFAKTOR, ZIELE
from gui import theme
from gui.common.drawing import mark_path, mix
from gui.texts import fill

UNIT = 100.0  # scene units per circle radius
#: How strongly an empty field takes the colour of the territory it belongs to (Autonomy).
TERRITORY_TINT = 0.45

Z_FELT, Z_BOARD, Z_PIECE, Z_MARK, Z_RING, Z_GHOST, Z_UI = -10, 0, 2, 3, 4, 10, 20


def colour(key: str) -> QColor:
    """A colour of the board in the theme in use (`assets/themes/equilibrix.json`)."""
    return theme.current().board("equilibrix", key)


def piece_edge(fill_colour: QColor, surface: str) -> QColor:
    """The outline of a piece of colour `fill_colour` lying on the theme's `surface` ("board", "felt", "tray")."""
    return theme.current().piece_edge(fill_colour, colour(surface))


def ghost_fill(legal: bool) -> QColor:
    """The see-through fill of the piece in hand: the legal or illegal colour."""
    tint = QColor(colour("legal" if legal else "illegal"))
    tint.setAlpha(150)
    return tint


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


def contrast(fill_colour: QColor) -> QColor:
    return QColor("#f4f0e6") if fill_colour.lightnessF() < 0.5 else QColor("#24232a")


def scene_font(size: float, bold: bool = False) -> QFont:
    font = QFont()
    font.setPointSizeF(size)
    font.setBold(bold)
    return font


# --------------------------------------------------------------------------- items


class FieldItem(QGraphicsPathItem):
    """One of the 144 fields, with the dots on its cusps.

    Each field is painted once into a pixmap at the view's scale (`DeviceCoordinateCache`), so a piece flying
    over the board costs no field paint; `show_owner` paints a field again only when its look changes."""

    def __init__(self, index: int):
        f = board().fields[index]
        super().__init__(field_path(f.nodes))
        self.index = index
        self.dots = [to_scene(cusp_dot(f, n)) for n in f.nodes]
        self.centre = to_scene(f.centroid)
        #: The territory stone: (fill, outline) of the seat whose territory this empty field is, or None.
        self.stone: tuple[QColor, QColor] | None = None
        self._look: tuple | None = None  # what `show_owner` last drew it with
        self.setZValue(Z_BOARD)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.show_owner(None)

    def show_owner(self, owner: QColor | None, territory: QColor | None = None) -> None:
        """Filled in the colour of the player who covers it, or empty: then tinted by the territory it
        belongs to and marked with a small stone of that colour (white's territory on a light board would
        hardly show by the tint alone). Nothing is done when it already looks so, in these theme colours."""
        board_fill, line, dot = colour("board"), colour("line"), colour("dot")
        look = tuple(None if c is None else c.rgba() for c in (owner, territory, board_fill, line, dot))
        if look == self._look:
            return
        self._look = look
        self.stone = None
        if owner is not None:
            self.setBrush(owner)
            self.setPen(QPen(mix(owner, QColor("#808080"), 0.45), 1.2))
            self.dot_colour = mix(owner, contrast(owner), 0.55)
        else:
            self.setBrush(mix(board_fill, territory, TERRITORY_TINT) if territory is not None else board_fill)
            self.setPen(QPen(line, 1.6))
            self.dot_colour = dot
            if territory is not None:
                self.stone = (territory, piece_edge(territory, "board"))
        self.update()  # the dots and the stone are in the cached picture too

    def paint(self, painter: QPainter, option, widget=None) -> None:  # noqa: D401 - Qt override
        super().paint(painter, option, widget)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(self.dot_colour)
        for p in self.dots:
            painter.drawEllipse(p, 3.2, 3.2)
        if self.stone is not None:
            painter.setBrush(self.stone[0])
            painter.setPen(QPen(self.stone[1], 2))
            painter.drawEllipse(self.centre, 6.5, 6.5)


def board_items() -> list[QGraphicsItem]:
    """The felt the scene lies on, the dashed circle behind the board, the 144 fields (`FieldItem`, by index)
    and the board's edge; `style_board` colours them."""
    geo = board()
    felt = QGraphicsRectItem(QRectF(-5000, -5000, 10000, 10000))  # wider than any window shows
    felt.setData(1, "felt")
    felt.setZValue(Z_FELT)
    circle = QGraphicsEllipseItem(QRectF(-3 * UNIT, -3 * UNIT, 6 * UNIT, 6 * UNIT))
    circle.setData(1, "mat")
    circle.setZValue(Z_BOARD - 1)
    edge = QGraphicsPathItem(boundary_path([f.nodes for f in geo.fields]))
    edge.setData(1, "edge")
    edge.setBrush(Qt.BrushStyle.NoBrush)
    edge.setZValue(Z_MARK)
    result = [felt, circle, *(FieldItem(f.index) for f in geo.fields), edge]
    style_board(result)
    return result


def style_board(board_parts: list[QGraphicsItem]) -> None:
    """Colour the felt, the circle and the edge from `board_items` in the theme in use (the fields are
    coloured by `FieldItem.show_owner`)."""
    for item in board_parts:
        role = item.data(1)
        if role == "felt":
            item.setBrush(colour("felt"))
            item.setPen(Qt.PenStyle.NoPen)
        elif role == "mat":
            item.setBrush(colour("mat"))
            item.setPen(QPen(colour("mat_line"), 2.5, Qt.PenStyle.DashLine))
        elif role == "edge":
            item.setPen(QPen(colour("edge"), 4))


def outline_item(fields: list[tuple[Node, ...]], fill_colour: QColor, last: bool) -> QGraphicsItem:
    """The outline of a piece on the board (it sets the piece off from the board even where its colour
    does not); the last one placed stands out."""
    outline = QGraphicsPathItem(boundary_path(fields))
    pen = QPen(colour("last_move"), 6) if last else QPen(piece_edge(fill_colour, "board"), 3)
    pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    outline.setPen(pen)
    outline.setZValue(Z_PIECE)
    return outline


def mark_item(mark: str, centre: QPointF, radius: float, fill_colour: QColor,
              parent: QGraphicsItem | None = None) -> QGraphicsPathItem | None:
    """A seat's mark (colour-blind palette, high contrast) on one of its pieces; None for no mark."""
    if not mark:
        return None
    item = QGraphicsPathItem(mark_path(mark, centre, radius), parent)
    item.setBrush(theme.current().mark_colour(fill_colour))
    item.setPen(Qt.PenStyle.NoPen)
    item.setData(2, mark)
    item.setZValue(Z_PIECE + 0.5)
    return item


def disc(centre: QPointF, radius: float, brush: QColor, pen: QPen, z: float) -> QGraphicsEllipseItem:
    """A round item: halos, gaps of the ring, bases and their badges."""
    item = QGraphicsEllipseItem(QRectF(centre.x() - radius, centre.y() - radius, 2 * radius, 2 * radius))
    item.setBrush(brush)
    item.setPen(pen)
    item.setZValue(z)
    return item


def halo(centre: QPointF, radius: float, alpha: int, width: float, z: float = Z_RING - 1) -> QGraphicsEllipseItem:
    """The golden ring around something the player may click."""
    glow = QColor(colour("halo"))
    glow.setAlpha(alpha)
    return disc(centre, radius, glow, QPen(colour("halo"), width), z)


def supply_items(x: float, y0: float, name: str, seat_colour: QColor, active: bool) -> list[QGraphicsItem]:
    """A player's supply box, named, with a swatch of the colour; framed in gold while the player moves."""
    box = QPainterPath()
    box.addRoundedRect(QRectF(x - 120, y0 - 50, 240, 200), 18, 18)
    frame = QGraphicsPathItem(box)
    frame.setBrush(colour("tray"))
    frame.setPen(QPen(colour("halo"), 4) if active else QPen(colour("tray_edge"), 2))
    frame.setZValue(Z_BOARD - 1)  # under what lies in the box
    label = QGraphicsSimpleTextItem(name)
    label.setFont(scene_font(17, bold=True))
    label.setBrush(colour("label"))
    r = label.boundingRect()
    label.setScale(min(1.0, 190 / max(r.width(), 1)))
    label.setPos(x + 12 - r.width() * label.scale() / 2, y0 - 44)
    swatch = QGraphicsEllipseItem(QRectF(x - 112, y0 - 38, 18, 18))
    swatch.setBrush(seat_colour)
    swatch.setPen(QPen(piece_edge(seat_colour, "tray"), 2))
    return [frame, label, swatch]


def used_mark(centre: QPointF) -> QGraphicsItem:
    """The dash where a microbacterium that was played used to lie."""
    used = QGraphicsSimpleTextItem("–")
    used.setFont(scene_font(20))
    used.setBrush(colour("used"))
    used.setPos(centre.x() - 6, centre.y() - 16)
    return used


class Ghost(QGraphicsPathItem):
    """The piece in hand under the mouse: green where it may lie, red where not, with rings at the
    connection points it would crowd."""

    def __init__(self) -> None:
        super().__init__()
        self.setZValue(Z_GHOST)
        self.setVisible(False)
        self.edge = QGraphicsPathItem(self)  # two rims: an outer one that stands out from any board ...
        self.rim = QGraphicsPathItem(self)  # ... and the legal or illegal colour, dashed where illegal
        self.marks: list[QGraphicsEllipseItem] = []

    def show_fields(self, fields: list[tuple[Node, ...]], legal: bool) -> None:
        self.setPath(shape_path(fields))
        outline = boundary_path(fields)
        self.edge.setPath(outline)
        self.rim.setPath(outline)
        self.setBrush(ghost_fill(legal))
        self.setPen(Qt.PenStyle.NoPen)
        self.edge.setPen(QPen(colour("ghost_edge"), 9))
        rim = QPen(colour("legal" if legal else "illegal"), 4, Qt.PenStyle.SolidLine if legal else Qt.PenStyle.DashLine)
        self.rim.setPen(rim)
        self.setVisible(True)

    def mark_points(self, nodes: list[Node], ring_key: str) -> None:
        """Ring these connection points (six or more fields of one colour), and no others, in the theme's
        colour `ring_key` over an outer ring that stands out from the board."""
        for mark in self.marks:
            mark.setParentItem(None)
            if mark.scene() is not None:
                mark.scene().removeItem(mark)
        self.marks = []
        for node in nodes:
            p = to_scene(xy(node))
            mark = QGraphicsEllipseItem(QRectF(p.x() - 22, p.y() - 22, 44, 44), self)
            mark.setPen(QPen(colour("ghost_edge"), 11))
            mark.setBrush(Qt.BrushStyle.NoBrush)
            inner = QGraphicsEllipseItem(mark.rect(), mark)
            inner.setPen(QPen(colour(ring_key), 6))
            self.marks.append(mark)


class Button(QGraphicsPathItem):
    """A rounded, clickable label in the scene (pass, target choice)."""

    def __init__(self, width: float, height: float, action: Any):
        path = QPainterPath()
        path.addRoundedRect(QRectF(-width / 2, -height / 2, width, height), 14, 14)
        super().__init__(path)
        self.action = action
        self.hovered = False
        self.focused = False  # under the keyboard cursor
        self.setZValue(Z_UI)
        self.setAcceptHoverEvents(True)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.label = QGraphicsSimpleTextItem(self)
        self.label.setFont(scene_font(17, bold=True))
        self.restyle()

    def restyle(self) -> None:
        """The theme's colours; lit while the mouse is over it or the keyboard cursor is on it."""
        lit = self.hovered or self.focused
        self.setBrush(colour("button_hover" if lit else "button"))
        self.setPen(QPen(colour("button_edge"), 4 if self.focused else 2.5))
        self.label.setBrush(colour("button_text"))

    def set_focused(self, focused: bool) -> None:
        self.focused = focused
        self.restyle()

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
        self.hovered = True
        self.restyle()

    def hoverLeaveEvent(self, event):  # noqa: N802 - Qt override
        self.hovered = False
        self.restyle()


def fit_scale(fields: list[tuple[Node, ...]], size: float, maximum: float) -> float:
    """The scale at which a piece fits into a box `size` wide, at most `maximum` times UNIT."""
    points = [xy(n) for f in fields for n in f]
    extent = max(max(p[0] for p in points) - min(p[0] for p in points),
                 max(p[1] for p in points) - min(p[1] for p in points)) + 0.6
    return min(maximum * UNIT, size / extent)


def piece_item(fields: list[tuple[Node, ...]], centre: QPointF, scale: float, fill_colour: QColor,
               picked: bool, surface: str = "felt", mark: str = "") -> QGraphicsPathItem:
    """A piece off the board (ring, supply) drawn at `scale` around `centre`, lying on the theme's
    `surface`, with the seat's `mark` if it has one."""
    cx, cy = shape_centroid(fields)
    origin = QPointF(centre.x() - cx * scale, centre.y() + cy * scale)
    item = QGraphicsPathItem(shape_path(fields, scale, origin))
    item.setBrush(fill_colour)
    item.setPen(QPen(mix(fill_colour, contrast(fill_colour), 0.35), 1))
    item.setZValue(Z_RING)
    rim = QGraphicsPathItem(boundary_path(fields, scale, origin), item)
    rim.setPen(QPen(colour("halo"), 5) if picked else QPen(piece_edge(fill_colour, surface), 2.5))
    mark_item(mark, centre, 0.22 * scale, fill_colour, item)
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
    item = polygon_item(corners, colour("tetrahedron"), QPen(colour("tetrahedron_line"), 3))
    item.setZValue(Z_UI - 1)
    item.setToolTip(QCoreApplication.translate("equilibrix", "The tetrahedron (origin)"))
    line = QPainterPath(QPointF(p.x(), p.y() - 26))
    line.lineTo(p.x(), p.y() + 2)
    line.lineTo(p.x() + 23, p.y() + 16)
    line.moveTo(p.x(), p.y() + 2)
    line.lineTo(p.x() - 23, p.y() + 16)
    inner = QGraphicsPathItem(line, item)
    inner.setPen(QPen(colour("tetrahedron_line"), 2))
    return item


def token_item(centre: QPointF) -> QGraphicsItem:
    """A 5+1 token: a red hexagon labelled "5+1"."""
    corners = [
        QPointF(centre.x() + 30 * math.cos(math.pi / 3 * k + math.pi / 6),
                centre.y() + 30 * math.sin(math.pi / 3 * k + math.pi / 6))
        for k in range(6)
    ]
    item = polygon_item(corners, colour("token"), QPen(colour("token_edge"), 2.5))
    item.setToolTip(
        QCoreApplication.translate("equilibrix", "5+1 token: once, six of your fields may meet at one point")
    )
    label = QGraphicsSimpleTextItem("5+1", item)
    label.setFont(scene_font(12, bold=True))
    label.setBrush(colour("token_text"))
    r = label.boundingRect()
    label.setPos(centre.x() - r.width() / 2, centre.y() - r.height() / 2)
    return item


def banner_plate(y: float, width: float, height: float) -> QGraphicsItem:
    """The dark rounded plate behind the banner text."""
    background = QPainterPath()
    background.addRoundedRect(QRectF(-width / 2, y - 12, width, height + 24), 16, 16)
    plate = QGraphicsPathItem(background)
    plate.setBrush(colour("banner_plate"))
    plate.setPen(QPen(colour("halo"), 2))
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
    if result["reason"] == BASES_TIEBREAK:
        return fill(QCoreApplication.translate(
            "equilibrix", "%1: %2 wins on the tie-break (more of the opponent's bases connected)."),
            target, seats[result["winners"][0]].name)
    return fill(QCoreApplication.translate("equilibrix", "%1: %2 wins."), target, seats[result["winners"][0]].name)


def piece_name(piece: str) -> str:
    if piece == "mL":
        return QCoreApplication.translate("equilibrix", "Lens microbacterium")
    if piece == "mT":
        return QCoreApplication.translate("equilibrix", "Triangle microbacterium")
    return fill(QCoreApplication.translate("equilibrix", "Bacterium %1"), piece)
