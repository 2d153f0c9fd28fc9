"""The EQUILIBRIX Combact board: the Flower of Life drawn with its circular arcs, the ring of
bacteria around it with the tetrahedron, each player's supply, and a piece that follows the mouse.

The scene draws the engine state it is given and turns clicks into moves. A picked piece
(a highlighted ring piece or a microbacterium) follows the mouse snapped to the lattice
(`pieces.anchor_near`); the wheel or the right button turns it by 60°. It is green where it
may be placed, red otherwise, and the status bar gives the engine's reason (for example which
point would exceed five fields, `state.crowded`); a click there is refused with that reason
(`moveRefused`). Keyboard play is in `keys.py`, the flight of a placed piece in `motion.py`, the
graphics items in `items.py`, the side panel in `panel.py`; colours come from the theme
(`assets/themes/equilibrix.json`).
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt, QTimer
from PySide6.QtGui import QColor, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsPathItem, QGraphicsSimpleTextItem

from engine.equilibrix.geometry import board, mask_fields, node_name, shape_centroid
from engine.equilibrix.pieces import MICROS, anchor_near, orientations, shape_at
from engine.equilibrix.rules import (
    AUTONOMIE,
    BASES_PHASE,
    CHOOSE_TARGET,
    GAME_TARGETS,
    ORIGIN,
    OVER,
    OVER_SIX,
    PLAY,
    TOKEN_ONE_POINT,
    TOO_MANY,
    ZIELE,
    ChooseTarget,
    EquilibrixState,
    Pass,
    Place,
    PlaceBase,
    SetOrigin,
)
from gui.common.board import BoardScene
from gui.common.cues import cue_along
from gui.equilibrix import items
from gui.equilibrix.keys import KeyPlay
from gui.equilibrix.motion import FLIGHT_MS, Flight
from gui.equilibrix.panel import InfoPanel
from gui.equilibrix.table import RING_SCALE, SUPPLY_SCALE, Table
from gui.texts import fill, refusal_text

#: After a piece lands, this many fields take their new tint per frame (about 4 ms of painting).
TINT_PER_FRAME = 36
TINT_FRAME_MS = 16

CONTENT = QRectF(-600, -520, 1200, 1040)

#: Refusals about too many fields at a point: those points are ringed on the board.
CROWDED = (TOO_MANY, TOKEN_ONE_POINT, OVER_SIX)


class Scene(KeyPlay, Table, BoardScene):
    def __init__(self, spec, seats, parent=None):
        super().__init__(spec, seats, parent)
        self.state: EquilibrixState | None = None
        self.last_move: Any = None
        self.picked: str | None = None  # piece id in hand
        self.orientation = 0  # index into orientations(picked, side)
        self.mouse: tuple[float, float] | None = None  # board coordinates of the pointer
        self.ghost_move: Place | None = None
        self._dynamic: list[QGraphicsItem] = []
        self._panel: InfoPanel | None = None
        self._arriving = 0  # the fields of the piece in flight, shown empty until it lands
        self._fields_shown: EquilibrixState | None = None  # while a piece flies: the position the fields show
        self._tint_queue: list = []  # fields still to take their new tint after a piece landed
        self._plate: QGraphicsItem | None = None  # the plate behind the banner
        self._placed_by_hand: Any = None  # the move this player just put down where it lies: no flight
        self.flight = Flight(self, self._landed)
        self.board_parts = items.board_items()
        for item in self.board_parts:
            self.addItem(item)
        self.fields = [item for item in self.board_parts if isinstance(item, items.FieldItem)]
        self.ghost = items.Ghost()
        self.addItem(self.ghost)
        self.hint = QGraphicsPathItem()
        self.hint.setZValue(items.Z_GHOST - 1)
        self.hint.setVisible(False)
        self.addItem(self.hint)
        self.pass_button = items.Button(190, 56, Pass())
        self.pass_button.setPos(-480, 455)
        self.addItem(self.pass_button)
        self.target_buttons = []
        for i, target in enumerate(GAME_TARGETS):
            button = items.Button(360, 62, ChooseTarget(target))
            button.setPos(0, -90 + i * 90)
            self.addItem(button)
            self.target_buttons.append(button)
        self.banner = QGraphicsSimpleTextItem()
        self.banner.setFont(items.scene_font(20, bold=True))
        self.banner.setZValue(items.Z_UI)
        self.addItem(self.banner)
        self._style()
        self.retranslate()

    def _style(self) -> None:
        """Colour the items kept from one state to the next in the theme in use."""
        items.style_board(self.board_parts)
        self.hint.setPen(QPen(items.colour("hint"), 7, Qt.PenStyle.DashLine))
        self.banner.setBrush(items.colour("banner_text"))
        for button in (self.pass_button, *self.target_buttons):
            button.restyle()

    def apply_theme(self) -> None:
        self._style()
        super().apply_theme()

    @property
    def ghost_marks(self) -> list[QGraphicsItem]:
        """The rings at the connection points the piece in hand would crowd."""
        return self.ghost.marks

    def content_rect(self) -> QRectF:
        return CONTENT

    # -- drawing the state -------------------------------------------------------------
    def show_state(self, state: EquilibrixState, last_move: Any = None, animate: bool = True) -> None:
        before = self.state
        self._arriving = 0
        self._fields_shown = None
        self._tint_queue = []  # the whole board is tinted for the new state below
        self.flight.stop()
        self.state = state
        self.last_move = last_move
        if self.picked is not None and self.picked not in state.offered_pieces() or state.phase != PLAY:
            self.picked = None
        self.hint.setVisible(False)
        by_hand, self._placed_by_hand = self._placed_by_hand, None
        if animate and isinstance(last_move, Place) and last_move != by_hand and self.animation_ms(FLIGHT_MS) > 0:
            self._fly(before, last_move)
        if isinstance(last_move, Place):  # the shaped piece is set down on the board as it lands
            cue_along(self, self.flight.animation if self.flight.running() else None, [(1.0, "piece_set", 0.9)])
        self._redraw()
        self._update_ghost()
        self._prompt()

    def _fly(self, before: EquilibrixState | None, move: Place) -> None:
        """Fly the piece `move` took from where it lay at `before` (its ring slot, or its box) to its place."""
        s = self.state
        placed = next(((seat, pl) for seat, pl in s.placed if (pl.piece, pl.rotation, pl.anchor)
                       == (move.piece, move.rotation, move.anchor)), None)
        if before is None or placed is None or before.phase != PLAY or before.refusal(move) is not None:
            return  # not the position just before the move (a tutorial's step, a jump in the review)
        seat, placement = placed
        fields = mask_fields(placement.mask)
        if move.piece in before.ring:
            source = self._ring_point(before.ring.index(move.piece), slots=len(before.ring))
            flat = shape_at(move.piece, before.side(seat), orientations(move.piece, before.side(seat))[0][0], (0, 0))
            scale = items.fit_scale(flat, 150, RING_SCALE) / items.UNIT
        elif move.piece in MICROS:
            source, scale = self._micro_centre(seat, move.piece), SUPPLY_SCALE
        else:
            return
        target = items.to_scene(shape_centroid(fields))
        item = items.piece_item(fields, target, items.UNIT, self._colour(seat), False, "board",
                                self.seat_info[seat].mark if seat < len(self.seat_info) else "")
        item.setZValue(items.Z_GHOST + 1)
        self.addItem(item)
        self._arriving = placement.mask
        self._fields_shown = before  # the board changes colour when the piece lands, not in the first frame
        self.flight.start(item, source, scale, 60.0 * move.rotation, target, self.animation_ms(FLIGHT_MS))

    def _landed(self) -> None:
        """The flown piece is down: the fields show the new position (only those that change are painted
        again) and the piece gets its outline and mark; the rest was drawn with the position."""
        if not self._arriving:
            return
        arrived, self._arriving, self._fields_shown = self._arriving, 0, None
        for seat, pl in self.state.placed:
            if pl.mask == arrived:
                self._draw_placed(seat, pl)
        # A first piece can change the tint of most of the board: painted at once that is a 15-20 ms frame.
        # The new tints spread from the piece outwards over a few frames instead.
        centre = items.to_scene(shape_centroid(mask_fields(arrived)))
        self._tint_queue = sorted(self.fields, key=lambda field: (field.centre - centre).manhattanLength())
        self._tint_next()

    def _tint_next(self) -> None:
        batch, self._tint_queue = self._tint_queue[:TINT_PER_FRAME], self._tint_queue[TINT_PER_FRAME:]
        if batch:
            self._tint_fields(batch)
        if self._tint_queue:
            QTimer.singleShot(TINT_FRAME_MS, self, self._tint_next)  # not after the scene is gone

    def animation_running(self) -> bool:
        return self.flight.running() or bool(self._tint_queue)

    def shutdown(self) -> None:
        self._arriving = 0
        self._tint_queue = []
        self.flight.stop()

    def _colour(self, seat: int) -> QColor:
        return self.seat_info[seat].colour if seat < len(self.seat_info) else items.colour("neutral_piece")

    def _mark(self, seat: int) -> str:
        return self.seat_info[seat].mark if seat < len(self.seat_info) else ""

    def _clear_dynamic(self) -> None:
        for item in self._dynamic:
            self.removeItem(item)
        self._dynamic = []

    def _add(self, item: QGraphicsItem) -> QGraphicsItem:
        self.addItem(item)
        self._dynamic.append(item)
        return item

    def _redraw(self) -> None:
        s = self.state
        if s is None:
            return
        self._clear_dynamic()
        self._tint_fields()
        for seat, pl in s.placed:
            if pl.mask != self._arriving:  # the piece in flight gets its outline when it lands
                self._draw_placed(seat, pl)
        if s.target == ZIELE:
            self._draw_bases()
        self._draw_ring()
        self._draw_supplies()
        self._draw_overlays()
        if self._panel is not None:
            self._panel.show_state(s)

    def _tint_fields(self, fields: list | None = None) -> None:
        """Each field (of `fields`, default all) in the colour of the seat that covers it, else tinted by the
        territory it lies in (Autonomy); while a piece flies, as in the position before the move."""
        shown = self.state if self._fields_shown is None else self._fields_shown
        territory = shown.territory() if shown.target == AUTONOMIE else [None] * len(self.fields)
        for item in self.fields if fields is None else fields:
            owner, area = shown.owner(item.index), territory[item.index]
            item.show_owner(None if owner is None else self._colour(owner),
                            None if area is None else self._colour(area))

    def _draw_placed(self, seat: int, placement: Any) -> None:
        """The outline of a piece on the board (the last one placed stands out) and its seat's mark."""
        last = self.last_move
        is_last = isinstance(last, Place) and (last.piece, last.anchor, last.rotation) == (
            placement.piece, placement.anchor, placement.rotation)
        fields = mask_fields(placement.mask)
        self._add(items.outline_item(fields, self._colour(seat), is_last))
        mark = items.mark_item(self._mark(seat), items.to_scene(shape_centroid(fields)), 16, self._colour(seat))
        if mark is not None:
            self._add(mark)

    def _draw_overlays(self) -> None:
        s = self.state
        can_act = self.interactive and s.phase != OVER
        self.pass_button.setVisible(can_act and s.phase == PLAY and s.may_pass())
        choosing = can_act and s.phase == CHOOSE_TARGET
        for button in self.target_buttons:
            button.setVisible(choosing)
        self.banner.setVisible(bool(self.banner.text()) and s.phase in (CHOOSE_TARGET, OVER))

    # -- texts ----------------------------------------------------------------------
    def retranslate(self) -> None:
        self.pass_button.set_text(QCoreApplication.translate("equilibrix", "Pass"))
        for button in self.target_buttons:
            button.set_text(items.target_name(button.action.target))
        if self.state is not None:
            self._redraw()  # shows the state in the panel too
            self._prompt()

    def _prompt(self) -> None:
        s = self.state
        if s is None:
            return
        self.banner.setText("")
        self._show_plate(None)
        if s.phase == CHOOSE_TARGET:
            last = s.games[-1]
            self.banner.setText(items.game_result_text(last, self.seat_info))
            name = self.seat_info[s.turn].name
            self._set_banner_pos(-175)
            if self.interactive:
                self.statusMessage.emit(
                    fill(QCoreApplication.translate("equilibrix", "%1 lost and chooses the next target."), name))
        elif s.phase == OVER and s.result is not None:
            self.banner.setText(items.game_result_text(s.result, self.seat_info))
            self._set_banner_pos(-505, 660)  # above the ring, between the supplies: the board stays visible
        elif not self.interactive:
            return
        elif s.phase == BASES_PHASE:
            self.statusMessage.emit(QCoreApplication.translate(
                "equilibrix", "Place one of your three bases: click a free corner outside the board."))
        elif s.phase == ORIGIN:
            self.statusMessage.emit(QCoreApplication.translate(
                "equilibrix", "Place the tetrahedron: click a gap between two pieces of the ring."))
        elif self.picked is None:
            text = QCoreApplication.translate("equilibrix", "Pick one of the highlighted pieces or a microbacterium.")
            if s.may_pass():
                text += " " + QCoreApplication.translate("equilibrix", "You may also pass.")
            self.statusMessage.emit(text)
        self._draw_overlays()

    def _set_banner_pos(self, y: float, width: float = 920) -> None:
        r = self.banner.boundingRect()
        self.banner.setScale(min(1.0, (width - 30) / max(r.width(), 1)))
        self.banner.setPos(-r.width() * self.banner.scale() / 2, y)
        self._show_plate(items.banner_plate(y, width, r.height() * self.banner.scale()))

    def _show_plate(self, plate: QGraphicsItem | None) -> None:
        """Put `plate` behind the banner instead of the one there (None: no plate). It goes with the banner's
        text, not with a redraw: the banner is set anew by every `_prompt`, which not every change redraws."""
        if self._plate is not None:
            self.removeItem(self._plate)
        self._plate = plate
        if plate is not None:
            self.addItem(plate)

    # -- interaction ----------------------------------------------------------------
    def set_interactive(self, enabled: bool) -> None:
        changed, picked = enabled != self.interactive, self.picked
        super().set_interactive(enabled)
        if not enabled:
            self.picked = None
        if self.state is None:
            return
        if self.picked != picked or (changed and self.state.phase in (BASES_PHASE, ORIGIN)):
            self._redraw()  # the picked piece's rim, or the corners and gaps that take a click in the set-up
        else:
            self._draw_overlays()  # the buttons; nothing else drawn depends on who may play
        self._update_ghost()
        self._prompt()

    def _item_action(self, pos: QPointF) -> Any:
        for item in self.items(pos):
            if isinstance(item, items.Button) and item.isVisible():
                return ("move", item.action)
            data = item.data(0)
            if data:
                return data
        return None

    def mousePressEvent(self, event):  # noqa: N802 - Qt override
        if not self.interactive or self.state is None:
            return
        s = self.state
        pos = event.scenePos()
        action = self._item_action(pos)
        if event.button() == Qt.MouseButton.RightButton:
            if self.picked is not None:
                self._rotate(1)
            return
        if event.button() != Qt.MouseButton.LeftButton:
            return
        if action and action[0] == "move":
            self._choose(action[1])
        elif action and action[0] == "gap" and s.phase == ORIGIN:
            self._choose(SetOrigin(action[1]))
        elif action and action[0] == "base" and s.phase == BASES_PHASE:
            self._choose(PlaceBase(action[1]))
        elif action and action[0] == "other" and s.phase == PLAY:
            self.moveRefused.emit(s.piece_refusal(action[1]))
        elif action and action[0] in ("ring", "micro") and s.phase == PLAY:
            piece = action[1]
            self.picked = None if piece == self.picked else piece
            self.orientation = 0
            self.mouse = None
            self._redraw()
            self._update_ghost()
            if self.picked is not None:
                self.statusMessage.emit(fill(QCoreApplication.translate(
                    "equilibrix",
                    "%1 in hand: move it onto the board, turn it with the wheel or the right button, click to place.",
                ), items.piece_name(self.picked)))
            else:
                self._prompt()
        elif self.picked is not None:
            self.mouse = items.to_board(pos)
            self._place_here()

    def _place_here(self) -> None:
        """Place the piece in hand where it lies now (under the mouse or at the keyboard cursor)."""
        self._update_ghost()
        if self.ghost_move is None:
            return
        refused = self.state.refusal(self.ghost_move)
        if refused is not None:
            self.moveRefused.emit(refused)  # the window shows why, in the player's language
        else:
            self._placed_by_hand = self.ghost_move
            self._choose(self.ghost_move)

    def _put_back(self) -> None:
        self.picked = None
        self._redraw()
        self._update_ghost()
        self._prompt()

    def _choose(self, move: Any) -> None:
        self.picked = None
        self.ghost.setVisible(False)
        self.moveChosen.emit(move)

    def mouseMoveEvent(self, event):  # noqa: N802 - Qt override
        super().mouseMoveEvent(event)
        if self.picked is not None:
            self.mouse = items.to_board(event.scenePos())
            self._update_ghost()

    def wheelEvent(self, event):  # noqa: N802 - Qt override
        if self.picked is None:
            return super().wheelEvent(event)
        self._rotate(1 if event.delta() < 0 else -1)
        event.accept()

    def _rotate(self, step: int) -> None:
        options = orientations(self.picked, self.state.side(self.state.turn))
        self.orientation = (self.orientation + step) % len(options)
        self._update_ghost()

    def _update_ghost(self) -> None:
        """Show the piece in hand snapped to the lattice, green or red, and say why the engine refuses it."""
        s = self.state
        self.ghost_move = None
        if s is None or self.picked is None or self.mouse is None or s.phase != PLAY:
            self.ghost.setVisible(False)
            return
        side = s.side(s.turn)
        options = orientations(self.picked, side)
        rotation, _shape = options[self.orientation % len(options)]
        anchor = anchor_near(self.picked, side, rotation, self.mouse)
        self.ghost_move = Place(self.picked, rotation, board().node_index.get(anchor, -1))  # -1: off the board
        refused = s.refusal(self.ghost_move)
        self.ghost.show_fields(shape_at(self.picked, side, rotation, anchor), legal=refused is None)
        crowded = s.crowded(self.ghost_move)
        if refused is not None and refused.code not in CROWDED:
            crowded = []  # refused for another reason: ringing points would mislead
        self.ghost.mark_points([board().nodes[n] for n in crowded], "illegal" if refused else "point_mark")
        if refused is not None:
            self.statusMessage.emit(refusal_text(self.spec, refused))
        elif crowded:
            self.statusMessage.emit(fill(QCoreApplication.translate(
                "equilibrix", "Click or press Space to place it here using your 5+1 token (six fields at %1)."),
                ", ".join(node_name(board().nodes[n]) for n in crowded)))
        else:
            self.statusMessage.emit(
                QCoreApplication.translate("equilibrix", "Click or press Space to place it here."))

    def show_hint(self, move: Any) -> None:
        s = self.state
        if s is None:
            return
        if isinstance(move, Place):
            self.hint.setPath(items.boundary_path(mask_fields(s.placement(move).mask)))
            self.hint.setVisible(True)
            self.statusMessage.emit(fill(QCoreApplication.translate("equilibrix", "Hint: %1"), items.piece_name(move.piece)))
        elif isinstance(move, Pass):
            self.statusMessage.emit(QCoreApplication.translate("equilibrix", "Hint: pass."))
        elif isinstance(move, PlaceBase):
            centre = self._base_centre(board().corners[move.corner])
            ring = QPainterPath()
            ring.addEllipse(centre, 34, 34)
            self.hint.setPath(ring)
            self.hint.setVisible(True)
            self.statusMessage.emit(QCoreApplication.translate("equilibrix", "Hint: put a base at the marked corner."))
        elif isinstance(move, SetOrigin):
            self.statusMessage.emit(fill(QCoreApplication.translate(
                "equilibrix", "Hint: put the tetrahedron before piece %1."), s.ring[move.slot] or ""))
        elif isinstance(move, ChooseTarget):
            self.statusMessage.emit(fill(QCoreApplication.translate("equilibrix", "Hint: %1"), items.target_name(move.target)))

    def panel_widget(self) -> InfoPanel:
        self._panel = InfoPanel(self.seat_info)
        if self.state is not None:
            self._panel.show_state(self.state)
        return self._panel
