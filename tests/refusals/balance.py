"""Balance DUELS: a real situation for every refusal code (seat 0 = A on side +1, seat 1 = B on side -1)."""

import engine
from engine import Refusal
from engine.balance import PASS, Place, Step
from tests.playouts import playout
from tests.test_balance_engine import position

A, B = 0, 1


def finished():
    *_, last = playout("balance", 2, seed=3)
    return last


def opening():
    return engine.new_game("balance", 2, seed=1)


CASES = {
    Refusal.GAME_OVER: lambda: finished().apply(Place("L")),
    Refusal.NOT_A_MOVE: lambda: position(arm=[(5, A, "L"), (-1, B, "L")], die=4).apply(Step(5.0, "L")),
    Refusal.NOT_TEXT: lambda: engine.parse_move(opening(), 4),
    Refusal.UNREADABLE: lambda: engine.parse_move(opening(), "L-S4"),
    # a pass, or a move, on a round's first turn: the first placement is forced
    "first_placement": lambda: opening().apply(PASS),
    "must_move": lambda: position(arm=[(1, A, "L"), (-1, B, "L")], die=2, must_move=(A,)).apply(PASS),
    # a duel is played with large pawns only
    "no_pawn_in_supply": lambda: position(arm=[(1, A, "L"), (-1, B, "L")], die=2).apply(Place("M")),
    "holder_full": lambda: position(arm=[(4, A, "L"), (4, B, "L"), (-1, B, "L")], die=4).apply(Place("L")),
    "not_a_holder": lambda: engine.parse_move(position(arm=[(5, A, "L"), (-1, B, "L")], die=4), "L:S9-F6"),
    "no_pawn_there": lambda: position(arm=[(5, A, "L"), (-1, B, "L")], die=4).apply(Step(3, "L")),
    "past_f7": lambda: position(arm=[(-6, A, "L"), (-1, B, "L")], die=3).apply(Step(13, "L")),
    "beating_off": lambda: position(options={"beating": False}, arm=[(5, A, "L"), (-2, B, "L")], die=4)
    .apply(Step(5, "L", True)),
    "beat_in_finish_only": lambda: position(arm=[(1, A, "L"), (3, B, "L"), (-1, B, "L")], die=2)
    .apply(Step(1, "L", True)),
    "nothing_to_beat": lambda: position(arm=[(5, A, "L"), (-1, B, "L")], die=4).apply(Step(5, "L", True)),
    # four players in teams: seats 0 and 1 share side +1, so seat 1's attacker in F2 is seat 0's partner
    "own_side": lambda: position(4, {"mode": "team"}, arm=[(6, 0, "L"), (-2, 1, "L"), (-1, 2, "L")], die=3)
    .apply(Step(6, "L", True)),
    "place_by_die": lambda: engine.parse_move(position(arm=[(5, A, "L"), (-1, B, "L")], die=4), "L@S5"),
    "step_by_die": lambda: engine.parse_move(position(arm=[(2, A, "L"), (-1, B, "L")], die=4), "L:S2-S5"),
}

UNUSED_COMMON = {
    Refusal.NOT_LEGAL: "every move that is not legal has a precise reason of its own: whose turn it is, the "
                       "first placement, a pass after a pass, the supply, a full holder, the end of the track, "
                       "the die, or what may be beaten",
}
