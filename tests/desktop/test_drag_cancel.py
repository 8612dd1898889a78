"""The shared table takes back a card's drag: Esc ends it with the card home, and a right click
is no drop (play test: both played the card in the real app). Each game's board has its own
test of the same gestures (``flowers/`` and ``petal_plotters/test_drag_cancel.py``)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QPoint, QPointF, QRectF, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from desktop.table import animation_speed, set_animation_speed
from desktop.table.items import CardItem
from desktop.table.view import TableView


class Table:
    """A bare table with one pickable card, and what the card and the view reported."""

    def __init__(self, view: TableView, card: CardItem) -> None:
        self.view = view
        self.card = card
        self.events: list[str] = []
        self.keys: list[int] = []
        card.dropped.connect(lambda _item, _point: self.events.append("dropped"))
        card.clicked.connect(lambda _item: self.events.append("clicked"))
        card.drag_cancelled.connect(lambda _item: self.events.append("cancelled"))
        view.key_handler = self._key

    def _key(self, event: QKeyEvent) -> bool:
        self.keys.append(event.key())
        return True

    def at(self, x: float, y: float) -> QPoint:
        return self.view.mapFromScene(QPointF(x, y))


@pytest.fixture
def table(qtbot: QtBot) -> Iterator[Table]:
    speed = animation_speed()
    set_animation_speed(0)  # the card lands home at once
    view = TableView()
    qtbot.addWidget(view)
    view.resize(600, 400)
    view.set_content_rect(QRectF(0, 0, 600, 400))
    card = CardItem(60, 90)
    card.pickable = True
    view.scene().addItem(card)
    card.set_home(QPointF(50, 50), animate=False)
    with qtbot.waitExposed(view):
        view.show()
    yield Table(view, card)
    set_animation_speed(speed)


def test_esc_mid_drag_sends_the_card_home_and_the_release_does_nothing(table: Table) -> None:
    viewport, card = table.view.viewport(), table.card
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, pos=table.at(80, 95))
    for x in range(100, 400, 60):
        QTest.mouseMove(viewport, table.at(x, 200))
    assert card.dragging and card.pos() != QPointF(50, 50)
    QTest.keyClick(table.view, Qt.Key.Key_Escape)
    assert table.events == ["cancelled"] and not table.keys  # the board's Esc waits
    assert not card.dragging and card.pos() == QPointF(50, 50) and card.scale() == 1.0
    assert table.view.scene().mouseGrabberItem() is None
    QTest.mouseMove(viewport, table.at(380, 220))
    QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, pos=table.at(380, 220))
    assert table.events == ["cancelled"] and card.pos() == QPointF(50, 50)
    # with no card held, Esc is the board's again
    QTest.keyClick(table.view, Qt.Key.Key_Escape)
    assert table.keys == [Qt.Key.Key_Escape] and table.events == ["cancelled"]


def test_esc_after_a_press_is_no_click(table: Table) -> None:
    viewport = table.view.viewport()
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, pos=table.at(80, 95))
    QTest.keyClick(table.view, Qt.Key.Key_Escape)
    QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, pos=table.at(80, 95))
    assert table.events == ["cancelled"]


def test_a_right_click_mid_drag_is_no_drop(table: Table) -> None:
    viewport, card = table.view.viewport(), table.card
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, pos=table.at(80, 95))
    for x in range(100, 400, 60):
        QTest.mouseMove(viewport, table.at(x, 200))
    QTest.mouseClick(viewport, Qt.MouseButton.RightButton, pos=table.at(340, 200))
    assert not table.events and card.dragging
    QTest.mouseMove(viewport, table.at(360, 210))
    QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, pos=table.at(360, 210))
    assert table.events == ["dropped"] and not card.dragging


def test_a_window_that_takes_the_mouse_mid_drag_sends_the_card_home(table: Table) -> None:
    """A dialog opened mid-drag (Ctrl+N's question) took the release: the card hung in the
    air, and the next click dropped it where it hung, playing a move given up on (play
    test). The window losing the keys sends it home; a stray drag still held is no drop."""
    from PySide6.QtCore import QCoreApplication, QEvent
    from PySide6.QtGui import QFocusEvent

    viewport, card = table.view.viewport(), table.card
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, pos=table.at(80, 95))
    for x in range(100, 400, 60):
        QTest.mouseMove(viewport, table.at(x, 200))
    assert card.dragging
    lost = QFocusEvent(QEvent.Type.FocusOut, Qt.FocusReason.ActiveWindowFocusReason)
    QCoreApplication.sendEvent(table.view, lost)
    assert table.events == ["cancelled"] and not card.dragging
    assert card.pos() == QPointF(50, 50)
    # a drag whose release never came (as the window saw it): the next press sends it home
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, pos=table.at(80, 95))
    for x in range(100, 400, 60):
        QTest.mouseMove(viewport, table.at(x, 200))
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, pos=table.at(340, 200))
    QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, pos=table.at(340, 200))
    assert table.events == ["cancelled", "cancelled"] and card.pos() == QPointF(50, 50)
