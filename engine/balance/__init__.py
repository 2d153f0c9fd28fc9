"""Balance DUELS (Balance Games Nederland): a dice race along a hanging balance arm that must never tip.

The package follows the common shape (`rules`, `notation`, `ai`, `data/*.json`) with three further modules:
`layout` (the arm's holders and each balance model's numbering: the game's board), `physics` (the exact tip
test and the swinging arm the view animates) and `events` (what a move caused, typed, for the view).
Importing the package installs the notation into the rules (see `engine.balance.notation`).
"""

from engine.balance import notation  # noqa: F401 - installs the notation into the rules (use_notation)
from engine.balance.rules import (
    BEAT_IN_FINISH_ONLY,
    BEATING_OFF,
    BLOCKED,
    FIRST_PLACEMENT,
    HOLDER_FULL,
    HOME,
    MUST_MOVE,
    NO_PAWN_IN_SUPPLY,
    NO_PAWN_THERE,
    NOT_A_HOLDER,
    NOTHING_TO_BEAT,
    OWN_SIDE,
    PASS,
    PAST_F7,
    PLACE_BY_DIE,
    STEP_BY_DIE,
    TIPPED,
    TWO_TIPS,
    BalanceState,
    Pass,
    Place,
    Step,
)
from engine.core import QT_TRANSLATE_NOOP, Choice, Colour, GameSpec, Option

__all__ = ["PASS", "SPEC", "BalanceState", "Pass", "Place", "Step"]

SPEC = GameSpec(
    "balance",
    QT_TRANSLATE_NOOP("games", "Balance DUELS"),
    QT_TRANSLATE_NOOP("games", "A dice race along a balance arm that must never tip."),
    range(2, 5),
    options=(
        Option("mode", QT_TRANSLATE_NOOP("options", "Game"), "team",
               choices=(Choice("team", QT_TRANSLATE_NOOP("options", "Teams (A+B against C+D, or against solo C)")),
                        Choice("individual", QT_TRANSLATE_NOOP("options", "Each for themselves (elimination rounds)"))),
               seats=(3, 4),
               help=QT_TRANSLATE_NOOP("options", "Every player has 2 large and 2 medium pawns of one colour.")),
        Option("pawns", QT_TRANSLATE_NOOP("options", "Pawns per player"), 6,
               choices=(Choice(6, QT_TRANSLATE_NOOP("options", "6 large pawns")),
                        Choice(8, QT_TRANSLATE_NOOP("options", "8 large pawns (variant)"))),
               seats=(2,),
               help=QT_TRANSLATE_NOOP("options", "Models C and D and the custom model use at most 6.")),
        Option("model", QT_TRANSLATE_NOOP("options", "Balance model"), "A",
               choices=(Choice("A", QT_TRANSLATE_NOOP("options", "A: holders numbered from the pivot outwards")),
                        Choice("B", QT_TRANSLATE_NOOP("options", "B: numbered from the ends inwards")),
                        Choice("C", QT_TRANSLATE_NOOP("options", "C: start inwards, finish outwards")),
                        Choice("D", QT_TRANSLATE_NOOP("options", "D: start outwards, finish inwards")),
                        Choice("custom", QT_TRANSLATE_NOOP("options", "Custom: with the 4 single holders"))),
               help=QT_TRANSLATE_NOOP("options", "The booklet's pictures of models B-D are lost; Ludoteca "
                                                 "reconstructs them from the rules.")),
        Option("beating", QT_TRANSLATE_NOOP("options", "Beating"), True, kind="bool",
               help=QT_TRANSLATE_NOOP("options", "A pawn arriving in its finish half may send an opponent's "
                                                 "pawn in the same holder back to its supply.")),
        Option("sensitivity", QT_TRANSLATE_NOOP("options", "Arm sensitivity"), "normal",
               choices=(Choice("easy", QT_TRANSLATE_NOOP("options", "Steady")),
                        Choice("normal", QT_TRANSLATE_NOOP("options", "Normal")),
                        Choice("hard", QT_TRANSLATE_NOOP("options", "Twitchy"))),
               help=QT_TRANSLATE_NOOP("options", "How far the arm may lean before it lies on the board; "
                                                 "the side panel shows the limit.")),
    ),
    colours=(
        Colour("black", QT_TRANSLATE_NOOP("colours", "Black"), "#2a2a2e"),
        Colour("yellow", QT_TRANSLATE_NOOP("colours", "Yellow"), "#f0c419"),
        Colour("red", QT_TRANSLATE_NOOP("colours", "Red"), "#d0342c"),
        Colour("blue", QT_TRANSLATE_NOOP("colours", "Blue"), "#2d68c4"),
    ),
    reasons={
        TIPPED: QT_TRANSLATE_NOOP("reasons", "The balance arm came to rest on the board."),
        HOME: QT_TRANSLATE_NOOP("reasons", "All pawns reached the finish half."),
        TWO_TIPS: QT_TRANSLATE_NOOP("reasons", "The other side tipped the arm twice."),
        BLOCKED: QT_TRANSLATE_NOOP("reasons", "Nobody could move any more."),
    },
    refusals={
        FIRST_PLACEMENT: QT_TRANSLATE_NOOP("refusals", "The first turn of a round must place a pawn in %1."),
        MUST_MOVE: QT_TRANSLATE_NOOP("refusals", "You passed last turn, so this turn you must place or move a pawn."),
        NO_PAWN_IN_SUPPLY: QT_TRANSLATE_NOOP("refusals", "Your supply has no %1 pawn left."),
        HOLDER_FULL: QT_TRANSLATE_NOOP("refusals", "Holder %1 is full."),
        NOT_A_HOLDER: QT_TRANSLATE_NOOP("refusals", "There is no holder %1: the track runs from S1 to S7, then F1 to F7."),
        NO_PAWN_THERE: QT_TRANSLATE_NOOP("refusals", "You have no %1 pawn in %2."),
        PAST_F7: QT_TRANSLATE_NOOP("refusals", "From %1 a roll of %2 would go past F7, the end of the track."),
        BEATING_OFF: QT_TRANSLATE_NOOP("refusals", "Beating is switched off in this game."),
        BEAT_IN_FINISH_ONLY: QT_TRANSLATE_NOOP("refusals", "Only a pawn arriving in its finish half can beat."),
        NOTHING_TO_BEAT: QT_TRANSLATE_NOOP("refusals", "There is no pawn to beat in %1."),
        OWN_SIDE: QT_TRANSLATE_NOOP("refusals", "The pawn in %1 plays on your side and cannot be beaten."),
        PLACE_BY_DIE: QT_TRANSLATE_NOOP("refusals", "The die shows %1: a new pawn goes into S%1."),
        STEP_BY_DIE: QT_TRANSLATE_NOOP("refusals", "The die shows %1: a pawn moves exactly %1 holders forward."),
    },
    state_class=BalanceState,
)
