"""What the History window's tabs share: sortable tables and the words for players, results, modes and times."""

from __future__ import annotations

from datetime import datetime

from PySide6.QtCore import QCoreApplication, QLocale, QRect, QSize, Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QStyle,
    QStyleOptionHeader,
    QTableWidget,
    QTableWidgetItem,
)

from engine import GAMES
from gui import texts
from gui.history import COMPUTER_PREFIX, GUEST_PREFIX, Game, Seat, is_guest, utc
from gui.setup import seat_name

SORT_ROLE = Qt.ItemDataRole.UserRole + 1


class SortItem(QTableWidgetItem):
    """A cell shown as text and sorted by a value of its own (numbers as numbers, dates as dates)."""

    def __init__(self, text: str, value=None):
        super().__init__(text)
        self.setToolTip(text)  # the whole text of a cell too narrow for it
        self.setData(SORT_ROLE, text.casefold() if value is None else value)
        if isinstance(value, (int, float)):
            self.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)

    def __lt__(self, other):
        mine, theirs = self.data(SORT_ROLE), other.data(SORT_ROLE)
        try:
            return (mine is None, mine) < (theirs is None, theirs)
        except TypeError:
            return str(mine) < str(theirs)


class SortHeader(QHeaderView):
    """A header whose sort arrow points the way the column reads: down for newest (or largest) first. Qt's own
    arrow is the other way round (up for descending), which players read as oldest first. Long titles wrap
    ("Longest winning streak", German "Unentschieden"): a column is as wide as its longest word or `WRAP_CHARS`
    characters, not its whole title, so a table of long titles needs no scrolling in a narrow window."""

    WRAP_CHARS = 6

    FLIPPED = {QStyleOptionHeader.SortIndicator.SortUp: QStyleOptionHeader.SortIndicator.SortDown,
               QStyleOptionHeader.SortIndicator.SortDown: QStyleOptionHeader.SortIndicator.SortUp}

    def __init__(self, parent: QTableWidget):
        super().__init__(Qt.Orientation.Horizontal, parent)
        self.setSectionsClickable(True)  # as the table's own header: a click sorts
        self.setHighlightSections(True)
        self.setDefaultAlignment(Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap)

    def sectionSizeFromContents(self, logical_index):  # noqa: N802 - Qt override
        size = super().sectionSizeFromContents(logical_index)
        title = self.model().headerData(logical_index, self.orientation(), Qt.ItemDataRole.DisplayRole)
        if not isinstance(title, str) or not title.strip():
            return size
        metrics = self.fontMetrics()
        whole = metrics.horizontalAdvance(title)
        wrap = max(max(metrics.horizontalAdvance(word) for word in title.split()),
                   min(whole, metrics.averageCharWidth() * self.WRAP_CHARS))
        wrapped = metrics.boundingRect(QRect(0, 0, wrap, 10_000), Qt.TextFlag.TextWordWrap, title)
        # Qt's size is the whole title on one line, the margins and room for the sort arrow in every column: the
        # arrow's room stays only where it is shown (a click on another title resizes the columns).
        width = size.width() - whole + wrapped.width() + 1
        if self.isSortIndicatorShown() and logical_index != self.sortIndicatorSection():
            width -= self.style().pixelMetric(QStyle.PixelMetric.PM_HeaderMarkSize, None, self)
        return QSize(width, size.height() + wrapped.height() - metrics.height())

    def initStyleOptionForIndex(self, option, logical_index):  # noqa: N802 - Qt override
        super().initStyleOptionForIndex(option, logical_index)
        option.sortIndicator = self.FLIPPED.get(option.sortIndicator, option.sortIndicator)


class Table(QTableWidget):
    """A history table. With `fit_names`, its first column (names) gives way, down to `MIN_NAME_CHARS`
    characters, so the table fits its width without a horizontal scroll bar; a name too long for it is elided
    (its tooltip gives it whole)."""

    MIN_NAME_CHARS = 10

    def __init__(self, fit_names: bool):
        super().__init__()
        self.fit_names = fit_names

    def natural_width(self, column: int) -> int:
        """The width of column `column`'s title or its widest cell, whichever is wider."""
        return max(self.horizontalHeader().sectionSizeHint(column), self.sizeHintForColumn(column))

    def fit_names_column(self) -> None:
        if not self.fit_names or not self.columnCount():
            return
        others = sum(self.natural_width(column) for column in range(1, self.columnCount())
                     if not self.isColumnHidden(column))
        scroll_bar = self.verticalScrollBar()
        room = self.width() - 2 * self.frameWidth() - (scroll_bar.sizeHint().width() if scroll_bar.isVisible() else 0)
        floor = self.fontMetrics().averageCharWidth() * self.MIN_NAME_CHARS
        self.horizontalHeader().resizeSection(0, max(floor, min(self.natural_width(0), room - others)))

    def resizeEvent(self, event):  # noqa: N802 - Qt override
        super().resizeEvent(event)
        self.fit_names_column()


def make_table(name: str, sorted_by: tuple[int, Qt.SortOrder] = (0, Qt.SortOrder.AscendingOrder),
               stretch: tuple[int, ...] = ()) -> Table:
    """A read-only table of whole-row selection, sorted by column `sorted_by` until the player clicks a header;
    the columns `stretch` share the width left (else the last one takes it). Long texts are elided (a cell's
    tooltip may give it whole)."""
    table = Table(fit_names=not stretch)
    table.setObjectName(name)
    table.setHorizontalHeader(SortHeader(table))
    table.setColumnCount(max((sorted_by[0], *stretch)) + 1)
    table.setWordWrap(False)
    table.horizontalHeader().setSortIndicator(*sorted_by)
    table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
    table.setAlternatingRowColors(True)
    table.verticalHeader().hide()
    table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    table.horizontalHeader().setStretchLastSection(not stretch)
    for column in stretch:
        table.horizontalHeader().setSectionResizeMode(column, QHeaderView.ResizeMode.Stretch)
    if not stretch:
        table.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Interactive)  # fit_names_column
    return table


def fill_table(table: Table, headers: list[str], rows: list[list[SortItem]], keys: list | None = None) -> None:
    """Replace the table's rows, keeping its sort column and the selected row's key (`keys[i]` of row i)."""
    selected = table.currentItem().data(Qt.ItemDataRole.UserRole) if table.currentItem() else None
    table.setSortingEnabled(False)
    table.clearContents()
    table.setColumnCount(len(headers))
    table.setHorizontalHeaderLabels(headers)
    table.setRowCount(len(rows))
    for row, items in enumerate(rows):
        for column, item in enumerate(items):
            if keys is not None:
                item.setData(Qt.ItemDataRole.UserRole, keys[row])
            table.setItem(row, column, item)
    table.setSortingEnabled(True)
    table.fit_names_column()
    for row in range(table.rowCount()):
        if selected is not None and table.item(row, 0).data(Qt.ItemDataRole.UserRole) == selected:
            table.selectRow(row)
            break


def selected_key(table: QTableWidget):
    rows = table.selectionModel().selectedRows() if table.selectionModel() else []
    return table.item(rows[0].row(), 0).data(Qt.ItemDataRole.UserRole) if rows else None


def player_name(name: str) -> str:
    """A stored player's name as shown: computer levels and the guests of seats in the player's language
    ("Computer – hard", "Player 2")."""
    if name.startswith(COMPUTER_PREFIX):
        return texts.computer_player(name[len(COMPUTER_PREFIX):])
    if name.startswith(GUEST_PREFIX):
        return seat_name(name[len(GUEST_PREFIX):])
    return name


def number(value: float | None, decimals: int = 0) -> str:
    if value is None:
        return "–"
    return QLocale().toString(float(value), "f", decimals) if decimals or value != int(value) else \
        QLocale().toString(int(value))


def percent(share: float | None) -> str:
    return "–" if share is None else texts.fill(QCoreApplication.translate("history", "%1%"), round(100 * share))


def when(iso: str) -> str:
    """A stored time as the player's locale writes a short date and time, in local time."""
    try:
        moment = utc(iso).astimezone()
    except (ValueError, OverflowError):
        return iso
    return QLocale().toString(datetime(moment.year, moment.month, moment.day, moment.hour, moment.minute),
                              QLocale.FormatType.ShortFormat)


def duration(seconds: float) -> str:
    minutes = round(seconds / 60)
    if minutes < 60:
        return texts.fill(QCoreApplication.translate("history", "%1 min"), max(1, minutes) if seconds >= 30 else 0)
    return texts.fill(QCoreApplication.translate("history", "%1 h %2 min"), minutes // 60, f"{minutes % 60:02d}")


def game_title(game_id: str) -> str:
    spec = GAMES.get(game_id)
    return texts.game_name(spec) if spec is not None else game_id


def result_text(game: Game, with_reason: bool = True) -> str:
    """'Player 2 (blue), Anna, wins. All her pegs are home.' (without the reason: up to 'wins.'), 'Draw.' or
    'Unfinished' in the player's language. The winner is named with their seat and colour: one player may hold
    several seats."""
    if not game.complete:
        return QCoreApplication.translate("history", "Unfinished")
    spec = GAMES.get(game.game_id)
    if spec is None:
        return ""
    winners = [index for index, seat in enumerate(game.seats) if seat.won]
    if not winners:
        head = QCoreApplication.translate("texts", "Draw.")
    elif len(winners) == 1 and is_guest((seat := game.seats[winners[0]]).player):
        head = texts.fill(QCoreApplication.translate("history", "%1 wins."), seat_text(spec, seat))
    elif len(winners) == 1:
        head = texts.fill(QCoreApplication.translate("history", "%1, %2, wins."), seat_text(spec, seat),
                          player_name(seat.player))
    else:
        head = texts.fill(QCoreApplication.translate("history", "Winners: %1."), "; ".join(
            winner_text(spec, game.seats[index]) for index in winners))
    reason = game.result.get("reason") if isinstance(game.result, dict) and with_reason else None
    because = texts.reason_text(spec, reason) if isinstance(reason, str) else ""
    return f"{head} {because}".strip()


def seat_text(spec, seat: Seat) -> str:
    """'Player 2 (blue)': the seat's number and, in a game of colours, its colour."""
    colour = next((c.label for c in spec.colours if c.key == seat.colour), None)
    number = seat_name(seat.seat + 1)
    if colour is None:
        return number
    return texts.fill(QCoreApplication.translate("history", "%1 (%2)"), number, colour_word(texts.colour_label(colour)))


def winner_text(spec, seat: Seat) -> str:
    """'Player 2 (blue), Anna'; a guest's seat alone ('Player 2 (blue)')."""
    if is_guest(seat.player):
        return seat_text(spec, seat)
    return texts.fill(QCoreApplication.translate("history", "%1, %2"), seat_text(spec, seat), player_name(seat.player))


def colour_word(label: str) -> str:
    """A colour's name inside a sentence: in small letters, but where nouns keep their capital (German)."""
    return label if QLocale().language() == QLocale.Language.German else label.lower()


def mode_text(game_id: str, seats: int, options: dict) -> str:
    """'3 players · Board: Star', naming only the options that differ from the game's defaults."""
    parts = [texts.fill(QCoreApplication.translate("history", "%1 players"), seats)]
    spec = GAMES.get(game_id)
    if spec is None:
        return parts[0]
    defaults = spec.defaults(seats) if seats in spec.seats else {}
    for option in spec.options:
        value = options.get(option.key, defaults.get(option.key))
        if option.key not in options or value == defaults.get(option.key):
            continue
        if option.kind == "bool":
            shown = QCoreApplication.translate("history", "yes") if value else QCoreApplication.translate("history", "no")
        elif option.kind == "choice":
            shown = next((texts.option_text(c.label) for c in option.choices if c.value == value), str(value))
        else:
            shown = str(value)
        parts.append(f"{texts.option_label(option)}: {shown}")
    if len(parts) == 1:
        parts.append(QCoreApplication.translate("history", "standard rules"))
    return " · ".join(parts)
