"""The table warns of a last turn: a player took a stack's last card and the game ended, "0
cards left" the only sign (play test)."""

from __future__ import annotations

from dataclasses import replace

from pytestqt.qtbot import QtBot

from desktop.games.flowers import FlowersBoard
from desktop.games.flowers.items import flower_name
from desktop.table import set_animation_speed
from engine.games.flowers import GAME
from engine.games.flowers.components import CARDS
from engine.games.flowers.state import Draw, FlowersOptions, State

from .conftest import PLACE


def shown(qtbot: QtBot, board: FlowersBoard, state: State) -> str:
    """The status line of the table ``state`` shows to seat 0, whose turn it is, whole: in
    its tooltip where the line, short of room, shows a shorter form."""
    view = GAME.view(state, 0)
    board.show_state(view, 0, GAME.legal_actions(state), GAME.projection(view), ["Ada", "Ben"])
    board.set_interactive(True)
    return board.status_label.toolTip() or board.status_label.text()


def with_stacks(state: State, *sizes: int) -> State:
    return replace(
        state, stacks=tuple(pile[-n:] for pile, n in zip(state.stacks, sizes, strict=True))
    )


def test_the_draws_that_end_the_game_are_named_before_the_draw(qtbot: QtBot) -> None:
    set_animation_speed(0)
    board = FlowersBoard(GAME)
    qtbot.addWidget(board.widget())
    duel = GAME.new_game(FlowersOptions(players=2), 5)
    assert "ends the game" not in shown(qtbot, board, with_stacks(duel, 5, 5, 5))
    # each stack named by what it shows: the table numbers none (play test)
    one = with_stacks(duel, 5, 1, 5)
    assert shown(qtbot, board, one).endswith(
        f"Taking the {flower_name(one.stacks[1][-1])} ends the game once the card is placed."
    )
    two = with_stacks(duel, 1, 5, 1)
    assert shown(qtbot, board, two).endswith(
        f"Taking the {flower_name(two.stacks[0][-1])} or a card from the face-down stack"
        " ends the game once the card is placed."
    )
    # the same card face up on both stacks: which one ends the game, by its place (play test)
    top = one.stacks[0][-1]
    twin = next(
        card
        for card in range(len(CARDS))
        if card != top and flower_name(card) == flower_name(top) and card not in one.stacks[0]
    )
    alike = replace(one, stacks=(one.stacks[0], (twin,), one.stacks[2]))
    assert shown(qtbot, board, alike).endswith(
        f"Taking the {flower_name(top)} in the middle ends the game once the card is placed."
    )
    # and a move that takes one says which too: "Take the yellow 4" of two did not (play test)
    view = GAME.view(alike, 0)
    assert board.describe_choice(Draw(1), view) == (
        f"Take the {flower_name(top)} from the middle stack — the game ends once this card is"
        " placed"
    )
    assert (
        board.describe_choice(Draw(0), view) == f"Take the {flower_name(top)} from the left stack"
    )
    # History's too: "in the middle" read as a place on the table (play testers 157 and 158)
    assert (
        board.describe_action(Draw(0), view) == f"Take the {flower_name(top)} from the left stack"
    )
    assert board.describe_choice(Draw(0), GAME.view(one, 0)) == f"Take the {flower_name(top)}"
    held = GAME.apply(with_stacks(duel, 5, 1, 5), Draw(1))
    assert shown(qtbot, board, held).endswith("Last turn: the game ends once this card is placed.")
    # solo: the timer empties the face-up stack after any draw
    solo = GAME.new_game(FlowersOptions(players=1), 5)
    assert shown(qtbot, board, with_stacks(solo, 1, 9)).endswith(
        "Last turn: the game ends once the card you draw is placed."
    )


def test_the_card_the_solo_timer_takes_next_is_named_while_a_card_is_held(qtbot: QtBot) -> None:
    """Holding the face-up card, a solo player saw the next one turned up and planned around
    it; the timer threw it away after the placement (play test). The line says it will."""
    set_animation_speed(0)
    board = FlowersBoard(GAME)
    qtbot.addWidget(board.widget())
    solo = GAME.new_game(FlowersOptions(players=1), 5)
    assert "timer" not in shown(qtbot, board, solo)  # nothing held yet
    held = GAME.apply(solo, Draw(0))
    coming = flower_name(held.stacks[0][-1])  # with its butterfly, if it has one
    assert shown(qtbot, board, held) == (f"{PLACE} Then the timer discards the face-up {coming}.")
    duel = GAME.apply(GAME.new_game(FlowersOptions(players=2), 5), Draw(0))
    assert "timer" not in shown(qtbot, board, duel)


def test_play_this_move_names_the_card_the_solo_timer_will_discard(qtbot: QtBot) -> None:
    """ "Play this move?" named the placement alone, while History then told "— the timer
    discards the green 2": a player confirmed and lost a card they planned around (play test)."""
    board = FlowersBoard(GAME)
    qtbot.addWidget(board.widget())
    held = GAME.apply(GAME.new_game(FlowersOptions(players=1), 5), Draw(0))
    place = GAME.legal_actions(held)[0]
    view = GAME.view(held, 0)
    coming = flower_name(held.stacks[0][-1])  # with its butterfly, if it has one
    asked = board.describe_choice(place, view)
    assert asked == board.describe_action(place, view, GAME.view(GAME.apply(held, place), 0))
    assert asked.endswith(f" — the timer discards the {coming}")


def test_play_this_move_says_when_the_game_ends(qtbot: QtBot) -> None:
    """The status line warned that taking the last card ends the game; "Play this move?", the
    last check, said only "Take the green 1" (play test)."""
    board = FlowersBoard(GAME)
    qtbot.addWidget(board.widget())
    duel = with_stacks(GAME.new_game(FlowersOptions(players=2), 5), 5, 1, 5)
    view = GAME.view(duel, 0)
    assert board.describe_choice(Draw(1), view).endswith(
        " — the game ends once this card is placed"
    )
    assert "ends" not in board.describe_choice(Draw(0), view)
    held = GAME.apply(duel, Draw(1))
    place = GAME.legal_actions(held)[0]
    assert board.describe_choice(place, GAME.view(held, 0)).endswith(" — the game then ends")


def test_the_card_the_timer_discards_is_named_with_its_butterfly(qtbot: QtBot) -> None:
    """ "the timer discards the blue 2" hid the green butterfly a player planned around: the
    line, "Play this move?" and History name it whole (play test)."""
    board = FlowersBoard(GAME)
    qtbot.addWidget(board.widget())
    for seed in range(100):
        held = GAME.apply(GAME.new_game(FlowersOptions(players=1), seed), Draw(0))
        butterfly = CARDS[held.stacks[0][-1]].butterfly
        if butterfly is not None:
            break
    assert butterfly is not None
    said = f"with a {butterfly} butterfly"
    assert shown(qtbot, board, held).endswith(f"{said}.")
    place = GAME.legal_actions(held)[0]
    assert board.describe_choice(place, GAME.view(held, 0)).endswith(said)


def test_history_tells_which_stack_ran_out_and_ended_the_game(qtbot: QtBot) -> None:
    """History's last line read "Iris: Place the yellow 3 on the green 3": nothing said that
    the card was the last of its stack, or in solo that the timer emptied one, and that the
    game ended (play test). The move that ends the game says both; "Play this move?" still
    says "— the game then ends"."""
    board = FlowersBoard(GAME)
    qtbot.addWidget(board.widget())

    def told(state: State, stack: int) -> str:
        held = GAME.apply(state, Draw(stack))
        place = GAME.legal_actions(held)[0]
        after = GAME.apply(held, place)
        assert GAME.is_over(after)
        done = board.describe_action(place, GAME.view(held, 0), GAME.view(after, 0))
        asked = board.describe_choice(place, GAME.view(held, 0))
        assert asked.endswith(" — the game then ends")
        assert done.startswith(board.describe_action(place, GAME.view(held, 0)))
        return done

    duel = GAME.new_game(FlowersOptions(players=2), 5)
    assert told(with_stacks(duel, 5, 1, 5), 1).endswith(
        " — it was the last card of its stack: the game ends"
    )
    assert told(with_stacks(duel, 5, 5, 1), 2).endswith(
        " — it was the last card of the face-down stack: the game ends"
    )
    solo = with_stacks(GAME.new_game(FlowersOptions(players=1), 5), 1, 9)
    assert told(solo, 0).endswith(" — it was the last card of its stack: the game ends")
    last = flower_name(solo.stacks[0][-1])
    assert told(solo, 1).endswith(
        f" — the timer discards the {last}, the last card of its stack: the game ends"
    )
    # a move that does not end the game tells no end
    held = GAME.apply(duel, Draw(0))
    place = GAME.legal_actions(held)[0]
    after = GAME.view(GAME.apply(held, place), 0)
    assert "ends" not in board.describe_action(place, GAME.view(held, 0), after)
