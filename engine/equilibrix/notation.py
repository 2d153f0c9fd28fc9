"""EQUILIBRIX move notation.

A placement is the piece, its rotation and the node its reference point lies on:
`B07 r2 d4` (microbacteria are `mL` and `mT`). The set-up moves are `origin 5`
(the tetrahedron goes just before the fifth ring piece), `base g4` (3+3 Targets
with bases placed in turn) and, in a campaign, `target zeitfaktor`; `pass` passes.
"""

from __future__ import annotations

import re
from typing import Any

from engine.core import IllegalMove, Refusal
from engine.equilibrix.geometry import board, node_name, parse_node
from engine.equilibrix.rules import ChooseTarget, EquilibrixState, Pass, Place, PlaceBase, SetOrigin

_MAX_CHARS = 40
_PLACE = re.compile(r"([A-Za-z0-9]{1,8}) r([0-9]{1,2}) ([a-z][0-9])")
_ORIGIN = re.compile(r"origin ([0-9]{1,3})")
_BASE = re.compile(r"base ([a-z][0-9])")
_TARGET = re.compile(r"target ([a-z]{1,20})")


def move_text(move: Any) -> str:
    """The text of a move already known to be legal (so its indices are in range)."""
    if type(move) is Place:
        return f"{move.piece} r{move.rotation} {node_name(board().nodes[move.anchor])}"
    if type(move) is SetOrigin:
        return f"origin {move.slot + 1}"
    if type(move) is PlaceBase:
        return f"base {node_name(board().corners[move.corner])}"
    if type(move) is ChooseTarget:
        return f"target {move.target}"
    return "pass"


def parse_move(state: EquilibrixState, text: Any) -> Any:
    """The legal move `text` denotes in `state`; `IllegalMove` saying why otherwise."""
    if not isinstance(text, str):
        raise IllegalMove(Refusal.NOT_TEXT)
    move = _read(" ".join(text.split()))
    refused = state.refusal(move)
    if refused is not None:
        raise refused
    return move


def _read(text: str) -> Any:
    if len(text) > _MAX_CHARS:
        raise IllegalMove(Refusal.UNREADABLE)
    if text == "pass":
        return Pass()
    if match := _PLACE.fullmatch(text):
        node = parse_node(match[3])
        anchor = board().node_index[node] if node is not None else -1  # off the board: refused with that reason
        return Place(match[1], int(match[2]), anchor)
    if match := _ORIGIN.fullmatch(text):
        return SetOrigin(int(match[1]) - 1)
    if match := _BASE.fullmatch(text):
        node = parse_node(match[1])
        corners = board().corners
        return PlaceBase(corners.index(node) if node in corners else -1)  # -1: refused, not a corner
    if match := _TARGET.fullmatch(text):
        return ChooseTarget(match[1])
    raise IllegalMove(Refusal.UNREADABLE)
