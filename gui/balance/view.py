"""Balance DUELS' board: the bridge, the hanging arm that swings, pawns, dice and each seat's supply.

The arm, its holders and the pawns on it form one group rotated about the
pivot. The tilt comes from `engine.balance.physics.ArmMotion`, stepped once a
frame by a `FrameTicker` (in step with the dice's animations) in simulated
time at 1/`animation_factor` of real time (slow: half speed); the engine
decides tipping, the view only integrates and draws. Side +1 sits below the
board on screen (their right, their START half, is on the right); side −1
sits above it. Colours come from the theme
(`assets/themes/balance.json`, seat colours and marks from `seat_info`). The
items are in `items.py`, the picked pawn in `hand.py`, keyboard play in `keys.py`, the side panel (roll,
Pass, plots) in `panel.py`.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QElapsedTimer, QPointF, QRectF, Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QGraphicsItem, QGraphicsRectItem

from engine import IllegalMove
from engine.balance import PASS, Place, Step
from engine.balance.events import Rearranged, Tipped
from engine.balance.physics import ArmMotion
from engine.balance.rules import BalanceState
from gui import theme
from gui.balance.hand import BalanceHand
from gui.balance.items import (
    LEFT_EDGE,
    ArmItem,
    DicePair,
    GhostArm,
    PawnItem,
    SeatBox,
    board_height,
    board_item,
    bridge_item,
    bridge_path,
    centre,
    describe,
    move_points,
    prediction,
    seat_anchor,
    slot_point,
    styled,
    text_item,
    themed,
)
from gui.balance.keys import BalanceKeys
from gui.common.board import BoardScene
from gui.common.ticker import FrameTicker

if TYPE_CHECKING:
    from gui.balance.panel import BalancePanel

#: The arm creaks once its tilt passes this share of the tilt at which it lies on the board (tips).
CREAK_SHARE = 0.75

class Scene(BalanceKeys, BalanceHand, BoardScene):
    def __init__(self, spec, seats, parent=None):
        super().__init__(spec, seats, parent)
        self.state: BalanceState | None = None
        self.motion: ArmMotion | None = None
        self.holder_items: dict[int, QGraphicsRectItem] = {}
        self._panel: BalancePanel | None = None
        self._arm_group: ArmItem | None = None
        self._ghost: GhostArm | None = None
        self._pawn_items: list[PawnItem] = []
        self._dynamic: list[QGraphicsItem] = []
        self._marks: list[QGraphicsItem] = []
        self._targets: dict[QGraphicsItem, Any] = {}
        self._selection: tuple | None = None
        self._stages: list[tuple[tuple, float]] = []
        self._creaked = self._crashed = False
        self._hold = 0.0
        self._lowering: list[tuple[PawnItem, float]] = []
        self._stage_time = 0.0
        self._clock = QElapsedTimer()  # the real time between two ticks
        self._timer = FrameTicker(self)
        self._timer.timeout.connect(self._tick)
        self._message = ""
        self.board_y = 150.0
        self._build_static()

    # -- building ------------------------------------------------------------------------------
    def content_rect(self) -> QRectF:
        return QRectF(LEFT_EDGE - 10, -345, 2 * (-LEFT_EDGE) + 20, self.board_y + 345 + 185)

    def _look(self, colour: int) -> tuple[QColor, str]:
        """The fill and the mark of a colour's pawns (a seat's colour and mark from the palette)."""
        if colour < len(self.seat_info):
            return self.seat_info[colour].colour, self.seat_info[colour].mark
        return QColor("#888888"), ""

    def _build_static(self) -> None:
        self.board, self.bridge = board_item(), bridge_item()
        self.addItem(self.board)
        self.addItem(self.bridge)
        self.message_item = text_item("", 19, themed("banner_text"), bold=True)
        self.message_item.setZValue(6)
        self.addItem(self.message_item)
        self.dice = DicePair(self)
        self._style_static()

    def _style_static(self) -> None:
        """The table, board, bridge, banner and dice in the current theme."""
        self.setBackgroundBrush(themed("table"))  # the view paints the same colour (the shell's table)
        styled(self.board, "board", 3)
        styled(self.bridge, "bridge")
        self.message_item.setBrush(themed("banner_text"))
        self.dice.style()

    def apply_theme(self) -> None:
        """Every item takes the theme's colours: the static ones are restyled, the arm is built afresh; the
        picked pawn stays picked."""
        picked = self._selection
        self._clear_selection()  # its marks belong to the arm, which goes
        self._style_static()
        if self._arm_group is not None:
            self.removeItem(self._arm_group)
            self._arm_group = None
            self._pawn_items = []
        if self._ghost is not None:
            self.removeItem(self._ghost)
            self._ghost = None
        super().apply_theme()
        if picked is not None and self.interactive:
            self.select(picked)
            self.move_cursor(self.cursor)  # the ghost again, if the cursor is on where the pawn may go

    def _build_arm(self, state: BalanceState) -> None:
        """The board, the bridge and the arm for this game's model."""
        self.board_y = board_height(state)
        self.board.setRect(LEFT_EDGE, self.board_y, -2 * LEFT_EDGE, 44)
        self.bridge.setPath(bridge_path(self.board_y))
        self.dice.place(self.board_y)
        centre(self.message_item, 0, self.board_y + 22)
        if self._arm_group is not None:
            self.removeItem(self._arm_group)
        self._arm_group = ArmItem(state)
        self.addItem(self._arm_group)
        self.holder_items = self._arm_group.holder_items
        self.motion = ArmMotion(state.physics)

    # -- showing a state ------------------------------------------------------------------------
    def show_state(self, state: BalanceState, last_move: Any = None, animate: bool = True) -> None:
        first = self.state is None or self._arm_group is None
        self.state = state
        if first:
            self._build_arm(state)
        self._clear_selection()
        self._hide_ghost()
        self._update_rolls(state, animate and not first and self.animations_enabled)
        if last_move is not None and not first and state.to_move is not None:
            self.soundCue.emit("dice_rattle", 0.8)  # the next player's roll, tumbling as it is shown
        stages: list[tuple[tuple, float]] = []
        for event in state.events:
            if isinstance(event, Tipped):
                stages.append((event.arm, 1.4))
            if isinstance(event, Rearranged):
                stages.append((event.before, 0.7))
        if not stages or stages[-1][0] != state.arm:
            stages.append((state.arm, 0.0))
        self._message = describe(state, last_move, self._name)
        self._draw_seats(state)
        if animate and self.animations_enabled and not first:
            self._stages = stages
            self._next_stage()
            self._clock.start()
            self._timer.start()
        else:
            self._jump_to_rest()
            if last_move is not None and not first:  # not animated: what the move did sounds once, now
                self._sound_at_rest(state)
        self._update_panel()
        self._set_message(self._message)
        self._mark_selectable()

    def _jump_to_rest(self) -> None:
        """The arm of the state shown, at rest, without animation."""
        self._stages = []
        self._timer.stop()
        self.dice.settle()
        self._show_arm(self.state.arm, lower=False)
        self.motion.jump_to(self._load(self.state.arm))
        self._set_rotation()

    @staticmethod
    def _load(arm: tuple) -> list[tuple[int, str]]:
        return [(x, size) for x, _, size in arm]

    def _sound_at_rest(self, state: BalanceState) -> None:
        if any(isinstance(event, Tipped) for event in state.events):
            self.soundCue.emit("arm_crash", 1.0)
        elif abs(self.motion.theta) >= CREAK_SHARE * self.motion.arm.theta_max:
            self.soundCue.emit("arm_creak", 0.8)

    def _sound_frame(self, was_near: bool, was_on_board: bool) -> None:
        """The arm creaks as its swing comes near the board, and crashes when it lands there (tips)."""
        motion = self.motion
        if motion.on_board() and not was_on_board and not self._crashed:
            self._crashed = True
            self.soundCue.emit("arm_crash", 1.0)
        elif abs(motion.theta) >= CREAK_SHARE * motion.arm.theta_max and not was_near and not self._creaked:
            self._creaked = True
            self.soundCue.emit("arm_creak", min(1.0, 0.5 + 0.5 * abs(motion.theta) / motion.arm.theta_max))

    def _next_stage(self) -> None:
        arm, hold = self._stages.pop(0)
        self._creaked = self._crashed = False  # each stage may creak and crash once
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
        table = themed("table")
        seen: dict[int, int] = {}
        for x, colour, size in arm:
            slot = seen.get(x, 0)
            seen[x] = slot + 1
            fill, mark = self._look(colour)
            edge = theme.current().piece_edge(fill, table)
            item = PawnItem(fill, size, edge, mark, self._arm_group)
            item.setData(0, ("pawn", x, colour, size))
            item.setData(1, x)
            item.setData(2, colour)
            item.setZValue(2)
            point = slot_point(x, slot, layout.room(x))
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
        if self.animation_factor <= 0:  # animations were switched off meanwhile
            self._jump_to_rest()
            return
        # The physics runs in simulated time: slow (factor 2) at half speed, fast (0.5) at double speed.
        dt = min(self._clock.restart() / 1000.0, 0.05) / self.animation_factor
        near, on_board = abs(self.motion.theta) >= CREAK_SHARE * self.motion.arm.theta_max, self.motion.on_board()
        self.motion.advance(dt)
        self._sound_frame(near, on_board)
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
        if self._stages or self.dice.rolling():
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
        mover = state.to_move
        played = None if mover is None else state.colour_of(mover)
        fill = self._look(mover if played is None else played)[0] if mover is not None else QColor()
        self.dice.show(state, fill, self.animation_ms(650) if animate else 0)

    def _name(self, seat: int) -> str:
        return self.seat_info[seat].name if seat < len(self.seat_info) else "?"

    def _set_message(self, text: str) -> None:
        self.message_item.setText(text)
        width = self.message_item.boundingRect().width()
        scale = min(1.0, (-2 * LEFT_EDGE - 20) / width) if width > 0 else 1.0
        self.message_item.setScale(scale)
        self.message_item.setPos(-width * scale / 2, self.board_y + 10)

    def _draw_seats(self, state: BalanceState) -> None:
        for item in self._dynamic:
            self.removeItem(item)
        self._dynamic = []
        for seat in range(state.seats):
            box = SeatBox(state, seat, self._name(seat), self._look)
            box.setPos(seat_anchor(state, seat, self.board_y))
            self.addItem(box)
            self._dynamic.append(box)

    def _update_panel(self) -> None:
        if self._panel is None or self.state is None:
            return
        self._panel.show_state(self.state)
        self._panel.set_pass_enabled(self.interactive and self.state.can_pass())

    def panel_widget(self):
        if self._panel is None:
            from gui.balance.panel import BalancePanel  # pyqtgraph loads only when a game is shown

            self._panel = BalancePanel([self._name(seat) for seat in range(len(self.seat_info))])
            self._panel.passClicked.connect(self._pass_clicked)
            self._update_panel()
        return self._panel

    def retranslate(self) -> None:
        if self.state is not None:
            self._message = describe(self.state, None, self._name)
            self._draw_seats(self.state)
            self._set_message(self._message)
            self._update_panel()
            self._mark_selectable()

    # -- marks over the board: moves (analysis arrows, hints); holders by name: `cell_point` in keys.py ----------
    def move_path(self, state: BalanceState, move: Any) -> list[QPointF]:
        return move_points(state, move)

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
        self._pressed = event.scenePos()
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
                self._refuse(Step(self.state.mover_index(hit[1]), hit[3]))
        elif hit[0] == "holder":
            self._holder_clicked(hit[1])
        else:
            self.statusMessage.emit(QCoreApplication.translate("balance", "Click one of your own pawns or your supply."))
        self._pressed = None
        self._mark_selectable()

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
            if places and self.state.target_holder(places[0]) == x:
                self.moveChosen.emit(places[0])  # a click on the holder the die shows places a pawn
            else:
                self.statusMessage.emit(
                    QCoreApplication.translate("balance", "Click one of your own pawns or your supply."))
            return
        origin = self.state.mover_index(selection[1]) if selection[0] == "step" else None
        try:
            move = self.state.move_to_holder(selection[-1], origin, self.state.mover_index(x))
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
        self.follow(event.scenePos())
        hit = self._hit(event.scenePos()) if self._targets else None
        if hit is not None and hit[0] == "target":
            self.preview(hit[1])
        else:
            self._hide_ghost()

    # -- the ghost arm -----------------------------------------------------------------------------
    def preview(self, move: Any) -> float:
        """Show a ghost of the arm at the tilt `move` would give; returns that tilt in degrees."""
        arm, net, tilt, tips = prediction(self.state, move)
        if self._ghost is None:
            self._ghost = GhostArm()
            self.addItem(self._ghost)
        self._ghost.show_arm(self.state, arm, tilt, tips)
        if self._panel is not None:
            self._panel.show_preview(net, tilt, tips)
        return tilt

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
            self.select(("step", self.state.mover_holder(move.origin), move.size))
        self.preview(move)
