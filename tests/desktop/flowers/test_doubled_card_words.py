"""History names a card the garden shows twice apart from its twin: in a garden of two blue 3s,
rows read "Place the red 2 above the blue 3" over either of them (session 56). Rows and
columns are not the way: they went stale as the garden grew (play test)."""

from __future__ import annotations

import pytest
from pytestqt.qtbot import QtBot

from desktop import i18n
from desktop.games.flowers import FlowersBoard
from engine.games.flowers import GAME, Place
from tests.games.flowers.test_hint_reasons import holding


@pytest.mark.parametrize("language", ["en", "fr", "de"])
@pytest.mark.parametrize("picture", ["B3 B3", "B3\nB3", "B3 Y1 B3"])
@pytest.mark.usefixtures("translations")
def test_each_cell_beside_a_doubled_card_is_told_apart(
    qtbot: QtBot, language: str, picture: str
) -> None:
    """Every cell the red 2 may go to gets its own words in History, in each language."""
    assert i18n.install(language) == language
    state = holding(picture, "R2")
    board = FlowersBoard(GAME)
    qtbot.addWidget(board.widget())
    board.show_state(state, 0, GAME.legal_actions(state), GAME.projection(state), ["Ada", "Ben"])
    told = []
    for x, y in state.targets[0]:
        place = Place(x, y)
        told.append(board.describe_action(place, state, GAME.apply(state, place)))
    assert len(set(told)) == len(told), sorted(told)
    assert not any("row" in words for words in told if language == "en"), told
