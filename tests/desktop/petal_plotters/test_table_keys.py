"""Petal Plotters on the table, session 56: the arrows coming back into the hand, and the line
over the table naming its keys only while the table has them."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QToolButton

from desktop.table.view import TableView
from engine.games.petal_plotters import GAME, State
from engine.games.petal_plotters.state import (
    AddToGarrison,
    Cancel,
    Phase,
    PlaceHornbill,
    UseAbility,
)
from tests.games.petal_plotters.helpers import down, position

from .conftest import Table
from .test_keyboard import framed_inside_the_hand


@pytest.mark.parametrize(
    ("away", "back"), [(Qt.Key.Key_Up, Qt.Key.Key_Down), (Qt.Key.Key_Down, Qt.Key.Key_Up)]
)
def test_up_or_down_back_into_the_hand_comes_to_the_card_framed_before(
    trio: Table, away: Qt.Key, back: Qt.Key
) -> None:
    """Play tester, session 56: ←/→ after reading the table came back to the hand card the
    frame was on, but ↑/↓ leaving the table's rows into the hand landed on its first or last
    card. They come back to the card framed before too, and step on from it."""
    board, view, hand, framed = framed_inside_the_hand(trio)
    QTest.keyClick(view, away)
    assert board.key_focus is not None and board.key_focus[1] not in hand  # on the table
    for _ in range(len(board.readables())):
        QTest.keyClick(view, back)
        if board.key_focus is not None and board.key_focus[1] in hand:
            break
    assert board.key_focus == framed and board.cursor_item.isVisible()
    QTest.keyClick(view, back)  # and steps on from there
    assert board.key_focus is not None and board.key_focus != framed


TABLE_KEYS = ("←/→", "↑/↓", "Enter", "Esc", "arrows", "Keys:")
"""Words of the line over the table that name the table's keys."""


def _keys_to_the_zoom_buttons(view: TableView) -> QToolButton:
    """Tab along the bar to its −/Fit/+ buttons, which take the keys off the table."""
    view.setFocus()
    for _ in range(8):  # the board's buttons, then the zoom buttons
        QTest.keyClick(QApplication.focusWidget() or view, Qt.Key.Key_Tab)
        if isinstance(QApplication.focusWidget(), QToolButton):
            break
    zoom = QApplication.focusWidget()
    assert isinstance(zoom, QToolButton) and view.keys_elsewhere
    return zoom


def _names_keys(line: str) -> bool:
    return any(word in line for word in TABLE_KEYS)


def _show(trio: Table, state: State, viewer: int) -> None:
    """``state`` drawn for ``viewer``, who may act in it if it is their move."""
    board = trio.board
    view = GAME.view(state, viewer)
    legal = GAME.legal_actions(state) if state.current == viewer else None
    board.show_state(view, viewer, legal, GAME.projection(view), ["Ada", "Ben", "Cy"])
    board.set_interactive(legal is not None)


@pytest.mark.parametrize("moment", ["hornbill", "pass", "ability", "others", "over"])
def test_every_line_over_the_table_names_its_keys_only_while_it_has_them(
    trio: Table, moment: str
) -> None:
    """Play tester, session 56: the line over one's turn dropped the table's keys while Tab
    had taken them to the −/Fit/+ buttons (session 55), but the lines while holding the
    Hornbill, in a pass or an ability, on another's turn and at the end still said "←/→ and
    Enter", "↑/↓ read the table", "Esc cancels", "The arrows read…". Every line drops them
    there, saying the rest, and says them again when the keys come back."""
    board = trio.board
    table = position(
        [
            ["katydid-1", "katydid-2", "spider-1"],
            ["sunbird-1", "frog-1"],
            ["pangolin-1", "honey-bee-1"],
        ],
        [[down("garden-snail-1", 1)], [down("dusky-leaf-langur-1", 1)], []],
    )
    if moment == "hornbill":
        state = trio.state  # the deal's first move: the Hornbill's
        assert state.phase is Phase.HORNBILL
        _show(trio, state, state.current)
        rest = "Great Hornbill"
    elif moment == "pass":
        state = GAME.apply(table, UseAbility("katydid-1"))
        assert state.phase is Phase.PASS and state.current == 0
        _show(trio, state, 0)
        rest = "Click the card you pass to the left."
    elif moment == "ability":
        state = GAME.apply(table, UseAbility("katydid-2"))  # a look: Esc cancels it
        assert state.phase is Phase.ABILITY and Cancel() in GAME.legal_actions(state)
        _show(trio, state, 0)
        rest = "Choose a highlighted target."
    elif moment == "others":
        _show(trio, table, 1)
        rest = "Ada is playing…"
    else:
        while trio.state.phase is not Phase.OVER:
            legal = GAME.legal_actions(trio.state)
            trio.play(next(a for a in legal if isinstance(a, (PlaceHornbill, AddToGarrison))))
        board._run_reveal(at_once=True)  # all revealed: the arrows read each card
        rest = "all Garrisons are revealed"
    line = board.status_label.text() + board.status_label.toolTip()
    assert _names_keys(line), line
    zoom = _keys_to_the_zoom_buttons(board.view)
    line = board.status_label.text() + board.status_label.toolTip()
    assert rest in line and not _names_keys(line), line
    QTest.keyClick(zoom, Qt.Key.Key_Escape)  # back to the table, and its keys to the line
    assert board.view.hasFocus() and _names_keys(board.status_label.text())


@pytest.mark.parametrize("moment", ["pass", "ability"])
def test_the_ability_panel_names_the_keys_only_while_the_table_has_them(
    trio: Table, moment: str
) -> None:
    """Play tester, session 56: the "You use Sunbird" panel still said "Choose the card you
    pass to Iris: ←/→ and Enter." after Tab took the keys to the −/Fit/+ buttons, where the
    line over the table had dropped them. The panel follows the line, and names them again
    when the keys come back."""
    board = trio.board
    table = position(
        [["katydid-1", "spider-1", "frog-1"], ["sunbird-1"], ["pangolin-1", "honey-bee-1"]],
        [[down("garden-snail-1", 1)], [down("dusky-leaf-langur-1", 1)], []],
    )
    _show(trio, table, 0)
    board.view.setFocus()
    QTest.keyClick(board.view, Qt.Key.Key_Right)  # the turn taken up by keys
    card = "katydid-1" if moment == "pass" else "spider-1"
    _show(trio, GAME.apply(table, UseAbility(card)), 0)  # so is its step: the panel names them

    def panel() -> str:
        return " ".join(board._labels["prompt"].text.split())

    assert _names_keys(panel()), panel()
    zoom = _keys_to_the_zoom_buttons(board.view)
    assert panel() and not _names_keys(panel()), panel()
    QTest.keyClick(zoom, Qt.Key.Key_Escape)  # back to the table, and its keys to the panel
    assert board.view.hasFocus() and _names_keys(panel()), panel()
