"""A long text in the status bar (a lesson's or a hint's reading) took the room of the deal's
code too, which went while it showed (play tester 177, at 1600×900): the code stays, the text
wraps on the lines left of it, and one still too long is cut there, whole in the tooltip."""

from __future__ import annotations

import pytest
from pytestqt.qtbot import QtBot

from tests.desktop.shell.test_given_up_solo import begin_solo
from tests.desktop.shell.test_solo_records import shown_window

READING = (
    "Reading the table: the red field is open on two sides, the blue one is closed, and the"
    " butterflies next to their colour score only where a card of that colour lies beside them."
)


@pytest.mark.parametrize("times", [1, 3])
def test_the_code_stays_beside_a_long_text_at_1280_by_720(qtbot: QtBot, times: int) -> None:
    window = shown_window(qtbot)
    window.resize(1280, 720)
    begin_solo(window)  # a solo game shows its code, and whether it counts
    qtbot.waitUntil(lambda: window.width() == 1280)
    bar = window.message_bar
    code = window.code_label
    assert code.text().startswith("Code ")
    text = " ".join([READING] * times)
    bar.showMessage(text)
    bar.layout().activate()
    assert code.isVisible() and bar.contentsRect().contains(code.geometry())
    # the text stays left of it, apart: a line's last word read as one with the code (play
    # tester 196: "… to their Garrison Code 54DV7BNJ")
    words_left = code.geometry().left() + code.contentsMargins().left()
    assert words_left - bar.message_rect().right() >= 12
    assert bar.lines_needed(text, bar.message_rect().width()) > 1  # long: it wraps
    assert (bar.toolTip() == text) == (not bar.fits(text))  # cut, it is whole on hover
