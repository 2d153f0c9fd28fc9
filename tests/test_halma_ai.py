"""Halma and Chinese checkers: how the computer players behave (never win rates, never wall-clock figures)."""

import math
import random

import pytest

import engine
import engine.ai
from engine.ai.budget import Budget
from engine.halma import PASS, SPEC, HalmaState
from engine.halma import ai as halma_ai
from engine.halma import geometry as geo
from engine.halma.rules import EMPTY, FILLED
from engine.rng import Rng


def solo(pegs=10):
    """Seat 0's pegs at home and nobody else on the 2-player star (seat 1 has no pegs and passes)."""
    start = engine.new_game("halma", 2, {"pegs": pegs}, seed=1)
    board = tuple(EMPTY if owner == 1 else owner for owner in start.board)
    return HalmaState(2, start.options, start.rng.copy(), board, 0)


class StepClock:
    """A clock that moves on by `step` seconds each time it is read: time that does not depend on the machine."""

    def __init__(self, step):
        self.now, self.step = 0.0, step

    def __call__(self):
        self.now += self.step
        return self.now


@pytest.mark.parametrize(("kind", "seats", "options"), [
    (geo.STAR, 2, {}), (geo.STAR, 3, {"no_stop_foreign": True}), (geo.SQUARE, 2, {}), (geo.SQUARE, 4, {}),
    (geo.STAR, 6, {"no_stop_foreign": True}),
])
def test_the_ais_move_generation_is_the_rules_own(kind, seats, options):
    """Random crowded positions, pegs inside their targets too: the search's fast move generation finds exactly
    the destinations of `Rules.reachable`."""
    rnd = random.Random(seats)
    state = engine.new_game("halma", seats, {"board": kind, **options}, seed=1)
    reach = halma_ai._Reach(state.rules)
    assert reach.fast
    holes = len(state.layout.board)
    for _ in range(40):
        board = [EMPTY] * holes
        for index, hole in enumerate(rnd.sample(range(holes), rnd.randint(10, seats * state.layout.pegs))):
            board[hole] = index % seats
        for origin in (h for h in range(holes) if board[h] != EMPTY):
            seat = board[origin]
            fast = reach(board, origin, seat)
            assert len(fast) == len(set(fast))
            assert set(fast) == set(state.rules.reachable(board, origin, seat))


def test_the_race_plan_crosses_the_star_alone_quickly():
    """With nobody in the way the player plans alone: the beam search's first plan is close to the proven
    optimum of 27 moves even with a narrow beam, and planning again before every move brings the last peg home
    sooner still (wider beams, as hard has the time for, get within two or three moves of the optimum)."""
    state = solo()
    search = halma_ai._Search(state, 10, Budget(1e9))
    assert search.racing(2)
    plan = search.race([24], 0.0, 60)
    assert plan is not None and plan[0] <= 50
    moves = 0
    while state.outcome() is None:
        if state.to_move == 1:
            state = state.apply(PASS)
            continue
        search = halma_ai._Search(state, 10, Budget(1e9))
        step = search.race([24], 0.0, 60)
        state = state.apply(state.legal_move(step[1], step[2]))
        moves += 1
    assert state.outcome().winners == (0,) and moves <= 34 < plan[0]


def test_hard_uses_its_time_when_the_armies_meet():
    """Hard keeps deepening until its time is up (a clock stepping 2 ms a read, 0.3 s to spend), while easy
    stops after its one ply."""
    state = engine.new_game("halma", 2, seed=3)
    rnd = random.Random(3)
    for _ in range(16):
        state = state.apply(rnd.choice([m for m in state.legal_moves() if m != PASS]))
    used = {}
    for level in ("easy", "hard"):
        clock = StepClock(0.002)
        halma_ai.choose(state, level, Rng(1), Budget(0.3, clock=clock))
        used[level] = clock.now
    assert used["hard"] >= 0.3 * halma_ai.PARAMS["levels"]["hard"]["time_share"]
    assert used["easy"] < 0.1


@pytest.mark.parametrize("level", [*engine.LEVELS, "mixed"])
@pytest.mark.parametrize(("kind", "seats"), [(geo.STAR, 2), (geo.STAR, 3), (geo.STAR, 4), (geo.STAR, 6),
                                             (geo.SQUARE, 2), (geo.SQUARE, 4)])
def test_no_level_ever_stalls_a_game(kind, seats, level):
    """Every level, everyone at that level (or "mixed": seat s at the level s mod 3, hard against normal with
    two players), on every board and seat count: the game ends with a full camp well before the no-progress
    rule, and no player walks a peg back and forth between the same two holes for long (a few times while
    it waits for a hole of its camp to be vacated is a fair move)."""
    state = engine.new_game("halma", seats, {"board": kind}, seed=seats)
    levels = [("hard", "normal", "easy")[s % 3] if level == "mixed" else level for s in range(seats)]
    cap = {2: 260, 3: 420, 4: 560, 6: 840}[seats] * (2 if kind == geo.SQUARE else 1)
    last = {}  # seat -> its last moves (origin, destination)
    for ply in range(cap):
        if state.outcome() is not None:
            break
        seat = state.to_move
        # A tiny budget, and a clock that steps so that the deepest levels stop early on any machine.
        move = halma_ai.choose(state, levels[seat], Rng(ply), Budget(0.02, clock=StepClock(0.005)))
        if move != PASS:
            history = last.setdefault(seat, [])
            history.append((move.origin, move.destination))
            recent = history[-24:]  # a few back-and-forth moves while waiting for a hole are fine; a dozen are not
            assert not (len(recent) == 24 and len(set(recent)) == 2 and recent[0] == recent[1][::-1]), \
                f"seat {seat} walks a peg back and forth: {recent}"
        state = state.apply(move)
    outcome = state.outcome()
    assert outcome is not None and outcome.reason == FILLED, (state.ply, state.scores())


def test_every_level_takes_a_win_in_one():
    layout = geo.layout(geo.STAR, 2)
    names = layout.board.names
    target = sorted(layout.targets[0])
    outside = next(n for h in target for n in layout.board.steps[h] if n not in layout.targets[0]
                   and n not in layout.homes[0])
    missing = next(h for h in target if outside in layout.board.steps[h])
    pegs = {0: [names[h] for h in target if h != missing] + [names[outside]],
            1: [names[h] for h in sorted(layout.homes[0])]}
    resolved = SPEC.resolve_options(2, None)
    board = [EMPTY] * len(layout.board)
    for seat, where in pegs.items():
        for name in where:
            board[layout.board.index[name]] = seat
    state = HalmaState(2, resolved, Rng(0), tuple(board), 0)
    for level in engine.LEVELS:
        move = engine.ai.choose(state, level, seed=1, deadline_s=0.5)
        assert state.apply(move).outcome().winners == (0,)


def test_easy_makes_natural_moves():
    """Easy plays like a beginner, not at random: along games of its own it never moves a peg backwards while
    some peg can go forward, and most of its moves are among the best few for progress."""
    state = engine.new_game("halma", 2, seed=9)
    good = total = 0
    for ply in range(60):
        if state.outcome() is not None:
            break
        move = engine.ai.choose(state, "easy", seed=ply, deadline_s=1.0)
        distance = state.layout.distance[state.turn]
        progress = sorted((distance[m.origin] - distance[m.destination] for m in state.legal_moves() if m != PASS),
                          reverse=True)
        mine = distance[move.origin] - distance[move.destination]
        assert mine >= 0 or progress[0] < 2, engine.move_to_text(state, move)
        good += mine >= progress[min(4, len(progress) - 1)]
        total += 1
        state = state.apply(move)
    assert good >= 0.8 * total


# --------------------------------------------------------------------------- win chances (issue 19)


def chances(state, seed=0):
    result = engine.ai.evaluate(state, 60.0, seed=seed)
    assert sum(result) == pytest.approx(1.0)
    return result


@pytest.mark.parametrize(("seats", "options"), [
    (2, {}), (2, {"pegs": 15}), (2, {"board": geo.SQUARE}), (3, {}), (4, {}), (4, {"board": geo.SQUARE}), (6, {}),
])
def test_the_chances_at_the_start_are_about_even(seats, options):
    state = engine.new_game("halma", seats, options, seed=1)
    result = chances(state)
    assert all(abs(c - 1 / seats) < 0.25 / seats for c in result), result
    assert result.best in state.legal_moves()


@pytest.mark.parametrize("seats", [4, 6])
def test_partners_share_their_sides_chance(seats):
    state = engine.new_game("halma", seats, {"partners": True}, seed=1)
    for ply in range(3 * seats):
        state = state.apply(engine.ai.choose(state, "easy", seed=ply, deadline_s=1.0))
        result = chances(state)
        for side in state.sides:
            assert result[side[0]] == pytest.approx(result[side[1]])
        assert all(0.5 / len(state.sides) - 0.2 < c * 2 < 0.5 + 0.2 for c in result), result


def test_a_partners_win_in_one_gives_each_partner_half():
    from tests.evaluations.halma import crafted, one_short

    options = {"partners": True}
    state = crafted(4, options, {1: 30, 3: 30}, finished=(2,), fixed={0: one_short(4, options)})
    assert state.outcome() is None and 2 in state.finished
    assert tuple(chances(state)) == (0.5, 0.0, 0.5, 0.0)
    ahead = crafted(4, options, {0: 2, 2: 4, 1: 30, 3: 30})
    result = chances(ahead)
    assert result[0] == result[2] > 0.4 > result[1] == result[3]


def test_a_winner_already_home_keeps_the_win_while_the_others_play_on():
    from tests.evaluations.halma import crafted

    state = crafted(3, {"play_on": True}, {0: 3, 1: 20}, finished=(2,))
    assert state.outcome() is None
    assert tuple(chances(state)) == (0.0, 0.0, 1.0)


def test_a_player_put_out_has_no_chance():
    from tests.evaluations.halma import crafted

    data = crafted(3, {"eviction": 30}, {0: 20, 1: 12, 2: 20}).to_dict()
    data["data"]["board"] = data["data"]["board"].replace("1", ".")
    data["data"]["out"] = [1]
    state = engine.state_from_dict(data)
    result = chances(state)
    assert result[1] == 0.0 and result[0] == pytest.approx(result[2], abs=0.1)


def test_the_chances_follow_the_race_and_are_deterministic():
    from tests.evaluations.halma import crafted

    leads = [chances(crafted(2, {}, {0: 20, 1: behind}))[0] for behind in (20, 17, 14, 11)]
    assert leads == sorted(leads, reverse=True) and leads[0] > 0.45 and leads[-1] < 0.3, leads
    state = crafted(3, {}, {0: 12, 1: 14, 2: 16}, turn=1)
    first, again = chances(state, seed=3), chances(state, seed=3)
    assert tuple(first) == tuple(again) and first.best == again.best and first.best in state.legal_moves()


def test_out_of_time_the_chances_still_come_with_a_legal_move():
    state = engine.new_game("halma", 2, {"board": geo.SQUARE}, seed=1)
    result = halma_ai.chances(state, Rng(1), Budget(1.0, clock=StepClock(0.05)))
    assert sum(result) == pytest.approx(1.0) and result.best in state.legal_moves()


def partner_one_move_from_home():
    """Four players with partners (0 and 2 against 1 and 3): seat 2 fills its camp with one move, seat 0 to move."""
    from tests.evaluations.halma import crafted

    options = {"partners": True}
    start = engine.new_game("halma", 4, options, seed=1)
    target, distance, steps = start.layout.targets[2], start.layout.distance[2], start.layout.board.steps
    inside = sorted(target, key=lambda h: (distance[h], h))
    outside = next(h for h in steps[inside[-1]] if h not in target)
    return crafted(4, options, {0: 12, 1: 12, 3: 12}, fixed={2: [*inside[:-1], outside]})


class LineRecorder(halma_ai._Search):
    """The search, keeping every line it plays as its moves (seat, origin, destination)."""

    def __init__(self, *args):
        super().__init__(*args)
        self.line, self.lines = [], []

    def make(self, seat, origin, destination):
        self.line.append((seat, origin, destination))
        self.lines.append(list(self.line))
        return super().make(seat, origin, destination)

    def unmake(self, seat, origin, destination, swapped):
        self.line.pop()
        super().unmake(seat, origin, destination, swapped)


def game_turns(state, line):
    """The seats the game gives the turns of `line` to, playing its moves."""
    turns = []
    for _seat, origin, destination in line:
        turns.append(state.turn)
        state = state.apply(state.legal_move(origin, destination))
    return turns


@pytest.mark.parametrize("finished", [False, True])
def test_the_look_ahead_follows_the_games_turn_order_skipping_a_finished_partner(finished):
    """Issue 33: with partners the game skips a player whose pegs are all home (0, 1, 3, 0, 1, 3… once seat 2 is);
    every line the computer looks at gives its turns to the same seats as the game would, whether seat 2 was
    home before the search or gets home in the line."""
    state = partner_one_move_from_home()
    if finished:
        home = next(m for m in state.legal_moves())  # seat 0 moves, seat 1 moves, seat 2 goes home
        state = state.apply(home)
        state = state.apply(state.legal_moves()[0])
        target = state.layout.targets[2]
        state = state.apply(next(m for m in state.legal_moves() if m.destination in target))
        state = state.apply(state.legal_moves()[0])
        assert 2 in state.finished and state.turn == 0
    search = LineRecorder(state, 3, Budget(60.0, clock=lambda: 0.0))
    for _, origin, destination, seat in search.moves(state.turn, 2):
        search.after(seat, origin, destination, 7, -math.inf, math.inf)
    lines = [line for line in search.lines if len(line) == 7]
    assert lines and all([seat for seat, _, _ in line] == game_turns(state, line) for line in lines)
    seats = {tuple(seat for seat, _, _ in line) for line in lines}
    if finished:
        assert seats == {(0, 1, 3, 0, 1, 3, 0)}
    else:  # seat 2 gets home in some lines, and has no turn after that in them
        assert (0, 1, 2, 3, 0, 1, 3) in seats and (0, 1, 2, 3, 0, 1, 2) in seats


def test_near_a_full_camp_a_narrow_plan_still_finds_the_free_holes():
    """On the square board three pegs wait beside the camp's last free holes, all as far from the corner as
    the holes: the count alone is flat there, and a beam of width 16 filled with moves that led nowhere (hard
    walked one peg back and forth until easy won). Pulled towards the free holes it plans the camp full."""
    start = engine.new_game("halma", 2, {"board": geo.SQUARE}, seed=2)
    ours = {11: (11, 12, 14, 15), 12: (12, 13, 14), 13: (12, 13, 14, 15), 14: (11, 12, 13, 14, 15), 15: (13, 14, 15)}
    board = [EMPTY] * len(start.board)
    for hole in start.layout.targets[1]:  # the other side stands in its own camp, out of the way
        board[hole] = 1
    for row, columns in ours.items():
        for column in columns:
            board[row * 16 + column] = 0
    state = HalmaState(2, start.options, start.rng.copy(), tuple(board), 0)
    assert sum(1 for h in state.layout.targets[0] if board[h] == 0) == 16
    plan = halma_ai._Search(state, 10, Budget(1e9)).beam(16, 2.5, 60)
    assert plan is not None and plan[0] <= 7


def test_a_camp_the_other_side_fills_gives_no_plan_under_parlett():
    """Under the Parlett rule the others' pegs in our camp count towards filling it, but one of ours must be
    there too: with every hole taken by the other side's pegs standing still (the start) no plan fills it, not
    even one of a single move that leaves none of ours inside."""
    start = engine.new_game("halma", 2, seed=3)
    assert start.rules.parlett
    board = [EMPTY] * len(start.board)
    for hole in start.layout.targets[0]:
        board[hole] = 1
    for hole in start.layout.homes[0]:
        board[hole] = 0
    state = HalmaState(2, start.options, start.rng.copy(), tuple(board), 0)
    search = halma_ai._Search(state, 10, Budget(1e9))
    assert search.beam(16, 2.5, 12) is None
    edge = max(start.layout.targets[0], key=lambda h: start.layout.distance[0][h])
    board[edge] = EMPTY  # one hole free at the camp's edge: one of ours in it fills the camp
    search = halma_ai._Search(HalmaState(2, start.options, start.rng.copy(), tuple(board), 0), 10, Budget(1e9))
    plan = search.beam(16, 2.5, 40)
    assert plan is not None and plan[0] <= 40


@pytest.mark.parametrize("seed", [1, 2])
def test_hard_well_ahead_races_and_beats_easy_in_at_most_34_own_moves(seed):
    """Issue 32: once its plan is `race_lead` moves shorter than easy's, hard races with easy's pegs moving in
    the plan instead of letting its search overrule the plan, and wins within 34 of its own moves (the race
    alone takes 28). On a fixed budget of work a move: the same game on any machine; each seed gives hard the
    other seat. Checked by the search all game long, hard took 35 and 34 here; racing when well ahead, 31 and 32."""
    state = engine.new_game("halma", 2, seed=seed)
    hard = seed % 2
    while state.outcome() is None and state.ply < 300:
        level = "hard" if state.to_move == hard else "easy"
        state = state.apply(engine.ai.choose(state, level, seed=seed * 7919 + state.ply, work=20_000))
    assert state.outcome().winners == (hard,)
    assert state.moves_made[hard] <= 34
