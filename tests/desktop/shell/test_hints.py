"""Edit › Show a Hint: the strongest computer's move for the player to move, from their own
view, framed on the table and named in the status bar until the table changes."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, datetime
from typing import Any

import pytest
import shiboken6
from PySide6.QtCore import QEvent, QRectF, Qt, QThread
from PySide6.QtGui import QHelpEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QToolTip, QWidget
from pytestqt.qtbot import QtBot

from desktop import hint
from desktop.dialogs.new_game import NewGameChoice
from desktop.games.flowers import FlowersBoard
from desktop.games.petal_plotters import PetalPlottersBoard
from desktop.i18n import tr_note
from desktop.main_window import MainWindow
from desktop.settings import Settings
from desktop.solo_records import record_solo
from engine.core import registry
from engine.core.actions import Action
from engine.core.ai import make_agent
from engine.core.save import Seat
from engine.core.session import Session
from engine.games.flowers import Draw, Place
from engine.games.petal_plotters import AddToGarrison, PlaceHornbill
from tests.desktop.shell.on_screen import window_on_screen

ANN = Seat(name="Ann", kind="human")
BEN = Seat(name="Ben", kind="human")
ROBO = Seat(name="Robo", kind="normal")


@pytest.fixture
def window(qtbot: QtBot) -> Iterator[MainWindow]:
    yield from window_on_screen(
        qtbot, Settings(ai_move_delay_ms=0, confirm_moves=False, animation_speed="fast"), 1400, 900
    )


def start(window: MainWindow, game_id: str, *seats: Seat, seed: int = 11) -> None:
    game = registry.get_game(game_id)
    options = game.parse_options({"players": len(seats)})
    assert window.start_game(NewGameChoice(game_id, options, seed, seats))


def wait_for_own_turn(qtbot: QtBot, window: MainWindow) -> None:
    qtbot.waitUntil(lambda: bool(window.controller.choices_for_viewer()), timeout=10_000)


def press_hint_key(window: MainWindow) -> None:
    """H, pressed where a player presses it: on the table."""
    assert window.board is not None
    viewport = window.board.view.viewport()
    viewport.setFocus()
    QTest.keyClick(viewport, Qt.Key.Key_H)


def said(window: MainWindow) -> str:
    return window.statusBar().currentMessage()


def flowers_hint_shown(window: MainWindow, qtbot: QtBot) -> FlowersBoard:
    """A two-player Flowers game against a computer, its first hint asked by H and shown."""
    start(window, "flowers", ANN, ROBO)
    board = window.board
    assert isinstance(board, FlowersBoard)
    wait_for_own_turn(qtbot, window)
    press_hint_key(window)
    qtbot.waitUntil(lambda: said(window).startswith("Hint: "), timeout=10_000)
    return board


def hinted_move(window: MainWindow) -> Action | None:
    """The move hinted at on the table, once found."""
    return None if window._hint is None else window._hint.move


def test_a_hint_frames_a_legal_move_names_it_and_goes_with_the_move(
    window: MainWindow, qtbot: QtBot
) -> None:
    start(window, "petal-plotters", ANN, ROBO)
    board = window.board
    assert isinstance(board, PetalPlottersBoard)
    wait_for_own_turn(qtbot, window)
    assert window.actions_by_name["hint"].isEnabled()
    press_hint_key(window)
    qtbot.waitUntil(lambda: said(window).startswith("Hint: "), timeout=10_000)
    hinted = hinted_move(window)
    legal = window.controller.choices_for_viewer()
    assert legal is not None and hinted in legal
    view = window.controller.current_view()
    words = board.describe_choice(hinted, view)
    player = window.controller.current_player()
    assert player is not None
    reason = registry.get_game("petal-plotters").hint_reason(view, player, hinted)
    assert reason is not None  # the Hornbill's first move: where the total should end
    assert said(window) == f"Hint: {words}. {tr_note(reason, ['Ann', 'Robo'])}"
    assert "the total will likely end between" in said(window)
    assert board.hints, "the hinted move is framed on the table"
    # asked again on the same table: the same move, at once
    press_hint_key(window)
    assert hinted_move(window) == hinted and said(window).startswith("Hint: ")
    board.action_chosen.emit(hinted)
    assert not board.hints
    assert not said(window).startswith("Hint: ")


def test_a_hint_is_sought_on_the_players_own_view_never_the_full_state(
    window: MainWindow, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    seen: list[tuple[Any, int]] = []

    class Watched:
        """The hint's agent, recording what it was shown."""

        level = "hard"

        def __init__(self, seed: int) -> None:
            self.agent = make_agent("normal", seed=seed)

        def choose(self, game: Any, view: Any, player: int, cancel: Any = None) -> Any:
            seen.append((view, player))
            return self.agent.choose(game, view, player, cancel)

    searches: list[tuple[str, int | None]] = []

    def made(level: str, seed: int, iterations: int | None = None) -> Watched:
        searches.append((level, iterations))
        return Watched(seed)

    monkeypatch.setattr(hint, "make_agent", made)
    start(window, "petal-plotters", ANN, ROBO)
    wait_for_own_turn(qtbot, window)
    window.actions_by_name["hint"].trigger()
    qtbot.waitUntil(lambda: said(window).startswith("Hint: "), timeout=10_000)
    session = window.controller.session
    assert session is not None
    player = window.controller.current_player()
    assert seen == [(session.game.view(session.state, player), player)]
    assert seen[0][0] != session.state  # Robo's hand and the cards set aside are hidden
    # the strongest search, counted without a clock: one position, one hint
    assert searches == [("hard", hint.HINT_ITERATIONS)]


def test_a_hints_reason_is_worked_out_off_the_screens_thread(
    window: MainWindow, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The reason samples worlds and plays each out: on the screen's thread it held the window
    still for up to 0.2 s at five players."""
    game = registry.get_game("petal-plotters")
    real = type(game).hint_reason
    threads: list[bool] = []

    def watched(self: Any, view: Any, player: int, action: Any) -> Any:
        threads.append(QThread.currentThread() is QApplication.instance().thread())
        return real(self, view, player, action)

    monkeypatch.setattr(type(game), "hint_reason", watched)
    start(window, "petal-plotters", ANN, ROBO)
    wait_for_own_turn(qtbot, window)
    press_hint_key(window)
    qtbot.waitUntil(lambda: said(window).startswith("Hint: "), timeout=10_000)
    assert threads == [False]
    # asked again on the same table: the reason found is said again, not worked out anew
    press_hint_key(window)
    assert threads == [False] and "the total will likely end between" in said(window)


def test_a_flowers_hint_frames_the_stack_to_draw_from(window: MainWindow, qtbot: QtBot) -> None:
    start(window, "flowers", ANN, ROBO)
    board = window.board
    assert isinstance(board, FlowersBoard)
    wait_for_own_turn(qtbot, window)
    window.actions_by_name["hint"].trigger()
    qtbot.waitUntil(lambda: said(window).startswith("Hint: "), timeout=10_000)
    hinted = hinted_move(window)
    assert hinted in (window.controller.choices_for_viewer() or ())
    cells, stacks = board._hint_spec
    assert stacks == (hinted.stack,) and cells == ()
    assert board.hints, "the frame is drawn"
    # and why, in figures of the player's own garden ("raises your score from 0 to 2")
    view = window.controller.current_view()
    reason = registry.get_game("flowers").hint_reason(view, 0, hinted)
    assert reason is not None and said(window).endswith(". " + tr_note(reason, ["Ann", "Robo"]))
    # and Enter plays it: on a turn's first hint it only showed the keyboard's frame, and a
    # hint asked again after the arrows had moved the frame was played where the frame stood
    # (play test)
    session = window.controller.session
    assert session is not None
    QTest.keyClick(board.view, Qt.Key.Key_Return)
    assert session.state.held_from == hinted.stack
    press_hint_key(window)
    qtbot.waitUntil(lambda: said(window).startswith("Hint: "), timeout=10_000)
    placed = hinted_move(window)
    for arrow in (Qt.Key.Key_Left, Qt.Key.Key_Down):
        QTest.keyClick(board.view, arrow)
    press_hint_key(window)  # the same table: the same hint, at once
    QTest.keyClick(board.view, Qt.Key.Key_Return)
    assert (placed.x, placed.y) in session.state.areas[0]


def test_no_hint_in_a_solo_game_whose_rank_is_the_players_own(
    window: MainWindow, qtbot: QtBot
) -> None:
    start(window, "flowers", ANN)
    wait_for_own_turn(qtbot, window)
    reason = (
        "There are no hints in a solo game that counts: its score and rank must be all"
        " your own. A replay (not counted) has hints."
    )
    hint_action = window.actions_by_name["hint"]
    assert not hint_action.isEnabled()
    assert "solo" in hint_action.toolTip()
    # greyed without a reason a player could see (play test): a menu shows no tooltips, so
    # the Edit menu says it under Hint, as under a greyed Undo
    menu = window.edit_menu
    menu.popup(window.mapToGlobal(window.rect().center()))
    qtbot.waitUntil(menu.isVisible)
    assert window.hint_why.isVisible() and window.hint_why.label.isVisible()
    assert window.hint_why.label.text() == reason
    assert menu.actions().index(window.hint_why) == menu.actions().index(hint_action) + 1
    menu.hide()
    # and the toolbar's greyed button shows its tip under the pointer
    button = window.toolbar.widgetForAction(hint_action)
    assert button is not None and not button.isEnabled()
    middle = button.rect().center()
    asked = QHelpEvent(QEvent.Type.ToolTip, middle, button.mapToGlobal(middle))
    QApplication.sendEvent(button, asked)
    qtbot.waitUntil(QToolTip.isVisible)
    assert reason in QToolTip.text()
    QToolTip.hideText()
    press_hint_key(window)  # greyed, its key said nothing (play test): it says why
    assert window._hint_table is None
    assert said(window) == reason
    window.close_game()
    assert not hint_action.isEnabled() and not window.hint_why.isVisible()  # as Undo's


def test_a_solo_replay_which_reaches_no_rank_has_hints(window: MainWindow, qtbot: QtBot) -> None:
    """Hints were refused in a deal played again, marked "replay, not counted", where
    nothing is at stake (French play test): a replay reaches no rank, so it has them."""
    flowers = registry.get_game("flowers")
    played = Session(flowers, flowers.parse_options({"players": 1}), 11)
    while not played.is_over():
        played.apply(flowers.legal_actions(played.state)[0])
    mine = played.result().players[0]
    record_solo(played, datetime(2026, 12, 5, 10, 0, tzinfo=UTC), mine.score, mine.title)
    start(window, "flowers", ANN)  # the same code again: a replay
    wait_for_own_turn(qtbot, window)
    assert window._replay == "code"
    assert window.actions_by_name["hint"].isEnabled()
    press_hint_key(window)
    qtbot.waitUntil(lambda: said(window).startswith("Hint: "), timeout=10_000)
    assert hinted_move(window) in flowers.legal_actions(played.state_at(0))


def test_a_hint_is_refused_while_the_table_is_covered_for_the_next_person(
    window: MainWindow, qtbot: QtBot
) -> None:
    start(window, "petal-plotters", ANN, BEN)
    window._handoff_confirmed(window.controller.current_player())  # the first takes the screen
    legal = window.controller.choices_for_viewer()
    assert legal and window.board is not None
    window.board.action_chosen.emit(legal[0])
    assert window.table.currentWidget() is window.handoff
    assert window.actions_by_name["hint"].isEnabled()  # it is the next person's turn to ask
    window.actions_by_name["hint"].trigger()
    assert said(window) == (
        "The table is covered: hints come once the player whose turn it is has the screen."
    )
    assert window._hint_table is None


def test_a_hint_comes_back_after_a_buttons_tip_passed_over_it(
    window: MainWindow, qtbot: QtBot
) -> None:
    """The pointer passing over a toolbar button showed its tip in the status bar, then left
    the bar empty: a player moving a screen magnifier towards the hint lost it (play test).
    It comes back while it holds, and not once the move is played."""
    from PySide6.QtGui import QStatusTipEvent
    from PySide6.QtWidgets import QApplication

    start(window, "flowers", ANN, ROBO)
    wait_for_own_turn(qtbot, window)
    press_hint_key(window)
    qtbot.waitUntil(lambda: said(window).startswith("Hint: "), timeout=10_000)
    hint = said(window)
    QApplication.sendEvent(window, QStatusTipEvent("Open a saved game"))
    assert said(window) == "Open a saved game"
    QApplication.sendEvent(window, QStatusTipEvent(""))  # the pointer left the button
    qtbot.waitUntil(lambda: said(window) == hint)
    assert window.board is not None and hinted_move(window) is not None
    window.board.action_chosen.emit(hinted_move(window))
    QApplication.sendEvent(window, QStatusTipEvent("Open a saved game"))
    QApplication.sendEvent(window, QStatusTipEvent(""))
    qtbot.wait(50)
    # the draw's hint does not come back; the place it planned for the card taken may be
    # hinted at once (``hint_planned``), a new hint
    shown = said(window)
    assert shown != hint and hint.startswith("Hint: Take ")
    assert not shown.startswith("Hint: ") or shown.startswith("Hint: Place "), shown


def test_a_petal_plotters_hint_says_it_turned_the_card_for_the_player(
    window: MainWindow, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The hint turns the hand card to the end it names ("…with −1 up") and did not say so: the
    player turned it himself, and so back the wrong way, four times (play tester 135)."""
    game = registry.get_game("petal-plotters")
    wanted: list[bool] = []

    class Adding:
        """The hint's search, adding the last card of the hand with ``wanted`` up."""

        level = "hard"

        def choose(self, game: Any, view: Any, player: int, cancel: Any = None) -> Any:
            return AddToGarrison(view.hands[player][-1].card, wanted[-1])

    monkeypatch.setattr(hint, "make_agent", lambda *args, **kwargs: Adding())
    monkeypatch.setattr(
        type(game), "hint_move", lambda self, view, player, searched, aim=None: searched
    )
    start(window, "petal-plotters", ANN, ROBO)
    board = window.board
    assert isinstance(board, PetalPlottersBoard)
    wait_for_own_turn(qtbot, window)
    board.action_chosen.emit(PlaceHornbill())
    wait_for_own_turn(qtbot, window)
    for top_up, told in ((True, False), (False, True)):  # held with its top up
        wanted.append(top_up)
        press_hint_key(window)
        qtbot.waitUntil(lambda: said(window).startswith("Hint: "), timeout=10_000)
        hinted = hinted_move(window)
        assert isinstance(hinted, AddToGarrison) and hinted.top_up is top_up
        assert board.orientation.get(hinted.card, True) is top_up
        assert ("up (rotated for you). " in said(window)) is told
        window._forget_hint()  # the next hint is sought anew on the same table


def test_a_players_next_hint_is_handed_the_last_ones_aim_and_a_new_game_forgets_it(
    window: MainWindow, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A hint is worked out from the view alone, which keeps no trace of earlier hints: a
    Petal Plotters hint changed the card it worked toward from one turn to the next (19 to 24% of
    consecutive hints). The window hands the aim of the player's last hint to their next."""
    game = registry.get_game("petal-plotters")
    handed: list[object] = []
    named: list[object] = []

    def hint_move(self: Any, view: Any, player: int, searched: Any, aim: Any) -> Any:
        handed.append(aim)
        return searched

    def hint_aim(self: Any, view: Any, player: int, action: Any) -> Any:
        named.append(("aim", len(named)))
        return named[-1]

    monkeypatch.setattr(type(game), "hint_move", hint_move)
    monkeypatch.setattr(type(game), "hint_aim", hint_aim)
    monkeypatch.setattr(hint, "make_agent", lambda *args, **kwargs: make_agent("normal", seed=1))
    start(window, "petal-plotters", ANN, ROBO)
    board = window.board
    assert board is not None
    for _ in range(2):
        wait_for_own_turn(qtbot, window)
        press_hint_key(window)
        qtbot.waitUntil(lambda: said(window).startswith("Hint: "), timeout=10_000)
        hinted = hinted_move(window)
        assert hinted is not None
        board.action_chosen.emit(hinted)
    # each hint is handed the aim of the one before (a hinted move that leaves the turn
    # going on is followed by its next step's hint, sought at once)
    assert len(handed) >= 2 and handed[0] is None
    assert handed[1:] == [("aim", index) for index in range(len(handed) - 1)]
    start(window, "petal-plotters", ANN, ROBO)
    wait_for_own_turn(qtbot, window)
    press_hint_key(window)
    qtbot.waitUntil(lambda: said(window).startswith("Hint: "), timeout=10_000)
    assert handed[-1] is None  # a new game: no aim of the last one


def flowers_frame_on_a_stack(window: MainWindow, qtbot: QtBot) -> tuple[FlowersBoard, QWidget]:
    """A Flowers game against a computer at Ann's first turn, the keyboard's frame shown on a
    stack by →: the board, and the viewport that has the keys."""
    start(window, "flowers", ANN, ROBO)
    board = window.board
    assert isinstance(board, FlowersBoard)
    wait_for_own_turn(qtbot, window)
    viewport = board.view.viewport()
    viewport.setFocus()
    QTest.keyClick(viewport, Qt.Key.Key_Right)  # the frame shows, on a stack
    return board, viewport


def test_a_hint_found_after_a_key_moved_the_frame_leaves_the_frame_where_it_was_put(
    window: MainWindow, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The search takes up to a second: a player who pressed → meanwhile saw the hint take
    the frame back to its own move, their choice lost. The hint is told in words and leaves
    the frame; asked again, it frames its move."""
    board, viewport = flowers_frame_on_a_stack(window, qtbot)
    framed = board.stack_cursor
    assert framed is not None and len(board.draws) > 1

    monkeypatch.setattr(hint, "make_agent", lambda *_args, **_how: SlowSearch(Draw(framed)))
    press_hint_key(window)
    QTest.keyClick(viewport, Qt.Key.Key_Right)  # the player goes on while it is sought
    chosen = board.stack_cursor
    assert chosen != framed
    qtbot.waitUntil(lambda: said(window).startswith("Hint: "), timeout=10_000)
    assert hinted_move(window) == Draw(framed)
    assert board.stack_cursor == chosen, "the frame stays where the player put it"
    press_hint_key(window)  # asked again: the hint found, framed
    assert board.stack_cursor == framed and said(window).startswith("Hint: ")


def test_a_table_closed_while_its_hint_is_sought_is_watched_no_more(qtbot: QtBot) -> None:
    """The seeker watches the table's keys while it searches (``HintSeeker``): a table
    closed meanwhile must not break the next key pressed anywhere."""
    game = registry.get_game("flowers")
    state = game.new_game(game.parse_options({"players": 2}), 3)
    seeker = hint.HintSeeker()
    table, elsewhere = QWidget(), QWidget()
    qtbot.addWidget(elsewhere)
    seeker.seek(game, game.view(state, 0), 0, 3, None, table)
    shiboken6.delete(table)
    QTest.keyClick(elsewhere, Qt.Key.Key_Right)
    seeker.shutdown()


class SlowSearch:
    """A hint's search that takes its time (the person acts meanwhile), then gives ``move``."""

    level = "hard"

    def __init__(self, move: Action) -> None:
        self.move = move

    def choose(self, game: Any, view: Any, player: int, cancel: Any = None) -> Action:
        QThread.msleep(600)
        return self.move


def orange_frames(board: FlowersBoard | PetalPlottersBoard) -> list[QRectF]:
    """The hint's orange frames drawn on the table (not the keyboard's)."""
    return [item.rect for item in board.hints if item.mode == "hint"]


def test_a_flowers_hint_found_after_the_arrows_still_outlines_its_cell(
    window: MainWindow, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    """H, then ← ← while it was sought, in the place step: the hint was told in words and the
    frame stayed, but the hinted cell had no orange outline until H was pressed again (play
    test). The outline is the hint's; the keyboard's frame is the person's."""
    start(window, "flowers", ANN, ROBO)
    board = window.board
    assert isinstance(board, FlowersBoard)
    wait_for_own_turn(qtbot, window)
    board.action_chosen.emit(next(iter(board.draws.values())))
    qtbot.waitUntil(lambda: bool(board.places), timeout=10_000)
    viewport = board.view.viewport()
    viewport.setFocus()
    QTest.keyClick(viewport, Qt.Key.Key_Right)  # the frame shows, on a cell
    hinted = board.cursor_cell
    assert hinted is not None
    monkeypatch.setattr(hint, "make_agent", lambda *_a, **_k: SlowSearch(Place(*hinted)))
    press_hint_key(window)
    for _ in range(2):
        QTest.keyClick(viewport, Qt.Key.Key_Left)
    chosen = board.cursor_cell
    assert chosen != hinted
    qtbot.waitUntil(lambda: said(window).startswith("Hint: "), timeout=10_000)
    assert board.cursor_cell == chosen, "the keyboard's frame stays where the player put it"
    assert board._hint_spec == ((hinted,), ())
    outline = board.geometry[board.viewer].card_rect(hinted)
    assert any(frame.contains(outline) for frame in orange_frames(board)), "the cell is outlined"


def test_a_petal_plotters_hint_found_after_the_arrows_still_outlines_its_card(
    window: MainWindow, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The same in Petal Plotters: the hinted hand card is outlined, the keyboard's frame and
    the card's way up are left as the player left them (asked again, the hint turns it)."""
    start(window, "petal-plotters", ANN, ROBO)
    board = window.board
    assert isinstance(board, PetalPlottersBoard)
    wait_for_own_turn(qtbot, window)
    board.action_chosen.emit(PlaceHornbill())
    wait_for_own_turn(qtbot, window)
    card = board.state.hands[board.viewer][-1].card
    top_up = not board.orientation.get(card, True)  # the hint would turn it
    monkeypatch.setattr(
        hint, "make_agent", lambda *_a, **_k: SlowSearch(AddToGarrison(card, top_up))
    )
    game = registry.get_game("petal-plotters")
    monkeypatch.setattr(
        type(game), "hint_move", lambda self, view, player, searched, aim=None: searched
    )
    press_hint_key(window)
    viewport = board.view.viewport()
    QTest.keyClick(viewport, Qt.Key.Key_Right)
    chosen = board.key_focus
    assert chosen is not None and chosen != ("card", card)
    qtbot.waitUntil(lambda: said(window).startswith("Hint: "), timeout=10_000)
    assert board.key_focus == chosen, "the keyboard's frame stays where the player put it"
    assert board.orientation.get(card, True) is not top_up, "nor is the card turned"
    outline = board.hand_rect(card)
    assert any(frame.contains(outline) for frame in orange_frames(board)), "the card is outlined"
    press_hint_key(window)  # asked again: framed, and turned for Enter
    assert board.key_focus == ("card", card) and board.orientation.get(card, True) is top_up


def test_enter_pressed_while_the_hint_is_sought_waits_for_its_frame(
    window: MainWindow, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    """H then Enter at once played the move framed before the hint, and the hint was dropped
    (play testers, session 55): Enter waits, says why, and plays the hint's move once it is
    framed."""
    board, viewport = flowers_frame_on_a_stack(window, qtbot)
    framed = board.stack_cursor
    hinted_stack = next(index for index in sorted(board.draws) if index != framed)

    monkeypatch.setattr(hint, "make_agent", lambda *_args, **_how: SlowSearch(Draw(hinted_stack)))
    session = window.controller.session
    assert session is not None
    press_hint_key(window)
    QTest.keyClick(viewport, Qt.Key.Key_Return)
    QTest.keyClick(viewport, Qt.Key.Key_Space)
    assert session.cursor == 0, "nothing is played while the hint is sought"
    note = window._flash_note()
    assert note is not None and "Enter waits for its frame" in note.text()
    qtbot.waitUntil(lambda: said(window).startswith("Hint: "), timeout=10_000)
    assert board.stack_cursor == hinted_stack, "the keys held gave the hint its frame"
    QTest.keyClick(viewport, Qt.Key.Key_Return)
    assert session.state.held_from == hinted_stack


def test_the_hinted_card_taken_its_place_is_hinted_and_framed_at_once(
    window: MainWindow, qtbot: QtBot
) -> None:
    """The draw's hint says where the card does best; after Enter took it, the keyboard's
    frame stood elsewhere and a second Enter put the card there (play tester 166). The hint's
    next step is sought at once and framed, so H, Enter, Enter plays what the hint said."""
    board = flowers_hint_shown(window, qtbot)
    drawn = hinted_move(window)
    assert isinstance(drawn, Draw)
    session = window.controller.session
    assert session is not None
    QTest.keyClick(board.view.viewport(), Qt.Key.Key_Return)
    assert session.state.held_from == drawn.stack
    qtbot.waitUntil(lambda: isinstance(hinted_move(window), Place), timeout=10_000)
    place = hinted_move(window)
    assert isinstance(place, Place) and said(window).startswith("Hint: ")
    assert board.cursor_cell == (place.x, place.y), "the keyboard's frame is the hint's place"
    QTest.keyClick(board.view.viewport(), Qt.Key.Key_Return)
    assert session.action_at(1) == place


def test_a_hinted_draw_from_the_face_down_stack_has_its_place_hinted_too(
    window: MainWindow, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A face-down card drawn is shown to its drawer, and the window hears of the table once
    more (Undo may be blocked): that second word dropped the place's hint just sought, and
    Enter put the card on the keyboard frame's cell (play tester 169: 5 of 5 face-down draws)."""
    start(window, "flowers", ANN, ROBO)
    board = window.board
    assert isinstance(board, FlowersBoard)
    wait_for_own_turn(qtbot, window)
    session = window.controller.session
    assert session is not None
    face_down = session.state.face_up.index(False)

    class FaceDownFirst:
        """The strongest search's stand-in: the face-down stack, then the last place."""

        level = "hard"

        def choose(self, game: Any, view: Any, player: int, cancel: Any = None) -> Action:
            legal = game.legal_actions(view)
            return Draw(face_down) if isinstance(legal[0], Draw) else legal[-1]

    game = registry.get_game("flowers")
    monkeypatch.setattr(hint, "make_agent", lambda *_args, **_how: FaceDownFirst())
    monkeypatch.setattr(type(game), "hint_move", lambda _self, _view, _player, move, _aim: move)
    press_hint_key(window)
    qtbot.waitUntil(lambda: hinted_move(window) == Draw(face_down), timeout=10_000)
    QTest.keyClick(board.view.viewport(), Qt.Key.Key_Return)
    assert session.state.held_from == face_down
    qtbot.waitUntil(lambda: isinstance(hinted_move(window), Place), timeout=10_000)
    place = hinted_move(window)
    assert isinstance(place, Place) and board.cursor_cell == (place.x, place.y)


def test_enter_held_for_the_hint_takes_the_frame_an_arrow_moved_before(
    window: MainWindow, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    """H, →, Enter at once: the Enter was held for the hint's frame, which then stayed where
    the arrow had put it, and the next Enter took that card, not the hint's (play tester
    169). Enter held says the player waits for the hint: its frame comes."""
    board, viewport = flowers_frame_on_a_stack(window, qtbot)
    hinted_stack = board.stack_cursor
    assert hinted_stack is not None

    monkeypatch.setattr(hint, "make_agent", lambda *_args, **_how: SlowSearch(Draw(hinted_stack)))
    press_hint_key(window)
    QTest.keyClick(viewport, Qt.Key.Key_Right)
    assert board.stack_cursor != hinted_stack
    QTest.keyClick(viewport, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: said(window).startswith("Hint: "), timeout=10_000)
    assert board.stack_cursor == hinted_stack
    session = window.controller.session
    assert session is not None
    QTest.keyClick(viewport, Qt.Key.Key_Return)
    assert session.state.held_from == hinted_stack


def test_undo_or_redo_clicked_after_a_hint_played_by_the_keys_leaves_the_line_to_the_turn(
    window: MainWindow, qtbot: QtBot
) -> None:
    """Play tester 209 played a hint by H and Enter, then clicked Undo in the toolbar: the
    turn's task gave way to "Enter: take the green 1 · ?: all keys", the keys' words, for a
    player using the mouse. The click gives the table to the pointer: no frame, no words of
    it; the line tells the turn."""
    board = flowers_hint_shown(window, qtbot)
    QTest.keyClick(board.view.viewport(), Qt.Key.Key_Return)  # the hinted card taken
    assert board._framed_move() is not None  # the keys lead: their frame on a cell
    undo = window.actions_by_name["undo"]
    button = window.toolbar.widgetForAction(undo)
    assert undo.isEnabled() and button is not None
    QTest.mouseClick(button, Qt.MouseButton.LeftButton)
    qtbot.wait(50)
    note = window._flash_note()
    assert note is not None
    assert not (note.isVisible() and note.toolTip().startswith("Enter:")), note.toolTip()
    assert board._framed_move() is None
    assert board.status_label.text().startswith("Your turn: draw a card")
    # Redo clicked likewise, the keys having framed a stack again
    QTest.keyClick(board.view.viewport(), Qt.Key.Key_Right)
    assert board._framed_move() is not None
    redo = window.actions_by_name["redo"]
    button = window.toolbar.widgetForAction(redo)
    assert redo.isEnabled() and button is not None
    QTest.mouseClick(button, Qt.MouseButton.LeftButton)
    qtbot.wait(50)
    assert not (note.isVisible() and note.toolTip().startswith("Enter:")), note.toolTip()
    assert board._framed_move() is None
    assert board.status_label.text().startswith("Place your card")
