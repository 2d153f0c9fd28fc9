"""Computer moves off the UI thread, cancellable.

`engine.ai.choose` runs in a Qt thread-pool thread; the result comes back as a
queued signal. Each request carries a ticket: a result for anything but the
newest ticket (the player undid a move, loaded a game, closed the window) is
dropped, and the old search is told to stop through its cancel flag.
"""

from __future__ import annotations

import threading
import traceback
from typing import Any

from PySide6.QtCore import QObject, QRunnable, QThreadPool, Signal

import engine.ai
from engine import GameState


class _Bridge(QObject):
    done = Signal(int, object)
    failed = Signal(int, str)


class _Search(QRunnable):
    def __init__(self, bridge: _Bridge, ticket: int, state: GameState, level: str, seed: int,
                 seconds: float, stop: threading.Event):
        super().__init__()
        self.bridge, self.ticket, self.state = bridge, ticket, state
        self.level, self.seed, self.seconds, self.stop = level, seed, seconds, stop

    def run(self) -> None:
        try:
            move = engine.ai.choose(self.state, self.level, self.seed, self.seconds, self.stop.is_set)
        except engine.ai.SearchCancelled:
            return
        except Exception:  # a bug in a game's AI must not take the app down
            self.bridge.failed.emit(self.ticket, traceback.format_exc())
            return
        self.bridge.done.emit(self.ticket, move)


class AiRunner(QObject):
    """Starts one search at a time; `moveReady(move)` for the newest, `searchFailed(text)` on errors."""

    moveReady = Signal(object)
    searchFailed = Signal(str)

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

    def start(self, state: GameState, level: str, seed: int, seconds: float) -> None:
        self.cancel()
        self._ticket += 1
        self._stop = threading.Event()
        self._pool.start(_Search(self._bridge, self._ticket, state, level, seed, seconds, self._stop))

    def cancel(self) -> None:
        if self._stop is not None:
            self._stop.set()
            self._stop = None
        self._ticket += 1

    def wait(self, msecs: int = 5000) -> bool:
        """Block until running searches have stopped (used on shutdown and in tests)."""
        return self._pool.waitForDone(msecs)

    def _done(self, ticket: int, move: Any) -> None:
        if ticket == self._ticket:
            self._stop = None
            self.moveReady.emit(move)

    def _failed(self, ticket: int, text: str) -> None:
        if ticket == self._ticket:
            self._stop = None
            self.searchFailed.emit(text)
