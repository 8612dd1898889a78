"""Settings › Colours: the system's colours, or Bouquet's own light or dark ones, chosen by the
player (play testers asked for a dark table on a light desktop)."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QApplication, QComboBox, QLabel
from pytestqt.qtbot import QtBot

from desktop import app
from desktop import settings as settings_module
from desktop.dialogs.new_game import NewGameChoice
from desktop.dialogs.settings_dialog import SettingsDialog
from desktop.main_window import MainWindow
from desktop.settings import Settings
from desktop.table.palette import (
    DARK,
    LIGHT,
    WINDOW_DARK,
    WINDOW_LIGHT,
    TablePalette,
    contrast,
    quiet_text,
    use_colours,
    window_palette,
)
from engine.core import registry
from engine.core.save import Seat
from tests.desktop.shell.on_screen import active_window
from tests.desktop.shell.test_i18n import mnemonic

Role = QPalette.ColorRole
Group = QPalette.ColorGroup
SURFACES = (Role.Window, Role.Base, Role.AlternateBase, Role.Button)
"""What words are written on: windows, docks and menus, lists and fields, buttons."""
WORDS = (Role.WindowText, Role.Text, Role.ButtonText, Role.PlaceholderText, Role.Link)
WORDS += (Role.LinkVisited,)


@pytest.fixture
def start_look() -> Iterator[tuple[QPalette, str]]:
    """The application's palette and style as the test begins, put back after it."""
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    look = (app.palette(), style_name())
    yield look
    use_colours("system")
    assert style_name() == look[1]


def style_name() -> str:
    style = QApplication.style()
    return (getattr(style, "baseStyle", lambda: style)()).name().lower()


@pytest.mark.parametrize("dark", [False, True])
def test_every_word_reads_on_every_surface_of_bouquets_palettes(qapp, dark: bool) -> None:  # type: ignore[no-untyped-def]
    """Each text role 4.5:1 or more (WCAG AA) on each surface it is drawn on, enabled or not:
    a role left to the system, or a greyed menu line, showed dark words on the dark menus."""
    palette = window_palette(dark)
    for role in Role:
        if role not in (Role.NoRole, Role.NColorRoles):
            assert palette.isBrushSet(Group.Active, role), role.name
    for group in (Group.Active, Group.Inactive, Group.Disabled):
        for words in WORDS:
            for surface in SURFACES:
                ratio = contrast(palette.color(group, words), palette.color(group, surface))
                assert ratio >= 4.5, (group.name, words.name, surface.name, ratio)
        for words, surface in (
            (Role.HighlightedText, Role.Highlight),
            (Role.ToolTipText, Role.ToolTipBase),
        ):
            ratio = contrast(palette.color(group, words), palette.color(group, surface))
            assert ratio >= 4.5, (group.name, words.name, ratio)
    assert contrast(quiet_text(palette), palette.color(Role.Window)) >= 4.5
    # greyed words are told apart from the others
    assert (
        contrast(
            palette.color(Group.Disabled, Role.WindowText),
            palette.color(Group.Active, Role.WindowText),
        )
        >= 1.5
    )


def test_the_choice_is_kept_in_the_settings_file(qtbot: QtBot, bouquet_home: Path) -> None:
    """Chosen in the dialog, the colours are written and read again at the next start."""
    dialog = SettingsDialog(Settings(colours="dark"))
    qtbot.addWidget(dialog)
    assert dialog.settings().colours == "dark"
    dialog.colours.setCurrentIndex(dialog.colours.findData("light"))
    chosen = dialog.settings()
    assert chosen.colours == "light"
    settings_module.save(chosen)
    read = settings_module.read_and_keep()
    assert read.settings.colours == "light" and not read.refused
    assert json.loads(settings_module.paths.settings_path().read_text())["colours"] == "light"


def test_an_older_settings_file_follows_the_system(bouquet_home: Path) -> None:
    """A file written before the setting existed loads whole, its colours the system's."""
    path = settings_module.paths.settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps({"language": "fr", "animation_speed": "slow"}), encoding="utf-8")
    read = settings_module.read_and_keep()
    assert not read.refused and read.kept is None
    assert read.settings.colours == "system"
    assert read.settings.language == "fr" and read.settings.animation_speed == "slow"


def choose_colours(qtbot: QtBot, window: MainWindow, key: Qt.Key) -> None:
    """Ctrl+, then, in Settings, Alt and the Colours letter, ``key`` (End, Up, Home) in the
    list and Enter for OK, as a player does."""
    done: list[str] = []

    def in_dialog() -> None:
        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, SettingsDialog):
            QTimer.singleShot(20, in_dialog)
            return
        try:
            dialog.activateWindow()
            qtbot.waitUntil(dialog.isActiveWindow)
            combo = dialog.findChild(QComboBox, "colours")
            label = next(label for label in dialog.findChildren(QLabel) if label.buddy() is combo)
            letter = mnemonic(label.text())
            assert letter is not None, label.text()
            qtbot.keyClick(dialog, letter, Qt.KeyboardModifier.AltModifier)
            assert dialog.focusWidget() is combo, label.text()
            qtbot.keyClick(combo, key)
            qtbot.keyClick(combo, Qt.Key.Key_Return)
            done.append(combo.currentData())
        finally:
            if dialog.isVisible():
                dialog.reject()

    QTimer.singleShot(0, in_dialog)
    qtbot.keyClick(window, Qt.Key.Key_Comma, Qt.KeyboardModifier.ControlModifier)
    assert done, "the settings dialog did not open"
    # the widgets take the application's new palette as their events come
    qtbot.waitUntil(lambda: window.palette() == QApplication.palette())


def felt_at_corner(window: MainWindow) -> QColor:
    assert window.board is not None
    viewport = window.board.view.viewport()
    return viewport.grab().toImage().pixelColor(3, 3)


def assert_table_in(window: MainWindow, colors: TablePalette) -> None:
    """The open table reads ``colors``, its pieces too, and its felt is drawn in them."""
    assert window.board is not None
    view = window.board.view
    assert view.palette_colors is colors
    pieces = [item for item in view.scene().items() if hasattr(item, "palette_colors")]
    assert pieces and all(item.palette_colors is colors for item in pieces)
    felt = felt_at_corner(window)
    nearest = min(contrast(felt, colors.felt), contrast(felt, colors.felt_edge))
    assert nearest < 1.3, (felt.name(), colors.felt.name())


def game_for_one(game_id: str) -> NewGameChoice:
    """``game_id`` for one person and a computer: the table shows with no hand-off."""
    options = registry.get_game(game_id).parse_options({"players": 2})
    return NewGameChoice(game_id, options, 5, (Seat(name="Anna"), Seat(name="Bot", kind="easy")))


@pytest.fixture
def window(qtbot: QtBot) -> Iterator[MainWindow]:
    """The active window, no animation, the computers moving at once."""
    yield from active_window(qtbot, Settings(ai_move_delay_ms=0, animation_speed="off"))


@pytest.mark.parametrize("game", ["flowers", "petal-plotters"])
def test_dark_light_and_the_system_chosen_in_settings_apply_at_once(
    qtbot: QtBot, start_look: tuple[QPalette, str], window: MainWindow, game: str
) -> None:
    """OK in Settings turns the windows and the open table dark, then light, then back to the
    system's palette and style, without a restart; the choice is written each time."""
    start_palette, start_style = start_look
    assert window.start_game(game_for_one(game))
    qtbot.waitUntil(lambda: window.board is not None and window.board.view.isVisible())
    assert not window.board.view.palette_colors.dark  # type: ignore[union-attr]

    choose_colours(qtbot, window, Qt.Key.Key_End)  # Dark
    assert window.settings.colours == "dark"
    assert QApplication.palette().color(Role.Window) == WINDOW_DARK[Role.Window]
    assert window.palette().color(Role.WindowText) == WINDOW_DARK[Role.WindowText]
    assert style_name() == "fusion"
    assert_table_in(window, DARK)
    assert settings_module.load().colours == "dark"

    choose_colours(qtbot, window, Qt.Key.Key_Up)  # Light
    assert window.settings.colours == "light"
    assert QApplication.palette().color(Role.Window) == WINDOW_LIGHT[Role.Window]
    assert_table_in(window, LIGHT)

    choose_colours(qtbot, window, Qt.Key.Key_Home)  # Follow the system
    assert window.settings.colours == "system"
    assert QApplication.palette() == start_palette
    assert style_name() == start_style
    assert_table_in(window, LIGHT)  # the tests' system palette is light
    assert settings_module.load().colours == "system"


def test_the_chosen_colours_are_there_as_the_first_window_shows(
    qtbot: QtBot, start_look: tuple[QPalette, str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """Dark in the settings file: the window opens dark, never shown first in the system's
    colours."""
    settings_module.save(Settings(colours="dark"))
    at_show: list[QColor] = []
    show = MainWindow.show

    def watched_show(window: MainWindow) -> None:
        at_show.append(window.palette().color(Role.Window))
        show(window)

    monkeypatch.setattr(MainWindow, "show", watched_show)
    window = app.create_window(app.parse_args(["--lang", "en"]))
    qtbot.addWidget(window)
    assert at_show == [WINDOW_DARK[Role.Window]]
    assert style_name() == "fusion"
    window.close()
