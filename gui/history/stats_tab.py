"""The Statistics tab: a row per player (played, won, lost, drawn, win rate, scores, streak, rating), the chosen
player's results against each opponent and computer level with their rating after each of their games (for one
game also how sure it is), and the modes played most."""

from __future__ import annotations

from collections.abc import Callable

import pyqtgraph as pg
from PySide6.QtCore import QSignalBlocker, Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QGroupBox, QLabel, QSplitter, QTabWidget, QVBoxLayout, QWidget

from gui import texts, theme
from gui.common.plots import CountAxis, panel_plot
from gui.history import COMPUTER_PREFIX
from gui.history.ratings import RatingPoint, anchors_for
from gui.history.statistics import Mode, PlayerStatistics, Tally
from gui.history.summary import Ratings
from gui.history.tables import (
    SortItem,
    fill_table,
    game_title,
    make_table,
    mode_text,
    number,
    percent,
    player_name,
    selected_key,
    when,
)
from gui.setup import FALLBACK_COLOURS

#: Above this many games a line is drawn without its dots (they would run together).
MAX_DOTS = 80
#: The narrowest the rating plot is beside the results (below that each has a tab).
MIN_PLOT_WIDTH = 320


class StatisticsTab(QWidget):
    def __init__(self, parent=None):
        super().__init__(parent)
        self.stats: dict[str, PlayerStatistics] = {}
        self.ratings = Ratings()
        self.game_id: str | None = None
        self.opponents: Callable[[str], dict[str, Tally]] = lambda _player: {}
        self.modes_played: dict[str, list[Mode]] = {}
        layout = QVBoxLayout(self)
        self.empty = QLabel()
        self.empty.setWordWrap(True)
        layout.addWidget(self.empty)
        self.players = make_table("historyPlayers", (1, Qt.SortOrder.DescendingOrder))  # most games
        self.players.itemSelectionChanged.connect(self._show_player)
        splitter = QSplitter(Qt.Orientation.Vertical)
        splitter.addWidget(self.players)
        self.details = details = QSplitter(Qt.Orientation.Horizontal)
        self.against_box = QGroupBox()
        QVBoxLayout(self.against_box).addWidget(against := make_table("historyOpponents"))
        self.against = against
        self.rating_box = QGroupBox()
        rating_layout = QVBoxLayout(self.rating_box)
        self.plot = panel_plot()
        self.plot.setObjectName("historyRatingPlot")
        self.plot.setAxisItems({"bottom": CountAxis(orientation="bottom")})
        self.plot.setMinimumHeight(90)
        self.plot.themeApplied.connect(self._plot_player)
        self.rating_note = QLabel()
        self.rating_note.setWordWrap(True)
        rating_layout.addWidget(self.plot, 1)
        rating_layout.addWidget(self.rating_note)
        details.addWidget(self.against_box)
        details.addWidget(self.rating_box)
        details.setSizes([440, 520])
        # Below the players, one thing at a time: room for each also in a small window.
        self.below = QTabWidget()
        self.below.setDocumentMode(True)
        self.below.addTab(details, "")
        self.modes = make_table("historyModes", (1, Qt.SortOrder.DescendingOrder), stretch=(2,))
        self.below.addTab(self.modes, "")
        splitter.addWidget(self.below)
        splitter.setStretchFactor(0, 3)
        splitter.setStretchFactor(1, 2)
        layout.addWidget(splitter, 1)

    def resizeEvent(self, event):  # noqa: N802 - Qt override
        super().resizeEvent(event)
        self._arrange_details()

    def _arrange_details(self) -> None:
        """The results beside the rating plot where the width holds both (the results with every column), else
        each in a tab of its own: never a results table to scroll sideways (long German and French titles)."""
        table = self.against
        columns = sum(table.natural_width(column) for column in range(table.columnCount())) + 40  # the box's margins
        beside = columns + MIN_PLOT_WIDTH <= self.width()
        if beside != (self.rating_box.parent() is self.details):
            current = self.below.currentWidget()
            if beside:
                self.details.addWidget(self.rating_box)  # its tab goes with it
                self.rating_box.show()  # a tab's page that was not the current one is hidden
            else:
                self.below.insertTab(1, self.rating_box, "")
            self.below.setCurrentWidget(self.details if current is self.rating_box else current)
            self._name_tabs()
        if beside and self.against_box.width() < columns:  # the results whole, the plot what is left
            self.details.setSizes([columns, self.width() - columns])

    def _name_tabs(self) -> None:
        beside = self.rating_box.parent() is self.details
        self.below.setTabText(0, self.tr("Results and rating") if beside else self.tr("Results"))
        if not beside:
            self.below.setTabText(1, self.tr("Rating"))
        self.below.setTabText(self.below.indexOf(self.modes), self.tr("Most played modes"))

    def show_games(self, statistics: list[PlayerStatistics], ratings: Ratings, game_id: str | None,
                   opponents: Callable[[str], dict[str, Tally]], modes: dict[str, list[Mode]]) -> None:
        """`statistics` and `modes` of the games shown (`gui.history.summary`), every game's `ratings`, and
        `opponents(player)`: a player's results against each other player in those games."""
        self.ratings, self.game_id, self.opponents, self.modes_played = ratings, game_id, opponents, modes
        self.stats = {s.player: s for s in statistics}
        self.empty.setVisible(not self.stats)
        with QSignalBlocker(self.players):  # the chosen player is shown once, below
            self._fill_players()
            if selected_key(self.players) is None and self.players.rowCount():
                self._select_first_person()
        self._fill_modes()
        self._show_player()

    def _select_first_person(self) -> None:
        """The first row of a person (computer levels keep a fixed rating: less to see), else the first row."""
        rows = range(self.players.rowCount())
        key = self.players.item
        person = next((r for r in rows if not key(r, 0).data(Qt.ItemDataRole.UserRole).startswith(COMPUTER_PREFIX)), 0)
        self.players.selectRow(person)

    def current_rating(self, player: str) -> RatingPoint | None:
        return self.ratings.latest(player, self.game_id) if self.game_id else None

    def _fill_players(self) -> None:
        rows = []
        for stats in self.stats.values():
            tally, rating = stats.tally, self.current_rating(stats.player)
            rows.append([SortItem(player_name(stats.player)), *self._tally_items(tally),
                         SortItem(number(stats.best_score), stats.best_score),
                         SortItem(number(stats.average_score, 1), stats.average_score),
                         SortItem(number(stats.longest_streak), stats.longest_streak),
                         SortItem(self._rating_text(rating), rating.rating if rating else None)])
        headers = [self.tr("Player"), *self._tally_headers(), self.tr("Best score"), self.tr("Average score"),
                   self.tr("Longest winning streak"), self.tr("Rating")]
        fill_table(self.players, headers, rows, list(self.stats))
        # Scores and ratings belong to one game: shown once a game is chosen (scores where it keeps them).
        scored = any(stats.scores for stats in self.stats.values())
        for column in (6, 7):
            self.players.setColumnHidden(column, self.game_id is None or not scored)
        self.players.setColumnHidden(9, self.game_id is None)

    def _rating_text(self, rating: RatingPoint | None) -> str:
        if rating is None:
            return "–"
        return texts.fill(self.tr("%1 ± %2"), number(rating.rating), number(2 * rating.rd))

    def _tally_headers(self) -> list[str]:
        return [self.tr("Played"), self.tr("Won"), self.tr("Lost"), self.tr("Drawn"), self.tr("Win rate")]

    def _tally_items(self, tally: Tally) -> list[SortItem]:
        items = [SortItem(number(tally.played), tally.played), SortItem(number(tally.won), tally.won),
                 SortItem(number(tally.lost), tally.lost), SortItem(number(tally.drawn), tally.drawn),
                 SortItem(percent(tally.win_rate), tally.win_rate)]
        if tally.alone:  # why played is more than won, lost and drawn together
            items[0].setToolTip(self.tr("Of these, %n game(s) with every seat theirs: neither won nor lost.", "",
                                        tally.alone))
        return items

    def _fill_modes(self) -> None:
        rows = [[SortItem(game_title(mode.game_id)), SortItem(number(mode.count), mode.count),
                 SortItem(mode_text(mode.game_id, mode.seats, mode.options))]
                for modes in self.modes_played.values() for mode in modes]
        fill_table(self.modes, [self.tr("Game"), self.tr("Games"), self.tr("Mode")], rows)

    def _show_player(self) -> None:
        player = selected_key(self.players)
        opponents = self.opponents(player) if player in self.stats else {}
        # Computer levels first, in the order of their strength, then the people by name.
        order = sorted(opponents, key=lambda name: (not name.startswith(COMPUTER_PREFIX), name.casefold()))
        rows = [[SortItem(player_name(name)), *self._tally_items(opponents[name])] for name in order]
        fill_table(self.against, [self.tr("Against"), *self._tally_headers()], rows, order)
        self._arrange_details()
        self.against_box.setTitle(texts.fill(self.tr("Results of %1"), player_name(player)) if player
                                  else self.tr("Results"))
        self._plot_player()

    def _plot_player(self) -> None:
        """The chosen player's rating after each of their games, counted 1, 2, 3… (an evening's games stay apart
        however long the weeks between evenings): one line per game; with one game chosen, the band of twice the
        rating deviation around it and the computer levels' anchors."""
        player = selected_key(self.players)
        self.plot.clear()
        legend = self.plot.getPlotItem().legend or self.plot.addLegend(offset=(-8, -8))
        legend.clear()
        colours = theme.current()
        text = colours.colour("plot_text")
        legend.setLabelTextColor(text)
        backdrop = QColor(colours.colour("qt.Base"))
        backdrop.setAlpha(220)  # the legend stays readable where it lies over a line
        legend.setBrush(backdrop)
        legend.setPen(pg.mkPen(colours.colour("plot_grid")))
        lines = self.ratings.series(player, self.game_id) if player else []
        one_game = self.game_id is not None
        for index, (game_id, numbers, points) in enumerate(lines):
            colour = QColor(FALLBACK_COLOURS[index % len(FALLBACK_COLOURS)])
            xs = numbers
            if one_game:
                band = QColor(colour)
                band.setAlpha(45)
                edges = [pg.PlotCurveItem(xs, [p.rating + side * 2 * p.rd for p in points], pen=pg.mkPen(None))
                         for side in (1, -1)]
                for edge in edges:
                    self.plot.addItem(edge)
                self.plot.addItem(pg.FillBetweenItem(*edges, brush=band))
            # Dots (with the date and rating when the mouse rests on one) while they stay apart.
            dots = numbers[-1] <= MAX_DOTS
            line = pg.PlotDataItem(pen=pg.mkPen(colour, width=2), symbol="o" if dots else None, symbolSize=6,
                                   symbolBrush=colour, symbolPen=pg.mkPen(colour),
                                   name=None if one_game else game_title(game_id))
            line.scatter.setData(hoverable=True, tip=lambda x, y, data: data)  # before the points: it clears them
            line.setData(xs, [p.rating for p in points],
                         data=[self._point_tip(game_id, n, p) for n, p in zip(numbers, points)] if dots else None)
            self.plot.addItem(line)
        self.plot.enableAutoRange(axis="y")
        if one_game and lines:
            anchors = anchors_for(self.game_id)
            for level, rating in anchors.items():
                # The level's name above its line at the left, where it is never cut off in a narrow plot.
                anchor = pg.InfiniteLine(rating, angle=0, pen=pg.mkPen(text, style=Qt.PenStyle.DashLine),
                                         label=player_name(COMPUTER_PREFIX + level),
                                         labelOpts={"color": text, "position": 0.01, "anchors": [(0, 1), (0, 1)]})
                self.plot.addItem(anchor)
            # Every level and the whole band in sight, with room above the top level for its name.
            points = lines[0][2]
            low = min(*anchors.values(), *(p.rating - 2 * p.rd for p in points))
            high = max(*anchors.values(), *(p.rating + 2 * p.rd for p in points))
            self.plot.setYRange(low - 0.04 * (high - low), high + 0.12 * (high - low), padding=0)
        legend.setVisible(not one_game)
        self.rating_box.setTitle(texts.fill(self.tr("Rating of %1"), player_name(player)) if player
                                 else self.tr("Rating"))
        self.rating_note.setText(self._rating_note(player, bool(lines)))
        self.plot.setVisible(bool(lines))  # no empty axes: the note says why there is nothing to draw

    def _point_tip(self, game_id: str, count: int, point: RatingPoint) -> str:
        return texts.fill(self.tr("%1, game %2 (%3): rating %4 ± %5"), game_title(game_id), number(count),
                          when(point.finished), number(point.rating), number(2 * point.rd))

    def _rating_note(self, player: str | None, rated: bool) -> str:
        if player is not None and player.startswith(COMPUTER_PREFIX):
            return self.tr("A computer level keeps a fixed rating, measured in matches between the levels.")
        if not rated:
            return self.tr("No rated game yet: ratings come from finished games.")
        if self.game_id is None:
            return self.tr("Glicko-2 rating after each game played (new players start at 1500). Choose one game "
                           "above to see how sure each rating is and to compare with the computer levels.")
        return self.tr("Glicko-2 rating after each game played; the shaded band is ± twice the rating deviation "
                       "(narrower: surer), the dashed lines are the computer levels.")

    def retranslate(self) -> None:
        self.players.setAccessibleName(self.tr("Players and their results"))
        self.against.setAccessibleName(self.tr("Results against each opponent"))
        self.modes.setAccessibleName(self.tr("Most played modes"))
        self.plot.setAccessibleName(self.tr("Rating after each game"))
        self.empty.setText(self.tr("No finished games here yet. Every game played to its end is kept, "
                                   "with its players, result and moves."))
        self._name_tabs()
        self.plot.setLabel("left", self.tr("Rating"))
        self.plot.setLabel("bottom", self.tr("Games played"))
        self._fill_players()
        self._fill_modes()
        self._show_player()
