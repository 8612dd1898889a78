"""German, four players, a window maximised on a 1366×768 laptop (1366×700): the narrow
panels were chosen for a garden 5% larger, and two rivals read "Rosema…" and "Margue…",
whole only in a tooltip (``NAMES_GIVE``)."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QSize
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from desktop import i18n
from desktop.dialogs.new_game import NewGameChoice
from desktop.games.flowers import FlowersBoard
from desktop.main_window import MainWindow
from engine.core import registry
from engine.core.save import Seat
from engine.games.flowers import Draw, Phase

from .conftest import make_table, redraw_for
from .test_seat_levels import split_title, window  # noqa: F401 (the app's window)
from .test_table_holds_still import player_move
from .test_window_fit import fit_viewport

MAXIMISED = QSize(1366, 700)
"""A window maximised on a 1366×768 screen, less the desktop's bar and the title bar."""
MAXIMISED_TABLE = QSize(1366, 570)
"""The table's room in that window, under its menus, tool bar and two-line status bar."""
SEATS = [
    Seat(name="Ann", kind="human"),
    Seat(name="Rosemary", kind="normal"),
    Seat(name="Marguerite", kind="normal"),
    Seat(name="Daisy", kind="normal"),
]


def assert_names_whole(board: FlowersBoard, seats: list[Seat]) -> None:
    """Every rival's panel title shows its whole name (after the ▶ of its turn), uncut."""
    for player, seat in enumerate(seats):
        if player == board.viewer:
            continue
        header = board._labels[("header", player)]
        assert "…" not in header.text, header.text
        assert split_title(header.text)[0].removeprefix("▶ ") == seat.name, header.text


@pytest.mark.usefixtures("translations")
def test_a_maximised_laptop_window_writes_every_name_whole(
    qtbot: QtBot,
    window: MainWindow,  # noqa: F811
) -> None:
    """The app's window at 1366×700, in German: each rival's name is whole, at rest and with
    the ▶ of a computer's turn."""
    i18n.install("de")
    window.resize(MAXIMISED)
    with qtbot.waitExposed(window):
        window.show()
    game = registry.get_game("flowers")
    options = game.parse_options({"players": 4, "summer": False})
    assert window.start_game(NewGameChoice("flowers", options, 7, tuple(SEATS)))
    QApplication.processEvents()
    board = window.board
    assert isinstance(board, FlowersBoard)
    assert board._viewport.size() == MAXIMISED_TABLE
    assert_names_whole(board, SEATS)
    draw = next(a for a in window.controller.choices_for_viewer() if isinstance(a, Draw))
    board.action_chosen.emit(draw)
    board.action_chosen.emit(window.controller.choices_for_viewer()[0])
    QApplication.processEvents()
    assert window.controller.session.state.current == 1
    assert board._labels[("header", 1)].text.startswith("▶ ")
    assert_names_whole(board, SEATS)


@pytest.mark.usefixtures("translations")
@pytest.mark.parametrize("seed", [1, 2])
def test_the_names_stay_whole_as_the_gardens_grow(qtbot: QtBot, seed: int) -> None:
    """Seeded games in that window's table, seen by Ann: every rival's name is whole at each
    of her draws (3 and 6 of them cut before), while the garden's zoom at the start is 5%
    smaller at most."""
    i18n.install("de")
    levels = [None if seat.kind == "human" else seat.kind for seat in SEATS]
    people = [Seat(name=seat.name, kind="human") for seat in SEATS]
    table = make_table(qtbot, people, seed, levels=levels)
    try:
        table.controller.state_changed.disconnect(table.redraw)
        table.controller.state_changed.connect(redraw_for(table, 0))
        redraw_for(table, 0)()
        fit_viewport(qtbot, table, MAXIMISED_TABLE)
        assert table.board.view.zoom() > 0.67
        rng = random.Random(seed)
        draws = 0
        while table.state.phase is not Phase.OVER:
            move = player_move(table.state, rng)
            if table.state.current == 0 and isinstance(move, Draw):
                assert_names_whole(table.board, SEATS)
                draws += 1
            table.play(move)
        assert draws > 20
    finally:
        table.controller.shutdown()
