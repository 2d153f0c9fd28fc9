"""Statistics over stored games: tallies, results against each opponent, scores, streaks, modes and periods."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from gui.history import Game, Seat
from gui.history.statistics import Tally, most_played_modes, period_start, player_statistics
from gui.history.store import HistoryStore
from tests.test_history_store import ANNA, BOB, HARD, record_json


def game(number: int, seats: list[tuple], game_id: str = "tripledomino", options=None, complete=True) -> Game:
    """A game whose seats are (player, won) or (player, won, score, rank); 'computer:<level>' names a level."""
    made = []
    for index, seat in enumerate(seats):
        name, won, score, rank = (*seat, None, 1 if seat[1] else 2)[:4] if len(seat) == 2 else seat
        made.append(Seat(index, name, "computer" if name.startswith("computer:") else "human",
                         name.partition(":")[2] or None, None, score, rank, won))
    return Game(number, f"uid{number}", game_id, options or {}, made, "", f"2025-02-{number:02d}T10:00:00+00:00",
                60.0, None, [], complete)


def by_name(games):
    return {stats.player: stats for stats in player_statistics(games)}


def test_played_won_lost_drawn_and_win_rate():
    stats = by_name([game(1, [("Anna", True), ("Bob", False)]), game(2, [("Anna", False), ("Bob", True)]),
                     game(3, [("Anna", False), ("Bob", False)]), game(4, [("Anna", True), ("computer:hard", False)])])
    anna = stats["Anna"].tally
    assert (anna.played, anna.won, anna.lost, anna.drawn) == (4, 2, 1, 1)
    assert anna.win_rate == pytest.approx(2.5 / 4)
    assert stats["computer:hard"].kind == "computer" and stats["computer:hard"].level == "hard"
    assert list(stats) == ["Anna", "Bob", "computer:hard"]  # most games first
    assert Tally().win_rate is None


def test_results_against_each_opponent_and_each_level():
    games = [game(1, [("Anna", True), ("computer:easy", False)]), game(2, [("Anna", True), ("computer:easy", False)]),
             game(3, [("Anna", False), ("computer:hard", True)]), game(4, [("Anna", True), ("Bob", False)])]
    opponents = by_name(games)["Anna"].opponents
    assert (opponents["computer:easy"].won, opponents["computer:easy"].played) == (2, 2)
    assert (opponents["computer:hard"].lost, opponents["computer:hard"].win_rate) == (1, 0.0)
    assert by_name(games)["Bob"].opponents["Anna"].lost == 1


def test_partners_do_not_count_against_each_other_and_losers_count_by_rank():
    team = game(1, [("Anna", True, None, 1), ("Bob", False, None, 3), ("Carla", True, None, 1), ("Dan", False, None, 3)])
    scored = game(2, [("Anna", True, 400, 1), ("Bob", False, 250, 2), ("Carla", False, 100, 3)])
    stats = by_name([team, scored])
    assert (stats["Anna"].opponents["Carla"].played, stats["Anna"].opponents["Carla"].won) == (1, 1)  # game 2 only
    assert "Dan" not in stats["Bob"].opponents  # both lost game 1 with the same rank
    assert (stats["Bob"].opponents["Carla"].won, stats["Bob"].opponents["Carla"].lost) == (1, 1)  # 250 beat 100


def test_scores_and_streaks():
    games = [game(n, [("Anna", won, score, 1 if won else 2), ("Bob", not won, 100, 1 if not won else 2)])
             for n, (won, score) in enumerate([(True, 300), (True, 410), (False, 90), (True, 200), (True, 250),
                                               (True, 260)], start=1)]
    anna = by_name(games)["Anna"]
    assert anna.best_score == 410 and anna.average_score == pytest.approx(1510 / 6)
    assert anna.longest_streak == 3 and anna.current_streak == 3
    assert by_name([game(1, [("Anna", False), ("Bob", False)])])["Anna"].best_score is None


def test_unfinished_games_and_a_player_in_two_seats_are_not_counted_twice():
    stats = by_name([game(1, [("Anna", True), ("Bob", False)], complete=False), game(2, [("Anna", True), ("Anna", False)])])
    assert stats["Anna"].tally.played == 1 and "Bob" not in stats and stats["Anna"].opponents == {}


def test_one_computer_level_in_every_seat_played_the_game_but_neither_won_nor_lost_it():
    hard = "computer:hard"
    stats = by_name([game(1, [(hard, False), (hard, True)], "halma"), game(2, [(hard, True), ("Anna", False)], "halma")])
    tally = stats[hard].tally
    assert (tally.played, tally.won, tally.lost, tally.drawn, tally.alone) == (2, 1, 0, 0, 1)
    assert tally.win_rate == 1.0 and stats[hard].longest_streak == 1  # the game against itself is no result
    assert list(stats[hard].opponents) == ["Anna"]


def test_a_player_in_several_seats_wins_when_one_of_them_wins_and_stands_by_the_best_against_others():
    won = game(1, [("Anna", False, None, 2), ("Anna", True, None, 1), ("Bob", False, None, 3)])
    lost = game(2, [("Anna", False, None, 2), ("Bob", True, None, 1), ("Anna", False, None, 3), ("Carla", False, None, 4)])
    drawn = game(3, [("Anna", False), ("Bob", False), ("Anna", False)])
    stats = by_name([won, lost, drawn])
    anna, bob = stats["Anna"], stats["Bob"]
    assert (anna.tally.played, anna.tally.won, anna.tally.lost, anna.tally.drawn) == (3, 1, 1, 1)
    assert (bob.tally.won, bob.tally.lost, bob.tally.drawn) == (1, 1, 1)
    assert (anna.opponents["Bob"].played, anna.opponents["Bob"].won, anna.opponents["Bob"].lost) == (3, 1, 1)
    assert (anna.opponents["Carla"].played, anna.opponents["Carla"].won) == (1, 1)  # her 2nd place beat Carla's 4th
    assert (bob.opponents["Anna"].played, bob.opponents["Anna"].drawn) == (3, 1)


def test_most_played_modes_per_game():
    games = [game(1, [("A", True), ("B", False)], options={"target": 400}),
             game(2, [("A", True), ("B", False)], options={"target": 400}),
             game(3, [("A", True), ("B", False), ("C", False)], options={"target": 400}),
             game(4, [("A", True), ("B", False)], "halma", {"board": "star"}),
             game(5, [("A", True), ("B", False)], "halma", {"board": "star"}, complete=False)]
    modes = most_played_modes(games)
    assert [(m.seats, m.options, m.count) for m in modes["tripledomino"]] == [(2, {"target": 400}, 2),
                                                                            (3, {"target": 400}, 1)]
    assert [m.count for m in modes["halma"]] == [1]


def test_periods_and_the_store_filter():
    now = datetime(2025, 3, 1, tzinfo=UTC)
    assert period_start("all", now) is None
    assert period_start("week", now) == "2025-02-22T00:00:00+00:00"
    with pytest.raises(KeyError):
        period_start("decade", now)


def test_statistics_from_real_stored_games(tmp_path):
    history = HistoryStore(tmp_path / "history.sqlite")
    for seed, (players, winners) in enumerate([((ANNA, BOB), [0]), ((ANNA, HARD), [1]), ((BOB, HARD), [])]):
        history.record_game(record_json(seed), list(players), {"winners": winners, "reason": "x", "scores": None},
                            60.0, f"2025-01-0{seed + 1}T10:00:00Z")
    stats = by_name(history.games())
    assert (stats["Anna"].tally.won, stats["Anna"].tally.lost) == (1, 1)
    assert stats["computer:hard"].opponents["Bob"].drawn == 1
    assert stats["computer:hard"].tally.played == 2
    assert by_name(history.games(since="2025-01-02T00:00:00Z"))["Anna"].tally.played == 1
