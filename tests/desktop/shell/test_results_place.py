"""Every results window of both games opens by one rule (``place_results``): over the table
where it hides the least of what the board keeps in sight, centred on the main window when
larger than the table, never over the status bar. Flowers' results lay aside the gardens,
Petal Plotters' deal windows centred on the main window, its match's end over the main
window's title bar and toolbar (play test, session 54)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QRect
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from desktop.main_window import MainWindow
from engine.core.save import Seat
from tests.desktop.finished_game import deal_window_by_l, open_finished
from tests.desktop.shell.on_screen import quick_window

SEATS = (Seat(name="Ada"), Seat(name="Robo", kind="easy"), Seat(name="Cleo", kind="easy"))


@pytest.fixture
def window(qtbot: QtBot) -> Iterator[MainWindow]:
    """The window 760×720, on the test's screen, with the move log beside the table: the
    table's middle is not the window's."""
    win = quick_window(qtbot, move_log=True)
    win.setGeometry(10, 10, 760, 720)
    qtbot.waitUntil(lambda: win.width() == 760)
    assert win.screen().availableGeometry().contains(win.frameGeometry())
    # turned off and on again in this narrow window: its games open with the log all the same
    # (``LOG_BESIDE_WIDTH``)
    toggle = win.actions_by_name["move_log"]
    toggle.trigger()
    toggle.trigger()
    yield win
    win.close()


def felt(window: MainWindow) -> QRect:
    assert window.board is not None
    viewport = window.board.view.viewport()
    return QRect(viewport.mapToGlobal(QPoint(0, 0)), viewport.size())


def placed_by_the_rule(window: MainWindow, dialog: QWidget) -> None:
    """``dialog`` lies within the main window, above its status bar, and over the table: on
    it where it fits, else centred on the main window: centred on a table narrowed by History,
    a deal's results lay in the screen's corner over History (play tester, session 57)."""
    placed = dialog.frameGeometry()
    table = felt(window)
    main = window.frameGeometry()
    status = window.statusBar().mapToGlobal(QPoint(0, 0)).y()
    assert placed.bottom() < status, (placed, status)
    assert main.contains(placed), (placed, main)
    if placed.width() <= table.width() and placed.height() <= table.height():
        assert table.contains(placed), (placed, table)
    else:
        half = placed.width() // 2
        centre = max(main.left() + half, min(main.center().x(), main.right() - half))
        assert abs(placed.center().x() - centre) <= 1, (placed, main)


@pytest.mark.parametrize("game", ["petal-plotters", "flowers"])
def test_the_results_open_over_the_table_above_the_status_bar(
    qtbot: QtBot, window: MainWindow, tmp_path: Path, game: str
) -> None:
    """A game's end, and in a match a deal's results (L), open by the one rule."""
    options = {"players": 3, "match": True} if game == "petal-plotters" else {"players": 3}
    open_finished(window, game, options, SEATS, tmp_path)
    qtbot.waitUntil(lambda: window.end_dialog is not None and window.end_dialog.isVisible())
    assert window.end_dialog is not None
    assert felt(window).center().x() != window.frameGeometry().center().x()
    placed_by_the_rule(window, window.end_dialog)
    if game == "flowers":
        return
    window.end_dialog.close()
    dialog = deal_window_by_l(qtbot, window)
    qtbot.waitUntil(dialog.isVisible)
    placed_by_the_rule(window, dialog)
