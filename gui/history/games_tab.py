"""The Games tab: the stored games, newest first (finished and left unfinished), to replay, continue, export as a
`.ludoteca` file or delete."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QComboBox, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from gui import texts
from gui.history import Game
from gui.history.tables import (
    SortItem,
    duration,
    fill_table,
    game_title,
    make_table,
    mode_text,
    number,
    player_name,
    result_text,
    selected_key,
    when,
)

SHOWN = ("all", "finished", "unfinished")
#: How many games the list reads at a time (the newest first); the next ones when the list is scrolled to its
#: end: a history of years opens at once.
MAX_LISTED = 200
#: What each choice of `SHOWN` asks the store for (`complete`).
COMPLETE = {"all": None, "finished": True, "unfinished": False}


class GamesTab(QWidget):
    replayRequested = Signal(int)
    continueRequested = Signal(int)
    exportRequested = Signal(int)
    deleteRequested = Signal(int)

    def __init__(self, parent=None):
        super().__init__(parent)
        self.games: list[Game] = []
        self.load: Callable[[bool | None, int], tuple[list[Game], int]] = lambda _complete, _limit: ([], 0)
        self.limit = MAX_LISTED
        self.stale = True  # the list waits to be read
        layout = QVBoxLayout(self)
        top = QHBoxLayout()
        self.shown_label, self.shown = QLabel(), QComboBox()
        self.shown.setObjectName("historyShown")
        self.shown_label.setBuddy(self.shown)
        for choice in SHOWN:
            self.shown.addItem("", choice)
        self.shown.currentIndexChanged.connect(lambda: self.show_games(self.load))
        top.addWidget(self.shown_label)
        top.addWidget(self.shown)
        top.addStretch(1)
        layout.addLayout(top)
        self.table = make_table("historyGames", (0, Qt.SortOrder.DescendingOrder), stretch=(2, 3, 4))  # newest first
        self.table.itemSelectionChanged.connect(self._update_buttons)
        self.table.itemActivated.connect(lambda _item: self._open())
        self.table.verticalScrollBar().valueChanged.connect(self._read_more)
        layout.addWidget(self.table, 1)
        self.empty = QLabel()
        self.empty.setWordWrap(True)
        layout.addWidget(self.empty)
        buttons = QHBoxLayout()
        self.replay, self.resume = QPushButton(), QPushButton()
        self.export, self.delete = QPushButton(), QPushButton()
        self.replay.clicked.connect(lambda: self._emit(self.replayRequested))
        self.resume.clicked.connect(lambda: self._emit(self.continueRequested))
        self.export.clicked.connect(lambda: self._emit(self.exportRequested))
        self.delete.clicked.connect(lambda: self._emit(self.deleteRequested))
        for button in (self.resume, self.replay, self.export, self.delete):
            buttons.addWidget(button)
        buttons.addStretch(1)
        layout.addLayout(buttons)
        self._update_buttons()

    def show_only(self, shown: str) -> None:
        """Show 'all', 'finished' or 'unfinished' games."""
        self.shown.setCurrentIndex(SHOWN.index(shown))

    def keep_in_sight(self, complete: bool) -> None:
        """A game just stored (finished, or left unfinished) is listed: a filter that would hide it shows all."""
        if self.shown.currentData() == ("unfinished" if complete else "finished"):
            self.show_only("all")

    def show_games(self, load: Callable[[bool | None, int], tuple[list[Game], int]]) -> None:
        """`load(complete, limit)`: the newest `limit` stored games of the filters above (`complete` as in
        `HistoryStore.games`) and how many there are; the list starts again from the newest."""
        self.load, self.limit = load, MAX_LISTED
        self._refill()

    def _refill(self) -> None:
        """Read the list now if it is in sight, else once it comes into sight (the window opens on another tab)."""
        self.stale = True
        if self.isVisible():
            self._fill()

    def showEvent(self, event):  # noqa: N802 - Qt override
        super().showEvent(event)
        if self.stale:
            self._fill()

    def _read_more(self, value: int) -> None:
        """Scrolled to the end of the list: the next games join it."""
        bar = self.table.verticalScrollBar()
        if value == bar.maximum() and len(self.games) >= self.limit:
            self.limit += MAX_LISTED
            self._fill()
            bar.setValue(value)

    def selected(self) -> Game | None:
        key = selected_key(self.table)
        return next((game for game in self.games if game.id == key), None)

    def _fill(self) -> None:
        self.stale = False
        shown = self.shown.currentData()
        self.games, total = self.load(COMPLETE[shown], self.limit)
        games = self.games
        rows = [[SortItem(when(game.finished), (game.finished, game.id)), SortItem(game_title(game.game_id)),
                 SortItem(", ".join(player_name(seat.player) for seat in game.seats)),
                 SortItem(result_text(game, with_reason=False)),
                 SortItem(mode_text(game.game_id, len(game.seats), game.options)),
                 SortItem(number(len(game.moves)), len(game.moves)),
                 SortItem(duration(game.duration_s), game.duration_s)] for game in games]
        headers = [self.tr("Date"), self.tr("Game"), self.tr("Players"), self.tr("Result"), self.tr("Mode"),
                   self.tr("Moves"), self.tr("Duration")]
        fill_table(self.table, headers, rows, [game.id for game in games])
        for row, game in enumerate(games):  # the whole result (why the game ended) when the mouse rests on it
            rows[row][3].setToolTip(result_text(game))
        if total > len(games):
            self.empty.setText(texts.fill(self.tr("The %1 most recent of %2 games are listed: scroll to the end of "
                                                  "the list for more, or choose a game or a period above."),
                                          number(len(games)), number(total)))
        else:
            self.empty.setText("" if games else self.tr(
                "No unfinished games: a game left before its end waits here, to be continued.")
                if shown == "unfinished" else self.tr(
                "No games here yet. Every game played to its end, and every game left unfinished, is kept here."))
        self.empty.setVisible(bool(self.empty.text()))
        if self.table.rowCount() and self.selected() is None:
            self.table.selectRow(0)
        self._update_buttons()

    def _update_buttons(self) -> None:
        game = self.selected()
        for button in (self.replay, self.export, self.delete):
            button.setEnabled(game is not None)
        self.resume.setEnabled(game is not None and not game.complete)

    def _open(self) -> None:
        """Enter or a double click: continue an unfinished game, replay a finished one."""
        game = self.selected()
        if game is not None:
            self._emit(self.replayRequested if game.complete else self.continueRequested)

    def _emit(self, signal) -> None:
        game = self.selected()
        if game is not None:
            signal.emit(game.id)

    def retranslate(self) -> None:
        self.table.setAccessibleName(self.tr("Stored games, newest first"))
        self.shown_label.setText(self.tr("S&how:"))
        for index, text in enumerate((self.tr("All games"), self.tr("Finished games"), self.tr("Unfinished games"))):
            self.shown.setItemText(index, text)
        self.replay.setText(self.tr("&Replay"))
        self.resume.setText(self.tr("C&ontinue"))
        self.export.setText(self.tr("&Export…"))
        self.delete.setText(self.tr("&Delete…"))
        self.replay.setToolTip(self.tr("Open the game in the review, at its first move"))
        self.resume.setToolTip(self.tr("Go on playing this unfinished game"))
        self.export.setToolTip(texts.fill(self.tr("Save the game as a %1 file"), ".ludoteca"))
        self.delete.setToolTip(self.tr("Remove the game from the history"))
        self._refill()
