"""A play tester's three-deal match against computers (1366×768, openbox): the last deal is told
in its own window as every deal before it, the match's results after it."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from desktop import press_guard
from desktop.games.petal_plotters import PetalPlottersBoard
from desktop.games.petal_plotters.items import DealDialog
from desktop.main_window import MainWindow
from engine.core.save import Seat
from engine.games.petal_plotters import GAME
from engine.games.petal_plotters.state import AddToGarrison, Phase, PlaceHornbill
from tests.desktop.finished_game import open_played

from .conftest import make_table
from .test_shell import window  # noqa: F401 (the window fixture)

SEATS = (Seat(name="Ada"), Seat(name="Basil", kind="easy"), Seat(name="Cleo", kind="easy"))
MATCH = {"players": 3, "match": True}


def last_deals_window(
    qtbot: QtBot,
    window: MainWindow,  # noqa: F811
    folder: Path,
) -> DealDialog:
    """The match played to its last move, opened in ``window`` and the move played: the
    window that opened by itself as the match ended."""
    session = open_played(window, "petal-plotters", MATCH, SEATS, folder, moves_left=1)
    board = window.board
    assert isinstance(board, PetalPlottersBoard)
    if window.controller.is_human(session.state.current):
        window.controller.play(window.controller.choices_for_viewer()[0])
    qtbot.waitUntil(session.is_over, timeout=10_000)
    dialog = board.last_deal_dialog
    assert dialog is not None and dialog.isVisible()
    return dialog


def test_the_last_deal_is_told_in_its_window_before_the_matchs_results(
    qtbot: QtBot,
    window: MainWindow,  # noqa: F811
    tmp_path: Path,
) -> None:
    """Only "Game over" opened at a match's end, deal 3's window under "Final deal…" (play
    tester): the last deal's window opens by itself as every deal's did, with who won it and
    who won the match, and its button, "Match results", opens "Game over" as it closes it."""
    dialog = last_deals_window(qtbot, window, tmp_path)
    board = window.board
    assert isinstance(board, PetalPlottersBoard)
    assert dialog.windowTitle() == "Deal 3 of 3"
    assert dialog.verdict_label.text().startswith("Match: ")
    assert dialog.close_button.text() == "Match results"
    qtbot.wait(200)  # the table's reveal is over: the results still wait for the deal read
    assert board.ending_done() is False and window.end_dialog is None
    qtbot.mouseClick(dialog.close_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.end_dialog is not None and window.end_dialog.isVisible())
    assert not dialog.isVisible() and board.ending_done()
    # "Final deal…" shows it again, to close as any deal window
    window.end_dialog.close()
    board.open_last_deal()
    again = board.last_deal_dialog
    assert again is not None and again is not dialog and again.windowTitle() == "Deal 3 of 3"
    assert again.close_button.text() == "Close"


def test_enter_on_the_last_deal_opens_the_matchs_results(
    qtbot: QtBot,
    window: MainWindow,  # noqa: F811
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """By the keys: Enter, once the window's guard is over, closes the last deal's window
    and the match's results open; "← Earlier deal" stepped to from it leads there too."""
    monkeypatch.setattr(press_guard, "HANDOFF_GUARD_MS", 50)
    dialog = last_deals_window(qtbot, window, tmp_path)
    board = window.board
    assert isinstance(board, PetalPlottersBoard)
    dialog.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is dialog)
    QTest.keyClick(QApplication.focusWidget() or dialog, Qt.Key.Key_Left)
    earlier = board.last_deal_dialog
    assert earlier is not None and earlier is not dialog
    assert earlier.windowTitle() == "Deal 2 of 3"
    assert earlier.close_button.text() == "Match results"
    qtbot.wait(100)
    assert window.end_dialog is None
    qtbot.waitUntil(lambda: QApplication.activeWindow() is earlier)
    qtbot.wait(150)  # past the guard
    QTest.keyClick(QApplication.focusWidget() or earlier, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: window.end_dialog is not None and window.end_dialog.isVisible())
    assert not earlier.isVisible()
    state = board.state
    assert state is not None and state.phase is Phase.OVER


def test_every_deals_window_opens_at_the_same_place(qtbot: QtBot) -> None:
    """At 1366×768 under openbox each deal's window opened higher than the one before (frame
    tops 47, 29 and 18): the first took its own size, the later ones the match's largest,
    which grew with each deal's lines and the match's verdict. Every deal's window of a
    match keeps room for the most lines a deal may be told in, and has the same buttons: at
    one main window's size, each opens where the first did, as large."""
    names = ("Ada", "Basil", "Cleo")
    table = make_table(qtbot, [Seat(name=name, kind="human") for name in names], seed=3, match=True)
    try:
        board = table.board
        opened: list[tuple[str, tuple[int, int, int, int]]] = []
        while not GAME.is_over(table.state):
            dialog = board.last_deal_dialog
            if dialog is not None and dialog.isVisible():
                opened.append((dialog.windowTitle(), dialog.geometry().getRect()))
                qtbot.mouseClick(dialog.close_button, Qt.MouseButton.LeftButton)
            legal = GAME.legal_actions(table.state)
            table.play(next(a for a in legal if isinstance(a, (PlaceHornbill, AddToGarrison))))
        last = board.last_deal_dialog
        assert last is not None and last.isVisible()
        opened.append((last.windowTitle(), last.geometry().getRect()))
        assert [title for title, _place in opened] == ["Deal 1 of 3", "Deal 2 of 3", "Deal 3 of 3"]
        assert len({place for _title, place in opened}) == 1, opened
    finally:
        table.controller.shutdown()
