"""A move cut short by its item's deletion lets go of its animation.

A new game drops the table while its deal still glides cards into place. Those moves never
finish, and the list of moves under way (``animation._running``) kept each one's group: a few
more every game, for as long as Bouquet ran (play tester, session 56).
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest
import shiboken6
from PySide6.QtCore import QCoreApplication, QEvent, QPointF, QRectF
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QGraphicsObject, QGraphicsScene, QStyleOptionGraphicsItem, QWidget

from desktop.table import animation


class Dot(QGraphicsObject):
    """The least item that can glide."""

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, 4, 4)

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionGraphicsItem,
        widget: QWidget | None = None,
    ) -> None:
        painter.drawRect(self.boundingRect())


@pytest.fixture
def normal_speed() -> Iterator[None]:
    """Moves animate, as they do for a player (tests elsewhere turn them off)."""
    before = animation.animation_speed()
    animation.set_animation_speed(1.0)
    yield
    animation.set_animation_speed(before)


@pytest.mark.usefixtures("normal_speed")
def test_a_move_whose_item_is_deleted_leaves_no_entry(qapp: object) -> None:
    scene = QGraphicsScene()
    dots = [Dot() for _ in range(5)]
    for dot in dots:
        scene.addItem(dot)
        animation.move_to(dot, QPointF(300, 200), scale=2.0)
    assert all(animation.is_animating(dot) for dot in dots)
    under_way = len(animation._running)

    scene.deleteLater()  # the table goes mid-move, its items with it
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)

    assert not any(shiboken6.isValid(dot) for dot in dots)
    assert len(animation._running) == under_way - len(dots)
