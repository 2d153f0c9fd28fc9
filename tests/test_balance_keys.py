"""Balance DUELS with the keyboard only (arrows, 1–7, Space/Enter, N, Escape, Tab) through the real window;
its board in every theme and palette; the arm's swing at every animation speed."""

from __future__ import annotations

import time

import pytest
from PySide6.QtCore import Qt

from engine import ai
from engine.balance import PASS, Place, Step
from engine.balance.layout import track_name
from gui import theme
from gui.balance.items import PawnItem, prediction, themed
from gui.balance.keys import BEAT, SUPPLY
from gui.setup import GameSetup, SeatSetup
from gui.texts import number
from tests import keyboard
from tests.conftest import click_scene_item
from tests.keyboard import press, render, tab_off_the_board
from tests.test_balance_engine import position

KEY = Qt.Key


def start(window, seats=2, options=None, seed=1, computer=False):
    colours = ["black", "yellow", "red", "blue"]
    players = [SeatSetup(f"P{i + 1}", colours[i], human=not (computer and i == 1), level="easy")
               for i in range(seats)]
    window.start_game(GameSetup("balance", players, dict(options or {})), seed=seed)
    window.board.view.setFocus()
    return window.scene


def show(window, state):
    """Show a made-up position on the window's scene, for the player to move; moves go nowhere."""
    scene = window.scene
    scene.show_state(state, None, False)
    scene.set_interactive(True)
    chosen = []
    scene.moveChosen.disconnect()
    scene.moveChosen.connect(chosen.append)
    return chosen


def walk_to(qtbot, view, scene, target: str, digits: bool = False) -> None:
    """Arrow keys until the cursor is on `target`; with `digits`, a holder's number key (twice for a finish
    holder) instead."""
    if digits and target[0] in "SF" and len(target) == 2:
        press(qtbot, view, getattr(KEY, f"Key_{target[1]}"))
        if scene.cursor != target:
            press(qtbot, view, getattr(KEY, f"Key_{target[1]}"))
    keyboard.walk_to(qtbot, view, scene, target)


def play_by_keys(qtbot, view, scene, move, activate=KEY.Key_Space, digits=False) -> None:
    """Pick the pawn (or the supply) with the cursor, then Space where it goes; N for a pass."""
    state = scene.state
    if move == PASS:
        press(qtbot, view, KEY.Key_N)
        return
    if isinstance(move, Place):
        source, wanted = SUPPLY, ("place", move.size)
        target = f"S{state.die}"
    else:
        source, wanted = track_name(move.origin), ("step", state.mover_holder(move.origin), move.size)
        target = track_name(move.origin + state.die) + (BEAT if move.beat else "")
    for _ in range(2):  # Space on the same source again picks the other size
        walk_to(qtbot, view, scene, source, digits)
        press(qtbot, view, activate)
        if scene.selection == wanted:
            break
    assert scene.selection == wanted
    walk_to(qtbot, view, scene, target, digits)
    assert scene.ghost_visible()  # the ghost arm follows the cursor onto where the pawn would go
    press(qtbot, view, activate)


# --------------------------------------------------------------------------- playing by keys


def test_a_whole_game_by_keys_only(qtbot, window):
    """Two people at one keyboard, a normal duel: it ends when one of them has all six pawns in the finish
    half (P2 after 43 moves with this seed, two of them passes and three beats). The moves are the easy computer
    player's choices; every one is made with the arrows, 1-7, Space or Enter, and N for a pass."""
    scene = start(window, seed=4)
    window.appearance.set_animation_speed("off")
    view = window.board.view
    session = window.session
    began, plies = time.monotonic(), 0
    while session.state.outcome() is None:
        assert plies < 120 and scene.interactive
        state = session.state
        move = ai.choose(state, "easy", seed=plies)
        play_by_keys(qtbot, view, scene, move, KEY.Key_Return if plies % 2 else KEY.Key_Space, digits=plies % 3 == 0)
        plies += 1
        assert len(session.moves) == plies and session.moves[-1] == state.move_to_text(move)
    outcome = session.state.outcome()
    assert outcome.reason == "home" and outcome.winners == (1,) and plies == 43
    assert session.moves.count("pass") == 2 and sum(text.endswith("x") for text in session.moves) == 3
    assert not scene.interactive and time.monotonic() - began < 40


def test_a_place_takes_two_keys_and_the_cursor_starts_on_what_can_move(qtbot, window):
    scene = start(window)
    view = window.board.view
    state = window.session.state
    press(qtbot, view, KEY.Key_Down)  # the first key shows the cursor: on the supply, the round's first turn
    assert scene.cursor == SUPPLY
    press(qtbot, view, KEY.Key_Space)
    assert scene.selection == ("place", "L") and scene.cursor == f"S{state.die}" and scene.ghost_visible()
    press(qtbot, view, KEY.Key_Enter)
    assert window.session.moves == [f"L@S{state.die}"]
    assert scene.cursor == SUPPLY  # the next player's first turn: their supply


def test_space_on_the_holder_the_die_shows_places_a_pawn_at_once(qtbot, window):
    scene = start(window)
    view = window.board.view
    die = window.session.state.die
    press(qtbot, view, getattr(KEY, f"Key_{die}"))
    assert scene.cursor == f"S{die}"
    press(qtbot, view, KEY.Key_Space)
    assert window.session.moves == [f"L@S{die}"]


def test_number_keys_jump_to_start_then_finish_holders(qtbot, window):
    scene = start(window)
    view = window.board.view
    show(window, position(die=3))
    for key, cell in ((KEY.Key_3, "S3"), (KEY.Key_3, "F3"), (KEY.Key_3, "S3"), (KEY.Key_7, "S7"),
                      (KEY.Key_1, "S1"), (KEY.Key_1, "F1")):
        press(qtbot, view, key)
        assert scene.cursor == cell
    assert scene.cell_point("S3").x() > 0 > scene.cell_point("F3").x()  # P1 sits below: START on the right


def test_escape_drops_the_picked_pawn(qtbot, window):
    scene = start(window)
    view = window.board.view
    walk_to(qtbot, view, scene, SUPPLY)
    press(qtbot, view, KEY.Key_Space)
    assert scene.selection is not None and scene.target_items() and scene.ghost_visible()
    press(qtbot, view, KEY.Key_Escape)
    assert scene.selection is None and not scene.target_items() and not scene.ghost_visible()
    assert window.session.moves == []


def test_the_pawn_to_beat_is_a_cell_of_its_own(qtbot, window):
    scene = start(window)
    view = window.board.view
    chosen = show(window, position(arm=[(5, 0, "L"), (-3, 1, "L"), (-2, 1, "L")], die=4))  # worked position 3
    press(qtbot, view, KEY.Key_5)
    press(qtbot, view, KEY.Key_Space)
    assert scene.cursor == "F2" and "F2" + BEAT in scene.key_cells()
    press(qtbot, view, KEY.Key_Up)
    assert scene.cursor == "F2x" and view.accessibleDescription().startswith("F2: beat this pawn: large pawn of P2")
    press(qtbot, view, KEY.Key_Escape)  # the beat cell goes with the selection: the cursor to its holder
    assert scene.cursor == "F2" and "F2x" not in scene.key_cells()
    press(qtbot, view, KEY.Key_5)
    press(qtbot, view, KEY.Key_Space)
    press(qtbot, view, KEY.Key_Up)
    press(qtbot, view, KEY.Key_Space)
    assert chosen == [Step(5, "L", True)]


def test_space_again_picks_the_other_size(qtbot, window):
    """Four each for themselves: two large and two medium pawns each, so the supply and a holder with both
    sizes of your own pawns give a choice."""
    scene = start(window, seats=4, options={"mode": "individual"})
    view = window.board.view
    state = position(4, {"mode": "individual"}, arm=[(2, 0, "L"), (2, 0, "M")], die=3)
    show(window, state)
    walk_to(qtbot, view, scene, SUPPLY)
    press(qtbot, view, KEY.Key_Space)
    assert scene.selection == ("place", "L")
    walk_to(qtbot, view, scene, SUPPLY)
    press(qtbot, view, KEY.Key_Space)
    assert scene.selection == ("place", "M") and "medium" in view.accessibleDescription()
    press(qtbot, view, KEY.Key_2)
    press(qtbot, view, KEY.Key_Space)
    assert scene.selection == ("step", 2, "L") and scene.cursor == "S5"
    press(qtbot, view, KEY.Key_2)
    press(qtbot, view, KEY.Key_Space)
    assert scene.selection == ("step", 2, "M")


def test_space_is_refused_exactly_like_a_click(qtbot, window):
    """A pawn that cannot move, a full holder and a holder the roll does not reach: Space gives the engine's
    reason, the same sentence a click gives."""
    scene = start(window)
    view = window.board.view
    # P1 (seat 0) rolled 3: its pawn in F6 would pass F7, S3 is full of P2's pawns, its pawn in S2 may go to S5
    state = position(arm=[(-6, 0, "L"), (2, 0, "L"), (3, 1, "L"), (3, 1, "L"), (-1, 1, "L")], die=3)
    chosen = show(window, state)
    notice = window.panel.notice
    press(qtbot, view, KEY.Key_6)
    press(qtbot, view, KEY.Key_6)
    assert scene.cursor == "F6"
    press(qtbot, view, KEY.Key_Space)
    assert notice.text() == "From F6 a roll of 3 would go past F7, the end of the track."
    assert window.status_label.text() == f"Not allowed: {notice.text()}"
    walk_to(qtbot, view, scene, SUPPLY)
    press(qtbot, view, KEY.Key_Space)
    assert notice.text() == "Holder S3 is full."
    press(qtbot, view, KEY.Key_2)
    press(qtbot, view, KEY.Key_Space)
    assert scene.cursor == "S5"
    press(qtbot, view, KEY.Key_Left)
    assert scene.cursor == "S4" and not scene.ghost_visible()
    press(qtbot, view, KEY.Key_Space)
    by_key = notice.text()
    assert by_key == "The die shows 3: a pawn moves exactly 3 holders forward."
    window.panel.show_notice("")
    click_scene_item(qtbot, view, next(i for i in scene.items() if i.data(0) == ("pawn", 2, 0, "L")))
    click_scene_item(qtbot, view, scene.holder_items[4])
    assert notice.text() == by_key and chosen == []


def test_n_passes_when_the_rules_allow_and_is_refused_when_not(qtbot, window):
    scene = start(window)
    view = window.board.view
    chosen = show(window, position(arm=[(2, 0, "L")], die=3, must_move=(0,)))
    press(qtbot, view, KEY.Key_N)
    assert window.panel.notice.text() == "You passed last turn, so this turn you must place or move a pawn."
    chosen = show(window, position(arm=[(2, 0, "L")], die=3))
    press(qtbot, view, KEY.Key_N)
    assert chosen == [PASS]
    assert "Key: N" in scene.panel_widget().pass_button.toolTip()


def test_keys_do_nothing_while_the_computer_moves_and_its_move_animates(qtbot, window):
    scene = start(window, computer=True)
    window.session.ai_seconds = 0.2
    view = window.board.view
    shown = []
    original = scene.show_state

    def spy(state, last_move=None, animate=True):
        original(state, last_move, animate)
        shown.append((state.to_move, animate, scene.animation_running()))

    scene.show_state = spy
    qtbot.waitUntil(lambda: scene.interactive, timeout=15_000)  # the computer may have won the roll-off
    played = len(window.session.moves)
    play_by_keys(qtbot, view, scene, window.session.state.legal_moves()[0])
    assert len(window.session.moves) == played + 1 and not scene.interactive
    walk_to(qtbot, view, scene, SUPPLY)
    press(qtbot, view, KEY.Key_Space)
    assert scene.selection is None
    qtbot.waitUntil(lambda: len(window.session.moves) == played + 2, timeout=15_000)
    assert shown[-1][1:] == (True, True)  # the computer's move swings the arm like a human's
    qtbot.waitUntil(lambda: scene.interactive, timeout=15_000)


def test_the_view_describes_the_cursors_cell_in_two_languages(qtbot, window, languages):
    scene = start(window)
    view = window.board.view
    state = position(arm=[(2, 0, "L"), (-3, 1, "L")], die=3)
    show(window, state)
    tilt = number(abs(prediction(state, Step(2, "L"))[2]), 1)
    press(qtbot, view, KEY.Key_2)
    assert view.accessibleDescription() == "S2, right of the pivot: large pawn of P1 (Black)"
    press(qtbot, view, KEY.Key_Space)
    assert view.accessibleDescription() == (f"S5, right of the pivot: empty; the picked large pawn can go here. "
                                            f"Preview: the arm settles at {tilt}°.")
    press(qtbot, view, KEY.Key_3)
    press(qtbot, view, KEY.Key_3)
    assert view.accessibleDescription() == "F3, left of the pivot: large pawn of P2 (Yellow)"
    walk_to(qtbot, view, scene, SUPPLY)
    assert view.accessibleDescription() == "Supply of P1 (Black): large pawns 5, medium pawns 0"
    languages.set_language("de")
    press(qtbot, view, KEY.Key_2)
    assert view.accessibleDescription() == (
        "S2, rechts vom Drehpunkt: große Figur von P1 (Schwarz); gewählt: große Figur")
    press(qtbot, view, KEY.Key_4)
    assert view.accessibleDescription() == "S4, rechts vom Drehpunkt: leer"
    walk_to(qtbot, view, scene, SUPPLY)
    assert view.accessibleDescription() == "Vorrat von P1 (Schwarz): große Figuren 5, mittlere Figuren 0"


def test_arrows_never_leave_the_board(qtbot, window):
    scene = start(window)
    view = window.board.view
    show(window, position(die=3))  # P1 to move, who sits below the board
    cells = set(scene.key_cells())
    assert len(cells) == 15 and all(scene.cell_point(name) is not None for name in cells)
    press(qtbot, view, KEY.Key_Right)
    for key in (KEY.Key_Up, KEY.Key_Left, KEY.Key_Down, KEY.Key_Right, KEY.Key_K, KEY.Key_H, KEY.Key_J, KEY.Key_L):
        for _ in range(16):
            press(qtbot, view, key)
            assert scene.cursor in cells
    press(qtbot, view, KEY.Key_Left, 16)
    assert scene.cursor == "F7"  # the left end of the arm for the player below
    press(qtbot, view, KEY.Key_Down)
    assert scene.cursor == SUPPLY  # their supply lies below the board
    press(qtbot, view, KEY.Key_Up)
    assert scene.cursor == "F7"


def test_tab_moves_the_focus_off_the_board(qtbot, window):
    start(window)
    view = window.board.view
    qtbot.waitUntil(view.hasFocus, timeout=1000)
    tab_off_the_board(qtbot, view, timeout=1000)
    assert window.focusWidget() is not view and window.scene.cursor is None


# --------------------------------------------------------------------------- animation speed


class FrameClock:
    """A clock that says 40 ms of real time passed between two frames."""

    def restart(self) -> int:
        return 40

    def start(self) -> None:
        pass


@pytest.mark.parametrize("speed,factor", [("slow", 2.0), ("normal", 1.0), ("fast", 0.5)])
def test_the_arm_swings_in_simulated_time_at_the_animation_speed(qtbot, window, speed, factor):
    scene = start(window)
    window.appearance.set_animation_speed(speed)
    state = window.session.state
    move = state.legal_moves()[0]
    scene.show_state(state.apply(move), move, True)
    roll = next(die for die in scene.dice.dice.values() if die.rolling())
    assert roll._animation.duration() == round(650 * factor)
    scene._clock = FrameClock()
    stage_time = scene._stage_time
    scene._tick()
    assert scene._stage_time - stage_time == pytest.approx(0.040 / factor)
    scene.shutdown()


def test_no_animation_when_off_even_if_switched_off_during_a_swing(qtbot, window):
    scene = start(window)
    state = window.session.state
    move = state.legal_moves()[0]
    scene.show_state(state.apply(move), move, True)
    assert scene.animation_running()
    window.appearance.set_animation_speed("off")
    scene._tick()
    assert not scene.animation_running() and scene._arm_group.rotation() == pytest.approx(
        prediction(state, move)[2], abs=1e-6)
    after = state.apply(move)
    follow = after.legal_moves()[0]
    scene.show_state(after.apply(follow), follow, True)
    assert not scene.animation_running()


# --------------------------------------------------------------------------- themes and palettes


@pytest.mark.parametrize("name", theme.THEMES)
@pytest.mark.parametrize("palette", theme.PALETTES)
def test_the_board_draws_in_every_theme_and_palette(qtbot, window, themes, name, palette):
    scene = start(window)
    state = position(arm=[(2, 0, "L"), (-3, 1, "L"), (4, 1, "L")], die=3)
    show(window, state)
    press(qtbot, window.board.view, KEY.Key_2)
    press(qtbot, window.board.view, KEY.Key_Space)
    themes(name, palette)
    current = theme.current()
    assert current.name == name and current.palette_name == palette
    assert scene.selection == ("step", 2, "L") and scene.ghost_visible()  # a new theme keeps the picked pawn
    image = render(scene, 0.25)
    assert image.pixelColor(image.width() // 2, image.height() // 2).alpha() == 255  # the table is drawn
    assert scene.backgroundBrush().color() == current.colour("table") == themed("table")
    hand = scene.pawn_in_hand()  # the picked pawn's copy, in the new colours too
    assert hand is not None and hand.colour == scene.seat_info[0].colour == scene.picked_pawn().colour
    pawns = [item for item in scene.items() if isinstance(item, PawnItem) and item is not hand]
    assert len(pawns) == 3 + 5 + 4  # on the arm, and in both supplies
    for item in pawns:
        info = window.scene.seat_info[0 if item.colour == scene.seat_info[0].colour else 1]
        assert item.colour == info.colour and item.mark == info.mark
        surface = item.parentItem().brush().color() if item.data(0)[0] == "supply" else themed("table")
        assert item.edge == current.piece_edge(item.colour, surface)
        assert max(theme.contrast(item.colour, surface), theme.contrast(item.edge, surface)) >= 3
    if current.marks_shown:
        assert {item.mark for item in pawns} == {"", "diamond"}  # black has no mark, yellow a diamond
    else:
        assert {item.mark for item in pawns} == {""}


def test_the_themes_share_the_shells_table_and_plot_background(qapp):
    for name in theme.THEMES:
        current = theme.Theme(name)
        assert current.board("balance", "table") == current.colour("table")
        assert current.board("balance", "plot_base") == current.colour("qt.Base")
