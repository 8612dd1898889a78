"""Interactive lessons. The start screen calls ``start_tutorial(window, game_id)``.

Flowers' lesson lives here; another game can ship its own as
``desktop.games.<game>.tutorial.start_lesson(window)``, which this dispatcher calls.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMessageBox, QWidget

_open: list[QWidget] = []
"""Lessons opened without a parent window, kept alive until they are closed."""


def tr(text: str) -> str:
    return QCoreApplication.translate("Tutorial", text)


def lesson_entry(game_id: str) -> Callable[[Any], None] | None:
    """The function that opens ``game_id``'s lesson over a window, or None if it has none."""
    if game_id == "flowers":
        return _start_flowers
    try:
        module = importlib.import_module(f"desktop.games.{game_id.replace('-', '_')}.tutorial")
    except ModuleNotFoundError:
        return None
    entry = getattr(module, "start_lesson", None)
    return entry if callable(entry) else None


def has_lesson(game_id: str) -> bool:
    return lesson_entry(game_id) is not None


def start_tutorial(window: Any, game_id: str) -> None:
    """Open the lesson for ``game_id`` in its own window, on top of ``window``.

    A lesson has its own board and session, so the window's game (if any) is left alone.
    """
    entry = lesson_entry(game_id)
    if entry is None:
        QMessageBox.information(
            window if isinstance(window, QWidget) else None,
            tr("Tutorial"),
            tr("There is no lesson for this game yet. The rules are in Help > Rules."),
        )
        return
    entry(window)


def _start_flowers(window: Any) -> None:
    from desktop.tutorial.flowers_lesson import FlowersLesson

    parent = window if isinstance(window, QWidget) else None
    dialog = getattr(window, "new_game_dialog", None)
    new_game = (lambda: dialog("flowers")) if callable(dialog) else None
    lesson = FlowersLesson(parent, new_game=new_game)
    if parent is None:
        _open.append(lesson)
        lesson.destroyed.connect(lambda *_: _open.remove(lesson) if lesson in _open else None)
    lesson.show()
    lesson.raise_()
    lesson.activateWindow()


__all__ = ["has_lesson", "lesson_entry", "start_tutorial"]
