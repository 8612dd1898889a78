"""A lesson's words can always be read to their end, whatever their scroll's length."""

from __future__ import annotations

from PySide6.QtWidgets import QLabel
from pytestqt.qtbot import QtBot

from desktop.tutorial.panel import StepWords


def test_paging_reaches_the_end_where_the_scroll_is_no_whole_number_of_lines(
    qtbot: QtBot,
) -> None:
    """Play tester 186: after a step's note shortened the box at 1024×640, "More ↓", the wheel
    and PageDown left the words one part-line short of their end, and Next never came."""
    label = QLabel(" ".join(f"word{index}" for index in range(400)))
    label.setWordWrap(True)
    words = StepWords(label)
    # words whose height is no whole number of lines (as a note's or a font's leading made it)
    label.setContentsMargins(0, 0, 8, 5)
    qtbot.addWidget(words)
    words.resize(220, 10 * words.line_pitch() + 7)
    words.show()
    qtbot.waitExposed(words)
    bar = words.verticalScrollBar()
    pitch = words.line_pitch()
    ends_off_a_line = [
        height
        for height in range(100, 140)
        if (words.resize(220, height), bar.maximum() % pitch)[1]
    ]
    assert ends_off_a_line  # the case the play tester met
    words.resize(220, ends_off_a_line[0])
    for _ in range(bar.maximum() // bar.pageStep() + 2):
        words.page(1)
    assert not words.has_more()
    assert bar.value() == bar.maximum()


def test_words_read_to_their_end_stay_read_as_their_box_grows_and_shrinks(
    qtbot: QtBot,
) -> None:
    """Play tester 186 (German, 1024×640, Petal Plotters lesson, step 3): the line under the
    words took two lines while there was more to read and one after, so the box shrank and
    grew; the scroll, cut back as the box grew, stayed short of the end as it shrank again,
    and Next only scrolled the words to their end, press after press. New words still start
    unread."""
    label = QLabel(" ".join(f"word{index}" for index in range(400)))
    label.setWordWrap(True)
    words = StepWords(label)
    qtbot.addWidget(words)
    pitch = words.line_pitch()
    words.resize(220, 12 * pitch)
    words.show()
    qtbot.waitExposed(words)
    while words.has_more():
        words.page(1)
    for lines in (13, 11, 13, 10, 12):
        words.resize(220, lines * pitch)
        assert not words.has_more(), lines
    label.setText(" ".join(f"other{index}" for index in range(400)))
    words.resize(220, 11 * pitch)
    words.resize(220, 12 * pitch)
    assert words.has_more()  # new words are read from where they stand, not skipped
