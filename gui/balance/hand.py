"""Balance DUELS' picked pawn, mixed into the scene (`view.Scene`): what is picked, where it may go, and the
pawn in hand.

A pawn picked (from the arm or the supply) keeps a ring where it stands, dimmed as if lifted, and a copy of it,
ringed too, follows the pointer (or the keyboard cursor) until it is played or dropped, so it is always clear
which pawn is in hand. The holders the roll takes it to get a mark (a circle on a pawn it may beat instead).
"""

from __future__ import annotations

from typing import Any

import shiboken6
from PySide6.QtCore import QPointF, Qt
from PySide6.QtWidgets import QGraphicsItem

from engine.balance import Place, Step
from gui.balance.items import PawnItem, beat_mark, holder_mark, themed

#: Above the arm, the seat boxes and the marks, below the shell's marks and the keyboard cursor.
HAND_Z = 50
#: Where the pawn in hand hangs from the pointer: its base a little right of and below it, so that it never
#: hides the holder pointed at.
HAND_OFFSET = QPointF(22, 40)
#: How the picked pawn looks where it still stands (lifted: only its outline and ring stay strong).
LIFTED_OPACITY = 0.45


class BalanceHand:
    """The selection hooks of the scene; it supplies `state`, `_pawn_items`, `_dynamic` (the seat boxes),
    `_arm_group` and `_own_colour`."""

    _selection: tuple | None = None
    _picked: PawnItem | None = None
    _in_hand: PawnItem | None = None
    _pressed: QPointF | None = None  # where the click that is being handled went (the pawn clicked is the one picked)

    def legal_by_source(self) -> dict[tuple, list]:
        """Legal moves grouped by what is clicked first: ("place", size) or ("step", holder x, size)."""
        state = self.state
        groups: dict[tuple, list] = {}
        if state is None or state.to_move is None:
            return groups
        for move in state.legal_moves():
            if isinstance(move, Place):
                groups.setdefault(("place", move.size), []).append(move)
            elif isinstance(move, Step):
                groups.setdefault(("step", state.mover_holder(move.origin), move.size), []).append(move)
        return groups

    def select(self, key: tuple) -> bool:
        """Pick a pawn (or the supply), take it in hand and mark where it may go; False when it has no legal
        move."""
        self._clear_selection()
        moves = self.legal_by_source().get(key)
        if not moves:
            return False
        self._selection = key
        for move in moves:
            x = self.state.target_holder(move)
            if isinstance(move, Step) and move.beat:
                mark = beat_mark(self._arm_group, next(p for p in self._pawn_items if p.data(1) == x))
            else:
                mark = holder_mark(self._arm_group, x, self.state.layout.room(x))
            mark.setZValue(4)
            mark.setAcceptHoverEvents(True)
            self._marks.append(mark)
            self._targets[mark] = move
        self._take_in_hand(self.picked_pawn())
        self._mark_selectable()
        return True

    def picked_pawn(self) -> PawnItem | None:
        """The pawn the selection picked: on the arm, or the supply's pawn clicked (by keys: its last one of the
        picked size)."""
        key, colour = self._selection, self._own_colour()
        if key is None:
            return None
        if key[0] == "step":
            return next((p for p in self._pawn_items if p.data(0)[1:] == (key[1], colour, key[2])), None)
        supply = [item for box in self._dynamic for item in box.childItems()
                  if item.data(0) == ("supply", self.state.to_move, key[1])]
        clicked = [item for item in supply if self._pressed is not None and item.sceneBoundingRect().contains(self._pressed)]
        return (clicked or supply or [None])[-1]

    def pawn_in_hand(self) -> PawnItem | None:
        """The copy of the picked pawn that follows the pointer (None while nothing is picked)."""
        return self._in_hand

    def _take_in_hand(self, pawn: PawnItem | None) -> None:
        if pawn is None:
            return
        self._picked = pawn
        pawn.setOpacity(LIFTED_OPACITY)
        copy = PawnItem(pawn.colour, pawn.size, pawn.edge, pawn.mark)
        copy.ring = themed("selected")
        copy.setZValue(HAND_Z)
        copy.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        copy.setAcceptHoverEvents(False)
        self.addItem(copy)
        self._in_hand = copy
        self.follow(pawn.sceneBoundingRect().center())

    def follow(self, point: QPointF) -> None:
        """The pawn in hand goes to the scene point `point` (the pointer's, or the keyboard cursor's)."""
        if self._in_hand is not None:
            self._in_hand.setPos(point + HAND_OFFSET)

    def _picked_shown(self) -> bool:
        """Whether the picked pawn is still drawn (a new language draws the seat boxes afresh)."""
        return self._picked is not None and shiboken6.isValid(self._picked) and self._picked.scene() is self

    def _drop_hand(self) -> None:
        if self._in_hand is not None:
            self.removeItem(self._in_hand)
            self._in_hand = None
        if self._picked_shown():
            self._picked.setOpacity(1.0)
            self._picked.ring = None
            self._picked.update()
        self._picked = None

    def target_items(self) -> dict[QGraphicsItem, Any]:
        return dict(self._targets)

    def _clear_selection(self) -> None:
        self._drop_hand()
        for mark in self._marks:
            self.removeItem(mark)
        self._marks = []
        self._targets = {}
        self._selection = None

    def _mark_selectable(self) -> None:
        """Ring the picked pawn and, in a quieter colour, every other pawn of the player to move that can move."""
        colour = self._own_colour()
        movable = set()
        if self.interactive and self.state is not None and colour is not None:
            for move in self.state.legal_moves():
                if isinstance(move, Step):
                    movable.add((self.state.mover_holder(move.origin), move.size))
        for item in self._pawn_items:
            key = item.data(0)
            if item is self._picked:
                item.ring = themed("selected")
            elif key[2] == colour and (key[1], key[3]) in movable:
                item.ring = themed("movable")
            else:
                item.ring = None
            item.update()
        if self._selection is not None and not self._picked_shown():
            self._picked = self.picked_pawn()  # the seat boxes were drawn afresh
            if self._picked is not None:
                self._picked.setOpacity(LIFTED_OPACITY)
        if self._picked is not None:
            self._picked.ring = themed("selected")  # also a supply pawn, in its seat's box
            self._picked.update()
