"""A finished table can be dropped at any moment: its undo history never keeps it alive.

Each move on the undo stack refers back to its controller. A strong reference made a cycle
that only the garbage collector broke, and freeing a controller that way while its stack
still held moves crashed inside ``QUndoStack::clear`` (found when a new game ran
``gc.collect()``). This test drops such a table and collects it.
"""

from __future__ import annotations

import gc
import weakref

from pytestqt.qtbot import QtBot

from desktop.session_controller import SessionController, together
from engine.core.save import Seat
from engine.core.session import Session
from engine.games.petal_plotters import GAME, PetalPlottersOptions


def test_a_controller_with_moves_on_its_stack_is_freed_without_the_collector(
    qtbot: QtBot,
) -> None:
    controller = SessionController()
    seats = [Seat(name=name) for name in ("Ada", "Ben", "Cy")]
    controller.start(Session(GAME, PetalPlottersOptions(players=3), 7), seats)
    for _ in range(3):
        choices = controller.choices_for_viewer()
        assert choices
        assert controller.play(choices[0]) is None
    assert controller.undo_stack.count() == 3
    controller.undo()
    assert controller.undo_stack.index() == 2
    controller.shutdown()
    alive = weakref.ref(controller)
    gc.disable()
    try:
        del controller
        assert alive() is None, "the undo history kept the controller alive (a cycle)"
    finally:
        gc.enable()
    gc.collect()


def test_moves_told_alike_by_players_in_a_row_share_a_line() -> None:
    """A round of passes took five of the ten lines of the moves since a player's last, and
    the moves before them were left out. Only lines that may join do: "Rose, Iris: Pangolin
    — Rotate card 1 of your Garrison" read as one rotation where each player made one."""
    rotated = "Pangolin — Rotate card 1 of your Garrison"
    told = [
        ("Rose", "Pass a card", True),
        ("Iris", "Pass a card", True),
        ("Daisy", "Pass a card (the cards change hands: you receive the Frog from Daisy)", True),
        ("Rose", "Add a card to their Garrison", True),
        ("Rose", "Add a card to their Garrison", True),  # one player twice: two moves, two lines
        ("", "The deal is over", True),
        ("", "The deal is over", True),
        ("Rose", rotated, False),
        ("Iris", rotated, False),
    ]
    assert together(told) == [
        "Rose, Iris: Pass a card",
        "Daisy: Pass a card (the cards change hands: you receive the Frog from Daisy)",
        "Rose: Add a card to their Garrison",
        "Rose: Add a card to their Garrison",
        "The deal is over",
        "The deal is over",
        f"Rose: {rotated}",
        f"Iris: {rotated}",
    ]
