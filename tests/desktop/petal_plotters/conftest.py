"""A Petal Plotters table wired like the shell's window: board, SessionController, real widgets."""

from __future__ import annotations

from collections.abc import Iterator, Sequence

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from desktop.games.petal_plotters import PetalPlottersBoard
from desktop.session_controller import SessionController
from desktop.table import set_animation_speed
from desktop.table.view import TableView
from engine.core.actions import Action
from engine.core.save import Seat
from engine.core.session import Session
from engine.games.petal_plotters import GAME, PetalPlottersOptions, State
from engine.games.petal_plotters.state import AddToGarrison, Phase, PlaceHornbill
from tests.desktop.board_table import BoardTable


class Table(BoardTable):
    board: PetalPlottersBoard

    @property
    def state(self) -> State:
        assert self.controller.session is not None
        state = self.controller.session.state
        assert isinstance(state, State)
        return state


def make_table(
    qtbot: QtBot, seats: list[Seat], seed: int = 7, memory_aid: bool = True, match: bool = False
) -> Table:
    set_animation_speed(0)
    board = PetalPlottersBoard(GAME)
    controller = SessionController()
    controller.tell_moves_as(board)  # as the window wires it
    table = Table(board, controller, seats)
    controller.state_changed.connect(table.redraw)
    board.action_chosen.connect(table.play)
    board.status_message.connect(table.messages.append)
    widget = board.widget()
    # the board goes with its widget, as the window drops a table: left to the garbage
    # collector, a board closed in the middle of a deal's reveal (animations on) turned its
    # next card over in a later test, on a scene gone with the widget, and that test failed
    qtbot.addWidget(widget, before_close_func=lambda _widget: board.deleteLater())
    widget.resize(1400, 900)
    widget.show()
    assert QTest.qWaitForWindowExposed(widget)
    options = PetalPlottersOptions(players=len(seats), memory_aid=memory_aid, match=match)
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


WINDOWS = {"wide": (1400, 900), "tall": (900, 1100)}
"""Board sizes for each arrangement of the table: a laptop's window, half a screen."""


def shape_window(qtbot: QtBot, table: Table, shape: str) -> None:
    """Give the board a window of ``shape`` and check it took that arrangement."""
    widget = table.board.widget()
    widget.resize(*WINDOWS[shape])
    qtbot.waitUntil(lambda: table.board.table_layout.tall == (shape == "tall"))


def use_by_keys(board: PetalPlottersBoard, state: State, card: str) -> TableView:
    """The player to move goes to ``card`` with → and uses its ability with U; returns the
    table's view, which has the keyboard."""
    view = board.view
    view.setFocus()
    hand = [held.card for held in state.hands[state.current]]
    for _ in range(hand.index(card) + 1):
        QTest.keyClick(view, Qt.Key.Key_Right)
    QTest.keyClick(view, Qt.Key.Key_U)
    return view


def add_to_the_last_move(table: Table) -> Action:
    """Cards added to Garrisons until the next would end the game: that move, not played (the
    end's reveal tests play it themselves, with the animation they watch)."""
    while True:
        state = table.state
        legal = GAME.legal_actions(state)
        action = next(a for a in legal if isinstance(a, (PlaceHornbill, AddToGarrison)))
        if GAME.apply(state, action).phase is Phase.OVER:
            return action
        table.play(action)


def deal_began(state: State, names: Sequence[str]) -> str:
    """The English line that opens the news of ``state``'s deal: who won the deal before, by
    the engine's record of it, then that the deal began."""
    ended = state.deal - 1
    winners = [names[seat] for seat in state.history[ended - 1].winners]
    if not winners:
        won = f"Nobody won deal {ended}."
    elif len(winners) == 1:
        won = f"{winners[0]} won deal {ended}."
    else:
        won = f"{', '.join(winners[:-1])} and {winners[-1]} shared deal {ended}."
    return f"{won} Deal {state.deal} has begun; L shows deal {ended}."
