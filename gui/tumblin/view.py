"""Tumblin-Dice board: the stepped board in perspective or from above, dice drawn from their simulated
poses, the flick.

`viewpoint` holds the camera: it draws the board and makes the dice for it, and turns spots of the board's
plan (millimetres, x down the board from the launch pad, y across: what a throw names) into scene points.
The player places a die on the launch pad and flicks it toward the board (`flick`:
a sweep, or a pull back like a slingshot), and lets go. The throw is simulated
in a worker thread; the session then applies it (memoized, so at once) and the
trajectory is played back (at 1/animation_factor of real time). The items are
drawn by `items` in the theme's colours; the side panel (`panel.TumblinPanel`)
asks for a throw, a replay or the next round through its signals, and the scene
shows it the state and the flick. `keys` sets up and throws a flick with keys
alone; `words` says it, and each throw of the move list, in the player's language.
A throw's result (move list, scores) shows once its die rests; a scored round that a
computer collects stays on the board until the player goes on (`round_hold`).
"""

from __future__ import annotations

import bisect
import math
import sys
from typing import Any

from PySide6.QtCore import QCoreApplication, QElapsedTimer, QPointF, QTimer
from PySide6.QtGui import QColor, QPainterPath
from PySide6.QtWidgets import QGraphicsScene, QGraphicsSimpleTextItem

from engine.core import IllegalMove
from engine.tumblin.physics import board
from engine.tumblin.rules import BOARD, HAND, NEXT_ROUND, SCORED, THROWING, Throw, die_points, place_of
from engine.tumblin.shapes import resting_quat
from gui.common.board import BoardScene
from gui.common.ticker import FrameTicker
from gui.texts import fill, number
from gui.tumblin import sounds
from gui.tumblin.flick import SPEED_MAX, SPEED_MIN, MouseFlick, pull_for_speed
from gui.tumblin.items import (
    MM,
    Die3DItem,
    HandMarker,
    aim_path,
    aim_path_item,
    colour,
    keep_clear,
    readout_item,
    score_tag,
)
from gui.tumblin.keys import FlickKeys, KeyboardPlay
from gui.tumblin.panel import TumblinPanel
from gui.tumblin.viewpoint import Viewpoint
from gui.workers import TaskRunner

# How long a scored round stays on the board before a computer collects the dice, when nobody need press
# "Go on" (computers only, or animations off), in milliseconds.
ROUND_PAUSE_MS = 1500


class Scene(MouseFlick, KeyboardPlay, Viewpoint, BoardScene):
    def __init__(self, spec, seats, parent=None):
        super().__init__(spec, seats, parent)
        self.board = board()
        # Dice move every frame: finding items by a spatial index would cost more than it saves.
        self.setItemIndexMethod(QGraphicsScene.ItemIndexMethod.NoIndex)
        self.runner = TaskRunner(self)
        self.runner.finished.connect(self._simulated)
        self.runner.failed.connect(self._simulation_failed)
        self._timer = FrameTicker(self)  # a replay's frames, in step with Qt's animations
        self._timer.timeout.connect(self._tick)
        self._clock = QElapsedTimer()  # the real time since a replay started
        self._animation: tuple[Any, Any] | None = None  # (Result, state before the throw)
        self._waiting: str | None = None  # "throw" (ours, then emit) or "show" (animate a played throw)
        self._pending: Throw | None = None
        self._last: tuple[Any, Throw] | None = None  # state before the last throw, and the throw
        # A played throw not yet at rest (state before it, throw): the panel and the move list keep its
        # result back until then.
        self._unrested: tuple[Any, Throw] | None = None
        # The pause after a round a computer collects: "player" (until the player goes on) or "timer".
        self.round_hold: str | None = None
        self._round_timer = QTimer(self)
        self._round_timer.setSingleShot(True)
        self._round_timer.timeout.connect(self.go_on)
        self.die_items: list[Die3DItem] = []
        self.hand_items: list[HandMarker] = []
        self.score_tags: list[QGraphicsSimpleTextItem] = []
        self.placed: QPointF | None = None
        self.aim = 0.0
        self.speed = 1.7
        self.spin = (0, 0)
        self.use_bonus = False
        self.keys = FlickKeys(self)
        self.after_states = {}  # (id of a position, throw) -> (position, position after it): the move list
        self.draw_board()
        self.aim_path = aim_path_item()
        self.addItem(self.aim_path)
        self.ghost: Die3DItem | None = None
        self.readout = readout_item()
        self.addItem(self.readout)
        self.panel = TumblinPanel(seats)
        self.panel.speedChanged.connect(self.set_speed)
        self.panel.aimChanged.connect(self.set_aim)
        self.panel.spinChanged.connect(self.set_spin)
        self.panel.bonusChanged.connect(self.set_use_bonus)
        self.panel.throwAsked.connect(self.throw)
        self.panel.replayAsked.connect(self.replay)
        self.panel.nextRoundAsked.connect(self.next_round)

    # -- drawing a state ----------------------------------------------------------------
    def _colour(self, die) -> QColor:
        """A die's body: its owner's colour; a bonus die is gold whoever owns it."""
        if die.bonus:
            return colour("bonus_die")
        return QColor(self.seat_info[die.owner].colour)

    def _die_item(self, die, ghost: bool = False) -> Die3DItem:
        seat = self.seat_info[die.owner]
        return self.make_die(die.shape, self._colour(die), ghost, mark=seat.mark, owner=QColor(seat.colour),
                             bonus=die.bonus)

    def _ensure_items(self, state) -> None:
        if len(self.die_items) == len(state.dice):
            return
        for item in self.die_items + self.hand_items:
            self.removeItem(item)
        self.die_items = []
        self.hand_items = []
        for die in state.dice:
            item = self._die_item(die)
            self.addItem(item)
            self.die_items.append(item)
            hand = self.make_hand(die.shape, self._colour(die), self.seat_info[die.owner].mark)
            self.addItem(hand)
            self.hand_items.append(hand)

    def apply_theme(self) -> None:
        """The board, the dice and their marks are drawn again in the new theme and seat colours."""
        for item in self.board_items + self.die_items + self.hand_items + ([self.ghost] if self.ghost else []):
            self.removeItem(item)
        self.die_items, self.hand_items, self.ghost = [], [], None
        self.draw_board()
        self.panel.seat_info = self.seat_info
        if self.state is not None:  # a throw being simulated or replayed goes on with the new items
            self._ensure_items(self.state)
            self._draw_dice(self._unrested[0] if self._unrested is not None else self.state)
        self._refresh_panel()
        self.update()

    def show_state(self, state, last_move=None, animate=True) -> None:
        previous = self.state
        self.state = state
        self._ensure_items(state)
        self._stop_animation()
        self.runner.cancel()  # a throw still being simulated for the old position is not wanted any more
        self._waiting = self._pending = None
        self.round_hold = None
        self._round_timer.stop()
        if isinstance(last_move, Throw) and previous is not None and previous.phase == THROWING:
            self._last = (previous, last_move)
            self.remember_throw(previous, last_move, state)
            if animate and self.animations_enabled:
                self._waiting = "show"
                self._unrested = (previous, last_move)
                self.runner.start(lambda cancel: previous.result(last_move, cancel))
                self._draw_dice(previous)
                self._refresh_panel()
                self.movesReworded.emit()  # its entry says the die is on its way
                return
            sounds.thrown(self)
        elif last_move is None:  # undo, redo of a loaded move, a new game
            self._last = None
        self._at_rest()

    def _at_rest(self, rolled: bool = False) -> None:
        """The shown position is still (`rolled`: after the throw was shown rolling): the dice where they lie,
        the scores, the move list's words for a throw that was on its way, and the pause after a round."""
        self._draw_dice(self.state)
        reworded, self._unrested = self._unrested is not None, None
        self._hold_round(rolled)
        self._refresh_panel()
        if reworded:
            self.movesReworded.emit()

    def _hold_round(self, rolled: bool) -> None:
        """A scored round that a computer is to collect stays on the board (computers wait while
        `animation_running`): after a throw shown rolling until the player goes on, else (computers only,
        animations off) for ROUND_PAUSE_MS. A human to collect the dice pauses by not collecting them yet."""
        state = self.state
        if state is None or state.phase != SCORED or self.seat_info[state.to_move].human:
            return
        if rolled and any(info.human for info in self.seat_info):
            self.round_hold = "player"
        else:
            self.round_hold = "timer"
            self._round_timer.start(ROUND_PAUSE_MS)

    def go_on(self) -> bool:
        """End the pause after a round (the computer collects the dice next); False if there was none."""
        if self.round_hold is None:
            return False
        self.round_hold = None
        self._round_timer.stop()
        self._refresh_panel()
        return True

    def _draw_dice(self, state, scored_tags: bool = True) -> None:
        for tag in self.score_tags:
            self.removeItem(tag)
        self.score_tags = []
        slots: dict[int, int] = {}
        thrown = self._last[0].thrown_die(self._last[1]) if self._last is not None and state is self.state else None
        moving = self._animation[0].bodies if self._animation is not None else ()  # posed by the replay's frame
        for index, (die, item, hand) in enumerate(zip(state.dice, self.die_items, self.hand_items)):
            visible = die.status == BOARD
            item.setVisible(visible)
            if visible and index not in moving:
                item.set_pose(die.pose)
            in_hand = die.status == HAND and (state.phase == THROWING)
            hand.setVisible(in_hand)
            if in_hand:
                k = slots[die.owner] = slots.get(die.owner, -1) + 1
                self.place_in_hand(hand, state.order.index(die.owner) if die.owner in state.order else die.owner, k)
            # Once the round is scored every die's points show; before, those of the last die thrown.
            if visible and scored_tags and (state.phase != THROWING or index == thrown):
                self._tag(die, item, state)
        self._update_aim()

    def _tag(self, die, item: Die3DItem, state) -> None:
        tag = score_tag(die_points(die, state.options), item)
        tag.setScale(self.camera.text_scale)
        keep_clear(tag, self.score_tags)
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
            self._timer.start()  # shows the first frame at once

    def _simulation_failed(self, details: str) -> None:
        """A throw could not be simulated (a bug): say so in the player's language, keep the details for a report."""
        print(details, file=sys.stderr)
        self._waiting = self._pending = None
        if self.state is not None:
            self._at_rest()  # a played throw that could not be shown: show where the dice are
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
        if self._last is None or self._moving():
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
        # Simulated time runs at 1/animation_factor of real time (slow: half speed; off: at the end at once).
        factor = self.animation_factor
        t = self._clock.elapsed() / 1000.0 / factor if factor > 0 else math.inf
        sounds.hits_until(self, run, t)
        if t >= run.times[-1]:
            self._stop_animation()
            self._at_rest(rolled=True)
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

    def _moving(self) -> bool:
        """A throw is being simulated or played back."""
        return self._animation is not None or self._waiting is not None

    def animation_running(self) -> bool:
        """Dice still move, or a scored round is shown before the computer collects them: the game waits."""
        return self._moving() or self.round_hold is not None

    # -- the flick ----------------------------------------------------------------------
    def set_interactive(self, enabled: bool) -> None:
        super().set_interactive(enabled)
        if enabled and self.state is not None and self.state.phase == THROWING and self.placed is None:
            self.placed = self.launch_rect.center()  # how to throw: the panel's help
        self._update_aim()
        self._refresh_panel()

    def can_flick(self) -> bool:
        """Whether the player may set up and throw a flick now."""
        return (self.interactive and self.state is not None and self.state.phase == THROWING
                and not self.animation_running())

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
        if not self.can_flick():
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
        self._refresh_panel()
        self.runner.start(lambda cancel: state.result(throw, cancel))

    def next_round(self) -> None:
        """The panel's next-round button: end the pause after a round, or collect the dice."""
        if self.go_on():
            return
        if self.interactive and self.state is not None and self.state.phase == SCORED:
            self.moveChosen.emit(NEXT_ROUND)

    def _update_aim(self) -> None:
        path = QPainterPath()
        show = self.can_flick() and self.placed is not None
        if self.ghost is None and self.state is not None:
            self.ghost = self.make_die("d6", QColor("white"), ghost=True)
            self.addItem(self.ghost)
        if self.ghost is not None:
            self.ghost.setVisible(show)
        self.readout.setVisible(show)
        self.readout.setScale(self.camera.text_scale)
        if show:
            seat = self.state.to_move
            hand = [self.state.dice[i] for i in self.state.hand(seat)]
            die = next((d for d in hand if d.bonus == self.use_bonus), hand[0] if hand else None)
            if die is not None and (self.ghost.shape_.name != die.shape or self.ghost.body != self._colour(die)
                                    or self.ghost.bonus != die.bonus):
                self.removeItem(self.ghost)
                self.ghost = self._die_item(die, ghost=True)
                self.addItem(self.ghost)
            quat = resting_quat(self.ghost.shape_, self.ghost.shape_.sides, self.aim)
            self.ghost.set_pose((self.placed.x() / MM, self.placed.y() / MM, self.board.launch.top + 0.008, *quat))
            self.ghost.setZValue(300)
            if self.drag is not None and self.drag.too_sideways():  # letting go now throws nothing: say so
                self.readout.setText(QCoreApplication.translate("tumblin", "No throw: aim toward the board"))
                self.readout.setPos(self.to_scene(self.drag.samples[-1][1]) + QPointF(6, 6))
            else:
                reach = 60 + 420 * (self.speed - SPEED_MIN) / (SPEED_MAX - SPEED_MIN)
                pull = pull_for_speed(self.speed)
                path = self.plan_path(aim_path(self.placed, self.aim, reach, pull))
                back = self.placed - QPointF(math.cos(self.aim), math.sin(self.aim)) * pull
                self.readout.setText(fill(QCoreApplication.translate("tumblin", "%1 m/s"), number(self.speed, 2)))
                self.readout.setPos(self.to_scene(back) + QPointF(6, 6))
        self.aim_path.setPath(path)
        if self.cursor == "start" and self._cursor_item is not None:
            self._cursor_item.setPos(self.cell_point("start"))  # the cursor follows the die (mouse or keys)

    def show_hint(self, move) -> None:
        """Set the flick controls to the suggested throw; the player still lets go."""
        if isinstance(move, Throw):
            self.placed = QPointF(move.x, move.y)
            self.aim, self.speed = move.aim / 1000, move.speed / 1000
            self.use_bonus = move.bonus
            self._update_aim()
            self._refresh_panel()

    # -- the side panel ----------------------------------------------------------------
    def set_speed(self, speed: float) -> None:
        """The flick's speed in m/s (from the panel)."""
        self.speed = speed
        self._update_aim()

    def set_aim(self, aim: float) -> None:
        """The flick's aim in radians off straight down the board (from the panel)."""
        self.aim = aim
        self._update_aim()

    def set_spin(self, top: int, side: int) -> None:
        """The flick's top and side spin in rad/s (from the panel's spin pad)."""
        self.spin = (top, side)

    def set_use_bonus(self, on: bool) -> None:
        """Whether the next throw is the bonus die's (from the panel)."""
        self.use_bonus = on
        self._update_aim()

    def _refresh_panel(self) -> None:
        self.panel.show_flick(self.speed, self.aim, self.use_bonus)
        self.panel.show_spin(*self.spin)
        state = self._unrested[0] if self._unrested is not None else self.state
        if state is None:
            return
        self.panel.show_state(state)
        self.panel.allow(throw=self.can_flick(), collect=self.interactive and state.phase == SCORED,
                         replay=self.can_replay(), go_on=self.round_hold is not None)

    # -- shell hooks --------------------------------------------------------------------
    def panel_widget(self):
        return self.panel

    def retranslate(self) -> None:
        self._name_view_actions()
        self._update_aim()

    def shutdown(self) -> None:
        self._round_timer.stop()
        self._stop_animation()
        self.runner.cancel()
        self.runner.wait(3000)
