"""The Flowers hint's caution that the game "may end before your next turn", in each language
the app speaks: said of the place that gives up a point now, not of the place keeping the
score where no place does better (play test of session 59; the positions are
``tests.games.flowers.test_hint_end_caution``'s)."""

from __future__ import annotations

import pytest

from desktop import i18n
from engine.games.flowers import GAME
from tests.games.flowers.test_hint_end_caution import DROPPED, KEPT
from tests.games.flowers.test_hint_end_near import table_of_tester

STAYS = {
    "en": "Your score stays 5 for now; this place may pay off by the game's end.",
    "fr": "Votre score reste à 5 pour l’instant\u00a0; cette place pourra rapporter des points"
    " d’ici la fin de la partie.",
    "de": "Dein Punktestand bleibt vorerst bei 5; dieser Platz kann sich bis zum Spielende"
    " auszahlen.",
}
CAUTION = {
    "en": "But the end may come before your next turn",
    "fr": "Mais la fin peut venir avant votre prochain tour",
    "de": "Aber das Ende kann vor deinem nächsten Zug kommen",
}


@pytest.mark.usefixtures("translations")
@pytest.mark.parametrize("language", ["en", "fr", "de"])
def test_only_the_place_giving_up_a_point_is_warned(language: str) -> None:
    assert i18n.install(language) == language
    view = GAME.view(table_of_tester(short=1), 0)
    kept, dropped = (GAME.hint_reason(view, 0, place) for place in (KEPT, DROPPED))
    assert kept is not None and dropped is not None
    assert i18n.tr_note(kept, ["Ann", "Rose"]) == STAYS[language]
    assert CAUTION[language] in i18n.tr_note(dropped, ["Ann", "Rose"])
