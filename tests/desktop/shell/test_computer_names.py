"""The computers' default names in the language of the moment: Rose, Iris, Daisy… stayed
English in French and German games (play tester, session 57). Names a table was given stay
as they were given."""

from __future__ import annotations

import pytest
from pytestqt.qtbot import QtBot

from desktop import i18n
from desktop.dialogs.new_game import NewGameChoice, NewGameDialog, against_the_computer
from engine.core import registry
from engine.core.save import Seat

FIVE_SEATS = {
    "fr": ["Rose", "Iris", "Marguerite", "Capucine"],
    "de": ["Rosa", "Iris", "Margarete", "Erika"],
}


def petal_plotters_dialog(qtbot: QtBot, previous: NewGameChoice | None = None) -> NewGameDialog:
    game = registry.get_game("petal-plotters")
    dialog = NewGameDialog({"petal-plotters": game}, "petal-plotters", previous=previous)
    qtbot.addWidget(dialog)
    return dialog


@pytest.mark.usefixtures("translations")
@pytest.mark.parametrize("language", ["fr", "de"])
def test_the_computers_are_named_in_the_language_of_the_moment(qtbot: QtBot, language: str) -> None:
    assert i18n.install(language) == language
    dialog = petal_plotters_dialog(qtbot)
    dialog.players.setValue(5)
    names = [seat.name for seat in dialog.choice().seats[1:]]
    assert names == FIVE_SEATS[language]
    game = registry.get_game("petal-plotters")
    offered = against_the_computer(game, None, 3).seats[1:]
    assert [seat.name for seat in offered] == FIVE_SEATS[language][:2]


@pytest.mark.usefixtures("translations")
def test_a_french_default_name_taken_is_not_given_twice(qtbot: QtBot) -> None:
    """Seat 2 called "Marguerite", five players showed a fourth seat "Marguerite" too (the
    twins' check knew the English names only)."""
    assert i18n.install("fr") == "fr"
    dialog = petal_plotters_dialog(qtbot)
    dialog.players.setValue(3)
    dialog.seat_rows[1].name.setText("Marguerite")
    dialog.players.setValue(5)
    names = [seat.name for seat in dialog.choice().seats]
    assert len({name.casefold() for name in names}) == 5
    assert dialog.validate()


@pytest.mark.usefixtures("translations")
def test_a_table_remembered_in_english_keeps_its_names_in_german(qtbot: QtBot) -> None:
    assert i18n.install("de") == "de"
    game = registry.get_game("petal-plotters")
    seats = (Seat(name="Jonas"), Seat(name="Poppy", kind="easy"), Seat(name="Rose", kind="hard"))
    previous = NewGameChoice("petal-plotters", game.parse_options({"players": 3}), 7, seats)
    dialog = petal_plotters_dialog(qtbot, previous)
    dialog.players.setValue(4)
    names = [seat.name for seat in dialog.choice().seats]
    assert names[:3] == ["Jonas", "Poppy", "Rose"]
    assert names[3] == "Margarete" and dialog.validate()
