"""Moves of Tumblin-Dice as text: a throw (start, aim, speed, spin) or collecting the dice.

A throw's numbers are integers in fixed units (millimetres, milliradians,
millimetres per second, radians per second), so the text and the object are
the same thing and round-trip exactly: `x40 y-12 a35 v1650 t10 s-4`, with a
trailing `b` when the player throws the bonus die. Collecting the dice after a
scored round is written `next`.

The state reads and writes the notation itself (`TumblinState.parse_move` and
`TumblinState.move_to_text`) with the small helpers named below, which live in
`rules` because the state needs them and `rules` never imports this module;
this module names them for readers of the notation. Tumblin-Dice has no text
record format of its own: a game is saved as an `engine.record.GameRecord`.
"""

from __future__ import annotations

from engine.tumblin.rules import EXAMPLE, NEXT_TEXT, move_text, read_move

__all__ = ["EXAMPLE", "NEXT_TEXT", "move_text", "read_move"]
