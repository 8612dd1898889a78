"""The memory aid's notes on cards a player knew in another's hand and lost track of
(``Rumour``): what they say, where they stand, and how they read (play tester 118)."""

from __future__ import annotations

from random import Random

from PySide6.QtCore import QRectF
from pytestqt.qtbot import QtBot

from desktop.games.petal_plotters import faces
from desktop.games.petal_plotters.board import MEMO_H, MEMO_MIN_H, MEMO_MIN_W, MEMO_W
from engine.core.save import Seat
from engine.games.petal_plotters import GAME
from engine.games.petal_plotters.components import CARDS, cards_for
from engine.games.petal_plotters.rules import known_by_rumour
from engine.games.petal_plotters.state import (
    HIDDEN,
    ChooseHandCard,
    ChooseSlot,
    PassCard,
    PetalPlottersOptions,
    Rumour,
    State,
    UseAbility,
    evolve,
)
from tests.games.petal_plotters.helpers import down, position
from tests.games.petal_plotters.helpers import held as held_card

from .conftest import Table, make_table

LANGUR = "dusky-leaf-langur-3"
NAMES = ["Ada", "Ben", "Cy", "Dee"]


def known_by(state: State, holder: int, card: str, knower: int) -> State:
    hands = list(state.hands)
    hands[holder] = tuple(
        held_card(h.card, *h.seen_by, knower) if h.card == card else h for h in hands[holder]
    )
    return evolve(state, hands=tuple(hands))


def shown(table: Table, full: State, viewer: int) -> None:
    view = GAME.view(full, viewer)
    names = NAMES[: full.players]
    table.board.show_state(view, viewer, None, GAME.projection(view), names)


def four_at_a_pass() -> State:
    """Ada holds a Katydid and the Langur, which Cy knows; Ben, Cy and Dee two cards each."""
    hands = [
        ["katydid-1", LANGUR],
        ["silver-royal", "honey-bee-2"],
        ["frog-1", "sunbird-1"],
        ["frog-2", "pangolin-2"],
    ]
    rest = sorted(set(cards_for(4)) - {card for hand in hands for card in hand})
    state = position(hands, [[] for _ in hands], discard=tuple(rest))
    return known_by(state, 0, LANGUR, 2)


def test_the_one_card_left_to_pass_is_noted_as_sure_and_named_nowhere_else(
    qtbot: QtBot,
) -> None:
    """Ada plays her Katydid with the Langur alone left: she passes it to Ben for sure. Cy's
    note says so plainly (it said "may still hold"), then stands beside Ben's Garrison; Ada's
    victory card, come from Dee, is not marked as maybe the Langur (it was, play tester 118)."""
    table = make_table(qtbot, [Seat(name=name, kind="human") for name in NAMES])
    board = table.board
    chosen = GAME.apply(GAME.apply(four_at_a_pass(), UseAbility("katydid-1")), PassCard(LANGUR))
    shown(table, chosen, 2)
    memo = board.memos[0, LANGUR]
    assert memo.isVisible() and memo.doubt == ""
    assert memo.toolTip() == "Ada had only this card left: they pass it to Ben."
    assert board._labels[("known", 0)].text.replace("\n", " ") == "In Ada's hand you know:"
    done = chosen
    for card in ("silver-royal", "frog-1", "frog-2"):
        done = GAME.apply(done, PassCard(card))
    shown(table, done, 2)
    assert {card for _, card in board.memos} == {LANGUR, "frog-1"}  # and the Frog Cy passed Dee
    assert board.memos[1, LANGUR].doubt == ""
    victory = next(item for key, item in board.cards.items() if board.where[key] == ("victory", 0))
    assert victory.card_id == HIDDEN and victory.maybe_cards == ()
    assert "Langur" not in victory.toolTip()
    table.controller.shutdown()


def test_a_card_exchanged_into_another_garrison_is_told_apart_from_a_hand(
    qtbot: QtBot,
) -> None:
    """Cy knew Ada held the Frog; Ada gives a card of her hand for a card of Ben's Garrison.
    The note says Ada may hold it or it lies face down in Ben's Garrison (it said "Ada or Ben
    may hold it"), and Ben's Garrison card is marked "?" (it had no mark, play tester 118)."""
    state = position(
        [
            ["dusky-leaf-langur-1", "frog-1", "pangolin-1"],
            ["silver-royal", "honey-bee-2"],
            ["sunbird-1", "katydid-1"],
        ],
        [[], [down("katydid-2", 1)], []],
    )
    state = known_by(state, 0, "frog-1", 2)
    state = GAME.apply(state, UseAbility("dusky-leaf-langur-1"))
    state = GAME.apply(state, ChooseHandCard("pangolin-1", True))
    after = GAME.apply(state, ChooseSlot(owner=1, index=0))
    assert after.rumours == (Rumour(2, "frog-1", (0,), ((1, 0),)),)
    table = make_table(qtbot, [Seat(name=name, kind="human") for name in NAMES[:3]])
    board = table.board
    shown(table, after, 2)
    memo = board.memos[0, "frog-1"]
    assert memo.doubt == (
        "You knew where this card was; it may have changed places since: Ada may hold it, or it"
        " lies face down in Ben's Garrison."
    )
    assert board._labels[("known", 0)].text == "Ada may still hold:"
    assert (1, "frog-1") not in board.memos  # Ben holds nothing of it in his hand
    slot = next(item for key, item in board.cards.items() if board.where[key] == ("slot", 100))
    assert slot.maybe_cards == ("frog-1",)
    assert "It may be Frog" in slot.toolTip()
    table.controller.shutdown()


def test_players_who_may_hold_a_card_are_listed_as_a_list_reads(qtbot: QtBot) -> None:
    """ "Ada, Ben or Cy", not "Ada or Ben or Cy" (play tester 118)."""
    table = make_table(qtbot, [Seat(name=name, kind="human") for name in NAMES])
    board = table.board
    shown(table, four_at_a_pass(), 3)
    assert board._either((0, 1, 2)) == "Ada, Ben or Cy"
    assert board._either((0, 1)) == "Ada or Ben"
    assert board._either((2,)) == "Cy"
    table.controller.shutdown()


def test_a_heading_over_sure_notes_and_maybes_says_what_the_question_mark_means(
    qtbot: QtBot,
) -> None:
    """Over one note known and one maybe, the heading does not say "you know" of both (play
    tester 118)."""
    state = four_at_a_pass()
    state = known_by(state, 1, "silver-royal", 3)
    state = evolve(state, rumours=(Rumour(3, "sunbird-1", (1, 2)),))
    table = make_table(qtbot, [Seat(name=name, kind="human") for name in NAMES])
    board = table.board
    shown(table, state, 3)
    assert board.memos[1, "silver-royal"].doubt == ""
    assert board.memos[1, "sunbird-1"].doubt
    assert (
        board._labels[("known", 1)].text.replace("\n", " ") == "In Ben's hand you know (?: maybe):"
    )
    table.controller.shutdown()


def test_a_narrow_low_note_keeps_its_name_readable_and_clear_of_its_question_mark() -> None:
    """Three notes in a narrow panel: names shrank to 5 px while a short one stayed large,
    and the "?" stood on the powers (play tester 118). A note is never lower than
    MEMO_MIN_H; its name is set at MEMO_NAME_MIN_PX at least (the powers give way first,
    then the name is cut), and no word reaches under the "?"."""
    for width in (90.0, 115.0, 140.0, 190.0):
        rect = QRectF(0, 0, width, MEMO_MIN_H)
        for card in CARDS.values():
            for sure in (True, False):
                words = faces.hand_memo_words(rect, card, sure=sure)
                assert words.name.font.pixelSize() >= faces.MEMO_NAME_MIN_PX
                if not sure:
                    badge_left = rect.right() - 2 - faces.MEMO_DOUBT_R
                    assert all(box.right() <= badge_left for box, _ in words.name.lines)
                    assert not words.powers or words.power_box.right() <= badge_left


def test_a_card_that_may_be_one_of_two_says_or(qtbot: QtBot) -> None:
    """Cy knew both Ada's Frog and her Pangolin; she gives one of them for a card of Ben's
    Garrison. That card may be either: it read "It may be Frog and Pangolin", one card said to
    be two (play tester 120)."""
    state = position(
        [
            ["dusky-leaf-langur-1", "frog-1", "pangolin-1"],
            ["silver-royal", "honey-bee-2"],
            ["sunbird-1", "katydid-1"],
        ],
        [[], [down("katydid-2", 1)], []],
    )
    state = known_by(known_by(state, 0, "frog-1", 2), 0, "pangolin-1", 2)
    state = GAME.apply(state, UseAbility("dusky-leaf-langur-1"))
    state = GAME.apply(state, ChooseHandCard("pangolin-1", True))
    after = GAME.apply(state, ChooseSlot(owner=1, index=0))
    assert {rumour.card for rumour in after.rumours} == {"frog-1", "pangolin-1"}
    table = make_table(qtbot, [Seat(name=name, kind="human") for name in NAMES[:3]])
    board = table.board
    shown(table, after, 2)
    slot = next(item for key, item in board.cards.items() if board.where[key] == ("slot", 100))
    told = slot.toolTip()
    assert "It may be Frog or Pangolin" in told or "It may be Pangolin or Frog" in told, told
    # its note names both, not the first alone (session 54); no one count is both cards'
    assert set(slot.maybe_cards) == {"frog-1", "pangolin-1"}
    assert slot.maybe_title in ("?\u00a0Frog or Pangolin", "?\u00a0Pangolin or Frog")
    assert slot.maybe_elsewhere == ""
    table.controller.shutdown()


def test_every_place_a_lost_card_may_be_in_says_how_many_places_there_are(
    qtbot: QtBot,
) -> None:
    """Cy knew Ben held the Frog; Ben has added three cards face down since. Each of the four
    places is marked "Frog ?", which read as four Frogs (play test, session 54): every note
    now says it is one of 4 places, the same number on each, the narrow Garrison notes
    too."""
    state = position(
        [
            ["dusky-leaf-langur-1", "pangolin-1"],
            ["frog-1", "honey-bee-2"],
            ["sunbird-1", "katydid-1"],
        ],
        [[], [down("katydid-2", 1), down("silver-royal", 1), down("sunbird-2", 1)], []],
    )
    places = ((1, 0), (1, 1), (1, 2))
    state = evolve(state, rumours=(Rumour(2, "frog-1", (1,), places),))
    table = make_table(qtbot, [Seat(name=name, kind="human") for name in NAMES[:3]])
    board = table.board
    shown(table, state, 2)
    memo = board.memos[1, "frog-1"]
    assert memo.doubt and memo.elsewhere == "one of 4 places"
    marked = [item for key, item in board.cards.items() if board.where[key][0] == "slot"]
    assert [(item.maybe_cards, item.maybe_title, item.maybe_elsewhere) for item in marked] == [
        (("frog-1",), "?\u00a0Frog", "one of 4")
    ] * 3
    table.controller.shutdown()


def test_a_note_keeps_its_count_of_places_however_narrow() -> None:
    """The powers give way on a narrow note (the preview has them); the count of places
    does not, as it is what tells one card from several."""
    notes = [
        (QRectF(0, 0, width, height), True)
        for width in (MEMO_MIN_W, MEMO_W)
        for height in (MEMO_MIN_H, MEMO_H)
    ]
    notes.append((QRectF(0, 0, 94, 59), False))  # on a face-down Garrison card, no badge
    for rect, badge in notes:
        for card in CARDS.values():
            words = faces.hand_memo_words(
                rect, card, sure=False, elsewhere="one of 4 places", badge=badge
            )
            assert words.powers.startswith("one of"), (rect, card.id, words.powers)


def test_in_random_deals_a_lost_card_is_named_in_as_many_places_as_its_notes_say(
    qtbot: QtBot,
) -> None:
    """Whatever the moves, each card the viewer lost track of is named on exactly as many
    notes as each of its single-card notes counts ("one of 4"): no note counts a place that
    is not marked, and none leaves one out (session 54)."""
    table = make_table(qtbot, [Seat(name=name, kind="human") for name in NAMES])
    board = table.board
    checked = 0
    for seed in (3, 5, 11):
        state = GAME.new_game(PetalPlottersOptions(players=4), seed)
        rng = Random(seed)
        while not GAME.is_over(state):
            view = GAME.view(state, 0)
            shown(table, state, 0)
            items = [item for key, item in board.cards.items() if board.where[key][0] != "myhand"]
            for rumour in view.rumours:
                if any(rumour.card in known_by_rumour(view, seat) for seat in rumour.hands):
                    continue  # sure: noted plainly, without a "?"
                places = len(rumour.hands) + len(rumour.slots)
                memos = [
                    memo
                    for (_, card), memo in board.memos.items()
                    if card == rumour.card and memo.doubt
                ]
                backs = [item for item in items if rumour.card in item.maybe_cards]
                assert len(memos) + len(backs) == places, (seed, rumour)
                assert all(memo.elsewhere == faces.place_words(places) for memo in memos)
                short = faces.place_words(places, short=True)
                single = [item for item in backs if len(item.maybe_cards) == 1]
                assert all(item.maybe_elsewhere == short for item in single)
                checked += 1
            state = GAME.apply(state, rng.choice(list(GAME.legal_actions(state))))
    assert checked > 50
    table.controller.shutdown()
