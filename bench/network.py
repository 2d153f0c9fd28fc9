"""Network play through a real Mosquitto on this machine: move latency beside bare MQTT, bytes per move of every
game, and a scale run of many games at once through one broker.

    .venv/bin/python bench/network.py                  # 4 latency runs, 1000 games for 60 s (about 4.5 minutes)
    .venv/bin/python bench/network.py --quick          # 2 latency runs, 50 games for 20 s (about 1.5 minutes)
    .venv/bin/python bench/network.py --only scale --games 400 [--nodelay] [--workers 4] [--pace 0.5]

Starts its own Mosquitto (tests/broker.py's, on a free localhost port, with the open-file limit raised to the
hard limit in this process and in the broker's) and prints, side by side with a peer where one exists:

1. Latency. A host (seat 0 played at the host) and a guest (seat 1) in two processes, each with its own MQTT
   connection through the real `MqttLink` and `RoomThread`, play a scripted Abalone game (always the first legal
   move; no computer, no animation). Times from the host's `play_local` / the guest's `play` to the other side's
   `position_changed` for that move, and from the guest's `play` to its own move back on its board (the host
   checks it and broadcasts it). The peer: two bare paho clients in two processes (the same threaded loop as
   `MqttLink`) pass payloads of the same sizes through the same broker, QoS 1. Each pair runs as shipped
   (Nagle's algorithm on at paho's sockets and at Mosquitto's), with TCP_NODELAY on one side, and on both.
2. Bytes per move. A scripted game of each game (the easy computer, seeded, capped in plies) between a host and
   its guests in memory: every payload the rooms publish, split into the host's broadcasts, its private boxes
   and the clients' requests; what joining and the end of a game cost once; the heartbeat; the MQTT bytes in
   and out of the broker per move (fixed headers, topic names and PUBACKs included; TCP/IP not).
3. Scale. N games at once (one HostRoom and one GuestRoom per game, each with its own MQTT connection: 2N
   connections), spread over a few worker processes, each driving all its clients with one selectors loop
   (paho's external loop: loop_read / loop_write / loop_misc) with the rooms' ticks and the scripted moves in
   the same loop. A game's host and guest live in different workers. Each side moves `--pace` seconds after its
   turn comes (Abalone, first legal move), for `--seconds` after a warm-up. Prints the messages per second
   through the broker, the move latency under load, the CPU of the broker and of the clients, the memory per
   client, and the errors (desyncs, refusals, drops, disconnections); then what one Mosquitto carries here.
   `--nodelay` runs it with TCP_NODELAY on every socket.

Never fails on wall-clock time: it prints figures (bench/README.md, "Network play").
"""

from __future__ import annotations

import argparse
import gc
import heapq
import logging
import multiprocessing as mp
import os
import resource
import selectors
import socket
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from collections import Counter, defaultdict, deque
from importlib import metadata
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import paho.mqtt.client as paho  # noqa: E402

import engine  # noqa: E402
import engine.ai  # noqa: E402
from netplay.driver import RoomThread  # noqa: E402
from netplay.game import view_hash  # noqa: E402
from netplay.guest import PING_SECONDS as GUEST_PING  # noqa: E402
from netplay.guest import GuestListener, GuestRoom  # noqa: E402
from netplay.host import PING_SECONDS as HOST_PING  # noqa: E402
from netplay.host import HostListener, HostRoom, SeatPlan  # noqa: E402
from netplay.invite import Invite  # noqa: E402
from netplay.mqtt import Broker, MqttLink  # noqa: E402
from netplay.seal import MAX_PAYLOAD, PRIVATE, ROOM, HostCard, new_client_key  # noqa: E402
from tests.broker import Mosquitto, mosquitto  # noqa: E402

LATENCY_GOAL_MS = 50.0
#: People's pace for the capacity estimate: a move every this many seconds in a game.
HUMAN_MOVE = 10.0
#: The game of the latency and scale runs: Abalone, both sides always playing the first legal move (it never
#: ends: the marbles shuffle back and forth), so a move costs the engine almost nothing.
LOAD_GAME = "abalone"
#: The scripted games of the bytes table: (game, seats, options, most plies).
BYTES_GAMES = [
    ("balance", 2, {}, 200),
    ("abalone", 2, {}, 200),
    ("equilibrix", 2, {}, 200),
    ("tumblin", 2, {"rounds": 2}, 200),
    ("tripledomino", 2, {"target": 100}, 200),
    ("halma", 2, {}, 200),
    ("tripledomino", 4, {"target": 100}, 200),
]
CLOCK_TICK = os.sysconf("SC_CLK_TCK")


def now() -> float:
    """The system-wide monotonic clock: the same in every process of this machine."""
    return time.clock_gettime(time.CLOCK_MONOTONIC)


def raise_open_files() -> None:
    """The soft limit of open files up to the hard one (a default `ulimit -n` of 1024 is too few for 2000
    connections). Called in this process and, as `preexec_fn`, in the broker's."""
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    target = hard if hard != resource.RLIM_INFINITY else 1 << 20
    if soft != resource.RLIM_INFINITY and soft < target:
        try:
            resource.setrlimit(resource.RLIMIT_NOFILE, (target, hard))
        except (ValueError, OSError):
            pass


class BenchBroker(Mosquitto):
    """tests/broker.py's Mosquitto with no cap on connections, $SYS counters every second and the open-file limit
    raised in its process."""

    def __init__(self, folder: Path, nodelay: bool = False):
        super().__init__(folder)
        with self.config.open("a", encoding="utf-8") as out:
            out.write("max_connections -1\nsys_interval 1\n" + ("set_tcp_nodelay true\n" if nodelay else ""))

    def start(self) -> BenchBroker:
        self.process = subprocess.Popen([mosquitto(), "-c", str(self.config)], stdout=subprocess.DEVNULL,
                                        stderr=self.log.open("ab"), preexec_fn=raise_open_files)
        deadline = time.monotonic() + 10
        while time.monotonic() < deadline:
            try:
                socket.create_connection(("127.0.0.1", self.port), timeout=0.2).close()
                return self
            except OSError:
                if self.process.poll() is not None:
                    raise RuntimeError(f"mosquitto stopped: {self.log.read_text(errors='replace')[-500:]}") from None
                time.sleep(0.05)
        raise RuntimeError("mosquitto did not start listening")


# ------------------------------------------------------------------------------------------------------- measures
def cpu_seconds(pid: int) -> float:
    """User + system CPU time of a process so far (/proc/<pid>/stat)."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / CLOCK_TICK


def rss_mb(pid: int | str = "self") -> float:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return 0.0


def machine_cpu() -> tuple[float, float]:
    """(busy, total) jiffies of the whole machine (/proc/stat)."""
    values = [int(v) for v in Path("/proc/stat").read_text().splitlines()[0].split()[1:]]
    idle = values[3] + values[4]
    total = sum(values[:8])
    return total - idle, total


def pct(values: list[float], q: float) -> float:
    if not values:
        return float("nan")
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, round(q / 100 * (len(ordered) - 1))))]


def ms(values: list[float], q: float) -> str:
    return f"{pct(values, q) * 1000:.1f}" if values else "–"


def no_delay(client: paho.Client) -> None:
    """TCP_NODELAY on the client's socket (paho leaves Nagle's algorithm on)."""
    client.on_socket_open = lambda c, userdata, sock: sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)


def first_moves(plies: int) -> list[str]:
    """The load game's script: always the first legal move (the same for every game)."""
    state, moves = engine.new_game(LOAD_GAME, 2, {}, seed=1), []
    for _ in range(plies):
        if state.outcome() is not None:
            break
        move = state.legal_moves()[0]
        moves.append(state.move_to_text(move))
        state = state.apply(move)
    return moves


def table(header: list[str], rows: list[list[Any]]) -> str:
    lines = ["| " + " | ".join(header) + " |", "|" + "---|" * len(header)]
    lines += ["| " + " | ".join(str(c) for c in row) + " |" for row in rows]
    return "\n".join(lines)


# ------------------------------------------------------------------------------------------ 2. bytes per move
class Bus:
    """An in-memory broker for one room: topics, one retained message per topic, delivery in order (a queue, so
    no room is re-entered from its own publish). Keeps every payload with its kind, read with the room's keys."""

    def __init__(self) -> None:
        self.subscribers: dict[str, list[Any]] = defaultdict(list)
        self.retained: dict[str, bytes] = {}
        self.queue: deque = deque()
        self.log: list[tuple[str, str, str, int]] = []  # (topic class, kind, topic, size)
        self.host: HostRoom | None = None
        self.guests: dict[str, GuestRoom] = {}  # private topic -> guest
        self.cpu: dict[tuple[str, str], list[float]] = defaultdict(list)  # (who, kind) -> seconds in receive()

    def subscribe(self, topic: str, room: Any) -> None:
        self.subscribers[topic].append(room)
        if self.retained.get(topic):
            self.queue.append((topic, self.retained[topic], room))

    def publish(self, topic: str, payload: bytes, retain: bool = False) -> None:
        cls, kind = self._kind(topic, payload)
        self.log.append((cls, kind, topic, len(payload)))
        if retain:
            self.retained[topic] = payload
        for room in self.subscribers[topic]:
            self.queue.append((topic, payload, room))

    def pump(self) -> None:
        while self.queue:
            topic, payload, room = self.queue.popleft()
            kind = self._kind(topic, payload)[1]
            began = time.perf_counter()
            room.receive(topic, payload)
            self.cpu["host" if room is self.host else "guest", kind].append(time.perf_counter() - began)

    def _kind(self, topic: str, payload: bytes) -> tuple[str, str]:
        host = self.host
        if not payload:
            return "card", "clear"
        seal = host.seal
        kind, rest = seal.open(payload)
        card = HostCard(host.keys.sign.verify_key, host.keys.box.public_key)
        if kind == ROOM:
            return "card", "card"
        if topic == host.topics.host:
            return "broadcast", seal.open_broadcast(card, rest)["t"]
        if kind == PRIVATE:
            guest = self.guests[topic]
            return "private", seal.open_private(guest.key, card, rest)["t"]
        return "request", seal.open_client(host.keys, rest)[1]["t"]


def mqtt_bytes(topic: str, size: int) -> int:
    """One QoS 1 PUBLISH packet: fixed header, topic, packet id, payload."""
    remaining = 2 + len(topic.encode()) + 2 + size
    return 1 + (1 if remaining < 128 else 2 if remaining < 16384 else 3) + remaining


def scripted_game(game: str, seats: int, options: dict, plies: int) -> dict[str, Any]:
    """A host (seat 0 played at the host) and a guest per other seat play a seeded easy-computer game in memory."""
    clock = [1000.0]
    bus = Bus()
    start = engine.new_game(game, seats, options, seed=7)
    plan = [SeatPlan("here", "Host")] + [SeatPlan("remote") for _ in range(seats - 1)]
    host = HostRoom(Invite.new(), start, plan, bus.publish, auto_start=True, undo_policy="refuse",
                    clock=lambda: clock[0])
    bus.host = host
    bus.subscribe(host.topics.clients, host)
    guests = []
    for k in range(seats - 1):
        guest = GuestRoom(host.invite, new_client_key(), bus.publish, name=f"Guest {k + 1}", clock=lambda: clock[0])
        bus.guests[guest.topics.private(bytes(guest.key.public_key))] = guest
        for topic in guest.topics_to_follow:
            bus.subscribe(topic, guest)
        guests.append(guest)
    host.open()
    bus.pump()
    joined = len(bus.log)
    by_seat = {g.seat: g for g in guests}
    errors = 0
    while host.state.outcome() is None and host.seq < plies and host.started:
        state, seat = host.state, host.state.to_move
        text = state.move_to_text(engine.ai.choose(state, "easy", seed=host.seq, deadline_s=0.1))
        clock[0] += 1.0  # a move a second: within every client's rate limit
        if seat == 0:
            errors += host.play_local(0, text) is not None
        else:
            by_seat[seat].play(text)
        bus.pump()
        errors += sum(g.game is None or g.game.seq != host.seq or g.game.hashes[-1] != view_hash(host.state)
                      for g in guests)
    played = len(bus.log)
    # The heartbeat: every client pings and the host says it is alive, once every 2 s.
    clock[0] += 2.5
    for guest in guests:
        guest.tick()
    bus.pump()
    host.tick()
    bus.pump()
    moves = host.seq
    during = bus.log[joined:played]
    per_move = Counter()
    wire = 0
    subscribers = {t: len(r) for t, r in bus.subscribers.items()}
    for cls, kind, topic, size in during:
        if kind in ("move", "pview"):
            per_move[cls] += size
            # in: the PUBLISH and the broker's PUBACK; out: a PUBLISH to every subscriber and its PUBACK
            wire += (mqtt_bytes(topic, size) + 4) * (1 + subscribers.get(topic, 0))
    other = [(cls, kind, size) for cls, kind, _t, size in during if kind not in ("move", "pview")]
    return {
        "game": game, "seats": seats, "moves": moves, "finished": host.state.outcome() is not None,
        "broadcast": per_move["broadcast"] / max(moves, 1), "private": per_move["private"] / max(moves, 1),
        "request": per_move["request"] / max(moves, 1),
        "wire": wire / max(moves, 1),
        "join": sum(size for _c, _k, _t, size in bus.log[:joined]) / max(len(guests), 1),
        "end": sum(size for _c, _k, size in other),
        "end_kinds": Counter(kind for _c, kind, _s in other),
        "heartbeat": sum(size for _c, _k, _t, size in bus.log[played:]) / 2.0,
        "errors": errors,
        "sizes": {cls: int(statistics.median([s for c, k, _t, s in during if k == "move" and c == cls] or [0]))
                  for cls in ("request", "broadcast")},
        "cpu": {key: statistics.median(v) for key, v in bus.cpu.items() if key[1] == "move"},
    }


def bytes_table() -> tuple[str, dict[str, Any]]:
    rows, results = [], []
    for game, seats, options, plies in BYTES_GAMES:
        r = scripted_game(game, seats, options, plies)
        results.append(r)
        end = ", ".join(f"{k} {n}" for k, n in sorted(r["end_kinds"].items()))
        rows.append([f"{game} ({seats})", f"{r['moves']}{'' if r['finished'] else '+'}", f"{r['broadcast']:.0f}",
                     f"{r['private']:.0f}", f"{r['request']:.0f}", f"{r['broadcast'] + r['private'] + r['request']:.0f}",
                     f"{r['wire']:.0f}", f"{r['join']:.0f}", f"{r['end']:.0f}" + (f" ({end})" if end else ""),
                     f"{r['heartbeat']:.0f}", r["errors"]])
    text = table(["game (seats)", "moves", "broadcast B/move", "private B/move", "requests B/move", "payload B/move",
                  "MQTT in+out B/move", "join B/guest", "rest of the game B", "heartbeat B/s", "errors"], rows)
    abalone = next(r for r in results if r["game"] == LOAD_GAME)
    return text, abalone


# --------------------------------------------------------------------------------------------------- 1. latency
def latency_host(port: int, code: str, moves: int, pause: float, nodelay: bool, out: Any) -> None:
    script = first_moves(moves)
    sent: dict[int, float] = {}
    seen: dict[int, float] = {}
    done = threading.Event()
    thread_ref: list[RoomThread] = []

    def play(room: HostRoom, seq: int) -> None:
        if room.seq == seq:
            sent[seq + 1] = now()
            room.play_local(0, script[seq])

    class Listener(HostListener):
        def turn(self, room: HostRoom, seat: int, state) -> None:
            seq = room.seq
            if seq < moves:
                threading.Timer(pause, lambda: thread_ref[0].call(lambda r: play(r, seq))).start()

        def position_changed(self, room: HostRoom, kind: str) -> None:
            seen[room.seq] = now()
            if room.seq >= moves:
                done.set()

    links: list[MqttLink] = []
    room = HostRoom(Invite.parse(code), engine.new_game(LOAD_GAME, 2, {}, seed=1),
                    [SeatPlan("here", "Host"), SeatPlan("remote")],
                    lambda topic, payload, retain=False: links[0].publish(topic, payload, retain),
                    listener=Listener(), auto_start=True, undo_policy="refuse")
    thread = RoomThread(room, "bench-host")
    thread_ref.append(thread)
    link = MqttLink(Broker("127.0.0.1", port), [room.topics.clients], thread.deliver,
                    connected=lambda: thread.call(lambda r: r.open()), name="bench-host")
    if nodelay:
        no_delay(link.client)
    links.append(link)
    thread.start()
    link.start()
    done.wait(600)
    time.sleep(0.5)  # the last broadcast on its way
    dropped = dict(room.dropped)
    link.stop()
    thread.stop()
    out.put(("host", sent, seen, dropped))


def latency_guest(port: int, code: str, moves: int, pause: float, nodelay: bool, out: Any) -> None:
    script = first_moves(moves)
    sent: dict[int, float] = {}
    seen: dict[int, float] = {}
    asked: set[int] = set()
    refused: Counter[str] = Counter()
    done = threading.Event()
    thread_ref: list[RoomThread] = []

    def play(guest: GuestRoom, seq: int) -> None:
        if guest.game is not None and guest.game.seq == seq:
            sent[seq + 1] = now()
            guest.play(script[seq])

    class Listener(GuestListener):
        def position_changed(self, guest: GuestRoom, kind: str) -> None:
            if kind == "move":
                seen[guest.game.seq] = now()
            self.next(guest)

        def room_changed(self, guest: GuestRoom) -> None:
            self.next(guest)

        def refused(self, guest: GuestRoom, code: str, params) -> None:
            refused[code] += 1

        def next(self, guest: GuestRoom) -> None:
            if guest.game is None:
                return
            seq = guest.game.seq
            if seq >= moves:
                done.set()
            elif guest.my_turn and seq not in asked:
                asked.add(seq)
                threading.Timer(pause, lambda: thread_ref[0].call(lambda g: play(g, seq))).start()

    links: list[MqttLink] = []
    room = GuestRoom(Invite.parse(code), new_client_key(),
                     lambda topic, payload, retain=False: links[0].publish(topic, payload, retain),
                     name="Guest", listener=Listener())
    thread = RoomThread(room, "bench-guest")
    thread_ref.append(thread)
    link = MqttLink(Broker("127.0.0.1", port), room.topics_to_follow, thread.deliver,
                    connected=lambda: thread.call(lambda g: g.hello() if g.card is not None else None),
                    name="bench-guest")
    if nodelay:
        no_delay(link.client)
    links.append(link)
    thread.start()
    link.start()
    done.wait(600)
    time.sleep(0.2)
    link.stop()
    thread.stop()
    out.put(("guest", sent, seen, dict(refused)))


def peer_echo(port: int, reply_size: int, nodelay: bool, out: Any) -> None:
    """Bare paho (threaded loop, as MqttLink): answers every ping at once with a pong of `reply_size` bytes."""
    got: dict[int, float] = {}
    reply = bytes(reply_size)
    client = paho.Client(paho.CallbackAPIVersion.VERSION2, client_id=f"bench-echo-{os.getpid()}",
                         protocol=paho.MQTTv311)
    if nodelay:
        no_delay(client)
    stop = threading.Event()

    def on_connect(c, userdata, flags, reason, properties) -> None:
        c.subscribe("bench/ping", qos=1)
        out.put(("echo ready",))

    def on_message(c, userdata, message) -> None:
        if message.payload == b"stop":
            stop.set()
            return
        index = int.from_bytes(message.payload[:4], "big")
        got[index] = now()
        c.publish("bench/pong", index.to_bytes(4, "big") + reply[4:], qos=1)

    client.on_connect, client.on_message = on_connect, on_message
    client.connect("127.0.0.1", port, keepalive=10)
    client.loop_start()
    stop.wait(600)
    client.disconnect()
    client.loop_stop()
    out.put(("echo", got))


def peer_ping(port: int, count: int, size: int, pause: float, nodelay: bool, out: Any) -> None:
    sent: dict[int, float] = {}
    back: dict[int, float] = {}
    arrived = threading.Event()
    client = paho.Client(paho.CallbackAPIVersion.VERSION2, client_id=f"bench-ping-{os.getpid()}",
                         protocol=paho.MQTTv311)
    if nodelay:
        no_delay(client)
    up = threading.Event()

    def on_message(c, userdata, message) -> None:
        back[int.from_bytes(message.payload[:4], "big")] = now()
        arrived.set()

    client.on_connect = lambda c, *a: (c.subscribe("bench/pong", qos=1), up.set())
    client.on_message = on_message
    client.connect("127.0.0.1", port, keepalive=10)
    client.loop_start()
    up.wait(10)
    time.sleep(0.3)  # the subscription settled
    body = bytes(size)
    for index in range(count):
        arrived.clear()
        sent[index] = now()
        client.publish("bench/ping", index.to_bytes(4, "big") + body[4:], qos=1)
        arrived.wait(2)
        time.sleep(pause)
    client.publish("bench/ping", b"stop", qos=1).wait_for_publish(5)
    client.disconnect()
    client.loop_stop()
    out.put(("ping", sent, back))


def latency_variant(port: int, moves: int, pause: float, sizes: dict[str, int], nodelay: bool) -> dict[str, Any]:
    """One latency run (host and guest processes) and its peer (two bare paho processes) on the broker at `port`."""
    context = mp.get_context("spawn")
    out = context.Queue()
    code = Invite.new().code()
    host = context.Process(target=latency_host, args=(port, code, moves, pause, nodelay, out))
    guest = context.Process(target=latency_guest, args=(port, code, moves, pause, nodelay, out))
    host.start()
    guest.start()
    results = {}
    for _ in range(2):
        item = out.get(timeout=moves * (pause + 1) + 60)
        results[item[0]] = item[1:]
    host.join(10)
    guest.join(10)
    h_sent, h_seen, dropped = results["host"]
    g_sent, g_seen, refused = results["guest"]
    figures = {
        "to_host": [h_seen[s] - t for s, t in g_sent.items() if s in h_seen],
        "to_guest": [g_seen[s] - t for s, t in h_sent.items() if s in g_seen],
        "own": [g_seen[s] - t for s, t in g_sent.items() if s in g_seen],
        "dropped": sum(dropped.values()), "refused": sum(refused.values()),
    }
    figures["lost"] = moves - len(figures["to_host"]) - len(figures["to_guest"])
    # The peer: as many messages as the guest's moves, of the sizes of a move's request and of its broadcast.
    echo = context.Process(target=peer_echo, args=(port, sizes["broadcast"], nodelay, out))
    echo.start()
    assert out.get(timeout=30)[0] == "echo ready"
    ping = context.Process(target=peer_ping, args=(port, len(figures["to_host"]), sizes["request"], pause, nodelay,
                                                   out))
    ping.start()
    peer = {}
    for _ in range(2):
        item = out.get(timeout=moves * (pause + 2) + 60)
        peer[item[0]] = item[1:]
    ping.join(10)
    echo.join(10)
    sent, back = peer["ping"]
    (got,) = peer["echo"]
    figures["one_way"] = [got[i] - t for i, t in sent.items() if i in got]
    figures["round_trip"] = [back[i] - t for i, t in sent.items() if i in back]
    return figures


#: The latency runs: (label, Mosquitto's set_tcp_nodelay, TCP_NODELAY on the clients' sockets, in --quick too).
#: (MqttLink sets TCP_NODELAY itself and tests/broker.py's Mosquitto has set_tcp_nodelay since this bench found the
#: 40 ms stall of Nagle's algorithm and delayed ACKs, so the rooms run without Nagle in every row; the README keeps
#: the table from before that fix.)
LATENCY_VARIANTS = [
    ("as shipped (TCP_NODELAY in MqttLink, set_tcp_nodelay in the broker)", True, True, True),
]


def latency_table(broker: BenchBroker, folder: Path, moves: int, pause: float, sizes: dict[str, int],
                  quick: bool) -> str:
    rows, notes = [], []
    for label, broker_nodelay, client_nodelay, in_quick in LATENCY_VARIANTS:
        if quick and not in_quick:
            continue
        began = time.monotonic()
        other = None
        if broker_nodelay:
            other = BenchBroker(folder / "nodelay", nodelay=True).start()
        try:
            f = latency_variant((other or broker).port, moves, pause, sizes, client_nodelay)
        finally:
            if other is not None:
                other.stop()

        def cell(values: list[float]) -> str:
            return f"{ms(values, 50)} / {ms(values, 99)}"
        rows.append([label, cell(f["to_host"]), cell(f["to_guest"]), cell(f["own"]), cell(f["one_way"]),
                     cell(f["round_trip"])])
        notes.append(f"{label}: {len(f['to_host'])} + {len(f['to_guest'])} moves in {time.monotonic() - began:.0f} s "
                     f"with the peer, not seen {f['lost']}, dropped {f['dropped']}, refused {f['refused']}")
        print(f"  {notes[-1]}", flush=True)
    text = table(["median / p99 ms", "guest's move → host's board", "host's move → guest's board",
                  "guest's move back on its own board", f"peer: bare MQTT one way ({sizes['request']} B)",
                  f"peer: bare MQTT round trip ({sizes['request']} B + {sizes['broadcast']} B)"], rows)
    return (text + f"\n\nAbalone, {moves} moves ({moves // 2} each side), {pause * 1000:.0f} ms from a turn to "
            f"its move; goal: median ≤ {LATENCY_GOAL_MS:.0f} ms from a move to the other side's board.")


# ------------------------------------------------------------------------------------------------------ 3. scale
class Loop:
    """One selectors loop for many paho clients (paho's external-loop API), timers and the rooms' ticks."""

    def __init__(self, nodelay: bool = False) -> None:
        self.nodelay = nodelay
        self.selector = selectors.DefaultSelector()
        self.dirty: set[paho.Client] = set()
        self.writing: set[paho.Client] = set()
        self.timers: list = []
        self._n = 0
        self.busy = 0.0

    def client(self, name: str) -> paho.Client:
        client = paho.Client(paho.CallbackAPIVersion.VERSION2, client_id=f"{name}-{os.getpid()}-{self._n}",
                             protocol=paho.MQTTv311, clean_session=True)
        self._n += 1
        client.max_inflight_messages_set(200)
        client.max_queued_messages_set(10_000)
        client.on_socket_open = self._opened
        client.on_socket_close = self._closed
        client.on_socket_register_write = lambda c, u, sock: self.dirty.add(c)
        client.on_socket_unregister_write = self._written
        return client

    def _opened(self, client: paho.Client, userdata: Any, sock: Any) -> None:
        if self.nodelay:
            sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
        self.selector.register(sock, selectors.EVENT_READ, client)

    def _closed(self, client: paho.Client, userdata: Any, sock: Any) -> None:
        self.writing.discard(client)
        self.dirty.discard(client)
        try:
            self.selector.unregister(sock)
        except (KeyError, ValueError):
            pass

    def _written(self, client: paho.Client, userdata: Any, sock: Any) -> None:
        if client in self.writing:
            self.writing.discard(client)
            self.selector.modify(sock, selectors.EVENT_READ, client)

    def at(self, when: float, fn: Any, *args: Any) -> None:
        self._n += 1
        heapq.heappush(self.timers, (when, self._n, fn, args))

    def flush(self) -> None:
        batch, self.dirty = self.dirty, set()
        for client in batch:
            if client.socket() is None:
                continue
            client.loop_write()
            if client.want_write() and client not in self.writing:  # the socket is full: wait until it drains
                self.writing.add(client)
                self.selector.modify(client.socket(), selectors.EVENT_READ | selectors.EVENT_WRITE, client)

    def turn(self, on_event: Any, longest: float = 0.02) -> None:
        timeout = longest
        if self.timers:
            timeout = min(timeout, max(0.0, self.timers[0][0] - now()))
        events = self.selector.select(timeout)
        began = now()
        for key, mask in events:
            if not isinstance(key.data, paho.Client):
                on_event(key.data)
                continue
            client = key.data
            if mask & selectors.EVENT_READ:
                client.loop_read()
            if mask & selectors.EVENT_WRITE and client.socket() is not None:
                client.loop_write()
        t = now()
        while self.timers and self.timers[0][0] <= t:
            _when, _n, fn, args = heapq.heappop(self.timers)
            fn(*args)
        self.flush()
        self.busy += now() - began


class Counting(logging.Handler):
    """Counts what the rooms log (drops, missing clients, a guest out of step) instead of printing it."""

    LABELS = {"dropped: %s": None, "%s is missing": "host: a client went missing",
              "out of step with the host (%s): asking for the whole game": "guest: out of step (desync)",
              "the host's whole game does not check: %s": "guest: the whole game does not check",
              "%s joins as %s": "joins"}

    def __init__(self) -> None:
        super().__init__(logging.INFO)
        self.counts: Counter[str] = Counter()

    def emit(self, record: logging.LogRecord) -> None:
        label = self.LABELS.get(record.msg, "")
        if label is None:
            label = f"{record.name.split('.')[-1]}: dropped {str(record.args[0])[:40]}"
        elif not label:
            label = f"{record.name.split('.')[-1]}: {record.getMessage()[:60]}"
        self.counts[label] += 1


class Worker:
    """One worker process: the hosts and guests it was given, all on one loop."""

    def __init__(self, port: int, pace: float, script: list[str], control: Any, nodelay: bool):
        self.port = port
        self.pace = pace
        self.script = script
        self.control = control
        self.loop = Loop(nodelay)
        self.window = (float("inf"), float("inf"))
        self.stopping = False
        self.errors: Counter[str] = Counter()
        self.sent: dict[tuple[int, int], float] = {}  # (game, seq after the move) -> when its mover played it
        self.seen: dict[tuple[int, int], float] = {}  # (game, seq) -> when the other side's board had it
        self.own: dict[tuple[int, int], float] = {}  # guest: its own move back on its board
        self.late: list[float] = []
        self.published = self.published_bytes = self.received = self.received_bytes = 0
        self.hosts: list[HostSide] = []
        self.guests: list[GuestSide] = []

    def in_window(self, t: float) -> bool:
        return self.window[0] <= t < self.window[1]

    def publisher(self, client_ref: list) -> Any:
        def publish(topic: str, payload: bytes, retain: bool = False) -> None:
            if self.in_window(now()):
                self.published += 1
                self.published_bytes += len(payload)
            info = client_ref[0].publish(topic, payload, qos=1, retain=retain)
            if info.rc != paho.MQTT_ERR_SUCCESS and info.rc != paho.MQTT_ERR_NO_CONN:
                self.errors[f"paho: publish {paho.error_string(info.rc)}"] += 1
        return publish

    def arrived(self, payload: bytes) -> bool:
        if self.in_window(now()):
            self.received += 1
            self.received_bytes += len(payload)
        return len(payload) <= MAX_PAYLOAD

    def rooms_ready(self) -> bool:
        return all(h.room.started for h in self.hosts) and all(g.room.game is not None for g in self.guests)


class HostSide(HostListener):
    def __init__(self, worker: Worker, game: int, code: str, start: Any, offset: float):
        self.w, self.game, self.offset = worker, game, offset
        ref: list = []
        self.room = HostRoom(Invite.parse(code), start, [SeatPlan("here", "Host"), SeatPlan("remote")],
                             worker.publisher(ref), listener=self, auto_start=True, undo_policy="refuse")
        self.client = worker.loop.client("bench-host")
        ref.append(self.client)
        self.client.on_connect = self.on_connect
        self.client.on_message = self.on_message
        self.client.on_disconnect = lambda *a: worker.errors.update(["paho: host disconnected"])

    def on_connect(self, client, userdata, flags, reason, properties) -> None:
        if reason.is_failure:
            self.w.errors[f"paho: connection refused ({reason})"] += 1
            return
        client.subscribe(self.room.topics.clients, qos=1)
        self.room.open()

    def on_message(self, client, userdata, message) -> None:
        if self.w.arrived(message.payload):
            self.room.receive(message.topic, bytes(message.payload))

    def turn(self, room: HostRoom, seat: int, state) -> None:
        seq = room.seq
        if seq < len(self.w.script):
            when = now() + self.pace_for(seq)
            self.w.loop.at(when, self.move, seq, when)

    def pace_for(self, seq: int) -> float:
        return self.w.pace + (self.offset if seq == 0 else 0.0)

    def move(self, seq: int, when: float) -> None:
        if self.w.stopping or self.room.seq != seq:
            return
        t = now()
        if self.w.in_window(t):
            self.w.sent[self.game, seq + 1] = t
            self.w.late.append(t - when)
        if self.room.play_local(0, self.w.script[seq]) is not None:
            self.w.errors["host: its own move refused"] += 1

    def position_changed(self, room: HostRoom, kind: str) -> None:
        if kind == "move" and room.game.by[-1] == 1:
            self.w.seen[self.game, room.seq] = now()

    def refused(self, room: HostRoom, seat: int, code: str, params) -> None:
        self.w.errors[f"host: refused a move ({code})"] += 1


class GuestSide(GuestListener):
    def __init__(self, worker: Worker, game: int, code: str):
        self.w, self.game = worker, game
        ref: list = []
        self.room = GuestRoom(Invite.parse(code), new_client_key(), worker.publisher(ref), name=f"Guest {game}",
                              listener=self)
        self.client = worker.loop.client("bench-guest")
        ref.append(self.client)
        self.client.on_connect = self.on_connect
        self.client.on_message = self.on_message
        self.client.on_disconnect = lambda *a: worker.errors.update(["paho: guest disconnected"])
        self.asked = -1
        self.syncs = 0

    def on_connect(self, client, userdata, flags, reason, properties) -> None:
        if reason.is_failure:
            self.w.errors[f"paho: connection refused ({reason})"] += 1
            return
        for topic in self.room.topics_to_follow:
            client.subscribe(topic, qos=1)
        if self.room.card is not None:
            self.room.hello()

    def on_message(self, client, userdata, message) -> None:
        if self.w.arrived(message.payload):
            self.room.receive(message.topic, bytes(message.payload))

    def position_changed(self, guest: GuestRoom, kind: str) -> None:
        if kind == "move":
            t = now()
            key = self.game, guest.game.seq
            (self.w.own if guest.game.by[-1] == guest.seat else self.w.seen)[key] = t
        elif kind == "sync":
            self.syncs += 1
            if self.syncs > 1:
                self.w.errors["guest: asked for the whole game again"] += 1
        self.next(guest)

    def room_changed(self, guest: GuestRoom) -> None:
        self.next(guest)

    def next(self, guest: GuestRoom) -> None:
        if guest.game is None or not guest.my_turn:
            return
        seq = guest.game.seq
        if seq != self.asked and seq < len(self.w.script):
            self.asked = seq
            when = now() + self.w.pace
            self.w.loop.at(when, self.move, seq, when)

    def move(self, seq: int, when: float) -> None:
        guest = self.room
        if self.w.stopping or guest.game is None or guest.game.seq != seq:
            return
        t = now()
        if self.w.in_window(t):
            self.w.sent[self.game, seq + 1] = t
            self.w.late.append(t - when)
        guest.play(self.w.script[seq])

    def refused(self, guest: GuestRoom, code: str, params) -> None:
        self.w.errors[f"guest: move refused ({code})"] += 1

    def host_presence(self, guest: GuestRoom, present: bool) -> None:
        if not present:
            self.w.errors["guest: the host went missing"] += 1


def scale_worker(index: int, port: int, hosts: list[tuple[int, str]], guests: list[tuple[int, str]], pace: float,
                 plies: int, nodelay: bool, control: Any) -> None:
    raise_open_files()
    counting = Counting()
    netplay_log = logging.getLogger("netplay")
    netplay_log.addHandler(counting)
    netplay_log.setLevel(logging.INFO)
    netplay_log.propagate = False
    worker = Worker(port, pace, first_moves(plies), control, nodelay)
    full_gc: list[float] = []  # the pauses of Python's full (generation 2) collections in the window
    gc_began = [0.0]

    def gc_watch(phase: str, info: dict) -> None:
        if info["generation"] == 2:
            if phase == "start":
                gc_began[0] = now()
            elif worker.in_window(gc_began[0]):
                full_gc.append(now() - gc_began[0])
    gc.callbacks.append(gc_watch)
    start = engine.new_game(LOAD_GAME, 2, {}, seed=1)
    baseline = rss_mb()
    golden = 0.6180339887
    worker.hosts = [HostSide(worker, g, code, start, (g * golden) % 1.0 * 2 * pace) for g, code in hosts]
    worker.guests = [GuestSide(worker, g, code) for g, code in guests]
    loop = worker.loop
    loop.selector.register(control.fileno(), selectors.EVENT_READ, "control")
    clients = [side.client for side in (*worker.hosts, *worker.guests)]
    for client in clients:  # the hosts first: their cards are waiting when the guests subscribe
        client.connect("127.0.0.1", port, keepalive=10)
        loop.turn(lambda _data: None, 0.0)
    rooms = [side.room for side in (*worker.hosts, *worker.guests)]
    tick_every = 0.2  # as netplay.driver.TICK_SECONDS
    next_tick = next_misc = now()
    tick_at = misc_at = 0
    ready_sent = False
    rss_ready = 0.0
    stop_at = float("inf")
    messages: list = []

    def on_control(_data: Any) -> None:
        message = control.recv()
        if message[0] == "window":
            worker.window = (message[1], message[2])
            nonlocal stop_at
            stop_at = message[2] + message[3]
        messages.append(message)

    busy_at_window = None
    while now() < stop_at:
        loop.turn(on_control)
        t = now()
        # The rooms' ticks, spread over the loop's turns: each room every `tick_every` seconds.
        if t >= next_tick:
            share = max(1, round(len(rooms) * min(1.0, (t - next_tick + 0.02) / tick_every)))
            for _ in range(min(share, len(rooms))):
                rooms[tick_at].tick()
                tick_at = (tick_at + 1) % len(rooms)
            next_tick = t + 0.02
        if t >= next_misc:  # keepalives, reconnections: every client once a second
            share = max(1, len(clients) // 50)
            for _ in range(share):
                client = clients[misc_at]
                misc_at = (misc_at + 1) % len(clients)
                if client.socket() is None and not worker.stopping:
                    worker.errors["paho: reconnections"] += 1
                    try:
                        client.reconnect()
                    except OSError:
                        pass
                else:
                    client.loop_misc()
            next_misc = t + 0.02
        loop.flush()
        if not ready_sent and worker.rooms_ready():
            ready_sent = True
            rss_ready = rss_mb()
            control.send(("ready", index, rss_ready))
        if worker.window[0] <= t and busy_at_window is None:
            busy_at_window = loop.busy
            cpu_at_window = time.process_time()
        if t >= worker.window[1] and not worker.stopping:
            worker.stopping = True
            busy = loop.busy - busy_at_window
            cpu = time.process_time() - cpu_at_window
            rss_end = rss_mb()
    finals_host = {side.game: (side.room.seq, view_hash(side.room.state)) for side in worker.hosts}
    finals_guest = {side.game: (side.room.game.seq if side.room.game else -1,
                                side.room.game.hashes[-1] if side.room.game else "") for side in worker.guests}
    for side in worker.hosts:
        for reason, count in side.room.dropped.items():
            worker.errors[f"host: dropped {reason}"] += count
    for label, count in counting.counts.items():
        if label != "joins" and not label.startswith("host: dropped"):  # the host's drops: counted above
            worker.errors[label] += count
    worker.errors["rejoins"] += max(0, counting.counts["joins"] - len(worker.hosts))
    if not worker.stopping:
        busy = cpu = 0.0
        rss_end = rss_mb()
    control.send(("done", index, {
        "sent": worker.sent, "seen": worker.seen, "own": worker.own, "late": worker.late,
        "published": worker.published, "published_bytes": worker.published_bytes, "received": worker.received,
        "received_bytes": worker.received_bytes, "errors": dict(worker.errors), "busy": busy, "cpu": cpu,
        "full_gc": full_gc,
        "rss_base": baseline, "rss_ready": rss_ready, "rss_end": rss_end, "clients": len(clients), "hosts": finals_host,
        "guests": finals_guest, "never_started": sum(not h.room.started for h in worker.hosts)
        + sum(g.room.game is None for g in worker.guests)}))
    for client in clients:
        try:
            client.disconnect()
            client.loop_write()
        except Exception:  # noqa: BLE001 - leaving anyway
            pass


class SysMonitor:
    """The broker's own counters ($SYS, every second)."""

    def __init__(self, port: int):
        self.values: dict[str, float] = {}
        self.client = paho.Client(paho.CallbackAPIVersion.VERSION2, client_id=f"bench-sys-{os.getpid()}",
                                  protocol=paho.MQTTv311)
        self.client.on_connect = lambda c, *a: c.subscribe("$SYS/broker/#", qos=0)
        self.client.on_message = self._message
        self.client.connect("127.0.0.1", port, keepalive=30)
        self.client.loop_start()

    def _message(self, client, userdata, message) -> None:
        try:
            self.values[message.topic.removeprefix("$SYS/broker/")] = float(message.payload.split()[0])
        except (ValueError, IndexError):
            pass

    def read(self) -> dict[str, float]:
        return dict(self.values)

    def stop(self) -> None:
        self.client.disconnect()
        self.client.loop_stop()


def scale_run(broker: BenchBroker, games: int, workers: int, pace: float, seconds: float, warmup: float,
              nodelay: bool) -> tuple[str, str, dict[str, Any]]:
    context = mp.get_context("spawn")
    port = broker.port
    broker_rss_before = rss_mb(broker.process.pid)
    codes = [Invite.new().code() for _ in range(games)]
    workers = max(1, min(workers, games))
    plies = int((seconds + warmup + 60) / pace) + 50
    pipes, processes = [], []
    began = time.monotonic()
    for w in range(workers):
        hosts = [(g, codes[g]) for g in range(games) if g % workers == w]
        guests = [(g, codes[g]) for g in range(games) if (g + 1) % workers == w]
        parent_end, child_end = context.Pipe()
        process = context.Process(target=scale_worker, args=(w, port, hosts, guests, pace, plies, nodelay, child_end),
                                  daemon=True)
        process.start()
        pipes.append(parent_end)
        processes.append(process)
    monitor = SysMonitor(port)
    ready = set()
    deadline = time.monotonic() + 120
    while len(ready) < workers and time.monotonic() < deadline:
        for pipe in pipes:
            if pipe.poll(0.05):
                message = pipe.recv()
                if message[0] == "ready":
                    ready.add(message[1])
    started_in = time.monotonic() - began
    t0 = now() + warmup
    t1 = t0 + seconds
    drain = 3.0
    for pipe in pipes:
        pipe.send(("window", t0, t1, drain))
    time.sleep(max(0.0, t0 - now()))
    pids = [p.pid for p in processes]
    cpu0 = {pid: cpu_seconds(pid) for pid in [broker.process.pid, *pids]}
    machine0 = machine_cpu()
    sys0 = monitor.read()
    wall0 = now()
    time.sleep(max(0.0, t1 - now()))
    cpu1 = {pid: cpu_seconds(pid) for pid in [broker.process.pid, *pids]}
    machine1 = machine_cpu()
    sys1 = monitor.read()
    wall = now() - wall0
    broker_rss = rss_mb(broker.process.pid)
    connected = sys1.get("clients/connected", float("nan"))
    reports = {}
    deadline = time.monotonic() + drain + 60
    while len(reports) < workers and time.monotonic() < deadline:
        for pipe in pipes:
            if pipe.poll(0.05):
                message = pipe.recv()
                if message[0] == "done":
                    reports[message[1]] = message[2]
    for process in processes:
        process.join(10)
        if process.is_alive():
            process.kill()
    monitor.stop()
    # --- the figures
    sent, seen, own, late = {}, {}, {}, []
    errors: Counter[str] = Counter()
    hosts_final, guests_final = {}, {}
    published = published_bytes = received = received_bytes = 0
    full_gc: list[float] = []
    for r in reports.values():
        full_gc += r["full_gc"]
        sent.update(r["sent"])
        seen.update(r["seen"])
        own.update(r["own"])
        late += r["late"]
        errors.update(r["errors"])
        hosts_final.update(r["hosts"])
        guests_final.update(r["guests"])
        published += r["published"]
        published_bytes += r["published_bytes"]
        received += r["received"]
        received_bytes += r["received_bytes"]
        if r["never_started"]:
            errors["rooms never started"] += r["never_started"]
    errors["workers that did not report"] += workers - len(reports)
    to_host = [seen[k] - t for k, t in sent.items() if k in seen and k[1] % 2 == 0]
    to_guest = [seen[k] - t for k, t in sent.items() if k in seen and k[1] % 2 == 1]
    back = [own[k] - t for k, t in sent.items() if k in own]
    unseen = sum(1 for k in sent if k not in seen)
    behind = desync = 0
    for g, (seq, hash_) in hosts_final.items():
        gseq, ghash = guests_final.get(g, (-1, ""))
        if gseq == seq and ghash != hash_:
            desync += 1
        elif gseq != seq:
            behind += 1
    if desync:
        errors["games ending on different positions"] += desync
    if behind:
        errors["guests behind their host at the end"] += behind
    if unseen:
        errors["moves never on the other board"] += unseen
    broker_cpu = (cpu1[broker.process.pid] - cpu0[broker.process.pid]) / wall
    client_cpu = sum(cpu1[p] - cpu0[p] for p in pids) / wall
    busy = (machine1[0] - machine0[0]) / max(1, machine1[1] - machine0[1]) * os.cpu_count()
    moves = len(sent)

    def rate(key: str) -> float:
        return (sys1.get(key, float("nan")) - sys0.get(key, float("nan"))) / wall

    sys_in, sys_out = rate("publish/messages/received"), rate("publish/messages/sent")
    sys_bytes = rate("bytes/received") + rate("bytes/sent")
    rss_clients = sum(r["rss_end"] for r in reports.values())
    per_client_kb = sum(r["rss_end"] - r["rss_base"] for r in reports.values()) * 1024 / max(1, 2 * games)
    per_client_ready_kb = sum(r["rss_ready"] - r["rss_base"] for r in reports.values()) * 1024 / max(1, 2 * games)
    per_connection_kb = (broker_rss - broker_rss_before) * 1024 / max(1, 2 * games)
    moves_per_game = statistics.median([seq for seq, _h in hosts_final.values()]) if hosts_final else 0
    loop_busy = [r["busy"] / wall for r in reports.values()]
    figures = {"games": games, "workers": workers, "moves_s": moves / wall, "target_s": games / pace,
               "in_s": published / wall, "out_s": received / wall, "sys_in": sys_in, "sys_out": sys_out,
               "broker_cpu": broker_cpu, "client_cpu": client_cpu, "busy": busy, "to_host": to_host,
               "to_guest": to_guest, "back": back, "late": late, "broker_rss": broker_rss,
               "per_client_kb": per_client_kb, "per_connection_kb": per_connection_kb, "errors": errors, "wall": wall, "started_in": started_in,
               "connected": connected, "sys_bytes": sys_bytes, "loop_busy": loop_busy}
    rows = [
        ["games / connections", f"{games} / {2 * games} ({workers} workers, one loop each; broker counts "
                                f"{connected:.0f} connected)"],
        ["moves per second (target)", f"{moves / wall:.0f} ({games / pace:.0f}: a move {pace:g} s after each turn)"],
        ["messages per second into the broker / out of it (clients' count)", f"{published / wall:.0f} / "
                                                                              f"{received / wall:.0f}"],
        ["PUBLISH per second in / out ($SYS of the broker)", f"{sys_in:.0f} / {sys_out:.0f}"],
        ["payload kB per second in / out", f"{published_bytes / wall / 1000:.0f} / {received_bytes / wall / 1000:.0f}"
                                           f" (broker's bytes in+out, MQTT included: {sys_bytes / 1000:.0f})"],
        ["move → other side's board, median / p99 / worst ms (guest → host)",
         f"{ms(to_host, 50)} / {ms(to_host, 99)} / {ms(to_host, 100)} ({len(to_host)} moves)"],
        ["move → other side's board, median / p99 / worst ms (host → guest)",
         f"{ms(to_guest, 50)} / {ms(to_guest, 99)} / {ms(to_guest, 100)} ({len(to_guest)} moves)"],
        ["guest's move back on its own board, median / p99 ms", f"{ms(back, 50)} / {ms(back, 99)}"],
        ["clients' timers late, median / p99 ms (loop saturation)", f"{ms(late, 50)} / {ms(late, 99)}"],
        ["clients' full garbage collections: count / longest ms (all workers)",
         f"{len(full_gc)} / {max(full_gc, default=0) * 1000:.0f}"],
        ["broker CPU (one core = 100%)", f"{broker_cpu * 100:.0f}%"],
        ["client processes' CPU (sum; loops busy " + "/".join(f"{b * 100:.0f}" for b in loop_busy) + "%)",
         f"{client_cpu * 100:.0f}%"],
        [f"machine busy (all cores: {100 * os.cpu_count()}% on {os.cpu_count()}; other processes than these)",
         f"{busy * 100:.0f}% ({max(0.0, busy - broker_cpu - client_cpu) * 100:.0f}%)"],
        ["broker memory (RSS) / per connection", f"{broker_rss:.0f} MB / {per_connection_kb:.1f} kB"],
        ["client processes' memory (RSS) / per client, once joined → at the end",
         f"{rss_clients:.0f} MB / {per_client_ready_kb:.0f} kB → {per_client_kb:.0f} kB "
         f"(a median {moves_per_game:.0f} moves per game kept)"],
        ["errors", ", ".join(f"{k}: {v}" for k, v in sorted(errors.items()) if v) or "none"],
        ["time to connect and start every game", f"{started_in:.1f} s; measured for {wall:.0f} s after a "
                                                 f"{warmup:g} s warm-up"],
    ]
    return table(["scale run", "figure"], rows), paragraph(figures), figures


def paragraph(f: dict[str, Any]) -> str:
    """What one Mosquitto node carries here, where the bottleneck is, when to cluster: from the figures."""
    messages = f["sys_in"] + f["sys_out"]
    if messages != messages or messages <= 0:  # NaN: no $SYS figures
        messages = f["in_s"] + f["out_s"]
    per_message_us = f["broker_cpu"] / messages * 1e6 if messages and f["broker_cpu"] else float("nan")
    per_core = 1e6 / per_message_us
    per_game = messages / max(1, f["games"])
    client_ms = f["client_cpu"] / max(1e-9, f["moves_s"]) * 1000
    saturated = f["busy"] > 0.85 * os.cpu_count() or f["moves_s"] < 0.9 * f["target_s"]
    bottleneck = ("the Python clients" if f["client_cpu"] > 2 * f["broker_cpu"] else
                  "the broker" if f["broker_cpu"] > 2 * f["client_cpu"] else "shared by the broker and the clients")
    # At people's pace the heartbeat is most of the traffic: every client pings, the host says it is alive, each
    # every PING_SECONDS (in and out of the broker: 2 messages each), and a move every HUMAN_MOVE seconds costs
    # its broadcast in and out and, every other move, the guest's request in and out.
    heartbeat = 2 * (1 / HOST_PING + 1 / GUEST_PING)
    human = heartbeat + (2 + 2 * 0.5) / HUMAN_MOVE
    return (
        f"{f['games']} games ({2 * f['games']} connections) made {f['moves_s']:.0f} moves/s "
        f"({f['target_s']:.0f} asked) and {messages:,.0f} PUBLISH/s through the broker (in + out), with a median of "
        f"{ms(f['to_host'], 50)} ms (p99 {ms(f['to_host'], 99)} ms) from a guest's move to the host's board. Mosquitto "
        f"used {f['broker_cpu'] * 100:.0f}% of one core ({per_message_us:.0f} µs of CPU per message in or out) and "
        f"{f['per_connection_kb']:.0f} kB per connection; the clients' {f['workers']} processes used "
        f"{f['client_cpu'] * 100:.0f}% ({client_ms:.2f} ms of CPU per move, host and guest together: sealing, "
        f"checks, engine, paho), so the bottleneck on this machine is {bottleneck}"
        f"{' and the machine was saturated' if saturated else ''}. Mosquitto uses one core whatever the machine has: "
        f"at this cost one core carries about {per_core:,.0f} messages/s, i.e. about {per_core / per_game:,.0f} games "
        f"at this bench's pace ({per_game:.1f} messages/s per game) or about {per_core / human:,.0f} games at "
        f"people's pace (a move every {HUMAN_MOVE:.0f} s: {human:.1f} messages/s per game, {heartbeat:.0f} of them "
        f"the heartbeat), {2 * per_core / human:,.0f} connections, where file descriptors and memory "
        f"({f['per_connection_kb']:.0f} kB per connection here: {2 * per_core / human * f['per_connection_kb'] / 1024:,.0f} MB) "
        f"still fit one machine. The players' clients run on their own computers, so a broker host does not pay "
        f"the clients' CPU. Move to a clustered broker (EMQX, VerneMQ, HiveMQ: every core, several nodes, "
        f"connections spread behind a load balancer) when one Mosquitto's core is half used at the busiest hour "
        f"(headroom for reconnection storms: every client of a restarted node joins again, with its whole game), "
        f"when the connections outgrow one machine, or when games must survive a broker failing: one Mosquitto is "
        f"a single point of failure (the rooms wait and resume, but every game stands still while it is down).")


# ------------------------------------------------------------------------------------------------------- main
def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="50 games for 20 s, 300 latency moves, 2 latency runs")
    parser.add_argument("--games", type=int, help="concurrent games of the scale run (default 1000, quick 50)")
    parser.add_argument("--seconds", type=float, help="measured seconds of the scale run (default 60, quick 20)")
    parser.add_argument("--warmup", type=float, default=5.0, help="seconds of play before the scale run measures")
    parser.add_argument("--workers", type=int, default=4, help="client processes of the scale run")
    parser.add_argument("--pace", type=float, default=0.5, help="seconds from a turn to its move in the scale run")
    parser.add_argument("--moves", type=int, help="moves of each latency run (default 400, quick 300)")
    parser.add_argument("--pause", type=float, default=0.06,
                        help="seconds from a turn to its move in the latency runs (above the 40 ms of a delayed ACK)")
    parser.add_argument("--nodelay", action="store_true",
                        help="the scale run with TCP_NODELAY on every socket (clients and Mosquitto)")
    parser.add_argument("--only", default="latency,bytes,scale", help="some of latency,bytes,scale")
    args = parser.parse_args()
    games = args.games or (50 if args.quick else 1000)
    seconds = args.seconds or (20.0 if args.quick else 60.0)
    moves = args.moves or (300 if args.quick else 400)
    parts = set(args.only.split(","))
    raise_open_files()
    began = time.monotonic()
    print(f"bench/network.py: {time.strftime('%Y-%m-%d')}, {os.cpu_count()} cores, load average "
          f"{' '.join(f'{x:.2f}' for x in os.getloadavg())}, open files {resource.getrlimit(resource.RLIMIT_NOFILE)[0]}, "
          f"paho-mqtt {metadata.version('paho-mqtt')}", flush=True)
    with tempfile.TemporaryDirectory(prefix="ludoteca-bench-network-") as folder:
        broker = BenchBroker(Path(folder)).start()
        try:
            version = subprocess.run([mosquitto(), "-h"], capture_output=True, text=True).stdout.split("\n")[0]
            print(f"{version.strip()} ({mosquitto()}) on 127.0.0.1:{broker.port}\n", flush=True)
            bytes_text, abalone = bytes_table()
            if "bytes" in parts:
                print("## Bytes per move (scripted games, easy computer, in memory; a + after the moves: cut at the "
                      "cap)\n")
                print(bytes_text + "\n", flush=True)
            if "latency" in parts:
                cpu = abalone["cpu"]
                print("## Move to the remote board through the local broker\n")
                print(latency_table(broker, Path(folder), moves, args.pause, abalone["sizes"], args.quick))
                print(f"CPU inside the rooms per Abalone move (in memory): the host takes a guest's request in "
                      f"{cpu.get(('host', 'move'), 0) * 1e6:.0f} µs (open, check, engine, record, seal the "
                      f"broadcast), a guest takes the broadcast in {cpu.get(('guest', 'move'), 0) * 1e6:.0f} µs "
                      f"(open, verify, follow, hash)\n", flush=True)
            if "scale" in parts:
                print(f"## Scale: {games} games through one Mosquitto"
                      f"{' (TCP_NODELAY on every socket)' if args.nodelay else ''}\n", flush=True)
                scale_broker = broker
                if args.nodelay:
                    scale_broker = BenchBroker(Path(folder) / "scale-nodelay", nodelay=True).start()
                try:
                    text, words, _figures = scale_run(scale_broker, games, args.workers, args.pace, seconds,
                                                      args.warmup, args.nodelay)
                finally:
                    if scale_broker is not broker:
                        scale_broker.stop()
                print(text + "\n")
                print(words + "\n")
        finally:
            broker.stop()
    print(f"{time.monotonic() - began:.0f} s in all; load average {' '.join(f'{x:.2f}' for x in os.getloadavg())}")


if __name__ == "__main__":
    main()
