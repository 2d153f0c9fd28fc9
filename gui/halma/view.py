"""The board of Halma (16×16 squares) and Chinese checkers (the 121-hole star).

The scene draws the engine state it is given. A click on one of the mover's
pegs marks every hole it can reach; hovering one of them shows the hop chain
that gets there, and a click on it emits the move. A click the rules do not
allow (another player's peg, a hole the peg cannot reach) is refused with the
engine's reason. The move that led to the shown state hops along its path,
one jump at a time.
"""

from __future__ import annotations

import math
from typing import Any

from PySide6.QtCore import QCoreApplication, QEasingCurve, QPointF, QRectF, Qt, QTimer, QVariantAnimation
from PySide6.QtGui import QBrush, QColor, QFont, QPainterPath, QPen, QPolygonF, QRadialGradient
from PySide6.QtWidgets import (
    QGraphicsEllipseItem,
    QGraphicsItem,
    QGraphicsPathItem,
    QGraphicsSimpleTextItem,
)

from engine.halma import PASS, HalmaState, Move
from engine.halma.geometry import DATA, STAR, star_points
from engine.halma.rules import EMPTY
from gui import texts
from gui.common.board import BoardScene
from gui.halma.panel import HalmaPanel

POINT_ROWS = DATA["star"]["point_rows"]
UNIT = 40.0  # scene units between neighbouring holes
RIM = 0.62 * UNIT  # the star board's margin beyond its outer holes
PEG = 0.36 * UNIT  # peg radius
HOLE = 0.13 * UNIT
HOP_MS = 170  # one step or one hop of the animation

WOOD = QColor("#e2c290")
WOOD_EDGE = QColor("#9c7444")
HOLE_COLOUR = QColor("#5b4128")
SQUARE_LIGHT, SQUARE_DARK = QColor("#efdcb6"), QColor("#e0c695")
NEUTRAL_POINT = QColor("#d9b983")

Z_BOARD, Z_CAMP, Z_MARK, Z_PATH, Z_PEG, Z_GHOST, Z_MOVING = 0, 1, 2, 3, 4, 5, 10


def _mix(colour: QColor, other: QColor, share: float) -> QColor:
    """`colour` blended with `other`; `share` of `other`."""
    return QColor.fromRgbF(*(a * (1 - share) + b * share for a, b in zip(colour.getRgbF()[:3], other.getRgbF()[:3])))


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


class Scene(BoardScene):
    def __init__(self, spec, seats, parent=None):
        super().__init__(spec, seats, parent)
        self.state: HalmaState | None = None
        self._drawn_board: tuple[str, int, int] | None = None  # (kind, seats, pegs) of the drawn board
        self._xy: list[QPointF] = []
        self._pegs: dict[int, PegItem] = {}
        self._marks: list[QGraphicsItem] = []  # last move, selection, destinations, hint
        self._path_item: QGraphicsPathItem | None = None
        self._selected: int | None = None
        self._selection_items: list[QGraphicsItem] = []
        self._targets: dict[int, Move] = {}  # destination hole -> move of the selected peg
        self._hover: int | None = None
        self._animation: QVariantAnimation | None = None
        self._rect = QRectF()
        self._panel: HalmaPanel | None = None

    def panel_widget(self):
        self._panel = HalmaPanel([seat.name for seat in self.seat_info],
                                 [self._colour(seat) for seat in range(len(self.seat_info))])
        if self.state is not None:
            self._panel.show_state(self.state)
        return self._panel

    # -- geometry --------------------------------------------------------------------
    def _point(self, hole: int) -> QPointF:
        return self._xy[hole]

    def _hole_at(self, pos: QPointF) -> int | None:
        best, best_d = None, 0.5 * UNIT
        for hole, xy in enumerate(self._xy):
            d = math.hypot(xy.x() - pos.x(), xy.y() - pos.y())
            if d < best_d:
                best, best_d = hole, d
        return best

    def content_rect(self) -> QRectF:
        return self._rect

    # -- drawing the board -------------------------------------------------------------
    def _colour(self, seat: int) -> QColor:
        return QColor(self.seat_info[seat].colour) if seat < len(self.seat_info) else QColor("#888")

    def _build_board(self, state: HalmaState) -> None:
        key = (state.layout.board.kind, state.seats, state.layout.pegs)
        if key == self._drawn_board:
            return
        self._stop_animation()
        self.clear()
        self._pegs.clear()
        self._marks.clear()
        self._selection_items = []
        self._target_marks: dict[int, QGraphicsPathItem] = {}
        self._selected, self._targets, self._hover = None, {}, None
        self._path_item = None
        self._drawn_board = key
        board = state.layout.board
        self._xy = [QPointF(x * UNIT, y * UNIT) for x, y in board.xy]
        if board.kind == STAR:
            self._draw_star(state)
        else:
            self._draw_square(state)
        for xy in self._xy:
            hole = self.addEllipse(xy.x() - HOLE, xy.y() - HOLE, 2 * HOLE, 2 * HOLE, QPen(Qt.PenStyle.NoPen),
                                   QBrush(HOLE_COLOUR))
            hole.setZValue(Z_CAMP + 0.5)
        self._rect = self.itemsBoundingRect()

    def _camp_path(self, state: HalmaState, holes, grow: float) -> QPainterPath:
        """The outline around a camp's holes, `grow` units beyond their centres."""
        path = QPainterPath()
        if state.layout.board.kind == STAR:
            # A point is a triangle: its three corner holes, pushed outward from the camp's centre.
            points = [self._point(h) for h in holes]
            centre = QPointF(sum(p.x() for p in points) / len(points), sum(p.y() for p in points) / len(points))
            far = sorted(points, key=lambda p: -math.hypot(p.x() - centre.x(), p.y() - centre.y()))[:3]
            corners = []
            for p in far:
                dx, dy = p.x() - centre.x(), p.y() - centre.y()
                length = math.hypot(dx, dy) or 1.0
                corners.append(QPointF(p.x() + dx / length * grow * 2, p.y() + dy / length * grow * 2))
            path.addPolygon(QPolygonF(corners + corners[:1]))
        else:
            for h in holes:
                p = self._point(h)
                square = QPainterPath()
                square.addRect(QRectF(p.x() - grow, p.y() - grow, 2 * grow, 2 * grow))
                path = path.united(square)
        return path.simplified()

    def _draw_star(self, state: HalmaState) -> None:
        # The board: a six-pointed star, its edges RIM beyond the outer holes' lines (a point's tip
        # is a 60° corner, so it sticks out twice as far).
        outline = QPainterPath()
        tips = [self._point(h) for h in range(len(self._xy)) if len(state.layout.board.steps[h]) == 2]
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
            rows.setdefault(name[0], self._point(hole).y())
        left = min(p.x() for p in self._xy) - 1.3 * UNIT
        for letter, y in rows.items():
            self._edge_label(letter, QPointF(left, y))
        item = self.addPath(outline, QPen(WOOD_EDGE, 0.12 * UNIT, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap,
                                          Qt.PenJoinStyle.RoundJoin), QBrush(WOOD))
        item.setZValue(Z_BOARD)
        # The six points: each player's home in a light tint of their colour, unused points plain.
        layout = state.layout
        homes = {frozenset(h): s for s, h in enumerate(layout.homes)}
        for points in star_points(layout.pegs):
            seat = homes.get(points)
            fill = NEUTRAL_POINT if seat is None else _mix(self._colour(seat), WOOD, 0.55)
            camp = self.addPath(self._camp_path(state, points, 0.42 * UNIT),
                                QPen(Qt.PenStyle.NoPen), QBrush(fill))
            camp.setZValue(Z_CAMP)
        self._draw_target_marks(state)

    def _draw_square(self, state: HalmaState) -> None:
        half = 0.5 * UNIT
        for hole, xy in enumerate(self._xy):
            f, k = state.layout.board.coords[hole]
            square = self.addRect(QRectF(xy.x() - half, xy.y() - half, UNIT, UNIT), QPen(Qt.PenStyle.NoPen),
                                  QBrush(SQUARE_LIGHT if (f + k) % 2 else SQUARE_DARK))
            square.setZValue(Z_BOARD)
        frame = self.itemsBoundingRect().adjusted(-0.12 * UNIT, -0.12 * UNIT, 0.12 * UNIT, 0.12 * UNIT)
        self.addRect(frame, QPen(WOOD_EDGE, 0.24 * UNIT)).setZValue(Z_BOARD)
        for seat, home in enumerate(state.layout.homes):
            colour = self._colour(seat)
            tint = QColor(colour)
            tint.setAlphaF(0.28)
            camp = self.addPath(self._camp_path(state, home, half), QPen(colour.darker(130), 0.16 * UNIT),
                                QBrush(tint))
            camp.setZValue(Z_CAMP)
        # File letters and rank numbers along the edges.
        size = int(math.sqrt(len(self._xy)))
        for i in range(size):
            self._edge_label(chr(ord("a") + i), QPointF(i * UNIT, (size - 0.35) * UNIT))
            self._edge_label(str(i + 1), QPointF(-0.95 * UNIT, (size - 1 - i) * UNIT))
        self._draw_target_marks(state)

    def _edge_label(self, text: str, centre: QPointF) -> None:
        """A row or column name beside the board, for reading the move list."""
        font = QFont()
        font.setPixelSize(int(0.34 * UNIT))
        label = QGraphicsSimpleTextItem(text)
        label.setFont(font)
        label.setBrush(QColor("#d8cfbf"))
        box = label.boundingRect()
        label.setPos(centre.x() - box.width() / 2, centre.y() - box.height() / 2)
        self.addItem(label)

    def _draw_target_marks(self, state: HalmaState) -> None:
        """Each seat's target camp edged with a dashed line in its colour."""
        # On the square the dashes run along the home camp's border (squares must touch to merge).
        grow = 0.5 * UNIT if state.layout.board.kind != STAR else 0.33 * UNIT
        for seat, target in enumerate(state.layout.targets):
            pen = QPen(self._colour(seat).darker(115), 0.07 * UNIT, Qt.PenStyle.DashLine)
            pen.setDashPattern([3, 2])
            mark = self.addPath(self._camp_path(state, target, grow), pen)
            mark.setZValue(Z_CAMP + 0.6)
            self._target_marks[seat] = mark

    def _emphasise_target(self, seat: int | None) -> None:
        """The camp the seat to move is heading for gets a bolder edge."""
        for owner, mark in self._target_marks.items():
            pen = mark.pen()
            pen.setWidthF((0.14 if owner == seat else 0.07) * UNIT)
            pen.setDashPattern([3, 2] if owner != seat else [2, 1])
            mark.setPen(pen)

    # -- showing a state ----------------------------------------------------------------
    def show_state(self, state: HalmaState, last_move: Any = None, animate: bool = True) -> None:
        self.state = state
        if self._panel is not None:
            self._panel.show_state(state)
        self._build_board(state)
        self._stop_animation()
        self._clear_selection()
        self._clear_marks()
        self._emphasise_target(state.to_move)
        for item in self._pegs.values():
            self.removeItem(item)
        self._pegs.clear()
        for hole, owner in enumerate(state.board):
            if owner >= 0:
                peg = PegItem(self._colour(owner))
                peg.setPos(self._point(hole))
                self.addItem(peg)
                self._pegs[hole] = peg
        if isinstance(last_move, Move):
            self._mark_last_move(last_move)
            if animate and self.animations_enabled and last_move.destination in self._pegs:
                self._animate(self._pegs[last_move.destination], last_move)
        self.update()

    def _clear_marks(self) -> None:
        for item in self._marks:
            if item.scene() is self:
                self.removeItem(item)
        self._marks.clear()
        self._clear_path()

    def _add_mark(self, item: QGraphicsItem, z: float) -> QGraphicsItem:
        item.setZValue(z)
        self._marks.append(item)
        return item

    def _ring(self, hole: int, radius: float, colour: QColor, width: float, fill: QColor | None = None):
        p = self._point(hole)
        item = self.addEllipse(p.x() - radius, p.y() - radius, 2 * radius, 2 * radius, QPen(colour, width),
                               QBrush(fill) if fill is not None else QBrush(Qt.BrushStyle.NoBrush))
        return item

    def _path_shape(self, move: Move) -> QPainterPath:
        path = QPainterPath(self._point(move.path[0]))
        for hole in move.path[1:]:
            path.lineTo(self._point(hole))
        return path

    def _mark_last_move(self, move: Move) -> None:
        colour = QColor("#fff6c8")
        colour.setAlphaF(0.85)
        pen = QPen(colour, 0.08 * UNIT, Qt.PenStyle.DotLine, Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin)
        self._add_mark(self.addPath(self._path_shape(move), pen), Z_MARK)
        self._add_mark(self._ring(move.origin, 0.3 * UNIT, colour, 0.08 * UNIT), Z_MARK)
        self._add_mark(self._ring(move.destination, PEG + 0.09 * UNIT, colour, 0.1 * UNIT), Z_MARK)

    # -- animation ---------------------------------------------------------------------
    def _animate(self, peg: PegItem, move: Move) -> None:
        points = [self._point(h) for h in move.path]
        animation = QVariantAnimation(self)
        animation.setStartValue(0.0)
        animation.setEndValue(float(len(points) - 1))
        animation.setDuration(HOP_MS * (len(points) - 1) + 60)
        animation.setEasingCurve(QEasingCurve.Type.Linear)
        peg.setZValue(Z_MOVING)

        def place(value):
            leg = min(int(value), len(points) - 2)
            t = value - leg
            a, b = points[leg], points[leg + 1]
            t = 0.5 - 0.5 * math.cos(math.pi * t)  # ease within each hop
            peg.setPos(a + (b - a) * t)
            peg.setScale(1.0 + 0.22 * math.sin(math.pi * t))  # lifted in the middle of the jump

        def done():
            peg.setPos(points[-1])
            peg.setScale(1.0)
            peg.setZValue(Z_PEG)

        animation.valueChanged.connect(place)
        animation.finished.connect(done)
        place(0.0)
        self._animation = animation
        animation.start()

    def _stop_animation(self) -> None:
        if self._animation is not None:
            animation, self._animation = self._animation, None
            animation.stop()
            animation.setCurrentTime(animation.duration())  # leaves the peg where it belongs
            animation.deleteLater()

    def animation_running(self) -> bool:
        return self._animation is not None and self._animation.state() == QVariantAnimation.State.Running

    def shutdown(self) -> None:
        self._stop_animation()

    # -- input -------------------------------------------------------------------------
    def set_interactive(self, enabled: bool) -> None:
        super().set_interactive(enabled)
        if not enabled:
            self._clear_selection()
            return
        state = self.state
        if state is not None and state.outcome() is None and state.legal_moves() == [PASS]:
            seat = state.to_move
            self.statusMessage.emit(texts.fill(QCoreApplication.translate("halma", "%1 cannot move and passes."),
                                               self.seat_info[seat].name))
            QTimer.singleShot(600, lambda: self._pass_if_still(state))

    def _pass_if_still(self, state: HalmaState) -> None:
        if self.interactive and self.state is state:
            self.moveChosen.emit(PASS)

    def mousePressEvent(self, event):  # noqa: N802 - Qt override
        if event.button() != Qt.MouseButton.LeftButton:
            return super().mousePressEvent(event)
        event.accept()
        if not self.interactive or self.state is None or self.state.outcome() is not None:
            return
        state = self.state
        hole = self._hole_at(event.scenePos())
        if hole is None:
            self._clear_selection()
            return
        if self._selected is not None:
            if hole in self._targets:
                move = self._targets[hole]
                self._clear_selection()
                self.moveChosen.emit(move)
                return
            if hole == self._selected:
                self._clear_selection()
                return
            if state.board[hole] == EMPTY:  # meant as the selected peg's destination: keep the peg picked
                self.moveRefused.emit(state.destination_refusal(self._selected, hole))
                return
        refusal = state.pick_refusal(hole)
        if refusal is not None:
            self._clear_selection()
            self.moveRefused.emit(refusal)
            return
        self._select(hole)

    def mouseMoveEvent(self, event):  # noqa: N802 - Qt override
        super().mouseMoveEvent(event)
        if self._selected is None:
            return
        hole = self._hole_at(event.scenePos())
        if hole != self._hover:
            self._hover = hole
            self._show_path(self._targets.get(hole))

    def _select(self, hole: int) -> None:
        self._clear_selection()
        state = self.state
        self._selected = hole
        self._targets = {m.destination: m for m in state.legal_moves() if isinstance(m, Move) and m.origin == hole}
        colour = self._colour(state.to_move)
        self._selection_items = [self._ring(hole, PEG + 0.1 * UNIT, QColor("#ffffff"), 0.1 * UNIT)]
        self._selection_items[0].setZValue(Z_GHOST)
        ghost = QColor(colour)
        ghost.setAlphaF(0.55)
        for destination in self._targets:
            item = self._ring(destination, 0.28 * UNIT, colour.darker(140), 0.06 * UNIT, ghost)
            item.setZValue(Z_GHOST)
            self._selection_items.append(item)

    def _clear_selection(self) -> None:
        for item in self._selection_items:
            if item.scene() is self:
                self.removeItem(item)
        self._selection_items = []
        self._selected = None
        self._targets = {}
        self._hover = None
        self._clear_path()

    def _clear_path(self) -> None:
        if self._path_item is not None and self._path_item.scene() is self:
            self.removeItem(self._path_item)
        self._path_item = None

    def _show_path(self, move: Move | None) -> None:
        """The hop chain to a hovered destination: a line with a dot on every landing hole."""
        self._clear_path()
        if move is None:
            return
        shape = self._path_shape(move)
        for hole in move.path[1:-1]:
            p = self._point(hole)
            shape.addEllipse(p, 0.11 * UNIT, 0.11 * UNIT)
        pen = QPen(QColor("#ffffff"), 0.09 * UNIT, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap,
                   Qt.PenJoinStyle.RoundJoin)
        self._path_item = self.addPath(shape, pen)
        self._path_item.setZValue(Z_GHOST + 0.5)

    def selected_targets(self) -> dict[int, Move]:
        """The destinations shown for the selected peg (for tests and hints)."""
        return dict(self._targets)

    def show_hint(self, move: Any) -> None:
        if isinstance(move, Move):
            self._select(move.origin)
            self._show_path(move)

    def hole_position(self, name: str) -> QPointF:
        """The scene position of a hole given by its name in the notation."""
        return self._point(self.state.layout.board.index[name])
