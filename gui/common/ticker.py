"""`FrameTicker`: a timer that ticks once per frame of Qt's animation clock.

A scene that steps its own physics (the balance arm, the dice of Tumblin-Dice) with a `QTimer` paints on a
clock of its own, out of step with its `QVariantAnimation`s: two paints per frame where one would do. A
`FrameTicker` is driven by the clock every Qt animation uses, so all of a scene's motions move in the same
tick and share one paint. The tick carries no time: a scene integrates the real time elapsed (a
`QElapsedTimer`), which is what it would do with any timer.
"""

from __future__ import annotations

from PySide6.QtCore import QAbstractAnimation, Signal


class FrameTicker(QAbstractAnimation):
    """A `QTimer` look-alike (`timeout`, `start()`, `stop()`, `isActive()`) on Qt's animation clock. It runs
    until stopped; `start()` ticks once at once, as every Qt animation shows its first frame when started."""

    timeout = Signal()

    def duration(self) -> int:
        return -1  # no end: runs until stopped

    def updateCurrentTime(self, _msecs: int) -> None:  # noqa: N802 - Qt override
        self.timeout.emit()

    def isActive(self) -> bool:  # noqa: N802 - the QTimer name
        return self.state() == QAbstractAnimation.State.Running
