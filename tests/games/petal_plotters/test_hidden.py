"""Hidden information is exact: a view is the same for every state that differs only in
cards hidden from its player, and nothing a player does on their turn depends on them."""

from __future__ import annotations

from random import Random

import pytest

from engine.games.petal_plotters import GAME
from engine.games.petal_plotters.components import CARDS, cards_for
from engine.games.petal_plotters.rules import known_by_rumour
from engine.games.petal_plotters.state import (
    HIDDEN,
    AddToGarrison,
    ChooseHandCard,
    ChooseSlot,
    HandCard,
    PassCard,
    Phase,
    Rumour,
    State,
    UseAbility,
    evolve,
)
from tests.games.petal_plotters.helpers import all_cards, down, position, random_game, up


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_views_are_identical_across_states_differing_only_in_hidden_cards(players: int) -> None:
    for seed in range(30):
        states, actions = random_game(players, seed)
        rng = Random(seed)
        for state, action in zip(states, [*actions, None], strict=True):
            if GAME.is_over(state):
                continue
            for player in range(players):
                view = GAME.view(state, player)
                other = GAME.determinise(view, player, rng)
                # `other` is a full state: hidden cards re-dealt at random
                assert HIDDEN not in all_cards(other)
                assert GAME.view(other, player) == view
                if player == GAME.current_player(state):
                    assert GAME.legal_actions(view) == GAME.legal_actions(state)
                    assert GAME.legal_actions(other) == GAME.legal_actions(state)
                    assert action is not None
                    if not GAME.reveals(state, action):
                        # the same move from either state looks the same to the mover
                        assert GAME.view(GAME.apply(state, action), player) == GAME.view(
                            GAME.apply(other, action), player
                        )


def test_a_view_shows_own_hand_face_up_cards_discard_and_cards_seen_only() -> None:
    state = position(
        [
            ["dusky-leaf-langur-3", "katydid-1"],
            ["honey-bee-3", "spider-1"],
            ["katydid-2", "pangolin-1"],
        ],
        [
            [up("great-hornbill", 3), down("frog-1", 0)],
            [down("honey-bee-1", 1), up("silver-royal", 3, top_up=False)],
            [down("katydid-3", 2, False, 0)],  # seat 0 looked at it earlier
        ],
        discard=("sunbird-3",),
    )
    view = GAME.view(state, 0)
    assert [h.card for h in view.hands[0]] == ["dusky-leaf-langur-3", "katydid-1"]
    assert [h.card for h in view.hands[1]] == [HIDDEN, HIDDEN]
    assert view.garrisons[0][1].card == "frog-1"
    assert view.garrisons[1][0].card == HIDDEN and view.garrisons[1][0].top_up is True
    assert view.garrisons[1][1].card == "silver-royal" and view.garrisons[1][1].top_up is False
    assert view.garrisons[2][0].card == "katydid-3" and view.garrisons[2][0].top_up is False
    assert view.discard == ("sunbird-3",)
    assert view.rng == 0 and view.viewer == 0
    assert GAME.view(state, 1).garrisons[2][0].card == HIDDEN


def test_the_orientation_of_an_unknown_card_is_hidden_too() -> None:
    base = position([["dusky-leaf-langur-3"], ["x"]], [[], [down("frog-1", 1, top_up=True)]])
    flipped = position([["dusky-leaf-langur-3"], ["x"]], [[], [down("frog-1", 1, top_up=False)]])
    assert GAME.view(base, 0) == GAME.view(flipped, 0)
    assert GAME.view(base, 1) != GAME.view(flipped, 1)


def test_a_secret_choice_from_a_hand_makes_others_forget_that_hand() -> None:
    # Seat 1 knows that seat 0 holds dusky-leaf-langur-3 (it came from seat 1's Garrison earlier).
    state = position(
        [["dusky-leaf-langur-3", "katydid-1", "pangolin-1"], ["x"], ["y"]], [[], [], []]
    )
    hands = list(state.hands)
    hands[0] = tuple(
        h if h.card != "dusky-leaf-langur-3" else type(h)(h.card, frozenset({0, 1}))
        for h in hands[0]
    )
    state = State(
        **{**{n: getattr(state, n) for n in state.__dataclass_fields__}, "hands": tuple(hands)}
    )
    assert GAME.view(state, 1).hands[0][0].card == "dusky-leaf-langur-3"
    after = GAME.apply(state, AddToGarrison("katydid-1", True))
    # Seat 1 cannot tell which card went into the Garrison: it no longer tracks dusky-leaf-langur-3.
    assert all(h.card == HIDDEN for h in GAME.view(after, 1).hands[0])
    assert GAME.view(after, 1).garrisons[0][0].card == HIDDEN


def test_determinise_deals_exactly_the_unseen_cards() -> None:
    states, _ = random_game(4, seed=3)
    state = states[len(states) // 2]
    view = GAME.view(state, 1)
    world = GAME.determinise(view, 1, Random(1))
    assert world.viewer is None and world.phase is state.phase
    cards = [h.card for hand in world.hands for h in hand]
    cards += [s.card for g in world.garrisons for s in g] + list(world.set_aside)
    cards += [v.card for v in world.victory if v is not None] + list(world.discard)
    if world.pending is not None:
        cards.append(world.pending.card)
        cards += [h.card for h in world.pending.passed]
    assert sorted(cards) == sorted(c for c in CARDS if CARDS[c].players != "2-3")
    worlds = {GAME.determinise(view, 1, Random(seed)).hands for seed in range(10)}
    assert len(worlds) > 1  # hidden hands really are sampled


def test_memory_aid_is_an_option_and_knowledge_is_always_tracked() -> None:
    options = GAME.parse_options({"players": 3, "memory_aid": False})
    state = GAME.new_game(options, 4)
    assert state.memory_aid is False and state.phase is Phase.HORNBILL
    assert GAME.parse_options({"players": 3}).memory_aid is True  # type: ignore[attr-defined]
    # the same game with the aid on and off: every view knows the same cards
    aided = GAME.new_game(GAME.parse_options({"players": 3}), 4)
    _, actions = random_game(3, 4)
    for action in actions[:12]:
        state, aided = GAME.apply(state, action), GAME.apply(aided, action)
        for seat in range(3):
            assert GAME.view(state, seat) == evolve(GAME.view(aided, seat), memory_aid=False)
    # without the aid, knowledge is still tracked: a look (in this game) left a seat knowing a
    # face-down card of another Garrison, and that seat's view shows it
    known = [
        (seat, owner, index, slot.card)
        for owner, garrison in enumerate(state.garrisons)
        for index, slot in enumerate(garrison)
        if not slot.face_up
        for seat in slot.seen_by - {owner}
    ]
    assert known
    for seat, owner, index, card in known:
        assert GAME.view(state, seat).garrisons[owner][index].card == card


@pytest.mark.parametrize("players", [2, 5])
def test_the_final_view_reveals_every_garrison_and_victory_card(players: int) -> None:
    revealed_at_the_end = 0
    for seed in range(5):
        states, _ = random_game(players, seed)
        final = states[-1]
        assert GAME.is_over(final)
        for viewer in range(players):
            view = GAME.view(final, viewer)
            assert view.garrisons == final.garrisons
            assert view.victory == final.victory
            assert set(view.set_aside) <= {HIDDEN}
            # one move before the end, exactly the face-down cards the viewer had not seen were
            # still hidden: the end is what shows them
            previous = states[-2]
            unseen = {
                (seat, index)
                for seat, garrison in enumerate(previous.garrisons)
                for index, slot in enumerate(garrison)
                if not slot.face_up and viewer not in slot.seen_by
            }
            before = GAME.view(previous, viewer)
            hidden_before = {
                (seat, index)
                for seat, garrison in enumerate(before.garrisons)
                for index, slot in enumerate(garrison)
                if slot.card == HIDDEN
            }
            assert hidden_before == unseen
            revealed_at_the_end += len(unseen)
    assert revealed_at_the_end > 0


def dealt(hands: list[list[str]]) -> State:
    """Three players holding ``hands``, every other card of the deck on the discard pile."""
    rest = sorted(set(cards_for(3)) - {card for hand in hands for card in hand})
    return position(hands, [[] for _ in hands], discard=tuple(rest))


def known_in_hand(state: State, holder: int, card: str, knower: int) -> State:
    """``state`` where ``knower`` knows that ``holder`` holds ``card`` (say, passed to them)."""
    hands = list(state.hands)
    hands[holder] = tuple(
        HandCard(h.card, h.seen_by | {knower}) if h.card == card else h for h in hands[holder]
    )
    return evolve(state, hands=tuple(hands))


def test_a_card_known_in_a_hand_is_still_its_holders_after_a_face_down_add() -> None:
    """Ben knows Ann holds the Langur he passed her. Ann adds a card face down: it may be the
    Langur, so its place is lost, yet Ben still knows it is hers (the memory aid had forgotten
    the card, play test)."""
    state = dealt(
        [["dusky-leaf-langur-3", "katydid-1", "pangolin-1"], ["silver-royal"], ["frog-1"]]
    )
    state = known_in_hand(state, 0, "dusky-leaf-langur-3", 1)
    after = GAME.apply(state, AddToGarrison("katydid-1", True))
    # in her hand still, or the card she added (Garrison card 0)
    assert GAME.view(after, 1).rumours == (Rumour(1, "dusky-leaf-langur-3", (0,), ((0, 0),)),)
    assert all(h.card == HIDDEN for h in GAME.view(after, 1).hands[0])
    # the rumour is Ben's own: nobody else's view holds it
    assert GAME.view(after, 0).rumours == () and GAME.view(after, 2).rumours == ()
    # every world Ben imagines keeps the Langur Ann's: in her hand or her Garrison
    for seed in range(20):
        world = GAME.determinise(GAME.view(after, 1), 1, Random(seed))
        assert "dusky-leaf-langur-3" in {h.card for h in world.hands[0]} | {
            s.card for s in world.garrisons[0]
        }


def test_a_rumour_ends_when_the_card_is_shown_or_may_have_left_its_holder() -> None:
    state = dealt(
        [
            ["dusky-leaf-langur-3", "katydid-1", "katydid-2"],
            ["silver-royal", "honey-bee-2"],
            ["frog-1", "sunbird-1"],
        ]
    )
    state = known_in_hand(state, 0, "dusky-leaf-langur-3", 1)
    after = GAME.apply(state, AddToGarrison("katydid-1", True))
    assert after.rumours
    # a second face-down add keeps it: the card is still Ann's
    kept = GAME.apply(
        GAME.apply(
            GAME.apply(after, AddToGarrison("silver-royal", True)), AddToGarrison("frog-1", True)
        ),
        AddToGarrison("katydid-2", True),
    )
    assert kept.rumours == (Rumour(1, "dusky-leaf-langur-3", (0,), ((0, 0), (0, 1))),)
    # Ben flips the card Ann added: not the Langur, so it is in her hand again for sure (the
    # note said "may still hold" beside the card shown, play test)
    flipped = GAME.apply(
        GAME.apply(after, UseAbility("silver-royal")), ChooseSlot(owner=0, index=0)
    )
    assert flipped.garrisons[0][0].face_up
    assert flipped.rumours == (Rumour(1, "dusky-leaf-langur-3", (0,)),)
    assert known_by_rumour(GAME.view(flipped, 1), 0) == ("dusky-leaf-langur-3",)
    assert known_by_rumour(GAME.view(after, 1), 0) == ()  # before: it may be the card added
    # the Langur played for its ability is shown to everyone
    shown = GAME.apply(
        GAME.apply(
            GAME.apply(after, AddToGarrison("silver-royal", True)), AddToGarrison("frog-1", True)
        ),
        UseAbility("dusky-leaf-langur-3"),
    )
    assert shown.rumours == ()


@pytest.mark.parametrize("players", [3, 4, 5])
def test_every_rumour_names_a_card_still_its_holders_whose_place_its_seat_does_not_know(
    players: int,
) -> None:
    rumours = spread = named_victory = 0
    for seed in range(40):
        states, _ = random_game(players, seed)
        for state in states:
            if GAME.is_over(state):
                continue
            for rumour in state.rumours:
                rumours += 1
                spread += len(rumour.holders) > 1
                # its hands, with their victory cards and the cards they chose to pass
                places = [h for seat in rumour.hands for h in state.hands[seat]]
                places += [h for seat in rumour.hands if (h := state.victory[seat]) is not None]
                if state.pending is not None:
                    order = state.pending.pass_order
                    places += [
                        h
                        for seat, h in zip(order, state.pending.passed, strict=False)
                        if seat in rumour.hands
                    ]
                slots = [state.garrisons[owner][index] for owner, index in rumour.slots]
                # the card is in one of its places, and the knower knows none of them holds it
                assert rumour.card in {h.card for h in places} | {s.card for s in slots}
                assert not any(rumour.knower in h.seen_by for h in places if h.card == rumour.card)
                assert not any(s.face_up or rumour.knower in s.seen_by for s in slots)
                assert rumour.knower not in rumour.hands
                for seat in rumour.hands:
                    named_victory += _victory_may_be(states, states.index(state), rumour, seat)
    assert rumours > 0 and spread > 0
    assert named_victory > 0 or players == 3  # three players rarely come to it


def _victory_may_be(states: list[State], now: int, rumour: Rumour, seat: int) -> bool:
    """When ``rumour`` names ``seat``, whose victory card has been the one card they held since
    it came to them, as a place of its card: may the victory card be it? It came from a place
    the knower knew held the card or the rumour named (the note named a victory card known to
    have come from another player, play test). False when there is nothing to check."""
    state = states[now]
    victory = state.victory[seat]
    if victory is None:
        return False
    start = now
    while start > 0 and victory.card in _holding(states[start - 1], seat):
        start -= 1
    if start == 0 or any(len(_held(states[k], seat)) > 1 for k in range(start, now + 1)):
        return False  # dealt to the seat, or once among other cards of its hand
    before = states[start - 1]
    earlier = [r for r in before.rumours if (r.knower, r.card) == (rumour.knower, rumour.card)]
    for giver in range(before.players):
        if victory.card in _holding(before, giver):
            known = [h for h in _held(before, giver) if rumour.knower in h.seen_by]
            named = any(giver in r.hands for r in earlier)
            assert named or rumour.card in {h.card for h in known}
            return True
    for owner, garrison in enumerate(before.garrisons):
        for index, slot in enumerate(garrison):
            if slot.card == victory.card:
                knew = slot.face_up or rumour.knower in slot.seen_by
                named = any((owner, index) in r.slots for r in earlier)
                assert named or (knew and slot.card == rumour.card)
                return True
    raise AssertionError("the victory card came from nowhere")


def _held(state: State, seat: int) -> list[HandCard]:
    """``seat``'s hand with their victory card and the card they chose to pass."""
    held = [*state.hands[seat], *([] if state.victory[seat] is None else [state.victory[seat]])]
    if state.pending is not None:
        order = state.pending.pass_order
        held += [
            h for passer, h in zip(order, state.pending.passed, strict=False) if passer == seat
        ]
    return held


def _holding(state: State, seat: int) -> set[str]:
    """The cards ``_held`` and the ability card ``seat`` plays (a Cancel gives it back)."""
    playing = state.pending is not None and state.turn_player == seat
    return {h.card for h in _held(state, seat)} | ({state.pending.card} if playing else set())


LANGUR = "dusky-leaf-langur-3"


def passing_table(knower: int) -> State:
    """Ann (0) holds a pass card, the Langur and a Pangolin, and ``knower`` knows the Langur is
    hers; Ben (1) and Cy (2) hold two cards each."""
    state = dealt(
        [
            ["katydid-1", LANGUR, "pangolin-1"],
            ["silver-royal", "honey-bee-2"],
            ["frog-1", "sunbird-1"],
        ]
    )
    return known_in_hand(state, 0, LANGUR, knower)


def passed(state: State, ann_passes: str) -> tuple[State, State]:
    """The pass Ann's Katydid starts: the table once Ann has chosen ``ann_passes``, and once
    everyone has (Ben passes the Silver Royal to Cy, Cy the Frog to Ann)."""
    chosen = GAME.apply(GAME.apply(state, UseAbility("katydid-1")), PassCard(ann_passes))
    done = GAME.apply(GAME.apply(chosen, PassCard("silver-royal")), PassCard("frog-1"))
    return chosen, done


@pytest.mark.parametrize("ann_passes", [LANGUR, "pangolin-1"])
def test_a_rumour_follows_a_pass_to_the_holders_left(ann_passes: str) -> None:
    """Cy knew Ann held the Langur. She passes a card to Ben: it is in her hand or in Ben's now
    (a pass dropped the card from the memory aid, play test), whichever card she passed."""
    chosen, done = passed(passing_table(2), ann_passes)
    # while the others choose, the card she chose may be it: not sure in her hand any more
    assert GAME.view(chosen, 2).rumours == (Rumour(2, LANGUR, (0,)),)
    assert known_by_rumour(GAME.view(chosen, 2), 0) == ()
    assert GAME.view(done, 2).rumours == (Rumour(2, LANGUR, (0, 1)),)
    assert known_by_rumour(GAME.view(done, 2), 0) == ()
    # Cy cannot tell which card Ann passed: her view is the same either way
    other, _ = passed(passing_table(2), LANGUR if ann_passes != LANGUR else "pangolin-1")
    assert GAME.view(chosen, 2) == GAME.view(other, 2)
    # every world Cy imagines keeps the Langur with Ann or Ben, both ways are sampled
    holders = set()
    for seed in range(30):
        world = GAME.determinise(GAME.view(done, 2), 2, Random(seed))
        holders |= {seat for seat in (0, 1) if LANGUR in {h.card for h in world.hands[seat]}}
    assert holders == {0, 1}
    # mid-pass too: Ann's hand, or the card she chose
    places = set()
    for seed in range(30):
        world = GAME.determinise(GAME.view(chosen, 2), 2, Random(seed))
        assert world.pending is not None
        in_hand = LANGUR in {h.card for h in world.hands[0]}
        assert in_hand or world.pending.passed[0].card == LANGUR
        places.add(in_hand)
    assert places == {True, False}


def test_the_receiver_of_a_pass_sees_whether_the_rumoured_card_came() -> None:
    """Ben knew Ann held the Langur: passed to him, he holds it; another card passed, he knows
    she kept it."""
    _, done = passed(passing_table(1), LANGUR)
    assert GAME.view(done, 1).rumours == ()
    assert LANGUR in {h.card for h in GAME.view(done, 1).hands[1]}
    _, kept = passed(passing_table(1), "pangolin-1")
    assert GAME.view(kept, 1).rumours == (Rumour(1, LANGUR, (0,)),)
    assert known_by_rumour(GAME.view(kept, 1), 0) == (LANGUR,)


def test_a_rumour_follows_a_hand_exchange_with_another_garrison() -> None:
    """Cy knew Ann held the Frog. Ann gives a card of her hand for a card of Ben's Garrison: the
    Frog is in her hand still, or is the card now in Ben's Garrison. A card rumoured in Ben's
    Garrison and taken is in Ann's hand now."""
    state = position(
        [["dusky-leaf-langur-1", "frog-1", "pangolin-1"], ["silver-royal"], ["sunbird-1"]],
        [[], [down("katydid-2", 1), down("honey-bee-2", 1)], []],
    )
    state = known_in_hand(state, 0, "frog-1", 2)
    state = evolve(state, rumours=(Rumour(2, "katydid-2", (1,), ((1, 0),)),))
    state = GAME.apply(state, UseAbility("dusky-leaf-langur-1"))
    state = GAME.apply(state, ChooseHandCard("pangolin-1", True))
    after = GAME.apply(state, ChooseSlot(owner=1, index=0))
    assert GAME.view(after, 2).rumours == (
        Rumour(2, "katydid-2", (1, 0)),
        Rumour(2, "frog-1", (0,), ((1, 0),)),
    )


def test_a_rumoured_garrison_card_follows_an_exchange_between_garrisons() -> None:
    state = position(
        [["katydid-3", "frog-1"], ["silver-royal"], ["sunbird-1"]],
        [[down("pangolin-1", 0)], [down("katydid-2", 1), down("honey-bee-2", 1)], []],
    )
    state = evolve(state, rumours=(Rumour(2, "katydid-2", (1,), ((1, 0),)),))
    state = GAME.apply(state, UseAbility("katydid-3"))
    state = GAME.apply(GAME.apply(state, ChooseSlot(0, 0)), ChooseSlot(1, 0))
    assert state.garrisons[0][0].card == "katydid-2"
    assert state.rumours == (Rumour(2, "katydid-2", (1,), ((0, 0),)),)


def test_a_rumour_leaves_a_hand_whose_every_card_its_seat_knows() -> None:
    """Cy knows every card left in Ann's hand, and the Langur is none of them: it is the card
    Ann added, and a pass cannot have taken it to Ben (a rumour never names a place the card
    cannot be)."""
    state = position(
        [["katydid-1", "pangolin-1", "honey-bee-2"], ["silver-royal", "frog-1"], ["sunbird-1"]],
        [[down(LANGUR, 0)], [], []],
    )
    for card in ("katydid-1", "pangolin-1", "honey-bee-2"):
        state = known_in_hand(state, 0, card, 2)
    state = evolve(state, rumours=(Rumour(2, LANGUR, (0,), ((0, 0),)),))
    chosen = GAME.apply(GAME.apply(state, UseAbility("katydid-1")), PassCard("pangolin-1"))
    assert chosen.rumours[0] == Rumour(2, LANGUR, (), ((0, 0),))
    done = GAME.apply(GAME.apply(chosen, PassCard("silver-royal")), PassCard("sunbird-1"))
    assert done.rumours[0] == Rumour(2, LANGUR, (), ((0, 0),))
    # the cards Cy knew in her hand, one of them passed: either may now be Ben's
    assert done.rumours[1:] == (
        Rumour(2, "pangolin-1", (0, 1)),
        Rumour(2, "honey-bee-2", (0, 1)),
    )


def four_at_a_pass(ann: list[str]) -> State:
    """Ann (0) holds ``ann`` (a Katydid to pass with first), Ben (1), Cy (2) and Dee (3) two
    cards each; Cy knows Ann holds the Langur. Cy is not Ann's giver in a pass (Dee is)."""
    hands = [
        ann,
        ["silver-royal", "honey-bee-2"],
        ["frog-1", "sunbird-1"],
        ["frog-2", "pangolin-2"],
    ]
    rest = sorted(set(cards_for(4)) - {card for hand in hands for card in hand})
    state = position(hands, [[] for _ in hands], discard=tuple(rest))
    return known_in_hand(state, 0, LANGUR, 2)


def test_a_hand_whose_only_card_is_passed_holds_it_no_more() -> None:
    """Cy knew Ann held the Langur. Ann plays her Katydid and has the Langur left alone: she
    must pass it to Ben, and everyone counts her cards. Mid-pass the card is sure (the note
    said "may still hold", play test), and after it Ben holds it; the card Dee passed her,
    her victory card, is not named (it read "Langur ?", play test)."""
    state = four_at_a_pass(["katydid-1", LANGUR])
    chosen = GAME.apply(GAME.apply(state, UseAbility("katydid-1")), PassCard(LANGUR))
    assert known_by_rumour(GAME.view(chosen, 2), 0) == (LANGUR,)
    done = chosen
    for card in ("silver-royal", "frog-1", "frog-2"):
        done = GAME.apply(done, PassCard(card))
    assert done.victory[0] is not None and done.victory[0].card == "frog-2"
    assert GAME.view(done, 2).rumours == (Rumour(2, LANGUR, (1,)),)
    assert known_by_rumour(GAME.view(done, 2), 1) == (LANGUR,)
    assert known_by_rumour(GAME.view(done, 2), 0) == ()


def test_a_hand_that_passed_its_only_card_may_hold_it_if_its_giver_may_have() -> None:
    """Cy knew the Langur was Ann's or Dee's. Ann passes her only card; Dee, who passes to
    her, may have passed it: Ann, Ben (from Ann) and Dee (who kept a card) may hold it."""
    state = four_at_a_pass(["katydid-1", "katydid-2"])
    state = evolve(state, rumours=(Rumour(2, "frog-2", (3, 0)),))
    done = GAME.apply(GAME.apply(state, UseAbility("katydid-1")), PassCard("katydid-2"))
    for card in ("silver-royal", "sunbird-1", "frog-2"):
        done = GAME.apply(done, PassCard(card))
    assert GAME.view(done, 2).rumours == (Rumour(2, "frog-2", (3, 0, 1)),)
    # without the rumour at Dee's, Ann's only card passed on leaves her out
    state = evolve(state, rumours=(Rumour(2, "frog-2", (0,)),))
    done = GAME.apply(GAME.apply(state, UseAbility("katydid-1")), PassCard("katydid-2"))
    for card in ("silver-royal", "sunbird-1", "frog-2"):
        done = GAME.apply(done, PassCard(card))
    assert GAME.view(done, 2).rumours == (Rumour(2, "frog-2", (1,)),)


def test_the_only_card_given_in_an_exchange_is_the_one_laid_there() -> None:
    """Cy knew Ann held the Frog. Ann's Langur gives her last card for a card of Ben's
    Garrison: the Frog is that Garrison card for sure, not the victory card the card taken
    becomes."""
    state = position(
        [["dusky-leaf-langur-1", "frog-1"], ["silver-royal"], ["sunbird-1"]],
        [[], [down("katydid-2", 1)], []],
    )
    state = known_in_hand(state, 0, "frog-1", 2)
    state = GAME.apply(state, UseAbility("dusky-leaf-langur-1"))
    state = GAME.apply(state, ChooseHandCard("frog-1", True))
    after = GAME.apply(state, ChooseSlot(owner=1, index=0))
    assert after.victory[0] is not None and after.victory[0].card == "katydid-2"
    assert GAME.view(after, 2).rumours == (Rumour(2, "frog-1", (), ((1, 0),)),)
