"""A Petal Plotters hint advises its move in the player's words, as Flowers' hints do: German
hints said "Tipp: Die Karte … verdeckt zu deiner Garnison hinzufügen" where Flowers' say "Tipp:
Nimm die blaue 4" (play tester, session 56), and French advice came from a table of verbs no
translator saw. "Play this move?" and the keyboard's frame keep naming the move."""

from __future__ import annotations

from random import Random

import pytest
from pytestqt.qtbot import QtBot

from desktop import i18n
from desktop.games.petal_plotters import PetalPlottersBoard
from desktop.games.petal_plotters.board import step_on
from desktop.hint import Hint, hint_text
from engine.core.actions import Action
from engine.games.petal_plotters import GAME, PetalPlottersOptions, State
from engine.games.petal_plotters.state import (
    AddToGarrison,
    ChooseHandCard,
    ChooseSlot,
    PassCard,
    PlaceHornbill,
    Skip,
    UseAbility,
)

NBSP = "\u00a0"
KINDS = {
    AddToGarrison: "add",
    UseAbility: "ability",
    PassCard: "pass",
    ChooseHandCard: "give",
    PlaceHornbill: "hornbill",
    Skip: "skip",
}
"""A move's kind, by its action (a Garrison card chosen is named by its step, ``kind``)."""
WANTED = {"add", "ability", "pass", "hornbill", "look", "flip", "rotate", "remove", "exchange"}
"""The kinds of move every hint gives, in the deals played: an addition, an ability, each of
its steps' targets, a pass, the Great Hornbill."""
QUESTION_WORDS = {
    "de": ("hinzufügen", "nutzen", "weitergeben", "ansehen", "aufdecken", "drehen", "legen"),
    "fr": ("Ajouter", "Utiliser", "Passer", "Regarder", "Retourner", "Faire", "Poser"),
}
"""Verbs the question's words name a move with, where advice speaks to the player."""


def kind(action: Action, view: State) -> str | None:
    """What ``action`` does, for the hints' tally (None: a move no hint is asked of here)."""
    if isinstance(action, ChooseSlot):
        step = step_on(view)
        return None if step is None else step.op.split("_")[0]
    return KINDS.get(type(action))


def tables(games: int) -> list[tuple[State, list[Action]]]:
    """The mover's view and their moves at every turn of ``games`` seeded random games of
    four players."""
    found = []
    for seed in range(games):
        rng = Random(seed)
        state = GAME.new_game(PetalPlottersOptions(players=4), seed)
        while GAME.legal_actions(state) and len(found) < 4000:
            moves = list(GAME.legal_actions(state))
            found.append((GAME.view(state, state.current), moves))
            state = GAME.apply(state, rng.choice(moves))
    return found


@pytest.mark.parametrize("language", ["de", "fr"])
@pytest.mark.usefixtures("translations")
def test_every_hint_advises_where_the_question_names_the_move(qtbot: QtBot, language: str) -> None:
    """Each move of random deals hinted and asked about: the hint's words differ from the
    question's, and hold none of its naming verbs; French's begin in lower case after the
    colon (after the name of the card whose ability is under way). Every kind of move is met
    (``WANTED``)."""
    assert i18n.install(language) == language
    board = PetalPlottersBoard(GAME)
    qtbot.addWidget(board.widget())
    names = ["Ann", "Ben", "Cleo", "Dan"]
    met: set[str] = set()
    for view, moves in tables(6):
        board.show_state(view, view.current, moves, GAME.projection(view), names)
        for action in moves:
            named = kind(action, view)
            if named is None:
                continue
            advice = board.hint_words(action, view)
            asked = board.describe_choice(action, view)
            said = hint_text(Hint(action, None), advice, names)
            assert advice != asked, (action, asked)
            assert not any(word in advice.split() for word in QUESTION_WORDS[language]), said
            # the ability's card named first, the step advised after it
            words = advice.split(" — ", 1)[-1] if view.pending is not None else advice
            if language == "fr":
                assert said.startswith(f"Conseil{NBSP}: ") and words[0].islower(), said
            met.add(named)
    assert met >= WANTED
