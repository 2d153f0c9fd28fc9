"""Balance DUELS' board: the bridge, the hanging arm that swings, pawns, dice and each seat's supply.

The arm, its holders and the pawns on it form one group rotated about the
pivot. The tilt comes from `engine.balance.physics.ArmMotion`, stepped by a
QTimer; the engine decides tipping, the view only integrates and draws. Side
+1 sits below the board on screen (their right, their START half, is on the
right); side −1 sits above it. Holder numbers are shown as each side sees
them: below the arm for side +1, above the pawns for side −1.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QElapsedTimer, QPointF, QRectF, Qt, QTimer
from PySide6.QtGui import QBrush, QColor, QFont, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import (
    QGraphicsEllipseItem,
    QGraphicsItem,
    QGraphicsItemGroup,
    QGraphicsPathItem,
    QGraphicsRectItem,
    QGraphicsSimpleTextItem,
)

from engine import IllegalMove
from engine.balance import PASS, Place, Step
from engine.balance.physics import ArmMotion
from engine.balance.rules import BalanceState
from gui.common.board import BoardScene
from gui.common.dice import DieItem
from gui.texts import fill

PITCH = 60.0  # scene units per holder pitch
SLOT = 15.0  # half the distance between the two slots of a double holder
BAR_TOP, BAR_BOTTOM = 30.0, 50.0
SIZES = {"L": (27.0, 66.0), "M": (21.0, 50.0)}  # pawn width, height
SEAT_W, SEAT_H = 340.0, 112.0
LEFT_EDGE = -560.0
DIE_SIZE = 62.0

if TYPE_CHECKING:
    from gui.balance.panel import BalancePanel


def _font(pixels: int, bold: bool = False) -> QFont:
    font = QFont()
    font.setPixelSize(pixels)
    font.setBold(bold)
    return font


def _text(text: str, pixels: int, colour: QColor | str, parent=None, bold: bool = False) -> QGraphicsSimpleTextItem:
    item = QGraphicsSimpleTextItem(text, parent)
    item.setFont(_font(pixels, bold))
    item.setBrush(QColor(colour))
    return item


def _centre(item: QGraphicsSimpleTextItem, x: float, y: float) -> None:
    rect = item.boundingRect()
    item.setPos(x - rect.width() / 2, y - rect.height() / 2)


class PawnItem(QGraphicsItem):
    """A skittle-shaped pawn standing on its base at (0, 0); L and M differ in size."""

    def __init__(self, colour: QColor, size: str, parent=None):
        super().__init__(parent)
        self.colour = colour
        self.size = size
        self.width, self.height = SIZES[size]
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


class Scene(BoardScene):
    def __init__(self, spec, seats, parent=None):
        super().__init__(spec, seats, parent)
        self.state: BalanceState | None = None
        self.motion: ArmMotion | None = None
        self._panel: BalancePanel | None = None
        self._arm_group: QGraphicsItemGroup | None = None
        self._ghost: QGraphicsPathItem | None = None
        self._pawn_items: list[PawnItem] = []
        self._dynamic: list[QGraphicsItem] = []
        self._marks: list[QGraphicsItem] = []
        self._targets: dict[QGraphicsItem, Any] = {}
        self._selection: tuple | None = None
        self._stages: list[tuple[tuple, float]] = []
        self._hold = 0.0
        self._lowering: list[tuple[PawnItem, float]] = []
        self._stage_time = 0.0
        self._clock = QElapsedTimer()
        self._timer = QTimer(self)
        self._timer.setInterval(16)
        self._timer.timeout.connect(self._tick)
        self._side_roll: dict[int, int] = {}
        self._message = ""
        self.board_y = 150.0
        self._build_static()

    # -- geometry ------------------------------------------------------------------------------
    def content_rect(self) -> QRectF:
        return QRectF(LEFT_EDGE - 10, -345, 2 * (-LEFT_EDGE) + 20, self.board_y + 345 + 185)

    def slot_point(self, x: int, slot: int, room: int) -> QPointF:
        """Arm-local base point of a pawn in holder x (slot 0 or 1 of a double holder)."""
        offset = 0.0 if room == 1 else (-SLOT if slot == 0 else SLOT)
        return QPointF(x * PITCH + offset, BAR_TOP + 2)

    def _colour(self, colour: int) -> QColor:
        return self.seat_info[colour].colour if colour < len(self.seat_info) else QColor("#888888")

    def _build_static(self) -> None:
        self.setBackgroundBrush(QColor("#2f3b35"))
        self.board = QGraphicsRectItem()
        self.board.setBrush(QColor("#8b5a2b"))
        self.board.setPen(QPen(QColor("#5c3a1a"), 2))
        self.board.setZValue(-5)
        self.addItem(self.board)
        self.bridge = QGraphicsPathItem()
        self.bridge.setBrush(QColor("#6d4c33"))
        self.bridge.setPen(QPen(QColor("#3e2a1b"), 2))
        self.bridge.setZValue(-3)
        self.addItem(self.bridge)
        self.message_item = _text("", 19, "#fff4dc", bold=True)
        self.message_item.setZValue(6)
        self.addItem(self.message_item)
        self.dice = {1: DieItem(DIE_SIZE), -1: DieItem(DIE_SIZE)}
        for side, die in self.dice.items():
            die.setPos(330, self.board_y + 125 if side == 1 else -265)
            die.setZValue(5)
            self.addItem(die)
        self.die_halo = {side: QGraphicsEllipseItem(-50, -50, 100, 100) for side in (1, -1)}
        for side, halo in self.die_halo.items():
            halo.setPen(Qt.PenStyle.NoPen)
            halo.setZValue(4)
            halo.setPos(self.dice[side].pos())
            self.addItem(halo)

    def _build_arm(self, state: BalanceState) -> None:
        """The arm for this game's model: bar, keel, holders and both sides' numbers."""
        physics = state.physics
        half = physics.length / 2 / physics.pitch * PITCH
        theta_max = physics.theta_max
        self.board_y = half * math.sin(theta_max) + BAR_BOTTOM * math.cos(theta_max)
        self.board.setRect(LEFT_EDGE, self.board_y, -2 * LEFT_EDGE, 44)
        bridge = QPainterPath()
        for sx in (-1, 1):
            bridge.addRect(sx * 30 - 8, -100, 16, self.board_y + 100)
        bridge.addRoundedRect(-48, -112, 96, 18, 6, 6)
        bridge.addRect(-5, -100, 10, 100)
        self.bridge.setPath(bridge)
        for side, die in self.dice.items():
            die.setPos(440, self.board_y + 118 if side == 1 else -282)
            self.die_halo[side].setPos(die.pos())
        _centre(self.message_item, 0, self.board_y + 22)
        if self._arm_group is not None:
            self.removeItem(self._arm_group)
        group = QGraphicsItemGroup()
        group.setHandlesChildEvents(False)
        group.setZValue(1)
        self.addItem(group)
        self._arm_group = group
        keel = QGraphicsPathItem(group)
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
        bar = QGraphicsRectItem(-half, BAR_TOP, 2 * half, BAR_BOTTOM - BAR_TOP, group)
        bar.setBrush(QColor("#c9a46b"))
        bar.setPen(QPen(QColor("#6b4f2a"), 2))
        hanger = QGraphicsRectItem(-6, -4, 12, BAR_TOP + 6, group)
        hanger.setBrush(QColor("#8e969c"))
        hanger.setPen(QPen(QColor("#40464a"), 1))
        pin = QGraphicsEllipseItem(-7, -7, 14, 14, group)
        pin.setBrush(QColor("#e8e8e8"))
        pin.setPen(QPen(QColor("#40464a"), 1.5))
        self.holder_items: dict[int, QGraphicsRectItem] = {}
        layout = state.layout
        for x in layout.holders:
            room = layout.room(x)
            width = 46 if room == 2 else 24
            cup = QGraphicsRectItem(x * PITCH - width / 2, BAR_TOP - 12, width, 14, group)
            cup.setBrush(QColor("#3b3f45"))
            cup.setPen(QPen(QColor("#1f2226"), 1))
            cup.setData(0, ("holder", x))
            self.holder_items[x] = cup
            for side, y in ((1, BAR_BOTTOM + 16), (-1, -88)):
                kind, number = layout.number(side, x)
                label = _text(f"{kind}{number}", 19, "#fdf6e3" if side == 1 else "#d8e6f0", group, bold=True)
                _centre(label, x * PITCH, y)
        self.motion = ArmMotion(physics)

    # -- showing a state ------------------------------------------------------------------------
    def show_state(self, state: BalanceState, last_move: Any = None, animate: bool = True) -> None:
        first = self.state is None or self._arm_group is None
        self.state = state
        if first:
            self._build_arm(state)
        self._clear_selection()
        self._hide_ghost()
        self._update_rolls(state, animate and not first and self.animations_enabled)
        stages: list[tuple[tuple, float]] = []
        for event in state.events:
            if event.get("type") == "tip" and isinstance(event.get("arm"), list):
                stages.append((self._arm_from(event["arm"]), 1.4))
            if event.get("type") == "rearranged" and isinstance(event.get("before"), list):
                stages.append((self._arm_from(event["before"]), 0.7))
        if not stages or stages[-1][0] != state.arm:
            stages.append((state.arm, 0.0))
        self._message = self._describe(state, last_move)
        self._draw_seats(state)
        if animate and self.animations_enabled and not first:
            self._stages = stages
            self._next_stage()
            self._clock.start()
            self._timer.start()
        else:
            self._stages = []
            self._timer.stop()
            self._show_arm(state.arm, lower=False)
            self.motion.jump_to(self._load(state.arm))
            self._set_rotation()
        self._update_panel()
        self._set_message(self._message)
        self._mark_selectable()

    def _arm_from(self, raw: list) -> tuple:
        pawns = []
        for p in raw:
            if isinstance(p, list) and len(p) == 3:
                pawns.append((p[0], p[1], p[2]))
        return tuple(sorted(pawns))

    @staticmethod
    def _load(arm: tuple) -> list[tuple[int, str]]:
        return [(x, size) for x, _, size in arm]

    def _next_stage(self) -> None:
        arm, hold = self._stages.pop(0)
        self._hold = hold
        self._stage_time = 0.0
        self._show_arm(arm, lower=True)
        self.motion.set_load(self._load(arm))

    def _show_arm(self, arm: tuple, lower: bool) -> None:
        old = {}
        for item in self._pawn_items:
            key = (item.data(1), item.data(2), item.size)
            old[key] = old.get(key, 0) + 1
            self.removeItem(item)
        self._pawn_items = []
        self._lowering = []
        layout = self.state.layout
        seen: dict[int, int] = {}
        for x, colour, size in arm:
            slot = seen.get(x, 0)
            seen[x] = slot + 1
            item = PawnItem(self._colour(colour), size, self._arm_group)
            item.setData(0, ("pawn", x, colour, size))
            item.setData(1, x)
            item.setData(2, colour)
            item.setZValue(2)
            point = self.slot_point(x, slot, layout.room(x))
            item.setPos(point)
            key = (x, colour, size)
            if old.get(key, 0) > 0:
                old[key] -= 1
            elif lower:
                item.setPos(point.x(), point.y() - 70)
                self._lowering.append((item, point.y()))
            self._pawn_items.append(item)

    def _set_rotation(self) -> None:
        if self._arm_group is not None and self.motion is not None:
            self._arm_group.setTransformOriginPoint(0, 0)
            self._arm_group.setRotation(math.degrees(self.motion.theta))

    def _tick(self) -> None:
        dt = min(self._clock.restart() / 1000.0, 0.05)
        self.motion.advance(dt)
        self._stage_time += dt
        share = min(1.0, self._stage_time / max(self.motion.arm.lower_in, 1e-3))
        for item, y in self._lowering:
            item.setY(y - 70 * (1 - share))
        self._set_rotation()
        if self.motion.settled() and share >= 1.0:
            if self._stage_time >= self._hold + self.motion.arm.lower_in and self._stages:
                self._next_stage()
            elif not self._stages:
                self._timer.stop()

    def animation_running(self) -> bool:
        if self._stages or any(die.rolling() for die in self.dice.values()):
            return True
        if not self._timer.isActive() or self.motion is None:
            return False
        if self.motion.on_board():
            return not self.motion.settled()
        return abs(self.motion.theta - self.motion.target) > math.radians(0.4) or abs(self.motion.omega) > 0.03

    def shutdown(self) -> None:
        self._timer.stop()
        self._stages = []

    # -- dice and texts --------------------------------------------------------------------------
    def _update_rolls(self, state: BalanceState, animate: bool) -> None:
        for event in state.events:
            seat = event.get("seat")
            if event.get("type") in ("move", "skip") and isinstance(seat, int) and 0 <= seat < state.seats:
                side = state.sides[seat] or (1 if seat % 2 == 0 else -1)
                if isinstance(event.get("die"), int):
                    self._side_roll[side] = event["die"]
        mover = state.to_move
        mover_side = state.sides[mover] if mover is not None else 0
        for side, die in self.dice.items():
            value = state.die if side == mover_side else self._side_roll.get(side)
            if side == mover_side and animate:
                die.roll_to(value, 650)
            else:
                die.set_value(value)
            halo = self.die_halo[side]
            if side == mover_side:
                colour = QColor(self._colour(state.colour_of(mover) or mover))
                if colour.lightness() < 80:  # a black player's halo would vanish on the dark table
                    colour = QColor("#ffd166")
                colour.setAlpha(200)
                halo.setBrush(colour)
                halo.show()
            else:
                halo.hide()
            die.setOpacity(1.0 if side == mover_side else 0.55)

    def _name(self, seat: int) -> str:
        return self.seat_info[seat].name if seat < len(self.seat_info) else "?"

    def _describe(self, state: BalanceState, last_move: Any) -> str:
        parts = []
        for event in state.events:
            kind = event.get("type")
            seat = event.get("seat")
            if kind == "round" and isinstance(event.get("rolls"), list) and event["rolls"]:
                rolls = ", ".join(f"{self._name(s)} {r}" for s, r in event["rolls"][-1]
                                  if isinstance(s, int) and 0 <= s < state.seats)
                parts.append(fill(QCoreApplication.translate("balance", "Round %1. Roll-off: %2."), event.get("round"), rolls))
            elif kind == "skip" and isinstance(seat, int) and 0 <= seat < state.seats:
                parts.append(fill(QCoreApplication.translate("balance", "%1 rolled %2 and cannot move: turn skipped."),
                                  self._name(seat), event.get("die")))
            elif kind == "beat" and isinstance(seat, int) and 0 <= seat < state.seats:
                parts.append(fill(QCoreApplication.translate("balance", "%1 beats a pawn."), self._name(seat)))
            elif kind == "tip" and isinstance(seat, int) and 0 <= seat < state.seats:
                parts.append(fill(QCoreApplication.translate("balance", "%1 tipped the arm!"), self._name(seat)))
            elif kind == "move" and last_move == PASS and isinstance(seat, int) and 0 <= seat < state.seats:
                parts.append(fill(QCoreApplication.translate("balance", "%1 passed."), self._name(seat)))
        return " ".join(parts)

    def _set_message(self, text: str) -> None:
        self.message_item.setText(text)
        width = self.message_item.boundingRect().width()
        scale = min(1.0, (-2 * LEFT_EDGE - 20) / width) if width > 0 else 1.0
        self.message_item.setScale(scale)
        self.message_item.setPos(-width * scale / 2, self.board_y + 10)

    def _roll_text(self, state: BalanceState) -> str:
        seat = state.to_move
        if seat is None:
            return ""
        text = fill(QCoreApplication.translate("balance", "%1 rolled %2."), self._name(seat), state.die)
        if not state.placed[seat]:
            text += " " + fill(QCoreApplication.translate("balance", "First turn of the round: place a pawn in S%1."), state.die)
        elif state.must_move[seat]:
            text += " " + QCoreApplication.translate("balance", "Must place or move this turn.")
        return text

    def _seat_anchor(self, state: BalanceState, seat: int) -> QPointF:
        side = state.sides[seat] or (1 if (seat < 2 if state.mode == "team" else seat % 2 == 0) else -1)
        same = [s for s in range(state.seats)
                if (state.sides[s] or (1 if (s < 2 if state.mode == "team" else s % 2 == 0) else -1)) == side]
        index = same.index(seat)
        x = LEFT_EDGE + index * (SEAT_W + 16)
        y = self.board_y + 62 if side == 1 else -338
        return QPointF(x, y)

    def _draw_seats(self, state: BalanceState) -> None:
        for item in self._dynamic:
            self.removeItem(item)
        self._dynamic = []
        mover = state.to_move
        large, medium = state.kit
        for seat in range(state.seats):
            anchor = self._seat_anchor(state, seat)
            active = seat == mover
            box = QGraphicsRectItem(0, 0, SEAT_W, SEAT_H)
            box.setPos(anchor)
            box.setBrush(QColor(255, 255, 255, 38 if active else 16))
            box.setPen(QPen(QColor("#ffd166") if active else QColor(255, 255, 255, 60), 4 if active else 1.5))
            box.setZValue(3)
            self.addItem(box)
            self._dynamic.append(box)
            swatch = QGraphicsEllipseItem(10, 10, 22, 22, box)
            swatch.setBrush(self._colour(seat))
            swatch.setPen(QPen(QColor("#dddddd"), 1.5))
            name = self._name(seat)
            if active:
                name = "▶ " + name
            _text(name, 24, "#ffffff", box, bold=active).setPos(42, 6)
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
            line = _text(" · ".join(status), 17, "#d7e3dc", box)
            line.setPos(42, 36)
            room = SEAT_W - 50
            if line.boundingRect().width() > room:
                line.setScale(room / line.boundingRect().width())
            if state.must_move[seat] and state.sides[seat] != 0:
                badge = QGraphicsRectItem(SEAT_W - 108, 8, 100, 24, box)
                badge.setBrush(QColor("#e07a1f"))
                badge.setPen(Qt.PenStyle.NoPen)
                label = _text(QCoreApplication.translate("balance", "Must move"), 14, "#ffffff", badge, bold=True)
                _centre(label, SEAT_W - 58, 20)
            if state.alive[seat]:
                supply = state.supply[seat]
                x = 20.0
                for size, count in zip(("L", "M"), supply, strict=True):
                    for _ in range(count):
                        pawn = PawnItem(self._colour(seat), size, box)
                        pawn.setScale(0.62)
                        pawn.setPos(x, SEAT_H - 8)
                        pawn.setData(0, ("supply", seat, size))
                        x += 22
                    x += 8

    def _update_panel(self) -> None:
        if self._panel is None or self.state is None:
            return
        state = self.state
        physics = state.physics
        left = sum(-x * physics.weight(s) for x, _, s in state.arm if x < 0) / physics.large_weight
        right = sum(x * physics.weight(s) for x, _, s in state.arm if x > 0) / physics.large_weight
        history = [math.degrees(physics.equilibrium(m)) for m in state.moments]
        self._panel.show_arm(physics, left, right, history)
        self._panel.set_roll_text(self._roll_text(state))
        self._panel.set_pass_enabled(self.interactive and state.can_pass())

    def panel_widget(self):
        if self._panel is None:
            from gui.balance.panel import BalancePanel  # pyqtgraph loads only when a game is shown

            self._panel = BalancePanel()
            self._panel.passClicked.connect(self._pass_clicked)
            self._update_panel()
        return self._panel

    def retranslate(self) -> None:
        if self.state is not None:
            self._message = self._describe(self.state, None)
            self._draw_seats(self.state)
            self._set_message(self._message)
            self._update_panel()
            self._mark_selectable()

    # -- input ------------------------------------------------------------------------------------
    def set_interactive(self, enabled: bool) -> None:
        super().set_interactive(enabled)
        if not enabled:
            self._clear_selection()
            self._hide_ghost()
        self._mark_selectable()
        self._update_panel()

    def _pass_clicked(self) -> None:
        if self.interactive and self.state is not None and self.state.can_pass():
            self.moveChosen.emit(PASS)

    def _own_colour(self) -> int | None:
        state = self.state
        return None if state is None or state.to_move is None else state.colour_of(state.to_move)

    def _mark_selectable(self) -> None:
        colour = self._own_colour()
        movable = set()
        if self.interactive and self.state is not None and colour is not None:
            for move in self.state.legal_moves():
                if isinstance(move, Step):
                    movable.add((self.state.layout.holder(self.state.side_of_colour(colour), move.origin), move.size))
        for item in self._pawn_items:
            key = item.data(0)
            selected = self._selection == ("step", key[1], key[3])
            if selected:
                item.ring = QColor("#ffd166")
            elif key[2] == colour and (key[1], key[3]) in movable:
                item.ring = QColor(255, 255, 255, 120)
            else:
                item.ring = None
            item.update()

    def legal_by_source(self) -> dict[tuple, list]:
        """Legal moves grouped by what is clicked first: ("place", size) or ("step", holder x, size)."""
        state = self.state
        groups: dict[tuple, list] = {}
        if state is None or state.to_move is None:
            return groups
        colour = state.colour_of(state.to_move)
        for move in state.legal_moves():
            if isinstance(move, Place):
                groups.setdefault(("place", move.size), []).append(move)
            elif isinstance(move, Step):
                x = state.layout.holder(state.side_of_colour(colour), move.origin)
                groups.setdefault(("step", x, move.size), []).append(move)
        return groups

    def target_of(self, move: Any) -> int:
        state = self.state
        side = state.side_of_colour(state.colour_of(state.to_move))
        if isinstance(move, Place):
            return state.layout.holder(side, state.die)
        return state.layout.holder(side, move.origin + state.die)

    def select(self, key: tuple) -> bool:
        """Pick a pawn (or the supply) and highlight where it may go; False when it has no legal move."""
        self._clear_selection()
        moves = self.legal_by_source().get(key)
        if not moves:
            return False
        self._selection = key
        for move in moves:
            x = self.target_of(move)
            if isinstance(move, Step) and move.beat:
                victim = next(p for p in self._pawn_items if p.data(1) == x)
                mark = QGraphicsEllipseItem(-20, -20, 40, 40, self._arm_group)
                mark.setPos(victim.pos() + QPointF(0, -victim.height / 2))
                mark.setPen(QPen(QColor("#ff4d4d"), 4))
                mark.setBrush(QColor(255, 77, 77, 60))
                mark.setToolTip(QCoreApplication.translate("balance", "Beat this pawn"))
            else:
                room = self.state.layout.room(x)
                width = 54 if room == 2 else 32
                mark = QGraphicsRectItem(x * PITCH - width / 2, BAR_TOP - 80, width, 94, self._arm_group)
                mark.setPen(QPen(QColor("#7ee081"), 3))
                mark.setBrush(QColor(126, 224, 129, 55))
                mark.setToolTip(QCoreApplication.translate("balance", "Move here"))
            mark.setZValue(4)
            mark.setAcceptHoverEvents(True)
            self._marks.append(mark)
            self._targets[mark] = move
        self._mark_selectable()
        return True

    def target_items(self) -> dict[QGraphicsItem, Any]:
        return dict(self._targets)

    def _clear_selection(self) -> None:
        for mark in self._marks:
            self.removeItem(mark)
        self._marks = []
        self._targets = {}
        self._selection = None

    def _hit(self, pos: QPointF):
        for item in self.items(pos):
            if item in self._targets:
                return ("target", self._targets[item])
            node = item
            while node is not None:
                data = node.data(0)
                if isinstance(data, tuple) and data and data[0] in ("pawn", "supply", "holder"):
                    return data
                node = node.parentItem()
        return None

    def mousePressEvent(self, event):  # noqa: N802 - Qt override
        if not self.interactive or self.state is None or event.button() != Qt.MouseButton.LeftButton:
            return
        hit = self._hit(event.scenePos())
        colour = self._own_colour()
        if hit is None:
            self._clear_selection()
            self._hide_ghost()
        elif hit[0] == "target":
            self._clear_selection()
            self._hide_ghost()
            self.moveChosen.emit(hit[1])
        elif hit[0] == "supply" and hit[1] == colour:
            if not self.select(("place", hit[2])):
                self._refuse(Place(hit[2]))
        elif hit[0] == "pawn" and hit[2] == colour:
            if not self.select(("step", hit[1], hit[3])):
                self._refuse(Step(self._track_index(hit[1]), hit[3]))
        elif hit[0] == "holder":
            self._holder_clicked(hit[1])
        else:
            self.statusMessage.emit(QCoreApplication.translate("balance", "Click one of your own pawns or your supply."))
        self._mark_selectable()

    def _track_index(self, x: int) -> int:
        """Holder x as a path index of the player to move."""
        state = self.state
        return state.layout.index(state.side_of_colour(self._own_colour()), x)

    def _refuse(self, move: Any) -> None:
        """Show why the engine refuses `move`, which the player tried to start on the board."""
        refusal = self.state.refusal(move)
        if refusal is not None:
            self.moveRefused.emit(refusal)

    def _holder_clicked(self, x: int) -> None:
        """A click on a holder: the selected pawn (or, without a selection, a pawn from the supply) goes there
        when the roll leads there; otherwise the engine says why not."""
        selection = self._selection
        self._clear_selection()
        self._hide_ghost()
        if selection is None:
            places = [m for key, ms in self.legal_by_source().items() if key[0] == "place" for m in ms]
            if places and self.target_of(places[0]) == x:
                self.moveChosen.emit(places[0])  # a click on the holder the die shows places a pawn
            else:
                self.statusMessage.emit(
                    QCoreApplication.translate("balance", "Click one of your own pawns or your supply."))
            return
        origin = self._track_index(selection[1]) if selection[0] == "step" else None
        try:
            move = self.state.move_to_holder(selection[-1], origin, self._track_index(x))
        except IllegalMove as refusal:
            self.moveRefused.emit(refusal)
            return
        refusal = self.state.refusal(move)
        if refusal is None:
            self.moveChosen.emit(move)
        else:
            self.moveRefused.emit(refusal)

    def mouseMoveEvent(self, event):  # noqa: N802 - Qt override
        super().mouseMoveEvent(event)
        hit = self._hit(event.scenePos()) if self._targets else None
        if hit is not None and hit[0] == "target":
            self.preview(hit[1])
        else:
            self._hide_ghost()

    # -- the ghost arm -----------------------------------------------------------------------------
    def preview(self, move: Any) -> float:
        """Show a ghost of the arm at the tilt `move` would give; returns that tilt in degrees."""
        state = self.state
        arm = state.arm_after(move)
        physics = state.physics
        moment = physics.moment((x, s) for x, _, s in arm)
        tilt = physics.equilibrium(moment)
        tips = physics.tips(moment)
        if self._ghost is None:
            self._ghost = QGraphicsPathItem()
            self._ghost.setZValue(0.5)
            self.addItem(self._ghost)
        half = physics.length / 2 / physics.pitch * PITCH
        path = QPainterPath()
        path.addRect(-half, BAR_TOP, 2 * half, BAR_BOTTOM - BAR_TOP)
        seen: dict[int, int] = {}
        for x, _, size in arm:
            slot = seen.get(x, 0)
            seen[x] = slot + 1
            point = self.slot_point(x, slot, state.layout.room(x))
            w, h = SIZES[size]
            path.addRoundedRect(point.x() - w / 2, point.y() - h, w, h, 6, 6)
        self._ghost.setPath(path)
        colour = QColor("#ff5a5a") if tips else QColor("#9ee6ff")
        self._ghost.setPen(QPen(colour, 2.5, Qt.PenStyle.DashLine))
        fill = QColor(colour)
        fill.setAlpha(45)
        self._ghost.setBrush(QBrush(fill))
        self._ghost.setRotation(math.degrees(tilt))
        self._ghost.show()
        if self._panel is not None:
            self._panel.show_preview(float(physics.in_l_units(moment)), math.degrees(tilt), tips)
        return math.degrees(tilt)

    def ghost_visible(self) -> bool:
        return self._ghost is not None and self._ghost.isVisible()

    def _hide_ghost(self) -> None:
        if self._ghost is not None:
            self._ghost.hide()
        if self._panel is not None:
            self._panel.show_preview(None, None, False)

    def show_hint(self, move: Any) -> None:
        if self.state is None or move not in self.state.legal_moves() or move == PASS:
            return
        if isinstance(move, Place):
            self.select(("place", move.size))
        else:
            colour = self._own_colour()
            self.select(("step", self.state.layout.holder(self.state.side_of_colour(colour), move.origin), move.size))
        self.preview(move)
