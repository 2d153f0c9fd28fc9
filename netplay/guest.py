"""A guest's side of a room: a remote player or a spectator.

The guest keeps the game as it may see it (`Follower`), sends its moves as notation text and shows what the host
decides. It checks every position against the host's hash; when a message is missing or a position differs it
asks for the whole game again, so a guest that lost its connection, or crashed and came back with the same key,
carries on where the game is.
"""

from __future__ import annotations

import logging
import secrets
import time
from collections.abc import Callable
from typing import Any

import nacl.public

from engine import GameState

from . import messages
from .game import Follower, OutOfStep
from .invite import Invite
from .messages import BadMessage
from .seal import HOST, PRIVATE, ROOM, HostCard, Rejected, RoomSeal
from .topics import Topics

log = logging.getLogger("netplay.guest")

PING_SECONDS = 2.0
#: The host not heard from for this long: the guest says it is waiting for it.
HOST_MISSING_AFTER = 7.0
#: How long to wait for a missing move or private view before asking for the whole game.
GAP_SECONDS = 2.0
#: How long to wait for the host's welcome before saying hello again.
HELLO_AGAIN = 3.0
#: How long a move asked for may go unanswered before it is asked for again (the host may have restarted).
MOVE_AGAIN = 4.0


class GuestListener:
    """What a guest tells its driver or window; every method is optional."""

    def joined(self, guest: GuestRoom) -> None: ...
    def room_changed(self, guest: GuestRoom) -> None: ...
    def position_changed(self, guest: GuestRoom, kind: str) -> None: ...  # "move", "undo" or "sync"
    def refused(self, guest: GuestRoom, code: str, params: tuple[str, ...]) -> None: ...
    def chat(self, guest: GuestRoom, seat: int | None, name: str, text: str) -> None: ...
    def reaction(self, guest: GuestRoom, seat: int | None, name: str, reaction: str) -> None: ...
    def undo_asked(self, guest: GuestRoom, seat: int) -> None: ...
    def undo_refused(self, guest: GuestRoom, seat: int) -> None: ...
    def host_presence(self, guest: GuestRoom, present: bool) -> None: ...
    def closed(self, guest: GuestRoom, reason: str) -> None: ...
    def record_ready(self, guest: GuestRoom) -> None: ...  # the finished game's whole record arrived


def read_card(invite: Invite, payload: bytes) -> dict[str, Any] | None:
    """What a room's card says (the game, its seats and which are free), for somebody about to join; None for
    anything that is not this room's card."""
    try:
        kind, rest = RoomSeal(invite.room_key).open(payload)
        if kind != ROOM:
            return None
        _card, body = RoomSeal(invite.room_key).open_card(rest)
    except Rejected:
        return None
    seats = body.get("seats")
    if not isinstance(seats, list) or len(seats) > messages.MAX_SEATS or not all(
            isinstance(s, dict) and messages.check_fields(s, CARD_SEAT) for s in seats):
        return None
    return {"title": messages.plain_text(str(body.get("title", "")), 80), "game": str(body.get("game", ""))[:32],
            "started": body.get("started") is True,
            "seats": [{"name": messages.plain_name(s["name"], ""), "kind": s["kind"], "level": s["level"],
                       "status": s["status"]} for s in seats]}


CARD_SEAT = {"name": messages.text(200), "kind": messages.one_of("here", "remote", "computer"),
             "level": messages.optional(messages.text(16)),
             "status": messages.one_of("here", "computer", "free", "connected", "missing")}


class GuestRoom:
    def __init__(self, invite: Invite, key: nacl.public.PrivateKey, publish: Callable[..., None], *,
                 name: str = "", role: str = "play", seat: int | None = None, lang: str = "en",
                 listener: GuestListener | None = None, clock: Callable[[], float] = time.monotonic,
                 card: HostCard | None = None):
        self.invite = invite
        self.topics = Topics(invite)
        self.key = key
        self.seal = RoomSeal(invite.room_key)
        self.publish = publish
        self.name = name
        self.role = role
        self.wanted_seat = seat
        self.lang = lang
        self.listener = listener or GuestListener()
        self.clock = clock
        self.card = card  # pinned at the first contact
        self.sid = secrets.token_hex(8)
        self.seat: int | None = None
        self.welcomed = False
        self.game: Follower | None = None
        self.room: dict[str, Any] | None = None
        self.closed_reason: str | None = None
        self.refusal: tuple[str, tuple[str, ...]] | None = None
        self.host_present = True
        self.clock_ms: list[int] | None = None
        #: The finished game's record from the host (`GameRecord`, checked), for the history.
        self.final_record = None
        self._n = time.time_ns() // 1000
        self._host_n: dict[str, int] = {}  # per topic: the broker keeps the order within a topic, not across
        self._heard = clock()
        self._hello_at = -1e9
        self._pinged = -1e9
        self._pending: dict[int, dict[str, Any]] = {}  # moves waiting for their private view, or for an earlier move
        self._private: dict[int, dict[str, Any]] = {}
        self._gap_since: float | None = None
        self._synced_at = -1e9
        self._asked: tuple[int, str, float] | None = None  # the last move asked for: (seq, text, when)

    # ------------------------------------------------------------------ facts
    @property
    def topics_to_follow(self) -> list[str]:
        return [self.topics.card, self.topics.host, self.topics.private(bytes(self.key.public_key))]

    @property
    def state(self) -> GameState | None:
        return None if self.game is None else self.game.state

    @property
    def started(self) -> bool:
        return bool(self.room and self.room["started"])

    @property
    def my_turn(self) -> bool:
        state = self.state
        return (self.role == "play" and self.seat is not None and state is not None and self.started
                and not (self.room or {}).get("waiting") and state.to_move == self.seat)

    # ------------------------------------------------------------------ sending
    def _send(self, body: dict[str, Any]) -> None:
        if self.card is None:
            return
        self._n = max(self._n + 1, time.time_ns() // 1000)
        self.publish(self.topics.clients, self.seal.client(self.key, self.card, {**body, "n": self._n}))

    def hello(self) -> None:
        self._hello_at = self.clock()
        self._send({"t": "hello", "sid": self.sid, "name": self.name[:200], "role": self.role,
                    "seat": self.wanted_seat, "lang": self.lang[:8]})

    def play(self, text: str) -> None:
        """Ask the host to play `text` for this guest's seat."""
        if self.game is not None:
            self._asked = (self.game.seq, text[:messages.MAX_MOVE_TEXT], self.clock())
            self._send({"t": "move", "seq": self.game.seq, "text": self._asked[1]})

    def say(self, text: str) -> None:
        self._send({"t": "chat", "text": text[:2000]})

    def react(self, reaction: str) -> None:
        self._send({"t": "react", "r": reaction})

    def ask_undo(self) -> None:
        if self.game is not None:
            self._send({"t": "undo", "seq": self.game.seq})

    def sync(self) -> None:
        self._synced_at = self.clock()
        self._send({"t": "sync"})

    def leave(self) -> None:
        self._send({"t": "bye", "sid": self.sid})

    # ------------------------------------------------------------------ receiving
    def receive(self, topic: str, payload: bytes) -> None:
        if topic not in self.topics_to_follow or not payload:
            return
        try:
            kind, rest = self.seal.open(payload)
            if topic == self.topics.card and kind == ROOM:
                self._on_card(rest)
                return
            if self.card is None:
                return
            if topic == self.topics.host and kind == HOST:
                body = self.seal.open_broadcast(self.card, rest)
                what = messages.check(body, messages.TO_ALL)
            elif kind == PRIVATE:
                body = self.seal.open_private(self.key, self.card, rest)
                what = messages.check(body, messages.TO_ONE)
            else:
                raise Rejected("a message of the wrong kind for its topic")
        except (Rejected, BadMessage) as exc:
            log.info("dropped: %s", exc)
            return
        if body["n"] <= self._host_n.get(topic, 0):
            log.info("dropped: a replayed or duplicated message")
            return
        self._host_n[topic] = body["n"]
        self._heard = self.clock()
        if not self.host_present:
            self.host_present = True
            self.listener.host_presence(self, True)
        getattr(self, "_on_" + what)(body)

    def _on_card(self, rest: bytes) -> None:
        card, _body = self.seal.open_card(rest)
        if self.card is None:
            self.card = card
            self.hello()
        elif (bytes(card.verify), bytes(card.box)) != (bytes(self.card.verify), bytes(self.card.box)):
            log.warning("dropped: a room card with other keys than the host's")

    # -- from the host to everybody --
    def _on_room(self, body: dict[str, Any]) -> None:
        self.room = body
        self.clock_ms = body["clock"]
        self.listener.room_changed(self)

    def _on_move(self, body: dict[str, Any]) -> None:
        if self.game is None:
            return
        self.clock_ms = body["clock"]
        seq = body["seq"]
        if seq <= self.game.seq:
            if seq > 0 and self.game.hashes[seq] != body["hash"]:
                self._out_of_step("the host played another move where this client has one")
            return
        self._pending[seq] = body
        self._catch_up()

    def _on_undo(self, body: dict[str, Any]) -> None:
        if self.game is None:
            return
        try:
            self.game.undo_to(body["seq"], body["hash"])
        except OutOfStep as exc:
            self._out_of_step(str(exc))
            return
        self._pending = {k: v for k, v in self._pending.items() if k <= body["seq"]}
        self._private = {k: v for k, v in self._private.items() if k <= body["seq"]}
        self.clock_ms = body["clock"]
        self.listener.position_changed(self, "undo")

    def _on_chat(self, body: dict[str, Any]) -> None:
        self.listener.chat(self, body["seat"], messages.plain_name(body["name"], ""),
                           messages.plain_text(body["text"], messages.MAX_CHAT))

    def _on_react(self, body: dict[str, Any]) -> None:
        self.listener.reaction(self, body["seat"], messages.plain_name(body["name"], ""), body["r"])

    def _on_asks_undo(self, body: dict[str, Any]) -> None:
        self.listener.undo_asked(self, body["seat"])

    def _on_undo_refused(self, body: dict[str, Any]) -> None:
        self.listener.undo_refused(self, body["seat"])

    def _on_alive(self, body: dict[str, Any]) -> None:
        if self.game is not None and body["seq"] > self.game.seq and not self._pending:
            self._note_gap()

    def _on_closed(self, body: dict[str, Any]) -> None:
        self.closed_reason = body["reason"]
        self.listener.closed(self, body["reason"])

    # -- from the host to this guest --
    def _on_welcome(self, body: dict[str, Any]) -> None:
        if body["sid"] != self.sid:
            return  # the answer to an earlier hello of this key
        self.welcomed = True
        self.seat, self.role = body["seat"], body["role"]
        self.refusal = None
        self.listener.joined(self)

    def _on_state(self, body: dict[str, Any]) -> None:
        if not self.welcomed:
            return
        try:
            game = Follower(body["start"], self.seat if self.role == "play" else None, body["start_hash"],
                            secrets.randbits(32))
            for item in body["entries"]:
                messages.check_entry(item)
                game.advance(item["by"], item["text"], item["hash"], item["view"], item["pview"])
            if game.hashes[-1] != body["hash"] or game.seq != body["seq"]:
                raise OutOfStep("the whole game does not end where the host is")
        except (OutOfStep, BadMessage) as exc:
            log.warning("the host's whole game does not check: %s", exc)
            return
        self.game = game
        self.clock_ms = body["clock"]
        self._pending = {k: v for k, v in self._pending.items() if k > game.seq}
        self._private = {k: v for k, v in self._private.items() if k > game.seq}
        self._gap_since = None
        self.listener.position_changed(self, "sync")
        self._catch_up()
        self._ack()

    def _on_pview(self, body: dict[str, Any]) -> None:
        self._private[body["seq"]] = body["view"]
        self._catch_up()

    def _on_record(self, body: dict[str, Any]) -> None:
        from engine.record import GameRecord

        from .game import view_hash

        try:
            record = GameRecord.from_dict(body["record"])  # replays every move through the engine
            final = record.states()[-1]
        except (ValueError, TypeError, KeyError) as exc:
            log.warning("the host's record does not check: %s", exc)
            return
        if self.game is None or final.outcome() is None or view_hash(final) != self.game.hashes[-1]:
            log.warning("the host's record does not end where the game did")
            return
        self.final_record = record
        self.listener.record_ready(self)

    def _on_refused(self, body: dict[str, Any]) -> None:
        self.refusal = (body["code"], tuple(body["params"]))
        self._asked = None
        if body["code"] == "stale" and self.game is not None and body["seq"] != self.game.seq:
            self.sync()  # the host is elsewhere: a move (or an undo) has not reached this guest
        self.listener.refused(self, body["code"], tuple(body["params"]))

    # ------------------------------------------------------------------ keeping up
    def _catch_up(self) -> None:
        game = self.game
        moved = False
        while game is not None:
            body = self._pending.get(game.seq + 1)
            if body is None:
                break
            pview = None
            if game.wants_private():
                pview = self._private.get(game.seq + 1)
                if pview is None:
                    break
            try:
                game.advance(body["by"], body["text"], body["hash"], body["view"], pview)
            except OutOfStep as exc:
                self._out_of_step(str(exc))
                return
            self._pending.pop(game.seq, None)
            self._private.pop(game.seq, None)
            moved = True
        if game is not None:
            self._pending = {k: v for k, v in self._pending.items() if k > game.seq}
            if self._pending:
                self._note_gap()
            else:
                self._gap_since = None
        if moved:
            self.listener.position_changed(self, "move")
            if game.state.outcome() is not None:
                self._ack()  # the host waits for every guest to have the end before it closes the room

    def _ack(self) -> None:
        if self.game is not None:
            self._send({"t": "ack", "seq": self.game.seq})

    def _note_gap(self) -> None:
        if self._gap_since is None:
            self._gap_since = self.clock()

    def _out_of_step(self, why: str) -> None:
        log.warning("out of step with the host (%s): asking for the whole game", why)
        self._pending.clear()
        self.sync()

    def tick(self) -> None:
        now = self.clock()
        if self.card is not None and not self.welcomed and self.refusal is None and now - self._hello_at > HELLO_AGAIN:
            self.hello()
        if self.welcomed and now - self._pinged >= PING_SECONDS:
            self._pinged = now
            self._send({"t": "ping", "seq": self.game.seq if self.game else 0})
        if self._gap_since is not None and now - self._gap_since > GAP_SECONDS and now - self._synced_at > GAP_SECONDS:
            self._gap_since = None
            self.sync()
        asked = self._asked
        if asked is not None and self.my_turn and asked[0] == self.game.seq and now - asked[2] > MOVE_AGAIN:
            self.play(asked[1])  # unanswered: the host may have restarted without it (a stale one is refused)
        if self.welcomed and self.host_present and now - self._heard > HOST_MISSING_AFTER:
            self.host_present = False
            self.listener.host_presence(self, False)

