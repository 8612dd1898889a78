"""A note of the memory aid says whole where else its card may be: on a low French note at
150 % "l’un des 2 endroits" was cut to "l’un des 2 en…" (play tester, session 55)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QFontMetricsF
from pytestqt.qtbot import QtBot

from desktop import i18n
from desktop.games.petal_plotters import faces
from engine.games.petal_plotters.components import CARDS


@pytest.fixture
def french(qtbot: QtBot) -> Iterator[None]:
    assert i18n.install("fr") == "fr"
    yield
    i18n.install("en")


@pytest.mark.parametrize("size", [(190.0, 30.0), (140.0, 30.0), (140.0, 56.0)])
@pytest.mark.parametrize("sure", [True, False])
def test_the_places_a_card_may_be_in_read_whole(
    french: None, size: tuple[float, float], sure: bool
) -> None:
    """Low and narrow notes, with the "?" of a card in doubt or without: the words, smaller or
    under the name, on as many lines as they take, every line within the note, below the
    name."""
    elsewhere = faces.place_words(2)
    assert elsewhere == "l’un des 2 endroits"
    rect = QRectF(0, 0, *size)
    for card_id in ("sunbird-1", "dusky-leaf-langur-1"):
        words = faces.hand_memo_words(rect, CARDS[card_id], sure=sure, elsewhere=elsewhere)
        assert words.powers.replace("\n", " ") == elsewhere, (card_id, words.powers)
        metrics = QFontMetricsF(words.power_font)
        assert words.power_font.pixelSize() >= faces.MEMO_NAME_MIN_PX
        lines = words.powers.split("\n")
        assert all(metrics.horizontalAdvance(line) <= words.power_box.width() for line in lines)
        assert len(lines) * metrics.lineSpacing() <= words.power_box.height() + 0.5
        assert rect.contains(words.power_box)
        assert words.name.bottom() <= words.power_box.top() + 0.5
