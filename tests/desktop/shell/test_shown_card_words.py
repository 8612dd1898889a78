"""The card a move showed, named in the templates every game shares (Undo's reasons, the look's
bar): each game's ``GameBoard.shown_card`` gives the card's name whole, with the article and
noun its language needs, and the templates add none. French Undo read "a montré la carte le
1 jaune" of a Flowers card (play tester 128)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from desktop.dialogs.new_game import NewGameChoice
from desktop.main_window import MainWindow
from engine.core import registry
from engine.core.save import Seat
from engine.games.flowers import Draw
from tests.desktop.petal_plotters.test_shell import until_the_computers_ability
from tests.desktop.shell.on_screen import french_window

NOT_SEEN = ", une carte qu’on n’avait pas encore vue."


@pytest.fixture
def window(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, translations: None
) -> Iterator[MainWindow]:
    """A window in French, its computers playing at once."""
    yield from french_window(qtbot, tmp_path, monkeypatch)


def shown_card(window: MainWindow) -> str | None:
    """The board's words for the card the last move that showed one showed the viewer."""
    session, board = window.controller.session, window.board
    assert session is not None and board is not None
    reveal = session.last_reveal()
    assert reveal is not None
    viewer = window.controller.viewer()
    return board.shown_card(
        session.game.view(session.state_at(reveal), viewer),
        session.game.view(session.state_at(reveal + 1), viewer),
    )


def test_a_flowers_card_is_named_with_its_own_article(window: MainWindow) -> None:
    """Two people at one screen: Ann's placement turns up the next face-up card, which
    stops Camille's Undo."""
    game = registry.get_game("flowers")
    seats = (Seat(name="Ann"), Seat(name="Camille"))
    choice = NewGameChoice("flowers", game.parse_options({"players": 2}), 7, seats)
    assert window.start_game(choice)
    session, board = window.controller.session, window.board
    assert session is not None and board is not None
    legal = window.controller.choices_for_viewer()
    assert legal
    board.action_chosen.emit(
        next(a for a in legal if isinstance(a, Draw) and session.state.face_up[a.stack])
    )
    legal = window.controller.choices_for_viewer()
    assert legal
    board.action_chosen.emit(legal[0])
    card = shown_card(window)
    assert card is not None and card.startswith("le ")
    reason = window.controller.undo_blocked_reason()
    assert reason is not None and reason.endswith(f"d’Ann a montré {card}{NOT_SEEN}")
    # the look's bar takes the name as it is too
    window.reveal_pause.ask(None, card=card)
    assert window.reveal_pause.message.text() == f"Regardez avant que la partie continue : {card}."


def test_a_petal_plotters_card_is_named_la_carte(qtbot: QtBot, window: MainWindow) -> None:
    """Two people and a computer: the card the computer played for its ability stops Undo.
    Its name is "la carte <Animal> …", as the templates no longer add "la carte"."""
    game = registry.get_game("petal-plotters")
    seats = (Seat(name="Ada"), Seat(name="Ben"), Seat(name="Bot", kind="easy"))
    choice = NewGameChoice("petal-plotters", game.parse_options({"players": 3}), 5, seats)
    assert window.start_game(choice)
    until_the_computers_ability(qtbot, window, 2)
    card = shown_card(window)
    assert card is not None and card.startswith("la carte ") and card.endswith("main de Bot")
    reason = window.controller.undo_blocked_reason()
    assert reason is not None and reason.endswith(f"de Bot a montré {card}{NOT_SEEN}")
    window.reveal_pause.ask("Ada", card=card)
    assert window.reveal_pause.message.text() == f"Regardez avant de passer l’écran : {card}."
