"""The file of games waiting to be written (`<database>.pending.json`): games the history database could not
take yet (a lock, a full disk, a read-only folder), kept until a store writes them. Every running Ludoteca shares
it: a store reads, writes and rewrites it under an exclusive lock, taking in the games others left. A damaged
file, and games that can never be written, are kept aside for a person to look at."""

from __future__ import annotations

import contextlib
import json
import os
from collections.abc import Callable
from pathlib import Path
from typing import Any

from gui.history import FORMAT, FORMAT_VERSION, MAX_IMPORT_CHARS, check_document
from gui.history.sqlfile import exclusive_file_lock, free_name
from gui.saves import SaveError, read_regular_file, write_atomically


def move_aside(path: Path, kind: str) -> Path:
    """Rename `path` (and its -wal and -shm) to `<name>.<kind>-<time>` and return that; OSError if it failed."""
    target = free_name(path, kind)
    for suffix in ("", "-wal", "-shm"):
        if os.path.lexists(f"{path}{suffix}"):
            os.replace(f"{path}{suffix}", f"{target}{suffix}")
    return target


class WaitingFile:
    """`path`, the file of waiting games (None: a scratch history has none, and its games wait in memory);
    `problem` takes a sentence for the log and the player, `keep_aside` (path, kind, why) keeps a file aside and
    says so."""

    def __init__(self, path: Path | None, problem: Callable[[str], None], keep_aside: Callable[[Path, str, str], bool]):
        self.path = path
        self.problem = problem
        self.keep_aside = keep_aside

    def locked(self, wait_s: float):
        """The file for this store alone while the block runs (see `sqlfile.exclusive_file_lock`)."""
        return contextlib.nullcontext() if self.path is None else exclusive_file_lock(Path(f"{self.path}.lock"), wait_s)

    def read(self) -> list[dict[str, Any]]:
        """The checked games in the file; a file that cannot be read is kept aside, and so are bad games."""
        if self.path is None or not os.path.lexists(self.path):
            return []
        what = "the games waiting to be written"
        try:
            raw = read_regular_file(self.path, MAX_IMPORT_CHARS, f"{what} are too many")
            _players, games, bad = check_document(raw, what, skip_bad_games=True)
        except SaveError as exc:
            self.keep_aside(self.path, "rejected", f"The file of games waiting to be written cannot be read ({exc})")
            return []
        except ValueError as exc:
            self.keep_aside(self.path, "rejected", f"The file of games waiting to be written is damaged ({exc})")
            return []
        if bad:
            self.reject([game for game, _why in bad], f"Games waiting to be written are damaged ({bad[0][1]})")
        return games

    def reject(self, games: list[Any], why: str) -> None:
        """Keep games that can never be written in `<pending>.rejected-<time>`, for a person to look at."""
        if self.path is None:
            self.problem(f"{why}; it is left out.")
            return
        target = free_name(self.path, "rejected")
        document = {"format": FORMAT, "version": FORMAT_VERSION, "players": [], "games": games}
        try:
            write_atomically(target, json.dumps(document, ensure_ascii=False, default=str))
        except (OSError, SaveError, ValueError) as exc:
            self.problem(f"{why}; it could not be kept aside ({exc}).")
            return
        self.problem(f"{why}; kept as {target.name}.")

    def save(self, games: list[dict[str, Any]]) -> None:
        """The file holds `games` (none: it goes)."""
        if self.path is None:
            return
        try:
            if games:
                document = {"format": FORMAT, "version": FORMAT_VERSION, "players": [], "games": games}
                write_atomically(self.path, json.dumps(document, ensure_ascii=False))
            else:
                self.path.unlink(missing_ok=True)
        except (OSError, SaveError) as exc:
            reason = getattr(exc, "strerror", None) or exc
            self.problem(f"The games waiting to be written are kept in memory only ({reason}).")
