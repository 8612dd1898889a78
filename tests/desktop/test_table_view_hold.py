"""The fitted table keeps the point a board holds where it was (``set_content_rect(hold=)``)."""

from __future__ import annotations

import itertools

from PySide6.QtCore import QPoint, QPointF, QRectF, Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from desktop.table.view import TableView


def on_screen(view: TableView, point: QPointF) -> QPointF:
    return view.mapFromScene(point).toPointF()


def shown_view(qtbot: QtBot) -> TableView:
    """A table view 800 by 400 pixels, on screen."""
    view = TableView()
    qtbot.addWidget(view)
    view.resize(800, 400)
    with qtbot.waitExposed(view):
        view.show()
    return view


STACKS = QPointF(100, 100)
"""The held point: near the table's top-left corner, as the Flowers stacks stand."""


def held_off_centre(view: TableView, content: QRectF) -> None:
    """``content`` framed after a narrower table: its held point stays where that one's was,
    off the centre of the window."""
    view.set_content_rect(QRectF(0, 0, 600, 600), hold=STACKS)
    view.set_content_rect(content, hold=STACKS)


def shows_all(view: TableView, content: QRectF) -> bool:
    shown = view.mapToScene(view.viewport().rect()).boundingRect()
    return shown.adjusted(-1, -1, 1, 1).contains(content)


def test_a_held_point_stays_put_as_the_table_grows(qtbot: QtBot) -> None:
    """A Flowers player clicked where a stack had stood a turn before and drew from the other
    one: the table, fitted and centred anew as the garden grew, moved the stacks. The held
    point (the stacks) now stays where it was while the whole table fits around it."""
    view = shown_view(qtbot)
    stacks = STACKS
    view.set_content_rect(QRectF(0, 0, 600, 600), hold=stacks)
    first = on_screen(view, stacks)
    centred = view.viewport().width() / 2 - 300 * view.zoom()
    assert abs(view.mapFromScene(QPointF(0, 0)).x() - centred) < 2  # the first fit: centred
    # the garden grows to the right: centred, the stacks would go 50 units (31 pixels) left
    grown = QRectF(0, 0, 700, 600)
    view.set_content_rect(grown, hold=stacks)
    assert (on_screen(view, stacks) - first).manhattanLength() < 1
    assert shows_all(view, grown)
    # and down: the table is smaller on screen, the stacks keep their place across
    zoom = view.zoom()
    before = on_screen(view, stacks)
    grown = QRectF(0, 0, 700, 640)
    view.set_content_rect(grown, hold=stacks)
    assert view.zoom() < zoom and shows_all(view, grown)
    assert abs(on_screen(view, stacks).x() - before.x()) < 1
    # far wider than the window's slack: the table moves only as far as it must to fit
    wide = QRectF(0, 0, 1400, 640)
    view.set_content_rect(wide, hold=stacks)
    assert shows_all(view, wide)
    assert view.mapFromScene(QPointF(-TableView.MARGIN, 0)).x() <= 1  # flush left, not centred
    assert on_screen(view, stacks).x() < first.x()


def test_a_held_table_left_on_one_side_goes_back_to_the_middle_by_steps(qtbot: QtBot) -> None:
    """Held still, a table that shrank sat against the left, a wide strip of empty felt on
    its right (play test). Each table the board lets drift (a card drawn, to be placed) goes
    ``DRIFT`` pixels towards the middle, until it is there; the others stay."""
    view = shown_view(qtbot)
    view.set_content_rect(QRectF(0, 0, 1400, 300), hold=STACKS)  # wide: flush left and right
    # then a narrower table, each time a little different (a new table each move)
    narrow = [QRectF(0, 0, 600 + step / 10, 600) for step in range(40)]
    view.set_content_rect(narrow[0], hold=STACKS)
    left = view.mapFromScene(QPointF(-TableView.MARGIN, 0)).x()
    view.set_content_rect(narrow[1], hold=STACKS)  # not let drift: it stays
    assert view.mapFromScene(QPointF(-TableView.MARGIN, 0)).x() == left
    lefts = []
    for table in narrow:
        view.set_content_rect(table, hold=STACKS, drift=1.0)
        lefts.append(view.mapFromScene(QPointF(-TableView.MARGIN, 0)).x())
    steps = [later - earlier for earlier, later in itertools.pairwise(lefts)]
    assert all(-1.5 <= step <= TableView.DRIFT + 1.5 for step in steps)  # whole pixels
    middle = view.mapFromScene(narrow[-1].center()).x()
    assert left < 1 and abs(middle - view.viewport().width() / 2) <= 1  # there at last


def test_a_resize_moves_the_held_point_as_a_centred_table_and_back(qtbot: QtBot) -> None:
    """The bar above the table taking a second line resized the view, which centred the table
    afresh: the stacks went 85 pixels. Such a change moves the held point by half the change,
    as a centred table does. A new window size stands the table afresh (top, centred across),
    so that a size and back gives back its place: held through the sizes on the way, it came
    back 220 pixels off (play test)."""
    view = shown_view(qtbot)
    stacks = STACKS
    content = QRectF(0, 0, 700, 600)
    held_off_centre(view, content)
    held = on_screen(view, stacks)
    view.resize(800, 380)  # a second line above the table
    qtbot.waitUntil(lambda: view.viewport().height() == 380)
    assert shows_all(view, content)
    assert abs(on_screen(view, stacks).x() - held.x()) < 6  # centred afresh: 23 pixels
    view.resize(800, 400)
    qtbot.waitUntil(lambda: view.viewport().height() == 400)
    assert (on_screen(view, stacks) - held).manhattanLength() < 1
    fresh = shown_view(qtbot)
    fresh.set_content_rect(content, hold=stacks)
    view.resize(1000, 600)
    qtbot.waitUntil(lambda: view.viewport().width() == 1000)
    view.resize(800, 400)
    qtbot.waitUntil(lambda: view.viewport().width() == 800)
    assert (on_screen(view, stacks) - on_screen(fresh, stacks)).manhattanLength() < 1


def test_zoomed_in_from_a_held_table_the_pan_stops_at_its_edges(qtbot: QtBot) -> None:
    """The fit's scene rect is the window's area; off the fit it is the table and its margin
    again, so that a pan stops at the table's edges (no drag slides it out of sight)."""
    view = shown_view(qtbot)
    content = QRectF(0, 0, 700, 640)
    held_off_centre(view, content)
    margin = TableView.MARGIN
    framed = content.adjusted(-margin, -margin, margin, margin)
    assert view.sceneRect().contains(framed) and view.sceneRect() != framed
    view.zoom_in()
    assert not view.is_auto_fit() and view.sceneRect() == framed


def test_a_held_table_first_stands_at_the_top_of_the_window(qtbot: QtBot) -> None:
    """A wide, short table leaves room above and below: centred, it moved up as the garden
    grew down (42 pixels in a solo game at 1280×700). Held, it starts at the top, centred
    across; a table that holds nothing is centred both ways."""
    view = shown_view(qtbot)
    wide = QRectF(0, 0, 1400, 300)
    view.set_content_rect(wide)
    centred = view.mapFromScene(wide.center()).toPointF()
    assert abs(centred.y() - view.viewport().height() / 2) < 2
    held = shown_view(qtbot)
    held.set_content_rect(wide, hold=STACKS)
    assert abs(held.mapFromScene(QPointF(0, -TableView.MARGIN)).y()) <= 1
    assert abs(held.mapFromScene(wide.center()).x() - held.viewport().width() / 2) < 2


def test_a_step_asked_under_a_held_card_waits_for_its_release(qtbot: QtBot) -> None:
    """A card drawn by mouse is still under the pointer when the board asks for the step
    towards the middle: the fit waits for the release, and the board's next layout, asking no
    step, took it back; drawn by mouse, a table never came back to the middle (play test)."""
    view = shown_view(qtbot)
    view.set_content_rect(QRectF(0, 0, 1400, 300), hold=STACKS)  # wide: flush left and right
    view.set_content_rect(QRectF(0, 0, 600, 600), hold=STACKS)  # narrow, held against the left

    def left() -> int:
        return view.mapFromScene(QPointF(-TableView.MARGIN, 0)).x()

    before = left()
    assert before <= 1
    card = view.scene().addRect(QRectF(0, 0, 10, 10))
    card.grabMouse()  # the card drawn, under the pointer
    view.set_content_rect(QRectF(0, 0, 601, 600), hold=STACKS, drift=1.0)
    view.set_content_rect(QRectF(0, 0, 601, 600), hold=STACKS)  # the board's second layout
    assert left() == before
    card.ungrabMouse()
    QTest.mouseRelease(view.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(5, 5))
    assert abs(left() - before - TableView.DRIFT) <= 1


def test_a_held_table_steps_left_to_keep_room_to_grow(qtbot: QtBot) -> None:
    """A table grown past the window's right edge pushed the Flowers stacks a column's width
    at once (53 to 91 pixels): a player at one screen clicked where a stack had stood and drew
    the other one (play test). Given ``room``, a table let drift goes left by steps
    (``DRIFT`` at most) until that much felt is free on its right; grown by that much, it
    then keeps the held point still. Without it, the table stays in the middle and the same
    growth pushes the held point."""
    young, grown = QRectF(0, 0, 560, 400), QRectF(0, 0, 760, 400)

    def pushed_by_growth(room: float) -> QPointF:
        """How far the held point goes as the table grows, after six drifting fits."""
        view = shown_view(qtbot)
        view.set_content_rect(young, hold=STACKS)
        before = on_screen(view, STACKS)
        for _step in range(6):  # six cards drawn, each placed without growing the table
            view.set_content_rect(young, hold=STACKS, drift=1.0, room=room)
            after = on_screen(view, STACKS)
            assert -TableView.DRIFT - 1 <= after.x() - before.x() <= 0
            before = after
        view.set_content_rect(grown, hold=STACKS, room=room)
        assert shows_all(view, grown)
        return on_screen(view, STACKS) - before

    assert pushed_by_growth(200.0).manhattanLength() < 1
    assert pushed_by_growth(0.0).x() < -40
