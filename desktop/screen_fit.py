"""Window sizes that fit the screen they open on."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRect, QSize
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QWidget


def fitted_size(wanted: QSize, available: QSize) -> QSize:
    """``wanted``, shrunk to fit a small screen's ``available`` area (a 1366x768 laptop leaves
    about 730 pixels of height) with room for the window frame and the task bar."""
    return QSize(
        min(wanted.width(), int(available.width() * 0.95)),
        min(wanted.height(), int(available.height() * 0.9)),
    )


TITLE_BAR = 40
"""Room kept for the title bar a window's frame adds above its ``size``."""

TITLE_BAR_ROOM = 160
"""Pixels a title bar takes besides the title: the window manager's icon and buttons."""


def title_width(window: QWidget, title: str) -> int:
    """How wide ``window`` must be for its whole ``title`` in the title bar: a window manager
    cut "Confirm move" to "Confi… move", and "Cannot open broken.bouquet" to "Cannot open
    …ken.bouquet", on boxes as narrow as their buttons."""
    font = window.font()
    font.setBold(True)  # as most title bars draw it
    return QFontMetrics(font).horizontalAdvance(title) + TITLE_BAR_ROOM


def placed_within(size: QSize, centre: QPoint, available: QRect) -> QPoint:
    """Where the frame of a window ``size`` large goes (``QWidget.move``): centred on
    ``centre`` (the window it opens from), moved inside the screen's ``available`` area, title
    bar included. A window manager put a lesson's window past the screen's bottom edge, its
    Close button against it."""
    high = size.height() + TITLE_BAR
    left = centre.x() - size.width() // 2
    top = centre.y() - high // 2
    left = max(available.left(), min(left, available.right() + 1 - size.width()))
    top = max(available.top(), min(top, available.bottom() + 1 - high))
    return QPoint(left, top)
