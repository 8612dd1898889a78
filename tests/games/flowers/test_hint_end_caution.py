"""The hint's caution that the game "may end before your next turn" is said only of a move
that gives up score now for later: said of a place that kept the score, no place doing
better now, it read as a contradiction (play test of session 59). Positions from play tester
188's table (``test_hint_end_near``): Player 1 at 5 points, a red 3 to place or to draw."""

from __future__ import annotations

from dataclasses import replace
from random import Random

from engine.core.notes import render_note
from engine.games.flowers import GAME
from engine.games.flowers.components import FLOWER_IDS
from engine.games.flowers.state import Draw, FlowersOptions, Phase, Place, State

from .helpers import Picker, area_from, with_areas
from .test_hint_end_near import ROSE, TESTER, scores_after, table_of_tester

CAUTION = "But the end may come before your next turn"
KEPT = Place(3, 1)
"""A place for the red 3 that keeps the 5 points, the most any place leaves."""
DROPPED = Place(-1, 1)
"""A place for the red 3 that lowers the score to 4, for a group of 3s begun."""


def said(state: State, action: Place | Draw) -> str:
    note = GAME.hint_reason(GAME.view(state, 0), 0, action)
    assert note is not None
    return render_note(note, ["Ann", "Rose"])


def table_to_draw(short: tuple[str, ...]) -> State:
    """Player 1 to draw: a face-up stack of ``short`` (top last, face-up), a face-up stack
    topped by the red 3, and the face-down stack."""
    picker = Picker()
    areas = [area_from(TESTER, picker), area_from(ROSE, picker)]
    red = picker.token("R3")
    tops = [picker.token(token) for token in short]
    rest = [card for card in FLOWER_IDS if card not in picker.used]
    Random(0).shuffle(rest)
    stacks = (tuple(tops), (*rest[:13], red), tuple(rest[13:34]))
    state = with_areas(GAME.new_game(FlowersOptions(players=2), 1), areas)
    return replace(
        state,
        stacks=stacks,
        out=tuple(rest[34:]),
        phase=Phase.DRAW,
        current=0,
        held=None,
        held_from=None,
        face_up=(True, True, False),
        turn=38,
    )


def test_the_places_are_the_ones_described() -> None:
    state = table_of_tester()
    scores = {scores_after(state, place) for place in GAME.legal_actions(state)}
    assert scores_after(state, KEPT) == max(scores) == 5
    assert scores_after(state, DROPPED) == 4


def test_a_place_keeping_the_best_score_now_is_not_warned() -> None:
    """The stack at 1 card: the place keeping 5 "may pay off by the game's end", and loses
    nothing if the rival ends the game first. It was warned before."""
    text = said(table_of_tester(short=1), KEPT)
    assert text == "Your score stays 5 for now; this place may pay off by the game's end.", text


def test_a_place_giving_up_a_point_now_is_warned() -> None:
    """The place lowering 5 to 4 bets on the turns to come: the rival may end the game first."""
    text = said(table_of_tester(short=1), DROPPED)
    assert text.startswith("Your score drops from 5 to 4 for now; 3 other places would keep"), text
    assert text.endswith(
        f"{CAUTION}: a stack holds only 1 card, and the game ends once another player takes"
        " and places it."
    ), text


def test_no_stack_short_enough_no_warning() -> None:
    """Two cards on the short stack: the rival alone cannot end the game before Player 1's
    next turn."""
    for place in (KEPT, DROPPED):
        assert CAUTION not in said(table_of_tester(short=2), place)


def test_a_draw_whose_card_keeps_the_best_score_now_is_not_warned() -> None:
    """Taking the blue 4 leaves its stack one card: the blue 4 at its best place keeps 5,
    no face-up card does better now. It was warned before."""
    text = said(table_to_draw(("Y2", "B4")), Draw(0))
    assert text == (
        "At its best place your score stays 5 for now; it may pay off by the game's end."
    ), text


def test_a_draw_giving_up_a_point_now_is_warned() -> None:
    """The red 3 drawn keeps 5 at its best place, where the red 1, left alone on its stack,
    would give 6: the draw bets on the turns to come, and the rival may end the game first."""
    text = said(table_to_draw(("R1",)), Draw(1))
    assert "With the other face-up card your score would be 6 now (+1)" in text, text
    assert f"{CAUTION}: a stack holds only 1 card" in text, text
