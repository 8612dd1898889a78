"""The card preview opens only on a card the player moved the pointer onto (a play tester's
report): a card that comes under a still pointer (drawn from the stack clicked, placed in the
cell clicked, or the table laid out anew when a dock opens) is not shown large over the table.
The placement preview, on the other hand, belongs to the cell under the pointer, still or not:
after a card drawn with a key and after any new layout (another play tester's report)."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QPoint, QPointF, QSize, Qt
from PySide6.QtGui import QCursor, QMouseEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMessageBox
from pytestqt.qtbot import QtBot

from desktop.games.flowers.items import FlowerCardItem
from desktop.i18n import number_text, points_text
from desktop.table import set_animation_speed
from desktop.table.preview import CardPreview, previewed_card
from engine.games.flowers import GAME, Place
from engine.games.flowers.state import Cell

from .conftest import Table

SETTLE_MS = CardPreview.DELAY_MS + 200
"""Longer than the preview's delay: a preview that was to come has come."""


def move_to(table: Table, point: QPoint) -> None:
    """The pointer moved (no button) to ``point`` of the viewport."""
    viewport = table.board.view.viewport()
    QTest.mouseMove(viewport, point + QPoint(2, 2))  # a move to where the pointer is is no move
    QTest.mouseMove(viewport, point)


def under(table: Table, point: QPoint) -> list[FlowerCardItem]:
    """The previewable cards under ``point`` of the viewport."""
    return [
        item
        for item in table.board.view.items(point)
        if isinstance(item, FlowerCardItem) and previewed_card(item) is not None
    ]


def test_a_card_drawn_from_under_a_still_pointer_is_not_shown(qtbot: QtBot, hotseat: Table) -> None:
    board = hotseat.board
    preview = board.card_preview
    top = board.stack_item(0)
    assert top is not None and previewed_card(top) is not None
    point = hotseat.point(top.center_scene())
    move_to(hotseat, point)
    qtbot.waitUntil(lambda: preview.isVisible() and preview.source is top, timeout=3000)
    QTest.mouseClick(board.view.viewport(), Qt.MouseButton.LeftButton, pos=point)
    assert hotseat.state.held is not None  # drawn: the next card lies face down until placed
    waiting = board.stack_item(0)
    assert waiting is not None and waiting is not top and not under(hotseat, point)
    hotseat.play(GAME.legal_actions(hotseat.state)[0])  # placed: the next card turns up there
    following = board.stack_item(0)
    assert following is not None and following is not waiting
    assert following in under(hotseat, point)
    qtbot.wait(SETTLE_MS)
    assert not preview.isVisible()
    # moved off and back onto it, the player asks for it
    move_to(hotseat, hotseat.point(board.view.content_rect().topLeft()) - QPoint(12, 0))
    move_to(hotseat, point)
    qtbot.waitUntil(lambda: preview.isVisible() and preview.source is following, timeout=3000)


def test_a_table_laid_out_anew_under_a_still_pointer_shows_no_card(
    qtbot: QtBot, hotseat: Table
) -> None:
    """As when the History dock opens: the table, fitted to a narrower viewport, brings a card
    under the pointer resting on the felt."""
    board = hotseat.board
    widget = board.widget()
    viewport = board.view.viewport()
    wide, narrow = widget.size(), QSize(widget.width() - 360, widget.height())

    def resize(size: QSize) -> None:
        before = viewport.size()
        widget.resize(size)
        qtbot.waitUntil(lambda: viewport.size() != before, timeout=3000)

    resize(narrow)
    there = {item: hotseat.point(item.center_scene()) for item in board.cards.values()}
    resize(wide)
    card, point = next(
        (item, point)
        for item, point in there.items()
        if previewed_card(item) is not None and not under(hotseat, point)
    )
    move_to(hotseat, point)  # where no card lies
    qtbot.wait(SETTLE_MS)
    assert not board.card_preview.isVisible()
    resize(narrow)
    assert card in under(hotseat, point)
    qtbot.wait(SETTLE_MS)
    assert not board.card_preview.isVisible()


def test_a_card_placed_under_a_still_pointer_is_not_shown(qtbot: QtBot, duel: Table) -> None:
    """Click a cell to place the card drawn, leave the mouse: as the table is laid out anew
    around the larger garden and through the AI's turns, no preview covers the gardens."""
    board = duel.board
    viewport = board.view.viewport()
    for _ in range(3):
        qtbot.waitUntil(board.my_turn, timeout=5000)
        duel.play(next(iter(board.draws.values())))
        point = duel.point(board.cell_center(next(iter(board.places))))
        move_to(duel, point)
        QTest.mouseClick(viewport, Qt.MouseButton.LeftButton, pos=point)
        qtbot.wait(SETTLE_MS)
        assert not board.card_preview.isVisible()


def test_a_refused_pick_up_takes_the_card_shown_away(qtbot: QtBot, hotseat: Table) -> None:
    """With a card held, a stack's card cannot be picked up: dragged, it stayed put and its
    large preview stayed over the other players' panels, during the drag and after it."""
    board = hotseat.board
    preview = board.card_preview
    first = board.stack_item(0)
    assert first is not None
    QTest.mouseClick(
        board.view.viewport(), Qt.MouseButton.LeftButton, pos=hotseat.point(first.center_scene())
    )
    assert hotseat.state.held is not None
    other = board.stack_item(1)
    assert other is not None and previewed_card(other) is not None
    point = hotseat.point(other.center_scene())
    move_to(hotseat, QPoint(5, 5))
    move_to(hotseat, point)
    qtbot.waitUntil(lambda: preview.isVisible() and preview.source is other, timeout=3000)
    viewport = board.view.viewport()
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, pos=point)
    for step in range(1, 6):
        QTest.mouseMove(viewport, point + QPoint(0, 30 * step))
        qtbot.wait(CardPreview.DELAY_MS // 3)
    assert not preview.pending()
    QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, pos=point + QPoint(0, 150))
    assert board.view.pointer_note.isVisible()  # refused, with the reason
    qtbot.wait(SETTLE_MS)
    assert not preview.isVisible()


def cell_point(table: Table, cell: Cell) -> QPoint:
    """The middle of ``cell`` of the viewer's garden on the viewport."""
    return table.point(table.board.cell_center(cell))


def cell_under_pointer(table: Table) -> Cell | None:
    """The legal cell whose frame lies under the pointer, wherever the table lies now."""
    board = table.board
    spot = board.view.mapToScene(board.view.viewport().mapFromGlobal(QCursor.pos()))
    return next((cell for cell, frame in board.targets.items() if frame.rect.contains(spot)), None)


def ghost_cells(table: Table) -> list[Cell | None]:
    """Where a copy of the held card is drawn, apart from the table's own cards: the preview."""
    board = table.board
    return [
        board.geometry[board.viewer].cell_at(item.sceneBoundingRect().center())
        for item in board.scene.items()
        if isinstance(item, FlowerCardItem)
        and item.isVisible()
        and item not in board.cards.values()
    ]


def test_a_card_drawn_with_a_key_previews_the_cell_under_the_still_pointer(
    qtbot: QtBot, duel: Table
) -> None:
    """The pointer rests on the garden, 2 takes the face-up card: the cell under the pointer
    shows the card's copy and "If you place it here" at once, on a free cell and on a card it
    would cover (both stayed blank until the mouse moved). Then the window narrows under the
    still pointer, as when History opens: the preview is the cell under it again."""
    board = duel.board
    viewport = board.view.viewport()
    for aim in ("free", "cover"):
        qtbot.waitUntil(board.my_turn, timeout=5000)
        garden = duel.state.areas[0]
        drawn = GAME.apply(duel.state, board.draws[1])
        cells = [(action.x, action.y) for action in GAME.legal_actions(drawn)]
        cell = next(cell for cell in cells if (cell in garden) == (aim == "cover"))
        move_to(duel, cell_point(duel, cell))
        board.view.setFocus()
        QTest.keyClick(board.view, Qt.Key.Key_2)
        assert duel.state.held is not None
        assert board.preview_cell == cell == cell_under_pointer(duel)
        assert ghost_cells(duel) == [cell]
        expected = GAME.projection(GAME.apply(duel.state, Place(*cell)))
        preview = board.preview_projection()
        assert preview is not None and preview.scores == expected.scores
        QTest.mouseClick(viewport, Qt.MouseButton.LeftButton, pos=cell_point(duel, cell))
        assert cell in duel.state.areas[0] and duel.state.held is None
    qtbot.waitUntil(board.my_turn, timeout=5000)
    widget = board.widget()
    QTest.keyClick(board.view, Qt.Key.Key_2)
    aim = next(iter(board.places))
    move_to(duel, cell_point(duel, aim))
    assert board.preview_cell == aim
    for width in (widget.width() - 360, widget.width() + 360, widget.width()):
        before = viewport.size()
        widget.resize(width, widget.height())
        qtbot.waitUntil(lambda: viewport.size() != before, timeout=3000)  # noqa: B023
        under = cell_under_pointer(duel)
        assert board.preview_cell == (board.cursor_cell if under is None else under)


def test_the_frame_follows_the_mouse_so_enter_places_where_the_preview_shows(
    qtbot: QtBot, duel: Table
) -> None:
    """Play test: ↓ framed a cell, the mouse then rested on another, whose preview showed; Enter
    placed the card in the frame, not where the preview had told the score. One cell is framed
    and previewed: the one under the mouse once it moves, the one the arrows choose after."""
    board = duel.board
    qtbot.waitUntil(board.my_turn, timeout=5000)
    board.view.setFocus()
    QTest.keyClick(board.view, Qt.Key.Key_2)
    QTest.keyClick(board.view, Qt.Key.Key_Down)
    framed = board.cursor_cell
    assert framed is not None and board.preview_cell == framed
    aim = next(cell for cell in board.places if cell != framed)
    move_to(duel, cell_point(duel, aim))
    assert board.cursor_cell == board.preview_cell == aim
    assert ghost_cells(duel) == [aim]
    QTest.keyClick(board.view, Qt.Key.Key_Return)
    assert aim in duel.state.areas[0] and duel.state.held is None


def test_enter_places_at_once_where_the_resting_pointer_previews(qtbot: QtBot, duel: Table) -> None:
    """Play test: a card drawn with the mouse, the pointer resting on a cell whose preview
    showed, Enter only framed that cell and said the keys; a second Enter placed the card.
    The choice was shown already: the first Enter places it there."""
    board = duel.board
    qtbot.waitUntil(board.my_turn, timeout=5000)
    duel.play(board.draws[0])
    assert board.places and board.cursor_cell is None
    garden = duel.state.areas[0]
    aim = sorted(cell for cell in board.places if cell not in garden)[-1]
    move_to(duel, cell_point(duel, aim))
    assert board.preview_cell == aim
    board.view.setFocus()
    QTest.keyClick(board.view, Qt.Key.Key_Return)
    assert aim in duel.state.areas[0] and duel.state.held is None


def test_enter_on_a_card_under_the_resting_pointer_frames_it_first(
    qtbot: QtBot, duel: Table
) -> None:
    """The pointer rested on a card of the garden, its small copy over it unseen: Enter
    covered a butterfly (play test). A cover is framed and the keys said first; the second
    Enter covers."""
    board = duel.board
    qtbot.waitUntil(board.my_turn, timeout=5000)
    duel.play(board.draws[0])
    garden = duel.state.areas[0]
    covers = sorted(cell for cell in board.places if cell in garden)
    assert covers
    move_to(duel, cell_point(duel, covers[0]))
    assert board.preview_cell == covers[0]
    board.view.setFocus()
    QTest.keyClick(board.view, Qt.Key.Key_Return)
    assert duel.state.held is not None and board.cursor_cell == covers[0]
    QTest.keyClick(board.view, Qt.Key.Key_Return)
    assert duel.state.held is None and len(duel.state.areas[0][covers[0]]) == 2


def test_a_card_taken_while_a_window_covers_the_still_pointer_is_not_shown(
    qtbot: QtBot, duel: Table
) -> None:
    """Play test, "Confirm moves" on: a stack clicked, Enter in the question, the mouse left
    still. As the question closed, the card taken glided from under the pointer into the hand
    and showed large over the garden: the table had seen the pointer leave for the question,
    and took the card's coming as the pointer's move onto it."""
    board = duel.board
    preview = board.card_preview
    qtbot.waitUntil(board.my_turn, timeout=5000)
    top = board.stack_item(0)
    assert top is not None
    move_to(duel, duel.point(top.center_scene()))
    qtbot.waitUntil(lambda: preview.isVisible() and preview.source is top, timeout=3000)
    # the question opens over the table: the pointer leaves the table and the card
    QApplication.sendEvent(board.view.viewport(), QEvent(QEvent.Type.Leave))
    preview.hover_item(board.view, top, False)
    assert not preview.isVisible()
    set_animation_speed(1)  # the card glides to the hand, from under the pointer
    try:
        duel.play(board.draws[0])  # answered: the card is taken
        # Qt tells the card, still under the pointer as it sets off, that the pointer is on it
        assert top in under(duel, board.view.viewport().mapFromGlobal(QCursor.pos()))
        preview.hover_item(board.view, top, True)
        qtbot.wait(SETTLE_MS)
        assert not preview.isVisible()
    finally:
        set_animation_speed(0)


def test_the_score_lines_keep_their_place_while_a_card_is_held(qtbot: QtBot, duel: Table) -> None:
    """The preview's wide number ("12 (+3)") widened the numbers' column: every line of the
    score panel moved, and German ones wrapped anew, each time a card was picked up (play
    test). The lines keep their place; the preview takes its own room."""
    board = duel.board
    qtbot.waitUntil(board.my_turn, timeout=5000)

    def line_places() -> list[tuple[str, float, float]]:
        rows = board._score_rows()
        pairs = [board._score_lines[2 * row : 2 * row + 2] for row in range(len(rows))]
        return [
            (name.text, name.pos().x(), value.pos().x())
            for (_text, _number, style), (name, value) in zip(rows, pairs, strict=True)
            if style in ("line", "total")
        ]

    before = line_places()
    drawn = GAME.apply(duel.state, board.draws[1])
    cell = next((action.x, action.y) for action in GAME.legal_actions(drawn))
    move_to(duel, cell_point(duel, cell))
    board.view.setFocus()
    QTest.keyClick(board.view, Qt.Key.Key_2)
    rows = board._score_rows()
    previewed = [(text, number) for text, number, style in rows if style == "preview"]
    assert line_places() == before
    # the number in brackets says what it is: "−2 (−1)" did not (play test)
    then = board.preview_projection()
    assert then is not None
    score = then.players[board.viewer].score
    now = GAME.projection(duel.state).players[board.viewer].score
    change = f"{number_text(score)} (change {points_text(score - now)})"
    assert previewed == [("If you place it here", change)]


def test_a_question_over_the_table_keeps_the_cell_it_asks_about_previewed(
    qtbot: QtBot, duel: Table
) -> None:
    """ "Play this move?" opened: the pointer left the table for the box, and the cell asked
    about went blank, its score with it, while the player weighed the move (play test)."""
    board = duel.board
    qtbot.waitUntil(board.my_turn, timeout=5000)
    board.view.setFocus()
    QTest.keyClick(board.view, Qt.Key.Key_2)
    cell = next(iter(board.places))
    board._set_preview(cell)
    box = QMessageBox(QMessageBox.Icon.Question, "Confirm move", "Play this move?")
    box.setWindowModality(Qt.WindowModality.ApplicationModal)
    qtbot.addWidget(box)
    box.open()
    qtbot.waitUntil(lambda: QApplication.activeModalWidget() is box)
    board._follow_pointer()  # as a layout under the box asks
    assert board.preview_cell == cell and board.preview_projection() is not None
    box.close()
    qtbot.waitUntil(lambda: QApplication.activeModalWidget() is None)
    board._follow_pointer()
    assert board.preview_cell == board.cursor_cell  # nothing pointed at any more


def test_a_pointer_left_untouched_does_not_choose_where_the_keys_place(
    qtbot: QtBot, duel: Table
) -> None:
    """A keyboard player who never touched the mouse found the placing frame on the cell
    under the resting pointer, often a card of theirs Enter would then cover (play test).
    The pointer chooses that cell only when moved there since the keys before."""
    board = duel.board
    qtbot.waitUntil(board.my_turn, timeout=5000)
    garden = duel.state.areas[0]
    drawn = GAME.apply(duel.state, board.draws[1])
    covers = [(a.x, a.y) for a in GAME.legal_actions(drawn) if (a.x, a.y) in garden]
    assert covers
    move_to(duel, cell_point(duel, covers[0]))
    board.view.setFocus()
    QTest.keyClick(board.view, Qt.Key.Key_Right)  # the keys lead; the pointer rests since
    QTest.keyClick(board.view, Qt.Key.Key_2)
    assert duel.state.held is not None
    assert board.cursor_cell is not None and board.cursor_cell not in garden
    assert board.preview_cell == board.cursor_cell
    # a replayed mouse event (the view sends one as the table changes) is no move either
    replayed = QMouseEvent(
        QEvent.Type.MouseMove,
        QPointF(cell_point(duel, covers[0])),
        QPointF(QCursor.pos() + QPoint(40, 40)),
        Qt.MouseButton.NoButton,
        Qt.MouseButton.NoButton,
        Qt.KeyboardModifier.NoModifier,
    )
    framed = board.cursor_cell
    QApplication.sendEvent(board.view.viewport(), replayed)
    assert board.cursor_cell == framed == board.preview_cell
