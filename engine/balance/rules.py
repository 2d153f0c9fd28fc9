"""Balance DUELS: turns, placing and moving pawns, beating, tipping, rounds and the end of the game.

Seats and colours: seat i always owns colour i (black, yellow, red, blue).
Players sit on the two long sides of the arm (side +1 below it on screen, −1
above it); a player's START half is the half on their right. Modes:

* duel: two players, one per side; whoever tips the arm loses.
* team (3 or 4 seats): seats 0+1 (A+B) on side +1 against seat 2 (solo C) or
  seats 2+3 (C+D) on side −1. A team colour that tips is removed and a new round
  starts; two tips lose. Once a colour is gone, both partners play the other one.
* individual (3 or 4 seats): whoever tips is out and the others start a new
  round; the last two play a final round as a duel on opposite sides.

Dice are part of the state: the roll of the player to move is drawn when the
previous turn ends (and the start roll-off when a round begins), from the
state's own RNG, so undo and reloading never re-roll. A player whose roll
allows no placement or move is skipped automatically (an event in `events`).

Moves are written and read by the notation module (notation.py), which installs itself here (`use_notation`)
when the package loads: this module never imports it.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import cached_property
from typing import Any, Literal

from engine.balance.events import (
    AllHome,
    Beaten,
    ColourLost,
    Event,
    Moved,
    Out,
    Rearranged,
    RoundStarted,
    Skipped,
    Tipped,
    check_int,
    check_pawns,
    events_from_list,
)
from engine.balance.layout import HALF, SIZES, TRACK, Layout, Pawn, model, track_name
from engine.balance.physics import Arm, presets
from engine.core import BadState, GameState, IllegalMove, Outcome, Reason, Refusal, check_fields, check_move
from engine.rng import Rng

# Outcome reasons of this game (their sentences are in SPEC.reasons).
TIPPED = "tipped"
HOME = "home"
TWO_TIPS = "two_tips"
BLOCKED = "blocked"

# Refusal codes of this game (their sentences are in SPEC.refusals).
FIRST_PLACEMENT = "first_placement"
MUST_MOVE = "must_move"
NO_PAWN_IN_SUPPLY = "no_pawn_in_supply"
HOLDER_FULL = "holder_full"
NOT_A_HOLDER = "not_a_holder"
NO_PAWN_THERE = "no_pawn_there"
PAST_F7 = "past_f7"
BEATING_OFF = "beating_off"
BEAT_IN_FINISH_ONLY = "beat_in_finish_only"
NOTHING_TO_BEAT = "nothing_to_beat"
OWN_SIDE = "own_side"
PLACE_BY_DIE = "place_by_die"
STEP_BY_DIE = "step_by_die"

#: A game this long (turns) ends in a draw; the spec's simulations never came near it.
TURN_CAP = 1000
#: Consecutive automatic skips after which nobody can move any more (a draw).
SKIP_CAP = 60

MODES = ("duel", "team", "individual")


@dataclass(frozen=True)
class Place:
    """Put a pawn of `size` from the supply into the START holder the die shows."""

    size: Literal["L", "M"]


@dataclass(frozen=True)
class Step:
    """Move the mover's pawn of `size` from path index `origin` (1…14) forward by the die; `beat` takes the
    opponent's pawn out of the holder it arrives in."""

    origin: int
    size: Literal["L", "M"]
    beat: bool = False


@dataclass(frozen=True)
class Pass:
    """Let the roll go (not allowed twice running when a move exists, nor on a round's first turn)."""


PASS = Pass()

#: The moves `actions` hands out, made once (moves are immutable, so equal ones may be the same object).
_PLACES = {size: Place(size) for size in SIZES}
_STEPS: dict[tuple[int, str, bool], Step] = {}


def _step(origin: int, size: str, beat: bool) -> Step:
    step = _STEPS.get((origin, size, beat))
    if step is None:
        step = _STEPS[(origin, size, beat)] = Step(origin, size, beat)
    return step

Move = Place | Step | Pass

#: The notation: `write(state, move)` gives a legal move's text, `read(state, text)` the move a text names
#: (checked against the roll, not yet for legality). Filled in by `use_notation`.
_NOTATION: dict[str, Callable[..., Any]] = {}


def use_notation(write: Callable[[BalanceState, Move], str], read: Callable[[BalanceState, str], Move]) -> None:
    """Install the functions that write and read moves (notation.py calls this when it loads)."""
    _NOTATION.update(write=write, read=read)


# --------------------------------------------------------------------------- seating


def mode_of(seats: int, options: dict[str, Any]) -> str:
    return "duel" if seats == 2 else options.get("mode", "team")


def team_of(mode: str, seat: int) -> int | None:
    """0 for seats A, B; 1 for C, D (team games only)."""
    return (0 if seat < 2 else 1) if mode == "team" else None


def initial_sides(mode: str, seats: int) -> tuple[int, ...]:
    if mode == "team":
        return tuple(1 if seat < 2 else -1 for seat in range(seats))
    return tuple(1 if seat % 2 == 0 else -1 for seat in range(seats))


def turn_cycle(mode: str, seats: int, sides: tuple[int, ...]) -> tuple[int, ...]:
    """The order of turns in a round; sides alternate wherever they can."""
    if mode == "team":
        return (0, 2, 1, 3) if seats == 4 else (0, 2, 1, 2)
    return tuple(seat for seat in range(seats) if sides[seat] != 0)


def kit(seats: int, options: dict[str, Any], layout: Layout) -> tuple[int, int]:
    """(large, medium) pawns of one colour."""
    if seats == 2:
        return min(int(options.get("pawns", 6)), layout.max_large), 0
    return min(2, layout.max_large), 2


# --------------------------------------------------------------------------- the state


class BalanceState(GameState):
    def __init__(self, seats: int, options: dict[str, Any], rng: Rng, *, round_no: int, sides: tuple[int, ...],
                 alive: tuple[bool, ...], supply: tuple[tuple[int, int], ...], arm: tuple[Pawn, ...],
                 cycle: tuple[int, ...], turn: int, die: int, must_move: tuple[bool, ...],
                 placed: tuple[bool, ...], tips: tuple[int, int], turns: int, moments: tuple[int, ...],
                 events: tuple[Event, ...], result: tuple[tuple[int, ...], str] | None):
        super().__init__(seats, options, rng)
        self.round_no = round_no
        self.sides = sides
        self.alive = alive
        self.supply = supply
        self.arm = arm
        self.cycle = cycle
        self.turn = turn
        self.die = die
        self.must_move = must_move
        self.placed = placed
        self.tips = tips
        self.turns = turns
        self.moments = moments
        self.events = events
        self.result = result

    # -- derived facts ---------------------------------------------------------------
    @cached_property
    def mode(self) -> str:
        return mode_of(self.seats, self.options)

    @cached_property
    def layout(self) -> Layout:
        return model(self.options["model"])

    @cached_property
    def physics(self) -> Arm:
        return Arm.for_preset(self.options["sensitivity"])

    @cached_property
    def kit(self) -> tuple[int, int]:
        return kit(self.seats, self.options, self.layout)

    @property
    def to_move(self) -> int | None:
        return None if self.result is not None else self.cycle[self.turn]

    def colour_of(self, seat: int) -> int | None:
        """The colour `seat` plays: its own, or in a team game its partner's once its own is gone."""
        if self.alive[seat]:
            return seat
        if self.mode == "team":
            partner = seat ^ 1
            if partner < self.seats and self.alive[partner] and team_of(self.mode, partner) == team_of(self.mode, seat):
                return partner
        return None

    def side_of_colour(self, colour: int) -> int:
        return self.sides[colour]

    def seat_side(self, seat: int) -> int:
        """The side `seat` sits on; a player who is out keeps the side they sat on (for display)."""
        return self.sides[seat] or initial_sides(self.mode, self.seats)[seat]

    def mover_holder(self, index: int) -> int:
        """Holder x of path index `index` (1…14) on the track of the colour the player to move plays."""
        return self.layout.holder(self.side_of_colour(self.colour_of(self.to_move)), index)

    def mover_index(self, x: int) -> int:
        """The path index of holder x on the track of the colour the player to move plays."""
        return self.layout.index(self.side_of_colour(self.colour_of(self.to_move)), x)

    def target_holder(self, move: Place | Step) -> int:
        """The holder a placement or step of the player to move ends in, with the roll."""
        return self.mover_holder(self.die if isinstance(move, Place) else move.origin + self.die)

    def moment(self) -> int:
        return self.physics.moment((x, size) for x, _, size in self.arm)

    def tipped(self) -> bool:
        return self.physics.tips(self.moment())

    def pawns_of(self, colour: int) -> list[tuple[int, str]]:
        """(path index, size) of `colour`'s pawns on the arm."""
        side = self.side_of_colour(colour)
        return [(self.layout.index(side, x), size) for x, c, size in self.arm if c == colour]

    def home_count(self, colour: int) -> int:
        return sum(1 for index, _ in self.pawns_of(colour) if index > HALF)

    def occupancy(self, x: int) -> list[Pawn]:
        return [p for p in self.arm if p[0] == x]

    def scores(self) -> tuple[float, ...]:
        """Pawns in the finish half, per seat's colour."""
        return tuple(float(self.home_count(c)) if self.alive[c] else 0.0 for c in range(self.seats))

    def opponents(self, seat: int) -> tuple[int, ...]:
        """Seats still playing against `seat`."""
        if self.mode == "team":
            mine = team_of(self.mode, seat)
            return tuple(s for s in range(self.seats) if team_of(self.mode, s) != mine)
        return tuple(s for s in range(self.seats) if s != seat and self.sides[s] != 0)

    # -- moves -----------------------------------------------------------------------
    def actions(self, seat: int | None = None, die: int | None = None) -> list[Place | Step]:
        """Placements and moves (no pass) for `seat` with `die` (default: the player to move and the roll)."""
        if seat is None and die is None:  # the state never changes: its own moves are worked out once
            mine = self.__dict__.get("_own_actions")
            if mine is None:
                mine = self.__dict__["_own_actions"] = tuple(self._actions(self.to_move, self.die))
            return list(mine)
        return self._actions(self.to_move if seat is None else seat, self.die if die is None else die)

    def _actions(self, seat: int | None, die: int) -> list[Place | Step]:
        if seat is None:
            return []
        colour = self.colour_of(seat)
        if colour is None:
            return []
        layout, side = self.layout, self.side_of_colour(colour)
        arm = self.arm
        counts: dict[int, int] = {}
        for x, _, _ in arm:
            counts[x] = counts.get(x, 0) + 1
        result: list[Place | Step] = []
        if die < HALF:
            target = layout.holder(side, die)
            if counts.get(target, 0) < layout.room(target):
                result += [_PLACES[size] for size, n in zip(SIZES, self.supply[colour], strict=True) if n > 0]
        if not self.placed[seat]:
            return result  # a round's first turn: the placement is forced
        beating = self.options["beating"]
        seen = set()
        steps = []
        for x, c, size in arm:
            if c != colour or (x, size) in seen:
                continue
            seen.add((x, size))
            origin = layout.index(side, x)
            goal = origin + die
            if goal > TRACK:
                continue
            tx = layout.holder(side, goal)
            room = layout.room(tx)
            there = counts.get(tx, 0)
            if there >= room:
                continue
            steps.append((origin, size, False))
            if (beating and goal > HALF and room == 2 and there == 1
                    and self.side_of_colour(next(p[1] for p in arm if p[0] == tx)) != side):
                steps.append((origin, size, True))
        steps.sort()
        return result + [_step(*key) for key in steps]

    def can_pass(self) -> bool:
        seat = self.to_move
        return seat is not None and self.placed[seat] and not self.must_move[seat]

    def legal_moves(self) -> list[Any]:
        if self.result is not None:
            return []
        moves: list[Any] = self.actions()
        if self.can_pass():
            moves.append(PASS)
        return moves

    def outcome(self) -> Outcome | None:
        if self.result is None:
            return None
        winners, reason = self.result
        return Outcome(tuple(winners), reason, self.scores())

    # -- why a move is refused -----------------------------------------------------------
    def refusal(self, move: Place | Step | Pass) -> IllegalMove | None:
        """Why `move` (a well-formed move of this game, see `check_move`) is not legal here, or None when it is.

        The view asks this too, to explain a click on a pawn or the supply that leads nowhere."""
        if self.result is not None:
            return IllegalMove(Refusal.GAME_OVER, move=move)
        if move in self.legal_moves():
            return None
        seat = self.to_move
        colour = self.colour_of(seat)
        code, params = self._why_not(move, seat, colour) if colour is not None else (Refusal.NOT_LEGAL, ())
        return IllegalMove(code, *params, move=move)

    def _why_not(self, move: Place | Step | Pass, seat: int, colour: int) -> tuple[str, tuple]:
        """(code, params) for a move that is not among the legal ones; the checks follow the rules' order."""
        if not self.placed[seat] and not isinstance(move, Place):
            return FIRST_PLACEMENT, (f"S{self.die}",)
        if isinstance(move, Pass):
            return (MUST_MOVE, ()) if self.must_move[seat] else (Refusal.NOT_LEGAL, ())
        layout, side = self.layout, self.side_of_colour(colour)
        if isinstance(move, Place):
            if self.supply[colour][SIZES.index(move.size)] == 0:
                return NO_PAWN_IN_SUPPLY, (move.size,)
            if self._full(layout.holder(side, self.die)):
                return HOLDER_FULL, (f"S{self.die}",)
            return Refusal.NOT_LEGAL, ()
        if not 1 <= move.origin <= TRACK:
            return NOT_A_HOLDER, (str(move.origin),)
        here = track_name(move.origin)
        if (layout.holder(side, move.origin), colour, move.size) not in self.arm:
            return NO_PAWN_THERE, (move.size, here)
        goal = move.origin + self.die
        if goal > TRACK:
            return PAST_F7, (here, self.die)
        target = layout.holder(side, goal)
        if self._full(target):
            return HOLDER_FULL, (track_name(goal),)
        if move.beat:
            if not self.options["beating"]:
                return BEATING_OFF, ()
            if goal <= HALF:
                return BEAT_IN_FINISH_ONLY, ()
            there = self.occupancy(target)
            if not there:
                return NOTHING_TO_BEAT, (track_name(goal),)
            if self.side_of_colour(there[0][1]) == side:
                return OWN_SIDE, (track_name(goal),)
        return Refusal.NOT_LEGAL, ()

    def _full(self, x: int) -> bool:
        return len(self.occupancy(x)) >= self.layout.room(x)

    # -- notation (the text itself is notation.py's) --------------------------------------------
    def move_to_text(self, move: Any) -> str:
        check_move(move, Place, Step, Pass)
        refusal = self.refusal(move)
        if refusal is not None:
            raise refusal
        return _NOTATION["write"](self, move)

    def parse_move(self, text: str) -> Any:
        if self.result is not None:
            raise IllegalMove(Refusal.GAME_OVER)
        move = _NOTATION["read"](self, text)
        refusal = self.refusal(move)
        if refusal is not None:
            raise refusal
        return move

    def move_to_holder(self, size: str, origin: int | None, goal: int, beat: bool = False) -> Place | Step:
        """The placement (`origin` None) or step of a `size` pawn that ends on path index `goal` of the player to
        move; `IllegalMove` when the roll does not lead there. Whether the move is legal is `refusal`'s question."""
        if origin is None:
            if goal != self.die:
                raise IllegalMove(PLACE_BY_DIE, self.die)
            return Place(size)
        if goal != origin + self.die:
            raise IllegalMove(STEP_BY_DIE, self.die)
        return Step(origin, size, beat)

    # -- playing ---------------------------------------------------------------------
    def apply(self, move: Any) -> BalanceState:
        check_move(move, Place, Step, Pass)
        refusal = self.refusal(move)
        if refusal is not None:
            raise refusal
        return _Turn(self).play(move)

    def after(self, move: Place | Step | Pass) -> BalanceState:
        """The next state for a move taken from this state's `legal_moves()`, without checking it again (for
        the computer's search, which applies thousands of them); anything else goes through `apply`."""
        return _Turn(self).play(move)

    def with_die(self, die: int) -> BalanceState:
        """The same position with another roll for the player to move (for searching over the die)."""
        clone = _copy(self)
        clone.die = die
        return clone

    def arm_after(self, move: Any, seat: int | None = None, die: int | None = None) -> tuple[Pawn, ...]:
        """The arm right after `seat` (default: the player to move) plays `move` with `die` (default: the roll),
        beat included, before any end-of-game rearrangement: for previews and the computer's risk estimate."""
        turn = _Turn(self)
        if die is not None:
            turn.die = die
        return turn.moved_arm(move, self.to_move if seat is None else seat)

    # -- the start ----------------------------------------------------------------------
    @classmethod
    def initial(cls, seats: int, options: dict[str, Any], rng: Rng) -> BalanceState:
        if options.get("sensitivity") not in presets():
            raise BadState(f"balance: unknown sensitivity {options.get('sensitivity')!r}")
        mode = mode_of(seats, options)
        sides = initial_sides(mode, seats)
        state = cls(seats, options, rng.copy(), round_no=0, sides=sides, alive=(True,) * seats,
                    supply=((0, 0),) * seats, arm=(), cycle=turn_cycle(mode, seats, sides), turn=0, die=1,
                    must_move=(False,) * seats, placed=(False,) * seats, tips=(0, 0), turns=0, moments=(0,),
                    events=(), result=None)
        turn = _Turn(state)
        turn.new_round()
        return turn.freeze()

    # -- JSON -----------------------------------------------------------------------------
    def data_to_dict(self) -> dict[str, Any]:
        return {
            "round": self.round_no, "sides": list(self.sides), "alive": list(self.alive),
            "supply": [list(s) for s in self.supply], "arm": [list(p) for p in self.arm],
            "cycle": list(self.cycle), "turn": self.turn, "die": self.die,
            "must_move": list(self.must_move), "placed": list(self.placed), "tips": list(self.tips),
            "turns": self.turns, "moments": list(self.moments), "events": [e.to_dict() for e in self.events],
            "result": None if self.result is None else {"winners": list(self.result[0]), "reason": self.result[1]},
        }

    @classmethod
    def data_from_dict(cls, seats: int, options: dict[str, Any], rng: Rng, data: dict[str, Any]) -> BalanceState:
        return _read(cls, seats, options, rng, data)


# --------------------------------------------------------------------------- turn logic


def _copy(state: BalanceState) -> BalanceState:
    return BalanceState(
        state.seats, state.options, state.rng.copy(), round_no=state.round_no, sides=state.sides,
        alive=state.alive, supply=state.supply, arm=state.arm, cycle=state.cycle, turn=state.turn,
        die=state.die, must_move=state.must_move, placed=state.placed, tips=state.tips, turns=state.turns,
        moments=state.moments, events=state.events, result=state.result)


class _Turn:
    """A mutable working copy of a state while one move and everything it triggers is applied."""

    def __init__(self, state: BalanceState):
        self.state = state
        self.rng = state.rng.copy()
        self.round_no = state.round_no
        self.sides = list(state.sides)
        self.alive = list(state.alive)
        self.supply = [list(s) for s in state.supply]
        self.arm = list(state.arm)
        self.cycle = state.cycle
        self.turn = state.turn
        self.die = state.die
        self.must_move = list(state.must_move)
        self.placed = list(state.placed)
        self.tips = list(state.tips)
        self.turns = state.turns
        self.moments = list(state.moments)
        self.events: list[Event] = []
        self.result: tuple[tuple[int, ...], str] | None = None

    def freeze(self) -> BalanceState:
        s = self.state
        return BalanceState(
            s.seats, s.options, self.rng, round_no=self.round_no, sides=tuple(self.sides),
            alive=tuple(self.alive), supply=tuple(tuple(x) for x in self.supply), arm=tuple(sorted(self.arm)),
            cycle=self.cycle, turn=self.turn, die=self.die, must_move=tuple(self.must_move),
            placed=tuple(self.placed), tips=(self.tips[0], self.tips[1]), turns=self.turns,
            moments=tuple(self.moments[-2000:]), events=tuple(self.events), result=self.result)

    @property
    def view(self) -> BalanceState:
        return self.freeze()

    # -- one move ----------------------------------------------------------------------
    def moved_arm(self, move: Any, seat: int) -> tuple[Pawn, ...]:
        if not isinstance(move, Pass):
            self._move_pawns(move, seat)
        return tuple(sorted(self.arm))

    def _move_pawns(self, move: Place | Step, seat: int) -> int | None:
        """Carry out a placement or step; returns the colour of a beaten pawn, if any."""
        state = self.state
        colour = state.colour_of(seat)
        side = state.side_of_colour(colour)
        layout = state.layout
        if isinstance(move, Place):
            self.supply[colour][SIZES.index(move.size)] -= 1
            self.arm.append((layout.holder(side, self.die), colour, move.size))
            return None
        source = layout.holder(side, move.origin)
        target = layout.holder(side, move.origin + self.die)
        self.arm.remove((source, colour, move.size))
        victim = None
        if move.beat:
            beaten = next(p for p in self.arm if p[0] == target)
            self.arm.remove(beaten)
            self.supply[beaten[1]][SIZES.index(beaten[2])] += 1
            victim = beaten[1]
        self.arm.append((target, colour, move.size))
        return victim

    def play(self, move: Any) -> BalanceState:
        state = self.state
        seat = state.to_move
        self.turns += 1
        self.events.append(Moved(seat, self.die))
        if isinstance(move, Pass):
            self.must_move[seat] = True
            self.moments.append(state.moment())
            self._next_turn()
            return self.freeze()
        colour = state.colour_of(seat)
        victim = self._move_pawns(move, seat)
        if victim is not None:
            self.events.append(Beaten(seat, victim))
        self.placed[seat] = True
        self.must_move[seat] = False
        physics = state.physics
        moment = physics.moment((x, size) for x, _, size in self.arm)
        if self._all_home(colour):
            arrangement = self._rearrangement(colour)
            if arrangement is not None:
                if sorted(arrangement) != sorted(self.arm):
                    self.events.append(Rearranged(colour, tuple(sorted(self.arm))))
                    self.arm = arrangement
                self.moments.append(physics.moment((x, size) for x, _, size in self.arm))
                self.events.append(AllHome(colour))
                self._finish(self._winners_by_colour(colour), HOME)
                return self.freeze()
        self.moments.append(moment)
        if physics.tips(moment):
            self._tip(seat, colour, moment)
        elif self.turns >= TURN_CAP:
            self._finish((), Reason.MOVE_CAP)
        else:
            self._next_turn()
        return self.freeze()

    # -- the end of a turn ----------------------------------------------------------------
    def _all_home(self, colour: int) -> bool:
        if any(self.supply[colour]):
            return False
        side = self.state.side_of_colour(colour)
        mine = [x for x, c, _ in self.arm if c == colour]
        return bool(mine) and all((x > 0) != (side > 0) for x in mine)

    def _rearrangement(self, colour: int) -> list[Pawn] | None:
        """The winner's free final arrangement: the current one if it stands, else the standing arrangement
        that moves the fewest pawns (then the smallest |moment|); None when every arrangement tips."""
        state = self.state
        physics, layout = state.physics, state.layout
        side = state.side_of_colour(colour)
        others = [p for p in self.arm if p[1] != colour]
        mine = sorted((p for p in self.arm if p[1] == colour), key=lambda p: (abs(p[0]), p[2]))
        if not physics.tips(physics.moment((x, s) for x, _, s in self.arm)):
            return list(self.arm)
        holders = [layout.holder(side, HALF + k) for k in range(1, HALF + 1)]
        free = [layout.room(x) - sum(1 for p in others if p[0] == x) for x in holders]
        base = physics.moment((x, s) for x, _, s in others)
        need = [sum(1 for p in mine if p[2] == size) for size in SIZES]
        weights = [physics.weight(size) for size in SIZES]
        current = {}
        for x, _, size in mine:
            current[(x, size)] = current.get((x, size), 0) + 1
        best: tuple[tuple[int, int], list[Pawn]] | None = None

        def search(k: int, left: list[int], moment: int, placed: list[Pawn]) -> None:
            nonlocal best
            if k == len(holders):
                if left == [0, 0] and not physics.tips(moment):
                    kept = 0
                    counts: dict[tuple[int, str], int] = {}
                    for x, _, size in placed:
                        counts[(x, size)] = counts.get((x, size), 0) + 1
                    for key, n in counts.items():
                        kept += min(n, current.get(key, 0))
                    cost = (len(mine) - kept, abs(moment))
                    if best is None or cost < best[0]:
                        best = (cost, list(placed))
                return
            x = holders[k]
            for n_large in range(min(free[k], left[0]) + 1):
                for n_medium in range(min(free[k] - n_large, left[1]) + 1):
                    pawns = [(x, colour, "L")] * n_large + [(x, colour, "M")] * n_medium
                    search(k + 1, [left[0] - n_large, left[1] - n_medium],
                           moment + x * (n_large * weights[0] + n_medium * weights[1]), placed + pawns)

        search(0, need, base, [])
        return None if best is None else others + best[1]

    def _winners_by_colour(self, colour: int) -> tuple[int, ...]:
        mode = self.state.mode
        if mode == "team":
            team = team_of(mode, colour)
            return tuple(s for s in range(self.state.seats) if team_of(mode, s) == team)
        return (colour,)

    def _finish(self, winners: tuple[int, ...], reason: str) -> None:
        self.result = (tuple(sorted(winners)), reason)
        self.die = 0

    def _tip(self, seat: int, colour: int, moment: int) -> None:
        state = self.state
        self.events.append(Tipped(seat, colour, moment, tuple(sorted(self.arm))))
        mode = state.mode
        if mode == "duel":
            self._finish(tuple(s for s in range(state.seats) if s != seat), TIPPED)
            return
        if mode == "team":
            team = team_of(mode, colour)
            others = tuple(s for s in range(state.seats) if team_of(mode, s) != team)
            if state.seats == 3 and colour == 2:  # the solo player tipped: the team wins
                self._finish(others, TIPPED)
                return
            self.tips[team] += 1
            if self.tips[team] >= 2:  # the arm stays as it tipped, for everyone to see
                self._finish(others, TWO_TIPS)
                return
            self.alive[colour] = False
            self.supply[colour] = [0, 0]
            self.events.append(ColourLost(colour))
        else:
            left = [s for s in range(state.seats) if self.sides[s] != 0 and s != seat]
            if len(left) == 1:
                self._finish(tuple(left), TIPPED)
                return
            self.alive[seat] = False
            self.supply[seat] = [0, 0]
            self.sides[seat] = 0
            self.events.append(Out(seat))
            if len(left) == 2 and self.sides[left[0]] == self.sides[left[1]]:
                self.sides[left[1]] = -self.sides[left[1]]  # the final duel is played on opposite sides
            self.cycle = turn_cycle(mode, state.seats, tuple(self.sides))
        self.new_round()

    def new_round(self) -> None:
        """Clear the arm, hand out the kits again, roll off for the start and roll for the starter."""
        state = self.state
        self.round_no += 1
        large, medium = state.kit
        self.arm = []
        for colour in range(state.seats):
            self.supply[colour] = [large, medium] if self.alive[colour] else [0, 0]
        self.must_move = [False] * state.seats
        self.placed = [False] * state.seats
        contenders = sorted(set(self.cycle))
        rolls = []
        while True:
            this = tuple((seat, self.rng.randint(1, 6)) for seat in contenders)
            rolls.append(this)
            top = max(r for _, r in this)
            contenders = [seat for seat, r in this if r == top]
            if len(contenders) == 1:
                break
        starter = contenders[0]
        self.events.append(RoundStarted(self.round_no, tuple(rolls), starter))
        self.turn = self.cycle.index(starter)
        self.die = self.rng.randint(1, 6)
        self._skip_while_stuck()

    def _next_turn(self) -> None:
        self.turn = (self.turn + 1) % len(self.cycle)
        self.die = self.rng.randint(1, 6)
        self._skip_while_stuck()

    def _skip_while_stuck(self) -> None:
        """Rule 5: a player whose roll allows no placement and no move is skipped (which also lifts must-move)."""
        for _ in range(SKIP_CAP):
            seat = self.cycle[self.turn]
            if self.view.actions(seat, self.die):
                return
            self.events.append(Skipped(seat, self.die))
            self.must_move[seat] = False
            self.turns += 1
            if self.turns >= TURN_CAP:
                self._finish((), Reason.MOVE_CAP)
                return
            self.turn = (self.turn + 1) % len(self.cycle)
            self.die = self.rng.randint(1, 6)
        self._finish((), BLOCKED)


# --------------------------------------------------------------------------- reading JSON


def _ints(value: Any, n: int | None, lo: int, hi: int, what: str) -> tuple[int, ...]:
    if not isinstance(value, list) or (n is not None and len(value) != n):
        raise BadState(f"balance: {what} must be a list" + (f" of {n}" if n is not None else ""))
    return tuple(check_int(v, lo, hi, what) for v in value)


def _bools(value: Any, n: int, what: str) -> tuple[bool, ...]:
    if not isinstance(value, list) or len(value) != n or not all(isinstance(v, bool) for v in value):
        raise BadState(f"balance: {what} must be {n} booleans")
    return tuple(value)


def _read(cls, seats: int, options: dict[str, Any], rng: Rng, data: Any) -> BalanceState:
    data = check_fields(data, ("round", "sides", "alive", "supply", "arm", "cycle", "turn", "die", "must_move",
                               "placed", "tips", "turns", "moments", "events", "result"), "balance")
    if options.get("sensitivity") not in presets():
        raise BadState("balance: unknown sensitivity")
    layout = model(options["model"])
    mode = mode_of(seats, options)
    round_no = check_int(data["round"], 1, 10, "round")
    sides = _ints(data["sides"], seats, -1, 1, "sides")
    alive = _bools(data["alive"], seats, "alive")
    if not isinstance(data["supply"], list) or len(data["supply"]) != seats:
        raise BadState("balance: supply must list every colour")
    large, medium = kit(seats, options, layout)
    supply = tuple(_ints(s, 2, 0, max(large, medium), "supply") for s in data["supply"])
    arm = check_pawns(data["arm"], seats, "arm")
    for x in {p[0] for p in arm}:
        if sum(1 for p in arm if p[0] == x) > layout.room(x):
            raise BadState(f"balance: holder {x} is over-full")
    for colour in range(seats):
        on_arm = [sum(1 for p in arm if p[1] == colour and p[2] == size) for size in SIZES]
        in_play = alive[colour] and sides[colour] != 0
        if [on_arm[0] + supply[colour][0], on_arm[1] + supply[colour][1]] != ([large, medium] if in_play else [0, 0]):
            raise BadState(f"balance: colour {colour} does not have its pawns")  # pawns never vanish or appear
    cycle = _ints(data["cycle"], None, 0, seats - 1, "cycle")
    turn = check_int(data["turn"], 0, max(len(cycle) - 1, 0), "turn")
    tips = _ints(data["tips"], 2, 0, 2, "tips")
    turns = check_int(data["turns"], 0, TURN_CAP + SKIP_CAP, "turns")
    moments = _ints(data["moments"], None, -10_000, 10_000, "moments")
    if len(moments) > 2001:
        raise BadState("balance: moment history too long")
    events = events_from_list(data["events"], seats)
    result = data["result"]
    if result is not None:
        result = check_fields(result, ("winners", "reason"), "balance result")
        if result["reason"] not in (TIPPED, HOME, TWO_TIPS, BLOCKED, Reason.MOVE_CAP):
            raise BadState("balance: unknown result reason")
        winners = _ints(result["winners"], None, 0, seats - 1, "winners")
        if list(winners) != sorted(set(winners)):
            raise BadState("balance: winners must be distinct and in order")
        result = (winners, result["reason"])
    die = check_int(data["die"], 0, 0, "die") if result is not None else check_int(data["die"], 1, 6, "die")
    must_move, placed = _bools(data["must_move"], seats, "must_move"), _bools(data["placed"], seats, "placed")
    if any(m and not p for m, p in zip(must_move, placed, strict=True)):
        raise BadState("balance: only a player who has placed can have passed")
    _check_seating(mode, seats, sides, alive, cycle, tips, result is None)
    state = cls(seats, options, rng, round_no=round_no, sides=sides, alive=alive, supply=supply,
                arm=tuple(sorted(arm)), cycle=cycle, turn=turn, die=die, must_move=must_move, placed=placed,
                tips=(tips[0], tips[1]), turns=turns, moments=moments, events=events, result=result)
    if result is None and not state.actions():
        raise BadState("balance: the player to move has no move (the game skips such a player)")
    return state


def _check_seating(mode: str, seats: int, sides: tuple[int, ...], alive: tuple[bool, ...], cycle: tuple[int, ...],
                   tips: tuple[int, ...], running: bool) -> None:
    """Sides, colours, turn order and tips as the rules of `mode` can make them."""
    if mode == "individual":
        if any(a != (s != 0) for a, s in zip(alive, sides, strict=True)):
            raise BadState("balance: a player is out exactly when they have no side")
        players = [s for s in range(seats) if sides[s] != 0]
        seated = initial_sides(mode, seats)
        if len(players) == 2:  # the final duel: the later of the two may have moved across
            seated = tuple(-seated[players[0]] if s == players[1] else seated[s] for s in range(seats))
        if len(players) < 2 or any(sides[s] != seated[s] for s in players):
            raise BadState("balance: players keep their sides, but the last two sit on opposite sides")
        if tips != (0, 0):
            raise BadState("balance: tips count only in team games")
    else:
        if sides != initial_sides(mode, seats):
            raise BadState("balance: players keep their sides in this game")
        if mode == "duel" and (tips != (0, 0) or not all(alive)):
            raise BadState("balance: a duel has no tips to count and no colours to lose")
        if mode == "team" and seats == 3 and not alive[2]:
            raise BadState("balance: the solo player has only one colour")
        for team in (0, 1):  # every tip costs a colour, except the second one, which ends the game
            lost = sum(1 for c in range(seats) if team_of(mode, c) == team and not alive[c])
            if not lost <= tips[team] <= (lost if running else lost + 1) or (running and tips[team] > 1):
                raise BadState("balance: tips and lost colours do not match")
    if cycle != turn_cycle(mode, seats, sides):
        raise BadState("balance: turns go round in the order of the rules")
