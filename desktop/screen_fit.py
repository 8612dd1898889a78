"""Window sizes that fit the screen they open on."""

from __future__ import annotations

from PySide6.QtCore import QSize


def fitted_size(wanted: QSize, available: QSize) -> QSize:
    """``wanted``, shrunk to fit a small screen's ``available`` area (a 1366x768 laptop leaves
    about 730 pixels of height) with room for the window frame and the task bar."""
    return QSize(
        min(wanted.width(), int(available.width() * 0.95)),
        min(wanted.height(), int(available.height() * 0.9)),
    )
