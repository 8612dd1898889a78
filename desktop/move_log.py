"""The move log: the game's moves beside the table all the time, as on Board Game Arena.

History (Ctrl+H) lists every move and goes back to one; people used to playing online asked
for the moves to stay in sight as they are played, without opening anything (play tester).
The log lists the moves played so far (not those Undo took back), in History's own words for
the one at the screen (``HistoryPanel.list_moves``), newest at the bottom in History's order
and kept in sight. It takes no keys: the table keeps them. A click on a move finds it in
History, which goes back to moves; the log itself never changes the game.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QSize, Qt, QTimer
from PySide6.QtGui import QCloseEvent
from PySide6.QtWidgets import QAbstractItemView, QDockWidget, QListWidgetItem, QWidget

from desktop.history import ROW_INDEX, HistoryPanel, Part, Tell
from desktop.screen_fit import fitted_size
from engine.core.session import Session

LOG_WIDTH = 260
"""The log's width as it first opens, History's at a 1024-pixel window: a move of a few words
on one or two lines."""


def log_fits(window: QSize, available: QSize) -> bool:
    """Whether a screen whose ``available`` room fits a ``window`` as large (the first size)
    holds the log beside it too, the table kept as wide: the log's default. At 1366×768 it
    does not (the window is already as wide as the screen allows, and the log would take a
    fifth of the table's width); at 1600 pixels and wider it does."""
    wide = window + QSize(LOG_WIDTH, 0)
    return fitted_size(wide, available).width() == wide.width()


def tr(text: str) -> str:
    return QCoreApplication.translate("MoveLog", text)


class MoveLog(HistoryPanel):
    """History's rows up to the move played last, read only, the newest in sight."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("moveLog")
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        # a move's wrapped second line read as a row of its own in a list seen at a glance
        self.setAlternatingRowColors(True)
        self.find_requested: Callable[[int], None] | None = None
        """Set by the window: show History at the point after this many moves."""

    def retranslate(self) -> None:
        self.forget_words()
        self.setToolTip(tr("Click a move to find it in History."))

    def show_played(
        self,
        session: Session,
        viewer: int,
        tell: Tell,
        part: Part | None,
        for_all: bool,
    ) -> None:
        """List the moves played so far as History lists them to ``viewer`` (``for_all``:
        to everyone at the screen, at a shared game's end)."""
        self.list_moves(session, viewer, tell, session.cursor, part, for_all)
        QTimer.singleShot(0, self, self._lay_out_rows)

    def _show_current(self) -> None:
        """The newest move in sight, after any resize or new row."""
        self.scrollToBottom()

    def _on_clicked(self, item: QListWidgetItem) -> None:
        point = item.data(ROW_INDEX)
        if isinstance(point, int) and self.find_requested is not None:
            self.find_requested(point)


class MoveLogDock(QDockWidget):
    """The log's dock: its close button turns the log off as the View menu's entry does."""

    def __init__(self, log: MoveLog, closed: Callable[[], None]) -> None:
        super().__init__()
        self.setObjectName("moveLogDock")
        self.setWidget(log)
        self._closed = closed

    def closeEvent(self, event: QCloseEvent) -> None:
        super().closeEvent(event)
        if event.isAccepted():
            self._closed()
