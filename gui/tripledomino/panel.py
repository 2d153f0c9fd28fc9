"""The side-panel score sheet: points per round and seat, the running round, totals, and the solitaire best.

The scene calls `show_state` for every position it shows and sets `settings` (the app's Settings, where
the solitaire best is kept); the sheet asks nothing of the scene.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QLabel, QTableWidget, QTableWidgetItem, QVBoxLayout

from engine.tripledomino.rules import OUT, OVER, RoundResult, TripleDominoState
from gui.common.panel import GamePanel
from gui.texts import fill
from gui.tripledomino import BEST_SCORE


class ScoreSheet(GamePanel):
    def __init__(self, names: list[str], parent=None):
        super().__init__(parent)
        self.setObjectName("tripledominoScoreSheet")
        self.names = names
        self.state: TripleDominoState | None = None
        self.settings = None  # the app's Settings, for the solitaire best (set by the scene)
        self.heading = QLabel()
        self.heading.setObjectName("panelHeading")
        self.table = QTableWidget(0, len(names))
        self.table.setObjectName("scoreSheet")
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.table.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        self.table.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.table.horizontalHeader().setMinimumSectionSize(24)
        self.note = QLabel()
        self.note.setWordWrap(True)
        self.note.setObjectName("scoreNote")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.heading)
        layout.addWidget(self.table)
        layout.addWidget(self.note)
        self.retranslate()

    def show_state(self, state: TripleDominoState) -> None:
        self.state = state
        if state.solitaire and state.outcome() is not None and self.settings is not None:
            self.settings.record_best_score(BEST_SCORE, state.totals()[0])
        self.refresh()

    def refresh(self) -> None:
        state = self.state
        self.table.setHorizontalHeaderLabels(self.names)
        if state is None:
            return
        # compact row headers (the round number, ▸ for the running one, Σ), full words in the tooltip
        # a finished round's tooltip says how it ended (who went out, had the lowest hand or tied for it)
        rows = [(str(i + 1), round_text(i + 1, r, self.names) if not state.solitaire else
                 fill(QCoreApplication.translate("tripledomino", "Round %1"), i + 1), r.points)
                for i, r in enumerate(state.history)]
        if state.outcome() is None:
            rows.append((f"{state.round_no} ▸", fill(QCoreApplication.translate("tripledomino", "Round %1 (now)"),
                                                     state.round_no), state.round_points))
        rows.append(("Σ", QCoreApplication.translate("tripledomino", "Total"), state.totals()))
        self.table.setRowCount(len(rows))
        for r, (short, full, _points) in enumerate(rows):
            header = QTableWidgetItem(short)
            header.setToolTip(full)
            self.table.setVerticalHeaderItem(r, header)
        for r, (_short, _full, points) in enumerate(rows):
            for seat, value in enumerate(points):
                item = QTableWidgetItem(str(value))
                item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                if r == len(rows) - 1:
                    font = item.font()
                    font.setBold(True)
                    item.setFont(font)
                self.table.setItem(r, seat, item)
        self.note.setText(self._note(state))
        # as tall as its rows (up to a limit), so the move list below keeps the room
        header = self.table.horizontalHeader().height()
        self.table.setFixedHeight(min(260, header + sum(self.table.rowHeight(r) for r in range(len(rows))) + 4))

    def _note(self, state: TripleDominoState) -> str:
        if state.solitaire:
            best = None if self.settings is None else self.settings.best_score(BEST_SCORE)
            return "" if best is None else fill(QCoreApplication.translate("tripledomino", "Personal best: %1"), best)
        return fill(QCoreApplication.translate("tripledomino", "Target: %1 points"), state.rules.target)

    def retranslate(self) -> None:
        self.heading.setText(QCoreApplication.translate("tripledomino", "Score sheet"))
        self.refresh()


def round_summary(state: TripleDominoState, names: list[str]) -> str:
    """How the last finished round ended, in a sentence."""
    if state.solitaire:
        return fill(QCoreApplication.translate("tripledomino", "Solitaire over: %1 points."), state.totals()[0])
    return round_text(len(state.history), state.history[-1], names)


def round_text(number: int, result: RoundResult, names: list[str]) -> str:
    """How round `number` ended: who went out, who had the fewest points in hand, or who tied for it."""
    seats = [seat for seat in result.seats if 0 <= seat < len(names)]
    if not seats:
        return ""
    if result.end == OUT:
        text = QCoreApplication.translate("tripledomino", "Round %1: %2 went out (%3 points).")
    elif len(seats) > 1:  # their round's points differ by what each laid: no one number to give
        return fill(QCoreApplication.translate("tripledomino", "Round %1 blocked: %2 tied with the fewest points in "
                                               "hand."), number, ", ".join(names[seat] for seat in seats))
    else:
        text = QCoreApplication.translate("tripledomino", "Round %1 blocked: %2 had the fewest points in hand (%3 points).")
    return fill(text, number, ", ".join(names[seat] for seat in seats), result.points[seats[0]])


def strip_texts(state: TripleDominoState, names: list[str], viewer: int | None) -> tuple[str, str, str]:
    """The texts over the table: the round and the pool, the other hands' sizes (never their tiles), and
    a banner saying how the last round ended."""
    if state.solitaire:
        info = QCoreApplication.translate("tripledomino", "Solitaire · %n draw(s) left", "", state.draws_left or 0)
    else:
        info = fill(QCoreApplication.translate("tripledomino", "Round %1"), state.round_no)
    info += " · " + QCoreApplication.translate("tripledomino", "%n tile(s) in the pool", "", len(state.pool))
    parts = []
    for seat, hand in enumerate(state.hands):
        if seat != viewer and not state.solitaire:
            marker = "▶ " if seat == state.to_move else ""
            count = QCoreApplication.translate("tripledomino", "%1: %n tile(s)", "", len(hand))
            parts.append(marker + fill(count, names[seat]))
    banner = ""
    if state.phase == OVER:
        banner = QCoreApplication.translate("tripledomino", "Game over")
        if state.history:
            banner += " · " + round_summary(state, names)
    elif state.history and len(state.placed) <= 1:
        banner = round_summary(state, names)
    return info, "   ".join(parts), banner
