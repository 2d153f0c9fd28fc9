"""`check()`: a small room played through this computer's own loopback, for the app's `--self-test` and the
bundle's checks: the cryptography, the home network's carrier, the referee and a guest all work in this install."""

from __future__ import annotations

import time

import engine

from .carrier import connect
from .direct import DirectServer
from .driver import RoomThread
from .game import view_hash
from .guest import GuestRoom
from .host import HostRoom, SeatPlan
from .invite import Invite
from .seal import new_client_key


def check(seconds: float = 10.0) -> str:
    """Two moves of Abalone between a host and a guest through a room served on 127.0.0.1; raises if anything
    fails, else says what was checked."""
    import zeroconf  # noqa: F401 - the announcements' compiled modules load too

    invite = Invite.new()
    server = DirectServer(0, "127.0.0.1").start()
    links: dict = {}
    host = HostRoom(invite, engine.new_game("abalone", 2, seed=1), [SeatPlan("here", "A"), SeatPlan("remote")],
                    lambda topic, payload, retain=False: links["host"].publish(topic, payload, retain), auto_start=True)
    guest = GuestRoom(invite, new_client_key(), lambda topic, payload, retain=False: links["guest"].publish(
        topic, payload, retain), name="B")
    rooms = [RoomThread(host, "selfcheck-host"), RoomThread(guest, "selfcheck-guest")]
    links["host"] = server.local_link([host.topics.clients], rooms[0].deliver, lambda: rooms[0].call(HostRoom.open))
    links["guest"] = connect(f"direct://127.0.0.1:{server.port}", guest.topics_to_follow, rooms[1].deliver)
    try:
        for room, link in zip(rooms, (links["host"], links["guest"])):
            room.start()
            link.start()
        deadline = time.monotonic() + seconds

        def wait(what, done) -> None:
            while not done():
                if time.monotonic() > deadline:
                    raise RuntimeError(f"network self-check: {what} did not happen")
                time.sleep(0.02)
        wait("the guest joining", lambda: host.started)
        first = host.state.move_to_text(host.state.legal_moves()[0])
        rooms[0].call(lambda room: room.play_local(0, first))
        wait("the host's move reaching the guest", lambda: guest.game is not None and guest.game.seq == 1)
        reply = guest.state.move_to_text(guest.state.legal_moves()[0])
        rooms[1].call(lambda room: room.play(reply))
        wait("the guest's move reaching the host", lambda: host.seq == 2)
        wait("the guest seeing its own move played", lambda: guest.game.seq == 2)
        if guest.game.hashes[-1] != view_hash(host.state):
            raise RuntimeError("network self-check: the host's and the guest's positions differ")
    finally:
        for room, link in zip(rooms, (links["host"], links["guest"])):
            link.stop()
            room.stop()
        server.stop()
    return "a host and a guest played two moves through a room served on 127.0.0.1"
