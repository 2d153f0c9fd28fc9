"""Which carrier takes a room's mail, from its address: a broker across the internet (`mqtt://`, `mqtts://`, or a
bare `host[:port]`: `mqtt.py`) or a host serving its room itself on the home network (`direct://host:port`:
`direct.py`).

Every link has the same interface: `start()`, `wait(seconds) -> bool`, `publish(topic, payload, retain=False)`,
`stop()` and `up` (a `threading.Event`); it calls `deliver(topic, payload)` from its own thread for each message
on its topics and `connected()` after every (re)connection, and reconnects by itself.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import Protocol
from urllib.parse import urlsplit

from .direct import DirectLink
from .mqtt import Broker, MqttLink

DIRECT = "direct"


class Link(Protocol):
    up: threading.Event

    def start(self) -> None: ...
    def wait(self, seconds: float) -> bool: ...
    def publish(self, topic: str, payload: bytes, retain: bool = False) -> None: ...
    def stop(self) -> None: ...


def parse_direct(url: str) -> tuple[str, int]:
    """`(host, port)` of a `direct://host:port` address (`direct://[::1]:port` for IPv6); ValueError otherwise."""
    parts = urlsplit(url)
    try:
        port = parts.port
    except ValueError:
        port = None
    if parts.scheme.lower() != DIRECT or not parts.hostname or not port or parts.path not in ("", "/"):
        raise ValueError(f"not a room address: {url!r} (expected direct://host:port)")
    return parts.hostname, port


def is_direct(url: str) -> bool:
    return url.lower().startswith(DIRECT + "://")


def check(url: str) -> str:
    """`url` if it is an address some carrier takes (ValueError otherwise), for checking it before connecting."""
    if is_direct(url):
        parse_direct(url)
    else:
        Broker.parse(url)
    return url


def connect(url: str, topics: list[str], deliver: Callable[[str, bytes], None],
            connected: Callable[[], None] = lambda: None, name: str = "ludoteca") -> Link:
    """A link (not started yet) to the carrier at `url`, following `topics`."""
    if is_direct(url):
        host, port = parse_direct(url)
        return DirectLink(host, port, topics, deliver, connected, name)
    return MqttLink(Broker.parse(url), topics, deliver, connected, name)
