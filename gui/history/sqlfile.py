"""The history's SQLite file as such: telling a file that cannot be used (and why), the lock by which running
Ludotecas see each other, noticing the file was moved away, and reading stored rows that may be damaged. Pure
Python (no Qt); `store.py` builds the history on it."""

from __future__ import annotations

import contextlib
import json
import math
import os
import sqlite3
import stat
import time
from pathlib import Path
from typing import Any

from gui.history import Game, Player, Seat, name_key, now_text, record_thread, utc

try:
    import fcntl  # the lock that tells running Ludotecas of each other (not on Windows: there, none is seen)
except ImportError:  # pragma: no cover - Windows
    fcntl = None

#: The tables and columns of the current schema: a file without them is not a Ludoteca history.
SCHEMA = {"players": {"id", "name", "kind", "level", "colour", "language", "created"},
          "games": {"id", "uid", "game_id", "options", "seats", "started", "finished", "duration_s", "result",
                    "moves", "record", "complete", "thread"},
          "seats": {"game", "seat", "player", "colour", "score", "rank", "won"}}
#: SQLite errors of the moment (a full disk, a read-only folder, a lock): the file is kept and games wait.
PASSING_ERRORS = frozenset(getattr(sqlite3, name) for name in (
    "SQLITE_BUSY", "SQLITE_LOCKED", "SQLITE_NOMEM", "SQLITE_READONLY", "SQLITE_IOERR", "SQLITE_FULL",
    "SQLITE_CANTOPEN", "SQLITE_PERM", "SQLITE_PROTOCOL", "SQLITE_INTERRUPT"))


class Unusable(Exception):
    """The database file must be moved aside: `kind` is 'broken', 'future' or 'locked'."""

    def __init__(self, kind: str, reason: str):
        super().__init__(reason)
        self.kind = kind


#: How a lock file is opened: never through a link, never waiting on a pipe.
LOCK_FLAGS = os.O_RDWR | os.O_CREAT | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_NONBLOCK", 0)


def open_lock_file(path: Path) -> int | None:
    """A descriptor of the lock file at `path`, which is made if missing and replaced if something that is no
    lock file is there (a folder, a link, a pipe); None if it cannot be had (a read-only folder, a lock file this
    user may not open: that one is left to its owner)."""
    for _attempt in range(2):
        try:
            fd = os.open(path, LOCK_FLAGS, 0o600)
        except OSError:
            fd = None
        if fd is not None:
            if stat.S_ISREG(os.fstat(fd).st_mode):
                return fd
            os.close(fd)
        try:
            info = os.lstat(path)
            if stat.S_ISREG(info.st_mode):
                return None
            if stat.S_ISDIR(info.st_mode):
                os.replace(path, free_name(path, "broken"))
            else:
                os.unlink(path)
        except OSError:  # nothing there and nothing can be made, or it cannot be moved
            return None
    return None


class InstanceLock:
    """A shared lock on `<database>.lock` for as long as a store is open: another Ludoteca that finds the database
    unusable sees it and leaves the file alone (POSIX locks: a process never conflicts with itself, so only other
    processes count). Without POSIX locks (Windows) nobody is seen."""

    def __init__(self, database: Path):
        self.path = Path(f"{database}.lock")
        self.fd: int | None = None
        self.acquire()

    def acquire(self) -> bool:
        """Hold the shared lock (again, after a failure); True when it is held. A Ludoteca looking for others holds
        the lock alone for a moment, so it is tried for about a second."""
        if fcntl is None or self.fd is not None:
            return self.fd is not None
        self.fd = open_lock_file(self.path)
        for _attempt in range(40):
            if self.fd is None:
                break
            try:
                fcntl.lockf(self.fd, fcntl.LOCK_SH | fcntl.LOCK_NB)
                return True
            except OSError:
                time.sleep(0.025)
        self.release()
        return False

    def others(self) -> bool:
        """Whether another running Ludoteca has this history open (it holds its shared lock). When that cannot be
        told (no lock could be had), the answer is yes: better a game that waits than a file moved from under
        another Ludoteca."""
        if fcntl is None:
            return False
        if not self.acquire():
            return True
        try:
            fcntl.lockf(self.fd, fcntl.LOCK_EX | fcntl.LOCK_NB)  # a failed request leaves ours as it was
        except OSError:
            return True
        fcntl.lockf(self.fd, fcntl.LOCK_SH)
        return False

    def release(self) -> None:
        if self.fd is not None:
            os.close(self.fd)  # releases the lock
            self.fd = None


@contextlib.contextmanager
def exclusive_file_lock(path: Path, wait_s: float):
    """`path` (a lock file) locked for this block alone, among stores of every running Ludoteca (flock: per open
    file, so two stores of one process exclude each other too). After `wait_s` without it — a Ludoteca that
    hangs — the block runs anyway: better than hanging too. Without flock (Windows) it just runs."""
    fd = open_lock_file(path) if fcntl is not None else None
    try:
        deadline = time.monotonic() + wait_s
        while fd is not None:
            try:
                fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
                break
            except OSError:
                if time.monotonic() > deadline:
                    break
                time.sleep(0.02)
        yield
    finally:
        if fd is not None:
            os.close(fd)


def free_name(path: Path, kind: str) -> Path:
    """`<name>.<kind>-<time>`, never over an earlier one of the same second."""
    stamp = time.strftime('%Y%m%d-%H%M%S')
    target = path.with_name(f"{path.name}.{kind}-{stamp}")
    for number in range(2, 1000):
        if not os.path.lexists(target):
            break
        target = path.with_name(f"{path.name}.{kind}-{stamp}-{number}")
    return target


def check_version(conn: sqlite3.Connection, known: int) -> None:
    """`Unusable` unless the file is an intact SQLite file of a schema version from 0 to `known`."""
    try:
        version = conn.execute("PRAGMA user_version").fetchone()[0]
        check = conn.execute("PRAGMA quick_check").fetchone()[0]
    except sqlite3.OperationalError as exc:
        if locked(exc):
            raise Unusable("locked", f"is locked by another program ({exc})") from None
        raise  # not openable (a missing folder, no permission): nothing to move aside
    except sqlite3.DatabaseError as exc:
        raise Unusable("broken", f"is not readable ({exc})") from None
    if version > known:
        raise Unusable("future", f"is from a newer Ludoteca (schema {version}; this one knows {known})")
    if check != "ok":
        raise Unusable("broken", f"is damaged ({check})")
    if version < 0:
        raise Unusable("broken", "is not a Ludoteca history (an unknown schema)")


def prepare(conn: sqlite3.Connection) -> None:
    """What every connection to a history needs: names compared as the store compares them, damaged texts read."""
    conn.create_function("ludoteca_key", 1, sql_key, deterministic=True)
    conn.text_factory = lenient_text  # a damaged text is read with replacement characters, not refused


def unwritable(path: Path) -> bool:
    """Whether the history at `path` exists and it or its folder cannot be written (also for root: an immutable
    file or folder, a read-only disk)."""
    return path.is_file() and not (os.access(path, os.W_OK) and os.access(path.parent, os.W_OK))


def open_read_only(path: Path, known: int) -> sqlite3.Connection:
    """A connection that only reads the history at `path`, whose file or folder cannot be written. SQLite's
    read-only mode reads a WAL-mode file only while its -shm file is there or can be made; else the file is read
    as immutable (what another Ludoteca may write meanwhile is not seen)."""
    try:
        return _open_read_only(f"{path.resolve().as_uri()}?mode=ro", known)
    except sqlite3.OperationalError:
        return _open_read_only(f"{path.resolve().as_uri()}?mode=ro&immutable=1", known)


def _open_read_only(uri: str, known: int) -> sqlite3.Connection:
    conn = sqlite3.connect(uri, uri=True, isolation_level=None)
    try:
        prepare(conn)
        check_version(conn, known)
        check_schema(conn)  # a file of an older schema is read as far as it goes (the statistics work it out)
    except BaseException:
        conn.close()
        raise
    return conn


def table_columns(conn: sqlite3.Connection) -> dict[str, set[str]]:
    """Each table of the file with its columns."""
    names = [row[0] for row in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")]
    return {name: {row[1] for row in conn.execute("SELECT * FROM pragma_table_info(?)", (name,))} for name in names}


def check_schema(conn: sqlite3.Connection) -> None:
    """`Unusable` unless the file has the tables and columns of the current schema."""
    found = table_columns(conn)
    missing = [f"{table}({', '.join(sorted(columns - found.get(table, set())))})"
               for table, columns in SCHEMA.items() if not columns <= found.get(table, set())]
    if missing:
        raise Unusable("broken", f"is not a Ludoteca history (it lacks {'; '.join(missing)})")


def locked(exc: sqlite3.Error) -> bool:
    return getattr(exc, "sqlite_errorcode", None) in (sqlite3.SQLITE_BUSY, sqlite3.SQLITE_LOCKED)


def check_not_locked(conn: sqlite3.Connection) -> None:
    """`Unusable` if another program holds the file's write lock for longer than the busy timeout (a hung or
    crashed program: games could never be written to it). A file that is only read-only stays in use for reading."""
    try:
        conn.execute("BEGIN IMMEDIATE")
        conn.execute("ROLLBACK")
    except sqlite3.OperationalError as exc:
        if locked(exc):
            raise Unusable("locked", f"is locked by another program ({exc})") from None


@contextlib.contextmanager
def transaction(conn: sqlite3.Connection):
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


@contextlib.contextmanager
def as_value_error():
    """A write refused by a constraint is a refusal of what was asked (ValueError), not a broken database."""
    try:
        yield
    except sqlite3.IntegrityError as exc:
        raise ValueError(f"the history refuses this ({exc})") from None


def identity(path: Path) -> tuple[int, int] | None:
    try:
        info = os.stat(path)
    except OSError:
        return None
    return info.st_dev, info.st_ino


def sql_key(name: Any) -> str | None:
    return name_key(name) if isinstance(name, str) else None


def lenient_text(raw: bytes) -> str:
    return raw.decode("utf-8", "replace")


def _stored_json(text: Any, types: tuple) -> Any:
    """A JSON column's value if it is one of `types`; ValueError otherwise (a damaged row)."""
    if not isinstance(text, str):
        raise ValueError("not a JSON text")
    try:
        value = json.loads(text)
    except RecursionError:
        raise ValueError("nested too deeply") from None
    if not isinstance(value, types):
        raise ValueError("not of its type")
    return value


def _number(value: Any) -> bool:
    return isinstance(value, int | float) and not isinstance(value, bool) and math.isfinite(value)


def player_from_row(row: tuple) -> Player | None:
    """A stored player (id, name, kind, level, colour, language, created); None if the row is damaged."""
    if all(isinstance(row[i], str) for i in (1, 2, 6)) and all(v is None or isinstance(v, str) for v in row[3:6]):
        return Player(*row)
    return None


def seat_from_row(row: tuple) -> Seat | None:
    """A stored seat (seat, name, kind, level, colour, score, rank, won); None if the row is damaged."""
    seat, name, kind, level, colour, score, rank, won = row
    if isinstance(seat, int) and isinstance(name, str) and isinstance(kind, str) \
            and all(v is None or isinstance(v, str) for v in (level, colour)) and (score is None or _number(score)) \
            and isinstance(rank, int) and won in (0, 1):
        return Seat(seat, name, kind, level, colour, score, rank, bool(won))
    return None


def game_from_row(row: tuple, seats: list[Seat | None]) -> Game | None:
    """A stored game with its seats; None if the row or a seat is damaged."""
    game, uid, game_id, options, started, finished, duration_s, result, moves, complete = row
    try:
        options = _stored_json(options, (dict,))
        result = _stored_json(result, (dict, type(None)))
        moves = _stored_json(moves, (list,))
        utc(started), utc(finished)
    except ValueError:
        return None
    if not (isinstance(uid, str) and isinstance(game_id, str) and _number(duration_s) and complete in (0, 1)
            and seats and None not in seats):  # the moves are counted here; the export checks each one
        return None
    return Game(game, uid, game_id, options, seats, started, finished, duration_s, result, moves, bool(complete))


def fill_threads(conn: sqlite3.Connection) -> None:
    """Give the games stored before version 3 their thread (computed from their record)."""
    rows = conn.execute("SELECT id, uid, record FROM games WHERE thread IS NULL").fetchall()
    if rows:
        with transaction(conn):
            for game, uid, record in rows:
                try:
                    thread = record_thread(json.loads(record))
                except (ValueError, RecursionError):  # an unreadable record: a thread of its own
                    thread = uid
                conn.execute("UPDATE games SET thread = ? WHERE id = ?", (thread, game))


def known_player_id(conn: sqlite3.Connection, name: Any) -> int | None:
    """The id of the player of this name, whatever its case or Unicode spelling (the oldest of several)."""
    if not isinstance(name, str):
        return None
    row = conn.execute("SELECT id FROM players WHERE ludoteca_key(name) = ? ORDER BY id LIMIT 1",
                       (name_key(name),)).fetchone()
    return row[0] if row else None


def player_id(conn: sqlite3.Connection, player: dict[str, Any]) -> int:
    """The id of the player of this name, added (with its preferences) when new."""
    known = known_player_id(conn, player["name"])
    if known is not None:
        return known
    return conn.execute(
        "INSERT INTO players(name, kind, level, colour, language, created) VALUES (?, ?, ?, ?, ?, ?)",
        (player["name"], player["kind"], player.get("level"), player.get("colour"), player.get("language"),
         player.get("created") or now_text())).lastrowid


def dump(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"))
