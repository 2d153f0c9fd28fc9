"""Everything from the network is hostile: more than 10,000 mangled, replayed, forged, oversized and out-of-turn
messages go into a running room (to the host and to its guests) while a game is played. Nothing crashes, the game
changes only by legal moves of the seat to move, and the room still finishes with everybody on the same position."""

import json
import os
import random
import time
import zlib

import nacl.public
import nacl.secret
import nacl.signing
import paho.mqtt.client as paho

from engine.record import GameRecord
from netplay.invite import Invite
from netplay.mqtt import Broker
from netplay.seal import CLIENT, HOST, MAX_PAYLOAD, RoomSeal, encode
from netplay.topics import Topics
from tests.eavesdropper import Eavesdropper
from tests.netplay_run import last_json, start, start_spectator, wait_for_code

#: Bodies no client may send: deep nesting, a zip bomb, not compressed, NaN.
BOMBS = [zlib.compress(b"[" * 100_000), zlib.compress(b"\x00" * (8 << 20)), b"not zlib",
         zlib.compress(b'{"t": "move", "n": NaN}')]


def attacker(url: str) -> paho.Client:
    broker = Broker.parse(url)
    client = paho.Client(paho.CallbackAPIVersion.VERSION2, client_id="attacker")
    client.max_inflight_messages_set(1000)
    client.max_queued_messages_set(0)
    client.connect(broker.host, broker.port)
    client.loop_start()
    return client


def mangled(rnd: random.Random, captured: list[bytes], seal: RoomSeal, room_key: bytes, card_sign_key) -> bytes:
    """One hostile payload of a random kind."""
    kind = rnd.randrange(10)
    real = rnd.choice(captured) if captured else os.urandom(60)
    if kind == 0:
        return os.urandom(rnd.randrange(0, 300))
    if kind == 1:
        return real[:rnd.randrange(len(real))]
    if kind == 2:
        flipped = bytearray(real)
        flipped[rnd.randrange(len(flipped))] ^= 1 << rnd.randrange(8)
        return bytes(flipped)
    if kind == 3:
        return real  # a replay
    box = nacl.secret.SecretBox(room_key)
    if kind == 4:  # sealed with the room's key, inside nothing the protocol knows
        return bytes(box.encrypt(rnd.choice([b"", b"X", b"C" + os.urandom(40), b"H" + os.urandom(100),
                                             b"P" + os.urandom(80), b"I" + os.urandom(90)])))
    if kind == 5:  # a client message from a key nobody knows: a flood of hellos and moves
        stranger = nacl.public.PrivateKey.generate()
        body = rnd.choice([{"t": "hello", "n": 1, "sid": "00" * 8, "name": "<b>x</b>" * 30, "role": "play",
                            "seat": None, "lang": "en"},
                           {"t": "move", "n": 5, "seq": rnd.randrange(200), "text": "a1-a2"}])
        return seal.client(stranger, card_sign_key, body)
    if kind == 6:  # zip bombs, deep nesting and not-JSON inside a real client box
        stranger = nacl.public.PrivateKey.generate()
        inner = rnd.choice(BOMBS)
        box2 = nacl.public.Box(stranger, card_sign_key.box)
        return bytes(box.encrypt(CLIENT + bytes(stranger.public_key) + bytes(box2.encrypt(inner))))
    if kind == 7:  # a broadcast signed by somebody else than the host
        forger = nacl.signing.SigningKey.generate()
        return bytes(box.encrypt(HOST + bytes(forger.sign(encode({"t": "move", "n": 2**62, "seq": 1, "by": 0,
                                                                   "text": "x", "hash": "0" * 32, "view": None,
                                                                   "clock": None})))))
    if kind == 8:
        return b"\x00" * (MAX_PAYLOAD + rnd.randrange(1, 4096)) if rnd.random() < 0.02 else os.urandom(50)
    return real + os.urandom(rnd.randrange(1, 50))


def test_ten_thousand_hostile_messages_change_nothing(broker, tmp_path):
    rnd = random.Random(29)
    ears = Eavesdropper(broker.url)
    common = ["--broker", broker.url, "--think", "0.05", "--pace", "0.1", "--timeout", "240"]
    save, code_file = tmp_path / "room.json", tmp_path / "code"
    host = start(["host", "--game", "halma", "--seats", "2", "--remote", "1", "--level", "easy", "--code-file",
                  str(code_file), "--save", str(save), *common], tmp_path / "host.log")
    code = wait_for_code(code_file, host)
    watcher = start_spectator([code, *common], tmp_path / "watch.log")
    guest = start(["join", code, *common], tmp_path / "guest.log")
    invite = Invite.parse(code)
    topics, seal = Topics(invite), RoomSeal(invite.room_key)
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline and len(ears.payloads()) < 20:
        time.sleep(0.05)
    card = None
    for topic, payload in ears.payloads():
        if topic == topics.card and payload:
            card, _ = seal.open_card(seal.open(payload)[1])
    assert card is not None

    # An insider: a real client of the room (it has the code), sending authentic but unlawful requests.
    insider = nacl.public.PrivateKey.generate()
    lawful = [{"t": "hello", "sid": "ab" * 8, "name": "Mallory\u202e\x07" + "x" * 500, "role": "play", "seat": 1,
               "lang": "en"},
              {"t": "hello", "sid": "ab" * 8, "name": "Mallory", "role": "watch", "seat": None, "lang": "en"}]
    out = attacker(broker.url)
    sent = to_host = 0
    pending = []
    for n, body in enumerate(lawful, 1):
        out.publish(topics.clients, seal.client(insider, card, {**body, "n": n}), qos=1)
        sent += 1
    n = 10
    for _burst in range(20):
        captured = [p for _, p in ears.payloads() if p]
        for _ in range(520):
            target = rnd.choice([topics.clients, topics.clients, topics.host, topics.card])
            pending.append(out.publish(target, mangled(rnd, captured, seal, invite.room_key, card), qos=1))
            sent += 1
            to_host += target == topics.clients
        for _ in range(20):  # out of turn, wrong sequence numbers, illegal texts, replayed numbers, chat floods
            n += 1
            body = rnd.choice([{"t": "move", "seq": rnd.randrange(0, 300), "text": rnd.choice(["a1-b2", "q17-n2", "", "x" * 400])},
                               {"t": "undo", "seq": rnd.randrange(300)}, {"t": "sync"},
                               {"t": "chat", "text": "<img src=x onerror=alert(1)>" * 20},
                               {"t": "react", "r": "😀"}, {"t": "ping", "seq": 99_999}])
            out.publish(topics.clients, seal.client(insider, card, {**body, "n": n if rnd.random() > 0.2 else 3}), qos=1)
            sent += 1
        time.sleep(0.05)
    assert sent >= 10_000
    for info in pending:
        info.wait_for_publish(30)  # all of it reached the broker while the game still runs
    assert host.poll() is None, "the game ended before the flood was in"
    ends = [last_json(p, 240) for p in (host, guest, watcher)]
    out.disconnect()
    out.loop_stop()
    ears.stop()
    assert [p.returncode for p in (host, guest, watcher)] == [0, 0, 0]
    assert ends[0]["outcome"] is not None
    assert len({(e["hash"], e["moves"], json.dumps(e["outcome"])) for e in ends}) == 1
    print("sent", sent, "to the host", to_host, ends[0])
    # Dropped with a reason, each of them (a stranger's hello is answered with a refusal instead).
    assert ends[0]["dropped"] > 0.85 * to_host
    # The game changed only by legal moves of the seat to move: the host's save replays through the engine.
    saved = json.loads(save.read_text())
    record = GameRecord.from_dict(saved["record"])
    states = record.states()
    assert len(record.moves) == ends[0]["moves"]
    assert saved["by"] == [s.to_move for s in states[:-1]]
