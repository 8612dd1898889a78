"""A system's dark palette, as the tests that read the table and dialogs in it set it."""

from __future__ import annotations

from PySide6.QtGui import QColor, QPalette


def dark_palette(base: QPalette) -> QPalette:
    """``base`` with a near-black window and near-white words."""
    dark = QPalette(base)
    dark.setColor(QPalette.ColorRole.Window, QColor(30, 30, 30))
    dark.setColor(QPalette.ColorRole.WindowText, QColor(235, 235, 235))
    return dark
