"""Halma positions for tests/test_evaluate.py: a camp filled with one move, and seats well ahead in the race.

The positions are crafted boards (`engine.state_from_dict`): each seat's pegs stand on the free holes
nearest its target tip after skipping the `behind` nearest ones, so that a seat's lead is plain to see.
"""

import engine


def crafted(seats: int, options: dict, behind: dict[int, int], turn: int = 0, finished: tuple[int, ...] = (),
            fixed: dict[int, list[int]] | None = None, moves_made: int = 20):
    """A legal state: seat s's pegs on the holes nearest its target tip after skipping the `behind[s]`
    nearest free ones (0, or a seat in `finished`: its camp full); `fixed` seats' pegs on the holes given."""
    start = engine.new_game("halma", seats, options, seed=1)
    layout = start.layout
    board = ["."] * len(layout.board)
    for seat, holes in (fixed or {}).items():
        for hole in holes:
            board[hole] = str(seat)
    for seat in sorted(set(range(seats)) - set(fixed or {}), key=lambda s: behind.get(s, 0)):
        distance = layout.distance[seat]
        free = sorted((h for h in range(len(board)) if board[h] == "."), key=lambda h: (distance[h], h))
        skip = 0 if seat in finished else behind.get(seat, 0)
        for hole in free[skip:skip + layout.pegs]:
            board[hole] = str(seat)
    data = start.to_dict()
    data["data"].update(board="".join(board), turn=turn, ply=moves_made * seats,
                        moves_made=[moves_made] * seats, finished=list(finished))
    return engine.state_from_dict(data)


def one_short(seats: int, options: dict) -> list[int]:
    """Seat 0's pegs: its target camp but the hole nearest the way in, and a peg one step outside it."""
    layout = engine.new_game("halma", seats, options, seed=1).layout
    target, distance, steps = layout.targets[0], layout.distance[0], layout.board.steps
    inside = sorted(target, key=lambda h: (distance[h], h))
    last = inside[-1]
    outside = next(h for h in steps[last] if h not in target)
    return [*inside[:-1], outside]


def won_in_one():
    cases = []
    for seats, options in ((2, {}), (3, {}), (2, {"board": "square"}), (6, {})):
        others = {s: 30 for s in range(1, seats)}
        cases.append((crafted(seats, options, others, fixed={0: one_short(seats, options)}), 0))
    # (With partners the side's win is shared, half each: see tests/test_halma_ai.py.)
    return cases


def clearly_ahead():
    return [
        # Two players on the star: seat 1 has its army nearly across, seat 0 is still half way.
        (crafted(2, {}, {0: 25, 1: 3}), 1),
        (crafted(2, {}, {0: 25, 1: 3}, turn=1), 1),
        # Three players: seat 2 well ahead of the other two.
        (crafted(3, {}, {0: 30, 1: 30, 2: 6}), 2),
        # The square board for four.
        (crafted(4, {"board": "square"}, {0: 30, 1: 30, 2: 5, 3: 30}, turn=3), 2),
        # (Partners share their side's chance, so no seat of theirs reaches 0.6: see tests/test_halma_ai.py.)
    ]
