"""Move animations with one speed setting shared by every board (0 turns them off)."""

from __future__ import annotations

import shiboken6
from PySide6.QtCore import (
    QAbstractAnimation,
    QEasingCurve,
    QObject,
    QParallelAnimationGroup,
    QPointF,
    QPropertyAnimation,
)
from PySide6.QtWidgets import QGraphicsObject

_speed = 1.0
_running: dict[int, QAbstractAnimation] = {}


def animation_speed() -> float:
    """The current speed factor: 1 normal, 2 twice as fast, 0 no animation."""
    return _speed


def set_animation_speed(speed: float) -> None:
    """Set by the settings dialog and by tests (tests use 0 so moves land at once)."""
    global _speed
    _speed = max(0.0, float(speed))


def duration(base_ms: int) -> int:
    """``base_ms`` at normal speed, scaled by the speed setting; 0 when animations are off."""
    if _speed <= 0:
        return 0
    return max(1, int(base_ms / _speed))


def stop(item: QGraphicsObject) -> None:
    """Stop a running move of ``item`` (where it is now is where it stays)."""
    animation = _running.pop(id(item), None)
    if animation is not None and shiboken6.isValid(animation):
        animation.stop()


def is_animating(item: QGraphicsObject) -> bool:
    animation = _running.get(id(item))
    return animation is not None and shiboken6.isValid(animation)


def move_to(
    item: QGraphicsObject,
    pos: QPointF,
    scale: float | None = None,
    base_ms: int = 260,
    easing: QEasingCurve.Type = QEasingCurve.Type.OutCubic,
    parent: QObject | None = None,
) -> None:
    """Glide ``item`` to ``pos`` (and ``scale``); jump there when animations are off."""
    stop(item)
    target_scale = item.scale() if scale is None else scale
    ms = duration(base_ms)
    if ms == 0 or (item.pos() == pos and item.scale() == target_scale):
        item.setPos(pos)
        item.setScale(target_scale)
        return
    group = QParallelAnimationGroup(parent or item)
    moving = QPropertyAnimation(item, b"pos", group)
    moving.setEndValue(pos)
    moving.setDuration(ms)
    moving.setEasingCurve(easing)
    group.addAnimation(moving)
    if target_scale != item.scale():
        scaling = QPropertyAnimation(item, b"scale", group)
        scaling.setEndValue(target_scale)
        scaling.setDuration(ms)
        scaling.setEasingCurve(easing)
        group.addAnimation(scaling)
    key = id(item)
    _running[key] = group

    def finished() -> None:
        if _running.get(key) is group:
            del _running[key]

    group.finished.connect(finished)
    # a move cut short by its item's deletion (a new game drops the table mid-deal) never
    # finishes: its entry went on holding the group's wrapper, a few more each game
    group.destroyed.connect(finished)
    group.start(QAbstractAnimation.DeletionPolicy.DeleteWhenStopped)


def snap_back(item: QGraphicsObject, pos: QPointF, scale: float | None = None) -> None:
    """The refused-drop gesture: a short elastic return to where the card came from."""
    move_to(item, pos, scale, base_ms=320, easing=QEasingCurve.Type.OutBack)
