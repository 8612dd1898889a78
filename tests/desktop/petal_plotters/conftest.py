"""A Petal Plotters table wired like the shell's window: board, SessionController, real widgets."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from desktop.games.petal_plotters import PetalPlottersBoard
from desktop.session_controller import SessionController
from desktop.table import set_animation_speed
from engine.core.actions import Action
from engine.core.save import Seat
from engine.core.session import Session
from engine.games.petal_plotters import GAME, PetalPlottersOptions, State


@dataclass
class Table:
    board: PetalPlottersBoard
    controller: SessionController
    seats: list[Seat]
    messages: list[str] = field(default_factory=list)
    refusals: list[str] = field(default_factory=list)
    played: list[Action] = field(default_factory=list)

    @property
    def state(self) -> State:
        assert self.controller.session is not None
        state = self.controller.session.state
        assert isinstance(state, State)
        return state

    def redraw(self) -> None:
        controller = self.controller
        view = controller.current_view()
        legal = controller.choices_for_viewer()
        session = controller.session
        assert session is not None
        last = session.actions[-1] if session.cursor else None
        self.board.show_state(
            view,
            controller.viewer(),
            legal,
            GAME.projection(view),
            [seat.name for seat in self.seats],
            last,
        )
        self.board.set_interactive(legal is not None)

    def play(self, action: Action) -> None:
        reason = self.controller.play(action)
        if reason is None:
            self.played.append(action)
        else:
            self.refusals.append(reason)

    # -- simulated input ----------------------------------------------------------------
    def point(self, scene_pos: QPointF) -> QPoint:
        return self.board.view.mapFromScene(scene_pos)

    def press(self, start: QPointF) -> None:
        QTest.mousePress(
            self.board.view.viewport(),
            Qt.MouseButton.LeftButton,
            Qt.KeyboardModifier.NoModifier,
            self.point(start),
        )

    def move(self, start: QPointF, end: QPointF, steps: int = 6) -> None:
        for step in range(1, steps + 1):
            QTest.mouseMove(
                self.board.view.viewport(), self.point(start + (end - start) * (step / steps))
            )

    def release(self, end: QPointF) -> None:
        QTest.mouseRelease(
            self.board.view.viewport(),
            Qt.MouseButton.LeftButton,
            Qt.KeyboardModifier.NoModifier,
            self.point(end),
        )

    def drag(self, start: QPointF, end: QPointF, steps: int = 6) -> None:
        self.press(start)
        self.move(start, end, steps)
        self.release(end)

    def click(self, scene_pos: QPointF) -> None:
        QTest.mouseClick(
            self.board.view.viewport(),
            Qt.MouseButton.LeftButton,
            Qt.KeyboardModifier.NoModifier,
            self.point(scene_pos),
        )


def make_table(qtbot: QtBot, seats: list[Seat], seed: int = 7, memory_aid: bool = True) -> Table:
    set_animation_speed(0)
    board = PetalPlottersBoard(GAME)
    controller = SessionController()
    table = Table(board, controller, seats)
    controller.state_changed.connect(table.redraw)
    board.action_chosen.connect(table.play)
    board.status_message.connect(table.messages.append)
    widget = board.widget()
    qtbot.addWidget(widget)
    widget.resize(1400, 900)
    widget.show()
    qtbot.waitExposed(widget)
    options = PetalPlottersOptions(players=len(seats), memory_aid=memory_aid)
    controller.start(Session(GAME, options, seed), seats)
    return table


@pytest.fixture
def trio(qtbot: QtBot) -> Iterator[Table]:
    """Three people at one screen (no AI: every move is made by mouse)."""
    table = make_table(
        qtbot,
        [
            Seat(name="Ada", kind="human"),
            Seat(name="Ben", kind="human"),
            Seat(name="Cy", kind="human"),
        ],
    )
    yield table
    table.controller.shutdown()
