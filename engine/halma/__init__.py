"""Halma (16×16 board) and Chinese checkers (the 121-hole star), one game with the board as an option.

The folder has the common shape: `rules` (the state, its moves, refusals and the end), `notation`
(the move text; its few helpers live in `rules`, which the state needs and which never imports
`notation`), `geometry` (the two boards and the camps, from `data/boards.json`) and `ai` (tuned by
`data/ai.json`).
"""

from engine.core import QT_TRANSLATE_NOOP, Choice, Colour, GameSpec, Option
from engine.halma.geometry import SQUARE, STAR, SeatCounts, seat_counts
from engine.halma.rules import (
    BLOCKED,
    EVICTED,
    FILLED,
    FOREIGN_CAMP,
    NO_PEG,
    NO_PROGRESS,
    NO_SUCH_HOLE,
    NOT_A_CHAIN,
    NOT_YOUR_PEG,
    OCCUPIED,
    PASS,
    PASS_NOT_ALLOWED,
    PEG_STUCK,
    STAYS_IN_TARGET,
    UNREACHABLE,
    HalmaState,
    Move,
    Pass,
)

__all__ = ["PASS", "SPEC", "HalmaState", "Move", "Pass"]

SPEC = GameSpec(
    "halma",
    QT_TRANSLATE_NOOP("games", "Halma and Chinese checkers"),
    QT_TRANSLATE_NOOP("games", "Hop your whole army across the board into the opposite corner."),
    # The star takes 2, 3, 4 or 6 players (five would leave one without an opposite camp), the square 2 or 4.
    SeatCounts(sorted(set(seat_counts(STAR)) | set(seat_counts(SQUARE)))),
    options=(
        Option("board", QT_TRANSLATE_NOOP("options", "Board"), STAR,
               choices=(Choice(STAR, QT_TRANSLATE_NOOP("options", "Star (Chinese checkers)")),
                        Choice(SQUARE, QT_TRANSLATE_NOOP("options", "Square (Halma)"))),
               seats=seat_counts(SQUARE),
               help=QT_TRANSLATE_NOOP("options", "Three or six players always play on the star.")),
        Option("pegs", QT_TRANSLATE_NOOP("options", "Pegs on the star"), 10,
               choices=(Choice(10, QT_TRANSLATE_NOOP("options", "10 pegs")),
                        Choice(15, QT_TRANSLATE_NOOP("options", "15 pegs"))),
               seats=(2,),
               help=QT_TRANSLATE_NOOP("options", "With 15 pegs each camp is one row deeper.")),
        Option("win_rule", QT_TRANSLATE_NOOP("options", "Winning rule"), "parlett",
               choices=(Choice("parlett", QT_TRANSLATE_NOOP("options", "Anti-spoiling (Parlett)")),
                        Choice("own_pegs", QT_TRANSLATE_NOOP("options", "Only own pegs count"))),
               help=QT_TRANSLATE_NOOP("options", "Anti-spoiling: a full target camp wins if at least one of "
                                                 "its pegs is yours, so pegs left at home cannot block it forever.")),
        Option("swap", QT_TRANSLATE_NOOP("options", "Swap with blocking pegs"), False, kind="bool",
               help=QT_TRANSLATE_NOOP("options", "A peg may step onto an opponent's peg that is still in its "
                                                 "home camp inside your target camp; the two change places.")),
        Option("eviction", QT_TRANSLATE_NOOP("options", "Turns to leave home (0: off)"), 0,
               kind="int", minimum=0, maximum=300,
               help=QT_TRANSLATE_NOOP("options", "A player with a peg still at home after this many turns "
                                                 "is out of the game; with partners, the whole side is.")),
        Option("no_stop_foreign", QT_TRANSLATE_NOOP("options", "No stops in other camps"), False,
               kind="bool",
               help=QT_TRANSLATE_NOOP("options", "Hopping through them is still allowed.")),
        Option("long_jumps", QT_TRANSLATE_NOOP("options", "Long hops"), False, kind="bool",
               help=QT_TRANSLATE_NOOP("options", "Hop over a single distant peg, landing as far beyond it "
                                                 "as you started before it.")),
        Option("partners", QT_TRANSLATE_NOOP("options", "Partners sitting opposite"), False, kind="bool",
               seats=(4, 6),
               help=QT_TRANSLATE_NOOP("options", "Players sitting opposite play as a side: the side wins when both "
                                                 "partners have all their pegs home.")),
        Option("play_on", QT_TRANSLATE_NOOP("options", "Play on for the places"), False, kind="bool",
               seats=(3, 4, 6),
               help=QT_TRANSLATE_NOOP("options", "After the winner, the others go on until only one player "
                                                 "or side is left.")),
        Option("counter_clockwise", QT_TRANSLATE_NOOP("options", "Turns go counter-clockwise"), False, kind="bool",
               seats=(3, 4, 6),
               help=QT_TRANSLATE_NOOP("options", "Seats are laid out clockwise; with this the turn passes the "
                                                 "other way round.")),
        Option("no_progress_turns", QT_TRANSLATE_NOOP("options", "Draw after quiet turns (0: off)"), 1000,
               kind="int", minimum=0, maximum=10000,
               help=QT_TRANSLATE_NOOP("options", "A draw when no peg has entered its target camp for this many turns.")),
    ),
    colours=(
        Colour("red", QT_TRANSLATE_NOOP("colours", "Red"), "#d33a3a"),
        Colour("blue", QT_TRANSLATE_NOOP("colours", "Blue"), "#2f6fd6"),
        Colour("green", QT_TRANSLATE_NOOP("colours", "Green"), "#2e9a52"),
        Colour("yellow", QT_TRANSLATE_NOOP("colours", "Yellow"), "#efc22b"),
        Colour("purple", QT_TRANSLATE_NOOP("colours", "Purple"), "#8450c0"),
        Colour("white", QT_TRANSLATE_NOOP("colours", "White"), "#f2efe6"),
        Colour("orange", QT_TRANSLATE_NOOP("colours", "Orange"), "#ee8121"),
        Colour("black", QT_TRANSLATE_NOOP("colours", "Black"), "#2c2c30"),
    ),
    reasons={
        FILLED: QT_TRANSLATE_NOOP("reasons", "The whole target camp is filled."),
        EVICTED: QT_TRANSLATE_NOOP("reasons", "A player did not leave the home camp in time."),
        NO_PROGRESS: QT_TRANSLATE_NOOP("reasons", "No peg reached its target camp for too long."),
        BLOCKED: QT_TRANSLATE_NOOP("reasons", "Nobody can move any more."),
    },
    refusals={
        NO_SUCH_HOLE: QT_TRANSLATE_NOOP("refusals", "There is no hole %1 on this board."),
        NO_PEG: QT_TRANSLATE_NOOP("refusals", "There is no peg on %1."),
        NOT_YOUR_PEG: QT_TRANSLATE_NOOP("refusals", "The peg on %1 is not yours: pick one of your own."),
        PEG_STUCK: QT_TRANSLATE_NOOP("refusals", "The peg on %1 has no move at the moment."),
        OCCUPIED: QT_TRANSLATE_NOOP("refusals", "The hole %1 is taken."),
        STAYS_IN_TARGET: QT_TRANSLATE_NOOP("refusals", "The peg on %1 has reached its target camp and may "
                                                       "not leave it again."),
        FOREIGN_CAMP: QT_TRANSLATE_NOOP("refusals", "The hole %1 lies in another player's camp: you may "
                                                    "hop through it but not stop there."),
        UNREACHABLE: QT_TRANSLATE_NOOP("refusals", "The peg on %1 cannot reach %2 with one step or a chain "
                                                   "of hops."),
        NOT_A_CHAIN: QT_TRANSLATE_NOOP("refusals", "The holes %1 are not a chain of hops this peg can make."),
        PASS_NOT_ALLOWED: QT_TRANSLATE_NOOP("refusals", "You may only pass when none of your pegs can move."),
    },
    state_class=HalmaState,
)
