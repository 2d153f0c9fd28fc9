"""EQUILIBRIX Combact with the keyboard only, and the board in every theme and palette.

Every human move here is made with key events sent to the board view: arrows walk the cursor over the ring's
gaps (the tetrahedron), the free corners (bases), the target buttons or the connection points; 1-9 and [ ]
take a piece, R and Shift+R turn it, Space or Enter acts at the cursor, 0 passes. Never the mouse, never
`session.play`.
"""

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor

from engine import ai
from engine.equilibrix import SPEC
from engine.equilibrix.geometry import board, node_name, parse_node, xy
from engine.equilibrix.pieces import anchor_near, orientations, placement_table
from engine.equilibrix.rules import CHOOSE_TARGET, PLAY, ChooseTarget, Pass, Place, PlaceBase, SetOrigin
from gui import texts, theme
from gui.common.board import SeatInfo
from gui.equilibrix import items
from gui.equilibrix.keys import NUDGE
from gui.equilibrix.motion import FLIGHT_MS
from gui.setup import GameSetup, SeatSetup
from gui.theme import GRAPHIC_CONTRAST, contrast
from tests.keyboard import render, tab_off_the_board, walk_to

GREY = QColor("#808080")
DIGIT_KEYS = [getattr(Qt.Key, f"Key_{n}") for n in range(1, 10)]


def start(qtbot, window, target="autonomie", computer=False, **options):
    seats = [SeatSetup("Ann", "black"), SeatSetup("Bob", "white", human=not computer, level="easy")]
    window.start_game(GameSetup("equilibrix", seats, {"target": target, **options}), seed=1)
    from gui.app import settle

    settle(30)  # the view fits the scene when the scene reports its change (queued)
    view = window.board.view
    window.activateWindow()
    view.setFocus()
    qtbot.waitUntil(view.hasFocus, timeout=2000)
    return window.scene, view


def cursor_point_of(state, move: Place) -> str:
    """The connection point where the cursor puts the piece in hand on `move`'s place."""
    side = state.side(state.turn)
    anchor = board().nodes[move.anchor]
    for name in (node_name(node) for node in board().nodes):
        x, y = xy(parse_node(name))
        if anchor_near(move.piece, side, move.rotation, (x - NUDGE[0], y - NUDGE[1])) == anchor:
            return name
    raise AssertionError(f"no cursor point puts {move} on the board")


def take_and_turn(qtbot, view, scene, state, move: Place, turn_back: bool) -> None:
    """Take the move's piece with its number key (or ] from the first), turn it with R or Shift+R."""
    pieces = state.offered_pieces()
    index = pieces.index(move.piece)
    if index < 9 and not turn_back:
        qtbot.keyClick(view, DIGIT_KEYS[index])
    else:
        qtbot.keyClick(view, Qt.Key.Key_1)
        for _ in range(index):
            qtbot.keyClick(view, Qt.Key.Key_BracketRight)
    assert scene.picked == move.piece
    rotations = [rotation for rotation, _ in orientations(move.piece, state.side(state.turn))]
    wanted = rotations.index(move.rotation)
    if turn_back:  # R turns clockwise: down the list
        for _ in range((len(rotations) - wanted) % len(rotations)):
            qtbot.keyClick(view, Qt.Key.Key_R)
    else:
        for _ in range(wanted):
            qtbot.keyClick(view, Qt.Key.Key_R, Qt.KeyboardModifier.ShiftModifier)
    assert rotations[scene.orientation % len(rotations)] == move.rotation


def play_by_keys(qtbot, view, scene, state, move, count: int) -> None:
    """Make `move` with keys only."""
    confirm = Qt.Key.Key_Return if count % 3 else Qt.Key.Key_Space
    if isinstance(move, SetOrigin):
        walk_to(qtbot, view, scene, f"origin {move.slot + 1}")
    elif isinstance(move, PlaceBase):
        walk_to(qtbot, view, scene, f"base {node_name(board().corners[move.corner])}")
    elif isinstance(move, ChooseTarget):
        walk_to(qtbot, view, scene, f"target {move.target}")
    elif isinstance(move, Pass):
        qtbot.keyClick(view, Qt.Key.Key_0)
        return
    else:
        take_and_turn(qtbot, view, scene, state, move, turn_back=count % 2 == 1)
        walk_to(qtbot, view, scene, cursor_point_of(state, move))
        assert scene.ghost_move == move and scene.ghost.isVisible()
    qtbot.keyClick(view, confirm)


def test_a_whole_game_with_keys_only(qtbot, window):
    """Two humans, both at the keyboard, play Autonomy to its end: the second places the tetrahedron, then
    pieces go down until both pass in a row (about twenty moves). The moves are the easy computer's
    choices, made with the cursor."""
    scene, view = start(qtbot, window)
    scene.animation_factor = 0
    session = window.session
    count = 0
    while session.state.outcome() is None:
        state = session.state
        assert session.human_to_move() and scene.interactive
        move = ai.choose(state, "easy", seed=count)
        play_by_keys(qtbot, view, scene, state, move, count)
        assert len(session.moves) == count + 1 and session.moves[-1] == state.move_to_text(move)
        count += 1
    assert session.state.outcome() is not None and count > 10
    assert scene.banner.isVisible() and scene.banner.text().startswith("Autonomy")


def test_bases_and_the_next_target_are_chosen_with_keys(qtbot, window):
    """3+3 Targets with bases placed in turn: the cursor visits the free corners; in a campaign the loser
    chooses the next target on the buttons."""
    scene, view = start(qtbot, window, "kampagne", first_target="ziele", bases="placed")
    session = window.session
    count = 0
    while session.state.phase != PLAY:
        state = session.state
        move = state.legal_moves()[-1]
        if isinstance(move, PlaceBase):  # the cursor visits the free corners, and only those
            assert set(scene.key_cells()) == {f"base {node_name(board().corners[m.corner])}"
                                              for m in state.legal_moves()}
        play_by_keys(qtbot, view, scene, state, move, count)
        count += 1
    assert session.state.bases.count(None) == 0
    for key in (Qt.Key.Key_N, Qt.Key.Key_0):  # both pass, with every game's pass key and the old one
        qtbot.keyClick(view, key)
    assert session.state.phase == CHOOSE_TARGET and scene.key_cells()[0] == "target zeitfaktor"
    walk_to(qtbot, view, scene, "target zeitfaktor")
    assert scene.target_buttons[0].focused and view.accessibleDescription() == "Next target: Time Factor"
    qtbot.keyClick(view, Qt.Key.Key_Space)
    assert session.state.target == "zeitfaktor" and session.state.phase == "origin"


def origin_placed(qtbot, view, scene, window):
    walk_to(qtbot, view, scene, "origin 1")
    qtbot.keyClick(view, Qt.Key.Key_Space)
    assert window.session.state.phase == PLAY
    return window.session.state


def test_escape_puts_the_piece_back(qtbot, window):
    scene, view = start(qtbot, window)
    state = origin_placed(qtbot, view, scene, window)
    qtbot.keyClick(view, Qt.Key.Key_2)
    assert scene.picked == state.offered_pieces()[1] and scene.ghost.isVisible()
    assert scene.cursor is not None and "; " in view.accessibleDescription()  # the point, then the piece's fit
    qtbot.keyClick(view, Qt.Key.Key_BracketLeft)
    assert scene.picked == state.offered_pieces()[0]
    qtbot.keyClick(view, Qt.Key.Key_Escape)
    assert scene.picked is None and not scene.ghost.isVisible() and window.session.moves == ["origin 1"]
    qtbot.keyClick(view, Qt.Key.Key_Space)  # with nothing in hand Space places nothing
    assert window.session.moves == ["origin 1"]


def test_space_where_a_click_is_refused_gives_the_same_refusal(qtbot, window):
    scene, view = start(qtbot, window, "zeitfaktor")
    state = origin_placed(qtbot, view, scene, window)
    notice = window.panel.notice
    qtbot.keyClick(view, Qt.Key.Key_0)  # no passing in Time Factor
    assert notice.text() == texts.refusal_text(SPEC, state.refusal(Pass()))
    qtbot.keyClick(view, Qt.Key.Key_1)
    walk_to(qtbot, view, scene, "a4")  # on the rim, the piece hangs over the edge
    refused = state.refusal(scene.ghost_move)
    assert refused is not None and scene.ghost.brush().color() == items.ghost_fill(legal=False)
    qtbot.keyClick(view, Qt.Key.Key_Space)
    assert notice.text() == texts.refusal_text(SPEC, refused)
    assert view.accessibleDescription().endswith(notice.text())
    assert scene.picked is not None and window.session.moves == ["origin 1"]  # still in hand for another try


def test_every_placement_lies_at_exactly_one_cursor_point():
    """The cursor sits on connection points; the piece in hand centres on the nudged point, so each way a
    piece can lie on the board is reached from one point exactly (ties in the middle of a triangle too)."""
    geo = board()
    for side in (0, 1):
        for (piece, rotation, anchor), _ in placement_table(side).items():
            points = [n for n in geo.nodes
                      if anchor_near(piece, side, rotation, (xy(n)[0] - NUDGE[0], xy(n)[1] - NUDGE[1]))
                      == geo.nodes[anchor]]
            assert len(points) == 1, (piece, rotation, anchor)


def test_the_description_says_what_is_at_the_cursor_in_two_languages(qtbot, window, languages):
    scene, view = start(qtbot, window)
    walk_to(qtbot, view, scene, "origin 3")
    piece = window.session.state.ring[2]
    assert view.accessibleDescription() == f"Tetrahedron before Bacterium {piece}"
    qtbot.keyClick(view, Qt.Key.Key_Space)
    state = window.session.state
    move = next(m for m in state.legal_moves() if isinstance(m, Place) and m.piece not in ("mL", "mT"))
    window.session.play(move)  # set-up only: what the cursor then reads is the point of the test
    counts = dict(window.session.state.placed[0][1].counts)
    free = next(node_name(n) for i, n in enumerate(board().nodes) if i not in counts)
    walk_to(qtbot, view, scene, free)
    assert view.accessibleDescription() == f"{free}, free"
    index = max(counts, key=counts.get)
    node, fields = node_name(board().nodes[index]), counts[index]
    walk_to(qtbot, view, scene, node)
    assert view.accessibleDescription() == f"{node}: Bacterium {move.piece} (black, {fields} fields)"
    languages.set_language("de")
    walk_to(qtbot, view, scene, free)
    assert view.accessibleDescription() == f"{free}, frei"
    walk_to(qtbot, view, scene, node)
    assert view.accessibleDescription() == f"{node}: Bakterie {move.piece} (schwarz, {fields} Felder)"


def test_arrows_never_leave_the_board(qtbot, window):
    scene, view = start(qtbot, window)
    for phase_cells in range(2):
        cells = set(scene.key_cells())
        qtbot.keyClick(view, Qt.Key.Key_Left)
        seen = {scene.cursor}
        for key in (Qt.Key.Key_Left, Qt.Key.Key_Up, Qt.Key.Key_Right, Qt.Key.Key_Down, Qt.Key.Key_H,
                    Qt.Key.Key_K, Qt.Key.Key_L, Qt.Key.Key_J):
            for _ in range(9):
                qtbot.keyClick(view, key)
                assert scene.cursor in cells and scene.content_rect().contains(scene.cell_point(scene.cursor))
                seen.add(scene.cursor)
        assert len(seen) > 8
        if phase_cells == 0:
            qtbot.keyClick(view, Qt.Key.Key_Space)  # the tetrahedron: now the connection points
            assert all(parse_node(name) for name in scene.key_cells())


def test_tab_moves_the_focus_off_the_board(qtbot, window):
    scene, view = start(qtbot, window)
    qtbot.keyClick(view, Qt.Key.Key_Right)
    assert scene.cursor is not None
    tab_off_the_board(qtbot, view)


def test_no_keys_act_while_it_is_not_a_human_turn(qtbot, window):
    scene, view = start(qtbot, window)
    scene.set_interactive(False)
    walk_to(qtbot, view, scene, "origin 2")
    qtbot.keyClick(view, Qt.Key.Key_Space)
    qtbot.keyClick(view, Qt.Key.Key_1)
    assert window.session.moves == [] and scene.picked is None


@pytest.mark.parametrize("factor", [0.5, 1.0, 2.0])
def test_a_computer_move_flies_at_the_animation_speed(qtbot, window, factor):
    """The piece the computer takes flies from the ring or its box to its place; a human's own piece,
    already shown where it goes, does not."""
    scene, view = start(qtbot, window, computer=True)
    scene.animation_factor = factor
    session = window.session
    qtbot.waitUntil(lambda: session.state.phase == PLAY, timeout=5000)
    state = session.state
    move = ai.choose(state, "easy", seed=0)
    play_by_keys(qtbot, view, scene, state, move, 0)
    assert not scene.animation_running()
    qtbot.waitUntil(scene.animation_running, timeout=8000)
    assert scene.flight.animation.duration() == round(FLIGHT_MS * factor) and scene._arriving
    qtbot.waitUntil(lambda: not scene.animation_running(), timeout=3000)
    assert not scene._arriving and session.state.to_move == 0
    scene.shutdown()


# -- themes and palettes -----------------------------------------------------------------------------------
def game_under_way(window, moves=8):
    session = window.session
    for n in range(moves):
        session.play(ai.choose(session.state, "easy", seed=n))


@pytest.mark.parametrize(("name", "palette"), [(n, p) for n in theme.THEMES for p in theme.PALETTES])
def test_every_theme_and_palette_draws_pieces_that_stand_out(qtbot, window, themes, name, palette):
    scene, view = start(qtbot, window)
    game_under_way(window)
    themes(name, palette)
    assert theme.current().name == name and theme.current().palette_name == palette
    empty = next(f for f in scene.fields if scene.state.owner(f.index) is None and f.stone is None)
    assert empty.brush().color() == items.colour("board") and empty.pen().color() == items.colour("line")
    assert not render(scene, 0.5, GREY).isNull()
    board_colour = items.colour("board")
    for seat, _placement in scene.state.placed:
        fill = scene.seat_info[seat].colour
        edge = items.piece_edge(fill, "board")
        assert max(contrast(fill, board_colour), contrast(edge, board_colour)) >= GRAPHIC_CONTRAST
    outlines = [i for i in scene._dynamic if isinstance(i, items.QGraphicsPathItem) and i.zValue() == items.Z_PIECE]
    assert {i.pen().color().name() for i in outlines} <= {
        items.piece_edge(info.colour, "board").name() for info in scene.seat_info} | {items.colour("last_move").name()}
    assert scene.board_parts[0].brush().color() == items.colour("felt")


def test_white_territory_is_marked_on_its_fields(qtbot, window, themes):
    """Autonomy: an empty field in White's territory is tinted and carries a white stone with an edge that
    stands out from the board (the tint alone hardly shows on a light board)."""
    scene, view = start(qtbot, window)
    game_under_way(window, 12)
    territory = scene.state.territory()
    white = [f for f in scene.fields if territory[f.index] == 1 and scene.state.owner(f.index) is None]
    assert white, "no white territory in this game"
    for name in theme.THEMES:
        themes(name, "standard")
        field = white[0]
        fill, edge = field.stone
        assert fill == scene.seat_info[1].colour
        assert contrast(edge, items.colour("board")) >= GRAPHIC_CONTRAST
        assert field.brush().color() != items.colour("board")


def test_seat_marks_are_drawn_on_the_pieces(qtbot, window, themes):
    """Black and white carry no mark in any palette; a seat that has one (as the colour-blind palette gives
    coloured seats) shows it on its pieces on the board, in the ring and in its box."""
    scene, view = start(qtbot, window)
    game_under_way(window)
    themes("light", "colour-blind")
    assert [info.mark for info in scene.seat_info] == ["", ""]
    assert not [i for i in scene.items() if i.data(2)]
    plain = render(scene, 0.5, GREY)
    scene.seat_info = [SeatInfo("Ann", QColor("#d55e00"), "red", mark="triangle"),
                       SeatInfo("Bob", QColor("#0072b2"), "blue", mark="square")]
    scene.apply_theme()
    marks = [i for i in scene.items() if i.data(2)]
    state = scene.state
    assert len([m for m in marks if m.data(2) == "triangle"]) >= len([p for s, p in state.placed if s == 0])
    assert {m.data(2) for m in marks} == {"triangle", "square"}
    assert all(m.brush().color() == theme.current().mark_colour(QColor("#d55e00"))
               for m in marks if m.data(2) == "triangle" and m.parentItem() is None)
    assert render(scene, 0.5, GREY) != plain
