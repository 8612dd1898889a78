"""Play tester 152 (German, 1366×768): the line above the lesson's table took a third line on
the Harlequin's second step in the free game and pushed the table down (shot 62)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication
from pytestqt.qtbot import QtBot

from desktop import i18n
from desktop.games.petal_plotters.board import keep_key_hints
from desktop.table.bar import STATUS_LINES

from .test_lesson import lesson_shown


@pytest.mark.usefixtures("translations")
def test_the_german_rotate_step_of_the_last_move_keeps_to_two_lines(qtbot: QtBot) -> None:
    """The words the tester read, each in the board's own catalogue entry: choose the card to
    rotate, ↑/↓, S, the Cancel the ability no longer allows, and the victory card's warning.
    At the tester's lesson window (1298×700) they fit in ``STATUS_LINES`` lines, so the table
    stays where it was."""
    assert i18n.install("de") == "de"
    lesson = lesson_shown()
    lesson.resize(1298, 700)
    try:
        status = lesson.board.status_label
        qtbot.waitUntil(lambda: status.width() > 0)

        def board(text: str) -> str:
            return QCoreApplication.translate("PetalPlottersBoard", text)

        words = " ".join(
            (
                board("Choose the card to rotate: click it, or ←/→ and R or Enter."),
                board("↑/↓ read the table."),
                board("S skips."),
                i18n.tr_engine(
                    "The ability has already changed the table: it cannot be cancelled."
                ),
                board("The card you keep becomes your victory card."),
            )
        )
        assert "Siegkarte" in words  # the German catalogue, not the English words
        status.setText(keep_key_hints(words))
        lines = status.heightForWidth(status.width()) // status.fontMetrics().lineSpacing()
        assert lines <= STATUS_LINES, words
    finally:
        lesson.leave()  # closed mid-lesson, close() would ask first
