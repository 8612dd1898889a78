"""A Flowers table wired like the shell's window: board, SessionController, real widgets."""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence

import pytest
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from desktop.games.flowers import FlowersBoard
from desktop.session_controller import SessionController
from desktop.table import set_animation_speed
from engine.core.actions import Action
from engine.core.save import Seat
from engine.core.session import Session
from engine.games.flowers import GAME, FlowersOptions, State
from tests.desktop.board_table import BoardTable

PLACE = "Place your card on a highlighted cell (drag it, click the cell, or the arrows and Enter)."
"""The status line while a card is held, before what the timer and the game's end add."""


class Table(BoardTable):
    board: FlowersBoard

    @property
    def state(self) -> State:
        assert self.controller.session is not None
        state = self.controller.session.state
        assert isinstance(state, State)
        return state


def make_table(
    qtbot,
    seats: list[Seat],
    seed: int = 11,
    summer: bool = False,
    size: tuple[int, int] = (1400, 900),
    saved: Sequence[Action] = (),
    levels: Sequence[str | None] = (),
) -> Table:
    """A table ``size`` large, of a game opened with the moves ``saved`` played (reopened);
    ``levels``, the computers' levels, set before the game starts, as the window sets them (the
    first table's arrangement is made for the titles they lengthen, and kept)."""
    set_animation_speed(0)
    board = FlowersBoard(GAME)
    board.people = sum(seat.kind == "human" for seat in seats)  # as the window sets it
    board.seat_levels = list(levels)
    controller = SessionController()
    table = Table(board, controller, seats)
    controller.state_changed.connect(table.redraw)
    board.action_chosen.connect(table.play)
    board.status_message.connect(table.messages.append)
    widget = board.widget()
    qtbot.addWidget(widget)
    widget.resize(*size)
    widget.show()
    assert QTest.qWaitForWindowExposed(widget)
    session = Session(GAME, FlowersOptions(players=len(seats), summer=summer), seed)
    for action in saved:
        session.apply(action)
    controller.start(session, seats)
    return table


@pytest.fixture
def duel(qtbot: QtBot) -> Iterator[Table]:
    """Ada (human) against Basil (easy AI)."""
    table = make_table(qtbot, [Seat(name="Ada", kind="human"), Seat(name="Basil", kind="easy")])
    yield table
    table.controller.shutdown()


@pytest.fixture
def hotseat(qtbot: QtBot) -> Iterator[Table]:
    """Two humans in the Summer variant (purple starting cards)."""
    table = make_table(
        qtbot, [Seat(name="Ada", kind="human"), Seat(name="Ben", kind="human")], summer=True
    )
    yield table
    table.controller.shutdown()


def check_items(table: Table) -> None:
    """The scene shows exactly the visible cards: garden piles, stack tops, the held card."""
    board = table.board
    view = board.state
    assert view is not None
    expected = sum(len(pile) for area in view.areas for pile in area.values())
    expected += sum(1 for stack in view.stacks if stack)
    expected += 1 if view.held is not None else 0
    expected += 1 if view.solo and view.discard else 0
    assert len(board.cards) == expected
    assert all(item.scene() is board.scene for item in board.cards.values())
    for area, (player, geometry) in zip(view.areas, sorted(board.geometry.items()), strict=True):
        for cell, pile in area.items():
            top = board.cards[pile[-1]]
            assert top.home == geometry.card_pos(cell)
            assert top.under == len(pile) - 1, (player, cell)


def redraw_for(table: Table, seat: int) -> Callable[[], None]:
    """A redraw that always shows ``seat``'s view (another player's turn seen from ``seat``)."""

    def redraw() -> None:
        controller = table.controller
        session = controller.session
        assert session is not None
        view = GAME.view(session.state, seat)
        legal = (
            controller.choices_for_viewer() if GAME.current_player(session.state) == seat else None
        )
        last = session.actions[-1] if session.cursor else None
        names = [s.name for s in table.seats]
        table.board.show_state(
            view, seat, legal, GAME.projection(view), names, last, session.last_mover()
        )

    return redraw
