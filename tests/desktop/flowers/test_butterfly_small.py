"""A green butterfly drawn about 12 pixels across, in another player's small garden, read as a
clover (play testers, session 58): four round wings of one green round its green clover, its
body hidden under the flower. Its body now shows past the flower, a head and antennae above it
and the abdomen below, its hind wings a tone apart from its pointed fore wings; the flower of
its colour's shape stays as large (``test_butterfly_colour_shape``)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF
from PySide6.QtGui import QColor, QImage, QPainter

from desktop.games.flowers import faces

MARGIN = 4
"""Pixels of white round the butterfly drawn."""


def grey_butterfly(colour: str, across: int) -> QImage:
    """A butterfly of ``colour`` drawn ``across`` pixels wide (twice its size), on white, in
    grey."""
    side = across + 2 * MARGIN
    image = QImage(side, side, QImage.Format.Format_ARGB32)
    image.fill(QColor("#ffffff"))
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    faces.draw_butterfly(painter, QPointF(side / 2, side / 2), across / 2, colour)
    painter.end()
    return image.convertToFormat(QImage.Format.Format_Grayscale8)


@pytest.mark.parametrize("across", [12, 20, 60])
def test_the_body_shows_past_the_flower(across: int) -> None:
    """Down the butterfly's middle, past the flower and its white rim, something dark shows
    above it (head, antennae) and below it (abdomen): at 12 pixels the column was white
    there (255 above, 234 below), the body all under the flower."""
    image = grey_butterfly("green", across)
    middle = image.width() / 2
    _centre, radius = faces.butterfly_flower(QPointF(middle, middle), across / 2)
    reach = radius * (1 + faces.BUTTERFLY_HALO)
    column = [image.pixelColor(int(middle), row).value() for row in range(image.height())]
    above = column[: int(middle - reach)]
    below = column[int(middle + reach) + 1 :]
    assert min(above) < 170 and min(below) < 170, column


def test_the_hind_wings_are_a_tone_apart_from_the_fore_wings() -> None:
    """Wings of one tone round a flower of that colour read as leaves round it: the hind
    wings are darker than the fore wings, in grey too."""
    across = 60
    image = grey_butterfly("green", across)
    size, middle = across / 2, image.width() / 2

    def grey_at(x: float, y: float) -> int:
        return image.pixelColor(int(middle + x * size), int(middle + y * size)).value()

    for side in (-1, 1):
        fore, hind = grey_at(side * 0.8, -0.5), grey_at(side * 0.62, 0.4)
        assert fore - hind > 20, (fore, hind)
