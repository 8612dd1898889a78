"""A game reopened from its save is arranged as the same game played from its start: reopened
after five cards, a solo game's score went into a column of its own, the garden a third
narrower, to the game's end (play tester 148, 1920×1080, the table 1200×736)."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from engine.core.save import Seat
from engine.games.flowers import GAME, Draw, Phase, Place

from .conftest import Table, make_table

SEED = 332831122036
"""The play tester's game (code BPZ6HSMN)."""
SAVED = [
    Draw(0),
    Place(0, -1),
    Draw(0),
    Place(-1, 0),
    Draw(0),
    Place(1, 0),
    Draw(0),
    Place(0, 1),
    Draw(0),
    Place(0, -2),
]
"""The moves of its save."""
TABLE = (1200, 736)


def played_to_the_end(table: Table) -> list[object]:
    """Play the game out (the first move offered each time); each table's arrangement."""
    seen: list[object] = [table.board.arrangement]
    while table.state.phase is not Phase.OVER:
        table.play(GAME.legal_actions(table.state)[0])
        seen.append(table.board.arrangement)
    return seen


def test_a_reopened_game_is_arranged_as_one_played_from_its_start(qtbot: QtBot) -> None:
    seats = [Seat(name="Player 1", kind="human")]
    played = make_table(qtbot, seats, seed=SEED, size=TABLE)
    for action in SAVED:
        played.play(action)
    reopened = make_table(qtbot, seats, seed=SEED, size=TABLE, saved=SAVED)
    assert reopened.state == played.state
    assert reopened.board.arrangement == played.board.arrangement
    assert not reopened.board.arrangement.split  # the score under the hand, as at the start
    ends = [played_to_the_end(table) for table in (played, reopened)]
    assert ends[0] == ends[1]
    assert ends[1][-1] == ends[1][-2]  # the game's end keeps it
    for table in (played, reopened):
        table.controller.shutdown()
