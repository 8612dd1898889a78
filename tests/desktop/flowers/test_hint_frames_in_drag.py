"""A hint's orange frames step aside while another stack's card is dragged (play tester 212:
the hinted cell's frame stayed on as if the dragged card should go there)."""

from __future__ import annotations

from PySide6.QtCore import QPointF
from pytestqt.qtbot import QtBot

from engine.games.flowers import Draw, Place

from .conftest import Table


def hint_frames(table: Table) -> int:
    return sum(frame.mode == "hint" for frame in table.board.hints)


def test_a_hint_frames_hide_while_another_stacks_card_is_dragged(
    qtbot: QtBot, hotseat: Table
) -> None:
    board = hotseat.board
    shown = [index for index in range(len(hotseat.state.stacks)) if board.stack_item(index)]
    other, hinted = shown[0], shown[1]
    item = board.stack_item(other)
    assert item is not None and item.shows_face()  # dragged, nothing is drawn before the drop
    board.point_to((Draw(stack=hinted), Place(x=1, y=0)))
    assert hint_frames(hotseat) == 2  # the stack and the cell
    felt = QPointF(board.hand_pos.x() + 50, 700)
    hotseat.press(item.center_scene())
    hotseat.move(item.center_scene(), felt)
    assert board.drag_item is item
    assert hint_frames(hotseat) == 0
    hotseat.release(felt)
    assert not hotseat.played
    assert hint_frames(hotseat) == 2  # nothing played: the hint stands again


def test_the_hinted_stacks_card_keeps_its_frames_while_dragged(
    qtbot: QtBot, hotseat: Table
) -> None:
    board = hotseat.board
    hinted = next(
        index
        for index in range(len(hotseat.state.stacks))
        if (card := board.stack_item(index)) is not None and card.shows_face()
    )
    item = board.stack_item(hinted)
    assert item is not None
    board.point_to((Draw(stack=hinted), Place(x=1, y=0)))
    felt = QPointF(board.hand_pos.x() + 50, 700)
    hotseat.press(item.center_scene())
    hotseat.move(item.center_scene(), felt)
    assert board.drag_item is item
    assert hint_frames(hotseat) == 2
    hotseat.release(felt)
