"""A Flowers hint's French advice is the translator's own words: "Conseil : piochez le …"
was made in the code, from the move's infinitive ("Piocher le …"), by a table of verbs no
translator saw (play tester, session 56). The table gone, the advice reads the same."""

from __future__ import annotations

import xml.etree.ElementTree as ElementTree
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from desktop import i18n
from desktop.games.flowers import FlowersBoard
from desktop.games.flowers.tutorial import OPTIONS, SEED
from desktop.hint import Hint, hint_text
from engine.games.flowers import GAME, Draw, Place

NBSP = "\u00a0"


@pytest.mark.usefixtures("translations")
def test_french_flowers_advice_needs_no_verb_table(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The lesson's deal, its draw and its placing hinted in French with the code's verb
    table emptied: the advice still says "piochez", "posez", as the catalogue writes it."""
    monkeypatch.setattr(i18n, "_FRENCH_MOVE_VERBS", frozenset())
    assert i18n.install("fr") == "fr"
    board = FlowersBoard(GAME)
    qtbot.addWidget(board.widget())
    state = GAME.new_game(OPTIONS, SEED)
    board.show_state(state, 0, GAME.legal_actions(state), GAME.projection(state), ["Ada"])
    taken = hint_text(Hint(Draw(0), None), board.hint_words(Draw(0), state), [])
    assert taken.startswith(f"Conseil{NBSP}: piochez le "), taken
    drawn = GAME.apply(state, Draw(0))
    board.show_state(drawn, 0, GAME.legal_actions(drawn), GAME.projection(drawn), ["Ada"])
    placed = hint_text(Hint(Place(1, 0), None), board.hint_words(Place(1, 0), drawn), [])
    assert placed.startswith(f"Conseil{NBSP}: posez le "), placed


def test_a_catalogue_tells_the_translator_how_a_hint_is_read(tmp_path: Path) -> None:
    """Every FlowersHint message carries the note that it is advice read after "Hint:"
    (Qt Linguist shows a message's ``extracomment`` beside it); another context has none."""
    messages = {
        ("FlowersHint", "Take the %1"): ["desktop/games/flowers/board.py:1"],
        ("FlowersBoard", "Take the %1"): ["desktop/games/flowers/board.py:2"],
    }
    ts = tmp_path / "bouquet_fr.ts"
    i18n.write_ts(ts, "fr", messages, {})
    notes = {
        context.findtext("name"): [
            message.findtext("extracomment") for message in context.iter("message")
        ]
        for context in ElementTree.parse(ts).getroot().iter("context")
    }
    assert notes == {"FlowersBoard": [None], "FlowersHint": [i18n.CONTEXT_NOTES["FlowersHint"]]}
    assert "Hint: {move}" in i18n.CONTEXT_NOTES["FlowersHint"]
    assert set(i18n.read_ts(ts)) == set(messages)  # the note is no part of a message's key
