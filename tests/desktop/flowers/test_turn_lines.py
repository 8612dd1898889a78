"""A Flowers turn told whole on one line (``FlowersBoard.describe_turn``), in the move log
beside the table and in the moves since a player's last: "Ada: Take the green 4 and place it
right of the blue 1". Told move by move, a turn took two rows, and the placement named again
the card just taken (play tester, session 53)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from desktop import i18n
from desktop.games.flowers import FlowersBoard
from desktop.games.flowers.items import flower_name
from desktop.history import PlayedMove, TurnLine
from desktop.main_window import MainWindow
from engine.core.save import Seat
from engine.core.session import Session
from engine.games.flowers import GAME, Draw, Place, State
from tests.desktop.finished_game import open_finished
from tests.desktop.shell.on_screen import logged_window
from tests.desktop.shell.test_move_log import click_row, emit, logged_moves, start, told_to

JOINED = " and place it "


@pytest.fixture
def window(qtbot: QtBot) -> Iterator[MainWindow]:
    """The window with the move log turned on."""
    yield from logged_window(qtbot)


def card_placed(window: MainWindow, index: int) -> str:
    """The name of the card move ``index`` of the game placed ("green 4")."""
    session = window.controller.session
    assert session is not None
    action = session.action_at(index)
    assert isinstance(action, Place)
    return card_name(session.state_at(index + 1), session.mover_at(index), action)


def card_name(after: State, mover: int | None, placed: Place) -> str:
    """The name of the card ``mover`` placed by ``placed``, on the table ``after`` it."""
    assert mover is not None
    return flower_name(after.areas[mover][(placed.x, placed.y)][-1])


def where_placed(window: MainWindow, index: int) -> str:
    """Where History's words of placement ``index`` ("Ada: Place the green 4 right of the
    blue 1") say the card went: "right of the blue 1", and what then came of it."""
    words = told_to(window, 0)[index].partition(": ")[2]
    prefix = f"Place the {card_placed(window, index)} "
    assert words.startswith(prefix)
    return words.removeprefix(prefix)


def test_the_log_tells_a_turn_on_one_row_its_draw_and_its_placement(
    qtbot: QtBot, window: MainWindow
) -> None:
    """Ada's turn and Robo's are a row each, in History's words of the draw and of where
    the card went, and the moves since Ada's last turn tell Robo's on one line too."""
    start(window, "flowers", (Seat(name="Ada"), Seat(name="Robo", kind="easy")))
    session = window.controller.session
    assert session is not None
    face_up = min(a.stack for a in session.game.legal_actions(session.state))
    assert isinstance(session.state, State) and session.state.face_up[face_up]
    window.board.action_chosen.emit(Draw(stack=face_up))  # type: ignore[union-attr]
    assert logged_moves(window) == told_to(window, 0)  # a turn in progress: its draw
    emit(window, Place)
    qtbot.waitUntil(lambda: session.cursor == 4 and window.controller.current_player() == 0)
    qtbot.waitUntil(lambda: len(logged_moves(window)) == 2)
    drew, _placed, robo_drew, _robo_placed = told_to(window, 0)
    ada, robo = logged_moves(window)
    assert ada == f"{drew}{JOINED}{where_placed(window, 1)}"
    assert robo.startswith("Robo: ") and robo.endswith(JOINED + where_placed(window, 3))
    if "face-down" not in robo_drew:  # a card taken from a face-up stack: named as taken
        assert robo.startswith(robo_drew + JOINED)
    news = window.controller.moves_since(0)
    assert news.moves == (robo,) and news.told == 2 and news.last_turn == robo
    assert window.board is not None and window.board.news.moves == (robo,)


def test_a_face_down_draw_is_named_only_once_its_card_is_placed(
    qtbot: QtBot, window: MainWindow
) -> None:
    """Ben draws from the face-down stack: while he holds the card the log names it to no
    one (to him neither, as History's draw words do not); once placed it lies face up for
    all, and his row names it as History's placement does, the same to Ada, who never saw
    it in his hand, and to him."""
    start(window, "flowers", (Seat(name="Ada"), Seat(name="Ben")))
    session, board = window.controller.session, window.board
    assert session is not None and board is not None
    emit(window, Draw)
    emit(window, Place)
    face_down = max(a.stack for a in session.game.legal_actions(session.state))
    assert isinstance(session.state, State) and not session.state.face_up[face_down]
    board.action_chosen.emit(Draw(stack=face_down))
    held = session.state.held
    assert held is not None and session.game.view(session.state, 0).held != held
    drawn = logged_moves(window)[-1]
    assert drawn == "Ben: Draw from the face-down stack"
    emit(window, Place)
    assert told_to(window, 0)[3] == told_to(window, 1)[3]  # History names it to both
    card, where = card_placed(window, 3), where_placed(window, 3)
    row = f"Ben: Draw the {card} from the face-down stack{JOINED}{where}"
    assert logged_moves(window)[-1] == row
    for viewer in (0, 1):
        for for_all in (False, True):
            told = window.controller.tell_turn(range(2, 4), viewer, for_all)
            assert [line.words for line in told] == [row]
    assert window.controller.moves_since(0).moves == (row,)


def test_a_click_on_a_turns_row_shows_the_table_after_the_turn(
    qtbot: QtBot, window: MainWindow
) -> None:
    """The row of a whole turn stands for the table after its placement: no row stands for
    the table between the draw and the placement."""
    start(window, "flowers", (Seat(name="Ada"), Seat(name="Robo", kind="easy")))
    session, board = window.controller.session, window.board
    assert session is not None and board is not None
    emit(window, Draw)
    emit(window, Place)
    qtbot.waitUntil(lambda: session.cursor == 4 and window.controller.current_player() == 0)
    with pytest.raises(StopIteration):
        click_row(qtbot, window, 1)  # the draw alone has no row
    click_row(qtbot, window, 2)
    current = window.move_log.currentItem()
    assert current is not None and current.text() == logged_moves(window)[0]
    assert JOINED in current.text()
    assert board.state == session.game.view(session.state_at(2), 0) and not board.interactive
    assert (board.waiting_note or "").startswith("Looking back at the table at turn 1")


def test_a_solo_turn_tells_the_timers_discard_on_its_line(window: MainWindow) -> None:
    start(window, "flowers", (Seat(name="Ada"),))
    emit(window, Draw)
    emit(window, Place)
    (row,) = logged_moves(window)
    assert " — the timer discards the " in where_placed(window, 1)
    assert JOINED in row and row.endswith(where_placed(window, 1))


def test_the_last_turn_says_the_game_ended(window: MainWindow, tmp_path: Path) -> None:
    seats = (Seat(name="Ada"), Seat(name="Robo", kind="easy"))
    open_finished(window, "flowers", {"players": 2}, seats, tmp_path)
    last = logged_moves(window)[-1]
    assert JOINED in last and last.endswith(": the game ends")


@pytest.mark.parametrize(
    ("language", "face_up", "face_down"),
    [
        ("fr", "pioche le %1 et le pose %2", "pioche le %1 dans la pile face cachée et le pose %2"),
        (
            "de",
            "Die %1 genommen und %2 gelegt",
            "Die %1 vom verdeckten Stapel gezogen und %2 gelegt",
        ),
    ],
)
@pytest.mark.usefixtures("qapp", "translations")
def test_a_turn_reads_as_one_sentence_in_french_and_german(
    language: str, face_up: str, face_down: str
) -> None:
    """The draw's words and the placement's place, joined as the language says it: "pioche
    le vert 4 et le pose à droite du bleu 1", "Die grüne 4 genommen und rechts neben die
    blaue 1 gelegt", the card named once."""
    assert i18n.install(language) == language
    board = FlowersBoard(GAME)
    session = Session(GAME, GAME.parse_options({"players": 2}), 11)
    for draw in (min, max):  # a face-up stack, then the face-down one
        stack = draw(a.stack for a in GAME.legal_actions(session.state) if isinstance(a, Draw))
        assert isinstance(session.state, State)
        assert session.state.face_up[stack] is (draw is min)
        session.apply(Draw(stack=stack))
        place = next(a for a in GAME.legal_actions(session.state) if isinstance(a, Place))
        session.apply(place)
        start = session.cursor - 2
        moves = [
            PlayedMove(
                session.mover_at(index),
                session.action_at(index),
                GAME.view(session.state_at(index), 0),
                GAME.view(session.state_at(index + 1), 0),
            )
            for index in (start, start + 1)
        ]
        before = moves[1].before
        assert isinstance(before, State)
        where = FlowersBoard._where(before.areas[before.current], (place.x, place.y), False)
        card = card_name(session.state_at(start + 2), session.mover_at(start), place)
        template = face_up if draw is min else face_down
        words = template.replace("%1", card).replace("%2", where)
        told = board.describe_turn(moves)
        assert told == [TurnLine(session.mover_at(start), words)]
