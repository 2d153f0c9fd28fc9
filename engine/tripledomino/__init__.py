"""Triple Domino: 56 triangular tiles, matching numbers at every touching corner, bonus shapes, 1-6 players.

The folder follows the common shape (`rules.py` the state, its moves and refusals; `notation.py` move
text, which hands itself to the state on import; `ai.py`; `data/rulesets.json`), with these parts of
the rules in modules of their own:
- `rulesets.py`: the numbers of the rule set that the options pick (hand size, draw limits, bonuses,
  target) read from `data/rulesets.json`, and what a placement earns under them;
- `tiles.py`: the 56 tiles, their turns and names;
- `grid.py` and `layout.py` in place of a `board.py`: the table is an unbounded triangular grid,
  and the layout of laid tiles answers what each open cell needs and why a tile does not fit.
"""

from engine.core import QT_TRANSLATE_NOOP, Choice, Colour, GameSpec, Option
from engine.tripledomino import notation  # gives the state its move text (rules never import notation)
from engine.tripledomino.rules import DRAW, PASS, REASONS, REFUSALS, Draw, Pass, Place, TripleDominoState

__all__ = ["DRAW", "PASS", "SPEC", "Draw", "Pass", "Place", "TripleDominoState", "notation"]

SPEC = GameSpec(
    "tripledomino",
    QT_TRANSLATE_NOOP("games", "Triple Domino"),
    QT_TRANSLATE_NOOP("games", "Match the numbers of 56 triangular tiles and build bonus shapes."),
    range(1, 7),
    options=(
        Option("rules", QT_TRANSLATE_NOOP("options", "Rule set"), "schmidt",
               choices=(Choice("schmidt", QT_TRANSLATE_NOOP("options", "Triple Domino")),
                        Choice("triominos", QT_TRANSLATE_NOOP("options", "Triominos style"))),
               help=QT_TRANSLATE_NOOP("options", "Triple Domino plays to 300 with bridge and double-link "
                                                 "bonuses. The Triominos style plays to 400 with smaller hands, "
                                                 "bridge 40, hexagons 50/60/70, a bonus for opening with a triple "
                                                 "and 10 more after three useless draws.")),
        Option("bonuses", QT_TRANSLATE_NOOP("options", "Bridge / double link points"), "30/25",
               choices=(Choice("30/25", QT_TRANSLATE_NOOP("options", "30 / 25")),
                        Choice("40/25", QT_TRANSLATE_NOOP("options", "40 / 25")),
                        Choice("30/40", QT_TRANSLATE_NOOP("options", "30 / 40"))),
               help=QT_TRANSLATE_NOOP("options", "The printed table is hard to read; pick the reading you play "
                                                 "with. Triple Domino rule set only.")),
        Option("hexagons", QT_TRANSLATE_NOOP("options", "A tile closing several hexagons"), "each",
               choices=(Choice("each", QT_TRANSLATE_NOOP("options", "50 for each")),
                        Choice("once", QT_TRANSLATE_NOOP("options", "50 once"))),
               help=QT_TRANSLATE_NOOP("options", "Triple Domino rule set only.")),
        Option("target", QT_TRANSLATE_NOOP("options", "Target score"), 0,
               choices=(Choice(0, QT_TRANSLATE_NOOP("options", "From the rule set")),
                        Choice(100, QT_TRANSLATE_NOOP("options", "100 points")),
                        Choice(200, QT_TRANSLATE_NOOP("options", "200 points")),
                        Choice(300, QT_TRANSLATE_NOOP("options", "300 points")),
                        Choice(400, QT_TRANSLATE_NOOP("options", "400 points")),
                        Choice(500, QT_TRANSLATE_NOOP("options", "500 points"))),
               seats=(2, 3, 4, 5, 6),
               help=QT_TRANSLATE_NOOP("options", "The game ends after the round in which someone reaches it.")),
        Option("solitaire_draws", QT_TRANSLATE_NOOP("options", "Draws allowed in solitaire"), 20,
               kind="int", minimum=0, maximum=46, seats=(1,),
               help=QT_TRANSLATE_NOOP("options", "A fixed limit makes your scores comparable.")),
    ),
    colours=(
        Colour("red", QT_TRANSLATE_NOOP("colours", "Red"), "#c8423b"),
        Colour("blue", QT_TRANSLATE_NOOP("colours", "Blue"), "#2f6fd6"),
        Colour("green", QT_TRANSLATE_NOOP("colours", "Green"), "#2e9a52"),
        Colour("yellow", QT_TRANSLATE_NOOP("colours", "Yellow"), "#e0b321"),
        Colour("purple", QT_TRANSLATE_NOOP("colours", "Purple"), "#8450c0"),
        Colour("orange", QT_TRANSLATE_NOOP("colours", "Orange"), "#ee8121"),
    ),
    hidden_hands=True,
    reasons=REASONS,
    refusals=REFUSALS,
    state_class=TripleDominoState,
)
