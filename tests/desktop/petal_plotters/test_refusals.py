"""A refused gesture says why, beside the pointer: a press on a card that is not a target,
a drop that snapped back."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QPointF
from pytestqt.qtbot import QtBot

from engine.core.save import Seat
from engine.games.petal_plotters import ChooseSlot, UseAbility
from engine.games.petal_plotters.components import HORNBILL

from .conftest import Table, make_table
from .test_board_play import setup_moves, usable
from .test_card_preview import hover, wait_shown


@pytest.fixture
def removing(qtbot: QtBot) -> Iterator[Table]:
    """Three people; the one to move has just played a card that removes a Garrison card."""
    seats = [Seat(name=name, kind="human") for name in ("Ada", "Ben", "Cy")]
    table = make_table(qtbot, seats, seed=3)
    setup_moves(table, lambda state: usable(state, "remove") is not None)
    card = usable(table.state, "remove")
    assert card is not None
    table.play(UseAbility(card))
    yield table
    table.controller.shutdown()


def test_a_press_on_a_card_that_is_no_target_says_the_engines_reason(
    qtbot: QtBot, removing: Table
) -> None:
    """Choosing what a Spider removes, a click on the Great Hornbill did nothing at all."""
    table = removing
    board = table.board
    owner = table.state.first_player
    assert table.state.garrisons[owner][0].card == HORNBILL
    assert (owner, 0) not in board.slot_choices and board.slot_choices
    played = len(table.played)
    hornbill = board.slot_item(owner, 0)
    assert hornbill is not None
    hover(table, hornbill)
    wait_shown(qtbot, board.card_preview, hornbill)
    table.click(board.slot_center(owner, 0))
    assert not board.card_preview.isVisible()  # it covered the reason
    reason = "The Great Hornbill cannot be removed or exchanged."
    assert table.messages[-1] == reason
    note = board.view.pointer_note
    assert note.isVisible() and note.text() == reason
    assert len(table.played) == played
    # a target is still taken by its click
    target = next(iter(board.slot_choices))
    table.click(board.slot_center(*target))
    assert len(table.played) == played + 1 and not note.isVisible()


def test_a_drop_that_snaps_back_says_why_beside_the_pointer(qtbot: QtBot, trio: Table) -> None:
    board = trio.board
    hornbill = board.hand_item(HORNBILL)
    other = next(item for item in board.hand_items() if item.card_id != HORNBILL)
    assert hornbill is not None
    trio.drag(other.center_scene(), other.center_scene() + QPointF(-300, -200))
    reason = "First place the Great Hornbill into your Garrison."
    assert trio.messages[-1] == reason
    note = board.view.pointer_note
    assert note.isVisible() and note.text() == reason
    assert board.view.viewport().rect().contains(note.geometry())
    # as wide as its words: a short reason was a wide box over the hand
    assert note.width() <= note.fontMetrics().horizontalAdvance(reason) + 40


def test_a_target_tells_what_its_click_will_do(removing: Table) -> None:
    """Its tip said "Choose this card"; it says the move, as History will tell it."""
    table = removing
    board = table.board
    assert board.targets
    for key, frame in board.targets.items():
        _, owner, index = key  # type: ignore[misc]
        tip = frame.toolTip()
        assert tip == board.describe_action(ChooseSlot(owner, index), table.state)
        assert tip.startswith("Remove card ") and "Garrison" in tip
