"""The end of a game as a moment of its own: a banner over the board naming the winner in the seat's colour,
the cells that won ringed on the board, and what to do next (New game, Review, Close).

The window makes one `Finale` over its board view and hands it every new session and scene (`follow`); the
finale listens to the session itself: it shows when the game ends (not while the review steps through a
finished game) and goes when the position changes (undo, a new game). Escape, a click on the board or Close
dismiss it; it never takes the window's shortcuts, so undo and a new game work while it shows.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from PySide6.QtCore import (
    QEasingCurve,
    QEvent,
    QObject,
    QPoint,
    QPointF,
    QPropertyAnimation,
    QRect,
    QRectF,
    Qt,
    QTimer,
    Signal,
)
from PySide6.QtGui import (
    QAccessible,
    QAccessibleAnnouncementEvent,
    QAction,
    QColor,
    QPainter,
    QPainterPath,
    QPalette,
    QPen,
)
from PySide6.QtWidgets import (
    QApplication,
    QFrame,
    QGraphicsOpacityEffect,
    QGraphicsView,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from gui import texts, theme
from gui.common.drawing import draw_mark

#: How long the banner takes to come in at normal animation speed.
ENTRANCE_MS = 450
#: The banner's width against the board view's, and its least width in pixels.
WIDTH_SHARE, MIN_WIDTH = 0.8, 260


class SeatSwatches(QWidget):
    """The winners' colours as discs (with their marks in the colour-blind palette); none for a draw."""

    DISC = 30

    def __init__(self, parent=None):
        super().__init__(parent)
        self.seats: list = []
        self.setFixedHeight(self.DISC + 4)

    def set_seats(self, seats: list) -> None:
        self.seats = seats
        self.setFixedWidth(max(1, len(seats)) * (self.DISC + 6))
        self.setVisible(bool(seats))
        self.update()

    def paintEvent(self, event):  # noqa: N802 - Qt override
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        surface = self.palette().color(QPalette.ColorRole.Window)
        radius = self.DISC / 2
        for index, seat in enumerate(self.seats):
            centre = QPointF(3 + radius + index * (self.DISC + 6), 2 + radius)
            painter.setPen(QPen(theme.current().piece_edge(seat.colour, surface), 2))
            painter.setBrush(seat.colour)
            painter.drawEllipse(centre, radius - 1, radius - 1)
            draw_mark(painter, seat.mark, centre, 0.5 * radius, seat.colour)


class Finale(QFrame):
    """The banner over the board view at a game's end. Its buttons trigger `new_game` (the window's QAction, so
    it does what the menu does) and call `review` (what opens the review)."""

    #: The banner came up for a game's end (the outcome, the scene showing it): the window's win sound.
    celebrating = Signal(object, object)

    def __init__(self, view: QGraphicsView, new_game: QAction, review: Callable[[], None]):
        super().__init__(view)
        self.setObjectName("finale")
        self.view = view
        self.new_game, self.review = new_game, review
        self.session = None
        self.scene = None
        self.outcome = None
        #: The end position last celebrated (its state object): each end has its moment once.
        self.celebrated = None
        self.accent = QColor()  # the frame: the (first) winner's colour
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)

        self.title = QLabel()
        self.title.setTextFormat(Qt.TextFormat.PlainText)  # names come from other computers too
        self.title.setWordWrap(True)
        font = self.title.font()
        font.setPointSizeF(font.pointSizeF() * 1.6)
        font.setBold(True)
        self.title.setFont(font)
        self.reason = QLabel()
        self.reason.setTextFormat(Qt.TextFormat.PlainText)
        self.reason.setWordWrap(True)
        self.swatches = SeatSwatches()
        self.new_button = QPushButton()
        self.review_button = QPushButton()
        self.close_button = QPushButton()
        self.new_button.clicked.connect(self._new_game)
        self.review_button.clicked.connect(self._review)
        self.close_button.clicked.connect(self.dismiss)

        heading = QHBoxLayout()
        heading.addWidget(self.swatches, 0, Qt.AlignmentFlag.AlignVCenter)
        heading.addWidget(self.title, 1)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        for button in (self.new_button, self.review_button, self.close_button):
            buttons.addWidget(button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(18, 14, 18, 14)
        layout.addLayout(heading)
        layout.addWidget(self.reason)
        layout.addLayout(buttons)

        self.opacity = QGraphicsOpacityEffect(self)
        self.opacity.setOpacity(1.0)
        self.setGraphicsEffect(self.opacity)
        self.fade = QPropertyAnimation(self.opacity, b"opacity", self)
        self.slide = QPropertyAnimation(self, b"pos", self)
        for animation in (self.fade, self.slide):
            animation.setEasingCurve(QEasingCurve.Type.OutCubic)
        view.installEventFilter(self)
        view.viewport().installEventFilter(self)
        self.hide()
        self.retranslate()

    # -- what the window calls ------------------------------------------------------------------------------
    def follow(self, session, scene) -> None:
        """Watch a new game: its end shows the banner, any change of position takes it away."""
        self.dismiss()
        if self.session is not None:
            for signal, slot in ((self.session.gameOver, self.celebrate), (self.session.positionChanged, self.dismiss)):
                try:
                    signal.disconnect(slot)
                except (RuntimeError, TypeError):  # the old session is already gone
                    pass
        self.session, self.scene = session, scene
        session.gameOver.connect(self.celebrate)
        session.positionChanged.connect(self.dismiss)

    def retranslate(self) -> None:
        self.new_button.setText(self.tr("New game…"))
        self.review_button.setText(self.tr("Review the game"))
        self.close_button.setText(self.tr("Close"))
        self.close_button.setToolTip(self.tr("Escape or a click on the board closes this too."))
        self.setAccessibleDescription(self.tr("The game is over."))
        if self.outcome is not None:
            self._fill()

    # -- the moment -------------------------------------------------------------------------------------------
    def celebrate(self, outcome) -> None:
        """The game ended with `outcome`: name the winners in their colours, ring the cells that won, offer what
        comes next. Once for each end: not again while the review replays it, nor when the review closes on it."""
        session = self.session
        if session is None or session.reviewing or not self.isHidden() or session.state is self.celebrated:
            return
        self.celebrated = session.state
        self.outcome = outcome
        self._fill()
        self._place()
        self.show()
        self.raise_()
        if self.scene is not None:
            self.scene.show_highlights(self.scene.winning_cells())
        self._enter()
        self.celebrating.emit(outcome, self.scene)
        if QAccessible.isActive():
            QAccessible.updateAccessibility(QAccessibleAnnouncementEvent(self, self.accessibleName()))
        QTimer.singleShot(0, self._take_focus)  # after the review, which the window opens at a game's end (queued)

    def dismiss(self, *_) -> None:
        """Take the banner and the rings away (Escape, Close, a click on the board, a new position)."""
        if self.isHidden():  # (not isVisible: the window may be hidden, as for a screenshot)
            return
        self.fade.stop()
        self.slide.stop()
        self.opacity.setOpacity(1.0)
        focus = QApplication.focusWidget()
        had_focus = focus is self or (focus is not None and self.isAncestorOf(focus))
        self.hide()
        if self.scene is not None:
            self.scene.show_highlights([])
        if had_focus:
            self.view.setFocus(Qt.FocusReason.OtherFocusReason)

    def _fill(self) -> None:
        session, outcome = self.session, self.outcome
        names = [seat.name for seat in session.setup.seats]
        infos = self.scene.seat_info if self.scene is not None else []
        winners = [infos[seat] for seat in outcome.winners if seat < len(infos)]
        if outcome.is_draw:
            self.title.setText(self.tr("Draw!"))
        elif len(outcome.winners) == 1:
            self.title.setText(texts.fill(self.tr("%1 wins!"), names[outcome.winners[0]]))
        else:
            self.title.setText(texts.fill(self.tr("%1 win!"), ", ".join(names[s] for s in outcome.winners)))
        # The sentence says who won too (as in the status line): the banner's title does that, keep only why.
        whole = texts.outcome_text(session.spec, outcome, names)
        head = texts.outcome_text(session.spec, replace(outcome, reason=""), names)
        self.reason.setText(whole[len(head):].strip() if whole.startswith(head) else whole)
        self.reason.setVisible(bool(self.reason.text()))
        self.swatches.set_seats(winners)
        self.accent = QColor(winners[0].colour) if winners else self.palette().color(QPalette.ColorRole.Highlight)
        self.setAccessibleName(whole)
        self.update()

    def _take_focus(self) -> None:
        if self.isVisible():
            self.new_button.setFocus(Qt.FocusReason.OtherFocusReason)

    def _new_game(self) -> None:
        self.dismiss()
        self.new_game.trigger()

    def _review(self) -> None:
        self.dismiss()
        self.review()

    # -- where and how it shows ---------------------------------------------------------------------------------
    def _target_rect(self) -> QRect:
        area = self.view.viewport().geometry()
        width = min(area.width() - 16, max(MIN_WIDTH, int(area.width() * WIDTH_SHARE)))
        height = self.layout().heightForWidth(width) if self.layout().hasHeightForWidth() else self.sizeHint().height()
        height = max(height, self.sizeHint().height())
        # In the middle: the cells that won are most often at the board's edges (a filled camp, a tray).
        return QRect(area.left() + (area.width() - width) // 2, area.top() + (area.height() - height) // 2,
                     width, height)

    def _place(self) -> None:
        self.setGeometry(self._target_rect())

    def _enter(self) -> None:
        """Fade in while sliding down a little, as long as the scene's animations take (none when they are off)."""
        duration = self.scene.animation_ms(ENTRANCE_MS) if self.scene is not None else 0
        if duration <= 0:
            return
        end = self.pos()
        self.slide.setDuration(duration)
        self.slide.setStartValue(end - QPoint(0, 24))
        self.slide.setEndValue(end)
        self.fade.setDuration(duration)
        self.fade.setStartValue(0.0)
        self.fade.setEndValue(1.0)
        self.slide.start()
        self.fade.start()

    def paintEvent(self, event):  # noqa: N802 - Qt override
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        current = theme.current()
        surface = current.colour("qt.Window")
        path = QPainterPath()
        path.addRoundedRect(QRectF(self.rect()).adjusted(2, 2, -2, -2), 12, 12)
        painter.fillPath(path, surface)
        # The winner's colour as the frame, edged where that colour would not show on the banner.
        painter.setPen(QPen(current.piece_edge(self.accent, surface), 6))
        painter.drawPath(path)
        painter.setPen(QPen(self.accent, 3))
        painter.drawPath(path)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt override
        if not self.isHidden():
            kind = event.type()
            if kind == QEvent.Type.Resize and watched in (self.view, self.view.viewport()):
                self.slide.stop()  # it would slide on to where the banner stood in the old size
                self.fade.stop()  # and the fade would go on drawing the banner's picture taken there
                self.opacity.setOpacity(1.0)
                self._place()
            elif kind == QEvent.Type.MouseButtonPress and watched is self.view.viewport():
                self.dismiss()
            elif kind == QEvent.Type.KeyPress and event.key() == Qt.Key.Key_Escape:
                self.dismiss()
                return True
        return super().eventFilter(watched, event)

    def focusNextPrevChild(self, forward: bool) -> bool:  # noqa: N802 - Qt override
        """Tab goes from button to button, then on round the window's stops (the board view holds the banner,
        so the window's own order would jump past the buttons)."""
        buttons = [self.new_button, self.review_button, self.close_button]
        current = QApplication.focusWidget()
        if current in buttons:
            index = buttons.index(current) + (1 if forward else -1)
            if 0 <= index < len(buttons):
                buttons[index].setFocus(Qt.FocusReason.TabFocusReason if forward else Qt.FocusReason.BacktabFocusReason)
                return True
        return super().focusNextPrevChild(forward)

    def keyPressEvent(self, event):  # noqa: N802 - Qt override
        if event.key() == Qt.Key.Key_Escape:
            self.dismiss()
            return
        super().keyPressEvent(event)

    def changeEvent(self, event):  # noqa: N802 - Qt override
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
