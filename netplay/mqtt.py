"""The carrier across the internet: any MQTT 3.1.1 broker (Mosquitto, EMQX, VerneMQ, HiveMQ…), through paho-mqtt.

A room needs nothing of the broker but publish and subscribe with QoS 1 and one retained message (the room's
card): every payload is sealed end to end (`seal.py`), so the broker is a post office that cannot read the mail.
"""

from __future__ import annotations

import logging
import secrets
import threading
from collections.abc import Callable
from dataclasses import dataclass
from urllib.parse import unquote, urlsplit

import paho.mqtt.client as paho

from .seal import MAX_PAYLOAD

log = logging.getLogger("netplay.mqtt")

DEFAULT_PORTS = {"mqtt": 1883, "mqtts": 8883, "tcp": 1883, "ssl": 8883}


@dataclass(frozen=True)
class Broker:
    host: str
    port: int
    tls: bool = False
    username: str | None = None
    password: str | None = None

    @classmethod
    def parse(cls, url: str) -> Broker:
        """`mqtt://host[:port]` or `mqtts://user:password@host[:port]` (a bare `host[:port]` means mqtt://)."""
        if "://" not in url:
            url = "mqtt://" + url
        parts = urlsplit(url)
        if parts.scheme not in DEFAULT_PORTS or not parts.hostname:
            raise ValueError(f"not a broker address: {url!r} (expected mqtt://host:port)")
        try:
            port = parts.port or DEFAULT_PORTS[parts.scheme]
        except ValueError:
            raise ValueError(f"not a broker port in {url!r}") from None
        return cls(parts.hostname, port, parts.scheme in ("mqtts", "ssl"),
                   unquote(parts.username) if parts.username else None,
                   unquote(parts.password) if parts.password else None)

    def url(self) -> str:
        return f"{'mqtts' if self.tls else 'mqtt'}://{self.host}:{self.port}"


def _no_delay(sock) -> None:
    import socket

    try:
        sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
    except (OSError, AttributeError):  # not a TCP socket (a proxy, a test double): nothing to tune
        pass


class MqttLink:
    """One participant's connection: subscribes to `topics`, hands each message to `deliver(topic, payload)` (from
    paho's network thread) and tells `connected()` after every (re)connection; reconnects by itself."""

    def __init__(self, broker: Broker, topics: list[str], deliver: Callable[[str, bytes], None],
                 connected: Callable[[], None] = lambda: None, name: str = "ludoteca"):
        self.broker = broker
        self.topics = list(topics)
        self._deliver = deliver
        self._connected = connected
        self.up = threading.Event()
        client_id = f"{name}-{secrets.token_hex(6)}"
        self.client = paho.Client(paho.CallbackAPIVersion.VERSION2, client_id=client_id, protocol=paho.MQTTv311,
                                  clean_session=True)
        if broker.username:
            self.client.username_pw_set(broker.username, broker.password)
        if broker.tls:
            import ssl  # only here: a room on a home network needs no TLS, and the bundle may leave ssl out

            self.client.tls_set_context(ssl.create_default_context())
        self.client.max_inflight_messages_set(200)
        self.client.max_queued_messages_set(10_000)
        self.client.reconnect_delay_set(1, 8)
        # A move is small: sent at once, not held back by Nagle's algorithm until the last packet is acknowledged
        # (with Linux's delayed ACK that cost every guest's own move 40 ms; brokers want set_tcp_nodelay too).
        self.client.on_socket_open = lambda client, userdata, sock: _no_delay(sock)
        self.client.on_connect = self._on_connect
        self.client.on_disconnect = self._on_disconnect
        self.client.on_message = self._on_message

    def start(self) -> None:
        self.client.connect_async(self.broker.host, self.broker.port, keepalive=10)
        self.client.loop_start()

    def wait(self, seconds: float) -> bool:
        return self.up.wait(seconds)

    def publish(self, topic: str, payload: bytes, retain: bool = False) -> None:
        self.client.publish(topic, payload, qos=1, retain=retain)

    def stop(self) -> None:
        try:
            self.client.disconnect()
        finally:
            self.client.loop_stop()

    def _on_connect(self, client, userdata, flags, reason, properties) -> None:
        if reason.is_failure:
            log.warning("the broker %s refused the connection: %s", self.broker.url(), reason)
            return
        for topic in self.topics:
            client.subscribe(topic, qos=1)
        self.up.set()
        self._connected()

    def _on_disconnect(self, client, userdata, flags, reason, properties) -> None:
        self.up.clear()
        if reason.is_failure:
            log.info("lost the broker %s (%s): reconnecting", self.broker.url(), reason)

    def _on_message(self, client, userdata, message) -> None:
        if len(message.payload) <= MAX_PAYLOAD:
            self._deliver(message.topic, bytes(message.payload))
