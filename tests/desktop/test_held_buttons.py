"""No mouse button a test leaves down reaches the tests after it (``no_button_left_down``).

The two tests run in this order: the first leaves a button down as ``QTest.mouseDClick``
does, the second is any test after it.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot


def test_a_double_click_leaves_its_button_down(qtbot: QtBot) -> None:
    widget = QWidget()
    qtbot.addWidget(widget)
    widget.show()
    qtbot.waitExposed(widget)
    qtbot.mouseDClick(widget, Qt.MouseButton.LeftButton)
    assert QApplication.mouseButtons() == Qt.MouseButton.LeftButton


def test_the_next_test_starts_with_no_button_down() -> None:
    assert QApplication.mouseButtons() == Qt.MouseButton.NoButton
