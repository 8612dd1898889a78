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


PLACES_ACROSS = 5
"""How many places along each side of the table a window may take over it (``least_hidden``):
with three (the ends and the middle), the results covered a garden's edge column where a
place a quarter across left it clear (play test)."""


def least_hidden(table: QRect, size: QSize, kept: list[QRect]) -> QRect | None:
    """Where a window ``size`` large hides the least of ``kept`` within ``table`` (screen
    rects): the middle first, so that it stays there when nothing is kept or it ties. A rect
    kept twice (a card, then its panel round it) weighs twice. None: the window is larger."""
    if size.width() > table.width() or size.height() > table.height():
        return None
    room = table.adjusted(0, 0, -size.width(), -size.height())
    steps = range(PLACES_ACROSS)
    xs = [room.center().x()] + [
        room.left() + room.width() * at // (PLACES_ACROSS - 1) for at in steps
    ]
    ys = [room.center().y()] + [
        room.top() + room.height() * at // (PLACES_ACROSS - 1) for at in steps
    ]

    def hidden(place: QRect) -> int:
        overlaps = (place.intersected(rect) for rect in kept)
        return sum(
            overlap.width() * overlap.height() for overlap in overlaps if not overlap.isEmpty()
        )

    places = [QRect(QPoint(x, y), size) for x in xs for y in ys]
    return min(places, key=hidden)  # the first of equals: the middle, when it ties
