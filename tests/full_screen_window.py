"""Run by tests/test_full_screen.py in a process of its own on a real X server with a window manager: the main
window goes to full screen and back by F11, by Escape, and from a maximised window, and prints as JSON where its
frame was at each step, and the screen.

    QT_QPA_PLATFORM=xcb python -m tests.full_screen_window
"""

from __future__ import annotations

import json
import sys

from PySide6.QtCore import QDeadlineTimer, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from tests.screen_windows import AFTER_FRAME_MS, FRAMED_WITHIN_MS, rect

#: The window system takes a moment to change a window's state and frame; no step waits longer than this.
SETTLED_WITHIN_MS = 10000


def settle(window, done, within_ms: int = SETTLED_WITHIN_MS) -> None:
    """Wait until `done()` holds, and then until the window manager has stopped moving the window."""
    deadline = QDeadlineTimer(within_ms)
    while not done() and not deadline.hasExpired():
        QTest.qWait(50)
    QTest.qWait(AFTER_FRAME_MS)


def where(window) -> dict:
    return {"frame": rect(window.frameGeometry()), "inner": rect(window.geometry()),
            "checked": window.act_full_screen.isChecked(), "maximised": window.isMaximized()}


def round_trip(window, leave_key) -> dict:
    """Full screen by F11, back by `leave_key`; where the window was before, in, and after."""
    before = where(window)
    QTest.keyClick(window.board.view if window.board.view.isVisible() else window, Qt.Key.Key_F11)
    settle(window, lambda: window.isFullScreen() and window.geometry() == window.screen().geometry())
    # The frame too: the window manager drops the frame's edges a moment after the window covers the screen
    # (under load Qt sometimes keeps the old edges for good: the test then only asks that they lie off screen).
    settle(window, lambda: window.frameGeometry() == window.screen().geometry(), within_ms=3000)
    full = where(window)
    QTest.keyClick(QApplication.focusWidget() or window, leave_key)
    settle(window, lambda: not window.isFullScreen() and window.frameGeometry().height() > window.height())
    return {"before": before, "full": full, "after": where(window)}


def main() -> None:
    app = QApplication(sys.argv)
    from gui.i18n import LanguageManager
    from gui.main_window import MainWindow
    from gui.setup import default_setup

    languages = LanguageManager(app)
    languages.set_language("en")
    window = MainWindow(languages, autosave=False)
    window.resize(900, 600)
    window.show()
    settle(window, lambda: window.frameGeometry().height() > window.height())
    QTest.qWait(FRAMED_WITHIN_MS // 20)
    window.start_game(default_setup("halma"), seed=1)
    window.activateWindow()
    settle(window, lambda: window.isActiveWindow())
    report = {"screen": rect(window.screen().geometry()), "F11": round_trip(window, Qt.Key.Key_F11),
              "Escape": round_trip(window, Qt.Key.Key_Escape)}
    window.showMaximized()
    settle(window, lambda: window.isMaximized())
    report["maximised"] = round_trip(window, Qt.Key.Key_F11)
    print(json.dumps(report))
    window.close()


if __name__ == "__main__":
    main()
