"""The base of every game's side-panel widget (`BoardScene.panel_widget()` returns one).

A panel shows what the board cannot (score sheets, plots, a spin pad, buttons) and talks to its scene
only through signals and public methods: the scene calls `show_state` whenever it shows a position,
and the panel emits signals for what the player asks (throw, pass, copy the record). It retranslates
itself on a language change.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QEvent
from PySide6.QtWidgets import QFrame


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
