"""The results at a game's end: left open, they are placed anew when History opens or closes
(a helper's note: placed for the wider table, they lay over History's lower half), unless the
person moved them themselves; closed, how to open them again is said once (play tester 130)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QPoint, QRect
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from desktop.dialogs.new_game import NewGameChoice
from desktop.main_window import MainWindow
from desktop.table.bar import FlashNote
from engine.core import registry
from engine.core.save import Seat
from tests.desktop.shell.on_screen import quick_laptop_window


@pytest.fixture
def window(qtbot: QtBot) -> Iterator[MainWindow]:
    yield from quick_laptop_window(qtbot)


def played_to_the_end(qtbot: QtBot, window: MainWindow) -> None:
    """Ada against two computers plays Petal Plotters to its end; the results show."""
    game = registry.get_game("petal-plotters")
    seats = (Seat(name="Ada"), Seat(name="Basil", kind="easy"), Seat(name="Cleo", kind="easy"))
    choice = NewGameChoice("petal-plotters", game.parse_options({"players": 3}), 44, seats)
    assert window.start_game(choice)
    session, board = window.controller.session, window.board
    assert session is not None and board is not None
    while not session.is_over():
        qtbot.waitUntil(
            lambda: session.is_over() or window.controller.choices_for_viewer() is not None,
            timeout=20_000,
        )
        legal = window.controller.choices_for_viewer()
        if not session.is_over() and legal:
            board.action_chosen.emit(legal[0])
    qtbot.waitUntil(lambda: window.end_dialog is not None and window.end_dialog.isVisible())


def felt(window: MainWindow) -> QRect:
    assert window.board is not None
    viewport = window.board.view.viewport()
    return QRect(viewport.mapToGlobal(QPoint(0, 0)), viewport.size())


def history(window: MainWindow) -> QRect:
    dock = window.history_dock
    return QRect(dock.mapToGlobal(QPoint(0, 0)), dock.size())


def hides_nothing_kept(window: MainWindow) -> bool:
    """The results lie on the felt and over no Garrison, card or total the board keeps."""
    assert window.end_dialog is not None and window.board is not None
    placed = window.end_dialog.frameGeometry()
    kept = window.board.keep_in_sight()
    return felt(window).contains(placed) and not any(placed.intersects(rect) for rect in kept)


def near(placed: QRect, other: QRect) -> bool:
    """Placed at ``other`` but for the window's frame: the results were placed by their inside
    before they showed, by their frame after (``MainWindow._place_end_dialog``)."""
    return (placed.topLeft() - other.topLeft()).manhattanLength() <= 8


def test_the_results_are_placed_anew_when_history_opens_and_closes(
    qtbot: QtBot, window: MainWindow
) -> None:
    played_to_the_end(qtbot, window)
    dialog = window.end_dialog
    assert dialog is not None and hides_nothing_kept(window)
    first_placed = dialog.frameGeometry()
    window.actions_by_name["history"].trigger()
    qtbot.waitUntil(lambda: window.history_dock.isVisible())
    qtbot.waitUntil(lambda: hides_nothing_kept(window))
    assert not dialog.frameGeometry().intersects(history(window))
    assert not near(dialog.frameGeometry(), first_placed)  # moved off History
    window.actions_by_name["history"].trigger()
    qtbot.waitUntil(lambda: not window.history_dock.isVisible())
    # the wider table again: placed as at first (where it was for the narrower table, it
    # also hid nothing kept, so that alone told nothing)
    qtbot.waitUntil(lambda: near(dialog.frameGeometry(), first_placed))
    assert hides_nothing_kept(window)


def test_results_moved_by_the_person_stay_where_they_were_put(
    qtbot: QtBot, window: MainWindow
) -> None:
    played_to_the_end(qtbot, window)
    dialog = window.end_dialog
    assert dialog is not None
    put = felt(window).topLeft() + QPoint(5, 5)
    dialog.move(put)
    qtbot.waitUntil(lambda: dialog.frameGeometry().topLeft() == put)
    window.actions_by_name["history"].trigger()
    qtbot.waitUntil(lambda: window.history_dock.isVisible())
    QTest.qWait(100)
    assert dialog.frameGeometry().topLeft() == put


def test_the_results_closed_are_said_once_on_the_line_over_the_table(
    qtbot: QtBot, window: MainWindow
) -> None:
    """Play tester 130: the words on how to open the results again stood on the line over the
    table and in the status bar at the same time."""
    played_to_the_end(qtbot, window)
    dialog = window.end_dialog
    assert dialog is not None
    dialog.close()
    assert window.end_dialog is None
    closed = "The results are closed: Ctrl+R (View › Game Results…) opens them again."
    notes = [note for note in window.findChildren(FlashNote) if note.isVisible()]
    assert [note.text() for note in notes] == [closed]
    assert window.statusBar().currentMessage() == ""
