"""Every game played to its end by scripted clients in separate processes through a real Mosquitto broker: with two
seats and with the most seats, remote and computer seats mixed, and a spectator; every client ends on the same
position (the same hash of what everybody may see) after the same number of moves."""

import pytest

from tests.netplay_run import play_room

ROOMS = [
    ("balance", 2, [1], {}),
    ("balance", 4, [0, 2], {}),
    ("abalone", 2, [0], {"marbles_to_win": 1}),
    ("abalone", 2, [1], {"marbles_to_win": 1, "clock_minutes": 5, "layout": "german_daisy"}),
    ("equilibrix", 2, [1], {}),
    ("equilibrix", 2, [0], {"target": "kampagne", "campaign_wins": 1}),
    ("tumblin", 2, [1], {"rounds": 1}),
    ("tumblin", 6, [1, 2, 4], {"rounds": 1}),
    ("tripledomino", 2, [1], {"target": 100}),
    ("tripledomino", 6, [0, 3, 5], {"target": 100}),
    ("halma", 2, [1], {}),
    ("halma", 6, [1, 2, 3], {"partners": True}),
]


@pytest.mark.parametrize(("game", "seats", "remote", "options"), ROOMS,
                         ids=[f"{g}-{n}-{'-'.join(map(str, o.values())) or 'default'}" for g, n, _, o in ROOMS])
def test_a_whole_game_through_the_broker(broker, tmp_path, game, seats, remote, options):
    done = play_room(broker.url, tmp_path, game, seats, remote, options)
    assert done.codes == [0] * len(done.codes), done
    host = done.host
    assert host["outcome"] is not None and host["moves"] > 0
    for client in done.everybody:
        assert (client["outcome"], client["moves"], client["hash"]) == (host["outcome"], host["moves"], host["hash"])
    assert sorted(g["seat"] for g in done.guests) == sorted(remote)
    assert all(w["seat"] is None for w in done.watchers)
