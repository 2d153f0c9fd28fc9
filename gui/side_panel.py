"""The panel beside the board: whose turn it is, why a move was refused, the players and their scores,
the move history and a field to type a move in the game's notation."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QRectF, Qt, Signal
from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent, QColor, QPainter, QPen
from PySide6.QtWidgets import (
    QApplication,
    QFrame,
    QGridLayout,
    QLabel,
    QLineEdit,
    QScrollArea,
    QSplitter,
    QUndoView,
    QVBoxLayout,
    QWidget,
)

from gui import texts, theme
from gui.clock import format_time
from gui.common.drawing import draw_mark
from gui.session import GameSession


class Swatch(QWidget):
    """A round colour marker; a ring shows the seat to move."""

    def __init__(self, colour: QColor, mark: str = "", parent=None):
        super().__init__(parent)
        self.colour = colour
        self.mark = mark
        self.active = False
        self.setFixedSize(22, 22)

    def set_active(self, active: bool) -> None:
        self.active = active
        self.update()

    def paintEvent(self, event):  # noqa: N802 - Qt override
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = self.rect().adjusted(4, 4, -4, -4)
        # An edge that stands out from the panel, so a black seat shows on a dark panel and a white one on a light.
        painter.setPen(QPen(theme.current().piece_edge(self.colour, theme.current().colour("panel")), 1.2))
        painter.setBrush(self.colour)
        painter.drawEllipse(rect)
        draw_mark(painter, self.mark, QRectF(rect).center(), rect.width() * 0.32, self.colour)
        if self.active:
            pen = painter.pen()
            pen.setColor(self.palette().highlight().color())
            pen.setWidthF(2.5)
            painter.setPen(pen)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawEllipse(self.rect().adjusted(1, 1, -1, -1))


class SidePanel(QFrame):
    """Shows a `GameSession`; rebuilt for every new session."""

    #: The player typed (or pasted) a move's notation and pressed Enter.
    moveTyped = Signal(str)

    def __init__(self, parent=None):
        super().__init__(parent)
        self.setObjectName("sidePanel")
        self.scores_shown = lambda state: state.scores()  # the board's `scores_shown` once a game is on it
        self.setMinimumWidth(220)
        self.setMaximumWidth(340)
        # In a short window the panel scrolls instead of squeezing its texts over each other.
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        self.scroll = QScrollArea()
        self.scroll.setObjectName("sidePanelScroll")
        self.scroll.setWidgetResizable(True)
        self.scroll.setFrameShape(QFrame.Shape.NoFrame)
        self.scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        outer.addWidget(self.scroll)
        content = QWidget()
        content.setObjectName("sidePanelContent")
        self.scroll.setWidget(content)
        layout = QVBoxLayout(content)
        layout.setContentsMargins(12, 12, 12, 12)
        self.title = QLabel()
        self.title.setObjectName("panelTitle")
        self.title.setWordWrap(True)
        self.turn = QLabel()
        self.turn.setTextFormat(Qt.TextFormat.PlainText)  # a name from another computer is never markup
        self.turn.setObjectName("panelTurn")
        self.turn.setWordWrap(True)
        self.notice = QLabel()  # why the last move was refused; empty (hidden) otherwise
        self.notice.setObjectName("panelNotice")
        self.notice.setWordWrap(True)
        self.notice.setTextFormat(Qt.TextFormat.PlainText)
        self.notice.hide()
        self.players_heading = QLabel()
        self.players_heading.setObjectName("panelHeading")
        self.players = QGridLayout()
        self.players.setColumnStretch(1, 1)
        self.history_heading = QLabel()
        self.history_heading.setObjectName("panelHeading")
        self.history = QUndoView()
        self.history.setObjectName("moveHistory")
        self.history.setAlternatingRowColors(True)
        self.history.setMinimumHeight(110)
        # Moves in words can be long (a throw with its speed, direction and spin): they wrap, not scroll sideways.
        self.history.setWordWrap(True)
        self.history.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.history.setResizeMode(QUndoView.ResizeMode.Adjust)
        self.move_entry = QLineEdit()
        self.move_entry.setObjectName("moveEntry")
        self.move_entry.setClearButtonEnabled(True)
        self.move_entry.returnPressed.connect(self._move_entered)
        for widget in (self.title, self.turn, self.notice, self.players_heading):
            layout.addWidget(widget)
        layout.addLayout(self.players)
        layout.addSpacing(8)
        self.game_box = QVBoxLayout()  # the game's own controls (BoardScene.panel_widget)
        self.game_box.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(self.game_box)
        self.room_box = QVBoxLayout()  # a network game's room (gui.network.room_panel)
        self.room_box.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(self.room_box)
        layout.addWidget(self.history_heading)
        layout.addWidget(self.history, 1)
        layout.addWidget(self.move_entry)
        self.session: GameSession | None = None
        self.rows: list[tuple[Swatch, QLabel, QLabel, QLabel]] = []
        self.clocks: list[QLabel] = []  # each seat's time on the game clock, when the game has one
        self.status = ""
        #: What screen readers were last told (the move list's newest entry); for tests and for saying it again.
        self.last_announcement = ""
        self.retranslate()

    def set_room(self, widget: QWidget | None) -> None:
        """Show a network game's room under the game's own controls (None: no room)."""
        while self.room_box.count():
            self.room_box.takeAt(0).widget().hide()
        if widget is not None:
            self.room_box.addWidget(widget)
            widget.show()

    def set_session(self, session: GameSession, game_widget: QWidget | None = None) -> None:
        self.session = session
        while self.game_box.count():
            old = self.game_box.takeAt(0).widget()
            old.hide()
            old.deleteLater()
        if game_widget is not None:
            self.game_box.addWidget(game_widget)
        while self.players.count():
            self.players.takeAt(0).widget().deleteLater()
        self.rows = []
        self.clocks = []
        for index, info in enumerate(session.setup.seat_infos()):
            swatch, name, kind, score, clock = Swatch(info.colour, info.mark), QLabel(), QLabel(), QLabel(), QLabel()
            name.setText(info.name)
            name.setTextFormat(Qt.TextFormat.PlainText)
            kind.setObjectName("seatKind")
            score.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            score.setObjectName("seatScore")
            clock.setObjectName("seatClock")
            clock.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            clock.setVisible(session.clock.enabled)
            for column, widget in enumerate((swatch, name, kind, score, clock)):
                self.players.addWidget(widget, index, column)
            self.rows.append((swatch, name, kind, score))
            self.clocks.append(clock)
        session.clock.changed.connect(self._show_clocks)
        session.movePlayed.connect(self.announce)
        self.history.setStack(session.undo_stack)
        self.refresh()
        self._show_clocks()

    def set_seat_colours(self, infos) -> None:
        """The seats' colours and marks after the palette changed."""
        for (swatch, *_), info in zip(self.rows, infos):
            swatch.colour, swatch.mark = info.colour, info.mark
            swatch.update()

    def _show_clocks(self) -> None:
        """Each seat's time left on the game clock; the running one highlighted, red in its last 30 s."""
        clock = self.session.clock
        if not clock.enabled:
            return
        for seat, label in enumerate(self.clocks):
            ms = clock.remaining_ms(seat)
            label.setText(format_time(ms))
            label.setProperty("running", seat == clock.running)
            label.setProperty("low", ms < 30_000)
            label.style().unpolish(label)
            label.style().polish(label)

    def announce(self, text: str) -> None:
        """Screen readers say `text` (a move just played, as the move list shows it)."""
        self.last_announcement = text
        if QAccessible.isActive():
            QAccessible.updateAccessibility(QAccessibleAnnouncementEvent(self.history, text))

    def focus_chain(self) -> list[QWidget]:
        """The panel's stops for Tab, in order: the game's own controls, the move list, the typed-move field."""
        game = [w for i in range(self.game_box.count()) if (box := self.game_box.itemAt(i).widget()) is not None
                for w in _focusable_in(box)]
        return [*game, self.history, self.move_entry]

    def set_status(self, text: str) -> None:
        self.status = text
        self.refresh()

    def show_notice(self, text: str) -> None:
        """Show why a move was refused (an empty text hides the notice)."""
        self.notice.setText(text)
        self.notice.setVisible(bool(text))

    def _move_entered(self) -> None:
        text = self.move_entry.text().strip()
        if text:
            self.moveTyped.emit(text)

    def move_accepted(self) -> None:
        """The typed move was played: empty the field for the next one."""
        self.move_entry.clear()

    def refresh(self) -> None:
        session = self.session
        if session is None:
            return
        state = session.state
        self.title.setText(texts.game_name(state.spec))
        scores = self.scores_shown(state)
        for seat, (swatch, name, kind, score) in enumerate(self.rows):
            swatch.set_active(seat == state.to_move)
            setup = session.setup.seats[seat]
            name.setText(setup.name)  # a network game learns its guests' names as they join
            presence = session.seat_presence(seat)
            kind.setText(presence or (self.tr("Remote player") if setup.remote else self.tr("Human") if setup.human
                                      else texts.level_label(setup.level)))
            score.setText("" if scores is None else _format_score(scores[seat]))
        self.turn.setText(self.status or self._turn_text())
        self.move_entry.setEnabled(session.human_to_move())

    def _turn_text(self) -> str:
        session = self.session
        outcome = session.state.outcome()
        names = [seat.name for seat in session.setup.seats]
        if outcome is not None:
            return texts.outcome_text(session.spec, outcome, names)
        return texts.fill(self.tr("%1 to move"), names[session.state.to_move])

    def changeEvent(self, event):  # noqa: N802 - Qt override
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        self.players_heading.setText(self.tr("Players"))
        self.history_heading.setText(self.tr("Moves"))
        self.history.setAccessibleName(self.tr("Moves"))
        self.history.setAccessibleDescription(self.tr("Every move of the game so far, the newest last"))
        self.move_entry.setAccessibleName(self.tr("Type a move"))
        self.history.setEmptyLabel(self.tr("Start of the game"))
        self.move_entry.setPlaceholderText(self.tr("Type a move and press Enter"))
        self.move_entry.setToolTip(self.tr("A move in the game's notation, as in the move list"))
        self.refresh()


def _format_score(value: float) -> str:
    return str(int(value)) if float(value).is_integer() else texts.number(value, 1)


def _focusable(widget: QWidget) -> bool:
    return (widget.isVisibleTo(widget.window()) and widget.isEnabled()
            and bool(widget.focusPolicy() & Qt.FocusPolicy.TabFocus))


def _focusable_in(root: QWidget) -> list[QWidget]:
    """`root` and the widgets inside it that Tab stops at, in the order they were laid out.

    Not by `nextInFocusChain()`: PySide would make every widget it passes (the menus too) a child of the
    wrapper it was called on, and deleting that panel would take their wrappers with it."""
    return [w for w in (root, *root.findChildren(QWidget)) if _focusable(w)]


class GamePage(QSplitter):
    """The board beside the side panel. Tab goes round the board, the game's own controls, the move list, the
    typed-move field (and the review's controls while it is open); Shift+Tab goes back. While the privacy
    screen covers the board, focus stays on it: the hand it hides must not be read out."""

    def __init__(self, board, panel: SidePanel, parent=None):
        super().__init__(Qt.Orientation.Horizontal, parent)
        self.setObjectName("gameSplitter")
        self.board, self.panel = board, panel
        #: More stops after the typed-move field (the window's review dock while it is shown).
        self.extra_stops = lambda: []
        self.addWidget(board)
        self.addWidget(panel)
        self.setStretchFactor(0, 1)
        self.setChildrenCollapsible(False)

    def focus_chain(self) -> list[QWidget]:
        if self.board.privacy.isVisible():
            return [self.board.privacy.button]
        panel = self.panel.focus_chain() if self.panel.isVisible() else []
        return [w for w in (self.board.view, *panel, *self.extra_stops()) if _focusable(w)]

    def focusNextPrevChild(self, forward: bool) -> bool:  # noqa: N802 - Qt override
        chain = self.focus_chain() if self.isVisible() else []  # hidden: Qt moves the focus out of the page
        if not chain:
            return super().focusNextPrevChild(forward)
        current = QApplication.focusWidget()
        here = next((i for i, w in enumerate(chain) if w is current or w.isAncestorOf(current)), None) \
            if current is not None else None
        if here is None and not (current is not None and self.isAncestorOf(current)):
            return super().focusNextPrevChild(forward)
        index = (-1 if forward else 0) if here is None else here
        target = chain[(index + (1 if forward else -1)) % len(chain)]
        target.setFocus(Qt.FocusReason.TabFocusReason if forward else Qt.FocusReason.BacktabFocusReason)
        return True
