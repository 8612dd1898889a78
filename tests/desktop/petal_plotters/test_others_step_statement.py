"""What another seat does in a step of its ability is told as a statement about it, its own
Garrison and hand said as its own: "Poppy wählt: eine Handkarte von Poppy gegen eine Karte in
einer beliebigen Garnison tauschen" quoted the card's instruction after their name (German
play tester, session 56)."""

from __future__ import annotations

import pytest

from desktop import i18n
from desktop.games.petal_plotters import PetalPlottersBoard
from engine.games.petal_plotters import GAME
from engine.games.petal_plotters.components import CARDS
from engine.games.petal_plotters.state import UseAbility
from tests.games.petal_plotters.helpers import down, position


def first_with(op: str, owner: str) -> str:
    """A one-step card whose step is ``op`` on a card of ``owner``'s Garrison."""
    return next(
        card.id
        for card in CARDS.values()
        if len(card.ability) == 1
        and card.ability[0].op == op
        and card.ability[0].owner == owner
        and card.ability[0].face in ("any", "down")
    )


@pytest.mark.usefixtures("translations")
@pytest.mark.parametrize(
    ("language", "op", "owner", "told"),
    [
        ("en", "exchange_hand", "any", "Poppy exchanges one of their own hand cards for a"),
        ("de", "exchange_hand", "any", "Poppy tauscht eine eigene Handkarte gegen eine"),
        ("fr", "exchange_hand", "any", "Poppy échange une carte de sa main contre une"),
        ("en", "rotate", "self", "Poppy rotates a card in their own Garrison"),
        ("de", "rotate", "self", "Poppy dreht eine Karte in der eigenen Garnison"),
        ("fr", "rotate", "self", "Poppy fait pivoter une carte de sa propre garnison"),
    ],
)
def test_another_seats_step_reads_as_what_they_do(
    qapp,  # type: ignore[no-untyped-def]
    language: str,
    op: str,
    owner: str,
    told: str,
) -> None:
    card = first_with(op, owner)
    board = PetalPlottersBoard(GAME)
    board.seat_names = ["Ann", "Poppy", "Cleo"]
    board.viewer = 0
    table = position(
        [["frog-1"], [card, "katydid-2"], []],
        [[down("katydid-1", 0)], [down("honey-bee-3", 0)], [down("sunbird-1", 0)]],
        current=1,
    )
    table = GAME.apply(table, UseAbility(card))
    assert i18n.install(language) == language
    try:
        said = board._prompt_text(GAME.view(table, 0))
    finally:
        assert i18n.install("en") == "en"
    # after the count of an exchange's two choices ("Step 1 of 2: "), as the panel counts them
    start = said.find(told)
    assert start >= 0 and ":" not in said[start:], said
    assert "Poppy" not in said[start + len("Poppy") :], said  # named once, as the one who acts
