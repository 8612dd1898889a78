"""Interactive lessons. The start screen calls ``start_tutorial(window, game_id)``."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMessageBox, QWidget

LESSONS = ("flowers",)
"""Games that have a lesson."""


def tr(text: str) -> str:
    return QCoreApplication.translate("Tutorial", text)


def start_tutorial(window: Any, game_id: str) -> None:
    """Open the lesson for ``game_id`` in its own window, on top of ``window``.

    The lesson has its own board and session, so the window's game (if any) is left alone.
    At the end, "Play a full game" opens the window's new-game dialog for the same game.
    """
    parent = window if isinstance(window, QWidget) else None
    if game_id not in LESSONS:
        QMessageBox.information(
            parent,
            tr("Tutorial"),
            tr("There is no lesson for this game yet. The rules are in Help > Rules."),
        )
        return
    from desktop.tutorial.flowers_lesson import FlowersLesson

    dialog = getattr(window, "new_game_dialog", None)
    new_game = (lambda: dialog(game_id)) if callable(dialog) else None
    lesson = FlowersLesson(parent, new_game=new_game)
    lesson.show()
    lesson.raise_()
    lesson.activateWindow()


__all__ = ["LESSONS", "start_tutorial"]
