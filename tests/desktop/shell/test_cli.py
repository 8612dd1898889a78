"""The ``bouquet`` command line: bad arguments give one clear line, never a traceback."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from desktop import app
from desktop.dialogs.new_game import NewGameChoice
from desktop.settings import Settings
from engine.core.save import Seat, write_save
from engine.core.session import Session
from engine.version import APP_VERSION
from tests.desktop.shell.fakes import FakeGame, FakeOptions, Play


def run_main(argv: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, str]:
    status = app.main(argv)
    err = capsys.readouterr().err
    return status, err


@pytest.mark.parametrize(
    ("argv", "expected"),
    [
        (["--lang", "xx"], "--lang needs one of the languages system, en, fr or de."),
        (["--lang"], "--lang needs one of the languages system, en, fr or de."),
        (["--colour", "red"], "Bouquet does not know the argument --colour. See bouquet --help."),
        (
            ["one.bouquet", "two.bouquet"],
            "Bouquet opens one saved game at a time: two.bouquet is one too many.",
        ),
        (
            ["--version=3"],
            "Bouquet cannot use these arguments: --version=3. See bouquet --help.",
        ),
        ([""], "The file name is empty."),  # was ".: is a folder"
    ],
)
def test_bad_arguments_print_one_line(
    argv: list[str],
    expected: str,
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(app.settings_module, "load", lambda: Settings(language="en"))
    status, err = run_main(argv, capsys)
    assert status == app.USAGE_ERROR
    assert err == f"bouquet: error: {expected}\n"


@pytest.mark.parametrize(
    ("argv", "expected"),
    [
        (
            ["--lang", "fr", "a.bouquet", "b.bouquet"],
            "bouquet\u00a0: erreur\u00a0: Bouquet ouvre une seule partie enregistrée à la fois"
            "\u00a0: b.bouquet est de trop.\n",
        ),
        (
            ["--lang=de", "--colour"],
            "bouquet: Fehler: Bouquet kennt das Argument --colour nicht. Siehe bouquet --help.\n",
        ),
    ],
)
def test_errors_speak_the_language_asked_for(
    argv: list[str], expected: str, capsys: pytest.CaptureFixture[str]
) -> None:
    """Every user-facing text is translated, the terminal's too: before, argparse's English."""
    status, err = run_main(argv, capsys)
    assert (status, err) == (app.USAGE_ERROR, expected)


def test_errors_without_lang_speak_the_settings_language(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(app.settings_module, "load", lambda: Settings(language="de"))
    status, err = run_main([""], capsys)
    assert (status, err) == (app.USAGE_ERROR, "bouquet: Fehler: Der Dateiname ist leer.\n")


def test_a_folder_is_refused(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """A folder can only be typed at a terminal: it is a usage error. A missing or damaged
    save opens the window with its error (test_play_test_fixes.py)."""
    status, err = run_main([str(tmp_path), "--lang", "en"], capsys)
    assert status == 2 and err == f"bouquet: error: {tmp_path} is a folder, not a saved game.\n"


def test_python_dash_m_desktop_reports_without_traceback() -> None:
    done = subprocess.run(
        [sys.executable, "-m", "desktop", "--lang", "klingon"],
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert done.returncode == 2
    assert done.stderr.endswith("--lang needs one of the languages system, en, fr or de.\n")
    assert "Traceback" not in done.stderr


def test_version_is_printed(capsys: pytest.CaptureFixture[str]) -> None:
    assert app.main(["--version"]) == 0
    assert capsys.readouterr().out == f"bouquet {APP_VERSION}\n"


@pytest.mark.parametrize(
    ("language", "first_line"),
    [
        ("en", "Usage: bouquet [SAVE_FILE] [--lang system|en|fr|de]"),
        ("fr", "Utilisation\u00a0: bouquet [PARTIE] [--lang system|en|fr|de]"),
        ("de", "Aufruf: bouquet [SPIELSTAND] [--lang system|en|fr|de]"),
    ],
)
def test_help_is_printed_in_the_language_asked_for(
    language: str, first_line: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert app.main(["--help", "--lang", language]) == 0
    out = capsys.readouterr().out
    assert out.splitlines()[0] == first_line
    assert all(option in out for option in ("--lang", "--version", "-h, --help"))


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
