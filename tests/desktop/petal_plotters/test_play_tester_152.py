"""Play tester 152 (German, 1366×768): the line above the lesson's table took a third line on
the Harlequin's second step in the free game and pushed the table down (shot 62); the first
target U frames waits for an arrow before it shows large."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from desktop import i18n
from desktop.games.petal_plotters.board import keep_key_hints
from desktop.table.bar import STATUS_LINES
from engine.games.petal_plotters.state import Phase

from .conftest import Table, use_by_keys
from .test_board_play import setup_moves, usable
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


def test_the_first_target_u_frames_shows_large_only_after_an_arrow(
    qtbot: QtBot, trio: Table
) -> None:
    """After U the frame jumped to the first target and its large card opened over "Your
    Garrison" and part of the hand (play tester 152, 125_pp4_u.png): put there by the table,
    as a hint's or a lesson step's frame, it shows large once the player's arrow moves it."""
    board = trio.board
    setup_moves(trio, lambda s: s.phase is Phase.TURN and usable(s, "rotate") is not None)
    card = usable(trio.state, "rotate")
    assert card is not None
    view = use_by_keys(board, trio.state, card)
    assert trio.state.phase is Phase.ABILITY
    targets = board.focusables()
    assert board.key_focus == targets[0] and board.cursor_item.isVisible()
    first = board._focus_item()
    assert first is not None and first.previewed_card() is not None  # it has a face to show
    preview = board.card_preview
    QTest.qWait(300)
    assert not preview.isVisible() and preview.source is None
    QTest.keyClick(view, Qt.Key.Key_Down)  # on to the next card to read, and back to it
    QTest.keyClick(view, Qt.Key.Key_Up)
    assert board._focus_item() is first
    qtbot.waitUntil(lambda: preview.isVisible() and preview.source is first)
