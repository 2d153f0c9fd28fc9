"""Golden EQUILIBRIX games: whole recorded games replayed move by move to their known ends.

One saved game (`GameRecord` JSON in tests/data) per target: Autonomy, Time Factor, 3+3 Targets and a
campaign. The computer played each against itself once; the test replays every move through the engine
and checks the final scores and winners, so a rules change that alters a result is caught. To record
them again after a deliberate rules change (then read the new games before freezing them):

    .venv/bin/python -m tests.golden   # every golden file, or only those named (see tests/golden.py)
"""

from __future__ import annotations

import pytest

import engine
from engine import Reason
from engine.equilibrix.rules import BASES, BASES_TIEBREAK, CAMPAIGN, STUCK, TERRITORY, Pass, Place
from engine.record import GameRecord
from tests import golden

#: file -> (options, Black's level, White's level).
GAMES = {
    "equilibrix_autonomie.json": ({"target": "autonomie"}, "normal", "easy"),
    "equilibrix_zeitfaktor.json": ({"target": "zeitfaktor"}, "easy", "normal"),
    "equilibrix_ziele.json": ({"target": "ziele"}, "normal", "normal"),
    "equilibrix_kampagne.json": ({"target": "kampagne", "first_target": "autonomie"}, "normal", "easy"),
}

#: What each golden game comes to: plies, placements by (Black, White), winners, reason, the outcome's
#: scores, and for a campaign each game's (target, winners, scores).
EXPECTED = {
    "equilibrix_autonomie.json": (25, (9, 11), (0,), TERRITORY, (9.0, 1.0), ()),
    "equilibrix_zeitfaktor.json": (19, (9, 9), (1,), STUCK, (41.0, 39.0), ()),
    "equilibrix_ziele.json": (24, (9, 10), (1,), BASES_TIEBREAK, (3.0, 3.0), ()),
    "equilibrix_kampagne.json": (87, (32, 37), (0,), CAMPAIGN, (2.0, 0.0),
         (("autonomie", (0,), (9.0, 1.0)), ("autonomie", (), (12.0, 12.0)), ("ziele", (), (2.0, 2.0)),
          ("zeitfaktor", (0,), (38.0, 25.0)))),
}


def replay(name: str):
    """The record and every state of its game."""
    record = golden.load(name)
    return record, golden.replay(record)


def placements(record: GameRecord, states) -> tuple[int, int]:
    """How many pieces Black and White placed."""
    counts = [0, 0]
    for state, text in zip(states, record.moves):
        if isinstance(engine.parse_move(state, text), Place):
            counts[state.turn] += 1
    return counts[0], counts[1]


def summary(record: GameRecord, states) -> tuple:
    """What the game came to, in the order of `EXPECTED`."""
    last = states[-1]
    outcome = last.outcome()
    games = tuple((g["target"], tuple(g["winners"]), tuple(g["scores"])) for g in last.games)
    return (len(record.moves), placements(record, states), outcome.winners, outcome.reason, outcome.scores, games)


@pytest.mark.parametrize("name", list(GAMES))
def test_golden_game_replays_to_its_known_end(name):
    record, states = replay(name)
    options = GAMES[name][0]
    assert {key: record.initial.options[key] for key in options} == options
    assert record.cursor == len(record.moves)
    assert summary(record, states) == EXPECTED[name]
    last = states[-1]
    assert engine.from_json(last.to_json()) == last


def test_golden_autonomy_ends_on_two_passes_and_territory():
    record, states = replay("equilibrix_autonomie.json")
    assert record.moves[-2:] == ["pass", "pass"]
    last = states[-1]
    terr = last.territory()
    assert last.outcome().scores == (float(terr.count(0)), float(terr.count(1)))


def test_golden_time_factor_ends_when_the_player_to_move_is_stuck():
    _, states = replay("equilibrix_zeitfaktor.json")
    before = states[-1]._with(phase="play", result=None)
    loser = 1 - states[-1].outcome().winners[0]
    assert before.turn == loser and not before.can_place(loser)
    assert all(Pass() not in s.legal_moves() for s in states)


def test_golden_three_plus_three_is_decided_by_the_opponents_bases():
    _, states = replay("equilibrix_ziele.json")
    last = states[-1]
    black, white = last.connected_bases(0), last.connected_bases(1)
    assert black[0] == white[0] == 3 and white[1] > black[1] and last.outcome().winners == (1,)


def test_golden_campaign_loser_chooses_with_more_pieces_on_offer():
    record, states = replay("equilibrix_kampagne.json")
    firsts = [s for prev, s in zip(states, states[1:]) if prev.phase == "target"]
    assert [s.target for s in firsts] == ["autonomie", "ziele", "zeitfaktor"]
    assert [s.offer for s in firsts] == [(3, 5), (3, 5), (3, 5)]  # White lost and chose; a draw keeps the offer


def test_golden_games_cover_every_ending():
    reasons = {EXPECTED[name][3] for name in GAMES}
    assert {TERRITORY, STUCK, CAMPAIGN} <= reasons and reasons <= {TERRITORY, STUCK, BASES, BASES_TIEBREAK, CAMPAIGN,
                                                                      Reason.DRAW}


# --------------------------------------------------------------------------- recording them

FILES = list(GAMES)


def record(name: str) -> GameRecord:
    """The game of computers at Black's and White's levels."""
    options, black, white = GAMES[name]
    return golden.computer_game("equilibrix", 2, options, 1, (black, white))


def expected(name: str) -> tuple:
    """What the saved game `name` comes to, as in `EXPECTED`."""
    return summary(*replay(name))
