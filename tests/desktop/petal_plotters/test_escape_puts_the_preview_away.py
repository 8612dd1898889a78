"""Esc in a deal's window with a card shown large put the card away and closed the window
with it, dealing the next hand (play test, session 56): the first Esc puts only the card
away, the next does what Esc does on the window."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from desktop.games.petal_plotters.items import DealDialog

from .test_deal_window import LINES, STANDINGS, point_at, three_player_deal


def test_one_escape_puts_the_card_away_and_the_next_closes_the_window(qtbot: QtBot) -> None:
    dialog = DealDialog(
        1, three_player_deal(), ["Ada", "Ben", "Cy"], LINES, STANDINGS, deals_next=True
    )
    qtbot.addWidget(dialog)
    with qtbot.waitExposed(dialog):
        dialog.show()
    label = dialog.card_labels[(0, 0)]
    QTest.mouseClick(label, Qt.MouseButton.LeftButton)
    point_at(qtbot, dialog, label)
    QTest.keyClick(QApplication.focusWidget() or dialog, Qt.Key.Key_Escape)
    assert not dialog.card_preview.isVisible()
    assert dialog.isVisible()
    QTest.keyClick(QApplication.focusWidget() or dialog, Qt.Key.Key_Escape)
    assert not dialog.isVisible()
