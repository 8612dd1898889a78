"""A deal's results window opened, under openbox on a 1024×640 screen, in the screen's top left
corner over History (play tester, session 57): larger than the table, History beside it, it was
centred on the table and pushed to the main window's edge. It opens centred over the main
window, within the screen; on a 1920×1080 screen, where it fits, over the table."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QRect
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QDialog, QWidget
from pytestqt.qtbot import QtBot

from desktop.dialogs.new_game import NewGameChoice
from desktop.games.petal_plotters import PetalPlottersBoard
from desktop.main_window import MainWindow
from desktop.settings import Settings
from desktop.table import set_animation_speed
from engine.core import registry
from engine.core.save import Seat
from engine.games.petal_plotters import GAME
from engine.games.petal_plotters.state import Cancel

from .test_deal_window import Screen

SCREENS = {(1024, 640): QRect(0, 0, 1024, 615), (1920, 1080): QRect(230, 110, 1460, 820)}
"""Each screen and the main window on it: filling the small one (its title bar above), at
its first size on the large one."""


def first_deal_window(
    qtbot: QtBot, window: MainWindow, seats: tuple[Seat, ...]
) -> tuple[PetalPlottersBoard, QDialog]:
    """A match of ``seats`` (a human first, then computers) begun in the shown ``window`` with
    History open, its first deal played to its results window: the board and that window."""
    window.history_dock.show()
    options = registry.get_game("petal-plotters").parse_options(
        {"players": len(seats), "match": True}
    )
    assert window.start_game(NewGameChoice("petal-plotters", options, 4, seats))
    board = window.board
    session = window.controller.session
    assert isinstance(board, PetalPlottersBoard) and session is not None
    while session.state.deal == 1:  # the deal's window opens by itself as it ends
        if session.state.current == 0:
            legal = GAME.legal_actions(session.state)
            board.action_chosen.emit(next(a for a in legal if not isinstance(a, Cancel)))
        else:
            moves = len(session.actions)
            qtbot.waitUntil(lambda moves=moves: len(session.actions) > moves, timeout=10_000)
    dialog = board.last_deal_dialog
    assert dialog is not None
    qtbot.waitUntil(dialog.isVisible)
    return board, dialog


@pytest.mark.parametrize("screen", sorted(SCREENS))
def test_the_deal_window_opens_over_the_main_window(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, screen: tuple[int, int]
) -> None:
    monkeypatch.setenv("BOUQUET_HOME", str(tmp_path / "home"))
    monkeypatch.setattr(QWidget, "screen", lambda _self: Screen(*screen))
    set_animation_speed(0)
    window = MainWindow(Settings(ai_move_delay_ms=0, confirm_moves=False, animation_speed="fast"))
    qtbot.addWidget(window)
    window.setGeometry(SCREENS[screen])
    window.show()
    assert QTest.qWaitForWindowExposed(window)
    board, dialog = first_deal_window(
        qtbot, window, (Seat(name="Ann", kind="human"), Seat(name="Bot", kind="easy"))
    )
    try:
        placed = dialog.frameGeometry()
        main = window.frameGeometry()
        viewport = board.view.viewport()
        table = QRect(viewport.mapToGlobal(QPoint(0, 0)), viewport.size())
        assert window.history_dock.isVisible()
        assert QRect(0, 0, *screen).contains(placed), placed
        if placed.width() > table.width():
            # on the main window as the screen shows it (its frame reaches past a screen it
            # fills); as wide, leaving no strip of the table beside it (play tester 187)
            shown = main.intersected(QRect(0, 0, *screen))
            assert abs(placed.center().x() - shown.center().x()) <= 1, (placed, main)
        else:
            assert table.contains(placed), (placed, table)
    finally:
        window.close()
