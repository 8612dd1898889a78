"""The shared card preview on its own: which corner it takes, its size in a small host, and that it
gives up its card when the host is hidden (a hot-seat hand-off covers the table)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QPoint, QPointF, QRect, QRectF
from PySide6.QtGui import QPainter
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QGraphicsRectItem, QGraphicsScene, QGraphicsView, QWidget
from pytestqt.qtbot import QtBot

from desktop.table.preview import CardPreview

RATIO = 1.4


@pytest.fixture
def host(qtbot: QtBot) -> Iterator[QWidget]:
    widget = QWidget()
    qtbot.addWidget(widget)
    widget.resize(900, 600)
    widget.show()
    assert QTest.qWaitForWindowExposed(widget)
    yield widget


def paint_nothing(painter: QPainter, rect: QRectF) -> None:
    """A face for these tests (what is painted does not matter here)."""


def show_for(qtbot: QtBot, preview: CardPreview, card: QRect) -> QRect:
    preview.hover("card", True, paint_nothing, lambda: card)
    qtbot.waitUntil(preview.isVisible, timeout=3000)
    return preview.geometry()


@pytest.mark.parametrize(
    ("card", "corner"),
    [
        (QRect(400, 450, 100, 140), "top right"),  # the hand, at the bottom
        (QRect(780, 20, 100, 140), "top left"),  # a card in the top right corner
        (QRect(20, 20, 860, 140), "bottom right"),  # a row of cards across the top
    ],
)
def test_the_preview_takes_a_corner_clear_of_its_card(
    qtbot: QtBot, host: QWidget, card: QRect, corner: str
) -> None:
    preview = CardPreview(host, RATIO)
    shown = show_for(qtbot, preview, card)
    assert not shown.intersects(card)
    assert host.rect().contains(shown)
    vertical, horizontal = corner.split()
    middle = host.rect().center()
    assert (shown.center().y() < middle.y()) == (vertical == "top")
    assert (shown.center().x() > middle.x()) == (horizontal == "right")


def test_with_no_free_corner_it_takes_the_one_farthest_from_the_card(
    qtbot: QtBot, host: QWidget
) -> None:
    preview = CardPreview(host, RATIO)
    card = QRect(20, 0, 720, 500)  # most of the host, into every corner, more the upper ones
    shown = show_for(qtbot, preview, card)
    assert shown.center().x() > host.rect().center().x()
    assert shown.center().y() > host.rect().center().y()


def test_a_small_host_gets_a_smaller_preview_inside_it(qtbot: QtBot, host: QWidget) -> None:
    preview = CardPreview(host, RATIO)
    assert show_for(qtbot, preview, QRect(0, 0, 10, 10)).width() > CardPreview.WIDTH
    preview.clear()
    host.resize(420, 300)
    qtbot.waitUntil(lambda: host.height() == 300)
    shown = show_for(qtbot, preview, QRect(0, 0, 10, 10))
    assert host.rect().contains(shown)
    assert shown.width() < CardPreview.WIDTH


def test_hiding_the_host_forgets_the_card(qtbot: QtBot, host: QWidget) -> None:
    preview = CardPreview(host, RATIO)
    show_for(qtbot, preview, QRect(0, 0, 10, 10))
    host.hide()
    assert preview.source is None
    host.show()
    assert QTest.qWaitForWindowExposed(host)
    assert not preview.isVisible()
    # a card still waiting for the delay is dropped too
    preview.hover("card", True, paint_nothing, lambda: QRect(0, 0, 10, 10))
    host.hide()
    host.show()
    qtbot.wait(CardPreview.DELAY_MS + 150)
    assert not preview.isVisible()


def test_a_taller_window_gets_a_larger_preview(qtbot: QtBot, host: QWidget) -> None:
    """The fitted table's cards grow with the window's height, and so does the preview (the
    default window keeps the fixed width); it stays inside the host."""
    preview = CardPreview(host, RATIO)
    card = QRect(400, 450, 60, 84)
    assert show_for(qtbot, preview, card).width() == CardPreview.WIDTH + 2 * CardPreview.SHADOW
    preview.clear()
    host.resize(1800, 1200)
    qtbot.waitUntil(lambda: host.height() == 1200)
    shown = show_for(qtbot, preview, QRect(800, 900, 100, 140))
    face = shown.width() - 2 * CardPreview.SHADOW
    assert face >= 0.5 * 1200 / RATIO > CardPreview.WIDTH
    assert host.rect().contains(shown)


class Card(QGraphicsRectItem):
    """A table card of the test: previewable, drawn as its rectangle."""

    def previewed_card(self) -> object:
        return "card"

    def paint_preview(self, painter: QPainter, rect: QRectF) -> None:
        painter.drawRect(rect)


@pytest.mark.parametrize(("shift", "shown"), [(0, False), (4, False), (40, True)])
def test_a_card_nearly_all_covered_under_the_pointer_is_not_shown(
    qtbot: QtBot, shift: int, shown: bool
) -> None:
    """A card laid over the one under the pointer (a pile, the same cell: shift 0 or a few
    pixels) hides it, and it is not shown large; a fanned neighbour over a part of it (shift
    40 of 60) does not, and the keyboard's cursor still shows it."""
    scene = QGraphicsScene(0, 0, 400, 300)
    view = QGraphicsView(scene)
    qtbot.addWidget(view)
    view.resize(420, 320)
    view.show()
    qtbot.waitExposed(view)
    below, above = Card(100, 100, 60, 90), Card(100 + shift, 100, 60, 90)
    above.setZValue(1)
    scene.addItem(below)
    scene.addItem(above)
    view.viewport().setMouseTracking(True)  # as the table view: moves without a button
    preview = CardPreview(view.viewport(), 1.5)
    spot = view.mapFromScene(QPointF(100 + shift + 5, 145))  # where the two overlap
    QTest.mouseMove(view.viewport(), spot + QPoint(2, 0))
    QTest.mouseMove(view.viewport(), spot)
    preview.hover_item(view, below, True)  # as the keyboard's cursor asks for it
    qtbot.wait(CardPreview.DELAY_MS + 100)
    assert preview.isVisible() == shown
