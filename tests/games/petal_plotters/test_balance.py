"""The balance tool's measured seats: what each one is shown, and that a game is scored."""

from __future__ import annotations

import pytest

from engine.games.petal_plotters import balance
from engine.games.petal_plotters.state import HIDDEN, PetalPlottersOptions


def _hidden_count(state: balance.State) -> int:
    cards = [slot.card for garrison in state.garrisons for slot in garrison]
    cards += [held.card for hand in state.hands for held in hand]
    return cards.count(HIDDEN)


def _mid_game(players: int, seed: int) -> balance.State:
    """A state after a few normal moves, with face-down cards in several Garrisons."""
    state = balance.GAME.new_game(PetalPlottersOptions(players=players), seed)
    agents = [balance.make_agent("normal", seat) for seat in range(players)]
    for _ in range(3 * players):
        seat = state.current
        state = balance.GAME.apply(
            state, agents[seat].choose(balance.GAME, balance.GAME.view(state, seat), seat)
        )
    return state


def test_hard_seat_sees_only_its_view() -> None:
    state = _mid_game(3, 4)
    assert balance._seat_input("hard", state, 1) == balance.GAME.view(state, 1)
    assert _hidden_count(balance._seat_input("hard", state, 1)) > 0


def test_oracles_see_what_they_are_documented_to_see() -> None:
    state = _mid_game(3, 4)
    assert balance._seat_input("oracle", state, 1) is state
    garrisons_shown = balance._seat_input("garrison-oracle", state, 1)
    assert garrisons_shown.garrisons == state.garrisons
    assert garrisons_shown.hands == balance.GAME.view(state, 1).hands
    assert HIDDEN not in {slot.card for g in garrisons_shown.garrisons for slot in g}


@pytest.mark.parametrize("kind", ["oracle", "garrison-oracle"])
def test_measured_game_scores_the_measured_seat(kind: str) -> None:
    share, times = balance._measured_game((kind, 3, 2, 1))
    assert share in (0.0, 1.0 / 3, 0.5, 1.0)
    assert times and all(moment >= 0.0 for moment in times)
