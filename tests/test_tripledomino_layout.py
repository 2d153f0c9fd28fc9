"""Placement on the triangular grid (spec 1.2): side contact, corner matching, bridge, double link, hexagon."""

from engine.tripledomino.grid import cells_at, corners, edge_neighbours
from engine.tripledomino.layout import Layout


def fill(layout, cell, point_numbers):
    """Place in `cell` the numbers the layout dictates, `point_numbers` giving the free corners."""
    numbers = tuple(layout.number_at(p) if layout.number_at(p) is not None else point_numbers[p] for p in corners(cell))
    assert layout.misfit(cell, numbers) is None, (cell, numbers, str(layout.misfit(cell, numbers)))
    return layout.placed(cell, numbers)


def test_first_tile_anywhere_then_side_contact_needed():
    layout = Layout().placed((0, 0), (3, 4, 5))
    assert Layout().misfit((7, 3), (0, 0, 0)) is None
    up_apex, right, left = corners((0, 0))
    # (1, 0) is the down cell to the right, sharing the apex-right side
    right_cell = (1, 0)
    numbers = tuple({up_apex: 3, right: 4}.get(p, 0) for p in corners(right_cell))
    assert layout.misfit(right_cell, numbers) is None
    wrong = tuple({up_apex: 3, right: 5}.get(p, 0) for p in corners(right_cell))
    refused = layout.misfit(right_cell, wrong)
    assert (refused.code, refused.params) == ("side_mismatch", ("3", "5", "3", "4"))  # 3-4 along the side
    corner_only = next(c for c in cells_at(right) if c not in edge_neighbours((0, 0)) and c != (0, 0))
    assert layout.misfit(corner_only, (4, 4, 4)).code == "no_side_contact"
    assert layout.misfit((0, 0), (3, 4, 5)).code == "cell_taken"


def test_corner_only_contact_must_match_too():
    layout = Layout().placed((0, 0), (1, 2, 3))
    layout = layout.placed((1, 0), tuple(layout.number_at(p) if layout.number_at(p) is not None else 4 for p in corners((1, 0))))
    # (2, 0) touches (1, 0) by a side and (0, 0) only at the shared lower-right corner of (0, 0)
    target = (2, 0)
    good = tuple(layout.number_at(p) if layout.number_at(p) is not None else 0 for p in corners(target))
    assert layout.misfit(target, good) is None


def test_hexagon_completion_and_double_link():
    centre = (2, 1)  # a lattice point; its six cells
    ring = list(cells_at(centre))
    numbers = {p: i % 6 for i, p in enumerate(sorted({p for c in ring for p in corners(c)}))}
    layout = Layout()
    for cell in ring[:5]:
        layout = fill(layout, cell, numbers)
    shapes = layout.shapes(ring[5])
    assert shapes.hexagons == 1 and shapes.sides >= 2 and not shapes.double_link and not shapes.bridge


def test_notch_is_a_double_link():
    # Two up tiles with a one-cell gap (laid out directly: shapes() does not care how they got there).
    layout = Layout({(0, 0): (1, 2, 3), (2, 0): (4, 5, 2)})  # both show 2 at their shared point (2, 1)
    assert layout.number_at((2, 1)) == 2
    notch = layout.shapes((1, 0))  # the down cell between them touches both with a side
    assert notch.sides == 2 and notch.double_link and notch.hexagons == 0 and not notch.bridge
    assert layout.misfit((1, 0), (1, 4, 2)) is None  # its corners (1,0), (3,0), (2,1) match both tiles
    assert layout.misfit((1, 0), (1, 4, 3)) is not None
    assert layout.shapes((-1, 0)).sides == 1


def test_bridge_across_a_gap():
    # Tile A at (0, 0) pointing up; the new tile T at (1, 0) shares A's right side;
    # T's corner opposite that side is (3, 0); tile B at (3, -1) touches T only there.
    a, t, b = (0, 0), (1, 0), (3, -1)
    assert t in edge_neighbours(a) and b not in edge_neighbours(t)
    shared = set(corners(t)) & set(corners(a))
    apex = next(p for p in corners(t) if p not in shared)
    assert apex in corners(b)
    layout = Layout().placed(a, (1, 2, 3)).placed(b, (4, 4, 4))  # B placed earlier, far side
    shapes = layout.shapes(t)
    assert shapes.sides == 1 and shapes.bridge
    # contact at a corner of the shared side is no bridge
    assert not Layout().placed(a, (1, 2, 3)).shapes(t).bridge
