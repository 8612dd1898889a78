"""The keyboard's blue frame follows the mouse, as in Petal Plotters: with the frame on stack 2
after the arrows, a player who pressed and dragged stack 1's card saw the frame stay on stack 2
for the whole drag, saying Enter would draw from there (play test)."""

from __future__ import annotations

from PySide6.QtCore import QPointF, Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from engine.games.flowers import Phase

from .conftest import Table
from .test_board_play import keys_at_my_turn


def keyboard_frames(table: Table) -> list[QPointF]:
    """Where the keyboard's frames are drawn: on a stack or on a cell (their centres)."""
    board = table.board
    frames = [hint for hint in board.hints if hint.mode == "cursor"]
    frames += [target for target in board.targets.values() if target.mode == "cursor"]
    return [frame.sceneBoundingRect().center() for frame in frames]


def test_a_press_on_a_stack_takes_the_frame_and_a_drag_leaves_none_behind(
    qtbot: QtBot, duel: Table
) -> None:
    board = duel.board
    view = keys_at_my_turn(qtbot, duel)
    QTest.keyClick(view, Qt.Key.Key_Right)
    QTest.keyClick(view, Qt.Key.Key_Right)
    assert board.stack_cursor == 1
    first = board.stack_item(0)
    assert first is not None and duel.state.face_up[0]
    start = first.center_scene()
    duel.press(start)
    assert board.stack_cursor == 0
    assert keyboard_frames(duel) == [board._stack_rect(0).center()]
    cell = next(iter(board.places or [(1, 0)]))
    felt = QPointF(board.hand_pos.x() + 50, 700)
    duel.move(start, board.cell_center(cell))
    assert board.drag_item is first
    # the card is over a cell: no frame stays on a stack, only the cell under it is lit
    assert keyboard_frames(duel) == []
    duel.move(board.cell_center(cell), felt)
    assert keyboard_frames(duel) == []
    duel.release(felt)  # refused: the card goes back, the frame is on its stack again
    assert duel.state.held is None and not duel.played
    assert keyboard_frames(duel) == [board._stack_rect(0).center()]
    QTest.keyClick(view, Qt.Key.Key_Return)
    assert duel.state.phase is Phase.PLACE and duel.state.held_from == 0


def test_the_frame_on_a_cell_goes_with_the_card_dragged(qtbot: QtBot, duel: Table) -> None:
    board = duel.board
    view = keys_at_my_turn(qtbot, duel)
    QTest.keyClick(view, Qt.Key.Key_1)
    framed = board.cursor_cell
    held = board.held_item()
    assert framed in board.places and held is not None
    other = next(cell for cell in board.places if cell != framed)
    start = held.center_scene()
    duel.press(start)
    duel.move(start, board.cell_center(other))
    assert board.drag_item is held
    assert keyboard_frames(duel) == [board.targets[other].sceneBoundingRect().center()]
    felt = QPointF(board.hand_pos.x() + 50, 700)
    duel.move(board.cell_center(other), felt, 1)  # over no other cell
    assert keyboard_frames(duel) == []  # over no cell: no frame left on one
    duel.release(felt)
    assert duel.state.held is not None and board.cursor_cell == other
    QTest.keyClick(view, Qt.Key.Key_Return)
    assert other in duel.state.areas[0]


def test_a_press_on_a_cell_takes_the_frame(qtbot: QtBot, duel: Table) -> None:
    board = duel.board
    view = keys_at_my_turn(qtbot, duel)
    QTest.keyClick(view, Qt.Key.Key_1)
    framed = board.cursor_cell
    other = next(cell for cell in board.places if cell != framed)
    duel.press(board.cell_center(other))
    assert board.cursor_cell == other and board.preview_cell == other
    assert keyboard_frames(duel) == [board.targets[other].sceneBoundingRect().center()]
    # the press ends, a click that places there: a button left held kept the next tests'
    # pointer from hovering (their still-pointer previews never came)
    duel.release(board.cell_center(other))
    assert duel.state.held is None and other in duel.state.areas[0]
