"""Runs AI agents away from the GUI so the window never freezes; cancellable at once.

An agent is pure Python and CPU-bound. In a thread it would hold the GIL, and every Qt call
the GUI thread makes that releases and re-takes the GIL would wait for it: a board repaint of
a few dozen calls then stalls for 50-100 ms. So agents run in a separate process (spawned,
never forked, because the GUI process has threads). The process is started ahead of time when
a game has AI seats and reused for every move. Requests carry an id; cancelling raises a
shared "cancelled up to" counter that the agent's CancelToken reads, and an answer to a
cancelled request is dropped even if it arrives late. Results are polled by a QTimer, so no
Python thread runs in the GUI process at all.

If a process cannot be started (a restricted sandbox), agents run in a QThread instead.
Each request may carry a shortest delay that holds a quick answer back so people can follow
the AI's moves (the controller chooses it, step by step).
"""

from __future__ import annotations

import contextlib
import multiprocessing
import multiprocessing.connection
import sys
from typing import Any

from PySide6.QtCore import QElapsedTimer, QObject, QThread, QTimer, Signal

from engine.core.actions import Action
from engine.core.ai import Agent, AgentCancelled, CancelToken
from engine.core.game import Game

POLL_MS = 10
"""How often the GUI looks for an answer from the agent process."""
THREAD_SWITCH_INTERVAL_S = 0.002
"""In thread mode, how often CPython lets the GUI thread take the GIL back."""


# -- the agent process -----------------------------------------------------------------------
class _SharedCancelToken(CancelToken):
    """A CancelToken whose flag is the shared "cancelled up to request N" counter."""

    def __init__(self, cancelled_up_to: Any, request: int) -> None:
        super().__init__()
        self._cancelled_up_to = cancelled_up_to
        self._request = request

    def cancel(self) -> None:
        self._cancelled_up_to.value = max(self._cancelled_up_to.value, self._request)

    @property
    def cancelled(self) -> bool:
        return bool(self._cancelled_up_to.value >= self._request)

    def check(self) -> None:
        if self.cancelled:
            raise AgentCancelled()


def _serve(connection: multiprocessing.connection.Connection, cancelled_up_to: Any) -> None:
    """The agent process: answer (request, agent, game, view, player) until told to stop, or
    until nobody is left to answer (the window closed while the agent thought)."""
    while True:
        try:
            message = connection.recv()
        except (EOFError, OSError):
            return
        if message is None:
            return
        request, agent, game, view, player = message
        token = _SharedCancelToken(cancelled_up_to, request)
        try:
            if token.cancelled:
                raise AgentCancelled()
            reply = ("ok", request, agent.choose(game, view, player, token), agent)
        except AgentCancelled:
            reply = ("cancelled", request, None, None)
        except Exception as error:  # an engine bug must not kill the worker; report it
            reply = ("error", request, f"{type(error).__name__}: {error}", None)
        try:
            connection.send(reply)
        except OSError:
            # the window closed its end while the agent thought: a traceback on the console
            # ("Broken pipe") for an answer nobody waits for
            return


class _AgentProcess:
    """The spawned process, its pipe and the shared cancel counter."""

    def __init__(self) -> None:
        context = multiprocessing.get_context("spawn")
        self.cancelled_up_to = context.RawValue("q", 0)
        self.connection, child = context.Pipe(duplex=True)
        self.process = context.Process(
            target=_serve, args=(child, self.cancelled_up_to), name="bouquet-ai", daemon=True
        )
        self.process.start()
        child.close()

    def alive(self) -> bool:
        return self.process.is_alive()

    def stop(self, timeout_s: float = 2.0) -> None:
        with contextlib.suppress(OSError, ValueError):
            self.connection.send(None)
        self.process.join(timeout_s)
        if self.process.is_alive():
            self.process.terminate()
            self.process.join(1.0)
        self.connection.close()


# -- the thread fallback ---------------------------------------------------------------------
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


# -- the GUI side ----------------------------------------------------------------------------
class AiWorker(QObject):
    """One agent move at a time. ``move_ready`` carries (request id, action).

    ``agent_updated`` carries (player, agent) after a process answer: the agent's random
    generator moved on in the other process, and the copy replaces ours.
    """

    move_ready = Signal(int, object)
    thinking_changed = Signal(bool)
    failed = Signal(str)
    agent_updated = Signal(int, object)

    def __init__(self, parent: QObject | None = None, use_process: bool = True) -> None:
        super().__init__(parent)
        self.use_process = use_process
        self._process: _AgentProcess | None = None
        self._pending: tuple[int, int] | None = None  # (request, player) in the process
        self._pending_job: tuple[Agent, Game[Any, Any], Any, int] | None = None
        self._process_proven = False
        """True once the process has answered: a process that dies before its first answer
        cannot run here (a frozen or restricted platform), so agents move to a thread."""
        self._thread: _AgentThread | None = None
        self._request = 0
        self._old: list[_AgentThread] = []
        self._delay_ms = 0
        """The shortest time from the request being thought on to its move being delivered."""
        self._clock = QElapsedTimer()
        self._hold = QTimer(self)
        self._hold.setSingleShot(True)
        self._hold.timeout.connect(self._release)
        self._held: tuple[int, Action] | None = None
        self._poll = QTimer(self)
        self._poll.setInterval(POLL_MS)
        self._poll.timeout.connect(self._poll_process)

    @property
    def busy(self) -> bool:
        """True from a request until its move is delivered or cancelled."""
        return self._pending is not None or self._thread is not None or self._held is not None

    @property
    def mode(self) -> str:
        return "process" if self.use_process else "thread"

    def warm_up(self) -> None:
        """Start the agent process now, so the first AI move does not wait for it."""
        if self.use_process and (self._process is None or not self._process.alive()):
            try:
                self._process = _AgentProcess()
            except (OSError, RuntimeError, ValueError):
                self._process = None
                self.use_process = False

    def request(
        self, agent: Agent, game: Game[Any, Any], view: Any, player: int, delay_ms: int = 0
    ) -> int:
        """Start thinking; returns the request id that ``move_ready`` will carry, no sooner
        than ``delay_ms`` from now."""
        request = self._begin(delay_ms)
        if self.use_process:
            self.warm_up()
        if self.use_process and self._process is not None:
            try:
                self._process.connection.send((request, agent, game, view, player))
            except Exception as error:  # any send failure has the same remedy
                # the job cannot be serialised for the process, or the pipe broke:
                # think in a thread this time
                self._restart_process_later(error)
            else:
                self._pending = (request, player)
                self._pending_job = (agent, game, view, player)
                self._poll.start()
                return request
        self._start_thread(request, agent, game, view, player)
        return request

    def repeat(self, action: Action, delay_ms: int = 0) -> int:
        """Give ``action`` again as this seat's answer, as if just thought of (the thinking
        sign and the shortest delay as for a new one): the same table gets the same answer."""
        request = self._begin(delay_ms)
        self._deliver(request, action)
        return request

    def _begin(self, delay_ms: int) -> int:
        """A new request's id: the one before is dropped, and the clock of its delay starts."""
        self.cancel()
        self._request += 1
        self._delay_ms = max(0, delay_ms)
        self._clock.start()
        self.thinking_changed.emit(True)
        return self._request

    def _restart_process_later(self, error: Exception) -> None:
        """A request could not be sent. A broken pipe means the process is gone: drop it (and
        if it never answered, give processes up). An unpicklable request just uses a thread."""
        if not isinstance(error, OSError) or self._process is None:
            return
        self._process.stop(timeout_s=0.5)
        self._process = None
        if not self._process_proven:
            self.use_process = False

    def _start_thread(
        self, request: int, agent: Agent, game: Game[Any, Any], view: Any, player: int
    ) -> None:
        if sys.getswitchinterval() > THREAD_SWITCH_INTERVAL_S:
            sys.setswitchinterval(THREAD_SWITCH_INTERVAL_S)
        thread = _AgentThread(request, agent, game, view, player)
        thread.chosen.connect(self._on_thread_chosen)
        thread.failed.connect(self._on_thread_failed)
        thread.finished.connect(self._on_thread_finished)
        self._thread = thread
        thread.start()

    # -- answers ------------------------------------------------------------------------
    def _poll_process(self) -> None:
        process = self._process
        if process is None:
            self._poll.stop()
            return
        try:
            while process.connection.poll():
                status, request, payload, agent = process.connection.recv()
                self._on_process_answer(status, request, payload, agent)
        except (EOFError, OSError):
            self._process_died()
            return
        if self._pending is not None and not process.alive():
            self._process_died()
            return
        if self._pending is None:
            self._poll.stop()

    def _process_died(self) -> None:
        self._poll.stop()
        self._process = None
        if self._pending is None:
            return
        request = self._pending[0]
        job = self._pending_job
        self._pending = None
        self._pending_job = None
        if not self._process_proven and job is not None:
            self.use_process = False  # it never worked here: think in a thread from now on
            self._start_thread(request, *job)
            return
        self.thinking_changed.emit(False)
        self.failed.emit("the AI process stopped unexpectedly")

    def _on_process_answer(self, status: str, request: int, payload: Any, agent: Any) -> None:
        if self._pending is None or request != self._pending[0]:
            return  # an answer to a cancelled request
        player = self._pending[1]
        self._pending = None
        self._pending_job = None
        self._process_proven = True
        if status == "ok":
            self.agent_updated.emit(player, agent)
            self._deliver(request, payload)
        elif status == "error":
            self.thinking_changed.emit(False)
            self.failed.emit(str(payload))
        else:
            self.thinking_changed.emit(False)

    def _on_thread_chosen(self, request: int, action: Action) -> None:
        if request != self._request or self._thread is None:
            return
        self._old.append(self._thread)
        self._thread = None
        self._deliver(request, action)

    def _deliver(self, request: int, action: Action) -> None:
        remaining = self._delay_ms - self._clock.elapsed()
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

    def _on_thread_failed(self, request: int, message: str) -> None:
        if request != self._request or self._thread is None:
            return
        self._old.append(self._thread)
        self._thread = None
        self.thinking_changed.emit(False)
        self.failed.emit(message)

    def _on_thread_finished(self) -> None:
        for thread in [thread for thread in self._old if thread.isFinished()]:
            self._old.remove(thread)
            thread.deleteLater()

    # -- stopping -----------------------------------------------------------------------
    def cancel(self) -> None:
        """Stop the current agent (undo, new game, quit); its answer is dropped."""
        was_busy = self.busy
        self._hold.stop()
        self._held = None
        if self._pending is not None and self._process is not None:
            self._process.cancelled_up_to.value = self._pending[0]
        self._pending = None
        self._pending_job = None
        if self._thread is not None:
            self._thread.token.cancel()
            self._old.append(self._thread)
            self._thread = None
        self._request += 1
        if was_busy:
            self.thinking_changed.emit(False)

    def shutdown(self, timeout_ms: int = 5000) -> None:
        """Cancel, stop the agent process and wait for every thread (before the app quits)."""
        self.cancel()
        self._poll.stop()
        if self._process is not None:
            self._process.stop(timeout_ms / 1000)
            self._process = None
        for thread in list(self._old):
            thread.wait(timeout_ms)
        self._old.clear()
