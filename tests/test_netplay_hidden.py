"""Hidden information stays hidden: in a Triple Domino room, everything the broker carried is opened with every key
a spectator or a player has, and no view any of them can read holds another seat's tiles or the pool."""

import time

import nacl.public

from netplay.invite import Invite
from netplay.seal import HOST, PRIVATE, ROOM, Rejected, RoomSeal, decode
from tests.eavesdropper import Eavesdropper
from tests.netplay_run import last_json, start, start_spectator, wait_for_code

TILE_KEYS = ("hands", "pool", "drawn")


def views_in(value):
    """Every game view inside a message body, however deep."""
    if isinstance(value, dict):
        if value.get("format") == "ludoteca-state" and "view" in value:
            yield value
        for item in value.values():
            yield from views_in(item)
    elif isinstance(value, list):
        for item in value:
            yield from views_in(item)


def assert_shows_only(view: dict, reader: int | None) -> None:
    """`reader` (a seat, or None for a spectator) may read this view: it must hold no tile `reader` may not see."""
    assert view["view"] == reader, "a view meant for another reader"
    assert view["rng"] is None, "the host's RNG tells future deals"
    data = view["data"]
    assert isinstance(data["pool"], int), "the pool's tiles"
    for seat, hand in enumerate(data["hands"]):
        if seat != reader:
            assert isinstance(hand, int), f"seat {seat}'s tiles shown to {reader}"
    if data["drawn"] is not None:
        assert reader == data["turn"], "another seat's drawn tile"


def test_no_one_receives_another_seats_tiles(broker, tmp_path):
    ears = Eavesdropper(broker.url)
    keys = [nacl.public.PrivateKey.generate() for _ in range(2)]
    identities = []
    for k, key in enumerate(keys):
        identities.append(tmp_path / f"guest{k}.key")
        identities[-1].write_text(bytes(key).hex())
    common = ["--broker", broker.url, "--think", "0.05", "--timeout", "200"]
    code_file = tmp_path / "code"
    host = start(["host", "--game", "tripledomino", "--seats", "3", "--remote", "1,2", "--level", "easy",
                  "--option", "target=100", "--seed", "5", "--code-file", str(code_file), *common], tmp_path / "host.log")
    code = wait_for_code(code_file, host)
    watcher = start_spectator([code, *common], tmp_path / "watch.log")
    guests = [start(["join", code, "--seat", str(seat), "--identity", str(identities[k]), *common],
                    tmp_path / f"guest{k}.log") for k, seat in enumerate((1, 2))]
    ends = [last_json(p, 240) for p in (host, *guests, watcher)]
    time.sleep(0.3)
    ears.stop()
    assert [p.returncode for p in (host, *guests, watcher)] == [0, 0, 0, 0]
    assert len({(e["hash"], e["moves"]) for e in ends}) == 1

    seal = RoomSeal(Invite.parse(code).room_key)
    card = None
    opened = {None: 0, 1: 0, 2: 0}
    mine = f"ludoteca/v1/{Invite.parse(code).room_id}/"
    for topic, payload in ears.payloads():
        if not payload or not topic.startswith(mine):
            continue  # another test's room on the same broker
        assert b"hands" not in payload and b"ludoteca-state" not in payload  # the broker reads nothing
        kind, rest = seal.open(payload)  # everybody with the code (a spectator) opens the room's seal
        if kind == ROOM:
            card, _ = seal.open_card(rest)
        elif kind == HOST:
            body = decode(rest[64:])  # signed, not secret: every spectator reads it
            for view in views_in(body):
                assert_shows_only(view, None)
            opened[None] += 1
        elif kind == PRIVATE:
            readers = []
            for seat, key in zip((1, 2), keys):
                try:
                    body = seal.open_private(key, card, rest)
                except Rejected:
                    continue
                readers.append(seat)
                for view in views_in(body):
                    assert_shows_only(view, seat)
                opened[seat] += 1
            assert len(readers) <= 1, "a private message two players can read"
    # Every reader opened what was meant for it: the public moves, and each seat its own views.
    assert opened[None] > 10 and opened[1] > 5 and opened[2] > 5, opened
