"""Details from a later play test: the status line says which card becomes the victory card,
the match's standings break between players only, the focus ring goes round a Garrison card's
value badge, and the priority legend stays readable in a small window."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from engine.core.save import Seat
from engine.games.petal_plotters import GAME, ChooseSlot, UseAbility
from engine.games.petal_plotters.state import Phase, State

from .conftest import Table, make_table
from .test_board_play import setup_moves
from .test_table_fit import SMALL, fit_viewport, people

KEEP = "The card you keep becomes your victory card."


def test_with_two_cards_the_status_says_the_kept_one_becomes_the_victory_card(
    trio: Table,
) -> None:
    """Only the lesson said that the last card of a hand is laid as its holder's victory card;
    a player with two cards chose the one to play without knowing the other decides what they
    need."""
    board = trio.board

    def my_turn_holding(count: int) -> bool:
        state = trio.state
        return state.phase is Phase.TURN and len(state.hands[state.current]) == count

    setup_moves(trio, lambda s: my_turn_holding(3))
    assert board.viewer == trio.state.current
    assert KEEP not in board.status_label.text()
    setup_moves(trio, lambda s: my_turn_holding(2))
    assert board.viewer == trio.state.current
    assert KEEP in board.status_label.text()


def test_the_match_standings_break_between_players_only(qtbot: QtBot) -> None:
    """ "Deal 2 of 3 · Victory Points: Player" ended a line and "1: 0, Rose: 3…" began the
    next: each player's name and points stay on one line."""
    names = ["Player 1", "Rose Marie", "Iris"]
    table = make_table(qtbot, [Seat(name=name, kind="human") for name in names], match=True)
    try:
        state = table.state
        while state.deal == 1:
            table.controller.play(GAME.legal_actions(state)[0])
            state = table.state
        match = table.board._labels["match"]
        lines = [line.replace("\u00a0", " ") for line in match.text.split("\n")]
        assert len(lines) >= 2  # beside "Last deal…" the standings take two lines
        for seat, name in enumerate(names):
            assert any(f"{name}: {state.vp[seat]}" in line for line in lines), lines
    finally:
        table.controller.shutdown()


def face_up_target(state: State) -> UseAbility | None:
    """An ability the mover may use whose first target may be a face-up Garrison card."""
    for action in GAME.legal_actions(state):
        if isinstance(action, UseAbility):
            after = GAME.apply(state, action)
            for choice in GAME.legal_actions(after):
                if (
                    isinstance(choice, ChooseSlot)
                    and after.garrisons[choice.owner][choice.index].face_up
                ):
                    return action
    return None


def test_the_keyboard_frame_goes_round_a_garrison_cards_value_badge(trio: Table) -> None:
    """The badge of a face-up Garrison card's up value stands over its top edge: the cursor's
    frame ran across it, the badge looking clipped by the frame."""
    board = trio.board
    setup_moves(trio, lambda s: face_up_target(s) is not None)
    action = face_up_target(trio.state)
    assert action is not None
    trio.play(action)
    view = board.view
    view.setFocus()
    for _ in board.focusables():
        QTest.keyClick(view, Qt.Key.Key_Right)
        item = board._focus_item()
        if item is not None and item.show_up_value and item.up_value() is not None:
            break
    else:
        raise AssertionError("no face-up target")
    assert board.cursor_item.isVisible()
    frame = board.cursor_item.rect
    halo = 5.0  # half the frame's halo, and a little room
    assert frame.adjusted(halo, halo, -halo, -halo).contains(item.up_chip_scene_rect())
    assert frame.contains(item.mapRectToScene(item.card_rect()))


@pytest.mark.parametrize("players", [3, 5])
def test_the_priority_legend_is_nine_pixels_high_at_1024x700_with_history(
    qtbot: QtBot, players: int
) -> None:
    """The legend under the total, read to choose every move, was 8.4 pixels high in a
    1024×700 window with History open; it is 9 now, inside its panel, clear of its
    neighbours."""
    table = people(qtbot, players)
    try:
        board = table.board
        fit_viewport(qtbot, table, *SMALL["1024×700, History open"])
        setup_moves(table, lambda s: s.turns >= players)
        legend = board._labels["legend"]
        dpi = board.view.viewport().logicalDpiY()
        assert legend.font.pointSizeF() * dpi / 72 * board.view.zoom() >= 9.0
        panel = board.table_layout.total
        box = legend.sceneBoundingRect()
        assert panel.contains(box)
        for key in ("total-title", "total", "total-sub", "last-move", "match"):
            other = board._labels.get(key)
            if other is not None and other.isVisible():
                assert not box.intersects(other.sceneBoundingRect()), key
    finally:
        table.controller.shutdown()
