"""What a German couple found playing Petal Plotters at one screen with two computer players
(play tester 206, 1366×768, History open)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont, QFontMetrics
from pytestqt.qtbot import QtBot

from desktop.i18n import elided_at_word


def test_a_move_cut_to_the_menus_room_keeps_its_last_word_whole(qtbot: QtBot) -> None:
    """Undo's menu entry cut the move mid-word ("„Mia: Hat eine Karte an Iris we…“"): it is
    cut after a whole word, unless that would give up more than half of what fits."""
    metrics = QFontMetrics(QFont())
    move = "Mia: Hat eine Karte an Iris weitergegeben"
    room = metrics.horizontalAdvance("Mia: Hat eine Karte an Iris weiter")
    plain = metrics.elidedText(move, Qt.TextElideMode.ElideRight, room)
    assert plain.startswith("Mia: Hat eine Karte an Iris we") and plain.endswith("…")  # mid-word
    assert elided_at_word(metrics, move, room) == "Mia: Hat eine Karte an Iris…"
    assert elided_at_word(metrics, move, metrics.horizontalAdvance(move) + 4) == move
    # one long word: cut where it must
    long_word = "Donaudampfschifffahrtsgesellschaftskapitän"
    assert elided_at_word(metrics, long_word, room // 2) == metrics.elidedText(
        long_word, Qt.TextElideMode.ElideRight, room // 2
    )
