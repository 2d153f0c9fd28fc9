"""Halma and Chinese checkers: moves, legality and the end of the game.

A move takes one peg either one step to an adjacent empty hole or along a
chain of hops, each over a single peg of any colour into the empty hole beyond
it; nothing is captured and a chain never lands twice on the same hole. The
legal moves of a peg are the holes it can reach: a step when the hole is
adjacent, else the shortest hop chain found by breadth-first search (the path
only matters for showing the move). A player without any move passes.

A peg that has reached its target camp stays inside it. The first player whose
target camp is full wins; with the default Parlett rule the camp only needs to
be full with at least one of the player's own pegs, so nobody can block it
forever by staying at home.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property
from typing import Any

from engine.core import BadState, GameState, IllegalMove, Outcome, check_fields
from engine.halma import geometry
from engine.halma.geometry import STAR, Layout

EMPTY = -1

# Outcome reasons of this game (their sentences are in SPEC.reasons).
FILLED = "filled"
EVICTED = "evicted"
NO_PROGRESS = "no_progress"
BLOCKED = "blocked"


@dataclass(frozen=True)
class Move:
    """One peg's whole move: the holes it passes, from where it stands to where it stops."""

    path: tuple[int, ...]

    @property
    def origin(self) -> int:
        return self.path[0]

    @property
    def destination(self) -> int:
        return self.path[-1]


@dataclass(frozen=True)
class Pass:
    """The turn of a player who has no legal move."""


PASS = Pass()


@dataclass(frozen=True)
class Rules:
    """The options that shape move generation, with the layout they apply to."""

    layout: Layout
    long_jumps: bool = False
    swap: bool = False
    no_stop_foreign: bool = False

    def hop_landings(self, board: list[int], hole: int) -> list[int]:
        """Holes one hop from `hole` reaches (the moving peg's own hole must already be empty)."""
        if not self.long_jumps:
            return [land for over, land in self.layout.board.hops[hole] if board[over] != EMPTY and board[land] == EMPTY]
        landings = []
        for ray in self.layout.board.rays[hole]:
            # Over the nearest peg in this line, landing as far beyond it as it stands from us.
            for gap, over in enumerate(ray):
                if board[over] != EMPTY:
                    far = 2 * gap + 1
                    if far < len(ray) and all(board[h] == EMPTY for h in ray[gap + 1:far + 1]):
                        landings.append(ray[far])
                    break
        return landings

    def chains(self, board: list[int], origin: int, seat: int) -> dict[int, int]:
        """Every hole the peg on `origin` can get to -> the hole it arrives from (`origin` for a step),
        including holes it may only pass through; `stops` says where it may end its move.

        `board` is a list the search may reuse: it is changed during the call and restored.
        """
        target = self.layout.targets[seat]
        confined = origin in target  # a peg that has arrived stays in its target camp
        came_from: dict[int, int] = {origin: EMPTY}
        board[origin] = EMPTY
        frontier = [origin]
        for hole in frontier:  # breadth first: the first chain found to a hole is a shortest one
            for land in self.hop_landings(board, hole):
                if land not in came_from and (not confined or land in target):
                    came_from[land] = hole
                    frontier.append(land)
        board[origin] = seat
        del came_from[origin]
        for near in self.layout.board.steps[origin]:
            if confined and near not in target:
                continue
            occupant = board[near]
            if occupant == EMPTY or (self.swap and not confined and near in target and occupant != seat
                                     and near in self.layout.homes[occupant]):
                came_from[near] = origin  # a step wins over a hop chain to the same hole
        return came_from

    def stops(self, came_from: dict[int, int], seat: int) -> list[int]:
        """The holes of `chains` where the peg may end its move, in hole order."""
        if self.no_stop_foreign:
            foreign = self.layout.foreign[seat]
            return sorted(h for h in came_from if h not in foreign)
        return sorted(came_from)

    def reachable(self, board: list[int], origin: int, seat: int) -> list[int]:
        """The holes where the peg on `origin` may end its move."""
        return self.stops(self.chains(board, origin, seat), seat)

    def moves(self, board: list[int], seat: int) -> list[Move]:
        """The legal moves of `seat`, ordered by origin then destination."""
        moves = []
        for origin in [h for h, owner in enumerate(board) if owner == seat]:
            came_from = self.chains(board, origin, seat)
            for destination in self.stops(came_from, seat):
                path = [destination]
                while path[-1] != origin:
                    path.append(came_from[path[-1]])
                moves.append(Move(tuple(reversed(path))))
        return moves


def pegs_per_seat(kind: str, seats: int, options: dict[str, Any]) -> int:
    return options.get("pegs", 10) if kind == STAR else len(geometry.layout(kind, seats).homes[0])


class HalmaState(GameState):
    """A position: who owns each hole, whose turn it is, and the counters the end rules need."""

    def __init__(self, seats: int, options: dict[str, Any], rng, board: tuple[int, ...], turn: int = 0,
                 ply: int = 0, quiet: int = 0, passes: int = 0, moves_made: tuple[int, ...] | None = None,
                 finished: tuple[int, ...] = (), out: tuple[int, ...] = ()):
        super().__init__(seats, options, rng)
        self.board = board
        self.turn = turn
        self.ply = ply
        #: Plies since a peg last entered its target camp (for the no-progress draw).
        self.quiet = quiet
        #: Consecutive passes (a full round of them means nobody can move).
        self.passes = passes
        #: Per seat: turns taken (for the eviction deadline).
        self.moves_made = moves_made if moves_made is not None else (0,) * seats
        #: Seats that filled their target camp, first finisher first.
        self.finished = finished
        #: Seats eliminated by the eviction deadline.
        self.out = out

    # -- shared rule objects -------------------------------------------------
    @cached_property
    def layout(self) -> Layout:
        kind = self.options.get("board", STAR)
        return geometry.layout(kind, self.seats, pegs_per_seat(kind, self.seats, self.options))

    @cached_property
    def rules(self) -> Rules:
        o = self.options
        return Rules(self.layout, o["long_jumps"], o["swap"], o["no_stop_foreign"])

    # -- the contract -----------------------------------------------------------
    @classmethod
    def initial(cls, seats, options, rng):
        state = cls(seats, options, rng, ())
        board = [EMPTY] * len(state.layout.board)
        for seat, home in enumerate(state.layout.homes):
            for hole in home:
                board[hole] = seat
        state.board = tuple(board)
        return state

    @property
    def to_move(self) -> int | None:
        return None if self.outcome() is not None else self.turn

    def active_seats(self) -> list[int]:
        return [s for s in range(self.seats) if s not in self.finished and s not in self.out]

    def legal_moves(self) -> list[Move | Pass]:
        return list(self._moves_by_ends.values()) or ([] if self.is_over() else [PASS])

    @cached_property
    def _moves_by_ends(self) -> dict[tuple[int, int], Move]:
        if self.outcome() is not None:
            return {}
        return {(m.origin, m.destination): m for m in self.rules.moves(list(self.board), self.turn)}

    def apply(self, move: Any) -> HalmaState:
        if self.outcome() is not None:
            raise IllegalMove("the game is over", move)
        if move == PASS:
            if self._moves_by_ends:
                raise IllegalMove("passing is only allowed without any legal move", move)
            return self._after(list(self.board), passed=True)
        if not isinstance(move, Move) or self._legal_move_like(move) != move:
            raise IllegalMove("not a legal move here", move)
        board = list(self.board)
        board[move.origin], board[move.destination] = board[move.destination], self.turn  # a swap or a move
        return self._after(board, passed=False)

    def _legal_move_like(self, move: Move) -> Move | None:
        """The legal move with the same ends as `move`, if any (tolerates malformed paths)."""
        try:
            return self._moves_by_ends.get((move.origin, move.destination))
        except (TypeError, IndexError):
            return None

    def _after(self, board: list[int], passed: bool) -> HalmaState:
        seat, layout, options = self.turn, self.layout, self.options
        moves_made = list(self.moves_made)
        moves_made[seat] += 1
        finished, out = list(self.finished), list(self.out)
        arrived = self._arrived_pegs(self.board)
        for s in [seat] + [s for s in range(self.seats) if s != seat]:
            if s not in finished and s not in out and self._camp_filled(board, s):
                finished.append(s)
        deadline = options["eviction"]
        if (deadline and moves_made[seat] == deadline and seat not in finished
                and any(board[h] == seat for h in layout.homes[seat])):
            out.append(seat)
            board = [EMPTY if owner == seat else owner for owner in board]  # its pegs leave the board
        quiet = 0 if self._arrived_pegs(board) > arrived else self.quiet + 1
        nxt = HalmaState(self.seats, options, self.rng.copy(), tuple(board), seat, self.ply + 1, quiet,
                         self.passes + 1 if passed else 0, tuple(moves_made), tuple(finished), tuple(out))
        active = nxt.active_seats()
        if active:
            step = -1 if options.get("counter_clockwise", False) else 1
            nxt.turn = next(s for s in [(seat + step * k) % self.seats for k in range(1, self.seats + 1)]
                            if s in active)
        return nxt

    def _arrived_pegs(self, board) -> int:
        return sum(1 for s, target in enumerate(self.layout.targets) for h in target if board[h] == s)

    def _camp_filled(self, board, seat: int) -> bool:
        occupants = [board[h] for h in self.layout.targets[seat]]
        if EMPTY in occupants:
            return False
        if self.options["win_rule"] == "parlett":
            return seat in occupants
        return all(o == seat for o in occupants)

    @cached_property
    def _outcome(self) -> Outcome | None:
        active = self.active_seats()
        scores = self.scores()
        if self.finished and (not self.options.get("play_on", False) or len(active) <= 1):
            return Outcome((self.finished[0],), FILLED, scores)
        if len(active) <= 1 and self.out:
            return Outcome(tuple(active) or tuple(self.finished[:1]), EVICTED, scores)
        limit = self.options["no_progress_turns"]
        if limit and self.quiet >= limit:
            return Outcome(tuple(self.finished[:1]), NO_PROGRESS, scores)
        if self.passes >= len(active):
            return Outcome(tuple(self.finished[:1]), BLOCKED, scores)
        return None

    def outcome(self) -> Outcome | None:
        return self._outcome

    def places(self) -> tuple[int, ...]:
        """Per seat its place, 1 for the winner: finishers in the order they finished, then the
        others by pegs brought home (equal counts share a place), seats put out last."""
        scores = self.scores()
        place = {seat: rank for rank, seat in enumerate(self.finished, 1)}
        playing = sorted((s for s in self.active_seats()), key=lambda s: -scores[s])
        for seat in playing:
            better = sum(1 for other in playing if scores[other] > scores[seat])
            place[seat] = len(self.finished) + better + 1
        for seat in self.out:
            place[seat] = len(self.finished) + len(playing) + 1
        return tuple(place[s] for s in range(self.seats))

    def scores(self) -> tuple[float, ...]:
        """Pegs each seat has brought into its target camp."""
        return tuple(float(sum(1 for h in target if self.board[h] == s)) for s, target in enumerate(self.layout.targets))

    # -- notation ---------------------------------------------------------------
    def move_to_text(self, move: Any) -> str:
        from engine.halma.notation import move_to_text

        if move not in self.legal_moves():
            raise IllegalMove("not a legal move here", move)
        return move_to_text(self.layout.board, move)

    def parse_move(self, text: str) -> Move | Pass:
        from engine.halma.notation import parse_move

        return parse_move(self, text)

    # -- serialization ------------------------------------------------------------
    def data_to_dict(self) -> dict[str, Any]:
        return {
            "board": "".join("." if owner == EMPTY else str(owner) for owner in self.board),
            "turn": self.turn, "ply": self.ply, "quiet": self.quiet, "passes": self.passes,
            "moves_made": list(self.moves_made), "finished": list(self.finished), "out": list(self.out),
        }

    @classmethod
    def data_from_dict(cls, seats, options, rng, data):
        data = check_fields(data, ("board", "turn", "ply", "quiet", "passes", "moves_made", "finished", "out"),
                            "halma")
        shape = cls(seats, options, rng, ())
        text = data["board"]
        if not isinstance(text, str) or len(text) != len(shape.layout.board):
            raise BadState("halma: the board has the wrong size")
        digits = {str(s): s for s in range(seats)}
        if any(c != "." and c not in digits for c in text):
            raise BadState("halma: unknown peg on the board")
        board = tuple(EMPTY if c == "." else digits[c] for c in text)

        def count(value, where):
            if not isinstance(value, int) or isinstance(value, bool) or not 0 <= value < 10**9:
                raise BadState(f"halma: {where} must be a counter")
            return value

        def seat_list(value, where):
            if not isinstance(value, list) or len(set(map(repr, value))) != len(value):
                raise BadState(f"halma: {where} must list distinct seats")
            for s in value:
                if not isinstance(s, int) or isinstance(s, bool) or not 0 <= s < seats:
                    raise BadState(f"halma: {where} names a seat that does not exist")
            return tuple(value)

        finished, out = seat_list(data["finished"], "finished"), seat_list(data["out"], "out")
        moves_made = data["moves_made"]
        if not isinstance(moves_made, list) or len(moves_made) != seats:
            raise BadState("halma: moves_made needs one counter per seat")
        state = cls(seats, options, rng, board, count(data["turn"], "turn"), count(data["ply"], "ply"),
                    count(data["quiet"], "quiet"), count(data["passes"], "passes"),
                    tuple(count(m, "moves_made") for m in moves_made), finished, out)
        if set(finished) & set(out):
            raise BadState("halma: a seat cannot both finish and be out")
        for s in range(seats):
            expected = 0 if s in out else shape.layout.pegs
            if board.count(s) != expected:
                raise BadState(f"halma: seat {s} has {board.count(s)} pegs, expected {expected}")
        if state.turn >= seats or (state.outcome() is None and state.turn not in state.active_seats()):
            raise BadState("halma: the seat to move cannot play")
        return state
