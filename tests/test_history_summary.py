"""The statistics and ratings the History window reads from SQLite (`gui.history.summary`, kept up to date game by
game in `gui.history.standings`) give the figures `statistics.py` and `ratings.py` work out from the games
themselves, on a known history: people, computer levels, guests, draws, partners, one player in two seats, a
computer in every seat, scores, two games, a period; and again after a game is added, an older one is imported,
a time is changed and a game is deleted."""

from __future__ import annotations

import pytest

from gui.history import standings, statistics, summary
from gui.history.ratings import rate
from gui.history.store import HistoryStore
from tests.test_history_store import record_json

ANNA = {"name": "Anna", "colour": "red", "human": True, "level": "normal"}
BOB = {"name": "Bob", "colour": "blue", "human": True, "level": "normal"}
CARLA = {"name": "Carla", "colour": "green", "human": True, "level": "normal"}
GUEST = {"name": None, "colour": "yellow", "human": True, "level": "normal"}
EASY = {"name": "Computer", "colour": "blue", "human": False, "level": "easy"}
HARD = {"name": "Computer", "colour": "green", "human": False, "level": "hard"}

#: (game, players, winners, scores); a game every day of January 2025, in this order.
GAMES = [
    ("halma", (ANNA, BOB), [0], None),
    ("halma", (ANNA, HARD), [1], None),
    ("halma", (BOB, HARD), [], None),  # a draw
    ("halma", (ANNA, BOB, CARLA, HARD), [0, 2], None),  # partners win together
    ("halma", (ANNA, ANNA), [1], None),  # one player in both seats: alone
    ("halma", (HARD, HARD), [0], None),  # a level in every seat
    ("halma", (ANNA, GUEST), [0], None),  # against a guest: counted, not rated
    ("tripledomino", (ANNA, BOB, EASY), [1], [10, 25, 7]),
    ("tripledomino", (BOB, EASY), [1], [3, 30]),
    ("tripledomino", (ANNA, BOB, ANNA), [2], [12, 5, 20]),  # Anna's better seat wins
    ("tripledomino", (ANNA, CARLA), [], [15, 15]),
    ("halma", (CARLA, ANNA), [0], None),
    ("halma", (ANNA, CARLA), [0], None),
    ("halma", (ANNA, BOB), [0], None),
    ("halma", (BOB, CARLA, HARD), [1], None),  # two losers the game does not separate
]


def record(history: HistoryStore, number: int, game_id, players, winners, scores, day: int):
    return history.record_game(record_json(number, game_id, len(players)), list(players),
                               {"winners": winners, "reason": "x", "scores": scores}, 600.0,
                               f"2025-01-{day:02d}T10:00:00Z")


@pytest.fixture
def history(tmp_path) -> HistoryStore:
    history = HistoryStore(tmp_path / "history.sqlite")
    for number, (game_id, players, winners, scores) in enumerate(GAMES, 1):
        record(history, number, game_id, players, winners, scores, day=number + 1)
    return history


def same_figures(history: HistoryStore) -> None:
    """Every figure the window shows, read from SQLite, equals the one worked out from the games."""
    for game_id in (None, "halma", "tripledomino"):
        for since in (None, "2025-01-08T00:00:00+00:00"):
            games = history.games(game_id=game_id, since=since)
            expected = statistics.player_statistics(games)
            found = summary.player_statistics(history, game_id, since)
            assert [(s.player, s.kind, s.level, s.tally, s.longest_streak, s.current_streak, s.best_score)
                    for s in found] == [(s.player, s.kind, s.level, s.tally, s.longest_streak, s.current_streak,
                                         s.best_score) for s in expected]
            assert [s.average_score for s in found] == pytest.approx([s.average_score for s in expected])
            for stats in expected:
                assert summary.opponents(history, stats.player, game_id, since) == stats.opponents, stats.player
            assert summary.most_played_modes(history, game_id, since) == statistics.most_played_modes(games)
        # Ratings grow over all time, whatever the period shown.
        worked_out = summary.Ratings(points=rate(history.games(game_id=game_id, complete=True)))
        stored = summary.Ratings(history)
        for stats in statistics.player_statistics(history.games()):
            assert stored.series(stats.player, game_id) == worked_out.series(stats.player, game_id)
            for game in ("halma", "tripledomino"):
                if game_id in (None, game):
                    assert stored.latest(stats.player, game) == worked_out.latest(stats.player, game)


def test_the_figures_read_from_sqlite_are_those_worked_out_from_the_games(history):
    assert summary.counted(history)
    same_figures(history)
    anna = {s.player: s for s in summary.player_statistics(history)}["Anna"]
    assert anna.tally.alone == 1 and anna.longest_streak >= 2 and anna.best_score == 20


def test_they_stay_the_same_as_games_are_added_imported_changed_and_deleted(history):
    conn = history._writable()
    assert summary.counted(history)
    record(history, 40, "halma", (BOB, ANNA), [0], None, day=28)  # the newest: counted as it is written
    assert standings.fresh(conn)
    same_figures(history)
    record(history, 41, "halma", (CARLA, BOB), [1], None, day=1)  # older than the others: everything again
    assert not standings.fresh(conn)
    same_figures(history)
    assert standings.fresh(conn)
    conn.execute("UPDATE games SET finished = '2025-01-30T10:00:00+00:00' WHERE id = 1")
    same_figures(history)
    history.delete_game(history.games(game_id="tripledomino")[-1].id)
    assert not standings.fresh(conn)
    same_figures(history)


def test_an_import_counts_the_games_it_brings_in_its_own_transaction(history, tmp_path):
    fresh = HistoryStore(tmp_path / "other.sqlite")
    record(fresh, 50, "halma", (ANNA, CARLA), [1], None, day=31)
    assert fresh.import_json(history.export_json()) == len(GAMES)
    assert standings.fresh(fresh._writable())  # counted again before the import's end
    same_figures(fresh)


def test_the_list_of_games_is_read_a_page_at_a_time(history):
    every = history.games()
    assert history.games(limit=5) == every[:5] and history.count_games() == len(every)
    assert history.count_games(game_id="tripledomino", since="2025-01-10T00:00:00Z") == len(
        history.games(game_id="tripledomino", since="2025-01-10T00:00:00Z"))


def test_a_read_only_history_of_the_schema_before_the_counts_is_read_and_worked_out(history, tmp_path):
    from tests.test_history_store import BACK_TO_VERSION_3, read_only, writable

    expected = {s.player: s.tally for s in statistics.player_statistics(history.games())}
    history._writable().executescript(BACK_TO_VERSION_3)
    history.close()
    folder = tmp_path
    for leftover in folder.glob("history.sqlite-*"):
        leftover.unlink()
    paths = [folder, *folder.iterdir()]
    try:
        if not read_only(*paths):
            pytest.skip("this user can write to any folder here")
        old = HistoryStore(folder / "history.sqlite")
        assert old.read_only and not summary.counted(old)
        assert {s.player: s.tally for s in summary.player_statistics(old)} == expected
        assert not old.problems
    finally:
        writable(*paths)
