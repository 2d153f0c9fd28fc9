"""EQUILIBRIX Combact: board geometry, pieces, the ring, the five-point rule and the four targets."""

import json
import math
import random
from collections import Counter

import pytest

import engine
import engine.ai
from engine import BadState, IllegalMove
from engine.equilibrix import geometry
from engine.equilibrix.geometry import LENS, TRIANGLE, board, cusp_dot, node_name, parse_node, xy
from engine.equilibrix.pieces import (
    MICROS,
    anchor_near,
    bacteria_ids,
    orientations,
    placement_table,
    placements,
    shape_at,
    shapes,
)
from engine.equilibrix.rules import (
    AUTONOMIE,
    BASES_TIEBREAK,
    CHOOSE_TARGET,
    NOT_CONNECTED,
    OCCUPIED,
    ORIGIN,
    OVER,
    OVER_SIX,
    PLAY,
    STUCK,
    TERRITORY,
    TOKEN_ONE_POINT,
    TOO_MANY,
    ZEITFAKTOR,
    ZIELE,
    ChooseTarget,
    EquilibrixState,
    Pass,
    Place,
    PlaceBase,
    SetOrigin,
)

GEO = board()


def node(name):
    return GEO.node_index[parse_node(name)]


def field(*nodes):
    return GEO.field_index[frozenset(nodes)]


# --------------------------------------------------------------------------- geometry


def test_board_counts():
    assert len(GEO.nodes) == 37
    kinds = Counter(f.kind for f in GEO.fields)
    assert len(GEO.fields) == 144 and kinds[TRIANGLE] == 54 and kinds[LENS] == 90
    assert kinds[TRIANGLE] * 5 == kinds[LENS] * 3  # the publisher's 3:5 ratio
    assert len(GEO.edge_lenses) == 18
    assert len(GEO.outline()) == 18


def test_fields_around_every_node():
    by_class = Counter()
    for n, ring in zip(GEO.nodes, GEO.around):
        h = geometry.hex_distance(n)
        kinds = Counter(GEO.fields[f].kind for f in ring)
        if h <= 2:
            assert len(ring) == 12 and kinds[LENS] == 6 and kinds[TRIANGLE] == 6
            # lens and triangle alternate, and neighbours in the ring share an arc starting at the node
            for a, b in zip(ring, ring[1:] + ring[:1]):
                assert GEO.fields[a].kind != GEO.fields[b].kind and b in GEO.arc_neighbours[a]
        elif n in GEO.corners:
            assert (kinds[TRIANGLE], kinds[LENS]) == (2, 3)
        else:
            assert (kinds[TRIANGLE], kinds[LENS]) == (3, 4)
        by_class[len(ring)] += 1
        assert all(n in GEO.fields[f].nodes for f in ring)
    assert by_class == {12: 19, 7: 12, 5: 6}


def test_arc_adjacency():
    for f in GEO.fields:
        nbs = GEO.arc_neighbours[f.index]
        assert all(GEO.fields[g].kind != f.kind for g in nbs)  # lenses only border triangles
        assert all(f.index in GEO.arc_neighbours[g] for g in nbs)
        if f.kind == TRIANGLE:
            assert len(nbs) == 3
        else:
            assert len(nbs) == (1 if f.index in GEO.edge_lenses else 2)
    # a concrete case: the lens between the centre and e0 touches the two triangles on that edge
    centre, east = (0, 0), (1, 0)
    lens = field(centre, east)
    assert set(GEO.arc_neighbours[lens]) == {field(centre, east, (0, 1)), field(centre, east, (1, -1))}


def test_lens_and_triangle_shapes_are_exact_circle_arcs():
    for f in GEO.fields:
        for arc in f.arcs:
            c = xy(arc.centre)
            for end in (arc.start, arc.end):
                assert math.dist(c, xy(end)) == pytest.approx(1.0)
            assert math.dist(xy(arc.start), xy(arc.end)) == pytest.approx(1.0)  # a 60° chord
        assert len(f.arcs) == len(f.nodes)


def test_fields_tile_the_nineteen_disks():
    rnd = random.Random(5)
    inner = [xy(n) for n in GEO.nodes if geometry.hex_distance(n) <= 2]
    for _ in range(3000):
        x, y = rnd.uniform(-3.1, 3.1), rnd.uniform(-3.1, 3.1)
        in_disks = any(math.dist((x, y), c) < 1 - 1e-6 for c in inner)
        hits = [f.index for f in GEO.fields if GEO.contains(f.index, x, y)]
        if in_disks:
            assert len(hits) == 1 and GEO.field_at(x, y) == hits[0]
        elif all(math.dist((x, y), c) > 1 + 1e-6 for c in inner):
            assert hits == [] and GEO.field_at(x, y) is None


def test_corners_lie_on_the_circle_and_dots_inside_their_fields():
    radii = sorted(math.hypot(*xy(n)) for n in GEO.nodes)
    assert sum(1 for r in radii if r == pytest.approx(3.0)) == 6
    assert all(math.hypot(*xy(c)) == pytest.approx(3.0) for c in GEO.corners)
    for f in GEO.fields:
        for n in f.nodes:
            assert GEO.field_at(*cusp_dot(f, n)) == f.index


def test_node_names_round_trip():
    assert len({node_name(n) for n in GEO.nodes}) == 37
    assert all(parse_node(node_name(n)) == n for n in GEO.nodes)
    assert parse_node("z9") is None and parse_node("a1") is None  # (-3,-3) is off the board


# --------------------------------------------------------------------------- pieces


def test_default_piece_set():
    assert len(bacteria_ids()) == 21
    sizes = Counter(len(shapes()[p]) for p in bacteria_ids())
    assert [sizes[n] for n in range(2, 10)] == [1, 2, 2, 4, 3, 5, 2, 2]
    all_fields = [len(f) for p in bacteria_ids() for f in shapes()[p]]
    assert (all_fields.count(3), all_fields.count(2)) == (56, 67)
    assert [len(shapes()[m]) for m in MICROS] == [1, 1]


def test_no_piece_alone_breaks_the_five_point_rule():
    for piece in shapes():
        for side in (0, 1):
            for pl in placements(piece, side):
                assert max(c for _, c in pl.counts) <= 5


def test_white_side_is_the_mirror_image():
    chiral = "B04"  # listed as chiral in the spec
    black = {shape for _, shape in orientations(chiral, 0)}
    white = {shape for _, shape in orientations(chiral, 1)}
    assert black.isdisjoint(white)
    achiral = "B05"
    assert {s for _, s in orientations(achiral, 0)} == {s for _, s in orientations(achiral, 1)}
    assert len(orientations("mL", 0)) == 3 and len(orientations("mT", 0)) == 2


# --------------------------------------------------------------------------- playing


def new(target=AUTONOMIE, seed=1, **options):
    return engine.new_game("equilibrix", 2, {"target": target, **options}, seed=seed)


def started(target=AUTONOMIE, slot=0, **options):
    return new(target, **options).apply(SetOrigin(slot))


def board_state(placed, target=AUTONOMIE, turn=0, tokens=(1, 1), **options):
    """A constructed position: `placed` lists (seat, piece, rotation, anchor name)."""
    base = started(target, **options)
    data = base.data_to_dict()
    used = {p for _, p, _, _ in placed}
    data["ring"] = [None if p in used else p for p in data["ring"]]
    data["placed"] = [[s, p, r, a] for s, p, r, a in placed]
    data["micros"] = [[m for m in MICROS if (s, m) not in {(x[0], x[1]) for x in placed}] for s in (0, 1)]
    data["turn"], data["tokens"] = turn, list(tokens)
    return EquilibrixState.data_from_dict(2, base.options, base.rng, data)


def test_second_player_places_the_tetrahedron_then_first_player_chooses_from_four():
    s = new()
    assert s.phase == ORIGIN and s.to_move == 1
    assert s.legal_moves() == [SetOrigin(i) for i in range(21)]
    s = s.apply(SetOrigin(19))
    assert s.phase == PLAY and s.to_move == 0
    assert s.candidates() == [19, 20, 0, 1]
    assert s.offered_pieces() == [s.ring[19], s.ring[20], s.ring[0], s.ring[1], "mL", "mT"]
    assert {m.piece for m in s.legal_moves() if isinstance(m, Place)} == set(s.offered_pieces())


def test_the_ring_is_shuffled_by_the_seed():
    assert new(seed=1).ring == new(seed=1).ring != new(seed=2).ring
    assert sorted(new(seed=3).ring) == sorted(bacteria_ids())


def test_taking_a_piece_moves_the_tetrahedron_into_the_gap():
    s = started(slot=5)
    third = s.ring[7]
    move = next(m for m in s.legal_moves() if m.piece == third)
    after = s.apply(move)
    assert after.ring[7] is None and after.origin == 7 and after.to_move == 1
    # the next player chooses from the four pieces after the gap
    assert after.candidates() == [8, 9, 10, 11]
    # gaps are skipped
    move = next(m for m in after.legal_moves() if isinstance(m, Place) and m.piece == after.ring[8])
    assert after.apply(move).candidates() == [9, 10, 11, 12]


def test_microbacteria_do_not_move_the_tetrahedron_and_are_used_once_each():
    s = started(slot=0)
    s = s.apply(Place("mL", 0, node("d4")))
    assert s.origin == 0 and s.micros[0] == ("mT",) and s.ring == started(slot=0).ring
    s = s.apply(Place("mT", 0, node("d1")))
    s = s.apply(next(m for m in s.legal_moves() if isinstance(m, Place) and m.piece == "mT"))
    assert s.micros[0] == ()
    assert not any(isinstance(m, Place) and m.piece in MICROS for m in s.apply(Pass()).legal_moves())
    with pytest.raises(IllegalMove):
        s.apply(Pass()).apply(Place("mL", 0, node("d6")))


def test_first_piece_anywhere_later_ones_must_connect():
    s = board_state([(0, "mL", 0, "d4")], turn=0)
    far = Place("mT", 0, node("b4"))
    assert s.placement_refusal(far).code == NOT_CONNECTED
    with pytest.raises(IllegalMove) as refused:
        s.apply(far)
    assert refused.value.code == NOT_CONNECTED and refused.value.move == far
    # touching at a connection point is enough
    assert s.placement_refusal(Place("mT", 0, node("e4"))) is None
    # the opponent's first piece may go anywhere, even right beside
    assert s.placement_refusal(Place("mT", 0, node("b4")), seat=1) is None


def test_occupied_fields_are_refused():
    s = board_state([(0, "mL", 0, "d4")], turn=1)
    black_lens = s.placed[0][1].mask
    on_it = next(p for p in placement_table(1).values() if p.piece == "mL" and p.mask == black_lens)
    assert s.placement_refusal(Place("mL", on_it.rotation, on_it.anchor)).code == OCCUPIED
    assert s.placement_refusal(Place("mT", 0, node("d4"))) is None


def _fan(seat, count, centre="d4"):
    """`count` single fields of `seat` around `centre`, as microbacteria would be placed, by field index."""
    c = parse_node(centre)
    ring = GEO.around[GEO.node_index[c]]
    return [ring[i] for i in range(count)]


def position_with_fields(fields_by_seat, tokens=(1, 1), target=AUTONOMIE, turn=0):
    """A position where each seat owns the given single fields (built from microbacteria placements)."""
    table = placement_table(0), placement_table(1)
    placed = []
    for seat, fields in enumerate(fields_by_seat):
        for f in fields:
            kind = "mL" if GEO.fields[f].kind == LENS else "mT"
            pl = next(p for p in table[seat].values() if p.piece == kind and p.mask == 1 << f)
            placed.append((seat, pl))
    base = started(target)
    data = base.data_to_dict()
    data["turn"], data["tokens"] = turn, list(tokens)
    data["placed"] = []
    state = EquilibrixState.data_from_dict(2, base.options, base.rng, data)
    return state._with(placed=tuple(placed))


def single_field_move(field_key):
    """The micro piece placed on exactly the field `field_key` (a lens or a triangle), for seat 0."""
    field = GEO.fields[field_key]
    kind = "mL" if field.kind == LENS else "mT"
    return next(Place(p.piece, p.rotation, p.anchor) for p in placement_table(0).values()
                if p.piece == kind and p.mask == 1 << field.index)


def test_five_point_rule_counts_own_fields_only():
    d4 = node("d4")
    ring = GEO.around[d4]
    s = position_with_fields([ring[:5], ring[6:12]], tokens=(0, 2))
    assert s.counts[0][d4] == 5 and s.counts[1][d4] == 6
    move = single_field_move(ring[5])
    with pytest.raises(IllegalMove) as refused:
        s.apply(move)
    assert (refused.value.code, refused.value.params) == (TOO_MANY, ("d4",))


def test_the_token_allows_six_once_and_passes_to_the_opponent():
    d4 = node("d4")
    ring = GEO.around[d4]
    s = position_with_fields([ring[:5], []], tokens=(1, 1))
    move = single_field_move(ring[5])
    assert s.refusal(move) is None and move in s.legal_moves()
    after = s.apply(move)
    assert after.counts[0][d4] == 6 and after.tokens == (0, 2)
    # a point at six can never grow, not even with a token
    s7 = position_with_fields([ring[:6], []], tokens=(2, 0))
    move7 = single_field_move(ring[6])
    assert (s7.refusal(move7).code, s7.refusal(move7).params) == (OVER_SIX, ("d4",))
    assert s7._with(tokens=(0, 2)).refusal(move7).code == TOO_MANY


def test_the_view_asks_the_engine_where_a_piece_would_crowd_a_point():
    d4 = node("d4")
    ring = GEO.around[d4]
    s = position_with_fields([ring[:5], []], tokens=(1, 1))
    move = single_field_move(ring[5])
    assert s.crowded(move) == [d4] and s.refusal(move) is None  # legal with the token: the point is ringed
    assert s._with(tokens=(0, 2)).crowded(move) == [d4]
    assert s.placement(move).mask == 1 << GEO.fields[ring[5]].index
    nowhere = Place(move.piece, move.rotation, 999)
    assert s.placement(nowhere) is None and s.crowded(nowhere) == []
    assert position_with_fields([ring[:4], []]).crowded(move) == []


def test_the_view_s_geometry_comes_from_the_engine():
    for n in GEO.nodes:
        x, y = xy(n)
        assert geometry.nearest_node(x, y) == n == geometry.nearest_node(x + 0.3, y - 0.2)
    assert geometry.nearest_node(*xy((5, 0))) == (5, 0)  # off the board too
    for field_ in GEO.fields[:12]:
        assert geometry.outline_arcs([field_.nodes]) == list(geometry.field_arcs(field_.nodes))
        assert geometry.mask_fields(1 << field_.index) == [field_.nodes]
    assert len(geometry.outline_arcs([f.nodes for f in GEO.fields])) == len(GEO.outline())
    # a held piece snaps to the anchor whose placement is centred nearest the pointer
    for pl in placements("B07", 1)[::7]:
        anchor = GEO.nodes[pl.anchor]
        cx, cy = geometry.shape_centroid(shape_at("B07", 1, pl.rotation, (0, 0)))
        ax, ay = xy(anchor)
        assert anchor_near("B07", 1, pl.rotation, (ax + cx + 0.1, ay + cy)) == anchor


def test_the_token_covers_only_one_point_unless_the_option_says_otherwise():
    # Black has 5 fields at d4 and 5 at e4; a lens d4-e4 would raise both to six.
    d4, e4 = parse_node("d4"), parse_node("e4")
    lens = field(d4, e4)
    around_d4 = [f for f in GEO.around[GEO.node_index[d4]] if f != lens and e4 not in GEO.fields[f].nodes][:5]
    around_e4 = [f for f in GEO.around[GEO.node_index[e4]] if f != lens and d4 not in GEO.fields[f].nodes][:5]
    move = next(Place(p.piece, p.rotation, p.anchor) for p in placement_table(0).values()
                if p.piece == "mL" and p.mask == 1 << lens)
    for rule, legal in (("one_point", False), ("any_points", True)):
        s = position_with_fields([around_d4 + around_e4, []])
        s = EquilibrixState(2, {**s.options, "token_rule": rule}, s.rng, s._data())
        assert (s.refusal(move) is None) == legal
        assert (move in s.legal_moves()) == legal
        if not legal:
            assert (s.refusal(move).code, s.refusal(move).params) == (TOKEN_ONE_POINT, ("d4, e4",))


WHITE_FAR = [field((-3, 1), (-2, 1))]  # a white lens far away, so the open board borders both colours


def test_territory_on_a_constructed_position():
    # Black's three lenses enclose the triangle between them: one point of territory.
    a, b, c = parse_node("d4"), parse_node("e4"), parse_node("d5")
    tri = field(a, b, c)
    walls = [field(a, b), field(b, c), field(a, c)]
    s = position_with_fields([walls, WHITE_FAR])
    terr = s.territory()
    assert terr[tri] == 0 and terr.count(0) == 1 and terr.count(1) == 0
    assert s.scores() == (1.0, 0.0)
    # one white field among the walls spoils it
    s2 = position_with_fields([walls[:2], [walls[2]]])
    assert s2.territory()[tri] is None
    # fields touching only at a point do not join: the triangles around d4 stay separate areas
    assert all(len([g for g in GEO.arc_neighbours[f] if GEO.fields[g].kind == TRIANGLE]) == 0
               for f in GEO.around[GEO.node_index[a]] if GEO.fields[f].kind == TRIANGLE)
    # the board edge is neutral: an edge lens closed by its single triangle neighbour
    edge = GEO.edge_lenses[0]
    (neighbour,) = GEO.arc_neighbours[edge]
    s3 = position_with_fields([[neighbour], WHITE_FAR])
    assert s3.territory()[edge] == 0 and s3.territory().count(0) == 1
    # with only one colour on the board, the whole open board is that colour's territory
    assert position_with_fields([[neighbour], []]).territory().count(0) == 143


def test_autonomy_ends_after_two_passes_and_counts_territory():
    a, b, c = parse_node("d4"), parse_node("e4"), parse_node("d5")
    s = position_with_fields([[field(a, b), field(b, c), field(a, c)], WHITE_FAR])
    s = s.apply(Pass())
    assert s.outcome() is None and s.to_move == 1
    end = s.apply(Pass())
    assert end.outcome() == engine.Outcome((0,), TERRITORY, (1.0, 0.0))
    # a placement between the passes resets the count
    placed = s.apply(next(m for m in s.legal_moves() if isinstance(m, Place)))
    assert placed.passes == 0 and placed.apply(Pass()).outcome() is None


def test_time_factor_has_no_pass_and_the_stuck_player_loses():
    s = started(ZEITFAKTOR)
    assert Pass() not in s.legal_moves()
    with pytest.raises(IllegalMove):
        s.apply(Pass())
    rnd = random.Random(3)
    while s.outcome() is None:
        s = s.apply(rnd.choice(s.legal_moves()))
    loser = 1 - s.outcome().winners[0]
    assert s.outcome().reason == STUCK
    assert not s._with(phase=PLAY, turn=loser, result=None).legal_moves()


def test_base_connection_and_tiebreak():
    corners = [GEO.node_index[c] for c in GEO.corners]
    # bases alternate: corner 0 black (seat 0), corner 1 white, ...
    s = started(ZIELE)
    assert s.bases == (0, 1, 0, 1, 0, 1)
    touching = {c: GEO.around[c][0] for c in corners}
    black = position_with_fields([[touching[corners[0]], touching[corners[1]]], [touching[corners[3]]]],
                                 target=ZIELE)
    assert black.connected_bases(0) == (1, 1) and black.connected_bases(1) == (1, 0)
    end = black.apply(Pass()).apply(Pass())
    assert end.outcome().winners == (0,) and end.outcome().reason == BASES_TIEBREAK  # tie on own bases
    even = position_with_fields([[touching[corners[0]]], [touching[corners[1]]]], target=ZIELE)
    assert even.apply(Pass()).apply(Pass()).outcome().winners == ()


def test_random_bases_option():
    s = started(ZIELE, bases="random")
    assert sorted(s.bases) == [0, 0, 0, 1, 1, 1]


def test_bases_placed_in_turn_then_the_tetrahedron():
    s = new(ZIELE, bases="placed")
    assert s.phase == "bases" and s.to_move == 0 and s.bases == (None,) * 6
    assert s.legal_moves() == [PlaceBase(c) for c in range(6)]
    assert [engine.move_to_text(s, m) for m in s.legal_moves()] == ["base g4", "base d7", "base a7", "base a4", "base d1", "base g1"]
    for seat, corner in ((0, 0), (1, 3), (0, 1), (1, 4)):
        assert s.to_move == seat
        s = s.apply(engine.parse_move(s, f"base {node_name(GEO.corners[corner])}"))
        with pytest.raises(IllegalMove):
            s.apply(PlaceBase(corner))  # a corner holds one base
    restored = engine.from_json(s.to_json())
    assert restored.bases == (0, 0, None, 1, 1, None) and restored.phase == "bases"
    s = s.apply(PlaceBase(5))  # Black's third base; the last corner is White's without asking
    assert s.bases == (0, 0, 1, 1, 1, 0) and s.phase == ORIGIN and s.to_move == 1
    s = s.apply(SetOrigin(0))
    assert s.phase == PLAY and s.to_move == 0


def test_bases_option_applies_only_to_three_plus_three():
    assert new(AUTONOMIE, bases="placed").phase == ORIGIN
    campaign = new("kampagne", first_target=ZIELE, bases="placed")
    assert campaign.phase == "bases"


def test_bases_phase_data_is_checked():
    s = new(ZIELE, bases="placed").apply(PlaceBase(0))
    data = json.loads(s.to_json())
    for bad in ([0, 0, 0, 0, None, None], [None] * 5, [0, "x", None, None, None, None]):
        edited = json.loads(json.dumps(data))
        edited["data"]["bases"] = bad
        with pytest.raises(BadState):
            engine.from_json(json.dumps(edited))
    edited = json.loads(json.dumps(data))
    edited["data"]["phase"] = "play"
    with pytest.raises(BadState):  # unplaced bases only while they are being placed
        engine.from_json(json.dumps(edited))


def test_computer_places_bases_next_to_its_own():
    s = new(ZIELE, bases="placed").apply(PlaceBase(0)).apply(PlaceBase(3))
    move = engine.ai.choose(s, "normal", seed=1, deadline_s=1.0)
    assert move in (PlaceBase(1), PlaceBase(5))
    assert isinstance(engine.ai.choose(s, "easy", seed=1, deadline_s=1.0), PlaceBase)


def test_campaign_loser_chooses_target_and_gets_more_choice():
    s = new("kampagne", first_target=ZIELE)
    assert s.target == ZIELE and s.offer == (4, 4)
    s = s.apply(SetOrigin(0))
    corner = GEO.node_index[GEO.corners[0]]  # a black base
    touch = next(m for m in s.legal_moves() if m.piece == "mL" and corner in dict(
        placement_table(0)[(m.piece, m.rotation, m.anchor)].counts))
    s = s.apply(touch).apply(Pass()).apply(Pass())  # Black has connected a base, White none
    assert s.phase == CHOOSE_TARGET and s.outcome() is None
    winner = s.games[-1]["winners"][0]
    loser = 1 - winner
    assert s.points[winner] == 1 and s.to_move == loser
    assert s.legal_moves() == [ChooseTarget(t) for t in (ZEITFAKTOR, AUTONOMIE, ZIELE)]
    s = s.apply(ChooseTarget(ZEITFAKTOR))
    assert s.target == ZEITFAKTOR and s.phase == ORIGIN and s.placed == ()
    assert s.offer[loser] == 5 and s.offer[winner] == 3
    assert s.starter == loser and s.to_move == winner  # the winner places the tetrahedron
    s = s.apply(SetOrigin(0))
    assert len(s.candidates(loser)) == 5 and len(s.candidates(winner)) == 3
    rnd = random.Random(1)
    while s.phase == PLAY:
        s = s.apply(rnd.choice(s.legal_moves()))
    assert sum(s.points) == 2 or s.phase == OVER


def test_campaign_ends_at_two_victory_points():
    s = new("kampagne", first_target=AUTONOMIE)
    rnd = random.Random(7)
    while s.outcome() is None:
        moves = s.legal_moves()
        places = [m for m in moves if not isinstance(m, Pass)]
        s = s.apply(rnd.choice(places) if places and rnd.random() < 0.9 else rnd.choice(moves))
    assert max(s.points) == 2 and s.outcome().winners == (s.points.index(2),)
    assert len(s.games) >= 2 and json.loads(s.to_json())["data"]["games"]


def test_notation_round_trip_and_errors():
    s = started()
    for move in s.legal_moves()[:: max(1, len(s.legal_moves()) // 60)]:
        assert engine.parse_move(s, engine.move_to_text(s, move)) == move
    assert engine.parse_move(new(), "origin 3") == SetOrigin(2)
    for text in ("B99 r0 d4", "mL r9 d4", "mL r0 a1", "origin 99", "target chess", "pass pass"):
        with pytest.raises(IllegalMove):
            engine.parse_move(s, text)


def test_hostile_state_data_is_refused():
    s = started().apply(Place("mL", 0, node("d4")))
    data = json.loads(s.to_json())
    for key, bad in (("placed", [[0, "mL", 0, "d4"], [1, "mL", 0, "d4"]]), ("tokens", [2, 2]),
                     ("ring", ["B01", "B01"]), ("phase", "dance"), ("placed", [[0, "B01", 7, "d4"]])):
        edited = json.loads(json.dumps(data))
        edited["data"][key] = bad
        with pytest.raises(BadState):
            engine.from_json(json.dumps(edited))


def test_computer_passes_to_win_when_ahead_after_a_pass():
    a, b, c = parse_node("d4"), parse_node("e4"), parse_node("d5")
    s = position_with_fields([[field(a, b), field(b, c), field(a, c)], WHITE_FAR], turn=1)
    s = s.apply(Pass())  # White passes; Black leads 1-0 and ends the game by passing too
    for level in ("normal", "hard"):
        assert engine.ai.choose(s, level, seed=1, deadline_s=1.0) == Pass()


def test_computer_takes_an_immediate_win_in_time_factor():
    s = started(ZEITFAKTOR)
    rnd = random.Random(11)
    while s.outcome() is None:
        winning = [m for m in s.legal_moves() if s.apply(m).outcome() is not None]
        if winning and len(winning) < len(s.legal_moves()):
            after = s.apply(engine.ai.choose(s, "normal", seed=1, deadline_s=2.0))
            assert after.outcome() is not None and after.outcome().winners == (s.turn,)
            return
        s = s.apply(rnd.choice(s.legal_moves()))
    raise AssertionError("the seeded game never offered a choice between winning and other moves")


#: A seeded Autonomy game in which White passed at 0-0 with Black to move: normal and hard used to pass
#: as well, which ended the game as a draw although Black had 109 placements (issue 15).
PASSED_AT_NIL = ["origin 1", "pass", "B05 r0 d2", "pass", "B19 r4 d3", "B01 r0 d5", "pass"]


def replayed(texts, target=AUTONOMIE, seed=31, **options):
    s = new(target, seed=seed, **options)
    for text in texts:
        s = s.apply(engine.parse_move(s, text))
    return s


@pytest.mark.parametrize("level", engine.LEVELS)
def test_computer_does_not_end_a_game_it_can_still_play_by_passing(level):
    s = replayed(PASSED_AT_NIL)
    assert s.passes == 1 and s.to_move == 0 and s.game_scores()[0] == (0.0, 0.0)
    assert s.apply(Pass()).outcome().winners == ()  # passing now would draw
    for seed in range(3):
        assert isinstance(engine.ai.choose(s, level, seed=seed, deadline_s=0.5), Place)


def test_a_game_ending_pass_is_kept_only_when_it_wins():
    from engine.equilibrix.ai import playing_on

    s = replayed(PASSED_AT_NIL)
    moves = s.legal_moves()
    assert Pass() in moves and Pass() not in playing_on(s, moves, 0)
    assert playing_on(s, moves, 0) == [m for m in moves if m != Pass()]
    # the first pass of a round does not end the game: it stays
    fresh = started()
    assert Pass() in playing_on(fresh, fresh.legal_moves(), 0)
    # 3+3 Targets at 0-0 bases: no pass that ends the game either
    goals = started(ZIELE).apply(Pass())
    assert Pass() not in playing_on(goals, goals.legal_moves(), 1)
    # ahead 1-0 in territory after the opponent's pass: passing wins, so it is kept
    a, b, c = parse_node("d4"), parse_node("e4"), parse_node("d5")
    ahead = position_with_fields([[field(a, b), field(b, c), field(a, c)], WHITE_FAR], turn=1).apply(Pass())
    assert Pass() in playing_on(ahead, ahead.legal_moves(), 0)
    # nothing left to place: passing is all there is
    assert playing_on(goals, [Pass()], 1) == [Pass()]


def test_the_crashes_of_issue_15_are_refusals():
    s = started()
    for move, code in ((Place("mL", 0, 999), "off_board"), (Place("mL", 0, -1), "off_board"),
                       (Place("mL", 0, "a1"), "not_a_move"), (Place("mL", 0.0, 18), "not_a_move"),
                       (Place("mL", True, 18), "not_a_move"), (Place("B99", 0, 18), "not_offered")):
        for call in (s.apply, s.move_to_text):
            with pytest.raises(IllegalMove) as refused:
                call(move)
            assert refused.value.code == code, move
    origin = new()
    with pytest.raises(IllegalMove) as refused:
        origin.apply(SetOrigin(True))
    assert refused.value.code == "not_a_move"
    after = origin.apply(SetOrigin(1))
    assert engine.from_json(after.to_json()) == after and after.origin == 1
