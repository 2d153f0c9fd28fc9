"""Abalone by keyboard: the cursor visits the 61 cells; Space or Enter there does what a click there does.

On one of your marbles it selects or unselects it (up to three in a line, as clicks do); on a cell next to
the selection it moves the selection there, in line or sideways, through the same code as a click on that
cell, so the engine refuses what it refuses for the mouse. While marbles are selected, the cursor on a cell
they can move to previews that move. Escape clears the selection.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from engine.abalone import Move
from engine.abalone.board import CELL_BY_NAME, CELL_NAMES, CELLS, CENTRE, neighbour
from gui.abalone.items import D, cell_pos
from gui.texts import fill

#: The cursor ring sits inside a marble, so the selection ring round it stays in sight.
CURSOR_R = 0.3 * D


def marble_words(colour_key: str, selected: bool) -> str:
    """"%1, black marble" and the like, translated ("%1" is the cell)."""
    translate = QCoreApplication.translate
    if colour_key == "white":
        return translate("abalone", "%1, white marble, selected") if selected \
            else translate("abalone", "%1, white marble")
    return translate("abalone", "%1, black marble, selected") if selected \
        else translate("abalone", "%1, black marble")


class KeyboardPlay:
    """The `BoardScene` keyboard hooks of Abalone's `Scene` (a mixin: it uses the scene's state, selection
    and click handling)."""

    def key_cells(self) -> list[str]:
        return [CELL_NAMES[cell] for cell in CELLS]

    def cursor_start(self) -> str | None:
        """Where the front marble of the last move now stands, or the centre."""
        move = self.last_move
        if move is not None:
            cell = neighbour(move.head, move.direction)
            if cell is not None:
                return CELL_NAMES[cell]
        return CELL_NAMES[CENTRE]

    def cursor_radius(self) -> float:
        return CURSOR_R

    def activate_cell(self, name: str) -> None:
        cell = CELL_BY_NAME.get(name)
        if cell is not None and self._ready():
            self._click(cell, cell_pos(cell))

    def cancel_selection(self) -> bool:
        selected = bool(self.selection)
        self._set_selection([])
        return selected

    def describe_cell(self, name: str) -> str:
        cell = CELL_BY_NAME.get(name)
        state = self.state
        if cell is None or state is None:
            return name
        for seat in (0, 1):
            if state.marbles[seat] >> cell & 1:
                text = marble_words(self._colour_key(seat), cell in self.selection)
                break
        else:
            text = QCoreApplication.translate("abalone", "%1, empty")
        return fill(text, name)

    def _colour_key(self, seat: int) -> str:
        return self.seat_info[seat].colour_key or self.spec.colours[seat].key

    def move_cursor(self, name: str | None) -> None:
        super().move_cursor(name)
        self._preview_at_cursor()

    def _preview_at_cursor(self) -> None:
        """Ghosts of the move Space would make at the cursor, when it would make one."""
        move = None
        cell = CELL_BY_NAME.get(self.cursor) if self.cursor is not None else None
        if cell is not None and self.selection and self._ready() and not self._own(cell):
            direction = self._target_direction(cell, cell_pos(cell))
            if direction is not None:
                move = Move(tuple(self.selection), direction)
        self.preview(move)
