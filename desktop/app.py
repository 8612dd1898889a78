"""Entry point ``bouquet``: ``bouquet [SAVE_FILE] [--lang system|en|fr|de] [--debug]``.

Bad arguments (an unknown option, a bad ``--lang``) print one clear line, in the language the
run asked for (else the Settings' one), and exit with status 2; they never raise a traceback.
A save that cannot be opened (missing, damaged, a folder, not a save) is not a bad argument,
nor are several saves: the window opens and says why, as it does for File > Open, since a
file manager's launch has no terminal.

One Bouquet runs per user and data folder (``desktop.single_instance``): a launch while one
runs hands its saves to it, says so in the terminal, and exits.
"""

from __future__ import annotations

import argparse
import multiprocessing
import os
import sys
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any, NoReturn

from PySide6.QtCore import QT_TRANSLATE_NOOP

from desktop import crash_log, i18n, paths, single_instance
from desktop import settings as settings_module
from engine.core.save import safe_check
from engine.version import APP_VERSION

USAGE_ERROR = 2
LANGUAGE_CHOICES = ("system", *i18n.LANGUAGES)
CONTEXT = "CommandLine"

# The terminal's texts, marked for the catalogues and translated as they are printed
# (``command_line_words``); ``str`` because Qt types the marker's result as ``object``.
HELP = str(
    QT_TRANSLATE_NOOP(
        "CommandLine",
        "Usage: bouquet [SAVE_FILE] [--lang system|en|fr|de] [-- SAVE_FILE...]\n"
        "\n"
        "Bouquet: flower-themed tabletop games on one offline table.\n"
        "\n"
        "  SAVE_FILE      a saved game (.bouquet) to open\n"
        "  --lang LANG    the language for this run: system, en, fr or de\n"
        "                 (without it, the one chosen in Settings)\n"
        "  -style NAME    a Qt widget style for this run, such as Fusion\n"
        "                 (Qt's other options, such as -reverse, are taken too)\n"
        "  --debug        also write the app's debug messages, for a bug report,\n"
        "                 to {log}\n"
        "  --version      print the version and quit\n"
        "  -h, --help     print this help and quit\n"
        "  --             what follows are file names, even those that begin\n"
        "                 with “-” (or write ./-name)",
    )
)
ERROR_LINE = str(QT_TRANSLATE_NOOP("CommandLine", "bouquet: error: {message}"))
EMPTY_NAME = str(QT_TRANSLATE_NOOP("CommandLine", "The file name is empty."))
UNKNOWN = str(
    QT_TRANSLATE_NOOP(
        "CommandLine", "Bouquet does not know the argument {argument}. See bouquet --help."
    )
)
DASHED_FILE = str(
    QT_TRANSLATE_NOOP(
        "CommandLine",
        "{argument} begins with “-”, as an option does: to open the file of that name, write"
        " {file}.",
    )
)
NO_LANGUAGE = str(
    QT_TRANSLATE_NOOP("CommandLine", "--lang needs one of the languages system, en, fr or de.")
)
UNKNOWN_LANGUAGE = str(
    QT_TRANSLATE_NOOP(
        "CommandLine",
        "Bouquet does not know the language {given}: --lang needs one of system, en, fr or de.",
    )
)
"""The language given, said: "--lang xx" was told only which languages there are (play
tester, session 55)."""
UNUSABLE = str(
    QT_TRANSLATE_NOOP(
        "CommandLine", "Bouquet cannot use these arguments: {arguments}. See bouquet --help."
    )
)
NO_STYLE = str(
    QT_TRANSLATE_NOOP("CommandLine", "-style needs the name of a style, such as -style Fusion.")
)
NO_VALUE = str(
    QT_TRANSLATE_NOOP("CommandLine", "{option} needs a value after it. See bouquet --help.")
)

HANDED_OFF = str(
    QT_TRANSLATE_NOOP("CommandLine", "Bouquet is already running: its window comes to the front.")
)
HANDED_OFF_SAVES = str(
    QT_TRANSLATE_NOOP(
        "CommandLine",
        "Bouquet is already running: its window comes to the front and is asked to open {files}.",
    )
)
QUOTED_PATH = str(QT_TRANSLATE_NOOP("CommandLine", "“{path}”"))
"""A path in a sentence, in the language's quotation marks (French: « … »)."""
LANGUAGE_NOT_CHANGED = str(
    QT_TRANSLATE_NOOP(
        "CommandLine",
        "--lang applies only to a new start; the running Bouquet keeps its language"
        " (Settings can change it).",
    )
)


class ArgumentError(Exception):
    """A command-line argument we cannot use: an English template and what fills it, put
    together in the run's language by ``message``. ``language`` is the one the command line
    asked for, when it asked for one it could read."""

    def __init__(self, template: str, language: str | None = None, **values: str) -> None:
        super().__init__(template.format(**values))
        self.template = template
        self.language = language
        self.values = values

    def message(self, words: Callable[[str], str]) -> str:
        return words(self.template).format(**self.values)


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:
        # some versions of argparse come here even with exit_on_error=False: parse_args tells
        # every such error in our words
        raise argparse.ArgumentError(None, message)


def build_parser() -> argparse.ArgumentParser:
    """The arguments' shape; their texts are ours (``HELP`` and the templates above), so
    that a terminal reads them in the run's language, not in argparse's English."""
    parser = _Parser(prog="bouquet", add_help=False, exit_on_error=False)
    parser.add_argument("save", nargs="?")
    parser.add_argument("--lang")
    parser.add_argument("--debug", action="store_true")
    parser.add_argument("--version", action="store_true")
    parser.add_argument("-h", "--help", action="store_true")
    return parser


QT_OPTIONS_WITH_VALUE = frozenset(
    (
        "-style",
        "-stylesheet",
        "-platform",
        "-platformtheme",
        "-platformpluginpath",
        "-plugin",
        "-qwindowgeometry",
        "-qwindowtitle",
        "-qwindowicon",
        "-session",
        "-display",
    )
)
"""Qt's own options that take a value ("-style Fusion", or "-style=Fusion")."""
QT_FLAGS = frozenset(("-reverse", "-widgetcount", "-nograb", "-dograb", "-sync"))
"""Qt's own options that stand alone."""


def split_qt_options(argv: Sequence[str]) -> tuple[list[str], list[str]]:
    """Qt's own options (``-style Fusion``: a player with low vision asked for a style Qt
    offers, and was refused, play test) and ours, each in their order. Qt's application
    takes the first."""
    qt: list[str] = []
    ours: list[str] = []
    arguments = iter(argv)
    for argument in arguments:
        option = argument.split("=", 1)[0]
        if option in QT_OPTIONS_WITH_VALUE:
            qt.append(argument)
            if "=" not in argument:
                value = next(arguments, None)
                if value is None:
                    # "cannot use these arguments: -style" did not say what was missing
                    # (play tester 138)
                    if option == "-style":
                        raise ArgumentError(NO_STYLE)
                    raise ArgumentError(NO_VALUE, option=option)
                qt.append(value)
        elif argument in QT_FLAGS:
            qt.append(argument)
        else:
            ours.append(argument)
    return qt, ours


def parse_args(argv: Sequence[str]) -> argparse.Namespace:
    """Parse and check the arguments; raises ArgumentError with one readable line.
    ``saves`` lists the saves named, as Paths (the window opens the first and says the others
    were not opened); ``help`` and ``version`` ask for their text, ``debug`` for the debug
    log; ``qt`` holds Qt's own options, for its application."""
    argv = list(argv)
    # after "--" every argument is a file name, even "-style" (the help says so)
    named_after_dashes = argv[argv.index("--") + 1 :] if "--" in argv else []
    options_part = argv[: len(argv) - len(named_after_dashes) - ("--" in argv)]
    qt, ours = split_qt_options(options_part)
    try:
        args, unknown = build_parser().parse_known_args(ours)
    except argparse.ArgumentError as error:
        if error.argument_name == "--lang":  # the one argument that takes a value
            raise ArgumentError(NO_LANGUAGE) from None
        raise ArgumentError(UNUSABLE, arguments=" ".join(argv)) from None
    if args.lang is not None:
        given = args.lang
        args.lang = given.strip().lower()  # "--lang DE" was refused (play test)
        if args.lang not in LANGUAGE_CHOICES:
            raise ArgumentError(UNKNOWN_LANGUAGE, given=given)
    options = [argument for argument in unknown if argument.startswith("-")]
    if options:
        if safe_check(Path(options[0]).is_file):
            # a save named "-dash.bouquet" was refused as an unknown option, and nothing said
            # how to name it (play test)
            file = os.curdir + os.sep + options[0]  # "./-dash.bouquet", as the system writes it
            raise ArgumentError(DASHED_FILE, args.lang, argument=options[0], file=file)
        raise ArgumentError(UNKNOWN, args.lang, argument=options[0])
    # argparse takes the first save and leaves the others unknown
    names = ([] if args.save is None else [args.save]) + unknown + named_after_dashes
    if any(not name.strip() for name in names):
        # Path("") is the current folder: the message named "."
        raise ArgumentError(EMPTY_NAME, args.lang)
    args.saves = [Path(name) for name in names]
    args.qt = qt
    del args.save
    return args


def command_line_words(language_setting: str) -> Callable[[str], str]:
    """The command line's texts in ``language_setting``'s language. No application exists
    before the arguments are read, so a translator of its own serves them."""
    from PySide6.QtCore import QTranslator

    language = i18n.resolve_language(language_setting)
    translator = QTranslator()
    if language != i18n.SOURCE_LANGUAGE:
        i18n.ensure_compiled()
        qm = i18n.find_qm(language)
        if qm is None or not translator.load(str(qm)):
            return lambda text: text
    return lambda text: translator.translate(CONTEXT, text) or text


def main(argv: Sequence[str] | None = None) -> int:
    """Run the app; returns the exit status."""
    argv = sys.argv[1:] if argv is None else argv
    multiprocessing.freeze_support()  # the AI process of a frozen (PyInstaller) app
    try:
        args = parse_args(argv)
    except ArgumentError as error:
        words = command_line_words(error.language or settings_module.load().language)
        print(words(ERROR_LINE).format(message=error.message(words)), file=sys.stderr)
        return USAGE_ERROR
    if args.help:
        words = command_line_words(args.lang or settings_module.load().language)
        print(words(HELP).format(log=crash_log.log_path()))
        return 0
    if args.version:
        print(f"bouquet {APP_VERSION}")
        return 0
    if args.debug:
        # a play tester's rare late refusal could not be traced: the guard's debug lines
        # went nowhere
        crash_log.start_debug_log()

    instance_name = single_instance.server_name()
    if single_instance.hand_off(instance_name, args.saves):
        # the running Bouquet opens them: a second would share its autosave
        tell_handed_off(args)
        return 0

    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication([sys.argv[0], *args.qt])
    server = single_instance.InstanceServer(instance_name)
    # another launch may have become the running one since we looked
    if not server.listen() and single_instance.hand_off(instance_name, args.saves):
        tell_handed_off(args)
        return 0
    window = create_window(args)
    server.received.connect(window.take_hand_off)
    # from here on, an error nothing caught is kept for a report, and the player told
    crash_log.install(notice=window.tell_unexpected_error)
    status = app.exec()
    server.close()  # a launch from now on runs itself, rather than hand over to a closed window
    del window  # held until here: a window nothing refers to is deleted at once
    return int(status)


def tell_handed_off(args: argparse.Namespace) -> None:
    """Say in the terminal that the running Bouquet took this launch over: a second copy
    started from a terminal printed nothing and exited, and its ``--lang`` was ignored
    without a word (play test)."""
    words = command_line_words(args.lang or settings_module.load().language)
    if args.saves:
        # in the sentence's own quotation marks: French printed "…" in a French line
        files = ", ".join(words(QUOTED_PATH).format(path=path) for path in args.saves)
        print(words(HANDED_OFF_SAVES).format(files=files))
    else:
        print(words(HANDED_OFF))
    if args.lang is not None:
        print(words(LANGUAGE_NOT_CHANGED))


def create_window(args: argparse.Namespace) -> Any:
    """Set up the application (names, icon, translations) and show the main window for
    ``args``; the window is shown before the save opens, so an error about it sits on top."""
    from PySide6.QtCore import QCoreApplication
    from PySide6.QtGui import QIcon
    from PySide6.QtWidgets import QApplication

    from desktop.main_window import MainWindow
    from desktop.table.palette import use_colours

    QCoreApplication.setApplicationName("Bouquet")
    QCoreApplication.setOrganizationName("Bouquet")
    QCoreApplication.setApplicationVersion(APP_VERSION)
    # the application's icon is every window's and dialog's that sets none of its own; on
    # Wayland the desktop shows the icon of the entry with this name (packaging/linux)
    QApplication.setWindowIcon(QIcon(str(paths.app_icon_path())))
    QApplication.setDesktopFileName("bouquet")
    read = settings_module.read_and_keep()
    i18n.install(args.lang or read.settings.language)
    use_colours(read.settings.colours)  # before the first window: it shows in them at once
    window = MainWindow(read.settings)
    window.tell_settings_read(read)
    window.show()
    window.open_given_files(args.saves)
    return window
