"""The move log beside the table (View › Move Log), a play tester's wish from Board Game Arena:
the moves played so far, in History's words for the one at the screen, as they are played
(a computer's too) and as Undo takes them back; nothing of a player's private move while the
screen is passed on, and the next player's own words once they hold it; remembered when
turned off; a click on a move shows the table after it, to look at. Flowers and Petal Plotters
both."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
import shiboken6
from PySide6.QtCore import QCoreApplication, QSize, Qt
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import (
    QListWidgetItem,
    QStyle,
    QStyleOptionDockWidget,
)
from pytestqt.qtbot import QtBot

from desktop import i18n
from desktop import settings as settings_module
from desktop.dialogs.new_game import NewGameChoice
from desktop.history import HEADING, ROW_INDEX, TURN, HistoryPanel, TurnNumbered
from desktop.main_window import DEFAULT_SIZE, LOG_BESIDE_WIDTH, MainWindow
from desktop.move_log import log_fits
from desktop.settings import Settings
from desktop.table.bar import FlashNote
from engine.core import registry
from engine.core.save import Seat
from engine.games.flowers import Draw, Place
from engine.games.petal_plotters import Cancel, PlaceHornbill, UseAbility
from tests.desktop.finished_game import open_finished
from tests.desktop.shell.on_screen import logged_window, quick_window
from tests.desktop.shell.questions import take_back_answer
from tests.desktop.shell.test_hot_seat_looks import (
    FAMILY,
    look,
    pass_the_screen_on,
    take_screen,
    until_a_look,
)
from tests.desktop.shell.test_solo_records import shown_window

HIDDEN = "Hidden while the screen is passed on."


@pytest.fixture
def window(qtbot: QtBot) -> Iterator[MainWindow]:
    """The window with the log turned on."""
    yield from logged_window(qtbot)


def start(window: MainWindow, game_id: str, seats: tuple[Seat, ...]) -> None:
    game = registry.get_game(game_id)
    options = game.parse_options({"players": len(seats)})
    assert window.start_game(NewGameChoice(game_id, options, 11, seats))


def log_lines(window: MainWindow) -> list[str]:
    """Every row of the log, as read."""
    log = window.move_log
    return [log.item(row).text() for row in range(log.count())]


def logged_moves(window: MainWindow) -> list[str]:
    """The log's rows of moves (not its start, nor a heading)."""
    log = window.move_log
    items = (log.item(row) for row in range(log.count()))
    return [
        item.text() for item in items if (item.data(ROW_INDEX) or 0) > 0 and not item.data(HEADING)
    ]


def told_to(window: MainWindow, viewer: int) -> list[str]:
    """The moves played so far as History tells them to ``viewer``."""
    session = window.controller.session
    assert session is not None
    return [window.controller.tell_move(index, viewer) for index in range(session.cursor)]


def told_turns(window: MainWindow, viewer: int, for_all: bool = False) -> list[str]:
    """The moves played so far as the log tells them to ``viewer``: turn by turn, a turn in
    the lines its board tells a whole turn with (``SessionController.tell_turn``)."""
    session = window.controller.session
    assert session is not None
    starts = [index for index in range(session.cursor) if session.starts_turn(index)]
    bounds = zip(starts, [*starts[1:], session.cursor], strict=True)
    tell = window.controller.tell_turn
    return [
        line.words for start, end in bounds for line in tell(range(start, end), viewer, for_all)
    ]


def emit(window: MainWindow, kind: type) -> None:
    """The person at the screen plays the first legal move of ``kind``."""
    session, board = window.controller.session, window.board
    assert session is not None and board is not None
    legal = session.game.legal_actions(session.state)
    board.action_chosen.emit(next(action for action in legal if isinstance(action, kind)))


def test_flowers_moves_come_as_played_computers_too_and_undo_takes_them_away(
    qtbot: QtBot, window: MainWindow
) -> None:
    start(window, "flowers", (Seat(name="Ada"), Seat(name="Robo", kind="easy")))
    session = window.controller.session
    assert session is not None
    assert window.move_log_dock.isVisible() and logged_moves(window) == []
    emit(window, Draw)
    assert logged_moves(window) == told_to(window, 0) and len(told_to(window, 0)) == 1
    emit(window, Place)
    # Robo draws and places, and the turn comes back to Ada
    qtbot.waitUntil(lambda: session.cursor == 4 and window.controller.current_player() == 0)
    qtbot.waitUntil(lambda: len(logged_moves(window)) == 2)  # a row a turn
    assert logged_moves(window) == told_turns(window, 0)
    assert logged_moves(window)[1].startswith("Robo: ")
    # the newest in sight, at the bottom
    log = window.move_log
    last = log.visualItemRect(log.item(log.count() - 1))
    assert log.viewport().rect().contains(last)


def test_flowers_undo_takes_the_move_away(window: MainWindow) -> None:
    start(window, "flowers", (Seat(name="Ada"), Seat(name="Robo", kind="easy")))
    session = window.controller.session
    assert session is not None
    emit(window, Draw)  # from a face-up stack: nothing hidden was shown, Undo may take it back
    drawn = told_to(window, 0)[0]
    assert logged_moves(window) == [drawn]
    window.actions_by_name["undo"].trigger()
    assert session.cursor == 0
    assert logged_moves(window) == [] and log_lines(window) == ["Start of the game"]
    window.actions_by_name["redo"].trigger()
    assert logged_moves(window) == [drawn]


def test_petal_plotters_undo_takes_the_move_away(
    qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    start(window, "petal-plotters", FAMILY)
    take_screen(qtbot, window)
    session = window.controller.session
    assert session is not None
    emit(window, PlaceHornbill)
    assert window.table.currentWidget() is window.handoff
    assert log_lines(window) == [HIDDEN]
    asked = take_back_answer(monkeypatch, "Yes")  # the next person may hold the screen
    window.actions_by_name["undo"].trigger()
    assert len(asked) == 1 and session.cursor == 0
    take_screen(qtbot, window)
    assert logged_moves(window) == [] and log_lines(window) == ["Start of the game"]


def test_flowers_at_one_screen_the_log_tells_each_player_the_moves_as_history_does(
    qtbot: QtBot, window: MainWindow
) -> None:
    """Flowers keeps nothing from the others once a card is placed, so its screen is not
    passed on: the log tells Ben Ada's turn, her draw from the face-down stack included, in
    his words, on one row, as soon as it is his turn."""
    start(window, "flowers", (Seat(name="Ada"), Seat(name="Ben")))
    take_screen(qtbot, window)
    session, board = window.controller.session, window.board
    assert session is not None and board is not None
    face_down = max(a.stack for a in session.game.legal_actions(session.state))
    board.action_chosen.emit(Draw(stack=face_down))
    assert logged_moves(window) == told_to(window, 0)
    emit(window, Place)
    assert window.table.currentWidget() is not window.handoff
    assert window.board is not None and window.board.viewer == 1
    assert logged_moves(window) == told_turns(window, 1) and len(told_to(window, 1)) == 2


def test_petal_plotters_hand_off_hides_a_look_and_gives_the_next_players_words(
    qtbot: QtBot, window: MainWindow
) -> None:
    """Papa looks at a Garrison card: the log names it to him alone, shows nothing while the
    screen is passed on, then tells Lena the look in her words, the Katydid's ability and
    its look on one row (play tester, session 53: a turn took a row for each step)."""
    looker = until_a_look(qtbot, window)
    session = window.controller.session
    assert session is not None
    look(window)
    looked = session.cursor - 1
    private = window.controller.tell_move(looked, looker)
    assert logged_moves(window) == told_turns(window, looker)
    assert any(line.endswith(private.partition(": ")[2]) for line in log_lines(window))
    following = pass_the_screen_on(qtbot, window)
    assert log_lines(window) == [HIDDEN]
    take_screen(qtbot, window)
    public = window.controller.tell_move(looked, following)
    assert private != public
    assert logged_moves(window) == told_turns(window, following)
    lines = log_lines(window)
    assert not any(private.partition(": ")[2] in line for line in lines)
    assert any(line.endswith(public.partition(": ")[2]) for line in lines)
    # the ability and its look on one row (History lists each step on a row of its own)
    assert len(logged_moves(window)) < len(told_to(window, following))
    assert FAMILY[following].name in window.handoff.title.text()


def test_a_hot_seat_games_end_is_told_in_everyones_words(
    window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """At the end of a Petal Plotters game three people shared, everyone reads the log
    together: it tells the moves for all at the screen, as History does, not in the words of
    the last one to hold it."""
    tell = window.controller.tell_move
    asked: list[bool] = []

    def recorded(index: int, viewer: int, for_all: bool = False) -> str:
        asked.append(for_all)
        return tell(index, viewer, for_all)

    monkeypatch.setattr(window.controller, "tell_move", recorded)
    window.actions_by_name["move_log"].trigger()  # off: only History tells the moves
    open_finished(window, "petal-plotters", {"players": 3}, FAMILY, tmp_path)
    assert window.controller.screen_shared_with_secrets()
    told_by_history = len(asked)
    assert told_by_history and all(asked)
    window.actions_by_name["move_log"].trigger()  # on again: the log tells them
    assert len(asked) > told_by_history and all(asked)
    assert logged_moves(window) == told_turns(window, window._history_viewer(), for_all=True)


def test_turning_the_log_off_is_remembered_and_its_close_button_turns_it_off(
    qtbot: QtBot,
) -> None:
    first = quick_window(qtbot, move_log=True)
    start(first, "petal-plotters", (Seat(name="Ada"), Seat(name="Robo", kind="easy")))
    assert first.move_log_dock.isVisible()
    first.activateWindow()
    qtbot.keyClick(first, Qt.Key.Key_L, Qt.KeyboardModifier.ControlModifier)
    assert first.move_log_dock.isHidden()
    assert not first.actions_by_name["move_log"].isChecked()
    assert settings_module.load().move_log is False
    first.close()
    second = quick_window(qtbot, move_log=settings_module.load().move_log)
    start(second, "flowers", (Seat(name="Ada"), Seat(name="Robo", kind="easy")))
    assert second.move_log_dock.isHidden()
    second.actions_by_name["move_log"].trigger()  # View › Move Log
    assert second.move_log_dock.isVisible() and settings_module.load().move_log is True
    second.move_log_dock.close()  # the dock's own close button
    assert not second.actions_by_name["move_log"].isChecked()
    assert settings_module.load().move_log is False
    second.close()


def test_the_log_is_on_by_default_where_the_screen_has_room_beside_the_table() -> None:
    """At 1366×768 the window already takes the screen's width: the log would narrow the
    table, so it starts off; a 1920-pixel screen widens the window by it."""
    assert not log_fits(DEFAULT_SIZE, QSize(1366, 728))
    assert log_fits(DEFAULT_SIZE, QSize(1920, 1040))


def click_row(
    qtbot: QtBot, window: MainWindow, point: int, panel: HistoryPanel | None = None
) -> None:
    """A click on the log's row of the table after ``point`` moves (brought in sight first);
    ``panel``: History's, or the log's (None)."""
    log = window.move_log if panel is None else panel
    item = next(
        log.item(row)
        for row in range(log.count())
        if log.item(row).data(ROW_INDEX) == point and not log.item(row).data(HEADING)
    )
    log.scrollToItem(item)
    where = log.visualItemRect(item).center()
    qtbot.mouseClick(log.viewport(), Qt.MouseButton.LeftButton, pos=where)


def test_a_click_on_a_move_shows_the_table_after_it_and_the_last_move_comes_back(
    qtbot: QtBot, window: MainWindow
) -> None:
    """Play tester 149: a click on a move opened History under the log, the same list twice,
    with the row lit and the table as it stood until Enter there. As on Board Game Arena, the
    click shows the table after that move, to look at: nothing is taken back, the row is lit
    in the log, the line over the table says so, and the last move, or Esc, comes back."""
    start(window, "flowers", (Seat(name="Ada"), Seat(name="Robo", kind="easy")))
    session, board = window.controller.session, window.board
    assert session is not None and board is not None
    emit(window, Draw)
    emit(window, Place)
    qtbot.waitUntil(lambda: session.cursor == 4 and window.controller.current_player() == 0)
    click_row(qtbot, window, 2)
    assert window.history_dock.isHidden()  # no second copy of the list
    assert session.cursor == 4  # looked at, not gone back to
    assert board.state == session.game.view(session.state_at(2), 0) and not board.interactive
    note = board.waiting_note or ""
    assert note.startswith("Looking back at the table at turn 1, as you saw it: ")
    assert note.endswith(" Esc returns to the game.")
    current = window.move_log.currentItem()
    assert current is not None and current.isSelected() and current.data(ROW_INDEX) == 2
    click_row(qtbot, window, 4)  # the latest move: the game as it stands
    assert board.waiting_note is None and window.move_log.currentItem() is None
    assert board.state == session.game.view(session.state, 0)
    qtbot.waitUntil(lambda: board.interactive)
    click_row(qtbot, window, 0)  # the start, then Esc
    assert "at the start of the game" in (board.waiting_note or "")
    qtbot.keyClick(window, Qt.Key.Key_Escape)
    assert board.waiting_note is None and session.cursor == 4
    qtbot.waitUntil(lambda: board.interactive)


def test_in_a_match_the_move_clicked_stays_in_sight_and_the_line_names_its_deal(
    qtbot: QtBot, window: MainWindow, tmp_path: Path
) -> None:
    """Play tester 149: a click on a row of an earlier deal scrolled the log to its bottom,
    the row clicked out of sight, and "turn 8" did not say of which deal (each counts its
    turns from 1)."""
    seats = (Seat(name="Ada"), Seat(name="Robo", kind="easy"))
    match = {"players": 2, "match": True}
    session = open_finished(window, "petal-plotters", match, seats, tmp_path)
    board, log = window.board, window.move_log
    assert board is not None
    qtbot.wait(50)  # laid out
    newest = log.item(log.count() - 1)
    assert log.viewport().rect().contains(log.visualItemRect(newest))
    click_row(qtbot, window, 3)
    qtbot.wait(50)  # laid out again, as the log is after each change
    clicked = log.currentItem()
    assert clicked is not None and clicked.data(ROW_INDEX) == 3
    assert log.viewport().rect().contains(log.visualItemRect(clicked))
    newest = log.item(log.count() - 1)  # listed anew
    assert not log.viewport().rect().intersects(log.visualItemRect(newest))  # a long log
    turn = clicked.data(TURN)  # as the row numbers it
    assert board.waiting_note == (
        f"Looking back at the table at turn {turn} of deal 1: Esc returns to the end of the game."
    )
    assert session.cursor > 3


def test_an_earlier_table_after_the_results_closed_says_it_is_one(
    qtbot: QtBot, window: MainWindow, tmp_path: Path
) -> None:
    """Play tester 150: looking back at the end, the line over the table still said "The
    results are closed: Ctrl+R … opens them again"; it says which table is shown and how to
    come back."""
    seats = (Seat(name="Ada"), Seat(name="Robo", kind="easy"))
    open_finished(window, "flowers", {"players": 2}, seats, tmp_path)
    qtbot.waitUntil(lambda: window.end_dialog is not None and window.end_dialog.isVisible())
    assert window.end_dialog is not None
    window.end_dialog.close()
    qtbot.waitUntil(lambda: window.end_dialog is None)
    words = [note.text() for note in window.findChildren(FlashNote) if note.isVisible()]
    assert words and words[0].startswith("The results are closed")
    click_row(qtbot, window, 4)  # the row of the second turn: the table the third begins on
    assert not [note for note in window.findChildren(FlashNote) if note.isVisible()]
    board = window.board
    assert board is not None and board.waiting_note == (
        "Looking back at the table at turn 2: Esc returns to the end of the game."
    )


def test_the_view_menu_says_what_the_log_and_history_are_for(window: MainWindow) -> None:
    """Play tester (session 53): View had "History" and "Move Log", and a newcomer could not
    tell them apart. Each entry, its status tip and its dock's tooltip say what it is for: the
    log the moves so far beside the table, History going back to a move (the dock's title,
    cut at its width, is short)."""
    history, log = window.actions_by_name["history"], window.actions_by_name["move_log"]
    assert history.text() == "&History (go back to a move)"
    assert log.text() == "&Move Log (beside the table)"
    assert "go back to one" in history.statusTip() and "Redo" in history.statusTip()
    assert "beside the table" in log.statusTip() and "look at" in log.statusTip()
    assert window.history_dock.toolTip() == "History — go back to a move"
    assert window.move_log_dock.toolTip() == "Move Log — the moves so far"


def test_an_ability_not_finished_is_not_listed_yet(qtbot: QtBot, window: MainWindow) -> None:
    """Play tester (session 53): "Use the ability of …" was listed as soon as the card lay on
    the ability's place, its targets not chosen and the step still to cancel, and one turn
    took a row for each step. The log lists a step only once it commits its mover
    (``Game.commits``), as the engine says: the steps of an ability come with its first
    effect, a Cancel leaves no row, and the turn is one row."""
    start(window, "petal-plotters", (Seat(name="Ada"), Seat(name="Robo", kind="easy")))
    session, board = window.controller.session, window.board
    assert session is not None and board is not None
    game = session.game

    def ability() -> UseAbility | None:
        """An ability of Ada's that asks for a target, if she may play one now."""
        if window.controller.current_player() != 0:
            return None
        legal = game.legal_actions(session.state)
        return next(
            (a for a in legal if isinstance(a, UseAbility) and not game.commits(session.state, a)),
            None,
        )

    while ability() is None:
        if window.controller.current_player() == 0:
            board.action_chosen.emit(game.legal_actions(session.state)[0])
        qtbot.wait(20)
    listed = logged_moves(window)
    chosen = ability()
    assert chosen is not None
    board.action_chosen.emit(chosen)
    assert session.state.pending is not None and logged_moves(window) == listed
    board.action_chosen.emit(Cancel())
    assert logged_moves(window) == listed
    board.action_chosen.emit(chosen)
    while not game.commits(
        session.state_at(session.cursor - 1), session.action_at(session.cursor - 1)
    ):
        step = next(a for a in game.legal_actions(session.state) if not isinstance(a, Cancel))
        board.action_chosen.emit(step)
    assert logged_moves(window) == told_turns(window, 0)
    # Ada's turn on one row, the ability with all it did, once it is done
    assert logged_moves(window)[: len(listed)] == listed
    assert len(logged_moves(window)) == len(listed) + 1
    assert logged_moves(window)[-1].startswith("Ada: ") and " — " in logged_moves(window)[-1]


def test_at_a_hot_seat_matchs_end_no_line_of_a_turn_shows_an_earlier_table(
    window: MainWindow, tmp_path: Path
) -> None:
    """A turn the log tells on several lines ("… · Lay their last card as their victory
    card", then "Deal 2 is over") is one point of the game: at the end of a match three
    people shared, none of its lines shows its table, which is one player's view."""
    session = open_finished(
        window, "petal-plotters", {"players": 3, "match": True}, FAMILY, tmp_path
    )
    log = window.move_log
    items = [log.item(row) for row in range(log.count()) if not log.item(row).data(HEADING)]
    earlier = [item for item in items if item.data(ROW_INDEX) < session.cursor]
    points = [item.data(ROW_INDEX) for item in earlier]
    assert len(set(points)) < len(points)  # a turn on several lines
    assert not any(item.flags() & Qt.ItemFlag.ItemIsSelectable for item in earlier)


def test_the_window_destroyed_with_its_docks_shown_calls_nothing_on_it(qtbot: QtBot) -> None:
    """Quitting destroys the window, whose docks hide as it goes: a lambda on their
    ``visibilityChanged`` then reached the deleted window ("Internal C++ object (MainWindow)
    already deleted" on the console, play testers 155 and 158). pytest-qt fails the test on an
    exception raised in a slot."""
    win = MainWindow(Settings(ai_move_delay_ms=0, confirm_moves=False, move_log=True))
    win.resize(LOG_BESIDE_WIDTH, win.height())  # wide enough for the log beside the table
    win.show()
    qtbot.waitExposed(win)
    start(win, "flowers", (Seat(name="Ada"), Seat(name="Bo")))
    win.actions_by_name["history"].trigger()
    qtbot.waitUntil(lambda: win.move_log_dock.isVisible() and win.history_dock.isVisible())
    shiboken6.delete(win)
    qtbot.wait(20)  # the slots a timer would have called


def shown_text(log: HistoryPanel, item: QListWidgetItem) -> str:
    """A row's words as its delegate draws them ("15. Rose: …", a move's turn before them)."""
    delegate = log.itemDelegate()
    assert isinstance(delegate, TurnNumbered)
    return delegate.row_text(log.indexFromItem(item))


def test_a_deals_end_bears_no_turn_number_and_a_click_on_it_still_shows_its_table(
    qtbot: QtBot, window: MainWindow, tmp_path: Path
) -> None:
    """Play tester, session 55: at each deal's end two rows bore one number, "15. Rose: Add a
    card …" and "15. Deal 1 is over"; the end is not a move. A click on it shows the table
    after the turn it ends, lit, as before."""
    seats = (Seat(name="Ada"), Seat(name="Robo", kind="easy"), Seat(name="Cy", kind="easy"))
    open_finished(window, "petal-plotters", {"players": 3, "match": True}, seats, tmp_path)
    log = window.move_log
    items = [log.item(row) for row in range(log.count())]
    ends = [item for item in items if item.text().startswith("Deal ") and " is over" in item.text()]
    assert len(ends) == 3
    for end in ends:
        above = log.item(log.row(end) - 1)
        assert shown_text(log, end) == end.text()
        assert shown_text(log, above) == f"{above.data(TURN)}. {above.text()}"
        assert above.data(ROW_INDEX) == end.data(ROW_INDEX)
    end, words = ends[0], ends[0].text()
    log.scrollToItem(end)
    qtbot.mouseClick(
        log.viewport(), Qt.MouseButton.LeftButton, pos=log.visualItemRect(end).center()
    )
    lit = log.currentItem()  # (the rows are listed anew)
    assert lit is not None and lit.text() == words and lit.isSelected()
    assert window.board is not None and "Looking back" in (window.board.waiting_note or "")


def newest_whole(log: HistoryPanel) -> bool:
    """The log's last row in sight, whole."""
    return log.viewport().rect().contains(log.visualItemRect(log.item(log.count() - 1)))


def test_the_newest_row_stays_whole_in_sight_after_history_closes_and_any_new_layout(
    qtbot: QtBot, window: MainWindow, tmp_path: Path
) -> None:
    """Play tester, session 55: after Ctrl+H twice (History opened under the log, closed) the
    log showed rows 15–36, its last row cut. However its rows are laid out again (History
    beside it opened or closed, larger words), the newest shows whole."""
    seats = (Seat(name="Ada"), Seat(name="Robo", kind="easy"))
    open_finished(window, "flowers", {"players": 2}, seats, tmp_path)
    log = window.move_log
    qtbot.waitUntil(lambda: newest_whole(log))
    assert log.verticalScrollBar().maximum() > 0  # a long log
    for _ in range(2):
        window.actions_by_name["history"].trigger()
        qtbot.wait(150)  # laid out (Qt lays out wrapped rows 100 ms after a resize)
        assert newest_whole(log)
    font = log.font()
    font.setPointSizeF(font.pointSizeF() * 1.5)
    log.setFont(font)  # the rows wrap anew, taller
    qtbot.wait(150)
    assert newest_whole(log)


@pytest.mark.parametrize(("language", "size"), [("fr", (1280, 800)), ("de", (1600, 900))])
def test_the_side_panels_titles_fit_and_their_tooltips_say_what_they_are_for(
    qtbot: QtBot, language: str, size: tuple[int, int]
) -> None:
    """ "Zugprotokoll — die bisherigen Zü…", "Verlauf — zu einem Zug zurückg…", "Journal des
    coups — les coups jo…" were cut at 1600 x 900 in German and 1280 x 800 in French (play
    tester): a short title, shown whole; what the panel is for in its tooltip."""
    assert i18n.install(language) == language
    window = shown_window(qtbot)
    window.resize(*size)
    seats = (Seat(name="Ann"), Seat(name="Bea"))
    flowers = registry.get_game("flowers")
    assert window.start_game(
        NewGameChoice("flowers", flowers.parse_options({"players": 2}), 3, seats)
    )
    for name in ("move_log", "history"):
        if not window.actions_by_name[name].isChecked():
            window.actions_by_name[name].trigger()
    for dock, purpose in (
        (window.move_log_dock, "Move Log — the moves so far"),
        (window.history_dock, "History — go back to a move"),
    ):
        qtbot.waitUntil(dock.isVisible)
        option = QStyleOptionDockWidget()
        dock.initStyleOption(option)
        room = dock.style().subElementRect(
            QStyle.SubElement.SE_DockWidgetTitleBarText, option, dock
        )
        assert QFontMetrics(dock.font()).horizontalAdvance(dock.windowTitle()) <= room.width()
        assert dock.toolTip() == QCoreApplication.translate("MainWindow", purpose)
