"""Keys after the mouse (German play tester, session 56): a click on a hand card left the
keyboard's frame on another card, and U then spoke of that one; later, with no frame shown,
→ framed the hand's first card rather than the one after the card last clicked, and U played
the other Pangolin. A click leaves the frame on the card clicked, and the first arrow with no
frame steps on from it."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from .conftest import Table
from .test_keyboard import _after_the_hornbill


def test_a_click_on_a_hand_card_moves_the_frame_and_the_arrows_go_on_from_it(
    trio: Table,
) -> None:
    board, view, hand = _after_the_hornbill(trio)
    assert len(hand) > 3
    QTest.keyClick(view, Qt.Key.Key_Right)  # the frame out, on a card
    assert board.key_focus == ("card", hand[0])
    item = board.cards[hand[2]]
    point = trio.point(item.mapToScene(item.card_rect().center()))
    QTest.mouseClick(
        view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, point
    )
    assert board.key_focus == ("card", hand[2])
    assert board.cursor_item.isVisible()
    board.forget_keyboard_cursor()  # no frame shown, as after another's turn
    assert not board.cursor_item.isVisible()
    QTest.keyClick(view, Qt.Key.Key_Right)
    assert board.key_focus == ("card", hand[3])
