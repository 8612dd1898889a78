"""The keyboard on the Petal Plotters table: the arrows' cursor stays in sight."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from .conftest import Table


def test_a_zoomed_table_follows_the_keyboard_cursor(qtbot: QtBot, trio: Table) -> None:
    """The scroll bars are off: when the arrows move the cursor to a hand card off a zoomed-in
    screen, the table scrolls so the cursor's frame stays in sight."""
    board = trio.board
    view = board.view
    view.setFocus()
    assert board.focusables()

    def visible() -> QRectF:
        return view.mapToScene(view.viewport().rect()).boundingRect()

    for _ in range(6):
        view.zoom_in()
    far_corner = view.content_rect().topLeft()
    for key in (Qt.Key.Key_Right, Qt.Key.Key_Right, Qt.Key.Key_Left, Qt.Key.Key_Down):
        view.centerOn(far_corner)
        focus = board.key_focus
        if focus is not None:
            assert not visible().intersects(board.cards[focus[1]].sceneBoundingRect())
        QTest.keyClick(view, key)
        assert board.key_focus in board.focusables()
        assert board.cursor_item.isVisible()
        assert visible().contains(board.cursor_item.sceneBoundingRect()), key
    assert not view.is_auto_fit()
