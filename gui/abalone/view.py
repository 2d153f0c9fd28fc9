"""Abalone's board: a wooden hexagon with the official coordinates, marbles that slide, and two trays.

Playing with the mouse: click 1-3 of your marbles in a line (or drag across them), then click
one of the arrows that appear, click the cell you want to move to, or drag the selected
marbles in a direction. Hovering an arrow previews the result. Right-click or Escape clears
the selection. What the engine refuses (a move, a fourth marble in the line) is explained beside
the board: the view asks the engine and never judges a move or a group itself.

The scene draws the engine state it is given and emits moves; the game clock is the
session's (`gui/clock.py`).
"""

from __future__ import annotations

import math
from typing import Any

from PySide6.QtCore import QCoreApplication, QEasingCurve, QPointF, QRectF, Qt, QVariantAnimation
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
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QWidget

from engine import IllegalMove
from engine.abalone import Move
from engine.abalone.board import CELL_NAMES, CELLS, OFFSETS, neighbour
from engine.abalone.rules import EJECT, PUSH, TOO_MANY_MARBLES, AbaloneState
from gui.abalone.panel import RecordPanel
from gui.common.board import BoardScene

#: Distance between neighbouring cell centres, in scene units; everything else is a fraction of it.
D = 100.0
H = D * math.sqrt(3) / 2
MARBLE_R = 0.44 * D
TRAY_MARBLE_R = 0.36 * D
FRAME_R = 5.0 * D  # corner radius of the wooden hexagon
TRAY_Y = FRAME_R * math.sqrt(3) / 2 + 0.72 * D  # distance of each tray's centre line from the board centre
SLIDE_MS = 260
DROP_MS = 520
DRAG_THRESHOLD = 0.3 * D

Z_BOARD, Z_MARK, Z_MARBLE, Z_GHOST, Z_ARROW, Z_FLYING = 0, 1, 2, 3, 4, 5


def cell_pos(cell: int) -> QPointF:
    """The centre of a cell: row A at the bottom, E5 at the origin."""
    r, k = divmod(cell, 10)
    return QPointF((k - r / 2 - 2) * D, (4 - r) * H)


def direction_vector(direction: int) -> QPointF:
    """One step in `direction`, in scene units."""
    return cell_pos(44 + OFFSETS[direction]) - cell_pos(44)


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
        a = point + (before - point) * (radius / _length(before - point))
        b = point + (after - point) * (radius / _length(after - point))
        if i == 0:
            path.moveTo(a)
        else:
            path.lineTo(a)
        path.quadTo(point, b)
    path.closeSubpath()
    return path


def _length(vector: QPointF) -> float:
    return math.hypot(vector.x(), vector.y())


def paint_marble(painter: QPainter, centre: QPointF, radius: float, colour: QColor, alpha: int = 255) -> None:
    """A glossy marble with a soft shadow."""
    shadow = QColor(0, 0, 0, int(70 * alpha / 255))
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(shadow)
    painter.drawEllipse(centre + QPointF(0.07 * radius, 0.12 * radius), radius, radius)
    light = colour.lightness() > 128
    gradient = QRadialGradient(centre + QPointF(-0.35 * radius, -0.4 * radius), 1.5 * radius)
    top = colour.lighter(112) if light else colour.lighter(260)
    edge = colour.darker(165) if light else colour.darker(160)
    for stop, c in ((0.0, QColor(255, 255, 255) if light else top), (0.25, top if light else colour),
                    (0.7, colour.darker(108) if light else colour.darker(120)), (1.0, edge)):
        c = QColor(c)
        c.setAlpha(alpha)
        gradient.setColorAt(stop, c)
    painter.setBrush(QBrush(gradient))
    outline = QColor(0, 0, 0, int((60 if light else 110) * alpha / 255))
    painter.setPen(QPen(outline, 0.03 * radius))
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
        gradient.setColorAt(0, QColor("#7b4a26"))
        gradient.setColorAt(1, QColor("#4e2d15"))
        painter.setPen(QPen(QColor("#2c180a"), 0.05 * D))
        painter.setBrush(gradient)
        painter.drawPath(frame)
        field = rounded(hexagon(4.55 * D), 0.3 * D)
        inner = QRadialGradient(QPointF(-D, -1.5 * D), 6 * D)
        inner.setColorAt(0, QColor("#d9ad72"))
        inner.setColorAt(1, QColor("#b07a45"))
        painter.setPen(QPen(QColor("#3f240f"), 0.04 * D))
        painter.setBrush(inner)
        painter.drawPath(field)
        for cell in CELLS:
            self._paint_hole(painter, cell_pos(cell), 0.36 * D)
        self._paint_coordinates(painter)
        for seat in (0, 1):
            self._paint_tray(painter, seat)

    @staticmethod
    def _paint_hole(painter: QPainter, centre: QPointF, radius: float) -> None:
        hole = QRadialGradient(centre + QPointF(0, -0.25 * radius), 1.2 * radius)
        hole.setColorAt(0, QColor("#6b4220"))
        hole.setColorAt(0.7, QColor("#8d5d31"))
        hole.setColorAt(1, QColor("#c18f58"))
        painter.setPen(QPen(QColor(255, 240, 210, 90), 0.03 * D))
        painter.setBrush(hole)
        painter.drawEllipse(centre, radius, radius)

    def _paint_coordinates(self, painter: QPainter) -> None:
        font = QFont()
        font.setPixelSize(int(0.3 * D))
        font.setBold(True)
        painter.setFont(font)
        painter.setPen(QColor("#f4e3c3"))
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
        groove.setColorAt(0, QColor("#3a2210"))
        groove.setColorAt(1, QColor("#6a4322"))
        painter.setPen(QPen(QColor("#24140a"), 0.04 * D))
        painter.setBrush(groove)
        painter.drawRoundedRect(rect, rect.height() / 2, rect.height() / 2)
        for slot in range(self.slots):
            self._paint_hole(painter, tray_slot(seat, slot, self.slots), 0.3 * D)
        font = QFont()
        font.setPixelSize(int(0.3 * D))
        painter.setFont(font)
        painter.setPen(QColor("#e8dcc6"))
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
    """One marble; `selected_ring` draws the selection around it."""

    def __init__(self, colour: QColor, radius: float = MARBLE_R):
        super().__init__()
        self.colour = colour
        self.radius = radius
        self.selected_ring = False
        self.alpha = 255
        self.home = QPointF()  # where the marble rests once animations are over
        self.setZValue(Z_MARBLE)

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
        paint_marble(painter, QPointF(0, 0), self.radius, self.colour, self.alpha)
        if self.selected_ring:
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(QColor(40, 200, 255, 230), 0.13 * self.radius))
            painter.drawEllipse(QPointF(0, 0), self.radius * 1.08, self.radius * 1.08)


class ArrowItem(QGraphicsObject):
    """A clickable arrow for one legal direction of the selection; colour says step, push or ejection."""

    COLOURS = {EJECT: "#ff5252", PUSH: "#ffab40"}

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
        colour = QColor("#69f0ae" if self.hint else self.COLOURS.get(self.effect, "#ffe082"))
        disc = QColor(20, 20, 20, 150 if self.hovered else 95)
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
        scene = self.scene()
        if isinstance(scene, Scene):
            scene.preview(self.move)

    def hoverLeaveEvent(self, event):  # noqa: N802 - Qt override
        self.hovered = False
        self.update()
        scene = self.scene()
        if isinstance(scene, Scene):
            scene.preview(None)


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
        painter.setBrush(QColor(255, 214, 64, 120))
        for centre in self.halos:
            painter.drawEllipse(centre, 0.5 * D, 0.5 * D)
        painter.setBrush(QColor(255, 214, 64, 200))
        for centre in self.dots:
            painter.drawEllipse(centre, 0.11 * D, 0.11 * D)


# --------------------------------------------------------------------------- the scene


class Scene(BoardScene):
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

    # -- the BoardScene hooks ---------------------------------------------------------------
    def content_rect(self) -> QRectF:
        return board_rect()

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
            names = tuple(info.name for info in self.seat_info)
            self.board_item = BoardItem(state.options["marbles_to_win"], names)
            self.addItem(self.board_item)
        shifts = None
        if (animate and self.animations_enabled and self.last_move is not None and previous is not None
                and previous.outcome() is None and self.last_move in previous.children()
                and previous.children()[self.last_move][:2] == state.marbles):
            shifts = previous.displacements(self.last_move)
        self._rebuild()
        if shifts:
            self._animate(shifts)

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
                    item = MarbleItem(self.seat_info[seat].colour)
                    item.place(cell_pos(cell))
                    self.addItem(item)
                    self.marble_items[cell] = item
            # seat's tray holds the opponent's marbles it pushed off
            for index in range(state.lost[1 - seat]):
                item = MarbleItem(self.seat_info[1 - seat].colour, TRAY_MARBLE_R)
                item.place(tray_slot(seat, index, self.board_item.slots))
                self.addItem(item)
                self.tray_items.append(item)
        self._mark_last_move()
        self._set_selection(self.selection)

    def _mark_last_move(self) -> None:
        if self.mark_item is not None:
            self.removeItem(self.mark_item)
            self.mark_item = None
        if self.last_move is None:
            return
        offset = OFFSETS[self.last_move.direction]
        moved = [c + offset for c in self.last_move.marbles]
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
            if move.inline:
                head = max(group) if OFFSETS[d] > 0 else min(group)
                arrow.setPos(cell_pos(head) + direction_vector(d) * 0.6)
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
            ghost = MarbleItem(self.seat_info[seat].colour)
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
        total = SLIDE_MS + (DROP_MS if flying else 0)
        split = SLIDE_MS / total

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

    def _tray_index(self, tray_seat: int) -> int:
        """Index in `tray_items` of the newest marble in `tray_seat`'s tray."""
        first_of_seat = 0 if tray_seat == 0 else self.state.lost[1]
        return first_of_seat + self.state.lost[1 - tray_seat] - 1

    def _animation_done(self) -> None:
        """Every marble at rest where the state says, however the animation ended."""
        for item in self.marble_items.values():
            item.setPos(item.home)
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
        best = min(CELLS, key=lambda c: _length(cell_pos(c) - pos))
        return best if _length(cell_pos(best) - pos) <= 0.5 * D else None

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

    def mouseReleaseEvent(self, event):  # noqa: N802 - Qt override
        if self._press is None or not self._ready():
            self._press = None
            return
        start, anchor, mode = self._press
        self._press = None
        pos = event.scenePos()
        dragged = _length(pos - start) > DRAG_THRESHOLD
        if mode == "arrow":
            arrow = self._arrow_at(pos)
            if arrow is not None:
                self.moveChosen.emit(arrow.move)
            return
        if not dragged:
            self._click(anchor, pos)
            return
        cell = self.cell_at(pos)
        if mode == "move":
            self._try(self.selection, nearest_direction(pos - start))
        elif self._own(anchor) and not self._own(cell):
            # dragged off the end of the marbles just selected: move them that way
            group = self.selection if anchor in self.selection else [anchor]
            last = min(group, key=lambda c: _length(cell_pos(c) - pos))
            self._try(group, nearest_direction(pos - cell_pos(last)))

    def keyPressEvent(self, event):  # noqa: N802 - Qt override
        if event.key() == Qt.Key.Key_Escape:
            self._set_selection([])
            return
        super().keyPressEvent(event)

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
        group = self.selection
        candidates = [d for d in range(6) if any(neighbour(c, d) == cell for c in group)]
        if not candidates:
            self.statusMessage.emit(QCoreApplication.translate(
                    "abalone", "Marbles move one cell: click next to the selected marbles, or an arrow."))
            return
        children = self.state.children()
        legal = [d for d in candidates if Move(tuple(group), d) in children]
        centre = sum((cell_pos(c) for c in group), QPointF()) / len(group)
        pool = legal or candidates
        direction = max(pool, key=lambda d: QPointF.dotProduct(pos - centre, direction_vector(d)))
        self._try(group, direction)

    def _try(self, group: list[int], direction: int) -> None:
        """Offer `group` moving in `direction`; the session plays it, or shows the engine's reason why not."""
        if group:
            self.moveChosen.emit(Move(tuple(sorted(group)), direction))

