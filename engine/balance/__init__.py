"""Balance DUELS (Balance Games Nederland): a dice race along a hanging balance arm that must never tip."""

from engine.balance.rules import (
    BLOCKED,
    HOME,
    PASS,
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
    state_class=BalanceState,
)
