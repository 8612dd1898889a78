"""Play tester 130, a German family of three at one screen ("Mama", "Papa", "Lena"): a card's
name written in the nominative where German needs another case ("gibt dir Malaiischer Roter
Harlekin weiter"), the passes told in the present among moves told as done, and the reader's
own card told in the third person in their own panel ("Lena hat Schuppentier von Papa
bekommen", beside "in deiner Garnison")."""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest
from PySide6.QtCore import QCoreApplication
from pytestqt.qtbot import QtBot

from desktop import i18n
from desktop.games.petal_plotters import PetalPlottersBoard
from desktop.games.petal_plotters.board import STEPS_JOINED
from engine.core.save import Seat
from engine.games.petal_plotters import GAME
from engine.games.petal_plotters.components import HORNBILL
from engine.games.petal_plotters.rules import pass_partners
from engine.games.petal_plotters.state import AddToGarrison, PassCard, UseAbility
from tests.games.petal_plotters.helpers import down, position, up

from .conftest import Table, make_table
from .test_news import NAMES, katydid_passes, play, reach, title

FAMILY = ("Mama", "Papa", "Lena")

CARD_PLACES = {
    ("PetalPlottersBoard", "For %3's %4: pass %1 to %2, on your left"): ("%1", "%4"),
    ("PetalPlottersBoard", "Add %1 face down to your Garrison, with %2 up"): ("%1",),
    ("PetalPlottersBoard", "Pass %1 to %2, on your left"): ("%1",),
    ("PetalPlottersBoard", "Pass %1 to the left"): ("%1",),
    ("PetalPlottersBoard", "Choose %1 from your hand to give, with %2 up"): ("%1",),
    ("PetalPlottersBoard", "Exchange %5 from your hand, with %6 up, for card %1 of %2"): ("%5",),
    ("PetalPlottersBoard", "%1 passed a card, as %3's %2 asked"): ("%2",),
    ("PetalPlottersBoard", "%1 each passed a card, as %3's %2 asked"): ("%2",),
    ("PetalPlottersBoard", "Passed a card for your %1"): ("%1",),
    ("PetalPlottersBoard", "Passed you %1, as your %2 asked"): ("%1", "%2"),
    ("PetalPlottersBoard", "Cards passed to the left; you received %1 from %2"): ("%1",),
    ("PetalPlottersHistory", "Passed %1 to %2"): ("%1",),
    (
        "PetalPlottersBoard",
        "You knew %1 held %2: it is this card, or one they added face down to their Garrison.",
    ): ("%2",),
    ("PetalPlottersBoard", "It may be %1, which you knew in %2's hand."): ("%1",),
    (
        "PetalPlottersBoard",
        "It may be %1: you knew where it was, and it may have changed hands since.",
    ): ("%1",),
}
"""Templates whose card name stands where German needs the accusative or the dative, or a
pronoun that agrees with it ("Vielleicht ist es %1, die du …"), and its places."""

CATEGORY_AFTER_WITH = (
    "After it, the total will likely end between {low} and {high}: with {category}, which you"
    " hold ({condition}), you win about {percent}% of the time.",
    "With the card this move brings you, not seen yet, you win about {percent}% of the time;"
    " keeping {category}, which you hold ({condition}), about {held}%.",
)
"""Hints whose category the German put bare after "mit" ("Mit Blaue Truppe auf deiner Hand")."""


@pytest.mark.usefixtures("qapp", "translations")
def test_german_names_a_card_after_a_declined_noun() -> None:
    """Names are not declined: each stands in apposition after "Karte" ("die Karte
    Malaiischer Roter Harlekin")."""
    assert i18n.install("de") == "de"
    for (context, source), places in CARD_PLACES.items():
        german = QCoreApplication.translate(context, source)
        assert german != source
        for place in places:
            assert re.search(rf"\bKarten? {place}\b", german), german
    for source in CATEGORY_AFTER_WITH:
        german = QCoreApplication.translate("engine", source)
        assert "Kategorie {category}" in german, german


CATEGORY_PLACEHOLDERS = ("{category}", "{first}", "{winner}")
"""The placeholders of the engine's notes that stand for a victory category's name."""


@pytest.mark.usefixtures("qapp", "translations")
@pytest.mark.parametrize(("language", "word"), [("de", "Kategorie"), ("fr", "catégorie")])
def test_a_category_is_never_named_as_a_card(language: str, word: str) -> None:
    """ "wo deine Karte Blaue Truppe gewinnt": Blue Squad is a category, not a card's name
    (play tester 134). Every note naming a category calls it one ("deine Karte der Kategorie
    Blaue Truppe", "votre carte de la catégorie Grenouille"), or opens with its name as the
    rules' list of categories does ("Frosch braucht 12 oder mehr")."""
    assert i18n.install(language) == language
    named = 0
    for source in i18n.ENGINE_STRINGS:
        translated = QCoreApplication.translate("engine", source)
        for placeholder in CATEGORY_PLACEHOLDERS:
            if placeholder not in source:
                continue
            named += 1
            assert placeholder in translated, translated
            if not translated.startswith(placeholder):
                assert f"{word} {placeholder}" in translated, translated
    assert named >= 20


@pytest.fixture
def board(qapp) -> PetalPlottersBoard:  # type: ignore[no-untyped-def]
    """A board that tells moves, for five players."""
    told = PetalPlottersBoard(GAME)
    told.seat_names = list(NAMES)
    return told


@pytest.mark.usefixtures("translations")
@pytest.mark.parametrize(
    ("language", "yours", "theirs", "laid"),
    [
        (
            "en",
            "Passed you %1, as your %2 asked",
            "Ben and Cy each passed a card, as Ada's %2 asked",
            "Ada laid their last card as their victory card",
        ),
        (
            "fr",
            "vous a passé la carte %1, comme le demandait votre carte %2",
            "Ben et Cy ont chacun passé une carte, comme le demandait la carte %2 d’Ada",
            "Ada a posé sa dernière carte comme carte de victoire",
        ),
        (
            "de",
            "Hat dir die Karte %1 weitergegeben, wie es deine Karte %2 verlangt hat",
            "Ben und Cy haben je eine Karte weitergegeben, wie es die Karte %2 von Ada verlangt"
            " hat",
            "Ada hat die letzte Karte als Siegkarte ausgelegt",
        ),
    ],
)
def test_the_passes_are_told_as_done_like_the_other_moves(
    board: PetalPlottersBoard, language: str, yours: str, theirs: str, laid: str
) -> None:
    """ "Mama: gibt eine Karte für die Karte Laubheuschrecke von Papa weiter" stood among
    moves told as done ("hinzugefügt", "getauscht"): the passes are told as done too, and so
    is the last card the pass left as a victory card."""
    assert i18n.install(language) == language
    names = {"1": title("pangolin-3"), "2": title("katydid-1")}
    told = katydid_passes(board, reader=0)
    mine = re.sub("%([12])", lambda found: names[found[1]], yours)
    assert told[-1].words.startswith(mine + STEPS_JOINED)
    shared = katydid_passes(board, reader=0, for_all=True)
    assert shared[-1].words == (theirs.replace("%2", names["2"]) + STEPS_JOINED + laid)


@pytest.fixture
def family(qtbot: QtBot) -> Iterator[Table]:
    """Mama, Papa and Lena at one screen."""
    table = make_table(qtbot, [Seat(name=name, kind="human") for name in FAMILY])
    yield table
    table.controller.shutdown()


@pytest.mark.usefixtures("translations")
@pytest.mark.parametrize(
    ("language", "received", "passed_back"),
    [
        ("en", "and received %1 from %2", "Passed you %1, as your %3 asked"),
        ("fr", "et reçu la carte %1 de %2", "vous a passé la carte %1, comme le demandait"),
        ("de", "und bekamst die Karte %1 von %2", "Hat dir die Karte %1 weitergegeben, wie"),
    ],
)
def test_the_card_a_pass_brought_is_told_to_its_reader_as_theirs(
    family: Table, language: str, received: str, passed_back: str
) -> None:
    """Lena's own panel said "Lena hat Schuppentier von Papa bekommen" beside "in deiner
    Garnison": at the shared screen, the panel is the one whose turn it is, and the card that
    came to them is told to them in the second person, in their panel as in History."""
    assert i18n.install(language) == language
    card = reach(family, ("pass_left",))
    user = family.state.current
    play(family, UseAbility(card))
    while family.state.pending is not None:
        passing = family.state
        play(family, PassCard(passing.hands[passing.current][0].card))
    assert passing.pending is not None
    reader = family.state.current
    assert family.controller.viewer() == reader != user  # the one at the screen
    giver = pass_partners(passing.pending.pass_order, reader)[0]
    came = next(
        held.card for held in family.state.hands[reader] if held not in passing.hands[reader]
    )
    places = {"1": title(came), "2": FAMILY[giver], "3": title(card)}

    def filled(template: str) -> str:
        return re.sub("%([123])", lambda found: places[found[1]], template)

    line = family.board.news.moves[-1]
    assert line.startswith(FAMILY[user]) and title(card) in line
    assert line.endswith(filled(received))
    assert FAMILY[reader] not in line
    # History, read by the one at the screen, names the card on the row of the pass that
    # brought it, once the round is over; the round's last row says only what is public
    session = family.controller.session
    assert session is not None
    last = len(session.actions) - 1
    given = next(
        index
        for index in range(last, -1, -1)
        if session.mover_at(index) == giver and isinstance(session.action_at(index), PassCard)
    )
    row = family.controller.tell_move(given, reader)
    assert row.startswith(FAMILY[giver]) and title(came) in row
    assert FAMILY[reader] not in row.partition(":")[2]
    assert title(came) not in family.controller.tell_move(last, reader) or given == last
    # the user of the Katydid reads the card that came back to them as the last passer's move
    while family.state.current != user:
        play(
            family,
            next(a for a in GAME.legal_actions(family.state) if isinstance(a, AddToGarrison)),
        )
    back = next(held.card for held in family.state.hands[user] if held not in passing.hands[user])
    places |= {"1": title(back)}
    first = family.board.news.moves[0]
    passer = FAMILY[pass_partners(passing.pending.pass_order, user)[0]]
    assert first.startswith(passer)
    assert filled(passed_back) in first


def test_your_last_card_laid_by_another_move_is_told_as_yours(board: PetalPlottersBoard) -> None:
    """The pass that brought Ada her last card, now her victory card, was told in her own
    panel as "Ada lays their last card as their victory card"; the others read her name."""
    told = katydid_passes(board, reader=0)
    assert told[-1].words.endswith(STEPS_JOINED + "your last card became your victory card")
    table = position(
        [["katydid-1", "frog-2"], ["spider-1"], ["pangolin-3"], [], []],
        [[up(HORNBILL, 0)], [down("frog-1", 1)], [], [], []],
    )
    state = GAME.apply(GAME.apply(table, UseAbility("katydid-1")), PassCard("frog-2"))
    state = GAME.apply(state, PassCard("spider-1"))
    last, after = PassCard("pangolin-3"), GAME.apply(state, PassCard("pangolin-3"))
    assert after.victory[0] is not None
    rows = [
        board.describe_action(last, GAME.view(state, seat), GAME.view(after, seat))
        for seat in (0, 1)
    ]
    assert rows[0].endswith(STEPS_JOINED + "your last card became your victory card")
    assert rows[1].endswith(STEPS_JOINED + "Ada laid their last card as their victory card")
