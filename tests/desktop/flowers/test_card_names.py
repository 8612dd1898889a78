"""Cards and placements in words: the history tells a placement by the cards it names, never by
grid coordinates, and card names read naturally in every language (each colour and each
butterfly is one source text, so its word order and endings are the translator's)."""

from __future__ import annotations

import re
from dataclasses import replace

import pytest
from PySide6.QtCore import QCoreApplication
from pytestqt.qtbot import QtBot

from desktop import i18n
from desktop.games.flowers import FlowersBoard
from desktop.games.flowers.board import place_name
from desktop.games.flowers.tutorial import OPTIONS, SEED, lesson_steps
from desktop.history import HistoryPanel
from desktop.session_controller import SessionController
from engine.core.save import Seat
from engine.core.session import Session
from engine.games.flowers import GAME, Draw, Place, State
from engine.games.flowers.components import CARDS
from tests.games.flowers.helpers import Picker, area_from, with_areas

from .conftest import Table, make_table


def _name(card: int) -> str:
    return f"{CARDS[card].colour} {CARDS[card].value}"


def _full(card: int) -> str:
    """The name of a card taken or placed, with its butterfly: "the yellow 3" did not tell it
    from a plain yellow 3 on the next stack (play test)."""
    butterfly = CARDS[card].butterfly
    return _name(card) if butterfly is None else f"{_name(card)} with a {butterfly} butterfly"


def test_the_history_tells_a_placement_by_its_cards(hotseat: Table) -> None:
    """Each placement's history entry (the window's undo list) names the card placed and a card
    it covers or touches; a card another player drew face down is "a card" to the viewer."""
    board = hotseat.board
    controller = hotseat.controller
    controller.describe = board.describe_action  # as the window does
    history: list[str] = []

    def place(x: int, y: int) -> int:
        """Draw from the face-down stack and place the card on (x, y); returns the card. (A
        card taken face up turns up the next one once placed: Undo's list starts after it.)"""
        hotseat.play(Draw(2))
        card = hotseat.state.held
        assert card is not None
        hotseat.play(Place(x, y))
        history.append(controller.undo_stack.text(controller.undo_stack.count() - 1))
        return card

    # the Summer variant: both gardens start with the purple starting card at (0, 0)
    ada = place(1, 0)
    ben = place(0, 1)
    ada_cover = place(1, 0)
    ben_below = place(0, 2)
    ada_right = place(2, 0)
    ben_left = place(-1, 1)
    ada_above = place(1, -1)
    assert history == [
        f"Ada: Place the {_full(ada)} next to the purple starting card",
        f"Ben: Place the {_full(ben)} next to the purple starting card",
        f"Ada: Place the {_full(ada_cover)} on the {_name(ada)}",
        f"Ben: Place the {_full(ben_below)} below the {_name(ben)}",
        f"Ada: Place the {_full(ada_right)} right of the {_name(ada_cover)}",
        f"Ben: Place the {_full(ben_left)} left of the {_name(ben)}",
        f"Ada: Place the {_full(ada_above)} above the {_name(ada_cover)}",
    ]
    assert not any(re.search(r"-?\d+, -?\d+", text) for text in history)
    # a card Ben drew face down: from Ada's side of the table it is unknown until it lies
    # face up in his garden, so it is named from the table the move leaves, if known
    hotseat.play(Draw(2))
    drawn = hotseat.state.held
    assert drawn is not None
    before = GAME.view(hotseat.state, 0)
    after = GAME.view(GAME.apply(hotseat.state, Place(0, 3)), 0)
    hidden = f"Place a card below the {_name(ben_below)}"
    assert board.describe_action(Place(0, 3), before) == hidden
    laid = f"Place the {_full(drawn)} below the {_name(ben_below)}"
    assert board.describe_action(Place(0, 3), before, after) == laid
    hotseat.play(Place(0, 3))  # Ben's own screen: he saw what he drew
    named = f"Ben: Place the {_name(drawn)} below the {_name(ben_below)}"
    assert controller.undo_stack.text(controller.undo_stack.count() - 1) == named
    assert not hotseat.refusals


def test_a_reopened_game_names_its_placements_in_the_history(hotseat: Table) -> None:
    """A reopened game's moves get their history entries before any table is shown: each is
    told from the table it was played on, as the screen's viewer saw it."""
    hotseat.play(Draw(2))  # face down: its placement stays in Undo's list
    card = hotseat.state.held
    assert card is not None
    hotseat.play(Place(1, 0))
    played = hotseat.controller.session
    assert played is not None
    reopened = Session(GAME, played.options, played.seed)
    for action in played.actions:
        reopened.apply(action)
    board = FlowersBoard(GAME)
    controller = SessionController()
    controller.describe = board.describe_action  # as the window does
    try:
        controller.start(reopened, hotseat.seats)
        texts = [
            controller.undo_stack.text(index) for index in range(controller.undo_stack.count())
        ]
        assert texts == [f"Ada: Place the {_name(card)} next to the purple starting card"]
        assert board.state is None  # no table was ever shown to that board
    finally:
        controller.shutdown()


LESSON_TEXTS = {
    # the last: "Play this move?", naming the cell as the garden's edges do, shown in the
    # board's window (its default size) by letters written large enough to read
    "en": (
        "Yellow 4 with a green butterfly",
        "Take the yellow 4 with a green butterfly and lay it on the orange frame, over the"
        " yellow 3",
        "Your garden starts with one card: the yellow 4 in the orange frame.",
        "Place the blue 2 right of the yellow 4",
        "Well played!",
        "Place the blue 2 right of the yellow 4 — the timer discards the blue 4",
        "Place the blue 2 at C2 (right of the yellow 4) — the timer discards the blue 4",
    ),
    "fr": (
        "4 jaune avec un papillon vert",
        "Prenez le 4 jaune avec un papillon vert et posez-le sur le cadre orange, par-dessus le"
        " 3 jaune",
        "Votre jardin commence avec une carte\u00a0: le 4 jaune dans le cadre orange.",
        "pose le 2 bleu à droite du 4 jaune",
        "Bien joué\u00a0!",
        "pose le 2 bleu à droite du 4 jaune — le compte à rebours défausse le 4 bleu",
        "Poser le 2 bleu en C2 (à droite du 4 jaune) — le compte à rebours défausse le 4 bleu",
    ),
    "de": (
        "Gelbe 4 mit einem grünen Schmetterling",
        "Nimm die gelbe 4 mit einem grünen Schmetterling und lege sie auf den orangefarbenen"
        " Rahmen, auf die gelbe 3",
        "Dein Garten beginnt mit einer Karte: Im orangefarbenen Rahmen liegt die gelbe 4.",
        "Die blaue 2 rechts neben die gelbe 4 gelegt",
        "Gut gespielt!",
        "Die blaue 2 rechts neben die gelbe 4 gelegt — danach wurde die blaue 4 abgeworfen",
        "Die blaue 2 auf C2 (rechts neben die gelbe 4) legen — danach wird die blaue 4 abgeworfen",
    ),
}


@pytest.mark.parametrize(
    ("language", "told"),
    [
        ("en", "Place the blue 2 at C2 (right of the yellow 4)"),
        ("fr", "Poser le 2 bleu en C2 (à droite du 4 jaune)"),
        ("de", "Die blaue 2 auf C2 (rechts"),
    ],
)
@pytest.mark.usefixtures("translations")
def test_a_place_named_by_the_edges_is_its_cell_not_the_card_beside_it(
    qtbot: QtBot, language: str, told: str
) -> None:
    """ "Die rote 3 links neben die blaue 3 (B2) legen": B2 is the cell the card goes to, but
    it read as the blue 3's (play tester of session 55), and so did "left of the blue 3 (B2)".
    Every language names the cell first, the card beside it in brackets after it."""
    assert i18n.install(language) == language
    board = FlowersBoard(GAME)
    qtbot.addWidget(board.widget())
    drawn = GAME.apply(GAME.new_game(OPTIONS, SEED), Draw(0))
    _shown(board, drawn)
    assert board.describe_choice(Place(1, 0), drawn).startswith(told)


def _shown(board: FlowersBoard, state: State) -> None:
    board.show_state(state, 0, GAME.legal_actions(state), GAME.projection(state), ["Ada"])


@pytest.mark.parametrize("language", sorted(LESSON_TEXTS))
@pytest.mark.usefixtures("translations")
def test_card_names_read_naturally(qtbot: QtBot, language: str) -> None:
    """The lesson's deal: a card's tooltip, the lesson naming cards, a placement in the history
    (with the card the solo timer then discards) and asked about in "Play this move?" (French
    and German tell a move done apart from a move to make: the infinitive read as an order
    in History, play test), and the praise after one move ("well played", not "nice
    game")."""
    assert i18n.install(language) == language
    title, butterfly_step, welcome, placement, praise, timed, asked = LESSON_TEXTS[language]
    steps = lesson_steps()
    state = GAME.new_game(OPTIONS, SEED)
    assert welcome in steps[0].text(state)
    board = FlowersBoard(GAME)
    qtbot.addWidget(board.widget())
    drawn = GAME.apply(state, Draw(0))
    _shown(board, drawn)
    assert board.describe_action(Place(1, 0)) == placement
    assert board.describe_action(Place(1, 0), drawn, GAME.apply(drawn, Place(1, 0))) == timed
    assert board.describe_choice(Place(1, 0), drawn) == asked
    for step in steps[1:5]:
        for action in (*step.auto, *step.expect):
            state = GAME.apply(state, action)
    _shown(board, state)
    card = board.stack_item(0)
    # the card named first, then its stack's words (``_explain_stacks``)
    assert card is not None and card.toolTip().startswith(f"{title}, ")
    assert butterfly_step in steps[5].text(state)
    assert QCoreApplication.translate("Lesson", "Well played!") == praise


def test_a_draw_is_told_by_what_the_table_shows(hotseat: Table) -> None:
    """The table never numbers its stacks: "Play this move?" and the history name the face-up
    card a draw takes, and the face-down stack by its back; Ben's table tells Ada's draw alike."""
    controller = hotseat.controller
    controller.describe = hotseat.board.describe_action  # as the window does
    state = hotseat.state
    assert state.face_up == (True, True, False)
    expected = [
        f"Take the {_full(state.stacks[0][-1])}",
        f"Take the {_full(state.stacks[1][-1])}",
        "Draw from the face-down stack",
    ]
    assert [controller.describe_move(Draw(index)) for index in range(3)] == expected
    seen_by_ben = GAME.view(state, 1)
    told = [hotseat.board.describe_action(Draw(index), seen_by_ben) for index in range(3)]
    assert told == expected
    # a card with a butterfly is named with it
    winged = next(card for card in state.stacks[2] if CARDS[card].butterfly is not None)
    shown = replace(state, stacks=((*state.stacks[0], winged), *state.stacks[1:]))
    told_winged = hotseat.board.describe_action(Draw(0), shown)
    assert told_winged == f"Take the {_full(winged)}" and " butterfly" in told_winged


def test_solo_history_names_what_the_timer_discards(qtbot: QtBot) -> None:
    """Solo History told only "Take / Draw / Place", so it could not show which face-up card
    the timer threw away each turn: each placement's row names it."""
    table = make_table(qtbot, [Seat(name="Ada", kind="human")])
    controller = table.controller
    controller.describe = table.board.describe_action  # as the window does
    discarded = []
    try:
        for draw in (Draw(0), Draw(1)):  # the face-up card, then the face-down stack's
            table.play(draw)
            table.play(next(iter(table.board.places.values())))
            discarded.append(table.state.discard[-1])
        history = HistoryPanel()
        qtbot.addWidget(history)
        session = controller.session
        assert session is not None
        history.show_moves(session, 0, controller.tell_move, controller.undo_floor())
        rows = [history.item(row).text() for row in range(history.count())]
    finally:
        controller.shutdown()
    assert rows[1].startswith("Ada: Take the ") and "timer" not in rows[1]
    assert rows[3] == "Ada: Draw from the face-down stack"
    for row, card in zip((rows[2], rows[4]), discarded, strict=True):
        assert row.startswith("Ada: Place the ")
        # with its butterfly: a plain "blue 2" hid the green butterfly a player planned around
        assert row.endswith(f" — the timer discards the {_full(card)}")


def test_a_place_names_a_card_the_garden_shows_twice_by_its_row_and_column(qapp) -> None:  # type: ignore[no-untyped-def]
    """ "Hint: place the blue 3 above the blue 4" in a garden of four blue 4s named none of
    them (play test): a card whose name shows once is preferred, else the name is told with
    its row and column, counted as the garden's edges count them, the free ring round its
    cards too (``place_name``): counted from its top left card, "row 2, column 2" named a
    cell the edges had called B6 (play tester 157)."""
    blue_4 = [card.id for card in CARDS if card.colour == "blue" and card.value == 4]
    red_2 = next(card.id for card in CARDS if card.colour == "red" and card.value == 2)
    area = {(0, 0): (blue_4[0],), (1, 0): (blue_4[1],), (1, -1): (red_2,)}
    assert FlowersBoard._where(area, (1, 1)) == "below the blue 4 in row 3, column 3"
    assert place_name(area, (1, 0)) == "C3"
    assert FlowersBoard._where(area, (2, -1)) == "right of the red 2"
    # touching a blue 4 (below) and the red 2 (right): the red 2 names it
    assert FlowersBoard._where(area, (0, -1)) == "left of the red 2"
    assert FlowersBoard._where(area, (-1, 0)) == "left of the blue 4 in row 3, column 2"
    assert FlowersBoard._where(area, (0, 0)) == "on the blue 4 in row 3, column 2"
    assert place_name(area, (0, 0)) == "B3"
    assert FlowersBoard._where(area, (1, -1)) == "on the red 2"
    # told once played (History), no row or column: they went stale as the garden grew; the
    # side of the garden it alone lies nearest tells it from its twin (session 56)
    told = FlowersBoard._where(area, (-1, 0), locate=False, told=True)
    assert told == "left of the leftmost blue 4"
    told = FlowersBoard._where(area, (2, 0), locate=False, told=True)
    assert told == "right of the rightmost blue 4"
    # one above the other, by the garden's top and bottom: "on the top blue 4" read as a
    # pile's top card (play tester 194)
    column = {(0, 0): (blue_4[0],), (0, 1): (blue_4[1],)}
    told = FlowersBoard._where(column, (0, 0), locate=False, told=True)
    assert told == "on the uppermost blue 4"
    told = FlowersBoard._where(column, (0, 1), locate=False, told=True)
    assert told == "on the lowest blue 4"
    # the pointer on the cell shows which (a tooltip)
    assert FlowersBoard._where(area, (-1, 0), locate=False) == "left of the blue 4"


def holding_beside(hotseat: Table, rows: str) -> None:
    """Ada, her first card drawn and held, is shown her garden as ``rows`` draw it
    (``area_from``), of cards neither a stack's top, a garden nor her hand shows."""
    hotseat.play(Draw(0))
    state = hotseat.state
    picker = Picker()
    picker.used.update(pile[-1] for stack in state.stacks if (pile := stack))
    picker.used.update(card for area in state.areas for pile in area.values() for card in pile)
    assert state.held is not None
    picker.used.add(state.held)
    shown = with_areas(state, [area_from(rows, picker), state.areas[1]])
    legal = GAME.legal_actions(shown)
    hotseat.board.show_state(GAME.view(shown, 0), 0, legal, GAME.projection(shown), ["Ada", "Ben"])


def test_a_cells_tooltip_names_no_row_or_column_where_the_question_does(hotseat: Table) -> None:
    """Tooltips said "on the blue 4 in row 4, column 1" over one cell and "on the yellow 4"
    over the next (play tester 127). The pointer on the cell shows where: the card named is
    enough, shown once or twice. Read away from the cell ("Play this move?"), the
    cell is named by the garden's edges, which tell a card shown twice apart."""
    board = hotseat.board
    holding_beside(hotseat, "P B4 Y4\n. B4 .")
    covered = {(1, 0): "on the blue 4", (1, 1): "on the blue 4", (2, 0): "on the yellow 4"}
    beside = {(3, 0): "right of the yellow 4", (0, 1): "left of the blue 4"}
    for cell, where in {**covered, **beside}.items():
        said = board.targets[cell].toolTip()
        assert f" {where}. Your score would be " in said, said
        assert "row" not in said and "column" not in said, said
    hinted = board.describe_choice(board.places[(1, 1)], board.state)
    assert hinted.endswith(" at C3 (on the blue 4)"), hinted
    yellow = board.describe_choice(board.places[(2, 0)], board.state)
    assert yellow.endswith(" at D2 (on the yellow 4)"), yellow
