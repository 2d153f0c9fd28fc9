"""Interactive tutorials: a game's lessons as data, and the judge of each move a learner makes.

A tutorial lives in `engine/<id>/data/tutorial.json`:

    {"steps": [
      {"title": "Pushing", "text": "Three of your marbles push two...",      # English; translated in
       "hint": "Push with the line of three.", "done": "Well pushed!",        # context "tutorial" of the
                                                                              # game's catalog
       "position": {"seats": 2, "options": {}, "seed": 1, "moves": ["..."]},  # or "state": a state dict
       "highlight": ["e5", "e6"],                                             # cells, in the game's notation
       "turns": [{"expect": ["e5e6"], "reply": ["a1b2"]},                     # the move(s) the step accepts,
                 {"goal": {"kind": "die_on_level", "level": 4},               # or a goal the game checks,
                  "solution": "x40y0a0s2030t6"}],                             # with one move that reaches it
       "challenge": false}
    ]}

A step without turns is read and left with "Next". Each turn accepts only its intended moves (or a move
that reaches its goal); anything else is refused with a code: the engine's own refusal for an illegal
move, `NOT_INTENDED` for a legal move the step does not ask for, `GOAL_MISSED` for a move that missed the
goal. After an accepted move the turn's `reply` moves (the other seats) are played. Goal kinds are the
game's own: `GOALS` in `engine/<id>/tutorial.py`, each `check(before, after, **params) -> bool`.
"""

from __future__ import annotations

import importlib
import json
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import engine
from engine.core import QT_TRANSLATE_NOOP, BadState, GameState, IllegalMove

#: Refusal codes of a tutorial (context "refusals" of the shell catalog).
NOT_INTENDED = "tutorial_not_intended"
GOAL_MISSED = "tutorial_goal_missed"
REFUSALS = {
    NOT_INTENDED: QT_TRANSLATE_NOOP("refusals", "That move is allowed, but this step asks for another one."),
    GOAL_MISSED: QT_TRANSLATE_NOOP("refusals", "That did not reach the goal of this step."),
}
#: Steps a tutorial may have (the lessons stay short).
MIN_STEPS, MAX_STEPS = 6, 12


@dataclass(frozen=True)
class Turn:
    """One move the learner makes: one of `expect` (move texts), or any move reaching `goal`."""

    expect: tuple[str, ...] = ()
    goal: dict[str, Any] | None = None
    solution: str = ""
    reply: tuple[str, ...] = ()

    @property
    def example(self) -> str:
        """A move this turn accepts (for "Show me" and for tests)."""
        return self.expect[0] if self.expect else self.solution


@dataclass(frozen=True)
class Step:
    title: str
    text: str
    position: GameState
    hint: str = ""
    done: str = ""
    highlight: tuple[str, ...] = ()
    turns: tuple[Turn, ...] = ()
    challenge: bool = False


@dataclass(frozen=True)
class Tutorial:
    game_id: str
    steps: tuple[Step, ...] = field(default_factory=tuple)

    def texts(self) -> list[str]:
        """Every text of the tutorial, for the translation catalogs."""
        return [t for step in self.steps for t in (step.title, step.text, step.hint, step.done) if t]


def tutorial_path(game_id: str) -> Path:
    return Path(__file__).resolve().parent / game_id / "data" / "tutorial.json"


def has_tutorial(game_id: str) -> bool:
    return tutorial_path(game_id).is_file()


def load_tutorial(game_id: str) -> Tutorial:
    """The tutorial of `game_id`, its positions built and checked; `BadState` if the data is wrong."""
    try:
        data = json.loads(tutorial_path(game_id).read_text(encoding="utf-8"))
        steps = tuple(_step(game_id, raw) for raw in data["steps"])
    except (OSError, ValueError, KeyError, TypeError) as exc:
        raise BadState(f"{game_id}: tutorial data does not fit ({type(exc).__name__}: {exc})") from None
    if not MIN_STEPS <= len(steps) <= MAX_STEPS:
        raise BadState(f"{game_id}: a tutorial has {MIN_STEPS} to {MAX_STEPS} steps, not {len(steps)}")
    return Tutorial(game_id, steps)


def _step(game_id: str, raw: dict[str, Any]) -> Step:
    if "state" in raw:
        position = engine.state_from_dict(raw["state"])
    else:
        setup = raw["position"]
        position = engine.new_game(game_id, setup["seats"], setup.get("options") or {}, setup.get("seed", 0))
        for text in setup.get("moves", ()):
            position = position.apply(position.parse_move(text))
    if position.spec.id != game_id:
        raise BadState(f"{game_id}: a tutorial position belongs to {position.spec.id}")
    turns = tuple(Turn(tuple(t.get("expect", ())), t.get("goal"), t.get("solution", ""), tuple(t.get("reply", ())))
                  for t in raw.get("turns", ()))
    for turn in turns:
        if bool(turn.expect) == bool(turn.goal) or (turn.goal and not turn.solution):
            raise BadState(f"{game_id}: a tutorial turn needs either expected moves or a goal with a solution")
    return Step(str(raw["title"]), str(raw["text"]), position, str(raw.get("hint", "")), str(raw.get("done", "")),
                tuple(str(c) for c in raw.get("highlight", ())), turns, bool(raw.get("challenge", False)))


def goal_checks(game_id: str) -> dict[str, Callable[..., bool]]:
    """The game's goal kinds (`GOALS` in `engine/<id>/tutorial.py`); none when it has no such module."""
    try:
        module = importlib.import_module(f"engine.{game_id}.tutorial")
    except ModuleNotFoundError as exc:
        if exc.name != f"engine.{game_id}.tutorial":
            raise
        return {}
    return module.GOALS


class Lesson:
    """A learner's way through one tutorial: the step, the turn within it and the position now."""

    def __init__(self, tutorial: Tutorial, step: int = 0):
        self.tutorial = tutorial
        self.goals = goal_checks(tutorial.game_id)
        self.go_to(step)

    @property
    def step(self) -> Step:
        return self.tutorial.steps[self.index]

    @property
    def turn(self) -> Turn | None:
        """The move the learner is to make now; None once the step is complete (or has no moves)."""
        turns = self.step.turns
        return turns[self.turn_index] if self.turn_index < len(turns) else None

    @property
    def step_done(self) -> bool:
        return self.turn is None

    @property
    def finished(self) -> bool:
        return self.index == len(self.tutorial.steps) - 1 and self.step_done

    def go_to(self, index: int) -> None:
        """Start step `index` afresh (from its own position)."""
        self.index = max(0, min(index, len(self.tutorial.steps) - 1))
        self.turn_index = 0
        self.state = self.step.position

    def judge(self, move: Any) -> GameState:
        """The position after `move` if the step accepts it; raises `IllegalMove` with the reason if not.

        Nothing changes until `accept` is called with the result (so a view may animate it first)."""
        turn = self.turn
        if turn is None:
            raise IllegalMove(NOT_INTENDED)
        text = self.state.move_to_text(move)  # IllegalMove for anything the engine cannot write
        after = self.state.apply(move)  # the engine's own refusal for an illegal move
        if turn.expect:
            if text not in turn.expect:
                raise IllegalMove(NOT_INTENDED)
        else:
            params = {k: v for k, v in turn.goal.items() if k != "kind"}
            if not self.goals[turn.goal["kind"]](self.state, after, **params):
                raise IllegalMove(GOAL_MISSED)
        return after

    def accept(self, after: GameState) -> list[GameState]:
        """Move on after a judged move; returns the positions the replies lead through (maybe none)."""
        turn = self.turn
        positions = []
        state = after
        for text in turn.reply:
            state = state.apply(state.parse_move(text))
            positions.append(state)
        self.state = state
        self.turn_index += 1
        return positions

    def play(self, move: Any) -> GameState:
        """Judge and accept `move` (refused moves raise `IllegalMove`); the position after the replies."""
        self.accept(self.judge(move))
        return self.state
