"""Tumblin-Dice with the keyboard alone (gui/tumblin/keys.py), its words for screen readers and the move list,
its themes and the animation speed."""

import math
import time

import pytest
from PySide6.QtCore import QEvent, QPointF, Qt
from PySide6.QtGui import QImage, QKeyEvent, QPainter
from PySide6.QtWidgets import QApplication

from engine.tumblin.rules import BOARD, NEXT_ROUND, SCORED, THROWING, Throw
from gui import theme
from gui.setup import GameSetup, SeatSetup
from gui.theme import PALETTES, THEMES

K = Qt.Key
TWO = [SeatSetup("Ann", "red"), SeatSetup("Bob", "black")]


def start(window, options=None, seats=TWO):
    window.start_game(GameSetup("tumblin", seats, options or {}), seed=1)
    view = window.board.view
    view.setFocus()
    return window.scene, view


def press(view, key, modifiers=Qt.KeyboardModifier.NoModifier, repeat=False, release=False):
    """A key event to the board view as the keyboard sends it (auto-repeat included)."""
    kind = QEvent.Type.KeyRelease if release else QEvent.Type.KeyPress
    QApplication.sendEvent(view, QKeyEvent(kind, key, modifiers, "", repeat))


def hold_s(view, repeats):
    """Hold S (the power meter) for `repeats` key repeats, then let go."""
    press(view, K.Key_S)
    for _ in range(repeats):
        press(view, K.Key_S, repeat=True)
    press(view, K.Key_S, release=True)


def set_flick(qtbot, view, scene, aim_deg=0, repeats=22, spin=(0, 0), spot_steps=0):
    """Set up a flick with keys only: aim in whole degrees, the meter held `repeats` times, spin, start."""
    for _ in range(200):
        now = round(math.degrees(scene.aim))
        if now == aim_deg:
            break
        qtbot.keyClick(view, K.Key_Left if now > aim_deg else K.Key_Right)
    for _ in range(abs(spot_steps)):
        qtbot.keyClick(view, K.Key_Up if spot_steps < 0 else K.Key_Down)
    hold_s(view, repeats)
    for _ in range(20):
        top, side = scene.spin
        if (top, side) == spin:
            break
        if top != spin[0]:
            qtbot.keyClick(view, K.Key_W if top < spin[0] else K.Key_X)
        if side != spin[1]:
            qtbot.keyClick(view, K.Key_E if side < spin[1] else K.Key_Q)
    assert round(math.degrees(scene.aim)) == aim_deg and scene.spin == spin


def throw_with_space(qtbot, window, view, scene):
    played = window.session.cursor
    if scene.cursor is None:
        qtbot.keyClick(view, K.Key_Space)  # the first press only shows the cursor
        assert scene.cursor == "start" and window.session.cursor == played
    qtbot.keyClick(view, K.Key_Space)
    wait_idle(qtbot, window, played + 1)


def wait_idle(qtbot, window, moves):
    qtbot.waitUntil(lambda: window.session.cursor >= moves and not window.scene.animation_running(), timeout=20000)


FLICKS = [(0, 22, (0, 0), 0), (-4, 24, (10, 0), -3), (3, 21, (0, 5), 2), (-8, 26, (-10, -5), -6), (6, 23, (20, 0), 4)]


def play_round_with_keys(qtbot, window, view, scene):
    """Every die of the round thrown with keys; the flicks vary in aim, speed, spin and start."""
    n = 0
    while window.session.state.phase == THROWING:
        aim, repeats, spin, spot = FLICKS[n % len(FLICKS)]
        set_flick(qtbot, view, scene, aim, repeats, spin, spot)
        expected = scene.current_throw()
        throw_with_space(qtbot, window, view, scene)
        assert window.session.moves[-1] == expected.text()  # the flick set up with keys is the one thrown
        n += 1
    return n


def test_a_whole_game_with_keys_only(qtbot, window):
    """Two players, one round ("Rounds to play" 1, the fewest the game offers): ten throws, then the game
    ends, or, on a tie, the tied players throw extra rounds (collected with N) until one leads."""
    window.act_animations.setChecked(False)
    scene, view = start(window, {"rounds": 1})
    throws = 0
    while window.session.state.outcome() is None:
        if window.session.state.phase == SCORED:
            played = window.session.cursor
            qtbot.keyClick(view, K.Key_N)
            wait_idle(qtbot, window, played + 1)
        throws += play_round_with_keys(qtbot, window, view, scene)
    assert throws >= 10 and window.session.state.outcome() is not None
    moves = window.session.moves
    assert moves[0].startswith("x60 y0 a0 v1700 t0 s0")  # 0.6 m/s + 22 repeats of 0.05 m/s
    assert moves[1].startswith("x60 y-15 a-70 v1800 t10 s0")


def test_keys_follow_in_the_aim_and_the_panel(qtbot, window, languages):
    languages.set_language("de")
    scene, view = start(window)
    qtbot.keyClick(view, K.Key_Right, Qt.KeyboardModifier.ShiftModifier)
    qtbot.keyClick(view, K.Key_Right)
    assert round(math.degrees(scene.aim)) == 6 and scene.panel.aim.value() == pytest.approx(6.0)
    qtbot.keyClick(view, K.Key_W)
    qtbot.keyClick(view, K.Key_Q)
    assert scene.spin == (10, -5) and scene.panel.spin_pad.values() == (10, -5)
    assert scene.panel.spin_label.text() == "oben 10, seitlich -5"
    hold_s(view, 10)
    assert scene.speed == pytest.approx(1.1) and scene.panel.speed.value() == pytest.approx(1.1)
    assert scene.readout.text() == "1,10 m/s"
    qtbot.keyClick(view, K.Key_Plus)
    assert scene.speed == pytest.approx(1.15)
    text = view.accessibleDescription()
    assert "Startfläche, Ann wirft" in text or "Startfläche, Bob wirft" in text, text
    assert "1,15 m/s" in text and "6° nach rechts" in text and "Vorwärtsdrall 10 rad/s" in text
    assert "Linksdrall 5 rad/s" in text and "Keine Würfel auf dem Brett" in text


def test_escape_hides_the_cursor_so_space_only_shows_it_again(qtbot, window):
    scene, view = start(window)
    qtbot.keyClick(view, K.Key_Space)
    assert scene.cursor == "start"
    qtbot.keyClick(view, K.Key_Escape)
    assert scene.cursor is None
    qtbot.keyClick(view, K.Key_Space)
    assert scene.cursor == "start" and not scene.animation_running() and window.session.moves == []


def test_refusals_by_key_are_the_clicks(qtbot, window, languages):
    """Space on the launch pad after a scored round gets the refusal a click there gets; N before the end of
    the round and B without a bonus die get the engine's sentences too."""
    window.act_animations.setChecked(False)
    scene, view = start(window, {"rounds": 2})
    qtbot.keyClick(view, K.Key_N)
    assert window.panel.notice.text().startswith("The round is still under way")
    qtbot.keyClick(view, K.Key_B)
    assert window.panel.notice.text() == "There is no bonus die left in your hand."
    play_round_with_keys(qtbot, window, view, scene)
    assert window.session.state.phase == SCORED
    languages.set_language("fr")
    window.panel.show_notice("")
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=view.mapFromScene(scene.to_scene(scene.launch_rect.center())))
    clicked = window.panel.notice.text()
    window.panel.show_notice("")
    qtbot.keyClick(view, K.Key_Space)
    assert clicked and window.panel.notice.text() == clicked
    assert len(window.session.moves) == 10
    qtbot.keyClick(view, K.Key_N)
    wait_idle(qtbot, window, 11)
    assert window.session.state.phase == THROWING and window.session.state.round_no == 2


def test_the_bonus_die_by_key(qtbot, window):
    window.act_animations.setChecked(False)
    scene, view = start(window, {"two_player_dice": "bonus"})
    qtbot.keyClick(view, K.Key_B)
    assert scene.use_bonus and scene.panel.bonus.isChecked()
    throw_with_space(qtbot, window, view, scene)
    assert window.session.moves[0].endswith(" b")
    before = window.session.states[0]
    assert scene.describe_move(before, before.parse_move(window.session.moves[0]), "").startswith("bonus die at ")


def test_arrows_never_leave_the_launch_pad_and_tab_leaves_the_board(qtbot, window):
    scene, view = start(window)
    for _ in range(30):
        qtbot.keyClick(view, K.Key_Up, Qt.KeyboardModifier.ShiftModifier)
        qtbot.keyClick(view, K.Key_Left, Qt.KeyboardModifier.ShiftModifier)
    assert scene.launch_rect.contains(scene.placed) and scene.placed.y() == scene.launch_rect.top()
    # The engine's aim limit (±1200 mrad), the same as the panel's aim field and the mouse's.
    assert scene.aim == pytest.approx(-1.2) and scene.cursor == "start"
    assert scene.panel.aim.minimum() == -68.7 and scene.panel.aim.value() == -68.7
    scene.state.check(scene.current_throw())  # still a throw the engine accepts
    for _ in range(40):
        qtbot.keyClick(view, K.Key_J)  # h/j/k/l work as the arrows
        qtbot.keyClick(view, K.Key_L)
    assert scene.placed.y() == scene.launch_rect.bottom() and math.degrees(scene.aim) == pytest.approx(-29)
    for key in (K.Key_W, K.Key_X, K.Key_Q, K.Key_E):
        for _ in range(12):
            qtbot.keyClick(view, key)
    assert scene.spin == (-40, 20)
    hold_s(view, 200)
    assert scene.speed == pytest.approx(3.2)
    scene.state.check(scene.current_throw())
    assert view.hasFocus()
    qtbot.keyClick(view, K.Key_Tab)
    assert not view.hasFocus()


def test_the_description_names_the_pad_and_the_dice_in_two_languages(qtbot, window, languages):
    window.act_animations.setChecked(False)
    scene, view = start(window)
    set_flick(qtbot, view, scene, 0, 22)
    throw_with_space(qtbot, window, view, scene)
    state = window.session.state
    thrower = next(d.owner for d in state.dice if d.status != "hand")
    name = TWO[thrower].name
    qtbot.keyClick(view, K.Key_Left)
    text = view.accessibleDescription()
    assert text.startswith("Launch pad, ") and "1.70 m/s" in text and "1° left" in text, text
    on_board = [d for d in state.dice if d.status == BOARD]
    assert (f"On the board: {name}: " in text) if on_board else ("No dice on the board" in text)
    languages.set_language("it")
    qtbot.keyClick(view, K.Key_Right)
    text = view.accessibleDescription()
    assert text.startswith("Pedana di lancio, ") and "1,70 m/s" in text and "dritto" in text, text
    assert (f"Sul tavoliere: {name}: " in text) if on_board else ("Nessun dado sul tavoliere" in text)


def test_the_move_list_reads_a_throw_in_the_players_language(qtbot, window, languages):
    window.act_animations.setChecked(False)
    scene, view = start(window)
    before = window.session.state
    set_flick(qtbot, view, scene, -12, 22, (10, 0))
    throw = scene.current_throw()
    throw_with_space(qtbot, window, view, scene)
    english = scene.describe_move(before, throw, "x")
    assert english.startswith("throw at 1.70 m/s, 12° left, top spin 10 rad/s: "), english
    die = window.session.state.dice[before.thrown_die(throw)]
    if die.status == BOARD:
        assert "came to rest showing" in english and "on level" in english
    languages.set_language("de")
    german = scene.describe_move(before, throw, "x")
    assert german.startswith("Wurf mit 1,70 m/s, 12° nach links, Vorwärtsdrall 10 rad/s: "), german
    assert scene.describe_move(before, Throw(0, 0, 0, 9000), "raw") == "raw"  # not a legal throw: its notation


def test_collecting_the_dice_reads_as_such(qtbot):
    from gui.tumblin.words import throw_words

    class Before:
        round_no = 3

    assert throw_words(Before(), NEXT_ROUND, []) == "dice collected, round 4 begins"


@pytest.mark.parametrize("theme_name", THEMES)
@pytest.mark.parametrize("palette", PALETTES)
def test_the_board_draws_in_every_theme_and_palette(qtbot, window, theme_name, palette):
    window.act_animations.setChecked(False)
    scene, view = start(window)
    throw_with_space(qtbot, window, view, scene)
    window.appearance.set_theme(theme_name, palette)
    rect = scene.content_rect()
    image = QImage(round(rect.width() / 2), round(rect.height() / 2), QImage.Format.Format_ARGB32)
    image.fill(0)
    painter = QPainter(image)
    scene.render(painter, source=rect)
    painter.end()
    assert image.pixelColor(3, 3) == theme.current().board("tumblin", "cloth")  # the cloth of this theme
    marks = {item.mark for item in scene.die_items + scene.hand_items}
    red = "triangle"
    assert (red in marks) == (palette == "colour-blind" or theme_name == "high-contrast")


def test_the_replay_runs_slower_at_slow_speed(qtbot, window):
    scene, view = start(window)
    window.act_animations.setChecked(True)
    scene.animation_factor = 2.0
    throw_with_space(qtbot, window, view, scene)
    before = window.session.states[0]
    duration = before.result(before.parse_move(window.session.moves[0])).run.times[-1]
    began = time.monotonic()
    qtbot.keyClick(view, K.Key_R)
    assert scene.animation_running()
    qtbot.waitUntil(lambda: not scene.animation_running(), timeout=20000)
    assert time.monotonic() - began >= 2 * duration * 0.95  # slow: the simulated time at half speed
    scene.animation_factor = 0.0
    began = time.monotonic()
    qtbot.keyClick(view, K.Key_R)
    qtbot.waitUntil(lambda: not scene.animation_running(), timeout=5000)
    assert time.monotonic() - began < 2 * duration  # off: straight to where the dice came to rest


def test_the_cursor_follows_a_die_placed_with_the_mouse(qtbot, window):
    scene, view = start(window)
    qtbot.keyClick(view, K.Key_Space)
    spot = scene.launch_rect.center() + QPointF(0, 40)
    qtbot.mousePress(view.viewport(), Qt.MouseButton.LeftButton, pos=view.mapFromScene(scene.to_scene(spot)))
    qtbot.mouseRelease(view.viewport(), Qt.MouseButton.LeftButton, pos=view.mapFromScene(scene.to_scene(spot)))
    assert scene.cell_point("start") == scene.to_scene(scene.placed) and abs(scene.placed.y() - spot.y()) < 3


def test_a_computer_throw_is_animated_like_a_human_one(qtbot, window):
    seats = [SeatSetup("Ann", "red"), SeatSetup("Cpu", "black", False, "easy")]
    scene, view = start(window, seats=seats)
    window.act_animations.setChecked(True)
    shown = []  # (moves played, whether the scene animates the last one) at each new position
    window.session.positionChanged.connect(lambda *_: shown.append((window.session.cursor,
                                                                     scene.animation_running())))
    for _ in range(2):  # one throw each
        if window.session.human_to_move():
            throw_with_space(qtbot, window, view, scene)
        else:
            wait_idle(qtbot, window, window.session.cursor + 1)
    computer = [n for n in (1, 2) if window.session.states[n - 1].to_move == 1]
    assert computer and all(animated for n, animated in shown if n in computer), shown
