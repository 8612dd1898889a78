"""Every game's lesson is found and opened the same way: ``desktop.games.<game>.tutorial``."""

from __future__ import annotations

import importlib

import pytest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from desktop.table import set_animation_speed
from desktop.tutorial import has_lesson, lesson_entry, start_tutorial
from desktop.tutorial import lesson as lesson_module
from desktop.tutorial.lesson import ScriptedLesson

LESSONS = {
    "flowers": ("desktop.games.flowers.tutorial", "FlowersLesson"),
    "petal-plotters": ("desktop.games.petal_plotters.tutorial", "PetalPlottersLesson"),
}


@pytest.mark.parametrize("game_id", sorted(LESSONS))
def test_the_dispatcher_finds_each_lesson_in_its_game_package(game_id: str) -> None:
    module = importlib.import_module(LESSONS[game_id][0])
    assert has_lesson(game_id)
    assert lesson_entry(game_id) is module.start_lesson


@pytest.mark.parametrize("game_id", sorted(LESSONS))
def test_start_tutorial_opens_a_scripted_lesson_that_stays_open(qtbot: QtBot, game_id: str) -> None:
    set_animation_speed(0)
    module_name, class_name = LESSONS[game_id]
    lesson_class = getattr(importlib.import_module(module_name), class_name)
    assert issubclass(lesson_class, ScriptedLesson)
    start_tutorial(None, game_id)
    lessons = [w for w in QApplication.topLevelWidgets() if isinstance(w, lesson_class)]
    assert len(lessons) == 1 and lessons[0].isVisible()
    assert lessons[0] in lesson_module._parentless  # kept alive without a parent window
    assert lessons[0].broken is None
    # the lesson fits the screen it opens on (the offscreen screen is 800x800)
    available = lessons[0].screen().availableGeometry().size()
    assert lessons[0].width() <= available.width() and lessons[0].height() <= available.height()
    lessons[0].close()
