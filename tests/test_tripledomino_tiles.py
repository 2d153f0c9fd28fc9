"""Triple Domino's tile set and grid (issue 6, first part): the facts the rules build on."""

from collections import Counter

import pytest

from engine.tripledomino.grid import cells_at, corners, edge_neighbours, points_up, touching
from engine.tripledomino.tiles import TILES, is_triple, parse_tile, rotated, tile_text, value


def test_56_tiles_one_per_number_set():
    assert len(TILES) == 56 == len({tuple(sorted(t)) for t in TILES})
    kinds = Counter(len(set(t)) for t in TILES)
    assert kinds == {1: 6, 2: 30, 3: 20}
    assert sum(value(t) for t in TILES) == 420
    assert sum(is_triple(t) for t in TILES) == 6


def test_value_counts_from_the_spec():
    expected = {0: 1, 1: 1, 2: 2, 3: 3, 4: 4, 5: 5, 6: 6, 7: 6, 8: 6, 9: 6, 10: 5, 11: 4, 12: 3, 13: 2, 14: 1, 15: 1}
    assert Counter(value(t) for t in TILES) == expected


def test_chirality_edge_supply_table():
    """How many tiles carry the clockwise edge x->y (spec 1.1); not symmetric."""
    table = [
        [6, 6, 5, 4, 3, 2],
        [2, 6, 6, 5, 4, 3],
        [3, 2, 6, 6, 5, 4],
        [4, 3, 2, 6, 6, 5],
        [5, 4, 3, 2, 6, 6],
        [6, 5, 4, 3, 2, 6],
    ]
    for x in range(6):
        for y in range(6):
            count = sum(any((t[i], t[(i + 1) % 3]) == (x, y) for i in range(3)) for t in TILES)
            assert count == table[x][y], (x, y)
    assert (0, 2, 1) not in {rotated(t, k) for t in TILES for k in range(3)}


def test_rotation_and_text():
    assert [rotated((3, 4, 5), k) for k in range(4)] == [(3, 4, 5), (4, 5, 3), (5, 3, 4), (3, 4, 5)]
    assert all(parse_tile(tile_text(t)) == t for t in TILES)
    for bad in ("0-2-1", "6-6-6", "1-2", "a-b-c", "", "1--2-3"):
        with pytest.raises(ValueError):
            parse_tile(bad)


@pytest.mark.parametrize("cell", [(0, 0), (1, 0), (-3, 2), (4, -7)])
def test_grid_neighbourhoods(cell):
    assert len(set(corners(cell))) == 3
    for other in edge_neighbours(cell):
        assert points_up(other) != points_up(cell)
        assert len(set(corners(cell)) & set(corners(other))) == 2
    assert len(touching(cell)) == 12
    for point in corners(cell):
        around = cells_at(point)
        assert cell in around and len(set(around)) == 6
        assert all(point in corners(c) for c in around)


def test_corners_run_clockwise_on_screen():
    for cell in [(0, 0), (1, 0)]:
        (x1, y1), (x2, y2), (x3, y3) = corners(cell)
        # screen y grows downwards: clockwise on screen means a negative mathematical (y-up) area
        assert (x2 - x1) * (-y3 + y1) - (-y2 + y1) * (x3 - x1) < 0
