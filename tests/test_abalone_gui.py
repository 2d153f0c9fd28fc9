"""Abalone's board view, driven with real mouse events on the view's viewport."""

import json

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtWidgets import QApplication, QInputDialog, QMessageBox

import engine
from engine import Reason
from engine.abalone import Move, Timeout, position_from_dict
from engine.abalone.board import CELL_BY_NAME
from gui.abalone.items import ArrowItem, cell_pos, tray_slot
from gui.clock import format_time
from gui.saves import SaveError, load_game
from gui.setup import GameSetup, SeatSetup

LEFT = Qt.MouseButton.LeftButton


def start(window, options=None, white_human=True, level="easy"):
    seats = [SeatSetup("Ann", "black"), SeatSetup("Bob", "white", human=white_human, level=level)]
    window.start_game(GameSetup("abalone", seats, dict(options or {})), seed=1)
    return window.scene


def at(view, where):
    """The viewport point of a cell name or a scene point."""
    point = cell_pos(CELL_BY_NAME[where]) if isinstance(where, str) else where
    return view.mapFromScene(point)


def click(qtbot, view, where, button=LEFT):
    qtbot.mouseClick(view.viewport(), button, pos=at(view, where))


def drag(qtbot, view, *points):
    qtbot.mousePress(view.viewport(), LEFT, pos=at(view, points[0]))
    for point in points[1:]:
        qtbot.mouseMove(view.viewport(), at(view, point))
    qtbot.mouseRelease(view.viewport(), LEFT, pos=at(view, points[-1]))


def arrow_for(scene, direction):
    return next(a for a in scene.arrows if a.move.direction == direction)


def test_hovering_an_arrow_previews_its_move(qtbot, window):
    scene = start(window)
    view = window.board.view
    click(qtbot, view, "C3")
    qtbot.mouseMove(view.viewport(), at(view, "E5"))
    assert scene.ghosts == []
    qtbot.mouseMove(view.viewport(), view.mapFromScene(arrow_for(scene, 2).pos()))
    assert len(scene.ghosts) == 1 and arrow_for(scene, 2).hovered  # the arrow tells the scene (hoverChanged)
    qtbot.mouseMove(view.viewport(), at(view, "E5"))
    assert scene.ghosts == []


def test_select_with_clicks_then_click_an_arrow(qtbot, window):
    scene = start(window)
    view = window.board.view
    click(qtbot, view, "C3")
    assert scene.selection == [CELL_BY_NAME["C3"]]
    assert {a.move.direction for a in scene.arrows} == {1, 2, 3}  # NE, NW and W are free
    click(qtbot, view, "C5")  # first and last of a line select the middle marble too
    assert scene.selection == [CELL_BY_NAME[c] for c in ("C3", "C4", "C5")]
    qtbot.mouseClick(view.viewport(), LEFT, pos=view.mapFromScene(arrow_for(scene, 2).pos()))
    assert window.session.moves == ["c3c5d3"]
    assert window.panel.history.stack().count() == 1
    assert scene.selection == [] and scene.mark_item is not None


def test_click_a_target_cell_and_undo_redo(qtbot, window):
    scene = start(window)
    view = window.board.view
    click(qtbot, view, "A1")
    click(qtbot, view, "C3")  # A1, B2, C3 in a line
    click(qtbot, view, "D4")  # the cell in front: the whole line steps north-east
    assert window.session.moves == ["a1b2"]
    assert scene.marble_items.keys() >= {CELL_BY_NAME["D4"]} and CELL_BY_NAME["A1"] not in scene.marble_items
    window.act_undo.trigger()
    assert window.session.cursor == 0 and CELL_BY_NAME["A1"] in scene.marble_items
    window.act_redo.trigger()
    qtbot.waitUntil(lambda: not scene.animation_running(), timeout=3000)
    assert CELL_BY_NAME["D4"] in scene.marble_items


def test_drag_selects_and_drag_moves(qtbot, window):
    scene = start(window)
    view = window.board.view
    drag(qtbot, view, "C5", "C4", "C3")
    assert scene.selection == [CELL_BY_NAME[c] for c in ("C3", "C4", "C5")] and not window.session.moves
    drag(qtbot, view, "C4", cell_pos(CELL_BY_NAME["C4"]) + QPointF(-40, -60))  # up and left: north-west
    assert window.session.moves == ["c3c5d3"]
    # White drags one marble straight onto a free neighbour: selecting and moving in one gesture.
    drag(qtbot, view, "G5", "F4")
    assert window.session.moves == ["c3c5d3", "g5f4"]


def test_illegal_attempts_explain_themselves(qtbot, window, languages):
    """The engine says why (a refusal code); the window shows its sentence beside the board."""
    scene = start(window)
    view = window.board.view
    click(qtbot, view, "G5")
    assert window.panel.notice.text() == "You have no marble on G5." and scene.selection == []
    assert window.status_label.text() == "Not allowed: You have no marble on G5."
    click(qtbot, view, "C3")
    drag(qtbot, view, "C3", "B2")  # B2 is Black's own marble
    assert window.panel.notice.text() == "Your own marble on B2 is in the way: move the whole line together."
    assert not window.session.moves
    languages.set_language("de")
    drag(qtbot, view, "C3", "B2")
    assert window.panel.notice.text() == "Deine eigene Kugel auf B2 ist im Weg: bewege die ganze Reihe zusammen."
    click(qtbot, view, "E5", Qt.MouseButton.RightButton)
    assert scene.selection == [] and scene.arrows == []


def test_a_fourth_marble_in_a_line_is_refused_in_dutch(qtbot, window, languages):
    """Issue 15: a fourth marble said "You can only move your own marbles."; the engine now says why."""
    languages.set_language("nl")
    scene = start(window)
    view = window.board.view
    click(qtbot, view, "A1")
    click(qtbot, view, "A3")  # the first and the last of three: A2 comes along
    assert scene.selection == [CELL_BY_NAME[c] for c in ("A1", "A2", "A3")] and not window.panel.notice.text()
    click(qtbot, view, "A4")
    assert window.panel.notice.isVisibleTo(window.panel)
    assert window.panel.notice.text() == "Er bewegen hoogstens drie knikkers tegelijk."
    assert window.status_label.text() == "Niet toegestaan: Er bewegen hoogstens drie knikkers tegelijk."
    assert scene.selection == [CELL_BY_NAME["A4"]]  # the click starts a new selection
    click(qtbot, view, "B1")  # not in line with A4: a new selection, nothing to explain
    assert scene.selection == [CELL_BY_NAME["B1"]]
    window.panel.show_notice("")
    click(qtbot, view, "B5")  # B1 to B5 is one line, but five marbles long
    assert window.panel.notice.text() == "Er bewegen hoogstens drie knikkers tegelijk."
    assert not window.session.moves


def test_push_off_slides_and_drops_into_the_tray(qtbot, window):
    scene = start(window)
    before = position_from_dict({"black": ["C4", "C5", "C6", "A1"], "white": ["C7", "I9"], "to_move": "black",
                                 "out": {"black": 0, "white": 0}})
    scene.show_state(before, None, False)
    scene.set_interactive(True)
    click(qtbot, window.board.view, "C4")
    click(qtbot, window.board.view, "C6")
    arrow = arrow_for(scene, 0)
    assert arrow.effect == 0  # EJECT: painted red
    arrow.hoverEnterEvent(None)
    assert len(scene.ghosts) == 4  # three own marbles and the white one leaving
    move = engine.parse_move(before, "c4c5")
    scene.show_state(before.apply(move), move, True)
    assert scene.animation_running() and len(scene.tray_items) == 1
    qtbot.waitUntil(lambda: not scene.animation_running(), timeout=3000)
    tray = scene.tray_items[0]
    assert tray.scale() == 1 and tray.pos() == tray_slot(0, 0, 6)  # Black's tray, first slot
    assert scene.mark_item.halos and scene.mark_item.dots


def test_hint_selects_the_marbles_and_marks_the_arrow(qtbot, window):
    scene = start(window)
    move = engine.parse_move(scene.state, "a1b2")
    scene.show_hint(move)
    assert scene.selection == list(move.marbles)
    assert [a.move for a in scene.arrows if a.hint] == [move]


def test_clock_flag_falls_and_undo_restores_the_time(qtbot, window):
    start(window, {"clock_minutes": 1})
    clock = window.session.clock
    now = [1000.0]
    clock.now = lambda: now[0]
    clock.since = now[0]
    assert window.panel.clocks[0].isVisible() and window.panel.clocks[0].text() == "1:00"
    click(qtbot, window.board.view, "C3")
    now[0] += 20
    click(qtbot, window.board.view, "D3")
    assert window.session.moves == ["c3d3"]
    assert clock.remaining_ms(0) == pytest.approx(40_000) and clock.running == 1
    now[0] += 61
    clock.tick()
    state = window.session.state
    assert state.outcome().reason == Reason.TIMEOUT and state.outcome().winners == (0,)
    assert window.session.moves[-1] == "timeout" and clock.running is None
    window.act_undo.trigger()
    assert clock.running == 1 and clock.remaining_ms(1) == pytest.approx(60_000)
    window.act_undo.trigger()
    assert clock.remaining_ms(0) == pytest.approx(60_000)
    assert format_time(61_000) == "1:01" and format_time(9_450) == "0:09.4"


def test_no_clock_no_clock_rows(window):
    start(window)
    assert not window.session.clock.enabled and not window.panel.clocks[0].isVisibleTo(window.panel)


def test_against_the_computer(qtbot, window):
    window.settings.set("ai_seconds", 0.2)
    scene = start(window, {"layout": "belgian_daisy"}, white_human=False, level="normal")
    window.session.ai_seconds = 0.2
    click(qtbot, window.board.view, "C3")
    click(qtbot, window.board.view, "D3")
    qtbot.waitUntil(lambda: len(window.session.moves) == 2, timeout=10_000)
    qtbot.waitUntil(lambda: not scene.animation_running(), timeout=3000)
    assert window.session.human_to_move() and scene.interactive


@pytest.mark.parametrize("game_id", ["abalone", "equilibrix"])
def test_the_colour_a_player_picks_decides_who_moves_first(window, game_id):
    """Black moves first (and in EQUILIBRIX places the unmirrored side), so the colour decides the seat."""
    from gui.newgame import NewGameDialog

    dialog = NewGameDialog(game_id, None, window)
    first = dialog.rows[0]
    first.colour.setCurrentIndex(first.colour.findData("white"))  # Player 1 takes White
    assert dialog.rows[1].colour.currentData() == "black"
    setup = dialog.setup()
    assert [(s.name, s.colour) for s in setup.seats] == [("Player 2", "black"), ("Player 1", "white")]
    assert dialog.first_colour_note.isVisibleTo(dialog) and "Black" in dialog.first_colour_note.text()
    window.start_game(setup, seed=1)
    assert window.session.state.to_move in (0, 1) and window.panel.rows[0][1].text() == "Player 2"


@pytest.mark.parametrize("size", [(640, 480), (1600, 1000)])
def test_board_scales_with_the_window(qtbot, window, size):
    scene = start(window)
    window.resize(*size)
    QApplication.processEvents()
    view = window.board.view
    rect = view.mapFromScene(scene.content_rect()).boundingRect()
    assert view.viewport().rect().adjusted(-1, -1, 1, 1).contains(rect)
    spacing = at(view, "E6").x() - at(view, "E5").x()
    assert spacing > (15 if size[0] == 640 else 60)
    click(qtbot, view, "B2")
    assert scene.selection == [CELL_BY_NAME["B2"]]


def test_moves_made_by_objects_round_trip_through_the_arrows(window):
    scene = start(window, {"layout": "german_daisy"})
    for cell in ("C2", "D3"):
        scene._set_selection([CELL_BY_NAME[cell]])
        for arrow in scene.arrows:
            assert isinstance(arrow, ArrowItem) and arrow.move in scene.state.children()
    assert Timeout(0) != Move((0,), 0)


def test_copy_game_record_gives_a_text_record_that_replays(qtbot, window):
    from engine.abalone.notation import record_from_text

    scene = start(window, {"layout": "belgian_daisy"})
    click(qtbot, window.board.view, "C3")
    click(qtbot, window.board.view, "D3")
    qtbot.mouseClick(scene.record_panel.copy_button, Qt.MouseButton.LeftButton)
    text = QApplication.clipboard().text()
    assert text.startswith('[layout "belgian_daisy"]') and "1.c3d3 *" in text
    initial, moves = record_from_text(text)
    assert [initial.move_to_text(moves[0])] == window.session.moves


def test_save_and_load_a_game_that_ended_on_time(qtbot, window, tmp_path):
    start(window, {"clock_minutes": 5, "layout": "german_daisy"})
    click(qtbot, window.board.view, "C3")
    click(qtbot, window.board.view, "D4")
    window.session.clock.remaining[1] = 0
    window.session.clock.tick()  # White's flag falls
    assert window.session.moves == ["c3d4", "timeout"]
    path = tmp_path / "abalone.ludoteca"
    assert window.files.write(path)
    before = window.session.state
    start(window)
    assert window.files.open(path)
    assert window.session.state == before and before.outcome().winners == (0,)
    assert window.session.clock.running is None  # the game is over: no clock runs
    window.act_undo.trigger()
    assert window.session.clock.running == 1
    assert window.session.clock.remaining_ms(1) > 299_000  # White's time when the position arose


def test_clock_readings_are_saved_and_restored(qtbot, window, tmp_path):
    start(window, {"clock_minutes": 10})
    now = [500.0]
    window.session.clock.now = lambda: now[0]
    window.session.clock.since = now[0]
    click(qtbot, window.board.view, "C3")
    now[0] += 75  # Black thinks 75 s
    click(qtbot, window.board.view, "D3")
    now[0] += 30  # White has thought 30 s so far
    path = tmp_path / "clock.ludoteca"
    assert window.files.write(path)
    saved = json.loads(path.read_text())["clocks"]
    assert saved == [[600_000, 600_000], [525_000, 570_000]]
    start(window)
    assert window.files.open(path)
    clock = window.session.clock
    assert clock.running == 1 and clock.remaining_ms(1) == pytest.approx(570_000, abs=500)
    assert clock.remaining_ms(0) == pytest.approx(525_000)
    window.act_undo.trigger()
    assert clock.remaining_ms(0) == pytest.approx(600_000, abs=500)
    data = json.loads(path.read_text())
    for bad in ([[1, 2]], [[600_000, -1], [1, 1]], [[600_000, "x"], [1, 1]], "10:00"):
        data["clocks"] = bad
        path.write_text(json.dumps(data))
        with pytest.raises(SaveError):
            load_game(path)


def test_read_a_text_record_from_the_panel(qtbot, window, monkeypatch):
    scene = start(window)
    panel = scene.record_panel
    record = '[layout "german_daisy"]\n1.c3d4 c5d5 {a comment} 2.b2c3 *'
    warnings = []
    monkeypatch.setattr(QMessageBox, "warning", staticmethod(lambda *args: warnings.append(args[2])))
    monkeypatch.setattr(QInputDialog, "getMultiLineText", staticmethod(lambda *args: (record, True)))
    qtbot.mouseClick(panel.import_button, LEFT)
    session = window.session
    assert not warnings and session.moves == ["c3d4", "c5d5", "b2c3"] and session.cursor == 3
    assert session.state.options["layout"] == "german_daisy"
    assert [s.name for s in session.setup.seats] == ["Ann", "Bob"]
    window.act_undo.trigger()
    assert window.session.cursor == 2
    assert not window.scene.record_panel.read_record("1.c3d4 c3d4 *")
    assert warnings == ["Move 2 (c3d4) is not allowed: You have no marble on C3."]
    assert window.session.moves == ["c3d4", "c5d5", "b2c3"]


def test_a_refused_text_record_says_why_in_the_players_language(qtbot, window, languages, monkeypatch):
    warnings = []
    monkeypatch.setattr(QMessageBox, "warning", staticmethod(lambda *args: warnings.append(args[2])))
    languages.set_language("fr")
    panel = start(window).record_panel
    assert not panel.read_record("1.c3d4 c3d4 *")
    assert not panel.read_record('[layout "nowhere"]\n1.c3d4 *')
    assert not panel.read_record("1.c3d4 timeout *")
    assert not panel.read_record("x" * 2_000_001)
    assert warnings == [
        "Le coup 2 (c3d4) n’est pas permis : Vous n'avez pas de bille en C3.",
        'La partie demande [layout "nowhere"], ce que ce jeu ne propose pas.',
        "Le coup 2 (timeout) n’est pas permis : Cette partie se joue sans pendule.",
        "Ce texte ne peut pas être lu comme un relevé de partie.",
    ]
    assert window.session.moves == []


def near_the_end(window, white_human=True):
    """A session from a position where either side pushes the sixth marble off with one move."""
    from gui.session import GameSession

    state = position_from_dict({"black": ["C4", "C5", "C6", "A1", "E5"], "white": ["C7", "B1", "C1"],
                                "to_move": "black", "out": {"black": 5, "white": 5}})
    seats = [SeatSetup("Ann", "black"), SeatSetup("Bob", "white", human=white_human, level="easy")]
    window.install_session(GameSession(GameSetup("abalone", seats, dict(state.options)), state, window))
    return window.scene


def test_a_hot_seat_game_ends_with_a_push_off_by_the_mouse(qtbot, window):
    scene = near_the_end(window)
    view = window.board.view
    click(qtbot, view, "C4")
    click(qtbot, view, "C6")
    qtbot.mouseClick(view.viewport(), LEFT, pos=view.mapFromScene(arrow_for(scene, 0).pos()))
    outcome = window.session.state.outcome()
    assert window.session.moves == ["c4c5"] and outcome.winners == (0,) and outcome.scores == (6, 5)
    assert "Ann" in window.status_label.text() and not scene.interactive
    assert not window.act_hint.isEnabled()
    # The end's own moment: the banner names Ann, and the line that pushed the sixth marble off is ringed.
    qtbot.waitUntil(window.finale.isVisible)
    assert window.finale.title.text() == "Ann wins!"
    assert scene.winning_cells() == ["C5", "C6", "C7"] and len(scene.marks.rings) == 3


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_the_computer_finishes_the_game_at_every_level(qtbot, window, level):
    near_the_end(window, white_human=False)
    window.session.setup.seats[1].level = level
    window.session.ai_seconds = 0.3
    view = window.board.view
    click(qtbot, view, "E5")
    click(qtbot, view, "E6")  # a quiet move, and White can push A1 off with C1-B1
    qtbot.waitUntil(lambda: window.session.state.outcome() is not None, timeout=15_000)
    assert window.session.state.outcome().winners == (1,)


def marks_scene():
    """The board scene alone, as the tutorial and the analysis arrows use it."""
    from PySide6.QtGui import QColor

    from gui.abalone.view import Scene
    from gui.common.board import SeatInfo

    return Scene(engine.GAMES["abalone"], [SeatInfo("Ann", QColor("black")), SeatInfo("Bob", QColor("white"))])


@pytest.mark.parametrize("layout", ["standard", "belgian_daisy"])
def test_move_paths_stay_on_the_board(qapp, layout):
    """Every legal move has an arrow on the board: in line from the rear marble to the hole the front
    marble enters, sideways from the middle of the line one hole across."""
    scene = marks_scene()
    state = engine.new_game("abalone", 2, {"layout": layout}, seed=1)
    for _ in range(3):
        state = state.apply(state.legal_moves()[7])
    scene.show_state(state, None, False)
    rect = scene.content_rect()
    for move in state.legal_moves():
        path = scene.move_path(state, move)
        assert len(path) == 2 and all(rect.contains(point) for point in path), move
        step = QPointF(path[1] - path[0])
        assert abs((step.x() ** 2 + step.y() ** 2) ** 0.5 - len(move.marbles if move.inline else (0,)) * 100) < 1e-6
    assert scene.move_path(state, Timeout(0)) == [] and scene.move_path(state, Move((0,), 0)) == []
    assert scene.move_path(state, "a1b2") == []


def test_marks_and_tutorial_highlights_are_drawn(qapp):
    from engine.tutorial import load_tutorial
    from gui.common.board import MoveMark

    scene = marks_scene()
    for step in load_tutorial("abalone").steps:
        scene.show_state(step.position, None, False)
        for name in step.highlight:
            assert scene.cell_point(name) == scene.cell_point(name.upper()) == cell_pos(CELL_BY_NAME[name.upper()])
        scene.show_highlights(list(step.highlight))
        assert len(scene.marks.rings) == len(step.highlight)
    assert scene.cell_point("j1") is None and scene.cell_point("A6") is None and scene.cell_point("") is None
    state = scene.state
    played, preferred = (state.parse_move(text) for text in ("f5g6", "h6h7g6"))
    scene.show_marks([MoveMark(played, "played", "41 %"), MoveMark(preferred, "preferred", "63 %")])
    assert len(scene.marks.items) == 4  # two arrows, two labels
    start = scene.marks.items[0].path().elementAt(0)
    assert QPointF(start.x, start.y) == cell_pos(CELL_BY_NAME["F5"])


def test_the_tutorial_challenge_wins_a_marble_whatever_white_answers():
    """The last lesson's first move threatens two marbles at once: no answer of White saves both, and no
    marble could be pushed off at once (the challenge is the two moves)."""
    from engine.abalone.rules import EJECT
    from engine.tutorial import load_tutorial

    step = load_tutorial("abalone").steps[-1]
    state = step.position
    assert step.challenge and all(effect != EJECT for *_, effect in state.children().values())
    for text in step.turns[0].expect:
        after = state.apply(state.parse_move(text))
        for answer in after.legal_moves():
            assert any(effect == EJECT for *_, effect in after.apply(answer).children().values()), (text, answer)


@pytest.mark.parametrize("name", ["light", "dark", "high-contrast"])
def test_empty_holes_differ_from_both_armies_on_screen(qtbot, window, themes, name):
    """Issue 30: in high contrast black marbles and empty holes were both black discs ringed in white. Sampled from
    the drawn board: an empty hole's middle stands 3:1 from a black and from a white marble's."""
    from gui.theme import GRAPHIC_CONTRAST, contrast

    start(window)
    themes(name, "standard")
    view = window.board.view
    image = view.viewport().grab().toImage()

    def drawn(cell):
        return image.pixelColor(at(view, cell))

    hole, black, white = drawn("E5"), drawn("A1"), drawn("I5")
    assert contrast(hole, black) >= GRAPHIC_CONTRAST, (hole.name(), black.name())
    assert contrast(hole, white) >= GRAPHIC_CONTRAST, (hole.name(), white.name())


def test_dragged_marbles_follow_the_pointer_and_show_where_they_would_go(qtbot, window):
    """Issue 30: a drag showed nothing until the drop. The dragged marbles follow the pointer and the move a drop
    would make is previewed (ghosts where the marbles would land); an off-board drop or the release clears it."""
    scene = start(window)
    view = window.board.view
    drag(qtbot, view, "C5", "C4", "C3")
    offset = QPointF(-40, -60)  # up and left: north-west
    grip = cell_pos(CELL_BY_NAME["C4"])
    qtbot.mousePress(view.viewport(), LEFT, pos=at(view, "C4"))
    qtbot.mouseMove(view.viewport(), at(view, grip + offset))
    assert scene.drag.active
    followed = [item.pos() - cell_pos(cell) for item, cell in zip(scene.drag.items, scene.selection, strict=True)]
    assert all(abs(p.x() - offset.x()) < 3 and abs(p.y() - offset.y()) < 3 for p in followed)
    landing = sorted(target for _, _, target in window.session.state.displacements(scene.drag.move))
    assert sorted(scene.cell_at(ghost.pos()) for ghost in scene.ghosts) == landing and len(landing) == 3
    qtbot.mouseMove(view.viewport(), at(view, "C4"))  # back where it started: no move, nothing follows
    assert not scene.drag.active and scene.ghosts == []
    qtbot.mouseMove(view.viewport(), at(view, grip + offset))
    qtbot.mouseRelease(view.viewport(), LEFT, pos=at(view, grip + offset))
    assert not scene.drag.active and window.session.moves == ["c3c5d3"]
