"""The window's status bar, whose message wraps onto a second line instead of being cut.

QStatusBar paints its message on one line and cuts it where the room ends. A French hint's
reason lost its last words (what the move was for) at 1280 pixels, and the whole sentence was
only in a tooltip (play tests). This bar paints a message too long for its line wrapped, and
has room for ``LINES`` lines from the start: grown at the first long message, it shrank the
table above once and for good, and the cards jumped (play tester, session 54).
"""

from __future__ import annotations

from PySide6.QtCore import QRect, QSize, Qt
from PySide6.QtGui import QPainter, QPaintEvent
from PySide6.QtWidgets import QStatusBar, QStyle, QStyleOption, QWidget

from desktop.table.text import first_words_fitting

LINES = 2
"""The lines a message has; longer ones end in "…" on the last, whole in the tooltip
(``MainWindow._fit_status_message``), as the line over the table cuts them: grown to three
lines for a hint, the bar shrank the table at 1366×768 (play tester 146)."""
MESSAGE_LEFT = 6
"""Where QStatusBar begins a one-line message: a wrapped one begins there too, and keeps its
place as it grows to two lines."""
MESSAGE_MARGIN = 14
"""Room between the message and the first label, or the bar's right end: two letters' width.
At 4 pixels a wrapped line's last word read as one with the deal's code beside it ("… to their
Garrison Code 54DV7BNJ", play tester 196)."""


class StatusBar(QStatusBar):
    """A status bar whose temporary message wraps (see the module's docstring)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.messageChanged.connect(self._repaint_whole)

    def _repaint_whole(self, _message: str) -> None:
        """A new message repaints the whole bar. QStatusBar repaints only its own message's
        room, from 6 pixels: a wrapped hint painted from 4 lost the left edge of each line's
        first letter ("onseil", "nvironn", French, 1200×710, play tester 182), and the ink a
        letter puts left of its line stayed there after the message went, a sliver of it
        at the bar's left (play tester 183)."""
        self.update()

    def message_rect(self) -> QRect:
        """Where the message is painted: left of the first label shown."""
        room = self.contentsRect().adjusted(MESSAGE_LEFT, 0, -MESSAGE_MARGIN, 0)
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

    def fits(self, text: str) -> bool:
        """Whether ``text`` is painted whole, in the room the labels leave it as they stand
        now (some give way to a long message, ``MainWindow._fit_status_message``)."""
        self.layout().activate()
        return self.lines_needed(text, self.message_rect().width()) <= LINES

    def _with_lines(self, hint: QSize) -> QSize:
        """``hint`` with the room of the lines past the first."""
        return QSize(hint.width(), hint.height() + (LINES - 1) * self.fontMetrics().lineSpacing())

    def sizeHint(self) -> QSize:
        return self._with_lines(super().sizeHint())

    def minimumSizeHint(self) -> QSize:
        return self._with_lines(super().minimumSizeHint())

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
        if needed > LINES:
            # its first words on the lines it has, with "…", not wrapped and cut at the top
            # and the foot
            width = rect.width()
            text = first_words_fitting(text, lambda words: self.lines_needed(words, width) <= LINES)
        painter.drawText(rect, int(flags) | int(Qt.TextFlag.TextWordWrap), text)
