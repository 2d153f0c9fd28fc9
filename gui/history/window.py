"""The History and Statistics window: filters by game and period over three tabs, the statistics (with ratings
and their plot), the stored games (replay, continue, export, delete) and the players' profiles."""

from __future__ import annotations

import contextlib
import logging
import sqlite3
import tempfile
from pathlib import Path

from PySide6.QtCore import QEvent, QSignalBlocker, QSize, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QTabWidget,
    QVBoxLayout,
)

from engine import GAMES
from gui.games import playable
from gui.history import standings, summary
from gui.history.games_tab import GamesTab
from gui.history.players_tab import PlayersTab
from gui.history.ratings import rate
from gui.history.recorder import FILE_NAME, problem_sentence
from gui.history.statistics import PERIODS, period_start
from gui.history.stats_tab import StatisticsTab
from gui.history.store import HistoryError, HistoryStore
from gui.history.tables import game_title
from gui.paths import data_dir
from gui.screen_fit import keep_on_screen
from gui.workers import TaskRunner

log = logging.getLogger(__name__)
TABS = ("statistics", "games", "players")


class HistoryWindow(QDialog):
    """Shows what `store` holds; asks its owner (`gui.history.control`) to open, export or delete a game."""

    replayRequested = Signal(int)
    continueRequested = Signal(int)
    exportRequested = Signal(int)
    deleteRequested = Signal(int)
    #: Something went wrong reading or writing the history: a sentence for the status line.
    problem = Signal(str)

    def __init__(self, store: HistoryStore, parent=None):
        super().__init__(parent)
        self.setObjectName("historyWindow")
        self.store = store
        layout = QVBoxLayout(self)
        filters = QHBoxLayout()
        self.game_label, self.game = QLabel(), QComboBox()
        self.game.setObjectName("historyGame")
        self.game.addItem("", None)
        for spec in GAMES.values():
            if playable(spec.id):
                self.game.addItem("", spec.id)
        self.period_label, self.period = QLabel(), QComboBox()
        self.period.setObjectName("historyPeriod")
        for period in PERIODS:
            self.period.addItem("", period)
        for label, combo in ((self.game_label, self.game), (self.period_label, self.period)):
            label.setBuddy(combo)
            combo.currentIndexChanged.connect(self.refresh)
            filters.addWidget(label)
            filters.addWidget(combo)
        filters.addStretch(1)
        layout.addLayout(filters)
        self.read_only = QLabel()  # shown while the history can only be read
        self.read_only.setObjectName("historyReadOnly")
        self.read_only.setWordWrap(True)
        self.read_only.hide()
        layout.addWidget(self.read_only)
        self.counting = QLabel()  # shown while the statistics are counted again
        self.counting.setObjectName("historyCounting")
        self.counting.hide()
        layout.addWidget(self.counting)
        self.recounter = TaskRunner(self)
        self.recounter.finished.connect(self._recounted)
        self.recounter.failed.connect(lambda text: (log.warning("history: counting failed: %s", text),
                                                    self.counting.hide()))

        self.tabs = QTabWidget()
        self.statistics = StatisticsTab()
        self.games_tab = GamesTab()
        self.players = PlayersTab(store)
        for tab in (self.statistics, self.games_tab, self.players):
            self.tabs.addTab(tab, "")
        self.games_tab.replayRequested.connect(self.replayRequested)
        self.games_tab.continueRequested.connect(self.continueRequested)
        self.games_tab.exportRequested.connect(self.exportRequested)
        self.games_tab.deleteRequested.connect(self.deleteRequested)
        self.players.changed.connect(self.refresh)
        layout.addWidget(self.tabs, 1)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.buttons.rejected.connect(self.close)
        layout.addWidget(self.buttons)
        self.retranslate()
        keep_on_screen(self, QSize(980, 680))

    def show_tab(self, name: str, unfinished: bool = False) -> None:
        """Show tab `name` of `TABS`; with `unfinished` the games tab with the unfinished games only. Otherwise a
        filter that hides finished games is not kept from an earlier opening: the game just finished is listed."""
        self.tabs.setCurrentIndex(TABS.index(name))
        if unfinished:
            self.games_tab.show_only("unfinished")
        else:
            self.games_tab.keep_in_sight(complete=True)

    def game_id(self) -> str | None:
        return self.game.currentData()

    def refresh(self) -> None:
        """Read the history again with the filters as set: statistics, ratings and lists from SQLite (`summary`),
        the games a page at a time."""
        store, game_id = self.store, self.game_id()
        since = period_start(self.period.currentData() or "all")
        state = summary.state(store)
        if state == "stale":  # the past changed: counted again in the worker pool, shown as they were meanwhile
            self._recount()
        kept = state != "none"
        if kept:
            ratings = summary.Ratings(store)
        else:  # a read-only history without its counts: the ratings are worked out here
            ratings = summary.Ratings(points=rate(store.games(game_id=game_id, complete=True)))
        statistics = summary.player_statistics(store, game_id, since, kept)
        self.statistics.show_games(statistics, ratings, game_id,
                                   lambda player: summary.opponents(store, player, game_id, since, kept),
                                   summary.most_played_modes(store, game_id, since))
        self.games_tab.show_games(lambda complete, limit: (
            store.games(game_id=game_id, since=since, complete=complete, limit=limit),
            store.count_games(game_id=game_id, since=since, complete=complete)))
        self.players.show_players(store.players(), statistics)
        self.read_only.setVisible(store.read_only)
        self.counting.setVisible(self.recounter.busy)
        if store.problems:
            self.problem.emit(problem_sentence(store.problems))
            store.problems.clear()

    def _recount(self) -> None:
        """Count the history's statistics and ratings again on a connection of the worker's own (over 100,000
        games it takes seconds), then show them."""
        if self.recounter.busy:
            return
        if self.store.in_memory:  # a scratch history (screenshots, tests) is small: counted here
            summary.counted(self.store)
            return
        try:
            conn = self.store.connect()
        except (HistoryError, sqlite3.Error) as exc:
            log.warning("history: the statistics cannot be counted again: %s", exc)
            return

        def work(_cancel) -> bool:
            try:
                standings.rebuild(conn)
            finally:
                conn.close()
            return True

        self.recounter.start(work)

    def _recounted(self, _result) -> None:
        self.counting.hide()
        if self.isVisible():
            self.refresh()

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("History and Statistics"))
        self.game_label.setText(self.tr("&Game:"))
        self.period_label.setText(self.tr("&Period:"))
        self.game.setItemText(0, self.tr("All games"))
        for index in range(1, self.game.count()):
            self.game.setItemText(index, game_title(self.game.itemData(index)))
        for index, text in enumerate((self.tr("All time"), self.tr("Last 7 days"), self.tr("Last 30 days"),
                                      self.tr("Last 12 months"))):
            self.period.setItemText(index, text)
        for index, text in enumerate((self.tr("&Statistics"), self.tr("Recent Ga&mes"), self.tr("Pla&yers"))):
            self.tabs.setTabText(index, text)
        self.buttons.button(QDialogButtonBox.StandardButton.Close).setText(self.tr("Close"))
        self.counting.setText(self.tr("The history changed: its statistics and ratings are being counted again…"))
        self.read_only.setText(self.tr("This history can only be read: its folder cannot be written. Its games are "
                                       "shown, but new games are not stored and players cannot be changed."))
        for tab in (self.statistics, self.games_tab, self.players):
            tab.retranslate()
        if self.isVisible():
            self.refresh()

    def changeEvent(self, event):  # noqa: N802 - Qt override
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


def history_screenshot(parent, tab: str, game_id: str | None) -> HistoryWindow:
    """The window over a copy of the history in the data folder: a screenshot never changes the history."""
    scratch = tempfile.TemporaryDirectory(prefix="ludoteca-history-")
    copy = Path(scratch.name) / FILE_NAME
    original = data_dir() / FILE_NAME
    if original.exists():
        try:
            with contextlib.closing(sqlite3.connect(f"{original.as_uri()}?mode=ro", uri=True)) as source, \
                    contextlib.closing(sqlite3.connect(copy)) as target:
                source.backup(target)
        except sqlite3.Error as exc:  # an unreadable history: the window shows an empty one
            log.warning("history: cannot copy %s: %s", original, exc)
            copy.unlink(missing_ok=True)
    window = HistoryWindow(HistoryStore(copy), parent)
    window.scratch = scratch  # removed with the window
    summary.counted(window.store)  # counted now, not in the worker: the screenshot shows them
    if game_id is not None:
        with QSignalBlocker(window.game):  # one refresh, below
            window.game.setCurrentIndex(max(0, window.game.findData(game_id)))
    window.show_tab(tab)
    window.refresh()
    return window
