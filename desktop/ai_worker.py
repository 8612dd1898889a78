"""Runs an AI agent off the GUI thread so the window never freezes; cancellable at once."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QObject, QThread, Signal

from engine.core.actions import Action
from engine.core.ai import Agent, AgentCancelled, CancelToken
from engine.core.game import Game


class _AgentThread(QThread):
    chosen = Signal(object)

    def __init__(self, agent: Agent, game: Game[Any, Any], view: Any, player: int) -> None:
        super().__init__()
        self.agent, self.game, self.view, self.player = agent, game, view, player
        self.token = CancelToken()

    def run(self) -> None:
        try:
            action = self.agent.choose(self.game, self.view, self.player, self.token)
        except AgentCancelled:
            return
        if not self.token.cancelled:
            self.chosen.emit(action)


class AiWorker(QObject):
    """One agent move at a time. ``move_ready`` carries (request id, action)."""

    move_ready = Signal(int, object)
    thinking_changed = Signal(bool)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._thread: _AgentThread | None = None
        self._request = 0
        self._old: list[_AgentThread] = []

    @property
    def busy(self) -> bool:
        return self._thread is not None

    def request(self, agent: Agent, game: Game[Any, Any], view: Any, player: int) -> int:
        """Start thinking; returns the request id that ``move_ready`` will carry."""
        self.cancel()
        self._request += 1
        request = self._request
        thread = _AgentThread(agent, game, view, player)
        thread.chosen.connect(lambda action, request=request: self._deliver(request, action))
        thread.finished.connect(lambda thread=thread: self._finished(thread))
        self._thread = thread
        self.thinking_changed.emit(True)
        thread.start()
        return request

    def _deliver(self, request: int, action: Action) -> None:
        if request == self._request and self._thread is not None:
            self._thread = None
            self.thinking_changed.emit(False)
            self.move_ready.emit(request, action)

    def _finished(self, thread: _AgentThread) -> None:
        if thread in self._old:
            self._old.remove(thread)

    def cancel(self) -> None:
        """Stop the current agent (undo, new game, quit); its answer is dropped."""
        if self._thread is not None:
            self._thread.token.cancel()
            if self._thread.isRunning():
                self._old.append(self._thread)
            self._thread = None
            self._request += 1
            self.thinking_changed.emit(False)

    def shutdown(self) -> None:
        """Cancel and wait for every thread (before the app quits)."""
        self.cancel()
        for thread in list(self._old):
            thread.wait(5000)
        self._old.clear()
