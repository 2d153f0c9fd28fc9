"""One running game: the record of moves, the undo stack, and whose turn it is.

The engine state is the model. Every move, whether a click on the board or a
computer's choice, goes through `play`, which pushes a `MoveCommand` on the
`QUndoStack`; undo and redo just move the stack's index, and the scene redraws
whatever state is current. Nothing here draws.
"""

from __future__ import annotations

import zlib
from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtGui import QUndoCommand, QUndoStack

from engine import GameState, IllegalMove
from engine.record import GameRecord
from gui.setup import GameSetup
from gui.workers import AiRunner

#: Pause before a computer move, so a human can follow what happens (milliseconds).
COMPUTER_PAUSE_MS = 350


class MoveCommand(QUndoCommand):
    """Move number `index` (0-based) of the game; redo shows the position after it."""

    def __init__(self, session: GameSession, index: int, text: str):
        mover = session.states[index].to_move
        name = session.setup.seats[mover].name if mover is not None else ""
        super().__init__(f"{index + 1}. {name}: {text}" if name else f"{index + 1}. {text}")
        self.session = session
        self.index = index

    def redo(self) -> None:
        self.session._show_position(self.index + 1, forward=True)

    def undo(self) -> None:
        self.session._show_position(self.index, forward=False)


class GameSession(QObject):
    """Holds the states of one game and drives computer seats."""

    #: The current position changed: (state, last move or None, animate).
    positionChanged = Signal(object, object, bool)
    #: The game just ended at the current position.
    gameOver = Signal(object)
    #: A human on this device is to move (seat index).
    humanToMove = Signal(int)
    #: The computer started or stopped thinking (seat index or -1).
    thinking = Signal(int)
    #: A computer player failed (text for a message box).
    aiFailed = Signal(str)
    #: The engine refused a computer player's move (a bug): the move's text and the `IllegalMove`.
    computerRefused = Signal(str, object)
    #: A suggested move for the human to move, found off the UI thread.
    hintReady = Signal(object)

    def __init__(self, setup: GameSetup, initial: GameState, parent=None):
        super().__init__(parent)
        self.setup = setup
        self.states: list[GameState] = [initial]
        self.moves: list[str] = []
        self._move_objects: list[Any] = []
        self.cursor = 0
        self.undo_stack = QUndoStack(self)
        self.ai = AiRunner(self)
        self.ai.moveReady.connect(self._computer_moved)
        self.ai.searchFailed.connect(self.aiFailed)
        self.hints = AiRunner(self)
        self.hints.moveReady.connect(self.hintReady)
        self.hints.searchFailed.connect(self.aiFailed)
        self.ai_seconds = 2.0
        self.paused = False
        self.busy_check = lambda: False  # set by the window: True while the board still animates
        self.clock_readings = lambda states, cursor: None  # set by the window: the scene's clocks, for records
        self.loaded_clocks: list[list[float]] | None = None  # the clocks of the record this session came from
        self._computer_timer = QTimer(self)
        self._computer_timer.setSingleShot(True)
        self._computer_timer.timeout.connect(self._maybe_start_computer)

    # -- building ----------------------------------------------------------------
    @classmethod
    def from_record(cls, setup: GameSetup, record: GameRecord, parent=None) -> GameSession:
        session = cls(setup, record.initial, parent)
        states = record.states()
        session.states = states
        session.moves = list(record.moves)
        session._move_objects = [None] * len(record.moves)
        for index, text in enumerate(record.moves):
            session.undo_stack.push(MoveCommand(session, index, text))
        session.undo_stack.setIndex(record.cursor)
        session.cursor = record.cursor
        session.loaded_clocks = record.clocks
        return session

    def record(self) -> GameRecord:
        return GameRecord(self.states[0], list(self.moves), self.cursor, self.setup.players(),
                          self.clock_readings(self.states, self.cursor))

    # -- the model ---------------------------------------------------------------
    @property
    def state(self) -> GameState:
        return self.states[self.cursor]

    @property
    def spec(self):
        return self.state.spec

    def seat_is_human(self, seat: int | None) -> bool:
        return seat is not None and self.setup.seats[seat].human

    def human_to_move(self) -> bool:
        return self.state.outcome() is None and self.seat_is_human(self.state.to_move)

    def play(self, move: Any) -> None:
        """Apply `move` to the current position; raises `IllegalMove` and changes nothing if illegal."""
        state = self.state
        text = state.move_to_text(move)
        new_state = state.apply(move)
        self.ai.cancel()
        del self.states[self.cursor + 1:]
        del self.moves[self.cursor:]
        del self._move_objects[self.cursor:]
        self.states.append(new_state)
        self.moves.append(text)
        self._move_objects.append(move)
        self.undo_stack.push(MoveCommand(self, self.cursor, text))

    def play_text(self, text: str) -> None:
        self.play(self.state.parse_move(text))

    def _show_position(self, cursor: int, forward: bool) -> None:
        self.cursor = cursor
        last_move = self._last_move() if forward else None
        self.positionChanged.emit(self.state, last_move, forward)
        self.after_change()

    def _last_move(self) -> Any:
        if self.cursor == 0:
            return None
        move = self._move_objects[self.cursor - 1]
        if move is None:  # loaded from a file: parse lazily
            previous = self.states[self.cursor - 1]
            try:
                move = previous.parse_move(self.moves[self.cursor - 1])
            except IllegalMove:
                return None
            self._move_objects[self.cursor - 1] = move
        return move

    # -- turns -------------------------------------------------------------------
    def after_change(self) -> None:
        """Decide what happens next at the current position."""
        self._computer_timer.stop()
        self.ai.cancel()
        self.hints.cancel()
        self.thinking.emit(-1)
        outcome = self.state.outcome()
        if outcome is not None:
            self.gameOver.emit(outcome)
            return
        seat = self.state.to_move
        if self.seat_is_human(seat):
            self.humanToMove.emit(seat)
        elif not self.paused:
            self._computer_timer.start(COMPUTER_PAUSE_MS)

    def _maybe_start_computer(self) -> None:
        if self.paused or self.human_to_move() or self.state.outcome() is not None:
            return
        if self.busy_check():
            self._computer_timer.start(50)
            return
        seat = self.state.to_move
        level = self.setup.seats[seat].level
        self.thinking.emit(seat)
        self.ai.start_search(self.state, level, self._ai_seed(), self.ai_seconds)

    def _ai_seed(self) -> int:
        """Fixed per position, so replaying a game asks the computer the same question."""
        return zlib.crc32(f"{self.states[0].to_json()}|{self.cursor}".encode())

    def _computer_moved(self, move: Any) -> None:
        self.thinking.emit(-1)
        try:
            self.play(move)
        except IllegalMove as exc:
            self.computerRefused.emit(_move_text_for_report(self.state, move), exc)

    def request_hint(self, seconds: float = 0.5) -> None:
        """Ask the normal-level computer player for a move; `hintReady` brings it."""
        if self.human_to_move():
            self.hints.start_search(self.state, "normal", self._ai_seed(), seconds)

    def stop(self) -> None:
        """Stop thinking and waiting (before the session is replaced or the app quits)."""
        self._computer_timer.stop()
        self.ai.cancel()
        self.hints.cancel()

    # -- undo against the computer -------------------------------------------------
    def undo(self) -> None:
        """Undo the last move; against a computer, back to the last position a human was to move."""
        self.stop()
        self.undo_stack.undo()
        while self.undo_stack.canUndo() and not self.human_to_move() and not self.setup.computers_only():
            self.undo_stack.undo()

    def redo(self) -> None:
        self.stop()
        self.undo_stack.redo()
        while self.undo_stack.canRedo() and not self.human_to_move() and not self.setup.computers_only():
            self.undo_stack.redo()


def _move_text_for_report(state: GameState, move: Any) -> str:
    """The move's notation, or its repr when the engine cannot write it (it was refused)."""
    try:
        return state.move_to_text(move)
    except IllegalMove:
        return repr(move)[:80]
