"""What a German play tester who tried to break Bouquet found (1280x800, session 58): a file
opened while an unfinished game waited was asked about as "a new game"; file names with a
byte that is not UTF-8; the New Game question that named no file."""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from desktop import i18n, paths
from desktop.dialogs.new_game import NewGameChoice, NewGameDialog
from desktop.main_window import MainWindow
from desktop.settings import Settings
from engine.core import registry
from engine.core.save import Seat, write_save
from engine.core.session import Session
from tests.desktop.shell.fakes import FakeOptions
from tests.desktop.shell.test_files_read_in_part import file_of
from tests.desktop.shell.test_new_game_asks_after import watched
from tests.desktop.shell.test_unsaved_changes import answering, move_on, play_card, saved_game


def other_file(folder: Path) -> Path:
    other = folder / "andere Partie.bouquet"
    game = registry.get_game("fake")
    write_save(other, Session(game, FakeOptions(players=1), 8), (Seat(name="Bo"),))
    return other


def test_opening_a_file_over_an_unfinished_game_names_the_file_opened(
    window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """ "Another game replaces the unfinished game you can resume" when a file was opened (from
    the desktop, or forwarded to the running app): the person opens a file."""
    choice = NewGameChoice("fake", FakeOptions(players=1), 7, (Seat(name="Ann"),))
    assert window.start_game(choice)
    play_card(window)
    window.close_game()
    asked = answering(monkeypatch, QMessageBox.StandardButton.Cancel)
    assert not window.open_given_file(other_file(tmp_path))
    [(title, text)] = asked
    assert title == "Unfinished game"
    assert text.startswith(
        "Opening “andere Partie.bouquet” replaces the unfinished game you can resume:\n"
    )
    assert "\nSave it first?" in text


def test_opening_a_file_over_a_filed_unfinished_game_names_both_files(
    window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    saved_game(window, tmp_path)
    move_on(window)
    window.close_game()
    asked = answering(monkeypatch, QMessageBox.StandardButton.Cancel)
    assert not window.open_given_file(other_file(tmp_path))
    [(_title, text)] = asked
    assert text.startswith("Opening “andere Partie.bouquet” replaces")
    assert "\nSave it in “game.bouquet” first?" in text


def test_the_german_question_says_nicht_beendet_as_its_title_does() -> None:
    """ "Nicht beendetes Spiel" over "… ersetzt es das unbeendete Spiel": one word for it."""
    catalogue = i18n.read_ts(paths.translations_dir() / "bouquet_de.ts")
    odd = [source for (_context, source), (text, _done) in catalogue.items() if "unbeendet" in text]
    assert odd == []


def test_a_file_name_with_a_byte_not_utf8_shows_alike_in_the_status_bar_menu_and_title(
    window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """ "Spiel in „bad�name.bouquet“ gespeichert", and "bad�name.bouquet" in File › Open Recent,
    where the title said "badname.bouquet". Qt keeps the byte's lone surrogate, drawn as "�",
    and gives back a text without it: what the window hands Qt is read here."""
    handed: list[str] = []

    def keep(method: Callable[..., object]) -> Callable[..., object]:
        def kept(text: str, *rest: object) -> object:
            handed.append(text)
            return method(text, *rest)

        return kept

    bar, menu = window.statusBar(), window.recent_menu
    monkeypatch.setattr(bar, "showMessage", keep(bar.showMessage))
    monkeypatch.setattr(window, "setWindowTitle", keep(window.setWindowTitle))
    monkeypatch.setattr(menu, "addAction", keep(menu.addAction))
    target = Path(os.fsdecode(bytes(tmp_path) + b"/bad\xffname.bouquet"))
    choice = NewGameChoice("fake", FakeOptions(players=1), 7, (Seat(name="Ann"),))
    assert window.start_game(choice)
    play_card(window)
    assert window.save_to(target)
    menu.aboutToShow.emit()
    assert "Game saved in “badname.bouquet”" in handed
    assert "Bouquet — Fake Garden solo — badname.bouquet[*]" in handed  # one player: solo
    assert "&1 badname.bouquet" in handed  # the menu's entry
    assert [text for text in handed if "bad" in text and "badname" not in text] == []
    assert menu.actions()[0].toolTip() == f"{tmp_path}/badname.bouquet"


def test_new_game_over_a_changed_game_with_a_file_names_the_file(
    window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """ "Das laufende Spiel vor dem Verlassen speichern?" named no file, where the other
    questions name the file Save writes."""
    saved_game(window, tmp_path)
    move_on(window)
    steps = watched(
        monkeypatch, NewGameDialog.DialogCode.Accepted, QMessageBox.StandardButton.Cancel
    )
    window.actions_by_name["new"].trigger()
    assert [kind for kind, _text in steps] == ["new game", "question"]
    assert steps[1][1].startswith("Save the game in progress in “game.bouquet” before leaving it?")


@pytest.mark.usefixtures("translations")
def test_a_damaged_autosave_is_told_plainly_and_leaves_the_game_cards_their_row(
    qtbot: QtBot, bouquet_home: Path
) -> None:
    """A damaged autosave's long reason widened the start page's side column: at 1280x800 in
    German the two game cards fell to one column, the second cut behind a scroll bar; and
    it spoke of "the JSON a save is written in"."""
    assert i18n.install("de") == "de"
    autosave = paths.autosave_path()
    autosave.parent.mkdir(parents=True, exist_ok=True)
    autosave.write_text('{"format": "bouquet-save", "version": 2, "game": "flowers", "se')
    window = MainWindow(Settings())
    qtbot.addWidget(window)
    window.resize(1200, 740)  # the tester's window on a 1280x800 screen
    window.show()
    assert QTest.qWaitForWindowExposed(window)
    screen = window.start_screen
    said = screen.resume_info.text().replace("\u200b", "")
    assert said.startswith("Das letzte Spiel konnte nicht gelesen werden")
    assert "JSON" not in said and said.endswith(", für einen Fehlerbericht.")
    qtbot.waitUntil(lambda: screen.cards["petal-plotters"].y() == screen.cards["flowers"].y())
    assert not screen._scroll.verticalScrollBar().isVisible()
    info = screen.resume_info
    assert info.height() >= info.heightForWidth(info.width())  # wrapped whole in its column
    window.close()


def test_a_file_read_in_part_is_told_once_in_the_question_before_it_opens(
    window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """ "Bouquet can read only 50 of the 60002 moves in …" before opening, then, after "Don't
    Save", "Move 51 in the file, in turn 26, is not allowed by the rules…": one event told
    twice, and "moves" counted twice over in German ("Züge" for steps, then for turns)."""
    part = file_of(registry.get_game("fake"), tmp_path / "part.bouquet", 3)  # type: ignore[arg-type]
    choice = NewGameChoice("fake", FakeOptions(players=2), 8, (Seat(name="B"), Seat(name="C")))
    assert window.start_game(choice)
    play_card(window)
    asked = answering(monkeypatch, QMessageBox.StandardButton.Discard)
    errors: list[str] = []
    monkeypatch.setattr(window, "show_error", lambda title, *_rest, **_kw: errors.append(title))
    assert window.open_given_file(part)
    [(_title, text)] = asked
    assert "\n\nMove 3 in the file, in turn 2, is not allowed by the rules" in text
    assert errors == []  # not said again once it opened
    session = window.controller.session
    assert session is not None and session.cursor == 2


def test_a_file_read_in_part_opened_unasked_still_says_what_it_lacks(
    window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    part = file_of(registry.get_game("fake"), tmp_path / "part.bouquet", 3)  # type: ignore[arg-type]
    errors: list[str] = []
    monkeypatch.setattr(window, "show_error", lambda title, *_rest, **_kw: errors.append(title))
    assert window.open_given_file(part)
    assert errors == ["“part.bouquet” opened without part of it"]


def test_german_calls_a_move_in_the_file_schritt_and_a_turn_zug() -> None:
    """ "12 der 13 Züge" counted steps where the start page's "9 Züge" counted turns."""
    catalogue = i18n.read_ts(paths.translations_dir() / "bouquet_de.ts")
    moves = "The moves taken back in this file were damaged"
    [text] = [text for (_c, source), (text, _d) in catalogue.items() if source.startswith(moves)]
    assert text.startswith("Die zurückgenommenen Schritte in dieser Datei")
