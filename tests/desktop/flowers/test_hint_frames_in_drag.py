"""A hint's orange frames step aside while another stack's card is dragged (play tester 212:
the hinted cell's frame stayed on as if the dragged card should go there); dragging the hinted
stack's card keeps them."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF
from pytestqt.qtbot import QtBot

from engine.games.flowers import Draw, Place

from .conftest import Table


def hint_frames(table: Table) -> int:
    return sum(frame.mode == "hint" for frame in table.board.hints)


@pytest.mark.parametrize("hinted_dragged", [False, True])
def test_a_hints_frames_show_during_a_drag_only_for_the_hinted_card(
    qtbot: QtBot, hotseat: Table, hinted_dragged: bool
) -> None:
    board = hotseat.board
    shown = [index for index in range(len(hotseat.state.stacks)) if board.stack_item(index)]
    dragged = shown[0]
    item = board.stack_item(dragged)
    assert item is not None and item.shows_face()  # dragged, nothing is drawn before the drop
    board.point_to((Draw(stack=dragged if hinted_dragged else shown[1]), Place(x=1, y=0)))
    assert hint_frames(hotseat) == 2  # the stack and the cell
    felt = QPointF(board.hand_pos.x() + 50, 700)
    hotseat.press(item.center_scene())
    hotseat.move(item.center_scene(), felt)
    assert board.drag_item is item
    assert hint_frames(hotseat) == (2 if hinted_dragged else 0)
    hotseat.release(felt)
    assert not hotseat.played
    assert hint_frames(hotseat) == 2  # nothing played: the hint stands again
