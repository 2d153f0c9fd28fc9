"""Aba-Pro move notation and plain-text game records.

In-line moves (one marble too) are written as the rear marble's cell and the
cell it steps to: `a1b2` moves the line that starts at A1 one step north-east,
pushing whatever it can. Broadsides are written as the two end cells and the
destination of the first one: `c3c5d4`. Output is lowercase with the lower
end first; input takes either case and either end first.

A record is PGN-like: one `[option "value"]` tag per game option, then the
numbered moves, `1.a1b2 i5h5 2.…`, and the result.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import Any

from engine.abalone.board import CELL_BY_NAME, CELL_NAMES, CELL_SET, OFFSETS
from engine.abalone.rules import AbaloneState, Move, Timeout
from engine.core import BadState, IllegalMove, Refusal

TIMEOUT_TEXT = "timeout"
_CELL = r"[a-iA-I][1-9]"
_INLINE = re.compile(f"({_CELL})({_CELL})")
_BROADSIDE = re.compile(f"({_CELL})({_CELL})({_CELL})")
_MAX_RECORD_CHARS = 2_000_000

#: Refusal codes of the notation (sentences in SPEC.refusals); parameters are cell names.
NO_SUCH_CELL = "no_such_cell"
NOT_NEXT_TO = "not_next_to"
NOT_A_LINE_OF_ENDS = "not_a_line_of_ends"
INLINE_AS_BROADSIDE = "inline_as_broadside"


def move_text(move: Move | Timeout) -> str:
    """The canonical Aba-Pro text of a move (independent of the position)."""
    if isinstance(move, Timeout):
        return TIMEOUT_TEXT
    offset = OFFSETS[move.direction]
    if move.inline:
        return _name(move.tail) + _name(move.tail + offset)
    first, last = move.marbles[0], move.marbles[-1]
    return _name(first) + _name(last) + _name(first + offset)


def _name(cell: int) -> str:
    return CELL_NAMES[cell].lower()


def _cell(text: str) -> int:
    cell = CELL_BY_NAME.get(text.upper())
    if cell is None:
        raise IllegalMove(NO_SUCH_CELL, text.upper())
    return cell


def _direction(start: int, end: int) -> int:
    if end - start not in OFFSETS:
        raise IllegalMove(NOT_NEXT_TO, CELL_NAMES[start], CELL_NAMES[end])
    return OFFSETS.index(end - start)


def parse_move(state: AbaloneState, text: str) -> Move | Timeout:
    """The legal move `text` denotes in `state`; `IllegalMove` with a refusal code otherwise."""
    text = text.strip()
    if state.outcome():
        raise IllegalMove(Refusal.GAME_OVER)
    if text.lower() == TIMEOUT_TEXT:
        move = Timeout(state.turn)
        state.check(move)  # refuses when the game has no clock
        return move
    if match := _INLINE.fullmatch(text):
        tail, target = (_cell(g) for g in match.groups())
        direction = _direction(tail, target)
        own, offset = state.marbles[state.turn], OFFSETS[direction]
        line = [tail]
        while len(line) <= 3 and line[-1] + offset in CELL_SET and own >> (line[-1] + offset) & 1:
            line.append(line[-1] + offset)  # the rear marble moves the whole line ahead of it
        move = Move(tuple(sorted(line)), direction)
    elif match := _BROADSIDE.fullmatch(text):
        first, last, target = (_cell(g) for g in match.groups())
        direction = _direction(first, target)
        step = next((s for s in (abs(o) for o in OFFSETS[:3]) if (last - first) in (s, 2 * s, -s, -2 * s)), None)
        if step is None:
            raise IllegalMove(NOT_A_LINE_OF_ENDS, CELL_NAMES[first], CELL_NAMES[last])
        low, high = sorted((first, last))
        move = Move(tuple(range(low, high + 1, step)), direction)
        if move.inline:
            raise IllegalMove(INLINE_AS_BROADSIDE)
    else:
        raise IllegalMove(Refusal.UNREADABLE)
    state.check(move)
    return move


# --------------------------------------------------------------------------- records

_RESULTS = {(0,): "1-0", (1,): "0-1", (): "1/2-1/2"}
_TAG = re.compile(r'\[\s*(\w+)\s+"([^"]*)"\s*\]')


def record_to_text(initial: AbaloneState, moves: Iterable[Move | Timeout]) -> str:
    """A text record of the game from `initial` through `moves` (each must be legal in turn)."""
    lines = [f'[{key} "{_option_text(value)}"]' for key, value in initial.options.items()]
    tokens, state = [], initial
    for move in moves:
        text = state.move_to_text(move)
        if state.turn == 0 or not tokens:
            number = state.plies // 2 + 1
            text = f"{number}.{text}" if state.turn == 0 else f"{number}...{text}"
        tokens.append(text)
        state = state.apply(move)
    outcome = state.outcome()
    tokens.append(_RESULTS[outcome.winners] if outcome else "*")
    lines.append("")
    lines.extend(_wrap(tokens))
    return "\n".join(lines) + "\n"


def _option_text(value: Any) -> str:
    return ("true" if value else "false") if isinstance(value, bool) else str(value)


def _wrap(tokens: list[str], width: int = 78) -> list[str]:
    lines, line = [], ""
    for token in tokens:
        if line and len(line) + 1 + len(token) > width:
            lines.append(line)
            line = token
        else:
            line = f"{line} {token}" if line else token
    return [*lines, line]


class RecordTagRefused(BadState):
    """A record's `[key "value"]` tag sets a game option to a value the game does not allow."""

    def __init__(self, key: str, value: str):
        super().__init__(f"abalone: the tag [{key} {value[:40]!r}] is not allowed")
        self.key = key
        self.value = value


def record_from_text(text: str) -> tuple[AbaloneState, list[Move | Timeout]]:
    """The initial state and the moves of a text record; `BadState` for anything that does not replay:
    `RecordMoveRefused` for a move, `RecordTagRefused` for an option tag."""
    import engine
    from engine.record import RecordMoveRefused

    if not isinstance(text, str) or len(text) > _MAX_RECORD_CHARS:
        raise BadState("not an Abalone record")
    options: dict[str, Any] = {}
    spec = engine.GAMES["abalone"]
    for key, value in _TAG.findall(text):
        try:
            option = spec.option(key)
        except KeyError:
            continue  # other tags (event, players) are kept by people, not by the game
        try:
            options[key] = option.from_text(value.strip())
        except ValueError:
            raise RecordTagRefused(key, value) from None
    body = re.sub(r"\{[^}]*\}", " ", _TAG.sub(" ", text))  # drop tags and {comments}
    state = engine.new_game("abalone", 2, options, seed=0)
    initial, moves = state, []
    for token in body.split():
        token = re.sub(r"^\d+\.+", "", token)  # move numbers: "12.a1b2", "12...i5h5", "12."
        if not token or token in ("*", "1-0", "0-1", "1/2-1/2"):
            continue
        try:
            move = state.parse_move(token)
        except IllegalMove as exc:
            raise RecordMoveRefused("abalone", len(moves), token, exc) from None
        moves.append(move)
        state = state.apply(move)
    return initial, moves

