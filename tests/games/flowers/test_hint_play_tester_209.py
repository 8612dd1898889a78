"""Hints that told more than was true (play tester 209, a German newcomer, three players):
"elsewhere" where one place alone scored more, a field's points counted now told as a gain
to come, and cards promised that the game's end may not leave time for."""

from __future__ import annotations

from dataclasses import replace

from engine.core.notes import Note, render_note
from engine.games.flowers import GAME
from engine.games.flowers.ai import _place_words, hint_reason, most_turns
from engine.games.flowers.state import Draw, Phase, Place, State

from .helpers import Picker, area_from, first_score, holding

NAMES = ["Jonas", "Ann", "Bob"]


def said(state: State, action: Place | Draw) -> str:
    note = hint_reason(GAME.view(state, 0), 0, action)
    assert note is not None
    return render_note(note, NAMES)


def elsewhere(state: State, action: Place) -> Note:
    note = hint_reason(GAME.view(state, 0), 0, action)
    assert note is not None
    clause = dict(note.params)["elsewhere"]
    assert isinstance(clause, Note)
    return clause


def test_the_one_place_that_scores_more_is_named() -> None:
    """The red 1 beside the lone red 4 keeps −1; only on the red 4 does it give 0 (the 4 is
    covered, the 1 stands alone). "Anderswo stiege er sofort auf 0" claimed every other
    place did."""
    state = holding("R4", "R1", 3)
    scores = {place: first_score(GAME.apply(state, place)) for place in GAME.legal_actions(state)}
    assert scores.pop(Place(0, 0)) == 0 and set(scores.values()) == {-1}
    text = said(state, Place(1, 0))
    assert "laid on the red 4, it would raise your score to 0 at once" in text, text
    assert "another place" not in text, text


def test_a_place_beside_a_card_is_named_by_its_side() -> None:
    """A free cell is named as History names it, by a card beside it that no other card on
    top shows: the first of right of, below, left of, above; none where only look-alikes or
    the purple card touch it."""
    area = area_from("G4 .  B2\nG4 R1 .\nP  .  .")
    expected = {
        (1, 0): "left of the blue 2",  # right of a green 4, one of two
        (2, 1): "right of the red 1",
        (3, 0): "right of the blue 2",
        (1, 2): "below the red 1",  # right of the purple card, which names no one cell
        (1, 1): "on the red 1",
    }
    for cell, words in expected.items():
        place = _place_words(area, cell)
        assert place is not None and render_note(place, NAMES) == words, cell
    assert _place_words(area, (-1, 0)) is None  # beside a green 4, one of two
    assert _place_words(area, (0, 3)) is None  # below the purple card
    assert _place_words(area, (0, 0)) is None  # on a green 4, one of two


def test_several_places_that_score_more_are_counted() -> None:
    """Two lone 4s: covering either with the red 1 raises −2 to −1, and the clause counts
    the two places, naming neither."""
    state = holding("R4 G4", "R1", 3)
    clause = elsewhere(state, Place(2, 0))
    assert render_note(clause, NAMES) == "2 other places would raise your score to -1 at once"


def test_a_place_no_card_names_is_said_to_be_one() -> None:
    """Two red 4s look alike: covering the one away from the blue 1 is the one place that
    raises −2, and it is "one other place"."""
    state = holding("R4 R4 B1", "Y1", 3)
    best = max(first_score(GAME.apply(state, place)) for place in GAME.legal_actions(state))
    places = [p for p in GAME.legal_actions(state) if first_score(GAME.apply(state, p)) == best]
    assert places == [Place(0, 0)], places
    clause = elsewhere(state, Place(-1, 0))
    assert render_note(clause, NAMES) == "only one other place would raise your score to -1 at once"


# a field of nine green cards, every value group complete, and a blue 2 whose green butterfly
# touches a green 4, paired with a red 2: 9 + 1 = 10 points
FIELD_OF_NINE = "G4 G4 G4 G4  .\nG3 G3 G3 B2g R2\nG1 .  G1 .   ."
ON_THE_BLUE_2 = Place(3, 1)


def test_a_field_counted_now_is_told_with_what_the_place_loses() -> None:
    """The green 2 with a yellow butterfly on the blue 2: the field grows to 10 cards at once,
    and the blue 2's butterfly, covered, no longer scores, so the score stays 10. "Your score
    stays 10 for now, but it makes a field of 10 green cards: 10 points" told the field as a
    gain to come."""
    state = holding(FIELD_OF_NINE, "G2y", 3)
    best = max(first_score(GAME.apply(state, place)) for place in GAME.legal_actions(state))
    assert first_score(state) == first_score(GAME.apply(state, ON_THE_BLUE_2)) == best == 10
    text = said(state, ON_THE_BLUE_2)
    assert text == (
        "Your score stays 10: its field of green cards grows to 10 cards (+1), but the butterfly"
        " of the card it covers no longer scores (-1)."
    ), text


CAUTION = "But the end may come before your next turn"
GARDEN_OF_4S = "B4 B4 B4 B4\nY1 .  .  ."
"""A group of four blue 4s and a yellow 1 (0 points): a 3 lowers the score wherever it goes."""


def table_to_draw() -> State:
    """Player 1 of three to draw: the yellow 3 face up on a stack of two, a red 3 face up on
    another, the face-down stack."""
    state = holding(GARDEN_OF_4S, "R3", 3)
    picker = Picker()
    picker.used.update(card for area in state.areas for pile in area.values() for card in pile)
    yellow, red = picker.token("Y3"), state.held
    assert red is not None
    rest = [card for stack in state.stacks for card in stack if card not in (yellow, red)]
    stacks = ((rest[0], yellow), (*rest[1:15], red), tuple(rest[15:40]))
    return replace(
        state,
        stacks=stacks,
        out=(*state.out, *rest[40:]),
        phase=Phase.DRAW,
        held=None,
        held_from=None,
        face_up=(True, True, False),
    )


def test_cards_promised_with_a_stack_at_one_card_are_said_to_be_unsure() -> None:
    """Taking the yellow 3 leaves its stack one card, and either other player may end the
    game before Player 1 draws again: "drops from 0 to −1 for now, but … more make it" is said
    with that warning, though no face-up card keeps the score."""
    state = table_to_draw()
    assert GAME.view(state, 0).stacks[0][-1] != GAME.view(state, 0).stacks[1][-1]
    text = render_note(GAME.hint_reason(GAME.view(state, 0), 0, Draw(0)) or Note.of(""), NAMES)
    assert "drops from 0 to -1" in text and " more " in text, text
    # the draw is what leaves the stack short: "a stack holds only 1 card" was read of the
    # stack of two the hint drew from (play tester 215)
    assert f"{CAUTION}: this draw leaves its stack 1 card" in text, text


def test_no_more_cards_are_promised_than_can_come() -> None:
    """Three stacks of two cards, the others drawing next: Player 1 places one more card at
    most, so neither "3 more make it a field" nor "2 more 3s" is said of a yellow 3 beside
    the yellow 1."""
    state = holding(GARDEN_OF_4S, "Y3", 3)
    stacks = tuple(stack[:2] for stack in state.stacks)
    state = replace(
        state,
        stacks=stacks,
        out=(*state.out, *(card for stack in state.stacks for card in stack[2:])),
    )
    beside = Place(0, 2)
    assert most_turns(GAME.apply(state, beside), 0) == 1
    text = said(state, beside)
    assert "more make" not in text and "more 3s" not in text, text


def test_a_rise_is_told_with_what_the_place_loses() -> None:
    """Play tester 215: "it raises your score from 9 to 13: it makes a field of 5 yellow
    cards" left out the butterfly point the card it covered took with it. The yellow 2 on the
    green 2 with a yellow butterfly joins the yellow 4s into a field (+5), its 2 still paired
    with the green 2 below, and the butterfly no longer scores (−1): from 1 to 5."""
    state = holding("Y4 Y4 Y4 Y4\nG2y .  .  .\nG2  .  .  .", "Y2", 3)
    on_the_butterfly = Place(0, 1)
    scores = {place: first_score(GAME.apply(state, place)) for place in GAME.legal_actions(state)}
    assert first_score(state) == 1 and scores[on_the_butterfly] == max(scores.values()) == 5
    assert said(state, on_the_butterfly) == (
        "It raises your score from 1 to 5: it makes a field of 5 yellow cards (+5), but the"
        " butterfly of the card it covers no longer scores (-1)."
    )


def test_a_field_that_needs_its_cards_kept_is_said_with_the_caution() -> None:
    """Play tester 218, behind 6 to 13 with the face-down stack at one card: "your score drops
    from 6 to 5 for now, but it makes a field of 5 green cards: 5 points, if none of them is
    removed" counts on a later card to pair its lone 2, and said nothing of the end that
    the leader could bring at once. Here the green 2 beside four green 4s makes the field,
    the 2 removed until another 2 touches it."""
    state = holding("G4 G4 G4 G4\nY1 .  .  .", "G2", 3)
    beside = Place(4, 0)
    assert first_score(GAME.apply(state, beside)) == -1
    short = replace(
        state,
        stacks=(state.stacks[0][:1], *state.stacks[1:]),
        out=(*state.out, *state.stacks[0][1:]),
    )
    text = render_note(GAME.hint_reason(GAME.view(short, 0), 0, beside) or Note.of(""), NAMES)
    assert "field of 5 green cards: 5 points, if none of them is removed" in text, text
    assert f"{CAUTION}: a stack holds only 1 card" in text, text
