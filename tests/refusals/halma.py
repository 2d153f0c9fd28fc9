"""A real situation for every refusal code of Halma and Chinese checkers."""

import engine
from engine.halma import PASS, HalmaState, Move
from engine.halma import geometry as geo
from engine.halma.rules import EMPTY
from engine.rng import Rng


def opening(options=None):
    return engine.new_game("halma", 2, options, seed=1)


def position(pegs, options=None, seats=2):
    """A state with `pegs` ({seat: [hole names]}) on the star, seat 0 to move."""
    resolved = engine.GAMES["halma"].resolve_options(seats, options)
    names = geo.star_board().index
    board = [EMPTY] * len(names)
    for seat, holes in pegs.items():
        for name in holes:
            board[names[name]] = seat
    return HalmaState(seats, resolved, Rng(0), tuple(board))


def hole(name):
    return geo.star_board().index[name]


def finished():
    """Seat 0 fills its target (the top point) with its last step."""
    target = sorted(geo.star_board().names[h] for h in geo.layout(geo.STAR, 2).targets[0])
    state = position({0: [t for t in target if t != "d1"] + ["e5"], 1: ["q1"]})
    return state.apply(Move((hole("e5"), hole("d1"))))


CASES = {
    "game_over": lambda: finished().apply(PASS),
    "not_a_move": lambda: opening().apply(Move((111.0, 102.0))),
    "not_text": lambda: opening().parse_move(42),
    "unreadable": lambda: engine.parse_move(opening(), "n1 to m5"),
    "not_legal": lambda: opening().apply(Move((hole("o2"), hole("n2"), hole("m6"), hole("m8")))),
    "no_such_hole": lambda: engine.parse_move(opening(), "n1-z9"),
    "no_peg": lambda: engine.parse_move(opening(), "i5-i6"),
    "not_your_peg": lambda: engine.parse_move(opening(), "d1-e5"),
    "peg_stuck": lambda: engine.parse_move(opening(), "q1-m5"),
    "occupied": lambda: engine.parse_move(opening(), "n1-n2"),
    "stays_in_target": lambda: engine.parse_move(position({0: ["d1"], 1: ["q1"]}), "d1-e5"),
    "foreign_camp": lambda: engine.parse_move(position({0: ["m6"], 1: ["m5", "l4"]}, {"no_stop_foreign": True}, 3),
                                              "m6:m4"),
    "unreachable": lambda: engine.parse_move(opening(), "n1-i5"),
    "not_a_chain": lambda: engine.parse_move(opening(), "o2:m6:n2:m8"),
    "pass_not_allowed": lambda: opening().apply(PASS),
}

UNUSED_COMMON = {}
