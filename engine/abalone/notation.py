"""Abalone's text in and out: the Aba-Pro text of a move, and plain-text game records.

The text of one move (`a1b2` in-line, `c3c5d4` broadside, `timeout`) is
described and parsed in `movetext.py`, which knows only the board, so that the
state's own `move_to_text` and `parse_move` (in `rules.py`) use it without
importing this module: the dependency points one way, notation -> rules.
`move_text` here is the state-independent text of a move.

A record is PGN-like: one `[option "value"]` tag per game option, then the
numbered moves, `1.a1b2 i5h5 2.…`, and the result.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import Any

from engine.abalone.rules import AbaloneState, Move, Timeout, move_text
from engine.core import BadState, IllegalMove
from engine.rng import Rng

__all__ = ["RecordTagRefused", "move_text", "record_from_text", "record_to_text"]

_MAX_RECORD_CHARS = 2_000_000


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
    from engine.record import RecordMoveRefused  # engine.record replays records of every game

    if not isinstance(text, str) or len(text) > _MAX_RECORD_CHARS:
        raise BadState("not an Abalone record")
    options: dict[str, Any] = {}
    spec = AbaloneState.spec
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
    state = AbaloneState.initial(2, spec.resolve_options(2, options), Rng(0))
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

