"""One running Bouquet per user and data folder: a second launch hands its saves to the first
and exits (two windows shared one autosave, and one overwrote the other's unfinished game)."""

from __future__ import annotations

import os
import socket
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QDir, QEvent, QEventLoop, QTimer
from PySide6.QtNetwork import QLocalSocket
from PySide6.QtWidgets import QApplication, QMessageBox
from pytestqt.qtbot import QtBot

from desktop import app, single_instance
from desktop.main_window import HAND_OFF_RETRY_MS, MainWindow
from engine.core.save import Seat, write_save
from engine.core.session import Session
from tests.desktop.shell.fakes import FakeGame, FakeOptions

WAIT_MS = 3000
"""How long a test waits for a message to arrive; a failing test fails within it, never hangs."""


@pytest.fixture
def name() -> str:
    """This test's socket name (its private data folder: ``bouquet_home``)."""
    return single_instance.server_name()


@pytest.fixture
def running(name: str) -> Iterator[single_instance.InstanceServer]:
    """A running instance's end, listening in this process."""
    server = single_instance.InstanceServer(name)
    assert server.listen()
    yield server
    server.close()


@pytest.fixture
def received(running: single_instance.InstanceServer) -> list[list[Path]]:
    """What the running instance was handed, message by message."""
    messages: list[list[Path]] = []
    running.received.connect(messages.append)
    return messages


def write_fake_save(path: Path) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    write_save(path, Session(FakeGame(), FakeOptions(players=1), 9), (Seat(name="Ann"),))
    return path


def test_the_name_is_per_data_folder(tmp_path: Path) -> None:
    """Two profiles (a test's folder, another XDG_DATA_HOME) run side by side."""
    first = single_instance.server_name(tmp_path / "one")
    assert first == single_instance.server_name(tmp_path / "one")
    assert first != single_instance.server_name(tmp_path / "two")


def test_the_name_is_per_user(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Two users sharing a data folder (a portable install) never hand each other a save."""
    names = []
    for user in ("ann", "ben"):
        monkeypatch.setattr(single_instance, "_user", lambda user=user: user)
        names.append(single_instance.server_name(tmp_path / "shared"))
    assert names[0] != names[1]


def test_a_launch_hands_its_save_to_the_window_as_an_absolute_path(
    qtbot: QtBot,
    window: MainWindow,
    running: single_instance.InstanceServer,
    name: str,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The sender names the save from its own working folder, which is not the receiver's."""
    save = write_fake_save(tmp_path / "launched" / "game.bouquet")
    running.received.connect(window.take_hand_off)
    monkeypatch.chdir(save.parent)
    assert single_instance.hand_off(name, [Path("game.bouquet")])
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    monkeypatch.chdir(elsewhere)
    qtbot.waitUntil(lambda: window.save_path is not None, timeout=WAIT_MS)
    assert window.save_path == save
    assert window.controller.session is not None


def test_a_second_server_sees_the_running_one(
    qtbot: QtBot,
    name: str,
    received: list[list[Path]],
    tmp_path: Path,
) -> None:
    second = single_instance.InstanceServer(name)
    assert not second.listen()
    # the running one still answers: it was not pushed aside
    assert single_instance.hand_off(name, [tmp_path / "a.bouquet"])
    qtbot.waitUntil(lambda: received == [[tmp_path / "a.bouquet"]], timeout=WAIT_MS)


def test_a_question_asked_on_a_hand_off_leaves_the_running_instance_whole(
    qtbot: QtBot, running: single_instance.InstanceServer, name: str, tmp_path: Path
) -> None:
    """The window asked "Save first?" on a hand-off; the question's own event loop deleted
    the connection the save came on, which was still being read, and the app crashed (play
    test). The saves come from the event loop, once the connection is read."""
    handed: list[list[Path]] = []

    def ask_first(saves: list[Path]) -> None:
        handed.append(saves)
        question = QEventLoop()  # as a question box's: deferred deletes run in it
        QTimer.singleShot(300, question.quit)
        question.exec()
        QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)

    running.received.connect(ask_first)
    assert single_instance.hand_off(name, [tmp_path / "a.bouquet"])
    qtbot.waitUntil(lambda: len(handed) == 1, timeout=WAIT_MS)
    assert single_instance.hand_off(name, [tmp_path / "b.bouquet"])  # still running
    qtbot.waitUntil(lambda: len(handed) == 2, timeout=WAIT_MS)
    assert handed == [[tmp_path / "a.bouquet"], [tmp_path / "b.bouquet"]]


@pytest.mark.skipif(os.name != "posix", reason="a socket file on Unix only")
def test_no_other_user_may_write_to_the_socket(
    name: str, running: single_instance.InstanceServer
) -> None:
    """Another user on the machine could hand the running Bouquet any file: its socket is
    its user's alone."""
    mode = os.stat(os.path.join(QDir.tempPath(), name)).st_mode
    assert mode & 0o077 == 0, oct(mode)


@pytest.mark.skipif(os.name != "posix", reason="a crash leaves a socket file on Unix only")
def test_a_name_left_by_a_crashed_instance_is_taken_over(
    qtbot: QtBot, name: str, tmp_path: Path
) -> None:
    stale = socket.socket(socket.AF_UNIX)
    stale.bind(os.path.join(QDir.tempPath(), name))
    stale.close()  # bound, never listening, never removed: what a crash leaves
    assert not single_instance.hand_off(name, [])
    server = single_instance.InstanceServer(name)
    try:
        assert server.listen()
        with qtbot.waitSignal(server.received, timeout=WAIT_MS) as message:
            assert single_instance.hand_off(name, [tmp_path / "b.bouquet"])
        assert message.args == [[tmp_path / "b.bouquet"]]
    finally:
        server.close()


@pytest.mark.parametrize(
    "line",
    [
        b"not json",
        b"\xff\xfe",
        b"[1, 2]",
        b'{"open": ["/a.bouquet"]}',  # no version
        b'{"version": 2, "open": ["/a.bouquet"]}',
        b'{"version": true, "open": ["/a.bouquet"]}',
        b'{"version": 1, "open": "/a.bouquet"}',
        b'{"version": 1, "open": [3]}',
        b'{"version": 1, "open": ["a.bouquet"]}',  # relative: whose working folder?
        b'{"version": 1, "open": ["/a\\u0000.bouquet"]}',
        b"[" * 100_000,
    ],
)
def test_decode_refuses_what_is_not_a_message(line: bytes) -> None:
    assert single_instance.decode(line) is None


def test_encode_and_decode_agree(tmp_path: Path) -> None:
    odd = tmp_path / "two\nlines é.bouquet"
    line = single_instance.encode([odd, tmp_path / "b.bouquet"])
    assert line.count(b"\n") == 1 and line.endswith(b"\n")
    assert single_instance.decode(line.rstrip(b"\n")) == [odd, tmp_path / "b.bouquet"]


def test_malformed_messages_are_ignored(
    qtbot: QtBot, name: str, received: list[list[Path]], tmp_path: Path
) -> None:
    client = QLocalSocket()
    client.connectToServer(name)
    assert client.waitForConnected(WAIT_MS)
    client.write(b'not json\n{"version": 9, "open": []}\n{"version": 1, "open": ["x"]}\n')
    client.write(single_instance.encode([tmp_path / "good.bouquet"]))
    client.flush()
    qtbot.waitUntil(lambda: len(received) == 1, timeout=WAIT_MS)
    assert received == [[tmp_path / "good.bouquet"]]
    # a line that never ends is dropped with its connection; the next launch is heard
    client.write(b"x" * (single_instance.MAX_MESSAGE_BYTES + 10))
    client.flush()
    qtbot.waitUntil(
        lambda: client.state() == QLocalSocket.LocalSocketState.UnconnectedState,
        timeout=WAIT_MS,
    )
    assert single_instance.hand_off(name, [])
    qtbot.waitUntil(lambda: len(received) == 2, timeout=WAIT_MS)
    assert received[1] == []


def test_main_hands_off_to_the_running_instance_and_opens_no_window(
    qtbot: QtBot,
    received: list[list[Path]],
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    def no_window(_args: object) -> None:
        raise AssertionError("a second window was created")

    monkeypatch.setattr(app, "create_window", no_window)
    monkeypatch.chdir(tmp_path)
    # help, the version and bad arguments print and exit, handing nothing over
    assert app.main(["--version"]) == 0
    assert app.main(["--colour"]) == app.USAGE_ERROR
    capsys.readouterr()
    assert app.main(["a.bouquet", "b.bouquet"]) == 0
    qtbot.waitUntil(lambda: bool(received), timeout=WAIT_MS)
    assert received == [[tmp_path / "a.bouquet", tmp_path / "b.bouquet"]]
    # the terminal is told where its files went (it printed nothing, play test)
    told = capsys.readouterr().out
    assert told == (
        "Bouquet is already running: its window comes to the front and is asked to open"
        " “a.bouquet”, “b.bouquet”.\n"
    )


def test_a_launch_handed_over_says_its_language_is_not_taken(
    qtbot: QtBot, received: list[list[Path]], capsys: pytest.CaptureFixture[str]
) -> None:
    """--lang cannot change the running window's language: the launch says so, in the
    language asked for, rather than ignore it silently (play test)."""
    assert app.main(["--lang", "fr"]) == 0
    qtbot.waitUntil(lambda: bool(received), timeout=WAIT_MS)
    lines = capsys.readouterr().out.splitlines()
    assert len(lines) == 2 and "Bouquet" in lines[0] and "--lang" in lines[1]
    assert lines[0] != app.HANDED_OFF and lines[1] != app.LANGUAGE_NOT_CHANGED  # in French
    # a path in French quotation marks (it printed "…" in a French line, play test)
    assert app.main(["--lang", "fr", "partie.bouquet"]) == 0
    said = capsys.readouterr().out.splitlines()[0]
    assert "\u00ab\u00a0" in said and "partie.bouquet\u00a0\u00bb" in said and '"' not in said


class StubWindow:
    """What main() shows, reduced to what a later launch reaches."""

    def __init__(self) -> None:
        self.handed: list[list[Path]] = []

    def take_hand_off(self, saves: list[Path]) -> None:
        self.handed.append(saves)

    def tell_unexpected_error(self, log: Path, error: BaseException) -> None:
        """main() has the window tell of an error nothing caught (``crash_log``)."""


def test_main_becomes_the_running_instance_until_it_quits(
    qtbot: QtBot,
    qapp: QApplication,
    name: str,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    stub = StubWindow()
    monkeypatch.setattr(app, "create_window", lambda _args: stub)
    monkeypatch.setattr(sys, "excepthook", sys.excepthook)  # main() sets its own: put back

    def run_while_a_second_launch_comes() -> int:
        assert single_instance.hand_off(name, [tmp_path / "later.bouquet"])
        qtbot.waitUntil(lambda: bool(stub.handed), timeout=WAIT_MS)
        return 0

    monkeypatch.setattr(qapp, "exec", run_while_a_second_launch_comes)
    assert app.main([]) == 0
    assert stub.handed == [[tmp_path / "later.bouquet"]]
    # once it quit, the next launch runs itself rather than hand over to a closed window
    assert not single_instance.hand_off(name, [])


def test_a_launch_brings_a_minimised_window_forward(window: MainWindow) -> None:
    window.showMinimized()
    assert window.isMinimized()
    window.take_hand_off([])
    assert not window.isMinimized()


def test_a_handed_save_waits_for_the_open_dialog_to_close(
    qtbot: QtBot, window: MainWindow, tmp_path: Path
) -> None:
    """A setup or a question under way decides first: opening into it replaced the game it was
    about, or the dialog's answer replaced the save just opened."""
    save = write_fake_save(tmp_path / "waits.bouquet")
    dialog = QMessageBox(QMessageBox.Icon.Question, "Busy", "Busy", parent=window)
    dialog.open()
    window.take_hand_off([save])
    qtbot.wait(2 * HAND_OFF_RETRY_MS)
    assert window.save_path is None
    dialog.close()
    qtbot.waitUntil(lambda: window.save_path == save, timeout=WAIT_MS)


def test_several_saves_handed_over_open_the_first_and_name_the_others(
    qtbot: QtBot, window: MainWindow, tmp_path: Path
) -> None:
    first = write_fake_save(tmp_path / "first.bouquet")
    window.take_hand_off([first, tmp_path / "second.bouquet"])
    assert window.save_path == first
    box = window.note_box
    assert box is not None
    qtbot.waitUntil(box.isVisible, timeout=WAIT_MS)
    assert box.informativeText() == (
        "Bouquet opens one saved game at a time: “second.bouquet” was not opened."
    )


@pytest.mark.parametrize(
    ("answer", "opened"),
    [(QMessageBox.StandardButton.Open, True), (QMessageBox.StandardButton.Cancel, False)],
)
def test_a_save_that_waited_asks_before_it_replaces_a_game_the_dialog_began(
    qtbot: QtBot,
    window: MainWindow,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    answer: QMessageBox.StandardButton,
    opened: bool,
) -> None:
    """Handed over during New Game, the save replaced the game the player had just set up,
    unasked (play test): it asks first, naming the save."""
    from desktop.dialogs.new_game import NewGameChoice

    save = write_fake_save(tmp_path / "waited.bouquet")
    dialog = QMessageBox(QMessageBox.Icon.Question, "New game", "New game", parent=window)
    dialog.open()
    window.take_hand_off([save])
    dialog.close()
    assert window.start_game(NewGameChoice("fake", FakeOptions(players=1), 5, (Seat(name="A"),)))
    begun = window.controller.session
    asked: list[str] = []

    def question(_parent: object, _title: str, text: str, *_rest: object) -> object:
        asked.append(text)
        return answer

    monkeypatch.setattr(QMessageBox, "question", question)
    qtbot.waitUntil(lambda: bool(asked), timeout=WAIT_MS)
    assert asked == ["Open “waited.bouquet” in place of the game on the table?"]
    qtbot.waitUntil(lambda: (window.save_path == save) is opened, timeout=WAIT_MS)
    assert (window.controller.session is begun) is not opened


def test_a_damaged_save_that_waited_is_not_asked_about(
    qtbot: QtBot, window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """It asked "Open it in place of the game on the table?" first, and then said the file
    could not be opened (play test): the question names the first save that can open, and
    one alone that cannot asks nothing."""
    from desktop.dialogs.new_game import NewGameChoice

    damaged = tmp_path / "damaged.bouquet"
    damaged.write_text("{", encoding="utf-8")
    good = write_fake_save(tmp_path / "good.bouquet")
    asked: list[str] = []

    def question(_parent: object, _title: str, text: str, *_rest: object) -> object:
        asked.append(text)
        return QMessageBox.StandardButton.Open

    monkeypatch.setattr(QMessageBox, "question", question)
    for saves in ([damaged], [damaged, good]):
        dialog = QMessageBox(QMessageBox.Icon.Question, "New game", "New game", parent=window)
        dialog.open()
        window.take_hand_off(saves)
        dialog.close()
        choice = NewGameChoice("fake", FakeOptions(players=1), 5, (Seat(name="A"),))
        assert window.start_game(choice)
        qtbot.waitUntil(lambda: window.message_box is not None, timeout=WAIT_MS)
        box = window.message_box
        assert box is not None and "damaged.bouquet" in box.text()
        box.close()
        window.message_box = None
    qtbot.waitUntil(lambda: window.save_path == good, timeout=WAIT_MS)
    assert asked == ["Open “good.bouquet” in place of the game on the table?"]
