"""Why a greyed menu entry does nothing, written under it in its menu.

A menu shows no tooltips, and a greyed entry's tooltip was the only place its reason was
written: Undo greyed after a card was shown, and Hint greyed in a solo game, said nothing to a
player who opened the Edit menu to find out (play tests).
"""

from __future__ import annotations

from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import QLabel, QMenu, QStyle, QWidgetAction

from desktop.table.palette import quiet_text

REASON_W = 340
"""How wide a reason is written in its menu (its words wrap)."""


class MenuReason(QWidgetAction):
    """A line to read under a greyed entry of ``menu``, shown while there is a reason: on
    lines of a menu's width, as on one line it stretched the menu across the screen and cut
    the keys of the entries below (play test)."""

    def __init__(self, menu: QMenu, name: str) -> None:
        super().__init__(menu)
        self._menu = menu
        self.setObjectName(name)
        self.label = QLabel()
        self.label.setWordWrap(True)
        self.label.setTextFormat(Qt.TextFormat.PlainText)
        self.label.setEnabled(False)
        self.setDefaultWidget(self.label)
        self.setEnabled(False)
        self.setVisible(False)

    def say(self, reason: str | None) -> None:
        """Show ``reason`` under the entry, or nothing when it is None."""
        self.setText((reason or "").replace("&", "&&"))  # "&" in a name is no shortcut
        self.write(reason or "")
        self.setVisible(reason is not None)

    def write(self, reason: str) -> None:
        """``reason`` wrapped to ``REASON_W`` pixels and as high as its lines, set in from the
        menu's edge as its entries' words are."""
        label = self.label
        label.setText(reason)
        # a reason to read, not a greyed command: Qt's disabled grey read at 1.9:1 (play test)
        palette = self._menu.palette()
        quiet = quiet_text(palette)
        if (
            label.palette().color(QPalette.ColorGroup.Disabled, QPalette.ColorRole.WindowText)
            != quiet
        ):
            palette.setColor(QPalette.ColorGroup.Disabled, QPalette.ColorRole.WindowText, quiet)
            label.setPalette(palette)
        indent = self._menu.style().pixelMetric(QStyle.PixelMetric.PM_MenuHMargin) + 8
        label.setContentsMargins(indent, 2, indent, 4)
        width = REASON_W + 2 * indent
        # measured from its words: a label of fixed size measured itself as high as its last
        # text ("Nothing to undo." stood in the room of a three-line reason, play test)
        lines = label.fontMetrics().boundingRect(
            QRect(0, 0, REASON_W, 10_000), Qt.TextFlag.TextWordWrap, reason
        )
        margins = label.contentsMargins()
        label.setFixedSize(
            width, lines.height() + margins.top() + margins.bottom() if reason else 0
        )
