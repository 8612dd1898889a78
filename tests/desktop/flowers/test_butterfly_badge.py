"""A scoring butterfly's "+1" (the help layer) reads without hiding the card's face: it lay over
the right-hand flowers of a 3 or a 4 (play test)."""

from __future__ import annotations

import math

import pytest
from PySide6.QtCore import QPointF, QRectF

from desktop.games.flowers import faces
from desktop.games.flowers.items import CARD_H, CARD_W, OverlayData, OverlayItem


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
