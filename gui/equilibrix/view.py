"""The EQUILIBRIX Combact board: the Flower of Life drawn with its circular arcs, the ring of
bacteria around it with the tetrahedron, each player's supply, and a piece that follows the mouse.

The scene draws the engine state it is given and turns clicks into moves. A picked piece
(a highlighted ring piece or a microbacterium) follows the mouse snapped to the lattice
(`pieces.anchor_near`); the wheel or the right button turns it by 60°. It is green where it
may be placed, red otherwise, and the status bar gives the engine's reason (for example which
point would exceed five fields, `state.crowded`); a click there is refused with that reason
(`moveRefused`). Its graphics items are in `items.py`, the side panel in `panel.py`.
"""

from __future__ import annotations

import math
from typing import Any

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsPathItem, QGraphicsSimpleTextItem

from engine.equilibrix.geometry import Node, board, mask_fields, node_name, parse_node, shape_centroid, xy
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
from gui.equilibrix import items
from gui.equilibrix.panel import InfoPanel
from gui.texts import fill, refusal_text

RING_RADIUS = 4.35 * items.UNIT
RING_SCALE = 0.40
SUPPLY_SCALE = 0.42
SUPPLY_X, SUPPLY_Y = 470, -440  # the middle of the right-hand box (White's; Black's mirrors it), its top
CONTENT = QRectF(-600, -520, 1200, 1040)

#: Refusals about too many fields at a point: those points are ringed on the board.
CROWDED = (TOO_MANY, TOKEN_ONE_POINT, OVER_SIX)


class Scene(BoardScene):
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
        board_items = items.board_items()
        for item in board_items:
            self.addItem(item)
        self.fields = [item for item in board_items if isinstance(item, items.FieldItem)]
        self.ghost = items.Ghost()
        self.addItem(self.ghost)
        self.hint = QGraphicsPathItem()
        self.hint.setZValue(items.Z_GHOST - 1)
        self.hint.setPen(QPen(items.HINT, 7, Qt.PenStyle.DashLine))
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
        self.banner.setBrush(QColor("#fdf6e3"))
        self.banner.setZValue(items.Z_UI)
        self.addItem(self.banner)
        self.retranslate()

    @property
    def ghost_marks(self) -> list[QGraphicsItem]:
        """The rings at the connection points the piece in hand would crowd."""
        return self.ghost.marks

    def content_rect(self) -> QRectF:
        return CONTENT

    # -- drawing the state -------------------------------------------------------------
    def show_state(self, state: EquilibrixState, last_move: Any = None, animate: bool = True) -> None:
        self.state = state
        self.last_move = last_move
        if self.picked is not None and self.picked not in state.offered_pieces() or state.phase != PLAY:
            self.picked = None
        self.hint.setVisible(False)
        self._redraw()
        self._update_ghost()
        self._prompt()

    def _colour(self, seat: int) -> QColor:
        return self.seat_info[seat].colour if seat < len(self.seat_info) else QColor("#777")

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
        territory = s.territory() if s.target == AUTONOMIE else [None] * len(self.fields)
        for item in self.fields:
            owner, area = s.owner(item.index), territory[item.index]
            item.show_owner(None if owner is None else self._colour(owner),
                            None if area is None else self._colour(area))
        last = self.last_move
        for seat, pl in s.placed:
            is_last = isinstance(last, Place) and (last.piece, last.anchor, last.rotation) == (
                pl.piece, pl.anchor, pl.rotation)
            self._add(items.outline_item(mask_fields(pl.mask), self._colour(seat), is_last))
        if s.target == ZIELE:
            self._draw_bases()
        self._draw_ring()
        self._draw_supplies()
        self._draw_overlays()
        if self._panel is not None:
            self._panel.show_state(s)

    def _draw_bases(self) -> None:
        s = self.state
        geo = board()
        for corner, colour_seat in zip(geo.corners, s.bases):
            centre = self._base_centre(corner)
            node = geo.node_index[corner]
            if colour_seat is None:  # bases placed in turn: a free corner
                base = self._add(items.disc(centre, 24, QColor(240, 192, 74, 70),
                                            QPen(items.HALO, 3, Qt.PenStyle.DashLine), items.Z_UI))
                if self.interactive and s.phase == BASES_PHASE:
                    base.setData(0, ("base", geo.corners.index(corner)))
                    base.setCursor(Qt.CursorShape.PointingHandCursor)
                    base.setToolTip(QCoreApplication.translate("equilibrix", "Put one of your bases here"))
                continue
            linked = [seat for seat in (0, 1) if s.counts[seat][node]]
            pen = QPen(QColor("#4caf50"), 7) if colour_seat in linked else QPen(QColor("#6d5a35"), 3)
            base = self._add(items.disc(centre, 24, self._colour(colour_seat), pen, items.Z_MARK))
            base.setToolTip(QCoreApplication.translate("equilibrix", "Base"))
            for seat in linked:
                if seat != colour_seat:  # linked by the opponent: a small badge in the opponent's colour
                    self._add(items.disc(QPointF(centre.x() + 24, centre.y() - 20), 10, self._colour(seat),
                                         QPen(QColor("#4caf50"), 3), items.Z_MARK + 1))

    @staticmethod
    def _base_centre(corner: Node) -> QPointF:
        """Where a base sits: just outside its rim corner."""
        x, y = xy(corner)
        d = math.hypot(x, y)
        return items.to_scene((x / d * 3.3, y / d * 3.3))

    def _slot_angle(self, slot: float) -> float:
        """Angle (radians, scene: clockwise from the top) of a ring slot; slots run clockwise."""
        return 2 * math.pi * slot / len(self.state.ring)

    def _ring_point(self, slot: float, radius: float = RING_RADIUS) -> QPointF:
        a = self._slot_angle(slot)
        return QPointF(radius * math.sin(a), -radius * math.cos(a))

    def _draw_ring(self) -> None:
        s = self.state
        mover = s.turn
        side = s.side(mover)
        candidates = set(s.candidates()) if s.phase == PLAY else set()
        for slot, piece in enumerate(s.ring):
            centre = self._ring_point(slot)
            if piece is None:
                continue
            fields = shape_at(piece, side, orientations(piece, side)[0][0], (0, 0))
            colour = self._colour(mover) if slot in candidates else items.NEUTRAL_PIECE
            scale = items.fit_scale(fields, 150, RING_SCALE)
            item = self._add(items.piece_item(fields, centre, scale, colour, piece == self.picked))
            item.setData(0, ("ring", piece) if slot in candidates else ("other", piece))
            item.setToolTip(piece)
            if slot in candidates:
                self._add(items.halo(centre, 70, 70, 4)).setData(0, ("ring", piece))
        if s.origin is not None and s.phase == PLAY:
            self._add(items.tetrahedron_item(self._origin_point()))
        if s.phase == ORIGIN and self.interactive:
            for slot in range(len(s.ring)):
                p = self._ring_point(slot - 0.5)
                gap = self._add(items.halo(p, 17, 120, 3, items.Z_UI))
                gap.setData(0, ("gap", slot))
                gap.setCursor(Qt.CursorShape.PointingHandCursor)
                gap.setAcceptHoverEvents(True)

    @staticmethod
    def _micro_centre(seat: int, micro: str) -> QPointF:
        """Where a seat's microbacterium lies in its box."""
        return QPointF((-SUPPLY_X if seat == 0 else SUPPLY_X) - 55 + MICROS.index(micro) * 110, SUPPLY_Y + 35)

    def _origin_point(self) -> QPointF:
        """Where the tetrahedron stands: in the gap it fills, or just before the piece it was put in front of."""
        s = self.state
        return self._ring_point(s.origin if s.ring[s.origin] is None else s.origin - 0.5)

    def _draw_supplies(self) -> None:
        s = self.state
        for seat in (0, 1):
            x = -SUPPLY_X if seat == 0 else SUPPLY_X
            y0 = SUPPLY_Y
            colour = self._colour(seat)
            name = self.seat_info[seat].name if seat < len(self.seat_info) else ""
            for item in items.supply_items(x, y0, name, colour, s.phase != OVER and s.turn == seat):
                self._add(item)
            can_pick = s.phase == PLAY and s.turn == seat
            for micro in MICROS:
                centre = self._micro_centre(seat, micro)
                if micro not in s.micros[seat]:
                    self._add(items.used_mark(centre))
                    continue
                fields = shape_at(micro, s.side(seat), 0, (0, 0))
                item = self._add(items.piece_item(fields, centre, SUPPLY_SCALE * items.UNIT, colour,
                                                  can_pick and micro == self.picked))
                item.setData(0, ("micro", micro) if can_pick else None)
                item.setToolTip(items.piece_name(micro))
                if can_pick:
                    self._add(items.halo(centre, 44, 50, 3)).setData(0, ("micro", micro))
            for t in range(s.tokens[seat]):
                self._add(items.token_item(QPointF(x - 40 + t * 80, y0 + 110)))

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
        self._add(items.banner_plate(y, width, r.height() * self.banner.scale()))

    # -- interaction ----------------------------------------------------------------
    def set_interactive(self, enabled: bool) -> None:
        super().set_interactive(enabled)
        if not enabled:
            self.picked = None
        if self.state is not None:
            self._redraw()
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
            self._update_ghost()
            if self.ghost_move is None:
                return
            refused = s.refusal(self.ghost_move)
            if refused is not None:
                self.moveRefused.emit(refused)  # the window shows why, in the player's language
            else:
                self._choose(self.ghost_move)

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

    def keyPressEvent(self, event):  # noqa: N802 - Qt override
        if self.picked is not None and event.key() == Qt.Key.Key_Escape:
            self.picked = None
            self._redraw()
            self._update_ghost()
            self._prompt()
        elif self.picked is not None and event.key() in (Qt.Key.Key_R, Qt.Key.Key_Space):
            self._rotate(1)
        else:
            super().keyPressEvent(event)

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
        self.ghost.mark_points([board().nodes[n] for n in crowded], items.ILLEGAL_MARK if refused else items.HALO)
        if refused is not None:
            self.statusMessage.emit(refusal_text(self.spec, refused))
        elif crowded:
            self.statusMessage.emit(fill(QCoreApplication.translate(
                "equilibrix", "Click to place it here using your 5+1 token (six fields at %1)."),
                ", ".join(node_name(board().nodes[n]) for n in crowded)))
        else:
            self.statusMessage.emit(QCoreApplication.translate("equilibrix", "Click to place it here."))

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

    # -- marks over the board: points (tutorials), moves (analysis arrows, hints) --------------------
    def cell_point(self, name: str) -> QPointF | None:
        """A connection point ("d4"), a piece in the ring or in the box of the seat to move ("B07", "mL"),
        or the tetrahedron ("origin")."""
        node = parse_node(name)
        if node is not None:
            return items.to_scene(xy(node))
        s = self.state
        if s is None:
            return None
        if name == "origin":
            return self._origin_point() if s.origin is not None else None
        if name in s.ring:
            return self._ring_point(s.ring.index(name))
        if name in MICROS and name in s.micros[s.turn]:
            return self._micro_centre(s.turn, name)
        return None

    def move_path(self, state: EquilibrixState, move: Any) -> list[QPointF]:
        """A placement marks the middle of the fields it covers; the tetrahedron its gap, a base its corner."""
        if isinstance(move, Place):
            placement = state.placement(move)
            return [items.to_scene(shape_centroid(mask_fields(placement.mask)))] if placement is not None else []
        if isinstance(move, SetOrigin):
            return [self._ring_point(move.slot - 0.5)]
        if isinstance(move, PlaceBase):
            return [self._base_centre(board().corners[move.corner])]
        return []

    def panel_widget(self) -> InfoPanel:
        self._panel = InfoPanel(self.seat_info)
        if self.state is not None:
            self._panel.show_state(self.state)
        return self._panel
