"""The keyboard's frame walks the garden as a grid: an arrow takes the next cell where the card
may go in the frame's row or column, or leaves the frame where it is. A play tester needed a
screenshot before nearly every Enter: where no cell lay in line, the frame went to the next row
or column ("Down ×4, Left" went up a row, left of the yellow 4, not under it)."""

from __future__ import annotations

from random import Random

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from desktop import i18n
from desktop.games.flowers.items import flower_name
from engine.core.save import Seat
from engine.games.flowers import Draw, Place
from tests.desktop.flowers.test_words_fr_de import NBSP

from .conftest import Table, make_table
from .test_board_play import keys_at_my_turn

ARROWS = {
    Qt.Key.Key_Left: (-1, 0),
    Qt.Key.Key_Right: (1, 0),
    Qt.Key.Key_Up: (0, -1),
    Qt.Key.Key_Down: (0, 1),
}


def tess_garden(qtbot: QtBot) -> Table:
    """The play tester's solo garden: a column of three cards from the starting card's top to
    its foot, and a card left of the lowest."""
    table = make_table(qtbot, [Seat(name="Tess", kind="human")])
    for cell in ((0, -1), (0, 1), (-1, 1)):
        table.play(Draw(0))
        table.play(Place(*cell))
    assert set(table.state.areas[0]) == {(0, -1), (0, 0), (0, 1), (-1, 1)}
    return table


def test_the_arrows_keep_to_the_frames_row_or_column(qtbot: QtBot) -> None:
    table = tess_garden(qtbot)
    board = table.board
    try:
        view = keys_at_my_turn(qtbot, table)
        QTest.keyClick(view, Qt.Key.Key_1)
        assert board.cursor_cell == (-1, 0)  # beside the starting card, as before
        # the play tester's walk: down the column to its foot, under the yellow 4, where Left
        # finds no cell in the row and leaves the frame (it went to (-2, 1), a row up)
        for _ in range(4):
            QTest.keyClick(view, Qt.Key.Key_Down)
        assert board.cursor_cell == (-1, 2)
        QTest.keyClick(view, Qt.Key.Key_Left)
        assert board.cursor_cell == (-1, 2)
        # and says why the arrow did nothing (it read as a key not taken, play test)
        assert table.messages[-1] == (
            "No free cell further along this row: ↑ or ↓ go to another row."
        )
        QTest.keyClick(view, Qt.Key.Key_Down)
        assert board.cursor_cell == (-1, 2)
        assert table.messages[-1].startswith("No free cell further along this column")
        QTest.keyClick(view, Qt.Key.Key_Up)
        # the line goes, for what the frame now stands on (a keyboard player had only the
        # frame to read it by, play test)
        assert board.cursor_cell != (-1, 2)
        assert table.messages[-1] == "Enter: place the red 1 at B4 (on the red 2) · ?: all keys"
        # and it goes when the pointer frames another cell (it stayed, play test)
        QTest.keyClick(view, Qt.Key.Key_Down)
        QTest.keyClick(view, Qt.Key.Key_Down)
        assert table.messages[-1].startswith("No free cell further along this column")
        other = next(cell for cell in board.places if cell != board.cursor_cell)
        spot = view.mapFromScene(board.cell_center(other))
        QTest.mouseMove(view.viewport(), spot + QPoint(3, 0))
        QTest.mouseMove(view.viewport(), spot)
        qtbot.waitUntil(lambda: board.cursor_cell == other)
        assert table.messages[-1] == ""
        # any walk: each arrow takes the nearest cell in line ahead, or stays
        places = set(board.places)
        rng = Random(5)
        for _ in range(60):
            key = rng.choice(list(ARROWS))
            (x, y), (dx, dy) = board.cursor_cell, ARROWS[key]
            ahead = [(x + dx * step, y + dy * step) for step in range(1, 10)]
            expected = next((cell for cell in ahead if cell in places), (x, y))
            QTest.keyClick(view, key)
            assert board.cursor_cell == expected, (key, (x, y))
        # Enter places the card where the frame is
        cell = board.cursor_cell
        held = table.state.held
        QTest.keyClick(view, Qt.Key.Key_Return)
        assert table.state.areas[0][cell][-1] == held
    finally:
        table.controller.shutdown()


@pytest.mark.usefixtures("translations")
@pytest.mark.parametrize(
    ("language", "expected"),
    [
        ("en", "Enter: take the %1 · ?: all keys"),
        ("fr", f"Entrée{NBSP}: piocher le %1 · ?{NBSP}: toutes les touches"),
        ("de", "Enter: die %1 nehmen · ?: alle Tasten"),
    ],
)
def test_the_frames_words_say_what_enter_does(qtbot: QtBot, language: str, expected: str) -> None:
    """Nothing said which stack the blue frame stood on: only the frame showed it (play test).
    Then its words read "Take the green 4.", "Die grüne 4 nehmen.": a hint to follow, said a
    play tester, not what the key would do. They name the key, the move after it."""
    assert i18n.install(language) == language
    table = tess_garden(qtbot)
    board = table.board
    try:
        view = keys_at_my_turn(qtbot, table)
        QTest.keyClick(view, Qt.Key.Key_Right)
        stack = board.stack_cursor
        assert stack is not None
        top = table.state.stacks[stack][-1]
        assert table.messages[-1] == expected.replace("%1", flower_name(top))
        assert table.state.face_up[stack]
    finally:
        table.controller.shutdown()
