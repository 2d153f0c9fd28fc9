"""EQUILIBRIX move notation: text in and out.

A placement is the piece, its rotation and the node its reference point lies on:
`B07 r2 d4` (microbacteria are `mL` and `mT`). The set-up moves are `origin 5`
(the tetrahedron goes just before the fifth ring piece), `base g4` (3+3 Targets
with bases placed in turn) and, in a campaign, `target zeitfaktor`; `pass` passes.
Nodes are named by `geometry.node_name` (column letter, row digit).

The grammar itself (`move_text`, `read_move`) sits in `rules.py` next to the move
classes, because the state's own `move_to_text` and `parse_move` use it and
`rules` never imports this module; this module imports `rules`, never the other way.
"""

from __future__ import annotations

from typing import Any

from engine.equilibrix.rules import EquilibrixState, move_text, read_move

__all__ = ["move_text", "move_to_text", "parse_move", "read_move"]


def move_to_text(state: EquilibrixState, move: Any) -> str:
    """The canonical text of `move`, legal in `state`; `IllegalMove` saying why otherwise."""
    return state.move_to_text(move)


def parse_move(state: EquilibrixState, text: Any) -> Any:
    """The legal move `text` denotes in `state`; `IllegalMove` saying why otherwise."""
    return state.parse_move(text)
