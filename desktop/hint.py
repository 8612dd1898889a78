"""Hints: on request, the move the strongest computer player would make in the player's place.

The engine decides, from the view of the player to move (a hint knows no more than they do),
off the GUI thread as a computer's move is; the board frames the move as a lesson frames its
steps, and the window names it. A learner at the table had no way to ask what a good move was
(play test).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, Signal

from desktop.ai_worker import AiWorker
from desktop.i18n import tr_note
from engine.core.actions import Action
from engine.core.ai import Agent, CancelToken, make_agent
from engine.core.game import Game
from engine.core.notes import Note

HINT_LEVEL = "hard"
"""The computer player whose move a hint gives: the strongest."""
HINT_ITERATIONS = 800
"""The hint's search, counted in iterations rather than time: about what ``hard`` searches in
its time budget, and the same hint for one position on every ask, at any machine's speed."""


@dataclass(frozen=True)
class Hint:
    """The move hinted at, and why (the game's ``hint_reason``; None: no reason to give)."""

    move: Action
    reason: Note | None


def hint_text(found: Hint, move: str, names: Sequence[str]) -> str:
    """What a hint says: its move (``move``, in the board's words) and why, from what the
    player knows, not only the move; a game's window and a lesson say it alike. (The words
    keep the context of the window, where they were first translated.)"""
    hint = QCoreApplication.translate("MainWindow", "Hint: {move}").format(move=move)
    if found.reason is None:
        return hint
    return QCoreApplication.translate("MainWindow", "{hint}. {reason}").format(
        hint=hint, reason=tr_note(found.reason, names)
    )


@dataclass
class _ReasonedSearch:
    """The hint's search, the game's last word on its move (``Game.hint_move``), then its
    reason, all in the hint's thread: the reason samples worlds and plays out the move's
    steps in each, and on the screen's thread it held the window still for up to 0.2 s (five
    players, an exchange between Garrisons)."""

    agent: Agent

    def choose(
        self, game: Game[Any, Any], view: Any, player: int, cancel: CancelToken | None = None
    ) -> Hint:
        move = game.hint_move(view, player, self.agent.choose(game, view, player, cancel))
        return Hint(move, game.hint_reason(view, player, move))


class HintSeeker(QObject):
    """One hint at a time. ``found`` carries the ``Hint`` for the table it was asked on;
    ``failed`` a reason, in English, that the search broke."""

    found = Signal(object)
    failed = Signal(str)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        # a thread, not the computer players' process: it must never wait behind their moves
        self._worker = AiWorker(self, use_process=False)
        self._worker.move_ready.connect(self._on_move)
        self._worker.failed.connect(self._on_failed)
        self._request: int | None = None

    @property
    def seeking(self) -> bool:
        return self._request is not None

    def seek(self, game: Game[Any, Any], view: Any, player: int, seed: int) -> None:
        """Look for ``player``'s move on ``view`` (their own view, never the full state).
        ``seed``: drawn from the table, as a computer seat's is from the game's."""
        agent = make_agent(HINT_LEVEL, seed=seed, iterations=HINT_ITERATIONS)
        self._request = self._worker.request(_ReasonedSearch(agent), game, view, player)

    def cancel(self) -> None:
        """The table changed: a hint still being sought would be about the one before."""
        if self._request is not None:
            self._request = None
            self._worker.cancel()

    def shutdown(self) -> None:
        self.cancel()
        self._worker.shutdown()

    def _on_move(self, request: int, hint: Hint) -> None:
        if request == self._request:
            self._request = None
            self.found.emit(hint)

    def _on_failed(self, message: str) -> None:
        if self._request is not None:
            self._request = None
            self.failed.emit(message)
