"""What a player can count from their view (``counting``): the totals still possible and where
each card of the deal is as far as they know. Both read the view alone, so they tell nothing
hidden, and the possible totals are exact: the true total always lies between them, and each
bound is reached by some deal of the unseen cards the view allows."""

from __future__ import annotations

import itertools
from random import Random

import pytest

from engine.games.petal_plotters import GAME, scoring
from engine.games.petal_plotters.components import CARDS, cards_for
from engine.games.petal_plotters.counting import (
    CardPlace,
    PossibleTotals,
    card_places,
    hidden_places,
    possible_totals,
    rumour_places,
    table_view,
    unseen_cards,
)
from engine.games.petal_plotters.state import HIDDEN, PetalPlottersOptions, Rumour, State, evolve
from tests.games.petal_plotters.helpers import all_cards, down, held, position, random_game, up


def _views(players: int, seeds: range, memory_aid: bool = True) -> list[tuple[State, State]]:
    """(state, view) for every seat of every state of random games before their end."""
    pairs = []
    for seed in seeds:
        states, _ = random_game(players, seed)
        for state in states:
            if GAME.is_over(state):
                continue
            state = evolve(state, memory_aid=memory_aid)
            pairs += [(state, GAME.view(state, seat)) for seat in range(players)]
    return pairs


@pytest.mark.parametrize("memory_aid", [True, False])
@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_the_true_total_always_lies_in_the_possible_range(players: int, memory_aid: bool) -> None:
    for state, view in _views(players, range(12), memory_aid):
        totals = possible_totals(view)
        assert totals.low <= scoring.total_power(state) <= totals.high


@pytest.mark.parametrize("memory_aid", [True, False])
@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_the_range_and_the_card_list_depend_on_the_view_alone(
    players: int, memory_aid: bool
) -> None:
    rng = Random(players)
    for _state, view in _views(players, range(8), memory_aid):
        assert view.viewer is not None
        other = GAME.determinise(view, view.viewer, rng)  # another deal of the hidden cards
        assert GAME.view(other, view.viewer) == view
        assert possible_totals(GAME.view(other, view.viewer)) == possible_totals(view)
        assert card_places(GAME.view(other, view.viewer)) == card_places(view)


def _brute_bounds(view: State) -> tuple[int, int]:
    """The least and greatest total over every way of putting the unseen cards in the hidden
    places that the rumours allow (each face-down card at either end up)."""
    table = table_view(view)
    places = hidden_places(table)
    cards = unseen_cards(table)
    allowed = {r.card: set(rumour_places(table, r)) for r in table.rumours if r.card in cards}
    counted = sum(
        CARDS[slot.card].power(slot.top_up)
        for garrison in table.garrisons
        for slot in garrison
        if slot.card != HIDDEN
    )
    lows, highs = [], []
    for order in itertools.permutations(cards):
        if any(
            card in allowed and place not in allowed[card]
            for card, place in zip(order, places, strict=True)
        ):
            continue
        laid = [
            CARDS[card] for card, place in zip(order, places, strict=True) if place[0] == "slot"
        ]
        lows.append(counted + sum(min(card.top, card.bottom) for card in laid))
        highs.append(counted + sum(max(card.top, card.bottom) for card in laid))
    return min(lows), max(highs)


def test_the_range_is_exact_where_every_deal_of_the_unseen_cards_can_be_tried() -> None:
    tried = with_rumours = 0
    for players in (3, 5):
        for _state, view in _views(players, range(40)):
            if len(unseen_cards(view)) > 7:
                continue
            totals = possible_totals(view)
            assert (totals.low, totals.high) == _brute_bounds(view)
            tried += 1
            with_rumours += bool(view.rumours)
    assert tried > 200 and with_rumours > 20  # the rumours' limits were put to the test


def _rest_discarded(state: State) -> State:
    """``state`` with every card of the deal it does not hold put on the discard pile: the
    hidden places then hold the unseen cards, as in a dealt game."""
    return evolve(state, discard=tuple(c for c in cards_for(3) if c not in all_cards(state)))


def test_a_card_known_in_a_hand_is_in_no_garrison_and_a_lost_one_only_where_it_may_be() -> None:
    """Seat 0 knows seat 1 holds the Frog, and that seat 2 still holds the Katydid 4 (+5 / +1)
    somewhere in their hand: no face-down card can be either. The Honey Bee 2 was seen and
    lost: it is in seat 1's hand or seat 2's first face-down card."""
    state = position(
        [["katydid-1"], ["frog-1", "honey-bee-2"], ["pangolin-1", "katydid-4"]],
        [
            [up("great-hornbill", 3)],
            [down("spider-1", 1)],
            [down("garden-snail-1", 2), down("honey-bee-1", 2)],
        ],
    )
    frog_shown = (held("frog-1", 1, 0), state.hands[1][1])
    state = _rest_discarded(
        evolve(
            state,
            hands=(state.hands[0], frog_shown, state.hands[2]),
            rumours=(
                Rumour(0, "katydid-4", (2,)),
                Rumour(0, "honey-bee-2", (1,), ((2, 0),)),
            ),
        )
    )
    view = GAME.view(state, 0)
    assert set(unseen_cards(view)) == {
        "pangolin-1",
        "katydid-4",
        "honey-bee-2",
        "spider-1",
        "garden-snail-1",
        "honey-bee-1",
    }
    # the Hornbill's +2 counted; at most +4, +3, +3 (the Katydid's +5 is in a hand), at least
    # -3, -3, -2
    assert possible_totals(view) == PossibleTotals(2, 3, 2 - 8, 2 + 10)
    assert possible_totals(evolve(view, rumours=())).high == 2 + 12  # what the rumour rules out
    places = {place.card: place for place in card_places(view)}
    assert places["frog-1"] == CardPlace("frog-1", "held", (1,))
    assert places["katydid-4"] == CardPlace("katydid-4", "held", (2,))
    assert places["honey-bee-2"] == CardPlace("honey-bee-2", "lost", (1, 2))
    assert places["great-hornbill"] == CardPlace("great-hornbill", "face_up", (0,))
    assert places["katydid-1"] == CardPlace("katydid-1", "hand", (0,))
    assert places["pangolin-1"] == CardPlace("pangolin-1", "unseen")
    assert places["spider-1"] == CardPlace("spider-1", "unseen")
    assert places[state.discard[0]] == CardPlace(state.discard[0], "discard")


def test_without_the_memory_aid_only_what_a_real_table_shows_is_counted() -> None:
    """Seat 0 laid the Frog face down top up (+5) and knows seat 1's Pangolin: with the memory
    aid off, neither is shown at a real table, so the Frog is one more face-down card and the
    Pangolin may be anywhere; a card just looked at is still shown."""
    state = position(
        [["katydid-1", "sunbird-1"], ["pangolin-1"], ["honey-bee-1"]],
        [
            [up("great-hornbill", 3), down("frog-1", 0)],
            [down("spider-1", 1, False, 0)],  # seat 0 looked at it: -3
            [down("garden-snail-1", 2)],
        ],
    )
    state = _rest_discarded(
        evolve(
            state,
            hands=(state.hands[0], (held("pangolin-1", 1, 0),), state.hands[2]),
            looked=((0, "spider-1"),),
        )
    )
    aided_view = GAME.view(state, 0)
    aided = possible_totals(aided_view)
    assert (aided.counted, aided.unknown) == (2 + 5 - 3, 1)
    bare_view = GAME.view(evolve(state, memory_aid=False), 0)
    bare = possible_totals(bare_view)
    assert (bare.counted, bare.unknown) == (2 - 3, 2)
    bare_where = {place.card: place.where for place in card_places(bare_view)}
    assert bare_where["frog-1"] == bare_where["pangolin-1"] == "unseen"
    assert bare_where["spider-1"] == "face_down"
    # as it lies: its bottom end, -3, counts
    assert CardPlace("spider-1", "face_down", (1,), top_up=False) in card_places(bare_view)
    aided_where = {place.card: place.where for place in card_places(aided_view)}
    assert (aided_where["frog-1"], aided_where["pangolin-1"]) == ("face_down", "held")


@pytest.mark.parametrize("players", [2, 4])
def test_the_cards_set_aside_are_among_the_unseen_and_may_be_any_of_them(players: int) -> None:
    state = GAME.new_game(PetalPlottersOptions(players=players), 7)  # nothing laid yet
    for seat in range(players):
        view = GAME.view(state, seat)
        places = card_places(view)
        unseen = [place.card for place in places if place.where == "unseen"]
        hand = {held.card for held in state.hands[seat]}
        assert set(unseen) == set(cards_for(players)) - hand
        assert set(state.set_aside) <= set(unseen)
        assert possible_totals(view) == PossibleTotals(0, 0, 0, 0)
