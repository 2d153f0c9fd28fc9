"""The Balance DUELS computer: legal moves in every mode, no needless tips, the cautious greedy bench player."""


import pytest

import engine
import engine.ai
from engine.balance import PASS, Place, Step, ai
from tests.test_balance_engine import position


@pytest.mark.parametrize("level", engine.LEVELS)
def test_no_tipping_move_when_a_safe_one_exists(level):
    # worked position 2: placing at S5 tips, moving S6 -> F4 is safe
    state = position(arm=[(6, 0, "L"), (-1, 1, "L")], die=5)
    for seed in range(5):
        move = engine.ai.choose(state, level, seed=seed, deadline_s=0.5)
        assert move != Place("L")


def test_greedy_passes_only_when_every_move_tips():
    state = position(arm=[(6, 0, "L"), (-1, 1, "L")], die=5)
    assert ai.greedy_choose(state) == Step(6, "L")
    trapped = position(arm=[(3, 0, "L"), (-1, 1, "L"), (4, 1, "L")], die=4)
    assert ai.greedy_choose(trapped) == PASS


@pytest.mark.parametrize("seats,options", [(3, {"mode": "team"}), (4, {"mode": "individual"})])
def test_hard_plays_legal_moves_in_multi_player_games(seats, options):
    state = engine.new_game("balance", seats, options, seed=9)
    for ply in range(12):
        if state.outcome() is not None:
            break
        move = engine.ai.choose(state, "hard", seed=ply, deadline_s=0.3)
        assert move in state.legal_moves()
        state = state.apply(move)


def test_value_of_a_won_game_is_one():
    state = position(arm=[(6, 0, "L"), (-1, 1, "L")], die=5)
    lost = state.apply(Place("L"))
    assert ai.value(lost, 1) == 1.0 and ai.value(lost, 0) == -1.0


def test_the_computer_uses_the_common_budget_and_stops_when_cancelled():
    from engine.ai import SearchCancelled

    state = position(arm=[(6, 0, "L"), (-1, 1, "L")], die=5)
    polls = []

    def cancel():
        polls.append(1)
        return len(polls) > 2  # let the search start, then stop it

    with pytest.raises(SearchCancelled):
        engine.ai.choose(state, "hard", seed=1, deadline_s=5.0, cancel=cancel)
    assert engine.ai.choose(state, "hard", seed=1, deadline_s=0.0) in state.legal_moves()  # 50 ms at least


# --------------------------------------------------------------------------- never a needless tip (issue 18)

MULTI = [(3, "team"), (4, "team"), (3, "individual"), (4, "individual")]


def _tip_choices(state):
    """(tipping moves, non-tipping moves) of the player to move; a tip that wins counts as non-tipping."""
    tipping, safe = [], []
    for move in state.legal_moves():
        (tipping if ai.tips_arm(state, state.apply(move)) else safe).append(move)
    return tipping, safe


@pytest.fixture
def quick_hard(monkeypatch):
    """The hard level looking at most two rolls and answers ahead: it chooses among the same playable moves
    as with its full search, in a fraction of the time."""
    monkeypatch.setitem(ai.weights(), "hard_deeper", [{"candidates": 2, "depth": 2}])


@pytest.mark.parametrize("seats,mode", MULTI)
def test_no_level_tips_while_a_safe_move_or_pass_exists(seats, mode, quick_hard):
    # Seeded games of mixed levels; at every position where some moves tip and others (or the pass) do not,
    # all three levels are asked. Over the four modes that is well over 200 positions.
    checked = 0
    for game in range(8):
        state = engine.new_game("balance", seats, {"mode": mode}, seed=game)
        levels = [engine.LEVELS[(game + seat) % 3] for seat in range(seats)]
        ply = 0
        while state.outcome() is None:
            tipping, safe = _tip_choices(state)
            played = None
            if tipping and safe:
                checked += 1
                for level in engine.LEVELS:
                    move = engine.ai.choose(state, level, seed=ply, deadline_s=5.0)
                    assert move not in tipping, (level, engine.move_to_text(state, move), state.to_json())
                    if level == levels[state.to_move]:
                        played = move
            if played is None:
                played = engine.ai.choose(state, levels[state.to_move], seed=ply, deadline_s=5.0)
            state = state.apply(played)
            ply += 1
    print(f"{seats} seats, {mode}: {checked} positions checked")
    assert checked >= 50


def test_hard_does_not_tip_to_restart_a_lost_race_in_a_team_game():
    # 4 seats, A+B have tipped once; C+D (seat 2 to move) are behind A's black colour in the race. M@S5 and
    # L:S1-S6 tip, which would clear the arm for a new round (the old search liked that reset); L:S7-F5 keeps
    # the arm up.
    state = position(seats=4, options={"mode": "team"}, to_move=2, die=5, must_move=(2, 3),
                     alive=(True, False, True, True), tips=(1, 0),
                     arm=[(-7, 2, "L"), (-5, 0, "L"), (-3, 0, "M"), (-3, 0, "M"), (-2, 2, "M"), (-1, 2, "L"),
                          (2, 3, "L"), (5, 3, "M"), (7, 0, "L")])
    for level in engine.LEVELS:
        for seed in range(3):
            assert engine.ai.choose(state, level, seed=seed, deadline_s=5.0) == Step(7, "L")


def test_a_tip_that_wins_is_played():
    # The last pawn home leans the arm over, but the winner's free final arrangement stands: a win, not a tip.
    state = position(to_move=0, die=4, must_move=(1,),
                     arm=[(-6, 0, "L"), (-6, 1, "L"), (-5, 0, "L"), (-4, 0, "L"), (-2, 0, "L"), (-1, 0, "L"),
                          (3, 1, "L"), (3, 1, "L"), (5, 1, "L"), (6, 0, "L"), (7, 1, "L")])
    win = Step(6, "L")
    assert state.physics.tips(state.physics.moment((x, s) for x, _, s in state.arm_after(win)))
    assert not ai.tips_arm(state, state.apply(win))
    for level in engine.LEVELS:
        assert engine.ai.choose(state, level, seed=1, deadline_s=5.0) == win


def test_easy_passes_rather_than_tips():
    trapped = position(arm=[(3, 0, "L"), (-1, 1, "L"), (4, 1, "L")], die=4)
    assert _tip_choices(trapped)[1] == [PASS]
    for seed in range(5):
        assert engine.ai.choose(trapped, "easy", seed=seed, deadline_s=1.0) == PASS


@pytest.mark.parametrize("seats,options", [(2, {}), (4, {"mode": "team"}), (4, {"mode": "individual"})])
def test_games_between_the_levels_end_by_a_tip_or_all_home(seats, options):
    # Nobody stalls: passing is never a way to sit out the game (the rules' cap of 1000 turns is a draw).
    state = engine.new_game("balance", seats, options, seed=5)
    ply = 0
    while state.outcome() is None:
        level = engine.LEVELS[(state.to_move + 2) % 3]
        state = state.apply(engine.ai.choose(state, level, seed=ply, deadline_s=5.0))
        ply += 1
    assert state.outcome().reason in ("tipped", "home", "two_tips") and state.turns < 300


# --------------------------------------------------------------------------- win chances (issue 19)

MODES = [(2, {}), (2, {"pawns": 8, "model": "C"}), (3, {"mode": "team"}), (4, {"mode": "team"}),
         (3, {"mode": "individual"}), (4, {"mode": "individual"})]


@pytest.mark.parametrize("seats,options", MODES)
def test_chances_are_shares_of_a_win_and_the_best_move_is_legal(seats, options):
    state = engine.new_game("balance", seats, options, seed=4)
    for _ in range(6):
        state = state.apply(ai.greedy_choose(state))
    chances = engine.ai.evaluate(state, 5.0, seed=2)
    assert len(chances) == seats and all(0.0 <= c <= 1.0 for c in chances)
    assert sum(chances) == pytest.approx(1.0)
    assert chances.best in state.legal_moves()
    if options.get("mode") == "team":  # partners share their side's win
        assert chances[0] == chances[1]
        if seats == 4:
            assert chances[2] == chances[3]


def test_chances_at_the_start_of_a_duel_are_about_even():
    # One start can favour a seat (its first roll), and the first to move wins a little more often (56% of 300
    # greedy games), but over many starts neither seat is far ahead.
    starters = []
    for seed in range(8):
        state = engine.new_game("balance", 2, seed=seed)
        starters.append(engine.ai.evaluate(state, 5.0, seed=seed)[state.to_move])
    assert 0.4 < sum(starters) / len(starters) < 0.7


def test_chances_are_repeatable_and_never_read_the_dice_to_come():
    state = engine.new_game("balance", 4, {"mode": "individual"}, seed=3)
    for _ in range(9):
        state = state.apply(ai.greedy_choose(state))
    first = engine.ai.evaluate(state, 5.0, seed=7)
    assert tuple(engine.ai.evaluate(state, 5.0, seed=7)) == tuple(first)
    # Other futures for the state's own dice change nothing: the analysis rolls its own.
    for seed in (1, 2, 3, 12345):
        other = engine.ai.evaluate(state.reseeded(seed), 5.0, seed=7)
        assert tuple(other) == tuple(first) and other.best == first.best


def test_the_quick_verdict_of_the_playouts_agrees_with_playing_the_move():
    for seats, options in MODES:
        state = engine.new_game("balance", seats, options, seed=8)
        while state.outcome() is None:
            for move in state.legal_moves():
                if move != PASS:
                    assert ai._quick_verdict(state, move) == ai._immediate(state, move)
            state = state.apply(ai.greedy_choose(state))
