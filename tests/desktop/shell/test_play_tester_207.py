"""Play tester 207 (two friends at one screen, a Petal Plotters match, memory aid off): the
hand-off page between deals said "L shows the previous deal", and L there did nothing."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from desktop.games.petal_plotters.board import PetalPlottersBoard
from engine.core.save import Seat
from tests.desktop.finished_game import open_played, played_to_end
from tests.desktop.shell.on_screen import quick_window


def test_l_on_the_hand_off_page_opens_the_previous_deal_as_its_words_say(
    qtbot: QtBot, tmp_path: Path
) -> None:
    window = quick_window(qtbot)
    options = {"players": 2, "match": True, "memory_aid": False}
    played = played_to_end("petal-plotters", options)
    ending = next(at for at in range(played.cursor) if played.state_at(at + 1).history)
    seats = (Seat(name="Sam"), Seat(name="Priya"))
    # deal 2 has begun: its first move made, the next person to take the screen
    open_played(window, "petal-plotters", options, seats, tmp_path, played.cursor - ending - 2)
    board = window.board
    assert isinstance(board, PetalPlottersBoard)
    if board.last_deal_dialog is not None:
        board.last_deal_dialog.close()
    qtbot.waitUntil(lambda: window.table.currentWidget() is window.handoff)
    assert "L shows deal 1." in window.handoff.news.text().replace("\u200b", "")
    window.activateWindow()
    qtbot.waitUntil(window.handoff.button.hasFocus)
    qtbot.keyClick(window.handoff.button, Qt.Key.Key_L)
    dialog = board.last_deal_dialog
    assert dialog is not None and dialog.isVisible()
    assert dialog.windowTitle() == "Deal 1 of 3"
    # the results only: the page still hides the table, and the cards stay with their holder
    assert window.table.currentWidget() is window.handoff
    dialog.close()
    qtbot.keyClick(window.handoff.button, Qt.Key.Key_X)  # a key the page names nowhere
    assert board.last_deal_dialog is None or not board.last_deal_dialog.isVisible()
    window.close()
