"""What a German family found playing a Petal Plotters match at one screen (play tester 202,
session 64: three people and a computer, 1366×768): how Undo's refusals and questions told
what stays."""

from __future__ import annotations

import pytest

from desktop.dialogs.new_game import NewGameChoice
from desktop.main_window import MainWindow
from engine.core.actions import Action
from engine.core.save import Seat
from engine.core.session import Session
from engine.games.petal_plotters import (
    GAME,
    AddToGarrison,
    ChooseHandCard,
    ChooseSlot,
    PlaceHornbill,
    UseAbility,
)
from tests.desktop.shell import test_play_tester_192
from tests.desktop.shell.questions import take_back_answer

window = test_play_tester_192.window
"""The main window with the real games (play tester 192's)."""

SEATS = (Seat(name="Mama"), Seat(name="Papa"), Seat(name="Lena"), Seat(name="Dora"))

DEAL_8: tuple[Action, ...] = (
    PlaceHornbill(),
    AddToGarrison(card="spider-1", top_up=False),
    AddToGarrison(card="dusky-leaf-langur-1", top_up=True),
    AddToGarrison(card="frog-2", top_up=True),
    AddToGarrison(card="katydid-5", top_up=False),
    UseAbility(card="pangolin-3"),
    ChooseSlot(owner=0, index=0),
    ChooseSlot(owner=0, index=0),
    AddToGarrison(card="honey-bee-1", top_up=True),
    AddToGarrison(card="dusky-leaf-langur-2", top_up=False),
    UseAbility(card="katydid-2"),
    ChooseSlot(owner=0, index=1),
    AddToGarrison(card="spider-2", top_up=True),
    UseAbility(card="garden-snail-2"),
    ChooseHandCard(card="garden-snail-1", top_up=True),
    ChooseSlot(owner=2, index=0),
    AddToGarrison(card="sunbird-1", top_up=False),
    UseAbility(card="pangolin-2"),
    ChooseSlot(owner=3, index=1),
    UseAbility(card="silver-royal"),
)
"""Four people's deal of seed 8, up to Lena's Silver Royal, whose next step removes Mama's
first Garrison card: a face-down card Lena knows, and the others do not."""


def test_a_card_removed_from_anothers_garrison_is_not_called_the_movers_own(
    window: MainWindow,
) -> None:
    """Papa's Spider removed Lena's face-down Honey Bee, which he knew: Undo said his move had
    "shown the others one of his own cards". It names the move and whom it showed the card:
    here Lena's Silver Royal turning up Mama's face-down Frog, which Lena had seen."""
    game = window.games["petal-plotters"]
    options = game.parse_options({"players": 4})
    assert window.start_game(NewGameChoice("petal-plotters", options, 8, SEATS))
    session = window.controller.session
    assert session is not None
    for action in DEAL_8:
        window.controller.play(action)
    remove = ChooseSlot(owner=0, index=0)
    assert GAME.reveals_to(session.state, remove) == {1, 3}  # not Lena: she knew it
    window.controller.play(remove)
    reason = window.controller.undo_blocked_reason(public=True, reader=2)  # Lena, still there
    assert reason is not None and "one of their cards" not in reason
    assert reason == (
        "Undo is not possible: Lena's move “Flip card 1 of Mama's Garrison face up (Frog, counts"
        " 0)” showed Papa and Dora a hidden card."
    )


def play_mamas_langur(window: MainWindow) -> Session:
    """Seed 1's deal of four people up to Papa's hand-off, Mama's Dusky Leaf Langur having
    exchanged her first Garrison card with Papa's in two steps."""
    game = window.games["petal-plotters"]
    options = game.parse_options({"players": 4})
    assert window.start_game(NewGameChoice("petal-plotters", options, 1, SEATS))
    session = window.controller.session
    assert session is not None
    for action in (
        PlaceHornbill(),
        AddToGarrison(card="katydid-2", top_up=False),
        AddToGarrison(card="pangolin-2", top_up=False),
        AddToGarrison(card="pangolin-1", top_up=True),
        AddToGarrison(card="sunbird-3", top_up=False),
        UseAbility(card="dusky-leaf-langur-2"),  # Mama's
        ChooseSlot(owner=0, index=0),
        ChooseSlot(owner=1, index=0),
    ):
        window.controller.play(action)
    assert window.table.currentWidget() is window.handoff  # passed on to Papa
    return session


def test_undos_tip_on_an_abilitys_last_step_says_its_first_takes_another_undo(
    window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Undo after a two-step ability took back its last step alone, and its tip named the
    ability's card: the player, back at the second step, did not know another Undo was needed
    (play tester 213). The tip says so while a step before it can be taken back too."""
    play_mamas_langur(window)
    undo = window.actions_by_name["undo"]
    alone = " (this step alone: Undo again for the turn's steps before it)"
    assert undo.statusTip().startswith("Take back Mama's move “")
    assert undo.statusTip().endswith(alone)
    take_back_answer(monkeypatch, "Yes")
    undo.trigger()
    # back at the second step: the card played for its ability was shown, and stays
    assert undo.statusTip().startswith("Take back Mama's move “")
    assert not undo.statusTip().endswith(alone)


def test_undo_of_an_abilitys_last_step_says_what_stays(
    window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Mama's Dusky Leaf Langur exchanged a card; Undo at Papa's hand-off took back its last
    step alone, Mama back at its second step with the Langur still played, and the question
    had not said so (a card played for a Pangolin had its sentence). It says what stays."""
    session = play_mamas_langur(window)
    asked = take_back_answer(monkeypatch, "Yes")
    window.actions_by_name["undo"].trigger()
    [question] = asked
    assert question.endswith(
        "This takes back what Mama played: the turn goes back to Mama, and the screen with it."
        " What Mama played before it in that turn stays."
    )
    assert session.actions[-1] == ChooseSlot(owner=0, index=0)  # the Langur and its first step
    # and the hand-off page, back to Mama, lists what stays before what was taken back
    assert window.table.currentWidget() is window.handoff
    page = window.handoff.news.text().replace("\u200b", "")
    kept = page.index("Not taken back:\nMama: Use the ability of Dusky Leaf Langur\nMama: ")
    assert kept < page.index("Taken back:\nMama: ")
