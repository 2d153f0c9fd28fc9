"""One running game: its history of moves, the game clock, and whose turn it is.

The engine state is the model and the `QUndoStack` is the one history: each `MoveCommand` holds a
move's text, the move and the position after it, and the stack's index is the cursor (moves past it
are the redo tail). Every move, whether a click on the board, a typed move or a computer's choice,
goes through `play`, which pushes a command; undo and redo only move the index, and the session tells
the scene to show whatever position is current. Nothing here draws.
"""

from __future__ import annotations

import time
import zlib
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtGui import QUndoCommand, QUndoStack

import engine.ai
from engine import GameState, IllegalMove
from engine.analysis import GameAnalysis
from engine.record import GameRecord
from gui.clock import GameClock
from gui.setup import GameSetup
from gui.workers import AiRunner, TaskRunner

#: Pause before a computer move, so a human can follow what happens (milliseconds).
COMPUTER_PAUSE_MS = 350


#: How the move list words a move: (position before it, move, notation) -> text (`BoardScene.describe_move`).
MoveDescriber = Callable[[GameState, Any, str], str]


class MoveCommand(QUndoCommand):
    """Move number `index` (0-based) of the game: its notation, the move (None until needed, for a loaded
    game) and the position after it. The move list shows its label (number, mover and the move in words)
    and the analysis mark ("?!", "?"). Undo and redo change nothing themselves: the session follows the
    stack's index."""

    def __init__(self, label: str, text: str, move: Any, state: GameState):
        super().__init__(label)
        self.label, self.text, self.move, self.state = label, text, move, state
        self.mark = ""

    def show(self) -> None:
        self.setText(f"{self.label} {self.mark}" if self.mark else self.label)


class GameSession(QObject):
    """Holds the history of one game, its clock, and drives computer seats."""

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
    #: A suggested move for the human to move, found off the UI thread, and the chances it leads to
    #: (an `engine.ai.Evaluation`).
    hintReady = Signal(object, object)
    #: A move was played (by anyone): its entry in the move list, as shown there.
    movePlayed = Signal(str)

    def __init__(self, setup: GameSetup, initial: GameState, parent=None):
        super().__init__(parent)
        self.created = time.monotonic()  # the history takes a game's length from here
        #: Seconds played in earlier sittings of this game (one resumed from the list of unfinished games).
        self.earlier_seconds = 0.0
        self.setup = setup
        self.initial = initial
        self.undo_stack = QUndoStack(self)
        self._shown = 0  # the index last shown: moving on by one animates the move
        spec = initial.spec
        minutes = initial.options.get(spec.clock_option, 0) if spec.clock_option else 0
        self.clock = GameClock(initial.seats, minutes, self)
        self.clock.flagFell.connect(self._flag_fell)
        self.ai = AiRunner(self)
        self.ai.moveReady.connect(self._computer_moved)
        self.ai.searchFailed.connect(self.aiFailed)
        self.hints = TaskRunner(self)
        self.hints.finished.connect(lambda found: self.hintReady.emit(*found))
        self.hints.failed.connect(self.aiFailed)
        #: The game's analysis so far (`engine.analysis.GameAnalysis`), kept in step with the history.
        self.analysis: GameAnalysis | None = None
        #: While the player reviews the game (replay, analysis) nothing moves by itself.
        self.reviewing = False
        #: The review was offered when the game ended (once: closing it must not bring it back).
        self.review_offered = False
        self.ai_seconds = 2.0
        #: Words for the move list (set by the window: the scene's `describe_move`); None: the notation.
        self.describe_move: MoveDescriber | None = None
        self.paused = False
        self.busy_check = lambda: False  # set by the window: True while the board still animates
        self._computer_timer = QTimer(self)
        self._computer_timer.setSingleShot(True)
        self._computer_timer.timeout.connect(self._maybe_start_computer)
        self.undo_stack.indexChanged.connect(self._show_position)

    # -- building ----------------------------------------------------------------
    @classmethod
    def from_record(cls, setup: GameSetup, record: GameRecord, parent=None) -> GameSession:
        session = cls(setup, record.initial, parent)
        session.undo_stack.indexChanged.disconnect(session._show_position)  # shown once, below
        for state, text in zip(record.states()[1:], record.moves, strict=True):
            session._push(text, None, state)
        session.undo_stack.setIndex(record.cursor)
        session.undo_stack.indexChanged.connect(session._show_position)
        session._shown = record.cursor
        session.clock.restore(record.clocks)
        session.analysis = record.analysis
        return session

    def seconds_played(self) -> float:
        return self.earlier_seconds + max(0.0, time.monotonic() - self.created)

    def record(self) -> GameRecord:
        return GameRecord(self.initial, self.moves, self.cursor, self.setup.players(),
                          self.clock.readings_now(self.cursor), self.analysis)

    def _push(self, text: str, move: Any, state: GameState) -> None:
        index = self.undo_stack.index()
        if self.analysis is not None:  # the game takes another course from here
            self.analysis.truncate(index + 1)
        self.undo_stack.push(MoveCommand(self._label(index, self.state, move, text), text, move, state))

    def _label(self, index: int, before: GameState, move: Any, text: str) -> str:
        """Move `index`'s entry in the move list: "12. Anna: <the move in words>"."""
        mover = before.to_move
        name = self.setup.seats[mover].name if mover is not None else ""
        words = self.words(before, move, text)
        return f"{index + 1}. {name}: {words}" if name else f"{index + 1}. {words}"

    def words(self, before: GameState, move: Any, text: str) -> str:
        """`move` (notation `text`, played at `before`; None: not read back) as the move list words it."""
        if self.describe_move is None or move is None:
            return text
        return self.describe_move(before, move, text)

    def set_move_describer(self, describe: MoveDescriber | None) -> None:
        """Word the move list with `describe` from now on (the moves so far too)."""
        self.describe_move = describe
        self.relabel()

    def relabel(self) -> None:
        """Word every entry of the move list again (a new describer, or another language)."""
        for index in range(self.undo_stack.count()):
            command = self._command(index)
            command.label = self._label(index, self._before(index), self._move(index), command.text)
            command.show()

    def set_move_mark(self, index: int, mark: str) -> None:
        """Annotate move `index` in the move list ("?", "?!" or "" to clear)."""
        command = self._command(index)
        command.mark = mark
        command.show()

    # -- the history -------------------------------------------------------------
    def _command(self, index: int) -> MoveCommand:
        return self.undo_stack.command(index)  # type: ignore[return-value]

    @property
    def cursor(self) -> int:
        """How many moves of the history are played (the rest is the redo tail)."""
        return self.undo_stack.index()

    @property
    def moves(self) -> list[str]:
        """Every move of the history in notation, the redo tail included."""
        return [self._command(i).text for i in range(self.undo_stack.count())]

    @property
    def states(self) -> list[GameState]:
        """Every position of the history, from the start to the end of the redo tail."""
        return [self.initial] + [self._command(i).state for i in range(self.undo_stack.count())]

    @property
    def state(self) -> GameState:
        """The current position."""
        cursor = self.undo_stack.index()
        return self._command(cursor - 1).state if cursor else self.initial

    @property
    def spec(self):
        return self.initial.spec

    def seat_is_human(self, seat: int | None) -> bool:
        return seat is not None and self.setup.seats[seat].here

    def seat_presence(self, seat: int) -> str:
        """What the side panel says of a seat instead of its kind ("connected" in a network game); "" for none."""
        return ""

    def human_to_move(self) -> bool:
        return not self.reviewing and self.state.outcome() is None and self.seat_is_human(self.state.to_move)

    def play(self, move: Any) -> None:
        """Apply `move` to the current position; raises `IllegalMove` and changes nothing if illegal."""
        state = self.state
        text = state.move_to_text(move)
        new_state = state.apply(move)
        self.ai.cancel()
        self.clock.forget_after(self.cursor)
        self._push(text, move, new_state)  # drops the redo tail; the index change shows the position
        self.movePlayed.emit(self._command(self.cursor - 1).label)

    def play_text(self, text: str) -> None:
        self.play(self.state.parse_move(text))

    def show_current(self) -> None:
        """Show the current position (once the scene is in place) and decide what happens next."""
        self._shown = self.cursor  # shown afresh, not as the step from the previous position
        self._show_position(self.cursor)

    def _show_position(self, cursor: int) -> None:
        forward = cursor == self._shown + 1
        self._shown = cursor
        self.clock.show_position(cursor, None if self.reviewing else self.state.to_move)
        self.positionChanged.emit(self.state, self._last_move() if forward else None, forward)
        self.after_change()

    def _last_move(self) -> Any:
        return self._move(self.cursor - 1) if self.cursor else None

    def _before(self, index: int) -> GameState:
        """The position move `index` was played at."""
        return self._command(index - 1).state if index else self.initial

    def _move(self, index: int) -> Any:
        """Move `index` of the history (None if its notation cannot be read back)."""
        command = self._command(index)
        if command.move is None:  # loaded from a file: parse lazily
            try:
                command.move = self._before(index).parse_move(command.text)
            except IllegalMove:
                return None
        return command.move

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
        if self.reviewing:
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
        return zlib.crc32(f"{self.initial.to_json()}|{self.cursor}".encode())

    def _computer_moved(self, move: Any) -> None:
        self.thinking.emit(-1)
        try:
            self.play(move)
        except IllegalMove as exc:
            self.computerRefused.emit(_move_text_for_report(self.state, move), exc)

    def _flag_fell(self, seat: int) -> None:
        """The running clock reached zero: the game's own move for that ends the game."""
        if self.state.outcome() is None and self.state.to_move == seat:
            self.stop()
            self.play(self.state.flag_move(seat))

    def request_hint(self, seconds: float = 0.5) -> None:
        """Ask the normal-level computer player for a move and the chances it leads to; `hintReady` brings them."""
        if self.human_to_move():
            state, seed = self.state, self._ai_seed()

            def work(cancel):
                move = engine.ai.choose(state, "normal", seed, seconds, cancel)
                return move, engine.ai.evaluate(state.apply(move), seconds / 2, cancel, seed)

            self.hints.start(work)

    def stop(self) -> None:
        """Stop thinking and waiting (before the session is replaced or the app quits)."""
        self._computer_timer.stop()
        self.ai.cancel()
        self.hints.cancel()

    def freeze(self) -> None:
        """The game waits (its review or a tutorial is open): nobody thinks, no clock runs."""
        self.stop()
        self.clock.hold(self.cursor)

    def close(self) -> None:
        """The session is being replaced or the app quits: nothing may run any more."""
        self.stop()
        self.clock.stop()
        # No references to the old scene: a session and its scene pointing at each other would be freed by
        # Python's cycle collector at any moment, after Qt has deleted one of them.
        self.describe_move = None
        self.busy_check = lambda: False

    # -- undo against the computer -------------------------------------------------
    def undo(self) -> None:
        """Undo the last move; against a computer, back to the last position a human was to move."""
        self.stop()
        self.undo_stack.undo()
        while (self.undo_stack.canUndo() and not self.reviewing and not self.human_to_move()
               and not self.setup.computers_only()):
            self.undo_stack.undo()

    def redo(self) -> None:
        self.stop()
        self.undo_stack.redo()
        while (self.undo_stack.canRedo() and not self.reviewing and not self.human_to_move()
               and not self.setup.computers_only()):
            self.undo_stack.redo()


def _move_text_for_report(state: GameState, move: Any) -> str:
    """The move's notation, or its repr when the engine cannot write it (it was refused)."""
    try:
        return state.move_to_text(move)
    except IllegalMove:
        return repr(move)[:80]
