"""Run by tests/test_screen_fit.py in a process of its own (its screen is not the test process's): opens the main
window and every window and dialog over it as a player would, waits until the window system has framed each,
and prints as JSON where each frame and its buttons are on the screen, and the screen's free area.

    QT_QPA_PLATFORM=xcb python -m tests.screen_windows
"""

from __future__ import annotations

import json
import sys
import tempfile
from pathlib import Path

from PySide6.QtCore import QDeadlineTimer, QRect
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialogButtonBox, QWidget

from gui.rules_view import RulesBrowser

#: How long a window may take to be framed by the window manager before it is measured as it is.
FRAMED_WITHIN_MS = 10000
#: Time for the window to be framed and fitted again (the window manager moves it a few times in a row).
AFTER_FRAME_MS = 300


def rect(r: QRect) -> list[int]:
    return [r.x(), r.y(), r.width(), r.height()]


def has_frame(window: QWidget) -> bool:
    """The window manager has framed the window: a frame around it (before that Qt may report the frame as the
    window itself, or as a 1×1 rectangle)."""
    frame, inside = window.frameGeometry(), window.geometry()
    return frame.height() > inside.height() and frame.contains(inside)


def measure(window: QWidget, framed: bool) -> dict:
    """Show `window`, wait for its frame, and tell where it and the buttons it must show are."""
    window.show()
    deadline = QDeadlineTimer(FRAMED_WITHIN_MS)
    QTest.qWait(AFTER_FRAME_MS)
    while framed and not has_frame(window) and not deadline.hasExpired():
        QTest.qWait(AFTER_FRAME_MS)
    # The dialog's buttons and the rules' Learn to Play (the chooser's cards scroll: not theirs).
    buttons = [button for box in window.findChildren(QDialogButtonBox) for button in box.buttons()]
    buttons += [window.learn_button] if isinstance(window, RulesBrowser) else []
    parts = {button.text(): rect(QRect(button.mapToGlobal(button.rect().topLeft()), button.size()))
             for button in buttons if button.isVisible()}
    if hasattr(window, "statusBar"):
        bar = window.statusBar()
        parts["status bar"] = rect(QRect(bar.mapToGlobal(bar.rect().topLeft()), bar.size()))
    pane = getattr(window, "pane", None)
    return {"frame": rect(window.frameGeometry()), "inside": rect(window.geometry()),
            "free": rect(window.screen().availableGeometry()), "parts": parts,
            "scrolls": bool(pane is not None and pane.verticalScrollBar().maximum() > 0)}


def main() -> None:
    app = QApplication(sys.argv)
    framed = app.platformName() == "xcb"
    from gui.history.store import HistoryStore
    from gui.history.window import HistoryWindow
    from gui.i18n import LanguageManager
    from gui.main_window import MainWindow
    from gui.network.dialogs import JoinDialog
    from gui.newgame import NewGameDialog
    from gui.settings_dialog import SettingsDialog
    from gui.setup import default_setup

    languages = LanguageManager(app)
    languages.set_language("en")
    window = MainWindow(languages, autosave=False)
    report = {"main": measure(window, framed)}
    with tempfile.TemporaryDirectory() as folder:
        dialogs = {
            "history": lambda: HistoryWindow(HistoryStore(Path(folder) / "history.sqlite"), window),
            "rules": lambda: RulesBrowser("en", None, window),
            "new game, six players": lambda: NewGameDialog("halma", default_setup("halma", 6), window),
            "preferences": lambda: SettingsDialog(window.settings, "en", window),
            "host a network game, six players": lambda: NewGameDialog("halma", default_setup("halma", 6), window,
                                                                      network=True),
            "join a network game": lambda: JoinDialog("mqtt://localhost:1883", "Ann", (), window, browse=False),
        }
        for name, make in dialogs.items():
            dialog = make()
            report[name] = measure(dialog, framed)
            dialog.close()
            if name == "history":
                dialog.store.close()
    print(json.dumps(report))
    window.close()


if __name__ == "__main__":
    main()
