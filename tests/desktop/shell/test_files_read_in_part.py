"""A file whose moves cannot all be read says so before the game in progress is given up for
it: "Save the game in progress before opening …?" came first, and only once the file had
opened did "Move 1 … is not a move of Flowers" say that none of its moves could be read
(play tester, session 55)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PySide6.QtWidgets import QMessageBox

from desktop.dialogs.new_game import NewGameChoice
from desktop.main_window import MainWindow
from engine.core.save import Seat, write_save
from engine.core.session import Session
from tests.desktop.shell.fakes import Draw, FakeBoard, FakeGame, FakeOptions, Play
from tests.desktop.shell.test_new_game_asks_after import GIVEN_UP


def play_card(window: MainWindow) -> None:
    assert isinstance(window.board, FakeBoard)
    session = window.controller.session
    assert session is not None
    window.board.action_chosen.emit(Play(card=session.state.hands[0][0]))


def file_of(game: FakeGame, path: Path, bad_from: int) -> Path:
    """A save of three moves, those from number ``bad_from`` on made no moves."""
    session = Session(game, FakeOptions(players=1), 7)
    for action in (Play(card=session.state.hands[0][0]), Draw()):
        session.apply(action)
    session.apply(Play(card=session.state.hands[0][0]))
    write_save(path, session, (Seat(name="A"),))
    data = json.loads(path.read_text())
    data["actions"][bad_from - 1 :] = [{"type": "Play", "card": 999}] * (4 - bad_from)
    path.write_text(json.dumps(data))
    return path


@pytest.mark.parametrize(
    ("bad_from", "said"),
    [
        (
            3,
            "Move 3 in the file, in turn 2, is not allowed by the rules: the game opens just"
            " before it, without it and the moves after it.",
        ),
        (
            1,
            "Move 1 in the file is not allowed by the rules: the game opens just before it,"
            " without it and the moves after it.",
        ),
    ],
)
def test_the_question_before_a_file_read_in_part_says_which_move_is_refused(
    window: MainWindow,
    fake_game: FakeGame,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    bad_from: int,
    said: str,
) -> None:
    part = file_of(fake_game, tmp_path / "part.bouquet", bad_from)
    assert window.start_game(NewGameChoice("fake", FakeOptions(players=1), 8, (Seat(name="B"),)))
    play_card(window)
    asked: list[str] = []

    def question(_parent: object, _title: str, text: str, *_how: object) -> object:
        asked.append(text)
        return QMessageBox.StandardButton.Cancel

    monkeypatch.setattr(QMessageBox, "question", question)
    assert not window.open_given_file(part)
    # the person's solo game, counted, is said to be given up for the file, after the file
    assert asked == [
        f"Save the game in progress before opening “part.bouquet”?\n\n{said}\n\n{GIVEN_UP}"
    ]
    session = window.controller.session
    assert session is not None and session.seed == 8  # the game in progress stays
