"""One word for a deal and one for a match, Victory Points said in full, the hint's words said
naturally: a German play tester of a three-deal match at a shared screen (session 54) read
"Spiel", "Runde", "Partie" and "Match" for a deal and the match alike, "+3 SP" as part of the
Petal Power line over it, "(L: vorige Runde)" as a riddle, and hints as stilted."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import QCoreApplication
from pytestqt.qtbot import QtBot

from desktop import i18n, paths
from desktop.games.petal_plotters.board import _deal_began
from desktop.games.petal_plotters.items import DealDialog
from desktop.i18n import tr_note
from engine.games.petal_plotters import GAME
from engine.games.petal_plotters.state import UseAbility
from tests.desktop.petal_plotters.test_deal_window import LINES, STANDINGS, three_player_deal
from tests.games.petal_plotters.test_hint_reasons import (
    pangolin_or_honey_bee,
    three_cards_under_a_known_hornbill,
)

NAMES = ["Ann", "Ben", "Cleo"]
NOT_MATCH = {"de": r"\bMatch", "fr": r"\b[Mm]atch\b"}
"""A match is a "Partie" in German and a "partie" in French, as the whole game is elsewhere."""


def catalogue(language: str) -> dict[tuple[str, str], str]:
    return {
        key: text
        for key, (text, _done) in i18n.read_ts(
            paths.translations_dir() / f"bouquet_{language}.ts"
        ).items()
    }


@pytest.mark.parametrize("language", ["de", "fr"])
def test_a_match_has_one_word_in_the_catalogue_and_the_rules(language: str) -> None:
    """ "Match über drei Runden" in New Game, "Spiel vorbei" over "Match: Anna gewinnt" at its
    end: every text about a match says the word the game's end says."""
    texts = catalogue(language)
    about_a_match = [
        (key, text)
        for key, text in texts.items()
        if re.search(r"\bmatch(es)?\b", key[1], re.IGNORECASE)
        and "next match" not in key[1]  # the rules' Find: a match of the words looked for
        and "does not match" not in key[1]
    ]
    assert len(about_a_match) >= 8
    assert all("partie" in text.lower() for _, text in about_a_match)
    rules = paths.rules_path("petal-plotters", language).read_text(encoding="utf-8")
    found = [text for text in [*texts.values(), rules] if re.search(NOT_MATCH[language], text)]
    assert not found


@pytest.mark.usefixtures("translations")
@pytest.mark.parametrize(
    ("language", "game_over", "over"),
    [
        ("de", "Partie vorbei", "Die Partie ist vorbei."),
        ("fr", "Partie terminée", "La partie est terminée."),
    ],
)
def test_the_end_of_a_match_says_its_word(language: str, game_over: str, over: str) -> None:
    """The heading after deal 3 and the end's verdict under it name the same thing."""
    assert i18n.install(language) == language
    verdict = i18n.tr_engine("Match: {players} wins with {vp} VP.")
    assert verdict.startswith("Partie")
    board = "PetalPlottersBoard"
    assert QCoreApplication.translate(board, "Game over") == game_over
    assert QCoreApplication.translate("EndGameDialog", "Game over") == game_over
    assert QCoreApplication.translate(board, "The game is over.") == over


@pytest.mark.parametrize(("language", "short"), [("de", r"\bSP\b"), ("fr", r"\bPV\b")])
def test_victory_points_are_never_shortened(language: str, short: str) -> None:
    """ "SP" and "PV" were spelled out nowhere."""
    assert not [text for text in catalogue(language).values() if re.search(short, text)]


@pytest.mark.usefixtures("translations")
@pytest.mark.parametrize(
    ("language", "three", "one"),
    [
        ("en", "+3 Victory Points", "+1 Victory Point"),
        ("de", "+3 Siegpunkte", "+1 Siegpunkt"),
        ("fr", "+3 points de victoire", "+1 point de victoire"),
    ],
)
def test_the_deal_window_spells_out_the_victory_points(
    qtbot: QtBot, language: str, three: str, one: str
) -> None:
    """ "+3 SP" under "Blütenkraft −3" read as part of the power's line."""
    assert i18n.install(language) == language
    dialog = DealDialog(2, three_player_deal(), NAMES, LINES, STANDINGS)
    qtbot.addWidget(dialog)
    assert dialog.vp_labels[1].text() == three
    assert not dialog.vp_labels[0].text()  # a seat that won nothing says nothing
    assert dialog._vp_text(1) == one


@pytest.mark.usefixtures("translations")
@pytest.mark.parametrize(
    ("language", "winners", "words"),
    [
        ("en", ["Ann"], "Ann won deal 1. Deal 2 has begun; L shows deal 1."),
        (
            "en",
            ["Ann", "Bo"],
            "Ann and Bo shared deal 1. Deal 2 has begun; L shows deal 1.",
        ),
        ("en", [], "Nobody won deal 1. Deal 2 has begun; L shows deal 1."),
        (
            "de",
            ["Ann"],
            "Ann hat Runde 1 gewonnen. Runde 2 hat begonnen; L zeigt Runde 1.",
        ),
        (
            "fr",
            ["Ann", "Bo"],
            "Ann et Bo se partagent la donne\u00a01. La donne\u00a02 a commencé\u00a0; L montre"
            " la donne\u00a01.",
        ),
    ],
)
def test_the_line_that_a_deal_began_says_who_won_the_last_and_what_l_does(
    language: str, winners: list[str], words: str
) -> None:
    """The hand-off between deals said that a deal began, not who won the one before (play
    tester 206): its results had been open to everyone at once."""
    assert i18n.install(language) == language
    assert _deal_began(2, winners) == words


@pytest.mark.usefixtures("translations")
def test_a_hint_in_german_tells_two_ways_of_winning_as_two() -> None:
    """ "Du gewinnst in etwa 75 %" then "insgesamt etwa 95 %" read as two chances of one
    thing: the card's chance is said as the card's, and the sum as both ways together."""
    assert i18n.install("de") == "de"
    view = GAME.view(pangolin_or_honey_bee(last=False), 0)
    note = GAME.hint_reason(view, 0, UseAbility("pangolin-3"))
    assert note is not None
    said = tr_note(note, NAMES)
    assert "Blaue Truppe braucht 8 oder mehr: Mit dieser Karte gewinnst du in etwa" in said
    assert "Mit dem Doppelhornvogel gewinnst du außerdem, wenn sonst niemand gewinnt" in said
    assert re.search(r"Auf beide Arten zusammen gewinnst du in etwa \d+\s% der Fälle\.$", said)


@pytest.mark.usefixtures("translations")
def test_a_hint_in_german_says_where_the_total_goes_in_plain_words() -> None:
    """ "in Richtung dessen, was deine Karte der Kategorie … braucht" read stilted."""
    assert i18n.install("de") == "de"
    view = GAME.view(three_cards_under_a_known_hornbill(), 0)
    note = GAME.hint_reason(view, 0, UseAbility("frog-1"))
    assert note is not None
    assert tr_note(note, NAMES).startswith(
        "Die Summe sinkt um 4 und nähert sich dem Bereich, den deine Karte der Kategorie"
        " Laubheuschrecke braucht."
    )


@pytest.mark.parametrize(
    "stilted",
    ["in Richtung dessen", "weniger wahrscheinlich gewinnt", "insgesamt etwa"],
)
def test_the_german_hints_leave_the_stilted_words(stilted: str) -> None:
    assert not [text for text in catalogue("de").values() if stilted in text]
