"""One running Bouquet per user and data folder: a second launch hands its saves to the first
and exits (two windows shared one autosave, and one overwrote the other's unfinished game)."""

from __future__ import annotations

import os
import socket
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QDir
from PySide6.QtNetwork import QLocalSocket
from pytestqt.qtbot import QtBot

from desktop import single_instance

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


def test_the_name_is_per_data_folder(tmp_path: Path) -> None:
    """Two profiles (a test's folder, another XDG_DATA_HOME) run side by side."""
    first = single_instance.server_name(tmp_path / "one")
    assert first == single_instance.server_name(tmp_path / "one")
    assert first != single_instance.server_name(tmp_path / "two")


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
