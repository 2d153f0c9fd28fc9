"""Glicko-2 ratings: Glickman's worked example, anchors (measured per game, read from a file), multi-seat games and
rating histories from the store."""

from __future__ import annotations

import json

import pytest

from gui.history import Game, Seat, ratings
from gui.history.ratings import ANCHORS, Rating, anchors_for, pairwise_results, rate, update
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
    assert all(p.rating > anchors_for("halma")["easy"] for p in anna)
    assert all(a.rating < b.rating and a.rd > b.rd for a, b in zip(anna, anna[1:]))
    assert {p.rating for p in history[("computer:easy", "halma")]} == {anchors_for("halma")["easy"]}


def test_anchors_stay_fixed_and_can_be_overridden():
    games = [game(n, [("Anna", True), ("computer:hard", False)]) for n in range(1, 6)]
    assert {p.rating for p in rate(games)[("computer:hard", "halma")]} == {anchors_for("halma")["hard"]}
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


def test_a_player_in_several_seats_is_rated_once_by_the_best_and_never_against_themself():
    assert pairwise_results(game(1, [("computer:hard", False), ("computer:hard", True)]).seats) == []
    assert pairwise_results(game(2, [("Anna", False), ("Anna", False)]).seats) == []  # a draw against herself
    several = game(3, [("Anna", False), ("Bob", False), ("Anna", True)]).seats
    assert sorted(pairwise_results(several)) == [("Anna", "Bob", 1.0), ("Bob", "Anna", 0.0)]
    drawn = game(4, [("Anna", False), ("Bob", False), ("Anna", False)]).seats
    assert sorted(pairwise_results(drawn)) == [("Anna", "Bob", 0.5), ("Bob", "Anna", 0.5)]
    history = rate([game(5, [("Anna", True), ("Anna", False)]), game(6, [("Anna", False), ("Bob", False), ("Anna", True)])])
    assert [point.game for point in history[("Anna", "halma")]] == [6]


def test_unfinished_games_are_not_rated_and_the_store_feeds_the_ratings(tmp_path):
    store = HistoryStore(tmp_path / "history.sqlite")
    for seed in range(1, 4):
        store.record_game(record_json(seed), [ANNA, HARD], {"winners": [0], "reason": "home", "scores": None}, 60)
    store.record_game(record_json(9), [ANNA, BOB], None, 60)
    history = rate(store.games())
    assert len(history[("Anna", "halma")]) == 3 and ("Bob", "halma") not in history
    assert history[("Anna", "halma")][-1].rating > 1500


def anchors_document(games: dict) -> dict:
    return {"format": "ludoteca-anchors", "version": 1, "measured": "2026-11-25", "seconds_per_move": 2.0,
            "base": {"normal": 1500}, "games": games}


@pytest.fixture
def anchors_file(tmp_path, monkeypatch):
    """Points the ratings at a file of the test's own, read afresh; the real file is read again afterwards."""
    path = tmp_path / "anchors.json"
    monkeypatch.setattr(ratings, "anchors_file", lambda: path)
    ratings.measured_anchors.cache_clear()
    yield path
    ratings.measured_anchors.cache_clear()


def test_the_anchors_file_is_read_per_game_and_once(anchors_file):
    halma = {"easy": 1000, "normal": 1500, "hard": 2100, "mode": "star, 2 players", "games_per_pairing": 4}
    abalone = {"easy": 1150.0, "normal": 1500, "hard": 1900}
    anchors_file.write_text(json.dumps(anchors_document({"halma": halma, "abalone": abalone})), encoding="utf-8")
    assert anchors_for("halma") == {"easy": 1000.0, "normal": 1500.0, "hard": 2100.0}
    assert anchors_for("balance") == ANCHORS  # not measured: the proposals
    history = rate([game(1, [("Anna", True), ("computer:hard", False)]),
                    game(2, [("Anna", True), ("computer:hard", False)], "abalone"),
                    game(3, [("Anna", False), ("computer:hard", True)], "balance")])
    assert [history[("computer:hard", g)][0].rating for g in ("halma", "abalone", "balance")] == [2100, 1900, 1800]
    assert rate([game(4, [("Anna", True), ("computer:hard", False)])], {"hard": 1234.0})[
        ("computer:hard", "halma")][0].rating == 1234.0  # a flat mapping still applies to every game
    anchors_file.write_text("{}", encoding="utf-8")
    assert anchors_for("halma")["hard"] == 2100.0  # cached after the first read


@pytest.mark.parametrize("text", [
    None,  # no file
    "not json",
    json.dumps(anchors_document({"halma": {"easy": 1000, "normal": 1500}})),
    json.dumps(anchors_document({"halma": {"easy": 1000, "normal": 1500, "hard": "1800"}})),
    json.dumps(anchors_document({"halma": {"easy": 1000, "normal": 1500, "hard": True}})),
    json.dumps(anchors_document({"halma": {"easy": -1, "normal": 1500, "hard": 1800}})),
    json.dumps(anchors_document({"halma": {"easy": 1000, "normal": 1500, "hard": 4000.5}})),
    json.dumps(anchors_document({"halma": {"easy": 1000, "normal": 1500, "hard": 1800},
                                 "abalone": {"easy": 1000, "normal": 1500, "hard": float("nan")}})),
    json.dumps(anchors_document({"halma": {"easy": 1000, "normal": 1500, "hard": 1800}})).replace("1800", "1e400"),
    json.dumps(anchors_document({"halma": {"easy": 1000, "normal": 1500, "hard": float("inf")}})),
    json.dumps(anchors_document({"halma": [1000, 1500, 1800]})),
    json.dumps(anchors_document([])),
    json.dumps({**anchors_document({"halma": {"easy": 1000, "normal": 1500, "hard": 1800}}), "version": 2}),
    json.dumps({**anchors_document({"halma": {"easy": 1000, "normal": 1500, "hard": 1800}}), "format": "other"}),
    "[1, 2, 3]",
])
def test_a_missing_or_malformed_anchors_file_falls_back_to_the_proposals(anchors_file, text):
    if text is not None:
        anchors_file.write_text(text, encoding="utf-8")
    assert anchors_for("halma") == ANCHORS == {"easy": 1200.0, "normal": 1500.0, "hard": 1800.0}


def test_the_measured_anchors_are_used_as_the_file_says_them():
    raw = json.loads(ratings.anchors_file().read_text(encoding="utf-8"))
    assert raw["format"] == "ludoteca-anchors" and raw["seconds_per_move"] > 0
    assert set(raw["games"]) == {"balance", "abalone", "equilibrix", "tumblin", "tripledomino", "halma"}
    for game_id, entry in raw["games"].items():
        measured = anchors_for(game_id)
        assert measured == {level: entry[level] for level in ("easy", "normal", "hard")} and measured["normal"] == 1500
        if entry["easy"] < entry["normal"] < entry["hard"]:
            assert measured["easy"] < measured["normal"] < measured["hard"]


def test_volatility_and_deviation_stay_bounded_however_results_swing():
    """A player left with a huge volatility by a long run of swinging results (the ratings of bench/history.py's
    100,000 games overflowed that way) comes back within bounds at their next game."""
    from gui.history.ratings import INITIAL_RD, MAX_VOLATILITY, Rating, update

    after = update(Rating(1500.0, 30.0, 5.0), [(Rating(), 1.0)])
    assert after.volatility <= MAX_VOLATILITY and after.rd <= INITIAL_RD and 1500 < after.rating < 1700
