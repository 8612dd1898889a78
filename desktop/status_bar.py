"""The window's status bar, whose message wraps onto more lines instead of being cut.

QStatusBar paints its message on one line and cuts it where the room ends. A French hint's
reason lost its last words (what the move was for) at 1280 pixels, and the whole sentence was
only in a tooltip (play tests). This bar paints a message too long for its line wrapped, and
grows to the lines it needs. It keeps that height until the window's width changes, so the
table above does not jump at every message.
"""

from __future__ import annotations

from PySide6.QtCore import QRect, QSize, Qt
from PySide6.QtGui import QPainter, QPaintEvent, QResizeEvent
from PySide6.QtWidgets import QStatusBar, QStyle, QStyleOption, QWidget

from desktop.table.text import first_words_fitting

MOST_LINES = 2
"""The most lines a message takes; longer ones end in "…" on the last, whole in the tooltip
(``MainWindow._fit_status_message``), as the line over the table cuts them: grown to three
lines for a hint, the bar shrank the table at 1366×768 (play tester 146)."""
MESSAGE_MARGIN = 4
"""Room left of the message and between it and the first label, as QStatusBar leaves it."""


class StatusBar(QStatusBar):
    """A status bar whose temporary message wraps (see the module's docstring)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._lines = 1
        """The lines of text the bar has room for now: grown for a long message, kept while
        the width stays (``resizeEvent`` measures again at another)."""

    def message_rect(self) -> QRect:
        """Where the message is painted: left of the first label shown."""
        room = self.contentsRect().adjusted(MESSAGE_MARGIN, 0, -MESSAGE_MARGIN, 0)
        lefts = [child.geometry().left() for child in self._shown_widgets()]
        if lefts:
            room.setRight(min(room.right(), min(lefts) - MESSAGE_MARGIN))
        return room

    def _shown_widgets(self) -> list[QWidget]:
        """The labels (and the size grip) the bar shows beside its message."""
        return [
            child
            for child in self.findChildren(
                QWidget, options=Qt.FindChildOption.FindDirectChildrenOnly
            )
            if child.isVisible() and not child.isWindow()
        ]

    def lines_needed(self, text: str, width: int) -> int:
        """How many lines ``text`` takes wrapped in ``width`` pixels."""
        if not text or width <= 0:
            return 1
        metrics = self.fontMetrics()
        box = metrics.boundingRect(QRect(0, 0, width, 100_000), int(Qt.TextFlag.TextWordWrap), text)
        return max(1, -(-box.height() // metrics.lineSpacing()))

    def fits(self, text: str, grow: bool = True) -> bool:
        """Whether ``text`` is painted whole: on the lines the bar may take, or, not to
        ``grow`` (``make_room``), on those it has."""
        lines = MOST_LINES if grow else self._lines
        return self.lines_needed(text, self.message_rect().width()) <= lines

    def make_room(self, text: str, grow: bool = True) -> None:
        """Grow to the lines ``text`` needs in the room the labels leave it, unless told not
        to ``grow`` (it is then cut to one line, ``paintEvent``): connected to
        ``messageChanged`` after whatever hides labels to give it room."""
        self.layout().activate()  # the room left by labels that gave way
        needed = min(MOST_LINES, self.lines_needed(text, self.message_rect().width()))
        if grow and needed > self._lines:
            self._lines = needed
            self.updateGeometry()
        self.update()

    def _grown(self, hint: QSize) -> QSize:
        """``hint`` with the room of the lines past the first."""
        return QSize(
            hint.width(), hint.height() + (self._lines - 1) * self.fontMetrics().lineSpacing()
        )

    def sizeHint(self) -> QSize:
        return self._grown(super().sizeHint())

    def minimumSizeHint(self) -> QSize:
        return self._grown(super().minimumSizeHint())

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if event.size().width() != event.oldSize().width() and self._lines > 1:
            # another width: the lines the message needs are measured again
            self._lines = 1
            self.updateGeometry()
            self.make_room(self.currentMessage())

    def paintEvent(self, event: QPaintEvent) -> None:
        text = self.currentMessage()
        rect = self.message_rect()
        needed = self.lines_needed(text, rect.width())
        if not text or needed == 1:
            super().paintEvent(event)
            return
        painter = QPainter(self)
        option = QStyleOption()
        option.initFrom(self)
        for child in self._shown_widgets():
            option.rect = child.geometry()
            self.style().drawPrimitive(
                QStyle.PrimitiveElement.PE_FrameStatusBarItem, option, painter, child
            )
        painter.setPen(self.palette().windowText().color())
        flags = Qt.AlignmentFlag.AlignLeading | Qt.AlignmentFlag.AlignVCenter
        if needed > self._lines:
            # more than the lines it has (``make_room``): its first words on them, with "…",
            # not wrapped and cut at the top and the foot
            width, lines = rect.width(), self._lines
            text = first_words_fitting(text, lambda words: self.lines_needed(words, width) <= lines)
        painter.drawText(rect, int(flags) | int(Qt.TextFlag.TextWordWrap), text)
