"""The Balance DUELS computer: legal moves in every mode, no needless tips, the cautious greedy bench player."""


import pytest

import engine
import engine.ai
from engine.balance import PASS, Place, Step, ai
from tests.test_balance_engine import position


@pytest.mark.parametrize("level", engine.LEVELS)
def test_no_tipping_move_when_a_safe_one_exists(level):
    # worked position 2: placing at S5 tips, moving S6 -> F4 is safe
    state = position(arm=[(6, 0, "L"), (-1, 1, "L")], die=5)
    for seed in range(5):
        move = engine.ai.choose(state, level, seed=seed, deadline_s=0.5)
        assert move != Place("L")


def test_greedy_passes_only_when_every_move_tips():
    state = position(arm=[(6, 0, "L"), (-1, 1, "L")], die=5)
    assert ai.greedy_choose(state) == Step(6, "L")
    trapped = position(arm=[(3, 0, "L"), (-1, 1, "L"), (4, 1, "L")], die=4)
    assert ai.greedy_choose(trapped) == PASS


@pytest.mark.parametrize("seats,options", [(3, {"mode": "team"}), (4, {"mode": "individual"})])
def test_hard_plays_legal_moves_in_multi_player_games(seats, options):
    state = engine.new_game("balance", seats, options, seed=9)
    for ply in range(12):
        if state.outcome() is not None:
            break
        move = engine.ai.choose(state, "hard", seed=ply, deadline_s=0.3)
        assert move in state.legal_moves()
        state = state.apply(move)


def test_value_of_a_won_game_is_one():
    state = position(arm=[(6, 0, "L"), (-1, 1, "L")], die=5)
    lost = state.apply(Place("L"))
    assert ai.value(lost, 1) == 1.0 and ai.value(lost, 0) == -1.0


def test_the_computer_uses_the_common_budget_and_stops_when_cancelled():
    from engine.ai import SearchCancelled

    state = position(arm=[(6, 0, "L"), (-1, 1, "L")], die=5)
    polls = []

    def cancel():
        polls.append(1)
        return len(polls) > 2  # let the search start, then stop it

    with pytest.raises(SearchCancelled):
        engine.ai.choose(state, "hard", seed=1, deadline_s=5.0, cancel=cancel)
    assert engine.ai.choose(state, "hard", seed=1, deadline_s=0.0) in state.legal_moves()  # 50 ms at least
