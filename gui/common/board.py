"""The base every game's board scene builds on, and the view that shows it.

A game view is a `BoardScene` subclass in `gui/<id>/view.py` named `Scene`.
It draws whatever engine state it is given (`show_state`) and turns the
player's clicks into engine moves (`moveChosen`). It never changes the state
itself: the session applies the move, pushes it on the undo stack and calls
`show_state` again with the new state, so undo, redo, loading and computer
moves all redraw the same way.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QEvent, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent, QAccessibleEvent, QAction, QColor, QPainter
from PySide6.QtWidgets import QFrame, QGraphicsScene, QGraphicsView, QWidget

from engine import GameSpec, GameState
from engine.record import GameRecord
from gui import theme
from gui.common.cursor import ACTIVATE, ARROWS, BLOCKING_MODIFIERS, CursorItem, step
from gui.common.marks import MarkLayer

#: How long animations take against their normal length, per animation speed setting (0: not animated).
ANIMATION_FACTORS = {"off": 0.0, "fast": 0.5, "normal": 1.0, "slow": 2.0}


@dataclass(frozen=True)
class MoveMark:
    """A move drawn over the board: `role` is "played", "preferred" or "hint"; `label` (e.g. a chance)
    is written at its end."""

    move: Any
    role: str
    label: str = ""


@dataclass(frozen=True)
class SeatInfo:
    """What a view needs to know about a seat: its name, colour and who plays it, and the mark its pieces
    carry in the colour-blind palette ("" for none; `gui.common.drawing.draw_mark` draws it)."""

    name: str
    colour: QColor
    colour_key: str = ""
    human: bool = True
    level: str = "normal"
    mark: str = ""


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
    #: What is under the keyboard cursor, in words ("E5, black marble"): the view tells screen readers.
    cursorMoved = Signal(str)
    #: The words `describe_move` gives for a move changed (it was still going on when first worded): the
    #: move list words its moves again.
    movesReworded = Signal()
    #: A sound for what the board shows happening (a cue of assets/sounds/cues.json, strength 0..1), emitted at
    #: the moment it is seen (`gui.common.cues.cue_along`): the window plays it.
    soundCue = Signal(str, float)

    def __init__(self, spec: GameSpec, seats: list[SeatInfo], parent=None):
        super().__init__(parent)
        self.spec = spec
        self.seat_info = seats
        self.state: GameState | None = None
        self.interactive = False
        #: Watching a network game: the scene shows only what every player may see (no hand face up).
        self.spectator = False
        #: Animation lengths are multiplied by this (0.5 fast, 1 normal, 2 slow; 0: no animation).
        self.animation_factor = 1.0
        #: The cell under the keyboard cursor (a name as in `cell_point`), None until a key moves it.
        self.cursor: str | None = None
        self._cursor_item: CursorItem | None = None
        self._cursor_column: float | None = None
        #: The app's `gui.settings.Settings`, set by the window (None in a scene made on its own):
        #: where a game keeps what outlives a game, such as a personal best.
        self.settings = None
        #: The game so far as an `engine.record.GameRecord` (set by the window; for a panel that
        #: exports the game, for example as a text record).
        self.game_record: Callable[[], GameRecord] | None = None
        self.marks = MarkLayer()

    @property
    def animations_enabled(self) -> bool:
        return self.animation_factor > 0

    @animations_enabled.setter
    def animations_enabled(self, enabled: bool) -> None:
        self.animation_factor = 1.0 if enabled else 0.0

    def animation_ms(self, normal_ms: float) -> int:
        """The length of an animation that takes `normal_ms` at normal speed."""
        return round(normal_ms * self.animation_factor)

    def show_state(self, state: GameState, last_move: Any = None, animate: bool = True) -> None:
        """Draw `state`; `last_move` led to it (for highlighting or animation) when known."""
        raise NotImplementedError

    def apply_theme(self) -> None:
        """Draw again in `gui.theme.current()` (another theme, palette or seat colours in `seat_info`).
        The default shows the state afresh; a scene that keeps coloured items recolours them."""
        if self.state is not None:
            self.show_state(self.state, None, False)
        self.update()

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

    def winning_cells(self) -> list[str]:
        """At the end of the game shown, the cells that won it (the finale rings them); none by default."""
        return []

    # -- keyboard play: a cursor over the cells, Space/Enter acts there, Escape cancels ----------------------
    def key_cells(self) -> list[str]:
        """The cells the keyboard cursor visits (names as in `cell_point`); none: no cursor."""
        return []

    def cursor_start(self) -> str | None:
        """Where the cursor first appears: the cell nearest the board's centre."""
        cells = [(name, self.cell_point(name)) for name in self.key_cells()]
        centre = self.content_rect().center()
        cells = [(name, point) for name, point in cells if point is not None]
        if not cells:
            return None
        return min(cells, key=lambda item: (item[1] - centre).manhattanLength())[0]

    def activate_cell(self, name: str) -> None:
        """Space or Enter on the cell `name`: what a click there does (select, pick up, place)."""

    def cancel_selection(self) -> bool:
        """Escape: drop what is selected or picked up; False when nothing was (Escape then goes on to the window,
        which leaves full screen)."""
        return False

    def describe_cell(self, name: str) -> str:
        """The cell `name` and what is on it, in the player's language ("E5, black marble")."""
        return name

    def game_key(self, event) -> bool:
        """A key of the game's own (rotate, choose a die, throw...); True when it was used."""
        return False

    def move_cursor(self, name: str | None) -> None:
        """Put the keyboard cursor on the cell `name` (None hides it) and say what is there."""
        point = self.cell_point(name) if name is not None else None
        if point is None:
            if self._cursor_item is not None:
                self._cursor_item.hide()
            self.cursor = None
            return
        if self._cursor_item is None or self._cursor_item.scene() is not self:
            self._cursor_item = CursorItem(self.cursor_radius())
            self.addItem(self._cursor_item)
        self.cursor = name
        self._cursor_item.setPos(point)
        self._cursor_item.show()
        self.cursorMoved.emit(self.describe_cell(name))

    def refresh_cursor(self) -> None:
        """After a move: say again what is under the cursor (it may have changed), or hide a cursor whose
        cell is gone."""
        if self.cursor is not None:
            self.move_cursor(self.cursor if self.cursor in self.key_cells() else None)

    def cursor_radius(self) -> float:
        """The cursor ring's radius: a little under half the distance between neighbouring cells."""
        points = [p for p in map(self.cell_point, self.key_cells()) if p is not None]
        gaps = [math.hypot(p.x() - q.x(), p.y() - q.y()) for p in points[:40] for q in points if q is not p]
        return 0.45 * min(gaps, default=40.0)

    def keyPressEvent(self, event):  # noqa: N802 - Qt override
        if event.modifiers() & BLOCKING_MODIFIERS or event.key() in (Qt.Key.Key_Tab, Qt.Key.Key_Backtab):
            event.ignore()  # shortcuts, and Tab moving on to the side panel
            return
        if self.game_key(event):
            event.accept()
            return
        key = event.key()
        if key in ARROWS:
            self._cursor_key(ARROWS[key])
        elif key in ACTIVATE and self.key_cells():
            if self.cursor is None or self.cursor not in self.key_cells():
                self.move_cursor(self.cursor_start())  # the first press shows where the cursor is
            else:
                self._cursor_column = None
                self.activate_cell(self.cursor)
        elif key == Qt.Key.Key_Escape:
            if not self.cancel_selection():
                event.ignore()  # nothing to drop: Escape is the window's (it leaves full screen)
                return
        else:
            event.ignore()
            return
        event.accept()

    def _cursor_key(self, direction: tuple[int, int]) -> None:
        cells = self.key_cells()
        if not cells:
            return
        if self.cursor is None or self.cursor not in cells:
            self.move_cursor(self.cursor_start())
            return
        self._cursor_column = self.cursor_column(self.cursor, direction, self._cursor_column)
        target = self.cursor_target(self.cursor, direction, self._cursor_column)
        if target is not None:
            self.move_cursor(target)

    def cursor_column(self, cell: str, direction: tuple[int, int], column: float | None) -> float | None:
        """The x the cursor keeps to after an arrow in `direction` from `cell` (None after Left or Right)."""
        if direction[0]:
            return None
        return column if column is not None else self.cell_point(cell).x()

    def cursor_target(self, cell: str, direction: tuple[int, int], column: float | None) -> str | None:
        """The cell an arrow in `direction` takes the cursor to from `cell`, keeping to the x `column` going up
        and down; None at the board's edge. A game with places beside its board may add ways there."""
        points = {name: point for name in self.key_cells() if (point := self.cell_point(name)) is not None}
        return step(points, cell, direction, column) if cell in points else None

    def describe_move(self, before: GameState, move: Any, notation: str) -> str:
        """How the move list writes `move`, played at `before`, in the player's language; the default is its
        notation (`notation`). A game whose notation is not for reading (Tumblin-Dice's throws) says more."""
        return notation

    def retranslate(self) -> None:
        """Re-label graphics items after a language switch (they get no LanguageChange event)."""

    def view_actions(self) -> list[QAction]:
        """The game's own ways of showing its board (a camera, a layer to show or hide): the window puts them at
        the end of its View menu while this scene's board is shown. Asked once; the scene owns the actions and
        names them in `retranslate()`."""
        return []

    def panel_widget(self) -> QWidget | None:
        """Game controls and displays for the side panel (clocks, buttons, plots, score sheets).

        Called once after the scene is created; the panel owns the widget from then on.
        The widget can listen to `QEvent.LanguageChange` like any other widget.
        """
        return None

    def shutdown(self) -> None:
        """Stop timers, animations and background jobs before the scene is thrown away."""

    def scores_shown(self, state):
        """The seats' scores the side panel shows for `state`, the shown position (a game whose result
        appears only when its pieces come to rest shows the scores before it until then)."""
        return state.scores()

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
        self.setBackgroundBrush(theme.current().colour("table"))
        self.setMinimumSize(240, 200)
        self.setMouseTracking(True)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)

    def setScene(self, scene):  # noqa: N802 - Qt override
        old = self.scene()
        if old is not None:
            old.changed.disconnect(self._fit)
            if isinstance(old, BoardScene):
                old.cursorMoved.disconnect(self._describe)
        self._fitted = None
        super().setScene(scene)
        if scene is not None:
            scene.changed.connect(self._fit)
            if isinstance(scene, BoardScene):
                scene.cursorMoved.connect(self._describe)
        self._fit()

    def changeEvent(self, event):  # noqa: N802 - Qt override
        if event.type() == QEvent.Type.PaletteChange:  # the theme changed
            self.setBackgroundBrush(theme.current().colour("table"))
        super().changeEvent(event)

    def _describe(self, text: str) -> None:
        """Screen readers hear what is under the keyboard cursor."""
        self.setAccessibleDescription(text)
        if QAccessible.isActive():
            QAccessible.updateAccessibility(QAccessibleEvent(self, QAccessible.Event.DescriptionChanged))
            QAccessible.updateAccessibility(QAccessibleAnnouncementEvent(self, text))

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
