"""Abalone (issue 3): push six of the opponent's marbles off a 61-cell hexagonal board.

The rules are in `rules.py`, the board's cells and directions in `board.py`,
the Aba-Pro notation and text game records in `notation.py`, the computer
player in `ai.py`, the starting layouts in `data/layouts.json`. One file more
than the common shape: `movetext.py` holds the grammar of one move's text on
bare cells, which both the state (its `move_to_text` and `parse_move`) and
`notation.py` use, so that `rules.py` never imports `notation.py`.

House rules (all off by default; the official rules have none of them):
`move_cap` ends the game after that many plies, won by the side with more
marbles on the board, else drawn; `repetition` draws on the third occurrence
of a position (since the last ejection). A player without any legal move
draws (reason `no_moves`). The clock (`clock_minutes`) is kept by the GUI;
when a player's time runs out it applies the pseudo-move `Timeout(seat)`
(notation `timeout`), which ends the game with `Reason.TIMEOUT`.

Refusals: `state.check(move)` (what `apply` and `move_to_text` call) raises
`IllegalMove` with one of the codes in `SPEC.refusals` below or a common one;
`state.check_selection(cells)` and `state.line_between(a, b)` judge a group of
marbles that a view is building before it has a direction.
"""

from __future__ import annotations

from engine.abalone import movetext as _movetext
from engine.abalone import rules as _rules
from engine.abalone.rules import (
    NO_MOVES,
    PUSHED_OFF,
    AbaloneState,
    Move,
    Timeout,
    position_from_dict,
    position_to_dict,
)
from engine.core import QT_TRANSLATE_NOOP, Choice, Colour, GameSpec, Option

#: Layout ids in menu order; the first three are the sourced ones (see data/layouts.json).
LAYOUT_CHOICES = (
    Choice("standard", QT_TRANSLATE_NOOP("options", "Standard")),
    Choice("belgian_daisy", QT_TRANSLATE_NOOP("options", "Belgian Daisy")),
    Choice("german_daisy", QT_TRANSLATE_NOOP("options", "German Daisy")),
    Choice("dutch_daisy", QT_TRANSLATE_NOOP("options", "Dutch Daisy")),
    Choice("swiss_daisy", QT_TRANSLATE_NOOP("options", "Swiss Daisy")),
    Choice("domination", QT_TRANSLATE_NOOP("options", "Domination")),
    Choice("the_wall", QT_TRANSLATE_NOOP("options", "The Wall")),
    Choice("pyramid", QT_TRANSLATE_NOOP("options", "Pyramid")),
    Choice("face_to_face", QT_TRANSLATE_NOOP("options", "Face to Face")),
    Choice("infiltration", QT_TRANSLATE_NOOP("options", "Infiltration")),
    Choice("snakes", QT_TRANSLATE_NOOP("options", "Snakes")),
)

SPEC = GameSpec(
    "abalone",
    QT_TRANSLATE_NOOP("games", "Abalone"),
    QT_TRANSLATE_NOOP("games", "Push six of your opponent's marbles off the hexagonal board."),
    range(2, 3),
    options=(
        Option("layout", QT_TRANSLATE_NOOP("options", "Starting layout"), "standard", choices=LAYOUT_CHOICES,
               help=QT_TRANSLATE_NOOP("options", "Belgian Daisy is the tournament layout. Standard, Belgian Daisy "
                                                 "and German Daisy are well documented; the others are variants "
                                                 "from a single source.")),
        Option("marbles_to_win", QT_TRANSLATE_NOOP("options", "Marbles to push off"), 6, kind="int",
               minimum=1, maximum=6,
               help=QT_TRANSLATE_NOOP("options", "Six in the official rules; two makes a quick blitz game.")),
        Option("clock_minutes", QT_TRANSLATE_NOOP("options", "Clock (minutes per player, 0 = none)"), 0,
               kind="int", minimum=0, maximum=180,
               help=QT_TRANSLATE_NOOP("options", "Whoever runs out of time loses. Tournaments play 10 to 15 "
                                                 "minutes each.")),
        Option("move_cap", QT_TRANSLATE_NOOP("options", "Move limit, counting both players' moves "
                                                        "(house rule, 0 = none)"), 0,
               kind="int", minimum=0, maximum=2000,
               help=QT_TRANSLATE_NOOP("options", "At the limit the player with more marbles wins; "
                                                 "equal numbers draw.")),
        Option("repetition", QT_TRANSLATE_NOOP("options", "Threefold repetition draws (house rule)"), False,
               kind="bool"),
    ),
    colours=(
        Colour("black", QT_TRANSLATE_NOOP("colours", "Black"), "#1d1d22"),
        Colour("white", QT_TRANSLATE_NOOP("colours", "White"), "#f1ede4"),
    ),
    colour_sides=True,
    reasons={
        PUSHED_OFF: QT_TRANSLATE_NOOP("reasons", "Enough marbles were pushed off the board."),
        NO_MOVES: QT_TRANSLATE_NOOP("reasons", "The player to move has no legal move: a draw."),
    },
    refusals={
        _rules.NO_MARBLE: QT_TRANSLATE_NOOP("refusals", "You have no marble on %1."),
        _rules.TOO_MANY_MARBLES: QT_TRANSLATE_NOOP("refusals", "At most three marbles move together."),
        _rules.NOT_IN_LINE: QT_TRANSLATE_NOOP("refusals", "The marbles must touch each other in a straight line."),
        _rules.OWN_MARBLE_OFF: QT_TRANSLATE_NOOP("refusals", "You cannot move your own marble off the board."),
        _rules.SIDEWAYS_BLOCKED: QT_TRANSLATE_NOOP(
            "refusals", "A sideways move needs an empty cell in front of every marble: it never pushes."),
        _rules.OWN_MARBLE_AHEAD: QT_TRANSLATE_NOOP(
            "refusals", "Your own marble on %1 is in the way: move the whole line together."),
        _rules.NO_SUPERIORITY: QT_TRANSLATE_NOOP(
            "refusals", "To push (sumito) you need more marbles in the line than your opponent."),
        _rules.SANDWICHED: QT_TRANSLATE_NOOP(
            "refusals", "Your own marble on %1, behind the marbles you push, blocks the push."),
        _rules.NO_CLOCK: QT_TRANSLATE_NOOP("refusals", "This game is played without a clock."),
        _rules.NOT_YOUR_CLOCK: QT_TRANSLATE_NOOP("refusals", "Only the clock of the player to move can run out."),
        _movetext.NO_SUCH_CELL: QT_TRANSLATE_NOOP("refusals", "The board has no cell %1."),
        _movetext.NOT_NEXT_TO: QT_TRANSLATE_NOOP(
            "refusals", "Marbles move one cell at a time, and %2 is not next to %1."),
        _movetext.NOT_A_LINE_OF_ENDS: QT_TRANSLATE_NOOP(
            "refusals", "The cells %1 and %2 are not the two ends of a line of two or three marbles."),
        _movetext.INLINE_AS_BROADSIDE: QT_TRANSLATE_NOOP(
            "refusals", "Write a move along the line as its rear marble and the cell it moves to, like a1b2."),
    },
    clock_option="clock_minutes",
    state_class=AbaloneState,
)

__all__ = ["SPEC", "AbaloneState", "Move", "Timeout", "position_from_dict", "position_to_dict"]
