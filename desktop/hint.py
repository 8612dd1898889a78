"""Hints: on request, the move the strongest computer player would make in the player's place.

The engine decides, from the view of the player to move (a hint knows no more than they do),
off the GUI thread as a computer's move is; the board frames the move as a lesson frames its
steps, and the window names it. A learner at the table had no way to ask what a good move was
(play test).
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QObject, Signal

from desktop.ai_worker import AiWorker
from engine.core.actions import Action
from engine.core.ai import make_agent
from engine.core.game import Game

HINT_LEVEL = "hard"
"""The computer player whose move a hint gives: the strongest."""
HINT_ITERATIONS = 800
"""The hint's search, counted in iterations rather than time: about what ``hard`` searches in
its time budget, and the same hint for one position on every ask, at any machine's speed."""


class HintSeeker(QObject):
    """One hint at a time. ``found`` carries the move for the table the hint was asked on;
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
        self._request = self._worker.request(agent, game, view, player)

    def cancel(self) -> None:
        """The table changed: a hint still being sought would be about the one before."""
        if self._request is not None:
            self._request = None
            self._worker.cancel()

    def shutdown(self) -> None:
        self.cancel()
        self._worker.shutdown()

    def _on_move(self, request: int, action: Action) -> None:
        if request == self._request:
            self._request = None
            self.found.emit(action)

    def _on_failed(self, message: str) -> None:
        if self._request is not None:
            self._request = None
            self.failed.emit(message)
