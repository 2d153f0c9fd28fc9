"""Coming back to stored games (issue 30): the Show filter never hides a game just finished, Continue and Replay
bring the game to the front, the Date column's arrow says newest first, a replayed game keeps its analysis, and the
result line names the winning seat and colour when one player holds several seats."""

from __future__ import annotations

import json

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QApplication, QStyleOptionHeader

from gui.history.tables import result_text
from gui.setup import GameSetup, SeatSetup
from tests.fake_game import Add
from tests.test_history_gui import history, start_count
from tests.test_history_store import record_json
from tests.test_history_window import finish_count


def test_the_show_filter_never_hides_a_game_just_finished(qtbot, window, count_game):
    window.act_unfinished.trigger()  # Game ▸ Unfinished games…: the filter shows unfinished games only
    tab = window.history.dialog.games_tab
    assert tab.shown.currentData() == "unfinished"
    finish_count(window)  # stored while the window is open
    assert tab.shown.currentData() == "all" and tab.table.rowCount() == 1
    window.history.dialog.close()
    window.act_unfinished.trigger()
    window.history.dialog.close()
    finish_count(window, target=7)  # stored while the window is closed: the next opening lists it
    window.act_history.trigger()
    window.history.dialog.show_tab("games")
    assert tab.shown.currentData() == "all" and tab.table.rowCount() == 2


def test_a_game_left_while_only_finished_games_are_shown_is_listed(qtbot, window, count_game):
    window.history.show_window("games")
    tab = window.history.dialog.games_tab
    tab.show_only("finished")
    start_count(window)
    window.session.play(Add(1))
    start_count(window, ("Carla", "Dan"))  # leaves Ann and Bob's game unfinished
    assert tab.shown.currentData() == "all" and tab.table.rowCount() == 1


def select(tab, complete: bool) -> None:
    """Select the row of the finished (`complete`) or the unfinished game."""
    complete_of = {game.id: game.complete for game in tab.games}
    tab.table.selectRow(next(row for row in range(tab.table.rowCount())
                             if complete_of[tab.table.item(row, 0).data(Qt.ItemDataRole.UserRole)] == complete))


@pytest.mark.parametrize("button", ["replay", "resume"])
def test_replay_and_continue_bring_the_game_to_the_front(qtbot, window, count_game, button):
    finish_count(window)
    start_count(window)
    window.session.play(Add(1))
    start_count(window, ("Carla", "Dan"))
    window.history.show_window("games")
    dialog = window.history.dialog
    tab = dialog.games_tab
    select(tab, complete=button == "replay")
    qtbot.waitUntil(lambda: QApplication.activeWindow() is dialog)
    qtbot.mouseClick(getattr(tab, button), Qt.MouseButton.LeftButton)
    assert [s.name for s in window.session.setup.seats] == ["Ann", "Bob"]
    assert not dialog.isVisible()  # closed, not left over the game
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    assert window.board.view.hasFocus() or window.board.privacy.isVisible()
    window.act_history.trigger()  # opens again as it was
    assert dialog.isVisible() and dialog.tabs.currentIndex() == 0


def test_the_date_arrow_points_down_as_the_list_goes_from_newest_to_oldest(qtbot, window, count_game):
    finish_count(window)
    finish_count(window, target=7)
    window.history.show_window("games")
    table = window.history.dialog.games_tab.table
    header = table.horizontalHeader()
    assert (header.sortIndicatorSection(), header.sortIndicatorOrder()) == (0, Qt.SortOrder.DescendingOrder)
    newest = history().games()[0]
    assert table.item(0, 0).data(Qt.ItemDataRole.UserRole) == newest.id
    option = QStyleOptionHeader()
    header.initStyleOptionForIndex(option, 0)  # what the style is asked to draw
    assert option.sortIndicator == QStyleOptionHeader.SortIndicator.SortDown  # the arrow points down
    qtbot.mouseClick(header.viewport(), Qt.MouseButton.LeftButton,
                     pos=QPoint(header.sectionViewportPosition(0) + 5, header.height() // 2))
    assert header.sortIndicatorOrder() == Qt.SortOrder.AscendingOrder  # oldest first now: the arrow points up
    header.initStyleOptionForIndex(option, 0)
    assert option.sortIndicator == QStyleOptionHeader.SortIndicator.SortUp
    assert table.item(0, 0).data(Qt.ItemDataRole.UserRole) != newest.id


def test_a_replayed_game_comes_back_with_its_analysis(qtbot, window, count_game):
    window.settings.set("analysis_seconds", 0.05)
    finish_count(window)
    qtbot.waitUntil(lambda: window.review.isVisible())
    window.review.analyse()
    qtbot.waitUntil(lambda: not window.review.analyser.running, timeout=60_000)
    analysed = window.session.analysis.to_dict()
    marked = move_list(window)
    assert any(text.endswith("?") for text in marked)  # the analysis marked a move ("?!" or "?")
    assert len(analysed["chances"]) == len(window.session.states)
    stored = history().games()[0]
    assert json.loads(history().game_record(stored.id))["analysis"] == analysed
    assert history().games()[0].uid == stored.uid  # the same game, not a second one
    start_count(window)
    window.history.open_stored(stored.id, replay=True)
    assert window.review.isVisible() and window.session.cursor == 0
    assert window.session.analysis.to_dict() == analysed and not window.review.analyser.running  # not run again
    assert move_list(window) == marked
    chances, _mistakes = window.review.panel.chances  # the plot draws them
    assert len(chances) == len(window.session.states)


def move_list(window) -> list[str]:
    model = window.panel.history.model()
    return [model.data(model.index(row, 0)) for row in range(1, model.rowCount())]  # row 0: the start


def test_an_analysis_stopped_or_left_halfway_is_kept_as_far_as_it_went(qtbot, window, count_game):
    window.settings.set("analysis_seconds", 0.3)
    finish_count(window, target=11)
    qtbot.waitUntil(lambda: window.review.isVisible())
    window.review.analyse()
    qtbot.waitUntil(lambda: window.session.analysis.complete_for >= 1, timeout=20_000)
    window.review.stop_analysis()
    done = window.session.analysis.complete_for
    stored = history().games()[0]
    assert len(json.loads(history().game_record(stored.id))["analysis"]["chances"]) == done
    window.review.analyse()
    qtbot.waitUntil(lambda: window.session.analysis.complete_for > done, timeout=20_000)
    start_count(window)  # leaves the game while its analysis runs
    kept = json.loads(history().game_record(stored.id))["analysis"]["chances"]
    assert len(kept) > done


def hard_against_hard(window) -> None:
    """A game of the computer's Hard level in both seats, played to its end (the second seat wins)."""
    seats = [SeatSetup("Computer", "red", False, "hard"), SeatSetup("Computer", "blue", False, "hard")]
    window.start_game(GameSetup("count", seats, {"target": 5, "mode": "plain"}), seed=1)
    window.session.stop()
    while window.session.state.outcome() is None:
        window.session.play(Add(3))


@pytest.mark.parametrize(("language", "line"), [
    ("en", "Player 2 (blue), Computer – Hard, wins."),
    ("de", "Spieler 2 (Blau), Computer – Schwer, gewinnt."),
    ("nl", "Speler 2 (blauw), Computer – Moeilijk, wint."),
    ("fr", "Joueur 2 (bleu), Ordinateur – Difficile, gagne."),
    ("es", "Jugador 2 (azul), Ordenador – Difícil, gana."),
    ("it", "Giocatore 2 (blu), Computer – Difficile, vince."),
])
def test_hard_against_hard_is_one_game_without_a_result_and_the_line_names_the_winning_seat(
        qtbot, window, count_game, languages, language, line):
    hard_against_hard(window)
    languages.set_language(language)
    window.history.show_window("games")
    dialog = window.history.dialog
    assert dialog.games_tab.table.item(0, 3).text() == line
    players = dialog.statistics.players
    assert players.rowCount() == 1
    assert [players.item(0, column).text() for column in range(1, 5)] == ["1", "0", "0", "0"]  # played, no result
    assert "1" in players.item(0, 1).toolTip() and players.item(0, 5).text() == "–"  # no win rate without a result


def test_draws_and_several_winners_are_worded_with_their_seats(qtbot, window, languages):
    store = window.history.recorder.store()
    ann, bob, guest = ({"name": name, "colour": colour, "human": True} for name, colour in
                       (("Ann", "red"), ("Bob", "blue"), (None, "green")))
    for seed, outcome in ((1, {"winners": [], "reason": "", "scores": None}),
                          (2, {"winners": [0, 2], "reason": "", "scores": None}),
                          (3, {"winners": [2], "reason": "", "scores": None})):
        store.record_game(record_json(seed, seats=3), [ann, bob, guest], outcome, 60.0,
                          f"2026-01-0{seed}T10:00:00Z")
    lines = [result_text(game) for game in reversed(store.games())]
    assert lines == ["Draw.", "Winners: Player 1 (red), Ann; Player 3 (green).", "Player 3 (green) wins."]
    languages.set_language("fr")
    assert [result_text(game) for game in reversed(store.games())][1:] == [
        "Gagnants : Joueur 1 (rouge), Ann; Joueur 3 (vert).", "Joueur 3 (vert) gagne."]
