"""The home network's carrier: a host serving its room itself (`netplay/direct.py`), guests connecting to it
directly, and rooms announced and found with zeroconf (`netplay/announce.py`).

Whole games run as separate processes on loopback (the pattern of `tests/netplay_run.py`); the server's defences
against hostile connections are checked both in-process (exact limits) and against a real host while it plays.
"""

from __future__ import annotations

import re
import secrets
import socket
import struct
import threading
import time
from pathlib import Path

import pytest

from netplay import announce, carrier, direct
from netplay.direct import MAX_FRAME, PING, PUBLISH, RETAIN, SUBSCRIBE, DirectLink, DirectServer, frame
from netplay.invite import Invite
from netplay.mqtt import MqttLink
from netplay.topics import Topics
from tests.netplay_run import last_json, start, start_spectator, wait_for_code

LOOPBACK = "127.0.0.1"


# ------------------------------------------------------------------------------------------------------------- helpers
def until(check, seconds: float = 5.0) -> bool:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if check():
            return True
        time.sleep(0.02)
    return check()


def raw(port: int, *frames: bytes) -> socket.socket:
    sock = socket.create_connection((LOOPBACK, port), timeout=5)
    for data in frames:
        sock.sendall(data)
    return sock


def closed_by_server(sock: socket.socket, seconds: float = 5.0) -> bool:
    """Whether the server closes `sock` within `seconds` (reading and dropping what it still sends)."""
    sock.settimeout(seconds)
    try:
        while sock.recv(65536):
            pass
        return True
    except (ConnectionResetError, BrokenPipeError):
        return True
    except TimeoutError:
        return False
    finally:
        sock.close()


class Inbox:
    """A link's `deliver` and `connected`, recorded."""

    def __init__(self):
        self.messages: list[tuple[str, bytes]] = []
        self.connections = 0

    def deliver(self, topic: str, payload: bytes) -> None:
        self.messages.append((topic, payload))

    def connected(self) -> None:
        self.connections += 1

    def payloads(self, topic: str) -> list[bytes]:
        return [p for t, p in self.messages if t == topic]


@pytest.fixture
def server():
    """A direct server on loopback with the host's room following `c` (the clients' topic) through `host`."""
    hub = DirectServer(0, LOOPBACK).start()
    hub.inbox = Inbox()
    hub.host = hub.local_link(["c"], hub.inbox.deliver, hub.inbox.connected)
    hub.host.start()
    assert hub.host.wait(2)
    yield hub
    hub.stop()


def guest_link(hub: DirectServer, topics: list[str]) -> tuple[DirectLink, Inbox]:
    """A guest's link, connected and subscribed: a frame to the host made the round trip after its subscriptions
    (the server reads a connection's frames in order)."""
    inbox = Inbox()
    link = DirectLink(LOOPBACK, hub.port, topics, inbox.deliver, inbox.connected)
    link.start()
    assert link.wait(5)
    token = secrets.token_bytes(8)
    link.publish("c", token)
    assert until(lambda: token in hub.inbox.payloads("c"))
    hub.inbox.messages.remove(("c", token))
    return link, inbox


def serve_room(folder: Path, game: str, seats: int, remote: list[int], options: dict, *extra: str,
               ) -> tuple[object, str, str]:
    """A host process serving its room on a free loopback port: (process, code, direct:// address)."""
    folder.mkdir(parents=True, exist_ok=True)
    args = ["host", "--game", game, "--seats", str(seats), "--remote", ",".join(map(str, remote)), "--level", "easy",
            "--think", "0.05", "--seed", "7", "--timeout", "60", "--code-file", str(folder / "code"),
            "--serve", "--interface", LOOPBACK, *extra]
    for key, value in options.items():
        args += ["--option", f"{key}={value}"]
    host = start(args, folder / "host.log")
    code = wait_for_code(folder / "code", host)
    port = re.search(r"serving on (\d+)", (folder / "host.log").read_text())  # written before the code
    assert port, (folder / "host.log").read_text()
    return host, code, f"direct://{LOOPBACK}:{port.group(1)}"


def same_end(host: dict, others: list[dict]) -> None:
    assert host["outcome"] is not None and host["moves"] > 0
    for client in others:
        assert (client["outcome"], client["moves"], client["hash"]) == (host["outcome"], host["moves"], host["hash"])


# ---------------------------------------------------------------------------------------------------- the wire format
def test_frames_are_cut_from_any_stream():
    data = frame(SUBSCRIBE, "a/b") + frame(PUBLISH, "ü/c", b"\x00\xff" * 100) + frame(PING) + frame(RETAIN, "i")
    reader, frames = direct.Reader(), []
    for k in range(len(data)):
        frames += reader.feed(data[k:k + 1])
    assert frames == [(SUBSCRIBE, "a/b", b""), (PUBLISH, "ü/c", b"\x00\xff" * 100), (PING, "", b""), (RETAIN, "i", b"")]


@pytest.mark.parametrize("data", [
    struct.pack(">IBH", 3, 99, 0),  # no such kind
    struct.pack(">I", MAX_FRAME + 1),  # too long: refused before it is read
    struct.pack(">I", 2) + b"\x02\x00",  # too short for a head
    struct.pack(">IBH", 5, PUBLISH, 9) + b"ab",  # the topic runs past the frame
    struct.pack(">IBH", 3 + 201, SUBSCRIBE, 201) + b"t" * 201,  # topic too long
    struct.pack(">IBH", 5, PUBLISH, 2) + b"\xff\xfe",  # not UTF-8
    struct.pack(">IBH", 4, PUBLISH, 1) + b"\n",  # a control character
    struct.pack(">IBH", 3, PUBLISH, 0),  # no topic
    struct.pack(">IBH", 5, SUBSCRIBE, 1) + b"tx",  # a subscription with a payload
    struct.pack(">IBH", 4, PING, 0) + b"x",  # a ping with a payload
    b"GET / HTTP/1.1\r\nHost: x\r\n\r\n",
], ids=["kind", "oversized", "short", "topic-past-end", "long-topic", "not-utf8", "control", "no-topic",
        "subscribe-payload", "ping-payload", "http"])
def test_garbage_closes_the_connection_and_nothing_else(server, data):
    link, inbox = guest_link(server, ["h"])
    assert closed_by_server(raw(server.port, data))
    server.host.publish("h", b"still here")
    assert until(lambda: inbox.payloads("h") == [b"still here"])
    link.stop()


# ---------------------------------------------------------------------------------------------------------- routing
def test_routing_retained_messages_and_order(server):
    server.host.publish("i", b"card", retain=True)
    link, inbox = guest_link(server, ["i", "h", "p/1"])
    assert until(lambda: inbox.payloads("i") == [b"card"])
    for k in range(300):
        server.host.publish("h", b"%d" % k)
    server.host.publish("p/2", b"not for this guest")
    for k in range(300):
        link.publish("c", b"%d" % k)
    assert until(lambda: len(inbox.payloads("h")) == 300 and len(server.inbox.payloads("c")) == 300)
    assert inbox.payloads("h") == [b"%d" % k for k in range(300)]  # in order
    assert server.inbox.payloads("c") == [b"%d" % k for k in range(300)]
    assert inbox.payloads("p/1") == [] and inbox.connections == 1 and server.inbox.connections == 1

    # the network speaks only to the host: no card, broadcast or retained message planted for the others
    link.publish("i", b"forged card", retain=True)
    link.publish("h", b"forged broadcast")
    link.publish("c", b"after")
    assert until(lambda: server.inbox.payloads("c")[-1:] == [b"after"])
    later, later_inbox = guest_link(server, ["i", "h"])
    server.host.publish("h", b"mark")
    assert until(lambda: later_inbox.payloads("h") == [b"mark"])
    assert later_inbox.payloads("i") == [b"card"] and b"forged broadcast" not in inbox.payloads("h")

    server.host.publish("i", b"", retain=True)  # an empty retained message clears it
    third, third_inbox = guest_link(server, ["i", "h"])
    server.host.publish("h", b"mark")
    assert until(lambda: third_inbox.payloads("h") == [b"mark"]) and third_inbox.payloads("i") == []
    for each in (link, later, third):
        each.stop()


def test_the_carrier_follows_the_address():
    assert isinstance(carrier.connect("direct://127.0.0.1:4000", ["t"], print), DirectLink)
    assert isinstance(carrier.connect("mqtt://127.0.0.1:1883", ["t"], print), MqttLink)
    assert isinstance(carrier.connect("localhost:1883", ["t"], print), MqttLink)
    assert carrier.parse_direct("direct://[::1]:9") == ("::1", 9)
    for bad in ("direct://host", "direct://:80", "direct://host:99999", "direct://host:80/x", "ftp://host"):
        with pytest.raises(ValueError):
            carrier.check(bad)


def test_the_command_line_refuses_what_cannot_work(capsys):
    from netplay.cli import main

    taken = socket.create_server((LOOPBACK, 0))
    base = ["host", "--game", "abalone", "--remote", "1", "--timeout", "1"]
    for argv, why in (
            (base + ["--broker", "direct://127.0.0.1:9"], "--serve"),
            (base + ["--serve", str(taken.getsockname()[1]), "--interface", LOOPBACK], "cannot serve"),
            (["join"], "invite code (or --lan)"),
            (["watch", "7KQ3-X9M2-P4TD-W8H5", "--broker", "direct://127.0.0.1"], "not a room address")):
        assert main(argv) == 2
        assert why in capsys.readouterr().err
    taken.close()


def test_a_guest_reconnects_when_the_host_comes_back():
    hub = DirectServer(0, LOOPBACK).start()
    hub.inbox = Inbox()
    hub.local_link(["c"], hub.inbox.deliver).start()
    link, guest = guest_link(hub, ["h"])
    port = hub.port
    hub.stop()
    assert until(lambda: not link.up.is_set())
    hub = DirectServer(port, LOOPBACK).start()  # the same address again, as a host whose app restarted
    hub.inbox = Inbox()
    hub.local_link(["c"], hub.inbox.deliver).start()
    assert link.wait(5) and guest.connections == 2
    link.publish("c", b"back")
    assert until(lambda: hub.inbox.payloads("c") == [b"back"])
    link.stop()
    hub.stop()


# ------------------------------------------------------------------------------------------------------ hostile peers
def test_limits_on_topics_connections_and_silence(server, monkeypatch):
    too_many = raw(server.port, b"".join(frame(SUBSCRIBE, f"t/{k}") for k in range(direct.MAX_TOPICS + 1)))
    assert closed_by_server(too_many)

    monkeypatch.setattr(direct, "MAX_CONNECTIONS", 4)
    kept = [raw(server.port, frame(SUBSCRIBE, "h")) for _ in range(4)]
    assert until(lambda: server.connections == 4)
    assert closed_by_server(raw(server.port), 2)  # the fifth is closed at once
    for sock in kept:
        sock.close()
    assert until(lambda: server.connections == 0)

    monkeypatch.setattr(direct, "PING_SECONDS", 0.2)
    monkeypatch.setattr(direct, "SILENT_SECONDS", 1.5)
    silent = raw(server.port)
    link, _inbox = guest_link(server, ["h"])  # it pings, so it stays
    assert closed_by_server(silent, 4)
    time.sleep(1.5)
    assert link.up.is_set() and server.connections == 1
    link.stop()


def test_a_flood_is_throttled_then_closed(server):
    flood = raw(server.port)
    began = time.monotonic()
    try:
        flood.sendall(b"".join(frame(PUBLISH, "c", b"x" * 20) for _ in range(20_000)))
    except (ConnectionResetError, BrokenPipeError):
        pass
    assert closed_by_server(flood)
    elapsed = time.monotonic() - began
    got = len(server.inbox.payloads("c"))
    assert 0 < got <= direct.BURST + direct.RATE * elapsed + 1


def test_a_slow_reader_is_closed_without_holding_up_the_others(server):
    slow = socket.socket()
    slow.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)
    slow.connect((LOOPBACK, server.port))
    slow.sendall(frame(SUBSCRIBE, "h"))
    link, inbox = guest_link(server, ["h"])
    assert until(lambda: server.connections == 2)
    chunk = secrets.token_bytes(256 * 1024)
    for _ in range(60):  # 15 MiB, at 25 MiB/s: more than the kernel's buffers and the server's own
        server.host.publish("h", chunk)
        time.sleep(0.01)
    assert until(lambda: len(inbox.payloads("h")) == 60, 15)
    assert until(lambda: server.connections == 1)
    assert closed_by_server(slow)
    link.stop()


def test_hostile_clients_do_not_stop_a_room(tmp_path):
    """Garbage, oversized frames, too many topics, a flood, forged cards and a reader that never reads, thrown at
    a host while its guest and a spectator play a whole game through it."""
    host, code, url = serve_room(tmp_path, "abalone", 2, [1], {"marbles_to_win": 1}, "--no-announce")
    port = int(url.rsplit(":", 1)[1])
    topics = Topics(Invite.parse(code))
    hostile = [raw(port, data) for data in (
        struct.pack(">IBH", 3, 77, 0), struct.pack(">I", MAX_FRAME + 1), struct.pack(">IBH", 5, PUBLISH, 2) + b"\xc3(",
        b"".join(frame(SUBSCRIBE, f"{topics.host}/{k}") for k in range(direct.MAX_TOPICS + 1)))]
    flood = raw(port)
    forger = raw(port, frame(RETAIN, topics.card, b"forged card"), frame(PUBLISH, topics.card, b"forged card"),
                 frame(PUBLISH, topics.host, b"forged broadcast"))
    slow = socket.socket()
    slow.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)
    slow.connect((LOOPBACK, port))
    slow.sendall(frame(SUBSCRIBE, topics.host) + frame(SUBSCRIBE, topics.card))

    def flooding() -> None:
        try:
            for _ in range(40):
                flood.sendall(b"".join(frame(PUBLISH, topics.clients, secrets.token_bytes(64)) for _ in range(500)))
        except OSError:
            pass
    flooder = threading.Thread(target=flooding)
    flooder.start()
    common = ["--broker", url, "--think", "0.05", "--timeout", "60"]
    watcher = start_spectator([code, *common], tmp_path / "watch.log")
    guest = start(["join", code, "--level", "easy", *common], tmp_path / "guest.log")
    for sock in hostile:
        assert closed_by_server(sock)
    flooder.join(10)
    assert closed_by_server(flood)
    host_json, guest_json, watch_json = last_json(host, 90), last_json(guest, 60), last_json(watcher, 60)
    assert [host.returncode, guest.returncode, watcher.returncode] == [0, 0, 0]
    same_end(host_json, [guest_json, watch_json])
    slow.close()
    forger.close()


# ------------------------------------------------------------------------------------------------------- whole games
def test_a_whole_game_served_by_the_host(tmp_path):
    """Triple Domino with three seats (hidden hands in each seat's own box), two guests and a spectator."""
    host, code, url = serve_room(tmp_path, "tripledomino", 3, [1, 2], {"target": 100}, "--no-announce")
    common = ["--broker", url, "--think", "0.05", "--timeout", "60"]
    watcher = start_spectator([code, *common], tmp_path / "watch.log")
    guests = [start(["join", code, "--level", "easy", *common], tmp_path / f"guest{k}.log") for k in range(2)]
    host_json = last_json(host, 90)
    others = [last_json(p, 60) for p in [*guests, watcher]]
    assert [p.returncode for p in [host, *guests, watcher]] == [0] * 4
    same_end(host_json, others)
    assert sorted(g["seat"] for g in others[:2]) == [1, 2] and others[2]["seat"] is None


# ------------------------------------------------------------------------------------------------------ announcements
def _loopback_multicast() -> str | None:
    """None when multicast datagrams go round on loopback here, else why not."""
    group, port = "224.0.0.251", 0
    try:
        with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as rx, socket.socket(socket.AF_INET,
                                                                                   socket.SOCK_DGRAM) as tx:
            rx.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
            rx.bind(("", port))
            port = rx.getsockname()[1]
            rx.setsockopt(socket.IPPROTO_IP, socket.IP_ADD_MEMBERSHIP,
                          socket.inet_aton(group) + socket.inet_aton(LOOPBACK))
            rx.settimeout(1)
            tx.setsockopt(socket.IPPROTO_IP, socket.IP_MULTICAST_IF, socket.inet_aton(LOOPBACK))
            tx.sendto(b"ludoteca", (group, port))
            rx.recv(64)
    except OSError as exc:
        return f"multicast does not go round on loopback on this machine ({exc}): zeroconf cannot be tried here"
    return None


@pytest.fixture
def multicast(monkeypatch):
    """A DNS-SD service type of this test's own (runs side by side do not see each other's rooms)."""
    why = _loopback_multicast()
    if why:
        pytest.skip(why)
    service = f"_ludo{secrets.token_hex(4)}._tcp.local."
    monkeypatch.setenv("NETPLAY_LAN_SERVICE", service)
    return service


def _txt(**changes) -> dict:
    invite = Invite.new()
    txt = {"v": "1", "game": "abalone", "free": "1", "room": invite.room_id, "code": invite.code()}
    txt.update(changes)
    return {k.encode(): v if isinstance(v, bytes) or v is None else v.encode() for k, v in txt.items()}


NAME = "Ana's room." + announce.SERVICE_TYPE


def test_an_announcement_is_read():
    txt = _txt()
    code = txt[b"code"].decode()
    txt[b"code"] = code.lower().replace("-", " ").encode()  # any spelling of the code
    found = announce.read_service(NAME, txt, ["10.9.8.7", "127.0.0.1"], 4242)
    assert found == announce.Found("Ana's room", "abalone", 1, found.host, 4242, code, txt[b"room"].decode(),
                                   ("10.9.8.7", "127.0.0.1"))
    assert found.host in found.addresses and found.url == f"direct://{found.host}:4242"
    unnamed = announce.read_service("\u202e\x07." + announce.SERVICE_TYPE, _txt(), ["10.0.0.1"], 1)
    assert unnamed.title == "Ludoteca abalone"  # nothing printable left of the name


@pytest.mark.parametrize(("name", "txt", "addresses", "port"), [
    (NAME, _txt(v="2"), ["10.0.0.1"], 1),
    (NAME, _txt(code="7KQ3-X9M2-P4TD-W8H6"), ["10.0.0.1"], 1),  # a typo: the check symbol is wrong
    (NAME, _txt(code=Invite.new().code()), ["10.0.0.1"], 1),  # another room's code
    (NAME, _txt(room="0" * 20), ["10.0.0.1"], 1),
    (NAME, _txt(game="Abalone!"), ["10.0.0.1"], 1),
    (NAME, _txt(game="a" * 80), ["10.0.0.1"], 1),
    (NAME, _txt(free="-1"), ["10.0.0.1"], 1),
    (NAME, _txt(free="99"), ["10.0.0.1"], 1),
    (NAME, _txt(free=None), ["10.0.0.1"], 1),
    (NAME, _txt(title=b"\xff\xfe"), ["10.0.0.1"], 1),
    (NAME, _txt(padding="x" * 300), ["10.0.0.1"], 1),
    (NAME, {b"v": b"1"}, ["10.0.0.1"], 1),
    (NAME, _txt(), [], 1),
    (NAME, _txt(), ["224.0.0.251", "0.0.0.0", "fe80::1", "not an address"], 1),
    (NAME, _txt(), ["10.0.0.1"], 0),
    (NAME, _txt(), ["10.0.0.1"], 70000),
    (NAME, _txt(), ["10.0.0.1"], "80"),
    ("Ana's room._other._tcp.local.", _txt(), ["10.0.0.1"], 1),
], ids=["version", "typo", "other-room", "room-id", "game", "long-game", "negative", "seats", "no-value",
        "not-utf8", "long-value", "missing", "no-address", "bad-addresses", "port-0", "port-big", "port-text",
        "other-type"])
def test_malformed_announcements_are_ignored(name, txt, addresses, port):
    assert announce.read_service(name, txt, addresses, port) is None


def test_instance_names():
    room = Invite.new().room_id
    assert announce.instance_name("Ana.s\x00 game", "abalone") == "Ana s game"
    assert announce.instance_name("   ", "halma", room) == f"Ludoteca halma ({room[:4]})"
    assert len(announce.instance_name("ü" * 100, "halma", room).encode()) <= announce.MAX_NAME_BYTES
    txt = _txt()
    name = announce.instance_name("Friday", "abalone", txt[b"room"].decode()) + "." + announce.SERVICE_TYPE
    assert announce.read_service(name, txt, ["10.0.0.1"], 1).title == "Friday"  # the tag is not shown


def test_rooms_are_announced_updated_and_withdrawn(multicast):
    rooms: list[list] = []
    browser = announce.Browser(rooms.append, interfaces=[LOOPBACK], service_type=multicast)
    invites = [Invite.new(), Invite.new()]
    first, second = (announce.Announcer("Friday", game, free, port, invite.code(), invite.room_id,
                                        interfaces=[LOOPBACK], service_type=multicast)
                     for game, free, port, invite in (("halma", 2, 4100, invites[0]), ("balance", 1, 4101, invites[1])))
    try:
        assert first.registered.wait(10) and second.registered.wait(10)
        found = browser.wait_for(lambda f: f.game == "balance", 10)
        assert found is not None and found.title == "Friday"  # the same title: their names carry the rooms' ids
        assert (found.host, found.port, found.code, found.free_seats) == (LOOPBACK, 4101, invites[1].code(), 1)
        second.update(0)
        assert browser.wait_for(lambda f: f.game == "balance" and f.free_seats == 0, 10)
        assert [f.title for f in browser.rooms()] == ["Friday", "Friday"]
        second.close()
        assert until(lambda: [f.game for f in browser.rooms()] == ["halma"], 10)
        assert until(lambda: rooms and rooms[-1] == browser.rooms())  # the callback runs just after
        assert [f.game for f in announce.browse(2, interfaces=[LOOPBACK], service_type=multicast)] == ["halma"]
    finally:
        first.close()
        browser.close()


def test_join_and_watch_a_room_found_on_the_network(tmp_path, multicast):
    """Abalone: the host announces its room; the spectator and the guest find it by the game, with no code."""
    host, _code, _url = serve_room(tmp_path, "abalone", 2, [0], {"marbles_to_win": 1}, "--name", "LAN game")
    common = ["--lan", "--game", "abalone", "--interface", LOOPBACK, "--think", "0.05", "--timeout", "60"]
    watcher = start_spectator(common, tmp_path / "watch.log")  # before the game can start
    guest = start(["join", "--level", "easy", *common], tmp_path / "guest.log")
    host_json, guest_json, watch_json = last_json(host, 90), last_json(guest, 60), last_json(watcher, 60)
    assert [host.returncode, guest.returncode, watcher.returncode] == [0, 0, 0]
    same_end(host_json, [guest_json, watch_json])
    assert guest_json["seat"] == 0 and "'LAN game' (abalone)" in (tmp_path / "guest.log").read_text()
    # the room is withdrawn with the game: nobody finds it any more
    lost = start(["watch", *common, "--timeout", "3"], tmp_path / "late.log")  # a spectator takes any room
    assert lost.wait(30) == 2 and "no room announced" in (tmp_path / "late.log").read_text()
