"""The room of a network game, in the side panel under the players (whose rows say who is connected): the invite
code with Copy, the host's Start button, what the game waits for, a guest's request to take back a move, and the
chat with its reactions.

Names and chat lines come from other computers: they are shown as plain text only (a QLabel or a list would
otherwise render HTML), and the protocol has already cut them to a sane length.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QFontDatabase, QGuiApplication
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QPushButton,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from gui import texts
from gui.setup import seat_name
from netplay.messages import MAX_CHAT, REACTIONS


def plain_label(parent=None) -> QLabel:
    label = QLabel(parent)
    label.setTextFormat(Qt.TextFormat.PlainText)
    label.setWordWrap(True)
    return label


class RoomPanel(QWidget):
    startRequested = Signal()
    said = Signal(str)
    reacted = Signal(str)
    undoAnswered = Signal(bool)

    def __init__(self, parent=None):
        super().__init__(parent)
        self.setObjectName("roomPanel")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.heading = QLabel()
        self.heading.setObjectName("panelHeading")
        layout.addWidget(self.heading)
        self.code_title = QLabel()
        layout.addWidget(self.code_title)
        code_row = QHBoxLayout()
        self.code = QLineEdit()
        self.code.setReadOnly(True)
        self.code.setObjectName("inviteCode")
        self.code.setFont(QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont))  # 0 and O, 1 and I apart
        self.copy = QPushButton()
        self.copy.clicked.connect(lambda: QGuiApplication.clipboard().setText(self.code.text()))
        code_row.addWidget(self.code, 1)
        code_row.addWidget(self.copy)
        layout.addLayout(code_row)
        self.banner = plain_label()
        self.banner.setObjectName("roomBanner")
        layout.addWidget(self.banner)
        self.start = QPushButton()
        self.start.setObjectName("startRoom")
        self.start.clicked.connect(self.startRequested)
        layout.addWidget(self.start)
        self.undo_text = plain_label()
        self.undo_yes, self.undo_no = QPushButton(), QPushButton()
        self.undo_yes.clicked.connect(lambda: self._answer(True))
        self.undo_no.clicked.connect(lambda: self._answer(False))
        self.undo_box = QWidget()
        undo_layout = QVBoxLayout(self.undo_box)
        undo_layout.setContentsMargins(0, 0, 0, 0)
        undo_layout.addWidget(self.undo_text)
        undo_buttons = QHBoxLayout()
        undo_buttons.addWidget(self.undo_yes)
        undo_buttons.addWidget(self.undo_no)
        undo_layout.addLayout(undo_buttons)
        self.undo_box.hide()
        layout.addWidget(self.undo_box)
        self.log = QPlainTextEdit()
        self.log.setObjectName("roomChat")
        self.log.setReadOnly(True)
        self.log.setMaximumBlockCount(500)
        self.log.setMinimumHeight(60)
        self.log.setMaximumHeight(130)
        layout.addWidget(self.log)
        self.line = QLineEdit()
        self.line.setMaxLength(MAX_CHAT)
        self.line.returnPressed.connect(self._say)
        layout.addWidget(self.line)
        reactions = QHBoxLayout()
        reactions.setSpacing(2)
        self.reaction_buttons = []
        for reaction in REACTIONS:
            button = QToolButton()
            button.setText(reaction)
            button.setAutoRaise(True)
            button.clicked.connect(lambda _=False, r=reaction: self.reacted.emit(r))
            reactions.addWidget(button)
            self.reaction_buttons.append(button)
        reactions.addStretch(1)
        layout.addLayout(reactions)
        self.is_host = False
        self.names: list[str] = []
        self.table: dict = {}
        self.retranslate()

    # -- what the window tells ---------------------------------------------------------------
    def set_room(self, is_host: bool, code: str | None, names: list[str]) -> None:
        self.is_host = is_host
        self.names = list(names)
        self.code.setText(code or "")
        for widget in (self.code_title, self.code, self.copy):
            widget.setVisible(bool(code))
        self.start.setVisible(is_host)
        self.log.clear()
        self.undo_box.hide()
        self.table = {}
        self.retranslate()

    def show_table(self, table: dict) -> None:
        self.table = table
        rows = table.get("table") or []
        started = bool(table.get("started"))
        self.start.setEnabled(self.is_host and not started and bool(rows) and not any(
            s.get("status") in ("free", "missing") for s in rows))
        self.start.setVisible(self.is_host and not started)
        self.banner.setText(self.banner_text())
        self.banner.setVisible(bool(self.banner.text()))

    def banner_text(self) -> str:
        rows = self.table.get("table") or []
        if not self.table:
            return self.tr("Connecting…")
        if not self.table.get("started"):
            free = [r for r in rows if r.get("status") == "free"]
            if free:
                return texts.fill(self.tr("Waiting for players: %1 seat(s) free."), str(len(free)))
            return self.tr("Everybody is here: start the game.") if self.is_host else self.tr(
                "Everybody is here: the host starts the game.")
        missing = [self._name(k) for k in self.table.get("waiting") or []]
        if missing:
            return texts.fill(self.tr("Waiting for %1 (reconnecting…)"), ", ".join(missing))
        return ""

    def _name(self, seat: int) -> str:
        rows = self.table.get("table") or []
        name = rows[seat].get("name") if seat < len(rows) else ""
        return name or (self.names[seat] if seat < len(self.names) and self.names[seat] else seat_name(seat + 1))

    def add_line(self, seat, name: str, text: str) -> None:
        who = name or (self._name(seat) if seat is not None else self.tr("Spectator"))
        self.log.appendPlainText(f"{who}: {text}")

    def add_note(self, text: str) -> None:
        self.log.appendPlainText(f"— {text}")

    def ask_undo(self, seat: int) -> None:
        self.undo_text.setText(texts.fill(self.tr("%1 asks to take back their last move."), self._name(seat)))
        self.undo_box.setVisible(self.is_host)
        if not self.is_host:
            self.add_note(self.undo_text.text())

    def set_host_missing(self, missing: bool) -> None:
        self.banner.setText(self.tr("Waiting for the host (reconnecting…)") if missing else self.banner_text())
        self.banner.setVisible(bool(self.banner.text()))

    def _answer(self, accept: bool) -> None:
        self.undo_box.hide()
        self.undoAnswered.emit(accept)

    def _say(self) -> None:
        text = self.line.text().strip()
        if text:
            self.said.emit(text)
            self.line.clear()

    def retranslate(self) -> None:
        self.heading.setText(self.tr("Network game"))
        self.code_title.setText(self.tr("Invite code:"))
        self.code.setAccessibleName(self.tr("Invite code"))
        self.copy.setText(self.tr("Copy"))
        self.start.setText(self.tr("Start the game"))
        self.line.setPlaceholderText(self.tr("Say something to the table…"))
        self.line.setAccessibleName(self.tr("Chat message"))
        self.log.setAccessibleName(self.tr("Chat"))
        self.undo_yes.setText(self.tr("Allow"))
        self.undo_no.setText(self.tr("Refuse"))
        for button in self.reaction_buttons:
            button.setToolTip(texts.fill(self.tr("React with %1"), button.text()))
            button.setAccessibleName(button.toolTip())
        self.show_table(self.table) if self.table else self.banner.setText(self.banner_text())
