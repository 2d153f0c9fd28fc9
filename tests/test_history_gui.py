"""The history as a player meets it: unfinished games kept and continued, the History and Statistics window
(filters, statistics in two languages, replay, export, delete), profiles and type-ahead in the new-game dialog,
and the whole history exported and imported through the menus."""

from __future__ import annotations

import json

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QFileDialog, QMessageBox

from gui import saves
from gui.history.recorder import FILE_NAME
from gui.history.store import HistoryStore
from gui.newgame import NewGameDialog
from gui.paths import data_dir
from gui.setup import GameSetup, SeatSetup
from tests.fake_game import Add
from tests.test_history_window import finish_count


def history() -> HistoryStore:
    return HistoryStore(data_dir() / FILE_NAME)


def start_count(window, names=("Ann", "Bob"), humans=(True, True), target=9):
    seats = [SeatSetup(name, colour, human, "easy") for name, colour, human in zip(names, ("red", "blue"), humans)]
    window.start_game(GameSetup("count", seats, {"target": target, "mode": "plain"}), seed=3)


@pytest.fixture
def no_questions(monkeypatch):
    """Every question answered Yes; every error box recorded instead of shown."""
    errors = []
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Yes)
    return errors


def test_a_game_left_unfinished_is_kept_and_can_be_continued_to_its_end(qtbot, window, count_game):
    start_count(window)
    window.session.play(Add(2))
    window.session.play(Add(3))
    start_count(window, ("Carla", "Dan"))  # leaves the first game unfinished
    unfinished = history().games(complete=False)
    assert [(len(g.moves), [s.player for s in g.seats]) for g in unfinished] == [(2, ["Ann", "Bob"])]
    window.session.play(Add(1))
    window.history.show_window("games", unfinished=True)
    tab = window.history.dialog.games_tab
    assert tab.table.rowCount() == 1 and tab.resume.isEnabled()
    qtbot.mouseClick(tab.resume, Qt.MouseButton.LeftButton)  # leaves Carla's game unfinished in its turn
    assert [s.name for s in window.session.setup.seats] == ["Ann", "Bob"] and window.session.moves == ["+2", "+3"]
    assert window.session.earlier_seconds == unfinished[0].duration_s
    assert len(history().games(complete=False)) == 2
    while window.session.state.outcome() is None:
        window.session.play(Add(3))
    finished = history().games(complete=True)
    assert len(finished) == 1 and finished[0].moves[:2] == ["+2", "+3"]
    assert [[s.player for s in g.seats] for g in history().games(complete=False)] == [["Carla", "Dan"]]


def test_closing_the_window_keeps_the_game_and_games_of_computers_only_are_not_kept(qtbot, window, count_game):
    start_count(window, humans=(False, False))
    window.session.stop()
    window.session.play(Add(1))
    start_count(window)
    window.session.play(Add(1))
    window.close()
    assert [[s.player for s in g.seats] for g in history().games(complete=False)] == [["Ann", "Bob"]]


def test_replaying_an_unfinished_game_keeps_it_as_far_as_it_was_played(qtbot, window, count_game):
    start_count(window)
    for amount in (1, 2, 3):
        window.session.play(Add(amount))
    start_count(window, ("Carla", "Dan"))
    stored = history().games(complete=False)
    window.history.open_stored(stored[0].id, replay=True)
    assert window.review.isVisible() and window.session.cursor == 0
    start_count(window, ("Carla", "Dan"))
    again = history().games(complete=False)
    assert [(g.uid, len(g.moves)) for g in again if g.seats[0].player == "Ann"] == [(stored[0].uid, 3)]


def test_the_autosaved_game_of_a_crash_joins_the_unfinished_games(qtbot, window, count_game, monkeypatch):
    start_count(window)
    window.session.play(Add(2))
    saves.write_autosave(window.session.record())
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.No)
    assert not window.files.offer_resume()
    assert [len(g.moves) for g in history().games(complete=False)] == [1]


def test_the_statistics_window_in_two_languages(qtbot, window, count_game, languages):
    finish_count(window)
    finish_count(window, target=11)  # 3, 6, 9, 12: Bob again
    window.act_history.trigger()
    dialog = window.history.dialog
    assert dialog.isVisible() and dialog.tabs.currentIndex() == 0
    table = dialog.statistics.players
    rows = {table.item(r, 0).text(): [table.item(r, c).text() for c in range(1, 6)] for r in range(table.rowCount())}
    assert rows["Bob"] == ["2", "2", "0", "0", "100%"] and rows["Ann"] == ["2", "0", "2", "0", "0%"]
    assert table.isColumnHidden(9)  # ratings belong to one game
    dialog.game.setCurrentIndex(dialog.game.findData("count"))
    assert not table.isColumnHidden(9)
    ratings = {table.item(r, 0).text(): table.item(r, 9).text() for r in range(table.rowCount())}
    assert ratings["Bob"].split(" ")[0] > ratings["Ann"].split(" ")[0]
    against = dialog.statistics.against
    assert against.rowCount() == 1  # the chosen player's one opponent
    assert dialog.statistics.plot.getPlotItem().listDataItems()  # the rating line
    headers = [table.horizontalHeaderItem(c).text() for c in range(4)]
    languages.set_language("nl")
    dutch = [table.horizontalHeaderItem(c).text() for c in range(4)]
    assert dutch != headers and dutch[1] == "Gespeeld"
    assert dialog.windowTitle() == "Geschiedenis en statistieken"


def test_the_rating_plot_counts_games_shows_how_sure_it_is_and_tells_each_point(qtbot, window, count_game, languages):
    import pyqtgraph as pg
    from PySide6.QtCore import QPoint, QPointF
    from PySide6.QtTest import QTest

    from gui.history.tables import selected_key

    for target in (5, 11, 7):  # three games in a few seconds: still three points apart
        finish_count(window, target=target)
    window.act_history.trigger()
    dialog = window.history.dialog
    dialog.game.setCurrentIndex(dialog.game.findData("count"))
    stats = dialog.statistics
    item = stats.plot.getPlotItem()
    line = next(curve for curve in item.listDataItems() if isinstance(curve, pg.PlotDataItem))
    xs, ys = line.getData()
    ((_game, _numbers, points),) = stats.ratings.series(selected_key(stats.players), "count")
    assert list(xs) == [1, 2, 3] and list(ys) == [point.rating for point in points]
    assert any(isinstance(band, pg.FillBetweenItem) for band in item.items)  # ± twice the deviation
    assert not item.legend.isVisible()  # one game, one line: the filter says which
    axis = item.getAxis("bottom")
    assert axis.tickStrings([1.0, 2.0], 1.0, 1.0) == ["1", "2"]
    assert all(spacing >= 1 for spacing, _ in axis.tickSpacing(0.8, 3.2, 400))  # never game 1.5

    # The mouse resting on the third point, once the plot is drawn as the player sees it, tells that game.
    qtbot.waitUntil(lambda: item.vb.viewRange()[0][0] < 1 and item.vb.viewRange()[0][1] > 3)
    view = stats.plot
    # Moved in the dialog's own window: a move by the cursor's position would reach whichever window lies on top
    # there, and the main window lies under the dialog.
    target = view.mapFromScene(item.vb.mapViewToScene(QPointF(xs[2], ys[2])))
    for step in (QPoint(5, 5), target):  # the mouse comes into the plot, then rests on the point
        QTest.mouseMove(dialog.windowHandle(), view.viewport().mapTo(dialog, step))
    qtbot.waitUntil(lambda: item.vb.toolTip() != "")
    assert item.vb.toolTip().startswith("Count, game 3 (") and "rating" in item.vb.toolTip()
    languages.set_language("nl")
    line = next(curve for curve in item.listDataItems() if isinstance(curve, pg.PlotDataItem))
    first = line.scatter.points()[0]
    assert "partij 1 (" in line.scatter.opts["tip"](x=1, y=first.pos().y(), data=first.data())
    dialog.game.setCurrentIndex(0)  # all games: a line per game, named in the legend
    assert item.legend.isVisible() and not any(isinstance(band, pg.FillBetweenItem) for band in item.items)


def test_the_period_filter_and_most_played_modes(qtbot, window, count_game):
    store = window.history.recorder.store()
    finish_count(window)
    old = store.games()[0]
    with store._writable() as conn:  # the game was played two months ago
        conn.execute("UPDATE games SET finished = '2000-01-01T00:00:00+00:00' WHERE id = ?", (old.id,))
    finish_count(window, target=7)
    window.history.show_window()
    dialog = window.history.dialog
    # A changed time makes the kept counts stale: counted again in the worker pool, and the window says so meanwhile.
    assert dialog.counting.isVisible() or not dialog.recounter.busy
    qtbot.waitUntil(lambda: not dialog.recounter.busy and dialog.statistics.players.item(0, 1).text() == "2")
    assert dialog.counting.isHidden()
    dialog.period.setCurrentIndex(dialog.period.findData("month"))
    assert dialog.statistics.players.item(0, 1).text() == "1"
    modes = dialog.statistics.modes
    assert modes.rowCount() == 1 and "2" in modes.item(0, 2).text()


def test_replay_export_and_delete_a_stored_game(qtbot, window, count_game, no_questions, monkeypatch, tmp_path):
    finish_count(window)
    start_count(window)
    window.history.show_window("games")
    tab = window.history.dialog.games_tab
    tab.table.selectRow(0)
    qtbot.mouseClick(tab.replay, Qt.MouseButton.LeftButton)
    assert window.review.isVisible() and window.session.undo_stack.index() == 0
    assert window.session.state.outcome() is None and window.session.record().moves == window.session.moves
    assert not window.history.dialog.isVisible()  # the replayed game is in front
    window.history.show_window("games")
    target = tmp_path / "exported"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(target), ""))
    qtbot.mouseClick(tab.export, Qt.MouseButton.LeftButton)
    record, setup = saves.load_game(target.with_suffix(".ludoteca"))
    assert record.moves == history().games()[0].moves and [s.name for s in setup.seats] == ["Ann", "Bob"]
    qtbot.mouseClick(tab.delete, Qt.MouseButton.LeftButton)
    assert history().games() == [] and tab.table.rowCount() == 0 and tab.empty.isVisible()


def test_export_and_import_of_the_whole_history_through_the_menus(qtbot, window, count_game, monkeypatch, tmp_path):
    finish_count(window)
    exported = tmp_path / "all.json"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(exported), ""))
    window.act_export_history.trigger()
    assert json.loads(exported.read_text())["format"] == "ludoteca-history"
    window.history.recorder.store().delete_game(history().games()[0].id)
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(exported), ""))
    import_through_the_menu(qtbot, window)
    assert len(history().games()) == 1 and "1" in window.status_label.text()
    import_through_the_menu(qtbot, window)
    assert len(history().games()) == 1  # merged: nothing twice
    shown = []
    monkeypatch.setattr(window, "show_error", lambda text, details: shown.append((text, details)))
    exported.write_text('{"format": "ludoteca-history", "version": 1, "players": [], "games": [{"uid": 1}]}')
    import_through_the_menu(qtbot, window)
    assert shown and "history" in shown[0][0] and len(history().games()) == 1


def import_through_the_menu(qtbot, window) -> None:
    """Import History…, until the worker has answered and its progress dialog is gone."""
    window.act_import_history.trigger()
    qtbot.waitUntil(lambda: not window.history.importing() and window.history.progress is None, timeout=60_000)


def test_type_ahead_and_preferences_in_the_new_game_dialog(qtbot, window, count_game):
    store = window.history.recorder.store()
    store.add_player("Annabel", "green", None)
    store.add_player("Bruno")
    dialog = NewGameDialog("count", None, window, window.history.known_players())
    qtbot.addWidget(dialog)
    row = dialog.rows[0]
    names = dialog.player_names.stringList()
    assert {"Annabel", "Bruno", "Computer – Hard"} <= set(names)
    row.completer.setCompletionPrefix("ann")
    assert row.completer.currentCompletion() == "Annabel"
    row.completer.activated.emit("Annabel")
    assert row.colour.currentData() == "green" and dialog.rows[1].colour.currentData() != "green"
    dialog.rows[1].name.setText("computer – hard")
    dialog.rows[1].name.editingFinished.emit()
    assert dialog.rows[1].kind.currentData() == ("computer", "hard")
    setup = dialog.setup()
    assert [s.name for s in setup.seats][0] == "Annabel" and not setup.seats[1].human


def test_names_become_players_and_a_shared_language_is_spoken(qtbot, window, count_game, languages):
    store = window.history.recorder.store()
    store.add_player("Greta", None, "de")
    setup = GameSetup("count", [SeatSetup("Greta", "red"), SeatSetup("Player 2", "blue", False)], {})
    window.history.game_started(setup)
    assert languages.language == "de"
    window.history.game_started(GameSetup("count", [SeatSetup("Greta", "red"), SeatSetup("Hans", "blue")], {}))
    assert languages.language == "de" and store.player("Hans") is not None  # Hans has no preference: no switch
    assert store.player("Player 2") is None


def test_profiles_are_added_changed_and_refused_with_a_reason(qtbot, window, count_game):
    finish_count(window)
    window.history.show_window("players")
    tab = window.history.dialog.players
    tab.name.setText("Zoe")
    tab.colour.setCurrentIndex(tab.colour.findData("blue"))
    qtbot.mouseClick(tab.add, Qt.MouseButton.LeftButton)
    assert history().player("Zoe").colour == "blue"
    names = [tab.table.item(r, 0).text() for r in range(tab.table.rowCount())]
    tab.table.selectRow(names.index("Ann"))
    tab.name.setText("Annie")
    tab.language.setCurrentIndex(tab.language.findData("fr"))
    qtbot.mouseClick(tab.save, Qt.MouseButton.LeftButton)
    assert history().player("Annie").language == "fr" and history().player("Ann") is None
    assert [s.player for s in history().games()[0].seats] == ["Annie", "Bob"]
    names = [tab.table.item(r, 0).text() for r in range(tab.table.rowCount())]
    tab.table.selectRow(names.index("Bob"))
    qtbot.mouseClick(tab.forget, Qt.MouseButton.LeftButton)
    assert history().player("Bob") is not None and tab.notice.text()


def test_a_history_screenshot_reads_a_copy(qtbot, window, count_game):
    from gui.history.window import history_screenshot

    finish_count(window)
    window.history.close()
    path = data_dir() / FILE_NAME
    before = path.read_bytes()
    shot = history_screenshot(window, "statistics", "count")
    qtbot.addWidget(shot)
    assert shot.statistics.players.rowCount() == 2 and shot.game_id() == "count"
    assert path.read_bytes() == before and isinstance(shot, QDialog)


def test_games_played_before_a_restart_are_there_after_it(qtbot, window, count_game, languages):
    from gui.main_window import MainWindow

    finish_count(window)
    start_count(window, ("Ann", "Computer"), humans=(True, False))
    window.session.stop()
    window.session.play(Add(1))
    window.close()
    again = MainWindow(languages)
    qtbot.addWidget(again)
    again.show()
    again.act_history.trigger()
    dialog = again.history.dialog
    assert dialog.statistics.players.rowCount() == 2
    dialog.show_tab("games")
    assert dialog.games_tab.table.rowCount() == 2  # the finished game and the one left unfinished
    again.close()


def test_a_history_from_a_newer_ludoteca_is_kept_aside_with_a_message(qtbot, window, count_game):
    import sqlite3

    path = data_dir() / FILE_NAME
    with sqlite3.connect(path) as conn:
        conn.execute("PRAGMA user_version = 99")
    finish_count(window)
    assert "newer Ludoteca" in window.status_label.text()
    assert len(history().games()) == 1
    assert any(p.name.startswith(f"{FILE_NAME}.future-") for p in data_dir().iterdir())


def finish_named(window, names, target=5, seed=1):
    setup = GameSetup("count", [SeatSetup(name, colour) for name, colour in zip(names, ("red", "blue"))],
                      {"target": target, "mode": "plain"})
    window.start_game(setup, seed=seed)
    while window.session.state.outcome() is None:
        window.session.play(Add(3))


def test_seats_nobody_named_are_the_same_guests_in_every_language(qtbot, window, count_game, languages):
    finish_named(window, ("Player 1", "Player 2"))
    languages.set_language("de")
    finish_named(window, ("Spieler 1", "Anna"), target=7)  # 3, 6, 9: Spieler 1 reaches 7 first
    assert sorted({s.player for g in history().games() for s in g.seats}) == ["Anna", "guest:1", "guest:2"]
    assert [p.name for p in window.history.known_players()] == ["Anna"]  # never offered as a known player
    window.act_history.trigger()
    dialog = window.history.dialog
    players = dialog.statistics.players
    assert [players.item(r, 0).text() for r in range(players.rowCount())] == ["Anna"]  # a guest has no statistics
    against = dialog.statistics.against
    assert [against.item(r, 0).text() for r in range(against.rowCount())] == ["Spieler 1"]
    assert dialog.statistics.current_rating("Anna") is None  # nor does a game against a guest rate anyone
    dialog.show_tab("games")
    table = dialog.games_tab.table
    assert sorted(table.item(r, 2).text() for r in range(table.rowCount())) == ["Spieler 1, Anna", "Spieler 1, Spieler 2"]
    languages.set_language("it")
    assert sorted(table.item(r, 2).text() for r in range(table.rowCount())) == ["Giocatore 1, Anna",
                                                                                 "Giocatore 1, Giocatore 2"]


def test_a_data_folder_that_cannot_be_made_does_not_stop_a_game(qtbot, window, count_game, monkeypatch):
    import shutil

    errors = []
    monkeypatch.setattr(window, "show_error", lambda *args: errors.append(args))
    folder = data_dir()
    window.history.close()
    shutil.rmtree(folder)
    folder.write_text("a file where the data folder belongs")
    finish_count(window)  # the game ends as ever; the history says why it keeps nothing
    assert window.session.state.outcome() is not None
    assert "could not be added to the history" in window.status_label.text()
    window.act_history.trigger()
    assert errors and errors[0][0] == "The history cannot be shown."


def test_a_long_history_lists_the_newest_games_and_says_how_to_see_others(qtbot, window, count_game, monkeypatch):
    from gui.history import games_tab

    monkeypatch.setattr(games_tab, "MAX_LISTED", 2)
    for target in (5, 7, 11):
        finish_count(window, target=target)
    window.history.show_window("games")
    tab = window.history.dialog.games_tab
    assert tab.table.rowCount() == 2 and not tab.empty.isHidden()
    assert "2 most recent of 3 games" in tab.empty.text()
    window.history.dialog.game.setCurrentIndex(window.history.dialog.game.findData("count"))
    assert tab.table.rowCount() == 2  # still three games of this game


def test_a_default_name_of_any_language_is_a_guest_and_never_a_known_player(qtbot, window, count_game, languages):
    languages.set_language("fr")
    finish_named(window, ("Joueur\u00a01", "  speler 2 "))  # French and Dutch defaults, however typed
    assert sorted({s.player for g in history().games() for s in g.seats}) == ["guest:1", "guest:2"]
    window.history.recorder.store().add_player("Player 3")  # a profile named so by hand is still nobody's
    assert window.history.known_players() == []
    window.history.show_window("players")
    tab = window.history.dialog.players
    tab.name.setText("Spieler 4")
    qtbot.mouseClick(tab.add, Qt.MouseButton.LeftButton)
    assert history().player("Spieler 4") is None and "Spieler 4" in tab.notice.text()


@pytest.mark.parametrize("language", ["de", "fr"])
def test_long_column_titles_wrap_and_no_results_table_scrolls_sideways_at_800_pixels(qtbot, window, count_game,
                                                                                      languages, language):
    finish_count(window)
    finish_count(window, target=11)
    languages.set_language(language)
    window.history.show_window()
    dialog = window.history.dialog
    dialog.game.setCurrentIndex(dialog.game.findData("count"))  # one game: every column, scores and the rating too
    stats = dialog.statistics
    for width in (800, 1100, 1280):
        dialog.resize(width, 600)
        qtbot.waitUntil(lambda: dialog.width() == width)  # noqa: B023 - used at once
        for table in (stats.players, stats.against):
            stats.below.setCurrentIndex(0)
            qtbot.waitUntil(lambda: table.isVisible() and table.horizontalScrollBar().maximum() == 0)  # noqa: B023
            assert all(table.horizontalHeaderItem(c).text() for c in range(table.columnCount()))
        # Beside the results where both fit, else in a tab of its own.
        beside = stats.rating_box.parent() is stats.details
        assert beside or stats.below.tabText(1) in ("Wertung", "Classement")
    assert beside and stats.plot.isVisible()
    header = stats.players.horizontalHeader()
    assert header.height() > 2 * header.fontMetrics().height()  # the long titles wrap


def test_a_read_only_data_folder_shows_the_history_says_so_and_writes_nothing(qtbot, window, count_game):
    from tests.test_history_store import read_only, writable

    finish_count(window)
    window.history.close()  # the history is opened again, now that its folder cannot be written
    folder = data_dir()
    for leftover in folder.glob(f"{FILE_NAME}-*"):  # the WAL files go when the last connection closes
        leftover.unlink()
    paths = [folder, *folder.iterdir()]
    before = {path.name: path.stat().st_mtime_ns for path in paths[1:]}
    try:
        if not read_only(*paths):
            pytest.skip("this user can write to any folder here")
        window.history.show_window("games")
        dialog = window.history.dialog
        assert dialog.games_tab.table.rowCount() == 1  # the game is read
        assert dialog.read_only.isVisible() and "can only be read" in dialog.read_only.text()
        finish_count(window, target=7)
        assert "folder cannot be written" in window.status_label.text() and "not stored" in window.status_label.text()
        assert dialog.games_tab.table.rowCount() == 1
        assert {path.name: path.stat().st_mtime_ns for path in folder.iterdir()} == before  # nothing written
    finally:
        writable(*paths)
    window.history.close()
    assert len(history().games()) == 1


@pytest.fixture
def large_export(tmp_path):
    """An export of 5,000 finished games (built as bench/history.py builds its histories)."""
    from bench.history import build_history
    from gui.history import exchange

    source = tmp_path / "large" / FILE_NAME
    source.parent.mkdir()
    build_history(source, 5000)
    path = tmp_path / "large.json"
    path.write_text(exchange.export_json(HistoryStore(source)), encoding="utf-8")
    return path


def test_a_large_import_runs_in_the_worker_with_progress_and_the_window_goes_on(qtbot, window, count_game,
                                                                                 monkeypatch, large_export):
    from PySide6.QtCore import QTimer

    finish_count(window)
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(large_export), ""))
    values = []  # the progress bar at each turn of the event loop during the import
    ticker = QTimer()
    ticker.timeout.connect(lambda: window.history.progress and values.append(window.history.progress.value()))
    ticker.start(0)
    window.act_import_history.trigger()
    progress = window.history.progress
    assert progress is not None and progress.isVisible() and window.history.importing()
    qtbot.waitUntil(lambda: not window.history.importing(), timeout=120_000)
    ticker.stop()
    assert len(values) >= 10  # the event loop turned all along the import
    assert values == sorted(values) and len(set(values)) >= 10  # and the bar moved forward
    assert window.history.progress is None and "5,000" in window.status_label.text().replace("5000", "5,000")
    assert len(history().games()) == 5001
    from gui.history import summary  # counted once at the import's end, the same as worked out from the games
    from gui.history.statistics import player_statistics

    store = window.history.recorder.store()
    assert summary.state(store) == "fresh"
    assert {s.player: s.tally for s in summary.player_statistics(store)} == {
        s.player: s.tally for s in player_statistics(store.games())}


@pytest.mark.parametrize("how", ["button", "escape"])
def test_cancel_stops_an_import_and_leaves_the_history_as_it_was(qtbot, window, count_game, monkeypatch,
                                                               large_export, how):
    from PySide6.QtWidgets import QPushButton

    finish_count(window)
    path = data_dir() / FILE_NAME
    before = HistoryStore(path).export_json()
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(large_export), ""))
    window.act_import_history.trigger()
    progress = window.history.progress
    qtbot.waitUntil(lambda: progress.value() > 0)  # under way
    if how == "button":
        cancel = next(button for button in progress.findChildren(QPushButton) if button.text() == "Cancel")
        qtbot.mouseClick(cancel, Qt.MouseButton.LeftButton)
    else:
        qtbot.keyClick(progress, Qt.Key.Key_Escape)
    assert window.history.progress is None
    qtbot.waitUntil(lambda: not window.history.importing(), timeout=60_000)
    assert "cancelled" in window.status_label.text() and "nothing was added" in window.status_label.text()
    assert HistoryStore(path).export_json() == before
    assert len(history().games()) == 1


def test_the_games_list_reads_a_page_and_the_next_when_scrolled_to_its_end(qtbot, window):
    from bench.history import build_history
    from gui.history.games_tab import MAX_LISTED

    window.history.close()
    build_history(data_dir() / FILE_NAME, MAX_LISTED + 50)
    window.history.show_window("games")
    tab = window.history.dialog.games_tab
    assert tab.table.rowCount() == MAX_LISTED and f"{MAX_LISTED} most recent of {MAX_LISTED + 50}" in tab.empty.text()
    bar = tab.table.verticalScrollBar()
    bar.setValue(bar.maximum())  # the player scrolls to the end of the list
    qtbot.waitUntil(lambda: tab.table.rowCount() == MAX_LISTED + 50)
    assert tab.empty.isHidden() and bar.value() < bar.maximum()  # where the player was, with more below


def test_after_a_change_to_the_past_the_counts_are_made_again_in_the_worker(qtbot, window):
    from PySide6.QtCore import QTimer

    from bench.history import build_history
    from gui.history.statistics import player_statistics

    window.history.close()
    build_history(data_dir() / FILE_NAME, 3000)
    store = window.history.recorder.store()
    store.delete_game(store.games(limit=1)[0].id)  # the newest game goes: every count after it may change
    turns = []
    ticker = QTimer()
    ticker.timeout.connect(lambda: turns.append(window.history.dialog is not None and window.history.dialog.recounter.busy))
    ticker.start(0)
    window.history.show_window()
    dialog = window.history.dialog
    assert dialog.recounter.busy and dialog.counting.isVisible()
    qtbot.waitUntil(lambda: not dialog.recounter.busy, timeout=60_000)
    ticker.stop()
    assert turns.count(True) >= 3 and dialog.counting.isHidden()  # the window went on meanwhile
    assert {name: stats.tally for name, stats in dialog.statistics.stats.items()} == {
        stats.player: stats.tally for stats in player_statistics(store.games())}
