"""What the History window's tabs share: sortable tables and the words for players, results, modes and times."""

from __future__ import annotations

from datetime import datetime

from PySide6.QtCore import QCoreApplication, QLocale, Qt
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QTableWidget, QTableWidgetItem

from engine import GAMES, Outcome
from gui import texts
from gui.history import COMPUTER_PREFIX, GUEST_PREFIX, Game, utc
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


def make_table(name: str, sorted_by: tuple[int, Qt.SortOrder] = (0, Qt.SortOrder.AscendingOrder),
               stretch: tuple[int, ...] = ()) -> QTableWidget:
    """A read-only table of whole-row selection, sorted by column `sorted_by` until the player clicks a header;
    the columns `stretch` share the width left (else the last one takes it). Long texts are elided (a cell's
    tooltip may give it whole)."""
    table = QTableWidget()
    table.setObjectName(name)
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
    return table


def fill_table(table: QTableWidget, headers: list[str], rows: list[list[SortItem]], keys: list | None = None) -> None:
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
    """'Anna wins. All her pegs are home.' (without the reason: 'Anna wins.'), 'Draw.' or 'Unfinished' in the
    player's language."""
    if not game.complete:
        return QCoreApplication.translate("history", "Unfinished")
    names = [player_name(seat.player) for seat in game.seats]
    reason = game.result.get("reason") if isinstance(game.result, dict) and with_reason else None
    outcome = Outcome(tuple(i for i, seat in enumerate(game.seats) if seat.won), reason if isinstance(reason, str) else "")
    spec = GAMES.get(game.game_id)
    return texts.outcome_text(spec, outcome, names) if spec is not None else ""


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
