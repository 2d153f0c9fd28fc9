"""Seeded playouts shared by the game-independent tests: every game, Tumblin-Dice's throws included."""

from __future__ import annotations

import functools
import random
from collections.abc import Iterator

import engine
import engine.ai
from engine import GameState

PLAYABLE = [game_id for game_id, spec in engine.GAMES.items() if spec.available]


def seat_counts(game_id: str) -> list[int]:
    """The fewest and the most seats a game allows, and 2 where it is allowed."""
    seats = engine.GAMES[game_id].seats
    return sorted({seats.start, seats.stop - 1, *(n for n in (2,) if n in seats)})


def random_move(state: GameState, rnd: random.Random):
    """A uniformly random legal move; where moves are continuous (a throw), the easy computer's."""
    moves = state.legal_moves()
    if moves:
        return moves[rnd.randrange(len(moves))]
    return engine.ai.choose(state, "easy", seed=rnd.randrange(2**31), deadline_s=0.2)


def playout(game_id: str, seats: int, seed: int, max_plies: int = 20_000) -> Iterator[GameState]:
    """Every position of one random game, from the start to its end."""
    state = engine.new_game(game_id, seats, seed=seed)
    rnd = random.Random(seed)
    yield state
    for _ply in range(max_plies):
        if state.outcome() is not None:
            return
        state = state.apply(random_move(state, rnd))
        yield state
    raise AssertionError(f"{game_id}: a random game with {seats} seats (seed {seed}) did not end in {max_plies} plies")


def sample_positions(game_id: str, per_game: int, seeds=(1, 2)) -> list[GameState]:
    """About `per_game` unfinished positions spread over random games with each seat count."""
    games = [list(playout(game_id, seats, seed)) for seats in seat_counts(game_id) for seed in seeds]
    running = [[s for s in game if s.outcome() is None] for game in games]
    picked: list[GameState] = []
    share = max(1, per_game // len(running))
    for states in running:
        step = max(1, len(states) // share)
        picked.extend(states[::step][:share])
    return picked


@functools.cache
def _final_state(game_id: str, seats: int, seed: int) -> GameState:
    *_, last = playout(game_id, seats, seed)
    return last


def finished_games(game_id: str, seed: int = 1) -> list[GameState]:
    """The last positions of random games with the fewest and the most seats (cached)."""
    seats = engine.GAMES[game_id].seats
    return [_final_state(game_id, n, seed) for n in sorted({seats.start, seats.stop - 1})]
