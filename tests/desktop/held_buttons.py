"""Mouse buttons a test left down, let go of before the next test."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QWidget


def let_go_of_held_buttons() -> None:
    """``QTest.mouseDClick`` ends on its second press, never released, and Qt then takes every
    later focus change for a click's (``QApplication.mouseButtons``): the dialogs' first-focus
    tests failed after the solo records' double-click (``FocusFrame``), and passed alone."""
    held = QApplication.mouseButtons()
    if held != Qt.MouseButton.NoButton:
        QTest.mouseRelease(QWidget(), held)
