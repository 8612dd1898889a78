"""Setup, turn structure, legality, end of game, hidden information."""

from __future__ import annotations

from dataclasses import replace
from random import Random

import pytest

from engine.core.errors import IllegalActionError, OptionsError
from engine.core.session import UNDO_BLOCKED_REVEAL, Session
from engine.games.flowers import GAME
from engine.games.flowers.components import CARDS, HIDDEN, PURPLE_IDS
from engine.games.flowers.rules import (
    compute_targets,
    ends_after_placing,
    timer_stacks,
    waiting_top,
)
from engine.games.flowers.state import Draw, FlowersOptions, Phase, Place, State

from .helpers import all_cards, expected_cards


def new(players: int = 2, summer: bool = False, seed: int = 7) -> State:
    return GAME.new_game(FlowersOptions(players=players, summer=summer), seed)


# -- options -------------------------------------------------------------------------------


def test_options_defaults_and_validation() -> None:
    options = GAME.parse_options({})
    assert isinstance(options, FlowersOptions)
    assert options.players == 2 and not options.summer and options.mode == "standard"
    solo_summer = GAME.parse_options({"players": 1, "summer": True})
    assert isinstance(solo_summer, FlowersOptions) and solo_summer.mode == "solo+summer"
    assert FlowersOptions(players=3, summer=True).mode == "summer"
    with pytest.raises(OptionsError, match="1 to 4 players, not 5"):
        GAME.parse_options({"players": 5})
    with pytest.raises(OptionsError, match="mode"):
        GAME.parse_options({"players": 2, "mode": "winter"})
    with pytest.raises(OptionsError, match="summer"):
        GAME.parse_options({"summer": "maybe"})


# -- setup ---------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("players", "summer", "sizes", "out"),
    [
        (1, False, (40, 40), 27),
        (1, True, (40, 40), 28),
        (2, False, (25, 25, 25), 31),
        (2, True, (25, 25, 25), 33),
        (3, False, (30, 30, 30), 15),
        (3, True, (30, 30, 30), 18),
        (4, False, (35, 35, 34), 0),
        (4, True, (36, 36, 36), 0),
    ],
)
def test_setup_per_player_count(
    players: int, summer: bool, sizes: tuple[int, ...], out: int
) -> None:
    state = new(players, summer)
    assert tuple(len(stack) for stack in state.stacks) == sizes
    assert len(state.out) == out
    assert state.phase is Phase.DRAW and state.current == 0 and state.held is None
    assert state.face_up == ((True, False) if players == 1 else (True, True, False))
    assert len(state.areas) == players
    for player, area in enumerate(state.areas):
        assert dict(area) == {(0, 0): (state.starting[player],)}
    if summer:
        assert state.starting == PURPLE_IDS[:players]
    else:
        assert all(not CARDS[card].purple for card in state.starting)
        assert len(set(state.starting)) == players
    assert all_cards(state) == expected_cards(state)


def test_setup_is_seeded_and_deterministic() -> None:
    assert new(seed=11) == new(seed=11)
    assert new(seed=11).stacks != new(seed=12).stacks
    first, second = new(seed=11), new(seed=11)
    rng = Random(3)
    for _ in range(30):
        actions = GAME.legal_actions(first)
        action = actions[rng.randrange(len(actions))]
        first, second = GAME.apply(first, action), GAME.apply(second, action)
    assert first == second


# -- perft: legal action counts from fixed positions --------------------------------------


def perft(state: State, depth: int) -> int:
    if depth == 0 or GAME.is_over(state):
        return 1
    return sum(perft(GAME.apply(state, action), depth - 1) for action in GAME.legal_actions(state))


def test_perft_standard_two_players() -> None:
    # Draw: 3 stacks. Place: 4 neighbours + covering the starting card = 5.
    # Second placement: after a neighbour 8 cells (3 old + 3 new empty, 2 cards), after
    # covering the start 5: 4*8 + 5 = 37.
    state = new(2)
    assert [perft(state, depth) for depth in range(1, 7)] == [3, 15, 45, 225, 675, 3 * 15 * 3 * 37]


def test_perft_summer_purple_is_not_a_target() -> None:
    # Summer: the purple start card cannot be covered: 4 cells, then 4 * (7 targets).
    state = new(2, summer=True)
    assert [perft(state, depth) for depth in range(1, 5)] == [3, 12, 36, 144]
    state = GAME.apply(state, Draw(0))
    state = GAME.apply(state, Place(1, 0))
    state = GAME.apply(GAME.apply(state, Draw(0)), Place(0, 1))  # player 1
    state = GAME.apply(state, Draw(0))  # player 0 again: 6 empty cells + the card at (1, 0)
    assert len(GAME.legal_actions(state)) == 7


def test_perft_solo() -> None:
    # Two stacks, then 5 placements, then (after the timer) two stacks and 37 placements.
    state = new(1)
    assert [perft(state, depth) for depth in range(1, 5)] == [2, 10, 20, 2 * 37 * 2]


def test_legal_placements_of_a_square() -> None:
    # Four cards in a 2x2 square: 8 empty cells around + 4 cards to cover = 12.
    state = new(2)
    for cell in ((1, 0), (0, 1), (1, 1)):
        state = GAME.apply(state, Draw(0))
        state = GAME.apply(state, Place(*cell))
        state = GAME.apply(GAME.apply(state, Draw(0)), Place(1, 0))
    state = GAME.apply(state, Draw(1))
    actions = GAME.legal_actions(state)
    assert len(actions) == 12
    assert {(a.x, a.y) for a in actions} == compute_targets(state.areas[0])  # type: ignore[attr-defined]
    assert Place(2, 2) not in actions and Place(-1, 1) in actions and Place(1, 1) in actions


# -- legality and reasons ------------------------------------------------------------------


def test_place_before_draw_is_refused() -> None:
    with pytest.raises(IllegalActionError, match="Draw a card first"):
        GAME.apply(new(), Place(1, 0))


def test_draw_twice_is_refused() -> None:
    state = GAME.apply(new(), Draw(0))
    with pytest.raises(IllegalActionError, match="already hold a card"):
        GAME.apply(state, Draw(1))


def test_place_far_away_is_refused() -> None:
    state = GAME.apply(new(), Draw(0))
    with pytest.raises(IllegalActionError, match="shares no side with any of your cards"):
        GAME.apply(state, Place(2, 0))
    with pytest.raises(IllegalActionError, match="shares no side with any of your cards"):
        GAME.apply(state, Place(1, 1))  # a corner is not an edge
    assert Place(1, 1) not in GAME.legal_actions(state)


def test_purple_card_can_never_be_covered() -> None:
    state = GAME.apply(new(summer=True), Draw(2))
    with pytest.raises(IllegalActionError, match="purple starting card can never be covered"):
        GAME.apply(state, Place(0, 0))
    assert Place(0, 0) not in GAME.legal_actions(state)


def test_covering_a_flower_is_allowed() -> None:
    state = new()
    start = state.starting[0]
    state = GAME.apply(GAME.apply(state, Draw(0)), Place(0, 0))
    assert state.areas[0][(0, 0)][0] == start and len(state.areas[0][(0, 0)]) == 2


def test_bad_stack_and_game_over_are_refused() -> None:
    with pytest.raises(IllegalActionError, match="no stack 4"):
        GAME.apply(new(), Draw(3))
    with pytest.raises(IllegalActionError, match="no stack"):
        GAME.apply(new(), Draw(-1))
    over = replace(new(), phase=Phase.OVER)
    with pytest.raises(IllegalActionError, match="The game is over"):
        GAME.apply(over, Draw(0))
    assert GAME.legal_actions(over) == ()
    assert GAME.current_player(over) is None


def test_the_solo_discard_pile_is_refused_for_what_it_is() -> None:
    """In solo, the discard pile lies where a third stack would: asking for it is refused
    with a reason that says it is never drawn from, not that there is no such stack."""
    solo = new(1)
    with pytest.raises(IllegalActionError) as refused:
        GAME.apply(solo, Draw(2))
    assert str(refused.value) == "In solo, cards are never taken from the discard pile."
    with pytest.raises(IllegalActionError, match="no stack 4"):
        GAME.apply(solo, Draw(3))
    with pytest.raises(IllegalActionError, match="already hold a card"):
        GAME.apply(GAME.apply(solo, Draw(0)), Draw(2))


# -- turn flow and the end -----------------------------------------------------------------


def test_turn_passes_after_place_and_face_up_top_follows() -> None:
    state = new(3)
    top, below = state.stacks[0][-1], state.stacks[0][-2]
    state = GAME.apply(state, Draw(0))
    assert state.held == top and state.phase is Phase.PLACE and state.current == 0
    assert state.stacks[0][-1] == below
    state = GAME.apply(state, Place(0, 1))
    assert state.current == 1 and state.phase is Phase.DRAW and state.held is None
    assert state.areas[0][(0, 1)] == (top,)


def test_drawing_the_last_card_ends_the_game_after_placing_it() -> None:
    state = new(2)
    state = replace(state, stacks=(state.stacks[0][:1], *state.stacks[1:]))
    last = state.stacks[0][0]
    state = GAME.apply(state, Draw(0))
    assert state.phase is Phase.PLACE and state.stacks[0] == ()
    state = GAME.apply(state, Place(1, 0))
    assert state.phase is Phase.OVER and GAME.is_over(state)
    assert state.areas[0][(1, 0)] == (last,)
    assert GAME.result(state) == GAME.projection(state)


def test_result_refused_before_the_end() -> None:
    with pytest.raises(IllegalActionError, match="not over"):
        GAME.result(new())


def test_solo_timer_discards_the_face_up_card() -> None:
    state = new(1)
    up = state.stacks[0]
    # Draw from the face-down stack: the timer then throws away the face-up card.
    state = GAME.apply(GAME.apply(state, Draw(1)), Place(1, 0))
    assert state.discard == (up[-1],)
    assert state.stacks[0] == up[:-1]
    assert state.phase is Phase.DRAW and state.current == 0
    # Draw the face-up card: the next one shows, then the timer discards that one too.
    state = GAME.apply(state, Draw(0))
    assert state.held == up[-2]
    state = GAME.apply(state, Place(1, 1))
    assert state.discard == (up[-1], up[-3])
    assert len(state.stacks[0]) == 37 and len(state.stacks[1]) == 39


def test_solo_game_ends_when_the_timer_empties_the_face_up_stack() -> None:
    state = new(1)
    state = replace(state, stacks=(state.stacks[0][-2:], state.stacks[1]))
    state = GAME.apply(GAME.apply(state, Draw(0)), Place(1, 0))
    assert state.stacks[0] == () and state.phase is Phase.OVER
    assert len(state.discard) == 1


def test_solo_drawing_the_last_card_still_places_it_then_ends_without_timer() -> None:
    state = new(1)
    state = replace(state, stacks=(state.stacks[0], state.stacks[1][-1:]))
    state = GAME.apply(state, Draw(1))
    assert state.phase is Phase.PLACE
    state = GAME.apply(state, Place(0, 1))
    assert state.phase is Phase.OVER and state.discard == ()
    assert len(state.stacks[0]) == 40
    assert GAME.result(state).players[0].title == "Beginner"


@pytest.mark.parametrize("players", [1, 2])
def test_the_card_the_timer_takes_is_known_while_the_card_is_held(players: int) -> None:
    """``timer_stacks`` (the table names the card the solo timer takes next) agrees with what
    the placement does, down to the last cards of a stack, from the full state and a view."""
    chooser = Random(players)
    timed = 0
    for _ in range(60):
        state = new(players, seed=chooser.randrange(1000))
        sizes = [chooser.randint(1, 3) for _ in state.stacks]
        state = replace(
            state, stacks=tuple(s[-n:] for s, n in zip(state.stacks, sizes, strict=True))
        )
        for action in GAME.legal_actions(state):
            assert isinstance(action, Draw)
            held = GAME.apply(state, action)
            place = next(a for a in GAME.legal_actions(held) if isinstance(a, Place))
            placed = GAME.apply(held, place)
            taken = placed.discard[len(held.discard) :]
            told = timer_stacks(held)
            assert taken == tuple(held.stacks[index][-1] for index in told)
            assert timer_stacks(GAME.view(held, 0)) == told
            timed += bool(told)
    assert timed > 0 if players == 1 else timed == 0


@pytest.mark.parametrize("players", [1, 2, 3])
def test_a_last_turn_is_known_before_the_draw_and_from_a_players_view(players: int) -> None:
    """``ends_after_placing`` (the table warns of a last turn) agrees with what the rules do,
    for every draw of many stack sizes, and a player's view answers as the full state does."""
    chooser = Random(players)
    for _ in range(60):
        state = new(players, seed=chooser.randrange(1000))
        sizes = [chooser.randint(1, 3) for _ in state.stacks]
        state = replace(
            state, stacks=tuple(s[-n:] for s, n in zip(state.stacks, sizes, strict=True))
        )
        seen = GAME.view(state, 0)
        for action in GAME.legal_actions(state):
            assert isinstance(action, Draw)
            drawn = GAME.apply(state, action)
            place = next(a for a in GAME.legal_actions(drawn) if isinstance(a, Place))
            ends = GAME.is_over(GAME.apply(drawn, place))
            assert ends_after_placing(state, action.stack) is ends
            assert ends_after_placing(seen, action.stack) is ends
            assert ends_after_placing(drawn) is ends  # the card held
            assert ends_after_placing(GAME.view(drawn, 0)) is ends


# -- hidden information --------------------------------------------------------------------


def test_view_masks_face_down_stack_and_hidden_cards() -> None:
    state = new(2)
    seen = GAME.view(state, 1)
    assert [len(stack) for stack in seen.stacks] == [len(stack) for stack in state.stacks]
    assert set(seen.stacks[2]) == {HIDDEN}
    for index in (0, 1):
        assert seen.stacks[index][-1] == state.stacks[index][-1]
        assert set(seen.stacks[index][:-1]) == {HIDDEN}
    assert set(seen.out) == {HIDDEN} and len(seen.out) == len(state.out)
    assert seen.areas == state.areas


def test_view_hides_a_face_down_draw_from_the_others_only() -> None:
    state = GAME.apply(new(2), Draw(2))
    assert GAME.view(state, 0).held == state.held
    assert GAME.view(state, 1).held == HIDDEN
    face_up = GAME.apply(new(2), Draw(0))
    assert GAME.view(face_up, 1).held == face_up.held


def test_determinise_fills_hidden_cards_consistently() -> None:
    state = GAME.apply(new(2), Draw(2))
    seen = GAME.view(state, 1)
    world = GAME.determinise(seen, 1, Random(5))
    assert all_cards(world) == expected_cards(world)
    assert world.areas == state.areas
    for index in (0, 1):
        assert world.stacks[index][-1] == state.stacks[index][-1]
    assert HIDDEN not in world.stacks[2] and world.held != HIDDEN
    other = GAME.determinise(seen, 1, Random(6))
    assert other.stacks[2] != world.stacks[2]
    # The mover's own view keeps the card it holds.
    mine = GAME.determinise(GAME.view(state, 0), 0, Random(5))
    assert mine.held == state.held


def test_reveals_barriers() -> None:
    state = new(2)
    assert GAME.reveals(state, Draw(2))  # face-down draw shows the drawn card
    assert not GAME.reveals(state, Draw(0))  # a face-up card: everyone saw it, nothing turns up
    placing = GAME.apply(state, Draw(0))
    assert GAME.reveals(placing, Place(1, 0))  # the placement turns up the next card
    last = replace(state, stacks=(state.stacks[0][:1], *state.stacks[1:]))
    assert not GAME.reveals(last, Draw(0))  # nothing under the last face-up card
    assert GAME.reveals(last, Draw(2))
    placing = GAME.apply(state, Draw(2))
    assert not GAME.reveals(placing, Place(1, 0))  # the face-down card drawn was seen


def test_a_face_up_draw_hides_the_next_card_until_the_card_is_placed() -> None:
    """The rulebook: "If you draw from the face up stacks, the next player flips the next top
    card face up". The player who takes a face-up card places it without seeing the card under
    it, and nor does anyone else (a click on the stack showed it at once, play test)."""
    state = new(3)
    below = state.stacks[0][-2]
    placing = GAME.apply(state, Draw(0))
    assert waiting_top(placing) == 0
    for viewer in range(3):
        seen = GAME.view(placing, viewer)
        assert seen.stacks[0] == (HIDDEN,) * len(placing.stacks[0])
        assert seen.stacks[1][-1] == placing.stacks[1][-1]  # the other face-up card stays
        assert seen.held == placing.held
    placed = GAME.apply(placing, Place(1, 0))
    assert waiting_top(placed) is None
    for viewer in range(3):
        assert GAME.view(placed, viewer).stacks[0][-1] == below


def test_a_face_down_draw_hides_no_face_up_card() -> None:
    placing = GAME.apply(new(2), Draw(2))
    assert waiting_top(placing) is None
    seen = GAME.view(placing, 0)
    for index in (0, 1):
        assert seen.stacks[index][-1] == placing.stacks[index][-1]


def test_in_solo_the_card_taken_face_up_is_replaced_at_once() -> None:
    """Solo: "If you choose the face up card, replace the card that you've taken with a new
    card" is the draw's own step (no next player turns it up): the new card shows, and the
    draw reveals it."""
    state = new(1)
    placing = GAME.apply(state, Draw(0))
    assert waiting_top(placing) is None
    assert GAME.view(placing, 0).stacks[0][-1] == state.stacks[0][-2]
    assert GAME.reveals(state, Draw(0))


def test_reveals_in_solo() -> None:
    state = new(1)
    placing = GAME.apply(state, Draw(1))
    assert GAME.reveals(placing, Place(1, 0))  # the timer turns up a new card
    short = replace(state, stacks=(state.stacks[0][-2:], state.stacks[1]))
    placing = GAME.apply(short, Draw(1))
    assert GAME.reveals(placing, Place(1, 0))  # one card left after the timer: it shows
    placing = GAME.apply(short, Draw(0))
    assert not GAME.reveals(placing, Place(1, 0))  # the timer empties the stack: game over
    ending = replace(state, stacks=(state.stacks[0], state.stacks[1][-1:]))
    placing = GAME.apply(ending, Draw(1))
    assert not GAME.reveals(placing, Place(1, 0))  # game over, no timer


def test_session_undo_stops_at_a_reveal() -> None:
    session = Session(GAME, FlowersOptions(players=2), 4)
    session.apply(Draw(2))
    assert session.undo_blocked_reason() == UNDO_BLOCKED_REVEAL
    session.apply(Place(1, 0))
    assert session.can_undo()
    session.undo()
    assert session.state.phase is Phase.PLACE
    assert not session.can_undo()


def test_actions_round_trip_through_json() -> None:
    for action in (Draw(2), Place(-3, 4)):
        assert GAME.action_from_json(action.to_json()) == action
    assert GAME.action_types == (Draw, Place)


def test_a_turn_is_a_draw_and_a_placing_even_alone() -> None:
    """Alone at the table every turn is the same player's: ``same_turn`` tells them apart
    (the start screen counts a saved game's turns with it)."""
    start = GAME.new_game(FlowersOptions(players=1), 5)
    drawn = GAME.apply(start, GAME.legal_actions(start)[0])
    placed = GAME.apply(drawn, GAME.legal_actions(drawn)[0])
    assert GAME.same_turn(start, drawn)
    assert not GAME.same_turn(drawn, placed)
    assert GAME.turn_of(drawn) == GAME.turn_of(placed) == 0
    session = Session(GAME, FlowersOptions(players=1), 5)
    for _ in range(3):
        session.apply(GAME.legal_actions(session.state)[0])
    assert [session.starts_turn(index) for index in range(3)] == [True, False, True]
    # the draw of the second turn ends none: one turn played through, the second begun
    assert [session.ends_turn(index) for index in range(3)] == [False, True, False]


def test_a_saved_games_turns_are_told_in_rounds() -> None:
    """ "12 turns" after four rounds of three players was a count nobody at the table keeps
    (play tester 188): the round under way is told; alone, the desktop counts turns."""
    from engine.core.notes import render_note

    def said(players: int, turns: int) -> str | None:
        note = GAME.turns_into_part(new(players), turns)
        return None if note is None else render_note(note, [], lambda text: text, str)

    assert said(3, 12) == "round 5"
    assert said(3, 13) == "round 5"
    assert said(3, 11) == "round 4"
    assert said(2, 1) == "round 1"
    assert said(1, 12) is None
