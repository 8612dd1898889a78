"""Small and portrait windows with other players: four players late in a game at 900×1100, a
wide and short garden at 1024×700, three other gardens beside a tall one in a large window;
and, between people taking turns at one screen, a word that the large garden changed hands."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QSize, Qt
from pytestqt.qtbot import QtBot

from desktop import i18n
from desktop.games.flowers import board as flowers_board
from desktop.games.flowers.board import CELL_H, CELL_W, FlowersBoard
from desktop.games.flowers.faces import value_badges
from desktop.games.flowers.items import CARD_W, under_tab
from engine.core.actions import Action
from engine.core.ai.agents import make_agent
from engine.core.save import Seat
from engine.core.session import Session
from engine.games.flowers import GAME, Draw, FlowersOptions, Phase, Place, State
from engine.games.flowers.ai import (
    _DRAWN_SHARE,
    _GROWTH_PER_TURN,
    _garden_value,
    turns_left,
)
from engine.games.flowers.game import FlowersGame

from .conftest import Table, make_table, redraw_for
from .test_panels import assert_panels_fit, good_move
from .test_window_fit import fit_viewport, shows_everything, smallest_text_px

PORTRAIT = QSize(900, 991)
"""The table's room in a 900×1100 window."""
LAPTOP = QSize(1024, 591)
"""The table's room in a 1024×700 window."""
HISTORY_OPEN = QSize(762, 591)
"""The table's room in a 1024×700 window with the History dock open."""
NAMES = ["Ana", "Maximiliane von Hohenzollern", "Cleo", "Dmitri"]


def others_card_px(board: FlowersBoard) -> float:
    """The on-screen width of the smallest other player's card."""
    zoom = board.view.zoom()
    return min(
        CARD_W * zoom * geometry.scale
        for player, geometry in board.geometry.items()
        if player != board.viewer
    )


def assert_panels_apart(board: FlowersBoard) -> None:
    """Every panel lies apart from the others; every other garden inside its own panel."""
    rects = [panel.rect for panel in board._panels.values() if panel.isVisible()]
    for index, first in enumerate(rects):
        for second in rects[index + 1 :]:
            assert not first.intersects(second)
    for player in board._others:
        assert board._side_rect(player).contains(board.geometry[player].rect())


def start_at(table: Table, session: Session) -> None:
    """Show the table of ``session`` (played offline: quicker than move by move), laid out
    afresh as the window opens a game, on a board of its own: the board's table of the game
    before is no arrangement in use."""
    table.board._first_layout = True
    table.controller.start(session, table.seats)


class PointsOnlyFlowers(FlowersGame):
    """Flowers whose computer players judge by points alone, as they did before a win counted
    once the end is sure (``WIN_POINTS``), and before the chance that the others end the game
    first weighed on those points (``estimated_score``), and before a short stack bounded
    the turns left (``turns_left``, play tester 212): the tables these tests were drawn from,
    many cards still stacked, came from such games, and a seat that leads now ends the game
    sooner."""

    def evaluate(self, state: State, player: int) -> float:
        turns = turns_left(state, player)
        if turns and state.players > 1:
            turns = _DRAWN_SHARE * cards_left(state) / state.players
        return _garden_value(state, player, turns) + _GROWTH_PER_TURN * turns


POINTS_ONLY = PointsOnlyFlowers()


def easy_game_until_late(seed: int, players: int = 4) -> Session:
    """Four players (or ``players``) moving as the easy computer player does, up to Ana's turn
    with a dozen cards left in the stacks: her garden has grown taller than wide, as the play
    tester's had, and the others' gardens have grown too."""
    session = Session(GAME, FlowersOptions(players=players), seed)
    agents = [make_agent("easy", seat) for seat in range(players)]
    state = session.state
    assert isinstance(state, State)
    while not (state.current == 0 and state.phase is Phase.DRAW and cards_left(state) <= 12):
        seat = state.current
        session.apply(agents[seat].choose(POINTS_ONLY, GAME.view(state, seat), seat))
        state = session.state
        assert isinstance(state, State)
    return session


def cards_left(state: State) -> int:
    return sum(len(stack) for stack in state.stacks)


def test_four_players_late_in_a_portrait_window_read_every_garden(qtbot: QtBot) -> None:
    """The play tester's report: at 900×1100 the panels' legend read at 7.4 pixels and the
    other players' cards were 11 to 17 pixels wide. Now the panels stand above the garden and
    the other gardens in two columns beside it: the garden gives a little of its size."""
    table = make_table(qtbot, [Seat(name=name, kind="human") for name in NAMES], seed=29)
    board = table.board
    try:
        fit_viewport(qtbot, table, PORTRAIT)
        start_at(table, easy_game_until_late(29))
        assert board.view.is_auto_fit() and shows_everything(board)
        assert smallest_text_px(board) >= 9.0
        assert others_card_px(board) >= 24
        # the garden stays larger than the other gardens by far, and 70% as large as the
        # arrangement that draws it largest
        sizes = board._sizes(table.state)
        largest = max(
            sizes.weigh(shape, PORTRAIT.width(), PORTRAIT.height()).garden
            for shape in flowers_board.shapes(sizes)
        )
        assert board.view.zoom() >= largest * flowers_board.GARDEN_LEAST
        assert board.view.zoom() * CARD_W >= 1.4 * others_card_px(board)
        assert_panels_fit(table)
        assert_panels_apart(board)
    finally:
        table.controller.shutdown()


def test_a_narrow_panel_with_room_writes_the_score_beside_the_name(qtbot: QtBot) -> None:
    """A narrow panel grown into the felt wrote "Amélie" over "−14 pts" with room to spare
    beside it (play test): the score goes under the name only where the two do not fit side
    by side, the name with the turn's ▶ and any score the game may reach (``WIDEST_SCORE``:
    measured with the score of the moment, the title changed its form from turn to turn, play
    tester 142). "Amélie" with "−88 pts" no longer fits there; "Ida" does."""
    seats = [Seat(name="Julien", kind="human"), Seat(name="Ida", kind="human")]
    table = make_table(qtbot, seats, seed=15)
    board = table.board
    try:
        fit_viewport(qtbot, table, HISTORY_OPEN)
        start_at(table, easy_game_until_late(15, players=2))
        assert board.arrangement.narrow
        name = board._labels[("header", 1)]
        score = board._labels[("score", 1)].sceneBoundingRect()
        assert name.text == "Ida"  # whole
        assert score.left() >= name.sceneBoundingRect().right()
        assert score.top() < name.sceneBoundingRect().bottom()  # on the name's row
        assert board._side_rect(1).contains(score)
    finally:
        table.controller.shutdown()


def lay_in_a_row(state: State) -> Action:
    """Ana lays her cards in one row, as far out as she can (a wide, short garden); the others
    play ``good_move``."""
    legal = GAME.legal_actions(state)
    if state.current != 0 or isinstance(legal[0], Draw):
        return good_move(state)
    places = [action for action in legal if isinstance(action, Place)]
    return max(places, key=lambda place: (place.y == 0, abs(place.x), place.x))


def test_a_wide_short_garden_in_a_laptop_window_keeps_its_text_legible(qtbot: QtBot) -> None:
    """The play tester's report: a wide, short garden with the other players' panels beside
    it left no felt to spare at 1024×700, and the smallest text read at 7 pixels. Now the
    other panels stand under the garden, beside the stacks, the hand and the score."""
    table = make_table(qtbot, [Seat(name=name, kind="human") for name in NAMES], seed=1)
    board = table.board
    try:
        fit_viewport(qtbot, table, LAPTOP)
        session = Session(GAME, FlowersOptions(players=4), 1)
        while not (len(session.state.areas[0]) >= 8 and session.state.current == 0):
            session.apply(lay_in_a_row(session.state))
        start_at(table, session)
        sizes = board._sizes(table.state)
        assert sizes.grid_w >= 10 * CELL_W and sizes.grid_h <= 4 * CELL_H  # wide and short
        assert board.view.is_auto_fit() and shows_everything(board)
        # 9 pixels as weighed, the score panel measured at the layout before (its lines wrap
        # a little differently at another panel scale)
        assert smallest_text_px(board) >= 8.95
        assert others_card_px(board) >= 24
        assert board.arrangement.others == "beneath"
        # as large a garden as side by side, nearly, where the text read at 7 pixels
        side_by_side = sizes.weigh(flowers_board.Arrangement(), LAPTOP.width(), LAPTOP.height())
        assert side_by_side.text * 10 / 72 * 96 < 7
        assert board.view.zoom() >= side_by_side.garden * 0.97
        assert_panels_fit(table)
        assert_panels_apart(board)
        # the panels under the garden stand beside the stacks, the hand and the score
        score = board._panels["score"].rect
        for player in board._others:
            assert board._side_rect(player).left() > score.right()
    finally:
        table.controller.shutdown()


def test_the_history_dock_open_in_a_laptop_window_keeps_the_text_legible(qtbot: QtBot) -> None:
    """The play tester's report: at 1024×700 with the History dock open, three players late in
    a game, the legend read at 5.5 pixels. Now the other players' panels beside the garden are
    narrow, a long name over the score: the text reads at 9 pixels, the viewer's cards stay
    28 pixels wide (cells of 32 by 43 to drop on), the other players' 12."""
    table = make_table(qtbot, [Seat(name=name, kind="human") for name in NAMES[:3]], seed=28)
    board = table.board
    try:
        fit_viewport(qtbot, table, HISTORY_OPEN)
        start_at(table, easy_game_until_late(28, players=3))
        assert board.view.is_auto_fit() and shows_everything(board)
        assert smallest_text_px(board) >= 8.95  # 9 as weighed (see the wide garden's test)
        assert board.arrangement.narrow and board.arrangement.others == "right"
        assert board.view.zoom() * CARD_W >= 28
        assert others_card_px(board) >= 12
        assert_panels_fit(table)
        assert_panels_apart(board)
        # a long name over the score, both inside the panel, apart, the score whole
        for player in board._others:
            name = board._labels[("header", player)].sceneBoundingRect()
            score = board._labels[("score", player)]
            assert score.text.endswith(("pt", "pts"))
            assert not score.sceneBoundingRect().intersects(name)
            if NAMES[player] == "Maximiliane von Hohenzollern":
                assert score.sceneBoundingRect().top() >= name.bottom() - 0.01
            assert board._side_rect(player).contains(score.sceneBoundingRect())
            unit = board.arrangement.scale
            assert board._side_rect(player).width() < flowers_board.SIDE_MIN_W * unit
        # a card drawn, the one another player holds lies in their panel's corner, clear of
        # their name
        table.controller.state_changed.disconnect(table.redraw)
        table.controller.state_changed.connect(redraw_for(table, 0))
        for _move in range(3):  # Ana draws and places, Maximiliane draws
            table.play(good_move(table.state))
        held = board.held_item()
        assert held is not None and table.state.current == 1
        card = held.mapRectToScene(held.card_rect())
        assert board._side_rect(1).contains(card)
        assert not card.intersects(board._labels[("header", 1)].sceneBoundingRect())
    finally:
        table.controller.shutdown()


def test_narrow_panels_only_where_no_other_arrangement_reads() -> None:
    """Pure sizes: two players late in a game (a 10 by 11 garden, the other 9 by 9). With the
    History dock open at 1024×700, no arrangement with panels of the usual width gives legible
    text; narrow ones do, the garden keeping 70% of its largest size. In larger windows the
    table stays as it was."""
    sizes = flowers_board.TableSizes(
        grid_w=10 * CELL_W, grid_h=11 * CELL_H, score_h=330, others=((9, 9),)
    )
    width, height = HISTORY_OPEN.width(), HISTORY_OPEN.height()
    assert all(
        sizes.weigh(arrangement, width, height).text < flowers_board.LEGIBLE
        for arrangement in flowers_board.arrangements(sizes)
    )
    chosen = flowers_board.choose_arrangement(sizes, width, height)
    weight = sizes.weigh(chosen, width, height)
    assert chosen.narrow
    assert weight.text >= flowers_board.LEGIBLE
    largest = max(sizes.weigh(shape, width, height).garden for shape in flowers_board.shapes(sizes))
    assert weight.garden >= largest * flowers_board.GARDEN_LEAST
    for width, height in ((1024, 591), (1366, 659), (1600, 891), (1920, 971)):
        assert not flowers_board.choose_arrangement(sizes, width, height).narrow


def test_three_other_gardens_beside_a_tall_one_stand_in_columns() -> None:
    """Pure sizes: in a large window, three other gardens in one column beside a tall garden
    were drawn with cards of 20 pixels (23 to 26 since a column's panels share its height);
    in two columns, 33, with the garden and the text as large as before."""
    sizes = flowers_board.TableSizes(
        grid_w=7 * CELL_W, grid_h=11 * CELL_H, score_h=280, others=((6, 7), (7, 4), (4, 7))
    )
    for width, height in ((1600, 891), (1920, 971)):
        chosen = flowers_board.choose_arrangement(sizes, width, height)
        weight = sizes.weigh(chosen, width, height)
        # the largest garden one column allows with comfortable text
        one_column = [
            sizes.weigh(arrangement, width, height)
            for arrangement in flowers_board.arrangements(sizes)
            if arrangement.others == "right" and arrangement.columns == 1
        ]
        best = max(
            (one for one in one_column if one.text >= flowers_board.COMFORTABLE),
            key=lambda one: one.garden,
        )
        assert best.others * CARD_W < 27
        assert chosen.columns >= 2
        assert weight.others * CARD_W >= 30
        assert weight.garden >= best.garden * 0.99
        assert weight.text >= flowers_board.COMFORTABLE


def test_a_large_window_keeps_its_garden_and_text() -> None:
    """Pure sizes: where the table already reads well (the garden at its largest, readable
    text, the other gardens' colours seen), the garden is not traded for larger other
    gardens, nor the text, but to bring the other gardens' values towards legible
    (``OTHERS_VALUES``: the weights of ``OTHERS_CLEARER``), and never under ``READABLE``.
    Narrow panels that would hide the values wide ones show are not taken (play tester 188):
    here wide ones draw the garden 6% smaller, the rivals' cards 36 pixels wide, not 30."""
    sizes = flowers_board.TableSizes(
        grid_w=7 * CELL_W, grid_h=7 * CELL_H, score_h=280, others=((5, 8), (7, 5), (5, 7))
    )
    largest = max(sizes.weigh(shape, 1600, 891).garden for shape in flowers_board.shapes(sizes))
    weight = sizes.weigh(flowers_board.choose_arrangement(sizes, 1600, 891), 1600, 891)
    assert weight.garden >= largest * 0.94
    assert weight.garden >= largest * 0.98 or weight.others >= flowers_board.OTHERS_VALUES
    assert weight.text >= flowers_board.READABLE
    assert weight.others >= flowers_board.OTHERS_READ


def test_the_screen_changing_hands_is_said_on_the_table(qtbot: QtBot, hotseat: Table) -> None:
    """Two people at one screen: when Ben takes it, the large garden becomes his at once; a
    note over the table says so for a few seconds, over no card and taking no click, and the
    status line says so until his first move."""
    board = hotseat.board
    assert not board.handed_over and not board.seat_note.isVisible()
    hotseat.play(Draw(0))
    hotseat.play(Place(1, 0))
    assert board.viewer == 1
    assert board.handed_over
    note = board.seat_note
    assert note.isVisible() and "Ben" in note.text()
    assert board.status_label.text().startswith("Your garden is now the large one.")
    assert note.testAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
    assert board._seat_note_timer.isActive()
    assert board._seat_note_timer.interval() == flowers_board.SEAT_NOTE_MS
    viewport = board.view.viewport().rect()
    assert viewport.contains(note.geometry())
    for item in board.cards.values():
        shown = board.view.mapFromScene(item.sceneBoundingRect()).boundingRect()
        assert not shown.intersects(note.geometry())
    # Ben plays on the table as ever; his first move ends the word
    stack = board.stack_item(0)
    assert stack is not None
    hotseat.click(stack.center_scene())
    assert hotseat.state.held is not None and hotseat.state.current == 1
    assert not board.handed_over and not note.isVisible()
    assert "now the large one" not in board.status_label.text()


def test_the_note_of_the_screen_changing_hands_covers_no_offered_cell(
    qtbot: QtBot, hotseat: Table
) -> None:
    """Undo gave the screen back to Ada, holding the card she drew: the note lay over her
    garden's top row, which is offered then, and hid the keyboard's frame there (play test).
    The status line says whose garden is large."""
    board = hotseat.board
    hotseat.play(Draw(2))  # face down: its placement turns up no card, and may be undone
    hotseat.play(Place(1, 0))
    assert board.viewer == 1 and board.seat_note.isVisible()
    hotseat.controller.undo()
    qtbot.waitUntil(lambda: board.viewer == 0)
    assert board.handed_over and board.places
    assert not board.seat_note.isVisible()
    assert board.status_label.text().startswith("Your garden is now the large one.")


def test_against_the_computer_the_table_stays_with_its_player(qtbot: QtBot, duel: Table) -> None:
    """The computer's move does not change the seat at the screen: no note."""
    board = duel.board
    duel.play(Draw(0))
    duel.play(Place(1, 0))
    qtbot.waitUntil(lambda: duel.state.current == 0 and board.my_turn(), timeout=5000)
    assert board.viewer == 0
    assert not board.handed_over and not board.seat_note.isVisible()


@pytest.mark.parametrize(
    ("language", "said"),
    [
        ("en", "Ben, your turn — your garden is now the large one"),
        ("fr", "Ben, à vous de jouer\u00a0: votre jardin est affiché en grand"),
        ("de", "Ben, du bist dran — dein Garten ist jetzt groß dargestellt"),
    ],
)
@pytest.mark.usefixtures("translations")
def test_the_note_of_the_screen_changing_hands_names_the_player_once(
    qtbot: QtBot, language: str, said: str
) -> None:
    """ "À Ben de jouer — le jardin de Ben est désormais affiché en grand" said the name twice
    (play test): the garden is told by a word that stands for it, spoken to Ben as the line
    under it is ("Your garden is now the large one."): "Ben's turn — their garden is now the
    large one" read as two people's words (play tester 220)."""
    assert i18n.install(language) == language
    table = make_table(qtbot, [Seat(name=name, kind="human") for name in ("Ada", "Ben")])
    try:
        table.play(Draw(0))
        table.play(next(a for a in GAME.legal_actions(table.state) if isinstance(a, Place)))
        note = table.board.seat_note
        assert note.isVisible() and table.board.viewer == 1
        assert note.text() == said
        # wrapped, as high as its lines: beside History, one line high, the two lines of the
        # German were cut at their tops and feet (play tester 222)
        for width in (1366, 700):
            fit_viewport(qtbot, table, QSize(width, 700))
            assert note.height() >= note.heightForWidth(note.width()), width
    finally:
        table.controller.shutdown()
        i18n.install("en")


@pytest.mark.parametrize("size", [LAPTOP, HISTORY_OPEN])
@pytest.mark.usefixtures("translations")
def test_the_note_of_the_screen_changing_hands_stays_over_the_garden(
    qtbot: QtBot, size: QSize
) -> None:
    """In German at 1024×700, "Björn ist dran — der Garten von Björn ist jetzt groß
    dargestellt" (the name said twice then) ran over the stacks beside the garden: it wraps
    within the garden's panel."""
    assert i18n.install("de") == "de"
    seats = [Seat(name=name, kind="human") for name in ("Jürgen", "Anne", "Björn")]
    table = make_table(qtbot, seats)
    try:
        fit_viewport(qtbot, table, size)
        board = table.board
        table.play(Draw(0))
        table.play(next(a for a in GAME.legal_actions(table.state) if isinstance(a, Place)))
        note = board.seat_note
        assert note.isVisible() and board.viewer == 1
        panel = board.view.mapFromScene(board._garden_panel_rect()).boundingRect()
        assert panel.left() <= note.x() and note.geometry().right() <= panel.right()
        for item in board.cards.values():  # still over no card
            shown = board.view.mapFromScene(item.sceneBoundingRect()).boundingRect()
            assert not shown.intersects(note.geometry())
    finally:
        table.controller.shutdown()
        i18n.install("en")


def test_the_garden_title_is_written_smaller_rather_than_cut(qtbot: QtBot) -> None:
    """Solo at 1280×700, the panels grow to scale 2.1 beside a garden five columns wide: the
    viewer's garden title, as large as their text (31.5 points), read "Player 1's ga…" (now
    "Your garden (Player 1)"). It is
    written smaller instead, never under ``TITLE_PT``, and stays whole. The player keeps to
    five columns: the garden grows tall, and the panels large beside it."""
    table = make_table(qtbot, [Seat(name="Player 1", kind="human")], seed=1)
    fit_viewport(qtbot, table, QSize(1280, 700))
    board = table.board
    rng = random.Random(1)
    largest = 0.0
    while not GAME.is_over(table.state):
        legal = GAME.legal_actions(table.state)
        narrow = [a for a in legal if not isinstance(a, Place) or abs(a.x) <= 2]
        table.play(rng.choice(narrow or list(legal)))
        header = board._labels[("header", board.viewer)]
        assert header.text == "Your garden (Player 1)" and not header.toolTip()
        assert header.font.pointSizeF() >= flowers_board.TITLE_PT
        largest = max(largest, board.arrangement.header_pt())
    assert largest > 30  # the panels grew as large as in the play test's window
    table.controller.shutdown()


def test_a_small_panel_s_covered_count_keeps_off_the_card_s_value(qtbot: QtBot) -> None:
    """Four players in a maximised 1366×768 window: in the other players' small panels the tab
    counting the cards under a card touched that card's upside-down value, and the two read as
    one number ("1 2", play test). The tab stays a few pixels clear of both of the card's
    values on screen."""
    table = make_table(qtbot, [Seat(name=name, kind="human") for name in NAMES], seed=5)
    board = table.board
    try:
        fit_viewport(qtbot, table, QSize(1366, 640))
        start_at(table, easy_game_until_late(5))
        view = board.view
        covering = [
            board.cards[pile[-1]]
            for player, area in enumerate(table.state.areas)
            if player != board.viewer
            for pile in area.values()
            if len(pile) > 1
        ]
        assert covering
        assert others_card_px(board) < 32  # small: its upright value grown (``value_badges``)
        for item in covering:
            rect = item.card_rect()
            tab = view.mapFromScene(item.mapRectToScene(under_tab(rect))).boundingRect()
            assert rect.contains(under_tab(rect))
            for badge in value_badges(rect, view.zoom() * item.scale()):  # as drawn
                value = view.mapFromScene(item.mapRectToScene(badge)).boundingRect()
                assert not tab.adjusted(-2, -2, 2, 2).intersects(value)
    finally:
        table.controller.shutdown()
