"""What a player can count from their view alone: the totals the table may still come to, and
where each of the deal's cards is as far as they know.

A strong player tracks both at a real table (play test: the table total said only how many
face-down cards it left out). Everything here reads a view (``rules.view``) and nothing else,
so it never tells more than the player knows: the cards they have not seen may be any of the
deal's cards not accounted for, wherever the view has a hidden place, each face-down one at
either end up. With the memory aid off, the view is first cut to what a real table shows
(:func:`table_view`): your hand, your victory card, the face-up cards, the discard pile and a
face-down card you have just looked at.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import Final

from engine.games.petal_plotters.components import CARDS, cards_for
from engine.games.petal_plotters.rules import known_by_rumour
from engine.games.petal_plotters.state import HIDDEN, HandCard, Phase, Rumour, Slot, State, evolve

Place = tuple[str, int, int]
"""A hidden place of a view: ("hand", seat, index), ("slot", owner, index), ("victory", seat,
0), ("passed", index in the pass, 0) or ("aside", index, 0)."""


def shows_value(view: State, viewer: int, slot: Slot) -> bool:
    """Face up, or seen by ``viewer`` and either the memory aid is on or the viewer looked at
    it since beginning their latest turn (the engine's ``looked``: a card just seen is in
    mind). The view of a finished game knows every card; until the reveal turns one over, it
    shows only what the viewer knew."""
    if slot.card not in CARDS:
        return False
    if slot.face_up:
        return True
    return viewer in slot.seen_by and (view.memory_aid or (viewer, slot.card) in view.looked)


def table_view(view: State) -> State:
    """``view`` as the table shows it to its player: the view itself with the memory aid on
    (or once the deal is over, every card turned); without it, what a real table shows, the
    other hands, the others' victory cards and the face-down cards not just looked at masked,
    and no card followed once its place was lost (``Rumour``)."""
    viewer = view.viewer
    if view.memory_aid or view.phase is Phase.OVER or viewer is None:
        return view  # (a full state, viewed by nobody, shows everything)

    def held(card: HandCard, seat: int) -> HandCard:
        return card if seat == viewer else HandCard(HIDDEN, card.seen_by)

    hands = tuple(tuple(held(card, seat) for card in hand) for seat, hand in enumerate(view.hands))
    garrisons = tuple(
        tuple(
            slot if shows_value(view, viewer, slot) else Slot(HIDDEN, False, True, slot.seen_by)
            for slot in garrison
        )
        for garrison in view.garrisons
    )
    victory = tuple(
        None if card is None else held(card, seat) for seat, card in enumerate(view.victory)
    )
    pending = view.pending
    if pending is not None and pending.passed:
        passed = tuple(
            held(card, seat) for seat, card in zip(pending.pass_order, pending.passed, strict=False)
        )
        pending = evolve(pending, passed=passed)
    return evolve(
        view, hands=hands, garrisons=garrisons, victory=victory, pending=pending, rumours=()
    )


def shown_cards(view: State) -> Counter[str]:
    """Every card ``view`` shows its player, wherever it lies."""
    held = [card.card for hand in view.hands for card in hand]
    laid = [slot.card for garrison in view.garrisons for slot in garrison]
    kept = [card.card for card in view.victory if card is not None]
    played = [] if view.pending is None else [view.pending.card]
    # a card chosen to pass is still held until the pass goes round
    passed = [] if view.pending is None else [card.card for card in view.pending.passed]
    cards = [*held, *laid, *kept, *played, *passed, *view.discard]
    return Counter(card for card in cards if card != HIDDEN)


def unseen_cards(view: State) -> list[str]:
    """The deal's cards ``view`` does not show, in the deck's order: they fill its hidden
    places (``hidden_places``)."""
    shown = shown_cards(view)
    return [card for card in cards_for(view.players) if card not in shown]


def hidden_places(view: State) -> list[Place]:
    """Every place of ``view`` that holds a card its player does not see."""
    places: list[Place] = [
        ("hand", seat, index)
        for seat, hand in enumerate(view.hands)
        for index, held in enumerate(hand)
        if held.card == HIDDEN
    ]
    places += [
        ("slot", owner, index)
        for owner, garrison in enumerate(view.garrisons)
        for index, slot in enumerate(garrison)
        if slot.card == HIDDEN
    ]
    places += [
        ("victory", seat, 0)
        for seat, held in enumerate(view.victory)
        if held is not None and held.card == HIDDEN
    ]
    if view.pending is not None:
        places += [
            ("passed", index, 0)
            for index, held in enumerate(view.pending.passed)
            if held.card == HIDDEN
        ]
    places += [("aside", index, 0) for index in range(len(view.set_aside))]
    return places


def rumour_places(view: State, rumour: Rumour) -> list[Place]:
    """The hidden places ``rumour`` says its card may be in: the hands it names (with their
    victory card, and the card each chose to pass while a pass waits), and its Garrison
    cards."""
    places: list[Place] = []
    passing = view.pending.pass_order if view.pending is not None else ()
    for seat in rumour.hands:
        hand = view.hands[seat]
        places += [("hand", seat, index) for index, held in enumerate(hand) if held.card == HIDDEN]
        held = view.victory[seat]
        if held is not None and held.card == HIDDEN:
            places.append(("victory", seat, 0))
        if seat in passing:
            assert view.pending is not None
            index = passing.index(seat)
            passed = view.pending.passed
            if index < len(passed) and passed[index].card == HIDDEN:
                places.append(("passed", index, 0))
    places += [
        ("slot", owner, index)
        for owner, index in rumour.slots
        if view.garrisons[owner][index].card == HIDDEN
    ]
    return places


# -- the totals still possible -----------------------------------------------------------


@dataclass(frozen=True, slots=True)
class PossibleTotals:
    """What the table total may be, as its player can work it out."""

    counted: int
    """The Petal Power of the Garrison cards the table shows them."""
    unknown: int
    """The face-down Garrison cards it does not show."""
    low: int
    """The lowest total the unknown cards could make, each at its lower end up."""
    high: int
    """The highest total they could make."""


_BARRED: Final = 10**6
"""The cost of putting a card in a place it cannot be: more than any deal's total."""


def _least_assignment(costs: list[list[int]]) -> int:
    """The least total cost of giving every row its own column (a square matrix), by the
    Hungarian method: exact, and fast at a deal's 25 cards (a search over the rumoured cards'
    places grew with their number)."""
    size = len(costs)
    infinity = float("inf")
    row_potential = [0.0] * (size + 1)
    column_potential = [0.0] * (size + 1)
    row_of = [0] * (size + 1)  # the row given each column (1-based; 0 for none)
    way = [0] * (size + 1)
    for row in range(1, size + 1):
        row_of[0] = row
        column = 0
        least = [infinity] * (size + 1)
        used = [False] * (size + 1)
        while True:
            used[column] = True
            current, delta, next_column = row_of[column], infinity, 0
            for other in range(1, size + 1):
                if used[other]:
                    continue
                reduced = (
                    costs[current - 1][other - 1] - row_potential[current] - column_potential[other]
                )
                if reduced < least[other]:
                    least[other], way[other] = reduced, column
                if least[other] < delta:
                    delta, next_column = least[other], other
            for other in range(size + 1):
                if used[other]:
                    row_potential[row_of[other]] += delta
                    column_potential[other] -= delta
                else:
                    least[other] -= delta
            column = next_column
            if row_of[column] == 0:
                break
        while column:
            previous = way[column]
            row_of[column] = row_of[previous]
            column = previous
    return sum(costs[row_of[column] - 1][column - 1] for column in range(1, size + 1))


def possible_totals(view: State) -> PossibleTotals:
    """The table total as ``view``'s player can bound it: the cards the table shows them
    counted, and each face-down card it does not show one of the cards they have not seen, at
    either end up. A card they know to be in one of a few places (``Rumour``) may be only
    there; every place holds one card. The bounds are reached by some deal of the unseen
    cards that the view allows."""
    table = table_view(view)
    counted = sum(
        CARDS[slot.card].power(slot.top_up)
        for garrison in table.garrisons
        for slot in garrison
        if slot.card != HIDDEN
    )
    places = hidden_places(table)
    unknown = sum(1 for kind, _, _ in places if kind == "slot")
    if not unknown:
        return PossibleTotals(counted, 0, counted, counted)
    cards = unseen_cards(table)
    allowed = {
        rumour.card: set(rumour_places(table, rumour))
        for rumour in table.rumours
        if rumour.card in cards
    }

    # a dealt game has as many hidden places as unseen cards; a table set by hand may not,
    # and its extra cards lie nowhere (an extra place holds a card worth 0)
    size = max(len(cards), len(places))

    def least(value: dict[str, int]) -> int:
        """The least sum of ``value`` over the cards in face-down places."""
        costs = [
            [
                _BARRED
                if card in allowed and place not in allowed[card]
                else value[card]
                if place[0] == "slot"
                else 0
                for place in places
            ]
            + [0] * (size - len(places))
            for card in cards
        ]
        return _least_assignment(costs + [[0] * size] * (size - len(cards)))

    lows = {card: min(CARDS[card].top, CARDS[card].bottom) for card in cards}
    highs = {card: -max(CARDS[card].top, CARDS[card].bottom) for card in cards}
    return PossibleTotals(counted, unknown, counted + least(lows), counted - least(highs))


# -- where the cards are -----------------------------------------------------------------

WHERE: Final = (
    "unseen",
    "discard",
    "played",
    "hand",
    "victory",
    "face_up",
    "face_down",
    "held",
    "kept",
    "lost",
)
"""Where a card of the deal is as its player knows it (``CardPlace.where``): not seen; on the
discard pile; the ability being played; in their hand (or the card they chose to pass); their
victory card; face up in a Garrison; face down in a Garrison, known to them; in another's hand
(or the card they chose to pass); another's victory card; seen, then lost among a few
places (``Rumour``)."""


@dataclass(frozen=True, slots=True)
class CardPlace:
    """One card of the deal, and where its player knows it is."""

    card: str
    where: str
    """One of :data:`WHERE`."""
    seats: tuple[int, ...] = ()
    """Whose Garrison, hand or victory card it is; for a lost card, every seat it may be
    with, the first holder first; none for the other places."""
    top_up: bool = True
    """A Garrison card: which end points up (the Petal Power it counts)."""


def card_places(view: State) -> tuple[CardPlace, ...]:
    """Each card of the deal, in the deck's order, where ``view``'s player knows it is (with
    the memory aid off, as a real table shows: ``table_view``). The cards set aside unseen at
    two and four players are among the unseen ones: nobody knows which they are."""
    table = table_view(view)
    viewer = table.viewer
    found: dict[str, CardPlace] = {}
    for seat, hand in enumerate(table.hands):
        for held in hand:
            where = "hand" if seat == viewer else "held"
            found[held.card] = CardPlace(held.card, where, (seat,))
    pending = table.pending
    if pending is not None:
        found[pending.card] = CardPlace(pending.card, "played", (table.turn_player,))
        for seat, held in zip(pending.pass_order, pending.passed, strict=False):
            where = "hand" if seat == viewer else "held"
            found[held.card] = CardPlace(held.card, where, (seat,))
    for seat, kept in enumerate(table.victory):
        if kept is not None:
            where = "victory" if seat == viewer else "kept"
            found[kept.card] = CardPlace(kept.card, where, (seat,))
    for owner, garrison in enumerate(table.garrisons):
        for slot in garrison:
            where = "face_up" if slot.face_up else "face_down"
            found[slot.card] = CardPlace(slot.card, where, (owner,), slot.top_up)
    for card in table.discard:
        found[card] = CardPlace(card, "discard")
    for rumour in table.rumours:
        if rumour.card not in found:
            holders = rumour.holders
            # sure to be in one hand, with no other place left for it
            sure = bool(holders) and rumour.card in known_by_rumour(table, holders[0])
            found[rumour.card] = CardPlace(rumour.card, "held" if sure else "lost", holders)
    return tuple(found.get(card, CardPlace(card, "unseen")) for card in cards_for(table.players))
