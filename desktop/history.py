"""The History panel: every move of the game, told to the person at the screen.

It replaces a plain view of the undo stack, which held only the moves undo can reach (it is
cleared after each move that shows a hidden card) and kept each move's words as written for
its mover. Here every move since the start is listed, in the words of the table as the screen's
viewer saw it (``view()`` before and after the move), so a hot-seat player never reads what
another was shown. The moves undo can reach are clickable, as in Qt's undo view: a click goes
back (or forward) to that point, as Enter on a row does; Esc leaves the list for the table,
and so does any key the list has no use for (a game's 1, R or ←), which the table then takes.
While the screen is passed on, the list shows nothing.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, NamedTuple

from PySide6.QtCore import QCoreApplication, QEvent, QModelIndex, QPersistentModelIndex, Qt, QTimer
from PySide6.QtGui import (
    QFocusEvent,
    QFont,
    QKeyEvent,
    QPainter,
    QPalette,
    QResizeEvent,
    QShowEvent,
)
from PySide6.QtWidgets import (
    QApplication,
    QListWidget,
    QListWidgetItem,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QToolTip,
    QWidget,
)

from desktop.i18n import elide, number_text
from engine.core.actions import Action
from engine.core.session import Session

Tell = Callable[[int, int, bool], str]
"""``SessionController.tell_move(index, viewer, for_all)``: a move of the log in words."""
Told = tuple[object, Action, object, str, str | None]
"""A move as History lists it: its table, the move, the table its turn ended on (None: going
on), its words and the heading after it (``HistoryPanel._told``)."""
Part = Callable[[int, int], str | None]
"""``SessionController.part_after(index, viewer)``: the heading of what begins after move
``index`` of the log ("Deal 2"), or None."""

BROWSING_KEYS = frozenset(
    {
        Qt.Key.Key_Up,
        Qt.Key.Key_Down,
        Qt.Key.Key_PageUp,
        Qt.Key.Key_PageDown,
        Qt.Key.Key_Home,
        Qt.Key.Key_End,
        Qt.Key.Key_Return,
        Qt.Key.Key_Enter,
        Qt.Key.Key_Space,
        Qt.Key.Key_Tab,
        Qt.Key.Key_Backtab,
        Qt.Key.Key_Shift,
        Qt.Key.Key_Control,
        Qt.Key.Key_Alt,
        Qt.Key.Key_Meta,
    }
)
"""The keys History browses with (and lone modifiers); any other goes to the table."""

ROW_INDEX = Qt.ItemDataRole.UserRole
"""Item data: how many moves lead to the point a row stands for (0: the start)."""
HEADING = Qt.ItemDataRole.UserRole + 1
"""Item data: True on a heading between rows ("Deal 2")."""
TURN = Qt.ItemDataRole.UserRole + 2
"""Item data: the turn a move's row belongs to, counted from 1 in each part of the game."""
STEP = Qt.ItemDataRole.UserRole + 3
"""Item data: on a later move of a turn, History's row of it as drawn under the turn's first
(``HistoryPanel.mark_steps``)."""
STEP_INDENT = 12
"""How far a later move of a turn is drawn in past the words of the turn's first row."""


def tr(text: str) -> str:
    return QCoreApplication.translate("HistoryPanel", text)


def move_line(name: str, words: str) -> str:
    """A move as listed in History, the undo menu and the hand-off screen: "Ann: Place the
    red 2" (French puts a space before the colon)."""
    return tr("%1: %2").replace("%1", name).replace("%2", words) if name else words


def turn_numbers(session: Session, moves: int, new_part: Callable[[int], bool]) -> list[int]:
    """The turn each of the first ``moves`` moves of ``session``'s log belongs to, as the start
    screen counts a saved game's turns: the moves of one turn share its number (a Flowers turn
    is a draw and a placing), and each part of the game (a deal, where ``new_part(index)``
    begins one after move ``index``) counts from 1 again. History listed moves and the start
    screen counted turns: "36 turns" there, 72 rows here (play test)."""
    numbers, turn = [], 1
    for index in range(moves):
        numbers.append(turn)
        if new_part(index):
            turn = 1
        elif session.ends_turn(index):
            turn += 1
    return numbers


def turn_end(session: Session, index: int) -> int | None:
    """The point after the last move of move ``index``'s turn, once the moves played (up to
    the cursor) end it; None while it goes on. What a move brought the one reading it may be
    known only then: a card passed to them while the others still chose theirs stays hidden
    until the last pass, and its row, told before, named no card (play tester 156)."""
    for later in range(index, session.cursor):
        if session.ends_turn(later):
            return later + 1
    return None


def turn_starts(session: Session, indexes: range) -> list[int]:
    """The moves of ``indexes`` that begin a turn, as ``turn_numbers`` counts turns: a turn's
    steps are one move. Undo's "and the 4 moves after it" counted Rose's ability and its two
    steps as three, where History numbered one (play tester 137)."""
    return [index for index in indexes if session.starts_turn(index)]


def own_moves(session: Session, indexes: range) -> list[int]:
    """The moves of ``indexes`` that begin a turn or someone's part in another's turn (the
    card each passes when an ability has everyone pass): one player's steps are one move, as
    in ``turn_starts``, but a pass is its passer's. Undo named Ann's pass alone where it took
    back Cleo's after it (play tester 204)."""
    return [
        index
        for index in indexes
        if session.starts_turn(index)
        or (index > 0 and session.mover_at(index) != session.mover_at(index - 1))
    ]


class TurnNumbered(QStyledItemDelegate):
    """Writes a move's turn before its words ("12. Ann: Place the red 2"), or, a later move of
    the turn, draws it in under that row (``STEP``); the row's own text stays the move's
    words, as the undo menu and the hand-off screen tell it. The turn stands in a margin of
    its own, the words' wrapped lines under their first word, not under the number (play
    tester 204)."""

    def row_text(self, index: QModelIndex | QPersistentModelIndex) -> str:
        """The row's words as it reads: its turn's number before them, if any."""
        option = QStyleOptionViewItem()
        super().initStyleOption(option, index)
        turn, step = index.data(TURN), index.data(STEP)
        if isinstance(step, str):
            return step
        if isinstance(turn, int):
            return tr("%1. %2").replace("%1", number_text(turn)).replace("%2", option.text)
        return option.text

    @staticmethod
    def _number(turn: int) -> str | None:
        """The turn's number as written before its first row's words ("12. "), in a margin of
        its own; None where the language writes it after the words."""
        template = tr("%1. %2")
        if not template.endswith("%2") or template.count("%2") != 1:
            return None
        return template.removesuffix("%2").replace("%1", number_text(turn))

    def _turn_margin(self, index: QModelIndex | QPersistentModelIndex) -> str | None:
        """The number a turn's first row writes in the margin; None for any other row."""
        turn = index.data(TURN)
        if not isinstance(turn, int) or isinstance(index.data(STEP), str):
            return None
        return self._number(turn)

    def _number_room(self, option: QStyleOptionViewItem) -> int:
        """The margin's width: the widest number the list holds, so that every row's words
        begin at one line, and a turn's later moves further in than any wrapped line. Sized
        by its own number, the margin of "10." reached as far as a later move of turn 9
        (play tester 206)."""
        panel = self.parent()
        number = self._number(panel.widest_turn if isinstance(panel, HistoryPanel) else 1)
        return 0 if number is None else option.fontMetrics.horizontalAdvance(number)

    def initStyleOption(
        self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex
    ) -> None:
        super().initStyleOption(option, index)
        step = index.data(STEP)
        margin = self._turn_margin(index)
        if isinstance(step, str):
            option.text = step
            indent = self._number_room(option) + STEP_INDENT
            option.rect = option.rect.adjusted(indent, 0, 0, 0)  # wrapped lines too
        elif margin is not None:
            # the words right of their number, which ``paint`` writes, the first line level
            # with it; the row's focus frame goes round both
            option.rect = option.rect.adjusted(self._number_room(option), 0, 0, 0)
            option.displayAlignment = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop
            option.state &= ~QStyle.StateFlag.State_HasFocus
        elif isinstance(index.data(TURN), int):
            option.text = self.row_text(index)  # the number after the words

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionViewItem,
        index: QModelIndex | QPersistentModelIndex,
    ) -> None:
        margin = self._turn_margin(index)
        if margin is not None:
            number = QStyleOptionViewItem(option)
            super().initStyleOption(number, index)
            number.text = margin
            number.displayAlignment = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop
            style = number.widget.style() if number.widget is not None else QApplication.style()
            style.drawControl(QStyle.ControlElement.CE_ItemViewItem, number, painter, number.widget)
        super().paint(painter, option, index)


@dataclass(frozen=True, slots=True)
class PlayedMove:
    """A move of the log with the tables it was played on and left, as the one reading it
    sees them (``view()``): a board tells a whole turn from its moves (``TellTurn``)."""

    mover: int | None
    action: Action
    before: Any
    after: Any


class TurnLine(NamedTuple):
    """A line of the moves since a player's last, as a board tells a turn (``TellTurn``): a
    line a turn, never shared with another player's turn told alike ("Rose, Iris: Pangolin
    — Rotate card 1 of your Garrison" read as one rotation, and the French "Rose, Iris :
    Ajouter une carte à sa garnison" as one Garrison)."""

    mover: int | None
    """Whose turn it tells (None: a line of no one's, such as "Deal 1 is over")."""
    words: str


class LogLine(NamedTuple):
    """A line of the move log (``SessionController.tell_turn``): its words, and whether it
    tells a seat's move, numbered with its turn, or no one's ("Deal 1 is over", which read as a
    second turn 15 under "15. Rose: Add a card …": play tester, session 55)."""

    words: str
    a_move: bool


TellTurn = Callable[[Sequence[PlayedMove], bool], list[TurnLine] | None]
"""``GameBoard.describe_turn(moves, for_all)``: the moves of one player's turn, told turn by
turn; None: move by move, as History tells them."""


@dataclass(frozen=True)
class News:
    """The moves made since a player's own last one, oldest first ("…" first when earlier ones
    are left out): each turn of another on one line where its game tells turns whole, else
    each move as History tells it to that player. The hand-off screen and the table show
    them when the turn comes back to the player."""

    moves: tuple[str, ...] = ()
    moved_before: bool = True
    """False before the player's first move: the moves are those made so far."""
    taken_back: tuple[str, ...] = ()
    """Moves that Undo (or a step back in History) took back since the last move was played,
    oldest first: the screen may come back to a player because their move was taken back,
    which the moves since their last one cannot show."""
    kept: tuple[str, ...] = ()
    """With moves ``taken_back``, the player's own moves of their turn in progress that stay
    (an ability played, its first step), oldest first: Mama, her Dusky Leaf Langur's last
    step taken back, was handed the screen with the step listed as taken back and nothing
    saying that the Langur was still played (play tester 202)."""
    told: int = 0
    """How many moves ``moves`` tell: a line tells several when players in a row made them in
    the same words ("Iris, Daisy: Pass a card"), or when it tells a whole turn ("Iris: Frog —
    Flip card 2 of your Garrison face up · Rotate it")."""

    last_turns: bool = False
    """The game is over: the moves are its last turns, the player's own last one too."""
    last_turn: str = ""
    """The newest turn, whoever made it, told whole as ``moves`` tell a turn ("Iris: Pangolin
    — Look at card 1 of your Garrison · Leave it unrotated"); "" at the start. The table tells
    it as the last move: told as its last step alone, the look before it was gone."""
    since: Any = None
    """The table as the player saw it just after their own last move (their view), or at the
    start before it: a board may mark what changed on it since, where several others moved
    (before the first move, marked only while each move's glow lasted, play test)."""
    since_moves: tuple[PlayedMove, ...] = ()
    """The moves made since that table (before the player's first move, every move so far),
    oldest first, as the player sees them: a board may follow a card through them (a card
    removed moves the ones after it along)."""

    def heading(self, name: str = "") -> str:
        """What the list is: the moves since the player's last, or, before their first, so
        far, or the game's last turns (the hand-off screen and the table head it alike). The
        hand-off screen, read by everyone at it, names the player (``name``): its moves are
        told for all ("Ada's Garrison"), and under "Since your last move" they read oddly
        (play test)."""
        if self.last_turns:
            return tr("The last turns of the game:")
        if not self.moved_before:
            return tr("So far:")
        if name:  # French "de Ada" is "d’Ada"
            return elide(tr("Since %1's last move:").replace("%1", name))
        return tr("Since your last move:")

    def taken_back_heading(self) -> str:
        return tr("Taken back:")

    def kept_heading(self) -> str:
        return tr("Not taken back:")


class HistoryPanel(QListWidget):
    """Row 0 is the start of the game; row k the table after move k. The row of the table
    shown now is selected; moves taken back (redo can replay them) are greyed and italic."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._shading = False
        """Its palette being set here (``_shade_selection``), not changed from outside."""
        self.setObjectName("historyPanel")
        self.setWordWrap(True)
        self.setUniformItemSizes(False)
        # Rows are wrapped to the list's width. With a horizontal scroll bar allowed, rows laid
        # out while the panel was closed, or before the vertical bar came, stayed a little
        # wider than the list, and the end of a long move hid behind that bar.
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setItemDelegate(TurnNumbered(self))
        self.widest_turn = 1
        """The largest turn number the rows hold: the numbers' margin is as wide as it."""
        self.model().rowsInserted.connect(self._note_turns)
        self.model().modelReset.connect(self._forget_turns)
        self.jump_requested: Callable[[int, bool], None] | None = None
        """Set by the window: go to (or look at) the point after this many moves; True when
        asked from the heading of the part that begins there ("Deal 2"), which shows that
        part's start alone, not the results of the part before that its last row opens."""
        self.refused: Callable[[str], None] | None = None
        """Set by the window: say why a row cannot be gone back to (its tooltip's words)."""
        self.leave_requested: Callable[[], None] | None = None
        """Set by the window: hand the keyboard back to the table (Esc), going nowhere."""
        self.seat_name: Callable[[int | None], str] | None = None
        """Set by the window: a seat's name as the rows write it (``mark_steps`` leaves it out
        of a turn's later moves by its own player)."""
        self.passed_on: Callable[[QKeyEvent], None] | None = None
        """Set by the window: a key the list has no use for, for the table to take."""
        self.tabbed_in: Callable[[], None] | None = None
        """Set by the window: Tab brought the keys here (say how to take them back)."""
        self.left: Callable[[], None] | None = None
        """Set by the window: the keys went elsewhere in it (what they do here is said no
        more). Not for a menu or another window opened over it: the keys come back."""
        self._texts: dict[tuple[int, bool, int], Told] = {}
        """(viewer, told for all, move index) -> the table it was played on, the move, the
        table its turn ended on (None: going on), its words and the heading after it (told
        again when one differs: after an undo the same move may do another thing, and the
        end of its turn may show what it brought, ``turn_end``)."""
        self._session: Session | None = None
        self._shown_point = 0
        """How many moves lead to the table shown now."""
        self._shown_heading = False
        """The table shown was asked for from the heading after its row, lit instead."""
        self._rows: list[QListWidgetItem] = []
        """The row of each point (its number of moves), not the headings between them."""
        self.itemClicked.connect(self._on_clicked)
        self.itemActivated.connect(self._on_clicked)  # Enter on a row goes there, as a click
        self._shade_selection(keys=False)  # the table has the keys first

    def _note_turns(self, _parent: QModelIndex, first: int, last: int) -> None:
        for row in range(first, last + 1):
            turn = self.model().index(row, 0).data(TURN)
            if isinstance(turn, int):
                self.widest_turn = max(self.widest_turn, turn)

    def _forget_turns(self) -> None:
        self.widest_turn = 1

    def forget_words(self) -> None:
        """The language changed: every move is told again."""
        self._texts = {}

    def show_hidden(self) -> None:
        """The screen is being passed on: nobody's moves are shown, and the list takes no
        keys: Tab on the hand-off screen went to its one greyed line, and the status bar said
        the arrows browsed History (play test)."""
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.clear()
        item = QListWidgetItem(tr("Hidden while the screen is passed on."))
        item.setFlags(Qt.ItemFlag.NoItemFlags)
        self.addItem(item)

    def show_moves(
        self,
        session: Session,
        viewer: int,
        tell: Tell,
        undo_floor: int,
        shown: int | None = None,
        part: Part | None = None,
        recalls: bool = True,
        for_all: bool = False,
        heading: bool = False,
    ) -> None:
        """List ``session``'s moves for ``viewer``, each told by ``tell``, with a heading where
        ``part`` begins a new part of the game (a deal of a match: a "(deal 1 is over)" at the
        end of a row was all that parted them). Rows before ``undo_floor``
        (the point after the last move that showed a hidden card) cannot be gone back to, only
        looked at where the game ``recalls`` what its players saw (``Game.recalls``); once
        the game is over every row can be looked at (``jump_requested``), the table showing
        the one after ``shown`` moves (None: the latest). ``for_all``: told for everyone at
        the screen (``tell``'s), without what ``viewer`` alone knows; an earlier table, which
        is always one player's view, is then not shown (its row says why). ``heading``: the
        earlier table shown was asked for from the heading after its row, lit instead."""
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.list_moves(
            session, viewer, tell, session.cursor + len(session.redo_actions), part, for_all
        )
        self.mark_rows(session, undo_floor, recalls, for_all)
        self.mark_steps(session)
        self._shown_point = session.cursor if shown is None else shown
        self._shown_heading = heading and shown is not None
        self.mark_shown()
        self._show_current()
        # laid out at once, a wrapped row could keep one line's height until the next resize
        # (German rows overlapped after "Resume last game")
        QTimer.singleShot(0, self, self._lay_out_rows)

    def mark_rows(self, session: Session, undo_floor: int, recalls: bool, for_all: bool) -> None:
        """Each row listed says whether its table can be gone back to or looked at, and why
        not (``show_moves``); the move log marks its rows alike, a click there showing the
        tables History would show."""
        over = session.is_over()
        # earlier tables are shown in other games, or with the memory aid: why not here
        from_memory = tr(
            "Undo cannot go back past a move that showed a hidden card, and this game is"
            " played from memory: its earlier tables are not shown again."
        )
        look = tr("Shows the table after this move, as you saw it then.")
        look_only = tr(
            "Shows the table after this move, as you saw it then, to look at: Undo cannot go"
            " back past a move that showed a hidden card."
        )
        # a table is one player's view: read together, an earlier one showed the last mover's
        # hand and memory aid to everyone (play tester 144)
        shared = tr("At a shared screen, an earlier table would show one player's secret cards.")
        # every row of a point, the lines of a turn the log tells on several too ("Deal 2 is
        # over" after the turn's own): one left unmarked showed an earlier table to all
        items = (self.item(row) for row in range(self.count()))
        marked = [(item.data(ROW_INDEX), item) for item in items if not item.data(HEADING)]
        for point, item in marked:
            if over and for_all:
                if point < session.cursor:
                    item.setFlags(Qt.ItemFlag.ItemIsEnabled)  # readable, not shown
                    item.setToolTip(shared)
            elif over:
                if point < session.cursor:  # every earlier row, within undo's reach or not
                    item.setToolTip(look)
            elif point < undo_floor and recalls:
                # to look at, not to go back to (told about Undo, a player who only wanted to
                # see an earlier table found every row greyed)
                item.setToolTip(look_only)
            elif point < undo_floor:
                item.setFlags(Qt.ItemFlag.ItemIsEnabled)  # readable, not a place to go back to
                item.setToolTip(from_memory)
                item.setForeground(self.palette().placeholderText())
            elif point > session.cursor:
                font = QFont(item.font())
                font.setItalic(True)
                item.setFont(font)
                item.setForeground(self.palette().placeholderText())

    def mark_steps(self, session: Session) -> None:
        """Each later move of a turn is drawn in under the turn's first row, without the turn's
        number, and without the name where the turn's own player made it (``STEP``). A row a
        move, each a point to go back to, read as a turn a row: one Katydid exchange took
        three rows, each "12. Iris: …", and a try cancelled two more, in a narrow dock (play
        test). The move log tells a turn on one row (``MoveLog``)."""
        player: int | None = None
        for index, item in enumerate(self._rows[1:]):
            mover = session.mover_at(index)
            if session.starts_turn(index):
                player = mover
                continue
            words = item.text()
            name = move_line(self.seat_name(mover), "") if self.seat_name is not None else ""
            if mover == player and name and words.startswith(name):
                words = words.removeprefix(name)
            item.setData(STEP, words)

    def list_moves(
        self,
        session: Session,
        viewer: int,
        tell: Tell,
        moves: int,
        part: Part | None,
        for_all: bool,
    ) -> None:
        """The rows alone: the start, then the first ``moves`` moves of the log told to
        ``viewer`` (``show_moves``), each with its turn, and the headings between the parts of
        the game. The move log beside the table lists them as History does."""
        if session is not self._session:
            self._session, self._texts = session, {}
        self.clear()
        start = QListWidgetItem(tr("Start of the game"))
        start.setData(ROW_INDEX, 0)
        self.addItem(start)
        self._rows = [start]
        first = part(-1, viewer) if part is not None else None
        if first:  # a match's "Deal 1": the later deals had headings, the first none
            self.addItem(self._heading_row(first, 0))
        told = [self._told(session, index, viewer, tell, part, for_all) for index in range(moves)]
        turns = turn_numbers(session, moves, lambda index: bool(told[index][4]))
        for index, cached in enumerate(told):
            item = QListWidgetItem(cached[3])
            item.setData(ROW_INDEX, index + 1)
            item.setData(TURN, turns[index])
            self.addItem(item)
            self._rows.append(item)
            if cached[4]:
                self.addItem(self._heading_row(cached[4], index + 1))

    def _told(
        self,
        session: Session,
        index: int,
        viewer: int,
        tell: Tell,
        part: Part | None,
        for_all: bool,
    ) -> Told:
        """Move ``index`` as ``show_moves`` lists it (its table, the move, the table its turn
        ended on, its words, the heading after it), told again only when one of the tables or
        the move differs."""
        table, action = session.state_at(index), session.action_at(index)
        end = turn_end(session, index)
        ended = None if end is None else session.state_at(end)
        cached = self._texts.get((viewer, for_all, index))
        if (
            cached is None
            or cached[0] is not table
            or cached[1] != action
            or cached[2] is not ended
        ):
            heading = part(index, viewer) if part is not None else None
            cached = (table, action, ended, tell(index, viewer, for_all), heading)
            self._texts[(viewer, for_all, index)] = cached
        return cached

    def _heading_row(self, text: str, point: int) -> QListWidgetItem:
        """A heading between rows ("Deal 2"): bold and centred, standing for the table where
        that part begins, the one after ``point`` moves, as the row above it does (a click
        on it does what a click there does; the arrows pass over it). The heading of the
        part under way is the list's last line, which History says returns to the game: it
        did nothing (play tester 149)."""
        item = QListWidgetItem(text)
        # lit as the table it stands for is shown from it (``shown_row``)
        item.setFlags(Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable)
        item.setData(HEADING, True)
        item.setData(ROW_INDEX, point)
        item.setForeground(self.palette().text())  # not the grey of a row out of reach
        item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
        font = QFont(self.font())
        font.setBold(True)
        item.setFont(font)
        return item

    def mark_shown(self) -> None:
        """The row of the table shown takes the mark again: a jump to another was declined
        (a take-back not agreed), and the row clicked stayed lit over a table left as it was."""
        if self._shown_point < len(self._rows):
            self.setCurrentItem(self.shown_row(self._shown_point, self._shown_heading))

    def shown_row(self, point: int, heading: bool) -> QListWidgetItem:
        """The row of the table after ``point`` moves, or with ``heading`` the heading after
        it, which stands for the same table: a click on "Deal 2" lit the row above it, deal
        1's last move (play tester, session 53)."""
        row = self._rows[point]
        following = self.item(self.row(row) + 1)
        if heading and following is not None and following.data(HEADING):
            return following
        return row

    def changeEvent(self, event: QEvent) -> None:
        """The palette changed (the desktop turned dark): the greyed rows take the new grey,
        and the headings the new text colour, set once when the list was filled (the old one
        could read as dark on dark)."""
        super().changeEvent(event)
        if event.type() == QEvent.Type.PaletteChange:
            if not self._shading and not self.hasFocus():
                self._shade_selection(keys=False)  # the quiet grey of the new palette
            grey, text = self.palette().placeholderText(), self.palette().text()
            for row in range(self.count()):
                item = self.item(row)
                if item.data(Qt.ItemDataRole.ForegroundRole) is not None:
                    item.setForeground(text if item.data(HEADING) else grey)

    def resizeEvent(self, event: QResizeEvent) -> None:
        """The rows are laid out again at the new width, once the resize is over (the dock
        opened, or was resized): laid out at the old width, or inside the resize, a row that
        now wraps kept one line's room and the next row was drawn over its second line. A
        smaller panel keeps the row of the table shown in sight."""
        super().resizeEvent(event)
        self._show_current()
        QTimer.singleShot(0, self, self._lay_out_rows)

    def showEvent(self, event: QShowEvent) -> None:
        """History opened: the rows listed while it was closed are laid out again, as on a
        resize. Two play tests saw a wrapped row, listed while History was closed, keep one
        line's room, the next row drawn over its second line."""
        super().showEvent(event)
        QTimer.singleShot(0, self, self._lay_out_rows)

    def _lay_out_rows(self) -> None:
        self.doItemsLayout()
        self._show_current()

    def _show_current(self) -> None:
        """The row of the table shown in sight, and a heading right after it ("Deal 3" was
        left half hidden under the last row)."""
        current = self.currentItem()
        if current is not None:
            following = self.item(self.row(current) + 1)
            if following is not None and following.data(HEADING):
                self.scrollToItem(following)
            self.scrollToItem(current)

    def event(self, event: QEvent) -> bool:
        """The window back in front: the keys may have moved while another window was up (a
        new game begun from the "Unsaved game" question gave them to the table), and no focus
        event told the list, which stayed lit as if it had them (play test). Grey until the
        keys come back to it (its focus event follows this one)."""
        if event.type() == QEvent.Type.WindowActivate:
            self._shade_selection(keys=self.hasFocus())
        return super().event(event)

    def focusInEvent(self, event: QFocusEvent) -> None:
        """Tab from the table to History changed only a selection's shade: the window says
        that the arrows now browse History, as it does when History opens."""
        super().focusInEvent(event)
        self._shade_selection(keys=True)
        tab = (Qt.FocusReason.TabFocusReason, Qt.FocusReason.BacktabFocusReason)
        if event.reason() in tab and self.tabbed_in is not None:
            self.tabbed_in()

    def focusOutEvent(self, event: QFocusEvent) -> None:
        super().focusOutEvent(event)
        passing = (Qt.FocusReason.PopupFocusReason, Qt.FocusReason.ActiveWindowFocusReason)
        if event.reason() not in passing:
            self._shade_selection(keys=False)
            if self.left is not None:
                self.left()

    def _shade_selection(self, keys: bool) -> None:
        """The row of the table shown in the highlight colour while the list has the keys,
        in a quiet grey while the table has them: lit the same both ways, History looked as
        if it had the keys beside the table's frame (play test)."""
        self._shading = True
        try:
            self.setPalette(QPalette())  # the window's own again
            if not keys:
                palette = self.palette()
                quiet = palette.color(QPalette.ColorRole.Midlight)
                text = palette.color(QPalette.ColorRole.Text)
                for group in (QPalette.ColorGroup.Active, QPalette.ColorGroup.Inactive):
                    palette.setColor(group, QPalette.ColorRole.Highlight, quiet)
                    palette.setColor(group, QPalette.ColorRole.HighlightedText, text)
                self.setPalette(palette)
        finally:
            self._shading = False

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Esc gives the keyboard back to the table, where the arrows move cards again. In a
        finished game the table follows the arrows from row to row. A key
        the list does not browse with goes to the table: a player who pressed a game's key
        (1 draws, R rotates, ← chooses) after Ctrl+H saw nothing happen, with the table's
        hint still offering it (the list only jumped to a row whose words began with it)."""
        if event.key() == Qt.Key.Key_Escape and self.leave_requested is not None:
            self.leave_requested()
            return
        if event.key() not in BROWSING_KEYS and self.passed_on is not None:
            self.passed_on(event)
            return
        before = self.currentRow()
        super().keyPressEvent(event)
        self._step_over_heading(event.key() in (Qt.Key.Key_Down, Qt.Key.Key_PageDown))
        item = self.currentItem()
        finished = self._session is not None and self._session.is_over()
        selectable = item is not None and bool(item.flags() & Qt.ItemFlag.ItemIsSelectable)
        if finished and selectable and self.currentRow() != before:
            # a finished game is only looked at: the table follows the row the arrows go to
            # (it stayed on the row clicked, while the arrows lit another, until Enter); a row
            # whose table is not shown is read, and says why only on Enter
            assert item is not None
            self._on_clicked(item)

    def _step_over_heading(self, down: bool) -> None:
        """The arrows that reached a heading go on to the row beyond it going down, else to
        the row above it, whose point it stands for: End reached the list's last line, the
        heading of the deal under way, and stopped there with nothing to go to (play tester
        149)."""
        item = self.currentItem()
        if item is None or not item.data(HEADING):
            return
        following = self.item(self.currentRow() + 1)
        if not down or following is None:
            following = self._rows[item.data(ROW_INDEX)]
        self.setCurrentItem(following)

    def _on_clicked(self, item: QListWidgetItem) -> None:
        heading = bool(item.data(HEADING))
        if heading:  # the table where its part begins, as the row above it
            item = self._rows[item.data(ROW_INDEX)]
        point = item.data(ROW_INDEX)
        selectable = bool(item.flags() & Qt.ItemFlag.ItemIsSelectable)
        if isinstance(point, int) and selectable and self.jump_requested is not None:
            self.jump_requested(point, heading)
        elif not selectable and item.toolTip() and self.refused is not None:
            self.refused(item.toolTip())  # Enter on a greyed row did nothing and said nothing
            # and under the row, where the eyes are: said in the status bar alone, a click
            # on a row at a hot-seat end seemed to do nothing (play tester, session 53)
            place = self.visualItemRect(item)
            under = self.viewport().mapToGlobal(place.bottomLeft())
            QToolTip.showText(under, item.toolTip(), self.viewport(), place)
            # the row of the table shown keeps its mark (a greyed row took it, and none showed)
            self.mark_shown()
