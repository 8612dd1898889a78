"""A card laid on another, asked about or hinted, names its cell once: German "Leg die rote 3
auf B2 (auf die gelbe 4)" read doubly (play tester, session 56); a German player says "auf
die gelbe 4 in B2", as "in Reihe 2, Spalte 3" names a cell elsewhere. A hint names it by the
card covered alone: the edges' letters and numbers may change with the move (session 58)."""

from __future__ import annotations

import pytest
from pytestqt.qtbot import QtBot

from desktop import i18n
from desktop.games.flowers import FlowersBoard
from desktop.games.flowers.tutorial import OPTIONS, SEED
from desktop.hint import Hint, hint_text
from engine.games.flowers import GAME, Draw, Place


@pytest.mark.parametrize(
    ("language", "asked", "hinted"),
    [
        ("en", "Place the red 3 at B2 (on the yellow 4)", "Hint: Place the red 3 on the yellow 4"),
        (
            "fr",
            "Poser le 3 rouge en B2 (sur le 4 jaune)",
            "Conseil\u00a0: posez le 3 rouge sur le 4 jaune",
        ),
        (
            "de",
            "Die rote 3 auf die gelbe 4 in B2 legen",
            "Tipp: Leg die rote 3 auf die gelbe 4",
        ),
    ],
)
@pytest.mark.usefixtures("translations")
def test_a_covered_cell_is_named_once(qtbot: QtBot, language: str, asked: str, hinted: str) -> None:
    """The lesson's deal, the blue 2 laid right of the yellow 4, then the red 3 drawn: laid
    on the yellow 4, "Play this move?" names the card covered and its cell, the hint the card
    covered."""
    assert i18n.install(language) == language
    board = FlowersBoard(GAME)
    qtbot.addWidget(board.widget())
    state = GAME.apply(GAME.new_game(OPTIONS, SEED), Draw(0))
    state = GAME.apply(GAME.apply(state, Place(1, 0)), Draw(0))
    board.show_state(state, 0, GAME.legal_actions(state), GAME.projection(state), ["Ada"])
    covering = Place(0, 0)
    assert board.describe_choice(covering, state).startswith(asked)
    said = hint_text(Hint(covering, None), board.hint_words(covering, state), [])
    assert said.startswith(hinted) and "B2" not in said, said
