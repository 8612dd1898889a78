"""Hints: on request, the move the strongest computer player would make in the player's place.

The engine decides, from the view of the player to move (a hint knows no more than they do),
off the GUI thread as a computer's move is; the board frames the move as a lesson frames its
steps, and the window names it. A learner at the table had no way to ask what a good move was
(play test).
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from dataclasses import dataclass
from typing import Any

import shiboken6
from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QWidget

from desktop.ai_worker import AiWorker
from desktop.i18n import tr_note
from engine.core.actions import Action
from engine.core.ai import Agent, CancelToken, make_agent
from engine.core.game import Game
from engine.core.notes import Note
from engine.core.session import Session

HINT_LEVEL = "hard"
"""The computer player whose move a hint gives: the strongest."""
MODIFIER_KEYS = (Qt.Key.Key_Shift, Qt.Key.Key_Control, Qt.Key.Key_Alt, Qt.Key.Key_Meta)
"""Keys that do nothing on a table alone: held for another key, they leave a hint its frame."""
PLAY_KEYS = (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space)
"""Keys that play the framed move: held while a hint is sought (``HintSeeker``)."""
HINT_ITERATIONS = 800
"""The hint's search, counted in iterations rather than time: about what ``hard`` searches in
its time budget, and the same hint for one position on every ask, at any machine's speed."""


@dataclass(frozen=True)
class Hint:
    """The move hinted at, why (the game's ``hint_reason``; None: no reason to give), and
    what it works toward (``hint_aim``; None: nothing named), for the player's next hint."""

    move: Action
    reason: Note | None
    aim: Hashable | None = None


class HintAims:
    """The aim of each player's last hint in the game on the table, handed back to their next
    hint (``Game.hint_move``): worked out from the view alone, a Petal Plotters hint changed
    the card it worked toward from one turn to the next for a few points of sampled chance.

    An aim is kept with the moves played before its hint, and given back only on a later
    table of that same line of play: undone past, or left for other moves after an undo, it
    was the plan of a game no longer on the table, and the player's hint before it holds (a
    stale aim would hold the hint to it up to 5 points below the best). A hint that names no
    aim leaves the one before it. A new game or one opened is another session: it has none."""

    def __init__(self) -> None:
        self._session: Session | None = None
        self._aims: dict[tuple[int, tuple[Action, ...]], Hashable] = {}
        """By player and the moves played before their hint, its aim."""

    def last(self, session: Session, player: int) -> Hashable | None:
        """The aim of ``player``'s last hint on an earlier table of ``session``'s line of play
        (the latest such table), None if none."""
        if session is not self._session:
            return None
        line = session.actions
        earlier = [
            (len(before), aim)
            for (seat, before), aim in self._aims.items()
            if seat == player and len(before) < len(line) and line[: len(before)] == before
        ]
        return max(earlier, key=lambda entry: entry[0])[1] if earlier else None

    def keep(self, session: Session, player: int, aim: Hashable | None) -> None:
        """``aim``, of ``player``'s hint on ``session``'s table now."""
        if session is not self._session:
            self._session, self._aims = session, {}
        if aim is not None:
            self._aims[player, tuple(session.actions)] = aim


def hint_goes_on(
    session: Session | None, asked_on: tuple[Session, int] | None, found: Hint | None
) -> bool:
    """Was ``session``'s move just played the move of the hint ``found`` on the table it was
    asked on (``asked_on``: the session and its move count), its player's turn going on (a
    Flowers card drawn, to be placed; a Petal Plotters ability, its target to choose)? Then
    the hint's next step is sought at once, as the window and a lesson both do: Enter after
    taking the hinted card put it in the keyboard frame's place, not the hint's (play tester
    166); in the lesson the hint went with the ability played, its target unnamed (play
    tester 210)."""
    if session is None or found is None or not session.cursor:
        return False
    played = session.cursor - 1
    return (
        asked_on == (session, played)
        and session.action_at(played) == found.move
        and not session.ends_turn(played)
    )


def hint_text(found: Hint, move: str, names: Sequence[str]) -> str:
    """What a hint says: its move (``move``, in the board's words) and why, from what the
    player knows, not only the move; a game's window and a lesson say it alike. (The words
    keep the context of the window, where they were first translated.)"""
    # the move as advice, in its game's words for a hint ("Conseil : ajoutez …", "Tipp: Nimm …")
    hint = QCoreApplication.translate("MainWindow", "Hint: {move}").format(move=move)
    if found.reason is None:
        return hint
    return QCoreApplication.translate("MainWindow", "{hint}. {reason}").format(
        hint=hint, reason=tr_note(found.reason, names)
    )


@dataclass
class _ReasonedSearch:
    """The hint's search (none for a step the player's last hint planned,
    ``Game.hint_planned``), the game's last word on its move (``Game.hint_move``), then its
    reason, all in the hint's thread: the reason samples worlds and plays out the move's
    steps in each, and on the screen's thread it held the window still for up to 0.2 s (five
    players, an exchange between Garrisons)."""

    agent: Agent
    aim: Hashable | None = None
    """The aim of the player's last hint in the game (``HintAims``)."""

    @property
    def level(self) -> str:
        """The level whose search the hint runs (``Agent``: the worker's log names it)."""
        return self.agent.level

    def choose(
        self, game: Game[Any, Any], view: Any, player: int, cancel: CancelToken | None = None
    ) -> Hint:
        move = game.hint_planned(view, player, self.aim)
        if move is None:
            searched = self.agent.choose(game, view, player, cancel)
            move = game.hint_move(view, player, searched, self.aim)
        return Hint(move, game.hint_reason(view, player, move), game.hint_aim(view, player, move))


class HintSeeker(QObject):
    """One hint at a time. ``found`` carries the ``Hint`` for the table it was asked on, and
    whether it may frame its move there; ``failed`` a reason, in English, that the search
    broke.

    A hint takes the keyboard frame to its move (``GameBoard.point_to``), but the search
    takes up to a second, and a person who pressed → meanwhile lost the card they had just
    framed to the hint's. So a key pressed on the table, or a click on it, while the hint is
    sought says the person has gone on without it: the hint is told, in words, and outlined
    in orange, but leaves the keyboard's frame where they put it (asked again, the same hint
    takes the frame to its move). A move played meanwhile changes the table, and the window
    drops the hint sought (``cancel``)."""

    found = Signal(object, bool)
    """The hint, and whether the keyboard's frame may go to its move (False: the person acted
    meanwhile, and held no Enter for the hint)."""
    failed = Signal(str)
    play_key_held = Signal()
    """A key that plays the framed move was pressed on the table while the hint was sought,
    and kept from it: H then Enter at once played the move framed before the hint, not the
    hint's (play testers, session 55)."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        # a thread, not the computer players' process: it must never wait behind their moves
        self._worker = AiWorker(self, use_process=False)
        self._worker.move_ready.connect(self._on_move)
        self._worker.failed.connect(self._on_failed)
        self._request: int | None = None
        self._table: QWidget | None = None
        """The table the hint is sought for, watched for the person's keys and clicks."""
        self._acted = False
        """A key was pressed on ``_table``, or it was clicked, since the hint was asked."""
        self._play_held = False
        """A key that plays the framed move was held from it (``play_key_held``): the hint
        takes the frame, as the words that held it said, though an arrow moved it before."""

    @property
    def seeking(self) -> bool:
        return self._request is not None

    def seek(
        self,
        game: Game[Any, Any],
        view: Any,
        player: int,
        seed: int,
        aim: Hashable | None = None,
        table: QWidget | None = None,
    ) -> None:
        """Look for ``player``'s move on ``view`` (their own view, never the full state).
        ``seed``: drawn from the table, as a computer seat's is from the game's. ``aim``: that
        of the player's last hint in the game (``HintAims``). ``table``: the board's widget,
        whose keys and clicks meanwhile keep the hint off its frame."""
        agent = make_agent(HINT_LEVEL, seed=seed, iterations=HINT_ITERATIONS)
        self._request = self._worker.request(_ReasonedSearch(agent, aim), game, view, player)
        self._watch(table)

    def cancel(self) -> None:
        """The table changed: a hint still being sought would be about the one before."""
        self._watch(None)
        if self._request is not None:
            self._request = None
            self._worker.cancel()

    def _watch(self, table: QWidget | None) -> None:
        """Watch ``table`` for the person's keys and clicks (None: no more)."""
        app = QCoreApplication.instance()
        if self._table is not None and app is not None:
            app.removeEventFilter(self)
        self._table, self._acted, self._play_held = table, False, False
        if table is not None and app is not None:
            app.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if (
            kind in (QEvent.Type.KeyPress, QEvent.Type.MouseButtonPress)
            and not (isinstance(event, QKeyEvent) and event.key() in MODIFIER_KEYS)
            and isinstance(watched, QWidget)
            and self._table is not None
            and shiboken6.isValid(self._table)  # a board closed while the hint is sought
            and (watched is self._table or self._table.isAncestorOf(watched))
        ):
            if (
                isinstance(event, QKeyEvent)
                and event.key() in PLAY_KEYS
                and not event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier
            ):
                self._play_held = True
                self.play_key_held.emit()
                return True  # the frame may move to the hint's move: it waits for it
            self._acted = True
        return False

    def shutdown(self) -> None:
        self.cancel()
        self._worker.shutdown()

    def _on_move(self, request: int, hint: Hint) -> None:
        if request == self._request:
            self._request = None
            framed = not self._acted or self._play_held
            self._watch(None)
            self.found.emit(hint, framed)

    def _on_failed(self, message: str) -> None:
        if self._request is not None:
            self._request = None
            self._watch(None)
            self.failed.emit(message)
