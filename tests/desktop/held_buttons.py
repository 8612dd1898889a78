"""Mouse buttons and modifier keys a test left down, let go of before the next test."""

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


def let_go_of_held_modifiers() -> None:
    """``QTest.keyClick`` with a modifier leaves Qt taking it as still held
    (``QApplication.keyboardModifiers``): after a test's Ctrl+Z, the solo results' chosen row
    was toggled off as its table took the focus, and a test of it failed after that one alone."""
    if QApplication.keyboardModifiers() != Qt.KeyboardModifier.NoModifier:
        QTest.keyRelease(QWidget(), Qt.Key.Key_Control)
