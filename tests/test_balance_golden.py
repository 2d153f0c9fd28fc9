"""Golden Balance DUELS games: whole recorded games replayed move by move to their known ends.

Each file in tests/data is a saved game (`GameRecord` JSON) recorded once with a fixed seed: computers at
the easy and normal levels, and in the games with tips a careless player who picks any legal move (tipping
ones included). The test replays every move through the engine and checks what happened on the way (tips,
lost colours, players out, the winner's free final arrangement) and how the game ended, down to the arm,
so a rules change that alters a result is caught. To record them again after a deliberate rules change
(then read the new games before freezing them):

    .venv/bin/python -m tests.test_balance_golden
"""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

import engine
from engine.balance.rules import HOME, TIPPED, TWO_TIPS
from engine.record import GameRecord

DATA = Path(__file__).parent / "data"

#: file -> (seats, options, the level of each seat ("careless": any legal move), seed).
GAMES = {
    # two players, the booklet's game: the normal computer is forced to tip after a pass
    "balance_duel.json": (2, {}, ("normal", "easy"), 8),
    # the variant with 8 large pawns, model B, no beating and a twitchy arm: won home after a free rearrangement
    "balance_duel_variant.json": (2, {"pawns": 8, "model": "B", "beating": False, "sensitivity": "hard"},
                                  ("normal", "normal"), 2),
    # A+B against C+D: each team loses a colour, then C+D tip a second time and lose
    "balance_team4.json": (4, {"mode": "team"}, ("careless", "normal", "careless", "easy"), 8),
    # each for themselves: two players tip out, the last two play the final duel on opposite sides
    "balance_individual4.json": (4, {"mode": "individual"}, ("careless", "normal", "careless", "easy"), 14),
}

#: What each game comes to: plies, the events that matter as (ply, kind, seat or colour), winners, reason,
#: scores (pawns home per seat), rounds, team tips, sides at the end, and the arm as it stands at the end.
EXPECTED: dict[str, tuple] = {
    "balance_duel.json": (
        33, [(33, "tip", 0)], (1,), TIPPED, (5.0, 3.0), 1, (0, 0), (1, -1),
        ((-7, 0, "L"), (-6, 0, "L"), (-4, 0, "L"), (-4, 0, "L"), (-3, 1, "L"), (-3, 1, "L"), (-1, 0, "L"),
         (2, 1, "L"), (5, 0, "L"), (6, 1, "L"), (6, 1, "L"))),
    "balance_duel_variant.json": (
        38, [(38, "rearranged", 0), (38, "home", 0)], (0,), HOME, (8.0, 7.0), 1, (0, 0), (1, -1),
        ((-6, 0, "L"), (-6, 0, "L"), (-5, 0, "L"), (-4, 0, "L"), (-4, 0, "L"), (-3, 0, "L"), (-2, 0, "L"),
         (-1, 0, "L"), (1, 1, "L"), (1, 1, "L"), (3, 1, "L"), (3, 1, "L"), (4, 1, "L"), (6, 1, "L"), (6, 1, "L"))),
    "balance_team4.json": (
        51, [(21, "tip", 0), (21, "colour_lost", 0), (41, "tip", 2), (41, "colour_lost", 2), (51, "tip", 2)],
        (0, 1), TWO_TIPS, (0.0, 0.0, 0.0, 1.0), 3, (1, 2), (1, 1, -1, -1),
        ((-3, 3, "M"), (1, 1, "L"), (1, 1, "M"), (4, 3, "L"), (5, 1, "L"))),
    "balance_individual4.json": (
        42, [(8, "tip", 0), (8, "out", 0), (21, "tip", 2), (21, "out", 2), (42, "rearranged", 1), (42, "home", 1)],
        (1,), HOME, (0.0, 4.0, 0.0, 1.0), 3, (0, 0), (0, -1, 0, 1),
        ((-6, 3, "M"), (1, 1, "L"), (1, 3, "L"), (2, 1, "L"), (2, 1, "M"), (3, 1, "M"), (5, 3, "L"))),
}


def key_events(state, ply: int) -> list[tuple[int, str, int]]:
    wanted = {"tip": "seat", "colour_lost": "colour", "out": "seat", "rearranged": "colour", "home": "colour"}
    return [(ply, e["type"], e[wanted[e["type"]]]) for e in state.events if e["type"] in wanted]


def replay(name: str):
    record = GameRecord.from_json((DATA / name).read_text(encoding="utf-8"))
    state, events = record.initial, []
    for ply, text in enumerate(record.moves, 1):
        move = engine.parse_move(state, text)
        assert engine.move_to_text(state, move) == text
        state = state.apply(move)
        events += key_events(state, ply)
    return record, state, events


def summary(record, state, events) -> tuple:
    outcome = state.outcome()
    return (len(record.moves), events, outcome.winners, outcome.reason, outcome.scores, state.round_no,
            state.tips, state.sides, state.arm)


@pytest.mark.parametrize("name", list(GAMES))
def test_golden_game_replays_to_its_known_end(name):
    record, state, events = replay(name)
    seats, options, _, _ = GAMES[name]
    assert record.initial.seats == seats
    assert {key: record.initial.options[key] for key in options} == options
    assert record.cursor == len(record.moves)
    assert summary(record, state, events) == EXPECTED[name]
    assert state.tipped() == (state.outcome().reason != HOME)  # a won game's arm stands, a lost one lies
    assert engine.from_json(state.to_json()) == state


def test_golden_games_cover_every_way_a_game_ends():
    assert {EXPECTED[name][3] for name in GAMES} == {TIPPED, HOME, TWO_TIPS}


# --------------------------------------------------------------------------- recording them


def record_game(seats: int, options: dict, levels: tuple[str, ...], seed: int) -> GameRecord:
    import engine.ai

    state = engine.new_game("balance", seats, options, seed=seed)
    initial, texts, careless = state, [], random.Random(seed)
    while state.outcome() is None:
        level = levels[state.to_move]
        if level == "careless":
            move = careless.choice(state.legal_moves())
        else:
            move = engine.ai.choose(state, level, seed=len(texts), deadline_s=1.0)
        texts.append(engine.move_to_text(state, move))
        state = state.apply(move)
    colours = ("black", "yellow", "red", "blue")
    players = [{"name": f"Player {seat + 1}", "colour": colours[seat], "human": True} if level == "careless" else
               {"name": f"Computer ({level})", "colour": colours[seat], "human": False, "level": level}
               for seat, level in enumerate(levels)]
    return GameRecord(initial, texts, len(texts), players)


def main() -> None:
    DATA.mkdir(exist_ok=True)
    for name, (seats, options, levels, seed) in GAMES.items():
        record = record_game(seats, options, levels, seed)
        (DATA / name).write_text(record.to_json() + "\n", encoding="utf-8")
        print(json.dumps(name), ":", summary(*replay(name)), ",")


if __name__ == "__main__":
    main()
