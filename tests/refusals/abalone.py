"""Abalone: a real situation for every refusal code (see tests/refusals/__init__.py)."""

import engine
from engine import Refusal
from engine.abalone import Move, Timeout, position_from_dict
from engine.abalone.board import CELL_BY_NAME


def position(black: str, white: str, **options):
    return position_from_dict({"black": black.split(), "white": white.split(), "to_move": "black",
                               "out": {"black": 0, "white": 0}}, options or None)


def start(**options):
    return engine.new_game("abalone", 2, options or None)


def cells(*names: str) -> tuple[int, ...]:
    return tuple(CELL_BY_NAME[name] for name in names)


def finished():
    state = position("C5 C6", "C7", marbles_to_win=1)
    return state.apply(engine.parse_move(state, "c5c6"))


CASES = {
    Refusal.GAME_OVER: lambda: finished().apply(Move(cells("C6"), 2)),
    Refusal.NOT_A_MOVE: lambda: start().apply(Move(cells("C4", "C3"), 2)),  # not in ascending order
    Refusal.NOT_TEXT: lambda: start().parse_move(42),
    Refusal.UNREADABLE: lambda: engine.parse_move(start(), "c3 to d3"),
    # the rules of moving
    "no_marble": lambda: engine.parse_move(start(), "g5f5"),  # White's marble, Black to move
    "too_many_marbles": lambda: start().check_selection(cells("A1", "A2", "A3", "A4")),
    "not_in_line": lambda: start().check_selection(cells("A1", "B3")),
    "own_marble_off": lambda: position("C7", "").apply(Move(cells("C7"), 0)),  # C7 east is off the board
    "sideways_blocked": lambda: engine.parse_move(position("C3 C4", "D3"), "c3c4d3"),
    "own_marble_ahead": lambda: start().apply(Move(cells("C3"), 0)),  # C4 is Black's own
    "no_superiority": lambda: engine.parse_move(position("C2 C3", "C4 C5"), "c2c3"),  # 2 against 2
    "sandwiched": lambda: engine.parse_move(position("C3 C4 C6", "C5"), "c3c4"),
    # the clock
    "no_clock": lambda: engine.parse_move(start(), "timeout"),
    "not_your_clock": lambda: start(clock_minutes=10).apply(Timeout(1)),  # Black is to move
    # the notation
    "no_such_cell": lambda: engine.parse_move(start(), "a9b9"),
    "not_next_to": lambda: engine.parse_move(start(), "c3e5"),
    "not_a_line_of_ends": lambda: engine.parse_move(start(), "c3d5d3"),
    "inline_as_broadside": lambda: engine.parse_move(start(), "c3c5c4"),
}

UNUSED_COMMON = {
    Refusal.NOT_LEGAL: "every illegal Abalone move has a precise reason of its own (the codes above)",
}
