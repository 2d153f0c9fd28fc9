"""The history of played games in SQLite: players, games and their seats. Pure Python (no Qt).

Schema, version `len(MIGRATIONS)` kept in `PRAGMA user_version` (`MIGRATIONS[n]` takes version n to n + 1,
each in one transaction; the database runs in WAL mode with foreign keys on):

    players(id, name UNIQUE COLLATE NOCASE, kind 'human'|'computer', level (computers: a level key),
            colour (preferred), language, created)
    games(id, uid UNIQUE (SHA-256 of the record's canonical JSON: an import merges without duplicates),
          game_id, options JSON, seats, started, finished (ISO 8601, UTC), duration_s,
          result JSON {winners, reason, scores}, moves JSON (notation), record (the GameRecord JSON), complete 0/1,
          thread (SHA-256 of the record's start and players: the sittings of one game; since version 3))
    seats(game -> games ON DELETE CASCADE, seat, player -> players, colour, score, rank (1 = best), won 0/1)
    tallies, against, ratings, summary_state (since version 4): what the History window shows over all time,
          counted game by game (`standings.py`)

Computer levels are players named `computer:<level>` of kind 'computer', a seat nobody named is the guest
`guest:<seat number>`; the GUI shows both translated. Players are one whatever the case or Unicode spelling of
their name (`gui.history.name_key`, registered in SQLite as `ludoteca_key`).

Nothing here loses a game or stops the app: a corrupt file, one that is not SQLite or not a Ludoteca history, one
from a newer version or one another program keeps locked beyond the busy timeout when it is opened is moved
aside (`<name>.broken-<time>`, `<name>.future-<time>`, `<name>.locked-<time>`, with its -wal and -shm) and a fresh
database is started — but never while another running Ludoteca has it open (each open store holds a shared lock
on `<name>.lock`): then games wait. A store whose file was moved aside under it opens the new one. A game that
cannot be written (a lock taken meanwhile, a read-only folder, a full disk) waits in memory and in
`<name>.pending.json`, which every running Ludoteca shares (`waiting.py`), and is written at the next
`record_game` or `flush`; a game that can never be written (its data is bad) is kept in
`<name>.pending.json.rejected-<time>`. Stored rows that cannot be read are left out of
what the store gives, with a problem.
A game left unfinished is stored with `complete` 0; storing it again (later moves) or finished replaces that row
(an import replaces only an older sitting); the analysis of a stored game, worked out later, joins its record.
`problems` says what happened, in plain English for the GUI to translate.
"""

from __future__ import annotations

import contextlib
import logging
import os
import sqlite3
import stat
from pathlib import Path
from typing import Any

from gui.history import (
    MAX_NAME,
    MAX_RECORD_CHARS,
    Game,
    Player,
    Seat,
    entry_from_game,
    exchange,
    human_name,
    is_reserved,
    load_json,
    name_key,
    sqlfile,
    standings,
    utc,
)
from gui.history.exchange import insert_game as _insert_game
from gui.history.waiting import WaitingFile, move_aside

log = logging.getLogger(__name__)

PENDING_SUFFIX = ".pending.json"

MIGRATIONS: list[str] = [
    """
    CREATE TABLE players(id INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE COLLATE NOCASE,
        kind TEXT NOT NULL CHECK (kind IN ('human', 'computer')), level TEXT, colour TEXT, language TEXT,
        created TEXT NOT NULL);
    CREATE TABLE games(id INTEGER PRIMARY KEY, uid TEXT NOT NULL UNIQUE, game_id TEXT NOT NULL,
        options TEXT NOT NULL, seats INTEGER NOT NULL, started TEXT NOT NULL, finished TEXT NOT NULL,
        duration_s REAL NOT NULL, result TEXT, moves TEXT NOT NULL, record TEXT NOT NULL, complete INTEGER NOT NULL);
    CREATE TABLE seats(game INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE, seat INTEGER NOT NULL,
        player INTEGER NOT NULL REFERENCES players(id), colour TEXT, score REAL, rank INTEGER NOT NULL,
        won INTEGER NOT NULL, PRIMARY KEY (game, seat));
    """,
    """
    CREATE INDEX games_by_finished ON games(finished);
    CREATE INDEX games_by_game ON games(game_id, finished);
    CREATE INDEX seats_by_player ON seats(player);
    """,
    # The thread of a game (the hash of its start and players): one row per game left unfinished.
    """
    ALTER TABLE games ADD COLUMN thread TEXT;
    CREATE INDEX games_by_thread ON games(thread);
    """,
    # Each game's standings and ratings, for the History window (`standings.py`): built at the next look.
    standings.SCHEMA,
]


class HistoryError(Exception):
    """The history cannot do what was asked; the message is plain English."""


def schema_version() -> int:
    return len(MIGRATIONS)


class HistoryStore:
    """The history database at `path`; the module docstring says what it keeps and how it copes."""

    def __init__(self, path: str | os.PathLike, timeout_s: float = 5.0):
        self.path = Path(path)
        self.pending_path = Path(f"{self.path}{PENDING_SUFFIX}")
        self.in_memory = str(path) == ":memory:"  # a scratch history: no lock, no file of waiting games
        self._waiting = WaitingFile(None if self.in_memory else self.pending_path, self._problem, self._move_aside)
        self.timeout_s = timeout_s
        self.problems: list[str] = []
        self._conn: sqlite3.Connection | None = None
        self._identity: tuple[int, int] | None = None  # the file the connection has open
        self._lock: sqlfile.InstanceLock | None = None
        self._pending: list[dict[str, Any]] = []
        #: The file or its folder cannot be written (an immutable folder, a read-only disk): it is read only.
        self.read_only = False
        self._connect()
        self.flush()  # the games a run of Ludoteca left waiting, if any

    def close(self) -> None:
        if self._conn is not None:
            self._conn.close()
            self._conn = None
        if self._lock is not None:
            self._lock.release()
            self._lock = None

    def _problem(self, text: str) -> None:
        log.warning("%s: %s", self.path, text)
        self.problems.append(text)

    def _connect(self) -> bool:
        """Open the database, moving an unusable file aside once; False (with a problem) if it cannot be used."""
        if self._lock is None and not self.in_memory:
            self._lock = sqlfile.InstanceLock(self.path)
        elif self._lock is not None:
            self._lock.acquire()  # again, if it could not be had before
        for attempt in range(2):
            try:
                self._conn = self._open()
                self._identity = sqlfile.identity(self.path)
                return True
            except sqlfile.Unusable as exc:
                if self._lock is not None and self._lock.others():
                    self._problem(f"The history database {exc}, but another Ludoteca has it open: it stays as it "
                                  "is and finished games wait to be written.")
                    break
                if attempt or not self._move_aside(self.path, exc.kind, f"The history database {exc}"):
                    break
            except sqlite3.Error as exc:
                self._problem(f"The history database cannot be used now ({exc}); finished games wait to be written.")
                break
        self._conn = None
        return False

    def _open(self) -> sqlite3.Connection:
        with contextlib.suppress(FileNotFoundError):
            if not stat.S_ISREG(os.stat(self.path).st_mode):
                raise sqlfile.Unusable("broken", "is not a file")
        self.read_only = sqlfile.unwritable(self.path)
        if self.read_only:
            return sqlfile.open_read_only(self.path, schema_version())
        conn = sqlite3.connect(self.path, timeout=self.timeout_s, isolation_level=None)
        try:
            sqlfile.prepare(conn)
            sqlfile.check_version(conn, schema_version())
            conn.execute("PRAGMA foreign_keys = ON")
            conn.execute("PRAGMA journal_mode = WAL")
            sqlfile.check_not_locked(conn)
            migrate(conn)
            sqlfile.check_schema(conn)
            sqlfile.fill_threads(conn)
            if not conn.execute("SELECT 1 FROM games WHERE complete = 1 LIMIT 1").fetchone():
                standings.ensure_fresh(conn)  # nothing to count: the counts start up to date
        except BaseException:
            conn.close()
            raise
        return conn

    def _check_identity(self) -> None:
        """Close a connection whose file is no longer at `path` (another program moved it aside): the next use
        opens what is there now, so no game goes into a file nobody reads."""
        if self._conn is not None and sqlfile.identity(self.path) != self._identity:
            log.warning("%s was moved away by another program; the history at its place is used", self.path)
            self._conn.close()
            self._conn = None

    def _move_aside(self, path: Path, kind: str, why: str) -> bool:
        """Rename `path` (and its -wal and -shm) to `<name>.<kind>-<time>`; False if that failed."""
        try:
            target = move_aside(path, kind)
        except OSError as err:
            self._problem(f"{why}, and it could not be moved aside ({err}).")
            return False
        fresh = " and a new one was started" if path == self.path else ""
        self._problem(f"{why}; it was kept as {target.name}{fresh}.")
        return True

    # Games are written from the queue, so one that fails stays queued and nothing is lost.

    def record_game(self, record_json: str, players: list[dict[str, Any]], outcome: dict[str, Any] | None,
                    duration_s: float, finished_at: str | None = None) -> int | None:
        """Store a game (`outcome` None: not finished); its id, or None if stored already or waiting to be.

        `players` are the record's seats as `GameSetup.players()` gives them, `outcome` as `Outcome.to_dict()`.
        Bad arguments raise ValueError; a database that cannot be written never raises: the game waits.
        """
        entry = entry_from_game(record_json, players, outcome, duration_s, finished_at)
        self._pending.append(entry)
        return self._write_pending().get(entry["uid"])

    def flush(self) -> int:
        """Write the games that wait; how many were written (duplicates included)."""
        return len(self._write_pending())

    def pending_count(self) -> int:
        return len(self._pending)

    def _write_pending(self) -> dict[str, int | None]:
        """Write the games that wait, with those any Ludoteca left in the file of waiting games: the file is read,
        written to the history and rewritten by one store at a time, so no store drops another's game."""
        written: dict[str, int | None] = {}
        self._check_identity()
        self._reopen_if_writable()
        with self._waiting.locked(self.timeout_s + 1):
            known = {entry["uid"] for entry in self._pending}
            self._pending += [entry for entry in self._waiting.read() if entry["uid"] not in known]
            if self.read_only and self._pending:
                self._problem(f"The history is read-only; {len(self._pending)} games wait to be written.")
            elif self._pending and (self._conn is not None or self._connect()):
                try:
                    while self._pending:
                        entry = self._pending[0]
                        try:
                            written[entry["uid"]] = _insert_game(self._conn, entry)
                        except (sqlite3.IntegrityError, ValueError, TypeError, OverflowError) as exc:
                            self._waiting.reject([entry], f"A game cannot be written to the history ({exc})")
                        self._pending.pop(0)
                except sqlite3.Error as exc:
                    self._problem(f"A game could not be written to the history ({exc}); "
                                  f"{len(self._pending)} waiting, to be written after the next game.")
                    self._conn.close()  # reopened next time: the folder, the disk or the lock may have changed
                    self._conn = None
            self._waiting.save(self._pending)
        return written

    def players(self) -> list[Player]:
        """Every player (people, guests and computer levels) by name; rows that cannot be read are left out."""
        rows = self._query(f"SELECT {PLAYER_COLUMNS} FROM players ORDER BY name")
        players = [player for row in rows if (player := sqlfile.player_from_row(row)) is not None]
        self._note_unreadable(len(rows) - len(players), "players")
        return players

    def player(self, name: str) -> Player | None:
        """The player of this name, whatever its case or Unicode spelling (the oldest of several)."""
        if not isinstance(name, str):
            return None
        rows = self._query(f"SELECT {PLAYER_COLUMNS} FROM players WHERE ludoteca_key(name) = ? ORDER BY id LIMIT 1",
                           (name_key(name),))
        return sqlfile.player_from_row(rows[0]) if rows else None

    def add_player(self, name: str, colour: str | None = None, language: str | None = None) -> Player:
        """A human player, new or known by this name (then with these preferences); ValueError for bad values."""
        name = self._checked_name(name)
        self._check_preferences(colour, language)
        conn = self._writable()
        with sqlfile.transaction(conn), sqlfile.as_value_error():
            player = sqlfile.player_id(conn, {"name": name, "kind": "human"})
            conn.execute("UPDATE players SET colour = coalesce(?, colour), language = coalesce(?, language)"
                         " WHERE id = ?", (colour, language, player))
        return self.player(name)

    def set_preferences(self, name: str, colour: str | None, language: str | None) -> Player:
        """Set (or clear, with None) a known human player's colour and language."""
        self._check_preferences(colour, language)
        conn = self._writable()
        with sqlfile.transaction(conn):
            if conn.execute("UPDATE players SET colour = ?, language = ? WHERE id = ? AND kind = 'human'",
                            (colour, language, sqlfile.known_player_id(conn, name))).rowcount != 1:
                raise ValueError(f"no human player is called {name!r}")
        return self.player(name)

    def rename_player(self, name: str, new_name: str) -> Player:
        """Give a human player another name (their games follow); ValueError if it is taken or not a name."""
        new_name = self._checked_name(new_name)
        conn = self._writable()
        with sqlfile.transaction(conn), sqlfile.as_value_error():
            player, taken = sqlfile.known_player_id(conn, name), sqlfile.known_player_id(conn, new_name)
            if taken is not None and taken != player:
                raise ValueError(f"another player is called {new_name!r}")
            if conn.execute("UPDATE players SET name = ? WHERE id = ? AND kind = 'human'",
                            (new_name, player)).rowcount != 1:
                raise ValueError(f"no human player is called {name!r}")
        return self.player(new_name)

    def delete_player(self, name: str) -> None:
        """Forget a human player who has no stored games; ValueError otherwise."""
        conn = self._writable()
        with sqlfile.transaction(conn):
            player = sqlfile.known_player_id(conn, name)
            if conn.execute("SELECT 1 FROM seats WHERE player = ?", (player,)).fetchone():
                raise ValueError(f"{name!r} has stored games")
            conn.execute("DELETE FROM players WHERE id = ? AND kind = 'human'", (player,))

    @staticmethod
    def _checked_name(name: str) -> str:
        name = human_name(name)
        if name is None or is_reserved(name):
            raise ValueError(f"a player needs a name of 1 to {MAX_NAME} characters, not starting with 'computer:' "
                             "or 'guest:'")
        return name

    @staticmethod
    def _check_preferences(colour: str | None, language: str | None) -> None:
        if not all(value is None or (isinstance(value, str) and len(value) <= MAX_NAME) for value in (colour, language)):
            raise ValueError("a colour or a language must be a short text")

    def _note_unreadable(self, count: int, what: str) -> None:
        if count > 0:
            self._problem(f"{count} stored {what} could not be read and are left out.")

    def games(self, game_id: str | None = None, player: str | None = None, since: str | None = None,
              until: str | None = None, limit: int | None = None, complete: bool | None = None,
              game: int | None = None) -> list[Game]:
        """Stored games, newest first; `since`/`until` are ISO 8601 times (inclusive), `player` a name,
        `complete` True for finished games only, False for the unfinished ones, `game` one stored game's id."""
        where, params = self._where(game_id, player, since, until, complete, game)
        chosen = f"SELECT g.id FROM games g WHERE {' AND '.join(where)} ORDER BY g.finished DESC, g.id DESC"
        if limit is not None:
            chosen += " LIMIT ?"
            params.append(int(limit))
        seats: dict[int, list[Seat | None]] = {}
        for row in self._query("SELECT s.game, s.seat, p.name, p.kind, p.level, s.colour, s.score, s.rank, s.won"
                               f" FROM seats s JOIN players p ON p.id = s.player WHERE s.game IN ({chosen})"
                               " ORDER BY s.game, s.seat", params):
            seats.setdefault(row[0], []).append(sqlfile.seat_from_row(row[1:]))
        rows = self._query("SELECT id, uid, game_id, options, started, finished, duration_s, result, moves, complete"
                           f" FROM games WHERE id IN ({chosen}) ORDER BY finished DESC, id DESC", params)
        games = [game for row in rows if (game := sqlfile.game_from_row(row, seats.get(row[0], []))) is not None]
        self._note_unreadable(len(rows) - len(games), "games")
        return games

    def count_games(self, game_id: str | None = None, since: str | None = None, complete: bool | None = None) -> int:
        """How many stored games `games` would give with these filters and no limit."""
        where, params = self._where(game_id, None, since, None, complete, None)
        rows = self._query(f"SELECT count(*) FROM games g WHERE {' AND '.join(where)}", params)
        return rows[0][0] if rows else 0

    @staticmethod
    def _where(game_id, player, since, until, complete, game) -> tuple[list[str], list[Any]]:
        """The conditions on stored games `g` of `games`' filters, with their parameters."""
        where, params = ["1"], []
        if game is not None:
            where.append("g.id = ?")
            params.append(int(game))
        if complete is not None:
            where.append("g.complete = ?")
            params.append(int(complete))
        if game_id is not None:
            where.append("g.game_id = ?")
            params.append(game_id)
        if player is not None:
            where.append("EXISTS (SELECT 1 FROM seats s JOIN players p ON p.id = s.player"
                         " WHERE s.game = g.id AND ludoteca_key(p.name) = ?)")
            params.append(name_key(player))
        for bound, op in ((since, ">="), (until, "<=")):
            if bound is not None:
                where.append(f"g.finished {op} ?")
                params.append(utc(bound).isoformat(timespec="seconds"))
        return where, params

    def game_record(self, game: int) -> str:
        """The GameRecord JSON of stored game `game`; KeyError if there is none."""
        rows = self._query("SELECT record FROM games WHERE id = ?", (game,))
        if not rows:
            raise KeyError(game)
        return rows[0][0]

    def keep_analysis(self, uid: str, analysis: dict[str, Any]) -> bool:
        """Keep the analysis worked out after game `uid` was stored in its record (the uid leaves the analysis out);
        False if no stored game has that uid (one still waiting to be written keeps none)."""
        rows = self._query("SELECT id, record FROM games WHERE uid = ?", (uid,))
        if not rows:
            return False
        record = load_json(rows[0][1], MAX_RECORD_CHARS, "a stored record")
        conn = self._writable()
        with sqlfile.transaction(conn):
            conn.execute("UPDATE games SET record = ? WHERE id = ?", (sqlfile.dump({**record, "analysis": analysis}),
                                                                      rows[0][0]))
        return True

    def delete_game(self, game: int) -> None:
        conn = self._writable()
        with sqlfile.transaction(conn):
            conn.execute("DELETE FROM games WHERE id = ?", (game,))

    def _query(self, sql: str, params: tuple | list = ()) -> list[tuple]:
        """The rows of a read; none (with a problem) while the database cannot be used."""
        self._check_identity()
        if self._conn is None and not self._connect():
            return []
        try:
            return self._conn.execute(sql, params).fetchall()
        except sqlite3.Error as exc:
            self._problem(f"The history could not be read ({exc}).")
            return []

    def _writable(self) -> sqlite3.Connection:
        self._check_identity()
        self._reopen_if_writable()
        if self._conn is None and not self._connect():
            raise HistoryError(self.problems[-1])
        if self.read_only:
            raise HistoryError("The history is read-only: its file or folder cannot be written.")
        return self._conn

    def _reopen_if_writable(self) -> None:
        """A history opened read-only is opened again for writing once its folder can be written."""
        if self.read_only and self._conn is not None and not sqlfile.unwritable(self.path):
            self._conn.close()
            self._conn, self.read_only = None, False

    def export_json(self) -> str:
        """The whole history as one JSON document (`gui.history.exchange.export_json`)."""
        return exchange.export_json(self)

    def import_json(self, text: str | bytes) -> int:
        """Merge an exported history; how many games were added (`gui.history.exchange.import_json`)."""
        return exchange.import_json(self, text)

    def connect(self) -> sqlite3.Connection:
        """Another connection to the history, for work in another thread (an import): the caller closes it.
        HistoryError while the history cannot be written, or for a scratch history (in memory: its own alone)."""
        if self.in_memory:
            raise HistoryError("A history in memory has no other connection.")
        self._writable()
        conn = sqlite3.connect(self.path, timeout=self.timeout_s, isolation_level=None, check_same_thread=False)
        sqlfile.prepare(conn)
        conn.execute("PRAGMA foreign_keys = ON")
        return conn


PLAYER_COLUMNS = "id, name, kind, level, colour, language, created"


def migrate(conn: sqlite3.Connection) -> None:
    """Bring the schema to `schema_version()`, one transaction per step, each reading the version inside its
    transaction (another Ludoteca may have taken the step meanwhile). A file at version 0 that has tables is not
    ours (`Unusable`); a step that fails for a passing reason (a full disk, a lock) or in a file with the
    history's tables leaves the file as it was; in a file without them the file is not ours."""
    while True:
        try:
            conn.execute("BEGIN IMMEDIATE")
            number = conn.execute("PRAGMA user_version").fetchone()[0]
            if number >= schema_version():
                conn.execute("COMMIT")
                return
            if number == 0 and sqlfile.table_columns(conn):
                raise sqlfile.Unusable("broken", "is not a Ludoteca history (an unknown schema)")
            statement = ""
            for piece in MIGRATIONS[number].split(";"):  # a trigger's body has semicolons of its own
                statement += piece + ";"
                if sqlite3.complete_statement(statement):
                    if statement.strip(" \n;"):
                        conn.execute(statement)
                    statement = ""
            conn.execute(f"PRAGMA user_version = {number + 1}")
            conn.execute("COMMIT")
        except sqlfile.Unusable:
            conn.execute("ROLLBACK")
            raise
        except sqlite3.Error as exc:
            if conn.in_transaction:
                conn.execute("ROLLBACK")
            if getattr(exc, "sqlite_errorcode", None) in sqlfile.PASSING_ERRORS \
                    or set(sqlfile.SCHEMA) <= set(sqlfile.table_columns(conn)):
                raise
            raise sqlfile.Unusable("broken", f"is not a Ludoteca history ({exc})") from None
