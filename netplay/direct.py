"""The carrier on a home network: the host's app is the post office itself, so nobody installs a broker.

`DirectServer` listens on a TCP port; guests connect to it with `DirectLink`, and the host's own room uses
`server.local_link(...)` in-process. Like a broker, the server only routes `(topic, payload)` pairs: every payload
is sealed by the room (`seal.py`) and never looked into here.

Each frame on the wire:

    4 bytes   big-endian length of the rest of the frame
    1 byte    kind: SUBSCRIBE, PUBLISH, RETAIN (publish retained) or PING
    2 bytes   big-endian length of the topic, then the topic in UTF-8
    the rest  the payload

A client subscribes with one SUBSCRIBE frame per topic (no payload); the server sends every publish on a topic to
every connection subscribed to exactly that topic, and keeps the last retained payload of a topic for later
subscribers (an empty one clears it). Both sides send PING (no topic, no payload) every few seconds and drop a
connection not heard from for `SILENT_SECONDS`.

Everything that comes from the network is hostile: the server caps frame and topic sizes, topics and connections,
limits each connection's rate, closes a connection that breaks the format or does not read what it is sent (its
output buffer is bounded), and, because the server is the host's own hub, lets the network speak only to the
host: a guest's publish reaches the topics the host's room follows (its `c` topic), and only the host retains.
So nobody on the network can plant a room card or a broadcast for the other guests.

Standard library only: one thread per server (selectors) and one per guest's link.
"""

from __future__ import annotations

import collections
import logging
import selectors
import socket
import struct
import threading
import time
from collections.abc import Callable

from .seal import MAX_PAYLOAD

log = logging.getLogger("netplay.direct")

SUBSCRIBE, PUBLISH, RETAIN, PING = 1, 2, 3, 4
KINDS = (SUBSCRIBE, PUBLISH, RETAIN, PING)
MAX_TOPIC = 200  # bytes of UTF-8 (a room's topics are under 60)
#: The longest frame after its length field: kind, topic length, topic, payload.
MAX_FRAME = 1 + 2 + MAX_TOPIC + MAX_PAYLOAD
MAX_TOPICS = 64  # per connection (a guest follows 3)
MAX_CONNECTIONS = 100
#: Frames a connection may send: a burst of BURST, then RATE a second. A payload costs one frame per
#: COST_BYTES more, so a flood of big frames is throttled sooner than one of small ones.
RATE, BURST, COST_BYTES = 200.0, 400.0, 16_384
#: Frames dropped for going over the rate before the connection is closed.
STRIKES = 400
#: Bytes waiting to be written to one connection before it counts as not reading (and is closed).
OUT_LIMIT = 4 * MAX_FRAME
PING_SECONDS = 5.0
SILENT_SECONDS = 20.0
#: What a guest's link keeps to send while it is not connected (the oldest go first when it is full).
OUTBOX_LIMIT = 10_000
RECV_BYTES = 65_536

_HEAD = struct.Struct(">IBH")  # length, kind, topic length


class Garbage(ValueError):
    """The other side broke the wire format: the connection is closed."""


def frame(kind: int, topic: str = "", payload: bytes = b"") -> bytes:
    encoded = topic.encode()
    return _HEAD.pack(3 + len(encoded) + len(payload), kind, len(encoded)) + encoded + payload


def _parse(body: bytes) -> tuple[int, str, bytes]:
    kind, size = body[0], int.from_bytes(body[1:3], "big")
    if kind not in KINDS or size > MAX_TOPIC or 3 + size > len(body):
        raise Garbage("bad kind or topic length")
    try:
        topic = body[3:3 + size].decode("utf-8")
    except UnicodeDecodeError:
        raise Garbage("topic is not UTF-8") from None
    payload = body[3 + size:]
    if kind == PING:
        if topic or payload:
            raise Garbage("a ping carries nothing")
    elif not topic or not topic.isprintable() or (kind == SUBSCRIBE and payload):
        raise Garbage("bad topic or subscription")
    return kind, topic, payload


class Reader:
    """Cuts a byte stream into checked frames; refuses an oversized frame as soon as its length arrives, so no
    more than one frame (plus one read) is ever buffered."""

    def __init__(self) -> None:
        self._buffer = bytearray()

    def feed(self, data: bytes) -> list[tuple[int, str, bytes]]:
        self._buffer += data
        frames = []
        while len(self._buffer) >= 4:
            size = int.from_bytes(self._buffer[:4], "big")
            if not 3 <= size <= MAX_FRAME:
                raise Garbage("bad frame length")
            if len(self._buffer) < 4 + size:
                break
            frames.append(_parse(bytes(self._buffer[4:4 + size])))
            del self._buffer[:4 + size]
        return frames


class _Wake:
    """A socket pair that wakes a selector loop when another thread has left it work."""

    def __init__(self) -> None:
        self.reader, self._writer = socket.socketpair()
        self.reader.setblocking(False)
        self._writer.setblocking(False)

    def __call__(self) -> None:
        try:
            self._writer.send(b"\0")
        except OSError:  # full (a wake is already pending) or closed
            pass

    def drain(self) -> None:
        try:
            while self.reader.recv(4096):
                pass
        except OSError:
            pass

    def close(self) -> None:
        self.reader.close()
        self._writer.close()


def _safely(fn: Callable, *args) -> None:
    """Calls the room's own callback: a failure there must not stop the carrier's thread."""
    try:
        fn(*args)
    except Exception:  # noqa: BLE001
        log.exception("the room failed on a message")


# -------------------------------------------------------------------------------------------------------------- server
class _Peer:
    """A connection from the network, as the server sees it."""

    def __init__(self, sock: socket.socket, address, now: float):
        self.sock = sock
        self.address = address
        self.reader = Reader()
        self.out = bytearray()  # bounded by OUT_LIMIT
        self.topics: set[str] = set()
        self.tokens, self.refilled, self.strikes = BURST, now, 0
        self.heard = self.pinged = now
        self.writing = False  # whether the selector also waits for the socket to take more
        self.closed = False

    def allow(self, cost: int, now: float) -> bool:
        self.tokens = min(BURST, self.tokens + (now - self.refilled) * RATE)
        self.refilled = now
        if self.tokens < cost:
            self.strikes += 1
            return False
        self.tokens -= cost
        return True


class LocalLink:
    """The host's room on its own server, without a socket; the same interface as `MqttLink` and `DirectLink`.
    `deliver` and `connected` are called from the server's thread."""

    def __init__(self, server: DirectServer, topics: list[str], deliver: Callable[[str, bytes], None],
                 connected: Callable[[], None] = lambda: None):
        self.server = server
        self.topics = list(topics)
        self.deliver = deliver
        self.connected = connected
        self.up = threading.Event()

    def start(self) -> None:
        self.server._post(self.server._attach, self)

    def wait(self, seconds: float) -> bool:
        return self.up.wait(seconds)

    def publish(self, topic: str, payload: bytes, retain: bool = False) -> None:
        self.server._post(self.server._route, topic, bytes(payload), retain)

    def stop(self) -> None:
        self.up.clear()
        self.server._post(self.server._detach, self)


class DirectServer:
    """The host's own hub on `port` (0: a free one, see `.port`). `start()`, `local_link(...)`, `stop()`."""

    def __init__(self, port: int = 0, host: str = "0.0.0.0"):
        self._listener = socket.create_server((host, port), backlog=32)
        self._listener.setblocking(False)
        self.port: int = self._listener.getsockname()[1]
        self._selector = selectors.DefaultSelector()
        self._wake = _Wake()
        self._selector.register(self._listener, selectors.EVENT_READ, "listener")
        self._selector.register(self._wake.reader, selectors.EVENT_READ, "wake")
        self._jobs: collections.deque = collections.deque()  # from other threads: (fn, args)
        self._peers: set[_Peer] = set()
        self._subscribers: dict[str, set[_Peer | LocalLink]] = collections.defaultdict(set)
        self._retained: dict[str, bytes] = {}
        self._stopping = False
        self._thread = threading.Thread(target=self._run, name="netplay-direct", daemon=True)

    def start(self) -> DirectServer:
        self._thread.start()
        return self

    def local_link(self, topics: list[str], deliver: Callable[[str, bytes], None],
                   connected: Callable[[], None] = lambda: None) -> LocalLink:
        return LocalLink(self, topics, deliver, connected)

    def stop(self) -> None:
        """Closes every connection, once what the host sent last (its goodbye) is on its way."""
        self._stopping = True
        self._wake()
        if not self._thread.is_alive() and self._thread.ident is None:  # never started
            self._run()
        elif threading.current_thread() is not self._thread:
            self._thread.join(5)

    @property
    def connections(self) -> int:
        return len(self._peers)

    # -- the server's thread owns everything below; other threads only `_post` to it
    def _post(self, fn: Callable, *args) -> None:
        self._jobs.append((fn, args))
        self._wake()

    def _run(self) -> None:
        next_check = 0.0
        try:
            while not self._stopping:
                # the host's messages a batch at a time, so that the network is served between batches
                for key, events in self._selector.select(0 if self._jobs else 0.25):
                    if key.data == "listener":
                        self._accept()
                    elif key.data == "wake":
                        self._wake.drain()
                    else:
                        self._ready(key.data, events)
                for _ in range(min(len(self._jobs), 64)):
                    fn, args = self._jobs.popleft()
                    fn(*args)
                now = time.monotonic()
                if now >= next_check:  # keepalive, a few times a second at most however busy the server is
                    next_check = now + 0.25
                    for peer in list(self._peers):
                        if now - peer.heard > SILENT_SECONDS:
                            self._close(peer, "silent")
                        elif now - peer.pinged >= PING_SECONDS:
                            peer.pinged = now
                            self._send(peer, frame(PING))
        except Exception:  # noqa: BLE001 - a bug here must at least be seen
            log.exception("the direct server failed")
        finally:
            while self._jobs:
                fn, args = self._jobs.popleft()
                fn(*args)
            for peer in list(self._peers):
                if peer.out and not peer.closed:
                    self._flush(peer)
                self._close(peer, "stopping")
            self._selector.close()
            self._listener.close()
            self._wake.close()

    def _accept(self) -> None:
        try:
            sock, address = self._listener.accept()
        except OSError:
            return
        if len(self._peers) >= MAX_CONNECTIONS:
            log.info("refused %s: already %d connections", address, len(self._peers))
            sock.close()
            return
        sock.setblocking(False)
        sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)  # moves are small and want to go at once
        peer = _Peer(sock, address, time.monotonic())
        self._peers.add(peer)
        self._selector.register(sock, selectors.EVENT_READ, peer)

    def _ready(self, peer: _Peer, events: int) -> None:
        if peer.closed:
            return
        if events & selectors.EVENT_WRITE:
            self._flush(peer)
        if events & selectors.EVENT_READ and not peer.closed:
            try:
                data = peer.sock.recv(RECV_BYTES)
            except (BlockingIOError, InterruptedError):
                return
            except OSError:
                data = b""
            if not data:
                self._close(peer, "gone")
                return
            try:
                frames = peer.reader.feed(data)
            except Garbage as exc:
                self._close(peer, str(exc))
                return
            now = time.monotonic()
            peer.heard = now
            for kind, topic, payload in frames:
                if peer.closed:
                    return
                if not peer.allow(1 + len(payload) // COST_BYTES, now):
                    if peer.strikes > STRIKES:
                        self._close(peer, "flooding")
                    continue
                if kind == SUBSCRIBE:
                    self._subscribe(peer, topic)
                elif kind == PUBLISH and self._hosted(topic):
                    self._route(topic, payload, False)
                # PING only counts as being heard; RETAIN and publishes the host does not follow are dropped

    def _hosted(self, topic: str) -> bool:
        """Whether the host's room follows `topic`: the only topics the network may publish to."""
        return any(isinstance(s, LocalLink) for s in self._subscribers.get(topic, ()))

    def _subscribe(self, peer: _Peer, topic: str) -> None:
        if topic in peer.topics:
            return
        if len(peer.topics) >= MAX_TOPICS:
            self._close(peer, "too many topics")
            return
        peer.topics.add(topic)
        self._subscribers[topic].add(peer)
        if topic in self._retained:
            self._send(peer, frame(PUBLISH, topic, self._retained[topic]))

    def _attach(self, link: LocalLink) -> None:
        for topic in link.topics:
            self._subscribers[topic].add(link)
        link.up.set()
        _safely(link.connected)
        for topic in link.topics:
            if topic in self._retained:
                _safely(link.deliver, topic, self._retained[topic])

    def _detach(self, link: LocalLink) -> None:
        for topic in link.topics:
            self._unsubscribe(link, topic)

    def _unsubscribe(self, subscriber: _Peer | LocalLink, topic: str) -> None:
        subscribers = self._subscribers.get(topic)
        if subscribers is not None:
            subscribers.discard(subscriber)
            if not subscribers:
                del self._subscribers[topic]

    def _route(self, topic: str, payload: bytes, retain: bool) -> None:
        if len(payload) > MAX_PAYLOAD or len(topic.encode()) > MAX_TOPIC:
            log.warning("dropped an oversized message on %s", topic)  # every client would refuse it as garbage
            return
        if retain:
            if payload:
                self._retained[topic] = payload
            else:
                self._retained.pop(topic, None)
        data = None
        for subscriber in list(self._subscribers.get(topic, ())):
            if isinstance(subscriber, LocalLink):
                _safely(subscriber.deliver, topic, payload)
            else:
                data = data or frame(PUBLISH, topic, payload)
                self._send(subscriber, data)

    def _send(self, peer: _Peer, data: bytes) -> None:
        if peer.closed:
            return
        was_empty = not peer.out
        peer.out += data
        if was_empty or len(peer.out) > OUT_LIMIT:
            self._flush(peer)
        if len(peer.out) > OUT_LIMIT:
            self._close(peer, "not reading")  # a slow reader must not hold the server's memory

    def _flush(self, peer: _Peer) -> None:
        try:
            sent = peer.sock.send(peer.out)
        except (BlockingIOError, InterruptedError):
            sent = 0
        except OSError:
            self._close(peer, "broken")
            return
        del peer.out[:sent]
        if peer.writing != bool(peer.out):
            peer.writing = bool(peer.out)
            self._selector.modify(peer.sock, selectors.EVENT_READ | (selectors.EVENT_WRITE if peer.writing else 0),
                                  peer)

    def _close(self, peer: _Peer, why: str) -> None:
        if peer.closed:
            return
        peer.closed = True
        if why not in ("gone", "stopping"):
            log.info("closed %s: %s", peer.address, why)
        for topic in peer.topics:
            self._unsubscribe(peer, topic)
        self._peers.discard(peer)
        try:
            self._selector.unregister(peer.sock)
        except (KeyError, ValueError):
            pass
        peer.sock.close()


# --------------------------------------------------------------------------------------------------------------- guest
class DirectLink:
    """A guest's connection to a host's `DirectServer`: the interface of `MqttLink` (`start`, `wait`, `publish`,
    `stop`, `up`); `deliver` and `connected` are called from the link's own thread. Reconnects by itself, waiting
    1 s, then up to 8 s, between attempts."""

    def __init__(self, host: str, port: int, topics: list[str], deliver: Callable[[str, bytes], None],
                 connected: Callable[[], None] = lambda: None, name: str = "ludoteca"):
        self.host, self.port = host, port
        self.topics = list(topics)
        self._deliver = deliver
        self._connected = connected
        self.up = threading.Event()
        self._outbox: collections.deque[bytes] = collections.deque(maxlen=OUTBOX_LIMIT)
        self._lock = threading.Lock()
        self._wake = _Wake()
        self._stopping = threading.Event()
        self._thread = threading.Thread(target=self._run, name=f"{name}-direct", daemon=True)

    def start(self) -> None:
        self._thread.start()

    def wait(self, seconds: float) -> bool:
        return self.up.wait(seconds)

    def publish(self, topic: str, payload: bytes, retain: bool = False) -> None:
        with self._lock:
            self._outbox.append(frame(RETAIN if retain else PUBLISH, topic, bytes(payload)))
        self._wake()

    def stop(self) -> None:
        """Sends what is waiting (for a second at most: a guest's goodbye), then closes."""
        self._stopping.set()
        self._wake()
        if self._thread.is_alive():
            self._thread.join(5)
        self._wake.close()

    def _run(self) -> None:
        delay = 1.0
        while not self._stopping.is_set():
            try:
                sock = socket.create_connection((self.host, self.port), timeout=5)
            except OSError as exc:
                log.info("cannot reach %s:%d (%s): trying again in %.0f s", self.host, self.port, exc, delay)
            else:
                delay = 1.0
                try:
                    self._session(sock)
                except (OSError, Garbage) as exc:
                    log.info("lost %s:%d (%s): reconnecting", self.host, self.port, exc)
                finally:
                    self.up.clear()
                    sock.close()
            if self._stopping.wait(delay):
                break
            delay = min(8.0, delay * 2)

    def _session(self, sock: socket.socket) -> None:
        sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
        sock.setblocking(False)
        reader = Reader()
        out = bytearray(b"".join(frame(SUBSCRIBE, topic) for topic in self.topics))
        with selectors.DefaultSelector() as selector:
            selector.register(sock, selectors.EVENT_READ)
            selector.register(self._wake.reader, selectors.EVENT_READ)
            self.up.set()
            _safely(self._connected)
            heard = pinged = time.monotonic()
            while True:
                with self._lock:
                    out += b"".join(self._outbox)
                    self._outbox.clear()
                if self._stopping.is_set():
                    sock.settimeout(1.0)
                    sock.sendall(out)
                    return
                if out:
                    try:
                        del out[:sock.send(out)]
                    except (BlockingIOError, InterruptedError):
                        pass
                selector.modify(sock, selectors.EVENT_READ | (selectors.EVENT_WRITE if out else 0))
                for key, _events in selector.select(min(1.0, PING_SECONDS)):
                    if key.fileobj is self._wake.reader:
                        self._wake.drain()
                        continue
                    try:
                        data = sock.recv(RECV_BYTES)
                    except (BlockingIOError, InterruptedError):
                        continue
                    if not data:
                        raise OSError("the host closed the connection")
                    heard = time.monotonic()
                    for kind, topic, payload in reader.feed(data):
                        if kind == PUBLISH and topic in self.topics:
                            _safely(self._deliver, topic, payload)
                now = time.monotonic()
                if now - heard > SILENT_SECONDS:
                    raise OSError("the host is silent")
                if now - pinged > PING_SECONDS:
                    pinged = now
                    out += frame(PING)
