"""Rooms on the home network, found without typing: a host serving its room itself (`direct.py`) announces it with
DNS-SD over multicast DNS (zeroconf, the way printers are found), and guests list what is announced.

The announcement (service type `_ludoteca._tcp.local.`, one instance per room, named after the room's title and
the start of its id, `Friday (3f2a)`, so that two rooms of the same title never share a name, not even on one
computer where mDNS cannot tell two responders apart)
carries the room's address and port, and a TXT record with the protocol version, the game, the free seats, the
room id and **the invite code**: picking a game from the list joins it at once. So on a home network the code is no
secret from the network: anyone on the same network can join a free seat or watch, as anyone the code was read to
could. What stays private stays so: hidden hands travel in boxes sealed to each seat's own key (`seal.py`), which a
spectator, another player or a listener on the network cannot open; and nobody can move for a seat that is not
theirs. A host who wants a room only for the people it reads the code to does not announce it (`--no-announce`).

Everything read from the network is hostile: a TXT value longer than `MAX_TXT`, a code that does not parse or does
not belong to the room id, a game id, a seat count, a port or an address that is not well-formed makes the whole
record ignored, and a browser keeps at most `MAX_ROOMS` rooms. IPv4 only.
"""

from __future__ import annotations

import ipaddress
import logging
import os
import queue
import re
import socket
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass

import ifaddr
from zeroconf import InterfaceChoice, IPVersion, ServiceBrowser, ServiceInfo, ServiceStateChange, Zeroconf

from .invite import BadCode, Invite
from .messages import MAX_SEATS, plain_text

log = logging.getLogger("netplay.announce")

SERVICE_TYPE = "_ludoteca._tcp.local."
VERSION = "1"
#: The longest TXT value read, in bytes (a code is 19, a room id 20).
MAX_TXT = 64
#: Rooms a browser keeps (a flood of announcements must not grow without end), and addresses per room.
MAX_ROOMS = 100
MAX_ADDRESSES = 8
#: The longest instance name, in bytes: DNS allows 63, and a clash appends `-2`.
MAX_NAME_BYTES = 56
RESOLVE_MS = 3000

_GAME = re.compile(r"[a-z][a-z0-9_]{0,31}")
_ROOM = re.compile(r"[0-9a-f]{20}")
_SEATS = re.compile(r"[0-9]{1,2}")


@dataclass(frozen=True)
class Found:
    """A room announced on the network: where to connect (`url`) and the code to join it with."""

    title: str
    game: str
    free_seats: int
    host: str
    port: int
    code: str
    room_id: str
    addresses: tuple[str, ...] = ()

    @property
    def url(self) -> str:
        return f"direct://{self.host}:{self.port}"


# ---------------------------------------------------------------------------------------------------------- announcing
class Announcer:
    """Announces one room until `close()`; `update(free_seats)` as seats are taken or freed. Registering takes a
    second or two (probing that the name is not taken), so it happens in a thread of its own and nothing here
    blocks the caller; a network where multicast does not work only gets a warning in the log."""

    def __init__(self, title: str, game_id: str, free_seats: int, port: int, code: str, room_id: str, *,
                 interfaces: list[str] | None = None, service_type: str | None = None):
        if Invite.parse(code).room_id != room_id:
            raise ValueError("the code is not the room's")
        service_type = service_type or default_service()
        interfaces = interfaces or default_interfaces()
        self.service_type = service_type
        self.interfaces = interfaces
        self._fields = {"title": title, "game": game_id, "port": port, "code": Invite.parse(code).code(),
                        "room": room_id}
        self._addresses = [socket.inet_aton(a) for a in own_addresses(interfaces)]
        self.name = f"{instance_name(title, game_id, room_id)}.{service_type}"
        self.registered = threading.Event()
        self._jobs: queue.Queue = queue.Queue()
        self._jobs.put(free_seats)
        self._thread = threading.Thread(target=self._run, name="netplay-announce", daemon=True)
        self._thread.start()

    def update(self, free_seats: int) -> None:
        self._jobs.put(free_seats)

    def close(self, seconds: float = 5.0) -> None:
        """Withdraws the announcement (the browsers drop the room) and stops."""
        self._jobs.put(None)
        self._thread.join(seconds)

    def _info(self, free_seats: int) -> ServiceInfo:
        f = self._fields
        return ServiceInfo(self.service_type, self.name, port=f["port"], addresses=self._addresses,
                           server=f"ludoteca-{f['room'][:12]}.local.",
                           properties={"v": VERSION, "game": f["game"], "free": str(max(0, min(free_seats, 99))),
                                       "room": f["room"], "code": f["code"]})

    def _run(self) -> None:
        try:
            zc = Zeroconf(interfaces=self.interfaces or InterfaceChoice.All, ip_version=IPVersion.V4Only)
        except OSError as exc:
            log.warning("cannot announce the room on this network: %s", exc)
            return
        info = None
        try:
            free = self._jobs.get()
            info = self._info(free)
            zc.register_service(info, allow_name_change=True)  # renamed `title-2` if the name is taken
            self.name = info.name
            self.registered.set()
            while (job := self._jobs.get()) is not None:
                while not self._jobs.empty() and job is not None:  # only the latest count matters
                    job = self._jobs.get()
                if job is None:
                    break
                if job != free:
                    free = job
                    info = self._info(free)
                    zc.update_service(info)
        except Exception:  # noqa: BLE001 - announcing is a convenience: the room goes on without it
            log.exception("announcing the room failed")
        finally:
            try:
                if info is not None and self.registered.is_set():
                    zc.unregister_service(info)
            finally:
                zc.close()


def instance_name(title: str, game_id: str, room_id: str = "") -> str:
    """A DNS-SD instance name from the room's title: plain text without dots (they would split the name), cut to
    fit `MAX_NAME_BYTES`, `Ludoteca <game>` when the title is empty, and the room's tag (see `_tag`)."""
    name = plain_text(title, 80).replace(".", " ").strip() or f"Ludoteca {game_id}"
    tag = _tag(room_id)
    while len((name + tag).encode()) > MAX_NAME_BYTES:
        name = name[:-1]
    return name.rstrip() + tag


def _tag(room_id: str) -> str:
    return f" ({room_id[:4]})" if room_id else ""


def default_interfaces() -> list[str] | None:
    """The addresses announcing and finding keep to when none are given: `NETPLAY_LAN_INTERFACES` (comma-separated
    IPv4 addresses; the tests set 127.0.0.1, so nothing of theirs leaves this computer), else every interface."""
    chosen = [a.strip() for a in os.environ.get("NETPLAY_LAN_INTERFACES", "").split(",") if _ipv4(a.strip())]
    return chosen or None


def default_service() -> str:
    """The DNS-SD service type: `NETPLAY_LAN_SERVICE` (test runs side by side do not find each other's rooms),
    else `SERVICE_TYPE`."""
    return os.environ.get("NETPLAY_LAN_SERVICE") or SERVICE_TYPE


def own_addresses(interfaces: list[str] | None = None) -> list[str]:
    """The IPv4 addresses a room is announced at: the interfaces given, or every address of this computer but
    loopback and link-local (loopback alone when there is nothing else)."""
    if interfaces:
        return [a for a in interfaces if _ipv4(a) is not None]
    found = []
    for adapter in ifaddr.get_adapters():
        for ip in adapter.ips:
            address = _ipv4(ip.ip) if isinstance(ip.ip, str) else None
            if address is not None and not address.is_loopback and not address.is_link_local:
                found.append(str(address))
    return found or ["127.0.0.1"]


def _ipv4(text) -> ipaddress.IPv4Address | None:
    try:
        return ipaddress.IPv4Address(text)
    except ValueError:
        return None


# ------------------------------------------------------------------------------------------------------------- finding
def read_service(name: str, properties: dict, addresses: list[str], port, service_type: str = SERVICE_TYPE,
                 ) -> Found | None:
    """The room an announcement describes, or None when anything in it is malformed (all of it is hostile)."""
    suffix = "." + service_type
    if not isinstance(name, str) or not name.endswith(suffix) or not isinstance(properties, dict):
        return None
    txt = {}
    for key, value in properties.items():
        if not isinstance(key, bytes) or not isinstance(value, bytes) or len(key) > 16 or len(value) > MAX_TXT:
            return None
        try:
            txt[key.decode("ascii")] = value.decode("utf-8")
        except UnicodeDecodeError:
            return None
    if txt.get("v") != VERSION or not isinstance(port, int) or not 0 < port < 65536:
        return None
    game, free, room, code = txt.get("game", ""), txt.get("free", ""), txt.get("room", ""), txt.get("code", "")
    if not (_GAME.fullmatch(game) and _SEATS.fullmatch(free) and int(free) <= MAX_SEATS and _ROOM.fullmatch(room)):
        return None
    try:
        invite = Invite.parse(code)
    except BadCode:
        return None
    if invite.room_id != room:
        return None  # a code that is not the room's: somebody's mistake or a trap
    usable = []
    for text in addresses[:MAX_ADDRESSES]:
        address = _ipv4(text)
        if address is not None and not (address.is_multicast or address.is_unspecified or address.is_reserved):
            usable.append(str(address))
    if not usable:
        return None
    title = name[:-len(suffix)]
    title = plain_text(title.removesuffix(_tag(room)), 80) or f"Ludoteca {game}"
    return Found(title, game, int(free), best_address(usable), port, invite.code(), room, tuple(usable))


def best_address(addresses: list[str]) -> str:
    """The address to connect to: the first one on a network this computer is on (a host with several
    networks announces them all), else the first."""
    local = []
    for adapter in ifaddr.get_adapters():
        for ip in adapter.ips:
            if isinstance(ip.ip, str):
                local.append(ipaddress.IPv4Network(f"{ip.ip}/{ip.network_prefix}", strict=False))
    return next((a for a in addresses if any(ipaddress.IPv4Address(a) in net for net in local)), addresses[0])


class Browser:
    """The rooms announced on the network, kept up to date until `close()`: `rooms()`, and `changed(rooms)` called
    (from zeroconf's thread) whenever the list changes, for the Join dialog's live list."""

    def __init__(self, changed: Callable[[list[Found]], None] = lambda rooms: None, *,
                 interfaces: list[str] | None = None, service_type: str | None = None):
        service_type = service_type or default_service()
        interfaces = interfaces or default_interfaces()
        self._changed = changed
        self.service_type = service_type
        self._rooms: dict[str, Found] = {}
        self._condition = threading.Condition()
        self._zc = Zeroconf(interfaces=interfaces or InterfaceChoice.All, ip_version=IPVersion.V4Only)
        self._browser = ServiceBrowser(self._zc, service_type, handlers=[self._on_change])

    def rooms(self) -> list[Found]:
        with self._condition:
            return sorted(self._rooms.values(), key=lambda f: (f.title.casefold(), f.room_id))

    def wait_for(self, accept: Callable[[Found], bool], seconds: float) -> Found | None:
        """The first room `accept` takes, waiting up to `seconds` for one to be announced."""
        deadline = time.monotonic() + seconds
        with self._condition:
            while True:
                found = next((f for f in self.rooms() if accept(f)), None)
                left = deadline - time.monotonic()
                if found is not None or left <= 0:
                    return found
                self._condition.wait(left)

    def close(self) -> None:
        self._browser.cancel()
        self._zc.close()

    def _on_change(self, zeroconf: Zeroconf, service_type: str, name: str, state_change: ServiceStateChange) -> None:
        found = None
        if state_change is not ServiceStateChange.Removed:
            try:
                info = zeroconf.get_service_info(service_type, name, RESOLVE_MS)
            except Exception:  # noqa: BLE001 - a record zeroconf cannot take is one more malformed record
                info = None
            if info is not None:
                found = read_service(info.name, info.properties, info.parsed_addresses(IPVersion.V4Only),
                                     info.port, self.service_type)
        with self._condition:
            before = self._rooms.get(name)
            if found is None:
                self._rooms.pop(name, None)
            elif name in self._rooms or len(self._rooms) < MAX_ROOMS:
                self._rooms[name] = found
            if self._rooms.get(name) == before:
                return
            self._condition.notify_all()
        try:
            self._changed(self.rooms())
        except Exception:  # noqa: BLE001
            log.exception("the room list's callback failed")


def browse(seconds: float, *, interfaces: list[str] | None = None, service_type: str | None = None,
           ) -> list[Found]:
    """The rooms announced on the network within `seconds`."""
    browser = Browser(interfaces=interfaces, service_type=service_type)
    try:
        time.sleep(seconds)
        return browser.rooms()
    finally:
        browser.close()
