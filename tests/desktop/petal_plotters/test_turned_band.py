"""The words across a turned card's preview ("Upside down: counts −1") cover none of its words: a
quarter down the large preview, they lay over the ability's last line (play tester, session
55); across the face turned round, over its name (session 59). The preview is upright now."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, QRectF
from pytestqt.qtbot import QtBot

from desktop.games.petal_plotters import faces
from desktop.games.petal_plotters.items import CARD_H, CARD_W
from engine.games.petal_plotters.components import CARDS


def circle(centre: QPointF, radius: float) -> QRectF:
    return QRectF(centre.x() - radius, centre.y() - radius, 2 * radius, 2 * radius)


@pytest.mark.parametrize("width", [CARD_W, 240.0, 320.0])
def test_the_turned_band_covers_no_words_nor_values(qtbot: QtBot, width: float) -> None:
    """For every card, at the table's size and the preview's: the band crosses no line of the
    name or the ability, nor a Petal Power or category badge, of the upright face."""
    rect = QRectF(10, 20, width, width * CARD_H / CARD_W)
    band = faces.turned_band(rect)
    layout = faces.face_layout(rect)
    values = [
        circle(layout.top_power, layout.power_radius),
        circle(layout.bottom_power, layout.power_radius),
        circle(layout.badge, layout.badge_radius),
    ]
    assert rect.contains(band) and band.height() >= width * 0.12
    for card_id, card in CARDS.items():
        name, ability = faces.face_words(card, layout)
        boxes = [box for box, _line in (*name.lines, *ability.lines)] + values
        covered = [box for box in boxes if box.intersects(band)]
        assert not covered, (card_id, covered)
