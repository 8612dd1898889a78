"""Keyboard-only play (play testers' notes): the line over the table says whose keys they are
while History and the results window pass them between them."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from desktop.main_window import MainWindow
from tests.desktop.shell.on_screen import quick_laptop_window
from tests.desktop.shell.test_play_tester_133 import (
    RESULTS_OPEN,
    results_with_the_keys,
    shown_words,
)

HISTORY_AT_THE_END = (
    "History: ↑/↓ and Enter show the table after a move; Esc goes back to the end of the game."
)


@pytest.fixture
def window(qtbot: QtBot) -> Iterator[MainWindow]:
    yield from quick_laptop_window(qtbot)


def test_the_line_follows_the_keys_between_the_results_and_history(
    qtbot: QtBot, window: MainWindow
) -> None:
    """After Ctrl+H from the results the line still gave the results' keys (↑/↓ scroll them,
    Esc closes them) while History had them: it says History's, and the results' again once
    the keys go back to the results window."""
    close = results_with_the_keys(qtbot, window)
    dialog = window.end_dialog
    assert dialog is not None
    assert shown_words(window) == [RESULTS_OPEN]
    qtbot.keyClick(close, Qt.Key.Key_H, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: QApplication.focusWidget() is window.history_view)
    assert shown_words(window) == [HISTORY_AT_THE_END]
    # Esc gives the keys to the table, whose line History's words leave
    qtbot.keyClick(window.history_view, Qt.Key.Key_Escape)
    assert window.board is not None and window.board.view.hasFocus()
    assert HISTORY_AT_THE_END not in shown_words(window)
    assert window.end_dialog is dialog and dialog.isVisible()
    dialog.activateWindow()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is close)
    assert shown_words(window) == [RESULTS_OPEN]
    # History again, a row looked at, then the keys back to the results
    qtbot.keyClick(close, Qt.Key.Key_H, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: QApplication.focusWidget() is window.history_view)
    assert shown_words(window) == [HISTORY_AT_THE_END]
    qtbot.keyClick(window.history_view, Qt.Key.Key_Up)  # the table follows the row
    assert shown_words(window) == [HISTORY_AT_THE_END]
    dialog.activateWindow()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is close)
    assert shown_words(window) == [RESULTS_OPEN]
