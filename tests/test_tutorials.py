"""Interactive tutorials (issue 19): every game's lessons as data, judged by the engine, walked to the end
through the real scene in every language."""

import random
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, Qt

from engine import IllegalMove
from engine.tutorial import GOAL_MISSED, MAX_STEPS, MIN_STEPS, NOT_INTENDED, Lesson, has_tutorial, load_tutorial
from gui.app import settle
from gui.i18n import LANGUAGES
from tests.playouts import PLAYABLE
from tests.test_cli import run

ROOT = Path(__file__).resolve().parent.parent
TUTORIALS = [game_id for game_id in PLAYABLE if has_tutorial(game_id)]


def test_every_game_has_a_tutorial():
    assert TUTORIALS == PLAYABLE


@pytest.mark.parametrize("game_id", TUTORIALS)
def test_a_tutorial_is_six_to_twelve_steps_ending_with_a_challenge(game_id):
    tutorial = load_tutorial(game_id)
    assert MIN_STEPS <= len(tutorial.steps) <= MAX_STEPS
    assert tutorial.steps[-1].challenge and tutorial.steps[-1].turns
    assert sum(bool(step.turns) for step in tutorial.steps) >= len(tutorial.steps) // 2  # learning by doing
    for step in tutorial.steps:
        assert step.title and step.text and len(step.text) < 600
        assert step.position.outcome() is None or not step.turns


@pytest.mark.parametrize("game_id", TUTORIALS)
def test_expected_moves_are_legal_and_written_canonically_and_others_are_refused(game_id):
    tutorial = load_tutorial(game_id)
    rnd = random.Random(1)
    for index in range(len(tutorial.steps)):
        lesson = Lesson(tutorial, index)
        while lesson.turn is not None:
            turn, state = lesson.turn, lesson.state
            for text in turn.expect:
                assert state.move_to_text(state.parse_move(text)) == text, (game_id, index, text)
            if turn.expect:
                others = [m for m in state.legal_moves() if state.move_to_text(m) not in turn.expect]
                for move in rnd.sample(others, min(40, len(others))):
                    with pytest.raises(IllegalMove) as refused:
                        lesson.judge(move)
                    assert refused.value.code == NOT_INTENDED
            with pytest.raises(IllegalMove) as refused:
                lesson.judge("not a move")
            assert refused.value.code not in (NOT_INTENDED, GOAL_MISSED)
            assert lesson.state is state  # a refused move changes nothing
            after = lesson.play(state.parse_move(turn.example))
            assert lesson.state is after
        assert lesson.step_done
    assert Lesson(tutorial, len(tutorial.steps) - 1).step.challenge


def tutorial_sources(game_id):
    return set(load_tutorial(game_id).texts())


@pytest.mark.parametrize("game_id", TUTORIALS)
@pytest.mark.parametrize("lang", list(LANGUAGES))
def test_every_tutorial_text_is_translated(game_id, lang):
    root = ET.parse(ROOT / "i18n" / "games" / f"{game_id}_{lang}.ts").getroot()
    done = {m.findtext("source") for c in root.iter("context") if c.findtext("name") == "tutorial"
            for m in c.iter("message")
            if m.find("translation").get("type") is None and m.findtext("translation")}
    assert tutorial_sources(game_id) <= done


def walk(qtbot, window, game_id):
    """Play the tutorial through the scene: a wrong move first at every turn, then the intended one."""
    page = window.tutorial
    panel = page.panel
    steps = len(page.lesson.tutorial.steps)
    for index in range(steps):
        lesson = page.lesson
        assert lesson.index == index
        step = lesson.step
        assert panel.text.text() == QCoreApplication.translate("tutorial", step.text)
        assert panel.counter.text()  # "Step 3 of 9" in the player's language
        while lesson.turn is not None:
            turn, state = lesson.turn, lesson.state
            if turn.expect:
                wrong = [m for m in state.legal_moves() if state.move_to_text(m) not in turn.expect]
                if wrong:
                    page.scene.moveChosen.emit(wrong[0])
                    assert lesson.turn is turn and lesson.state is state
                    assert panel.feedback.text().startswith(QCoreApplication.translate("TutorialPage", "Try again: %1")[:5])
            page.scene.moveChosen.emit(state.parse_move(turn.example))
            qtbot.waitUntil(lambda t=turn, a=lesson: a.turn is not t or a.step_done, timeout=20_000)
            qtbot.waitUntil(lambda: not page._reply_timer.isActive(), timeout=20_000)
        qtbot.waitUntil(panel.next.isEnabled, timeout=5000)
        qtbot.mouseClick(panel.next, Qt.MouseButton.LeftButton)
    assert page.lesson is None and window.pages.currentIndex() == 0  # back at the chooser


@pytest.fixture
def quick_tutorials(monkeypatch, window):
    monkeypatch.setattr("gui.tutorial.REPLY_PAUSE_MS", 5)
    window.settings.set("animations", False)
    return window


@pytest.mark.parametrize("game_id", TUTORIALS)
@pytest.mark.parametrize("lang", list(LANGUAGES))
def test_walk_every_tutorial_to_the_end_in_every_language(qtbot, quick_tutorials, languages, game_id, lang):
    window = quick_tutorials
    languages.set_language(lang)
    window.start_tutorial(game_id)
    assert window.pages.currentWidget() is window.tutorial
    walk(qtbot, window, game_id)


def test_the_chooser_and_the_rules_page_start_a_tutorial(qtbot, window):
    card = window.chooser.card("halma")
    assert card.learn_button.isVisible()
    qtbot.mouseClick(card.learn_button, Qt.MouseButton.LeftButton)
    assert window.pages.currentWidget() is window.tutorial and window.tutorial.lesson.tutorial.game_id == "halma"
    window.tutorial.close_tutorial()
    window.show_rules()
    window.rules.show_game("abalone")
    qtbot.mouseClick(window.rules.learn_button, Qt.MouseButton.LeftButton)
    assert window.tutorial.lesson.tutorial.game_id == "abalone"
    window.rules.close()


def test_a_running_game_waits_while_its_tutorial_runs(qtbot, window):
    from gui.setup import quick_setup

    window.start_game(quick_setup("abalone"), seed=1)
    session = window.session
    window.act_learn.trigger()
    assert window.tutorial.lesson.tutorial.game_id == "abalone"
    qtbot.mouseClick(window.tutorial.panel.close_button, Qt.MouseButton.LeftButton)
    assert window.session is session and window.pages.currentIndex() == 1


def test_highlighted_cells_are_ringed_on_the_board(qtbot, window):
    for game_id in TUTORIALS:
        window.start_tutorial(game_id)
        page = window.tutorial
        for index, step in enumerate(page.lesson.tutorial.steps):
            page.go_to(index)
            assert len(page.scene.marks.rings) == len(step.highlight), (game_id, index, step.highlight)
        page.close_tutorial()


def test_show_me_plays_the_intended_move(qtbot, window, monkeypatch):
    monkeypatch.setattr("gui.tutorial.REPLY_PAUSE_MS", 5)
    window.start_tutorial("halma")
    page = window.tutorial
    index = next(i for i, s in enumerate(page.lesson.tutorial.steps) if s.turns)
    page.go_to(index)
    qtbot.mouseClick(page.panel.show_me, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: page.lesson.turn_index == 1, timeout=5000)
    settle(50)


def screenshot(tmp_path, *arguments) -> Path:
    """Run the app's --screenshot mode in its own process; the PNG it wrote."""
    out = tmp_path / "shot.png"
    done = run("--screenshot", str(out), *arguments)
    assert done.returncode == 0, done.stderr
    assert out.stat().st_size > 10_000
    return out


def test_screenshot_of_a_tutorial_step(tmp_path):
    screenshot(tmp_path, "--view", "tutorial", "--game", "abalone", "--step", "3", "--size", "900x600", "--lang", "it")


def test_screenshot_of_an_analysis(tmp_path):
    screenshot(tmp_path, "--view", "analysis", "--game", "halma", "--play", "6", "--size", "900x600", "--lang", "nl")
