"""The statistics of `statistics.py` and the ratings of `ratings.py`, read from SQLite: the History window opens
over 100,000 games without reading each one into Python. Over all time they come from the standings and ratings
kept up to date game by game (`standings.py`); over a period (a few games, as a rule) SQLite works them out from
the games. Each function gives what its counterpart in `statistics.py` gives for the same games (tests compare
them on a known history).

A player's seat in a game is their best one (a winning seat if any, else their best rank, else the first:
`gui.history.player_seats`); a game whose seats all belong to one player is played 'alone'.
"""

from __future__ import annotations

import itertools
import json
import sqlite3
from dataclasses import dataclass
from typing import Any

from gui.history import GUEST_PREFIX, standings
from gui.history.ratings import RatingPoint
from gui.history.statistics import Mode, PlayerStatistics, Tally
from gui.history.store import HistoryError

#: How a player did against another in one game (`statistics.result_against`), from their two standings `me`, `o`.
AGAINST = """CASE WHEN me.result = 'drawn' THEN 'drawn'
                  WHEN me.won != o.won THEN CASE WHEN me.won THEN 'won' ELSE 'lost' END
                  WHEN me.won OR me.rank = o.rank THEN NULL
                  WHEN me.rank < o.rank THEN 'won' ELSE 'lost' END"""


@dataclass
class SummedStatistics(PlayerStatistics):
    """A player's statistics with their scores summed up by SQLite (the scores themselves are not read)."""

    best: float | None = None
    average: float | None = None

    @property
    def best_score(self) -> float | None:
        return self.best

    @property
    def average_score(self) -> float | None:
        return self.average


def _chosen(game_id: str | None, since: str | None) -> tuple[str, list[Any]]:
    """The finished games of the filters, with each player's best seat in each and how each game ended for them."""
    where, params = ["complete = 1"], []
    if game_id is not None:
        where.append("game_id = ?")
        params.append(game_id)
    if since is not None:
        where.append("finished >= ?")
        params.append(since)
    return f"""
        WITH chosen AS (SELECT id, finished FROM games WHERE {' AND '.join(where)}),
        seated AS (SELECT s.game, s.seat, s.player, s.won, s.rank, s.score, c.finished,
                          row_number() OVER (PARTITION BY s.game, s.player ORDER BY s.won DESC, s.rank, s.seat) AS choice
                   FROM seats s JOIN chosen c ON c.id = s.game),
        best AS (SELECT * FROM seated WHERE choice = 1),
        games_of AS (SELECT game, count(*) AS players, max(won) AS decided FROM best GROUP BY game),
        results AS (SELECT b.game, b.player, b.won, b.rank, b.score, b.finished, g.decided,
                           CASE WHEN g.players = 1 THEN 'alone' WHEN b.won THEN 'won' WHEN g.decided THEN 'lost'
                                ELSE 'drawn' END AS result
                    FROM best b JOIN games_of g USING (game))
    """, params


def state(store) -> str:
    """'fresh' when the kept counts (`standings.py`) hold every game; 'stale' when they wait to be counted again
    (they are shown meanwhile); 'none' when they cannot be used (a read-only history whose counts are stale, or
    one from before them)."""
    try:
        if not store._query("SELECT 1 FROM sqlite_master WHERE name = 'summary_state'"):
            return "none"
        if store._query("SELECT 1 FROM summary_state WHERE fresh = 1 AND anchors = ?", (standings.anchors_key(),)):
            return "fresh"
    except sqlite3.Error:
        return "none"
    return "none" if store.read_only else "stale"


def counted(store) -> bool:
    """Whether the standings and ratings hold every game, built again now if they were stale; False when they
    cannot be (a read-only history whose standings are stale, or one from before them)."""
    try:
        if not store.read_only:
            standings.ensure_fresh(store._writable())
        elif not store._query("SELECT 1 FROM sqlite_master WHERE name = 'summary_state'"):
            return False  # a read-only history of an older schema
        return bool(store._query("SELECT 1 FROM summary_state WHERE fresh = 1 AND anchors = ?",
                                 (standings.anchors_key(),)))
    except (HistoryError, sqlite3.Error):
        return False


def player_statistics(store, game_id: str | None = None, since: str | None = None,
                      kept: bool | None = None) -> list[SummedStatistics]:
    """`statistics.player_statistics` of the finished games of `game_id` (None: all) since `since` (ISO 8601,
    None: all time), without the opponents (`opponents` gives them for one player). Over all time from the kept
    counts when `kept` (None: when `counted`)."""
    if since is None and (counted(store) if kept is None else kept):
        return _counted_statistics(store, game_id)
    chosen, params = _chosen(game_id, since)
    rows = store._query(chosen + f"""
        , runs AS (SELECT player, result, sum(result != 'won') OVER (PARTITION BY player ORDER BY finished, game
                                                                     ROWS UNBOUNDED PRECEDING) AS run
                   FROM results WHERE result != 'alone'),
        streaks AS (SELECT player, run, count(*) AS length FROM runs WHERE result = 'won' GROUP BY player, run),
        last_runs AS (SELECT player, max(run) AS run FROM runs GROUP BY player)
        SELECT p.name, p.kind, p.level, count(*), sum(r.result = 'won'), sum(r.result = 'lost'),
               sum(r.result = 'drawn'), sum(r.result = 'alone'), max(r.score), avg(r.score),
               (SELECT max(length) FROM streaks s WHERE s.player = r.player),
               (SELECT length FROM streaks s JOIN last_runs l USING (player, run) WHERE s.player = r.player)
        FROM results r JOIN players p ON p.id = r.player
        WHERE p.name NOT LIKE '{GUEST_PREFIX}%'
        GROUP BY r.player""", params)
    return _sorted(rows)


def opponents(store, player: str, game_id: str | None = None, since: str | None = None,
              kept: bool | None = None) -> dict[str, Tally]:
    """`player`'s results against each other player (`PlayerStatistics.opponents`) in those games."""
    chosen, params = _chosen(game_id, since)
    if since is None and (counted(store) if kept is None else kept):
        return _counted_opponents(store, player, game_id)
    rows = store._query(chosen + f"""
        , pairs AS (SELECT o.player AS other, {AGAINST} AS result
                    FROM results me JOIN results o ON o.game = me.game AND o.player != me.player
                    WHERE me.result != 'alone' AND me.player = (SELECT id FROM players WHERE name = ?))
        SELECT p.name, sum(result = 'won'), sum(result = 'lost'), sum(result = 'drawn')
        FROM pairs JOIN players p ON p.id = pairs.other WHERE result IS NOT NULL GROUP BY pairs.other""",
                        [*params, player])
    return {name: Tally(won + lost + drawn, won, lost, drawn) for name, won, lost, drawn in rows}


def most_played_modes(store, game_id: str | None = None, since: str | None = None) -> dict[str, list[Mode]]:
    """`statistics.most_played_modes` of those games."""
    where, params = ["complete = 1"], []
    for condition, value in (("game_id = ?", game_id), ("finished >= ?", since)):
        if value is not None:
            where.append(condition)
            params.append(value)
    counts: dict[tuple[str, int, str], int] = {}
    for game, seats, options, count in store._query(  # over all time, from the index games_by_mode alone
            f"SELECT game_id, seats, options, count(*) FROM games WHERE {' AND '.join(where)}"
            " GROUP BY game_id, seats, options", params):
        try:
            key = (game, seats, json.dumps(json.loads(options), sort_keys=True))
        except (TypeError, ValueError, RecursionError):
            continue  # a damaged row, left out as the store leaves it out
        counts[key] = counts.get(key, 0) + count
    modes: dict[str, list[Mode]] = {}
    for (game, seats, options), count in sorted(counts.items(), key=lambda item: (-item[1], item[0])):
        modes.setdefault(game, []).append(Mode(game, seats, json.loads(options), count))
    return modes


def _sorted(rows: list[tuple]) -> list[SummedStatistics]:
    found = [SummedStatistics(name, kind, level, Tally(played, won, lost, drawn, alone), longest_streak=longest or 0,
                              current_streak=current or 0, best=best, average=average)
             for name, kind, level, played, won, lost, drawn, alone, best, average, longest, current in rows]
    return sorted(found, key=lambda s: (-s.tally.played, s.player.casefold()))


def _counted_statistics(store, game_id: str | None) -> list[SummedStatistics]:
    return _sorted(store._query(f"""
        SELECT p.name, p.kind, p.level, t.played, t.won, t.lost, t.drawn, t.alone, t.best,
               CASE WHEN t.scores THEN t.score_sum / t.scores END, t.longest, t.current
        FROM tallies t JOIN players p ON p.id = t.player
        WHERE p.name NOT LIKE '{GUEST_PREFIX}%' AND t.game_id = ?""", [game_id or ""]))


def _counted_opponents(store, player: str, game_id: str | None) -> dict[str, Tally]:
    rows = store._query("SELECT p.name, a.won, a.lost, a.drawn FROM against a JOIN players p ON p.id = a.other"
                        " WHERE a.player = (SELECT id FROM players WHERE name = ?) AND a.game_id = ?",
                        (player, game_id or ""))
    return {name: Tally(won + lost + drawn, won, lost, drawn) for name, won, lost, drawn in rows if won + lost + drawn}


#: The most points of one rating line read for the plot (a few hundred pixels wide).
MAX_POINTS = 1000


def _kept(count: int) -> list[int]:
    """The numbers (1…count) of the points a line keeps: every `step`-th and the last."""
    step = max(1, -(-count // MAX_POINTS))
    return [n for n in range(1, count + 1) if (n - 1) % step == 0 or n == count]


class Ratings:
    """Each player's ratings after each of their games per game, as the statistics tab reads them: from the
    ratings kept in the history (`store`), or worked out (`points`, `ratings.rate`'s answer)."""

    def __init__(self, store=None, points: dict[tuple[str, str], list[RatingPoint]] | None = None):
        self.store = store
        self.points = points or {}

    def series(self, player: str | None, game_id: str | None) -> list[tuple[str, list[int], list[RatingPoint]]]:
        """(game, numbers, ratings): the player's rating after each of their games of `game_id` (None: each
        game), with the number of each game (1, 2, 3…); beyond `MAX_POINTS` games a point every so many games,
        and the last."""
        if self.store is None:
            lines = sorted((game, points) for (name, game), points in self.points.items()
                           if name == player and (game_id is None or game == game_id))
            return [(game, numbers, [points[n - 1] for n in numbers])
                    for game, points in lines if (numbers := _kept(len(points)))]
        rows = []
        for game in ([game_id] if game_id else [row[0] for row in self.store._query(
                "SELECT DISTINCT game_id FROM tallies WHERE player = (SELECT id FROM players WHERE name = ?)"
                " AND game_id != ''", (player,))]):
            last = self.latest(player, game)
            if last is None:
                continue
            step = -(-last.number // MAX_POINTS)  # the points of each `step` games, and the last
            rows += self.store._query(
                "SELECT game_id, number, game, finished, rating, rd, volatility FROM ratings"
                " WHERE player = (SELECT id FROM players WHERE name = ?) AND game_id = ?"
                " AND ((number - 1) % ? = 0 OR number = ?) ORDER BY finished, game",
                (player, game, step, last.number))
        lines = []
        for game, group in itertools.groupby(rows, key=lambda row: row[0]):
            group = list(group)
            lines.append((game, [row[1] for row in group], [RatingPoint(*row[2:], row[1]) for row in group]))
        return lines

    def latest(self, player: str, game_id: str) -> RatingPoint | None:
        """The player's rating after their last game of `game_id`, None before their first."""
        if self.store is None:
            points = self.points.get((player, game_id))
            return points[-1] if points else None
        rows = self.store._query(
            "SELECT game, finished, rating, rd, volatility, number FROM ratings WHERE player = (SELECT id FROM players"
            " WHERE name = ?) AND game_id = ? ORDER BY finished DESC, game DESC LIMIT 1", (player, game_id))
        return RatingPoint(*rows[0]) if rows else None
