"""The window's side of the history: every finished game goes into `history.sqlite` in the user's data folder
(`gui.paths.data_dir`, which follows XDG_DATA_HOME on Linux)."""

from __future__ import annotations

import logging
import time
from pathlib import Path

from PySide6.QtCore import QCoreApplication

from gui.history.store import HistoryError, HistoryStore
from gui.paths import data_dir

log = logging.getLogger(__name__)
FILE_NAME = "history.sqlite"


class HistoryRecorder:
    """Stores finished games; never raises into the window: what goes wrong is one sentence for the status line."""

    def __init__(self, enabled: bool = True, folder: Path | None = None):
        self.enabled = enabled
        self.folder = folder
        self._store: HistoryStore | None = None

    def store(self) -> HistoryStore | None:
        """The history database, opened on first use (None when history is off or the folder is unusable)."""
        if self._store is None and self.enabled:
            try:
                self._store = HistoryStore((self.folder or data_dir()) / FILE_NAME)
            except (OSError, ValueError, HistoryError) as exc:
                log.warning("history: cannot open the database: %s", exc)
        return self._store

    def record(self, session) -> str:
        """Store `session`'s finished game; "" when all went well, else why not, in the player's language."""
        store = self.store()
        if store is None:
            if not self.enabled:
                return ""
            return QCoreApplication.translate(
                "history", "The game could not be added to the history: its folder cannot be used.")
        outcome = session.state.outcome()
        try:
            store.record_game(session.record().to_json(), session.setup.players(),
                              None if outcome is None else outcome.to_dict(),
                              max(0.0, time.monotonic() - session.created))
        except ValueError as exc:  # a game the history cannot describe: logged, the game itself is safe
            log.warning("history: game not recorded: %s", exc)
            return ""
        problems, store.problems[:] = list(store.problems), []
        for problem in problems:
            log.warning("history: %s", problem)
        if store.pending_count():
            return QCoreApplication.translate(
                "history", "The game could not be written to the history yet; it will be tried again after the next game.")
        return QCoreApplication.translate(
            "history", "An unreadable history file was kept aside and a new history started.") if problems else ""
