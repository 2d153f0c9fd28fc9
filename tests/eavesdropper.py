"""Everything a room sends, as the broker sees it: a real MQTT client in the test that keeps every payload."""

from __future__ import annotations

import threading

import paho.mqtt.client as paho

from netplay.mqtt import Broker


class Eavesdropper:
    def __init__(self, url: str, topic: str = "ludoteca/#"):
        self.received: list[tuple[str, bytes]] = []
        self._lock = threading.Lock()
        self._ready = threading.Event()
        broker = Broker.parse(url)
        self.client = paho.Client(paho.CallbackAPIVersion.VERSION2, client_id="eavesdropper")
        self.client.on_connect = lambda c, u, f, r, p: (c.subscribe(topic, qos=1), self._ready.set())
        self.client.on_message = self._keep
        self.client.connect(broker.host, broker.port)
        self.client.loop_start()
        assert self._ready.wait(10), "the eavesdropper could not reach the broker"

    def _keep(self, client, userdata, message) -> None:
        with self._lock:
            self.received.append((message.topic, bytes(message.payload)))

    def payloads(self) -> list[tuple[str, bytes]]:
        with self._lock:
            return list(self.received)

    def stop(self) -> None:
        self.client.disconnect()
        self.client.loop_stop()
