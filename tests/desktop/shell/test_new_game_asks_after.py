"""New Game asks about the game in progress once the new game is chosen, as Open asks once the
file is (play tester 177): asked before the New Game window, a player who then cancelled it was
left in the game they had just been asked about leaving. Leaving a counted solo game for
another says that it is then listed as given up (``give_up_solo``)."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from desktop.dialogs.new_game import NewGameChoice, NewGameDialog
from desktop.main_window import MainWindow
from engine.core import registry
from engine.core.save import Seat
from tests.desktop.shell.test_given_up_solo import begin_solo, of_the_deal
from tests.desktop.shell.test_solo_records import play_on, shown_window
from tests.desktop.shell.test_window_fake import refuse_the_autosave

FLOWERS = registry.get_game("flowers")
GIVEN_UP = (
    "This solo game counts toward your results: left now for another game, it is listed as"
    " given up, with no score, unless it is played on from a save."
)

Steps = list[tuple[str, str]]


def watched(
    monkeypatch: pytest.MonkeyPatch,
    new_game: NewGameDialog.DialogCode,
    answer: QMessageBox.StandardButton,
) -> Steps:
    """What opens, in its order: ("new game", "") for the New Game window, answered
    ``new_game``, ("question", its text) for a question, answered ``answer``."""
    steps: Steps = []

    def run_new_game(_dialog: NewGameDialog) -> int:
        steps.append(("new game", ""))
        return new_game.value

    def ask(_parent: object, _title: str, text: str, *_rest: object) -> QMessageBox.StandardButton:
        steps.append(("question", text))
        return answer

    monkeypatch.setattr(NewGameDialog, "exec", run_new_game)
    monkeypatch.setattr(QMessageBox, "question", ask)
    return steps


def press_new_game(qtbot: QtBot, window: MainWindow) -> None:
    """Ctrl+N, as the play tester pressed it, on the table."""
    assert window.board is not None
    qtbot.keyClick(window.board.view, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)


def ok_in_new_game(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, window: MainWindow) -> Steps:
    """Ctrl+N, OK in the New Game window, then Cancel to any question: what opened, in order."""
    steps = watched(
        monkeypatch, NewGameDialog.DialogCode.Accepted, QMessageBox.StandardButton.Cancel
    )
    press_new_game(qtbot, window)
    return steps


def begin_for_two(window: MainWindow) -> None:
    """A game of two people, with no solo results to it."""
    options = FLOWERS.parse_options({"players": 2})
    seats = (Seat(name="Anna"), Seat(name="Ben"))
    assert window.start_game(NewGameChoice("flowers", options, 5, seats))


def test_cancel_in_new_game_asks_nothing_and_keeps_the_game(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = shown_window(qtbot)
    begin_for_two(window)
    play_on(window, 3, random.Random(1))
    session = window.controller.session
    assert window.dirty
    steps = watched(
        monkeypatch, NewGameDialog.DialogCode.Rejected, QMessageBox.StandardButton.Discard
    )
    press_new_game(qtbot, window)
    assert steps == [("new game", "")]
    assert window.controller.session is session


def test_ok_in_new_game_then_asks_about_the_game_in_progress(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The question comes after the New Game window; Cancel there keeps the game, with no word
    of a solo game's results for a game of two."""
    window = shown_window(qtbot)
    begin_for_two(window)
    play_on(window, 3, random.Random(1))
    session = window.controller.session
    steps = ok_in_new_game(qtbot, monkeypatch, window)
    assert steps == [("new game", ""), ("question", "Save the game in progress before leaving it?")]
    assert window.controller.session is session


def test_leaving_a_counted_solo_game_for_a_new_one_says_it_is_given_up(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = shown_window(qtbot)
    begin_solo(window)
    play_on(window, 6, random.Random(1))
    session = window.controller.session
    steps = ok_in_new_game(qtbot, monkeypatch, window)
    assert steps == [
        ("new game", ""),
        ("question", f"Save the game in progress before leaving it?\n\n{GIVEN_UP}"),
    ]
    assert window.controller.session is session and of_the_deal() == []  # Cancel: kept
    steps.clear()
    monkeypatch.setattr(QMessageBox, "question", lambda *_args: QMessageBox.StandardButton.Discard)
    press_new_game(qtbot, window)
    assert window.controller.session is not session
    assert [record.given_up is not None for record in of_the_deal()] == [True]  # as it said


def test_a_replay_left_for_a_new_game_is_not_said_to_be_given_up(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The deal begun again by its code does not count: nothing of it is listed."""
    window = shown_window(qtbot)
    begin_solo(window)
    play_on(window, 6, random.Random(1))
    monkeypatch.setattr(QMessageBox, "question", lambda *_args: QMessageBox.StandardButton.Discard)
    begin_solo(window)  # the same deal again: a replay
    play_on(window, 6, random.Random(2))
    steps = ok_in_new_game(qtbot, monkeypatch, window)
    assert steps == [("new game", ""), ("question", "Save the game in progress before leaving it?")]


def test_a_counted_solo_game_left_for_resume_is_said_to_be_given_up_by_the_next_game(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Closed, the game waits for Resume; New Game from the start screen asks of it after its
    window, and says it would be given up."""
    window = shown_window(qtbot)
    begin_solo(window)
    play_on(window, 6, random.Random(1))
    window.close_game()
    steps = watched(
        monkeypatch, NewGameDialog.DialogCode.Accepted, QMessageBox.StandardButton.Cancel
    )
    window.actions_by_name["new"].trigger()
    assert [step for step, _text in steps] == ["new game", "question"]
    assert steps[1][1].startswith("Another game replaces the unfinished game you can resume:")
    assert steps[1][1].endswith(f"\n\n{GIVEN_UP}")
    assert of_the_deal() == []


def test_closing_a_counted_solo_game_whose_autosave_failed_does_not_say_it_is_given_up(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Closed, it waits for Resume, given up by nothing: the question only offers to save it;
    New Game asks of it after its window, and says it would be given up."""
    window = shown_window(qtbot)
    begin_solo(window)
    play_on(window, 2, random.Random(1))
    window.flush_autosave()
    refuse_the_autosave(monkeypatch)
    play_on(window, 4, random.Random(1))
    window.flush_autosave()
    assert window._autosave_failed
    steps = watched(
        monkeypatch, NewGameDialog.DialogCode.Accepted, QMessageBox.StandardButton.Cancel
    )
    window.close_game()
    assert steps == [
        (
            "question",
            "Save the game in progress before leaving it?\n\nThe autosave could not be"
            " written: unless you save, this game's last moves are lost.",
        )
    ]
    steps.clear()
    window.actions_by_name["new"].trigger()  # the "Autosave failed" note holds the keys
    assert steps == [
        ("new game", ""),
        ("question", f"Save the game in progress before leaving it?\n\n{GIVEN_UP}"),
    ]
