"""The contract between the window and a game's board.

A board turns engine views into scene items and user gestures into engine actions. It never
decides legality itself: it is given the legal actions and highlights exactly those.
"""

from __future__ import annotations

import logging
from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QRect, Qt, Signal
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QWidget

from desktop.history import News, PlayedMove, TurnLine
from desktop.i18n import after_colon, computer_level_text
from desktop.press_guard import PressGuard
from desktop.table.view import TableView
from engine.core.actions import Action
from engine.core.game import Game, Result

GUARD_LOG = logging.getLogger(__name__)
"""Says, at debug level, each time the guard of a turn's first moments starts and why: a
click refused 2.5 s after a computer's move (a French tester) could not be traced."""


def tr(text: str) -> str:
    return QCoreApplication.translate("GameBoard", text)


def enter_words(move_words: str) -> str:
    """What Enter does on the keyboard's frame, named as the key's ("Enter: take the green 4"):
    a move's words alone ("Take the green 4.") read as a hint to follow (play test)."""
    return tr("Enter: %1").replace("%1", after_colon(move_words))  # "Entrée : ajouter …"


class GameBoard(QObject):
    """Base of every per-game board (``desktop/games/<game>/``).

    Signals:
        action_chosen(Action): the user completed a move; the window wraps it in an undo command.
        status_message(str): a short, translated explanation (e.g. why a drop snapped back).
        status_over(str): those words are no longer true (a key held back is taken again).
        ending_finished(): the board's end-of-game animation has finished (see
            :meth:`ending_done`).
    """

    action_chosen = Signal(object)
    status_message = Signal(str)
    status_over = Signal(str)
    ending_finished = Signal()
    turn_began = Signal()
    """The viewer's turn is now playable (``begin_turn``): a move that began it has landed, so
    the window's mark "To do", held at "Waiting" while it landed, may go up."""
    reading = Signal(bool)
    """True while the board shows a result everyone reads before play goes on (a deal's
    results between the deals of a match): the window holds the AI seats until False."""

    def __init__(self, game: Game[Any, Any], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.game = game
        self.seat_names: list[str] = []
        """The players' names: set by the window before a game starts (so the undo history
        of a reopened game names them), then kept current by ``show_state``."""
        self.viewer = 0
        """The seat the table is shown to (``show_state``)."""
        self.waiting_note: str | None = None
        """Set by the window (before ``show_state``) when the player to move is not playing yet
        (the viewer looks at what their move showed them before passing the screen on; an AI
        waits at an earlier point of the history for Redo): the status line says this, not
        "<name> is playing…"."""

        self.names_the_frame = True
        """The status line says what Enter would do where the arrows take the keyboard's
        frame ("Enter: take the red 3", ``enter_words``). A lesson turns it off: its panel,
        where those words land, speaks to the learner, and they read as its instruction
        (play test)."""

        self.watching = False
        """Set by the window before a game starts: nobody sits at the viewer's seat (every seat
        is a computer's and the person at the screen watches from the first), so the table
        says "your" of no seat."""

        self.people = 1
        """Set by the window before a game starts: how many people share the screen (the
        human seats). With more than one, "your" needs a name."""

        self.seat_levels: list[str | None] = []
        """Set by the window before a game starts: each seat's computer level ("easy",
        "normal", "hard"), None for a person's, so a seat's panel says which computer plays
        there (``seat_title``). Nothing on the table told them apart (play test)."""

        self.news = News()
        """Set by the window (before ``show_state``): the moves made since the viewer's own
        last one, told as History tells them to the viewer ("Iris: Rotate card 2 of your
        Garrison"). A board may show them on its viewer's turn."""

        self.present_table: Any = None
        """Set by the window (before ``show_state``) while the table shown is an earlier one
        looked at (History, the move log): the viewer's table as the game stands now, which
        what the board says of "now" is true of (a match's deal window, opened by L over deal
        3's table after the match's end, said "Now playing: deal 3 of 3"), and whose hint it
        draws no frame of. None: the table shown is the present one."""

        self.follow_up: Action | None = None
        """Set by the board while it emits a move that one gesture plays with another right
        after it (a card dragged from a stack onto the garden: the draw, then the placing):
        the window asks about both at once (``describe_gesture``). Asked about one by one,
        the second question came once the first move had shown a card, too late for No."""

        self._turn_begun = PressGuard()
        """Started as the viewer's turn begins on another player's move (``begin_turn``)."""

        self._frame_left: tuple[Any, object] | None = None
        """The table History left and where the keyboard's frame stood on it
        (``leave_frame``)."""

    @property
    def view(self) -> TableView:
        """The table the board draws on (each board makes its own)."""
        return self._view

    @view.setter
    def view(self, table: TableView) -> None:
        """A key the table holds back after a hand-off says so ("Not taken yet: press again in
        a moment.") on the line the board speaks on, in every game: said by one board only,
        the others' held-back keys read as keys not taken (play tester, session 56)."""
        self._view = table
        table.held_back.connect(self.status_message)
        table.held_back_over.connect(self.status_over)

    def widget(self) -> QWidget:
        """The widget the window shows as its central table (a view plus any side panels)."""
        raise NotImplementedError

    def show_state(
        self,
        view: Any,
        viewer: int,
        legal: Sequence[Action] | None,
        projection: Result,
        seat_names: Sequence[str],
        last_action: Action | None = None,
        last_mover: int | None = None,
        last_table: Any = None,
    ) -> None:
        """Redraw from ``view`` (already masked for ``viewer``).

        ``legal`` is None when the viewer may not act now (an AI or another human is to move);
        otherwise it is exactly the engine's legal actions, which the board highlights (a
        lesson leaves out those it refuses whatever the learner was asked, such as Cancel).
        ``last_action`` lets the board animate the move that led here; ``last_mover`` is who
        made it (the view cannot say: it shows who moves next); ``last_table`` is the table it
        was played on, as ``viewer`` sees it (None if unknown), so that it can be told in words.
        """
        raise NotImplementedError

    def describe_action(
        self,
        action: Action,
        view: Any = None,
        after: Any = None,
        for_all: bool = False,
        ended: Any = None,
    ) -> str:
        """The words for ``action`` in the history and in "Play this move?", in the user's
        language. ``view`` is the table it is played on, as the screen's viewer sees it (a
        reopened game's earlier moves were never shown; None: the table shown now), and
        ``after`` the table it leaves (None if unknown): a card the move laid face up is
        named even if the viewer did not see it before. ``for_all``: told where everyone at
        the screen reads it (the hand-off screen), so nothing the viewer alone may know.
        ``ended``: the table the move's turn ended on, as the viewer sees it (None: going
        on, or told alone), for what the move brought them that shows only then."""
        return str(action)

    def describe_choice(self, action: Action, view: Any) -> str:
        """The words of "Play this move?" for ``action``, chosen on ``view`` (the mover's table)
        and not played yet: told from that table alone, so nothing the move would show is
        named (the question named the face-down card a removal was about to take, and a
        player could answer No and read the next)."""
        return self.describe_action(action, view, None)

    def choice_outcome(self, actions: Sequence[Action]) -> str:
        """What ``actions`` (a move, or a gesture's two), played on the table shown, would
        leave, for "Play this move?" to say under the move (a score); "" here: nothing."""
        return ""

    def describe_gesture(self, first: Action, then: Action, view: Any) -> str:
        """The words of "Play this move?" for a gesture's two moves (``follow_up``), chosen on
        ``view``; here, the first's alone."""
        return self.describe_choice(first, view)

    def describe_turn(
        self, moves: Sequence[PlayedMove], for_all: bool = False
    ) -> list[TurnLine] | None:
        """The moves of one turn (of a player other than the one reading them) told whole,
        for the moves since a player's last, in the user's language.
        None, as here: each move is told as ``describe_action`` tells it (a game whose turn is
        one move has nothing to join)."""
        return None

    def shown_card(self, before: Any, after: Any) -> str | None:
        """The name of the one card a move showed a player who had not seen it, from their view
        before the move to their view after it, for the reason Undo gives ("… showed you Honey
        Bee"). The name is whole, with the article and noun its language needs ("le 1 jaune",
        "la carte Abeille …"): the templates that take it (Undo's reasons, the look's bar) add
        none, as one template serves every game ("a montré la carte le 1 jaune", play tester
        128). None, as here: the reason says "a card" (none, or several)."""
        return None

    def mover_task(self, state: Any, name: str, handing_on: bool = False) -> str | None:
        """What ``name``, the player to move in ``state``, is asked for when it is not a turn of
        their own ("Ben to pass a card", for another player's ability), for the status bar
        that otherwise says "Ben to play". ``handing_on``: for the hand-off screen, which asks
        for them whatever the table waits for. None, as here: the player to move plays their
        turn."""
        return None

    def handoff_note(self, before: Any, after: Any) -> str:
        """A word for the hand-off screen about the move from ``before`` to ``after``, as the
        one who made it and now passes the screen on saw them: what it brought them that they
        will see only later ("Cards changed hands…"). "", as here: nothing to say."""
        return ""

    def taken_back_note(self, action: Action) -> str:
        """A sentence Undo adds to its "Taken back: …" when it takes back ``action``: what
        taking it back does not undo ("The others have seen it."), as Cancel says it. "", as
        here: nothing to add."""
        return ""

    def part_begun(self, before: Any, after: Any) -> str | None:
        """The heading of a part of the game that a move begins, told from the tables
        ``before`` and ``after`` it ("Deal 2" after the move that ended the first deal of a
        match): History shows it between the rows. ``before`` None: the part the game's first
        table ``after`` begins. None, as here: a game of one part."""
        return None

    def part_news(self, before: Any, after: Any) -> str:
        """The line that opens the moves since a player's last where the move from ``before``
        to ``after`` began a part of the game (``part_begun``): the moves start there, the
        table's list and the hand-off screen's alike. Here, the part's heading."""
        return self.part_begun(before, after) or ""

    def part_end_news(self, before: Any, after: Any) -> str:
        """The line over the last turns of the part that the move from ``before`` to ``after``
        ended, where the moves since a player's last reach back into it (``part_news``). "",
        as here: a game of one part."""
        return ""

    def view_entries(self) -> Sequence[QAction]:
        """The game's own windows as entries of the window's View menu, owned by the board
        (Petal Plotters' deal's cards: a player who used the mouse found them nowhere, only
        C and a line of the table opened them, play tester 210). The window shows them while
        the table is in sight, and only then are they enabled: never on the hand-off page,
        over a person's secrets. None, as here, for most games."""
        return ()

    def handoff_key(self, key: Qt.Key, table: Any) -> bool:
        """A key pressed on the hand-off page, where the words of the moves since a player's
        last may name one (a match's "L shows the previous deal": pressed there, it did
        nothing, play tester 207); ``table`` is the game as it stands, as the screen's viewer
        sees it. True: the key was taken. False, as here: no key is named there."""
        return False

    def public_news(self, before: Any, after: Any) -> bool:
        """Between two people's turns at one screen, with the table covered: open for all to
        read what became public between the tables ``before`` and ``after`` (a deal's
        results), and say True so that the screen is then passed to whoever plays next. A
        board shows here only what every player may see. Most games have no such news."""
        return False

    def recall_news(self, before: Any, after: Any) -> None:
        """History or the move log shows the table ``after``, the one left by a move from
        ``before`` (an earlier one, or the latest clicked in the log): what opened by itself
        as that move was played (a deal's results) opens again, to be read as it was then,
        and goes when another table is shown. Most games have none."""

    def refuse_at_pointer(self, reason: str) -> None:
        """Say why a gesture of the pointer was refused (a drop that snapped back, a press on
        what cannot be chosen now) beside the pointer, where the player looks, and in the
        status bar: said there alone, it went unseen. Not on the line over the table too
        (``TableView.said_at_pointer``): said three times at once, it read as noise."""
        self.status_message.emit(reason)
        self.view.say_at_pointer(reason)

    def my_turn(self) -> bool:
        """Whether the table takes a move of its viewer's now."""
        raise NotImplementedError

    def turn_begins(
        self, viewer: int, legal: Sequence[Action] | None, last_mover: int | None
    ) -> bool:
        """Whether the table ``show_state`` is about to draw, with these arguments, begins
        the viewer's turn on another player's move (a computer's, or another person's at the
        screen): asked before the board takes it, while it still shows the table before. Not
        so when the turn was the viewer's already (the table after their own draw, or an Undo
        of theirs), nor on a move of their own."""
        return (
            legal is not None
            and last_mover is not None
            and last_mover != viewer
            and (viewer != self.viewer or not self.my_turn())
        )

    def begin_turn(self, why: str = "the table drawn") -> None:
        """The viewer's turn, begun on another player's move, is now playable on the table
        (``why``: what made it so, for the log): for a moment, a press on it is not taken
        (``refuses_early_press``)."""
        self._turn_begun.start()
        GUARD_LOG.debug("press guard started: turn of seat %d, %s", self.viewer, why)
        self.turn_began.emit()

    def refuses_early_press(self, event: QEvent) -> bool:
        """Refuse a press of the mouse (a click, a double click, a drag's start) on the table
        within ``press_guard.GUARD_MS`` of the viewer's turn beginning (``begin_turn``), and
        say why; True if refused. A player who clicked a stack over and over while a computer
        played drew its top card with the first click after the move had landed, a card they
        never chose (play tester 138). Nobody sees a move land and presses in answer in under
        a quarter of a second or so (seeing, deciding where, then pressing): a press that
        early was made for the turn before. Half a second, the guard of the hand-off screens
        and the results (the same mistake: a press meant for what came before), also takes in
        the end of a burst of clicks, and costs a player who waited to see the move at most
        one click more, told why. The keyboard has guards of its own. A press refused begins
        the guard again: a burst of clicks kept up through it drew a card with the first click
        past the half second (play tester 145), so a card is taken only after a pause."""
        kind = event.type()
        if kind not in (QEvent.Type.MouseButtonPress, QEvent.Type.MouseButtonDblClick):
            return False
        landing = self.turn_landing()
        if not landing and (not self._turn_begun.too_soon() or not self.my_turn()):
            return False
        self._turn_begun.start()
        GUARD_LOG.debug("press guard started again: a press refused (landing: %s)", landing)
        self.refuse_at_pointer(tr("Your turn has just begun: click again."))
        return True

    def turn_landing(self) -> bool:
        """The move that began the viewer's turn still glides onto the table: the turn is
        neither said nor taken until it is at rest, and a press then is refused as one in
        the turn's first moments (``refuses_early_press``). A board that does not wait: never."""
        return False

    def not_my_turn(self) -> str:
        """Why the table takes no move from its viewer now: what the table waits for (the
        window's or a lesson's ``waiting_note``), else that another player is to move."""
        return self.waiting_note or tr("It is not your turn.")

    def nothing_to_cancel(self) -> str:
        """What Esc on the table says when it finds nothing to cancel, with what it cancels
        while something is under way in this game (``MainWindow.keyPressEvent``). A board
        whose Esc does more than take back a dragged card says so in its own words."""
        return tr("Nothing to cancel. Esc takes back a card while you drag it.")

    def level_words(self, seat: int) -> str:
        """The computer level of ``seat`` in words ("AI hard"); "" for a person's seat."""
        return computer_level_text(
            self.seat_levels[seat] if 0 <= seat < len(self.seat_levels) else None
        )

    def seat_title(self, seat: int, name: str) -> str:
        """``name`` as the panel of ``seat`` heads it: after a computer's name, its level."""
        words = self.level_words(seat)
        return f"{name} · {words}" if words else name

    def being_collected(self) -> bool:
        """True while the board is being garbage-collected: its attributes are already gone,
        yet its view can still send events for a moment. Event filters return at once then."""
        return "seat_names" not in self.__dict__

    def ending_done(self) -> bool:
        """False while an end-of-game animation (a reveal) still plays: the window opens its
        end-of-game dialog at ``ending_finished`` then, not over the animation. A board without
        one keeps this default."""
        return True

    def keep_in_sight(self) -> list[QRect]:
        """What the end-of-game dialog leaves uncovered where the window has room, on the
        screen: every player's garden or Garrison, then the cards within them, which it never
        covers where the table has room (``screen_fit.least_hidden``). Placed over the
        window's middle, it covered the winner's garden (play test). A card, kept within its
        panel, weighs twice. A board with nothing to keep: none."""
        return []

    def end_warning(self) -> str:
        """Which of the viewer's moves now would end the game, in the words the line over the
        table warns with: a hint's search, said over that line, keeps the warning in sight.
        A board that gives no such warning: empty."""
        return ""

    def hint_words(self, action: Action, view: Any) -> str:
        """A hint's move in words, after ``point_to`` prepared it: ``describe_choice``, and
        what preparing it did for the player, where a board does more than frame it."""
        return self.describe_choice(action, view)

    def point_to(
        self, moves: Sequence[Action], prepare: bool = False, move_keys: bool = True
    ) -> None:
        """Orange frames on what makes ``moves[0]``, a move of the viewer's (a lesson's step,
        a hint), until the next call; the keyboard's frame goes to it. A move that follows may
        be framed too (where a drawn card goes). No moves: the frames go. ``prepare`` (a
        hint): the move is also set up as far as the table can without playing it, the card
        turned to the end it names, so that Enter on the frame plays it (Enter after a hint
        added the card the other way up, play test). ``move_keys`` False (a hint found after
        the person moved the keyboard's frame, ``HintSeeker``): only the orange frames show
        the move, the keyboard's frame stays where they put it; with it, the hint had no
        orange frame at all (play test)."""
        raise NotImplementedError

    def forget_keyboard_cursor(self) -> None:
        """History is about to show another table: the keyboard frame and the card it showed
        large go with the table they were on (they stayed on the earlier table a row showed,
        while the keys walked History's rows). The next key brings the frame back."""
        raise NotImplementedError

    def leave_frame(self, table: Any, place: object | None) -> None:
        """History is about to show another table than ``table`` (``forget_keyboard_cursor``):
        where the keyboard's frame stood on it, ``place``, is kept for ``frame_left_on``.
        None (an earlier table's, which had no frame) keeps what was kept."""
        if place is not None:
            self._frame_left = (table, place)

    def frame_left_on(self, table: Any) -> object | None:
        """Where the keyboard's frame stood when History left ``table`` (``leave_frame``),
        told once; None on another table (an earlier one, looked at by keys, keeps it for the
        way back). Back on the table it left, the frame returns there, not to the first
        choice: a look back and Esc lost the card or the cell the arrows had reached (play
        testers 157 and 158)."""
        if self._frame_left is None or self._frame_left[0] != table:
            return None
        place, self._frame_left = self._frame_left[1], None
        return place

    def turned_on_table(self) -> bool:
        """Has the viewer chosen something on the table not played yet (a hand card turned)?
        A lesson's Back begins such a step again rather than go to the one before (play
        test). A board without such choices keeps this default."""
        return False

    def forget_table_choices(self) -> None:
        """The table is dealt again from an earlier point (a lesson's Back): what the viewer
        chose on it and did not play goes (a hand card turned stayed turned, and the step
        that asked to turn it refused the turn, play test). A board without such choices
        keeps this default."""

    def keys_lead(self) -> bool:
        """Do the keys lead on the table (its keyboard frame shows), not the pointer?"""
        raise NotImplementedError

    def lead_with_keys(self) -> None:
        """The game was opened by a key (Enter on "Resume last game" or in New Game): its
        first choice starts framed, as each turn of a keyboard player does. It waited for a
        first key, unframed, while a pointer player saw the usual table."""
        raise NotImplementedError

    def set_interactive(self, enabled: bool) -> None:
        """Enable or disable gestures (e.g. while an AI thinks or a hand-off screen shows)."""
        raise NotImplementedError
