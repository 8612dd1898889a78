"""The shared card preview on the Flowers table: a face-up card under the resting pointer is shown
large in a corner; a face-down stack is never shown; picking a card up hides the preview."""

from __future__ import annotations

from PySide6.QtCore import QPoint
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from desktop.games.flowers.items import FlowerCardItem
from desktop.table.preview import CardPreview
from engine.games.flowers.components import HIDDEN

from .conftest import Table


def hover(table: Table, item: FlowerCardItem) -> QPoint:
    point = table.point(item.center_scene())
    viewport = table.board.view.viewport()
    QTest.mouseMove(viewport, point + QPoint(2, 2))  # a move to where the pointer is is no move
    QTest.mouseMove(viewport, point)
    return point


def test_a_face_up_card_is_shown_large_and_a_back_never(qtbot: QtBot, hotseat: Table) -> None:
    board = hotseat.board
    preview = board.card_preview
    start = board.cards[hotseat.state.areas[0][(0, 0)][-1]]
    pointer = hover(hotseat, start)
    qtbot.waitUntil(lambda: preview.isVisible() and preview.source is start, timeout=3000)
    assert preview.card_rect().width() >= 220
    assert not preview.geometry().contains(pointer)
    card = board.view.mapFromScene(start.mapRectToScene(start.card_rect())).boundingRect()
    assert not preview.geometry().intersects(card)
    back = board.stack_item(2)
    assert back is not None and back.card_id == HIDDEN
    hover(hotseat, back)
    assert not preview.isVisible()
    qtbot.wait(CardPreview.DELAY_MS + 150)
    assert not preview.isVisible() and preview.source is None


def test_picking_a_card_up_hides_its_preview(qtbot: QtBot, hotseat: Table) -> None:
    board = hotseat.board
    preview = board.card_preview
    top = board.stack_item(0)
    assert top is not None and top.card_id != HIDDEN and top.pickable
    hover(hotseat, top)
    qtbot.waitUntil(lambda: preview.isVisible() and preview.source is top, timeout=3000)
    start = top.center_scene()
    hotseat.press(start)
    hotseat.move(start, board.cell_center((0, 1)), steps=4)
    dragging, shown = board.drag_item is top, preview.isVisible()
    hotseat.release(board.cell_center((0, 1)))
    assert dragging and not shown
    assert (0, 1) in hotseat.state.areas[0]
    assert not preview.isVisible()
