"""The ``bouquet`` command line: bad arguments give one clear line, never a traceback."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from desktop import app
from desktop.dialogs.new_game import NewGameChoice
from engine.core.save import Seat, write_save
from engine.core.session import Session
from tests.desktop.shell.fakes import FakeGame, FakeOptions, Play


def run_main(argv: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, str]:
    status = app.main(argv)
    err = capsys.readouterr().err
    return status, err


@pytest.mark.parametrize(
    ("argv", "expected"),
    [
        (["--lang", "xx"], "invalid choice: 'xx'"),
        (["--colour", "red"], "unrecognized arguments: --colour"),
        (["one.bouquet", "two.bouquet"], "unrecognized arguments: two.bouquet"),
        ([""], "argument save: the file name is empty"),  # was ".: is a folder"
    ],
)
def test_bad_arguments_print_one_line(
    argv: list[str], expected: str, capsys: pytest.CaptureFixture[str]
) -> None:
    status, err = run_main(argv, capsys)
    assert status == app.USAGE_ERROR
    assert err.count("\n") == 1 and err.startswith("bouquet: error: ")
    assert expected in err
    assert "Traceback" not in err


def test_a_folder_is_refused(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """A folder can only be typed at a terminal: it is a usage error. A missing or damaged
    save opens the window with its error (test_play_test_fixes.py)."""
    status, err = run_main([str(tmp_path)], capsys)
    assert status == 2 and "is a folder" in err


def test_python_dash_m_desktop_reports_without_traceback() -> None:
    done = subprocess.run(
        [sys.executable, "-m", "desktop", "--lang", "klingon"],
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert done.returncode == 2
    assert done.stderr.strip().startswith("bouquet: error: argument --lang: invalid choice")
    assert "Traceback" not in done.stderr


def test_version_is_printed(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as stop:
        app.parse_args(["--version"])
    assert stop.value.code == 0
    assert capsys.readouterr().out.startswith("bouquet ")


def test_a_save_on_the_command_line_opens_in_the_window(
    qtbot,
    fake_registry,
    tmp_path: Path,  # type: ignore[no-untyped-def]
) -> None:
    game = FakeGame()
    session = Session(game, FakeOptions(players=1), 9)
    session.apply(Play(card=session.state.hands[0][0]))
    path = tmp_path / "one.bouquet"
    write_save(path, session, (Seat(name="Ann"),))
    args = app.parse_args([str(path), "--lang", "de"])
    window = app.create_window(args)
    qtbot.addWidget(window)
    assert window.controller.session is not None
    assert window.controller.session.cursor == 1
    assert window.save_path == path
    assert window.file_menu.title() == "&Datei"
    assert isinstance(window.last_choice, NewGameChoice)
    window.close()
