"""Abalone with the keyboard only (arrows, Space/Enter, Escape, Tab) through the real window, and its board in
every theme and palette."""

from __future__ import annotations

from dataclasses import replace

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor

import engine
from engine.abalone import Move, position_from_dict
from engine.abalone import ai as abalone_ai
from engine.abalone.board import CELL_BY_NAME, CELL_NAMES, CELLS, neighbour
from engine.ai.budget import Budget
from engine.rng import Rng
from gui import theme
from gui.abalone.items import ON_FIELD, ON_TRAY, MarbleItem, board_colour, marble_edge
from gui.setup import GameSetup, SeatSetup
from tests.keyboard import press, render, tab_off_the_board, walk_to

KEY = Qt.Key


def start(window, options=None, white_human=True):
    seats = [SeatSetup("Ann", "black"), SeatSetup("Bob", "white", human=white_human, level="easy")]
    window.start_game(GameSetup("abalone", seats, dict(options or {})), seed=1)
    window.board.view.setFocus()
    return window.scene


def target_cell(move: Move) -> int:
    """A cell next to the moving marbles that only `move`'s direction reaches: where Space makes the move."""
    group = move.marbles
    for cell in group:
        target = neighbour(cell, move.direction)
        if target is None or target in group:
            continue
        directions = {d for d in range(6) for c in group if neighbour(c, d) == target}
        if directions == {move.direction}:
            return target
    raise AssertionError(f"no unambiguous target for {move}")


def play_by_keys(qtbot, view, scene, move: Move, activate=KEY.Key_Space) -> None:
    """Select `move`'s marbles one by one, then activate the cell they move to: keys only."""
    press(qtbot, view, KEY.Key_Escape)
    for cell in move.marbles:
        walk_to(qtbot, view, scene, CELL_NAMES[cell])
        press(qtbot, view, activate)
    assert scene.selection == list(move.marbles)
    walk_to(qtbot, view, scene, CELL_NAMES[target_cell(move)])
    press(qtbot, view, activate)


def test_a_whole_game_by_keys_only(qtbot, window):
    """Two people at one keyboard, Belgian Daisy, one marble to push off ("marbles_to_win" 1): the game ends
    with the first push-off, after 11 plies. The moves are the engine's (Black searches two plies deep, White
    one, so Black wins); every one is made with arrows and Space or Enter."""
    scene = start(window, {"layout": "belgian_daisy", "marbles_to_win": 1})
    view = window.board.view
    session = window.session
    plies = 0
    while session.state.outcome() is None:
        assert plies < 40 and scene.interactive
        state = session.state
        move = abalone_ai.choose(state, "hard", Rng(plies), Budget(60), depth=2 if state.to_move == 0 else 1)
        play_by_keys(qtbot, view, scene, move, KEY.Key_Return if plies % 2 else KEY.Key_Space)
        plies += 1
        assert len(session.moves) == plies and session.moves[-1] == state.move_to_text(move)
    outcome = session.state.outcome()
    assert outcome.winners == (0,) and outcome.reason == "pushed_off" and plies == 11
    assert not scene.interactive


def test_the_first_key_shows_the_cursor_where_the_last_move_ended(qtbot, window):
    scene = start(window)
    view = window.board.view
    press(qtbot, view, KEY.Key_Down)
    assert scene.cursor == "E5"  # no move yet: the centre
    play_by_keys(qtbot, view, scene, Move((CELL_BY_NAME["C3"],), 1))  # C3 to D4, north-east
    assert window.session.moves == ["c3d4"]
    walk_to(qtbot, view, scene, "G5")
    scene.move_cursor(None)  # as in a fresh scene: no cursor yet
    press(qtbot, view, KEY.Key_Space)  # the first press only shows the cursor
    assert scene.cursor == "D4" and scene.selection == []


def test_escape_clears_the_selection(qtbot, window):
    scene = start(window)
    view = window.board.view
    walk_to(qtbot, view, scene, "C3")
    press(qtbot, view, KEY.Key_Space)
    walk_to(qtbot, view, scene, "C5")
    press(qtbot, view, KEY.Key_Enter)  # the first and the last of three: C4 comes along, as with clicks
    assert scene.selection == [CELL_BY_NAME[c] for c in ("C3", "C4", "C5")] and scene.arrows
    press(qtbot, view, KEY.Key_Space)  # Space again on a selected marble unselects it
    assert scene.selection == [CELL_BY_NAME[c] for c in ("C3", "C4")]
    walk_to(qtbot, view, scene, "D4")
    assert scene.ghosts  # the cursor on a cell the selection can move to previews the move
    press(qtbot, view, KEY.Key_Escape)
    assert scene.selection == [] and scene.arrows == [] and scene.ghosts == []
    assert not window.session.moves


def test_space_is_refused_exactly_like_a_click(qtbot, window, languages):
    scene = start(window)
    view = window.board.view
    walk_to(qtbot, view, scene, "G5")  # White's marble, and nothing selected
    press(qtbot, view, KEY.Key_Space)
    assert window.panel.notice.text() == "You have no marble on G5."
    assert window.status_label.text() == "Not allowed: You have no marble on G5."
    for cell in ("A1", "A3", "A4"):  # a fourth marble in the line
        walk_to(qtbot, view, scene, cell)
        press(qtbot, view, KEY.Key_Space)
    assert window.panel.notice.text() == "At most three marbles move together."
    assert scene.selection == [CELL_BY_NAME["A4"]]
    walk_to(qtbot, view, scene, "E5")  # not next to A4: the click's guidance, and no move
    press(qtbot, view, KEY.Key_Space)
    assert window.status_label.text() == "Marbles move one cell: click next to the selected marbles, or an arrow."
    assert not window.session.moves


def test_nothing_happens_while_the_computer_moves(qtbot, window):
    """Keys do nothing while it is not a human's turn; the computer's move animates like a human's."""
    window.settings.set("ai_seconds", 0.2)
    scene = start(window, white_human=False)
    window.session.ai_seconds = 0.2
    view = window.board.view
    play_by_keys(qtbot, view, scene, Move((CELL_BY_NAME["C3"],), 1))
    assert not scene.interactive
    walk_to(qtbot, view, scene, "G5")
    press(qtbot, view, KEY.Key_Space)
    assert scene.selection == [] and len(window.session.moves) <= 2
    qtbot.waitUntil(lambda: len(window.session.moves) == 2, timeout=10_000)
    assert scene.animation is not None  # the computer's move was animated
    qtbot.waitUntil(lambda: scene.interactive, timeout=3000)


def test_the_view_describes_the_cursors_cell_in_two_languages(qtbot, window, languages):
    scene = start(window)
    view = window.board.view
    walk_to(qtbot, view, scene, "C3")
    assert view.accessibleDescription() == "C3, black marble"
    press(qtbot, view, KEY.Key_Space)
    walk_to(qtbot, view, scene, "C4")
    walk_to(qtbot, view, scene, "C3")
    assert view.accessibleDescription() == "C3, black marble, selected"
    walk_to(qtbot, view, scene, "G5")
    assert view.accessibleDescription() == "G5, white marble"
    walk_to(qtbot, view, scene, "E5")
    assert view.accessibleDescription() == "E5, empty"
    languages.set_language("de")
    walk_to(qtbot, view, scene, "G5")
    assert view.accessibleDescription() == "G5, weiße Kugel"
    walk_to(qtbot, view, scene, "C3")
    assert view.accessibleDescription() == "C3, schwarze Kugel, ausgewählt"
    walk_to(qtbot, view, scene, "E5")
    assert view.accessibleDescription() == "E5, leer"


def test_arrows_never_leave_the_board(qtbot, window):
    scene = start(window)
    view = window.board.view
    cells = set(scene.key_cells())
    assert len(cells) == 61 and all(scene.cell_point(name) is not None for name in cells)
    press(qtbot, view, KEY.Key_Right)
    for key, end in ((KEY.Key_Up, "I"), (KEY.Key_Left, "I5"), (KEY.Key_Down, "A"), (KEY.Key_Right, "A5"),
                     (KEY.Key_K, "I"), (KEY.Key_L, "I9"), (KEY.Key_J, "A"), (KEY.Key_H, "A1")):
        for _ in range(12):
            press(qtbot, view, key)
            assert scene.cursor in cells
        assert scene.cursor.startswith(end) and (len(end) == 1 or scene.cursor == end)


def test_tab_moves_the_focus_off_the_board(qtbot, window):
    start(window)
    view = window.board.view
    view.setFocus()
    qtbot.waitUntil(view.hasFocus, timeout=1000)
    tab_off_the_board(qtbot, view, timeout=1000)
    assert window.focusWidget() is not view and window.scene.cursor is None  # Tab moved nothing on the board


@pytest.mark.parametrize("speed,factor", [("slow", 2.0), ("fast", 0.5)])
def test_slides_follow_the_animation_speed(qtbot, window, speed, factor):
    scene = start(window)
    window.appearance.set_animation_speed(speed)
    before = position_from_dict({"black": ["C4", "C5", "C6", "A1"], "white": ["C7", "I9"], "to_move": "black",
                                 "out": {"black": 0, "white": 0}})
    move = engine.parse_move(before, "c4c5")
    scene.show_state(before, None, False)
    scene.show_state(before.apply(move), move, True)  # a push-off: slide, then the drop into the tray
    assert scene.animation.duration() == round(260 * factor) + round(520 * factor)
    scene.shutdown()


# --------------------------------------------------------------------------- themes and palettes


@pytest.mark.parametrize("name", theme.THEMES)
@pytest.mark.parametrize("palette", theme.PALETTES)
def test_the_board_draws_in_every_theme_and_palette(qtbot, window, themes, name, palette):
    scene = start(window)
    scene._set_selection([CELL_BY_NAME["C3"]])
    themes(name, palette)
    assert theme.current().name == name and theme.current().palette_name == palette
    assert scene.selection == [CELL_BY_NAME["C3"]] and scene.arrows  # a new theme keeps the selection
    image = render(scene, 0.25)
    assert image.pixelColor(image.width() // 2, image.height() // 2).alpha() == 255  # the board is drawn
    for item in scene.marble_items.values():  # every marble stands out from the wood, by fill or outline
        for key in ON_FIELD:
            back = board_colour(key)
            assert max(theme.contrast(item.colour, back), theme.contrast(item.edge, back)) >= 3


def test_each_marble_is_outlined_against_the_surfaces_it_lies_on(qapp):
    for name in theme.THEMES:
        theme._current = theme.Theme(name)
        for fill in (QColor("#1d1d22"), QColor("#f1ede4"), QColor("#d55e00"), QColor("#f0e442")):
            for surfaces in (ON_FIELD, ON_TRAY):
                edge = marble_edge(fill, surfaces)
                for key in surfaces:
                    back = board_colour(key)
                    assert max(theme.contrast(fill, back), theme.contrast(edge, back)) >= 3, (name, fill.name(), key)
    theme._current = theme.Theme()


def test_with_the_colour_blind_palette_marbles_carry_their_seats_mark(qtbot, window, themes):
    """Abalone's black and white differ by lightness and carry no mark; a seat given a mark (a coloured seat
    of the palette) has it drawn on every marble."""
    scene = start(window)
    themes("light", "colour-blind")
    assert all(item.mark == "" for item in scene.marble_items.values())
    plain = render(scene, 0.25)
    scene.seat_info = [replace(scene.seat_info[0], mark="triangle"), scene.seat_info[1]]
    scene.apply_theme()
    black = [item for cell, item in scene.marble_items.items() if scene.state.marbles[0] >> cell & 1]
    assert black and all(item.mark == "triangle" for item in black)
    assert render(scene, 0.25) != plain
    assert isinstance(black[0], MarbleItem)


def test_every_cell_has_a_description(qtbot, window):
    scene = start(window)
    for cell in CELLS:
        text = scene.describe_cell(CELL_NAMES[cell])
        assert text.startswith(CELL_NAMES[cell] + ", ")
