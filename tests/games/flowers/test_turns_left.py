"""The turns left in a game of several, which the evaluation credits with what a turn adds
and with the fields and groups that may still grow, are bounded by a short stack: the game
ends when any stack runs out. Play tester 212's hint, with stacks of 3, 10 and 12 cards,
counted about 10 turns each, preferred "2 more yellow cards make it a field" to a sure
point, and the other player ended the game two turns later."""

from __future__ import annotations

from dataclasses import replace

import pytest

from engine.games.flowers import GAME
from engine.games.flowers.ai import turns_left
from engine.games.flowers.state import FlowersOptions, Phase, State


def two_players_with_stacks(*sizes: int) -> State:
    """A two-player game at Ann's draw, its stacks cut to ``sizes`` cards."""
    state = GAME.new_game(FlowersOptions(players=2), 3)
    cards = [card for stack in state.stacks for card in stack]
    cards += list(state.out)
    stacks = []
    for size in sizes:
        stacks.append(tuple(cards[:size]))
        cards = cards[size:]
    return replace(state, stacks=tuple(stacks), out=tuple(cards), current=0, phase=Phase.DRAW)


@pytest.mark.parametrize("player", [0, 1])
def test_a_stack_of_three_among_large_ones_leaves_few_turns(player: int) -> None:
    """Draws spread over the three stacks empty the stack of 3 in about 9 draws, 4 or 5
    each: not the 10 or so that a share of all 25 stacked cards gives."""
    state = two_players_with_stacks(3, 10, 12)
    assert turns_left(state, player) <= 3 * 3 / 2


def test_large_stacks_still_leave_a_share_of_all_their_cards() -> None:
    """With no stack short, the estimate stays a share of the cards stacked, split
    between the players."""
    state = two_players_with_stacks(12, 13, 12)
    assert 12.0 < turns_left(state, 0) < 37 / 2


def test_the_stack_a_card_is_drawn_from_leaves_the_turns_left_alike() -> None:
    """Charged to the short stack, a draw from it lost one and a half turns where a draw from
    a long one lost none: the evaluation, which credits the turns left with points, made
    `normal` shun the short stack's cards, and it lost more games than it won against the
    estimate before (measured)."""
    state = two_players_with_stacks(3, 10, 12)
    held = [turns_left(GAME.apply(state, draw), 0) for draw in GAME.legal_actions(state)]
    assert len(held) == 3 and max(held) == min(held) < turns_left(state, 0)
