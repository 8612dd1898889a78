"""The hot-seat hand-off screen and the start screen."""

from __future__ import annotations

from dataclasses import replace

import pytest
from PySide6.QtCore import QEvent, QPoint, QRect, Qt
from PySide6.QtGui import QCursor, QHelpEvent, QKeySequence, QRegion
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QToolTip
from pytestqt.qtbot import QtBot

import desktop.games
import desktop.main_window as main_window_module
import desktop.start_screen as start_screen_module
from desktop import i18n, press_guard
from desktop.dialogs.new_game import NewGameChoice
from desktop.history import News
from desktop.main_window import SMALLEST_SIZE, MainWindow
from desktop.settings import Settings
from desktop.table import handoff
from desktop.table.handoff import RING_GAP, RING_WIDTH, HandoffScreen, RevealPause, needs_handoff
from desktop.table.palette import table_palette
from desktop.tip_place import shown_tip
from engine.core import registry
from engine.core.save import Seat
from tests.desktop.guard_clock import SlowGuardClock
from tests.desktop.held_keys import send_repeat
from tests.desktop.shell.fakes import FakeGame, FakeOptions, Play


def test_needs_handoff_only_between_different_humans_with_secrets() -> None:
    assert needs_handoff(True, next_human=1, shown_to=0)
    assert not needs_handoff(True, next_human=0, shown_to=0)
    assert not needs_handoff(False, next_human=1, shown_to=0)
    assert not needs_handoff(True, next_human=1, shown_to=None)


def test_the_screen_names_the_player_and_reports_the_seat(qtbot) -> None:  # type: ignore[no-untyped-def]
    screen = HandoffScreen()
    qtbot.addWidget(screen)
    screen.ask(2, "Chloé", News())
    assert screen.title.text() == "Pass the screen to Chloé"
    assert screen.button.text() == "I am Chloé, show my cards"
    with qtbot.waitSignal(screen.confirmed) as confirmed:
        qtbot.mouseClick(screen.button, Qt.MouseButton.LeftButton)
    assert confirmed.args == [2]


def focused_handoff(qtbot, width: int, height: int) -> HandoffScreen:  # type: ignore[no-untyped-def]
    """A hand-off screen asking for Ben, shown, its button holding the keyboard."""
    screen = HandoffScreen()
    qtbot.addWidget(screen)
    screen.resize(width, height)
    screen.ask(1, "Ben", News())
    screen.show()
    qtbot.waitExposed(screen)
    screen.activateWindow()
    qtbot.waitUntil(screen.button.hasFocus)
    return screen


def test_a_press_right_after_the_screen_asks_is_not_the_next_players(qtbot, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """Play test: Enter pressed twice to end a step (or after a look) went on to the hand-off
    button, which had the keyboard already, and showed the next player's cards to the one
    still at the screen. A press in the button's first moments is not taken."""
    monkeypatch.setattr(press_guard, "GUARD_MS", 300)
    screen = focused_handoff(qtbot, 600, 500)
    confirmed: list[int] = []
    screen.confirmed.connect(confirmed.append)
    screen.ask(1, "Ben", News())  # the screen asks anew: the guard starts now
    QTest.keyClick(screen.button, Qt.Key.Key_Return)
    qtbot.mouseClick(screen.button, Qt.MouseButton.LeftButton)
    assert confirmed == []
    qtbot.wait(350)
    # a key held down since before the screen came: its repeats are no fresh press
    send_repeat(screen.button, Qt.Key.Key_Return, marked=True)
    send_repeat(screen.button, Qt.Key.Key_Return, marked=False)
    assert confirmed == []
    QTest.keyClick(screen.button, Qt.Key.Key_Return)
    assert confirmed == [1]


def test_the_hand_off_takes_a_key_only_after_its_longer_guard(qtbot, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """Play tester 139: Enter pressed again 0.6 s after the one that ended Ann's turn ("did
    it take?") passed the half-second guard and showed Ben's hand to Ann. Passing a screen
    takes seconds: a key counts only after ``HANDOFF_GUARD_MS``, and only a press made then
    (Space pressed before and let go after does nothing); the mouse keeps the short guard."""
    monkeypatch.setattr(press_guard, "GUARD_MS", 100)
    monkeypatch.setattr(press_guard, "HANDOFF_GUARD_MS", 600)
    screen = focused_handoff(qtbot, 600, 500)
    confirmed: list[int] = []
    screen.confirmed.connect(confirmed.append)
    screen.ask(1, "Ben", News())
    qtbot.wait(200)  # past the mouse's guard, not the keys'
    QTest.keyClick(screen.button, Qt.Key.Key_Return)
    QTest.keyPress(screen.button, Qt.Key.Key_Space)
    assert confirmed == []
    qtbot.wait(500)  # past the keys' guard: the Space pressed before is let go
    QTest.keyRelease(screen.button, Qt.Key.Key_Space)
    assert confirmed == []
    QTest.keyClick(screen.button, Qt.Key.Key_Return)
    assert confirmed == [1]
    screen.ask(1, "Ben", News())
    qtbot.wait(200)
    qtbot.mouseClick(screen.button, Qt.MouseButton.LeftButton)
    assert confirmed == [1, 1]


def test_a_key_refused_by_the_hand_offs_guard_is_answered(qtbot, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """Play tester 144: a key refused by the hand-off's guard got no answer, so the player
    pressed again. A word under the button says the screen is ready in a moment, naming no
    one and no card; it goes when the key would be taken, and with the next hand-off."""
    monkeypatch.setattr(press_guard, "HANDOFF_GUARD_MS", 400)
    screen = focused_handoff(qtbot, 600, 500)
    screen.ask(1, "Ben", News())
    button_at = screen.button.geometry()
    keys = screen.wait_word.text()
    assert keys.startswith("Keys:")
    QTest.keyClick(screen.button, Qt.Key.Key_Return)
    assert (
        screen.wait_word.text() == "Not taken yet: press again in a moment."
        and screen.wait_word.isVisible()
    )
    assert screen.button.geometry() == button_at  # the button stays where it was
    qtbot.waitUntil(lambda: screen.wait_word.text() == keys, timeout=1000)
    QTest.keyClick(screen.button, Qt.Key.Key_Return)
    screen.ask(0, "Ann", News())
    QTest.keyClick(screen.button, Qt.Key.Key_Space)
    assert screen.wait_word.text() == "Not taken yet: press again in a moment."
    screen.ask(1, "Ben", News())
    assert screen.wait_word.text() == keys


def test_the_hand_off_names_the_keys_that_take_it(qtbot, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """The screen never said that a key takes its button: it names them, as the platform
    does, under the button; the key it names takes it once its guard is over, and while a
    computer plays with nobody at the screen, no key is offered."""
    monkeypatch.setattr(press_guard, "HANDOFF_GUARD_MS", 300)
    screen = focused_handoff(qtbot, 600, 500)
    screen.ask(1, "Ben", News())
    enter, space = (
        QKeySequence(key).toString(QKeySequence.SequenceFormat.NativeText)
        for key in (Qt.Key.Key_Enter, Qt.Key.Key_Space)
    )
    assert screen.wait_word.text() == f"Keys: {enter} or {space} when Ben is ready"
    assert screen.words_area().contains(screen.wait_word.mapToGlobal(QPoint(300, 15)))
    confirmed: list[int] = []
    screen.confirmed.connect(confirmed.append)
    QTest.keyClick(screen.button, Qt.Key.Key_Enter)
    assert confirmed == [] and screen.wait_word.text() == "Not taken yet: press again in a moment."
    qtbot.waitUntil(lambda: screen.wait_word.text().startswith("Keys:"), timeout=1000)
    QTest.keyClick(screen.button, Qt.Key.Key_Enter)
    assert confirmed == [1]
    screen.wait_for("Basil")
    assert screen.wait_word.text() == ""


def test_the_keys_words_under_the_button_wrap_and_keep_it_still(qtbot, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """A long name in the keys' words wraps rather than widen the window, and the line
    under the button is as high as they are whatever it says: the button stays put when
    "Not taken yet: press again in a moment." takes their place."""
    monkeypatch.setattr(
        press_guard, "HANDOFF_GUARD_MS", 1000
    )  # "Not taken yet: press again in a moment." stays
    long_name = "Maximilian" * 4
    screen = focused_handoff(qtbot, 300, 600)
    screen.ask(1, long_name, News())
    qtbot.wait(20)  # laid out for the name
    assert screen.minimumSizeHint().width() < 300
    assert long_name in screen.wait_word.text().replace("\u200b", "")
    assert screen.wait_word.height() >= 2 * screen.wait_word.fontMetrics().height()
    button_at = screen.button.geometry()
    screen.button.refused.emit()
    qtbot.wait(20)
    assert screen.wait_word.text() == "Not taken yet: press again in a moment."
    assert screen.button.geometry() == button_at


def test_the_look_before_passing_on_takes_no_hasty_press(qtbot, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """The bar after a look is offered the same way: a double press that confirmed the look
    passed the screen on before its mover had seen the card."""
    monkeypatch.setattr(press_guard, "GUARD_MS", 300)
    pause = RevealPause()
    qtbot.addWidget(pause)
    passed: list[bool] = []
    pause.passed.connect(lambda: passed.append(True))
    pause.show()
    pause.ask("Ben")
    QTest.keyClick(pause.button, Qt.Key.Key_Return)
    assert passed == []
    qtbot.wait(350)
    QTest.keyClick(pause.button, Qt.Key.Key_Return)
    assert passed == [True]


def test_the_look_bars_button_stands_by_its_words_on_a_wide_screen(qtbot) -> None:  # type: ignore[no-untyped-def]
    """On a 2560-pixel screen "Pass the screen to Rose" stood 2000 pixels from the words it
    belongs to (play test): it follows them, and a narrow bar still wraps them."""
    from PySide6.QtWidgets import QWidget

    table = QWidget()
    qtbot.addWidget(table)
    table.resize(2400, 600)
    pause = RevealPause(table)
    table.show()
    pause.ask("Rose", card="Garden Snail, now in your hand")
    qtbot.waitUntil(lambda: pause.width() == 2400)
    words = pause.message.geometry()
    assert pause.button.geometry().left() - words.right() < 40
    assert pause.button.geometry().right() < 1600
    table.resize(500, 600)
    qtbot.waitUntil(lambda: pause.width() == 500)
    assert pause.message.height() > pause.message.fontMetrics().height() * 1.5  # wrapped
    assert pause.button.geometry().right() <= 500


def test_the_focus_ring_is_wiped_where_the_button_was(qtbot) -> None:  # type: ignore[no-untyped-def]
    """After Undo the moves taken back lengthen the text and push the button down: the focus
    ring, drawn by the screen round the button, stayed across the text where it had been."""
    screen = focused_handoff(qtbot, 600, 500)
    qtbot.wait(50)  # the focus's own repaint asked for
    before = screen.button.geometry()
    repainted: list[tuple[object, ...]] = []
    screen.update = lambda *region: repainted.append(region)  # type: ignore[method-assign]
    taken_back = tuple(f"Ada: Add a card to her Garrison ({move})" for move in range(4))
    screen.retell(News(moves=("Ada: Look at card 1",), taken_back=taken_back))
    qtbot.waitUntil(lambda: screen.button.geometry() != before)
    reach = RING_GAP + RING_WIDTH
    old_ring = QRegion(before.adjusted(-reach, -reach, reach, reach))

    def wipes_the_old_ring(region: tuple[object, ...]) -> bool:
        """``update()`` (the whole screen), or an area holding the ring where it was."""
        if not region:
            return True
        asked = region[0] if len(region) == 1 else QRect(*region)  # type: ignore[call-overload]
        return old_ring.subtracted(QRegion(asked)).isEmpty()

    # a repaint of the button's new place alone left the old ring across the text
    assert any(wipes_the_old_ring(region) for region in repainted), repainted


def test_the_screen_lists_every_move_its_page_holds(qtbot) -> None:  # type: ignore[no-untyped-def]
    """A five-player round with abilities began with "…" at ten moves while the page was half
    empty: the screen lists as many moves as the page holds, leaves out the oldest ("…") only
    when they overflow it, and never keeps the window from being made smaller."""
    screen = HandoffScreen()
    qtbot.addWidget(screen)
    moves = tuple(f"Ann: move {number}" for number in range(1, 31))
    screen.resize(900, 1000)
    screen.show()
    screen.ask(1, "Bob", News(moves, told=len(moves)))
    assert screen.news.text() == "\n".join(("Since Bob's last move:", *moves))
    screen.resize(900, 420)
    lines = screen.news.text().split("\n")
    assert lines[:2] == ["Since Bob's last move:", "…"] and lines[-1] == "Ann: move 30"
    assert 4 < len(lines) < 20
    qtbot.waitUntil(lambda: screen.news.height() >= screen.news.sizeHint().height())
    assert screen.button.geometry().bottom() < screen.height()
    assert screen.minimumSizeHint().height() < 420


def test_two_humans_around_an_ai_pass_the_screen(window: MainWindow, qtbot) -> None:  # type: ignore[no-untyped-def]
    seats = (Seat(name="Ann"), Seat(name="Robo", kind="easy"), Seat(name="Cy"))
    window.start_game(NewGameChoice("fake", FakeOptions(players=3), 4, seats))
    board = window.board
    session = window.controller.session
    assert window.handoff.title.text() == "Pass the screen to Ann"
    window.handoff.button.click()
    board.action_chosen.emit(Play(card=session.state.hands[0][0]))
    # while the AI thinks, Ann's own view stays on screen, with no moves offered
    view, viewer, legal = board.shown[-1]
    assert viewer == 0 and legal is None and -1 not in view.hands[0]
    qtbot.waitUntil(lambda: window.controller.current_player() == 2, timeout=5000)
    assert window.table.currentWidget() is window.handoff
    assert window.handoff.title.text() == "Pass the screen to Cy"
    window.handoff.button.click()
    view, viewer, legal = board.shown[-1]
    assert viewer == 2 and legal and -1 not in view.hands[2] and set(view.hands[0]) == {-1}


def test_a_key_for_the_covered_table_says_it_waits_for_the_screen(
    window: MainWindow, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    """C (the deal's cards) on the hand-off did nothing and said nothing, where H's hint
    explained itself (play tester 221): a letter for the table says the table is covered
    until Ann has the screen, under the button, and the keys' words come back after; the
    page stays."""
    monkeypatch.setattr(handoff, "COVERED_SAID_MS", 200)
    window.start_game(
        NewGameChoice("fake", FakeOptions(players=2), 4, (Seat(name="Ann"), Seat(name="Cy")))
    )
    screen = window.handoff
    assert window.table.currentWidget() is screen
    keys = screen.wait_word.text()
    window.activateWindow()
    qtbot.waitUntil(screen.button.hasFocus)
    QTest.keyClick(screen.button, Qt.Key.Key_C)
    assert window.table.currentWidget() is screen
    assert screen.wait_word.text() == "The table is covered: its keys work once Ann has the screen."
    qtbot.waitUntil(lambda: screen.wait_word.text() == keys, timeout=2000)


def test_the_start_screen_lists_games_and_marks_missing_boards(qtbot, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    boardless = FakeGame(info_id="boardless")
    boardless.info = replace(boardless.info, name="Boardless", min_players=2, max_players=5)
    games = {"fake": FakeGame(), "boardless": boardless}
    monkeypatch.setattr(registry, "all_games", lambda: games)
    from tests.desktop.shell.fakes import FakeBoard

    monkeypatch.setattr(
        desktop.games, "board_class", lambda gid: FakeBoard if gid == "fake" else None
    )
    started: list[tuple[object, str]] = []
    monkeypatch.setattr(
        main_window_module, "tutorial_entry", lambda: lambda win, gid: started.append((win, gid))
    )
    window = MainWindow(Settings())
    qtbot.addWidget(window)
    cards = window.start_screen.cards
    assert set(cards) == {"fake", "boardless"}
    assert cards["fake"].play.isEnabled() and cards["fake"].play.text() == "Play"
    assert not cards["boardless"].play.isEnabled()
    assert cards["boardless"].play.text() == "Coming soon"
    assert cards["boardless"].players.text() == "2–5 players"
    assert cards["fake"].players.text() == "1–4 players · solo mode"
    assert cards["fake"].pitch.text() == "A tiny test game."
    assert cards["fake"].tutorial.isVisibleTo(cards["fake"])
    assert not cards["boardless"].tutorial.isVisibleTo(cards["boardless"])
    cards["fake"].tutorial.click()
    assert started == [(window, "fake")]
    # Enter presses a focused button, as Space does
    window.show()
    assert QTest.qWaitForWindowExposed(window)
    cards["fake"].tutorial.setFocus()
    qtbot.waitUntil(cards["fake"].tutorial.hasFocus)
    QTest.keyClick(cards["fake"].tutorial, Qt.Key.Key_Return)
    assert started == [(window, "fake")] * 2
    image = cards["fake"].emblem.grab().toImage()
    centre = image.pixelColor(image.width() // 2, image.height() // 2)
    assert centre.saturation() > 50  # the coloured heart of the emblem is drawn
    assert not window.start_screen.resume.isEnabled()


def test_no_tutorial_button_without_the_tutorial_package(qtbot, fake_registry, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.setattr(main_window_module, "tutorial_entry", lambda: None)
    window = MainWindow(Settings())
    qtbot.addWidget(window)
    card = window.start_screen.cards["fake"]
    assert not card.tutorial.isVisibleTo(card)
    assert not window.actions_by_name["tutorial"].isEnabled()


@pytest.mark.parametrize("dark", [False, True])
def test_the_start_screen_reads_on_a_wide_window_in_either_palette(
    qtbot, fake_registry, monkeypatch, dark: bool
) -> None:  # type: ignore[no-untyped-def]
    """On a 2560 px screen each game's card and its three buttons stretched to 1200 px; on a
    dark palette the emblems sat on near-white discs that glared."""
    monkeypatch.setattr(start_screen_module, "table_palette", lambda: table_palette(dark))
    window = MainWindow(Settings())
    qtbot.addWidget(window)
    window.resize(2400, 800)
    window.show()
    assert QTest.qWaitForWindowExposed(window)
    card = window.start_screen.cards["fake"]
    assert card.width() <= start_screen_module.PREFERRED_CARD_WIDTH
    image = card.emblem.grab().toImage()
    disc = image.pixelColor(image.width() // 2, 12)  # above the petals, inside the disc
    assert (disc.lightness() < 100) == dark, disc.name()


def test_the_game_card_with_the_keys_and_its_button_are_ringed(qtbot, fake_registry) -> None:  # type: ignore[no-untyped-def]
    """The style's focus frame on a start screen button, one faint pixel, was hard to find on
    a 1920 px screen (play test): the card whose button has the keys, and that button, are
    ringed in the highlight colour."""
    window = MainWindow(Settings())
    qtbot.addWidget(window)
    window.show()
    assert QTest.qWaitForWindowExposed(window)
    card = window.start_screen.cards["fake"]
    highlight = card.palette().highlight().color()

    def top_edge() -> tuple[int, int, int]:
        color = card.grab().toImage().pixelColor(card.width() // 2, 1)
        return color.red(), color.green(), color.blue()

    card.rules.setFocus(Qt.FocusReason.TabFocusReason)
    assert card.focused_button() is card.rules
    assert top_edge() == (highlight.red(), highlight.green(), highlight.blue())
    ring = card.grab().toImage().pixelColor(card.rules.geometry().center().x(), card.rules.y() - 3)
    assert ring == highlight
    window.start_screen.open.setFocus(Qt.FocusReason.TabFocusReason)
    assert card.focused_button() is None
    assert top_edge() != (highlight.red(), highlight.green(), highlight.blue())


def test_a_task_or_a_move_naming_a_long_name_sets_no_least_width(qtbot) -> None:  # type: ignore[no-untyped-def]
    """The hand-off's task ("WWWW…W to pass a card") and its moves name a player whole, and a
    name of forty letters set the screen's least width to 724 px (play test): they may break
    it."""
    long = "W" * 40
    screen = HandoffScreen()
    qtbot.addWidget(screen)
    screen.resize(500, 700)
    news = News(moves=(f"{long}: Sunbird — So far only {long} has passed a card",))
    screen.ask(1, long, news, task=f"{long} to pass a card")
    assert long in screen.task.text().replace("\u200b", "")
    assert long in screen.news.text().replace("\u200b", "")
    assert screen.minimumSizeHint().width() < 500


def test_a_name_of_forty_letters_leaves_the_window_narrow(window: MainWindow, qtbot) -> None:  # type: ignore[no-untyped-def]
    """A player named with forty letters made the hand-off's title and button, the status
    bar's "… to play" and the start screen's last game wider than the screen, and the window
    with them (play test, 1280 px): the name is cut where it shows on one line, whole in the
    tooltip, and broken where words wrap."""
    long = "W" * 40  # the longest a name may be
    seats = (Seat(name=long), Seat(name="Maximiliane-Friederike von Hohenzollern-"))
    window.start_game(NewGameChoice("fake", FakeOptions(players=2), 4, seats))
    assert window.table.currentWidget() is window.handoff
    screen = window.handoff
    assert window.minimumSizeHint().width() < 500
    for width in (800, SMALLEST_SIZE.width()):
        window.resize(width, SMALLEST_SIZE.height())
        qtbot.waitUntil(lambda width=width: window.width() == width)
        assert screen.title.text().endswith("…") and screen.title.toolTip() == long
        title = screen.title.fontMetrics()  # its words wrap: the name alone is one line
        assert max(title.horizontalAdvance(word) for word in screen.title.text().split()) < width
        assert screen.button.fontMetrics().horizontalAdvance(screen.button.text()) < width
        cut = long not in screen.button.text()
        assert screen.button.toolTip() == (f"I am {long}, show my cards" if cut else "")
    screen.button.click()
    turn = window.turn_label.text()
    assert turn.startswith("W") and "…" in turn and long not in turn
    assert window.minimumSizeHint().width() < 500
    window.close_game()
    assert long in window.start_screen.resume_info.text().replace("\u200b", "")
    assert window.minimumSizeHint().width() < 500


@pytest.mark.usefixtures("translations")
def test_greyed_undos_tip_keeps_off_the_hand_off_words(window: MainWindow, qtbot) -> None:  # type: ignore[no-untyped-def]
    """Play tester 131: greyed Undo's tip (why Undo is greyed), too wide for the screen in
    French, is wrapped by Qt into a tall block under the pointer, and it lay over "Passez
    l'écran à Ben" until the pointer moved. The tip keeps off the screen's words."""
    i18n.install("fr")
    window.resize(SMALLEST_SIZE)
    seats = (Seat(name="Ann"), Seat(name="Robo", kind="easy"), Seat(name="Ben"))
    window.start_game(NewGameChoice("fake", FakeOptions(players=3), 4, seats))
    session = window.controller.session
    window.handoff.button.click()
    window.board.action_chosen.emit(Play(card=session.state.hands[0][0]))
    qtbot.waitUntil(lambda: window.controller.current_player() == 2, timeout=5000)
    moves = tuple(f"Robo : coup {number}" for number in range(30))
    window.handoff.retell(News(moves, told=len(moves)))  # the page full: the title high
    news = window.handoff.news
    qtbot.waitUntil(lambda: news.height() >= news.sizeHint().height())
    undo = window.actions_by_name["undo"]
    assert window.handoff.isVisible() and not undo.isEnabled()
    button = window.toolbar.widgetForAction(undo)
    pointer = button.mapToGlobal(QPoint(button.width() // 2, button.height() - 2))
    QCursor.setPos(pointer)
    help_event = QHelpEvent(QEvent.Type.ToolTip, button.mapFromGlobal(pointer), pointer)
    QApplication.sendEvent(button, help_event)
    qtbot.waitUntil(QToolTip.isVisible)
    tip = shown_tip()
    assert tip is not None and QToolTip.text() == undo.toolTip()
    title = window.handoff.title
    assert window.handoff.words_area().contains(title.mapToGlobal(title.rect().center()))
    assert not tip.frameGeometry().intersects(window.handoff.words_area())
    QToolTip.hideText()


def test_the_keys_words_come_back_only_once_the_key_is_taken(qtbot, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """The keys' words came back by a timer that may fire early, while the button still
    refused the key they named: they come back when its guard is over, however early their
    timer fires (``GuardWait``, shared with the deal window)."""
    monkeypatch.setattr(press_guard, "QElapsedTimer", SlowGuardClock)
    monkeypatch.setattr(press_guard, "HANDOFF_GUARD_MS", 300)  # 600 ms by the timers' clock
    screen = focused_handoff(qtbot, 600, 500)
    confirmed: list[int] = []
    screen.confirmed.connect(confirmed.append)
    QTest.keyClick(screen.button, Qt.Key.Key_Return)
    assert confirmed == [] and screen.wait_word.text() == "Not taken yet: press again in a moment."
    qtbot.waitUntil(lambda: screen.wait_word.text().startswith("Keys:"), timeout=3000)
    QTest.keyClick(screen.button, Qt.Key.Key_Return)
    assert confirmed == [1]
