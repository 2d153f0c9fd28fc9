"""Balance DUELS' side panel: the roll, a Pass button, a preview line and live plots of the arm.

The first plot shows the moment pulling each half of the arm down and the net
moment against the tipping limit (in "large pawns at holder 1"); the second
the arm's tilt after every turn of the game, with the board's contact angle. The scene calls `show_state`
for every position, `set_roll_text`, `set_pass_enabled` and `show_preview`; the panel answers with
`passClicked`. The plots' colours are the theme's (`assets/themes/balance.json`, plot_*), drawn again when
the theme changes.
"""

from __future__ import annotations

import math

import pyqtgraph as pg
from PySide6.QtCore import QCoreApplication, Signal
from PySide6.QtGui import QColor, QFont
from PySide6.QtWidgets import QLabel, QPushButton, QSizePolicy, QVBoxLayout

from engine.balance.physics import Arm
from engine.balance.rules import BalanceState
from gui.balance.items import themed
from gui.common.panel import GamePanel
from gui.common.plots import panel_plot
from gui.texts import fill, number

DASH = pg.QtCore.Qt.PenStyle.DashLine


class BalancePanel(GamePanel):
    """Controls and plots beside the board; the scene feeds it with `show_state` and the setters below."""

    passClicked = Signal()

    def __init__(self, names: list[str], parent=None):
        super().__init__(parent)
        self.names = names  # the players' names, by seat
        self.setObjectName("balancePanel")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.roll = QLabel()
        self.roll.setObjectName("balanceRoll")
        self.roll.setWordWrap(True)
        font = QFont(self.roll.font())
        font.setBold(True)
        self.roll.setFont(font)
        self.pass_button = QPushButton()
        self.pass_button.setObjectName("balancePass")
        self.pass_button.clicked.connect(self.passClicked)
        self.preview = QLabel()
        self.preview.setObjectName("balancePreview")
        self.preview.setWordWrap(True)
        pg.setConfigOptions(antialias=True)
        self.moment_plot = panel_plot()
        self.moment_plot.setObjectName("balanceMomentPlot")
        self.moment_plot.setMinimumSize(60, 80)
        self.bars = pg.BarGraphItem(x=[0, 1, 2], height=[0, 0, 0], width=0.6)
        self.moment_plot.addItem(self.bars)
        self.limit_lines = [pg.InfiniteLine(angle=0) for _ in range(2)]
        for line in self.limit_lines:
            self.moment_plot.addItem(line)
        self.ghost_bar = pg.BarGraphItem(x=[2], height=[0], width=0.6, brush=QColor(255, 255, 255, 0))
        self.moment_plot.addItem(self.ghost_bar)
        self.tilt_plot = panel_plot()
        self.tilt_plot.setObjectName("balanceTiltPlot")
        self.tilt_plot.setMinimumSize(60, 70)
        self.tilt_curve = self.tilt_plot.plot([], [])
        self.contact_lines = [pg.InfiniteLine(angle=0) for _ in range(2)]
        for line in self.contact_lines:
            self.tilt_plot.addItem(line)
        for plot in (self.moment_plot, self.tilt_plot):
            plot.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Expanding)
            plot.setMaximumHeight(220)
        self.moment_title, self.tilt_title = QLabel(), QLabel()
        for title in (self.moment_title, self.tilt_title):
            title.setWordWrap(True)  # a pyqtgraph title would not wrap and would widen the panel
        for widget in (self.roll, self.pass_button, self.preview, self.moment_title, self.moment_plot,
                       self.tilt_title, self.tilt_plot):
            layout.addWidget(widget)
        self._shown: tuple | None = None  # what show_arm last drew, drawn again in another theme
        self.moment_plot.themeApplied.connect(self.apply_theme)
        self.apply_theme()
        self.retranslate()

    def apply_theme(self) -> None:
        """The lines in the theme's plot colours (and the bars, by drawing them again)."""
        danger = themed("plot_danger")
        for line in self.limit_lines:
            line.setPen(pg.mkPen(danger, width=2, style=DASH))
        for line in self.contact_lines:
            line.setPen(pg.mkPen(danger, width=1, style=DASH))
        self.ghost_bar.setOpts(pen=pg.mkPen(themed("plot_preview"), width=2, style=pg.QtCore.Qt.PenStyle.DotLine))
        self.tilt_curve.setPen(pg.mkPen(themed("plot_tilt"), width=2))
        if self._shown is not None:
            self.show_arm(*self._shown)

    # -- feeding -----------------------------------------------------------------------------
    def show_state(self, state: BalanceState) -> None:
        """The roll of the player to move, the moments of both halves and the tilt after every turn so far."""
        self.roll.setText(self.roll_text(state))
        physics = state.physics
        left, right = physics.halves((x, size) for x, _, size in state.arm)
        self.show_arm(physics, left, right, [math.degrees(physics.equilibrium(m)) for m in state.moments])

    def show_arm(self, arm: Arm, left: float, right: float, history: list[float]) -> None:
        """Moments in L units (left and right half, both positive) and the tilt history in degrees."""
        self._shown = (arm, left, right, history)
        limit = float(arm.limit)
        net = right - left
        neutral = themed("plot_neutral")
        colour = themed("plot_danger" if abs(net) > limit else "plot_safe")
        self.bars.setOpts(x=[0, 1, 2], height=[left, right, net], brushes=[neutral, neutral, colour])
        self.limit_lines[0].setValue(limit)
        self.limit_lines[1].setValue(-limit)
        top = max(limit * 1.3, left, right, abs(net)) + 1
        self.moment_plot.setYRange(-top, top, padding=0)
        self.moment_plot.setXRange(-0.6, 2.6, padding=0)
        contact = math.degrees(arm.theta_max)
        for line, sign in zip(self.contact_lines, (1, -1), strict=True):
            line.setValue(sign * contact)
        xs = list(range(len(history)))
        self.tilt_curve.setData(xs, history)
        self.tilt_plot.setYRange(-contact * 1.15, contact * 1.15, padding=0)
        self.tilt_plot.setXRange(0, max(10, len(history)), padding=0.02)
        self.ghost_bar.setOpts(height=[0])

    def show_preview(self, net: float | None, tilt_deg: float | None, tips: bool) -> None:
        """The predicted net moment and tilt of a move under the mouse (None: no preview)."""
        if net is None:
            self.preview.setText("")
            self.ghost_bar.setOpts(height=[0])
            return
        self.ghost_bar.setOpts(height=[net])
        if tips:
            self.preview.setText(QCoreApplication.translate("balance", "Preview: the arm would come to rest on the board!"))
        else:
            self.preview.setText(fill(QCoreApplication.translate("balance", "Preview: the arm settles at %1°."),
                                      number(abs(tilt_deg), 1)))

    def roll_text(self, state: BalanceState) -> str:
        seat = state.to_move
        if seat is None:
            return ""
        name = self.names[seat] if seat < len(self.names) else "?"
        text = fill(QCoreApplication.translate("balance", "%1 rolled %2."), name, state.die)
        if not state.placed[seat]:
            text += " " + fill(QCoreApplication.translate("balance", "First turn of the round: place a pawn in S%1."), state.die)
        elif state.must_move[seat]:
            text += " " + QCoreApplication.translate("balance", "Must place or move this turn.")
        return text

    def set_pass_enabled(self, enabled: bool) -> None:
        self.pass_button.setEnabled(enabled)

    # -- language ----------------------------------------------------------------------------
    def retranslate(self) -> None:
        self.pass_button.setText(QCoreApplication.translate("balance", "Pass"))
        self.pass_button.setToolTip(QCoreApplication.translate(
            "balance", "Let this roll go; next turn you must place or move if you can. Key: N"))
        axis = self.moment_plot.getAxis("bottom")
        axis.setTicks([[(0, QCoreApplication.translate("balance", "Left")), (1, QCoreApplication.translate("balance", "Right")), (2, QCoreApplication.translate("balance", "Net"))]])
        self.moment_title.setText(QCoreApplication.translate("balance", "Moment (large pawns × holders)"))
        self.tilt_title.setText(QCoreApplication.translate("balance", "Tilt over the game (degrees)"))
