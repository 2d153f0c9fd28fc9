"""The window's side of the history: every finished game, and every game left unfinished, goes into
`history.sqlite` in the user's data folder (`gui.paths.data_dir`, which follows XDG_DATA_HOME on Linux)."""

from __future__ import annotations

import json
import logging
import sqlite3
from pathlib import Path

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from gui.history import Player, is_guest, record_uid
from gui.history.store import HistoryError, HistoryStore
from gui.paths import data_dir
from gui.setup import is_placeholder_name

log = logging.getLogger(__name__)
FILE_NAME = "history.sqlite"


#: What the store's problems mean to the player: the first mark found in them gives the sentence.
PROBLEM_SENTENCES = (
    (".locked-", QT_TRANSLATE_NOOP("history", "Another program kept the history file locked: it was kept aside and "
                                              "a new history started.")),
    (".future-", QT_TRANSLATE_NOOP("history", "The history file comes from a newer Ludoteca: it was kept aside and a "
                                              "new history started.")),
    (".rejected-", QT_TRANSLATE_NOOP("history", "Damaged games that could not be written to the history were kept "
                                                "aside in its folder.")),
    ("kept as", QT_TRANSLATE_NOOP("history", "An unreadable history file was kept aside and a new history started.")),
    ("left out of the export", QT_TRANSLATE_NOOP("history", "Damaged games were left out of the export.")),
    ("are left out", QT_TRANSLATE_NOOP("history", "Some stored games or players are damaged and are left out.")),
    ("", QT_TRANSLATE_NOOP("history", "The history cannot be read just now.")),
)


def problem_sentence(problems: list[str], waiting: int = 0) -> str:
    """What the store's `problems` (plain English, for the log) mean to the player, in one sentence in the
    player's language; "" for none. `waiting`: how many games wait to be written."""
    if any("read-only" in problem for problem in problems):
        return QCoreApplication.translate("history", "The history's folder cannot be written, so the history is only "
                                                     "read: this game is not stored in it.")
    if waiting:
        return QCoreApplication.translate("history", "The game could not be written to the history yet; it will be "
                                                     "tried again after the next game.")
    return next((QCoreApplication.translate("history", sentence) for mark, sentence in PROBLEM_SENTENCES
                 if any(mark in problem for problem in problems)), "")


class HistoryRecorder:
    """Stores games; never raises into the window: what goes wrong is one sentence for the status line."""

    def __init__(self, enabled: bool = True, folder: Path | None = None):
        self.enabled = enabled
        self.folder = folder
        self._store: HistoryStore | None = None

    def store(self) -> HistoryStore | None:
        """The history database, opened on first use (None when history is off or the folder is unusable)."""
        if self._store is None and self.enabled:
            try:
                self._store = HistoryStore((self.folder or data_dir()) / FILE_NAME)
            except Exception:  # noqa: BLE001 - whatever the folder holds, the history never stops a game
                log.exception("history: cannot open the database")
        return self._store

    def close(self) -> None:
        if self._store is not None:
            self._store.close()
            self._store = None

    def record(self, session) -> str:
        """Store `session`'s game, finished or not; "" when all went well, else why not, in the player's language."""
        outcome = session.state.outcome()
        return self._store_game(session.record(), self._players(session.setup),
                                None if outcome is None else outcome.to_dict(), session.seconds_played())

    def keep_unfinished(self, session) -> str:
        """A game being left (a new game, another file, the window closing) stays in the list of unfinished games
        when it has moves and no result; games of computers only are not kept. A game left while its review is
        open is kept as far as it was played, not at the move the review shows."""
        if session is None or not session.moves or session.setup.computers_only() or getattr(session, "network", False):
            return ""  # a network game left unfinished is not continued at this screen
        record = session.record()
        if session.reviewing:
            record.cursor = len(record.moves)
        if session.states[record.cursor].outcome() is not None:
            return ""  # finished: stored when it ended
        return self._store_game(record, self._players(session.setup), None, session.seconds_played())

    def keep_analysis(self, session) -> None:
        """A finished game's analysis (the review's, worked out after the game was stored) goes with it into the
        history, so its replay shows it again."""
        if session is None or session.analysis is None or session.states[-1].outcome() is None:
            return  # an unfinished game is stored, with its analysis, when it is left
        store = self.store()
        record = session.record()
        record.cursor = len(record.moves)  # the game as played, wherever the review stands
        try:
            if store is not None:
                store.keep_analysis(record_uid(json.loads(record.to_json())), session.analysis.to_dict())
        except (ValueError, HistoryError, sqlite3.Error) as exc:  # the game itself is stored: only the analysis waits
            log.warning("history: analysis not kept: %s", exc)

    def keep_autosave(self, record, setup) -> str:
        """The game autosaved before a crash goes into the list of unfinished games (whatever the player answers)."""
        return self._store_game(record, self._players(setup), None, 0.0)

    @staticmethod
    def _players(setup) -> list[dict]:
        """The seats for the history: a seat still called by its default name ("Player 2", "Spieler 2") has no
        name, so the store keeps it as that seat's guest, one in every language."""
        return [{**player, "name": None} if player["human"] and is_placeholder_name(player["name"]) else player
                for player in setup.players()]

    def _store_game(self, record, players, outcome, seconds: float) -> str:
        store = self.store()
        if store is None:
            if not self.enabled:
                return ""
            return QCoreApplication.translate(
                "history", "The game could not be added to the history: its folder cannot be used.")
        try:
            store.record_game(record.to_json(), players, outcome, seconds)
        except ValueError as exc:  # a game the history cannot describe: logged, the game itself is safe
            log.warning("history: game not recorded: %s", exc)
            return ""
        except Exception:  # noqa: BLE001 - never into the window: the game is safe in its autosave
            log.exception("history: game not recorded")
            return QCoreApplication.translate("history", "The game could not be added to the history.")
        return self.problem_text()

    def problem_text(self) -> str:
        """What went wrong since the last call, as one sentence in the player's language ("" if nothing)."""
        store = self.store()
        if store is None:
            return ""
        problems, store.problems[:] = list(store.problems), []
        for problem in problems:
            log.warning("history: %s", problem)
        return problem_sentence(problems, store.pending_count())

    def known_players(self) -> list[Player]:
        """The people the history knows, for the new-game dialog."""
        store = self.store()
        if store is None:
            return []
        return [p for p in store.players() if p.kind == "human" and not is_guest(p.name)
                and not is_placeholder_name(p.name)]

    def remember_players(self, names: list[str]) -> None:
        """Players named in a new game become known at once, not only once a game of theirs is finished."""
        store = self.store()
        for name in names:
            try:
                if store is not None and store.player(name) is None:
                    store.add_player(name)
            except (ValueError, HistoryError) as exc:
                log.warning("history: player %r not remembered: %s", name, exc)
