"""Halma and Chinese checkers: boards, camps, moves, the end rules, notation and JSON."""

import json
import random

import pytest

import engine
import engine.ai
from engine import BadState, IllegalMove
from engine.halma import PASS, SPEC, HalmaState, Move
from engine.halma import geometry as geo
from engine.halma.rules import BLOCKED, EMPTY, EVICTED, FILLED, NO_PROGRESS
from engine.rng import Rng

SQUARE_SIZE = geo.DATA["square"]["size"]


def position(seats, pegs, turn=0, options=None, **counters):
    """A state with `pegs` ({seat: [hole names]}) on the board, built without the peg-count check."""
    resolved = SPEC.resolve_options(seats, options)
    shape = HalmaState(seats, resolved, Rng(0), ())
    board = [EMPTY] * len(shape.layout.board)
    for seat, names in pegs.items():
        for name in names:
            board[shape.layout.board.index[name]] = seat
    return HalmaState(seats, resolved, Rng(0), tuple(board), turn, **counters)


def names(state, holes):
    return sorted(state.layout.board.names[h] for h in holes)


def destinations(state, origin_name):
    origin = state.layout.board.index[origin_name]
    return {state.layout.board.names[m.destination]: m for m in state.legal_moves() if m.origin == origin}


# --------------------------------------------------------------------------- boards and camps


def test_board_sizes():
    star, square = geo.star_board(), geo.square_board()
    assert len(star) == 121 and len(square) == 256
    # Star: six directions at most, neighbours both ways, two neighbours at each of the six tips.
    assert max(len(s) for s in star.steps) == 6
    assert all(a in star.steps[b] for a in range(121) for b in star.steps[a])
    # The hexagon in the middle (61 holes) is the part with every |coordinate| <= 4.
    assert sum(1 for q, r in star.coords if max(abs(q), abs(r), abs(q + r)) <= 4) == 61
    assert sum(1 for s in star.steps if len(s) == 2) == 6
    # Square: king moves, 3 neighbours in a corner, 8 inside.
    assert sorted(len(s) for s in square.steps)[:4] == [3, 3, 3, 3]
    assert sum(1 for s in square.steps if len(s) == 8) == 14 * 14


@pytest.mark.parametrize("seats", [2, 3, 4, 6])
def test_star_camps_face_each_other(seats):
    layout = geo.layout(geo.STAR, seats, 10)
    board = layout.board
    assert [len(h) for h in layout.homes] == [10] * seats
    assert len(frozenset().union(*layout.homes)) == 10 * seats
    for home, target in zip(layout.homes, layout.targets):
        # The target is the point straight across: the home turned half a circle, (q, r) -> (-q, -r).
        mirrored = {board.coords.index((-q, -r)) for q, r in (board.coords[h] for h in home)}
        assert target == frozenset(mirrored)


def test_star_seats_sit_as_the_rules_say():
    names_of = {n: [sorted(geo.star_board().names[h] for h in home) for home in geo.layout(geo.STAR, n).homes]
                for n in (2, 3, 4, 6)}
    assert names_of[2][0][-1] == "q1" and names_of[2][1][0] == "a1"  # bottom against top
    three = geo.layout(geo.STAR, 3)
    # Three players sit on alternate points; each heads for a point nobody starts in.
    assert not frozenset().union(*three.homes) & frozenset().union(*three.targets)
    four = geo.layout(geo.STAR, 4)
    assert four.targets[0] == four.homes[2] and four.targets[1] == four.homes[3]
    six = geo.layout(geo.STAR, 6)
    assert all(six.targets[s] == six.homes[(s + 3) % 6] for s in range(6))


def test_fifteen_pegs_use_a_deeper_camp():
    layout = geo.layout(geo.STAR, 2, 15)
    assert [len(h) for h in layout.homes] == [15, 15]
    state = engine.new_game("halma", 2, {"pegs": 15}, seed=1)
    assert state.board.count(0) == state.board.count(1) == 15


@pytest.mark.parametrize(("seats", "pegs", "rows"), [(2, 19, [5, 5, 4, 3, 2]), (4, 13, [4, 4, 3, 2])])
def test_square_camps(seats, pegs, rows):
    layout = geo.layout(geo.SQUARE, seats)
    board = layout.board
    assert [len(h) for h in layout.homes] == [pegs] * seats
    home = layout.homes[0]  # bottom left: rank by rank from the corner
    assert [sum(1 for h in home if board.coords[h][1] == k) for k in range(len(rows))] == rows
    for home, target in zip(layout.homes, layout.targets):
        mirrored = {board.coords.index((SQUARE_SIZE - 1 - f, SQUARE_SIZE - 1 - k)) for f, k in (board.coords[h] for h in home)}
        assert target == frozenset(mirrored)


def test_seat_counts_are_exactly_those_of_the_rules():
    assert tuple(SPEC.seats) == (2, 3, 4, 6) and 5 not in SPEC.seats
    assert (SPEC.seats.start, SPEC.seats.stop) == (2, 7)
    for bad in (1, 5, 7):
        with pytest.raises(BadState):
            engine.new_game("halma", bad)
    # Only two or four play on the square; for three the board option does not apply.
    assert SPEC.defaults(3).keys().isdisjoint({"board", "pegs"})
    assert engine.new_game("halma", 3, {"board": "square"}).layout.board.kind == geo.STAR
    assert engine.new_game("halma", 4, {"board": "square"}).board.count(3) == 13


# --------------------------------------------------------------------------- moves


def test_opening_moves():
    # Star: the four front pegs step two ways each, the three behind them hop two ways each.
    star = engine.new_game("halma", 2, seed=1)
    texts = [engine.move_to_text(star, m) for m in star.legal_moves()]
    assert len(texts) == 14 and sum("-" in t for t in texts) == 8
    assert texts[:2] == ["n1-m5", "n1-m6"] and "o2:m6" in texts and "o2:m8" in texts
    six = engine.new_game("halma", 6, seed=1)
    assert len(six.legal_moves()) == 14
    square = engine.new_game("halma", 2, {"board": "square"}, seed=1)
    assert len(square.legal_moves()) == 40


def reference_destinations(board_obj, board, origin, directions):
    """Independent of the engine's rays: walk coordinates, hop chains by depth-first search over simple paths."""
    where = {c: i for i, c in enumerate(board_obj.coords)}
    board = list(board)
    board[origin] = EMPTY
    reached = set()

    def hops(hole, seen):
        a, b = board_obj.coords[hole]
        for da, db in directions:
            over, land = where.get((a + da, b + db)), where.get((a + 2 * da, b + 2 * db))
            if over is not None and land is not None and board[over] != EMPTY and board[land] == EMPTY \
                    and land not in seen:
                reached.add(land)
                hops(land, seen | {land})

    hops(origin, {origin})
    a, b = board_obj.coords[origin]
    for da, db in directions:
        near = where.get((a + da, b + db))
        if near is not None and board[near] == EMPTY:
            reached.add(near)
    reached.discard(origin)
    return reached


@pytest.mark.parametrize(("kind", "directions"), [
    (geo.STAR, ((1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1))),
    (geo.SQUARE, ((1, 0), (1, 1), (0, 1), (-1, 1), (-1, 0), (-1, -1), (0, -1), (1, -1))),
])
def test_move_generation_matches_a_reference_search(kind, directions):
    """Random crowded positions: the engine's destinations equal those of a plain search over simple paths."""
    rnd = random.Random(5)
    state = engine.new_game("halma", 2, {"board": kind}, seed=1)
    board_obj = state.layout.board
    for _ in range(30):
        holes = rnd.sample(range(len(board_obj)), 2 * state.layout.pegs)
        board = [EMPTY] * len(board_obj)
        for i, hole in enumerate(holes):
            board[hole] = i % 2
        # Keep every peg out of its target so the "stay in the target" rule does not interfere.
        if any(board[h] == s for s in (0, 1) for h in state.layout.targets[s]):
            continue
        probe = HalmaState(2, state.options, Rng(0), tuple(board), 0)
        for origin in (h for h in holes if board[h] == 0):
            mine = {m.destination for m in probe.legal_moves() if m.origin == origin}
            assert mine == reference_destinations(board_obj, board, origin, directions)


def test_long_hop_chain_shows_its_whole_path():
    # A zigzag ladder of pegs of both colours up the middle of the star: one peg hops five times.
    state = position(2, {0: ["m7", "l7", "f7"], 1: ["j6", "h6", "e6"]})
    moves = destinations(state, "m7")
    move = moves["e5"]
    text = engine.move_to_text(state, move)
    assert text == "m7:k7:i5:g7:e7:e5"
    assert [engine.move_to_text(state, moves[h]) for h in ("k7", "i5", "g7", "e7")] == [
        "m7:k7", "m7:k7:i5", "m7:k7:i5:g7", "m7:k7:i5:g7:e7"]  # the chain may stop after any hop
    assert engine.parse_move(state, text) == move
    assert engine.parse_move(state, "m7:e5") == move  # the ends alone name the same move
    after = state.apply(move)
    assert names(after, [h for h, o in enumerate(after.board) if o == 0]) == ["e5", "f7", "l7"]
    assert after.board.count(1) == 3  # nothing is captured


def test_hop_chain_never_revisits_a_hole():
    # Three pegs in a triangle let a chain i5 -> i7 -> k7 -> i5 run in a circle back to its start.
    state = position(2, {0: ["i5"], 1: ["i6", "j7", "j6"]})
    moves = state.legal_moves()
    assert all(len(set(m.path)) == len(m.path) for m in moves)
    assert sorted(destinations(state, "i5")) == ["h5", "h6", "i4", "i7", "j5", "k7"]
    for text in ("i5:i7:k7:i5", "i5:i7:k7:i5:i7", "i5:k7:i7:k7"):
        with pytest.raises(IllegalMove):
            engine.parse_move(state, text)
    assert engine.parse_move(state, "i5:k7:i7") == destinations(state, "i5")["i7"]  # a longer valid path is fine


def test_steps_and_hops_do_not_mix_and_nothing_is_captured():
    state = position(2, {0: ["i5"], 1: ["i6", "h5"]})
    moves = destinations(state, "i5")
    assert "i7" in moves and "i6" not in moves  # hop over, not onto
    after = state.apply(moves["i7"])
    assert after.board.count(1) == 2  # the hopped peg stays
    # No step after a hop: i5 hops to i7, and i8 next to it is not reachable unless by a further hop.
    assert "i8" not in moves


def test_peg_in_target_stays_there():
    state = position(2, {0: ["d1"], 1: ["n1"]})  # d1 is in seat 0's target (the top point)
    assert set(destinations(state, "d1")) <= set(names(state, state.layout.targets[0]))
    free = position(2, {0: ["e5"], 1: ["n1"]})
    assert "f5" in destinations(free, "e5")


def boxed_in(passes=0):
    """Seat 0: nine pegs in its target (full, a spoiler in the tenth hole) and one boxed in at the bottom tip."""
    target = sorted(geo.star_board().names[h] for h in geo.layout(geo.STAR, 2).targets[0])
    return position(2, {0: [t for t in target if t != "a1"] + ["q1"],
                        1: ["a1", "p1", "p2", "o1", "o3", "i1", "i2", "i3", "i4", "i5"]},
                    options={"win_rule": "own_pegs"}, passes=passes)


def test_blocked_player_passes_and_game_never_hangs():
    state = boxed_in()
    assert state.outcome() is None and state.legal_moves() == [PASS]
    assert engine.move_to_text(state, PASS) == "pass"
    assert engine.parse_move(state, "pass") == PASS
    after = state.apply(PASS)
    assert after.to_move == 1 and after.outcome() is None and after.board == state.board
    # Passing is only for the blocked.
    with pytest.raises(IllegalMove):
        after.apply(PASS)
    with pytest.raises(IllegalMove):
        engine.parse_move(after, "pass")
    for level in engine.LEVELS:
        assert engine.ai.choose(state, level, seed=1, deadline_s=0.5) == PASS
    # A full round of passes ends the game instead of looping.
    ended = boxed_in(passes=1).apply(PASS)
    assert ended.outcome().reason == BLOCKED and ended.to_move is None and ended.legal_moves() == []


# --------------------------------------------------------------------------- the end


def almost_full(layout, seat):
    """Pegs filling `seat`'s target but one hole, plus a peg next to that hole: (pegs, missing hole, approach)."""
    board = layout.board
    camps = frozenset().union(*layout.homes, *layout.targets)
    for hole in sorted(layout.targets[seat]):
        outside = [n for n in board.steps[hole] if n not in camps]
        if outside:
            pegs = [board.names[h] for h in layout.targets[seat] if h != hole]
            return pegs, board.names[hole], board.names[outside[0]]
    raise AssertionError("no target hole on the edge")


def nearly_home(options=None):
    """Two players: seat 0 one step from filling its target, where seat 1 keeps a peg at home (the tip)."""
    layout = geo.layout(geo.STAR, 2)
    pegs, missing, approach = almost_full(layout, 0)
    tip = layout.board.names[layout.tips[0]]
    pegs.remove(tip)
    rest = [layout.board.names[h] for h in sorted(layout.homes[0])]  # seat 1 waits in its own target
    return position(2, {0: pegs + [approach, "i5"], 1: [tip] + rest[:9]}, options=options), missing, approach


def test_parlett_rule_wins_a_camp_blocked_by_a_spoiler():
    state, free_hole, approach = nearly_home()
    move = destinations(state, approach)[free_hole]
    after = state.apply(move)
    outcome = after.outcome()
    assert outcome is not None and outcome.winners == (0,) and outcome.reason == FILLED
    assert after.to_move is None and after.legal_moves() == []
    with pytest.raises(IllegalMove):
        after.apply(move)


def test_own_pegs_rule_needs_every_target_hole_own():
    state, free_hole, approach = nearly_home({"win_rule": "own_pegs"})
    after = state.apply(destinations(state, approach)[free_hole])
    assert after.outcome() is None and after.to_move == 1


def test_swap_rule_trades_places_with_a_spoiler():
    board = geo.star_board()
    spoiler = "d1"  # in seat 1's home, which is seat 0's target
    state = position(2, {0: ["e5"], 1: [spoiler]}, options={"swap": True})
    assert engine.move_to_text(state, destinations(state, "e5")["d1"]) == "e5-d1"
    after = state.apply(destinations(state, "e5")["d1"])
    assert after.board[board.index["d1"]] == 0 and after.board[board.index["e5"]] == 1
    plain = position(2, {0: ["e5"], 1: [spoiler]})
    assert "d1" not in destinations(plain, "e5")
    # Only pegs still at home can be swapped away.
    outside = position(2, {0: ["f5"], 1: ["f6"]}, options={"swap": True})
    assert "f6" not in destinations(outside, "f5")


def test_eviction_deadline():
    state = engine.new_game("halma", 2, {"eviction": 2}, seed=1)
    state = state.apply(destinations(state, "n1")["m5"])  # seat 0 moves one peg; nine stay home
    state = state.apply(state.legal_moves()[0])
    state = state.apply(destinations(state, "n2")["m6"])  # second turn: still pegs at home -> out
    outcome = state.outcome()
    assert outcome is not None and outcome.reason == EVICTED and outcome.winners == (1,)


def test_play_on_for_places():
    layout = geo.layout(geo.STAR, 3)
    pegs0, missing0, approach0 = almost_full(layout, 0)
    pegs1, missing1, approach1 = almost_full(layout, 1)
    home2 = [layout.board.names[h] for h in layout.homes[2]]
    setup = {0: pegs0 + [approach0], 1: pegs1 + [approach1], 2: home2}
    state = position(3, setup, options={"play_on": True})
    state = state.apply(destinations(state, approach0)[missing0])
    assert state.outcome() is None and state.finished == (0,) and state.to_move == 1
    # Seat 1 plays elsewhere, seat 2 moves, and the finished seat 0 is skipped from now on.
    elsewhere = next(m for h, m in destinations(state, approach1).items() if h != missing1)
    later = state.apply(elsewhere)
    assert later.to_move == 2
    assert later.apply(later.legal_moves()[0]).to_move == 1
    # Seat 1 takes second place; with one player left the game ends, seat 0 the winner.
    state = state.apply(destinations(state, approach1)[missing1])
    outcome = state.outcome()
    assert outcome is not None and outcome.winners == (0,) and state.finished == (0, 1)
    assert state.places() == (1, 2, 3)
    # Without play-on the first full camp ends the game.
    plain = position(3, setup)
    outcome = plain.apply(destinations(plain, approach0)[missing0]).outcome()
    assert outcome.winners == (0,) and outcome.reason == FILLED


def test_turn_direction():
    state = engine.new_game("halma", 4, seed=1)
    assert state.apply(state.legal_moves()[0]).to_move == 1
    back = engine.new_game("halma", 4, {"counter_clockwise": True}, seed=1)
    assert back.apply(back.legal_moves()[0]).to_move == 3
    assert "counter_clockwise" not in engine.new_game("halma", 2).options  # no direction with two


def test_no_progress_draw():
    state = engine.new_game("halma", 2, {"no_progress_turns": 3}, seed=1)
    for _ in range(2):
        state = state.apply(state.legal_moves()[0])
    assert state.outcome() is None
    state = state.apply(state.legal_moves()[0])
    outcome = state.outcome()
    assert outcome is not None and outcome.reason == NO_PROGRESS and outcome.is_draw
    assert engine.new_game("halma", 2, {"no_progress_turns": 0}).options["no_progress_turns"] == 0


# --------------------------------------------------------------------------- notation and JSON


def random_states(count=6, plies=40):
    rnd = random.Random(3)
    for n, kind in [(2, "star"), (3, "star"), (4, "square"), (6, "star"), (2, "square")][:count]:
        options = {"board": kind} if n in (2, 4) else {}
        state = engine.new_game("halma", n, options, seed=n)
        for _ in range(plies):
            yield state
            state = state.apply(rnd.choice(state.legal_moves()))


def test_notation_round_trips_for_every_legal_move():
    for state in random_states():
        for move in state.legal_moves():
            text = engine.move_to_text(state, move)
            assert engine.parse_move(state, text) == move
            if isinstance(move, Move):
                assert text.count("-") + text.count(":") == len(move.path) - 1


@pytest.mark.parametrize("text", ["", "x", "a1", "a1-", "z9-a1", "a1-a1", "q1-e13", "pass pass", "a1:" * 200 + "a1",
                                  "n1-m1"])
def test_bad_move_text(text):
    state = engine.new_game("halma", 2, seed=1)
    with pytest.raises(IllegalMove):
        engine.parse_move(state, text)


def test_json_round_trips():
    for state in random_states(plies=15):
        again = engine.from_json(state.to_json())
        assert again == state and again.legal_moves() == state.legal_moves()


@pytest.mark.parametrize("change", [
    lambda d: d.update(board=d["board"][:-1]),
    lambda d: d.update(board="7" + d["board"][1:]),
    lambda d: d.update(board=d["board"].replace("0", ".", 1)),
    lambda d: d.update(turn=9),
    lambda d: d.update(turn=-1),
    lambda d: d.update(ply="1"),
    lambda d: d.update(finished=[0, 0]),
    lambda d: d.update(out=[5]),
    lambda d: d.update(moves_made=[0]),
    lambda d: d.pop("passes"),
])
def test_hostile_json(change):
    envelope = json.loads(engine.new_game("halma", 2, seed=1).to_json())
    change(envelope["data"])
    with pytest.raises(BadState):
        engine.from_json(json.dumps(envelope))


def test_hostile_options():
    envelope = json.loads(engine.new_game("halma", 2, seed=1).to_json())
    envelope["seats"] = 5
    with pytest.raises(BadState):
        engine.from_json(json.dumps(envelope))


# --------------------------------------------------------------------------- computer players


@pytest.mark.parametrize(("seats", "level", "options"), [(2, "normal", {}), (6, "easy", {}),
                                                          (4, "easy", {"board": "square"})])
def test_computer_players_finish_games(seats, level, options):
    state = engine.new_game("halma", seats, options, seed=2)
    for ply in range(1500):
        if state.outcome() is not None:
            break
        state = state.apply(engine.ai.choose(state, level, seed=ply, deadline_s=0.3))
    outcome = state.outcome()
    assert outcome is not None and outcome.reason == FILLED and len(outcome.winners) == 1


def test_computer_takes_the_winning_move():
    state, free_hole, approach = nearly_home()
    for level in engine.LEVELS:
        move = engine.ai.choose(state, level, seed=1, deadline_s=0.5)
        assert state.apply(move).outcome().winners == (0,)


def test_long_hops_option():
    # i1 with a single peg two holes away (i3): a long hop lands as far beyond it, on i5.
    state = position(2, {0: ["i1"], 1: ["i3"]}, options={"long_jumps": True})
    assert engine.move_to_text(state, destinations(state, "i1")["i5"]) == "i1:i5"
    assert "i5" not in destinations(position(2, {0: ["i1"], 1: ["i3"]}), "i1")
    # The landing and every hole on the way must be empty.
    blocked = position(2, {0: ["i1"], 1: ["i3", "i5"]}, options={"long_jumps": True})
    assert "i5" not in destinations(blocked, "i1")
    # Next to the jumped peg it is the ordinary short hop.
    near = position(2, {0: ["i1"], 1: ["i2"]}, options={"long_jumps": True})
    assert "i3" in destinations(near, "i1")


def test_no_stopping_in_other_camps_but_hopping_through():
    # Three players: the lower left point (m4) is another seat's target camp.
    pegs = {0: ["m6"], 1: ["m5", "l4"]}
    free = destinations(position(3, pegs), "m6")
    assert "m4" in free and engine.move_to_text(position(3, pegs), free["k4"]) == "m6:m4:k4"
    strict = position(3, pegs, options={"no_stop_foreign": True})
    moves = destinations(strict, "m6")
    assert "m4" not in moves
    assert engine.move_to_text(strict, moves["k4"]) == "m6:m4:k4"


@pytest.mark.parametrize("seats", [3, 4])
def test_every_option_at_once_keeps_the_contract(seats):
    options = {"swap": True, "long_jumps": True, "no_stop_foreign": True, "eviction": 40, "play_on": True,
               "counter_clockwise": True, "win_rule": "own_pegs", "no_progress_turns": 200}
    state = engine.new_game("halma", seats, options, seed=4)
    rnd = random.Random(seats)
    for ply in range(60):
        if state.outcome() is not None:
            break
        for move in state.legal_moves():
            assert engine.parse_move(state, engine.move_to_text(state, move)) == move
        assert engine.from_json(state.to_json()) == state
        move = engine.ai.choose(state, engine.LEVELS[ply % 3], seed=ply, deadline_s=0.05) if ply % 4 == 0 \
            else rnd.choice(state.legal_moves())
        state = state.apply(move)


# --------------------------------------------------------------------------- refusals


def test_look_alike_moves_are_refused_not_crashed():
    """The crashes of issue 15: a float path passed the legality check by equality, a dict raised KeyError."""
    state = engine.new_game("halma", 2, seed=1)
    legal = state.legal_moves()[0]
    for bad in (Move(tuple(float(h) for h in legal.path)), Move({}), Move(list(legal.path)), Move(()),
                Move((legal.origin,)), Move((legal.origin, 10**9)), Move((-1, legal.destination)),
                Move((True, legal.destination)), legal.path, "n1-m5", PASS):
        with pytest.raises(IllegalMove) as info:
            state.apply(bad)
        assert SPEC.refusal(info.value.code) is not None
        with pytest.raises(IllegalMove):
            state.move_to_text(bad)
    assert state.apply(Move(tuple(legal.path))).board != state.board  # the real move still works


def test_the_engine_says_why_a_peg_or_a_hole_is_refused():
    state = engine.new_game("halma", 2, seed=1)
    index = state.layout.board.index
    assert state.pick_refusal(index["n1"]) is None
    assert [state.pick_refusal(index[h]).code for h in ("i5", "b1", "q1")] == ["no_peg", "not_your_peg", "peg_stuck"]
    assert state.pick_refusal(index["b1"]).params == ("b1",)
    assert state.destination_refusal(index["n1"], index["m5"]) is None
    refusal = state.destination_refusal(index["n1"], index["i5"])
    assert (refusal.code, refusal.params) == ("unreachable", ("n1", "i5"))
    assert state.destination_refusal(index["n1"], index["n2"]).code == "occupied"
    with pytest.raises(IllegalMove) as info:
        engine.parse_move(state, "n1-z9")
    assert (info.value.code, info.value.params) == ("no_such_hole", ("z9",))


# --------------------------------------------------------------------------- partners


@pytest.mark.parametrize(("seats", "kind"), [(4, geo.STAR), (4, geo.SQUARE), (6, geo.STAR)])
def test_partners_sit_opposite(seats, kind):
    state = engine.new_game("halma", seats, {"partners": True, "board": kind} if seats == 4 else {"partners": True})
    assert len(state.sides) == seats // 2 and sorted(s for side in state.sides for s in side) == list(range(seats))
    for a, b in state.sides:
        # Opposite seats: each one's home is the other's target.
        assert state.layout.homes[a] == state.layout.targets[b] and state.layout.homes[b] == state.layout.targets[a]
    assert engine.new_game("halma", seats).sides == tuple((s,) for s in range(seats))


def test_partners_only_with_four_or_six():
    assert "partners" not in engine.new_game("halma", 2, {"partners": True}).options
    assert "partners" not in engine.new_game("halma", 3, {"partners": True}).options
    assert SPEC.option("partners").seats == (4, 6) and SPEC.defaults(4)["partners"] is False


def star4_partners(finished=(), options=None, **pegs_by_seat):
    """Four players on the star as partners (0 with 2, 1 with 3); seat 0 one step from filling its target."""
    layout = geo.layout(geo.STAR, 4)
    pegs0, missing, approach = almost_full(layout, 0)
    middle = ["h4", "h5", "h6", "h7", "h8", "i4", "i5", "i6", "i7", "j5"]
    homes = {s: [layout.board.names[h] for h in layout.homes[s]] for s in (1, 3)}
    target2 = [layout.board.names[h] for h in layout.targets[2]]  # seat 0's home
    pegs = {0: pegs0 + [approach], 1: homes[1], 2: target2 if 2 in finished else middle, 3: homes[3]}
    pegs.update(pegs_by_seat)
    state = position(4, pegs, options={"partners": True, **(options or {})}, finished=tuple(finished))
    return state, destinations(state, approach)[missing]


def test_a_side_wins_when_both_partners_are_home():
    state, last = star4_partners(finished=(2,))
    after = state.apply(last)
    outcome = after.outcome()
    assert outcome is not None and outcome.winners == (0, 2) and outcome.reason == FILLED
    assert after.finished == (2, 0) and after.places() == (1, 2, 1, 2)


def test_a_partner_home_first_is_skipped_until_the_other_arrives():
    state, last = star4_partners()
    after = state.apply(last)
    assert after.outcome() is None and after.finished == (0,) and after.to_move == 1
    for seat in (1, 2, 3):
        assert after.to_move == seat
        after = after.apply(after.legal_moves()[0])
    assert after.to_move == 1  # seat 0 has finished: its turns are skipped
    with pytest.raises(IllegalMove):
        engine.parse_move(after, "pass")


def test_a_partners_pegs_do_not_fill_a_camp():
    layout = geo.layout(geo.STAR, 4)
    pegs0, missing, _ = almost_full(layout, 0)
    for blocker, filled in ((2, False), (1, True), (3, True)):
        state = position(4, {0: pegs0, blocker: [missing]}, options={"partners": True})
        assert state.rules.camp_filled(list(state.board), 0) is filled
    alone = position(4, {0: pegs0, 2: [missing]})
    assert alone.rules.camp_filled(list(alone.board), 0)  # without partners seat 2 is just another player


def test_no_swap_with_a_partner():
    layout = geo.layout(geo.STAR, 4)
    target = sorted(layout.board.names[h] for h in layout.targets[0])  # seat 2's home
    spoiler = next(h for h in target if any(layout.board.names[n] == "e5" for n in layout.board.steps[layout.board.index[h]]))
    for partners, swaps in ((False, True), (True, False)):
        state = position(4, {0: ["e5"], 2: [spoiler]}, options={"partners": partners, "swap": True})
        assert (spoiler in destinations(state, "e5")) is swaps


def test_eviction_puts_the_whole_side_out():
    state = engine.new_game("halma", 4, {"partners": True, "eviction": 1}, seed=1)
    after = state.apply(state.legal_moves()[0])  # seat 0 still has pegs at home after its first turn
    assert set(after.out) == {0, 2} and after.board.count(0) == after.board.count(2) == 0
    outcome = after.outcome()
    assert outcome.reason == EVICTED and outcome.winners == (1, 3)


def test_play_on_ranks_sides():
    layout = geo.layout(geo.STAR, 6)
    pegs0, missing0, approach0 = almost_full(layout, 0)
    # Seat 3 (0's partner) is home already; the others stand in their own homes.
    pegs = {0: pegs0 + [approach0], 3: [layout.board.names[h] for h in layout.targets[3]]}
    pegs.update({s: [layout.board.names[h] for h in layout.homes[s]] for s in (1, 2, 4, 5)})
    state = position(6, pegs, options={"partners": True, "play_on": True}, finished=(3,))
    state = state.apply(destinations(state, approach0)[missing0])
    assert state.outcome() is None and state.finished_sides() == [(0, 3)]
    assert state.places()[0] == state.places()[3] == 1 and state.to_move == 1


@pytest.mark.parametrize(("seats", "options", "level"), [(4, {"board": "square"}, "easy"), (6, {}, "easy"),
                                                          (4, {}, "normal")])
def test_computer_partners_finish_a_game_together(seats, options, level):
    state = engine.new_game("halma", seats, {"partners": True, **options}, seed=3)
    for ply in range(1500):
        if state.outcome() is not None:
            break
        state = state.apply(engine.ai.choose(state, level, seed=ply, deadline_s=0.3))
    outcome = state.outcome()
    assert outcome is not None and outcome.reason == FILLED
    assert outcome.winners in state.sides and all(s in state.finished for s in outcome.winners)
    assert len(outcome.winners) == 2


def test_partner_games_save_and_load():
    from engine.record import GameRecord

    state = engine.new_game("halma", 6, {"partners": True, "play_on": True}, seed=5)
    record = GameRecord(state, [], 0, [{"name": f"P{s}", "colour": "red"} for s in range(6)])
    rnd = random.Random(5)
    for _ in range(60):
        move = rnd.choice(state.legal_moves())
        record.moves.append(engine.move_to_text(state, move))
        state = state.apply(move)
        assert engine.from_json(state.to_json()) == state
    record.cursor = len(record.moves)
    again = GameRecord.from_json(record.to_json())
    assert again.states()[-1] == state and again.states()[-1].sides == ((0, 3), (1, 4), (2, 5))
    finished, _ = star4_partners(finished=(2,))
    assert engine.from_json(finished.to_json()).finished == (2,)


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_the_computer_takes_its_last_peg_out_of_its_partners_way(level):
    """Four on the square board as partners: seat 0's last peg waits in the corner of its home, which is the
    target its partner (seat 2) is filling; seat 0 moves it out rather than shuffling inside its own target."""
    layout = geo.layout(geo.SQUARE, 4)
    names = layout.board.names
    target0 = sorted(layout.targets[0], key=lambda h: -layout.distance[0][h])  # deepest first
    home0 = [names[h] for h in layout.homes[0]]
    corner_area = {"a1", "a2", "b1", "b2"}
    pegs = {0: ["a1"] + [names[h] for h in target0[1:]],  # its target full but for the deepest hole
            2: [h for h in home0 if h not in corner_area] + ["e5", "f5", "e6", "f6"],
            1: [names[h] for h in layout.homes[1]], 3: [names[h] for h in layout.homes[3]]}
    state = position(4, pegs, options={"board": "square", "partners": True}, moves_made=(40, 40, 40, 40))
    move = engine.ai.choose(state, level, seed=1, deadline_s=1.0)
    assert names[move.origin] == "a1", engine.move_to_text(state, move)
