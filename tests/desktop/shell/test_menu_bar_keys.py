"""The menu bar by the keys: Alt lights the title the arrows are on, F10 opens File."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QImage
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMenu
from pytestqt.qtbot import QtBot

from desktop.main_window import MainWindow
from desktop.paths import rules_path


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


def test_f10_opens_the_file_menu_and_esc_gives_the_keys_back(
    qtbot: QtBot, window: MainWindow
) -> None:
    """F10 opens the first menu, as on many Linux desktops and on Windows; Esc closes it and
    the keys go back where they were. Each rules page's keyboard list says so."""
    for game_id in ("flowers", "petal-plotters"):
        for language in ("en", "fr", "de"):
            assert "F10" in rules_path(game_id, language).read_text(encoding="utf-8")
    window.activateWindow()
    assert QTest.qWaitForWindowActive(window)
    before = window.focusWidget()
    assert before is not None
    QTest.keyClick(before, Qt.Key.Key_F10)
    qtbot.waitUntil(lambda: QApplication.activePopupWidget() is window.file_menu)
    QTest.keyClick(window.file_menu, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: QApplication.activePopupWidget() is None)
    # the window's own focus: the offscreen platform leaves the closed menu the active window
    qtbot.waitUntil(lambda: window.focusWidget() is before)
    assert window.menuBar().activeAction() is None
