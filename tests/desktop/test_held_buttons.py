"""A button a double-click leaves down is let go of between tests (``no_button_left_down``)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from tests.desktop.held_buttons import let_go_of_held_buttons


def test_a_double_click_leaves_its_button_down_until_let_go(qtbot: QtBot) -> None:
    widget = QWidget()
    qtbot.addWidget(widget)
    widget.show()
    qtbot.waitExposed(widget)
    qtbot.mouseDClick(widget, Qt.MouseButton.LeftButton)
    assert QApplication.mouseButtons() == Qt.MouseButton.LeftButton
    let_go_of_held_buttons()
    assert QApplication.mouseButtons() == Qt.MouseButton.NoButton
