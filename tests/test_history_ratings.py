"""Glicko-2 ratings: Glickman's worked example, anchors, multi-seat games and rating histories from the store."""

from __future__ import annotations

import pytest

from gui.history import Game, Seat
from gui.history.ratings import ANCHORS, Rating, pairwise_results, rate, update
from gui.history.store import HistoryStore
from tests.test_history_store import ANNA, BOB, HARD, record_json


def game(number: int, seats: list[tuple[str, bool]], game_id: str = "halma") -> Game:
    """A finished game whose seats are (player, won); players named 'computer:<level>' are computer levels."""
    made = [Seat(index, name, "computer" if name.startswith("computer:") else "human",
                 name.partition(":")[2] or None, None, None, 1 if won else 2, won)
            for index, (name, won) in enumerate(seats)]
    return Game(number, f"uid{number}", game_id, {}, made, "", f"2025-01-{number:02d}T10:00:00+00:00", 60.0,
                None, [], True)


def test_glickmans_worked_example():
    after = update(Rating(1500, 200, 0.06), [(Rating(1400, 30), 1), (Rating(1550, 100), 0), (Rating(1700, 300), 0)])
    assert after.rating == pytest.approx(1464.06, abs=0.02)
    assert after.rd == pytest.approx(151.52, abs=0.01)
    assert after.volatility == pytest.approx(0.05999, abs=0.00001)


def test_a_player_who_always_beats_easy_rises_above_it_one_point_per_game():
    games = [game(n, [("Anna", True), ("computer:easy", False)]) for n in range(1, 11)]
    history = rate(reversed(games))  # any order: rated by date
    anna = history[("Anna", "halma")]
    assert [p.game for p in anna] == list(range(1, 11))
    assert all(p.rating > ANCHORS["easy"] for p in anna)
    assert all(a.rating < b.rating and a.rd > b.rd for a, b in zip(anna, anna[1:]))
    assert {p.rating for p in history[("computer:easy", "halma")]} == {ANCHORS["easy"]}


def test_anchors_stay_fixed_and_can_be_overridden():
    games = [game(n, [("Anna", True), ("computer:hard", False)]) for n in range(1, 6)]
    assert {p.rating for p in rate(games)[("computer:hard", "halma")]} == {1800.0}
    assert {p.rating for p in rate(games, {"hard": 2100.0})[("computer:hard", "halma")]} == {2100.0}


def test_ratings_are_kept_per_game():
    history = rate([game(1, [("Anna", True), ("Bob", False)]), game(2, [("Anna", False), ("Bob", True)], "abalone")])
    assert history[("Anna", "halma")][0].rating > 1500 > history[("Anna", "abalone")][0].rating


def test_pairs_winners_against_losers_partners_and_draws():
    partners = game(1, [("A", True), ("B", False), ("C", True), ("D", False)]).seats
    assert sorted(pairwise_results(partners)) == sorted(
        [("A", "B", 1.0), ("A", "D", 1.0), ("C", "B", 1.0), ("C", "D", 1.0),
         ("B", "A", 0.0), ("D", "A", 0.0), ("B", "C", 0.0), ("D", "C", 0.0)])
    draw = game(2, [("A", False), ("B", False), ("C", False)]).seats
    assert len(pairwise_results(draw)) == 6 and {score for *_, score in pairwise_results(draw)} == {0.5}
    history = rate([game(3, [("A", False), ("B", False)])])
    assert history[("A", "halma")][0].rating == pytest.approx(1500)


def test_unfinished_games_are_not_rated_and_the_store_feeds_the_ratings(tmp_path):
    store = HistoryStore(tmp_path / "history.sqlite")
    for seed in range(1, 4):
        store.record_game(record_json(seed), [ANNA, HARD], {"winners": [0], "reason": "home", "scores": None}, 60)
    store.record_game(record_json(9), [ANNA, BOB], None, 60)
    history = rate(store.games())
    assert len(history[("Anna", "halma")]) == 3 and ("Bob", "halma") not in history
    assert history[("Anna", "halma")][-1].rating > 1500
