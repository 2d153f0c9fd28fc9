"""Windows and dialogs that fit the screen, frame included (a 1280×800 laptop, an 800×600 netbook).

`keep_on_screen(window, size)` gives a window the size it would like as far as the screen's free area (without
panels and docks) allows, and keeps its frame inside that area. Before a window is shown its frame (title bar,
borders) is unknown: the window system adds it a moment after showing, so the window is fitted again then.
`ScrollPane` holds what a dialog may have too much of for a small screen; its buttons stay outside, visible.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QRect, QSize, Qt, QTimer
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QFrame, QScrollArea, QWidget

#: After a window is shown, its moves and resizes fit it again until the window system has framed it, or this
#: long where it never tells of a frame (later ones are the player's own).
SETTLING_MS = 10000
#: The window system moves a window being framed several times in a row, through places it does not stay
#: (above the screen's top for a moment): the window is fitted once it has been still this long.
STILL_MS = 60


def free_area(window: QWidget) -> QRect:
    """The part of the window's screen that windows may use."""
    screen = window.screen() or QGuiApplication.primaryScreen()
    return screen.availableGeometry()


def frame_extra(window: QWidget) -> QSize:
    """What the window system's frame adds to the window's size (nothing while it is not framed yet)."""
    frame, inner = window.frameGeometry(), window.geometry()
    return QSize(frame.width() - inner.width(), frame.height() - inner.height())


def fitted_size(window: QWidget, wanted: QSize) -> QSize:
    """`wanted`, made small enough for the window and its frame to fit the free area."""
    return wanted.boundedTo(free_area(window).size() - frame_extra(window))


def fit(window: QWidget, wanted: QSize | None = None) -> None:
    """Resize `window` to `wanted` (by default its size) as far as the screen allows and, once it is shown, move
    its frame inside the free area (centred there when the window had to shrink). A maximized or full-screen
    window is left alone."""
    if window.isMaximized() or window.isFullScreen():
        return
    size = fitted_size(window, wanted or window.size())
    shrunk = size != (wanted or window.size())
    if size != window.size():
        window.resize(size)
    if not window.isVisible():
        return  # where it opens is for the window manager (and a dialog's parent) to say
    free, frame = free_area(window), window.frameGeometry()
    if shrunk:
        frame.moveCenter(free.center())
    left = max(free.left(), min(frame.left(), free.right() + 1 - frame.width()))
    top = max(free.top(), min(frame.top(), free.bottom() + 1 - frame.height()))
    if (left, top) != (window.frameGeometry().left(), window.frameGeometry().top()):
        window.move(left, top)  # a window's position is its frame's


class _Refit(QObject):
    """Fits its window when it is shown, and again while the window system frames it."""

    def __init__(self, window: QWidget):
        super().__init__(window)
        self.target = window
        self.settling = QTimer(self, singleShot=True, interval=SETTLING_MS)
        self.pending = QTimer(self, singleShot=True, interval=STILL_MS)
        self.pending.timeout.connect(self.refit)
        window.installEventFilter(self)

    def refit(self) -> None:
        fit(self.target)
        if frame_extra(self.target).height() > 0:  # framed: from now on the window is where the player puts it
            self.settling.stop()

    def eventFilter(self, watched, event):  # noqa: N802 - Qt override
        kind = event.type()
        if watched is self.target and (kind == QEvent.Type.Show
                                       or (kind in (QEvent.Type.Move, QEvent.Type.Resize) and self.settling.isActive())):
            if kind == QEvent.Type.Show and frame_extra(self.target).height() > 0:
                fit(self.target)  # framed already (a window shown again, or a platform that frames at once)
                return False
            if kind == QEvent.Type.Show:
                self.settling.start()
            self.pending.start()
        return False


def keep_on_screen(window: QWidget, wanted: QSize | None = None) -> None:
    """Give `window` the size `wanted` (by default the size its contents ask for) where the screen has room, and
    keep it and its frame on the screen whenever it is shown."""
    if wanted is None:
        window.ensurePolished()  # the style sheet's fonts and paddings first: they make the widgets larger
    fit(window, wanted or window.sizeHint())
    if window.findChild(_Refit, options=Qt.FindChildOption.FindDirectChildrenOnly) is None:
        _Refit(window)


class ScrollPane(QScrollArea):
    """A scroll area without a frame that asks for the whole size of what it holds (Qt's own asks for 24 lines
    at most): a window with room shows everything, a window on a small screen scrolls."""

    def __init__(self, content: QWidget, parent=None):
        super().__init__(parent)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # Tab goes to the controls inside, which scroll into view
        self.setWidgetResizable(True)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setWidget(content)

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt override
        hint = self.widget().sizeHint()
        # Room for the vertical scroll bar, which appears when the window is shorter than the content.
        return QSize(hint.width() + self.verticalScrollBar().sizeHint().width(), hint.height())

    def minimumSizeHint(self) -> QSize:  # noqa: N802 - Qt override
        # The content's width (no horizontal scrolling), and a few lines of height.
        width = self.widget().minimumSizeHint().width() + self.verticalScrollBar().sizeHint().width()
        return QSize(width, min(self.widget().sizeHint().height(), 6 * self.fontMetrics().height()))
