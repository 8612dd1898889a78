"""A board wired like the shell's window (board + SessionController, real widgets), plus mouse
helpers that act on the board's view: shared by every game's board tests."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtTest import QTest

from desktop.session_controller import SessionController
from engine.core.actions import Action
from engine.core.save import Seat


@dataclass
class BoardTable:
    board: Any
    controller: SessionController
    seats: list[Seat]
    messages: list[str] = field(default_factory=list)
    refusals: list[str] = field(default_factory=list)
    played: list[Action] = field(default_factory=list)

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
            self.board.game.projection(view),
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
