"""A netplay room (host or guest) in its own thread, told to the window with Qt signals.

The room lives in a `netplay.driver.RoomThread`; its listener methods run in that thread and only emit signals,
which Qt delivers in the UI thread. What travels is immutable (engine states, tuples, plain dicts), so nothing is
shared between the threads but the queue.
"""

from __future__ import annotations

import logging
from typing import Any

from PySide6.QtCore import QObject, Signal

from netplay.driver import RoomThread
from netplay.guest import GuestListener, GuestRoom
from netplay.host import HostListener, HostRoom

log = logging.getLogger("gui.network")


def _positions(room: Any) -> tuple:
    """(states, move texts, seats that moved) as they stand, to hand to the UI thread."""
    game = room.game
    if game is None:
        return (), (), ()
    return tuple(game.states), tuple(game.moves), tuple(game.by)


def room_table(room: Any) -> dict:
    """The room's seats and state as the lobby shows them."""
    if isinstance(room, HostRoom):
        table = [{"kind": p.kind, "level": p.level, "name": room.seat_name(s), "status": room.seat_status(s)}
                 for s, p in enumerate(room.plan)]
        return {"table": table, "started": room.started, "waiting": room.waiting_for() if room.started else [],
                "watchers": len(room.watchers()), "clock": room.clock_ms, "seq": room.seq}
    return {**(room.room or {}), "clock": room.clock_ms}  # the clock as of the latest move


class RoomBridge(QObject, HostListener, GuestListener):
    """Signals from a room; `call(fn)` runs `fn(room)` in the room's thread."""

    #: The seats, who is there, started or not (a dict: see `room_table`).
    roomChanged = Signal(object)
    #: The game's positions changed: (kind "move"/"undo"/"sync", states, move texts, seats that moved).
    positionsChanged = Signal(str, object, object, object)
    #: The host refused this computer's request: (code, params).
    requestRefused = Signal(str, object)
    chatLine = Signal(object, str, str)  # seat or None, name, text
    reactionShown = Signal(object, str, str)
    undoAsked = Signal(int)
    undoRefused = Signal(int)
    #: A guest was let in: (seat or None, role).
    joinedRoom = Signal(object, str)
    #: The host is there (True) or has not been heard from (False).
    hostPresence = Signal(bool)
    roomClosed = Signal(str)
    #: The finished game's record from the host (a guest's side), for the history.
    recordReady = Signal(object)

    def __init__(self, room: HostRoom | GuestRoom, parent=None):
        QObject.__init__(self, parent)
        self.room = room
        room.listener = self
        self.thread = RoomThread(room, "netplay-host" if self.is_host else "netplay-guest")
        self.link = None
        self.stopped = False
        #: Where a host keeps its room after every move (with `extra`, the window's own data), so a host whose
        #: computer stopped can open the room again; None: not kept.
        self.save_path = None
        self.save_extra: dict = {}

    @property
    def is_host(self) -> bool:
        return isinstance(self.room, HostRoom)

    def attach(self, link) -> None:
        """Start the room's thread and its carrier link (from `netplay.carrier` or `netplay.mqtt`)."""
        self.link = link
        self.thread.start()
        link.start()

    def call(self, fn) -> None:
        if not self.stopped:
            self.thread.call(fn)

    def refresh(self) -> None:
        """Tell the room's table and positions again, from the room's thread: a session made meanwhile hears
        everything that happened before it connected (Qt queues a signal only for the slots of its moment)."""
        def tell(room) -> None:
            self.roomChanged.emit(room_table(room))
            self.positionsChanged.emit("sync", *_positions(room))
        self.call(tell)

    def stop(self, farewell: bool = True) -> None:
        """Leave the room: a guest says goodbye, a host closes it (unless it only steps away: `farewell=False`)."""
        if self.stopped:
            return
        if farewell:
            if self.is_host:
                self.thread.call(lambda room: room.close("closed"))
            else:
                self.thread.call(lambda room: room.leave())
        self.stopped = True
        try:
            self.thread.call(lambda room: None).result(2)
        except Exception:  # noqa: BLE001 - a room that does not answer is stopped all the same
            log.warning("the room did not answer before closing")
        if self.link is not None:
            self.link.stop()
        self.thread.stop()

    # -- the room's listener (runs in the room's thread) -----------------------------------------
    def room_changed(self, room) -> None:
        self.roomChanged.emit(room_table(room))

    def position_changed(self, room, kind: str) -> None:
        if self.save_path is not None and self.is_host:
            self._keep(room)
        self.positionsChanged.emit(kind, *_positions(room))
        self.roomChanged.emit(room_table(room))

    def _keep(self, room: HostRoom) -> None:
        """The host's room on disk, before anybody hears of the move (runs in the room's thread)."""
        import json

        from gui.saves import write_atomically

        try:
            write_atomically(self.save_path, json.dumps({**room.to_dict(), **self.save_extra}))
        except OSError as exc:
            log.warning("the room could not be kept: %s", exc)

    def joined(self, guest) -> None:
        self.joinedRoom.emit(guest.seat, guest.role)

    def refused(self, room, *args) -> None:
        code, params = args[-2], args[-1]  # the host's listener also names the seat first
        self.requestRefused.emit(code, tuple(params))

    def chat(self, room, seat, name: str, text: str) -> None:
        self.chatLine.emit(seat, name, text)

    def reaction(self, room, seat, name: str, reaction: str) -> None:
        self.reactionShown.emit(seat, name, reaction)

    def undo_asked(self, room, seat: int) -> None:
        self.undoAsked.emit(seat)

    def undo_refused(self, guest, seat: int) -> None:
        self.undoRefused.emit(seat)

    def host_presence(self, guest, present: bool) -> None:
        self.hostPresence.emit(present)

    def closed(self, guest, reason: str) -> None:
        self.roomClosed.emit(reason)

    def record_ready(self, guest) -> None:
        self.recordReady.emit(guest.final_record)
