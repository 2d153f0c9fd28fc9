"""bench/abalone_pushoffs.py judges every declined push-off by checks of its own (issue 32): crafted positions
give each reason. Searches here are capped by depth, never by the clock."""

from bench import abalone_pushoffs as bench
from engine.abalone.rules import EJECT, position_from_dict


def judged(black: str, white: str, taken: str) -> tuple[str, dict]:
    """The judgement of Black's `taken` move in the position, with every push-off Black had."""
    state = position_from_dict({"black": black.split(), "white": white.split(), "to_move": "black",
                                "out": {"black": 0, "white": 0}})
    pushoffs = [m for m in state.legal_moves() if state.effect(m) == EJECT]
    assert pushoffs
    return bench.judge(state, state.parse_move(taken), pushoffs, depth=4, plies=3)


def test_a_pushoff_answered_by_one_is_lost_straight_back():
    # A2 A3 push A1 off westwards; then White's C1 B1 push Black's new A1 off (two against one)
    reason, facts = judged("A2 A3 E5", "A1 B1 C1", "e5e6")
    assert reason == "lost straight back"
    assert facts["push-offs"] == {"a3a2": 0}


def test_a_double_threat_kept_is_a_conversion():
    # A2 A3 A4 can push A1 off westwards and A5 off eastwards: White saves one, the other goes next move
    reason, facts = judged("A2 A3 A4 E5", "A1 A5", "e5e6")
    assert reason == "conversion"
    assert set(facts["push-offs"].values()) == {1}


def test_a_safe_pushoff_left_for_a_quiet_move_is_unexplained():
    reason, facts = judged("A2 A3 E5", "A1 I5", "e5e6")
    assert reason == "unexplained"
    assert facts["best_pushoff"] == "a3a2"
    assert sum(facts["value_pushoff"]) > sum(facts["value_taken"])


def test_exchange_counts_ejections_only_and_lets_each_side_stop():
    # White to move after Black's push-off: C1 B1 take A1 back, and nothing is left to take
    state = position_from_dict({"black": ["A1", "A2"], "white": ["B1", "C1"], "to_move": "white",
                                "out": {"black": 0, "white": 1}})
    own, opp = state.marbles[1], state.marbles[0]
    assert bench.exchange(own, opp, 1, 0, 6, plies=3) == 1
    assert bench.exchange(own, opp, 1, 0, 6, plies=0) == 0
