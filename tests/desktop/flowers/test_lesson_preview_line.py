"""The lesson names the score panel's line that previews a move by its words and its colour:
its second step said (fr) "La dernière ligne du panneau de score donne votre total après ce
coup", but the panel's last line is the legend, and the preview, "Si vous la posez ici", stands
above it (play tester 191)."""

from __future__ import annotations

import pytest
from pytestqt.qtbot import QtBot

from desktop import i18n
from desktop.games.flowers.board import preview_words
from desktop.games.flowers.tutorial import OPTIONS, SEED, lesson_steps
from engine.core.save import Seat
from engine.games.flowers import GAME

from .conftest import make_table

QUOTED = {"en": "“{}”", "fr": "«\u00a0{}\u00a0»", "de": "„{}“"}
LAST_LINE = {"en": "last line", "fr": "dernière ligne", "de": "letzte Zeile"}


@pytest.mark.usefixtures("qapp", "translations")
@pytest.mark.parametrize("language", sorted(QUOTED))
def test_the_steps_name_the_preview_line_as_the_panel_writes_it(language: str) -> None:
    """Step 2 ("Draw and place") and the free play after it quote the line's own words, in
    the language's quotes, and say it is in colour, never the "last line"."""
    assert i18n.install(language) == language
    state = GAME.new_game(OPTIONS, SEED)
    texts = [step.text(state) for step in lesson_steps()]
    quoted = QUOTED[language].format(preview_words())
    naming = [index for index, text in enumerate(texts) if quoted in text]
    assert naming[0] == 1 and len(naming) == 2  # the second step, and the free play
    assert not any(LAST_LINE[language] in text for text in texts)


def test_the_preview_line_is_in_colour_over_the_legend(qtbot: QtBot) -> None:
    """What the step says of the line holds on the table: with a card held over a cell, the
    score panel's line of those words is in the accent colour, and the legend stands under
    it."""
    table = make_table(qtbot, [Seat(name="Ana", kind="human")], seed=1)
    board = table.board
    try:
        table.play(GAME.legal_actions(table.state)[0])  # a card drawn, to be placed
        board._set_preview(next(iter(board.places)))
        lines = [label for label in board._score_lines if label.isVisible()]
        preview = next(label for label in lines if label.text == preview_words())
        assert preview.color == board.view.palette_colors.accent
        legend = board._labels["legend"]
        assert legend.isVisible()
        assert legend.sceneBoundingRect().top() >= preview.sceneBoundingRect().bottom()
    finally:
        table.controller.shutdown()
