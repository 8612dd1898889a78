"""A window resized in the middle of a drag: the Flowers table kept the drag and was laid out
again under the pointer, and the release placed the card on whatever then lay there (play
tester: it covered the yellow 3). As Petal Plotters does, the drag is taken back: the card
goes home while the button is still held, and the release plays nothing."""

from __future__ import annotations

from PySide6.QtCore import QPointF, Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from .conftest import Table
from .test_drag_cancel import holding, wait_my_turn


def release_at(table: Table, pixel: object) -> None:
    """The left button let go at the viewport ``pixel`` the pointer was at."""
    QTest.mouseRelease(table.board.view.viewport(), Qt.MouseButton.LeftButton, pos=pixel)


def test_a_hand_card_dragged_goes_home_when_the_window_is_resized(
    qtbot: QtBot, duel: Table
) -> None:
    board = duel.board
    holding(qtbot, duel)
    state, played = duel.state, list(duel.played)
    held = board.held_item()
    assert held is not None
    cell = next(iter(board.places))
    start, end = held.center_scene(), board.cell_center(cell)
    duel.press(start)
    duel.move(start, end)
    assert board.drag_item is held and held.dragging and board.preview_cell == cell
    pixel = duel.point(end)
    board.widget().resize(1100, 700)
    assert board.drag_item is None and not held.dragging
    assert board.preview_cell is None
    release_at(duel, pixel)
    assert duel.state is state and duel.played == played
    assert board.held_item() is held and held.pos() == board.hand_pos
    duel.drag(held.center_scene(), board.cell_center(cell))  # the table still plays
    assert cell in duel.state.areas[0]


def test_a_card_dragged_out_of_its_stack_is_not_drawn_when_the_window_is_resized(
    qtbot: QtBot, duel: Table
) -> None:
    board = duel.board
    wait_my_turn(qtbot, duel)
    state = duel.state
    index = next(i for i in board.draws if state.face_up[i] and state.stacks[i])
    item = board.stack_item(index)
    assert item is not None
    start = item.center_scene()
    lifted = start + QPointF(0, -40)
    duel.press(start)
    duel.move(start, lifted, 2)
    cell = next(iter(board.places))
    duel.move(lifted, board.cell_center(cell))
    assert board.drag_item is item and board.preview_cell == cell
    pixel = duel.point(board.cell_center(cell))
    board.widget().resize(1600, 1000)
    assert board.drag_item is None and board.drag_draw is None and not board.targets
    release_at(duel, pixel)
    assert duel.state is state and not duel.played
    assert board.stack_item(index) is item and item.pos() == item.home
