"""The reminder that ? lists every key follows the frame's words, never stands alone."""

from __future__ import annotations

from PySide6.QtWidgets import QLabel, QWidget
from pytestqt.qtbot import QtBot

from desktop.table.bar import FlashNote


def test_no_words_get_no_reminder(qtbot: QtBot) -> None:
    """Play tester 186: an arrow in Petal Plotters' lesson, where the frame's words were
    empty, left "· ?: alle Tasten" on the line, a separator before nothing."""
    parent = QWidget()
    qtbot.addWidget(parent)
    line = QLabel(parent)
    line.resize(900, 30)
    note = FlashNote(line, parent)
    assert note.with_keys_reminder("") == ""
    assert note.with_keys_reminder("Enter: Draw").endswith("?: all keys")
