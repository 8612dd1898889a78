"""A draw stack's top card says what it is and what one can do with it: "Red 3" and "A
face-down card" alone did not say they were stacks to draw from (play tester)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from desktop.games.flowers.items import card_title

from .conftest import Table
from .test_board_play import keys_at_my_turn

DRAW = "click or drag it to draw"


def test_a_stack_says_its_card_its_count_and_how_to_draw(qtbot: QtBot, duel: Table) -> None:
    board = duel.board
    view = keys_at_my_turn(qtbot, duel)
    state = duel.state
    assert any(state.face_up) and not all(state.face_up)
    for index, stack in enumerate(state.stacks):
        item = board.stack_item(index)
        assert item is not None
        lines = item.toolTip().split("\n")
        if state.face_up[index]:
            assert lines[0] == f"{card_title(stack[-1])}, on top of a face-up stack"
        else:
            assert lines[0] == "A face-down stack: its top card is hidden"
        assert lines[1] == f"{len(stack)} cards left · {DRAW}"
    QTest.keyClick(view, Qt.Key.Key_1)  # a card in hand: no stack may be drawn from
    state = duel.state
    assert state.held is not None and state.held_from == 0 and state.face_up[0]
    for index, stack in enumerate(state.stacks):
        item = board.stack_item(index)
        assert item is not None
        lines = item.toolTip().split("\n")
        assert lines[-1] == f"{len(stack)} cards left"
        if index == 0:  # its next card waits face down
            assert lines[0].startswith("The next card of this face-up stack")
