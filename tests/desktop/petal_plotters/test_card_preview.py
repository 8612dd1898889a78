"""The card preview on the Petal Plotters table: the pointer resting on a card the viewer may see
shows that card large in a corner; leaving it, dragging it or a redraw that moves it hides the
preview; a card the viewer does not know is never shown; the preview never takes the mouse."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QEvent, QObject, QPoint, QRect, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QImage, QPainter, QTransform
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QLabel
from pytestqt.qtbot import QtBot

from desktop.games.petal_plotters import faces
from desktop.games.petal_plotters.board import told_name
from desktop.games.petal_plotters.items import CardPicturesDialog, DealDialog, PetalCardItem
from desktop.i18n import points_text
from desktop.table.palette import table_palette
from desktop.table.preview import CardPreview
from engine.core.save import Seat
from engine.games.petal_plotters import (
    GAME,
    AddToGarrison,
    Cancel,
    ChooseHandCard,
    ChooseSlot,
    PassCard,
    Phase,
    UseAbility,
)
from engine.games.petal_plotters.components import CARDS, Card
from engine.games.petal_plotters.rules import taken_after_give
from engine.games.petal_plotters.state import HIDDEN, State

from .conftest import Table, make_table
from .test_board_play import (
    exchange_card,
    exchanging,
    finished_deal,
    pass_to_the_left,
    setup_moves,
    slot_ability,
)
from .test_table_fit import fit_viewport


def card_area(table: Table, item: PetalCardItem) -> QRect:
    """Where the card itself lies in the viewport."""
    rect = item.mapRectToScene(QRectF(item.card_rect()))
    return table.board.view.mapFromScene(rect).boundingRect()


def hover(table: Table, item: PetalCardItem) -> QPoint:
    """Move the mouse (no button) onto the middle of the card; returns the viewport point."""
    point = table.point(item.mapToScene(item.card_rect().center()))
    viewport = table.board.view.viewport()
    QTest.mouseMove(viewport, point + QPoint(2, 2))  # a move to where the pointer is is no move
    QTest.mouseMove(viewport, point)
    return point


def move_off(table: Table) -> None:
    """Onto the felt left of the table, where no item lies."""
    viewport = table.board.view.viewport()
    spot = table.point(table.board.view.content_rect().topLeft()) - QPoint(12, 0)
    assert table.board.view.itemAt(spot) is None
    QTest.mouseMove(viewport, spot)


def wait_shown(qtbot: QtBot, preview: CardPreview, item: object) -> None:
    qtbot.waitUntil(lambda: preview.isVisible() and preview.source is item, timeout=3000)


DEFAULT_VIEWPORT = (1200, 711)
"""The table's viewport in the default 1200x820 window."""


@pytest.fixture
def turn(qtbot: QtBot, trio: Table) -> Iterator[Table]:
    """Ada's first turn, the Hornbill placed: every Garrison holds a face-down card; the table
    is as large as in the default window."""
    widget = trio.board.widget()
    viewport = trio.board.view.viewport()
    width, height = DEFAULT_VIEWPORT
    widget.resize(width, height + widget.height() - viewport.height())
    qtbot.waitUntil(lambda: viewport.size().toTuple() == DEFAULT_VIEWPORT)
    setup_moves(
        trio,
        lambda s: (
            s.phase is Phase.TURN
            and s.current == 0
            and all(any(not slot.face_up for slot in g) for g in s.garrisons)
        ),
    )
    yield trio


@pytest.mark.parametrize("index", [1, -2])
def test_the_pointers_preview_spares_the_total_and_the_hand(
    qtbot: QtBot, turn: Table, index: int
) -> None:
    """Play tester 214: the preview of a hand card lay in the top right corner, over the
    table total and the priority legend. In a corner clear of them where one is, it then lay
    over the tops of the hand cards beside the one shown: it spares them too, a little
    smaller where it must."""
    board = turn.board
    board.widget().resize(1366, 610)  # the table of a window of 1366×740, as the tester's
    qtbot.waitUntil(lambda: board.view.viewport().width() > 1300)
    preview = board.card_preview
    item = board.hand_items()[index]
    hover(turn, item)
    wait_shown(qtbot, preview, item)
    spared = [
        QRectF(board.table_layout.total),
        *(card.sceneBoundingRect() for card in board.hand_items()),
    ]
    for part in spared:
        assert not preview.geometry().intersects(board.view.mapFromScene(part).boundingRect())
    assert preview.card_rect().width() >= 220


def test_resting_on_a_hand_card_shows_it_large_after_a_delay(
    qtbot: QtBot, turn: Table, monkeypatch: pytest.MonkeyPatch
) -> None:
    board = turn.board
    preview = board.card_preview
    item = board.hand_items()[1]
    pointer = hover(turn, item)
    assert preview.source is item and not preview.isVisible()  # not at once: no flicker
    wait_shown(qtbot, preview, item)
    # large whatever the zoom: twice the hand card (which the table now fits larger), in a
    # corner clear of the card and the pointer
    card = card_area(turn, item)
    face = preview.card_rect()
    on_screen = item.width * item.scale() * board.view.zoom()
    assert on_screen >= 100  # the hand itself is larger than before (about 70 px)
    assert face.width() >= 220 and face.width() >= 2 * on_screen
    assert board.view.viewport().rect().contains(preview.geometry())
    assert not preview.geometry().intersects(card)
    assert not preview.geometry().contains(pointer)
    # nor over the table total and its legend, while a corner is clear of them (play tester
    # 214: the top right corner covered them)
    total = board.view.mapFromScene(QRectF(board.table_layout.total)).boundingRect()
    assert not preview.geometry().intersects(total)
    # the face of that very card, painted at the preview's size (not a scaled small picture)
    drawn: list[tuple[Card, QRectF]] = []
    draw_face = faces.draw_face

    def spy(painter: QPainter, rect: QRectF, card: Card, colors: object) -> None:
        drawn.append((card, QRectF(rect)))
        draw_face(painter, rect, card, colors)  # type: ignore[arg-type]

    monkeypatch.setattr(faces, "draw_face", spy)
    preview.grab()
    assert [(card.id, rect.width()) for card, rect in drawn] == [(item.card_id, face.width())]


def test_the_preview_keeps_its_size_at_any_zoom(qtbot: QtBot, turn: Table) -> None:
    board = turn.board
    preview = board.card_preview
    item = board.hand_items()[0]
    hover(turn, item)
    wait_shown(qtbot, preview, item)
    fitted = preview.geometry()
    move_off(turn)
    board.view.zoom_out()
    board.view.zoom_out()
    hover(turn, item)
    wait_shown(qtbot, preview, item)
    assert preview.geometry() == fitted
    assert not preview.geometry().intersects(card_area(turn, item))


def test_leaving_the_card_hides_the_preview(qtbot: QtBot, turn: Table) -> None:
    board = turn.board
    preview = board.card_preview
    item = board.hand_items()[0]
    hover(turn, item)
    wait_shown(qtbot, preview, item)
    move_off(turn)
    assert not preview.isVisible() and preview.source is None
    # passing over a card without resting on it shows nothing
    hover(turn, item)
    move_off(turn)
    qtbot.wait(CardPreview.DELAY_MS + 200)
    assert not preview.isVisible()


def test_along_the_fan_the_next_card_follows_at_once(qtbot: QtBot, turn: Table) -> None:
    board = turn.board
    preview = board.card_preview
    first, second = board.hand_items()[:2]
    hover(turn, first)
    wait_shown(qtbot, preview, first)
    hover(turn, second)
    assert preview.isVisible() and preview.source is second


def test_a_card_the_viewer_does_not_know_is_never_shown(qtbot: QtBot, turn: Table) -> None:
    board = turn.board
    preview = board.card_preview
    backs = {
        key: item
        for key, item in board.cards.items()
        if isinstance(key, tuple) and key[0] in ("slot", "hand") and key[1] != board.viewer
    }
    kinds = {key[0] for key in backs}
    assert kinds == {"slot", "hand"}, "a face-down Garrison card and another player's hand"
    for item in backs.values():
        assert item.card_id == HIDDEN
        hover(turn, item)
        qtbot.wait(CardPreview.DELAY_MS + 150)
        assert not preview.isVisible() and preview.source is None
        move_off(turn)


def test_a_remembered_face_down_card_shows_its_face(qtbot: QtBot, turn: Table) -> None:
    """The memory aid notes the viewer's own face-down Garrison card; the preview shows it whole."""
    board = turn.board
    state = turn.state
    index = next(i for i, slot in enumerate(state.garrisons[board.viewer]) if not slot.face_up)
    item = board.slot_item(board.viewer, index)
    assert item is not None and item.memory and not item.face_up
    hover(turn, item)
    wait_shown(qtbot, board.card_preview, item)
    assert not board.card_preview.geometry().intersects(card_area(turn, item))


def test_without_the_memory_aid_a_face_down_card_stays_unknown(qtbot: QtBot) -> None:
    names = ["Ada", "Ben"]
    table = make_table(qtbot, [Seat(name=n, kind="human") for n in names], memory_aid=False)
    try:
        setup_moves(
            table,
            lambda s: (
                s.phase is Phase.TURN
                and s.current == 0
                and any(not slot.face_up for slot in s.garrisons[0])
            ),
        )
        board = table.board
        index = next(i for i, slot in enumerate(table.state.garrisons[0]) if not slot.face_up)
        item = board.slot_item(board.viewer, index)
        assert item is not None and item.card_id == HIDDEN
        hover(table, item)
        qtbot.wait(CardPreview.DELAY_MS + 150)
        assert not board.card_preview.isVisible()
    finally:
        table.controller.shutdown()


def test_a_drag_hides_the_preview(qtbot: QtBot, turn: Table) -> None:
    board = turn.board
    preview = board.card_preview
    item = next(item for item in board.hand_items() if item.pickable)
    start = item.mapToScene(item.card_rect().center())
    hover(turn, item)
    wait_shown(qtbot, preview, item)
    turn.press(start)
    turn.move(start, board.ability_zone_point(), steps=4)
    dragging, shown = board.drag_item is item, preview.isVisible()
    qtbot.wait(CardPreview.DELAY_MS + 150)
    shown_later = preview.isVisible()
    turn.release(start)  # dropped off any target: it goes home
    assert dragging and not shown and not shown_later


def test_clicks_go_through_the_preview(qtbot: QtBot, turn: Table) -> None:
    """Even laid over the card (a window too small for a free corner), the preview passes the
    click to the card under it, and the pointer over it still rests on that card."""
    board = turn.board
    preview = board.card_preview
    viewport = board.view.viewport()
    item = board.hand_items()[0]
    pointer = hover(turn, item)
    wait_shown(qtbot, preview, item)
    preview.move(pointer - preview.rect().center())
    assert preview.geometry().contains(pointer)
    assert viewport.childAt(pointer) is None

    class Recorder(QObject):
        def __init__(self) -> None:
            super().__init__()
            self.presses: list[QObject] = []

        def eventFilter(self, watched: QObject, event: QEvent) -> bool:
            if event.type() == QEvent.Type.MouseButtonPress:
                self.presses.append(watched)
            return False

    recorder = Recorder()
    viewport.installEventFilter(recorder)
    preview.installEventFilter(recorder)
    top = board.widget().window()
    window = top.windowHandle()
    assert window is not None
    # through the window, so that Qt itself finds the widget under the pointer
    QTest.mouseClick(
        window,
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
        viewport.mapTo(top, pointer),
    )
    assert recorder.presses == [viewport]
    assert turn.messages[-1].startswith("Drag the card onto your Garrison")  # the card's click
    assert preview.isVisible() and preview.source is item


def test_a_redraw_keeps_a_card_in_place_and_drops_one_that_left(qtbot: QtBot, turn: Table) -> None:
    board = turn.board
    preview = board.card_preview
    item = next(item for item in board.hand_items() if item.pickable)
    hover(turn, item)
    wait_shown(qtbot, preview, item)
    turn.redraw()  # the same position drawn again: the card has not moved
    assert preview.isVisible() and preview.source is item
    # the card goes into the Garrison; the next player sees the table: their hand, not Ada's
    turn.play(AddToGarrison(item.card_id, True))
    assert turn.state.current != 0 and board.viewer != 0
    assert not preview.isVisible() and preview.source is None


def assert_picture_previewed(qtbot: QtBot, dialog: CardPicturesDialog, label: QLabel) -> None:
    """Resting the pointer on a card picture of ``dialog`` previews that card large, clear of
    the picture."""
    QTest.mouseMove(label, label.rect().center() + QPoint(2, 2))
    QTest.mouseMove(label, label.rect().center())
    qtbot.waitUntil(lambda: dialog.card_preview.isVisible(), timeout=3000)
    assert dialog.card_preview.source is label
    assert not dialog.card_preview.geometry().intersects(
        QRect(label.mapTo(dialog, QPoint(0, 0)), label.size())
    )


def test_the_discard_pile_and_its_list_preview_their_cards(qtbot: QtBot, turn: Table) -> None:
    board = turn.board
    preview = board.card_preview
    pile = board.discard_item
    assert pile.previewed_card() is None  # an empty pile has nothing to show
    for _ in range(60):  # play abilities until a card lies on the pile
        state = turn.state
        if state.discard and state.phase is Phase.TURN:
            break
        legal = GAME.legal_actions(state)
        uses = [action for action in legal if isinstance(action, UseAbility)]
        turn.play((uses or [a for a in legal if not isinstance(a, Cancel)])[0])
    assert turn.state.discard
    point = turn.point(pile.center_scene())
    QTest.mouseMove(board.view.viewport(), point)
    wait_shown(qtbot, preview, pile)
    board.view.setFocus()
    QTest.keyClick(board.view, Qt.Key.Key_D)  # the keyboard's way to the public pile
    assert not preview.isVisible()  # the pile's window, not the preview, over the table
    dialog = board.discard_dialog
    assert dialog is not None
    assert QTest.qWaitForWindowExposed(dialog)
    # beside the table: the offscreen platform sends the pointer to the first window under it
    dialog.move(board.widget().window().frameGeometry().right() + 20, 0)
    label = dialog.card_labels[0]
    assert_picture_previewed(qtbot, dialog, label)
    dialog.close()


def test_a_deal_breakdown_previews_its_cards_large(qtbot: QtBot) -> None:
    """The cards of a finished deal are previewed under the pointer like the discard list's
    (upright, a turned one saying which end counted)."""
    dialog = DealDialog(1, finished_deal(), ["Ada", "Ben"], [], (0, 2))
    qtbot.addWidget(dialog)
    dialog.show()
    assert QTest.qWaitForWindowExposed(dialog)
    dialog.move(1000, 0)  # clear of other windows: the offscreen pointer finds this one
    label = dialog.card_labels[(1, 0)]  # Ben's Snail, shown upside down
    assert_picture_previewed(qtbot, dialog, label)


def test_the_keyboard_cursor_shows_its_card_large(qtbot: QtBot, turn: Table) -> None:
    """←/→ walk the hand; each card the cursor rests on is previewed, as under the pointer."""
    board = turn.board
    preview = board.card_preview
    view = board.view
    view.setFocus()
    QTest.keyClick(view, Qt.Key.Key_Right)
    first = board.cards[str(board.key_focus[1])]  # type: ignore[index]
    wait_shown(qtbot, preview, first)
    QTest.keyClick(view, Qt.Key.Key_Right)
    second = board.cards[str(board.key_focus[1])]  # type: ignore[index]
    assert second is not first
    wait_shown(qtbot, preview, second)
    # it covers a corner of the table: Esc puts it away until the cursor moves on
    QTest.keyClick(view, Qt.Key.Key_Escape)
    assert not preview.isVisible() and board.key_focus is not None
    qtbot.wait(preview.DELAY_MS + 100)
    assert not preview.isVisible()
    QTest.keyClick(view, Qt.Key.Key_Left)
    wait_shown(qtbot, preview, first)
    # Esc before the preview has come: it does not come
    QTest.keyClick(view, Qt.Key.Key_Right)
    QTest.keyClick(view, Qt.Key.Key_Escape)
    qtbot.wait(preview.DELAY_MS + 100)
    assert not preview.isVisible()


def test_a_card_the_keys_showed_never_stays_large_beside_another_frame(
    qtbot: QtBot, turn: Table
) -> None:
    """After a deal's end the frame stood on one Pangolin while another stayed large, and it
    stayed over the table once the keys went to the lesson's buttons (play test): the card
    the keys showed goes when the keys leave, and never comes back beside the frame on
    another card."""
    board = turn.board
    preview = board.card_preview
    view = board.view
    view.setFocus()
    QTest.keyClick(view, Qt.Key.Key_Right)
    QTest.keyClick(view, Qt.Key.Key_Right)
    second = board.cards[str(board.key_focus[1])]  # type: ignore[index]
    wait_shown(qtbot, preview, second)
    board.key_focus = None  # the table redrawn under the frame: it is on no card now
    board.lead_with_keys()  # the frame leads again, on the first card
    led = board.cards[str(board.key_focus[1])]  # type: ignore[index]
    # put there, not moved by an arrow, it shows nothing large (play tester 146)
    assert led is not second and preview.source is None
    QTest.keyClick(view, Qt.Key.Key_Right)
    QTest.keyClick(view, Qt.Key.Key_Left)
    wait_shown(qtbot, preview, led)
    board.key_focus = None
    other = QLabel(view.window())  # the keys go to another widget of the window
    other.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
    other.show()
    other.setFocus()
    qtbot.waitUntil(lambda: view.keys_elsewhere)
    assert not preview.isVisible() and preview.source is None
    view.setFocus(Qt.FocusReason.TabFocusReason)  # back by Tab: the frame leads
    assert board.key_focus is not None and board.cursor_item.isVisible()
    framed = board.cards[str(board.key_focus[1])]  # type: ignore[index]
    qtbot.wait(preview.DELAY_MS + 100)
    assert preview.source in (None, framed)
    assert not preview.isVisible() or preview.source is framed


def test_a_known_card_of_another_hand_shows_whole_from_its_note(qtbot: QtBot) -> None:
    """The memory aid's note for a card the viewer passed left is narrow and may cut a long
    name; the viewer knows that card, so resting on the note shows it large."""
    table = make_table(qtbot, [Seat(name=name, kind="human") for name in ("Ada", "Ben", "Cy")])
    try:
        pass_to_the_left(table)
        board = table.board
        preview = board.card_preview
        assert board.memos, "the viewer passed a card to the left and knows it"
        (_, card), memo = next(iter(board.memos.items()))
        point = table.point(memo.sceneBoundingRect().center())
        viewport = board.view.viewport()
        QTest.mouseMove(viewport, point + QPoint(2, 2))
        QTest.mouseMove(viewport, point)
        wait_shown(qtbot, preview, memo)
        assert preview.source is memo and memo.previewed_card() == card
        move_off(table)
        assert not preview.isVisible()
    finally:
        table.controller.shutdown()


def test_the_card_being_used_is_not_previewed_over_its_targets(qtbot: QtBot, turn: Table) -> None:
    """Dropped on "Use ability", the card lies under the pointer while its targets are chosen:
    its preview would cover the Garrisons the targets are in, so it stays closed (the zone
    says the step); a target card itself still previews."""
    board = turn.board
    card = slot_ability(turn.state)
    assert card is not None
    turn.play(UseAbility(card))
    assert turn.state.pending is not None
    item = board.cards[card]
    hover(turn, item)
    qtbot.wait(CardPreview.DELAY_MS + 200)
    assert not board.card_preview.isVisible()
    own = board.slot_item(0, 0)
    assert own is not None and own.previewed_card() is not None
    board._preview_hover(own, True)
    wait_shown(qtbot, board.card_preview, own)


def upright_face(card: Card, size: QSize) -> QImage:
    """``card``'s face drawn upright at ``size``, as a preview paints it."""
    image = QImage(size, QImage.Format.Format_ARGB32)
    image.fill(QColor("white"))
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
    faces.draw_face(painter, QRectF(QRect(QPoint(), size)), card, table_palette())
    painter.end()
    return image


def drawn_turned(drawn: QImage, card: Card) -> bool:
    """Whether ``drawn``, a preview of ``card``, shows its face turned round rather than
    upright: the nearer of the two over the part above the band a turned card's preview
    bears (``faces.draw_turned_band``)."""
    upright = upright_face(card, drawn.size())
    turned = upright.transformed(QTransform().rotate(180))
    top = round(drawn.height() * 0.24) - 2

    def distance(image: QImage) -> int:
        return sum(
            abs(QColor(drawn.pixel(x, y)).lightness() - QColor(image.pixel(x, y)).lightness())
            for y in range(0, top, 2)
            for x in range(0, drawn.width(), 2)
        )

    return distance(turned) < distance(upright)


def test_a_turned_card_previews_upright_saying_the_value_it_counts(qapp) -> None:  # type: ignore[no-untyped-def]
    """A card turned bottom end up was previewed turned round, its words upside down and
    the band saying it is turned over its name (play test, session 59): a preview is for
    reading. It is upright, the band across its picture, clear of its name, says which value
    counts, and the top value, which does not count, is faded (upright alone, that value
    read as the one counting, play test, session 53)."""
    card = next(card for card in CARDS.values() if card.top != card.bottom)
    size = QRect(0, 0, 288, 403)

    def render(top_up: bool) -> QImage:
        item = PetalCardItem(card.id)
        item.set_look(card.id, True, top_up)
        image = QImage(size.size(), QImage.Format.Format_ARGB32)
        image.fill(QColor("white"))
        painter = QPainter(image)
        item.paint_preview(painter, QRectF(size))
        painter.end()
        return image

    upright, turned = render(True), render(False)
    assert not drawn_turned(turned, card) and not drawn_turned(upright, card)
    # the band, dark across the turned card's picture above its name, none on the upright one
    layout = faces.face_layout(QRectF(size))
    band = faces.turned_band(QRectF(size))
    name, _ability = faces.face_words(card, layout)
    assert all(band.bottom() < box.top() for box, _line in name.lines)
    middle = round(band.center().y())

    def dark(image: QImage) -> bool:
        return all(QColor(image.pixel(x, middle)).lightness() < 60 for x in (3, 284))  # its ends

    assert dark(turned) and not dark(upright)
    # the top value faded: its dark numerals lighter on the turned card's preview
    centre = layout.top_power.toPoint()
    radius = round(layout.power_radius * 0.6)

    def darkest(image: QImage) -> int:
        return min(
            QColor(image.pixel(centre.x() + dx, centre.y() + dy)).lightness()
            for dx in range(-radius, radius)
            for dy in range(-radius, radius)
        )

    assert darkest(turned) > darkest(upright) + 60


def test_a_card_rotated_in_hand_previews_upright_saying_it_is_turned(
    qtbot: QtBot, turn: Table
) -> None:
    """A hand card framed with → is previewed upright; R turns it, and its preview, upright
    still, says it is turned and which value will count (play test, sessions 53 and 59)."""
    board = turn.board
    view = board.view
    view.setFocus()
    QTest.keyClick(view, Qt.Key.Key_Right)
    item = board.cards[str(board.key_focus[1])]  # type: ignore[index]
    preview = board.card_preview
    wait_shown(qtbot, preview, item)
    card = CARDS[item.card_id]

    def previewed() -> QImage:
        return preview.grab(preview.card_rect().toRect()).toImage()

    def banded(image: QImage) -> bool:
        middle = round(faces.turned_band(QRectF(image.rect())).center().y())
        ends = (3, image.width() - 4)
        return all(QColor(image.pixel(x, middle)).lightness() < 60 for x in ends)

    assert item.top_up and not banded(previewed()) and not drawn_turned(previewed(), card)
    QTest.keyClick(view, Qt.Key.Key_R)
    qtbot.waitUntil(lambda: not item.top_up, timeout=3000)
    qtbot.waitUntil(lambda: banded(previewed()), timeout=3000)
    assert not drawn_turned(previewed(), card)
    assert preview.isVisible() and preview.source is item


def test_a_card_chosen_with_the_keyboard_closes_its_preview(qtbot: QtBot) -> None:
    """Giving a hand card for an exchange with → and Enter: the card stays where it was, and
    so would its large preview, over the Garrisons the next target is in; choosing closes it.
    Turned first with R, it keeps the end it is given with when the table is drawn anew (a
    game reopened)."""
    table = exchanging(qtbot)
    try:
        board = table.board
        view = board.view
        view.setFocus()
        QTest.keyClick(view, Qt.Key.Key_Right)
        focused = board.cards[str(board.key_focus[1])]  # type: ignore[index]
        wait_shown(qtbot, board.card_preview, focused)
        QTest.keyClick(view, Qt.Key.Key_R)
        QTest.keyClick(view, Qt.Key.Key_Return)
        pending = table.state.pending
        assert pending is not None and pending.give == focused.card_id  # the card was given
        assert pending.give_top_up is False
        assert not board.card_preview.isVisible()
        # marked "Chosen" as the first card of a swap between Garrisons is: drawn in the
        # keyboard frame's colour, it read as a second frame beside the one on the targets
        assert focused.chosen_mark == "Chosen"
        assert board.key_focus is not None and board.key_focus[0] == "slot"
        board.orientation.clear()  # as a reopened game's board knows no turn of the hand
        table.redraw()
        assert board.cards[focused.card_id].top_up is False
    finally:
        table.controller.shutdown()


def test_the_discard_window_counts_its_cards_and_shows_no_empty_box(qtbot: QtBot) -> None:
    """An empty pile says so, with no empty picture box under the words; one card is "1
    card"; more are listed oldest first."""
    from PySide6.QtWidgets import QScrollArea

    from desktop.games.petal_plotters.items import DiscardDialog
    from engine.games.petal_plotters.components import CARDS

    cards = list(CARDS)[:3]
    for shown, words, pictures in (
        ([], "The discard pile is empty.", 0),
        (cards[:1], "1 card. The discard pile is public.", 1),
        (cards, "3 cards, oldest first. The discard pile is public.", 3),
    ):
        dialog = DiscardDialog(shown)
        qtbot.addWidget(dialog)
        assert dialog.findChildren(QLabel)[0].text() == words  # the first label: its words
        assert len(dialog.card_labels) == pictures
        assert (dialog.findChild(QScrollArea) is None) == (not shown)


def test_the_discard_window_lays_a_few_cards_side_by_side(qtbot: QtBot) -> None:
    """Two cards stood at the two ends of the window, the grid's columns sharing its width."""
    from desktop.games.petal_plotters.items import DiscardDialog
    from engine.games.petal_plotters.components import CARDS

    dialog = DiscardDialog(list(CARDS)[:2])
    qtbot.addWidget(dialog)
    dialog.show()
    assert QTest.qWaitForWindowExposed(dialog)
    first, second = (label.geometry() for label in dialog.card_labels)
    assert first.top() == second.top()
    assert 0 < second.left() - first.right() <= 40


KEYBOARD_VIEWPORTS = {
    "1024×700": (1024, 584),
    "1024×700, History open": (762, 584),
    "1600×1000": (1600, 884),
    "900×1100": (900, 984),
}
"""The table's viewport in the play tester's windows."""


def hand_previews(qtbot: QtBot, table: Table) -> Iterator[tuple[PetalCardItem, QRect]]:
    """Each card of the viewer's hand framed in turn by →, with where its large preview lies
    on the view."""
    board = table.board
    board.view.setFocus()
    for _ in board.hand_items():
        QTest.keyClick(board.view, Qt.Key.Key_Right)
        focused = board.cards[str(board.key_focus[1])]  # type: ignore[index]
        wait_shown(qtbot, board.card_preview, focused)
        yield focused, board.card_preview.geometry()


@pytest.mark.parametrize("window", sorted(KEYBOARD_VIEWPORTS))
def test_the_keyboard_cursors_preview_leaves_the_total_and_its_card_clear(
    qtbot: QtBot, window: str
) -> None:
    """The cursor's card stays large as long as the cursor rests on it: in the top right corner
    it hid the table total and the moves since the player's last (90 % of that panel at
    1024×700) and a rival's panel. It now lies among the table's parts, smaller if need be,
    clear of the total and of the card it shows, and twice as large as a hand card at least."""
    table = make_table(qtbot, [Seat(name=name, kind="human") for name in ("Ada", "Ben", "Cy")])
    try:
        board = table.board
        fit_viewport(qtbot, table, *KEYBOARD_VIEWPORTS[window])
        setup_moves(table, lambda s: s.phase is Phase.TURN and s.current == 0 and s.turns >= 3)
        preview = board.card_preview
        view = board.view
        total = view.mapFromScene(board.table_layout.total).boundingRect()
        view.setFocus()
        for _ in board.focusables():
            QTest.keyClick(view, Qt.Key.Key_Right)
            item = board.cards[str(board.key_focus[1])]  # type: ignore[index]
            wait_shown(qtbot, preview, item)
            spot = preview.geometry()
            assert view.viewport().rect().contains(spot)
            assert not spot.intersects(total)
            assert not spot.intersects(card_area(table, item))
            assert preview.card_rect().width() >= 1.6 * item.width * item.scale() * view.zoom()
    finally:
        table.controller.shutdown()


@pytest.mark.parametrize("window", ["1024×700", "1600×1000"])
def test_the_preview_of_a_card_to_give_leaves_the_other_cards_to_choose_from(
    qtbot: QtBot, window: str
) -> None:
    """An exchange asks for a hand card to give: the keyboard cursor's preview of one lay over
    the next ones, glowing as targets (up to half of one at 1024×700), to keep the viewer's
    Garrison clear as when a card is added to it (play tester 193). The cards to choose from
    now weigh as what a hint frames, the Garrison no more than the rest of the table, and
    stay clear where the table has the room (in the cramped windows, 1024×700 with History
    open and 900×1100, the preview covers a little less of them than it did)."""
    table = exchanging(qtbot)
    try:
        board = table.board
        fit_viewport(qtbot, table, *KEYBOARD_VIEWPORTS[window])
        for focused, spot in hand_previews(qtbot, table):
            covered = [
                key
                for key, item in board.cards.items()
                if item.target_look
                and item is not focused
                and card_area(table, item).intersects(spot)
            ]
            assert not covered, (focused.card_id, covered)
    finally:
        table.controller.shutdown()


def exchange_with_cards_to_give(state: State, given: int) -> str | None:
    """A card the mover may play to give one of ``given`` other hand cards for a Garrison
    card, on their turn."""
    if state.phase is not Phase.TURN or len(state.hands[state.current]) != given + 1:
        return None
    return exchange_card(state)


GIVING_VIEWPORTS = {**KEYBOARD_VIEWPORTS, "1366×768": (1366, 652)}
"""The play testers' windows and play tester 197's."""


def giving(qtbot: QtBot, players: int, seed: int) -> Table:
    """People at one screen on the deal of ``seed``; the one to move has just played a card
    that exchanges one of their three other hand cards for a Garrison card (the caller shuts
    the table down)."""
    names = ("Ada", "Ben", "Cy", "Dee", "Eve")[:players]
    table = make_table(qtbot, [Seat(name=name, kind="human") for name in names], seed=seed)
    setup_moves(table, lambda s: exchange_with_cards_to_give(s, 3) is not None)
    card = exchange_with_cards_to_give(table.state, 3)
    assert card is not None
    table.play(UseAbility(card))
    return table


@pytest.mark.parametrize(
    ("window", "players", "seed"),
    [("1024×700", 4, 1), ("1024×700", 5, 3), ("1366×768", 3, 1), ("1366×768", 3, 5)],
)
def test_the_preview_of_a_card_to_give_leaves_the_cards_to_take_in_sight(
    qtbot: QtBot, window: str, players: int, seed: int
) -> None:
    """While an exchange asks for a hand card to give, the keyboard cursor's preview of one lay
    over the Garrison cards the next choice is among, the card to take (play tester 197,
    1366×768; up to half of one at 1024×700). They are now spared where that costs nothing
    else, and no more of the cards to give is covered."""
    table = giving(qtbot, players, seed)
    try:
        board = table.board
        fit_viewport(qtbot, table, *GIVING_VIEWPORTS[window])
        to_take = [board.slot_item(*slot) for slot in taken_after_give(table.state)]
        assert to_take and None not in to_take
        for focused, spot in hand_previews(qtbot, table):
            covered = [
                item.card_id
                for item in [*to_take, *board.hand_items()]
                if item is not focused
                and item is not None
                and card_area(table, item).intersects(spot)
            ]
            assert not covered, (focused.card_id, covered)
    finally:
        table.controller.shutdown()


@pytest.mark.parametrize(
    ("window", "players", "seed"),
    [("1024×700", 4, 1), ("1366×768", 4, 1), ("1366×768", 4, 7), ("900×1100", 3, 3)],
)
def test_the_preview_of_a_card_to_take_leaves_the_card_given_in_sight(
    qtbot: QtBot, window: str, players: int, seed: int
) -> None:
    """The hand card to give chosen, the keyboard cursor goes over the Garrison cards to take
    for it: the preview of one lay over the card given, its up value hidden, as if it showed
    that card (play tester 200; half of it to all of it in these windows). The card given now
    weighs as what a hint frames."""
    table = giving(qtbot, players, seed)
    try:
        board = table.board
        give = next(a for a in GAME.legal_actions(table.state) if isinstance(a, ChooseHandCard))
        table.play(give)
        fit_viewport(qtbot, table, *GIVING_VIEWPORTS[window])
        given = board.cards[give.card]
        targets = [a for a in GAME.legal_actions(table.state) if isinstance(a, ChooseSlot)]
        assert len(targets) > 1
        board.view.setFocus()
        shown = 0
        for _ in targets:
            QTest.keyClick(board.view, Qt.Key.Key_Right)
            assert board.key_focus is not None and board.key_focus[0] == "slot"
            focused = board.slot_item(*board.key_focus[1:])  # type: ignore[arg-type]
            assert focused is not None
            if focused.card_id == HIDDEN:  # a card the viewer does not know shows no preview
                continue
            shown += 1
            wait_shown(qtbot, board.card_preview, focused)
            spot = board.card_preview.geometry()
            assert not card_area(table, given).intersects(spot), (window, focused.card_id)
        assert shown
    finally:
        table.controller.shutdown()


LAST_TWO_VIEWPORTS = {**KEYBOARD_VIEWPORTS, "1366×768": (1366, 652)}
"""The play testers' windows and play tester 197's."""


@pytest.mark.parametrize("window", sorted(LAST_TWO_VIEWPORTS))
def test_the_preview_of_one_of_the_last_two_cards_leaves_the_other_in_sight(
    qtbot: QtBot, window: str
) -> None:
    """With two cards in hand, the turn that chooses the victory card: the keyboard cursor's
    preview of one lay over half of the other ("Hone…"), while the move's words named it as
    the victory card it leaves (play tester 197, 1366×768). Every other card of the hand
    weighs as what a hint frames, and stays clear of it."""
    table = make_table(qtbot, [Seat(name=name, kind="human") for name in ("Ada", "Ben", "Cy")])
    try:
        board = table.board
        fit_viewport(qtbot, table, *LAST_TWO_VIEWPORTS[window])
        setup_moves(table, lambda s: s.phase is Phase.TURN and len(s.hands[s.current]) == 2)
        shown = list(hand_previews(qtbot, table))
        assert len(shown) == 2
        for focused, spot in shown:
            (other,) = [item for item in board.hand_items() if item is not focused]
            assert not card_area(table, other).intersects(spot), (window, other.card_id)
    finally:
        table.controller.shutdown()


def test_the_cursors_preview_is_placed_again_when_the_table_is_resized(qtbot: QtBot) -> None:
    """History opened or closed, or the window resized, with the cursor's card shown large:
    the preview kept its old place and covered the table total (placed only as it came)."""
    table = make_table(qtbot, [Seat(name=name, kind="human") for name in ("Ada", "Ben", "Cy")])
    try:
        board = table.board
        view = board.view
        setup_moves(table, lambda s: s.phase is Phase.TURN and s.current == 0 and s.turns >= 3)
        preview = board.card_preview
        for window in ("1024×700", "1024×700, History open", "1600×1000", "1024×700"):
            fit_viewport(qtbot, table, *KEYBOARD_VIEWPORTS[window])
            if not preview.isVisible():
                view.setFocus()
                QTest.keyClick(view, Qt.Key.Key_Right)
                item = board.cards[str(board.key_focus[1])]  # type: ignore[index]
                wait_shown(qtbot, preview, item)

            def clear_of_the_total() -> bool:
                total = view.mapFromScene(board.table_layout.total).boundingRect()
                spot = preview.geometry()
                return view.viewport().rect().contains(spot) and not spot.intersects(total)

            qtbot.waitUntil(clear_of_the_total, timeout=2000)
            assert preview.isVisible()
    finally:
        table.controller.shutdown()


def test_a_window_opened_over_the_table_hides_the_cursors_preview(
    qtbot: QtBot, turn: Table
) -> None:
    """A lesson opened over the table takes the keyboard: the cursor's card stayed large beside
    it, and after it closed."""
    board = turn.board
    view = board.view
    window = board.widget().window()
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    view.setFocus()
    QTest.keyClick(view, Qt.Key.Key_Right)
    wait_shown(qtbot, board.card_preview, board.cards[str(board.key_focus[1])])  # type: ignore[index]
    other = QLabel("A lesson")
    qtbot.addWidget(other)
    other.show()
    other.activateWindow()
    qtbot.waitUntil(lambda: not window.isActiveWindow())
    assert not board.card_preview.isVisible()


def test_the_move_question_names_the_movers_own_cards(qtbot: QtBot) -> None:
    """ "Play this move?" is asked of the mover alone: the hand card an exchange gives and a
    card passed are named ("Exchange a hand card for…", "Pass a card" said neither), and the
    mover's Garrison is "your Garrison" ("their own Garrison", with no name before it, read
    as another player's)."""
    table = exchanging(qtbot)
    try:
        board = table.board
        board.view.setFocus()
        for key in (Qt.Key.Key_Right, Qt.Key.Key_Return):  # a hand card is given
            QTest.keyClick(board.view, key)
        shown = board.state
        assert shown is not None and shown.pending is not None
        given = told_name(faces.card_title(CARDS[str(shown.pending.give)]))
        mover, other = shown.current, (shown.current + 1) % shown.players
        other_name = board.seat_names[other]
        card = CARDS[str(shown.pending.give)]
        up = points_text(card.power(shown.pending.give_top_up))  # the end given, turned or not
        ability = told_name(faces.card_title(CARDS[shown.pending.card]))
        assert board.describe_choice(ChooseSlot(other, 0), shown) == (
            f"{ability} — Exchange {given} from your hand, with {up} up,"
            f" for card 1 of {other_name}'s Garrison"
        )
        # a card the mover sees is named, with what it counts
        own = shown.garrisons[mover][0]
        named = told_name(faces.card_title(CARDS[own.card]))
        counts = points_text(CARDS[own.card].power(own.top_up))
        assert own.face_up and board.describe_choice(ChooseSlot(mover, 0), shown).endswith(
            f"for card 1 of your Garrison ({named}, counts {counts})"
        )
        passed = told_name(faces.card_title(CARDS["frog-1"]))
        assert (
            board.describe_choice(PassCard("frog-1"), shown)
            == f"{ability} — Pass {passed} to the left"
        )
    finally:
        table.controller.shutdown()
