"""The card preview opens only on a card the player moved the pointer onto (a play tester's
report): a card that comes under a still pointer (drawn from the stack clicked, placed in the
cell clicked, or the table laid out anew when a dock opens) is not shown large over the table."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QSize, Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from desktop.games.flowers.items import FlowerCardItem
from desktop.table.preview import CardPreview, previewed_card

from .conftest import Table

SETTLE_MS = CardPreview.DELAY_MS + 200
"""Longer than the preview's delay: a preview that was to come has come."""


def move_to(table: Table, point: QPoint) -> None:
    """The pointer moved (no button) to ``point`` of the viewport."""
    viewport = table.board.view.viewport()
    QTest.mouseMove(viewport, point + QPoint(2, 2))  # a move to where the pointer is is no move
    QTest.mouseMove(viewport, point)


def under(table: Table, point: QPoint) -> list[FlowerCardItem]:
    """The previewable cards under ``point`` of the viewport."""
    return [
        item
        for item in table.board.view.items(point)
        if isinstance(item, FlowerCardItem) and previewed_card(item) is not None
    ]


def test_a_card_drawn_from_under_a_still_pointer_is_not_shown(qtbot: QtBot, hotseat: Table) -> None:
    board = hotseat.board
    preview = board.card_preview
    top = board.stack_item(0)
    assert top is not None and previewed_card(top) is not None
    point = hotseat.point(top.center_scene())
    move_to(hotseat, point)
    qtbot.waitUntil(lambda: preview.isVisible() and preview.source is top, timeout=3000)
    QTest.mouseClick(board.view.viewport(), Qt.MouseButton.LeftButton, pos=point)
    assert hotseat.state.held is not None  # drawn: the next card of the stack lies there now
    following = board.stack_item(0)
    assert following is not None and following is not top
    assert following in under(hotseat, point)
    qtbot.wait(SETTLE_MS)
    assert not preview.isVisible()
    # moved off and back onto it, the player asks for it
    move_to(hotseat, hotseat.point(board.view.content_rect().topLeft()) - QPoint(12, 0))
    move_to(hotseat, point)
    qtbot.waitUntil(lambda: preview.isVisible() and preview.source is following, timeout=3000)


def test_a_table_laid_out_anew_under_a_still_pointer_shows_no_card(
    qtbot: QtBot, hotseat: Table
) -> None:
    """As when the History dock opens: the table, fitted to a narrower viewport, brings a card
    under the pointer resting on the felt."""
    board = hotseat.board
    widget = board.widget()
    viewport = board.view.viewport()
    wide, narrow = widget.size(), QSize(widget.width() - 360, widget.height())

    def resize(size: QSize) -> None:
        before = viewport.size()
        widget.resize(size)
        qtbot.waitUntil(lambda: viewport.size() != before, timeout=3000)

    resize(narrow)
    there = {item: hotseat.point(item.center_scene()) for item in board.cards.values()}
    resize(wide)
    card, point = next(
        (item, point)
        for item, point in there.items()
        if previewed_card(item) is not None and not under(hotseat, point)
    )
    move_to(hotseat, point)  # where no card lies
    qtbot.wait(SETTLE_MS)
    assert not board.card_preview.isVisible()
    resize(narrow)
    assert card in under(hotseat, point)
    qtbot.wait(SETTLE_MS)
    assert not board.card_preview.isVisible()


def test_a_card_placed_under_a_still_pointer_is_not_shown(qtbot: QtBot, duel: Table) -> None:
    """Click a cell to place the card drawn, leave the mouse: as the table is laid out anew
    around the larger garden and through the AI's turns, no preview covers the gardens."""
    board = duel.board
    viewport = board.view.viewport()
    for _ in range(3):
        qtbot.waitUntil(board.my_turn, timeout=5000)
        duel.play(next(iter(board.draws.values())))
        point = duel.point(board.cell_center(next(iter(board.places))))
        move_to(duel, point)
        QTest.mouseClick(viewport, Qt.MouseButton.LeftButton, pos=point)
        qtbot.wait(SETTLE_MS)
        assert not board.card_preview.isVisible()


def test_a_refused_pick_up_takes_the_card_shown_away(qtbot: QtBot, hotseat: Table) -> None:
    """With a card held, a stack's card cannot be picked up: dragged, it stayed put and its
    large preview stayed over the other players' panels, during the drag and after it."""
    board = hotseat.board
    preview = board.card_preview
    first = board.stack_item(0)
    assert first is not None
    QTest.mouseClick(
        board.view.viewport(), Qt.MouseButton.LeftButton, pos=hotseat.point(first.center_scene())
    )
    assert hotseat.state.held is not None
    other = board.stack_item(1)
    assert other is not None and previewed_card(other) is not None
    point = hotseat.point(other.center_scene())
    move_to(hotseat, QPoint(5, 5))
    move_to(hotseat, point)
    qtbot.waitUntil(lambda: preview.isVisible() and preview.source is other, timeout=3000)
    viewport = board.view.viewport()
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, pos=point)
    for step in range(1, 6):
        QTest.mouseMove(viewport, point + QPoint(0, 30 * step))
        qtbot.wait(CardPreview.DELAY_MS // 3)
    assert not preview.pending()
    QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, pos=point + QPoint(0, 150))
    assert board.view.pointer_note.isVisible()  # refused, with the reason
    qtbot.wait(SETTLE_MS)
    assert not preview.isVisible()
