"""A lesson step begins with no card shown large (play tester 186, German, 1024x640): the
Katydid the learner turned and added by keys at step 3 showed large over Basil's Garrison and
the total (or over three hand cards, the window maximised) as step 4 began, the pointer on the
title bar, and stayed there until an arrow."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from desktop import i18n
from desktop.games.petal_plotters.tutorial import PetalPlottersLesson
from desktop.press_guard import GUARD_MS
from desktop.table import set_animation_speed
from engine.games.petal_plotters import AddToGarrison, UseAbility

WINDOW = (1024, 600)
"""The lesson's window maximised on a 1024x640 screen (its title bar and frame off)."""


@pytest.mark.usefixtures("translations")
@pytest.mark.parametrize("next_by", ["keys", "mouse"])
def test_step_four_begins_with_no_card_shown_large(qtbot: QtBot, next_by: str) -> None:
    """Steps 1 to 3 played by keys as the tester did (Enter on Next and "More ↓", Enter on the
    Great Hornbill framed, R and Enter on the Katydid framed), Next pressed by ``next_by``:
    as step 4 begins, and once its words and the table have settled, no card is shown large
    (the pointer is on no card)."""
    assert i18n.install("de") == "de"
    set_animation_speed(1)
    lesson = PetalPlottersLesson()
    qtbot.addWidget(lesson, before_close_func=lambda widget: widget.leave())
    lesson.resize(*WINDOW)
    lesson.show()
    lesson.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is lesson)
    board, preview, next_button = lesson.board, lesson.board.card_preview, lesson.panel.next_button
    QTest.mouseMove(lesson, QPoint(lesson.width() // 2, 2))  # the pointer off the table

    def press(key: Qt.Key) -> None:
        qtbot.wait(GUARD_MS)  # a key this soon after the last is not taken
        QTest.keyClick(QApplication.focusWidget(), key)

    for _ in range(30):  # Next, More and the moves of steps 1 to 3
        if lesson.index == 3:
            break
        wanted = lesson.expected()
        if wanted is None or next_button.isEnabled():
            qtbot.waitUntil(lambda: not lesson._auto_queue and next_button.isEnabled())
            if next_by == "keys" or lesson.index < 2:
                press(Qt.Key.Key_Return)
            else:
                qtbot.wait(GUARD_MS)
                qtbot.mouseClick(next_button, Qt.MouseButton.LeftButton)
            continue
        qtbot.waitUntil(board.cursor_item.isVisible)  # the frame on the card asked for
        if isinstance(wanted, AddToGarrison):
            assert board.key_focus == ("card", wanted.card)
            press(Qt.Key.Key_R)
        played = len(lesson.controller.session.actions)
        press(Qt.Key.Key_Return)
        assert lesson.controller.session.actions[played:][:1] == (wanted,)
    assert isinstance(lesson.expected(), UseAbility)  # step 4: use an ability
    assert not preview.pending()
    qtbot.wait(3 * preview.DELAY_MS)  # the words laid out, the keys given to the table
    assert not lesson._auto_queue
    assert not preview.isVisible()
    assert not preview.pending(), "a card shown large as step 4 begins"
