"""Tumblin-Dice board: the stepped board seen from above, dice drawn from their simulated poses, the flick.

Scene units are millimetres; the board runs left (launch pad) to right (4x).
The player places a die on the launch pad, drags back like a slingshot to aim
and set the power (from the drag length), and lets go. The throw is simulated
in a worker thread; the session then applies it (memoized, so at once) and the
trajectory is played back at real speed.
"""

from __future__ import annotations

import bisect
import math
import sys
from typing import Any

from PySide6.QtCore import QCoreApplication, QElapsedTimer, QPointF, QRectF, Qt, QTimer
from PySide6.QtGui import QBrush, QColor, QFont, QLinearGradient, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsEllipseItem, QGraphicsPathItem, QGraphicsRectItem, QGraphicsSimpleTextItem

from engine.core import IllegalMove
from engine.tumblin import NEXT_ROUND, Throw, physics
from engine.tumblin.rules import BOARD, HAND, SCORED, THROWING, die_points, place_of
from engine.tumblin.shapes import resting_quat, shape
from gui.common.board import BoardScene
from gui.texts import fill
from gui.tumblin.dice import MM, Die3DItem
from gui.tumblin.panel import TumblinPanel
from gui.workers import TaskRunner

#: Drag length (mm of scene) that gives full power.
PULL_MAX = 170.0
#: Speeds (m/s) at no and at full power; power^1.5 leaves fine control in the playable band.
SPEED_MIN, SPEED_MAX = 0.6, 3.2
BONUS_COLOUR = QColor("#d9a520")


def speed_for_pull(length: float) -> float:
    power = min(1.0, max(0.0, length / PULL_MAX))
    return SPEED_MIN + (SPEED_MAX - SPEED_MIN) * power ** 1.5


def pull_for_speed(speed: float) -> float:
    power = max(0.0, (speed - SPEED_MIN) / (SPEED_MAX - SPEED_MIN)) ** (1 / 1.5)
    return power * PULL_MAX


class Scene(BoardScene):
    def __init__(self, spec, seats, parent=None):
        super().__init__(spec, seats, parent)
        self.board = physics.board()
        self.runner = TaskRunner(self)
        self.runner.finished.connect(self._simulated)
        self.runner.failed.connect(self._simulation_failed)
        self._timer = QTimer(self)
        self._timer.setInterval(15)
        self._timer.timeout.connect(self._tick)
        self._clock = QElapsedTimer()
        self._animation: tuple[Any, Any] | None = None  # (Result, state before the throw)
        self._waiting: str | None = None  # "throw" (ours, then emit) or "show" (animate a played throw)
        self._pending: Throw | None = None
        self._last: tuple[Any, Throw] | None = None  # state before the last throw, and the throw
        self.die_items: list[Die3DItem] = []
        self.hand_items: list[QGraphicsRectItem] = []
        self.score_tags: list[QGraphicsSimpleTextItem] = []
        self.placed: QPointF | None = None
        self.aim = 0.0
        self.speed = 1.7
        self.spin = (0, 0)
        self.use_bonus = False
        self._dragging = False
        self._draw_board()
        self.panel = TumblinPanel(self)

    # -- the board ----------------------------------------------------------------------
    def _draw_board(self) -> None:
        b = self.board
        top = max(s.top for s in b.slabs)
        table = self.content_rect()
        table = QGraphicsRectItem(table)
        table.setBrush(QColor("#314238"))
        table.setPen(Qt.PenStyle.NoPen)
        table.setZValue(-10)
        self.addItem(table)
        font = QFont()
        font.setPointSizeF(26)
        font.setBold(True)
        for slab in sorted(b.slabs, key=lambda s: s.top):
            rect = QRectF(slab.x0 * MM, slab.y0 * MM, (slab.x1 - slab.x0) * MM, (slab.y1 - slab.y0) * MM)
            # Higher levels are lighter wood; each step casts a shadow on the level below.
            light = 0.55 + 0.45 * slab.top / top
            wood = QColor.fromRgbF(0.86 * light, 0.66 * light, 0.42 * light)
            shadow = QGraphicsRectItem(rect.translated(4, 4))
            shadow.setBrush(QColor(0, 0, 0, 60))
            shadow.setPen(Qt.PenStyle.NoPen)
            shadow.setZValue(slab.top * MM - 0.5)
            self.addItem(shadow)
            item = QGraphicsRectItem(rect)
            gradient = QLinearGradient(rect.topLeft(), rect.bottomRight())
            gradient.setColorAt(0, wood.lighter(108))
            gradient.setColorAt(1, wood.darker(104))
            item.setBrush(QBrush(gradient))
            item.setPen(QPen(wood.darker(140), 1.2))
            item.setZValue(slab.top * MM)
            self.addItem(item)
            if slab.level >= 2 and slab.name in ("L2", "L3", "L4b"):
                self._label(f"{slab.level}×", QPointF((slab.x0 + slab.x1) / 2 * MM, b.slabs[1].y1 * MM + 24),
                            font, slab.top * MM + 0.1)
        line = b.line_x * MM
        l1 = next(s for s in b.slabs if s.level == 1)
        zero = QGraphicsRectItem(l1.x0 * MM, l1.y0 * MM, line - l1.x0 * MM, (l1.y1 - l1.y0) * MM)
        zero.setBrush(QColor(40, 20, 0, 45))
        zero.setPen(Qt.PenStyle.NoPen)
        zero.setZValue(l1.top * MM + 0.05)
        self.addItem(zero)
        line_item = self.addLine(line, l1.y0 * MM, line, l1.y1 * MM, QPen(QColor("#2a1a0e"), 4))
        line_item.setZValue(l1.top * MM + 0.1)
        self._label("0×", QPointF((l1.x0 * MM + line) / 2, l1.y1 * MM + 24), font, l1.top * MM + 0.1)
        self._label("1×", QPointF((line + l1.x1 * MM) / 2, l1.y1 * MM + 24), font, l1.top * MM + 0.1)
        area = QRectF(b.launch_x[0] * MM, b.launch_y[0] * MM, (b.launch_x[1] - b.launch_x[0]) * MM,
                      (b.launch_y[1] - b.launch_y[0]) * MM)
        self.launch_rect = area
        pad = QGraphicsRectItem(area)
        pad.setPen(QPen(QColor(255, 255, 255, 120), 1.5, Qt.PenStyle.DashLine))
        pad.setZValue(b.launch.top * MM + 0.1)
        self.addItem(pad)
        for x, y, z in b.pegs:
            r = b.peg_radius * MM
            peg = QGraphicsEllipseItem(x * MM - r, y * MM - r, 2 * r, 2 * r)
            gradient = QLinearGradient(QPointF(x * MM - r, y * MM - r), QPointF(x * MM + r, y * MM + r))
            gradient.setColorAt(0, QColor("#b07a45"))
            gradient.setColorAt(1, QColor("#5b3418"))
            peg.setBrush(QBrush(gradient))
            peg.setPen(QPen(QColor("#3b2210"), 0.8))
            peg.setZValue((z + b.peg_height) * MM)
            self.addItem(peg)
        self.aim_path = QGraphicsPathItem()
        self.aim_path.setZValue(500)
        self.addItem(self.aim_path)
        self.ghost: Die3DItem | None = None
        self.readout = QGraphicsSimpleTextItem()
        small = QFont()
        small.setPointSizeF(13)
        self.readout.setFont(small)
        self.readout.setBrush(QColor("#fff6dc"))
        self.readout.setZValue(501)
        self.addItem(self.readout)

    def _label(self, text: str, centre: QPointF, font: QFont, z: float) -> None:
        item = QGraphicsSimpleTextItem(text)
        item.setFont(font)
        item.setBrush(QColor(238, 226, 196, 200))
        rect = item.boundingRect()
        item.setPos(centre.x() - rect.width() / 2, centre.y() - rect.height() / 2)
        item.setZValue(z)
        self.addItem(item)

    def content_rect(self) -> QRectF:
        l1 = self.board.slabs[1]
        return QRectF(-20, l1.y0 * MM - 20, 910, (l1.y1 - l1.y0) * MM + 70)

    # -- drawing a state ----------------------------------------------------------------
    def _colour(self, die) -> QColor:
        if die.bonus:
            return BONUS_COLOUR
        return QColor(self.seat_info[die.owner].colour)

    def _ensure_items(self, state) -> None:
        if len(self.die_items) == len(state.dice):
            return
        for item in self.die_items + self.hand_items:
            self.removeItem(item)
        self.die_items = []
        self.hand_items = []
        for die in state.dice:
            item = Die3DItem(shape(die.shape, self.board.edge), self._colour(die))
            self.addItem(item)
            self.die_items.append(item)
            hand = QGraphicsRectItem(-6, -6, 12, 12)
            hand.setBrush(self._colour(die))
            hand.setPen(QPen(self._colour(die).darker(160), 0.8))
            hand.setZValue(120)
            self.addItem(hand)
            self.hand_items.append(hand)

    def show_state(self, state, last_move=None, animate=True) -> None:
        previous = self.state
        self.state = state
        self._ensure_items(state)
        self._stop_animation()
        self.runner.cancel()  # a throw still being simulated for the old position is not wanted any more
        self._waiting = self._pending = None
        if isinstance(last_move, Throw) and previous is not None and previous.phase == THROWING:
            self._last = (previous, last_move)
            if animate and self.animations_enabled:
                self._waiting = "show"
                self.runner.start(lambda cancel: previous.result(last_move, cancel))
                self._draw_dice(previous)
                self.panel.refresh()
                return
        elif last_move is None:  # undo, redo of a loaded move, a new game
            self._last = None
        self._draw_dice(state)
        self.panel.refresh()

    def _draw_dice(self, state, scored_tags: bool = True) -> None:
        for tag in self.score_tags:
            self.removeItem(tag)
        self.score_tags = []
        slots: dict[int, int] = {}
        for die, item, hand in zip(state.dice, self.die_items, self.hand_items):
            visible = die.status == BOARD
            item.setVisible(visible)
            if visible:
                item.set_pose(die.pose)
            in_hand = die.status == HAND and (state.phase == THROWING)
            hand.setVisible(in_hand)
            if in_hand:
                hand.setPos(self._hand_spot(state, die.owner, slots))
            if visible and scored_tags and state.phase != THROWING:
                self._tag(die, item, state)
        self._update_aim()

    def _hand_spot(self, state, seat: int, slots: dict[int, int]) -> QPointF:
        """Dice still to throw line up beside the launch pad, one row per player (their score pad)."""
        k = slots.get(seat, 0)
        slots[seat] = k + 1
        row = state.order.index(seat) if seat in state.order else seat
        half = row % 2
        line = row // 2
        y = (-203 + line * 16) if half == 0 else (203 - line * 16)
        return QPointF(10 + k * 14, y)

    def _tag(self, die, item: Die3DItem, state) -> None:
        points = die_points(die, state.options)
        tag = QGraphicsSimpleTextItem(str(points))
        font = QFont()
        font.setPointSizeF(11)
        font.setBold(True)
        tag.setFont(font)
        tag.setBrush(QColor("#fffbe8") if points > 0 else QColor(255, 255, 255, 140))
        tag.setPos(item.pos() + QPointF(item.radius * 1.2, -item.radius * 2.0))
        tag.setZValue(400)
        self.addItem(tag)
        self.score_tags.append(tag)

    # -- animation ----------------------------------------------------------------------
    def _simulated(self, result) -> None:
        waiting, self._waiting = self._waiting, None
        if waiting == "throw":
            throw, self._pending = self._pending, None
            self.moveChosen.emit(throw)
        elif waiting == "show" and self._last is not None:
            self._animation = (result, self._last[0])
            self._update_aim()
            self._clock.start()
            self._timer.start()
            self._tick()

    def _simulation_failed(self, details: str) -> None:
        """A throw could not be simulated (a bug): say so in the player's language, keep the details for a report."""
        print(details, file=sys.stderr)
        self._waiting = self._pending = None
        if self.state is not None:
            self._draw_dice(self.state)  # a played throw that could not be shown: show where the dice are
        self.panel.refresh()
        self.statusMessage.emit(QCoreApplication.translate(
            "tumblin", "The throw could not be simulated. Please report this as a bug."))

    def _report(self, result) -> None:
        """Say in the status bar where the thrown die ended."""
        index = result.bodies[-1]
        die = result.state.dice[index]
        name = self.seat_info[die.owner].name
        place = place_of(die)
        if place.level is None:
            text = fill(QCoreApplication.translate("tumblin", "%1's die fell off the board."), name)
        elif place.level == 0:
            text = fill(QCoreApplication.translate("tumblin", "%1's die stopped short of the line."), name)
        else:
            text = fill(QCoreApplication.translate("tumblin", "%1's die shows %2 on level %3×: %4 points."),
                        name, place.face, place.level, die_points(die, result.state.options))
        self.statusMessage.emit(text)

    def replay(self) -> None:
        """Show the last throw again."""
        if self._last is None or self.animation_running():
            return
        previous, throw = self._last
        self._waiting = "show"
        self.runner.start(lambda cancel: previous.result(throw, cancel))

    def can_replay(self) -> bool:
        return self._last is not None

    def _tick(self) -> None:
        if self._animation is None:
            self._timer.stop()
            return
        result, before = self._animation
        run = result.run
        t = self._clock.elapsed() / 1000.0
        if t >= run.times[-1]:
            self._stop_animation()
            self._draw_dice(self.state)
            self.panel.refresh()
            self._report(result)
            return
        k = bisect.bisect_right(run.times, t) - 1
        frame = run.frames[k]
        self._draw_dice(before, scored_tags=False)
        for body, index in enumerate(result.bodies):
            item = self.die_items[index]
            item.setVisible(True)
            item.set_pose(tuple(float(v) for v in frame[body]))
            self.hand_items[index].setVisible(False)

    def _stop_animation(self) -> None:
        self._timer.stop()
        self._animation = None

    def animation_running(self) -> bool:
        return self._animation is not None or self._waiting is not None

    # -- the flick ----------------------------------------------------------------------
    def set_interactive(self, enabled: bool) -> None:
        super().set_interactive(enabled)
        if enabled and self.state is not None and self.state.phase == THROWING:
            self.statusMessage.emit(QCoreApplication.translate(
                "tumblin", "Click the launch pad to place your die, then drag back to aim "
                                       "and let go; the longer the pull, the harder the flick."))
            if self.placed is None:
                self.placed = self.launch_rect.center()
        self._update_aim()
        self.panel.refresh()

    def _can_flick(self) -> bool:
        return (self.interactive and self.state is not None and self.state.phase == THROWING
                and not self.animation_running())

    def mousePressEvent(self, event) -> None:  # noqa: N802 - Qt override
        if event.button() != Qt.MouseButton.LeftButton:
            return super().mousePressEvent(event)
        spot = self._pad_spot(event.scenePos())
        if spot is not None and self._refuse_throw_after_round(spot):
            event.accept()
            return
        if not self._can_flick():
            return super().mousePressEvent(event)
        if spot is not None:
            self.placed = spot
        self._dragging = self.placed is not None
        self._update_aim()
        event.accept()

    def mouseMoveEvent(self, event) -> None:  # noqa: N802 - Qt override
        if not self._dragging:
            return super().mouseMoveEvent(event)
        pull = self.placed - event.scenePos()
        length = math.hypot(pull.x(), pull.y())
        if length > 4:
            limit = self.board.raw["throw_limits"]["aim_mrad"][1] / 1000
            self.aim = max(-limit, min(limit, math.atan2(pull.y(), pull.x())))
            self.speed = speed_for_pull(length)
            self.panel.refresh()
        self._update_aim()
        event.accept()

    def mouseReleaseEvent(self, event) -> None:  # noqa: N802 - Qt override
        if not self._dragging:
            return super().mouseReleaseEvent(event)
        self._dragging = False
        pull = self.placed - event.scenePos()
        if math.hypot(pull.x(), pull.y()) > 8:
            self.throw()
        event.accept()

    def _pad_spot(self, pos: QPointF) -> QPointF | None:
        """Where a click at `pos` places the die on the launch pad (a little outside counts), else None."""
        pad = self.launch_rect
        if not pad.adjusted(-8, -8, 8, 8).contains(pos):
            return None
        return QPointF(min(max(pos.x(), pad.left()), pad.right()), min(max(pos.y(), pad.top()), pad.bottom()))

    def _refuse_throw_after_round(self, spot: QPointF) -> bool:
        """A click on the launch pad once the round is scored: the engine says why no die can be thrown."""
        if not (self.interactive and self.state is not None and self.state.phase == SCORED
                and not self.animation_running()):
            return False
        try:
            self.state.check(self._throw_from(spot))
        except IllegalMove as exc:
            self.moveRefused.emit(exc)
            return True
        return False

    def _throw_from(self, spot: QPointF, bonus: bool = False) -> Throw:
        """The flick set up now (aim, power, spin) from `spot` on the launch pad."""
        return Throw(round(spot.x()), round(spot.y()), round(self.aim * 1000), round(self.speed * 1000),
                     int(self.spin[0]), int(self.spin[1]), bonus)

    def current_throw(self) -> Throw | None:
        if self.state is None or self.placed is None or self.state.phase != THROWING:
            return None
        seat = self.state.to_move
        hand = [self.state.dice[i] for i in self.state.hand(seat)]
        bonus = bool(hand) and (all(d.bonus for d in hand) or (self.use_bonus and any(d.bonus for d in hand)))
        return self._throw_from(self.placed, bonus)

    def throw(self) -> None:
        """Flick with the current placement, aim, power and spin (simulated in a worker)."""
        if not self._can_flick():
            return
        throw = self.current_throw()
        if throw is None:
            return
        try:
            self.state.check(throw)
        except IllegalMove as exc:
            self.moveRefused.emit(exc)
            return
        state = self.state
        self._pending = throw
        self._waiting = "throw"
        self._update_aim()
        self.panel.refresh()
        self.runner.start(lambda cancel: state.result(throw, cancel))

    def next_round(self) -> None:
        if self.interactive and self.state is not None and self.state.phase == SCORED:
            self.moveChosen.emit(NEXT_ROUND)

    def _update_aim(self) -> None:
        path = QPainterPath()
        show = self._can_flick() and self.placed is not None
        if self.ghost is None and self.state is not None:
            self.ghost = Die3DItem(shape("d6", self.board.edge), QColor("white"))
            self.ghost.setOpacity(0.85)
            self.addItem(self.ghost)
        if self.ghost is not None:
            self.ghost.setVisible(show)
        self.readout.setVisible(show)
        if show:
            seat = self.state.to_move
            hand = [self.state.dice[i] for i in self.state.hand(seat)]
            die = next((d for d in hand if d.bonus == self.use_bonus), hand[0] if hand else None)
            if die is not None and (self.ghost.shape_.name != die.shape or self.ghost.body != self._colour(die)):
                self.removeItem(self.ghost)
                self.ghost = Die3DItem(shape(die.shape, self.board.edge), self._colour(die))
                self.ghost.setOpacity(0.85)
                self.addItem(self.ghost)
            quat = resting_quat(self.ghost.shape_, self.ghost.shape_.sides, self.aim)
            self.ghost.set_pose((self.placed.x() / MM, self.placed.y() / MM, self.board.launch.top + 0.008, *quat))
            self.ghost.setZValue(300)
            start = self.placed
            direction = QPointF(math.cos(self.aim), math.sin(self.aim))
            reach = 60 + 420 * (self.speed - SPEED_MIN) / (SPEED_MAX - SPEED_MIN)
            path.moveTo(start)
            path.lineTo(start + direction * reach)
            head = start + direction * reach
            side = QPointF(-direction.y(), direction.x())
            path.moveTo(head - direction * 14 + side * 7)
            path.lineTo(head)
            path.lineTo(head - direction * 14 - side * 7)
            back = start - direction * pull_for_speed(self.speed)
            path.moveTo(start)
            path.lineTo(back)
            self.readout.setText(fill(QCoreApplication.translate("tumblin", "%1 m/s"), f"{self.speed:.2f}"))
            self.readout.setPos(back + QPointF(6, 6))
        self.aim_path.setPath(path)
        self.aim_path.setPen(QPen(QColor(255, 250, 230, 220), 2.5, Qt.PenStyle.DashLine))

    def show_hint(self, move) -> None:
        """Set the flick controls to the suggested throw; the player still lets go."""
        if isinstance(move, Throw):
            self.placed = QPointF(move.x, move.y)
            self.aim, self.speed = move.aim / 1000, move.speed / 1000
            self.use_bonus = move.bonus
            self._update_aim()
            self.panel.refresh()

    # -- shell hooks --------------------------------------------------------------------
    def panel_widget(self):
        return self.panel

    def retranslate(self) -> None:
        self._update_aim()

    def shutdown(self) -> None:
        self._stop_animation()
        self.runner.cancel()
        self.runner.wait(3000)
