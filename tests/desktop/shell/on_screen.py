"""A main window shown at a given size: the body of the shell tests' window fixtures, which
differ only in their settings and size."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from desktop import i18n
from desktop.main_window import LOG_BESIDE_WIDTH, MainWindow
from desktop.settings import Settings
from desktop.table import set_animation_speed


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


def active_window(qtbot: QtBot, settings: Settings) -> Iterator[MainWindow]:
    """The window with ``settings`` at its own size, exposed and the active window (its keys
    are the window's shortcuts); closed after the test (``yield from`` it in a fixture)."""
    win = MainWindow(settings)
    qtbot.addWidget(win)
    with qtbot.waitExposed(win):
        win.show()
    with qtbot.waitActive(win):
        win.activateWindow()
    yield win
    win.close()


def quick_window(qtbot: QtBot, **settings: Any) -> MainWindow:
    """The window at its own size, shown and exposed, computers moving at once, no move to
    confirm, no animation, and ``settings`` besides (the caller closes it)."""
    set_animation_speed(0)
    win = MainWindow(
        Settings(ai_move_delay_ms=0, confirm_moves=False, animation_speed="fast", **settings)
    )
    qtbot.addWidget(win)
    if settings.get("move_log"):
        # a game opens with the log beside its table only in a window this wide
        win.resize(max(win.width(), LOG_BESIDE_WIDTH), win.height())
    win.show()
    assert QTest.qWaitForWindowExposed(win)
    return win


def logged_window(qtbot: QtBot) -> Iterator[MainWindow]:
    """``quick_window`` with the move log beside the table, closed after the test: the
    look-back and log tests' window."""
    win = quick_window(qtbot, move_log=True)
    yield win
    win.close()


def quick_laptop_window(qtbot: QtBot) -> Iterator[MainWindow]:
    """``window_on_screen`` at a laptop's 1366×768, computers moving at once, no move to
    confirm, no animation: the results and keyboard tests play whole games by keys."""
    set_animation_speed(0)
    yield from window_on_screen(
        qtbot, Settings(ai_move_delay_ms=0, confirm_moves=False, animation_speed="fast"), 1366, 768
    )


def active_laptop_window(qtbot: QtBot) -> Iterator[MainWindow]:
    """``quick_laptop_window``, the active window: its shortcuts take the keys at once."""
    for win in quick_laptop_window(qtbot):
        with qtbot.waitActive(win):
            win.activateWindow()
        yield win


def french_window(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> Iterator[MainWindow]:
    """A window in French, its computers playing at once, its files under ``tmp_path``: the
    French words' tests (their fixture asks for ``translations`` too)."""
    monkeypatch.setenv("BOUQUET_HOME", str(tmp_path / "home"))
    i18n.install("fr")
    win = MainWindow(Settings(ai_move_delay_ms=0, confirm_moves=False, language="fr"))
    qtbot.addWidget(win)
    win.show()
    yield win
    win.close()
