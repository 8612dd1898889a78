"""Entry point ``bouquet``: ``bouquet [SAVE_FILE] [--lang system|en|fr|de]``.

Bad arguments print one clear line and exit with status 2; they never raise a traceback. A
save that cannot be opened (missing, damaged, not a save) is not a bad argument: the window
opens and says why, as it does for File > Open, since a double-clicked file has no terminal.
"""

from __future__ import annotations

import argparse
import multiprocessing
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any, NoReturn

from desktop import i18n, paths
from desktop import settings as settings_module
from engine.version import APP_VERSION

USAGE_ERROR = 2


class ArgumentError(Exception):
    """A command-line argument we cannot use; the message is one line for the terminal."""


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:
        raise ArgumentError(message)


def _save_path(text: str) -> Path:
    """A save's path as typed; an empty one is refused (``Path("")`` is the current folder,
    and the message named "." for an argument left empty)."""
    if not text.strip():
        raise argparse.ArgumentTypeError("the file name is empty")
    return Path(text)


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(
        prog="bouquet",
        description="Bouquet: flower-themed tabletop games on one offline table.",
    )
    parser.add_argument("save", nargs="?", type=_save_path, help="a saved game (.bouquet) to open")
    parser.add_argument(
        "--lang",
        choices=("system", "en", "fr", "de"),
        help="language for this run (default: the one chosen in Settings)",
    )
    parser.add_argument("--version", action="version", version=f"bouquet {APP_VERSION}")
    return parser


def parse_args(argv: Sequence[str]) -> argparse.Namespace:
    """Parse and check the arguments; raises ArgumentError with one readable line."""
    args = build_parser().parse_args(list(argv))
    if args.save is not None and args.save.is_dir():
        # a typing slip at a terminal (a file manager opens files, never folders)
        raise ArgumentError(f"{args.save}: is a folder, not a saved game")
    return args


def main(argv: Sequence[str] | None = None) -> int:
    """Run the app; returns the exit status."""
    argv = sys.argv[1:] if argv is None else argv
    multiprocessing.freeze_support()  # the AI process of a frozen (PyInstaller) app
    try:
        args = parse_args(argv)
    except ArgumentError as error:
        print(f"bouquet: error: {error}", file=sys.stderr)
        return USAGE_ERROR

    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication([sys.argv[0]])
    window = create_window(args)
    status = app.exec()
    del window  # held until here: a window nothing refers to is deleted at once
    return int(status)


def create_window(args: argparse.Namespace) -> Any:
    """Set up the application (names, icon, translations) and show the main window for
    ``args``; the window is shown before the save opens, so an error about it sits on top."""
    from PySide6.QtCore import QCoreApplication
    from PySide6.QtGui import QIcon
    from PySide6.QtWidgets import QApplication

    from desktop.main_window import MainWindow

    QCoreApplication.setApplicationName("Bouquet")
    QCoreApplication.setOrganizationName("Bouquet")
    QCoreApplication.setApplicationVersion(APP_VERSION)
    # the application's icon is every window's and dialog's that sets none of its own; on
    # Wayland the desktop shows the icon of the entry with this name (packaging/linux)
    QApplication.setWindowIcon(QIcon(str(paths.app_icon_path())))
    QApplication.setDesktopFileName("bouquet")
    settings = settings_module.load()
    i18n.install(args.lang or settings.language)
    window = MainWindow(settings)
    window.show()
    if args.save is not None:
        window.open_given_file(args.save)
    return window
