"""Every game's lesson is found and opened the same way: ``desktop.games.<game>.tutorial``."""

from __future__ import annotations

import importlib
from collections.abc import Iterator

import pytest
from PySide6.QtCore import QEvent, QPoint, Qt, QThread, QTimer
from PySide6.QtGui import QColor, QPalette
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMessageBox, QPushButton, QToolButton
from pytestqt.qtbot import QtBot

from desktop import hint, i18n
from desktop.dialogs.new_game import NewGameDialog
from desktop.games.flowers import FlowersBoard
from desktop.main_window import MainWindow
from desktop.settings import GameSetup, Settings
from desktop.table import set_animation_speed
from desktop.table.bar import TableBar
from desktop.table.items import HighlightItem
from desktop.table.preview import CardPreview
from desktop.table.view import TableView
from desktop.tutorial import has_lesson, lesson_entry, start_tutorial
from desktop.tutorial import lesson as lesson_module
from desktop.tutorial.lesson import ScriptedLesson
from desktop.tutorial.panel import WORDS_GAP
from engine.core import registry
from engine.core.actions import Action
from engine.core.save import Seat
from engine.games.flowers import Draw, Place
from engine.games.petal_plotters import Cancel

LESSONS = {
    "flowers": ("desktop.games.flowers.tutorial", "FlowersLesson"),
    "petal-plotters": ("desktop.games.petal_plotters.tutorial", "PetalPlottersLesson"),
}


@pytest.mark.parametrize("game_id", sorted(LESSONS))
def test_the_dispatcher_finds_each_lesson_in_its_game_package(game_id: str) -> None:
    module = importlib.import_module(LESSONS[game_id][0])
    assert has_lesson(game_id)
    assert lesson_entry(game_id) is module.start_lesson


@pytest.mark.parametrize("game_id", sorted(LESSONS))
def test_start_tutorial_opens_a_scripted_lesson_that_stays_open(qtbot: QtBot, game_id: str) -> None:
    set_animation_speed(0)
    module_name, class_name = LESSONS[game_id]
    lesson_class = getattr(importlib.import_module(module_name), class_name)
    assert issubclass(lesson_class, ScriptedLesson)
    # lessons closed by earlier tests may wait in Qt's deferred deletion: count only new ones
    before = set(QApplication.topLevelWidgets())
    start_tutorial(None, game_id)
    lessons = [
        w for w in QApplication.topLevelWidgets() if isinstance(w, lesson_class) and w not in before
    ]
    assert len(lessons) == 1 and lessons[0].isVisible()
    assert lessons[0] in lesson_module._parentless  # kept alive without a parent window
    assert lessons[0].broken is None
    # the lesson fits the screen it opens on (the offscreen screen is 800x800)
    available = lessons[0].screen().availableGeometry().size()
    assert lessons[0].width() <= available.width() and lessons[0].height() <= available.height()
    lessons[0].close()


def lesson_at(qtbot: QtBot, game_id: str, size: tuple[int, int]) -> ScriptedLesson:
    """``game_id``'s lesson, shown at ``size``, animations off."""
    set_animation_speed(0)
    module_name, class_name = LESSONS[game_id]
    lesson: ScriptedLesson = getattr(importlib.import_module(module_name), class_name)(
        auto_delay_ms=0
    )
    qtbot.addWidget(lesson, before_close_func=lambda widget: widget.leave())
    lesson.resize(*size)
    lesson.show()
    assert QTest.qWaitForWindowExposed(lesson)
    QApplication.processEvents()
    return lesson


def lesson_on_screen(qtbot: QtBot, game_id: str, *, fits: bool = True) -> ScriptedLesson:
    """``game_id``'s lesson, shown and active (the keyboard goes to it), animations off;
    ``fits``: once its first step's words fit the panel (they may not, in French or German)."""
    set_animation_speed(0)
    module_name, class_name = LESSONS[game_id]
    lesson: ScriptedLesson = getattr(importlib.import_module(module_name), class_name)(
        auto_delay_ms=0
    )
    qtbot.addWidget(lesson, before_close_func=lambda widget: widget.leave())
    lesson.show()
    lesson.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is lesson)
    # the first step's words fit once laid out; clicked before, Next read "More ↓" and only
    # scrolled them, and a test that clicked Next at once found the lesson still at step 1
    if fits:
        qtbot.waitUntil(lambda: not lesson.panel.words.has_more())
    return lesson


def moves_asked(qtbot: QtBot, lesson: ScriptedLesson) -> Iterator[tuple[Action, str]]:
    """Walk ``lesson`` to its free game by Space on Next, yielding each move it asks for with
    the keys line under its task; the caller plays the move before asking for the next."""
    while not lesson.step.free:
        wanted = lesson.expected()
        # Space on Next, or on "More ↓" while a step that asks a move has words below
        if wanted is None or lesson.panel.next_button.isEnabled():
            qtbot.waitUntil(lesson.panel.next_button.isEnabled)
            QTest.keyClick(lesson.panel.next_button, Qt.Key.Key_Space)
            continue
        yield wanted, lesson.panel.task_label.text().split("\n")[-1]


def moves_asked_by_enter(qtbot: QtBot, lesson: ScriptedLesson) -> Iterator[tuple[Action, str]]:
    """Walk ``lesson`` to its free game by Enter pressed wherever the keyboard is (Enter
    presses Next), each step that tells of Next naming its key; yield each move it asks for
    with the step's words. The caller plays the move before asking for the next."""
    while not lesson.step.free:
        words = lesson.panel.text_label.text()
        wanted = lesson.expected()
        if wanted is None or lesson.panel.next_button.isEnabled():  # Next, or "More ↓"
            if lesson.step.tells_next:
                assert "Press Next (Enter)" in words
            qtbot.waitUntil(lesson.panel.next_button.isEnabled)
            QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)
            continue
        yield wanted, words


@pytest.mark.parametrize("game_id", sorted(LESSONS))
def test_space_walks_the_lesson_and_never_lands_on_close(qtbot: QtBot, game_id: str) -> None:
    """The lesson opens with the keyboard on Next (not on a board toggle such as the teaching
    overlay); when Next is disabled for a move, the keyboard goes to the table, not to the
    next button of the panel, "Close the lesson"."""
    lesson = lesson_on_screen(qtbot, game_id)
    assert lesson.expected() is None  # every lesson opens with words to read
    assert QApplication.focusWidget() is lesson.panel.next_button
    while lesson.expected() is None:
        QTest.keyClick(lesson.panel.next_button, Qt.Key.Key_Space)
    # Next ("More ↓") leads on until the new step's words are laid out: for a moment, in the
    # room the words before had, they may seem to go on below
    qtbot.waitUntil(lambda: not lesson.panel.next_button.isEnabled())
    assert lesson.index > 0
    focused = QApplication.focusWidget()
    assert isinstance(focused, TableView) and lesson.board.widget().isAncestorOf(focused)
    QTest.keyClick(focused, Qt.Key.Key_Space)  # a second Space: the lesson stays
    assert lesson.isVisible()


@pytest.mark.parametrize("game_id", sorted(LESSONS))
def test_a_step_asking_a_move_keeps_the_keys_on_its_words_until_they_are_read(
    qtbot: QtBot, game_id: str
) -> None:
    """In a short window a step's words went on below the panel's edge, and the keys went to
    the table at once: Space, pressed to read on, played the move framed there (play test).
    Next reads "More ↓" and takes Space until the words are read; then the keys go to the
    table, and nothing was played."""
    lesson = lesson_on_screen(qtbot, game_id)
    lesson.resize(lesson.width(), 420)
    words = lesson.panel.words
    while lesson.expected() is None:
        qtbot.waitUntil(lesson.panel.next_button.isEnabled)
        QTest.keyClick(lesson.panel.next_button, Qt.Key.Key_Space)
    qtbot.waitUntil(words.has_more)
    played = lesson.controller.session.cursor
    assert lesson.panel.next_button.isEnabled() and lesson.panel.next_button.text() == "More ↓"
    assert QApplication.focusWidget() is lesson.panel.next_button
    for _ in range(20):
        if not words.has_more():
            break
        QTest.keyClick(lesson.panel.next_button, Qt.Key.Key_Space)
    assert not words.has_more() and not lesson.panel.next_button.isEnabled()
    focused = QApplication.focusWidget()
    assert isinstance(focused, TableView) and lesson.board.widget().isAncestorOf(focused)
    assert lesson.controller.session.cursor == played and lesson.expected() is not None


def test_a_note_under_a_step_asking_a_move_leaves_the_keys_on_the_table(qtbot: QtBot) -> None:
    """Play tester 152 (German, 1366×768), Petal Plotters step 3: H said "Hints come in the
    free game…", which pushed the step's words below the panel's edge; "More ↓" came back and
    took the keys, so ← went to "← Back" and Enter went back to step 2, though the step says
    ←/→ choose the card. A note never takes the keys from the table; words read to their end
    stay at their end as the note takes room (play tester 186: "More ↓" brought back, press
    after press, kept the lesson from going on)."""
    lesson = lesson_on_screen(qtbot, "petal-plotters")
    lesson.resize(lesson.width(), 440)
    next_button, view = lesson.panel.next_button, lesson.board.view
    while lesson.step.title != "Add a card, upside down" or lesson.expected() is None:
        wanted = lesson.expected()
        if wanted is not None and not next_button.isEnabled():
            lesson.board.action_chosen.emit(wanted)  # step 2's move, played as the board does
            continue
        qtbot.waitUntil(next_button.isEnabled)
        QTest.keyClick(next_button, Qt.Key.Key_Space)
    while next_button.isEnabled():  # "More ↓" until the step's words are read
        QTest.keyClick(next_button, Qt.Key.Key_Space)
    qtbot.waitUntil(view.hasFocus)
    framed = lesson.board.key_focus
    QTest.keyClick(view, Qt.Key.Key_H)
    assert lesson.panel.message_label.text().startswith("Hints come in the free game")
    QApplication.processEvents()  # the note takes room: the words keep their end in sight
    assert not lesson.panel.words.has_more() and not next_button.isEnabled()
    assert QApplication.focusWidget() is view
    QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Left)
    assert QApplication.focusWidget() is view
    assert lesson.board.key_focus != framed and lesson.board.key_focus is not None


def test_closing_a_lesson_in_progress_asks_first_with_no_as_default(qtbot: QtBot) -> None:
    lesson = lesson_on_screen(qtbot, "flowers")
    lesson.panel.next_button.click()
    assert lesson.in_progress()
    lesson.panel.close_button.click()
    question = lesson.close_question
    assert question is not None and question.isVisible() and lesson.isVisible()
    assert question.defaultButton() is question.button(QMessageBox.StandardButton.No)
    QTest.keyClick(question, Qt.Key.Key_Return)  # Enter keeps the lesson
    assert lesson.isVisible() and lesson.index == 1
    # the answered question is gone (it deletes itself): the next Close asks anew (it raised
    # the deleted one, so the lesson could no longer be closed)
    QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    lesson.panel.close_button.click()
    question = lesson.close_question
    assert question is not None
    question.button(QMessageBox.StandardButton.Yes).click()
    assert not lesson.isVisible()


def test_the_lessons_buttons_answer_enter_and_esc_closes_as_close_does(qtbot: QtBot) -> None:
    """Tabbed to "Close the lesson", Enter did nothing (only Space did), nor did Esc: a keyboard
    player could not leave the lesson (play test)."""
    lesson = lesson_on_screen(qtbot, "flowers")
    lesson.panel.next_button.click()
    close = lesson.panel.close_button
    close.setFocus()
    qtbot.waitUntil(close.hasFocus)
    QTest.keyClick(close, Qt.Key.Key_Return)
    question = lesson.close_question
    assert question is not None and question.isVisible()
    question.button(QMessageBox.StandardButton.No).click()
    QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    assert lesson.isVisible() and lesson.index == 1
    focused = QApplication.focusWidget() or lesson
    QTest.keyClick(focused, Qt.Key.Key_Escape)
    question = lesson.close_question
    assert question is not None and question.isVisible()
    question.button(QMessageBox.StandardButton.Yes).click()
    assert not lesson.isVisible()


@pytest.mark.parametrize("game_id", ["flowers", "petal-plotters"])
def test_esc_in_a_free_game_under_way_asks_before_closing(qtbot: QtBot, game_id: str) -> None:
    """In the free game Esc closed the lesson at once, the game with it (Esc also cancels an
    ability: pressed twice, the game was gone, play test): once a move is made it asks."""
    lesson = lesson_on_screen(qtbot, game_id)
    lesson.skip()
    assert not lesson.in_progress()  # nothing played yet: it closes at once
    controller = lesson.controller
    legal = controller.choices_for_viewer()
    assert legal
    lesson.board.action_chosen.emit(legal[0])
    qtbot.waitUntil(lesson.in_progress)
    QTest.keyClick(lesson, Qt.Key.Key_Escape)  # an Esc nothing on the table took
    question = lesson.close_question
    assert question is not None and question.isVisible() and lesson.isVisible()
    assert question.text() == "Close the lesson? The game you are playing here ends with it."
    question.button(QMessageBox.StandardButton.No).click()
    QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    assert lesson.isVisible()


def test_the_windows_own_close_button_asks_as_close_does(qtbot: QtBot) -> None:
    """The title bar's ×, Alt+F4 or Cmd+W close the window through its close event: in the
    middle of a lesson that asks first too, once however often it is pressed."""
    lesson = lesson_on_screen(qtbot, "flowers")
    lesson.panel.next_button.click()
    assert not lesson.close()  # the close event was refused: the question is asked instead
    question = lesson.close_question
    assert question is not None and question.isVisible() and lesson.isVisible()
    assert not lesson.close() and lesson.close_question is question
    question.button(QMessageBox.StandardButton.No).click()
    assert lesson.isVisible() and lesson.index == 1
    QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    assert not lesson.close()
    question = lesson.close_question
    assert question is not None and question.isVisible()
    question.button(QMessageBox.StandardButton.Yes).click()
    assert not lesson.isVisible()


def test_quitting_the_application_closes_its_lessons_without_asking(qtbot: QtBot) -> None:
    """A lesson that asked while the main window closes would keep the application from
    quitting: the main window closes its lessons for good."""
    from desktop.main_window import MainWindow
    from desktop.settings import Settings

    set_animation_speed(0)
    window = MainWindow(Settings(ai_move_delay_ms=0))
    qtbot.addWidget(window)
    window.show()
    start_tutorial(window, "petal-plotters")
    lessons = window.findChildren(ScriptedLesson)
    assert len(lessons) == 1
    lesson = lessons[0]
    lesson.next_step()
    assert lesson.in_progress() and lesson.isVisible()
    assert window.close()
    assert not lesson.isVisible() and lesson.close_question is None


def lesson_over_window(qtbot: QtBot) -> tuple[MainWindow, ScriptedLesson]:
    """The app's window, and the Flowers lesson opened over it, at its second step."""
    set_animation_speed(0)
    window = MainWindow(Settings(ai_move_delay_ms=0))
    qtbot.addWidget(window)
    window.show()
    start_tutorial(window, "flowers")
    (lesson,) = window.findChildren(ScriptedLesson)
    lesson.next_step()
    return window, lesson


def test_a_lesson_asked_for_again_comes_to_the_front(qtbot: QtBot) -> None:
    """Help › Lesson with the lesson open behind the window opened a second at step 1 (play
    test): the one open comes to the front, where it was."""
    window, lesson = lesson_over_window(qtbot)
    window.activateWindow()
    start_tutorial(window, "flowers")
    assert window.findChildren(ScriptedLesson) == [lesson] and lesson.index == 1
    start_tutorial(window, "petal-plotters")  # another game's lesson is its own
    assert len(window.findChildren(ScriptedLesson)) == 2


def test_ctrl_q_in_a_lesson_quits_as_in_the_window(qtbot: QtBot) -> None:
    """Ctrl+Q did nothing while the lesson had the keys (play test): it closes the window the
    lesson opened over, and the lesson with it."""
    window, lesson = lesson_over_window(qtbot)
    lesson.activateWindow()
    qtbot.waitUntil(lesson.isActiveWindow)
    QTest.keyClick(lesson, Qt.Key.Key_Q, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: not window.isVisible())
    assert not lesson.isVisible()


def test_the_first_screen_of_a_lesson_closes_at_once(qtbot: QtBot) -> None:
    lesson = lesson_on_screen(qtbot, "flowers")
    assert not lesson.in_progress()
    lesson.panel.close_button.click()
    assert lesson.close_question is None and not lesson.isVisible()


@pytest.mark.parametrize("dark", [False, True])
def test_the_lesson_praise_reads_on_light_and_dark_palettes(qtbot: QtBot, dark: bool) -> None:
    from desktop.table.palette import DARK, LIGHT
    from desktop.tutorial.panel import LessonPanel

    app = QApplication.instance()
    assert isinstance(app, QApplication)
    before = app.palette()
    palette = QPalette(before)
    window, text = (
        (QColor("#202020"), QColor("#f0f0f0")) if dark else (QColor("#f6f6f6"), QColor("#101010"))
    )
    palette.setColor(QPalette.ColorRole.Window, window)
    palette.setColor(QPalette.ColorRole.WindowText, text)
    app.setPalette(palette)
    try:
        panel = LessonPanel(3)
        qtbot.addWidget(panel)
        expected = (DARK if dark else LIGHT).accent.name()
        assert expected in panel.message_label.styleSheet()
        # contrast with the window colour: light text on dark, dark text on light
        accent = QColor(expected)
        assert (accent.lightness() > window.lightness()) == dark
    finally:
        app.setPalette(before)


def test_the_free_games_words_change_once_it_is_over(qtbot: QtBot) -> None:
    """After the lesson's free game ended, the panel still said "Play on against Basil"
    over the result."""
    lesson = lesson_on_screen(qtbot, "petal-plotters")
    lesson._new_game = lambda _players, _together: (
        True
    )  # opened from the window: a full game is offered
    lesson.skip()
    assert "Play" in lesson.panel.text_label.text()
    session = lesson.controller.session
    assert session is not None
    lesson.board.status_message.emit("The blue frame shows your choice.")  # a turn's hint
    while not session.is_over():
        if lesson.board.interactive and session.game.current_player(session.state) == 0:
            legal = session.game.legal_actions(session.state)
            lesson.board.action_chosen.emit(next(a for a in legal if a != Cancel()))
        else:
            qtbot.wait(20)
        session = lesson.controller.session
        assert session is not None
    qtbot.waitUntil(lambda: "The game is over" in lesson.panel.text_label.text())
    assert lesson.panel.message_label.text() == ""  # the hint was for a table now gone
    assert lesson.panel.full_game_button.isVisible()
    assert "button below" in lesson.panel.text_label.text()
    # on to a full game: the lesson has no Hint nor History, which a learner found by chance
    assert "Hint (H)" in lesson.panel.text_label.text()
    assert "History (Ctrl+H)" in lesson.panel.text_label.text()


def test_the_flowers_lesson_has_hints_in_its_free_game_and_says_so(qtbot: QtBot) -> None:
    """H in the Flowers lesson said "There are no hints in a solo game: its score and rank
    are yours", untrue of a lesson, whose game is recorded nowhere. A scripted step says when
    hints come; the free game says it has them and frames one; over, the words offering a
    full solo game do not promise it a Hint it has not."""
    lesson = lesson_on_screen(qtbot, "flowers")
    lesson._new_game = lambda _players, _together: (
        True
    )  # opened from the window: a full game is offered
    message = lesson.panel.message_label
    viewport = lesson.board.view.viewport()
    viewport.setFocus()
    QTest.keyClick(viewport, Qt.Key.Key_H)
    assert message.text().startswith("Hints come in the free game at the end of the lesson")
    lesson.skip()
    assert "Press H (Hint): a good move is framed" in lesson.panel.text_label.text()
    viewport.setFocus()
    QTest.keyClick(viewport, Qt.Key.Key_H)
    qtbot.waitUntil(lambda: message.text().startswith("Hint: "), timeout=30_000)
    session = lesson.controller.session
    assert session is not None and lesson._hint is not None
    assert lesson._hint.move in session.game.legal_actions(session.state)
    assert lesson.board.hints, "the hinted move is framed on the table"
    while not session.is_over():
        lesson.board.action_chosen.emit(session.game.legal_actions(session.state)[0])
        session = lesson.controller.session
        assert session is not None
    qtbot.waitUntil(lambda: "The game is over" in lesson.panel.text_label.text())
    words = lesson.panel.text_label.text()
    assert "History (Ctrl+H) lists every move" in words
    assert "Hint (H)" not in words and "There are no hints in a solo game" in words


def test_the_free_game_has_a_hint_button_enabled_when_h_gives_a_hint(qtbot: QtBot) -> None:
    """Only H gave a hint in the lesson's free game: a button beside Back gives it the same
    way, enabled on the learner's move, off (saying why) while the opponent plays; the
    scripted steps, whose orange frames show what to do, have none."""
    lesson = lesson_on_screen(qtbot, "petal-plotters")
    button, message = lesson.panel.hint_button, lesson.panel.message_label
    assert not button.isVisible()
    lesson.skip()
    session = lesson.controller.session
    assert session is not None
    qtbot.waitUntil(lambda: bool(lesson.controller.choices_for_viewer()), timeout=10_000)
    assert button.isVisible() and button.isEnabled() and button.text() == "Hint (H)"
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    assert message.text() == "Looking for a good move…"
    qtbot.waitUntil(lambda: message.text().startswith("Hint: "), timeout=30_000)
    assert lesson._hint is not None and lesson.board.hints, "framed on the table, as by H"
    hinted = lesson._hint.move
    lesson.board.action_chosen.emit(hinted)
    while session.game.current_player(session.state) == 0 and not session.is_over():
        legal = session.game.legal_actions(session.state)  # the rest of the learner's turn
        lesson.board.action_chosen.emit(next(a for a in legal if a != Cancel()))
    assert session.game.current_player(session.state) != 0
    assert not button.isEnabled()
    assert button.toolTip() == "A hint is for a move of yours: there is none to make now."
    qtbot.waitUntil(lambda: bool(lesson.controller.choices_for_viewer()), timeout=10_000)
    assert button.isEnabled()


def test_a_key_pressed_while_the_lessons_hint_is_sought_keeps_the_frame(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    """As in a game's window (``HintSeeker``): → pressed while the hint asked by the button
    is sought keeps the frame where the learner put it; the hint comes in words."""
    lesson = lesson_on_screen(qtbot, "flowers")
    lesson.skip()
    board = lesson.board
    qtbot.waitUntil(lambda: bool(lesson.controller.choices_for_viewer()), timeout=10_000)
    viewport = board.view.viewport()
    viewport.setFocus()
    QTest.keyClick(viewport, Qt.Key.Key_Right)
    framed = board.stack_cursor
    assert framed is not None and len(board.draws) > 1

    class Slow:
        level = "hard"

        def choose(self, *_args: object) -> Action:
            QThread.msleep(600)
            return Draw(framed)

    monkeypatch.setattr(hint, "make_agent", lambda *_args, **_how: Slow())
    qtbot.mouseClick(lesson.panel.hint_button, Qt.MouseButton.LeftButton)
    viewport.setFocus()
    QTest.keyClick(viewport, Qt.Key.Key_Right)
    chosen = board.stack_cursor
    assert chosen != framed
    message = lesson.panel.message_label
    qtbot.waitUntil(lambda: message.text().startswith("Hint: "), timeout=10_000)
    assert board.stack_cursor == chosen


def test_after_the_hint_button_the_keys_act_on_the_table(qtbot: QtBot) -> None:
    """A click on Hint (H) left the keys on the button: Enter asked for the hint again rather
    than place the card, ← went to "Play a full solo game…" and Enter there hid the lesson
    for the New Game dialog (play test). The keys go back to the table, framed on the hinted
    move as H frames it, and Enter plays it."""
    lesson = lesson_on_screen(qtbot, "flowers")
    lesson.skip()
    board = lesson.board
    session = lesson.controller.session
    assert isinstance(board, FlowersBoard) and session is not None
    qtbot.waitUntil(lambda: bool(board.draws), timeout=10_000)
    board.action_chosen.emit(next(iter(board.draws.values())))
    qtbot.waitUntil(lambda: bool(board.places), timeout=10_000)
    qtbot.mouseClick(lesson.panel.hint_button, Qt.MouseButton.LeftButton)
    message = lesson.panel.message_label
    qtbot.waitUntil(lambda: message.text().startswith("Hint: "), timeout=30_000)
    hinted = lesson._hint.move if lesson._hint is not None else None
    assert isinstance(hinted, Place)
    focused = QApplication.focusWidget()
    assert focused is not None and board.widget().isAncestorOf(focused)
    QTest.keyClick(focused, Qt.Key.Key_Return)
    assert (hinted.x, hinted.y) in session.state.areas[0], "Enter placed the card as hinted"
    assert lesson.isVisible()


def test_the_learners_next_hint_is_handed_the_last_ones_aim(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The lesson's free game gives hints as a window does, and as a window's they keep the
    card they work toward from one turn to the next: the learner's second hint is handed the
    first's aim (``HintAims``), where the lesson handed none."""
    handed: list[object] = []

    def hint_move(self: object, view: object, player: int, searched: Action, aim: object) -> Action:
        handed.append(aim)
        return searched

    game_type = type(registry.get_game("petal-plotters"))
    monkeypatch.setattr(game_type, "hint_move", hint_move)
    monkeypatch.setattr(game_type, "hint_aim", lambda *args: ("aim", len(handed)))
    lesson = lesson_on_screen(qtbot, "petal-plotters")
    lesson.skip()
    message = lesson.panel.message_label
    viewport = lesson.board.view.viewport()
    for _ in range(2):
        qtbot.waitUntil(lambda: bool(lesson.controller.choices_for_viewer()), timeout=10_000)
        viewport.setFocus()
        QTest.keyClick(viewport, Qt.Key.Key_H)
        qtbot.waitUntil(lambda: message.text().startswith("Hint: "), timeout=30_000)
        assert lesson._hint is not None
        lesson.board.action_chosen.emit(lesson._hint.move)
    assert handed == [None, ("aim", 1)]


def test_a_card_covered_under_the_pointer_is_not_shown_large(qtbot: QtBot) -> None:
    """Play test, the Flowers lesson's covering step: the card drawn with the mouse, the pointer
    resting on the card to cover, Enter twice laid it there; the covered card then showed large
    over the table until the mouse moved (for a moment, as the drawn card left the pointer's
    cell for the garden, it was the top card there)."""
    lesson = lesson_on_screen(qtbot, "flowers")
    board = lesson.board
    while lesson.step.title != "Covering" or lesson.expected() is None:
        wanted = lesson.expected()
        if wanted is None:
            lesson.next_step()
        else:
            board.action_chosen.emit(wanted)
    view = board.view
    viewport = view.viewport()
    stack = view.mapFromScene(board.stack_item(1).center_scene())  # type: ignore[attr-defined]
    QTest.mouseMove(viewport, stack + QPoint(2, 2))
    QTest.mouseMove(viewport, stack)
    set_animation_speed(1)  # the drawn card glides: the covered card shows for a moment
    try:
        QTest.mouseClick(viewport, Qt.MouseButton.LeftButton, pos=stack)
        qtbot.wait(600)  # the card drawn comes to the hand
        cell = view.mapFromScene(board.cell_center((1, 0)))  # type: ignore[attr-defined]
        for step in range(1, 6):
            QTest.mouseMove(viewport, stack + (cell - stack) * step / 5)
            qtbot.wait(30)
        qtbot.wait(CardPreview.DELAY_MS + 200)  # the pointer rests
        state = lesson.controller.session.state  # type: ignore[union-attr]
        covered = board.cards[state.areas[0][(1, 0)][-1]]  # type: ignore[attr-defined]
        view.setFocus()
        QTest.keyClick(view, Qt.Key.Key_Return)  # frames the cell under the pointer
        qtbot.wait(100)
        QTest.keyClick(view, Qt.Key.Key_Return)  # and lays the card there
        qtbot.wait(1500)
        assert lesson.expected() is None  # the card lies on the one covered
        preview = board.card_preview  # type: ignore[attr-defined]
        assert not (preview.isVisible() and preview.source is covered)
    finally:
        set_animation_speed(0)


def _keyboard_frames(lesson: ScriptedLesson) -> list[HighlightItem]:
    scene = lesson.board.view.scene()
    return [
        item
        for item in scene.items()
        if isinstance(item, HighlightItem) and item.mode == "cursor" and item.isVisible()
    ]


@pytest.mark.parametrize("game_id", sorted(LESSONS))
def test_the_keyboard_frame_shows_only_while_the_table_has_the_keys(
    qtbot: QtBot, game_id: str
) -> None:
    """Tabbed to the lesson's panel, the table still drew its keyboard frame, which says "the
    keys act here" (play test): it goes while another widget has the keys and comes back."""
    lesson = lesson_on_screen(qtbot, game_id)
    while lesson.expected() is None:
        QTest.keyClick(lesson.panel.next_button, Qt.Key.Key_Space)
    view = lesson.board.view
    qtbot.waitUntil(view.hasFocus)
    QTest.keyClick(view, Qt.Key.Key_Right)
    assert len(_keyboard_frames(lesson)) == 1
    lesson.panel.close_button.setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.waitUntil(lesson.panel.close_button.hasFocus)
    assert _keyboard_frames(lesson) == []
    view.setFocus(Qt.FocusReason.MouseFocusReason)
    qtbot.waitUntil(view.hasFocus)
    assert len(_keyboard_frames(lesson)) == 1


def test_tab_reaches_the_teaching_overlay_toggle_in_a_lesson(qtbot: QtBot) -> None:
    """In a game Tab went from the table to "Teaching overlay"; in a lesson it went from the
    table to the panel, never to the toggle (play test)."""
    lesson = lesson_on_screen(qtbot, "flowers")
    walked = []
    for _ in range(6):
        focused = QApplication.focusWidget()
        walked.append(focused)
        QTest.keyClick(focused, Qt.Key.Key_Tab)
    view, toggle = lesson.board.view, lesson.board.overlay_button
    assert view in walked and toggle in walked
    assert walked[walked.index(view) + 1] is toggle


@pytest.mark.parametrize("game_id", sorted(LESSONS))
@pytest.mark.parametrize("key", [Qt.Key.Key_Tab, Qt.Key.Key_Backtab])
def test_tab_goes_round_the_table_and_back_to_the_lessons_buttons(
    qtbot: QtBot, game_id: str, key: Qt.Key
) -> None:
    """Past the table's zoom buttons the keys went back to the table, round and round, and
    Next was never reached again: only Esc left the lesson (play test)."""
    lesson = lesson_on_screen(qtbot, game_id)
    next_button = lesson.panel.next_button
    next_button.setFocus()
    walked = []
    for _ in range(20):
        QTest.keyClick(QApplication.focusWidget(), key)
        walked.append(QApplication.focusWidget())
    view = lesson.board.view
    assert view in walked
    after_view = walked[walked.index(view) :]
    assert next_button in after_view, "Next comes round again after the table"
    # either way round the bar's buttons are reached: Shift+Tab came to the table and went on
    # out, and they were reached by Tab only (play test)
    bar = lesson.board.widget().findChild(TableBar)
    assert bar is not None
    tabbed = [button for button in bar.findChildren(QToolButton) if button.isVisibleTo(bar)]
    assert tabbed and set(tabbed) <= set(walked)


@pytest.mark.parametrize("game_id", sorted(LESSONS))
def test_f1_and_the_panels_button_open_the_lessons_rules(qtbot: QtBot, game_id: str) -> None:
    """The lesson's window has no menu: F1 did nothing there, so a learner could not read the
    rules mid-lesson (play test). F1 and a button of the panel open the game's rules."""
    lesson = lesson_on_screen(qtbot, game_id)
    QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_F1)
    reader = lesson.rules_dialog
    assert reader is not None and reader.isVisible() and reader.game_id == game_id
    reader.close()
    lesson.panel.rules_button.click()
    assert lesson.rules_dialog is reader and reader.isVisible()


@pytest.mark.parametrize("game_id", sorted(LESSONS))
def test_a_step_too_long_for_the_panel_scrolls_and_pages(qtbot: QtBot, game_id: str) -> None:
    """A long step in a short window was cut off mid-sentence, its end out of reach (play
    test: French, text scaled up): its words scroll, Tab reaches them, and PageDown / PageUp
    on the panel's buttons page through them. Every step, in a window too short for the
    longest."""
    lesson = lesson_on_screen(qtbot, game_id)
    lesson.resize(1000, 440)
    words, label = lesson.panel.words, lesson.panel.text_label
    bar = words.verticalScrollBar()
    paged: list[int] = []

    def check_words() -> None:
        QApplication.processEvents()
        assert label.height() >= label.heightForWidth(label.width())  # nothing cut
        hidden = label.height() - words.viewport().height()
        assert bar.maximum() == max(hidden, 0) and bar.value() == 0  # a step opens at its top
        # no empty message line takes their room
        message = lesson.panel.message_label
        assert message.isVisible() == bool(message.text())
        # Tab reaches the words while they scroll (then framed, ↑/↓ read on), not otherwise
        assert (words.focusPolicy() == Qt.FocusPolicy.StrongFocus) == (hidden > 0)
        if hidden > 0:
            # the words stop short of the scroll bar beside them: they ran into it (play test)
            beside = bar.mapTo(words, bar.rect().topLeft()).x()
            end = label.mapTo(words, label.contentsRect().topRight()).x()
            assert bar.isVisible() and beside - end > WORDS_GAP
            paged.append(lesson.index)
            for _ in range(hidden // max(bar.pageStep(), 1) + 1):
                QTest.keyClick(lesson.panel.close_button, Qt.Key.Key_PageDown)
            assert bar.value() == bar.maximum()  # the end is in view
            for _ in range(hidden // max(bar.pageStep(), 1) + 1):
                QTest.keyClick(lesson.panel.close_button, Qt.Key.Key_PageUp)
            assert bar.value() == 0

    while not lesson.step.free:
        check_words()
        if lesson.expected() is None:
            qtbot.waitUntil(lesson.panel.next_button.isEnabled)
            # Next says "More" and shows the rest of the words first: Next, pressed without
            # scrolling, skipped what mattered on a 600-pixel screen (play test)
            while words.has_more():
                assert lesson.panel.next_button.text() == "More ↓"
                lesson.panel.next_button.click()
            assert lesson.panel.next_button.text() == "Next"
            lesson.panel.next_button.click()
        else:
            lesson.board.action_chosen.emit(lesson.expected())
    assert paged, "no step was too long for the panel: the window is not short enough"
    assert lesson.isVisible()  # a page key never closed it


def test_after_a_lesson_new_game_offers_its_game(qtbot: QtBot) -> None:
    """From the Petal Plotters lesson to File › New Game, the dialog offered Flowers, the
    game last played (play test): it offers the game whose lesson was opened since."""
    window = MainWindow(Settings(ai_move_delay_ms=0, last_game="flowers"))
    qtbot.addWidget(window)
    before = set(QApplication.topLevelWidgets())
    window.start_tutorial("petal-plotters")
    for lesson in set(QApplication.topLevelWidgets()) - before:
        if isinstance(lesson, ScriptedLesson):
            lesson.leave()
    offered: list[object] = []

    def look() -> None:
        dialog = QApplication.activeModalWidget()
        assert isinstance(dialog, NewGameDialog)
        offered.append(dialog.game_combo.currentData())
        dialog.reject()

    QTimer.singleShot(0, look)
    assert not window.new_game_dialog()
    assert offered == ["petal-plotters"]


def test_the_keyboard_on_next_shows(qtbot: QtBot) -> None:
    """Next was drawn as the default button, framed whether the keyboard was on it or not: a
    Tab stop seemed to show nothing (play test). With the keyboard, it looks otherwise than
    without it, and Enter there still goes on."""
    lesson = lesson_on_screen(qtbot, "petal-plotters")
    panel = lesson.panel
    assert QApplication.focusWidget() is panel.next_button
    QTest.keyClick(panel.next_button, Qt.Key.Key_Tab)  # the keys move: focus is shown
    QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Backtab)
    assert QApplication.focusWidget() is panel.next_button
    focused = panel.next_button.grab().toImage()
    panel.close_button.setFocus(Qt.FocusReason.TabFocusReason)
    assert panel.next_button.grab().toImage() != focused
    panel.next_button.setFocus(Qt.FocusReason.TabFocusReason)
    step = lesson.index
    while panel.words.has_more():  # "More" shows the rest of the step's words first
        QTest.keyClick(panel.next_button, Qt.Key.Key_Return)
        assert lesson.index == step
    QTest.keyClick(panel.next_button, Qt.Key.Key_Return)
    assert lesson.index == step + 1


def test_a_stack_clicked_on_a_flowers_reading_step_is_told_to_read_first(qtbot: QtBot) -> None:
    """On a step that only explains, a click on a stack or the key 1 did nothing and said
    nothing in the Flowers lesson, where Petal Plotters' said to read, then press Next (play
    test)."""
    lesson = lesson_on_screen(qtbot, "flowers")
    board = lesson.board
    said: list[str] = []
    board.status_message.connect(said.append)
    assert lesson.expected() is None and not lesson.step.free
    stack = board.stack_item(0)
    assert stack is not None
    spot = board.view.mapFromScene(stack.sceneBoundingRect().center())
    QTest.mouseClick(board.view.viewport(), Qt.MouseButton.LeftButton, pos=spot)
    assert said == ["Read the explanation, then press Next (Enter)."]
    QTest.keyClick(board.view, Qt.Key.Key_1)
    assert said[-1] == "Read the explanation, then press Next (Enter)." and len(said) == 2
    assert lesson.controller.session is not None and lesson.controller.session.cursor == 0


def test_a_lessons_panel_does_not_name_the_keyboards_frame(qtbot: QtBot) -> None:
    """In a lesson the words for the blue frame ("Take the red 3") landed in the panel's
    coaching line and read as the lesson's instruction, often the opposite of it (play test)."""
    lesson = lesson_on_screen(qtbot, "flowers")
    said: list[str] = []
    lesson.board.status_message.connect(said.append)
    wanted, _keys = next(moves_asked(qtbot, lesson))  # the first move asked: a draw
    assert isinstance(wanted, Draw)
    QTest.keyClick(lesson.board.view, Qt.Key.Key_Right)
    assert not any(line.startswith(("Take the", "Draw from")) for line in said)


@pytest.mark.parametrize("game_id", sorted(LESSONS))
def test_back_goes_to_the_step_before_as_it_began(qtbot: QtBot, game_id: str) -> None:
    """A learner who wanted to read a step again, or to make its move again, had no way back
    but to close the lesson and start over (play test): Back shows the step before from its
    table as it began, and the lesson goes on from there as before."""
    lesson = lesson_on_screen(qtbot, game_id)
    assert not lesson.panel.back_button.isVisible()  # nothing before the first step
    began: dict[int, tuple[object, ...]] = {}  # the table each step asked its first move on
    for wanted, _keys in moves_asked(qtbot, lesson):
        session = lesson.controller.session
        assert session is not None
        if not lesson.step.done:
            began.setdefault(lesson.index, tuple(session.actions))
            if lesson.index - 1 in began:  # the step before asked a move too
                break
        lesson.board.action_chosen.emit(wanted)
    asked_at = lesson.index
    assert lesson.panel.back_button.isVisible()
    lesson.panel.back_button.click()
    qtbot.waitUntil(lambda: not lesson._auto_queue)
    assert lesson.index == asked_at - 1
    assert lesson.panel.step_label.text().startswith(f"Step {asked_at} ")
    session = lesson.controller.session
    assert session is not None and lesson.step.done == []
    assert lesson.index in began  # a step that asked a move: its table is known
    assert tuple(session.actions) == began[lesson.index]
    # and the lesson goes on to its free game from there
    for wanted, _keys in moves_asked(qtbot, lesson):
        lesson.board.action_chosen.emit(wanted)
    assert lesson.step.free


@pytest.mark.parametrize("game_id", sorted(LESSONS))
def test_back_from_the_free_games_first_screen_shows_the_last_step_again(
    qtbot: QtBot, game_id: str
) -> None:
    """Back was offered on every step but the free game's first screen: a learner who
    pressed Next too fast on the last step could not read it again (play test). There Back
    and Backspace show it again, on the table the free game began on, the script's seats
    back (no computer playing Basil); once a move of the free game is made, Back asks first,
    as it gives that game up (``test_back_from_a_free_game_under_way_asks_first``)."""
    lesson = lesson_on_screen(qtbot, game_id)
    for wanted, _keys in moves_asked(qtbot, lesson):
        lesson.board.action_chosen.emit(wanted)
    session = lesson.controller.session
    assert session is not None and lesson.step.free
    began = tuple(session.actions)
    last_taught = len(lesson.steps) - 2

    def press_backspace() -> None:
        QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Backspace)

    for back in (lesson.panel.back_button.click, press_backspace):
        assert lesson.step.free and lesson.panel.back_button.isVisible()
        back()
        assert lesson.index == last_taught and not lesson.step.free
        session = lesson.controller.session
        assert session is not None and tuple(session.actions) == began
        assert [seat.kind for seat in lesson.controller.seats] == ["human"] * len(lesson.seats)
        while lesson.panel.words.has_more():  # "More ↓" first, where the words go on below
            QTest.keyClick(lesson.panel.next_button, Qt.Key.Key_Space)
        QTest.keyClick(lesson.panel.next_button, Qt.Key.Key_Space)  # on to the free game again
    assert lesson.step.free


@pytest.mark.parametrize("game_id", sorted(LESSONS))
def test_back_from_a_free_game_under_way_asks_first(qtbot: QtBot, game_id: str) -> None:
    """Once a move of the free game was made, Back was gone: a newcomer who wanted the last
    step again had no way back to it but to close the lesson and start over (play test). Back
    stays, and asks first (No by default), as Close does: Yes shows the last step again on
    the table the free game began on."""
    lesson = lesson_on_screen(qtbot, game_id)
    for wanted, _keys in moves_asked(qtbot, lesson):
        lesson.board.action_chosen.emit(wanted)
    session = lesson.controller.session
    assert session is not None and lesson.step.free
    began = tuple(session.actions)
    lesson.board.action_chosen.emit(session.game.legal_actions(session.state)[0])
    qtbot.waitUntil(lesson.in_progress)
    assert lesson.panel.back_button.isVisible()
    QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Backspace)
    question = lesson.back_question
    assert question is not None and question.isVisible()
    assert question.defaultButton() is question.button(QMessageBox.StandardButton.No)
    last_taught = len(lesson.steps) - 2
    assert question.text() == (
        f"Back to step {last_taught + 1}? The game you are playing here ends."
    )
    question.button(QMessageBox.StandardButton.No).click()
    QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    assert lesson.step.free and len(lesson.controller.session.actions) > len(began)
    assert lesson.back_question is None
    lesson.panel.back_button.click()
    question = lesson.back_question
    assert question is not None
    question.button(QMessageBox.StandardButton.Yes).click()
    QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    qtbot.waitUntil(lambda: not lesson._auto_queue)
    assert lesson.index == last_taught and not lesson.step.free
    session = lesson.controller.session
    assert session is not None and tuple(session.actions) == began


@pytest.mark.parametrize("game_id", sorted(LESSONS))
def test_back_after_skip_returns_to_the_step_skipped(qtbot: QtBot, game_id: str) -> None:
    """Skip's free game, not begun, goes back to the step the learner skipped, as it began."""
    lesson = lesson_on_screen(qtbot, game_id)
    while lesson.index == 0:  # Next (or "More ↓" first, on a short panel)
        QTest.keyClick(lesson.panel.next_button, Qt.Key.Key_Space)
    lesson.panel.skip_button.click()
    assert lesson.step.free and lesson.panel.back_button.isVisible()
    lesson.panel.back_button.click()
    assert lesson.index == 1 and lesson.step.done == []


@pytest.mark.usefixtures("translations")
@pytest.mark.parametrize("language", ["fr", "de"])
@pytest.mark.parametrize("game_id", sorted(LESSONS))
@pytest.mark.parametrize("smallest", [False, True])
def test_no_lesson_button_is_narrower_than_its_words(
    qtbot: QtBot, game_id: str, language: str, smallest: bool
) -> None:
    """German, 1280×720 (play tester): a step too long for the panel turned "Weiter" into
    "Weiterlesen ↓", which squeezed "Zum freien Spiel springen" to "um freien Spiel
    springer". At every step, its words scrolled or not, on a 1280×720 screen and in the
    lesson's smallest window, every button shown is as wide as its words need."""
    assert i18n.install(language) == language
    lesson = lesson_on_screen(qtbot, game_id, fits=False)
    if smallest:
        lesson.resize(lesson.minimumSizeHint().width(), 440)
    else:
        lesson.resize(1280, 690)  # a 1280×720 screen maximised, less the title bar
    words = lesson.panel.words

    def check_buttons() -> None:
        QApplication.processEvents()
        shown = [b for b in lesson.panel.findChildren(QPushButton) if b.isVisible()]
        assert lesson.panel.next_button in shown or lesson.step.free
        for button in shown:
            assert button.width() >= button.sizeHint().width(), button.text()

    while not lesson.step.free:
        check_buttons()
        if lesson.expected() is None:
            qtbot.waitUntil(lesson.panel.next_button.isEnabled)
            while words.has_more():
                lesson.panel.next_button.click()
                check_buttons()
            lesson.panel.next_button.click()
        else:
            lesson.board.action_chosen.emit(lesson.expected())
    check_buttons()


@pytest.mark.usefixtures("translations")
@pytest.mark.parametrize("game_id", sorted(LESSONS))
def test_the_task_under_the_words_names_next_as_it_shows(qtbot: QtBot, game_id: str) -> None:
    """The task "Appuyez sur Suivant (Entrée)" stood under a button that read "Suite ↓" while the
    words went on below (play tester, session 55): the task names the button as it shows,
    and follows it once the words are read."""
    assert i18n.install("fr") == "fr"
    lesson = lesson_on_screen(qtbot, game_id, fits=False)  # French words may not fit
    words, task = lesson.panel.words, lesson.panel.task_label
    lesson.resize(lesson.width(), 420)
    qtbot.waitUntil(words.has_more)
    assert lesson.expected() is None and lesson.panel.next_button.text() == "Suite ↓"
    assert task.text() == "Appuyez sur Suite ↓ (Entrée) pour lire la suite du texte."
    while words.has_more():
        QTest.keyClick(lesson.panel.next_button, Qt.Key.Key_Space)
    assert lesson.panel.next_button.text() == "Suivant"
    assert task.text() == "Appuyez sur Suivant (Entrée) quand vous êtes prêt."


def test_the_learner_is_named_as_the_person_who_set_up_games(qtbot: QtBot) -> None:
    """Play tester 215: the lesson's garden read "Dein Garten (Robin)" to a player who had
    played as Jonas. The learner takes the first person's name of the game set up last (else
    of any game set up); with none, Robin."""
    set_animation_speed(0)
    jonas = (Seat(name="Jonas"), Seat(name="Iris", kind="normal"))
    settings = Settings(
        last_game="flowers",
        game_setups={
            "petal-plotters": GameSetup(seats=(Seat(name="Mia"), Seat(name="Tom"))),
            "flowers": GameSetup(seats=(Seat(name="Rosa", kind="easy"), *jonas)),
        },
    )
    window = MainWindow(settings)
    qtbot.addWidget(window)
    for game_id, learner in (("flowers", "Jonas"), ("petal-plotters", "Jonas")):
        before = set(QApplication.topLevelWidgets()) | set(window.findChildren(ScriptedLesson))
        start_tutorial(window, game_id)
        lesson = next(
            widget
            for widget in window.findChildren(ScriptedLesson)
            if widget not in before and widget.isVisible()
        )
        assert lesson.seats[0].name == learner
        assert lesson.controller.seat_names()[0] == learner
        lesson.leave()
    unnamed = MainWindow(Settings())
    qtbot.addWidget(unnamed)
    start_tutorial(unnamed, "flowers")
    (lesson,) = unnamed.findChildren(ScriptedLesson)
    assert lesson.seats[0].name == "Robin"
    lesson.leave()
