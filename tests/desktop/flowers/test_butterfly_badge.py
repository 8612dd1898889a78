"""A scoring butterfly's "+1" (the help layer) reads without hiding the card's face: it lay over
the right-hand flowers of a 3 or a 4 (play test)."""

from __future__ import annotations

import math

import pytest
from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QGraphicsScene
from pytestqt.qtbot import QtBot

from desktop.games.flowers import faces
from desktop.games.flowers.items import CARD_H, CARD_W, MARKS_Z, OverlayData, OverlayItem


def touches_circle(rect: QRectF, center: QPointF, radius: float) -> bool:
    """Does ``rect`` reach into the circle (``center``, ``radius``)?"""
    nearest_x = min(max(center.x(), rect.left()), rect.right())
    nearest_y = min(max(center.y(), rect.top()), rect.bottom())
    return math.hypot(center.x() - nearest_x, center.y() - nearest_y) < radius


@pytest.mark.parametrize("scale", [1.0, 0.4])
@pytest.mark.parametrize("value", [1, 2, 3, 4])
def test_the_butterfly_s_plus_one_covers_no_flower_value_or_butterfly(
    value: int, scale: float
) -> None:
    card = QRectF(200, 100, CARD_W * scale, CARD_H * scale)
    overlay = OverlayItem()
    overlay.set_data(
        OverlayData(rects={(0, 0): card}, butterflies=frozenset({(0, 0)}), scale=scale)
    )
    (badge,) = overlay.badge_rects()
    for center, radius in faces.flower_spots(card, value):
        assert not touches_circle(badge, center, radius)
    for corner in faces.value_badges(card):
        assert not badge.intersects(corner)
    middle, size = faces.butterfly_spot(card)
    wings = QRectF(middle.x() - size, middle.y() - size, 2 * size, 1.85 * size)
    assert not badge.intersects(wings)
    # by its card, not on the next one (cells stand 14 apart at scale 1)
    assert badge.left() < card.right()
    assert badge.right() < card.right() + 14 * scale


def test_the_butterfly_s_plus_one_lies_over_the_next_cells_frame(qtbot: QtBot) -> None:
    """Astride the card's right edge, the badge lay under the cells' frames (600), and the
    next cell's frame cut "+1" to "+L" (play test): it is painted with the ✓/✗ marks, whose
    layer lies over every frame."""
    card = QRectF(200, 100, CARD_W, CARD_H)
    data = OverlayData(rects={(0, 0): card}, butterflies=frozenset({(0, 0)}), scale=1.0)

    def painted(marks: bool) -> QColor:
        """The colour at the badge's right end (over the next cell), this layer alone."""
        layer = OverlayItem(marks=marks)
        layer.set_data(data)
        scene = QGraphicsScene()
        scene.addItem(layer)
        area = layer.boundingRect()
        image = QImage(int(area.width()), int(area.height()), QImage.Format.Format_ARGB32)
        image.fill(0)
        painter = QPainter(image)
        scene.render(painter, QRectF(image.rect()), area)
        painter.end()
        (badge,) = layer.badge_rects()
        scene.removeItem(layer)
        spot = QPointF(badge.right() - 3, badge.center().y()) - area.topLeft()
        return image.pixelColor(int(spot.x()), int(spot.y()))

    assert painted(marks=True).alpha() == 255
    assert painted(marks=False).alpha() == 0
    assert MARKS_Z > 660  # the cells' frames: 600, a lesson's 650, the keyboard's 660
