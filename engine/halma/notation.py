"""Move notation: holes by name, a step as `c3-d4`, a hop chain as `c3:e5:g5`, and `pass`.

Holes of the square board are named like chess squares (files a-p, ranks 1-16
from the bottom). Holes of the star are named by row, `a` at the top point to
`q` at the bottom one, and by place in the row from the left: the top tip is
`a1`, the widest rows run from `e1` to `e13`.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from engine.core import IllegalMove, Refusal
from engine.halma.geometry import Board
from engine.halma.rules import EMPTY, NO_SUCH_HOLE, NOT_A_CHAIN, PASS, PASS_NOT_ALLOWED, Move, Pass

if TYPE_CHECKING:
    from engine.halma.rules import HalmaState

PASS_TEXT = "pass"
_MOVE_TEXT = re.compile(r"[a-z][0-9]{1,2}(?:[-:][a-z][0-9]{1,2})+", re.ASCII)
_LONGEST = 400  # characters: longer than any chain on either board


def is_step(board: Board, move: Move) -> bool:
    return len(move.path) == 2 and move.destination in board.steps[move.origin]


def move_to_text(board: Board, move: Move | Pass) -> str:
    """The notation of a legal move (the state has checked it)."""
    if type(move) is Pass:
        return PASS_TEXT
    separator = "-" if is_step(board, move) else ":"
    return separator.join(board.names[hole] for hole in move.path)


def parse_move(state: HalmaState, text: str) -> Move | Pass:
    """The legal move `text` names. A hop chain may be written by its ends only (`c3:g5`)
    or along any valid path; either way the canonical legal move comes back."""
    if not isinstance(text, str):
        raise IllegalMove(Refusal.NOT_TEXT)
    if state.outcome() is not None:
        raise IllegalMove(Refusal.GAME_OVER, move=text)
    text = text.strip().lower()
    if text == PASS_TEXT:
        if PASS not in state.legal_moves():
            raise IllegalMove(PASS_NOT_ALLOWED, move=text)
        return PASS
    if len(text) > _LONGEST or not _MOVE_TEXT.fullmatch(text):
        raise IllegalMove(Refusal.UNREADABLE, move=text)
    index = state.layout.board.index
    names = re.split("[-:]", text)
    unknown = [name for name in names if name not in index]
    if unknown:
        raise IllegalMove(NO_SUCH_HOLE, unknown[0], move=text)
    holes = [index[name] for name in names]
    refusal = state.destination_refusal(holes[0], holes[-1])
    if refusal is not None:
        raise refusal
    move = state.legal_move(holes[0], holes[-1])
    if len(holes) > 2 and list(move.path) != holes and not _is_hop_chain(state, holes):
        raise IllegalMove(NOT_A_CHAIN, text, move=text)
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
