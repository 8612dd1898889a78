"""Petal Plotters on the table, session 56: the arrows coming back into the hand, and the line
over the table naming its keys only while the table has them."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from .conftest import Table
from .test_keyboard import _after_the_hornbill


@pytest.mark.parametrize(
    ("away", "back"), [(Qt.Key.Key_Up, Qt.Key.Key_Down), (Qt.Key.Key_Down, Qt.Key.Key_Up)]
)
def test_up_or_down_back_into_the_hand_comes_to_the_card_framed_before(
    trio: Table, away: Qt.Key, back: Qt.Key
) -> None:
    """Play tester, session 56: ←/→ after reading the table came back to the hand card the
    frame was on, but ↑/↓ leaving the table's rows into the hand landed on its first or last
    card. They come back to the card framed before too, and step on from it."""
    board, view, hand = _after_the_hornbill(trio)
    assert len(hand) > 3
    QTest.keyClick(view, Qt.Key.Key_Right)
    QTest.keyClick(view, Qt.Key.Key_Right)
    framed = board.key_focus
    assert framed is not None and framed[1] not in (hand[0], hand[-1])
    QTest.keyClick(view, away)
    assert board.key_focus is not None and board.key_focus[1] not in hand  # on the table
    for _ in range(len(board.readables())):
        QTest.keyClick(view, back)
        if board.key_focus is not None and board.key_focus[1] in hand:
            break
    assert board.key_focus == framed and board.cursor_item.isVisible()
    QTest.keyClick(view, back)  # and steps on from there
    assert board.key_focus is not None and board.key_focus != framed
