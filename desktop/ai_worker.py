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

``bouquet --debug`` tells each request's story in the log (``LOG``): seat, level and time
budget when it is asked, when the agent received it, how long it thought, whether it was
cancelled, and an agent's error with its traceback. "The computer took 8 seconds" and "the
computer's move never came" could not be traced: the agent process's lines went nowhere. The
process does not write the log file itself: it sends its log records to the app over the
pipe its answers take (as ``logging.handlers.QueueHandler`` does to a queue), and the app
hands them to its own handler. One process then writes the file, so its lines never
interleave mid-line and its size cap and rotation (``crash_log.append``) need no lock between
processes; the records keep the agent's own time stamps; each is sent as it is made, so an
agent that never answers has still told when it received the request. Whether to log is read
from the app's logger when the process starts: without ``--debug`` nothing is sent.
"""

from __future__ import annotations

import contextlib
import logging
import logging.handlers
import multiprocessing
import multiprocessing.connection
import sys
import time
from typing import Any

from PySide6.QtCore import QElapsedTimer, QObject, QThread, QTimer, Signal

from engine.core.actions import Action
from engine.core.ai import Agent, AgentCancelled, CancelToken
from engine.core.game import Game

POLL_MS = 10
"""How often the GUI looks for an answer from the agent process."""
THREAD_SWITCH_INTERVAL_S = 0.002
"""In thread mode, how often CPython lets the GUI thread take the GIL back."""
LOG = logging.getLogger(__name__)
"""Each request's story, at debug level: written only with ``bouquet --debug``."""


def _budget(agent: Agent) -> str:
    """An agent's time budget in words: only a search has one, or a fixed number of
    iterations instead (``MctsAgent``)."""
    iterations = getattr(agent, "iterations", None)
    if iterations is not None:
        return f"{iterations} iterations, no clock"
    budget_s = getattr(agent, "budget_s", None)
    return "no time budget" if budget_s is None else f"time budget {budget_s:.2f} s"


def _decide(
    request: int,
    agent: Agent,
    game: Game[Any, Any],
    view: Any,
    player: int,
    token: CancelToken,
    where: str,
) -> Action:
    """``agent.choose``, its story told to ``LOG``: received, then decided, cancelled or
    failed (with the traceback), each with how long it thought."""
    LOG.debug(
        "request %d received in %s: seat %d, level %s, %s",
        request,
        where,
        player,
        agent.level,
        _budget(agent),
    )
    started = time.perf_counter()

    def thought_ms() -> float:
        return (time.perf_counter() - started) * 1000

    try:
        token.check()
        action = agent.choose(game, view, player, token)
    except AgentCancelled:
        LOG.debug("request %d cancelled after %.0f ms", request, thought_ms())
        raise
    except Exception:
        LOG.debug("request %d failed after %.0f ms", request, thought_ms(), exc_info=True)
        raise
    LOG.debug("request %d decided in %.0f ms: %r", request, thought_ms(), action)
    return action


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


class _PipeQueue:
    """The "queue" of the agent process's ``QueueHandler``: each record goes to the app
    over the pipe, as a ("log", 0, record, None) message among the answers."""

    def __init__(self, connection: multiprocessing.connection.Connection) -> None:
        self.connection = connection

    def put_nowait(self, record: logging.LogRecord) -> None:
        with contextlib.suppress(OSError):  # the window is gone: its answer will fail too
            self.connection.send(("log", 0, record, None))


def _serve(
    connection: multiprocessing.connection.Connection, cancelled_up_to: Any, debug: bool = False
) -> None:
    """The agent process (``_answer``); with ``debug``, ``LOG``'s records go to the app too,
    and an error that ends the process (a request it cannot read) with its traceback: the app
    can only tell that it stopped."""
    if debug:
        # a queue that is only put to: it needs no get
        LOG.addHandler(logging.handlers.QueueHandler(_PipeQueue(connection)))  # type: ignore[arg-type]
        LOG.setLevel(logging.DEBUG)
    try:
        _answer(connection, cancelled_up_to)
    except Exception:
        LOG.debug("the AI process stopped on an error", exc_info=True)
        raise


def _answer(connection: multiprocessing.connection.Connection, cancelled_up_to: Any) -> None:
    """Answer (request, agent, game, view, player) until told to stop, or until nobody is
    left to answer (the window closed while the agent thought)."""
    while True:
        try:
            message = connection.recv()
        except (EOFError, OSError):
            return
        if message is None:
            return
        request, agent, game, view, player = message
        token = _SharedCancelToken(cancelled_up_to, request)
        reply: tuple[str, int, Any, Agent | None]
        try:
            action = _decide(request, agent, game, view, player, token, "the AI process")
            reply = ("ok", request, action, agent)
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
        self.debug = LOG.isEnabledFor(logging.DEBUG)
        self.process = context.Process(
            target=_serve,
            args=(child, self.cancelled_up_to, self.debug),
            name="bouquet-ai",
            daemon=True,
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
            action = _decide(
                self.request, self.agent, self.game, self.view, self.player, self.token, "a thread"
            )
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
        self._unanswered: int | None = None
        """The request last sent to the process until it answers, even when cancelled: with
        ``--debug`` the poll waits for it, so its lines are logged when they are made."""
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
            except (OSError, RuntimeError, ValueError) as error:
                LOG.debug("the AI process could not start, agents think in a thread: %r", error)
                self._process = None
                self.use_process = False
            else:
                LOG.debug("the AI process started: pid %s", self._process.process.pid)

    def request(
        self, agent: Agent, game: Game[Any, Any], view: Any, player: int, delay_ms: int = 0
    ) -> int:
        """Start thinking; returns the request id that ``move_ready`` will carry, no sooner
        than ``delay_ms`` from now."""
        request = self._begin(delay_ms)
        LOG.debug(
            "request %d asked: seat %d, level %s, %s, shown no sooner than %d ms",
            request,
            player,
            agent.level,
            _budget(agent),
            self._delay_ms,
        )
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
                self._unanswered = request
                self._pending_job = (agent, game, view, player)
                self._poll.start()
                return request
        self._start_thread(request, agent, game, view, player)
        return request

    def repeat(self, action: Action, delay_ms: int = 0) -> int:
        """Give ``action`` again as this seat's answer, as if just thought of (the thinking
        sign and the shortest delay as for a new one): the same table gets the same answer."""
        request = self._begin(delay_ms)
        LOG.debug("request %d: the answer given before is given again", request)
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
        LOG.debug("a request could not be sent to the AI process: %r", error)
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
                if status == "log":
                    LOG.handle(payload)  # the agent process's line, with its time stamp
                    continue
                if request == self._unanswered:
                    self._unanswered = None
                self._on_process_answer(status, request, payload, agent)
        except (EOFError, OSError):
            self._process_died()
            return
        if self._pending is not None and not process.alive():
            self._process_died()
            return
        if self._pending is None and (self._unanswered is None or not process.debug):
            self._poll.stop()

    def _process_died(self) -> None:
        LOG.debug("the AI process stopped unexpectedly")
        self._poll.stop()
        self._process = None
        self._unanswered = None
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
            LOG.debug("request %d: its answer (%s) came after it was cancelled", request, status)
            return
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
        LOG.debug("request %d: move given %d ms after it was asked", request, self._clock.elapsed())
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
        if was_busy:
            LOG.debug("request %d cancelled by the app", self._request)
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
