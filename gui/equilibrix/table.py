"""Where things lie on the EQUILIBRIX table around the board, and their drawing: the ring of bacteria
with the tetrahedron, each player's box with its microbacteria and 5+1 tokens, the bases of 3+3
Targets; and the points the analysis, hints, tutorials and keyboard cursor name (`cell_point`,
`move_path`). Mixed into `view.Scene`, whose state it draws."""

from __future__ import annotations

import math
from typing import Any

from PySide6.QtCore import QCoreApplication, QPointF, Qt
from PySide6.QtGui import QPen

from engine.equilibrix.geometry import Node, board, mask_fields, parse_node, shape_centroid, xy
from engine.equilibrix.pieces import MICROS, orientations, shape_at
from engine.equilibrix.rules import BASES_PHASE, ORIGIN, OVER, PLAY, EquilibrixState, Place, PlaceBase, SetOrigin
from gui.equilibrix import items

RING_RADIUS = 4.35 * items.UNIT
RING_SCALE = 0.40
SUPPLY_SCALE = 0.42
SUPPLY_X, SUPPLY_Y = 470, -440  # the middle of the right-hand box (White's; Black's mirrors it), its top


class Table:
    """The drawing and the places around the board (see the module's docstring)."""

    def _draw_bases(self) -> None:
        s = self.state
        geo = board()
        for corner, colour_seat in zip(geo.corners, s.bases):
            centre = self._base_centre(corner)
            node = geo.node_index[corner]
            if colour_seat is None:  # bases placed in turn: a free corner
                base = self._add(items.halo(centre, 24, 70, 3, items.Z_UI))
                base.setPen(QPen(items.colour("halo"), 3, Qt.PenStyle.DashLine))
                if self.interactive and s.phase == BASES_PHASE:
                    base.setData(0, ("base", geo.corners.index(corner)))
                    base.setCursor(Qt.CursorShape.PointingHandCursor)
                    base.setToolTip(QCoreApplication.translate("equilibrix", "Put one of your bases here"))
                continue
            linked = [seat for seat in (0, 1) if s.counts[seat][node]]
            fill_colour = self._colour(colour_seat)
            pen = QPen(items.colour("base_linked"), 7) if colour_seat in linked else QPen(
                items.piece_edge(fill_colour, "felt"), 3)
            base = self._add(items.disc(centre, 24, fill_colour, pen, items.Z_MARK))
            base.setToolTip(QCoreApplication.translate("equilibrix", "Base"))
            items.mark_item(self._mark(colour_seat), centre, 13, fill_colour, base)
            for seat in linked:
                if seat != colour_seat:  # linked by the opponent: a small badge in the opponent's colour
                    self._add(items.disc(QPointF(centre.x() + 24, centre.y() - 20), 10, self._colour(seat),
                                         QPen(items.colour("base_linked"), 3), items.Z_MARK + 1))

    @staticmethod
    def _base_centre(corner: Node) -> QPointF:
        """Where a base sits: just outside its rim corner."""
        x, y = xy(corner)
        d = math.hypot(x, y)
        return items.to_scene((x / d * 3.3, y / d * 3.3))

    def _slot_angle(self, slot: float) -> float:
        """Angle (radians, scene: clockwise from the top) of a ring slot; slots run clockwise."""
        return 2 * math.pi * slot / len(self.state.ring)

    def _ring_point(self, slot: float, radius: float = RING_RADIUS, slots: int = 0) -> QPointF:
        a = 2 * math.pi * slot / slots if slots else self._slot_angle(slot)
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
            offered = slot in candidates
            colour = self._colour(mover) if offered else items.colour("neutral_piece")
            scale = items.fit_scale(fields, 150, RING_SCALE)
            item = self._add(items.piece_item(fields, centre, scale, colour, piece == self.picked, "felt",
                                              self._mark(mover) if offered else ""))
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
                                                  can_pick and micro == self.picked, "tray", self._mark(seat)))
                item.setData(0, ("micro", micro) if can_pick else None)
                item.setToolTip(items.piece_name(micro))
                if can_pick:
                    self._add(items.halo(centre, 44, 50, 3)).setData(0, ("micro", micro))
            for t in range(s.tokens[seat]):
                self._add(items.token_item(QPointF(x - 40 + t * 80, y0 + 110)))

    # -- marks over the board: points (tutorials), moves (analysis arrows, hints) --------------------
    def cell_point(self, name: str) -> QPointF | None:
        """A connection point ("d4"), a piece in the ring or in the box of the seat to move ("B07", "mL"),
        the tetrahedron ("origin"), or what the keyboard cursor visits in the set-up: a gap of the ring
        ("origin 5"), a free corner ("base a4"), a target button ("target autonomie")."""
        node = parse_node(name)
        if node is not None:
            return items.to_scene(xy(node))
        s = self.state
        if s is None:
            return None
        if " " in name:
            return self.key_point(name)
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
