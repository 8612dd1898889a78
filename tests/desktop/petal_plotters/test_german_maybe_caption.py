"""The memory aid's caption over a rival's notes, in German at five players: "Daisy hat
vielleicht no…" (its last two words held together, wider than the narrow panel); the
English "Daisy may still hold:" fit (play test, session 56). It says "Vielleicht bei
Daisy:", whole."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from pytestqt.qtbot import QtBot

from desktop import i18n
from engine.core.save import Seat
from engine.games.petal_plotters import GAME
from engine.games.petal_plotters.state import Rumour, evolve
from tests.games.petal_plotters.helpers import position

from .conftest import make_table
from .test_table_fit import fit_viewport

NAMES = ["Ada", "Ben", "Cy", "Daisy", "Eve"]


@pytest.fixture
def german(qtbot: QtBot) -> Iterator[None]:
    assert i18n.install("de") == "de"
    yield
    i18n.install("en")


@pytest.mark.parametrize("size", [(1366, 652), (1024, 600)])
def test_a_rivals_maybe_caption_is_whole_in_german(
    qtbot: QtBot, german: None, size: tuple[int, int]
) -> None:
    hands = [
        ["dusky-leaf-langur-1", "pangolin-1"],
        ["honey-bee-2", "frog-1"],
        ["sunbird-1", "katydid-1"],
        ["frog-2", "honey-bee-3"],
        ["spider-1", "honey-bee-1"],
    ]
    # Ada saw Daisy's Frog, which may have changed hands since: "may still hold"
    state = evolve(
        position(hands, [[] for _ in hands]), rumours=(Rumour(0, "frog-2", (3,), ((3, 0),)),)
    )
    table = make_table(qtbot, [Seat(name=name, kind="human") for name in NAMES])
    try:
        fit_viewport(qtbot, table, *size)
        view = GAME.view(state, 0)
        table.board.show_state(view, 0, None, GAME.projection(view), NAMES)
        caption = table.board._labels["known", 3]
        assert caption.isVisible()
        assert caption.text.replace("\n", " ") == "Vielleicht bei Daisy:"
        assert not caption.toolTip()  # nothing cut
    finally:
        table.controller.shutdown()
