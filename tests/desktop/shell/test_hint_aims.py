"""``HintAims``: the aim of a player's last hint, handed to their next only on a later table of
the same line of play (undone past, or left for other moves, it was another game's plan)."""

from __future__ import annotations

from desktop.hint import HintAims
from engine.core.registry import get_game
from engine.core.session import Session

GAME = get_game("flowers")


def session() -> Session:
    # both seats the computer's: a card drawn face down bars no undo
    return Session(
        GAME, GAME.parse_options({"players": 2}), seed=3, computer_seats=frozenset({0, 1})
    )


def play(table: Session, moves: int) -> None:
    for _ in range(moves):
        table.apply(GAME.legal_actions(table.state)[0])


def test_an_aim_is_for_the_players_later_tables_of_the_same_game() -> None:
    table = session()
    aims = HintAims()
    play(table, 2)
    aims.keep(table, 0, "frog")
    assert aims.last(table, 0) is None  # the same table: its own hint's aim is not earlier
    play(table, 2)
    assert aims.last(table, 0) == "frog"
    assert aims.last(table, 1) is None  # another player's
    aims.keep(table, 0, None)  # a hint that names none leaves the one before
    play(table, 1)
    assert aims.last(table, 0) == "frog"
    assert aims.last(session(), 0) is None  # a new game


def test_an_aim_undone_past_or_left_for_other_moves_is_not_handed_on() -> None:
    table = session()
    aims = HintAims()
    play(table, 2)
    aims.keep(table, 0, "frog")
    play(table, 2)
    aims.keep(table, 0, "katydid")
    play(table, 2)
    assert aims.last(table, 0) == "katydid"
    table.undo()
    table.undo()
    table.undo()
    assert aims.last(table, 0) == "frog"  # before the Katydid's table
    table.apply(GAME.legal_actions(table.state)[-1])  # another move than the line's
    play(table, 2)
    assert aims.last(table, 0) == "frog"  # the Katydid's hint was on another line
    table.undo()
    table.undo()
    table.undo()
    table.undo()
    assert aims.last(table, 0) is None  # back on the Frog's own table
