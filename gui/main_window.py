"""The main window: the chooser, the board with its side panel, menus, saving and loading."""

from __future__ import annotations

import secrets
from typing import Any

from PySide6.QtCore import QEvent, QSize, Qt, QTimer
from PySide6.QtWidgets import (
    QLabel,
    QMainWindow,
    QMessageBox,
    QStackedWidget,
)

import engine
from engine import IllegalMove
from engine.record import GameRecord
from gui import texts
from gui.appearance import Appearance
from gui.chooser import GameChooser
from gui.common.board import BoardScene, MoveMark
from gui.common.cursor import ACTIVATE
from gui.common.finale import Finale
from gui.files import GameFiles
from gui.full_screen import FullScreen
from gui.games import playable, renamed_bests, scene_class
from gui.history.control import HistoryControl
from gui.i18n import LanguageManager
from gui.memory import release_free_memory
from gui.menus import WindowMenus
from gui.network.control import NetworkControl
from gui.newgame import ask_setup
from gui.privacy import BoardArea
from gui.review import ReviewDock, chance_label
from gui.rules_view import RulesBrowser
from gui.screen_fit import keep_on_screen
from gui.session import GameSession
from gui.settings import Settings
from gui.settings_dialog import edit_preferences
from gui.setup import GameSetup, setup_from_json
from gui.side_panel import GamePage, SidePanel
from gui.sound import SoundBoard
from gui.theme import ThemeManager
from gui.tutorial import TutorialPage

CHOOSER_PAGE, GAME_PAGE, TUTORIAL_PAGE = 0, 1, 2
#: The first window's size where the screen has room for it.
PREFERRED_SIZE = QSize(1100, 760)


class MainWindow(QMainWindow):
    def __init__(self, languages: LanguageManager, settings: Settings | None = None, autosave: bool = True,
                 themes: ThemeManager | None = None):
        super().__init__()
        self.setObjectName("mainWindow")
        self.languages = languages
        self.settings = settings or Settings()
        self.settings.migrate_renamed_bests(renamed_bests())
        self.appearance = Appearance(self, themes)
        self.files = GameFiles(self, autosave and self.settings.get("autosave"))
        self.history = HistoryControl(self, enabled=autosave)  # screenshots leave no trace either
        self.session: GameSession | None = None
        self.scene: BoardScene | None = None
        self.rules: RulesBrowser | None = None
        self._last_covered_seat: int | None = None
        self._before_tutorial = CHOOSER_PAGE  # the page a tutorial returns to

        self.pages = QStackedWidget()
        self.chooser = GameChooser()
        self.chooser.gameChosen.connect(self.new_game_dialog)
        self.chooser.learnChosen.connect(self.start_tutorial)
        self.board = BoardArea()
        self.board.privacy.revealed.connect(self._privacy_revealed)
        self.board.view.viewport().installEventFilter(self)  # a new click on the board retires a refusal
        self.board.view.installEventFilter(self)  # and so does Space or Enter
        self.panel = SidePanel()
        self.panel.moveTyped.connect(self._typed_move)
        self.splitter = GamePage(self.board, self.panel)
        self.pages.addWidget(self.chooser)
        self.pages.addWidget(self.splitter)
        self.setCentralWidget(self.pages)
        self.status_label = QLabel()
        self.status_label.setTextFormat(Qt.TextFormat.PlainText)  # names come from other computers too
        self.statusBar().addWidget(self.status_label, 1)

        self.review = ReviewDock(self)
        self.addDockWidget(Qt.DockWidgetArea.BottomDockWidgetArea, self.review)
        self.splitter.extra_stops = self.review.focus_chain
        self.tutorial = TutorialPage(self.settings)
        self.tutorial.closed.connect(self._tutorial_closed)
        self.pages.addWidget(self.tutorial)
        self.network = NetworkControl(self)
        self.sound = SoundBoard(self.settings, self)
        self.menus = WindowMenus(self)
        self.menus.create_actions()
        self.menus.create_menus()
        self.full_screen = FullScreen(self, self.act_full_screen)
        self.finale = Finale(self.board.view, self.act_new, self.review.open_review)  # a game's end, over the board
        self.finale.celebrating.connect(self.sound.celebrate)
        languages.languageChanged.connect(self._language_changed)
        self.retranslate()
        geometry = self.settings.geometry("main")
        if geometry is None or not self.restoreGeometry(geometry):
            self.resize(PREFERRED_SIZE)
        keep_on_screen(self, self.size())  # a small screen, or a size remembered from a bigger one
        self.update_actions()

    def retranslate(self) -> None:
        self.update_title()
        self.menus.retranslate()
        self.panel.retranslate()
        self.network.retranslate()

    def update_title(self) -> None:
        """The window title names the game and its file, as desktop apps do."""
        parts = ["Ludoteca"]
        if self.session is not None and self.pages.currentIndex() == GAME_PAGE:
            parts.insert(0, texts.game_name(self.session.spec))
            if self.files.path is not None:
                parts.insert(0, self.files.path.name)
        self.setWindowTitle(" – ".join(parts))

    def changeEvent(self, event):  # noqa: N802 - Qt override
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def eventFilter(self, watched, event):  # noqa: N802 - Qt override
        # The player has moved on from a refused attempt; if this click is refused too, the scene says so again.
        view = self.board.view
        if ((event.type() == QEvent.Type.MouseButtonPress and watched is view.viewport())
                or (event.type() == QEvent.Type.KeyPress and watched is view and event.key() in ACTIVATE)):
            self.panel.show_notice("")
        return super().eventFilter(watched, event)

    def _language_changed(self, code: str) -> None:
        if self.scene is not None:
            self.scene.retranslate()
        if self.session is not None:
            self.session.relabel()  # the move list in the new language
        if self.rules is not None:
            self.rules.set_language(code)
        self.retranslate()

    def set_language(self, code: str) -> None:
        self.languages.set_language(code)
        self.settings.set("language", code)

    # -- starting and ending games -------------------------------------------------
    def show_chooser(self) -> None:
        self.review.hide()
        self.pages.setCurrentIndex(CHOOSER_PAGE)
        self.update_actions()
        self.update_title()

    def new_game_dialog(self, game_id: str | None = None) -> None:
        game_id = game_id or (self.session.spec.id if self.session else None)
        if game_id is None or not playable(game_id):
            self.show_chooser()
            return
        if self.network.take_pending_host():  # Host Network Game… sent the player to the chooser
            self.network.host_game(game_id)
            return
        remembered = setup_from_json(self.settings.last_setup(game_id))
        setup = ask_setup(self, game_id, remembered, self.history.known_players())
        if setup is not None:
            self.settings.set_last_setup(game_id, setup.to_json())
            self.history.game_started(setup)
            self.start_game(setup)
        self.focus_board()  # back where the keys were (a cancelled dialog), or on the new game's board

    def start_game(self, setup: GameSetup, seed: int | None = None) -> None:
        try:
            initial = engine.new_game(setup.game_id, len(setup.seats), setup.options,
                                      secrets.randbits(63) if seed is None else seed)
        except engine.BadState as exc:
            self.show_error(self.tr("This game cannot be started with these settings."), str(exc))
            return
        self.install_session(GameSession(setup, initial, self))
        self.files.forget_path()

    def restart(self) -> None:
        if self.session is not None:
            self.start_game(self.session.setup)

    def install_session(self, session: GameSession) -> None:
        if not getattr(session, "network", False):
            self.network.leave()
        if self.session is not None:
            self.history.game_left(self.session)
            self.session.close()
            self.session.deleteLater()
            # Once the old game's objects are gone, give their memory back (glibc would keep it).
            QTimer.singleShot(1000, release_free_memory)
        self.session = session
        session.ai_seconds = self.settings.get("ai_seconds")
        cls = scene_class(session.spec.id)
        scene = cls(session.spec, session.setup.seat_infos(), self)
        scene.animation_factor = self.appearance.animation_factor()
        scene.settings = self.settings
        scene.moveChosen.connect(self._human_move)
        scene.statusMessage.connect(self.show_status)
        scene.moveRefused.connect(self._show_refusal)
        scene.recordImported.connect(self._import_record)
        scene.movesReworded.connect(self._reword_moves)
        scene.soundCue.connect(self.sound.play)
        old_scene, self.scene = self.scene, scene
        self.board.view.setScene(scene)
        if old_scene is not None:
            old_scene.shutdown()
            old_scene.game_record = None  # not kept pointing at the old session (see GameSession.close)
            old_scene.deleteLater()
        session.busy_check = scene.animation_running
        session.set_move_describer(scene.describe_move)
        scene.game_record = session.record
        session.positionChanged.connect(self._position_changed)
        session.gameOver.connect(self._game_over)
        self.finale.follow(session, scene)
        session.humanToMove.connect(self._human_to_move)
        session.thinking.connect(self._thinking)
        session.aiFailed.connect(self._ai_failed)
        session.computerRefused.connect(self._computer_refused)
        session.hintReady.connect(self._hint_ready)
        session.undo_stack.indexChanged.connect(self.update_actions)
        self.panel.scores_shown = scene.scores_shown
        self.panel.set_session(session, scene.panel_widget())
        self.review.hide()
        self.review.set_session(session)
        self.pages.setCurrentIndex(GAME_PAGE)
        self.board.privacy.hide()
        self._last_covered_seat = None
        self.update_actions()
        self.update_title()  # a resumed, opened or continued game is named as a new one is
        session.show_current()
        self.focus_board()  # arrows work at once

    # -- the flow of a game --------------------------------------------------------------
    def _reword_moves(self) -> None:
        if self.session is not None:
            self.session.relabel()
            self.panel.refresh()  # and the scores, which wait for the pieces to rest as the words do
            self.panel.history.viewport().update()  # the list reads the new words when it paints

    def _human_move(self, move: Any) -> None:
        if self.session is not None and self.session.human_to_move():
            self._play(move)

    def _play(self, move: Any) -> bool:
        try:
            self.session.play(move)
        except IllegalMove as exc:
            self._show_refusal(exc)
            return False
        return True

    def _typed_move(self, text: str) -> None:
        """A move typed or pasted into the panel, in the game's notation."""
        if self.session is None or not self.session.human_to_move() or self.board.privacy.isVisible():
            return
        try:
            move = self.session.state.parse_move(text)
        except IllegalMove as exc:
            self._show_refusal(exc)
            return
        if self._play(move):
            self.panel.move_accepted()

    def _show_refusal(self, refusal: IllegalMove) -> None:
        """Why the engine refused a move, in the player's language: in the status line and the panel."""
        text = texts.refusal_text(self.session.spec if self.session else None, refusal)
        self.show_status(texts.fill(self.tr("Not allowed: %1"), text))
        self.panel.show_notice(text)
        self.sound.play("refused")

    def _position_changed(self, state, last_move, animate: bool) -> None:
        self.scene.set_interactive(False)
        self.scene.show_state(state, last_move, animate and self.act_animations.isChecked())
        self.scene.refresh_cursor()
        self.scene.show_marks([])  # the review draws its own marks for the new position
        self.panel.set_status("")
        self.panel.show_notice("")
        self.show_status("")
        self.files.autosave()

    def _human_to_move(self, seat: int) -> None:
        if self._needs_privacy(seat):
            self._last_covered_seat = seat
            self.board.privacy.cover(self.session.setup.seats[seat].name)
            return
        self.scene.set_interactive(True)
        self.update_actions()

    def _needs_privacy(self, seat: int) -> bool:
        session = self.session
        return (session.spec.hidden_hands and self.act_privacy.isChecked() and session.setup.humans() > 1
                and self._last_covered_seat != seat)

    def _privacy_revealed(self) -> None:
        if self.session is not None and self.session.human_to_move():
            self.scene.set_interactive(True)
        self.focus_board()

    def focus_board(self) -> None:
        """Keyboard focus to the board (or to the privacy screen covering it), when the game page is shown."""
        if self.pages.currentIndex() == GAME_PAGE:
            if self.board.privacy.isVisible():
                self.board.privacy.button.setFocus(Qt.FocusReason.OtherFocusReason)
            else:
                self.board.view.setFocus(Qt.FocusReason.OtherFocusReason)

    def _thinking(self, seat: int) -> None:
        if seat >= 0:
            name = self.session.setup.seats[seat].name
            self.panel.set_status(texts.fill(self.tr("%1 is thinking…"), name))
        self.update_actions()

    def _game_over(self, outcome) -> None:
        names = [seat.name for seat in self.session.setup.seats]
        problem = self.history.game_finished(self.session)
        self.show_status(" ".join(filter(None, [texts.outcome_text(self.session.spec, outcome, names), problem])))
        self.panel.refresh()
        self.update_actions()
        self.files.game_finished()
        if not self.session.review_offered:  # a finished game offers its replay and analysis, once
            self.session.review_offered = True
            QTimer.singleShot(0, self.review.open_review)

    def _ai_failed(self, details: str) -> None:
        self._pause_after_computer_problem(self.tr("The computer player ran into a problem and has been paused."),
                                           details)

    def _computer_refused(self, move_text: str, refusal: IllegalMove) -> None:
        """The engine refused the computer's own move: a bug, so say so plainly and pause."""
        why = texts.refusal_text(self.session.spec, refusal)
        self.show_status(texts.fill(self.tr("Not allowed: %1"), why))
        self._pause_after_computer_problem(
            texts.fill(self.tr("The computer player chose a move that is not allowed (%1) and has been paused. "
                               "Please report this as a bug."), move_text),
            why, informative=True)

    def _pause_after_computer_problem(self, text: str, details: str, informative: bool = False) -> None:
        self.act_pause.setChecked(True)
        self.toggle_pause()
        box = QMessageBox(QMessageBox.Icon.Warning, self.tr("Computer player"), text, parent=self)
        if informative:
            box.setInformativeText(details)
        else:
            box.setDetailedText(details)
        self.show_box(box)

    def show_box(self, box: QMessageBox) -> None:
        """A message box over the window; afterwards the keys go to the board again."""
        box.exec()
        box.deleteLater()  # a child of the window: it would stay for the rest of the session
        self.focus_board()

    def show_status(self, text: str) -> None:
        self.status_label.setText(text)

    # -- move menu ------------------------------------------------------------------------
    def undo(self) -> None:
        if self.session is not None:
            self.session.undo()

    def redo(self) -> None:
        if self.session is not None:
            self.session.redo()

    def hint(self) -> None:
        if self.session is not None and self.session.human_to_move():
            self.session.request_hint()

    def _hint_ready(self, move: Any, chances) -> None:
        chance = chance_label(chances, self.session.state.to_move)
        self.scene.show_hint(move)
        self.scene.show_marks([MoveMark(move, "hint", chance)])
        state = self.session.state
        self.show_status(texts.fill(self.tr("Hint: %1 (chance to win after it: %2)"),
                                    self.session.words(state, move, state.move_to_text(move)), chance))

    def toggle_review(self) -> None:
        if self.act_review.isChecked():
            self.review.open_review()
        else:
            self.review.hide()

    def start_tutorial(self, game_id: str | None = None, step: int = 0) -> None:
        """Learn to play `game_id` (the current game's, else the one chosen last): the running game waits."""
        game_id = game_id or (self.session.spec.id if self.session is not None else None)
        if game_id is None:  # the chooser has a "Learn to Play" button on every card
            self.show_chooser()
            return
        if self.pages.currentIndex() != TUTORIAL_PAGE:
            self._before_tutorial = self.pages.currentIndex()
        self.review.hide()  # hands the game back, so it must come before the game is made to wait
        if self.session is not None:
            self.session.freeze()
        self.tutorial.start(game_id, step)
        self.pages.setCurrentIndex(TUTORIAL_PAGE)
        self.activateWindow()
        self.update_actions()

    def _tutorial_closed(self) -> None:
        if self.session is not None and self._before_tutorial == GAME_PAGE:
            self.pages.setCurrentIndex(GAME_PAGE)
            self.session.show_current()
        else:
            self.show_chooser()
        self.update_actions()

    def toggle_pause(self) -> None:
        if self.session is None:
            return
        self.session.paused = self.act_pause.isChecked()
        self.session.after_change()

    def update_actions(self, *_) -> None:
        in_game = self.session is not None and self.pages.currentIndex() == GAME_PAGE
        session = self.session
        self.act_save.setEnabled(in_game)
        self.act_save_as.setEnabled(in_game)
        networked = in_game and getattr(session, "network", False)
        self.act_restart.setEnabled(in_game and not networked)
        self.act_undo.setEnabled(in_game and session.undo_stack.canUndo())
        self.act_redo.setEnabled(in_game and not networked and session.undo_stack.canRedo())
        self.act_hint.setEnabled(in_game and session.human_to_move() and session.spec.finite_moves)
        self.act_pause.setEnabled(in_game and not all(s.human for s in session.setup.seats))
        self.act_analyse.setEnabled(in_game)
        self.act_review.setEnabled(in_game)
        self.act_review.setChecked(in_game and self.review.isVisible())
        self.menus.show_view_actions(self.scene if in_game else None)
        if self.session is not None:
            self.panel.refresh()

    def _toggle_side_panel(self) -> None:
        self.settings.set("side_panel", self.act_side_panel.isChecked())
        self.panel.setVisible(self.act_side_panel.isChecked())

    def _toggle_privacy(self) -> None:
        self.settings.set("privacy_screen", self.act_privacy.isChecked())

    def show_error(self, text: str, details: str) -> None:
        box = QMessageBox(QMessageBox.Icon.Warning, "Ludoteca", text, parent=self)
        box.setInformativeText(details)
        self.show_box(box)

    def _import_record(self, record: GameRecord) -> None:
        """A game the scene read from a text record: it replaces the current one, with the same players."""
        setup = GameSetup(record.game_id, self.session.setup.seats, dict(record.initial.options))
        record.players = setup.players()
        self.install_session(GameSession.from_record(setup, record, self))
        self.files.forget_path()

    # -- help and settings --------------------------------------------------------------------
    def show_rules(self) -> None:
        game_id = self.session.spec.id if self.session is not None and self.pages.currentIndex() == GAME_PAGE else None
        if self.rules is None:
            self.rules = RulesBrowser(self.languages.language, game_id, self)
            self.rules.learnRequested.connect(self.start_tutorial)
        elif game_id is not None:
            self.rules.show_game(game_id)
        self.rules.show()
        self.rules.raise_()

    def show_keys(self) -> None:
        """Help ▸ Keyboard: the rules browser on its Keyboard page."""
        self.show_rules()
        self.rules.show_keys()

    def about(self) -> None:
        QMessageBox.about(self, self.tr("About Ludoteca"), self.tr(
            "<h3>Ludoteca</h3><p>Six tabletop games for one computer: play hot-seat with friends "
            "or against the computer.</p>"))
        self.focus_board()

    def settings_dialog(self) -> None:
        edit_preferences(self)

    # -- closing ------------------------------------------------------------------------------------
    def closeEvent(self, event):  # noqa: N802 - Qt override
        self.settings.set_geometry("main", self.full_screen.geometry_to_keep())
        self.review.analyser.cancel()
        self.tutorial.shutdown()
        if self.scene is not None:
            self.scene.shutdown()
        if self.session is not None:
            self.session.close()
            self.session.ai.wait(3000)
            self.session.hints.wait(3000)
            self.files.autosave()
            self.history.game_left(self.session)
        self.network.leave()
        self.history.close()
        if self.rules is not None:  # a rules window left open would keep the application running
            self.rules.close()
        self.settings.sync()
        super().closeEvent(event)

