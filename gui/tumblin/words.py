"""Tumblin-Dice in words, in the player's language: a flick (speed, aim, spin, start), where the dice lie,
and a throw as the move list writes it ("1,70 m/s, 12° left, top spin 20 rad/s: came to rest showing 3
on level 2×").

Numbers use the language's decimal separator (`gui.texts.number`). The engine's notation
(`x58 y0 a60 v1138 t0 s0`) stays what is saved and typed; these sentences are only for reading.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QCoreApplication

from engine.core import IllegalMove
from engine.tumblin.rules import BOARD, OFF, OVER, SCORED, SHORT, NextRound, Throw, die_points, place_of
from gui.texts import fill, number


def speed_words(speed: float) -> str:
    """"1,70 m/s"."""
    return fill(QCoreApplication.translate("tumblin", "%1 m/s"), number(speed, 2))


def degrees(aim: float) -> str:
    """An angle in whole degrees, or with one decimal when it has one (a flick aimed with the mouse)."""
    value = abs(math.degrees(aim))
    return number(value, 0 if abs(value - round(value)) < 0.05 else 1)


def aim_words(aim: float) -> str:
    """"straight", "12° left" or "12° right" (left: towards the top of the screen, as the thrower sees it)."""
    if abs(math.degrees(aim)) < 0.05:
        return QCoreApplication.translate("tumblin", "straight")
    if aim < 0:
        return fill(QCoreApplication.translate("tumblin", "%1° left"), degrees(aim))
    return fill(QCoreApplication.translate("tumblin", "%1° right"), degrees(aim))


def spin_words(top: int, side: int) -> str:
    """"no spin", or the top or back spin and the side spin with their strength."""
    parts = []
    if top > 0:
        parts.append(fill(QCoreApplication.translate("tumblin", "top spin %1 rad/s"), top))
    elif top < 0:
        parts.append(fill(QCoreApplication.translate("tumblin", "back spin %1 rad/s"), -top))
    if side < 0:
        parts.append(fill(QCoreApplication.translate("tumblin", "left side spin %1 rad/s"), -side))
    elif side > 0:
        parts.append(fill(QCoreApplication.translate("tumblin", "right side spin %1 rad/s"), side))
    return ", ".join(parts) or QCoreApplication.translate("tumblin", "no spin")


def spot_words(y_mm: float) -> str:
    """Where across the launch pad the die starts (up and down as on the screen)."""
    if abs(y_mm) < 2.5:
        return QCoreApplication.translate("tumblin", "in the middle of the launch pad")
    if y_mm < 0:
        return fill(QCoreApplication.translate("tumblin", "%1 mm above the middle of the launch pad"), round(-y_mm))
    return fill(QCoreApplication.translate("tumblin", "%1 mm below the middle of the launch pad"), round(y_mm))


def place_words(die) -> str:
    """Where a thrown die is: "3 on level 2×", "short of the line", "off the board"."""
    if die.status == OFF:
        return QCoreApplication.translate("tumblin", "off the board")
    place = place_of(die)
    if die.status == SHORT or place.level == 0:
        return QCoreApplication.translate("tumblin", "short of the line")
    if place.level is None:
        return QCoreApplication.translate("tumblin", "off the board")
    return fill(QCoreApplication.translate("tumblin", "%1 on level %2×"), place.face, place.level)


def dice_words(state, names: list[str]) -> str:
    """The dice on the board, player by player: "on the board: Ann: 3 on level 2×; Bob: short of the line"."""
    groups = []
    for seat, name in enumerate(names):
        places = [fill(QCoreApplication.translate("tumblin", "%1 (bonus die)"), place_words(d)) if d.bonus
                  else place_words(d) for d in state.dice if d.owner == seat and d.status == BOARD]
        if places:
            groups.append(fill(QCoreApplication.translate("tumblin", "%1: %2"), name, ", ".join(places)))
    if not groups:
        return QCoreApplication.translate("tumblin", "No dice on the board")
    return fill(QCoreApplication.translate("tumblin", "On the board: %1"), "; ".join(groups))


def flick_words(speed: float, aim: float, spin: tuple[int, int]) -> str:
    """"1,70 m/s, 12° left, no spin"."""
    return ", ".join((speed_words(speed), aim_words(aim), spin_words(*spin)))


def launch_pad_words(state, names: list[str], flick: tuple[float, float, tuple[int, int], float],
                     bonus: bool) -> str:
    """The keyboard cursor's place (the start on the launch pad), the flick set up there and the dice on the
    board: what a screen reader says. `flick` is (speed m/s, aim rad, (top, side) spin, start y in mm)."""
    speed, aim, spin, y_mm = flick
    if state.phase == OVER:
        head = QCoreApplication.translate("tumblin", "Launch pad: the game is over")
    elif state.phase == SCORED:
        head = fill(QCoreApplication.translate("tumblin", "Launch pad: round %1 is scored, press N to collect "
                                                          "the dice"), state.round_no)
    else:
        seat = state.to_move
        left = len(state.hand(seat))
        head = fill(QCoreApplication.translate("tumblin", "Launch pad, %1 to throw (%n die(s) left)", "", left),
                    names[seat])
        what = QCoreApplication.translate("tumblin", "the bonus die") if bonus else ""
        flick_text = fill(QCoreApplication.translate("tumblin", "start %1, %2"), spot_words(y_mm),
                          flick_words(speed, aim, spin))
        head = ", ".join(part for part in (head, what, flick_text) if part)
    return f"{head}. {dice_words(state, names)}"


# -- the move list ---------------------------------------------------------------------------------
def throw_words(before, move, names: list[str], after=None, rolling: bool = False) -> str | None:
    """A throw played at `before` (leading to `after`, simulated again when not given) as the move list
    writes it, or None if it cannot be described; while `rolling`, without where the dice came to rest."""
    if isinstance(move, NextRound):
        return fill(QCoreApplication.translate("tumblin", "dice collected, round %1 begins"), before.round_no + 1)
    if not isinstance(move, Throw):
        return None
    flick = flick_words(move.speed / 1000, move.aim / 1000, (move.topspin, move.sidespin))
    head = (QCoreApplication.translate("tumblin", "bonus die at %1") if move.bonus
            else QCoreApplication.translate("tumblin", "throw at %1"))
    if rolling:
        return fill(head, flick) + ": " + QCoreApplication.translate("tumblin", "rolling…")
    try:
        thrown = before.thrown_die(move)
        after = after or before.result(move).state  # memoized: a throw just played needs no new simulation
    except (IllegalMove, IndexError):
        return None
    parts = [fill(head, flick) + ": " + rest_words(after.dice[thrown], after.options)]
    parts += [moved for index, (old, new) in enumerate(zip(before.dice, after.dice))
              if index != thrown and (moved := knock_words(old, new, names))]
    return "; ".join(parts)


def rest_words(die, options) -> str:
    """Where the thrown die came to rest, and its points."""
    if die.status == OFF:
        return QCoreApplication.translate("tumblin", "fell off the board")
    place = place_of(die)
    if die.status == SHORT or not place.level:
        return QCoreApplication.translate("tumblin", "stopped short of the line")
    points = die_points(die, options)
    return fill(QCoreApplication.translate("tumblin", "came to rest showing %1 on level %2× (%n point(s))", "",
                                           int(points)), place.face, place.level)


def knock_words(old, new, names: list[str]) -> str:
    """What the throw did to a die that lay on the board ("" when it stayed on its level)."""
    if old.status != BOARD:
        return ""
    owner = names[old.owner]
    if new.status == OFF:
        return fill(QCoreApplication.translate("tumblin", "knocked %1's die off the board"), owner)
    if new.status == SHORT:
        return fill(QCoreApplication.translate("tumblin", "pushed %1's die back short of the line"), owner)
    was, now = place_of(old), place_of(new)
    if was.level == now.level:
        return ""
    return fill(QCoreApplication.translate("tumblin", "moved %1's die to %2"), owner, place_words(new))
