"""A main window shown at a given size: the body of the shell tests' window fixtures, which
differ only in their settings and size."""

from __future__ import annotations

from collections.abc import Iterator

from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from desktop.main_window import MainWindow
from desktop.settings import Settings


def window_on_screen(
    qtbot: QtBot, settings: Settings, width: int, height: int
) -> Iterator[MainWindow]:
    """The window with ``settings``, ``width`` by ``height`` and exposed; closed after the test
    (``yield from`` it in a fixture)."""
    win = MainWindow(settings)
    qtbot.addWidget(win)
    win.resize(width, height)
    win.show()
    assert QTest.qWaitForWindowExposed(win)
    yield win
    win.close()
