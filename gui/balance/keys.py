"""Balance DUELS by keyboard, mixed into the scene (`view.Scene`).

The cursor visits the arm's holders, named as the player to move numbers them (S1…S7, F1…F7), that player's
supply and, while the picked pawn may beat, the pawn it would beat (the holder's name with the notation's "x",
e.g. "F3x"). Space or Enter does what a click does there: on the supply or on one of your pawns it picks a
pawn, and the cursor goes to the holder the roll takes it to, where the ghost arm shows the tilt the move
would give; on that holder it plays the move; on a holder the roll does not reach the engine says why. Space
again on the supply (or on a holder with both your sizes) picks the other size. 1–7 jump to S1–S7 (the same
number again: F1–F7), N passes, Escape drops the picked pawn; Up or Down from the arm reaches the supply.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QPointF, Qt

from engine.balance import PASS, Place, Step
from engine.balance.layout import SIZES
from gui import texts
from gui.balance.items import SEAT_H, holder_point, holder_x, mover_side, prediction, seat_anchor
from gui.common.cursor import PASS_KEY
from gui.texts import fill, number

SUPPLY = "supply"
#: The suffix of the cell of a pawn the picked one would beat, as in the notation ("M:S5-F2x").
BEAT = "x"
#: How far above the pawns the cell of a pawn to beat lies (scene units).
BEAT_LIFT = 75.0
DIGITS = {getattr(Qt.Key, f"Key_{n}"): n for n in range(1, 8)}

#: What the cursor's cell holds, in words (translated when used, `word`); the previews are the side panel's.
WORDS = {
    "left": QT_TRANSLATE_NOOP("balance", "%1, left of the pivot: %2"),
    "right": QT_TRANSLATE_NOOP("balance", "%1, right of the pivot: %2"),
    "empty": QT_TRANSLATE_NOOP("balance", "empty"),
    "pawn L": QT_TRANSLATE_NOOP("balance", "large pawn of %1 (%2)"),
    "pawn M": QT_TRANSLATE_NOOP("balance", "medium pawn of %1 (%2)"),
    "picked L": QT_TRANSLATE_NOOP("balance", "picked: large pawn"),
    "picked M": QT_TRANSLATE_NOOP("balance", "picked: medium pawn"),
    "goes L": QT_TRANSLATE_NOOP("balance", "the picked large pawn can go here."),
    "goes M": QT_TRANSLATE_NOOP("balance", "the picked medium pawn can go here."),
    "beat": QT_TRANSLATE_NOOP("balance", "%1: beat this pawn: %2."),
    "supply": QT_TRANSLATE_NOOP("balance", "Supply"),
    "supply of": QT_TRANSLATE_NOOP("balance", "Supply of %1 (%2): large pawns %3, medium pawns %4"),
    "tips": QT_TRANSLATE_NOOP("balance", "Preview: the arm would come to rest on the board!"),
    "settles": QT_TRANSLATE_NOOP("balance", "Preview: the arm settles at %1°."),
}


def word(key: str) -> str:
    return QCoreApplication.translate("balance", WORDS[key])


class BalanceKeys:
    """The keyboard hooks of `BoardScene` for Balance DUELS; the scene supplies the state, the selection
    (`select`, `_targets`, `_selection`, `follow`: `hand.py`) and the ghost arm (`preview`)."""

    @property
    def selection(self) -> tuple | None:
        """What is picked: ("place", size) from the supply, ("step", holder x, size) on the arm, or None."""
        return self._selection

    # -- the cells ----------------------------------------------------------------------------------------
    def key_cells(self) -> list[str]:
        state = self.state
        if state is None:
            return []
        cells = [self._holder_name(x) for x in state.layout.holders]
        if self._supply_sizes():
            cells.append(SUPPLY)
        return cells + [self._holder_name(state.target_holder(move)) + BEAT
                        for move in self._targets.values() if isinstance(move, Step) and move.beat]

    def cell_point(self, name: str) -> QPointF | None:
        state = self.state
        if state is None:
            return None
        if name == SUPPLY:
            played = self._played()
            if played is None:
                return None
            shown = min(sum(state.supply[played]), 3)  # over the first pawns of the supply
            return seat_anchor(state, played, self.board_y) + QPointF(20 + 11 * max(shown - 1, 0), SEAT_H - 28)
        if name.endswith(BEAT):
            return holder_point(state, name[:-1], BEAT_LIFT)
        return holder_point(state, name)

    def cursor_start(self) -> str | None:
        """The first pawn the player to move can move (their supply when a pawn can be placed)."""
        state = self.state
        for move in state.actions() if state is not None else []:
            return SUPPLY if isinstance(move, Place) else self._holder_name(state.mover_holder(move.origin))
        return super().cursor_start()

    def refresh_cursor(self) -> None:
        """A new position: the cursor goes to what the player to move can move first."""
        if self.cursor is not None:
            self.move_cursor(self.cursor_start())

    def move_cursor(self, name: str | None) -> None:
        super().move_cursor(name)
        if self.cursor is not None:
            self.follow(self.cell_point(self.cursor))  # the pawn in hand goes with the cursor
        move = self._cursor_move()
        if move is not None:
            self.preview(move)  # the ghost arm follows the cursor as it follows the mouse
        elif self.ghost_visible():
            self._hide_ghost()

    # -- keys ---------------------------------------------------------------------------------------------
    def game_key(self, event) -> bool:
        key = event.key()
        if key in DIGITS and self.state is not None:
            digit = DIGITS[key]
            self.move_cursor(f"F{digit}" if self.cursor == f"S{digit}" else f"S{digit}")
            return True
        if key == PASS_KEY:
            self._pass_key()
            return True
        return False

    def activate_cell(self, name: str) -> None:
        if not self.interactive or self.state is None or self.state.to_move is None:
            return
        if name == SUPPLY:
            self._activate_supply()
        elif name.endswith(BEAT):
            move = self._target_at(holder_x(self.state, name[:-1]), beat=True)
            if move is not None:
                self._play(move)
        elif (x := holder_x(self.state, name)) is not None:
            self._activate_holder(x)
        self._mark_selectable()

    def cancel_selection(self) -> bool:
        on_beat = self.cursor is not None and self.cursor.endswith(BEAT)
        held = on_beat or self._selection is not None or self._picked is not None
        self._clear_selection()
        self._hide_ghost()
        self._mark_selectable()
        if on_beat:
            self.move_cursor(self.cursor[:-1])
        return held

    def _pass_key(self) -> None:
        if not self.interactive or self.state is None:
            return
        refusal = self.state.refusal(PASS)
        if refusal is None:
            self._play(PASS)
        else:
            self.moveRefused.emit(refusal)

    def cursor_target(self, cell: str, direction: tuple[int, int], column: float | None) -> str | None:
        """As on any board, and Up or Down where no cell of the arm lies that way: to the supply, when it lies
        that way."""
        target = super().cursor_target(cell, direction, column)
        cells = self.key_cells()
        if target is not None or direction[0] or cell == SUPPLY or SUPPLY not in cells or cell not in cells:
            return target
        return SUPPLY if (self.cell_point(SUPPLY).y() - self.cell_point(cell).y()) * direction[1] > 0 else None

    # -- what Space does ----------------------------------------------------------------------------------
    def _activate_supply(self) -> None:
        sizes = self._supply_sizes()
        if sizes:
            size = self._next_size(sizes, ("place",))
            if not self._pick(("place", size)):
                self._refuse(Place(size))

    def _activate_holder(self, x: int) -> None:
        """Play the picked pawn's move into x; else pick your pawn there; else what a click on the holder does."""
        move = self._target_at(x, beat=False)
        if move is not None:
            self._play(move)
            return
        groups = self.legal_by_source()
        played = self._played()
        sizes = sorted({size for hx, c, size in self.state.arm if hx == x and c == played},
                       key=lambda size: (("step", x, size) not in groups, size))
        if not sizes:
            self._holder_clicked(x)
            return
        size = self._next_size(sizes, ("step", x))
        if not self._pick(("step", x, size)):
            self._refuse(Step(self.state.mover_index(x), size))

    def _pick(self, key: tuple) -> bool:
        """Select as a click does, then put the cursor where the picked pawn would go."""
        if not self.select(key):
            return False
        target = next((move for move in self._targets.values() if not getattr(move, "beat", False)), None)
        if target is not None:
            self.move_cursor(self._holder_name(self.state.target_holder(target)))
        return True

    def _next_size(self, sizes: list[str], source: tuple) -> str:
        """The first of `sizes`, or the one after the picked one when `source` is picked again."""
        picked = self._selection
        if picked is not None and picked[:-1] == source and picked[-1] in sizes:
            return sizes[(sizes.index(picked[-1]) + 1) % len(sizes)]
        return sizes[0]

    def _play(self, move: Any) -> None:
        self._clear_selection()
        self._hide_ghost()
        self.moveChosen.emit(move)

    # -- helpers ------------------------------------------------------------------------------------------
    def _played(self) -> int | None:
        """The colour the player to move plays (None once the game is over)."""
        state = self.state
        return None if state is None or state.to_move is None else state.colour_of(state.to_move)

    def _supply_sizes(self) -> list[str]:
        played = self._played()
        if played is None:
            return []
        return [size for size, count in zip(SIZES, self.state.supply[played], strict=True) if count > 0]

    def _holder_name(self, x: int) -> str:
        return self.state.layout.label(mover_side(self.state), x)

    def _target_at(self, x: int | None, beat: bool) -> Any:
        """The picked pawn's move into holder x (beating or not), or None."""
        for move in self._targets.values():
            if getattr(move, "beat", False) == beat and self.state.target_holder(move) == x:
                return move
        return None

    def _cursor_move(self) -> Any:
        """The move Space would play at the cursor, or None."""
        name, state = self.cursor, self.state
        if name is None or state is None or not self._targets:
            return None
        beat = name.endswith(BEAT)
        return self._target_at(holder_x(state, name[:-1] if beat else name), beat)

    # -- words ------------------------------------------------------------------------------------------
    def describe_cell(self, name: str) -> str:
        state = self.state
        if state is None:
            return name
        if name == SUPPLY:
            return self._describe_supply()
        beat = name.endswith(BEAT)
        x = holder_x(state, name[:-1] if beat else name)
        if x is None:
            return name
        if beat:
            victim = next(((c, size) for hx, c, size in state.arm if hx == x), None)
            text = fill(word("beat"), name[:-1], self._pawn_text(*victim) if victim else "")
            return self._with_preview(text, self._target_at(x, beat=True))
        pawns = [self._pawn_text(c, size) for hx, c, size in state.arm if hx == x]
        text = fill(word("left" if x < 0 else "right"), name, ", ".join(pawns) or word("empty"))
        picked = self._selection
        if picked is not None and picked[0] == "step" and picked[1] == x:
            text += "; " + word("picked " + picked[2])
        move = self._target_at(x, beat=False)
        if move is not None:
            text += "; " + word("goes " + move.size)
        return self._with_preview(text, move)

    def _describe_supply(self) -> str:
        played = self._played()
        if played is None:
            return word("supply")
        large, medium = self.state.supply[played]
        text = fill(word("supply of"), self._name(played), self._colour_name(played), large, medium)
        picked = self._selection
        if picked is not None and picked[0] == "place":
            text += "; " + word("picked " + picked[1])
        return text

    def _with_preview(self, text: str, move: Any) -> str:
        """`text` and, for a move, the tilt it would give (as the side panel's preview says it)."""
        if move is None:
            return text
        _, _, tilt, tips = prediction(self.state, move)
        if tips:
            return text + " " + word("tips")
        return text + " " + fill(word("settles"), number(abs(tilt), 1))

    def _pawn_text(self, colour: int, size: str) -> str:
        return fill(word("pawn " + size), self._name(colour), self._colour_name(colour))

    def _colour_name(self, colour: int) -> str:
        key = self.seat_info[colour].colour_key if colour < len(self.seat_info) else ""
        label = next((c.label for c in self.spec.colours if c.key == key), key)
        return texts.colour_label(label)
