"""A private look at a screen three people share (play tester 130: Mama, Papa and Lena): a
game saved after it opens at the hand-off of the person to act, and Undo's reasons tell the
person at the screen of their own look as theirs, and the others whom it showed a card."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from desktop import i18n
from desktop.dialogs import file_dialog
from desktop.dialogs.new_game import NewGameChoice
from desktop.main_window import MainWindow
from engine.core import registry
from engine.core.actions import Action
from engine.core.save import Seat
from engine.games.petal_plotters import GAME, AddToGarrison, ChooseSlot, PlaceHornbill, UseAbility
from engine.games.petal_plotters.components import CARDS
from tests.desktop.shell.on_screen import quick_window

FAMILY = (Seat(name="Mama"), Seat(name="Papa"), Seat(name="Lena"))


def family_window(qtbot: QtBot, language: str) -> MainWindow:
    return quick_window(qtbot, language=language)


@pytest.fixture
def window(qtbot: QtBot) -> Iterator[MainWindow]:
    win = family_window(qtbot, "en")
    yield win
    win.close()


@pytest.fixture
def german(qtbot: QtBot, translations: None) -> Iterator[MainWindow]:
    """The family's window in German."""
    assert i18n.install("de") == "de"
    win = family_window(qtbot, "de")
    yield win
    win.close()


def pure_look(action: Action) -> bool:
    """An ability that only looks at a card (the Katydid's kind)."""
    return isinstance(action, UseAbility) and [step.op for step in CARDS[action.card].ability] == [
        "look"
    ]


def take_screen(qtbot: QtBot, window: MainWindow) -> None:
    if window.table.currentWidget() is window.handoff:
        qtbot.mouseClick(window.handoff.button, Qt.MouseButton.LeftButton)


def undo_reason(window: MainWindow) -> str:
    """What the Edit menu's Undo says why it is off."""
    undo = window.actions_by_name["undo"]
    assert not undo.isEnabled()
    return undo.toolTip()


def until_a_look(qtbot: QtBot, window: MainWindow) -> int:
    """Mama, Papa and Lena at one screen add cards until the one to move, holding the screen,
    may look at a Garrison card with an ability: that person."""
    game = registry.get_game("petal-plotters")
    options = game.parse_options({"players": 3})
    assert window.start_game(NewGameChoice("petal-plotters", options, 3, FAMILY))
    board = window.board
    session = window.controller.session
    assert board is not None and session is not None
    while not any(pure_look(action) for action in GAME.legal_actions(session.state)):
        take_screen(qtbot, window)
        legal = GAME.legal_actions(session.state)
        board.action_chosen.emit(
            next(a for a in legal if isinstance(a, (PlaceHornbill, AddToGarrison)))
        )
    take_screen(qtbot, window)
    return session.state.current


def look(window: MainWindow) -> None:
    """The person to move plays their look's card, then looks at a Garrison card."""
    board, session = window.board, window.controller.session
    assert board is not None and session is not None
    board.action_chosen.emit(next(a for a in GAME.legal_actions(session.state) if pure_look(a)))
    board.action_chosen.emit(
        next(a for a in GAME.legal_actions(session.state) if isinstance(a, ChooseSlot))
    )


def pass_the_screen_on(qtbot: QtBot, window: MainWindow) -> int:
    """The looker passes the screen on: the next person, asked for it."""
    session = window.controller.session
    assert session is not None and window.reveal_pause.isVisible()
    qtbot.mouseClick(window.reveal_pause.button, Qt.MouseButton.LeftButton)
    following = session.state.current
    assert window.table.currentWidget() is window.handoff and window.handoff.seat == following
    return following


def test_a_game_saved_after_a_look_opens_at_the_hand_off_of_the_person_to_act(
    qtbot: QtBot, window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Saved (Ctrl+S) on Lena's turn after Papa's look had been passed on, the game opened at
    "Pass the screen to Papa — Papa looks at the card shown, then passes the screen to Lena",
    and showed Papa's hand and the card again."""
    looker = until_a_look(qtbot, window)
    look(window)
    following = pass_the_screen_on(qtbot, window)
    take_screen(qtbot, window)
    assert window.board is not None and window.board.viewer == following
    target = tmp_path / "family.bouquet"
    monkeypatch.setattr(file_dialog, "choose_file", lambda *_args, **_how: str(target))
    window.actions_by_name["save"].trigger()
    assert target.exists()
    assert window.open_file(target)
    name = FAMILY[following].name
    assert window.table.currentWidget() is window.handoff
    assert window.handoff.seat == following
    assert window.handoff.title.text() == f"Pass the screen to {name}"
    assert not window.handoff.task.isVisible()  # nothing about a look of Papa's
    assert not window.reveal_pause.isVisible()
    assert window.board is not None and window.board.state is None  # no hand drawn
    # the person to act takes the screen and plays on; the looker is not asked for it again
    take_screen(qtbot, window)
    assert window.board.viewer == following and window.board.interactive
    assert FAMILY[looker].name not in window.board.status_label.text()


def test_undo_tells_the_looker_of_their_look_as_theirs_and_the_others_whom_it_showed(
    qtbot: QtBot, window: MainWindow
) -> None:
    """To the looker, still at the screen after the look (the next person to move), the
    reason named her by name, where a moment before it said "your move"; to the next
    person, "Papa's move … showed a hidden card" did not say to whom."""
    looker = until_a_look(qtbot, window)
    look(window)
    session = window.controller.session
    assert session is not None and session.state.current != looker
    assert window.board is not None and window.board.viewer == looker
    reveal = session.last_reveal()
    assert reveal is not None
    card = window.board.shown_card(
        GAME.view(session.state_at(reveal), looker), GAME.view(session.state_at(reveal + 1), looker)
    )
    assert card is not None
    looked = window.controller.tell_move(reveal, looker).removeprefix(f"{FAMILY[looker].name}: ")
    assert undo_reason(window) == (
        f"Undo is not possible: your move “{looked}” showed you {card}, a card hidden until then."
    )
    following = pass_the_screen_on(qtbot, window)
    name = FAMILY[looker].name
    words = window.controller.tell_move(reveal, following, for_all=True).removeprefix(f"{name}: ")
    said = f"Undo is not possible: {name}'s move “{words}” showed {name} a hidden card."
    assert undo_reason(window) == said  # on the covered screen, for anyone to read
    take_screen(qtbot, window)
    assert window.board.viewer == following
    assert undo_reason(window) == said


def test_in_german_the_look_is_dein_zug_to_the_looker_and_names_whom_it_showed(
    qtbot: QtBot, german: MainWindow
) -> None:
    """„Der Zug „Karte 2 in der Garnison von Lena angesehen“ von Mama hat eine verdeckte
    Karte gezeigt.“ to Mama, just after „Dein Zug hat den anderen …“ in the same ability."""
    window = german
    looker = until_a_look(qtbot, window)
    board, session = window.board, window.controller.session
    assert board is not None and session is not None
    board.action_chosen.emit(next(a for a in GAME.legal_actions(session.state) if pure_look(a)))
    assert undo_reason(window).startswith(
        "Rückgängig nicht möglich: Dein Zug hat den anderen eine deiner Karten gezeigt."
    )
    board.action_chosen.emit(
        next(a for a in GAME.legal_actions(session.state) if isinstance(a, ChooseSlot))
    )
    own = undo_reason(window)
    assert own.startswith("Rückgängig nicht möglich: Dein Zug „") and "“ hat dir " in own
    pass_the_screen_on(qtbot, window)
    take_screen(qtbot, window)
    name = FAMILY[looker].name
    reason = undo_reason(window)
    assert reason.startswith("Rückgängig nicht möglich: Der Zug „")
    assert reason.endswith(f"“ von {name} hat {name} eine verdeckte Karte gezeigt.")
