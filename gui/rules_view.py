"""The rules browser (F1): every game's rules in the current language, from Markdown files."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtWidgets import (
    QDialog,
    QHBoxLayout,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QTextBrowser,
    QVBoxLayout,
)

from engine import GAMES
from engine.tutorial import has_tutorial
from gui import texts
from gui.i18n import FALLBACK
from gui.paths import rules_file


def rules_markdown(game_id: str, lang: str) -> tuple[str, str]:
    """The rules text and the language it is really in (English while a translation is missing)."""
    for code in (lang, FALLBACK):
        path = rules_file(game_id, code)
        if path.is_file():
            return path.read_text(encoding="utf-8"), code
    return "", ""


class RulesBrowser(QDialog):
    """A non-modal window: the list of games on the left, the chosen game's rules on the right."""

    #: The player asked for the shown game's tutorial.
    learnRequested = Signal(str)

    def __init__(self, language: str, game_id: str | None = None, parent=None):
        super().__init__(parent)
        self.setObjectName("rulesBrowser")
        self.language = language
        self.resize(900, 680)
        layout = QHBoxLayout(self)
        self.games = QListWidget()
        self.games.setMaximumWidth(240)
        for spec in GAMES.values():
            item = QListWidgetItem()
            item.setData(Qt.ItemDataRole.UserRole, spec.id)
            self.games.addItem(item)
        self.text = QTextBrowser()
        self.text.setOpenExternalLinks(False)
        self.learn_button = QPushButton()
        self.learn_button.setObjectName("rulesLearnToPlay")
        self.learn_button.clicked.connect(lambda: self.learnRequested.emit(self.game_id))
        right = QVBoxLayout()
        right.addWidget(self.text, 1)
        right.addWidget(self.learn_button, 0, Qt.AlignmentFlag.AlignRight)
        layout.addWidget(self.games)
        layout.addLayout(right, 1)
        self.games.currentRowChanged.connect(lambda _: self._show())
        self.retranslate()
        self.show_game(game_id or next(iter(GAMES)))

    @property
    def game_id(self) -> str:
        item = self.games.currentItem()
        return item.data(Qt.ItemDataRole.UserRole) if item else next(iter(GAMES))

    def show_game(self, game_id: str) -> None:
        index = list(GAMES).index(game_id)
        self.games.setCurrentRow(index)
        self._show()

    def set_language(self, language: str) -> None:
        self.language = language
        self._show()

    def _show(self) -> None:
        markdown, shown = rules_markdown(self.game_id, self.language)
        if not markdown:
            markdown = "# " + texts.game_name(GAMES[self.game_id]) + "\n\n" + self.tr("The rules of this game are not written yet.")
        elif shown != self.language:
            markdown = "*" + self.tr("These rules are not translated yet; they are shown in English.") + "*\n\n" + markdown
        self.text.setMarkdown(markdown)
        self.learn_button.setVisible(has_tutorial(self.game_id))

    def changeEvent(self, event):  # noqa: N802 - Qt override
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Rules"))
        self.learn_button.setText(self.tr("Learn to Play"))
        for row, spec in enumerate(GAMES.values()):
            self.games.item(row).setText(texts.game_name(spec))
