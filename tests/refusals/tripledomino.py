"""Triple Domino: a real situation for every refusal code (see tests/refusals/__init__.py)."""

from __future__ import annotations

import engine
from engine import Refusal
from engine.tripledomino import DRAW, PASS, Place
from engine.tripledomino.tiles import TILES
from tests.test_tripledomino_rules import HEX_RING, hexagon_state, make, useless_pool

#: A lone 1-2-3 on the table: the down cell (1, 0) to its right needs 1 and 2 along the shared side.
LONE = [((0, 0), (1, 2, 3), 1)]


def finished():
    state = engine.new_game("tripledomino", 1, {"solitaire_draws": 0}, seed=3)
    while state.outcome() is None:
        state = state.apply(state.legal_moves()[0])
    return state


def stuck():
    """Seat 0 holds 0-0-0, which fits nowhere next to 1-2-3, and the next draws do not fit either."""
    return make(hands=[[(0, 0, 0)], [(3, 3, 3)]], placed=LONE, pool=useless_pool((0, 0, 0), (3, 3, 3), (1, 2, 3)))


def empty_pool():
    """Nothing in the pool; seat 0 cannot lay 0-0-0, seat 1 holds everything else."""
    others = [t for t in TILES if t not in ((1, 2, 3), (0, 0, 0))]
    return make(hands=[[(0, 0, 0)], others], placed=LONE, pool=())


def bridge():
    """1-2-3 and, across a gap, 2-2-2 touching the cell (1, 0) only at its far corner."""
    return make(hands=[[(1, 1, 2), (0, 4, 5)], [(3, 3, 3)]], placed=[*LONE, ((3, -1), (2, 2, 2), 1)])


def opening():
    return engine.new_game("tripledomino", 2, seed=1)


def after_the_opening():
    state = opening()
    return state.apply(state.legal_moves()[0])


CASES = {
    Refusal.GAME_OVER: lambda: finished().apply(DRAW),
    Refusal.NOT_A_MOVE: lambda: after_the_opening().apply("draw"),  # a move text is not a move object
    Refusal.NOT_TEXT: lambda: engine.parse_move(after_the_opening(), 5),
    Refusal.UNREADABLE: lambda: engine.parse_move(after_the_opening(), "1-2-3 at 0,0"),
    "open_with_start_tile": lambda: opening().apply(DRAW),
    "no_such_tile": lambda: bridge().apply(Place((0, 2, 1), (1, 0))),  # 0-2-1 is the mirror of 0-1-2
    "not_in_hand": lambda: hexagon_state().apply(Place((3, 3, 3), HEX_RING[5])),
    "only_drawn_tile": lambda: make(hands=[[(1, 1, 2), (0, 0, 0)], [(3, 3, 3)]], placed=LONE,
                                    pool=useless_pool((1, 1, 2), (0, 0, 0), (3, 3, 3), (1, 2, 3)))
                                .apply(DRAW).apply(Place((1, 1, 2), (1, 0))),
    "tile_fits_nowhere": lambda: stuck().check_tile((0, 0, 0)),
    "cell_taken": lambda: bridge().apply(Place((1, 1, 2), (0, 0))),
    "no_side_contact": lambda: bridge().apply(Place((1, 1, 2), (9, 9))),
    "side_mismatch": lambda: bridge().apply(Place((0, 4, 5), (1, 0))),  # 0 and 5 against 1 and 2
    "corner_mismatch": lambda: bridge().apply(Place((1, 1, 2), (1, 0))),  # its far corner 1 meets 2-2-2
    "pool_empty": lambda: empty_pool().apply(DRAW),
    "draw_limit": lambda: stuck().apply(DRAW).apply(DRAW).apply(DRAW).apply(DRAW),
    "no_draws_left": lambda: engine.new_game("tripledomino", 1, {"solitaire_draws": 0}, seed=3).apply(DRAW),
    "pass_while_draw": lambda: after_the_opening().apply(PASS),
    "pass_while_fits": lambda: empty_pool().apply(PASS).apply(PASS),  # seat 1 can lay a tile
}

UNUSED_COMMON = {
    Refusal.NOT_LEGAL: "every move Triple Domino refuses gets a precise code: a start tile, a tile, the layout, "
                       "the pool or the draw limit",
}
