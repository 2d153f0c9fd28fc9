"""Keyboard play of Tumblin-Dice: the flick set up and thrown with keys alone.

The keyboard cursor has one place, the die's start on the launch pad (cell "start"); the keys change
the flick set up there, which the aim arrow, the speed readout and the panel's fields show at once:

- Left/Right (or H/L) turn the aim a degree (Shift: 5°); Up/Down (or K/J) move the die up or down the
  launch pad 5 mm (Shift: 20 mm).
- S held is the power meter: pressing it starts at the softest flick and every key repeat while it is
  held makes the flick harder; letting go keeps the speed. + and - change the speed in small steps.
- W/X add top or back spin, Q/E left or right side spin (each press a step; the opposite key takes it
  back).
- Space or Enter throws (the first press on a board without the cursor only shows it); after a scored
  round it gets the same refusal as a click on the launch pad. N collects the dice for the next round
  (N, Space or Enter end the pause after a round the computer collects), B chooses the bonus die (or an
  ordinary one again), R replays the last throw, Escape cancels a drag of the mouse or hides the cursor.
"""

from __future__ import annotations

import math
from dataclasses import replace

from PySide6.QtCore import Qt

from engine.core import IllegalMove
from engine.tumblin.rules import NEXT_ROUND, SCORED, THROWING, Throw
from gui.tumblin.flick import SPEED_MAX, SPEED_MIN, aim_limit, speed_limits
from gui.tumblin.words import launch_pad_words, throw_words

#: Aim steps in degrees (up to the engine's limit, as the panel's aim field and the mouse).
AIM_STEP, AIM_BIG_STEP = 1, 5
#: Start steps across the launch pad in millimetres.
SPOT_STEP, SPOT_BIG_STEP = 5, 20
#: The power meter: m/s added per key repeat while S is held, between these speeds (the mouse's range).
METER_STEP, METER_LOW, METER_HIGH = 0.05, SPEED_MIN, SPEED_MAX
#: + and -: m/s per press, within the engine's limits (those of the panel's speed field).
SPEED_STEP = 0.05
#: Spin steps and limits in rad/s (as far as the panel's spin pad reaches).
TOP_STEP, TOP_LIMIT = 10, 40
SIDE_STEP, SIDE_LIMIT = 5, 20
#: Throws whose outcome the move list keeps (a long game has a few hundred).
AFTER_STATES = 2000

K = Qt.Key
TURN = {K.Key_Left: -1, K.Key_H: -1, K.Key_Right: 1, K.Key_L: 1}
SHIFT = {K.Key_Up: -1, K.Key_K: -1, K.Key_Down: 1, K.Key_J: 1}
SPEED = {K.Key_Plus: 1, K.Key_Equal: 1, K.Key_Minus: -1, K.Key_Underscore: -1}
TOP_SPIN = {K.Key_W: 1, K.Key_X: -1}
SIDE_SPIN = {K.Key_Q: -1, K.Key_E: 1}
THROW = (K.Key_Space, K.Key_Return, K.Key_Enter)
METER = K.Key_S


def clamp(value: float, low: float, high: float) -> float:
    return max(low, min(high, value))


class FlickKeys:
    """Turns key presses into changes of `scene`'s flick (a `gui.tumblin.view.Scene`) and its actions."""

    def __init__(self, scene):
        self.scene = scene

    def press(self, event) -> bool:
        """A key pressed on the board; True when it is one of the game's."""
        key = event.key()
        big = bool(event.modifiers() & Qt.KeyboardModifier.ShiftModifier)
        if key in THROW and self.scene.go_on():
            return True
        if key in THROW:
            self._throw_key()
        elif key == K.Key_Escape:
            return self.scene.cancel_drag()  # or else the board's Escape: hide the cursor (`cancel_selection`)
        elif key == K.Key_N:
            if not self.scene.go_on():
                self._next_round()
        elif key == K.Key_R:
            self.scene.replay()
        elif key == K.Key_B:
            self._toggle_bonus()
        elif not self.scene.can_flick():
            if key not in (*TURN, *SHIFT, *SPEED, *TOP_SPIN, *SIDE_SPIN, METER):
                return False
            self.scene.move_cursor("start")  # nothing to change now: say what is there
        else:
            return self._adjust(key, big, event.isAutoRepeat())
        return True

    def release(self, event) -> bool:
        """Letting go of S ends the power meter: the speed stays, and is said."""
        if event.key() != METER or event.isAutoRepeat():
            return False
        if self.scene.can_flick():
            self.scene.flick_changed(announce=True)
        return True

    # -- the flick ------------------------------------------------------------------------------------
    def _adjust(self, key, big: bool, repeat: bool) -> bool:
        scene = self.scene
        if key in TURN:
            step = AIM_BIG_STEP if big else AIM_STEP
            widest = aim_limit()
            scene.aim = clamp(math.radians(round(math.degrees(scene.aim)) + TURN[key] * step), -widest, widest)
        elif key in SHIFT:
            pad = scene.launch_rect
            y = scene.placed.y() + SHIFT[key] * (SPOT_BIG_STEP if big else SPOT_STEP)
            scene.placed.setY(clamp(round(y), round(pad.top()), round(pad.bottom())))
        elif key == METER:
            speed = scene.speed + METER_STEP if repeat else METER_LOW
            scene.speed = clamp(speed, METER_LOW, METER_HIGH)
        elif key in SPEED:
            scene.speed = clamp(round(scene.speed * 20 + SPEED[key]) / 20, *speed_limits())
        elif key in TOP_SPIN:
            top = clamp(scene.spin[0] + TOP_SPIN[key] * TOP_STEP, -TOP_LIMIT, TOP_LIMIT)
            scene.spin = (int(top), scene.spin[1])
        elif key in SIDE_SPIN:
            side = clamp(scene.spin[1] + SIDE_SPIN[key] * SIDE_STEP, -SIDE_LIMIT, SIDE_LIMIT)
            scene.spin = (scene.spin[0], int(side))
        else:
            return False
        # While S is held the meter only moves the drawing; the speed is said when S is let go.
        scene.flick_changed(announce=key != METER)
        return True

    # -- actions --------------------------------------------------------------------------------------
    def _throw_key(self) -> None:
        scene = self.scene
        if scene.cursor is None:
            scene.move_cursor("start")  # the first press shows where the die starts and how it will go
        else:
            scene.activate_cell("start")

    def _next_round(self) -> None:
        """Collect the dice; while the round is under way the engine says why not."""
        scene = self.scene
        if not scene.interactive or scene.state is None or scene.animation_running():
            return
        if scene.state.phase == SCORED:
            scene.next_round()
            return
        try:
            scene.state.check(NEXT_ROUND)
        except IllegalMove as exc:
            scene.moveRefused.emit(exc)

    def _toggle_bonus(self) -> None:
        """Throw the bonus die next (or an ordinary one again); without one the engine says there is none."""
        scene = self.scene
        if not scene.can_flick() or scene.state.phase != THROWING:
            return
        hand = [scene.state.dice[i] for i in scene.state.hand(scene.state.to_move)]
        if not any(d.bonus for d in hand):
            try:
                scene.state.check(replace(scene.current_throw(), bonus=True))
            except IllegalMove as exc:
                scene.moveRefused.emit(exc)
            return
        scene.set_use_bonus(not scene.use_bonus)
        scene.flick_changed(announce=True)


class KeyboardPlay:
    """The scene's keyboard hooks (`gui.common.board.BoardScene`), mixed into `gui.tumblin.view.Scene`:
    the cursor is the die's start on the launch pad; `FlickKeys` (the scene's `keys`) does the rest."""

    after_states: dict

    def key_cells(self) -> list[str]:
        return ["start"] if self.state is not None else []

    def cursor_start(self) -> str | None:
        return "start" if self.state is not None else None

    def cursor_radius(self) -> float:
        return 17.0  # around the die about to be thrown

    def game_key(self, event) -> bool:
        return self.keys.press(event)

    def keyReleaseEvent(self, event):  # noqa: N802 - Qt override
        if self.keys.release(event):
            event.accept()
            return
        super().keyReleaseEvent(event)

    def activate_cell(self, name: str) -> None:
        """Space or Enter: throw the flick set up, or, after a scored round, the refusal a click gets."""
        if name != "start" or self.state is None or not self.interactive or self.animation_running():
            return
        if self.state.phase == THROWING:
            self.throw()
        else:
            self._refuse_throw_after_round(self.placed or self.launch_rect.center())

    def cancel_selection(self) -> bool:
        shown = self.cursor is not None
        self.move_cursor(None)
        return shown

    def describe_cell(self, name: str) -> str:
        if name != "start" or self.state is None:
            return name
        names = [info.name for info in self.seat_info]
        spot = self.placed or self.launch_rect.center()
        bonus = self.state.phase == THROWING and (self.current_throw() or Throw(0, 0, 0, 0)).bonus
        return launch_pad_words(self.state, names, (self.speed, self.aim, self.spin, spot.y()), bonus)

    def flick_changed(self, announce: bool = True) -> None:
        """The flick changed by keys: redraw the aim, show it in the panel, and say it (unless `announce`
        is off: while S is held, only the drawing follows)."""
        self._update_aim()
        self._refresh_panel()
        if announce or self.cursor is None:
            self.move_cursor("start")

    def scores_shown(self, state):
        """The seats' scores of the position before a throw until its die rests (a round's last throw
        changes them)."""
        if self._unrested is not None and state is self.state:
            return self._unrested[0].scores()
        return state.scores()

    def describe_move(self, before, move, notation: str) -> str:
        """A throw as a reader wants it: speed, aim, spin and where the dice came to rest (once they have)."""
        if self._unrested is not None and self._unrested[0] is before and self._unrested[1] == move:
            return throw_words(before, move, [info.name for info in self.seat_info], rolling=True) or notation
        after = self.after_states.get((id(before), move))
        after = after[1] if after is not None and after[0] is before else None
        if after is None and isinstance(move, Throw):
            try:
                after = before.result(move).state
            except IllegalMove:
                return notation
            self.remember_throw(before, move, after)
        return throw_words(before, move, [info.name for info in self.seat_info], after) or notation

    def remember_throw(self, before, move, after) -> None:
        """Keep where a throw led, so the move list (worded again in another language, or after loading a
        game) need not simulate it again. Keyed by the position's identity; the position is kept alive."""
        if len(self.after_states) >= AFTER_STATES:
            self.after_states.pop(next(iter(self.after_states)))
        self.after_states[(id(before), move)] = (before, after)
