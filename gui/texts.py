"""Translated texts for what the engine describes in English (games, options, colours, outcomes, refusals)."""

from __future__ import annotations

import re

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QLocale

from engine import GameSpec, IllegalMove, Outcome
from engine.core import COMMON_REASONS, COMMON_REFUSALS, Option, Refusal
from engine.tutorial import REFUSALS as TUTORIAL_REFUSALS

_translate = QCoreApplication.translate


def game_name(spec: GameSpec) -> str:
    return _translate("games", spec.name)


def game_blurb(spec: GameSpec) -> str:
    return _translate("games", spec.blurb)


def option_label(option: Option) -> str:
    return _translate("options", option.label)


def option_text(text: str) -> str:
    """A choice label or help text of an option."""
    return _translate("options", text) if text else ""


def colour_label(label: str) -> str:
    return _translate("colours", label)


def seat_range(spec: GameSpec) -> str:
    low, high = spec.seats.start, spec.seats.stop - 1
    if low == high:
        return QCoreApplication.translate("texts", "%n player(s)", "", low)
    if len(spec.seats) != high - low + 1:  # not consecutive, e.g. 2, 3, 4 or 6
        counts = [str(n) for n in spec.seats]
        return fill(QCoreApplication.translate("texts", "%1 or %2 players"), ", ".join(counts[:-1]), counts[-1])
    return fill(QCoreApplication.translate("texts", "%1–%2 players"), low, high)


def outcome_text(spec: GameSpec, outcome: Outcome, names: list[str]) -> str:
    """'Anna wins. Time ran out.' in the current language."""
    because = reason_text(spec, outcome.reason)
    if outcome.is_draw:
        head = QCoreApplication.translate("texts", "Draw.")
    elif len(outcome.winners) == 1:
        head = fill(QCoreApplication.translate("texts", "%1 wins."), names[outcome.winners[0]])
    else:
        winners = ", ".join(names[seat] for seat in outcome.winners)
        head = fill(QCoreApplication.translate("texts", "%1 win."), winners)
    return f"{head} {because}".strip()


def reason_text(spec: GameSpec, reason: str) -> str:
    """Why a game ended ('Time ran out.') in the current language; "" for no reason known."""
    sentence = spec.reasons.get(reason) or COMMON_REASONS.get(reason)
    return _translate("reasons", sentence) if sentence else ""


LEVEL_LABELS = {
    "easy": QT_TRANSLATE_NOOP("levels", "Easy"),
    "normal": QT_TRANSLATE_NOOP("levels", "Normal"),
    "hard": QT_TRANSLATE_NOOP("levels", "Hard"),
}


def level_label(level: str) -> str:
    return _translate("levels", LEVEL_LABELS.get(level, level))


def computer_player(level: str) -> str:
    """A computer level as a player is named: "Computer – hard"."""
    return fill(QCoreApplication.translate("NewGameDialog", "Computer – %1"), level_label(level))


_PLACEHOLDER = re.compile(r"%([1-9])")


def fill(text: str, *values: object) -> str:
    """Qt's %1…%9 placeholders filled in one pass, so a value that itself contains "%2" stays as it is."""
    def value(match: re.Match) -> str:
        index = int(match.group(1)) - 1
        return str(values[index]) if index < len(values) else match.group(0)

    return _PLACEHOLDER.sub(value, text)


def refusal_text(spec: GameSpec | None, refusal: IllegalMove) -> str:
    """Why a move was refused, in the player's language (the game's own sentence or a common one).

    A code no catalog knows (a bug) still gets a sentence: the general "not allowed here".
    """
    template = spec.refusal(refusal.code) if spec is not None else COMMON_REFUSALS.get(refusal.code)
    template = template or TUTORIAL_REFUSALS.get(refusal.code)
    params = refusal.params
    if template is None:
        template, params = COMMON_REFUSALS[Refusal.NOT_LEGAL], ()
    return fill(_translate("refusals", template), *params)


def tutorial_text(text: str) -> str:
    """A text of a game's tutorial (`engine/<id>/data/tutorial.json`), in the player's language."""
    return _translate("tutorial", text) if text else ""


def number(value: float, decimals: int) -> str:
    """`value` with `decimals` digits after the separator of the player's language ("1,70" in German)."""
    return QLocale().toString(float(value), "f", decimals)
