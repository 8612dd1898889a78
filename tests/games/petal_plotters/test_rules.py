"""Turns, every ability (on face-down, face-up and rotated cards), cancel, victory cards."""

from __future__ import annotations

from dataclasses import replace
from random import Random

import pytest

from engine.core.errors import IllegalActionError
from engine.core.notes import render_note
from engine.core.session import Session
from engine.games.petal_plotters import GAME, PetalPlottersOptions, rules
from engine.games.petal_plotters.components import HORNBILL
from engine.games.petal_plotters.rules import pass_partners
from engine.games.petal_plotters.state import (
    HIDDEN,
    AddToGarrison,
    Cancel,
    ChooseHandCard,
    ChooseSlot,
    PassCard,
    Phase,
    Skip,
    State,
    UseAbility,
)
from tests.games.petal_plotters.helpers import down, position, up

# A 3-player table: seat 0 to move. Seat 1 has two face-down cards (one rotated), seat 2 one.
KATY, FROG, BEE = "katydid-1", "frog-1", "honey-bee-1"


def table(hand0: list[str]) -> State:
    return position(
        [
            [*hand0, "sunbird-1"],
            ["katydid-2", "dusky-leaf-langur-3", "sunbird-3"],
            ["silver-royal", "spider-1"],
        ],
        [
            [up(HORNBILL, 3), down("garden-snail-1", 0)],
            [down(FROG, 1), down(BEE, 1, top_up=False)],
            [down("katydid-3", 2)],
        ],
    )


def use(state: State, card: str, *choices: object) -> State:
    state = GAME.apply(state, UseAbility(card))
    for choice in choices:
        state = GAME.apply(state, choice)  # type: ignore[arg-type]
    return state


def test_add_to_garrison_face_down_with_the_chosen_end_and_next_player() -> None:
    state = table(["pangolin-1"])
    after = GAME.apply(state, AddToGarrison("pangolin-1", False))
    slot = after.garrisons[0][-1]
    assert (slot.card, slot.face_up, slot.top_up, slot.seen_by) == (
        "pangolin-1",
        False,
        False,
        frozenset({0}),
    )
    assert after.current == 1
    # the one card left became the victory card at the end of the turn
    victory = after.victory[0]
    assert after.hands[0] == () and victory is not None and victory.card == "sunbird-1"


def test_rotate_a_face_down_card_of_another_player() -> None:
    state = use(table(["pangolin-1", "katydid-5"]), "pangolin-1", ChooseSlot(1, 1))
    slot = state.garrisons[1][1]
    assert slot.card == BEE and slot.top_up is True and not slot.face_up
    assert "pangolin-1" in state.discard and state.current == 1
    # The owner still knows it, now with the other end up; the rotator does not know it.
    assert GAME.view(state, 1).garrisons[1][1] == slot
    assert GAME.view(state, 0).garrisons[1][1].card == HIDDEN
    # Rotating twice gives back the original orientation.
    again = use(
        position([["pangolin-1", "katydid-5"], ["x"], ["y"]], list(state.garrisons)),
        "pangolin-1",
        ChooseSlot(1, 1),
    )
    assert again.garrisons[1][1].top_up is False


def test_rotate_a_face_up_card_and_the_hornbill() -> None:
    state = use(table(["pangolin-1", "katydid-5"]), "pangolin-1", ChooseSlot(0, 0))
    assert state.garrisons[0][0].card == HORNBILL and state.garrisons[0][0].top_up is False


def test_rotate_own_garrison_only() -> None:
    state = table(["garden-snail-1", "katydid-5"])
    state = GAME.apply(state, UseAbility("garden-snail-1"))
    targets = {a for a in GAME.legal_actions(state) if isinstance(a, ChooseSlot)}
    assert targets == {ChooseSlot(0, 0), ChooseSlot(0, 1)}
    with pytest.raises(IllegalActionError, match="your own Garrison"):
        GAME.apply(state, ChooseSlot(1, 0))


def test_flip_keeps_the_end_up_and_tells_everyone() -> None:
    state = table(["silver-royal", "katydid-5"])
    state = GAME.apply(state, UseAbility("silver-royal"))
    assert GAME.reveals_to(state, ChooseSlot(1, 1)) == {0, 2}  # Ben placed it: he knew it
    assert GAME.reveals_to(state, ChooseSlot(2, 0)) == {0, 1}
    assert GAME.shows_the_table(state, ChooseSlot(1, 1))  # shown to all, Ben too
    state = GAME.apply(state, ChooseSlot(1, 1))
    slot = state.garrisons[1][1]
    assert slot.face_up and slot.top_up is False and slot.card == BEE
    for seat in range(3):
        assert GAME.view(state, seat).garrisons[1][1] == slot


def test_flip_cannot_target_face_up_cards() -> None:
    state = GAME.apply(table(["silver-royal", "katydid-5"]), UseAbility("silver-royal"))
    with pytest.raises(IllegalActionError, match="face-down"):
        GAME.apply(state, ChooseSlot(0, 0))


def test_flip_then_optional_rotate_the_same_card() -> None:
    state = table(["malay-red-harlequin", "katydid-5"])
    state = use(state, "malay-red-harlequin", ChooseSlot(2, 0))
    assert state.phase is Phase.ABILITY
    assert set(GAME.legal_actions(state)) == {ChooseSlot(2, 0), Skip()}
    with pytest.raises(IllegalActionError, match="previous step"):
        GAME.apply(state, ChooseSlot(1, 0))
    rotated = GAME.apply(state, ChooseSlot(2, 0))
    assert rotated.garrisons[2][0].face_up and rotated.garrisons[2][0].top_up is False
    skipped = GAME.apply(state, Skip())
    assert skipped.garrisons[2][0].face_up and skipped.garrisons[2][0].top_up is True
    assert skipped.current == 1 and rotated.current == 1


def test_look_shows_only_the_mover_and_blocks_cancel() -> None:
    state = GAME.apply(table(["katydid-2", "katydid-5"]), UseAbility("katydid-2"))
    assert Cancel() in GAME.legal_actions(state)
    assert GAME.reveals_to(state, ChooseSlot(1, 0)) == {0}
    assert not GAME.shows_the_table(state, ChooseSlot(1, 0))
    after = GAME.apply(state, ChooseSlot(1, 0))
    assert GAME.view(after, 0).garrisons[1][0].card == FROG
    assert GAME.view(after, 2).garrisons[1][0].card == HIDDEN
    assert after.garrisons[1][0].seen_by == frozenset({0, 1})
    # a look followed by an optional rotate: once the card was seen, Cancel is gone
    looking = GAME.apply(table(["pangolin-3", "katydid-5"]), UseAbility("pangolin-3"))
    assert Cancel() in GAME.legal_actions(looking)
    looked = GAME.apply(looking, ChooseSlot(1, 0))
    assert looked.phase is Phase.ABILITY and looked.current == 0
    assert Cancel() not in GAME.legal_actions(looked)
    # a look changed nothing on the table: the reason is the card seen (play test)
    with pytest.raises(IllegalActionError, match=r"^You have seen the card"):
        GAME.apply(looked, Cancel())


def test_a_look_is_remembered_by_its_mover_alone_until_their_next_turn() -> None:
    start = table(["katydid-2", "katydid-5"])
    looking = GAME.apply(start, UseAbility("katydid-2"))
    assert rules.shows_only_mover(looking, ChooseSlot(1, 0))
    after = GAME.apply(looking, ChooseSlot(1, 0))
    assert after.looked == ((0, FROG),)
    assert GAME.view(after, 0).looked == ((0, FROG),)
    assert GAME.view(after, 1).looked == () and GAME.view(after, 2).looked == ()
    # the others' turns keep it; seat 0 lets go of it as their next turn begins
    after = GAME.apply(after, AddToGarrison("katydid-2", True))  # seat 1
    after = GAME.apply(after, AddToGarrison("silver-royal", True))  # seat 2
    assert after.current == 0 and after.looked == ((0, FROG),)
    assert GAME.apply(after, AddToGarrison("katydid-5", True)).looked == ()
    # a card its mover already knows (their own) is remembered when looked at again
    own = use(table(["honey-bee-3", "katydid-5"]), "honey-bee-3", ChooseSlot(0, 1))
    assert own.looked == ((0, "garden-snail-1"),) and own.phase is Phase.ABILITY


def test_an_ability_keeps_what_its_mover_had_looked_at_until_it_ends() -> None:
    """Play tester 211 (memory aid off): choosing an ability let go of the card looked at the
    turn before, and the card chosen for it showed a back while its target was chosen. It is
    let go of as the ability ends, unless the ability looks at it again; a cancel keeps it (a
    cancel costs nothing, play test), and a card added lets go of it. The others' views never
    hold what the mover looked at."""
    start = table(["katydid-2", "honey-bee-2", "katydid-5"])
    after = use(start, "katydid-2", ChooseSlot(1, 0))
    after = GAME.apply(after, AddToGarrison("katydid-2", True))  # seat 1
    after = GAME.apply(after, AddToGarrison("silver-royal", True))  # seat 2
    assert after.current == 0 and after.looked == ((0, FROG),)
    choosing = GAME.apply(after, UseAbility("honey-bee-2"))
    assert choosing.looked == ((0, FROG),)  # still in mind while the targets are chosen
    assert GAME.view(choosing, 0).looked == ((0, FROG),) and GAME.view(choosing, 1).looked == ()
    assert GAME.view(choosing, 0).pending.let_go == (FROG,)
    assert (
        GAME.view(choosing, 1).pending.let_go == () and GAME.view(choosing, 2).pending.let_go == ()
    )
    cancelled = GAME.apply(choosing, Cancel())
    assert cancelled.looked == ((0, FROG),) and cancelled.phase is Phase.TURN
    assert GAME.view(cancelled, 0).looked == ((0, FROG),) and GAME.view(cancelled, 1).looked == ()
    # a card added lets go of it for good
    assert GAME.apply(cancelled, AddToGarrison("katydid-5", True)).looked == ()
    # the ability played to its end lets go of it, and keeps the card it looked at
    other = GAME.apply(choosing, ChooseSlot(1, 1))
    assert other.phase is Phase.TURN and other.current == 1
    assert other.looked == ((0, BEE),)
    # looked at again, it stays in mind through the next turns
    again = GAME.apply(choosing, ChooseSlot(1, 0))
    assert again.phase is Phase.TURN and again.looked == ((0, FROG),)


def test_only_a_look_or_a_card_taken_into_a_hand_shows_its_mover_alone_a_card() -> None:
    """At a shared screen the mover then sees the card before passing the screen on: taken by
    an exchange, it came into their hand unseen."""
    giving = GAME.apply(
        table(["dusky-leaf-langur-1", "katydid-5"]), UseAbility("dusky-leaf-langur-1")
    )
    taking = GAME.apply(giving, ChooseHandCard("katydid-5", True))
    assert rules.shows_only_mover(taking, ChooseSlot(1, 0))
    assert GAME.reveals_to(taking, ChooseSlot(1, 0)) == {0}
    assert not rules.shows_only_mover(taking, ChooseSlot(0, 0))  # the Hornbill, face up
    flip = GAME.apply(table(["honey-bee-1", "katydid-5"]), UseAbility("honey-bee-1"))
    assert not rules.shows_only_mover(flip, ChooseSlot(0, 1)) and GAME.reveals(
        flip, ChooseSlot(0, 1)
    )
    rotate = GAME.apply(table(["pangolin-1", "katydid-5"]), UseAbility("pangolin-1"))
    assert not rules.shows_only_mover(rotate, ChooseSlot(1, 1))
    assert not rules.shows_only_mover(table(["katydid-2"]), AddToGarrison("katydid-2", True))


def test_without_the_memory_aid_a_card_its_knower_sees_again_is_news_to_them() -> None:
    """A look at one's own face-down card, with the memory aid off, was undone with the
    ability card back in hand: the card was read for free, and the look could aim elsewhere
    (play test). Without the aid the table shows a face-down card's value to no one, so
    seeing it again (a look, a flip, a card taken into the hand) is news: nothing is undone
    past it. With the aid the knower's table shows it all along."""
    from dataclasses import replace

    looking = GAME.apply(table(["honey-bee-2", "katydid-5"]), UseAbility("honey-bee-2"))
    assert 0 in looking.garrisons[0][1].seen_by  # the mover's own face-down card
    assert GAME.reveals_to(looking, ChooseSlot(0, 1)) == frozenset()
    forgetful = replace(looking, memory_aid=False)
    assert GAME.reveals_to(forgetful, ChooseSlot(0, 1)) == {0}
    assert GAME.reveals_to(forgetful, ChooseSlot(1, 0)) == {0}  # another's: as with the aid
    flipping = GAME.apply(table(["silver-royal", "katydid-5"]), UseAbility("silver-royal"))
    assert GAME.reveals_to(flipping, ChooseSlot(0, 1)) == {1, 2}
    assert GAME.reveals_to(replace(flipping, memory_aid=False), ChooseSlot(0, 1)) == {0, 1, 2}
    # a hand card played for its ability is in its holder's hand, aid or not: no news to them
    assert GAME.reveals_to(
        replace(table(["katydid-2", "katydid-5"]), memory_aid=False), UseAbility("katydid-2")
    ) == {1, 2}
    # a card once seen, taken into the hand by an exchange: with the aid the table shows it,
    # without it the taker looks, as Undo's barrier says (their last card taken so was never
    # shown to them, play test)
    giving = GAME.apply(
        table(["dusky-leaf-langur-1", "katydid-5"]), UseAbility("dusky-leaf-langur-1")
    )
    taking = GAME.apply(giving, ChooseHandCard("katydid-5", True))
    slot = taking.garrisons[1][0]
    seen = replace(slot, seen_by=slot.seen_by | {0})
    known = replace(
        taking,
        garrisons=(taking.garrisons[0], (seen, *taking.garrisons[1][1:]), *taking.garrisons[2:]),
    )
    assert not rules.shows_only_mover(known, ChooseSlot(1, 0))
    assert GAME.reveals_to(known, ChooseSlot(1, 0)) == frozenset()
    forgot = replace(known, memory_aid=False)
    assert rules.shows_only_mover(forgot, ChooseSlot(1, 0))
    assert GAME.reveals_to(forgot, ChooseSlot(1, 0)) == {0}


def test_a_look_that_ends_the_deal_shows_everyone_everything() -> None:
    """The last card of a deal used to look at a face-down card: the deal's end reveals every
    Garrison at once, so the move shows the table, not its mover alone."""
    from random import Random

    state = GAME.new_game(GAME.options_model(players=3), 32)
    chooser = Random(32)
    while True:
        legal = GAME.legal_actions(state)
        last_looks = [
            action
            for action in legal
            if rules._op_on_face_down(state, action) == "look"
            and GAME.apply(state, action).phase is Phase.OVER
        ]
        if last_looks:
            break
        state = GAME.apply(state, chooser.choice(legal))
    action = last_looks[0]
    assert not rules.shows_only_mover(state, action) and not GAME.shows_privately(state, action)
    assert GAME.reveals_to(state, action) == {0, 1, 2} and GAME.shows_the_table(state, action)


def test_an_ability_played_shows_its_card_to_whoever_did_not_know_it() -> None:
    """A hand card played for its ability is shown to the table: against the computer,
    undoing a computer's ability and playing on showed the person other cards of its hand."""
    state = table(["katydid-2", "katydid-5"])
    assert GAME.reveals_to(state, UseAbility("katydid-2")) == {1, 2}
    assert GAME.shows_the_table(state, UseAbility("katydid-2"))
    people_only = Session(GAME, GAME.options_model(players=3), 1)
    assert people_only.bars_undo(state, UseAbility("katydid-2"))
    alone = Session(GAME, GAME.options_model(players=3), 1, computer_seats=frozenset({1, 2}))
    assert not alone.bars_undo(state, UseAbility("katydid-2"))  # only computers saw it


def test_what_only_computer_seats_were_shown_does_not_stop_undo() -> None:
    """Against the computer, each look of a computer seat's stopped the person's Undo ("Nora's
    move showed a hidden card") though the person had seen nothing. A card shown to a person
    still stops it: a look of theirs, or a flip of a card they did not know, which shows the
    card to everyone. A flip of their own card shows them nothing new: it stops nothing."""
    options = GAME.options_model(players=3)
    against_computers = Session(GAME, options, 1, computer_seats=frozenset({0, 2}))
    people_only = Session(GAME, options, 1)
    looking = GAME.apply(table(["honey-bee-2", "katydid-5"]), UseAbility("honey-bee-2"))
    assert not against_computers.bars_undo(looking, ChooseSlot(1, 0))
    assert people_only.bars_undo(looking, ChooseSlot(1, 0))
    flipping = GAME.apply(table(["silver-royal", "katydid-5"]), UseAbility("silver-royal"))
    assert against_computers.bars_undo(flipping, ChooseSlot(2, 0))
    assert not against_computers.bars_undo(flipping, ChooseSlot(1, 1))
    assert not against_computers.bars_undo(looking, Cancel()) and not people_only.bars_undo(
        looking, Cancel()
    )


def test_a_card_the_mover_knew_shows_them_nothing_new() -> None:
    """Ben took back into his hand a Spider he had looked at: "Your move showed you a hidden
    card" was said, and Undo stopped, though he had seen nothing new (play test). A look at a
    card known is still one for the screen (looked at again, to be remembered)."""
    state = table(["dusky-leaf-langur-1", "katydid-5"])
    state = use(state, "dusky-leaf-langur-1", ChooseHandCard("katydid-5", True))
    assert GAME.reveals_to(state, ChooseSlot(0, 1)) == frozenset()  # Ada's own card
    assert not rules.shows_only_mover(state, ChooseSlot(0, 1))
    assert GAME.reveals_to(state, ChooseSlot(1, 0)) == {0}  # Ben's, unseen by Ada
    assert rules.shows_only_mover(state, ChooseSlot(1, 0))
    known = position(
        [["katydid-2", "katydid-5"], ["sunbird-3"], ["spider-1"]],
        [[up(HORNBILL, 3)], [down(FROG, 1, True, 0)], [down("katydid-3", 2)]],
    )
    looking = GAME.apply(known, UseAbility("katydid-2"))
    assert GAME.reveals_to(looking, ChooseSlot(1, 0)) == frozenset()  # Ada knew the Frog
    assert rules.shows_only_mover(looking, ChooseSlot(1, 0))
    assert GAME.reveals_to(looking, ChooseSlot(2, 0)) == {0}


def test_a_last_card_brought_by_a_pass_is_shown_to_its_receiver() -> None:
    """Ada passed her last card with her Katydid and Cy's pass, the last, brought her one, laid
    at once as her victory card: at a shared screen she never saw it (play test). That pass
    shows it to her privately; a look, its mover; the other passes, nobody."""
    state = position(
        [["katydid-1", "frog-1"], ["spider-1", "pangolin-1"], ["honey-bee-3", "sunbird-1"]],
        [[up(HORNBILL, 3)], [], []],
    )
    state = GAME.apply(state, UseAbility("katydid-1"))
    for card in ("frog-1", "spider-1"):
        assert GAME.shows_privately(state, PassCard(card)) == frozenset()
        state = GAME.apply(state, PassCard(card))
    assert GAME.shows_privately(state, PassCard("honey-bee-3")) == {0}
    # each receiver sees the card they are passed, not the table
    assert GAME.reveals_to(state, PassCard("honey-bee-3")) == {0, 1, 2}
    assert not GAME.shows_the_table(state, PassCard("honey-bee-3"))
    after = GAME.apply(state, PassCard("honey-bee-3"))
    assert after.victory[0] is not None and after.current == 1
    looking = GAME.apply(table(["honey-bee-2", "katydid-5"]), UseAbility("honey-bee-2"))
    assert GAME.shows_privately(looking, ChooseSlot(1, 0)) == {0}
    assert GAME.shows_privately(looking, Cancel()) == frozenset()


def test_look_then_rotate_a_card_already_rotated() -> None:
    state = use(table(["pangolin-3", "katydid-5"]), "pangolin-3", ChooseSlot(1, 1))
    assert GAME.view(state, 0).garrisons[1][1].top_up is False  # seen as it lies
    state = GAME.apply(state, ChooseSlot(1, 1))
    assert state.garrisons[1][1].top_up is True
    assert GAME.view(state, 0).garrisons[1][1].card == BEE


def test_remove_puts_the_card_on_the_discard_pile() -> None:
    state = use(table(["spider-1", "katydid-5"]), "spider-1", ChooseSlot(1, 0))
    assert [slot.card for slot in state.garrisons[1]] == [BEE]
    assert state.discard == (FROG, "spider-1")


def test_the_hornbill_cannot_be_removed_or_exchanged() -> None:
    for card in ("spider-1", "dusky-leaf-langur-2", "dusky-leaf-langur-1"):
        state = GAME.apply(table([card, "katydid-5"]), UseAbility(card))
        if card == "dusky-leaf-langur-1":
            state = GAME.apply(state, ChooseHandCard("katydid-5", True))
        assert ChooseSlot(0, 0) not in GAME.legal_actions(state)
        with pytest.raises(IllegalActionError, match="Hornbill"):
            GAME.apply(state, ChooseSlot(0, 0))


def test_remove_face_up_only_needs_a_target() -> None:
    # sunbird-3 removes a face-up card: only the Hornbill is face up, so it cannot be used.
    state = table(["sunbird-3", "katydid-5"])
    assert UseAbility("sunbird-3") not in GAME.legal_actions(state)
    # the refusal names the face-up card in sight that cannot be taken
    with pytest.raises(IllegalActionError, match="target now: the Great Hornbill cannot be"):
        GAME.apply(state, UseAbility("sunbird-3"))
    flipped = State(
        **{
            **_fields(state),
            "garrisons": (
                state.garrisons[0],
                (up(FROG, 3), state.garrisons[1][1]),
                state.garrisons[2],
            ),
        }
    )
    after = use(flipped, "sunbird-3", ChooseSlot(1, 0))
    assert after.discard[-2:] == (FROG, "sunbird-3")


def _fields(state: State) -> dict[str, object]:
    return {name: getattr(state, name) for name in state.__dataclass_fields__}


def test_exchange_a_hand_card_with_a_garrison_card() -> None:
    state = table(["dusky-leaf-langur-1", "katydid-5", "honey-bee-3"])
    state = GAME.apply(state, UseAbility("dusky-leaf-langur-1"))
    assert {a for a in GAME.legal_actions(state) if isinstance(a, ChooseSlot)} == set()
    with pytest.raises(IllegalActionError, match="First choose"):
        GAME.apply(state, ChooseSlot(1, 1))
    state = GAME.apply(state, ChooseHandCard("honey-bee-3", False))
    assert GAME.view(state, 1).pending.give == HIDDEN  # type: ignore[union-attr]
    # the card taken is shown to its taker alone; the one given is known to them alone too
    assert GAME.reveals_to(state, ChooseSlot(1, 1)) == {0}
    state = GAME.apply(state, ChooseSlot(1, 1))
    slot = state.garrisons[1][1]
    assert (slot.card, slot.face_up, slot.top_up, slot.seen_by) == (
        "honey-bee-3",
        False,
        False,
        frozenset({0}),
    )
    taken = state.hands[0][-1]
    assert taken.card == BEE and taken.seen_by == frozenset({0, 1})
    # Seat 1 saw its own card go into seat 0's hand; seat 2 did not know it.
    assert GAME.view(state, 1).hands[0][-1].card == BEE
    assert GAME.view(state, 2).hands[0][-1].card == HIDDEN
    assert GAME.view(state, 1).garrisons[1][1].card == HIDDEN


def test_exchange_with_own_garrison_only() -> None:
    state = GAME.apply(
        table(["dusky-leaf-langur-3", "katydid-5"]), UseAbility("dusky-leaf-langur-3")
    )
    state = GAME.apply(state, ChooseHandCard("katydid-5", True))
    targets = {a for a in GAME.legal_actions(state) if isinstance(a, ChooseSlot)}
    assert targets == {ChooseSlot(0, 1)}


def test_exchange_two_garrison_cards_keeps_side_and_orientation() -> None:
    state = table(["dusky-leaf-langur-2", "katydid-5"])
    state = GAME.apply(state, UseAbility("dusky-leaf-langur-2"))
    state = GAME.apply(state, ChooseSlot(1, 1))
    assert Cancel() in GAME.legal_actions(state)  # nothing happened yet
    with pytest.raises(IllegalActionError, match="different Garrisons"):
        GAME.apply(state, ChooseSlot(1, 0))
    state = GAME.apply(state, ChooseSlot(2, 0))
    assert state.garrisons[1][1].card == "katydid-3"
    assert state.garrisons[2][0] == down(BEE, 1, top_up=False)
    assert GAME.view(state, 1).garrisons[2][0].card == BEE  # seat 1 still knows its card


def test_pass_left_skips_immune_players_and_moves_cards_left() -> None:
    state = position(
        [["katydid-1", "frog-1", "dusky-leaf-langur-3"], ["bee-x"], ["spider-1", "honey-bee-3"]],
        [[up(HORNBILL, 3)], [], []],
        victory=[None, "pangolin-1", None],
    )
    state = State(**{**_fields(state), "hands": (state.hands[0], (), state.hands[2])})
    state = GAME.apply(state, UseAbility("katydid-1"))
    assert state.phase is Phase.PASS and state.pending is not None
    assert state.pending.pass_order == (0, 2)  # seat 1 laid its victory card: immune
    assert pass_partners((0, 2, 3), 0) == (3, 2)  # from the right, to the left, round the table
    state = GAME.apply(state, PassCard("frog-1"))
    assert state.current == 2
    # seat 2 decides, but the turn is still seat 0's (the moves since seat 2's turn go on)
    assert GAME.current_player(state) == 2 and GAME.turn_of(state) == 0
    passing = state
    assert GAME.view(state, 2).pending.passed[0].card == HIDDEN  # type: ignore[union-attr]
    # a card dragged to a Garrison while passing: the pass is asked for, and to whom
    with pytest.raises(IllegalActionError) as refused:
        GAME.apply(state, AddToGarrison("spider-1", True))
    assert render_note(refused.value.note, ["Ann", "Ben", "Cleo"]) == (
        "Choose the card you pass to Ann first."
    )
    assert not GAME.reveals(state, PassCard("nonsense"))
    assert GAME.reveals_to(state, PassCard("spider-1")) == {0, 1, 2}
    state = GAME.apply(state, PassCard("spider-1"))
    assert [h.card for h in state.hands[2]] == ["honey-bee-3", "frog-1"]
    assert state.hands[2][-1].seen_by == frozenset({0, 2})
    assert state.victory[1] is not None and state.victory[1].card == "pangolin-1"
    # seat 0 ends its turn with 2 cards (dusky-leaf-langur-3 and spider-1)
    assert sorted(h.card for h in state.hands[0]) == ["dusky-leaf-langur-3", "spider-1"]
    assert state.current == 2 and state.discard == ("katydid-1",)
    assert not GAME.same_turn(passing, state)  # seat 2's own turn now


def test_one_player_taking_two_turns_in_a_row_takes_two_turns() -> None:
    """The others' hands are empty: the same player moves again, in a turn of its own (the
    moves since that player's last begin after the turn that ended)."""
    state = position(
        [["frog-1", "spider-1", "honey-bee-3"], [], []],
        [[up(HORNBILL, 3)], [], []],
        victory=[None, "pangolin-1", "katydid-1"],
    )
    after = GAME.apply(state, AddToGarrison("frog-1", True))
    assert GAME.turn_of(after) == GAME.turn_of(state) == 0
    assert not GAME.same_turn(state, after)
    assert GAME.same_turn(after, GAME.apply(after, UseAbility("spider-1")))


def test_pass_needs_a_second_player_holding_cards() -> None:
    state = position(
        [["katydid-1", "frog-1"], [], []],
        [[up(HORNBILL, 3)], [], []],
        victory=[None, "pangolin-1", "dusky-leaf-langur-3"],
    )
    assert UseAbility("katydid-1") not in GAME.legal_actions(state)
    # the reason names what is missing: a pass has no target to lack
    with pytest.raises(IllegalActionError, match=r"^Nobody else holds a card"):
        GAME.apply(state, UseAbility("katydid-1"))


def test_cancel_returns_to_the_start_of_the_turn() -> None:
    start = table(["pangolin-1", "katydid-5"])
    during = GAME.apply(start, UseAbility("pangolin-1"))
    back = GAME.apply(during, Cancel())
    assert [h.card for h in back.hands[0]] == [h.card for h in start.hands[0]]
    assert back.phase is Phase.TURN and back.current == 0
    # everyone saw the card that was shown and taken back
    assert GAME.view(back, 2).hands[0][0].card == "pangolin-1"
    assert GAME.view(back, 2).hands[0][1].card == HIDDEN
    # as often as the player likes: Undo took a choice back anyway once a limit of three
    # cancels hid the button (play test), and the AI seats never cancel
    state = start
    for _ in range(6):
        state = GAME.apply(GAME.apply(state, UseAbility("pangolin-1")), Cancel())
    assert state.phase is Phase.TURN and state.current == 0
    during = GAME.apply(state, UseAbility("pangolin-1"))
    assert Cancel() in GAME.legal_actions(during)
    assert Cancel() not in GAME.ai_actions(during)
    done = GAME.apply(
        GAME.apply(start, UseAbility("pangolin-1")),
        ChooseSlot(1, 0),
    )
    with pytest.raises(IllegalActionError, match="no ability"):
        GAME.apply(done, Cancel())


def test_last_card_becomes_the_victory_card_and_the_game_ends_when_hands_are_empty() -> None:
    state = position(
        [["frog-1", "katydid-1"], ["pangolin-1"], []],
        [[up(HORNBILL, 3)], [], []],
        victory=[None, None, "spider-1"],
    )
    state = GAME.apply(state, AddToGarrison("frog-1", True))
    assert state.victory[0] is not None and state.victory[0].card == "katydid-1"
    assert state.hands[0] == ()
    assert state.current == 1
    # Seat 1 holds one card at its turn start (hand-made position): it must still act.
    state = GAME.apply(state, AddToGarrison("pangolin-1", True))
    assert GAME.is_over(state) and GAME.current_player(state) is None
    assert GAME.legal_actions(state) == ()
    with pytest.raises(IllegalActionError, match="over"):
        GAME.apply(state, AddToGarrison("x", True))


@pytest.mark.parametrize("players", [2, 3, 5])
def test_a_turn_begun_with_two_cards_lays_the_kept_one_as_victory_card(players: int) -> None:
    """``keeps_victory_card`` (the table's "the card you keep becomes your victory card")
    says at a turn's start whether that turn ends with the victory card laid, whatever is
    played: cards added, abilities with their steps, passes, exchanges; and says it again at
    each step the mover chooses (passing one's last card brought a victory card unwarned)."""
    checked = {True: 0, False: 0}
    for seed in range(8):
        rng = Random(seed)
        state = GAME.new_game(PetalPlottersOptions(players=players), seed)
        while not GAME.is_over(state):
            mover, deal = state.turn_player, state.deal
            starting = state.phase is Phase.TURN and state.current == mover
            said = rules.keeps_victory_card(state, mover)
            before = state.victory[mover]
            while True:  # the whole turn, its steps and a pass included
                if starting and state.pending is not None and state.current == mover:
                    assert rules.keeps_victory_card(state, mover) == said, (seed, mover)
                actions = [a for a in GAME.legal_actions(state) if a != Cancel()]
                state = GAME.apply(state, actions[rng.randrange(len(actions))])
                if GAME.is_over(state) or state.turn_player != mover or state.deal != deal:
                    break
                if state.phase is Phase.TURN and state.current == mover:
                    break  # the Hornbill placed: the holder's first full turn follows
            if not starting or state.deal != deal or GAME.is_over(state):
                continue  # a deal's end clears the victory cards
            laid = before is None and state.victory[mover] is not None
            assert laid == said, (seed, mover)
            checked[said] += 1
    assert checked[True] and checked[False]


def test_illegal_actions_say_why() -> None:
    state = table(["pangolin-1", "katydid-5"])
    with pytest.raises(IllegalActionError, match="not in your hand"):
        GAME.apply(state, AddToGarrison("frog-2", True))
    with pytest.raises(IllegalActionError, match="No ability is waiting"):
        GAME.apply(state, ChooseSlot(1, 0))
    with pytest.raises(IllegalActionError, match="Nobody is passing"):
        GAME.apply(state, PassCard("pangolin-1"))
    during = GAME.apply(state, UseAbility("pangolin-1"))
    with pytest.raises(IllegalActionError, match="Finish the ability"):
        GAME.apply(during, AddToGarrison("katydid-5", True))
    with pytest.raises(IllegalActionError, match="not optional"):
        GAME.apply(during, Skip())
    with pytest.raises(IllegalActionError, match="no card there"):
        GAME.apply(during, ChooseSlot(1, 9))


def test_an_exchange_from_the_hand_needs_a_card_to_give() -> None:
    state = position([["dusky-leaf-langur-1"], ["x"]], [[up(HORNBILL, 2)], [down(FROG, 1)]])
    assert UseAbility("dusky-leaf-langur-1") not in GAME.legal_actions(state)
    assert AddToGarrison("dusky-leaf-langur-1", True) in GAME.legal_actions(state)


def test_only_what_cannot_be_taken_back_for_free_commits() -> None:
    """A table that asks to confirm moves skips the rest: an ability chosen before its target,
    the first step of an exchange, Cancel. A whole move, a look and the last choice commit."""
    state = table(["dusky-leaf-langur-1", "katydid-5"])
    assert GAME.commits(state, AddToGarrison("katydid-5", True))
    assert not GAME.commits(state, UseAbility("dusky-leaf-langur-1"))
    exchange = GAME.apply(state, UseAbility("dusky-leaf-langur-1"))
    assert not GAME.commits(exchange, Cancel())
    give = next(a for a in GAME.legal_actions(exchange) if isinstance(a, ChooseHandCard))
    assert not GAME.commits(exchange, give)
    taking = GAME.apply(exchange, give)
    target = next(a for a in GAME.legal_actions(taking) if isinstance(a, ChooseSlot))
    assert GAME.commits(taking, target)
    looking = GAME.apply(table(["honey-bee-2", "katydid-5"]), UseAbility("honey-bee-2"))
    assert GAME.commits(looking, ChooseSlot(1, 0))
    # however often it was cancelled before, choosing an ability does not commit
    again = table(["pangolin-1", "katydid-5"])
    for _ in range(4):
        again = GAME.apply(GAME.apply(again, UseAbility("pangolin-1")), Cancel())
    assert not GAME.commits(again, UseAbility("pangolin-1"))


def test_only_cancel_takes_back_steps() -> None:
    """Undo passes over an ability cancelled and its Cancel as one (``Game.takes_back``)."""
    state = table(["dusky-leaf-langur-1", "katydid-5"])
    exchange = GAME.apply(state, UseAbility("dusky-leaf-langur-1"))
    assert GAME.takes_back(exchange, Cancel())
    assert not GAME.takes_back(state, UseAbility("dusky-leaf-langur-1"))
    assert not GAME.takes_back(state, AddToGarrison("katydid-5", True))
    give = next(a for a in GAME.legal_actions(exchange) if isinstance(a, ChooseHandCard))
    assert not GAME.takes_back(exchange, give)


def test_a_matchs_progress_names_the_deal_and_who_leads() -> None:
    """Two matches against the same seats both read "deal 1 of 3" (play test): past the first
    deal the progress names who leads, and a level match names nobody."""
    state = GAME.new_game(PetalPlottersOptions(players=3, match=True), 4)
    names = ["Ada", "Ben", "Cleo"]

    def said(vp: tuple[int, ...]) -> str:
        note = GAME.progress(replace(state, vp=vp, deal=2))
        assert note is not None
        return render_note(note, names, lambda text: text, str)

    assert said((0, 0, 0)) == "deal 2 of 3"
    assert said((1, 1, 1)) == "deal 2 of 3"
    assert said((0, 3, 1)) == "deal 2 of 3, Ben ahead with 3 VP"
    assert said((2, 0, 2)) == "deal 2 of 3, Ada and Cleo ahead with 2 VP"


def test_a_matchs_turns_are_told_with_their_deal() -> None:
    """ "deal 1 of 3 · 18 turns", then "deal 2 of 3 · 9 turns": the count of each deal's
    turns read as going backwards (play tester 147). The engine tells them with their deal;
    a single deal leaves them to the desktop's plain count."""
    match = GAME.new_game(PetalPlottersOptions(players=3, match=True), 4)

    def said(turns: int) -> str:
        note = GAME.turns_into_part(replace(match, deal=2), turns)
        assert note is not None
        return render_note(note, [], lambda text: text, str)

    assert said(9) == "9 turns into deal 2"
    assert said(1) == "1 turn into deal 2"
    assert GAME.turns_into_part(GAME.new_game(PetalPlottersOptions(players=3), 4), 9) is None
