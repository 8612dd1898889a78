"""The table of a player whose last card is laid, the deal going on without them (play
testers 176 and 178)."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from engine.core.save import Seat
from engine.games.petal_plotters import GAME
from engine.games.petal_plotters.state import AddToGarrison, Phase, PlaceHornbill

from .conftest import Table, make_table

NAMES = ("Ada", "Ben", "Cy", "Dee")


def show_as(table: Table, seat: int) -> None:
    """The table drawn for ``seat`` while others move, as the window draws it for a person
    playing against computers: no move of theirs to choose."""
    controller, board = table.controller, table.board
    session = controller.session
    assert session is not None
    board.news = controller.moves_since(seat)
    view = GAME.view(table.state, seat)
    board.show_state(
        view,
        seat,
        None,
        GAME.projection(view),
        [held.name for held in table.seats],
        session.actions[-1],
        session.last_mover(),
        controller.last_table(seat),
    )
    board.set_interactive(False)


def out_of_turns(table: Table, others_moves: int) -> int:
    """Quick adds until a seat has laid its victory card, the first, and the others made
    ``others_moves`` moves since: that seat."""

    def add() -> None:
        state = table.state
        assert state.phase is not Phase.OVER, "the deal ended first"
        table.play(next(a for a in GAME.legal_actions(state) if isinstance(a, AddToGarrison)))

    while all(card is None for card in table.state.victory):
        add()
    seat = next(seat for seat, card in enumerate(table.state.victory) if card is not None)
    for _move in range(others_moves):
        add()
    assert table.state.phase is not Phase.OVER
    return seat


def test_the_moves_since_ones_last_keep_growing_once_one_has_no_turn_left(
    qtbot: QtBot,
) -> None:
    """After the person's last card, the panel told only "Last turn — Cy: …": a rival's move
    on the person's own Garrison dropped out of view at the next move. The moves since their
    last are listed until the deal ends."""
    table = make_table(qtbot, [Seat(name=name, kind="human") for name in NAMES])
    try:
        table.play(PlaceHornbill())
        seat = out_of_turns(table, 2)
        show_as(table, seat)
        board = table.board
        assert board.news.told == 2
        shown = board._labels["last-move"]
        lines = shown.text.split("\n")
        assert shown.isVisible() and lines[0].startswith("Since your last move"), lines
        told = [line for line in lines if line.startswith(tuple(f"{name}: " for name in NAMES))]
        assert len(told) == 2, lines
    finally:
        table.controller.shutdown()
