"""The side-panel box of Halma: the winning rule in force and, once pegs arrive, the places."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent
from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

from engine.halma import SPEC, HalmaState
from gui import texts


class HalmaPanel(QWidget):
    def __init__(self, names: list[str], parent=None):
        super().__init__(parent)
        self.names = names
        self.state: HalmaState | None = None
        self.label = QLabel()
        self.label.setWordWrap(True)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.label)

    def show_state(self, state: HalmaState) -> None:
        self.state = state
        self.retranslate()

    def retranslate(self) -> None:
        state = self.state
        if state is None:
            return
        rule = SPEC.option("win_rule")
        choice = next(c for c in rule.choices if c.value == state.options["win_rule"])
        lines = [f"{texts.option_label(rule)}: {texts.option_text(choice.label)}"]
        if state.finished and state.seats > 2:  # with two the status line already names the winner
            places = state.places()
            order = sorted(range(state.seats), key=lambda s: places[s])
            lines.append(QCoreApplication.translate("halma", "Places:") + " "
                         + ", ".join(f"{places[s]}. {self.names[s]}" for s in order if s in state.finished))
        self.label.setText("\n".join(lines))

    def changeEvent(self, event):  # noqa: N802 - Qt override
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
