"""A played game as data: options + seed + action log, with its state history and undo.

The history is a cursor over the action log, like a QUndoStack: undo moves the cursor back,
redo forward, a new action cuts the redo tail. Undo never crosses an action that revealed
hidden information to a person (``Game.reveals_to``), so nobody can peek and take it back;
what only computer seats were shown is no barrier (``computer_seats``). Nor does it cross the
end of the game.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from engine.core.actions import Action
from engine.core.game import Game, Result
from engine.core.options import GameOptions

UNDO_BLOCKED_REVEAL = "Undo is not possible: that move showed a hidden card."
UNDO_BLOCKED_START = "Nothing to undo."


class Session:
    """Owns one game's history. The desktop wraps each ``apply`` in a QUndoCommand."""

    def __init__(
        self,
        game: Game[Any, Any],
        options: GameOptions,
        seed: int,
        actions: Iterable[Action] = (),
        computer_seats: frozenset[int] = frozenset(),
    ) -> None:
        self.game = game
        self.options = options
        self.seed = seed
        self.computer_seats = computer_seats
        """Seats the computer plays. A card shown to them alone (a look at a face-down card, a
        Garrison card taken into a hand) stops no one's undo: no person saw it."""
        self._states: list[Any] = [game.new_game(options, seed)]
        self._actions: list[Action] = []
        self._barriers: list[bool] = []
        self._cursor = 0
        for action in actions:
            self.apply(action)

    # -- reading ------------------------------------------------------------------------
    @property
    def state(self) -> Any:
        return self._states[self._cursor]

    @property
    def actions(self) -> Sequence[Action]:
        """The actions that lead to the current state (the save file's log)."""
        return tuple(self._actions[: self._cursor])

    @property
    def redo_actions(self) -> Sequence[Action]:
        return tuple(self._actions[self._cursor :])

    def action_at(self, index: int) -> Action:
        """Action number ``index`` of the log, the redo tail included."""
        return self._actions[index]

    def state_at(self, index: int) -> Any:
        """The state after the first ``index`` actions of the log."""
        return self._states[index]

    def mover_at(self, index: int) -> int | None:
        """Who made action number ``index`` of the log."""
        return self.game.current_player(self._states[index])

    def starts_turn(self, index: int) -> bool:
        """Does action number ``index`` begin a turn (``Game.same_turn``)? A turn may be
        several actions (a Flowers draw and placing, a Petal Plotters ability and its
        targets), and one player may take two turns in a row."""
        return index == 0 or not self.game.same_turn(self._states[index - 1], self._states[index])

    def ends_turn(self, index: int) -> bool:
        """Does action number ``index`` end a turn (``Game.same_turn``)? A turn still being
        played (a draw not placed yet) has none."""
        return not self.game.same_turn(self._states[index], self._states[index + 1])

    def last_mover(self) -> int | None:
        """Who made the action that led to the current state (None at the start)."""
        return self.mover_at(self._cursor - 1) if self._cursor else None

    def last_reveal(self) -> int | None:
        """The index of the last move before the cursor that showed a hidden card (undo stops
        after it), or None if none did."""
        for index in range(self._cursor - 1, -1, -1):
            if self._barriers[index]:
                return index
        return None

    @property
    def cursor(self) -> int:
        return self._cursor

    def is_over(self) -> bool:
        return self.game.is_over(self.state)

    def result(self) -> Result:
        return self.game.result(self.state)

    # -- changing -----------------------------------------------------------------------
    def apply(self, action: Action) -> Any:
        """Play ``action`` (IllegalActionError if refused) and cut the redo tail."""
        before = self.state
        after = self.game.apply(before, action)
        del self._states[self._cursor + 1 :]
        del self._actions[self._cursor :]
        del self._barriers[self._cursor :]
        self._states.append(after)
        self._actions.append(action)
        self._barriers.append(self.bars_undo(before, action, after))
        self._cursor += 1
        return after

    def bars_undo(self, state: Any, action: Action, after: Any = None) -> bool:
        """Does ``action`` show a person a hidden card, so that undo never crosses it? Every
        reveal does (``Game.reveals_to``), but one shown only to computer seats. So does the
        move that ends the game (``after`` it, computed when not given): its result stands.
        A solo player undid their last card, laid it better and raised their record (play
        test)."""
        if self.game.reveals_to(state, action) - self.computer_seats:
            return True
        return self.game.is_over(self.game.apply(state, action) if after is None else after)

    def undo_blocked_reason(self) -> str | None:
        """None when undo is possible, else why not (shown on the disabled menu entry)."""
        if self._cursor == 0:
            return UNDO_BLOCKED_START
        if self._barriers[self._cursor - 1]:
            return UNDO_BLOCKED_REVEAL
        return None

    def can_undo(self) -> bool:
        return self.undo_blocked_reason() is None

    def can_redo(self) -> bool:
        return self._cursor < len(self._actions)

    def undo(self) -> Action:
        reason = self.undo_blocked_reason()
        if reason is not None:
            raise RuntimeError(reason)
        self._cursor -= 1
        return self._actions[self._cursor]

    def redo(self) -> Action:
        if not self.can_redo():
            raise RuntimeError("Nothing to redo.")
        self._cursor += 1
        return self._actions[self._cursor - 1]

    def undo_steps_to_player(self, player: int) -> int:
        """How many undo steps lead back to ``player``'s previous decision (0 if blocked).

        With AI seats, one user undo takes back the AI replies and the user's own last action.
        The walk stops at a barrier; it returns 0 when the user's last action is unreachable.
        """
        steps = 0
        index = self._cursor
        while index > 0:
            if self._barriers[index - 1]:
                return 0
            index -= 1
            steps += 1
            if self.game.current_player(self._states[index]) == player:
                return steps
        return 0
