"""The large card preview keeps off the viewer's own garden's cells and the score while the
table has room elsewhere: over a stack's card it covered column A of one's garden (1440×900,
three players), and over the purple starting card, a card in hand, it covered the score's
line for that card, "Si vous la posez ici −1" (solo, 1366×768)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QRect
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from desktop.games.flowers.board import FlowersBoard
from desktop.games.flowers.items import FlowerCardItem
from engine.core.save import Seat
from engine.games.flowers.components import CARDS

from .conftest import Table, make_table
from .test_board_play import wait_my_turn


def kept(board: FlowersBoard) -> list[QRect]:
    """The score panel and each cell of the viewer's garden, its cards and free ring, on the
    viewport."""
    state = board.state
    assert state is not None
    mine = board.geometry[board.viewer]
    cells = {*state.areas[board.viewer], *state.targets[board.viewer]}
    rects = [board._panels["score"].rect, *(mine.card_rect(cell) for cell in cells)]
    return [board.view.mapFromScene(rect).boundingRect() for rect in rects]


def preview_of(qtbot: QtBot, table: Table, item: FlowerCardItem) -> QRect:
    """Where the preview of ``item`` shows, the pointer moved onto it."""
    preview = table.board.card_preview
    viewport = table.board.view.viewport()
    pointer = table.point(item.center_scene())
    QTest.mouseMove(viewport, pointer + QPoint(2, 2))
    QTest.mouseMove(viewport, pointer)
    qtbot.waitUntil(lambda: preview.isVisible() and preview.source is item, timeout=3000)
    return preview.geometry()


def assert_clear(board: FlowersBoard, placed: QRect) -> None:
    covered = [rect for rect in kept(board) if placed.intersects(rect)]
    assert not covered, (placed, covered)
    assert board.card_preview.card_rect().width() >= 100  # still far larger than a card


@pytest.mark.parametrize("size", [(1440, 830), (1920, 1040)])
def test_a_stack_preview_keeps_off_ones_garden(qtbot: QtBot, size: tuple[int, int]) -> None:
    seats = [Seat(name="Ada", kind="human"), Seat(name="Rose", kind="normal")]
    seats.append(Seat(name="Iris", kind="normal"))
    table = make_table(qtbot, seats, 7, size=size, levels=(None, "normal", "normal"))
    try:
        board = table.board
        wait_my_turn(qtbot, table)
        qtbot.wait(100)
        shown = 0
        for index in range(len(table.state.stacks)):
            top = board.stack_item(index)
            if top is None or not table.state.face_up[index]:
                continue
            assert_clear(board, preview_of(qtbot, table, top))
            shown += 1
        assert shown
    finally:
        table.controller.shutdown()


def test_the_starting_card_preview_keeps_off_the_score(qtbot: QtBot) -> None:
    table = make_table(qtbot, [Seat(name="Ada", kind="human")], 3, summer=True, size=(1366, 640))
    try:
        board = table.board
        wait_my_turn(qtbot, table)
        stack = board.stack_item(0)
        assert stack is not None
        table.click(stack.center_scene())  # a card in hand: the score says what it would do
        assert board.held_item() is not None
        start = next(
            board.cards[pile[-1]]
            for pile in table.state.areas[0].values()
            if CARDS[pile[-1]].purple
        )
        assert_clear(board, preview_of(qtbot, table, start))
    finally:
        table.controller.shutdown()
