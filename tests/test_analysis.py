"""engine.analysis: a whole game's chances, its marked moves and the record that keeps them (issue 19)."""

import copy
import json

import pytest

import engine
import engine.ai
from engine.analysis import GameAnalysis, Preferred, analyse_position
from engine.core import BadState
from engine.record import GameRecord


def short_game(game_id="halma", plies=8, seed=2):
    state = engine.new_game(game_id, 2, seed=seed)
    states, moves = [state], []
    for ply in range(plies):
        move = engine.ai.choose(states[-1], "easy", seed=ply, deadline_s=0.05)
        moves.append(states[-1].move_to_text(move))
        states.append(states[-1].apply(move))
    return states, moves


def analysed(states, moves, seconds=0.2):
    analysis = GameAnalysis(states[0].seats, seconds)
    previous = None
    for index in range(len(states)):
        evaluation, preferred = analyse_position(states, moves, index, seconds, None, previous)
        analysis.chances.append(tuple(evaluation))
        if preferred is not None:
            analysis.preferred[preferred.index] = preferred
        previous = evaluation
    return analysis


def test_marks_follow_the_fall_of_the_movers_chance():
    states, moves = short_game()
    analysis = GameAnalysis(2, 0.2, [(0.5, 0.5), (0.45, 0.55), (0.2, 0.8), (0.2, 0.8), (0.3, 0.7)])
    # move 0 by seat 0: 0.5 -> 0.45 (no mark); move 1 by seat 1: 0.55 -> 0.8 (gained);
    analysis.preferred[2] = Preferred(2, "x", (0.6, 0.4))
    assert analysis.mark(states, moves, 0) == ""
    assert analysis.mark(states, moves, 1) == ""
    analysis.chances[2] = (0.7, 0.3)  # seat 1 fell from 0.55 to 0.3: a mistake
    assert analysis.mark(states, moves, 1) == "?"
    analysis.chances[2] = (0.4, 0.4)  # fell by 0.15: dubious
    assert analysis.mark(states, moves, 1) == "?!"
    analysis.preferred[1] = Preferred(1, moves[1], (0.4, 0.4))  # the preferred move was played: chance, not a mistake
    assert analysis.mark(states, moves, 1) == ""
    assert analysis.mark(states, moves, 4) == ""  # not analysed that far


def test_a_whole_game_analysis_survives_the_save_file():
    states, moves = short_game("abalone", 6)
    analysis = analysed(states, moves)
    assert len(analysis.chances) == len(states)
    analysis.preferred[1] = Preferred(1, states[1].move_to_text(states[1].legal_moves()[0]), (0.4, 0.6))
    record = GameRecord(states[0], moves, len(moves), [], None, analysis)
    again = GameRecord.from_json(record.to_json())
    assert again.analysis.chances == [tuple(round(c, 4) for c in entry) for entry in analysis.chances]
    assert again.analysis.preferred[1].move == analysis.preferred[1].move
    assert again.analysis.seconds == 0.2


def test_truncating_forgets_what_follows():
    states, moves = short_game()
    analysis = GameAnalysis(2, 0.2, [(0.5, 0.5)] * 9, {3: Preferred(3, "x", (0.5, 0.5)), 7: Preferred(7, "y", (0.5, 0.5))})
    analysis.truncate(5)
    assert len(analysis.chances) == 5 and set(analysis.preferred) == {3}


@pytest.mark.parametrize("edit", [
    lambda a: a.update(seconds=-1), lambda a: a.update(seconds="1"), lambda a: a.update(seconds=float("nan")),
    lambda a: a.update(chances="x"), lambda a: a["chances"].append([0.5]), lambda a: a["chances"].append([2, 0]),
    lambda a: a["chances"].append([0.9, 0.9]), lambda a: a["chances"].extend([[0.5, 0.5]] * 50),
    lambda a: a["chances"].append([True, 0]), lambda a: a.update(preferred={}),
    lambda a: a.update(seconds=10**400), lambda a: a["chances"].append([10**400, 0]),
    lambda a: a["preferred"].append({"index": 0, "move": "zz99", "chances": [0.5, 0.5]}),
    lambda a: a["preferred"].append({"index": 99, "move": "a1", "chances": [0.5, 0.5]}),
    lambda a: a["preferred"].append({"index": True, "move": "a1", "chances": [0.5, 0.5]}),
    lambda a: a["preferred"].append("a1"), lambda a: a.clear(), lambda a: a.update(chances=[[None, None]]),
])
def test_hostile_analysis_data_is_refused_with_bad_state(edit):
    states, moves = short_game()
    record = GameRecord(states[0], moves, len(moves), [], None, GameAnalysis(2, 0.2, [(0.5, 0.5)] * 3))
    data = json.loads(record.to_json())
    edit(data["analysis"])
    with pytest.raises(BadState):
        GameRecord.from_dict(copy.deepcopy(data))
    data["analysis"] = "nonsense"
    with pytest.raises(BadState):
        GameRecord.from_dict(data)


def test_a_record_without_analysis_has_none():
    states, moves = short_game()
    record = GameRecord.from_json(GameRecord(states[0], moves, 2).to_json())
    assert record.analysis is None and "analysis" not in json.loads(record.to_json())
