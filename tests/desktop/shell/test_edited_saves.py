"""Saves a player edited or damaged by hand, opened in the window (play tester 123)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from desktop import i18n
from desktop.main_window import MainWindow
from engine.core.save import Seat, write_save
from engine.core.session import Session
from tests.desktop.shell.fakes import FakeGame, FakeOptions
from tests.desktop.shell.test_unsaved_changes import saved_game


def windows_text_save(window: MainWindow, folder: Path) -> Path:
    """A saved game whose player was renamed "Jürgen" by hand, and the file re-saved by
    Notepad as "ANSI" (cp1252)."""
    target = saved_game(window, folder)
    window.close_game()
    data = json.loads(target.read_text(encoding="utf-8"))
    data["seats"][0]["name"] = "Jürgen"
    target.write_bytes(json.dumps(data, ensure_ascii=False).encode("cp1252"))
    return target


@pytest.mark.usefixtures("translations")
def test_a_save_re_saved_as_windows_text_opens_and_says_so(
    window: MainWindow, tmp_path: Path
) -> None:
    """Refused as "not a Bouquet save", as a renamed text file is: it opens, and the player
    reads, in their language, that it was read as Windows text."""
    target = windows_text_save(window, tmp_path)
    i18n.install("de")
    assert window.open_file(target)
    assert window.controller.seats[0].name == "Jürgen"
    box = window.message_box
    assert box is not None and box.informativeText() == (
        "Die Datei war nicht in UTF-8 (wahrscheinlich hat ein Texteditor sie neu gespeichert):"
        " Bouquet hat sie als Windows-Text gelesen. Speichere sie erneut, damit sie so bleibt,"
        " wie Bouquet sie schreibt."
    )
    assert "cp1252" in box.detailedText()
    # its title says what happened: "opened without part of it" had the player look for a
    # missing move
    assert box.text() == f"„{target.name}“ als Windows-Text geöffnet"


@pytest.mark.usefixtures("translations")
def test_a_save_in_no_encoding_bouquet_reads_names_its_encoding(
    window: MainWindow, tmp_path: Path
) -> None:
    """Re-saved as Windows text and broken too: refused for its encoding, not as no save."""
    target = windows_text_save(window, tmp_path)
    target.write_bytes(target.read_bytes()[:-40])
    i18n.install("fr")
    assert not window.open_file(target)
    assert window.last_error == (
        "Le fichier n’est pas en UTF-8, l’encodage dans lequel Bouquet enregistre, et il ne peut"
        " pas non plus être lu comme texte Windows\u00a0: un éditeur de texte l’a peut-être"
        " enregistré dans un autre encodage, ou l’a endommagé."
    )


def test_a_save_re_saved_as_unicode_opens_without_a_word(
    window: MainWindow, tmp_path: Path
) -> None:
    """Notepad re-saved it as "Unicode" (UTF-16) and it was refused as no save (play tester
    123): it opens as it was written, and no box says anything of its text."""
    target = windows_text_save(window, tmp_path)
    target.write_bytes(target.read_bytes().decode("cp1252").encode("utf-16"))
    assert window.open_file(target)
    assert window.controller.seats[0].name == "Jürgen"
    assert window.message_box is None and window.last_error is None


@pytest.mark.usefixtures("translations")
def test_a_save_whose_players_share_a_name_opens_with_the_later_told_apart(
    window: MainWindow, tmp_path: Path, fake_game: FakeGame
) -> None:
    """A save edited by hand to two players of one name (" ann " beside "Ann") opened with
    two Anns at the table: the later takes a number, and the player reads why."""
    target = tmp_path / "twins.bouquet"
    write_save(target, Session(fake_game, FakeOptions(players=2), 7), (Seat(name="Ann"),) * 2)
    data = json.loads(target.read_text(encoding="utf-8"))
    data["seats"][1]["name"] = "  ann "
    target.write_text(json.dumps(data), encoding="utf-8")
    i18n.install("fr")
    assert window.open_file(target)
    assert [seat.name for seat in window.controller.seats] == ["Ann", "ann (2)"]
    box = window.message_box
    assert box is not None and box.text() == (
        "«\u00a0twins.bouquet\u00a0» ouvert avec deux noms identiques distingués"
    )
    assert box.informativeText() == (
        "Deux joueurs ont le même nom dans le fichier\u00a0: pour les distinguer, le second est"
        " nommé ann (2)."
    )
