"""What a drag of Abalone marbles shows while the button is down: the dragged marbles following the pointer,
and, where a drop would make a move, that move previewed on the board (the scene's ghosts where every marble it
shifts would land, the marbles it moves dimmed)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QPointF

from engine.abalone import Move
from gui.abalone.items import Z_FLYING, MarbleItem, cell_pos

#: The dragged marbles are a little see-through, so the cells under them stay visible.
DRAGGED_ALPHA = 200


class DragFeedback:
    """The marbles in the pointer's hand during a drag of the scene (`scene`), made by `make_marble(seat)`."""

    def __init__(self, scene, make_marble: Callable[[int], MarbleItem]):
        self.scene = scene
        self.make_marble = make_marble
        self.items: list[MarbleItem] = []
        self.group: tuple[int, ...] = ()
        self.move: Move | None = None

    def follow(self, seat: int, group: tuple[int, ...], offset: QPointF, move: Move | None) -> None:
        """`group` (marbles of `seat`) dragged by `offset` from where they lie; a drop now would play `move`
        (None: none, a legal or refused one the engine judges on the drop)."""
        if group != self.group:
            self._remove_items()
            self.group = group
            for _ in group:
                item = self.make_marble(seat)
                item.alpha = DRAGGED_ALPHA
                item.setZValue(Z_FLYING)
                self.scene.addItem(item)
                self.items.append(item)
        for item, cell in zip(self.items, group, strict=True):
            item.setPos(cell_pos(cell) + offset)
        if move != self.move:
            self.move = move
            self.scene.preview(move)

    def clear(self) -> None:
        """The drag is over (dropped, cancelled or the board redrawn)."""
        self._remove_items()
        self.group = ()
        if self.move is not None:
            self.move = None
            self.scene.preview(None)

    def _remove_items(self) -> None:
        for item in self.items:
            if item.scene() is self.scene:
                self.scene.removeItem(item)
        self.items = []

    @property
    def active(self) -> bool:
        return bool(self.items)
