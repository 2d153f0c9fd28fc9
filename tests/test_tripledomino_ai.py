"""The Triple Domino computer players: greedy scoring, no peeking at hidden tiles, drawing when stuck.

The hard level samples until its budget runs out; here the budget's clock stands still, so it always takes
all its samples and its choices do not depend on the speed of the machine. How fast it is belongs to
bench/tripledomino.py.
"""

import pytest

import engine
from engine import Rng
from engine.ai import Budget
from engine.tripledomino import DRAW, PASS, Place, ai
from tests.test_tripledomino_rules import HEX_RING, hexagon_state, make, numbers_in, useless_pool


def choose(state, level, seed=0):
    """What `engine.ai.choose(state, level, seed)` answers, on a clock that stands still."""
    return ai.choose(state, level, Rng(seed), Budget(2.0, clock=lambda: 0.0))


def test_the_game_ai_takes_the_shared_rng_and_budget():
    state = engine.new_game("tripledomino", 2, seed=5)
    for level in engine.LEVELS:
        assert engine.ai.choose(state, level, seed=2) in state.legal_moves()
    with pytest.raises(engine.ai.SearchCancelled):
        engine.ai.choose(state, "hard", seed=2, cancel=lambda: True)


def test_normal_and_hard_take_the_hexagon():
    state = hexagon_state()
    hexagon = Place(numbers_in(HEX_RING[5]), HEX_RING[5])
    assert choose(state, "normal") == hexagon
    assert choose(state, "hard", seed=3) == hexagon


@pytest.mark.parametrize("level", engine.LEVELS)
def test_stuck_players_draw_then_pass(level):
    state = make(hands=[[(0, 0, 0)], [(3, 3, 3)]], placed=[((0, 0), (1, 2, 3), 1)],
                 pool=useless_pool((0, 0, 0), (3, 3, 3), (1, 2, 3)))
    for _ in range(3):
        assert choose(state, level, seed=1) == DRAW
        state = state.apply(DRAW)
    assert choose(state, level, seed=1) == PASS


def test_hard_does_not_peek_at_hidden_tiles():
    """Shuffling what the others hold and the pool's order never changes the hard choice."""
    start = engine.new_game("tripledomino", 2, seed=21)
    state = start
    for _ in range(8):
        state = state.apply(choose(state, "normal", seed=1))
    while state.to_move != 0 or not any(isinstance(m, Place) for m in state.legal_moves()):
        state = state.apply(choose(state, "normal", seed=1))
    hidden = sorted(set(state.pool) | set(state.hands[1]))
    swapped_hand = tuple(hidden[:len(state.hands[1])])
    swapped_pool = tuple(reversed(hidden[len(state.hands[1]):]))
    other = make(hands=[state.hands[0], swapped_hand], placed=state.placed, pool=swapped_pool, turn=0)
    assert other.hands[1] != state.hands[1] and other.pool != state.pool
    assert sorted(other.pool + other.hands[1]) == hidden
    assert choose(state, "hard", seed=4) == choose(other, "hard", seed=4)

