"""Runs a room in a thread of its own: what arrives from the carrier, the clock and the moves of local players
all go through one queue, so the room (host or guest) is only ever touched by that thread.

The window and the command line both use this; the computer's moves are thought out in a worker pool and
handed back through the queue.
"""

from __future__ import annotations

import logging
import queue
import threading
from collections.abc import Callable
from concurrent.futures import Future, ThreadPoolExecutor
from typing import Any

log = logging.getLogger("netplay.driver")

TICK_SECONDS = 0.2


class RoomThread:
    """Owns `room` (a HostRoom or GuestRoom): `call(fn)` runs `fn(room)` in the room's thread."""

    def __init__(self, room: Any, name: str = "netplay-room"):
        self.room = room
        self._queue: queue.Queue = queue.Queue(maxsize=100_000)
        self._stopped = threading.Event()
        self._thread = threading.Thread(target=self._run, name=name, daemon=True)
        self.workers = ThreadPoolExecutor(max_workers=1, thread_name_prefix=name + "-ai")

    def start(self) -> None:
        self._thread.start()

    def deliver(self, topic: str, payload: bytes) -> None:
        """From the carrier's thread: a message for the room (dropped when the room is swamped)."""
        try:
            self._queue.put_nowait((self.room.receive, (topic, payload)))
        except queue.Full:
            log.warning("dropped: the room's queue is full")

    def call(self, fn: Callable[[Any], Any]) -> Future:
        """Run `fn(room)` in the room's thread; the future holds its result."""
        future: Future = Future()
        self._queue.put((self._resolve, (future, fn)))
        return future

    def _resolve(self, future: Future, fn: Callable[[Any], Any]) -> None:
        if future.set_running_or_notify_cancel():
            try:
                future.set_result(fn(self.room))
            except Exception as exc:  # noqa: BLE001 - handed to whoever waits for it
                future.set_exception(exc)

    def think(self, work: Callable[[], Any], then: Callable[[Any, Any], None]) -> None:
        """Run `work()` in the worker pool, then `then(room, result)` in the room's thread."""
        def done(future: Future) -> None:
            try:
                result = future.result()
            except Exception:  # noqa: BLE001 - a failed search must not stop the room
                log.exception("the computer could not choose a move")
                return
            self._queue.put((then, (self.room, result)))
        if not self._stopped.is_set():
            self.workers.submit(work).add_done_callback(done)

    def stop(self) -> None:
        self._stopped.set()
        self._queue.put((lambda: None, ()))
        if threading.current_thread() is not self._thread:
            self._thread.join(5)
        self.workers.shutdown(wait=False, cancel_futures=True)

    def _run(self) -> None:
        import time

        next_tick = 0.0
        while not self._stopped.is_set():
            timeout = max(0.0, next_tick - time.monotonic())
            try:
                fn, args = self._queue.get(timeout=timeout)
            except queue.Empty:
                fn = None
            if fn is not None:
                try:
                    fn(*args)
                except Exception:  # noqa: BLE001 - one bad message must not stop the room
                    log.exception("the room failed on a message")
            if time.monotonic() >= next_tick:
                next_tick = time.monotonic() + TICK_SECONDS
                try:
                    self.room.tick()
                except Exception:  # noqa: BLE001
                    log.exception("the room failed on its clock")
