"""A table looked back at tells its own cards, not the present's (play tester 151)."""

from __future__ import annotations

from random import Random

from pytestqt.qtbot import QtBot

from desktop.games.flowers import FlowersBoard
from desktop.games.flowers.items import card_title
from desktop.table import set_animation_speed
from engine.games.flowers import GAME
from engine.games.flowers.components import HIDDEN
from engine.games.flowers.state import FlowersOptions

from .test_jump_back_to_present import show


def test_a_stack_card_looked_back_at_is_named_alone(qtbot: QtBot) -> None:
    """Looked back at in History, a card on a stack said "Not in a valid group of 3 yet…",
    the garden it lies in now; live, a stack's card gives its name and its stack's words alone."""
    set_animation_speed(0)
    rng = Random(7)
    start = GAME.new_game(FlowersOptions(players=2), 11)
    state = start
    for _move in range(12):
        state = GAME.apply(state, rng.choice(list(GAME.legal_actions(state))))
    laid = {card for area in state.areas for pile in area.values() for card in pile}
    seen = GAME.view(start, 0).stacks
    tops = [stack[-1] for stack in seen if stack and stack[-1] != HIDDEN]
    assert set(tops) & laid  # a card on a stack at the start lies in a garden now
    board = FlowersBoard(GAME)
    qtbot.addWidget(board.widget())
    board.widget().resize(1400, 900)
    board.widget().show()
    show(board, state)
    show(board, start)  # History's look-back
    for card in tops:
        # its name and its stack's (``_explain_stacks``), nothing of a garden
        words = f"{card_title(card)}, on top of a face-up stack"
        assert board.cards[card].toolTip().split("\n")[0] == words
