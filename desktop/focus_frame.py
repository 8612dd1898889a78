"""Focus frames drawn from a window's first focus, not only after Tab.

Qt draws a widget's focus frame only once the keys have moved the focus in its window, and
forgets that as the window is shown or comes back. A keyboard player pressed Enter on a start
screen button nobody saw framed, and ↓ in the New Game dialog changed the game from a list
that showed no frame (play test).
"""

from __future__ import annotations

import shiboken6
from PySide6.QtCore import QEvent, QObject, QPoint, QRect, Qt
from PySide6.QtGui import QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QAbstractButton, QApplication, QScrollArea, QWidget


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


class SheetFollowsPalette(QObject):
    """Sets ``widget``'s style sheet again as the application's palette changes: Qt reads a
    sheet's ``palette(...)`` colours as the sheet is set, and holds the widget to the
    palette of that moment, so the results' rows stayed light on a window turned dark by
    Settings › Colours (play tester 185). Parented to ``widget``: it goes with it."""

    def __init__(self, widget: QWidget) -> None:
        super().__init__(widget)
        self._widget = widget
        app = QApplication.instance()
        assert isinstance(app, QApplication)
        app.paletteChanged.connect(self._again)

    def _again(self) -> None:
        sheet = self._widget.styleSheet()
        self._widget.setStyleSheet("")  # (the same sheet again is no change to Qt)
        self._widget.setStyleSheet(sheet)


def focus_when_scrolling(scroll: QScrollArea, border: str) -> None:
    """``scroll`` takes the keys only while it has something to scroll (then ↑/↓ read the
    rest), and its frame (``border`` otherwise) takes the highlight colour while it has them:
    a breakdown that fits took the first Tab, and a long one the keys, with nothing shown
    framed (play test)."""
    scroll.setStyleSheet(
        f"QScrollArea {{ border: 1px solid {border}; }}"
        " QScrollArea:focus { border-color: palette(highlight); }"
    )
    SheetFollowsPalette(scroll)

    def follow(_least: int, most: int) -> None:
        scroll.setFocusPolicy(Qt.FocusPolicy.StrongFocus if most > 0 else Qt.FocusPolicy.NoFocus)

    scroll.verticalScrollBar().rangeChanged.connect(follow)
    follow(0, 0)


RING_WIDTH = 2
RING_GAP = 2
"""The ring's line and the room between it and the button, in pixels."""


class FocusRing(QWidget):
    """A ring in the highlight colour round the button of ``area`` that has the keys. The
    style's own focus frame, one faint pixel inside the button, was hard to find on the Game
    over buttons (play test). Drawn over ``area``, clear of the pointer."""

    def __init__(self, area: QWidget) -> None:
        super().__init__(area)
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self._button: QAbstractButton | None = None
        self.hide()
        app = QApplication.instance()
        assert isinstance(app, QApplication)
        app.focusChanged.connect(self._focus_changed)

    def _focus_changed(self, _old: QWidget | None, now: QWidget | None) -> None:
        area = self.parentWidget()
        if area is None or (now is not None and now.window() is not area.window()):
            return  # another window's focus: this one keeps its ring
        if self._button is not None and shiboken6.isValid(self._button):
            self._button.removeEventFilter(self)
        self._button = now if isinstance(now, QAbstractButton) and area.isAncestorOf(now) else None
        if self._button is not None:
            self._button.installEventFilter(self)
        self._follow()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() in (
            QEvent.Type.Move,
            QEvent.Type.Resize,
            QEvent.Type.Show,
            QEvent.Type.Hide,
        ):
            self._follow()
        return False

    def _follow(self) -> None:
        button, area = self._button, self.parentWidget()
        if button is None or not shiboken6.isValid(button) or area is None:
            self._button = None
            self.hide()
            return
        if not button.isVisible():
            self.hide()
            return
        reach = RING_WIDTH + RING_GAP
        corner = button.mapTo(area, QPoint(0, 0))
        self.setGeometry(QRect(corner, button.size()).adjusted(-reach, -reach, reach, reach))
        self.show()
        self.raise_()

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(self.palette().highlight().color(), RING_WIDTH))
        half = RING_WIDTH / 2
        painter.drawRoundedRect(self.rect().toRectF().adjusted(half, half, -half, -half), 4, 4)
