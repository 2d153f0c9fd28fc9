"""The review under the board (issue 19): analysis in a worker with progress and cancel, the chance plot,
marked moves, the move played against the move preferred on the board, the hint's chance, replay and
export, and a saved game that keeps its analysis."""

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtTest import QTest

import engine.ai
from engine.analysis import GameAnalysis, Preferred
from gui.app import settle
from gui.setup import GameSetup, SeatSetup


def start_halma(window, moves=6, humans=(True, True)):
    players = [SeatSetup(f"P{i + 1}", colour, human, "easy") for i, (colour, human) in
               enumerate(zip(("red", "blue"), humans, strict=True))]
    window.start_game(GameSetup("halma", players, {}), seed=1)
    session = window.session
    for ply in range(moves):
        session.play(engine.ai.choose(session.state, "easy", seed=ply, deadline_s=0.05))
    return session


def crafted_analysis(session):
    """Chances where move 2 (seat 0) loses ground badly, and a preferred move there."""
    states = session.states
    chances = [(0.5, 0.5)] * len(states)
    chances[3:] = [(0.2, 0.8)] * (len(states) - 3)
    better = states[2].legal_moves()[0]
    text = states[2].move_to_text(better)
    assert text != session.moves[2]
    return GameAnalysis(2, 0.1, chances, {2: Preferred(2, text, (0.55, 0.45))})


def history_texts(window):
    model = window.panel.history.model()
    return [model.data(model.index(row, 0)) for row in range(1, model.rowCount())]  # row 0: the start


def test_analysing_runs_in_a_worker_shows_progress_and_fills_the_plot(qtbot, window):
    window.settings.set("analysis_seconds", 0.05)
    session = start_halma(window, 8)
    window.act_analyse.trigger()
    review = window.review
    assert review.isVisible() and session.reviewing
    assert review.panel.progress.isVisible() and review.panel.cancel_button.isVisible()
    qtbot.waitUntil(lambda: not review.analyser.running, timeout=60_000)
    assert not review.panel.progress.isVisible() and review.panel.analyse_button.isVisible()
    assert len(session.analysis.chances) == len(session.states)
    xs, ys = review.panel.curves[0].getData()
    assert list(xs) == list(range(len(session.states)))
    assert all(0 <= y <= 1 for y in ys)
    assert "%" in review.panel.summary.text()


def test_stop_keeps_what_was_analysed(qtbot, window):
    window.settings.set("analysis_seconds", 0.5)
    session = start_halma(window, 10)
    window.review.analyse()
    qtbot.waitUntil(lambda: session.analysis.complete_for >= 1, timeout=20_000)
    qtbot.mouseClick(window.review.panel.cancel_button, Qt.MouseButton.LeftButton)
    assert not window.review.analyser.running
    done = session.analysis.complete_for
    settle(700)
    assert session.analysis.complete_for == done < len(session.states)


def test_marked_moves_show_in_the_list_and_on_the_board(qtbot, window):
    session = start_halma(window, 6)
    session.analysis = crafted_analysis(session)
    window.review.open_review()
    window.review.apply_marks()
    texts = history_texts(window)
    assert texts[2].endswith(" ?") and not texts[1].endswith("?")
    session.undo_stack.setIndex(2)  # the position before the marked move
    labels = [item.text() for item in window.scene.marks.items if hasattr(item, "text")]
    assert labels == ["20%", "55%"]  # the move played and the move preferred, with the chance each leads to
    assert "prefers" in window.review.panel.summary.text()
    session.undo_stack.setIndex(4)
    assert window.scene.marks.items == []
    window.review.hide()  # leaving the review takes its marks away and lets the game go on
    assert not session.reviewing


def click_plot_of_crafted_review(qtbot, window, spot: QPointF):
    """A Halma game with `crafted_analysis` under review, clicked on its plot at `spot` (move, chance); its session."""
    session = start_halma(window, 6)
    session.analysis = crafted_analysis(session)
    window.review.open_review()
    settle(100)
    plot = window.review.panel.plot
    pos = plot.mapFromScene(plot.getPlotItem().getViewBox().mapViewToScene(spot))
    qtbot.mouseClick(plot.viewport(), Qt.MouseButton.LeftButton, pos=pos)
    return session


def test_clicking_the_plot_jumps_to_that_position(qtbot, window):
    session = click_plot_of_crafted_review(qtbot, window, QPointF(3, 0.5))
    qtbot.waitUntil(lambda: session.cursor == 3, timeout=3000)
    assert window.review.panel.cursor_line.value() == 3


def test_clicking_a_mark_shows_the_mistake_with_both_arrows_and_the_sentence(qtbot, window):
    # The crafted analysis marks move 3 (seat 0 falls to 20 %): its triangle stands at (3, 0.2), the position after it.
    session = click_plot_of_crafted_review(qtbot, window, QPointF(3, 0.2))
    assert [tuple(point.pos()) for point in window.review.panel.chart().mistakes.points()] == [(3.0, 0.2)]
    qtbot.waitUntil(lambda: session.cursor == 2, timeout=3000)
    labels = [item.text() for item in window.scene.marks.items if hasattr(item, "text")]
    assert labels == ["20%", "55%"]  # the move played and the move preferred
    assert "prefers" in window.review.panel.summary.text()


def test_replay_steps_slides_and_exports_the_moves(qtbot, window, tmp_path):
    session = start_halma(window, 6)
    review = window.review
    review.open_review()
    panel = review.panel
    qtbot.mouseClick(panel.first, Qt.MouseButton.LeftButton)
    assert session.cursor == 0 and not panel.back.isEnabled()
    qtbot.mouseClick(panel.forward, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(panel.forward, Qt.MouseButton.LeftButton)
    assert session.cursor == 2
    panel.slider.setValue(5)
    assert session.cursor == 5 and panel.where.text() == "5 / 6"
    qtbot.mouseClick(panel.last, Qt.MouseButton.LeftButton)
    assert session.cursor == 6
    assert not window.scene.interactive  # the game stands still while it is reviewed
    path = tmp_path / "moves.txt"
    assert review.export(path)
    lines = path.read_text(encoding="utf-8").splitlines()
    assert lines[2:] == [f"{i + 1}. P{i % 2 + 1}: {move}" for i, move in enumerate(session.moves)]
    for index, move in enumerate(session.moves):  # the export is in the game's notation
        session.states[index].parse_move(move)


def test_a_saved_game_keeps_its_analysis_and_offers_the_replay(qtbot, window, tmp_path):
    session = start_halma(window, 6)
    session.analysis = crafted_analysis(session)
    path = tmp_path / "analysed.ludoteca"
    assert window.files.write(path)
    window.review.hide()
    window.start_game(window.session.setup)
    assert window.files.open(path)
    assert "Replay" in window.status_label.text()  # the offer; the game itself goes on where it was
    assert not window.session.reviewing
    window.act_review.trigger()
    assert window.review.isVisible() and window.session.reviewing
    assert window.session.analysis.chances[3] == (0.2, 0.8)
    assert not window.review.analyser.running  # nothing recomputed
    assert history_texts(window)[2].endswith(" ?")


def test_a_finished_game_offers_the_review(qtbot, window, count_game):
    setup = GameSetup("count", [SeatSetup("A", "red"), SeatSetup("B", "blue")], {"target": 10, "mode": "plain"})
    window.start_game(setup, seed=1)
    while window.session.state.outcome() is None:
        window.session.play(count_game.Add(3))
    qtbot.waitUntil(lambda: window.review.isVisible(), timeout=3000)


def test_a_new_move_after_undo_drops_the_analysis_beyond_it(qtbot, window):
    session = start_halma(window, 6)
    session.analysis = crafted_analysis(session)
    session.undo_stack.setIndex(3)
    session.play(session.state.legal_moves()[0])
    assert len(session.analysis.chances) == 4 and 2 in session.analysis.preferred


def test_the_hint_shows_its_move_and_chance_on_the_board(qtbot, window):
    start_halma(window, 2)
    with qtbot.waitSignal(window.session.hintReady, timeout=10_000) as hint:
        window.act_hint.trigger()
    move, chances = hint.args
    assert move in window.session.state.legal_moves() and len(chances) == 2
    labels = [item.text() for item in window.scene.marks.items if hasattr(item, "text")]
    assert len(labels) == 1 and labels[0].endswith("%")
    assert labels[0] in window.status_label.text()


@pytest.mark.parametrize("lang", ["de", "fr"])
def test_the_review_speaks_the_players_language(qtbot, window, languages, lang):
    session = start_halma(window, 6)
    session.analysis = crafted_analysis(session)
    window.review.open_review()
    languages.set_language(lang)
    settle(50)
    assert window.review.panel.analyse_button.text() not in ("Analyse Game", "")
    assert window.review.windowTitle() != "Review"


def test_closing_a_finished_games_review_does_not_bring_it_back(qtbot, window, count_game):
    setup = GameSetup("count", [SeatSetup("A", "red"), SeatSetup("B", "blue")], {"target": 10, "mode": "plain"})
    window.start_game(setup, seed=1)
    while window.session.state.outcome() is None:
        window.session.play(count_game.Add(3))
    qtbot.waitUntil(lambda: window.review.isVisible(), timeout=3000)
    window.review.hide()
    settle(100)
    assert not window.review.isVisible() and not window.session.reviewing


def test_the_clock_waits_while_the_game_is_reviewed_or_a_tutorial_runs(qtbot, window):
    window.start_game(GameSetup("abalone", [SeatSetup("A", "black"), SeatSetup("B", "white")], {"clock_minutes": 5}), seed=1)
    clock = window.session.clock
    assert clock.running == 0
    window.review.open_review()
    assert clock.running is None
    held = clock.remaining_ms(0)
    settle(300)
    assert clock.remaining_ms(0) == held
    window.review.hide()
    assert clock.running == 0 and clock.remaining_ms(0) <= held
    window.start_tutorial("abalone")
    assert clock.running is None
    settle(200)
    assert clock.remaining_ms(0) <= held and clock.remaining_ms(0) > held - 150
    window.tutorial.close_tutorial()
    assert window.pages.currentIndex() == 1 and clock.running == 0


def test_a_computer_does_not_move_while_its_game_waits_for_a_tutorial(qtbot, window):
    window.settings.set("ai_seconds", 0.05)
    session = start_halma(window, 0, humans=(False, False))
    session.ai_seconds = 0.05
    window.review.open_review()
    window.start_tutorial("halma")
    settle(900)
    assert session.cursor == 0 and not window.review.isVisible()


def test_going_on_with_a_stopped_analysis_gives_the_same_result(qtbot, window):
    window.settings.set("analysis_seconds", 0.1)
    session = start_halma(window, 0)
    for ply in range(16):  # the first player plays the moves in list order, far from the best
        state = session.state
        session.play(engine.ai.choose(state, "easy", seed=ply, deadline_s=0.05) if ply % 2
                     else state.legal_moves()[ply % len(state.legal_moves())])
    window.review.analyse()
    qtbot.waitUntil(lambda: not window.review.analyser.running, timeout=60_000)
    whole = (list(session.analysis.chances), dict(session.analysis.preferred))
    assert whole[1]  # a move lost ground: going on just after it needs the position before it again
    session.analysis.truncate(min(whole[1]) + 1)
    window.review.analyse()
    qtbot.waitUntil(lambda: not window.review.analyser.running, timeout=60_000)
    assert (session.analysis.chances, session.analysis.preferred) == whole


def test_the_chooser_takes_the_review_away(qtbot, window):
    start_halma(window, 4)
    window.review.open_review()
    window.show_chooser()
    assert not window.review.isVisible() and not window.session.reviewing


def test_the_plot_explains_itself_seats_axes_and_marks(qtbot, window):
    session = start_halma(window, 6)
    session.analysis = crafted_analysis(session)
    window.review.open_review()
    settle(100)
    chart = window.review.panel.chart()
    item = chart.plot.getPlotItem()
    assert item.getAxis("left").labelText == "Chance" and item.getAxis("bottom").labelText == "Move"
    legend = chart.legend
    assert legend.isVisible()
    for seat, colour in zip(("P1", "P2"), chart.colours, strict=True):
        assert seat in legend.text() and colour.name() in legend.text()
    assert "?!" in legend.text() and "mistake" in legend.text()
    assert "at least 25 points" in legend.toolTip() and "at least 10 points" in legend.toolTip()
    marks = chart.mistakes.points()
    assert len(marks) == 1 and marks[0].pos().x() == 3
    assert marks[0].data().startswith("Move 3: ? a mistake")  # the triangle's tooltip (pyqtgraph's `tip`)
    # The mouse resting on the triangle shows it, moved in the window's own QWindow (a move by the cursor's
    # position reaches whichever top-level window lies there).
    view = chart.plot
    spot = view.mapFromScene(item.vb.mapViewToScene(marks[0].pos()))
    for step in (QPoint(2, 2), spot + QPoint(3, 3), spot):
        QTest.mouseMove(window.windowHandle(), view.viewport().mapTo(window, step))
        qtbot.wait(50)
    qtbot.waitUntil(lambda: item.vb.toolTip().startswith("Move 3: ? a mistake"))


@pytest.mark.parametrize("lang", ["en", "de", "nl", "es", "fr", "it"])
def test_the_keyboard_page_explains_the_marks(qtbot, lang):
    from gui.rules_view import RulesBrowser

    browser = RulesBrowser(lang)
    qtbot.addWidget(browser)
    browser.show_keys()
    shown = browser.text.toPlainText()
    assert "?!" in shown and "10" in shown and "25" in shown
