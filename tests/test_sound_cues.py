"""Every game sounds its events on the real window: each cue when its animation shows the event, in order, with
its strength; once per move with animations off; refusals and wins from the shell. The cues are recorded by the
window's SoundBoard (no audio device is opened under tests: LUDOTECA_SOUND=off in conftest)."""

from PySide6.QtCore import Qt

import engine
from engine.abalone.rules import position_from_dict
from engine.equilibrix.rules import Place as EquilibrixPlace
from engine.tripledomino import Place as DominoPlace
from gui.session import GameSession
from gui.setup import GameSetup, SeatSetup
from gui.tumblin.sounds import strength
from tests.test_abalone_gui import arrow_for, click
from tests.test_balance_gui import play_until_a_tip

LEFT = Qt.MouseButton.LeftButton


class Heard:
    """The cues the window plays from now on, each with whether the scene's animation was still running."""

    def __init__(self, window):
        self.window = window
        self.cues: list[tuple[str, float, bool]] = []
        window.sound.cuePlayed.connect(self._played)

    def _played(self, cue: str, strength: float) -> None:
        scene = self.window.scene
        self.cues.append((cue, strength, scene is not None and scene.animation_running()))

    def names(self) -> list[str]:
        return [cue for cue, _, _ in self.cues]

    def clear(self) -> None:
        self.cues.clear()


def animations(window, on: bool) -> None:
    if window.act_animations.isChecked() != on:
        window.act_animations.trigger()


def test_abalone_marbles_click_when_the_slide_ends_then_the_pushed_off_one_drops_and_the_win_sounds(qtbot, window):
    heard = Heard(window)
    state = position_from_dict({"black": ["C4", "C5", "C6", "A1", "E5"], "white": ["C7", "B1", "C1"],
                                "to_move": "black", "out": {"black": 5, "white": 5}})
    seats = [SeatSetup("Ann", "black"), SeatSetup("Bob", "white")]
    window.install_session(GameSession(GameSetup("abalone", seats, dict(state.options)), state, window))
    scene, view = window.scene, window.board.view
    click(qtbot, view, "C4")
    click(qtbot, view, "C6")
    qtbot.mouseClick(view.viewport(), LEFT, pos=view.mapFromScene(arrow_for(scene, 0).pos()))
    assert window.session.moves == ["c4c5"] and scene.animation_running()
    assert "marble_click" not in heard.names()  # still sliding
    qtbot.waitUntil(lambda: "win" in heard.names(), timeout=5000)
    assert heard.names() == ["marble_click", "marble_drop", "win"]
    click_cue, drop_cue, _win = heard.cues
    assert click_cue[2], "the click sounds as the slide ends, while the pushed marble still flies to its tray"
    assert click_cue[1] == 1.0  # four marbles shifted: a full click


def test_abalone_refused_move_sounds(qtbot, window):
    heard = Heard(window)
    window.start_game(GameSetup("abalone", [SeatSetup("Ann", "black"), SeatSetup("Bob", "white")], {}), seed=1)
    window._typed_move("a1a9")
    assert heard.names() == ["refused"]


def test_halma_taps_once_per_hop_and_once_per_move_without_animation(qtbot, window):
    heard = Heard(window)
    window.start_game(GameSetup("halma", [SeatSetup("Ann", "red"), SeatSetup("Bob", "blue")], {}), seed=1)
    session = window.session
    animations(window, False)
    for _ in range(60):  # quiet steps until a peg can hop twice in one move
        moves = [m for m in session.state.legal_moves() if hasattr(m, "path")]
        hops = [m for m in moves if len(m.path) >= 3]
        if hops:
            break
        session.play(moves[len(session.moves) * 7 % len(moves)])
    move = max(hops, key=lambda m: len(m.path))
    heard.clear()
    session.play(move)
    assert heard.names() == ["peg_tap"]  # animations off: one tap for the whole move
    session.undo()
    animations(window, True)
    heard.clear()
    session.redo()
    assert heard.names() == []  # the peg is still in the air
    qtbot.waitUntil(lambda: not window.scene.animation_running(), timeout=5000)
    assert heard.names() == ["peg_tap"] * (len(move.path) - 1)


def test_triple_domino_tile_is_laid_as_it_settles(qtbot, window):
    heard = Heard(window)
    seats = [SeatSetup("Ann", "red"), SeatSetup("Bob", "blue")]
    window.start_game(GameSetup("tripledomino", seats, {}), seed=1)
    opening = window.session.state.legal_moves()[0]
    assert isinstance(opening, DominoPlace)
    window.session.play(opening)
    assert heard.names() == [] and window.scene.animation_running()
    qtbot.waitUntil(lambda: heard.names() == ["tile_laid"], timeout=3000)


def test_equilibrix_piece_is_set_down_as_its_flight_lands(qtbot, window):
    heard = Heard(window)
    window.start_game(GameSetup("equilibrix", [SeatSetup("Ann", "black"), SeatSetup("Bob", "white")],
                                {"target": "autonomie"}), seed=1)
    session = window.session
    for _ in range(10):  # the opening steps (origin, target) before pieces are placed
        places = [m for m in session.state.legal_moves() if isinstance(m, EquilibrixPlace)]
        if places:
            break
        session.play(session.state.legal_moves()[0])
    heard.clear()
    session.play(places[0])
    assert window.scene.flight.running() and heard.names() == []
    qtbot.waitUntil(lambda: heard.names() == ["piece_set"], timeout=3000)


def tipping_game(window):
    """A Balance game one move before the arm tips: that move."""
    seats = [SeatSetup("P1", "black"), SeatSetup("P2", "yellow")]
    window.start_game(GameSetup("balance", seats, {}), seed=2)
    move = play_until_a_tip(window.session)
    if move is None:
        raise AssertionError("no tipping move")
    return move


def test_balance_dice_rattle_the_arm_creaks_near_its_limit_then_crashes(qtbot, window):
    heard = Heard(window)
    animations(window, False)
    move = tipping_game(window)
    assert "dice_rattle" in heard.names()  # every move shows the next roll
    animations(window, True)
    heard.clear()
    window.session.play(move)
    qtbot.waitUntil(lambda: not window.scene._timer.isActive(), timeout=15000)
    names = [name for name in heard.names() if name != "win"]
    assert names == ["arm_creak", "arm_crash"], heard.cues
    assert heard.cues[0][2], "the creak is heard while the arm still swings towards the board"


def test_balance_without_animation_crashes_once(qtbot, window):
    heard = Heard(window)
    animations(window, False)
    move = tipping_game(window)
    heard.clear()
    window.session.play(move)
    assert heard.names().count("arm_crash") == 1 and "arm_creak" not in heard.names()


def test_tumblin_throw_hits_sound_as_the_replay_passes_them_louder_for_harder_hits(qtbot, window):
    heard = Heard(window)
    window.start_game(GameSetup("tumblin", [SeatSetup("Ann", "red"), SeatSetup("Bob", "black")], {}), seed=1)
    scene = window.scene
    before = window.session.state
    qtbot.mouseClick(scene.panel.throw_button, LEFT)
    qtbot.waitUntil(lambda: window.session.cursor == 1 and not scene.animation_running(), timeout=20000)
    run = before.result(window.session._move(0)).run
    assert len(run.hits) >= 3
    hits = [(cue, value) for cue, value, _ in heard.cues if cue == "die_hit"]
    assert [value for _, value in hits] == [strength(impulse) for _, _, impulse in run.hits]
    assert all(running for cue, _, running in heard.cues if cue == "die_hit")  # during the replay, not after
    by_impulse = sorted(zip([impulse for _, _, impulse in run.hits], [value for _, value in hits]))
    assert [value for _, value in by_impulse] == sorted(value for _, value in by_impulse)
    assert len({round(value, 3) for _, value in hits}) > 1  # soft and hard hits differ
    heard.clear()
    qtbot.mouseClick(scene.panel.replay_button, LEFT)  # the same throw again: heard again, from its start
    qtbot.waitUntil(lambda: not scene.animation_running(), timeout=20000)
    assert [value for cue, value, _ in heard.cues if cue == "die_hit"] == [value for _, value in hits]


def test_tumblin_hits_are_read_from_the_physics_without_changing_the_throw():
    from engine.tumblin.rules import Throw

    state = engine.new_game("tumblin", 2, {}, 7)
    throw = Throw(40, 0, 0, 2200)
    with_frames = state.result(throw, remember=False)
    again = state.result(throw)
    assert with_frames.state.dice == again.state.dice
    times = [t for t, _, _ in again.run.hits]
    assert times == sorted(times) and all(impulse > 0 for _, _, impulse in again.run.hits)
