"""Moves of Tumblin-Dice and their text: a throw (start, aim, speed, spin) or collecting the dice.

A throw's numbers are integers in fixed units (millimetres, milliradians,
millimetres per second, radians per second), so the text and the object are
the same thing and round-trip exactly: `x40 y-12 a35 v1650 t10 s-4`, with a
trailing `b` when the player throws the bonus die.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from engine.core import IllegalMove, Refusal

#: Refusal code: text that is not a throw nor "next" (the sentence shows `EXAMPLE`).
THROW_NOTATION = "throw_notation"
EXAMPLE = "x40 y0 a0 v1650 t0 s0"


@dataclass(frozen=True)
class Throw:
    """Flick a die placed at (x, y) mm on the launch pad, `aim` mrad off straight down the board,
    at `speed` mm/s, with `topspin` and `sidespin` rad/s."""

    x: int
    y: int
    aim: int
    speed: int
    topspin: int = 0
    sidespin: int = 0
    bonus: bool = False

    def text(self) -> str:
        return (f"x{self.x} y{self.y} a{self.aim} v{self.speed} t{self.topspin} s{self.sidespin}"
                + (" b" if self.bonus else ""))


@dataclass(frozen=True)
class NextRound:
    """Collect the dice after a scored round and start the next one."""

    def text(self) -> str:
        return "next"


NEXT_ROUND = NextRound()

_NUMBER = r"(-?[0-9]{1,5})"  # ASCII digits only: int() would also read other scripts' digits
_THROW = re.compile(rf"x{_NUMBER} y{_NUMBER} a{_NUMBER} v([0-9]{{1,5}}) t(-?[0-9]{{1,3}}) s(-?[0-9]{{1,3}})( b)?")


def parse(text: str) -> Throw | NextRound:
    if not isinstance(text, str):
        raise IllegalMove(Refusal.NOT_TEXT)
    text = text.strip()
    if text == "next":
        return NEXT_ROUND
    match = _THROW.fullmatch(text)
    if match is None:
        raise IllegalMove(THROW_NOTATION, EXAMPLE)
    x, y, aim, speed, top, side = (int(g) for g in match.groups()[:6])
    return Throw(x, y, aim, speed, top, side, match.group(7) is not None)
