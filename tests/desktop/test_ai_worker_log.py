"""``bouquet --debug`` tells each computer move's story in the log, the agent process's part
too: "the computer took 8 seconds" and "the computer's move never came" could not be traced,
for the process's lines went nowhere. Without the flag nothing is written."""

from __future__ import annotations

import re
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from desktop import crash_log
from desktop.ai_worker import AiWorker
from engine.core.ai import CancelToken, make_agent
from engine.core.game import Game
from tests.desktop.shell.fakes import FakeGame, FakeOptions, Play
from tests.desktop.shell.test_debug_log import root_logger_kept  # noqa: F401 (autouse fixture)

STAMP = r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}\+00:00 DEBUG desktop\.ai_worker: "
SEAT = 1


class BrokenAgent:
    """An agent with an engine bug (in a module the agent process can import)."""

    level = "normal"

    def choose(
        self, game: Game[Any, Any], view: Any, player: int, cancel: CancelToken | None = None
    ) -> Any:
        raise RuntimeError("the engine broke")


class EndlessAgent:
    """An agent that thinks until it is cancelled, and is slow to notice: its answer comes
    after the app has stopped waiting for it."""

    level = "hard"
    budget_s = 30.0

    def choose(
        self, game: Game[Any, Any], view: Any, player: int, cancel: CancelToken | None = None
    ) -> Any:
        assert cancel is not None
        while True:
            cancel.check()
            time.sleep(0.3)


@pytest.fixture(autouse=True)
def log_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The log goes to a temporary folder; the root logger is kept as it was by the debug
    log tests' fixture (``root_logger_kept``, autouse, imported)."""
    monkeypatch.setenv("BOUQUET_HOME", str(tmp_path / "home"))


@pytest.fixture
def worker(qtbot) -> Iterator[AiWorker]:  # type: ignore[no-untyped-def]
    """A worker whose agents think in their own process, as the app's do."""
    worker = AiWorker()
    yield worker
    worker.shutdown()


def ask(worker: AiWorker, agent: Any) -> int:
    """Ask ``agent`` for seat 1's move at the start of a fake game; returns the request."""
    game = FakeGame()
    state = game.new_game(FakeOptions(players=2), seed=3)
    state = game.apply(state, Play(card=state.hands[0][0]))  # seat 0 played: seat 1's turn
    assert game.current_player(state) == SEAT
    return worker.request(agent, game, game.view(state, SEAT), SEAT)


def log_lines() -> list[str]:
    path = crash_log.log_path()
    return path.read_text(encoding="utf-8").splitlines() if path.exists() else []


def line_matching(pattern: str) -> int:
    """The index of the one log line that is ``pattern`` after a time stamp."""
    found = [i for i, line in enumerate(log_lines()) if re.fullmatch(STAMP + pattern, line)]
    assert len(found) == 1, (pattern, log_lines())
    return found[0]


def test_with_debug_a_move_the_process_decides_is_told_step_by_step(
    worker: AiWorker, qtbot
) -> None:  # type: ignore[no-untyped-def]
    crash_log.start_debug_log()
    with qtbot.waitSignal(worker.move_ready, timeout=30_000):
        request = ask(worker, make_agent("hard", seed=2, budget_s=0.05))
    assert worker.mode == "process"
    asked = line_matching(
        rf"request {request} asked: seat 1, level hard, time budget 0\.05 s,"
        r" shown no sooner than 0 ms"
    )
    received = line_matching(
        rf"request {request} received in the AI process: seat 1, level hard,"
        r" time budget 0\.05 s"
    )
    decided = line_matching(rf"request {request} decided in \d+ ms: \w+\(.*\)")
    given = line_matching(rf"request {request}: move given \d+ ms after it was asked")
    assert asked < received < decided < given


def test_with_debug_an_agent_error_in_the_process_leaves_its_traceback(
    worker: AiWorker, qtbot
) -> None:  # type: ignore[no-untyped-def]
    crash_log.start_debug_log()
    with qtbot.waitSignal(worker.failed, timeout=30_000) as failure:
        request = ask(worker, BrokenAgent())
    assert failure.args == ["RuntimeError: the engine broke"]
    failed = line_matching(rf"request {request} failed after \d+ ms")
    traceback = log_lines()[failed + 1 :]
    assert traceback[0] == "Traceback (most recent call last):", traceback
    assert any('raise RuntimeError("the engine broke")' in line for line in traceback)
    assert "RuntimeError: the engine broke" in traceback


def test_with_debug_a_request_cancelled_while_the_process_thinks_says_so(
    worker: AiWorker, qtbot
) -> None:  # type: ignore[no-untyped-def]
    crash_log.start_debug_log()
    request = ask(worker, EndlessAgent())
    received = (
        rf"request {request} received in the AI process: seat 1, level hard, time budget 30\.00 s"
    )
    qtbot.waitUntil(
        lambda: any(re.fullmatch(STAMP + received, line) for line in log_lines()), timeout=30_000
    )
    worker.cancel()
    cancelled = rf"request {request} cancelled after \d+ ms"
    qtbot.waitUntil(
        lambda: any(re.fullmatch(STAMP + cancelled, line) for line in log_lines()), timeout=10_000
    )
    assert line_matching(rf"request {request} cancelled by the app") < line_matching(cancelled)


def test_without_debug_nothing_is_written(worker: AiWorker, qtbot) -> None:  # type: ignore[no-untyped-def]
    with qtbot.waitSignal(worker.move_ready, timeout=30_000):
        ask(worker, make_agent("hard", seed=2, budget_s=0.05))
    with qtbot.waitSignal(worker.failed, timeout=30_000):
        ask(worker, BrokenAgent())
    assert worker.mode == "process"
    assert not crash_log.log_path().exists()


def unreadable() -> None:
    raise RuntimeError("this request cannot be read")


class UnreadableAgent(BrokenAgent):
    """An agent the process cannot unpickle: the error ends the process before any agent
    thinks."""

    def __reduce__(self) -> tuple[Any, tuple[()]]:
        return unreadable, ()


def test_with_debug_an_error_that_ends_the_process_leaves_its_traceback(
    worker: AiWorker, qtbot
) -> None:  # type: ignore[no-untyped-def]
    crash_log.start_debug_log()
    ask(worker, UnreadableAgent())
    qtbot.waitUntil(lambda: worker.mode == "thread", timeout=30_000)  # the process is gone
    stopped = line_matching(r"the AI process stopped on an error")
    traceback = log_lines()[stopped + 1 :]
    assert traceback[0] == "Traceback (most recent call last):", traceback
    assert "RuntimeError: this request cannot be read" in traceback


def test_with_debug_a_move_thought_in_a_thread_is_told_alike(qtbot) -> None:  # type: ignore[no-untyped-def]
    """Where no process can start, agents think in a thread: their lines are the same."""
    crash_log.start_debug_log()
    worker = AiWorker(use_process=False)
    with qtbot.waitSignal(worker.move_ready, timeout=30_000):
        request = ask(worker, make_agent("normal", seed=2))
    worker.shutdown()
    received = line_matching(
        rf"request {request} received in a thread: seat 1, level normal, no time budget"
    )
    assert received < line_matching(rf"request {request} decided in \d+ ms: \w+\(.*\)")
