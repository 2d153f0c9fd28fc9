"""The parts of network play that need no broker: invite codes, the sealed envelope, the message schemas, and the
layering (netplay knows no Qt; the engine knows no netplay)."""

import subprocess
import sys
import zlib
from pathlib import Path

import nacl.public
import pytest

from netplay import messages
from netplay.invite import ALPHABET, BadCode, Invite
from netplay.seal import HostKeys, Rejected, RoomSeal, decode, encode

ROOT = Path(__file__).resolve().parents[1]


def test_invite_codes_round_trip_and_say_nothing_but_the_room():
    invite = Invite.new()
    code = invite.code()
    assert len(code) == 19 and code.count("-") == 3
    assert Invite.parse(code) == invite
    assert Invite.parse(" " + code.lower().replace("-", " ") + "\n") == invite
    assert Invite.parse(code.replace("0", "O").replace("1", "I")) == invite  # read aloud, typed as heard
    assert invite.room_id not in code and invite.room_key.hex() not in code
    assert len({Invite.new().code() for _ in range(1000)}) == 1000
    assert repr(invite) == f"Invite(room={invite.room_id})"


def test_a_mistyped_code_is_told_at_once():
    code = Invite.new().code()
    typos = 0
    for i, ch in enumerate(code):
        if ch == "-":
            continue
        for other in ALPHABET[:8]:
            if other != ch:
                try:
                    Invite.parse(code[:i] + other + code[i + 1:])
                except BadCode as exc:
                    assert exc.reason == "check"
                    typos += 1
    assert typos > 0.9 * 15 * 7
    for bad, reason in (("", "length"), ("ABC", "length"), ("UUUU-UUUU-UUUU-UUUU", "symbol"), ("x" * 100, "length")):
        with pytest.raises(BadCode) as info:
            Invite.parse(bad)
        assert info.value.reason == reason


def test_the_envelope_refuses_what_it_did_not_seal():
    invite, keys = Invite.new(), HostKeys.new()
    seal, other = RoomSeal(invite.room_key), RoomSeal(Invite.new().room_key)
    payload = seal.broadcast(keys, {"t": "alive", "n": 1, "seq": 0})
    kind, rest = seal.open(payload)
    card, _ = seal.open_card(seal.open(seal.card(keys, {"title": "x"}))[1])
    assert seal.open_broadcast(card, rest) == {"t": "alive", "n": 1, "seq": 0}
    for bad in (b"", b"x" * 40, payload[:-1], payload[:30] + bytes([payload[30] ^ 1]) + payload[31:]):
        with pytest.raises(Rejected):
            seal.open(bad)
    with pytest.raises(Rejected):
        other.open(payload)
    forger = HostKeys.new()
    forged = seal.open(seal.broadcast(forger, {"t": "alive", "n": 2, "seq": 0}))[1]
    with pytest.raises(Rejected):
        seal.open_broadcast(card, forged)
    me, stranger = nacl.public.PrivateKey.generate(), nacl.public.PrivateKey.generate()
    private = seal.open(seal.private(keys, me.public_key, {"t": "x", "n": 1}))[1]
    assert seal.open_private(me, card, private) == {"t": "x", "n": 1}
    with pytest.raises(Rejected):
        seal.open_private(stranger, card, private)
    key, body = seal.open_client(keys, seal.open(seal.client(me, card, {"t": "ping", "n": 3, "seq": 0}))[1])
    assert key == bytes(me.public_key) and body["t"] == "ping"


@pytest.mark.parametrize("data", [zlib.compress(b"\0" * (8 << 20)), zlib.compress(b"[" * 10_000), b"junk",
                                  zlib.compress(b"[1, 2]"), zlib.compress(b'{"n": NaN}'), zlib.compress(b"{")])
def test_bodies_that_are_not_small_json_objects_are_refused(data):
    with pytest.raises(Rejected):
        decode(data)
    assert decode(encode({"a": ["é", 1]})) == {"a": ["é", 1]}


def test_message_schemas():
    good = {"t": "move", "n": 5, "seq": 3, "text": "a1-b2"}
    assert messages.check(good, messages.FROM_CLIENT) == "move"
    for bad in ({**good, "seq": -1}, {**good, "seq": True}, {**good, "text": 5}, {**good, "extra": 1},
                {**good, "n": "5"}, {"t": "nope", "n": 1}, {**good, "text": "x" * 401}, {"n": 1}):
        with pytest.raises(messages.BadMessage):
            messages.check(bad, messages.FROM_CLIENT)
    assert messages.plain_name("Ann\u202e\x07<b>" + "x" * 80, "?") == ("Ann<b>" + "x" * 80)[:40]
    assert messages.plain_name("\u200b\x00", "Player") == "Player"
    assert messages.plain_text("a\nb\tc  d", 10) == "a b c d"
    assert messages.plain_name("👩\u200d💻 Ann", "?") == "👩\u200d💻 Ann"


def test_netplay_imports_no_qt_and_the_engine_no_netplay():
    code = (
        "import sys, pkgutil, importlib\n"
        "for name in ('PySide6', 'shiboken6', 'pyqtgraph', 'gui'):\n"
        "    sys.modules[name] = None\n"
        "import netplay\n"
        "for info in pkgutil.walk_packages(netplay.__path__, 'netplay.'):\n"
        "    if not info.name.endswith('__main__'):\n"
        "        importlib.import_module(info.name)\n"
    )
    subprocess.run([sys.executable, "-c", code], check=True, cwd=ROOT)
    for path in (ROOT / "engine").rglob("*.py"):
        assert "netplay" not in path.read_text(encoding="utf-8"), path


def test_newcomers_are_let_in_at_most_twenty_a_second():
    """The room itself (no carrier: its `publish` keeps what it sends), under a clock the test moves."""
    import engine
    from netplay.host import MAX_WATCHERS, HostRoom, SeatPlan

    now = [100.0]
    sent = []
    invite = Invite.new()
    room = HostRoom(invite, engine.new_game("abalone", 2, seed=1), [SeatPlan("here"), SeatPlan("remote")],
                    lambda topic, payload, retain=False: sent.append(topic), clock=lambda: now[0])
    room.open()
    seal = RoomSeal(invite.room_key)
    card, _ = seal.open_card(seal.open(seal.card(room.keys, {}))[1])

    def hellos(count: int) -> None:
        for _ in range(count):
            key = nacl.public.PrivateKey.generate()
            room.receive(room.topics.clients, seal.client(key, card, {"t": "hello", "n": 1, "sid": "ab" * 8,
                                                                      "name": "x", "role": "watch", "seat": None,
                                                                      "lang": "en"}))
    hellos(30)
    assert len(room.clients) == 20 and room.dropped["too many new clients"] == 10
    now[0] += 0.25
    hellos(30)
    assert len(room.clients) == 25  # a quarter of a second lets five more in, not the whole burst again
    now[0] += 10
    hellos(30)
    assert len(room.clients) == MAX_WATCHERS  # and the room takes no more spectators than it may
