"""The priority legend under the table total keeps its order readable in each of its forms
(play tester 190, German, 1024×768)."""

from __future__ import annotations

import re
from itertools import pairwise

import pytest
from PySide6.QtGui import QFontMetricsF
from pytestqt.qtbot import QtBot

from desktop import i18n
from desktop.games.petal_plotters.board import (
    LEGEND_ORDER,
    LEGEND_SEPARATOR,
    SMALL_TEXT,
    legend_lines,
    tr,
)
from desktop.table.items import LabelItem
from desktop.table.text import TEXT_SLACK

FORMS = (
    "Priority: 1. ▼ Snail / Spider below 0 · 2. ◆ Katydid 7 or less · 3. ⬢ Frog 12 or more ·"
    " 4. ● Blue Squad 8 or more · 5. ★ Hornbill if nobody else wins",
    "Priority: 1 ▼ Snail / Spider < 0 · 2 ◆ Katydid ≤ 7 · 3 ⬢ Frog ≥ 12 · 4 ● Blue Squad ≥ 8 ·"
    " 5 ★ Hornbill otherwise",
    "Priority: ▼ < 0 › ◆ ≤ 7 › ⬢ ≥ 12 › ● ≥ 8 › ★ otherwise",
)
"""The legend's forms, longest first, as ``_sync_total`` words them."""


@pytest.mark.parametrize("language", ["en", "fr", "de"])
@pytest.mark.usefixtures("translations")
def test_each_form_of_the_legend_keeps_its_order_across_line_breaks(
    qtbot: QtBot, language: str
) -> None:
    """The short form "Rangfolge: ▼ Schnecke / Spinne < 0 / ◆ Laubheuschrecke ≤ 7 › …" had
    no numbers and lost its "›" at each line break: it read as one list. Every form with the
    animals' names is numbered, and at every width each broken line ends in its separator,
    the line after it beginning with the next number (or mark)."""
    assert i18n.install(language) == language
    font = LabelItem("", SMALL_TEXT).font
    for source in FORMS:
        text = tr(source)
        assert text != source or language == "en"
        between = LEGEND_ORDER if LEGEND_ORDER in text else LEGEND_SEPARATOR
        if between == LEGEND_SEPARATOR:
            assert re.findall(r"(\d)\.? [▼◆⬢●★]", text) == list("12345"), text
        # from the width where each category fits a line (a narrower one breaks inside them)
        metrics = QFontMetricsF(font)
        least = max(metrics.horizontalAdvance(piece + between) for piece in text.split(between))
        for width in range(int(least + TEXT_SLACK) + 1, 900, 20):
            lines = legend_lines(text, font, width)[0].split("\n")
            for line, following in pairwise(lines):
                assert line.endswith(between.rstrip()), (width, lines)
                if between == LEGEND_SEPARATOR:
                    assert re.match(r"\d\.? [▼◆⬢●★]", following), (width, lines)
