"""The German words a Flowers play tester (du-form app, session 57) found odd: a sentence
opening with "Ihr"/"Ihre" ("its", "their") or a plural "Sie" read as the formal "you"; taking
back one move said "die Züge"."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from desktop import i18n, paths
from desktop.i18n import fill_named
from desktop.main_window import MainWindow
from desktop.settings import Settings
from engine.core.save import Seat
from tests.desktop.shell.test_flowers_shell import play_face_down, start

FORMAL_LOOKING = re.compile(r"(?:^|[.:!?]\s+|\n)(?:Ihr(?:e|en|em|er|es)?\b|Sie\s+\w+en\b)")
"""A sentence opening with "Ihr …" or "Sie" and a plural verb ("Sie bleiben"): in an app that
says "du" it reads as the formal "your"/"you", whatever it refers back to."""


def _formal_looking(text: str) -> list[str]:
    return [text[max(0, m.start() - 40) : m.end() + 20] for m in FORMAL_LOOKING.finditer(text)]


def test_no_german_message_opens_a_sentence_as_formal_you() -> None:
    """ "Ihre Gruppe hat 1 Karte", "Ihren jetzigen Inhalt … ersetzen?", "Spieler haben … keinen
    Namen: Sie heißen jetzt …" (play tester, session 57)."""
    catalogue = i18n.read_ts(paths.translations_dir() / "bouquet_de.ts")
    found = {
        source: hits
        for (_context, source), (text, _done) in catalogue.items()
        if (hits := _formal_looking(text))
    }
    assert found == {}


def test_no_german_rules_page_opens_a_sentence_as_formal_you() -> None:
    """ "Vier lila Startkarten … Sie haben keine Zahl" read as "you have no number"."""
    pages = sorted((Path(__file__).parents[3] / "docs" / "rules" / "de").glob("*.md"))
    assert pages
    found = {page.name: hits for page in pages if (hits := _formal_looking(page.read_text()))}
    assert found == {}


@pytest.mark.usefixtures("translations")
def test_taking_back_a_move_at_a_shared_screen_reads_for_one_move_and_several(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    """ "Das nimmt die Züge von Anna zurück: Anna ist wieder dran. Der Zug geht nach der Karte
    weiter, die Anna gesehen hat: …": "Züge" for one move, and "der Zug geht weiter" read as
    "the move goes on" (play tester, session 57). It says what was played, for one person or
    several, and that the turn goes on with the card seen."""
    assert i18n.install("de") == "de"
    asked: list[str] = []

    def question(_parent, _title, text, *_buttons):  # type: ignore[no-untyped-def]
        asked.append(text)
        return QMessageBox.StandardButton.No

    monkeypatch.setattr(QMessageBox, "question", question)
    window = MainWindow(Settings(ai_move_delay_ms=0))
    qtbot.addWidget(window)
    with qtbot.waitExposed(window):
        window.show()
    start(window, Seat(name="Anna"), Seat(name="Ben"))
    play_face_down(window, 2)  # Anna draws face down and places; Ben's turn, same screen
    window.actions_by_name["undo"].trigger()
    window.close()
    assert asked == [
        "Rückgängig: „Anna: Die gelbe 4 rechts neben die blaue 2 gelegt“\n\n"
        "Das nimmt zurück, was von Anna gespielt wurde: Anna ist wieder dran. Weiter geht es mit"
        " der Karte, die Anna gesehen hat: Eine gesehene Karte lässt sich nicht zurücknehmen."
    ]
    several = QCoreApplication.translate(
        "MainWindow", "This takes back what {names} played: the turn goes back to {player}."
    )
    assert fill_named(several, {"names": "Anna und Ben", "player": "Anna"}) == (
        "Das nimmt zurück, was von Anna und Ben gespielt wurde: Anna ist wieder dran."
    )


def test_german_rules_pages_say_where_the_shortcuts_open_them() -> None:
    """ "F1 öffnet diese Regeln (Hilfe › Tastenkürzel, Strg+/ oder ?, öffnet sie hier)" read
    as one muddled clause, and "Bei einer Wiederholung (eine erneut gespielte Partie …)" broke
    the dative (play tester, session 57)."""
    pages = {
        page.name: " ".join(page.read_text().split())
        for page in (Path(__file__).parents[3] / "docs" / "rules" / "de").glob("*.md")
    }
    assert set(pages) == {"flowers.md", "petal-plotters.md"}
    for text in pages.values():
        assert (
            "F1 öffnet diese Regeln; Hilfe › Tastenkürzel (Strg+/ oder ?) öffnet sie bei diesem"
            " Abschnitt." in text
        )
        assert "öffnet sie hier" not in text
    assert "Bei einer Wiederholung (einer erneut gespielten Partie," in pages["flowers.md"]


def test_german_sentences_after_a_colon_begin_with_a_capital_and_a_game_opens_itself() -> None:
    """A whole sentence after a colon begins with a capital, as everywhere else in the German
    catalogue: "Kehre … zurück: drücke Esc." and "Wähle die beiden Karten zum Tauschen:
    klicke …" did not; "Das Spiel öffnet an seinem Anfang" read as the game opening something
    (found reading the rows of sessions 54 to 56, session 57)."""
    catalogue = i18n.read_ts(paths.translations_dir() / "bouquet_de.ts")
    lower = re.compile(r": (?:klicke|ziehe|wähle|drücke|lege|nimm|gib|sieh|spiele|öffne) ")
    transitive = re.compile(r"\b(?:Spiel|Partie) öffnet (?!sich)")
    found = [
        text for text, _done in catalogue.values() if lower.search(text) or transitive.search(text)
    ]
    assert found == []
