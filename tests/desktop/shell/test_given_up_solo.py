"""A counted solo game given up is listed in the solo results (play tester, session 57): New
Game, Open or a game left by Quit and never resumed threw a game away with no trace, so a rank
chaser could discard every bad game unseen. It counts as played, never as a score; a replay
given up is not listed."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from desktop.dialogs.new_game import NewGameChoice, NewGameDialog
from desktop.main_window import MainWindow
from desktop.solo_records import SoloRecord, best, load_records
from engine.core import registry
from engine.core.save import Seat
from tests.desktop.shell.test_solo_records import play_on, shown_window

FLOWERS = registry.get_game("flowers")
CODE = "2222222P"
"""The code of seed 21, the deal given up."""


@pytest.fixture
def discarding(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every "save first?" answered Discard, every New Game dialog accepted as filled in."""
    discard = QMessageBox.StandardButton.Discard
    monkeypatch.setattr(QMessageBox, "question", lambda *_args: discard)
    accepted = NewGameDialog.DialogCode.Accepted.value
    monkeypatch.setattr(NewGameDialog, "exec", lambda _dialog: accepted)


def begin_solo(window: MainWindow, seed: int = 21) -> None:
    options = FLOWERS.parse_options({"players": 1})
    assert window.start_game(NewGameChoice("flowers", options, seed, (Seat(name="Camille"),)))


def of_the_deal() -> list[SoloRecord]:
    return [record for record in load_records().records if record.code == CODE]


def turns_played(window: MainWindow) -> int:
    session = window.controller.session
    assert session is not None
    return sum(session.starts_turn(index) for index in range(session.cursor))


@pytest.mark.usefixtures("discarding")
def test_a_counted_game_given_up_by_new_game_is_in_the_results(qtbot: QtBot) -> None:
    window = shown_window(qtbot)
    begin_solo(window)
    play_on(window, 6, random.Random(1))
    turns = turns_played(window)
    assert turns > 0
    assert window.new_game_dialog("flowers")
    (given_up,) = of_the_deal()
    assert given_up.given_up == turns and given_up.counted and not given_up.ended
    assert best(load_records().records, "flowers", ()) is None  # no score, no best
    window.close_game()  # the new game is kept for Resume: not given up
    assert [record.code for record in load_records().records] == [CODE]
    card = window.start_screen.cards["flowers"]
    assert card.results.isVisible() and not card.best.isVisible()
    qtbot.mouseClick(card.results, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: card.results_dialog is not None and card.results_dialog.isVisible())
    dialog = card.results_dialog
    assert dialog is not None
    (row,) = dialog.cell_texts()
    assert row[1] == f"given up after {turns} turns" and row[2] == "" and row[3] == CODE
    assert dialog.summary.text() == "1 game (1 given up)"
    assert dialog.lines.text() == "Chosen game: given up before its end, with no score."
    assert "is listed as played, with no score" in dialog.legend.text()
    dialog.reject()


@pytest.mark.usefixtures("discarding")
def test_a_replay_given_up_is_not_listed(qtbot: QtBot) -> None:
    """The deal begun again by its code is a replay: given up, it leaves no second line."""
    window = shown_window(qtbot)
    begin_solo(window)
    play_on(window, 6, random.Random(1))
    begin_solo(window)  # the same deal again: a replay
    play_on(window, 9, random.Random(2))
    begin_solo(window, seed=22)
    assert len(of_the_deal()) == 1
    assert [record.code for record in load_records().records] == [CODE]


@pytest.mark.usefixtures("discarding")
def test_a_game_given_up_then_played_on_from_its_save_counts_its_end(
    qtbot: QtBot, tmp_path: Path
) -> None:
    """Given up, then opened from its save and finished: its end takes the line's place, and
    counts (it went no further than the save)."""
    window = shown_window(qtbot)
    begin_solo(window)
    play_on(window, 6, random.Random(1))
    target = tmp_path / "mid.bouquet"
    assert window.save_to(target)
    begin_solo(window, seed=22)
    assert [record.given_up is not None for record in of_the_deal()] == [True]
    assert window.open_given_file(target)
    play_on(window, 500, random.Random(3))
    qtbot.waitUntil(lambda: window.end_dialog is not None and window.end_dialog.isVisible())
    (ended,) = of_the_deal()
    assert ended.ended and ended.replay is None
    assert best(load_records().records, "flowers", ()) == ended


@pytest.mark.usefixtures("discarding")
def test_a_game_left_by_quit_is_given_up_when_the_next_start_begins_another(
    qtbot: QtBot,
) -> None:
    """Quit keeps the game for Resume: not given up until another game takes its place."""
    window = shown_window(qtbot)
    begin_solo(window)
    play_on(window, 6, random.Random(1))
    turns = turns_played(window)
    window.close()
    assert of_the_deal() == []
    again = shown_window(qtbot)
    assert again.new_game_dialog("flowers")
    assert [record.given_up for record in of_the_deal()] == [turns]
