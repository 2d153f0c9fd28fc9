"""The side-panel part of Tumblin-Dice: the score sheet, the throw controls and the replay button.

The panel talks to the scene only through its signals (the controls ask for a speed, an aim, a spin,
the bonus die, a throw, a replay, the next round) and the scene's calls of `show_state`, `show_flick`
and `allow`.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QIcon, QPainter, QPen, QPixmap
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QDoubleSpinBox,
    QFormLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from engine.tumblin.rules import SCORED, THROWING
from gui import theme
from gui.common.board import SeatInfo
from gui.common.drawing import draw_mark
from gui.common.panel import ButtonRow, GamePanel
from gui.texts import fill
from gui.tumblin.flick import aim_limit, speed_limits


class SpinPad(QWidget):
    """A die face to click: where you hit it sets top/back spin (up/down) and side spin (left/right)."""

    changed = Signal(int, int)
    TOP, SIDE = 40, 20  # rad/s at the edge of the pad

    def __init__(self, parent=None):
        super().__init__(parent)
        self.setFixedSize(64, 64)
        self.dot = QPointF(0, 0)  # -1..1 each way
        self.setCursor(Qt.CursorShape.CrossCursor)

    def values(self) -> tuple[int, int]:
        return round(-self.dot.y() * self.TOP), round(self.dot.x() * self.SIDE)

    def show(self, top: int, side: int) -> None:
        """Put the dot where `top` and `side` spin are (set by the keys), without a signal."""
        self.dot = QPointF(max(-1.0, min(1.0, side / self.SIDE)), max(-1.0, min(1.0, -top / self.TOP)))
        self.update()

    def paintEvent(self, _event):  # noqa: N802 - Qt override
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = QRectF(self.rect()).adjusted(3, 3, -3, -3)
        p.setPen(QPen(QColor("#777"), 1.5))
        p.setBrush(QColor("#f6f2e6"))
        p.drawRoundedRect(r, 10, 10)
        p.setPen(QPen(QColor("#bbb"), 1))
        p.drawLine(QPointF(r.center().x(), r.top() + 6), QPointF(r.center().x(), r.bottom() - 6))
        p.drawLine(QPointF(r.left() + 6, r.center().y()), QPointF(r.right() - 6, r.center().y()))
        c = r.center() + QPointF(self.dot.x() * r.width() / 2.4, self.dot.y() * r.height() / 2.4)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor("#c8312f"))
        p.drawEllipse(c, 6, 6)

    def _set_from(self, pos) -> None:
        r = QRectF(self.rect())
        x = max(-1.0, min(1.0, (pos.x() - r.center().x()) / (r.width() / 2.4)))
        y = max(-1.0, min(1.0, (pos.y() - r.center().y()) / (r.height() / 2.4)))
        if math.hypot(x, y) < 0.15:
            x = y = 0.0
        self.dot = QPointF(x, y)
        self.update()
        self.changed.emit(*self.values())

    def mousePressEvent(self, event):  # noqa: N802 - Qt override
        self._set_from(event.position())

    def mouseMoveEvent(self, event):  # noqa: N802 - Qt override
        self._set_from(event.position())

    def mouseDoubleClickEvent(self, _event):  # noqa: N802 - Qt override
        self.dot = QPointF(0, 0)
        self.update()
        self.changed.emit(0, 0)


class TumblinPanel(GamePanel):
    """The score sheet and the round, the flick's controls, and the throw, replay and next-round buttons."""

    speedChanged = Signal(float)  # m/s
    aimChanged = Signal(float)  # radians off straight down the board
    spinChanged = Signal(int, int)  # top spin, side spin (rad/s)
    bonusChanged = Signal(bool)  # throw the bonus die next
    throwAsked = Signal()
    replayAsked = Signal()
    nextRoundAsked = Signal()

    def __init__(self, seats: list[SeatInfo], parent=None):
        super().__init__(parent)
        self.seat_info = seats
        self.state = None  # the state last shown
        self.spin = (0, 0)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.sheet = QTableWidget()
        self.sheet.setObjectName("tumblinSheet")
        self.sheet.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.sheet.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.sheet.verticalHeader().setVisible(False)
        self.round_label = QLabel()
        self.round_label.setWordWrap(True)
        form = QFormLayout()
        self.speed = QDoubleSpinBox()
        self.speed.setRange(*speed_limits())
        self.speed.setDecimals(2)
        self.speed.setSingleStep(0.01)
        self.speed.setSuffix(" m/s")
        self.aim = QDoubleSpinBox()
        widest = math.floor(math.degrees(aim_limit()) * 10) / 10  # rounded inward: the engine's limit holds
        self.aim.setRange(-widest, widest)
        self.aim.setDecimals(1)
        self.aim.setSingleStep(0.5)
        self.aim.setSuffix("°")
        self.spin_pad = SpinPad()
        self.spin_label = QLabel()
        self.speed_label, self.aim_label, self.spin_title = QLabel(), QLabel(), QLabel()
        form.addRow(self.speed_label, self.speed)
        form.addRow(self.aim_label, self.aim)
        spin_row = QHBoxLayout()
        spin_row.addWidget(self.spin_pad)
        spin_row.addWidget(self.spin_label, 1)
        form.addRow(self.spin_title, spin_row)
        self.bonus = QCheckBox()
        self.throw_button = QPushButton()
        self.throw_button.setObjectName("tumblinThrow")
        self.next_button = QPushButton()
        self.next_button.setObjectName("tumblinNextRound")
        self.replay_button = QPushButton()
        self.replay_button.setObjectName("tumblinReplay")
        self.help = QLabel()  # how to throw: here, where it wraps, rather than in the narrow status bar
        self.help.setObjectName("tumblinHelp")
        self.help.setWordWrap(True)
        self.going_on = False  # the next-round button lets a computer collect the dice (the round's pause)
        for widget in (self.sheet, self.round_label):
            layout.addWidget(widget)
        layout.addLayout(form)
        layout.addWidget(self.bonus)
        self.buttons = ButtonRow(self.throw_button, self.replay_button)
        layout.addWidget(self.buttons)
        layout.addWidget(self.next_button)
        layout.addWidget(self.help)
        self.speed.valueChanged.connect(self._speed_changed)
        self.aim.valueChanged.connect(self._aim_changed)
        self.spin_pad.changed.connect(self._spin_changed)
        self.bonus.toggled.connect(self.bonusChanged)
        self.throw_button.clicked.connect(self.throwAsked)
        self.replay_button.clicked.connect(self.replayAsked)
        self.next_button.clicked.connect(self.nextRoundAsked)
        self._syncing = False
        self.retranslate()

    # -- controls -> scene ----------------------------------------------------------------
    def _speed_changed(self, value: float) -> None:
        if not self._syncing:
            self.speedChanged.emit(value)

    def _aim_changed(self, value: float) -> None:
        if not self._syncing:
            self.aimChanged.emit(math.radians(value))

    def _spin_changed(self, top: int, side: int) -> None:
        self.spin = (top, side)
        self.spinChanged.emit(top, side)
        self._spin_text()

    def _spin_text(self) -> None:
        top, side = self.spin
        text = QCoreApplication.translate("tumblin", "top %1, side %2")
        self.spin_label.setText(fill(text, top, side))

    # -- scene -> panel -------------------------------------------------------------------
    def show_flick(self, speed: float, aim: float, bonus: bool) -> None:
        """Show the flick set up on the board: `speed` in m/s, `aim` in radians, whether the bonus die goes."""
        self._syncing = True
        self.speed.setValue(speed)
        self.aim.setValue(math.degrees(aim))
        self.bonus.blockSignals(True)  # the scene already knows; echoing it back would be a loop
        self.bonus.setChecked(bonus)
        self.bonus.blockSignals(False)
        self._syncing = False

    def show_spin(self, top: int, side: int) -> None:
        """Show the spin set up on the board (the keys change it there)."""
        if (top, side) != self.spin:
            self.spin = (top, side)
            self.spin_pad.show(top, side)
            self._spin_text()

    def allow(self, throw: bool, collect: bool, replay: bool, go_on: bool = False) -> None:
        """Enable the flick's controls, the next-round button (to collect the dice, or with `go_on` to end
        the pause after a round the computer collects) and the replay button."""
        for widget in (self.throw_button, self.speed, self.aim, self.spin_pad, self.bonus):
            widget.setEnabled(throw)
        self.next_button.setEnabled(collect or go_on)
        self.replay_button.setEnabled(replay)
        if go_on != self.going_on:
            self.going_on = go_on
            self._button_text()

    def show_state(self, state) -> None:
        self.state = state
        hand = [state.dice[i] for i in state.hand(state.to_move)] if state.phase == THROWING else []
        self.bonus.setVisible(any(d.bonus for d in hand))
        self.next_button.setVisible(state.phase == SCORED)
        self._fill_sheet(state)

    def _team_name(self, state, team: int) -> str:
        return " + ".join(self.seat_info[s].name for s in range(state.seats) if state.teams[s] == team)

    def _fill_sheet(self, state) -> None:
        rounds = len(state.history)
        shown = list(range(max(0, rounds - 4), rounds))
        live = state.phase == THROWING
        round_header = QCoreApplication.translate("tumblin", "R%1")
        headers = [QCoreApplication.translate("tumblin", "Player")]
        headers += [fill(round_header, r + 1) for r in shown]
        if live:
            headers.append(QCoreApplication.translate("tumblin", "Now"))
        headers.append(QCoreApplication.translate("tumblin", "Total"))
        teams = state.team_count
        self.sheet.setColumnCount(len(headers))
        self.sheet.setRowCount(teams)
        self.sheet.setHorizontalHeaderLabels(headers)
        now = state.round_points() if live else None
        for team in range(teams):
            cells = [self._team_name(state, team)]
            cells += ["–" if state.history[r][team] is None else str(state.history[r][team]) for r in shown]
            if live:
                cells.append(str(now[team]))
            cells.append(str(state.totals[team]))
            seat = next(s for s in range(state.seats) if state.teams[s] == team)
            for column, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if column == 0:
                    self._name_colours(item, self.seat_info[seat])
                else:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                self.sheet.setItem(team, column, item)
        header = self.sheet.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        for column in range(1, len(headers)):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
        rows = sum(self.sheet.rowHeight(r) for r in range(teams))
        height = self.sheet.horizontalHeader().sizeHint().height() + rows + 2 * self.sheet.frameWidth()
        self.sheet.setFixedHeight(min(height, 200))
        left = len(state.hand(state.to_move)) if state.phase == THROWING else 0
        if state.phase == THROWING:
            text = fill(QCoreApplication.translate("tumblin", "Round %1 · %n die(s) left to throw", "", left),
                        state.round_no)
        elif state.phase == SCORED:
            text = fill(QCoreApplication.translate("tumblin", "Round %1 is over: %2."), state.round_no,
                        self._round_scores(state))
        else:
            text = " ".join((
                QCoreApplication.translate("tumblin", "Game over after %n round(s).", "", len(state.history)),
                fill(QCoreApplication.translate("tumblin", "Last round: %1."), self._round_scores(state)),
                fill(QCoreApplication.translate("tumblin", "Winner: %1", "", len(state.winners)),
                     " + ".join(self.seat_info[s].name for s in state.winners))))
        self.round_label.setText(text)

    def _round_scores(self, state) -> str:
        """The last round's points of each team that played it: "Anna 24, Bruno 18"."""
        points = state.history[-1] if state.history else ()
        return ", ".join(f"{self._team_name(state, team)} {score}" for team, score in enumerate(points)
                         if score is not None)

    def _button_text(self) -> None:
        self.next_button.setText(QCoreApplication.translate("tumblin", "Go on: next round") if self.going_on
                                 else QCoreApplication.translate("tumblin", "Collect the dice: next round"))

    @staticmethod
    def _name_colours(item: QTableWidgetItem, seat: SeatInfo) -> None:
        """A player's name in their colour where it reads well on the sheet, and always a swatch of the colour
        with their mark."""
        fill = QColor(seat.colour)
        text = fill.darker(110)
        if theme.contrast(text, theme.current().colour("qt.Base")) >= theme.TEXT_CONTRAST:
            item.setForeground(text)
        swatch = QPixmap(14, 14)
        swatch.fill(Qt.GlobalColor.transparent)
        painter = QPainter(swatch)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(theme.current().piece_edge(fill, theme.current().colour("qt.Base")), 1.2))
        painter.setBrush(fill)
        painter.drawRect(QRectF(1, 1, 12, 12))
        draw_mark(painter, seat.mark, QPointF(7, 7), 4.5, fill)
        painter.end()
        item.setIcon(QIcon(swatch))

    def retranslate(self) -> None:
        self.speed_label.setText(QCoreApplication.translate("tumblin", "Speed"))
        self.aim_label.setText(QCoreApplication.translate("tumblin", "Aim"))
        self.spin_title.setText(QCoreApplication.translate("tumblin", "Spin"))
        self.spin_pad.setToolTip(QCoreApplication.translate(
            "tumblin", "Click above the centre for top spin, below for back spin, left or right "
                                    "for side spin; double-click for none."))
        self.bonus.setText(QCoreApplication.translate("tumblin", "Throw the bonus die (counts double)"))
        self.throw_button.setText(QCoreApplication.translate("tumblin", "Throw"))
        self.replay_button.setText(QCoreApplication.translate("tumblin", "Replay last throw"))
        self._button_text()
        self.help.setText(QCoreApplication.translate(
            "tumblin", "Press the launch pad where the die should start and sweep toward the board (or pull "
                       "back), then let go: the faster or longer, the harder. Escape cancels. Keys: arrows aim "
                       "and move the die, hold S for the speed, Space throws."))
        self._spin_text()
        if self.state is not None:
            self._fill_sheet(self.state)
