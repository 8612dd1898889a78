"""French words of a hot-seat Petal Plotters game (play tester, session 55): the move's words
after a key's or a hint's colon go on in lower case, a hint advises ("ajoutez"), and "de"
before a name that starts with a vowel or a mute h is elided ("d’Amélie")."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from desktop import hint, i18n
from desktop.dialogs.new_game import NewGameChoice
from desktop.i18n import elide, fill_named
from desktop.main_window import MainWindow
from engine.core import registry
from engine.core.save import Seat
from engine.games.petal_plotters import (
    GAME,
    AddToGarrison,
    ChooseHandCard,
    PlaceHornbill,
    UseAbility,
)
from tests.desktop.petal_plotters.conftest import Table, make_table
from tests.desktop.shell.on_screen import french_window
from tests.games.petal_plotters.helpers import down, position

NBSP = "\u00a0"


@pytest.fixture
def window(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, translations: None
) -> Iterator[MainWindow]:
    """A window in French, its computers playing at once."""
    yield from french_window(qtbot, tmp_path, monkeypatch)


def start(window: MainWindow, *seats: Seat) -> None:
    game = registry.get_game("petal-plotters")
    options = game.parse_options({"players": len(seats)})
    assert window.start_game(NewGameChoice("petal-plotters", options, 3, seats))


@pytest.mark.usefixtures("translations")
def test_the_enter_line_goes_on_in_lower_case_after_its_colon(trio: Table) -> None:
    """The frame's line read "Entrée : Ajouter la carte …", the capital kept after the colon."""
    assert i18n.install("fr") == "fr"
    trio.play(PlaceHornbill())
    view = trio.board.view
    view.setFocus()
    QTest.keyClick(view, Qt.Key.Key_Right)  # the frame on the first hand card
    assert trio.messages[-1].startswith(f"Entrée{NBSP}: ajouter la carte "), trio.messages[-1]


def test_a_french_hint_advises_the_player(
    qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A hint read "Conseil : Ajouter la carte Pangolin …": it is advice, "ajoutez"."""

    class Adding:
        """The hint's search, adding the last card of the hand."""

        level = "hard"

        def choose(self, game: Any, view: Any, player: int, cancel: Any = None) -> Any:
            return AddToGarrison(view.hands[player][-1].card, True)

    game = registry.get_game("petal-plotters")
    monkeypatch.setattr(hint, "make_agent", lambda *args, **kwargs: Adding())
    monkeypatch.setattr(
        type(game), "hint_move", lambda self, view, player, searched, aim=None: searched
    )
    start(window, Seat(name="Ann"), Seat(name="Robo", kind="easy"))
    board = window.board
    assert board is not None
    qtbot.waitUntil(lambda: bool(window.controller.choices_for_viewer()), timeout=10_000)
    if PlaceHornbill() in (window.controller.choices_for_viewer() or ()):
        board.action_chosen.emit(PlaceHornbill())
        qtbot.waitUntil(lambda: bool(window.controller.choices_for_viewer()), timeout=10_000)
    board.view.viewport().setFocus()
    QTest.keyClick(board.view.viewport(), Qt.Key.Key_H)
    said = window.statusBar().currentMessage
    qtbot.waitUntil(lambda: said().startswith("Conseil"), timeout=10_000)
    assert said().startswith(f"Conseil{NBSP}: ajoutez la carte "), said()


def test_undos_tip_elides_de_before_the_other_persons_name(
    qtbot: QtBot, window: MainWindow
) -> None:
    """Undo's tip on Bernard's table read "Reprendre le coup « … » de Amélie"."""
    start(window, Seat(name="Amélie"), Seat(name="Hugo"))
    session = window.controller.session
    assert session is not None
    first = window.controller.seat_name(session.state.current)
    qtbot.mouseClick(window.handoff.button, Qt.MouseButton.LeftButton)
    window.controller.play(PlaceHornbill())
    qtbot.mouseClick(window.handoff.button, Qt.MouseButton.LeftButton)  # the other's table
    tip = window.actions_by_name["undo"].toolTip()
    assert f"» d’{first}" in tip and "de " + first not in tip, tip


@pytest.mark.usefixtures("translations")
def test_french_de_is_elided_before_a_vowel_or_a_mute_h(qapp: Any) -> None:
    assert i18n.install("fr") == "fr"
    assert elide("le coup de Hugo, de Hélène et de Yann") == "le coup d’Hugo, d’Hélène et de Yann"
    assert fill_named("le coup de {name}", {"name": "Amélie"}) == "le coup d’Amélie"


@pytest.mark.usefixtures("translations")
def test_the_hornbills_share_of_the_chances_reads_as_chances_added(qapp: Any) -> None:
    """The French hint read "… dans 60 % des cas de plus": the Hornbill adds chances."""
    assert i18n.install("fr") == "fr"
    source = (
        "With the Hornbill you also win when nobody else does, another {percent}% of the time:"
        " about {total}% in all."
    )
    said = i18n.tr_engine(source).format(percent=60, total=75)
    assert said == (
        "Le Calao vous fait aussi gagner quand personne d’autre ne gagne, ce qui ajoute environ"
        f" 60{NBSP}% de chances{NBSP}: environ 75{NBSP}% de chances de gagner en tout."
    )


@pytest.mark.usefixtures("translations")
def test_french_history_tells_the_movers_own_hand_by_no_ones_name(trio: Table) -> None:
    """The giver's own row read "carte Araignée de sa main choisie pour être donnée", where
    the rows beside it said "votre garnison"; then "Camille : carte … de votre main", the
    name beside "votre" (play tester 211). The mover's own rows say "la main", "la
    garnison": the row's name says whose."""
    assert i18n.install("fr") == "fr"
    board = trio.board
    table = position(
        [["malay-red-harlequin", "spider-1", "dusky-leaf-langur-1"], ["katydid-1"], ["sunbird-1"]],
        [[], [down("frog-1", 1), down("garden-snail-1", 1)], []],
    )
    giving = GAME.apply(table, UseAbility("dusky-leaf-langur-1"))
    give = next(a for a in GAME.legal_actions(giving) if isinstance(a, ChooseHandCard))
    after = GAME.apply(giving, give)
    told = board.describe_action(give, GAME.view(giving, 0), GAME.view(after, 0))
    assert told.startswith("carte Arlequin") and " de la main choisie pour être donnée" in told


@pytest.mark.usefixtures("translations")
def test_l_in_a_matchs_first_deal_says_when_it_will_show_one(qtbot: QtBot) -> None:
    """L in a match's first deal said "L montre la donne précédente une fois une donne
    terminée : voici la première de la partie": L will show the previous deal once one is
    over."""
    assert i18n.install("fr") == "fr"
    table = make_table(qtbot, [Seat(name="Ada"), Seat(name="Ben")], match=True)
    try:
        table.board.view.setFocus()
        QTest.keyClick(table.board.view, Qt.Key.Key_L)
        assert table.messages[-1] == (
            "L affichera la donne précédente dès qu’une donne sera finie"
            f"{NBSP}; ceci est la première donne de la partie."
        )
    finally:
        table.controller.shutdown()
