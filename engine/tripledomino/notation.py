"""Triple Domino move notation: '3-4-5@1,0' (the numbers clockwise from the cell's first corner, @ col,row),
'draw' and 'pass'.

This module imports `rules`, never the other way: it hands its two functions to the state
(`TripleDominoState.notation`) when it is imported, which the package does before anything else can
use a state, so `state.move_to_text` and `state.parse_move` write and read through them.
"""

from __future__ import annotations

import re

from engine.core import IllegalMove, Refusal
from engine.tripledomino.rules import DRAW, PASS, Draw, Move, Notation, Place, TripleDominoState
from engine.tripledomino.tiles import tile_text

DRAW_TEXT, PASS_TEXT = "draw", "pass"

#: A placement in notation: three numbers 0-5, then the cell (ASCII digits only, as `move_text` writes them).
_PLACE_TEXT = re.compile(r"([0-5])-([0-5])-([0-5])@(-?[0-9]{1,6}),(-?[0-9]{1,6})")


def move_text(move: Move) -> str:
    """The notation of a well-formed move (the state has checked it is legal)."""
    if isinstance(move, Place):
        return f"{tile_text(move.numbers)}@{move.cell[0]},{move.cell[1]}"
    return DRAW_TEXT if isinstance(move, Draw) else PASS_TEXT


def parse_text(text: str) -> Move:
    """The move the text names (not yet checked against a position); IllegalMove if it is not notation."""
    if not isinstance(text, str):
        raise IllegalMove(Refusal.NOT_TEXT)
    clean = text.strip().lower()
    if clean in (DRAW_TEXT, PASS_TEXT):
        return DRAW if clean == DRAW_TEXT else PASS
    match = _PLACE_TEXT.fullmatch(clean)
    if match is None:
        raise IllegalMove(Refusal.UNREADABLE)
    a, b, c, col, row = (int(group) for group in match.groups())
    return Place((a, b, c), (col, row))


TripleDominoState.notation = Notation(move_text, parse_text)
