"""EQUILIBRIX Combact: the ring, placement, the five-point rule and the four game targets.

Seat 0 plays the black side and starts; the second player first puts the
tetrahedron ("Urheber", the origin) into the ring. In 3+3 ZIELE with the option
`bases` = "placed", the players first put their three bases on the rim corners in
turn, the starter first (the last one goes where it must). A turn takes one of the next
`offer` ring pieces clockwise after the tetrahedron (which moves into the gap),
or plays one of the seat's two microbacteria (the tetrahedron stays). Passing
is allowed in AUTONOMIE and 3+3 ZIELE. A campaign (KAMPAGNE) is one state
running several games: after each game the loser picks the next target and
chooses from one piece more, the winner from one piece less.

A position keeps the list of placements of the current game; field owners and
the per-node counts of the five-point rule are derived from it.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from engine.core import QT_TRANSLATE_NOOP, BadState, GameState, IllegalMove, Outcome, Reason, Refusal, check_move
from engine.equilibrix.geometry import board, node_name, parse_node
from engine.equilibrix.pieces import MICROS, Placement, bacteria_ids, placement_table, placements, same_rotation
from engine.rng import Rng

ZEITFAKTOR, AUTONOMIE, ZIELE, KAMPAGNE = "zeitfaktor", "autonomie", "ziele", "kampagne"
GAME_TARGETS = (ZEITFAKTOR, AUTONOMIE, ZIELE)
TARGETS = (*GAME_TARGETS, KAMPAGNE)

#: Fields of one colour allowed around a connection point, and with the 5+1 token.
LIMIT = 5
#: A campaign with this many games (draws included) ends on victory points.
MAX_CAMPAIGN_GAMES = 9

BASES_PHASE, ORIGIN, PLAY, CHOOSE_TARGET, OVER = "bases", "origin", "play", "target", "over"
PHASES = (BASES_PHASE, ORIGIN, PLAY, CHOOSE_TARGET, OVER)
#: Bases of each colour in 3+3 ZIELE.
BASES_EACH = 3

# Outcome reason codes (sentences in SPEC.reasons).
STUCK = "stuck"
TERRITORY = "territory"
BASES = "bases"
#: 3+3 Targets with as many own bases linked on each side: more linked bases of the opponent's colour won.
BASES_TIEBREAK = "bases_tiebreak"
CAMPAIGN = "campaign"

REASON_TEXTS = {
    STUCK: QT_TRANSLATE_NOOP("reasons", "The player to move could not place any piece and loses."),
    TERRITORY: QT_TRANSLATE_NOOP("reasons", "Both players passed; the larger territory wins."),
    BASES: QT_TRANSLATE_NOOP("reasons", "Both players passed; more connected bases win."),
    BASES_TIEBREAK: QT_TRANSLATE_NOOP("reasons", "Both players passed with as many of their own bases connected; "
                                                 "the tie-break, more of the opponent's bases connected, decided."),
    CAMPAIGN: QT_TRANSLATE_NOOP("reasons", "The campaign is won on victory points."),
}

# Refusal codes (sentences in SPEC.refusals); parameters are node names and numbers.
NOT_OFFERED = "not_offered"
MICRO_USED = "micro_used"
BAD_ROTATION = "bad_rotation"
SAME_ROTATION = "same_rotation"
OFF_BOARD = "off_board"
OCCUPIED = "occupied"
NOT_CONNECTED = "not_connected"
TOO_MANY = "too_many"
TOKEN_ONE_POINT = "token_one_point"
OVER_SIX = "over_six"
NO_PASSING = "no_passing"
NO_GAP = "no_gap"
NO_CORNER = "no_corner"
CORNER_TAKEN = "corner_taken"
NO_TARGET = "no_target"
BASES_FIRST = "bases_first"
ORIGIN_FIRST = "origin_first"
TARGET_FIRST = "target_first"

REFUSAL_TEXTS = {
    NOT_OFFERED: QT_TRANSLATE_NOOP("refusals", "That piece is not on offer: take one of the ring pieces offered "
                                               "just after the tetrahedron, or one of your microbacteria."),
    MICRO_USED: QT_TRANSLATE_NOOP("refusals", "You have already played that microbacterium."),
    BAD_ROTATION: QT_TRANSLATE_NOOP("refusals", "A piece turns in six steps, numbered r0 to r5."),
    SAME_ROTATION: QT_TRANSLATE_NOOP("refusals", "Turned to r%1 this piece looks the same as at r%2: write r%2."),
    OFF_BOARD: QT_TRANSLATE_NOOP("refusals", "The piece must lie completely on the board."),
    OCCUPIED: QT_TRANSLATE_NOOP("refusals", "A field there is already covered."),
    NOT_CONNECTED: QT_TRANSLATE_NOOP("refusals", "The piece must touch one of your pieces at a connection point."),
    TOO_MANY: QT_TRANSLATE_NOOP("refusals", "More than five of your fields would meet at %1."),
    TOKEN_ONE_POINT: QT_TRANSLATE_NOOP("refusals", "The 5+1 token allows six fields at one point only, not at %1."),
    OVER_SIX: QT_TRANSLATE_NOOP("refusals", "Not even the 5+1 token allows more than six of your fields at %1."),
    NO_PASSING: QT_TRANSLATE_NOOP("refusals", "In Time Factor you may not pass: place a piece."),
    NO_GAP: QT_TRANSLATE_NOOP("refusals", "The tetrahedron goes into one of the %1 gaps of the ring."),
    NO_CORNER: QT_TRANSLATE_NOOP("refusals", "A base goes on one of the six corners of the rim."),
    CORNER_TAKEN: QT_TRANSLATE_NOOP("refusals", "There is already a base at %1."),
    NO_TARGET: QT_TRANSLATE_NOOP("refusals", "Choose Time Factor, Autonomy or 3+3 Targets as the next game's "
                                             "target."),
    BASES_FIRST: QT_TRANSLATE_NOOP("refusals", "First the bases are put on the corners of the rim."),
    ORIGIN_FIRST: QT_TRANSLATE_NOOP("refusals", "First the tetrahedron must be put into the ring."),
    TARGET_FIRST: QT_TRANSLATE_NOOP("refusals", "The loser of the last game first chooses the next target."),
}


# --------------------------------------------------------------------------- moves


@dataclass(frozen=True)
class Place:
    """Put `piece` (a ring bacterium or one of the seat's microbacteria) on the board,
    in `rotation` (0-5, times 60°) with its reference node on node index `anchor`."""

    piece: str
    rotation: int
    anchor: int


@dataclass(frozen=True)
class SetOrigin:
    """The second player puts the tetrahedron just before ring slot `slot`."""

    slot: int


@dataclass(frozen=True)
class PlaceBase:
    """3+3 ZIELE with bases placed in turn: put one of your bases on rim corner `corner` (0-5)."""

    corner: int


@dataclass(frozen=True)
class Pass:
    """Let the turn go (not in ZEITFAKTOR); two passes in a row end the game."""


@dataclass(frozen=True)
class ChooseTarget:
    """In a campaign, the loser of the last game picks the next game's target."""

    target: str


MOVE_CLASSES = (Place, Pass, SetOrigin, PlaceBase, ChooseTarget)
#: The one kind of move each set-up phase waits for, and the refusal of any other.
PHASE_MOVES = {BASES_PHASE: (PlaceBase, BASES_FIRST), ORIGIN: (SetOrigin, ORIGIN_FIRST),
               CHOOSE_TARGET: (ChooseTarget, TARGET_FIRST)}


# --------------------------------------------------------------------------- move text
# The grammar of the notation (notation.py describes it and is the public place for text in and out).
# It lives here because the state's own `move_to_text` and `parse_move` need it and rules never
# imports notation.

_MAX_CHARS = 40
_PLACE = re.compile(r"([A-Za-z0-9]{1,8}) r([0-9]{1,2}) ([a-z][0-9])")
_ORIGIN = re.compile(r"origin ([0-9]{1,3})")
_BASE = re.compile(r"base ([a-z][0-9])")
_TARGET = re.compile(r"target ([a-z]{1,20})")


def move_text(move: Any) -> str:
    """The text of a move already known to be legal (so its indices are in range)."""
    if type(move) is Place:
        return f"{move.piece} r{move.rotation} {node_name(board().nodes[move.anchor])}"
    if type(move) is SetOrigin:
        return f"origin {move.slot + 1}"
    if type(move) is PlaceBase:
        return f"base {node_name(board().corners[move.corner])}"
    if type(move) is ChooseTarget:
        return f"target {move.target}"
    return "pass"


def read_move(text: str) -> Any:
    """The move object `text` (spaces normalised) spells, legal or not; `IllegalMove(unreadable)` if none."""
    if len(text) > _MAX_CHARS:
        raise IllegalMove(Refusal.UNREADABLE)
    if text == "pass":
        return Pass()
    if match := _PLACE.fullmatch(text):
        node = parse_node(match[3])
        anchor = board().node_index[node] if node is not None else -1  # off the board: refused with that reason
        return Place(match[1], int(match[2]), anchor)
    if match := _ORIGIN.fullmatch(text):
        return SetOrigin(int(match[1]) - 1)
    if match := _BASE.fullmatch(text):
        node = parse_node(match[1])
        corners = board().corners
        return PlaceBase(corners.index(node) if node in corners else -1)  # -1: refused, not a corner
    if match := _TARGET.fullmatch(text):
        return ChooseTarget(match[1])
    raise IllegalMove(Refusal.UNREADABLE)


# --------------------------------------------------------------------------- state


class EquilibrixState(GameState):
    def __init__(self, seats: int, options: dict[str, Any], rng: Rng, data: dict[str, Any]):
        super().__init__(seats, options, rng)
        self.phase: str = data["phase"]
        self.turn: int = data["turn"]
        self.target: str = data["target"]  # the current game's target
        self.ring: tuple[str | None, ...] = tuple(data["ring"])
        self.origin: int | None = data["origin"]
        self.placed: tuple[tuple[int, Placement], ...] = tuple(data["placed"])
        self.micros: tuple[tuple[str, ...], ...] = tuple(tuple(m) for m in data["micros"])
        self.tokens: tuple[int, int] = tuple(data["tokens"])
        self.passes: int = data["passes"]
        self.offer: tuple[int, int] = tuple(data["offer"])
        self.starter: int = data["starter"]
        self.bases: tuple[int | None, ...] = tuple(data["bases"])  # seat per rim corner; None: not placed yet
        self.points: tuple[int, int] = tuple(data["points"])
        self.games: tuple[dict[str, Any], ...] = tuple(data["games"])
        self.chooser: int | None = data["chooser"]
        self.result: dict[str, Any] | None = data["result"]
        self._derive()

    def _derive(self) -> None:
        """Field owners and per-node counts from the placements; `BadState` if they overlap."""
        n_nodes = len(board().nodes)
        self.masks = [0, 0]
        self.counts = [[0] * n_nodes, [0] * n_nodes]
        self.node_masks = [0, 0]
        for seat, pl in self.placed:
            if pl.mask & (self.masks[0] | self.masks[1]):
                raise BadState("equilibrix: placed pieces overlap")
            self.masks[seat] |= pl.mask
            self.node_masks[seat] |= pl.node_mask
            for node, count in pl.counts:
                self.counts[seat][node] += count
        self._moves: list[Any] | None = None

    # -- building ------------------------------------------------------------------
    @classmethod
    def initial(cls, seats: int, options: dict[str, Any], rng: Rng) -> EquilibrixState:
        rng = rng.copy()
        target = options["first_target"] if options["target"] == KAMPAGNE else options["target"]
        data = _new_game_data(options, rng, target, starter=0, offer=(options["offer"],) * 2)
        data.update(points=[0, 0], games=[], chooser=None, result=None)
        return cls(seats, options, rng, data)

    def _data(self) -> dict[str, Any]:
        return {
            "phase": self.phase, "turn": self.turn, "target": self.target, "ring": self.ring,
            "origin": self.origin, "placed": self.placed, "micros": self.micros, "tokens": self.tokens,
            "passes": self.passes, "offer": self.offer, "starter": self.starter, "bases": self.bases,
            "points": self.points, "games": self.games, "chooser": self.chooser, "result": self.result,
        }

    def _with(self, rng: Rng | None = None, **changes: Any) -> EquilibrixState:
        data = self._data()
        data.update(changes)
        return EquilibrixState(self.seats, self.options, rng or self.rng, data)

    # -- queries -------------------------------------------------------------------
    @property
    def to_move(self) -> int | None:
        return None if self.phase == OVER else self.turn

    @property
    def campaign(self) -> bool:
        return self.options["target"] == KAMPAGNE

    @staticmethod
    def side(seat: int) -> int:
        """The side a seat places face up: seat 0 black, seat 1 white (mirrored shapes)."""
        return seat

    def may_pass(self) -> bool:
        return self.target != ZEITFAKTOR

    def candidates(self, seat: int | None = None) -> list[int]:
        """The ring slots a seat may take from: the next `offer` pieces clockwise after the tetrahedron."""
        if self.origin is None:
            return []
        seat = self.turn if seat is None else seat
        n = len(self.ring)
        slots = [(self.origin + i) % n for i in range(n)]
        return [s for s in slots if self.ring[s] is not None][: self.offer[seat]]

    def offered_pieces(self, seat: int | None = None) -> list[str]:
        """Ring pieces on offer, then the seat's microbacteria still in its supply."""
        seat = self.turn if seat is None else seat
        return [self.ring[s] for s in self.candidates(seat)] + list(self.micros[seat])

    def owner(self, field: int) -> int | None:
        bit = 1 << field
        return 0 if self.masks[0] & bit else 1 if self.masks[1] & bit else None

    def refusal(self, move: Any) -> IllegalMove | None:
        """Why `move` (any object) is not legal here, as the `IllegalMove` to raise or show; None if it is."""
        try:
            check_move(move, *MOVE_CLASSES)
        except IllegalMove as exc:
            return exc
        if self.phase == OVER:
            return IllegalMove(Refusal.GAME_OVER, move=move)
        if self.phase in PHASE_MOVES:
            wanted, code = PHASE_MOVES[self.phase]
            if type(move) is not wanted:
                return IllegalMove(code, move=move)
        elif type(move) in (PlaceBase, SetOrigin, ChooseTarget):
            return IllegalMove(Refusal.NOT_LEGAL, move=move)  # the set-up is over
        if type(move) is PlaceBase:
            if not 0 <= move.corner < len(self.bases):
                return IllegalMove(NO_CORNER, move=move)
            if self.bases[move.corner] is not None:
                return IllegalMove(CORNER_TAKEN, node_name(board().corners[move.corner]), move=move)
        elif type(move) is SetOrigin:
            if not 0 <= move.slot < len(self.ring):
                return IllegalMove(NO_GAP, len(self.ring), move=move)
        elif type(move) is ChooseTarget:
            if move.target not in GAME_TARGETS:
                return IllegalMove(NO_TARGET, move=move)
        elif type(move) is Pass:
            if not self.may_pass():
                return IllegalMove(NO_PASSING, move=move)
        else:
            return self.placement_refusal(move)
        return None

    def piece_refusal(self, piece: str, seat: int | None = None) -> IllegalMove | None:
        """Why `seat` (default: the seat to move) may not take `piece` now, or None if it may."""
        seat = self.turn if seat is None else seat
        if piece in MICROS:
            return None if piece in self.micros[seat] else IllegalMove(MICRO_USED)
        return None if piece in self.offered_pieces(seat) else IllegalMove(NOT_OFFERED)

    def placement_refusal(self, move: Place, seat: int | None = None) -> IllegalMove | None:
        """Why the well-typed placement `move` is not legal for `seat` (default: the seat to move), or None."""
        seat = self.turn if seat is None else seat
        side = self.side(seat)
        refused = self.piece_refusal(move.piece, seat)
        if refused is not None:
            return IllegalMove(refused.code, *refused.params, move=move)
        if not 0 <= move.rotation <= 5:
            return IllegalMove(BAD_ROTATION, move=move)
        written = same_rotation(move.piece, side, move.rotation)
        if written != move.rotation:
            return IllegalMove(SAME_ROTATION, move.rotation, written, move=move)
        pl = self.placement(move, seat)
        if pl is None:  # an anchor that is no node (999, -1) or a piece hanging over the rim
            return IllegalMove(OFF_BOARD, move=move)
        if pl.mask & (self.masks[0] | self.masks[1]):
            return IllegalMove(OCCUPIED, move=move)
        if self.masks[seat] and not pl.node_mask & self.node_masks[seat]:
            return IllegalMove(NOT_CONNECTED, move=move)
        over = self._over_limit(pl, seat)
        if not over:
            return None
        if not self.tokens[seat]:
            return IllegalMove(TOO_MANY, _names(node for node, _ in over), move=move)
        if any(total > LIMIT + 1 for _, total in over):
            return IllegalMove(OVER_SIX, _names(node for node, total in over if total > LIMIT + 1), move=move)
        if len(over) > 1 and self.options["token_rule"] != "any_points":
            return IllegalMove(TOKEN_ONE_POINT, _names(node for node, _ in over), move=move)
        return None

    def placement(self, move: Place, seat: int | None = None) -> Placement | None:
        """Where the well-typed placement `move` of `seat` (default: the seat to move) lies, legal or not;
        None for a rotation that is not listed or a piece that is not (wholly) on the board."""
        seat = self.turn if seat is None else seat
        return placement_table(self.side(seat)).get((move.piece, move.rotation, move.anchor))

    def crowded(self, move: Place, seat: int | None = None) -> list[int]:
        """The nodes at which the placement `move` would put more than five fields of `seat`
        (default: the seat to move): where it needs the 5+1 token, or why it is refused."""
        seat = self.turn if seat is None else seat
        pl = self.placement(move, seat)
        return [node for node, _total in self._over_limit(pl, seat)] if pl is not None else []

    def _over_limit(self, pl: Placement, seat: int) -> list[tuple[int, int]]:
        """(node, fields of the seat there afterwards) for every node the placement takes above five."""
        counts = self.counts[seat]
        return [(node, counts[node] + c) for node, c in pl.counts if counts[node] + c > LIMIT]

    def legal_moves(self) -> list[Any]:
        if self._moves is None:
            self._moves = self._generate()
        return list(self._moves)

    def _generate(self) -> list[Any]:
        if self.phase == OVER:
            return []
        if self.phase == BASES_PHASE:
            return [PlaceBase(corner) for corner, seat in enumerate(self.bases) if seat is None]
        if self.phase == ORIGIN:
            return [SetOrigin(slot) for slot in range(len(self.ring))]
        if self.phase == CHOOSE_TARGET:
            return [ChooseTarget(t) for t in GAME_TARGETS]
        moves: list[Any] = [Place(pl.piece, pl.rotation, pl.anchor) for pl in self._legal_placements(self.turn)]
        if self.may_pass():
            moves.append(Pass())
        return moves

    def _legal_placements(self, seat: int, first_only: bool = False) -> list[Placement]:
        """Every legal placement of the offered pieces (the hot loop of move generation and search)."""
        occupied = self.masks[0] | self.masks[1]
        own_nodes = self.node_masks[seat] if self.masks[seat] else -1
        counts = self.counts[seat]
        token = self.tokens[seat] > 0
        any_points = self.options["token_rule"] == "any_points"
        side = self.side(seat)
        found = []
        for piece in self.offered_pieces(seat):
            for pl in placements(piece, side):
                if pl.mask & occupied or not pl.node_mask & own_nodes:
                    continue
                over, blocked = 0, False
                for node, c in pl.counts:
                    total = counts[node] + c
                    if total > LIMIT:
                        if total > LIMIT + 1 or not token:
                            blocked = True
                            break
                        over += 1
                if blocked or over > 1 and not any_points:
                    continue
                found.append(pl)
                if first_only:
                    return found
        return found

    def can_place(self, seat: int) -> bool:
        return bool(self._legal_placements(seat, first_only=True))

    # -- playing -------------------------------------------------------------------
    def apply(self, move: Any) -> EquilibrixState:
        refused = self.refusal(move)
        if refused is not None:
            raise refused
        return self.after(move)

    def after(self, move: Any) -> EquilibrixState:
        """The state after `move`, which must come from `legal_moves()`: unchecked, for the search."""
        if type(move) is PlaceBase:
            return self._place_base(move)
        if type(move) is SetOrigin:
            return self._with(origin=move.slot, phase=PLAY, turn=self.starter)
        if type(move) is ChooseTarget:
            return self._next_campaign_game(move.target)
        if type(move) is Pass:
            after = self._with(passes=self.passes + 1, turn=1 - self.turn)
            return after._finish_game() if after.passes >= 2 else after
        return self._place(move)

    def _place_base(self, move: PlaceBase) -> EquilibrixState:
        bases = list(self.bases)
        bases[move.corner] = self.turn
        for seat in (0, 1):  # one player has all three: the rest are the other's, nothing left to choose
            if bases.count(seat) == BASES_EACH:
                bases = [1 - seat if b is None else b for b in bases]
        if None in bases:
            return self._with(bases=tuple(bases), turn=1 - self.turn)
        return self._with(bases=tuple(bases), phase=ORIGIN, turn=1 - self.starter)

    def _place(self, move: Place) -> EquilibrixState:
        seat = self.turn
        pl = placement_table(self.side(seat))[(move.piece, move.rotation, move.anchor)]
        changes: dict[str, Any] = {"placed": (*self.placed, (seat, pl)), "passes": 0, "turn": 1 - seat}
        if move.piece in MICROS:
            micros = list(self.micros)
            micros[seat] = tuple(m for m in micros[seat] if m != move.piece)
            changes["micros"] = tuple(micros)
        else:
            slot = self.ring.index(move.piece)
            changes["ring"] = tuple(None if i == slot else p for i, p in enumerate(self.ring))
            changes["origin"] = slot
        if self._over_limit(pl, seat):  # the 5+1 token is used and handed over
            tokens = list(self.tokens)
            tokens[seat] -= 1
            tokens[1 - seat] += 1
            changes["tokens"] = tuple(tokens)
        after = self._with(**changes)
        if self.target == ZEITFAKTOR and not after.can_place(after.turn):
            return after._finish_game(stuck=after.turn)
        return after

    def _finish_game(self, stuck: int | None = None) -> EquilibrixState:
        """The current game is over: the stuck seat loses (ZEITFAKTOR) or the target's score decides."""
        if stuck is not None:
            winners, reason = (1 - stuck,), STUCK
            scores = tuple(float(bin(m).count("1")) for m in self.masks)
        else:
            scores, key = self.game_scores()
            reason = TERRITORY if self.target == AUTONOMIE else BASES
            winners = () if key[0] == key[1] else ((0,) if key[0] > key[1] else (1,))
            if not winners:
                reason = Reason.DRAW
            elif self.target == ZIELE and key[0][0] == key[1][0]:  # own bases equal: the later part of the key decided
                reason = BASES_TIEBREAK
        result = {"target": self.target, "winners": list(winners), "reason": reason, "scores": list(scores)}
        if not self.campaign:
            return self._with(phase=OVER, result=result)
        points = list(self.points)
        for w in winners:
            points[w] += 1
        games = (*self.games, result)
        needed = self.options["campaign_wins"]
        if max(points) >= needed or len(games) >= MAX_CAMPAIGN_GAMES:
            champions = () if points[0] == points[1] else ((0,) if points[0] > points[1] else (1,))
            final = {"target": KAMPAGNE, "winners": list(champions),
                     "reason": CAMPAIGN if champions else Reason.DRAW, "scores": [float(p) for p in points]}
            return self._with(phase=OVER, points=tuple(points), games=games, result=final)
        if winners:
            chooser = 1 - winners[0]
        else:  # a draw: the same player chooses again (the non-starter after a drawn first game)
            chooser = self.chooser if self.chooser is not None else 1 - self.starter
        return self._with(phase=CHOOSE_TARGET, turn=chooser, points=tuple(points), games=games, chooser=chooser)

    def _next_campaign_game(self, target: str) -> EquilibrixState:
        chooser = self.turn
        last = self.games[-1]
        base = self.options["offer"]
        if last["winners"]:
            offer = [base, base]
            offer[chooser] = base + 1
            offer[1 - chooser] = max(1, base - 1)
        else:
            offer = list(self.offer)
        rng = self.rng.copy()
        data = _new_game_data(self.options, rng, target, starter=chooser, offer=tuple(offer))
        data.update(points=self.points, games=self.games, chooser=chooser, result=None)
        return EquilibrixState(self.seats, self.options, rng, data)

    # -- scoring -------------------------------------------------------------------
    def territory(self) -> list[int | None]:
        """Per field: the seat whose territory the (empty) field is, else None.

        Empty fields join across shared arcs; an area counts for a seat when every
        occupied field bordering it is that seat's (the rim is neutral)."""
        geo = board()
        owner = [self.owner(f) for f in range(len(geo.fields))]
        result: list[int | None] = [None] * len(owner)
        seen = [False] * len(owner)
        for start in range(len(owner)):
            if owner[start] is not None or seen[start]:
                continue
            area, walls, stack = [], set(), [start]
            seen[start] = True
            while stack:
                f = stack.pop()
                area.append(f)
                for nb in geo.arc_neighbours[f]:
                    if owner[nb] is not None:
                        walls.add(owner[nb])
                    elif not seen[nb]:
                        seen[nb] = True
                        stack.append(nb)
            if len(walls) == 1:
                seat = walls.pop()
                for f in area:
                    result[f] = seat
        return result

    def connected_bases(self, seat: int) -> tuple[int, int]:
        """(own-colour bases, opponent-colour bases) whose corner point one of the seat's fields touches."""
        geo = board()
        own = opp = 0
        for corner, colour in zip(geo.corners, self.bases):
            if colour is not None and self.counts[seat][geo.node_index[corner]]:
                if colour == seat:
                    own += 1
                else:
                    opp += 1
        return own, opp

    def game_scores(self) -> tuple[tuple[float, float], tuple[tuple[int, ...], tuple[int, ...]]]:
        """(scores shown per seat, ranking key per seat) of the current game's target."""
        if self.target == AUTONOMIE:
            terr = self.territory()
            score = tuple(float(terr.count(s)) for s in (0, 1))
            return score, ((int(score[0]),), (int(score[1]),))
        if self.target == ZIELE:
            keys = tuple(self.connected_bases(s) for s in (0, 1))
            return (float(keys[0][0]), float(keys[1][0])), keys
        fields = tuple(float(bin(m).count("1")) for m in self.masks)
        return fields, ((int(fields[0]),), (int(fields[1]),))

    def outcome(self) -> Outcome | None:
        if self.phase != OVER or self.result is None:
            return None
        return Outcome(tuple(self.result["winners"]), self.result["reason"], tuple(self.result["scores"]))

    def scores(self) -> tuple[float, ...] | None:
        if self.campaign:
            return tuple(float(p) for p in self.points)
        if self.phase == OVER and self.result is not None:
            return tuple(self.result["scores"])
        return self.game_scores()[0]

    # -- notation ------------------------------------------------------------------
    def move_to_text(self, move: Any) -> str:
        refused = self.refusal(move)
        if refused is not None:
            raise refused
        return move_text(move)

    def parse_move(self, text: Any) -> Any:
        if not isinstance(text, str):
            raise IllegalMove(Refusal.NOT_TEXT)
        move = read_move(" ".join(text.split()))
        refused = self.refusal(move)
        if refused is not None:
            raise refused
        return move

    # -- serialization -------------------------------------------------------------
    def data_to_dict(self) -> dict[str, Any]:
        data = self._data()
        data["ring"] = list(self.ring)
        data["placed"] = [[seat, pl.piece, pl.rotation, node_name(board().nodes[pl.anchor])]
                          for seat, pl in self.placed]
        data["micros"] = [list(m) for m in self.micros]
        for key in ("tokens", "offer", "bases", "points"):
            data[key] = list(data[key])
        data["games"] = [dict(g) for g in self.games]
        return data

    @classmethod
    def data_from_dict(cls, seats: int, options: dict[str, Any], rng: Rng, data: dict[str, Any]) -> EquilibrixState:
        return cls(seats, options, rng, _checked(data, campaign=options.get("target") == KAMPAGNE))


# --------------------------------------------------------------------------- helpers


def _new_game_data(options: dict[str, Any], rng: Rng, target: str, starter: int,
                   offer: tuple[int, int]) -> dict[str, Any]:
    """A fresh board: the ring shuffled (the rng advances), the second player to place the tetrahedron."""
    ring = list(bacteria_ids())
    rng.shuffle(ring)
    bases: list[int | None] = [0, 1, 0, 1, 0, 1]
    phase, turn = ORIGIN, 1 - starter
    if options["bases"] == "random":
        rng.shuffle(bases)
    elif options["bases"] == "placed" and target == ZIELE:
        bases, phase, turn = [None] * 6, BASES_PHASE, starter
    return {"phase": phase, "turn": turn, "target": target, "ring": ring, "origin": None,
            "placed": (), "micros": (MICROS, MICROS), "tokens": (1, 1), "passes": 0, "offer": offer,
            "starter": starter, "bases": bases}


def _names(nodes: Any) -> str:
    """Node indices as the names a refusal shows: "d4, e5"."""
    return ", ".join(node_name(board().nodes[n]) for n in nodes)


def _is_int(value: Any, low: int, high: int) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and low <= value <= high


def _checked(data: Any, campaign: bool) -> dict[str, Any]:
    """The state data with types and ranges checked; placements looked up. `BadState` otherwise."""
    if not isinstance(data, dict):
        raise BadState("equilibrix: data must be an object")
    bad = BadState
    d = dict(data)
    if d.get("phase") not in PHASES or d.get("target") not in GAME_TARGETS or not _is_int(d.get("turn"), 0, 1):
        raise bad("equilibrix: bad phase, target or turn")
    bacteria = set(bacteria_ids())
    ring = d.get("ring")
    if not isinstance(ring, list) or not 1 <= len(ring) <= 200 or any(p is not None and p not in bacteria
                                                                       for p in ring):
        raise bad("equilibrix: bad ring")
    present = [p for p in ring if p is not None]
    if len(set(present)) != len(present):
        raise bad("equilibrix: a ring piece appears twice")
    if d.get("origin") is not None and not _is_int(d["origin"], 0, len(ring) - 1):
        raise bad("equilibrix: bad origin")
    if (d.get("origin") is None) != (d["phase"] == ORIGIN) and d["phase"] in (ORIGIN, PLAY):
        raise bad("equilibrix: origin does not fit the phase")
    placed = []
    table = [placement_table(0), placement_table(1)]
    raw = d.get("placed")
    if not isinstance(raw, list) or len(raw) > 200:
        raise bad("equilibrix: bad placements")
    for item in raw:
        if not (isinstance(item, list) and len(item) == 4 and _is_int(item[0], 0, 1) and isinstance(item[1], str)
                and _is_int(item[2], 0, 5) and isinstance(item[3], str)):
            raise bad("equilibrix: bad placement entry")
        node = parse_node(item[3])
        pl = table[item[0]].get((item[1], item[2], board().node_index[node])) if node else None
        if pl is None or pl.piece in present:
            raise bad(f"equilibrix: impossible placement {item}")
        placed.append((item[0], pl))
    ring_pieces = [pl.piece for _, pl in placed if pl.piece not in MICROS]
    if len(set(ring_pieces)) != len(ring_pieces):
        raise bad("equilibrix: a piece was placed twice")
    micros = d.get("micros")
    if not (isinstance(micros, list) and len(micros) == 2 and all(
            isinstance(m, list) and len(set(m)) == len(m) and set(m) <= set(MICROS) for m in micros)):
        raise bad("equilibrix: bad microbacteria")
    for seat, pl in placed:
        if pl.piece in MICROS and pl.piece in micros[seat]:
            raise bad("equilibrix: a microbacterium is both played and in the supply")
    d["micros"] = [tuple(m) for m in micros]
    for key, low, high in (("tokens", 0, 2), ("offer", 1, 12), ("points", 0, MAX_CAMPAIGN_GAMES)):
        value = d.get(key)
        if not (isinstance(value, list) and len(value) == 2 and all(_is_int(v, low, high) for v in value)):
            raise bad(f"equilibrix: bad {key}")
    if sum(d["tokens"]) != 2:
        raise bad("equilibrix: there are two 5+1 tokens")
    bases = d.get("bases")
    if not (isinstance(bases, list) and len(bases) == 6
            and all(_is_int(b, 0, 1) or b is None and d["phase"] == BASES_PHASE for b in bases)
            and bases.count(0) <= BASES_EACH and bases.count(1) <= BASES_EACH):
        raise bad("equilibrix: bad bases")
    if d["phase"] == BASES_PHASE and (None not in bases or d.get("placed") or d.get("origin") is not None):
        raise bad("equilibrix: bases phase does not fit the position")
    if not (_is_int(d.get("passes"), 0, 2) and _is_int(d.get("starter"), 0, 1)):
        raise bad("equilibrix: bad passes or starter")
    if d.get("chooser") is not None and not _is_int(d["chooser"], 0, 1):
        raise bad("equilibrix: bad chooser")
    games = d.get("games")
    if not isinstance(games, list) or len(games) > MAX_CAMPAIGN_GAMES or not all(_result_ok(g) for g in games):
        raise bad("equilibrix: bad campaign games")
    if games and not campaign or d["phase"] == CHOOSE_TARGET and not (campaign and games):
        raise bad("equilibrix: the games played so far do not fit the phase")
    if d.get("result") is not None and not _result_ok(d["result"]):
        raise bad("equilibrix: bad result")
    if (d["phase"] == OVER) != (d.get("result") is not None):
        raise bad("equilibrix: result does not fit the phase")
    d["placed"] = placed
    return d


def _result_ok(result: Any) -> bool:
    return (isinstance(result, dict) and set(result) == {"target", "winners", "reason", "scores"}
            and result["target"] in TARGETS and isinstance(result["reason"], str) and len(result["reason"]) < 40
            and isinstance(result["winners"], list) and len(result["winners"]) <= 1
            and all(_is_int(w, 0, 1) for w in result["winners"])
            and isinstance(result["scores"], list) and len(result["scores"]) == 2
            and all(isinstance(s, (int, float)) and not isinstance(s, bool) and 0 <= s <= 1000
                    for s in result["scores"]))
