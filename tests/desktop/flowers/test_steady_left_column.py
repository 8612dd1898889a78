"""The stacks', the hand's and the score's column keeps its place and size on screen from the
game's first table: the first card drawn shrank the whole table, the column's right edge moving
by a few pixels and the garden's left edge with it (play tester 146, German at 1366×768). The
first table had been laid out on a score panel measured at another panel scale, a step
(``SCORE_STEP``) shorter than the one measured after."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect, Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from desktop import i18n
from engine.core.save import Seat

from .conftest import Table, make_table
from .test_board_play import wait_my_turn


def column_on_screen(table: Table) -> list[QRect]:
    """The stacks' and the hand's panels and the viewer's garden's, in viewport pixels."""
    board = table.board
    keys = ("stacks", "hand", ("area", board.viewer))
    return [board.view.mapFromScene(board._panels[key].rect).boundingRect() for key in keys]


@pytest.mark.usefixtures("translations")
@pytest.mark.parametrize(
    ("language", "size"),
    [
        ("en", (1120, 606)),
        ("fr", (1000, 700)),
    ],
)
def test_the_first_move_leaves_the_left_column_where_it_was(
    qtbot: QtBot, language: str, size: tuple[int, int]
) -> None:
    assert i18n.install(language) == language
    seats = [Seat(name="Jonas", kind="human"), Seat(name="Rose", kind="normal")]
    table = make_table(qtbot, seats, seed=5, size=size)
    try:
        wait_my_turn(qtbot, table)
        first = column_on_screen(table)
        view = table.board.view
        view.setFocus()
        QTest.keyClick(view, Qt.Key.Key_1)  # the card in hand changes
        assert table.state.held is not None
        assert column_on_screen(table) == first
        QTest.keyClick(view, Qt.Key.Key_Return)
        wait_my_turn(qtbot, table)
        assert column_on_screen(table) == first
    finally:
        table.controller.shutdown()
