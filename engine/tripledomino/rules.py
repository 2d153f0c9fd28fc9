"""Triple Domino positions and moves: rounds, hands, the pool, drawing, and the score sheet.

A turn is one of: place a tile from the hand (`Place`), draw from the pool
(`Draw`, up to the rule set's limit per turn; after drawing only the tile just
drawn may be placed), or pass (`Pass`, only when drawing is no longer possible,
and then only after drawing or when nothing fits). Each round starts with the
holder of the best start tile laying it in the middle; a round ends when a
player goes out or when nobody can place a tile any more. Rounds follow until
someone reaches the target at the end of a round. With one seat the game is a
single solitaire round from a random start tile, with a limited number of draws.

`check` says why a move is refused, as a refusal code of `REFUSALS` (the tile
that must open the round, the side or corner whose numbers do not match, the
draw limit...); `check_tile` does the same for a tile picked before a place.
The numbers of the rule set in force come from `rulesets.py`, the table's
geometry from `grid.py` and `layout.py`, move text from `notation.py`.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, ClassVar, NamedTuple

from engine.core import (
    QT_TRANSLATE_NOOP,
    BadState,
    GameState,
    IllegalMove,
    Outcome,
    Reason,
    Refusal,
    check_fields,
    check_move,
)
from engine.rng import Rng
from engine.tripledomino.grid import Cell
from engine.tripledomino.layout import (
    CELL_TAKEN,
    CORNER_MISMATCH,
    NO_SIDE_CONTACT,
    SIDE_MISMATCH,
    Layout,
    Numbers,
)
from engine.tripledomino.rulesets import Rules, Score, placement_score, rules_for
from engine.tripledomino.tiles import TILES, is_triple, rotated, tile_text, value

#: Outcome reasons of this game.
TARGET = "target"
SOLITAIRE_OVER = "solitaire_over"

#: How a round ended (kept in the score sheet).
OUT = "out"
BLOCKED = "blocked"

#: Turn phases.
START, PLAY, DRAWN, OVER = "start", "play", "drawn", "over"
PHASES = (START, PLAY, DRAWN, OVER)

START_CELL: Cell = (0, 0)

#: Refusal codes of this game (sentences in `REFUSALS`; the layout's own in `layout.py`).
OPEN_WITH_START_TILE = "open_with_start_tile"
NO_SUCH_TILE = "no_such_tile"
NOT_IN_HAND = "not_in_hand"
ONLY_DRAWN_TILE = "only_drawn_tile"
TILE_FITS_NOWHERE = "tile_fits_nowhere"
POOL_EMPTY = "pool_empty"
DRAW_LIMIT = "draw_limit"
NO_DRAWS_LEFT = "no_draws_left"
PASS_WHILE_DRAW = "pass_while_draw"
PASS_WHILE_FITS = "pass_while_fits"


def canonical(numbers: Numbers) -> Numbers | None:
    """The tile (clockwise ascending) whose rotation shows `numbers`, or None for a mirror form."""
    for k in range(3):
        turned = rotated(numbers, k)
        if turned in _TILE_SET:
            return turned
    return None


_TILE_SET = frozenset(TILES)


def orientations(tile: Numbers) -> tuple[Numbers, ...]:
    """The distinct ways the tile can lie (1 for a triple, else 3)."""
    seen: list[Numbers] = []
    for k in range(3):
        turned = rotated(tile, k)
        if turned not in seen:
            seen.append(turned)
    return tuple(seen)


def start_tile(hand_tiles) -> Numbers:
    """The best start tile: the highest triple, else the highest value (ties: the higher numbers)."""
    return max(hand_tiles, key=_start_rank)


def _start_rank(tile: Numbers) -> tuple:
    return is_triple(tile), value(tile), sorted(tile, reverse=True)


def _fits_somewhere(layout: Layout, tiles) -> bool:
    """Whether one of `tiles` fits in an open cell of `layout`."""
    turns = [n for t in tiles for n in orientations(t)]
    for cell in layout.open_cells():
        a, b, c = layout.needs(cell)
        for numbers in turns:
            if (a is None or a == numbers[0]) and (b is None or b == numbers[1]) and (c is None or c == numbers[2]):
                return True
    return False


# --------------------------------------------------------------------------- moves


@dataclass(frozen=True)
class Place:
    """Put a tile in `cell`, its corners showing `numbers` clockwise from the cell's first corner."""

    numbers: Numbers
    cell: Cell

    @property
    def tile(self) -> Numbers | None:
        return canonical(self.numbers)


@dataclass(frozen=True)
class Draw:
    """Take a tile from the pool (costs points)."""


@dataclass(frozen=True)
class Pass:
    """End the turn without placing."""


DRAW, PASS = Draw(), Pass()
Move = Place | Draw | Pass


class Notation(NamedTuple):
    """Move text out and in, from `notation.py`: `write` a well-formed move, `read` a text
    into a move not yet checked against a position (`IllegalMove` if the text is not notation)."""

    write: Callable[[Move], str]
    read: Callable[[str], Move]


# --------------------------------------------------------------------------- state


@dataclass(frozen=True)
class RoundResult:
    """One line of the score sheet: points per seat in a finished round and how it ended."""

    points: tuple[int, ...]
    end: str  # OUT or BLOCKED
    seats: tuple[int, ...]  # who went out, or who had the lowest hand: several when it was a tie

    @property
    def seat(self) -> int | None:
        """The round's one winner; None for a blocked round whose lowest hand was shared."""
        return self.seats[0] if len(self.seats) == 1 else None


class TripleDominoState(GameState):
    # Set by `notation.py` when the package is imported: that module imports this one,
    # never the other way, so the state reaches its notation through this hook.
    notation: ClassVar[Notation]

    def __init__(self, seats, options, rng, *, round_no: int, pool: tuple[Numbers, ...],
                 hands: tuple[tuple[Numbers, ...], ...], placed: tuple[tuple[Cell, Numbers, int], ...],
                 turn: int, phase: str, draws: int, drawn: Numbers | None, round_points: tuple[int, ...],
                 history: tuple[RoundResult, ...], draws_left: int | None):
        super().__init__(seats, options, rng)
        self.round_no = round_no
        self.pool = pool  # drawn from the end
        self.hands = hands
        self.placed = placed  # (cell, numbers, seat) in the order laid; seat -1 for the solitaire start tile
        self.turn = turn
        self.phase = phase
        self.draws = draws  # tiles drawn this turn
        self.drawn = drawn  # the tile just drawn, the only one that may be placed now
        self.round_points = round_points
        self.history = history
        self.draws_left = draws_left  # solitaire: draws left in the whole game
        self.layout = Layout({cell: numbers for cell, numbers, _ in placed})
        self._moves: list[Any] | None = None

    # -- rules -------------------------------------------------------------
    @property
    def rules(self) -> Rules:
        opts = self.options
        return rules_for(self.seats, opts["rules"], opts["bonuses"], opts["hexagons"], opts.get("target", 0))

    @property
    def solitaire(self) -> bool:
        return self.seats == 1

    # -- setting up ------------------------------------------------------------
    @classmethod
    def initial(cls, seats, options, rng):
        base = cls(seats, options, rng, round_no=0, pool=(), hands=(), placed=(), turn=0, phase=OVER, draws=0,
                   drawn=None, round_points=(0,) * seats, history=(),
                   draws_left=options.get("solitaire_draws", 20) if seats == 1 else None)
        return base._deal(rng.copy(), (), 1)

    def _deal(self, rng: Rng, history: tuple[RoundResult, ...], round_no: int) -> TripleDominoState:
        """A fresh round: shuffle all 56 tiles, deal the hands, choose who starts."""
        bag = list(TILES)
        rng.shuffle(bag)
        size = self.rules.hand_size
        hands = tuple(tuple(bag[i * size:(i + 1) * size]) for i in range(self.seats))
        pool = tuple(bag[self.seats * size:])
        placed: tuple = ()
        if self.solitaire:
            placed = ((START_CELL, pool[-1], -1),)
            pool = pool[:-1]
            turn, phase = 0, PLAY
        else:
            best = start_tile([t for hand in hands for t in hand])
            turn, phase = next(s for s, hand in enumerate(hands) if best in hand), START
        return self._evolve(rng=rng, round_no=round_no, pool=pool, hands=hands, placed=placed, turn=turn,
                            phase=phase, draws=0, drawn=None, round_points=(0,) * self.seats, history=history)

    def _evolve(self, **changes) -> TripleDominoState:
        fields = dict(round_no=self.round_no, pool=self.pool, hands=self.hands, placed=self.placed, turn=self.turn,
                      phase=self.phase, draws=self.draws, drawn=self.drawn, round_points=self.round_points,
                      history=self.history, draws_left=self.draws_left)
        rng = changes.pop("rng", self.rng)
        fields.update(changes)
        return type(self)(self.seats, self.options, rng, **fields)

    # -- queries ---------------------------------------------------------------
    @property
    def to_move(self) -> int | None:
        return None if self.phase == OVER else self.turn

    @property
    def start_tile(self) -> Numbers | None:
        """The tile that must open the round, while the round waits for it."""
        return start_tile([t for hand in self.hands for t in hand]) if self.phase == START else None

    def can_draw(self) -> bool:
        if not self.pool or (self.draws_left is not None and self.draws_left <= 0):
            return False
        return self.draws < self.rules.max_draws

    def placements(self, tiles, layout: Layout | None = None) -> list[Place]:
        """Every placement of `tiles` on the layout, in a stable order."""
        layout = layout or self.layout
        if not layout.tiles:
            return [Place(n, START_CELL) for t in tiles for n in orientations(t)]
        shapes = [(t, orientations(t)) for t in sorted(tiles)]
        moves = []
        for cell in sorted(layout.open_cells()):
            a, b, c = layout.needs(cell)
            for _tile, turns in shapes:
                for numbers in turns:
                    if (a is None or a == numbers[0]) and (b is None or b == numbers[1]) and (
                            c is None or c == numbers[2]):
                        moves.append(Place(numbers, cell))
        return moves

    def can_place(self, tiles) -> bool:
        return _fits_somewhere(self.layout, tiles)

    def legal_moves(self) -> list[Any]:
        if self._moves is None:
            self._moves = self._legal_moves()
        return list(self._moves)

    def _legal_moves(self) -> list[Any]:
        if self.phase == OVER:
            return []
        if self.phase == START:
            return [Place(n, START_CELL) for n in orientations(self.start_tile)]
        hand = self.hands[self.turn]
        moves: list[Any] = self.placements([self.drawn] if self.phase == DRAWN else hand)
        if self.can_draw():
            moves.append(DRAW)
        elif self.phase == DRAWN or not moves:
            moves.append(PASS)
        return moves

    def placeable_tiles(self) -> set[Numbers]:
        """The tiles (in their ascending form) that the player to move may place now."""
        return {m.tile for m in self.legal_moves() if isinstance(m, Place)}

    def score_of(self, move: Place) -> Score:
        """What a legal placement would earn now."""
        return placement_score(self.rules, self.layout, move.cell, move.numbers, start=self.phase == START)

    def totals(self) -> tuple[int, ...]:
        return tuple(sum(r.points[s] for r in self.history) + self.round_points[s] for s in range(self.seats))

    def scores(self) -> tuple[float, ...]:
        return self.totals()

    def outcome(self) -> Outcome | None:
        if self.phase != OVER:
            return None
        totals = self.totals()
        best = max(totals)
        winners = tuple(s for s in range(self.seats) if totals[s] == best)
        if len(winners) == self.seats > 1:  # everybody level at the top: nobody beat anybody
            return Outcome((), Reason.DRAW, totals)
        return Outcome(winners, SOLITAIRE_OVER if self.solitaire else TARGET, totals)

    # -- legality ----------------------------------------------------------------
    def check(self, move: Any) -> None:
        """Return quietly when `move` is legal here; otherwise raise `IllegalMove` saying exactly why."""
        check_move(move, Place, Draw, Pass)  # exact types: no 4.0 or True where a number belongs
        if self.phase == OVER:
            raise IllegalMove(Refusal.GAME_OVER, move=move)
        if move in self.legal_moves():
            return
        refusal = self._refusal(move)
        refusal.move = move
        raise refusal

    def _refusal(self, move: Place | Draw | Pass) -> IllegalMove:
        """Why the well-formed `move`, which is not among the legal moves, is refused."""
        if self.phase == START:
            return IllegalMove(OPEN_WITH_START_TILE, tile_text(self.start_tile))
        if isinstance(move, Draw):
            if not self.pool:
                return IllegalMove(POOL_EMPTY)
            if self.draws_left is not None and self.draws_left <= 0:
                return IllegalMove(NO_DRAWS_LEFT)
            return IllegalMove(DRAW_LIMIT, self.rules.max_draws)
        if isinstance(move, Pass):
            return IllegalMove(PASS_WHILE_DRAW if self.can_draw() else PASS_WHILE_FITS)
        tile = move.tile
        if tile is None:
            return IllegalMove(NO_SUCH_TILE, "-".join(map(str, move.numbers)))
        if tile not in self.hands[self.turn]:
            return IllegalMove(NOT_IN_HAND, tile_text(tile))
        if self.phase == DRAWN and tile != self.drawn:
            return IllegalMove(ONLY_DRAWN_TILE, tile_text(self.drawn))
        # Every placement that fits is a legal move, so the layout always has a reason here.
        return self.layout.misfit(move.cell, move.numbers) or IllegalMove(Refusal.NOT_LEGAL)

    def check_tile(self, tile: Numbers) -> None:
        """Return quietly when the player to move may lay `tile` (a tile in its ascending form) somewhere
        now; otherwise raise `IllegalMove` saying why (for a view that lets the player pick a tile first)."""
        if self.phase == OVER:
            raise IllegalMove(Refusal.GAME_OVER)
        if tile in self.placeable_tiles():
            return
        if self.phase == START:
            raise IllegalMove(OPEN_WITH_START_TILE, tile_text(self.start_tile))
        if tile not in self.hands[self.turn]:
            raise IllegalMove(NOT_IN_HAND, tile_text(tile))
        if self.phase == DRAWN and tile != self.drawn:
            raise IllegalMove(ONLY_DRAWN_TILE, tile_text(self.drawn))
        raise IllegalMove(TILE_FITS_NOWHERE, tile_text(tile))

    # -- moves -------------------------------------------------------------------
    def apply(self, move: Any) -> TripleDominoState:
        self.check(move)
        seat = self.turn
        points = list(self.round_points)
        if isinstance(move, Draw):
            tile = self.pool[-1]
            points[seat] -= self.rules.draw_penalty
            hands = list(self.hands)
            hands[seat] = hands[seat] + (tile,)
            return self._evolve(pool=self.pool[:-1], hands=tuple(hands), phase=DRAWN, draws=self.draws + 1,
                                drawn=tile, round_points=tuple(points),
                                draws_left=None if self.draws_left is None else self.draws_left - 1)._settle()
        if isinstance(move, Pass):
            if self.phase == DRAWN:
                if self.draws >= self.rules.max_draws:
                    points[seat] -= self.rules.failed_draws_penalty
            elif not self.pool:
                points[seat] -= self.rules.empty_pool_penalty
            return self._next_turn(round_points=tuple(points))
        score = self.score_of(move)
        points[seat] += score.total
        tile = move.tile
        hands = list(self.hands)
        hands[seat] = tuple(t for t in hands[seat] if t != tile)
        after = self._evolve(hands=tuple(hands), placed=self.placed + ((move.cell, move.numbers, seat),),
                             round_points=tuple(points))
        if not hands[seat]:
            return after._end_round(OUT, seat)
        return after._next_turn()

    def _next_turn(self, **changes) -> TripleDominoState:
        turn = (self.turn + 1) % self.seats
        return self._evolve(turn=turn, phase=PLAY, draws=0, drawn=None, **changes)._settle()

    def _settle(self) -> TripleDominoState:
        """End the round when nobody can place a tile and nobody can draw any more."""
        if self.phase == OVER or (self.pool and (self.draws_left is None or self.draws_left > 0)):
            return self
        if any(self.can_place(hand) for hand in self.hands):
            return self
        return self._end_round(BLOCKED, None)

    def _end_round(self, end: str, seat: int | None) -> TripleDominoState:
        rules = self.rules
        left = [sum(value(t) for t in hand) for hand in self.hands]
        points = list(self.round_points)
        if end == OUT:
            points[seat] += rules.out_bonus + sum(left)
            winners = (seat,)
        else:
            low = min(left)
            winners = tuple(s for s in range(self.seats) if left[s] == low)  # a tie names them all
            for s in winners:
                points[s] += sum(left) - 2 * left[s]  # the others' tiles, minus its own
        history = self.history + (RoundResult(tuple(points), end, winners),)
        finished = self._evolve(history=history, round_points=(0,) * self.seats, phase=OVER, drawn=None, draws=0)
        if self.solitaire or max(finished.totals()) >= rules.target:
            return finished
        return finished._deal(self.rng.copy(), history, self.round_no + 1)

    # -- notation ----------------------------------------------------------------
    def move_to_text(self, move: Any) -> str:
        self.check(move)
        return self.notation.write(move)

    def parse_move(self, text: str) -> Any:
        move = self.notation.read(text)
        self.check(move)
        return move

    # -- JSON ------------------------------------------------------------------------
    def data_to_dict(self) -> dict[str, Any]:
        return {
            "round": self.round_no,
            "pool": [tile_text(t) for t in self.pool],
            "hands": [[tile_text(t) for t in hand] for hand in self.hands],
            "placed": [[cell[0], cell[1], tile_text(numbers), seat] for cell, numbers, seat in self.placed],
            "turn": self.turn,
            "phase": self.phase,
            "draws": self.draws,
            "drawn": None if self.drawn is None else tile_text(self.drawn),
            "round_points": list(self.round_points),
            "history": [{"points": list(r.points), "end": r.end, "seat": r.seat if r.seat is not None else list(r.seats)}
                        for r in self.history],
            "draws_left": self.draws_left,
        }

    @classmethod
    def data_from_dict(cls, seats, options, rng, data):
        check_fields(data, ("round", "pool", "hands", "placed", "turn", "phase", "draws", "drawn", "round_points",
                            "history", "draws_left"), "tripledomino")
        pool = tuple(_tile(t) for t in _list(data["pool"], "pool"))
        hands = tuple(tuple(_tile(t) for t in _list(h, "hand")) for h in _list(data["hands"], "hands"))
        if len(hands) != seats:
            raise BadState("tripledomino: one hand per seat expected")
        placed = [_placed(entry, seats) for entry in _list(data["placed"], "placed")]
        layout_tiles = [canonical(n) for _, n, _ in placed]
        everything = list(pool) + [t for h in hands for t in h] + layout_tiles
        if sorted(everything) != sorted(TILES):
            raise BadState("tripledomino: the tiles in pool, hands and layout must be the 56 tiles once each")
        layout = Layout()
        for cell, numbers, _ in placed:
            if layout.misfit(cell, numbers) is not None:
                raise BadState("tripledomino: the layout does not fit together")
            layout = layout.placed(cell, numbers)
        phase = data["phase"]
        if phase not in PHASES:
            raise BadState("tripledomino: unknown phase")
        drawn = None if data["drawn"] is None else _tile(data["drawn"])
        turn = _int(data["turn"], 0, seats - 1)
        if (phase == DRAWN) != (drawn is not None) or (drawn is not None and drawn not in hands[turn]):
            raise BadState("tripledomino: the drawn tile must be in the hand of the player drawing")
        history = []
        for r in _list(data["history"], "history"):
            check_fields(r, ("points", "end", "seat"), "tripledomino round")
            if r["end"] not in (OUT, BLOCKED):
                raise BadState("tripledomino: unknown round end")
            history.append(RoundResult(_points(r["points"], seats), r["end"], _round_winners(r, seats)))
        draws_left = data["draws_left"]
        if seats == 1:
            draws_left = _int(draws_left, 0, 56)
        elif draws_left is not None:
            raise BadState("tripledomino: draws_left is for solitaire only")
        state = cls(seats, options, rng, round_no=_int(data["round"], 1, 10_000), pool=pool, hands=hands,
                    placed=tuple(placed), turn=turn, phase=phase, draws=_int(data["draws"], 0, 56), drawn=drawn,
                    round_points=_points(data["round_points"], seats), history=tuple(history),
                    draws_left=draws_left)
        state._check_consistent()
        return state

    # -- views (network play) ----------------------------------------------------------
    # Hidden from `seat`: every other hand (only its size is public), the pool (its size is public; its tiles
    # and order are not) and the tile another seat just drew. Public by the rules: the table, the score
    # sheet, and in phase START the start tile, which its holder (the seat to move) must lay. A spectator
    # (None) sees no hand; the solitaire's seat 0 sees its own.
    def view_data(self, seat: int | None) -> dict[str, Any]:
        data = self.data_to_dict()
        data["pool"] = len(self.pool)
        data["hands"] = [tiles if s == seat else len(tiles) for s, tiles in enumerate(data["hands"])]
        if seat != self.turn:
            data["drawn"] = None
        start = self.start_tile
        data["start"] = None if start is None else tile_text(start)
        return data

    @classmethod
    def data_from_view(cls, seats, options, rng, data, seat):
        """The tiles `seat` cannot see dealt at random (a determinization, as the AI's `_deal` does) so that
        the state shows the view and passes `data_from_dict`: the start tile in its holder's hand and every
        better tile in the pool (else that one would open the round); when nothing can be drawn, a tile that
        fits in a hand (else the round would have ended)."""
        check_fields(data, ("pool", "hands", "placed", "turn", "phase", "drawn", "start", "draws_left"),
                     "tripledomino view")
        shown_hands = _list(data["hands"], "hands")
        if len(shown_hands) != seats:
            raise BadState("tripledomino: one hand per seat expected")
        own = [] if seat is None else [_tile(t) for t in _list(shown_hands[seat], "hand")]
        sizes = {s: _int(n, 0, 56) for s, n in enumerate(shown_hands) if s != seat}  # the hands not seen
        hands: dict[int, list[Numbers]] = {s: [] for s in sizes}
        placed = [_placed(entry, seats) for entry in _list(data["placed"], "placed")]
        turn, phase = _int(data["turn"], 0, seats - 1), data["phase"]
        start = None if data["start"] is None else _tile(data["start"])
        if (start is not None) != (phase == START):
            raise BadState("tripledomino: the start tile is shown while the round waits for it, only then")
        shown = own + [canonical(n) for _, n, _ in placed]
        if start is not None and turn in hands:
            hands[turn].append(start)
            shown.append(start)
        if len(set(shown)) != len(shown):
            raise BadState("tripledomino: a tile shown twice")
        hidden = [t for t in TILES if t not in set(shown)]
        need = {s: sizes[s] - len(hands[s]) for s in sizes}
        pool_size = _int(data["pool"], 0, 56)
        if min(need.values(), default=0) < 0 or sum(need.values()) + pool_size != len(hidden):
            raise BadState("tripledomino: the hand and pool sizes do not add up to the tiles not shown")
        deal = rng.copy()  # the state keeps `rng` itself for its own future draws
        deal.shuffle(hidden)
        better = [t for t in hidden if start is not None and _start_rank(t) > _start_rank(start)]
        others = [t for t in hidden if t not in better]
        room = pool_size - len(better)
        if room < 0:
            raise BadState("tripledomino: the pool is too small to hold the tiles better than the start tile")
        pool, rest = better + others[:room], others[room:]
        deal.shuffle(pool)
        for s in hands:
            hands[s] += rest[:need[s]]
            rest = rest[need[s]:]
        layout = Layout({cell: numbers for cell, numbers, _ in placed})
        stuck = phase in (PLAY, DRAWN) and (not pool or data["draws_left"] == 0)
        if stuck and not any(_fits_somewhere(layout, h) for h in (own, *hands.values())):
            # A solitaire seen by a spectator with no draws left: the hand holds a tile that fits.
            fitting = next((i for i, t in enumerate(pool) if _fits_somewhere(layout, [t])), None)
            hand = next((h for h in hands.values() if h), None)
            if fitting is not None and hand is not None:
                hand[0], pool[fitting] = pool[fitting], hand[0]
        drawn = data["drawn"]
        if phase == DRAWN and turn in hands:
            if drawn is not None:
                raise BadState("tripledomino: the tile another seat drew is hidden")
            drawn = tile_text(hands[turn][-1]) if hands[turn] else None
        texts = {s: [tile_text(t) for t in h] for s, h in hands.items()}
        full = {key: item for key, item in data.items() if key != "start"}
        full.update(pool=[tile_text(t) for t in pool], drawn=drawn,
                    hands=[shown_hands[s] if s == seat else texts[s] for s in range(seats)])
        return cls.data_from_dict(seats, options, rng, full)

    def _check_consistent(self) -> None:
        """`BadState` unless this loaded position is one that play can reach: the game then goes on from it."""
        rules = self.rules
        if self.placed and self.placed[0][0] != START_CELL:
            raise BadState("tripledomino: the first tile of a round lies in the middle")
        seats_laid = [seat for _, _, seat in self.placed]
        if any(seat < 0 for seat in seats_laid[1 if self.solitaire else 0:]):
            raise BadState("tripledomino: only the solitaire start tile was laid by nobody")
        if self.solitaire and seats_laid and seats_laid[0] != -1:
            raise BadState("tripledomino: the solitaire start tile comes from the pool")
        if self.round_no != len(self.history) + (self.phase != OVER):
            raise BadState("tripledomino: the round number does not match the score sheet")
        if (self.phase == DRAWN) != (self.draws > 0) or self.draws > rules.max_draws:
            raise BadState("tripledomino: tiles drawn this turn do not match the phase")
        if self.draws_left is not None and self.draws_left > self.options["solitaire_draws"]:
            raise BadState("tripledomino: more solitaire draws left than allowed")
        if self.phase == OVER:
            if any(self.round_points) or not (self.solitaire or max(self.totals()) >= rules.target):
                raise BadState("tripledomino: the game is over only after a round that reached the target")
            return
        if not all(self.hands):
            raise BadState("tripledomino: a round in play has tiles in every hand")
        if self.phase == START:
            if self.placed or self.start_tile not in self.hands[self.turn]:
                raise BadState("tripledomino: a round opens on an empty table, by the holder of the start tile")
        elif not self.placed:
            raise BadState("tripledomino: the start tile is missing")
        elif self._settle() is not self:
            raise BadState("tripledomino: the round is blocked and should have ended")


def _placed(entry: Any, seats: int) -> tuple[Cell, Numbers, int]:
    entry = _list(entry, "placed tile")
    if len(entry) != 4:
        raise BadState("tripledomino: a placed tile is [col, row, numbers, seat]")
    col, row = _int(entry[0], -200, 200), _int(entry[1], -200, 200)
    return (col, row), _numbers(entry[2]), _int(entry[3], -1, seats - 1)


def _list(value_: Any, what: str) -> list:
    if not isinstance(value_, list):
        raise BadState(f"tripledomino: {what} must be a list")
    return value_


def _int(value_: Any, low: int, high: int) -> int:
    if not isinstance(value_, int) or isinstance(value_, bool) or not low <= value_ <= high:
        raise BadState(f"tripledomino: {value_!r} is not a whole number in {low}..{high}")
    return value_


def _round_winners(result: dict[str, Any], seats: int) -> tuple[int, ...]:
    """A round's "seat": one seat, or the list of seats that shared the lowest hand of a blocked round."""
    if not isinstance(result["seat"], list):
        return (_int(result["seat"], 0, seats - 1),)
    tied = tuple(_int(s, 0, seats - 1) for s in result["seat"])
    if result["end"] != BLOCKED or len(tied) < 2 or sorted(set(tied)) != list(tied):
        raise BadState("tripledomino: only a blocked round is shared, by two or more seats in order")
    return tied


def _points(value_: Any, seats: int) -> tuple[int, ...]:
    points = _list(value_, "points")
    if len(points) != seats:
        raise BadState("tripledomino: one score per seat expected")
    return tuple(_int(p, -100_000, 100_000) for p in points)


def _numbers(text: Any) -> Numbers:
    if not isinstance(text, str):
        raise BadState("tripledomino: tile numbers must be text like '3-4-5'")
    parts = text.split("-")
    if len(parts) != 3 or not all(p in "012345" and len(p) == 1 for p in parts):
        raise BadState(f"tripledomino: bad tile numbers {text!r}")
    numbers = tuple(int(p) for p in parts)
    if canonical(numbers) is None:  # type: ignore[arg-type]
        raise BadState(f"tripledomino: no tile shows {text!r} clockwise")
    return numbers  # type: ignore[return-value]


def _tile(text: Any) -> Numbers:
    numbers = _numbers(text)
    if numbers not in _TILE_SET:
        raise BadState(f"tripledomino: {text!r} is not a tile in its ascending form")
    return numbers


REFUSALS = {
    OPEN_WITH_START_TILE: QT_TRANSLATE_NOOP("refusals", "The round opens with %1, laid in the middle of the table."),
    NO_SUCH_TILE: QT_TRANSLATE_NOOP("refusals", "No tile shows %1 in clockwise order."),
    NOT_IN_HAND: QT_TRANSLATE_NOOP("refusals", "The tile %1 is not in your hand."),
    ONLY_DRAWN_TILE: QT_TRANSLATE_NOOP("refusals", "After drawing, only the tile just drawn (%1) may be laid."),
    TILE_FITS_NOWHERE: QT_TRANSLATE_NOOP("refusals", "The tile %1 fits nowhere on the table."),
    CELL_TAKEN: QT_TRANSLATE_NOOP("refusals", "That place is already taken."),
    NO_SIDE_CONTACT: QT_TRANSLATE_NOOP("refusals", "A new tile must share a whole side with a tile on the table."),
    SIDE_MISMATCH: QT_TRANSLATE_NOOP("refusals", "Along the shared side your %1 and %2 would meet %3 and %4."),
    CORNER_MISMATCH: QT_TRANSLATE_NOOP("refusals", "At a corner your %1 would meet a %2."),
    POOL_EMPTY: QT_TRANSLATE_NOOP("refusals", "The pool is empty: there is nothing to draw."),
    DRAW_LIMIT: QT_TRANSLATE_NOOP("refusals", "You may draw at most %1 tiles in one turn."),
    NO_DRAWS_LEFT: QT_TRANSLATE_NOOP("refusals", "You have no draws left in this solitaire game."),
    PASS_WHILE_DRAW: QT_TRANSLATE_NOOP("refusals", "You cannot pass while you may still draw from the pool."),
    PASS_WHILE_FITS: QT_TRANSLATE_NOOP("refusals", "You cannot pass while one of your tiles fits on the table."),
}

REASONS = {
    TARGET: QT_TRANSLATE_NOOP("reasons", "A player reached the target score at the end of a round."),
    SOLITAIRE_OVER: QT_TRANSLATE_NOOP("reasons", "The solitaire game is over: no tile fits and no draw is left."),
}
