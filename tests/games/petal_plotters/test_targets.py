"""Which Garrison cards each ability may target: the "face-down" and "another player's
Garrison" limits of the deck, and the Garrison swap's second card."""

from __future__ import annotations

import pytest

from engine.core.errors import IllegalActionError
from engine.games.petal_plotters import GAME, rules
from engine.games.petal_plotters.components import CARDS, FACES, HORNBILL, OWNERS
from engine.games.petal_plotters.state import (
    ChooseHandCard,
    ChooseSlot,
    Phase,
    Slot,
    State,
    UseAbility,
)
from tests.games.petal_plotters.helpers import down, position, up

FROG, BEE = "frog-1", "honey-bee-1"
"""Two face-down cards of seat 1; the Bee lies rotated (its bottom end up)."""

OWN_DOWN, OWN_UP = (0, 0), (0, 1)
HORNBILL_SLOT, FROG_SLOT, ROTATED_BEE = (1, 0), (1, 1), (1, 2)
ROTATED_FACE_UP, OTHER_DOWN = (2, 0), (2, 1)
EVERY_SLOT = {OWN_DOWN, OWN_UP, HORNBILL_SLOT, FROG_SLOT, ROTATED_BEE, ROTATED_FACE_UP, OTHER_DOWN}
OTHERS_FACE_DOWN = {FROG_SLOT, ROTATED_BEE, OTHER_DOWN}


def table(card: str) -> State:
    """Seat 0 to move with ``card``: in every Garrison but the empty fourth one, face-down and
    face-up cards; the Hornbill face up in seat 1's, a rotated card face up in seat 2's."""
    return position(
        [[card, "katydid-5", "honey-bee-2"], ["katydid-1"], ["spider-1"], ["sunbird-1"]],
        [
            [down("garden-snail-1", 0), up("frog-2", 4)],
            [up(HORNBILL, 4), down(FROG, 1), down(BEE, 1, top_up=False)],
            [up("silver-royal", 4, top_up=False), down("katydid-3", 2)],
            [],
        ],
    )


def targets(state: State) -> set[tuple[int, int]]:
    return {
        (action.owner, action.index)
        for action in GAME.legal_actions(state)
        if isinstance(action, ChooseSlot)
    }


def choosing(card: str) -> State:
    """The table once ``card``'s ability waits for its Garrison card (an exchange from the
    hand has given ``katydid-5``, top end up)."""
    state = GAME.apply(table(card), UseAbility(card))
    if CARDS[card].ability[0].op == "exchange_hand":
        state = GAME.apply(state, ChooseHandCard("katydid-5", True))
    return state


@pytest.mark.parametrize(
    ("card", "expected"),
    [
        # the limits: only the face-down cards of the others
        ("pangolin-2", OTHERS_FACE_DOWN),
        ("spider-2", OTHERS_FACE_DOWN),
        ("garden-snail-2", OTHERS_FACE_DOWN),
        ("katydid-2", OTHERS_FACE_DOWN),
        ("malay-red-harlequin", OTHERS_FACE_DOWN),
        # face-down in any Garrison: the mover's own too
        ("sunbird-2", OTHERS_FACE_DOWN | {OWN_DOWN}),
        # another player's Garrison, face up or down: the Hornbill too
        ("frog-1", EVERY_SLOT - {OWN_DOWN, OWN_UP}),
        # no limit (the controls): every card; a removal spares the Hornbill
        ("pangolin-1", EVERY_SLOT),
        ("spider-1", EVERY_SLOT - {HORNBILL_SLOT}),
    ],
)
def test_each_ability_targets_only_the_cards_its_limits_allow(
    card: str, expected: set[tuple[int, int]]
) -> None:
    state = choosing(card)
    assert state.phase is Phase.ABILITY
    assert targets(state) == expected


@pytest.mark.parametrize(
    "card",
    sorted(
        card
        for card, data in CARDS.items()
        if data.ability[:1] and data.ability[0].op == "exchange_hand"
    ),
)
def test_the_cards_to_take_are_known_while_the_card_to_give_is_chosen(card: str) -> None:
    """The table spares them while the player chooses what to give: they must be exactly the
    Garrison cards offered once a card is given, and nothing at any other time."""
    before = table(card)
    giving = GAME.apply(before, UseAbility(card))
    assert rules.taken_after_give(before) == []
    taken = rules.taken_after_give(giving)
    assert taken
    assert set(taken) == targets(choosing(card))
    assert rules.taken_after_give(choosing(card)) == []


@pytest.mark.parametrize(
    ("card", "face_up"),
    [
        ("pangolin-2", ROTATED_FACE_UP),
        ("spider-2", ROTATED_FACE_UP),
        ("garden-snail-2", ROTATED_FACE_UP),
        ("sunbird-2", ROTATED_FACE_UP),
        ("sunbird-2", OWN_UP),
    ],
)
def test_a_face_up_card_is_refused_and_says_why(card: str, face_up: tuple[int, int]) -> None:
    with pytest.raises(IllegalActionError, match="targets a face-down card"):
        GAME.apply(choosing(card), ChooseSlot(*face_up))


def test_pangolin_2_cannot_rotate_the_hornbill_that_pangolin_1_can() -> None:
    with pytest.raises(IllegalActionError, match="targets a face-down card"):
        GAME.apply(choosing("pangolin-2"), ChooseSlot(*HORNBILL_SLOT))
    rotated = GAME.apply(choosing("pangolin-1"), ChooseSlot(*HORNBILL_SLOT))
    assert rotated.garrisons[1][0] == up(HORNBILL, 4, top_up=False)


@pytest.mark.parametrize(
    "card",
    ["frog-1", "katydid-2", "malay-red-harlequin", "pangolin-2", "spider-2", "garden-snail-2"],
)
def test_an_own_card_is_refused_where_another_players_garrison_is_asked(card: str) -> None:
    with pytest.raises(IllegalActionError, match="a card in another player's Garrison"):
        GAME.apply(choosing(card), ChooseSlot(*OWN_DOWN))


def test_the_limited_abilities_act_on_a_rotated_face_down_card() -> None:
    rotated = GAME.apply(choosing("pangolin-2"), ChooseSlot(*ROTATED_BEE))
    assert rotated.garrisons[1][2] == down(BEE, 1, top_up=True)
    for remover in ("spider-2", "sunbird-2"):
        removed = GAME.apply(choosing(remover), ChooseSlot(*ROTATED_BEE))
        assert [slot.card for slot in removed.garrisons[1]] == [HORNBILL, FROG]
        assert removed.discard == (BEE, remover)
    # the mover's own face-down card is a target of Sunbird-2 alone
    own = GAME.apply(choosing("sunbird-2"), ChooseSlot(*OWN_DOWN))
    assert [slot.card for slot in own.garrisons[0]] == ["frog-2"]
    taken = GAME.apply(choosing("garden-snail-2"), ChooseSlot(*ROTATED_BEE))
    assert taken.hands[0][-1].card == BEE
    assert taken.garrisons[1][2] == down("katydid-5", 0, top_up=True)


def test_the_hornbill_cannot_be_the_second_card_of_a_garrison_swap() -> None:
    for card, first in (("dusky-leaf-langur-2", OTHER_DOWN), ("katydid-3", OWN_DOWN)):
        state = GAME.apply(choosing(card), ChooseSlot(*first))
        assert state.phase is Phase.ABILITY and state.pending is not None
        assert state.pending.first == first
        seats_but_first = {slot for slot in EVERY_SLOT if slot[0] != first[0]}
        assert targets(state) == seats_but_first - {HORNBILL_SLOT}
        with pytest.raises(IllegalActionError, match="Hornbill"):
            GAME.apply(state, ChooseSlot(*HORNBILL_SLOT))


def test_a_garrison_swap_needs_a_second_card_in_another_garrison() -> None:
    # Every card but the Hornbill lies in seat 1's Garrison: nothing to swap it with.
    lonely = position(
        [["dusky-leaf-langur-2", "katydid-5"], ["katydid-1"], ["spider-1"]],
        [[up(HORNBILL, 3)], [down(FROG, 1), down(BEE, 1, top_up=False)], []],
    )
    assert UseAbility("dusky-leaf-langur-2") not in GAME.legal_actions(lonely)
    # seat 1's cards may be chosen first: what lacks is a second card in another Garrison
    with pytest.raises(IllegalActionError, match="no other Garrison has a card to exchange"):
        GAME.apply(lonely, UseAbility("dusky-leaf-langur-2"))
    # One card in a second Garrison gives every card a partner.
    paired = position(
        [["dusky-leaf-langur-2", "katydid-5"], ["katydid-1"], ["spider-1"]],
        [[up(HORNBILL, 3)], [down(FROG, 1), down(BEE, 1, top_up=False)], [down("katydid-3", 2)]],
    )
    state = GAME.apply(paired, UseAbility("dusky-leaf-langur-2"))
    assert targets(state) == {(1, 0), (1, 1), (2, 0)}


def test_katydid_3_needs_a_partner_for_its_movers_own_card() -> None:
    def mover_and(others: list[list[Slot]]) -> State:
        own = [up(HORNBILL, 3), down("garden-snail-1", 0)]
        return position([["katydid-3", "katydid-5"], ["katydid-1"], ["spider-1"]], [own, *others])

    alone = mover_and([[], []])
    assert UseAbility("katydid-3") not in GAME.legal_actions(alone)
    # the Hornbill is no partner, but it is not the reason: another card would be none either
    with pytest.raises(IllegalActionError, match=r"no other Garrison has a card to exchange"):
        GAME.apply(alone, UseAbility("katydid-3"))
    partnered = GAME.apply(mover_and([[down(FROG, 1)], []]), UseAbility("katydid-3"))
    assert targets(partnered) == {(0, 1)}


def test_an_ability_without_a_target_says_what_it_needs() -> None:
    """ "No possible target now" alone left a player with an empty Garrison guessing why (play
    test): the reason names what the first step needs, for every filter a step may have."""
    empty = position([["garden-snail-1", "katydid-5"], ["katydid-1"], ["spider-1"]], [[], [], []])
    with pytest.raises(IllegalActionError, match=r"needs a card in your Garrison"):
        GAME.apply(empty, UseAbility("garden-snail-1"))
    only_up = position(
        [["katydid-2", "katydid-5"], ["katydid-1"], ["spider-1"]], [[], [up(FROG, 1)], []]
    )
    with pytest.raises(IllegalActionError, match=r"face-down card in another player's Garrison"):
        GAME.apply(only_up, UseAbility("katydid-2"))
    alone = position([["dusky-leaf-langur-1"], ["katydid-1"], ["spider-1"]], [[], [], []])
    with pytest.raises(IllegalActionError, match=r"no other card to give"):
        GAME.apply(alone, UseAbility("dusky-leaf-langur-1"))
    assert set(rules.NO_TARGET_REASONS) == {(owner, face) for owner in OWNERS for face in FACES}
