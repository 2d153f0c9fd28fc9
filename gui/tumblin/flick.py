"""The mouse's flick of Tumblin-Dice (the booklet's "pichenette").

Press on the launch pad (the die goes there; on the die itself, it stays; or press anywhere to flick the die
already placed) and sweep toward the board, or pull back from it like a slingshot, then let go. The aim is the direction of the sweep
(of a pull: the opposite), so the throw always goes toward the board; a drag that points further sideways
than the engine's aim limit shows "no throw" and throws nothing when let go. The speed is the larger of the
drag's length (slow, careful play) and the pointer's speed toward the aim over the last `SWEEP_WINDOW_MS`
before it is let go (a real flick; measured with the events' timestamps, so it does not depend on the frame
rate), within the engine's limits. The aim line and the speed readout show during the drag what letting go
now would throw. Escape during the drag cancels it and puts the flick back as it was.
The pointer is followed on the board's plan (millimetres, as a throw names its start): the scene's camera
maps it onto the launch pad's plane (`to_plan`), so the flick works the same in perspective and from above.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, Qt

from engine.tumblin.rules import throw_limits

#: Drag length (mm of scene) that gives full power.
PULL_MAX = 170.0
#: Speeds (m/s) at no and at full power; power^1.5 leaves fine control in the playable band.
SPEED_MIN, SPEED_MAX = 0.6, 3.2
#: The pointer's speed toward the aim (mm of scene per second) that gives full power.
SWEEP_FULL = 2400.0
#: The pointer's speed at release: its mean over this much time before it (milliseconds).
SWEEP_WINDOW_MS = 100
#: A drag shorter than this (mm of scene) neither aims nor throws: a click only places the die.
DEAD_ZONE = 8.0


def aim_limit() -> float:
    """The widest aim either way in radians (the engine's limit)."""
    return min(abs(v) for v in throw_limits()["aim_mrad"]) / 1000


def speed_limits() -> tuple[float, float]:
    """The slowest and fastest throw in m/s (the engine's limits)."""
    low, high = throw_limits()["speed_mm_s"]
    return low / 1000, high / 1000


def _speed_for_power(power: float) -> float:
    return SPEED_MIN + (SPEED_MAX - SPEED_MIN) * min(1.0, max(0.0, power)) ** 1.5


def speed_for_pull(length: float) -> float:
    return _speed_for_power(length / PULL_MAX)


def pull_for_speed(speed: float) -> float:
    power = max(0.0, (speed - SPEED_MIN) / (SPEED_MAX - SPEED_MIN)) ** (1 / 1.5)
    return power * PULL_MAX


def speed_for_sweep(pointer_speed: float) -> float:
    """The flick's speed (m/s) for the pointer moving at `pointer_speed` (mm of scene per second) toward the aim."""
    return _speed_for_power(pointer_speed / SWEEP_FULL) if pointer_speed > 0 else 0.0


class Drag:
    """One drag from the die: the pointer's positions with their times, and the flick they make."""

    def __init__(self, origin: QPointF, time_ms: int, before: tuple[float, float]):
        self.origin = QPointF(origin)
        self.samples: list[tuple[int, QPointF]] = [(time_ms, QPointF(origin))]
        self.before = before  # the aim and speed before the drag, for Escape

    def add(self, pos: QPointF, time_ms: int) -> None:
        self.samples.append((time_ms, QPointF(pos)))
        # Keep the window and one sample before it: the pointer's speed is measured over the whole window.
        while len(self.samples) > 2 and time_ms - self.samples[1][0] >= SWEEP_WINDOW_MS:
            self.samples.pop(0)

    def flick(self) -> tuple[float, float] | None:
        """(aim in radians, speed in m/s) if letting go now throws, else None (too short, or too far sideways)."""
        pos = self.samples[-1][1]
        drag = pos - self.origin
        length = math.hypot(drag.x(), drag.y())
        if length < DEAD_ZONE:
            return None
        toward = drag if drag.x() >= 0 else -drag  # a sweep toward the board, or a pull back from it
        aim = math.atan2(toward.y(), toward.x())
        if abs(aim) > aim_limit():
            return None
        speed = max(speed_for_pull(length), speed_for_sweep(self._sweep(toward / length)))
        low, high = speed_limits()
        return aim, min(high, max(low, speed))

    def too_sideways(self) -> bool:
        """Whether the drag is long enough to aim but points outside the aim limit."""
        drag = self.samples[-1][1] - self.origin
        return math.hypot(drag.x(), drag.y()) >= DEAD_ZONE and self.flick() is None

    def _sweep(self, unit: QPointF) -> float:
        """The pointer's mean speed along `unit` over the window before the last sample (mm of scene/s)."""
        end_time, end = self.samples[-1]
        start_time, start = self.samples[0]  # the last position at or before the window's start
        if not 0 < end_time - start_time <= 2 * SWEEP_WINDOW_MS:
            return 0.0  # the pointer rested before letting go
        moved = end - start
        return max(0.0, moved.x() * unit.x() + moved.y() * unit.y()) / ((end_time - start_time) / 1000)


class MouseFlick:
    """The scene's mouse handlers for the flick, mixed into `gui.tumblin.view.Scene`."""

    drag: Drag | None = None

    def mousePressEvent(self, event) -> None:  # noqa: N802 - Qt override
        if event.button() != Qt.MouseButton.LeftButton:
            return super().mousePressEvent(event)
        plan = self.to_plan(event.scenePos())
        spot = None if plan is None else self._pad_spot(plan)
        ghost = self.ghost
        if ghost is not None and ghost.isVisible() and ghost.sceneBoundingRect().contains(event.scenePos()):
            spot = self.placed  # a press on the die about to be thrown flicks it from where it is
        if spot is not None and self._refuse_throw_after_round(spot):
            event.accept()
            return
        if not self.can_flick():
            return super().mousePressEvent(event)
        if spot is not None:
            self.placed = spot
        if self.placed is not None:
            self.drag = Drag(self.placed, event.timestamp(), (self.aim, self.speed))
        self._update_aim()
        event.accept()

    def mouseMoveEvent(self, event) -> None:  # noqa: N802 - Qt override
        if self.drag is None:
            return super().mouseMoveEvent(event)
        self._follow_pointer(event)
        event.accept()

    def mouseReleaseEvent(self, event) -> None:  # noqa: N802 - Qt override
        if self.drag is None:
            return super().mouseReleaseEvent(event)
        self._follow_pointer(event)
        flick, self.drag = self.drag.flick(), None
        self._update_aim()
        if flick is not None:
            self.throw()
        event.accept()

    def _follow_pointer(self, event) -> None:
        """The drag goes on to the pointer's spot on the plan (above the horizon: where it last was on it)."""
        plan = self.to_plan(event.scenePos())
        self.drag.add(plan if plan is not None else self.drag.samples[-1][1], event.timestamp())
        self._follow_drag()

    def _follow_drag(self) -> None:
        """Set the flick the drag makes now, so the aim line and the panel show what letting go throws."""
        flick = self.drag.flick()
        if flick is not None:
            self.aim, self.speed = flick
            self._refresh_panel()
        self._update_aim()

    def cancel_drag(self) -> bool:
        """Escape during a drag: nothing is thrown and the flick is as before it. False if there was no drag."""
        if self.drag is None:
            return False
        (self.aim, self.speed), self.drag = self.drag.before, None
        self._update_aim()
        self._refresh_panel()
        return True
