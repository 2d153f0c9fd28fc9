"""The rules browser (F1): every game's rules in the current language, from Markdown files, and the
Keyboard page (Help ▸ Keyboard): the keys every game shares, then each game's own."""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QEvent, QSize, Qt, Signal
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
from gui.menus import shortcut_texts
from gui.paths import i18n_dir, rules_file
from gui.screen_fit import keep_on_screen

#: The list entries of the Keyboard page and the network page (game entries hold their game's id).
KEYBOARD = "keyboard"
NETWORK = "network"
_ACTION_KEYS = re.compile(r"\{(\w+)\}")
_HEADING = re.compile(r"^(#{1,6}) ", re.MULTILINE)


def rules_markdown(game_id: str, lang: str) -> tuple[str, str]:
    """The rules text and the language it is really in (English while a translation is missing)."""
    for code in (lang, FALLBACK):
        path = rules_file(game_id, code)
        if path.is_file():
            return path.read_text(encoding="utf-8"), code
    return "", ""


def _in_language(folder: Path, lang: str) -> str:
    """`folder/<lang>.md`, else the English one, else ""."""
    for code in (lang, FALLBACK):
        if (folder / f"{code}.md").is_file():
            return (folder / f"{code}.md").read_text(encoding="utf-8")
    return ""


def fill_keys(markdown: str, keys: dict[str, str]) -> str:
    """The common page's {name} marks become the keys of the window's action `name` (`gui.menus.SHORTCUTS`) as
    this keyboard names them; a table row or list item whose action has no key here is left out."""
    lines = []
    for line in markdown.splitlines():
        names = _ACTION_KEYS.findall(line)
        if names and not all(keys.get(name) for name in names):
            continue
        lines.append(_ACTION_KEYS.sub(lambda match: keys.get(match.group(1), match.group(0)), line))
    return "\n".join(lines) + "\n"


def headed_at(markdown: str, level: int) -> str:
    """`markdown` with its headings moved so that the top ones are of `level` (a game's section of the Keyboard
    page sits under the page's heading for the games, whatever level its file starts at)."""
    levels = [len(hashes) for hashes in _HEADING.findall(markdown)]
    if not levels:
        return markdown
    shift = level - min(levels)
    return _HEADING.sub(lambda match: "#" * max(1, min(6, len(match.group(1)) + shift)) + " ", markdown)


def keys_markdown(lang: str, keys: dict[str, str]) -> str:
    """The Keyboard page: the common keys (`i18n/keys/<lang>.md`), then each game's own keys
    (`i18n/keys/<id>/<lang>.md`, in game order, where written; English while a translation is missing)."""
    folder = i18n_dir() / "keys"
    games = [headed_at(text.strip(), 3) for game_id in GAMES if (text := _in_language(folder / game_id, lang))]
    page = fill_keys(_in_language(folder, lang), keys).strip()
    if games:
        page += "\n\n## " + QCoreApplication.translate("RulesBrowser", "Each game's own keys")
    return "\n\n".join([page, *games]) + "\n"


class RulesBrowser(QDialog):
    """A non-modal window: the list of games on the left, the chosen game's rules on the right."""

    #: The player asked for the shown game's tutorial.
    learnRequested = Signal(str)

    def __init__(self, language: str, game_id: str | None = None, parent=None,
                 shortcuts: Callable[[], dict[str, str]] | None = None):
        """`shortcuts` gives the window actions' keys for the Keyboard page (default: `gui.menus.shortcut_texts`)."""
        super().__init__(parent)
        self.setObjectName("rulesBrowser")
        self.language = language
        self.shortcuts = shortcuts or shortcut_texts
        layout = QHBoxLayout(self)
        self.games = QListWidget()
        for spec in GAMES.values():
            item = QListWidgetItem()
            item.setData(Qt.ItemDataRole.UserRole, spec.id)
            self.games.addItem(item)
        for page in (KEYBOARD, NETWORK):
            item = QListWidgetItem()
            item.setData(Qt.ItemDataRole.UserRole, page)
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
        keep_on_screen(self, QSize(900, 680))

    @property
    def page(self) -> str:
        """What is shown: a game's id, or `KEYBOARD`."""
        item = self.games.currentItem()
        return item.data(Qt.ItemDataRole.UserRole) if item else next(iter(GAMES))

    @property
    def game_id(self) -> str:
        """The game whose rules are shown (the first game's while the Keyboard page is)."""
        return self.page if self.page in GAMES else next(iter(GAMES))

    def show_game(self, game_id: str) -> None:
        index = list(GAMES).index(game_id)
        self.games.setCurrentRow(index)
        self._show()

    def show_keys(self) -> None:
        """The Keyboard page."""
        self.games.setCurrentRow(len(GAMES))
        self._show()

    def show_network(self) -> None:
        """The page on playing over the network."""
        self.games.setCurrentRow(len(GAMES) + 1)
        self._show()

    def set_language(self, language: str) -> None:
        self.language = language
        self._show()

    def _show(self) -> None:
        if self.page == KEYBOARD:
            self.text.setMarkdown(keys_markdown(self.language, self.shortcuts()))
            self.learn_button.hide()
            return
        if self.page == NETWORK:
            self.text.setMarkdown(_in_language(i18n_dir() / "network", self.language))
            self.learn_button.hide()
            return
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
        for row in range(self.games.count()):  # the pages made when the browser opened
            item = self.games.item(row)
            page = item.data(Qt.ItemDataRole.UserRole)
            item.setText(self.tr("Keyboard") if page == KEYBOARD else self.tr("Playing over the network")
                         if page == NETWORK else texts.game_name(GAMES[page]) if page in GAMES else item.text())
        # The list as wide as its longest name (up to a limit): on a small screen the text gets the room.
        self.games.setFixedWidth(min(240, self.games.sizeHintForColumn(0) + 2 * self.games.frameWidth() + 16))
