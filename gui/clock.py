"""The game clock: a countdown per seat, of which only the clock of the player to move runs.

The session owns it for any game whose spec names a clock option (`GameSpec.clock_option`, minutes per
player). The clock keeps, for every position of the game's history, each seat's time left at the moment
that position appeared; undo and redo give back exactly those readings (time spent on a move that is
taken back is refunded), and a save file carries them (`GameRecord.clocks`), so a loaded game goes on
with the time that was left. The engine's states stay free of wall-clock time.

When the running clock reaches zero, `flagFell(seat)` fires once; the session plays the game's
`flag_move(seat)`.
"""

from __future__ import annotations

import math
import time

from PySide6.QtCore import QObject, QTimer, Signal

from gui import texts

TICK_MS = 100


def format_time(ms: float) -> str:
    """m:ss, with tenths in the last ten seconds (after the language's decimal separator)."""
    ms = max(0.0, ms)
    if ms < 10_000:
        return "0:" + texts.number(math.floor(ms / 100) / 10, 1).rjust(4, "0")
    seconds = math.ceil(ms / 1000)  # a full clock reads 10:00, not 9:59
    return f"{seconds // 60}:{seconds % 60:02d}"


class GameClock(QObject):
    """`seats` countdown clocks of `minutes` each (0: no clock, `enabled` is False and nothing runs)."""

    flagFell = Signal(int)
    changed = Signal()

    def __init__(self, seats: int, minutes: float, parent=None, now=time.monotonic):
        super().__init__(parent)
        self.now = now
        self.allowance_ms = minutes * 60_000.0
        self.remaining = [self.allowance_ms] * seats
        #: Per position of the history (0 = the start): each seat's time left when it appeared.
        self.readings: list[list[float]] = []
        self.running: int | None = None
        self.since = 0.0
        self.flagged = False
        self.timer = QTimer(self)
        self.timer.setInterval(TICK_MS)
        self.timer.timeout.connect(self.tick)

    @property
    def enabled(self) -> bool:
        return self.allowance_ms > 0

    def show_position(self, index: int, to_move: int | None) -> None:
        """The game is now at position `index` of its history with `to_move` to play (None: over).

        The last player is charged; a position seen before gets its readings back, a new one is booked.
        """
        if not self.enabled:
            return
        self._charge()
        if index < len(self.readings):
            self.remaining = list(self.readings[index])
        else:
            self.readings.append(list(self.remaining))
        self.flagged = False
        self.running = to_move
        self.since = self.now()
        if to_move is None:
            self.timer.stop()
        else:
            self.timer.start()
        self.changed.emit()

    def forget_after(self, index: int) -> None:
        """A new move is made at position `index`: the readings of the old redo tail go."""
        del self.readings[index + 1:]

    def readings_now(self, cursor: int) -> list[list[float]] | None:
        """Every position's readings for a save file, the cursor's being the time left now; None without a clock."""
        if not self.enabled:
            return None
        now = [round(max(0.0, self.remaining_ms(seat))) for seat in range(len(self.remaining))]
        return [now if index == cursor else [round(ms) for ms in reading]
                for index, reading in enumerate(self.readings)]

    def restore(self, readings: list[list[float]] | None) -> None:
        """The readings of a loaded game, before its position is shown."""
        if self.enabled and readings is not None:
            self.readings = [[float(ms) for ms in reading] for reading in readings]

    def _charge(self) -> None:
        if self.running is not None:
            self.remaining[self.running] = max(0.0, self.remaining_ms(self.running))
            self.since = self.now()

    def remaining_ms(self, seat: int) -> float:
        if seat == self.running:
            return self.remaining[seat] - (self.now() - self.since) * 1000
        return self.remaining[seat]

    def tick(self) -> None:
        seat = self.running
        if seat is not None and not self.flagged and self.remaining_ms(seat) <= 0:
            self.flagged = True
            self.flagFell.emit(seat)
        self.changed.emit()

    def stop(self) -> None:
        self._charge()
        self.running = None
        self.timer.stop()

    def hold(self, index: int) -> None:
        """Stop, keeping the time left as position `index`'s reading: a pause (the review, a tutorial)
        neither charges the player to move nor gives them their thinking time back when play resumes."""
        self.stop()
        if self.enabled and index < len(self.readings):
            self.readings[index] = list(self.remaining)
            self.changed.emit()
