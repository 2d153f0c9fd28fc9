"""The session of a network game: the room decides, this session shows.

A move made at this screen (a click, a typed move, the computer of a seat the host plays) is checked by the local
engine for a quick refusal, then sent to the room; only what the room answers enters the history (the undo stack),
so every screen shows the same game. Undo asks the room (the host accepts or refuses a guest's request); there is
no redo. While the room waits for a player (not there yet, or reconnecting) nobody moves and no clock runs.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QTimer, Signal

from engine import GameState
from engine.record import GameRecord
from gui.session import GameSession
from gui.setup import GameSetup

from .bridge import RoomBridge

#: How long a guest waits for the host's record of a finished game before the game's end is told anyway.
RECORD_WAIT_MS = 3000


class NetSession(GameSession):
    #: The room's table changed (a dict: seats, who is there, started, waiting).
    roomChanged = Signal(object)
    #: The room refused a move or a request of this screen: an `IllegalMove`-like (code, params).
    roomRefused = Signal(str, object)
    #: A seat's name changed (a guest joined under its own name).
    namesChanged = Signal()

    def __init__(self, setup: GameSetup, initial: GameState, bridge: RoomBridge, local_seats: set[int],
                 parent=None):
        super().__init__(setup, initial, parent)
        self.bridge = bridge
        #: The seats played at this screen by people.
        self.local_seats = set(local_seats)
        self.table: dict[str, Any] = {}
        self.by: list[int] = []
        bridge.positionsChanged.connect(self._room_positions)
        bridge.roomChanged.connect(self._room_changed)
        bridge.requestRefused.connect(self._refused)
        bridge.recordReady.connect(self._record_ready)
        #: A guest's copy of the finished game as the host recorded it (it replays: for the history).
        self.final_record: GameRecord | None = None
        self._end_told = False

    @property
    def is_host(self) -> bool:
        return self.bridge.is_host

    @property
    def started(self) -> bool:
        return bool(self.table.get("started"))

    @property
    def waiting(self) -> list[int]:
        """The remote seats the game waits for (their player is not there, or is reconnecting)."""
        return list(self.table.get("waiting") or [])

    def seat_is_human(self, seat: int | None) -> bool:
        return seat is not None and seat in self.local_seats

    def human_to_move(self) -> bool:
        return (not self.reviewing and self.started and not self.waiting and self.state.outcome() is None
                and self.state.to_move in self.local_seats and self.cursor == self.undo_stack.count())

    # -- moves go to the room ----------------------------------------------------------------
    def play(self, move: Any) -> None:
        """Send `move` to the room; `IllegalMove` at once when the local engine already refuses it."""
        state = self.state
        text = state.move_to_text(move)  # the quick refusal; the room checks again
        seat = state.to_move
        self.ai.cancel()
        if self.is_host:
            self.bridge.call(lambda room: room.play_local(seat, text))
        else:
            self.bridge.call(lambda room: room.play(text))

    def _refused(self, code: str, params: tuple) -> None:
        self.roomRefused.emit(code, params)

    def undo(self) -> None:
        """Ask to take back this screen's last move (the room answers for everybody)."""
        self.stop()
        if self.is_host:
            mine = [k for k, seat in enumerate(self.by) if seat in self.local_seats]
            if mine:
                self.bridge.call(lambda room: room.undo_to(mine[-1], self.by[mine[-1]]))
        else:
            self.bridge.call(lambda room: room.ask_undo())

    def redo(self) -> None:
        """Nothing to redo: an undone move is gone for every player."""

    def answer_undo(self, accept: bool) -> None:
        self.bridge.call(lambda room: room.answer_undo(accept))

    # -- positions come from the room ----------------------------------------------------------
    def _room_positions(self, kind: str, states: tuple, moves: tuple, by: tuple) -> None:
        if not states:
            return
        self.by = list(by)
        have = self.moves
        if (states[0] == self.initial and len(moves) > len(have) and list(moves[:len(have)]) == have
                and self.cursor == len(have)):
            for k in range(len(have), len(moves)):
                self._push(moves[k], None, states[k + 1])
                self.movePlayed.emit(self._command(self.cursor - 1).label)
            return
        if list(moves) == have and states[0] == self.initial:
            return
        self._rebuild(states, moves)

    def _rebuild(self, states: tuple, moves: tuple) -> None:
        """The whole history from the room (a sync, an undo, a rejoin)."""
        self.undo_stack.indexChanged.disconnect(self._show_position)
        self.initial = states[0]
        self.undo_stack.clear()
        for k, text in enumerate(moves):
            self._push(text, None, states[k + 1])
        self.undo_stack.indexChanged.connect(self._show_position)
        self.show_current()

    def _set_clock(self, reading) -> None:
        """The host's clock is the one that counts: each seat's time left as the room last told it."""
        clock = self.clock
        if clock.enabled and isinstance(reading, list) and len(reading) == len(clock.remaining):
            clock.remaining = [float(ms) for ms in reading]
            clock.since = clock.now()
            clock.changed.emit()

    def seat_presence(self, seat: int) -> str:
        rows = self.table.get("table") or []
        if seat >= len(rows) or rows[seat].get("kind") != "remote":
            return ""
        return {"free": self.tr("free seat"), "connected": self.tr("connected"),
                "missing": self.tr("reconnecting…")}.get(rows[seat].get("status"), "")

    def _room_changed(self, table: dict) -> None:
        before = (self.started, self.waiting)
        self.table = table
        self._set_clock(table.get("clock"))
        for seat, row in enumerate(table.get("table") or []):
            # A guest's name, as it joined (this screen's own seats keep the names given here).
            if seat < len(self.setup.seats) and seat not in self.local_seats and row.get("name"):
                if self.setup.seats[seat].name != row["name"]:
                    self.setup.seats[seat].name = row["name"]
                    self.namesChanged.emit()
        self.roomChanged.emit(table)
        if (self.started, self.waiting) != before:
            self.after_change()

    # -- whose turn ------------------------------------------------------------------------------
    def after_change(self) -> None:
        self._computer_timer.stop()
        self.ai.cancel()
        self.hints.cancel()
        self.thinking.emit(-1)
        state = self.state
        if state.outcome() is not None:
            if self.is_host or self.final_record is not None or state.spec.hidden_hands:
                self._tell_end()
            else:  # the host's record follows the last move: the history keeps that one
                QTimer.singleShot(RECORD_WAIT_MS, self._tell_end)
            return
        if self.reviewing or not self.started or self.waiting:
            self.clock.hold(self.cursor)
            return
        seat = state.to_move
        if seat in self.local_seats:
            self.humanToMove.emit(seat)
        elif self.is_host and not self.setup.seats[seat].human and not self.paused:
            self._computer_timer.start(350)  # a computer seat is played here, at the host

    def _record_ready(self, record: GameRecord) -> None:
        self.final_record = record
        if self.state.outcome() is not None:
            self._tell_end()

    def _tell_end(self) -> None:
        if not self._end_told and self.state.outcome() is not None:
            self._end_told = True
            self.gameOver.emit(self.state.outcome())

    def _flag_fell(self, seat: int) -> None:
        """The host's room keeps the one clock that counts and ends the game itself."""

    # -- what is kept ------------------------------------------------------------------------------
    def record(self) -> GameRecord:
        """The game for the history and for saving. The host has the real game. A guest has the record the host
        sends when the game is over; a guest of a hidden-hand game gets none (it would show every hand as dealt)
        and keeps the game's end instead: the final table and score sheet, the only position it saw whole."""
        if self.is_host:
            return GameRecord(self.initial, self.moves, self.cursor, self.setup.players(), None, self.analysis)
        if self.final_record is not None:
            final = self.final_record
            return GameRecord(final.initial, list(final.moves), len(final.moves), self.setup.players())
        if self.state.outcome() is not None:
            return GameRecord(self.state, [], 0, self.setup.players())
        return GameRecord(self.initial, self.moves, self.cursor, self.setup.players(), None, self.analysis)

    @property
    def network(self) -> bool:
        return True

    @property
    def replayable(self) -> bool:
        """Whether `record()` replays: the host's game, and a guest's once it is over."""
        return self.is_host or self.state.outcome() is not None

    def close(self) -> None:
        super().close()
        self.bridge.stop()
