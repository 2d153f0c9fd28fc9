"""Tumblin-Dice rules: seats and teams, the dice each player throws, rounds, scoring and the end.

A state holds every die: in a player's hand, resting on the board (with its
exact simulated pose), or gone (off the board, or short of the line and
removed). Applying a throw runs the physics from the resting poses; the new
poses are stored, so a saved game replays every throw exactly and can be
checked against the simulation again. Results are memoized, so a throw the
view or the computer already simulated in a worker applies at once.

The moves (`Throw`, `NextRound`) and the grammar of their text live here, because the state's own
`move_to_text` and `parse_move` need them and rules never imports `notation` (which describes the
notation and is the public place for text in and out).
"""

from __future__ import annotations

import functools
import math
import re
import threading
from collections import OrderedDict
from dataclasses import dataclass, replace
from typing import Any

from engine.core import BadState, GameState, IllegalMove, Outcome, Reason, Refusal, check_move
from engine.rng import Rng

#: Outcome reason: a team won the agreed number of rounds.
ROUNDS_WON = "rounds_won"


class Refused:
    """The game's own refusal codes (sentences in `SPEC.refusals`)."""

    THROW_NOTATION = "throw_notation"  # text that is neither a throw nor "next"; param: an example throw
    ROUND_NOT_OVER = "round_not_over"  # collecting the dice while some are still to throw
    COLLECT_FIRST = "collect_first"  # a throw after the round was scored
    OFF_LAUNCH_PAD = "off_launch_pad"  # params: x from, x to, y from, y to (mm)
    AIM = "aim_out_of_range"  # params: lowest, highest (mrad)
    SPEED = "speed_out_of_range"  # params: lowest, highest (mm/s)
    TOPSPIN = "topspin_out_of_range"  # params: lowest, highest (rad/s)
    SIDESPIN = "sidespin_out_of_range"  # params: lowest, highest (rad/s)
    NO_BONUS_DIE = "no_bonus_die"  # the bonus die asked for, but it was thrown (or the game has none)
    ONLY_BONUS_DIE = "only_bonus_die"  # an ordinary die asked for, but only the bonus die is left


# -- the moves and their text -----------------------------------------------------------
@dataclass(frozen=True)
class Throw:
    """Flick a die placed at (x, y) mm on the launch pad, `aim` mrad off straight down the board,
    at `speed` mm/s, with `topspin` and `sidespin` rad/s."""

    x: int
    y: int
    aim: int
    speed: int
    topspin: int = 0
    sidespin: int = 0
    bonus: bool = False

    def text(self) -> str:
        return (f"x{self.x} y{self.y} a{self.aim} v{self.speed} t{self.topspin} s{self.sidespin}"
                + (" b" if self.bonus else ""))


@dataclass(frozen=True)
class NextRound:
    """Collect the dice after a scored round and start the next one."""

    def text(self) -> str:
        return NEXT_TEXT


NEXT_ROUND = NextRound()
NEXT_TEXT = "next"
#: A throw's text, shown in the refusal of text that is not notation (`Refused.THROW_NOTATION`).
EXAMPLE = "x40 y0 a0 v1650 t0 s0"

_NUMBER = r"(-?[0-9]{1,5})"  # ASCII digits only: int() would also read other scripts' digits
_THROW = re.compile(rf"x{_NUMBER} y{_NUMBER} a{_NUMBER} v([0-9]{{1,5}}) t(-?[0-9]{{1,3}}) s(-?[0-9]{{1,3}})( b)?")


def move_text(move: Throw | NextRound) -> str:
    """The text of a move (checked by the caller)."""
    return move.text()


def read_move(text: Any) -> Throw | NextRound:
    """The move a text names, not yet checked against a position (`IllegalMove` if it is not notation)."""
    if not isinstance(text, str):
        raise IllegalMove(Refusal.NOT_TEXT)
    text = text.strip()
    if text == NEXT_TEXT:
        return NEXT_ROUND
    match = _THROW.fullmatch(text)
    if match is None:
        raise IllegalMove(Refused.THROW_NOTATION, EXAMPLE)
    x, y, aim, speed, top, side = (int(g) for g in match.groups()[:6])
    return Throw(x, y, aim, speed, top, side, match.group(7) is not None)


# -- dice and places ----------------------------------------------------------------------
HAND, BOARD, OFF, SHORT = "hand", "board", "off", "short"
STATUSES = (HAND, BOARD, OFF, SHORT)
THROWING, SCORED, OVER = "throwing", "scored", "over"

_MIXED = ("d6", "d8", "d10", "d12", "d20")


@dataclass(frozen=True)
class Die:
    owner: int
    shape: str = "d6"
    bonus: bool = False
    status: str = HAND
    pose: tuple[float, ...] | None = None

    def to_dict(self) -> dict[str, Any]:
        return {"owner": self.owner, "shape": self.shape, "bonus": self.bonus, "status": self.status,
                "pose": None if self.pose is None else list(self.pose)}


@dataclass(frozen=True)
class Place:
    """Where a resting die counts: `level` 1–4, or 0 for short of the line, or None when off the board."""

    level: int | None
    face: int


@functools.cache
def throw_limits() -> dict[str, tuple[int, int]]:
    """The lowest and highest value a throw may have: "aim_mrad", "speed_mm_s", "topspin" and "sidespin" (rad/s).
    Every control that sets up a throw takes its range from here."""
    return {name: (int(low), int(high)) for name, (low, high) in _physics().board().raw["throw_limits"].items()}


def _physics():
    """The physics module, imported on first use: it needs numpy (and MuJoCo), which `import engine` must not."""
    import engine.tumblin.physics

    return engine.tumblin.physics


def place_of(die: Die) -> Place:
    """The level and the top face of a die from its pose (the physics decides both)."""
    from engine.tumblin.shapes import shape, top_face, world_corners

    b = _physics().board()
    pose = die.pose
    assert pose is not None
    sh = shape(die.shape, b.edge)
    face = top_face(sh, pose[3:])[0].value
    corners = world_corners(sh, pose)
    low = float(corners[:, 2].min())
    if pose[2] < b.raw["simulation"]["off_board_z"] or low < 0.004:
        return Place(None, face)
    slab = b.slab_under(pose[0], pose[1], low + 0.004)
    if slab is None:
        return Place(None, face)
    if slab.level < 1 or (slab.level == 1 and float(corners[:, 0].min()) <= b.line_x):
        return Place(0, face)
    return Place(slab.level, face)


#: How far above the highest level a die on the board may be (stacked on a die on a peg at most).
_MAX_HEIGHT = 0.1


def _afloat(die: Die) -> bool:
    """Whether a die is far above every level (still in the air when the simulation's time ran out).

    That never happens at the end of a throw in a real game. Such a die counts as off the board. A saved
    state that puts one on the board is refused, like one that puts there a die lying beside the board or
    sunk into it: the next simulation would start from an impossible position (a die under the table is
    shot far up).
    """
    return die.pose is not None and die.pose[2] > max(s.top for s in _physics().board().slabs) + _MAX_HEIGHT


#: The team sizes the booklet gives (4 players: 2 teams of 2; 6 players: 2 of 3; 16 players, one die each: 4 of 4).
BOOKLET_TEAM_SIZES = (2, 3, 4)


def teams_for(seats: int, options: dict[str, Any]) -> list[int]:
    """The team of each seat: partners sit alternately (seat % teams).

    4 and 6 players: two teams (the "teams" option), and 16 players four teams of four, as the booklet says.
    The booklet is silent on 7 to 15 players (one die each); the app keeps to its team sizes, 2 to 4 players:
    four teams where the players split into four such teams (8, 12), else teams of three (9, 15: three and five
    teams), else teams of two (10, 14: five and seven teams), and everyone alone where none fits (7, 11, 13).
    """
    count = seats
    if seats >= 7:
        size = seats // 4 if seats % 4 == 0 else next((n for n in (3, 2) if seats % n == 0), None)
        count = seats // size if size in BOOKLET_TEAM_SIZES else seats
    elif seats in (4, 6) and options.get("teams", False):
        count = 2
    return [seat % count for seat in range(seats)]


def dice_for(seats: int, options: dict[str, Any]) -> list[Die]:
    """Every die of the game, in hand, in a fixed order (by seat).

    With mixed dice every team throws the same set: a player's dice run through the shapes from the one
    given by their place in their team (the first of each team from the six-sided die, the second one shape
    further on, ...), so partners hold different shapes and every team the same ones; players alone are teams
    of one and all hold the same dice. Only the large group without teams (7, 11 or 13 players, one die each)
    cannot share the shapes equally: there each player's die is one shape further on than the last player's.
    """
    if seats >= 7:
        per_seat, bonus = 1, False
    elif seats == 2:
        per_seat = 9 if options.get("two_player_dice") == "nine" else 5
        bonus = options.get("two_player_dice") == "bonus"
    elif seats in (3, 4):
        per_seat, bonus = 4, False
    else:
        per_seat, bonus = 3, False
    kind = options.get("dice", "d6")
    teams = max(teams_for(seats, options)) + 1
    dice = []
    for seat in range(seats):
        first = seat if teams == seats and per_seat == 1 else seat // teams  # the place in the team
        for k in range(per_seat):
            dice.append(Die(seat, _MIXED[(first + k) % len(_MIXED)] if kind == "mixed" else kind))
        if bonus:
            dice.append(Die(seat, kind if kind != "mixed" else "d6", bonus=True))
    return dice


def die_points(die: Die, options: dict[str, Any], face: float | None = None) -> float:
    """What a die is worth where it lies now (with `face` in place of its top face, for estimates)."""
    if die.status == HAND or die.pose is None:
        return 0
    place = place_of(die)
    value = place.face if face is None else face
    if die.status == OFF or place.level is None:
        points = -value if options.get("off_board") == "negative" else 0
    elif die.status == SHORT or place.level == 0:
        points = 0
    elif options.get("scoring") == "add":
        points = value + place.level
    else:
        points = value * place.level
    return points * 2 if die.bonus else points


def _interleave(team_rank: list[int], members: dict[int, list[int]]) -> list[int]:
    """Team mates never throw back to back: one seat of each team in turn, best team first."""
    order: list[int] = []
    depth = max(len(members[t]) for t in team_rank)
    for k in range(depth):
        order += [members[t][k] for t in team_rank if k < len(members[t])]
    return order


@dataclass(frozen=True)
class Result:
    """A simulated throw: the run (for drawing) and the state it leads to."""

    run: Any  # physics.Run
    bodies: tuple[int, ...]  # die index of each simulated body; the thrown die is last
    state: TumblinState


_CACHE: OrderedDict[tuple[str, Throw], Result] = OrderedDict()
_CACHE_LOCK = threading.Lock()
#: Throws remembered with their runs: the game's own recent throws (simulated in a worker, then applied and
#: replayed on screen). A run holds every frame of the animation, so the memo stays small.
_CACHE_SIZE = 16


def count_round(points: list, playing: list, totals: list, wins: list) -> None:
    """Add a finished round to the teams' `totals` and `wins` (in place).

    A round is won by its one best score; when the best score is shared (0/0/0 included) nobody wins
    it. Ferti's "X winning rounds" variant names no tie rule, and the booklets never share a win
    (Nash's tied players play on in overtime), while sharing would let a scoreless round bring every
    player nearer the goal. The round still counts for the totals and the next order. Documented in
    the rules pages (i18n/rules/tumblin/*.md, section "Ties").
    """
    for t in playing:
        totals[t] += points[t]
    best = max(points[t] for t in playing)
    round_winners = [t for t in playing if points[t] == best]
    if len(round_winners) == 1:
        wins[round_winners[0]] += 1


class TumblinState(GameState):
    # The RNG only says how the next die lies in the thrower's hand (`_simulate` draws its start face and
    # turn), which the thrower sees anyway at a real table; and every screen must simulate exactly the same
    # throw to animate it. Nothing else is hidden, so a view keeps the RNG.
    public_rng = True

    def __init__(self, seats: int, options: dict[str, Any], rng: Rng, *, dice: tuple[Die, ...],
                 phase: str, round_no: int, order: tuple[int, ...], turn: int, totals: tuple[int, ...],
                 wins: tuple[int, ...], history: tuple[tuple[int | None, ...], ...],
                 start_rolls: tuple[int, ...], winners: tuple[int, ...] = (), reason: str = ""):
        super().__init__(seats, options, rng)
        self.dice = dice
        self.phase = phase
        self.round_no = round_no
        self.order = order
        self.turn = turn
        self.totals = totals
        self.wins = wins
        self.history = history
        self.start_rolls = start_rolls
        self.winners = winners
        self.reason = reason
        self.teams = teams_for(seats, options)

    # -- setting up ------------------------------------------------------------------
    @classmethod
    def initial(cls, seats: int, options: dict[str, Any], rng: Rng) -> TumblinState:
        rng = rng.copy()
        teams = teams_for(seats, options)
        rolls = [rng.randint(1, 6) for _ in range(seats)]
        # Ties roll again among themselves; the first roll is what players see.
        rank = {seat: (rolls[seat],) for seat in range(seats)}
        while len(set(rank.values())) < seats:
            for seat in sorted(rank):
                if sum(1 for v in rank.values() if v == rank[seat]) > 1:
                    rank[seat] = rank[seat] + (rng.randint(1, 6),)
        by_rank = sorted(range(seats), key=lambda s: rank[s], reverse=True)
        count = max(teams) + 1
        team_rank = sorted(range(count), key=lambda t: by_rank.index(next(s for s in by_rank if teams[s] == t)))
        members = {t: [s for s in by_rank if teams[s] == t] for t in range(count)}
        return cls(seats, options, rng, dice=tuple(dice_for(seats, options)), phase=THROWING, round_no=1,
                   order=tuple(_interleave(team_rank, members)), turn=0, totals=(0,) * count, wins=(0,) * count,
                   history=(), start_rolls=tuple(rolls))

    def _with(self, **changes) -> TumblinState:
        fields = dict(dice=self.dice, phase=self.phase, round_no=self.round_no, order=self.order, turn=self.turn,
                      totals=self.totals, wins=self.wins, history=self.history, start_rolls=self.start_rolls,
                      winners=self.winners, reason=self.reason)
        rng = changes.pop("rng", self.rng)
        fields.update(changes)
        return TumblinState(self.seats, self.options, rng, **fields)

    # -- queries ---------------------------------------------------------------------
    @property
    def team_count(self) -> int:
        return max(self.teams) + 1

    @property
    def to_move(self) -> int | None:
        if self.phase == OVER:
            return None
        return self.order[self.turn]

    def hand(self, seat: int) -> list[int]:
        """Indices of the dice `seat` still has to throw this round."""
        return [i for i, d in enumerate(self.dice) if d.owner == seat and d.status == HAND]

    def on_board(self) -> list[int]:
        return [i for i, d in enumerate(self.dice) if d.status == BOARD]

    def round_points(self) -> list[int]:
        """Points per team for the dice as they lie now (with the all-dice bonus once the round is over)."""
        points = [0] * self.team_count
        for d in self.dice:
            points[self.teams[d.owner]] += die_points(d, self.options)
        if self.phase != THROWING:
            points = self._with_bonus(points)
        return points

    def _with_bonus(self, points: list[int]) -> list[int]:
        bonus = self.options.get("all_dice_bonus", "none")
        if bonus == "none":
            return points
        result = list(points)
        for seat in set(self.order):
            mine = [d for d in self.dice if d.owner == seat]
            if mine and all(d.status == BOARD and (place_of(d).level or 0) >= 1 for d in mine):
                team = self.teams[seat]
                result[team] += {"plus10": 10, "plus20": 20}.get(bonus, 0)
                if bonus == "double":
                    result[team] += sum(die_points(d, self.options) for d in mine)
        return result

    def legal_moves(self) -> list[Any]:
        return [NEXT_ROUND] if self.phase == SCORED else []

    def outcome(self) -> Outcome | None:
        if self.phase != OVER:
            return None
        return Outcome(self.winners, self.reason, self.scores())

    def scores(self) -> tuple[float, ...]:
        return tuple(self.totals[self.teams[s]] for s in range(self.seats))

    def move_to_text(self, move: Any) -> str:
        self.check(move)
        return move_text(move)

    def parse_move(self, text: str) -> Any:
        move = read_move(text)
        self.check(move)
        return move

    def check(self, move: Any) -> None:
        """Raise `IllegalMove` (with a refusal code) unless `move` may be played now."""
        check_move(move, Throw, NextRound)
        if self.phase == OVER:
            raise IllegalMove(Refusal.GAME_OVER, move=move)
        if isinstance(move, NextRound):
            if self.phase != SCORED:
                raise IllegalMove(Refused.ROUND_NOT_OVER, move=move)
            return
        if self.phase != THROWING:
            raise IllegalMove(Refused.COLLECT_FIRST, move=move)
        b = _physics().board()
        (x0, x1), (y0, y1) = ([round(v * 1000) for v in span] for span in (b.launch_x, b.launch_y))
        if not (x0 <= move.x <= x1 and y0 <= move.y <= y1):
            raise IllegalMove(Refused.OFF_LAUNCH_PAD, x0, x1, y0, y1, move=move)
        limits = throw_limits()
        for value, (low, high), code in ((move.aim, limits["aim_mrad"], Refused.AIM),
                                         (move.speed, limits["speed_mm_s"], Refused.SPEED),
                                         (move.topspin, limits["topspin"], Refused.TOPSPIN),
                                         (move.sidespin, limits["sidespin"], Refused.SIDESPIN)):
            if not low <= value <= high:
                raise IllegalMove(code, low, high, move=move)
        if self.thrown_die(move) is None:
            raise IllegalMove(Refused.NO_BONUS_DIE if move.bonus else Refused.ONLY_BONUS_DIE, move=move)

    def thrown_die(self, move: Throw) -> int | None:
        seat = self.order[self.turn]
        return next((i for i in self.hand(seat) if self.dice[i].bonus == move.bonus), None)

    # -- playing ---------------------------------------------------------------------
    def apply(self, move: Any) -> TumblinState:
        self.check(move)
        if isinstance(move, NextRound):
            dice = tuple(replace(d, status=HAND, pose=None) for d in self.dice)
            return self._with(dice=dice, phase=THROWING, round_no=self.round_no + 1, turn=0)
        return self.result(move).state

    def result(self, move: Throw, cancel=None, remember: bool = True, trial: dict[str, float] | None = None) -> Result:
        """The simulated throw and the state after it (memoized: the same state and throw give the same result).

        A search trying throws passes `remember=False`: its run keeps only the first and last frames, and
        it does not push the game's own throws out of the memo. It may also pass `trial`, cheaper simulation
        settings (see `physics.simulate`); such a result is never remembered.
        """
        self.check(move)
        key = (self.to_json(), move)
        with _CACHE_LOCK:
            hit = _CACHE.get(key)
            if hit is not None:
                _CACHE.move_to_end(key)
                return hit
        result = self._simulate(move, cancel, frames=remember, trial=trial)
        if remember and not trial:
            with _CACHE_LOCK:
                _CACHE[key] = result
                while len(_CACHE) > _CACHE_SIZE:
                    _CACHE.popitem(last=False)
        return result

    def _simulate(self, move: Throw, cancel, frames: bool = True, trial: dict[str, float] | None = None) -> Result:
        from engine.tumblin.shapes import resting_quat, shape

        thrown = self.thrown_die(move)
        assert thrown is not None
        rng = self.rng.copy()
        die = self.dice[thrown]
        sh = shape(die.shape, _physics().board().edge)
        # How the die lies in the hand before the flick: any face up, any turn.
        start = resting_quat(sh, rng.below(sh.sides) + 1, rng.random() * 2 * math.pi)
        launch = _physics().launch_for(move.x / 1000, move.y / 1000, move.aim / 1000, move.speed / 1000,
                                    float(move.topspin), float(move.sidespin), start, die.shape)
        bodies = tuple(self.on_board()) + (thrown,)
        run = _physics().simulate(tuple(self.dice[i].shape for i in bodies),
                               [self.dice[i].pose for i in bodies[:-1]], launch, cancel, frames, trial)
        dice = list(self.dice)
        at_once = self.options.get("line_rule", "at_once") == "at_once"
        for body, index in enumerate(bodies):
            moved = replace(dice[index], status=BOARD, pose=run.final[body])
            place = place_of(moved)
            if place.level is None or _afloat(moved):
                moved = replace(moved, status=OFF)
            elif place.level == 0 and (at_once or moved.pose[0] < _physics().board().launch.x1):
                moved = replace(moved, status=SHORT)  # dice left on the launch pad always leave
            dice[index] = moved
        state = self._with(dice=tuple(dice), rng=rng)
        return Result(run, bodies, state._after_throw())

    def _after_throw(self) -> TumblinState:
        count = len(self.order)
        for step in range(1, count + 1):
            turn = (self.turn + step) % count
            if self.hand(self.order[turn]):
                return self._with(turn=turn)
        return self._end_round()

    def _end_round(self) -> TumblinState:
        teams = self.teams
        playing = sorted({teams[s] for s in self.order})
        points = self._with_bonus(self.round_points())
        totals = list(self.totals)
        wins = list(self.wins)
        count_round(points, playing, totals, wins)
        history = self.history + (tuple(points[t] if t in playing else None for t in range(self.team_count)),)
        goal = self.options.get("goal", "rounds")
        leaders: list[int] = []
        reason = Reason.SCORE
        if goal == "rounds" and self.round_no >= int(self.options.get("rounds", 4)):
            # Only the players of this round can win it: all of them after the set rounds, only the tied
            # ones in overtime (the others' totals stand, even when the tied ones lose points off the board).
            top = max(totals[t] for t in playing)
            leaders = [t for t in playing if totals[t] == top]
            if len(leaders) > 1:  # overtime: only the tied players throw again
                playing, leaders = leaders, []
        elif goal in ("301", "501") and max(totals) >= int(goal):
            top = max(totals)
            leaders = [t for t in range(self.team_count) if totals[t] == top]
        elif goal == "wins" and max(wins) >= int(self.options.get("wins_needed", 4)):
            top = max((wins[t], totals[t]) for t in range(self.team_count))
            leaders = [t for t in range(self.team_count) if (wins[t], totals[t]) == top]
            reason = ROUNDS_WON
        if leaders:
            winners = tuple(s for s in range(self.seats) if teams[s] in leaders)
            return self._with(phase=OVER, totals=tuple(totals), wins=tuple(wins), history=history,
                              winners=winners, reason=reason)
        # The next round: best round score first; ties keep the previous order.
        previous = list(self.order)
        first_index = {t: min(previous.index(s) for s in previous if teams[s] == t) for t in playing}
        team_rank = sorted(playing, key=lambda t: (-points[t], first_index[t]))
        members = {t: [s for s in previous if teams[s] == t] or [s for s in range(self.seats) if teams[s] == t]
                   for t in playing}
        for t in playing:
            members[t].sort(key=lambda s: -sum(die_points(d, self.options) for d in self.dice if d.owner == s))
        return self._with(phase=SCORED, totals=tuple(totals), wins=tuple(wins), history=history,
                          order=tuple(_interleave(team_rank, members)), turn=0)

    # -- JSON ------------------------------------------------------------------------
    def data_to_dict(self) -> dict[str, Any]:
        return {"dice": [d.to_dict() for d in self.dice], "phase": self.phase, "round": self.round_no,
                "order": list(self.order), "turn": self.turn, "totals": list(self.totals),
                "wins": list(self.wins), "history": [list(h) for h in self.history],
                "start_rolls": list(self.start_rolls), "winners": list(self.winners), "reason": self.reason}

    @classmethod
    def data_from_dict(cls, seats: int, options: dict[str, Any], rng: Rng, data: dict[str, Any]) -> TumblinState:
        if not isinstance(data, dict):
            raise BadState("tumblin: data must be an object")
        expected = dice_for(seats, options)
        raw_dice = data["dice"]
        if not isinstance(raw_dice, list) or len(raw_dice) != len(expected):
            raise BadState("tumblin: wrong number of dice")
        dice = []
        for raw, plain in zip(raw_dice, expected):
            if not isinstance(raw, dict) or raw.get("owner") != plain.owner or raw.get("shape") != plain.shape \
                    or raw.get("bonus") is not plain.bonus or raw.get("status") not in STATUSES:
                raise BadState("tumblin: a die does not fit the game")
            pose = raw.get("pose")
            if raw["status"] == HAND:
                if pose is not None:
                    raise BadState("tumblin: a die in hand has no pose")
            else:
                if not (isinstance(pose, list) and len(pose) == 7 and all(type(v) is float and math.isfinite(v)
                                                                          and abs(v) < 100 for v in pose)):
                    raise BadState("tumblin: bad die pose")
                norm = math.sqrt(sum(v * v for v in pose[3:]))
                if abs(norm - 1) > 1e-6:
                    raise BadState("tumblin: die orientation is not a unit quaternion")
                pose = tuple(pose)
            die = Die(plain.owner, plain.shape, plain.bonus, raw["status"], pose)
            if die.status == BOARD and (place_of(die).level is None or _afloat(die)):
                raise BadState("tumblin: a die on the board does not lie on it")
            dice.append(die)
        count = max(teams_for(seats, options)) + 1

        def ints(value, length, low, high, what):
            if not (isinstance(value, list) and (length is None or len(value) == length)
                    and all(type(v) is int and low <= v <= high for v in value)):
                raise BadState(f"tumblin: bad {what}")
            return tuple(value)

        phase = data["phase"]
        if phase not in (THROWING, SCORED, OVER):
            raise BadState("tumblin: bad phase")
        round_no = data["round"]
        if type(round_no) is not int or not 1 <= round_no <= 10_000:
            raise BadState("tumblin: bad round")
        order = ints(data["order"], None, 0, seats - 1, "order")
        if not order or len(set(order)) != len(order):
            raise BadState("tumblin: bad order")
        turn = data["turn"]
        if type(turn) is not int or not 0 <= turn < len(order):
            raise BadState("tumblin: bad turn")
        history = data["history"]
        if not isinstance(history, list) or len(history) > 10_000:
            raise BadState("tumblin: bad history")
        rows = []
        for row in history:
            if not (isinstance(row, list) and len(row) == count
                    and all(v is None or (type(v) is int and abs(v) < 10**6) for v in row)):
                raise BadState("tumblin: bad history row")
            rows.append(tuple(row))
        winners = ints(data["winners"], None, 0, seats - 1, "winners")
        reason = data["reason"]
        if not isinstance(reason, str) or (phase == OVER) != bool(winners):
            raise BadState("tumblin: bad result")
        state = cls(seats, options, rng, dice=tuple(dice), phase=phase, round_no=round_no, order=order, turn=turn,
                    totals=ints(data["totals"], count, -10**6, 10**6, "totals"),
                    wins=ints(data["wins"], count, 0, 10**4, "wins"), history=tuple(rows),
                    start_rolls=ints(data["start_rolls"], seats, 1, 6, "start rolls"),
                    winners=winners, reason=reason)
        if phase == THROWING and not state.hand(order[turn]):
            raise BadState("tumblin: the player to throw has no die")
        return state


__all__ = ["NEXT_ROUND", "Die", "NextRound", "Place", "Refused", "Result", "Throw", "TumblinState", "throw_limits"]
