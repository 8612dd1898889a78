"""Past the first arrow, Petal Plotters' line over the table named Enter alone ("Enter: Add
Frog face down to your Garrison, with +5 up"), where Flowers' line ends with a reminder that
? lists every key (play tester, session 57): the same words, by the same function
(``FlashNote.with_keys_reminder``), where the line has room; where it has not, the frame's
words alone keep to their line (a second line unfolds over the table)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QFontMetricsF
from PySide6.QtTest import QTest

from .conftest import Table
from .test_keyboard import framed_inside_the_hand

REMINDER = " · ?: all keys"


def test_the_frames_words_remind_of_the_keys_where_the_line_has_room(trio: Table) -> None:
    _board, view, _hand, _framed = framed_inside_the_hand(trio)
    QTest.keyClick(view, Qt.Key.Key_Right)
    said = trio.messages[-1]
    assert said.startswith("Enter: ") and said.endswith(REMINDER), said


def test_a_narrow_line_keeps_the_frames_words_alone(trio: Table) -> None:
    board, view, _hand, _framed = framed_inside_the_hand(trio)
    board.widget().resize(420, 700)
    QTest.qWait(50)
    QTest.keyClick(view, Qt.Key.Key_Right)
    said = trio.messages[-1]
    assert said.startswith("Enter: ") and not said.endswith(REMINDER), said
    metrics = QFontMetricsF(board._flash_note.font())
    assert metrics.horizontalAdvance(said + REMINDER) > board.status_label.width()
