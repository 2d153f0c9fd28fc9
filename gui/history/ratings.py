"""Ratings per player and game with Glicko-2 (Glickman, "Example of the Glicko-2 system", 2013). Pure Python
(Qt only through `gui.paths`, which finds the anchors file in the source tree or the bundle).

Parameters: a new player starts at rating 1500, RD 350 and volatility 0.06; the system constant tau is 0.5;
the volatility iteration stops at epsilon 0.000001. Each game is one rating period, and only its players are
updated (a player's RD does not grow between games).

A game of several seats counts as pairwise results: each winning seat beat each seat that did not win (partners
who win together each beat every loser and do not play each other); in a draw (no winners) every pair scores
0.5; seats that both lost do not count against each other. A player who holds several seats plays by their best
one (`gui.history.player_seats`: a win when one of them won) and never against themself; a game of one player in
every seat is not rated. Everybody in a game is updated from the ratings from before the game. The guest of a
seat nobody named is nobody: games against guests are not rated.

Computer levels are anchors: fixed ratings per game with RD `ANCHOR_RD`, never updated, so the ratings of
people stay on one scale. They come from `assets/ratings/anchors.json`, measured with
`bench/strength.py --anchors` from the levels' matches against each other in each game's first two-seat mode
(a Bradley-Terry fit, shifted so that `normal` is 1500; 2.0 s per move, the app's default thinking time; measured
2026-11-25, Halma again 2026-11-29, 10 games per pairing; bench/README.md, "Anchor ratings"). A game missing from the file, or a missing
or malformed file, falls back to the proposals `ANCHORS` (easy 1200, normal 1500, hard 1800).
"""

from __future__ import annotations

import json
import math
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

from gui import paths
from gui.history import is_guest, player_seats

INITIAL_RATING = 1500.0
INITIAL_RD = 350.0
INITIAL_VOLATILITY = 0.06
#: Bounds Glicko-2 leaves open: over tens of thousands of games between two people whose results swing, the
#: volatility fed itself until the ratings overflowed (bench/history.py); it stays below this, and RD below the
#: RD of a new player.
MAX_VOLATILITY = 0.15
TAU = 0.5
EPSILON = 0.000001
#: Glicko-2's scale factor between the Glicko and the Glicko-2 scale.
SCALE = 173.7178
#: The proposed rating of each computer level, for games the anchors file does not measure.
ANCHORS: dict[str, float] = {"easy": 1200.0, "normal": 1500.0, "hard": 1800.0}
#: How sure an anchor is: small, as a level plays the same strength every game.
ANCHOR_RD = 50.0
#: The measured anchors file (written by bench/strength.py): its format tag and version, the ratings it may hold,
#: and a size cap (it is a few kB; anything far larger is not ours).
ANCHORS_FORMAT = "ludoteca-anchors"
ANCHORS_VERSION = 1
ANCHOR_RANGE = (0.0, 4000.0)
MAX_ANCHORS_BYTES = 1_000_000


@dataclass(frozen=True)
class Rating:
    rating: float = INITIAL_RATING
    rd: float = INITIAL_RD
    volatility: float = INITIAL_VOLATILITY


@dataclass(frozen=True)
class RatingPoint:
    """A player's rating after one game (`game` is the store's id, `finished` when it ended)."""

    game: int
    finished: str
    rating: float
    rd: float
    volatility: float
    #: Which of the player's rated games of this game it was (1, 2, 3…), where it is known.
    number: int | None = None


def update(player: Rating, results: list[tuple[Rating, float]], tau: float = TAU) -> Rating:
    """The player's rating after one rating period with `results` (opponent, score 1/0.5/0)."""
    if not results:
        return player
    mu, phi = (player.rating - INITIAL_RATING) / SCALE, player.rd / SCALE
    impacts = []
    for opponent, score in results:
        g = 1 / math.sqrt(1 + 3 * (opponent.rd / SCALE) ** 2 / math.pi ** 2)
        # Clipped: ratings thousands apart (a long run of certain results) stay a certainty, not an overflow.
        expected = 1 / (1 + math.exp(min(700.0, -g * (mu - (opponent.rating - INITIAL_RATING) / SCALE))))
        impacts.append((g, expected, score))
    information = sum(g * g * e * (1 - e) for g, e, _ in impacts)
    if information == 0:  # results so certain (ratings thousands apart) that they tell nothing
        return player
    v = 1 / information
    improvement = sum(g * (s - e) for g, e, s in impacts)
    volatility = min(MAX_VOLATILITY, _new_volatility(phi, player.volatility, v * improvement, v, tau))
    phi_star = math.sqrt(phi * phi + volatility * volatility)
    new_phi = min(INITIAL_RD / SCALE, 1 / math.sqrt(1 / phi_star ** 2 + 1 / v))
    new_mu = mu + new_phi ** 2 * improvement
    return Rating(SCALE * new_mu + INITIAL_RATING, SCALE * new_phi, volatility)


def _new_volatility(phi: float, sigma: float, delta: float, v: float, tau: float) -> float:
    """Step 5 of the algorithm: the Illinois method on f(x)."""
    a = math.log(sigma * sigma)

    def f(x: float) -> float:
        ex = math.exp(x)
        return ex * (delta ** 2 - phi ** 2 - v - ex) / (2 * (phi ** 2 + v + ex) ** 2) - (x - a) / tau ** 2

    low = a
    if delta ** 2 > phi ** 2 + v:
        high = math.log(delta ** 2 - phi ** 2 - v)
    else:
        k = 1
        while f(a - k * tau) < 0:
            k += 1
        high = a - k * tau
    f_low, f_high = f(low), f(high)
    while abs(high - low) > EPSILON:
        middle = low + (low - high) * f_low / (f_high - f_low)
        f_middle = f(middle)
        if f_middle * f_high <= 0:
            low, f_low = high, f_high
        else:
            f_low /= 2
        high, f_high = middle, f_middle
    return math.exp(low / 2)


def pairwise_results(seats: list[Any]) -> list[tuple[str, str, float]]:
    """(player, opponent, player's score) for every pair that counts, both ways round; see the module doc."""
    draw = not any(seat.won for seat in seats)
    players = player_seats(seats)  # one player in several seats plays by their best, never against themself
    results = []
    for seat in players:
        for other in players:
            if other is seat or is_guest(seat.player) or is_guest(other.player):
                continue  # a guest is nobody to rate
            if draw:
                results.append((seat.player, other.player, 0.5))
            elif seat.won != other.won:
                results.append((seat.player, other.player, 1.0 if seat.won else 0.0))
    return results


def anchors_file() -> Path:
    return paths.asset("ratings", "anchors.json")


def load_anchors(path: Path) -> dict[str, dict[str, float]]:
    """The measured anchors per game in an anchors file; {} when the file is missing or anything in it is malformed
    (the whole file is then distrusted, never half used). Read as JSON: no NaN or Infinity, never eval."""
    try:
        if path.stat().st_size > MAX_ANCHORS_BYTES:
            return {}
        document = json.loads(path.read_text(encoding="utf-8"), parse_constant=_no_constants)
    except (OSError, UnicodeDecodeError, ValueError):
        return {}
    if not isinstance(document, dict) or document.get("format") != ANCHORS_FORMAT \
            or document.get("version") != ANCHORS_VERSION or not isinstance(document.get("games"), dict):
        return {}
    measured = {game: _levels(entry) for game, entry in document["games"].items()}
    return {} if None in measured.values() else measured


def _no_constants(name: str) -> float:
    raise ValueError(f"{name} is not a rating")


def _levels(entry: Any) -> dict[str, float] | None:
    """An entry's rating of each level, or None when one is missing, not a number or out of range."""
    if not isinstance(entry, dict):
        return None
    levels = {level: entry.get(level) for level in ANCHORS}
    low, high = ANCHOR_RANGE
    if all(isinstance(r, int | float) and not isinstance(r, bool) and math.isfinite(r) and low <= r <= high
           for r in levels.values()):
        return {level: float(r) for level, r in levels.items()}
    return None


@cache
def measured_anchors() -> dict[str, dict[str, float]]:
    """The anchors file's games, read once (`measured_anchors.cache_clear()` reads it again)."""
    return load_anchors(anchors_file())


def anchors_for(game_id: str) -> dict[str, float]:
    """The computer levels' ratings in that game: measured, else the proposals."""
    return dict(measured_anchors().get(game_id, ANCHORS))


def rate(games: Iterable[Any], anchors: Mapping[str, float] | None = None) -> dict[tuple[str, str], list[RatingPoint]]:
    """Each (player name, game id)'s rating after each of their finished games, oldest first.

    `games` are `gui.history.Game`s (any order); computers whose level is in the anchors keep that rating: each
    game's `anchors_for` by default, or `anchors` (level -> rating) for every game.
    """
    current: dict[tuple[str, str], Rating] = {}
    history: dict[tuple[str, str], list[RatingPoint]] = {}
    for game in sorted((g for g in games if g.complete), key=lambda g: (g.finished, g.id)):
        for player, after in rate_game(game.game_id, game.seats, lambda name: current.get((name, game.game_id), Rating()),  # noqa: B023
                                       anchors).items():
            current[(player, game.game_id)] = after
            points = history.setdefault((player, game.game_id), [])
            points.append(RatingPoint(game.id, game.finished, after.rating, after.rd, after.volatility, len(points) + 1))
    return history


def rate_game(game_id: str, seats: list[Any], rating: Callable[[str], Rating],
              anchors: Mapping[str, float] | None = None) -> dict[str, Rating]:
    """Each rated player's rating after one finished game of `game_id` with `seats` (`gui.history.Seat`s);
    `rating(name)` is a player's rating before it. Computers whose level is in the anchors keep that rating."""
    levels = anchors_for(game_id) if anchors is None else anchors
    fixed = {s.player: Rating(levels[s.level], ANCHOR_RD, 0.0) for s in seats
             if s.kind == "computer" and s.level in levels}
    before = {s.player: fixed.get(s.player) or rating(s.player) for s in seats}
    results: dict[str, list[tuple[Rating, float]]] = {}
    for player, opponent, score in pairwise_results(seats):
        results.setdefault(player, []).append((before[opponent], score))
    return {player: before[player] if player in fixed else update(before[player], own)
            for player, own in results.items()}
