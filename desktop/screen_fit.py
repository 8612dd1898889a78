"""Window sizes that fit the screen they open on."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRect, QSize


def fitted_size(wanted: QSize, available: QSize) -> QSize:
    """``wanted``, shrunk to fit a small screen's ``available`` area (a 1366x768 laptop leaves
    about 730 pixels of height) with room for the window frame and the task bar."""
    return QSize(
        min(wanted.width(), int(available.width() * 0.95)),
        min(wanted.height(), int(available.height() * 0.9)),
    )


TITLE_BAR = 40
"""Room kept for the title bar a window's frame adds above its ``size``."""


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
