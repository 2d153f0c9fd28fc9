"""The Players tab: the people the history knows, each with a preferred colour (taken in every game that has it)
and language (spoken when everybody at the table prefers it); add, rename, change or forget them."""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt, Signal
from PySide6.QtGui import QColor, QIcon, QPixmap
from PySide6.QtWidgets import (
    QComboBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from engine import GAMES
from gui import texts
from gui.history import Player, is_guest
from gui.history.statistics import PlayerStatistics
from gui.history.store import HistoryError, HistoryStore
from gui.history.tables import SortItem, fill_table, make_table, number, selected_key, when
from gui.i18n import LANGUAGES
from gui.setup import is_placeholder_name

LABEL_ROLE = Qt.ItemDataRole.UserRole + 1


def preference_colours() -> dict[str, tuple[str, str]]:
    """Every seat colour of the games, once: key → (English label, sRGB)."""
    colours: dict[str, tuple[str, str]] = {}
    for spec in GAMES.values():
        for colour in spec.colours:
            colours.setdefault(colour.key, (colour.label, colour.rgb))
    return colours


def _swatch(rgb: str) -> QIcon:
    pixmap = QPixmap(QSize(16, 16))
    pixmap.fill(QColor(rgb))
    return QIcon(pixmap)


class PlayersTab(QWidget):
    #: A player was added, renamed, changed or forgotten.
    changed = Signal()

    def __init__(self, store: HistoryStore, parent=None):
        super().__init__(parent)
        self.store = store
        self.players: list[Player] = []
        self.played: dict[str, int] = {}
        layout = QVBoxLayout(self)
        self.table = make_table("historyProfiles")
        self.table.itemSelectionChanged.connect(self._load_selected)
        layout.addWidget(self.table, 1)
        self.form_box = QGroupBox()
        form = QFormLayout(self.form_box)
        self.name = QLineEdit()
        self.name.setObjectName("profileName")
        self.name.setMaxLength(40)
        self.colour = QComboBox()
        self.colour.setObjectName("profileColour")
        self.colour.addItem("", None)
        for key, (label, rgb) in preference_colours().items():
            self.colour.addItem(_swatch(rgb), "", key)
            self.colour.setItemData(self.colour.count() - 1, label, LABEL_ROLE)
        self.language = QComboBox()
        self.language.setObjectName("profileLanguage")
        self.language.addItem("", None)
        for code, native in LANGUAGES.items():
            self.language.addItem(native, code)
        self.labels = [QLabel() for _ in range(3)]
        for label, widget in zip(self.labels, (self.name, self.colour, self.language)):
            label.setBuddy(widget)
            form.addRow(label, widget)
        buttons = QHBoxLayout()
        self.add, self.save, self.forget = QPushButton(), QPushButton(), QPushButton()
        self.add.clicked.connect(self.add_player)
        self.save.clicked.connect(self.save_player)
        self.forget.clicked.connect(self.forget_player)
        for button in (self.add, self.save, self.forget):
            buttons.addWidget(button)
        buttons.addStretch(1)
        form.addRow(buttons)
        self.notice = QLabel()  # why a change was refused
        self.notice.setObjectName("notice")
        self.notice.setWordWrap(True)
        form.addRow(self.notice)
        layout.addWidget(self.form_box)
        self._load_selected()

    def show_players(self, players: list[Player], statistics: list[PlayerStatistics]) -> None:
        """The known people, with how many finished games each played (from `statistics`)."""
        self.players = [p for p in players if p.kind == "human" and not is_guest(p.name)]
        self.played = {s.player: s.tally.played for s in statistics}
        self._fill()

    def _fill(self) -> None:
        colours = preference_colours()
        rows = []
        for player in self.players:
            label = colours.get(player.colour, ("", ""))[0]
            rows.append([SortItem(player.name), SortItem(texts.colour_label(label) if label else "–"),
                         SortItem(LANGUAGES.get(player.language, "–")),
                         SortItem(number(self.played.get(player.name, 0)), self.played.get(player.name, 0)),
                         SortItem(when(player.created), player.created)])
        headers = [self.tr("Name"), self.tr("Colour"), self.tr("Language"), self.tr("Games"),
                   self.tr("Known since")]
        fill_table(self.table, headers, rows, [p.name for p in self.players])
        self._load_selected()

    def selected(self) -> Player | None:
        name = selected_key(self.table)
        return next((p for p in self.players if p.name == name), None)

    def _load_selected(self) -> None:
        player = self.selected()
        self.name.setText(player.name if player else "")
        self.colour.setCurrentIndex(max(0, self.colour.findData(player.colour)) if player else 0)
        self.language.setCurrentIndex(max(0, self.language.findData(player.language)) if player else 0)
        self.save.setEnabled(player is not None)
        self.forget.setEnabled(player is not None)

    def add_player(self) -> None:
        if not self._refuse_seat_name():
            self._change(lambda: self.store.add_player(self.name.text(), self.colour.currentData(),
                                                       self.language.currentData()))

    def _refuse_seat_name(self) -> bool:
        """A seat's default name ("Player 2") is nobody's: say so, and True, when it was typed."""
        if not is_placeholder_name(self.name.text()):
            return False
        self.notice.setText(texts.fill(self.tr("“%1” is what a seat is called when nobody names it: choose a "
                                               "person's name."), self.name.text().strip()))
        return True

    def save_player(self) -> None:
        player = self.selected()
        if player is None or self._refuse_seat_name():
            return

        def change():
            renamed = self.store.rename_player(player.name, self.name.text()) if self.name.text() != player.name \
                else player
            self.store.set_preferences(renamed.name, self.colour.currentData(), self.language.currentData())
        self._change(change)

    def forget_player(self) -> None:
        player = self.selected()
        if player is not None:
            self._change(lambda: self.store.delete_player(player.name))

    def _change(self, change) -> None:
        try:
            change()
        except ValueError:
            self.notice.setText(self.tr("This name cannot be used: it is empty, too long, taken by another player, "
                                      "or the player has games in the history and cannot be forgotten."))
            return
        except HistoryError:
            self.notice.setText(self.tr("The history cannot be changed just now."))
            return
        self.notice.clear()
        self.changed.emit()

    def retranslate(self) -> None:
        self.table.setAccessibleName(self.tr("Known players"))
        self.form_box.setTitle(self.tr("Player"))
        for label, text in zip(self.labels, (self.tr("&Name:"), self.tr("Preferred &colour:"),
                                             self.tr("Preferred &language:"))):
            label.setText(text)
        self.colour.setItemText(0, self.tr("No preference"))
        for index in range(1, self.colour.count()):
            self.colour.setItemText(index, texts.colour_label(self.colour.itemData(index, LABEL_ROLE)))
        self.language.setItemText(0, self.tr("The window's language"))
        self.add.setText(self.tr("&Add as New Player"))
        self.save.setText(self.tr("Sa&ve Changes"))
        self.forget.setText(self.tr("&Forget Player"))
        self.forget.setToolTip(self.tr("Only a player without games in the history can be forgotten"))
        self._fill()
