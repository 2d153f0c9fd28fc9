"""Small things of the shell a player noticed (issue 30 item 14): the move list shows when it has the keys, one
name for hiding hands between turns, the title names a resumed game, no jargon for Abalone's move limit."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QColor

from engine import GAMES
from gui import saves, texts, theme
from gui.i18n import LANGUAGES
from gui.settings_dialog import SettingsDialog
from gui.setup import GameSetup, SeatSetup
from tests.fake_game import Add


def start_count(window):
    window.act_privacy.setChecked(False)  # the board itself, not the screen over it between turns
    window.start_game(GameSetup("count", [SeatSetup("Ann", "red"), SeatSetup("Bob", "blue")],
                                {"target": 15, "mode": "plain"}), seed=1)
    return window.scene


def test_the_move_list_shows_when_it_has_the_keyboard(qtbot, window, count_game):
    window.activateWindow()
    start_count(window)
    moves = window.panel.history
    qtbot.waitUntil(lambda: window.board.view.hasFocus())  # a new game: the keys go to the board
    edge = moves.height() // 2
    focus = theme.current().colour("focus").rgb()
    assert moves.grab().toImage().pixel(0, edge) != focus
    qtbot.keyClick(window.board.view, Qt.Key.Key_Tab)  # from the board to the move list (no game controls here)
    qtbot.waitUntil(moves.hasFocus)
    image = moves.grab().toImage()
    assert image.pixel(0, edge) == focus and image.pixel(moves.width() - 1, edge) == focus


def test_hiding_hands_between_turns_has_one_name_in_every_language(qtbot, window, languages):
    dialog = SettingsDialog(window.settings, "en", window)
    qtbot.addWidget(dialog)
    for code in LANGUAGES:
        languages.set_language(code)
        menu = window.act_privacy.text().replace("&", "")
        preferences = QCoreApplication.translate("SettingsDialog", "Hide hands between turns")
        assert menu.casefold() == preferences.casefold(), code
    assert dialog.privacy.text() == "Hide hands between turns"


def title_names(window, *words) -> bool:
    return all(word in window.windowTitle() for word in words)


def test_the_title_names_an_opened_game_and_one_continued_from_the_history(qtbot, window, count_game, tmp_path):
    start_count(window)
    window.session.play(Add(2))
    window.session.play(Add(3))
    path = tmp_path / "kept.ludoteca"
    saves.save_game(path, window.session.record())
    window.show_chooser()
    assert window.windowTitle() == "Ludoteca"
    assert window.files.open(path)
    assert title_names(window, "kept.ludoteca", texts.game_name(GAMES["count"]))
    start_count(window)  # leaves the opened game unfinished in the history
    window.show_chooser()
    stored = window.history.recorder.store().games(complete=False)
    assert window.history.open_stored(stored[0].id, replay=False)
    assert title_names(window, texts.game_name(GAMES["count"]), "Ludoteca")


def test_abalones_move_limit_is_said_in_players_words(languages):
    option = GAMES["abalone"].option("move_cap")
    jargon = {"en": "plies", "nl": "halve zet", "de": "halbz", "es": "media", "fr": "demi-coup", "it": "semimoss"}
    for code, word in jargon.items():
        languages.set_language(code)
        label = texts.option_label(option).casefold()
        assert word not in label, (code, label)


def test_the_new_game_dialog_frames_a_white_seat_and_gives_the_count_room(qtbot, window):
    from gui.newgame import NewGameDialog, colour_icon
    from gui.setup import default_setup

    white = colour_icon(QColor("white")).pixmap(16, 16).toImage()
    assert white.pixelColor(0, 0) != QColor("white") and white.pixelColor(8, 8) == QColor("white")
    dialog = NewGameDialog("halma", default_setup("halma", 2), window)
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.count.width() >= dialog.count.fontMetrics().horizontalAdvance("88") + 40
