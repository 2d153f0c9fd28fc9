"""Abalone's rules engine: move counts, perft, the spec's edge cases, notation, records, house rules, AI.

The move generator is checked against `reference_children`, a slow second
generator written straight from the rules text with (row, column) pairs and
sets, and, when it is installed, against the peer engine abalone-boai.
"""

import json
import random

import pytest

import engine
import engine.ai
from engine import BadState, IllegalMove, Reason
from engine.abalone import SPEC, Move, Timeout, position_from_dict, position_to_dict
from engine.abalone.board import CELL_BY_NAME, CELL_NAMES
from engine.abalone.notation import RecordTagRefused, record_from_text, record_to_text
from engine.abalone.rules import EJECT, NO_MOVES, PUSHED_OFF, generate, layouts
from engine.record import RecordMoveRefused

MAIN_LAYOUTS = ("standard", "belgian_daisy", "german_daisy")

# --------------------------------------------------------------------------- the reference generator

REF_DIRS = ((0, 1), (1, 1), (1, 0), (0, -1), (-1, -1), (-1, 0))


def on_board(cell):
    r, k = cell
    return 0 <= r <= 8 and 0 <= k <= 8 and abs(k - r) <= 4


def step(cell, d, n=1):
    return cell[0] + d[0] * n, cell[1] + d[1] * n


def ref_cells(names):
    return {(ord(n[0].upper()) - ord("A"), int(n[1]) - 1) for n in names}


def reference_children(own: frozenset, opp: frozenset) -> set:
    """Every (own, opp) after one legal move of `own`'s side, from the rules as written."""
    groups = {frozenset([c]) for c in own}
    for c in own:
        for d in REF_DIRS[:3]:
            line = [c]
            while len(line) < 3 and step(line[-1], d) in own:
                line.append(step(line[-1], d))
                groups.add(frozenset(line))
    results = set()
    for group in groups:
        for d in REF_DIRS:
            moved = {step(c, d) for c in group}
            inline = len(group) == 1 or any(step(c, d) in group for c in group)
            if not inline:  # broadside: every target cell on the board and empty
                if all(on_board(t) and t not in own and t not in opp for t in moved):
                    results.add((frozenset(own - group | moved), opp))
                continue
            head = next(c for c in group if step(c, d) not in group)
            front = step(head, d)
            if not on_board(front) or front in own:
                continue
            new_own = frozenset(own - group | moved)
            if front not in opp:
                results.add((new_own, opp))
                continue
            pushed = []
            while step(front, d, len(pushed)) in opp:
                pushed.append(step(front, d, len(pushed)))
            if len(pushed) >= len(group):
                continue  # pac (and 4v3: only three ever count)
            beyond = step(front, d, len(pushed))
            if beyond in own:
                continue  # sandwich
            new_opp = opp - set(pushed) | {step(c, d) for c in pushed if on_board(step(c, d))}
            results.add((new_own, frozenset(new_opp)))
    return results


def to_ref(bits):
    return frozenset((c // 10, c % 10) for c in range(89) if bits >> c & 1)


def engine_children(own_bits, opp_bits):
    return {(to_ref(o), to_ref(p)) for _, _, o, p, _ in generate(own_bits, opp_bits)}


def reference_perft(own, opp, depth):
    if depth == 0:
        return 1
    return sum(reference_perft(o2, o1, depth - 1) for o1, o2 in reference_children(own, opp))


def engine_perft(own, opp, depth):
    moves = generate(own, opp)
    if depth == 1:
        return len(moves)
    return sum(engine_perft(o2, o1, depth - 1) for _, _, o1, o2, _ in moves)


def position(black, white, to_move="black", **options):
    return position_from_dict({"black": black, "white": white, "to_move": to_move,
                               "out": {"black": 0, "white": 0}}, options or None)


def cells(text):
    return text.split()


# --------------------------------------------------------------------------- counts and perft

#: Legal moves at the start (distinct resulting positions) for Black and for White (spec §3.1).
START_COUNTS = {
    "standard": (44, 44), "belgian_daisy": (52, 52), "german_daisy": (80, 80), "dutch_daisy": (44, 44),
    "swiss_daisy": (64, 64), "domination": (80, 70), "the_wall": (102, 102), "pyramid": (58, 58),
    "face_to_face": (57, 57), "infiltration": (58, 58), "snakes": (78, 78),
}

#: Perft from the start, Black to move. Depth 1 is the spec's; depths 2 and 3 are this engine's, equal to
#: the reference generator's (depth 2, below) and to abalone-boai's: `bench/abalone.py --perft` printed
#: 98912 / 149322 / 493480 for boai at depth 3 (56.6 s, 57.6 s, 131.1 s) on 2026-11-23.
PERFT = {
    "standard": (44, 1936, 98912),
    "belgian_daisy": (52, 2692, 149322),
    "german_daisy": (80, 6244, 493480),
}


def test_layout_data_matches_the_option_choices():
    assert [c.value for c in SPEC.option("layout").choices] == list(layouts())
    for layout in layouts().values():
        assert len(layout["black"]) == len(layout["white"]) == 14
        assert not set(layout["black"]) & set(layout["white"])


@pytest.mark.parametrize("layout", list(START_COUNTS))
def test_start_counts(layout):
    state = engine.new_game("abalone", 2, {"layout": layout})
    black, white = state.marbles
    moves = state.legal_moves()
    assert len({state.children()[m][:2] for m in moves}) == len(moves) == START_COUNTS[layout][0]
    assert len(generate(white, black)) == START_COUNTS[layout][1]


@pytest.mark.parametrize("layout", MAIN_LAYOUTS)
def test_perft(layout):
    black, white = engine.new_game("abalone", 2, {"layout": layout}).marbles
    for depth, expected in enumerate(PERFT[layout], 1):
        assert engine_perft(black, white, depth) == expected
    assert reference_perft(to_ref(black), to_ref(white), 2) == PERFT[layout][1]


def capture_biased_positions(seed, games=4, plies=120):
    """Positions from random games that prefer pushes, so marbles really leave the board."""
    rnd = random.Random(seed)
    for game in range(games):
        state = engine.new_game("abalone", 2, {"layout": MAIN_LAYOUTS[game % 3], "marbles_to_win": 6})
        for _ in range(plies):
            if state.outcome():
                break
            yield state
            moves = state.legal_moves()
            pushes = [m for m in moves if state.effect(m) != 2]
            state = state.apply(rnd.choice(pushes if pushes and rnd.random() < 0.7 else moves))


def test_differential_against_the_reference_generator():
    ejections = 0
    for state in capture_biased_positions(seed=7):
        own, opp = state.marbles[state.turn], state.marbles[1 - state.turn]
        assert engine_children(own, opp) == reference_children(to_ref(own), to_ref(opp))
        ejections += sum(1 for m in state.legal_moves() if state.effect(m) == EJECT)
    assert ejections > 20  # the games did test pushing off


def test_differential_against_abalone_boai():
    """The same sets of resulting positions as the peer engine, pushes off the board included."""
    pytest.importorskip("abalone.game", reason="abalone-boai is an optional test peer")
    from bench import abalone_peer as peer

    compared = ejecting = 0
    for index, state in enumerate(capture_biased_positions(seed=11, games=3, plies=90)):
        if index % 4:
            continue  # boai is slow: every fourth position is plenty
        game = peer.boai_game(*state.marbles, black_to_move=state.turn == 0)
        theirs = {peer.position_set(child) for child in peer.boai_children(game)}
        ours = {peer.ours_as_set(*state.children()[m][:2]) for m in state.legal_moves()}
        assert ours == theirs, state.plies
        compared += 1
        ejecting += any(state.effect(m) == EJECT for m in state.legal_moves())
    assert compared > 50 and ejecting >= 5


def test_displacements_list_every_shifted_marble():
    state = position(cells("C3 C4 C5"), cells("C6 C7"))  # 3v2 at the edge: C7 goes off
    move = engine.parse_move(state, "c3c4")
    names = [(seat, CELL_NAMES[a], b and CELL_NAMES[b]) for seat, a, b in state.displacements(move)]
    assert names == [(0, "C3", "C4"), (0, "C4", "C5"), (0, "C5", "C6"), (1, "C6", "C7"), (1, "C7", None)]
    sideways = engine.parse_move(state, "c3c5d3")
    assert [b for _, _, b in state.displacements(sideways)] == [CELL_BY_NAME[c] for c in ("D3", "D4", "D5")]


#: The OpenSpiel Abalone PR's playthrough (cmarlin/open_spiel_abalone, Standard layout): its move line
#: and its number of legal actions before each move, for the states it prints in full.
OPENSPIEL_LINE = ("b2b1c2 i7h6 c5d6 g5g6f5 d6e6 f4e4 c1d2 i6h5 e6d6 e4f5d4 c3c2 e5f5 c4c5 d4e5 d2e2 h4g4 "
                  "c5d6c6 e5f5 e2d1 i8h8 b5b4c5").split()
OPENSPIEL_COUNTS = {0: 44, 1: 44, 2: 57, 3: 55, 4: 60, 5: 65, 20: 56, 21: 78}


def test_openspiel_playthrough_line():
    state = engine.new_game("abalone", 2)
    for ply, text in enumerate([*OPENSPIEL_LINE, None]):
        if ply in OPENSPIEL_COUNTS:
            assert len(state.legal_moves()) == OPENSPIEL_COUNTS[ply], ply
        if text is not None:
            state = state.apply(engine.parse_move(state, text))


#: The Abalone World Championship 2015 final (Belgian Daisy; abaloneonline.wordpress.com, 2015/09).
AWC_2015 = """1.a1b2 i5h5 2.a2b3 i6h6 3.b3c4 g4g5 4.i9h8 h6g6 5.c2c3 c6c7d6 6.g7g9f7 g5h5f4 7.b2c3 h4g4
8.h7i8h6 a4b4a3 9.e5d5 g4f4 10.b4b5 f4e4 11.c5b4 g6f5 12.f7f9e7 f5e5 13.b5b6c5 f6e5 14.a3b4a4 e6d6
15.e9e8 c6d6 16.b5c5 d7c6 17.b6b5 c6d6 18.h8h9g7 f5e4 19.b1a1 c2c3 20.g7g8f7 f6e6 21.a4b5 e4d4
22.g6h6g7 c3c4 23.c7b6 d7c6 24.g7i7f6 d4c4 25.a1b2 a4b5 26.f8f7 d7d6 27.g6g5 b4c4 28.e7f7 c6d6
29.h6g5 f6e6 30.g7g6 b3b4 31.g6f5 c2d2 32.b6c7 c6c5 33.f7f6 d2e3 34.c2d2 d6d5 35.f5e4 b5c5 36.d1d2 c5d5
37.d3e4 c2c3 38.e4d3 e3e4 39.d2d3 c3c4 40.e8e7 d6c5 41.c7d8 e4e5 42.d8e8 b4c4 43.g4f4 e7e6 44.e8f8e7 d7d6
45.e3f4 a3b3 46.d3d4 d7c6 47.h5g4 b3a3 48.g4g5 e4e5 49.e8f8 b4c4 50.g5g6 c6c5 51.d6d5 e7e6 52.h6g6 a3b4
53.d4d5 c3d4 54.d5d6 d8c7 55.e6d6 b4c5 56.e7d7 g8h8 57.f6g7 i9i8 58.f7g7"""


def test_awc_2015_final_replays():
    state, moves = record_from_text('[layout "belgian_daisy"]\n' + AWC_2015)
    ejections = []
    for ply, move in enumerate(moves, 1):
        if state.effect(move) == EJECT:
            ejections.append(ply)
        state = state.apply(move)
    assert len(moves) == 115 and ejections == [17, 19, 21, 45, 48, 111]
    assert state.lost == (1, 5) and state.outcome() is None


# --------------------------------------------------------------------------- the spec's edge cases (§1.4)

EDGE_CASES = [
    # name, black, white, move, legal, black's total legal moves
    ("2v1 push into empty", "C3 C4", "C5", "c3c4", True, 15),
    ("2v1 push off the edge", "C5 C6", "C7", "c5c6", True, 15),
    ("3v1 push", "C2 C3 C4", "C5", "c2c3", True, 29),
    ("3v2 push", "C1 C2 C3", "C4 C5", "c1c2", True, 22),
    ("3v2 push off the edge", "C3 C4 C5", "C6 C7", "c3c4", True, 28),
    ("1v1 pac", "C3", "C4", "c3c4", False, 5),
    ("2v2 pac", "C2 C3", "C4 C5", "c2c3", False, 14),
    ("3v3 pac", "C1 C2 C3", "C4 C5 C6", "c1c2", False, 21),
    ("4v3 only three count", "C1 C2 C3 C4", "C5 C6 C7", "c2c3", False, 33),
    ("4v2 front three push", "C1 C2 C3 C4", "C5 C6", "c2c3", True, 34),
    ("4-marble move", "C1 C2 C3 C4", "", "c1c2", False, 36),
    ("sandwich", "C3 C4 C6", "C5", "c3c4", False, 19),
    ("2v1 then another opposing marble is 2v2", "C3 C4", "C5 C6", "c3c4", False, 14),
    ("2v1 gap then opposing marble", "C1 C2", "C3 C5", "c1c2", True, 11),
    ("broadside into an opposing marble", "C3 C4", "D3", "c3c4d3", False, 14),
    ("broadside into empty", "C3 C4", "", "c3c4d3", True, 16),
]


@pytest.mark.parametrize(("black", "white", "text", "legal", "count"), [case[1:] for case in EDGE_CASES],
                         ids=[case[0] for case in EDGE_CASES])
def test_edge_case(black, white, text, legal, count):
    state = position(cells(black), cells(white))
    assert len(state.legal_moves()) == count
    own, opp = state.marbles
    assert engine_children(own, opp) == reference_children(to_ref(own), to_ref(opp))
    if legal:
        state.apply(engine.parse_move(state, text))
    else:
        with pytest.raises(IllegalMove):
            engine.parse_move(state, text)


def test_own_marble_never_leaves_the_board():
    state = position(["C7"], [])
    assert len(state.legal_moves()) == 4
    with pytest.raises(IllegalMove) as info:
        state.apply(Move((CELL_BY_NAME["C7"],), 0))
    assert info.value.code == "own_marble_off"


def test_pushing_off_counts_and_wins():
    state = position(["C5", "C6"], ["C7"], marbles_to_win=1)
    after = state.apply(engine.parse_move(state, "c5c6"))
    assert position_to_dict(after) == {"black": ["C6", "C7"], "white": [], "to_move": "white",
                                       "out": {"black": 0, "white": 1}}
    assert after.outcome().winners == (0,) and after.outcome().reason == PUSHED_OFF
    assert after.to_move is None and after.legal_moves() == []
    assert after.scores() == (1.0, 0.0)


def test_push_moves_the_whole_opposing_line():
    state = position(cells("C1 C2 C3"), cells("C4 C5"))
    after = state.apply(engine.parse_move(state, "c1c2"))
    assert position_to_dict(after)["black"] == ["C2", "C3", "C4"]
    assert position_to_dict(after)["white"] == ["C5", "C6"]


@pytest.mark.parametrize(("black", "white", "text", "code", "params"), [
    ("C3", "C4", "c3c4", "no_superiority", ()),           # 1v1 pac
    ("C4", "C3", "c3c2", "no_marble", ("C3",)),           # C3 is White's
    ("C3", "C4", "c1d1", "no_marble", ("C1",)),           # an empty cell
    ("C3 C4 C6", "C5", "c3c4", "sandwiched", ("C6",)),    # sandwich
    ("C3 C4", "D3", "c3c4d3", "sideways_blocked", ()),    # a broadside never pushes
    ("C6 C7", "", "c6c7b6", "own_marble_off", ()),        # B7, south-east of C7, is off the board
    ("C1 C2 C3 C4", "", "c1c2", "too_many_marbles", ()),
    ("C3", "", "c3e5", "not_next_to", ("C3", "E5")),
    ("C3", "", "a6b6", "no_such_cell", ("A6",)),
    ("C3", "", "c3c3d3", "not_a_line_of_ends", ("C3", "C3")),
    ("C3 C4", "", "c3c4c4", "inline_as_broadside", ()),
    ("C3", "", "C3-D3", "unreadable", ()),
])
def test_illegal_moves_say_why(black, white, text, code, params):
    state = position(cells(black), cells(white))
    with pytest.raises(IllegalMove) as info:
        engine.parse_move(state, text)
    assert (info.value.code, info.value.params) == (code, params)
    assert SPEC.refusal(code) is not None


@pytest.mark.parametrize(("marbles", "direction", "code", "params"), [
    (("C3",), 0, "own_marble_ahead", ("C4",)),            # C3 east runs into C4: move the line from C3
    (("B2", "B3"), 1, "sideways_blocked", ()),            # north-east of them are C3 and C4, Black's own
    (("C3", "C5"), 0, "not_in_line", ()),
    (("A1", "A2", "A3", "A4"), 0, "too_many_marbles", ()),
    (("A1", "A2", "A3"), 0, "too_many_marbles", ()),      # A4 is Black's: the line would be four long
    (("G5",), 3, "no_marble", ("G5",)),
])
def test_move_objects_say_why(marbles, direction, code, params):
    state = engine.new_game("abalone", 2)
    move = Move(tuple(CELL_BY_NAME[c] for c in marbles), direction)
    for call in (state.apply, state.move_to_text):
        with pytest.raises(IllegalMove) as info:
            call(move)
        assert (info.value.code, info.value.params) == (code, params)


def test_selections_are_judged_by_the_engine():
    """What the view asks while the player picks marbles one by one (Black to move at the standard start)."""
    state = engine.new_game("abalone", 2)
    names = CELL_BY_NAME

    def refused(call, *args):
        with pytest.raises(IllegalMove) as info:
            call(*args)
        return info.value.code, info.value.params

    assert state.check_selection([names["C5"], names["C3"], names["C4"]]) == (names["C3"], names["C4"], names["C5"])
    assert refused(state.check_selection, [names[c] for c in ("C3", "C4", "C5", "B6")]) == ("not_in_line", ())
    assert refused(state.check_selection, [names[c] for c in ("A1", "A2", "A3", "A4")]) == ("too_many_marbles", ())
    assert refused(state.check_selection, [names["C3"], names["G5"]]) == ("no_marble", ("G5",))
    assert refused(state.check_selection, []) == ("not_a_move", ())
    assert state.line_between(names["A1"], names["C3"]) == (names["A1"], names["B2"], names["C3"])
    assert state.line_between(names["B2"], names["B2"]) == (names["B2"],)
    assert refused(state.line_between, names["A1"], names["A5"]) == ("too_many_marbles", ())
    assert refused(state.line_between, names["C3"], names["E5"]) == ("no_marble", ("D4",))
    assert refused(state.line_between, names["A1"], names["C4"]) == ("not_in_line", ())


HOSTILE_MOVES = [
    Move([22], 0), Move((22,), [0]), Move({22: 1}, 0), Move((22.0,), 0), Move((22,), 0.0), Move((22,), True),
    Move((True,), 0), Move((22,), float("nan")), Move((22, 23, 24), 10**100), Move((22,), -1), Move((999,), 0),
    Move((-1,), 0), Move((), 0), Move((23, 22), 0), Move((22, 22), 0), Move(None, None), Move("c3", "e"),
    Timeout(1.0), Timeout(True), Timeout(10**100), Timeout(-1), Timeout(None), Timeout("black"),
    (tuple([22]), 2), "c3d3", None,
]


@pytest.mark.parametrize("move", HOSTILE_MOVES, ids=[repr(m)[:40] for m in HOSTILE_MOVES])
def test_hostile_move_objects_are_refused(move):
    """Lists in a Move could not be hashed (TypeError); floats and bools equalled legal ints."""
    for options in (None, {"clock_minutes": 5}):
        state = engine.new_game("abalone", 2, options)
        for call in (state.apply, state.move_to_text):
            with pytest.raises(IllegalMove) as info:
                call(move)
            assert info.value.code == "not_a_move"


# --------------------------------------------------------------------------- notation


def test_notation_is_canonical_and_accepts_both_broadside_orders():
    state = engine.new_game("abalone", 2)
    move = engine.parse_move(state, "c3c5d4")
    assert engine.parse_move(state, "C5C3D6") == move == engine.parse_move(state, "c5c3d6")
    assert engine.move_to_text(state, move) == "c3c5d4"
    assert engine.move_to_text(state, engine.parse_move(state, "A1B2")) == "a1b2"
    assert str(move) == "c3c5d4"
    inline = engine.parse_move(state, "a1b2")  # the line A1-B2-C3 steps north-east
    assert [CELL_NAMES[c] for c in inline.marbles] == ["A1", "B2", "C3"] and inline.inline
    assert engine.parse_move(state, "b2c3").marbles == (CELL_BY_NAME["B2"], CELL_BY_NAME["C3"])


@pytest.mark.parametrize("text", ["c3c4d4x", "c3e5", "c3c3", "a1a1a1", "c3d3d4", "j1j2", "c3c4c5", "c3c5d3x"])
def test_bad_notation(text):
    with pytest.raises(IllegalMove):
        engine.parse_move(engine.new_game("abalone", 2), text)


def test_every_move_round_trips_in_a_random_game():
    rnd = random.Random(3)
    state = engine.new_game("abalone", 2, {"layout": "german_daisy"})
    for _ in range(40):
        for move in state.legal_moves():
            text = engine.move_to_text(state, move)
            assert engine.parse_move(state, text) == move
            assert engine.parse_move(state, text.upper()) == move
        state = state.apply(rnd.choice(state.legal_moves()))


def test_record_text_round_trip():
    rnd = random.Random(5)
    initial = engine.new_game("abalone", 2, {"layout": "belgian_daisy", "clock_minutes": 10})
    state, moves = initial, []
    for _ in range(25):
        move = rnd.choice(state.legal_moves())
        moves.append(move)
        state = state.apply(move)
    moves.append(Timeout(state.turn))
    text = record_to_text(initial, moves)
    assert text.startswith('[layout "belgian_daisy"]') and "1." in text and text.rstrip().endswith("timeout 1-0")
    again, again_moves = record_from_text(text)
    assert again.options == initial.options and again.data_to_dict() == initial.data_to_dict()
    assert again_moves == moves


def test_record_reads_other_spellings_and_refuses_illegal_ones():
    initial, moves = record_from_text('[layout "standard"]\n[Event "club"]\n1. A5B6 {opening} I5H5 2.c5c3d6 *')
    assert len(moves) == 3 and initial.options["layout"] == "standard"
    with pytest.raises(RecordMoveRefused) as info:
        record_from_text("1.a1b2 a1b2")
    assert (info.value.index, info.value.text, info.value.refusal.code) == (1, "a1b2", "no_marble")
    for tag in ('[layout "nowhere"]', '[marbles_to_win "7"]', '[clock_minutes "ten"]', '[repetition "maybe"]'):
        with pytest.raises(RecordTagRefused):
            record_from_text(f"{tag} 1.a1b2")
    initial, _ = record_from_text('[repetition "TRUE"] [clock_minutes " 5 "]')
    assert initial.options["repetition"] is True and initial.options["clock_minutes"] == 5


# --------------------------------------------------------------------------- positions and hostile data


def test_position_dict_round_trip():
    state = engine.new_game("abalone", 2, {"layout": "german_daisy"})
    data = position_to_dict(state)
    assert data["black"][:3] == ["B1", "B2", "C1"] and data["to_move"] == "black"
    assert position_to_dict(position_from_dict(data, {"layout": "german_daisy"})) == data
    assert position_from_dict(data, {"layout": "german_daisy"}).marbles == state.marbles


@pytest.mark.parametrize("change", [
    {"black": ["A1", "A1"]}, {"black": ["Z9"]}, {"black": ["A1"], "white": ["A1"]}, {"black": ["A1"] * 20},
    {"to_move": "red"}, {"out": {"black": -1, "white": 0}}, {"out": {"black": 0}}, {"out": {"black": 1, "white": 99}},
    {"black": "A1"}, {"black": [1]}, {"out": {"black": True, "white": 0}},
])
def test_hostile_positions_are_refused(change):
    data = {"black": ["A1"], "white": ["I9"], "to_move": "black", "out": {"black": 0, "white": 0}}
    data.update(change)
    with pytest.raises(BadState):
        position_from_dict(data)


@pytest.mark.parametrize(("key", "value"), [
    ("plies", -1), ("plies", 10**12), ("timeout", "black"), ("timeout", 0), ("history", ["zz"]),
    ("history", ["1.2.0"]), ("history", None), ("black", ["A1", "Q1"]),
])
def test_hostile_state_data_is_refused(key, value):
    data = json.loads(engine.new_game("abalone", 2).to_json())
    data["data"][key] = value
    with pytest.raises(BadState):
        engine.from_json(json.dumps(data))


def test_saved_states_must_be_reachable_by_the_clock_and_the_history():
    """Hostile saves that loaded before: a flag fallen for the side not to move, a history of another position."""
    clock = json.loads(engine.new_game("abalone", 2, {"clock_minutes": 5}).to_json())
    clock["data"]["timeout"] = "white"  # Black is to move: only Black's clock runs
    with pytest.raises(BadState):
        engine.from_json(json.dumps(clock))
    clock["data"]["timeout"] = "black"
    assert engine.from_json(json.dumps(clock)).outcome().winners == (1,)
    repeat = json.loads(engine.new_game("abalone", 2, {"repetition": True}).to_json())
    repeat["data"]["history"] = ["1.2.0"]
    with pytest.raises(BadState):
        engine.from_json(json.dumps(repeat))


# --------------------------------------------------------------------------- house rules and the clock


def test_timeout_ends_the_game_only_with_a_clock():
    state = engine.new_game("abalone", 2)
    with pytest.raises(IllegalMove):
        state.apply(Timeout(0))
    state = engine.new_game("abalone", 2, {"clock_minutes": 10})
    with pytest.raises(IllegalMove):
        state.apply(Timeout(1))  # only the running clock can run out
    over = state.apply(engine.parse_move(state, "timeout"))
    assert over.outcome().reason == Reason.TIMEOUT and over.outcome().winners == (1,)
    assert engine.move_to_text(state, Timeout(0)) == "timeout"
    assert engine.from_json(over.to_json()) == over


def test_move_cap_goes_to_the_side_with_more_marbles():
    state = position(["C5", "C6", "A1"], ["C7", "I9"], move_cap=3)
    state = state.apply(engine.parse_move(state, "c5c6"))  # pushes C7 off
    state = state.apply(engine.parse_move(state, "i9h9"))
    assert state.outcome() is None
    state = state.apply(engine.parse_move(state, "a1b1"))
    assert state.outcome().reason == Reason.MOVE_CAP and state.outcome().winners == (0,)


def test_threefold_repetition_draws_when_enabled():
    for repetition in (False, True):
        state = position(["A1"], ["I9"], repetition=repetition)
        for text in ["a1b1", "i9h9", "b1a1", "h9i9"] * 2:
            state = state.apply(engine.parse_move(state, text))
        assert (state.outcome() is not None) == repetition
        if repetition:
            assert state.outcome().reason == Reason.REPETITION and state.outcome().winners == ()
            assert engine.from_json(state.to_json()) == state


def test_no_legal_move_is_a_draw():
    # Black's lone marble at A1 is boxed in by White lines too long to push.
    state = position(["A1"], ["A2", "A3", "B1", "C1", "B2", "C3"])
    assert state.legal_moves() == [] and state.outcome().reason == NO_MOVES


# --------------------------------------------------------------------------- the computer player


def test_ai_takes_an_ejection_and_avoids_losing_one():
    state = position(cells("C5 C6 A1 A2"), cells("C7 I9 I8"))
    assert engine.move_to_text(state, engine.ai.choose(state, "normal", seed=1, deadline_s=1)) == "c5c6"


def test_ai_levels_differ():
    """Whether a search keeps its deadline is measured by bench/abalone.py ("deadline keeping"), not here."""
    state = engine.new_game("abalone", 2, {"layout": "belgian_daisy"})
    easy = {engine.ai.choose(state, "easy", seed=s, deadline_s=0.5) for s in range(6)}
    assert len(easy) > 1  # easy picks loosely among the good moves
    assert engine.ai.choose(state, "hard", seed=1, deadline_s=0.6) in state.legal_moves()


def test_ai_cancel_is_polled_during_the_search():
    state = engine.new_game("abalone", 2, {"layout": "german_daisy"})
    calls = []

    def cancel():
        calls.append(1)
        return len(calls) > 3

    with pytest.raises(engine.ai.SearchCancelled):
        engine.ai.choose(state, "hard", seed=1, deadline_s=30, cancel=cancel)
