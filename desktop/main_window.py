"""The main window: start screen or table, menus with standard shortcuts, undo, autosave.

The window holds no rule. It asks the SessionController what may be done (undo reasons,
legal actions) and hands the board the viewer's masked view. Errors from files become a
window-modal message that names the problem; nothing is overwritten and the game in progress
stays as it was.
"""

from __future__ import annotations

import contextlib
import errno
import gc
import importlib
import os
import stat
from collections.abc import Callable, Mapping, Sequence
from concurrent.futures import Future, ThreadPoolExecutor
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import shiboken6
from PySide6.QtCore import QByteArray, QEvent, QObject, QPoint, QSize, Qt, QTimer, Signal
from PySide6.QtGui import (
    QAction,
    QCloseEvent,
    QCursor,
    QDragEnterEvent,
    QDragMoveEvent,
    QDropEvent,
    QHelpEvent,
    QIcon,
    QKeyEvent,
    QKeySequence,
    QMouseEvent,
    QResizeEvent,
    QShortcut,
)
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QDockWidget,
    QGridLayout,
    QLabel,
    QMainWindow,
    QMenu,
    QMessageBox,
    QProgressBar,
    QSizePolicy,
    QSpacerItem,
    QStackedWidget,
    QStyle,
    QToolBar,
    QToolButton,
    QToolTip,
    QVBoxLayout,
    QWidget,
)

import desktop.games as games_module
from desktop import i18n, paths
from desktop import settings as settings_module
from desktop.access_keys import MessageBoxKeys, without_marks
from desktop.dialogs import file_dialog
from desktop.dialogs.activation import ActivationBack
from desktop.dialogs.confirm_move import confirm_move
from desktop.dialogs.end_game import END_ROOM_LEAST, PLAY_NEW, PLAY_SAME, EndGameDialog
from desktop.dialogs.new_game import (
    NewGameChoice,
    NewGameDialog,
    named_now,
    options_turned_on,
    people_of,
    plain_game_name,
    random_seed,
    remembered_choices,
    secret_code,
    setup_of,
    solo_game,
    table_game,
)
from desktop.dialogs.rules import RulesDialog
from desktop.dialogs.settings_dialog import SettingsDialog
from desktop.games.base import GameBoard
from desktop.hint import Hint, HintAims, HintSeeker, hint_goes_on, hint_text
from desktop.history import HistoryPanel, News, move_line, own_moves, turn_numbers, turn_starts
from desktop.i18n import (
    capitalised,
    elided_at_word,
    fill_named,
    number_text,
    tr_engine,
    tr_note,
    with_mnemonics,
)
from desktop.icons import TOOLBAR_GLYPHS, Glyph, glyph_icon, use_glyph_style
from desktop.menu_reason import MenuReason
from desktop.move_log import LOG_WIDTH, MoveLog, MoveLogDock, log_fits
from desktop.press_guard import BoxGuard, LastPress
from desktop.screen_fit import fitted_size, place_results, placed_within, title_width
from desktop.session_controller import NEWS_TOLD, SessionController, saved_log
from desktop.settings import Settings, SettingsRead
from desktop.solo_records import (
    Replay,
    SoloRecord,
    cards_shown,
    furthest_point,
    give_up_solo,
    given_up_before,
    is_recorded,
    load_records,
    mark_played_behind,
    note_play,
    read_records,
    record_solo,
    record_text,
    records_path,
    replay_ahead,
    score_text,
    solo_player,
    would_give_up,
)
from desktop.start_screen import StartScreen, last_save_of_autosave
from desktop.status_bar import StatusBar
from desktop.table.bar import FlashNote, TableBar, TurnMark
from desktop.table.handoff import HandoffScreen, RevealPause, needs_handoff
from desktop.table.palette import use_colours
from desktop.table.view import READING_KEYS
from desktop.tip_place import TIP_GAP, move_tip_off, shown_tip
from desktop.tutorial import apply_settings_to_lessons, close_lessons
from engine.core import registry
from engine.core.actions import Action
from engine.core.errors import BouquetError, SaveError
from engine.core.game import Game, Result
from engine.core.notes import Note, fill_template, join_names
from engine.core.options import GameOptions, variant_fields, variant_of
from engine.core.rng import code_to_seed, seed_to_code
from engine.core.save import (
    NAMES_CUT,
    NEWER,
    READ_AS_WINDOWS_TEXT,
    SAVE_SUFFIX,
    SavedGame,
    Seat,
    computer_seats,
    names_given,
    names_told_apart,
    read_save,
    safe_check,
    to_save_file,
    write_save,
    write_text_atomically,
)
from engine.core.session import Session
from engine.version import APP_VERSION

HAND_OFF_RETRY_MS = 250
"""How often saves handed over by a later launch look for the dialog in the way to be closed."""
FORCE_HANDOFF = -1
"""``_shown_to`` when nobody has said who holds the screen (a hot-seat game just loaded, or
changed while the screen was being passed on): the next human must confirm too."""


def _folder_stands(error: OSError) -> bool:
    """Does the folder of the file ``error`` names stand? A folder that refuses files (/proc)
    answers "no such file" as a folder that is gone does."""
    if not error.filename:
        return False
    try:
        return Path(os.fsdecode(error.filename)).parent.is_dir()
    except (OSError, ValueError):
        return False


def _marked_read_only(path: Path) -> bool:
    """Is the file at ``path`` marked read-only: may no one write it (as Windows' read-only
    mark reads)? Its mode says so, not ``os.access``, which lets root write anything; and
    ``os.replace`` minds no mode: a save marked read-only was replaced unasked by Save As,
    then silently by Save (play tester, session 55)."""
    no_writer = stat.S_IWUSR | stat.S_IWGRP | stat.S_IWOTH
    return safe_check(lambda: path.is_file() and not path.stat().st_mode & no_writer)


def _changed_since(path: Path, stamp: str | None) -> bool:
    """Was the file at ``path`` written since it was as ``stamp`` says (``paths.file_stamp``)?
    A file gone since, or a stamp unknown, is not: saving makes it again."""
    if stamp is None:
        return False
    now = paths.file_stamp(path)
    return now is not None and now != stamp


def computer_levels(seats: Sequence[Seat]) -> list[str | None]:
    """Each seat's computer level, None for a person's: the panels and the results name it."""
    return [None if seat.kind == "human" else seat.kind for seat in seats]


def _game_key(session: Session, created: datetime) -> tuple[object, ...]:
    """A game as its files know it: by its game, code and options, and by when it began (the
    same deal begun again is another game)."""
    return (session.game.info.id, session.seed, session.options, created)


def solo_by_person(seats: Sequence[Seat]) -> bool:
    """A game one person plays alone: its ends are kept in the solo records."""
    return len(seats) == 1 and seats[0].kind == "human"


def solo_play(seats: Sequence[Seat]) -> bool:
    """A game of one seat, a person's or a computer's: the cards it shows of its deal are
    known on this machine, so a later play of the deal is a replay (``_note_play_left``)."""
    return len(seats) == 1


def question_with_labels(
    parent: QWidget,
    title: str,
    question: str,
    buttons: QMessageBox.StandardButton,
    default: QMessageBox.StandardButton,
    labels: Mapping[QMessageBox.StandardButton, str],
    asked_of: str = "",
) -> QMessageBox.StandardButton:
    """``QMessageBox.question`` with buttons named for what they do (``labels``): "Discard"
    read as throwing away a finished game and its score (play tester 137). A button named
    anew loses its role's icon: "Keep the file as it is" kept Discard's bin, which said
    the file would go (French play tester). ``asked_of``, under the question, says whose
    answer it waits for where several people share the screen."""
    box = QMessageBox(QMessageBox.Icon.Question, title, question, buttons, parent)
    box.setInformativeText(asked_of)
    box.setDefaultButton(default)
    for button, label in labels.items():
        shown = box.button(button)
        if shown is not None:
            shown.setText(label)
            shown.setIcon(QIcon())
    box.exec()
    answer = box.standardButton(box.clickedButton())
    box.deleteLater()
    return answer


def _write_autosave(text: str, file_text: str) -> None:
    """On the autosave writer: the game, then which file it is tied to
    (``paths.autosave_file``), in order with the writes before."""
    write_text_atomically(paths.autosave_path(), text)
    paths.write_autosave_file(file_text)


def tutorial_entry() -> Any:
    """``desktop.tutorial.start_tutorial`` if the tutorial package provides it, else None."""
    try:
        module = importlib.import_module("desktop.tutorial")
    except ImportError:
        return None
    entry = getattr(module, "start_tutorial", None)
    return entry if callable(entry) else None


DEFAULT_SIZE = QSize(1200, 820)
SMALLEST_SIZE = QSize(680, 540)
LOG_BESIDE_WIDTH = 1024
"""The narrowest window whose game opens with the move log beside the table, when it is on: at
800×600 the log took a third of the table's width, and its words were drawn some 7 pixels
high (play tester, session 57). Narrower, a game opens without it, the log still on for a
wider window; View › Move Log opens it there all the same, and the next games of the run with
it (``MainWindow._log_opened_narrow``)."""
"""The window shrinks no further: the table's words scale with its cards, and at 560 x 380
they could not be read (play test); half a 1366 x 768 screen, upright, still fits."""
SHORT_NAME = 16
"""A player's name this long or shorter is kept on one line in a saved game's summary."""
UNDO_NAMED_W = 300
"""Least pixels of the move Undo's menu entry names ("Undo “Add Frog face down…”"), with the
moves that go with it, the move cut at its end; a wider window gives it up to
``UNDO_NAMED_SHARE`` of its width."""
UNDO_NAMED_SHARE = 0.5
"""(0.4 cut a German pass at 1366 pixels: "„Mia: Hat eine Karte an Iris we…“ und die 2 Züge
danach (Iris und Margarete)", play tester 206.)"""
UNDO_MOVE_W = 180
"""Least pixels of the move itself, however long the names of the moves after it."""
BAR_NAME_W = 200
"""Pixels of a player's name in the status bar, cut at its end: a name of forty letters made
the status bar, and with it the window, wider than the screen (play test)."""


class MainWindow(QMainWindow):
    autosave_written = Signal()
    """The background writer finished an autosave (emitted from its thread, handled here)."""

    def __init__(self, settings: Settings | None = None, parent: QWidget | None = None) -> None:
        # before any widget (this one included) takes a picture from the style
        use_glyph_style()
        super().__init__(parent)
        self.setObjectName("mainWindow")
        self.settings = settings or settings_module.load()
        self.controller = SessionController(self)
        self.controller.set_ai_delay(self.settings.ai_move_delay_ms)
        self.hint_seeker = HintSeeker(self)
        self.hint_seeker.found.connect(self._show_hint)
        self.hint_seeker.failed.connect(self._hint_failed)
        self.hint_seeker.play_key_held.connect(
            lambda: self._flash_on_table(
                self.tr("The hint is still being worked out: Enter waits for its frame.")
            )
        )
        self._hint_table: tuple[Session, int] | None = None
        """The game and the point of it a hint was asked for, or is framed on the table."""
        self._hint: Hint | None = None
        """The hint for it, once found."""
        self._hint_waits = False
        """The hint was found while an earlier table was looked at: it is framed on the way back."""
        self._hint_aims = HintAims()
        """What each player's last hint in the game worked toward, for their next."""
        self.board: GameBoard | None = None
        self.save_path: Path | None = None
        self.created: datetime | None = None
        self._log_opened_narrow = False
        """The log was opened by hand in a window narrower than ``LOG_BESIDE_WIDTH``: the next
        games of this run open with it there too, as asked."""
        self._play_noted: tuple[object, ...] | None = None
        """The solo play and the point of it last noted in the records (``_note_play_left``)."""
        self._known_to = 0
        """The moves up to the furthest card the person's solo play on the table had shown
        before it was opened here: a move played behind that point is played knowing cards to
        come (``_mark_moves_behind``)."""
        self._cursor_seen = 0
        """The point of the game on the table when its state last changed: a move (or Redo)
        goes past it, a table shown again or Undo does not."""
        self._replay: Replay | None = None
        """Why the person's solo game on the table will end as a replay, told from its start:
        said only at its end, a player chased a rank for a whole game that could not count
        (play tester 154)."""
        self._replay_given_up = False
        """The deal replayed was given up, never ended (``given_up_before``)."""
        self._end_answered: tuple[object, ...] | None = None
        """A finished game whose end its file lacks, once "Save the end?" was answered for it
        (``_save_end_first``)."""
        self.last_choice: NewGameChoice | None = None
        self.last_error: str | None = None
        self.message_box: QMessageBox | None = None
        self.note_box: QMessageBox | None = None
        self.end_dialog: EndGameDialog | None = None
        self._results_placed_at: tuple[QPoint, ...] = ()
        """Where the frame of the results window may lie as last placed (``_place_end_dialog``),
        which it keeps until the person moves it; none: left where Qt put it."""
        self._ending_result: Result | None = None
        """A game's result whose dialog waits for the board's end-of-game animation."""
        self.rules_dialog: RulesDialog | None = None
        self._shown_to: int | None = None
        self._lead_with_keys = False
        """The game was opened by a key, and no person has been shown its table yet."""
        self._framing = False
        """The table's keyboard frame is being brought out (``_frame_table``): what the board
        says then is said of the frame (``_says_of_frame``)."""
        self._earlier_table: tuple[Session, int, int, bool] | None = None
        """A game, the point of it the table shows (a row of History clicked), the point it
        was looked back from, and whether the heading of the part beginning there was clicked
        (its row lit, the results of the part before not opened): an earlier table, as the
        person at the screen saw it then, looked at only. Nothing is undone meanwhile: Undo
        and Redo wait (``_looking_back_reason``); a move ends the look."""
        self._earlier_table_read = False
        """The table's keys read the earlier table (its frame, a card shown large, a garden):
        its Esc closes that first (``_stop_reading_earlier_table``)."""
        self._done_message: str | None = None
        """What Undo or Redo last said it took back or played (``_say_done``): the next move
        takes it from the status bar."""
        self._look_by_keys = False
        """The keys took part in the look back: they led on the table it began from, or chose
        a row. Only then does the way back frame the table (``_leave_history``)."""
        self._looks_over = 0
        """The looks at moves before this log index are over (see :class:`RevealPause`): their
        lookers passed the screen on, or the game was opened from a file holding them."""
        self._undo_reason: str | None = None
        self._table_message: str | None = None
        """The status bar's last hint or refusal about the table: it goes when the table
        changes, while other news (a failed autosave) stays its time."""
        self._turn_on_top = False
        """The line over the table says whose turn it is now: the status bar does not say it
        again (``_place_turn_words``)."""
        self._short_word_under: tuple[str, bool] | None = None
        """The short word the last one laid on the line over the table covered, and whether
        it said what to do (``FlashNote.says_to_do``): it shows again, as it was, if that one
        is taken back (``_keep_off_the_line``)."""
        self._lasting_message: str | None = None
        """What was said about the table to last until it changes (a hint, the search for one),
        said again in the status bar when a short word over it (a refusal, Undo's reason) or a
        status tip has gone (``_keep_lasting_message``)."""
        self._history_keys_said: str | None = None
        """What History's keys do, as last said in the status bar (``_say_history_keys``)."""
        self._damaged_autosave: tuple[Path, Note] | None = None
        self._lacking_asked = ""
        """What of a file being opened cannot be read (``_lacking``), as the question that let
        the game in progress go for it said it: not said a second time once it opens."""
        """Where an autosave that could not be read was set aside, and why it could not."""
        self._settings_news: str | None = None
        """What became of refused settings, told when the start screen next shows."""
        self._file_stamp: str | None = None
        """The game's file as this window last read or wrote it (``paths.file_stamp``): Save
        asks before replacing it when it changed since."""
        self._autosave_failed = False
        self._refused_folder: Path | None = None
        """The last folder that refused a save (read-only): Save As proposes another."""
        self._written: Path | None = None
        """The file the last save wrote."""
        self._left_saved_in: Path | None = None
        """The file the game being left was saved to, asked before leaving it: said over the
        page that follows (``_news_of_game_left``)."""
        self._autosave_writer = ThreadPoolExecutor(max_workers=1, thread_name_prefix="autosave")
        self._autosave_future: Future[None] | None = None
        self._gesture_answered: Action | None = None
        """A gesture's second move, already agreed to with its first (``_on_action_chosen``)."""
        self.autosave_written.connect(self._report_autosave_failure)
        self._handed_off: list[list[Path]] = []
        self._hand_off_waited = False
        """The saves handed over waited for a dialog, which may have begun another game."""
        """Saves later launches handed over (``take_hand_off``), waiting for a dialog to close."""
        self._hand_off_retry = QTimer(self)
        self._hand_off_retry.setSingleShot(True)
        self._hand_off_retry.setInterval(HAND_OFF_RETRY_MS)
        self._hand_off_retry.timeout.connect(self._open_handed_off)
        self._history_reopens = self.settings.history_shown
        """The history was open when the last game was closed (in this run or the last):
        show it with the next game."""
        self._last_game_id: str | None = None
        """The game last played, or last chosen on the start screen: with no game open, Help ›
        Rules opens on it rather than on the first game."""

        self.last_press = LastPress(self)
        self.message_box_keys = MessageBoxKeys(self)
        self.activation_back = ActivationBack(self)
        application = QApplication.instance()
        if application is not None:
            application.installEventFilter(self.last_press)
            application.installEventFilter(self.message_box_keys)
            application.installEventFilter(self.activation_back)
            application.focusChanged.connect(self._line_follows_the_keys)

        self.games = registry.all_games()
        self.playable = {gid for gid in self.games if games_module.board_class(gid) is not None}

        self.pages = QStackedWidget()
        self.start_screen = StartScreen(self.games, self.playable, tutorial_entry() is not None)
        self.table = QStackedWidget()
        self.table.setObjectName("table")
        self.board_host = QStackedWidget()
        self.board_page = QWidget()
        """The table page: the board, and over its top the bar that pauses before a hand-off."""
        board_layout = QVBoxLayout(self.board_page)
        board_layout.setContentsMargins(0, 0, 0, 0)
        board_layout.setSpacing(0)
        board_layout.addWidget(self.board_host, 1)
        self.reveal_pause = RevealPause(self.board_page)
        self.handoff = HandoffScreen()
        self.table.addWidget(self.board_page)
        self.table.addWidget(self.handoff)
        self.table.currentChanged.connect(lambda _page: self._enable_view_entries())
        self.pages.addWidget(self.start_screen)
        self.pages.addWidget(self.table)
        self.setCentralWidget(self.pages)

        self._make_actions()
        self._make_menus()
        self._make_status_bar()
        self._make_history_dock()
        self._make_move_log_dock()
        self._make_look_back_steps()

        self.start_screen.play_requested.connect(self.table_game_dialog)
        self.start_screen.solo_requested.connect(self.solo_game_dialog)
        self.start_screen.tutorial_requested.connect(self.start_tutorial)
        self.start_screen.rules_requested.connect(self.show_rules)
        self.start_screen.resume_requested.connect(self.resume_autosave)
        self.start_screen.open_requested.connect(self.open_dialog)
        self.start_screen.open_file_requested.connect(self.open_given_file)
        self.start_screen.deal_requested.connect(self.play_deal_again)
        self.start_screen.settings_requested.connect(self.settings_dialog)
        start = self.start_screen
        for chosen in (start.play_requested, start.solo_requested, start.rules_requested):
            chosen.connect(self._remember_game)
        self.handoff.confirmed.connect(self._handoff_confirmed)
        self.reveal_pause.passed.connect(self._reveal_looked_at)
        c = self.controller
        c.state_changed.connect(self._on_state_changed)
        c.thinking_changed.connect(self._on_thinking)
        c.game_over.connect(self._on_game_over)
        c.ai_failed.connect(lambda text: self.show_error(self.tr("The AI could not move"), text))
        c.undo_stack.indexChanged.connect(self._update_actions)

        self.setAcceptDrops(True)
        available = self.screen().availableGeometry()
        self.setMinimumSize(SMALLEST_SIZE.boundedTo(available.size()))
        # a screen with room for the log widens the window by it, the table as wide as ever
        wanted = DEFAULT_SIZE + QSize(LOG_WIDTH if self._move_log_on() else 0, 0)
        self.resize(fitted_size(wanted, available.size()))
        if self.settings.window_geometry:
            self.restoreGeometry(QByteArray.fromBase64(self.settings.window_geometry.encode()))
        else:
            # a first launch opens in the middle of the screen: a window manager put it in a
            # corner of a large screen, the table's banner over the player's garden (play test)
            self.move(placed_within(self.size(), available.center(), available))
        self.retranslate()
        self.show_start_screen()

    # -- building -----------------------------------------------------------------------
    def _action(self, name: str, slot: Any, keys: Any = None) -> QAction:
        action = QAction(self)
        action.setObjectName(name)
        if keys is not None:
            if isinstance(keys, QKeySequence.StandardKey):
                bindings = QKeySequence.keyBindings(keys)
                action.setShortcuts(bindings)
            else:
                action.setShortcut(QKeySequence(keys))
        action.triggered.connect(slot)
        self.actions_by_name[name] = action
        return action

    def _make_actions(self) -> None:
        self.actions_by_name: dict[str, QAction] = {}
        key = QKeySequence.StandardKey
        a = self._action
        a("new", lambda: self.new_game_dialog(None), key.New)
        a("open", self.open_dialog, key.Open)
        a("save", lambda: self.save(), key.Save)  # not triggered's "checked" as then
        a("save_as", lambda: self.save_as(), key.SaveAs)  # not triggered's "checked" as then
        a("close_game", self.close_game, key.Close)
        a("settings", self.settings_dialog, key.Preferences)
        if not self.actions_by_name["settings"].shortcuts():
            self.actions_by_name["settings"].setShortcut(QKeySequence("Ctrl+,"))
        quit_action = a("quit", self.close, key.Quit)
        if not quit_action.shortcuts():
            quit_action.setShortcut(QKeySequence("Ctrl+Q"))
        quit_action.setMenuRole(QAction.MenuRole.QuitRole)
        a("undo", self.undo, key.Undo)
        redo = a("redo", self.redo, key.Redo)
        if QKeySequence("Ctrl+Y") not in redo.shortcuts():  # as people used to Windows expect
            redo.setShortcuts([*redo.shortcuts(), QKeySequence("Ctrl+Y")])
        # While Undo is disabled its keys would do nothing; this says why instead.
        self.undo_explainer = QShortcut(key.Undo, self)
        self.undo_explainer.activated.connect(self._explain_undo)
        a("hint", self.ask_for_hint, "H")
        # greyed, its key would do nothing: this says why instead, as Undo's does
        self.hint_explainer = QShortcut(QKeySequence("H"), self)
        self.hint_explainer.activated.connect(self.ask_for_hint)
        a("zoom_in", lambda: self._zoom("zoom_in"), key.ZoomIn)
        a("zoom_out", lambda: self._zoom("zoom_out"), key.ZoomOut)
        a("fit", lambda: self._zoom("fit_to_window"), "Ctrl+0")
        # a keyboard player at a game's end had no key to bring its results back (play tester
        # 144)
        a("results", self.show_results, "Ctrl+R")
        a("solo_results", self.show_solo_results)
        a("rules", lambda: self.show_rules(None), key.HelpContents)
        if not self.actions_by_name["rules"].shortcuts():
            self.actions_by_name["rules"].setShortcut(QKeySequence("F1"))
        # a keyboard player found the keys only by searching a rules page (play test); its own
        # keys, as in many programs (Ctrl+/, shown in the menu, and "?"), which no other entry,
        # table or History takes: it had none
        a("keys", self.show_keys).setShortcuts([QKeySequence("Ctrl+/"), QKeySequence("?")])
        a("about", self.about).setMenuRole(QAction.MenuRole.AboutRole)
        full_screen = a("full_screen", self._toggle_full_screen, key.FullScreen)
        if not full_screen.shortcuts():
            full_screen.setShortcut(QKeySequence("F11"))
        full_screen.setCheckable(True)

    def _make_menus(self) -> None:
        acts = self.actions_by_name
        bar = self.menuBar()
        self.file_menu = bar.addMenu("")
        for name in ("new", "open"):
            self.file_menu.addAction(acts[name])
        self.recent_menu = self.file_menu.addMenu("")
        self.recent_menu.setObjectName("recentMenu")
        self.recent_menu.setToolTipsVisible(True)  # each entry's whole path
        self.recent_menu.aboutToShow.connect(self._fill_recent_menu)
        self.file_menu.addSeparator()
        for name in ("save", "save_as", "close_game"):
            self.file_menu.addAction(acts[name])
        self.file_menu.addSeparator()
        self.file_menu.addAction(acts["settings"])
        self.file_menu.addSeparator()
        self.file_menu.addAction(acts["quit"])
        self.edit_menu = bar.addMenu("")
        # the moves Undo and Redo name are cut to the window's width as it is when the menu opens
        self.edit_menu.aboutToShow.connect(self._update_actions)
        self.edit_menu.addAction(acts["undo"])
        # under a greyed Undo, the menu says why (a menu shows no tooltips)
        self.undo_why = MenuReason(self.edit_menu, "undoWhy")
        self.edit_menu.addAction(self.undo_why)
        self.edit_menu.addAction(acts["redo"])
        self.edit_menu.addSeparator()
        self.edit_menu.addAction(acts["hint"])
        # and under a greyed Hint: greyed in a solo game, it said nothing (play test)
        self.hint_why = MenuReason(self.edit_menu, "hintWhy")
        self.edit_menu.addAction(self.hint_why)
        self.view_menu = bar.addMenu("")
        for name in ("zoom_in", "zoom_out", "fit", "full_screen"):
            self.view_menu.addAction(acts[name])
        self.view_menu.addSeparator()
        # History (added with its dock) and the results: panels to show, looked for in View
        self.view_menu.addAction(acts["results"])
        self.view_menu.addAction(acts["solo_results"])
        self.help_menu = bar.addMenu("")
        self.help_menu.addAction(acts["rules"])
        self.help_menu.addAction(acts["keys"])
        self.tutorial_menu = self.help_menu.addMenu("")
        self.tutorial_menu.setObjectName("tutorialMenu")
        self.tutorial_menu.aboutToShow.connect(self._fill_tutorial_menu)
        acts["tutorial"] = self.tutorial_menu.menuAction()
        self.help_menu.addSeparator()
        self.help_menu.addAction(acts["about"])
        self._focus_before_menu: QWidget | None = None
        """Where the keyboard was when a menu of the bar opened (``_leave_menu_bar``)."""
        # F10 opens the first menu, as on many Linux desktops and on Windows (no other key of
        # the window or a table takes it): Alt alone only lights the bar (play tester, session 55)
        self.first_menu_key = QShortcut(QKeySequence(Qt.Key.Key_F10), self)
        self.first_menu_key.activated.connect(
            lambda: bar.setActiveAction(self.file_menu.menuAction())
        )
        for menu in (self.file_menu, self.edit_menu, self.view_menu, self.help_menu):
            menu.aboutToShow.connect(self._note_focus_before_menu)
            # once the menu has closed (an Esc closes it before the bar takes the keyboard)
            menu.aboutToHide.connect(lambda: QTimer.singleShot(0, self._leave_menu_bar))
        icons = {
            "new": QStyle.StandardPixmap.SP_FileIcon,
            "open": QStyle.StandardPixmap.SP_DialogOpenButton,
            "save": QStyle.StandardPixmap.SP_DialogSaveButton,
        }
        for name, pixmap in icons.items():
            acts[name].setIcon(self.style().standardIcon(pixmap))
        self.toolbar = QToolBar()
        self.toolbar.setObjectName("mainToolbar")
        self.toolbar.setMovable(False)
        self.toolbar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        for name in (
            "new",
            "open",
            "save",
            None,
            "undo",
            "redo",
            "hint",
            None,
            "zoom_in",
            "zoom_out",
            "fit",
            None,
            "rules",
        ):
            if name is None:
                self.toolbar.addSeparator()
            else:
                self.toolbar.addAction(acts[name])
                button = self.toolbar.widgetForAction(acts[name])
                if button is not None:  # its tip keeps off the hand-off's words
                    button.installEventFilter(self)
        self.addToolBar(self.toolbar)
        self._toolbar_words = 0
        """How wide the toolbar is with its words beside the pictures (``_fit_toolbar``)."""
        self._draw_icons()

    def _make_status_bar(self) -> None:
        bar = self.message_bar = StatusBar(self)
        self.setStatusBar(bar)
        self.turn_label = QLabel()
        self.turn_label.setObjectName("turnLabel")
        self.turn_label.setTextFormat(Qt.TextFormat.PlainText)  # names are shown as typed
        self.thinking_label = QLabel()
        self.thinking_label.setObjectName("thinkingLabel")
        self.thinking_bar = QProgressBar()
        self.thinking_bar.setRange(0, 0)
        self.thinking_bar.setMaximumWidth(90)
        self.thinking_bar.setMaximumHeight(14)
        self.thinking_bar.setTextVisible(False)
        self.code_label = QLabel()
        self.code_label.setObjectName("codeLabel")
        self.code_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        # apart, and off the edge: a maximised window has no size grip, and "Lena ist am Zug"
        # and "Code …" ran together at the screen's edge (play test)
        self.turn_label.setContentsMargins(0, 0, 10, 0)
        self.code_label.setContentsMargins(0, 0, 8, 0)
        self.autosave_label = QLabel()
        self.autosave_label.setObjectName("autosaveLabel")
        self.autosave_label.hide()
        bar.addPermanentWidget(self.autosave_label)
        bar.addPermanentWidget(self.thinking_label)
        bar.addPermanentWidget(self.thinking_bar)
        bar.addPermanentWidget(self.turn_label)
        bar.addPermanentWidget(self.code_label)
        self.thinking_label.hide()
        self.thinking_bar.hide()
        bar.messageChanged.connect(self._fit_status_message)
        bar.messageChanged.connect(self._keep_lasting_message)

    def _keep_lasting_message(self, text: str) -> None:
        """A hint stays in the status bar while it holds: the pointer passing over a button
        showed the button's tip there and then left the bar empty, and a player moving a
        screen magnifier towards the hint lost it (play test); a refusal said over it took
        it away for good when it went (play tester 126)."""
        lasting = self._lasting_message
        if not text and lasting is not None:
            QTimer.singleShot(0, self, lambda: self._say_again(lasting))

    def _say_again(self, lasting: str) -> None:
        if (
            self._lasting_message == lasting
            and self.pages.currentWidget() is not self.start_screen
            and not self.statusBar().currentMessage()
        ):
            self._table_message = lasting  # said about the table, as before the short word
            self.statusBar().showMessage(lasting)

    def _fit_status_message(self, text: str) -> None:
        """A message longer than the room the turn and the code leave it takes the turn's room
        while it shows (a German refusal was cut mid-sentence at 900 px); it comes back as
        it goes. If that is not enough, it takes the words "Iris is thinking…" too, whose bar
        still moves (Undo's reason was cut at 1024 px). The code stays: a deal's code went
        with every long reading text, and a player copying it had to wait for the text to go
        (play tester 177). The status bar paints a message on its lines, cut where their room
        ends: one still too long is whole in the bar's tooltip."""
        bar = self.message_bar
        thinking = self.thinking
        # "Iris is thinking…" names the mover, and so does the line over the table
        self.turn_label.setHidden(thinking or self._turn_on_top)
        self.thinking_label.setVisible(thinking)
        bar.setToolTip("")
        if not text:
            return
        spacing = bar.style().pixelMetric(bar.style().PixelMetric.PM_LayoutHorizontalSpacing)
        width = bar.fontMetrics().horizontalAdvance(text) + 2 * bar.fontMetrics().averageCharWidth()
        shown = (self.thinking_label, self.thinking_bar, self.turn_label, self.code_label)
        for giving_way in (self.turn_label, self.thinking_label):
            taken = sum(
                label.sizeHint().width() + max(spacing, 6)
                for label in shown
                if not label.isHidden()
            )
            if width <= bar.contentsRect().width() - taken:
                return
            giving_way.hide()
        if not bar.fits(text):
            # longer than the bar's lines: the whole on hover (a hint's expected total, its
            # last words, was cut off at 1280 pixels, play test)
            bar.setToolTip(text)

    def _go_to_history_point(self, point: int, heading: bool = False) -> None:
        """A click in History (or Enter on a row) goes to that point and hands the keyboard back
        to the table. A point undo cannot reach is shown, to look at: a player who wanted to
        see how the game went found every row greyed, and in a game in progress was told
        about Undo, which they had not asked for (play tests)."""
        session = self.controller.session
        by_keys = self.last_press.by_keys  # before a question's answer is pressed
        looking = session is not None and (
            session.is_over()
            or (point < self.controller.undo_floor() and session.game.recalls(session.state))
            or self._computers_turn_at(point)
        )
        if session is not None and (looking or self._earlier_point() is not None):
            # every row of a finished game, also within undo's reach: a row there undid a
            # finished Flowers game that looked like the rows above it; the keys stay in
            # History, to step on
            self._look_at(point if looking else session.cursor, heading)
            if not looking and point == session.cursor and self.controller.choices_for_viewer():
                # back to the game's own table by its row: the keys go with it, as Esc and
                # "Back to the game" give them; left in History, the next Enter chose the row
                # again, and no card was drawn (play tester 215)
                self._give_keyboard_to_table()
                if by_keys:
                    self._frame_table()
            if looking or point == session.cursor:
                return  # else on to the point: a row in Redo's reach took two clicks
        if (
            session is not None
            and point < session.cursor
            and not self._may_take_back(point, from_history=True)
        ):
            # declined: the table was never left, and keeps its keyboard frame for Esc; a
            # row clicked gives the keys back to it at once (its frame stayed hidden). Covered
            # for the answer (``_cover_for_answer``), History is hidden, and the hand-off's
            # button takes the keys
            covered = self.table.currentWidget() is self.handoff
            if not covered:
                self.history_view.mark_shown()
            if covered or not by_keys:
                self._give_keyboard_to_table()
            return
        self._forget_table_keys()
        self.controller.go_to(point)
        if self.table.currentWidget() is self.handoff or self.controller.choices_for_viewer():
            self._give_keyboard_to_table()
            if by_keys:  # chosen by Enter (not the key that answered a question): framed
                self._frame_table()
        # else the table waits for another's move (Redo plays on): the keys stay in History,
        # to step on (they went to a table where no key did anything, and no frame showed)

    def _look_at(self, point: int, heading: bool = False, latest_too: bool = False) -> None:
        """The table after ``point`` moves shown to look at, nothing taken back (the latest
        point: the game's own table again, unless ``latest_too``: the move log's row of the
        end of a part, ``_ends_part``). Its note comes out from under the words laid
        over the line: "The results are closed: Ctrl+R opens them again" stayed over an
        earlier table, which nothing said was one (play tester 150), and a short word ("Back
        to the table as the game stands now.") hid "Looking back…" for seconds (play tester,
        session 53). A lasting word that says History's keys while it has them stays."""
        session = self.controller.session
        assert session is not None
        looking = self._earlier_point() is not None
        led = self.board is not None and self.board.keys_lead()
        self._look_by_keys = self.last_press.by_keys or (self._look_by_keys if looking else led)
        self._forget_table_keys()
        # why the table as it stands refused a move ("… there is none now") stayed beside
        # the pointer and in the status bar over the earlier one (play tester 158)
        self._forget_words_about_table()
        if point != session.cursor or latest_too:
            self._put_hint_away()
            self._earlier_table = (session, point, session.cursor, heading)
            self.controller.set_paused(True, "looking back")  # the AI waits meanwhile
            self._take_back_from_table(self._results_closed_text())
            for note in self._flash_notes():
                note.end_short()
        else:
            self._end_look_back()
        self._refresh_board()
        said = self._history_keys_said
        if said is not None and self.statusBar().currentMessage() == said:
            self._say_history_keys()

    def _look_from_log(self, point: int, heading: bool) -> None:
        """A move clicked in the move log: the table after it, to look at as History shows
        it, and the latest move the way back, as Esc is, unless it ended a deal (the heading
        after it is then the way back); the log never changes the game."""
        session = self.controller.session
        if session is None:
            return
        ended = self._ends_part(point, heading)
        if point != session.cursor or ended:
            self._look_at(point, heading, latest_too=ended)
        elif self._earlier_point() is not None:
            self._forget_table_keys()  # the way back, not an Esc that stops a reading first
            self._leave_history()
        else:
            # the table as it stands, nothing to look back at: the row is not left lit over
            # it, and the match's last row ("Deal 3 is over") opens that deal's results
            # again, as a deal's last row does over the table it ended on (it lit and showed
            # nothing, play tester, session 54)
            self.move_log.mark_shown()
            if self.board is not None and point and not heading:
                viewer, game = self._history_viewer(), session.game
                before = game.view(session.state_at(point - 1), viewer)
                self.board.recall_news(before, game.view(session.state, viewer))

    def _ends_part(self, point: int, heading: bool) -> bool:
        """Is the table after ``point`` moves, asked for from its move's row (not from the
        heading after it), the one a part of the game ended on (``Game.part_end``)? It is
        not the table after that move, the next part's start, even when that move is the
        latest: "Deal 1 is over" clicked then lit and showed nothing (play tester, session
        54)."""
        session = self.controller.session
        if session is None or heading or not point:
            return False
        before, after = session.state_at(point - 1), session.state_at(point)
        return session.game.part_end(before, after) is not None

    def _make_look_back_steps(self) -> None:
        """Alt+↑ and Alt+↓ (or Alt+← and Alt+→) step a look back to the move log's row
        before or after the one lit, as Board Game Arena's replay steps to the previous or
        next move: only History stepped, and ↑/↓ after a click on a row read the table (play
        tester 158). The table's own keys take no Alt."""
        self.look_back_steps: list[QShortcut] = []
        for keys, step in ((("Alt+Up", "Alt+Left"), -1), (("Alt+Down", "Alt+Right"), 1)):
            shortcut = QShortcut(self)
            shortcut.setKeys([QKeySequence(key) for key in keys])
            shortcut.setEnabled(False)
            shortcut.activated.connect(lambda step=step: self._step_look_back(step))
            self.look_back_steps.append(shortcut)

    def _step_look_back(self, step: int) -> None:
        """The table of the log's row before (``step`` -1) or after (1) the one lit, shown as
        a click on that row shows it: past the last move, the game as it stands."""
        if self.move_log_dock.isHidden():  # its rows are not kept while it is
            keys = self.actions_by_name["move_log"].shortcut()
            self.statusBar().showMessage(
                self.tr("Alt+↑ and Alt+↓ step through the move log: {keys} shows it.").format(
                    keys=keys.toString(QKeySequence.SequenceFormat.NativeText)
                ),
                5000,
            )
            return
        stepped = self.move_log.next_shown(step)
        if stepped is not None:
            self._look_from_log(*stepped)

    def _forget_table_keys(self) -> None:
        self._earlier_table_read = False
        if self.board is not None:
            self.board.forget_keyboard_cursor()

    def undo(self) -> None:
        """Undo, asking first when it takes back another person's move (hot seat)."""
        point = self.controller.undo_point()
        session = self.controller.session
        by_keys = self.last_press.by_keys  # before a question's answer is pressed
        if point is not None and session is not None and self._may_take_back(point):
            self._pointer_takes_table(by_keys)
            words = self._covered_or_not(self.controller.undo_words, point)
            # what taking the move back does not undo (a card the others saw), as Cancel says
            note = (
                "" if self.board is None else self.board.taken_back_note(session.action_at(point))
            )
            before = session.cursor
            self.controller.undo()
            template, after = self._and_the_moves_after(
                range(session.cursor + 1, before),
                self.tr("Taken back: “{move}”"),
                self.tr("Taken back: “{move}” and {name}'s move after it"),
                self.tr("Taken back: “{move}” and the {count} moves after it ({name})"),
            )
            if note:
                template, after = f"{template} {{note}}", {**after, "note": note}
            self._say_done(template, words, after)
            self._frame_after_keys()

    def redo(self) -> None:
        words = self._covered_or_not(self.controller.redo_words, self.controller.redo_point())
        session = self.controller.session
        if self.controller.can_redo() and session is not None:
            self._pointer_takes_table(self.last_press.by_keys)
            before = session.cursor
            self.controller.redo()
            template, after = self._and_the_moves_after(
                range(before + 1, session.cursor),
                self.tr("Played again: “{move}”"),
                self.tr("Played again: “{move}” and {name}'s move after it"),
                self.tr("Played again: “{move}” and the {count} moves after it ({name})"),
            )
            self._say_done(template, words, after)
            self._frame_after_keys()

    def _pointer_takes_table(self, by_keys: bool) -> None:
        """Undo or Redo clicked (not ``by_keys``): the table is the pointer's, not the keys'
        any more. A player who had played a hint by Enter, then clicked Undo, read "Enter: take
        the green 1 · ?: all keys" where the turn's task had stood (play tester 209)."""
        if not by_keys and self.board is not None and self.table.currentWidget() is self.board_page:
            self._forget_table_keys()

    def _frame_after_keys(self) -> None:
        """Undo or Redo pressed by a key, back to the person's turn: the table is framed, as
        Enter on a History row frames it. After Ctrl+Y no frame showed, and the first →
        framed the first card instead of moving on (play tester 133)."""
        if self.last_press.by_keys and self.controller.choices_for_viewer():
            self._frame_table()

    def _and_the_moves_after(
        self, after: range, alone: str, one: str, several: str
    ) -> tuple[str, dict[str, str]]:
        """Undo's or Redo's words for one move and the moves ``after`` it (the computers'
        replies go with a person's move), with who made them: the status bar named one move
        where the hand-off listed two, and then "the move after it" without saying whose
        (play tests)."""
        session = self.controller.session
        assert session is not None
        # counted by turns, as History numbers them, and the passes others make in them
        movers = [session.mover_at(index) for index in own_moves(session, after)]
        seats = dict.fromkeys(seat for seat in movers if seat is not None)
        names = join_names([self.controller.seat_name(seat) for seat in seats], tr_engine)
        template = alone if not movers else one if len(movers) == 1 else several
        return template, {"name": names, "count": str(len(movers))}

    def _covered_or_not(
        self, told: Callable[[bool], str | None], point: int | None
    ) -> tuple[str | None, str | None]:
        """The words of move ``point`` for the screen as it is (``told(covered)``) and for
        anyone at it (``told(True)``): which ones the status bar may show is known once the
        move is made. After its mover's name where the Edit menu names it (``_menu_move``):
        the menu and the question said "Lena: Great Hornbill placed", the status bar the move
        alone (play tester 202)."""
        covered = self.table.currentWidget() is self.handoff
        return (
            self._menu_move(point, told(covered), covered),
            self._menu_move(point, told(True), True),
        )

    def _say_done(
        self, template: str, words: tuple[str | None, str | None], after: dict[str, str]
    ) -> None:
        """Say in the status bar which move Undo or Redo took back or played: the button's
        tip, shown again under a pointer at rest, said "Nothing to undo." right after an undo
        that worked, which read as a failure (play test). In the words anyone may read when
        a hand-off covers the screen now: a Redo that passed the screen on named the card the
        mover had added face down."""
        private, public = words
        shown = public if self.table.currentWidget() is self.handoff else private
        if shown:
            # in one pass: a name or a move's words with a brace in them stay as they are
            message = fill_named(template, {"move": shown, **after})
            self.statusBar().showMessage(message, 5000)
            self._done_message = message

    def _may_take_back(self, point: int, from_history: bool = False) -> bool:
        """Going back to ``point`` takes back the moves played since. Where people pass the
        screen (hidden hands), some may be another person's, whose turn then comes back: a
        single Undo or History click on Ben's turn took back Ann's move and handed the screen
        back to her (play test), so that is asked first. Without hand-offs nobody says who
        holds the screen: Undo is taken as the one to move's, and asked when it takes back
        another person's move (on Mia's turn it gave Leo's card back unasked, play test); a
        History click on another person's row was often a look, and took their move back
        unasked (play test): that is asked too."""
        session = self.controller.session
        assert session is not None
        handing_off = session.game.info.private_information
        if handing_off:
            at_screen = self._shown_to
            if at_screen is None:
                return True  # one person plays: nobody else's move to take back
            if at_screen == FORCE_HANDOFF or self.table.currentWidget() is self.handoff:
                # nobody has said who holds the screen: every person's move is asked (two
                # Ctrl+Z at a hand-off took back two people's moves unasked, play test); at
                # "Pass the screen" the last mover may have gone and the next person sat down:
                # Amélie took back Bernard's move there unasked (play tester, session 55)
                at_screen = None
        elif len(self.controller.humans()) < 2:
            return True
        elif from_history:
            at_screen = None  # a row clicked may be anyone's: every person's move is asked
        else:
            at_screen = self.controller.current_player()
        others = sorted(
            {
                mover
                for mover in map(session.mover_at, range(point, session.cursor))
                if mover != at_screen and self.controller.is_human(mover)
            }
        )
        if not others:
            return True
        # "Ann and Ben", as the notes list players
        names = join_names([self.controller.seat_name(seat) for seat in others], tr_engine)
        # whose turn it then is: going back past the screen holder's own move gives the turn
        # to them, where "the turn goes back to them" named the others (play test)
        to_move = session.mover_at(point)
        if to_move == at_screen:
            template = self.tr(
                "This takes back what {names} played, and your own moves with it: the turn"
                " comes back to you."
            )
        elif handing_off:
            template = self.tr(
                "This takes back what {names} played: the turn goes back to {player}, and the"
                " screen with it."
            )
        else:
            template = self.tr(
                "This takes back what {names} played: the turn goes back to {player}."
            )
        template += self._resumes_after_the_card_shown(point)
        # first the moves taken back, as the Edit menu names them, in the words anyone at the
        # screen may read: the question named only who had played them (play tester 200)
        words = self.controller.move_words(point, public=True)
        entry = self._undo_entry(point, words, covered=True, cut=False)
        template = "{taken}\n\n" + template
        # "au Joueur 2", not "à Joueur 2" (``fill_named``)
        question = fill_named(
            template,
            {
                "taken": without_marks(entry),
                "names": names,
                "player": self.controller.seat_name(to_move),
                "shown": join_names(
                    [self.controller.seat_name(seat) for seat in self._shown_at(point - 1)],
                    tr_engine,
                ),
                "shown_by": self._move_named(point - 1),
            },
        )
        # asked of the people whose moves go, who sit at the same screen: a plain Yes let
        # either person take back the other's move without a word (play tester 214); with
        # the table covered first where it shows the asker's hand and looks, which the one
        # asked had to read the question over (play tester 217)
        covered_for_them = handing_off and self._cover_for_answer(others[0])
        answer = question_with_labels(
            self,
            self._take_back_title(point, others, names),
            question,
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            QMessageBox.StandardButton.No,
            {
                QMessageBox.StandardButton.Yes: fill_named(
                    self.tr("{names}: agreed"), {"names": names}
                ),
                QMessageBox.StandardButton.No: self.tr("Keep as played"),
            },
            fill_named(
                self.tr("{names}, do you agree?")
                if at_screen is not None
                # the asker unknown (a hand-off, a History row): Grace, taking back her own
                # move at "Pass the screen to Omar", was asked whether she agreed to her own
                # request (play tester 217)
                else self.tr("Only {names} can agree to this."),
                {"names": names},
            ),
        )
        if answer == QMessageBox.StandardButton.Yes:
            return True
        if covered_for_them:
            # the screen goes back to the asker, who says so first: the one asked is at it
            self._shown_to = FORCE_HANDOFF
            self._refresh_board()
        # said, as a take-back is: "Keep as played" left the status bar empty, and the asker
        # could not tell whether anything had happened (play tester 217)
        self.statusBar().showMessage(self.tr("Nothing was taken back."), 5000)
        # gone with the next move, as Undo's own words are: it stayed into the next
        # person's turn (play tester 220)
        self._done_message = self.statusBar().currentMessage()
        return False

    def _cover_for_answer(self, seat: int) -> bool:
        """Where the table shows the hand of the person at the screen, cover it and ask
        ``seat`` for the screen, to answer a question put to them; False: it was covered."""
        if self.table.currentWidget() is not self.board_page:
            return False
        self._pass_screen_to(seat, covered=False)
        self._refresh_history()
        return True

    def _move_named(self, index: int) -> str:
        """Move number ``index`` after its mover's name, in the words anyone may read ("" for
        a move before the first)."""
        session = self.controller.session
        assert session is not None
        if index < 0:
            return ""
        words = self.controller.move_words(index, public=True)
        return move_line(self.controller.seat_name(session.mover_at(index)), words)

    def _shown_at(self, index: int) -> list[int]:
        """The people move number ``index`` showed a hidden card (``Game.reveals_to``), none
        for a move before the first."""
        session = self.controller.session
        assert session is not None
        return sorted(self._all_shown_at(index) - session.computer_seats)

    def _all_shown_at(self, index: int) -> frozenset[int]:
        """Every seat move number ``index`` showed a hidden card, computer seats too."""
        session = self.controller.session
        assert session is not None
        if index < 0:
            return frozenset()
        return session.game.reveals_to(session.state_at(index), session.action_at(index))

    def _resumes_after_the_card_shown(self, point: int) -> str:
        """Why a take-back to ``point`` stops inside a turn, if it does: the turn began with a
        card shown (a Flowers card drawn face down, a Petal Plotters look, a card played from a
        hand for its ability), which undo never crosses (``Session.last_reveal``); "takes
        back" alone read as if the draw went too (play tester, French). It says who saw it:
        Ben, whose Pangolin only rotated a card, was said to have been shown one, where Anna
        had been shown his Pangolin (play tester 192). A take-back that stops inside a turn for
        no card shown leaves the moves before it: Mama, her Dusky Leaf Langur's exchange taken
        back, was back at its second step, the card still played, and nothing had said so
        (play tester 202)."""
        session = self.controller.session
        assert session is not None
        if not self._inside_a_turn(point):
            return ""
        if session.last_reveal() != point - 1:
            return " " + self.tr("What {player} played before it in that turn stays.")
        mover = session.mover_at(point - 1)
        before = session.state_at(point - 1)
        others = {seat for seat in range(session.game.player_count(before)) if seat != mover}
        to_table = session.game.shows_the_table(before, session.action_at(point - 1))
        if to_table and (others & session.computer_seats or mover in self._all_shown_at(point - 1)):
            # a card played for its ability is shown to the whole table: "showed Ben", the one
            # other person at a table with computer players, read as if it had gone to him
            # alone (play tester 198). Not "that move stays": an ability that changed nothing
            # yet may still be cancelled, its card back in hand (tester 200). A card flipped
            # face up was "the card Cy was shown", as if to Cy alone (play tester 204). The
            # move named, in the words all may read: "just after the card Jonas showed
            # everyone" read as if his Sunbird went too (play tester 206)
            return " " + self.tr(
                "The turn resumes just after “{shown_by}”, which showed everyone a card: a"
                " card seen cannot be taken back."
            )
        if session.mover_at(point) in self._shown_at(point - 1):
            return " " + self.tr(
                "The turn resumes after the card {player} was shown: a card seen cannot be"
                " taken back."
            )
        return " " + self.tr(
            "The turn resumes after the card {player} showed {shown}: a card seen cannot be"
            " taken back."
        )

    def _take_back_title(self, point: int, others: list[int], names: str) -> str:
        """The question taking back the moves of ``others`` (``names``) since ``point`` asks,
        naming them: at a hand-off nobody has said who holds the screen, and Hugo, taking back
        his own exchange there, was asked "Take back another player's move?" (play tester
        187)."""
        session = self.controller.session
        assert session is not None
        turns = turn_starts(session, range(point, session.cursor))
        theirs = [index for index in turns if session.mover_at(index) in others]
        if len(others) > 1:
            template = self.tr("Take back the moves of {names}?")
        elif len(theirs) > 1:
            template = self.tr("Take back {names}'s moves?")
        else:
            template = self.tr("Take back {names}'s move?")
        return fill_named(template, {"names": names})

    def _computers_turn_at(self, point: int) -> bool:
        """Is the table after ``point`` moves, in a game in progress and not the one played
        now, a computer's turn? History shows it to look at, as Undo and Redo go only to a
        person's turn: gone back to, it left the game paused on Daisy's turn, Undo greyed,
        nobody to move, and Esc in History kept it there (play tester 133)."""
        session = self.controller.session
        return (
            session is not None
            and not session.is_over()
            and point != session.cursor
            and not self.controller.is_human(session.mover_at(point))
        )

    def _earlier_point(self) -> int | None:
        """The earlier point of the game the table shows, if any (it shows the latest)."""
        session = self.controller.session
        if self._earlier_table is None or session is None:
            return None
        looked_at, point, latest, _heading = self._earlier_table
        if looked_at is not session or latest != session.cursor:  # another game, a move
            self._end_look_back()
            return None
        return point

    def _earlier_heading(self) -> bool:
        """The earlier table shown was asked for from the heading of the part it begins."""
        looked_at = self._earlier_table if self._earlier_point() is not None else None
        return looked_at is not None and looked_at[3]

    def _end_look_back(self) -> None:
        if self._earlier_table is not None:
            self._earlier_table = None
            self._enable_look_back_keys(False)
            self.controller.set_paused(False, "looking back")
            # a refusal said on the earlier table ("Looking back…") stayed in the status bar
            self._forget_table_message()
            session, hint = self.controller.session, self._hint
            if (
                session is not None
                and hint is not None
                and self._hint_table == (session, session.cursor)
            ):
                # its words, put away by ``_look_at`` (the board hid its frames on the earlier
                # table, the card it turned kept turned); found meanwhile, framed too
                if self._hint_waits:
                    self._show_hint(hint, framed=False)
                else:
                    self._say_hint(hint)
            self._hint_waits = False

    def _put_hint_away(self) -> None:
        """A hint is about the table as it stands: while an earlier one is looked at, its
        words go, said again on the way back (``_end_look_back``), and the board draws no
        frame of it there (``GameBoard.present_table``). Left on, its orange frame lay on an
        empty cell of the earlier garden, and its words over "Looking back" (play tester 215).
        The hint is not taken back: so taken, the card it had turned went back as dealt, and
        came back so (play tester 216)."""
        if self._hint is None or self._earlier_table is not None:
            return
        if self._lasting_message is not None:
            self._take_back_from_table(self._lasting_message)
        self._lasting_message = None

    def _show_earlier_table(self, session: Session, point: int, viewer: int) -> None:
        """The table after ``point`` moves, as ``viewer`` saw it then, to look at (nothing
        can be played on it)."""
        board = self.board
        assert board is not None
        game = session.game
        self.table.setCurrentWidget(self.board_page)
        view = game.view(session.state_at(point), viewer)
        before = game.view(session.state_at(point - 1), viewer) if point else None
        if before is not None and not self._earlier_heading():
            # a part's last move dealt the next part's start: its row shows the table the
            # part ended on, turned over (the heading after it shows the next part's start)
            view = game.part_end(before, view) or view
        # the turn that led to it, told whole as the move log's row tells it (``last_move``)
        board.news = News(last_turn=self.controller.last_turn(viewer, point=point))
        board.present_table = game.view(session.state, viewer)
        when = self._when_looked_at(session, point, viewer)
        reached = point >= self.controller.undo_floor()
        if not session.is_over() and reached and self._computers_turn_at(point):
            # what Esc does, said: left on it, the game waited with no word (play tester
            # 133); why it is only looked at, said of Undo as below: "History goes back
            # only to a turn of yours" left the player guessing (play tester 151)
            board.waiting_note = self.tr(
                "Looking back at the table {when}, as you saw it: Undo cannot go back to"
                " a computer's turn. Esc returns to the game."
            ).format(when=when)
        elif not session.is_over() and (reached or solo_by_person(self.controller.seats)):
            # a move clicked in the move log, looked at; in a solo game, never Undo's to reach:
            # each turn shows a card, and "Undo cannot go back so far" read as if it could go
            # back some way (play tester 218)
            board.waiting_note = self.tr(
                "Looking back at the table {when}, as you saw it: Esc returns to the game."
            ).format(when=when)
        elif not session.is_over():
            board.waiting_note = self.tr(
                "Looking back at the table {when}, as you saw it: Undo cannot go back so far."
                " Esc returns to the game."
            ).format(when=when)
        else:
            # "History's last row returns", said of a list whose last line was a heading that
            # did nothing, and by Esc, as the table's own keys tell it (play testers 149, 150)
            board.waiting_note = self.tr(
                "Looking back at the table {when}: Esc returns to the end of the game."
            ).format(when=when)
        board.show_state(
            view,
            viewer,
            None,
            game.projection(view),
            self.controller.seat_names(),
            session.action_at(point - 1) if point else None,
            session.mover_at(point - 1) if point else None,
            before,
        )
        board.set_interactive(False)
        if before is not None and not self._earlier_heading():
            # (a deal's heading shows its start alone: the row above it recalls the results)
            board.recall_news(before, view)

    def _when_looked_at(self, session: Session, point: int, viewer: int) -> str:
        """When the table after ``point`` moves stands in the game, by the turn History
        numbers its row with ("at turn 8"; "after move 37 of 72" counted moves where History
        and the start screen count turns, play test), and in a match by its deal ("at turn 8
        of deal 1": each deal counts its turns from 1, play tester 149). A deal's last move
        shows the table the deal ended on ("at the end of deal 1"), and the heading after it
        the next deal's start, as each says: "at turn 20 of deal 1" over deal 2's new hands
        read as the wrong table (play tester 151)."""
        if not point:
            return self.tr("at the start of the game")
        parts = [self.controller.part_after(index, viewer) is not None for index in range(point)]
        deal = number_text(1 + sum(parts[: point - 1]))  # the deal its last move was played in
        if parts[-1] and self._earlier_heading():  # (the match's last move begins no deal)
            return self.tr("at the start of deal {deal}").format(deal=number_text(1 + sum(parts)))
        if parts[-1]:
            return self.tr("at the end of deal {deal}").format(deal=deal)
        turn = number_text(turn_numbers(session, point, parts.__getitem__)[-1])
        if session.game.progress(session.state_at(0)) is None:  # a game of one part
            return self.tr("at turn {turn}").format(turn=turn)
        return self.tr("at turn {turn} of deal {deal}").format(turn=turn, deal=deal)

    def _note_focus_before_menu(self) -> None:
        focused = QApplication.focusWidget()
        if focused is not None and focused is not self.menuBar() and not isinstance(focused, QMenu):
            self._focus_before_menu = focused

    def _leave_menu_bar(self) -> None:
        """A menu closed by Esc leaves Qt's menu bar holding the keyboard, its title lit: the
        table's keys (1, the arrows) did nothing until a second Esc, and a player saw dead
        keys. The keys go back where they were (the bar's title goes out as it loses them).
        Another menu opened from the bar (← or →) is still a popup and keeps them."""
        if QApplication.activePopupWidget() is not None or self.focusWidget() is not self.menuBar():
            return
        before = self._focus_before_menu
        if before is not None and shiboken6.isValid(before) and before.isVisible():
            before.setFocus(Qt.FocusReason.OtherFocusReason)
        else:
            self._give_keyboard_to_table()

    def _give_keyboard_to_table(self) -> None:
        """The arrows and Enter move the table's cards again, not History's selection (and
        the status bar no longer says they browse History: Enter then played a card). While
        the hand-off covers the table, its button takes them: a History row that went back to
        a hand-off left it without the keyboard, and Enter did nothing."""
        self._forget_history_keys()
        if self.table.currentWidget() is self.handoff:
            self.handoff.button.setFocus(Qt.FocusReason.OtherFocusReason)
        elif self.board is not None:
            self.board.widget().setFocus(Qt.FocusReason.OtherFocusReason)

    def _forget_history_keys(self) -> None:
        """The status bar no longer says the arrows browse History: after a look the keys went
        to the table, whose frame they moved, while it still said so (play test)."""
        # as said, and as they read now (on the line over the table too, where they are said
        # while the results are open)
        for words in {self._history_keys_text(), self._history_keys_said}:
            if words is not None:
                self._unsay_about_table(words)

    def _take_back_from_table(self, words: str) -> None:
        """``words`` said on the line over the table (``_flash_on_table``) go, if still there."""
        for note in self._flash_notes():
            note.take_back(words)

    def _line_follows_the_keys(self, _before: QWidget | None, now: QWidget | None) -> None:
        """While the results window is open the line over the table says the keys of the one
        that has them, History or the results: after Ctrl+H from the results it still said
        that ↑/↓ scrolled them and Esc closed them, while History had the keys (play test).
        (Their own words come back when the keys go back to the results.)"""
        dialog = self.end_dialog
        if dialog is None or not dialog.isVisible() or now is None:
            return
        if now is self.history_view:
            self._flash_on_table(self._history_keys_text(), lasting=True)
        elif now.window() is dialog:
            self._say_results_open()

    def _history_keys_text(self) -> str:
        # "Esc returns to the table" read as back to the latest move: it only moves the keys
        session = self.controller.session
        if self._end_read_together():
            # no earlier table is shown there (``HistoryPanel.show_moves``'s ``for_all``)
            return self.tr("History: ↑/↓ read the moves; Esc gives the keys back to the table.")
        if session is not None and session.is_over():
            return self.tr(
                "History: ↑/↓ and Enter show the table after a move; Esc goes back to the end"
                " of the game."
            )
        if self._earlier_point() is not None:
            # short: the long words took the room of "Now: your turn… Esc returns to it",
            # which went from the status bar, and their Esc meant another thing (play tester 218)
            return self.tr("History: ↑/↓ and Enter show another move.")
        return self.tr(
            "History: ↑/↓ and Enter go back to a move; Esc gives the keys back to the table."
        )

    def _leave_history(self) -> None:
        """Esc in History: the keys go back to the table, the game's own table comes back if
        History showed an earlier one (the keys were left on a table where nothing could be
        played, and nothing said the way back), and the keyboard frame shows at once (it
        waited for an arrow: play test). The line says the way back was taken: the table
        may look much the same (play tester 133). A window the board opened over the earlier
        table (a deal's results) is the topmost thing: Esc closes it alone, and the next Esc
        returns; one Esc closed both (play tester, session 53). Back from a look the pointer
        alone began and went through, the table is not framed: a mouse player read "Enter:
        …" over it (play tester 210)."""
        if self._earlier_point() is not None and (
            self._close_window_over_table() or self._stop_reading_earlier_table()
        ):
            return
        by_keys = True
        if self._earlier_point() is not None:
            by_keys = self._look_by_keys
            self._end_look_back()
            self._refresh_board()
            self._flash_on_table(self._back_from_look_text())
        self._give_keyboard_to_table()
        if by_keys and self.controller.session is not None and self.controller.choices_for_viewer():
            self._frame_table()

    def _stop_reading_earlier_table(self) -> bool:
        """The table's keys read the earlier table: its Esc closes what they showed (a card
        large, another's garden) and their frame goes; the next Esc returns. One Esc closed
        the card shown large and the look back together (play tester 158). True if it did."""
        board = self.board
        if board is None or not self._earlier_table_read:
            return False
        handler = board.view.key_handler
        if handler is not None:
            handler(
                QKeyEvent(QEvent.Type.KeyPress, Qt.Key.Key_Escape, Qt.KeyboardModifier.NoModifier)
            )
        self._forget_table_keys()
        return True

    def _on_table_key_taken(self, key: int) -> None:
        """A key that reads the table, taken by the board while looking back: Esc closes what
        it showed first (``_stop_reading_earlier_table``)."""
        if key in READING_KEYS and self._earlier_point() is not None:
            self._earlier_table_read = True

    def _back_from_look_text(self) -> str:
        """What Esc from an earlier table came back to, as the look's line promised: after the
        end, "Back to the game in progress" followed "Esc returns to the end of the game"
        (play tester 159)."""
        session = self.controller.session
        if session is not None and session.is_over():
            return self.tr("Back to the end of the game.")
        return self.tr("Back to the table as the game stands now.")

    def _close_window_over_table(self) -> bool:
        """Close the newest window the board shows over its table, if any; True if one was."""
        board = self.board
        shown = [] if board is None else board.widget().findChildren(QDialog)
        opened = [window for window in shown if window.isVisible()]
        for window in opened[-1:]:
            window.close()
        return bool(opened)

    def _pass_key_to_table(self, event: QKeyEvent) -> None:
        """A key History has no use for (a game's 1, R or ←) is the table's: the table takes
        the keyboard back and this key with it, so the table's hint holds after Ctrl+H."""
        if self.board is None:
            return
        self._give_keyboard_to_table()
        copy = QKeyEvent(
            event.type(),
            event.key(),
            event.modifiers(),
            event.text(),
            event.isAutoRepeat(),
            event.count(),
        )
        QApplication.sendEvent(self.board.view, copy)

    def _on_history_chosen(self) -> None:
        """History's entry or keys (Ctrl+H) show it or hide it; pressed by a key while it
        shows without the keys (Esc gave them back to the table), they give it the keys: a
        keyboard player had to press Ctrl+H twice, the first closing it (play test)."""
        dock = self.history_dock
        passed_on = self.table.currentWidget() is self.handoff  # History takes no keys then
        if dock.isHidden():
            dock.show()
            self._share_the_side()
            self._take_history_keys()
        elif self.last_press.by_keys and not self.history_view.hasFocus() and not passed_on:
            # on the hand-off screen Ctrl+H and the menu's entry could not close it: the
            # keys it was to take stay on the hand-off's button (play tester 150)
            self._take_history_keys()
        else:
            dock.hide()
        self.actions_by_name["history"].setChecked(not dock.isHidden())

    def _share_the_side(self) -> None:
        """History opened under the move log takes half their side of the window: it came as a
        strip of three rows under the log, which kept the rest."""
        log, history = self.move_log_dock, self.history_dock
        if log.isHidden() or log.isFloating() or history.isFloating():
            return
        half = max(log.height(), self.centralWidget().height()) // 2
        self.resizeDocks([log, history], [half, half], Qt.Orientation.Vertical)

    def _take_history_keys(self) -> None:
        """History opened from its menu entry or keys takes the keyboard: a keyboard player
        browses it with the arrows and Enter, which on the table moved the card cursor and
        played a card. (Shown again with the next game, it leaves the keyboard on the table.)
        While the screen is passed, the keyboard stays on the hand-off's button: History
        shows no move then, and Enter is for "show my cards"."""
        if self.table.currentWidget() is not self.handoff:
            # its own window when floating, else the main window: pressed in the results
            # window, the keys stayed on its Close while the line promised History's (play
            # tester 137); the results stay open beside it
            self.history_view.window().activateWindow()
            self.history_view.setFocus(Qt.FocusReason.ShortcutFocusReason)
            # nothing said how to get the keys back to the table
            self._say_history_keys()

    def _say_history_keys(self) -> None:
        """What History's keys do, in the status bar for a while; said anew as a look back
        begins or ends under them (``_look_at``), where Esc comes to mean another thing."""
        self._history_keys_said = self._history_keys_text()
        self.statusBar().showMessage(self._history_keys_said, 10000)

    def _on_history_visibility(self, visible: bool) -> None:
        """History closed (its entry, its keys, its close button) gives the keyboard back to the
        table; only hidden behind another dock, it does not. Closed with the game, it lets the
        keyboard go: else it took it again when shown with the next game, before that table."""
        if visible or not self.history_dock.isHidden():
            return
        if self._earlier_point() is not None:  # the look back ends with History
            self._end_look_back()
            self._refresh_board()
        if self.board is not None:
            self._give_keyboard_to_table()
        else:
            self.history_view.clearFocus()
            self.statusBar().clearMessage()

    def _make_history_dock(self) -> None:
        self.history_view = HistoryPanel()
        self.history_view.jump_requested = self._go_to_history_point
        self.history_view.seat_name = self.controller.seat_name
        self.history_view.tabbed_in = self._say_history_keys
        self.history_view.leave_requested = self._leave_history
        self.history_view.left = self._forget_history_keys
        self.history_view.passed_on = self._pass_key_to_table
        self.history_view.refused = lambda reason: self.statusBar().showMessage(reason, 5000)
        self.back_to_game = QShortcut(QKeySequence(Qt.Key.Key_Escape), self)
        self.back_to_game.setEnabled(False)
        self.back_to_game.activated.connect(self._leave_history)
        self.history_dock = QDockWidget()
        self.history_dock.setObjectName("historyDock")
        self.history_dock.setWidget(self.history_view)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.history_dock)
        self.history_dock.hide()
        toggle = QAction(self)
        toggle.setCheckable(True)
        toggle.setObjectName("history")
        toggle.setShortcut(QKeySequence("Ctrl+H"))
        toggle.triggered.connect(self._on_history_chosen)
        # ticked while it shows, however it came or went (its own close button, a new game)
        self.history_dock.visibilityChanged.connect(
            lambda _visible: toggle.setChecked(not self.history_dock.isHidden())
        )
        self.history_dock.visibilityChanged.connect(self._on_history_visibility)
        self.history_dock.visibilityChanged.connect(self._place_results_after_docks)
        self.actions_by_name["history"] = toggle
        self.view_menu.insertAction(self.actions_by_name["results"], toggle)

    def _make_move_log_dock(self) -> None:
        """The move log beside the table (``desktop.move_log``), above History when both show."""
        self.move_log = MoveLog()
        self.move_log.jump_requested = self._look_from_log
        self.move_log.refused = self.history_view.refused
        self.move_log_dock = MoveLogDock(self.move_log, lambda: self._turn_move_log(False))
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.move_log_dock)
        self.splitDockWidget(self.move_log_dock, self.history_dock, Qt.Orientation.Vertical)
        self.move_log_dock.hide()
        self.move_log_dock.visibilityChanged.connect(self._place_results_after_docks)
        toggle = QAction(self)
        toggle.setCheckable(True)
        toggle.setObjectName("move_log")
        toggle.setShortcut(QKeySequence("Ctrl+L"))
        toggle.setChecked(self._move_log_on())
        toggle.triggered.connect(self._turn_move_log)
        self.actions_by_name["move_log"] = toggle
        self.view_menu.insertAction(self.actions_by_name["results"], toggle)

    def _move_log_on(self) -> bool:
        """The log as last turned on or off; never chosen, on where the screen holds the table
        at its first size and the log beside it (``log_fits``)."""
        chosen = self.settings.move_log
        if chosen is not None:
            return chosen
        return log_fits(DEFAULT_SIZE, self.screen().availableGeometry().size())

    def _turn_move_log(self, on: bool) -> None:
        """The log turned on or off (View › Move Log, its keys, its close button), remembered
        for the next start."""
        self._log_opened_narrow = on and self.width() < LOG_BESIDE_WIDTH
        self.actions_by_name["move_log"].setChecked(on)
        if self.settings.move_log != on:
            self.settings = self.settings.model_copy(update={"move_log": on})
            with contextlib.suppress(OSError):
                settings_module.save(self.settings)
        self._show_move_log()

    def _open_move_log_as_on(self) -> None:
        """A game opens with the log as it was last turned on or off, but without it in a
        window too narrow to share (``LOG_BESIDE_WIDTH``): the setting is left as it is."""
        wide = self.width() >= LOG_BESIDE_WIDTH or self._log_opened_narrow
        on = self._move_log_on() and wide
        self.actions_by_name["move_log"].setChecked(on)
        self._show_move_log()

    def _show_move_log(self) -> None:
        """The log shows with a game's table while it is on (the start screen has no moves)."""
        shown = self.actions_by_name["move_log"].isChecked() and self.board is not None
        self.move_log_dock.setVisible(shown)
        self._refresh_move_log()

    def _refresh_move_log(self) -> None:
        """The log tells the moves played as History tells them, to whoever holds the screen,
        and nothing while it is passed; told only while it shows (and again as it opens)."""
        session = self.controller.session
        if session is None or self.board is None or self.move_log_dock.isHidden():
            return
        if self.table.currentWidget() is self.handoff:
            self.move_log.show_hidden()
            return
        self.move_log.show_played(
            session,
            self._history_viewer(),
            (self.controller.tell_move, self.controller.tell_turn),
            self.controller.part_after,
            (
                self.controller.undo_floor(),
                session.game.recalls(session.state),
                self._end_read_together(),
            ),
            self._earlier_point(),
            self._earlier_heading(),
        )

    # -- words --------------------------------------------------------------------------
    def retranslate(self) -> None:
        texts = {
            "new": self.tr("&New Game…"),
            "open": self.tr("&Open…"),
            "save": self.tr("&Save"),
            "save_as": self.tr("Save &As…"),
            "close_game": self.tr("&Close Game"),
            "settings": self.tr("Se&ttings…"),
            "quit": self.tr("&Quit"),
            "undo": self.tr("&Undo"),
            "redo": self.tr("&Redo"),
            "hint": self.tr("Show a &Hint"),
            # what each list is for, in its entry: newcomers could not tell the two apart
            # (play tester, session 53)
            "history": self.tr("&History (go back to a move)"),
            "move_log": self.tr("&Move Log (beside the table)"),
            "zoom_in": self.tr("Zoom &In"),
            "zoom_out": self.tr("Zoom &Out"),
            "fit": self.tr("&Fit to Window"),
            "results": self.tr("Game &Results…"),
            "rules": self.tr("&Rules"),
            "keys": self.tr("&Keyboard Shortcuts"),
            "full_screen": self.tr("F&ull Screen"),
            "tutorial": self.tr("&Lesson"),
            "about": self.tr("&About Bouquet"),
        }
        # the dock writes its title into its toggle action ("History" without its "&"), so the
        # title goes first and the action's own text, with its mnemonic, after it
        # a short title, what the panel is for in its tooltip: "Verlauf — zu einem Zug
        # zurückg…" was cut at the panel's width (play tester, German at 1600 x 900)
        self.history_dock.setWindowTitle(self.tr("History"))
        self.history_dock.setToolTip(self.tr("History — go back to a move"))
        self.history_view.forget_words()
        self.move_log_dock.setWindowTitle(self.tr("Move Log"))
        self.move_log_dock.setToolTip(self.tr("Move Log — the moves so far"))
        self.move_log.retranslate()
        self._refresh_history()
        # the moves since a player's own, told anew once every widget has its new words
        QTimer.singleShot(0, self, self._retell_news)
        for name, text in texts.items():
            self.actions_by_name[name].setText(text)
        self.actions_by_name["history"].setStatusTip(
            self.tr(
                "Every move, those taken back too: go back to one (Undo to there), or play"
                " them again (Redo from there)."
            )
        )
        self.actions_by_name["move_log"].setStatusTip(
            self.tr(
                "The moves so far, listed beside the table as they are played: click one to"
                " look at the table after it."
            )
        )
        # the menu's Undo and Redo name their moves (``_named_entry``); the toolbar's buttons
        # keep one word
        self.actions_by_name["undo"].setIconText(self.tr("Undo"))
        self.actions_by_name["redo"].setIconText(self.tr("Redo"))
        self.actions_by_name["hint"].setIconText(self.tr("Hint"))
        for action in self.toolbar.actions():
            if not action.isSeparator():
                action.setToolTip("")  # Qt's own tip again: the new text, without "&" and "…"
                action.setToolTip(self._tip_with_keys(action, action.toolTip()))
        self.file_menu.setTitle(self.tr("&File"))
        self.recent_menu.setTitle(self.tr("Open &Recent"))
        self.edit_menu.setTitle(self.tr("&Edit"))
        self.view_menu.setTitle(self.tr("&View"))
        self.help_menu.setTitle(self.tr("&Help"))
        self.toolbar.setWindowTitle(self.tr("Toolbar"))
        # measured again with the new words
        self.toolbar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        self._fit_toolbar()
        self.thinking_label.setText(self._thinking_text())
        self.autosave_label.setText(self.tr("⚠ Not autosaved: File > Save keeps the moves"))
        self._update_title()
        self._update_actions()
        self._update_turn_label()
        self._update_resume()

    def _tip_with_keys(self, action: QAction, tip: str) -> str:
        """``tip`` and the action's shortcut as the platform writes it ("Take back the last move
        (Ctrl+Z)"), read from the action itself so the tip names the keys that work."""
        keys = action.shortcut().toString(QKeySequence.SequenceFormat.NativeText)
        return self.tr("{tip} ({keys})").format(tip=tip, keys=keys) if keys else tip

    def _draw_icons(self) -> None:
        """The toolbar's own pictures, in the palette's text colour (``desktop.icons``); its
        overflow button's "»" too, which the style gives it only once."""
        for glyph in TOOLBAR_GLYPHS:
            self.actions_by_name[glyph.value].setIcon(glyph_icon(glyph, self.palette()))
        more = self.toolbar.findChild(QToolButton, "qt_toolbar_ext_button")
        if more is not None:
            more.setIcon(glyph_icon(Glyph.MORE, self.palette()))

    def _fit_toolbar(self) -> None:
        """The toolbar's words beside its pictures while all fit, else the pictures alone
        (their names in their tooltips): in French and German at 1024 pixels, Rules went
        behind the "»" of the toolbar's overflow."""
        words = Qt.ToolButtonStyle.ToolButtonTextBesideIcon
        if self.toolbar.toolButtonStyle() == words:
            self._toolbar_words = self.toolbar.sizeHint().width()
        fits = self._toolbar_words <= self.toolbar.width()
        style = words if fits else Qt.ToolButtonStyle.ToolButtonIconOnly
        if style != self.toolbar.toolButtonStyle():
            self.toolbar.setToolButtonStyle(style)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        QTimer.singleShot(0, self, self._fit_toolbar)  # once the toolbar has its new width

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        elif event.type() in (QEvent.Type.PaletteChange, QEvent.Type.ApplicationPaletteChange):
            self._draw_icons()
        elif event.type() == QEvent.Type.WindowStateChange:
            # ticked as the window is, however it came or left (F11, the window manager)
            self.actions_by_name["full_screen"].setChecked(self.isFullScreen())
            # kept at once: after a crash (or a kill) the window came back unmaximised, as
            # its place was kept only on quitting (play test)
            QTimer.singleShot(0, self, self._keep_window_place)
        super().changeEvent(event)

    def _update_title(self) -> None:
        parts = ["Bouquet"]
        session = self.controller.session
        if session is not None:
            # "solo" and the options that change the deal, as the results name the game: the
            # solo table itself never said it was one (play tester 216)
            players = len(self.controller.seats)
            parts.append(self._game_title(session.game.info.name, session.options, players))
            if self.save_path is not None:
                parts.append(i18n.shown_path(self.save_path.name))
        # "[*]" shows as "*" while the game has moves that are not in a saved file
        self.setWindowTitle(" — ".join(parts) + "[*]")
        self.setWindowModified(self.dirty)

    @property
    def dirty(self) -> bool:
        """The game on the table differs from what its file holds (the controller's one rule,
        ``SessionController.modified``)."""
        return self.controller.modified()

    # -- state of actions and labels ----------------------------------------------------
    def _update_actions(self) -> None:
        acts = self.actions_by_name
        playing = self.controller.session is not None
        for name in ("save", "save_as", "close_game"):
            acts[name].setEnabled(playing)
        # a covered screen may be read by anyone at it: every move in the table's words
        covered = self.table.currentWidget() is self.handoff
        reason = self._undo_blocked_reason(covered) if playing else None
        undo = acts["undo"]
        undo.setEnabled(playing and reason is None)
        words = self.controller.undo_words(covered) if playing and reason is None else None
        undo.setText(self._undo_entry(self.controller.undo_point(), words, covered))
        tip = reason or self._undo_tip(words, covered)
        tooltip = tip if reason else self._tip_with_keys(undo, tip)
        if QToolTip.isVisible() and QToolTip.text() == undo.toolTip() != tooltip:
            # the pointer rests on Undo while a computer's move disables it: the open tip
            # kept saying what Undo would take back. A tip the pointer has left goes: shown
            # again at the pointer, it stood over another's Garrison, as if about a card there
            button = self.toolbar.widgetForAction(undo)
            pointer = QCursor.pos()
            if button is not None and button.rect().contains(button.mapFromGlobal(pointer)):
                self._show_toolbar_tip(button, pointer, tooltip)
            else:
                QToolTip.hideText()
        undo.setToolTip(tooltip)
        shown = self.statusBar().currentMessage()
        if shown and shown == undo.statusTip() != tip:
            # the pointer rests on the Undo button that was just clicked: its old tip ("Take
            # back Ann's last move") stayed in the status bar after the move was taken back.
            # A refusal the keys asked for is said once: renewed at each later move, it
            # stayed for good, naming the newest card, though no one asked (play tester 159)
            if reason is None:
                self.statusBar().showMessage(tip)
            else:
                self.statusBar().clearMessage()
        undo.setStatusTip(tip)
        # the reason is in the menu, under Undo; the status bar says it only when the keys
        # ask (``_explain_undo``), and forgets it once undo is possible again
        self.undo_why.say(reason)
        if reason is None and self.statusBar().currentMessage() == self._undo_reason:
            self.statusBar().clearMessage()
        self._undo_reason = reason
        self.undo_explainer.setEnabled(playing and reason is not None)
        redo = acts["redo"]
        looking = (
            self._looking_back_reason() or self._redo_waits_reason(covered)
            if self.controller.can_redo()
            else None
        )
        redo.setEnabled(self.controller.can_redo() and looking is None)
        words = self.controller.redo_words(covered)
        point, end = self.controller.redo_point(), self.controller.redo_end()
        listed = self._menu_move(point, words, covered)
        after = range(point + 1, end) if point is not None and end is not None else range(0)
        redo.setText(
            self._named_entry(
                self.tr("&Redo"),
                (
                    self.tr("&Redo “{move}”"),
                    self.tr("&Redo “{move}” and {name}'s move after it"),
                    self.tr("&Redo “{move}” and the {count} moves after it ({name})"),
                ),
                listed,
                after,
            )
        )
        redo_tip = looking or self._redo_tip(words, covered)
        redo.setToolTip(self._tip_with_keys(redo, redo_tip))
        if shown and shown == redo.statusTip() != redo_tip:
            # as Undo's: the pointer rests on the Redo button just clicked, and its old tip
            # ("Play your move “…” again") stayed in the status bar with the button greyed
            if redo.isEnabled():
                self.statusBar().showMessage(redo_tip)
            else:
                self.statusBar().clearMessage()
        redo.setStatusTip(redo_tip)
        self._update_hint_action()
        acts["history"].setEnabled(playing)
        session = self.controller.session
        acts["results"].setEnabled(session is not None and session.is_over())
        game_id = self._current_game_id()
        acts["rules"].setEnabled(game_id is not None)
        solo = self._solo_game_id()
        acts["solo_results"].setEnabled(solo is not None)
        acts["solo_results"].setText(self._solo_results_entry(solo, game_id))
        acts["keys"].setEnabled(game_id is not None)
        acts["tutorial"].setEnabled(tutorial_entry() is not None and bool(self.playable))
        for name, method in (
            ("zoom_in", "zoom_in"),
            ("zoom_out", "zoom_out"),
            ("fit", "fit_to_window"),
        ):
            acts[name].setEnabled(self._zoom_target(method) is not None)

    def _hint_refusal(self, lasting: bool = False) -> str | None:
        """Why no hint can be given now, if it cannot. ``lasting``: only the reasons that hold
        for the rest of the game, or until another is opened (Hint is greyed for those); the
        others are said when it is pressed, as a card pressed out of turn is refused."""
        session, board = self.controller.session, self.board
        if session is None or board is None:
            return self.tr("A hint is for a game in progress: start or open one.")
        if session.is_over():
            return self.tr("The game is over: there is no move to hint at.")
        if not session.game.hints_allowed(session.state, counted=self._replay is None):
            # a rank is earned by the player's own play; a replay reaches none
            return self.tr(
                "There are no hints in a solo game that counts: its score and rank must be all"
                " your own. A replay (not counted) has hints."
            )
        if lasting:
            return None
        if self._earlier_point() is not None:
            # not "History shows…": the look may have come from the move log (play tester 159)
            return self.tr("You are looking at an earlier table: Esc returns to the game.")
        if self.table.currentWidget() is self.handoff:
            # "a hint is for the person it is shown to" read as translated (play test)
            return self.tr(
                "The table is covered: hints come once the player whose turn it is has the screen."
            )
        player = self.controller.current_player()
        if self._shown_to not in (None, player) or self.controller.choices_for_viewer() is None:
            # not "wait for your turn": a player whose last card is laid has no turn to come
            return self.tr("A hint is for a move of yours: there is none to make now.")
        return None

    def _update_hint_action(self) -> None:
        hint = self.actions_by_name["hint"]
        reason = self._hint_refusal(lasting=True)
        hint.setEnabled(reason is None)
        tip = reason or self.tr("Frame a good move for you on the table")
        hint.setToolTip(self._tip_with_keys(hint, tip))
        hint.setStatusTip(tip)
        # as under Undo, only for a game on the table: with none, every entry is greyed alike
        self.hint_why.say(reason if self.controller.session is not None else None)
        self.hint_explainer.setEnabled(reason is not None)

    def ask_for_hint(self) -> None:
        """Look for the move the strongest computer would make in the player's place, from
        their own view (``desktop.hint``)."""
        reason = self._hint_refusal()
        session = self.controller.session
        if reason is not None or session is None:
            if reason is not None:
                self._say_about_table(reason)
            return
        if self._hint_table == (session, session.cursor):
            # asked again on the same table: the hint found, not a second search; its words
            # unfolded over the table's top fold to the line, the frame left where the player
            # put it (the keys opened it, and only the mouse put it away: play tester,
            # session 55), and folded, they unfold, framed again
            note = self._flash_note()
            if note is not None and note.unfolded and note.shows_lasting():
                note.toggle()
            elif self._hint is not None:
                self._show_hint(self._hint)
            return
        player = self.controller.current_player()
        assert player is not None
        self._forget_hint()
        self._hint_table = (session, session.cursor)
        view = session.game.view(session.state, player)
        aim = self._hint_aims.last(session, player)
        table = self.board.widget() if self.board is not None else None
        seed = session.seed + session.cursor
        self.hint_seeker.seek(session.game, view, player, seed, aim, table)
        # said over the line, the search hid the line's warning of a draw that ends the game
        searching = self.tr("Looking for a good move…")
        warning = self.board.end_warning() if self.board is not None else ""
        self._say_about_table(f"{searching} · {warning}" if warning else searching, 0)

    def _show_hint(self, found: Hint, framed: bool = True) -> None:
        """The hint found, framed on the table and named in the status bar until the table
        changes. The person acted on the table meanwhile (``HintSeeker``): its orange frame
        shows, the keyboard's stays where they put it."""
        session, board = self.controller.session, self.board
        if session is None or board is None or self._hint_table != (session, session.cursor):
            return
        self._hint = found
        player = self.controller.current_player()
        assert player is not None  # a hint is asked for on its player's turn, and kept to it
        self._hint_aims.keep(session, player, found.aim)
        if self._earlier_table is not None:
            self._hint_waits = True  # found while an earlier table is looked at
            return
        board.point_to((found.move,), prepare=framed, move_keys=framed)
        self._say_hint(found)

    def _say_hint(self, found: Hint) -> None:
        """The hint's words, on the line over the table and in the status bar."""
        session, board = self.controller.session, self.board
        player = self.controller.current_player()
        assert session is not None and board is not None and player is not None
        move = board.hint_words(found.move, session.game.view(session.state, player))
        words = hint_text(found, move, self.controller.seat_names())
        keys = self.actions_by_name["hint"].shortcut()
        self._say_about_table(words, 0, keys.toString(QKeySequence.SequenceFormat.NativeText))

    def _hint_failed(self, message: str) -> None:
        self._hint_table = self._hint = None
        self._forget_table_message()  # "Looking for a good move…" is over, not to come back
        self._say_about_table(self.tr("No hint could be found: {error}").format(error=message))

    def _forget_hint(self) -> None:
        """The table changed: a hint sought or framed is about the one before."""
        if self._hint_table is None:
            return
        self._hint_table = self._hint = None
        self._hint_waits = False
        self.hint_seeker.cancel()
        if self.board is not None:
            self.board.point_to(())

    def _named_entry(
        self,
        plain: str,
        named: tuple[str, str, str],
        words: str | None,
        after: range,
        cut: bool = True,
    ) -> str:
        """Undo's or Redo's menu entry, naming its move (``words``) as Qt's undo framework
        names its command: only the tooltip named it, and a menu shows no tooltip. The moves
        ``after`` it that go with it are named as the status bar names them once done
        (``named``: the move alone, one move after it, several): "Undo “Place the card”"
        took back the computers' replies too, unsaid (play test). The move is cut so that
        the entry keeps to a share of the window's width, or ``UNDO_NAMED_W``: cut at 300
        pixels, most Petal Plotters moves lost their end in a window with room for them
        (play test)."""
        if not words:
            return plain
        template, names = self._and_the_moves_after(after, *named)
        names = {key: value.replace("&", "&&") for key, value in names.items()}
        metrics = self.edit_menu.fontMetrics()
        width = max(UNDO_NAMED_W, int(self.width() * UNDO_NAMED_SHARE))
        rest = metrics.horizontalAdvance(
            without_marks(fill_template(template, {"move": "", **names}))
        )
        room = max(width - rest, UNDO_MOVE_W)
        move = elided_at_word(metrics, words, room) if cut else words
        # "&" in a move or a name is no shortcut
        return fill_named(template, {"move": move.replace("&", "&&"), **names})

    def _undo_entry(
        self, point: int | None, words: str | None, covered: bool, cut: bool = True
    ) -> str:
        """Undo's menu entry going back to ``point``: the move there (``words``) and those
        after it that go with it (``_named_entry``, its move ``cut`` to the menu's room)."""
        session = self.controller.session
        after = range(point + 1, session.cursor) if point is not None and session else range(0)
        return self._named_entry(
            self.tr("&Undo"),
            (
                self.tr("&Undo “{move}”"),
                self.tr("&Undo “{move}” and {name}'s move after it"),
                self.tr("&Undo “{move}” and the {count} moves after it ({name})"),
            ),
            self._menu_move(point, words, covered),
            after,
            cut,
        )

    def _menu_move(self, point: int | None, words: str | None, covered: bool) -> str | None:
        """The move Undo or Redo names in the Edit menu, another's (or any, on a covered
        screen) after its mover's name, as History lists it: "Undo “Add a card to their
        Garrison”" on a hand-off screen said nobody's, and took back Cat's (play test)."""
        # where several people share the screen, every move by name: Redo, the turn given
        # back to Rose, named her move as hers ("Rétablir « pose … »") where Undo had said
        # "Annuler « Rose : pose … »" (play tester)
        shared = covered or len(self.controller.humans()) >= 2
        listed = self._move_tip(point, words, shared, "{move}", move_line("{name}", "{move}"))
        return listed or words

    def _move_tip(
        self, point: int | None, words: str | None, covered: bool, own: str, named: str
    ) -> str | None:
        """``own`` or ``named`` filled with the move at ``point`` (``words``): the screen's
        person reads their own move as theirs, others' by name, and on a ``covered`` screen,
        whoever reads it, every move by name; None without a move to name."""
        session = self.controller.session
        mover = session.mover_at(point) if session is not None and point is not None else None
        if words is None or mover is None or mover >= len(self.controller.seats):
            return None
        if mover == self.controller.viewer() and not covered:
            return fill_named(own, {"move": words})
        # "d’Amélie", not "de Amélie" (``fill_named``)
        return fill_named(named, {"name": self.controller.seat_name(mover), "move": words})

    def _redo_tip(self, words: str | None, covered: bool) -> str:
        """What Redo plays again, named as Undo's tip names what it takes back."""
        tip = self._move_tip(
            self.controller.redo_point(),
            words,
            covered,
            self.tr("Play your move “{move}” again"),
            self.tr("Play {name}'s move “{move}” again"),
        )
        return tip or self.tr("Play the move taken back again")

    def _undo_tip(self, words: str | None, covered: bool) -> str:
        """What Undo takes back: the move, named as History names it, and whose it is when it
        is not the screen's person's (at a shared screen it quietly gave the last player's
        card back to them, play test)."""
        point = self.controller.undo_point()
        session = self.controller.session
        tip = self._move_tip(
            point,
            words,
            covered,
            self.tr("Take back your move “{move}”"),
            self.tr("Take back {name}'s move “{move}”"),
        )
        if tip is None or point is None or session is None:
            return self.tr("Take back the last move")
        if self._undo_again_within_turn(point):
            # the step alone goes: a two-step ability's tip named the ability's card, and the
            # player, its first step still played, did not know another Undo was needed (play
            # tester 213)
            tip += " " + self.tr("(this step alone: Undo again for the turn's steps before it)")
        # the computers' replies go with it: the tip named one move, and four went (play test)
        replies = len(own_moves(session, range(point + 1, session.cursor)))
        if replies == 1:
            tip += " " + self.tr("(and the computer's move after it)")
        elif replies > 1:
            tip += " " + self.tr("(and the {count} computer moves after it)").format(count=replies)
        return tip

    def _undo_again_within_turn(self, point: int) -> bool:
        """Does Undo back to ``point`` leave earlier steps of the same person's turn that a
        further Undo takes back (none of them showed a card: the undo stack still holds
        them)?"""
        session = self.controller.session
        assert session is not None
        return (
            self._inside_a_turn(point)
            and session.mover_at(point - 1) == session.mover_at(point)
            and self.controller.undo_stack.index() > session.cursor - point
        )

    def _inside_a_turn(self, point: int) -> bool:
        """Does going back to ``point`` stop inside a turn, the moves before it in that turn
        left played?"""
        session = self.controller.session
        assert session is not None
        return point > 0 and not session.ends_turn(point - 1)

    def _show_toolbar_tip(self, button: QWidget, pointer: QPoint, text: str) -> None:
        """Show a toolbar button's tip at ``pointer``, as Qt does, but off the hand-off
        screen's words: greyed Undo's reason, under the pointer, lay over "Pass the screen to
        Ben" (play tester 131). Above the pointer, else under the button "I am Ben"; with room
        for neither, no tip (Undo's, Redo's and Hint's words are in the status bar then)."""
        QToolTip.showText(pointer, text, button)
        tip = shown_tip()
        if tip is None or not self.handoff.isVisible():
            return
        frame = tip.frameGeometry()
        words = self.handoff.words_area()
        places = [
            QPoint(frame.x(), pointer.y() - 6 * TIP_GAP - frame.height()),
            QPoint(frame.x(), words.bottom() + 1 + TIP_GAP),
        ]
        if not move_tip_off(tip, words, places, button.screen().availableGeometry()):
            QToolTip.hideText()

    def _explain_undo(self) -> None:
        reason = self._undo_blocked_reason(self.table.currentWidget() is self.handoff)
        if reason is not None:
            # about the table as it is: the next move takes it back (``_say_about_table``);
            # it stayed into the next person's turn, Undo still barred for another reason
            # (play tester 200)
            self._say_about_table(reason, 6000)

    def _undo_blocked_reason(self, covered: bool) -> str | None:
        """Why Undo cannot go back (``SessionController.undo_blocked_reason``). In a game
        played alone, stopped by the player's own move, it points to the setting that asks
        before each move: a misplaced card stood in a solo rank chase, and nothing said
        Settings could ask first (play test); at a table of several, every draw would say
        it again. So it does where a computer's answer stopped it: a misplaced card stood as
        soon as the computer had moved (play test)."""
        looking = self._looking_back_reason()
        if looking is not None:
            return looking
        reason = self.controller.undo_blocked_reason(covered, self._history_viewer())
        stopped = (
            len(self.controller.seats) == 1 and self.controller.stopped_by_own_move()
        ) or self.controller.stopped_by_computer()
        if reason is not None and not self.settings.confirm_moves and stopped:
            reason += " " + self.tr("Settings › Confirm moves asks before each move.")
        return reason

    def _redo_waits_reason(self, covered: bool) -> str | None:
        """Why Redo waits on a ``covered`` screen, or None: the move it plays again is a
        person's, theirs to play again once they hold the screen. Grace agreed to take back
        her move, and Omar, still at the screen, played it again unasked (play tester 217)."""
        session = self.controller.session
        point = self.controller.redo_point()
        if not covered or session is None or point is None:
            return None
        mover = session.mover_at(point)
        if not self.controller.is_human(mover):
            return None
        return self.tr("Redo waits until {name} has the screen: the move is theirs.").format(
            name=self.controller.seat_name(mover)
        )

    def _looking_back_reason(self) -> str | None:
        """Why Undo and Redo wait while an earlier table is looked at, or None: Ctrl+Z there
        took back the present's last move, unseen behind the earlier table (a Flowers draw,
        play tester, session 53). Greyed with the way back said, as Undo's other reasons are,
        rather than returning by itself: a key that returned and undid nothing would be read
        as a take-back, and Esc returns in one key."""
        if self._earlier_point() is None:
            return None
        return self.tr("Return to the game first (Esc): the table shows an earlier move.")

    def _current_game_id(self) -> str | None:
        """The game on the table; with none, the game last played or chosen, else the first."""
        if self.controller.session is not None:
            return self.controller.session.game.info.id
        if self._last_game_id in self.games:
            return self._last_game_id
        return next(iter(sorted(self.playable)), None)

    def _remember_game(self, game_id: str) -> None:
        self._last_game_id = game_id

    def _update_turn_label(self) -> None:
        session = self.controller.session
        if session is None:
            self.turn_label.setText("")
            self.code_label.setText("")
            return
        player = self.controller.current_player()
        if player is None:
            self.turn_label.setText(self.tr("Game over"))
        else:
            name = self._bar_name(player)
            task = self.board.mover_task(session.state, name) if self.board else None
            to_play = task or self.tr("{name} to play").format(name=name)
            looker = self._looking_seat()
            if looker is not None and looker != player:
                # the screen is with a person looking at a card shown to them alone: "Anna to
                # play" under it read as Anna's turn to take the screen (play test)
                to_play = self.tr("{looker} looks at a card, then {name} plays").format(
                    looker=self._bar_name(looker), name=name
                )
            if self._earlier_point() is not None and self._yours_to_play(player, looker):
                # "Maintenant : Camille joue la capacité… pendant que vous regardez" read as
                # two people to Camille, who was looking back on her own turn (play tester 216)
                to_play = self.tr(
                    "Now: your turn · the game waits while you look back: Esc returns to it"
                )
            elif self._earlier_point() is not None:
                # "Maya to play" under a table showing "▶ Rose", at an earlier turn, and the
                # computers stood still with no word why (play tester 151)
                to_play = self.tr(
                    "Now: {to_play} · the game waits while you look back: Esc returns to it"
                ).format(to_play=to_play)
            elif self.controller.can_redo() and not self.controller.is_human(player):
                # the AI waits at an earlier point of the history (a click in History, undo)
                to_play = self.tr("{to_play} · looking back: Redo plays on").format(to_play=to_play)
            self.turn_label.setText(to_play)
        # shown once the game is over
        secret = player is not None and secret_code(
            session.game.info, len(self.controller.humans())
        )
        code = "" if secret else self.tr("Code {code}").format(code=seed_to_code(session.seed))
        if code and solo_by_person(self.controller.seats):
            # a counted game said nothing, and a player could not tell it from a replay
            # whose word had been missed (play tester: "is this one counted?")
            code = " · ".join([code, self._counted_text(self._replay)])
        self.code_label.setText(code)
        self.code_label.setToolTip(
            "" if self._replay is None else self._replay_notice(self._replay)
        )
        self._place_turn_words()

    def _table_bar(self) -> TableBar | None:
        """The bar of words over the board's table (a board of the tests may have none)."""
        return None if self.board is None else self.board.widget().findChild(TableBar)

    def _turn_mark(self) -> TurnMark | None:
        """The mark of the line over the table while it says whose turn it is and what to
        do: the game's latest table shown, to whoever holds the screen, its line not covered
        (a look's bar) and not empty; ``TurnMark.PAST`` while an earlier table is looked at;
        else None (the game is over, the screen is being passed). While the move that began
        the person's turn still lands, the table takes no move (``GameBoard.my_turn``) and
        the line says "Iris has played. Your turn in a moment…": its mark waits with it. "To do"
        showed while a computer's pass, the last of a pass round after the person's, still
        flew to its place (play testers)."""
        bar = self._table_bar()
        if self.controller.session is None or bar is None:
            return None
        if (
            not bar.status_label.text()
            or not bar.isEnabled()  # under a look's bar (``_cover_table_bar``)
            or self.pages.currentWidget() is not self.table
            or self.table.currentWidget() is not self.board_page
        ):
            return None
        if self._earlier_point() is not None:
            return TurnMark.PAST
        if self.controller.current_player() is None:
            return None
        # the table takes no move until the move that began the turn has landed, whichever
        # board: a Flowers computer's move showed "To do" beside "Rosa is to play…" once a
        # resize, a drag or a key said the turn again while it flew (play tester, session 58)
        takes = self.board is not None and self.board.my_turn()
        return TurnMark.ACT if self._shown_persons_turn() and takes else TurnMark.WAIT

    def _shown_persons_turn(self) -> bool:
        """Whether the game's turn is the person's who holds the screen, landed or not."""
        player = self.controller.current_player()
        return player is not None and self.controller.is_human(player) and self._shown_to == player

    def _place_turn_words(self) -> None:
        """Whose turn it is, said in one place: the line over the table, marked at its start,
        while it says it; else the status bar's label. Newcomers read one of the two, missed
        the other, and both named the mover (play tests)."""
        mark = self._turn_mark()
        bar = self._table_bar()
        if bar is not None:
            person = self._person_to_act(self._shown_to) if mark is TurnMark.ACT else ""
            people = (self._person_to_act(seat) for seat in self.controller.humans())
            bar.mark.set_people([name for name in people if name])
            bar.mark.set_mark(mark, person)
            bar.back_button.setVisible(mark is TurnMark.PAST)
        # an earlier table's line says which it is, not whose turn it is now
        self._turn_on_top = mark in (TurnMark.ACT, TurnMark.WAIT)
        self._fit_status_message(self.statusBar().currentMessage())

    def _person_to_act(self, seat: int | None) -> str:
        """Who the mark "To do" names (``MarkLabel.set_mark``): ``seat``, where several people
        share the screen, in every game and at every turn (the games' words do not name them:
        the mark alone does, in one form, play tester 126): after a hand-off, "Your turn"
        named nobody (play tester 124). "" where one person plays."""
        if len(self.controller.humans()) < 2:
            return ""
        return self.controller.seat_name(seat)

    def _thinking_text(self) -> str:
        session = self.controller.session
        if session is None:
            return ""
        player = self.controller.current_player()
        if player is None:
            return ""
        return self.tr("{name} is thinking…").format(name=self._bar_name(player))

    def _yours_to_play(self, player: int, looker: int | None) -> bool:
        """Is the turn of ``player`` the turn of the person known to hold the screen, with
        nobody else looking at a card meanwhile: the one person playing, or the one it was
        passed to? At a screen shared without hand-offs, nobody says who holds it."""
        humans = self.controller.humans()
        at_screen = humans[0] if len(humans) == 1 else self._shown_to
        return player == at_screen and looker in (None, player)

    def _bar_name(self, seat: int) -> str:
        """``seat``'s name as the status bar shows it, cut to ``BAR_NAME_W``."""
        metrics = self.statusBar().fontMetrics()
        name = self.controller.seats[seat].name
        return i18n.name_text(metrics.elidedText(name, Qt.TextElideMode.ElideRight, BAR_NAME_W))

    def _on_thinking(self, thinking: bool) -> None:
        self.thinking_label.setText(self._thinking_text())
        self.thinking_label.setVisible(thinking)
        self.thinking_bar.setVisible(thinking)
        # "Iris is thinking… Iris to play" said it twice (play test): the turn's label waits
        self._fit_status_message(self.statusBar().currentMessage())
        self._refresh_board()

    @property
    def thinking(self) -> bool:
        return self.thinking_bar.isVisibleTo(self)

    # -- pages --------------------------------------------------------------------------
    def show_start_screen(self) -> None:
        # what was said of the game left is not said over the start screen: "The results are
        # closed: View › Game Results… opens them again." stayed there (play test)
        self.statusBar().clearMessage()
        self._update_resume()
        read = read_records()
        self.start_screen.set_records(read.records.records)
        news = self._news_of_game_left()
        if self._settings_news:
            news.append(self._settings_news)
        self._settings_news = None
        if read.damaged is not None:
            news.append(self._records_set_aside_text(read.damaged, read.salvaged))
        elif read.newer:
            news.append(
                self.tr(
                    "Your solo records were saved by a newer Bouquet: they are kept as they"
                    " are, and this version neither shows nor adds to them. Update Bouquet to"
                    " see them."
                )
            )
        elif read.unreadable:
            news.append(
                self.tr(
                    "Your solo records cannot be read (permission denied): the file {name} is"
                    " left as it is, and no result is added to it until Bouquet may read it."
                ).format(name=i18n.path_text(records_path()))
            )
        if news:
            self.statusBar().showMessage(" ".join(news))
        self.pages.setCurrentWidget(self.start_screen)
        self.start_screen.take_keyboard()
        self._update_actions()

    def tell_settings_read(self, read: SettingsRead) -> None:
        """Say once, on the start screen, that stored preferences were refused and where the
        file is kept: they were reset with nothing said (play test)."""
        if read.unreadable:
            words = self.tr(
                "Your settings cannot be read (permission denied): Bouquet uses its defaults"
                " this time, and leaves the file {name} as it is."
            ).format(name=i18n.path_text(paths.settings_path()))
        elif not read.refused:
            return
        elif read.kept is None:
            words = self.tr(
                "Your settings could not all be read: those are back to their defaults."
            )
        else:
            words = self.tr(
                "Your settings could not all be read: those are back to their defaults, and"
                " the file as it was is kept as {name}."
            ).format(name=i18n.path_text(read.kept))
        if self.pages.currentWidget() is self.start_screen:
            self.statusBar().showMessage(words)
        else:
            self._settings_news = words

    def _records_set_aside_text(self, kept: Path, salvaged: int) -> str:
        """That the solo records file could not all be read, where it is kept as it was, and
        how many of its records are kept."""
        name = i18n.path_text(kept)
        if not salvaged:
            return self.tr(
                "Your solo records could not be read: the file is kept as {name}, and new"
                " records start."
            ).format(name=name)
        words = (
            self.tr(
                "Some of your solo records could not be read: the other one is kept, and the"
                " file as it was is kept as {name}."
            )
            if salvaged == 1
            else self.tr(
                "Some of your solo records could not be read: the other {count} are kept, and"
                " the file as it was is kept as {name}."
            ).replace("{count}", i18n.number_text(salvaged))
        )
        return words.replace("{name}", name)

    def _resume_file(self) -> tuple[Path, SavedGame] | None:
        """The file Resume opens, and the game in it, where the game was left saved while its
        autosaves failed (``Settings.resume_file``); None: Resume opens the autosave."""
        if not self.settings.resume_file:
            return None
        path = Path(self.settings.resume_file)
        try:
            return path, read_save(path)
        except SaveError:
            return None  # gone or changed since: the autosave is all there is

    def _keep_resume_file(self) -> None:
        """As a game is left: whether Resume is to open its file, the autosave being behind it
        (``Settings.resume_file``), or whether the autosave, all there is, lacks its last moves
        (``Settings.autosave_behind``)."""
        if self.controller.session is None:
            return  # none left: what Resume opens stays as it was
        self.flush_autosave()
        in_file = self._autosave_failed and self.save_path is not None and not self.dirty
        self._set_resume_file(
            str(self.save_path) if in_file else "",
            autosave_behind=self._autosave_failed and not in_file,
        )

    def _set_resume_file(self, file: str, autosave_behind: bool = False) -> None:
        if (file, autosave_behind) == (self.settings.resume_file, self.settings.autosave_behind):
            return
        self.settings = self.settings.model_copy(
            update={"resume_file": file, "autosave_behind": autosave_behind}
        )
        with contextlib.suppress(OSError):  # then Resume opens the autosave, as before
            settings_module.save(self.settings)

    def _update_resume(self) -> None:
        self.flush_autosave()
        path = paths.autosave_path()
        saved = None
        resume_file = self._resume_file()
        if resume_file is not None:
            saved = resume_file[1]
        elif safe_check(path.is_file):
            try:
                saved = read_save(path)
            except SaveError as error:
                self._set_aside_damaged_autosave(path, error)
        if saved is not None and self._last_game_id is None:
            # just started: the game left to resume is the last
            self._last_game_id = saved.session.game.info.id
        if saved is not None:
            # a game left before its first move is offered too: its deal, seats and options
            # were lost to "No game to resume" after a hot-seat game was quit unplayed (play
            # testers, session 58); the next game replaces it unasked, having nothing played
            # to lose (``_confirm_replace_resumable``)
            who, parts = self._summary_parts(saved)
            if saved.warning is not None:  # Resume said nothing of it before opening it
                parts.append(self.tr("Part of it is damaged: Resume opens what can be read."))
            if resume_file is not None:
                parts.append(
                    self.tr(
                        "As saved in {name}: the autosave could not be written, and lacks its"
                        " last moves."
                    ).format(name=i18n.file_name_text(resume_file[0]))
                )
            elif self.settings.autosave_behind or self.settings.resume_file:
                # (a file to resume that can no longer be read: the autosave is behind it)
                parts.append(
                    self.tr(
                        "The autosave could not be written as the game was last played: it"
                        " lacks the last moves."
                    )
                )
            # a line each, begun as a line begins: "finished", "no move yet" read as cut off
            # from a line before (play tester 201); the players' names as they were typed
            lines = [*who, *map(capitalised, parts)]
            self.start_screen.set_resume(True, "\n".join(lines), saved.session.is_over())
        elif self._damaged_autosave is not None:
            kept, note = self._damaged_autosave
            if note == NEWER:  # what to do about it: update Bouquet
                why = self.tr(
                    "The last game cannot be resumed. {reason} Its file is kept as {path}."
                ).replace("{reason}", tr_note(note, ()))
            else:
                # "its text is not the JSON a save is written in" told a player nothing they
                # could use (play tester 183): what it means for them, and what the file is for
                why = self.tr(
                    "The last game could not be read, so it cannot be resumed. Its file is kept"
                    " as {path}, to send with a bug report."
                )
            self.start_screen.set_resume(
                False, why.replace("{path}", str(kept)), last_save=last_save_of_autosave()
            )
        else:
            self.start_screen.set_resume(False)

    def _set_aside_damaged_autosave(self, path: Path, error: SaveError) -> None:
        """An autosave that cannot be read is kept under another name, so the next game's
        autosave never overwrites it (it may be repaired, or sent with a bug report), and the
        start screen says why there is nothing to resume."""
        why = "newer" if error.note == NEWER else "damaged"
        self._damaged_autosave = (paths.set_aside_damaged(path, why), error.note)

    def _summary(self, saved: SavedGame) -> str:
        """A saved game in a line ("Petal Plotters (match of three deals) with Ann and Ben ·
        deal 2 of 3 · 5 turns"), as a question names it."""
        who, how_far = self._summary_parts(saved)
        return " · ".join([*who, *how_far])

    def _counted_text(self, replay: Replay | None) -> str:
        """Whether a person's solo game counts toward the solo results (``replay``: why it
        will not), in a word the status bar and the start screen share."""
        if replay is None:
            return self.tr("counts toward your results")
        return self.tr("replay, not counted")

    def _summary_parts(self, saved: SavedGame) -> tuple[list[str], list[str]]:
        """``_summary_lines``, and for a person's solo game whether it counts: "Score: 18
        (Expert)" of a replay beside a best of 17 read as a wrong best (play tester)."""
        who, how_far = self._summary_lines(saved)
        if solo_by_person(saved.seats):
            replay = replay_ahead(load_records(), saved.session, saved.created)
            how_far.append(self._counted_text(replay))
        return who, how_far

    def _summary_lines(self, saved: SavedGame) -> tuple[list[str], list[str]]:
        """What tells a saved game: its game (solo, its options) and players, then how far it
        went: its progress and the turns of that part (the engine's words, "9 turns into deal
        2": a bare "9 turns" after "18 turns" in deal 1 read as going backwards, play tester
        147), or "finished". The start screen's narrow column shows one a line: run together,
        a line broke after a "·" (play test)."""
        session = saved.session
        seats = named_now(saved.seats)
        # "Ann, Ben and Cy"
        shown = [i18n.name_text(seat.name) for seat in seats]
        # a short name held together: "Player / 1" broke across the start screen's lines
        # (play test); a long one may still break between its words
        kept = [name.replace(" ", "\u00a0") if len(name) <= SHORT_NAME else name for name in shown]
        names = join_names(kept, tr_engine)
        game = self._game_title(session.game.info.name, session.options, len(seats))
        if len(seats) == 1:
            # "Flowers with Camille" read as if Camille played with another; the name a part
            # of its own: the start screen broke "Flowers – Solo (Sommer-Variante) ·" before
            # it (play test)
            parts = [game, names]
        else:
            parts = [self.tr("{game} with {names}").format(game=game, names=names)]
        if session.is_over() and len(seats) == 1:
            # "finished" alone: two solo games read the same on the start screen (French play
            # test); their score, rank and code tell them apart, as the solo results do
            mine = session.result().players[0]
            score = self.tr("Score: {score}").format(score=score_text(mine.score, mine.title))
            code = self.tr("Code {code}").format(code=seed_to_code(session.seed))
            return parts, [self.tr("finished"), score, code]
        if session.is_over():
            return parts, [self.tr("finished"), *self._result_lines(session, shown)]
        progress = session.game.progress(session.state)
        begun = 0
        how_far = []
        if progress is not None:
            how_far.append(tr_note(progress, shown))
            # the turns of this part: "deal 2 of 3 · 26 turns" counted the deals before too
            begun = session.cursor
            while begun > 0 and session.game.progress(session.state_at(begun - 1)) == progress:
                begun -= 1
        if session.cursor == 0:
            # a game left before its first move: "Resume last game · 0 turns" read as nothing
            # to resume (play tester 132)
            return parts, [*how_far, self.tr("no move yet")]
        # turns, not moves: a Flowers turn is a draw and a placing, and 72 moves were 36 turns;
        # the turns played through (a turn begun, its ability's target still to choose, made
        # 20 of 19); the count and its word held together (a narrow start screen wrapped "3 /
        # turns")
        turns = sum(1 for index in range(begun, session.cursor) if session.ends_turn(index))
        # a turn the engine says is still being played (a card drawn, not yet placed): "0
        # turns" read as if the card drawn were lost (play tester)
        playing = session.cursor > begun and not session.ends_turn(session.cursor - 1)
        still = [self.tr("a turn begun")] if playing else []
        if turns == 0 and (progress is not None or playing):
            # a part just begun: "0 turns" read as if nothing had been played (play test)
            return parts, [*how_far, *still]
        into = session.game.turns_into_part(session.state, turns)
        if into is not None:
            return parts, [*how_far, tr_note(into, shown), *still]
        if turns == 1:
            return parts, [*how_far, self.tr("1\u00a0turn"), *still]
        return parts, [*how_far, self.tr("{turns}\u00a0turns").format(turns=turns), *still]

    def _result_lines(self, session: Session, names: Sequence[str]) -> list[str]:
        """Who won a finished game of several players (``names``, by seat), and everyone's
        score after what it counts, best first, the winners first among equals: a match in
        progress said who led, and once over said only "finished" (play tester 205)."""
        result = session.result()
        winners = [names[seat] for seat in result.winners]
        if len(winners) == 1:
            won = self.tr("{name} wins").format(name=winners[0])
        else:
            won = self.tr("Shared win: {names}").format(names=join_names(winners, tr_engine))
        # the winners first among equal scores (a tie-break decided it)
        ranked = sorted(
            range(len(result.players)),
            key=lambda seat: (-result.players[seat].score, seat not in result.winners, seat),
        )
        scores = ", ".join(
            self.tr("{name} {score}").format(
                name=names[seat], score=number_text(result.players[seat].score)
            )
            for seat in ranked
        )
        # what the numbers are: "Iris: 6, Margarete: 3" left a player asking "6 what?" (play
        # tester 206)
        label = tr_engine(result.score_label) if result.score_label else self.tr("Points")
        return [won, self.tr("{label}: {scores}").format(label=label, scores=scores)]

    def _game_title(self, name: str, options: GameOptions, players: int) -> str:
        """A game's name as the start screen and the results give it: "solo" when one plays
        (the results never said so), and the options that change its deal ("Flowers solo
        (Summer variant)"): a challenge code deals the same game only with them."""
        game = tr_engine(name)
        if players == 1:
            game = self.tr("{game} solo").format(game=game)
        turned_on = options_turned_on(options)
        if turned_on:
            game = self.tr("{game} ({options})").format(game=game, options=", ".join(turned_on))
        return game

    # -- starting and stopping games ----------------------------------------------------
    def new_game_dialog(
        self, game_id: str | None = None, previous: NewGameChoice | None = None
    ) -> bool:
        """Ask for a new game's options (File > New, or Play on the start screen), filled in
        from ``previous`` (a lesson's offer), else from the last setup of ``game_id``, or of
        the game last played, or whose lesson or rules were opened since (``_last_game_id``;
        after a restart, the game last played, kept in the settings). True if a game began.
        The game in progress is asked about once the new one is chosen, as Open asks once the
        file is: asked before, a player who then cancelled New Game was left in the game they
        had just been asked about leaving (play tester 177)."""
        games = {gid: game for gid, game in self.games.items() if gid in self.playable}
        if not games:
            self.show_error(
                self.tr("No game available"), self.tr("No game board is installed yet.")
            )
            return False
        setups = remembered_choices(games, self.settings.game_setups)
        if game_id is None:
            lately = self._last_game_id
            game_id = lately if lately in games else self.settings.last_game
            game_id = game_id if game_id in games else None
        if previous is None and game_id is not None:
            previous = setups.get(game_id)
        people = people_of(setups.get(self.settings.last_game))
        dialog = NewGameDialog(
            games, game_id=game_id, previous=previous, parent=self, setups=setups, people=people
        )
        if previous is not None:
            dialog.roll_code()
        self.new_dialog = dialog
        accepted = dialog.exec() == NewGameDialog.DialogCode.Accepted
        choice = dialog.choice() if accepted else None
        dialog.deleteLater()
        if choice is None:
            return False
        return self._confirm_discard(then=lambda: self.start_game(choice)) and self.start_game(
            choice
        )

    def table_game_dialog(self, game_id: str) -> bool:
        """New Game for a table of several players (a start card's Play): the game's last
        setup, or its last table of several where that was a solo game (``table_game``). True
        if a game began."""
        game = self.games.get(game_id)
        setup = self.settings.game_setups.get(game_id)
        previous = remembered_choices(self.games, self.settings.game_setups).get(game_id)
        if game is None or setup is None or previous is None:
            return self.new_game_dialog(game_id)
        return self.new_game_dialog(game_id, table_game(game, previous, setup))

    def solo_game_dialog(self, game_id: str) -> bool:
        """New Game at one player (a start card's Solo), the person named as last time, the
        options of ``game_id``'s last setup if it was solo: the card said "solo mode", and Play
        opened New Game at two players (French play test). True if a game began."""
        game = self.games.get(game_id)
        if game is None:
            return False
        return self.new_game_dialog(game_id, solo_game(game, self.remembered_choice(game_id)))

    def play_deal_again(self, record: SoloRecord) -> bool:
        """A deal of the solo results played again, alone: its game, variant and code, the
        person named as last time. Its end is a replay (``solo_records.replay_of``). True if
        the game began."""
        game = self.games.get(record.game)
        if game is None or record.game not in self.playable:
            return False
        try:
            options = game.parse_options({"players": 1, **dict.fromkeys(record.variant, True)})
            seed = code_to_seed(record.code)
        except BouquetError:
            return False  # a record another version wrote, of options this one lacks
        if not self._confirm_discard(then=lambda: self.play_deal_again(record)):
            return False
        person = solo_game(game, self.remembered_choice(record.game)).seats
        return self.start_game(NewGameChoice(record.game, options, seed, person))

    def start_game(self, choice: NewGameChoice) -> bool:
        game = self.games.get(choice.game_id)
        if game is None:
            return False
        session = Session(
            game, choice.options, choice.seed, computer_seats=computer_seats(choice.seats)
        )
        self._begin(session, choice.seats, save_path=None, created=None)
        self._remember_setup(self.last_choice)
        return True

    def _begin(
        self,
        session: Session,
        seats: tuple[Seat, ...],
        save_path: Path | None,
        created: datetime | None,
    ) -> None:
        left = self._note_play_left()
        if left is not None and solo_by_person(left.seats):
            # another play in its place (not the same play, opened from a save of it): the
            # person's counted game is given up, and said so in the results
            same = created is not None and _game_key(left.session, left.created) == _game_key(
                session, created
            )
            if not same:
                give_up_solo(left.session, left.created, player=solo_player(left.seats[0]))
        seats = named_now(seats)
        self._close_end_dialog()
        self._install_board(session.game)
        self._tie_to_file(save_path)
        self.created = created or datetime.now(UTC)
        self._known_to, self._replay, self._cursor_seen = 0, None, session.cursor
        self._replay_given_up = False
        records = read_records() if solo_by_person(seats) else None
        if records is not None:
            self._known_to = furthest_point(records.records, session, self.created)
            self._replay = replay_ahead(records.records, session, self.created)
            self._replay_given_up = given_up_before(records.records, session, self.created)
        self._autosave_failed = False  # a new game says again if its autosave cannot be kept
        # nor is the last game's failed write told of it: "Autosave failed" opened on a new
        # game in a folder mended since (play test). The writer keeps its writes in order,
        # so the next one still ends after it.
        self._autosave_future = None
        self.autosave_label.hide()
        # what was said of the last game is not said of this one: that the file opened was
        # saved by a newer Bouquet stayed over the next new game (play test)
        self.statusBar().clearMessage()
        humans = [index for index, seat in enumerate(seats) if seat.kind == "human"]
        # several people share the screen: whoever set the game up may not be the first to
        # play, so the first hand (like a reopened game's) is shown after a hand-off
        self._shown_to = FORCE_HANDOFF if len(humans) >= 2 else None
        # the looks a saved game holds are over: it opened in the looker's "look, then pass
        # the screen" pause with their hand shown, though they had passed it on before the
        # save (play tester 130); the memory aid and History keep what they saw
        self._looks_over = session.cursor + len(session.redo_actions)
        self.pages.setCurrentWidget(self.table)
        self.last_choice = NewGameChoice(session.game.info.id, session.options, session.seed, seats)
        self._remember_game(session.game.info.id)
        # A full collection now, while the player looks at a fresh table, then freeze what is
        # alive: later automatic collections skip it instead of pausing the table (and an AI's
        # moves) for tens of milliseconds. What the last game froze is thawed first: no
        # collection looks at frozen objects, and every table dropped since, its cards, items
        # and timers, was kept for as long as Bouquet ran (0.3 MB a game, play tester,
        # session 56).
        gc.unfreeze()
        gc.collect()
        gc.freeze()
        if self.board is not None:
            self.board.seat_names = [i18n.name_text(seat.name) for seat in seats]
            self.board.seat_levels = computer_levels(seats)
            self.board.watching = not humans
            self.board.people = len(humans)
        self.controller.start(session, seats)
        if self._history_reopens:
            self.history_dock.show()
            self._history_reopens = False
        self._open_move_log_as_on()
        self._update_title()
        self._update_actions()
        # the keys are the new table's: a game opened from the start screen's button left
        # them on that hidden button, and 1 or Enter did nothing until a click or Tab
        self._give_keyboard_to_table()
        # opened by a key: the table starts framed, for whoever takes the screen first when a
        # hand-off covers it (framed at once, the frame went to the first seat's person, who
        # was not the one to move)
        self._lead_with_keys = self.last_press.by_keys
        self._pass_on_keys_lead()
        news, lasting = self._news_of_game_left(), 10_000
        if records is not None and records.damaged is not None:
            # read now, a damaged file is set aside now: said at the game's end, it was not
            news.append(self._records_set_aside_text(records.damaged, records.salvaged))
            lasting = 0
        elif self._replay is not None:
            news.append(self._replay_notice(self._replay))
            lasting = 15_000
        if news:
            self.statusBar().showMessage(" ".join(news), lasting)

    def _replay_notice(self, replay: Replay) -> str:
        """Why the game beginning will end as a replay (``_replay``), in the words its end
        says it in (``_replay_text``)."""
        if replay == "code":
            return self._replay_text(replay, None)
        return self.tr(
            "This game had gone further, or ended, before it was reopened from its save: its end"
            " will be listed in your solo results as “from a save” but will not count toward"
            " your best score and rank."
        )

    def _mark_moves_behind(self) -> None:
        """A move of the person's solo play played behind the furthest point it had reached
        (``_known_to``) marks its line a replay (``solo_records.mark_played_behind``): its
        player knew cards to come. Opening such a save marked the whole play, and every save
        of it was a replay after, even at its furthest point (play tester 154)."""
        session = self.controller.session
        if session is None or self.created is None:
            return
        moved = session.cursor > self._cursor_seen
        self._cursor_seen = session.cursor
        if moved and session.cursor <= self._known_to:
            mark_played_behind(session, self.created)

    def remembered_choice(self, game_id: str) -> NewGameChoice | None:
        """The setup kept that fits ``game_id`` best, after a restart too: its own, else the
        last game's (a lesson's offer takes the person's name from it)."""
        setups = remembered_choices(self.games, self.settings.game_setups)
        return setups.get(game_id) or setups.get(self.settings.last_game)

    def _remember_setup(self, choice: NewGameChoice) -> None:
        """New Game opens on this game and its setup next time, after a restart too (only
        that is lost when the settings cannot be written). Only a setup chosen to play (in New
        Game, or played again): a save opened set New Game to its own, and a two-player
        save's options came back beside the seats of a five-player setup (play tester 154)."""
        kept = self.settings.game_setups.get(choice.game_id)
        setups = {**self.settings.game_setups, choice.game_id: setup_of(choice, kept)}
        remembered = self.settings.model_copy(
            update={"last_game": choice.game_id, "game_setups": setups}
        )
        if remembered == self.settings:
            return
        self.settings = remembered
        with contextlib.suppress(OSError):
            settings_module.save(remembered)

    def _drop_board(self) -> None:
        """The table goes, its board with it: left alive, a board's timers (a deal's reveal
        turning its cards over) went on after its table had gone."""
        if self.board is not None:
            for entry in self.board.view_entries():
                self.view_menu.removeAction(entry)
            widget = self.board.widget()
            self.board_host.removeWidget(widget)
            widget.deleteLater()
            self.board.deleteLater()
            self.board = None

    def _install_board(self, game: Game[Any, Any]) -> None:
        self._drop_board()
        board_type = games_module.board_class(game.info.id)
        assert board_type is not None
        board = board_type(game, self)
        self.board = board
        self.board_host.addWidget(board.widget())
        self.board_host.setCurrentWidget(board.widget())
        # the table takes a saved game dropped on it as the window does: it swallowed the
        # drop, and only the strip above the table opened the file (play test)
        board.view.viewport().installEventFilter(self)
        board.view.installEventFilter(self)  # Enter passes the screen after a look, from it too
        board.view.key_taken.connect(self._on_table_key_taken)
        board.action_chosen.connect(self._on_action_chosen)
        board.ending_finished.connect(self._on_ending_finished)
        board.turn_began.connect(self._place_turn_words)  # the mark waited while a move landed
        bar = board.widget().findChild(TableBar)
        if bar is not None:
            bar.back_button.clicked.connect(self._leave_history)
        board.reading.connect(lambda reading: self.controller.set_paused(reading, "reading"))
        # the foot bar names the deal read, then the next deal's mover (``mover_task``)
        board.reading.connect(lambda _reading: self._update_turn_label())
        board.status_message.connect(self._say_about_table)
        board.status_over.connect(self._unsay_about_table)
        board.view.said_at_pointer.connect(self._keep_off_the_line)
        for entry in board.view_entries():
            self.view_menu.insertAction(self.actions_by_name["results"], entry)
        self._enable_view_entries()
        self.controller.tell_moves_as(board)
        self._apply_board_settings()

    def _enable_view_entries(self) -> None:
        """The board's View entries (``GameBoard.view_entries``) work while the table is in
        sight, never over the hand-off page: they open a person's own knowledge."""
        if self.board is not None:
            shown = self.table.currentWidget() is self.board_page
            for entry in self.board.view_entries():
                entry.setEnabled(shown)

    def _apply_board_settings(self) -> None:
        apply = getattr(self.board, "apply_settings", None)
        if callable(apply):
            apply(self.settings)

    def close_game(self) -> None:
        """Back to the start screen (the autosave keeps the game for "Resume")."""
        if not self._confirm_leave(then=self.close_game):
            return
        self._keep_resume_file()
        self._note_play_left()
        self._close_end_dialog()
        self.controller.stop()
        self._drop_board()
        self._tie_to_file(None)
        # the start screen has no moves to list; the next game brings the history back
        self._history_reopens = not self.history_dock.isHidden()
        self.history_dock.hide()
        self.move_log_dock.hide()
        self._update_title()
        self._on_thinking(False)
        self._update_turn_label()
        self.show_start_screen()

    def _confirm_leave(self, then: Callable[[], object]) -> bool:
        """Closing the game or quitting leaves it to the autosave, for "Resume". When the
        autosave cannot be written, that would lose the game: offer to save it first (``then``:
        see ``_confirm_discard``)."""
        if self.controller.session is None:
            return True
        self.flush_autosave()
        if not self._autosave_failed:
            return True
        # why Quit asks, where it asks nothing while the autosave keeps the game
        why = self.tr(
            "The autosave could not be written: unless you save, this game's last moves are lost."
        )
        return self._confirm_discard(then, replaced=False, why=why)

    def _confirm_discard(
        self,
        then: Callable[[], object],
        opening: Path | None = None,
        lacking: str = "",
        replaced: bool = True,
        why: str = "",
    ) -> bool:
        """Before replacing a game with unsaved moves, offer to save it. ``then`` does again
        what the player asked for (leave, open, start): when the save fails, the player is
        asked for another place once the reason is read, and a save there goes on with it.
        ``opening``: the file about to be opened, if that is what replaces it, ``lacking`` what
        of it cannot be read (``_lacking``), said with the question; ``replaced``: another
        game takes its place (not only left for Resume), which gives up a counted solo game
        (``_given_up_note``); ``why``: why it is asked, said under the question. A finished game
        is offered too when it has a file that lacks its end (the file kept the game a move
        before its end, the end only in the autosave the next game replaced)."""
        session = self.controller.session
        if session is None:
            return self._confirm_replace_resumable(then, opening, lacking)
        if not self.dirty and self._changed_elsewhere():
            return self._confirm_leave_overwritten(then)
        if not self.dirty or (session.is_over() and self.save_path is None):
            return True
        if session.is_over():
            assert self.save_path is not None
            question = self.tr("Save the end of the game in {name} before leaving it?").format(
                name=i18n.file_name_text(self.save_path)
            )
            assert self.created is not None  # set with every game on the table
            return self._save_end_first(
                question,
                session,
                self.created,
                lambda: self.save(then),
                solo_by_person(self.controller.seats),
            )
        elif opening is not None:
            # a save handed over by another launch may come unlooked-for: say which
            question = self.tr("Save the game in progress before opening {name}?").format(
                name=i18n.file_name_text(opening)
            )
            question = f"{question}\n\n{lacking}" if lacking else question
            self._lacking_asked = lacking
        elif self.save_path is not None:
            # the file Save writes, as the other questions name it (play tester 183)
            question = self.tr("Save the game in progress in {name} before leaving it?").format(
                name=i18n.file_name_text(self.save_path)
            )
        else:
            question = self.tr("Save the game in progress before leaving it?")
        question = f"{question}\n\n{why}" if why else question
        if replaced:
            assert self.created is not None  # set with every game on the table
            note = self._given_up_note(session, self.created, self.controller.seats)
            question = f"{question}\n\n{note}" if note else question
        return self._save_first(self.tr("Unsaved game"), question, lambda: self.save(then))

    def _given_up_note(self, session: Session, created: datetime, seats: Sequence[Seat]) -> str:
        """What leaving a person's counted solo game for another does to it
        (``give_up_solo``), said with the question that lets it go: a rank chaser left games
        unaware that they were listed as given up. "" for any other game."""
        if not solo_by_person(seats) or not would_give_up(load_records(), session, created):
            return ""
        return self.tr(
            "This solo game counts toward your results: left now for another game, it is listed"
            " as given up, with no score, unless it is played on from a save."
        )

    def _save_end_first(
        self,
        question: str,
        session: Session,
        created: datetime,
        save: Callable[[], bool],
        solo: bool,
    ) -> bool:
        """Save the end of a finished game in its file, which holds it from before its end?
        Keeping the file as it is is the default: a reflex Enter wrote the end over the
        player's mid-game save, which nothing brings back (play test); the end was seen (and
        a ``solo`` end recorded). Answered once for that end, it is not asked again: each New
        Game cancelled, then the next, asked it anew (play test). A solo end in the records
        loses nothing: its result is kept, and a game played on from its file is a replay;
        asked, a rank chaser was stopped before each new game (French play test)."""
        end = (_game_key(session, created), saved_log(session))
        if end == self._end_answered or (solo and is_recorded(session, created)):
            return True
        answer = question_with_labels(
            self,
            self.tr("Unsaved game"),
            question,
            QMessageBox.StandardButton.Save
            | QMessageBox.StandardButton.Discard
            | QMessageBox.StandardButton.Cancel,
            QMessageBox.StandardButton.Discard,
            {QMessageBox.StandardButton.Discard: self.tr("Keep the file as it is")},
        )
        if answer == QMessageBox.StandardButton.Save:
            if not self._save_before_leaving(save):
                return False
        elif answer != QMessageBox.StandardButton.Discard:
            return False
        self._end_answered = end
        return True

    def _save_first(
        self,
        title: str,
        question: str,
        save: Callable[[], bool],
        default: QMessageBox.StandardButton = QMessageBox.StandardButton.Save,
    ) -> bool:
        """Save, Discard or Cancel, before a game is left: True when the game may go (saved
        by ``save``, or given up). ``default``: the button Enter presses."""
        answer = QMessageBox.question(
            self,
            title,
            question,
            QMessageBox.StandardButton.Save
            | QMessageBox.StandardButton.Discard
            | QMessageBox.StandardButton.Cancel,
            default,
        )
        if answer == QMessageBox.StandardButton.Save:
            return self._save_before_leaving(save)
        return answer == QMessageBox.StandardButton.Discard

    def _save_before_leaving(self, save: Callable[[], bool]) -> bool:
        """``save`` the game about to be left, the file it went to kept to be said over the
        page that follows (``_news_of_game_left``): that page cleared "Game saved in …" at
        once, and the status bar showed only the keyboard's tip, as if Save had done nothing
        (play tester 182)."""
        self._written = None
        if not save():
            return False
        self._left_saved_in = self._written
        return True

    def _news_of_game_left(self) -> list[str]:
        """That the game just left was saved, and where (``_save_before_leaving``): said
        once, over the page that follows."""
        left, self._left_saved_in = self._left_saved_in, None
        if left is None:
            return []
        return [
            self.tr("The game you left is saved in {name}.").format(name=i18n.file_name_text(left))
        ]

    def _confirm_leave_overwritten(self, then: Callable[[], object]) -> bool:
        """The game was saved, but its file has been written over since (another Bouquet saved
        another game there): leaving it, its moves would be lost with nothing asked, as the
        title showed it saved (play test). Offer to save it elsewhere."""
        assert self.save_path is not None
        question = self.tr(
            "{name} was written by another program, or another Bouquet, since this game was"
            " saved there: it no longer holds this game. Save this game in another file before"
            " leaving it?"
        ).format(name=i18n.file_name_text(self.save_path))
        return self._save_first(self.tr("File changed"), question, lambda: self.save_as(then))

    def _confirm_replace_resumable(
        self, then: Callable[[], object], opening: Path | None = None, lacking: str = ""
    ) -> bool:
        """With no game on the table, the autosave may hold the only copy of an unfinished
        game (closed, or left when the app quit): the next game would overwrite it, so offer
        to save it first; into its own file, if it has one. Opening that file goes back to it
        as saved, and is asked as such (``opening``). A finished game whose file lacks its end
        is offered too, as on the table (after a restart its end was lost unasked). ``lacking``:
        what of the file opened cannot be read, said with the question."""
        if opening is not None and paths.is_autosave(opening):
            return True  # the game to resume is the one opened
        if self._resume_file() is not None:
            return True  # the game to resume is in its file, the autosave behind it
        self.flush_autosave()
        try:
            saved = read_save(paths.autosave_path())
        except SaveError:
            return True  # no autosave, or one that cannot be resumed anyway
        if saved.session.cursor == 0:
            return True
        tie = paths.autosave_file()
        found = self._saved_file_of(saved.session, saved.created, tie)
        if found is not None and saved_log(found[1]) == saved_log(saved.session):
            return True  # its file holds it move for move: nothing to lose
        own_file = None if found is None else found[0]
        over = saved.session.is_over()
        if over and own_file is None:
            return True  # a finished game without a file is left, as from the table
        if own_file is not None and opening is not None and paths.same_file(opening, own_file):
            return self._ask_revert(own_file, ended=over, solo=solo_by_person(saved.seats))
        stamp = None if tie is None else tie.stamp
        if over:
            assert own_file is not None
            # the game was left already: "before leaving it" puzzled a player who had closed
            # it and then started another (play test)
            # "the next game replaces its end" read as a riddle (French play test): what is
            # lost, and when, in plain words
            question = self.tr(
                "The game saved in {name} went on to its end after it was saved. Only the last"
                " game is kept to resume, so its end is lost once another game opens. Save"
                " the end in {name}?"
            ).format(name=i18n.file_name_text(own_file))
            return self._save_end_first(
                question,
                saved.session,
                saved.created,
                lambda: self._save_resumable(saved, then, own_file, stamp),
                solo_by_person(saved.seats),
            )
        title = self.tr("Unfinished game")
        if opening is not None:
            # a file opened (by the desktop, or forwarded to the running app) was asked about
            # as "another game", as a new game is: the person opens a file, and it is named
            # (play tester, session 58)
            replaces = self.tr(
                "Opening {opened} replaces the unfinished game you can resume:\n{game}"
            ).format(opened=i18n.file_name_text(opening), game=self._summary(saved))
        else:
            replaces = self.tr(
                "Another game replaces the unfinished game you can resume:\n{game}"
            ).format(game=self._summary(saved))
        if own_file is not None:
            # "Save" wrote its file with no word of which (play test)
            save = self.tr("Save it in {name} first?").format(name=i18n.file_name_text(own_file))
        else:
            save = self.tr("Save it first?")
        question = f"{replaces}\n{save}"
        note = self._given_up_note(saved.session, saved.created, saved.seats)
        question = "\n\n".join(part for part in (question, lacking, note) if part)
        self._lacking_asked = lacking
        return self._save_first(
            title, question, lambda: self._save_resumable(saved, then, own_file, stamp)
        )

    def _save_resumable(
        self,
        saved: SavedGame,
        then: Callable[[], object],
        own_file: Path | None = None,
        stamp: str | None = None,
    ) -> bool:
        """Save the autosaved game into its own file (``own_file``, as ``stamp`` says it was
        when the game was last saved there), else where the player says, without bringing it
        back to the table they left (``then``: see ``_on_reason_read``). Asked for a place, a
        game with a file had its moves since saved into a new file, apart from the rest. A
        file another Bouquet wrote since is asked about, as Save asks: it was written over
        unasked (play test)."""
        path = own_file
        if path is not None and _changed_since(path, stamp):
            replace = self._may_overwrite_changed(path, _game_key(saved.session, saved.created))
            if replace is None:
                return False
            path = path if replace else None
        path = path or self._ask_save_path(saved.session.game.info.id, own_file)
        if path is None:
            return False
        if self._write(path, saved.session, saved.seats, saved.created):
            # the autosaved game's file from now on: nothing is left to lose (a read-only
            # profile only asks again)
            with contextlib.suppress(OSError):
                paths.write_autosave_file(paths.autosave_file_text(path, paths.file_stamp(path)))
            return True
        self._on_reason_read(lambda: self._save_resumable(saved, then), then)
        return False

    @staticmethod
    def _saved_file_of(
        session: Session, created: datetime, tie: paths.AutosaveFile | None
    ) -> tuple[Path, Session] | None:
        """The file the autosaved game (``session``, begun at ``created``) was last opened
        from or saved to (``tie``, read before the game is opened: its autosave names no file
        yet), if it still holds that game: its path and the game as it holds it (this game may
        have gone on from it, taken its last moves back, or taken them back and played
        others). None when no file holds it: a file moved or deleted since leaves the game
        unsaved, not tied to an older copy."""
        if tie is None:
            return None
        try:
            other = read_save(tie.path)
        except SaveError:
            return None
        if _game_key(other.session, other.created) != _game_key(session, created):
            return None
        return tie.path, other.session

    # -- files --------------------------------------------------------------------------
    def _files_folder(self) -> Path:
        """Where Open and Save start: the current game's folder, else the folder of the game
        last opened or saved (a new game's Save started in the saves folder again, away from
        the folder the player had just used), else the saves folder, made if need be. Before
        the first save Open started in the folder above it, with the missing folder's name
        typed in and the autosave file listed."""
        recent = paths.recent_files()
        if self.save_path:
            folder = self.save_path.parent
        elif recent:
            folder = recent[0].parent
        else:
            folder = paths.saves_dir()
        try:
            folder.mkdir(parents=True, exist_ok=True)
        except OSError:
            return Path.home()  # the saves folder cannot be made here: the dialog still opens
        return folder

    def open_dialog(self) -> None:
        """The file is chosen and read first: asked before, a player saved or dropped the game
        in progress for a file that then turned out damaged, or was not chosen at all."""
        name = file_dialog.choose_file(
            self,
            self.tr("Open saved game"),
            str(self._files_folder()),
            self.tr("Bouquet games (*{suffix});;All files (*)").format(suffix=SAVE_SUFFIX),
            saving=False,
        )
        if name:
            self.open_given_file(Path(name))

    def open_given_file(self, path: Path) -> bool:
        """A save chosen in File > Open or named on the command line (a double-click in the
        file manager): once it is read and can be played, an unfinished game it would
        replace is offered to be saved first."""
        saved = self._read_to_open(Path(path))
        return saved is not None and self._open_read(saved, Path(path))

    def _open_read(self, saved: SavedGame, path: Path) -> bool:
        """Open ``saved``, read from ``path``, once a solo replay is told (``_confirm_replay``)
        and the game it replaces may go. Another game's file is decided on first, then the
        game in progress: "Save the game first?" came before "A replay… Open it?", and a
        player saved a game for a file then left unopened (play tester 154). The game's own
        file is asked of first as going back, which is what opening it does."""

        def show() -> bool:
            return self._show_saved(saved, path)

        self._lacking_asked = ""
        if self._is_own_file(path):
            return self._confirm_revert(path) and self._confirm_replay(saved) and show()
        return (
            self._confirm_replay(saved)
            and self._confirm_discard(then=show, opening=path, lacking=self._lacking(saved))
            and show()
        )

    def _lacking(self, saved: SavedGame) -> str:
        """What the game read from a file lacks, said with the question that gives up the game
        in progress for it (``_confirm_discard``): a player gave up theirs for a file of which
        no move could be read, told so only once it had opened (play tester, session 55). Said
        as the file's warning says it, which move is refused and why: "only 50 of the 60002
        moves" before it, and "Move 51 in the file, in turn 26, …" after it, told one event
        twice (play tester 183). "" when every move reads."""
        if not saved.moves_left_out or saved.warning is None:
            return ""
        return tr_note(saved.warning, [seat.name for seat in saved.seats])

    def open_given_files(self, saves: Sequence[Path]) -> None:
        """Saves named on the command line (a file manager opening several at once): one game
        is on the table at a time, so the first that can be read opens, and the player is told
        which were not opened, rather than see nothing happen to them. One that cannot be read
        says why and the next is tried: an empty file named first left the good one after it
        unopened, under a note that covered the error (play test)."""
        left_out: Sequence[Path] = ()
        refused: list[tuple[Path, str, str]] = []
        for index, path in enumerate(saves):
            saved = self._read_to_open(Path(path), refused)
            if saved is not None:
                opened = self._open_read(saved, Path(path))
                # one the player chose not to open (Cancel on replacing the game) is named
                # with the others not opened (play test); alone, it is not named at all: "one
                # game at a time: it was not opened" read as a limit that had stopped them
                # (play test)
                after = saves[index + 1 :]
                left_out = after if opened else saves[index:] if after else ()
                break
        self._show_refusals(refused)
        if not left_out:
            return
        if i18n.singular(len(left_out)):
            text = self.tr("Bouquet opens one saved game at a time: {name} was not opened.")
            text = text.format(name=i18n.file_name_text(left_out[0]))
        else:
            text = self.tr("Bouquet opens one saved game at a time: {names} were not opened.")
            text = text.format(names=", ".join(i18n.file_name_text(path) for path in left_out))
        self._show_note(self.tr("One game at a time"), text)

    def take_hand_off(self, saves: list[Path]) -> None:
        """A later launch of Bouquet handed over the saves of its command line
        (``desktop.single_instance``): the window comes forward and opens them, once no dialog
        is open (a setup or a question under way decides first, as it would for File > Open)."""
        self._bring_forward()
        self._handed_off.append(saves)
        self._open_handed_off()

    def _open_handed_off(self) -> None:
        """Open the saves handed over, in the order they came, each once no dialog is open.
        Saves that waited for a dialog ask before they replace a game it may have begun (a
        new game the player had just set up went at once, unasked)."""
        while self._handed_off:
            if QApplication.activeModalWidget() is not None:
                self._hand_off_waited = True
                self._hand_off_retry.start()
                return
            saves = self._handed_off.pop(0)
            if self._hand_off_waited and saves and not self._replace_for(saves):
                continue
            self.open_given_files(saves)
        self._hand_off_waited = False

    def _replace_for(self, saves: Sequence[Path]) -> bool:
        """May the first of ``saves`` that can be opened, handed over while a dialog was
        open, replace the game on the table? A game with unsaved moves is asked about as any
        game is (``_confirm_discard``). None can be opened: nothing is asked, and opening them
        says why (a damaged file was asked about first, play test)."""
        session = self.controller.session
        if session is None or session.is_over() or self.dirty:
            return True
        path = next((path for path in saves if self._read_to_open(path, []) is not None), None)
        if path is None:
            return True
        answer = QMessageBox.question(
            self,
            self.tr("Open a saved game"),
            self.tr("Open {name} in place of the game on the table?").format(
                name=i18n.file_name_text(path)
            ),
            QMessageBox.StandardButton.Open | QMessageBox.StandardButton.Cancel,
            QMessageBox.StandardButton.Open,
        )
        return answer == QMessageBox.StandardButton.Open

    def _bring_forward(self) -> None:
        """Show the window over the others, out of the task bar if it was minimised (a desktop
        may only flash its entry: some refuse to let a window take the focus by itself)."""
        self.setWindowState(self.windowState() & ~Qt.WindowState.WindowMinimized)
        self.show()
        self.raise_()
        self.activateWindow()

    def _is_own_file(self, path: Path) -> bool:
        """Is ``path`` the file the game on the table is saved to?"""
        if self.save_path is None or self.controller.session is None:
            return False
        return paths.same_file(path, self.save_path)

    def _confirm_revert(self, path: Path) -> bool:
        """Opening the game's own file goes back to its saved version: "Save first?" wrote the
        moves since over that version, and the table then showed a game the file no longer
        held. The moves since are lost, so the player is asked; also when they ended the game
        (its end was thrown away unasked)."""
        session = self.controller.session
        if not self.dirty or session is None:
            return True
        return self._ask_revert(
            path, ended=session.is_over(), solo=solo_by_person(self.controller.seats)
        )

    def _confirm_replay(self, saved: SavedGame) -> bool:
        """A person's solo game opened from a save behind where it was played to (or a deal
        played before by another play) ends as a replay: said before play, whatever the
        file's name. Only the game's own file said so, and a copy's end was marked a replay
        with no word before (play tester 137). Of a play that ended since, going back to its
        save says so already (``_ask_revert``). True to open it."""
        if not solo_by_person(saved.seats):
            return True
        left = self._note_play_left()  # it may be that very play, further on
        key = _game_key(saved.session, saved.created)
        ended = left is not None and left.session.is_over()
        if ended and left is not None and _game_key(left.session, left.created) == key:
            return True
        replay = replay_ahead(load_records(), saved.session, saved.created)
        if replay is None:
            return True
        if replay == "code":
            question = self.tr(
                "You played this code before, so its cards to come are known: played on from"
                " this save, the game ends as a replay, not counted. Open it?"
            )
        else:
            question = self.tr(
                "This solo game was played further before, so its cards to come are known:"
                " played on from this save, it ends as a replay, not counted. Open it?"
            )
        answer = QMessageBox.question(
            self,
            self.tr("A replay"),
            question,
            QMessageBox.StandardButton.Open | QMessageBox.StandardButton.Cancel,
            QMessageBox.StandardButton.Open,
        )
        return answer == QMessageBox.StandardButton.Open

    def _ask_revert(self, path: Path, ended: bool = False, solo: bool = False) -> bool:
        """Open ``path``, the saved version of a game with moves made since, losing them? Of a
        game ``ended`` since, its end is what is left ("lose the moves made since" puzzled a
        player whose game was over, play test); a person's ``solo`` end stays recorded, and
        the game played on from its save ends as a replay (``solo_records.replay_of``)."""
        name = i18n.file_name_text(path)
        if ended and solo:
            question = self.tr(
                "{name} holds this game as it was saved, before its end. Its end stays in your"
                " solo results; played on from the save, the game ends as a replay, not"
                " counted. Open the save?"
            )
        elif ended:
            question = self.tr(
                "{name} holds this game as it was saved, before its end. Open it and leave the end?"
            )
        else:
            question = self.tr(
                "{name} holds this game as it was saved. Open it and lose the moves made since?"
            )
        answer = QMessageBox.question(
            self,
            self.tr("Go back to the saved game"),
            question.format(name=name),
            QMessageBox.StandardButton.Open | QMessageBox.StandardButton.Cancel,
            QMessageBox.StandardButton.Cancel,
        )
        return answer == QMessageBox.StandardButton.Open

    def open_file(self, path: Path, autosave: bool = False) -> bool:
        """Load a save; on any problem show why and leave everything as it was."""
        saved = self._read_to_open(Path(path))
        return saved is not None and self._show_saved(saved, Path(path), autosave)

    def _read_to_open(
        self, path: Path, refusals: list[tuple[Path, str, str]] | None = None
    ) -> SavedGame | None:
        """The save at ``path``, if it can be played here; else None, once the player was
        shown why, or with why added to ``refusals`` (path, reason, details), to be shown
        with the others of several saves named at once (``_show_refusals``)."""

        def refuse(reason: str, details: str = "") -> None:
            if refusals is None:
                self._show_refusals([(path, reason, details)])
            else:
                refusals.append((path, reason, details))

        if safe_check(path.is_dir):  # named on the command line, or dropped
            # said as every other file that cannot be opened: its name quoted, where it is
            # behind the details (the whole path, unquoted, read as another kind of message)
            refuse(self.tr("It is a folder, not a saved game."), str(path))
            return None
        try:
            saved = read_save(path)
        except SaveError as error:
            # the player reads what is wrong in their language; the technical finding stays
            # behind "Show Details…" for a bug report
            refuse(tr_note(error.note, ()), self._technical(error.detail))
            return None
        game = saved.session.game
        if games_module.board_class(game.info.id) is None:
            refuse(
                self.tr("{game} cannot be played in this version yet.").format(
                    game=tr_engine(game.info.name)
                )
            )
            return None
        return saved

    def _technical(self, detail: str) -> str:
        """A file's technical finding as "Show Details…" gives it, headed as what it is: in
        French or German, its English read as the message left untranslated (play tester
        154)."""
        if not detail:
            return ""
        heading = self.tr("Technical details, in English, for a bug report:")
        return f"{heading}\n{detail}"

    def _show_refusals(self, refusals: Sequence[tuple[Path, str, str]]) -> None:
        """Why saves could not be opened, in one box: each box replaced the one before, and of
        two bad saves named at once only the second's reason was seen (play test)."""
        if not refusals:
            return
        if len(refusals) == 1:
            path, reason, details = refusals[0]
            title = self.tr("Cannot open {name}").format(name=i18n.file_name_text(path))
            self.show_error(title, reason, details=details)
            return
        reasons = [
            self.tr("{name}: {reason}").format(name=i18n.file_name_text(path), reason=reason)
            for path, reason, _details in refusals
        ]
        found = [f"{path}: {details}" for path, _reason, details in refusals if details]
        self.show_error(
            self.tr("Cannot open these saved games"), "\n".join(reasons), "\n".join(found)
        )

    def _show_saved(self, saved: SavedGame, path: Path, autosave: bool = False) -> bool:
        """Put a read save on the table (``autosave``: the game to resume, not a file of the
        player's). A file read without part of it (``warning``) is no longer the game's file:
        Save asks where, so that the file is not overwritten unasked (Ctrl+S after a move wrote
        over a save whose moves taken back were damaged, and they were gone, play test)."""
        damaged = saved.warning is not None
        # the autosave named as a file (on the command line, in Open) is the game to resume,
        # not a save of the player's: opened as one, the next game wrote over it unasked, and
        # Open Recent listed it (play test)
        autosave = autosave or paths.is_autosave(path)
        kept = None
        if autosave and damaged:
            # the game begun autosaves at once: the moves it left out were gone everywhere
            # (play test). The file as it was is kept, as a damaged autosave is
            kept = paths.set_aside_damaged(path)
        self._begin(
            saved.session,
            saved.seats,
            save_path=None if autosave or damaged else path,
            created=saved.created,
        )
        if autosave or damaged:
            self.controller.mark_unsaved()
        else:
            paths.add_recent_file(path)
        self._update_title()
        if saved.newer_app is not None:
            self.statusBar().showMessage(
                self.tr(
                    "{name} was saved by Bouquet {version}, newer than this one ({ours}): every"
                    " move in it is allowed here, and it opened as it was saved."
                ).format(name=i18n.file_name_text(path), version=saved.newer_app, ours=APP_VERSION)
            )
        asked, self._lacking_asked = self._lacking_asked, ""
        if kept is None and asked and asked == self._lacking(saved):
            return True  # the question that let the game in progress go said it
        if saved.warning is not None:
            # a seat named as a new game names it is named by its name ("Joueur 2")
            said = tr_note(saved.warning, self.controller.seat_names())
            if kept is not None and kept != path:
                said += " " + self.tr("The file as it was is kept as {name}.").format(
                    name=i18n.path_text(kept)
                )
            if saved.warning == NAMES_CUT:
                title = self.tr("{name} opened with a name shortened")
            elif saved.warning == names_given(saved.warning.seats):
                title = self.tr("{name} opened with a missing name filled in")
            elif saved.warning == names_told_apart(saved.warning.seats):
                title = self.tr("{name} opened with a shared name told apart")
            elif saved.warning == READ_AS_WINDOWS_TEXT:
                title = self.tr("{name} opened as Windows text")
            else:
                title = self.tr("{name} opened without part of it")
            self.show_error(
                title.format(name=i18n.file_name_text(path)),
                said,
                details=self._technical(saved.warning_detail),
            )
        return True

    def _play_left(self) -> SavedGame | None:
        """The game a new one replaces: the one on the table, else the autosave's."""
        session = self.controller.session
        if session is not None:
            assert self.created is not None  # set with every game on the table
            return SavedGame(session, tuple(self.controller.seats), self.created)
        self.flush_autosave()
        try:
            return read_save(paths.autosave_path())
        except SaveError:
            return None

    def _note_play_left(self) -> SavedGame | None:
        """Keep in the solo records how far the solo play about to be left went
        (``solo_records.note_play``): the one on the table, else the autosave's, which a
        crash left unnoted. Noted once for each point it reached. A computer's solo play is
        noted too, as a play of its deal, never its score: watched to its end, the deal
        played then by the person counted as a first play (play tester 148). Returns the
        game left."""
        left = self._play_left()
        if left is None or not solo_play(left.seats):
            return left
        reached = (_game_key(left.session, left.created), cards_shown(left.session))
        if reached != self._play_noted:
            note_play(left.session, left.created)
            self._play_noted = reached
        return left

    def resume_autosave(self) -> bool:
        """Resume the autosaved game, still tied to the file it was saved to (its title shows
        the file, and Save writes there), with the moves played since marked unsaved."""
        self.flush_autosave()
        resume_file = self._resume_file()
        if resume_file is not None:
            return self._show_saved(resume_file[1], resume_file[0])
        # read first: the game opened autosaves at once, naming no file yet (Resume lost the
        # game's file, play test)
        tie = paths.autosave_file()
        path = paths.autosave_path()
        saved = self._read_to_open(path)
        if saved is None or not self._show_saved(saved, path, autosave=True):
            return False
        if saved.warning is not None:
            # opened without part of it, the game is no longer its file's: tied to it, Save
            # wrote the cut-down game over the whole one (play test). That file is as it was,
            # which nothing said
            if tie is not None and safe_check(tie.path.is_file):
                self.statusBar().showMessage(
                    self.tr("{name} is as it was saved: File › Open opens it.").format(
                        name=i18n.file_name_text(tie.path)
                    )
                )
            return True
        session, created = self.controller.session, self.created
        found = (
            None
            if session is None or created is None
            else self._saved_file_of(session, created, tie)
        )
        if found is not None and tie is not None:
            self._tie_to_file(found[0], tie.stamp)
            self.controller.mark_saved(found[1])
            self._update_title()
            self.autosave()  # and the autosave names it again
        return True

    def save(self, then: Callable[[], object] | None = None) -> bool:
        """Save to the game's file, else where the player says (``then``: see
        ``_on_reason_read``)."""
        if self.save_path is None:
            return self.save_as(then)
        saved_to = self.save_path
        if _marked_read_only(saved_to):
            return self._save_elsewhere_than_read_only(saved_to) and self.save_as(
                then, tried=saved_to
            )
        session = self.controller.session
        if self._changed_elsewhere() and session is not None and self.created is not None:
            replace = self._may_overwrite_changed(self.save_path, _game_key(session, self.created))
            if replace is None:
                return False
            if not replace:
                return self.save_as(then)
        if safe_check(lambda: not saved_to.parent.is_dir()):
            # its folder moved or renamed: Save made the folder again for the one game in it
            # (play test). One the system will not tell of is tried: the write says why not
            self.statusBar().showMessage(
                self.tr("The folder of {name} is no longer there: choose where to save.").format(
                    name=i18n.file_name_text(self.save_path)
                ),
                10000,
            )
            return self.save_as(then, tried=self.save_path)
        gone = self._file_stamp is not None and safe_check(lambda: not saved_to.exists())
        if self.save_to(self.save_path):
            if gone:
                # moved away while the game was open, the file came back at its old place
                # with nothing said (play test)
                self.statusBar().showMessage(
                    self.tr(
                        "{name} was no longer in its folder (moved, renamed or deleted): the"
                        " game is saved there again. File › Save As… saves it elsewhere."
                    ).format(name=i18n.file_name_text(self.save_path)),
                    10000,  # not left to say so after a later Save was cancelled (play test)
                )
            return True
        self._on_reason_read(lambda: self.save_as(then), then)
        return False

    def save_as(self, then: Callable[[], object] | None = None, tried: Path | None = None) -> bool:
        """Save where the player says (``then``: see ``_on_reason_read``), the dialog opening
        on the file just ``tried`` when a save failed: it opened on the game's name again, the
        name typed and its folder lost (play test)."""
        session = self.controller.session
        if session is None:
            return False
        path = self._ask_save_path(session.game.info.id, tried or self.save_path)
        if path is None:
            return False
        if paths.is_autosave(path):
            # Bouquet rewrites it after every move: saved there, the game became the player's
            # file, and the next new game wrote over it unasked (play test)
            self.show_error(
                self.tr("Cannot save {name}").format(name=i18n.file_name_text(path)),
                self.tr(
                    "Bouquet keeps the game in progress in this file and rewrites it after"
                    " every move. Choose another name."
                ),
            )
        elif self.save_to(path):
            return True
        # asked again on the name just tried, unless it is the autosave's, refused again
        retried = None if paths.is_autosave(path) else path
        self._on_reason_read(lambda: self.save_as(then, retried), then)
        return False

    def _on_reason_read(self, retry: Callable[[], bool], then: Callable[[], object] | None) -> None:
        """A save failed, and the reason on screen says to choose another place: once it is
        read, ``retry`` asks for one, and ``then`` (what the save was asked for, such as
        leaving the game) follows a save that works."""
        if self.message_box is None:
            return

        def again(_result: int) -> None:
            if retry() and then is not None:
                then()

        self.message_box.finished.connect(again)

    def _ask_save_path(self, game_id: str, current: Path | None = None) -> Path | None:
        """Where to save a game of ``game_id`` (None: the player cancelled), proposing its
        ``current`` file, if it has one, as Save As does elsewhere (it proposed the game's
        name, and a player who only wanted another folder lost the file's name)."""
        proposed = current or self._files_folder() / f"{game_id}{SAVE_SUFFIX}"
        if proposed.parent == self._refused_folder:
            # the folder just refused the game: proposed again, Save failed again and again
            proposed = paths.saves_dir() / proposed.name
        while True:
            name = file_dialog.choose_file(
                self,
                self.tr("Save game"),
                str(proposed),
                self.tr("Bouquet games (*{suffix})").format(suffix=SAVE_SUFFIX),
                saving=True,
            )
            if not name:
                return None
            path = Path(name)
            if path.suffix != SAVE_SUFFIX:
                path = path.with_name(path.name + SAVE_SUFFIX)
            # the autosave is refused, not first asked about ("Replace it?", then refused,
            # play test)
            if paths.is_autosave(path) or not safe_check(path.is_file):
                return path
            if _marked_read_only(path):
                if not self._save_elsewhere_than_read_only(path):
                    return None
            elif self._may_replace(path):
                return path
            proposed = path  # "No": the dialog again, where the player was

    def _save_elsewhere_than_read_only(self, path: Path) -> bool:
        """A file marked read-only is left as it is (``_marked_read_only``): is the game to be
        saved under another name (True), or not saved (False)?"""
        answer = question_with_labels(
            self,
            self.tr("Read-only file"),
            self.tr(
                "{name} is read-only: Bouquet leaves it as it is. Save under another name?"
            ).format(name=i18n.file_name_text(path)),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.Cancel,
            QMessageBox.StandardButton.Yes,
            {QMessageBox.StandardButton.Yes: self.tr("Save As…")},
        )
        return answer == QMessageBox.StandardButton.Yes

    def _may_replace(self, path: Path) -> bool:
        """May the game replace the file at ``path``? Asked here, of the name the game will
        really have: the file dialog asked of the name as typed, so "notes.txt" asked to
        replace notes.txt and wrote notes.txt.bouquet, and a file that is no saved game was
        asked about as any other (play test)."""
        name = i18n.file_name_text(path)
        try:
            held = read_save(path)
        except SaveError as error:
            question = self.tr(
                "{name} already exists, and it is not a game Bouquet can open: {reason}\n\n"
                "Replace it with this game?"
            ).format(name=name, reason=tr_note(error.note, ()))
        else:
            # the game it holds, named as "File changed" names it: a player could not tell
            # which game Yes would lose (play test)
            question = self.tr(
                "{name} already exists. It holds:\n{game}\n\nReplace it with this game?"
            ).format(name=name, game=self._summary(held))
        answer = QMessageBox.question(
            self,
            self.tr("Replace file"),
            question,
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            QMessageBox.StandardButton.No,
        )
        return answer == QMessageBox.StandardButton.Yes

    def save_to(self, path: Path) -> bool:
        session = self.controller.session
        if session is None or not self._write(path, session, self.controller.seats, self.created):
            return False
        self._tie_to_file(path)
        self.controller.mark_saved()
        self._update_title()
        self.autosave()  # which file it is tied to now goes with it (``paths.autosave_file``)
        return True

    def _tie_to_file(self, path: Path | None, stamp: str | None = None) -> None:
        """The game's file from now on (None: it has none), as it is now on disk, or as it
        was when this game was last read from it or written to it (``stamp``, a resumed
        game's: another Bouquet may have written it since). Kept whole: a name given on
        the command line relative to its folder was lost to a Bouquet started elsewhere
        (play test)."""
        self.save_path = None if path is None else Path(os.path.abspath(path))
        self._file_stamp = None if path is None else stamp or paths.file_stamp(path)

    def _changed_elsewhere(self) -> bool:
        """Was the game's file written since this window read or wrote it: by another
        Bouquet, another profile, a sync? It was replaced unasked, and the other game's moves
        were lost (play test). A file gone since is not: saving makes it again."""
        if self.save_path is None:
            return False
        return _changed_since(self.save_path, self._file_stamp)

    def _may_overwrite_changed(self, path: Path, game: tuple[object, ...]) -> bool | None:
        """Asked before a save writes over a file written elsewhere since: True replaces it,
        False saves elsewhere (Save As), None cancels. Another game in it is named: Replace
        then loses a whole game (play test)."""
        question = self.tr(
            "{name} was written by another program, or another Bouquet, since this game was"
            " last saved there or opened from it."
        ).format(name=i18n.file_name_text(path))
        try:
            held = read_save(path)
        except SaveError:
            held = None
        if held is not None and _game_key(held.session, held.created) != game:
            question += " " + self.tr("It now holds another game:\n{game}").format(
                game=self._summary(held)
            )
        box = QMessageBox(
            QMessageBox.Icon.Warning,
            self.tr("File changed"),
            question + "\n\n" + self.tr("Replace what it holds now with this game?"),
            QMessageBox.StandardButton.Cancel,
            self,
        )
        replace = box.addButton(self.tr("Replace"), QMessageBox.ButtonRole.DestructiveRole)
        elsewhere = box.addButton(self.tr("Save As…"), QMessageBox.ButtonRole.AcceptRole)
        box.setDefaultButton(elsewhere)
        box.exec()
        clicked = box.clickedButton()
        box.deleteLater()
        if clicked is replace:
            return True
        return False if clicked is elsewhere else None

    def _write(
        self, path: Path, session: Session, seats: tuple[Seat, ...], created: datetime | None
    ) -> bool:
        """Save a game to ``path``, or say in plain words why it could not be."""
        try:
            write_save(path, session, seats, created)
        except OSError as error:
            if not isinstance(error, IsADirectoryError) and error.errno != errno.ENAMETOOLONG:
                # the folder itself refused it (not the name): Save As starts elsewhere, as
                # reopened in /proc the dialog read a file that never ends and hung (play test)
                self._refused_folder = path.parent
            self.show_error(
                self.tr("Cannot save {name}").format(name=i18n.file_name_text(path)),
                self._why_not_written(error),
            )
            return False
        if path.parent == self._refused_folder:
            self._refused_folder = None  # it takes files again
        self._written = path
        paths.add_recent_file(path)
        self.statusBar().showMessage(
            self.tr("Game saved in {name}").format(name=i18n.file_name_text(path)), 4000
        )
        return True

    def _why_not_written(self, error: OSError, advice: bool = True) -> str:
        """A failed write in the player's words, with what to do when they chose the place
        (``advice``; an autosave's place is Bouquet's own); the system's text for the rare rest."""
        if isinstance(error, IsADirectoryError):
            why, then = self.tr("A folder has that name."), self.tr("Choose another name.")
        elif (
            isinstance(error, PermissionError)
            or error.errno == errno.EROFS
            or (isinstance(error, FileNotFoundError) and _folder_stands(error))
        ):
            # a folder that is there and takes no file (/proc) said it did not exist (play test)
            why, then = self.tr("Bouquet may not write there."), self.tr("Choose another folder.")
        elif isinstance(error, FileNotFoundError):
            why, then = (
                self.tr("That folder does not exist any more."),
                self.tr("Choose another one."),
            )
        elif error.errno in (errno.ENOSPC, errno.EDQUOT):
            # with what to do, as the others say it (play test)
            why, then = (
                self.tr("The disk is full."),
                self.tr("Free some space, or choose another folder."),
            )
        elif error.errno == errno.ENAMETOOLONG:
            why, then = self.tr("The name is too long."), self.tr("Choose a shorter name.")
        elif error.errno in (errno.ENOTDIR, errno.EEXIST):
            # the system's "File exists", in English, pointed the wrong way (play test)
            why, then = (
                self.tr("A file has the name of a folder on the way."),
                self.tr("Choose another folder."),
            )
        else:
            # the system's own words, in its language: a rare case, said as it is
            return self.tr("The system refused it: {reason}").format(
                reason=error.strerror or str(error)
            )
        return f"{why} {then}" if advice and then else why

    def _fill_recent_menu(self) -> None:
        self.recent_menu.clear()
        files = paths.recent_files()
        # each entry's number is its key, as a keyboard player has for every entry of a menu
        # (play tester 189): "&" in a file's name is no key, shown as written
        labels = self._recent_labels(files)
        for number, (path, label) in enumerate(zip(files, labels, strict=True), start=1):
            action = self.recent_menu.addAction(f"&{number} {label.replace('&', '&&')}")
            action.setToolTip(i18n.shown_path(str(path)))
            action.triggered.connect(lambda _=False, p=path: self._open_recent(p))
        if not files:
            empty = self.recent_menu.addAction(self.tr("No recent games"))
            empty.setEnabled(False)
        else:
            self.recent_menu.addSeparator()
            self.recent_menu.addAction(self.tr("&Clear List"), self._clear_recent)

    def _recent_labels(self, files: list[Path]) -> list[str]:
        """Each recent game's entry: its file's name, with its folder's where another entry has
        that name too (two "game.bouquet" looked alike), the whole folder if their folders'
        names are alike as well."""
        labels = []
        for path in files:
            twins = [other for other in files if other.name == path.name]
            if len(twins) == 1:
                labels.append(i18n.shown_path(path.name))
                continue
            alike = sum(other.parent.name == path.parent.name for other in twins) > 1
            folder = str(path.parent) if alike or not path.parent.name else path.parent.name
            label = self.tr("{name} (in {folder})").format(name=path.name, folder=folder)
            labels.append(i18n.shown_path(label))
        return labels

    def _open_recent(self, path: Path) -> None:
        # a file gone or damaged since the menu was filled is reported at once, before any
        # question about leaving the game on the table (which then stays as it is)
        self.open_given_file(path)

    def _clear_recent(self) -> None:
        paths.clear_recent_files()

    def autosave(self) -> None:
        """Write the game in progress to the autosave file (after every move, undo and redo).

        The JSON is made here; the atomic write with its fsync (10-20 ms on a slow disk) runs
        on a single background writer so the table never waits for the disk. Writes stay in
        order; a failure is reported as soon as the write ends (``autosave_written``): told
        at the next autosave, it came one to three moves late, or after the folder had been
        mended (play test).
        """
        session = self.controller.session
        if session is None:
            return
        self._report_autosave_failure()
        text = to_save_file(session, self.controller.seats, self.created).model_dump_json(indent=1)
        future = self._autosave_writer.submit(
            _write_autosave, text, paths.autosave_file_text(self.save_path, self._file_stamp)
        )
        self._autosave_future = future
        future.add_done_callback(self._on_autosave_written)

    def _on_autosave_written(self, _future: Future[None]) -> None:
        """On the writer's thread: hand the result to the window's (a queued signal)."""
        if shiboken6.isValid(self):
            self.autosave_written.emit()

    def _report_autosave_failure(self) -> None:
        """Say once that the latest autosave failed (a write still running, or one replaced
        by a later write, says nothing), or note that it worked again."""
        future = self._autosave_future
        if future is None or not future.done():
            return
        error = future.exception()
        if isinstance(error, OSError):
            if not self._autosave_failed:
                # said once, in a box: a line in the status bar went unseen, and a crash then
                # brought back an older game
                # where, said: "may not write there" named no place (play test)
                where = self.tr("The autosave is kept in {folder}.").format(
                    folder=paths.autosave_path().parent
                )
                self.show_error(
                    self.tr("Autosave failed"),
                    self.tr(
                        "{reason} Until it works again, the moves are not kept by themselves:"
                        " save the game (File > Save) to keep them."
                    ).format(reason=self._why_not_written(error, advice=False))
                    + " "
                    + where,
                    f"{paths.autosave_path()}: {error.strerror or error}",  # where "there" is
                    unasked=True,
                )
            self._autosave_failed = True
        else:
            self._autosave_failed = False
            self._set_resume_file("")  # the autosave holds the game as it is again
        # said once in a box, and for as long as it lasts in the status bar: once the box was
        # closed, nothing on screen said the moves went unkept (play test)
        self.autosave_label.setVisible(self._autosave_failed)

    def flush_autosave(self) -> None:
        """Wait until the last autosave is on disk (closing, tests)."""
        future = self._autosave_future
        if future is not None:
            future.exception()
            self._report_autosave_failure()

    # -- play ---------------------------------------------------------------------------
    def _on_state_changed(self) -> None:
        """A move played, undone or redone: the table moves on, and a hint or a reason said
        about the table before would now mislead (a refused move changes nothing and keeps its
        reason). It goes before the board redraws, which may say something about the new one.
        That it is not the player's turn still holds while the others play on: a card pressed
        during a computer's turn was refused, and the reason went with the computer's move
        before it could be read."""
        if self.controller.session is None:
            return
        # the word over the line was about the table as it was, and its box stood where the
        # mark then ended: "Waiting | It is not your turn." stayed into the person's turn,
        # after the computer's move, its box past the narrower "To do" (play tester 124)
        self._end_flash()
        self._lasting_message = None  # about the table as it was, as the word over the line
        if self.statusBar().currentMessage() == self._done_message:
            # "Played again: …" stayed in the status bar after the computer's next move, as
            # if that were the move played again (play tester 212)
            self.statusBar().clearMessage()
        waiting = self._table_says_wait()
        if not waiting:
            self._forget_table_message()
        goes_on = hint_goes_on(self.controller.session, self._hint_table, self._hint)
        if self._hint_table != (self.controller.session, self.controller.session.cursor):
            # a move that shows a hidden card says so once more about the same table (Undo
            # may be blocked): that word dropped the hint just sought for the face-down card
            # drawn (play tester 169)
            self._forget_hint()
        self._mark_moves_behind()
        self.autosave()
        self._refresh_board()
        # whose turn it is, not whether the table takes gestures yet: while the computer's
        # card still landed it took none, and "It is not your turn." stayed into the turn
        if (
            waiting
            and self.board is not None
            and (self.board.interactive or self._shown_persons_turn())
        ):
            self._forget_table_message()
        self._update_turn_label()
        self._update_actions()
        self.setWindowModified(self.dirty)  # a move, and Undo, Redo or History as much
        if goes_on and self._hint_refusal() is None:
            self.ask_for_hint()

    def _refresh_board(self) -> None:
        """Show the right seat's view (on the table and in History), or the hand-off screen
        between two humans' turns."""
        self._place_screen()
        self._update_turn_label()  # the present's turn said while an earlier table shows
        self._refresh_history()
        # Esc on an earlier table goes back to the game's, wherever the keys are (with the
        # table's keys it did nothing: only History's last row or closing it went back)
        self._enable_look_back_keys(self._earlier_point() is not None)
        self._update_actions()  # Undo and Redo wait while looking back

    def _enable_look_back_keys(self, looking: bool) -> None:
        """Esc and the steps to another move (``_make_look_back_steps``) while looking back."""
        for shortcut in (self.back_to_game, *self.look_back_steps):
            shortcut.setEnabled(looking)

    def _retell_news(self) -> None:
        """After a change of language: the hand-off screen and the table tell the moves since
        the player's own in the new words (History tells every move anew by itself)."""
        session, board = self.controller.session, self.board
        if session is None or board is None:
            return
        if self.table.currentWidget() is self.handoff:
            seat = self.handoff.seat
            if seat is not None:
                self.handoff.retell(
                    self._handoff_news(seat), self._handoff_task(seat), self._handoff_note()
                )
        elif self._earlier_point() is not None:  # the end came back in the new words
            self._place_screen()
        elif self._shown_to is not None and self._shown_to != FORCE_HANDOFF:
            self._show_view(session, self._shown_to, self.controller.current_player())

    def _refresh_history(self) -> None:
        """History tells the moves to whoever holds the screen, and nothing while it is passed;
        the move log with it."""
        self._refresh_move_log()
        session = self.controller.session
        if session is None or self.board is None:
            return
        if self.table.currentWidget() is self.handoff:
            self.history_view.show_hidden()
            return
        self.history_view.show_moves(
            session,
            self._history_viewer(),
            self.controller.tell_move,
            self.controller.undo_floor(),
            self._earlier_point(),
            self.controller.part_after,
            session.game.recalls(session.state),
            for_all=self._end_read_together(),
            heading=self._earlier_heading(),
        )

    def _handoff_news(self, seat: int) -> News:
        """The moves the hand-off screen tells ``seat``: as many as its page may hold, told for
        everyone at the screen."""
        return self.controller.moves_since(seat, for_all=True, most=NEWS_TOLD)

    def _handoff_task(self, seat: int) -> str:
        """What the hand-off screen says ``seat`` is asked for, when they take the screen to
        move and it is not a turn of their own (``mover_task``), or to look at a card shown
        to them alone before another moves; else "". The screen asked for Bernd, who had a
        card to look at, while the status bar said "Anna to play" (play test)."""
        session, board = self.controller.session, self.board
        player = self.controller.current_player()
        if session is None or board is None or player is None:
            return ""
        name = self.controller.seat_name(seat)
        if player == seat:
            return board.mover_task(session.state, name, handing_on=True) or ""
        look = self._private_look()
        if look is None or look[1] != seat:
            return ""
        if look[1] == session.mover_at(look[0]):
            said = self.tr(
                "%1 looks at the card their move showed them, then passes the screen to %2."
            )
        else:
            said = self.tr(
                "%1 looks at the last card the pass brought them, then passes the screen to %2."
            )
        return said.replace("%1", name).replace("%2", self.controller.seat_name(player))

    def _end_read_together(self) -> bool:
        """The game is over on a screen several people share, who keep cards from each other:
        everyone reads its end together, so the table and History tell only what all may
        know, as the hand-off screen does (``for_all``), and "your" of no seat. The end stayed
        the last mover's: "Your Garrison (Dad)", and History listed his passes and what he
        received (play tester 139)."""
        session = self.controller.session
        return (
            session is not None
            and session.is_over()
            and self.controller.screen_shared_with_secrets()
        )

    def _handoff_note(self) -> str:
        """What the hand-off screen tells the person leaving it of their own last move
        (``GameBoard.handoff_note``), from the tables before and after it as they saw them;
        "" when a computer made the last move."""
        session, board = self.controller.session, self.board
        if session is None or board is None or session.cursor == 0:
            return ""
        point = session.cursor - 1
        mover = session.mover_at(point)
        if not self.controller.is_human(mover):
            return ""
        game = session.game
        return board.handoff_note(
            game.view(session.state_at(point), mover), game.view(session.state, mover)
        )

    def _history_viewer(self) -> int:
        """Whom History (and a finished game's earlier tables) tells the moves to: whoever
        holds the screen."""
        shown = self._shown_to
        return self.controller.viewer() if shown is None or shown == FORCE_HANDOFF else shown

    def _place_screen(self) -> None:
        session = self.controller.session
        board = self.board
        if session is None or board is None:
            return
        game = session.game
        player = self.controller.current_player()
        self.reveal_pause.setVisible(False)
        self._cover_table_bar(False)
        board.waiting_note = None
        board.present_table = None
        earlier = self._earlier_point()
        if earlier is not None:
            self._show_earlier_table(session, earlier, self._history_viewer())
            return
        if self.controller.can_redo() and not self.controller.is_human(player):
            # how to come back was guessed (Esc in History only gives the keys to the table)
            # its keys named: a keyboard player found Redo's only in the Edit menu (play test)
            redo = self.actions_by_name["redo"].shortcut()
            board.waiting_note = self.tr(
                "Looking back: Redo ({keys}) plays on from here, and History's last row goes"
                " back to the latest move."
            ).format(keys=redo.toString(QKeySequence.SequenceFormat.NativeText))
        covered = self.table.currentWidget() is self.handoff
        look = self._private_look()
        # whom another's move brought their last card takes the screen first, to look
        taker = look[1] if look is not None and look[1] != player else player
        if covered and self.handoff.seat != taker:
            # the screen was being passed on when the game changed under it (an undo, a redo):
            # nobody said who holds it now, so whoever is to move must say so first
            self._shown_to = FORCE_HANDOFF
        shared = self.controller.screen_shared_with_secrets()
        if shared and board.public_news(
            self.controller.last_table(self.controller.viewer()),
            game.view(session.state, self.controller.viewer()),
        ):
            # everyone reads what became public (a deal's results) with the table covered: the
            # next hand is dealt, and is shown only once its holder has taken the screen
            self._shown_to = FORCE_HANDOFF
        # the one shown a card looks before anyone plays on, a computer too: a computer's
        # move took the card away first, and the look's bar named a card no longer there
        # (play test)
        holding = shared and look is not None and look[1] == self._shown_to
        # a step of the one at the screen brought another their last card (the pass that ends
        # an ability), and the same person or a computer moves on: that other looks first, or
        # never does (play test: the card was first seen at the end's reveal)
        taker_waits = shared and look is not None and look[1] != self._shown_to
        self._hold_for_look((holding or taker_waits) and not self.controller.is_human(player))
        if holding and not self.controller.is_human(player):
            assert look is not None
            self._ask_to_look(session, look, None, player)
            return
        if self.controller.is_human(player):
            if needs_handoff(shared, player, self._shown_to) or taker_waits:
                assert player is not None
                name = self.controller.seat_name(player)
                if look is not None and look[1] == self._shown_to:
                    # the table stays with the one shown a card, who passes the screen when
                    # done looking
                    self._ask_to_look(session, look, name, player)
                    return
                assert taker is not None
                self._pass_screen_to(taker, covered)
                return
            self._shown_to = player
        elif shared and player is not None and taker_waits:
            assert taker is not None
            self._pass_screen_to(taker, covered)
            return
        elif shared and player is not None and self._shown_to == FORCE_HANDOFF:
            # a computer seat plays before any person has taken the screen (a new or reopened
            # game, a deal's results just read): no one's hand may show meanwhile
            self.handoff.wait_for(self.controller.seat_name(player))
            self.table.setCurrentWidget(self.handoff)
            board.set_interactive(False)
            return
        elif self._shown_to is None or self._shown_to == FORCE_HANDOFF:
            self._shown_to = self.controller.viewer()
        self._show_view(session, self._shown_to, player)

    def _pass_screen_to(self, seat: int, covered: bool) -> None:
        """Cover the table and ask ``seat`` for the screen, with the moves since their last
        and what they are asked for; the last player's message goes, unless the table was
        covered already (it is about the screen being passed)."""
        self.handoff.ask(
            seat,
            self.controller.seat_name(seat),
            self._handoff_news(seat),
            self._handoff_task(seat),
            self._handoff_note(),
        )
        if not covered:  # the last player's message is not for the next
            self.statusBar().clearMessage()
        self.table.setCurrentWidget(self.handoff)
        assert self.board is not None
        self.board.set_interactive(False)

    def _ask_to_look(
        self, session: Session, look: tuple[int, int], name: str | None, player: int | None
    ) -> None:
        """The bar over the table of the one a move showed a card (``_private_look``): they
        look, then pass the screen to ``name`` (None: a computer plays next, and they say
        they are done)."""
        board = self.board
        assert board is not None
        point, looker = look
        game = session.game
        card = self.controller.shown_card(
            game.view(session.state_at(point), looker),
            game.view(session.state_at(point + 1), looker),
        )
        self.reveal_pause.ask(name, received=looker != session.mover_at(point), card=card)
        self.reveal_pause.mark.set_mark(TurnMark.ACT, self._person_to_act(looker))
        self._cover_table_bar(True)
        board.waiting_note = (
            self.tr("Look, then pass the screen to %1.").replace("%1", name)
            if name is not None
            else self.tr("Look, then say you are done: the computers play on after that.")
        )
        self._show_view(session, looker, player)

    def _cover_table_bar(self, covered: bool) -> None:
        """The look's bar lies over the table's: the buttons under it are out of reach while it
        shows (Tab went to them unseen, and Space zoomed the table, play test)."""
        if self.board is not None:
            for bar in self.board.widget().findChildren(TableBar):
                bar.setEnabled(not covered)

    def _hold_for_look(self, holding: bool) -> None:
        """The computers wait while a person looks at a card shown to them alone."""
        if holding != self.controller.paused_for("look"):
            self.controller.set_paused(holding, "look")

    def _private_look(self) -> tuple[int, int] | None:
        """The latest move that showed a person alone a card to look at before the screen
        passes on (``Game.shows_privately``), and that person, until they have passed it on
        after it; else None. A look is the person at the screen's latest move (computer
        seats' moves since included); the pass that ends an ability may bring another person
        their last card, laid at once as their victory card (they never saw it, play test)."""
        session = self.controller.session
        if session is None or self._shown_to is None:
            return None
        for index in range(session.cursor - 1, -1, -1):
            shown = session.game.shows_privately(session.state_at(index), session.actions[index])
            people = sorted(seat for seat in shown if self.controller.is_human(seat))
            if people:
                seen = index < self._looks_over or self._passed_on_after(index, people[0])
                return None if seen else (index, people[0])
            if self.controller.is_human(session.mover_at(index)):
                return None
        return None

    def _passed_on_after(self, index: int, looker: int) -> bool:
        """Another person moved after move ``index`` (the moves taken back count): ``looker``
        had looked and passed the screen on. An Undo back to one asked its looker for the
        screen again (play test)."""
        session = self.controller.session
        assert session is not None
        logged = session.cursor + len(session.redo_actions)
        return any(
            self.controller.is_human(mover) and mover != looker
            for mover in (session.mover_at(later) for later in range(index + 1, logged))
        )

    def _reveal_looked_at(self) -> None:
        look = self._private_look()
        if look is not None:
            self._looks_over = look[0] + 1
        self._refresh_board()
        self._update_turn_label()
        self._update_actions()

    def _looking_seat(self) -> int | None:
        """The person who has the screen, or is asked for it, to look at a card shown to them
        alone before another moves (``_private_look``); else None."""
        look = self._private_look()
        if look is None:
            return None
        asked = self.table.currentWidget() is self.handoff and self.handoff.seat == look[1]
        return look[1] if self.reveal_pause.isVisible() or asked else None

    def _show_view(self, session: Session, viewer: int | None, player: int | None) -> None:
        """Draw ``viewer``'s view; they may act only when it is their decision."""
        board = self.board
        assert board is not None and viewer is not None
        game = session.game
        self.table.setCurrentWidget(self.board_page)
        # the page just shown is laid out before the board measures its room: its bar, shown
        # for the first time, took its height only at the next turn of the event loop, so a
        # resumed table was drawn 7 pixels too tall and every card then glided to its place,
        # seen twice for a moment beside its shadow (play testers, session 58)
        QApplication.sendPostedEvents(None, QEvent.Type.LayoutRequest)
        view = game.view(session.state, viewer)
        legal = self.controller.choices_for_viewer() if player == viewer else None
        projection: Result = game.projection(view)
        last = session.actions[-1] if session.cursor else None
        names = self.controller.seat_names()
        together = self._end_read_together()
        board.watching = together or not self.controller.humans()
        board.news = self.controller.moves_since(viewer, for_all=together)
        board.show_state(
            view,
            viewer,
            legal,
            projection,
            names,
            last,
            session.last_mover(),
            self.controller.last_table(viewer),
        )
        board.set_interactive(legal is not None)

    def _handoff_confirmed(self, seat: int) -> None:
        """The person named takes the screen, and the keyboard with it: after a look passed
        on, the keys went to the hidden bar's button and the first ones did nothing. Taken
        by a key, the table's frame shows at once: a keyboard player's first turn began
        with none, though a card was chosen (play test); and Enter and Space play nothing
        for a moment (``TableView.passed_guard``)."""
        by_keys = self.last_press.by_keys
        if by_keys and self.board is not None:
            self.board.view.passed_guard.start()
        self._shown_to = seat
        self._refresh_board()
        self._update_actions()  # Undo and Redo may name the person's own moves again
        self._give_keyboard_to_table()
        self._pass_on_keys_lead()
        if by_keys:
            self._frame_table()

    def _pass_on_keys_lead(self) -> None:
        """A game opened by a key frames the table of the first person shown it."""
        if self._lead_with_keys and self._frame_table():
            self._lead_with_keys = False

    def _frame_table(self) -> bool:
        """The table's keyboard frame shows at once (the keys chose what brought it: a game
        opened, History left, a row chosen), unless the hand-off covers the table. True if
        it does."""
        if self.board is None or self.table.currentWidget() is self.handoff:
            return False
        self._framing = True
        try:
            self.board.lead_with_keys()
        finally:
            self._framing = False
        return True

    def _on_action_chosen(self, action: Action) -> None:
        # a step that can still be cancelled (an ability before its target) is not a move yet,
        # and a move with no other to choose (the Hornbill's opening, a pass with one card
        # left) leaves nothing to confirm. An ability's one target is asked about: Cancel
        # beside it says the card played was a choice, and unasked, a wrong card's ability
        # went through with no question (play test; another had found the question needless)
        session, board = self.controller.session, self.board
        # the second move of a gesture asked about with the first (``GameBoard.follow_up``)
        answered, self._gesture_answered = self._gesture_answered, None
        if (
            self.settings.confirm_moves
            and action != answered
            and self.controller.commits(action)
            and session is not None
            and board is not None
            and len(session.game.legal_actions(session.state)) > 1
        ):
            self.controller.set_paused(True)
            chosen_on = session.game.view(session.state, self.controller.viewer())
            follow = board.follow_up
            move = (
                board.describe_choice(action, chosen_on)
                if follow is None
                else board.describe_gesture(action, follow, chosen_on)
            )
            # the score it would leave: the question covered the table's preview of it, the
            # very figure a player asked first to check (play test)
            outcome = board.choice_outcome([action] if follow is None else [action, follow])
            move = f"{move}\n{outcome}" if outcome else move
            confirmed = confirm_move(
                self, self.tr("Confirm move"), self.tr("Play this move?\n{move}").format(move=move)
            )
            self.controller.set_paused(False)
            if not confirmed:
                self._refresh_board()
                return
            self._gesture_answered = follow
        reason = self.controller.play(action)
        if reason is not None:
            self._say_about_table(reason, 6000)
            self._refresh_board()

    def _forget_table_message(self) -> None:
        """Take back what was said about the table (``_say_about_table``), in the status bar
        and beside the pointer."""
        self._lasting_message = None
        self._forget_words_about_table()
        self._end_flash()

    def _unsay_about_table(self, words: str) -> None:
        """``words`` said about the table no longer hold: they go from the status bar and the
        line over the table, if still there, and what those showed before comes back."""
        if self.statusBar().currentMessage() == words:
            self.statusBar().clearMessage()
        self._take_back_from_table(words)

    def _forget_words_about_table(self) -> None:
        """Take back the last words said about the table, in the status bar and beside the
        pointer."""
        if self.statusBar().currentMessage() == self._table_message:
            self.statusBar().clearMessage()
        if self.board is not None:
            self.board.view.pointer_note.hide()

    def _table_says_wait(self) -> bool:
        """Was the last thing said about the table that it is not the player's turn? That
        holds until it is: the others' moves do not take it back."""
        return self.board is not None and self._table_message == self.board.not_my_turn()

    def _say_about_table(self, text: str, milliseconds: int = 5000, fold_key: str = "") -> None:
        """A hint or a refusal about the table as it is now, in the status bar until the table
        changes (``_on_state_changed``). That it is not the player's turn stays until it is:
        while computers with a long move delay played on, it went after five seconds.
        ``milliseconds`` 0: it lasts until the table changes, said again after a short word
        laid over it (``_keep_lasting_message``, ``FlashNote``), folded and unfolded over
        the table by ``fold_key`` (a hint's, H)."""
        self._table_message = text
        if not milliseconds:
            self._lasting_message = text
        self.statusBar().showMessage(text, 0 if self._table_says_wait() else milliseconds)
        # a hint (told to last) lasts over the line too; that it is not the player's turn
        # does not: over a look's bar, it hid the card the move had shown
        self._flash_on_table(text, lasting=milliseconds == 0, fold_key=fold_key)

    def _flash_on_table(self, text: str, lasting: bool = False, fold_key: str = "") -> None:
        """Say ``text`` on the line over the table for a few seconds too (``FlashNote``), or,
        ``lasting``, until the table changes (a hint: a French one of two lines went before
        it was read, and the player thought it had failed, play tester 125): a refusal in
        the status bar alone went unseen, the eyes being on the table. While a
        look's bar lies over the table's, on that bar's words: laid on the table's, under
        it, only its bottom edge showed (play tester 124). ``fold_key``: ``FlashNote.flash``."""
        note = self._flash_note()
        if note is None:
            return
        if not lasting:
            shows_short = note.isVisible() and not note.shows_lasting()
            self._short_word_under = (note.toolTip(), note.says_to_do) if shows_short else None
        note.flash(text, lasting, fold_key, to_do=self._says_of_frame())

    def _says_of_frame(self) -> bool:
        """Whether what the board says now is said of its keyboard frame: as the frame is
        brought out (``_frame_table``), or as a key walks it (an arrow, Home, End, Page Up or
        Down) or changes the card it frames (Petal Plotters' R turns it), its
        ``TableView.frame_keys``. Those words say what Enter would do there and which keys
        move the frame, a thing to do, laid over the line beside its mark (``FlashNote.flash``).
        Over the mark, the first table Anna took by Enter lost its "To do — Anna" for five
        seconds, the one word that told whose table it was (play tester 192); and after it,
        each arrow's "Enter: …" hid it again, as R's did (play tester 200)."""
        if self._framing:
            return True
        view = self.board.view if self.board is not None else None
        return view is not None and view.key_in_hand in view.frame_keys

    def _keep_off_the_line(self, text: str) -> None:
        """The board has said ``text`` in a box beside the pointer or the keyboard's frame,
        just after its status message laid it on the line over the table: L in a match's first
        deal said one sentence three times at once, in the box, on the line and in the status
        bar (French play tester, session 55). The line shows again what it showed, a short
        word under it too; the status bar keeps the words, the log of what was said. Words
        said on the line alone (no box showed) stay there."""
        note = self._flash_note()
        if note is None or not note.isVisible() or note.shows_lasting() or note.toolTip() != text:
            return
        under = self._short_word_under
        note.end_short()
        if under is not None:
            words, to_do = under
            note.flash(words, to_do=to_do)

    def _flash_note(self) -> FlashNote | None:
        """Where ``_flash_on_table`` lays its words: None with no table shown."""
        bar = self._table_bar()
        if bar is None or self.table.currentWidget() is not self.board_page:
            return None
        return self.reveal_pause.flash_note if self.reveal_pause.isVisible() else bar.flash_note

    def _end_flash(self) -> None:
        """Take the word laid over the line over the table away (``_flash_on_table``)."""
        for note in self._flash_notes():
            note.end()

    def _flash_notes(self) -> list[FlashNote]:
        """Where ``_flash_on_table`` may have laid words: over a look's bar, over the table's."""
        bar = self._table_bar()
        return [self.reveal_pause.flash_note, *([] if bar is None else [bar.flash_note])]

    def _on_game_over(self, result: Result) -> None:
        if self.controller.session is None:
            return
        self._close_end_dialog()
        if self.board is not None and not self.board.ending_done():
            # the board still reveals the end: the dialog waits for it, not hides it
            self._ending_result = result
            return
        self._open_end_dialog(result)

    def _on_ending_finished(self) -> None:
        result, self._ending_result = self._ending_result, None
        session = self.controller.session
        if result is not None and session is not None and session.is_over():
            self._open_end_dialog(result)

    def _open_end_dialog(self, result: Result) -> None:
        session = self.controller.session
        assert session is not None
        seats = self.controller.seats
        game = self._game_title(session.game.info.name, session.options, len(seats))
        dialog = EndGameDialog(
            result,
            self.controller.seat_names(),
            game,
            seed_to_code(session.seed),
            self,
            self._solo_record(session, result),
            offer_same=not self.controller.screen_shared_with_secrets(),
            solo_by_computer=not self.controller.humans(),
            levels=computer_levels(seats),
        )
        dialog.finished.connect(self._end_dialog_finished)
        # the window's keys work from it too: in front with the keys, Ctrl+H, F1 and Ctrl+N
        # did nothing and said nothing (play tester 133)
        dialog.addActions(
            [action for action in self.actions_by_name.values() if action.shortcuts()]
        )
        self.end_dialog = dialog
        self._place_end_dialog(dialog)
        # beside the window, not in front of it: while it was open, Save, Quit and the
        # window's own close did nothing until it was closed (play test)
        QTimer.singleShot(0, dialog, dialog.show)
        self._say_results_open()

    def _say_results_open(self) -> None:
        """The line over the table says the results window's keys while it is open: it said
        "The arrows read each card", which then scrolled the results, or, opened again, that
        they were closed (play tester 133)."""
        self._flash_on_table(
            self.tr(
                "The results are open: ↑/↓ scroll them, Tab moves between their buttons, Esc"
                " closes them."
            ),
            lasting=True,
        )

    def _place_end_dialog(self, dialog: QWidget) -> None:
        """By the rule every results window follows (``place_results``): where it hides the
        least of what the board keeps in sight (the gardens, the Garrisons) and none of their
        cards, else centred on the table; in the window's middle it covered the winner's
        garden (play test)."""
        if self.board is None:
            return
        self._results_placed_at = place_results(
            dialog, self.board.view.viewport(), self.board.keep_in_sight(), END_ROOM_LEAST
        )

    def _place_results_after_docks(self, _visible: bool) -> None:
        """A dock shown or hidden, the table is narrower or wider: the results window is placed
        again once the docks are laid out anew (``_place_results_anew``). A method, not a
        lambda: the docks hide as the window is destroyed, and a lambda then reached the
        window's deleted C++ object ("Internal C++ object (MainWindow) already deleted" on
        quitting); a method's connection goes with its window."""
        QTimer.singleShot(0, self, self._place_results_anew)

    def _place_results_anew(self) -> None:
        """History opened or closed, the table is narrower or wider: the results window left
        open is placed again as when it opened (placed for the wider table, it lay over
        History's lower half), unless the person has moved it themselves."""
        dialog = self.end_dialog
        if (
            dialog is not None
            and dialog.isVisible()
            and dialog.frameGeometry().topLeft() in self._results_placed_at
        ):
            self._place_end_dialog(dialog)

    def _solo_record(self, session: Session, result: Result) -> str:
        """A person's solo game is recorded at its end (``solo_records``), and its results
        say how it stands against the best before it; "" for any other game."""
        if len(self.controller.seats) != 1 or not self.controller.is_human(0):
            return ""
        mine = result.players[0]
        started = self.created or datetime.now(UTC)
        player = solo_player(self.controller.seats[0])
        standing = record_solo(
            session, started, mine.score, mine.title, lines=mine.lines, player=player
        )
        if standing.newer:
            return self.tr(
                "This result is not recorded: your solo records were saved by a newer Bouquet."
            )
        if standing.unreadable:
            return self.tr(
                "This result is not recorded: your solo records cannot be read (permission denied)."
            )
        if standing.set_aside is not None:
            # found damaged at the game's end, the file was set aside with nothing said; then
            # "A new best score!" was weighed without the record that could not be read, which
            # was the best (play test)
            return self._records_set_aside_text(standing.set_aside, standing.salvaged)
        if standing.replay is not None:
            said = self._replay_text(standing.replay, standing.before)
        else:
            said = self._standing_text(
                session, mine.score, standing.before, standing.beaten, mine.title
            )
        if standing.not_written is not None:
            unkept = self.tr("This result could not be recorded: {reason}").format(
                reason=self._why_not_written(standing.not_written, advice=False)
            )
            # "your first recorded score" of a result not recorded said two things
            return unkept if standing.before is None else f"{said} {unkept}"
        return said

    def _replay_text(self, replay: Replay, before: SoloRecord | None) -> str:
        """Why a solo end is listed as a replay, not counted (``solo_records.Replay``): "a new
        best score and a new rank" of a deal replayed from a save, its cards known, raised a
        rank chaser's record with no trace (play test)."""
        if replay == "code" and self._replay_given_up:
            said = self.tr(
                "You gave up a game of this code before: this replay is listed in your solo"
                " results but does not count toward your best score and rank."
            )
        elif replay == "code":
            said = self.tr(
                "You played this code before: this replay is listed in your solo results but"
                " does not count toward your best score and rank."
            )
        else:
            said = self.tr(
                "This game had gone further, or ended, before it was reopened from its save:"
                " this end is listed in your solo results as “from a save” but does not count"
                " toward your best score and rank."
            )
        if before is None:
            return said
        best = self.tr("Your best score: {best}, code {code}.")
        return f"{said} {best.format(best=record_text(before), code=before.code)}"

    def _standing_text(
        self,
        session: Session,
        score: int,
        before: SoloRecord | None,
        beaten: bool,
        rank: str | None,
    ) -> str:
        """How a solo game's score stands against the best game of its variant before it, and
        a rank reached for the first time (a rank chaser's news went unsaid, play test)."""
        if before is None:
            # "this game and variant" read oddly for a game with no variant on (play test)
            if variant_of(session.options):
                return self.tr("Your first recorded score in this variant.")
            if variant_fields(type(session.options)):
                # "in this game" after the Summer variant's scores read as the first of all
                # (play test): named as the start screen names it, "without the summer variant"
                plain = plain_game_name(type(session.options))
                return self.tr("Your first recorded score %1.").replace("%1", plain)
            return self.tr("Your first recorded score in this game.")
        if beaten and rank and rank != before.rank:  # ranks rise with the score
            return self.tr("A new best score and a new rank! Your best before: {best}.").format(
                best=record_text(before)
            )
        if beaten:
            return self.tr("A new best score! Your best before: {best}.").format(
                best=record_text(before)
            )
        if score == before.score:  # a tie read as a plain miss (play test)
            return self.tr("You equalled your best score: {best}, code {code}.").format(
                best=record_text(before), code=before.code
            )
        # how far short, said: "Your best score: …" alone never said the game fell short
        short = before.score - score
        said = (
            self.tr("{short} point short of your best score: {best}, code {code}.")
            if i18n.singular(short)
            else self.tr("{short} points short of your best score: {best}, code {code}.")
        )
        best = record_text(before)
        return said.format(short=i18n.number_text(short), best=best, code=before.code)

    def _solo_game_id(self) -> str | None:
        """The game whose solo results View › Solo Results opens: the one on the table (with
        none, the last) where it has a solo mode, else the first game that has one. A Petal
        Plotters table (two players or more) opened an empty "Solo results: Petal Plotters"
        (play tester 180)."""
        solo = sorted(
            gid
            for gid in self.playable
            if gid in self.start_screen.cards and self.games[gid].info.min_players == 1
        )
        current = self._current_game_id()
        return current if current in solo else next(iter(solo), None)

    def _solo_results_entry(self, solo: str | None, current: str | None) -> str:
        """View › Solo Results names the game it opens (``solo``) where that is not the one on
        the table: at a Petal Plotters table it opened those of Flowers, and "Solo Results…"
        read as an entry of a game with no solo mode (play tester 214)."""
        if solo is None or solo == current:
            return self.tr("&Solo Results…")
        return self.tr("&Solo Results: {game}…").format(game=tr_engine(self.games[solo].info.name))

    def show_solo_results(self) -> None:
        """View › Solo Results: the solo results of ``_solo_game_id``, as its card on the
        start screen opens them: a rank chaser in a game reached them only from there (play
        tester). Its "Play this deal again" asks first, as New Game does."""
        card = self.start_screen.cards.get(self._solo_game_id() or "")
        if card is None:
            return
        self.start_screen.set_records(read_records().records.records)
        card.show_results()

    def show_results(self) -> None:
        """View › Game Results: the end's dialog again, once closed (its breakdown and "Play
        again" were gone for good); while the board still reveals the end, it comes after."""
        session = self.controller.session
        if session is None or not session.is_over() or self._ending_result is not None:
            return
        if self.end_dialog is not None:
            self.end_dialog.raise_()
            self.end_dialog.activateWindow()
            self._say_results_open()
            return
        self._open_end_dialog(session.result())

    def _results_closed_text(self) -> str:
        keys = self.actions_by_name["results"].shortcut()
        return self.tr(
            "The results are closed: {keys} (View › Game Results…) opens them again."
        ).format(keys=keys.toString(QKeySequence.SequenceFormat.NativeText))

    def _end_dialog_finished(self, code: int) -> None:
        dialog, self.end_dialog = self.end_dialog, None
        if dialog is not None:
            dialog.deleteLater()
        choice = self.last_choice
        if code not in (PLAY_SAME, PLAY_NEW):
            # closed by a key meant for the table, the results were gone with no word of how
            # to see them again (play test); said once, on the line over the table while it
            # shows: in the status bar too, the same words stood twice (play tester 130)
            closed = self._results_closed_text()
            if self._flash_note() is not None:
                self._flash_on_table(closed, lasting=True)
            else:
                self._say_about_table(closed, 0)
            return
        if choice is None:
            return
        seed = choice.seed if code == PLAY_SAME else random_seed()
        again = NewGameChoice(choice.game_id, choice.options, seed, choice.seats)
        # as New Game does: the end of a game tied to a file is offered to that file first
        # ("Play again" had dropped it, the file a turn short of the end, play test)
        if self._confirm_discard(then=lambda: self.start_game(again)):
            self.start_game(again)

    def _close_end_dialog(self) -> None:
        self._ending_result = None
        if self.end_dialog is not None:
            dialog, self.end_dialog = self.end_dialog, None
            dialog.finished.disconnect(self._end_dialog_finished)
            dialog.close()
            dialog.deleteLater()

    # -- view and help ------------------------------------------------------------------
    def _zoom_target(self, method: str) -> Any:
        if self.board is None:
            return None
        for target in (self.board, self.board.widget()):
            slot = getattr(target, method, None)
            if callable(slot):
                return slot
        return None

    def _zoom(self, method: str) -> None:
        slot = self._zoom_target(method)
        if slot is not None:
            slot()

    def show_rules(self, game_id: str | None = None) -> None:
        game_id = game_id or self._current_game_id()
        if game_id is None or game_id not in self.games:
            return
        reader = self.rules_dialog
        if reader is not None and reader.isVisible() and reader.game_id == game_id:
            reader.raise_()  # F1 again keeps the reader's place and its search
            reader.activateWindow()
            return
        if reader is not None:
            reader.close()
            reader.deleteLater()
        shown = sorted(self.playable | {game_id})  # a game without a board has rules too
        names = {gid: tr_engine(self.games[gid].info.name) for gid in shown}
        self.rules_dialog = RulesDialog(game_id, names[game_id], self, names)
        self.rules_dialog.show()

    def show_keys(self) -> None:
        """The rules reader of the game, at its keyboard section."""
        self.show_rules(None)
        if self.rules_dialog is not None:
            self.rules_dialog.show_keys()

    def _toggle_full_screen(self) -> None:
        """Full screen and back, to the window as it was (maximised or not)."""
        self.setWindowState(self.windowState() ^ Qt.WindowState.WindowFullScreen)

    def start_tutorial(self, game_id: str) -> None:
        """A lesson, from the start screen or Help › Tutorial: its game is the one New Game then
        offers (it offered the game last played, after the lesson of another, play test)."""
        self._remember_game(game_id)
        entry = tutorial_entry()
        if entry is not None:
            entry(self, game_id)  # the lesson has its own window and session; ours is untouched

    def _fill_tutorial_menu(self) -> None:
        """Help › Tutorial names each game's lesson, so it never picks one for the player
        without saying which, always in one order: the game on the table is shown bold, not
        moved first (the entries swapped places, and a player opened the other lesson)."""
        self.tutorial_menu.clear()
        session = self.controller.session
        current = session.game.info.id if session is not None else None
        ids = sorted(self.playable)
        names = with_mnemonics([tr_engine(self.games[game_id].info.name) for game_id in ids])
        for game_id, name in zip(ids, names, strict=True):
            action = self.tutorial_menu.addAction(name)
            action.setObjectName(f"tutorial:{game_id}")
            action.triggered.connect(lambda _=False, gid=game_id: self.start_tutorial(gid))
            if game_id == current:
                bold = action.font()
                bold.setBold(True)
                action.setFont(bold)

    def about(self) -> None:
        """Names the games this version plays, so it never promises more than the start
        screen offers, each with its publisher where its rulebook names one (a tester looked
        for them there)."""
        infos = [self.games[game_id].info for game_id in sorted(self.playable)]
        names = ", ".join(
            f"{tr_engine(info.name)} ({info.credit})" if info.credit else tr_engine(info.name)
            for info in infos
        )
        QMessageBox.about(
            self,
            self.tr("About Bouquet"),
            self.tr(
                "Bouquet {version}\n\nFlower-themed tabletop games on one offline table."
                "\n\nGames in this version: {games}."
            ).format(version=APP_VERSION, games=names),
        )

    def settings_dialog(self) -> None:
        dialog = SettingsDialog(self.settings, self)
        if dialog.exec() == SettingsDialog.DialogCode.Accepted:
            self.apply_settings(dialog.settings())
        dialog.deleteLater()

    def apply_settings(self, new: Settings) -> None:
        """Use and store new settings; a language change retranslates the open window."""
        old = self.settings
        self.settings = new
        try:
            settings_module.save(new)
        except OSError as error:
            # in the player's words, the file named in the details ("Operation not permitted",
            # English in a German window, named no folder: play test); the file named in the
            # message too, and that the change holds for now: "A folder has that name" named
            # no file, and did not say whether the change had been made (play tester 138)
            where = self.tr(
                "The settings file is {path}. Your change applies until Bouquet closes, but"
                " the next start will not have it."
            ).format(path=i18n.path_text(paths.settings_path()))
            self.show_error(
                self.tr("Cannot save the settings"),
                f"{self._why_not_written(error, advice=False)}\n\n{where}",
                f"{paths.settings_path()}: {error.strerror or error}",
            )
        self.controller.set_ai_delay(new.ai_move_delay_ms)
        # started with --lang, the run keeps its language until the setting is changed: OK
        # after changing only the AI's delay switched a French run to English mid-match
        if new.language != old.language:
            i18n.install(new.language)
            self._rename_blank_seats()
            # LanguageChange events arrive later; the open pages are retranslated right away
            self.retranslate()
            self.start_screen.retranslate()
            self.handoff.retranslate()
        if new.colours != old.colours:
            use_colours(new.colours)  # the open table redraws in them (``TableView``)
        self._apply_board_settings()
        apply_settings_to_lessons(self, new)
        self._update_actions()  # Undo's reason points to "ask before each move" while it is off

    def _rename_blank_seats(self) -> None:
        """The seats left blank take the new language's names ("Player 1" is "Joueur 1"),
        on the table, in History and in what is saved next."""
        session, seats = self.controller.session, self.controller.seats
        renamed = named_now(seats)
        if session is None or renamed == seats:
            return
        self.controller.seats = renamed
        if self.board is not None:
            self.board.seat_names = self.controller.seat_names()
        self.last_choice = NewGameChoice(
            session.game.info.id, session.options, session.seed, renamed
        )
        self._refresh_board()
        self._update_turn_label()

    # -- errors -------------------------------------------------------------------------
    def show_error(self, title: str, text: str, details: str = "", unasked: bool = False) -> None:
        """A window-modal message that names the problem (kept in ``last_error`` for tests);
        ``details`` (technical, for a bug report) is hidden behind the box's details button.
        It replaces the error shown before, which would otherwise stay under it. ``unasked``:
        it opens on its own during play, and the table's keys do not answer it (``BoxGuard``)."""
        self.last_error = text
        if self.message_box is not None:
            self.message_box.close()
            self.message_box.deleteLater()
        box = self._message_box(QMessageBox.Icon.Warning, title, text, details, unasked)
        box.setObjectName("errorBox")
        self.message_box = box
        self._open_when_placed(box)

    def tell_unexpected_error(self, log: Path, error: BaseException) -> None:
        """An error nothing caught (``crash_log``), told to the player with where its account
        is written: kept in the log alone, a save that failed looked as if nothing had
        happened, and nothing said where the account was (play test)."""
        self.show_error(
            self.tr("Something went wrong"),
            self.tr(
                "Bouquet met an error it did not expect, and what you just did may not have"
                " happened. What happened is written to {path}: please send that file with a"
                " bug report."
            ).format(path=str(log)),
            f"{type(error).__name__}: {error}",
            unasked=True,
        )

    def _show_note(self, title: str, text: str) -> None:
        """A window-modal note: a box of its own, so that it never hides the error of the file
        it is about (the only save of several that was opened, missing)."""
        if self.note_box is not None:
            self.note_box.close()
            self.note_box.deleteLater()
        box = self._message_box(QMessageBox.Icon.Information, title, text)
        box.setObjectName("noteBox")
        self.note_box = box
        self._open_when_placed(box)

    def _message_box(
        self,
        icon: QMessageBox.Icon,
        title: str,
        text: str,
        details: str = "",
        unasked: bool = False,
    ) -> QMessageBox:
        box = QMessageBox(icon, title, title, QMessageBox.StandardButton.Ok, self)
        BoxGuard(box, unasked)  # it may open while a key plays: that key does not close it
        box.setInformativeText(text)
        box.setDetailedText(details)
        # words, never markup: a file's or a player's name may hold "<" (``not_markup``)
        box.setTextFormat(Qt.TextFormat.PlainText)
        for label in box.findChildren(QLabel):
            label.setTextFormat(Qt.TextFormat.PlainText)
        # a message box sizes itself to its text and ignores a minimum width: a spacer across
        # its grid keeps the title whole
        grid = box.layout()
        assert isinstance(grid, QGridLayout)
        room = QSpacerItem(title_width(box, title), 0, QSizePolicy.Policy.Minimum)
        grid.addItem(room, grid.rowCount(), 0, 1, grid.columnCount())
        return box

    def _open_when_placed(self, box: QMessageBox, tries: int = 40) -> None:
        """Open ``box`` once the window is on screen: a box opened before (a damaged file
        named on the command line) was centred on where the window lay before the window
        manager placed it, half off the window."""
        if not shiboken6.isValid(box) or box not in (self.message_box, self.note_box):
            return  # replaced meanwhile (two saves named that cannot be read): a crash
        handle = self.windowHandle()
        placed = handle is None or not self.isVisible() or handle.isExposed()
        if placed or tries == 0:
            box.open()
        else:
            QTimer.singleShot(50, self, lambda: self._open_when_placed(box, tries - 1))

    # -- dropping a saved game on the window ---------------------------------------------
    @staticmethod
    def _dropped_files(event: QDropEvent) -> list[Path]:
        """The files and folders dropped, in their order, each taken as File > Open takes a
        file chosen under "All files": read for what it holds, whatever its name. Only names
        ending in .bouquet were taken, and a text file, a folder or a save renamed .txt
        dropped on the window did nothing and said nothing (play tester 138); now a save
        opens by its content, and anything else says why it is no saved game."""
        mime = event.mimeData()
        if not mime.hasUrls():
            return []
        return [Path(url.toLocalFile()) for url in mime.urls() if url.isLocalFile()]

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """A file dragged over the table (``_install_board``) is the window's. A toolbar
        button's tip keeps off the hand-off screen's words (``_show_toolbar_tip``), and a click
        on the greyed Undo says why, as Ctrl+Z does (``_explain_undo``). While a
        person looks at a card only they were shown, Enter or Space on the table passes the
        screen as the bar's button does: once the discard pile had been looked through, the
        keys stayed with the table, where they did nothing (play test)."""
        if (
            event.type() == QEvent.Type.KeyPress
            and isinstance(event, QKeyEvent)
            and event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space)
            and self.reveal_pause.isVisible()
            and self.board is not None
            and watched is self.board.view
        ):
            if not event.isAutoRepeat():
                self.reveal_pause.button.click()
            return True
        if (
            event.type() == QEvent.Type.ToolTip
            and isinstance(event, QHelpEvent)
            and isinstance(watched, QWidget)
            and watched.parentWidget() is self.toolbar
            and watched.toolTip()
            and self.handoff.isVisible()
        ):
            self._show_toolbar_tip(watched, event.globalPos(), watched.toolTip())
            return True
        if (
            event.type() == QEvent.Type.MouseButtonRelease
            and isinstance(event, QMouseEvent)
            and event.button() == Qt.MouseButton.LeftButton
            and watched is self.toolbar.widgetForAction(self.actions_by_name["undo"])
            and self.undo_explainer.isEnabled()
        ):
            # a click on the greyed Undo says why, as its key does: the reason was only under
            # Edit › Undo, and a player who clicked it saw nothing happen (play tester 209)
            self._explain_undo()
            return True
        if event.type() in (QEvent.Type.DragEnter, QEvent.Type.DragMove):
            assert isinstance(event, QDragMoveEvent)  # a drag entering is one too
            if self._dropped_files(event):
                event.acceptProposedAction()
                return True
        elif event.type() == QEvent.Type.Drop:
            assert isinstance(event, QDropEvent)
            if self._dropped_files(event):
                self.dropEvent(event)
                return True
        return super().eventFilter(watched, event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Esc on the table that the table did not take (no card dragged, no ability to
        cancel, nothing shown large) says so, and what Esc cancels when something is under
        way: it did nothing and said nothing, and a keyboard player could not tell whether the
        key had been taken (play test). (A lesson's Esc closes the lesson: its own window.)"""
        board = self.board
        session = self.controller.session
        if (
            self.table.currentWidget() is self.handoff
            and board is not None
            and session is not None
            and board.handoff_key(
                Qt.Key(event.key()), session.game.view(session.state, self.controller.viewer())
            )
        ):
            event.accept()
            return
        plain = event.modifiers() in (
            Qt.KeyboardModifier.NoModifier,
            Qt.KeyboardModifier.ShiftModifier,
        )
        if (
            self.table.currentWidget() is self.handoff
            and plain
            and Qt.Key.Key_A <= event.key() <= Qt.Key.Key_Z
        ):
            # a key for the covered table (C, D): it said nothing (play tester 221)
            self.handoff.say_covered()
            event.accept()
            return
        if (
            event.key() == Qt.Key.Key_Escape
            and board is not None
            and board.view.hasFocus()
            and self.table.currentWidget() is self.board_page
        ):
            note = self._flash_note()
            if note is not None and note.unfolded:
                # words unfolded over the table's top fold to the line, by the key that
                # closes what lies over a window (a keyboard player could not put a hint
                # away, play tester, session 55): it has no other use here
                note.toggle()
                event.accept()
                return
            if session is not None and session.is_over():
                # what Esc cancels in play ("an ability before you choose its target") applies
                # no more: the way back to the results is said instead (play tester 144)
                keys = self.actions_by_name["results"].shortcut()
                self._say_about_table(
                    self.tr(
                        "The game is over: nothing to cancel. {keys} shows the results."
                    ).format(keys=keys.toString(QKeySequence.SequenceFormat.NativeText))
                )
            else:
                self._say_about_table(board.nothing_to_cancel())
            event.accept()
            return
        super().keyPressEvent(event)

    def dragEnterEvent(self, event: QDragEnterEvent) -> None:
        if self._dropped_files(event):
            event.acceptProposedAction()
        else:
            event.ignore()

    def dropEvent(self, event: QDropEvent) -> None:
        """Saves dropped together are taken as saves named together on the command line: the
        first that can be read opens and the others are named (the second of two dropped
        went unmentioned, play test)."""
        saves = self._dropped_files(event)
        if not saves:
            event.ignore()
            return
        event.acceptProposedAction()
        self.open_given_files(saves)

    # -- quitting -----------------------------------------------------------------------
    def _keep_window_place(self) -> None:
        """Remember where the window is, whether maximised, and whether History shows (or
        was to show with the next game), for the next start."""
        if not self.isVisible():
            return
        geometry = bytes(self.saveGeometry().toBase64().data()).decode("ascii")
        if self.controller.session is None:
            history_shown = self._history_reopens
        else:
            history_shown = not self.history_dock.isHidden()
        kept = {"window_geometry": geometry, "history_shown": history_shown}
        if any(getattr(self.settings, name) != value for name, value in kept.items()):
            self.settings = self.settings.model_copy(update=kept)
            with contextlib.suppress(OSError):  # only the window's place is lost
                settings_module.save(self.settings)

    def closeEvent(self, event: QCloseEvent) -> None:
        """The autosave already holds the game (else the player is offered to save it, or
        to stay); remember where the window was, stop the AI, drop the table and close (its
        board, kept, went on turning a deal's cards over after the window had closed)."""
        if not self._confirm_leave(then=self.close):
            event.ignore()
            return
        self._keep_resume_file()
        self._keep_window_place()
        self._note_play_left()
        self.controller.shutdown()
        self.hint_seeker.shutdown()
        self.flush_autosave()
        self._autosave_writer.shutdown(wait=True)
        for dialog in (self.end_dialog, self.rules_dialog, self.message_box):
            if dialog is not None:
                dialog.close()
        close_lessons(self)
        self._drop_board()
        event.accept()
