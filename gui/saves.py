"""Reading and writing saved games: atomic writes, careful reads, the autosave slot."""

from __future__ import annotations

import logging
import os
import re
import stat
import time
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QSaveFile

import engine
from engine import BadState
from engine.record import GameRecord, RecordMoveRefused
from gui import texts
from gui.paths import data_dir
from gui.setup import GameSetup

SUFFIX = ".ludoteca"
#: What `QSaveFile` leaves behind when the app is killed while writing `name.ludoteca` (where the
#: file system cannot make unnamed temporary files): `name.ludoteca.` and six random characters.
STALE_TEMPORARY = re.compile(r".+\.ludoteca\.[A-Za-z0-9]{6}")
#: A temporary file this old is not being written by a running copy of the app.
STALE_AFTER_S = 60

log = logging.getLogger(__name__)
#: Files larger than this are refused before reading (a real save is a few hundred kB at most).
MAX_FILE_BYTES = 16 * 1024 * 1024


class SaveError(Exception):
    """Saving or loading failed; the message is meant for the player (in their language where we wrote it)."""


def refused_move_text(exc: RecordMoveRefused) -> str:
    """'Move 5 (c3d4) is not allowed: …' in the player's language."""
    why = texts.refusal_text(engine.GAMES.get(exc.game_id), exc.refusal)
    return texts.fill(QCoreApplication.translate("saves", "Move %1 (%2) is not allowed: %3"),
                      exc.index + 1, exc.text[:40], why)


def write_atomically(path: Path, text: str) -> None:
    """Write through a temporary file renamed into place: a crash never leaves half a file."""
    out = QSaveFile(str(path))
    if not out.open(QSaveFile.OpenModeFlag.WriteOnly):
        raise SaveError(out.errorString())
    out.write(text.encode("utf-8"))
    if not out.commit():
        raise SaveError(out.errorString())


def save_game(path: Path, record: GameRecord) -> None:
    write_atomically(path, record.to_json())


def load_game(path: Path) -> tuple[GameRecord, GameSetup]:
    """The record and its players from `path`; `SaveError` with a readable reason for anything wrong."""
    return parse_game(read_regular_file(path))


def parse_game(raw: bytes | str) -> tuple[GameRecord, GameSetup]:
    """The record and its players from a saved game's text; `SaveError` with a readable reason for anything wrong."""
    try:
        text = raw.decode("utf-8-sig") if isinstance(raw, bytes) else raw  # an editor may have added a BOM
        record = GameRecord.from_json(text)
        setup = GameSetup.from_players(record.game_id, record.players, record.initial.options)
    except UnicodeDecodeError:
        raise SaveError(QCoreApplication.translate("saves", "The file is not a text file.")) from None
    except RecordMoveRefused as exc:
        raise SaveError(refused_move_text(exc)) from None
    except BadState as exc:
        raise SaveError(str(exc)) from None
    if len(setup.seats) != record.initial.seats:
        raise SaveError(QCoreApplication.translate("saves", "The saved players do not match the game's seats."))
    return record, setup


def read_regular_file(path: Path, limit: int | None = None, too_large: str = "") -> bytes:
    """The bytes of `path` if it is a regular file of at most `limit` bytes (a saved game's `MAX_FILE_BYTES`);
    `SaveError` otherwise (`too_large`: what to say of a larger one).

    Opened without blocking and checked on the open file, so a FIFO, /dev/zero or a file that grows
    while being read can neither hang the app nor fill its memory.
    """
    limit = MAX_FILE_BYTES if limit is None else limit
    try:
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0))
    except OSError as exc:
        raise SaveError(exc.strerror or str(exc)) from None
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            raise SaveError(QCoreApplication.translate("saves", "This is not a file that a game can be saved in."))
        with os.fdopen(fd, "rb", closefd=False) as file:
            raw = file.read(limit + 1)
    except OSError as exc:
        raise SaveError(exc.strerror or str(exc)) from None
    finally:
        os.close(fd)
    if len(raw) > limit:
        raise SaveError(too_large or QCoreApplication.translate("saves", "The file is too large to be a saved game."))
    return raw


def autosave_path() -> Path:
    return data_dir() / f"autosave{SUFFIX}"


def write_autosave(record: GameRecord) -> None:
    save_game(autosave_path(), record)


def read_autosave() -> tuple[GameRecord, GameSetup] | None:
    """The autosaved game if there is a readable, unfinished one."""
    path = autosave_path()
    if not path.exists():
        return None
    try:
        record, setup = load_game(path)
    except SaveError:
        return None
    if record.states()[record.cursor].outcome() is not None:
        return None
    return record, setup


def clear_autosave() -> None:
    try:
        autosave_path().unlink(missing_ok=True)
    except OSError as exc:  # the data folder is unusable: there is no autosave to clear
        log.warning("could not remove the autosave: %s", exc)


def remove_stale_temporaries(*folders: Path) -> int:
    """Delete our own temporary save files that a killed run left in `folders`; returns how many."""
    removed = 0
    cutoff = time.time() - STALE_AFTER_S
    for folder in folders:
        try:
            entries = list(os.scandir(folder))
        except OSError:
            continue
        for entry in entries:
            try:
                if (STALE_TEMPORARY.fullmatch(entry.name) and entry.is_file(follow_symlinks=False)
                        and entry.stat(follow_symlinks=False).st_mtime < cutoff):
                    os.unlink(entry.path)
                    removed += 1
            except OSError as exc:
                log.warning("could not remove %s: %s", entry.path, exc)
    return removed
