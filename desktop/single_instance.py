"""One running Bouquet per user and data folder: a second launch hands its saves to the first
and exits.

Every window writes its game in progress to the same autosave file
(``paths.autosave_path``) after each move, so two windows overwrote each other's unfinished
game: a play tester lost one that way, the second window started by a double-click on a save.

The running instance listens on a local socket (a named pipe on Windows) whose name is made
from the user and the data folder, so another profile (``BOUQUET_HOME``, a test's temporary
folder) runs apart. A message is one line of JSON, ``{"version": 1, "open": ["/abs/a.bouquet"]}``:
the saves named on the command line, made absolute by the sender, whose working folder is not
the receiver's; an empty list only brings the window forward. A line that is not such a
message is ignored, never evaluated.
"""

from __future__ import annotations

import contextlib
import getpass
import hashlib
import json
import os
import stat
from collections.abc import Sequence
from functools import partial
from pathlib import Path

from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtNetwork import QAbstractSocket, QLocalServer, QLocalSocket

from desktop import paths

PROTOCOL_VERSION = 1
CONNECT_TIMEOUT_MS = 500
"""How long a launch waits for a running instance to answer before it runs itself."""
MAX_MESSAGE_BYTES = 64 * 1024
"""More than this without a line end is no message of ours: its connection is dropped."""


def server_name(data_folder: Path | None = None) -> str:
    """The socket's name for this user and ``data_folder`` (default: Bouquet's data folder).
    Hashed: a folder's path may be longer than a socket name may be, or hold any character."""
    folder = (data_folder or paths.data_dir()).resolve()
    key = f"{_user()}\n{folder}".encode("utf-8", "surrogateescape")
    return "bouquet-" + hashlib.sha256(key).hexdigest()[:24]


def _user() -> str:
    """The login name, so that two users sharing a data folder (a portable install) never
    meet on one socket."""
    try:
        return getpass.getuser()
    except (OSError, KeyError):  # no name in the environment nor in the user database
        return ""


def encode(saves: Sequence[Path]) -> bytes:
    """The message that hands ``saves`` over, their paths made absolute here (the sender's
    working folder) since the receiver's is another."""
    message = {"version": PROTOCOL_VERSION, "open": [str(Path(save).absolute()) for save in saves]}
    # ASCII JSON: a newline or an undecodable byte in a file name is escaped, never a line end
    return json.dumps(message).encode("ascii") + b"\n"


def decode(line: bytes) -> list[Path] | None:
    """The saves a message line hands over, or None when the line is not a message of this
    protocol (damaged, another version, a relative path)."""
    try:
        message = json.loads(line.decode("utf-8"))
    except (UnicodeDecodeError, ValueError, RecursionError):
        return None
    if not isinstance(message, dict):
        return None
    version, saves = message.get("version"), message.get("open")
    if type(version) is not int or version != PROTOCOL_VERSION or not isinstance(saves, list):
        return None
    if not all(isinstance(save, str) and "\0" not in save for save in saves):
        return None
    found = [Path(save) for save in saves]
    return found if all(path.is_absolute() for path in found) else None


def hand_off(name: str, saves: Sequence[Path], timeout_ms: int = CONNECT_TIMEOUT_MS) -> bool:
    """Give ``saves`` to the instance running under ``name``; False when none answers (or it
    could not take the message), and this launch should run itself. Needs no application
    object: it runs before one exists."""
    socket = QLocalSocket()
    socket.connectToServer(name)
    if not socket.waitForConnected(timeout_ms):
        return False
    socket.write(encode(saves))
    sent = socket.waitForBytesWritten(timeout_ms) or socket.bytesToWrite() == 0
    socket.disconnectFromServer()
    if socket.state() != QLocalSocket.LocalSocketState.UnconnectedState:
        socket.waitForDisconnected(timeout_ms)
    return sent


def _answers(name: str) -> bool:
    """Does an instance listen under ``name``? A crashed one leaves the name behind on Unix
    (a socket file nobody accepts on)."""
    socket = QLocalSocket()
    socket.connectToServer(name)
    answered = socket.waitForConnected(CONNECT_TIMEOUT_MS)
    socket.abort()
    return answered


class InstanceServer(QObject):
    """The running instance's end: ``received`` gives the saves each later launch hands over
    (absolute paths, possibly none)."""

    received = Signal(list)

    def __init__(self, name: str, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.name = name
        # Not UserAccessOption: on Unix Qt then binds in a private folder and renames the
        # socket into place, replacing a running instance's socket instead of failing, and two
        # launches at once (a file manager may start one per file) would both run; a plain
        # bind fails for the second. ``_restrict`` keeps other users out instead.
        self._server = QLocalServer(self)
        self._server.newConnection.connect(self._accept)

    def listen(self) -> bool:
        """Become the running instance. False when another instance answers under the name,
        or when the name cannot be taken (the app then runs on its own)."""
        if not self._server.listen(self.name):
            if self._server.serverError() != QAbstractSocket.SocketError.AddressInUseError:
                return False
            if _answers(self.name):
                return False
            QLocalServer.removeServer(self.name)  # left by an instance that crashed
            if not self._server.listen(self.name):
                return False
        self._restrict()
        return True

    def _restrict(self) -> None:
        """Only this user may hand files over: the socket file is theirs alone (on Windows the
        pipe's default security already refuses other users a connection to write on)."""
        if os.name == "posix":
            with contextlib.suppress(OSError):
                os.chmod(self._server.fullServerName(), stat.S_IRUSR | stat.S_IWUSR)

    def close(self) -> None:
        """Stop taking launches (the app is quitting: what came now would be lost)."""
        self._server.close()

    def _accept(self) -> None:
        while self._server.hasPendingConnections():
            connection = self._server.nextPendingConnection()
            connection.readyRead.connect(self._read_ready)
            connection.disconnected.connect(connection.deleteLater)
            self._read(connection)

    def _read_ready(self) -> None:
        connection = self.sender()
        if isinstance(connection, QLocalSocket):
            self._read(connection)

    def _read(self, connection: QLocalSocket) -> None:
        """Take each whole line the connection holds (Qt keeps the rest until it ends). The
        saves are given from the event loop, not from here: the window may ask a question
        ("Save first?"), whose own loop went on to delete this connection while it was still
        being read, and the app crashed."""
        messages: list[list[Path]] = []
        while connection.canReadLine():
            saves = decode(bytes(connection.readLine().data()).rstrip(b"\n"))
            if saves is not None:
                messages.append(saves)
        if connection.bytesAvailable() > MAX_MESSAGE_BYTES:
            connection.abort()
        for saves in messages:
            QTimer.singleShot(0, self, partial(self.received.emit, saves))
