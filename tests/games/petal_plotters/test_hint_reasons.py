"""A hint's reason in Petal Plotters: where the total should end after the hinted move, and the
victory card that total serves, from what the player knows."""

from __future__ import annotations

from dataclasses import replace

import pytest

from engine.core.actions import Action
from engine.core.notes import Note, Term, render_note
from engine.games.petal_plotters import GAME
from engine.games.petal_plotters.ai import TOTALS_TEXT, Aim
from engine.games.petal_plotters.components import cards_for
from engine.games.petal_plotters.scoring import CONDITION_TEXT
from engine.games.petal_plotters.state import (
    AddToGarrison,
    ChooseHandCard,
    ChooseSlot,
    Skip,
    Slot,
    State,
    UseAbility,
)

from .helpers import down, position, up, without_change


def last_turn(hand: list[str], garrison: list[str]) -> State:
    """Ann (seat 0) holds ``hand`` on the deal's last turn: Ben and Cleo have laid their
    victory cards; ``garrison`` lies face up in Ben's Garrison, the Hornbill in Ann's."""
    used = {*hand, *garrison, "great-hornbill", "spider-1", "honey-bee-3"}
    rest = tuple(sorted(set(cards_for(3)) - used))
    return position(
        [hand, [], []],
        [[up("great-hornbill", 3)], [up(card, 3) for card in garrison], []],
        victory=[None, "spider-1", "honey-bee-3"],
        discard=rest,
    )


def last_turn_unseen(
    hand: list[str], own: list[Slot], hidden: list[str], ben_kept: str, *, passed: bool = False
) -> State:
    """Ann (seat 0) holds ``hand`` on the deal's last turn, the Hornbill and ``own`` in her
    Garrison; ``hidden`` lies face down in Ben's, unseen by Ann; Ben kept ``ben_kept``, which
    Ann knows if she ``passed`` it to him, and Cleo an unseen Honey Bee; every other card is
    on the discard pile."""
    used = {*hand, "great-hornbill", *(slot.card for slot in own), *hidden, ben_kept}
    state = position(
        [hand, [], []],
        [[up("great-hornbill", 3), *own], [down(card, 1) for card in hidden], []],
        victory=[None, ben_kept, "honey-bee-3"],
        discard=tuple(sorted(set(cards_for(3)) - used - {"honey-bee-3"})),
    )
    if not passed:
        return state
    ben = state.victory[1]
    assert ben is not None
    return replace(state, victory=(None, replace(ben, seen_by=frozenset({0, 1})), state.victory[2]))


def reason_of(view: State, player: int, action: Action) -> Note | None:
    """The hint's reason for ``action`` without what it first says of a known change of the
    total (``test_a_known_change_of_the_total_says_by_how_much_and_what_for``)."""
    note = GAME.hint_reason(view, player, action)
    return None if note is None else without_change(note)


def reason(state: State, action: AddToGarrison) -> dict[str, object]:
    note = reason_of(GAME.view(state, 0), 0, action)
    assert note is not None
    return dict(note.params)


def test_the_last_card_kept_is_named_with_its_condition_and_the_exact_total() -> None:
    state = last_turn(["frog-1", "katydid-1"], ["honey-bee-1", "katydid-2"])
    said = reason(state, AddToGarrison("frog-1", top_up=False))
    # nothing is left to play: the total is the Garrisons' (Hornbill +2, 4 + 3, Frog 0)
    assert said == {"category": Term("Katydid"), "condition": Term("7 or less"), "total": 9}
    # missed on the deal's last move: "it wins only if the total moves" gave a hope no move
    # was left to fulfil (play test)
    note = reason_of(GAME.view(state, 0), 0, AddToGarrison("frog-1", top_up=False))
    assert note is not None and note.template.endswith(
        "and this move ends the deal: no move is left to change it."
    )
    said = reason(state, AddToGarrison("katydid-1", top_up=True))
    assert said == {"category": Term("Frog"), "condition": Term("12 or more"), "total": 12}


def test_a_card_in_hand_is_named_when_the_expected_total_meets_its_condition() -> None:
    # Ann keeps three cards: the Frog she holds wins near 12 or more
    state = last_turn(["frog-1", "katydid-1", "katydid-3"], ["honey-bee-1", "honey-bee-2"])
    said = reason(state, AddToGarrison("katydid-1", top_up=True))
    assert said["category"] == Term("Frog") and said["condition"] == Term("12 or more")
    # two cards are still to come: a range of totals, mostly 12 or more
    assert isinstance(said["low"], int) and isinstance(said["high"], int)
    assert said["low"] < said["high"] and said["high"] >= 12


def test_a_card_an_exchange_would_bring_is_never_named() -> None:
    """Ada keeps the card her Dusky Leaf Langur takes from Ben's Garrison, face down, unseen:
    the hint named a Snail for it, from one sampled guess, and a Honey Bee came (play test).
    Its chance to win is said, against keeping a card she holds (``test_an_unseen_victory_card
    _is_weighed_against_keeping_a_card_held``)."""
    used = {"dusky-leaf-langur-1", "frog-1", "great-hornbill", "spider-1", "honey-bee-3"}
    hidden = "katydid-1"
    rest = tuple(sorted(set(cards_for(3)) - used - {hidden}))
    state = position(
        [["dusky-leaf-langur-1", "frog-1"], [], []],
        [[up("great-hornbill", 3)], [down(hidden, 1)], []],
        victory=[None, "spider-1", "honey-bee-3"],
        discard=rest,
    )
    note = reason_of(GAME.view(state, 0), 0, UseAbility("dusky-leaf-langur-1"))
    assert note is not None
    assert note.template.startswith("With the card this move brings you, not seen yet, you win")
    # the category named is a card she holds, kept by another move
    assert dict(note.params)["category"] in {Term("Blue Squad"), Term("Frog")}


def test_hidden_cards_give_a_range_of_totals_never_one() -> None:
    """Two face-down cards in Ben's Garrison are unknown to Ann, and so are the victory cards:
    "the total should end near 22" read as a promise while cards were hidden, and the deal
    ended at 5 (play test)."""
    state = last_turn_unseen(["frog-1", "katydid-1"], [], ["pangolin-1", "honey-bee-1"], "spider-1")
    note = reason_of(GAME.view(state, 0), 0, AddToGarrison("frog-1", top_up=False))
    assert note is not None
    said = dict(note.params)
    assert isinstance(said["low"], int) and isinstance(said["high"], int)
    assert said["low"] < said["high"] and 5 <= said["percent"] <= 95
    # the deal's last move: the total is what it is, not what it "will" become, and the
    # chance is to win the deal, not that the total meets the card (play tests)
    assert note.template == (
        "{category} needs {condition}. When this move ends the deal, the total is likely"
        " between {low} and {high}: you win about {percent}% of the time."
    )


def test_an_ability_promises_what_one_of_its_targets_then_gives() -> None:
    """A player chooses a target without knowing the hidden cards: at the Harlequin's start the
    hint said the total would likely end between 0 and 5, then −8 to 9 at its steps, its
    targets chosen as if each sampled world's cards were known (play test)."""
    hidden = {
        1: ["pangolin-1", "honey-bee-1", "dusky-leaf-langur-1"],
        2: ["katydid-2", "sunbird-1"],
    }
    hand = ["malay-red-harlequin", "frog-1"]
    used = {*hand, "great-hornbill", "spider-1", "honey-bee-3", *hidden[1], *hidden[2]}
    state = position(
        [hand, [], []],
        [
            [up("great-hornbill", 3)],
            [down(card, 1) for card in hidden[1]],
            [down(card, 2) for card in hidden[2]],
        ],
        victory=[None, "spider-1", "honey-bee-3"],
        discard=tuple(sorted(set(cards_for(3)) - used)),
    )
    ability = UseAbility("malay-red-harlequin")
    promised = GAME.hint_reason(GAME.view(state, 0), 0, ability)
    choosing = GAME.apply(state, ability)
    targets = [a for a in GAME.legal_actions(choosing) if isinstance(a, ChooseSlot)]
    given = [GAME.hint_reason(GAME.view(choosing, 0), 0, target) for target in targets]
    assert len(set(given)) > 1, "the targets differ"
    assert promised in given


def test_the_move_that_ends_a_deal_of_a_match_is_told_by_that_deal() -> None:
    """In a match the table after the deal's last move is the next deal's: the hint's total
    was the new Hornbill's, "near 7", where the deal ended at 13 (play test)."""
    state = replace(last_turn(["frog-1", "katydid-1"], ["honey-bee-1", "katydid-2"]), match=True)
    said = reason(state, AddToGarrison("katydid-1", top_up=True))
    assert said == {"category": Term("Frog"), "condition": Term("12 or more"), "total": 12}


def test_on_the_last_move_the_chance_is_to_win_the_deal() -> None:
    """The total surely meets the Katydid's "7 or less", but mostly below 0, where Ben's
    Spider, which Ann passed him, comes first: "about 95% likely" read as Ann's chance to
    win (play test). The chance said is hers to win."""
    own = [down("pangolin-1", 0, False), down("katydid-3", 0, False)]
    hidden = ["garden-snail-1", "pangolin-3"]
    state = last_turn_unseen(["frog-1", "katydid-1"], own, hidden, "spider-1", passed=True)
    said = reason(state, AddToGarrison("frog-1", top_up=False))
    assert said["category"] == Term("Katydid") and said["high"] <= 0
    assert said["percent"] <= 25


def test_on_the_last_move_a_shared_win_counts_as_a_win() -> None:
    """Whatever the two hidden cards, the total meets the Blue Squad's "8 or more", and Ann
    wins with Ben (and Cleo): "you win about 35% of the time" was her share of the win, where
    she was always among the winners (play test)."""
    own = [down("honey-bee-1", 0), down("katydid-2", 0)]
    hidden = ["dusky-leaf-langur-1", "sunbird-1"]
    state = last_turn_unseen(["frog-1", "silver-royal"], own, hidden, "pangolin-1", passed=True)
    said = reason(state, AddToGarrison("frog-1", top_up=False))
    assert said["category"] == Term("Blue Squad") and said["low"] >= 8
    assert said["percent"] == 95


def test_a_card_taken_from_ones_own_garrison_is_named() -> None:
    """Ann's Langur swaps her Frog for the Honey Bee she laid face down: she knows the card
    she takes, so the hint names it with its chance, where it fell back on the Hornbill
    (play test)."""
    own = [down("honey-bee-1", 0)]
    state = last_turn_unseen(
        ["dusky-leaf-langur-3", "frog-1"], own, ["pangolin-1", "katydid-2"], "spider-1"
    )
    note = reason_of(GAME.view(state, 0), 0, UseAbility("dusky-leaf-langur-3"))
    assert note is not None
    assert dict(note.params)["category"] == Term("Blue Squad")


def blue_squad_under_a_known_frog(garrison: list[str], other: str = "katydid-1") -> State:
    """Ann (seat 0) keeps her Honey Bee (Blue Squad, 8 or more) by playing her ``other``
    card; Ben laid a Frog (12 or more) that Ann passed him, so she knows it; Cleo still holds
    two cards, so the deal goes on. ``garrison`` lies face up in Ben's Garrison."""
    hand = ["honey-bee-1", other]
    cleo = ["sunbird-1", "dusky-leaf-langur-1"]
    used = {*hand, *cleo, *garrison, "great-hornbill", "frog-1"}
    state = position(
        [hand, [], cleo],
        [[up("great-hornbill", 3)], [up(card, 3) for card in garrison], []],
        victory=[None, "frog-1", None],
        discard=tuple(sorted(set(cards_for(3)) - used)),
    )
    frog = state.victory[1]
    assert frog is not None
    return replace(state, victory=(None, replace(frog, seen_by=frozenset({0, 1})), None))


def test_the_chance_said_is_to_win_and_a_card_before_it_is_told() -> None:
    """The total likely meets the Blue Squad's "8 or more", but mostly at 12 or more, where
    Ben's Frog wins first: "the total meets it about 70% of the time" read as Ann's chance to
    win, and the deal ended at 18 with the Frog (play test 121). The chance said is hers to
    win, and the gap is told."""
    state = blue_squad_under_a_known_frog(["honey-bee-2", "katydid-4", "pangolin-1"])
    note = reason_of(GAME.view(state, 0), 0, AddToGarrison("katydid-1", top_up=True))
    assert note is not None
    said = dict(note.params)
    assert said["category"] == Term("Blue Squad")
    assert isinstance(said["met"], int) and isinstance(said["percent"], int)
    assert said["met"] >= 70 and said["percent"] <= said["met"] - 15
    assert "may win first" in note.template


def test_without_a_card_before_it_the_chance_to_win_is_the_chance_it_is_met() -> None:
    """Low in the Blue Squad's range the Frog seldom comes first: only the chance to win is
    said."""
    state = blue_squad_under_a_known_frog(["honey-bee-2", "pangolin-1"])
    note = reason_of(GAME.view(state, 0), 0, AddToGarrison("katydid-1", top_up=False))
    assert note is not None
    said = dict(note.params)
    assert said["category"] == Term("Blue Squad") and "met" not in said
    assert isinstance(said["percent"], int) and 30 <= said["percent"] <= 70
    assert isinstance(said["high"], int) and said["high"] < 12
    assert note.template.startswith("{category} needs {condition}: you win")


def test_an_unseen_victory_card_is_weighed_against_keeping_a_card_held() -> None:
    """Four players, Ann's last turn with a Garden Snail and a Dusky Leaf Langur: "Use the
    ability of Garden Snail — the card you receive becomes your victory card" gave away the
    Langur for a card she has not seen, and its reason named no category and no chance, where
    other hints said "you win about 75%" (play tester 127). It says the chance to win with the
    card received, against keeping a card she holds, as that move's own reason says it."""
    hand = ["garden-snail-2", "dusky-leaf-langur-1"]
    own = [up("great-hornbill", 4), down("pangolin-2", 0, False), down("katydid-2", 0)]
    ben = [down("frog-1", 1), down("honey-bee-1", 1, False), up("spider-1", 4)]
    cleo = [down("sunbird-1", 2), down("pangolin-1", 2, False), up("garden-snail-1", 4, False)]
    dora = [down("common-birdwing", 3, False), down("silver-royal", 3), up("honey-bee-2", 4)]
    victory = [None, "katydid-1", "frog-2", "malay-red-harlequin"]
    garrisons = [own, ben, cleo, dora]
    used = {*hand, *(slot.card for garrison in garrisons for slot in garrison)}
    used |= {card for card in victory if card is not None}
    state = position(
        [hand, [], [], []],
        garrisons,
        victory=victory,
        discard=tuple(sorted(set(cards_for(4)) - used)),
    )
    view = GAME.view(state, 0)
    note = reason_of(view, 0, UseAbility("garden-snail-2"))
    assert note is not None
    said = dict(note.params)
    assert note.template.startswith("With the card this move brings you, not seen yet, you win")
    assert "; keeping {category}, which you hold ({condition}), about {held}%" in note.template
    assert isinstance(said["percent"], int) and 5 <= said["percent"] <= 95
    # the chance keeping a card held: the best of the moves that keep one, as each says it
    keeping = [
        dict(reason.params)
        for action in GAME.legal_actions(state)
        if isinstance(action, AddToGarrison) and (reason := reason_of(view, 0, action)) is not None
    ]
    assert said["held"] == max(
        kept["percent"] for kept in keeping if kept["category"] == said["category"]
    )
    assert said["held"] == max(kept["percent"] for kept in keeping)


def test_a_win_shared_with_every_rival_says_the_chance_alone() -> None:
    """Ben and Cleo kept Katydids, which Ann passed them, and Ann keeps hers: a total of 7 or
    less is a three-way share, a single Victory Point each. "You win about 80%" counted such
    shares, where all four seats held a Katydid (play tester 127): the chance says so, with
    the chance to win alone."""
    hand = ["katydid-1", "pangolin-3"]
    hidden = ["pangolin-1", "sunbird-1"]
    victory = [None, "katydid-2", "katydid-3"]
    used = {*hand, *hidden, "great-hornbill", "katydid-2", "katydid-3"}
    state = position(
        [hand, [], []],
        [[up("great-hornbill", 3)], [down(card, 1) for card in hidden], []],
        victory=victory,
        discard=tuple(sorted(set(cards_for(3)) - used)),
    )
    seen = tuple(
        None if kept is None else replace(kept, seen_by=frozenset({0, seat}))
        for seat, kept in enumerate(state.victory)
    )
    state = replace(state, victory=seen)
    note = reason_of(GAME.view(state, 0), 0, AddToGarrison("pangolin-3", top_up=False))
    assert note is not None
    said = dict(note.params)
    assert said["category"] == Term("Katydid") and said["percent"] == 95
    assert said["alone"] == 5  # never 0: a sampled world is a guess
    assert note.template.endswith(
        ": you win or share the win about {percent}% of the time (alone about {alone}%)."
    )


def rotating_under_a_known_frog(garrison: list[str]) -> State:
    """``blue_squad_under_a_known_frog`` with a Pangolin (rotate a card in any Garrison) for
    Ann's Katydid, its ability begun: she chooses the card to rotate."""
    state = blue_squad_under_a_known_frog(garrison, other="pangolin-1")
    return GAME.apply(state, UseAbility("pangolin-1"))


def test_a_known_change_of_the_total_says_by_how_much_and_what_for() -> None:
    """Rotating the Hornbill (+2 then −2) lowers the total by 4 while Ann keeps a Blue Squad
    (8 or more): "Rotate … Great Hornbill, +2 then −2" did not say why the total went down
    where she aimed high; it keeps it under 12, where Ben's Frog wins first (play tester
    129)."""
    state = rotating_under_a_known_frog(["katydid-4", "honey-bee-2", "pangolin-3"])
    note = GAME.hint_reason(GAME.view(state, 0), 0, ChooseSlot(0, 0))
    assert note is not None and note.template == "{change} {reason}"
    change = dict(note.params)["change"]
    assert isinstance(change, Note)
    assert change.template == (
        "It lowers the total by {amount}, away from {condition}, where a rival's {first} would"
        " win before your {category}."
    )
    assert dict(change.params) == {
        "amount": 4,
        "condition": Term("a total of 12 or more"),
        "first": Term("Frog"),
        "category": Term("Blue Squad"),
    }
    words = render_note(note, ["Ann", "Ben", "Cleo"])
    assert words.startswith(
        "It lowers the total by 4, away from a total of 12 or more, where a rival's Frog would"
        " win before your Blue Squad. Blue Squad needs 8 or more"
    )


def test_a_known_change_against_the_card_says_what_it_does_for_the_hornbill() -> None:
    """At 10 the rotation takes the total below Ann's Blue Squad's 8 as much as away from
    Ben's Frog: her chance with the card falls, but where nobody's card wins, her Hornbill
    does. "It lowers the total by 4. Blue Squad needs 8 or more" read as a contradiction
    (play test, session 53): the change says what it is for, as the Hornbill's does."""
    state = rotating_under_a_known_frog(["katydid-4", "honey-bee-2"])
    note = GAME.hint_reason(GAME.view(state, 0), 0, ChooseSlot(0, 0))
    assert note is not None and note.template == "{change} {reason}"
    params = dict(note.params)
    assert params["change"] == Note.of(
        "It lowers the total by {amount}, where a rival's card is less likely to win.", amount=4
    )
    reason = params["reason"]
    assert isinstance(reason, Note) and reason.template == "{reason} {hornbill}"


def test_a_known_change_the_figures_do_not_explain_says_by_how_much_where_it_fits() -> None:
    """Ann's last move keeps her Langur (a Blue Squad, 8 or more) at a sure total of 8 or
    more either way: adding the Pangolin −2 up goes against the card, and goes unsaid; +3 up
    goes its way, and the reason says by how much."""
    view = GAME.view(last_turn(["dusky-leaf-langur-1", "pangolin-1"], ["katydid-4", "frog-2"]), 0)
    lowered = GAME.hint_reason(view, 0, AddToGarrison("pangolin-1", top_up=False))
    assert lowered is not None
    assert not render_note(lowered, ["Ann", "Ben", "Cleo"]).startswith("It lowers")
    raised = GAME.hint_reason(view, 0, AddToGarrison("pangolin-1", top_up=True))
    assert raised is not None and raised.template == "{change} {reason}"
    assert dict(raised.params)["change"] == Note.of("It raises the total by {amount}.", amount=3)


def test_a_move_that_leaves_the_total_says_nothing_of_it() -> None:
    """Adding a Honey Bee with its 0 up changes nothing the player can see."""
    state = blue_squad_under_a_known_frog(["katydid-4", "honey-bee-2", "pangolin-3"])
    note = GAME.hint_reason(GAME.view(state, 0), 0, AddToGarrison("honey-bee-1", top_up=False))
    assert note is not None and "change" not in dict(note.params)


def katydid_over_a_rivals_spider() -> State:
    """Two players, Ann's turn with two Katydids, the total she sees −5 (seed 8 of a game of
    AI seats, move 18): Ben holds a Spider, hidden from her, and a Katydid."""
    garrisons = [
        [
            up("great-hornbill", 2, False),
            up("pangolin-3", 2, False),
            down("dusky-leaf-langur-3", 0),
        ],
        [up("katydid-3", 2, False), down("silver-royal", 1, False)],
    ]
    state = position(
        [["katydid-4", "katydid-1"], ["spider-1", "katydid-2"]],
        garrisons,
        discard=(
            "pangolin-1",
            "malay-red-harlequin",
            "dusky-leaf-langur-1",
            "frog-1",
            "honey-bee-1",
        ),
    )
    return replace(state, set_aside=("honey-bee-3", "garden-snail-1", "honey-bee-2", "sunbird-1"))


def test_a_change_away_from_a_rivals_card_names_the_totals_it_leaves() -> None:
    """Adding a Katydid with +5 up keeps the other Katydid, out of the totals below 0 where
    Ben's Spider would win first. "It raises the total by 5, away from below 0, …" read as no
    English (seen in seeded games, session 50): the clause names the totals."""
    view = GAME.view(katydid_over_a_rivals_spider(), 0)
    note = GAME.hint_reason(view, 0, AddToGarrison("katydid-4", top_up=True))
    assert note is not None and note.template == "{change} {reason}"
    change = dict(note.params)["change"]
    assert isinstance(change, Note)
    assert dict(change.params)["condition"] == Term("a total below 0")
    assert render_note(note, ["Ann", "Ben"]).startswith(
        "It raises the total by 5, away from a total below 0, where a rival's Snail / Spider"
        " would win before your Katydid. Katydid needs 7 or less"
    )


def test_the_totals_a_change_steers_by_are_each_cards_condition() -> None:
    """The totals a change clause names (``TOTALS_TEXT``) say each card's condition as the
    rules do (``CONDITION_TEXT``), in a total's words."""
    assert TOTALS_TEXT.keys() == CONDITION_TEXT.keys()
    for category, condition in CONDITION_TEXT.items():
        assert TOTALS_TEXT[category].startswith("a total ")
        assert TOTALS_TEXT[category].endswith(condition)


def katydid_snail_rotating(ben_garrison: list[Slot]) -> State:
    """Three players: Ann holds two Katydids, the Hornbill (+2 up) alone in her
    Garrison, ``ben_garrison`` face up in Ben's; Ben and Cleo hold Blue Squad cards and a Frog,
    no Snail or Spider. Ann has begun her Garden Snail's ability (rotate a card of her own
    Garrison): rotating the Hornbill lowers the total by 4."""
    hands = [
        ["katydid-2", "garden-snail-1", "katydid-3"],
        ["pangolin-1", "sunbird-1", "frog-1"],
        ["silver-royal", "malay-red-harlequin", "honey-bee-1"],
    ]
    used = {card for hand in hands for card in hand}
    used |= {"great-hornbill", *(slot.card for slot in ben_garrison)}
    state = position(
        hands,
        [[up("great-hornbill", 3)], ben_garrison, []],
        discard=tuple(sorted(set(cards_for(3)) - used)),
    )
    return GAME.apply(state, UseAbility("garden-snail-1"))


def change_clause(state: State) -> Note:
    note = GAME.hint_reason(GAME.view(state, 0), 0, ChooseSlot(0, 0))
    assert note is not None and note.template == "{change} {reason}"
    change = dict(note.params)["change"]
    assert isinstance(change, Note)
    return change


def test_a_change_within_the_cards_condition_says_it_keeps_it_there() -> None:
    """At a total of 3, every card counted, lowering it by 4 keeps it at 7 or less for Ann's
    Katydid: "toward 7 or less" was said of a total already well inside it (play tester
    135)."""
    change = change_clause(katydid_snail_rotating([up("katydid-4", 3, False)]))
    assert change == Note.of(
        "It lowers the total by {amount}, keeping it where your {category} needs it.",
        amount=4,
        category=Term("Katydid"),
    )


def test_a_change_kept_within_the_condition_by_the_final_total_says_so() -> None:
    """The total on the table went from 3 to 7 and the hint said "It raises the total by 4,
    keeping it within what your Blue Squad needs" (8 or more): judged on the likely final
    total, the words read as false of the total on screen (play tester 143, shot 65). Where
    the total shown after the move misses the condition, the clause names the final total."""
    hands = [
        ["honey-bee-1", "garden-snail-1", "silver-royal", "honey-bee-3"],
        ["sunbird-1", "katydid-2", "pangolin-1", "honey-bee-2"],
        ["dusky-leaf-langur-3", "katydid-1", "pangolin-3", "malay-red-harlequin"],
    ]
    used = {card for hand in hands for card in hand} | {"great-hornbill", "frog-1"}
    state = position(
        hands,
        [[up("great-hornbill", 3, False)], [up("frog-1", 3)], []],
        discard=tuple(sorted(set(cards_for(3)) - used)),
    )
    # the total shown: Hornbill −2, Frog +5; rotating the Hornbill takes it to 7
    change = change_clause(GAME.apply(state, UseAbility("garden-snail-1")))
    assert change == Note.of(
        "It raises the total by {amount}, keeping the final total likely where your"
        " {category} needs it.",
        amount=4,
        category=Term("Blue Squad"),
    )


def test_a_change_that_brings_the_total_shown_into_the_condition_says_so() -> None:
    """Play tester 211: at a total of 6 shown, "the total rises by 3 and stays in the range
    your Blue Squad needs" (8 or more): it was not there before the move. Here the total
    shown goes from 4 to 8, the likely final total meeting the condition too: the clause says
    the move brings it there."""
    hands = [
        ["honey-bee-1", "garden-snail-1", "silver-royal", "honey-bee-3"],
        ["sunbird-1", "katydid-2", "pangolin-1", "honey-bee-2"],
        ["dusky-leaf-langur-3", "katydid-1", "pangolin-3", "malay-red-harlequin"],
    ]
    used = {card for hand in hands for card in hand}
    used |= {"great-hornbill", "frog-1", "katydid-4"}
    state = position(
        hands,
        [[up("great-hornbill", 3, False)], [up("frog-1", 3), up("katydid-4", 3, False)], []],
        discard=tuple(sorted(set(cards_for(3)) - used)),
    )
    # the total shown: Hornbill −2, Frog +5, Katydid +1; rotating the Hornbill takes it to 8
    change = change_clause(GAME.apply(state, UseAbility("garden-snail-1")))
    assert change == Note.of(
        "It raises the total by {amount}, bringing it to where your {category} needs it.",
        amount=4,
        category=Term("Blue Squad"),
    )


def test_a_change_toward_the_cards_condition_is_told_shortly() -> None:
    """At 7 seen, the cards to come likely take the total to 10: lowering it by 4 brings it
    toward Ann's Katydid's 7 or less. The clause names the card, not the condition, which the
    reason after it names again: "…toward a total of 12 or more, where your Frog wins. Frog
    needs 12 or more…" ran the chance off the bar (play tester 135)."""
    change = change_clause(katydid_snail_rotating([up("katydid-4", 3, True)]))
    assert change == Note.of(
        "It lowers the total by {amount}, toward what your {category} needs.",
        amount=4,
        category=Term("Katydid"),
    )


def test_a_hint_that_relies_on_the_hornbill_gives_its_chance_and_what_the_move_does() -> None:
    """At 9 seen, Ann's Katydids unlikely to win: the hint relies on her Hornbill. "With the
    Hornbill you win if nobody else does" was all it said, while the move lowered the total
    (play tester 135): it gives the chance, and that the total goes where Ben's and Cleo's
    Blue Squad cards and Frog are less likely to win; then her Katydids' chance."""
    state = katydid_snail_rotating([up("katydid-4", 3, True), up("katydid-1", 3, True)])
    note = GAME.hint_reason(GAME.view(state, 0), 0, ChooseSlot(0, 0))
    assert note is not None and note.template == "{change} {reason}"
    params = dict(note.params)
    assert params["change"] == Note.of(
        "It lowers the total by {amount}, where a rival's card is less likely to win.", amount=4
    )
    reason = params["reason"]
    assert isinstance(reason, Note) and reason.template == "{reason} {held}"
    told, held = dict(reason.params)["reason"], dict(reason.params)["held"]
    assert isinstance(told, Note) and isinstance(held, Note)
    assert told.template == (
        "After it, the total will likely end between {low} and {high}; with the Hornbill you win"
        " if nobody else does: about {percent}% of the time."
    )
    assert 5 <= dict(told.params)["percent"] <= 95  # type: ignore[operator]
    # then what her hand is worth: the Hornbill's chance alone left players wondering (play
    # testers 211 and 216)
    assert held.template == (
        "Of the cards in your hand, {category} ({condition}) wins most often: about {percent}%"
        " of the time."
    )
    said = dict(held.params)
    assert said["category"] == Term("Katydid") and said["condition"] == Term("7 or less")
    assert 5 <= said["percent"] <= 95  # type: ignore[operator]


def test_an_ability_that_leaves_the_total_says_what_it_is_for() -> None:
    """A Katydid exchanging two Garrisons' cards leaves the total as it is: its reason, "likely
    between 0 and 17" before and after, read as a wasted turn (play tester 135). It sheds the
    card without adding it to the total, and says so."""
    hands = [
        ["katydid-3", "honey-bee-2", "garden-snail-1"],
        ["pangolin-1", "sunbird-1", "frog-1"],
        ["silver-royal", "malay-red-harlequin", "honey-bee-1"],
    ]
    used = {card for hand in hands for card in hand}
    used |= {"great-hornbill", "pangolin-3", "katydid-4"}
    state = position(
        hands,
        [[up("great-hornbill", 3), up("pangolin-3", 3)], [up("katydid-4", 3, False)], []],
        discard=tuple(sorted(set(cards_for(3)) - used)),
    )
    view = GAME.view(state, 0)
    # at its step, the card has left the hand: the step says what it does (play tester 192)
    for action, said in (
        (
            UseAbility("katydid-3"),
            "It leaves the total as it is and rids your hand of {card} without adding it.",
        ),
        (
            ChooseSlot(0, 1),
            "This step leaves the total as it is: {card} goes to the discard pile without"
            " adding to it.",
        ),
    ):
        note = GAME.hint_reason(view, 0, action)
        assert note is not None and note.template == "{change} {reason}"
        assert dict(note.params)["change"] == Note.of(said, card=Term("Katydid"))
        view = GAME.view(GAME.apply(state, UseAbility("katydid-3")), 0)


def pangolin_or_honey_bee(*, last: bool) -> State:
    """Three players: Cleo (seat 2) if ``last`` else Ann holds a Pangolin (look at a face-down
    card, then you may rotate it) and a Honey Bee (look only), both Blue Squad, the mover's
    last move of the deal (found in seeded games like play tester 135's match deal 2). Every
    Garrison card is face down but Ann's Hornbill; ``last``: Ann and Ben have laid their
    victory cards, and Cleo's move ends the deal."""
    if last:
        return position(
            [[], [], ["pangolin-3", "honey-bee-2"]],
            [
                [up("great-hornbill", 3), down("honey-bee-3", 0), down("spider-1", 0, False)],
                [
                    down("malay-red-harlequin", 1),
                    down("garden-snail-1", 1),
                    down("frog-1", 1),
                    down("dusky-leaf-langur-3", 1),
                    down("katydid-2", 1),
                ],
                [
                    down("silver-royal", 2),
                    down("dusky-leaf-langur-1", 2, False),
                    down("honey-bee-1", 2),
                    down("katydid-3", 2),
                ],
            ],
            current=2,
            victory=["pangolin-1", "katydid-4", None],
            discard=("katydid-1", "sunbird-1"),
        )
    return position(
        [
            ["pangolin-3", "honey-bee-2"],
            ["honey-bee-1", "pangolin-1"],
            ["dusky-leaf-langur-1", "dusky-leaf-langur-3"],
        ],
        [
            [
                up("great-hornbill", 3),
                down("sunbird-1", 0, False),
                down("katydid-1", 0),
                down("katydid-3", 0),
            ],
            [
                down("honey-bee-3", 1, False),
                down("malay-red-harlequin", 1),
                down("katydid-4", 1, False),
            ],
            [
                down("katydid-2", 2, False),
                down("silver-royal", 2),
                down("garden-snail-1", 2),
                down("spider-1", 2),
            ],
        ],
        discard=("frog-1",),
    )


def told_chance(view: State, player: int, action: Action) -> int:
    """The chance to win a hint's reason for ``action`` tells: with its card, and with the
    Hornbill where it tells that too."""
    note = GAME.hint_reason(view, player, action)
    assert note is not None
    if note.template == "{change} {reason}":
        note = dict(note.params)["reason"]  # type: ignore[assignment]
    more = 0
    if note.template == "{reason} {hornbill}":
        params = dict(note.params)
        hornbill = params["hornbill"]
        assert isinstance(hornbill, Note)
        assert hornbill.template == (
            "With the Hornbill you also win when nobody else does, another {percent}% of the"
            " time: about {total}% in all."
        )
        more = dict(hornbill.params)["percent"]  # type: ignore[assignment]
        note = params["reason"]  # type: ignore[assignment]
        # the sum it says is the card's chance and the Hornbill's together
        total = dict(hornbill.params)["total"]
        assert total == dict(note.params)["percent"] + more
    percent = dict(note.params)["percent"]
    assert isinstance(percent, int)
    return percent + more


def test_the_chance_a_hint_tells_counts_the_hornbills_wins_as_its_move_is_chosen() -> None:
    """Ann holds the Hornbill: the Pangolin's rotation lowers the total toward where nobody's
    card wins and she wins with it. The hint's figures chose the rotation by a value that
    counted those wins, and told a chance that did not: "about 50%" for the Honey Bee, then
    "about 40%" at the Pangolin's first step on the same table (play tester 135). It tells
    them after the card's."""
    view = GAME.view(pangolin_or_honey_bee(last=False), 0)
    assert told_chance(view, 0, UseAbility("pangolin-3")) >= told_chance(
        view, 0, UseAbility("honey-bee-2")
    )


@pytest.mark.parametrize("last", [False, True])
def test_the_hint_gives_the_ability_that_does_as_much_and_more(last: bool) -> None:
    """A Pangolin's look, then a rotation it may make, does all a Honey Bee's look does and
    more, and both leave a Blue Squad: the hint gave the Honey Bee, the search's move (play
    tester 135). On the deal's last move, the rotation is chosen knowing the card looked at."""
    player = 2 if last else 0
    view = GAME.view(pangolin_or_honey_bee(last=last), player)
    assert GAME.hint_move(view, player, UseAbility("honey-bee-2")) == UseAbility("pangolin-3")


def three_cards_under_a_known_hornbill() -> State:
    """Ann (seat 0) holds a Garden Snail, a Katydid and a Frog; the Hornbill, a Honey Bee and a
    Katydid lie face up in Ben's Garrison (a total of 11); Cleo's hand and the rest are hidden."""
    hand = ["garden-snail-1", "katydid-1", "frog-1"]
    ben = ["great-hornbill", "honey-bee-1", "katydid-4"]
    rest = sorted(set(cards_for(3)) - {*hand, *ben})
    return position(
        [hand, [], rest[:3]],
        [[], [up(card, 3) for card in ben], []],
        discard=tuple(rest[3:]),
        first_player=1,
    )


def test_a_held_card_that_wins_less_than_half_the_time_is_still_named() -> None:
    """The Frog's ability takes the total 4 down, toward Ann's Katydid, which then wins about
    45% of the time: no card held won half the time, and with no Hornbill of Ann's the reason
    named none ("It lowers the total by 4. After it, the total will likely end between 4 and
    12."), and the player could not tell what the move was for (play tester 151)."""
    view = GAME.view(three_cards_under_a_known_hornbill(), 0)
    move = UseAbility("frog-1")
    note = GAME.hint_reason(view, 0, move)
    assert note is not None
    said = dict(without_change(note).params)
    assert said["category"] == Term("Katydid") and said["condition"] == Term("7 or less")
    percent = said["percent"]
    assert isinstance(percent, int) and 0 < percent < 50
    assert "toward what your Katydid needs" in render_note(note, ["Ann", "Ben", "Cleo"])
    # and the hint works toward it: its next hint keeps to the Katydid
    assert GAME.hint_aim(view, 0, move) == Aim(0, "katydid")


def a_katydid_in_bens_garrison(ben_hand: list[str], katydid: Slot) -> State:
    """Play tester 192's table: Ben (seat 1, to move) holds ``ben_hand``, his Garrison holds
    ``katydid`` (the Katydid, 5 up), the Hornbill lies in Cleo's; Ann and Cleo hold two cards
    or more, so the deal goes on."""
    hands = [["silver-royal", "malay-red-harlequin"], ben_hand, ["honey-bee-3", "honey-bee-2"]]
    garrisons = [
        [down("frog-1", 0), down("dusky-leaf-langur-3", 1)],
        [katydid],
        [up("great-hornbill", 3, False), down("pangolin-3", 2, True, 0)],
    ]
    used = {card for hand in hands for card in hand}
    used |= {slot.card for garrison in garrisons for slot in garrison}
    return position(
        hands,
        garrisons,
        current=1,
        first_player=2,
        discard=tuple(sorted(set(cards_for(3)) - used)),
    )


def test_an_exchange_names_the_card_it_takes_into_the_hand() -> None:
    """Ben's Langur gives his Spider, −3 up, for the Katydid in his own Garrison: the hint
    aims at the Katydid (his next hint: "Katydid becomes your victory card … about 90%"), yet
    its reason named the Blue Squad he held, at 15% (play tester 192). It names the Katydid
    the move takes into his hand, with its chance, at the ability and at its step."""
    state = a_katydid_in_bens_garrison(
        ["sunbird-1", "dusky-leaf-langur-1", "spider-1"], up("katydid-4", 3)
    )
    view = GAME.view(state, 1)
    move = UseAbility("dusky-leaf-langur-1")
    for action in (move, ChooseHandCard("spider-1", False)):
        note = GAME.hint_reason(view, 1, action)
        assert note is not None
        said = without_change(note)
        assert said.template.startswith(
            "After it, the total will likely end between {low} and {high}: with {category},"
            " which this move takes into your hand ({condition}), you win"
        )
        params = dict(said.params)
        assert params["category"] == Term("Katydid")
        percent = params["percent"]
        assert isinstance(percent, int) and percent >= 50
        assert GAME.hint_aim(view, 1, action) == Aim(0, "katydid")
        view = GAME.view(GAME.apply(state, move), 1)
    # a card held before the move is still one "which you hold"
    kept = GAME.hint_reason(GAME.view(state, 1), 1, AddToGarrison("spider-1", True))
    assert kept is not None
    assert "which you hold" in without_change(kept).template


def test_a_later_step_of_an_ability_says_what_the_step_does() -> None:
    """Ben's Honey Bee turned his Katydid face up; at its second step, leaving the card
    unrotated, the reason said it "rids your hand of Honey Bee", which had left his hand when
    the ability began (play tester 192). The step says what it does."""
    state = a_katydid_in_bens_garrison(
        ["honey-bee-1", "sunbird-1", "dusky-leaf-langur-1", "spider-1"], down("katydid-4", 1)
    )
    state = GAME.apply(GAME.apply(state, UseAbility("honey-bee-1")), ChooseSlot(1, 0))
    note = GAME.hint_reason(GAME.view(state, 1), 1, Skip())
    assert note is not None and note.template == "{change} {reason}"
    assert dict(note.params)["change"] == Note.of(
        "This step leaves the total as it is: {card} goes to the discard pile without adding"
        " to it.",
        card=Term("Honey Bee"),
    )
