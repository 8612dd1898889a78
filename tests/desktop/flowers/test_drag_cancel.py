"""Taking back a drag on the Flowers table (play test, real app under Xvfb): Esc mid-drag did
nothing and the release still placed the card; a right click mid-drag placed it at once."""

from __future__ import annotations

from PySide6.QtCore import QPointF, Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from engine.games.flowers import Phase

from .conftest import Table


def wait_my_turn(qtbot: QtBot, table: Table) -> None:
    qtbot.waitUntil(
        lambda: table.state.phase is Phase.OVER or table.board.my_turn(), timeout=10_000
    )


def holding(qtbot: QtBot, table: Table) -> None:
    """The viewer's turn, a card drawn by a click: it waits in the hand to be placed."""
    board = table.board
    wait_my_turn(qtbot, table)
    stack = board.stack_item(0)
    assert stack is not None
    table.click(stack.center_scene())
    assert table.state.phase is Phase.PLACE and board.held_item() is not None


def test_esc_mid_drag_sends_the_hand_card_home_and_plays_nothing(qtbot: QtBot, duel: Table) -> None:
    board = duel.board
    holding(qtbot, duel)
    state, played = duel.state, list(duel.played)
    held = board.held_item()
    assert held is not None and held.pos() == board.hand_pos
    cell = next(iter(board.places))
    start, end = held.center_scene(), board.cell_center(cell)
    board.view.setFocus()
    duel.press(start)
    duel.move(start, end)
    assert board.drag_item is held and held.dragging
    assert board.preview_cell == cell
    QTest.keyClick(board.view, Qt.Key.Key_Escape)
    # over at once: the card is home (animations are instant here), nothing previewed
    assert board.drag_item is None and not held.dragging
    assert held.pos() == board.hand_pos and held.scale() == held.home_scale
    assert board.preview_cell is None
    duel.release(end)
    assert duel.state is state and duel.played == played
    assert board.held_item() is held and held.pos() == board.hand_pos
    # the table still plays: the same card dragged again is placed
    duel.drag(held.center_scene(), end)
    assert cell in duel.state.areas[0]


def test_esc_mid_drag_out_of_a_stack_draws_nothing(qtbot: QtBot, duel: Table) -> None:
    """A face-up card dragged out of its stack is drawn only where it is dropped: taken back
    with Esc, it is not drawn, and the cells it lit go dark again."""
    board = duel.board
    wait_my_turn(qtbot, duel)
    state = duel.state
    index = next(i for i in board.draws if state.face_up[i] and state.stacks[i])
    item = board.stack_item(index)
    assert item is not None
    home = item.home
    start = item.center_scene()
    lifted = start + QPointF(0, -40)
    duel.press(start)
    duel.move(start, lifted, 2)
    assert board.drag_item is item and board.targets  # the cells its draw would allow
    cell = next(iter(board.places))
    duel.move(lifted, board.cell_center(cell))
    assert board.preview_cell == cell
    QTest.keyClick(board.view, Qt.Key.Key_Escape)
    assert not board.targets and board.drag_draw is None
    duel.release(board.cell_center(cell))
    assert duel.state is state and not duel.played
    assert board.stack_item(index) is item and item.pos() == home


def test_right_click_mid_drag_does_not_place_the_card(qtbot: QtBot, duel: Table) -> None:
    board = duel.board
    holding(qtbot, duel)
    state, played = duel.state, list(duel.played)
    held = board.held_item()
    assert held is not None
    cell = next(iter(board.places))
    start, end = held.center_scene(), board.cell_center(cell)
    viewport = board.view.viewport()
    duel.press(start)
    duel.move(start, end)
    assert board.drag_item is held
    QTest.mouseClick(viewport, Qt.MouseButton.RightButton, pos=duel.point(end))
    assert duel.state is state and duel.played == played
    # still held by the left button, and following it: its release is the drop
    assert board.drag_item is held and held.dragging
    duel.move(end, end + QPointF(3, 3), 1)
    assert held.dragging
    duel.release(end)
    assert cell in duel.state.areas[0] and duel.state.held is None
