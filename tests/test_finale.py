"""The end of a game as a moment of its own (issue 30): a banner over the board names the winner in the seat's
colour and offers New game, Review and Close; Escape or a click on the board dismisses it; undo and a new game
work while it shows; it follows the language."""

import pytest
from PySide6.QtCore import Qt

from gui import theme
from gui.setup import GameSetup, SeatSetup
from gui.theme import GRAPHIC_CONTRAST, contrast
from tests.conftest import click_scene_item


def finish_count(window, count_game):
    """Ann and Bob (both on this device) race to 5: Ann plays 3 and 2 around Bob's 1 and wins."""
    setup = GameSetup("count", [SeatSetup("Ann", "red"), SeatSetup("Bob", "blue")], {"target": 5, "mode": "plain"})
    window.start_game(setup, seed=1)
    for amount in (3, 1):
        window._play(count_game.Add(amount))
    assert not window.finale.isVisible()
    window._play(count_game.Add(2))
    assert window.session.state.outcome() is not None
    return window.finale


def test_finishing_a_game_shows_the_winner_in_the_seats_colour(qtbot, window, count_game):
    finale = finish_count(window, count_game)
    qtbot.waitUntil(lambda: finale.isVisible() and finale.new_button.hasFocus())
    assert finale.title.text() == "Ann wins!"
    assert finale.reason.text() == "The game is won." and "Ann wins." in finale.accessibleName()
    assert [seat.name for seat in finale.swatches.seats] == ["Ann"]
    assert finale.accent == window.scene.seat_info[0].colour
    assert window.board.view.viewport().geometry().contains(finale.geometry())
    assert [b.text() for b in (finale.new_button, finale.review_button, finale.close_button)] == \
        ["New game…", "Review the game", "Close"]


def test_escape_dismisses_it_and_gives_the_keys_back_to_the_board(qtbot, window, count_game):
    finale = finish_count(window, count_game)
    qtbot.waitUntil(lambda: finale.new_button.hasFocus())
    qtbot.keyClick(finale.new_button, Qt.Key.Key_Escape)
    assert not finale.isVisible()
    assert window.board.view.hasFocus()


def test_a_click_on_the_board_dismisses_it(qtbot, window, count_game):
    finale = finish_count(window, count_game)
    qtbot.waitUntil(finale.isVisible)
    click_scene_item(qtbot, window.board.view, window.scene.buttons[0])
    assert not finale.isVisible()


def test_close_and_review_buttons(qtbot, window, count_game):
    finale = finish_count(window, count_game)
    qtbot.waitUntil(finale.isVisible)
    qtbot.mouseClick(finale.close_button, Qt.MouseButton.LeftButton)
    assert not finale.isVisible()
    window.review.hide()
    window.act_undo.trigger()
    window._play(count_game.Add(2))
    qtbot.waitUntil(finale.isVisible)
    qtbot.mouseClick(finale.review_button, Qt.MouseButton.LeftButton)
    assert not finale.isVisible() and window.review.isVisible()


def test_it_does_not_block_undo_or_a_new_game(qtbot, window, count_game):
    finale = finish_count(window, count_game)
    qtbot.waitUntil(lambda: finale.new_button.hasFocus())
    window.act_undo.trigger()
    assert window.session.state.outcome() is None and not finale.isVisible()
    window.act_redo.trigger()
    window.review.hide()  # the game shown at its end again: not celebrated twice while stepping through it
    window.act_restart.trigger()
    assert window.session.cursor == 0 and not finale.isVisible()


def test_it_speaks_the_players_language(qtbot, window, count_game, languages):
    languages.set_language("de")
    finale = finish_count(window, count_game)
    qtbot.waitUntil(finale.isVisible)
    assert finale.close_button.text() == "Schließen"
    assert "Ann" in finale.title.text() and finale.title.text() != "Ann wins!"
    languages.set_language("nl")
    assert finale.close_button.text() == "Sluiten"


@pytest.mark.parametrize("name", ["light", "dark", "high-contrast"])
def test_it_is_drawn_in_every_theme(qtbot, window, count_game, themes, name):
    themes(name, "colour-blind")
    finale = finish_count(window, count_game)
    qtbot.waitUntil(lambda: finale.isVisible() and finale.opacity.opacity() == 1.0)  # faded in
    view = window.board.view
    image = view.grab().toImage()
    corner = finale.geometry().topLeft() + view.viewport().pos()
    inside = image.pixelColor(corner.x() + 10, corner.y() + finale.height() // 2)  # within the frame's margin
    frame = image.pixelColor(corner.x() + 4, corner.y() + finale.height() // 2)
    surface = theme.current().colour("qt.Window")
    assert inside == surface, inside.name()
    assert contrast(frame, surface) >= GRAPHIC_CONTRAST, frame.name()  # the winner's colour or its edge


def test_a_real_game_rings_what_won_until_dismissed(qtbot, window):
    """Halma: the last peg fills Ann's target camp; the banner shows and the camp's holes are ringed."""
    from gui.session import GameSession
    from tests.test_halma_engine import destinations, nearly_home

    state, missing, approach = nearly_home()
    setup = GameSetup("halma", [SeatSetup("Ann", "red"), SeatSetup("Bob", "blue")], dict(state.options))
    window.install_session(GameSession(setup, state, window))
    window._play(destinations(window.session.state, approach)[missing])
    finale, scene = window.finale, window.scene
    qtbot.waitUntil(finale.isVisible)
    target = scene.state.layout.targets[0]
    assert len(scene.marks.rings) == len(target) == len(scene.winning_cells())
    qtbot.keyClick(window.board.view, Qt.Key.Key_Escape)
    assert not finale.isVisible() and scene.marks.rings == []


def test_its_buttons_are_reached_with_tab_and_pressed_with_space(qtbot, window, count_game):
    finale = finish_count(window, count_game)
    qtbot.waitUntil(lambda: finale.new_button.hasFocus())
    qtbot.keyClick(finale.new_button, Qt.Key.Key_Tab)
    assert finale.review_button.hasFocus()
    qtbot.keyClick(finale.review_button, Qt.Key.Key_Tab)
    assert finale.close_button.hasFocus()
    qtbot.keyClick(finale.close_button, Qt.Key.Key_Space)
    assert not finale.isVisible() and window.board.view.hasFocus()


def test_closing_the_review_at_the_end_does_not_bring_it_back(qtbot, window, count_game):
    finale = finish_count(window, count_game)
    qtbot.waitUntil(lambda: finale.isVisible() and window.review.isVisible())
    qtbot.keyClick(window.board.view, Qt.Key.Key_Escape)
    window.review.hide()  # the session shows its last position again
    assert window.session.state.outcome() is not None and not finale.isVisible()
