"""The goals of EQUILIBRIX's tutorial steps (see `engine.tutorial`).

A piece can lie in hundreds of ways (piece x turn x point), so a step that asks for "a piece touching d4"
names what the placement must do instead of listing every placement that does it. Each check gets the
position before the learner's move and the one right after it.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from engine.equilibrix.geometry import board, parse_node
from engine.equilibrix.pieces import MICROS
from engine.equilibrix.rules import AUTONOMIE, EquilibrixState


def _new_piece(before: EquilibrixState, after: EquilibrixState):
    """(seat, placement) of the piece the move laid, or None when it laid none (a pass)."""
    if len(after.placed) != len(before.placed) + 1 or after.placed[-1][0] != before.to_move:
        return None
    return after.placed[-1]


def _touches(node_mask: int, names: Sequence[str]) -> bool:
    nodes = [parse_node(name) for name in names]
    return any(node is not None and node_mask >> board().node_index[node] & 1 for node in nodes)


def placed(before: EquilibrixState, after: EquilibrixState, piece: str = "any", touches: Sequence[str] = (),
           token: bool | None = None) -> bool:
    """A piece was laid: `piece` "ring", "micro" or "any"; with a point on one of the connection points
    `touches` (when given); using the 5+1 token (`token` True), or not (False), or either (None)."""
    new = _new_piece(before, after)
    if new is None:
        return False
    seat, placement = new
    micro = placement.piece in MICROS
    if piece == "ring" and micro or piece == "micro" and not micro:
        return False
    if touches and not _touches(placement.node_mask, touches):
        return False
    used = after.tokens[seat] < before.tokens[seat]
    return token is None or used == token


def territory(before: EquilibrixState, after: EquilibrixState, at_least: int = 1) -> bool:
    """A piece was laid and its player now holds at least `at_least` fields of territory (Autonomy)."""
    new = _new_piece(before, after)
    return new is not None and after.target == AUTONOMIE and after.territory().count(new[0]) >= at_least


def ahead(before: EquilibrixState, after: EquilibrixState) -> bool:
    """A piece was laid and its player's score is now higher than the opponent's."""
    new = _new_piece(before, after)
    if new is None:
        return False
    scores = after.game_scores()[0]
    return scores[new[0]] > scores[1 - new[0]]


GOALS: dict[str, Callable[..., bool]] = {"place": placed, "territory": territory, "ahead": ahead}
