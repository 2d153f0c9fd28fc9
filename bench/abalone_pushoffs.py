"""Declined push-offs (issue 32): does hard ever leave a push-off that wins material safely?

    .venv/bin/python bench/abalone_pushoffs.py                 # 20 games of hard against hard, the summary
    .venv/bin/python bench/abalone_pushoffs.py --verbose       # and a line per game, a line per declined push-off
    .venv/bin/python bench/abalone_pushoffs.py --games 3 --work 6000 --depth 4   # a quick look
    .venv/bin/python bench/abalone_pushoffs.py --depth 12 --position '{"black": [...], ...}' --taken h8g7
                                                               # one decline judged again, deeper

Hard plays itself on the standard, Belgian daisy and German daisy layouts in turn (two random plies first, from
the seed, so the games differ; the ply cap of bench/abalone.py's matches, more marbles winning at the cap), at a
fixed budget of work a move (`engine.ai.choose(work=...)`: the same games under any load; the script prints what
the budget is in nodes and seconds here). At every ply it notes whether the mover had a push-off (a legal move
that pushes an opposing marble off the board) and whether it took one. A ply with a push-off available and none
taken is a declined push-off, and each one is judged by checks of its own, not by the player's search:

- "lost straight back": after every push-off, a search of ejections only (each side may stop, `--exchange`
  plies) wins the opponent back at least the marble: the push-off is a trade at best;
- "conversion": the move taken pushes a marble off next move whatever the opponent replies (and no reply pushes
  one of ours off first): material as fast, with a better position;
- "a better move": fixed-depth searches of the compiled core (`--depth` - 1 and `--depth` plies, no clock: the
  mean of an odd and an even depth, as the analysis takes it) value the move taken at least as high as the best
  safe push-off (the values of both depths are printed); "as good a move" when it falls short by no more than
  `AS_GOOD` (an eighth of a marble: the same material, and a ranking that the depth can turn either way);
- "unexplained": everything else, with the position (its JSON) so it can be looked at.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections import Counter
from pathlib import Path

sys.path[0] = str(Path(__file__).resolve().parent.parent)  # the project's root, as bench/abalone.py does

import engine  # noqa: E402
from bench.abalone import MAIN_LAYOUTS, play_game  # noqa: E402
from engine.abalone import ai  # noqa: E402
from engine.abalone import search as core  # noqa: E402
from engine.abalone.rules import EJECT, AbaloneState, generate, position_from_dict, position_to_dict  # noqa: E402
from engine.ai import Budget, work_per_second  # noqa: E402
from engine.rng import Rng  # noqa: E402

REASONS = ("lost straight back", "conversion", "a better move", "as good a move", "unexplained")
#: Search values this close (marble-thousandths: an eighth of a marble) are as good as each other: the two
#: moves lead to the same material, and hard's own deeper search may rank them either way.
AS_GOOD = 125
#: A won game in the exchange search: more than any number of marbles.
GAME = 100


def exchange(own: int, opp: int, own_lost: int, opp_lost: int, target: int, plies: int) -> int:
    """Marbles the side owning `own` (to move) nets by ejections alone within `plies` plies, each side free to
    stop (so never below 0); pushing the last marble off is worth `GAME`."""
    best = 0
    if plies <= 0:
        return best
    for _marbles, _d, new_own, new_opp, effect in generate(own, opp):
        if effect != EJECT:
            continue
        if opp_lost + 1 >= target:
            return GAME
        best = max(best, 1 - exchange(new_opp, new_own, opp_lost + 1, own_lost, target, plies - 1))
    return best


def after(state: AbaloneState, move) -> tuple[int, int, int, int]:
    """(mover's marbles, opponent's, mover's lost, opponent's lost) after the mover's `move`."""
    black, white, effect = state.children()[move]
    seat = state.turn
    own, opp = (black, white) if seat == 0 else (white, black)
    return own, opp, state.lost[seat], state.lost[1 - seat] + (effect == EJECT)


def pushoffs_of(state: AbaloneState) -> list:
    """The mover's legal moves that push a marble off."""
    return [m for m in state.legal_moves() if state.effect(m) == EJECT]


def pushoff_net(state: AbaloneState, move, plies: int) -> int:
    """What the push-off `move` nets in marbles once the opponent's ejections (`plies` of captures) are in."""
    own, opp, own_lost, opp_lost = after(state, move)
    target = state.options["marbles_to_win"]
    if opp_lost >= target:
        return GAME
    return 1 - exchange(opp, own, opp_lost, own_lost, target, plies)


def forces_pushoff(state: AbaloneState, move) -> bool:
    """Whether, after `move`, every reply leaves the mover a push-off and none pushes one of the mover's off."""
    own, opp, _own_lost, _opp_lost = after(state, move)
    replies = generate(opp, own)
    for _marbles, _d, new_opp, new_own, effect in replies:
        if effect == EJECT or not any(e == EJECT for *_, e in generate(new_own, new_opp)):
            return False
    return bool(replies)


def move_values(state: AbaloneState, moves: list, depth: int) -> list[tuple[int, int]]:
    """The values of each of `moves` for the mover by the compiled core's search to `depth - 1` and to `depth`
    plies (no clock, no repetition rule): each move searched alone, all in one table. An odd depth ends on the
    mover's move and flatters it, an even one the opponent: `judge` compares their means, as the analysis does."""
    seat = state.turn
    own, opp = core.to_dense(state.marbles[seat]), core.to_dense(state.marbles[1 - seat])
    searcher = ai.core_searcher(core, state.options["marbles_to_win"])
    values = []
    for move in moves:
        black, white, _effect = state.children()[move]
        new_own, new_opp = (black, white) if seat == 0 else (white, black)
        root = [(own ^ core.to_dense(new_own), opp ^ core.to_dense(new_opp), None)]
        values.append(tuple(searcher.think(own, opp, state.lost[seat], state.lost[1 - seat], root, d,
                                           ai._SEARCH["aspiration"])[1] for d in (depth - 1, depth)))
    return values


def judge(state: AbaloneState, taken, pushoffs: list, depth: int, plies: int) -> tuple[str, dict]:
    """The reason a declined push-off was right (one of `REASONS`) and the figures behind it."""
    nets = {p: pushoff_net(state, p, plies) for p in pushoffs}
    facts = {"taken": state.move_to_text(taken),
             "push-offs": {state.move_to_text(p): net for p, net in nets.items()}}
    if max(nets.values()) <= 0:
        return "lost straight back", facts
    if forces_pushoff(state, taken):
        return "conversion", facts
    safe = [p for p in pushoffs if nets[p] > 0]
    values = move_values(state, [taken, *safe], depth)
    means = [sum(v) / 2 for v in values]
    best = max(range(len(safe)), key=lambda i: means[i + 1])
    facts.update(value_taken=values[0], best_pushoff=state.move_to_text(safe[best]), value_pushoff=values[best + 1])
    if means[0] >= means[best + 1]:
        return "a better move", facts
    return ("as good a move" if means[0] >= means[best + 1] - AS_GOOD else "unexplained"), facts


class Tally:
    """The plies, push-offs and declines of the games, with each decline's reason and figures."""

    def __init__(self, depth: int, plies: int, verbose: bool):
        self.depth, self.plies, self.verbose = depth, plies, verbose
        self.counts: Counter = Counter()
        self.declines: list[dict] = []
        self.game = 0

    def observe(self, state: AbaloneState, move) -> None:
        self.counts["plies"] += 1
        pushoffs = pushoffs_of(state)
        if not pushoffs:
            return
        self.counts["available"] += 1
        if state.effect(move) == EJECT:
            self.counts["taken"] += 1
            return
        self.counts["declined"] += 1
        reason, facts = judge(state, move, pushoffs, self.depth, self.plies)
        self.counts[reason] += 1
        decline = {"game": self.game, "ply": state.plies, "reason": reason, **facts}
        if reason == "unexplained":
            decline["position"] = position_to_dict(state)
        self.declines.append(decline)
        if self.verbose:
            print(f"    game {self.game} ply {state.plies:3} {state.lost[state.turn]}-{state.lost[1 - state.turn]} {reason}: "
                  f"{json.dumps(facts)}", flush=True)


def calibrate(work: int) -> str:
    """What `work` units buy hard here: nodes and CPU seconds of one move from the standard start."""
    state = engine.new_game("abalone", 2, {"layout": "standard"})
    stats: dict = {}
    started = time.process_time()
    ai.choose(state, "hard", Rng(1), Budget.of_work(work, work_per_second("abalone")), stats=stats)
    took = time.process_time() - started
    return (f"{work} units of work a move ({work / work_per_second('abalone'):g} s on the work clock): from the "
            f"standard start hard searches {stats['nodes'] / 1e6:.1f}M nodes to depth {stats['depth']} in "
            f"{took:.2f} s of CPU here ({'compiled' if ai.COMPILED else 'Python'} search)")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--work", type=int, default=24000, help="units of work a move (default: about 1 s of the "
                                                                "compiled search)")
    parser.add_argument("--cap", type=int, default=100, help="ply cap (more marbles wins at the cap)")
    parser.add_argument("--depth", type=int, default=10, help="plies of the fixed-depth searches behind 'a better move' "
                                                             "(this one and one less)")
    parser.add_argument("--exchange", type=int, default=3, help="plies of the ejections-only search after a push-off")
    parser.add_argument("--seed", type=int, default=1000, help="game k is played from seed + k")
    parser.add_argument("--verbose", action="store_true", help="a line per game and per declined push-off")
    parser.add_argument("--position", help="judge one declined push-off instead: the position's JSON, as the "
                                           "summary prints it (with --taken)")
    parser.add_argument("--taken", help="the move taken in --position, e.g. h8g7")
    args = parser.parse_args()
    if args.position:
        state = position_from_dict(json.loads(args.position))
        pushoffs = pushoffs_of(state)
        reason, facts = judge(state, state.parse_move(args.taken), pushoffs, args.depth, args.exchange)
        print(f"{reason}: {json.dumps(facts)}")
        return
    print(calibrate(args.work))
    print(f"{args.games} games of hard against hard, cap {args.cap} plies; 'a better move' by the compiled core "
          f"to depths {args.depth - 1} and {args.depth}; exchanges {args.exchange} plies of ejections", flush=True)
    tally = Tally(args.depth, args.exchange, args.verbose)
    started = time.perf_counter()
    for game in range(args.games):
        layout = MAIN_LAYOUTS[game % 3]
        tally.game = game + 1
        before = Counter(tally.counts)
        winners = play_game(("hard", "hard"), 0, args.cap, args.seed + game, layout, work=args.work,
                            observe=tally.observe)
        if args.verbose:
            done = tally.counts - before
            result = "drawn" if not winners else ("Black", "White")[winners[0]] + " won"
            print(f"  game {game + 1:2} {layout:13} {result:9} plies {done['plies']:3} push-offs available "
                  f"{done['available']:3} declined {done['declined']:3} "
                  + " ".join(f"{r}: {done[r]}" for r in REASONS if done[r])
                  + f"   {time.perf_counter() - started:6.0f} s", flush=True)
    counts = tally.counts
    print("\n| games | plies | push-off available | taken | declined | "
          + " | ".join(REASONS) + " |")
    print("|---" * (5 + len(REASONS)) + "|")
    print(f"| {args.games} | {counts['plies']} | {counts['available']} | {counts['taken']} | {counts['declined']} | "
          + " | ".join(str(counts[r]) for r in REASONS) + " |")
    for decline in tally.declines:
        if decline["reason"] == "unexplained":
            print(json.dumps(decline))
    print(f"{time.perf_counter() - started:.0f} s")


if __name__ == "__main__":
    main()
