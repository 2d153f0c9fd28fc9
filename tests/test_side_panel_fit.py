"""The side panel's content is never wider than the panel: every game's controls, in every language, at a
small and a large window (a long translation once pushed Tumblin-Dice's score sheet and buttons out of sight)."""

import pytest
from PySide6.QtWidgets import QApplication

import engine
from gui.games import playable
from gui.i18n import LANGUAGES
from gui.setup import default_setup


@pytest.mark.parametrize("size", [(800, 600), (1280, 800)])
def test_every_games_panel_fits_in_every_language(qtbot, window, languages, size):
    window.resize(*size)
    too_wide = []
    for game_id in [game for game in engine.GAMES if playable(game)]:
        window.start_game(default_setup(game_id), seed=1)
        for lang in LANGUAGES:
            languages.set_language(lang)
            QApplication.processEvents()
            content = window.panel.scroll.widget()
            room = window.panel.scroll.viewport().width()
            if content.minimumSizeHint().width() > room or content.width() > room:
                too_wide.append((game_id, lang, content.minimumSizeHint().width(), content.width(), room))
    assert not too_wide, too_wide


def test_buttons_that_do_not_fit_side_by_side_go_one_under_another(qtbot):
    from PySide6.QtWidgets import QPushButton

    from gui.common.panel import ButtonRow

    row = ButtonRow(QPushButton("Throw"), QPushButton("Repeat the very last throw once more, slowly"))
    qtbot.addWidget(row)
    row.resize(800, 40)
    row.show()
    qtbot.waitUntil(lambda: row.side_by_side())
    assert row.minimumSizeHint().width() < sum(button.sizeHint().width() for button in row._buttons)
    row.resize(200, 40)
    qtbot.waitUntil(lambda: not row.side_by_side())
    row.resize(800, 40)
    qtbot.waitUntil(lambda: row.side_by_side())
