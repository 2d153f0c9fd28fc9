"""Work off the UI thread: a runner or a whole session can be thrown away while its job runs."""

import threading
import time

import shiboken6
from PySide6.QtCore import QObject, QThreadPool

from gui.setup import default_setup
from gui.workers import TaskRunner


def busy_job(seconds, started, ended, cancel_seen=None):
    """A job that keeps Python busy (it needs the interpreter lock) until cancelled or `seconds` pass."""
    def work(cancel):
        started.set()
        try:
            end = time.monotonic() + seconds
            while time.monotonic() < end:
                if cancel():
                    if cancel_seen is not None:
                        cancel_seen.set()
                    return None
                sum(range(200))
            return "done"
        finally:
            ended.set()
    return work


def test_a_runner_thrown_away_mid_job_does_not_wait_for_it(qtbot):
    owner = QObject()
    runner = TaskRunner(owner)
    assert runner.findChildren(QThreadPool) == []  # a Qt pool of its own would wait for the job in its destructor
    results = []
    runner.finished.connect(results.append)
    started, ended = threading.Event(), threading.Event()
    runner.start(busy_job(0.5, started, ended))
    assert started.wait(5)
    shiboken6.delete(owner)  # the runner goes with it, the job still running
    assert not ended.is_set()
    assert ended.wait(5)
    qtbot.wait(50)  # the job's result arrives at the bridge, for a runner that is gone
    assert results == []


def test_cancel_stops_the_job_and_drops_its_result(qtbot):
    runner = TaskRunner()
    results = []
    runner.finished.connect(results.append)
    started, ended, cancel_seen = threading.Event(), threading.Event(), threading.Event()
    runner.start(busy_job(30, started, ended, cancel_seen))
    assert started.wait(5)
    runner.cancel()
    assert runner.wait(10_000) and cancel_seen.is_set()
    runner.start(lambda cancel: 42)
    qtbot.waitUntil(lambda: results == [42], timeout=5000)


def test_replacing_a_session_while_its_computers_think(qtbot, window):
    """The old sessions' searches are cancelled and dropped; the new game gets its own computer moves."""
    window.settings.set("ai_seconds", 20.0)
    setup = default_setup("halma")
    for seat in setup.seats:
        seat.human, seat.level = False, "hard"
    for seed in range(4):
        window.start_game(setup, seed=seed)
        qtbot.waitUntil(lambda: window.session.ai.busy, timeout=10_000)
        qtbot.wait(150)  # well into the search
    window.settings.set("ai_seconds", 0.2)
    window.start_game(setup, seed=99)
    qtbot.waitUntil(lambda: len(window.session.moves) >= 2, timeout=20_000)
