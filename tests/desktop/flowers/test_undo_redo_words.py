"""Undo and Redo name one Flowers move in one form, whoever of the people at the screen reads
it: in hot seat, Undo (read by the next player) told Ada's placement as History does, "Die grüne
3 … gelegt", and Redo (read by Ada once it was undone) as a move to make, "… legen" (play tester
123)."""

from __future__ import annotations

import pytest
from pytestqt.qtbot import QtBot

from desktop import i18n
from engine.core.save import Seat
from engine.games.flowers.state import Draw

from .conftest import make_table


@pytest.mark.parametrize("language", ["de", "fr", "en"])
@pytest.mark.usefixtures("translations")
def test_undo_and_redo_name_one_move_alike(qtbot: QtBot, language: str) -> None:
    assert i18n.install(language) == language
    table = make_table(qtbot, [Seat(name="Ada", kind="human"), Seat(name="Ben", kind="human")])
    controller = table.controller
    controller.tell_moves_as(table.board)  # as the window does
    try:
        # from the face-down stack: a card taken face up turns up the next, which Undo never
        # crosses
        hidden = table.state.face_up.index(False)
        table.play(Draw(hidden))
        place = next(iter(table.board.places.values()))
        table.play(place)
        assert table.refusals == [] and controller.viewer() == 1
        undone = controller.undo_words()
        controller.undo()
        assert controller.viewer() == 0
        redone = controller.redo_words()
        assert undone is not None and undone == redone
        assert redone == table.board.describe_action(
            place, controller.session.state_at(controller.session.cursor)
        )
    finally:
        controller.shutdown()
