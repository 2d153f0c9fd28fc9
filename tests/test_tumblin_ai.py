"""Tumblin-Dice computer player: how each level throws and searches (behaviour, never win rates).

Time is faked where it matters: the search's clock advances by a fixed amount per simulated throw, so
"within its time" means the same on a busy machine as on an idle one.
"""

import math

import pytest

import engine
from engine.ai import Budget, SearchCancelled
from engine.rng import Rng
from engine.tumblin import Throw, ai, physics, rules
from engine.tumblin.rules import BOARD, place_of
from tests.test_tumblin import play, throws

SIM_SECONDS = 0.01  # what one simulated throw "costs" on the fake clock


@pytest.fixture
def counted(monkeypatch):
    """Count the simulations; the fake clock reads that count."""
    count = {"sims": 0}
    simulate = physics.simulate

    def counting(*args, **kwargs):
        count["sims"] += 1
        return simulate(*args, **kwargs)

    monkeypatch.setattr(physics, "simulate", counting)
    return count


def fake_budget(seconds, count, cancel=None):
    return Budget(seconds, cancel, clock=lambda: count["sims"] * SIM_SECONDS)


def mid_round():
    return play(engine.new_game("tumblin", 2, seed=2), throws(4, seed=3))


def test_hard_tries_many_more_throws_than_normal_within_its_time(counted):
    state = mid_round()
    counted["sims"] = 0
    assert isinstance(ai.choose(state, "normal", Rng(1), fake_budget(1.2, counted)), Throw)
    normal = ai.config()["levels"]["normal"]
    assert counted["sims"] == normal["candidates"] * normal["samples"] + 1  # its fixed work, then the throw played
    counted["sims"] = 0
    candidates = ai._planned_candidates(state, Rng(1), False)
    budget = fake_budget(1.2, counted)
    best, trials, screened = ai._halving_search(state, candidates, Rng(1), budget, budget.part(0.85))
    assert best in candidates
    assert trials == counted["sims"] and 1.2 * 0.85 / SIM_SECONDS - 2 <= trials <= 1.2 * 0.85 / SIM_SECONDS + 1
    assert trials > 3 * normal["candidates"] * normal["samples"]
    assert len(candidates) >= 40 and screened >= 30  # a wide screen...
    assert trials > screened + 50  # ...and most of the work for the best few


def test_hard_is_deterministic_when_its_search_finishes_early(monkeypatch):
    monkeypatch.setattr(ai, "FIXED_SAMPLES", 24)
    state = mid_round()
    first = engine.ai.choose(state, "hard", seed=5, deadline_s=60.0)
    assert engine.ai.choose(state, "hard", seed=5, deadline_s=60.0) == first


def test_hard_candidates_cover_every_target_first():
    """Cut short on a busy machine, hard still tried a throw at every level worth aiming for."""
    cfg = ai.config()
    hard, speeds = cfg["levels"]["hard"], cfg["level_speed"]
    candidates = ai._planned_candidates(mid_round(), Rng(1), False)
    assert [t.speed for t in candidates[:3]] == [speeds["4"] + hard["pad_speeds"][0],
                                                 speeds["3"] + hard["terrace_speeds"][0],
                                                 speeds["2"] + hard["terrace_speeds"][0]]


def test_trial_throws_are_never_remembered(monkeypatch):
    monkeypatch.setattr(ai, "FIXED_SAMPLES", 20)
    state = mid_round()
    rules._CACHE.clear()
    move = engine.ai.choose(state, "hard", seed=1, deadline_s=60.0)
    assert list(rules._CACHE) == [(state.to_json(), move)]  # only the throw played, with its frames
    assert len(rules._CACHE[(state.to_json(), move)].run.times) > 2


def test_cheaper_trial_settings_land_every_die_where_the_full_simulation_does():
    state = mid_round()
    trial = ai.config()["trial_simulation"]
    for throw in throws(6, seed=8):
        full = state.result(throw, remember=False).state
        cheap = state.result(throw, remember=False, trial=trial).state
        for a, b in zip(full.dice, cheap.dice):
            assert a.status == b.status
            if a.status == BOARD:
                assert place_of(a) == place_of(b)
                assert math.dist(a.pose[:3], b.pose[:3]) < 0.002


def test_easy_aims_like_a_person_at_a_spot_on_the_board():
    cfg = ai.config()
    targets = [(x, y) for x, y, _ in cfg["targets"]["pads"] + cfg["targets"]["terrace"]]
    guess = cfg["levels"]["easy"]["speed_guess"]
    for seed in range(30):
        for throw in ai._person_candidates(Rng(seed), False):
            direction = (math.cos(throw.aim / 1000), math.sin(throw.aim / 1000))
            # The line of the flick passes through one of the natural targets...
            misses = [abs((tx - throw.x) * direction[1] - (ty - throw.y) * direction[0]) for tx, ty in targets]
            assert min(misses) < 2
            # ...with about the speed that reaches that target's level.
            assert any(abs(throw.speed - speed) <= guess for speed in cfg["level_speed"].values() if isinstance(speed, int))


def test_easy_throws_mostly_land_high_on_the_board_unlike_random_flicks():
    state = engine.new_game("tumblin", 2, seed=3)
    limits = physics.board().raw["throw_limits"]

    def level(throw):
        die = state.apply(throw).dice[state.thrown_die(throw)]
        return (place_of(die).level or 0) if die.status == BOARD else 0

    easy = [level(engine.ai.choose(state, "easy", seed=seed, deadline_s=60.0)) for seed in range(12)]
    rng = Rng(4)
    random = [level(Throw(40, rng.randint(-60, 60), rng.randint(*limits["aim_mrad"]),
                          rng.randint(*limits["speed_mm_s"]))) for _ in range(12)]
    scoring = [lv for lv in easy if lv >= 1]
    assert len(scoring) >= 7 and sum(scoring) / len(scoring) >= 2  # aimed at the good levels, often reached
    assert sum(1 for lv in random if lv >= 1) <= 3


def test_cancel_stops_the_search_at_the_next_frame(counted):
    state = mid_round()
    polls = []

    def cancel():
        polls.append(1)
        return len(polls) >= 40  # somewhere inside a trial throw

    rules._CACHE.clear()
    with pytest.raises(SearchCancelled):
        ai.choose(state, "hard", Rng(1), fake_budget(2.0, counted, cancel))
    assert len(polls) == 40  # not one more frame simulated after the wish to stop
    assert not rules._CACHE


# -- win chances (issue 19) ----------------------------------------------------------------------------


@pytest.mark.parametrize("seats,options", [(2, {}), (3, {"goal": "301"}), (4, {}), (5, {"goal": "wins"}), (16, {}),
                                           (2, {"two_player_dice": "bonus", "dice": "mixed",
                                                "off_board": "negative", "all_dice_bonus": "double"})])
def test_chances_are_shares_of_a_win_and_even_at_the_start(seats, options):
    state = engine.new_game("tumblin", seats, options, seed=4)
    chances = engine.ai.evaluate(state, 5.0, seed=1)
    assert len(chances) == seats and sum(chances) == pytest.approx(1.0) and chances.best is None
    teams = state.teams
    for seat in range(seats):  # teams of equal size, partners sharing their team's win
        assert chances[seat] == pytest.approx(1 / seats, abs=0.08)
        assert all(chances[seat] == chances[other] for other in range(seats) if teams[other] == teams[seat])


def test_chances_never_simulate_a_throw_and_are_repeatable(monkeypatch):
    state = mid_round()

    def no_physics(*args, **kwargs):
        raise AssertionError("the analysis simulated a throw")

    monkeypatch.setattr(physics, "simulate", no_physics)
    first = engine.ai.evaluate(state, 5.0, seed=3)
    assert tuple(engine.ai.evaluate(state, 5.0, seed=3)) == tuple(first)
    assert sum(first) == pytest.approx(1.0)


def test_after_a_round_the_analysis_prefers_collecting_the_dice():
    state = engine.new_game("tumblin", 2, {"rounds": 2}, seed=2)
    while not state.legal_moves():
        state = play(state, throws(1, seed=state.round_no * 100 + len(state.on_board())))
    assert state.legal_moves() == [rules.NEXT_ROUND]
    chances = engine.ai.evaluate(state, 5.0)
    assert chances.best == rules.NEXT_ROUND and sum(chances) == pytest.approx(1.0)
    leader = max(range(2), key=lambda seat: state.totals[seat])
    if state.totals[0] != state.totals[1]:
        assert chances[leader] > 0.5  # one round left to play, and it leads


def test_the_model_figures_are_probabilities():
    figures = ai.config()["analysis"]
    landing = [p for level, p in figures["landing"].items() if not level.startswith("_")]
    assert sum(landing) == pytest.approx(1.0) and min(landing) >= 0
    for level, moved in figures["knocked"].items():
        if not level.startswith("_"):
            assert 0 <= moved["off"] and moved["off"] + moved["up"] <= 1
    assert all(0 <= p < 0.5 for level, p in figures["knock"].items() if not level.startswith("_"))
