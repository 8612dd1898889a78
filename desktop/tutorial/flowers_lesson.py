"""The Flowers lesson: a scripted solo deal on the real board, then a free game.

The deal is the engine's own solo game with a fixed seed, so every card is known in advance;
the script lists the moves the learner is asked to make (and a few the lesson plays itself to
skip ahead). Before the lesson starts, the whole script is replayed through the engine: if the
engine or the deck ever changes so that a scripted move stops being legal, the lesson says so
and falls back to a free game instead of teaching something false.

What the lesson explains (adjacency, covering, value groups, fields, butterflies) is shown on
the board with the engine's own data: legal cells, the teaching overlay, projected scores.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, QTimer, Signal
from PySide6.QtWidgets import (
    QWidget,
)

from desktop.games.flowers import FlowersBoard
from desktop.games.flowers.board import breakdown_text
from desktop.games.flowers.items import describe_card
from desktop.tutorial.panel import LessonPanel, LessonWindow, lesson_layout
from engine.core.actions import Action
from engine.core.errors import IllegalActionError
from engine.core.save import Seat
from engine.core.session import Session
from engine.games.flowers import GAME, Draw, FlowersOptions, Place, State
from engine.games.flowers.state import Cell

SEED = 54945
"""The solo deal the script was written for (start: a yellow 4)."""

FAST_FORWARD: tuple[Action, ...] = (
    Draw(0), Place(0, 1),
    Draw(1), Place(1, 1),
    Draw(0), Place(-1, 1),
    Draw(1), Place(2, 1),
)  # fmt: skip
"""Four turns the lesson plays itself: a row of four green cards under the first two."""


def tr(text: str) -> str:
    return QCoreApplication.translate("FlowersLesson", text)


@dataclass
class Step:
    """One screen of the lesson: words, what the learner must do, what the board points at."""

    title: str
    text: Callable[[State], str]
    """The explanation, written from the current view (card names come from the deal)."""
    expect: tuple[Action, ...] = ()
    """The moves the learner is asked to make, in order; none means a Next button."""
    auto: tuple[Action, ...] = ()
    """Moves the lesson plays itself when the step begins."""
    hint_cells: tuple[Cell, ...] = ()
    """Cells to point at while the step has nothing to play (explanations)."""
    free: bool = False
    """The last step: the learner plays on freely."""
    done: list[Action] = field(default_factory=list)


def _top(state: State, cell: Cell) -> str:
    pile = state.areas[0].get(cell)
    return describe_card(pile[-1]) if pile else ""


def _face_up(state: State) -> str:
    stack = state.stacks[0]
    return describe_card(stack[-1]) if stack else ""


def _score_summary(state: State) -> str:
    mine = GAME.projection(state).players[0]
    parts = [f"{breakdown_text(line)} {line.points:+d}" for line in mine.lines if line.points]
    return tr("%1 points (%2)").replace("%1", str(mine.score)).replace("%2", ", ".join(parts))


def lesson_steps() -> list[Step]:
    """The script, built at display time so every text goes through tr()."""
    return [
        Step(
            tr("Welcome to Flowers"),
            lambda s: tr(
                "In Flowers you grow a garden of flower cards. Each turn you draw one card and"
                " place it in your garden. Big patches of one colour score points; the values"
                " decide which cards survive the final count.\n\nYour garden starts with one"
                " card: the %1 in the orange frame. This lesson takes about three minutes."
            ).replace("%1", _top(s, (0, 0))),
            hint_cells=((0, 0),),
        ),
        Step(
            tr("Your first card"),
            lambda s: tr(
                "Every turn you draw one card and place it. Take the face-up %1: drag it out of"
                " its stack and drop it on the orange frame, to the right of your starting card"
                " (or click the card, then the frame).\n\nA new card must share a whole edge"
                " with a card of your garden: touching only at a corner is not enough. While you"
                " hold a card, green frames show every cell where it may go."
            ).replace("%1", _face_up(s)),
            expect=(Draw(0), Place(1, 0)),
        ),
        Step(
            tr("Covering"),
            lambda s: tr(
                "You may also lay a card on top of one of yours. Only the top card of a pile"
                " counts; a small tab shows how many cards lie under it.\n\nIn this solo game the"
                " face-up card you did not take was discarded and a new one turned up. Now draw"
                " the face-down card and drop it on the %1 you just placed."
            ).replace("%1", _top(s, (1, 0))),
            expect=(Draw(1), Place(1, 0)),
        ),
        Step(
            tr("Value groups"),
            lambda s: tr(
                "A few turns later… Look at the marks on your cards. Each value must end in a"
                " group of exactly that many touching cards of that value, whatever their"
                " colour: a 1 stays alone, 2s come in pairs, 3s in threes, 4s in fours.\n\n"
                "✓ marks a valid group, like your two green 2s. ✗ marks cards that would be"
                " removed at the end: −1 point each, and −1 for every card under them. Your 4s"
                " are only three so far."
            ),
            auto=FAST_FORWARD,
            hint_cells=((1, 1), (2, 1)),
        ),
        Step(
            tr("Fields"),
            lambda s: tr(
                "Five or more touching cards of one colour make a field: 1 point for each card"
                " in it, whatever its value. Your green row needs a fifth card: take the face-up"
                " %1 and put it at the end of the row (a 1 must not touch another 1, so it is"
                " fine alone).\n\nWatch the score: cards of a broken value group are removed"
                " before fields are counted, and your two green 4s belong to a group of only"
                " three 4s."
            ).replace("%1", _face_up(s)),
            expect=(Draw(0), Place(3, 1)),
        ),
        Step(
            tr("Butterflies"),
            lambda s: tr(
                "A butterfly earns 1 point when its card touches a card of the butterfly's"
                " colour. Take the %1 and place it below the green 4: its butterfly touches"
                " green, and it becomes the fourth 4. With the 4s complete, your green row"
                " turns into a field of five."
            ).replace("%1", _face_up(s)),
            expect=(Draw(0), Place(0, 2)),
        ),
        Step(
            tr("Well done!"),
            lambda s: tr(
                "If the game ended now, your garden would score %1.\n\nThe game ends as soon"
                " as a stack runs out. With 2 to 4 players there are three stacks, two of them"
                " face up, and you take turns. Press Next to finish this game on your own: the"
                " teaching overlay and the score preview stay on."
            ).replace("%1", _score_summary(s)),
        ),
        Step(
            tr("Free game"),
            lambda s: tr(
                "Play on: draw and place until a stack runs out. Hover a green frame to see"
                " what your score would become."
            ),
            free=True,
        ),
    ]


def script_problem(steps: Sequence[Step]) -> str | None:
    """Replay every scripted move through the engine; say what broke (None when all is well)."""
    state = GAME.new_game(FlowersOptions(players=1), SEED)
    for number, step in enumerate(steps, start=1):
        for action in (*step.auto, *step.expect):
            try:
                state = GAME.apply(state, action)
            except IllegalActionError as error:
                return f"step {number}: {action}: {error}"
    return None


class FlowersLesson(LessonWindow):
    """The lesson window: the real Flowers board on the left, the teacher on the right."""

    finished = Signal()
    """The learner reached the free game."""

    def __init__(
        self,
        parent: QWidget | None = None,
        auto_delay_ms: int = 450,
        new_game: Callable[[], Any] | None = None,
    ) -> None:
        super().__init__(parent, auto_delay_ms, new_game)
        self.board = FlowersBoard(GAME, self)
        self.seats = [Seat(name=tr("You"), kind="human")]
        self.steps = lesson_steps()
        self.index = 0
        self._auto_queue: list[Action] = []
        self._build()
        self.controller.state_changed.connect(self._redraw)
        self.board.action_chosen.connect(self._on_action)
        self.board.status_message.connect(self._say)
        self.broken = script_problem(self.steps)
        self.controller.start(Session(GAME, FlowersOptions(players=1), SEED), self.seats)
        if self.broken is not None:
            # the engine changed under the script: never teach from a wrong position
            self.index = len(self.steps) - 1
        self._show_step()
        if self.broken is not None:
            self._say(tr("The lesson could not be prepared, so here is a free game."))

    # -- window -------------------------------------------------------------------------
    def _build(self) -> None:
        self.resize(1400, 860)
        self.panel = LessonPanel(len(self.steps))
        self.panel.next_button.clicked.connect(self.next_step)
        self.panel.skip_button.clicked.connect(self.skip)
        self.panel.full_game_button.clicked.connect(self._full_game)
        self.panel.close_button.clicked.connect(self.close)
        lesson_layout(self, self.board.widget(), self.panel)
        self._retranslate()

    def _retranslate(self) -> None:
        self.setWindowTitle(tr("Flowers lesson"))
        self.panel.retranslate()
        self.panel.full_game_button.setText(tr("Play a full game against the computer…"))

    def changeEvent(self, event: QEvent) -> None:
        """A language switch rewrites the lesson in place, keeping the learner's progress."""
        super().changeEvent(event)
        controller = getattr(self, "controller", None)
        if event.type() == QEvent.Type.LanguageChange and controller and controller.session:
            fresh = lesson_steps()
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
    def state(self) -> State:
        session = self.controller.session
        assert session is not None
        state = session.state
        assert isinstance(state, State)
        return state

    def expected(self) -> Action | None:
        """The next move the learner is asked for (None: read and press Next, or free game)."""
        step = self.step
        if step.free or self._auto_queue or len(step.done) >= len(step.expect):
            return None
        return step.expect[len(step.done)]

    def _redraw(self) -> None:
        controller = self.controller
        view = controller.current_view()
        asked = self.step.free or self.expected() is not None
        legal = controller.choices_for_viewer() if asked else None
        session = controller.session
        assert session is not None
        last = session.actions[-1] if session.cursor else None
        self.board.show_state(view, 0, legal, GAME.projection(view), [self.seats[0].name], last)
        self.board.set_interactive(legal is not None)
        self._point()

    def _point(self) -> None:
        """Orange frames on what the learner should touch now."""
        step = self.step
        action = self.expected()
        if action is None:
            self.board.show_hints(() if step.free or step.expect else step.hint_cells)
        elif isinstance(action, Draw):
            self.board.show_hints((), (action.stack,))
        elif isinstance(action, Place):
            self.board.show_hints(((action.x, action.y),))

    def _show_step(self) -> None:
        step = self.step
        if self.controller.session is not None:
            self._redraw()
        self.panel.progress.setValue(self.index)
        self.panel.step_label.setText(
            tr("Step %1 of %2")
            .replace("%1", str(self.index + 1))
            .replace("%2", str(len(self.steps)))
        )
        self.panel.title_label.setText(step.title)
        self.panel.text_label.setText(step.text(self.state))
        self.panel.message_label.setText("")
        self._update_buttons()
        self._point()

    def _update_buttons(self) -> None:
        step = self.step
        waiting = self.expected() is not None or bool(self._auto_queue)
        self.panel.next_button.setVisible(not step.free)
        self.panel.next_button.setEnabled(not waiting)
        self.panel.next_button.setText(tr("Next"))
        self.panel.skip_button.setVisible(not step.free)
        self.panel.full_game_button.setVisible(step.free and self._new_game is not None)
        if step.free:
            self.panel.task_label.setText("")
        elif self._auto_queue:
            self.panel.task_label.setText(tr("Watch…"))
        elif self.expected() is not None:
            self.panel.task_label.setText(tr("Your move: follow the orange frame."))
        else:
            self.panel.task_label.setText(tr("Press Next when you are ready."))

    # -- moving on ----------------------------------------------------------------------
    def next_step(self) -> None:
        if self.expected() is not None or self._auto_queue or self.index >= len(self.steps) - 1:
            return
        self.index += 1
        step = self.step
        if step.auto:
            self._auto_queue = list(step.auto)
            self._show_step()
            self._play_auto()
        else:
            self._show_step()
        if step.free:
            self.finished.emit()

    def skip(self) -> None:
        """Leave the script: the learner plays the current game freely."""
        self._auto_queue.clear()
        self.index = len(self.steps) - 1
        self._show_step()
        self._redraw()
        self.finished.emit()

    def _play_auto(self) -> None:
        if not self._auto_queue:
            self._show_step()
            self._redraw()
            return
        self._apply_scripted(self._auto_queue.pop(0))
        if self.auto_delay_ms <= 0:
            self._play_auto()
        else:
            QTimer.singleShot(self.auto_delay_ms, self, self._play_auto)

    def _apply_scripted(self, action: Action) -> None:
        reason = self.controller.play(action)
        if reason is not None:  # cannot happen: the script was replayed at start
            self._auto_queue.clear()
            self._say(reason)

    def _on_action(self, action: Action) -> None:
        step = self.step
        if step.free:
            reason = self.controller.play(action)
            if reason is not None:
                self._say(reason)
            return
        wanted = self.expected()
        if wanted is None:
            self._say(tr("Read the explanation, then press Next."))
            return
        if action != wanted:
            if isinstance(wanted, Draw):
                self._say(tr("Not that one: for this lesson, take the card in the orange frame."))
            else:
                self._say(tr("Almost! For this lesson, put the card on the orange frame."))
            return
        step.done.append(action)
        reason = self.controller.play(action)
        if reason is not None:
            step.done.pop()
            self._say(reason)
            return
        self.panel.message_label.setText("")
        if self.expected() is None:
            self._say(tr("Well played!"))
            self._redraw()
        self._update_buttons()
        self._point()
