"""A hint names its cell by the cards round it, never by the garden's edges: a card laid in
column A or row 1 letters and numbers the garden anew, and the hint's "A2", read again once
the card was placed, named another cell, the card standing in B2 (play testers, session 58).
The cards a hint names never move; the keyboard's frame and "Play this move?", gone once the
move is played, name the cell as the edges do now."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from engine.core.save import Seat
from engine.games.flowers import Draw, Place

from .conftest import Table, make_table
from .test_card_names import holding_beside
from .test_garden_edges import edge_name


def test_a_hint_names_its_cell_by_cards_that_stay_where_they_are(qtbot: QtBot) -> None:
    """Solo, the first card drawn: left of the starting yellow 4 is A2 on the edges, B2 once a
    card lies there. The hint says "left of the yellow 4", as History tells the move once
    played; "Play this move?" still says "A2", true while it is asked."""
    table = make_table(qtbot, [Seat(name="Tess", kind="human")])
    board = table.board
    try:
        table.play(Draw(0))
        before = table.state
        left = Place(-1, 0)
        assert edge_name(board, (-1, 0)) == "A2"
        hint = board.hint_words(left, before)
        placing = hint.split(" — ")[0]
        assert placing.startswith("Place the ") and placing.endswith(" left of the yellow 4")
        assert "A2" not in hint and "(" not in hint, hint
        assert " at A2 (left of the yellow 4) — " in board.describe_choice(left, before)
        table.play(left)
        assert edge_name(board, (-1, 0)) == "B2"
        assert board.describe_action(left, before, table.state).startswith(f"{placing} — ")
    finally:
        table.controller.shutdown()


def test_a_hint_tells_a_card_shown_twice_by_its_side_of_the_garden(hotseat: Table) -> None:
    """Beside one of two blue 4s, the hint names it by the side of the garden it alone lies
    nearest, as History does, where "Play this move?" names the cell by the edges."""
    board = hotseat.board
    holding_beside(hotseat, "P B4 B4")
    right = board.places[(3, 0)]
    assert board.hint_words(right, board.state).endswith(" right of the rightmost blue 4")
    assert board.describe_choice(right, board.state).endswith(" at E2 (right of the blue 4)")
    below = board.places[(1, 1)]
    assert board.hint_words(below, board.state).endswith(" below the leftmost blue 4")
