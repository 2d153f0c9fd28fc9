"""Golden Tumblin-Dice games: whole recorded games replayed throw by throw to their known ends.

Each file in tests/data is a saved game (`GameRecord` JSON) recorded once with a fixed seed, computers
against each other. A throw's result depends only on the state (its seeded RNG included) and the throw's
numbers, and MuJoCo is pinned, so replaying the throws gives the same rounds bit for bit (the same holds
across processes: test_tumblin.py::test_same_throws_same_poses_in_two_processes, and across processors:
nothing that starts a throw goes through BLAS, whose kernels round by processor, see
test_tumblin.py::test_a_throw_starts_the_same_on_every_processor). The test checks every
round's points, the totals, the won rounds and the winners, so a rules change that alters a result is
caught. To record them again after a deliberate rules change (then read the new games before freezing them):

    .venv/bin/python -m tests.golden   # every golden file, or only those named (see tests/golden.py)
"""

from __future__ import annotations

import pytest

import engine
from engine import Reason
from engine.record import GameRecord
from engine.tumblin.rules import HAND, ROUNDS_WON
from tests import golden

#: file -> (seats, options, the computer level of each seat, seed).
GAMES = {
    # the Nash game: three players, four rounds, the highest total wins
    "tumblin_rounds.json": (3, {}, ("normal", "easy", "easy"), 5),
    # Ferti's two-player game to 301 points, with a bonus die that counts double
    "tumblin_301.json": (2, {"goal": "301", "two_player_dice": "bonus"}, ("normal", "easy"), 3),
    # first to win two rounds; dice off the board cost points and dice short of the line stay until scoring
    "tumblin_wins.json": (3, {"goal": "wins", "wins_needed": 2, "off_board": "negative", "line_rule": "at_scoring"},
                          ("normal", "easy", "easy"), 7),
    # two teams of two over two rounds, 10 points for a player whose dice all lie past the line
    "tumblin_teams.json": (4, {"rounds": 2, "all_dice_bonus": "plus10"}, ("easy", "normal", "easy", "normal"), 4),
}

#: What each game comes to: plies, every round's points per team (None: not in that round), totals and won
#: rounds per team, winners (seats), reason.
EXPECTED: dict[str, tuple] = {
    "tumblin_rounds.json": (51, ((27, 58, 28), (50, 15, 36), (34, 30, 45), (26, 42, 17)), (137, 145, 126), (1, 2, 1), (1,), Reason.SCORE),
    # both pass 301 in round 6: the higher total wins
    "tumblin_301.json": (77, ((34, 51), (74, 76), (40, 38), (62, 80), (54, 54), (54, 84)), (318, 383), (1, 4), (1,), Reason.SCORE),
    # seat 2 wins both rounds
    "tumblin_wins.json": (25, ((22, 24, 28), (18, 29, 32)), (40, 53, 60), (0, 0, 2), (2,), ROUNDS_WON),
    # seats 0 and 2 against 1 and 3: the first team wins both rounds
    "tumblin_teams.json": (33, ((123, 31), (83, 47)), (206, 78), (2, 0), (0, 2), Reason.SCORE),
}


def replay(name: str):
    """The record and its last state."""
    record = golden.load(name)
    return record, golden.replay(record)[-1]


def summary(record, state) -> tuple:
    """What the game came to, in the order of `EXPECTED`."""
    outcome = state.outcome()
    return (len(record.moves), state.history, state.totals, state.wins, outcome.winners, outcome.reason)


@pytest.mark.parametrize("name", list(GAMES))
def test_golden_game_replays_to_its_known_end(name):
    record, state = replay(name)
    seats, options, _, _ = GAMES[name]
    assert record.initial.seats == seats
    assert {key: record.initial.options[key] for key in options} == options
    assert record.cursor == len(record.moves)
    assert summary(record, state) == EXPECTED[name]
    history = state.history
    assert state.totals == tuple(sum(row[t] or 0 for row in history) for t in range(state.team_count))
    assert state.outcome().scores == tuple(state.totals[state.teams[s]] for s in range(seats))
    assert not any(d.status == HAND for d in state.dice)  # the last round was played out
    assert engine.from_json(state.to_json()) == state


def test_golden_games_cover_every_goal_and_a_team_game():
    goals = {GAMES[name][1].get("goal", "rounds") for name in GAMES}
    assert goals == {"rounds", "301", "wins"}
    assert {EXPECTED[name][-1] for name in GAMES} == {Reason.SCORE, ROUNDS_WON}
    assert any(seats == 4 and options.get("teams", True) for seats, options, _, _ in GAMES.values())


# --------------------------------------------------------------------------- recording them

FILES = list(GAMES)


def record(name: str) -> GameRecord:
    """The game of `GAMES` played by its computer levels."""
    seats, options, levels, seed = GAMES[name]
    return golden.computer_game("tumblin", seats, options, seed, levels)


def expected(name: str) -> tuple:
    """What the saved game `name` comes to, as in `EXPECTED`."""
    return summary(*replay(name))
