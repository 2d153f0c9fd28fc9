"""The engine contract, checked the same way for every available game (and the test game)."""

import json
import random

import pytest

import engine
import engine.ai
from engine import BadState, IllegalMove
from tests.playouts import PLAYABLE, random_move
from tests.playouts import seat_counts as _seat_counts

AVAILABLE = [game_id for game_id in PLAYABLE if engine.GAMES[game_id].finite_moves]


@pytest.fixture(params=AVAILABLE + ["count"])
def game_id(request, count_game):
    return request.param


@pytest.fixture(params=PLAYABLE + ["count"])
def any_game_id(request, count_game):
    """Every game, those with continuous moves (Tumblin-Dice's throws) included."""
    return request.param


def seat_counts(spec):
    return _seat_counts(spec.id)


def test_spec_is_complete(game_id):
    spec = engine.GAMES[game_id]
    assert spec.id == game_id and spec.available and spec.state_class.spec is spec
    for option in spec.options:
        assert option.allowed(option.default), option.key
    keys = [c.key for c in spec.colours]
    assert len(keys) == len(set(keys))


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_random_games_end_and_round_trip_everything(any_game_id, seed):
    """Random games with each seat count, played to their end: JSON and notation round-trip at every ply."""
    game_id = any_game_id
    rnd = random.Random(seed)
    for seats in seat_counts(engine.GAMES[game_id]):
        state = engine.new_game(game_id, seats, seed=seed * 100 + seats)
        assert engine.from_json(state.to_json()) == state
        for _ply in range(20_000):
            if state.outcome() is not None:
                break
            moves = state.legal_moves()
            assert 0 <= state.to_move < seats
            assert len(set(moves)) == len(moves)
            for move in rnd.sample(moves, min(len(moves), 6)):
                text = engine.move_to_text(state, move)
                assert engine.parse_move(state, text) == move, text
            move = random_move(state, rnd)
            text = engine.move_to_text(state, move)
            assert engine.parse_move(state, text) == move, text
            before = state.to_json()
            state = state.apply(move)
            assert engine.from_json(before).to_json() == before  # the old state is unchanged
            again = engine.from_json(state.to_json())
            assert again == state and again.to_json() == state.to_json()
        outcome = state.outcome()
        assert outcome is not None, f"{game_id} with {seats} seats did not end"
        assert state.to_move is None and state.legal_moves() == []
        assert all(0 <= seat < seats for seat in outcome.winners) and len(set(outcome.winners)) == len(outcome.winners)
        assert engine.GAMES[game_id].reasons.get(outcome.reason) or outcome.reason in engine.core.COMMON_REASONS
        if outcome.scores is not None:
            assert len(outcome.scores) == seats


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


def _paths(value, prefix=(), depth=0):
    """Every key/index path inside `value`, to `depth` 4 (lists: the first, middle and last items)."""
    if depth > 4:
        return
    if isinstance(value, dict):
        items = list(value.items())
    elif isinstance(value, list):
        picks = sorted({0, len(value) // 2, len(value) - 1}) if value else []
        items = [(i, value[i]) for i in picks]
    else:
        return
    for key, item in items:
        yield (*prefix, key)
        yield from _paths(item, (*prefix, key), depth + 1)


def _edited(data, path, bad):
    edited = json.loads(json.dumps(data))
    target = edited
    for key in path[:-1]:
        target = target[key]
    target[path[-1]] = bad
    return edited


def _hostile(value):
    values = [None, "x", -1, 0, 1, [], {}, 10**30, True, 2.5]
    if isinstance(value, int) and not isinstance(value, bool):
        values += [value + 1, value - 1, -value - 1]
    if isinstance(value, list):
        values += [value[:-1], value + value[-1:], value[::-1]]
    return values


def test_state_data_survives_hostile_edits(any_game_id):
    """A hostile edit of a saved state is refused (`BadState`); one that is accepted gives a state that works."""
    import random as random_module

    from tests.playouts import playout

    game_id = any_game_id
    spec = engine.GAMES[game_id]
    rnd = random_module.Random(3)
    picked = []
    for seats in seat_counts(spec):
        states = list(playout(game_id, seats, seed=3))
        picked += [states[len(states) * k // 4] for k in range(4)] + [states[-1]]
    for state in picked:
        data = json.loads(state.to_json())
        paths = [("data", *p) for p in _paths(data["data"])] + [("data",)]
        for path in rnd.sample(paths, min(len(paths), 25)):
            value = data
            for key in path:
                value = value[key]
            for bad in _hostile(value):
                try:
                    loaded = engine.from_json(json.dumps(_edited(data, path, bad)))
                except BadState:
                    continue
                except Exception as exc:  # noqa: BLE001 - the point of the test
                    pytest.fail(f"{game_id}: {path} = {bad!r}: {type(exc).__name__}: {exc}")
                _check_loaded_state_works(loaded, f"{path} = {bad!r}")


def _check_loaded_state_works(state, label):
    try:
        assert engine.from_json(state.to_json()) == state
        outcome = state.outcome()
        moves = state.legal_moves()
        assert (state.to_move is None) == (outcome is not None), label
        state.scores()
        if outcome is None:
            assert 0 <= state.to_move < state.seats, label
            move = moves[0] if moves else random_move(state, random.Random(1))  # a throw where moves are continuous
            after = state.apply(move)
            assert engine.parse_move(state, engine.move_to_text(state, move)) == move
            assert engine.from_json(after.to_json()) == after
    except Exception as exc:  # noqa: BLE001
        pytest.fail(f"{state.spec.id}: accepted {label} but then {type(exc).__name__}: {exc}")


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
