"""Moving an open tooltip off words that must stay in sight.

Qt puts a tooltip under the pointer, wherever that leaves it: over the Flowers score panel's
live "If you place it here" row, or over the hand-off screen's "Pass the screen to Ben" (play
testers 127, 131). The caller shows the tip (``QToolTip.showText``), then moves it with
:func:`move_tip_off` to the first of its own places that keeps it clear.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QPoint, QRect
from PySide6.QtWidgets import QApplication, QWidget

TIP_GAP = 4
"""The felt or window kept between a moved tip and what it keeps clear of."""


def shown_tip() -> QWidget | None:
    """The tooltip on screen (Qt's tip label, a window of its own), or None."""
    return next(
        (
            widget
            for widget in QApplication.topLevelWidgets()
            if widget.inherits("QTipLabel") and widget.isVisible()
        ),
        None,
    )


def move_tip_off(tip: QWidget, area: QRect, places: Sequence[QPoint], screen: QRect) -> bool:
    """Leave ``tip`` where it is when it does not cover ``area`` (global coordinates), else
    move it to the first of ``places`` (its new top-left) where it lies within ``screen`` and
    clear of ``area``. False when it covers ``area`` and no place has room."""
    frame = tip.frameGeometry()
    if not frame.intersects(area):
        return True
    for place in places:
        moved = frame.translated(place - frame.topLeft())
        if screen.contains(moved) and not moved.intersects(area):
            tip.move(tip.pos() + (place - frame.topLeft()))
            return True
    return False
