"""Interactive lessons. The start screen calls ``start_tutorial(window, game_id)``.

Every game ships its own lesson as ``desktop.games.<game>.tutorial.start_lesson(window)``,
which this dispatcher finds and calls; the machinery the lessons share is in
:mod:`desktop.tutorial.lesson` (the script runner) and :mod:`desktop.tutorial.panel` (the
side panel).
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMessageBox, QWidget


def tr(text: str) -> str:
    return QCoreApplication.translate("Tutorial", text)


def lesson_entry(game_id: str) -> Callable[[Any], None] | None:
    """The function that opens ``game_id``'s lesson over a window, or None if it has none."""
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
    if isinstance(window, QWidget):
        from desktop.tutorial.lesson import ScriptedLesson

        for lesson in window.findChildren(ScriptedLesson):
            if lesson.isVisible() and lesson.board.game.info.id == game_id:
                # the one open comes to the front: a second began at step 1 beside it, the
                # first left behind the window (play test)
                lesson.showNormal()
                lesson.raise_()
                lesson.activateWindow()
                return
    entry = lesson_entry(game_id)
    if entry is None:
        QMessageBox.information(
            window if isinstance(window, QWidget) else None,
            tr("Lesson"),
            tr("There is no lesson for this game yet. The rules are in Help > Rules."),
        )
        return
    entry(window)


def close_lessons(window: QWidget) -> None:
    """Close the lessons opened over ``window`` without asking: the application is quitting,
    and a lesson that asked would keep it from quitting."""
    from desktop.tutorial.lesson import ScriptedLesson

    for lesson in window.findChildren(ScriptedLesson):
        lesson.leave()


def apply_settings_to_lessons(window: QWidget, settings: Any) -> None:
    """The lessons opened over ``window`` follow its new settings, as its own board does."""
    from desktop.tutorial.lesson import ScriptedLesson

    for lesson in window.findChildren(ScriptedLesson):
        lesson.apply_settings(settings)


__all__ = [
    "apply_settings_to_lessons",
    "close_lessons",
    "has_lesson",
    "lesson_entry",
    "start_tutorial",
]
