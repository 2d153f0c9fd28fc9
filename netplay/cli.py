"""`python -m netplay host|join|watch`: rooms without a window, for tests, benchmarks and people's own bots.

    python -m netplay host --game ID [--seats N] [--option K=V ...] --remote SEATS --level LEVEL
                           [--broker URL | --serve [PORT] [--no-announce]] [--code-file F]
    python -m netplay join CODE --level LEVEL [--broker URL]
    python -m netplay join --lan [--game ID] --level LEVEL
    python -m netplay watch CODE [--broker URL]
    python -m netplay watch --lan [--game ID]

The host plays every seat that is not remote at the computer level; a guest plays one free remote seat. Each
prints one JSON line at the end (the outcome, the number of moves, the hash of the final position as everybody
sees it) and exits 0 when the game finished normally.

On a home network nobody needs a broker: `host --serve` serves the room itself (`direct.py`, on PORT or a free
port; it writes `serving on PORT` to stderr) and announces it on the network (`announce.py`: anyone on the network
can then join or watch; `--no-announce` keeps it to those given the code). Guests connect with
`--broker direct://HOST:PORT`, or find an announced room with `--lan` (its address and code come with it).
`--interface ADDR` keeps serving, announcing and finding to one of this computer's addresses (the tests use
127.0.0.1), and the environment variable NETPLAY_LAN_SERVICE names another DNS-SD service type than
`_ludoteca._tcp.local.`, so that test runs side by side do not find each other's rooms.
"""

from __future__ import annotations

import argparse
import json
import logging
import os
import secrets
import sys
import tempfile
import threading
import time
from pathlib import Path
from typing import Any

import engine
import engine.ai

from . import carrier
from .driver import RoomThread
from .game import view_hash
from .guest import GuestListener, GuestRoom
from .host import HostListener, HostRoom, SeatPlan
from .invite import BadCode, Invite
from .seal import client_key_from_hex, new_client_key

DEFAULT_BROKER = "mqtt://localhost:1883"
#: How long a finished host waits for every guest to confirm the last move before it closes the room.
FAREWELL_SECONDS = 15.0
#: A guest with no room card after this long says so (and goes on waiting until its --timeout).
NOT_FOUND_SECONDS = 5.0
#: How long `--lan` looks for an announced room.
LAN_SECONDS = 10.0


def main(argv: list[str] | None = None) -> int:
    args = parser().parse_args(argv)
    logging.basicConfig(level=logging.DEBUG if args.verbose else logging.WARNING,
                        format="%(asctime)s %(name)s %(message)s", stream=sys.stderr)
    try:
        carrier.check(args.broker)
        if args.command == "host":
            return host(args)
        return guest(args)
    except (ValueError, BadCode, engine.BadState) as exc:
        print(f"netplay: {exc}", file=sys.stderr)
        return 2


def parser() -> argparse.ArgumentParser:
    top = argparse.ArgumentParser(prog="python -m netplay", description="Ludoteca rooms from the command line.")
    commands = top.add_subparsers(dest="command", required=True)
    common = argparse.ArgumentParser(add_help=False)
    common.add_argument("--broker", default=DEFAULT_BROKER,
                        help="the MQTT broker, or direct://HOST:PORT for a room served on the home network "
                             "(default %(default)s)")
    common.add_argument("--interface", metavar="ADDR",
                        help="serve, announce and look for rooms only at this address of this computer")
    common.add_argument("--think", type=float, default=1.0, help="seconds the computer thinks per move")
    common.add_argument("--pace", type=float, default=0.0, help="the least seconds between the computer's moves")
    common.add_argument("--timeout", type=float, default=3600.0, help="give up after this many seconds")
    common.add_argument("--name", default="", help="the name shown to the others")
    common.add_argument("--verbose", action="store_true")
    host_cmd = commands.add_parser("host", parents=[common], help="host a room")
    host_cmd.add_argument("--game", choices=list(engine.GAMES), help="the game (not with --resume)")
    host_cmd.add_argument("--seats", type=int, default=2)
    host_cmd.add_argument("--option", action="append", default=[], metavar="KEY=VALUE")
    host_cmd.add_argument("--remote", help="0-based seats played from other computers: 1 or 1,3 (not with --resume)")
    host_cmd.add_argument("--level", choices=engine.LEVELS, default="easy", help="the computer for the other seats")
    host_cmd.add_argument("--seed", type=int, help="fixes the game's dice and deals")
    host_cmd.add_argument("--code-file", type=Path, help="write the invite code to this file")
    host_cmd.add_argument("--save", type=Path, help="keep the room in this file after every move (to --resume it)")
    host_cmd.add_argument("--resume", type=Path, help="take up the room kept in this file")
    host_cmd.add_argument("--turn-seconds", type=int, default=0, help="a turn timer (0: none)")
    host_cmd.add_argument("--undo", choices=("accept", "refuse"), default="refuse", help="answer to undo requests")
    host_cmd.add_argument("--serve", type=int, nargs="?", const=0, metavar="PORT",
                          help="serve the room from here on the home network (no broker) on PORT (default: a free one)")
    host_cmd.add_argument("--no-announce", action="store_true", help="with --serve: do not announce the room")
    for name in ("join", "watch"):
        cmd = commands.add_parser(name, parents=[common], help=f"{name} a room")
        cmd.add_argument("code", nargs="?", help="the invite code (not needed with --lan)")
        cmd.add_argument("--lan", action="store_true", help="find a room announced on the home network")
        cmd.add_argument("--game", choices=list(engine.GAMES), help="with --lan: a room of this game")
        cmd.add_argument("--identity", type=Path, help="keep this client's key here (the same file rejoins its seat)")
        if name == "join":
            cmd.add_argument("--level", choices=engine.LEVELS, default="easy", help="the computer plays the seat")
            cmd.add_argument("--seat", type=int, help="the 0-based seat wanted (default: the first free one)")
    return top


def _options(spec, pairs: list[str]) -> dict[str, Any]:
    options = {}
    for pair in pairs:
        key, sep, value = pair.partition("=")
        if not sep:
            raise ValueError(f"--option {pair!r}: expected KEY=VALUE")
        try:
            options[key] = spec.option(key).from_text(value)
        except KeyError:
            raise ValueError(f"{spec.id} has no option {key!r}") from None
    return options


def write_atomically(path: Path, text: str) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=path.name, suffix=".tmp")
    with os.fdopen(fd, "w", encoding="utf-8") as out:
        out.write(text)
        out.flush()
        os.fsync(out.fileno())
    os.replace(tmp, path)


def report(state, moves: int, **extra: Any) -> None:
    outcome = state.outcome()
    print(json.dumps({"game": state.spec.id, "outcome": None if outcome is None else outcome.to_dict(),
                      "moves": moves, "hash": view_hash(state), **extra}), flush=True)


def _choose(state, level: str, think: float, pace: float) -> str:
    """The computer's move at `level` as text, taking at least `pace` seconds (so people can follow a bots' game)."""
    began = time.monotonic()
    text = state.move_to_text(engine.ai.choose(state, level, seed=secrets.randbits(32), deadline_s=think))
    time.sleep(max(0.0, pace - (time.monotonic() - began)))
    return text


# ---------------------------------------------------------------------------------------------------------------- host
class HostBots(HostListener):
    """Plays the host's computer seats and keeps the room's save file."""

    def __init__(self, thread_ref: list, think: float, pace: float, save: Path | None):
        self.thread_ref = thread_ref
        self.think = think
        self.pace = pace
        self.save = save
        self.done = threading.Event()
        self.announcer = None  # with --serve: told how many seats are free

    def room_changed(self, room: HostRoom) -> None:
        if self.announcer is not None:
            self.announcer.update(free_seats(room))

    def turn(self, room: HostRoom, seat: int, state) -> None:
        level = room.plan[seat].level or "easy"
        seq = room.seq

        def work() -> str:
            return _choose(state, level, self.think, self.pace)

        def then(room: HostRoom, text: str) -> None:
            if room.seq == seq:
                room.play_local(seat, text)
        self.thread_ref[0].think(work, then)

    def position_changed(self, room: HostRoom, kind: str) -> None:
        if self.save is not None:
            write_atomically(self.save, json.dumps(room.to_dict()))

    def finished(self, room: HostRoom) -> None:
        self.done.set()


def free_seats(room: HostRoom) -> int:
    return sum(room.seat_status(s) == "free" for s in range(len(room.plan)))


def lan_service() -> str:
    from .announce import default_service

    return default_service()


def host(args: argparse.Namespace) -> int:
    thread_ref: list = [None]
    link_ref: list = [None]
    bots = HostBots(thread_ref, args.think, args.pace, args.save or args.resume)

    def publish(topic: str, payload: bytes, retain: bool = False) -> None:
        link_ref[0].publish(topic, payload, retain)
    if args.serve is None and carrier.is_direct(args.broker):
        raise ValueError("a host serves a direct:// room itself: --serve [PORT]")
    settings = {"listener": bots, "auto_start": True, "undo_policy": args.undo}
    if args.resume is not None:
        room = HostRoom.from_dict(json.loads(args.resume.read_text(encoding="utf-8")), publish, **settings)
    else:
        if args.game is None or args.remote is None:
            raise ValueError("host needs --game and --remote (or --resume FILE)")
        spec = engine.GAMES[args.game]
        start = engine.new_game(args.game, args.seats, _options(spec, args.option), seed=args.seed)
        try:
            remote = {int(s) for s in args.remote.split(",") if s.strip()}
        except ValueError:
            raise ValueError(f"--remote {args.remote!r}: expected seat numbers such as 1 or 1,3") from None
        if not remote or not all(0 <= s < args.seats for s in remote):
            raise ValueError(f"--remote must name seats between 0 and {args.seats - 1}")
        plan = [SeatPlan("remote") if s in remote else SeatPlan("computer", level=args.level)
                for s in range(args.seats)]
        room = HostRoom(Invite.new(), start, plan, publish, title=args.name, turn_seconds=args.turn_seconds,
                        **settings)
    invite = room.invite
    thread = RoomThread(room, "netplay-host")
    thread_ref[0] = thread

    def connected() -> None:
        thread.call(lambda r: (r.open(), r._next_turn()))
    server = announcer = None
    if args.serve is not None:
        from .direct import DirectServer

        try:
            server = DirectServer(args.serve, args.interface or "0.0.0.0").start()
        except OSError as exc:
            raise ValueError(f"cannot serve on port {args.serve}: {exc.strerror or exc}") from None
        print(f"serving on {server.port}", file=sys.stderr, flush=True)
        link = server.local_link([room.topics.clients], thread.deliver, connected)
    else:
        link = carrier.connect(args.broker, [room.topics.clients], thread.deliver, connected, name="ludoteca-host")
    link_ref[0] = link
    if args.code_file is not None:
        write_atomically(args.code_file, invite.code() + "\n")
    print(f"invite code: {invite.code()}", file=sys.stderr, flush=True)
    thread.start()
    link.start()
    if server is not None and not args.no_announce:
        from .announce import Announcer

        announcer = Announcer(args.name, room.state.spec.id, free_seats(room), server.port, invite.code(),
                              invite.room_id, interfaces=[args.interface] if args.interface else None,
                              service_type=lan_service())
        bots.announcer = announcer
        thread.call(bots.room_changed)  # seats may have been taken already
    deadline = time.monotonic() + args.timeout
    finished = bots.done.wait(max(0.0, deadline - time.monotonic())) or room.state.outcome() is not None
    if finished:
        final = room.seq
        until = time.monotonic() + FAREWELL_SECONDS
        while time.monotonic() < until and not thread.call(lambda r: r.everybody_has(final)).result(5):
            time.sleep(0.1)
    thread.call(lambda r: r.close("finished" if finished else "timeout")).result(5)
    time.sleep(0.2)
    state, moves = room.state, room.seq
    if announcer is not None:
        bots.announcer = None
        announcer.close()
    link.stop()
    if server is not None:
        server.stop()
    thread.stop()
    report(state, moves, received=room.received, dropped=sum(room.dropped.values()), why=dict(room.dropped.most_common(12)))
    return 0 if finished else 1


# --------------------------------------------------------------------------------------------------------------- guest
class GuestBot(GuestListener):
    def __init__(self, thread_ref: list, level: str | None, think: float, pace: float):
        self.thread_ref = thread_ref
        self.level = level
        self.think = think
        self.pace = pace
        self.thinking_for: int | None = None
        self.done = threading.Event()
        self.refused_code: str | None = None

    def _maybe_play(self, guest: GuestRoom) -> None:
        state = guest.state
        if state is not None and state.outcome() is not None:
            self.done.set()
            return
        if self.level is None or not guest.my_turn or self.thinking_for == guest.game.seq:
            return
        seq = self.thinking_for = guest.game.seq

        def work() -> str:
            return _choose(state, self.level, self.think, self.pace)

        def then(guest: GuestRoom, text: str) -> None:
            if guest.game is not None and guest.game.seq == seq:
                guest.play(text)
        self.thread_ref[0].think(work, then)

    def position_changed(self, guest: GuestRoom, kind: str) -> None:
        if kind != "move":
            self.thinking_for = None
        self._maybe_play(guest)

    def room_changed(self, guest: GuestRoom) -> None:
        self._maybe_play(guest)

    def joined(self, guest: GuestRoom) -> None:
        # On stderr, so scripts know the host has taken them in (a spectator then sees the game to its end).
        where = "watching" if guest.role == "watch" else f"playing seat {guest.seat}"
        print(f"joined: {where}", file=sys.stderr, flush=True)

    def refused(self, guest: GuestRoom, code: str, params) -> None:
        logging.getLogger("netplay.cli").warning("refused: %s %s", code, params)
        if code in ("room_full", "seat_taken"):
            self.refused_code = code
            self.done.set()
        elif code not in ("stale", "paused", "not_started"):
            self.thinking_for = None  # think again
            self._maybe_play(guest)

    def closed(self, guest: GuestRoom, reason: str) -> None:
        self.done.set()


def _identity(path: Path | None):
    if path is None:
        return new_client_key()
    if path.exists():
        return client_key_from_hex(path.read_text(encoding="utf-8").strip())
    key = new_client_key()
    write_atomically(path, bytes(key).hex() + "\n")
    os.chmod(path, 0o600)
    return key


def find_on_lan(args: argparse.Namespace):
    """The first room announced on the network that suits `args` (its game, a free seat to join, its code)."""
    from .announce import Browser

    wanted = Invite.parse(args.code).room_id if args.code else None

    def suits(found) -> bool:
        return ((args.game is None or found.game == args.game) and (wanted is None or found.room_id == wanted)
                and (args.command == "watch" or found.free_seats > 0))
    try:
        browser = Browser(interfaces=[args.interface] if args.interface else None, service_type=lan_service())
    except OSError as exc:
        raise ValueError(f"cannot look for rooms on this network: {exc}") from None
    try:
        found = browser.wait_for(suits, min(LAN_SECONDS, args.timeout))
    finally:
        browser.close()
    if found is None:
        raise ValueError("no room announced on this network" + (f" for {args.game}" if args.game else ""))
    print(f"found {found.title!r} ({found.game}) at {found.url}", file=sys.stderr, flush=True)
    return found


def guest(args: argparse.Namespace) -> int:
    url = args.broker
    if args.lan:
        found = find_on_lan(args)
        args.code, url = found.code, found.url
    elif args.code is None:
        raise ValueError(f"{args.command} needs the invite code (or --lan)")
    invite = Invite.parse(args.code)
    playing = args.command == "join"
    thread_ref: list = [None]
    bot = GuestBot(thread_ref, args.level if playing else None, args.think, args.pace)
    link_ref: list = [None]
    room = GuestRoom(invite, _identity(args.identity), lambda topic, payload, retain=False: link_ref[0].publish(topic, payload, retain),
                     name=args.name, role="play" if playing else "watch", seat=getattr(args, "seat", None),
                     listener=bot)
    thread = RoomThread(room, "netplay-guest")
    thread_ref[0] = thread

    def reconnected(room: GuestRoom) -> None:
        if room.card is not None:
            room.hello()
    link = carrier.connect(url, room.topics_to_follow, thread.deliver,
                           connected=lambda: thread.call(reconnected), name="ludoteca-guest")
    link_ref[0] = link
    thread.start()
    link.start()
    began = time.monotonic()
    if not bot.done.wait(min(NOT_FOUND_SECONDS, args.timeout)) and thread.call(lambda r: r.card is None).result(5):
        # The host's room card is kept at the broker while its room is open: none means no room (yet, or any more).
        print("netplay: no room answers to this code yet (is the host's room open?)", file=sys.stderr, flush=True)
    bot.done.wait(max(0.0, args.timeout - (time.monotonic() - began)))
    state = thread.call(lambda r: r.state).result(5)
    finished = state is not None and state.outcome() is not None
    if finished:
        thread.call(lambda r: r._ack()).result(5)
    thread.call(lambda r: r.leave()).result(5)
    time.sleep(0.3)
    link.stop()
    thread.stop()
    if state is None:
        print(json.dumps({"outcome": None, "moves": 0, "hash": None, "refused": bot.refused_code}), flush=True)
        return 1
    report(state, room.game.seq, seat=room.seat, refused=bot.refused_code)
    return 0 if finished else 1
