"""Another player's garden drawn large over the table (``FlowersBoard.look_at``): opened by a
click on their panel or by Page Down / Page Up, closed by a click, Esc or Enter; drawn from the
engine's view, projection and area scoring; nothing can be played while it shows, and the
status line says how to go back to play. Every card of another player's panel says, as the
panel does, that a click shows the garden large; a tall garden takes the sheet's height."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QSize, Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from desktop.games.flowers.board import FlowersBoard, grid_bounds
from desktop.games.flowers.items import CARD_W
from desktop.i18n import breakdown_labels, number_text, points_text, singular
from engine.core.actions import Action
from engine.core.ai.agents import make_agent
from engine.core.save import Seat
from engine.core.session import Session
from engine.games.flowers import GAME, Draw, FlowersOptions, Phase, Place, State
from engine.games.flowers.scoring import score_area

from .conftest import PLACE, Table, check_items, make_table, redraw_for
from .test_board_play import wait_my_turn
from .test_panels import good_move
from .test_small_windows import (
    HISTORY_OPEN,
    LAPTOP,
    NAMES,
    POINTS_ONLY,
    PORTRAIT,
    easy_game_until_late,
    others_card_px,
    start_at,
)
from .test_window_fit import fit_viewport

REFUSED = "Go back to your garden to play: press Esc."
BACK_TO_DRAW = "Your turn: Esc, Enter or a click takes you back to your garden to draw a card."
BACK_TO_PLACE = "Your turn: Esc, Enter or a click takes you back to your garden to place your card."


def shown_card_px(board: FlowersBoard, player: int) -> float:
    """The on-screen width of ``player``'s cards as the table draws them now."""
    return CARD_W * board.view.zoom() * board.geometry[player].scale


def covered(table: Table, scene_pos: QPointF) -> bool:
    """The sheet lies at ``scene_pos`` over everything of the table: the items above it there
    (if any) are the large garden's."""
    sheet = table.board._sheet
    items = table.board.view.items(table.point(scene_pos))
    above = items[: items.index(sheet)] if sheet in items else None
    return above is not None and all(item.zValue() > sheet.zValue() for item in above)


def assert_drawn_from_the_engine(table: Table, player: int) -> None:
    """``player``'s garden lies on the sheet, above it, every top card where its cell is, the
    overlay the engine's area scoring (✓/✗, fields, butterflies), the title their name and the
    score the engine's projection; the table under it is covered."""
    board, state = table.board, table.state
    sheet = board._sheet
    assert sheet.isVisible() and board.looking_at == player
    geometry = board.geometry[player]
    area = state.areas[player]
    for cell, pile in area.items():
        item = board.cards[pile[-1]]
        assert item.home == geometry.card_pos(cell) and item.home_scale == geometry.scale
        assert sheet.rect.contains(item.mapRectToScene(item.card_rect()))
        assert item.zValue() > sheet.zValue() and not item.pickable
    scored = score_area(area, state.summer)
    overlay = board._overlays[player]
    assert overlay.isVisible() and overlay.zValue() > sheet.zValue()
    data = overlay.data
    assert data.rects == {cell: geometry.card_rect(cell) for cell in area}
    assert data.invalid == frozenset(scored.removed_cells)
    assert data.fields == tuple(
        (field.colour, field.cells, field.scores) for field in scored.fields
    )
    assert data.butterflies == frozenset(scored.butterfly_cells)
    total = GAME.projection(GAME.view(state, board.viewer)).players[player].score
    points = ("%1 pt" if singular(total) else "%1 pts").replace("%1", number_text(total))
    assert board._labels["look-score"].text == points
    header = board._labels["look-header"]
    assert f"{table.seats[player].name}'s garden" in header.text + header.toolTip()
    # what made the score, written on the sheet: "5 pts" alone, its makings only in a
    # tooltip, left a family's newcomers guessing after their game (play tester 220)
    lines = GAME.projection(GAME.view(state, board.viewer)).players[player].lines
    made = board._labels["look-breakdown"]
    told = " ".join(made.text.split())  # as wrapped, onto one line
    over = "Final score" if state.phase is Phase.OVER else "Score if the game ended now"
    assert made.isVisible() and told == f"{over}: " + " · ".join(
        f"{label} {points_text(line.points)}"
        for label, line in zip(breakdown_labels(lines), lines, strict=True)
    )
    assert sheet.rect.contains(made.mapRectToScene(made.boundingRect()))
    for pile in state.areas[board.viewer].values():
        assert covered(table, board.cards[pile[-1]].center_scene())
    top = board.stack_item(0)
    assert top is not None and covered(table, top.center_scene())


def test_a_click_on_another_panel_shows_their_garden_large_until_a_click(qtbot: QtBot) -> None:
    """Four players late, 1024×700 with the History dock open: the other gardens are drawn
    with cards 11–16 pixels wide. A click on Cleo's panel draws hers about 40 wide, with its
    ✓/✗ marks and fields; a click on the sheet (where the stacks lie) goes back, drawing
    nothing."""
    table = make_table(qtbot, [Seat(name=name, kind="human") for name in NAMES], seed=31)
    board = table.board
    try:
        fit_viewport(qtbot, table, HISTORY_OPEN)
        start_at(table, easy_game_until_late(31))
        small = others_card_px(board)
        assert small < 16
        panel = board._panels[("area", 2)]
        assert panel.cursor().shape() == Qt.CursorShape.PointingHandCursor
        assert "Cleo's garden large" in panel.toolTip()
        table.click(board._side_rect(2).center())
        assert board.looking_at == 2
        assert shown_card_px(board, 2) >= 2.5 * small and shown_card_px(board, 2) >= 38
        assert_drawn_from_the_engine(table, 2)
        data = board._overlays[2].data
        assert data.invalid and data.fields  # a garden with marks of both kinds to read
        top = board.stack_item(0)
        assert top is not None
        table.click(top.center_scene())  # on the sheet, over the stacks
        assert board.looking_at is None and not board._sheet.isVisible()
        assert table.state.phase is Phase.DRAW and not table.played
        check_items(table)
        assert board._side_rect(2).contains(board.geometry[2].rect())
        assert not covered(table, top.center_scene())
    finally:
        table.controller.shutdown()


def test_page_down_and_page_up_page_through_the_gardens(qtbot: QtBot) -> None:
    """By keyboard, on a 900×1100 window: Page Down shows the next player's garden large (the
    viewer's own among them: the sheet closes there), Page Up the previous, ← and → page too
    while one shows, Esc and Enter go back; the keys that play are taken and refused."""
    table = make_table(qtbot, [Seat(name=name, kind="human") for name in NAMES], seed=28)
    board = table.board
    view = board.view
    try:
        fit_viewport(qtbot, table, PORTRAIT)
        start_at(table, easy_game_until_late(28))
        view.setFocus()
        seen = []
        for key in (
            Qt.Key.Key_PageDown,
            Qt.Key.Key_PageDown,
            Qt.Key.Key_Right,
            Qt.Key.Key_Right,
            Qt.Key.Key_PageUp,
            Qt.Key.Key_Left,
        ):
            QTest.keyClick(view, key)
            seen.append(board.looking_at)
        assert seen == [1, 2, 3, None, 3, 2]
        assert_drawn_from_the_engine(table, 2)
        assert shown_card_px(board, 2) >= 60
        before = table.state
        for key in (Qt.Key.Key_1, Qt.Key.Key_Up, Qt.Key.Key_Down):
            table.messages.clear()
            QTest.keyClick(view, key)
            assert board.looking_at == 2 and table.state is before
        assert table.messages == [REFUSED]
        QTest.keyClick(view, Qt.Key.Key_Escape)
        assert board.looking_at is None and not board._sheet.isVisible()
        QTest.keyClick(view, Qt.Key.Key_PageUp)
        assert board.looking_at == 3
        QTest.keyClick(view, Qt.Key.Key_Return)
        assert board.looking_at is None and table.state is before and not table.played
        check_items(table)
    finally:
        table.controller.shutdown()


def test_nothing_is_played_while_a_garden_shows_large(qtbot: QtBot, hotseat: Table) -> None:
    """Holding a drawn card: a drop on another garden is refused; with that garden shown
    large, neither a drag to their garden or to a cell of the viewer's (under the sheet), nor
    Enter, plays the card; back at the table, a click on a cell places it."""
    board = hotseat.board
    wait_my_turn(qtbot, hotseat)
    top = board.stack_item(0)
    assert top is not None
    hotseat.click(top.center_scene())
    held = board.held_item()
    state = hotseat.state
    assert held is not None and state.held is not None
    hotseat.drag(held.center_scene(), board.cell_center((0, 0), player=1))
    assert hotseat.messages[-1] == "You can only place cards in your own garden."
    place = next(action for action in GAME.legal_actions(state) if isinstance(action, Place))
    mine = board.cell_center((place.x, place.y))
    board.view.setFocus()
    QTest.keyClick(board.view, Qt.Key.Key_PageDown)
    assert board.looking_at == 1 and board._sheet.emphasis  # the viewer's turn, under it
    assert covered(hotseat, held.center_scene()) and covered(hotseat, mine)
    # named: over another's garden, "Your turn" beside their name read as theirs (play test)
    assert board._labels["look-hint"].text.startswith("Ada — Your turn")
    hotseat.drag(held.center_scene(), board.cell_center((0, 0), player=1))
    hotseat.drag(held.center_scene(), mine)
    assert board.looking_at == 1  # a drag on the sheet is no click: it stays
    QTest.keyClick(board.view, Qt.Key.Key_Return)
    assert board.looking_at is None
    assert hotseat.state is state and len(hotseat.played) == 1  # the draw alone
    hotseat.click(board.cell_center((place.x, place.y)))
    assert hotseat.played[1:] == [place]


def test_the_garden_shown_large_follows_a_computers_move(qtbot: QtBot, duel: Table) -> None:
    """Against a computer: Basil's garden stays large while he plays into it, his new card
    drawn on the sheet; when the turn comes back, the sheet says it (and is not closed)."""
    board = duel.board
    wait_my_turn(qtbot, duel)
    for _ in range(2):
        duel.play(good_move(duel.state))
    cards = len(duel.state.areas[1])
    board.view.setFocus()
    QTest.keyClick(board.view, Qt.Key.Key_PageDown)
    assert board.looking_at == 1
    wait_my_turn(qtbot, duel)
    assert len(duel.state.areas[1]) == cards + 1
    assert_drawn_from_the_engine(duel, 1)
    assert board._sheet.emphasis


def test_the_large_garden_closes_when_the_seat_at_the_screen_changes(qtbot: QtBot) -> None:
    """People taking turns at one screen: Ada looks at Cleo's garden; once Ben has the
    screen, his own garden is the large one, with no sheet over it."""
    names = ["Ada", "Ben", "Cleo"]
    table = make_table(qtbot, [Seat(name=name, kind="human") for name in names])
    board = table.board
    try:
        fit_viewport(qtbot, table, LAPTOP)
        board.view.setFocus()
        QTest.keyClick(board.view, Qt.Key.Key_PageUp)
        assert board.looking_at == 2
        for _ in range(2):  # Ada's move, as another gesture of hers would make it
            table.play(good_move(table.state))
        assert board.viewer == 1 and board.looking_at is None
        assert not board._sheet.isVisible()
        check_items(table)
    finally:
        table.controller.shutdown()


def test_the_status_line_says_how_to_play_while_a_garden_shows_large(
    qtbot: QtBot, duel: Table
) -> None:
    """Ada looks at Basil's garden as he plays; her turn comes with the sheet still open: the
    status line says that Esc or a click takes her back to draw (the keys that draw are
    refused under the sheet), then, a card in hand, to place it; back at the table it names
    the keys that play again."""
    board = duel.board
    status = board.status_label
    wait_my_turn(qtbot, duel)
    for _ in range(2):
        duel.play(good_move(duel.state))
    board.view.setFocus()
    QTest.keyClick(board.view, Qt.Key.Key_PageDown)
    wait_my_turn(qtbot, duel)
    assert board.looking_at == 1 and status.text() == BACK_TO_DRAW
    QTest.keyClick(board.view, Qt.Key.Key_Escape)
    assert status.text().startswith("Your turn: draw a card from a stack (drag it, click it")
    QTest.keyClick(board.view, Qt.Key.Key_1)
    assert duel.state.held is not None
    assert status.text() == PLACE
    duel.click(board._side_rect(1).center())
    assert board.looking_at == 1 and status.text() == BACK_TO_PLACE
    duel.click(board._sheet.rect.center())
    assert board.looking_at is None and status.text() == PLACE


def test_a_garden_shown_large_is_not_called_the_viewers(qtbot: QtBot, hotseat: Table) -> None:
    """Ben has just taken the screen: the status line says his garden is now the large one,
    but not while he reads Ada's large; back at the table, it says so again."""
    board = hotseat.board
    for _ in range(2):
        hotseat.play(good_move(hotseat.state))
    assert board.viewer == 1 and board.handed_over
    board.view.setFocus()
    QTest.keyClick(board.view, Qt.Key.Key_PageDown)
    assert board.looking_at == 0 and board.status_label.text() == BACK_TO_DRAW
    QTest.keyClick(board.view, Qt.Key.Key_Escape)
    assert board.status_label.text().startswith("Your garden is now the large one. Your turn")
    # once he has drawn, that line has gone (the window's mark before the line names him:
    # "To do — Ben", tests/desktop/shell/test_turn_line.py)
    hotseat.play(next(a for a in GAME.legal_actions(hotseat.state) if isinstance(a, Draw)))
    assert board.status_label.text().startswith("Place your card")


def maximiliane_holds_a_card(qtbot: QtBot, table: Table, start: State) -> None:
    """At 1024×700 with History open, from ``start``, Ana's table shown whoever moves: Ana
    draws and places, and Maximiliane draws."""
    fit_viewport(qtbot, table, HISTORY_OPEN)
    start_at(table, start)
    table.controller.state_changed.disconnect(table.redraw)
    table.controller.state_changed.connect(redraw_for(table, 0))
    for _move in range(3):
        table.play(good_move(table.state))


def test_every_card_of_another_panel_says_a_click_shows_the_garden_large(qtbot: QtBot) -> None:
    """At 1024×700 with the History dock open, four players late: the cards cover most of the
    other players' panels, and their tooltips hid the panel's. Every card there (the one a
    player holds too), and a name cut short, ends its tooltip with the panel's; a click on a
    card shows that garden large, as a click beside it does. On the sheet, the garden's
    cards no longer say it; the viewer's cards and the stacks never do."""
    table = make_table(qtbot, [Seat(name=name, kind="human") for name in NAMES], seed=28)
    board = table.board
    try:
        maximiliane_holds_a_card(qtbot, table, easy_game_until_late(28))
        state = table.state
        held = board.held_item()
        assert held is not None and state.current == 1

        def cue(player: int) -> str:
            return f"Click to see {NAMES[player]}'s garden large (Page Down: the next garden)"

        def cued(player: int) -> list[str]:
            return [
                board.cards[card].toolTip()
                for pile in state.areas[player].values()
                for card in pile
            ]

        for player in (1, 2, 3):
            tips = cued(player) + ([held.toolTip()] if player == 1 else [])
            assert tips and all(tip.endswith("\n" + cue(player)) for tip in tips)
            # their score's breakdown first (``test_rival_breakdown``), then the cue
            said = board._panels[("area", player)].toolTip()
            assert said == board._breakdown_tip(player, cue(player))
        assert all("Click to see" not in tip for tip in cued(0))
        tops = [board.stack_item(index) for index in range(len(state.stacks))]
        assert all("Click to see" not in top.toolTip() for top in tops if top is not None)
        name = board._labels[("header", 1)]
        assert name.text.endswith("…")
        assert name.toolTip() == f"<p>▶ {NAMES[1]}</p>{board._breakdown_tip(1, cue(1))}"
        table.click(held.center_scene())
        assert board.looking_at == 1
        table.click(board._sheet.rect.center())
        assert board.looking_at is None
        pile = max(state.areas[2].values(), key=len)
        table.click(board.cards[pile[-1]].center_scene())
        assert board.looking_at == 2
        assert all("Click to see" not in tip for tip in cued(2))
        assert all(tip.endswith(cue(3)) for tip in cued(3))
        assert table.state is state and len(table.played) == 3
    finally:
        table.controller.shutdown()


def tall_rival_garden(seed: int) -> Session:
    """Four players, Maximiliane laying her cards in three columns as far up and down as she
    can, the others as the easy computer player does, up to Ana's turn once Maximiliane's
    garden is nine rows tall and three wide: the play tester's tall, narrow garden."""
    session = Session(GAME, FlowersOptions(players=4), seed)
    agents = [make_agent("easy", seat) for seat in range(4)]
    state = session.state
    assert isinstance(state, State)
    while not (state.current == 0 and grid_bounds(list(state.areas[1]), 0, 3, 3)[3] >= 9):
        places = [action for action in GAME.legal_actions(state) if isinstance(action, Place)]
        area = state.areas[1]
        if state.current == 1 and places:
            action: Action = max(
                places, key=lambda at: (0 <= at.x <= 2, (at.x, at.y) not in area, abs(at.y))
            )
        else:
            action = agents[state.current].choose(
                POINTS_ONLY, GAME.view(state, state.current), state.current
            )
        session.apply(action)
        state = session.state
        assert isinstance(state, State)
    return session


def test_a_tall_garden_shown_large_takes_the_sheets_height(qtbot: QtBot) -> None:
    """At 1024×700 with the History dock open, a garden nine rows tall and three wide was
    drawn with cards 33 pixels wide under the sheet's title: now the title, the score, the
    keys and the card its player holds stand in a column on its left, and the garden takes
    the sheet's whole height (cards 37 pixels wide or more), clear of them. A wide garden
    keeps them above it."""
    table = make_table(qtbot, [Seat(name=name, kind="human") for name in NAMES], seed=29)
    board = table.board
    try:
        maximiliane_holds_a_card(qtbot, table, tall_rival_garden(29))
        assert grid_bounds(list(table.state.areas[1]), 0, 3, 3)[2:] == (3, 9)
        board.look_at(1)
        assert shown_card_px(board, 1) >= 37
        assert_drawn_from_the_engine(table, 1)
        sheet = board._sheet.rect
        garden = board._overlays[1].sceneBoundingRect()
        held = board.held_item()
        assert held is not None and held.zValue() > board._sheet.zValue()
        texts = [board._labels[key] for key in ("look-header", "look-score", "look-hint")]
        for item in (held, *texts):
            drawn = item.sceneBoundingRect()
            assert sheet.contains(drawn) and drawn.right() < garden.left()
        assert garden.height() > 0.9 * sheet.height()
        board.look_at(2)  # Cleo's garden is wider than tall
        cleo = board._overlays[2].sceneBoundingRect()
        assert all(label.sceneBoundingRect().bottom() < cleo.top() for label in texts)
    finally:
        table.controller.shutdown()


def test_the_sheet_grows_towards_the_felt_in_sight(qtbot: QtBot) -> None:
    """A German tester's three-player game at 1366×768: the table, held where its stacks stood
    as the gardens grew, lay left of the middle, and the sheet of a garden shown large grew as
    far past its left side as its right, off the window ("…n von Rose"). It grows towards the
    felt in sight: played move by move, as the table holds its stacks, the sheet is whole."""
    names = ["Ana", "Rose", "Iris"]
    table = make_table(qtbot, [Seat(name=name, kind="human") for name in names], seed=3)
    board = table.board
    try:
        fit_viewport(qtbot, table, QSize(1366, 631))
        agents = [make_agent("easy", seat) for seat in range(3)]
        while not GAME.is_over(table.state):
            state = table.state
            table.play(
                agents[state.current].choose(GAME, GAME.view(state, state.current), state.current)
            )
        viewport = board.view.viewport().rect()
        for seat in range(3):
            if seat == board.viewer:
                continue
            board.look_at(seat)
            assert board.looking_at == seat
            sheet = board.view.mapFromScene(board._sheet.sceneBoundingRect()).boundingRect()
            assert viewport.contains(sheet), (sheet, viewport)
        # and it follows the table fitted anew to another window (it lay where the table had
        # been held before the resize, past the window's edge)
        for size in (QSize(1024, 600), QSize(1600, 800), QSize(900, 900)):
            fit_viewport(qtbot, table, size)
            sheet = board.view.mapFromScene(board._sheet.sceneBoundingRect()).boundingRect()
            assert board.view.viewport().rect().contains(sheet), (size, sheet)
    finally:
        table.controller.shutdown()
