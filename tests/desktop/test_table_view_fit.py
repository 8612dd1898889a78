"""The fitted table: centred in the window, bounded when zoomed in, still under a held card."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRectF, Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from desktop.table.view import TableView


def shown_view(qtbot: QtBot) -> TableView:
    """A table view 800 by 400 pixels, on screen."""
    view = TableView()
    qtbot.addWidget(view)
    view.resize(800, 400)
    with qtbot.waitExposed(view):
        view.show()
    return view


def test_a_fitted_table_is_centred_both_ways(qtbot: QtBot) -> None:
    view = shown_view(qtbot)
    for content in (QRectF(0, 0, 1400, 300), QRectF(0, 0, 300, 600)):
        view.set_content_rect(content)
        middle = view.mapFromScene(content.center()).toPointF()
        assert abs(middle.x() - view.viewport().width() / 2) < 2
        assert abs(middle.y() - view.viewport().height() / 2) < 2


def test_zoomed_in_the_pan_stops_at_the_tables_edges(qtbot: QtBot) -> None:
    """The fit's scene rect is the window's area; off the fit it is the table and its margin
    again, so that a pan stops at the table's edges (no drag slides it out of sight)."""
    view = shown_view(qtbot)
    content = QRectF(0, 0, 700, 640)
    view.set_content_rect(content)
    margin = TableView.MARGIN
    framed = content.adjusted(-margin, -margin, margin, margin)
    assert view.sceneRect().contains(framed) and view.sceneRect() != framed
    view.zoom_in()
    assert not view.is_auto_fit() and view.sceneRect() == framed


def test_a_new_fit_under_a_held_card_waits_for_its_release(qtbot: QtBot) -> None:
    """The table never moves under a card the pointer holds: the fit waits for the release."""
    view = shown_view(qtbot)
    view.set_content_rect(QRectF(0, 0, 600, 600))
    before = view.sceneRect()
    card = view.scene().addRect(QRectF(0, 0, 10, 10))
    card.grabMouse()
    view.set_content_rect(QRectF(0, 0, 1400, 300))
    assert view.sceneRect() == before
    card.ungrabMouse()
    QTest.mouseRelease(view.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(5, 5))
    assert view.sceneRect() != before


def test_ctrl_and_a_french_keyboards_zero_key_fit_the_table_again(qtbot: QtBot) -> None:
    """The key marked 0 types "à" unshifted on a French keyboard: Ctrl with it did nothing
    (play test)."""
    view = shown_view(qtbot)
    view.set_content_rect(QRectF(0, 0, 700, 640))
    for key in (Qt.Key.Key_0, Qt.Key.Key_Agrave):
        view.zoom_in()
        assert not view.is_auto_fit()
        QTest.keyClick(view, key, Qt.KeyboardModifier.ControlModifier)
        assert view.is_auto_fit()
