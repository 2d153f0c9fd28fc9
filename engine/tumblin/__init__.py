"""Tumblin-Dice: flick dice down a stepped wooden board; the physics (MuJoCo) decides where they stop.

The folder follows the common shape (`rules`, `notation`, `ai`, `data/board.json`), with two modules of its
own in place of a `board.py`: `physics.py` (the board's geometry from `data/board.json`, and the MuJoCo
simulation of a throw) and `shapes.py` (the dice as polyhedra: faces, poses, the face on top). Both need
numpy, so `rules` imports them inside functions and `import engine` stays light.
"""

from engine.core import QT_TRANSLATE_NOOP, Choice, Colour, GameSpec, Option
from engine.tumblin.rules import NEXT_ROUND, ROUNDS_WON, NextRound, Refused, Throw, TumblinState

__all__ = ["NEXT_ROUND", "SPEC", "NextRound", "Refused", "Throw", "TumblinState"]

SPEC = GameSpec(
    "tumblin",
    QT_TRANSLATE_NOOP("games", "Tumblin-Dice"),
    QT_TRANSLATE_NOOP("games", "Flick dice down a stepped board and land them on the best level."),
    range(2, 17),
    options=(
        Option("goal", QT_TRANSLATE_NOOP("options", "End of the game"), "rounds",
               choices=(Choice("rounds", QT_TRANSLATE_NOOP("options", "After a number of rounds, then tie-breaks")),
                        Choice("301", QT_TRANSLATE_NOOP("options", "First to 301 points")),
                        Choice("501", QT_TRANSLATE_NOOP("options", "First to 501 points")),
                        Choice("wins", QT_TRANSLATE_NOOP("options", "First to win a number of rounds")))),
        Option("rounds", QT_TRANSLATE_NOOP("options", "Rounds to play"), 4, kind="int", minimum=1, maximum=20,
               help=QT_TRANSLATE_NOOP("options", "Only for a game over a number of rounds; players still tied "
                                                 "afterwards throw extra rounds alone.")),
        Option("wins_needed", QT_TRANSLATE_NOOP("options", "Rounds needed to win"), 4, kind="int", minimum=1,
               maximum=20, help=QT_TRANSLATE_NOOP("options", "Only when playing for won rounds.")),
        Option("two_player_dice", QT_TRANSLATE_NOOP("options", "Dice per player"), "five",
               choices=(Choice("five", QT_TRANSLATE_NOOP("options", "5 dice")),
                        Choice("bonus", QT_TRANSLATE_NOOP("options", "5 dice and a bonus die that counts double")),
                        Choice("nine", QT_TRANSLATE_NOOP("options", "9 dice"))),
               seats=(2,)),
        Option("teams", QT_TRANSLATE_NOOP("options", "Play in two teams"), True, kind="bool", seats=(4, 6),
               help=QT_TRANSLATE_NOOP("options", "Partners sit apart and never throw one after the other; "
                                                 "their points are added up.")),
        Option("line_rule", QT_TRANSLATE_NOOP("options", "A die short of the line"), "at_once",
               choices=(Choice("at_once", QT_TRANSLATE_NOOP("options", "is removed at once")),
                        Choice("at_scoring", QT_TRANSLATE_NOOP("options", "stays until the round is scored")))),
        Option("scoring", QT_TRANSLATE_NOOP("options", "Scoring"), "multiply",
               choices=(Choice("multiply", QT_TRANSLATE_NOOP("options", "Face times level")),
                        Choice("add", QT_TRANSLATE_NOOP("options", "Face plus level (for children)")))),
        Option("off_board", QT_TRANSLATE_NOOP("options", "A die off the board"), "zero",
               choices=(Choice("zero", QT_TRANSLATE_NOOP("options", "scores nothing")),
                        Choice("negative", QT_TRANSLATE_NOOP("options", "costs its owner the face it shows")))),
        Option("all_dice_bonus", QT_TRANSLATE_NOOP("options", "All of a player's dice scoring"), "none",
               choices=(Choice("none", QT_TRANSLATE_NOOP("options", "no bonus")),
                        Choice("plus10", QT_TRANSLATE_NOOP("options", "10 extra points")),
                        Choice("plus20", QT_TRANSLATE_NOOP("options", "20 extra points")),
                        Choice("double", QT_TRANSLATE_NOOP("options", "that player's points count double")))),
        Option("dice", QT_TRANSLATE_NOOP("options", "Dice"), "d6",
               choices=(Choice("d6", QT_TRANSLATE_NOOP("options", "Ordinary six-sided dice")),
                        Choice("d8", QT_TRANSLATE_NOOP("options", "Eight-sided dice")),
                        Choice("d10", QT_TRANSLATE_NOOP("options", "Ten-sided dice")),
                        Choice("d12", QT_TRANSLATE_NOOP("options", "Twelve-sided dice")),
                        Choice("d20", QT_TRANSLATE_NOOP("options", "Twenty-sided dice")),
                        Choice("mixed", QT_TRANSLATE_NOOP("options", "A mix of special dice")))),
    ),
    colours=(
        Colour("red", QT_TRANSLATE_NOOP("colours", "Red"), "#c8312f"),
        Colour("black", QT_TRANSLATE_NOOP("colours", "Black"), "#26262b"),
        Colour("green", QT_TRANSLATE_NOOP("colours", "Green"), "#2f8f4e"),
        Colour("white", QT_TRANSLATE_NOOP("colours", "White"), "#f4f1e8"),
        Colour("blue", QT_TRANSLATE_NOOP("colours", "Blue"), "#2d62c8"),
        Colour("yellow", QT_TRANSLATE_NOOP("colours", "Yellow"), "#efc22b"),
        Colour("purple", QT_TRANSLATE_NOOP("colours", "Purple"), "#7d4bb8"),
        Colour("orange", QT_TRANSLATE_NOOP("colours", "Orange"), "#e8801f"),
    ),
    finite_moves=False,
    reasons={ROUNDS_WON: QT_TRANSLATE_NOOP("reasons", "The required number of rounds was won.")},
    refusals={
        Refused.THROW_NOTATION: QT_TRANSLATE_NOOP(
            "refusals", "Write a throw like %1 (add b at the end for the bonus die), or write “next” to collect the dice."),
        Refused.ROUND_NOT_OVER: QT_TRANSLATE_NOOP(
            "refusals", "The round is still under way: the dice are collected once every die has been thrown."),
        Refused.COLLECT_FIRST: QT_TRANSLATE_NOOP(
            "refusals", "The round is over: collect the dice before the next throw."),
        Refused.OFF_LAUNCH_PAD: QT_TRANSLATE_NOOP(
            "refusals", "The die must start on the launch pad: x from %1 to %2 mm, y from %3 to %4 mm."),
        Refused.AIM: QT_TRANSLATE_NOOP(
            "refusals", "The die must be flicked down the board: the aim must lie between %1 and %2 mrad."),
        Refused.SPEED: QT_TRANSLATE_NOOP("refusals", "The speed must lie between %1 and %2 mm/s."),
        Refused.TOPSPIN: QT_TRANSLATE_NOOP("refusals", "The top spin must lie between %1 and %2 rad/s."),
        Refused.SIDESPIN: QT_TRANSLATE_NOOP("refusals", "The side spin must lie between %1 and %2 rad/s."),
        Refused.NO_BONUS_DIE: QT_TRANSLATE_NOOP("refusals", "There is no bonus die left in your hand."),
        Refused.ONLY_BONUS_DIE: QT_TRANSLATE_NOOP(
            "refusals", "Only your bonus die is left: throw it as the bonus die."),
    },
    state_class=TumblinState,
)
