"""Play tester 137 played Petal Plotters with the keyboard alone at 1366×768: Ctrl+H from the
results window promised History's keys and left them on the results' Close, the discard pile's
large card hid its Close, and "Taken back" counted a turn's steps as moves."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from desktop.main_window import MainWindow
from desktop.settings import Settings
from desktop.table import set_animation_speed
from tests.desktop.shell.on_screen import window_on_screen
from tests.desktop.shell.test_play_tester_133 import results_with_the_keys


@pytest.fixture
def window(qtbot: QtBot) -> Iterator[MainWindow]:
    set_animation_speed(0)
    yield from window_on_screen(
        qtbot, Settings(ai_move_delay_ms=0, confirm_moves=False, animation_speed="fast"), 1366, 768
    )


def test_ctrl_h_from_the_results_gives_history_the_keys(qtbot: QtBot, window: MainWindow) -> None:
    """Ctrl+H with the results window active said "History: ↑/↓ and Enter show the table
    after a move" (shot 58), but ↑ moved nothing and Enter pressed the results' Close (shots
    59, 62): History takes the keys it promises, the results stay open beside it."""
    close = results_with_the_keys(qtbot, window)
    qtbot.keyClick(close, Qt.Key.Key_H, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: window.history_dock.isVisible())
    qtbot.waitUntil(lambda: QApplication.focusWidget() is window.history_view)
    assert window.end_dialog is not None and window.end_dialog.isVisible()
    rows = window.history_view.count()
    assert window.history_view.currentRow() == rows - 1
    qtbot.keyClick(window.history_view, Qt.Key.Key_Up)
    assert window.history_view.currentRow() == rows - 2
