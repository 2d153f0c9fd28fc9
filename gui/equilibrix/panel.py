"""EQUILIBRIX's side-panel widget: the target, the score of the current game, the campaign's
victory points and games, how many pieces each player chooses from, the 5+1 tokens, how to
turn a piece with the mouse and which keys play. The scene calls `show_state` for every
position it shows; the panel needs nothing else from it but the seats' names, given when it
is made."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QLabel, QVBoxLayout

from engine.equilibrix.rules import AUTONOMIE, CHOOSE_TARGET, OVER, ZIELE, EquilibrixState
from gui.common.board import SeatInfo
from gui.common.panel import GamePanel
from gui.equilibrix.items import game_result_text, target_name
from gui.texts import fill


class InfoPanel(GamePanel):
    """The target, the score of the current game, the campaign and the controls, beside the board."""

    def __init__(self, seats: Sequence[SeatInfo], parent=None):
        super().__init__(parent)
        self.seats = seats
        self.state: EquilibrixState | None = None
        self.setObjectName("equilibrixPanel")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.target = QLabel()
        self.target.setObjectName("equilibrixTarget")
        self.target.setWordWrap(True)
        self.detail = QLabel()
        self.detail.setWordWrap(True)
        self.help = QLabel()
        self.help.setWordWrap(True)
        self.help.setObjectName("panelHelp")  # muted, in the theme's colours (assets/style.qss)
        for label in (self.target, self.detail, self.help):
            layout.addWidget(label)
        self.retranslate()

    def retranslate(self) -> None:
        self.help.setText(
            QCoreApplication.translate("equilibrix", "Wheel or right button: turn the piece. Esc: put it back.")
            + "\n" + QCoreApplication.translate(
                "equilibrix", "Keys: 1 to 9 or [ ] take a piece, R and Shift+R turn it, the arrow keys move it, "
                "Space or Enter places it, 0 passes.")
        )
        if self.state is not None:
            self.show_state(self.state)

    def show_state(self, state: EquilibrixState) -> None:
        self.state = state
        seats = self.seats
        s = state
        head = target_name(s.target)
        if s.phase == CHOOSE_TARGET:
            head = fill(QCoreApplication.translate("equilibrix", "%1 lost and chooses the next target."),
                        seats[s.turn].name)
        elif s.campaign:
            head = fill(QCoreApplication.translate("equilibrix", "Campaign, game %1: %2"),
                        str(len(s.games) + (s.phase != OVER)), head)
        self.target.setText(f"<b>{head}</b>")
        lines = []
        if s.target == AUTONOMIE:
            terr = s.territory()
            lines.append(fill(QCoreApplication.translate("equilibrix", "Territory: %1 %2, %3 %4"),
                              seats[0].name, str(terr.count(0)), seats[1].name, str(terr.count(1))))
        elif s.target == ZIELE:
            for seat in (0, 1):
                own, opp = s.connected_bases(seat)
                lines.append(fill(
                    QCoreApplication.translate("equilibrix", "%1 – bases connected: own %2, opponent's %3"),
                    seats[seat].name, str(own), str(opp)))
        else:
            lines.append(QCoreApplication.translate("equilibrix", "Whoever cannot place a piece loses."))
        if s.phase == OVER and not s.campaign:  # who won and, after a tie on the target, by which tie-break
            lines.append(game_result_text(s.result, seats))
        if s.campaign:
            lines.append(fill(
                QCoreApplication.translate("equilibrix", "Victory points: %1 %2, %3 %4 (%5 to win)"),
                seats[0].name, str(s.points[0]), seats[1].name, str(s.points[1]), str(s.options["campaign_wins"])))
            for g, result in enumerate(s.games):
                lines.append(f"{g + 1}. " + game_result_text(result, seats))
        if s.offer[0] != s.offer[1]:
            for seat in (0, 1):
                lines.append(fill(
                    QCoreApplication.translate("equilibrix", "%1 chooses from %n piece(s).", "", s.offer[seat]),
                    seats[seat].name))
        for seat in (0, 1):
            lines.append(fill(QCoreApplication.translate("equilibrix", "%1: %n 5+1 token(s)", "", s.tokens[seat]),
                              seats[seat].name))
        self.detail.setText("<br>".join(lines))
