"""Abalone figures, side by side with the peer engine abalone-boai, in one run.

    .venv/bin/python bench/abalone.py            # a few minutes: move generation, nodes/s, short matches
    .venv/bin/python bench/abalone.py --full     # the issue's matches: 20 games per pairing at 2 s a move
    .venv/bin/python bench/abalone.py --perft    # perft 1-3 of the main layouts, ours vs boai (minutes)
    .venv/bin/python bench/abalone.py --speed    # nodes/s at fixed depths and the depth reached in 2 s
    .venv/bin/python bench/abalone.py --cpu ...  # every budget on this process's CPU clock (a shared machine)
    .venv/bin/python bench/abalone.py --core     # issue 32: hard's search today, its core interpreted, compiled
    .venv/bin/python bench/abalone.py --matches-only --pairings hard-hardpy --games 10 --seconds 2 --cpu
                                                 # the compiled hard against today's hard (the Python search)

1. Legal-move generation from the three main starts and from random mid-game positions:
   this engine (`generate`, the search's path, and `legal_moves()` on a fresh state, the
   contract's path with Move objects) against abalone-boai's `generate_legal_moves()`.
   Goal: at least 50 times faster than boai.
2. Nodes per second of the hard search from a start and from mid-game positions, and whether
   a whole `engine.ai.choose` call keeps its deadline. Goal: hard at 0.6 s returns within 1.2 s.
3. Matches: hard vs normal, normal vs easy, and each level against a greedy one-ply player.
   Colours alternate; each game starts after two random plies so games differ; a game that
   reaches the ply cap goes to the side with more marbles (the `move_cap` house rule).
   Goal: hard beats normal and normal beats easy in at least 70% of 20 games.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

sys.path[0] = str(Path(__file__).resolve().parent.parent)  # not bench/: bench/abalone.py would shadow boai's `abalone`

import engine  # noqa: E402
import engine.ai as engine_ai  # noqa: E402
from bench import abalone_peer as peer  # noqa: E402
from engine.abalone import ai  # noqa: E402
from engine.abalone.rules import EJECT, AbaloneState, generate  # noqa: E402
from engine.ai import Budget  # noqa: E402
from engine.rng import Rng  # noqa: E402

MAIN_LAYOUTS = ("standard", "belgian_daisy", "german_daisy")

#: For bench/strength.py (read as data). Belgian Daisy is the tournament layout: its first moves already
#: touch the opponent, so games are decided rather than drawn on the cap. A game that reaches the cap goes
#: to the side ahead on `state.scores()` (marbles pushed off; equal: a draw), the same judgement as the
#: game's own `move_cap` house rule (more marbles on the board wins). A game lasts 60-150 plies.
TOURNAMENT = {
    "game": "abalone",
    "modes": [
        {"name": "belgian daisy", "seats": 2, "options": {"layout": "belgian_daisy"}, "move_cap": 200},
    ],
}

#: The clock of every budget: wall time, or (--cpu) this process's CPU time.
CLOCK = [time.monotonic]


def best_of(fn, *args, repeat: int = 5, number: int = 20) -> float:
    """Best time of one call of `fn(*args)`, in milliseconds."""
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        for _ in range(number):
            fn(*args)
        times.append((time.perf_counter() - start) / number)
    return min(times) * 1000


def midgame_positions(count: int, seed: int = 1) -> list[AbaloneState]:
    """Positions 30-90 plies into random games that prefer pushes (so some marbles are out)."""
    rnd = random.Random(seed)
    positions = []
    while len(positions) < count:
        state = engine.new_game("abalone", 2, {"layout": rnd.choice(MAIN_LAYOUTS)})
        for _ in range(rnd.randint(30, 90)):
            if state.outcome():
                break
            moves = state.legal_moves()
            pushes = [m for m in moves if state.effect(m) != 2]
            state = state.apply(rnd.choice(pushes if pushes and rnd.random() < 0.6 else moves))
        if not state.outcome():
            positions.append(state)
    return positions


def contract_moves(state: AbaloneState) -> list:
    """`legal_moves()` on a fresh copy of `state` (states cache their moves)."""
    copy = AbaloneState(state.seats, state.options, state.rng, state.marbles, state.turn, state.lost, state.plies)
    return copy.legal_moves()


def boai_moves(game) -> list:
    return list(game.generate_legal_moves())


def movegen_section(mid_count: int) -> None:
    print("== legal-move generation (ms per call, best of 5) ==")
    have_boai = peer.available()
    if not have_boai:
        print("abalone-boai is not installed: only this engine's figures")
    print(f"{'position':22} {'moves':>5} {'generate':>9} {'legal_moves':>11} {'boai':>8} {'boai/ours':>9}")
    rows = [(layout, engine.new_game("abalone", 2, {"layout": layout})) for layout in MAIN_LAYOUTS]
    rows += [(f"mid-game #{i + 1} ({s.plies} plies)", s) for i, s in enumerate(midgame_positions(mid_count))]
    ratios = []
    for name, state in rows:
        own, opp = state.marbles[state.turn], state.marbles[1 - state.turn]
        ours = best_of(generate, own, opp, number=50)
        contract = best_of(contract_moves, state, number=50)
        theirs = None
        if have_boai:
            game = peer.boai_game(*state.marbles, black_to_move=state.turn == 0)
            theirs = best_of(boai_moves, game, repeat=3, number=3)
            ratios.append(theirs / contract)
        print(f"{name:22} {len(generate(own, opp)):5} {ours:9.3f} {contract:11.3f} "
              f"{'' if theirs is None else f'{theirs:8.2f}'} {'' if theirs is None else f'{theirs / contract:8.0f}x'}")
    if ratios:
        print(f"speed-up of legal_moves() over boai: median {statistics.median(ratios):.0f}x, "
              f"minimum {min(ratios):.0f}x (goal: 50x)")


def speed_section(depths=(4, 5), seconds: float = 2.0) -> None:
    """Fixed-depth searches (nodes and CPU seconds do not depend on the load), then the depth reached in `seconds`
    of CPU time. The positions are those of the search section: the three starts and mid-games of seed 2."""
    rows = [(layout, engine.new_game("abalone", 2, {"layout": layout})) for layout in MAIN_LAYOUTS]
    rows += [(f"mid-game #{i + 1}", s) for i, s in enumerate(midgame_positions(5, seed=2))]
    for depth in depths:
        print(f"\n== hard at fixed depth {depth} (CPU time) ==")
        print(f"{'position':22} {'nodes':>8} {'seconds':>7} {'nodes/s':>8}")
        total_nodes = total_seconds = 0
        for name, state in rows:
            stats: dict = {}
            started = time.process_time()
            ai.choose(state, "hard", Rng(1), Budget(1e6), stats=stats, depth=depth)
            took = time.process_time() - started
            total_nodes, total_seconds = total_nodes + stats["nodes"], total_seconds + took
            print(f"{name:22} {stats['nodes']:8} {took:7.2f} {stats['nodes'] / took:8.0f}")
        print(f"{'all':22} {total_nodes:8} {total_seconds:7.2f} {total_nodes / total_seconds:8.0f}")
    print(f"\n== depth reached in {seconds:g} s of CPU time ==")
    for name, state in rows:
        stats = {}
        ai.choose(state, "hard", Rng(1), Budget(seconds, clock=time.process_time), stats=stats)
        print(f"{name:22} depth {stats['depth']:2} {stats['nodes']:8} nodes")


def core_section(seconds: float = 2.0) -> None:
    """Issue 32: nodes per second, depth reached and share of the budget used by hard in `seconds` of CPU time,
    with today's Python search, the search core of engine/abalone/search.py imported as Python, and compiled."""
    import importlib.util

    from engine.abalone import search as compiled_core

    spec = importlib.util.spec_from_file_location("search_source", Path(ai.__file__).with_name("search.py"))
    source_core = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(source_core)
    rows = [(layout, engine.new_game("abalone", 2, {"layout": layout})) for layout in MAIN_LAYOUTS]
    rows += [(f"mid-game #{i + 1}", s) for i, s in enumerate(midgame_positions(3, seed=2))]
    searches = [("today (Python search)", None), ("core, interpreted", source_core)]
    if compiled_core.COMPILED:
        searches.append(("core, compiled", compiled_core))
    else:
        print("the compiled core is not built (python setup.py --in-place): only the Python figures")
    _max_depth, share, _margin = ai.LEVEL_SETTINGS["hard"]
    for title, module in searches:
        print(f"\n== hard, {title}: {seconds:g} s of CPU time a move ==")
        print(f"{'position':22} {'depth':>5} {'nodes':>9} {'nodes/s':>9} {'budget used':>11}")
        total_nodes = total_seconds = 0
        for name, state in rows:
            stats: dict = {}
            budget = Budget(seconds, clock=time.process_time)
            if module is None:
                ai.choose(state, "hard", Rng(1), budget, stats=stats, compiled=False)
            else:
                ai.choose_with_core(module, state, Rng(1), budget.part(share, poll_every=1), 64, stats)
            total_nodes, total_seconds = total_nodes + stats["nodes"], total_seconds + stats["seconds"]
            print(f"{name:22} {stats['depth']:5} {stats['nodes']:9} {stats['nodes'] / stats['seconds']:9.0f} "
                  f"{100 * stats['seconds'] / seconds:10.0f}%", flush=True)
        print(f"{'all':22} {'':5} {total_nodes:9} {total_nodes / total_seconds:9.0f}")


def search_section(seconds: float, mid_count: int) -> None:
    print(f"\n== search speed (hard, {seconds:g} s a move) ==")
    print(f"{'position':22} {'depth':>5} {'nodes':>8} {'seconds':>7} {'nodes/s':>8}")
    rows = [(layout, engine.new_game("abalone", 2, {"layout": layout})) for layout in MAIN_LAYOUTS]
    rows += [(f"mid-game #{i + 1}", s) for i, s in enumerate(midgame_positions(mid_count, seed=2))]
    for name, state in rows:
        stats: dict = {}
        ai.choose(state, "hard", Rng(1), Budget(seconds, clock=CLOCK[0]), stats=stats)
        print(f"{name:22} {stats['depth']:5} {stats['nodes']:8} {stats['seconds']:7.2f} "
              f"{stats['nodes'] / stats['seconds']:8.0f}")


def deadline_section(deadline: float, mid_count: int) -> None:
    """Wall time of a whole `engine.ai.choose` call (the contract's path) against its deadline."""
    print(f"\n== deadline keeping (hard, deadline {deadline:g} s; goal: every call within {2 * deadline:g} s) ==")
    rows = [(layout, engine.new_game("abalone", 2, {"layout": layout})) for layout in MAIN_LAYOUTS]
    rows += [(f"mid-game #{i + 1}", s) for i, s in enumerate(midgame_positions(mid_count, seed=3))]
    worst = 0.0
    for name, state in rows:
        started = time.perf_counter()
        engine_ai.choose(state, "hard", seed=1, deadline_s=deadline)
        took = time.perf_counter() - started
        worst = max(worst, took)
        print(f"{name:22} {took:7.2f} s")
    print(f"slowest call {worst:.2f} s: {'within' if worst < 2 * deadline else 'OVER'} the goal")


def greedy(state: AbaloneState, rnd: random.Random):
    """One ply: the move whose resulting position the evaluation likes best (ties at random)."""
    seat = state.turn
    best, best_moves = None, []
    for move, (black, white, effect) in state.children().items():
        after = (black, white)
        lost = list(state.lost)
        if effect == EJECT:
            lost[1 - seat] += 1
        value = -ai.evaluate(after[1 - seat], after[seat], lost[1 - seat], lost[seat])
        if best is None or value > best:
            best, best_moves = value, [move]
        elif value == best:
            best_moves.append(move)
    return rnd.choice(best_moves)


def play_game(players: tuple[str, str], seconds: float, cap: int, seed: int, layout: str, work: int | None = None,
              observe=None) -> tuple[int, ...]:
    """Winners of one game (seat 0 Black); `players` are levels or "greedy". With `work` the levels search that
    many units of work a move (`engine.ai.choose(work=...)`: the same moves under any load) instead of `seconds`;
    `observe(state, move)`, when given, sees every move after the random opening before it is played."""
    rnd = random.Random(seed)
    state = engine.new_game("abalone", 2, {"layout": layout, "move_cap": cap})
    for _ in range(2):  # a random opening ply each, so the games differ
        state = state.apply(rnd.choice(state.legal_moves()))
    while state.outcome() is None:
        player = players[state.turn]
        if player == "greedy":
            move = greedy(state, rnd)
        elif player == "hardpy":  # today's hard: the Python search, whether or not the core is compiled
            move = ai.choose(state, "hard", Rng(rnd.randrange(1 << 30)), Budget(seconds, clock=CLOCK[0]),
                             compiled=False)
        elif work is not None:
            move = engine_ai.choose(state, player, seed=rnd.randrange(1 << 30), work=work)
        else:
            move = ai.choose(state, player, Rng(rnd.randrange(1 << 30)), Budget(seconds, clock=CLOCK[0]))
        if observe is not None:
            observe(state, move)
        state = state.apply(move)
    return state.outcome().winners


VERB = {"win": "wins", "draw": "draws", "loss": "loses"}


def match(a: str, b: str, games: int, seconds: float, cap: int, verbose: bool = False) -> None:
    score = {"win": 0, "draw": 0, "loss": 0}
    started = time.perf_counter()
    for game in range(games):
        a_seat = game % 2
        players = (a, b) if a_seat == 0 else (b, a)
        layout = MAIN_LAYOUTS[(game // 2) % 3]
        winners = play_game(players, seconds, cap, seed=1000 + game, layout=layout)
        result = "draw" if not winners else "win" if winners == (a_seat,) else "loss"
        score[result] += 1
        if verbose:
            colour = "Black" if a_seat == 0 else "White"
            print(f"  game {game + 1:2}: {a} ({colour}) vs {b}, {layout}: {a} {VERB[result]}"
                  f"   {time.perf_counter() - started:6.0f} s", flush=True)
    points = score["win"] + score["draw"] / 2
    print(f"{a:>7} vs {b:<7} {score['win']:3} {score['draw']:5} {score['loss']:4}   {100 * points / games:5.1f}%"
          f"   {time.perf_counter() - started:6.0f} s", flush=True)


PAIRINGS = (("hard", "normal"), ("normal", "easy"), ("hard", "greedy"), ("normal", "greedy"), ("easy", "greedy"))


def match_section(full: bool, games: int | None, seconds: float | None, pairings=PAIRINGS,
                  verbose: bool = False) -> None:
    default_games, default_seconds, cap = (20, 2.0, 200) if full else (4, 0.25, 100)
    games, seconds = games or default_games, seconds or default_seconds
    print(f"\n== matches: {games} games each, {seconds:g} s a move, cap {cap} plies "
          f"(more marbles wins at the cap) ==")
    print(f"{'':18} {'won':>3} {'drawn':>5} {'lost':>4}   {'score':>6}   {'time':>6}")
    for a, b in pairings:
        match(a, b, games, seconds, cap, verbose)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--full", action="store_true", help="20 games per pairing at 2 s a move (hours)")
    parser.add_argument("--perft", action="store_true", help="only perft 1-3 against abalone-boai")
    parser.add_argument("--no-matches", action="store_true", help="skip the matches")
    parser.add_argument("--games", type=int, help="games per pairing (default 4, or 20 with --full)")
    parser.add_argument("--seconds", type=float, help="seconds a move (default 0.25, or 2 with --full)")
    parser.add_argument("--matches-only", action="store_true", help="skip move generation and search speed")
    parser.add_argument("--pairings", help="only these matches, e.g. hard-normal,normal-easy (to run them in "
                                           "separate processes)")
    parser.add_argument("--verbose", action="store_true", help="a line per game")
    parser.add_argument("--speed", action="store_true", help="only nodes/s at fixed depths and depth in 2 s")
    parser.add_argument("--cpu", action="store_true", help="budgets on this process's CPU clock, not wall time")
    parser.add_argument("--core", action="store_true",
                        help="only hard's nodes/s, depth and budget used: today, its core interpreted, compiled")
    args = parser.parse_args()
    if args.cpu:
        CLOCK[0] = time.process_time
    if args.perft:
        sys.argv = [sys.argv[0], "3"]
        peer.main()
        return
    if args.speed:
        speed_section()
        return
    if args.core:
        core_section()
        return
    if not args.matches_only:
        movegen_section(mid_count=5)
        search_section(2.0 if args.full else 1.0, mid_count=3)
        deadline_section(0.6, mid_count=3)
    if not args.no_matches:
        pairings = PAIRINGS
        if args.pairings:
            pairings = tuple(tuple(p.split("-")) for p in args.pairings.split(","))
            unknown = {level for pair in pairings for level in pair} - {"easy", "normal", "hard", "hardpy", "greedy"}
            if unknown or any(len(pair) != 2 for pair in pairings):
                parser.error(f"--pairings: pairs of easy, normal, hard, hardpy (today's Python hard) or greedy joined "
                             f"by '-', not {args.pairings}")
        match_section(args.full, args.games, args.seconds, pairings, args.verbose)


if __name__ == "__main__":
    main()
