"""The menu bar by the keys: Alt lights the title the arrows are on."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QImage
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMenu
from pytestqt.qtbot import QtBot

from desktop.main_window import MainWindow


def title(window: MainWindow, menu: QMenu) -> QImage:
    """The menu bar's title of ``menu`` as drawn now."""
    bar = window.menuBar()
    return bar.grab(bar.actionGeometry(menu.menuAction())).toImage()


def test_alt_lights_the_title_the_keys_are_on(qtbot: QtBot, window: MainWindow) -> None:
    """Play tester, session 55: after Alt, even 1.5 s later, neither File nor, after →, Edit
    showed lit, though ↓ then opened Edit. The title the keys are on is lit as an open one."""
    window.activateWindow()
    assert QTest.qWaitForWindowActive(window)
    bar = window.menuBar()
    unlit = {menu: title(window, menu) for menu in (window.file_menu, window.edit_menu)}
    QTest.keyClick(QApplication.focusWidget() or window, Qt.Key.Key_Alt)
    qtbot.waitUntil(bar.hasFocus)
    assert bar.activeAction() is window.file_menu.menuAction()
    assert title(window, window.file_menu) != unlit[window.file_menu]
    QTest.keyClick(bar, Qt.Key.Key_Right)
    assert bar.activeAction() is window.edit_menu.menuAction()
    assert title(window, window.edit_menu) != unlit[window.edit_menu]
    assert title(window, window.file_menu) == unlit[window.file_menu]  # out again
    QTest.keyClick(bar, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not bar.hasFocus())
    assert title(window, window.edit_menu) == unlit[window.edit_menu]
