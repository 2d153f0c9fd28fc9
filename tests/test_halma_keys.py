"""Halma and Chinese checkers with the keyboard only, and the board in every theme and palette.

Every human move here is made with key events sent to the board view (arrows to walk the cursor, Space or
Enter to pick a peg up and to put it down where it should go), never with the mouse or `session.play`.
"""


import pytest
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter

from engine import ai
from engine.halma import PASS, SPEC
from gui import texts, theme
from gui.halma.items import board_colour
from gui.halma.view import HOP_MS
from gui.setup import GameSetup, SeatSetup
from gui.theme import GRAPHIC_CONTRAST, contrast
from tests.keyboard import render, tab_off_the_board, walk_to
from tests.test_halma_gui import qtbot_wait_for_fit

BOARDS = [{}, {"board": "square"}]


def start(qtbot, window, options=None, humans=(True, True), seats=2, colours=("red", "blue", "green", "yellow")):
    players = [SeatSetup(f"P{i + 1}", colours[i], humans[i] if i < len(humans) else True, "easy")
               for i in range(seats)]
    window.start_game(GameSetup("halma", players, options or {}), seed=1)
    qtbot_wait_for_fit(window)
    view = window.board.view
    window.activateWindow()
    view.setFocus()
    qtbot.waitUntil(view.hasFocus, timeout=2000)
    return window.scene, view


def names(state, *holes):
    return [state.layout.board.names[hole] for hole in holes]


def test_a_whole_game_with_keys_only(qtbot, window):
    """Two players on the star: the human (keys only) against the easy computer, ten pegs each, to the end:
    someone fills the opposite camp (about 50 moves each). Animations are off to keep it short; the human's
    moves are the normal computer's choice, made with the cursor."""
    scene, view = start(qtbot, window, humans=(True, False))
    scene.animation_factor = 0
    session = window.session
    presses = 0
    while session.state.outcome() is None:
        qtbot.waitUntil(lambda: session.state.outcome() is not None or (
            session.human_to_move() and scene.interactive and not scene.animation_running()), timeout=20_000)
        state = session.state
        if state.outcome() is not None:
            break
        played = len(session.moves)
        move = ai.choose(state, "normal", seed=played)
        if move is PASS:  # the scene passes by itself for a blocked player
            qtbot.waitUntil(lambda played=played: len(session.moves) > played, timeout=5000)
            continue
        origin, destination = names(state, move.origin, move.destination)
        walk_to(qtbot, view, scene, origin)
        qtbot.keyClick(view, Qt.Key.Key_Space)
        assert move.destination in scene.selected_targets()
        assert view.accessibleDescription().startswith(f"{origin}, red peg, picked up")
        walk_to(qtbot, view, scene, destination)
        qtbot.keyClick(view, Qt.Key.Key_Return if played % 4 else Qt.Key.Key_Enter)
        assert len(session.moves) == played + 1 and session.moves[-1] == state.move_to_text(move)
        presses += 1
    assert session.state.outcome() is not None and presses > 20


@pytest.mark.parametrize("options", BOARDS)
def test_escape_puts_the_picked_peg_down(qtbot, window, options):
    scene, view = start(qtbot, window, options)
    state = window.session.state
    move = state.legal_moves()[0]
    origin = names(state, move.origin)[0]
    walk_to(qtbot, view, scene, origin)
    qtbot.keyClick(view, Qt.Key.Key_Space)
    assert scene.selected_targets() and view.accessibleDescription().startswith(f"{origin}, red peg, picked up")
    qtbot.keyClick(view, Qt.Key.Key_Escape)
    assert scene.selected_targets() == {} and "picked up" not in view.accessibleDescription()
    qtbot.keyClick(view, Qt.Key.Key_Space)  # picked up again, and Space on it again puts it down, like a click
    assert scene.selected_targets()
    qtbot.keyClick(view, Qt.Key.Key_Space)
    assert scene.selected_targets() == {} and window.session.moves == []


@pytest.mark.parametrize(("options", "own", "far", "theirs"), [({}, "n1", "i5", "b1"),
                                                               ({"board": "square"}, "b2", "h9", "o15")])
def test_space_where_a_click_is_refused_gives_the_same_refusal(qtbot, window, options, own, far, theirs):
    scene, view = start(qtbot, window, options)
    state, notice = window.session.state, window.panel.notice
    index = state.layout.board.index
    walk_to(qtbot, view, scene, theirs)
    qtbot.keyClick(view, Qt.Key.Key_Space)
    assert notice.text() == texts.refusal_text(SPEC, state.pick_refusal(index[theirs]))
    assert scene.selected_targets() == {}
    walk_to(qtbot, view, scene, own)
    qtbot.keyClick(view, Qt.Key.Key_Space)
    targets = scene.selected_targets()
    walk_to(qtbot, view, scene, far)
    qtbot.keyClick(view, Qt.Key.Key_Space)  # out of reach: refused, and the peg stays picked for another try
    assert notice.text() == texts.refusal_text(SPEC, state.destination_refusal(index[own], index[far]))
    assert scene.selected_targets() == targets and window.session.moves == []


def test_the_cursor_shows_the_hop_chain_and_plays_it_whole(qtbot, window):
    """A chain is chosen by its last hole: the path is drawn while the cursor is there, Space plays it all."""
    scene, view = start(qtbot, window)
    session = window.session
    for text in ("n3-m7", "d1-e5"):
        session.play_text(text)
    qtbot.waitUntil(lambda: not scene.animation_running(), timeout=3000)
    walk_to(qtbot, view, scene, "o2")
    qtbot.keyClick(view, Qt.Key.Key_Space)
    walk_to(qtbot, view, scene, "m8")
    assert scene._path_item is not None and scene._path_item.path().elementCount() >= 3
    assert view.accessibleDescription() == "m8, empty, the picked-up peg can go here"
    qtbot.keyClick(view, Qt.Key.Key_Space)
    assert session.moves[-1] == "o2:m6:m8"


@pytest.mark.parametrize("options", BOARDS)
def test_the_cursor_starts_on_a_peg_of_the_player_to_move(qtbot, window, options):
    scene, view = start(qtbot, window, options)
    qtbot.keyClick(view, Qt.Key.Key_Down)
    state = window.session.state
    hole = state.layout.board.index[scene.cursor]
    assert state.board[hole] == state.to_move == 0
    assert any(move.origin == hole for move in state.legal_moves())


@pytest.mark.parametrize(("options", "empty", "own"), [({}, "i5", "n1"), ({"board": "square"}, "h9", "c3")])
def test_the_description_says_what_is_under_the_cursor_in_two_languages(qtbot, window, languages, options,
                                                                       empty, own):
    scene, view = start(qtbot, window, options)
    walk_to(qtbot, view, scene, empty)
    assert view.accessibleDescription() == f"{empty}, empty"
    walk_to(qtbot, view, scene, own)
    assert view.accessibleDescription() == f"{own}, red peg, red camp"
    languages.set_language("de")
    walk_to(qtbot, view, scene, empty)
    assert view.accessibleDescription() == f"{empty}, leer"
    walk_to(qtbot, view, scene, own)
    qtbot.keyClick(view, Qt.Key.Key_Space)
    assert view.accessibleDescription() == f"{own}, roter Stein, aufgenommen, rotes Lager"


@pytest.mark.parametrize("options", BOARDS)
def test_arrows_never_leave_the_board(qtbot, window, options):
    scene, view = start(qtbot, window, options)
    cells, rect = set(scene.key_cells()), scene.content_rect()
    qtbot.keyClick(view, Qt.Key.Key_Left)
    seen = {scene.cursor}
    for key in (Qt.Key.Key_Left, Qt.Key.Key_Up, Qt.Key.Key_Right, Qt.Key.Key_Down, Qt.Key.Key_H, Qt.Key.Key_K,
                Qt.Key.Key_L, Qt.Key.Key_J):
        for _ in range(20):
            qtbot.keyClick(view, key)
            assert scene.cursor in cells and rect.contains(scene.cell_point(scene.cursor))
            seen.add(scene.cursor)
    assert len(seen) > 20


def test_tab_moves_the_focus_off_the_board(qtbot, window):
    scene, view = start(qtbot, window)
    qtbot.keyClick(view, Qt.Key.Key_Right)
    assert scene.cursor is not None
    tab_off_the_board(qtbot, view)


def test_no_keys_act_while_it_is_not_a_human_turn(qtbot, window):
    scene, view = start(qtbot, window)
    scene.set_interactive(False)
    walk_to(qtbot, view, scene, "n1")
    qtbot.keyClick(view, Qt.Key.Key_Space)
    assert scene.selected_targets() == {} and view.accessibleDescription() == "n1, red peg, red camp"


@pytest.mark.parametrize("factor", [0.5, 1.0, 2.0])
def test_hops_take_the_animation_speed_into_account(qtbot, window, factor):
    scene, view = start(qtbot, window)
    scene.animation_factor = factor
    walk_to(qtbot, view, scene, "o1")
    qtbot.keyClick(view, Qt.Key.Key_Space)
    walk_to(qtbot, view, scene, "m7")  # a hop over n2
    qtbot.keyClick(view, Qt.Key.Key_Space)
    assert scene.animation_running() and window.session.moves == ["o1:m7"]
    assert scene._animation.duration() == round((HOP_MS + 60) * factor)
    scene.shutdown()


# -- themes and palettes -----------------------------------------------------------------------------------
THEMED = [(name, palette, options) for name in theme.THEMES for palette in theme.PALETTES for options in BOARDS]


@pytest.mark.parametrize(("name", "palette", "options"), THEMED)
def test_every_theme_and_palette_draws_pegs_that_stand_out(qtbot, window, themes, name, palette, options):
    """Six seats may be any of the game's colours: every peg stands out 3:1 (fill or outline) from what lies
    around it, every hole from the board or camp it is in, and seats carry their marks where marks are shown."""
    seats = 6 if not options else 4
    colours = ("black", "white", "yellow", "blue", "purple", "green") if seats == 6 else ("white", "black", "yellow", "red")
    scene, view = start(qtbot, window, options, seats=seats, colours=colours)
    themes(name, palette)
    assert theme.current().name == name and theme.current().palette_name == palette
    image = render(scene, 1.0, QColor("#808080"))
    assert not image.isNull()
    surfaces = scene._drawing.surfaces
    state = scene.state
    for hole, peg in scene._pegs.items():
        seat = state.board[hole]
        info = scene.seat_info[seat]
        assert peg.fill == info.colour and peg.mark == info.mark
        assert max(contrast(peg.fill, surfaces[hole]), contrast(peg.edge, surfaces[hole])) >= GRAPHIC_CONTRAST
        assert peg.pen().color() == peg.edge
    hole_fill = board_colour("hole")
    for hole, surface in enumerate(surfaces):
        rim = scene._drawing._hole_rim(hole)
        assert max(contrast(hole_fill, surface), contrast(rim, surface)) >= GRAPHIC_CONTRAST
    marked = theme.current().marks_shown
    assert all(bool(peg.mark) == (marked and scene.seat_info[state.board[h]].colour_key not in ("black", "white"))
               for h, peg in scene._pegs.items())


def test_colour_blind_pegs_carry_their_marks(qtbot, window, themes):
    scene, view = start(qtbot, window)
    plain = render(scene, 1.0, QColor("#808080"))
    themes("light", "colour-blind")
    red = next(peg for hole, peg in scene._pegs.items() if scene.state.board[hole] == 0)
    blue = next(peg for hole, peg in scene._pegs.items() if scene.state.board[hole] == 1)
    assert (red.mark, blue.mark) == ("triangle", "square")
    assert red.fill == QColor("#d55e00")
    assert render(scene, 1.0, QColor("#808080")) != plain
    # The mark is drawn: the centre of a red peg is the mark's colour, black on vermilion.
    image = QImage(40, 40, QImage.Format.Format_ARGB32)
    image.fill(QColor("#808080"))
    painter = QPainter(image)
    scene.render(painter, QRectF(0, 0, 40, 40), red.sceneBoundingRect())
    painter.end()
    assert QColor(image.pixel(20, 22)) == theme.current().mark_colour(red.fill)


def test_a_theme_change_keeps_the_cursor_the_selection_and_the_last_move(qtbot, window, themes):
    scene, view = start(qtbot, window)
    session = window.session
    session.play_text("n1-m5")
    qtbot.waitUntil(lambda: not scene.animation_running(), timeout=3000)
    walk_to(qtbot, view, scene, "e5")
    themes("dark", "standard")
    assert scene.cursor == "e5" and scene._cursor_item.isVisible()
    assert scene._last_move is not None and scene._marks
    assert scene._drawing.surfaces[0] != QColor("#e2c290")


def test_the_label_background_is_the_tables(qapp):
    """The coordinates are drawn beside the board, on the window's table: the game's theme file names that
    colour again for its contrast pair, so it must be the shell's."""
    for name in theme.THEMES:
        colours = theme.Theme(name, "standard")
        assert colours.board("halma", "table") == colours.colour("table")


def test_the_chain_path_and_rings_use_the_themes_colours(qtbot, window, themes):
    scene, view = start(qtbot, window)
    themes("high-contrast", "standard")
    walk_to(qtbot, view, scene, "n1")
    qtbot.keyClick(view, Qt.Key.Key_Space)
    ring_colour = scene._selection_items[0].pen().color()
    assert ring_colour == board_colour("selection")
    walk_to(qtbot, view, scene, "m5")
    assert scene._path_item.pen().color() == board_colour("selection")
    assert QPointF(scene.cell_point("m5")) == scene.hole_position("m5")
