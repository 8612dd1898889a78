"""A game left before anyone moved is offered to resume, the same deal, seats and options: a
hot-seat game begun, then quit, was lost to "No game to resume." (play testers, session 58).
Another game replaces it unasked, and a counted solo game left so is not given up: nothing of
it was played."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from desktop.dialogs.new_game import NewGameChoice, NewGameDialog
from desktop.main_window import MainWindow
from desktop.solo_records import load_records
from engine.core import registry
from engine.core.save import Seat
from tests.desktop.shell.test_solo_records import shown_window

HOT_SEAT = (Seat(name="Ann"), Seat(name="Ben"), Seat(name="Cy"))


def begin(window: MainWindow, game_id: str, seats: tuple[Seat, ...], seed: int = 7) -> None:
    options = registry.get_game(game_id).parse_options({"players": len(seats)})
    assert window.start_game(NewGameChoice(game_id, options, seed, seats))


@pytest.mark.parametrize(
    ("game_id", "seats"),
    [
        ("flowers", HOT_SEAT[:2]),
        ("petal-plotters", HOT_SEAT),
        ("petal-plotters", (Seat(name="Ann"), Seat(name="Rose", kind="easy"))),
        ("flowers", (Seat(name="Ann"),)),
    ],
)
def test_a_game_quit_before_its_first_move_is_resumed_as_it_was_begun(
    qtbot: QtBot, game_id: str, seats: tuple[Seat, ...]
) -> None:
    """Hot seat, against a computer, solo: the next start offers the game quit unplayed, says
    no move was made ("0 turns" read as nothing to resume, play tester 132), and Resume deals
    it again as it was."""
    window = shown_window(qtbot)
    begin(window, game_id, seats)
    begun = window.controller.session
    assert begun is not None and begun.cursor == 0
    window.close()
    again = shown_window(qtbot)
    screen = again.start_screen
    assert screen.resume.isEnabled()
    lines = screen.resume_info.text().replace("\u200b", "").split("\n")
    assert "No move yet" in lines and not any("turn" in line for line in lines)
    assert again.resume_autosave()
    resumed = again.controller.session
    assert resumed is not None and resumed.cursor == 0
    assert (resumed.game.info.id, resumed.seed, resumed.options) == (
        game_id,
        begun.seed,
        begun.options,
    )
    assert resumed.state == begun.state
    assert tuple(again.controller.seats) == seats


def test_a_solo_game_left_unplayed_is_replaced_unasked_and_not_given_up(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Left before its first move, a counted solo game is offered to resume; another game then
    takes its place with no question (nothing played is lost) and it is not listed as given
    up (``would_give_up``: no move, no game played)."""
    asked: list[object] = []
    monkeypatch.setattr(QMessageBox, "question", lambda *args: asked.append(args))
    monkeypatch.setattr(NewGameDialog, "exec", lambda _dialog: 1)
    window = shown_window(qtbot)
    begin(window, "flowers", (Seat(name="Camille"),), seed=21)
    window.close_game()
    assert window.start_screen.resume.isEnabled()
    assert "Counts toward your results" in window.start_screen.resume_info.text()
    assert window.new_game_dialog("flowers")
    assert asked == []
    assert load_records().records == []
