"""Every entry of every menu of the menu bar has a key of its own, underlined, in every
language the app speaks: Help › Lesson named its games with none, and a keyboard player
could not choose one by its key (play tester 189)."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication, QMenu, QWidgetAction
from pytestqt.qtbot import QtBot

from desktop import i18n
from desktop.dialogs.new_game import NewGameChoice
from desktop.i18n import with_mnemonics
from desktop.main_window import MainWindow
from engine.core import registry
from engine.core.save import Seat


def mnemonic(text: str) -> str | None:
    """The key Qt underlines in an entry's ``text`` (the letter after a lone "&"), in lower
    case; None if it has none ("&&" is an "&" shown)."""
    index = 0
    while index < len(text) - 1:
        if text[index] == "&":
            if text[index + 1] != "&":
                return text[index + 1].casefold()
            index += 1
        index += 1
    return None


def problems(menu: QMenu, path: str) -> list[str]:
    """The entries of ``menu`` and of its submenus (filled as opening them fills them) with
    no key or with one another entry of their menu has."""
    menu.aboutToShow.emit()
    found: list[str] = []
    keys: dict[str, str] = {}
    for action in menu.actions():
        # a separator, or a line read under a greyed entry (``MenuReason``): nothing to choose
        if action.isSeparator() or isinstance(action, QWidgetAction):
            continue
        text = action.text()
        key = mnemonic(text)
        if key is None:
            found.append(f"{path} › {text}: no key")
        elif key in keys:
            found.append(f"{path} › {text}: key {key!r} of {keys[key]} too")
        else:
            keys[key] = text
        if action.menu() is not None:
            found.extend(problems(action.menu(), f"{path} › {text}"))
    return found


@pytest.mark.parametrize("language", ["en", "fr", "de"])
def test_every_menu_entry_has_a_key_of_its_own(
    qtbot: QtBot, window: MainWindow, tmp_path: Path, language: str
) -> None:
    game = registry.get_game("flowers")
    seats = (Seat(name="Ann"), Seat(name="Bot", kind="easy"))
    choice = NewGameChoice("flowers", game.parse_options({"players": 2}), 3, seats)
    assert window.start_game(choice)
    for name in ("game.bouquet", "R&D.bouquet", "rose.bouquet"):  # Open Recent's entries
        assert window.save_to(tmp_path / name)
    assert i18n.install(language) == language
    QApplication.processEvents()  # the window's words anew (LanguageChange)
    assert window.file_menu.title() != "&File" or language == "en"
    bar = window.menuBar()
    menus = [action.menu() for action in bar.actions() if action.menu() is not None]
    assert [menu.title() for menu in menus] == [
        window.file_menu.title(),
        window.edit_menu.title(),
        window.view_menu.title(),
        window.help_menu.title(),
    ]
    titles = [mnemonic(menu.title()) for menu in menus]
    assert None not in titles and len(set(titles)) == len(titles), titles
    found = [problem for menu in menus for problem in problems(menu, menu.title())]
    assert found == []
    # the submenus filled as they open were walked: Open Recent's files, Help › Lesson's games
    window.recent_menu.aboutToShow.emit()
    assert window.recent_menu.actions()[1].text() == "&2 R&&D.bouquet"
    window.tutorial_menu.aboutToShow.emit()
    assert len(window.tutorial_menu.actions()) >= 2


def test_keys_go_to_word_starts_first_then_to_letters_not_taken() -> None:
    assert with_mnemonics(["Flowers", "Petal Plotters"]) == ["&Flowers", "&Petal Plotters"]
    assert with_mnemonics(["Flowers", "Fake Garden", "Fleurs"], taken="c") == [
        "&Flowers",
        "Fake &Garden",
        "F&leurs",
    ]
    assert with_mnemonics(["R&D", "ab"], taken="r") == ["R&&&D", "&ab"]
    assert with_mnemonics(["a", "A"]) == ["&a", "A"]  # no letter left: none
