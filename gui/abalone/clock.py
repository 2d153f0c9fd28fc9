"""Abalone's game clock (option `clock_minutes`) and the side-panel widget that shows it.

Where the remaining time lives: in the scene's `GameClock`, in a book keyed by position
(ply, marbles, side to move, timeout). Each position the game reaches is booked with both
players' remaining time at the moment it appeared, so undo and redo give back exactly the
clock readings of the position they return to (time spent on a move that is taken back is
refunded; undo never adds time beyond that). The engine state stays free of wall-clock time,
which keeps states pure and JSON round-trips exact; saved games carry the book's readings
along the record (`GameRecord.clocks`), so a loaded game goes on with the time that was left.

When the clock of the player to move reaches zero, `flagFell(seat)` fires once; the scene
turns it into the engine's `Timeout` pseudo-move through `forcedMove`.
"""

from __future__ import annotations

import math
import time

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QFont
from PySide6.QtWidgets import (
    QApplication,
    QFrame,
    QGridLayout,
    QInputDialog,
    QLabel,
    QMessageBox,
    QPushButton,
    QVBoxLayout,
)

from engine import BadState
from engine.abalone.notation import RecordTagRefused, move_text, record_from_text, record_to_text
from engine.abalone.rules import AbaloneState
from engine.record import GameRecord, RecordMoveRefused
from gui.saves import refused_move_text
from gui.texts import fill

TICK_MS = 100


def format_time(ms: float) -> str:
    """m:ss, with tenths in the last ten seconds."""
    ms = max(0.0, ms)
    if ms < 10_000:
        return f"0:{ms / 1000:04.1f}"
    seconds = math.ceil(ms / 1000)  # a full clock reads 10:00, not 9:59
    return f"{seconds // 60}:{seconds % 60:02d}"


def record_refusal(exc: BadState) -> str:
    """Why a text record cannot be replayed, in the player's language."""
    if isinstance(exc, RecordMoveRefused):
        return refused_move_text(exc)
    if isinstance(exc, RecordTagRefused):
        return fill(QCoreApplication.translate("abalone", 'The record asks for [%1 "%2"], which this game does '
                                                          'not offer.'), exc.key, exc.value[:40])
    return QCoreApplication.translate("abalone", "This text cannot be read as a game record.")


class GameClock(QObject):
    """Two countdown clocks; only the one of the player to move runs."""

    flagFell = Signal(int)
    changed = Signal()

    def __init__(self, parent=None, now=time.monotonic):
        super().__init__(parent)
        self.now = now
        self.allowance_ms = 0.0
        self.remaining = [0.0, 0.0]
        self.running: int | None = None
        self.since = 0.0
        self.flagged = False
        self.book: dict[tuple, tuple[float, float]] = {}
        self.timer = QTimer(self)
        self.timer.setInterval(TICK_MS)
        self.timer.timeout.connect(self.tick)

    @property
    def enabled(self) -> bool:
        return self.allowance_ms > 0

    @staticmethod
    def _key(state: AbaloneState) -> tuple:
        return state.plies, state.position_key(), state.timeout

    def _set_allowance(self, state: AbaloneState) -> None:
        self.allowance_ms = state.options.get("clock_minutes", 0) * 60_000.0
        self.remaining = [self.allowance_ms] * 2

    def readings(self, states: list[AbaloneState], cursor: int) -> list[list[float]] | None:
        """Each seat's time left at every position of `states` (at the cursor: now), for a save file."""
        if not self.enabled:
            return None
        now = [round(max(0.0, self.remaining_ms(seat))) for seat in (0, 1)]
        full = (self.allowance_ms, self.allowance_ms)
        return [now if i == cursor else [round(ms) for ms in self.book.get(self._key(state), full)]
                for i, state in enumerate(states)]

    def restore(self, states: list[AbaloneState], readings: list[list[float]]) -> None:
        """Book the readings of a loaded game before its position is shown."""
        self._set_allowance(states[0])
        if self.enabled:
            self.book = {self._key(state): (float(r[0]), float(r[1])) for state, r in zip(states, readings)}

    def show_position(self, state: AbaloneState) -> None:
        """The game is now at `state`: charge the last player, restore or book this position, run."""
        if not self.book:
            self._set_allowance(state)
        if not self.enabled:
            return
        self._charge()
        key = self._key(state)
        if key in self.book:
            self.remaining = list(self.book[key])
        else:
            self.book[key] = (self.remaining[0], self.remaining[1])
        self.flagged = False
        self.running = state.turn if state.outcome() is None else None
        self.since = self.now()
        if self.running is None:
            self.timer.stop()
        else:
            self.timer.start()
        self.changed.emit()

    def _charge(self) -> None:
        if self.running is not None:
            self.remaining[self.running] = max(0.0, self.remaining_ms(self.running))
            self.since = self.now()

    def remaining_ms(self, seat: int) -> float:
        if seat == self.running:
            return self.remaining[seat] - (self.now() - self.since) * 1000
        return self.remaining[seat]

    def tick(self) -> None:
        seat = self.running
        if seat is not None and not self.flagged and self.remaining_ms(seat) <= 0:
            self.flagged = True
            self.flagFell.emit(seat)
        self.changed.emit()

    def stop(self) -> None:
        self._charge()
        self.running = None
        self.timer.stop()


class ClockPanel(QFrame):
    """How to play with the mouse, the two clocks when the game has them, and buttons that copy the
    game record as text or read one in."""

    #: A game read from a text record (a `GameRecord`), to replace the current one.
    recordRead = Signal(object)

    def __init__(self, names: tuple[str, str], colours: tuple[QColor, QColor], clock: GameClock, parent=None):
        super().__init__(parent)
        self.setObjectName("abaloneClocks")
        self.clock = clock
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.heading = QLabel()
        self.heading.setObjectName("panelHeading")
        layout.addWidget(self.heading)
        grid = QGridLayout()
        self.times: list[QLabel] = []
        self.rows: list[QLabel] = []
        font = QFont()
        font.setPointSizeF(font.pointSizeF() * 1.35)
        font.setBold(True)
        font.setStyleHint(QFont.StyleHint.Monospace)
        for seat in (0, 1):
            name = QLabel(names[seat])
            name.setTextFormat(Qt.TextFormat.PlainText)
            value = QLabel()
            value.setFont(font)
            value.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            value.setObjectName(f"abaloneClock{seat}")
            value.setContentsMargins(6, 2, 6, 2)
            grid.addWidget(name, seat, 0)
            grid.addWidget(value, seat, 1)
            self.rows.append(name)
            self.times.append(value)
        layout.addLayout(grid)
        self.help = QLabel()
        self.help.setWordWrap(True)
        self.help.setObjectName("abaloneHelp")
        layout.addWidget(self.help)
        self.copy_button = QPushButton()
        self.copy_button.setObjectName("abaloneCopyRecord")
        self.copy_button.clicked.connect(self.copy_record)
        layout.addWidget(self.copy_button)
        self.import_button = QPushButton()
        self.import_button.setObjectName("abaloneImportRecord")
        self.import_button.clicked.connect(self.ask_record)
        layout.addWidget(self.import_button)
        for widget in (self.heading, *self.rows, *self.times):
            widget.setVisible(clock.enabled)
        clock.changed.connect(self.refresh)
        self.retranslate()
        self.refresh()

    def changeEvent(self, event):  # noqa: N802 - Qt override
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        self.heading.setText(QCoreApplication.translate("abalone", "Clocks"))
        self.copy_button.setText(QCoreApplication.translate("abalone", "Copy game record"))
        self.copy_button.setToolTip(QCoreApplication.translate(
            "abalone", "Copies the moves so far in Aba-Pro notation, to paste into a message or a file."))
        self.import_button.setText(QCoreApplication.translate("abalone", "Read game record…"))
        self.import_button.setToolTip(QCoreApplication.translate(
            "abalone", "Replays a game record in Aba-Pro notation, pasted from a message or a file."))
        self.help.setText(QCoreApplication.translate(
            "abalone", "Click or drag across 1 to 3 of your marbles in a line, then click an arrow, "
                             "click the cell to move to, or drag the marbles. Right-click clears the selection."))

    def record_text(self) -> str | None:
        """The game so far (up to the shown position) as an Aba-Pro text record, or None outside a game."""
        session = getattr(self.window(), "session", None)
        if session is None or not session.states:
            return None
        state = initial = session.states[0]
        moves = []
        for text in session.moves[:session.cursor]:
            move = state.parse_move(text)
            moves.append(move)
            state = state.apply(move)
        return record_to_text(initial, moves)

    def copy_record(self) -> None:
        text = self.record_text()
        if text is not None:
            QApplication.clipboard().setText(text)

    def ask_record(self) -> None:
        """Ask for a pasted text record (the clipboard's text to begin with) and read it."""
        clipboard = QApplication.clipboard().text()
        text, ok = QInputDialog.getMultiLineText(
            self, QCoreApplication.translate("abalone", "Read game record"),
            QCoreApplication.translate("abalone", "Paste a game record in Aba-Pro notation:"),
            clipboard if clipboard.lstrip().startswith("[") else "")
        if ok and text.strip():
            self.read_record(text)

    def read_record(self, text: str) -> bool:
        """Replay `text`; the game it describes replaces the current one, or a message says why not."""
        try:
            initial, moves = record_from_text(text)
        except BadState as exc:
            QMessageBox.warning(self, QCoreApplication.translate("abalone", "Read game record"), record_refusal(exc))
            return False
        texts = [move_text(move) for move in moves]  # record_from_text has checked them all
        self.recordRead.emit(GameRecord(initial, texts, len(texts)))
        return True

    def refresh(self) -> None:
        clock = self.clock
        for widget in (self.heading, *self.rows, *self.times):
            widget.setVisible(clock.enabled)
        if not clock.enabled:
            return
        for seat, label in enumerate(self.times):
            ms = clock.remaining_ms(seat)
            label.setText(format_time(ms))
            active = seat == clock.running
            low = ms < 30_000
            colour = "#ff5252" if low and active else "palette(highlighted-text)" if active else "palette(text)"
            background = "palette(highlight)" if active else "transparent"
            label.setStyleSheet(f"color: {colour}; background: {background}; border-radius: 4px;")
