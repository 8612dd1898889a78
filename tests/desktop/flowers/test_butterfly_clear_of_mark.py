"""A butterfly drawn small met the ✓/✗ mark astride its card's top edge (play tester 189,
1920×1080 at 150 %): its left fore wing's tip lay under the mark at every size. The butterfly
now stands lower on the card and the mark on the edge itself, a clear pixel apart at least from
cards 30 pixels wide (the butterfly about 12 pixels across) up."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter, QPen

from desktop.games.flowers import faces
from desktop.games.flowers.items import CARD_H, CARD_W, CROSS_BADGE_REACH, _mark_circle

Pixels = set[tuple[int, int]]


def drawn(card_px: int, paint: Callable[[QPainter, QRectF], None]) -> Pixels:
    """The pixels ``paint`` covers on a card ``card_px`` wide (alpha over 40)."""
    scale = card_px / CARD_W
    image = QImage(card_px + 20, int(card_px * 1.4) + 20, QImage.Format.Format_ARGB32)
    image.fill(QColor(0, 0, 0, 0))
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.translate(10, 10)
    painter.scale(scale, scale)
    paint(painter, QRectF(0, 0, CARD_W, CARD_H))
    painter.end()
    return {
        (x, y)
        for y in range(image.height())
        for x in range(image.width())
        if image.pixelColor(x, y).alpha() > 40
    }


def butterfly(painter: QPainter, card: QRectF) -> None:
    """A green butterfly where a face draws it."""
    faces.draw_butterfly(painter, *faces.butterfly_spot(card), "green")


def marks(painter: QPainter, card: QRectF) -> None:
    """Both badges, as the overlay draws them (``OverlayItem._paint_marks``): a ✓'s circle and
    a ✗'s square, each in its white rim."""
    center, radius = _mark_circle(card, 1.0)
    reach = radius * CROSS_BADGE_REACH
    painter.setPen(QPen(QColor("#ffffff"), 2))
    painter.setBrush(QColor("#c62828"))
    painter.drawEllipse(center, radius, radius)
    painter.drawRoundedRect(
        QRectF(center.x() - reach, center.y() - reach, 2 * reach, 2 * reach), 2.5, 2.5
    )


@pytest.mark.parametrize("card_px", [30, 40, 60, 100, 150])
def test_the_butterfly_keeps_a_clear_pixel_from_the_mark(card_px: int) -> None:
    wings, mark = drawn(card_px, butterfly), drawn(card_px, marks)
    nearest = min((x - u) ** 2 + (y - v) ** 2 for x, y in wings for u, v in mark)
    assert nearest >= 4, nearest  # 0 before: overlapping
