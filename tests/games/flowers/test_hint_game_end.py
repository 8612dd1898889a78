"""A Flowers hint near the game's end, in a game of several: the draws that end the game once
their card is placed are named in the hint's reason, whichever move it gives, with how the
game would end for the player; and a reason that counts on the game's end to pay off says
when that end may come before the player's next turn (play tester 184)."""

from __future__ import annotations

from collections.abc import Iterator

from engine.core.notes import Note, Term, render_note
from engine.games.flowers import GAME
from engine.games.flowers.ai import _last_placed
from engine.games.flowers.components import COLOUR, COLOURS, VALUE
from engine.games.flowers.state import Draw, FlowersOptions, Phase, State

from .helpers import random_game

THREE = FlowersOptions(players=3)
NAMES = ["Ann", "Ben", "Cy"]


def notes_in(note: Note) -> Iterator[Note]:
    """``note`` and every note it holds."""
    yield note
    for _name, value in note.params:
        if isinstance(value, Note):
            yield from notes_in(value)


def reason(state: State, action: Draw) -> Note:
    player = state.current
    note = GAME.hint_reason(GAME.view(state, player), player, action)
    assert note is not None
    return note


def last_face_up_draws(count: int) -> Iterator[tuple[State, int]]:
    """Draw turns of random 3-player games where a face-up stack holds its last card, and
    that stack."""
    for seed in range(200):
        for state, _action in random_game(THREE, seed):
            if state.phase is not Phase.DRAW:
                continue
            ending = [
                index
                for index, (stack, up) in enumerate(zip(state.stacks, state.face_up, strict=True))
                if up and len(stack) == 1
            ]
            if ending:
                yield state, ending[0]
                count -= 1
                if not count:
                    return
                break


def test_a_draw_passing_over_a_last_card_tells_how_taking_it_ends_the_game() -> None:
    """The tester's hint drew face down with the yellow 3 the last card of its stack: its
    reason said only what a face-down card might score, where taking the yellow 3 ended the
    game with them third. Every other draw's reason now names that card and the place the
    player would end in, it laid where they end best (checked by playing it out)."""
    for state, ending in last_face_up_draws(6):
        card = state.stacks[ending][-1]
        end = _last_placed(GAME.apply(state, Draw(ending)))
        place = GAME.projection(end).places[state.current]
        expected = Note.of(
            "Taking {card} would end the game now, with you {place}.",
            card=Note.of(f"the {COLOURS[COLOUR[card]]} {{value}}", value=VALUE[card]),
            place=Term(("first", "second", "third")[place - 1]),
        )
        for index, stack in enumerate(state.stacks):
            if index == ending or not stack:
                continue
            assert expected in notes_in(reason(state, Draw(index))), (state.stacks, index)


def test_a_draw_of_a_last_face_up_card_tells_how_the_game_ends_not_what_it_would_do() -> None:
    """The draw of the last card itself is told by how the game ends (the board's words for
    the move add that it ends the game), not as a draw passed over."""
    for state, ending in last_face_up_draws(4):
        said = render_note(reason(state, Draw(ending)), NAMES)
        assert "your score ends at" in said, said
        assert "would end the game now" not in said, said


def test_a_pay_off_by_the_end_says_the_end_may_come_before_the_next_turn() -> None:
    """Told that a move "may pay off by the game's end" with a stack at 2 cards and 3
    players, the tester saw the game end a round later. Every reason that counts on the
    game's end with a stack the other two players can empty before the player's next turn
    now says so where the move gives up score now for later (its card's planned place below
    the best a face-up card gives now: "With the other face-up card…", "another place would
    …"); with no stack that short, no reason does. Where the card's place was its best and
    no other card did better now, the warning read as a contradiction and is no longer said
    (play test of session 59; ``test_hint_end_caution``): this test asserted it of every
    reason counting on the end before."""
    given_up = long_seen = 0
    for seed in range(40):
        for state, _action in random_game(THREE, seed):
            if state.phase is not Phase.DRAW or state.turn < 20:
                continue
            for draw in GAME.legal_actions(state):
                if not state.face_up[draw.stack]:
                    continue
                said = render_note(reason(state, draw), NAMES)
                if "game's end" not in said:
                    continue
                left = [
                    len(stack) - (index == draw.stack) for index, stack in enumerate(state.stacks)
                ]
                short = min((count for count in left if count > 0), default=0)
                warned = "But the end may come before your next turn" in said
                if not 0 < short <= 2:
                    assert not warned, said
                    long_seen += 1
                elif "another place would" in said or "face-up card your score" in said:
                    assert warned, said
                    given_up += 1
        if given_up >= 5 and long_seen >= 5:
            break
    assert given_up >= 5 and long_seen >= 5
