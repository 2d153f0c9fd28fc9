"""The base of every game's side-panel widget (`BoardScene.panel_widget()` returns one).

A panel shows what the board cannot (score sheets, plots, a spin pad, buttons) and talks to its scene
only through signals and public methods: the scene calls `show_state` whenever it shows a position,
and the panel emits signals for what the player asks (throw, pass, copy the record). It retranslates
itself on a language change.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QEvent, QSize
from PySide6.QtWidgets import QAbstractButton, QBoxLayout, QFrame, QLayout, QWidget


class GamePanel(QFrame):
    """A game's own controls and displays in the side panel."""

    def show_state(self, state: Any) -> None:
        """Show what the panel shows of `state` (called by the scene for every position it shows)."""

    def retranslate(self) -> None:
        """Set every text in the current language (called at creation and on each language change)."""

    def changeEvent(self, event):  # noqa: N802 - Qt override
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


class ButtonRow(QWidget):
    """Buttons side by side where they fit, one under another where they do not: a long translation ("Repetir el
    último lanzamiento") must not push the side panel's content out of sight."""

    def __init__(self, *buttons: QAbstractButton):
        super().__init__()
        self._buttons = buttons
        self._layout = QBoxLayout(QBoxLayout.Direction.LeftToRight, self)
        self._layout.setContentsMargins(0, 0, 0, 0)
        # Without this the layout would make the row at least as wide as its buttons side by side.
        self._layout.setSizeConstraint(QLayout.SizeConstraint.SetNoConstraint)
        for button in buttons:
            self._layout.addWidget(button)

    def side_by_side(self) -> bool:
        return self._layout.direction() == QBoxLayout.Direction.LeftToRight

    def minimumSizeHint(self) -> QSize:  # noqa: N802 - Qt override
        return QSize(max(button.minimumSizeHint().width() for button in self._buttons),
                     super().minimumSizeHint().height())

    def resizeEvent(self, event):  # noqa: N802 - Qt override
        wanted = sum(button.sizeHint().width() for button in self._buttons)
        wanted += self._layout.spacing() * (len(self._buttons) - 1)
        direction = QBoxLayout.Direction.LeftToRight if wanted <= event.size().width() else \
            QBoxLayout.Direction.TopToBottom
        if self._layout.direction() != direction:
            self._layout.setDirection(direction)
            self.updateGeometry()
        super().resizeEvent(event)
