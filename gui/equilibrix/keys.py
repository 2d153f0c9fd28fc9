"""Keyboard play on the EQUILIBRIX board (mixed into `view.Scene` ahead of `BoardScene`).

The cursor visits what the phase asks for: the gaps of the ring while the tetrahedron is placed
("origin 5", as in the notation), the free corners while bases are placed ("base a4"), the target
buttons after a campaign game ("target autonomie"), and otherwise the 37 connection points ("d4").
Keys 1-9 (or [ and ]) take a piece in the order the ring and the supply show them, R turns it
clockwise and Shift+R back, the piece in hand lies at the cursor as it lies under the mouse, and
Space or Enter does what a click there does (`_place_here`, refusals through `moveRefused`);
0 passes, Escape puts the piece back.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QPointF, Qt

from engine.equilibrix.geometry import board, mask_fields, node_name, parse_node, shape_centroid, xy
from engine.equilibrix.pieces import anchor_near, orientations
from engine.equilibrix.rules import (
    BASES_PHASE,
    CHOOSE_TARGET,
    GAME_TARGETS,
    ORIGIN,
    PLAY,
    ZIELE,
    ChooseTarget,
    Pass,
    Place,
    PlaceBase,
    SetOrigin,
)
from gui.common.cursor import PASS_KEY
from gui.equilibrix import items
from gui.texts import fill, refusal_text

#: The piece at the cursor is centred as near as it can be to a point this far (board units) from the
#: cursor's connection point: where a piece's centre falls on a tie (the middle of a triangle), the nudge
#: decides, so every placement on the board lies at exactly one cursor point.
NUDGE = (0.01, 0.02)
DIGITS = {getattr(Qt.Key, f"Key_{n}"): n for n in range(1, 10)}


class KeyPlay:
    """The `BoardScene` keyboard hooks of the EQUILIBRIX scene (see the module's docstring)."""

    # -- where the cursor goes ---------------------------------------------------------------------
    def key_cells(self) -> list[str]:
        s = self.state
        if s is None:
            return []
        if s.phase == ORIGIN:
            return [f"origin {slot + 1}" for slot in range(len(s.ring))]
        if s.phase == BASES_PHASE:
            return [f"base {node_name(corner)}" for corner, seat in zip(board().corners, s.bases) if seat is None]
        if s.phase == CHOOSE_TARGET:
            return [f"target {target}" for target in GAME_TARGETS]
        return [node_name(node) for node in board().nodes]

    def key_point(self, name: str) -> QPointF | None:
        """The scene point of a gap, a free corner or a target button (the names `key_cells` gives them)."""
        kind, _, rest = name.partition(" ")
        s = self.state
        if kind == "origin" and rest.isdigit() and 1 <= int(rest) <= len(s.ring):
            return self._ring_point(int(rest) - 1.5)
        corner = parse_node(rest)
        if kind == "base" and corner in board().corners:
            return self._base_centre(corner)
        button = next((b for b in self.target_buttons if f"target {b.action.target}" == name), None)
        if button is not None:  # the ring sits at the button's left end, clear of its label
            return button.pos() + QPointF(-button.path().boundingRect().width() / 2 + 40, 0)
        return None

    def cursor_start(self) -> str | None:
        s = self.state
        last = self.last_move
        if s is not None and s.phase == PLAY and isinstance(last, Place):
            for _seat, placement in s.placed:
                if (placement.piece, placement.rotation, placement.anchor) == (last.piece, last.rotation, last.anchor):
                    x, y = shape_centroid(mask_fields(placement.mask))  # beside the piece placed last
                    return min(self.key_cells(), key=lambda n: (xy(parse_node(n))[0] - x) ** 2
                               + (xy(parse_node(n))[1] - y) ** 2)
        return super().cursor_start()

    def cursor_radius(self) -> float:
        return 40.0

    def move_cursor(self, name: str | None) -> None:
        for button in self.target_buttons:
            button.set_focused(name == f"target {button.action.target}")
        if name is not None and self.picked is not None and parse_node(name) is not None:
            self.mouse = self._board_point(name)  # the piece in hand follows the cursor
            self._update_ghost()
        super().move_cursor(name)

    @staticmethod
    def _board_point(name: str) -> tuple[float, float]:
        x, y = xy(parse_node(name))
        return (x - NUDGE[0], y - NUDGE[1])

    # -- acting ----------------------------------------------------------------------------------------
    def activate_cell(self, name: str) -> None:
        s = self.state
        if not self.interactive or s is None:
            return
        kind, _, rest = name.partition(" ")
        if s.phase == ORIGIN and kind == "origin":
            self._choose(SetOrigin(int(rest) - 1))
        elif s.phase == BASES_PHASE and kind == "base":
            self._choose(PlaceBase(board().corners.index(parse_node(rest))))
        elif s.phase == CHOOSE_TARGET and kind == "target":
            self._choose(ChooseTarget(rest))
        elif s.phase == PLAY and parse_node(name) is not None:
            if self.picked is None:
                self.statusMessage.emit(QCoreApplication.translate(
                    "equilibrix", "Take a piece first: keys 1 to 9, or [ and ]."))
                return
            self.mouse = self._board_point(name)
            self._place_here()

    def cancel_selection(self) -> bool:
        if self.picked is None:
            return False
        self._put_back()
        return True

    def game_key(self, event) -> bool:
        s = self.state
        if s is None or not self.interactive or s.phase != PLAY:
            return False
        key = event.key()
        shift = bool(event.modifiers() & Qt.KeyboardModifier.ShiftModifier)
        if key in (PASS_KEY, Qt.Key.Key_0):  # 0 was EQUILIBRIX's own pass key before N was everyone's
            refused = s.refusal(Pass())
            if refused is not None:
                self.moveRefused.emit(refused)
            else:
                self._choose(Pass())
        elif key in DIGITS:
            pieces = s.offered_pieces()
            if DIGITS[key] <= len(pieces):
                self._take(pieces[DIGITS[key] - 1])
        elif key in (Qt.Key.Key_BracketLeft, Qt.Key.Key_BracketRight):
            self._cycle(-1 if key == Qt.Key.Key_BracketLeft else 1)
        elif key == Qt.Key.Key_R and self.picked is not None:
            self._rotate(1 if shift else -1)  # a step up the list turns anticlockwise
            self.refresh_cursor()
        else:
            return False
        return True

    def _cycle(self, step: int) -> None:
        pieces = self.state.offered_pieces()
        if self.picked in pieces:
            self._take(pieces[(pieces.index(self.picked) + step) % len(pieces)])
        elif pieces:
            self._take(pieces[0 if step > 0 else -1])

    def _take(self, piece: str) -> None:
        """Take `piece` in hand and show it at the cursor (which appears if it was hidden)."""
        self.picked = piece
        self.orientation = 0
        self._redraw()
        pieces = self.state.offered_pieces()
        self.statusMessage.emit(fill(QCoreApplication.translate(
            "equilibrix",
            "%1 in hand (%2 of %3): the arrow keys move it, R and Shift+R turn it, Space places it, Esc puts it back."),
            items.piece_name(piece), str(pieces.index(piece) + 1), str(len(pieces))))
        cells = self.key_cells()
        self.move_cursor(self.cursor if self.cursor in cells else self.cursor_start())

    # -- words for screen readers ---------------------------------------------------------------------
    def describe_cell(self, name: str) -> str:
        s = self.state
        if s is None:
            return name
        kind, _, rest = name.partition(" ")
        if kind == "origin":
            piece = s.ring[int(rest) - 1]
            return fill(QCoreApplication.translate("equilibrix", "Tetrahedron before %1"),
                        items.piece_name(piece)) if piece else name
        if kind == "base":
            return fill(QCoreApplication.translate("equilibrix", "Corner %1, free for a base"), rest)
        if kind == "target":
            return fill(QCoreApplication.translate("equilibrix", "Next target: %1"), items.target_name(rest))
        text = self._describe_point(name)
        if self.picked is not None and s.phase == PLAY:
            side = s.side(s.turn)
            rotation = orientations(self.picked, side)[self.orientation % len(orientations(self.picked, side))][0]
            anchor = anchor_near(self.picked, side, rotation, self._board_point(name))
            refused = s.refusal(Place(self.picked, rotation, board().node_index.get(anchor, -1)))
            fits = fill(QCoreApplication.translate("equilibrix", "%1 fits here."), items.piece_name(self.picked))
            text += "; " + (fits if refused is None else refusal_text(self.spec, refused))
        return text

    def _describe_point(self, name: str) -> str:
        """"d4, free" or "d4: Bacterium B07 (black, 2 fields), …", and a base on a corner."""
        s = self.state
        node = parse_node(name)
        index = board().node_index[node]
        parts = []
        for seat, placement in s.placed:
            count = dict(placement.counts).get(index)
            if count:
                parts.append(self._seat_words(seat, items.piece_name(placement.piece), count))
        if s.target == ZIELE and node in board().corners and s.bases[board().corners.index(node)] is not None:
            parts.append(self._seat_words(s.bases[board().corners.index(node)],
                                          QCoreApplication.translate("equilibrix", "Base")))
        if not parts:
            return fill(QCoreApplication.translate("equilibrix", "%1, free"), name)
        return fill(QCoreApplication.translate("equilibrix", "%1: %2"), name, ", ".join(parts))

    def _seat_words(self, seat: int, thing: str, count: int = 0) -> str:
        """"Bacterium B07 (black, 2 fields)": a thing of a seat, by the seat's colour (or name)."""
        key = self.seat_info[seat].colour_key if seat < len(self.seat_info) else ""
        name = self.seat_info[seat].name if seat < len(self.seat_info) else str(seat + 1)
        if count and key == "black":
            return fill(QCoreApplication.translate("equilibrix", "%1 (black, %n field(s))", "", count), thing)
        if count and key == "white":
            return fill(QCoreApplication.translate("equilibrix", "%1 (white, %n field(s))", "", count), thing)
        if count:
            return fill(QCoreApplication.translate("equilibrix", "%1 (%2, %n field(s))", "", count), thing, name)
        if key == "black":
            return fill(QCoreApplication.translate("equilibrix", "%1 (black)"), thing)
        if key == "white":
            return fill(QCoreApplication.translate("equilibrix", "%1 (white)"), thing)
        return fill(QCoreApplication.translate("equilibrix", "%1 (%2)"), thing, name)
