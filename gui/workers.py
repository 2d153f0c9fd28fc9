"""Long work off the UI thread, cancellable: computer moves, physics, hints.

A `TaskRunner` runs one callable at a time in its own Qt thread pool; the result
comes back as a queued signal. Each request carries a ticket: a result for
anything but the newest ticket (the player undid a move, loaded a game, closed
the window) is dropped, and the old job is told to stop through the `cancel`
callable it was given.
"""

from __future__ import annotations

import threading
import traceback
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, QRunnable, QThreadPool, Signal

import engine.ai
from engine import GameState


class Cancelled(Exception):
    """Raised by a job that saw its cancel flag; the runner drops it quietly."""


class _Bridge(QObject):
    done = Signal(int, object)
    failed = Signal(int, str)


class _Job(QRunnable):
    def __init__(self, bridge: _Bridge, ticket: int, work: Callable[[Callable[[], bool]], Any],
                 stop: threading.Event):
        super().__init__()
        self.bridge, self.ticket, self.work, self.stop = bridge, ticket, work, stop

    def run(self) -> None:
        try:
            result = self.work(self.stop.is_set)
        except (Cancelled, engine.ai.SearchCancelled):
            return
        except Exception:  # a bug in a game's code must not take the app down
            self.bridge.failed.emit(self.ticket, traceback.format_exc())
            return
        self.bridge.done.emit(self.ticket, result)


class TaskRunner(QObject):
    """Runs `work(cancel)` in a worker thread; `finished(result)` for the newest job, `failed(text)` on errors.

    `work` gets a `cancel()` callable to poll and may raise `Cancelled` when it returns True.
    """

    finished = Signal(object)
    failed = Signal(str)

    def __init__(self, parent=None):
        super().__init__(parent)
        self._bridge = _Bridge(self)
        self._bridge.done.connect(self._done)
        self._bridge.failed.connect(self._failed)
        self._ticket = 0
        self._stop: threading.Event | None = None
        self._pool = QThreadPool(self)
        self._pool.setMaxThreadCount(1)

    @property
    def busy(self) -> bool:
        return self._stop is not None

    def start(self, work: Callable[[Callable[[], bool]], Any]) -> None:
        self.cancel()
        self._ticket += 1
        self._stop = threading.Event()
        self._pool.start(_Job(self._bridge, self._ticket, work, self._stop))

    def cancel(self) -> None:
        if self._stop is not None:
            self._stop.set()
            self._stop = None
        self._ticket += 1

    def wait(self, msecs: int = 5000) -> bool:
        """Block until running jobs have stopped (used on shutdown and in tests)."""
        return self._pool.waitForDone(msecs)

    def _done(self, ticket: int, result: Any) -> None:
        if ticket == self._ticket:
            self._stop = None
            self.finished.emit(result)

    def _failed(self, ticket: int, text: str) -> None:
        if ticket == self._ticket:
            self._stop = None
            self.failed.emit(text)


class AiRunner(TaskRunner):
    """A `TaskRunner` for `engine.ai.choose`; `moveReady(move)` for the newest search."""

    moveReady = Signal(object)
    searchFailed = Signal(str)

    def __init__(self, parent=None):
        super().__init__(parent)
        self.finished.connect(self.moveReady)
        self.failed.connect(self.searchFailed)

    def start_search(self, state: GameState, level: str, seed: int, seconds: float) -> None:
        self.start(lambda cancel: engine.ai.choose(state, level, seed, seconds, cancel))
