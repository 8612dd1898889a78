"""Letters under the viewer's garden's columns and numbers left of its rows, as on a chess
board, so that a place can be named ("B3"), and the words that ask about a move name it so (a
Board Game Arena player's wish). A Flowers garden has no fixed size and grows any way: the
letters and numbers span its cards and the free ring round them, and start anew as it grows."""

from __future__ import annotations

import random
import re

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QColor
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from desktop.games.flowers.board import (
    EDGE_LEAST,
    EDGE_MOST,
    EDGE_PT,
    LEGIBLE,
    FlowersBoard,
    column_name,
    grid_bounds,
)
from desktop.table.palette import contrast
from engine.core.actions import Action
from engine.core.save import Seat
from engine.games.flowers import GAME, Draw, FlowersOptions, Place
from tests.desktop.dark import dark_palette

from .conftest import Table, make_table
from .test_board_play import keys_at_my_turn
from .test_keys_reminder import REMINDER
from .test_panels import assert_panels_fit
from .test_table_holds_still import player_move, viewer_draws

TOO_SMALL = (520, 380)
"""A board too small to read a grown garden's edges in (``grown_garden``)."""


def edges(board: FlowersBoard, kind: str) -> list[str]:
    """The letters ("column") or numbers ("row") drawn on the garden's edges, in order."""
    shown = [
        (key[1], label.text)
        for key, label in board._labels.items()
        if isinstance(key, tuple) and key[0] == kind and label.isVisible()
    ]
    return [text for _index, text in sorted(shown)]


def edge_name(board: FlowersBoard, cell: tuple[int, int]) -> str:
    """``cell``'s name as a player reads it off the screen: the letter drawn under its column
    and the number drawn left of its row."""
    centre = board.cell_center(cell)
    letters = [
        label.text
        for key, label in board._labels.items()
        if isinstance(key, tuple) and key[0] == "column" and label.isVisible()
        if label.sceneBoundingRect().left() <= centre.x() < label.sceneBoundingRect().right()
    ]
    numbers = [
        label.text
        for key, label in board._labels.items()
        if isinstance(key, tuple) and key[0] == "row" and label.isVisible()
        if label.sceneBoundingRect().top() <= centre.y() < label.sceneBoundingRect().bottom()
    ]
    assert len(letters) == 1 and len(numbers) == 1, (cell, letters, numbers)
    return letters[0] + numbers[0]


def assert_on_the_edges(board: FlowersBoard) -> None:
    """The letters stand under the garden's lowest cell and the numbers left of its leftmost,
    inside its panel, on no card."""
    state = board.state
    assert state is not None
    panel = board._panels[("area", board.viewer)].rect
    cards = [board.geometry[board.viewer].card_rect(cell) for cell in state.areas[board.viewer]]
    for key, label in board._labels.items():
        if isinstance(key, tuple) and key[0] in ("column", "row") and label.isVisible():
            rect = label.sceneBoundingRect()
            assert panel.contains(rect), (key, rect, panel)
            assert not any(card.intersects(rect) for card in cards), key


def test_the_edges_follow_the_garden_as_it_grows(qtbot: QtBot) -> None:
    table = make_table(qtbot, [Seat(name="Tess", kind="human")])
    board = table.board
    try:
        # one card, and the free ring round it
        assert edges(board, "column") == ["A", "B", "C"]
        assert edges(board, "row") == ["1", "2", "3"]
        assert edge_name(board, (0, 0)) == "B2"
        assert_on_the_edges(board)
        # a card laid right of it: one column more, the names stay
        table.play(Draw(0))
        table.play(Place(1, 0))
        assert edges(board, "column") == ["A", "B", "C", "D"]
        assert edge_name(board, (0, 0)) == "B2" and edge_name(board, (1, 0)) == "C2"
        # a card laid left of it, and one above: the letters and numbers start anew there
        table.play(Draw(0))
        table.play(Place(-1, 0))
        table.play(Draw(0))
        table.play(Place(-1, -1))
        assert edges(board, "column") == ["A", "B", "C", "D", "E"]
        assert edges(board, "row") == ["1", "2", "3", "4"]
        assert edge_name(board, (-1, -1)) == "B2"
        assert edge_name(board, (0, 0)) == "C3" and edge_name(board, (1, 0)) == "D3"
        assert_on_the_edges(board)
        # the keyboard's frame names the cell it stands on as the edges do
        table.play(Draw(0))
        view = keys_at_my_turn(qtbot, table)
        QTest.keyClick(view, Qt.Key.Key_Right)
        QTest.keyClick(view, Qt.Key.Key_Down)
        cell = board.cursor_cell
        assert cell is not None
        framed = table.messages[-1].removeprefix("Enter: place the ").removesuffix(REMINDER)
        assert framed != table.messages[-1]
        assert f" at {edge_name(board, cell)} (" in framed
        # as does "Play this move?" (in solo, the timer's discard after it); the hint, read on
        # after the move, names the cell by the cards alone: its letters change as the move
        # grows the garden left or up (play testers, session 58)
        asked = board.describe_choice(Place(*cell), board.state)
        assert asked.startswith(f"Place the {framed}")
        by_edges = re.fullmatch(r"(.+) at [A-Z]+[0-9]+ \((.+)\)", framed)
        assert by_edges is not None, framed
        hint = board.hint_words(Place(*cell), board.state)
        assert hint.startswith(f"Place the {by_edges[1]} {by_edges[2]}"), hint
    finally:
        table.controller.shutdown()


def test_undo_names_no_place_the_move_has_moved(qtbot: QtBot) -> None:
    """Undo asks about a move from the garden before it: a card laid left of column A makes
    it B, so the edges on screen no longer say where it was; it is told by its neighbour."""
    table = make_table(qtbot, [Seat(name="Tess", kind="human")])
    board = table.board
    try:
        table.play(Draw(0))
        before = board.state
        assert before is not None
        asked = board.describe_choice(Place(-1, 0), before)
        assert " at A2 (left of the yellow 4) — " in asked
        table.play(Place(-1, 0))
        assert edge_name(board, (-1, 0)) == "B2"
        told = board.describe_choice(Place(-1, 0), before)
        assert told == asked.replace("at A2 (left of the yellow 4)", "left of the yellow 4")
    finally:
        table.controller.shutdown()


def grown_garden(qtbot: QtBot) -> Table:
    """A solo table reopened after 15 turns, 1400×900: a garden grown too large for a small
    window's table (``TOO_SMALL``) to write its edges at a size that reads."""
    state = GAME.new_game(FlowersOptions(players=1), 11)
    choose = random.Random(1)
    saved: list[Action] = []
    for _move in range(30):
        saved.append(player_move(state, choose))
        state = GAME.apply(state, saved[-1])
    return make_table(qtbot, [Seat(name="Tess", kind="human")], saved=saved)


def test_a_window_too_small_to_read_them_shows_no_edges(qtbot: QtBot) -> None:
    """Letters too small to read at all only crowd a small garden: in a window that small,
    where even the largest that fit under and beside the garden read under ``EDGE_LEAST``,
    they are left out, and "Play this move?" names no place by them; a larger window shows
    them."""
    table = grown_garden(qtbot)
    board = table.board
    try:
        board.widget().resize(*TOO_SMALL)
        qtbot.waitUntil(lambda: not edges(board, "column"))
        assert not edges(board, "row")
        table.play(Draw(0))
        assert not edges(board, "column")
        cell, place = next(iter(board.places.items()))
        assert "(" not in board.describe_choice(place, board.state)
        board.widget().resize(1400, 900)
        qtbot.waitUntil(lambda: bool(edges(board, "column")))
        said = board.describe_choice(place, board.state)
        assert f" at {edge_name(board, cell)} (" in said
    finally:
        table.controller.shutdown()


def test_a_zoom_by_the_keys_shows_or_hides_them_at_once(qtbot: QtBot) -> None:
    """The edges read, or not, at the zoom the table is drawn at: zoomed in by its keys, a
    small window's garden shows them at once, and zoomed out again it hides them (weighed on
    the fitted zoom, they waited for a layout)."""
    table = grown_garden(qtbot)
    board = table.board
    view = board.view
    try:
        board.widget().resize(*TOO_SMALL)
        qtbot.waitUntil(lambda: not edges(board, "column"))
        fitted = view.zoom()
        view.setFocus()
        for _press in range(8):
            QTest.keyClick(view, Qt.Key.Key_Equal, Qt.KeyboardModifier.ControlModifier)
            if edges(board, "column"):
                break
        _x, _y, cols, rows = grid_bounds(list(table.state.areas[0]), 1, 1, 1)
        assert view.zoom() > fitted
        assert edges(board, "column") == [column_name(column) for column in range(cols)]
        assert edges(board, "row") == [str(row + 1) for row in range(rows)]
        QTest.keyClick(view, Qt.Key.Key_Minus, Qt.KeyboardModifier.ControlModifier)
        assert not edges(board, "column") and not edges(board, "row")
    finally:
        table.controller.shutdown()


def test_a_large_solo_garden_drawn_small_keeps_its_edges(qtbot: QtBot) -> None:
    """Play test, 1280×720: far along, a solo garden was drawn so small that the edges, kept
    at ``EDGE_MOST`` to stand in the margin under it, read under the legible size and hid,
    though the margin had room for larger letters and the panel room left of the garden.
    Written larger, they show to the game's end, legible, whole in their boxes, on the panel
    and on no card."""
    draws = 0
    for table, _draw in viewer_draws(qtbot, 1, 1, QSize(1278, 600)):
        board = table.board
        _x, _y, cols, rows = grid_bounds(list(table.state.areas[0]), 1, 1, 1)
        assert edges(board, "column") == [column_name(column) for column in range(cols)]
        assert edges(board, "row") == [str(row + 1) for row in range(rows)]
        for label in board._labels.values():
            if label.isVisible() and label.text in ("A", "1"):
                assert label.font.pointSizeF() * board.view.zoom() >= EDGE_PT * LEGIBLE
        assert_on_the_edges(board)
        assert_panels_fit(table)
        draws += 1
    # at the end, the garden drawn under half its cards' size: at EDGE_MOST, under 6 pixels
    assert draws > 20 and EDGE_MOST * board.view.zoom() < EDGE_PT * LEGIBLE


def test_the_edges_stay_while_words_name_places_by_them(qtbot: QtBot) -> None:
    """Play tester, session 55, a 1280×720 window: the hints and the keyboard's frame name
    places by the edges ("die blaue 4 links neben die rote 2 (A3)"), but from about the 15th
    turn the garden was drawn under zoom 0.45 and its edges hid, so "A3" could not be found.
    In a table's room a status line lower than 1278×600, two players: the edges are shown at
    every one of Ada's placings, smaller than the legible size far along but as large as fit
    under and beside the garden, and "Play this move?" names its place as they do (a hint, by
    the cards since session 58)."""
    least = EDGE_PT * LEGIBLE
    placings = 0
    for table, draw in viewer_draws(qtbot, 2, 1, QSize(1278, 540)):
        board = table.board
        table.play(draw)
        _x, _y, cols, rows = grid_bounds(list(table.state.areas[0]), 1, 1, 1)
        assert edges(board, "column") == [column_name(column) for column in range(cols)]
        assert edges(board, "row") == [str(row + 1) for row in range(rows)]
        size = board._labels[("column", 0)].font.pointSizeF() * board.view.zoom()
        assert size >= EDGE_PT * EDGE_LEAST
        least = min(least, size)
        assert_on_the_edges(board)
        cell, place = next(iter(board.places.items()))
        assert f" at {edge_name(board, cell)} (" in board.describe_choice(place, board.state)
        placings += 1
    assert placings > 30 and least < EDGE_PT * LEGIBLE


def test_a_garden_narrower_than_its_panel_writes_its_letters_in_the_room_below(
    qtbot: QtBot,
) -> None:
    """A garden drawn as wide as its panel leaves room under it: the letters' line takes it,
    and the edges read at the legible size where the margin alone held them smaller (two
    players, 1278×540: 20 of 35 placings legible, all since)."""
    placings = 0
    for table, draw in viewer_draws(qtbot, 2, 2, QSize(1278, 540)):
        board = table.board
        table.play(draw)
        letter = board._labels[("column", 0)]
        assert letter.isVisible()
        assert letter.font.pointSizeF() * board.view.zoom() >= EDGE_PT * LEGIBLE
        assert_on_the_edges(board)
        placings += 1
    assert placings > 30


def test_the_edges_read_clearly_on_the_dark_table(qtbot: QtBot) -> None:
    """In a dark palette, the garden's letters and numbers read "dim grey on near-black" at
    6.8:1 on the felt (play tester, session 56): small light strokes on a dark ground look
    thinner than dark ones on a light ground. They stand at 9:1 at least, on the felt and on
    the garden's panel over it."""
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    old = app.palette()
    dark = dark_palette(old)
    table = make_table(qtbot, [Seat(name="Ada", kind="human"), Seat(name="Ben", kind="human")])
    try:
        app.setPalette(dark)
        board = table.board
        qtbot.waitUntil(lambda: board.view.palette_colors.dark, timeout=2000)
        colors = board.view.palette_colors
        panel = QColor(colors.felt)
        alpha = colors.panel.alphaF()
        panel.setRgbF(
            *(
                ink * alpha + ground * (1 - alpha)
                for ink, ground in zip(
                    colors.panel.getRgbF()[:3], colors.felt.getRgbF()[:3], strict=True
                )
            )
        )
        shown = [
            label
            for key, label in board._labels.items()
            if isinstance(key, tuple) and key[0] in ("column", "row") and label.isVisible()
        ]
        assert shown
        for label in shown:
            assert label.color is not None
            for ground in (colors.felt, panel):
                assert contrast(label.color, ground) >= 9, (label.text, label.color.name())
    finally:
        app.setPalette(old)
        table.controller.shutdown()
