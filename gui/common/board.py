"""The base every game's board scene builds on, and the view that shows it.

A game view is a `BoardScene` subclass in `gui/<id>/view.py` named `Scene`.
It draws whatever engine state it is given (`show_state`) and turns the
player's clicks into engine moves (`moveChosen`). It never changes the state
itself: the session applies the move, pushes it on the undo stack and calls
`show_state` again with the new state, so undo, redo, loading and computer
moves all redraw the same way.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QPainter
from PySide6.QtWidgets import QFrame, QGraphicsScene, QGraphicsView, QWidget

from engine import GameSpec, GameState
from engine.record import GameRecord
from gui.common.marks import MarkLayer


@dataclass(frozen=True)
class MoveMark:
    """A move drawn over the board: `role` is "played", "preferred" or "hint"; `label` (e.g. a chance)
    is written at its end."""

    move: Any
    role: str
    label: str = ""


@dataclass(frozen=True)
class SeatInfo:
    """What a view needs to know about a seat: its name, colour and who plays it."""

    name: str
    colour: QColor
    colour_key: str = ""
    human: bool = True
    level: str = "normal"


class BoardScene(QGraphicsScene):
    """Draws one game's state; emits `moveChosen(move)` for a move the human made.

    Subclasses implement `show_state`; the rest has sensible defaults.
    """

    #: An engine move the human chose on the board.
    moveChosen = Signal(object)
    #: A short, translated text for the status bar (guidance, a hint, what happened).
    statusMessage = Signal(str)
    #: The engine refused what the player did on the board: an `engine.IllegalMove`, whose sentence
    #: the window shows in the player's language beside the board. Views ask the engine why
    #: (`state.apply`, or the game's own check for a partial selection) rather than judging themselves.
    moveRefused = Signal(object)
    #: A whole game (an `engine.record.GameRecord`) the player read in, for example from a text record.
    recordImported = Signal(object)

    def __init__(self, spec: GameSpec, seats: list[SeatInfo], parent=None):
        super().__init__(parent)
        self.spec = spec
        self.seat_info = seats
        self.state: GameState | None = None
        self.interactive = False
        self.animations_enabled = True
        #: The app's `gui.settings.Settings`, set by the window (None in a scene made on its own):
        #: where a game keeps what outlives a game, such as a personal best.
        self.settings = None
        #: The game so far as an `engine.record.GameRecord` (set by the window; for a panel that
        #: exports the game, for example as a text record).
        self.game_record: Callable[[], GameRecord] | None = None
        self.marks = MarkLayer()

    def show_state(self, state: GameState, last_move: Any = None, animate: bool = True) -> None:
        """Draw `state`; `last_move` led to it (for highlighting or animation) when known."""
        raise NotImplementedError

    def set_interactive(self, enabled: bool) -> None:
        """Accept input only while a human on this device is to move."""
        self.interactive = enabled

    def show_hint(self, move: Any) -> None:
        """Highlight a suggested move; the default shows nothing."""

    # -- marks over the board: moves (analysis, hints) and cells (tutorials) -------------------------------
    def cell_point(self, name: str) -> QPointF | None:
        """The scene point of a cell (hole, field, pad...) named as in the game's notation, or None."""
        return None

    def move_path(self, state: GameState, move: Any) -> list[QPointF]:
        """The scene points `move` (legal at `state`) goes through, first to last: what an arrow of it
        follows. One point marks a move that stays in one place (a placement); empty when it has none."""
        return []

    def show_marks(self, marks: list[MoveMark]) -> None:
        """Draw `marks` (arrows with their labels) over the board, replacing the previous ones."""
        self.marks.show(self, [(mark, self.move_path(self.state, mark.move) if self.state is not None else [])
                               for mark in marks])

    def show_highlights(self, names: list[str]) -> None:
        """Ring the named cells (a tutorial's "look here"), replacing the previous rings."""
        self.marks.ring(self, [point for point in map(self.cell_point, names) if point is not None])

    def retranslate(self) -> None:
        """Re-label graphics items after a language switch (they get no LanguageChange event)."""

    def panel_widget(self) -> QWidget | None:
        """Game controls and displays for the side panel (clocks, buttons, plots, score sheets).

        Called once after the scene is created; the panel owns the widget from then on.
        The widget can listen to `QEvent.LanguageChange` like any other widget.
        """
        return None

    def shutdown(self) -> None:
        """Stop timers, animations and background jobs before the scene is thrown away."""

    def animation_running(self) -> bool:
        """True while a move is still being animated (the session waits before the next computer move)."""
        return False

    def content_rect(self) -> QRectF:
        """The part of the scene the view keeps fully visible."""
        return self.itemsBoundingRect()


class BoardView(QGraphicsView):
    """Shows a `BoardScene` scaled to fit the widget at any size, crisp on high-DPI screens."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing
                            | QPainter.RenderHint.SmoothPixmapTransform)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setBackgroundBrush(QColor("#2f3b35"))
        self.setMinimumSize(240, 200)
        self.setMouseTracking(True)

    def setScene(self, scene):  # noqa: N802 - Qt override
        old = self.scene()
        if old is not None:
            old.changed.disconnect(self._fit)
        self._fitted = None
        super().setScene(scene)
        if scene is not None:
            scene.changed.connect(self._fit)
        self._fit()

    def resizeEvent(self, event):  # noqa: N802 - Qt override
        super().resizeEvent(event)
        self._fit()

    def _fit(self, *_):
        scene = self.scene()
        if scene is None:
            return
        rect = scene.content_rect() if isinstance(scene, BoardScene) else scene.itemsBoundingRect()
        if rect.isEmpty():
            return
        margin = 0.03 * max(rect.width(), rect.height())
        rect = rect.adjusted(-margin, -margin, margin, margin)
        # Only a new content rect or a new viewport size changes the fit. Fitting again on every scene
        # change would reset the transform, which makes the view replay the last mouse move to the
        # scene; a scene that changes an item on a mouse move would then never stop repainting.
        fitted = (rect, self.viewport().size())
        if fitted == getattr(self, "_fitted", None):
            return
        self._fitted = fitted
        self.setSceneRect(rect)
        self.fitInView(rect, Qt.AspectRatioMode.KeepAspectRatio)
