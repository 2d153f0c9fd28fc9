"""Move notation: holes by name, a step as `c3-d4`, a hop chain as `c3:e5:g5`, and `pass`.

Holes of the square board are named like chess squares (files a-p, ranks 1-16
from the bottom). Holes of the star are named by row, `a` at the top point to
`q` at the bottom one, and by place in the row from the left: the top tip is
`a1`, the widest rows run from `e1` to `e13`.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from engine.core import IllegalMove
from engine.halma.geometry import Board
from engine.halma.rules import EMPTY, PASS, Move, Pass

if TYPE_CHECKING:
    from engine.halma.rules import HalmaState

PASS_TEXT = "pass"
_MOVE_TEXT = re.compile(r"[a-z]\d{1,2}(?:[-:][a-z]\d{1,2})+")


def is_step(board: Board, move: Move) -> bool:
    return len(move.path) == 2 and move.destination in board.steps[move.origin]


def move_to_text(board: Board, move: Move | Pass) -> str:
    if move == PASS:
        return PASS_TEXT
    separator = "-" if is_step(board, move) else ":"
    return separator.join(board.names[hole] for hole in move.path)


def parse_move(state: HalmaState, text: str) -> Move | Pass:
    """The legal move `text` names. A hop chain may be written by its ends only (`c3:g5`)
    or along any valid path; either way the canonical legal move comes back."""
    text = text.strip().lower()
    if text == PASS_TEXT:
        if PASS not in state.legal_moves():
            raise IllegalMove("passing is only allowed without any legal move", text)
        return PASS
    if len(text) > 400 or not _MOVE_TEXT.fullmatch(text):
        raise IllegalMove("expected holes joined by - (a step) or : (hops), or 'pass'", text)
    index = state.layout.board.index
    try:
        holes = [index[name] for name in re.split("[-:]", text)]
    except KeyError as exc:
        raise IllegalMove(f"there is no hole {exc.args[0]}", text) from None
    move = state._legal_move_like(Move(tuple(holes)))
    if move is None:
        raise IllegalMove("no legal move joins these holes", text)
    if len(holes) > 2 and list(move.path) != holes and not _is_hop_chain(state, holes):
        raise IllegalMove("these holes are not a chain of hops", text)
    return move


def _is_hop_chain(state: HalmaState, holes: list[int]) -> bool:
    board = list(state.board)
    board[holes[0]] = EMPTY
    target = state.layout.targets[state.turn]
    confined = holes[0] in target
    for done, (here, there) in enumerate(zip(holes, holes[1:]), 1):
        if there in holes[:done] or (confined and there not in target):
            return False
        if there not in state.rules.hop_landings(board, here):
            return False
    return True
