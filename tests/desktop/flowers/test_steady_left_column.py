"""The stacks', the hand's and the score's column keeps its place and size on screen from the
game's first table: the first card drawn shrank the whole table, the column's right edge moving
by a few pixels and the garden's left edge with it (play tester 146, German at 1366×768). The
first table had been laid out on a score panel measured at another panel scale, a step
(``SCORE_STEP``) shorter than the one measured after; and in German at 1200×606 the room kept
for a placement preview's row was one line, where beside its change ("−2 (Änderung −1)") its
words took two."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect, Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from desktop import i18n
from desktop.games.flowers import board as flowers_board
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
        ("de", (1200, 606)),  # the preview's row took a second line
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


@pytest.mark.usefixtures("translations")
def test_the_room_kept_for_the_preview_row_is_the_rows_own(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Whatever its words, the preview's row takes the room the score panel kept for it: the
    room was measured beside the numbers' column, the row's words are written beside its own
    wider change, and German's former "Wenn du sie hierhin legst" took a line more there
    than was kept (the table shrank by 2%, 0.688 to 0.675, at the first placement)."""
    assert i18n.install("de") == "de"
    translated = flowers_board.tr

    def long_words(text: str) -> str:
        return "Wenn du sie hierhin legst" if text == "If you place it here" else translated(text)

    monkeypatch.setattr(flowers_board, "tr", long_words)
    seats = [Seat(name="Jonas", kind="human"), Seat(name="Rose", kind="normal")]
    table = make_table(qtbot, seats, seed=5, size=(1200, 606))
    board = table.board
    try:
        wait_my_turn(qtbot, table)
        kept = board._score_h
        view = board.view
        view.setFocus()
        QTest.keyClick(view, Qt.Key.Key_1)  # a card drawn: its placement previewed
        assert board._score_rows()[-1][0] == "Wenn du sie hierhin legst"
        assert board._score_h == kept
    finally:
        table.controller.shutdown()
