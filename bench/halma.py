"""Halma / Chinese checkers figures, side by side with OpenSpiel's `chinese_checkers`.

    .venv/bin/python bench/halma.py                # a short run (about a minute)
    .venv/bin/python bench/halma.py --games 10     # more match games per pairing
    .venv/bin/python bench/halma.py --skip-matches
    .venv/bin/python bench/halma.py --hard-vs-easy 10 --deadline 2   # issue 32: hard's own moves against easy

0. Move generation speed on positions of random games (no peer needed): the
   rules' whole moves with their paths, and the search's destinations only.
1. Move generation on the same positions: random OpenSpiel games are replayed
   into Ludoteca states (both number the 121 holes row by row from the top),
   and both engines list every legal move of every position. A move is a whole
   turn in both (a step, or a hop chain to its final hole), so the move lists
   must agree hole for hole.
2. Crossing alone: how many moves each level needs to bring its 10 pegs into the
   opposite point with nobody else on the board (27 is the proven optimum).
3. Matches between the levels on the 2-player star, each side playing first
   in turn.
4. Partners: a side of two normal players against a side of two easy ones on
   the 4-player star.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import engine  # noqa: E402
import engine.ai  # noqa: E402
from engine.halma import PASS, HalmaState  # noqa: E402
from engine.halma.rules import EMPTY  # noqa: E402


def openspiel_positions(games: int, plies: int, seed: int):
    """(OpenSpiel state, Ludoteca state) pairs along random OpenSpiel games.

    OpenSpiel plays a hop chain as one action per hop (then a pass to stop), so a
    random game contains positions halfway through a chain; those are left out."""
    import pyspiel

    game = pyspiel.load_game("chinese_checkers")
    template = engine.new_game("halma", 2, seed=1)
    rnd = random.Random(seed)
    pairs = []
    for _ in range(games):
        state = game.new_initial_state()
        for _ in range(plies):
            if state.is_terminal():
                break
            if "hopping" not in str(state):  # only turn boundaries, not halfway through a hop chain
                pairs.append((state.clone(), ludoteca_state(state, template)))
            state.apply_action(rnd.choice(state.legal_actions()))
    return pairs


def ludoteca_state(spiel_state, template: HalmaState) -> HalmaState:
    """OpenSpiel's player 0 starts at the top, which is Ludoteca's seat 1; its player 1 is seat 0."""
    cells = [c for line in str(spiel_state).splitlines() if not line.startswith("Player") for c in line.split()]
    assert len(cells) == 121, len(cells)
    owner = {".": EMPTY, "1": 1, "2": 0}
    board = tuple(owner[c] for c in cells)
    turn = 1 if spiel_state.current_player() == 0 else 0
    return HalmaState(2, template.options, template.rng.copy(), board, turn)


def _ends(spiel_state, action) -> tuple[int, int] | None:
    ends = spiel_state.action_to_string(action).replace("=>", " ").replace("->", " ").split()
    return (int(ends[0]), int(ends[1])) if len(ends) == 2 else None  # None: OpenSpiel's pass


def spiel_first_actions(state) -> int:
    """OpenSpiel's own legal actions: steps and first hops only (a chain goes on in later actions)."""
    return len(state.legal_actions())


def spiel_turns(state) -> set[tuple[int, int]]:
    """Every whole turn (origin, final hole) in OpenSpiel, following each hop chain action by action."""
    mover, turns = state.current_player(), set()

    def follow(chain_state, origin):
        for action in chain_state.legal_actions():
            ends = _ends(chain_state, action)
            if ends is None:
                continue
            turns.add((origin, ends[1]))
            after = chain_state.child(action)
            if after.current_player() == mover and not after.is_terminal():
                follow(after, origin)

    for action in state.legal_actions():
        ends = _ends(state, action)
        if ends is None:
            continue
        turns.add(ends)
        after = state.child(action)
        if after.current_player() == mover and not after.is_terminal():  # a hop that may go on
            follow(after, ends[0])
    return turns


def bench_movegen(games: int, plies: int) -> None:
    print("1. Move generation on the same positions (2 players, 10 pegs each)")
    pairs = openspiel_positions(games, plies, seed=7)

    def outside_target(ours, turns):  # OpenSpiel lets a peg leave its target camp again; Ludoteca does not
        target = ours.layout.targets[ours.turn]
        return {t for t in turns if t[0] not in target}

    agree = sum(outside_target(ours, spiel_turns(s))
                == outside_target(ours, {(m.origin, m.destination) for m in ours.legal_moves() if m != PASS})
                for s, ours in pairs)
    turns = sum(len(ours.legal_moves()) for _, ours in pairs)
    rows = []
    for name, run in (("OpenSpiel, first actions only", lambda s, o: spiel_first_actions(s)),
                      ("OpenSpiel, whole turns", lambda s, o: spiel_turns(s)),
                      ("Ludoteca halma, whole turns", lambda s, o: o.rules.moves(list(o.board), o.turn))):
        start = time.process_time()
        for spiel, ours in pairs:
            run(spiel, ours)
        rows.append((name, (time.process_time() - start) / len(pairs)))
    print(f"   positions: {len(pairs)} from {games} random OpenSpiel games, whole turns per position: "
          f"{turns / len(pairs):.1f}")
    print(f"   same whole turns (pegs outside their target): {agree}/{len(pairs)}")
    print(f"   {'engine':<32}{'µs per position':>16}")
    for name, seconds in rows:
        print(f"   {name:<32}{seconds * 1e6:>16.1f}")


def random_positions(count: int, seed: int = 7) -> list[HalmaState]:
    """Positions along random 2-player games from the start (at most 60 plies each)."""
    rnd, found = random.Random(seed), []
    while len(found) < count:
        state = engine.new_game("halma", 2, seed=1)
        for _ in range(60):
            if state.outcome() is not None or len(found) == count:
                break
            found.append(state)
            state = state.apply(rnd.choice(state.legal_moves()))
    return found


def bench_speed(count: int = 400) -> None:
    from engine.halma.ai import _Reach

    positions = random_positions(count)
    print(f"0. Move generation speed ({count} positions of random 2-player games)")
    start = time.process_time()
    moves = sum(len(p.rules.moves(list(p.board), p.turn)) for p in positions)
    rules_s = time.process_time() - start
    reaches = {}
    for p in positions:
        reaches.setdefault(id(p.rules), _Reach(p.rules))
    start = time.process_time()
    for p in positions:
        reach, board = reaches[id(p.rules)], list(p.board)
        for origin in [h for h, owner in enumerate(board) if owner == p.turn]:
            reach(board, origin, p.turn)
    reach_s = time.process_time() - start
    from engine.ai.budget import Budget
    from engine.halma.ai import _Search

    nodes, start = 0, time.process_time()
    for p in positions[::20]:  # the adversarial search of hard, 4 plies, breadth 10
        search = _Search(p, 10, Budget(1e9))
        for _, origin, destination, seat in search.moves(p.turn, 10):
            search.after(seat, origin, destination, 4, -1e9, 1e9)
        nodes += search.nodes
    search_s = time.process_time() - start
    expansions, start = 0, time.process_time()
    for p in positions[::40]:  # the race planner of hard, one beam of width 32
        search = _Search(p, 10, Budget(1e9))
        search.beam(32, 2.5, 60, clear_camp=True, engaged=True)
        expansions += search.nodes
    beam_s = time.process_time() - start
    print(f"   whole moves per position: {moves / count:.1f}")
    print(f"   rules.moves (paths):        {count / rules_s:8.0f} positions per CPU-s  {moves / rules_s:9.0f} moves per CPU-s")
    print(f"   search _Reach (ends only):  {count / reach_s:8.0f} positions per CPU-s  {moves / reach_s:9.0f} moves per CPU-s")
    print(f"   alpha-beta search:          {nodes / search_s:8.0f} nodes per CPU-s")
    print(f"   race planner (beam):        {expansions / beam_s:8.0f} positions expanded per CPU-s")


def solo_state(pegs: int = 10) -> HalmaState:
    """Seat 0's pegs at home and nobody else on the board (seat 1 has no pegs and passes)."""
    start = engine.new_game("halma", 2, {"pegs": pegs}, seed=1)
    board = tuple(EMPTY if owner == 1 else owner for owner in start.board)
    return HalmaState(2, start.options, start.rng.copy(), board, 0)


def bench_crossing(levels, seeds: int, deadline: float) -> None:
    print(f"2. Moves to cross the star alone (10 pegs; optimum 27), {seeds} runs, {deadline:g} s a move")
    for level in levels:
        counts, times = [], []
        for seed in range(seeds):
            state, moves = solo_state(), 0
            while state.outcome() is None and moves < 300:
                move = state.legal_moves()[0] if state.to_move == 1 else None
                if move is None:
                    began = time.perf_counter()
                    move = engine.ai.choose(state, level, seed=seed * 1000 + moves, deadline_s=deadline)
                    times.append(time.perf_counter() - began)
                    moves += 1
                state = state.apply(move)
            counts.append(moves)
        print(f"   {level:<7} average {statistics.mean(counts):5.1f}  best {min(counts):3d}  worst {max(counts):3d}"
              f"   ({statistics.mean(times) * 1000:.0f} ms a move)")


def play(levels: tuple[str, str], seats: int, seed: int, deadline: float, options=None):
    state, ply = engine.new_game("halma", seats, options or {}, seed=seed), 0
    while state.outcome() is None and ply < 2000:
        level = levels[state.to_move]
        state = state.apply(engine.ai.choose(state, level, seed=seed * 7919 + ply, deadline_s=deadline))
        ply += 1
    return state.outcome(), ply


def bench_matches(games: int, deadline: float) -> None:
    print(f"3. Matches on the 2-player star ({games} games a pairing, sides alternating, {deadline:g} s a move)")
    for a, b in (("easy", "normal"), ("normal", "hard"), ("easy", "hard")):
        wins = {a: 0, b: 0}
        draws, plies, winner_moves = 0, [], []
        for game in range(games):
            sides = (a, b) if game % 2 == 0 else (b, a)
            outcome, ply = play(sides, 2, seed=game + 1, deadline=deadline)
            plies.append(ply)
            if outcome is None or outcome.is_draw:
                draws += 1
            else:
                wins[sides[outcome.winners[0]]] += 1
                winner_moves.append((ply + 1 - outcome.winners[0]) // 2)  # seat 0 moves on even plies
        print(f"   {a:>6} {wins[a]} - {wins[b]} {b:<6}  draws {draws}   "
              f"average {statistics.mean(plies):.0f} plies a game, the winner's own moves "
              f"{statistics.mean(winner_moves) if winner_moves else 0:.1f}")


def bench_hard_against_easy(games: int, deadline: float, target: int = 34) -> None:
    """Issue 32's target: hard beats easy on the 2-player star in at most `target` of its own moves in 9 of 10
    games (the race alone takes 28). Game seeds 1..games, hard in seat 0 on odd seeds."""
    print(f"5. Hard against easy on the 2-player star ({games} games, {deadline:g} s a move): hard's own moves")
    counts = []
    for seed in range(1, games + 1):
        hard = 0 if seed % 2 else 1
        outcome, ply = play(("hard", "easy") if hard == 0 else ("easy", "hard"), 2, seed=seed, deadline=deadline)
        won = outcome is not None and outcome.winners == (hard,)
        own = (ply + 1 - hard) // 2  # seat 0 moves on even plies
        counts.append(own if won else None)
        print(f"   game {seed}: hard (seat {hard}) {'won in' if won else 'did not win;'} {own} own moves")
    won = [c for c in counts if c is not None]
    print(f"   hard won {len(won)} of {games}; own moves mean {statistics.mean(won) if won else 0:.1f}, "
          f"most {max(won, default=0)}, within {target}: {sum(c <= target for c in won)} of {games}")


def bench_partners(games: int, deadline: float) -> None:
    print(f"4. Partners on the 4-player star ({games} games, sides alternating, {deadline:g} s a move)")
    a, b = "normal", "easy"
    wins = {a: 0, b: 0}
    plies = []
    for game in range(games):
        first, second = (a, b) if game % 2 == 0 else (b, a)
        outcome, ply = play((first, second, first, second), 4, seed=game + 1, deadline=deadline,
                            options={"partners": True})
        plies.append(ply)
        if outcome is not None and not outcome.is_draw:
            wins[(first, second)[outcome.winners[0] % 2]] += 1
    print(f"   {a:>6} side {wins[a]} - {wins[b]} {b} side   average {statistics.mean(plies):.0f} plies a game")


#: The modes the strength tournament (`bench/strength.py`) plays, read as data. `move_cap` counts plies (all
#: seats' turns; a game between computer players ends well before: about 80 plies with two players, 130 with
#: three, 170 with four, 230 with six); a game still running at the cap goes to `adjudicate` below (most pegs
#: home, then the fewest steps left). A 2-player game at 0.5 s a move takes about half a minute on an idle
#: machine, a 6-player one about two minutes: drop the 6-player mode for a short run.
TOURNAMENT = {
    "games": 4,
    "seconds": 0.5,
    "modes": [
        {"name": "star, 2 players", "seats": 2, "options": {}, "move_cap": 400},
        {"name": "star, 3 players", "seats": 3, "options": {}, "move_cap": 600, "games": 8},
        {"name": "star, 4 players", "seats": 4, "options": {}, "move_cap": 800, "games": 6},
        {"name": "star, 6 players", "seats": 6, "options": {}, "move_cap": 1200, "games": 4},
    ],
}


def adjudicate(state: HalmaState) -> tuple[int, ...]:
    """The winners of a game stopped at the move cap: the seats with the most pegs in their target camp
    (`state.scores()`), ties broken by the fewest steps their pegs still need (the race count); empty for
    a dead heat. A finished game keeps its own winners."""
    if state.outcome() is not None:
        return state.outcome().winners
    layout, scores = state.layout, state.scores()

    def steps(seat: int) -> int:
        return sum(layout.distance[seat][h] for h, owner in enumerate(state.board) if owner == seat)

    ranked = sorted(range(state.seats), key=lambda s: (-scores[s], steps(s)))
    best = (-scores[ranked[0]], steps(ranked[0]))
    leaders = tuple(s for s in ranked if (-scores[s], steps(s)) == best)
    return leaders if len(leaders) == 1 else ()


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=2, help="match games per pairing (default 2)")
    parser.add_argument("--deadline", type=float, default=0.3,
                        help="seconds a computer move may take (the app gives 2)")
    parser.add_argument("--positions", type=int, default=20, help="random OpenSpiel games for move generation")
    parser.add_argument("--skip-matches", action="store_true")
    parser.add_argument("--hard-vs-easy", type=int, metavar="GAMES", help="only hard against easy, GAMES games")
    args = parser.parse_args(argv)
    if args.hard_vs_easy:
        bench_hard_against_easy(args.hard_vs_easy, args.deadline)
        return 0
    bench_speed()
    try:
        import pyspiel  # noqa: F401 - only to know whether the peer is there
    except ImportError:
        print("1. Move generation: skipped (OpenSpiel is not installed: pip install open_spiel)")
    else:
        bench_movegen(args.positions, 60)
    bench_crossing(engine.LEVELS, 2, args.deadline)
    if not args.skip_matches:
        bench_matches(args.games, args.deadline)
        bench_partners(args.games, args.deadline)
    return 0


if __name__ == "__main__":
    sys.exit(main())
