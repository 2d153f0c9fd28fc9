"""Balance DUELS on screen: real clicks on the viewport, the Pass button, the ghost arm and the swinging arm."""

import math

import pytest
from PySide6.QtCore import Qt

import engine
from engine.balance import PASS, Place, Step
from engine.tutorial import load_tutorial
from gui.setup import GameSetup, SeatSetup
from tests.conftest import click_scene_item


def start(window, seats=2, options=None, seed=1, humans=True):
    colours = ["black", "yellow", "red", "blue"]
    players = [SeatSetup(f"P{i + 1}", colours[i], human=humans) for i in range(seats)]
    window.start_game(GameSetup("balance", players, options or {}), seed=seed)
    return window.scene


def items_with(scene, kind, **match):
    found = []
    for item in scene.items():
        data = item.data(0)
        if isinstance(data, tuple) and data and data[0] == kind:
            found.append((item, data))
    return found


def wait_still(qtbot, scene):
    qtbot.waitUntil(lambda: not scene.animation_running(), timeout=8000)


def test_click_supply_then_target_places_a_pawn(qtbot, window):
    scene = start(window)
    state = window.session.state
    seat = state.to_move
    assert scene.interactive
    supply = [i for i, d in items_with(scene, "supply") if d[1] == seat]
    assert supply
    view = window.board.view
    click_scene_item(qtbot, view, supply[0])
    targets = scene.target_items()
    assert list(targets.values()) == [Place("L")]
    click_scene_item(qtbot, view, next(iter(targets)))
    assert window.session.cursor == 1
    assert any(p[1] == seat for p in window.session.state.arm)


def test_pass_button_and_must_move(qtbot, window):
    scene = start(window, seed=3)
    session = window.session
    while not session.state.can_pass():
        session.play(session.state.legal_moves()[0])
        wait_still(qtbot, scene)
        if session.state.outcome() is not None:
            pytest.skip("game ended before a pass was possible")
    panel = scene.panel_widget()
    qtbot.waitUntil(lambda: panel.pass_button.isEnabled(), timeout=3000)
    seat = session.state.to_move
    qtbot.mouseClick(panel.pass_button, Qt.MouseButton.LeftButton)
    assert session.moves[-1] == "pass" and session.state.must_move[seat]


def test_ghost_arm_predicts_the_tilt_and_the_arm_swings_there(qtbot, window):
    scene = start(window, seed=5)
    session = window.session
    view = window.board.view
    supply = [i for i, d in items_with(scene, "supply") if d[1] == session.state.to_move]
    click_scene_item(qtbot, view, supply[0])
    target = next(iter(scene.target_items()))
    qtbot.mouseMove(view.viewport(), view.mapFromScene(target.sceneBoundingRect().center()))
    predicted = scene.preview(scene.target_items()[target])
    assert scene.ghost_visible()
    click_scene_item(qtbot, view, target)
    assert scene.animation_running()
    wait_still(qtbot, scene)
    qtbot.waitUntil(lambda: not scene._timer.isActive(), timeout=15000)
    assert math.isclose(scene._arm_group.rotation(), predicted, abs_tol=0.2)


def play_until_a_tip(session, plies=200):
    """Play the first legal move until a move would tip the arm (with pawns left to both); that move, or None."""
    for _ in range(plies):
        state = session.state
        tipping = [m for m in state.legal_moves() if m != PASS and state.physics.tips(
            state.physics.moment((x, s) for x, _, s in state.arm_after(m)))]
        if tipping and not any(len(state.pawns_of(c)) + sum(state.supply[c]) == 0 for c in range(2)):
            return tipping[0]
        session.play(state.legal_moves()[0])
    return None


def test_a_tipped_arm_rests_on_the_board(qtbot, window):
    scene = start(window, seed=2)
    session = window.session
    tipping = play_until_a_tip(session)
    if tipping is not None:
        session.play(tipping)
    assert session.state.outcome() is not None
    qtbot.waitUntil(lambda: not scene._timer.isActive(), timeout=15000)
    assert math.isclose(abs(scene._arm_group.rotation()), 12.0, abs_tol=0.01)


def test_computer_plays_a_four_player_team_game_to_the_end_without_animation(qtbot, window):
    scene = start(window, seats=4, options={"mode": "team"}, seed=4, humans=False)
    scene.animations_enabled = False
    window.session.ai_seconds = 0.05
    qtbot.waitUntil(lambda: window.session.state.outcome() is not None or window.session.cursor > 12, timeout=30000)
    window.session.stop()
    assert window.session.cursor > 0


@pytest.mark.parametrize("size", [(640, 480), (1600, 1000)])
def test_renders_at_small_and_large_sizes(qtbot, window, size):
    window.resize(*size)
    scene = start(window, seats=3, options={"mode": "individual"})
    qtbot.wait(50)
    assert scene.content_rect().contains(scene.itemsBoundingRect().adjusted(20, 20, -20, -20).center())
    image = window.board.view.grab()
    assert not image.isNull()


def test_undo_redraws_the_same_arm(qtbot, window):
    scene = start(window, seed=6)
    session = window.session
    for _ in range(4):
        session.play(session.state.legal_moves()[0])
    arm_before = session.state.arm
    window.undo()
    window.redo()
    assert session.state.arm == arm_before
    assert engine.from_json(session.state.to_json()) == session.state
    qtbot.waitUntil(lambda: not scene._stages, timeout=8000)
    pawns = sorted(d[1:] for _, d in items_with(scene, "pawn"))
    assert pawns == sorted(arm_before)


def test_beating_is_a_separate_click_on_the_red_ring(qtbot, window):
    from engine.balance import Step
    from tests.test_balance_engine import position

    scene = start(window)
    state = position(arm=[(5, 0, "L"), (-3, 1, "L"), (-2, 1, "L")], die=4)  # worked position 3
    scene.show_state(state, None, False)
    scene.set_interactive(True)
    chosen = []
    scene.moveChosen.disconnect()
    scene.moveChosen.connect(chosen.append)
    view = window.board.view
    pawn = next(i for i, d in items_with(scene, "pawn") if d[1] == 5)
    click_scene_item(qtbot, view, pawn)
    targets = scene.target_items()
    assert set(targets.values()) == {Step(5, "L"), Step(5, "L", True)}
    ring = next(item for item, move in targets.items() if move.beat)
    assert scene.preview(targets[ring]) < 0  # the arm leans to the left after the crossing
    click_scene_item(qtbot, view, ring)
    assert chosen == [Step(5, "L", True)]


def test_language_switch_relabels_panel_and_board(qtbot, window):
    scene = start(window)
    panel = scene.panel_widget()
    assert panel.pass_button.text() == "Pass"
    window.set_language("de")
    qtbot.waitUntil(lambda: panel.pass_button.text() == "Passen", timeout=3000)
    assert "Runde 1" in scene.message_item.text()
    window.set_language("en")


def test_team_tip_shows_the_arm_on_the_board_then_clears_it_for_the_next_round(qtbot, window):
    from tests.test_balance_engine import position, tip_now

    scene = start(window, seats=4, options={"mode": "team"})
    before = position(4, {"mode": "team"}, arm=[(5, 0, "L"), (6, 1, "L"), (4, 0, "L")], die=5, to_move=0)
    scene.show_state(before, None, False)
    after = tip_now(before)
    assert after.arm == () and after.round_no == 2
    scene.show_state(after, None, True)
    assert scene.animation_running()
    assert len(items_with(scene, "pawn")) == 4  # the tipping arm, pawns still on it
    qtbot.waitUntil(lambda: scene.motion.on_board(), timeout=5000)
    qtbot.waitUntil(lambda: not scene.animation_running(), timeout=15000)
    assert items_with(scene, "pawn") == [] and not scene.motion.on_board()


def test_refused_clicks_are_explained_by_the_engine_in_dutch(qtbot, window, languages):
    """A pawn that cannot move, a supply with no room at the die's holder and a holder the roll does not reach:
    each click shows the engine's reason, translated, beside the board."""
    from tests.test_balance_engine import position

    languages.set_language("nl")
    scene = start(window)
    # A (seat 0) rolled 3: its pawn in F6 would pass F7, S3 is full of B's pawns, its pawn in S2 may go to S5
    state = position(arm=[(-6, 0, "L"), (2, 0, "L"), (3, 1, "L"), (3, 1, "L"), (-1, 1, "L")], die=3)
    scene.show_state(state, None, False)
    scene.set_interactive(True)
    chosen = []
    scene.moveChosen.disconnect()
    scene.moveChosen.connect(chosen.append)
    view = window.board.view
    notice = window.panel.notice

    click_scene_item(qtbot, view, next(i for i, d in items_with(scene, "pawn") if d[1] == -6))
    assert notice.isVisibleTo(window.panel)
    assert notice.text() == "Vanaf F6 zou een worp van 3 voorbij F7 gaan, het einde van de baan."
    assert window.status_label.text() == f"Niet toegestaan: {notice.text()}"

    click_scene_item(qtbot, view, next(i for i, d in items_with(scene, "supply") if d[1] == 0))
    assert notice.text() == "Houder S3 is vol."

    click_scene_item(qtbot, view, next(i for i, d in items_with(scene, "pawn") if d[1] == 2))
    assert list(scene.target_items().values()) == [Step(2, "L")]
    click_scene_item(qtbot, view, scene.holder_items[4])  # S4: one short of what the die shows
    assert notice.text() == "De dobbelsteen toont 3: een pion gaat precies 3 houders vooruit."
    assert chosen == []
    click_scene_item(qtbot, view, next(i for i, d in items_with(scene, "pawn") if d[1] == 2))
    click_scene_item(qtbot, view, scene.holder_items[5])  # the holder itself, under the green mark
    assert chosen == [Step(2, "L")]


def test_a_typed_move_is_refused_with_the_engines_reason_in_german(qtbot, window, languages):
    languages.set_language("de")
    start(window, seed=1)
    state = window.session.state
    wrong = 1 + state.die % 6  # any holder but the one the die shows
    entry = window.panel.move_entry
    qtbot.keyClicks(entry, f"L@S{wrong}")
    qtbot.keyClick(entry, Qt.Key.Key_Return)
    assert window.session.moves == []
    assert window.panel.notice.text() == f"Der Würfel zeigt {state.die}: eine neue Figur kommt nach S{state.die}."


def test_marks_name_holders_as_the_mover_numbers_them_and_follow_moves_on_the_tilted_arm(qtbot, window):
    """The tutorial's highlights resolve, and every legal move's path (analysis arrows, hints) lies on the board:
    a placement marks its holder, a step runs from its pawn over the arm to where it lands."""
    from gui.common.board import MoveMark

    scene = start(window)
    scene.animations_enabled = False
    rect = scene.content_rect()
    steps = load_tutorial("balance").steps
    for step in steps:
        scene.show_state(step.position, None, animate=False)
        assert all(rect.contains(scene.cell_point(name)) for name in step.highlight)
    positions = [step.position for step in steps]
    state, rng = engine.new_game("balance", 2, None, 5), engine.Rng(5)
    while state.outcome() is None and len(positions) < 40:  # and the positions of a random game
        positions.append(state)
        state = state.apply(rng.choice(state.legal_moves()))
    for position in positions:
        scene.show_state(position, None, animate=False)
        for move in position.legal_moves():
            path = scene.move_path(position, move)
            assert len(path) == (0 if move == PASS else 1 if isinstance(move, Place) else 3)
            assert all(rect.contains(point) for point in path)
    across = steps[3].position  # seat 0 moves S5-F2: from the right half to the left
    scene.show_state(across, None, animate=False)
    path = scene.move_path(across, across.parse_move("L:S5-F2"))
    assert path[0].x() > 0 > path[-1].x() and path[1].y() < min(path[0].y(), path[-1].y())
    assert scene.cell_point("S5").x() > 0 > scene.cell_point("F2").x()
    assert scene.cell_point("S8") is None and scene.cell_point("pass") is None
    moves = across.legal_moves()
    scene.show_marks([MoveMark(moves[0], "played", "41 %"), MoveMark(moves[2], "preferred", "63 %")])
    assert len(scene.marks.items) == 4  # two marks, two labels
    scene.show_highlights(["S5", "F2", "nonsense"])
    assert len(scene.marks.rings) == 2


def test_the_stand_hides_no_holder_number_or_pawn_at_any_tilt(qtbot, window):
    """Issue 30: holder S1 was half hidden behind the stand's post. The stand is one pillar in the gap between
    the innermost holders: no holder, holder number or pawn overlaps it, at rest or tilted to either side."""
    from PySide6.QtWidgets import QGraphicsSimpleTextItem

    from gui.balance.items import PawnItem, pawn_path
    from tests.test_balance_engine import position

    scene = start(window)
    scene.animations_enabled = False
    inner = [(x, c, "L") for x in (1, -1) for c in (0, 1)]  # both slots of both innermost holders
    scene.show_state(position(arm=inner, die=3), None, False)
    for tilt in (-12.0, 0.0, 12.0):
        scene._arm_group.setRotation(tilt)
        stand = scene.bridge.mapToScene(scene.bridge.shape())
        items = list(scene.holder_items.values())
        items += [i for i in scene._arm_group.childItems() if isinstance(i, QGraphicsSimpleTextItem)]
        assert len(items) == 14 * 3
        for item in items:
            assert not item.mapToScene(item.shape()).intersects(stand), (tilt, item.data(0), item.pos())
        pawns = [i for i in scene._arm_group.childItems() if isinstance(i, PawnItem)]
        assert len(pawns) == 4
        for pawn in pawns:
            assert not pawn.mapToScene(pawn_path(pawn.size)).intersects(stand), (tilt, pawn.data(0))


def move_mouse(view, point):
    """A real mouse move over the viewport, to the scene point `point` (no button held)."""
    from PySide6.QtCore import QEvent, QPointF
    from PySide6.QtGui import QMouseEvent
    from PySide6.QtWidgets import QApplication

    local = QPointF(view.mapFromScene(point))
    event = QMouseEvent(QEvent.Type.MouseMove, local, view.viewport().mapToGlobal(local),
                        Qt.MouseButton.NoButton, Qt.MouseButton.NoButton, Qt.KeyboardModifier.NoModifier)
    QApplication.sendEvent(view.viewport(), event)


def test_the_picked_pawn_is_ringed_lifted_and_in_hand_following_the_pointer(qtbot, window):
    """Issue 30: nothing showed which pawn was in hand. The picked pawn keeps a ring where it stands, dimmed as
    lifted, and a copy of it follows the pointer until it is played; the supply's pawn as well as the arm's."""
    from gui.balance.items import themed
    from tests.test_balance_engine import position

    scene = start(window)
    view = window.board.view
    seat = window.session.state.to_move
    assert scene.pawn_in_hand() is None
    supply = [i for i, d in items_with(scene, "supply") if d[1] == seat]
    click_scene_item(qtbot, view, supply[0])
    picked, hand = scene.picked_pawn(), scene.pawn_in_hand()
    assert picked is supply[0] and picked.ring == themed("selected") and picked.opacity() < 1
    assert hand is not None and hand.ring == themed("selected") and hand.colour == picked.colour
    assert hand.isVisible() and hand.zValue() > max(i.zValue() for i in scene._marks)
    target = next(iter(scene.target_items()))
    point = target.sceneBoundingRect().center()
    move_mouse(view, point)
    assert (hand.pos() - point).manhattanLength() < 80  # beside the pointer, not over the holder it points at
    assert not hand.sceneBoundingRect().contains(point)
    click_scene_item(qtbot, view, target)
    assert window.session.cursor == 1 and scene.pawn_in_hand() is None
    scene.show_state(position(arm=[(2, 0, "L")], die=3), None, False)  # a pawn of seat 0 on S2 may go to S5
    scene.set_interactive(True)
    own = next(i for i, d in items_with(scene, "pawn") if d[1] == 2)
    click_scene_item(qtbot, view, own)
    assert scene.picked_pawn() is own and own.ring == themed("selected") and own.opacity() < 1
    assert scene.pawn_in_hand() is not None
    view.setFocus()
    qtbot.keyClick(view, Qt.Key.Key_Escape)  # dropped: nothing in hand, the pawn back as it was
    assert scene.pawn_in_hand() is None and own.opacity() == 1 and own.ring != themed("selected")


def test_the_pawn_in_hand_goes_with_the_keyboard_cursor(qtbot, window):
    scene = start(window)
    view = window.board.view
    view.setFocus()
    qtbot.keyClick(view, Qt.Key.Key_Space)  # shows the cursor, on the supply
    assert scene.cursor == "supply" and scene.pawn_in_hand() is None
    qtbot.keyClick(view, Qt.Key.Key_Space)  # picks a pawn: the cursor goes where it may go, the pawn with it
    hand = scene.pawn_in_hand()
    assert hand is not None and scene.cursor != "supply"
    assert (hand.pos() - scene.cell_point(scene.cursor)).manhattanLength() < 80
    qtbot.keyClick(view, Qt.Key.Key_Space)
    assert window.session.cursor == 1 and scene.pawn_in_hand() is None


def test_a_language_switch_keeps_the_picked_supply_pawn_marked(qtbot, window, languages):
    scene = start(window)
    seat = window.session.state.to_move
    click_scene_item(qtbot, window.board.view, [i for i, d in items_with(scene, "supply") if d[1] == seat][0])
    languages.set_language("de")
    qtbot.waitUntil(lambda: "Runde" in scene.message_item.text(), timeout=3000)
    picked = scene.picked_pawn()
    assert picked is not None and picked.scene() is scene and picked.opacity() < 1 and scene.pawn_in_hand()


@pytest.mark.parametrize("size", [(800, 600), (1280, 800)])
def test_holder_s1_beside_the_stand_takes_a_click_on_the_tilted_arm(qtbot, window, size):
    from gui.balance.items import holder_x
    from tests.test_balance_engine import position

    window.resize(*size)
    scene = start(window)
    scene.animations_enabled = False
    state = position(arm=[(-6, 1, "L"), (-5, 1, "L")], die=1)  # the arm leans hard to the left
    scene.show_state(state, None, False)
    scene.set_interactive(True)
    chosen = []
    scene.moveChosen.disconnect()
    scene.moveChosen.connect(chosen.append)
    qtbot.wait(50)
    view = window.board.view
    click_scene_item(qtbot, view, next(i for i, d in items_with(scene, "supply") if d[1] == 0))
    cup = scene.holder_items[holder_x(state, "S1")]
    assert view.viewport().rect().contains(view.mapFromScene(cup.sceneBoundingRect().center()))
    click_scene_item(qtbot, view, cup)
    assert chosen == [Place("L")]
