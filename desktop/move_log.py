"""The move log: the game's moves beside the table all the time, as on Board Game Arena.

History (Ctrl+H) lists every move and goes back to one; people used to playing online asked
for the moves to stay in sight as they are played, without opening anything (play tester).
The log lists the moves played so far (not those Undo took back), in History's own words for
the one at the screen (``HistoryPanel.list_moves``), newest at the bottom in History's order
and kept in sight; a turn its board tells whole is one row ("Ada: Pangolin — Exchange …"),
and the steps that do not commit their mover yet wait for the move that finishes them. It
takes no keys: the table keeps them. A click on a move shows the table after it to look at,
as Board Game Arena's log replays a move, History's look back, lit in the log and left by
Esc or a click on the last move; the log itself never changes the game. Alt+↑ and Alt+↓ step
the look to the row before or after, as the replay's previous and next move do
(``MainWindow._make_look_back_steps``).
It found the move in History instead, whose copy of the list opened under it, and the table
changed only on Enter there (play tester 149).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QCoreApplication, QSize, Qt, QTimer
from PySide6.QtGui import QCloseEvent
from PySide6.QtWidgets import QDockWidget, QListWidgetItem, QWidget

from desktop.history import HEADING, ROW_INDEX, TURN, HistoryPanel, LogLine, Part, Tell
from desktop.screen_fit import fitted_size
from engine.core.session import Session

TellTurnLines = Callable[[Sequence[int], int, bool], list[LogLine]]
"""``SessionController.tell_turn(indexes, viewer, for_all)``: one turn's moves in lines."""

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


def committed_moves(session: Session) -> int:
    """How many moves of ``session``'s log the log lists: the steps at its end that do not
    commit their mover yet (``Game.commits``: an ability before its first effect, and the
    Cancel of one) wait for the move that finishes them. "Use the ability of …" was listed
    as the card was laid down, before its target, and a Cancel left it there (play tester,
    session 53)."""
    game, moves = session.game, session.cursor
    while moves and not game.commits(session.state_at(moves - 1), session.action_at(moves - 1)):
        moves -= 1
    return moves


class MoveLog(HistoryPanel):
    """History's rows up to the move played last, the newest in sight; a click shows one."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("moveLog")
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        # a move's wrapped second line read as a row of its own in a list seen at a glance
        self.setAlternatingRowColors(True)
        self._looked_at: int | None = None
        """The earlier point the table shows, its row lit (None: the latest, none lit)."""
        self._looked_at_heading = False
        """That point was asked for from the heading after its row, lit instead."""
        self._line_clicked: tuple[int, int] | None = None
        """The point of the turn's line clicked last, and its place among the turn's lines
        (``_join_turn``): lit as the table it stands for is shown."""
        self._turn_texts: dict[tuple[int, bool, int, int], tuple[object, object, list[str]]] = {}
        """(viewer, told for all, a turn's first move, the move after it) -> the tables before
        and after the turn, and its lines (told again when a table differs)."""
        # whatever lays the rows out again (History opened or closed beside the log, larger
        # words, Qt's own layout a moment after a resize) changes the scroll range: after
        # Ctrl+H twice the log showed its rows 15–36, the last cut (play tester, session 55)
        self.verticalScrollBar().rangeChanged.connect(self._show_current)

    def forget_words(self) -> None:
        super().forget_words()
        self._turn_texts = {}

    def retranslate(self) -> None:
        self.forget_words()
        self.setToolTip(
            tr(
                "Click a move to see the table after it; Alt+↑ and Alt+↓ step to the move before"
                " or after it, and the last move or Esc returns to the game."
            )
        )

    def show_played(
        self,
        session: Session,
        viewer: int,
        tell: tuple[Tell, TellTurnLines],
        part: Part | None,
        marks: tuple[int, bool, bool],
        shown: int | None,
        heading: bool = False,
    ) -> None:
        """List the moves played so far as History lists them to ``viewer``, a turn on a row
        where its board tells it whole (``tell``: a move in words, and a turn in the lines of
        ``SessionController.tell_turn``), and mark them
        as History does (``marks``: ``mark_rows``'s undo floor, the game recalling its
        tables, told for everyone at the screen). ``shown``: the earlier point the table
        shows, its row lit and kept in sight (None: the latest, the newest row in sight);
        ``heading``: asked for from the heading after that row, lit instead."""
        undo_floor, recalls, for_all = marks
        tell_move, tell_turn = tell
        if session is not self._session:
            self._turn_texts = {}
        moves = committed_moves(session)
        self.list_moves(session, viewer, tell_move, moves, part, for_all)
        start = 0
        for index in range(1, moves + 1):
            if index == moves or session.starts_turn(index):
                # a turn of one move too: History's row of it ends a deal in brackets ("…
                # (deal 2 is over)"), where the log's rows of a longer turn give the end a row
                # of its own, as the board tells a turn (play tester 158)
                turn, start = range(start, index), index
                self._join_turn(turn, self._told_turn(session, turn, viewer, tell_turn, for_all))
        self.mark_rows(session, undo_floor, recalls, for_all)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self._looked_at, self._looked_at_heading = shown, heading
        self.mark_shown()
        QTimer.singleShot(0, self, self._lay_out_rows)

    def _told_turn(
        self,
        session: Session,
        turn: range,
        viewer: int,
        tell_turn: TellTurnLines,
        for_all: bool,
    ) -> list[LogLine]:
        """The lines of the moves of ``turn``, told again only when a table around it
        differs (after an undo the same moves may do other things)."""
        before, after = session.state_at(turn.start), session.state_at(turn.stop)
        key = (viewer, for_all, turn.start, turn.stop)
        cached = self._turn_texts.get(key)
        if cached is None or cached[0] is not before or cached[1] is not after:
            cached = (before, after, tell_turn(turn, viewer, for_all))
            self._turn_texts[key] = cached
        return cached[2]

    def _join_turn(self, turn: range, lines: list[LogLine]) -> None:
        """The rows of the moves of ``turn`` give way to its ``lines``, each standing for the
        table after the turn (as do its moves' points): one Pangolin turn took three rows, the
        ability and each target (play tester, session 53). Nothing changes where the turn is
        told move by move. A line of no move ("Deal 1 is over", ``LogLine``) bears no number."""
        first, last = self._rows[turn.start + 1], self._rows[turn.stop]
        rows = range(self.row(first), self.row(last) + 1)
        if [line.words for line in lines] == [self.item(row).text() for row in rows]:
            return
        number = last.data(TURN)
        for row in reversed(rows):
            self.takeItem(row)
        for offset, line in enumerate(lines):
            joined = QListWidgetItem(line.words)
            joined.setData(ROW_INDEX, turn.stop)
            if line.a_move:
                joined.setData(TURN, number)
            self.insertItem(rows.start + offset, joined)
        # each point of the turn lit on its first line, the move: History's step "20. Daisy:
        # Use the ability of Spider" lit the turn's last line, "Deal 1 is over", which
        # bears the same number (play tester 158)
        for point in range(turn.start + 1, turn.stop + 1):
            self._rows[point] = self.item(rows.start)

    def shown_row(self, point: int, heading: bool) -> QListWidgetItem:
        """The line of the turn that ``point`` ends or falls in (``_join_turn``) that was
        clicked, else its first, or with ``heading`` the heading after the turn's last line.
        A click on "Deal 1 is over" lit the move above it (play tester, session 54)."""
        first = self._rows[point]
        turn, row = self._stands_for(first), self.row(first) + 1
        while (following := self.item(row)) is not None and self._stands_for(following) == turn:
            row += 1
        if heading and following is not None and following.data(HEADING):
            return following
        if self._line_clicked is not None and self._line_clicked[0] == point:
            clicked = self.item(self.row(first) + self._line_clicked[1])
            if clicked is not None and self._stands_for(clicked) == turn:
                return clicked
        return first

    def _on_clicked(self, item: QListWidgetItem) -> None:
        """The line clicked is kept, to be lit (``shown_row``) once the rows are listed anew."""
        point = item.data(ROW_INDEX)
        if not item.data(HEADING) and isinstance(point, int):
            self._line_clicked = (point, self.row(item) - self.row(self._rows[point]))
        super()._on_clicked(item)

    @staticmethod
    def _stands_for(item: QListWidgetItem) -> tuple[int, bool]:
        """The table a row shows when clicked: its point, and whether from a heading."""
        return item.data(ROW_INDEX), bool(item.data(HEADING))

    def next_shown(self, step: int) -> tuple[int, bool] | None:
        """The table of the row before (``step`` -1) or after (1) the row lit, as its click
        shows it (``_stands_for``): the other lines of the lit turn and the rows that show
        no table are passed over. None with no row lit, or none beyond it."""
        current = self.currentItem()
        if current is None:
            return None
        lit, row = self._stands_for(current), self.row(current) + step
        while 0 <= row < self.count():
            item = self.item(row)
            point, heading = self._stands_for(item)
            table_row = self._rows[point] if heading else item
            if (point, heading) != lit and table_row.flags() & Qt.ItemFlag.ItemIsSelectable:
                return point, heading
            row += step
        return None

    def mark_shown(self) -> None:
        """The row of the earlier table looked at is lit, no row while the table shows the
        game as it stands (a click refused leaves no light on the row clicked)."""
        looked_at = self._looked_at
        if looked_at is not None:  # (History may look at a step the log lists not yet)
            looked_at = min(looked_at, len(self._rows) - 1)
        self.setCurrentItem(
            None if looked_at is None else self.shown_row(looked_at, self._looked_at_heading)
        )

    def _shade_selection(self, keys: bool) -> None:
        """The row looked at in the highlight colour: the log never takes the keys, and
        History's quiet grey for a list without them was lost among the shaded rows."""
        super()._shade_selection(keys=True)

    def _show_current(self) -> None:
        """The row of an earlier table looked at in sight, else the newest move, after any
        resize, new row or new layout: a click on an earlier deal's row was scrolled out of
        sight (play tester 149)."""
        if self.currentItem() is None:
            self.scrollToBottom()
        else:
            super()._show_current()


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
