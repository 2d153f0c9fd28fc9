"""Views: a position as one seat may see it (`state.view(seat)`, `engine.state_from_view`), for network play.

Over random games of every game (several seat counts and options): a view is plain JSON, reads back as a
state that shows the same view to that seat and to a spectator, and, without hidden information, as the
same position but for a withheld RNG. Triple Domino's views never hold another seat's tiles, and its
determinized states serve the computer player. Hostile views raise `BadState`.
"""

from __future__ import annotations

import functools
import json
import random

import pytest

import engine
import engine.ai
from engine import BadState, Rng, state_from_view
from engine.tripledomino.rules import DRAWN, START, canonical, start_tile
from engine.tripledomino.tiles import TILES, rotated, tile_text
from tests.playouts import PLAYABLE, random_move
from tests.test_engine_contract import _edited, _hostile, _paths

#: (seats, options) per game: the fewest and the most seats, and some options that change what a state holds.
GAMES = {
    "balance": [(2, {}), (3, {"mode": "individual"}), (4, {"model": "B"})],
    "abalone": [(2, {}), (2, {"layout": "belgian_daisy", "repetition": True, "move_cap": 150})],
    "equilibrix": [(2, {}), (2, {"target": "kampagne", "campaign_wins": 1}), (2, {"target": "ziele", "bases": "placed"})],
    "tumblin": [(2, {}), (3, {"rounds": 1, "dice": "mixed"})],
    "tripledomino": [(1, {}), (1, {"solitaire_draws": 0}), (2, {"target": 100}), (3, {"rules": "triominos"}),
                     (6, {})],
    "halma": [(2, {}), (3, {}), (6, {})],
}
#: Positions per game whose views are checked (evenly spread); Triple Domino's are all checked.
PER_GAME = 120
SEEDS = (0, 1, 7)


def test_every_game_is_covered():
    assert set(GAMES) == set(PLAYABLE)


@functools.cache
def _game(game_id: str, seats: int, options: str, seed: int) -> tuple:
    """Every position of one random game (options as JSON text, to be hashable)."""
    state = engine.new_game(game_id, seats, json.loads(options), seed=seed)
    rnd = random.Random(seed)
    states = [state]
    while state.outcome() is None:
        assert len(states) < 20_000, f"{game_id} did not end"
        state = state.apply(random_move(state, rnd))
        states.append(state)
    return tuple(states)


def positions(game_id: str, seed: int = 1) -> list:
    every = [s for seats, options in GAMES[game_id] for s in _game(game_id, seats, json.dumps(options), seed)]
    if game_id == "tripledomino":
        return every
    step = max(1, len(every) // PER_GAME)
    return every[::step] + [every[-1]]


def viewers(state) -> list:
    return [None, *range(state.seats)]


@pytest.mark.parametrize("game_id", list(GAMES))
def test_views_are_json_and_read_back_as_themselves(game_id):
    for state in positions(game_id):
        spectator = state.view(None)
        for k in viewers(state):
            view = state.view(k)
            assert json.loads(json.dumps(view)) == view
            assert view["view"] == k and view["game"] == game_id
            assert (view["rng"] is not None) == state.public_rng
            for seed in SEEDS:
                loaded = state_from_view(view, Rng(seed))
                assert loaded.view(k) == view, (game_id, k, seed)
                assert loaded.view(None) == spectator, (game_id, k, seed)
                assert engine.from_json(loaded.to_json()) == loaded  # a valid state


@pytest.mark.parametrize("game_id", [g for g in GAMES if g != "tripledomino"])
def test_without_hidden_information_only_a_withheld_rng_differs(game_id):
    rnd = random.Random(5)
    applied = 0
    for state in positions(game_id):
        for k in viewers(state):
            loaded = state_from_view(state.view(k), Rng(3))
            assert loaded.data_to_dict() == state.data_to_dict()
            assert loaded.rng == (state.rng if state.public_rng else Rng(3))
        if state.outcome() is not None or (game_id == "tumblin" and applied >= 6):  # a throw costs a simulation
            continue
        move = random_move(state, rnd)
        after = state.apply(move)
        applied += 1
        if state.public_rng or after.rng == state.rng:  # a move that drew no random number
            k = rnd.choice(viewers(state))
            assert state_from_view(state.view(k), Rng(9)).apply(move).view(k) == after.view(k)


def test_the_callers_rng_is_left_alone():
    state = positions("tripledomino")[3]
    rng = Rng(4)
    loaded = state_from_view(state.view(0), rng)
    assert rng == Rng(4) and loaded.rng == Rng(4)
    assert state_from_view(state.view(0)).rng == Rng(0)


# --------------------------------------------------------------------------- Triple Domino keeps its secrets


def _strings(value) -> list[str]:
    if isinstance(value, str):
        return [value]
    if isinstance(value, dict):
        return [s for item in value.values() for s in _strings(item)]
    if isinstance(value, list):
        return [s for item in value for s in _strings(item)]
    return []


def test_tripledomino_views_hold_no_hidden_tile():
    checked = 0
    for state in positions("tripledomino"):
        start = state.start_tile
        for k in viewers(state):
            secret = {t for s, hand in enumerate(state.hands) if s != k for t in hand} | set(state.pool)
            secret.discard(start)  # in phase START it is public: its holder must lay it
            texts = {tile_text(rotated(t, turn)) for t in secret for turn in range(3)}
            data = state.view(k)["data"]
            assert data["pool"] == len(state.pool)
            for s, hand in enumerate(state.hands):
                assert data["hands"][s] == ([tile_text(t) for t in hand] if s == k else len(hand))
            assert data["drawn"] == (tile_text(state.drawn) if state.drawn and k == state.turn else None)
            assert data["start"] == (tile_text(start) if state.phase == START else None)
            # Every string of the view but the table and the viewer's own hand: none is a hidden tile.
            rest = {key: item for key, item in data.items() if key not in ("placed", "hands")}
            assert not texts & set(_strings(rest)), (k, texts & set(_strings(rest)))
            assert all(isinstance(n, int) for s, n in enumerate(data["hands"]) if s != k)
            assert not texts & {tile for _, _, tile, _ in data["placed"]}  # the table holds only placed tiles
            assert {canonical(tuple(map(int, t.split("-")))) for _, _, t, _ in data["placed"]}.isdisjoint(secret)
            checked += 1
    assert checked > 1000


def test_a_solitaire_without_draws_left_guesses_a_hand_that_fits():
    """A spectator cannot see the solitaire hand; with no draw left it must hold a tile that fits (or the
    game would be over), whichever tiles the guess deals."""
    stuck = [s for s in positions("tripledomino") if s.seats == 1 and s.draws_left == 0 and s.outcome() is None]
    assert stuck
    for state in stuck:
        for seed in range(20):
            assert state_from_view(state.view(None), Rng(seed)).view(None) == state.view(None)


def test_tripledomino_start_and_drawn_are_covered():
    phases = {s.phase for s in positions("tripledomino")}
    assert {START, DRAWN} <= phases


def test_tripledomino_determinized_state_serves_the_computer_player():
    """The seat to move, from its own view, gets the real legal moves and a legal move from the AI."""
    asked = 0
    for state in positions("tripledomino"):
        k = state.to_move
        if k is None:
            continue
        loaded = state_from_view(state.view(k), Rng(asked))
        assert loaded.legal_moves() == state.legal_moves()
        for level in ("easy", "normal"):
            assert engine.ai.choose(loaded, level, seed=asked) in state.legal_moves()
        if asked % 60 == 0 and len(state.legal_moves()) > 1:
            assert engine.ai.choose(loaded, "hard", seed=1, deadline_s=0.1) in state.legal_moves()
        asked += 1
    assert asked > 300


# --------------------------------------------------------------------------- hostile views


def _refused(view) -> None:
    with pytest.raises(BadState):
        state_from_view(json.loads(json.dumps(view)), Rng(1))


def _td(phase=None, seats=3):
    opts = json.dumps(dict(GAMES["tripledomino"])[seats])
    return next(s for s in _game("tripledomino", seats, opts, 1) if phase is None or s.phase == phase)


def test_bad_seats_are_refused():
    state = _td()
    for seat in (-1, 3, True, False, 1.0, "0", [0]):
        with pytest.raises(BadState):
            state.view(seat)
        _refused({**state.view(0), "view": seat})
    view = state.view(0)
    del view["view"]
    _refused(view)  # a full state is not a view


def test_a_withheld_rng_stays_withheld_and_a_public_one_is_needed():
    for game_id in ("tripledomino", "balance", "halma"):
        state = positions(game_id)[1]
        _refused({**state.view(0), "rng": state.rng.to_dict()})
        _refused({**state.view(0), "rng": "x"})
        view = state.view(0)
        del view["rng"]
        _refused(view)
    tumblin = positions("tumblin")[1]
    assert state_from_view(tumblin.view(0)).rng == tumblin.rng
    _refused({**tumblin.view(0), "rng": None})


def test_hostile_tripledomino_views_are_refused():
    state = _td(seats=3)
    k = state.turn
    other = (k + 1) % 3
    good = state.view(k)

    def edit(**changes):
        view = json.loads(json.dumps(good))
        view["data"].update(changes)
        return view

    hands = good["data"]["hands"]
    own = hands[k]
    spectator = state.view(None)
    peek = json.loads(json.dumps(spectator))
    peek["data"]["hands"][other] = [tile_text(t) for t in state.hands[other]]
    _refused(peek)  # a spectator view with a hand
    _refused(edit(hands=[own if s == k else [] for s in range(3)]))  # other hands as lists, not counts
    _refused(edit(hands=[own + own[:1] if s == k else n for s, n in enumerate(hands)]))  # a tile twice
    if state.placed:
        placed_tile = canonical(tuple(map(int, good["data"]["placed"][0][2].split("-"))))
        _refused(edit(hands=[own + [tile_text(placed_tile)] if s == k else n for s, n in enumerate(hands)]))
    for bad in (hands[other] + 1, hands[other] - 1, -1, 10**30, 57, True, 2.5, "3", None):
        _refused(edit(hands=[bad if s == other else n for s, n in enumerate(hands)]))
    for bad in (good["data"]["pool"] + 1, -1, 10**30, [], True):
        _refused(edit(pool=bad))
    _refused(edit(hands=hands[:-1]))
    _refused(edit(hands="x"))
    _refused(edit(start="0-0-0"))
    _refused({**good, "data": []})
    _refused({**good, "data": None})


def test_hostile_tripledomino_start_and_drawn():
    state = _td(START, seats=2)
    holder, viewer = state.turn, 1 - state.turn
    view = state.view(viewer)
    assert view["data"]["start"] == tile_text(state.start_tile)
    own = view["data"]["hands"][viewer]
    mine = [canonical(tuple(map(int, t.split("-")))) for t in own]
    best = start_tile(mine)
    # Below the viewer's best tile (which would open the round instead), or in the viewer's own hand.
    lower = start_tile([t for t in TILES if t not in mine and start_tile([t, best]) == best])
    for bad in (None, tile_text(lower), own[0], "0-0-1", "9-9-9", 3):
        _refused({**view, "data": {**view["data"], "start": bad}})
    _refused({**view, "data": {**view["data"], "hands": [own, own]}})
    _refused({**view, "data": {**view["data"], "hands": [len(own), len(own)]}})  # the viewer's hand as a count
    assert holder != viewer
    drawn = _td(DRAWN, seats=3)
    seen = drawn.view((drawn.turn + 1) % 3)
    _refused({**seen, "data": {**seen["data"], "drawn": tile_text(drawn.drawn)}})  # another seat's draw shown


@pytest.mark.parametrize("game_id", list(GAMES))
def test_hostile_edits_of_views(game_id):
    """An edit anywhere in a view is refused (`BadState`) or reads back as exactly that view."""
    rnd = random.Random(2)
    every = positions(game_id)
    for state in [every[len(every) * i // 4] for i in range(4)] + [every[-1]]:
        k = rnd.choice(viewers(state))
        view = state.view(k)
        paths = [p for p in _paths(view) if p[0] != "options"]
        for path in rnd.sample(paths, min(len(paths), 20)):
            value = view
            for key in path:
                value = value[key]
            for bad in _hostile(value):
                edited = _edited(view, path, bad)
                try:
                    loaded = state_from_view(edited, Rng(1))
                except BadState:
                    continue
                except Exception as exc:  # noqa: BLE001 - the point of the test
                    pytest.fail(f"{game_id}: {path} = {bad!r}: {type(exc).__name__}: {exc}")
                assert loaded.view(edited["view"]) == edited, (path, bad)
