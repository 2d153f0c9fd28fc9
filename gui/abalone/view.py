"""Abalone's board: a wooden hexagon with the official coordinates, marbles that slide, and two trays.

Playing with the mouse: click 1-3 of your marbles in a line (or drag across them), then click
one of the arrows that appear, click the cell you want to move to, or drag the selected
marbles in a direction. Hovering an arrow previews the result. Right-click or Escape clears
the selection. The keyboard does the same with a cursor over the cells (`keys.py`). What the
engine refuses (a move, a fourth marble in the line) is explained beside the board: the view
asks the engine and never judges a move or a group itself.

The scene draws the engine state it is given and emits moves; the game clock is the
session's (`gui/clock.py`).
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QEasingCurve, QPointF, QRectF, Qt, QVariantAnimation
from PySide6.QtWidgets import QWidget

from engine import IllegalMove
from engine.abalone import Move
from engine.abalone.board import CELL_BY_NAME, CELL_NAMES, CELLS, neighbour
from engine.abalone.rules import TOO_MANY_MARBLES, AbaloneState
from gui.abalone.drag import DragFeedback
from gui.abalone.items import (
    MARBLE_R,
    ON_FIELD,
    ON_TRAY,
    TRAY_MARBLE_R,
    Z_FLYING,
    Z_GHOST,
    Z_MARBLE,
    ArrowItem,
    BoardItem,
    D,
    MarbleItem,
    MarkItem,
    board_rect,
    cell_pos,
    direction_vector,
    nearest_direction,
    tray_slot,
    vector_length,
)
from gui.abalone.keys import KeyboardPlay
from gui.abalone.panel import RecordPanel
from gui.common.board import BoardScene
from gui.common.cues import cue_along

#: Animation lengths at normal speed, in milliseconds, and how far the pointer must move to count as a drag.
SLIDE_MS = 260
DROP_MS = 520
DRAG_THRESHOLD = 0.3 * D


# --------------------------------------------------------------------------- the scene


class Scene(KeyboardPlay, BoardScene):
    """The Abalone board for `gui.main_window`."""

    def __init__(self, spec, seats, parent=None):
        super().__init__(spec, seats, parent)
        self.board_item: BoardItem | None = None
        self.marble_items: dict[int, MarbleItem] = {}
        self.tray_items: list[MarbleItem] = []
        self.arrows: list[ArrowItem] = []
        self.ghosts: list[MarbleItem] = []
        self.mark_item: MarkItem | None = None
        self.selection: list[int] = []
        self.hint_move: Move | None = None
        self.last_move: Move | None = None
        self.animation: QVariantAnimation | None = None
        self._press: tuple[QPointF, int | None, str] | None = None  # position, cell, "move"/"select"/"arrow"
        self.record_panel: RecordPanel | None = None
        self.drag = DragFeedback(self, self._marble)

    # -- the BoardScene hooks ---------------------------------------------------------------
    def content_rect(self) -> QRectF:
        return board_rect()

    def cell_point(self, name: str) -> QPointF | None:
        cell = CELL_BY_NAME.get(name.upper()) if isinstance(name, str) else None
        return None if cell is None else cell_pos(cell)

    def winning_cells(self) -> list[str]:
        """The line of marbles whose push won (after it), when the game was won by pushing off."""
        move, state = self.last_move, self.state
        if move is None or state is None or state.outcome() is None:
            return []
        return [CELL_NAMES[neighbour(cell, move.direction)] for cell in move.marbles]

    def move_path(self, state: AbaloneState, move: Any) -> list[QPointF]:
        """An in-line move from its rear marble to the hole its front marble enters; a sideways move from
        the middle of the line to the middle of where it lands (a timeout has no path)."""
        if not isinstance(move, Move) or state is None or move not in state.children():
            return []
        step = direction_vector(move.direction)
        if move.inline:
            return [cell_pos(move.tail), cell_pos(move.head) + step]
        centre = sum((cell_pos(c) for c in move.marbles), QPointF()) / len(move.marbles)
        return [centre, centre + step]

    def panel_widget(self) -> QWidget | None:
        self.record_panel = RecordPanel(lambda: self.game_record() if self.game_record else None)
        self.record_panel.recordRead.connect(self.recordImported)
        return self.record_panel

    def show_state(self, state: AbaloneState, last_move: Any = None, animate: bool = True) -> None:
        previous = self.state
        self._finish_animation()
        self.state = state
        self.selection = []
        self.hint_move = None
        self.last_move = last_move if isinstance(last_move, Move) else None
        if self.board_item is None:
            self.board_item = BoardItem(state.options["marbles_to_win"], self._names())
            self.addItem(self.board_item)
        shifts = None
        if (self.last_move is not None and previous is not None
                and previous.outcome() is None and self.last_move in previous.children()
                and previous.children()[self.last_move][:2] == state.marbles):
            shifts = previous.displacements(self.last_move)
        self._rebuild()
        if shifts and animate and self.animations_enabled:
            self._animate(shifts)
        if shifts:
            self._sound(shifts)
        if self.record_panel is not None:
            self.record_panel.show_state(state)

    def apply_theme(self) -> None:
        """The board is cached: paint it afresh; marbles, arrows and marks are built again in the new colours,
        the selection kept."""
        if self.board_item is not None:
            self.board_item.names = self._names()
            self.board_item.update()
        if self.state is not None:
            self._finish_animation()
            self._rebuild()
        self.update()

    def _names(self) -> tuple[str, str]:
        return tuple(info.name for info in self.seat_info)

    def set_interactive(self, enabled: bool) -> None:
        super().set_interactive(enabled)
        if not enabled:
            self._set_selection([])
        for cell, item in self.marble_items.items():
            mine = enabled and self.state is not None and self.state.marbles[self.state.turn] >> cell & 1
            item.setCursor(Qt.CursorShape.PointingHandCursor if mine else Qt.CursorShape.ArrowCursor)

    def show_hint(self, move: Any) -> None:
        if isinstance(move, Move) and self.state is not None and move in self.state.children():
            self.hint_move = move
            self._set_selection(list(move.marbles))

    def animation_running(self) -> bool:
        return self.animation is not None and self.animation.state() == QVariantAnimation.State.Running

    def shutdown(self) -> None:
        self._finish_animation()

    # -- drawing ----------------------------------------------------------------------------
    def _rebuild(self) -> None:
        state = self.state
        for item in [*self.marble_items.values(), *self.tray_items]:
            self.removeItem(item)
        self.marble_items, self.tray_items = {}, []
        for seat in (0, 1):
            for cell in CELLS:
                if state.marbles[seat] >> cell & 1:
                    item = self._marble(seat)
                    item.place(cell_pos(cell))
                    self.addItem(item)
                    self.marble_items[cell] = item
            # seat's tray holds the opponent's marbles it pushed off
            for index in range(state.lost[1 - seat]):
                item = self._marble(1 - seat, TRAY_MARBLE_R, ON_TRAY)
                item.place(tray_slot(seat, index, self.board_item.slots))
                self.addItem(item)
                self.tray_items.append(item)
        self._mark_last_move()
        self._set_selection(self.selection)

    def _marble(self, seat: int, radius: float = MARBLE_R, surfaces: tuple[str, ...] = ON_FIELD) -> MarbleItem:
        """A marble of `seat`: its colour and its mark, outlined against the `surfaces` it lies on."""
        info = self.seat_info[seat]
        return MarbleItem(info.colour, radius, info.mark, surfaces)

    def _mark_last_move(self) -> None:
        if self.mark_item is not None:
            self.removeItem(self.mark_item)
            self.mark_item = None
        if self.last_move is None:
            return
        moved = [neighbour(c, self.last_move.direction) for c in self.last_move.marbles]
        dots = [cell_pos(c) for c in self.last_move.marbles if c not in moved]
        self.mark_item = MarkItem([cell_pos(c) for c in moved], dots)
        self.addItem(self.mark_item)

    def _set_selection(self, cells: list[int]) -> None:
        self.selection = sorted(cells)
        for cell, item in self.marble_items.items():
            item.set_selected_ring(cell in self.selection)
        for arrow in self.arrows:
            self.removeItem(arrow)
        self.arrows = []
        self.preview(None)
        if not self.selection or self.state is None:
            return
        children = self.state.children()
        group = tuple(self.selection)
        centre = sum((cell_pos(c) for c in group), QPointF()) / len(group)
        for d in range(6):
            move = Move(group, d)
            if move not in children:
                continue
            arrow = ArrowItem(move, children[move][2], hint=move == self.hint_move)
            arrow.hoverChanged.connect(self.preview)
            if move.inline:
                arrow.setPos(cell_pos(move.head) + direction_vector(d) * 0.6)
            else:
                arrow.setPos(centre + direction_vector(d) * 0.6)
            self.addItem(arrow)
            self.arrows.append(arrow)

    def preview(self, move: Move | None) -> None:
        """Ghost marbles where `move` would put every marble it shifts, the real ones dimmed (None clears)."""
        for ghost in self.ghosts:
            self.removeItem(ghost)
        self.ghosts = []
        for item in self.marble_items.values():
            if item.alpha != 255:
                item.alpha = 255
                item.update()
        if move is None or self.state is None or move not in self.state.children():
            return
        for seat, source, target in self.state.displacements(move):
            self.marble_items[source].alpha = 90
            self.marble_items[source].update()
            ghost = self._marble(seat)
            ghost.alpha = 170
            ghost.setZValue(Z_GHOST)
            ghost.setPos(cell_pos(target) if target is not None
                         else cell_pos(source) + direction_vector(move.direction) * 0.9)
            self.addItem(ghost)
            self.ghosts.append(ghost)

    # -- animation --------------------------------------------------------------------------
    def _animate(self, shifts: list[tuple[int, int, int | None]]) -> None:
        """Slide the shifted marbles from their old cells; an ejected one then drops into its tray."""
        direction = self.last_move.direction
        sliding = []  # (item, start, end)
        flying = None
        for seat, source, target in shifts:
            if target is not None:
                item = self.marble_items[target]
                sliding.append((item, cell_pos(source), cell_pos(target)))
            else:
                tray_seat = 1 - seat
                item = self.tray_items[self._tray_index(tray_seat)]
                item.setZValue(Z_FLYING)
                start = cell_pos(source)
                edge = start + direction_vector(direction)
                flying = (item, start, edge, item.home)
        slide_ms = self.animation_ms(SLIDE_MS)
        total = slide_ms + (self.animation_ms(DROP_MS) if flying else 0)
        split = slide_ms / total

        def step(value):
            t = float(value)
            slide = min(t / split, 1.0)
            eased = QEasingCurve(QEasingCurve.Type.OutCubic).valueForProgress(slide)
            for item, start, end in sliding:
                item.setPos(start + (end - start) * eased)
            if flying:
                item, start, edge, slot = flying
                if t <= split:
                    item.setPos(start + (edge - start) * eased)
                    item.setScale(MARBLE_R / TRAY_MARBLE_R)
                    item.alpha = int(255 - 80 * eased)
                else:
                    u = QEasingCurve(QEasingCurve.Type.InOutQuad).valueForProgress((t - split) / (1 - split))
                    control = QPointF((edge.x() + slot.x()) / 2, min(edge.y(), slot.y()) - 1.5 * D)
                    point = edge * (1 - u) ** 2 + control * (2 * u * (1 - u)) + slot * u * u
                    item.setPos(point)
                    item.setScale(MARBLE_R / TRAY_MARBLE_R * (1 - u) + u)
                    item.alpha = int(175 + 80 * u)

        animation = QVariantAnimation(self)
        animation.setStartValue(0.0)
        animation.setEndValue(1.0)
        animation.setDuration(total)
        animation.valueChanged.connect(step)
        animation.finished.connect(self._animation_done)
        self.animation = animation
        step(0.0)
        animation.start()

    def _sound(self, shifts: list[tuple[int, int, int | None]]) -> None:
        """The marbles click as their slide ends (louder when more move); one pushed off drops into its tray."""
        flying = any(target is None for _seat, _source, target in shifts)
        split = SLIDE_MS / (SLIDE_MS + DROP_MS) if flying else 1.0
        cues = [(split, "marble_click", min(1.0, 0.4 + 0.15 * len(shifts)))]
        cue_along(self, self.animation, cues + ([(1.0, "marble_drop", 1.0)] if flying else []))

    def _tray_index(self, tray_seat: int) -> int:
        """Index in `tray_items` of the newest marble in `tray_seat`'s tray."""
        first_of_seat = 0 if tray_seat == 0 else self.state.lost[1]
        return first_of_seat + self.state.lost[1 - tray_seat] - 1

    def _animation_done(self) -> None:
        """Every marble at rest where the state says, however the animation ended."""
        for item in self.marble_items.values():
            item.setPos(item.home)
            item.update()  # its cached picture was made at the sliding, sub-pixel positions
        for item in self.tray_items:
            item.setPos(item.home)
            item.setScale(1)
            item.alpha = 255
            item.setZValue(Z_MARBLE)
            item.update()

    def _finish_animation(self) -> None:
        if self.animation is not None:
            animation, self.animation = self.animation, None
            if animation.state() == QVariantAnimation.State.Running:
                animation.setCurrentTime(animation.duration())
                animation.stop()
            self._animation_done()
            animation.deleteLater()

    # -- input ------------------------------------------------------------------------------
    def cell_at(self, pos: QPointF) -> int | None:
        best = min(CELLS, key=lambda c: vector_length(cell_pos(c) - pos))
        return best if vector_length(cell_pos(best) - pos) <= 0.5 * D else None

    def _own(self, cell: int | None) -> bool:
        return cell is not None and bool(self.state.marbles[self.state.turn] >> cell & 1)

    def _ready(self) -> bool:
        return self.interactive and self.state is not None and self.state.outcome() is None

    def mousePressEvent(self, event):  # noqa: N802 - Qt override
        if not self._ready():
            return
        pos = event.scenePos()
        if event.button() == Qt.MouseButton.RightButton:
            self._set_selection([])
            return
        if event.button() != Qt.MouseButton.LeftButton:
            return
        arrow = self._arrow_at(pos)
        cell = self.cell_at(pos)
        if arrow is not None:
            mode = "arrow"
        elif cell in self.selection:
            mode = "move"
        else:
            mode = "select"
        self._press = (pos, cell, mode)
        event.accept()

    def mouseMoveEvent(self, event):  # noqa: N802 - Qt override
        super().mouseMoveEvent(event)  # hover events for the arrows
        if self._press is None or not self._ready():
            return
        start, anchor, mode = self._press
        pos = event.scenePos()
        cell = self.cell_at(pos)
        if mode == "select" and self._own(anchor) and self._own(cell):
            try:
                line = list(self.state.line_between(anchor, cell))
            except IllegalMove:
                return  # not a group that moves together: the selection stays as it was
            if line != self.selection:
                self._set_selection(line)
        move = self._drop(start, anchor, mode, pos)
        if move is None:
            self.drag.clear()
        else:  # the marbles follow the pointer; where they would go shows on the board
            legal = move if move in self.state.children() else None
            self.drag.follow(self.state.turn, move.marbles, pos - start, legal)

    def mouseReleaseEvent(self, event):  # noqa: N802 - Qt override
        self.drag.clear()
        if self._press is None or not self._ready():
            self._press = None
            return
        start, anchor, mode = self._press
        self._press = None
        pos = event.scenePos()
        if mode == "arrow":
            arrow = self._arrow_at(pos)
            if arrow is not None:
                self.moveChosen.emit(arrow.move)
            return
        if vector_length(pos - start) <= DRAG_THRESHOLD:
            self._click(anchor, pos)
            return
        move = self._drop(start, anchor, mode, pos)
        if move is not None:
            self.moveChosen.emit(move)

    def _drop(self, start: QPointF, anchor: int | None, mode: str, pos: QPointF) -> Move | None:
        """The move a drag from `start` (on the cell `anchor`) would make if dropped at `pos`, None for none."""
        if mode == "arrow" or vector_length(pos - start) <= DRAG_THRESHOLD:
            return None
        if mode == "move":  # the selected marbles dragged that way
            return Move(tuple(self.selection), nearest_direction(pos - start)) if self.selection else None
        if not self._own(anchor) or self._own(self.cell_at(pos)):
            return None
        # dragged off the end of the marbles just selected: move them that way
        group = self.selection if anchor in self.selection else [anchor]
        last = min(group, key=lambda c: vector_length(cell_pos(c) - pos))
        return Move(tuple(sorted(group)), nearest_direction(pos - cell_pos(last)))

    def _arrow_at(self, pos: QPointF) -> ArrowItem | None:
        for item in self.items(pos):
            if isinstance(item, ArrowItem):
                return item
        return None

    def _click(self, cell: int | None, pos: QPointF) -> None:
        if cell is None:
            self._set_selection([])
            return
        if self._own(cell):
            self._set_selection(self._toggled(cell))
            return
        if not self.selection:
            if self.state.marbles[1 - self.state.turn] >> cell & 1:
                try:
                    self.state.check_selection([cell])
                except IllegalMove as exc:  # always: the marble is the opponent's
                    self.moveRefused.emit(exc)
            else:
                self.statusMessage.emit(QCoreApplication.translate(
                    "abalone", "Select 1 to 3 of your own marbles first."))
            return
        self._click_target(cell, pos)

    def _toggled(self, cell: int) -> list[int]:
        """The selection after a click on the own marble `cell`: the engine says which groups may move."""
        selection = self.selection
        if cell in selection:
            if len(selection) < 3 or cell != selection[1]:
                return [c for c in selection if c != cell]
            return [cell]
        try:
            return list(self.state.check_selection([*selection, cell]))
        except IllegalMove as exc:
            refused = exc
        if len(selection) == 1:  # first and last of three: the middle one comes along
            try:
                return list(self.state.line_between(selection[0], cell))
            except IllegalMove as exc:
                refused = exc if exc.code == TOO_MANY_MARBLES else refused
        if refused.code == TOO_MANY_MARBLES:  # a fourth marble in the line: say why it was not added
            self.moveRefused.emit(refused)
        return [cell]  # any other marble starts a new selection

    def _click_target(self, cell: int, pos: QPointF) -> None:
        """A click on an empty or opposing cell with marbles selected: the move that goes there."""
        direction = self._target_direction(cell, pos)
        if direction is None:
            self.statusMessage.emit(QCoreApplication.translate(
                    "abalone", "Marbles move one cell: click next to the selected marbles, or an arrow."))
            return
        self._try(self.selection, direction)

    def _target_direction(self, cell: int, pos: QPointF) -> int | None:
        """The direction that takes the selection to `cell` (next to it), a legal one when there is one and
        the one nearest `pos` if several; None when `cell` is not next to the selection."""
        group = self.selection
        candidates = [d for d in range(6) if any(neighbour(c, d) == cell for c in group)]
        if not candidates:
            return None
        children = self.state.children()
        legal = [d for d in candidates if Move(tuple(group), d) in children]
        centre = sum((cell_pos(c) for c in group), QPointF()) / len(group)
        return max(legal or candidates, key=lambda d: QPointF.dotProduct(pos - centre, direction_vector(d)))

    def _try(self, group: list[int], direction: int) -> None:
        """Offer `group` moving in `direction`; the session plays it, or shows the engine's reason why not."""
        if group:
            self.moveChosen.emit(Move(tuple(sorted(group)), direction))

