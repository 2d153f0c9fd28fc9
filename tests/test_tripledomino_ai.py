"""The Triple Domino computer players: greedy scoring, no peeking at hidden tiles, drawing when stuck.

The hard level samples until its budget runs out; here the budget's clock stands still, so it always takes
all its samples and its choices do not depend on the speed of the machine. How fast it is belongs to
bench/tripledomino.py.
"""

import pytest

import engine
from engine import Rng
from engine.ai import Budget
from engine.tripledomino import DRAW, PASS, Place, ai
from tests.test_tripledomino_rules import HEX_RING, hexagon_state, make, numbers_in, useless_pool


def choose(state, level, seed=0):
    """What `engine.ai.choose(state, level, seed)` answers, on a clock that stands still."""
    return ai.choose(state, level, Rng(seed), Budget(2.0, clock=lambda: 0.0))


def test_the_game_ai_takes_the_shared_rng_and_budget():
    state = engine.new_game("tripledomino", 2, seed=5)
    for level in engine.LEVELS:
        assert engine.ai.choose(state, level, seed=2) in state.legal_moves()
    with pytest.raises(engine.ai.SearchCancelled):
        engine.ai.choose(state, "hard", seed=2, cancel=lambda: True)


def test_normal_and_hard_take_the_hexagon():
    state = hexagon_state()
    hexagon = Place(numbers_in(HEX_RING[5]), HEX_RING[5])
    assert choose(state, "normal") == hexagon
    assert choose(state, "hard", seed=3) == hexagon


@pytest.mark.parametrize("level", engine.LEVELS)
def test_stuck_players_draw_then_pass(level):
    state = make(hands=[[(0, 0, 0)], [(3, 3, 3)]], placed=[((0, 0), (1, 2, 3), 1)],
                 pool=useless_pool((0, 0, 0), (3, 3, 3), (1, 2, 3)))
    for _ in range(3):
        assert choose(state, level, seed=1) == DRAW
        state = state.apply(DRAW)
    assert choose(state, level, seed=1) == PASS


def test_hard_does_not_peek_at_hidden_tiles():
    """Shuffling what the others hold and the pool's order never changes the hard choice."""
    start = engine.new_game("tripledomino", 2, seed=21)
    state = start
    for _ in range(8):
        state = state.apply(choose(state, "normal", seed=1))
    while state.to_move != 0 or not any(isinstance(m, Place) for m in state.legal_moves()):
        state = state.apply(choose(state, "normal", seed=1))
    hidden = sorted(set(state.pool) | set(state.hands[1]))
    swapped_hand = tuple(hidden[:len(state.hands[1])])
    swapped_pool = tuple(reversed(hidden[len(state.hands[1]):]))
    other = make(hands=[state.hands[0], swapped_hand], placed=state.placed, pool=swapped_pool, turn=0)
    assert other.hands[1] != state.hands[1] and other.pool != state.pool
    assert sorted(other.pool + other.hands[1]) == hidden
    assert choose(state, "hard", seed=4) == choose(other, "hard", seed=4)



# ---------------------------------------------------------------------------------------- the hard level

FAST = {"max_samples": 12, "min_samples": 12}  # fewer deals: the same search, quicker tests


def hard(state, seed=0, params=None):
    return ai.choose(state, "hard", Rng(seed), Budget(2.0, clock=lambda: 0.0), params)


def positions(seed, options=None, plies=400):
    """Positions of a game between normal players (the seat to move has a choice to make)."""
    state = engine.new_game("tripledomino", 2, options=options, seed=seed)
    for ply in range(plies):
        if state.outcome() is not None:
            return
        yield state
        state = state.apply(choose(state, "normal", seed=ply))


def test_hard_takes_the_bridge_and_the_double_link_when_clearly_best():
    bridge_layout = [((0, 0), (1, 2, 3), 1), ((3, -1), (2, 2, 2), 1)]
    state = make(hands=[[(1, 2, 2), (0, 1, 1), (0, 0, 0)], [(3, 3, 3)]], placed=bridge_layout)
    bridge = Place((1, 2, 2), (1, 0))
    assert state.score_of(bridge).total == 35 and len(state.legal_moves()) > 2
    assert choose(state, "hard", seed=2) == bridge
    link_layout = [((0, 0), (1, 2, 3), 1), ((2, 0), (2, 5, 2), 1)]
    state = make(hands=[[(1, 2, 2), (1, 1, 3), (0, 0, 0)], [(3, 3, 3)]], placed=link_layout)
    link = Place((1, 2, 2), (1, 0))
    assert state.score_of(link).total == 30 and len(state.legal_moves()) > 2
    assert choose(state, "hard", seed=2) == link


def test_hard_goes_out_with_a_bonus_rather_than_keep_a_tile():
    state = hexagon_state()  # seat 0: the hexagon's sixth tile and 0-0-0
    state = make(hands=[[state.hands[0][0]], [(3, 3, 3), (4, 4, 4)]], placed=state.placed)
    assert choose(state, "hard", seed=1) == Place(numbers_in(HEX_RING[5]), HEX_RING[5])


@pytest.mark.parametrize("rules", ["schmidt", "triominos"])
def test_hard_never_draws_or_passes_while_a_tile_fits(rules):
    for i, state in enumerate(positions(31, {"rules": rules, "target": 400})):
        if i % 3:
            continue
        move = hard(state, seed=i, params=FAST)
        assert move in state.legal_moves()
        if any(isinstance(m, Place) for m in state.legal_moves()):
            assert isinstance(move, Place), (i, move)
        else:
            assert move == (DRAW if DRAW in state.legal_moves() else PASS)


def test_hard_places_a_drawn_tile_that_fits():
    state = make(hands=[[(0, 0, 0)], [(3, 3, 3)]], placed=[((0, 0), (1, 2, 3), 1)],
                 pool=useless_pool((0, 0, 0), (3, 3, 3), (1, 2, 3), (1, 2, 2)) + [(1, 2, 2)])
    state = state.apply(DRAW)
    assert state.drawn == (1, 2, 2) and DRAW in state.legal_moves()
    assert isinstance(hard(state, seed=1), Place)


@pytest.mark.parametrize("rules", ["schmidt", "triominos"])
def test_hard_uses_its_own_hand_only(rules):
    """Dealing the hidden tiles differently (the other hand and the pool's order) never changes its choice."""
    checked = 0
    for i, state in enumerate(positions(44, {"rules": rules})):
        if i % 2 or not state.placed or len(state.placeable_tiles()) < 2:
            continue
        me, other = state.turn, 1 - state.turn
        hidden = sorted(set(state.pool) | set(state.hands[other]))
        Rng(i).shuffle(hidden)
        hands = [None, None]
        hands[me], hands[other] = state.hands[me], tuple(hidden[:len(state.hands[other])])
        swapped = make(hands=hands, placed=state.placed, pool=hidden[len(state.hands[other]):], turn=me,
                       options={"rules": rules}, round_points=state.round_points)
        assert swapped.hands[other] != state.hands[other]
        assert hard(state, seed=i, params=FAST) == hard(swapped, seed=i, params=FAST)
        checked += 1
    assert checked >= 6


def test_hard_is_repeatable_for_a_seed():
    for i, state in enumerate(positions(8, plies=30)):
        if i % 5 == 0:
            assert hard(state, seed=i, params=FAST) == hard(state, seed=i, params=FAST)


def test_hard_uses_more_deals_when_it_has_more_time():
    state = next(s for s in positions(12) if len(s.legal_moves()) > 6 and s.placed)
    ticks = iter(range(10 ** 9))
    clock = lambda: next(ticks) * 0.001  # noqa: E731 - a clock that moves a millisecond each time it is read
    params = {"max_samples": 10 ** 6, "min_samples": 2, "stop_z": 0, "prune": [], "seconds": 100}
    counts = []
    for seconds in (0.01, 0.04):
        ai.choose(state, "hard", Rng(1), Budget(seconds, clock=clock), params)
        counts.append(ai.LAST["samples"])
    assert 2 <= counts[0] < counts[1]


def test_hard_stops_promptly_when_cancelled():
    state = next(s for s in positions(12) if len(s.legal_moves()) > 6 and s.placed)
    calls = iter(range(10 ** 9))
    with pytest.raises(engine.ai.SearchCancelled):
        ai.choose(state, "hard", Rng(1), Budget(2.0, cancel=lambda: next(calls) > 3, clock=lambda: 0.0))


def test_easy_makes_natural_moves():
    """A beginner: any of the better half of the placements by points now, never the worst of many."""
    for i, state in enumerate(positions(5)):
        places = [m for m in state.legal_moves() if isinstance(m, Place)]
        if len(places) < 4:
            continue
        move = choose(state, "easy", seed=i)
        worse = sum(ai.immediate(state, m) < ai.immediate(state, move) for m in places)
        better = sum(ai.immediate(state, m) > ai.immediate(state, move) for m in places)
        assert better <= len(places) // 2 + 1 and (worse > 0 or better == 0)


def test_what_hard_infers_about_the_other_hand_is_sound():
    """A seat that laid nothing on its turn had no tile fitting the table then: the tiles hard deals it
    from that are a superset of what it really holds (normal players lay a drawn tile that fits)."""
    inferred = 0
    for rules in ("schmidt", "triominos"):
        for state in positions(3, {"rules": rules}):
            if not state.placed:
                continue
            hidden = ai.unseen(state)
            for seat, (count, allowed) in ai._lacks(state, hidden).items():
                assert seat != state.turn and set(allowed) <= set(hidden)
                assert sum(t in allowed for t in state.hands[seat]) >= count
                inferred += 1
    assert inferred > 5


# ---------------------------------------------------------------------------------------- win chances (issue 19)


def chances(state, seed=0):
    """What `engine.ai.evaluate` asks of the game, on a clock that stands still."""
    return ai.chances(state, Rng(seed), Budget(2.0, clock=lambda: 0.0))


@pytest.mark.parametrize("seats,options", [(2, {}), (3, {"target": 200}), (4, {"rules": "triominos"}), (6, {})])
def test_chances_are_shares_of_a_win_and_the_best_move_is_legal(seats, options):
    state = engine.new_game("tripledomino", seats, options, seed=seats)
    for ply in range(3 * seats):
        result = chances(state, seed=ply)
        assert len(result) == seats and all(0.0 <= c <= 1.0 for c in result)
        assert sum(result) == pytest.approx(1.0)
        assert result.best in state.legal_moves()
        state = state.apply(choose(state, "normal", seed=ply))


def test_a_solitaire_game_is_always_won_by_its_only_player():
    state = engine.new_game("tripledomino", 1, seed=3)
    result = engine.ai.evaluate(state, 1.0)
    assert tuple(result) == (1.0,) and result.best in state.legal_moves()


def test_a_stuck_player_is_advised_to_draw_then_pass():
    state = make(hands=[[(0, 0, 0)], [(3, 3, 3)]], placed=[((0, 0), (1, 2, 3), 1)],
                 pool=useless_pool((0, 0, 0), (3, 3, 3), (1, 2, 3)))
    for _ in range(3):
        assert chances(state).best == DRAW
        state = state.apply(DRAW)
    assert chances(state).best == PASS


def test_chances_never_peek_at_hidden_tiles_and_are_repeatable():
    """Another deal of what the seat to move cannot see gives the same chances; the same seed, the same answer."""
    state = engine.new_game("tripledomino", 2, seed=21)
    for ply in range(9):
        state = state.apply(choose(state, "normal", seed=ply))
    mover, other_seat = state.to_move, 1 - state.to_move
    hidden = sorted(set(state.pool) | set(state.hands[other_seat]))
    hands = [None, None]
    hands[mover], hands[other_seat] = state.hands[mover], tuple(hidden[:len(state.hands[other_seat])])
    other = make(hands=hands, placed=state.placed, pool=tuple(reversed(hidden[len(hands[other_seat]):])), turn=mover,
                 round_points=state.round_points)
    assert other.hands[other_seat] != state.hands[other_seat]
    assert tuple(chances(state, seed=3)) == tuple(chances(other, seed=3)) == tuple(chances(state, seed=3))


def test_a_lead_on_the_score_sheet_shows_in_the_chances():
    import json

    state = engine.new_game("tripledomino", 2, seed=8)
    for ply in range(4):
        state = state.apply(choose(state, "normal", seed=ply))
    seat = state.to_move
    data = json.loads(state.to_json())
    data["data"]["round"] = 2
    data["data"]["history"] = [{"points": [120 if s == seat else 20 for s in range(2)], "end": "out", "seat": seat}]
    ahead = engine.from_json(json.dumps(data))
    assert chances(ahead)[seat] > chances(state)[seat] + 0.2
