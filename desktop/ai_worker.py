"""Runs an AI agent off the GUI thread so the window never freezes; cancellable at once.

The agent runs in a QThread. Its answer comes back through a queued signal and is checked
against the current request id, so an answer from a cancelled request (undo, new game, quit)
is dropped even if it arrives late. An optional minimum delay holds a quick answer back so
people can follow the AI's moves; the hold is a QTimer that cancel() stops too.
"""

from __future__ import annotations

import sys
from typing import Any

from PySide6.QtCore import QElapsedTimer, QObject, QThread, QTimer, Signal

from engine.core.actions import Action
from engine.core.ai import Agent, AgentCancelled, CancelToken
from engine.core.game import Game

GUI_SWITCH_INTERVAL_S = 0.002
"""How often CPython lets another thread take the GIL while an agent computes. The default
(5 ms) is fine; a little lower keeps the GUI's longest wait for the GIL well below a frame."""


class _AgentThread(QThread):
    chosen = Signal(int, object)
    failed = Signal(int, str)

    def __init__(
        self, request: int, agent: Agent, game: Game[Any, Any], view: Any, player: int
    ) -> None:
        super().__init__()
        self.request = request
        self.agent, self.game, self.view, self.player = agent, game, view, player
        self.token = CancelToken()

    def run(self) -> None:
        try:
            action = self.agent.choose(self.game, self.view, self.player, self.token)
        except AgentCancelled:
            return
        except Exception as error:  # an engine bug must not kill the app; report it instead
            self.failed.emit(self.request, f"{type(error).__name__}: {error}")
            return
        if not self.token.cancelled:
            self.chosen.emit(self.request, action)


class AiWorker(QObject):
    """One agent move at a time. ``move_ready`` carries (request id, action)."""

    move_ready = Signal(int, object)
    thinking_changed = Signal(bool)
    failed = Signal(str)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        if sys.getswitchinterval() > GUI_SWITCH_INTERVAL_S:
            sys.setswitchinterval(GUI_SWITCH_INTERVAL_S)
        self._thread: _AgentThread | None = None
        self._request = 0
        self._old: list[_AgentThread] = []
        self._min_delay_ms = 0
        self._clock = QElapsedTimer()
        self._hold = QTimer(self)
        self._hold.setSingleShot(True)
        self._hold.timeout.connect(self._release)
        self._held: tuple[int, Action] | None = None

    @property
    def busy(self) -> bool:
        """True from a request until its move is delivered or cancelled."""
        return self._thread is not None or self._held is not None

    def set_min_delay(self, milliseconds: int) -> None:
        self._min_delay_ms = max(0, int(milliseconds))

    def request(self, agent: Agent, game: Game[Any, Any], view: Any, player: int) -> int:
        """Start thinking; returns the request id that ``move_ready`` will carry."""
        self.cancel()
        self._request += 1
        request = self._request
        thread = _AgentThread(request, agent, game, view, player)
        thread.chosen.connect(self._on_chosen)
        thread.failed.connect(self._on_failed)
        thread.finished.connect(self._on_finished)
        self._thread = thread
        self._clock.start()
        self.thinking_changed.emit(True)
        thread.start()
        return request

    def _on_chosen(self, request: int, action: Action) -> None:
        if request != self._request or self._thread is None:
            return
        self._old.append(self._thread)
        self._thread = None
        remaining = self._min_delay_ms - self._clock.elapsed()
        self._held = (request, action)
        if remaining > 0:
            self._hold.start(int(remaining))
        else:
            self._release()

    def _release(self) -> None:
        if self._held is None:
            return
        request, action = self._held
        self._held = None
        self.thinking_changed.emit(False)
        self.move_ready.emit(request, action)

    def _on_failed(self, request: int, message: str) -> None:
        if request != self._request or self._thread is None:
            return
        self._old.append(self._thread)
        self._thread = None
        self.thinking_changed.emit(False)
        self.failed.emit(message)

    def _on_finished(self) -> None:
        for thread in [thread for thread in self._old if thread.isFinished()]:
            self._old.remove(thread)
            thread.deleteLater()

    def cancel(self) -> None:
        """Stop the current agent (undo, new game, quit); its answer is dropped."""
        was_busy = self.busy
        self._hold.stop()
        self._held = None
        if self._thread is not None:
            self._thread.token.cancel()
            self._old.append(self._thread)
            self._thread = None
        self._request += 1
        if was_busy:
            self.thinking_changed.emit(False)

    def shutdown(self, timeout_ms: int = 5000) -> None:
        """Cancel and wait for every thread (before the app quits)."""
        self.cancel()
        for thread in list(self._old):
            thread.wait(timeout_ms)
        self._old.clear()
