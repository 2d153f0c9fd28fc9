"""The EQUILIBRIX Combact board: the Flower of Life drawn with its circular arcs, the ring of
bacteria around it with the tetrahedron, each player's supply, and a piece that follows the mouse.

The scene draws the engine state it is given and turns clicks into moves. A picked piece
(a highlighted ring piece or a microbacterium) follows the mouse snapped to the lattice;
the wheel or the right button turns it by 60°. It is green where it may be placed, red
otherwise, and the status bar gives the engine's reason (for example which point would
exceed five fields); a click there is refused with that reason (`moveRefused`).
"""

from __future__ import annotations

import math
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import (
    QGraphicsEllipseItem,
    QGraphicsItem,
    QGraphicsPathItem,
    QGraphicsSimpleTextItem,
    QLabel,
    QVBoxLayout,
    QWidget,
)

from engine.equilibrix.geometry import Node, board, cusp_dot, field_arcs, node_name, xy
from engine.equilibrix.pieces import MICROS, orientations, placement_table, shape_at
from engine.equilibrix.rules import (
    AUTONOMIE,
    BASES_PHASE,
    CHOOSE_TARGET,
    GAME_TARGETS,
    LIMIT,
    ORIGIN,
    OVER,
    OVER_SIX,
    PLAY,
    TOKEN_ONE_POINT,
    TOO_MANY,
    ZEITFAKTOR,
    ZIELE,
    ChooseTarget,
    EquilibrixState,
    Pass,
    Place,
    PlaceBase,
    SetOrigin,
)
from gui.common.board import BoardScene
from gui.texts import fill, refusal_text

UNIT = 100.0  # scene units per circle radius
RING_RADIUS = 4.35 * UNIT
RING_SCALE = 0.40
SUPPLY_SCALE = 0.42
CONTENT = QRectF(-600, -520, 1200, 1040)

BOARD_FILL = QColor("#e4d8b4")
BOARD_LINE = QColor("#8a7450")
BOARD_DOT = QColor(110, 90, 60, 150)
BACKDROP = QColor("#3d4a42")
HALO = QColor("#f0c04a")
LEGAL = QColor(60, 190, 90, 150)
ILLEGAL = QColor(220, 60, 50, 150)
ILLEGAL_MARK = QColor("#ff3b30")
LAST_MOVE = QColor("#f0b429")
HINT = QColor("#37b6e8")
NEUTRAL_PIECE = QColor("#8f8a80")

#: Refusals about too many fields at a point: those points are ringed on the board.
CROWDED = (TOO_MANY, TOKEN_ONE_POINT, OVER_SIX)

Z_BOARD, Z_PIECE, Z_MARK, Z_RING, Z_GHOST, Z_UI = 0, 2, 3, 4, 10, 20


def to_scene(point: tuple[float, float], scale: float = UNIT, origin: QPointF | None = None) -> QPointF:
    """Board coordinates (math axes, y up) -> scene coordinates (y down)."""
    o = origin or QPointF(0, 0)
    return QPointF(o.x() + point[0] * scale, o.y() - point[1] * scale)


def _arc_to(path: QPainterPath, arc, scale: float, origin: QPointF | None) -> None:
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
    """The outline of a piece: the arcs that belong to only one of its fields (shared arcs are inside)."""
    seen: dict[tuple, list] = {}
    for f in fields:
        for arc in field_arcs(f):
            seen.setdefault((frozenset((arc.start, arc.end)), arc.centre), []).append(arc)
    path = QPainterPath()
    for arcs in seen.values():
        if len(arcs) == 1:
            path.moveTo(to_scene(xy(arcs[0].start), scale, origin))
            _arc_to(path, arcs[0], scale, origin)
    return path


def shape_centroid(fields: list[tuple[Node, ...]]) -> tuple[float, float]:
    points = [xy(n) for f in fields for n in f]
    return (sum(p[0] for p in points) / len(points), sum(p[1] for p in points) / len(points))


def nearest_node(x: float, y: float) -> Node:
    """The lattice point nearest to a board point (cube rounding)."""
    r = y / (math.sqrt(3) / 2)
    q = x - r / 2
    s = -q - r
    rq, rr, rs = round(q), round(r), round(s)
    dq, dr, ds = abs(rq - q), abs(rr - r), abs(rs - s)
    if dq > dr and dq > ds:
        rq = -rr - rs
    elif dr > ds:
        rr = -rq - rs
    return (rq, rr)


def contrast(colour: QColor) -> QColor:
    return QColor("#f4f0e6") if colour.lightnessF() < 0.5 else QColor("#24232a")


def mix(a: QColor, b: QColor, t: float) -> QColor:
    return QColor.fromRgbF(
        a.redF() * (1 - t) + b.redF() * t, a.greenF() * (1 - t) + b.greenF() * t, a.blueF() * (1 - t) + b.blueF() * t
    )


def scene_font(size: float, bold: bool = False) -> QFont:
    font = QFont()
    font.setPointSizeF(size)
    font.setBold(bold)
    return font


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

    def paint(self, painter: QPainter, option, widget=None) -> None:  # noqa: D401 - Qt override
        super().paint(painter, option, widget)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(self.dot_colour)
        for p in self.dots:
            painter.drawEllipse(p, 3.2, 3.2)


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


class Scene(BoardScene):
    def __init__(self, spec, seats, parent=None):
        super().__init__(spec, seats, parent)
        self.state: EquilibrixState | None = None
        self.last_move: Any = None
        self.picked: str | None = None  # piece id in hand
        self.orientation = 0  # index into orientations(picked, side)
        self.mouse: tuple[float, float] | None = None  # board coordinates of the pointer
        self.ghost_move: Place | None = None
        self._dynamic: list[QGraphicsItem] = []
        self._panel: InfoPanel | None = None
        self._build_board()
        self.ghost = QGraphicsPathItem()
        self.ghost.setZValue(Z_GHOST)
        self.ghost.setVisible(False)
        self.addItem(self.ghost)
        self.ghost_rim = QGraphicsPathItem(self.ghost)
        self.ghost_marks: list[QGraphicsEllipseItem] = []
        self.hint = QGraphicsPathItem()
        self.hint.setZValue(Z_GHOST - 1)
        self.hint.setPen(QPen(HINT, 7, Qt.PenStyle.DashLine))
        self.hint.setVisible(False)
        self.addItem(self.hint)
        self.pass_button = Button(190, 56, Pass())
        self.pass_button.setPos(-480, 455)
        self.addItem(self.pass_button)
        self.target_buttons = []
        for i, target in enumerate(GAME_TARGETS):
            button = Button(360, 62, ChooseTarget(target))
            button.setPos(0, -90 + i * 90)
            self.addItem(button)
            self.target_buttons.append(button)
        self.banner = QGraphicsSimpleTextItem()
        self.banner.setFont(scene_font(20, bold=True))
        self.banner.setBrush(QColor("#fdf6e3"))
        self.banner.setZValue(Z_UI)
        self.addItem(self.banner)
        self.retranslate()

    # -- static parts ----------------------------------------------------------------
    def _build_board(self) -> None:
        geo = board()
        circle = QGraphicsEllipseItem(QRectF(-3 * UNIT, -3 * UNIT, 6 * UNIT, 6 * UNIT))
        circle.setPen(QPen(QColor(240, 230, 200, 110), 2.5, Qt.PenStyle.DashLine))
        circle.setBrush(QColor(0, 0, 0, 40))
        circle.setZValue(Z_BOARD - 1)
        self.addItem(circle)
        self.fields = [FieldItem(f.index) for f in geo.fields]
        for item in self.fields:
            self.addItem(item)
        outline = boundary_path([f.nodes for f in geo.fields])
        edge = QGraphicsPathItem(outline)
        edge.setPen(QPen(QColor("#5b4a2c"), 4))
        edge.setBrush(Qt.BrushStyle.NoBrush)
        edge.setZValue(Z_MARK)
        self.addItem(edge)

    def content_rect(self) -> QRectF:
        return CONTENT

    # -- drawing the state -------------------------------------------------------------
    def show_state(self, state: EquilibrixState, last_move: Any = None, animate: bool = True) -> None:
        self.state = state
        self.last_move = last_move
        if self.picked is not None and self.picked not in state.offered_pieces() or state.phase != PLAY:
            self.picked = None
        self.hint.setVisible(False)
        self._redraw()
        self._update_ghost()
        self._prompt()

    def _colour(self, seat: int) -> QColor:
        return self.seat_info[seat].colour if seat < len(self.seat_info) else QColor("#777")

    def _clear_dynamic(self) -> None:
        for item in self._dynamic:
            self.removeItem(item)
        self._dynamic = []

    def _add(self, item: QGraphicsItem) -> QGraphicsItem:
        self.addItem(item)
        self._dynamic.append(item)
        return item

    def _redraw(self) -> None:
        s = self.state
        if s is None:
            return
        self._clear_dynamic()
        geo = board()
        territory = s.territory() if s.target == AUTONOMIE else [None] * len(geo.fields)
        for item in self.fields:
            owner = s.owner(item.index)
            if owner is not None:
                colour = self._colour(owner)
                item.setBrush(colour)
                item.setPen(QPen(mix(colour, QColor("#808080"), 0.45), 1.2))
                item.dot_colour = mix(colour, contrast(colour), 0.55)
            elif territory[item.index] is not None:
                item.setBrush(mix(BOARD_FILL, self._colour(territory[item.index]), 0.3))
                item.setPen(QPen(BOARD_LINE, 1.6))
                item.dot_colour = BOARD_DOT
            else:
                item.setBrush(BOARD_FILL)
                item.setPen(QPen(BOARD_LINE, 1.6))
                item.dot_colour = BOARD_DOT
            item.update()
        for seat, pl in s.placed:
            fields = [geo.fields[i].nodes for i in range(len(geo.fields)) if pl.mask >> i & 1]
            outline = self._add(QGraphicsPathItem(boundary_path(fields)))
            last = isinstance(self.last_move, Place) and (
                self.last_move.piece,
                self.last_move.anchor,
                self.last_move.rotation,
            ) == (pl.piece, pl.anchor, pl.rotation)
            pen = QPen(LAST_MOVE if last else mix(self._colour(seat), QColor("#777"), 0.5), 6 if last else 3)
            pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
            outline.setPen(pen)
            outline.setZValue(Z_PIECE)
        if s.target == ZIELE:
            self._draw_bases()
        self._draw_ring()
        self._draw_supplies()
        self._draw_overlays()
        if self._panel is not None:
            self._panel.show_state(s)

    def _draw_bases(self) -> None:
        s = self.state
        geo = board()
        for corner, colour_seat in zip(geo.corners, s.bases):
            centre = self._base_centre(corner)
            node = geo.node_index[corner]
            base = self._add(QGraphicsEllipseItem(QRectF(centre.x() - 24, centre.y() - 24, 48, 48)))
            if colour_seat is None:  # bases placed in turn: a free corner
                base.setBrush(QColor(240, 192, 74, 70))
                base.setPen(QPen(HALO, 3, Qt.PenStyle.DashLine))
                base.setZValue(Z_UI)
                if self.interactive and s.phase == BASES_PHASE:
                    base.setData(0, ("base", geo.corners.index(corner)))
                    base.setCursor(Qt.CursorShape.PointingHandCursor)
                    base.setToolTip(QCoreApplication.translate("equilibrix", "Put one of your bases here"))
                continue
            linked = [seat for seat in (0, 1) if s.counts[seat][node]]
            base.setBrush(self._colour(colour_seat))
            base.setPen(
                QPen(
                    QColor("#4caf50") if colour_seat in linked else QColor("#6d5a35"), 7 if colour_seat in linked else 3
                )
            )
            base.setZValue(Z_MARK)
            base.setToolTip(QCoreApplication.translate("equilibrix", "Base"))
            for seat in linked:
                if seat != colour_seat:  # linked by the opponent: a small badge in the opponent's colour
                    badge = self._add(QGraphicsEllipseItem(QRectF(centre.x() + 14, centre.y() - 30, 20, 20)))
                    badge.setBrush(self._colour(seat))
                    badge.setPen(QPen(QColor("#4caf50"), 3))
                    badge.setZValue(Z_MARK + 1)

    @staticmethod
    def _base_centre(corner: Node) -> QPointF:
        """Where a base sits: just outside its rim corner."""
        x, y = xy(corner)
        d = math.hypot(x, y)
        return to_scene((x / d * 3.3, y / d * 3.3))

    def _slot_angle(self, slot: float) -> float:
        """Angle (radians, scene: clockwise from the top) of a ring slot; slots run clockwise."""
        return 2 * math.pi * slot / len(self.state.ring)

    def _ring_point(self, slot: float, radius: float = RING_RADIUS) -> QPointF:
        a = self._slot_angle(slot)
        return QPointF(radius * math.sin(a), -radius * math.cos(a))

    def _draw_ring(self) -> None:
        s = self.state
        mover = s.turn
        side = s.side(mover)
        candidates = set(s.candidates()) if s.phase == PLAY else set()
        for slot, piece in enumerate(s.ring):
            centre = self._ring_point(slot)
            if piece is None:
                continue
            fields = shape_at(piece, side, orientations(piece, side)[0][0], (0, 0))
            scale = self._fit_scale(fields, 150, RING_SCALE)
            item = self._piece_item(
                fields,
                centre,
                scale,
                self._colour(mover) if slot in candidates else NEUTRAL_PIECE,
                piece == self.picked,
            )
            item.setData(0, ("ring", piece) if slot in candidates else ("other", piece))
            item.setToolTip(piece)
            if slot in candidates:
                halo = self._add(QGraphicsEllipseItem(QRectF(centre.x() - 70, centre.y() - 70, 140, 140)))
                halo.setBrush(QColor(240, 192, 74, 70))
                halo.setPen(QPen(HALO, 4))
                halo.setZValue(Z_RING - 1)
                halo.setData(0, ("ring", piece))
        if s.origin is not None and s.phase == PLAY:
            where = s.origin if s.ring[s.origin] is None else s.origin - 0.5
            self._tetrahedron(self._ring_point(where))
        if s.phase == ORIGIN and self.interactive:
            for slot in range(len(s.ring)):
                p = self._ring_point(slot - 0.5)
                gap = self._add(QGraphicsEllipseItem(QRectF(p.x() - 17, p.y() - 17, 34, 34)))
                gap.setBrush(QColor(240, 192, 74, 120))
                gap.setPen(QPen(HALO, 3))
                gap.setZValue(Z_UI)
                gap.setData(0, ("gap", slot))
                gap.setCursor(Qt.CursorShape.PointingHandCursor)
                gap.setAcceptHoverEvents(True)

    def _tetrahedron(self, p: QPointF) -> None:
        corners = [QPointF(p.x(), p.y() - 26), QPointF(p.x() + 23, p.y() + 16), QPointF(p.x() - 23, p.y() + 16)]
        item = self._polygon(corners, QColor("#d4a017"), QPen(QColor("#5a3f00"), 3))
        item.setZValue(Z_UI - 1)
        item.setToolTip(QCoreApplication.translate("equilibrix", "The tetrahedron (origin)"))
        line = QPainterPath(QPointF(p.x(), p.y() - 26))
        line.lineTo(p.x(), p.y() + 2)
        line.lineTo(p.x() + 23, p.y() + 16)
        line.moveTo(p.x(), p.y() + 2)
        line.lineTo(p.x() - 23, p.y() + 16)
        inner = QGraphicsPathItem(line, item)
        inner.setPen(QPen(QColor("#7a5a10"), 2))

    @staticmethod
    def _fit_scale(fields, size: float, maximum: float) -> float:
        points = [xy(n) for f in fields for n in f]
        extent = (
            max(
                max(p[0] for p in points) - min(p[0] for p in points),
                max(p[1] for p in points) - min(p[1] for p in points),
            )
            + 0.6
        )
        return min(maximum * UNIT, size / extent)

    def _piece_item(self, fields, centre: QPointF, scale: float, colour: QColor, picked: bool) -> QGraphicsPathItem:
        cx, cy = shape_centroid(fields)
        origin = QPointF(centre.x() - cx * scale, centre.y() + cy * scale)
        item = self._add(QGraphicsPathItem(shape_path(fields, scale, origin)))
        item.setBrush(colour)
        item.setPen(QPen(mix(colour, contrast(colour), 0.35), 1))
        item.setZValue(Z_RING)
        rim = QGraphicsPathItem(boundary_path(fields, scale, origin), item)
        rim.setPen(QPen(HALO if picked else mix(colour, contrast(colour), 0.6), 5 if picked else 2.2))
        item.setCursor(Qt.CursorShape.PointingHandCursor)
        return item

    def _draw_supplies(self) -> None:
        s = self.state
        for seat in (0, 1):
            x = -470 if seat == 0 else 470
            y0 = -440
            colour = self._colour(seat)
            box = QPainterPath()
            box.addRoundedRect(QRectF(x - 120, y0 - 50, 240, 200), 18, 18)
            frame = self._add(QGraphicsPathItem(box))
            active = s.phase != OVER and s.turn == seat
            frame.setBrush(QColor(255, 255, 255, 30))
            frame.setPen(QPen(HALO if active else QColor(255, 255, 255, 60), 4 if active else 2))
            frame.setZValue(Z_RING - 2)
            name = self._add(QGraphicsSimpleTextItem(self.seat_info[seat].name if seat < len(self.seat_info) else ""))
            name.setFont(scene_font(17, bold=True))
            name.setBrush(QColor("#fdf6e3"))
            r = name.boundingRect()
            name.setScale(min(1.0, 220 / max(r.width(), 1)))
            name.setPos(x - r.width() * name.scale() / 2, y0 - 44)
            swatch = self._add(QGraphicsEllipseItem(QRectF(x - 112, y0 - 38, 18, 18)))
            swatch.setBrush(colour)
            swatch.setPen(QPen(contrast(colour), 1.5))
            can_pick = s.phase == PLAY and s.turn == seat
            for i, micro in enumerate(MICROS):
                centre = QPointF(x - 55 + i * 110, y0 + 35)
                if micro not in s.micros[seat]:
                    used = self._add(QGraphicsSimpleTextItem("–"))
                    used.setFont(scene_font(20))
                    used.setBrush(QColor(255, 255, 255, 90))
                    used.setPos(centre.x() - 6, centre.y() - 16)
                    continue
                fields = shape_at(micro, s.side(seat), 0, (0, 0))
                item = self._piece_item(fields, centre, SUPPLY_SCALE * UNIT, colour, can_pick and micro == self.picked)
                item.setData(0, ("micro", micro) if can_pick else None)
                item.setToolTip(self._piece_name(micro))
                if can_pick:
                    halo = self._add(QGraphicsEllipseItem(QRectF(centre.x() - 44, centre.y() - 44, 88, 88)))
                    halo.setBrush(QColor(240, 192, 74, 50))
                    halo.setPen(QPen(HALO, 3))
                    halo.setZValue(Z_RING - 1)
                    halo.setData(0, ("micro", micro))
            for t in range(s.tokens[seat]):
                self._token(QPointF(x - 40 + t * 80, y0 + 110))

    def _polygon(self, corners: list[QPointF], brush: QColor, pen: QPen) -> QGraphicsPathItem:
        path = QPainterPath()
        path.addPolygon(QPolygonF(corners))
        path.closeSubpath()
        item = self._add(QGraphicsPathItem(path))
        item.setBrush(brush)
        item.setPen(pen)
        return item

    def _token(self, centre: QPointF) -> None:
        corners = [
            QPointF(centre.x() + 30 * math.cos(math.pi / 3 * k + math.pi / 6),
                    centre.y() + 30 * math.sin(math.pi / 3 * k + math.pi / 6))
            for k in range(6)
        ]
        item = self._polygon(corners, QColor("#b5473a"), QPen(QColor("#f5d7a1"), 2.5))
        item.setToolTip(
            QCoreApplication.translate("equilibrix", "5+1 token: once, six of your fields may meet at one point")
        )
        label = QGraphicsSimpleTextItem("5+1", item)
        label.setFont(scene_font(12, bold=True))
        label.setBrush(QColor("#fff3dc"))
        r = label.boundingRect()
        label.setPos(centre.x() - r.width() / 2, centre.y() - r.height() / 2)

    def _draw_overlays(self) -> None:
        s = self.state
        can_act = self.interactive and s.phase != OVER
        self.pass_button.setVisible(can_act and s.phase == PLAY and s.may_pass())
        choosing = can_act and s.phase == CHOOSE_TARGET
        for button in self.target_buttons:
            button.setVisible(choosing)
        self.banner.setVisible(bool(self.banner.text()) and s.phase in (CHOOSE_TARGET, OVER))

    # -- texts ----------------------------------------------------------------------
    def retranslate(self) -> None:
        self.pass_button.set_text(QCoreApplication.translate("equilibrix", "Pass"))
        for button in self.target_buttons:
            button.set_text(target_name(button.action.target))
        if self.state is not None:
            self._redraw()
            self._prompt()
        if self._panel is not None and self.state is not None:
            self._panel.show_state(self.state)

    @staticmethod
    def _piece_name(piece: str) -> str:
        if piece == "mL":
            return QCoreApplication.translate("equilibrix", "Lens microbacterium")
        if piece == "mT":
            return QCoreApplication.translate("equilibrix", "Triangle microbacterium")
        return fill(QCoreApplication.translate("equilibrix", "Bacterium %1"), piece)

    def _prompt(self) -> None:
        s = self.state
        if s is None:
            return
        self.banner.setText("")
        if s.phase == CHOOSE_TARGET:
            last = s.games[-1]
            self.banner.setText(game_result_text(last, self.seat_info))
            name = self.seat_info[s.turn].name
            self._set_banner_pos(-175)
            if self.interactive:
                self.statusMessage.emit(
                    fill(QCoreApplication.translate("equilibrix", "%1 lost and chooses the next target."), name)
                )
        elif s.phase == OVER and s.result is not None:
            self.banner.setText(game_result_text(s.result, self.seat_info))
            self._set_banner_pos(-505, 660)  # above the ring, between the supplies: the board stays visible
        elif not self.interactive:
            return
        elif s.phase == BASES_PHASE:
            self.statusMessage.emit(
                QCoreApplication.translate(
                    "equilibrix", "Place one of your three bases: click a free corner outside the board."
                )
            )
        elif s.phase == ORIGIN:
            self.statusMessage.emit(
                QCoreApplication.translate(
                    "equilibrix", "Place the tetrahedron: click a gap between two pieces of the ring."
                )
            )
        elif self.picked is None:
            text = QCoreApplication.translate("equilibrix", "Pick one of the highlighted pieces or a microbacterium.")
            if s.may_pass():
                text += " " + QCoreApplication.translate("equilibrix", "You may also pass.")
            self.statusMessage.emit(text)
        self._draw_overlays()

    def _set_banner_pos(self, y: float, width: float = 920) -> None:
        r = self.banner.boundingRect()
        self.banner.setScale(min(1.0, (width - 30) / max(r.width(), 1)))
        self.banner.setPos(-r.width() * self.banner.scale() / 2, y)
        background = QPainterPath()
        background.addRoundedRect(QRectF(-width / 2, y - 12, width, r.height() * self.banner.scale() + 24), 16, 16)
        plate = self._add(QGraphicsPathItem(background))
        plate.setBrush(QColor(30, 36, 32, 215))
        plate.setPen(QPen(HALO, 2))
        plate.setZValue(Z_UI - 1)

    # -- interaction ----------------------------------------------------------------
    def set_interactive(self, enabled: bool) -> None:
        super().set_interactive(enabled)
        if not enabled:
            self.picked = None
        if self.state is not None:
            self._redraw()
            self._update_ghost()
            self._prompt()

    def _item_action(self, pos: QPointF) -> Any:
        for item in self.items(pos):
            if isinstance(item, Button) and item.isVisible():
                return ("move", item.action)
            data = item.data(0)
            if data:
                return data
        return None

    def mousePressEvent(self, event):  # noqa: N802 - Qt override
        if not self.interactive or self.state is None:
            return
        s = self.state
        pos = event.scenePos()
        action = self._item_action(pos)
        if event.button() == Qt.MouseButton.RightButton:
            if self.picked is not None:
                self._rotate(1)
            return
        if event.button() != Qt.MouseButton.LeftButton:
            return
        if action and action[0] == "move":
            self._choose(action[1])
        elif action and action[0] == "gap" and s.phase == ORIGIN:
            self._choose(SetOrigin(action[1]))
        elif action and action[0] == "base" and s.phase == BASES_PHASE:
            self._choose(PlaceBase(action[1]))
        elif action and action[0] == "other" and s.phase == PLAY:
            self.moveRefused.emit(s.piece_refusal(action[1]))
        elif action and action[0] in ("ring", "micro") and s.phase == PLAY:
            piece = action[1]
            self.picked = None if piece == self.picked else piece
            self.orientation = 0
            self.mouse = None
            self._redraw()
            self._update_ghost()
            if self.picked is not None:
                self.statusMessage.emit(
                    fill(
                        QCoreApplication.translate(
                            "equilibrix",
                            "%1 in hand: move it onto the board, turn it with the wheel or the right button, click to place.",
                        ),
                        self._piece_name(self.picked),
                    )
                )
            else:
                self._prompt()
        elif self.picked is not None:
            self.mouse = self._board_point(pos)
            self._update_ghost()
            if self.ghost_move is None:
                return
            refused = s.refusal(self.ghost_move)
            if refused is not None:
                self.moveRefused.emit(refused)  # the window shows why, in the player's language
            else:
                self._choose(self.ghost_move)

    def _choose(self, move: Any) -> None:
        self.picked = None
        self.ghost.setVisible(False)
        self.moveChosen.emit(move)

    def mouseMoveEvent(self, event):  # noqa: N802 - Qt override
        super().mouseMoveEvent(event)
        if self.picked is not None:
            self.mouse = self._board_point(event.scenePos())
            self._update_ghost()

    def wheelEvent(self, event):  # noqa: N802 - Qt override
        if self.picked is None:
            return super().wheelEvent(event)
        self._rotate(1 if event.delta() < 0 else -1)
        event.accept()

    def keyPressEvent(self, event):  # noqa: N802 - Qt override
        if self.picked is not None and event.key() == Qt.Key.Key_Escape:
            self.picked = None
            self._redraw()
            self._update_ghost()
            self._prompt()
        elif self.picked is not None and event.key() in (Qt.Key.Key_R, Qt.Key.Key_Space):
            self._rotate(1)
        else:
            super().keyPressEvent(event)

    def _rotate(self, step: int) -> None:
        options = orientations(self.picked, self.state.side(self.state.turn))
        self.orientation = (self.orientation + step) % len(options)
        self._update_ghost()

    @staticmethod
    def _board_point(pos: QPointF) -> tuple[float, float]:
        return (pos.x() / UNIT, -pos.y() / UNIT)

    def _update_ghost(self) -> None:
        """Show the piece in hand snapped to the lattice, green or red, and say why the engine refuses it."""
        s = self.state
        self.ghost_move = None
        if s is None or self.picked is None or self.mouse is None or s.phase != PLAY:
            self.ghost.setVisible(False)
            return
        side = s.side(s.turn)
        options = orientations(self.picked, side)
        rotation, _shape = options[self.orientation % len(options)]
        centred = shape_at(self.picked, side, rotation, (0, 0))
        cx, cy = shape_centroid(centred)
        anchor = nearest_node(self.mouse[0] - cx, self.mouse[1] - cy)
        fields = shape_at(self.picked, side, rotation, anchor)
        self.ghost.setPath(shape_path(fields))
        self.ghost_rim.setPath(boundary_path(fields))
        self.ghost_move = Place(self.picked, rotation, board().node_index.get(anchor, -1))  # -1: off the board
        refused = s.refusal(self.ghost_move)
        colour = ILLEGAL if refused else LEGAL
        self.ghost.setBrush(colour)
        self.ghost.setPen(Qt.PenStyle.NoPen)
        self.ghost_rim.setPen(QPen(colour.darker(170), 5))
        self.ghost.setVisible(True)
        pl = placement_table(side).get((self.ghost_move.piece, rotation, self.ghost_move.anchor))
        crowded = [n for n, c in pl.counts if s.counts[s.turn][n] + c > LIMIT] if pl is not None else []
        if refused is not None and refused.code not in CROWDED:
            crowded = []  # refused for another reason: ringing points would mislead
        self._mark_points(crowded, ILLEGAL_MARK if refused else HALO)
        if refused is not None:
            self.statusMessage.emit(refusal_text(self.spec, refused))
        elif crowded:
            self.statusMessage.emit(fill(
                QCoreApplication.translate(
                    "equilibrix", "Click to place it here using your 5+1 token (six fields at %1)."),
                ", ".join(node_name(board().nodes[n]) for n in crowded)))
        else:
            self.statusMessage.emit(QCoreApplication.translate("equilibrix", "Click to place it here."))

    def _mark_points(self, nodes: list[int], colour: QColor) -> None:
        """Ring the connection points that a placement would crowd (six or more fields of one colour)."""
        for mark in self.ghost_marks:
            self.removeItem(mark)
        self.ghost_marks = []
        for n in nodes:
            p = to_scene(xy(board().nodes[n]))
            mark = QGraphicsEllipseItem(QRectF(p.x() - 22, p.y() - 22, 44, 44), self.ghost)
            mark.setPen(QPen(colour, 7))
            mark.setBrush(Qt.BrushStyle.NoBrush)
            self.ghost_marks.append(mark)

    def show_hint(self, move: Any) -> None:
        s = self.state
        if s is None:
            return
        if isinstance(move, Place):
            pl = placement_table(s.side(s.turn))[(move.piece, move.rotation, move.anchor)]
            geo = board()
            fields = [geo.fields[i].nodes for i in range(len(geo.fields)) if pl.mask >> i & 1]
            self.hint.setPath(boundary_path(fields))
            self.hint.setVisible(True)
            self.statusMessage.emit(
                fill(QCoreApplication.translate("equilibrix", "Hint: %1"), self._piece_name(move.piece))
            )
        elif isinstance(move, Pass):
            self.statusMessage.emit(QCoreApplication.translate("equilibrix", "Hint: pass."))
        elif isinstance(move, PlaceBase):
            centre = self._base_centre(board().corners[move.corner])
            ring = QPainterPath()
            ring.addEllipse(centre, 34, 34)
            self.hint.setPath(ring)
            self.hint.setVisible(True)
            self.statusMessage.emit(QCoreApplication.translate("equilibrix", "Hint: put a base at the marked corner."))
        elif isinstance(move, SetOrigin):
            self.statusMessage.emit(
                fill(
                    QCoreApplication.translate("equilibrix", "Hint: put the tetrahedron before piece %1."),
                    s.ring[move.slot] or "",
                )
            )
        elif isinstance(move, ChooseTarget):
            self.statusMessage.emit(
                fill(QCoreApplication.translate("equilibrix", "Hint: %1"), target_name(move.target))
            )

    def panel_widget(self) -> QWidget:
        self._panel = InfoPanel(self)
        if self.state is not None:
            self._panel.show_state(self.state)
        return self._panel


def target_name(target: str) -> str:
    return {
        ZEITFAKTOR: QCoreApplication.translate("equilibrix", "Time Factor"),
        AUTONOMIE: QCoreApplication.translate("equilibrix", "Autonomy"),
        ZIELE: QCoreApplication.translate("equilibrix", "3+3 Targets"),
    }.get(target, QCoreApplication.translate("equilibrix", "Campaign"))


def game_result_text(result: dict, seats) -> str:
    target = target_name(result["target"])
    if not result["winners"]:
        return fill(QCoreApplication.translate("equilibrix", "%1: a draw."), target)
    return fill(QCoreApplication.translate("equilibrix", "%1: %2 wins."), target, seats[result["winners"][0]].name)


class InfoPanel(QWidget):
    """The target, the score of the current game, the campaign and the controls, beside the board."""

    def __init__(self, scene: Scene):
        super().__init__()
        self.scene = scene
        self.state: EquilibrixState | None = None
        self.setObjectName("equilibrixPanel")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.target = QLabel()
        self.target.setObjectName("equilibrixTarget")
        self.target.setWordWrap(True)
        self.detail = QLabel()
        self.detail.setWordWrap(True)
        self.help = QLabel()
        self.help.setWordWrap(True)
        self.help.setStyleSheet("color: palette(mid);")
        for label in (self.target, self.detail, self.help):
            layout.addWidget(label)

    def show_state(self, state: EquilibrixState) -> None:
        self.state = state
        seats = self.scene.seat_info
        s = state
        head = target_name(s.target)
        if s.phase == CHOOSE_TARGET:
            head = fill(QCoreApplication.translate("equilibrix", "%1 lost and chooses the next target."),
                        seats[s.turn].name)
        elif s.campaign:
            head = fill(
                QCoreApplication.translate("equilibrix", "Campaign, game %1: %2"),
                str(len(s.games) + (s.phase != OVER)),
                head,
            )
        self.target.setText(f"<b>{head}</b>")
        lines = []
        if s.target == AUTONOMIE:
            terr = s.territory()
            lines.append(
                fill(
                    QCoreApplication.translate("equilibrix", "Territory: %1 %2, %3 %4"),
                    seats[0].name,
                    str(terr.count(0)),
                    seats[1].name,
                    str(terr.count(1)),
                )
            )
        elif s.target == ZIELE:
            for seat in (0, 1):
                own, opp = s.connected_bases(seat)
                lines.append(
                    fill(
                        QCoreApplication.translate("equilibrix", "%1 – bases connected: own %2, opponent's %3"),
                        seats[seat].name,
                        str(own),
                        str(opp),
                    )
                )
        else:
            lines.append(QCoreApplication.translate("equilibrix", "Whoever cannot place a piece loses."))
        if s.campaign:
            lines.append(
                fill(
                    QCoreApplication.translate("equilibrix", "Victory points: %1 %2, %3 %4 (%5 to win)"),
                    seats[0].name,
                    str(s.points[0]),
                    seats[1].name,
                    str(s.points[1]),
                    str(s.options["campaign_wins"]),
                )
            )
            for g, result in enumerate(s.games):
                lines.append(f"{g + 1}. " + game_result_text(result, seats))
        if s.offer[0] != s.offer[1]:
            for seat in (0, 1):
                lines.append(
                    fill(
                        QCoreApplication.translate("equilibrix", "%1 chooses from %n piece(s).", "", s.offer[seat]),
                        seats[seat].name,
                    )
                )
        for seat in (0, 1):
            lines.append(
                fill(
                    QCoreApplication.translate("equilibrix", "%1: %n 5+1 token(s)", "", s.tokens[seat]),
                    seats[seat].name,
                )
            )
        self.detail.setText("<br>".join(lines))
        self.help.setText(
            QCoreApplication.translate("equilibrix", "Wheel or right button: turn the piece. Esc: put it back.")
        )

    def changeEvent(self, event):  # noqa: N802 - Qt override
        if event.type() == QEvent.Type.LanguageChange and self.state is not None:
            self.show_state(self.state)
        super().changeEvent(event)


__all__ = ["Scene", "field_path", "nearest_node"]
