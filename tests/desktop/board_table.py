"""A board wired like the shell's window (board + SessionController, real widgets), plus mouse
helpers that act on the board's view: shared by every game's board tests."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from random import Random
from typing import Any

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QWheelEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QWidget

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
        game = self.board.game
        self.board.news = controller.moves_since(controller.viewer())
        self.board.show_state(
            view,
            controller.viewer(),
            legal,
            game.projection(view),
            [seat.name for seat in self.seats],
            last,
            session.last_mover(),
            controller.last_table(controller.viewer()),
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

    def random_gesture(
        self, rng: Random, keys: Sequence[Qt.Key], aims: Sequence[QPointF] = ()
    ) -> None:
        """One gesture a careless player might make: a click, a drag, a right-click, a turn
        of the wheel or a key. It starts anywhere on the view, or at one of ``aims`` (scene
        points: cards, zones) half of the time; a drag ends at one of them a third of the
        time, else anywhere."""
        viewport = self.board.view.viewport()

        def anywhere() -> QPoint:
            return QPoint(rng.randrange(viewport.width()), rng.randrange(viewport.height()))

        spot = self.point(rng.choice(aims)) if aims and rng.random() < 0.5 else anywhere()
        other = self.point(rng.choice(aims)) if aims and rng.random() < 0.3 else anywhere()
        kind = rng.randrange(5)
        if kind == 0:
            QTest.mouseClick(viewport, Qt.MouseButton.LeftButton, pos=spot)
        elif kind == 1:
            QTest.mousePress(viewport, Qt.MouseButton.LeftButton, pos=spot)
            for step in range(1, 5):
                QTest.mouseMove(viewport, spot + (other - spot) * step / 4)
            QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, pos=other)
        elif kind == 2:
            QTest.mouseClick(viewport, Qt.MouseButton.RightButton, pos=spot)
        elif kind == 3:
            wheel_notch(viewport, spot, 1 if rng.random() < 0.5 else -1)
        else:
            QTest.keyClick(self.board.view, rng.choice(keys))


def wheel_notch(viewport: QWidget, spot: QPoint, notches: int = 1) -> None:
    """A mouse wheel turned ``notches`` notches (negative: towards the user) at ``spot``."""
    wheel = QWheelEvent(
        QPointF(spot),
        QPointF(viewport.mapToGlobal(spot)),
        QPoint(0, 0),
        QPoint(0, 120 * notches),
        Qt.MouseButton.NoButton,
        Qt.KeyboardModifier.NoModifier,
        Qt.ScrollPhase.NoScrollPhase,
        False,
    )
    QApplication.sendEvent(viewport, wheel)
