"""The window's game on disk: Save, Save As, Open, the autosave and the offer to resume it.

Each problem is shown to the player with the reason and leaves the current game untouched
(`gui.saves` writes atomically and refuses anything that is not a Ludoteca game).
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QFileDialog, QMainWindow, QMessageBox

from gui import saves, texts
from gui.games import playable
from gui.session import GameSession


class GameFiles(QObject):
    """Belongs to the main window; uses its `session`, `settings`, `install_session`, `show_status`,
    `show_error` and `update_title`."""

    def __init__(self, window: QMainWindow, autosave: bool):
        super().__init__(window)
        self.window = window
        self.autosave_enabled = autosave
        self.path: Path | None = None  # where Save writes; None for a game not saved yet

    def file_filter(self) -> str:
        return texts.fill(self.tr("Ludoteca games (*%1)"), saves.SUFFIX) + ";;" + self.tr("All files (*)")

    def forget_path(self) -> None:
        """A new game: Save asks for a name again."""
        self.path = None
        self.window.update_title()

    def save(self) -> bool:
        if self.path is None:
            return self.save_as()
        return self.write(self.path)

    def save_as(self) -> bool:
        if self.window.session is None:
            return False
        name, _ = QFileDialog.getSaveFileName(self.window, self.tr("Save Game"),
                                              self.window.settings.get("save_folder"), self.file_filter())
        if not name:
            return False
        path = Path(name)
        if not path.suffix:
            path = path.with_suffix(saves.SUFFIX)
        return self.write(path)

    def write(self, path: Path) -> bool:
        try:
            saves.save_game(path, self.window.session.record())
        except (saves.SaveError, OSError) as exc:
            self.window.show_error(self.tr("The game could not be saved."), str(exc))
            return False
        self._remember(path)
        self.window.show_status(texts.fill(self.tr("Saved to %1"), path))
        return True

    def open_dialog(self) -> None:
        name, _ = QFileDialog.getOpenFileName(self.window, self.tr("Open Game"),
                                              self.window.settings.get("save_folder"), self.file_filter())
        if name:
            self.open(Path(name))

    def open(self, path: Path) -> bool:
        """Load a saved game; on any problem show why and keep the current game untouched."""
        try:
            record, setup = saves.load_game(path)
        except saves.SaveError as exc:
            self.window.show_error(self.tr("This file cannot be opened as a Ludoteca game."), str(exc))
            return False
        if not self.install(record, setup):
            return False
        self._remember(path)
        session = self.window.session
        if session.moves and session.state.outcome() is None:  # a finished one opens its review by itself
            self.window.show_status(texts.fill(
                self.tr("%1 is open. Move ▸ Review and Replay (Ctrl+R) replays it move by move."), path.name))
        return True

    def install(self, record, setup, earlier_seconds: float = 0.0) -> bool:
        """Make a saved game the window's game (`earlier_seconds`: the time played before); False, with the reason
        shown, when this version cannot play it."""
        if not playable(record.game_id):
            self.window.show_error(self.tr("This file cannot be opened as a Ludoteca game."), texts.fill(
                self.tr("The game %1 is not available in this version."), record.game_id))
            return False
        session = GameSession.from_record(setup, record, self.window)
        session.earlier_seconds = earlier_seconds
        self.window.install_session(session)
        return True

    def _remember(self, path: Path) -> None:
        """The game now lives in `path`: Save writes there, and the file dialogs start in its folder."""
        self.path = path
        self.window.update_title()
        self.window.settings.set("save_folder", str(path.resolve().parent))

    def autosave(self) -> None:
        session = self.window.session
        if getattr(session, "network", False):
            return  # a network game is kept by its room (the host's) or by the host (a guest's)
        if self.autosave_enabled and session is not None and session.state.outcome() is None:
            try:
                saves.write_autosave(session.record())
            except (saves.SaveError, OSError) as exc:
                self.window.show_status(texts.fill(self.tr("Autosave failed: %1"), str(exc)))

    def game_finished(self) -> None:
        if self.autosave_enabled:
            if getattr(self.window.session, "network", False):
                self.window.network.forget_room()
            else:
                saves.clear_autosave()

    def offer_resume(self) -> bool:
        """After a restart or crash: offer to continue the autosaved game (or the network game this computer was
        hosting). True when resumed."""
        if self.window.network.offer_resume():
            return True
        found = saves.read_autosave()
        if found is None:
            return False
        record, setup = found
        self.window.history.autosave_found(record, setup)
        name = texts.game_name(record.initial.spec)
        answer = QMessageBox.question(
            self.window, self.tr("Resume game"),
            texts.fill(self.tr("An unfinished game of %1 was saved automatically. Continue it?"), name))
        if answer == QMessageBox.StandardButton.Yes:
            self.window.install_session(GameSession.from_record(setup, record, self.window))
            return True
        saves.clear_autosave()
        return False
