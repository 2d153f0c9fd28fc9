"""Triple Domino with the keyboard only, and the table in every theme and palette.

Every human move here is made with key events sent to the board view (a number key or ] to choose the tile,
arrows to walk the cursor over the places where it fits, R to turn it, Space or Enter to lay it, D to draw,
S to pass), never with the mouse or `session.play`.
"""


import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QColor, QImage, QPainter

import engine
import engine.ai
from engine.tripledomino import DRAW, PASS, SPEC, Place
from engine.tripledomino.tiles import rotated, tile_text
from gui import texts, theme
from gui.common.board import BoardView, SeatInfo
from gui.setup import GameSetup, SeatSetup
from gui.tripledomino.items import TileItem, centroid, up_triangle
from gui.tripledomino.keys import place_name
from gui.tripledomino.view import DROP_MS, Scene
from tests.keyboard import ARROW_KEYS, walk_to

NUMBER_KEYS = [getattr(Qt.Key, f"Key_{n}") for n in range(1, 10)]


def start(qtbot, window, seats=("h", "c"), options=None, seed=1, privacy=False):
    window.act_privacy.setChecked(privacy)
    names, colours = ["Ann", "Bob", "Cid"], ["red", "blue", "green"]
    players = [SeatSetup(names[i], colours[i], kind == "h", "easy") for i, kind in enumerate(seats)]
    window.start_game(GameSetup("tripledomino", players, options or {}), seed=seed)
    window.session.ai_seconds = 0.05
    view = window.board.view
    window.activateWindow()
    view.setFocus()
    qtbot.waitUntil(view.hasFocus, timeout=2000)
    return window.scene, view


def choose_by_key(qtbot, view, scene, tile) -> None:
    """A number key for the rack's first nine tiles; ] steps through the tiles that fit for the rest."""
    index = [t for t, _ in scene.rack_items].index(tile)
    if index < len(NUMBER_KEYS):
        qtbot.keyClick(view, NUMBER_KEYS[index])
    for _ in range(len(scene.rack_items)):
        if scene.selected == tile:
            break
        qtbot.keyClick(view, Qt.Key.Key_BracketRight)
    assert scene.selected == tile


def play_by_keys(qtbot, view, scene, move, enter=False) -> None:
    if move == DRAW or move == PASS:
        qtbot.keyClick(view, Qt.Key.Key_D if move == DRAW else Qt.Key.Key_N)
        return
    choose_by_key(qtbot, view, scene, move.tile)
    walk_to(qtbot, view, scene, place_name(move.cell))
    for _ in range(3):
        if scene.ghosts[move.cell].numbers == move.numbers:
            break
        qtbot.keyClick(view, Qt.Key.Key_R)
    ghost = scene.ghosts[move.cell]
    assert ghost.numbers == move.numbers and ghost.hot and scene.dragged.isVisible()
    assert scene.dragged.numbers == move.numbers  # the tile hovers in the place, turned as it will lie
    qtbot.keyClick(view, Qt.Key.Key_Return if enter else Qt.Key.Key_Space)


def play_game_by_keys(qtbot, window, scene, view, level="easy") -> int:
    session = window.session
    moves = 0
    while session.state.outcome() is None:
        qtbot.waitUntil(lambda: session.state.outcome() is not None or scene.can_act(), timeout=20_000)
        state = session.state
        if state.outcome() is not None:
            break
        played = len(session.moves)
        move = engine.ai.choose(state, level, seed=played, deadline_s=0.05)
        play_by_keys(qtbot, view, scene, move, enter=played % 2 == 1)
        assert len(session.moves) == played + 1 and session.moves[-1] == state.move_to_text(move)
        moves += 1
    return moves


def test_a_solitaire_game_with_keys_only(qtbot, window):
    """The solitaire variant to its end (one round: the hand is empty, or nothing fits and the 20 draws
    are used up). The moves are the easy computer's choice, made with the keys."""
    scene, view = start(qtbot, window, seats=("h",), seed=5)
    scene.animation_factor = 0
    assert play_game_by_keys(qtbot, window, scene, view) > 10
    assert window.session.state.outcome().reason == "solitaire_over"


def test_a_game_against_the_computer_with_keys_only(qtbot, window, monkeypatch):
    """Ann (keys only) against the easy computer, a whole game to the rule set's 300 points (three rounds
    or so; the computer thinks 0.05 s a move, so it takes a few seconds)."""
    import gui.session

    monkeypatch.setattr(gui.session, "COMPUTER_PAUSE_MS", 0)
    scene, view = start(qtbot, window, seed=2)
    scene.animation_factor = 0
    assert play_game_by_keys(qtbot, window, scene, view) > 20
    state = window.session.state
    assert state.outcome().reason == "target" and max(state.totals()) >= 300 and len(state.history) >= 2


def test_escape_puts_the_chosen_tile_back(qtbot, window):
    scene, view = start(qtbot, window)
    qtbot.waitUntil(scene.can_act)
    tile = window.session.state.start_tile
    choose_by_key(qtbot, view, scene, tile)
    assert scene.cursor == "0,0" and scene.key_cells() == ["0,0"] and scene.dragged.isVisible()
    qtbot.keyClick(view, Qt.Key.Key_Escape)
    assert scene.selected is None and not scene.ghosts and not scene.dragged.isVisible()
    assert scene.cursor == tile_text(tile)  # back on the rack, on the tile put back
    qtbot.keyClick(view, Qt.Key.Key_Space)  # Space on a rack tile chooses it, as a click does
    assert scene.selected == tile
    qtbot.keyClick(view, Qt.Key.Key_Space)
    assert window.session.state.placed[0][:2] == ((0, 0), rotated(tile, 0))


def test_keys_where_a_click_is_refused_give_the_same_refusal(qtbot, window, languages):
    """Space on a tile that may not open the round, S (Pass) while drawing is possible, a number key for a
    tile that fits nowhere: the same sentence as the click, in the player's language."""
    from tests.test_tripledomino_gui import click

    languages.set_language("nl")
    scene, view = start(qtbot, window, seats=("h", "h"), seed=8)
    qtbot.waitUntil(scene.can_act)
    state, notice = window.session.state, window.panel.notice
    other = next(t for t, _ in scene.rack_items if t != state.start_tile)
    walk_to(qtbot, view, scene, tile_text(other))
    qtbot.keyClick(view, Qt.Key.Key_Space)
    by_key = notice.text()
    assert by_key == texts.refusal_text(SPEC, _refusal(state.check_tile, other)) and scene.selected is None
    notice.setText("")
    click(qtbot, view, scene.rack_scene_pos(other))
    assert notice.text() == by_key and window.session.moves == []

    play_by_keys(qtbot, view, scene, state.legal_moves()[0])  # the opening tile
    qtbot.waitUntil(scene.can_act)
    state = window.session.state
    for key in (Qt.Key.Key_N, Qt.Key.Key_S):  # every game's pass key, and the game's old one
        notice.setText("")
        qtbot.keyClick(view, key)
        assert notice.text() == "Je kunt niet passen zolang je nog uit de pot mag trekken."
    tiles = [t for t, _ in scene.rack_items]
    stuck = next(t for t in tiles[:9] if t not in state.placeable_tiles())
    qtbot.keyClick(view, NUMBER_KEYS[tiles.index(stuck)])
    assert notice.text() == texts.refusal_text(SPEC, _refusal(state.check_tile, stuck)) and scene.selected is None
    assert len(window.session.moves) == 1


def _refusal(check, *args):
    try:
        check(*args)
    except engine.IllegalMove as refusal:
        return refusal
    raise AssertionError("not refused")


def test_r_turns_the_tile_to_each_way_it_fits_and_brackets_step_through_the_hand(qtbot, window):
    scene, view = start(qtbot, window, seats=("h", "h"), seed=3)
    session = window.session
    play_by_keys(qtbot, view, scene, session.state.legal_moves()[0])
    qtbot.waitUntil(scene.can_act)
    state = session.state
    playable = [t for t, _ in scene.rack_items if t in state.placeable_tiles()]
    qtbot.keyClick(view, Qt.Key.Key_BracketRight)
    assert scene.selected == playable[0]
    qtbot.keyClick(view, Qt.Key.Key_BracketLeft)
    assert scene.selected == playable[-1]
    places = [m for m in state.legal_moves() if isinstance(m, Place)]
    tile, cell = max(((m.tile, m.cell) for m in places),
                     key=lambda pair: sum(m.tile == pair[0] and m.cell == pair[1] for m in places))
    choose_by_key(qtbot, view, scene, tile)
    walk_to(qtbot, view, scene, place_name(cell))
    fitting = {m.numbers for m in places if m.tile == tile and m.cell == cell}
    seen = set()
    for _ in range(len(fitting)):
        seen.add(scene.ghosts[cell].numbers)
        qtbot.keyClick(view, Qt.Key.Key_R)
    assert seen == fitting and scene.ghosts[cell].numbers in fitting
    qtbot.keyClick(view, Qt.Key.Key_Escape)
    walk_to(qtbot, view, scene, tile_text(tile))
    turns = scene.turns.get(tile, 0)
    numbers = dict(scene.rack_items)[tile].numbers
    qtbot.keyClick(view, Qt.Key.Key_R)  # on the rack: a third clockwise, the top number goes to the lower right
    assert dict(scene.rack_items)[tile].numbers == (numbers[2], numbers[0], numbers[1])
    qtbot.keyClick(view, Qt.Key.Key_R, Qt.KeyboardModifier.ShiftModifier)  # and back
    assert scene.turns.get(tile, 0) == turns and dict(scene.rack_items)[tile].numbers == numbers


def test_d_draws_and_zoom_keys_zoom_and_fit(qtbot, window):
    scene, view = start(qtbot, window, seats=("h", "h"), seed=4)
    session = window.session
    play_by_keys(qtbot, view, scene, session.state.legal_moves()[0])
    qtbot.waitUntil(scene.can_act)
    before = session.state
    qtbot.keyClick(view, Qt.Key.Key_D)
    assert session.state.draws == 1 and len(session.moves) == 2
    zoom = scene.zoom
    qtbot.keyClick(view, Qt.Key.Key_Plus)
    assert scene.zoom > zoom and not scene.auto_fit
    qtbot.keyClick(view, Qt.Key.Key_Minus)
    qtbot.keyClick(view, Qt.Key.Key_Minus)
    assert scene.zoom < zoom
    qtbot.keyClick(view, Qt.Key.Key_0)
    assert scene.auto_fit and scene.zoom == pytest.approx(zoom)
    assert before.to_move == session.state.to_move  # still drawing: the turn has not passed


def test_the_cursor_and_the_hovering_tile_follow_a_zoom(qtbot, window):
    scene, view = start(qtbot, window)
    qtbot.waitUntil(scene.can_act)
    choose_by_key(qtbot, view, scene, window.session.state.start_tile)
    for key in (Qt.Key.Key_Plus, Qt.Key.Key_Equal, Qt.Key.Key_Minus):
        qtbot.keyClick(view, key)
        assert scene._cursor_item.pos() == scene.cell_point("0,0") == scene.ghost_scene_pos((0, 0))
        hovering, place = centroid(scene.dragged.points), scene.ghost_scene_pos((0, 0))
        assert (hovering - place).manhattanLength() < 1e-6


def test_arrows_never_leave_the_rack_or_the_places_and_tab_moves_on(qtbot, window):
    scene, view = start(qtbot, window, seats=("h", "h"), seed=6)
    qtbot.waitUntil(scene.can_act)
    area = scene.content_rect()
    for phase in ("rack", "places"):
        if phase == "places":
            play_by_keys(qtbot, view, scene, window.session.state.legal_moves()[0])
            qtbot.waitUntil(scene.can_act)
            qtbot.keyClick(view, Qt.Key.Key_BracketRight)
            assert scene.selected is not None
        for key, _ in ARROW_KEYS * 3:
            for _ in range(12):
                qtbot.keyClick(view, key)
                assert scene.cursor in scene.key_cells()
                assert area.contains(scene.cell_point(scene.cursor))
    qtbot.keyClick(view, Qt.Key.Key_Tab)
    assert not view.hasFocus()


def test_the_description_says_what_is_under_the_cursor_in_two_languages(qtbot, window, languages):
    scene, view = start(qtbot, window, seats=("h", "h"), seed=8)  # 4-5-5 opens
    qtbot.waitUntil(scene.can_act)
    state = window.session.state
    tiles = [t for t, _ in scene.rack_items]
    start_tile = state.start_tile
    walk_to(qtbot, view, scene, tile_text(start_tile))
    where = f"{tiles.index(start_tile) + 1} of {len(tiles)}"
    assert view.accessibleDescription() == f"Tile 4-5-5 in your hand, {where}, opens the round, can be laid"
    qtbot.keyClick(view, Qt.Key.Key_Space)
    assert view.accessibleDescription() == (
        "Place 0,0, pointing up: top free, lower right free, lower left free; 4-5-5 fits here for 19 points + start")
    qtbot.keyClick(view, Qt.Key.Key_Return)
    qtbot.waitUntil(scene.can_act)
    languages.set_language("de")
    qtbot.keyClick(view, Qt.Key.Key_BracketRight)
    ghost = scene.ghosts[next(c for c in scene.ghosts if place_name(c) == scene.cursor)]
    corners = "oben, unten rechts, unten links" if ghost.cell[0] % 2 == ghost.cell[1] % 2 else \
        "oben links, oben rechts, unten"
    needs = window.session.state.layout.needs(ghost.cell)
    said = ", ".join(f"{corner} {'frei' if n is None else n}" for corner, n in zip(corners.split(", "), needs))
    assert view.accessibleDescription().startswith(
        f"Platz {scene.cursor}, Spitze {'oben' if 'unten rechts' in corners else 'unten'}: {said}; "
        f"{tile_text(ghost.numbers)} passt hier für {ghost.score} Punkte")
    tile = scene.selected
    qtbot.keyClick(view, Qt.Key.Key_Escape)
    tiles = [t for t, _ in scene.rack_items]
    assert view.accessibleDescription() == (
        f"Stein {tile_text(rotated(tile, scene.turns.get(tile, 0)))} auf deiner Hand, {tiles.index(tile) + 1} von "
        f"{len(tiles)}, kann gelegt werden")


def test_hidden_hands_are_never_walked_or_described(qtbot, window):
    """Two people at one screen: behind the privacy screen the rack is face down and the cursor has nothing
    to visit; a computer's tiles are never described."""
    scene, view = start(qtbot, window, seats=("h", "h"), privacy=True)
    qtbot.waitUntil(window.board.privacy.isVisible)
    assert scene.key_cells() == [] and scene.cursor_start() is None
    hidden = window.session.state.hands[window.session.state.to_move][0]
    assert scene.describe_cell(tile_text(hidden)) == tile_text(hidden)
    window.board.privacy.button.click()
    qtbot.waitUntil(scene.can_act)
    assert scene.key_cells() and "in your hand" in scene.describe_cell(scene.key_cells()[0])
    scene, view = start(qtbot, window, seats=("h", "c"))
    theirs = window.session.state.hands[1][0]
    assert tile_text(theirs) not in scene.key_cells() and scene.describe_cell(tile_text(theirs)) == tile_text(theirs)


def test_computer_tiles_drop_in_at_the_animation_speed(qtbot, window):
    """The computer's opening tile drops in like a person's, taking twice as long at the slow speed."""
    scene, view = start(qtbot, window, seats=("c", "c"), seed=2)
    scene.animation_factor = 2.0
    qtbot.waitUntil(lambda: len(window.session.moves) >= 1, timeout=20_000)
    assert scene.animation_running() and scene.fade.duration() == 2 * DROP_MS
    dropping = scene.tile_items[0]
    qtbot.waitUntil(lambda: not scene.animation_running(), timeout=5000)
    assert dropping.opacity() == 1.0 and dropping.scale() == 1.0 and dropping.y() == 0
    window.session.stop()


# -- themes and palettes ---------------------------------------------------------------------------------


def themed_scene(monkeypatch, name, palette):
    monkeypatch.setattr(theme, "_current", theme.Theme(name, palette))
    current = theme.current()
    seats = [SeatInfo(n, current.seat_colour(key, rgb), key, True, mark=current.seat_mark(key))
             for n, key, rgb in (("Ann", "red", "#c8423b"), ("Bob", "yellow", "#e0b321"))]
    state = engine.new_game("tripledomino", 2, {}, 3)
    for ply in range(8):
        state = state.apply(state.legal_moves()[ply % 2 and -1])
    scene = Scene(engine.GAMES["tripledomino"], seats)
    scene.show_state(state, None, False)
    scene.set_interactive(True)
    return scene


def render(scene) -> QImage:
    image = QImage(500, 370, QImage.Format.Format_RGB32)
    painter = QPainter(image)
    scene.render(painter)
    painter.end()
    return image


@pytest.mark.parametrize("name", theme.THEMES)
@pytest.mark.parametrize("palette", theme.PALETTES)
def test_the_table_draws_in_every_theme_and_palette(qtbot, monkeypatch, name, palette):
    scene = themed_scene(monkeypatch, name, palette)
    view = BoardView()
    qtbot.addWidget(view)
    view.setScene(scene)
    image = render(scene)
    table = theme.current().board("tripledomino", "table")
    assert QColor(image.pixel(10, 250)) == table  # the felt, left of the layout
    marks = {item.owner_mark for item in scene.tile_items}
    assert marks == ({"triangle", "diamond"} if theme.current().marks_shown else {""})
    assert all(item.owner == scene.seat_info[seat].colour
               for item, (_, _, seat) in zip(scene.tile_items, scene.state.placed))
    scene.apply_theme()  # the window's call after a theme change: the felt takes the theme's colour
    assert scene.table.brush().color() == table
    scene.shutdown()


def test_a_mark_changes_the_tile_as_drawn(qtbot, monkeypatch):
    monkeypatch.setattr(theme, "_current", theme.Theme("light", "colour-blind"))
    images = []
    for mark in ("", "triangle"):
        item = TileItem(up_triangle(QPointF(50, 50), 90), (1, 2, 3))
        item.set_owner(SeatInfo("Ann", QColor("#d55e00"), "red", mark=mark))
        images.append(_paint(item))
    assert images[0] != images[1]


def test_the_selection_ring_leaves_the_numbers_alone(qtbot):
    """The ring around a chosen rack tile lies outside its face: the face, numbers and all, is unchanged."""
    plain = TileItem(up_triangle(QPointF(50, 50), 90), (1, 2, 3))
    ringed = TileItem(up_triangle(QPointF(50, 50), 90), (1, 2, 3))
    ringed.outline = theme.current().board("tripledomino", "selection")
    first, second = _paint(plain), _paint(ringed)
    middle = centroid(plain.points)
    inside = [middle + (p - middle) * 0.85 for p in plain.points]  # the face's edge lies at 0.04 sides
    from PySide6.QtGui import QPolygonF

    face = QPolygonF(inside)
    differing = [(x, y) for x in range(100) for y in range(100)
                 if first.pixel(x, y) != second.pixel(x, y)]
    assert differing and not any(face.containsPoint(QPointF(x, y), Qt.FillRule.OddEvenFill) for x, y in differing)


def _paint(item) -> QImage:
    image = QImage(100, 100, QImage.Format.Format_RGB32)
    image.fill(QColor("#6d4a2f"))
    painter = QPainter(image)
    item.paint(painter, None)
    painter.end()
    return image
