"""Random input on the real main window, to find stalls, exceptions and leaks.

One run plays one game for a while with a real event loop: clicks, drags and wheel turns on the
board, keys, typed moves, undo/redo, hints, pauses, new games with random seats and options, restarts,
language switches, saving and opening (hostile files too), dialogs, the rules window and resizes,
with pauses between so that computers think, dice roll and animations run. Modal dialogs that an
action opens are closed by the next tick, as a player would.

A watchdog thread checks that the event loop keeps turning: when it stops for `STALL_S` seconds the
run records a stall with every thread's stack (and ends the process after `DEADLOCK_S`, since the
loop may never come back). Exceptions from Qt slots and worker threads are counted, with their
tracebacks. Memory is the process's resident size.

    python -m tests.soak --game halma --seconds 20 --seed 1      # prints a JSON report; exit 1 on trouble

`tests/test_soak.py` runs a short soak per game in `./test`; `bench/soak.py` the long one.
"""

from __future__ import annotations

import argparse
import faulthandler
import io
import json
import os
import random
import sys
import tempfile
import threading
import time
import traceback
from collections import Counter
from pathlib import Path

STALL_S = 5.0
DEADLOCK_S = 60.0
#: How long past its end a run may take to wind up (close the window) before it counts as stuck.
OVERRUN_S = 30.0
KEYS = ["Left", "Right", "Up", "Down", "Space", "Return", "Escape", "Tab", "Backspace", "Delete", "H", "J", "K",
        "L", "R", "P", "0", "1", "2", "3", "4", "5", "6", "Plus", "Minus", "F1", "F5", "F9"]


def resident_mb() -> float:
    """The process's resident memory in MB (Linux; 0 elsewhere)."""
    try:
        with open("/proc/self/statm") as statm:
            return int(statm.read().split()[1]) * os.sysconf("SC_PAGE_SIZE") / 2**20
    except (OSError, ValueError, IndexError):
        return 0.0


class Watchdog(threading.Thread):
    """Notices when the UI thread stops turning its event loop; keeps every thread's stack from then."""

    def __init__(self, report: dict):
        super().__init__(daemon=True, name="soak-watchdog")
        self.report = report
        self.beat = time.monotonic()
        self.stopped = threading.Event()

    def run(self) -> None:
        stalled_since = None
        while not self.stopped.wait(0.25):
            if time.monotonic() > self.report["_t0"] + self.report["seconds"] + OVERRUN_S:
                self._give_up("the run did not end: a nested event loop never returned", 4)
            quiet = time.monotonic() - self.beat
            if quiet < STALL_S:
                stalled_since = None
                continue
            if stalled_since is None:
                stalled_since = self.beat
                stacks = io.StringIO()
                for thread_id, frame in sys._current_frames().items():
                    name = next((t.name for t in threading.enumerate() if t.ident == thread_id), "?")
                    stacks.write(f"--- thread {name} ({thread_id})\n{''.join(traceback.format_stack(frame))}")
                self.report["stalls"].append({"at_s": round(stalled_since - self.report["_t0"], 1),
                                              "stacks": stacks.getvalue()})
                print(f"soak: the event loop has not turned for {quiet:.1f} s", file=sys.stderr, flush=True)
            if quiet > DEADLOCK_S:
                self._give_up("deadlock", 3)

    def _give_up(self, why: str, code: int) -> None:
        print(f"soak: {why}; every thread's stack:", file=sys.stderr, flush=True)
        faulthandler.dump_traceback(sys.stderr, all_threads=True)
        self.report["gave_up"] = why
        print(json.dumps(public(self.report)), flush=True)
        os._exit(code)


def public(report: dict) -> dict:
    return {k: v for k, v in report.items() if not k.startswith("_")}


class Soak:
    """Drives one main window with random input for `seconds`; `report` says what happened."""

    def __init__(self, window, languages, game_id: str, seed: int, seconds: float, warmup_s: float, folder: Path,
                 only: set[str] | None = None):
        from PySide6.QtCore import QTimer

        self.window, self.languages, self.game_id = window, languages, game_id
        self.rnd = random.Random(seed)
        self.seconds, self.warmup_s, self.folder = seconds, warmup_s, folder
        self.counts: Counter[str] = Counter()
        self.report = {"game": game_id, "seed": seed, "seconds": seconds, "actions": 0, "exceptions": [],
                       "stalls": [], "memory_mb": {}, "_t0": time.monotonic()}
        self.watchdog = Watchdog(self.report)
        self.heartbeat = QTimer()
        self.heartbeat.setInterval(100)
        self.heartbeat.timeout.connect(self._beat)
        self.ticker = QTimer()
        self.ticker.setSingleShot(True)
        self.ticker.timeout.connect(self.tick)
        self.sampler = QTimer()
        self.sampler.setInterval(1000)
        self.sampler.timeout.connect(self._sample)
        self.memory: list[tuple[float, float]] = []
        self.actions = [
            (30, self.click), (10, self.click_item), (8, self.drag), (2, self.double_click), (2, self.wheel),
            (12, self.key), (6, self.undo_redo), (3, self.hint), (2, self.pause), (3, self.new_game),
            (1, self.restart), (2, self.language), (2, self.save_and_open), (1, self.open_hostile),
            (1, self.dialog), (1, self.rules), (2, self.resize), (5, self.typed_move), (2, self.panel_control),
            (1, self.toggle), (1, self.chooser), (8, self.wait),
        ]
        if only:  # to find which kind of input a problem comes from
            self.actions = [(w, a) for w, a in self.actions if a.__name__ in only]
        self.weights = [w for w, _ in self.actions]

    # -- running ---------------------------------------------------------------------
    def run(self) -> dict:
        from PySide6.QtCore import QEventLoop, QTimer

        sys.excepthook = self._exception
        threading.excepthook = lambda args: self._exception(args.exc_type, args.exc_value, args.exc_traceback)
        self.watchdog.start()
        self.heartbeat.start()
        self.sampler.start()
        self.new_game()
        self.ticker.start(0)
        loop = QEventLoop()
        QTimer.singleShot(int(self.seconds * 1000), loop.quit)
        loop.exec()
        self.ticker.stop()
        self.window.close()  # the shutdown path is part of the soak
        self.watchdog.stopped.set()
        self._sample()
        after = [mb for t, mb in self.memory if t >= self.warmup_s] or [mb for _, mb in self.memory]
        self.report["memory_mb"] = {"start": round(after[0], 1), "peak": round(max(after), 1),
                                    "end": round(after[-1], 1), "growth": round(after[-1] - after[0], 1)}
        self.report["memory_every_30s"] = [round(mb, 1) for t, mb in self.memory if round(t) % 30 == 0]
        self.report["actions"] = sum(self.counts.values())
        self.report["by_action"] = dict(self.counts)
        return public(self.report)

    def _beat(self) -> None:
        self.watchdog.beat = time.monotonic()

    def _sample(self) -> None:
        self.memory.append((time.monotonic() - self.report["_t0"], resident_mb()))

    def _exception(self, kind, value, tb) -> None:
        text = "".join(traceback.format_exception(kind, value, tb))
        self.report["exceptions"].append(text)
        print(text, file=sys.stderr, flush=True)

    def tick(self) -> None:
        from PySide6.QtWidgets import QApplication

        # The next tick is due before this action runs: an action may open a dialog whose own event loop
        # returns only when a later tick closes it.
        self.ticker.start(self.rnd.choice((0, 5, 10, 20, 40)))
        modal = QApplication.activeModalWidget() or QApplication.activePopupWidget()
        if modal is not None:
            modal.close()  # a message box, the new-game dialog, a file dialog, a menu: dismissed
            self.counts["close dialog"] += 1
        else:
            action = self.rnd.choices(self.actions, self.weights)[0][1]
            try:
                action()
            except Exception:  # noqa: BLE001 - an action that raises is a bug of the app, counted
                self._exception(*sys.exc_info())
            self.counts[action.__name__] += 1

    # -- where things are ---------------------------------------------------------------
    @property
    def view(self):
        return self.window.board.view

    def _board_point(self):
        from PySide6.QtCore import QPoint

        size = self.view.viewport().size()
        return QPoint(self.rnd.randrange(max(1, size.width())), self.rnd.randrange(max(1, size.height())))

    def _item_point(self):
        scene = self.window.scene
        items = [i for i in scene.items() if i.isVisible()] if scene is not None else []
        if not items:
            return self._board_point()
        item = self.rnd.choice(items)
        return self.view.mapFromScene(item.sceneBoundingRect().center())

    def _button(self):
        from PySide6.QtCore import Qt

        return Qt.MouseButton.RightButton if self.rnd.random() < 0.1 else Qt.MouseButton.LeftButton

    # -- the actions --------------------------------------------------------------------------
    def click(self) -> None:
        from PySide6.QtTest import QTest

        QTest.mouseClick(self.view.viewport(), self._button(), pos=self._board_point())

    def click_item(self) -> None:
        from PySide6.QtTest import QTest

        QTest.mouseClick(self.view.viewport(), self._button(), pos=self._item_point())

    def double_click(self) -> None:
        from PySide6.QtTest import QTest

        QTest.mouseDClick(self.view.viewport(), self._button(), pos=self._item_point())

    def drag(self) -> None:
        from PySide6.QtCore import QPoint
        from PySide6.QtTest import QTest

        viewport = self.view.viewport()
        start, end = self._item_point(), (self._item_point() if self.rnd.random() < 0.7 else self._board_point())
        QTest.mousePress(viewport, self._button(), pos=start)
        steps = self.rnd.randint(1, 8)
        for i in range(1, steps + 1):
            QTest.mouseMove(viewport, QPoint(start.x() + (end.x() - start.x()) * i // steps,
                                             start.y() + (end.y() - start.y()) * i // steps))
        QTest.mouseRelease(viewport, self._button(), pos=end)

    def wheel(self) -> None:
        from PySide6.QtCore import QPoint, QPointF, Qt
        from PySide6.QtGui import QWheelEvent
        from PySide6.QtWidgets import QApplication

        pos = QPointF(self._board_point())
        event = QWheelEvent(pos, QPointF(self.view.viewport().mapToGlobal(pos.toPoint())), QPoint(),
                            QPoint(0, self.rnd.choice((-240, -120, 120, 240))), Qt.MouseButton.NoButton,
                            Qt.KeyboardModifier.NoModifier, Qt.ScrollPhase.NoScrollPhase, False)
        QApplication.sendEvent(self.view.viewport(), event)

    def key(self) -> None:
        from PySide6.QtCore import Qt
        from PySide6.QtTest import QTest

        key = getattr(Qt.Key, f"Key_{self.rnd.choice(KEYS)}")
        modifier = self.rnd.choice([Qt.KeyboardModifier.NoModifier] * 6 + [Qt.KeyboardModifier.ControlModifier,
                                                                            Qt.KeyboardModifier.ShiftModifier])
        target = self.rnd.choice([self.view, self.view.viewport(), self.window])
        if key == Qt.Key.Key_F1 and self.window.rules is not None and self.window.rules.isVisible():
            self.window.rules.close()
        QTest.keyClick(target, key, modifier)

    def undo_redo(self) -> None:
        for _ in range(self.rnd.randint(1, 4)):
            self.rnd.choice((self.window.act_undo, self.window.act_redo)).trigger()

    def hint(self) -> None:
        self.window.act_hint.trigger()

    def pause(self) -> None:
        self.window.act_pause.trigger()

    def new_game(self) -> None:
        from engine import GAMES, LEVELS
        from gui.setup import default_setup

        spec = GAMES[self.game_id]
        seats = self.rnd.choice(list(spec.seats))
        setup = default_setup(self.game_id, seats)
        for seat in setup.seats:
            seat.human = self.rnd.random() < 0.6
            seat.level = self.rnd.choice(LEVELS)
        for option in spec.options:
            if not option.applies_to(seats) or self.rnd.random() < 0.6:
                continue
            if option.kind == "bool":
                setup.options[option.key] = self.rnd.random() < 0.5
            elif option.kind == "int":
                low = option.minimum if option.minimum is not None else 0
                high = option.maximum if option.maximum is not None else low + 10
                setup.options[option.key] = self.rnd.randint(low, min(high, low + 20))
            else:
                setup.options[option.key] = self.rnd.choice(option.choices).value
        self.window.act_privacy.setChecked(self.rnd.random() < 0.3)
        self.window.start_game(setup, self.rnd.randrange(2**31))

    def restart(self) -> None:
        self.window.act_restart.trigger()

    def language(self) -> None:
        from gui.i18n import LANGUAGES

        self.window.set_language(self.rnd.choice(list(LANGUAGES)))

    def save_and_open(self) -> None:
        path = self.folder / f"soak{self.rnd.randrange(3)}.ludoteca"
        if self.window.session is not None and self.rnd.random() < 0.6:
            self.window.files.write(path)
        elif path.exists():
            self.window.files.open(path)

    def open_hostile(self) -> None:
        path = self.folder / "hostile.ludoteca"
        saved = sorted(self.folder.glob("soak*.ludoteca"))
        if saved and self.rnd.random() < 0.5:
            data = bytearray(saved[0].read_bytes())
            for _ in range(self.rnd.randint(1, 5)):
                if data:
                    data[self.rnd.randrange(len(data))] = self.rnd.randrange(256)
        else:
            data = bytearray(self.rnd.randbytes(self.rnd.randint(0, 400)))
        path.write_bytes(bytes(data))
        self.window.files.open(path)

    def dialog(self) -> None:
        from PySide6.QtCore import QTimer

        opener = self.rnd.choice((self.window.new_game_dialog, self.window.settings_dialog, self.window.about,
                                  self.window.files.open_dialog, self.window.files.save_as))
        QTimer.singleShot(0, opener)  # it runs its own loop; the next tick closes it

    def rules(self) -> None:
        if self.window.rules is not None and self.window.rules.isVisible() and self.rnd.random() < 0.5:
            self.window.rules.close()
        else:
            self.window.show_rules()

    def resize(self) -> None:
        self.window.resize(self.rnd.randint(240, 1800), self.rnd.randint(200, 1200))

    def typed_move(self) -> None:
        session = self.window.session
        entry = self.window.panel.move_entry
        if session is None:
            return
        moves = session.state.legal_moves() if session.state.outcome() is None else []
        if moves and self.rnd.random() < 0.5:
            text = session.state.move_to_text(self.rnd.choice(moves))
        else:
            text = "".join(self.rnd.choice("abcdefghi0123456789 -:+@xyzpass") for _ in range(self.rnd.randint(0, 14)))
        entry.setText(text)
        entry.returnPressed.emit()

    def panel_control(self) -> None:
        from PySide6.QtWidgets import QAbstractButton, QAbstractSpinBox, QSpinBox

        panel = self.window.panel
        widgets = [w for w in panel.findChildren(QAbstractButton) + panel.findChildren(QAbstractSpinBox)
                   if w.isVisible() and w.isEnabled()]
        if not widgets:
            return
        widget = self.rnd.choice(widgets)
        if isinstance(widget, QAbstractButton):
            widget.click()
        elif isinstance(widget, QSpinBox):
            widget.setValue(self.rnd.randint(widget.minimum(), widget.maximum()))
        else:
            widget.setValue(self.rnd.uniform(widget.minimum(), widget.maximum()))

    def toggle(self) -> None:
        self.rnd.choice((self.window.act_side_panel, self.window.act_animations)).trigger()

    def chooser(self) -> None:
        self.window.show_chooser()
        if self.rnd.random() < 0.5:
            self.new_game()

    def wait(self) -> None:
        from PySide6.QtCore import QEventLoop, QTimer

        loop = QEventLoop()
        QTimer.singleShot(self.rnd.choice((50, 150, 400, 900)), loop.quit)
        loop.exec()


def soak(game_id: str, seconds: float, seed: int, warmup_s: float = 0.0, only: set[str] | None = None) -> dict:
    """One soak run in this process (which must not have a QApplication yet)."""
    folder = Path(tempfile.mkdtemp(prefix="ludoteca-soak-"))
    os.environ["XDG_CONFIG_HOME"] = str(folder / "config")  # the user's settings and autosave stay untouched
    os.environ["XDG_DATA_HOME"] = str(folder / "data")
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from gui.app import make_application
    from gui.i18n import LanguageManager
    from gui.main_window import MainWindow

    app = make_application(["ludoteca-soak"])
    languages = LanguageManager(app)
    languages.set_language("en")
    window = MainWindow(languages)
    window.show()
    report = Soak(window, languages, game_id, seed, seconds, warmup_s, folder, only).run()
    return report


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", required=True)
    parser.add_argument("--seconds", type=float, default=20)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--warmup", type=float, default=0, help="seconds before memory counts as the start")
    parser.add_argument("--only", default="", help="comma-separated action names (e.g. click,resize): only these")
    args = parser.parse_args(argv)
    report = soak(args.game, args.seconds, args.seed, args.warmup, set(filter(None, args.only.split(","))))
    print(json.dumps(report))
    return 1 if report["exceptions"] or report["stalls"] else 0


if __name__ == "__main__":
    sys.exit(main())
