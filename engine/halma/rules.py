"""Halma and Chinese checkers: moves, legality and the end of the game.

A move takes one peg either one step to an adjacent empty hole or along a
chain of hops, each over a single peg of any colour into the empty hole beyond
it; nothing is captured and a chain never lands twice on the same hole. The
legal moves of a peg are the holes it can reach: a step when the hole is
adjacent, else the shortest hop chain found by breadth-first search (the path
only matters for showing the move). A player without any move passes.

A peg that has reached its target camp stays inside it. The first player whose
target camp is full wins; with the default Parlett rule the camp only needs to
be full with at least one of the player's own pegs (the others may be of any
colour), so nobody can block it forever by staying at home.

With partners (four or six players) the seats sitting opposite form a side:
each moves only its own pegs, a player whose pegs are all home has finished and
is skipped, and the side wins when every partner has finished. A partner's pegs
never count towards filling a camp: they are on their way out of it anyway.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cached_property
from typing import Any

from engine.core import BadState, GameState, IllegalMove, Outcome, Refusal, check_fields, check_move
from engine.halma.geometry import STAR, Board, Layout
from engine.halma.geometry import layout as board_layout

EMPTY = -1

# Outcome reasons of this game (their sentences are in SPEC.reasons).
FILLED = "filled"
EVICTED = "evicted"
NO_PROGRESS = "no_progress"
BLOCKED = "blocked"

# Refusal codes of this game (their sentences are in SPEC.refusals); the common ones are in `Refusal`.
NO_SUCH_HOLE = "no_such_hole"  # %1: a hole name that does not exist
NO_PEG = "no_peg"  # %1: the empty hole picked
NOT_YOUR_PEG = "not_your_peg"  # %1: the hole of another player's peg
PEG_STUCK = "peg_stuck"  # %1: the hole of a peg without any move
OCCUPIED = "occupied"  # %1: the taken destination
STAYS_IN_TARGET = "stays_in_target"  # %1: the hole of a peg that has arrived
FOREIGN_CAMP = "foreign_camp"  # %1: a destination in another player's camp
UNREACHABLE = "unreachable"  # %1, %2: origin and destination
NOT_A_CHAIN = "not_a_chain"  # %1: the holes written
PASS_NOT_ALLOWED = "pass_not_allowed"


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

# -- the move notation (described in `notation`; the state reads and writes it with these) ----------
PASS_TEXT = "pass"
_HOLES_TEXT = re.compile(r"[a-z][0-9]{1,2}(?:[-:][a-z][0-9]{1,2})+", re.ASCII)
_LONGEST = 400  # characters: longer than any chain on either board


def is_step(board: Board, move: Move) -> bool:
    """Whether `move` goes to an adjacent hole (written `c3-d4`; hops are written `c3:e5`)."""
    return len(move.path) == 2 and move.destination in board.steps[move.origin]


def path_text(board: Board, move: Move) -> str:
    """The notation of a move's path: its holes by name, joined by `-` for a step and `:` for hops."""
    return ("-" if is_step(board, move) else ":").join(board.names[hole] for hole in move.path)


def text_holes(board: Board, text: str) -> list[int]:
    """The holes a move's text names, in order (`text` stripped and lower-case, not `pass`)."""
    if len(text) > _LONGEST or not _HOLES_TEXT.fullmatch(text):
        raise IllegalMove(Refusal.UNREADABLE, move=text)
    names = re.split("[-:]", text)
    unknown = [name for name in names if name not in board.index]
    if unknown:
        raise IllegalMove(NO_SUCH_HOLE, unknown[0], move=text)
    return [board.index[name] for name in names]


def sides_of(seats: int, partners: bool) -> tuple[tuple[int, ...], ...]:
    """The sides that win together: each seat alone, or with partners the seats sitting opposite
    (seat s and s + seats/2, whose homes are each other's targets)."""
    if not partners:
        return tuple((s,) for s in range(seats))
    half = seats // 2
    return tuple((s, s + half) for s in range(half))


@dataclass(frozen=True)
class Rules:
    """The options that shape move generation and a full camp, with the layout they apply to."""

    layout: Layout
    long_jumps: bool = False
    swap: bool = False
    no_stop_foreign: bool = False
    parlett: bool = True
    #: Per seat: the index of its side (equal for partners).
    side: tuple[int, ...] = ()

    def partners(self, a: int, b: int) -> bool:
        """Whether two different seats play on the same side."""
        return a != b and bool(self.side) and self.side[a] == self.side[b]

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
        if self.long_jumps:
            for hole in frontier:  # breadth first: the first chain found to a hole is a shortest one
                for land in self.hop_landings(board, hole):
                    if land not in came_from and (not confined or land in target):
                        came_from[land] = hole
                        frontier.append(land)
        else:  # the same search with the short hops read straight from the table (the hot loop of the game)
            hops = self.layout.board.hops
            for hole in frontier:
                for over, land in hops[hole]:
                    if (board[land] == EMPTY and board[over] != EMPTY and land not in came_from
                            and (not confined or land in target)):
                        came_from[land] = hole
                        frontier.append(land)
        board[origin] = seat
        del came_from[origin]
        for near in self.layout.board.steps[origin]:
            if confined and near not in target:
                continue
            occupant = board[near]
            if occupant == EMPTY or (self.swap and not confined and near in target and occupant != seat
                                     and not self.partners(seat, occupant) and near in self.layout.homes[occupant]):
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

    def camp_filled(self, board, seat: int) -> bool:
        """Whether `seat`'s target camp is full by the winning rule: every hole taken, by the seat's own
        pegs only or (Parlett) by pegs of any colour with at least one its own. A partner's pegs never
        fill it: they still have to leave for their own target."""
        occupants = [board[h] for h in self.layout.targets[seat]]
        if EMPTY in occupants or any(self.partners(seat, o) for o in occupants):
            return False
        if self.parlett:
            return seat in occupants
        return all(o == seat for o in occupants)

    def is_hop_chain(self, board: list[int], holes: list[int], seat: int) -> bool:
        """Whether the peg on `holes[0]` can hop along exactly `holes` (never landing twice on a hole,
        a peg in its target camp staying inside it)."""
        board = list(board)
        board[holes[0]] = EMPTY
        target = self.layout.targets[seat]
        confined = holes[0] in target
        for done, (here, there) in enumerate(zip(holes, holes[1:]), 1):
            if there in holes[:done] or (confined and there not in target):
                return False
            if there not in self.hop_landings(board, here):
                return False
        return True


def pegs_per_seat(kind: str, seats: int, options: dict[str, Any]) -> int:
    return options.get("pegs", 10) if kind == STAR else len(board_layout(kind, seats).homes[0])


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
        return board_layout(kind, self.seats, pegs_per_seat(kind, self.seats, self.options))

    @cached_property
    def sides(self) -> tuple[tuple[int, ...], ...]:
        """The seats that win together: one each, or partners sitting opposite."""
        return sides_of(self.seats, self.options.get("partners", False))

    @cached_property
    def rules(self) -> Rules:
        o = self.options
        side = [0] * self.seats
        for index, members in enumerate(self.sides):
            for seat in members:
                side[seat] = index
        return Rules(self.layout, o["long_jumps"], o["swap"], o["no_stop_foreign"], o["win_rule"] == "parlett",
                     tuple(side))

    def side_of(self, seat: int) -> tuple[int, ...]:
        """The seats on `seat`'s side, itself included."""
        return self.sides[self.rules.side[seat]]

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
        """The seats still moving: neither finished nor out."""
        return [s for s in range(self.seats) if s not in self.finished and s not in self.out]

    def legal_moves(self) -> list[Move | Pass]:
        return list(self._moves_by_ends.values()) or ([] if self.is_over() else [PASS])

    def legal_move(self, origin: int, destination: int) -> Move | None:
        """The legal move taking the peg on `origin` to `destination`, if there is one."""
        return self._moves_by_ends.get((origin, destination))

    @cached_property
    def _moves_by_ends(self) -> dict[tuple[int, int], Move]:
        if self.outcome() is not None:
            return {}
        return {(m.origin, m.destination): m for m in self.rules.moves(list(self.board), self.turn)}

    def apply(self, move: Any) -> HalmaState:
        refusal = self.move_refusal(move)
        if refusal is not None:
            raise refusal
        if type(move) is Pass:
            return self._after(list(self.board), passed=True)
        board = list(self.board)
        board[move.origin], board[move.destination] = board[move.destination], self.turn  # a swap or a move
        return self._after(board, passed=False)

    # -- why a move is refused -----------------------------------------------------
    def move_refusal(self, move: Any) -> IllegalMove | None:
        """Why `move` (any object) cannot be played here, or None if it is legal."""
        try:
            check_move(move, Move, Pass)  # after this, equality and hashing of the move can be trusted
        except IllegalMove as refusal:
            return refusal
        if self.outcome() is not None:
            return IllegalMove(Refusal.GAME_OVER, move=move)
        if type(move) is Pass:
            return IllegalMove(PASS_NOT_ALLOWED, move=move) if self._moves_by_ends else None
        path, holes = move.path, len(self.board)
        if len(path) < 2 or not all(0 <= hole < holes for hole in path):
            return IllegalMove(Refusal.NOT_LEGAL, move=move)
        legal = self._moves_by_ends.get((path[0], path[-1]))
        if legal is None:
            return self.destination_refusal(path[0], path[-1])
        # Only the canonical path of a move is the move: the notation and the record must name it one way.
        return None if legal.path == path else IllegalMove(Refusal.NOT_LEGAL, move=move)

    def pick_refusal(self, hole: int) -> IllegalMove | None:
        """Why the player to move cannot pick up the peg on `hole` (a hole of the board), or None if
        that peg has a move."""
        names = self.layout.board.names
        if self.outcome() is not None:
            return IllegalMove(Refusal.GAME_OVER)
        owner = self.board[hole]
        if owner == EMPTY:
            return IllegalMove(NO_PEG, names[hole])
        if owner != self.turn:
            return IllegalMove(NOT_YOUR_PEG, names[hole])
        if not any(origin == hole for origin, _ in self._moves_by_ends):
            return IllegalMove(PEG_STUCK, names[hole])
        return None

    def destination_refusal(self, origin: int, destination: int) -> IllegalMove | None:
        """Why the peg on `origin` cannot end its move on `destination` (holes of the board), or None if it can."""
        if (origin, destination) in self._moves_by_ends:
            return None
        refusal = self.pick_refusal(origin)
        if refusal is not None:
            return refusal
        names, seat = self.layout.board.names, self.turn
        target = self.layout.targets[seat]
        if destination != origin and self.board[destination] != EMPTY:
            return IllegalMove(OCCUPIED, names[destination])
        if origin in target and destination not in target:
            return IllegalMove(STAYS_IN_TARGET, names[origin])
        if destination in self.rules.chains(list(self.board), origin, seat):  # reached, but not a stop
            return IllegalMove(FOREIGN_CAMP, names[destination])
        return IllegalMove(UNREACHABLE, names[origin], names[destination])

    # -- after a move --------------------------------------------------------------
    def _after(self, board: list[int], passed: bool) -> HalmaState:
        seat, layout, options = self.turn, self.layout, self.options
        moves_made = list(self.moves_made)
        moves_made[seat] += 1
        finished, out = list(self.finished), list(self.out)
        arrived = self._arrived_pegs(self.board)
        for s in [seat] + [s for s in range(self.seats) if s != seat]:
            if s not in finished and s not in out and self.rules.camp_filled(board, s):
                finished.append(s)
        deadline = options["eviction"]
        if (deadline and moves_made[seat] == deadline and seat not in finished
                and any(board[h] == seat for h in layout.homes[seat])):
            # The player is out, and with it the partners that have not finished: their side cannot win.
            leaving = [s for s in self.side_of(seat) if s not in finished and s not in out]
            out.extend(leaving)
            board = [EMPTY if owner in leaving else owner for owner in board]  # their pegs leave the board
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

    # -- the end ---------------------------------------------------------------------
    def finished_sides(self) -> list[tuple[int, ...]]:
        """The sides whose every player has finished, in the order they completed."""
        done = [side for side in self.sides if all(s in self.finished for s in side)]
        return sorted(done, key=lambda side: max(self.finished.index(s) for s in side))

    def live_sides(self) -> list[tuple[int, ...]]:
        """The sides still racing: not yet complete and nobody of them out."""
        return [side for side in self.sides
                if not all(s in self.finished for s in side) and not any(s in self.out for s in side)]

    @cached_property
    def _outcome(self) -> Outcome | None:
        scores = self.scores()
        done, live = self.finished_sides(), self.live_sides()
        first = done[0] if done else ()
        if done and (not self.options.get("play_on", False) or len(live) <= 1):
            return Outcome(first, FILLED, scores)
        if len(live) <= 1 and self.out:
            return Outcome(live[0] if live else first, EVICTED, scores)
        limit = self.options["no_progress_turns"]
        if limit and self.quiet >= limit:
            return Outcome(first, NO_PROGRESS, scores)
        if self.passes >= len(self.active_seats()):
            return Outcome(first, BLOCKED, scores)
        return None

    def outcome(self) -> Outcome | None:
        return self._outcome

    def places(self) -> tuple[int, ...]:
        """Per seat its place, 1 for the winner, partners sharing theirs: complete sides in the order
        they completed, then the others by pegs brought home (equal counts share a place), sides with
        a player put out last."""
        scores = self.scores()
        done = self.finished_sides()
        place = {seat: rank for rank, side in enumerate(done, 1) for seat in side}
        playing = [side for side in self.sides if side not in done and not any(s in self.out for s in side)]
        home = {side: sum(scores[s] for s in side) for side in playing}
        for side in playing:
            better = sum(1 for other in playing if home[other] > home[side])
            place.update((seat, len(done) + better + 1) for seat in side)
        for side in self.sides:
            if any(s in self.out for s in side) and side not in done:
                place.update((seat, len(done) + len(playing) + 1) for seat in side)
        return tuple(place[s] for s in range(self.seats))

    def scores(self) -> tuple[float, ...]:
        """Pegs each seat has brought into its target camp."""
        return tuple(float(sum(1 for h in target if self.board[h] == s)) for s, target in enumerate(self.layout.targets))

    # -- notation (described in the notation module) ------------------------------------
    def move_to_text(self, move: Any) -> str:
        refusal = self.move_refusal(move)
        if refusal is not None:
            raise refusal
        return PASS_TEXT if type(move) is Pass else path_text(self.layout.board, move)

    def parse_move(self, text: str) -> Move | Pass:
        """The legal move `text` names. A hop chain may be written by its ends only (`c3:g5`)
        or along any valid path; either way the canonical legal move comes back."""
        if not isinstance(text, str):
            raise IllegalMove(Refusal.NOT_TEXT)
        if self.outcome() is not None:
            raise IllegalMove(Refusal.GAME_OVER, move=text)
        text = text.strip().lower()
        if text == PASS_TEXT:
            if PASS not in self.legal_moves():
                raise IllegalMove(PASS_NOT_ALLOWED, move=text)
            return PASS
        holes = text_holes(self.layout.board, text)
        refusal = self.destination_refusal(holes[0], holes[-1])
        if refusal is not None:
            raise refusal
        move = self.legal_move(holes[0], holes[-1])
        if len(holes) > 2 and list(move.path) != holes and not self.rules.is_hop_chain(list(self.board), holes,
                                                                                        self.turn):
            raise IllegalMove(NOT_A_CHAIN, text, move=text)
        return move

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
