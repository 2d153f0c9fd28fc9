"""Keyboard play on the Halma and Chinese checkers board (a mixin of `view.Scene`).

The cursor visits every hole. Space or Enter there does what a click does: on one of the mover's pegs it picks
the peg up (and shows the holes it can reach), on the picked-up peg it puts it down again, and on a hole the
peg can reach it plays the move, a whole hop chain at once: the chain ends on the hole chosen, along the path
drawn while the cursor is on it. Escape puts the picked-up peg down. Screen readers hear the hole, what is on
it and whose camp it lies in ("e9, red peg, picked up, blue camp").
"""

from __future__ import annotations

import math

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from engine.halma import Move
from gui import texts

#: A peg and a camp of each colour the game offers, for what the cursor is on (named whole, so that each
#: language can inflect the colour).
PEG_WORDS = {
    "red": QT_TRANSLATE_NOOP("halma", "red peg"), "blue": QT_TRANSLATE_NOOP("halma", "blue peg"),
    "green": QT_TRANSLATE_NOOP("halma", "green peg"), "yellow": QT_TRANSLATE_NOOP("halma", "yellow peg"),
    "purple": QT_TRANSLATE_NOOP("halma", "purple peg"), "white": QT_TRANSLATE_NOOP("halma", "white peg"),
    "orange": QT_TRANSLATE_NOOP("halma", "orange peg"), "black": QT_TRANSLATE_NOOP("halma", "black peg"),
}
CAMP_WORDS = {
    "red": QT_TRANSLATE_NOOP("halma", "red camp"), "blue": QT_TRANSLATE_NOOP("halma", "blue camp"),
    "green": QT_TRANSLATE_NOOP("halma", "green camp"), "yellow": QT_TRANSLATE_NOOP("halma", "yellow camp"),
    "purple": QT_TRANSLATE_NOOP("halma", "purple camp"), "white": QT_TRANSLATE_NOOP("halma", "white camp"),
    "orange": QT_TRANSLATE_NOOP("halma", "orange camp"), "black": QT_TRANSLATE_NOOP("halma", "black camp"),
}


class KeyboardPlay:
    """The `BoardScene` keyboard hooks of the Halma scene; they call the same code as its clicks."""

    def key_cells(self) -> list[str]:
        return list(self.state.layout.board.names) if self.state is not None else []

    def _hole(self, name: str | None) -> int | None:
        if self.state is None or not isinstance(name, str):
            return None
        return self.state.layout.board.index.get(name.strip().lower())

    def cursor_start(self) -> str | None:
        """The mover's peg nearest the centre that can move; else where the last move ended."""
        state = self.state
        if state is None:
            return None
        xy = state.layout.board.xy
        cx, cy = sum(x for x, _ in xy) / len(xy), sum(y for _, y in xy) / len(xy)
        movable = {move.origin for move in state.legal_moves() if isinstance(move, Move)}
        if movable:
            return state.layout.board.names[min(movable, key=lambda h: (math.hypot(xy[h][0] - cx, xy[h][1] - cy), h))]
        if self._last_move is not None:
            return state.layout.board.names[self._last_move.destination]
        return super().cursor_start()

    def activate_cell(self, name: str) -> None:
        hole = self._hole(name)
        if hole is None:
            return
        self._press_hole(hole)
        if self.cursor == name:
            self.move_cursor(name)  # say what changed: the peg picked up or put down

    def cancel_selection(self) -> bool:
        if self._selected is None:
            return False
        self._clear_selection()
        if self.cursor is not None:
            self.move_cursor(self.cursor)
        return True

    def move_cursor(self, name: str | None) -> None:
        super().move_cursor(name)
        hole = self._hole(name)
        if self._selected is not None and hole != self._hover:
            self._hover = hole  # as if the mouse were there: the hop chain to the hole is drawn
            self._show_path(self._targets.get(hole))

    def describe_cell(self, name: str) -> str:
        hole = self._hole(name)
        if hole is None:
            return name
        state = self.state
        owner = state.board[hole]
        parts = [state.layout.board.names[hole], self._peg_words(owner) if owner >= 0 else QCoreApplication.translate("halma", "empty")]
        if hole == self._selected:
            parts.append(QCoreApplication.translate("halma", "picked up"))
        elif hole in self._targets:
            parts.append(QCoreApplication.translate("halma", "the picked-up peg can go here"))
        camp = next((seat for seat, home in enumerate(state.layout.homes) if hole in home), None)
        if camp is not None:
            parts.append(self._seat_words(camp, CAMP_WORDS, QCoreApplication.translate("halma", "camp of %1")))
        return ", ".join(parts)

    def _peg_words(self, seat: int) -> str:
        return self._seat_words(seat, PEG_WORDS, QCoreApplication.translate("halma", "peg of %1"))

    def _seat_words(self, seat: int, words: dict[str, str], fallback: str) -> str:
        """The seat's colour in `words`, or `fallback` with the seat's name for a colour without words."""
        info = self.seat_info[seat] if seat < len(self.seat_info) else None
        if info is not None and info.colour_key in words:
            return QCoreApplication.translate("halma", words[info.colour_key])
        return texts.fill(fallback, info.name if info is not None else str(seat + 1))
