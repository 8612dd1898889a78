"""Play tester 137, with the keyboard alone at 1366×768: the discard pile's large card covered
the window's Close."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtWidgets import QPushButton
from pytestqt.qtbot import QtBot

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
