"""The board area, and the "pass the device" screen laid over it between hot-seat turns of games with hidden hands."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtWidgets import QLabel, QPushButton, QVBoxLayout, QWidget

from gui import texts
from gui.common.board import BoardView


class PrivacyScreen(QWidget):
    """Covers the board until the next player confirms they are at the screen."""

    revealed = Signal()

    def __init__(self, parent=None):
        super().__init__(parent)
        self.setObjectName("privacyScreen")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        layout = QVBoxLayout(self)
        layout.addStretch(1)
        self.title = QLabel()
        self.title.setTextFormat(Qt.TextFormat.PlainText)  # a player's name, perhaps from the network
        self.title.setObjectName("privacyTitle")
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.title.setWordWrap(True)
        self.hint = QLabel()
        self.hint.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.hint.setWordWrap(True)
        self.button = QPushButton()
        self.button.setObjectName("privacyButton")
        self.button.clicked.connect(self._reveal)
        layout.addWidget(self.title)
        layout.addWidget(self.hint)
        layout.addSpacing(16)
        layout.addWidget(self.button, 0, Qt.AlignmentFlag.AlignCenter)
        layout.addStretch(2)
        self.player = ""
        self.hide()

    def cover(self, player: str) -> None:
        self.player = player
        self.retranslate()
        self.setGeometry(self.parentWidget().rect())
        self.raise_()
        self.show()
        self.button.setFocus()

    def _reveal(self) -> None:
        self.hide()
        self.revealed.emit()

    def keyPressEvent(self, event):  # noqa: N802 - Qt override
        # Space on the button presses it; Enter and Return (which a button outside a dialog ignores) too.
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space) and not event.isAutoRepeat():
            self._reveal()
            return
        super().keyPressEvent(event)

    def changeEvent(self, event):  # noqa: N802 - Qt override
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        self.title.setText(texts.fill(self.tr("Pass the device to %1"), self.player))
        self.hint.setText(self.tr("The other players should look away now."))
        self.button.setText(texts.fill(self.tr("I am %1 – show my hand"), self.player))
        self.setAccessibleName(self.title.text())
        self.button.setAccessibleDescription(self.hint.text())


class BoardArea(QWidget):
    """The board view with the privacy screen laid over it."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self.view = BoardView(self)
        self.view.setObjectName("boardView")
        self.privacy = PrivacyScreen(self)

    def resizeEvent(self, event):  # noqa: N802 - Qt override
        super().resizeEvent(event)
        self.view.setGeometry(self.rect())
        self.privacy.setGeometry(self.rect())
