"""A lesson step says "Read the explanation, then press Next (Enter)." A keyboard player who
had tabbed to "Close the lesson" answered its question No and the keys stayed there, so the
next Enter asked again; from "Rules (F1)", back from the rules, Enter opened them again (play
tester 189, keyboard only). Enter and Space press the button tabbed to, as everywhere; once
that button has done its job aside, the keys go back to Next."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QEvent, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMessageBox, QPushButton, QWidget
from pytestqt.qtbot import QtBot

from desktop.tutorial.lesson import ScriptedLesson
from tests.desktop.shell.test_lessons import LESSONS, lesson_on_screen


def keys() -> QWidget:
    focused = QApplication.focusWidget()
    assert focused is not None
    return focused


def tab_to(qtbot: QtBot, button: QPushButton) -> None:
    """Tab, as a keyboard player does, until ``button`` has the keys."""
    for _ in range(40):
        if button.hasFocus():
            return
        QTest.keyClick(keys(), Qt.Key.Key_Tab)
    raise AssertionError(f"Tab never reached {button.text()!r}")


def back_to(qtbot: QtBot, window: QWidget) -> None:
    """``window`` active, as the window manager makes it (offscreen Qt leaves it to us)."""
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)


def ask_to_close(qtbot: QtBot, lesson: ScriptedLesson, key: Qt.Key) -> QMessageBox:
    """Tab to "Close the lesson" and press ``key``: the question, active."""
    close = lesson.panel.close_button
    tab_to(qtbot, close)
    QTest.keyClick(close, key)
    question = lesson.close_question
    assert question is not None and question.isVisible()
    back_to(qtbot, question)
    return question


def to_a_reading_step(qtbot: QtBot, lesson: ScriptedLesson) -> None:
    """Past the first step (Close asks then), its moves made: the step now says "Press Next
    (Enter) when you are ready." """
    QTest.keyClick(keys(), Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: lesson.index == 1)
    while (wanted := lesson.expected()) is not None:
        lesson.board.action_chosen.emit(wanted)
    qtbot.waitUntil(lesson.panel.next_button.isEnabled)
    qtbot.waitUntil(lambda: not lesson.panel.words.has_more())
    assert lesson.index == 1 and lesson.in_progress()
    assert "(Enter)" in lesson.panel.task_label.text()


@pytest.mark.parametrize("game_id", sorted(LESSONS))
@pytest.mark.parametrize("answer", [Qt.Key.Key_Return, Qt.Key.Key_Escape])
def test_close_answered_no_gives_enter_back_to_next(
    qtbot: QtBot, game_id: str, answer: Qt.Key
) -> None:
    lesson = lesson_on_screen(qtbot, game_id)
    to_a_reading_step(qtbot, lesson)
    question = ask_to_close(qtbot, lesson, Qt.Key.Key_Return)  # Enter: the button tabbed to
    QTest.keyClick(keys(), answer)  # No, the default, or Esc
    assert not question.isVisible()
    QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    back_to(qtbot, lesson)
    assert lesson.isVisible() and lesson.close_question is None
    assert lesson.panel.next_button.hasFocus()
    QTest.keyClick(keys(), Qt.Key.Key_Return)  # as the words say: Next
    assert lesson.close_question is None
    qtbot.waitUntil(lambda: lesson.index == 2)


def test_space_still_presses_the_button_tabbed_to(qtbot: QtBot) -> None:
    lesson = lesson_on_screen(qtbot, "petal-plotters")
    to_a_reading_step(qtbot, lesson)
    question = ask_to_close(qtbot, lesson, Qt.Key.Key_Space)
    QTest.keyClick(keys(), Qt.Key.Key_Space)  # on No, the default
    assert not question.isVisible()
    back_to(qtbot, lesson)
    assert lesson.isVisible() and lesson.index == 1
    assert lesson.panel.next_button.hasFocus()


@pytest.mark.parametrize("game_id", sorted(LESSONS))
def test_back_from_the_rules_opened_by_their_button_enter_is_next(
    qtbot: QtBot, game_id: str
) -> None:
    lesson = lesson_on_screen(qtbot, game_id)
    to_a_reading_step(qtbot, lesson)
    rules = lesson.panel.rules_button
    tab_to(qtbot, rules)
    QTest.keyClick(rules, Qt.Key.Key_Return)
    reader = lesson.rules_dialog
    assert reader is not None and reader.isVisible()
    back_to(qtbot, reader)
    QTest.keyClick(keys(), Qt.Key.Key_Escape)  # the reader closes
    assert not reader.isVisible()
    back_to(qtbot, lesson)
    assert lesson.panel.next_button.hasFocus()
    QTest.keyClick(keys(), Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: lesson.index == 2)
    assert not reader.isVisible()
