"""Balance DUELS' graphics items: pawns, the hanging arm with its holders, a seat's box with its supply,
the marks of where a picked pawn may go, the ghost of the arm a move would give, the points marks
over the board point at (holders by name, the path of a move) and the sentence telling what a move caused.

Every item is drawn from a state and from the measures below (scene units); the scene (`view.py`) places,
animates and removes them. Holder numbers are shown as each side sees them: below the arm for side +1,
above the pawns for side −1.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from functools import cache
from typing import Any

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QPainter, QPainterPath, QPen, QTransform
from PySide6.QtWidgets import (
    QGraphicsEllipseItem,
    QGraphicsItem,
    QGraphicsItemGroup,
    QGraphicsPathItem,
    QGraphicsRectItem,
    QGraphicsSimpleTextItem,
)

from engine.balance.events import Beaten, Moved, RoundStarted, Skipped, Tipped
from engine.balance.layout import HALF, Pawn
from engine.balance.rules import PASS, BalanceState, Pass, Place
from gui import theme
from gui.common.dice import DieItem
from gui.common.drawing import draw_mark
from gui.texts import fill

PITCH = 60.0  # scene units per holder pitch
SLOT = 15.0  # half the distance between the two slots of a double holder
BAR_TOP, BAR_BOTTOM = 30.0, 50.0
PAWN_SIZES = {"L": (27.0, 66.0), "M": (21.0, 50.0)}  # pawn width, height
SEAT_W, SEAT_H = 340.0, 112.0
LEFT_EDGE = -560.0
DIE_SIZE = 62.0
PILLAR = 14.0  # the width of the stand's pillar


def themed(key: str, alpha: int = 255) -> QColor:
    """A colour of the board in the current theme (`assets/themes/balance.json`), `alpha` opaque."""
    result = theme.current().board("balance", key)
    result.setAlpha(alpha)
    return result


def font(pixels: int, bold: bool = False) -> QFont:
    result = QFont()
    result.setPixelSize(pixels)
    result.setBold(bold)
    return result


def text_item(text: str, pixels: int, tint: QColor | str, parent=None, bold: bool = False) -> QGraphicsSimpleTextItem:
    item = QGraphicsSimpleTextItem(text, parent)
    item.setFont(font(pixels, bold))
    item.setBrush(QColor(tint))
    return item


def centre(item: QGraphicsSimpleTextItem, x: float, y: float) -> None:
    rect = item.boundingRect()
    item.setPos(x - rect.width() / 2, y - rect.height() / 2)


def slot_point(x: int, slot: int, room: int) -> QPointF:
    """Arm-local base point of a pawn in holder x (slot 0 or 1 of a double holder)."""
    offset = 0.0 if room == 1 else (-SLOT if slot == 0 else SLOT)
    return QPointF(x * PITCH + offset, BAR_TOP + 2)


def half_length(state: BalanceState) -> float:
    """Half the arm's length in scene units."""
    physics = state.physics
    return physics.length / 2 / physics.pitch * PITCH


@cache
def pawn_path(size: str) -> QPainterPath:
    """The outline of a pawn of `size`, standing on its base at (0, 0): built once per size, as one simple
    path (the head overlaps the body), since every frame of a swing paints every pawn."""
    w, h = PAWN_SIZES[size]
    path = QPainterPath()
    path.moveTo(-w * 0.42, 0)
    path.cubicTo(-w * 0.62, -h * 0.35, -w * 0.18, -h * 0.55, -w * 0.2, -h * 0.68)
    path.lineTo(w * 0.2, -h * 0.68)
    path.cubicTo(w * 0.18, -h * 0.55, w * 0.62, -h * 0.35, w * 0.42, 0)
    path.closeSubpath()
    path.addEllipse(QPointF(0, -h * 0.8), w * 0.3, w * 0.3)
    return path.simplified()


class PawnItem(QGraphicsItem):
    """A skittle-shaped pawn standing on its base at (0, 0); L and M differ in size. `edge` is its outline (the
    theme's `piece_edge` against what it stands on), `mark` its seat's mark ("" for none)."""

    def __init__(self, fill: QColor, size: str, edge: QColor, mark: str = "", parent=None):
        super().__init__(parent)
        self.colour = fill
        self.edge = edge
        self.mark = mark
        self.size = size
        self.width, self.height = PAWN_SIZES[size]
        self.ring: QColor | None = None

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt override
        w, h = self.width, self.height
        return QRectF(-w / 2 - 5, -h - 5, w + 10, h + 10)

    def paint(self, painter: QPainter, _option, _widget=None) -> None:
        w, h = self.width, self.height
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(self.edge, 2.0))
        painter.setBrush(self.colour)
        painter.drawPath(pawn_path(self.size))
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(255, 255, 255, 70))
        painter.drawEllipse(QPointF(-w * 0.1, -h * 0.84), w * 0.1, w * 0.1)
        draw_mark(painter, self.mark, QPointF(0, -h * 0.3), w * 0.3, self.colour)
        if self.ring is not None:
            painter.setPen(QPen(self.ring, 3))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(self.boundingRect().adjusted(2, 2, -2, -2), 6, 6)


def styled(item, key: str, width: float = 2.0, z: float | None = None):
    """`item` filled with the theme's colour `key`, outlined with `key`_edge."""
    item.setBrush(themed(key))
    item.setPen(QPen(themed(key + "_edge"), width))
    if z is not None:
        item.setZValue(z)
    return item


def board_item() -> QGraphicsRectItem:
    """The board under the arm (its rectangle is set once the arm's size is known)."""
    return styled(QGraphicsRectItem(), "board", 3, -5)


def bridge_item() -> QGraphicsPathItem:
    """The bridge the arm hangs from (its shape is `bridge_path`)."""
    return styled(QGraphicsPathItem(), "bridge", 2, -3)


def bridge_path(board_y: float) -> QPainterPath:
    """The stand the arm hangs from, on the board at `board_y`: one pillar behind the pivot, with a head
    for the pin and a foot. It stays inside the gap between the two innermost holders at any tilt, so
    no holder, number or pawn is ever hidden behind it."""
    pillar, head, foot = QPainterPath(), QPainterPath(), QPainterPath()
    pillar.addRect(-PILLAR / 2, -20, PILLAR, board_y + 20)
    head.addRoundedRect(-20, -30, 40, 16, 5, 5)
    foot.addRoundedRect(-24, board_y - 10, 48, 12, 3, 3)
    return pillar.united(head).united(foot)


class ArmItem(QGraphicsItemGroup):
    """The arm for a game's balance model: bar, keel, hanger, pin, holders and both sides' numbers, rotating
    about the pivot at (0, 0). Pawns are its children; `holder_items` maps holder x to its cup."""

    def __init__(self, state: BalanceState):
        super().__init__()
        self.setHandlesChildEvents(False)
        self.setZValue(1)
        half = half_length(state)
        keel = QGraphicsPathItem(self)
        path = QPainterPath()
        path.moveTo(-14, BAR_BOTTOM)
        path.lineTo(14, BAR_BOTTOM)
        path.lineTo(5, 96)
        path.lineTo(-5, 96)
        path.closeSubpath()
        path.addEllipse(QPointF(0, 104), 14, 14)
        keel.setPath(path)
        styled(keel, "keel", 1.5)
        styled(QGraphicsRectItem(-half, BAR_TOP, 2 * half, BAR_BOTTOM - BAR_TOP, self), "bar")
        styled(QGraphicsRectItem(-6, -4, 12, BAR_TOP + 6, self), "hanger", 1)
        styled(QGraphicsEllipseItem(-7, -7, 14, 14, self), "pin", 1.5)
        self.holder_items: dict[int, QGraphicsRectItem] = {}
        layout = state.layout
        for x in layout.holders:
            width = 46 if layout.room(x) == 2 else 24
            cup = styled(QGraphicsRectItem(x * PITCH - width / 2, BAR_TOP - 12, width, 14, self), "holder", 1)
            cup.setData(0, ("holder", x))
            self.holder_items[x] = cup
            for side, y in ((1, BAR_BOTTOM + 16), (-1, -88)):
                label = text_item(layout.label(side, x), 19, themed("label_below" if side == 1 else "label_above"),
                                  self, bold=True)
                centre(label, x * PITCH, y)


def seat_anchor(state: BalanceState, seat: int, board_y: float) -> QPointF:
    """Top left of `seat`'s box: below the board for side +1, above it for side −1, side by side."""
    side = state.seat_side(seat)
    same = [s for s in range(state.seats) if state.seat_side(s) == side]
    return QPointF(LEFT_EDGE + same.index(seat) * (SEAT_W + 16), board_y + 62 if side == 1 else -338)


class Swatch(QGraphicsEllipseItem):
    """A seat's colour in its box, outlined and marked like its pawns."""

    def __init__(self, fill: QColor, edge: QColor, mark: str, parent=None):
        super().__init__(10, 10, 22, 22, parent)
        self.setBrush(fill)
        self.setPen(QPen(edge, 2))
        self.mark = mark

    def paint(self, painter: QPainter, option, widget=None) -> None:
        super().paint(painter, option, widget)
        draw_mark(painter, self.mark, self.rect().center(), 7, self.brush().color())


class SeatBox(QGraphicsRectItem):
    """One seat's box beside the board: colour, name, status (out, colour lost, pawns home, team tips), a
    must-move badge, and the pawns left in its supply (clickable, data ("supply", seat, size)).
    `look(seat)` gives the seat's colour and mark."""

    def __init__(self, state: BalanceState, seat: int, name: str, look: Callable[[int], tuple[QColor, str]]):
        super().__init__(0, 0, SEAT_W, SEAT_H)
        active = seat == state.to_move
        surface = themed("seat_box_active" if active else "seat_box")
        self.setBrush(surface)
        self.setPen(QPen(themed("seat_border_active" if active else "seat_border"), 4 if active else 1.5))
        self.setZValue(3)
        fill, mark = look(seat)
        edge = theme.current().piece_edge(fill, surface)
        Swatch(fill, edge, mark, self)
        text_item("▶ " + name if active else name, 24, themed("seat_name"), self, bold=active).setPos(42, 6)
        line = text_item(" · ".join(self.status(state, seat)), 17, themed("seat_status"), self)
        line.setPos(42, 36)
        room = SEAT_W - 50
        if line.boundingRect().width() > room:
            line.setScale(room / line.boundingRect().width())
        if state.must_move[seat] and state.sides[seat] != 0:
            badge = QGraphicsRectItem(SEAT_W - 108, 8, 100, 24, self)
            badge.setBrush(themed("badge"))
            badge.setPen(Qt.PenStyle.NoPen)
            label = text_item(QCoreApplication.translate("balance", "Must move"), 14, themed("badge_text"), badge,
                              bold=True)
            centre(label, SEAT_W - 58, 20)
        if state.alive[seat]:
            x = 20.0
            for size, count in zip(("L", "M"), state.supply[seat], strict=True):
                for _ in range(count):
                    pawn = PawnItem(fill, size, edge, mark, self)
                    pawn.setScale(0.62)
                    pawn.setPos(x, SEAT_H - 8)
                    pawn.setData(0, ("supply", seat, size))
                    x += 22
                x += 8

    @staticmethod
    def status(state: BalanceState, seat: int) -> list[str]:
        large, medium = state.kit
        colour = state.colour_of(seat)
        status = []
        if state.sides[seat] == 0 or colour is None:
            status.append(QCoreApplication.translate("balance", "Out"))
        elif not state.alive[seat]:
            status.append(QCoreApplication.translate("balance", "Colour lost: plays the partner's pawns"))
        home_of = seat if state.alive[seat] else colour
        if home_of is not None:
            status.append(fill(QCoreApplication.translate("balance", "Home: %1/%2"), state.home_count(home_of),
                               large + medium))
        if state.mode == "team" and seat in (0, 2):
            team = 0 if seat == 0 else 1
            status.append(fill(QCoreApplication.translate("balance", "Team tips: %1"), state.tips[team]))
        return status


class DicePair:
    """The two dice beside the board, one per side: the roll of the player to move, lit by a halo in their
    colour, and the other side's last roll, dimmed."""

    def __init__(self, scene):
        self.dice = {1: DieItem(DIE_SIZE), -1: DieItem(DIE_SIZE)}
        self.halos = {side: QGraphicsEllipseItem(-50, -50, 100, 100) for side in (1, -1)}
        self.last_roll: dict[int, int] = {}
        for side in (1, -1):
            self.dice[side].setZValue(5)
            self.halos[side].setZValue(4)
            scene.addItem(self.dice[side])
            scene.addItem(self.halos[side])
        self.style()

    def place(self, board_y: float) -> None:
        for side, die in self.dice.items():
            die.setPos(440, board_y + 118 if side == 1 else -282)
            self.halos[side].setPos(die.pos())

    def style(self) -> None:
        for die in self.dice.values():
            die.body, die.pips = themed("die_face"), themed("die_pips")
            die.update()

    def rolling(self) -> bool:
        return any(die.rolling() for die in self.dice.values())

    def settle(self) -> None:
        """Stop any roll on its value."""
        for die in self.dice.values():
            if die.rolling():
                die.set_value(die.value)

    def show(self, state: BalanceState, fill: QColor, roll_ms: int) -> None:
        """The rolls after `state`'s events; the mover's die, in a halo of `fill`, tumbles for `roll_ms`."""
        for event in state.events:
            if isinstance(event, (Moved, Skipped)):
                self.last_roll[state.seat_side(event.seat)] = event.die
        mover = state.to_move
        mover_side = state.sides[mover] if mover is not None else 0
        for side, die in self.dice.items():
            value = state.die if side == mover_side else self.last_roll.get(side)
            if side == mover_side and roll_ms > 0:
                die.roll_to(value, roll_ms)
            else:
                die.set_value(value)
            halo = self.halos[side]
            halo.setVisible(side == mover_side)
            halo.setBrush(fill)  # outlined, so that a black player's halo shows on a dark table too
            halo.setPen(QPen(theme.current().piece_edge(fill, themed("table")), 3))
            die.setOpacity(1.0 if side == mover_side else 0.55)


def beat_mark(parent: QGraphicsItem, victim: PawnItem) -> QGraphicsEllipseItem:
    """The red ring on a pawn the picked one may beat."""
    mark = QGraphicsEllipseItem(-20, -20, 40, 40, parent)
    mark.setPos(victim.pos() + QPointF(0, -victim.height / 2))
    mark.setPen(QPen(themed("beat"), 4))
    mark.setBrush(themed("beat", 60))
    mark.setToolTip(QCoreApplication.translate("balance", "Beat this pawn"))
    return mark


def holder_mark(parent: QGraphicsItem, x: int, room: int) -> QGraphicsRectItem:
    """The green mark over holder x where the picked pawn may go."""
    width = 54 if room == 2 else 32
    mark = QGraphicsRectItem(x * PITCH - width / 2, BAR_TOP - 80, width, 94, parent)
    mark.setPen(QPen(themed("target"), 3))
    mark.setBrush(themed("target", 55))
    mark.setToolTip(QCoreApplication.translate("balance", "Move here"))
    return mark


class GhostArm(QGraphicsPathItem):
    """The dashed outline of the arm and its pawns as a move would leave them, at the tilt it would take."""

    def __init__(self):
        super().__init__()
        self.setZValue(0.5)

    def show_arm(self, state: BalanceState, arm: tuple[Pawn, ...], tilt_deg: float, tips: bool) -> None:
        half = half_length(state)
        path = QPainterPath()
        path.addRect(-half, BAR_TOP, 2 * half, BAR_BOTTOM - BAR_TOP)
        seen: dict[int, int] = {}
        for x, _, size in arm:
            slot = seen.get(x, 0)
            seen[x] = slot + 1
            point = slot_point(x, slot, state.layout.room(x))
            w, h = PAWN_SIZES[size]
            path.addRoundedRect(point.x() - w / 2, point.y() - h, w, h, 6, 6)
        self.setPath(path)
        key = "ghost_tips" if tips else "ghost"
        self.setPen(QPen(themed(key), 2.5, Qt.PenStyle.DashLine))
        self.setBrush(QBrush(themed(key, 45)))
        self.setRotation(tilt_deg)
        self.show()


def prediction(state: BalanceState, move: Any) -> tuple[tuple[Pawn, ...], float, float, bool]:
    """What `move` would leave: the arm, its net moment in large pawns at holder 1, the tilt it would settle at
    (degrees) and whether it would come to rest on the board."""
    arm = state.arm_after(move)
    physics = state.physics
    moment = physics.moment((x, s) for x, _, s in arm)
    return arm, float(physics.in_l_units(moment)), math.degrees(physics.equilibrium(moment)), physics.tips(moment)


def board_height(state: BalanceState) -> float:
    """Where the board lies below the pivot: the arm's end touches it at the contact angle."""
    theta_max = state.physics.theta_max
    return half_length(state) * math.sin(theta_max) + BAR_BOTTOM * math.cos(theta_max)


# -- marks over the board: where a holder is, the path of a move ---------------------------------------------

# How far above a holder marks point, in arm coordinates: the middle of a standing large pawn.
MARK_Y = BAR_TOP - PAWN_SIZES["L"][1] / 2
# How high the arrow of a step rises over the pawns between its holders: a base, and more per holder
# crossed, so that two arrows of different lengths part.
HOP, HOP_PER_HOLDER = 30.0, 12.0


def arm_point(state: BalanceState, x: float, lift: float = 0.0) -> QPointF:
    """The scene point above holder x (`lift` higher than a pawn's middle), with the arm at rest under the
    pawns of `state`: the arm rotates about the pivot at the scene's origin."""
    physics = state.physics
    tilt = physics.equilibrium(physics.moment((h, size) for h, _, size in state.arm))
    return QTransform().rotate(math.degrees(tilt)).map(QPointF(x * PITCH, MARK_Y - lift))


def mover_side(state: BalanceState) -> int:
    """The side whose numbering names the holders: the player to move's track (seat 0's once the game is over)."""
    seat = state.to_move if state.to_move is not None else 0
    played = state.colour_of(seat)
    return state.side_of_colour(played) if played is not None else state.seat_side(seat)


def holder_x(state: BalanceState, name: str) -> int | None:
    """Holder x of `name` (S1…S7, F1…F7) as the player to move numbers it; None for any other name."""
    if len(name) != 2 or name[0] not in "SF" or name[1] not in "1234567":
        return None
    return state.layout.holder(mover_side(state), int(name[1]) + (0 if name[0] == "S" else HALF))


def holder_point(state: BalanceState, name: str, lift: float = 0.0) -> QPointF | None:
    """The point of holder `name` (S1…S7, F1…F7) as the player to move numbers it (seat 0 once the game is
    over), `lift` higher than a pawn's middle; None for any other name."""
    x = holder_x(state, name)
    return None if x is None else arm_point(state, x, lift)


def move_points(state: BalanceState, move: Any) -> list[QPointF]:
    """A placement: the holder it fills; a step: from its pawn over the arm to where it lands; a pass: none."""
    if isinstance(move, Pass) or state.to_move is None:
        return []
    target = state.target_holder(move)
    if isinstance(move, Place):
        return [arm_point(state, target)]
    source = state.mover_holder(move.origin)
    hop = HOP + HOP_PER_HOLDER * abs(target - source)
    return [arm_point(state, source), arm_point(state, (source + target) / 2, hop), arm_point(state, target)]


def describe(state: BalanceState, last_move: Any, name: Callable[[int], str]) -> str:
    """What the move that led to `state` caused, in one line: a new round, skipped turns, a beat, a tip, a pass."""
    parts = []
    for event in state.events:
        if isinstance(event, RoundStarted):
            rolls = ", ".join(f"{name(s)} {r}" for s, r in event.rolls[-1])
            parts.append(fill(QCoreApplication.translate("balance", "Round %1. Roll-off: %2."), event.round, rolls))
        elif isinstance(event, Skipped):
            parts.append(fill(QCoreApplication.translate("balance", "%1 rolled %2 and cannot move: turn skipped."),
                              name(event.seat), event.die))
        elif isinstance(event, Beaten):
            parts.append(fill(QCoreApplication.translate("balance", "%1 beats a pawn."), name(event.seat)))
        elif isinstance(event, Tipped):
            parts.append(fill(QCoreApplication.translate("balance", "%1 tipped the arm!"), name(event.seat)))
        elif isinstance(event, Moved) and last_move == PASS:
            parts.append(fill(QCoreApplication.translate("balance", "%1 passed."), name(event.seat)))
    return " ".join(parts)
