"""The board of Halma (16×16 squares) and Chinese checkers (the 121-hole star).

The scene draws the engine state it is given. A click on one of the mover's
pegs marks every hole it can reach; hovering one of them shows the hop chain
that gets there, and a click on it emits the move. A click the rules do not
allow (another player's peg, a hole the peg cannot reach) is refused with the
engine's reason. The move that led to the shown state hops along its path,
one jump at a time. The keyboard does what the mouse does (`keys.KeyboardPlay`);
the colours come from the theme (`assets/themes/halma.json`, the seats' palette).
"""

from __future__ import annotations

import math
from typing import Any

from PySide6.QtCore import QCoreApplication, QEasingCurve, QPointF, QRectF, Qt, QTimer, QVariantAnimation
from PySide6.QtGui import QColor, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsPathItem

from engine.halma import PASS, HalmaState, Move
from engine.halma.rules import EMPTY
from gui import texts, theme
from gui.common.board import BoardScene
from gui.common.cues import cue_along
from gui.halma.items import (
    PEG,
    UNIT,
    Z_GHOST,
    Z_MARK,
    Z_MOVING,
    Z_PEG,
    BoardDrawing,
    PegItem,
    board_colour,
    path_shape,
    readable,
    ring,
)
from gui.halma.keys import KeyboardPlay
from gui.halma.panel import HalmaPanel

HOP_MS = 170  # one step or one hop of the animation, at normal speed
PASS_MS = 600  # time to read "… cannot move and passes" before the pass is played, at normal speed


class Scene(KeyboardPlay, BoardScene):
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
        self._drawing: BoardDrawing | None = None
        self._panel: HalmaPanel | None = None
        self._last_move: Move | None = None  # the move that led to the shown state, when known

    def panel_widget(self):
        self._panel = HalmaPanel([seat.name for seat in self.seat_info], self._seat_colours())
        if self.state is not None:
            self._panel.show_state(self.state)
        return self._panel

    def _seat_colours(self) -> list[QColor]:
        return [self._colour(seat) for seat in range(len(self.seat_info))]

    def apply_theme(self) -> None:
        """The board is drawn once per shape in the theme's colours: draw it again, and the pegs on it."""
        self._drawn_board = None
        if self._panel is not None:
            self._panel.colours = self._seat_colours()
        if self.state is not None:
            self.show_state(self.state, self._last_move, False)
        self.update()

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
        # Only this scene's own items go: the keyboard cursor and the marks layer stay.
        self._stop_animation()
        self._clear_selection()
        self._clear_marks()
        for item in self._pegs.values():
            self.removeItem(item)
        self._pegs.clear()
        if self._drawing is not None:
            self._drawing.remove()
        self._drawn_board = key
        self._xy = [QPointF(x * UNIT, y * UNIT) for x, y in state.layout.board.xy]
        self._drawing = BoardDrawing(self, state, self._xy, self._colour)
        self._rect = self._drawing.rect

    # -- showing a state ----------------------------------------------------------------
    def show_state(self, state: HalmaState, last_move: Any = None, animate: bool = True) -> None:
        self.state = state
        if self._panel is not None:
            self._panel.show_state(state)
        self._build_board(state)
        self._stop_animation()
        self._clear_selection()
        self._clear_marks()
        self._drawing.emphasise_target(state.to_move)
        for item in self._pegs.values():
            self.removeItem(item)
        self._pegs.clear()
        for hole, owner in enumerate(state.board):
            if owner >= 0:
                peg = self._peg(owner, hole)
                peg.setPos(self._point(hole))
                self.addItem(peg)
                self._pegs[hole] = peg
        self._last_move = last_move if isinstance(last_move, Move) else None
        if isinstance(last_move, Move):
            self._mark_last_move(last_move)
            if animate and self.animations_enabled and last_move.destination in self._pegs:
                self._animate(self._pegs[last_move.destination], last_move)
            hops = len(last_move.path) - 1  # a peg taps the board as each hop lands
            cue_along(self, self._animation, [(hop / hops, "peg_tap", 0.8) for hop in range(1, hops + 1)])
        self.update()

    def _peg(self, owner: int, hole: int) -> PegItem:
        """A peg of seat `owner`, edged to stand out from what lies around `hole`, with the seat's mark."""
        fill = self._colour(owner)
        mark = self.seat_info[owner].mark if owner < len(self.seat_info) else ""
        return PegItem(fill, theme.current().piece_edge(fill, self._drawing.surfaces[hole]), mark)

    def _on(self, key: str, hole: int) -> QColor:
        """The theme's colour `key` for a mark at `hole`, readable on the camp or board there."""
        return readable(board_colour(key), self._drawing.surfaces[hole])

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
        item = ring(self._point(hole), radius, colour, width, fill)
        self.addItem(item)
        return item

    def _path_shape(self, move: Move):
        return path_shape([self._point(hole) for hole in move.path])

    def _mark_last_move(self, move: Move) -> None:
        pen = QPen(board_colour("last_move"), 0.08 * UNIT, Qt.PenStyle.DotLine, Qt.PenCapStyle.RoundCap,
                   Qt.PenJoinStyle.RoundJoin)
        self._add_mark(self.addPath(self._path_shape(move), pen), Z_MARK)
        self._add_mark(self._ring(move.origin, 0.3 * UNIT, self._on("last_move", move.origin), 0.08 * UNIT), Z_MARK)
        self._add_mark(self._ring(move.destination, PEG + 0.09 * UNIT, self._on("last_move", move.destination),
                                  0.1 * UNIT), Z_MARK)

    # -- animation ---------------------------------------------------------------------
    def _animate(self, peg: PegItem, move: Move) -> None:
        points = [self._point(h) for h in move.path]
        animation = QVariantAnimation(self)
        animation.setStartValue(0.0)
        animation.setEndValue(float(len(points) - 1))
        animation.setDuration(self.animation_ms(HOP_MS * (len(points) - 1) + 60))
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
            QTimer.singleShot(self.animation_ms(PASS_MS), lambda: self._pass_if_still(state))

    def _pass_if_still(self, state: HalmaState) -> None:
        if self.interactive and self.state is state:
            self.moveChosen.emit(PASS)

    def mousePressEvent(self, event):  # noqa: N802 - Qt override
        if event.button() != Qt.MouseButton.LeftButton:
            return super().mousePressEvent(event)
        event.accept()
        hole = self._hole_at(event.scenePos())
        if hole is None:
            if self.interactive:
                self._clear_selection()
            return
        self._press_hole(hole)

    def _press_hole(self, hole: int) -> None:
        """A click on `hole`, or Space/Enter with the keyboard cursor there: pick up a peg, drop it again,
        or move the picked-up peg there (the whole hop chain at once); refusals come from the engine."""
        if not self.interactive or self.state is None or self.state.outcome() is not None:
            return
        state = self.state
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
        self._selection_items = [self._ring(hole, PEG + 0.1 * UNIT, self._on("selection", hole), 0.1 * UNIT)]
        self._selection_items[0].setZValue(Z_GHOST)
        ghost = QColor(self._colour(state.to_move))
        ghost.setAlphaF(0.55)
        for destination in self._targets:
            item = self._ring(destination, 0.28 * UNIT, self._on("destination", destination), 0.07 * UNIT, ghost)
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
        pen = QPen(board_colour("selection"), 0.09 * UNIT, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap,
                   Qt.PenJoinStyle.RoundJoin)
        self._path_item = self.addPath(shape, pen)
        self._path_item.setZValue(Z_GHOST + 0.5)

    def selected_targets(self) -> dict[int, Move]:
        """The destinations shown for the selected peg (for tests and hints)."""
        return dict(self._targets)

    def show_hint(self, move: Any) -> None:
        # The peg is selected with its destinations; the hop chain is the hint's arrow, which the window draws
        # over every game's board (drawing it here too showed the path twice).
        if isinstance(move, Move):
            self._select(move.origin)

    def hole_position(self, name: str) -> QPointF:
        """The scene position of a hole given by its name in the notation."""
        return self._point(self.state.layout.board.index[name])

    def winning_cells(self) -> list[str]:
        """The filled target camps of the winners."""
        outcome = self.state.outcome() if self.state is not None else None
        if outcome is None:
            return []
        layout = self.state.layout
        return [layout.board.names[hole] for seat in outcome.winners for hole in sorted(layout.targets[seat])]

    # -- marks over the board (analysis arrows, tutorial rings) ------------------------
    def cell_point(self, name: str) -> QPointF | None:
        if self.state is None or not isinstance(name, str):
            return None
        hole = self.state.layout.board.index.get(name.strip().lower())
        return None if hole is None else self._point(hole)

    def move_path(self, state: HalmaState, move: Any) -> list[QPointF]:
        """Every hole the peg passes: both ends of a step, each landing hole of a chain (a pass has none)."""
        if not isinstance(move, Move) or state is None or state.move_refusal(move) is not None:
            return []
        xy = state.layout.board.xy
        return [QPointF(xy[hole][0] * UNIT, xy[hole][1] * UNIT) for hole in move.path]
