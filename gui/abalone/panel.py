"""Abalone's side-panel widget: how to move with the mouse and the keys, and the game record as Aba-Pro text
(copied to the clipboard, or read in to replace the game). The game clock (`clock_minutes`) is the
session's, shown in the players' list like any game's clock."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, Signal
from PySide6.QtWidgets import QApplication, QInputDialog, QLabel, QMessageBox, QPushButton, QVBoxLayout

from engine import BadState
from engine.abalone.notation import RecordTagRefused, move_text, record_from_text, record_to_text
from engine.record import GameRecord, RecordMoveRefused
from gui.common.panel import GamePanel
from gui.saves import refused_move_text
from gui.texts import fill


def record_refusal(exc: BadState) -> str:
    """Why a text record cannot be replayed, in the player's language."""
    if isinstance(exc, RecordMoveRefused):
        return refused_move_text(exc)
    if isinstance(exc, RecordTagRefused):
        return fill(QCoreApplication.translate("abalone", 'The record asks for [%1 "%2"], which this game does '
                                                          'not offer.'), exc.key, exc.value[:40])
    return QCoreApplication.translate("abalone", "This text cannot be read as a game record.")


class RecordPanel(GamePanel):
    """How to play with the mouse and the keys, and buttons that copy the game record as text or read one in."""

    #: A game read from a text record (a `GameRecord`), to replace the current one.
    recordRead = Signal(object)

    def __init__(self, game_record: Callable[[], GameRecord | None], parent=None):
        super().__init__(parent)
        self.setObjectName("abalonePanel")
        self.game_record = game_record  # the game so far, from the scene
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.help = QLabel()
        self.help.setWordWrap(True)
        self.help.setObjectName("abaloneHelp")
        layout.addWidget(self.help)
        self.keys_help = QLabel()
        self.keys_help.setWordWrap(True)
        self.keys_help.setObjectName("abaloneKeysHelp")
        layout.addWidget(self.keys_help)
        self.copy_button = QPushButton()
        self.copy_button.setObjectName("abaloneCopyRecord")
        self.copy_button.clicked.connect(self.copy_record)
        layout.addWidget(self.copy_button)
        self.import_button = QPushButton()
        self.import_button.setObjectName("abaloneImportRecord")
        self.import_button.clicked.connect(self.ask_record)
        layout.addWidget(self.import_button)
        self.retranslate()

    def retranslate(self) -> None:
        self.copy_button.setText(QCoreApplication.translate("abalone", "Copy game record"))
        self.copy_button.setToolTip(QCoreApplication.translate(
            "abalone", "Copies the moves so far in Aba-Pro notation, to paste into a message or a file."))
        self.import_button.setText(QCoreApplication.translate("abalone", "Read game record…"))
        self.import_button.setToolTip(QCoreApplication.translate(
            "abalone", "Replays a game record in Aba-Pro notation, pasted from a message or a file."))
        self.help.setText(QCoreApplication.translate(
            "abalone", "Click or drag across 1 to 3 of your marbles in a line, then click an arrow, "
                             "click the cell to move to, or drag the marbles. Right-click clears the selection."))
        self.keys_help.setText(QCoreApplication.translate(
            "abalone", "Keys: the arrows move the ring, Space or Enter selects a marble or moves the selected "
                       "marbles to the cell under the ring, Escape clears the selection."))

    def record_text(self) -> str | None:
        """The game so far (up to the shown position) as an Aba-Pro text record, or None outside a game."""
        record = self.game_record()
        if record is None:
            return None
        state, moves = record.initial, []
        for text in record.moves[:record.cursor]:
            moves.append(state.parse_move(text))
            state = state.apply(moves[-1])
        return record_to_text(record.initial, moves)

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
