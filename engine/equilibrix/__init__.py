"""EQUILIBRIX Combact (issue 7): shaped bacteria on the 19-circle Flower-of-Life board.

`geometry.py` computes the board (37 connection points, 144 fields) from the
triangular lattice and answers the geometric questions the view asks (nearest
lattice point, a piece's outline); `pieces.py` reads the bacteria from
`data/pieces.json`, lists every placement and snaps a held piece to the lattice;
`rules.py` holds the moves, the ring, the five-point rule, the 5+1 token, the four
game targets and why a move is refused; `notation.py` is text in and out (the grammar
itself sits in `rules.py`, which never imports `notation`); `ai.py` is the computer
player (and `chances`, the evaluation the review's analysis uses); `tutorial.py` holds the goals its tutorial's
steps check (a piece can be laid in hundreds of ways, so a step asks for a result, not a list of moves).
`pieces.py` is this game's extra module (the target shape allows one where
the rules need big helpers): the placement tables are what move generation reads.

Options marked as house rules in the rules page are the spec's proposals for
points the publisher's text leaves open.
"""

from __future__ import annotations

from engine.core import QT_TRANSLATE_NOOP, Choice, Colour, GameSpec, Option
from engine.equilibrix.rules import (
    AUTONOMIE,
    KAMPAGNE,
    REASON_TEXTS,
    REFUSAL_TEXTS,
    ZEITFAKTOR,
    ZIELE,
    ChooseTarget,
    EquilibrixState,
    Pass,
    Place,
    PlaceBase,
    SetOrigin,
)

TARGET_LABELS = {
    ZEITFAKTOR: QT_TRANSLATE_NOOP("options", "Time Factor (who cannot place loses)"),
    AUTONOMIE: QT_TRANSLATE_NOOP("options", "Autonomy (territory)"),
    ZIELE: QT_TRANSLATE_NOOP("options", "3+3 Targets (connect bases)"),
    KAMPAGNE: QT_TRANSLATE_NOOP("options", "Campaign (first to two wins)"),
}

SPEC = GameSpec(
    "equilibrix",
    QT_TRANSLATE_NOOP("games", "EQUILIBRIX Combact"),
    QT_TRANSLATE_NOOP("games", "Claim territory with shaped pieces on a Flower-of-Life board."),
    range(2, 3),
    options=(
        Option("target", QT_TRANSLATE_NOOP("options", "Game target"), AUTONOMIE,
               choices=tuple(Choice(key, label) for key, label in TARGET_LABELS.items())),
        Option("first_target", QT_TRANSLATE_NOOP("options", "Target of a campaign's first game"), AUTONOMIE,
               choices=tuple(Choice(key, label) for key, label in TARGET_LABELS.items() if key != KAMPAGNE),
               help=QT_TRANSLATE_NOOP("options", "Later games of a campaign are chosen by the loser of "
                                                 "the previous game.")),
        Option("offer", QT_TRANSLATE_NOOP("options", "Pieces on offer after the tetrahedron"), 4, kind="int",
               minimum=2, maximum=6,
               help=QT_TRANSLATE_NOOP("options", "Four in the rules. In a campaign the loser of the last "
                                                 "game gets one more, the winner one fewer.")),
        Option("campaign_wins", QT_TRANSLATE_NOOP("options", "Victory points to win a campaign"), 2, kind="int",
               minimum=1, maximum=5),
        Option("token_rule", QT_TRANSLATE_NOOP("options", "The 5+1 token allows six fields"), "one_point",
               choices=(Choice("one_point", QT_TRANSLATE_NOOP("options", "at one point")),
                        Choice("any_points", QT_TRANSLATE_NOOP("options", "at any points of one placement"))),
               help=QT_TRANSLATE_NOOP("options", "The rules leave open whether one use of the token may "
                                                 "raise several points to six.")),
        Option("bases", QT_TRANSLATE_NOOP("options", "Colours of the six bases (3+3 Targets)"), "alternate",
               choices=(Choice("alternate", QT_TRANSLATE_NOOP("options", "alternating")),
                        Choice("random", QT_TRANSLATE_NOOP("options", "shuffled")),
                        Choice("placed", QT_TRANSLATE_NOOP("options", "placed by the players in turn"))),
               help=QT_TRANSLATE_NOOP("options", "With the last choice the players put their three bases on "
                                                 "the rim corners one at a time before the game starts.")),
    ),
    colours=(
        Colour("black", QT_TRANSLATE_NOOP("colours", "Black"), "#1f1f24"),
        Colour("white", QT_TRANSLATE_NOOP("colours", "White"), "#f2eee4"),
    ),
    colour_sides=True,  # Black starts and places the unmirrored side of the pieces
    reasons=REASON_TEXTS,
    refusals=REFUSAL_TEXTS,
    state_class=EquilibrixState,
)

__all__ = ["SPEC", "ChooseTarget", "EquilibrixState", "Pass", "Place", "PlaceBase", "SetOrigin"]
