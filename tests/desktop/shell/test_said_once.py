"""A refusal said in a box on the table, beside the pointer or the keyboard's frame, is not
laid on the line over the table too: L in a match's first deal said one sentence three times
at once, in the box by the frame, on the line and in the status bar (French play tester,
session 55). The status bar keeps it, the log of what was said; the line keeps what it
showed. A refusal said in no box (a key with no frame, Esc with nothing to cancel) is still
laid on the line."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from desktop.main_window import MainWindow
from desktop.settings import Settings
from desktop.table.bar import FlashNote
from engine.core.save import Seat
from tests.desktop.petal_plotters.test_shell import start as start_petal_plotters
from tests.desktop.shell.on_screen import window_on_screen
from tests.desktop.shell.test_turn_line import ANN_AND_BOT, drop_past_the_garden_cells
from tests.desktop.shell.test_turn_line import start as start_game


@pytest.fixture
def window(qtbot: QtBot) -> Iterator[MainWindow]:
    """The window, its computers waiting long before they move."""
    yield from window_on_screen(
        qtbot, Settings(ai_move_delay_ms=5000, confirm_moves=False), 1366, 768
    )


def line_note(window: MainWindow) -> FlashNote:
    note = window._flash_note()
    assert note is not None
    return note


def test_l_in_a_matchs_first_deal_is_said_by_the_frame_alone_on_the_table(
    qtbot: QtBot, window: MainWindow
) -> None:
    board = start_petal_plotters(
        window, Seat(name="Ada"), Seat(name="Bot", kind="easy"), match=True
    )
    session = window.controller.session
    assert session is not None
    qtbot.waitUntil(lambda: session.state.current == 0 and board.interactive, timeout=10_000)
    note, view = line_note(window), board.view
    assert not note.isVisible()
    view.setFocus()
    QTest.keyClick(view, Qt.Key.Key_L)
    refusal = "L shows the previous deal once a deal is over: this is the match's first."
    assert view.pointer_note.isVisible() and view.pointer_note.text() == refusal
    assert window.statusBar().currentMessage() == refusal
    assert not note.isVisible(), "the line over the table does not say it again"
    # a word said on the line alone (no box on the table) stays there, under a refusal
    # said in a box
    QTest.keyClick(view, Qt.Key.Key_S)
    skip = "Nothing to skip now: S skips an ability's optional step."
    assert note.isVisible() and note.text() == skip
    assert window.statusBar().currentMessage() == skip
    QTest.keyClick(view, Qt.Key.Key_L)
    assert view.pointer_note.isVisible() and view.pointer_note.text() == refusal
    assert window.statusBar().currentMessage() == refusal
    assert note.isVisible() and note.text() == skip


def test_a_refused_drop_is_said_beside_the_pointer_alone_on_the_table(
    qtbot: QtBot, window: MainWindow
) -> None:
    bar = start_game(window, "flowers", ANN_AND_BOT)
    board = window.board
    assert board is not None
    note, line = bar.flash_note, bar.status_label.text()
    window._say_about_table("A hint, told to last.", 0)  # as H's
    assert note.isVisible() and note.text() == "A hint, told to last."
    drop_past_the_garden_cells(window)  # as a newcomer does
    refusal = "That cell shares no side with any of your cards."
    assert board.view.pointer_note.isVisible() and board.view.pointer_note.text() == refusal
    assert window.statusBar().currentMessage() == refusal
    # the line keeps what it showed: the hint over the instruction, under it
    assert note.isVisible() and note.shows_lasting() and note.text() == "A hint, told to last."
    assert bar.status_label.text() == line
