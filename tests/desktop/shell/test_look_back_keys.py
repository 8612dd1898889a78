"""Looking back by the keys (play tester 158, a Board Game Arena regular): Alt+↑/Alt+↓ step
from the move log's row lit to the one before or after, as the replay's previous and next
move do, and past the last move the game comes back; Esc closes what the table's own keys
showed on the earlier table before it leaves the look; History's point within a turn lights
that turn's move in the log; a tip of the table as it stands goes as the look begins."""

from __future__ import annotations

from collections.abc import Iterator
from itertools import pairwise
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QListWidgetItem
from pytestqt.qtbot import QtBot

from desktop.games.petal_plotters.board import PetalPlottersBoard
from desktop.history import HEADING, ROW_INDEX
from desktop.main_window import MainWindow
from engine.core.save import Seat
from engine.core.session import Session
from engine.games.flowers import Draw, Place
from tests.desktop.finished_game import open_finished
from tests.desktop.shell.on_screen import logged_window
from tests.desktop.shell.test_move_log import click_row, emit, start

SEATS = (Seat(name="Ada"), Seat(name="Robo", kind="easy"))
MATCH = {"players": 2, "match": True}
ALT = Qt.KeyboardModifier.AltModifier


@pytest.fixture
def window(qtbot: QtBot) -> Iterator[MainWindow]:
    """The window with the move log turned on."""
    yield from logged_window(qtbot)


def finished_match(qtbot: QtBot, window: MainWindow, folder: Path) -> Session:
    """A finished Petal Plotters match, its results closed, the window in front."""
    session = open_finished(window, "petal-plotters", MATCH, SEATS, folder)
    qtbot.waitUntil(lambda: window.end_dialog is not None)
    assert window.end_dialog is not None
    window.end_dialog.close()
    window.activateWindow()
    return session


def pp_board(window: MainWindow) -> PetalPlottersBoard:
    board = window.board
    assert isinstance(board, PetalPlottersBoard)
    return board


def lit(window: MainWindow) -> QListWidgetItem:
    current = window.move_log.currentItem()
    assert current is not None and current.isSelected()
    return current


def turns_of_lines(window: MainWindow) -> list[tuple[int, list[str]]]:
    """The points of the turns the log tells on two lines or more (a deal's last turn: the
    move, then "Deal 2 is over"), each with its lines."""
    log = window.move_log
    rows = [log.item(row) for row in range(log.count())]
    moves = [item for item in rows if not item.data(HEADING)]
    points = sorted(
        {
            item.data(ROW_INDEX)
            for item, following in pairwise(moves)
            if item.data(ROW_INDEX) == following.data(ROW_INDEX)
        }
    )
    assert points, "no turn on two lines"
    return [
        (point, [line.text() for line in moves if line.data(ROW_INDEX) == point])
        for point in points
    ]


def test_alt_arrows_step_through_the_log_and_past_the_last_move_come_back(
    qtbot: QtBot, window: MainWindow
) -> None:
    """After a click on a row, ↑/↓ read the table: Alt+↑ and Alt+↓ step to the row before or
    after, the table and the lit row following; past the last move the game comes back, as a
    click on it does."""
    start(window, "flowers", SEATS)
    session, board = window.controller.session, window.board
    assert session is not None and board is not None
    emit(window, Draw)
    emit(window, Place)
    qtbot.waitUntil(lambda: session.cursor == 4 and window.controller.current_player() == 0)
    click_row(qtbot, window, 2)
    window.activateWindow()
    board.view.setFocus()
    qtbot.keyClick(board.view, Qt.Key.Key_Up, ALT)
    assert window._earlier_point() == 0 and lit(window).data(ROW_INDEX) == 0
    assert board.state == session.game.view(session.state_at(0), 0)
    qtbot.keyClick(board.view, Qt.Key.Key_Up, ALT)  # the start: nothing before it
    assert window._earlier_point() == 0
    qtbot.keyClick(board.view, Qt.Key.Key_Right, ALT)
    assert window._earlier_point() == 2 and lit(window).data(ROW_INDEX) == 2
    assert board.state == session.game.view(session.state_at(2), 0)
    qtbot.keyClick(board.view, Qt.Key.Key_Down, ALT)  # the last move: the game as it stands
    assert window._earlier_point() is None and window.move_log.currentItem() is None
    assert board.state == session.game.view(session.state, 0) and session.cursor == 4
    qtbot.waitUntil(lambda: board.interactive)


def test_a_step_passes_over_the_other_lines_of_a_turn_and_stops_at_a_heading(
    qtbot: QtBot, window: MainWindow, tmp_path: Path
) -> None:
    """A deal's last turn is told on two lines, one table: a step goes past both at once, and
    on to the next deal's heading, which shows where that deal begins."""
    finished_match(qtbot, window, tmp_path)
    point, lines = turns_of_lines(window)[0]
    click_row(qtbot, window, point)
    assert lit(window).text() == lines[0]  # its move, not "Deal 2 is over"
    qtbot.keyClick(window, Qt.Key.Key_Down, ALT)
    assert window._earlier_point() == point and window._earlier_heading()
    assert lit(window).data(HEADING)
    qtbot.keyClick(window, Qt.Key.Key_Up, ALT)
    assert window._earlier_point() == point and not window._earlier_heading()
    assert lit(window).text() == lines[0]
    qtbot.keyClick(window, Qt.Key.Key_Up, ALT)
    assert window._earlier_point() == lit(window).data(ROW_INDEX) < point


def test_history_within_a_turn_lights_that_turns_move_in_the_log(
    qtbot: QtBot, window: MainWindow, tmp_path: Path
) -> None:
    """History's step "20. Daisy: Use the ability of Spider", within the deal's last turn, lit
    the log's "20. Deal 1 is over", the turn's last line, numbered 20 too: its move is lit."""
    session = finished_match(qtbot, window, tmp_path)
    # a turn of several moves: a step of it, not its first move
    point, lines = next(
        (point, lines)
        for point, lines in turns_of_lines(window)
        if not session.starts_turn(point - 1)
    )
    within = point - 1
    qtbot.keyClick(window, Qt.Key.Key_H, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(window.history_dock.isVisible)
    click_row(qtbot, window, within, window.history_view)
    assert window._earlier_point() == within
    assert lit(window).text() == lines[0]


def read_until(qtbot: QtBot, board: PetalPlottersBoard, face_down: bool) -> None:
    """↓ walks the earlier table's cards until the frame is on a card shown large (or on a
    card face down, shown by its frame alone)."""
    for _step in range(30):
        qtbot.keyClick(board.view, Qt.Key.Key_Down)
        on_slot = board.key_focus is not None and board.key_focus[0] == "slot"
        if on_slot if face_down else board.card_preview.pending():
            return
    raise AssertionError("never reached")


@pytest.mark.parametrize("face_down", [False, True])
def test_one_esc_closes_the_tables_reading_and_a_second_the_look_back(
    qtbot: QtBot, window: MainWindow, tmp_path: Path, face_down: bool
) -> None:
    """↓ on an earlier table shows a card large (or frames one face down): one Esc closed it
    and left the look back together. Esc closes the topmost thing only, then returns."""
    finished_match(qtbot, window, tmp_path)
    click_row(qtbot, window, 33)  # Ada's turn 6 of deal 3: a card face down in her Garrison
    board = pp_board(window)
    board.view.setFocus()
    read_until(qtbot, board, face_down)
    assert board.cursor_item.isVisible() if face_down else board.card_preview.pending()
    qtbot.keyClick(board.view, Qt.Key.Key_Escape)
    assert not board.card_preview.pending() and not board.cursor_item.isVisible()
    assert window._earlier_point() is not None  # still looking back
    qtbot.keyClick(board.view, Qt.Key.Key_Escape)
    assert window._earlier_point() is None


def test_a_look_back_takes_back_what_was_said_about_the_table_as_it_stands(
    qtbot: QtBot, window: MainWindow
) -> None:
    """Why the table as it stands refused a move ("Its ability needs a face-down card in a
    Garrison: there is none now."), said beside the pointer and in the status bar, stayed over
    the earlier table a row showed."""
    start(window, "flowers", SEATS)
    board = window.board
    assert board is not None
    emit(window, Draw)
    refusal = "There is none now."
    board.refuse_at_pointer(refusal)
    assert board.view.pointer_note.isVisible()
    assert window.statusBar().currentMessage() == refusal
    click_row(qtbot, window, 0)
    assert window._earlier_point() == 0
    assert not board.view.pointer_note.isVisible()
    assert window.statusBar().currentMessage() != refusal


def test_with_the_log_closed_the_steps_say_how_to_open_it(
    qtbot: QtBot, window: MainWindow, tmp_path: Path
) -> None:
    """The steps go through the log's rows, not kept while it is closed: Alt+↓ on a look back
    begun in History says how to show the log, rather than doing nothing."""
    finished_match(qtbot, window, tmp_path)
    window.actions_by_name["move_log"].trigger()
    assert window.move_log_dock.isHidden()
    qtbot.keyClick(window, Qt.Key.Key_H, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(window.history_dock.isVisible)
    click_row(qtbot, window, 3, window.history_view)
    qtbot.keyClick(window, Qt.Key.Key_Down, ALT)
    assert window._earlier_point() == 3
    assert window.statusBar().currentMessage().startswith("Alt+↑ and Alt+↓ step through the")
