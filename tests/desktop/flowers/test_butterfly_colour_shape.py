"""A butterfly's colour reads by shape, not by hue alone: a red-green colour-blind play tester
told a butterfly's colour only by its wings' hue, for the flower of its colour on each wing was
3 to 4 pixels across in one's own garden and a speck in another player's panel (play test).
It carries one large flower of its colour's shape across its body."""

from __future__ import annotations

import itertools
import math

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter

from desktop.games.flowers import faces
from desktop.games.flowers.items import CARD_H, CARD_W, _mark_circle
from desktop.table.palette import table_palette

BUTTERFLY_COLOURS = ("yellow", "red", "blue", "green")
CARD_PX = (120, 60, 40, 30, 20)
"""Card widths on the screen: one's own garden (60 to 120), the other players' panels (20 to
40), as the play tester's 1440×900 three-player table drew them."""


def grey_face(colour: str, butterfly: str, card_px: int) -> QImage:
    """A 4 of ``colour`` with a ``butterfly``, drawn ``card_px`` pixels wide, in grey."""
    pixels = card_px / CARD_W
    image = QImage(card_px + 2, int(CARD_H * pixels) + 2, QImage.Format.Format_ARGB32)
    image.fill(QColor("#ffffff"))
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.scale(pixels, pixels)
    faces.draw_face(painter, QRectF(0, 0, CARD_W, CARD_H), colour, 4, butterfly, table_palette())
    painter.end()
    return image.convertToFormat(QImage.Format.Format_Grayscale8)


def pixels_apart(first: QImage, second: QImage, by: int = 48) -> int:
    """How many pixels of two grey images differ by more than ``by`` levels of 255."""
    return sum(
        abs(first.pixelColor(x, y).value() - second.pixelColor(x, y).value()) > by
        for y in range(first.height())
        for x in range(first.width())
    )


@pytest.mark.parametrize(("card_px", "least"), [(120, 200), (60, 45), (40, 12), (30, 7)])
def test_two_butterflies_of_one_hue_still_differ_by_their_flower(
    monkeypatch: pytest.MonkeyPatch, card_px: int, least: int
) -> None:
    """With colour taken away (every butterfly colour given one and the same grey inks, each
    keeping its flower), the grey faces of any two butterflies still differ over ``least``
    pixels: their flowers' shapes. The least of the six pairs, measured at 120/60/40/30 px:
    264/59/15/9 (a tulip and a star, a sunflower and a clover); with a small flower on each
    wing 33/0/0/0. On a 20 px card the flower is 4 px across and its shapes barely part (1).
    """
    same = faces.Hue(QColor("#8a8a8a"), QColor("#303030"), QColor("#f0f0f0"), "")
    for colour in BUTTERFLY_COLOURS:
        monkeypatch.setitem(
            faces.HUES, colour, faces.Hue(same.ink, same.dark, same.tint, faces.HUES[colour].shape)
        )
    for first, second in itertools.combinations(BUTTERFLY_COLOURS, 2):
        # on a purple card (the lotus, no butterfly's flower), so only the butterflies differ
        apart = pixels_apart(
            grey_face("purple", first, card_px), grey_face("purple", second, card_px)
        )
        assert apart >= least, (first, second, apart)


@pytest.mark.parametrize("card_px", CARD_PX)
def test_the_butterfly_s_flower_is_large_and_clear_of_the_values_and_marks(card_px: int) -> None:
    """The flower is a fifth of the card's width across (12 pixels on a 60 pixel card; the
    flowers on the wings were 5), inside the card, clear of both corner numerals (the upright one
    as large as it grows on a small card) and of the overlay's ✓/✗ astride the top edge."""
    pixels = card_px / CARD_W
    card = QRectF(0, 0, CARD_W, CARD_H)
    middle, radius = faces.butterfly_flower(*faces.butterfly_spot(card))
    assert 2 * radius * pixels >= 0.2 * card_px
    reach = radius * (1 + faces.BUTTERFLY_HALO)  # its white rim round it
    drawn = QRectF(middle.x() - reach, middle.y() - reach, 2 * reach, 2 * reach)
    assert card.contains(drawn)
    for corner in faces.value_badges(card, pixels):
        assert not drawn.intersects(corner)
    mark, mark_radius = _mark_circle(card, 1.0)
    apart = middle - mark
    assert math.hypot(apart.x(), apart.y()) > reach + mark_radius
