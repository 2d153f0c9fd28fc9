"""Abalone's rules: move generation, sumito, ejection and the end of the game.

A position is two bitboards (one int per colour, bit = cell number from
`board.py`). Seat 0 plays Black and moves first. A move is the set of the
mover's marbles that step (1-3 in a line) and the direction; pushed opposing
marbles follow from the position, so each legal move gives exactly one
resulting position and vice versa.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable
from dataclasses import dataclass
from functools import cache
from importlib import resources
from typing import Any, NamedTuple

from engine.abalone.board import (
    AXES,
    CELL_BY_NAME,
    CELL_NAMES,
    CELL_SET,
    OFFSETS,
    RAYS,
    cells_of,
    mask,
)
from engine.abalone.movetext import TIMEOUT_TEXT, broadside_text, inline_text, read_move_text
from engine.core import BadState, GameState, IllegalMove, Outcome, Reason, Refusal, check_move
from engine.rng import Rng

COLOURS = ("black", "white")  # by seat
MARBLES_PER_SIDE = 14
MAX_GROUP = 3
#: A game length no real game reaches; bounds hostile input.
MAX_PLIES = 1_000_000
#: How many earlier positions a state remembers in `recent` (for the computer player; not saved).
RECENT_PLIES = 32

# What a generated move does to the opponent, best first for move ordering.
EJECT, PUSH, STEP = 0, 1, 2

#: Outcome reason codes of this game (sentences in SPEC.reasons).
PUSHED_OFF = "pushed_off"
NO_MOVES = "no_moves"


class Move(NamedTuple):
    """1-3 of the mover's marbles, in a line, stepping one cell in `direction`.

    `marbles` are cell numbers in ascending order; `direction` indexes
    `board.DIRECTIONS`. An in-line move lists the whole line it moves (not the
    opponents it pushes); a broadside (side-step) moves 2 or 3 marbles across
    their line into empty cells. A named tuple rather than a frozen dataclass:
    every position builds all its moves, and tuples are built several times faster.
    """

    marbles: tuple[int, ...]
    direction: int

    @property
    def inline(self) -> bool:
        return len(self.marbles) == 1 or self.marbles[1] - self.marbles[0] == abs(OFFSETS[self.direction])

    @property
    def tail(self) -> int:
        """The rearmost marble of an in-line move (the first cell of its Aba-Pro text)."""
        return self.marbles[0] if OFFSETS[self.direction] > 0 else self.marbles[-1]

    @property
    def head(self) -> int:
        """The frontmost marble of an in-line move (the one that meets whatever lies ahead)."""
        return self.marbles[-1] if OFFSETS[self.direction] > 0 else self.marbles[0]

    def __str__(self) -> str:
        try:
            return move_text(self)
        except (KeyError, IndexError, TypeError):  # not a move on this board: still printable
            return f"Move({self.marbles!r}, {self.direction!r})"


@dataclass(frozen=True)
class Timeout:
    """The clock of `seat` ran out: a pseudo-move that ends the game (only with a clock)."""

    seat: int


def move_text(move: Move | Timeout) -> str:
    """The canonical Aba-Pro text of a move (independent of the position; see `movetext.py`)."""
    if isinstance(move, Timeout):
        return TIMEOUT_TEXT
    if move.inline:
        return inline_text(move.tail, move.direction)
    return broadside_text(move.marbles[0], move.marbles[-1], move.direction)


# --------------------------------------------------------------------------- generation


def generate(own: int, opp: int) -> list[tuple[tuple[int, ...], int, int, int, int]]:
    """Every legal move of the side owning `own`: (marbles, direction, new_own, new_opp, effect).

    `effect` is EJECT, PUSH or STEP. In-line moves come first (by rear marble,
    then direction), broadsides after them. This is the hot loop of the search,
    so it works on plain ints and tuples.
    """
    moves = []
    occupied = own | opp
    own_cells = cells_of(own)
    for tail in own_cells:
        tail_bit = 1 << tail
        for d in range(6):
            ray = RAYS[d][tail]
            length = len(ray)
            n = 1
            while n < length and own >> ray[n] & 1:
                n += 1
            if n > MAX_GROUP or n == length:  # too many own marbles, or one would leave the board
                continue
            front = ray[n]
            front_bit = 1 << front
            marbles = ray[:n] if d < 3 else ray[n - 1::-1]
            if not opp & front_bit:
                moves.append((marbles, d, own ^ tail_bit ^ front_bit, opp, STEP))
                continue
            m = 1
            while m < n and n + m < length and opp >> ray[n + m] & 1:
                m += 1
            if m >= n:  # pac: no numerical superiority
                continue
            if n + m == length:
                moves.append((marbles, d, own ^ tail_bit ^ front_bit, opp ^ front_bit, EJECT))
            elif not own >> ray[n + m] & 1:  # an own marble behind the pushed ones blocks the push
                moves.append((marbles, d, own ^ tail_bit ^ front_bit, opp ^ front_bit ^ (1 << ray[n + m]), PUSH))
    for first in own_cells:
        for axis in AXES:
            second = first + OFFSETS[axis]
            if not own >> second & 1:  # own marbles only ever sit on real cells
                continue
            third = second + OFFSETS[axis]
            groups = [(first, second)]
            if own >> third & 1:
                groups.append((first, second, third))
            for group in groups:
                group_bits = mask(group)
                for d in _SIDEWAYS[axis]:
                    offset = OFFSETS[d]
                    if all(c + offset in CELL_SET and not occupied >> (c + offset) & 1 for c in group):
                        moved = group_bits << offset if offset > 0 else group_bits >> -offset
                        moves.append((group, d, own ^ group_bits ^ moved, opp, STEP))
    return moves


#: For each axis, the four directions that cross it (broadside directions).
_SIDEWAYS = {axis: tuple(d for d in range(6) if d % 3 != axis) for axis in AXES}


#: Refusal codes of this game (sentences in SPEC.refusals); parameters are cell names.
NO_MARBLE = "no_marble"
TOO_MANY_MARBLES = "too_many_marbles"
NOT_IN_LINE = "not_in_line"
OWN_MARBLE_OFF = "own_marble_off"
SIDEWAYS_BLOCKED = "sideways_blocked"
OWN_MARBLE_AHEAD = "own_marble_ahead"
NO_SUPERIORITY = "no_superiority"
SANDWICHED = "sandwiched"
NO_CLOCK = "no_clock"
NOT_YOUR_CLOCK = "not_your_clock"


def check_group(own: int, cells: tuple[int, ...]) -> None:
    """Refuse `cells` (sorted, distinct board cells) unless they are 1-3 of `own`'s marbles touching in a line.

    Not in a line is checked before the count, so that four in a row is "too many" and four
    scattered marbles are "not in a line".
    """
    for cell in cells:
        if not own >> cell & 1:
            raise IllegalMove(NO_MARBLE, CELL_NAMES[cell])
    step = cells[1] - cells[0] if len(cells) > 1 else 0
    if step not in (0, *(abs(OFFSETS[a]) for a in AXES)) or any(b - a != step for a, b in zip(cells, cells[1:])):
        raise IllegalMove(NOT_IN_LINE)
    if len(cells) > MAX_GROUP:
        raise IllegalMove(TOO_MANY_MARBLES)


def move_refusal(own: int, opp: int, cells: tuple[int, ...], direction: int) -> IllegalMove:
    """Why moving `cells` (sorted, distinct board cells) in `direction` (0-5) is not legal, assuming it is not."""
    try:
        check_group(own, cells)
    except IllegalMove as exc:
        return exc
    offset = OFFSETS[direction]
    if len(cells) > 1 and cells[1] - cells[0] != abs(offset):  # broadside
        if any(c + offset not in CELL_SET for c in cells):
            return IllegalMove(OWN_MARBLE_OFF)
        return IllegalMove(SIDEWAYS_BLOCKED)
    ray = RAYS[direction][cells[0] if offset > 0 else cells[-1]]
    n = len(cells)
    if n == len(ray):
        return IllegalMove(OWN_MARBLE_OFF)
    if own >> ray[n] & 1:
        if n == MAX_GROUP:
            return IllegalMove(TOO_MANY_MARBLES)
        return IllegalMove(OWN_MARBLE_AHEAD, CELL_NAMES[ray[n]])
    pushed = 0
    while n + pushed < len(ray) and opp >> ray[n + pushed] & 1:
        pushed += 1
    if pushed >= n:
        return IllegalMove(NO_SUPERIORITY)
    return IllegalMove(SANDWICHED, CELL_NAMES[ray[n + pushed]])


# --------------------------------------------------------------------------- layouts


@cache
def layouts() -> dict[str, dict[str, Any]]:
    """The starting layouts of data/layouts.json: id -> {"sourced", "black", "white"}."""
    text = resources.files("engine.abalone").joinpath("data", "layouts.json").read_text(encoding="utf-8")
    return json.loads(text)["layouts"]


# --------------------------------------------------------------------------- the state


class AbaloneState(GameState):
    """An Abalone position. Seat 0 is Black, seat 1 White.

    `marbles[seat]` is that colour's bitboard and `lost[seat]` how many of its
    marbles were pushed off. `plies` counts the moves played (for the optional
    move cap); `history` holds the positions since the last ejection, only
    when the optional repetition rule is on. `timeout` is the seat whose clock
    ran out, if any. `recent` holds the last few positions before this one since the last
    ejection, as (Black's marbles, White's marbles, seat to move), whatever the house rules: the
    computer player reads it so as not to go round in circles. It lives in memory only (neither
    saved nor compared), and a state read from JSON starts with none.
    """

    recent: tuple[tuple[int, int, int], ...] = ()

    def __init__(self, seats: int, options: dict[str, Any], rng: Rng, marbles: tuple[int, int], turn: int,
                 lost: tuple[int, int], plies: int = 0, timeout: int | None = None,
                 history: tuple[str, ...] = ()):
        super().__init__(seats, options, rng)
        self.marbles = marbles
        self.turn = turn
        self.lost = lost
        self.plies = plies
        self.timeout = timeout
        self.history = history
        self._children: dict[Move, tuple[int, int, int]] | None = None
        self._outcome: Outcome | None | bool = False  # False = not computed yet

    # -- building ----------------------------------------------------------
    @classmethod
    def initial(cls, seats: int, options: dict[str, Any], rng: Rng) -> AbaloneState:
        layout = layouts()[options["layout"]]
        marbles = (mask(CELL_BY_NAME[n] for n in layout["black"]), mask(CELL_BY_NAME[n] for n in layout["white"]))
        state = cls(seats, options, rng, marbles, 0, (0, 0))
        return state._with_history(())

    def _with_history(self, previous: tuple[str, ...]) -> AbaloneState:
        if self.options.get("repetition"):
            self.history = (*previous, self.position_key())
        return self

    def position_key(self) -> str:
        """The position as a short string (marbles and side to move) for repetition checks."""
        return f"{self.marbles[0]:x}.{self.marbles[1]:x}.{self.turn}"

    # -- the contract ------------------------------------------------------
    @property
    def to_move(self) -> int | None:
        return None if self.outcome() else self.turn

    def children(self) -> dict[Move, tuple[int, int, int]]:
        """Every legal move -> (Black's marbles, White's marbles, effect) after it, in generation order."""
        if self._children is None:
            own, opp = self.marbles[self.turn], self.marbles[1 - self.turn]
            children = {}
            for marbles, d, new_own, new_opp, effect in generate(own, opp):
                after = (new_own, new_opp) if self.turn == 0 else (new_opp, new_own)
                children[Move(marbles, d)] = (*after, effect)
            self._children = children
        return self._children

    def legal_moves(self) -> list[Move]:
        return [] if self.outcome() else list(self.children())

    def apply(self, move: Any) -> AbaloneState:
        self.check(move)
        if type(move) is Timeout:
            return AbaloneState(self.seats, self.options, self.rng, self.marbles, self.turn, self.lost,
                                self.plies, move.seat, self.history)
        black, white, effect = self.children()[move]
        victim = 1 - self.turn
        lost = self.lost if effect != EJECT else tuple(n + (seat == victim) for seat, n in enumerate(self.lost))
        state = AbaloneState(self.seats, self.options, self.rng, (black, white), victim, lost, self.plies + 1)
        if effect != EJECT:
            state.recent = (*self.recent[1 - RECENT_PLIES:], (*self.marbles, self.turn))
        return state._with_history(() if effect == EJECT else self.history)

    def check(self, move: Any) -> None:
        """Raise `IllegalMove` with the reason unless `move` is legal here (whatever object it is)."""
        try:
            check_move(move, Move, Timeout)  # exact types first: a list in a Move cannot be hashed
            if self.outcome():
                raise IllegalMove(Refusal.GAME_OVER)
            if type(move) is Timeout:
                if not 0 <= move.seat < self.seats:
                    raise IllegalMove(Refusal.NOT_A_MOVE)
                if not self.options.get("clock_minutes"):
                    raise IllegalMove(NO_CLOCK)
                if move.seat != self.turn:
                    raise IllegalMove(NOT_YOUR_CLOCK)
            elif move not in self.children():
                raise self._refusal(move)
        except IllegalMove as exc:
            exc.move = move  # the refused object itself, for whoever reports it
            raise

    def _refusal(self, move: Move) -> IllegalMove:
        """Why the well-typed `move` is not legal here."""
        cells, direction = move.marbles, move.direction
        if (not 0 <= direction < 6 or not cells or not all(c in CELL_SET for c in cells)
                or any(a >= b for a, b in zip(cells, cells[1:]))):
            return IllegalMove(Refusal.NOT_A_MOVE)  # not a move on this board, or not in canonical order
        return move_refusal(self.marbles[self.turn], self.marbles[1 - self.turn], cells, direction)

    def check_selection(self, cells: Iterable[int]) -> tuple[int, ...]:
        """`cells` sorted, if they may move together: 1-3 of the mover's marbles touching in a straight line.

        Raises `IllegalMove` (no_marble, not_in_line or too_many_marbles) otherwise. For views that
        build a selection marble by marble; whether the group has a legal move is another matter.
        """
        group = tuple(sorted(set(cells)))
        if not group or not all(c in CELL_SET for c in group):
            raise IllegalMove(Refusal.NOT_A_MOVE)
        check_group(self.marbles[self.turn], group)
        return group

    def line_between(self, first: int, last: int) -> tuple[int, ...]:
        """The cells from `first` to `last` along one board line, as `check_selection` returns them."""
        if first not in CELL_SET or last not in CELL_SET:
            raise IllegalMove(Refusal.NOT_A_MOVE)
        for ray in (RAYS[d][first] for d in range(6)):
            if last in ray:
                return self.check_selection(ray[:ray.index(last) + 1])
        raise IllegalMove(NOT_IN_LINE)

    def effect(self, move: Move) -> int:
        """EJECT, PUSH or STEP: what the legal `move` does to the opponent."""
        return self.children()[move][2]

    def displacements(self, move: Move) -> list[tuple[int, int, int | None]]:
        """Every marble the legal `move` shifts: (seat, from cell, to cell or None when pushed off).

        For views that animate a move; the mover's marbles come first, then the pushed ones.
        """
        offset = OFFSETS[move.direction]
        shifted = [(self.turn, c, c + offset) for c in move.marbles]
        if self.effect(move) != STEP:
            opp = self.marbles[1 - self.turn]
            cell = move.head + offset
            while cell in CELL_SET and opp >> cell & 1:
                target = cell + offset
                shifted.append((1 - self.turn, cell, target if target in CELL_SET else None))
                cell = target
        return shifted

    def outcome(self) -> Outcome | None:
        if self._outcome is False:
            self._outcome = self._compute_outcome()
        return self._outcome

    def _compute_outcome(self) -> Outcome | None:
        scores = self.scores()
        if self.timeout is not None:
            return Outcome((1 - self.timeout,), Reason.TIMEOUT, scores)
        for seat in (0, 1):
            if self.lost[seat] >= self.options["marbles_to_win"]:
                return Outcome((1 - seat,), PUSHED_OFF, scores)
        cap = self.options["move_cap"]
        if cap and self.plies >= cap:
            black, white = (bits.bit_count() for bits in self.marbles)
            ahead = (0,) if black > white else (1,) if white > black else ()
            return Outcome(ahead, Reason.MOVE_CAP, scores)
        if self.history and self.history.count(self.history[-1]) >= 3:
            return Outcome((), Reason.REPETITION, scores)
        if not self.children():
            return Outcome((), NO_MOVES, scores)
        return None

    def scores(self) -> tuple[float, float]:
        """Opposing marbles each seat has pushed off."""
        return (float(self.lost[1]), float(self.lost[0]))

    # -- notation ----------------------------------------------------------
    def move_to_text(self, move: Any) -> str:
        self.check(move)
        return move_text(move)

    def flag_move(self, seat: int) -> Timeout:
        return Timeout(seat)

    def parse_move(self, text: str) -> Move | Timeout:
        """The legal move `text` (Aba-Pro notation) denotes here; `IllegalMove` with a refusal code otherwise."""
        if not isinstance(text, str):
            raise IllegalMove(Refusal.NOT_TEXT)
        if self.outcome():
            raise IllegalMove(Refusal.GAME_OVER)
        named = read_move_text(text.strip(), self.marbles[self.turn])
        move = Timeout(self.turn) if named is None else Move(*named)
        self.check(move)  # a timeout is refused when the game has no clock
        return move

    # -- serialization -----------------------------------------------------
    def data_to_dict(self) -> dict[str, Any]:
        data = position_to_dict(self)
        data.update(plies=self.plies, timeout=None if self.timeout is None else COLOURS[self.timeout],
                    history=list(self.history))
        return data

    @classmethod
    def data_from_dict(cls, seats: int, options: dict[str, Any], rng: Rng, data: dict[str, Any]) -> AbaloneState:
        if not isinstance(data, dict):
            raise BadState("abalone: expected an object")
        marbles, turn, lost = read_position(data)
        plies, timeout, history = data.get("plies"), data.get("timeout"), data.get("history")
        if not _is_int(plies) or not 0 <= plies <= MAX_PLIES:
            raise BadState("abalone: plies out of range")
        if timeout is not None and timeout not in COLOURS:
            raise BadState("abalone: timeout must be null, 'black' or 'white'")
        if timeout is not None and not options.get("clock_minutes"):
            raise BadState("abalone: a timeout in a game without a clock")
        if not isinstance(history, list) or len(history) > plies + 1:
            raise BadState("abalone: history must be a list no longer than the game")
        if not all(isinstance(key, str) and _KEY.fullmatch(key) for key in history):
            raise BadState("abalone: bad history entry")
        if bool(history) != bool(options.get("repetition")):
            raise BadState("abalone: the history does not match the repetition option")
        timeout_seat = None if timeout is None else COLOURS.index(timeout)
        if timeout_seat is not None and timeout_seat != turn:
            raise BadState("abalone: only the clock of the side to move can run out")
        state = cls(seats, options, rng, marbles, turn, lost, plies, timeout_seat, tuple(history))
        if history and history[-1] != state.position_key():
            raise BadState("abalone: the history does not end with the position")
        return state


_KEY = re.compile(r"[0-9a-f]{1,23}\.[0-9a-f]{1,23}\.[01]")


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


# --------------------------------------------------------------------------- the plain position format


def position_to_dict(state: AbaloneState) -> dict[str, Any]:
    """{"black": ["A1", ...], "white": [...], "to_move": "black"|"white", "out": {"black": n, "white": n}}."""
    return {
        "black": [CELL_NAMES[c] for c in cells_of(state.marbles[0])],
        "white": [CELL_NAMES[c] for c in cells_of(state.marbles[1])],
        "to_move": COLOURS[state.turn],
        "out": {"black": state.lost[0], "white": state.lost[1]},
    }


def read_position(data: Any) -> tuple[tuple[int, int], int, tuple[int, int]]:
    """(marbles, turn, lost) from the plain position fields; `BadState` for anything malformed."""
    if not isinstance(data, dict):
        raise BadState("abalone: a position is an object")
    boards = []
    for colour in COLOURS:
        names = data.get(colour)
        if not isinstance(names, list) or len(names) > MARBLES_PER_SIDE:
            raise BadState(f"abalone: {colour} must be a list of at most {MARBLES_PER_SIDE} cells")
        if not all(isinstance(n, str) and n.upper() in CELL_BY_NAME for n in names):
            raise BadState(f"abalone: {colour} holds something that is not a cell")
        cells = {CELL_BY_NAME[n.upper()] for n in names}
        if len(cells) != len(names):
            raise BadState(f"abalone: {colour} names a cell twice")
        boards.append(mask(cells))
    if boards[0] & boards[1]:
        raise BadState("abalone: a cell holds two marbles")
    turn = data.get("to_move")
    if turn not in COLOURS:
        raise BadState("abalone: to_move must be 'black' or 'white'")
    out = data.get("out")
    if not isinstance(out, dict) or set(out) != set(COLOURS):
        raise BadState("abalone: out must be {'black': n, 'white': n}")
    lost = []
    for seat, colour in enumerate(COLOURS):
        n = out[colour]
        if not _is_int(n) or not 0 <= n <= MARBLES_PER_SIDE - boards[seat].bit_count():
            raise BadState(f"abalone: out[{colour}] out of range")
        lost.append(n)
    return (boards[0], boards[1]), COLOURS.index(turn), (lost[0], lost[1])


def position_from_dict(data: Any, options: dict[str, Any] | None = None, seed: int = 0) -> AbaloneState:
    """A state at the plain position `data` (see `position_to_dict`), with default or given options."""
    resolved = AbaloneState.spec.resolve_options(2, options)
    marbles, turn, lost = read_position(data)
    state = AbaloneState(2, resolved, Rng(seed), marbles, turn, lost)
    return state._with_history(())
