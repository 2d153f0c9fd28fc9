"""The side-panel box of Halma: the winning rule in force, the partners of each side, and the places."""

from __future__ import annotations

from html import escape

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QLabel, QVBoxLayout

from engine.halma import SPEC, HalmaState
from gui import texts, theme
from gui.common.panel import GamePanel
from gui.theme import GRAPHIC_CONTRAST, contrast


class HalmaPanel(GamePanel):
    """What the board does not show: the winning rule, the sides and the places (the scene calls
    `show_state` for every position it shows)."""

    def __init__(self, names: list[str], colours: list[QColor], parent=None):
        super().__init__(parent)
        self.names = names
        self.colours = colours
        self.state: HalmaState | None = None
        self.label = QLabel()
        self.label.setWordWrap(True)
        self.label.setTextFormat(Qt.TextFormat.RichText)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.label)

    def show_state(self, state: HalmaState) -> None:
        self.state = state
        self.retranslate()

    def _dot(self, seat: int) -> str:
        """A dot in the seat's colour; a colour the panel would swallow (white on a light panel, black on a
        dark one) as a ring in the panel's muted text colour."""
        colour, colours = self.colours[seat], theme.current()
        if contrast(colour, colours.colour("panel")) < GRAPHIC_CONTRAST:
            return f'<span style="color:{colours.colour("muted_text").name()}">○</span>'
        return f'<span style="color:{colour.name()}">●</span>'

    def _side_text(self, side: tuple[int, ...]) -> str:
        """The partners of a side, each with a dot in their colour."""
        return " &amp; ".join(f"{self._dot(s)} {escape(self.names[s])}" for s in side)

    def retranslate(self) -> None:
        state = self.state
        if state is None:
            return
        rule = SPEC.option("win_rule")
        choice = next(c for c in rule.choices if c.value == state.options["win_rule"])
        lines = [escape(f"{texts.option_label(rule)}: {texts.option_text(choice.label)}")]
        partners = len(state.sides) < state.seats
        if partners:
            lines.append(escape(QCoreApplication.translate("halma", "Partners:")))
            lines += [self._side_text(side) for side in state.sides]
        done = state.finished_sides()
        if done and len(state.sides) > 2:  # with two sides the status line already names the winners
            places = state.places()
            lines.append(escape(QCoreApplication.translate("halma", "Places:")) + " " + ", ".join(
                f"{places[side[0]]}. {self._side_text(side) if partners else escape(self.names[side[0]])}"
                for side in done))
        self.label.setText("<br>".join(lines))
