"""Nothing is lost: a guest killed mid-game rejoins with its key, the broker restarts mid-game, the host is killed
and resumed from its save; every game then ends normally with every client on the same position."""

import json
import signal
import time

from tests.broker import Mosquitto
from tests.netplay_run import last_json, start, start_spectator, wait_for_code

GAME = ["--game", "halma", "--seats", "2", "--remote", "1", "--level", "easy"]


def moves_saved(save, at_least: int, seconds: float = 60) -> int:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        try:
            moves = len(json.loads(save.read_text())["record"]["moves"])
        except (OSError, ValueError, KeyError):
            moves = 0
        if moves >= at_least:
            return moves
        time.sleep(0.05)
    raise AssertionError(f"fewer than {at_least} moves were played")


def room(tmp_path, broker_url, pace="0.04"):
    common = ["--broker", broker_url, "--think", "0.05", "--pace", pace, "--timeout", "180"]
    save, code_file = tmp_path / "room.json", tmp_path / "code"
    host = start(["host", *GAME, "--code-file", str(code_file), "--save", str(save), *common], tmp_path / "host.log")
    code = wait_for_code(code_file, host)
    return host, code, save, common


def same_end(*results):
    first = results[0]
    assert first["outcome"] is not None
    for other in results[1:]:
        assert (other["outcome"], other["moves"], other["hash"]) == (first["outcome"], first["moves"], first["hash"])


def test_a_killed_guest_rejoins_with_its_key(broker, tmp_path):
    host, code, save, common = room(tmp_path, broker.url)
    identity = tmp_path / "guest.key"
    guest = start(["join", code, "--identity", str(identity), *common], tmp_path / "guest1.log")
    moves_saved(save, 12)
    guest.send_signal(signal.SIGKILL)
    guest.wait()
    time.sleep(1.0)
    again = start(["join", code, "--identity", str(identity), *common], tmp_path / "guest2.log")
    host_end, guest_end = last_json(host, 200), last_json(again, 60)
    assert host.returncode == 0 and again.returncode == 0
    same_end(host_end, guest_end)
    assert guest_end["seat"] == 1


def test_the_broker_restarts_mid_game(tmp_path):
    own = Mosquitto(tmp_path / "broker").start()
    try:
        host, code, save, common = room(tmp_path, own.url)
        watcher = start_spectator([code, *common], tmp_path / "watch.log")
        guest = start(["join", code, *common], tmp_path / "guest.log")
        moves_saved(save, 12)
        own.restart(down_seconds=1.0)
        ends = [last_json(p, 200) for p in (host, guest, watcher)]
        assert [p.returncode for p in (host, guest, watcher)] == [0, 0, 0]
        same_end(*ends)
    finally:
        own.stop()


def test_a_killed_host_is_resumed_from_its_save(broker, tmp_path):
    host, code, save, common = room(tmp_path, broker.url)
    guest = start(["join", code, *common], tmp_path / "guest.log")
    moves_saved(save, 12)
    host.send_signal(signal.SIGKILL)
    host.wait()
    played = moves_saved(save, 12)
    time.sleep(1.0)
    resumed = start(["host", "--resume", str(save), *common], tmp_path / "host2.log")
    host_end, guest_end = last_json(resumed, 200), last_json(guest, 60)
    assert resumed.returncode == 0 and guest.returncode == 0
    same_end(host_end, guest_end)
    assert host_end["moves"] > played


def test_a_full_room_refuses_a_newcomer(broker, tmp_path):
    host, code, save, common = room(tmp_path, broker.url, pace="0.2")
    guest = start(["join", code, *common], tmp_path / "guest.log")
    moves_saved(save, 2)
    late = start(["join", code, *common], tmp_path / "late.log")
    refused = last_json(late, 30)
    assert late.returncode == 1 and refused["refused"] == "room_full" and refused["moves"] == 0
    for process in (host, guest):
        process.kill()
        process.wait()


def test_a_code_of_a_room_that_is_not_open_says_so(broker, tmp_path):
    """A spectator with the code of a room whose host has not opened it (or closed it: the room's card is gone
    from the broker) says after a few seconds that no room answers, then gives up at its --timeout."""
    from netplay.invite import Invite

    watcher = start(["watch", Invite.new().code(), "--broker", broker.url, "--timeout", "7"], tmp_path / "watch.log")
    nothing = last_json(watcher, 30)
    assert watcher.returncode == 1 and nothing["moves"] == 0 and nothing["hash"] is None
    assert "no room answers to this code yet" in (tmp_path / "watch.log").read_text()


def test_a_turn_timer_plays_for_a_player_who_takes_too_long(broker, tmp_path):
    """With a 1-second turn timer, a guest who thinks 4 seconds a move has the computer play for it."""
    common = ["--broker", broker.url, "--think", "0.05", "--timeout", "120"]
    code_file, save = tmp_path / "code", tmp_path / "room.json"
    host = start(["host", *GAME, "--turn-seconds", "1", "--code-file", str(code_file), "--save", str(save), *common],
                 tmp_path / "host.log")
    code = wait_for_code(code_file, host)
    slow = start(["join", code, "--pace", "4", *common], tmp_path / "slow.log")
    moves_saved(save, 12, seconds=30)  # 6 moves of the guest's in far less than 6 × 4 s
    for process in (host, slow):
        process.kill()
        process.wait()
