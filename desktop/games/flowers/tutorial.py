"""The Flowers lesson: a scripted solo deal on the real board, then a free game.

The deal is the engine's own solo game with a fixed seed, so every card is known in advance;
the script lists the moves the learner is asked to make (and a few the lesson plays itself to
skip ahead). The shared :class:`~desktop.tutorial.lesson.ScriptedLesson` replays the script
through the engine first and falls back to a free game if a scripted move stopped being legal.

What the lesson explains (adjacency, covering, value groups, fields, butterflies) is shown on
the board with the engine's own data: legal cells, the teaching overlay, projected scores.

Entry point: :func:`start_lesson` (the tutorial dispatcher calls it for "flowers").
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QPoint, QSize
from PySide6.QtGui import QKeySequence, QMouseEvent
from PySide6.QtWidgets import QWidget

from desktop.games.flowers.board import FlowersBoard, preview_words
from desktop.games.flowers.items import flower_name
from desktop.i18n import breakdown_labels, number_text, points_text, singular
from desktop.tutorial.lesson import ScriptedLesson, Step, open_lesson, script_problem
from desktop.tutorial.panel import PANEL_WIDTH
from engine.core.actions import Action
from engine.core.session import Session
from engine.games.flowers import GAME, Draw, FlowersOptions, Place, State
from engine.games.flowers.state import Cell

SEED = 54945
"""The solo deal the script was written for (start: a yellow 4)."""
OPTIONS = FlowersOptions(players=1)
PANEL_SHARE = 0.28
"""The most of a small window's width the lesson's panel takes (``FlowersLesson.panel_width``)."""
PANEL_LEAST = 300
"""The narrowest the lesson's panel gets beside the board."""

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
class FlowersStep(Step):
    """A step that may also point at cells of the garden while it only explains."""

    hint_cells: tuple[Cell, ...] = ()
    """Cells to point at while the step has nothing to play (explanations)."""


def _top(state: State, cell: Cell) -> str:
    pile = state.areas[0].get(cell)
    return flower_name(pile[-1]) if pile else ""


def _preview_line() -> str:
    """What the score panel's "If you place it here" line says, for the steps that show it,
    named by its words and its colour: "the last line" was the legend under it (play tester
    191)."""
    return tr(
        "The score panel's line in colour, “%1”, then gives your total after that move and,"
        " in brackets, what the move gains or loses."
    ).replace("%1", preview_words())


def _face_up(state: State) -> str:
    stack = state.stacks[0]
    return flower_name(stack[-1]) if stack else ""


def _score_summary(state: State) -> str:
    mine = GAME.projection(state).players[0]
    parts = [
        f"{label} {points_text(line.points)}"
        for label, line in zip(breakdown_labels(mine.lines), mine.lines, strict=True)
        if line.points
    ]
    template = tr("%1 point (%2)") if singular(mine.score) else tr("%1 points (%2)")
    return template.replace("%2", ", ".join(parts)).replace("%1", number_text(mine.score))


def lesson_steps() -> list[FlowersStep]:
    """The script, built at display time so every text goes through tr()."""
    return [
        FlowersStep(
            tr("Welcome to Flowers"),
            lambda s: (
                tr(
                    "In Flowers you grow a garden of flower cards. Each turn you draw one card and"
                    " place it in your garden. Big fields of one colour score points; the values"
                    " decide which cards survive the final count.\n\nYour garden starts with one"
                    " card: the %1 in the orange frame. This lesson takes about three minutes."
                ).replace("%1", _top(s, (0, 0)))
                # the −1 and the ✗ on the first card were explained only after step 3 (play test)
                + "\n\n"
                + tr(
                    "The score panel counts your garden as if the game ended now: a lone 4 is not"
                    " yet in a group of four 4s, so it would be removed (the ✗), and your score"
                    " starts at −1."
                )
            ),
            hint_cells=((0, 0),),
        ),
        FlowersStep(
            tr("Your first card"),
            lambda s: (
                tr(
                    "Every turn you draw one card and place it. Take the face-up %1: drag it"
                    " out of its stack and drop it on the orange frame, to the right of your"
                    " starting card (or click the card, then the frame; with the keys, 1 draws"
                    " it and Enter places it).\n\nA new card must"
                    " share a whole edge with a card of your garden: touching only at a corner"
                    " is not enough. While you hold a card, green frames show every cell where"
                    " it may go."
                ).replace("%1", _face_up(s))
                # the preview's bracket, first seen here, was explained only in the free game
                # (play test)
                + " "
                + _preview_line()
            ),
            expect=(Draw(0), Place(1, 0)),
            # the face-up card then went to the discard pile, unexplained until the next step;
            # named: "the face-up card went to the discard pile" read as the card just placed
            # (play tester of session 55)
            praise=lambda state: tr(
                "Well played! Then the next face-up card (the %1) was discarded: in a solo game"
                " that happens after each of your turns, as the next step explains."
            ).replace("%1", flower_name(state.discard[-1])),
        ),
        FlowersStep(
            tr("Covering"),
            lambda s: (
                tr(
                    "You may also lay a card on top of one of yours. Only the top card of a"
                    " pile counts; a small tab shows how many cards lie under it.\n\nIn this"
                    " solo game, after each of your turns the face-up card is discarded and the"
                    " next one turned up: the table calls this the timer. Now draw the face-down"
                    " card and drop it on the %1 you just placed (with the keys, 2 draws it and"
                    " Enter places it)."
                ).replace("%1", _top(s, (1, 0)))
                # a learner counted on 40 turns, the stacks' count, and the game ended after 19
                + "\n\n"
                + tr(
                    "So the face-up stack loses a card every turn, and a second when you take"
                    " from it: it runs out first, and the game ends with it (after about 20 turns"
                    " if you always take the face-up card)."
                )
            ),
            expect=(Draw(1), Place(1, 0)),
            # the score fell with two cards in sight, unexplained until the next step (play
            # test): a pile removed at the end costs its covered cards too
            praise=lambda _state: tr(
                "Well played! The score fell: at the end a card whose value has no group of"
                " its size is removed, −1 point for it and −1 for each card under it. The next"
                " step shows these groups."
            ),
        ),
        FlowersStep(
            tr("Value groups"),
            lambda s: (
                tr(
                    "A few turns are now played for you. Once they are down, look at the marks"
                    " on your cards. Each value must end in a"
                    " group of exactly that many touching cards of that value, whatever their"
                    " colour: a 1 stays alone, 2s come in pairs, 3s in threes, 4s in fours."
                    " Each colour has three 1s, six 2s, eight 3s and ten 4s: the 1s are rare,"
                    " the 4s common.\n\n"
                    "✓ marks a valid group, like your two green 2s, framed in orange here. ✗ marks"
                    " cards that would be removed at the end: −1 point each, and −1 for every"
                    " card under them. Your 4s are only three so far."
                )
                # "exactly" did not say what a group too big costs: a newcomer learnt from
                # the rulebook that its three 2s were all removed, −3 (play tester 129)
                + " "
                + tr(
                    "Too many is as bad as too few: a group of three touching 2s is removed"
                    " whole, −3 points."
                )
            ),
            auto=FAST_FORWARD,
            hint_cells=((1, 1), (2, 1)),
        ),
        FlowersStep(
            tr("Fields"),
            lambda s: tr(
                "Five or more touching cards of one colour make a field: 1 point for each card"
                " in it, whatever its value. Your green row needs a fifth card: take the face-up"
                " %1 and put it at the right end of the row (with the keys, 1 draws it and Enter"
                " places it). A 1 must not touch another 1, so it is fine alone.\n\nWatch"
                " the score: cards of a broken value group are removed"
                " before fields are counted, and your two green 4s belong to a group of only"
                " three 4s."
            ).replace("%1", _face_up(s)),
            expect=(Draw(0), Place(3, 1)),
            # the field's line stayed at 0 under "Well played!": a learner thought they erred
            praise=lambda _state: tr(
                "Well played! The field does not count yet: two of its green cards are 4s, in a"
                " group of only three 4s, which is removed before fields are counted. The next"
                " step mends that."
            ),
        ),
        FlowersStep(
            tr("Butterflies"),
            lambda s: (
                # "touches a card … that stays to the end" read as about the touching card
                # alone: a lone 3 carrying a butterfly was laid beside its colour (play test)
                tr(
                    "A butterfly earns 1 point when its card and a touching card of the"
                    " butterfly's colour both stay to the end. Take the %1 and lay it on the"
                    " orange frame, over the %2 (with the keys, 1 draws it and Enter places it):"
                    " it becomes the fourth 4, and its butterfly touches the green card below"
                    " it. The %2 stood alone and would be removed at the end (−2 with the card"
                    " under it); covered, it no longer counts. With the 4s complete, your green"
                    " row turns into a field of five."
                )
                .replace("%1", _face_up(s))
                .replace("%2", _top(s, (1, 0)))
            ),
            # the best move there (6 points); below a green 4 the lone 3 stayed (4 points)
            expect=(Draw(0), Place(1, 0)),
        ),
        FlowersStep(
            tr("Well done!"),
            lambda s: tr(
                "If the game ended now, your garden would score %1.\n\nThe game ends once a"
                " stack runs out: whoever takes its last card still places it. Alone, it also"
                " ends when the timer throws away the last face-up card, and your score earns"
                " a rank: Apprentice from 11 points, Expert from 18, Master from 25."
            ).replace("%1", _score_summary(s)),
        ),
        # the end, the ranks, the Summer variant and other players in one step made a long
        # text mixing the lesson's game with others (play tester 209): what changes in other
        # games has a step of its own
        FlowersStep(
            tr("Other ways to play"),
            lambda _s: (
                tr(
                    "The Summer variant (New Game) adds purple starting cards: nothing may cover"
                    " them, and only fields that touch one count."
                )
                # a learner read the timer as a rule of every game, and met Hint only by chance;
                # "in any game" promised hints to the solo game offered next; a newcomer met the
                # panels of other gardens, and a stack showing a card back, unexplained (play
                # tests): what changes with other players is said in one place
                + "\n\n"
                + tr(
                    "With 2 to 4 players there is no timer but three stacks, two of them face up;"
                    " the other players' gardens are shown smaller around yours, and you take"
                    " turns. When you take a face-up card, its stack shows a card back until you"
                    " place it: then the next card turns up. The best score wins; on a tie,"
                    " whoever removed fewer cards. Against other players, Hint (%1) shows you a"
                    " good move and says why; a solo game, played for its rank, has none."
                ).replace("%1", QKeySequence("H").toString(QKeySequence.SequenceFormat.NativeText))
                + "\n\n"
                + tr(
                    "Press Next (Enter) to finish this game on your own: the teaching overlay and"
                    " the score preview stay on."
                )
            ),
            tells_next=True,
        ),
        FlowersStep(
            tr("Free game"),
            lambda s: (
                tr(
                    "Play on: draw and place until a stack runs out (with the keys, 1 or 2 draws"
                    " and Enter places). Hover a green frame, or move"
                    " the blue one with the arrow keys, to see what your score would become."
                )
                # the number in brackets puzzled a learner (play test)
                + " "
                + _preview_line()
                # H said "no hints in a solo game: its score and rank are yours", untrue of a
                # lesson, whose game is recorded nowhere: it has them, and says so
                + "\n\n"
                + tr(
                    "Not sure which move is best? Press %1 (Hint): a good move is framed on the"
                    " table, and the words under this step say why. The lesson has hints; a solo"
                    " game of your own, played for its rank, has none."
                ).replace("%1", QKeySequence("H").toString(QKeySequence.SequenceFormat.NativeText))
            ),
            free=True,
        ),
    ]


def scripted_garden() -> tuple[Cell, ...]:
    """The cells of the garden the script grows: the lesson's table is laid out for it from
    the start. Laid out for the garden as it grew, the table was drawn smaller at the fourth
    step and again at the fifth, and the stacks', the hand's and the score's column narrowed
    with it (play test)."""
    state = GAME.new_game(OPTIONS, SEED)
    for step in lesson_steps():
        for action in (*step.auto, *step.expect, *step.after):
            state = GAME.apply(state, action)
    return tuple(state.areas[0])


def _wrong_move_texts() -> tuple[str, str]:
    """What the lesson says on a draw, then on a placement, that it did not ask for."""
    return (
        tr("Not that one: for this lesson, take the card in the orange frame."),
        tr("Almost! For this lesson, put the card on the orange frame."),
    )


class FlowersLesson(ScriptedLesson):
    """The Flowers board on the left, the teacher on the right; the learner plays alone."""

    board: FlowersBoard
    steps: list[FlowersStep]

    def __init__(
        self,
        parent: QWidget | None = None,
        auto_delay_ms: int = 450,
        new_game: Callable[[int], bool] | None = None,
    ) -> None:
        super().__init__(
            parent,
            auto_delay_ms,
            new_game,
            board_class=FlowersBoard,
            session=Session(GAME, OPTIONS, SEED),
            script=lesson_steps,
            broken=script_problem(GAME, OPTIONS, SEED, lesson_steps()),
            size=QSize(1400, 860),
        )
        self.board.view.viewport().installEventFilter(self)
        if self.broken is None:
            self.board.laid_for = scripted_garden()

    def panel_width(self, window_width: int) -> int:
        """Narrower beside the board in a small window (``PANEL_SHARE``, down to
        ``PANEL_LEAST``): laid out for the whole garden the script grows, a garden wider
        than tall, the table beside a 360-pixel panel drew its cards 43 pixels wide at
        1024×640 (play tester, session 55); beside 300 pixels, 50, while the steps' words,
        shorter than Petal Plotters', still fit as they did (in English)."""
        return max(PANEL_LEAST, min(PANEL_WIDTH, int(window_width * PANEL_SHARE)))

    def _window_title(self) -> str:
        return tr("Flowers lesson")

    def _watch_text(self) -> str:
        return tr("Watch…")

    def _your_move_text(self) -> str:
        return tr("Your move: follow the orange frame.")

    def _keys_text(self, wanted: Action) -> str:
        if isinstance(wanted, Draw):
            # the blue frame then waits on the orange one: Enter places the card there
            return tr("Keys: %1 draws the card, Enter places it on the orange frame.").replace(
                "%1", str(wanted.stack + 1)
            )
        return tr("Keys: the arrows move the blue frame, Enter places the card.")

    def _wrong_move_text(self, wanted: Action, action: Action) -> str:
        draw, place = _wrong_move_texts()
        return draw if isinstance(wanted, Draw) else place

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """A press on a card to draw or to place takes away the word on a wrong move: "Almost!
        For this lesson, put the card on the orange frame" stayed in the panel while the next
        drag was under way (play tester 129). Another wrong move says it again."""
        if (
            isinstance(event, QMouseEvent)
            and event.type() is QEvent.Type.MouseButtonPress
            and self.panel.message_label.text() in _wrong_move_texts()
            and self._on_a_card(event.position().toPoint())
        ):
            self._say("")
        return False

    def _on_a_card(self, point: QPoint) -> bool:
        """Is ``point`` (in the board's viewport) on the held card or a stack's top card?"""
        board = self.board
        if board.state is None:
            return False
        cards = {board.held_item(), *map(board.stack_item, range(len(board.state.stacks)))}
        return any(item in cards for item in board.view.items(point))

    def _point(self) -> None:
        step = self.step
        action = self.expected()
        if action is None:
            # no frame while the lesson still plays its own moves ("Watch…"): on an empty
            # cell it read as a place to put the card in hand
            quiet = step.free or step.expect or self._auto_queue
            self.board.show_hints(() if quiet else step.hint_cells)
        else:
            # after a draw, the cell the card goes to is framed from the start: a card dragged
            # straight from its stack is drawn only as it is dropped, and the text says "drop
            # it on the orange frame"
            self.board.point_to(step.expect[len(step.done) :])


def start_lesson(window: Any) -> None:
    """Open the Flowers lesson in its own window, on top of ``window`` (None: on its own)."""
    open_lesson(window, "flowers", FlowersLesson)
