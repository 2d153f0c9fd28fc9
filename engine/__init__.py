"""Ludoteca's rules engines: pure Python, no Qt. The contract is in README.md."""

from __future__ import annotations

import secrets
from typing import Any

from engine.ai import LEVELS
from engine.catalog import GAME_IDS, load_games
from engine.core import (
    COMMON_REFUSALS,
    STATE_FORMAT,
    STATE_VERSION,
    BadState,
    Choice,
    Colour,
    EngineError,
    GameSpec,
    GameState,
    IllegalMove,
    Option,
    Outcome,
    Reason,
    Refusal,
    load_json,
)
from engine.rng import Rng

__all__ = [
    "COMMON_REFUSALS", "GAMES", "GAME_IDS", "LEVELS", "BadState", "Choice", "Colour", "EngineError", "GameSpec",
    "GameState", "IllegalMove", "Option", "Outcome", "Reason", "Refusal", "Rng", "from_json",
    "move_to_text", "new_game", "parse_move", "state_from_dict",
]

#: Every game id -> its spec, in chooser order. Games not built yet have `available=False`.
GAMES: dict[str, GameSpec] = load_games()


def _playable_spec(game_id: Any) -> GameSpec:
    spec = GAMES.get(game_id) if isinstance(game_id, str) else None
    if spec is None:
        raise BadState(f"unknown game {game_id!r}")
    if not spec.available:
        raise BadState(f"game {game_id!r} is not available yet")
    return spec


def new_game(game_id: str, seats: int, options: dict[str, Any] | None = None, seed: int | None = None) -> GameState:
    """A new game of `game_id` for `seats` players; `seed` fixes every die, shuffle and draw."""
    spec = _playable_spec(game_id)
    if not isinstance(seats, int) or isinstance(seats, bool):
        raise BadState("seats must be an integer")
    resolved = spec.resolve_options(seats, options)
    rng = Rng(secrets.randbits(64) if seed is None else seed)
    return spec.state_class.initial(seats, resolved, rng)


def state_from_dict(data: Any) -> GameState:
    """The state `GameState.to_dict` wrote; `BadState` for anything else."""
    if not isinstance(data, dict) or data.get("format") != STATE_FORMAT:
        raise BadState("not a Ludoteca game state")
    if data.get("version") != STATE_VERSION:
        raise BadState(f"state version {data.get('version')!r} is not supported (expected {STATE_VERSION})")
    spec = _playable_spec(data.get("game"))
    seats, options = data.get("seats"), data.get("options")
    if not isinstance(seats, int) or isinstance(seats, bool) or not isinstance(options, dict):
        raise BadState("state: bad seats or options")
    if spec.resolve_options(seats, options) != options:
        raise BadState("state: options do not match the game's schema")
    rng = Rng.from_dict(data.get("rng"))
    try:
        return spec.state_class.data_from_dict(seats, options, rng, data.get("data"))
    except BadState:
        raise
    except (KeyError, IndexError, TypeError, ValueError, AttributeError, RecursionError) as exc:
        raise BadState(f"{spec.id}: state data does not fit ({type(exc).__name__}: {exc})") from None


def from_json(text: str | bytes) -> GameState:
    """Read back `state.to_json()` exactly, RNG included; `BadState` for anything else."""
    return state_from_dict(load_json(text, "the state text"))


def move_to_text(state: GameState, move: Any) -> str:
    """The canonical notation of `move` in `state` (the move must be legal there)."""
    return state.move_to_text(move)


def parse_move(state: GameState, text: str) -> Any:
    """The legal move that `text` denotes in `state`; `IllegalMove` with a refusal code otherwise."""
    if not isinstance(text, str):
        raise IllegalMove(Refusal.NOT_TEXT)
    return state.parse_move(text.strip())
