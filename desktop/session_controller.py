"""Owns the engine session, the QUndoStack and the seats; emits ``state_changed`` to redraw.

Every move is a :class:`MoveCommand` wrapping one engine action. The stack is cleared after an
action that revealed hidden information to its mover, so neither Undo nor the history view can
cross it; ``undo_blocked_reason`` then says why Undo is disabled.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, Signal
from PySide6.QtGui import QUndoCommand, QUndoStack

from desktop.ai_worker import AiWorker
from engine.core.actions import Action
from engine.core.ai import Agent, make_agent
from engine.core.errors import IllegalActionError
from engine.core.save import Seat
from engine.core.session import Session


def tr(text: str) -> str:
    return QCoreApplication.translate("SessionController", text)


class MoveCommand(QUndoCommand):
    """One engine action. The first redo applies it; later redos replay it from the session."""

    def __init__(self, controller: SessionController, action: Action, text: str) -> None:
        super().__init__(text)
        self._controller = controller
        self._action = action
        self._applied = False

    def redo(self) -> None:
        session = self._controller.session
        assert session is not None
        if self._applied:
            session.redo()
        else:
            session.apply(self._action)
            self._applied = True
        self._controller.notify()

    def undo(self) -> None:
        session = self._controller.session
        assert session is not None
        session.undo()
        self._controller.notify()


class SessionController(QObject):
    state_changed = Signal()
    thinking_changed = Signal(bool)
    game_over = Signal(object)
    move_played = Signal(object)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.undo_stack = QUndoStack(self)
        self.session: Session | None = None
        self.seats: tuple[Seat, ...] = ()
        self._agents: dict[int, Agent] = {}
        self.ai = AiWorker(self)
        self.ai.move_ready.connect(self._on_ai_move)
        self.ai.thinking_changed.connect(self.thinking_changed)
        self._ai_delay_ms = 0

    # -- setting up -------------------------------------------------------------------
    def start(self, session: Session, seats: Sequence[Seat]) -> None:
        self.ai.cancel()
        self.undo_stack.clear()
        self.session = session
        self.seats = tuple(seats)
        self._agents = {
            index: make_agent(seat.kind, seed=session.seed + index)
            for index, seat in enumerate(self.seats)
            if seat.kind != "human"
        }
        self.notify()

    # -- reading ----------------------------------------------------------------------
    def is_human(self, player: int | None) -> bool:
        return player is not None and self.seats[player].kind == "human"

    def current_player(self) -> int | None:
        assert self.session is not None
        return self.session.game.current_player(self.session.state)

    def humans(self) -> list[int]:
        return [index for index, seat in enumerate(self.seats) if seat.kind == "human"]

    def viewer(self) -> int:
        """The seat whose view the screen shows: the human to move, else the last human."""
        player = self.current_player()
        if self.is_human(player):
            assert player is not None
            return player
        humans = self.humans()
        return humans[0] if humans else 0

    def current_view(self) -> Any:
        assert self.session is not None
        return self.session.game.view(self.session.state, self.viewer())

    def legal_for_viewer(self) -> Sequence[Action] | None:
        assert self.session is not None
        player = self.current_player()
        if not self.is_human(player) or self.ai.busy:
            return None
        return self.session.game.legal_actions(self.session.state)

    def undo_blocked_reason(self) -> str | None:
        if self.session is None:
            return tr("No game in progress.")
        if not self.humans():
            return tr("Only AI seats are playing.")
        if self._human_undo_steps() == 0:
            reason = self.session.undo_blocked_reason()
            return tr(reason or "Nothing to undo.")
        return None

    def _human_undo_steps(self) -> int:
        assert self.session is not None
        for steps in range(1, self.undo_stack.index() + 1):
            target = self.session.cursor - steps
            mover = self.session.mover_at(target)
            if self.is_human(mover):
                return steps
        return 0

    # -- changing ---------------------------------------------------------------------
    def play(self, action: Action) -> str | None:
        """Play a human move; returns None, or the reason it was refused (nothing changes)."""
        assert self.session is not None
        if not self.is_human(self.current_player()):
            return tr("It is not your turn.")
        try:
            self.session.game.check_legal(self.session.state, action)
        except IllegalActionError as error:
            return str(error)
        self._push(action)
        return None

    def undo(self) -> None:
        """Undo back to the previous human decision (taking back AI replies too)."""
        steps = self._human_undo_steps()
        if steps == 0:
            return
        self.ai.cancel()
        self.undo_stack.setIndex(self.undo_stack.index() - steps)

    def redo(self) -> None:
        self.ai.cancel()
        self.undo_stack.redo()

    def set_ai_delay(self, milliseconds: int) -> None:
        self._ai_delay_ms = milliseconds

    def _push(self, action: Action) -> None:
        assert self.session is not None
        before = self.session.state
        mover = self.current_player()
        name = self.seats[mover].name if mover is not None else ""
        self.undo_stack.push(MoveCommand(self, action, f"{name}: {action}"))
        if self.session.game.reveals(before, action):
            self.undo_stack.clear()
        self.move_played.emit(action)

    def notify(self) -> None:
        """Tell views to redraw, and start the AI if it is an AI seat's turn."""
        assert self.session is not None
        self.state_changed.emit()
        if self.session.is_over():
            self.ai.cancel()
            self.game_over.emit(self.session.result())
            return
        player = self.current_player()
        if player is not None and not self.is_human(player) and not self.ai.busy:
            game = self.session.game
            self.ai.request(self._agents[player], game, game.view(self.session.state, player), player)

    def _on_ai_move(self, _request: int, action: Action) -> None:
        if self.session is None:
            return
        self._push(action)

    def shutdown(self) -> None:
        self.ai.shutdown()
