"""The main window's history: what happens to the history as games start, end and are left, the History and
Statistics window, and exporting and importing the whole history.

The window calls `game_started`, `game_finished`, `game_left` and `autosave_found`; the menus call
`show_window`, `export_history` and `import_history`; the History window asks for stored games to be replayed,
continued, exported or deleted.
"""

from __future__ import annotations

import logging
import sqlite3
import threading
from pathlib import Path

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtWidgets import QFileDialog, QMessageBox, QProgressDialog

from gui import saves, texts
from gui.history import MAX_IMPORT_CHARS, Player, exchange, name_key
from gui.history.recorder import HistoryRecorder
from gui.history.store import HistoryError
from gui.setup import is_placeholder_name
from gui.workers import Cancelled, TaskRunner

log = logging.getLogger(__name__)
HISTORY_SUFFIX = ".json"


class ImportProgress(QObject):
    """Brings an import's progress from the worker thread to the window (a queued signal)."""

    moved = Signal(int, int)  # done, total


class HistoryControl(QObject):
    """Belongs to the main window; uses its `session`, `files`, `review`, `settings`, `languages`,
    `set_language`, `show_status` and `show_error`."""

    def __init__(self, window, enabled: bool):
        super().__init__(window)
        self.window = window
        self.recorder = HistoryRecorder(enabled)
        self.dialog = None  # the History and Statistics window, made when first asked for
        # Importing a history (100,000 games take half a minute) runs in the worker pool.
        self.importer = TaskRunner(self)
        self.importer.finished.connect(self._import_done)
        self.importer.failed.connect(lambda text: self._import_done(text.strip().splitlines()[-1]))
        self.import_progress = ImportProgress(self)
        self.import_progress.moved.connect(self._import_moved)
        self.progress: QProgressDialog | None = None
        self._stop_import: threading.Event | None = None

    # -- games starting, ending and being left -------------------------------------------------------------
    def known_players(self) -> list[Player]:
        return self.recorder.known_players()

    def game_started(self, setup) -> None:
        """The people named in a new game become known players (not "Player 2"); when every person at the table
        prefers one language, the window speaks it."""
        self.recorder.remember_players([seat.name for seat in setup.seats
                                        if seat.human and not is_placeholder_name(seat.name)])
        known = {name_key(p.name): p for p in self.known_players()}
        humans = [known.get(name_key(seat.name)) for seat in setup.seats if seat.human]
        languages = {p.language if p else None for p in humans}
        if len(languages) == 1 and (language := languages.pop()) and language != self.window.languages.language:
            self.window.set_language(language)

    def game_finished(self, session) -> str:
        """Store a finished game; the problem to tell the player, if any."""
        problem = self.recorder.record(session)
        self._refresh(stored_complete=True)
        return problem

    def game_left(self, session) -> None:
        """A game left unfinished goes into the list of unfinished games; a finished one keeps its analysis."""
        self.recorder.keep_analysis(session)
        self._tell(self.recorder.keep_unfinished(session))
        self._refresh(stored_complete=False)

    def keep_analysis(self, session) -> None:
        """The review analysed `session`'s game (wholly, or until stopped): a finished game keeps it in the history."""
        self.recorder.keep_analysis(session)

    def autosave_found(self, record, setup) -> None:
        self._tell(self.recorder.keep_autosave(record, setup))

    def close(self) -> None:
        self._cancel_import()
        if self.dialog is not None:
            self.dialog.close()
            self.dialog.deleteLater()
            self.dialog = None
        self.recorder.close()

    def _tell(self, problem: str) -> None:
        if problem:
            self.window.show_status(problem)

    def _refresh(self, stored_complete: bool | None = None) -> None:
        """Show the history again if its window is open; `stored_complete`: a game of that kind was just stored."""
        if self.dialog is not None and self.dialog.isVisible():
            if stored_complete is not None:
                self.dialog.games_tab.keep_in_sight(stored_complete)
            self.dialog.refresh()

    # -- the History and Statistics window -------------------------------------------------------------------
    def show_window(self, tab: str = "statistics", unfinished: bool = False) -> None:
        from gui.history.window import HistoryWindow  # pyqtgraph and the tables only once asked for

        store = self.recorder.store()
        if store is None:
            self.window.show_error(self.tr("The history cannot be shown."), self.recorder.problem_text() or self.tr(
                "The history is not kept in this run of Ludoteca."))
            return
        if self.dialog is None:
            self.dialog = HistoryWindow(store, self.window)
            self.dialog.replayRequested.connect(lambda game: self.open_stored(game, replay=True))
            self.dialog.continueRequested.connect(lambda game: self.open_stored(game, replay=False))
            self.dialog.exportRequested.connect(self.export_game)
            self.dialog.deleteRequested.connect(self.delete_game)
            self.dialog.problem.connect(self._tell)
        self.dialog.show_tab(tab, unfinished)
        self.dialog.refresh()
        self.dialog.show()
        self.dialog.raise_()
        self.dialog.activateWindow()
        self._tell(self.recorder.problem_text())

    def open_stored(self, game: int, replay: bool) -> bool:
        """Make stored game `game` the window's game: to continue it, or (`replay`) in the review from its start."""
        found = self._stored(game)
        if found is None:
            return False
        (record, setup), earlier_seconds = found
        if not self.window.files.install(record, setup, earlier_seconds):
            return False
        self.window.files.forget_path()
        if replay:
            session = self.window.session
            session.review_offered = True
            self.window.review.open_review()
            session.undo_stack.setIndex(0)
        # The game comes to the front: the History window, which would stay over it, closes (the menu opens it
        # again as it was left).
        if self.dialog is not None:
            self.dialog.close()
        self.window.raise_()
        self.window.activateWindow()
        self.window.focus_board()
        return True

    def _stored(self, game: int):
        """((record, setup), seconds played) of a stored game; None, with the reason shown, if it cannot be read."""
        store = self.recorder.store()
        try:
            stored = store.games(game=game)[0]
            return saves.parse_game(store.game_record(game)), stored.duration_s
        except (IndexError, KeyError):
            why = self.tr("It is no longer in the history.")
        except saves.SaveError as exc:
            why = str(exc)
        self.window.show_error(self.tr("This game cannot be opened."), why)
        return None

    def export_game(self, game: int) -> None:
        """Write stored game `game` as a `.ludoteca` file."""
        store = self.recorder.store()
        try:
            text = store.game_record(game)
        except KeyError:
            return
        filter_text = self.window.files.file_filter()
        name, _ = QFileDialog.getSaveFileName(self.dialog or self.window, self.tr("Export Game"),
                                              self.window.settings.get("save_folder"), filter_text)
        if name:
            path = Path(name) if Path(name).suffix else Path(name).with_suffix(saves.SUFFIX)
            self._write(path, text, self.tr("The game could not be exported."))

    def delete_game(self, game: int) -> None:
        answer = QMessageBox.question(self.dialog or self.window, self.tr("Delete Game"),
                                      self.tr("Delete this game from the history? This cannot be undone."))
        if answer != QMessageBox.StandardButton.Yes:
            return
        try:
            self.recorder.store().delete_game(game)
        except HistoryError as exc:
            self.window.show_error(self.tr("The game could not be deleted."), str(exc))
        self._tell(self.recorder.problem_text())
        self._refresh()

    # -- the whole history ---------------------------------------------------------------------------------
    def _history_filter(self) -> str:
        return texts.fill(self.tr("Ludoteca histories (*%1)"), HISTORY_SUFFIX) + ";;" + self.tr("All files (*)")

    def export_history(self) -> None:
        store = self.recorder.store()
        if store is None:
            self.show_window()  # which says why
            return
        start = str(Path(self.window.settings.get("save_folder")) / f"ludoteca-history{HISTORY_SUFFIX}")
        name, _ = QFileDialog.getSaveFileName(self.dialog or self.window, self.tr("Export History"), start,
                                              self._history_filter())
        if name:
            path = Path(name) if Path(name).suffix else Path(name).with_suffix(HISTORY_SUFFIX)
            if self._write(path, store.export_json(), self.tr("The history could not be exported.")):
                self.window.show_status(texts.fill(self.tr("History exported to %1"), path))
                self._tell(self.recorder.problem_text())  # games left out, if any

    def import_history(self) -> None:
        store = self.recorder.store()
        if store is None:
            self.show_window()
            return
        name, _ = QFileDialog.getOpenFileName(self.dialog or self.window, self.tr("Import History"),
                                              self.window.settings.get("save_folder"), self._history_filter())
        if name:
            self.import_file(Path(name))

    def import_file(self, path: Path) -> bool:
        """Merge a history file in the worker pool, with a progress dialog whose Cancel leaves the history as it
        was (the import is one transaction); False, with the reason shown, if it cannot start."""
        store = self.recorder.store()
        try:
            if store is None:
                raise HistoryError(self.recorder.problem_text() or self.tr("The history cannot be read just now."))
            conn = store.connect()  # the worker's own: the window goes on reading and storing games meanwhile
        except (HistoryError, sqlite3.Error) as exc:
            self._refuse_import(str(exc))
            return False
        too_large = self.tr("The file is too large to be a Ludoteca history.")
        moved = self.import_progress.moved
        # Cancel is told through a flag of its own, not the runner's: the worker's answer always comes (games
        # added, or cancelled and rolled back), so the window never says one when the other happened.
        stop = self._stop_import = threading.Event()

        def work(_cancel) -> int | str | None:
            def progress(done: int, total: int) -> None:
                if stop.is_set():
                    raise Cancelled
                moved.emit(done, total)

            try:
                raw = saves.read_regular_file(path, MAX_IMPORT_CHARS, too_large)
                return exchange.import_json(store, raw, progress, conn)
            except Cancelled:
                return None
            except (saves.SaveError, ValueError, sqlite3.Error) as exc:
                return str(exc)  # why it was refused
            finally:
                conn.close()

        self.progress = QProgressDialog(self.tr("Importing the history…"), self.tr("Cancel"), 0, 0,
                                        self.dialog if self.dialog is not None and self.dialog.isVisible()
                                        else self.window)
        self.progress.setObjectName("historyImportProgress")
        self.progress.setWindowTitle(self.tr("Import History"))
        self.progress.setWindowModality(Qt.WindowModality.WindowModal)
        self.progress.setMinimumDuration(0)
        self.progress.setAutoClose(False)
        self.progress.setAutoReset(False)
        self.progress.canceled.connect(self._cancel_import)
        self.progress.show()
        self.importer.start(work)
        return True

    def importing(self) -> bool:
        return self.importer.busy

    def _import_moved(self, done: int, total: int) -> None:
        if self.progress is not None:
            self.progress.setMaximum(total)
            self.progress.setValue(done)

    def _import_done(self, result: int | str | None) -> None:
        self._close_progress()
        if result is None:
            self.window.show_status(self.tr("The import was cancelled: nothing was added to the history."))
        elif isinstance(result, str):
            self._refuse_import(result)
        else:
            self.window.show_status(texts.fill(self.tr("Games added to the history: %1."), result))
            self._refresh()

    def _cancel_import(self) -> None:
        """Cancel: the worker stops at its next step and rolls the whole import back, then says so."""
        if self._stop_import is not None:
            self._stop_import.set()
        self._close_progress()

    def _close_progress(self) -> None:
        if self.progress is not None:
            progress, self.progress = self.progress, None
            progress.canceled.disconnect(self._cancel_import)
            progress.close()
            progress.deleteLater()

    def _refuse_import(self, why: str) -> None:
        self.window.show_error(self.tr("This file cannot be imported as a Ludoteca history."), why)

    def _write(self, path: Path, text: str, failure: str) -> bool:
        try:
            saves.write_atomically(path, text)
        except (saves.SaveError, OSError) as exc:
            self.window.show_error(failure, str(exc))
            return False
        return True
