"""Petal Plotters, session 56: a hand count in a pass round says the card passed is held."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from pytestqt.qtbot import QtBot

from engine.core.save import Seat
from engine.games.petal_plotters import GAME
from engine.games.petal_plotters.state import PassCard, UseAbility
from tests.games.petal_plotters.helpers import position

from .conftest import Table, make_table

NAMES = ["Ada", "Ben", "Cy", "Dee"]


@pytest.fixture
def four(qtbot: QtBot) -> Iterator[Table]:
    table = make_table(qtbot, [Seat(name=name, kind="human") for name in NAMES])
    table.board.widget().resize(1280, 720)
    yield table
    table.controller.shutdown()


def test_a_hand_count_says_the_card_passed_is_held_until_everyone_has_passed(
    four: Table,
) -> None:
    """Play tester, session 56: Ada played a Katydid and passed a card, and her panel still
    said "3 in hand": the card passed is held aside until everyone has passed, which nothing
    said. The count of each player who has passed says so; the others' counts are as ever."""
    board = four.board
    table = position(
        [
            ["katydid-1", "spider-1", "frog-1", "pangolin-1"],
            ["sunbird-1", "honey-bee-1", "garden-snail-1", "katydid-2"],
            ["dusky-leaf-langur-1", "katydid-3", "spider-2", "frog-2"],
            ["pangolin-2", "honey-bee-2", "garden-snail-2", "spider-3"],
        ],
        [[], [], [], []],
    )
    state = GAME.apply(table, UseAbility("katydid-1"))
    state = GAME.apply(state, PassCard("spider-1"))  # Ada's
    state = GAME.apply(state, PassCard("sunbird-1"))  # Ben's: Cy's turn to pass
    view = GAME.view(state, 2)
    board.show_state(view, 2, GAME.legal_actions(state), GAME.projection(view), NAMES)
    board.set_interactive(True)
    counts = {seat: board._labels[("count", seat)] for seat in (0, 1, 3)}
    assert counts[0].text == "2 in hand (1 passed, held until all pass)"
    assert counts[1].text == "3 in hand (1 passed, held until all pass)"
    assert counts[3].text == "4 in hand"  # Dee passes after Cy
    assert board._labels[("header", 1)].text == "Ben"  # the name kept whole beside it
