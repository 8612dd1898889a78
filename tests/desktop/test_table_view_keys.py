"""The shared table view and the arrow keys no board takes."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QRectF, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from desktop.table.view import SCROLL_KEYS, TableView
from tests.desktop.held_keys import send_fresh_press, send_repeat


def shown(view: TableView) -> QRectF:
    return view.mapToScene(view.viewport().rect()).boundingRect()


def test_keys_no_board_takes_never_scroll_a_fitted_table(qtbot: QtBot) -> None:
    """At a game's end an arrow scrolled the fitted table sideways, and it still counted as
    fitted, so only Ctrl+0 brought it back. Zoomed in, the keys still pan it."""
    view = TableView()
    qtbot.addWidget(view)
    view.resize(400, 300)
    view.scene().addRect(QRectF(-600, -400, 2200, 1400))  # items off the framed part
    view.set_content_rect(QRectF(0, 0, 1000, 600))
    view.key_handler = lambda _event: False  # a board that takes no key now
    with qtbot.waitExposed(view):
        view.show()
    before = shown(view)
    for key in SCROLL_KEYS:
        QTest.keyClick(view, key)
        assert shown(view) == before, key  # checked after each: ← and → cancel out
    assert view.is_auto_fit()
    view.zoom_in()
    view.zoom_in()
    zoomed = shown(view)
    QTest.keyClick(view, Qt.Key.Key_Right)
    assert shown(view).left() > zoomed.left()


def test_leaving_the_fit_says_how_to_move_the_table_and_get_it_back(qtbot: QtBot) -> None:
    """Zoomed in, no scroll bar showed that the table goes on, nor how to move it. Zoomed
    back out, "Drag the empty table to move it" stayed its four seconds over a table that
    no longer moves, and zoomed out from the fit it said so too."""
    view = TableView()
    qtbot.addWidget(view)
    view.resize(400, 300)
    view.set_content_rect(QRectF(0, 0, 1000, 600))
    with qtbot.waitExposed(view):
        view.show()
    assert not view.pointer_note.isVisible()
    view.zoom_in()
    assert view.pointer_note.isVisible() and "Ctrl+0" in view.pointer_note.text()
    # the bar's button too: a mouse-only player was told only of the keys (play test)
    assert "(or the Fit button)" in view.pointer_note.text()
    view.pointer_note.hide()
    view.zoom_in()  # already zoomed: said once is enough
    assert not view.pointer_note.isVisible()
    view.fit_to_window()
    view.zoom_in()
    view.zoom_out()  # the whole table again: how to drag it no longer holds, nor shows
    assert not view.pointer_note.isVisible()
    view.fit_to_window()
    view.zoom_out()  # smaller than the window, it stays centred: nothing to drag
    assert view.pointer_note.isVisible() and "Drag" not in view.pointer_note.text()
    assert "Ctrl+0" in view.pointer_note.text()


def drag_on_the_felt(qtbot: QtBot, view: TableView, dx: int, dy: int) -> None:
    start = view.viewport().rect().center()
    QTest.mousePress(view.viewport(), Qt.MouseButton.LeftButton, pos=start)
    for step in range(1, 11):
        QTest.mouseMove(view.viewport(), start + QPoint(dx * step // 10, dy * step // 10))
    QTest.mouseRelease(view.viewport(), Qt.MouseButton.LeftButton, pos=start + QPoint(dx, dy))


def test_a_drag_on_the_felt_never_slides_the_table_out_of_sight(qtbot: QtBot) -> None:
    """A missed drag on a fitted table slid the table off the window, where it stayed (only
    Fit brought it back). Fitted, a drag does nothing; zoomed in, it pans up to the table's
    edges; zoomed out, the table stays centred."""
    view = TableView()
    qtbot.addWidget(view)
    view.resize(400, 300)
    content = QRectF(0, 0, 1000, 600)
    view.set_content_rect(content)
    with qtbot.waitExposed(view):
        view.show()
    framed = content.adjusted(-view.MARGIN, -view.MARGIN, view.MARGIN, view.MARGIN)
    before = shown(view)
    drag_on_the_felt(qtbot, view, 150, 120)
    assert shown(view) == before and view.is_auto_fit()
    view.zoom_in()
    view.zoom_in()
    for dx, dy in ((300, 250), (-900, -700)):
        drag_on_the_felt(qtbot, view, dx, dy)
        assert framed.adjusted(-1, -1, 1, 1).contains(shown(view)), shown(view)
    moved = shown(view)
    drag_on_the_felt(qtbot, view, 120, 0)
    assert shown(view).left() < moved.left()  # zoomed in, a drag still pans
    view.fit_to_window()
    for _ in range(3):
        view.zoom_out()
    drag_on_the_felt(qtbot, view, 150, 120)
    centre_off = shown(view).center() - framed.center()
    assert shown(view).contains(framed)
    assert abs(centre_off.x()) * view.zoom() <= 1 and abs(centre_off.y()) * view.zoom() <= 1


@pytest.mark.parametrize("marked", [True, False], ids=["marked", "unmarked"])
def test_a_held_key_plays_one_move_and_the_arrows_run(qtbot: QtBot, marked: bool) -> None:
    """Play test: Enter held down added a card, went through the hand-off and added the next
    person's too. A held key's repeats reach no board, except the arrows'; a person's next
    press does."""
    view = TableView()
    qtbot.addWidget(view)
    taken: list[Qt.Key] = []

    def handler(event: QKeyEvent) -> bool:
        taken.append(Qt.Key(event.key()))
        return True

    view.key_handler = handler
    QTest.keyClick(view, Qt.Key.Key_Return)
    for stamp, key in enumerate(
        (Qt.Key.Key_Return, Qt.Key.Key_U, Qt.Key.Key_R, Qt.Key.Key_1, Qt.Key.Key_Right), 1000
    ):
        send_repeat(view, key, marked, stamp)
    send_fresh_press(view, Qt.Key.Key_Return)
    assert taken == [Qt.Key.Key_Return, Qt.Key.Key_Right, Qt.Key.Key_Return]
