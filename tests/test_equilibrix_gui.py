"""EQUILIBRIX Combact view: real clicks on the viewport place the tetrahedron, pick, turn and drop pieces."""

import random

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QWheelEvent
from PySide6.QtWidgets import QApplication

from engine.equilibrix.geometry import board, node_name, shape_centroid, xy
from engine.equilibrix.pieces import orientations, placement_table, shape_at
from engine.equilibrix.rules import CHOOSE_TARGET, PLAY, TOO_MANY, ChooseTarget, Pass, Place, SetOrigin
from gui.equilibrix.items import UNIT, ghost_fill, to_scene
from gui.setup import GameSetup, SeatSetup
from tests.conftest import click_scene_item


def start(window, target="autonomie", computer=False, **options):
    seats = [SeatSetup("Ann", "black"), SeatSetup("Bob", "white", human=not computer, level="easy")]
    window.start_game(GameSetup("equilibrix", seats, {"target": target, **options}), seed=1)
    messages = []
    window.scene.statusMessage.connect(messages.append)
    return window.scene, messages


def tagged(scene, kind, value=None):
    return [i for i in scene.items() if i.data(0) and i.data(0)[0] == kind
            and (value is None or i.data(0)[1] == value) and i.isVisible()]


def hover(qtbot, view, point: QPointF):
    pos = view.mapFromScene(point)
    qtbot.mouseMove(view.viewport(), pos + QPoint(3, 3))  # the cursor may already be there: then no event
    qtbot.mouseMove(view.viewport(), pos)


def place_by_mouse(qtbot, window, move: Place, click=True):
    """Pick `move.piece`, turn it with right clicks to the move's rotation, hover over its place, click."""
    scene, view = window.scene, window.board.view
    state = window.session.state
    item = tagged(scene, "ring", move.piece) or tagged(scene, "micro", move.piece)
    click_scene_item(qtbot, view, item[-1])
    assert scene.picked == move.piece
    side = state.side(state.turn)
    rotations = [r for r, _ in orientations(move.piece, side)]
    for _ in range(rotations.index(move.rotation)):
        qtbot.mouseClick(view.viewport(), Qt.MouseButton.RightButton, pos=view.mapFromScene(QPointF(0, 0)))
    anchor = board().nodes[move.anchor]
    cx, cy = shape_centroid(shape_at(move.piece, side, move.rotation, (0, 0)))
    ax, ay = xy(anchor)
    target = to_scene((ax + cx, ay + cy))
    hover(qtbot, view, target)
    assert scene.ghost_move == move
    if click:
        qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=view.mapFromScene(target))


def test_tetrahedron_then_a_piece_placed_with_the_mouse(qtbot, window):
    scene, messages = start(window)
    view = window.board.view
    gaps = tagged(scene, "gap")
    assert len(gaps) == 21 and window.session.state.to_move == 1
    click_scene_item(qtbot, view, next(g for g in gaps if g.data(0)[1] == 4))
    state = window.session.state
    assert state.phase == PLAY and state.origin == 4 and window.session.moves == ["origin 5"]
    assert {i.data(0)[1] for i in tagged(scene, "ring")} == {state.ring[s] for s in state.candidates()}
    # a piece that is not on offer cannot be picked: the engine says why, beside the board
    other = next(p for p in state.ring if p not in state.offered_pieces())
    click_scene_item(qtbot, view, tagged(scene, "other", other)[0])
    assert scene.picked is None and window.panel.notice.text() == (
        "That piece is not on offer: take one of the ring pieces offered just after the tetrahedron, or one of "
        "your microbacteria.")
    move = next(m for m in state.legal_moves() if isinstance(m, Place) and m.piece == state.ring[5]
                and m.rotation == orientations(m.piece, 0)[-1][0])
    place_by_mouse(qtbot, window, move)
    after = window.session.state
    assert after.placed[-1][1].mask == placement_table(0)[(move.piece, move.rotation, move.anchor)].mask
    assert after.origin == 5 and after.to_move == 1 and scene.picked is None
    window.act_undo.trigger()
    assert window.session.state == state


def test_the_wheel_turns_the_piece_in_hand(qtbot, window):
    scene, _ = start(window)
    view = window.board.view
    window.session.play(SetOrigin(0))
    piece = window.session.state.ring[0]
    click_scene_item(qtbot, view, tagged(scene, "ring", piece)[-1])
    hover(qtbot, view, QPointF(0, 0))
    before = scene.ghost_move
    pos = view.mapFromScene(QPointF(0, 0))
    wheel = QWheelEvent(QPointF(pos), QPointF(view.viewport().mapToGlobal(pos)), QPoint(0, 0), QPoint(0, -120),
                        Qt.MouseButton.NoButton, Qt.KeyboardModifier.NoModifier, Qt.ScrollPhase.NoScrollPhase, False)
    QApplication.sendEvent(view.viewport(), wheel)
    assert scene.orientation == 1 and scene.ghost_move.rotation != before.rotation
    qtbot.keyClick(view.viewport(), Qt.Key.Key_Escape)
    assert scene.picked is None and not scene.ghost.isVisible()


def _position_with_too_many(seed=0):
    """Moves from a random game to a position where an offered piece would put a sixth field at a point."""
    import engine

    rnd = random.Random(seed)
    state = engine.new_game("equilibrix", 2, {"target": "autonomie"}, seed=1)
    moves = []
    while state.outcome() is None:
        if state.phase == PLAY and not state.tokens[state.turn]:
            side = state.side(state.turn)
            for piece in state.offered_pieces():
                for p, r, a in placement_table(side):
                    if p != piece:
                        continue
                    refused = state.refusal(Place(p, r, a))
                    if refused is not None and refused.code == TOO_MANY:
                        return moves, Place(p, r, a), refused
        legal = [m for m in state.legal_moves() if not isinstance(m, Pass)] or state.legal_moves()
        move = rnd.choice(legal)
        moves.append(move)
        state = state.apply(move)
    raise AssertionError("no such position")


def _too_many_position(window):
    for seed in range(20):
        try:
            moves, bad, refused = _position_with_too_many(seed)
            break
        except AssertionError:
            continue
    for move in moves:
        window.session.play(move)
    return bad, refused


def test_an_illegal_place_is_red_and_names_the_crowded_point(qtbot, window):
    scene, messages = start(window)
    bad, refused = _too_many_position(window)
    place_by_mouse(qtbot, window, bad, click=False)
    assert scene.ghost.brush().color() == ghost_fill(legal=False)
    names = refused.params[0].split(", ")
    assert messages[-1] == f"More than five of your fields would meet at {refused.params[0]}."
    assert len(scene.ghost_marks) == len(names)  # the crowded points are ringed on the board
    assert {node_name(board().nodes[n]) for n in board().node_index.values()} >= set(names)
    count = len(window.session.moves)
    qtbot.mouseClick(window.board.view.viewport(), Qt.MouseButton.LeftButton,
                     pos=window.board.view.mapFromScene(scene.ghost.path().boundingRect().center()))
    assert len(window.session.moves) == count  # nothing placed, and the panel says why
    assert window.panel.notice.text() == messages[-1]


def test_a_refused_click_is_explained_in_german(qtbot, window, languages):
    languages.set_language("de")
    scene, _ = start(window)
    bad, refused = _too_many_position(window)
    place_by_mouse(qtbot, window, bad)
    assert window.panel.notice.isVisibleTo(window.panel)
    assert window.panel.notice.text() == f"Bei {refused.params[0]} träfen mehr als fünf deiner Felder zusammen."
    assert window.status_label.text().endswith(window.panel.notice.text())


def test_legal_hover_is_green(qtbot, window):
    scene, messages = start(window)
    window.session.play(SetOrigin(0))
    state = window.session.state
    move = next(m for m in state.legal_moves() if isinstance(m, Place) and m.piece == "mT")
    place_by_mouse(qtbot, window, move, click=False)
    assert scene.ghost.brush().color() == ghost_fill(legal=True) and "place" in messages[-1].lower()


def test_pass_button_and_end_of_autonomy(qtbot, window):
    scene, _ = start(window)
    view = window.board.view
    window.session.play(SetOrigin(0))
    assert scene.pass_button.isVisible()
    click_scene_item(qtbot, view, scene.pass_button)
    click_scene_item(qtbot, view, scene.pass_button)
    assert window.session.state.outcome() is not None and not scene.pass_button.isVisible()
    assert scene.banner.isVisible() and scene.banner.text().startswith("Autonomy")


def test_no_pass_in_time_factor(qtbot, window):
    scene, _ = start(window, "zeitfaktor")
    window.session.play(SetOrigin(0))
    assert not scene.pass_button.isVisible()


def test_campaign_target_choice_by_click(qtbot, window):
    scene, _ = start(window, "kampagne", first_target="ziele")
    view = window.board.view
    window.session.play(SetOrigin(0))
    state = window.session.state
    corner = board().node_index[board().corners[0]]
    touch = next(m for m in state.legal_moves() if isinstance(m, Place) and m.piece == "mL"
                 and corner in dict(placement_table(0)[(m.piece, m.rotation, m.anchor)].counts))
    for move in (touch, Pass(), Pass()):
        window.session.play(move)
    assert window.session.state.phase == CHOOSE_TARGET
    assert all(b.isVisible() for b in scene.target_buttons) and scene.banner.isVisible()
    button = next(b for b in scene.target_buttons if b.action == ChooseTarget("zeitfaktor"))
    click_scene_item(qtbot, view, button)
    s = window.session.state
    assert s.target == "zeitfaktor" and s.offer == (3, 5) and s.to_move == 0  # the winner places the tetrahedron


def test_bases_are_drawn_in_three_plus_three(qtbot, window):
    scene, _ = start(window, "ziele")
    window.session.play(SetOrigin(0))
    bases = [i for i in scene.items() if i.toolTip() == "Base"]
    assert len(bases) == 6


def test_bases_placed_in_turn_by_clicking_the_corners(qtbot, window):
    scene, messages = start(window, "ziele", bases="placed")
    view = window.board.view
    assert window.session.state.phase == "bases"
    assert "bases" in window.status_label.text()
    for corner in (2, 3, 4, 5, 0):
        click_scene_item(qtbot, view, tagged(scene, "base", corner)[0])
    state = window.session.state
    assert state.bases == (0, 1, 0, 1, 0, 1) and state.phase == "origin"
    assert not tagged(scene, "base")
    window.session.undo_stack.undo()
    assert window.session.state.bases.count(None) == 2 and len(tagged(scene, "base")) == 2


def test_computer_places_the_tetrahedron_and_answers(qtbot, window):
    scene, _ = start(window, computer=True)
    qtbot.waitUntil(lambda: window.session.state.phase == PLAY, timeout=5000)
    state = window.session.state
    move = next(m for m in state.legal_moves() if isinstance(m, Place))
    window.session.play(move)
    qtbot.waitUntil(lambda: len(window.session.moves) == 3, timeout=8000)
    assert window.session.state.to_move == 0


def test_hint_outlines_a_placement(qtbot, window):
    scene, messages = start(window)
    window.session.play(SetOrigin(0))
    move = next(m for m in window.session.state.legal_moves() if isinstance(m, Place))
    scene.show_hint(move)
    assert scene.hint.isVisible() and messages[-1].startswith("Hint")


def test_small_and_large_windows_keep_the_board_visible(qtbot, window):
    scene, _ = start(window)
    view = window.board.view
    for w, h in ((640, 480), (1600, 1000)):
        window.resize(w, h)
        qtbot.wait(20)
        corner = view.mapFromScene(QPointF(3 * UNIT, 0))
        assert view.viewport().rect().contains(corner)


def test_marks_point_at_connection_points_pieces_and_placements(qtbot, window):
    """The tutorial's highlights (connection points, ring pieces, microbacteria) resolve, and every legal move's
    mark (analysis, hints) lies on the board: a placement marks the middle of its fields, the tetrahedron its gap."""
    from engine.tutorial import load_tutorial
    from gui.common.board import MoveMark

    scene, _ = start(window)
    rect = scene.content_rect()
    steps = load_tutorial("equilibrix").steps
    positions = [window.session.state] + [step.position for step in steps]  # the first one: the tetrahedron
    for step in steps:
        scene.show_state(step.position, None, animate=False)
        assert all(rect.contains(scene.cell_point(name)) for name in step.highlight)
    for position in positions:
        scene.show_state(position, None, animate=False)
        for move in position.legal_moves()[::5]:
            path = scene.move_path(position, move)
            assert len(path) == (0 if isinstance(move, Pass) else 1)
            assert all(rect.contains(point) for point in path)
    state = steps[2].position
    scene.show_state(state, None, animate=False)
    assert scene.cell_point("d4") == to_scene(xy((0, 0)))
    assert scene.cell_point(state.offered_pieces()[0]) is not None and scene.cell_point("origin") is not None
    assert scene.cell_point("mL") is not None and scene.cell_point("h9") is None and scene.cell_point("B99") is None
    move = state.parse_move("B04 r0 d4")
    fields = [board().fields[i].nodes for i in range(len(board().fields)) if state.placement(move).mask >> i & 1]
    assert scene.move_path(state, move) == [to_scene(shape_centroid(fields))]
    scene.show_marks([MoveMark(move, "played", "41 %"), MoveMark(Pass(), "preferred", "63 %")])
    assert len(scene.marks.items) == 2  # the placement's ring and its label; a pass has no place
    scene.show_highlights(["d3", "c4", "zz"])
    assert len(scene.marks.rings) == 2


def test_a_three_plus_three_game_won_on_the_tie_break_says_so(qtbot, window, languages):
    """Issue 33: 3–3 own bases, decided by the opponent's bases linked; the panel, the side panel's result line
    and the history say who won and by which tie-break, not just the 3–3."""
    from engine import parse_move
    from gui.history.tables import result_text
    from tests import golden
    from tests.test_history_window import stored_games

    record = golden.load("equilibrix_ziele.json")
    start(window, target="ziele")
    assert window.session.state.to_json() == record.initial.to_json()
    for text in record.moves:
        window.session.play(parse_move(window.session.state, text))
    assert window.session.state.outcome().scores == (3.0, 3.0)
    tie_break = ("Both players passed with as many of their own bases connected; the tie-break, more of the "
                 "opponent's bases connected, decided.")
    assert window.panel.turn.text() == "Bob wins. " + tie_break
    panel = window.scene.panel_widget()
    assert "3+3 Targets: Bob wins on the tie-break (more of the opponent's bases connected)." in panel.detail.text()
    assert result_text(stored_games()[0]) == "Player 2 (white), Bob, wins. " + tie_break
    languages.set_language("de")
    assert "Bob gewinnt durch den Gleichstandsentscheid" in panel.detail.text()
    assert "der Gleichstandsentscheid, mehr verbundene Basen des Gegners" in result_text(stored_games()[0])
