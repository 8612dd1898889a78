"""A button a double-click leaves down, and a modifier a key click leaves held, are let go of
between tests (``no_button_left_down``)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from tests.desktop.held_buttons import let_go_of_held_buttons, let_go_of_held_modifiers


def test_a_double_click_leaves_its_button_down_until_let_go(qtbot: QtBot) -> None:
    widget = QWidget()
    qtbot.addWidget(widget)
    widget.show()
    qtbot.waitExposed(widget)
    qtbot.mouseDClick(widget, Qt.MouseButton.LeftButton)
    assert QApplication.mouseButtons() == Qt.MouseButton.LeftButton
    let_go_of_held_buttons()
    assert QApplication.mouseButtons() == Qt.MouseButton.NoButton


def test_a_key_clicked_with_ctrl_leaves_ctrl_held_until_let_go(qtbot: QtBot) -> None:
    widget = QWidget()
    qtbot.addWidget(widget)
    qtbot.keyClick(widget, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert QApplication.keyboardModifiers() == Qt.KeyboardModifier.ControlModifier
    let_go_of_held_modifiers()
    assert QApplication.keyboardModifiers() == Qt.KeyboardModifier.NoModifier
