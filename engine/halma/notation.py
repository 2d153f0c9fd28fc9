"""Move notation: holes by name, a step as `c3-d4`, a hop chain as `c3:e5:g5`, and `pass`.

Holes of the square board are named like chess squares (files a-p, ranks 1-16
from the bottom). Holes of the star are named by row, `a` at the top point to
`q` at the bottom one, and by place in the row from the left: the top tip is
`a1`, the widest rows run from `e1` to `e13`.

A hop chain may be written by its ends only (`c3:g5`) or along any path the
peg can hop; either way it reads as the canonical legal move, whose path is a
shortest chain. Letters may be upper or lower case.

The state reads and writes the notation itself (`HalmaState.parse_move` and
`HalmaState.move_to_text`) with the small helpers below, which live in `rules`
because the state needs them and `rules` never imports this module; this module
names them for readers of the notation. Halma has no text record format of its
own: a game is saved as an `engine.record.GameRecord`.
"""

from __future__ import annotations

from engine.halma.rules import PASS_TEXT, is_step, path_text, text_holes

__all__ = ["PASS_TEXT", "is_step", "path_text", "text_holes"]
