"""The ``bouquet`` command line: bad arguments give one clear line, never a traceback."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from desktop import app, crash_log
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
        (
            ["--lang", "xx"],
            "Bouquet does not know the language xx: --lang needs one of system, en, fr or de.",
        ),
        (["--lang"], "--lang needs one of the languages system, en, fr or de."),
        (["--colour", "red"], "Bouquet does not know the argument --colour. See bouquet --help."),
        (
            ["one.bouquet", "two.bouquet", "--colour"],
            "Bouquet does not know the argument --colour. See bouquet --help.",
        ),
        (
            ["--version=3"],
            "Bouquet cannot use these arguments: --version=3. See bouquet --help.",
        ),
        ([""], "The file name is empty."),  # was ".: is a folder"
        # "cannot use these arguments: -style" did not say what was missing (play tester 138)
        (["-style"], "-style needs the name of a style, such as -style Fusion."),
        (["-platform"], "-platform needs a value after it. See bouquet --help."),
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


def test_a_file_named_like_an_option_is_told_how_to_open(
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
    tmp_path: Path,
) -> None:
    """A save named "-dash.bouquet" was refused as an unknown option, and nothing said how to
    name it (play test)."""
    monkeypatch.setattr(app.settings_module, "load", lambda: Settings(language="en"))
    monkeypatch.chdir(tmp_path)
    (tmp_path / "-dash.bouquet").write_text("{}", encoding="utf-8")
    status, err = run_main(["-dash.bouquet"], capsys)
    assert status == app.USAGE_ERROR
    dotted = os.curdir + os.sep + "-dash.bouquet"
    assert err == (
        "bouquet: error: -dash.bouquet begins with “-”, as an option does: to open the file of"
        f" that name, write {dotted}.\n"
    )


def test_after_two_dashes_every_argument_is_a_file_name() -> None:
    """The help names no way to open "-dash.bouquet" but ./ (play test); after "--" a name
    that begins with "-", Qt's option names included, is a file, and options before it still
    count."""
    args = app.parse_args(["--lang", "de", "--", "-dash.bouquet", "-style", "--lang"])
    assert args.saves == [Path("-dash.bouquet"), Path("-style"), Path("--lang")]
    assert (args.lang, args.qt) == ("de", [])
    assert app.parse_args(["-reverse", "--"]).saves == []
    assert "--" in app.HELP and "./-name" in app.HELP


@pytest.mark.parametrize(
    ("argv", "expected"),
    [
        (
            ["--lang", "fr", "a.bouquet", "--colour"],
            "bouquet\u00a0: erreur\u00a0: Bouquet ne connaît pas l’argument --colour."
            " Voir bouquet --help.\n",
        ),
        (
            ["--lang=de", "--colour"],
            "bouquet: Fehler: Bouquet kennt das Argument --colour nicht. Siehe bouquet --help.\n",
        ),
        (  # in capitals too ("--lang DE" was refused, play test)
            ["--lang", "DE", "--colour"],
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


def test_a_folder_opens_the_window_and_says_it_is_no_save(
    qtbot: QtBot, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Started from a file manager, a terminal line is never read: the window says it."""
    folder = tmp_path / "games"
    folder.mkdir()
    window = app.create_window(app.parse_args([str(folder), "--lang", "en"]))
    qtbot.addWidget(window)
    box = window.message_box
    assert box is not None
    qtbot.waitUntil(box.isVisible)
    assert box.text() == "Cannot open “games”"
    assert box.informativeText() == "It is a folder, not a saved game."
    assert box.detailedText() == str(folder)
    assert window.pages.currentWidget() is window.start_screen
    assert capsys.readouterr().err == ""


def test_several_saves_open_the_first_and_name_the_others(
    qtbot: QtBot,
    fake_registry,  # type: ignore[no-untyped-def]
    tmp_path: Path,
) -> None:
    """A file manager may open a selection of saves at once: one game is on the table at a
    time, and the player reads which were left out instead of a terminal line nobody sees."""
    first = tmp_path / "first.bouquet"
    write_save(first, Session(FakeGame(), FakeOptions(players=1), 9), (Seat(name="Ann"),))
    args = app.parse_args([str(first), "--lang", "en", "second.bouquet", "third.bouquet"])
    assert args.saves == [first, Path("second.bouquet"), Path("third.bouquet")]
    window = app.create_window(args)
    qtbot.addWidget(window)
    assert window.save_path == first
    box = window.note_box
    assert box is not None
    qtbot.waitUntil(box.isVisible)
    assert box.text() == "One game at a time"
    assert box.informativeText() == (
        "Bouquet opens one saved game at a time: “second.bouquet”, “third.bouquet” were not opened."
    )
    window.close()


def test_a_save_that_cannot_be_read_says_why_and_the_next_opens(
    qtbot: QtBot,
    fake_registry,  # type: ignore[no-untyped-def]
    tmp_path: Path,
) -> None:
    """An empty file named before a good save left the good one unopened, under a note that
    covered the empty file's error (play test): the first save that can be read opens, the
    error of the one before it shows, and the note names only the saves after it."""
    empty = tmp_path / "empty.bouquet"
    empty.write_text("")
    good = tmp_path / "good.bouquet"
    write_save(good, Session(FakeGame(), FakeOptions(players=1), 9), (Seat(name="Ann"),))
    window = app.create_window(
        app.parse_args([str(empty), str(good), str(tmp_path / "other.bouquet"), "--lang", "en"])
    )
    qtbot.addWidget(window)
    assert window.save_path == good
    error, note = window.message_box, window.note_box
    assert error is not None and note is not None
    qtbot.waitUntil(lambda: error.isVisible() and note.isVisible())
    assert error.text() == "Cannot open “empty.bouquet”"
    assert note.informativeText() == (
        "Bouquet opens one saved game at a time: “other.bouquet” was not opened."
    )
    window.close()


def test_no_note_when_no_save_named_can_be_read(qtbot: QtBot, tmp_path: Path) -> None:
    window = app.create_window(
        app.parse_args([str(tmp_path / "gone.bouquet"), str(tmp_path / "other.bouquet")])
    )
    qtbot.addWidget(window)
    error = window.message_box
    assert error is not None
    qtbot.waitUntil(error.isVisible)
    # each tried, and every reason shown in one box: each box replaced the one before, and
    # only the last file's reason was seen (play test)
    assert error.text() == "Cannot open these saved games"
    lines = error.informativeText().split("\n")
    assert [line.split(": ")[0] for line in lines] == ["“gone.bouquet”", "“other.bouquet”"]
    assert all(line.split(": ", 1)[1] for line in lines)
    assert str(tmp_path / "gone.bouquet") in error.detailedText()
    assert window.note_box is None
    assert window.pages.currentWidget() is window.start_screen


def test_python_dash_m_desktop_reports_without_traceback() -> None:
    done = subprocess.run(
        [sys.executable, "-m", "desktop", "--lang", "klingon"],
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert done.returncode == 2
    assert done.stderr.endswith("language klingon: --lang needs one of system, en, fr or de.\n")
    assert "Traceback" not in done.stderr


def test_version_is_printed(capsys: pytest.CaptureFixture[str]) -> None:
    assert app.main(["--version"]) == 0
    assert capsys.readouterr().out == f"bouquet {APP_VERSION}\n"


@pytest.mark.parametrize(
    ("language", "first_line"),
    [
        ("en", "Usage: bouquet [SAVE_FILE] [--lang system|en|fr|de] [-- SAVE_FILE...]"),
        ("fr", "Utilisation\u00a0: bouquet [PARTIE] [--lang system|en|fr|de] [-- PARTIE...]"),
        ("de", "Aufruf: bouquet [SPIELSTAND] [--lang system|en|fr|de] [-- SPIELSTAND...]"),
    ],
)
def test_help_is_printed_in_the_language_asked_for(
    language: str, first_line: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert app.main(["--help", "--lang", language]) == 0
    out = capsys.readouterr().out
    assert out.splitlines()[0] == first_line
    assert all(option in out for option in ("--lang", "--debug", "--version", "-h, --help"))
    # where --debug writes, for a player to find and send (the path, not a placeholder)
    assert str(crash_log.log_path()) in out and "{log}" not in out


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


def test_qts_own_options_go_to_qt(capsys: pytest.CaptureFixture[str]) -> None:
    """A player with low vision asked for a style Qt offers (``-style Fusion``) and was told
    Bouquet did not know the argument (play test): Qt's own options go to its application,
    and the others are still refused."""
    args = app.parse_args(["-style", "Fusion", "game.bouquet", "-reverse", "-platform=xcb"])
    assert args.qt == ["-style", "Fusion", "-reverse", "-platform=xcb"]
    assert args.saves == [Path("game.bouquet")]
    assert app.parse_args(["game.bouquet"]).qt == []
    status, err = run_main(["-style"], capsys)  # its value missing
    assert status == app.USAGE_ERROR and "-style" in err
    status, err = run_main(["-stylish"], capsys)
    assert (status, err) == (
        app.USAGE_ERROR,
        "bouquet: error: Bouquet does not know the argument -stylish. See bouquet --help.\n",
    )
