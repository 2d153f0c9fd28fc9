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
from gui.texts import fill

PITCH = 60.0  # scene units per holder pitch
SLOT = 15.0  # half the distance between the two slots of a double holder
BAR_TOP, BAR_BOTTOM = 30.0, 50.0
PAWN_SIZES = {"L": (27.0, 66.0), "M": (21.0, 50.0)}  # pawn width, height
SEAT_W, SEAT_H = 340.0, 112.0
LEFT_EDGE = -560.0
DIE_SIZE = 62.0


def font(pixels: int, bold: bool = False) -> QFont:
    result = QFont()
    result.setPixelSize(pixels)
    result.setBold(bold)
    return result


def text_item(text: str, pixels: int, colour: QColor | str, parent=None, bold: bool = False) -> QGraphicsSimpleTextItem:
    item = QGraphicsSimpleTextItem(text, parent)
    item.setFont(font(pixels, bold))
    item.setBrush(QColor(colour))
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


class PawnItem(QGraphicsItem):
    """A skittle-shaped pawn standing on its base at (0, 0); L and M differ in size."""

    def __init__(self, colour: QColor, size: str, parent=None):
        super().__init__(parent)
        self.colour = colour
        self.size = size
        self.width, self.height = PAWN_SIZES[size]
        self.ring: QColor | None = None

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt override
        w, h = self.width, self.height
        return QRectF(-w / 2 - 5, -h - 5, w + 10, h + 10)

    def paint(self, painter: QPainter, _option, _widget=None) -> None:
        w, h = self.width, self.height
        path = QPainterPath()
        path.moveTo(-w * 0.42, 0)
        path.cubicTo(-w * 0.62, -h * 0.35, -w * 0.18, -h * 0.55, -w * 0.2, -h * 0.68)
        path.lineTo(w * 0.2, -h * 0.68)
        path.cubicTo(w * 0.18, -h * 0.55, w * 0.62, -h * 0.35, w * 0.42, 0)
        path.closeSubpath()
        path.addEllipse(QPointF(0, -h * 0.8), w * 0.3, w * 0.3)
        dark = self.colour.lightness() < 80
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor("#9a9a9a") if dark else self.colour.darker(170), 1.6))
        painter.setBrush(self.colour)
        painter.drawPath(path.simplified())
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(255, 255, 255, 70))
        painter.drawEllipse(QPointF(-w * 0.1, -h * 0.84), w * 0.1, w * 0.1)
        if self.ring is not None:
            painter.setPen(QPen(self.ring, 3))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(self.boundingRect().adjusted(2, 2, -2, -2), 6, 6)


def _wooden(item, fill: str, edge: str, z: float):
    item.setBrush(QColor(fill))
    item.setPen(QPen(QColor(edge), 2))
    item.setZValue(z)
    return item


def board_item() -> QGraphicsRectItem:
    """The board under the arm (its rectangle is set once the arm's size is known)."""
    return _wooden(QGraphicsRectItem(), "#8b5a2b", "#5c3a1a", -5)


def bridge_item() -> QGraphicsPathItem:
    """The bridge the arm hangs from (its shape is `bridge_path`)."""
    return _wooden(QGraphicsPathItem(), "#6d4c33", "#3e2a1b", -3)


def bridge_path(board_y: float) -> QPainterPath:
    """The bridge the arm hangs from, standing on the board at `board_y`."""
    bridge = QPainterPath()
    for sx in (-1, 1):
        bridge.addRect(sx * 30 - 8, -100, 16, board_y + 100)
    bridge.addRoundedRect(-48, -112, 96, 18, 6, 6)
    bridge.addRect(-5, -100, 10, 100)
    return bridge


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
        keel.setBrush(QColor("#5d6770"))
        keel.setPen(QPen(QColor("#2d3338"), 1.5))
        bar = QGraphicsRectItem(-half, BAR_TOP, 2 * half, BAR_BOTTOM - BAR_TOP, self)
        bar.setBrush(QColor("#c9a46b"))
        bar.setPen(QPen(QColor("#6b4f2a"), 2))
        hanger = QGraphicsRectItem(-6, -4, 12, BAR_TOP + 6, self)
        hanger.setBrush(QColor("#8e969c"))
        hanger.setPen(QPen(QColor("#40464a"), 1))
        pin = QGraphicsEllipseItem(-7, -7, 14, 14, self)
        pin.setBrush(QColor("#e8e8e8"))
        pin.setPen(QPen(QColor("#40464a"), 1.5))
        self.holder_items: dict[int, QGraphicsRectItem] = {}
        layout = state.layout
        for x in layout.holders:
            width = 46 if layout.room(x) == 2 else 24
            cup = QGraphicsRectItem(x * PITCH - width / 2, BAR_TOP - 12, width, 14, self)
            cup.setBrush(QColor("#3b3f45"))
            cup.setPen(QPen(QColor("#1f2226"), 1))
            cup.setData(0, ("holder", x))
            self.holder_items[x] = cup
            for side, y in ((1, BAR_BOTTOM + 16), (-1, -88)):
                label = text_item(layout.label(side, x), 19, "#fdf6e3" if side == 1 else "#d8e6f0", self, bold=True)
                centre(label, x * PITCH, y)


def seat_anchor(state: BalanceState, seat: int, board_y: float) -> QPointF:
    """Top left of `seat`'s box: below the board for side +1, above it for side −1, side by side."""
    side = state.seat_side(seat)
    same = [s for s in range(state.seats) if state.seat_side(s) == side]
    return QPointF(LEFT_EDGE + same.index(seat) * (SEAT_W + 16), board_y + 62 if side == 1 else -338)


class SeatBox(QGraphicsRectItem):
    """One seat's box beside the board: colour, name, status (out, colour lost, pawns home, team tips), a
    must-move badge, and the pawns left in its supply (clickable, data ("supply", seat, size))."""

    def __init__(self, state: BalanceState, seat: int, name: str, colour: Callable[[int], QColor]):
        super().__init__(0, 0, SEAT_W, SEAT_H)
        active = seat == state.to_move
        self.setBrush(QColor(255, 255, 255, 38 if active else 16))
        self.setPen(QPen(QColor("#ffd166") if active else QColor(255, 255, 255, 60), 4 if active else 1.5))
        self.setZValue(3)
        swatch = QGraphicsEllipseItem(10, 10, 22, 22, self)
        swatch.setBrush(colour(seat))
        swatch.setPen(QPen(QColor("#dddddd"), 1.5))
        text_item("▶ " + name if active else name, 24, "#ffffff", self, bold=active).setPos(42, 6)
        line = text_item(" · ".join(self.status(state, seat)), 17, "#d7e3dc", self)
        line.setPos(42, 36)
        room = SEAT_W - 50
        if line.boundingRect().width() > room:
            line.setScale(room / line.boundingRect().width())
        if state.must_move[seat] and state.sides[seat] != 0:
            badge = QGraphicsRectItem(SEAT_W - 108, 8, 100, 24, self)
            badge.setBrush(QColor("#e07a1f"))
            badge.setPen(Qt.PenStyle.NoPen)
            label = text_item(QCoreApplication.translate("balance", "Must move"), 14, "#ffffff", badge, bold=True)
            centre(label, SEAT_W - 58, 20)
        if state.alive[seat]:
            x = 20.0
            for size, count in zip(("L", "M"), state.supply[seat], strict=True):
                for _ in range(count):
                    pawn = PawnItem(colour(seat), size, self)
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


def beat_mark(parent: QGraphicsItem, victim: PawnItem) -> QGraphicsEllipseItem:
    """The red ring on a pawn the picked one may beat."""
    mark = QGraphicsEllipseItem(-20, -20, 40, 40, parent)
    mark.setPos(victim.pos() + QPointF(0, -victim.height / 2))
    mark.setPen(QPen(QColor("#ff4d4d"), 4))
    mark.setBrush(QColor(255, 77, 77, 60))
    mark.setToolTip(QCoreApplication.translate("balance", "Beat this pawn"))
    return mark


def holder_mark(parent: QGraphicsItem, x: int, room: int) -> QGraphicsRectItem:
    """The green mark over holder x where the picked pawn may go."""
    width = 54 if room == 2 else 32
    mark = QGraphicsRectItem(x * PITCH - width / 2, BAR_TOP - 80, width, 94, parent)
    mark.setPen(QPen(QColor("#7ee081"), 3))
    mark.setBrush(QColor(126, 224, 129, 55))
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
        colour = QColor("#ff5a5a") if tips else QColor("#9ee6ff")
        self.setPen(QPen(colour, 2.5, Qt.PenStyle.DashLine))
        shade = QColor(colour)
        shade.setAlpha(45)
        self.setBrush(QBrush(shade))
        self.setRotation(tilt_deg)
        self.show()


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


def holder_point(state: BalanceState, name: str) -> QPointF | None:
    """The point of holder `name` (S1…S7, F1…F7) as the player to move numbers it (seat 0 once the game is
    over); None for any other name."""
    if len(name) != 2 or name[0] not in "SF" or name[1] not in "1234567":
        return None
    seat = state.to_move if state.to_move is not None else 0
    colour = state.colour_of(seat)
    side = state.side_of_colour(colour) if colour is not None else state.seat_side(seat)
    index = int(name[1]) + (0 if name[0] == "S" else HALF)
    return arm_point(state, state.layout.holder(side, index))


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
