"""What every scripted lesson shares: a fixed deal on the real board, steps, then a free game.

A game's lesson (``desktop.games.<game>.tutorial``) is a :class:`ScriptedLesson` given its
board, its deal and its script, plus a few hooks for what differs between games: where the
orange frames go, the words for a wrong move, the task lines, and what happens when the free
game starts. The deal is the engine's own game with a fixed seed, so every card is known in
advance, and :func:`script_problem` replays the whole script through the engine before the
lesson starts: a lesson never teaches from a position the engine no longer reaches.
"""

from __future__ import annotations

import weakref
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, QPoint, QRect, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QKeySequence, QShortcut
from PySide6.QtWidgets import QAbstractButton, QMessageBox, QWidget

from desktop.dialogs.new_game import against_the_computer, at_one_screen, solo_game
from desktop.dialogs.rules import RulesDialog
from desktop.games.base import GameBoard
from desktop.hint import Hint, HintAims, HintSeeker, hint_goes_on, hint_text
from desktop.i18n import tr_engine
from desktop.press_guard import LastPress
from desktop.screen_fit import fitted_size, placed_within
from desktop.table.bar import STATUS_LINES
from desktop.table.preview import CardPreview
from desktop.table.view import TableView
from desktop.tutorial.panel import LessonPanel, LessonWindow, lesson_layout
from engine.core.actions import Action
from engine.core.errors import IllegalActionError
from engine.core.game import Game
from engine.core.options import GameOptions
from engine.core.registry import get_game
from engine.core.save import Seat
from engine.core.session import Session

LEARNER = 0
"""The learner's seat; in a script every other seat is moved by the lesson."""


def tr(text: str) -> str:
    return QCoreApplication.translate("Lesson", text)


@dataclass
class Step:
    """One screen of a lesson: words, what the learner must do, what the lesson plays itself."""

    title: str
    text: Callable[[Any], str]
    """The explanation, written from the current state (card names come from the deal)."""
    expect: tuple[Action, ...] = ()
    """The moves the learner is asked to make, in order; none means a Next button."""
    auto: tuple[Action, ...] = ()
    """Moves the lesson plays itself when the step begins (e.g. the opponent's replies)."""
    after: tuple[Action, ...] = ()
    """Moves the lesson plays itself once the learner has made the step's: the opponent's
    part of the same turn (a card passed back), seen before the step is done."""
    praise: Callable[[Any], str] | None = None
    """What the learner is told once the step's moves are made, written from the table then
    (None: "Well played!"): a move whose outcome looks wrong to a learner says why (the solo
    timer's discard, a field not counted yet)."""
    free: bool = False
    """The last step: the learner plays on freely."""
    tells_next: bool = False
    """The text itself says what Next does, so the task line does not say it again."""
    done: list[Action] = field(default_factory=list)
    """The expected moves the learner has made so far."""


def script_problem(
    game: Game[Any, Any], options: GameOptions, seed: int, steps: Sequence[Step]
) -> str | None:
    """Replay every scripted move through the engine; say what broke (None when all is well).

    An action does not name its mover, so each expected move is also checked to be the
    learner's: a deal where the opponent moves instead would be replayed without an error.
    """
    state = game.new_game(options, seed)
    for number, step in enumerate(steps, start=1):
        # the lesson's moves before the learner's, the learner's, then the lesson's after
        played = [
            *((action, False) for action in step.auto),
            *((action, True) for action in step.expect),
            *((action, False) for action in step.after),
        ]
        for action, learners in played:
            if learners and game.current_player(state) != LEARNER:
                return f"step {number}: {action}: not the learner's move"
            try:
                state = game.apply(state, action)
            except IllegalActionError as error:
                return f"step {number}: {action}: {error}"
    return None


LESSON_TABLE_LINES = STATUS_LINES + 1
"""The lines of words the bar over a lesson's table keeps room for (``_reserve_table_words``):
one more than a game's window, whose table is wider."""


def lesson_size(wanted: QSize, available: QSize, window: QWidget | None) -> QSize:
    """The lesson's size: ``wanted``, shrunk to fit the screen's ``available`` room and the
    ``window`` it opens over (its frame within that window's, as ``open_lesson`` centres it
    there). Fitted to the screen alone, the Flowers lesson opened at 1216×648 over a main
    window of 1024×640, past its edges (play tester, session 55)."""
    size = fitted_size(wanted, available)
    if window is not None and window.isVisible():
        size = size.boundedTo(window.size())
    return size


def learner_name(settings: Any) -> str:
    """The learner's name at the lesson's table: the first person's of the game set up last
    (New Game), else "Robin". "Dein Garten (Robin)" read as someone else's garden to a player
    who had set up games as Jonas (play tester 215)."""
    setups = dict(getattr(settings, "game_setups", {}))
    last = setups.pop(getattr(settings, "last_game", ""), None)
    for setup in [*([last] if last is not None else []), *setups.values()]:
        person = next((seat.name for seat in setup.seats if seat.kind == "human"), "")
        if person.strip():
            return person
    return tr("Robin")


class ScriptedLesson(LessonWindow):
    """The lesson window: the real board on the left, the teacher on the right."""

    finished = Signal()
    """The learner reached the free game."""

    def __init__(
        self,
        parent: QWidget | None,
        auto_delay_ms: int,
        new_game: Callable[[int, bool], bool] | None,
        *,
        board_class: type[GameBoard],
        session: Session,
        script: Callable[[], list[Step]],
        broken: str | None,
        opponents: Sequence[Seat] = (),
        size: QSize,
    ) -> None:
        """``script`` builds the steps (again on a language change, so texts go through tr());
        ``broken`` says why the script cannot be played on ``session`` (then: a free game);
        ``size`` is the window the lesson wants, shrunk to the room it has (``lesson_size``)."""
        super().__init__(parent, auto_delay_ms, new_game)
        self.players = session.options.players
        self.resize(lesson_size(size, self.screen().availableGeometry().size(), parent))
        self.board = board_class(session.game, self)
        self.board.names_the_frame = False
        settings = getattr(parent, "settings", None)
        if settings is not None:
            self.apply_settings(settings)
        # the learner has a name like every seat: the table's texts speak of players in the
        # third person ("%1 uses %2", "%1 wins"), which "You" would break
        self.seats = [Seat(name=learner_name(settings), kind="human"), *opponents]
        self._script_seats = tuple(self.seats)
        """The seats the script is played with (the free game may hand one to an AI)."""
        self._script = script
        self.steps = script()
        self.index = 0
        self._auto_queue: list[Action] = []
        self.rules_dialog: RulesDialog | None = None
        self.close_question: QMessageBox | None = None
        """The last "Close the lesson?" question asked (tests answer it)."""
        self.back_question: QMessageBox | None = None
        """The last "Back to step N?" question asked from a free game under way."""
        self._last_press = LastPress(self)
        QCoreApplication.instance().installEventFilter(self._last_press)
        self._build()
        # the moves told in the board's words, as a game's window has them: left to the
        # defaults, a turn in progress was headed "Last move", not "This turn" (play test)
        self.controller.tell_moves_as(self.board)
        self.controller.state_changed.connect(self._redraw)
        self.board.action_chosen.connect(self._on_action)
        self.board.status_message.connect(self._say_for_board)
        self._told_take_back = False
        """The lesson has just said what a Cancel means for the step (``_take_back``)."""
        self.hint_seeker = HintSeeker(self)
        self.hint_seeker.found.connect(self._show_hint)
        self.hint_seeker.failed.connect(self._hint_failed)
        self.controller.state_changed.connect(self._follow_hint)
        self._hint_table: tuple[Session, int] | None = None
        """The table a hint was asked on (the session and its move count), as a window's."""
        self._hint_aims = HintAims()
        """The aim of the learner's last hint, handed to their next, as a window's."""
        self._hint: Hint | None = None
        """The hint found for ``_hint_table``."""
        self._free_from: int | None = None
        """The moves played when the free game began (None: not begun)."""
        self._free_came_from: int | None = None
        """The step of the script the free game was reached from, by Next or Skip (None: the
        script could not be played); Back returns to it."""
        self._step_table: tuple[int, Any] | None = None
        """The step shown and the table it began on, which its words are written for."""
        self.broken = broken
        self.controller.start(session, self.seats)
        if broken is not None:
            # the engine changed under the script: never teach from a wrong position
            self.index = len(self.steps) - 1
            self._start_free_game(came_from=None)
        self._show_step()
        if broken is not None:
            self._say(tr("The lesson could not be prepared, so here is a free game."))

    def apply_settings(self, settings: Any) -> None:
        """The lesson's board draws as the window's (the colour-blind patterns a learner had
        turned on were missing from the lesson's fields)."""
        apply = getattr(self.board, "apply_settings", None)
        if callable(apply):
            apply(settings)

    # -- hooks: what each game's lesson says and shows its own way -------------------------

    def _window_title(self) -> str:
        raise NotImplementedError

    def _full_game_text(self) -> str:
        """The button offered in the free game (``new_game`` opens the window's dialog)."""
        if self.players == 1:
            return tr("Play a full solo game…")
        return tr("Play a full game against the computer…")

    def _watch_text(self) -> str:
        """The task line while the lesson plays its own moves."""
        raise NotImplementedError

    def _your_move_text(self) -> str:
        """The task line while the learner is asked for a move."""
        raise NotImplementedError

    def _keys_text(self, wanted: Action) -> str:
        """The keys that make ``wanted``, under the task line: the steps' words teach the
        mouse, and a keyboard player found the keys only in the table's bar."""
        raise NotImplementedError

    def _wrong_move_text(self, wanted: Action, action: Action) -> str:
        """What to say when the learner plays ``action`` instead of the lesson's ``wanted``."""
        raise NotImplementedError

    def _point(self) -> None:
        """Orange frames on what the learner should touch now."""
        raise NotImplementedError

    def _begin_free_game(self) -> None:
        """Called as the free game begins; a lesson with an opponent hands it to an AI here."""

    def _start_free_game(self, came_from: int | None) -> None:
        """The free game begins, from the step ``came_from``: from here on, a move made means
        a game to lose on closing."""
        session = self.controller.session
        self._free_from = None if session is None else session.cursor
        self._free_came_from = came_from
        self._begin_free_game()

    # -- window -------------------------------------------------------------------------
    def _build(self) -> None:
        self.panel = LessonPanel(len(self.steps))
        self.panel.next_button.clicked.connect(self._on_next_pressed)
        self.panel.back_button.clicked.connect(self.previous_step)
        self.panel.skip_button.clicked.connect(self.skip)
        self.panel.full_game_button.clicked.connect(self._full_game)
        self.panel.together_button.clicked.connect(lambda: self._full_game(together=True))
        self.panel.close_button.clicked.connect(self.ask_to_close)
        self.panel.rules_button.clicked.connect(self._rules_by_button)
        self.panel.hint_button.clicked.connect(self._hint_by_button)
        rules_key = QShortcut(QKeySequence(QKeySequence.StandardKey.HelpContents), self)
        rules_key.activated.connect(self.show_rules)
        # Back had no key where Next has Enter and the rules F1 (play test)
        back_key = QShortcut(QKeySequence(Qt.Key.Key_Backspace), self)
        back_key.activated.connect(self.previous_step)
        # H, as in a game's window: a learner choosing which card to keep pressed it and
        # nothing happened (play test)
        hint_key = QShortcut(QKeySequence(Qt.Key.Key_H), self)
        hint_key.activated.connect(self.ask_for_hint)
        # the window's Quit, with its keys, from the lesson too (Ctrl+Q did nothing there,
        # play test): the window it opened over closes, asking what it asks, and closes its
        # lessons
        owner = self.parentWidget()
        quit_action = owner.window().findChild(QAction, "quit") if owner is not None else None
        if quit_action is not None:
            self.addAction(quit_action)
        lesson_layout(self, self.board.widget(), self.panel)
        self._reserve_table_words()
        bar = self.panel.words.verticalScrollBar()
        for read_on in (bar.valueChanged, bar.rangeChanged):
            read_on.connect(self._on_words_scrolled)
        self._retranslate()

    def _reserve_table_words(self) -> None:
        """The bar over the table as high as ``LESSON_TABLE_LINES`` of its words from the
        start: beside the panel the table is narrower than a game's, and the words of a step
        that asks a move, or of the free game, took a third line there that the explanation
        before did not (German and French at 1024×640), so the table moved down 14 pixels
        once, under the learner's eyes (play tester, session 55)."""
        line = self.board.status_label
        bar = line.parentWidget()
        if bar is None or bar.layout() is None:
            return
        margins = bar.layout().contentsMargins()
        words = LESSON_TABLE_LINES * line.fontMetrics().lineSpacing()
        bar.setMinimumHeight(words + margins.top() + margins.bottom())

    def show_rules(self) -> None:
        """The lesson's game's rules beside it (F1, as in a game: the window has no menu)."""
        reader = self.rules_dialog
        if reader is None:
            game = self.board.game.info
            reader = self.rules_dialog = RulesDialog(game.id, tr_engine(game.name), self)
        reader.show()
        reader.raise_()
        reader.activateWindow()

    def _rules_by_button(self) -> None:
        """The rules from the panel's button, the keys then back on the step's way on: the
        learner back from reading them, Enter opened them again where the step said "press
        Next (Enter)" (play tester 189)."""
        self.show_rules()
        self._keys_back_from(self.panel.rules_button)

    def _keys_back_from(self, button: QAbstractButton) -> None:
        """The keys, left on ``button`` once it has done its job aside (the rules shown, a
        question answered No), go back where the step wants them (``_place_focus``)."""
        if self.focusWidget() is button:
            self._place_focus()

    def _retranslate(self) -> None:
        self.setWindowTitle(self._window_title())
        self.panel.retranslate()
        self.panel.full_game_button.setText(self._full_game_text())
        self.panel.together_button.setText(tr("Play with others at one screen…"))
        if self.panel.maximumWidth() == self.panel.minimumWidth():  # beside the board
            self.panel.fit_beside(self.panel_width(self.width()))

    def changeEvent(self, event: QEvent) -> None:
        """A language switch rewrites the lesson in place, keeping the learner's progress."""
        super().changeEvent(event)
        controller = getattr(self, "controller", None)
        if event.type() == QEvent.Type.LanguageChange and controller and controller.session:
            fresh = self._script()
            for old, new in zip(self.steps, fresh, strict=True):
                new.done = old.done
            self.steps = fresh
            self._retranslate()
            self._show_step()

    # -- state --------------------------------------------------------------------------
    @property
    def step(self) -> Step:
        return self.steps[self.index]

    @property
    def state(self) -> Any:
        """The full state of the lesson's game (the board shows the learner's view of it)."""
        session = self.controller.session
        assert session is not None
        return session.state

    def expected(self) -> Action | None:
        """The next move the learner is asked for (None: read and press Next, or free game)."""
        step = self.step
        if step.free or self._auto_queue or len(step.done) >= len(step.expect):
            return None
        return step.expect[len(step.done)]

    def _accepts(self, wanted: Action, action: Action) -> bool:
        """Is ``action`` the move asked for? Exactly it here; a lesson may let a detail the
        script does not depend on vary."""
        return action == wanted

    def _taken_back_text(self, action: Action) -> str | None:
        """What to say when ``action``, not the move asked for, takes back the moves the
        learner made so far in this step (a Cancel, offered as in a game), which the step then
        asks for again; None: ``action`` is refused as any other."""
        return None

    def _redraw(self) -> None:
        """Show the learner's view; the board takes moves only when the lesson asks for one."""
        session = self.controller.session
        assert session is not None
        game = session.game
        view = game.view(session.state, LEARNER)
        asked = self.step.free or self.expected() is not None
        mine = game.current_player(session.state) == LEARNER
        legal = game.legal_actions(session.state) if asked and mine else None
        last = session.actions[-1] if session.cursor else None
        names = [seat.name for seat in self.seats]
        reading = not self.step.free and not asked and not self._auto_queue
        # the table waits for Next, not for the seat to move: "Basil is playing…" misled
        self.board.waiting_note = (
            tr("Read the explanation, then press Next (Enter).") if reading else None
        )
        # the moves since the learner's last, as a game's window gives its board: without
        # them a turn in progress was headed "Last move", not "This turn" (play test)
        self.board.news = self.controller.moves_since(LEARNER)
        self.board.show_state(
            view,
            LEARNER,
            legal,
            game.projection(view),
            names,
            last,
            session.last_mover(),
            self.controller.last_table(LEARNER),
        )
        self.board.set_interactive(legal is not None)
        self._point()
        self._show_hint_button()
        if self.step.free:
            self.panel.text_label.setText(self._step_text())
            self.panel.words.updateGeometry()
            # what the table said last is about a table that has changed (a hint for keys
            # of a turn still stood under the final result)
            self._say("")
            self._show_back()

    def _step_text(self) -> str:
        """The step's words; once the free game is over, what is left to do (it said "Play
        on against Basil" over the final result)."""
        session = self.controller.session
        if not self.step.free and self._step_table is not None:
            return self.step.text(self._step_table[1])
        if not (self.step.free and session is not None and session.is_over()):
            return self.step.text(self.state)
        if self._new_game is None:
            return tr("The game is over: its result is on the table. You may close the lesson.")
        # the lesson has no History, and a learner found Hint only by chance (play test); the
        # full solo game offered has no Hint, which the words promised it
        if self.players == 1:
            helpers = " ".join(
                (
                    tr("In a full game, History (%2) lists every move."),
                    tr(
                        "There are no hints in a solo game that counts: its score and rank"
                        " must be all your own."
                    ),
                )
            )
        else:
            helpers = tr(
                "In a full game, Hint (%1) frames a good move and says why, and History (%2)"
                " lists every move."
            )
        for place, keys in (("%1", "H"), ("%2", "Ctrl+H")):
            native = QKeySequence(keys).toString(QKeySequence.SequenceFormat.NativeText)
            helpers = helpers.replace(place, native)
        ending = tr(
            "The game is over: its result is on the table. Play a full game with the"
            " button below, or close the lesson."
        )
        return f"{ending}\n\n{helpers}"

    def _show_step(self) -> None:
        step = self.step
        begins = self._step_table is None or self._step_table[0] != self.index
        if begins:
            # the table the step's words are written for: shown again (a language switch),
            # a step done named the cards on the table then, not the ones it left ("Take the
            # face-up red 3" once the blue 2 taken was placed, play test)
            self._step_table = (self.index, self.state)
        self._redraw()
        self.panel.progress.setValue(self.index)
        self.panel.step_label.setText(
            tr("Step %1 of %2")
            .replace("%1", str(self.index + 1))
            .replace("%2", str(len(self.steps)))
        )
        self.panel.title_label.setText(step.title)
        self.panel.text_label.setText(self._step_text())
        self.panel.words.show_from_top()
        self._say("")
        self._update_buttons()
        if begins:
            self._close_preview()

    def _card_preview(self) -> CardPreview | None:
        """The table's large card, where the board has one."""
        preview = getattr(self.board, "card_preview", None)
        return preview if isinstance(preview, CardPreview) else None

    def _close_preview(self) -> None:
        """No card shown large as a step begins (after ``_place_focus``): the keys given back
        to the table showed the card the last step's move left framed, and it stayed large
        over the table while Basil moved, until an arrow (play tester 170)."""
        preview = self._card_preview()
        if preview is not None:
            preview.clear()

    def _next_leads_on(self) -> bool:
        """Next leads on: to the next step, or as "More ↓" to the rest of the words, even
        where the step waits for a move. The keys went to the table at once, and Space,
        pressed to read on, played the move framed there before its words were read (play
        test)."""
        waiting = self.expected() is not None or bool(self._auto_queue)
        return not waiting or self.panel.words.has_more()

    def _update_buttons(self) -> None:
        step = self.step
        self.panel.next_button.setVisible(not step.free)
        self.panel.next_button.setEnabled(self._next_leads_on())
        self._show_back()
        self.panel.skip_button.setVisible(not step.free)
        self.panel.full_game_button.setVisible(step.free and self._new_game is not None)
        self.panel.together_button.setVisible(step.free and self._new_game is not None)
        self._show_hint_button()
        self._write_task()
        self._place_focus()

    def _write_task(self) -> None:
        """What the learner is asked for under the words. "Press Next (Enter)" names the
        button as it shows: while the words go on below, it reads "More ↓", and "Appuyez sur
        Suivant (Entrée)" stood under "Suite ↓" (play tester, session 55). The free game has
        no Next: while its words go on below (a hint under them took their room), the line
        says so, where only the scroll bar did."""
        step, label = self.step, self.panel.task_label
        more = self.panel.words.has_more()
        read_on = tr("Press %1 (Enter) to read on.").replace("%1", self.panel.next_button.text())
        if step.free:
            label.setText(
                tr("The words go on below: scroll down to read the rest.") if more else ""
            )
        elif self._auto_queue:
            label.setText(self._watch_text())
        elif (wanted := self.expected()) is not None:
            # the keys once the words are read: Enter reads on while Next is "More ↓" (it
            # has the keys), and "Key: Enter to place it" over it scrolled the words instead
            # (play tester 205)
            keys = read_on if more else self._keys_text(wanted)
            label.setText(f"{self._your_move_text()}\n{keys}")
        elif step.tells_next:
            label.setText("")
        elif more:
            label.setText(read_on)
        else:
            ready = tr("Press %1 (Enter) when you are ready.")
            label.setText(ready.replace("%1", self.panel.next_button.text()))

    def _show_back(self) -> None:
        """Back where it leads somewhere (``_back_offered``), and enabled once the lesson's
        own moves are played; hidden with the keys on it, they go where ``_place_focus``
        puts them (Qt handed them to "Close the lesson")."""
        button = self.panel.back_button
        had_keys = button.hasFocus()
        button.setVisible(self._back_offered())
        button.setEnabled(not self._auto_queue)
        if had_keys and not button.isVisibleTo(self):
            self._place_focus()

    def _back_offered(self) -> bool:
        """Back leads somewhere: a step before, or the step begun again; from the free game,
        to the step it was reached from (a learner who pressed Next too fast on the last step
        could not read it again, play test), its moves played or not: once one was, Back was
        gone and only closing the lesson led back to a step (play test); it asks first then
        (``previous_step``)."""
        if not self.step.free:
            return self.index > 0 or self._begun()
        return self._free_came_from is not None and self.controller.session is not None

    def _place_focus(self) -> None:
        """Space and Enter act on the step's way on: Next when it leads on, else the table.
        Qt hands the focus of a button being disabled or hidden to the next one in the panel,
        "Close the lesson", where a second Space closed the lesson."""
        if self.panel.next_button.isVisibleTo(self) and self.panel.next_button.isEnabled():
            self.panel.next_button.setFocus(Qt.FocusReason.OtherFocusReason)
            return
        focused = self.focusWidget()
        if focused is None or self.panel.isAncestorOf(focused):
            self._focus_table()

    def _focus_table(self) -> None:
        """The keys on the table. A button pressed by a key (Next, Hint): the table shows its
        keyboard frame on the move asked at once (none showed until an arrow, play test)."""
        table = self.board.widget().findChild(TableView) or self.board.widget()
        preview = self._card_preview()
        shown = preview.source if preview is not None else None
        table.setFocus(Qt.FocusReason.OtherFocusReason)
        if self._last_press.by_keys:
            self.board.lead_with_keys()
        if preview is not None and preview.source is not shown:
            # the keys put there by the lesson, not by the learner, read no card: their
            # frame's card came large with them, once the new step's words were laid out
            # after the step began (``_close_preview``), and covered the table until an
            # arrow (play tester 186, step 4 of Petal Plotters at 1024x640)
            preview.clear()

    def in_progress(self) -> bool:
        """Has the learner gone past the first screen of the script, or made a move of the
        free game not yet over? Closing then loses their place, since a lesson always starts
        at step 1, or the game they play (Esc, which also cancels an ability, closed it
        unasked, play test)."""
        if not self.step.free:
            return self.index > 0 or bool(self.step.done)
        session = self.controller.session
        return (
            session is not None
            and self._free_from is not None
            and session.cursor > self._free_from
            and not session.is_over()
        )

    def closeEvent(self, event: Any) -> None:
        """The window's own close button (or Alt+F4, Cmd+W) asks as the Close button does."""
        if self._leaving or not self.in_progress():
            self.hint_seeker.shutdown()
            super().closeEvent(event)
            return
        event.ignore()
        self.ask_to_close()

    def ask_to_close(self) -> None:
        """The Close button: at once on the first screen, or in a free game not begun or over,
        else only after the learner confirms, with "No" the default so a stray Space or Enter
        keeps the lesson."""
        if not self.in_progress():
            self.leave()
            return
        if self.close_question is not None and self.close_question.isVisible():
            self.close_question.raise_()  # already asked: one question at a time
            return
        self.close_question = self._ask(
            self.panel.close_button.text(),
            tr("Close the lesson? The game you are playing here ends with it.")
            if self.step.free
            else tr("Close the lesson? It starts again from the first step next time."),
            "closeLessonQuestion",
            self.leave,
            self.panel.close_button,
        )
        # answered, the box deletes itself: forgotten then, so that Close asks anew (raising
        # the deleted box failed, and the lesson could no longer be closed)
        self.close_question.finished.connect(self._forget_close_question)

    def _ask(
        self,
        title: str,
        text: str,
        name: str,
        then: Callable[[], None],
        asked_by: QAbstractButton,
    ) -> QMessageBox:
        """A Yes/No question over the lesson, answered without blocking: ``then`` runs on Yes;
        "No" is the default so a stray Space or Enter changes nothing. Answered No, the keys
        left on the button that asked, ``asked_by``, go back to the step's way on: on "Close
        the lesson" still, the next Enter asked again where the step said "press Next
        (Enter)" (play tester 189)."""
        box = QMessageBox(
            QMessageBox.Icon.Question,
            title,
            text,
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            self,
        )
        box.setObjectName(name)
        box.setDefaultButton(QMessageBox.StandardButton.No)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, True)

        def answered(button: QAbstractButton) -> None:
            if box.standardButton(button) == QMessageBox.StandardButton.Yes:
                then()

        box.buttonClicked.connect(answered)
        box.finished.connect(lambda _result: self._keys_back_from(asked_by))
        box.open()
        return box

    def _forget_close_question(self) -> None:
        self.close_question = None

    def _forget_back_question(self) -> None:
        self.back_question = None

    # -- moving on ----------------------------------------------------------------------
    def _on_words_scrolled(self) -> None:
        """The words read to their end, or grown: Next ("More ↓") follows, and so do the keys,
        to the table once the words are read where the step waits for a move. A note that
        pushes the words below the panel's edge leaves the keys where they are: H's note did,
        "More ↓" took the keys from the table, and ← and Enter, pressed to choose the card the
        step asked for, went back a step (play tester 152)."""
        self._write_task()  # the button's name may have changed (``LessonPanel._name_next``)
        leads = self._next_leads_on()
        if leads != self.panel.next_button.isEnabled():
            self.panel.next_button.setEnabled(leads)
            if leads and self.panel.message_label.isVisibleTo(self.panel):
                return
            self._place_focus()

    def _on_next_pressed(self) -> None:
        """Next, or "More" while the step's words go on below the panel's edge: they are
        shown first (``LessonPanel._name_next``)."""
        if self.panel.words.has_more():
            self.panel.words.page(1)
        else:
            self.next_step()

    def next_step(self) -> None:
        if self.expected() is not None or self._auto_queue or self.index >= len(self.steps) - 1:
            return
        self.index += 1
        step = self.step
        if step.free:
            self._start_free_game(came_from=self.index - 1)
        self._begin_step()
        if step.free:
            self.finished.emit()

    def _begin_step(self) -> None:
        """Show the step, the lesson first playing the moves it plays itself (``auto``)."""
        step = self.step
        if step.auto:
            self._auto_queue = list(step.auto)
            self._show_step()
            self._play_auto()
        else:
            self._show_step()

    def _begun(self) -> bool:
        """Has the learner begun the step (a move made, a card turned on the table)? Back
        then begins it again rather than go to the step before."""
        return bool(self.step.done) or self.board.turned_on_table()

    def previous_step(self) -> None:
        """Back to the step before, its table dealt again as it began (the moves of the steps
        before it replayed): a learner who wanted to read a step again, or to make its move
        again, had no way back but to close the lesson and start over (play test). A step
        begun or done (a card drawn, a card turned) begins again instead: going two steps
        back then surprised a learner (play test). From the free game's first screen, the step
        it was reached from begins again, played as the script plays it."""
        session = self.controller.session
        if self._auto_queue or session is None or not self._back_offered():
            return
        if self.step.free and self.in_progress():
            self._ask_to_go_back()
            return
        self._go_back()

    def _ask_to_go_back(self) -> None:
        """Back from a free game under way gives its moves up: asked first, as Close asks."""
        if self.back_question is not None and self.back_question.isVisible():
            self.back_question.raise_()
            return
        assert self._free_came_from is not None  # offered
        self.back_question = self._ask(
            self.panel.back_button.text(),
            tr("Back to step %1? The game you are playing here ends.").replace(
                "%1", str(self._free_came_from + 1)
            ),
            "backLessonQuestion",
            self._go_back,
            self.panel.back_button,
        )
        self.back_question.finished.connect(self._forget_back_question)

    def _go_back(self) -> None:
        """``previous_step`` once it may go: the step before, or this one again."""
        session = self.controller.session
        if self._auto_queue or session is None or not self._back_offered():
            return
        if self.step.free:
            assert self._free_came_from is not None  # offered
            self.index = self._free_came_from
            self._free_from = self._free_came_from = None
            self.seats = list(self._script_seats)
        elif not self._begun():
            self.index -= 1
        played = [
            action
            for step in self.steps[: self.index]
            for action in (*step.auto, *step.expect, *step.after)
        ]
        for step in self.steps[self.index :]:
            step.done.clear()
        self._step_table = None
        self.board.forget_table_choices()
        game, options, seed = session.game, session.options, session.seed
        self.controller.start(Session(game, options, seed, played), self.seats)
        self._begin_step()

    def skip(self) -> None:
        """Leave the script: the learner plays the rest of the deal freely."""
        came_from = self.index
        self._auto_queue.clear()
        self.index = len(self.steps) - 1
        self._start_free_game(came_from)
        self._show_step()
        self.finished.emit()

    def _praise(self) -> str:
        praise = self.step.praise
        return tr("Well played!") if praise is None else praise(self.state)

    def _play_auto(self) -> None:
        if not self._auto_queue:
            self._show_step()
            if self.step.done and self.expected() is None:  # the moves after the learner's
                self._say(self._praise())
            return
        reason = self.controller.play(self._auto_queue.pop(0))
        if reason is not None:  # cannot happen: the script was replayed at start
            self._auto_queue.clear()
            self._say(reason)
        if self.auto_delay_ms <= 0:
            self._play_auto()
        else:
            QTimer.singleShot(self.auto_delay_ms, self, self._play_auto)

    def _on_action(self, action: Action) -> None:
        step = self.step
        if step.free:
            reason = self.controller.play(action)
            if reason is not None:
                self._say(reason)
            return
        wanted = self.expected()
        # a move the lesson did not ask for is refused like the table's own refusals: beside
        # the pointer (the board's status line comes here too, to the panel)
        if wanted is None:
            self.board.refuse_at_pointer(tr("Read the explanation, then press Next (Enter)."))
            return
        if not self._accepts(wanted, action):
            taken_back = self._taken_back_text(action)
            if taken_back is not None:
                self._take_back(action, taken_back)
            else:
                self.board.refuse_at_pointer(self._wrong_move_text(wanted, action))
            return
        step.done.append(action)
        reason = self.controller.play(action)
        if reason is not None:
            step.done.pop()
            self._say(reason)
            return
        self._say("")
        if self.expected() is None and step.after:
            self._auto_queue = list(step.after)  # the others' part of the turn, then praise
            self._update_buttons()
            self._point()
            self._play_auto()
            return
        if self.expected() is None:
            self._say(self._praise())
            self._redraw()
        self._update_buttons()
        self._point()

    def _take_back(self, action: Action, text: str) -> None:
        """Play ``action``, which undoes the step's moves so far, and ask for them again (from
        the table it leaves: forgotten first, so that the orange frames follow)."""
        step = self.step
        done, step.done = step.done, []
        reason = self.controller.play(action)
        if reason is not None:
            step.done = done
            self._say(reason)
            return
        self._say(text)
        # the board's own word on the Cancel comes after, in the same gesture: the step's
        # task stays (``_say_for_board``)
        self._told_take_back = True
        QTimer.singleShot(0, self, self._forget_take_back)
        self._update_buttons()
        self._point()

    def _forget_take_back(self) -> None:
        self._told_take_back = False

    # -- hints --------------------------------------------------------------------------
    def ask_for_hint(self) -> None:
        """H: in the free game, on the learner's move, the move the strongest computer player
        would make in their place, framed on the table and said with why, as a game's window
        does (``desktop.hint``): the lesson's last deal is a real game, and a learner choosing
        which card to keep pressed H and nothing happened (play test). In the script, the step
        says what to do. A solo lesson has hints too: a solo game's window has none, its score
        and rank being the player's own, but a lesson's game is recorded nowhere, and "its
        score and rank are yours" told the Flowers learner an untruth."""
        session = self.controller.session
        if session is None:
            return
        game = session.game
        reason = self._hint_refusal()
        if reason is not None:
            self._say(reason)
            return
        if self._hint_table == (session, session.cursor):
            # asked again on the same table: the hint found, not a second search
            if self._hint is not None:
                self._show_hint(self._hint)
            return
        self._forget_hint()
        self._hint_table = (session, session.cursor)
        view = game.view(session.state, LEARNER)
        aim = self._hint_aims.last(session, LEARNER)
        seed = session.seed + session.cursor
        self.hint_seeker.seek(game, view, LEARNER, seed, aim, self.board.widget())
        self._say(tr("Looking for a good move…"))

    def _hint_by_button(self) -> None:
        """The Hint button: the hint as H gives it, and the keys on the table, where H leaves
        them. They stayed on the button: Enter asked for the hint again rather than play it,
        ← went to "Play a full solo game…", and Enter there hid the lesson for the New Game
        dialog (play test)."""
        self._focus_table()
        self.ask_for_hint()

    def _hint_refusal(self) -> str | None:
        """Why H gives no hint now; None: it gives one (the Hint button is enabled then)."""
        session = self.controller.session
        if not self.step.free:
            return tr(
                "Hints come in the free game at the end of the lesson: until then, the"
                " step's words and its orange frames show what to do."
            )
        if (
            session is None
            or session.is_over()
            or session.game.current_player(session.state) != LEARNER
        ):
            return tr("A hint is for a move of yours: there is none to make now.")
        return None

    def _show_hint_button(self) -> None:
        """The Hint button in the free game, enabled exactly when H gives a hint, and saying
        why not when it does not."""
        button = self.panel.hint_button
        had_keys = button.hasFocus()
        button.setVisible(self.step.free)
        reason = self._hint_refusal()
        button.setEnabled(reason is None)
        button.setToolTip(reason or tr("A good move for you, framed on the table, and why"))
        if had_keys and not (button.isVisibleTo(self) and button.isEnabled()):
            self._place_focus()

    def _show_hint(self, found: Hint, framed: bool = True) -> None:
        """The hint found, framed on the table and said under the step, for the table it was
        asked on. The learner acted on the table meanwhile (``HintSeeker``): its orange frame
        shows, the keyboard's stays where they put it."""
        session = self.controller.session
        if session is None or self._hint_table != (session, session.cursor):
            return
        self._hint = found
        self._hint_aims.keep(session, LEARNER, found.aim)
        view = session.game.view(session.state, LEARNER)
        self.board.point_to((found.move,), prepare=framed, move_keys=framed)
        move = self.board.hint_words(found.move, view)
        self._say(hint_text(found, move, self.controller.seat_names()))

    def _hint_failed(self, message: str) -> None:
        self._hint_table = self._hint = None
        self._say(tr("No hint could be found: {error}").format(error=message))

    def _follow_hint(self) -> None:
        """The table changed: the hint goes, unless its move was just played and the learner's
        turn goes on (``hint_goes_on``): then its next step is sought at once, as a game's
        window does."""
        session = self.controller.session
        goes_on = hint_goes_on(session, self._hint_table, self._hint)
        self._forget_hint()
        if goes_on and self._hint_refusal() is None:
            self.ask_for_hint()

    def _forget_hint(self) -> None:
        """The table changed: a hint sought or framed is about the one before (its frame goes
        as the table is drawn anew, ``_point``)."""
        if self._hint_table is None:
            return
        self._hint_table = self._hint = None
        self.hint_seeker.cancel()

    def _say_for_board(self, text: str) -> None:
        """The board's words under the step, but for those on a Cancel the lesson has just
        explained: "Cancelled: Silver Royal is back in your hand…" hid what to do next."""
        if not self._told_take_back:
            self._say(text)


_parentless: list[ScriptedLesson] = []
"""Lessons opened without a parent window, kept alive until they are closed."""


def open_lesson(
    window: Any, game_id: str, lesson_class: Callable[..., ScriptedLesson]
) -> ScriptedLesson:
    """Show a new ``lesson_class`` in its own window, on top of ``window`` (which may be None).

    The lesson has its own board and session, so the window's game (if any) is left alone.
    At the end, "Play a full game" opens the window's new-game dialog for ``game_id``, set for
    the learner alone or against the computer, as the lesson played (:func:`offer_full_game`).
    """
    parent = window if isinstance(window, QWidget) else None
    new_game: Callable[[int, bool], bool] | None = None
    if callable(getattr(window, "new_game_dialog", None)):
        # weakly: the window owns the lesson, and a strong reference back made a cycle that the
        # garbage collector could free while Qt deleted the closed lesson, a crash
        owner = weakref.ref(window)

        def offer(players: int, together: bool) -> bool:
            alive = owner()
            return alive is not None and offer_full_game(alive, game_id, players, together)

        new_game = offer
    lesson = lesson_class(parent, new_game=new_game)
    if parent is None:
        _parentless.append(lesson)
        lesson.destroyed.connect(
            lambda *_: _parentless.remove(lesson) if lesson in _parentless else None
        )
    available = lesson.screen().availableGeometry()
    if parent is None:
        lesson.move(placed_within(lesson.size(), available.center(), available))
    else:
        lesson.move(over_window(lesson.size(), parent, available))
    lesson.show()
    lesson.raise_()
    lesson.activateWindow()
    return lesson


def over_window(size: QSize, window: QWidget, available: QRect) -> QPoint:
    """Where the frame of a lesson ``size`` large goes (``QWidget.move``): centred on
    ``window``'s frame, framed as it is, within the screen's ``available`` room. Placed with
    a title bar guessed 40 pixels high, a lesson as large as the main window began 8 pixels
    above it, where openbox draws 25 (play tester, session 55)."""
    frame = window.frameGeometry()
    placed = QRect(QPoint(0, 0), size + frame.size() - window.size())
    placed.moveCenter(frame.center())
    left = max(available.left(), min(placed.left(), available.right() + 1 - placed.width()))
    top = max(available.top(), min(placed.top(), available.bottom() + 1 - placed.height()))
    return QPoint(left, top)


def offer_full_game(window: Any, game_id: str, players: int, together: bool = False) -> bool:
    """Open ``window``'s new-game dialog for ``game_id`` set for ``players``: the learner
    alone (one) or against computer seats, as the lesson's last button promises, not with the
    seats of the last game; ``together``: people at one screen (``at_one_screen``). True if a
    game began."""
    remembered = getattr(window, "remembered_choice", None)  # the app's window keeps setups
    previous = remembered and remembered(game_id)
    game = get_game(game_id)
    if together:
        offered = at_one_screen(game, previous)
    elif players == 1:
        offered = solo_game(game, previous)
    else:
        offered = against_the_computer(game, previous, players)
    return bool(window.new_game_dialog(game_id, previous=offered))
