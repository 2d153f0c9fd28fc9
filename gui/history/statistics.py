"""Statistics over stored games: per player the games played, won, lost and drawn, against whom, scores and
streaks; per game the modes played most. Pure Python (no Qt); the statistics window shows what this computes.

Only finished games count. A seat won when the game names it among its winners, drew when the game has no
winners, and lost otherwise. A player who holds several seats is counted once, by their best seat: they won when
one of their seats won (`gui.history.player_seats`); a player who holds every seat (a game against themself, two
seats of one computer level) played the game but neither won, lost nor drew it, and their streak goes on.
Against one opponent: in a draw both drew; when one of the two won, that one beat the other; partners who won
together do not count against each other, and two losers count by their rank in the game (a better score beats
a worse one; the same rank does not count).
"""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from typing import Any

from gui.history import Game, Seat, is_guest, player_seats

#: The periods the statistics can be limited to, and how far back each reaches (None: all games).
PERIODS: dict[str, timedelta | None] = {
    "all": None, "week": timedelta(days=7), "month": timedelta(days=30), "year": timedelta(days=365),
}


@dataclass
class Tally:
    played: int = 0
    won: int = 0
    lost: int = 0
    drawn: int = 0
    #: Games in which the player held every seat: played, with no result.
    alone: int = 0

    def add(self, result: str) -> None:
        """Count a game 'won', 'lost', 'drawn' or played 'alone'."""
        self.played += 1
        setattr(self, result, getattr(self, result) + 1)

    @property
    def win_rate(self) -> float | None:
        """Won games over games with a result (a draw counts half), None before the first of them."""
        decided = self.played - self.alone
        return (self.won + self.drawn / 2) / decided if decided else None


@dataclass
class PlayerStatistics:
    player: str
    kind: str
    level: str | None
    tally: Tally = field(default_factory=Tally)
    scores: list[float] = field(default_factory=list)
    longest_streak: int = 0
    current_streak: int = 0
    #: Against each other player (computer levels included), by name.
    opponents: dict[str, Tally] = field(default_factory=dict)

    @property
    def best_score(self) -> float | None:
        return max(self.scores) if self.scores else None

    @property
    def average_score(self) -> float | None:
        return sum(self.scores) / len(self.scores) if self.scores else None


@dataclass(frozen=True)
class Mode:
    """A way a game was played: its number of seats and its options."""

    game_id: str
    seats: int
    options: dict[str, Any]
    count: int


def period_start(period: str, now: datetime | None = None) -> str | None:
    """The ISO 8601 time a period starts (None for all time); KeyError for an unknown period."""
    span = PERIODS[period]
    if span is None:
        return None
    return ((now or datetime.now(UTC)) - span).isoformat(timespec="seconds")


def seat_result(game: Game, seat: Seat) -> str:
    """'won', 'drawn' or 'lost'."""
    if seat.won:
        return "won"
    return "lost" if any(other.won for other in game.seats) else "drawn"


def result_against(game: Game, seat: Seat, other: Seat) -> str | None:
    """How `seat` did against `other` in `game` ('won', 'drawn', 'lost'), None when the pair does not count."""
    if not any(s.won for s in game.seats):
        return "drawn"
    if seat.won != other.won:
        return "won" if seat.won else "lost"
    if seat.won or seat.rank == other.rank:
        return None  # partners, or two losers the game does not separate
    return "won" if seat.rank < other.rank else "lost"


def player_statistics(games: Iterable[Game]) -> list[PlayerStatistics]:
    """Everyone who played a finished game among `games`, most games first (then by name); the guests of seats
    nobody named are no one's statistics (their results count for the others)."""
    found: dict[str, PlayerStatistics] = {}
    for game in sorted((g for g in games if g.complete), key=lambda g: (g.finished, g.id)):
        seats = player_seats(game.seats)
        for seat in seats:
            if not is_guest(seat.player):
                stats = found.setdefault(seat.player, PlayerStatistics(seat.player, seat.kind, seat.level))
                _count_game(stats, game, seat, seats)
    return sorted(found.values(), key=lambda s: (-s.tally.played, s.player.casefold()))


def _count_game(stats: PlayerStatistics, game: Game, seat: Seat, seats: list[Seat]) -> None:
    """`seat`: the player's best seat; `seats`: every player's (`player_seats`)."""
    if seat.score is not None:
        stats.scores.append(seat.score)
    if len(seats) == 1:
        stats.tally.add("alone")  # no one to win or lose against: the streak neither grows nor ends
        return
    result = seat_result(game, seat)
    stats.tally.add(result)
    stats.current_streak = stats.current_streak + 1 if result == "won" else 0
    stats.longest_streak = max(stats.longest_streak, stats.current_streak)
    for other in seats:
        if other is not seat and (against := result_against(game, seat, other)) is not None:
            stats.opponents.setdefault(other.player, Tally()).add(against)


def most_played_modes(games: Iterable[Game]) -> dict[str, list[Mode]]:
    """Per game, the modes of its finished games, the most played first."""
    counts: Counter = Counter()
    for game in games:
        if game.complete:
            counts[(game.game_id, len(game.seats), json.dumps(game.options, sort_keys=True))] += 1
    modes: dict[str, list[Mode]] = {}
    for (game_id, seats, options), count in sorted(counts.items(), key=lambda item: (-item[1], item[0])):
        modes.setdefault(game_id, []).append(Mode(game_id, seats, json.loads(options), count))
    return modes
