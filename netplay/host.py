"""The host's side of a room: the referee.

The host's engine holds the one real game. Guests ask for moves as notation text; the host checks each one with
the same engine (the same refusal codes) and tells everybody the move that was played, the hash of the position
after it and, where a client cannot work it out alone (dice, deals, throws), the position itself as that client
may see it. Seats of hidden-hand games get their own view in a box only they can open.

`HostRoom` does no input or output of its own: a driver hands it what arrived (`receive`), the time (`tick`) and
the moves of the seats played at the host (`play_local`), and gives it `publish` to send with. Everything a
driver or a window wants to know comes through `listener` (see `HostListener`).
"""

from __future__ import annotations

import logging
import secrets
import time
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import nacl.public

import engine
import engine.ai
from engine import GameState, IllegalMove
from engine.record import GameRecord

from . import messages
from .game import entry, hidden, view_hash
from .invite import Invite
from .messages import BadMessage
from .seal import CLIENT, HostKeys, Rejected, RoomSeal
from .topics import Topics

log = logging.getLogger("netplay.host")

#: A client not heard from for this long is missing (it pings every `PING_SECONDS`).
MISSING_AFTER = 7.0
PING_SECONDS = 2.0
#: Most spectators a room takes, and most clients it keeps in all.
MAX_WATCHERS = 32
#: Messages a client may send: a burst of this many, then this many a second.
BURST, RATE = 60, 30.0
#: New clients the room greets per second, whoever they are.
HELLO_RATE = 20.0
#: The format name of a saved room.
SAVE_FORMAT = "ludoteca-room"


@dataclass
class SeatPlan:
    """A seat as the host set it up: played at the host's screen (`here`), from another computer (`remote`) or by
    the computer at `level`."""

    kind: str  # here | remote | computer
    name: str = ""
    level: str | None = None

    def to_dict(self) -> dict[str, Any]:
        return {"kind": self.kind, "name": self.name, "level": self.level}

    @classmethod
    def from_dict(cls, data: Any) -> SeatPlan:
        if not isinstance(data, dict) or data.get("kind") not in ("here", "remote", "computer"):
            raise ValueError("not a seat")
        level = data.get("level")
        if data["kind"] == "computer" and level not in engine.LEVELS:
            raise ValueError("a computer seat needs a level")
        return cls(data["kind"], messages.plain_name(str(data.get("name", "")), ""), level)


@dataclass
class Client:
    """A remote computer the host has heard from: a seated player or a spectator."""

    key: bytes
    sid: str
    name: str
    role: str
    seat: int | None
    lang: str
    last_n: int
    seen: float
    connected: bool = True
    acked: int = -1
    tokens: float = BURST

    @property
    def public_key(self) -> nacl.public.PublicKey:
        return nacl.public.PublicKey(self.key)


class HostListener:
    """What a host tells its driver or window; every method is optional (this class does nothing)."""

    def room_changed(self, room: HostRoom) -> None: ...
    def position_changed(self, room: HostRoom, kind: str) -> None: ...  # "move" or "undo"
    def turn(self, room: HostRoom, seat: int, state: GameState) -> None: ...  # a seat played here is to move
    def undo_asked(self, room: HostRoom, seat: int) -> None: ...
    def chat(self, room: HostRoom, seat: int | None, name: str, text: str) -> None: ...
    def reaction(self, room: HostRoom, seat: int | None, name: str, reaction: str) -> None: ...
    def refused(self, room: HostRoom, seat: int, code: str, params: tuple[str, ...]) -> None: ...
    def finished(self, room: HostRoom) -> None: ...


@dataclass
class Positions:
    """The real game: its states, the moves' texts and who played them, and the clock readings per position."""

    states: list[GameState]
    moves: list[str] = field(default_factory=list)
    by: list[int] = field(default_factory=list)
    clocks: list[list[int] | None] = field(default_factory=list)

    @property
    def state(self) -> GameState:
        return self.states[-1]


class HostRoom:
    def __init__(self, invite: Invite, start: GameState, plan: list[SeatPlan], publish: Callable[..., None], *,
                 keys: HostKeys | None = None, listener: HostListener | None = None, title: str = "",
                 turn_seconds: int = 0, auto_start: bool = False, clock: Callable[[], float] = time.monotonic,
                 undo_policy: str = "ask"):
        if len(plan) != start.seats:
            raise ValueError("one seat plan per seat")
        self.invite = invite
        self.topics = Topics(invite)
        self.keys = keys or HostKeys.new()
        self.seal = RoomSeal(invite.room_key)
        self.plan = plan
        self.publish = publish
        self.listener = listener or HostListener()
        self.title = title
        self.turn_seconds = turn_seconds
        self.auto_start = auto_start
        self.undo_policy = undo_policy  # ask | accept | refuse
        self.clock = clock
        self.game = Positions([start], clocks=[self._initial_clock(start)])
        self.clients: dict[bytes, Client] = {}
        self.started = False
        self.closed = False
        self.undo_asker: int | None = None
        self.dropped: Counter[str] = Counter()
        self.received = 0
        self._n = time.time_ns() // 1000  # grows across restarts, so a restarted host is not taken for a replay
        self._hello_tokens = HELLO_RATE
        self._hello_refilled = clock()
        self._last_alive = 0.0
        self._turn_since = clock()
        self._asked_turn: tuple[int, int] | None = None
        self._last_card: dict | None = None

    # ------------------------------------------------------------------ facts
    @property
    def state(self) -> GameState:
        return self.game.state

    @property
    def seq(self) -> int:
        return len(self.game.moves)

    def seat_client(self, seat: int) -> Client | None:
        return next((c for c in self.clients.values() if c.seat == seat and c.role == "play"), None)

    def seat_status(self, seat: int) -> str:
        kind = self.plan[seat].kind
        if kind != "remote":
            return kind
        client = self.seat_client(seat)
        return "free" if client is None else "connected" if client.connected else "missing"

    def waiting_for(self) -> list[int]:
        """Remote seats whose player is away (or not there yet): the game waits for them."""
        return [s for s in range(len(self.plan)) if self.seat_status(s) in ("free", "missing")]

    @property
    def paused(self) -> bool:
        return bool(self.waiting_for())

    def seat_name(self, seat: int) -> str:
        client = self.seat_client(seat)
        return client.name if client is not None and client.name else self.plan[seat].name

    def watchers(self) -> list[Client]:
        return [c for c in self.clients.values() if c.role == "watch" and c.connected]

    def _initial_clock(self, state: GameState) -> list[int] | None:
        key = state.spec.clock_option
        minutes = state.options.get(key, 0) if key else 0
        return [minutes * 60_000] * state.seats if minutes else None

    @property
    def clock_ms(self) -> list[int] | None:
        """Each seat's time left now (the mover's running while the game runs)."""
        reading = self.game.clocks[-1]
        if reading is None:
            return None
        reading = list(reading)
        mover = self.state.to_move
        if mover is not None and self._clock_running():
            reading[mover] = max(0, reading[mover] - int((self.clock() - self._turn_since) * 1000))
        return reading

    def _clock_running(self) -> bool:
        return self.started and not self.paused and self.state.outcome() is None

    # ------------------------------------------------------------------ starting
    def open(self) -> None:
        """Publish the room's card (retained) and the lobby (again after every connection: a restarted broker
        has forgotten the card)."""
        self._last_card = None
        self._announce()

    def _card(self) -> None:
        """The room's card, retained at the broker: the host's keys, and what somebody about to join wants to
        know (the game, its seats and which are free), so the Join dialog can show it before joining."""
        seats = [{"name": self.seat_name(s)[:messages.MAX_NAME], "kind": p.kind, "level": p.level,
                  "status": self.seat_status(s)} for s, p in enumerate(self.plan)]
        card = {"title": self.title[:80], "game": self.state.spec.id, "seats": seats, "started": self.started}
        if card != self._last_card:
            self._last_card = card
            self.publish(self.topics.card, self.seal.card(self.keys, card), retain=True)

    def start(self) -> bool:
        """Start play when every remote seat is taken and connected; False (and nothing changes) otherwise."""
        if self.started or self.paused:
            return False
        self.started = True
        self._turn_since = self.clock()
        self._announce()
        self._next_turn()
        return True

    def close(self, reason: str = "closed") -> None:
        if self.closed:
            return
        self.closed = True
        self._broadcast({"t": "closed", "reason": reason})
        self.publish(self.topics.card, b"", retain=True)  # clears the retained card

    # ------------------------------------------------------------------ sending
    def _number(self) -> int:
        self._n = max(self._n + 1, time.time_ns() // 1000)
        return self._n

    def _broadcast(self, body: dict[str, Any]) -> None:
        self.publish(self.topics.host, self.seal.broadcast(self.keys, {**body, "n": self._number()}))

    def _tell(self, client: Client, body: dict[str, Any]) -> None:
        self.publish(self.topics.private(client.key), self.seal.private(self.keys, client.public_key,
                                                                        {**body, "n": self._number()}))

    def _announce(self) -> None:
        table = [{"kind": p.kind, "level": p.level, "name": self.seat_name(s)[:messages.MAX_NAME],
                  "status": self.seat_status(s)} for s, p in enumerate(self.plan)]
        self._card()
        self._broadcast({"t": "room", "game": self.state.spec.id, "seats": self.state.seats,
                         "options": self.state.options, "table": table, "started": self.started,
                         "waiting": self.waiting_for() if self.started else [], "seq": self.seq,
                         "watchers": len(self.watchers()), "turn_seconds": self.turn_seconds,
                         "clock": self.clock_ms})
        self.listener.room_changed(self)

    def _send_state(self, client: Client) -> None:
        """The whole game so far, as this client may see it."""
        seat = client.seat if client.role == "play" else None
        private = seat is not None and hidden(self.state)
        states = self.game.states
        entries = []
        for k, text in enumerate(self.game.moves):
            item = entry(states[k], states[k + 1], self.game.by[k], text)
            item["pview"] = states[k + 1].view(seat) if private else None
            if private:
                item["view"] = None  # the seat's own view says more
            entries.append(item)
        start = states[0].view(seat)
        self._tell(client, {"t": "state", "seq": self.seq, "entries": entries, "start": start,
                            "start_hash": view_hash(states[0]), "hash": view_hash(self.state), "clock": self.clock_ms})

    def _send_record(self, client: Client) -> None:
        """Once the game is over, its whole record (the start with its RNG: no die is left to roll), so the game
        lands in every player's history and replays there. Not for hidden-hand games: the record would show
        every hand as dealt."""
        if self.state.outcome() is not None and not hidden(self.state):
            record = GameRecord(self.game.states[0], list(self.game.moves), self.seq)
            self._tell(client, {"t": "record", "record": record.to_dict()})

    # ------------------------------------------------------------------ receiving
    def receive(self, topic: str, payload: bytes) -> None:
        """One message from the broker; anything that is not a well-formed, authentic, timely request of a known
        client is dropped with its reason in the log and in `dropped`."""
        self.received += 1
        if topic != self.topics.clients or self.closed:
            return
        try:
            kind, rest = self.seal.open(payload)
            if kind != CLIENT:
                raise Rejected("not a client message")
            key, body = self.seal.open_client(self.keys, rest)
            what = messages.check(body, messages.FROM_CLIENT)
        except (Rejected, BadMessage) as exc:
            self._drop(str(exc))
            return
        client = self.clients.get(key)
        if client is None:
            if what == "hello":
                self._hello(key, body)
            else:
                self._drop("a message from an unknown client")
            return
        if body["n"] <= client.last_n:
            self._drop("a replayed or duplicated message")
            return
        if not self._allow(client):
            self._drop("too many messages from one client")
            return
        client.last_n = body["n"]
        client.seen = self.clock()
        if not client.connected and what not in ("bye",):
            client.connected = True
            self._announce()
            self._next_turn()
        getattr(self, "_on_" + what)(client, body)

    def _drop(self, reason: str) -> None:
        self.dropped[reason] += 1
        log.info("dropped: %s", reason)

    def _allow(self, client: Client) -> bool:
        now = self.clock()
        client.tokens = min(BURST, client.tokens + (now - client.seen) * RATE)
        if client.tokens < 1:
            return False
        client.tokens -= 1
        return True

    def _refuse(self, client: Client, code: str, *params: str, seq: int | None = None) -> None:
        self._tell(client, {"t": "refused", "code": code, "params": [p[:80] for p in params][:8], "seq": seq})

    def _hello(self, key: bytes, body: dict[str, Any]) -> None:
        now = self.clock()
        self._hello_tokens = min(HELLO_RATE, self._hello_tokens + (now - self._hello_refilled) * HELLO_RATE)
        self._hello_refilled = now
        if self._hello_tokens < 1 or len(self.clients) >= len(self.plan) + MAX_WATCHERS:
            self._drop("too many new clients")
            return
        self._hello_tokens -= 1
        name = messages.plain_name(body["name"], "")
        client = Client(key, body["sid"], name, body["role"], None, body["lang"], body["n"], now)
        if client.role == "watch":
            if len(self.watchers()) >= MAX_WATCHERS:
                self._refuse(client, "room_full")
                return
        else:
            seat = self._free_seat(body["seat"])
            if seat is None:
                self._refuse(client, "seat_taken" if body["seat"] is not None else "room_full")
                return
            client.seat = seat
        self.clients[key] = client
        log.info("%s joins as %s", name or "a guest", f"seat {client.seat}" if client.seat is not None else "a spectator")
        self._welcome(client)
        if self.auto_start and not self.started:
            self.start()

    def _free_seat(self, wanted: int | None) -> int | None:
        free = [s for s in range(len(self.plan)) if self.seat_status(s) == "free"]
        if wanted is None:
            return free[0] if free else None
        return wanted if wanted in free else None

    def _welcome(self, client: Client) -> None:
        self._tell(client, {"t": "welcome", "sid": client.sid, "seat": client.seat, "role": client.role})
        self._send_state(client)
        self._send_record(client)
        self._announce()

    def _on_hello(self, client: Client, body: dict[str, Any]) -> None:
        """A known client again (it restarted or lost its connection): its seat is still its own."""
        client.sid, client.lang = body["sid"], body["lang"]
        client.name = messages.plain_name(body["name"], client.name)
        self._welcome(client)
        self._next_turn()

    def _on_bye(self, client: Client, body: dict[str, Any]) -> None:
        if body["sid"] != client.sid or not client.connected:
            return
        client.connected = False
        if not self.started or client.role == "watch":
            del self.clients[client.key]  # left the lobby (or stopped watching): the seat is free again
        self._announce()

    def _on_ping(self, client: Client, body: dict[str, Any]) -> None:
        client.acked = max(client.acked, min(body["seq"], self.seq))

    def _on_ack(self, client: Client, body: dict[str, Any]) -> None:
        self._on_ping(client, body)

    def _on_sync(self, client: Client, body: dict[str, Any]) -> None:
        self._send_state(client)

    def _on_move(self, client: Client, body: dict[str, Any]) -> None:
        if client.role != "play" or client.seat is None:
            self._refuse(client, "not_a_player")
            return
        self._play(client.seat, body["text"], body["seq"], client)

    def _on_chat(self, client: Client, body: dict[str, Any]) -> None:
        text = messages.plain_text(body["text"], messages.MAX_CHAT)
        if text:
            self.say(client.seat if client.role == "play" else None, client.name, text)

    def _on_react(self, client: Client, body: dict[str, Any]) -> None:
        seat = client.seat if client.role == "play" else None
        self._broadcast({"t": "react", "seat": seat, "name": client.name, "r": body["r"]})
        self.listener.reaction(self, seat, client.name, body["r"])

    def _on_undo(self, client: Client, body: dict[str, Any]) -> None:
        if client.role != "play" or client.seat is None or body["seq"] != self.seq:
            return
        self.ask_undo(client.seat)

    # ------------------------------------------------------------------ playing
    def play_local(self, seat: int, text: str) -> str | None:
        """A move of a seat played at the host (here or computer); the refusal code, or None when played."""
        if self.plan[seat].kind == "remote":
            return "not_your_seat"
        return self._play(seat, text, self.seq, None)

    def _play(self, seat: int, text: str, seq: int, client: Client | None) -> str | None:
        state = self.state
        code, params = None, ()
        if self.closed or not self.started:
            code = "not_started"
        elif state.outcome() is not None:
            code = engine.core.Refusal.GAME_OVER
        elif self.paused:
            code = "paused"
        elif seq != self.seq:
            code = "stale"
        elif state.to_move != seat:
            code = "not_your_turn"
        if code is None:
            try:
                after = state.apply(state.parse_move(text))
            except IllegalMove as exc:
                code, params = exc.code, exc.params
        if code is not None:
            if client is not None:
                self._refuse(client, code, *params, seq=self.seq)
            self.listener.refused(self, seat, code, tuple(params))
            return code
        self._record(seat, text, after)
        return None

    def _record(self, seat: int, text: str, after: GameState) -> None:
        before = self.state
        reading = self.clock_ms
        self.game.states.append(after)
        self.game.moves.append(text)
        self.game.by.append(seat)
        self.game.clocks.append(reading)
        self._turn_since = self.clock()
        self._asked_turn = None
        self.undo_asker = None
        # The listener keeps the autosave: written before anybody hears of the move, so a host that dies in
        # between comes back with every move its guests have.
        self.listener.position_changed(self, "move")
        body = entry(before, after, seat, text)
        self._broadcast({"t": "move", "seq": self.seq, "clock": reading, **body})
        if hidden(after):
            for client in self.clients.values():
                if client.role == "play" and client.seat is not None:
                    self._tell(client, {"t": "pview", "seq": self.seq, "view": after.view(client.seat)})
        if after.outcome() is not None:
            for client in self.clients.values():
                self._send_record(client)
            self.listener.finished(self)
        self._next_turn()

    def _next_turn(self) -> None:
        """Tell the driver when a seat played at the host is to move (once per position)."""
        state = self.state
        seat = state.to_move
        if not self.started or self.paused or self.closed or seat is None:
            return
        if self.plan[seat].kind != "remote" and self._asked_turn != (self.seq, seat):
            self._asked_turn = (self.seq, seat)
            self.listener.turn(self, seat, state)

    def say(self, seat: int | None, name: str, text: str) -> None:
        """A chat line from a player (the host's own lines come through here too)."""
        text = messages.plain_text(text, messages.MAX_CHAT)
        name = messages.plain_name(name, "")
        if text:
            self._broadcast({"t": "chat", "seat": seat, "name": name, "text": text})
            self.listener.chat(self, seat, name, text)

    def react(self, seat: int | None, name: str, reaction: str) -> None:
        if reaction in messages.REACTIONS:
            self._broadcast({"t": "react", "seat": seat, "name": messages.plain_name(name, ""), "r": reaction})

    def ask_undo(self, seat: int) -> None:
        """Seat `seat` asks to take back its last move; the host's policy or its player answers."""
        if seat not in self.game.by or self.state.outcome() is not None:
            return
        self.undo_asker = seat
        self._broadcast({"t": "asks_undo", "seat": seat, "seq": self.seq})
        if self.undo_policy == "accept" or self.plan[seat].kind != "remote":
            self.answer_undo(True)
        elif self.undo_policy == "refuse":
            self.answer_undo(False)
        else:
            self.listener.undo_asked(self, seat)

    def answer_undo(self, accept: bool) -> None:
        seat, self.undo_asker = self.undo_asker, None
        if seat is None:
            return
        if not accept:
            self._broadcast({"t": "undo_refused", "seat": seat})
            return
        last = max(k for k, who in enumerate(self.game.by) if who == seat)
        self.undo_to(last, seat)

    def undo_to(self, seq: int, by: int) -> None:
        """Take the game back to position `seq` (the moves after it are gone for everybody)."""
        if not 0 <= seq < self.seq:
            return
        del self.game.states[seq + 1:], self.game.moves[seq:], self.game.by[seq:], self.game.clocks[seq + 1:]
        self._turn_since = self.clock()
        self._asked_turn = None
        self._broadcast({"t": "undo", "seq": seq, "hash": view_hash(self.state), "by": by,
                         "clock": self.game.clocks[-1]})
        self.listener.position_changed(self, "undo")
        self._next_turn()

    # ------------------------------------------------------------------ time
    def tick(self) -> None:
        """Call often (every 0.1-0.5 s): presence, the room's heartbeat, the game clock and turn timers."""
        now = self.clock()
        changed = False
        for client in list(self.clients.values()):
            if client.connected and now - client.seen > MISSING_AFTER:
                client.connected = False
                changed = True
                log.info("%s is missing", client.name or "a guest")
                if not self.started or client.role == "watch":
                    del self.clients[client.key]  # gone from the lobby: the seat is free for somebody else
        if changed:
            self._announce()
        if now - self._last_alive >= PING_SECONDS:
            self._last_alive = now
            self._broadcast({"t": "alive", "seq": self.seq})
        self._check_time(now)

    def _check_time(self, now: float) -> None:
        if not self._clock_running():  # (a running game has a seat to move)
            self._turn_since = now  # a paused game's clock stands still
            return
        state, seat = self.state, self.state.to_move
        reading = self.clock_ms
        if reading is not None and reading[seat] <= 0:
            self._play_for(seat, state.flag_move(seat))
        elif self.turn_seconds and now - self._turn_since > self.turn_seconds and self.plan[seat].kind != "computer":
            # Out of time for this turn: the computer plays a quick move in the player's place (as on Board Game Arena).
            self._play_for(seat, engine.ai.choose(state, "easy", seed=secrets.randbits(32), deadline_s=0.5))

    def _play_for(self, seat: int, move: Any) -> None:
        """A move the host makes for `seat` (its clock or its turn ran out)."""
        state = self.state
        self._record(seat, state.move_to_text(move), state.apply(move))

    def everybody_has(self, seq: int) -> bool:
        """Whether every connected client has confirmed position `seq` (so the host may leave)."""
        return all(c.acked >= seq for c in self.clients.values() if c.connected)

    # ------------------------------------------------------------------ saving
    def to_dict(self) -> dict[str, Any]:
        """Everything a restarted host needs to take the room up again: the game (a `GameRecord`, replayed and
        checked when read back), the code, the host's keys and the seated clients (kept with the autosave)."""
        game = self.game
        clocks = None if game.clocks[0] is None else [list(c) for c in game.clocks]
        record = GameRecord(game.states[0], list(game.moves), len(game.moves), clocks=clocks)
        return {"format": SAVE_FORMAT, "record": record.to_dict(), "by": list(game.by), "code": self.invite.code(),
                "keys": self.keys.to_dict(), "plan": [p.to_dict() for p in self.plan], "title": self.title,
                "turn_seconds": self.turn_seconds, "started": self.started,
                "clients": [{"key": c.key.hex(), "name": c.name, "seat": c.seat, "sid": c.sid, "lang": c.lang}
                            for c in self.clients.values() if c.role == "play"]}

    @classmethod
    def from_dict(cls, data: Any, publish: Callable[..., None], **kwargs: Any) -> HostRoom:
        """The room `to_dict` kept, its seated clients missing until they come back; `ValueError` for anything
        that is not such a room (a damaged or hostile file)."""
        try:
            if data.get("format") != SAVE_FORMAT:
                raise ValueError("not a Ludoteca room")
            record = GameRecord.from_dict(data["record"])
            plan = [SeatPlan.from_dict(p) for p in data["plan"]]
            states = record.states()
            by = data["by"]
            if not isinstance(by, list) or len(by) != len(record.moves) or any(
                    type(b) is not int or states[k].to_move != b and not _flagged(states[k], b)
                    for k, b in enumerate(by)):
                raise ValueError("the seats of the moves do not fit the game")
            turn_seconds = data.get("turn_seconds", 0)
            if type(turn_seconds) is not int or not 0 <= turn_seconds <= 86_400:
                raise ValueError("a bad turn timer")
            room = cls(Invite.parse(data["code"]), states[0], plan, publish, keys=HostKeys.from_dict(data["keys"]),
                       title=messages.plain_text(str(data.get("title", "")), 80), turn_seconds=turn_seconds,
                       **kwargs)
            room.game = Positions(states, list(record.moves), list(by),
                                  record.clocks or [None] * len(states))
            room.started = data.get("started") is True
            now = room.clock()
            for item in data["clients"]:
                key, seat = bytes.fromhex(item["key"]), item["seat"]
                if len(key) != 32 or type(seat) is not int or not 0 <= seat < len(plan) or plan[seat].kind != "remote":
                    raise ValueError("a saved client")
                room.clients[key] = Client(key, str(item["sid"])[:16], messages.plain_name(str(item["name"]), ""),
                                           "play", seat, str(item["lang"])[:8], 0, now, connected=False)
        except (KeyError, TypeError, AttributeError, engine.BadState) as exc:
            raise ValueError(f"not a Ludoteca room ({exc})") from None
        return room


def _flagged(state: GameState, seat: int) -> bool:
    """Whether `seat` may have made the move at `state` although not to move (its clock ran out)."""
    return type(seat) is int and 0 <= seat < state.seats and state.spec.clock_option is not None
