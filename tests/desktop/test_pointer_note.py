"""Why a gesture was refused shows beside the pointer (``TableView.say_at_pointer``)."""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QCursor
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QToolTip
from pytestqt.qtbot import QtBot

from desktop.table.view import TableView


def test_a_drop_off_the_table_is_answered_at_the_edge_nearest_the_pointer(qtbot: QtBot) -> None:
    """A card dropped on the toolbar was answered in the middle of the table, far from the
    pointer (play test): the reason shows at the table's edge below it."""
    view = TableView()
    qtbot.addWidget(view)
    view.resize(800, 400)
    with qtbot.waitExposed(view):
        view.show()
    viewport = view.viewport()
    above = QPoint(120, -30)  # over a toolbar above the table
    QCursor.setPos(viewport.mapToGlobal(above))
    assert viewport.mapFromGlobal(QCursor.pos()) == above
    view.say_at_pointer("Drop the card on a highlighted cell of your garden.")
    note = view.pointer_note
    assert note.isVisible()
    assert viewport.rect().contains(note.geometry())
    assert note.geometry().top() <= 40  # at the top edge, not the middle (y 200)
    assert abs(note.geometry().left() - (above.x() + 16)) <= 2


def test_a_key_pressed_takes_the_last_reason_away(qtbot: QtBot) -> None:
    """A refusal's reason stayed over the table after Esc, covering the words it was read
    beside (play test): a key, as a mouse press, begins a new gesture."""
    view = TableView()
    qtbot.addWidget(view)
    view.resize(800, 400)
    with qtbot.waitExposed(view):
        view.show()
    view.say_at_pointer("Its ability needs a card in your Garrison: there is none now.")
    assert view.pointer_note.isVisible()
    QTest.keyClick(view, Qt.Key.Key_Escape)
    assert not view.pointer_note.isVisible()


def test_the_note_tells_that_it_shows_only_when_it_does(qtbot: QtBot) -> None:
    """The window lays a refusal said beside the pointer on the line over the table too,
    unless it shows here (``said_at_pointer``): on a table not shown, no note shows, and the
    line keeps the words."""
    view = TableView()
    qtbot.addWidget(view)
    view.resize(800, 400)
    said: list[str] = []
    view.said_at_pointer.connect(said.append)
    view.say_at_pointer("It is not your turn.")
    assert not view.pointer_note.isVisible() and said == []
    with qtbot.waitExposed(view):
        view.show()
    view.say_at_pointer("It is not your turn.")
    assert view.pointer_note.isVisible() and said == ["It is not your turn."]


def test_the_note_takes_the_place_of_a_tooltip_shown(qtbot: QtBot) -> None:
    """Ctrl+Z with the pointer on the greyed Undo button: its tooltip and the note beside
    the pointer said the same words, one over the other (play tester 207)."""
    view = TableView()
    qtbot.addWidget(view)
    view.resize(800, 400)
    with qtbot.waitExposed(view):
        view.show()
    QToolTip.showText(view.mapToGlobal(QPoint(100, 20)), "Undo is not possible: …", view)
    qtbot.waitUntil(QToolTip.isVisible)
    view.say_at_pointer("Undo is not possible: …")
    assert view.pointer_note.isVisible()
    qtbot.waitUntil(lambda: not QToolTip.isVisible())
