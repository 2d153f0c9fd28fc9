"""The strength ladder: a round robin between the computer levels of every game, in one table.

    .venv/bin/python bench/strength.py                        # every game, default games and time (about an hour on 2 cores)
    .venv/bin/python bench/strength.py --multi-seat-only --markdown   # one level among normal players (about 40 min)
    .venv/bin/python bench/strength.py --game halma --games 20 --seconds 1.0
    .venv/bin/python bench/strength.py --game abalone,balance --jobs 2 --markdown
    nice -n 19 .venv/bin/python bench/strength.py --first-duel-only --seconds 2.0 --anchors assets/ratings/anchors.json

Two-seat modes play every pairing of levels (hard–normal, hard–easy, normal–easy), seats alternated.
Modes with more seats put one player of a level among `normal` players (seat rotated game by game) and
compare its wins with its fair share (1 / seats). Each game's modes, move cap and time per move come from
`TOURNAMENT` in `bench/<game>.py` (read as data; a mode may set its own "games"); a game that reaches its
move cap is adjudicated by the game's `adjudicate(state)` in that file when it has one, else on
`state.scores()` (higher wins; equal or no scores: a draw).

For each line the table gives games, wins/draws/losses of the first level, its score with a 95% Wilson
interval (draws count half), the mean and max seconds per move of each side, and at the end of each mode the
levels' Elo relative to easy (Bradley-Terry fit over all its pairings, half a draw of prior per pairing).

`--anchors FILE` writes, per game, the levels' ratings from that fit in the game's first two-seat mode, shifted
so that `normal` is 1500 (where Glicko-2 starts a new player): the anchors of `gui/history/ratings.py`.
`--first-duel-only` plays only those modes, `--multi-seat-only` only the modes with more seats. A fit that is not easy < normal < hard is kept as measured and
named in the output.
"""

from __future__ import annotations

import argparse
import ast
import datetime
import importlib.util
import json
import math
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

LEVELS = ("easy", "normal", "hard")
PAIRINGS = (("hard", "normal"), ("hard", "easy"), ("normal", "easy"))
GAMES = ("balance", "abalone", "equilibrix", "tumblin", "tripledomino", "halma")
DEFAULT_MODE = {"name": "duel", "seats": 2, "options": {}, "move_cap": None}
#: Games per pairing and seconds per move when a game's TOURNAMENT does not say (sized for ≤ 30 min in all).
DEFAULT_GAMES = 6
DEFAULT_SECONDS = 0.5
#: The anchors file: its format tag, version, and the rating `normal` is shifted to (Glicko-2's starting rating).
ANCHORS_FORMAT = "ludoteca-anchors"
ANCHORS_VERSION = 1
ANCHOR_BASE = 1500


def tournament_of(game: str) -> dict:
    """`TOURNAMENT` from bench/<game>.py, read with ast.literal_eval (the file is not run): a list of modes, or
    a dict with "modes" and optionally "games" and "seconds"."""
    path = ROOT / "bench" / f"{game}.py"
    if path.exists():
        for node in ast.parse(path.read_text(encoding="utf-8")).body:
            if isinstance(node, ast.Assign) and any(getattr(t, "id", None) == "TOURNAMENT" for t in node.targets):
                config = ast.literal_eval(node.value)
                return {"modes": config} if isinstance(config, list) else config
    return {}


def game_adjudicator(game: str):
    """`adjudicate(state) -> winners` from bench/<game>.py when it has one (a game's natural measure at the cap)."""
    path = ROOT / "bench" / f"{game}.py"
    if not path.exists() or "\ndef adjudicate(" not in path.read_text(encoding="utf-8"):
        return None
    spec = importlib.util.spec_from_file_location(f"bench_{game}", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module.adjudicate


@dataclass
class Match:
    game: str
    mode: dict
    lineup: tuple[str, ...]  # level per seat
    seed: int
    seconds: float


@dataclass
class Result:
    match: Match
    scores: tuple[float, ...]  # 1 win, 0.5 shared, 0 loss per seat
    times: dict[str, list[float]] = field(default_factory=dict)
    plies: int = 0
    adjudicated: bool = False


def play(match: Match) -> Result:
    import engine
    import engine.ai

    mode = match.mode
    state = engine.new_game(match.game, mode["seats"], mode.get("options") or {}, seed=match.seed)
    cap = mode.get("move_cap")
    times: dict[str, list[float]] = {level: [] for level in set(match.lineup)}
    plies = 0
    while state.outcome() is None and (cap is None or plies < cap):
        seat = state.to_move
        level = match.lineup[seat]
        started = time.monotonic()
        move = engine.ai.choose(state, level, seed=match.seed * 1000 + plies, deadline_s=match.seconds)
        times[level].append(time.monotonic() - started)
        state = state.apply(move)
        plies += 1
    outcome = state.outcome()
    seats = mode["seats"]
    adjudicate = game_adjudicator(match.game) if outcome is None else None
    if outcome is not None or adjudicate is not None:
        winners = set(outcome.winners if outcome is not None else adjudicate(state))
        share = 1.0 / len(winners) if winners else 0.0
        scores = tuple(share if s in winners else (0.0 if winners else 1.0 / seats) for s in range(seats))
        return Result(match, scores, times, plies, adjudicated=outcome is None)
    points = state.scores()
    if points is None or len(set(points)) == 1 and seats == 2:
        return Result(match, tuple(1.0 / seats for _ in range(seats)), times, plies, adjudicated=True)
    best = max(points)
    leaders = [s for s in range(seats) if points[s] == best]
    scores = tuple(1.0 / len(leaders) if s in leaders else 0.0 for s in range(seats))
    return Result(match, scores, times, plies, adjudicated=True)


def first_duel_mode(game: str) -> dict | None:
    """The game's first two-seat mode: the one its anchors are measured in."""
    modes = tournament_of(game).get("modes") or [DEFAULT_MODE]
    return next((mode for mode in modes if mode["seats"] == 2), None)


def matches_for(game: str, games: int | None, seconds: float | None) -> list[Match]:
    config = tournament_of(game)
    modes = config.get("modes") or [DEFAULT_MODE]
    count = games or config.get("games", DEFAULT_GAMES)
    per_move = seconds or config.get("seconds", DEFAULT_SECONDS)
    out = []
    for m, mode in enumerate(modes):
        seats = mode["seats"]
        mode_count = games or mode.get("games", count)
        if seats == 2:
            for a, b in PAIRINGS:
                for i in range(mode_count):
                    lineup = (a, b) if i % 2 == 0 else (b, a)
                    out.append(Match(game, mode, lineup, 1 + 100 * m + i, per_move))
        else:
            for level in ("hard", "easy"):
                for i in range(mode_count):
                    lineup = tuple(level if s == i % seats else "normal" for s in range(seats))
                    out.append(Match(game, mode, lineup, 1 + 100 * m + i, per_move))
    return out


def wilson(score: float, n: int, z: float = 1.96) -> tuple[float, float]:
    if n == 0:
        return 0.0, 1.0
    p = score / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return max(0.0, centre - half), min(1.0, centre + half)


def elo(pair_scores: dict[tuple[str, str], tuple[float, int]]) -> dict[str, float]:
    """Bradley-Terry strengths from (score of a against b, games), as Elo relative to easy."""
    levels = sorted({lv for pair in pair_scores for lv in pair}, key=LEVELS.index)
    strength = {lv: 1.0 for lv in levels}
    wins = {lv: 0.0 for lv in levels}
    games: dict[tuple[str, str], float] = {}
    for (a, b), (score, n) in pair_scores.items():
        # half a draw of prior keeps a clean sweep finite
        wins[a] += score + 0.25
        wins[b] += n - score + 0.25
        games[(a, b)] = games.get((a, b), 0) + n + 0.5
    for _ in range(500):
        for lv in levels:
            denominator = sum(n / (strength[a] + strength[b]) for (a, b), n in games.items() if lv in (a, b))
            if denominator:
                strength[lv] = wins[lv] / denominator
    base = strength.get("easy") or min(strength.values())
    return {lv: 400 * math.log10(strength[lv] / base) for lv in levels}


def report(results: list[Result], markdown: bool) -> str:
    lines = []
    header = ("game", "mode", "level A", "vs", "games", "W-D-L", "score A", "95% interval", "s/move A mean/max",
              "s/move B mean/max", "adjudicated")
    rows = [header]
    elo_rows = []
    by_mode: dict[tuple[str, str], list[Result]] = {}
    for r in results:
        by_mode.setdefault((r.match.game, r.match.mode["name"]), []).append(r)
    for (game, mode_name), group in by_mode.items():
        seats = group[0].match.mode["seats"]
        pair_scores: dict[tuple[str, str], tuple[float, int]] = {}
        if seats == 2:
            for a, b in PAIRINGS:
                games = pairing_games(group, a, b)
                if not games:
                    continue
                w = sum(1 for r in games if r.scores[r.match.lineup.index(a)] == 1.0)
                lost = sum(1 for r in games if r.scores[r.match.lineup.index(a)] == 0.0)
                d = len(games) - w - lost
                score, _ = pair_scores[(a, b)] = pairing_score(games, a)
                rows.append((game, mode_name, a, b, str(len(games)), f"{w}-{d}-{lost}",
                             f"{score / len(games):.0%}", "{:.0%}–{:.0%}".format(*wilson(score, len(games))),
                             times_text(games, a), times_text(games, b),
                             str(sum(r.adjudicated for r in games))))
            ratings = elo(pair_scores)
            elo_rows.append(f"{game} {mode_name}: Elo vs easy — " + ", ".join(
                f"{lv} {ratings[lv]:+.0f}" for lv in LEVELS if lv in ratings))
        else:
            for level in ("hard", "easy"):
                games = [r for r in group if r.match.lineup.count(level) == 1]
                if not games:
                    continue
                score = sum(r.scores[r.match.lineup.index(level)] for r in games)
                w = sum(1 for r in games if r.scores[r.match.lineup.index(level)] > 1.0 / seats)
                rows.append((game, f"{mode_name} ({seats})", level, f"{seats - 1}× normal", str(len(games)),
                             f"{w} won", f"{score / len(games):.0%} (fair {1 / seats:.0%})",
                             "{:.0%}–{:.0%}".format(*wilson(score, len(games))), times_text(games, level),
                             times_text(games, "normal"), str(sum(r.adjudicated for r in games))))
    widths = [max(len(row[i]) for row in rows) for i in range(len(header))]
    if markdown:
        lines.append("| " + " | ".join(header) + " |")
        lines.append("|" + "---|" * len(header))
        lines += ["| " + " | ".join(row) + " |" for row in rows[1:]]
    else:
        lines += ["  ".join(cell.ljust(widths[i]) for i, cell in enumerate(row)) for row in rows]
    lines.append("")
    lines += elo_rows
    return "\n".join(lines)


def pairing_games(group: list[Result], a: str, b: str) -> list[Result]:
    return [r for r in group if set(r.match.lineup) == {a, b}]


def pairing_score(games: list[Result], a: str) -> tuple[float, int]:
    """Level a's points (draws half) and the number of games."""
    return sum(r.scores[r.match.lineup.index(a)] for r in games), len(games)


def measured_anchors(results: list[Result]) -> dict[str, dict]:
    """Per game, the levels' ratings in its first two-seat mode, shifted so that normal is ANCHOR_BASE."""
    anchors = {}
    for game in dict.fromkeys(r.match.game for r in results):
        mode = first_duel_mode(game)
        group = [r for r in results if r.match.game == game and mode and r.match.mode["name"] == mode["name"]]
        pair_scores = {(a, b): pairing_score(games, a) for a, b in PAIRINGS if (games := pairing_games(group, a, b))}
        if len(pair_scores) < len(PAIRINGS):
            print(f"anchors: {game} has no two-seat games of every pairing; left out")
            continue
        fitted = elo(pair_scores)
        entry: dict = {lv: round(fitted[lv] - fitted["normal"] + ANCHOR_BASE) for lv in LEVELS}
        entry["mode"] = mode["name"]
        entry["games_per_pairing"] = min(n for _, n in pair_scores.values())
        entry["score"] = {f"{a}-{b}": round(score / n, 2) for (a, b), (score, n) in pair_scores.items()}
        anchors[game] = entry
    return anchors


def not_monotone(anchors: dict[str, dict]) -> list[str]:
    """Games whose measured levels are not easy < normal < hard (kept as measured, only named)."""
    return [game for game, entry in anchors.items() if not entry["easy"] < entry["normal"] < entry["hard"]]


def write_anchors(path: Path, results: list[Result]) -> dict:
    anchors = measured_anchors(results)
    seconds = {r.match.seconds for r in results if r.match.game in anchors}
    document = {"format": ANCHORS_FORMAT, "version": ANCHORS_VERSION, "measured": datetime.date.today().isoformat(),
                "seconds_per_move": seconds.pop() if len(seconds) == 1 else None, "base": {"normal": ANCHOR_BASE},
                "games": anchors}
    if document["seconds_per_move"] is None:  # games ran at different times per move: say each one's
        for game, entry in anchors.items():
            entry["seconds_per_move"] = next(r.match.seconds for r in results if r.match.game == game)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(document, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
    return document


def anchors_text(document: dict) -> str:
    lines = ["Anchor ratings (normal = 1500):"]
    for game, entry in document["games"].items():
        scores = ", ".join(f"{pair} {score:.2f}" for pair, score in entry["score"].items())
        lines.append(f"- {game} {entry['mode']}: easy {entry['easy']}, normal {entry['normal']}, hard {entry['hard']}"
                     f" ({entry['games_per_pairing']} games per pairing; scores {scores})")
    lines += [f"NOT MONOTONE (kept as measured): {game}" for game in not_monotone(document["games"])]
    return "\n".join(lines)


def times_text(games: list[Result], level: str) -> str:
    spent = [t for r in games for t in r.times.get(level, [])]
    if not spent:
        return "-"
    return f"{sum(spent) / len(spent):.2f}/{max(spent):.2f}"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", default=",".join(GAMES), help="comma-separated game ids")
    parser.add_argument("--games", type=int, help="games per pairing (default: the game's TOURNAMENT, else 6)")
    parser.add_argument("--seconds", type=float, help="seconds per move (default: the game's TOURNAMENT, else 0.5)")
    parser.add_argument("--jobs", type=int, default=2, help="games played at the same time (one process each)")
    parser.add_argument("--markdown", action="store_true", help="print the table as Markdown (for bench/README.md)")
    parser.add_argument("--anchors", type=Path, metavar="FILE",
                        help="write the levels' anchor ratings per game (first two-seat mode, normal = 1500) as JSON")
    parser.add_argument("--first-duel-only", action="store_true",
                        help="play only each game's first two-seat mode (all that --anchors needs)")
    parser.add_argument("--multi-seat-only", action="store_true",
                        help="play only the modes with more than two seats (one level among normal players)")
    args = parser.parse_args()
    matches = [m for game in args.game.split(",") for m in matches_for(game.strip(), args.games, args.seconds)]
    if args.first_duel_only:
        duels = {game: first_duel_mode(game) for game in {m.game for m in matches}}
        matches = [m for m in matches if duels[m.game] and m.mode["name"] == duels[m.game]["name"]]
    if args.multi_seat_only:
        matches = [m for m in matches if m.mode["seats"] > 2]
    started = time.monotonic()
    with ProcessPoolExecutor(args.jobs) as pool:
        results = list(pool.map(play, matches))
    print(report(results, args.markdown))
    if args.anchors:
        print("\n" + anchors_text(write_anchors(args.anchors, results)) + f"\nwritten to {args.anchors}")
    print(f"\n{len(results)} games in {time.monotonic() - started:.0f} s with {args.jobs} jobs")
    return 0


if __name__ == "__main__":
    sys.exit(main())
