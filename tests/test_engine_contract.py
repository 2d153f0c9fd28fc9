"""The engine contract, checked the same way for every available game (and the test game)."""

import random

import pytest

import engine
import engine.ai
from engine import BadState, IllegalMove

AVAILABLE = [game_id for game_id, spec in engine.GAMES.items() if spec.available and spec.finite_moves]


@pytest.fixture(params=AVAILABLE + ["count"])
def game_id(request, count_game):
    return request.param


def seat_counts(spec):
    return sorted({spec.seats.start, spec.seats.stop - 1, *(n for n in (2,) if n in spec.seats)})


def test_spec_is_complete(game_id):
    spec = engine.GAMES[game_id]
    assert spec.id == game_id and spec.available and spec.state_class.spec is spec
    for option in spec.options:
        assert option.allowed(option.default), option.key
    keys = [c.key for c in spec.colours]
    assert len(keys) == len(set(keys))


def test_random_playouts_round_trip_everything(game_id):
    spec = engine.GAMES[game_id]
    rnd = random.Random(1)
    for seats in seat_counts(spec):
        state = engine.new_game(game_id, seats, seed=seats)
        assert engine.from_json(state.to_json()) == state
        for _ply in range(60):
            if state.outcome() is not None:
                assert state.to_move is None and state.legal_moves() == []
                break
            moves = state.legal_moves()
            assert moves and 0 <= state.to_move < seats
            assert len(set(moves)) == len(moves)
            for move in moves[:40]:
                text = engine.move_to_text(state, move)
                assert engine.parse_move(state, text) == move, text
            before = state.to_json()
            state = state.apply(moves[rnd.randrange(len(moves))])
            assert engine.from_json(before).to_json() == before  # the old state is unchanged
            again = engine.from_json(state.to_json())
            assert again == state and again.to_json() == state.to_json()


def test_same_seed_same_game(game_id):
    spec = engine.GAMES[game_id]
    seats = seat_counts(spec)[0]
    a = engine.new_game(game_id, seats, seed=11)
    b = engine.new_game(game_id, seats, seed=11)
    for _ in range(10):
        if a.outcome() is not None:
            break
        move = a.legal_moves()[0]
        a, b = a.apply(move), b.apply(move)
        assert a == b


def test_garbage_moves_are_illegal_moves(game_id):
    state = engine.new_game(game_id, seat_counts(engine.GAMES[game_id])[0], seed=2)
    for bad in (None, 42, "nonsense", object()):
        with pytest.raises(IllegalMove):
            state.apply(bad)
    for text in ("", "zz99", "🙂", "a" * 10_000):
        with pytest.raises(IllegalMove):
            engine.parse_move(state, text)


def test_state_data_survives_hostile_edits(game_id):
    import json

    state = engine.new_game(game_id, seat_counts(engine.GAMES[game_id])[0], seed=3)
    data = json.loads(state.to_json())
    for key in list(data["data"]):
        for bad in (None, "x", -1, [], {}, 10**30):
            edited = json.loads(json.dumps(data))
            edited["data"][key] = bad
            try:
                engine.from_json(json.dumps(edited))
            except BadState:
                pass  # refusing is fine; crashing with anything else is not


@pytest.mark.parametrize("level", engine.LEVELS)
def test_ai_returns_a_legal_move(game_id, level):
    state = engine.new_game(game_id, seat_counts(engine.GAMES[game_id])[0], seed=4)
    for _ in range(2):
        if state.outcome() is not None:
            break
        move = engine.ai.choose(state, level, seed=1, deadline_s=0.3)
        assert move in state.legal_moves()
        state = state.apply(move)


def test_ai_can_be_cancelled(game_id):
    state = engine.new_game(game_id, seat_counts(engine.GAMES[game_id])[0], seed=5)
    with pytest.raises(engine.ai.SearchCancelled):
        engine.ai.choose(state, "hard", seed=1, deadline_s=30, cancel=lambda: True)
