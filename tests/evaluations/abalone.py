"""Abalone positions for tests/test_evaluate.py: a marble pushed off wins at once, and sides marbles ahead."""

import engine
from engine.abalone import position_from_dict

STANDARD_BLACK = "A1 A2 A3 A4 A5 B1 B2 B3 B4 B5 B6 C3 C4 C5"
STANDARD_WHITE = "I5 I6 I7 I8 I9 H4 H5 H6 H7 H8 H9 G5 G6 G7"


def position(black: str, white: str, to_move: str = "black", black_out: int = 0, white_out: int = 0, **options):
    return position_from_dict({"black": black.split(), "white": white.split(), "to_move": to_move,
                               "out": {"black": black_out, "white": white_out}}, options or None)


def won_in_one():
    return [
        # Black pushes C7 off the edge with two against one, the game's last marble to push off.
        (position("C5 C6 A1 A2 A3", "C7 I5 I6", marbles_to_win=1), 0),
        # White has pushed five of Black's marbles off; three against two on the edge makes the sixth.
        (position("A1 A2 A3 A4 A5 B2 B3 B4 E9", "E6 E7 E8 I5 I6 I7 I8 I9 H5 H6", to_move="white", black_out=5), 1),
        # A blitz to two from the Belgian Daisy: Black has one already and pushes the second off.
        (position("C5 C6 A1 A2 B1 B2 B3", "C7 I5 I6 H4 H5 H6", white_out=1, layout="belgian_daisy",
                  marbles_to_win=2), 0),
    ]


def clearly_ahead():
    two_whites_off = " ".join(STANDARD_WHITE.split()[2:])
    return [
        # The standard start with two of White's marbles already off: Black to move, and White to move.
        (position(STANDARD_BLACK, two_whites_off, white_out=2), 0),
        (position(STANDARD_BLACK, two_whites_off, to_move="white", white_out=2), 0),
        # White three marbles up, holding the middle of the board against a scattered Black.
        (position("A1 A5 B6 C1 D1 E1 F7 G7 I9 H9 I8", "D4 D5 E4 E5 E6 F5 F6 D3 C3 C4 C5 B3 B4 B5",
                  to_move="black", black_out=3), 1),
        # A few real moves into a Belgian Daisy game, Black a marble up.
        (engine.state_from_dict(_belgian_with_a_marble_up()), 0),
    ]


def _belgian_with_a_marble_up() -> dict:
    state = engine.new_game("abalone", 2, {"layout": "belgian_daisy"}, seed=3)
    data = state.to_dict()
    data["data"]["white"] = [cell for cell in data["data"]["white"] if cell != "I5"]
    data["data"]["out"]["white"] = 1
    return data
