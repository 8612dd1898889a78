"""Setup per player count: decks, unseen discards, hand sizes, the Hornbill opening."""

from __future__ import annotations

import pytest

from engine.core.errors import IllegalActionError, OptionsError
from engine.games.petal_plotters import GAME
from engine.games.petal_plotters.components import CARDS, HORNBILL
from engine.games.petal_plotters.state import (
    AddToGarrison,
    PetalPlottersOptions,
    Phase,
    PlaceHornbill,
)
from tests.games.petal_plotters.helpers import all_cards, deck_ids

EXPECTED = {2: (7, 4), 3: (6, 0), 4: (6, 1), 5: (5, 0)}


@pytest.mark.parametrize("players", [2, 3, 4, 5])
@pytest.mark.parametrize("seed", [0, 1, 77, 2024])
def test_setup_counts(players: int, seed: int) -> None:
    state = GAME.new_game(PetalPlottersOptions(players=players), seed)
    hand_size, aside = EXPECTED[players]
    assert [len(hand) for hand in state.hands] == [hand_size] * players
    assert len(state.set_aside) == aside
    assert sorted(all_cards(state)) == deck_ids(players)
    assert HORNBILL not in state.set_aside
    holder = state.first_player
    assert any(h.card == HORNBILL for h in state.hands[holder])
    assert state.phase is Phase.HORNBILL and state.current == holder
    if players == 4:
        assert CARDS[state.set_aside[0]].players == "4-5"
    for seat, hand in enumerate(state.hands):
        assert all(h.seen_by == frozenset((seat,)) for h in hand)


def test_two_players_deal_13_plus_the_hornbill() -> None:
    state = GAME.new_game(PetalPlottersOptions(players=2), 5)
    dealt = [h.card for hand in state.hands for h in hand]
    assert len(dealt) == 14 and HORNBILL in dealt
    assert len(set(dealt) | set(state.set_aside)) == 18


def test_same_seed_same_deal_and_different_seeds_differ() -> None:
    options = PetalPlottersOptions(players=3)
    assert GAME.new_game(options, 9) == GAME.new_game(options, 9)
    deals = {GAME.new_game(options, seed).hands for seed in range(20)}
    assert len(deals) == 20


def test_player_counts_outside_two_to_five_are_refused() -> None:
    for players in (1, 6):
        with pytest.raises(OptionsError, match="2 to 5 players"):
            GAME.parse_options({"players": players})
    assert GAME.info.id == "petal-plotters"
    assert GAME.info.hidden_information and GAME.info.private_information
    assert (GAME.info.min_players, GAME.info.max_players) == (2, 5)


def test_the_first_player_must_place_the_hornbill_face_up_top_end_up() -> None:
    state = GAME.new_game(PetalPlottersOptions(players=3), 3)
    first = state.first_player
    assert list(GAME.legal_actions(state)) == [PlaceHornbill()]
    other = next(h.card for h in state.hands[first] if h.card != HORNBILL)
    with pytest.raises(IllegalActionError, match="Hornbill first"):
        GAME.apply(state, AddToGarrison(other, True))
    after = GAME.apply(state, PlaceHornbill())
    slot = after.garrisons[first][0]
    assert slot.card == HORNBILL and slot.face_up and slot.top_up
    assert len(after.hands[first]) == 5
    assert after.current == (first + 1) % 3 and after.phase is Phase.TURN
    with pytest.raises(IllegalActionError, match="already been placed"):
        GAME.apply(after, PlaceHornbill())
