"""The Petal Plotters lesson: a scripted two-player deal on the real board, then a free game.

The deal is the engine's own game with a fixed seed, so every card is known in advance. The
script lists the moves the learner is asked to make and the opponent's replies (played by the
lesson). Before the lesson starts the whole script is replayed through the engine: if the
engine or the deck changes so that a scripted move stops being legal, the lesson says so and
falls back to a free game instead of teaching something false. The free game continues the
same deal against an easy computer player.

Entry point: :func:`start_lesson` (the tutorial dispatcher calls it for "petal-plotters").
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from functools import cache
from typing import Any

from PySide6.QtCore import QCoreApplication, QRectF, QTimer, Signal
from PySide6.QtWidgets import (
    QWidget,
)

from desktop.games.petal_plotters import faces
from desktop.games.petal_plotters.board import PetalPlottersBoard
from desktop.games.petal_plotters.faces import signed
from desktop.tutorial.panel import LessonPanel, LessonWindow, lesson_layout
from engine.core.actions import Action
from engine.core.errors import IllegalActionError
from engine.core.save import Seat
from engine.core.session import Session
from engine.games.petal_plotters import (
    GAME,
    AddToGarrison,
    Cancel,
    ChooseSlot,
    PetalPlottersOptions,
    PlaceHornbill,
    State,
    UseAbility,
)
from engine.games.petal_plotters.components import CARDS, HORNBILL

FIRST_SEED = 27
"""The search for a deal starts here (any deal that fits the script will do)."""
SEARCH = 3000


def tr(text: str) -> str:
    return QCoreApplication.translate("PetalPlottersLesson", text)


@dataclass(frozen=True)
class Plan:
    """The deal the lesson plays and the cards it asks for (read from the engine's deal)."""

    seed: int
    rotated: str
    """A card the learner adds with its bottom end up."""
    flipper: str
    """A card whose one-step ability turns a face-down card of the opponent face up."""
    canceller: str
    """A card the learner plays and then takes back with Cancel."""
    replies: tuple[str, str, str]
    """The opponent's three cards, added top end up between the learner's moves."""


@dataclass
class Step:
    title: str
    text: Callable[[], str]
    expect: tuple[Action, ...] = ()
    auto: tuple[Action, ...] = ()
    free: bool = False
    done: list[Action] = field(default_factory=list)


def _name(card: str) -> str:
    return faces.card_title(CARDS[card])


def lesson_steps(plan: Plan) -> list[Step]:
    """The script for ``plan``, built at display time so every text goes through tr()."""
    rotated = CARDS[plan.rotated]
    return [
        Step(
            tr("Welcome to Petal Plotters"),
            lambda: tr(
                "Every card has two Petal Powers, one at each end. Cards go face down into"
                " Garrisons; at the end all Garrisons are revealed and ALL their Petal Powers"
                " are added up.\n\nThe last card you keep decides what you need: a Frog wants"
                " 12 or more, a Katydid 7 or less, a Snail or Spider below 0, the Blue Squad"
                " 8 or more. Each category has its own colour and badge shape."
            ),
        ),
        Step(
            tr("The Great Hornbill starts"),
            lambda: tr(
                "You hold the Great Hornbill, so you play first and must put it face up into"
                " your Garrison. Drag it from your hand onto your Garrison (the orange frames)."
            ),
            expect=(PlaceHornbill(),),
        ),
        Step(
            tr("Add a card, upside down"),
            lambda: (
                tr(
                    "Basil added a card face down. Now you add one: drag the %1 onto your"
                    " Garrison, and while you hold it press R (or right-click, or turn the wheel)"
                    " so that its %2 points up. The big number shows the value that will count."
                    "\n\nNobody else knows which card it is or which end is up."
                )
                .replace("%1", _name(plan.rotated))
                .replace("%2", signed(rotated.bottom))
            ),
            auto=(AddToGarrison(plan.replies[0], True),),
            expect=(AddToGarrison(plan.rotated, False),),
        ),
        Step(
            tr("Use an ability"),
            lambda: tr(
                "Instead of adding a card you may play it for its ability; it then goes to the"
                " public discard pile. Drag the %1 onto “Use ability”: the cards it may target"
                " light up. Click Basil's first card to turn it face up."
            ).replace("%1", _name(plan.flipper)),
            auto=(AddToGarrison(plan.replies[1], True),),
            expect=(UseAbility(plan.flipper), ChooseSlot(1, 0)),
        ),
        Step(
            tr("Changed your mind? Cancel"),
            lambda: tr(
                "Drag the %1 onto “Use ability”, then press the red Cancel button: the card"
                " comes back to your hand and nothing is lost."
            ).replace("%1", _name(plan.canceller)),
            auto=(AddToGarrison(plan.replies[2], True),),
            expect=(UseAbility(plan.canceller), Cancel()),
        ),
        Step(
            tr("Your last card"),
            lambda: tr(
                "When you end a turn with one card in hand, it is laid sideways below your"
                " Garrison: your victory card. When all hands are empty, the Garrisons are"
                " revealed and the priority order is read from the top: Snail / Spider (below"
                " 0), Katydid (7 or less), Frog (12 or more), Blue Squad (8 or more), and"
                " the Hornbill's owner only if nobody else wins.\n\nPress Next to finish this"
                " game against the computer."
            ),
        ),
        Step(
            tr("Free game"),
            lambda: tr(
                "Play on against Basil. The total of the cards you can see is on the right;"
                " click the discard pile to look through it."
            ),
            free=True,
        ),
    ]


def script_problem(steps: list[Step], seed: int) -> str | None:
    """Replay every scripted move through the engine; say what broke (None when all is well)."""
    state = GAME.new_game(PetalPlottersOptions(players=2), seed)
    if state.current != 0:
        return "seat 0 does not hold the Great Hornbill"
    for number, step in enumerate(steps, start=1):
        for action in (*step.auto, *step.expect):
            try:
                state = GAME.apply(state, action)
            except IllegalActionError as error:
                return f"step {number}: {action}: {error}"
    return None


def _plan_for(seed: int) -> Plan | None:
    state = GAME.new_game(PetalPlottersOptions(players=2), seed)
    if state.current != 0:
        return None
    mine = [held.card for held in state.hands[0] if held.card != HORNBILL]
    theirs = [held.card for held in state.hands[1]]
    if len(theirs) < 3:
        return None
    flippers = [
        card
        for card in mine
        if len(CARDS[card].ability) == 1
        and CARDS[card].ability[0].op == "flip"
        and CARDS[card].ability[0].owner in ("any", "other")
    ]
    for flipper in flippers:
        rest = [card for card in mine if card != flipper]
        rotations = sorted(
            (card for card in rest if CARDS[card].bottom < 0 < CARDS[card].top),
            key=lambda card: CARDS[card].bottom,
        )
        for rotated in rotations:
            for canceller in (card for card in rest if card != rotated and CARDS[card].ability):
                if CARDS[canceller].ability[0].op == "pass_left":
                    continue
                plan = Plan(seed, rotated, flipper, canceller, (theirs[0], theirs[1], theirs[2]))
                if script_problem(lesson_steps(plan), seed) is None:
                    return plan
    return None


@cache
def find_plan() -> Plan | None:
    """The first deal from FIRST_SEED on that the script fits (None: the deck cannot)."""
    for seed in range(FIRST_SEED, FIRST_SEED + SEARCH):
        plan = _plan_for(seed)
        if plan is not None:
            return plan
    return None


class PetalPlottersLesson(LessonWindow):
    """The lesson window: the real board on the left, the teacher on the right."""

    finished = Signal()

    def __init__(
        self,
        parent: QWidget | None = None,
        auto_delay_ms: int = 500,
        new_game: Callable[[], Any] | None = None,
    ) -> None:
        super().__init__(parent, auto_delay_ms, new_game)
        self.board = PetalPlottersBoard(GAME, self)
        self.seats = [Seat(name=tr("You"), kind="human"), Seat(name="Basil", kind="human")]
        plan = find_plan()
        self.plan = plan
        self.steps = lesson_steps(plan) if plan is not None else [self._free_step()]
        self.index = 0
        self._auto_queue: list[Action] = []
        self._build()
        self.controller.state_changed.connect(self._redraw)
        self.board.action_chosen.connect(self._on_action)
        self.board.status_message.connect(self._say)
        self.broken = "no deal fits the lesson" if plan is None else None
        seed = plan.seed if plan is not None else FIRST_SEED
        self.session = Session(GAME, PetalPlottersOptions(players=2), seed)
        self.controller.start(self.session, self.seats)
        if self.broken is not None:
            self.index = len(self.steps) - 1
            self._go_free()
        self._show_step()
        if self.broken is not None:
            self._say(tr("The lesson could not be prepared, so here is a free game."))

    @staticmethod
    def _free_step() -> Step:
        return Step(
            tr("Free game"),
            lambda: tr("Play a game against Basil; the rules are in Help > Rules."),
            free=True,
        )

    # -- window -------------------------------------------------------------------------
    def _build(self) -> None:
        self.setWindowTitle(tr("Petal Plotters lesson"))
        self.resize(1440, 900)
        self.panel = LessonPanel(len(self.steps))
        self.panel.next_button.clicked.connect(self.next_step)
        self.panel.skip_button.clicked.connect(self.skip)
        self.panel.full_game_button.setText(tr("Play a full game…"))
        self.panel.full_game_button.clicked.connect(self._full_game)
        self.panel.close_button.clicked.connect(self.close)
        lesson_layout(self, self.board.widget(), self.panel)

    # -- state --------------------------------------------------------------------------
    @property
    def step(self) -> Step:
        return self.steps[self.index]

    @property
    def state(self) -> State:
        state = self.controller.session.state if self.controller.session else None
        assert isinstance(state, State)
        return state

    def expected(self) -> Action | None:
        step = self.step
        if step.free or self._auto_queue or len(step.done) >= len(step.expect):
            return None
        return step.expect[len(step.done)]

    def _redraw(self) -> None:
        controller = self.controller
        session = controller.session
        assert session is not None
        view = GAME.view(session.state, 0)
        mine = GAME.current_player(session.state) == 0
        legal = None if self._auto_queue or not mine else GAME.legal_actions(session.state)
        last = session.actions[-1] if session.cursor else None
        self.board.show_state(
            view, 0, legal, GAME.projection(view), [seat.name for seat in self.seats], last
        )
        self.board.set_interactive(legal is not None)
        self._point()

    def _point(self) -> None:
        """Orange frames on what the learner should touch now."""
        action = self.expected()
        board = self.board
        rects: list[QRectF] = []
        if isinstance(action, PlaceHornbill) and HORNBILL in board.cards:
            rects = [board.hand_rect(HORNBILL), board.garrison_rects[0]]
        elif isinstance(action, AddToGarrison) and action.card in board.cards:
            rects = [board.hand_rect(action.card), board.garrison_rects[0]]
        elif isinstance(action, UseAbility) and action.card in board.cards:
            rects = [board.hand_rect(action.card), board.ability_zone.rect]
        elif isinstance(action, ChooseSlot) and (action.owner, action.index) in board.slot_rects:
            rects = [board.slot_rects[(action.owner, action.index)]]
        elif isinstance(action, Cancel) and board.cancel_button.isVisible():
            button = board.cancel_button
            rects = [button.mapRectToScene(QRectF(0, 0, button.width, button.height))]
        board.show_hint_rects(rects)

    def _show_step(self) -> None:
        step = self.step
        self.panel.progress.setValue(self.index)
        self.panel.step_label.setText(
            tr("Step %1 of %2")
            .replace("%1", str(self.index + 1))
            .replace("%2", str(len(self.steps)))
        )
        self.panel.title_label.setText(step.title)
        self.panel.text_label.setText(step.text())
        self.panel.message_label.setText("")
        self._update_buttons()
        self._point()

    def _update_buttons(self) -> None:
        step = self.step
        waiting = self.expected() is not None or bool(self._auto_queue)
        self.panel.next_button.setVisible(not step.free)
        self.panel.next_button.setEnabled(not waiting)
        self.panel.skip_button.setVisible(not step.free)
        self.panel.full_game_button.setVisible(step.free and self._new_game is not None)
        if step.free:
            self.panel.task_label.setText("")
        elif self._auto_queue:
            self.panel.task_label.setText(tr("Watch Basil…"))
        elif self.expected() is not None:
            self.panel.task_label.setText(tr("Your move: follow the orange frames."))
        else:
            self.panel.task_label.setText(tr("Press Next when you are ready."))

    # -- moving on ----------------------------------------------------------------------
    def next_step(self) -> None:
        if self.expected() is not None or self._auto_queue or self.index >= len(self.steps) - 1:
            return
        self.index += 1
        step = self.step
        if step.free:
            self._go_free()
        if step.auto:
            self._auto_queue = list(step.auto)
            self._show_step()
            self._play_auto()
        else:
            self._show_step()
        if step.free:
            self.finished.emit()

    def skip(self) -> None:
        """Leave the script: the learner plays the rest of the deal freely."""
        self._auto_queue.clear()
        self.index = len(self.steps) - 1
        self._go_free()
        self._show_step()
        self._redraw()
        self.finished.emit()

    def _go_free(self) -> None:
        """Basil becomes an easy computer player for the rest of the deal."""
        self.seats = [self.seats[0], Seat(name="Basil", kind="easy")]
        session = self.controller.session
        assert session is not None
        self.controller.start(session, self.seats)

    def _play_auto(self) -> None:
        if not self._auto_queue:
            self._show_step()
            self._redraw()
            return
        action = self._auto_queue.pop(0)
        reason = self.controller.play(action)
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
        if wanted is None:
            self._say(tr("Read the explanation, then press Next."))
            return
        if action != wanted:
            if isinstance(wanted, AddToGarrison) and isinstance(action, AddToGarrison):
                if action.card == wanted.card:
                    self._say(
                        tr("Almost! Rotate the card first (R) so that the %1 points up.").replace(
                            "%1", signed(CARDS[wanted.card].power(wanted.top_up))
                        )
                    )
                else:
                    self._say(tr("For this lesson, take the card in the orange frame."))
            else:
                self._say(tr("For this lesson, follow the orange frames."))
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
        self._update_buttons()
        self._point()


_open_lessons: list[PetalPlottersLesson] = []


def start_lesson(window: Any) -> None:
    """Open the Petal Plotters lesson in its own window, on top of ``window``.

    The lesson has its own board and session, so the window's game (if any) is left alone.
    At the end, "Play a full game" opens the window's new-game dialog for Petal Plotters.
    """
    parent = window if isinstance(window, QWidget) else None
    dialog = getattr(window, "new_game_dialog", None)
    new_game = (lambda: dialog("petal-plotters")) if callable(dialog) else None
    lesson = PetalPlottersLesson(parent, new_game=new_game)
    if parent is None:
        _open_lessons.append(lesson)
        lesson.destroyed.connect(
            lambda *_: _open_lessons.remove(lesson) if lesson in _open_lessons else None
        )
    lesson.show()
    lesson.raise_()
    lesson.activateWindow()
