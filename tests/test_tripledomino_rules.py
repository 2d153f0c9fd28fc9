"""Triple Domino rules: dealing, the start, every bonus, drawing, both round endings, the target, solitaire."""

import json
from pathlib import Path

import pytest

import engine
from engine import BadState, IllegalMove
from engine.rng import Rng
from engine.tripledomino import DRAW, PASS, SPEC, Place
from engine.tripledomino.grid import cells_at, corners
from engine.tripledomino.layout import Layout
from engine.tripledomino.rules import BLOCKED, OUT, PLAY, TripleDominoState, canonical, orientations, start_tile
from engine.tripledomino.rules import START as START_PHASE
from engine.tripledomino.rulesets import BRIDGE, DOUBLE_LINK, HEXAGON, START, TWO_HEXAGONS, placement_score, rules_for
from engine.tripledomino.tiles import TILES, value

# A hexagon around the lattice point (2, 1): the numbers at the points around it give six different real tiles.
HEX_CENTRE = (2, 1)
HEX_POINTS = {(0, 1): 0, (1, 0): 0, (1, 2): 5, (3, 0): 1, (3, 2): 2, (4, 1): 1, (2, 1): 5}
HEX_RING = list(cells_at(HEX_CENTRE))


def numbers_in(cell, points=HEX_POINTS):
    return tuple(points[p] for p in corners(cell))


def make(seats=2, hands=None, placed=(), turn=0, phase=PLAY, pool=None, draws=0, drawn=None, history=(),
         round_points=None, options=None, draws_left=None):
    """A position built by hand; tiles not in hands or on the table make up the pool."""
    hands = tuple(tuple(h) for h in hands)
    placed = tuple((cell, numbers, seat) for cell, numbers, seat in placed)
    if pool is None:
        used = {t for h in hands for t in h} | {canonical(n) for _, n, _ in placed}
        pool = tuple(t for t in TILES if t not in used)
    opts = SPEC.resolve_options(seats, options)
    return TripleDominoState(seats, opts, Rng(5), round_no=1, pool=tuple(pool), hands=hands, placed=placed,
                             turn=turn, phase=phase, draws=draws, drawn=drawn,
                             round_points=round_points or (0,) * seats, history=history,
                             draws_left=(20 if draws_left is None else draws_left) if seats == 1 else None)


def hexagon_state(options=None):
    """Five tiles of the hexagon on the table; seat 0 holds the sixth."""
    placed = [(cell, numbers_in(cell), 1) for cell in HEX_RING[:5]]
    last = canonical(numbers_in(HEX_RING[5]))
    return make(hands=[[last, (0, 0, 0)], [(3, 3, 3)]], placed=placed, options=options)


def test_tile_set_has_56_tiles_worth_420():
    assert len(TILES) == 56 and len(set(TILES)) == 56
    assert sum(value(t) for t in TILES) == 420


@pytest.mark.parametrize("seats,size", [(2, 10), (3, 8), (4, 8), (5, 6), (6, 6)])
def test_deal_and_the_holder_of_the_best_tile_starts(seats, size):
    state = engine.new_game("tripledomino", seats, seed=seats)
    assert [len(h) for h in state.hands] == [size] * seats
    assert len(state.pool) == 56 - seats * size and not state.placed
    best = start_tile([t for h in state.hands for t in h])
    assert best in state.hands[state.to_move] and state.phase == START_PHASE
    moves = state.legal_moves()
    assert {m.tile for m in moves} == {best} and {m.cell for m in moves} == {(0, 0)}
    after = state.apply(moves[0])
    assert after.round_points[state.to_move] == value(best) + 5
    assert after.to_move == (state.to_move + 1) % seats


def test_start_tile_rule():
    assert start_tile([(4, 5, 5), (1, 1, 1), (3, 4, 5)]) == (1, 1, 1)  # any triple beats the highest value
    assert start_tile([(4, 5, 5), (0, 0, 0)]) == (0, 0, 0)
    assert start_tile([(3, 4, 5), (4, 5, 5), (2, 3, 4)]) == (4, 5, 5)
    assert start_tile([(4, 4, 5), (3, 5, 5)]) == (3, 5, 5)  # two 13s: the higher numbers decide


def test_triominos_start_bonus_for_triples_only():
    rules = rules_for(2, "triominos", "30/25", "each", 0)
    assert rules.start_bonus((5, 5, 5)) == 10 and rules.start_bonus((0, 0, 0)) == 40
    assert rules.start_bonus((4, 5, 5)) == 0 and rules.hand_size == 9 and rules.target == 400


def test_edge_and_corner_matching_in_legal_moves():
    state = make(hands=[[(1, 2, 3), (0, 4, 5), (2, 2, 5)], [(0, 0, 0)]], placed=[((0, 0), (1, 2, 3), 1)])
    for move in state.legal_moves():
        if isinstance(move, Place):
            assert state.layout.misfit(move.cell, move.numbers) is None
            needs = state.layout.needs(move.cell)
            assert sum(n is not None for n in needs) >= 2
    # (1, 0) shares the side from (1, 0) [number 1] to (2, 1) [number 2] of the up tile at (0, 0)
    assert state.layout.needs((1, 0)) == (1, None, 2)
    fits = {m.numbers for m in state.legal_moves() if isinstance(m, Place) and m.cell == (1, 0)}
    assert fits == {(1, 5, 2)} or all(n[0] == 1 and n[2] == 2 for n in fits)
    with pytest.raises(IllegalMove):
        state.apply(Place((2, 0, 5), (1, 0)))  # 2-5-... turned wrong: corners do not match


def test_double_link_scores_25():
    layout = Layout({(0, 0): (1, 2, 3), (2, 0): (2, 5, 2)})
    state = make(hands=[[(1, 2, 2), (0, 0, 0)], [(3, 3, 3)]], placed=[((0, 0), (1, 2, 3), 1), ((2, 0), (2, 5, 2), 1)])
    assert state.layout.tiles == layout.tiles
    move = Place((1, 2, 2), (1, 0))
    assert move in state.legal_moves()
    score = state.score_of(move)
    assert score.bonuses == ((DOUBLE_LINK, 25),) and score.total == 5 + 25
    after = state.apply(move)
    assert after.round_points == (30, 0)
    reading = make(hands=[[(1, 2, 2), (0, 0, 0)], [(3, 3, 3)]], placed=state.placed, options={"bonuses": "30/40"})
    assert reading.score_of(move).total == 5 + 40
    triominos = make(hands=[[(1, 2, 2), (0, 0, 0)], [(3, 3, 3)]], placed=state.placed, options={"rules": "triominos"})
    assert triominos.score_of(move).bonuses == ()


def test_bridge_scores_30_or_40():
    placed = [((0, 0), (1, 2, 3), 1), ((3, -1), (2, 2, 2), 1)]
    # The tile at (1, 0) shares (0, 0)'s right side and touches (3, -1) only at its far corner (3, 0).
    state = make(hands=[[(1, 2, 2), (0, 0, 0)], [(3, 3, 3)]], placed=placed)
    assert state.layout.needs((1, 0)) == (1, 2, 2)
    move = Place((1, 2, 2), (1, 0))
    assert move in state.legal_moves()
    assert state.score_of(move).bonuses == ((BRIDGE, 30),)
    assert state.apply(move).round_points[0] == 5 + 30
    assert make(hands=state.hands, placed=placed, options={"bonuses": "40/25"}).score_of(move).total == 45
    assert make(hands=state.hands, placed=placed, options={"rules": "triominos"}).score_of(move).total == 45


def test_hexagon_scores_50_without_the_double_link():
    state = hexagon_state()
    move = Place(numbers_in(HEX_RING[5]), HEX_RING[5])
    assert move in state.legal_moves()
    score = state.score_of(move)
    assert score.bonuses == ((HEXAGON, 50),)
    assert state.apply(move).round_points[0] == sum(move.numbers) + 50


def test_several_hexagons_at_once():
    fives = {}
    for point in ((1, 0), (3, 0), (2, 1)):
        for cell in cells_at(point):
            fives[cell] = (5, 5, 5)
    del fives[(1, 0)]  # the down cell whose three corners are all hexagon centres
    layout = Layout(fives)
    assert layout.shapes((1, 0)).hexagons == 3
    each = rules_for(2, "schmidt", "30/25", "each", 0)
    once = rules_for(2, "schmidt", "30/25", "once", 0)
    tri = rules_for(2, "triominos", "30/25", "each", 0)
    assert placement_score(each, layout, (1, 0), (5, 5, 5)).total == 15 + 150
    assert placement_score(once, layout, (1, 0), (5, 5, 5)).total == 15 + 50
    assert placement_score(tri, layout, (1, 0), (5, 5, 5)).total == 15 + 70
    del fives[(-1, -1)]  # around the point (1, 0) only
    assert Layout(fives).shapes((1, 0)).hexagons == 2
    assert placement_score(tri, Layout(fives), (1, 0), (5, 5, 5)).bonuses == ((TWO_HEXAGONS, 60),)


def test_start_bonus_named():
    rules = rules_for(2, "schmidt", "30/25", "each", 0)
    assert placement_score(rules, Layout(), (0, 0), (3, 4, 5), start=True).bonuses == ((START, 5),)


USELESS = [(4, 4, 4), (5, 5, 5), (0, 4, 5)]  # none fits next to a lone 1-2-3


def useless_pool(*kept):
    return [t for t in TILES if t not in USELESS and t not in kept] + USELESS


def test_drawing_costs_5_and_only_the_drawn_tile_may_follow():
    state = make(hands=[[(0, 0, 0)], [(3, 3, 3)]], placed=[((0, 0), (1, 2, 3), 1)],
                 pool=useless_pool((0, 0, 0), (3, 3, 3), (1, 2, 3)))
    assert DRAW in state.legal_moves() and PASS not in state.legal_moves()
    with pytest.raises(IllegalMove):
        state.apply(PASS)
    drawn = state.apply(DRAW)
    tile = state.pool[-1]
    assert drawn.drawn == tile and tile in drawn.hands[0] and drawn.round_points == (-5, 0) and drawn.to_move == 0
    assert all(m.tile == tile for m in drawn.legal_moves() if isinstance(m, Place))
    third = drawn.apply(DRAW).apply(DRAW)
    assert third.round_points == (-15, 0) and third.draws == 3 and DRAW not in third.legal_moves()
    assert PASS in third.legal_moves()
    passed = third.apply(PASS)
    assert passed.to_move == 1 and passed.round_points == (-15, 0) and len(passed.hands[0]) == 4


def test_a_drawn_tile_that_fits_is_played_at_once():
    pool = [t for t in TILES if t not in ((1, 2, 3), (0, 0, 0), (3, 3, 3), (1, 1, 2))] + [(1, 1, 2)]
    state = make(hands=[[(0, 0, 0)], [(3, 3, 3)]], placed=[((0, 0), (1, 2, 3), 1)], pool=pool)
    drawn = state.apply(DRAW)
    places = [m for m in drawn.legal_moves() if isinstance(m, Place)]
    assert drawn.drawn == (1, 1, 2) and places
    after = drawn.apply(places[0])
    assert after.to_move == 1 and (1, 1, 2) not in after.hands[0]
    assert after.round_points[0] == -5 + drawn.score_of(places[0]).total


def test_triominos_costs_10_more_after_three_useless_draws():
    state = make(hands=[[(0, 0, 0)], [(3, 3, 3)]], placed=[((0, 0), (1, 2, 3), 1)], options={"rules": "triominos"},
                 pool=useless_pool((0, 0, 0), (3, 3, 3), (1, 2, 3)))
    state = state.apply(DRAW).apply(DRAW).apply(DRAW)
    assert state.apply(PASS).round_points[0] == -25


def test_empty_pool_pass_costs_5_only_when_nothing_fits():
    placed = [((0, 0), (1, 2, 3), 1)]
    others = [t for t in TILES if t not in ((1, 2, 3), (0, 0, 0), (1, 1, 2))]
    state = make(hands=[[(0, 0, 0)], [(1, 1, 2)] + others], placed=placed, pool=())
    assert state.legal_moves() == [PASS]
    after = state.apply(PASS)
    assert after.round_points == (-5, 0) and after.to_move == 1
    assert PASS not in after.legal_moves()  # seat 1 can place, so it must


def test_going_out_scores_20_plus_the_others_tiles_and_deals_again():
    state = make(hands=[[(1, 2, 2)], [(3, 3, 3), (4, 5, 5)]],
                 placed=[((0, 0), (1, 2, 3), 1), ((2, 0), (2, 5, 2), 1)])
    after = state.apply(Place((1, 2, 2), (1, 0)))
    assert after.history[-1].end == OUT and after.history[-1].seat == 0
    assert after.history[-1].points == (5 + 25 + 20 + 9 + 14, 0)
    assert after.round_no == 2 and after.phase == START_PHASE and not after.placed
    assert after.totals() == (73, 0) and after.round_points == (0, 0)


def test_blocked_round_lowest_hand_takes_the_others_minus_its_own():
    placed = [((0, 0), (0, 0, 0), 1)]
    hands = [[(1, 1, 1)], [(2, 2, 2), (3, 3, 3)], [(5, 5, 5)]]
    rest = [t for t in TILES if t not in ((0, 0, 0), (1, 1, 1), (2, 2, 2), (3, 3, 3), (5, 5, 5))]
    hands[1] += [t for t in rest if 0 not in t]  # nothing with a 0 fits next to 0-0-0; the 0-tiles are placed
    zeros = [t for t in rest if 0 in t]
    assert all(0 in t for t in zeros)
    # no zero tiles in any hand: nothing fits, so the round is blocked as soon as it is settled
    state = make(seats=3, hands=hands, placed=placed, pool=(), turn=0)._settle()
    result = state.history[-1]
    left = [3, sum(value(t) for t in hands[1]), 15]
    assert result.end == BLOCKED and result.seat == 0
    assert result.points == (left[1] + left[2] - left[0], 0, 0)


def test_the_game_ends_at_the_target_after_a_round():
    history_points = (290, 100)
    from engine.tripledomino.rules import RoundResult

    state = make(hands=[[(1, 2, 2)], [(3, 3, 3)]], placed=[((0, 0), (1, 2, 3), 1), ((2, 0), (2, 5, 2), 1)],
                 history=(RoundResult(history_points, OUT, (0,)),))
    after = state.apply(Place((1, 2, 2), (1, 0)))
    assert after.outcome() is not None and after.to_move is None and after.legal_moves() == []
    assert after.outcome().winners == (0,) and after.outcome().reason == "target"
    assert after.outcome().scores == (290 + 5 + 25 + 20 + 9, 100)
    short = make(hands=state.hands, placed=state.placed, options={"target": 500},
                 history=(RoundResult(history_points, OUT, (0,)),))
    assert short.apply(Place((1, 2, 2), (1, 0))).outcome() is None


def test_full_games_reach_the_target():
    for seats in (2, 4):
        state = engine.new_game("tripledomino", seats, seed=seats)
        while state.outcome() is None:
            moves = state.legal_moves()
            places = [m for m in moves if isinstance(m, Place)]
            state = state.apply(max(places, key=lambda m: state.score_of(m).total) if places else moves[0])
        assert max(state.totals()) >= 300 and len(state.history) >= 2
        assert state.totals() == tuple(sum(r.points[s] for r in state.history) for s in range(seats))


def test_solitaire_random_start_limited_draws_and_end():
    state = engine.new_game("tripledomino", 1, {"solitaire_draws": 2}, seed=3)
    assert len(state.placed) == 1 and state.placed[0][2] == -1 and len(state.hands[0]) == 10
    assert state.phase == PLAY and state.draws_left == 2
    plays = 0
    while state.outcome() is None:
        moves = state.legal_moves()
        state = state.apply(DRAW if DRAW in moves else moves[0])
        plays += 1
    assert state.draws_left == 0 and state.outcome().reason == "solitaire_over"
    result = state.history[-1]
    assert result.end in (OUT, BLOCKED)
    assert state.outcome().scores == state.totals()


def refusal(call, *args) -> tuple:
    with pytest.raises(IllegalMove) as info:
        call(*args)
    return (info.value.code, *info.value.params)


def test_notation_round_trips_and_rejects_mirror_tiles():
    state = hexagon_state()
    for move in state.legal_moves():
        assert state.parse_move(state.move_to_text(move)) == move
    last = HEX_RING[5]
    assert state.move_to_text(Place(numbers_in(last), last)) == f"{'-'.join(map(str, numbers_in(last)))}@{last[0]},{last[1]}"
    assert state.parse_move(" DRAW ") == DRAW
    assert refusal(state.move_to_text, Place((1, 0, 5), (-3, 2))) == ("no_such_tile", "1-0-5")  # a mirror tile
    assert refusal(state.parse_move, "0-2-1@1,0") == ("no_such_tile", "0-2-1")
    assert refusal(state.parse_move, "0-0-0@9,9") == ("no_side_contact",)
    assert refusal(state.apply, Place((3, 3, 3), last)) == ("not_in_hand", "3-3-3")
    for text in ("0-0-6@1,0", "0-0-0@1", "0-0-0@١,0", "0-0-0@1_0,0", "0-0-0@+1,0", "0-0-0@1,0@1,0", "0-0", "9" * 400):
        assert refusal(state.parse_move, text) == ("unreadable",), text


def test_refusals_say_which_side_or_corner_does_not_match():
    placed = [((0, 0), (1, 2, 3), 1), ((3, -1), (2, 2, 2), 1)]
    state = make(hands=[[(1, 1, 2), (0, 4, 5), (0, 1, 3)], [(3, 3, 3)]], placed=placed)
    # the cell (1, 0) shares the side (1, 0)-(2, 1) of 1-2-3, showing 1 and 2, and touches 2-2-2 at (3, 0)
    assert refusal(state.apply, Place((0, 4, 5), (1, 0))) == ("side_mismatch", "0", "5", "1", "2")
    assert refusal(state.apply, Place((1, 1, 2), (1, 0))) == ("corner_mismatch", "1", "2")
    assert refusal(state.apply, Place((1, 1, 2), (0, 0))) == ("cell_taken",)
    assert refusal(state.check_tile, (0, 4, 5)) == ("tile_fits_nowhere", "0-4-5")
    assert refusal(state.check_tile, (3, 3, 3)) == ("not_in_hand", "3-3-3")
    assert refusal(state.check_tile, (1, 1, 2)) == ("tile_fits_nowhere", "1-1-2")  # only (1, 0) had its side
    state.check_tile((0, 1, 3))  # fits at (-1, 0): no refusal


def test_every_move_that_is_refused_says_why_and_every_legal_one_is_accepted():
    """`check` agrees with `legal_moves` at many positions, for every placement near the layout."""
    state = engine.new_game("tripledomino", 3, seed=8)
    for _ply in range(40):
        legal = set(state.legal_moves())
        cells = state.layout.open_cells() | set(state.layout.tiles) | {(40, 40)}
        hand = state.hands[state.to_move] + ((5, 5, 5), (0, 1, 2))
        for move in [Place(n, cell) for cell in cells for t in hand for n in orientations(t)] + [DRAW, PASS]:
            if move in legal:
                state.check(move)
            else:
                code = refusal(state.check, move)[0]
                assert code in SPEC.refusals, (move, code)
        state = state.apply(max(legal, key=lambda m: state.score_of(m).total if isinstance(m, Place) else -1))


def test_huge_and_negative_numbers_are_refused_quickly():
    state = hexagon_state()
    for move in (Place((1, 2, 3), (10**100, -(10**100))), Place((10**100, 0, 0), (1, 0)), Place((-1, 0, 0), (1, 0)),
                 Place((6, 6, 6), (2**63, 0))):
        with pytest.raises(IllegalMove) as info:
            state.apply(move)
        assert info.value.code in SPEC.refusals and all(len(p) <= 80 for p in info.value.params)


def test_the_opening_and_drawing_refusals():
    opening = engine.new_game("tripledomino", 2, seed=1)
    best = "-".join(map(str, opening.start_tile))
    assert refusal(opening.apply, DRAW) == ("open_with_start_tile", best)
    assert refusal(opening.apply, PASS) == ("open_with_start_tile", best)
    assert refusal(opening.apply, Place(opening.start_tile, (2, 0))) == ("open_with_start_tile", best)
    state = make(hands=[[(0, 0, 0)], [(3, 3, 3)]], placed=[((0, 0), (1, 2, 3), 1)],
                 pool=useless_pool((0, 0, 0), (3, 3, 3), (1, 2, 3)))
    assert refusal(state.apply, PASS) == ("pass_while_draw",)
    third = state.apply(DRAW).apply(DRAW).apply(DRAW)
    assert refusal(third.apply, DRAW) == ("draw_limit", "3")
    assert refusal(third.apply, Place((0, 0, 0), (1, 0))) == ("only_drawn_tile", "4-4-4")  # the last drawn
    solitaire = engine.new_game("tripledomino", 1, {"solitaire_draws": 0}, seed=3)
    assert refusal(solitaire.apply, DRAW) == ("no_draws_left",)


def test_json_round_trip_and_hostile_tile_lists():
    state = engine.new_game("tripledomino", 3, seed=9)
    state = state.apply(state.legal_moves()[0]).apply(DRAW)
    assert engine.from_json(state.to_json()) == state
    data = json.loads(state.to_json())
    data["data"]["pool"].append(data["data"]["pool"][0])
    with pytest.raises(BadState):
        engine.from_json(json.dumps(data))
    data = json.loads(state.to_json())
    data["data"]["placed"][0][2] = "0-2-1"
    with pytest.raises(BadState):
        engine.from_json(json.dumps(data))


def test_solitaire_going_out_earns_the_bonus():
    state = make(seats=1, hands=[[(1, 2, 2)]], placed=[((0, 0), (1, 2, 3), -1), ((2, 0), (2, 5, 2), 0)])
    after = state.apply(Place((1, 2, 2), (1, 0)))
    assert after.outcome().reason == "solitaire_over" and after.history[-1].end == OUT
    assert after.totals() == (5 + 25 + 20,)  # the tile, the double link, going out with nothing left in hand


def with_data(state, **changes) -> str:
    data = json.loads(state.to_json())
    data["data"].update(changes)
    return json.dumps(data)


def test_saved_positions_that_play_cannot_reach_are_refused(monkeypatch):
    from engine.record import GameRecord

    record = GameRecord.from_json((Path(__file__).parent / "data" / "tripledomino_two.json").read_text())
    states = record.states()
    ends = [i for i, (a, b) in enumerate(zip(states, states[1:])) if len(b.history) > len(a.history)]
    second_round = states[ends[0] + 1]  # nobody has 300 yet
    opening = engine.new_game("tripledomino", 2, seed=9)
    state = opening.apply(opening.legal_moves()[0])
    placed = json.loads(state.to_json())["data"]["placed"]
    bad = {
        "lies in the middle": with_data(state, placed=[[4, 2, *placed[0][2:]]]),
        "laid by nobody": with_data(state, placed=[[*placed[0][:3], -1]]),
        "round number": with_data(state, round=3),  # the score sheet has no finished round yet
        "drawn this turn": with_data(state, draws=2),  # tiles drawn, but not in the drawing phase
        "reached the target": with_data(second_round, phase="over", round=1),
        "holder of the start tile": with_data(opening, turn=1 - opening.to_move),
        "more solitaire draws": with_data(engine.new_game("tripledomino", 1, seed=2), draws_left=30),
    }
    # a round that is blocked but was not settled: the pool is empty and nobody can lay a tile
    blocked = next(i for i in ends if states[i + 1].history[-1].end == BLOCKED)
    with monkeypatch.context() as patch:
        patch.setattr(TripleDominoState, "_settle", lambda self: self)
        unsettled = states[blocked].apply(states[blocked].parse_move(record.moves[blocked]))
    bad["should have ended"] = unsettled.to_json()
    for words, text in bad.items():
        with pytest.raises(BadState, match=words):
            engine.from_json(text)
    assert engine.from_json(state.to_json()) == state and engine.from_json(second_round.to_json()) == second_round


def test_a_blocked_round_with_a_shared_lowest_hand_names_every_tied_player():
    """Issue 33: two hands of 6 points tie for the lowest; the round names both, not the first of them."""
    placed = [((0, 0), (0, 0, 0), 1)]
    hands = [[(2, 2, 2)], [(3, 3, 3), (5, 5, 5)], [(1, 1, 4)]]
    state = make(seats=3, hands=hands, placed=placed, pool=(), turn=0)._settle()
    result = state.history[-1]
    assert result.end == BLOCKED and result.seats == (0, 2) and result.seat is None
    assert result.points == (24, 0, 24)  # both take the others' 36 minus their own 6, minus each other's 6


def test_a_shared_round_is_saved_as_a_list_and_old_saves_still_read():
    from tests import golden

    states = golden.replay(golden.load("tripledomino_four.json"))
    after = next(s for s in states if len(s.history) == 2)  # after the second round, where seats 2 and 3 tied
    data = json.loads(after.to_json())
    assert data["data"]["history"][1]["seat"] == [2, 3] and data["data"]["history"][0]["seat"] == 2
    assert engine.from_json(after.to_json()).history == after.history
    for bad in ([0], [2, 0], [0, 0], [0, 9]):
        data["data"]["history"][1]["seat"] = bad
        with pytest.raises(BadState):
            engine.from_json(json.dumps(data))
    data["data"]["history"][0]["seat"] = [2, 3]  # a round gone out has one player
    with pytest.raises(BadState):
        engine.from_json(json.dumps(data))


def level_at_the_end(history_points=(270, 300)):
    """Seat 0 lays 1-2-2 for 30 points; then nothing fits, the pool is empty and both hold 5 points: a blocked
    round whose lowest hand is shared, ending the game with both on 300."""
    from engine.tripledomino.rules import RoundResult

    return make(hands=[[(1, 2, 2), (0, 0, 5)], [(0, 1, 4)]], pool=(),
                placed=[((0, 0), (1, 2, 3), 1), ((2, 0), (2, 5, 2), 1)],
                history=(RoundResult(history_points, OUT, (0,)),))


def test_a_game_that_ends_level_is_a_draw():
    after = level_at_the_end().apply(Place((1, 2, 2), (1, 0)))
    assert after.history[-1].seats == (0, 1) and after.totals() == (300, 300)
    assert after.outcome().winners == () and after.outcome().reason == "draw"
    ahead = level_at_the_end((275, 300)).apply(Place((1, 2, 2), (1, 0)))
    assert ahead.outcome().winners == (0,) and ahead.outcome().reason == "target"
