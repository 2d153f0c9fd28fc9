"""Balance DUELS' move notation, as each player sees their own track (S1…S7 start, F1…F7 finish):

* `L@S4`: place a large pawn (`M` medium) from the supply into S4, the holder the die shows;
* `L:S2-S6`: move the large pawn in S2 forward by the die to S6; a trailing `x` (`M:S5-F2x`) beats the
  opponent's pawn in the holder it arrives in;
* `pass`: let the roll go.

`write` and `read` are installed into `engine.balance.rules` (`use_notation`) when this module loads, so
the state's `move_to_text` and `parse_move` (and so `engine.move_to_text` and `engine.parse_move`) use them
while rules never imports this module; the state checks legality around them.
"""

from __future__ import annotations

from engine.balance.layout import HALF, SIZES, track_name
from engine.balance.rules import NOT_A_HOLDER, PASS, BalanceState, Move, Pass, Place, use_notation
from engine.core import IllegalMove, Refusal


def write(state: BalanceState, move: Move) -> str:
    """The text of `move`, a legal move in `state` (the roll names the holders)."""
    if isinstance(move, Pass):
        return "pass"
    if isinstance(move, Place):
        return f"{move.size}@S{state.die}"
    return f"{move.size}:{track_name(move.origin)}-{track_name(move.origin + state.die)}{'x' if move.beat else ''}"


def parse_track(text: str) -> int:
    """The path index (1…14) of a holder name S1…S7, F1…F7; `IllegalMove(NOT_A_HOLDER)` for anything else."""
    if len(text) == 2 and text[0] in "SF" and text[1] in "1234567":
        return int(text[1]) + (0 if text[0] == "S" else HALF)
    raise IllegalMove(NOT_A_HOLDER, text)


def read(state: BalanceState, text: str) -> Move:
    """The move `text` names, checked against the roll but not yet for legality."""
    if text.lower() == "pass":
        return PASS
    if len(text) == 4 and text[0] in SIZES and text[1] == "@":
        return state.move_to_holder(text[0], None, parse_track(text[2:]))
    if len(text) in (7, 8) and text[0] in SIZES and text[1] == ":" and text[4] == "-" and text[7:] in ("", "x"):
        return state.move_to_holder(text[0], parse_track(text[2:4]), parse_track(text[5:7]), text[7:] == "x")
    raise IllegalMove(Refusal.UNREADABLE)


use_notation(write, read)
