"""What the History window shows over all time, kept in the history and brought up to date game by game
(schema version 4), so that it opens over 100,000 games without working anything out from every game: per
player (and per game, and over all games) their tally, scores and winning streaks (`tallies`), their results
against each other player (`against`), and their rating after each of their games (`ratings`). Pure Python (no
Qt). The rules are those of `statistics.py` and `ratings.py`; tests compare the figures on a known history.

A finished game is counted as it is written (`add_game`, from `exchange.insert_game`) when it is the newest.
Whatever changes the past — a finished game deleted, an older game imported, a stored time changed, other
measured anchors for the computer levels — marks the counts stale (the triggers of `SCHEMA`, or the anchors'
key), and they are counted again from the games when next asked for (`ensure_fresh`).
"""

from __future__ import annotations

import itertools
import json
import sqlite3
from collections.abc import Callable

from gui.history import Seat, player_seats, sqlfile
from gui.history.ratings import ANCHORS, Rating, measured_anchors, rate_game
from gui.history.statistics import result_against, seat_result

#: Migration 4 (see store.MIGRATIONS). `game_id` '' stands for all games together; `current` is the winning
#: streak so far; a rating's `number` counts the player's rated games of that game (1, 2, 3…). `summary_state`: whether the counts hold every game (`fresh`), with which anchors, and the
#: time of the newest game counted.
SCHEMA = """
    CREATE TABLE tallies(player INTEGER NOT NULL REFERENCES players(id), game_id TEXT NOT NULL,
        played INTEGER NOT NULL, won INTEGER NOT NULL, lost INTEGER NOT NULL, drawn INTEGER NOT NULL,
        alone INTEGER NOT NULL, best REAL, score_sum REAL NOT NULL, scores INTEGER NOT NULL,
        longest INTEGER NOT NULL, current INTEGER NOT NULL, PRIMARY KEY (player, game_id)) WITHOUT ROWID;
    CREATE TABLE against(player INTEGER NOT NULL REFERENCES players(id), game_id TEXT NOT NULL,
        other INTEGER NOT NULL REFERENCES players(id), won INTEGER NOT NULL, lost INTEGER NOT NULL,
        drawn INTEGER NOT NULL, PRIMARY KEY (player, game_id, other)) WITHOUT ROWID;
    CREATE TABLE ratings(game INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
        player INTEGER NOT NULL REFERENCES players(id), game_id TEXT NOT NULL, finished TEXT NOT NULL,
        rating REAL NOT NULL, rd REAL NOT NULL, volatility REAL NOT NULL, number INTEGER NOT NULL,
        PRIMARY KEY (player, game_id, finished, game)) WITHOUT ROWID;
    CREATE INDEX ratings_by_game ON ratings(game);
    CREATE INDEX games_by_mode ON games(complete, game_id, seats, options);
    CREATE TABLE summary_state(id INTEGER PRIMARY KEY CHECK (id = 1), fresh INTEGER NOT NULL, anchors TEXT,
        newest TEXT);
    INSERT INTO summary_state VALUES (1, 0, NULL, NULL);
    CREATE TRIGGER summary_stale_on_delete AFTER DELETE ON games WHEN old.complete = 1
        BEGIN UPDATE summary_state SET fresh = 0; END;
    CREATE TRIGGER summary_stale_on_change AFTER UPDATE OF game_id, finished, complete ON games
        BEGIN UPDATE summary_state SET fresh = 0; END;
    CREATE TRIGGER summary_stale_on_older AFTER INSERT ON games
        WHEN new.complete = 1 AND (SELECT newest FROM summary_state) > new.finished
        BEGIN UPDATE summary_state SET fresh = 0; END
"""

#: Finished games' seats with their players, in the order games are counted.
GAME_SEATS = ("SELECT g.id, g.game_id, g.finished, s.player, s.seat, p.name, p.kind, p.level, s.colour, s.score,"
              " s.rank, s.won FROM games g JOIN seats s ON s.game = g.id JOIN players p ON p.id = s.player"
              " WHERE g.complete = 1 {} ORDER BY g.finished, g.id, s.seat")
RESULTS = ("won", "lost", "drawn")


def anchors_key() -> str:
    """What the computer levels' ratings are measured as: ratings worked out with other anchors are stale."""
    return json.dumps([measured_anchors(), ANCHORS], sort_keys=True)


def fresh(conn: sqlite3.Connection) -> bool:
    row = conn.execute("SELECT fresh, anchors FROM summary_state").fetchone()
    return row is not None and row[0] == 1 and row[1] == anchors_key()


def ensure_fresh(conn: sqlite3.Connection) -> None:
    """Count every game again if the counts are stale (in one transaction)."""
    if not fresh(conn):
        rebuild(conn)


class Books:
    """The counts as the games are counted, oldest first; `load_*` give what was counted before (the stored
    counts, for a game added to them), else everything starts from nothing."""

    def __init__(self, load_tally: Callable[[int, str], list | None] | None = None,
                 load_against: Callable[[int, str, int], list | None] | None = None,
                 load_rating: Callable[[int, str], tuple[Rating, int] | None] | None = None):
        self.tallies: dict[tuple[int, str], list] = {}
        self.against: dict[tuple[int, str, int], list[int]] = {}
        self.ratings: dict[tuple[str, str], tuple[Rating, int]] = {}  # with how many games it counts
        self.rating_rows: list[tuple] = []
        self.load_tally = load_tally or (lambda *_key: None)
        self.load_against = load_against or (lambda *_key: None)
        self.load_rating = load_rating or (lambda *_key: None)

    def tally(self, player: int, game_id: str) -> list:
        """[played, won, lost, drawn, alone, best, score_sum, scores, longest, current]"""
        key = (player, game_id)
        if key not in self.tallies:
            self.tallies[key] = self.load_tally(*key) or [0, 0, 0, 0, 0, None, 0.0, 0, 0, 0]
        return self.tallies[key]

    def pair(self, player: int, game_id: str, other: int) -> list[int]:
        key = (player, game_id, other)
        if key not in self.against:
            self.against[key] = self.load_against(*key) or [0, 0, 0]
        return self.against[key]

    def count(self, rows: list[tuple]) -> None:
        """Count one game from its `GAME_SEATS` rows."""
        game, game_id, finished = rows[0][:3]
        ids = {row[5]: row[3] for row in rows}
        seats = [Seat(seat, name, kind, level, colour, score, rank, bool(won))
                 for _g, _i, _f, _p, seat, name, kind, level, colour, score, rank, won in rows]
        best = player_seats(seats)
        for seat in best:
            result = "alone" if len(best) == 1 else seat_result(Game(seats), seat)
            for key in ("", game_id):
                self._add(self.tally(ids[seat.player], key), result, seat.score)
                for other in best:
                    if other is not seat and result != "alone" \
                            and (against := result_against(Game(seats), seat, other)) is not None:
                        self.pair(ids[seat.player], key, ids[other.player])[RESULTS.index(against)] += 1
        for name, after in rate_game(game_id, seats, lambda name: self._rating(ids[name], name, game_id)[0]).items():
            number = self._rating(ids[name], name, game_id)[1] + 1
            self.ratings[(name, game_id)] = (after, number)
            self.rating_rows.append((game, ids[name], game_id, finished, after.rating, after.rd, after.volatility,
                                     number))

    @staticmethod
    def _add(tally: list, result: str, score: float | None) -> None:
        tally[0] += 1
        if result != "alone":
            tally[1 + RESULTS.index(result)] += 1
            tally[9] = tally[9] + 1 if result == "won" else 0
            tally[8] = max(tally[8], tally[9])
        else:
            tally[4] += 1  # the streak neither grows nor ends
        if score is not None:
            tally[5] = score if tally[5] is None else max(tally[5], score)
            tally[6] += score
            tally[7] += 1

    def _rating(self, player: int, name: str, game_id: str) -> tuple[Rating, int]:
        if (name, game_id) not in self.ratings:
            self.ratings[(name, game_id)] = self.load_rating(player, game_id) or (Rating(), 0)
        return self.ratings[(name, game_id)]

    def write(self, conn: sqlite3.Connection, newest: str | None) -> None:
        conn.executemany("INSERT OR REPLACE INTO tallies VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                         [(*key, *tally) for key, tally in self.tallies.items()])
        conn.executemany("INSERT OR REPLACE INTO against VALUES (?, ?, ?, ?, ?, ?)",
                         [(*key, *counts) for key, counts in self.against.items()])
        conn.executemany("INSERT OR REPLACE INTO ratings VALUES (?, ?, ?, ?, ?, ?, ?, ?)", self.rating_rows)
        conn.execute("UPDATE summary_state SET newest = max(coalesce(newest, ''), ?)", (newest or "",))


class Game:
    """The one thing `seat_result` and `result_against` ask of a game: its seats."""

    def __init__(self, seats: list[Seat]):
        self.seats = seats


def add_game(conn: sqlite3.Connection, game: int) -> None:
    """Count finished game `game`, just written, when the counts are fresh (else they are counted again later)."""
    if not fresh(conn):
        return
    rows = conn.execute(GAME_SEATS.format("AND g.id = ?"), (game,)).fetchall()
    if not rows:
        return

    def one(sql: str, key: tuple) -> list | None:
        row = conn.execute(sql, key).fetchone()
        return list(row) if row else None

    def rating(player: int, game_id: str) -> tuple[Rating, int] | None:
        row = one("SELECT rating, rd, volatility, number FROM ratings WHERE player = ? AND game_id = ?"
                  " ORDER BY finished DESC, game DESC LIMIT 1", (player, game_id))
        return (Rating(*row[:3]), row[3]) if row else None

    books = Books(lambda *key: one("SELECT played, won, lost, drawn, alone, best, score_sum, scores, longest, current"
                                   " FROM tallies WHERE player = ? AND game_id = ?", key),
                  lambda *key: one("SELECT won, lost, drawn FROM against WHERE player = ? AND game_id = ?"
                                   " AND other = ?", key), rating)
    books.count(rows)
    books.write(conn, rows[0][2])


def rebuild(conn: sqlite3.Connection, step: Callable[[], None] | None = None) -> None:
    """Count every finished game again, oldest first (`step()` after each: an import's progress, which may raise
    to stop)."""
    books = Books()
    newest = None
    with sqlfile.transaction(conn):
        for table in ("tallies", "against", "ratings"):
            conn.execute(f"DELETE FROM {table}")
        for _game, rows in itertools.groupby(conn.execute(GAME_SEATS.format("")).fetchall(), key=lambda row: row[0]):
            rows = list(rows)
            books.count(rows)
            newest = rows[0][2]
            if step is not None:
                step()
        conn.execute("UPDATE summary_state SET newest = NULL")
        books.write(conn, newest)
        conn.execute("UPDATE summary_state SET fresh = 1, anchors = ?", (anchors_key(),))
