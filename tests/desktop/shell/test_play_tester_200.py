"""What a play tester found playing Petal Plotters by keyboard (play tester 200, session 63:
four players at 1366×768, and a five-player hot seat at 1024×700 with History open)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from desktop.main_window import MainWindow
from engine.games.petal_plotters import PlaceHornbill
from tests.desktop.shell import test_play_tester_192
from tests.desktop.shell.test_play_tester_192 import table_taken_by_enter
from tests.desktop.shell.test_turn_line import marked, on_the_window

window = test_play_tester_192.window
"""The main window with the real games (play tester 192's)."""


def test_r_turning_the_framed_card_leaves_the_mark(
    qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    """R turned the framed hand card, and the frame's words, naming the end now up, lay over
    the line and over "To do — Ben" for five seconds: they say what Enter would do there,
    as an arrow's words do, and leave the mark beside them."""
    bar = table_taken_by_enter(qtbot, window, monkeypatch)  # Anna's, the Hornbill's holder
    window.controller.play(PlaceHornbill())
    qtbot.waitUntil(window.handoff.button.hasFocus)
    qtbot.wait(350)  # the hand-off's guard (``table_taken_by_enter``)
    QTest.keyClick(window.handoff.button, Qt.Key.Key_Return)  # Ben's table, his hand framed
    board = window.board
    assert board is not None
    note = bar.flash_note
    first = note.text()
    qtbot.waitUntil(lambda: not board.view.passed_guard.too_soon())  # R turns, held back till then
    QTest.keyClick(board.view, Qt.Key.Key_R)
    assert note.isVisible() and note.text() != first
    assert marked(bar, "To do — Ben")
    assert not note.geometry().intersects(on_the_window(bar.mark))
