"""Past a turn's first arrow, the line over the table named Enter alone ("Entrée : piocher le
4 rouge"): 1–3, H and Page Down were not named again that turn, and a keyboard player who
forgot one had to open the rules (play tester 178). Where the line has room, the frame's words
end with a reminder that ? lists every key; where it has not, the words alone keep to their
line (a second line unfolds over the table)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QFontMetricsF
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from engine.core.save import Seat

from .conftest import make_table
from .test_board_play import keys_at_my_turn

REMINDER = " · ?: all keys"


def test_the_frames_words_remind_of_the_keys_where_the_line_has_room(qtbot: QtBot) -> None:
    table = make_table(qtbot, [Seat(name="Tess", kind="human")])
    try:
        view = keys_at_my_turn(qtbot, table)
        QTest.keyClick(view, Qt.Key.Key_Right)
        assert table.messages[-1].startswith("Enter: take the ")
        assert table.messages[-1].endswith(REMINDER)
        QTest.keyClick(view, Qt.Key.Key_Return)
        QTest.keyClick(view, Qt.Key.Key_Down)
        assert table.messages[-1].startswith("Enter: place the ")
        assert table.messages[-1].endswith(REMINDER)
    finally:
        table.controller.shutdown()


def test_a_narrow_line_keeps_the_frames_words_alone(qtbot: QtBot) -> None:
    table = make_table(qtbot, [Seat(name="Tess", kind="human")], size=(520, 500))
    board = table.board
    try:
        view = keys_at_my_turn(qtbot, table)
        QTest.keyClick(view, Qt.Key.Key_Right)
        QTest.keyClick(view, Qt.Key.Key_Return)
        QTest.keyClick(view, Qt.Key.Key_Down)
        said = table.messages[-1]
        assert said.startswith("Enter: place the ") and not said.endswith(REMINDER)
        metrics = QFontMetricsF(board._flash_note.font())
        assert metrics.horizontalAdvance(said + REMINDER) > board.status_label.width()
    finally:
        table.controller.shutdown()
