"""Sound cues in step with a scene's animations: each cue is emitted (`BoardScene.soundCue`) at the moment its
animation shows the event (a marble's slide ends, a peg lands from a hop), or at once when the move is not
animated, then once per kind of cue (the loudest), so a move never sounds as a burst."""

from __future__ import annotations

from PySide6.QtCore import QAbstractAnimation, QVariantAnimation

#: (when, as a share of the animation 0..1; the cue's name in assets/sounds/cues.json; its strength 0..1)
Cue = tuple[float, str, float]


def cue_along(scene, animation: QAbstractAnimation | None, cues: list[Cue]) -> None:
    """Emit `cues` on `scene.soundCue` as `animation` (started for this move) passes their moments, all that are
    left when it stops early; without a running animation, each kind of cue once, now."""
    pending = sorted(cues, key=lambda cue: cue[0])
    if animation is None or animation.duration() <= 0 or animation.state() != QAbstractAnimation.State.Running:
        loudest: dict[str, float] = {}
        for _when, name, strength in pending:
            loudest[name] = max(strength, loudest.get(name, 0.0))
        for name, strength in loudest.items():
            scene.soundCue.emit(name, strength)
        return

    def passed(*_) -> None:
        share = animation.currentTime() / animation.duration()
        while pending and pending[0][0] <= share + 1e-6:
            _when, name, strength = pending.pop(0)
            scene.soundCue.emit(name, strength)

    def stopped(new_state, _old_state) -> None:
        if new_state != QAbstractAnimation.State.Stopped:
            return
        for _when, name, strength in pending:  # ended early (the next move came): what it showed still sounds
            scene.soundCue.emit(name, strength)
        pending.clear()
        animation.stateChanged.disconnect(stopped)  # an animation a scene runs again gets its next move's cues
        if isinstance(animation, QVariantAnimation):
            animation.valueChanged.disconnect(passed)

    if isinstance(animation, QVariantAnimation):
        animation.valueChanged.connect(passed)
    animation.stateChanged.connect(stopped)
