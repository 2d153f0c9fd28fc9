"""Every refusal code of every game is triggered by a real situation and has a sentence with the right placeholders."""

import importlib
import re

import pytest

import engine
from engine import COMMON_REFUSALS, IllegalMove
from tests.playouts import PLAYABLE


def placeholders(sentence: str) -> set[int]:
    return {int(n) for n in re.findall(r"%(\d)", sentence)}


@pytest.mark.parametrize("game_id", PLAYABLE)
def test_every_refusal_code_has_a_situation_that_triggers_it(game_id):
    cases = importlib.import_module(f"tests.refusals.{game_id}")
    spec = engine.GAMES[game_id]
    unused = dict(cases.UNUSED_COMMON)
    assert set(unused) <= set(COMMON_REFUSALS) and all(unused.values()), "say why a common code cannot occur"
    expected = set(spec.refusals) | (set(COMMON_REFUSALS) - set(unused))
    assert set(cases.CASES) == expected, (
        f"no case for {sorted(expected - set(cases.CASES))}; no code for {sorted(set(cases.CASES) - expected)}")
    for code, trigger in cases.CASES.items():
        with pytest.raises(IllegalMove) as info:
            trigger()
        assert info.value.code == code, f"{game_id}: the case for {code!r} raised {info.value.code!r}"
        sentence = spec.refusal(code)
        assert placeholders(sentence) == set(range(1, len(info.value.params) + 1)), (code, sentence, info.value.params)


@pytest.mark.parametrize("game_id", PLAYABLE)
def test_refusal_sentences_are_whole_and_distinct(game_id):
    spec = engine.GAMES[game_id]
    sentences = list(spec.refusals.values())
    assert len(set(sentences)) == len(sentences), "two codes with one sentence: merge them"
    assert not set(spec.refusals) & set(COMMON_REFUSALS), "a game's code must not shadow a common one"
    for code, sentence in spec.refusals.items():
        assert re.fullmatch(r"[a-z][a-z0-9_]*", code), code
        assert sentence[0].isupper() and sentence.rstrip().endswith((".", "!")), (code, sentence)
        assert placeholders(sentence) == set(range(1, len(placeholders(sentence)) + 1)), (code, sentence)
