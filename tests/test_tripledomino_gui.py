"""The Triple Domino table with real mouse input on the viewport: drag, click, rotate, draw, zoom, privacy."""

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QColor, QWheelEvent

import engine
from engine.tripledomino import DRAW, Place
from engine.tripledomino.tiles import rotated
from engine.tutorial import load_tutorial
from gui.common.board import MoveMark, SeatInfo
from gui.setup import GameSetup, SeatSetup

LEFT = Qt.MouseButton.LeftButton


def start(window, qtbot, seats=("h", "h"), privacy=False, options=None, seed=1):
    window.act_privacy.setChecked(privacy)
    names = ["Ann", "Bob", "Cid", "Dee"]
    colours = ["red", "blue", "green", "yellow"]
    setup = GameSetup("tripledomino", [SeatSetup(names[i], colours[i], kind == "h", "normal")
                                       for i, kind in enumerate(seats)], options or {})
    window.start_game(setup, seed=seed)
    return window.scene, window.board.view


def at(view, scene_pos: QPointF) -> QPoint:
    return view.mapFromScene(scene_pos)


def click(qtbot, view, scene_pos, button=LEFT):
    qtbot.mouseClick(view.viewport(), button, pos=at(view, scene_pos))


def wheel(view, scene_pos, delta=120):
    pos = QPointF(at(view, scene_pos))
    event = QWheelEvent(pos, QPointF(view.viewport().mapToGlobal(pos.toPoint())), QPoint(0, 0), QPoint(0, delta),
                        Qt.MouseButton.NoButton, Qt.KeyboardModifier.NoModifier, Qt.ScrollPhase.NoScrollPhase, False)
    view.viewport().setFocus()
    from PySide6.QtWidgets import QApplication

    QApplication.sendEvent(view.viewport(), event)


def test_drag_the_start_tile_to_the_middle(window, qtbot):
    scene, view = start(window, qtbot)
    qtbot.waitUntil(scene.can_act)
    state = window.session.state
    tile = state.start_tile
    assert scene.rack_items and all(item.numbers is not None for _, item in scene.rack_items)
    qtbot.mousePress(view.viewport(), LEFT, pos=at(view, scene.rack_scene_pos(tile)))
    assert scene.selected == tile and (0, 0) in scene.ghosts
    target = scene.ghost_scene_pos((0, 0))
    qtbot.mouseMove(view.viewport(), at(view, target))
    assert scene.ghosts[(0, 0)].hot
    qtbot.mouseRelease(view.viewport(), LEFT, pos=at(view, target))
    after = window.session.state
    assert len(after.placed) == 1 and after.placed[0][0] == (0, 0)
    assert after.round_points[state.to_move] == sum(tile) + 5


def test_click_a_tile_then_a_ghost_and_see_the_score(window, qtbot):
    scene, view = start(window, qtbot)
    qtbot.waitUntil(scene.can_act)
    window.session.play(window.session.state.legal_moves()[0])  # the opening tile
    qtbot.waitUntil(scene.can_act)
    state = window.session.state
    places = [m for m in state.legal_moves() if isinstance(m, Place)]
    if not places:
        click(qtbot, view, scene.draw_button.rect.center())
        assert window.session.state.draws == 1
        return
    move = places[0]
    click(qtbot, view, scene.rack_scene_pos(move.tile))
    assert scene.selected == move.tile and not scene.dragged.isVisible()
    ghost = scene.ghosts[move.cell]
    assert ghost.score == state.score_of(Place(ghost.numbers, move.cell)).total
    click(qtbot, view, scene.ghost_scene_pos(move.cell))
    after = window.session.state
    assert after.placed[-1][:2] == (move.cell, ghost.numbers) and move.tile not in after.hands[state.to_move]


def test_wheel_and_right_click_turn_a_rack_tile(window, qtbot):
    scene, view = start(window, qtbot)
    qtbot.waitUntil(scene.can_act)
    tile = window.session.state.hands[window.session.state.to_move][0]
    for t, _ in scene.rack_items:
        if len(set(t)) > 1:
            tile = t
            break
    pos = scene.rack_scene_pos(tile)
    click(qtbot, view, pos, Qt.MouseButton.RightButton)
    assert scene.turns[tile] == 1 and dict(scene.rack_items)[tile].numbers == rotated(tile, 1)
    wheel(view, pos, -120)
    assert scene.turns[tile] == 0


def test_wheel_zooms_and_drag_pans_the_table(window, qtbot):
    scene, view = start(window, qtbot)
    qtbot.waitUntil(scene.can_act)
    centre = QPointF(500, 300)
    zoom = scene.zoom
    wheel(view, centre, 240)
    assert scene.zoom > zoom and not scene.auto_fit
    pan = QPointF(scene.pan)
    qtbot.mousePress(view.viewport(), LEFT, pos=at(view, centre))
    qtbot.mouseMove(view.viewport(), at(view, centre + QPointF(120, 40)))
    qtbot.mouseRelease(view.viewport(), LEFT, pos=at(view, centre + QPointF(120, 40)))
    assert scene.pan.x() > pan.x() + 60
    assert window.session.state.placed == ()  # panning placed nothing


def test_draw_button_costs_five(window, qtbot):
    scene, view = start(window, qtbot)
    qtbot.waitUntil(scene.can_act)
    window.session.play(window.session.state.legal_moves()[0])
    qtbot.waitUntil(scene.can_act)
    state = window.session.state
    assert DRAW in state.legal_moves() and scene.draw_button.enabled
    click(qtbot, view, scene.draw_button.rect.center())
    after = window.session.state
    assert after.draws == 1 and after.round_points[state.to_move] == state.round_points[state.to_move] - 5
    assert any(t == after.drawn for t, _ in scene.rack_items)


def test_hidden_hands_stay_face_down_until_revealed(window, qtbot):
    scene, view = start(window, qtbot, privacy=True)
    qtbot.waitUntil(window.board.privacy.isVisible)
    assert all(item.numbers is None for _, item in scene.rack_items)
    window.board.privacy.button.click()
    qtbot.waitUntil(scene.can_act)
    assert all(item.numbers is not None for _, item in scene.rack_items)


def test_computer_seats_never_show_their_hands(window, qtbot):
    scene, view = start(window, qtbot, seats=("h", "c", "c", "c"))
    qtbot.waitUntil(lambda: window.session.state.to_move == 0 and scene.can_act(), timeout=20000)
    shown = {t for t, _ in scene.rack_items}
    assert shown == set(window.session.state.hands[0])
    assert "Bob" in scene.strip.others.text()


def test_solitaire_best_is_remembered(window, qtbot):
    from gui.tripledomino.panel import BEST_SCORE

    scene, view = start(window, qtbot, seats=("h",), options={"solitaire_draws": 0})
    session = window.session
    while session.state.outcome() is None:
        session.play(session.state.legal_moves()[0])
    assert window.settings.best_score(BEST_SCORE) == session.state.totals()[0]
    assert scene.sheet.note.text() == f"Personal best: {session.state.totals()[0]}"
    assert scene.sheet.table.rowCount() == 2  # the round and the total


def mouse_move(qtbot, window, move):
    """Make `move` with the mouse: a rack tile then its ghost, or the Draw / Pass button."""
    scene, view = window.scene, window.board.view
    if isinstance(move, Place):
        click(qtbot, view, scene.rack_scene_pos(move.tile))
        click(qtbot, view, scene.ghost_scene_pos(move.cell))
    else:
        button = scene.draw_button if move == DRAW else scene.pass_button
        click(qtbot, view, button.rect.center())


def play_to_the_end(qtbot, window, limit=2000):
    import engine.ai

    session = window.session
    for ply in range(limit):
        if session.state.outcome() is not None:
            return session.state
        if window.board.privacy.isVisible():
            window.board.privacy.button.click()
        qtbot.waitUntil(lambda: window.scene.can_act() or session.state.outcome() is not None, timeout=20000)
        if session.state.outcome() is not None:
            return session.state
        before = len(session.moves)
        mouse_move(qtbot, window, engine.ai.choose(session.state, "normal", seed=ply))
        assert len(session.moves) == before + 1, "the mouse did not make the move"
    raise AssertionError("the game did not end")


def test_hot_seat_game_to_300_with_the_mouse(window, qtbot):
    start(window, qtbot, privacy=True, seed=4)
    state = play_to_the_end(qtbot, window)
    assert max(state.totals()) >= 300 and state.outcome().reason == "target"
    assert window.scene.sheet.table.rowCount() == len(state.history) + 1


def test_four_players_with_computers_and_solitaire_with_the_mouse(window, qtbot, monkeypatch):
    import gui.session

    monkeypatch.setattr(gui.session, "COMPUTER_PAUSE_MS", 0)
    start(window, qtbot, seats=("h", "c", "c", "c"), options={"target": 100}, seed=2)
    window.session.ai_seconds = 0.05
    state = play_to_the_end(qtbot, window)
    assert max(state.totals()) >= 100
    start(window, qtbot, seats=("h",), seed=3)
    state = play_to_the_end(qtbot, window)
    assert state.outcome().reason == "solitaire_over"


def test_a_hint_marks_the_tile_and_its_place(window, qtbot):
    scene, view = start(window, qtbot)
    qtbot.waitUntil(scene.can_act)
    move = window.session.state.legal_moves()[0]
    scene.show_hint(move)
    assert scene.selected == move.tile and scene.ghosts[move.cell].hot
    scene.show_hint(DRAW)
    assert scene.draw_button.flash


def test_double_click_fits_the_layout_again(window, qtbot):
    scene, view = start(window, qtbot)
    qtbot.waitUntil(scene.can_act)
    wheel(view, QPointF(500, 300), 360)
    assert not scene.auto_fit
    qtbot.mouseDClick(view.viewport(), LEFT, pos=at(view, QPointF(500, 300)))
    assert scene.auto_fit


def test_a_click_beside_the_outlines_puts_the_tile_back(window, qtbot):
    scene, view = start(window, qtbot)
    qtbot.waitUntil(scene.can_act)
    tile = window.session.state.start_tile
    click(qtbot, view, scene.rack_scene_pos(tile))
    assert scene.selected == tile and scene.ghosts
    click(qtbot, view, QPointF(60, 500))
    assert scene.selected is None and not scene.ghosts and window.session.state.placed == ()


def test_the_tile_just_laid_fades_in(window, qtbot):
    scene, view = start(window, qtbot)
    qtbot.waitUntil(scene.can_act)
    scene.animations_enabled = True
    window.session.play(window.session.state.legal_moves()[0])
    assert scene.tile_items
    qtbot.waitUntil(lambda: not scene.animation_running(), timeout=3000)
    assert scene.tile_items[-1].opacity() == 1.0


def test_refused_clicks_are_explained_in_the_players_language(window, qtbot, languages):
    """The engine says why, the panel shows it translated: a tile that may not open, Pass while drawing is
    possible, a tile clicked onto a place where its numbers do not match."""
    from engine.tripledomino.tiles import tile_text

    languages.set_language("nl")
    scene, view = start(window, qtbot, seed=8)  # 4-5-5 opens; 2-4-5 then fits on one side only
    qtbot.waitUntil(scene.can_act)
    state = window.session.state
    other = next(t for t in state.hands[state.to_move] if t != state.start_tile)
    click(qtbot, view, scene.rack_scene_pos(other))
    assert window.panel.notice.text() == (
        f"De ronde begint met {tile_text(state.start_tile)}, in het midden van de tafel.")
    assert window.status_label.text().startswith("Niet toegestaan: De ronde begint met")
    assert scene.selected is None and window.session.moves == []

    window.session.play(state.legal_moves()[0])  # the opening tile
    qtbot.waitUntil(scene.can_act)
    assert not window.panel.notice.isVisibleTo(window.panel)  # a move clears the old refusal
    click(qtbot, view, scene.pass_button.rect.center())
    assert window.panel.notice.text() == "Je kunt niet passen zolang je nog uit de pot mag trekken."

    languages.set_language("de")
    state = window.session.state
    open_cells = sorted(state.layout.open_cells())
    tile, cell = next((t, c) for t in state.hands[state.to_move] for c in open_cells
                      if any(m.tile == t for m in state.legal_moves() if isinstance(m, Place))
                      and not any(m.tile == t and m.cell == c for m in state.legal_moves() if isinstance(m, Place)))
    click(qtbot, view, scene.rack_scene_pos(tile))
    assert scene.selected == tile and cell not in scene.ghosts
    click(qtbot, view, scene.ghost_scene_pos(cell))  # the middle of that cell, although no outline is there
    assert window.panel.notice.text().startswith("An der gemeinsamen Seite träfen deine ")
    assert window.session.moves == [window.session.moves[0]] and scene.selected == tile



def marks_scene(bob_human=False):
    """A table on its own, Ann against Bob (a computer, as a tutorial has him, unless `bob_human`)."""
    from gui.tripledomino.view import Scene

    return Scene(engine.GAMES["tripledomino"], [SeatInfo("Ann", QColor("#c8423b")),
                                               SeatInfo("Bob", QColor("#2f6fd6"), human=bob_human)])


def test_marks_point_at_places_tiles_and_buttons(qtbot):
    scene = marks_scene()
    area = scene.content_rect()
    tutorial = load_tutorial("tripledomino")
    positions = [step.position for step in tutorial.steps]
    state = engine.new_game("tripledomino", 2, {}, 4)
    for _ in range(24):  # and a table grown in a real game
        state = state.apply(state.legal_moves()[0])
        positions.append(state)
    for state in positions:
        scene.show_state(state, None, animate=False)
        for move in state.legal_moves():
            path = scene.move_path(state, move)
            assert len(path) == 1 and area.contains(path[0]), state.move_to_text(move)
            if isinstance(move, Place):  # the middle of the place the tile would fill
                assert path[0] == scene.ghost_scene_pos(move.cell)
    for step in tutorial.steps:
        scene.show_state(step.position, None, animate=False)
        for name in step.highlight:
            point = scene.cell_point(name)
            assert point is not None and area.contains(point), (step.title, name)
    assert scene.cell_point("draw") == scene.draw_button.rect.center()
    assert scene.cell_point("5-2-5") == scene.rack_scene_pos((2, 5, 5))  # a tile named in any of its turns
    for name in ("9-9-9", "4-4-4", "x,1", "", "hexagon"):  # 4-4-4 lies in the pool, not on the rack
        assert scene.cell_point(name) is None
    played, preferred = scene.state.legal_moves()[:2]
    scene.show_marks([MoveMark(played, "played", "41 %"), MoveMark(preferred, "preferred", "63 %")])
    assert len(scene.marks.items) == 4  # a ring and a label each
    scene.shutdown()


def test_a_rack_tile_keeps_its_point_while_the_rack_is_face_down(qtbot):
    state = engine.new_game("tripledomino", 2, {}, 1)
    scene = marks_scene(bob_human=True)  # two people at one screen: face down until the turn is revealed
    scene.show_state(state, None, animate=False)
    tile = state.start_tile
    hidden = scene.cell_point("-".join(map(str, tile)))
    assert all(item.numbers is None for _, item in scene.rack_items) and hidden is not None
    scene.set_interactive(True)
    assert all(item.numbers is not None for _, item in scene.rack_items)
    assert scene.cell_point("-".join(map(str, tile))) == hidden == scene.rack_scene_pos(tile)
    scene.shutdown()


def test_the_marks_on_laid_tiles_read_at_800_by_600(window, qtbot):
    """Issue 33, item 12: a seat's mark on the tiles it laid is as tall as the tile's digits, also when the
    table is small."""
    from gui.app import settle
    from gui.tripledomino.items import MARK_IN_DISC, TileItem, owner_radius

    window.appearance.set_theme(palette="colour-blind")
    window.resize(800, 600)
    scene, view = start(window, qtbot, seats=("c", "c"))
    window.act_pause.setChecked(True)
    window.toggle_pause()
    session = window.session
    for seed in range(12):
        session.play(engine.ai.choose(session.state, "easy", seed=seed, deadline_s=0.05))
    settle(300)
    laid = [item for item in scene.items() if isinstance(item, TileItem) and item.owner is not None]
    assert laid and all(item.owner_mark for item in laid)
    tile = laid[0]
    a, b = (view.mapFromScene(tile.mapToScene(point)) for point in tile.points[:2])
    side_px = ((a.x() - b.x()) ** 2 + (a.y() - b.y()) ** 2) ** 0.5
    mark_px = 2 * owner_radius(tile.side(), True) / tile.side() * MARK_IN_DISC * side_px
    digit_px = 0.25 * side_px * 0.72  # the digits' font is a quarter of the side; a digit is ~72 % of it
    assert 30 < side_px < 80  # the small table this is about
    assert mark_px >= digit_px and mark_px >= 8, (side_px, mark_px)


def test_a_game_ending_level_is_a_draw_on_the_sheet_the_board_the_history_and_the_statistics(window, qtbot):
    """Issue 33: a blocked round whose lowest hand is shared names both players, and a game that ends level is a
    draw everywhere, not a win for the first of them."""
    from gui.history.statistics import player_statistics
    from gui.history.tables import result_text
    from gui.session import GameSession
    from tests.test_history_window import stored_games
    from tests.test_tripledomino_rules import level_at_the_end

    start(window, qtbot)
    window.install_session(GameSession(window.session.setup, level_at_the_end(), window))
    window.session.play(Place((1, 2, 2), (1, 0)))
    scene = window.scene
    assert scene.strip.banner_text.text() == (
        "Game over · Round 2 blocked: Ann, Bob tied with the fewest points in hand.")
    sheet = scene.panel_widget()
    assert sheet.table.verticalHeaderItem(1).toolTip() == scene.strip.banner_text.text().split(" · ")[1]
    assert sheet.table.item(2, 0).text() == sheet.table.item(2, 1).text() == "300"
    assert window.panel.turn.text() == "Draw. The game ends in a draw."
    game = stored_games()[0]
    assert result_text(game) == "Draw. The game ends in a draw."
    tallies = {stats.player: stats.tally for stats in player_statistics([game])}
    assert [(t.won, t.drawn, t.lost) for t in tallies.values()] == [(0, 1, 0), (0, 1, 0)]
    assert all(stats.opponents[other].drawn == 1 for stats in player_statistics([game])
               for other in stats.opponents)


@pytest.mark.parametrize(("old", "new", "kept"), [(57, None, 57), (57, 40, 57), (30, 40, 40)])
def test_the_old_solitaire_best_moves_to_the_new_key_once_at_start(qtbot, languages, old, new, kept):
    from PySide6.QtCore import QSettings

    from gui.tripledomino.panel import BEST_SCORE
    from tests.conftest import close_window, open_window

    earlier = QSettings()
    earlier.setValue("tripledomino/solitaire_best", old)  # where versions before the settings layer kept it
    if new is not None:
        earlier.setValue(f"best/{BEST_SCORE}", new)
    earlier.sync()
    window = open_window(qtbot, languages)
    try:
        assert window.settings.best_score(BEST_SCORE) == kept
        assert QSettings().value("tripledomino/solitaire_best") is None  # moved, so never again
        window.settings.record_best_score(BEST_SCORE, kept + 1)
        again = open_window(qtbot, languages)
        assert again.settings.best_score(BEST_SCORE) == kept + 1
        close_window(again)
    finally:
        close_window(window)
