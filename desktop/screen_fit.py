"""Window sizes that fit the screen they open on."""

from __future__ import annotations

from PySide6.QtCore import QMargins, QPoint, QRect, QSize, Qt
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QMainWindow, QWidget


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


BESIDE_GAP = 12
"""Pixels between a window opened beside a thing on the table and that thing."""


def placed_beside(size: QSize, area: QRect, available: QRect) -> QPoint:
    """Where the frame of a window ``size`` large goes (``QWidget.move``) to open beside
    ``area``, the thing on the table it is about (global coordinates): to its right, else to
    its left, level with its top, else under it or over it, level with its left, each moved
    along that side to lie within the screen's ``available`` area; with room on no side,
    centred over it. The discard pile's window opened in the table's middle, far from the
    pile clicked (play tester 208)."""
    width, high = size.width(), size.height() + TITLE_BAR
    top = max(available.top(), min(area.top() - TITLE_BAR, available.bottom() + 1 - high))
    left = max(available.left(), min(area.left(), available.right() + 1 - width))
    sides = (
        QPoint(area.right() + 1 + BESIDE_GAP, top),
        QPoint(area.left() - BESIDE_GAP - width, top),
        QPoint(left, area.bottom() + 1 + BESIDE_GAP),
        QPoint(left, area.top() - BESIDE_GAP - high),
    )
    for place in sides:
        if available.contains(QRect(place, QSize(width, high))):
            return place
    return placed_within(size, area.center(), available)


PLACES_ACROSS = 5
"""How many places along each side of the table a window may take over it (``least_hidden``):
with three (the ends and the middle), the results covered a garden's edge column where a
place a quarter across left it clear (play test)."""


def least_hidden(table: QRect, size: QSize, kept: list[QRect]) -> QRect | None:
    """Where a window ``size`` large hides the least of ``kept`` within ``table`` (screen
    rects) and none of what lies within a kept rect (a card within its garden or Garrison):
    the middle first, so that it stays there when nothing is kept or it ties. A card weighs
    twice, as it is hidden with its panel. None: every place hides a card, or the window is
    larger than the table."""
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
    within = [
        rect
        for index, rect in enumerate(kept)
        if any(other.contains(rect) for other in kept[:index] + kept[index + 1 :])
    ]

    def hidden(place: QRect) -> int:
        overlaps = (place.intersected(rect) for rect in kept)
        return sum(
            overlap.width() * overlap.height() for overlap in overlaps if not overlap.isEmpty()
        )

    places = [QRect(QPoint(x, y), size) for x in xs for y in ys]
    clear = [place for place in places if not any(place.intersects(rect) for rect in within)]
    return min(clear, key=hidden, default=None)  # the first of equals: the middle, when it ties


TABLE_EDGE = 12
"""Pixels of the table's edge a results window leaves clear round it (``place_results``)."""


def frame_margins(window: QWidget) -> QMargins:
    """What the window manager's frame adds round ``window``; before it has one (or where
    nothing frames it), a ``TITLE_BAR`` above it. A window not shown yet is measured by the
    main window's: the results' frame was guessed 40 pixels high where openbox draws 25."""
    frame, inner = window.frameGeometry(), window.geometry()
    if frame == inner:
        return QMargins(0, TITLE_BAR, 0, 0)
    return QMargins(
        inner.left() - frame.left(),
        inner.top() - frame.top(),
        frame.right() - inner.right(),
        frame.bottom() - inner.bottom(),
    )


def results_room(window: QWidget, least: QSize, screen: QRect) -> QRect:
    """Where a results window may lie (a game's end, a deal of a match): over the main
    ``window``, its title bar included, down to its status bar, which stays in sight, and
    within the ``screen``'s available area; that area where the room is smaller than
    ``least`` (a main window too small for readable results)."""
    room = window.frameGeometry()
    if isinstance(window, QMainWindow) and window.statusBar().isVisible():
        room.setBottom(window.statusBar().mapToGlobal(QPoint(0, 0)).y() - 1)
    room = room.intersected(screen)
    if room.width() < least.width() or room.height() < least.height():
        return screen
    return room


def place_results(
    dialog: QWidget, felt: QWidget, kept: list[QRect], least: QSize
) -> tuple[QPoint, QPoint]:
    """Place a results window by the one rule both games share (a game's end, a deal of a
    match): over the table (``felt``, not the bar of words above it), where it hides the
    least of what the board keeps in sight (``kept``) and none of its cards, the middle
    first (``least_hidden``); where every place would hide a card, centred on the table,
    where a player looks for it. Placed where it hid the fewest cards, the results opened at
    a corner of the table that changed from game to game, over the player's own garden
    (play tester 188). Larger than the table, centred on the main window: centred on a table
    narrowed by History, the deal's results lay in the screen's top left corner, over
    History (1024×640, play tester, session 57). Always within ``results_room``, the status
    bar in sight. Returns where the frame's top left was put, and the point the window was
    moved to (its inside, before it is shown)."""
    layout = dialog.layout()
    if layout is not None:
        layout.activate()  # its size as it will show: the results grew 34 pixels as they showed
    if not dialog.isVisible() and not dialog.testAttribute(Qt.WidgetAttribute.WA_Resized):
        dialog.adjustSize()
    window = felt.window()
    room = results_room(window, least, dialog.screen().availableGeometry())
    table = QRect(felt.mapToGlobal(QPoint(0, 0)), felt.size())
    table = table.adjusted(TABLE_EDGE, TABLE_EDGE, -TABLE_EDGE, -TABLE_EDGE)
    # with its frame as the window manager draws the main window's: it has none before it shows
    margins = frame_margins(dialog if dialog.isVisible() else window)
    inset = QPoint(margins.left(), margins.top())
    size = dialog.size().grownBy(margins)
    best = least_hidden(table, size, kept)
    if best is None and table.width() >= size.width() and table.height() >= size.height():
        best = QRect(QPoint(0, 0), size)
        best.moveCenter(table.center())
    if best is not None:
        corner = best.topLeft()
    else:
        corner = window.frameGeometry().center() - QPoint(size.width() // 2, size.height() // 2)
        corner.setX(max(room.left(), min(corner.x(), room.right() + 1 - size.width())))
        corner.setY(max(room.top(), min(corner.y(), room.bottom() + 1 - size.height())))
    if dialog.isVisible():
        dialog.move(corner)  # by its frame
        return corner, corner
    # not shown yet: placed by its inside, the frame to come round it
    dialog.setGeometry(QRect(corner + inset, dialog.size()))
    return corner, corner + inset
