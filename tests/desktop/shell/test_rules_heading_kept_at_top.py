"""A heading brought to the top of the rules stays there as the reader is laid out again
(play tester 189, 150 % scaling): the window manager resized the reader by a pixel as it
opened, the page wrapped anew, and "Playing with the keyboard" went a line down, under the
last line of the section before."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from desktop.dialogs.rules import RulesDialog, headings


def opened(qtbot, game_id: str) -> RulesDialog:  # type: ignore[no-untyped-def]
    dialog = RulesDialog(game_id, game_id, None)
    qtbot.addWidget(dialog)
    dialog.resize(900, 640)
    with qtbot.waitActive(dialog):
        dialog.show()
        dialog.activateWindow()
    qtbot.wait(20)
    return dialog


def heading_at_top(dialog: RulesDialog) -> bool:
    """The caret's heading is the first line shown, the page's margin above it."""
    browser = dialog.browser
    return browser.textCursor().block().blockFormat().headingLevel() > 0 and (
        browser.cursorRect().top() == round(browser.document().documentMargin())
    )


@pytest.mark.parametrize("game_id", ["flowers", "petal-plotters"])
@pytest.mark.parametrize("narrower", [9, 60])
def test_the_keys_section_stays_at_the_top_as_the_reader_is_resized(
    qtbot, game_id: str, narrower: int
) -> None:  # type: ignore[no-untyped-def]
    dialog = opened(qtbot, game_id)
    assert dialog.show_keys()
    qtbot.wait(20)
    assert dialog.browser.textCursor().block().text() == "Playing with the keyboard"
    assert heading_at_top(dialog)
    bar = dialog.browser.verticalScrollBar()
    place = bar.value()
    dialog.resize(dialog.width() - narrower, dialog.height() - 1)
    qtbot.waitUntil(lambda: not dialog.fit_timer.isActive())
    qtbot.wait(20)
    assert heading_at_top(dialog)
    if narrower == 60:  # the page wrapped anew above the heading: the scroll had to follow it
        assert bar.value() != place


def test_the_reader_s_own_scroll_lets_the_heading_go(qtbot) -> None:  # type: ignore[no-untyped-def]
    """Once the reader scrolls on, a resize leaves the text where they scrolled it."""
    dialog = opened(qtbot, "flowers")
    row = next(
        row
        for row, block in enumerate(headings(dialog.browser.document()))
        if block.text() == "A turn"
    )
    dialog.go_to_section(row)
    qtbot.wait(20)
    assert heading_at_top(dialog)
    bar = dialog.browser.verticalScrollBar()
    dialog.browser.setFocus()
    QTest.keyClick(dialog.browser, Qt.Key.Key_PageDown)
    scrolled = bar.value()
    assert scrolled > 0 and not heading_at_top(dialog)
    dialog.resize(dialog.width() - 1, dialog.height())
    qtbot.waitUntil(lambda: not dialog.fit_timer.isActive())
    qtbot.wait(20)
    assert bar.value() == scrolled
