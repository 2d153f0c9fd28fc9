"""Long work off the UI thread, cancellable: computer moves, physics, hints.

A `TaskRunner` runs one callable at a time on a small pool of Python threads shared by the whole app;
the result comes back to the UI thread as a queued signal. Each request carries a ticket: a result
for anything but the newest ticket (the player undid a move, loaded a game, closed the window) is
dropped, and the old job is told to stop through the `cancel` callable it was given.

Nothing here ever makes the UI thread wait for a worker while it holds Python's lock: the pool is
shared and lives as long as the application (a Qt pool owned by a runner waits for its jobs in its
destructor), and results travel through one long-lived bridge, so a runner can be thrown away with
a job still running. Plain Python threads also leave nothing behind per job (Qt runnables written in
Python kept their wrappers, and with them the positions their jobs held).
"""

from __future__ import annotations

import itertools
import threading
import traceback
import weakref
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from concurrent.futures import wait as wait_for_futures
from typing import Any

import shiboken6
from PySide6.QtCore import QCoreApplication, QObject, Signal

import engine.ai
from engine import GameState

#: Searches, hints and throws at the same time; a cancelled job ends within milliseconds.
WORKERS = 2


class Cancelled(Exception):
    """Raised by a job that saw its cancel flag; the runner drops it quietly."""


class _Bridge(QObject):
    """Carries results from worker threads to the UI thread, to the runner that asked (if it still exists)."""

    done = Signal(int, int, object)  # runner id, ticket, result
    failed = Signal(int, int, str)  # runner id, ticket, traceback text

    def __init__(self):
        super().__init__(QCoreApplication.instance())  # lives as long as the application
        self.runners: weakref.WeakValueDictionary[int, TaskRunner] = weakref.WeakValueDictionary()
        self.done.connect(self._done)
        self.failed.connect(self._failed)

    def _runner(self, runner_id: int) -> TaskRunner | None:
        """The runner that started a job, unless it has been thrown away since (its Qt side deleted)."""
        runner = self.runners.get(runner_id)
        return runner if runner is not None and shiboken6.isValid(runner) else None

    def _done(self, runner_id: int, ticket: int, result: Any) -> None:
        runner = self._runner(runner_id)
        if runner is not None:
            runner._done(ticket, result)

    def _failed(self, runner_id: int, ticket: int, text: str) -> None:
        runner = self._runner(runner_id)
        if runner is not None:
            runner._failed(ticket, text)


_bridge: _Bridge | None = None
_pool = ThreadPoolExecutor(WORKERS, thread_name_prefix="ludoteca-worker")
_runner_ids = itertools.count(1)


def _the_bridge() -> _Bridge:
    global _bridge
    if _bridge is None:
        _bridge = _Bridge()
    return _bridge


def _run_job(runner_id: int, ticket: int, work: Callable[[Callable[[], bool]], Any], stop: threading.Event) -> None:
    bridge = _the_bridge()
    if stop.is_set():  # cancelled while it waited for a thread
        return
    try:
        result = work(stop.is_set)
    except (Cancelled, engine.ai.SearchCancelled):
        return
    except Exception:  # a bug in a game's code must not take the app down
        bridge.failed.emit(runner_id, ticket, traceback.format_exc())
        return
    bridge.done.emit(runner_id, ticket, result)


class TaskRunner(QObject):
    """Runs `work(cancel)` in a worker thread; `finished(result)` for the newest job, `failed(text)` on errors.

    `work` gets a `cancel()` callable to poll and may raise `Cancelled` when it returns True.
    """

    finished = Signal(object)
    failed = Signal(str)

    def __init__(self, parent=None):
        super().__init__(parent)
        self._id = next(_runner_ids)
        _the_bridge().runners[self._id] = self
        self._ticket = 0
        self._stop: threading.Event | None = None
        self._running: list = []  # futures of the jobs this runner started that may still run

    @property
    def busy(self) -> bool:
        return self._stop is not None

    def start(self, work: Callable[[Callable[[], bool]], Any]) -> None:
        self.cancel()
        self._ticket += 1
        self._stop = threading.Event()
        _the_bridge()  # made here, in the UI thread, which it belongs to
        self._running = [f for f in self._running if not f.done()]
        self._running.append(_pool.submit(_run_job, self._id, self._ticket, work, self._stop))

    def cancel(self) -> None:
        if self._stop is not None:
            self._stop.set()
            self._stop = None
        self._ticket += 1

    def wait(self, msecs: int = 5000) -> bool:
        """Wait until this runner's jobs have ended (on shutdown and in tests); Python's lock is free meanwhile."""
        _done, pending = wait_for_futures(self._running, timeout=msecs / 1000)
        self._running = list(pending)
        return not pending

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
