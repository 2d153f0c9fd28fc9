"""Reading and writing saved games: atomic writes, careful reads, the autosave slot."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QSaveFile

import engine
from engine import BadState
from engine.record import GameRecord, RecordMoveRefused
from gui import texts
from gui.paths import data_dir
from gui.setup import GameSetup

SUFFIX = ".ludoteca"
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
    try:
        if path.stat().st_size > MAX_FILE_BYTES:
            raise SaveError(QCoreApplication.translate("saves", "The file is too large to be a saved game."))
        raw = path.read_bytes()
    except OSError as exc:
        raise SaveError(exc.strerror or str(exc)) from None
    try:
        text = raw.decode("utf-8")
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
    autosave_path().unlink(missing_ok=True)
