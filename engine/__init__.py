"""Ludoteca's rules engines: pure Python, no Qt. The contract is in README.md."""

from __future__ import annotations

import secrets
from collections.abc import Callable
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
    check_fields,
    check_seat,
    load_json,
)
from engine.rng import Rng

__all__ = [
    "COMMON_REFUSALS", "GAMES", "GAME_IDS", "LEVELS", "BadState", "Choice", "Colour", "EngineError", "GameSpec",
    "GameState", "IllegalMove", "Option", "Outcome", "Reason", "Refusal", "Rng", "from_json",
    "move_to_text", "new_game", "parse_move", "state_from_dict", "state_from_view",
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


def _read_envelope(data: Any) -> tuple[GameSpec, int, dict[str, Any]]:
    """The spec, seats and options of a state envelope (`to_dict` or `view`); `BadState` if they do not fit."""
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
    return spec, seats, options


def _build(spec: GameSpec, build: Callable[[], GameState]) -> GameState:
    """`build()`, a game's reader of untrusted data, with stray Python errors turned into `BadState`."""
    try:
        return build()
    except BadState:
        raise
    except (KeyError, IndexError, TypeError, ValueError, AttributeError, RecursionError) as exc:
        raise BadState(f"{spec.id}: state data does not fit ({type(exc).__name__}: {exc})") from None


def state_from_dict(data: Any) -> GameState:
    """The state `GameState.to_dict` wrote; `BadState` for anything else."""
    spec, seats, options = _read_envelope(data)
    rng = Rng.from_dict(data.get("rng"))
    return _build(spec, lambda: spec.state_class.data_from_dict(seats, options, rng, data.get("data")))


def state_from_view(view: Any, rng: Rng | None = None) -> GameState:
    """A state that `view` (from `GameState.view(seat)`) may stand for: what the view hides is guessed
    consistently with what it shows, drawing from `rng` (default `Rng(0)`), which also becomes the state's
    RNG when the view withholds it. Reading it back gives the same view for that seat and for a spectator.
    `BadState` for anything else."""
    spec, seats, options = _read_envelope(view)
    check_fields(view, ("view", "rng", "data"), "view")
    seat = check_seat(view["view"], seats)
    cls = spec.state_class
    if cls.public_rng:
        state_rng = Rng.from_dict(view["rng"])
    elif view["rng"] is not None:
        raise BadState(f"{spec.id}: a view must not hold the RNG (it tells the future draws)")
    else:
        state_rng = (Rng(0) if rng is None else rng).copy()  # the caller's own stays where it is
    data = view["data"]
    state = _build(spec, lambda: cls.data_from_view(seats, options, state_rng, data, seat))
    # The last word on hostile data: a view the guess does not reproduce (counts that do not add up, a
    # start tile that is not the best...) shows a position no game can reach.
    if state.view_data(seat) != data:
        raise BadState(f"{spec.id}: the view does not describe a reachable position")
    return state


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
