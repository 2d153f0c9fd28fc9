"""The Halma board on screen: real mouse clicks on the viewport, hop animation, passing, computer replies."""

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QGraphicsPathItem

import engine
from engine.halma import PASS, SPEC
from engine.halma import geometry as geo
from gui.common.board import SeatInfo
from gui.halma.items import UNIT
from gui.halma.view import Scene
from gui.setup import GameSetup, SeatSetup
from tests.test_halma_engine import almost_full, boxed_in, destinations, position

COLOURS = ["red", "blue", "green", "yellow", "purple", "white"]


def start(window, seats, options=None, humans=None):
    humans = humans if humans is not None else [True] * seats
    players = [SeatSetup(f"P{i + 1}", COLOURS[i], human, "easy") for i, human in enumerate(humans)]
    window.start_game(GameSetup("halma", players, options or {}), seed=1)
    qtbot_wait_for_fit(window)
    return window.scene, window.board.view


def qtbot_wait_for_fit(window):
    """The view fits the scene when the scene reports its change (queued): let that happen."""
    from gui.app import settle

    settle(30)


def click_hole(qtbot, view, scene, name):
    pos = view.mapFromScene(scene.hole_position(name))
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=pos)


def hover_hole(qtbot, view, scene, name):
    qtbot.mouseMove(view.viewport(), view.mapFromScene(scene.hole_position(name)))


def target_names(scene):
    return sorted(scene.state.layout.board.names[h] for h in scene.selected_targets())


@pytest.mark.parametrize(("seats", "options"), [(2, {}), (3, {}), (4, {}), (6, {}), (2, {"board": "square"}),
                                                (4, {"board": "square"})])
def test_every_board_draws_and_plays_a_click_move(qtbot, window, seats, options):
    scene, view = start(window, seats, options)
    state = window.session.state
    assert len(scene._pegs) == seats * state.layout.pegs
    # The whole board is visible in the viewport.
    box = view.mapFromScene(scene.content_rect()).boundingRect()
    assert view.viewport().rect().adjusted(-2, -2, 2, 2).contains(box)
    move = state.legal_moves()[-1]
    names = state.layout.board.names
    click_hole(qtbot, view, scene, names[move.origin])
    assert move.destination in scene.selected_targets()
    click_hole(qtbot, view, scene, names[move.destination])
    assert window.session.state.board[move.destination] == 0
    assert window.session.moves[-1] == engine.move_to_text(state, move)


def test_selection_shows_every_reachable_hole_and_the_hop_path(qtbot, window):
    scene, view = start(window, 2)
    click_hole(qtbot, view, scene, "o2")
    assert target_names(scene) == ["m6", "m8"]
    click_hole(qtbot, view, scene, "o2")  # a second click on the peg lets it go
    assert scene.selected_targets() == {}
    click_hole(qtbot, view, scene, "n2")
    assert target_names(scene) == ["m6", "m7"]
    # A peg of the other player cannot be picked.
    click_hole(qtbot, view, scene, "b1")
    assert scene.selected_targets() == {}
    # Play towards a position with a chain, then hover its end: the path is drawn.
    session = window.session
    for text in ("n3-m7", "d1-e5"):
        session.play_text(text)
    qtbot.waitUntil(lambda: not scene.animation_running(), timeout=3000)
    click_hole(qtbot, view, scene, "o2")
    assert target_names(scene) == ["m6", "m8", "n3"]
    hover_hole(qtbot, view, scene, "m6")
    assert scene._path_item is not None and scene._path_item.path().elementCount() >= 2
    hover_hole(qtbot, view, scene, "m8")  # two hops: over n2 to m6, then over m7 to m8
    assert scene._path_item.path().elementCount() >= 3
    hover_hole(qtbot, view, scene, "i5")
    assert scene._path_item is None
    click_hole(qtbot, view, scene, "m8")
    assert session.moves[-1] == "o2:m6:m8"


def test_the_moving_peg_hops_along_its_path(qtbot, window):
    scene, view = start(window, 2)
    click_hole(qtbot, view, scene, "o1")
    click_hole(qtbot, view, scene, "m7")
    assert scene.animation_running()
    peg = scene._pegs[scene.state.layout.board.index["m7"]]
    assert peg.pos() != scene.hole_position("m7")  # still on its way
    qtbot.waitUntil(lambda: not scene.animation_running(), timeout=3000)
    assert peg.pos() == scene.hole_position("m7")
    # Undo redraws the earlier position at once, without animation.
    window.session.undo()
    assert not scene.animation_running()
    assert scene.state.board[scene.state.layout.board.index["o1"]] == 0


def test_no_clicks_while_it_is_not_a_human_turn(qtbot, window):
    scene, view = start(window, 2, humans=[True, True])
    scene.set_interactive(False)
    click_hole(qtbot, view, scene, "n1")
    assert scene.selected_targets() == {}


def test_blocked_human_passes_by_itself(qtbot):
    seats = [SeatInfo("A", QColor("red")), SeatInfo("B", QColor("blue"))]
    scene = Scene(SPEC, seats)
    scene.show_state(boxed_in())
    with qtbot.waitSignal(scene.moveChosen, timeout=3000) as signal:
        scene.set_interactive(True)
    assert signal.args == [PASS]


def test_computer_replies_and_the_game_can_finish(qtbot, window):
    scene, view = start(window, 2, humans=[True, False])
    click_hole(qtbot, view, scene, "n1")
    click_hole(qtbot, view, scene, "m5")
    qtbot.waitUntil(lambda: len(window.session.moves) == 2, timeout=10_000)
    assert window.session.state.to_move == 0


def test_small_and_large_windows(qtbot, window):
    scene, view = start(window, 6)
    for size in ((640, 480), (1600, 1000)):
        window.resize(*size)
        qtbot.wait(50)
        box = view.mapFromScene(scene.content_rect()).boundingRect()
        assert view.viewport().rect().adjusted(-2, -2, 2, 2).contains(box)
        click_hole(qtbot, view, scene, "n1")
        assert target_names(scene) == ["m5", "m6"]
        click_hole(qtbot, view, scene, "n1")


def test_panel_shows_the_rule_and_the_places(qtbot):
    layout = geo.layout(geo.STAR, 3)
    pegs0, missing0, approach0 = almost_full(layout, 0)
    state = position(3, {0: pegs0 + [approach0], 1: [layout.board.names[h] for h in layout.homes[1]],
                         2: [layout.board.names[h] for h in layout.homes[2]]}, options={"play_on": True})
    scene = Scene(SPEC, [SeatInfo(n, QColor(c)) for n, c in (("Ann", "red"), ("Bob", "blue"), ("Cy", "green"))])
    panel = scene.panel_widget()
    qtbot.addWidget(panel)
    scene.show_state(state)
    assert "Parlett" in panel.label.text() and "Places" not in panel.label.text()
    scene.show_state(state.apply(destinations(state, approach0)[missing0]))
    assert "Places: 1. Ann" in panel.label.text()


def test_hint_shows_the_peg_and_its_path(qtbot, window):
    scene, view = start(window, 2)
    state = window.session.state
    move = next(m for m in state.legal_moves() if len(m.path) == 2 and m.destination not in state.layout.board.steps[m.origin])
    window._hint_ready(move, None)  # what the Hint action shows when the computer has found its move
    assert move.destination in scene.selected_targets()
    # The path is drawn once: the hint's arrow through each hole it passes, not a second line of the scene's.
    assert scene._path_item is None
    arrows = [item for item in scene.marks.items if isinstance(item, QGraphicsPathItem)]
    assert len(arrows) == 1
    click_hole(qtbot, view, scene, state.layout.board.names[move.destination])
    assert window.session.state.board[move.destination] == 0


def test_refused_clicks_are_explained_in_the_players_language(qtbot, window, languages):
    """The engine says why a click is refused; the side panel shows it in German."""
    languages.set_language("de")
    scene, view = start(window, 2)
    notice = window.panel.notice
    click_hole(qtbot, view, scene, "b1")  # the other player's peg
    assert notice.isVisibleTo(window.panel)
    assert notice.text() == "Der Stein auf b1 gehört dir nicht: Wähle einen deiner eigenen."
    click_hole(qtbot, view, scene, "q1")  # own peg, boxed in at the tip
    assert notice.text() == "Der Stein auf q1 kann gerade nicht ziehen."
    click_hole(qtbot, view, scene, "n1")
    click_hole(qtbot, view, scene, "i5")  # too far: the peg stays picked for another try
    assert notice.text() == "Der Stein auf n1 erreicht i5 weder mit einem Schritt noch mit einer Sprungkette."
    assert target_names(scene) == ["m5", "m6"]
    click_hole(qtbot, view, scene, "m5")
    assert window.session.moves == ["n1-m5"] and not notice.isVisibleTo(window.panel)


def test_a_peg_at_home_in_its_target_camp_cannot_leave(qtbot, window, languages):
    languages.set_language("nl")
    scene, view = start(window, 2)
    scene.show_state(position(2, {0: ["d1", "n1"], 1: ["q1"]}))  # seat 0 has arrived on d1
    click_hole(qtbot, view, scene, "d1")
    click_hole(qtbot, view, scene, "e5")
    assert window.panel.notice.text() == ("De pion op d1 heeft zijn doelkamp bereikt en mag het niet meer verlaten.")


def test_partners_are_shown_in_the_panel(qtbot):
    """Partners sit opposite: the panel names each side, each partner with a dot in their colour."""
    names = [("Ann", "red"), ("Bob", "blue"), ("Cy", "green"), ("Dee", "yellow")]
    scene = Scene(SPEC, [SeatInfo(n, QColor(c)) for n, c in names])
    panel = scene.panel_widget()
    qtbot.addWidget(panel)
    scene.show_state(engine.new_game("halma", 4, {"partners": True}, seed=1))
    lines = panel.label.text().split("<br>")
    assert "Partners:" in lines
    sides = [line for line in lines if "&amp;" in line]
    assert len(sides) == 2 and "Ann" in sides[0] and "Cy" in sides[0] and "Bob" in sides[1] and "Dee" in sides[1]
    assert QColor("red").name() in sides[0] and QColor("green").name() in sides[0]
    scene.show_state(engine.new_game("halma", 4, seed=1))
    assert "Partners" not in panel.label.text()


@pytest.mark.parametrize("seats, options", [(2, {}), (3, {}), (2, {"board": "square"}), (4, {"board": "square"})])
def test_move_paths_follow_every_hole_of_the_move(qtbot, seats, options):
    """The arrow of a move (analysis, hints) runs through each hole it passes: both ends of a step,
    every landing of a chain; all on the board."""
    scene = Scene(SPEC, [SeatInfo(f"P{i}", QColor(c)) for i, c in enumerate(COLOURS[:seats])])
    state = engine.new_game("halma", seats, options, seed=3)
    for index in (5, 11, 2, 17, 8, 4):
        state = state.apply(state.legal_moves()[index % len(state.legal_moves())])
    scene.show_state(state, None, False)
    rect = scene.content_rect()
    for move in state.legal_moves():
        path = scene.move_path(state, move)
        names = [state.layout.board.names[hole] for hole in move.path]
        assert path == [scene.hole_position(name) for name in names]
        assert all(rect.contains(point) for point in path)
    assert scene.move_path(state, PASS) == [] and scene.move_path(state, "n1-m5") == []


def test_tutorial_highlights_resolve_and_marks_are_drawn(qtbot):
    from engine.tutorial import load_tutorial
    from gui.common.board import MoveMark

    scene = Scene(SPEC, [SeatInfo("P1", QColor("red")), SeatInfo("P2", QColor("blue"))])
    for step in load_tutorial("halma").steps:
        scene.show_state(step.position, None, False)
        for name in step.highlight:
            assert scene.cell_point(name) == scene.cell_point(name.upper()) == scene.hole_position(name)
        scene.show_highlights(list(step.highlight))
        assert len(scene.marks.rings) == len(step.highlight)
    assert scene.cell_point("z9") is None and scene.cell_point("e14") is None
    state = scene.state
    chain, step = state.parse_move("q1:g5"), state.parse_move("i7-h7")
    scene.show_marks([MoveMark(chain, "preferred", "63 %"), MoveMark(step, "played", "41 %")])
    assert len(scene.marks.items) == 4  # two arrows, two labels
    assert scene.marks.items[0].path().elementCount() >= len(chain.path) == 6


def test_the_tutorial_challenge_needs_a_long_chain():
    """The marked hole of the last lesson is out of reach of every peg but by a chain of five hops."""
    from engine.tutorial import load_tutorial

    step = load_tutorial("halma").steps[-1]
    state = step.position
    (hole,) = step.highlight
    reaching = [m for m in state.legal_moves() if state.layout.board.names[m.destination] == hole]
    assert step.challenge and sorted(state.move_to_text(m) for m in reaching) == sorted(step.turns[0].expect)
    assert all(len(m.path) == 6 for m in reaching)


@pytest.mark.parametrize("options", [{}, {"board": "square"}])
def test_the_board_labels_both_parts_of_a_hole_name(qtbot, window, options):
    """Issue 30: the star showed only its row letters, never the numbers of "n2-m6". Each row of holes has its
    letter beside it and, on the star (numbered from the left in each row), the numbers of its first and last
    holes just outside its ends; the square has its file letters and rank numbers."""
    from PySide6.QtWidgets import QGraphicsSimpleTextItem

    scene, view = start(window, 2, options)
    board = scene.state.layout.board
    labels = [(item.text(), item.sceneBoundingRect().center()) for item in scene.items()
              if isinstance(item, QGraphicsSimpleTextItem) and item.isVisible()]
    rows: dict[str, list] = {}
    for name in board.names:
        rows.setdefault(name[0], []).append(scene.hole_position(name))
    if options:
        files = {name[0] for name in board.names}
        ranks = {name[1:] for name in board.names}
        assert files | ranks <= {text for text, _ in labels}
        return
    for letter, points in rows.items():
        y = points[0].y()
        on_row = [(text, centre.x()) for text, centre in labels if abs(centre.y() - y) < 0.3 * UNIT]
        first, last = min(p.x() for p in points), max(p.x() for p in points)
        assert [text for text, x in on_row if x < first].count(letter) == 1, (letter, on_row)
        assert any(text == "1" and first - 1.5 * UNIT < x < first for text, x in on_row), (letter, on_row)
        if len(points) > 1:
            assert any(text == str(len(points)) and last < x < last + 1.5 * UNIT for text, x in on_row)
