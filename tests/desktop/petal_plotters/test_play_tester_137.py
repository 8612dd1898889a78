"""Play tester 137, with the keyboard alone at 1366×768: the discard pile's large card covered
the window's Close, and the German lesson's last step dropped the keys from the line above the
table where the English game kept them."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtWidgets import QPushButton
from pytestqt.qtbot import QtBot

from desktop import i18n
from desktop.table.bar import STATUS_LINES

from .test_lesson import follow_script, lesson_shown
from .test_play_tester_133 import shown


def test_the_discard_piles_large_card_keeps_close_in_sight(qtbot: QtBot) -> None:
    """Two cards: the one the arrows framed stood large in the top right corner, over Close
    (shots 54, 55). It stands above the window's buttons."""
    dialog = shown(qtbot, ["sunbird-1", "dusky-leaf-langur-1"])
    newest = dialog.card_labels[-1]
    qtbot.waitUntil(newest.hasFocus)
    qtbot.keyClick(newest, Qt.Key.Key_Left)
    qtbot.keyClick(dialog.card_labels[0], Qt.Key.Key_Right)
    qtbot.waitUntil(lambda: dialog.card_preview.isVisible())
    close = dialog.findChild(QPushButton)
    assert close is not None and close.isVisible()
    kept = QRect(close.mapTo(dialog, QPoint(0, 0)), close.size())
    assert not dialog.card_preview.geometry().intersects(kept)
    framed = dialog.card_labels[1]
    assert not dialog.card_preview.geometry().intersects(
        QRect(framed.mapTo(dialog, QPoint(0, 0)), framed.size())
    )


@pytest.mark.usefixtures("translations")
@pytest.mark.parametrize(
    ("language", "keys", "kept"),
    [("de", "Tasten", "Siegkarte"), ("fr", "Touches", "carte de victoire")],
)
def test_the_lessons_last_step_keeps_the_keys_in_german_and_french(
    qtbot: QtBot, language: str, keys: str, kept: str
) -> None:
    """At the tester's lesson window (1298×700), the English line kept "Keys: ←/→ choose …"
    and the German one dropped it, longer by the mouse's ways to rotate (shots 56, 90): those
    give way first, R being among the keys."""
    assert i18n.install(language) == language
    lesson = lesson_shown()
    lesson.resize(1298, 700)
    try:
        follow_script(lesson, lambda: lesson.step.free)
        status = lesson.board.status_label
        qtbot.waitUntil(lambda: kept in status.text())
        assert keys in status.text()
        lines = status.heightForWidth(status.width()) // status.fontMetrics().lineSpacing()
        assert lines <= STATUS_LINES
    finally:
        lesson.leave()  # closed mid-lesson, close() would ask first
