"""Petal Plotters rules: setup, legal actions, transitions (with the ability interpreter),
views and reveals. Pure functions over :class:`~engine.games.petal_plotters.state.State`.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from typing import Final

from engine.core import rng
from engine.core.actions import Action
from engine.core.errors import IllegalActionError
from engine.core.notes import Note, Players
from engine.games.petal_plotters import scoring
from engine.games.petal_plotters.components import CARDS, HORNBILL, Step, cards_for
from engine.games.petal_plotters.state import (
    HIDDEN,
    MATCH_DEALS,
    AddToGarrison,
    Cancel,
    ChooseHandCard,
    ChooseSlot,
    DealRecord,
    HandCard,
    PassCard,
    Pending,
    PetalPlottersOptions,
    Phase,
    PlaceHornbill,
    Rumour,
    Skip,
    Slot,
    State,
    UseAbility,
    evolve,
)

HAND_SIZE = {2: 7, 3: 6, 4: 6, 5: 5}
SET_ASIDE = {2: 4, 3: 0, 4: 1, 5: 0}


# -- setup --------------------------------------------------------------------------------


def deal(
    players: int,
    position: int,
    *,
    match: bool = False,
    memory_aid: bool = True,
    number: int = 1,
    vp: tuple[int, ...] | None = None,
    history: tuple[DealRecord, ...] = (),
) -> State:
    """Shuffle and deal one game for ``players`` seats from generator ``position``."""
    ids = cards_for(players)
    set_aside: tuple[str, ...] = ()
    if players == 2:
        # The Hornbill waits aside; 4 of the other 17 are discarded unseen.
        others, position = rng.shuffled(position, [c for c in ids if c != HORNBILL])
        set_aside, rest = others[:4], others[4:]
        deck, position = rng.shuffled(position, [*rest, HORNBILL])
    elif players == 4:
        # One of the nine 4-5 cards is discarded unseen: 24 cards are dealt.
        extras, position = rng.shuffled(position, [c for c in ids if CARDS[c].players == "4-5"])
        set_aside = extras[:1]
        deck, position = rng.shuffled(position, [c for c in ids if c not in set_aside])
    else:
        deck, position = rng.shuffled(position, ids)
    size = HAND_SIZE[players]
    hands = tuple(
        tuple(HandCard(card, frozenset((seat,))) for card in deck[seat * size : (seat + 1) * size])
        for seat in range(players)
    )
    first = next(seat for seat in range(players) if any(h.card == HORNBILL for h in hands[seat]))
    return State(
        players=players,
        match=match,
        memory_aid=memory_aid,
        phase=Phase.HORNBILL,
        current=first,
        turn_player=first,
        first_player=first,
        hands=hands,
        garrisons=((),) * players,
        victory=(None,) * players,
        discard=(),
        set_aside=set_aside,
        pending=None,
        rng=position,
        deal=number,
        vp=vp if vp is not None else (0,) * players,
        history=history,
    )


def new_game(options: PetalPlottersOptions, seed: int) -> State:
    return deal(options.players, seed, match=options.match, memory_aid=options.memory_aid, number=1)


# -- targets ------------------------------------------------------------------------------


def _step(state: State) -> Step:
    assert state.pending is not None
    return CARDS[state.pending.card].ability[state.pending.step]


def step_choices(step: Step) -> int:
    """How many choices a step asks of its player: an exchange two (the hand card given or
    the first card, then the card taken in exchange); an optional turn of the card the step
    before acted on one (turn it or skip), a turn it must take none; any other step one."""
    if step.op in ("exchange_hand", "exchange_garrisons"):
        return 2
    if step.same and not step.optional:
        return 0
    return 1


def choice_number(pending: Pending) -> tuple[int, int]:
    """Which choice of its ability ``pending`` waits for (from 1), and how many the ability
    asks: the "Step 1 of 2" a player reads counts choices, not the card's steps, where a
    one-step exchange of two picks showed no count and a flip with an optional turn did (play
    tester 176)."""
    steps = CARDS[pending.card].ability
    before = sum(step_choices(step) for step in steps[: pending.step])
    begun = pending.first is not None or pending.give is not None
    return before + int(begun) + 1, sum(step_choices(step) for step in steps)


REMOVING_OPS: Final = ("remove", "exchange_hand", "exchange_garrisons")
"""Steps that take a card out of its place: never the Great Hornbill."""


def needed_side(step: Step) -> str:
    """Which side a step's card must show: a look or a flip needs a face-down card whatever
    its filter says."""
    return "down" if step.op in ("look", "flip") else step.face


def slot_misses(step: Step, mover: int, owner: int, slot: Slot) -> tuple[str, ...]:
    """Which of ``step``'s limits ``slot`` (in ``owner``'s Garrison) fails for ``mover``:
    "owner" (not the Garrison it names), "side" (not the side it needs), "hornbill" (the
    Great Hornbill, never removed or exchanged); none for a target. The one targeting rule:
    the targets, the reason a card is none, and the reason an ability has none all read it,
    so a reason cannot name a limit the table does not show (play test)."""
    misses: list[str] = []
    if (step.owner == "self" and owner != mover) or (step.owner == "other" and owner == mover):
        misses.append("owner")
    side = needed_side(step)
    if side != "any" and slot.face_up != (side == "up"):
        misses.append("side")
    if step.op in REMOVING_OPS and slot.card == HORNBILL:
        misses.append("hornbill")
    return tuple(misses)


def _partner_exists(state: State, owner: int) -> bool:
    """exchange_garrisons: is there a card (not the Hornbill) in another Garrison?"""
    return any(
        slot.card != HORNBILL
        for seat, garrison in enumerate(state.garrisons)
        if seat != owner
        for slot in garrison
    )


def slot_targets(state: State, step: Step, mover: int) -> list[tuple[int, int]]:
    """Every (owner, index) the step may target now."""
    pending = state.pending
    if step.op == "exchange_garrisons" and pending is not None and pending.first is not None:
        first_owner = pending.first[0]
        return [
            (seat, index)
            for seat, garrison in enumerate(state.garrisons)
            if seat != first_owner
            for index, slot in enumerate(garrison)
            if slot.card != HORNBILL
        ]
    found = [
        (seat, index)
        for seat, garrison in enumerate(state.garrisons)
        for index, slot in enumerate(garrison)
        if not slot_misses(step, mover, seat, slot)
    ]
    if step.op == "exchange_garrisons":
        found = [(seat, index) for seat, index in found if _partner_exists(state, seat)]
    return found


def taken_after_give(state: State) -> list[tuple[int, int]]:
    """While an exchange with the hand waits for the card given: every (owner, index) the mover
    may then take for it (the step's limits do not depend on the card given), so that what
    the next choice is among stays in sight during this one; none at any other time."""
    pending = state.pending
    if state.phase is not Phase.ABILITY or pending is None or pending.give is not None:
        return []
    step = _step(state)
    return slot_targets(state, step, state.current) if step.op == "exchange_hand" else []


def pass_partners(order: tuple[int, ...], seat: int) -> tuple[int, int]:
    """Whom ``seat`` gets a card from in a pass, and whom it gives one to: the seats before
    and after it in ``order`` (a pass goes to the left, round the table)."""
    index = order.index(seat)
    return order[index - 1], order[(index + 1) % len(order)]


def keeps_victory_card(state: State, player: int) -> bool:
    """Does ``player``'s turn, played on from now, end with the card they keep laid as their
    victory card (``_end_turn``)? Every turn spends one card of the hand (added, or played
    for its ability; a pass or an exchange gives one for one), so it does with two cards in
    hand at the turn's start, or one while the ability played is carried out (the card a
    pass or an exchange then brings is the victory card)."""
    if state.pending is not None:
        return player == state.turn_player and len(state.hands[player]) == 1
    return len(state.hands[player]) == 2


def pass_order(state: State, mover: int) -> tuple[int, ...]:
    """Seats that take part in a pass: the mover, then clockwise everyone holding cards."""
    seats = [(mover + k) % state.players for k in range(state.players)]
    return tuple(seat for seat in seats if seat == mover or state.hands[seat])


def can_use(state: State, mover: int, card: str) -> bool:
    """May ``card`` be played for its ability now (does its first step have a target)?"""
    steps = CARDS[card].ability
    if not steps:
        return False
    first = steps[0]
    if first.op == "pass_left":
        return len(pass_order(state, mover)) >= 2
    if _nothing_to_give(state, mover, first):
        return False
    probe = evolve(state, pending=Pending(card=card, hand_index=0, step=0))
    return bool(slot_targets(probe, first, mover))


def _nothing_to_give(state: State, mover: int, step: Step) -> bool:
    """An exchange with the hand, once its card is played, leaves nothing to give."""
    return step.op == "exchange_hand" and len(state.hands[mover]) < 2


def _no_target_reason(state: State, mover: int, card: str) -> Note:
    """Why :func:`can_use` refuses ``card``: what its first step's targets lack, read from the
    limits each Garrison card fails (:func:`slot_misses`), in the order a player checks them:
    a card in the Garrison the ability names ("no possible target" alone left a player with
    an empty Garrison guessing why), on the side it needs, that is not the Great Hornbill (a
    newcomer saw it face up and was told only "no target"), and, for a Garrison swap, a
    second card in another Garrison. A reason that named the Hornbill while the swap lacked a
    second card, or called empty a Garrison that held the Hornbill, sent players looking for
    the wrong thing (play test). A pass, which targets no card, says what it lacks."""
    step = CARDS[card].ability[0]
    if step.op == "pass_left":
        return as_read(
            Note.of("Nobody else holds a card: there is no one to pass to now."), PASS_READING
        )
    if _nothing_to_give(state, mover, step):
        return as_read(Note.of("Once it is played you hold no other card to give."), TARGET_READING)
    found = [
        (seat, slot_misses(step, mover, seat, slot))
        for seat, garrison in enumerate(state.garrisons)
        for slot in garrison
    ]
    placed = [(seat, misses) for seat, misses in found if "owner" not in misses]
    shown = [(seat, misses) for seat, misses in placed if "side" not in misses]
    if not shown:
        # the side it needs named even where the Garrison is empty: "needs a card in another
        # player's Garrison" of a Spider that removes a face-down one named no side (an
        # experienced player's report)
        return as_read(NO_TARGET_REASONS[(step.owner, needed_side(step))], TARGET_READING)
    if step.op == "exchange_garrisons":
        if any(not misses for _, misses in shown):
            # a first card there is, and no second one in another Garrison
            return as_read(
                Note.of(
                    "Its ability exchanges cards between two Garrisons: no other Garrison has"
                    " a card to exchange now."
                ),
                TARGET_READING,
            )
        hornbill_seat = shown[0][0]
        if not _partner_exists(state, hornbill_seat):
            # the Hornbill is the one card it names, and nothing could be swapped with it
            return as_read(
                Note.of(
                    "Its ability exchanges cards between two Garrisons: the Great Hornbill"
                    " cannot be exchanged, and no other Garrison has a card to exchange now."
                ),
                HORNBILL_TARGET_READING,
            )
    # the one card it names is the Great Hornbill
    return as_read(
        Note.of(
            "Its ability has no possible target now: the Great Hornbill cannot be removed or"
            " exchanged."
        ),
        HORNBILL_TARGET_READING,
    )


HORNBILL_READING = Note.of("(Bouquet's reading of the rules: Rules › Interpretations, item 2.)")
"""Where the rules page explains that the Great Hornbill never leaves its Garrison: the
rulebook does not say it, and a refusal that named it read as the rulebook's (an experienced
player's report)."""
TARGET_READING = Note.of("(Bouquet's reading of the rules: Rules › Interpretations, item 4.)")
"""Where it explains that an ability needs a target to be used."""
HORNBILL_TARGET_READING = Note.of(
    "(Bouquet's reading of the rules: Rules › Interpretations, items 2 and 4.)"
)
"""Both: an ability whose one possible target is the Great Hornbill."""
PASS_READING = Note.of("(Bouquet's reading of the rules: Rules › Interpretations, item 6.)")
"""Where it explains that a pass needs another player holding cards."""
AS_READ = "{reason} {reading}"


def as_read(reason: Note, reading: Note) -> Note:
    """A refusal that comes from Bouquet's reading of the rules, not from the rulebook's
    words, and where the rules page explains that reading."""
    return Note.of(AS_READ, reason=reason, reading=reading)


NO_TARGET_REASONS = {
    ("self", "any"): Note.of("Its ability needs a card in your Garrison: there is none now."),
    ("self", "down"): Note.of(
        "Its ability needs a face-down card in your Garrison: there is none now."
    ),
    ("self", "up"): Note.of(
        "Its ability needs a face-up card in your Garrison: there is none now."
    ),
    ("other", "any"): Note.of(
        "Its ability needs a card in another player's Garrison: there is none now."
    ),
    ("other", "down"): Note.of(
        "Its ability needs a face-down card in another player's Garrison: there is none now."
    ),
    ("other", "up"): Note.of(
        "Its ability needs a face-up card in another player's Garrison: there is none now."
    ),
    ("any", "any"): Note.of("Its ability needs a card in a Garrison: there is none now."),
    ("any", "down"): Note.of(
        "Its ability needs a face-down card in a Garrison: there is none now."
    ),
    ("any", "up"): Note.of("Its ability needs a face-up card in a Garrison: there is none now."),
}
"""Why an ability's first step has no target, by whose Garrison and which side it needs."""

VICTORY_CARD_UNTARGETED = Note.of(
    "A victory card lies below its Garrison, not in it: no ability targets it."
)
"""Said of a press on a victory card while an ability chooses a Garrison card."""


# -- legal actions ------------------------------------------------------------------------


def legal_actions(state: State) -> Sequence[Action]:
    phase = state.phase
    if phase is Phase.OVER:
        return ()
    if phase is Phase.HORNBILL:
        return (PlaceHornbill(),)
    mover = state.current
    hand = state.hands[mover]
    actions: list[Action] = []
    if phase is Phase.TURN:
        for held in hand:
            card = CARDS[held.card]
            actions.append(AddToGarrison(held.card, True))
            if card.top != card.bottom:
                actions.append(AddToGarrison(held.card, False))
        for held in hand:
            if can_use(state, mover, held.card):
                actions.append(UseAbility(held.card))
        return actions
    pending = state.pending
    assert pending is not None
    if phase is Phase.PASS:
        actions.extend(PassCard(held.card) for held in hand)
        if not pending.passed:
            actions.append(Cancel())
        return actions
    step = _step(state)
    if step.op == "exchange_hand" and pending.give is None:
        for held in hand:
            card = CARDS[held.card]
            actions.append(ChooseHandCard(held.card, True))
            if card.top != card.bottom:
                actions.append(ChooseHandCard(held.card, False))
    elif step.same:
        assert pending.last is not None
        actions.append(ChooseSlot(*pending.last))
    else:
        actions.extend(
            ChooseSlot(owner, index) for owner, index in slot_targets(state, step, mover)
        )
    if step.optional:
        actions.append(Skip())
    if not pending.changed:
        actions.append(Cancel())
    return actions


# -- transitions --------------------------------------------------------------------------


def _set(items: tuple[Slot, ...], index: int, value: Slot) -> tuple[Slot, ...]:
    return (*items[:index], value, *items[index + 1 :])


def _with_hand(state: State, seat: int, hand: tuple[HandCard, ...]) -> State:
    hands = list(state.hands)
    hands[seat] = hand
    return evolve(state, hands=tuple(hands))


def _with_garrison(state: State, seat: int, garrison: tuple[Slot, ...]) -> State:
    garrisons = list(state.garrisons)
    garrisons[seat] = garrison
    return evolve(state, garrisons=tuple(garrisons))


def _rumoured(state: State, mover: int, place: tuple[int, int]) -> State:
    """``mover`` puts a card of their hand face down at Garrison ``place`` (an add, or an
    exchange that takes the card there into their hand). Each card another seat knew in that
    hand may be the one laid there, so it becomes a ``Rumour`` of that seat; a card rumoured
    in the mover's hand may be there too, and one rumoured at ``place`` is in the mover's
    hand now. A hand of one card keeps none: everyone counts the cards in a hand, so its card
    is the one laid there for sure (play test: a note named the victory card that the card
    taken became)."""
    kept = len(state.hands[mover]) > 1
    rumours = tuple(_exchanged(rumour, mover, place, kept) for rumour in state.rumours)
    for held in state.hands[mover]:
        for knower in sorted(held.seen_by - {mover}):
            hands = (mover,) if kept else ()
            rumours = (*rumours, Rumour(knower, held.card, hands, (place,)))
    return state if rumours == state.rumours else evolve(state, rumours=rumours)


def _exchanged(rumour: Rumour, mover: int, place: tuple[int, int], kept: bool) -> Rumour:
    """``rumour`` once ``mover`` swapped a card of their hand with the Garrison card at
    ``place`` (or laid one at a new ``place``); ``kept``: their hand kept another card, which
    may be the rumoured one."""
    in_hand = mover in rumour.hands
    at_place = place in rumour.slots
    if not (in_hand or at_place):
        return rumour
    slots = tuple(slot for slot in rumour.slots if slot != place)
    hands = tuple(seat for seat in rumour.hands if seat != mover or kept or at_place)
    if at_place and mover not in hands:
        hands = (*hands, mover)
    return evolve(rumour, hands=hands, slots=(*slots, place) if in_hand else slots)


def _passing(state: State, seat: int) -> State:
    """``seat`` chooses the card they pass: each card another seat knew in their hand may be
    that one, so it becomes a ``Rumour`` (their hand holds the card chosen until the pass
    ends, ``_passed_on``)."""
    rumours = state.rumours
    for held in state.hands[seat]:
        for knower in sorted(held.seen_by - {seat}):
            rumours = (*rumours, Rumour(knower, held.card, (seat,)))
    return state if rumours == state.rumours else evolve(state, rumours=rumours)


def _passed_on(state: State, order: tuple[int, ...]) -> State:
    """The pass ends (``state``: every card chosen, none received yet): a card rumoured in the
    hand of a seat that passed may now be in the hand of the seat to its left (who sees what
    came, ``_settle_rumours``). The seat itself may hold it still only if it kept another
    card, or if its giver may have passed it the card: everyone counts the cards in a hand,
    and a seat whose only card was the one it passed holds it no longer (play test: the note
    named a victory card known to have come from another player)."""
    if not state.rumours:
        return state
    rumours = []
    for rumour in state.rumours:
        hands = tuple(
            seat
            for seat in dict.fromkeys((*rumour.hands, *order))
            if _may_hold_after_pass(state, rumour, order, seat)
        )
        rumours.append(rumour if hands == rumour.hands else evolve(rumour, hands=hands))
    return evolve(state, rumours=tuple(rumours))


def _may_hold_after_pass(state: State, rumour: Rumour, order: tuple[int, ...], seat: int) -> bool:
    """May ``seat`` hold ``rumour``'s card once the pass in ``order`` ends (``_passed_on``)?"""
    if seat not in order:
        return seat in rumour.hands
    giver = pass_partners(order, seat)[0]
    kept = seat in rumour.hands and bool(state.hands[seat])
    return kept or giver in rumour.hands


def _moved_in_rumours(state: State, moves: dict[tuple[int, int], tuple[int, int] | None]) -> State:
    """Garrison cards moved in sight of all (``moves``: old place to new place, or None when
    it went to the discard pile): a rumoured card there moves with it."""
    if not any(slot in moves for rumour in state.rumours for slot in rumour.slots):
        return state
    rumours = []
    for rumour in state.rumours:
        moved = (moves.get(slot, slot) for slot in rumour.slots)
        rumours.append(evolve(rumour, slots=tuple(slot for slot in moved if slot is not None)))
    return evolve(state, rumours=tuple(rumours))


def _removed_from_rumours(state: State, owner: int, index: int) -> State:
    """Garrison card ``index`` of ``owner`` goes to the discard pile, in sight of all: the
    cards after it move up one place."""
    garrison_size = len(state.garrisons[owner]) + 1  # the card is already gone
    moves: dict[tuple[int, int], tuple[int, int] | None] = {(owner, index): None}
    moves.update({(owner, later): (owner, later - 1) for later in range(index + 1, garrison_size)})
    return _moved_in_rumours(state, moves)


def _knows_where(state: State, knower: int, card: str) -> bool:
    """Does ``knower`` see where ``card`` is now (face up, discarded, in the ability being
    played, or in a place they know)?"""
    if card in state.discard or (state.pending is not None and state.pending.card == card):
        return True
    for garrison in state.garrisons:
        for slot in garrison:
            if slot.card == card:
                return slot.face_up or knower in slot.seen_by
    held_cards = [held for hand in state.hands for held in hand]
    held_cards += [held for held in state.victory if held is not None]
    if state.pending is not None:
        held_cards += state.pending.passed
    return any(held.card == card and knower in held.seen_by for held in held_cards)


def _sees_whole_hand(state: State, knower: int, seat: int) -> bool:
    """Does ``knower`` know every card of ``seat``'s hand (with their victory card and the
    card they chose to pass)? Then a card it does not see there is not there: passed on, it
    could not have reached the player to their left."""
    held = [*state.hands[seat], state.victory[seat], chosen_to_pass(state, seat)]
    return all(knower in card.seen_by for card in held if card is not None)


def _settle_rumours(state: State) -> State:
    """What each seat now sees settles its rumours: a card seen is known again; a Garrison
    card seen is not the rumoured one (a flip or a look showed another card, and the note
    still said "may still hold", play test), nor is a hand whose every card it knows (its
    own, after a pass brought it another card). With one hand and no Garrison card left, the
    card is in that hand, or is that seat's victory card once the hand is empty."""
    rumours: list[Rumour] = []
    for rumour in state.rumours:
        if _knows_where(state, rumour.knower, rumour.card):
            continue
        hands = tuple(
            seat
            for seat in rumour.hands
            if seat != rumour.knower and not _sees_whole_hand(state, rumour.knower, seat)
        )
        slots = tuple(
            (owner, index)
            for owner, index in rumour.slots
            if not (
                state.garrisons[owner][index].face_up
                or rumour.knower in state.garrisons[owner][index].seen_by
            )
        )
        same = hands == rumour.hands and slots == rumour.slots
        rumours.append(rumour if same else evolve(rumour, hands=hands, slots=slots))
    return state if tuple(rumours) == state.rumours else evolve(state, rumours=tuple(rumours))


def _forget(hand: tuple[HandCard, ...], owner: int) -> tuple[HandCard, ...]:
    """After a secret choice from a hand, only its holder still knows where each card is."""
    only = frozenset((owner,))
    return tuple(held if held.seen_by == only else HandCard(held.card, only) for held in hand)


def _hand_index(state: State, seat: int, card: str) -> int:
    for index, held in enumerate(state.hands[seat]):
        if held.card == card:
            return index
    raise IllegalActionError(Note.of("That card is not in your hand."))


def _everyone(state: State) -> frozenset[int]:
    return frozenset(range(state.players))


def apply(state: State, action: Action) -> State:
    """The state after ``action``; IllegalActionError says why an action is refused."""
    after = _apply(state, action)
    return _settle_rumours(after) if after.rumours else after


def _apply(state: State, action: Action) -> State:
    if state.phase is Phase.OVER:
        raise IllegalActionError(Note.of("The game is over."))
    if isinstance(action, PlaceHornbill):
        if state.phase is not Phase.HORNBILL:
            raise IllegalActionError(Note.of("The Great Hornbill has already been placed."))
        return _place_hornbill(state)
    if state.phase is Phase.HORNBILL:
        raise IllegalActionError(Note.of("The first player must place the Great Hornbill first."))
    if isinstance(action, AddToGarrison):
        return _add(state, action)
    if isinstance(action, UseAbility):
        return _use(state, action)
    if isinstance(action, Cancel):
        return _cancel(state)
    if isinstance(action, PassCard):
        return _pass(state, action)
    if isinstance(action, ChooseHandCard):
        return _choose_hand(state, action)
    if isinstance(action, ChooseSlot):
        return _choose_slot(state, action)
    if isinstance(action, Skip):
        return _skip(state)
    raise IllegalActionError(Note.of("That is not a Petal Plotters action."))


def _place_hornbill(state: State) -> State:
    mover = state.current
    hand = state.hands[mover]
    index = _hand_index(state, mover, HORNBILL)
    state = _with_hand(state, mover, hand[:index] + hand[index + 1 :])
    slot = Slot(HORNBILL, True, True, _everyone(state))
    state = _with_garrison(state, mover, (*state.garrisons[mover], slot))
    return _end_turn(state)


def _need_turn(state: State) -> None:
    if state.phase is Phase.PASS and state.pending is not None:
        # a player asked to pass a card for another's ability, not one finishing their own
        receiver = pass_partners(state.pending.pass_order, state.current)[1]
        raise IllegalActionError(
            Note.of("Choose the card you pass to {player} first.", player=Players((receiver,)))
        )
    if state.phase is not Phase.TURN:
        raise IllegalActionError(Note.of("Finish the ability in progress first."))


def _let_go(state: State, mover: int, cards: Collection[str] | None = None) -> State:
    """``mover`` lets go of what it looked at in its previous turn (``cards``; None: all it
    holds): a card added ends that turn at once; an ability ends it when played to its end
    (``Pending.let_go``)."""
    kept = tuple(
        (seat, card)
        for seat, card in state.looked
        if seat != mover or (cards is not None and card not in cards)
    )
    if len(kept) == len(state.looked):
        return state  # the common case: nothing to let go of, no copy
    return evolve(state, looked=kept)


def _add(state: State, action: AddToGarrison) -> State:
    _need_turn(state)
    mover = state.current
    state = _let_go(state, mover)
    index = _hand_index(state, mover, action.card)
    state = _rumoured(state, mover, (mover, len(state.garrisons[mover])))
    hand = state.hands[mover]
    hand = _forget(hand[:index] + hand[index + 1 :], mover)
    state = _with_hand(state, mover, hand)
    slot = Slot(action.card, False, action.top_up, frozenset((mover,)))
    state = _with_garrison(state, mover, (*state.garrisons[mover], slot))
    return _end_turn(state)


def _use(state: State, action: UseAbility) -> State:
    _need_turn(state)
    mover = state.current
    let_go = tuple(card for seat, card in state.looked if seat == mover)
    index = _hand_index(state, mover, action.card)
    if not CARDS[action.card].ability:
        raise IllegalActionError(Note.of("The Great Hornbill has no ability to use."))
    if not can_use(state, mover, action.card):
        raise IllegalActionError(_no_target_reason(state, mover, action.card))
    hand = state.hands[mover]
    state = _with_hand(state, mover, hand[:index] + hand[index + 1 :])
    pending = Pending(card=action.card, hand_index=index, step=0, let_go=let_go)
    if CARDS[action.card].ability[0].op == "pass_left":
        order = pass_order(state, mover)
        return evolve(state, phase=Phase.PASS, pending=evolve(pending, pass_order=order))
    return evolve(state, phase=Phase.ABILITY, pending=pending)


def _cancel(state: State) -> State:
    pending = state.pending
    if pending is None:
        raise IllegalActionError(Note.of("There is no ability in progress to cancel."))
    if (
        pending.changed
        and pending.step
        and CARDS[pending.card].ability[pending.step - 1].op == "look"
    ):
        # a look changes nothing on the table: what stops the cancel is the card seen
        raise IllegalActionError(
            Note.of("You have seen the card: the ability can no longer be cancelled.")
        )
    if pending.changed or pending.passed:
        raise IllegalActionError(
            Note.of("The ability has already changed the table: it cannot be cancelled.")
        )
    mover = state.turn_player
    hand = state.hands[mover]
    held = HandCard(pending.card, _everyone(state))  # the table saw it
    restored = (*hand[: pending.hand_index], held, *hand[pending.hand_index :])
    state = _with_hand(state, mover, restored)
    return evolve(state, phase=Phase.TURN, pending=None, current=mover)


def _need_step(state: State) -> tuple[Pending, Step]:
    if state.phase is not Phase.ABILITY or state.pending is None:
        raise IllegalActionError(Note.of("No ability is waiting for a choice."))
    return state.pending, _step(state)


def _choose_hand(state: State, action: ChooseHandCard) -> State:
    pending, step = _need_step(state)
    if step.op != "exchange_hand" or pending.give is not None:
        raise IllegalActionError(Note.of("This step targets a Garrison card."))
    _hand_index(state, state.current, action.card)
    return evolve(state, pending=evolve(pending, give=action.card, give_top_up=action.top_up))


def _skip(state: State) -> State:
    pending, step = _need_step(state)
    if not step.optional:
        raise IllegalActionError(Note.of("This step of the ability is not optional."))
    return _advance(evolve(state, pending=evolve(pending, step=pending.step + 1, last=None)))


def _choose_slot(state: State, action: ChooseSlot) -> State:
    pending, step = _need_step(state)
    mover = state.current
    target = (action.owner, action.index)
    if step.op == "exchange_hand" and pending.give is None:
        raise IllegalActionError(Note.of("First choose the card of your hand you give."))
    if not 0 <= action.owner < state.players or not 0 <= action.index < len(
        state.garrisons[action.owner]
    ):
        raise IllegalActionError(Note.of("There is no card there."))
    if step.same:
        if target != pending.last:
            raise IllegalActionError(
                Note.of("This step acts on the card chosen by the previous step.")
            )
    elif target not in slot_targets(state, step, mover):
        raise IllegalActionError(_why_not_target(state, step, mover, target))
    return _advance(_effect(state, pending, step, target))


def _why_not_target(state: State, step: Step, mover: int, target: tuple[int, int]) -> Note:
    owner, index = target
    misses = slot_misses(step, mover, owner, state.garrisons[owner][index])
    if "hornbill" in misses:
        return as_read(
            Note.of("The Great Hornbill cannot be removed or exchanged."), HORNBILL_READING
        )
    if "owner" in misses:
        if step.owner == "self":
            return Note.of("This ability targets a card in your own Garrison.")
        return Note.of("This ability targets a card in another player's Garrison.")
    if "side" in misses:
        if needed_side(step) == "down":
            return Note.of("This ability targets a face-down card.")
        return Note.of("This ability targets a face-up card.")
    if step.op == "exchange_garrisons":
        return Note.of("Exchange two cards of two different Garrisons.")
    return Note.of("That card cannot be targeted by this ability.")


def _effect(state: State, pending: Pending, step: Step, target: tuple[int, int]) -> State:
    owner, index = target
    mover = state.current
    garrison = state.garrisons[owner]
    slot = garrison[index]
    op = step.op
    last: tuple[int, int] | None = target
    if op == "look":
        new = evolve(slot, seen_by=slot.seen_by | {mover})
        state = _with_garrison(state, owner, _set(garrison, index, new))
        if (mover, slot.card) not in state.looked:
            state = evolve(state, looked=(*state.looked, (mover, slot.card)))
        assert state.pending is not None
        if slot.card in state.pending.let_go:  # seen again: kept past this turn
            let_go = tuple(card for card in state.pending.let_go if card != slot.card)
            state = evolve(state, pending=evolve(state.pending, let_go=let_go))
    elif op == "flip":
        new = evolve(slot, face_up=True, seen_by=_everyone(state))
        state = _with_garrison(state, owner, _set(garrison, index, new))
    elif op == "rotate":
        new = evolve(slot, top_up=not slot.top_up)
        state = _with_garrison(state, owner, _set(garrison, index, new))
    elif op == "remove":
        state = _with_garrison(state, owner, garrison[:index] + garrison[index + 1 :])
        state = evolve(state, discard=(*state.discard, slot.card))
        state = _removed_from_rumours(state, owner, index)
        last = None
    elif op == "exchange_hand":
        assert pending.give is not None
        state = _rumoured(state, mover, target)
        hand = state.hands[mover]
        give_index = _hand_index(state, mover, pending.give)
        hand = _forget(hand[:give_index] + hand[give_index + 1 :], mover)
        taken_seen = _everyone(state) if slot.face_up else slot.seen_by | {mover}
        state = _with_hand(state, mover, (*hand, HandCard(slot.card, taken_seen)))
        new = Slot(pending.give, False, pending.give_top_up, frozenset((mover,)))
        garrison = state.garrisons[owner]
        state = _with_garrison(state, owner, _set(garrison, index, new))
        last = None
    elif op == "exchange_garrisons":
        if pending.first is None:
            return evolve(state, pending=evolve(pending, first=target))
        first_owner, first_index = pending.first
        first_slot = state.garrisons[first_owner][first_index]
        state = _with_garrison(
            state,
            first_owner,
            _set(state.garrisons[first_owner], first_index, slot),
        )
        state = _with_garrison(
            state,
            owner,
            _set(state.garrisons[owner], index, first_slot),
        )
        state = _moved_in_rumours(
            state, {(first_owner, first_index): target, target: (first_owner, first_index)}
        )
        last = None
    else:  # pragma: no cover - the deck loader refuses unknown ops
        raise IllegalActionError(Note.of("That ability step is unknown."))
    assert state.pending is not None
    return evolve(
        state,
        pending=evolve(
            state.pending,
            step=pending.step + 1,
            last=last,
            first=None,
            give=None,
            give_top_up=True,
            changed=True,
        ),
    )


def _advance(state: State) -> State:
    """Resolve automatic steps until a decision is needed or the ability is done."""
    while True:
        pending = state.pending
        assert pending is not None
        steps = CARDS[pending.card].ability
        if pending.step >= len(steps):
            return _finish_ability(state)
        if pending.first is not None or pending.give is not None:
            return state
        step = steps[pending.step]
        mover = state.current
        if step.same:
            last = pending.last
            if last is None:
                state = evolve(state, pending=evolve(pending, step=pending.step + 1))
                continue
            if step.optional:
                return state
            state = _effect(state, pending, step, last)
            continue
        if not slot_targets(state, step, mover):
            state = evolve(state, pending=evolve(pending, step=pending.step + 1, last=None))
            continue
        return state


def _finish_ability(state: State) -> State:
    pending = state.pending
    assert pending is not None
    state = _let_go(state, state.turn_player, pending.let_go)
    state = evolve(
        state,
        discard=(*state.discard, pending.card),
        pending=None,
        phase=Phase.TURN,
        current=state.turn_player,
    )
    return _end_turn(state)


def _pass(state: State, action: PassCard) -> State:
    if state.phase is not Phase.PASS or state.pending is None:
        raise IllegalActionError(Note.of("Nobody is passing cards now."))
    pending = state.pending
    seat = state.current
    index = _hand_index(state, seat, action.card)
    state = _passing(state, seat)
    hand = state.hands[seat]
    state = _with_hand(state, seat, _forget(hand[:index] + hand[index + 1 :], seat))
    passed = (*pending.passed, HandCard(action.card, frozenset((seat,))))
    order = pending.pass_order
    if len(passed) < len(order):
        return evolve(
            state,
            pending=evolve(pending, passed=passed, changed=True),
            current=order[len(passed)],
        )
    hands = list(state.hands)
    for k, giver in enumerate(order):
        receiver = pass_partners(order, giver)[1]
        card = passed[k].card
        hands[receiver] = (*hands[receiver], HandCard(card, frozenset((giver, receiver))))
    state = _passed_on(state, order)
    state = evolve(state, hands=tuple(hands), pending=evolve(pending, passed=passed))
    return _finish_ability(state)


def _end_turn(state: State) -> State:
    mover = state.turn_player
    hand = state.hands[mover]
    if len(hand) == 1:
        victory = list(state.victory)
        victory[mover] = hand[0]
        state = evolve(state, victory=tuple(victory))
        state = _with_hand(state, mover, ())
    state = evolve(state, turns=state.turns + 1, phase=Phase.TURN)
    for k in range(1, state.players + 1):
        seat = (mover + k) % state.players
        if state.hands[seat]:
            return evolve(state, current=seat, turn_player=seat)
    return _end_deal(state)


def _end_deal(state: State) -> State:
    outcome = scoring.outcome(state)
    if not state.match:
        return evolve(state, phase=Phase.OVER)
    vp = tuple(a + b for a, b in zip(state.vp, outcome.vp, strict=True))
    record = DealRecord(
        total=outcome.total,
        category=outcome.category,
        winners=outcome.winners,
        vp=outcome.vp,
        garrisons=state.garrisons,
        victory=tuple(None if v is None else v.card for v in state.victory),
        notes=outcome.notes,
        discard=state.discard,
        victory_seen_by=tuple(frozenset() if v is None else v.seen_by for v in state.victory),
    )
    history = (*state.history, record)
    if state.deal >= MATCH_DEALS:
        return evolve(state, phase=Phase.OVER, vp=vp, history=history)
    return deal(
        state.players,
        state.rng,
        match=True,
        memory_aid=state.memory_aid,
        number=state.deal + 1,
        vp=vp,
        history=history,
    )


def deal_end(before: State, after: State) -> State | None:
    """The table a deal of a match ended on, when the move from ``before`` to ``after`` ended
    it (None otherwise, or when it ended the match: ``after`` is then that table). ``after``
    holds the next deal's new hands, and History's row of the deal's last move showed them
    (play tester, session 54). No hand is left; the Garrisons, the victory cards and the
    discard pile are as the deal's record keeps them, to be turned over for everyone (phase
    OVER), and the Victory Points are counted. Views give the view of it: the record is
    public, and the end turns over every card but those set aside unseen."""
    if len(after.history) != len(before.history) + 1 or after.phase is Phase.OVER:
        return None
    record = after.history[-1]
    return evolve(
        before,
        phase=Phase.OVER,
        current=before.turn_player,
        hands=((),) * before.players,
        garrisons=record.garrisons,
        victory=tuple(
            None if card is None else HandCard(card, seen)
            for card, seen in zip(record.victory, record.victory_seen_by, strict=True)
        ),
        discard=record.discard,
        pending=None,
        vp=after.vp,
        history=after.history,
        turns=before.turns + 1,  # the deal ends with the turn of its last move
        looked=(),
        rumours=(),
    )


# -- information --------------------------------------------------------------------------


def known_by_rumour(view: State, holder: int) -> tuple[str, ...]:
    """The cards ``view``'s player knows are ``holder``'s for sure, without knowing their place
    in the hand: rumoured cards that no other place is left for (no other hand, none of the
    Garrison cards). They are in the hand, or are the victory card once the hand is empty.
    While a pass waits, the card the holder chose may be it, unless nothing else is left in
    their hand: then it is that card (the note said "may still hold" of the one card a player
    had to pass, play test)."""
    if chosen_to_pass(view, holder) is not None and view.hands[holder]:
        return ()
    return tuple(
        rumour.card for rumour in view.rumours if rumour.hands == (holder,) and not rumour.slots
    )


def chosen_to_pass(state: State, seat: int) -> HandCard | None:
    """The card ``seat`` has chosen to pass while the others choose theirs. It is still
    theirs until every card changes hands at once: counted with their hand and drawn raised
    at its end (hands dipped by one card while a pass went round, play test)."""
    pending = state.pending
    if state.phase is not Phase.PASS or pending is None:
        return None
    for passer, held in zip(pending.pass_order, pending.passed, strict=False):
        if passer == seat:
            return held
    return None


def view(state: State, player: int) -> State:
    """What ``player`` may know: unknown identities become HIDDEN, the rng position 0.

    Once the game is over every Garrison and victory card is revealed (scoring turns them
    over), so the final view shows them all; only the cards set aside unseen stay hidden.
    """
    own_looks = tuple(entry for entry in state.looked if entry[0] == player)
    own_rumours = tuple(rumour for rumour in state.rumours if rumour.knower == player)
    if state.phase is Phase.OVER:
        return evolve(
            state,
            set_aside=(HIDDEN,) * len(state.set_aside),
            rng=0,
            viewer=player,
            looked=own_looks,
            rumours=own_rumours,
        )

    def hand_card(held: HandCard) -> HandCard:
        return held if player in held.seen_by else HandCard(HIDDEN, held.seen_by)

    hands = tuple(
        hand if seat == player else tuple(hand_card(held) for held in hand)
        for seat, hand in enumerate(state.hands)
    )
    garrisons = tuple(
        tuple(
            slot
            if slot.face_up or player in slot.seen_by
            else Slot(HIDDEN, False, True, slot.seen_by)
            for slot in garrison
        )
        for garrison in state.garrisons
    )
    victory = tuple(None if held is None else hand_card(held) for held in state.victory)
    pending = state.pending
    if pending is not None:
        if pending.give is not None and state.current != player:
            pending = evolve(pending, give=HIDDEN, give_top_up=True)
        if pending.passed:
            pending = evolve(pending, passed=tuple(hand_card(held) for held in pending.passed))
        if pending.let_go and state.turn_player != player:
            pending = evolve(pending, let_go=())
    return evolve(
        state,
        hands=hands,
        garrisons=garrisons,
        victory=victory,
        set_aside=(HIDDEN,) * len(state.set_aside),
        pending=pending,
        rng=0,
        viewer=player,
        looked=own_looks,
        rumours=own_rumours,
    )


def commits(state: State, action: Action) -> bool:
    """False for what costs nothing to take back: Cancel itself, and a step after which the
    same player decides on and may Cancel (an ability or a pass before its first effect)."""
    if isinstance(action, Cancel):
        return False
    try:
        after = apply(state, action)
    except IllegalActionError:
        return True
    return not (after.current == state.current and Cancel() in legal_actions(after))


def _ends_deal(state: State, after: State) -> bool:
    """Did the move from ``state`` to ``after`` end the deal (the game, or a deal of a match),
    turning every card over for everyone?"""
    return after.phase is Phase.OVER or after.deal != state.deal


def _op_on_face_down(state: State, action: Action) -> str | None:
    """The ability step ``action`` carries out on a face-down Garrison card, if it targets
    one (a look, flip, rotate, ...); else None."""
    if not isinstance(action, ChooseSlot) or state.phase is not Phase.ABILITY:
        return None
    if state.pending is None or not 0 <= action.owner < state.players:
        return None
    garrison = state.garrisons[action.owner]
    if not 0 <= action.index < len(garrison) or garrison[action.index].face_up:
        return None
    return _step(state).op


def _face_down_target(state: State, action: Action) -> Slot:
    """The face-down Garrison card ``action`` targets (``_op_on_face_down`` said it has one)."""
    assert isinstance(action, ChooseSlot)
    return state.garrisons[action.owner][action.index]


def shows_only_mover(state: State, action: Action) -> bool:
    """True when ``action`` shows its mover alone a face-down card that stays hidden from the
    others: a look, or a face-down card taken into their hand by an exchange (at a shared
    screen, the one who took it passed the screen on before seeing what came). Such a move
    that ends the deal is none: the deal's end turns every card over for everyone. A card
    the mover's table shows, taken into their hand, shows nothing (looked at again, it is
    shown: a player without the memory aid looks to remember it)."""
    op = _op_on_face_down(state, action)
    if op not in ("look", "exchange_hand"):
        return False
    seen_by = _face_down_target(state, action).seen_by
    if op == "exchange_hand" and state.current in _shown_already(state, seen_by):
        # known and shown: nothing to look at. Without the memory aid a card once seen is
        # not shown again, and a last card taken so was never seen at all (play test)
        return False
    try:
        after = apply(state, action)
    except IllegalActionError:
        return False
    return not _ends_deal(state, after)


def shows_privately(state: State, action: Action) -> frozenset[int]:
    """The seats ``action`` shows a card only they see, who look before the screen passes on:
    the mover of a look, or of a face-down card taken into the hand (``shows_only_mover``);
    the turn's player when the pass of their ability ends and brings them their last card,
    laid at once as their victory card: their turn is over and the deal has no other for
    them, and at a shared screen they never saw it (play test)."""
    if shows_only_mover(state, action):
        return frozenset((state.current,))
    if not isinstance(action, PassCard):
        return frozenset()
    try:
        after = apply(state, action)
    except IllegalActionError:
        return frozenset()
    turn = state.turn_player
    laid = after.victory[turn]
    if _ends_deal(state, after) or laid is None:
        return frozenset()
    held = {card.card for card in state.hands[turn]}
    return (
        frozenset((turn,)) if state.victory[turn] is None and laid.card not in held else frozenset()
    )


def revealed_to(state: State, action: Action) -> frozenset[int]:
    """The seats ``action`` shows a hidden card: the mover alone when they look at a face-down
    card or take one into their hand; whoever did not know it when a hand card is played for
    its ability (it is shown to the table); everyone when a face-down card is flipped or
    removed, at the end of a pass (each player receives a card) and at the end of a deal
    (every Garrison is revealed). A face-down card is shown only to those who did not know it
    (a card the mover had looked at, taken back into their hand, showed them nothing new),
    or, without the memory aid, whose table did not show it (``_shown_already``)."""
    if state.phase is Phase.OVER:
        return frozenset()
    try:
        after = apply(state, action)
    except IllegalActionError:
        return frozenset()
    everyone = frozenset(range(state.players))
    if _ends_deal(state, after):
        return everyone
    if isinstance(action, PassCard):
        return everyone if after.pending is None or not after.pending.passed else frozenset()
    if isinstance(action, UseAbility):
        # against the computer, undoing a computer's ability and playing on otherwise showed
        # the person other cards of its hand, one per try
        held = state.hands[state.current][_hand_index(state, state.current, action.card)]
        # its holder sees their hand, with the memory aid or without it
        return everyone - _shown_already(state, held.seen_by) - {state.current}
    op = _op_on_face_down(state, action)
    if op in ("look", "exchange_hand"):
        target = _face_down_target(state, action)
        return frozenset((state.current,)) - _shown_already(state, target.seen_by)
    if op in ("flip", "remove"):
        return everyone - _shown_already(state, _face_down_target(state, action).seen_by)
    return frozenset()


def shows_the_table(state: State, action: Action) -> bool:
    """True when ``action`` shows what it reveals to the whole table: a card played for its
    ability, a face-down card flipped or removed, every Garrison at a deal's end. Not a look
    nor a card taken into a hand, seen by their mover alone, nor the cards a pass hands on,
    each seen by its receiver alone."""
    if not revealed_to(state, action):
        return False
    if isinstance(action, UseAbility) or _op_on_face_down(state, action) in ("flip", "remove"):
        return True
    after = apply(state, action)
    return _ends_deal(state, after)


def _shown_already(state: State, seen_by: frozenset[int]) -> frozenset[int]:
    """Those of ``seen_by`` (who know a hidden card) whose table shows it: all of them with
    the memory aid, none without it, where a face-down card's value is shown only at its
    moment. Without the aid, a look at one's own face-down card was undone with its ability
    card back in hand: the card was read for free, and the look could aim elsewhere (play
    test)."""
    return seen_by if state.memory_aid else frozenset()


def reveals(state: State, action: Action) -> bool:
    """True when ``action`` shows anyone a hidden card (``revealed_to``)."""
    return bool(revealed_to(state, action))
