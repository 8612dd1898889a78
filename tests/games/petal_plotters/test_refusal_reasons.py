"""Why an ability may not be used now: the reason names what the table lacks, and is true of
it. A play tester whose Garrison held only the Great Hornbill was told it held no card, and one
whose Garrison swap lacked a second card was told of the Hornbill, which was not the reason."""

from __future__ import annotations

from random import Random

import pytest

from engine.core.errors import IllegalActionError
from engine.core.notes import Note, render_note
from engine.games.petal_plotters import GAME, rules
from engine.games.petal_plotters.components import CARDS, HORNBILL, cards_for
from engine.games.petal_plotters.state import ChooseSlot, Slot, State, UseAbility
from tests.games.petal_plotters.helpers import down, position, up

HORNBILL_ONLY = (
    "Its ability has no possible target now: the Great Hornbill cannot be removed or exchanged."
)
NO_SECOND_CARD = (
    "Its ability exchanges cards between two Garrisons: no other Garrison has a card to"
    " exchange now."
)
HORNBILL_AND_NO_SECOND_CARD = (
    "Its ability exchanges cards between two Garrisons: the Great Hornbill cannot be"
    " exchanged, and no other Garrison has a card to exchange now."
)
NO_ONE_TO_PASS_TO = "Nobody else holds a card: there is no one to pass to now."
NOTHING_TO_GIVE = "Once it is played you hold no other card to give."
NEEDS = {note.template: key for key, note in rules.NO_TARGET_REASONS.items()}
""""Its ability needs a face-down card in ...": the (whose Garrison, which side) it names."""
READINGS = {
    HORNBILL_ONLY: rules.HORNBILL_TARGET_READING,
    HORNBILL_AND_NO_SECOND_CARD: rules.HORNBILL_TARGET_READING,
    NO_SECOND_CARD: rules.TARGET_READING,
    NO_ONE_TO_PASS_TO: rules.PASS_READING,
    NOTHING_TO_GIVE: rules.TARGET_READING,
    **dict.fromkeys(NEEDS, rules.TARGET_READING),
}
"""The interpretation of the rules page each refusal points to: 2, the Great Hornbill never
leaves its Garrison; 4, an ability needs a target; 6, a pass needs another player holding
cards."""


def refusal(state: State, card: str) -> str:
    """The reason the engine gives for refusing ``card``'s ability (it must refuse it)."""
    assert UseAbility(card) not in GAME.legal_actions(state)
    with pytest.raises(IllegalActionError) as refused:
        GAME.apply(state, UseAbility(card))
    note = refused.value.note
    # every such refusal is Bouquet's reading of the rules, and says where it is explained
    assert isinstance(note, Note) and note.template == rules.AS_READ
    reason, reading = dict(note.params)["reason"], dict(note.params)["reading"]
    assert isinstance(reason, Note) and not reason.params
    assert reading == READINGS[reason.template]
    return reason.template


def test_a_garrison_that_holds_only_the_hornbill_is_not_called_empty() -> None:
    """WLBK2UF9, two players: the mover's Garrison holds the Hornbill face up, Rose's none.
    The Katydid swaps a card of the mover's Garrison: the Hornbill cannot be, and there is no
    other card to swap with; the Dusky Leaf Langur (any Garrison) says the same."""
    table = position([["katydid-3", "dusky-leaf-langur-2"], ["frog-1"]], [[up(HORNBILL, 2)], []])
    assert refusal(table, "katydid-3") == HORNBILL_AND_NO_SECOND_CARD
    assert refusal(table, "dusky-leaf-langur-2") == HORNBILL_AND_NO_SECOND_CARD


def test_a_swap_without_a_second_card_says_so_not_the_hornbill() -> None:
    """22222HUN, four players: Iris's Hornbill and one face-down card of Daisy's on the table,
    the mover's Garrison and Rose's empty. Daisy's card may be chosen first: what lacks is a
    second card in another Garrison (the Hornbill is none)."""
    table = position(
        [["dusky-leaf-langur-2", "katydid-5"], ["frog-1"], ["spider-1"], ["sunbird-1"]],
        [[], [], [up(HORNBILL, 4)], [down("garden-snail-1", 3)]],
    )
    assert refusal(table, "dusky-leaf-langur-2") == NO_SECOND_CARD


def test_the_hornbill_is_named_when_it_is_the_one_card_the_ability_could_take() -> None:
    """The Spider removes a card of any Garrison: the face-up Hornbill is the only one."""
    table = position([["spider-1", "katydid-5"], ["frog-1"]], [[], [up(HORNBILL, 2)]])
    assert refusal(table, "spider-1") == HORNBILL_ONLY
    # the Katydid's own Hornbill would have a partner in Rose's Garrison
    partnered = position(
        [["katydid-3", "katydid-5"], ["frog-1"]], [[up(HORNBILL, 2)], [down("garden-snail-1", 1)]]
    )
    assert refusal(partnered, "katydid-3") == HORNBILL_ONLY


def on_side(slot: Slot, side: str) -> bool:
    return side == "any" or slot.face_up == (side == "up")


def is_true_of(state: State, card: str, reason: str) -> bool:
    """Does ``reason`` describe ``state`` truly, read as a player reads it (the test's own
    reading of the words, not the engine's targeting rule)?"""
    mover = state.current
    step = CARDS[card].ability[0]

    def garrisons(owner: str) -> list[tuple[int, Slot]]:
        return [
            (seat, slot)
            for seat, garrison in enumerate(state.garrisons)
            if owner == "any" or (seat == mover) == (owner == "self")
            for slot in garrison
        ]

    def second_cards(seat: int) -> list[Slot]:
        return [slot for other, slot in garrisons("any") if other != seat and slot.card != HORNBILL]

    side = "down" if step.op in ("look", "flip") else step.face
    named = [(seat, slot) for seat, slot in garrisons(step.owner) if on_side(slot, side)]
    if reason == NO_ONE_TO_PASS_TO:
        return step.op == "pass_left" and not any(
            state.hands[seat] for seat in range(state.players) if seat != mover
        )
    if reason == NOTHING_TO_GIVE:
        return step.op == "exchange_hand" and len(state.hands[mover]) < 2
    if reason in NEEDS:
        owner, needed = NEEDS[reason]
        return (
            owner == step.owner
            and needed == side
            and not any(on_side(slot, needed) for _, slot in garrisons(owner))
        )
    only_hornbill = [slot.card for _, slot in named] == [HORNBILL]
    if reason == HORNBILL_ONLY:
        if step.op == "exchange_garrisons":
            return only_hornbill and bool(second_cards(named[0][0]))
        return only_hornbill and step.op in ("remove", "exchange_hand")
    if reason == HORNBILL_AND_NO_SECOND_CARD:
        return step.op == "exchange_garrisons" and only_hornbill and not second_cards(named[0][0])
    if reason == NO_SECOND_CARD:
        firsts = [(seat, slot) for seat, slot in named if slot.card != HORNBILL]
        return (
            step.op == "exchange_garrisons"
            and bool(firsts)
            and not any(second_cards(seat) for seat, _ in firsts)
        )
    return False


def random_table(rng: Random) -> tuple[State, str]:
    """A sparse table (few Garrison cards, so that abilities often lack a target) and a card
    of the mover's hand that has an ability."""
    players = rng.randint(2, 5)
    ids = [card for card in cards_for(players) if card != HORNBILL]
    rng.shuffle(ids)
    card = ids.pop()
    hands: list[list[str]] = [[card, *ids[: rng.randint(0, 1)]]]
    del ids[: len(hands[0]) - 1]
    for _ in range(players - 1):
        count = rng.choice((0, 0, 1, 2))
        hands.append(ids[:count])
        del ids[:count]
    garrisons: list[list[Slot]] = []
    for seat in range(players):
        count = rng.choice((0, 0, 0, 1, 1, 2))
        garrisons.append(
            [up(c, players) if rng.random() < 0.4 else down(c, seat) for c in ids[:count]]
        )
        del ids[:count]
    if rng.random() < 0.8:
        seat = rng.randrange(players)
        garrisons[seat].insert(rng.randint(0, len(garrisons[seat])), up(HORNBILL, players))
    return position(hands, garrisons), card


def test_every_refusal_reason_is_true_of_the_table() -> None:
    """Over many random tables, every ability the engine refuses gives a reason that the
    table bears out; and every kind of reason is met (the test reaches them all)."""
    rng = Random(141)
    given: set[str] = set()
    refused = 0
    for _ in range(6000):
        state, card = random_table(rng)
        if UseAbility(card) in GAME.legal_actions(state):
            continue
        reason = refusal(state, card)
        assert is_true_of(state, card, reason), (card, reason, state.garrisons, state.hands)
        given.add(reason)
        refused += 1
    assert refused > 500
    reachable = {
        HORNBILL_ONLY,
        NO_SECOND_CARD,
        HORNBILL_AND_NO_SECOND_CARD,
        NO_ONE_TO_PASS_TO,
        NOTHING_TO_GIVE,
        *(
            rules.NO_TARGET_REASONS[(step.owner, side)].template
            for held in CARDS.values()
            if held.ability
            for step in held.ability[:1]
            if step.op != "pass_left"
            for side in {"down" if step.op in ("look", "flip") else step.face}
        ),
    }
    assert given == reachable


def test_a_spider_with_no_face_down_card_to_remove_names_the_side_it_needs() -> None:
    """Four players, nothing in the others' Garrisons: the Spider removes a face-down card of
    another player's Garrison, and its refusal says so ("needs a card in another player's
    Garrison" sent a player looking for any card); the Sunbird removes a face-up card."""
    table = position(
        [["spider-2", "sunbird-3"], ["frog-1"], ["katydid-1"], ["sunbird-1"]],
        [[up(HORNBILL, 4), down("garden-snail-1", 0)], [], [], []],
    )
    assert refusal(table, "spider-2") == (
        "Its ability needs a face-down card in another player's Garrison: there is none now."
    )
    assert refusal(position([["sunbird-3", "frog-1"], ["katydid-1"]], [[], []]), "sunbird-3") == (
        "Its ability needs a face-up card in a Garrison: there is none now."
    )


def test_a_hornbill_target_refused_says_it_is_bouquets_reading_and_where_it_is_explained() -> None:
    """Choosing the Hornbill for a removal is refused with the reason and the interpretation
    of the rules page that explains it (the rulebook says nothing of it)."""
    table = position(
        [["spider-1", "katydid-5"], ["frog-1"]], [[up(HORNBILL, 2)], [down("garden-snail-1", 1)]]
    )
    chosen = GAME.apply(table, UseAbility("spider-1"))
    with pytest.raises(IllegalActionError) as refused:
        GAME.apply(chosen, ChooseSlot(0, 0))
    assert render_note(refused.value.note, ()) == (
        "The Great Hornbill cannot be removed or exchanged. (Bouquet's reading of the rules:"
        " Rules › Interpretations, item 2.)"
    )
