"""Focus frames drawn from a window's first focus, not only after Tab.

Qt draws a widget's focus frame only once the keys have moved the focus in its window, and
forgets that as the window is shown or comes back. A keyboard player pressed Enter on a start
screen button nobody saw framed, and ↓ in the New Game dialog changed the game from a list
that showed no frame (play test).
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Qt
from PySide6.QtWidgets import QApplication, QScrollArea, QWidget


class FocusFrame(QObject):
    """Within ``area``, a widget that takes the focus other than by a click has its focus
    frame drawn. Parented to ``area``: it goes with it."""

    def __init__(self, area: QWidget) -> None:
        super().__init__(area)
        self._area = area
        app = QApplication.instance()
        assert isinstance(app, QApplication)
        app.focusChanged.connect(self._focus_changed)

    def _focus_changed(self, _old: QWidget | None, now: QWidget | None) -> None:
        if now is None or not (now is self._area or self._area.isAncestorOf(now)):
            return
        if QApplication.mouseButtons() != Qt.MouseButton.NoButton:
            return  # a click: Qt's own way, no frame
        now.window().setAttribute(Qt.WidgetAttribute.WA_KeyboardFocusChange)
        now.update()


def focus_when_scrolling(scroll: QScrollArea, border: str) -> None:
    """``scroll`` takes the keys only while it has something to scroll (then ↑/↓ read the
    rest), and its frame (``border`` otherwise) takes the highlight colour while it has them:
    a breakdown that fits took the first Tab, and a long one the keys, with nothing shown
    framed (play test)."""
    scroll.setStyleSheet(
        f"QScrollArea {{ border: 1px solid {border}; }}"
        " QScrollArea:focus { border-color: palette(highlight); }"
    )

    def follow(_least: int, most: int) -> None:
        scroll.setFocusPolicy(Qt.FocusPolicy.StrongFocus if most > 0 else Qt.FocusPolicy.NoFocus)

    scroll.verticalScrollBar().rangeChanged.connect(follow)
    follow(0, 0)
