"""Moves of Tumblin-Dice and their text: a throw (start, aim, speed, spin) or collecting the dice.

A throw's numbers are integers in fixed units (millimetres, milliradians,
millimetres per second, radians per second), so the text and the object are
the same thing and round-trip exactly: `x40 y-12 a35 v1650 t10 s-4`, with a
trailing `b` when the player throws the bonus die.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from engine.core import IllegalMove


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

_THROW = re.compile(r"x(-?\d{1,5}) y(-?\d{1,5}) a(-?\d{1,5}) v(\d{1,5}) t(-?\d{1,3}) s(-?\d{1,3})( b)?")


def parse(text: str) -> Throw | NextRound:
    if not isinstance(text, str):
        raise IllegalMove("a move is written as text")
    text = text.strip()
    if text == "next":
        return NEXT_ROUND
    match = _THROW.fullmatch(text)
    if match is None:
        raise IllegalMove("not a throw (expected e.g. 'x40 y0 a0 v1650 t0 s0')", text)
    x, y, aim, speed, top, side = (int(g) for g in match.groups()[:6])
    return Throw(x, y, aim, speed, top, side, match.group(7) is not None)
