"""engine.ai.evaluate: each seat's chance to win, for every game (issue 19).

Per-game positions come from tests/evaluations/<id>.py: `won_in_one()` (the seat to move wins with one
move) and `clearly_ahead()` (a seat clearly ahead, not yet winning)."""

import importlib
import math

import pytest

import engine
import engine.ai
from engine.ai import Evaluation, SearchCancelled, evaluate
from tests.playouts import PLAYABLE as GAMES_AVAILABLE

PER_POSITION_S = 0.5


def positions(game_id: str, kind: str):
    module = importlib.import_module(f"tests.evaluations.{game_id}")
    return getattr(module, kind)()


def check_shape(evaluation, state) -> None:
    assert isinstance(evaluation, Evaluation) and isinstance(evaluation, tuple)
    assert len(evaluation) == state.seats
    assert all(isinstance(c, float) and 0.0 <= c <= 1.0 and math.isfinite(c) for c in evaluation)
    assert sum(evaluation) <= 1.0 + 1e-9


@pytest.mark.parametrize("game_id", GAMES_AVAILABLE)
def test_the_start_is_open_and_sums_to_one(game_id):
    state = engine.new_game(game_id, 2 if 2 in engine.GAMES[game_id].seats else engine.GAMES[game_id].seats.start,
                            seed=5)
    evaluation = evaluate(state, PER_POSITION_S, seed=1)
    check_shape(evaluation, state)
    assert sum(evaluation) == pytest.approx(1.0, abs=1e-6) or state.spec.id == "tumblin"
    assert all(0.15 < c < 0.85 for c in evaluation), evaluation


@pytest.mark.parametrize("game_id", GAMES_AVAILABLE)
def test_finished_games_agree_with_their_outcome(game_id):
    from tests.playouts import finished_games

    for state in finished_games(game_id):
        outcome = state.outcome()
        evaluation = evaluate(state, 0.1)
        check_shape(evaluation, state)
        for seat in range(state.seats):
            expected = 1.0 / len(outcome.winners) if seat in outcome.winners else 0.0
            assert evaluation[seat] == pytest.approx(expected)
        assert evaluation.best is None


@pytest.mark.parametrize("game_id", GAMES_AVAILABLE)
def test_won_in_one_gives_the_winner_more_than_080(game_id):
    cases = positions(game_id, "won_in_one")
    assert cases
    for state, seat in cases:
        assert state.outcome() is None and state.to_move == seat
        evaluation = evaluate(state, PER_POSITION_S, seed=3)
        check_shape(evaluation, state)
        assert evaluation[seat] > 0.8, (game_id, evaluation)


@pytest.mark.parametrize("game_id", GAMES_AVAILABLE)
def test_a_seat_clearly_ahead_has_the_best_chance(game_id):
    cases = positions(game_id, "clearly_ahead")
    assert cases
    for state, seat in cases:
        assert state.outcome() is None
        evaluation = evaluate(state, PER_POSITION_S, seed=4)
        check_shape(evaluation, state)
        assert evaluation[seat] > 0.6, (game_id, evaluation)
        assert all(evaluation[seat] > c for other, c in enumerate(evaluation) if other != seat)
        if evaluation.best is not None:
            state.apply(evaluation.best)  # the preferred move is legal


@pytest.mark.parametrize("game_id", GAMES_AVAILABLE)
def test_the_same_seed_gives_the_same_chances(game_id):
    state, _seat = positions(game_id, "clearly_ahead")[0]
    first = evaluate(state, 0.9, seed=11)  # the default depth, with room to spare
    again = evaluate(state, 0.9, seed=11)
    assert tuple(first) == tuple(again) and first.best == again.best


def test_cancel_stops_an_evaluation():
    state = engine.new_game("abalone", 2, seed=1)
    with pytest.raises(SearchCancelled):
        evaluate(state, 5.0, cancel=lambda: True)


def test_an_evaluation_normalises_what_a_game_overshoots():
    evaluation = Evaluation([0.9, 0.6, -0.2], best="x")
    assert sum(evaluation) == pytest.approx(1.0) and evaluation[2] == 0.0 and evaluation.best == "x"
