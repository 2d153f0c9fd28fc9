"""View ▸ Full Screen (F11): the window over the whole screen, and back as it was (maximised, or where it stood).

Escape leaves full screen only when nothing nearer took it: the board drops a selection or a drag first
(`BoardScene.cancel_selection`), the finale banner and dialogs keep their own Escape. So the window listens to
the Escape that reaches it, not to a shortcut, which Qt would give priority over the board.

Full screen is not remembered from one run to the next (KDE's games, too, always start in a window): the
window's geometry kept at closing is the one it had before full screen.
"""

from __future__ import annotations

from PySide6.QtCore import QByteArray, QEvent, QObject, Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QWidget

_FULL = Qt.WindowState.WindowFullScreen


class FullScreen(QObject):
    """Takes `window` to full screen and back for the checkable `action`, whose check follows the window's real
    state (a window manager may refuse full screen, or end it with its own keys)."""

    def __init__(self, window: QWidget, action: QAction):
        super().__init__(window)
        self.window, self.action = window, action
        self._state_before = Qt.WindowState.WindowNoState
        self._geometry_before: QByteArray | None = None
        window.installEventFilter(self)

    def set_full_screen(self, on: bool) -> None:
        window = self.window
        if on and not window.isFullScreen():
            self._state_before = window.windowState() & ~_FULL
            self._geometry_before = window.saveGeometry()
            window.showFullScreen()
        elif not on and window.isFullScreen():
            if self._state_before & Qt.WindowState.WindowMaximized:
                window.showMaximized()
            else:
                window.showNormal()  # the window system puts back the geometry it had
        self.action.setChecked(window.isFullScreen())

    def geometry_to_keep(self) -> QByteArray:
        """The window's geometry for the next run: as it was before full screen, while it is full screen."""
        if self.window.isFullScreen() and self._geometry_before is not None:
            return self._geometry_before
        return self.window.saveGeometry()

    def eventFilter(self, watched, event):  # noqa: N802 - Qt override
        if watched is self.window:
            kind = event.type()
            if kind == QEvent.Type.WindowStateChange:
                self.action.setChecked(self.window.isFullScreen())
            elif (kind == QEvent.Type.KeyPress and event.key() == Qt.Key.Key_Escape
                  and not event.modifiers() and self.window.isFullScreen()):
                self.set_full_screen(False)  # no widget inside took this Escape
                return True
        return super().eventFilter(watched, event)
