"""History's look-back and its way back jump the table over many moves at once: from an
earlier table where a rival held a card drawn face down to the present, every card that rival
laid since had that hidden card as its one source, and each took the same item: the second
raised ``KeyError: ('held', 1)`` and the window was left half drawn (play tester 151)."""

from __future__ import annotations

from random import Random

from pytestqt.qtbot import QtBot

from desktop.games.flowers import FlowersBoard
from desktop.table import set_animation_speed
from engine.games.flowers import GAME
from engine.games.flowers.state import FlowersOptions, State

NAMES = ["Ada", "Ben", "Cy"]


def show(board: FlowersBoard, state: State) -> None:
    view = GAME.view(state, 0)
    legal = GAME.legal_actions(state) if state.current == 0 else None
    board.show_state(view, 0, legal, GAME.projection(view), NAMES)


def test_a_jump_from_a_rivals_hidden_draw_to_the_present_keeps_every_card(qtbot: QtBot) -> None:
    set_animation_speed(0)
    rng = Random(7)
    state = GAME.new_game(FlowersOptions(players=3), 11)
    states = [state]
    while not GAME.is_over(state) and len(states) < 60:
        state = GAME.apply(state, rng.choice(list(GAME.legal_actions(state))))
        states.append(state)
    earlier = next(
        index
        for index, table in enumerate(states)
        if table.current == 1 and table.held is not None and not table.held_visible_to_all
    )
    # the present: several of Ben's placements later, Ada holding a card
    later = next(
        index
        for index in range(earlier + 12, len(states))
        if states[index].current == 0 and states[index].held is not None
    )
    board = FlowersBoard(GAME)
    qtbot.addWidget(board.widget())
    board.widget().resize(1400, 900)
    board.widget().show()
    show(board, states[later])
    show(board, states[earlier])  # History's look-back
    show(board, states[later])  # and back to the present
    view = GAME.view(states[later], 0)
    shown = {item.card_id for item in board.cards.values()}
    for area in view.areas:
        for pile in area.values():
            assert set(pile) <= shown
    assert view.held in shown
