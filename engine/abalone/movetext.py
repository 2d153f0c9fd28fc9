"""The Aba-Pro text of one move, on bare cells and directions.

In-line moves (one marble too) are written as the rear marble's cell and the
cell it steps to: `a1b2` moves the line that starts at A1 one step north-east,
pushing whatever it can. Broadsides are written as the two end cells and the
destination of the first one: `c3c5d4`. Output is lowercase with the lower
end first; input takes either case and either end first. A clock running out
is written `timeout`.

This module knows only the board: `rules.py` (the state's `move_to_text` and
`parse_move`) and `notation.py` (game records) both build on it, so that the
notation depends on the rules and never the other way.
"""

from __future__ import annotations

import re

from engine.abalone.board import CELL_BY_NAME, CELL_NAMES, CELL_SET, OFFSETS
from engine.core import IllegalMove, Refusal

TIMEOUT_TEXT = "timeout"
_CELL = r"[a-iA-I][1-9]"
_INLINE = re.compile(f"({_CELL})({_CELL})")
_BROADSIDE = re.compile(f"({_CELL})({_CELL})({_CELL})")

#: Refusal codes of the notation (sentences in SPEC.refusals); parameters are cell names.
NO_SUCH_CELL = "no_such_cell"
NOT_NEXT_TO = "not_next_to"
NOT_A_LINE_OF_ENDS = "not_a_line_of_ends"
INLINE_AS_BROADSIDE = "inline_as_broadside"


def inline_text(tail: int, direction: int) -> str:
    """An in-line move: its rear marble and the cell that marble steps to."""
    return _name(tail) + _name(tail + OFFSETS[direction])


def broadside_text(first: int, last: int, direction: int) -> str:
    """A broadside: its two end marbles and the cell the first one steps to."""
    return _name(first) + _name(last) + _name(first + OFFSETS[direction])


def read_move_text(text: str, own: int) -> tuple[tuple[int, ...], int] | None:
    """The marbles (ascending) and the direction that the stripped `text` names; None for `timeout`.

    `own` is the mover's bitboard: the text of an in-line move names only its rear marble, and the
    line is every own marble ahead of it (up to one too many, which the rules then refuse). Raises
    `IllegalMove` for text that names no move; whether the move is legal is for the rules to say.
    """
    if text.lower() == TIMEOUT_TEXT:
        return None
    if match := _INLINE.fullmatch(text):
        tail, target = (_cell(g) for g in match.groups())
        direction = _direction(tail, target)
        offset = OFFSETS[direction]
        line = [tail]
        while len(line) <= 3 and line[-1] + offset in CELL_SET and own >> (line[-1] + offset) & 1:
            line.append(line[-1] + offset)  # the rear marble moves the whole line ahead of it
        return tuple(sorted(line)), direction
    if match := _BROADSIDE.fullmatch(text):
        first, last, target = (_cell(g) for g in match.groups())
        direction = _direction(first, target)
        step = next((s for s in (abs(o) for o in OFFSETS[:3]) if (last - first) in (s, 2 * s, -s, -2 * s)), None)
        if step is None:
            raise IllegalMove(NOT_A_LINE_OF_ENDS, CELL_NAMES[first], CELL_NAMES[last])
        if step == abs(OFFSETS[direction]):
            raise IllegalMove(INLINE_AS_BROADSIDE)
        low, high = sorted((first, last))
        return tuple(range(low, high + 1, step)), direction
    raise IllegalMove(Refusal.UNREADABLE)


def _name(cell: int) -> str:
    return CELL_NAMES[cell].lower()


def _cell(text: str) -> int:
    cell = CELL_BY_NAME.get(text.upper())
    if cell is None:
        raise IllegalMove(NO_SUCH_CELL, text.upper())
    return cell


def _direction(start: int, end: int) -> int:
    if end - start not in OFFSETS:
        raise IllegalMove(NOT_NEXT_TO, CELL_NAMES[start], CELL_NAMES[end])
    return OFFSETS.index(end - start)
