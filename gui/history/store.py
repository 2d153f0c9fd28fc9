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

Computer levels are players named `computer:<level>` of kind 'computer'; the GUI shows them translated.

Nothing here loses a game or stops the app: a corrupt file, one that is not SQLite, one from a newer version or
one another program keeps locked beyond the busy timeout when it is opened is moved aside (`<name>.broken-<time>`,
`<name>.future-<time>`, `<name>.locked-<time>`, with its -wal and -shm) and a fresh database is started; a game
that cannot be written (a lock taken meanwhile, a read-only folder, a full disk) waits in memory and in
`<name>.pending.json` and is written at the next `record_game` or `flush`.
A game left unfinished is stored with `complete` 0; storing it again (later moves) or finished replaces that row. `problems` says what happened, in
plain English for the GUI to translate.
"""

from __future__ import annotations

import contextlib
import json
import logging
import os
import sqlite3
import time
from pathlib import Path
from typing import Any

from gui.history import (
    COMPUTER_PREFIX,
    FORMAT,
    FORMAT_VERSION,
    MAX_IMPORT_CHARS,
    MAX_NAME,
    Game,
    Player,
    Seat,
    check_document,
    entry_from_game,
    human_name,
    now_text,
    record_thread,
    utc,
)
from gui.saves import SaveError, write_atomically

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
]


class HistoryError(Exception):
    """The history cannot do what was asked; the message is plain English."""


class _Unusable(Exception):
    """The database file must be moved aside: `kind` is 'broken', 'future' or 'locked'."""

    def __init__(self, kind: str, reason: str):
        super().__init__(reason)
        self.kind = kind


def schema_version() -> int:
    return len(MIGRATIONS)


class HistoryStore:
    """The history database at `path`; the module docstring says what it keeps and how it copes."""

    def __init__(self, path: str | os.PathLike, timeout_s: float = 5.0):
        self.path = Path(path)
        self.pending_path = Path(f"{self.path}{PENDING_SUFFIX}")
        self.timeout_s = timeout_s
        self.problems: list[str] = []
        self._conn: sqlite3.Connection | None = None
        self._pending: list[dict[str, Any]] = self._read_pending()
        self._connect()
        if self._pending:
            self.flush()

    def close(self) -> None:
        if self._conn is not None:
            self._conn.close()
            self._conn = None

    def _problem(self, text: str) -> None:
        log.warning("%s: %s", self.path, text)
        self.problems.append(text)

    def _connect(self) -> bool:
        """Open the database, moving an unusable file aside once; False (with a problem) if it cannot be used."""
        for attempt in range(2):
            try:
                self._conn = self._open()
                return True
            except _Unusable as exc:
                if attempt or not self._move_aside(self.path, exc.kind, f"The history database {exc}"):
                    break
            except sqlite3.Error as exc:
                self._problem(f"The history database cannot be used now ({exc}); finished games wait to be written.")
                break
        self._conn = None
        return False

    def _open(self) -> sqlite3.Connection:
        conn = sqlite3.connect(self.path, timeout=self.timeout_s, isolation_level=None)
        try:
            version = _checked_version(conn)
            conn.execute("PRAGMA foreign_keys = ON")
            conn.execute("PRAGMA journal_mode = WAL")
            _check_not_locked(conn)
            migrate(conn, version)
            _fill_threads(conn)
        except BaseException:
            conn.close()
            raise
        return conn

    def _move_aside(self, path: Path, kind: str, why: str) -> bool:
        """Rename `path` (and its -wal and -shm) to `<name>.<kind>-<time>`; False if that failed."""
        stamp = time.strftime('%Y%m%d-%H%M%S')
        target = path.with_name(f"{path.name}.{kind}-{stamp}")
        for number in range(2, 1000):  # never over an earlier backup of the same second
            if not os.path.lexists(target):
                break
            target = path.with_name(f"{path.name}.{kind}-{stamp}-{number}")
        try:
            for suffix in ("", "-wal", "-shm"):
                if os.path.lexists(f"{path}{suffix}"):
                    os.replace(f"{path}{suffix}", f"{target}{suffix}")
        except OSError as err:
            self._problem(f"{why}, and it could not be moved aside ({err}).")
            return False
        self._problem(f"{why}; it was kept as {target.name} and a new one was started.")
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
        written: dict[str, int | None] = {}
        if self._pending and (self._conn is not None or self._connect()):
            try:
                while self._pending:
                    written[self._pending[0]["uid"]] = _insert_game(self._conn, self._pending[0])
                    self._pending.pop(0)
            except sqlite3.Error as exc:
                self._problem(f"A game could not be written to the history ({exc}); "
                              f"{len(self._pending)} waiting, to be written after the next game.")
                self.close()  # reopened next time: the folder, the disk or the lock may have changed
        self._save_pending()
        return written

    def _read_pending(self) -> list[dict[str, Any]]:
        try:
            with open(self.pending_path, "rb") as file:
                raw = file.read(MAX_IMPORT_CHARS + 1)
            return check_document(raw, "the games waiting to be written")[1]
        except FileNotFoundError:
            return []
        except OSError as exc:
            self._problem(f"The games waiting to be written could not be read ({exc}).")
        except ValueError as exc:
            self._move_aside(self.pending_path, "broken", f"The file of games waiting to be written is damaged ({exc})")
        return []

    def _save_pending(self) -> None:
        try:
            if self._pending:
                document = {"format": FORMAT, "version": FORMAT_VERSION, "players": [], "games": self._pending}
                write_atomically(self.pending_path, json.dumps(document, ensure_ascii=False))
            else:
                self.pending_path.unlink(missing_ok=True)
        except (OSError, SaveError) as exc:
            self._problem(f"The games waiting to be written are kept in memory only ({getattr(exc, 'strerror', None) or exc}).")

    def players(self) -> list[Player]:
        return [Player(*row) for row in self._query(f"SELECT {PLAYER_COLUMNS} FROM players ORDER BY name")]

    def player(self, name: str) -> Player | None:
        rows = self._query(f"SELECT {PLAYER_COLUMNS} FROM players WHERE name = ?", (name,))
        return Player(*rows[0]) if rows else None

    def add_player(self, name: str, colour: str | None = None, language: str | None = None) -> Player:
        """A human player, new or known by this name (then with these preferences); ValueError for bad values."""
        name = self._checked_name(name)
        self._check_preferences(colour, language)
        conn = self._writable()
        with _transaction(conn):
            _player_id(conn, {"name": name, "kind": "human"})
            conn.execute("UPDATE players SET colour = coalesce(?, colour), language = coalesce(?, language)"
                         " WHERE name = ?", (colour, language, name))
        return self.player(name)

    def set_preferences(self, name: str, colour: str | None, language: str | None) -> Player:
        """Set (or clear, with None) a known human player's colour and language."""
        self._check_preferences(colour, language)
        conn = self._writable()
        with _transaction(conn):
            if conn.execute("UPDATE players SET colour = ?, language = ? WHERE name = ? AND kind = 'human'",
                            (colour, language, name)).rowcount != 1:
                raise ValueError(f"no human player is called {name!r}")
        return self.player(name)

    def rename_player(self, name: str, new_name: str) -> Player:
        """Give a human player another name (their games follow); ValueError if it is taken or not a name."""
        new_name = self._checked_name(new_name)
        conn = self._writable()
        with _transaction(conn):
            taken = conn.execute("SELECT name FROM players WHERE name = ?", (new_name,)).fetchone()
            if taken and taken[0].casefold() != name.casefold():
                raise ValueError(f"another player is called {new_name!r}")
            if conn.execute("UPDATE players SET name = ? WHERE name = ? AND kind = 'human'",
                            (new_name, name)).rowcount != 1:
                raise ValueError(f"no human player is called {name!r}")
        return self.player(new_name)

    def delete_player(self, name: str) -> None:
        """Forget a human player who has no stored games; ValueError otherwise."""
        conn = self._writable()
        with _transaction(conn):
            if conn.execute("SELECT 1 FROM seats s JOIN players p ON p.id = s.player WHERE p.name = ?",
                            (name,)).fetchone():
                raise ValueError(f"{name!r} has stored games")
            conn.execute("DELETE FROM players WHERE name = ? AND kind = 'human'", (name,))

    @staticmethod
    def _checked_name(name: str) -> str:
        name = human_name(name)
        if name is None or name.startswith(COMPUTER_PREFIX):
            raise ValueError(f"a player needs a name of 1 to {MAX_NAME} characters, not starting with 'computer:'")
        return name

    @staticmethod
    def _check_preferences(colour: str | None, language: str | None) -> None:
        if not all(value is None or (isinstance(value, str) and len(value) <= MAX_NAME) for value in (colour, language)):
            raise ValueError("a colour or a language must be a short text")

    def games(self, game_id: str | None = None, player: str | None = None, since: str | None = None,
              until: str | None = None, limit: int | None = None, complete: bool | None = None,
              game: int | None = None) -> list[Game]:
        """Stored games, newest first; `since`/`until` are ISO 8601 times (inclusive), `player` a name,
        `complete` True for finished games only, False for the unfinished ones, `game` one stored game's id."""
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
                         " WHERE s.game = g.id AND p.name = ?)")
            params.append(player)
        for bound, op in ((since, ">="), (until, "<=")):
            if bound is not None:
                where.append(f"g.finished {op} ?")
                params.append(utc(bound).isoformat(timespec="seconds"))
        chosen = f"SELECT g.id FROM games g WHERE {' AND '.join(where)} ORDER BY g.finished DESC, g.id DESC"
        if limit is not None:
            chosen += " LIMIT ?"
            params.append(int(limit))
        seats: dict[int, list[Seat]] = {}
        for row in self._query("SELECT s.game, s.seat, p.name, p.kind, p.level, s.colour, s.score, s.rank, s.won"
                               f" FROM seats s JOIN players p ON p.id = s.player WHERE s.game IN ({chosen})"
                               " ORDER BY s.game, s.seat", params):
            seats.setdefault(row[0], []).append(Seat(*row[1:8], bool(row[8])))
        rows = self._query("SELECT id, uid, game_id, options, started, finished, duration_s, result, moves, complete"
                           f" FROM games WHERE id IN ({chosen}) ORDER BY finished DESC, id DESC", params)
        return [Game(r[0], r[1], r[2], json.loads(r[3]), seats.get(r[0], []), r[4], r[5], r[6], json.loads(r[7]),
                     json.loads(r[8]), bool(r[9])) for r in rows]

    def game_record(self, game: int) -> str:
        """The GameRecord JSON of stored game `game`; KeyError if there is none."""
        rows = self._query("SELECT record FROM games WHERE id = ?", (game,))
        if not rows:
            raise KeyError(game)
        return rows[0][0]

    def delete_game(self, game: int) -> None:
        conn = self._writable()
        with _transaction(conn):
            conn.execute("DELETE FROM games WHERE id = ?", (game,))

    def _query(self, sql: str, params: tuple | list = ()) -> list[tuple]:
        """The rows of a read; none (with a problem) while the database cannot be used."""
        if self._conn is None and not self._connect():
            return []
        try:
            return self._conn.execute(sql, params).fetchall()
        except sqlite3.Error as exc:
            self._problem(f"The history could not be read ({exc}).")
            return []

    def _writable(self) -> sqlite3.Connection:
        if self._conn is None and not self._connect():
            raise HistoryError(self.problems[-1])
        return self._conn

    def export_json(self) -> str:
        """The whole history as one JSON document: players, then games oldest first with their records."""
        players = [{"name": p.name, "kind": p.kind, "level": p.level, "colour": p.colour, "language": p.language,
                    "created": p.created} for p in self.players()]
        games = [{"uid": g.uid, "game": g.game_id, "options": g.options, "started": g.started, "finished": g.finished,
                  "duration_s": g.duration_s, "result": g.result, "moves": g.moves, "record": self.game_record(g.id),
                  "complete": g.complete,
                  "players": [{"name": s.player, "kind": s.kind, "level": s.level, "colour": s.colour,
                               "score": s.score, "rank": s.rank, "won": s.won} for s in g.seats]}
                 for g in reversed(self.games())]
        document = {"format": FORMAT, "version": FORMAT_VERSION, "players": players, "games": games}
        return json.dumps(document, ensure_ascii=False, indent=1)

    def import_json(self, text: str | bytes) -> int:
        """Merge an exported history (players by name, games by uid); how many games were added.

        ValueError for anything but a well-formed export, and then nothing is written.
        """
        players, games = check_document(text, "the history file")
        conn = self._writable()
        with _transaction(conn):
            for player in players:
                _player_id(conn, player)
            return sum(_insert_game(conn, entry) is not None for entry in games)


PLAYER_COLUMNS = "id, name, kind, level, colour, language, created"


@contextlib.contextmanager
def _transaction(conn: sqlite3.Connection):
    """BEGIN IMMEDIATE … COMMIT, rolled back on any error; inside an open transaction it adds nothing."""
    if conn.in_transaction:
        yield
        return
    conn.execute("BEGIN IMMEDIATE")
    try:
        yield
    except BaseException:
        with contextlib.suppress(sqlite3.Error):
            conn.execute("ROLLBACK")
        raise
    conn.execute("COMMIT")


def _checked_version(conn: sqlite3.Connection) -> int:
    """The file's schema version; `_Unusable` if it is not an intact SQLite file this code understands."""
    try:
        version = conn.execute("PRAGMA user_version").fetchone()[0]
        check = conn.execute("PRAGMA quick_check").fetchone()[0]
    except sqlite3.OperationalError as exc:
        if _locked(exc):
            raise _Unusable("locked", f"is locked by another program ({exc})") from None
        raise  # not openable (a missing folder, no permission): nothing to move aside
    except sqlite3.DatabaseError as exc:
        raise _Unusable("broken", f"is not readable ({exc})") from None
    if version > schema_version():
        raise _Unusable("future", f"is from a newer Ludoteca (schema {version}; this one knows {schema_version()})")
    if check != "ok":
        raise _Unusable("broken", f"is damaged ({check})")
    return version


def _locked(exc: sqlite3.Error) -> bool:
    return getattr(exc, "sqlite_errorcode", None) in (sqlite3.SQLITE_BUSY, sqlite3.SQLITE_LOCKED)


def _check_not_locked(conn: sqlite3.Connection) -> None:
    """`_Unusable` if another program holds the file's write lock for longer than the busy timeout (a hung or
    crashed program: games could never be written to it). A file that is only read-only stays in use for reading."""
    try:
        conn.execute("BEGIN IMMEDIATE")
        conn.execute("ROLLBACK")
    except sqlite3.OperationalError as exc:
        if _locked(exc):
            raise _Unusable("locked", f"is locked by another program ({exc})") from None


def migrate(conn: sqlite3.Connection, version: int) -> None:
    """Bring the schema from `version` to `schema_version()`, one transaction per step."""
    for number in range(version, schema_version()):
        try:
            conn.executescript(f"BEGIN IMMEDIATE;\n{MIGRATIONS[number]}\nPRAGMA user_version = {number + 1};\nCOMMIT;")
        except sqlite3.Error:
            if conn.in_transaction:
                conn.execute("ROLLBACK")
            raise


def _insert_game(conn: sqlite3.Connection, entry: dict[str, Any]) -> int | None:
    """Write one checked game with its seats; None if a game with its uid is stored already."""
    with _transaction(conn):
        if conn.execute("SELECT 1 FROM games WHERE uid = ?", (entry["uid"],)).fetchone():
            return None
        # Its earlier sitting, left unfinished, is replaced (also by a finished game: it is no longer unfinished).
        conn.execute("DELETE FROM games WHERE thread = ? AND complete = 0", (entry["thread"],))
        game = conn.execute(
            "INSERT INTO games(uid, game_id, options, seats, started, finished, duration_s, result, moves, record,"
            " complete, thread) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (entry["uid"], entry["game"], _dump(entry["options"]), len(entry["players"]), entry["started"],
             entry["finished"], entry["duration_s"], _dump(entry["result"]), _dump(entry["moves"]), entry["record"],
             int(entry["complete"]), entry["thread"])).lastrowid
        for index, seat in enumerate(entry["players"]):
            conn.execute("INSERT INTO seats(game, seat, player, colour, score, rank, won) VALUES (?, ?, ?, ?, ?, ?, ?)",
                         (game, index, _player_id(conn, {"name": seat["name"], "kind": seat["kind"],
                                                         "level": seat["level"]}),
                          seat["colour"], seat["score"], seat["rank"], int(seat["won"])))
        return game


def _fill_threads(conn: sqlite3.Connection) -> None:
    """Give the games stored before version 3 their thread (computed from their record)."""
    rows = conn.execute("SELECT id, uid, record FROM games WHERE thread IS NULL").fetchall()
    if rows:
        with _transaction(conn):
            for game, uid, record in rows:
                try:
                    thread = record_thread(json.loads(record))
                except (ValueError, RecursionError):  # an unreadable record: a thread of its own
                    thread = uid
                conn.execute("UPDATE games SET thread = ? WHERE id = ?", (thread, game))


def _player_id(conn: sqlite3.Connection, player: dict[str, Any]) -> int:
    """The id of the player of this name, added (with its preferences) when new."""
    row = conn.execute("SELECT id FROM players WHERE name = ?", (player["name"],)).fetchone()
    if row:
        return row[0]
    return conn.execute(
        "INSERT INTO players(name, kind, level, colour, language, created) VALUES (?, ?, ?, ?, ?, ?)",
        (player["name"], player["kind"], player.get("level"), player.get("colour"), player.get("language"),
         player.get("created") or now_text())).lastrowid


def _dump(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"))


