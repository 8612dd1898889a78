"""The shared table view under the Flowers board: zoom, pan, fit, theme."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRectF, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from desktop.table import animation
from engine.games.flowers import Phase
from tests.desktop.board_table import wheel_notch
from tests.desktop.dark import dark_palette

from .conftest import Table


def test_zoom_keys_wheel_and_fit(qtbot: QtBot, duel: Table) -> None:
    view = duel.board.view
    fitted = view.zoom()
    assert view.is_auto_fit()
    # the fitted table shows the whole content
    visible = view.mapToScene(view.viewport().rect()).boundingRect()
    assert visible.contains(view.content_rect())
    view.setFocus()
    QTest.keyClick(view, Qt.Key.Key_Plus, Qt.KeyboardModifier.ControlModifier)
    assert view.zoom() > fitted and not view.is_auto_fit()
    QTest.keyClick(view, Qt.Key.Key_Minus, Qt.KeyboardModifier.ControlModifier)
    QTest.keyClick(view, Qt.Key.Key_Minus, Qt.KeyboardModifier.ControlModifier)
    assert view.zoom() < fitted
    duel.board.zoom_in()
    duel.board.zoom_in()
    zoomed = view.zoom()
    # dragging empty felt pans the table (felt between the panels: the table fills the window)
    before = view.mapToScene(view.viewport().rect().center())
    viewport = view.viewport()
    empty = next(
        QPoint(x, y)
        for y in range(viewport.height() - 5, 105, -10)
        for x in range(viewport.width() - 5, 155, -10)
        if view.itemAt(QPoint(x, y)) is None
    )
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, empty)
    QTest.mouseMove(viewport, empty - QPoint(150, 100))
    QTest.mouseRelease(
        viewport,
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
        empty - QPoint(150, 100),
    )
    after = view.mapToScene(view.viewport().rect().center())
    assert (after - before).manhattanLength() > 50
    assert view.zoom() == zoomed
    QTest.keyClick(view, Qt.Key.Key_0, Qt.KeyboardModifier.ControlModifier)
    assert view.is_auto_fit() and abs(view.zoom() - fitted) < 1e-6
    # a bigger window keeps the table fitted, and larger
    duel.board.widget().resize(1800, 1100)
    qtbot.waitUntil(lambda: view.zoom() > fitted * 1.1, timeout=2000)


def test_wheel_zooms_under_the_mouse(qtbot: QtBot, duel: Table) -> None:
    view = duel.board.view
    fitted = view.zoom()
    center = view.viewport().rect().center()
    wheel_notch(view.viewport(), center)
    assert view.zoom() > fitted


def test_dark_palette_follows_the_system(qtbot: QtBot, duel: Table) -> None:
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    old = app.palette()
    view = duel.board.view
    assert not view.palette_colors.dark
    dark = dark_palette(old)
    try:
        app.setPalette(dark)
        qtbot.waitUntil(lambda: view.palette_colors.dark, timeout=2000)
        card = duel.board.stack_item(0)
        assert card is not None and card.palette_colors.dark
    finally:
        app.setPalette(old)
    qtbot.waitUntil(lambda: not view.palette_colors.dark, timeout=2000)


def test_moves_animate_at_the_chosen_speed(qtbot: QtBot, duel: Table) -> None:
    board = duel.board
    qtbot.waitUntil(board.my_turn, timeout=5000)
    animation.set_animation_speed(1.0)
    try:
        item = board.stack_item(0)
        assert item is not None
        duel.click(item.center_scene())
        # the card glides from the stack to the hand instead of jumping
        assert animation.is_animating(item)
        qtbot.waitUntil(lambda: not animation.is_animating(item), timeout=2000)
        assert item.pos() == board.hand_pos
    finally:
        animation.set_animation_speed(0)


def test_dragging_near_an_edge_of_a_zoomed_table_scrolls(qtbot: QtBot, duel: Table) -> None:
    board = duel.board
    view = board.view
    qtbot.waitUntil(board.my_turn, timeout=5000)
    item = board.stack_item(0)
    assert item is not None
    view.centerOn(item.center_scene())
    for _ in range(4):
        view.zoom_in()
    view.centerOn(item.center_scene())
    viewport = view.viewport()
    start = view.mapFromScene(item.center_scene())
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    QTest.mouseMove(viewport, start + QPoint(20, 0))
    bar = view.horizontalScrollBar()
    before = bar.value()
    edge = QPoint(viewport.width() - 5, start.y())
    QTest.mouseMove(viewport, edge)
    one_step = bar.value()
    assert one_step > before
    # held still at the edge, the table goes on scrolling (it waited for the pointer to move)
    qtbot.waitUntil(lambda: bar.value() >= min(one_step + 5 * (one_step - before), bar.maximum()))
    assert bar.value() > one_step
    # dropped back on its stack, scrolled out of sight by now: the scroll stops at the
    # table's edge, where a legal cell may lie under the pointer
    home = view.mapFromScene(board._stack_rect(0).center())
    QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, home)
    # the face-up card went back on its stack, drawing nothing
    assert duel.state.held is None and board.stack_item(0) is item
    assert item.pos() == item.home


def test_colour_blind_setting_hatches_fields(qtbot: QtBot, duel: Table) -> None:
    from types import SimpleNamespace

    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QImage, QPainter

    from desktop.games.flowers.items import OverlayData, OverlayItem

    cells = tuple((x, 0) for x in range(5))
    data = OverlayData(
        rects={cell: QRectF(cell[0] * 60.0, 0, 56, 80) for cell in cells},
        values={cell: 0 for cell in cells},
        fields=(("red", cells, True),),
    )

    def render(patterns: bool) -> QImage:
        item = OverlayItem()
        item.patterns = patterns
        item.set_data(data)
        image = QImage(340, 120, QImage.Format.Format_ARGB32)
        image.fill(0xFFFFFFFF)
        painter = QPainter(image)
        painter.translate(20, 20)
        item.paint(painter, None)  # type: ignore[arg-type]
        painter.end()
        return image

    assert render(True) != render(False)
    board = duel.board
    assert board.field_patterns is False
    board.apply_settings(SimpleNamespace(colour_blind_patterns=True, animation_speed="normal"))
    assert board.field_patterns is True
    assert board._overlays and all(overlay.patterns for overlay in board._overlays.values())


def test_a_zoomed_table_follows_the_keyboard_cursor(qtbot: QtBot, hotseat: Table) -> None:
    """The scroll bars are off: when the arrows move the cursor off a zoomed-in screen, the
    table scrolls so the cursor's frame (on a stack, then on a cell) stays in sight."""
    board = hotseat.board
    view = board.view
    assert board.my_turn()
    view.setFocus()

    def visible() -> QRectF:
        return view.mapToScene(view.viewport().rect()).boundingRect()

    def cursor_frame() -> QRectF:
        frames = [hint for hint in board.hints if hint.mode == "cursor"]
        frames += [target for target in board.targets.values() if target.mode == "cursor"]
        assert len(frames) == 1
        return frames[0].sceneBoundingRect()

    for _ in range(10):  # a pan stops at the table's edge: the far corner alone in sight
        view.zoom_in()
    far_corner = view.content_rect().bottomRight()
    view.centerOn(far_corner)
    first_stack = board.stack_item(0)
    assert first_stack is not None
    assert not visible().intersects(first_stack.sceneBoundingRect())
    QTest.keyClick(view, Qt.Key.Key_Right)
    assert board.stack_cursor == 0
    assert visible().contains(cursor_frame())
    QTest.keyClick(view, Qt.Key.Key_Return)
    assert hotseat.state.phase is Phase.PLACE
    for key in (Qt.Key.Key_Down, Qt.Key.Key_Left, Qt.Key.Key_Up, Qt.Key.Key_Right):
        view.centerOn(far_corner)
        assert not visible().intersects(board.geometry[0].rect())
        QTest.keyClick(view, key)
        assert board.cursor_cell is not None
        assert visible().contains(cursor_frame()), key
    assert not view.is_auto_fit()


def test_a_fitted_table_stays_put_under_the_keyboard_cursor(qtbot: QtBot, hotseat: Table) -> None:
    """Following the cursor is for a zoomed-in table: a fitted one shows everything already,
    and the arrows must not shift it off its fit."""
    board = hotseat.board
    view = board.view
    view.setFocus()
    assert view.is_auto_fit()

    def press_arrows_in_place(*keys: Qt.Key) -> None:
        framed = view.mapToScene(view.viewport().rect()).boundingRect()
        for key in keys:
            QTest.keyClick(view, key)
            assert view.is_auto_fit()
            assert view.mapToScene(view.viewport().rect()).boundingRect() == framed, key

    press_arrows_in_place(Qt.Key.Key_Right, Qt.Key.Key_Right)
    assert board.stack_cursor == 1
    QTest.keyClick(view, Qt.Key.Key_Return)
    press_arrows_in_place(Qt.Key.Key_Down, Qt.Key.Key_Left, Qt.Key.Key_Up, Qt.Key.Key_Right)
    assert board.cursor_cell is not None


def test_a_fields_pill_stands_on_one_of_its_cards(qapp) -> None:  # type: ignore[no-untyped-def]
    """An L-shaped field: its bounding box has an empty bottom-right corner, and the "+N" pill
    lies inside the right-most card of its lowest row: on the field, never on the felt or on
    a neighbour outside it."""
    from PySide6.QtCore import QRectF

    from desktop.games.flowers.items import OverlayData, OverlayItem

    # the top row runs right, the column runs down: the box's bottom-right corner is empty
    cells = ((0, 0), (1, 0), (2, 0), (0, 1), (0, 2))
    rects = {cell: QRectF(cell[0] * 60.0, cell[1] * 84.0, 56, 80) for cell in cells}
    item = OverlayItem()
    item.set_data(
        OverlayData(rects=rects, values={cell: 0 for cell in cells}, fields=(("red", cells, True),))
    )
    outline, pill = item.badge_rects()[:2]
    assert outline.contains(pill.center())  # a field's box, then its pill
    assert rects[(0, 2)].contains(pill)  # the lowest row's right-most card
    assert not any(pill.intersects(rects[cell]) for cell in cells if cell != (0, 2))


def test_a_fields_pill_covers_no_flower_value_or_butterfly(qapp) -> None:  # type: ignore[no-untyped-def]
    """The "+11" pill lay over the lower flowers of its card (play test). It stands on the
    card's bottom strip: under every flower of any value, clear of both corner values and of
    the butterfly; on a card that covers none, since the tab counting the cards under a card
    lies on that strip too."""
    from PySide6.QtCore import QRectF

    from desktop.games.flowers.faces import flower_spots, value_badges
    from desktop.games.flowers.items import OverlayData, OverlayItem

    cells = tuple((x, 0) for x in range(5))
    for scale in (1.0, 0.4):
        rects = {
            cell: QRectF(cell[0] * 114.0 * scale, 0, 100 * scale, 140 * scale) for cell in cells
        }
        item = OverlayItem()
        field = (("yellow", cells, True),)
        item.set_data(OverlayData(rects=rects, fields=field, scale=scale))
        pill = item.badge_rects()[1]
        card = rects[(4, 0)]
        assert card.contains(pill)
        for value in range(1, 5):
            for center, radius in flower_spots(card, value):
                assert pill.top() >= center.y() + radius, value
        assert not any(pill.intersects(badge) for badge in value_badges(card))
        assert pill.top() > card.center().y()  # the butterfly sits in the top right corner
        # the right-most card covers others: the pill goes to the next card that covers none
        item.set_data(
            OverlayData(rects=rects, fields=field, covering=frozenset({(4, 0)}), scale=scale)
        )
        assert rects[(3, 0)].contains(item.badge_rects()[1])


def test_zoom_in_by_the_keys_keeps_the_turns_choices_in_sight(qtbot: QtBot, duel: Table) -> None:
    """Zoom In (the toolbar, Ctrl++) zooms about the window's middle, and the stacks to draw
    from went off screen (play test): the table now scrolls to keep them in sight, then, with
    a card drawn, the cells it may go to."""
    board, view = duel.board, duel.board.view

    def visible() -> QRectF:
        return view.mapToScene(view.viewport().rect()).boundingRect()

    assert board.draws
    for _ in range(4):
        board.zoom_in()
    assert not view.is_auto_fit()
    for stack in board.draws:
        assert visible().contains(board._stack_rect(stack)), stack
    duel.controller.play(board.draws[min(board.draws)])
    qtbot.waitUntil(lambda: bool(board.places))
    view.fit_to_window()
    for _ in range(2):
        board.zoom_in()
    view.centerOn(view.content_rect().topLeft())  # looking far from the garden
    board.zoom_in()
    geometry = board.geometry[board.viewer]
    for cell in board.places:
        assert visible().contains(geometry.card_rect(cell)), cell


def test_a_hint_on_a_zoomed_table_scrolls_its_cell_into_sight(qtbot: QtBot, duel: Table) -> None:
    """Zoomed in, a hint framed a cell half off the screen's edge, and the table did not move
    to it (play test)."""
    board, view = duel.board, duel.board.view
    duel.controller.play(board.draws[min(board.draws)])
    qtbot.waitUntil(lambda: bool(board.places))
    for _ in range(4):
        board.zoom_in()
    cell, action = next(iter(board.places.items()))
    view.centerOn(view.content_rect().bottomRight())  # looking far from the garden
    board.point_to((action,), prepare=True)
    visible = view.mapToScene(view.viewport().rect()).boundingRect()
    assert visible.contains(board.geometry[board.viewer].card_rect(cell))
