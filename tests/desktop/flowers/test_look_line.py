"""The line of keys under another player's garden drawn large (Page Down): two sentences, how
to go back and how to page on. Broken between them where a " · " joined them, the break took
the dot, and the narrow column beside a tall garden read "À vous : Échap, Entrée ou un clic
vous ramène à votre jardin Page suivante, Page précédente : les autres jardins" as one (play
tester 178). They are joined as the status line joins two sentences, on any line."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from desktop import i18n
from engine.core.save import Seat

from .conftest import make_table
from .test_look_at import maximiliane_holds_a_card, tall_rival_garden
from .test_small_windows import NAMES

SENTENCES = {
    "en": "back to your garden. Page Down, Page Up: the other gardens",
    "fr": "retour à votre jardin. Page suivante, Page précédente\u00a0: les autres jardins",
}
"""The end of the line (the turn is Maximiliane's), both sentences."""


@pytest.mark.parametrize("language", sorted(SENTENCES))
@pytest.mark.usefixtures("translations")
def test_the_two_sentences_under_a_garden_shown_large_stay_apart(
    qtbot: QtBot, language: str
) -> None:
    assert i18n.install(language) == language
    table = make_table(qtbot, [Seat(name=name, kind="human") for name in NAMES], seed=29)
    board = table.board
    try:
        maximiliane_holds_a_card(qtbot, table, tall_rival_garden(29))
        QTest.keyClick(board.view, Qt.Key.Key_PageDown)
        assert board.looking_at == 1
        lines = board._labels["look-hint"].text.split("\n")
        assert len(lines) > 2  # the narrow column beside the tall garden
        assert " ".join(lines).endswith(SENTENCES[language])
    finally:
        table.controller.shutdown()
