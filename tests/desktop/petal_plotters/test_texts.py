"""Words on the Petal Plotters table: the engine's notes in the user's language, ability texts."""

from __future__ import annotations

import random
import re
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QFont, QFontMetricsF

from desktop import i18n
from desktop.games.petal_plotters import PetalPlottersBoard, faces, tutorial
from desktop.games.petal_plotters.board import PROMPT_FOOT, PROMPT_SIZES, PROMPT_TOP
from desktop.games.petal_plotters.items import CARD_W, DiscardPileItem
from desktop.i18n import tr_note
from desktop.table.text import fit_name, wrap_text
from engine.core.notes import Note, render_note
from engine.games.petal_plotters import GAME, PetalPlottersOptions
from engine.games.petal_plotters.components import CARDS, DECK
from engine.games.petal_plotters.state import (
    AddToGarrison,
    Cancel,
    ChooseSlot,
    PassCard,
    Skip,
    State,
    UseAbility,
)
from tests.games.petal_plotters.helpers import down, held, position, up
from tests.games.petal_plotters.test_hint_reasons import (
    katydid_over_a_rivals_spider,
    rotating_under_a_known_frog,
)

NAMES = ["Ada", "Ben", "Cy", "Di", "Ed"]


@pytest.mark.parametrize("match", [False, True])
def test_every_engine_note_fills_each_placeholder_with_names_and_numbers(match: bool) -> None:
    templates: set[str] = set()
    for seed in range(24):
        players = 2 + seed % 4
        state = GAME.new_game(PetalPlottersOptions(players=players, match=match), seed)
        rng = random.Random(seed)
        while not GAME.is_over(state):
            legal = [a for a in GAME.legal_actions(state) if not isinstance(a, Cancel)]
            state = GAME.apply(state, rng.choice(legal))
        notes = GAME.result(state).notes + GAME.projection(GAME.view(state, 0)).notes
        for note in notes:
            placeholders = set(re.findall(r"\{(\w+)\}", note.template))
            assert placeholders == {name for name, _ in note.params}, note
            text = tr_note(note, NAMES)
            assert "{" not in text
            assert all(NAMES[seat] in text for seat in note.seats)
            templates.add(note.template)
    assert {"Total Petal Power: {total}.", "{category} needs {condition}: not met."} <= templates
    if match:
        assert "Deal {number}:" in templates
        assert any(template.startswith("Match: ") for template in templates)


def test_ability_texts_follow_the_engine_steps() -> None:
    # the board writes abilities from the steps (translatable), one clause per step
    verbs = {
        "look": "look at",
        "flip": "flip",
        "rotate": "rotate",
        "remove": "remove",
        "exchange_hand": "exchange",
        "exchange_garrisons": "exchange",
        "pass_left": "passes",
    }
    for card in DECK:
        text = faces.ability_text(card)
        assert text[0].isupper() and text.endswith(".")
        if card.ability:
            assert text.count(", then ") == len(card.ability) - 1
            for step in card.ability:
                assert verbs[step.op] in text.lower()
        assert faces.card_title(card) == card.name
        assert faces.category_name(card.category)
        assert faces.describe(card.id).startswith(card.name)
    shapes = {faces.look(category).shape for category in faces.LOOKS}
    assert len(shapes) == len(faces.LOOKS)  # colour is never the only signal


@pytest.mark.usefixtures("translations")
def test_german_ability_texts_are_composed_grammatically(qapp) -> None:  # type: ignore[no-untyped-def]
    """Ability sentences are put together from fragments; German needs the accusative after
    "gegen" and the verb second after "dann"."""
    assert i18n.install("de") == "de"
    texts = {faces.ability_text(card) for card in DECK}
    assert "Eine Handkarte gegen eine Karte in deiner Garnison tauschen." in texts
    assert "Eine verdeckte Karte in deiner Garnison aufdecken, dann darfst du sie drehen." in texts
    assert not any(" mit eine " in text or "dann du " in text for text in texts)


@pytest.mark.usefixtures("translations")
def test_an_optional_step_told_alone_is_a_whole_sentence(qapp) -> None:  # type: ignore[no-untyped-def]
    """While it is resolved, a step is told on its own ("Step 2 of 2: …"): German said
    "darfst du sie drehen", the words that follow "dann" in the card's sentence."""
    optional = next(step for card in DECK for step in card.ability if step.optional)
    try:
        assert i18n.install("de") == "de"
        assert faces.step_text(optional).startswith("Jetzt darfst du ")
        assert i18n.install("fr") == "fr"
        assert faces.step_text(optional).startswith("Vous pouvez maintenant ")
    finally:
        assert i18n.install("en") == "en"
    assert faces.step_text(optional).startswith("You may now ")


@pytest.mark.usefixtures("translations")
def test_french_moves_elide_de_before_a_name_that_starts_with_a_vowel(qapp) -> None:  # type: ignore[no-untyped-def]
    """ "de la garnison de Ann" reads wrong in French: "d'Ann". History tells a move done
    ("carte 1 … choisie"), where "Play this move?" asks with a verb ("Choisir…"): the
    infinitive read as an order in History (play test)."""
    board = PetalPlottersBoard(GAME)
    board.seat_names = ["Ann", "Ben", "Cleo", "Yann", "Yves"]
    board.viewer = 2
    assert i18n.install("fr") == "fr"
    assert board.describe_action(ChooseSlot(0, 0)) == "carte 1 de la garnison d’Ann choisie"
    assert board.describe_action(ChooseSlot(1, 0)) == "carte 1 de la garnison de Ben choisie"
    # a Y before a vowel is sounded as a consonant
    assert board.describe_action(ChooseSlot(3, 0)) == "carte 1 de la garnison de Yann choisie"
    assert board.describe_action(ChooseSlot(4, 0)) == "carte 1 de la garnison d’Yves choisie"
    # a card is named with its article, as in the lesson
    assert board.describe_action(UseAbility("honey-bee-2")) == (
        "carte Abeille jouée pour sa capacité"
    )
    assert board.describe_choice(UseAbility("honey-bee-2"), None) == (
        "Utiliser la capacité de la carte Abeille"
    )
    # and "Play this move?" as History ("de Iris" was asked, play test)
    hands: list[list[str]] = [["spider-1", "frog-1", "pangolin-1"], [], [], [], []]
    table = GAME.apply(
        position(hands, [[], [down("katydid-1", 1)], [], [], []]), UseAbility("spider-1")
    )
    board.seat_names = ["Cleo", "Ann", "Ben", "Yann", "Yves"]
    assert board.describe_choice(ChooseSlot(1, 0), GAME.view(table, 0)) == (
        "Araignée — Retirer la carte 1 de la garnison d’Ann"
    )
    board.seat_names = ["Ann", "Ben", "Cleo", "Yann", "Yves"]
    # a name fitted into a line (the caption over a hand one knows) is elided too
    text, _ = fit_name("Dans la main de %1 :", "Ann", QFont(), 400)
    assert text == "Dans la main d’Ann :"
    assert i18n.install("en") == "en"
    assert board.describe_action(ChooseSlot(0, 0)) == "Choose card 1 of Ann's Garrison"


@pytest.mark.usefixtures("translations")
@pytest.mark.parametrize(
    ("language", "verb", "article"),
    [("fr", "glisser ", "la carte "), ("de", "Ziehe ", "die Karte ")],
)
def test_the_lesson_names_a_card_with_its_article(
    qapp, language: str, verb: str, article: str
) -> None:  # type: ignore[no-untyped-def]
    """A card's name put into a lesson line reads "la carte Sauterelle", "die Karte
    Laubheuschrecke": a bare name after the verb drops the article French and German need."""
    plan = tutorial.find_plan()
    assert plan is not None
    assert i18n.install(language) == language
    try:
        texts = [step.text(None) for step in tutorial.lesson_steps(plan)]
        cards = (plan.rotated, plan.flipper, plan.canceller)
        names = [faces.card_title(CARDS[card]) for card in cards]
    finally:
        assert i18n.install("en") == "en"
    for name in names:
        assert any(verb + article + name in text for text in texts), name
        assert not any(verb + name in text for text in texts), name


@pytest.mark.usefixtures("translations")
@pytest.mark.parametrize(("language", "header"), [("fr", "| Carte |"), ("de", "| Karte |")])
def test_the_translated_rules_list_each_ability_as_its_card_says_it(
    qapp,  # type: ignore[no-untyped-def]
    language: str,
    header: str,
) -> None:
    """The deck table of the French and German rules reads each ability in the card's own
    words (the English table is the deck file itself, see test_components)."""
    path = Path(__file__).resolve().parents[3] / "docs" / "rules" / language / "petal-plotters.md"
    lines = path.read_text("utf-8").splitlines()
    first = next(index for index, line in enumerate(lines) if line.startswith(header)) + 2
    written = [
        line.rsplit(" | ", 1)[1].removesuffix(" |") for line in lines[first : first + len(DECK)]
    ]
    assert i18n.install(language) == language
    try:
        assert written == [faces.ability_text(card) for card in DECK]
    finally:
        assert i18n.install("en") == "en"


@pytest.mark.parametrize(
    ("language", "one", "two"),
    [
        ("en", "Discard pile: 1 card.", "Discard pile: 2 cards."),
        ("fr", "Défausse\u00a0: 1 carte.", "Défausse\u00a0: 2 cartes."),
        ("de", "Ablagestapel: 1 Karte.", "Ablagestapel: 2 Karten."),
    ],
)
def test_the_discard_piles_tip_counts_in_the_right_number(
    qapp, language: str, one: str, two: str
) -> None:  # type: ignore[no-untyped-def]
    """It read "Discard pile: 1 cards" in every language."""
    assert i18n.install(language) == language
    try:
        pile = DiscardPileItem()
        pile.set_cards(["frog-1"])
        assert pile.toolTip().startswith(one)
        pile.set_cards(["frog-1", "spider-1"])
        assert pile.toolTip().startswith(two)
    finally:
        i18n.install("en")


def test_a_notes_numbers_below_zero_have_a_true_minus_sign(qapp) -> None:  # type: ignore[no-untyped-def]
    """The explanation read "Total Petal Power: -2." with a hyphen, under a total of "−2"."""
    note = Note.of("Total Petal Power: {total}.", total=-2)
    assert tr_note(note, NAMES) == "Total Petal Power: −2."
    assert render_note(note, NAMES) == "Total Petal Power: -2."  # the engine's plain text


def test_the_card_a_move_showed_is_named_with_where_it_lies(qapp) -> None:  # type: ignore[no-untyped-def]
    """Undo's reason names the card a move showed (``shown_card``); cards share names, and
    "showed you Pangolin" left a player who held a Pangolin asking whose (play test)."""
    board = PetalPlottersBoard(GAME)
    board.seat_names = ["Ann", "Ben", "Cleo"]
    board.viewer = 0
    hands: list[list[str]] = [["pangolin-1"], ["pangolin-3", "frog-1"], []]
    table = position(hands, [[], [down("katydid-1", 1)], []], current=1)

    def shown(before: State, after: State) -> str | None:
        return board.shown_card(GAME.view(before, 0), GAME.view(after, 0))

    played = GAME.apply(table, UseAbility("pangolin-3"))
    assert shown(table, played) == "Pangolin from Ben's hand"
    flipped = replace(table, garrisons=((), (up("katydid-1", 3),), ()))
    assert shown(table, flipped) == "Katydid in Ben's Garrison"
    given = replace(
        table,
        hands=(table.hands[0], table.hands[1][:1], ()),
        garrisons=((down("frog-1", 1, True, 0),), (), ()),
    )
    assert shown(table, given) == "Frog in your Garrison"
    passed = replace(table, hands=((*table.hands[0], held("frog-1", 0)), table.hands[1][:1], ()))
    assert shown(table, passed) == "Frog, now in your hand"
    kept = replace(table, victory=(None, held("frog-1", 1, 0), None))
    assert shown(table, kept) == "Frog, Ben's victory card"
    # the reader's own: "Sunbird, Ben's victory card" was said to Ben (play test)
    mine = replace(table, victory=(held("frog-1", 0), None, None))
    assert shown(table, mine) == "Frog, your victory card"
    thrown = replace(table, discard=("frog-1",))
    assert shown(table, thrown) == "Frog on the discard pile"
    # two new cards at once: no one card to name
    assert shown(table, replace(flipped, discard=("frog-1",))) is None


@pytest.mark.usefixtures("translations")
def test_german_names_whose_own_garrison_a_move_acts_on(qapp) -> None:  # type: ignore[no-untyped-def]
    """ "Ben: Karte 1 der eigenen Garnison drehen", read by another player, was taken for the
    reader's own Garrison (play test): German names the mover there."""
    board = PetalPlottersBoard(GAME)
    board.seat_names = ["Ann", "Ben", "Cleo"]
    board.viewer = 0
    hands: list[list[str]] = [["frog-1"], ["garden-snail-1", "katydid-2"], []]
    table = GAME.apply(
        position(hands, [[], [down("katydid-1", 1)], []], current=1), UseAbility("garden-snail-1")
    )
    assert board.describe_action(ChooseSlot(1, 0), GAME.view(table, 0)) == (
        "Rotate card 1 of their own Garrison"
    )
    assert i18n.install("de") == "de"
    try:
        told = board.describe_action(ChooseSlot(1, 0), GAME.view(table, 0))
    finally:
        assert i18n.install("en") == "en"
    assert "der Garnison von Ben" in told and "eigenen" not in told


def test_another_players_step_on_it_says_which_card(qapp) -> None:  # type: ignore[no-untyped-def]
    """ "Poppy is choosing, step 2 of 2: rotate it (optional)": the card was the watcher's,
    and nothing said so (play test). The step names the card its first step chose, and says
    it may be rotated: "Ben rotates … (optional)" read as done (play tester 213)."""
    board = PetalPlottersBoard(GAME)
    board.seat_names = ["Ann", "Ben", "Cleo"]
    board.viewer = 0
    hands: list[list[str]] = [["frog-1"], ["malay-red-harlequin", "katydid-2"], []]
    table = position(hands, [[down("katydid-1", 0)], [], []], current=1)
    for action in (UseAbility("malay-red-harlequin"), ChooseSlot(0, 0)):
        table = GAME.apply(table, action)
    assert table.pending is not None and table.pending.step == 1
    assert board._prompt_text(GAME.view(table, 0)) == (
        "Step 2 of 2: Ben may rotate card 1 of your Garrison."
    )
    board.viewer = 2
    assert board._prompt_text(GAME.view(table, 2)) == (
        "Step 2 of 2: Ben may rotate card 1 of Ann's Garrison."
    )


def test_a_prompt_short_of_room_leaves_out_the_cards_words_before_its_warning(qapp) -> None:  # type: ignore[no-untyped-def]
    """The French exchange's instruction was cut in the ability zone, and with it the warning
    that the card received becomes the victory card ("… devient v…", play test). Short of
    room, the viewer's own step leaves out the card's words (its picture lies beside them):
    what to do and the warning stay whole, the whole text in the tooltip."""
    board = PetalPlottersBoard(GAME)
    names = ["Ann", "Ben", "Cleo"]
    hands: list[list[str]] = [["dusky-leaf-langur-1", "frog-1"], ["katydid-2"], ["spider-1"]]
    table = position(hands, [[], [down("katydid-1", 0)], []])
    table = GAME.apply(table, UseAbility("dusky-leaf-langur-1"))
    shown = GAME.view(table, 0)
    board.show_state(shown, 0, GAME.legal_actions(table), GAME.projection(shown), names)
    board.set_interactive(True)
    full = board._prompt_text(shown)
    short = board._prompt_text(shown, card_words=False)
    warning = "The card you receive becomes your victory card."
    assert full.endswith(warning) and short.endswith(warning) and len(short) < len(full)
    assert faces.step_text(CARDS["dusky-leaf-langur-1"].ability[0]) in full
    assert faces.step_text(CARDS["dusky-leaf-langur-1"].ability[0]) not in short
    prompt = board._labels["prompt"]
    zone = QRectF(board.table_layout.zone)
    width = zone.width() - CARD_W * 0.95 - 60
    font = QFont(prompt.font)
    font.setPointSizeF(PROMPT_SIZES[0])
    wrapped = wrap_text(short, font, width)[0]
    high = QFontMetricsF(font).boundingRect(QRectF(0, 0, width, 10_000), 0, wrapped).height()
    zone.setHeight(PROMPT_TOP + PROMPT_FOOT + high + 1)
    board._write_prompt(prompt, [full, short], zone)
    assert prompt.text == wrapped and prompt.toolTip() == full


def test_the_question_on_a_last_card_added_names_the_victory_card(qapp) -> None:  # type: ignore[no-untyped-def]
    """ "Play this move?" on a card added from a hand of two said nothing of the other card,
    which the move makes the victory card (play test)."""
    board = PetalPlottersBoard(GAME)
    board.seat_names = ["Ann", "Ben"]
    table = position([["spider-1", "frog-1"], ["katydid-2"]], [[], []])
    view = GAME.view(table, 0)
    spider = CARDS["spider-1"]
    added = f"Add Spider face down to your Garrison, with {i18n.points_text(spider.power(True))} up"
    assert board.describe_choice(AddToGarrison("spider-1", True), view) == (
        f"{added} — Frog becomes your victory card"
    )
    three = GAME.view(position([["spider-1", "frog-1", "katydid-1"], ["katydid-2"]], [[], []]), 0)
    assert board.describe_choice(AddToGarrison("spider-1", True), three) == added
    # nor on a last card played for its ability, asked step by step (play test); the
    # mover's own Garrison is "your Garrison" in the question, not "their own"
    table = position(
        [["honey-bee-1", "frog-1"], ["katydid-2"]], [[down("katydid-4", 1)], [down("spider-2", 1)]]
    )
    flipping = GAME.apply(table, UseAbility("honey-bee-1"))
    assert board.describe_choice(ChooseSlot(0, 0), GAME.view(flipping, 0)) == (
        "Honey\u00a0Bee — Flip card 1 of your Garrison face up — Frog becomes your victory card"
    )
    # a Cancel takes the card back: it makes no victory card (Undo told it so, play test)
    assert "victory card" not in board.describe_choice(Cancel(), GAME.view(flipping, 0))
    rotating = GAME.apply(flipping, ChooseSlot(0, 0))
    assert board.describe_choice(Skip(), GAME.view(rotating, 0)) == (
        "Honey\u00a0Bee — Leave card 1 of your Garrison unrotated — Frog becomes your victory card"
    )
    # a pass brings the victory card: which one is not known yet
    passing = GAME.apply(
        position([["katydid-1", "frog-1"], ["spider-1", "pangolin-1"]], [[], []]),
        UseAbility("katydid-1"),
    )
    assert passing.pending is not None
    assert board.describe_choice(PassCard("frog-1"), GAME.view(passing, 0)) == (
        "Katydid — Pass Frog to Ben, on your left — the card you receive becomes your victory card"
    )
    # two cards of one name in the hand are told apart by their Petal Powers (play test)
    twins = GAME.apply(
        position([["katydid-1", "pangolin-1", "pangolin-3"], ["spider-1", "frog-1"]], [[], []]),
        UseAbility("katydid-1"),
    )
    assert board.describe_choice(PassCard("pangolin-3"), GAME.view(twins, 0)) == (
        "Katydid — Pass Pangolin (+2 / −3) to Ben, on your left"
    )
    # two of one name and one pair of powers differ by their ability
    langurs = ("dusky-leaf-langur-1", "dusky-leaf-langur-3")
    assert {(CARDS[card].top, CARDS[card].bottom) for card in langurs} == {(3, 0)}
    alike = GAME.apply(
        position([["katydid-1", *langurs], ["spider-1", "frog-1"]], [[], []]),
        UseAbility("katydid-1"),
    )
    first, second = (board.describe_choice(PassCard(card), GAME.view(alike, 0)) for card in langurs)
    assert first != second and all("Dusky Leaf Langur (" in text for text in (first, second))
    # a hint to use one of two Pangolins said which only by its frame, and a last card's
    # ability nothing of the card kept (play test)
    two = GAME.view(
        position([["pangolin-1", "pangolin-3", "katydid-1"], ["spider-1"]], [[], []]), 0
    )
    assert board.describe_choice(UseAbility("pangolin-3"), two) == (
        "Use the ability of Pangolin (+2 / −3)"
    )
    last = GAME.view(position([["honey-bee-1", "frog-1"], ["katydid-2"]], [[], []]), 0)
    assert board.describe_choice(UseAbility("honey-bee-1"), last) == (
        "Use the ability of Honey\u00a0Bee — Frog becomes your victory card"
    )
    passing_last = GAME.view(position([["katydid-1", "frog-1"], ["spider-1"]], [[], []]), 0)
    assert board.describe_choice(UseAbility("katydid-1"), passing_last) == (
        "Use the ability of Katydid — the card you receive becomes your victory card"
    )


def test_the_question_on_a_target_names_the_card_the_mover_sees(qapp) -> None:  # type: ignore[no-untyped-def]
    """ "Remove card 2 of Ben's Garrison?" sent the player back to the table to find which
    card that was (play test): a face-up card, or one the mover knows with the memory aid
    on, is named with the value it counts; a card they do not know, or know without the
    memory aid, is not."""
    board = PetalPlottersBoard(GAME)
    board.seat_names = ["Ann", "Ben"]
    garrisons = [[], [up("frog-2", 2), down("katydid-1", 1, False, 0), down("pangolin-1", 1)]]
    hands = [["spider-1", "frog-1", "katydid-2"], ["honey-bee-1"]]
    table = GAME.apply(position(hands, garrisons), UseAbility("spider-1"))
    view = GAME.view(table, 0)
    frog, katydid = CARDS["frog-2"], CARDS["katydid-1"]
    assert board.describe_choice(ChooseSlot(1, 0), view) == (
        "Spider — Remove card 1 of Ben's Garrison"
        f" (Frog, counts {i18n.points_text(frog.power(True))})"
    )
    assert board.describe_choice(ChooseSlot(1, 1), view) == (
        "Spider — Remove card 2 of Ben's Garrison"
        f" (Katydid, counts {i18n.points_text(katydid.power(False))})"
    )
    assert (
        board.describe_choice(ChooseSlot(1, 2), view) == "Spider — Remove card 3 of Ben's Garrison"
    )
    forgetful = GAME.view(replace(table, memory_aid=False), 0)
    assert (
        board.describe_choice(ChooseSlot(1, 1), forgetful)
        == "Spider — Remove card 2 of Ben's Garrison"
    )
    # a rotation names what the card counts now and once turned: "(Spider, counts +1)" read
    # as the rotation's outcome, which History then told as −3 (play test)
    rotating = GAME.apply(
        position([["pangolin-1", "frog-1", "katydid-2"], ["honey-bee-1"]], garrisons),
        UseAbility("pangolin-1"),
    )
    turned = i18n.points_text(frog.power(False))
    assert board.describe_choice(ChooseSlot(1, 0), GAME.view(rotating, 0)) == (
        "Pangolin — Rotate card 1 of Ben's Garrison"
        f" (Frog, counts {i18n.points_text(frog.power(True))}, then {turned})"
    )


@pytest.mark.usefixtures("translations")
def test_a_card_passed_for_another_players_ability_says_whose(qapp) -> None:  # type: ignore[no-untyped-def]
    """Rose played her Katydid, and the pass came round to Ann: the hint read "Hint: Katydid —
    Pass Sunbird to Rose, on your left", like "play your Katydid" (play tester 127). It says
    whose ability the pass is for, in every language."""
    board = PetalPlottersBoard(GAME)
    board.seat_names = ["Ann", "Rose"]
    board.viewer = 0
    table = position(
        [["sunbird-1", "frog-1", "pangolin-1"], ["katydid-1", "spider-1", "honey-bee-1"]],
        [[], []],
        current=1,
    )
    passing = GAME.apply(table, UseAbility("katydid-1"))
    if passing.current == 1:  # Rose passes first
        passing = GAME.apply(passing, PassCard("spider-1"))
    assert passing.current == 0 and passing.turn_player == 1
    view = GAME.view(passing, 0)
    said = {}
    for language in ("en", "fr", "de"):
        assert i18n.install(language) == language
        said[language] = board.describe_choice(PassCard("sunbird-1"), view)
    assert said["en"] == "For Rose's Katydid: pass Sunbird to Rose, on your left"
    # the verb first, as French moves' words begin: "Entrée : Pour la carte …" kept its
    # capital after the key's colon, and read with two colons (play tester 221)
    assert said["fr"] == (
        "Passer la carte Souimanga à Rose, à votre gauche, pour la carte Sauterelle de Rose"
    )
    assert said["de"].startswith("Für die Karte Laubheuschrecke von Rose: ")


def frog_note() -> Note | None:
    """Rotating the Hornbill keeps Ann's Blue Squad under Ben's Frog's 12
    (``test_a_known_change_of_the_total_says_by_how_much_and_what_for``)."""
    state = rotating_under_a_known_frog(["katydid-4", "honey-bee-2", "pangolin-3"])
    return GAME.hint_reason(GAME.view(state, 0), 0, ChooseSlot(0, 0))


def spider_note() -> Note | None:
    """Adding a Katydid keeps the total above 0, where Ben's Spider wins first
    (``test_a_change_away_from_a_rivals_card_names_the_totals_it_leaves``)."""
    view = GAME.view(katydid_over_a_rivals_spider(), 0)
    return GAME.hint_reason(view, 0, AddToGarrison("katydid-4", top_up=True))


@pytest.mark.usefixtures("translations")
@pytest.mark.parametrize(
    ("reason", "language", "words"),
    [
        (
            frog_note,
            "fr",
            "Le total baisse de 4\u00a0: avec un total de 12 ou plus, une carte de la catégorie"
            " Grenouille d’un adversaire gagnerait avant votre carte de la catégorie Escouade"
            " bleue.",
        ),
        (
            spider_note,
            "de",
            "Die Summe steigt um 5: Bei einer Summe unter 0 würde eine gegnerische Karte der"
            " Kategorie Schnecke / Spinne vor deiner Karte der Kategorie Laubheuschrecke"
            " gewinnen.",
        ),
    ],
)
def test_a_change_away_from_a_rivals_card_names_the_totals_in_each_language(
    qapp,  # type: ignore[no-untyped-def]
    reason: Callable[[], Note | None],
    language: str,
    words: str,
) -> None:
    """French read "avec 12 ou plus, la carte Grenouille …" and German "Bei unter 0 würde die
    Karte Schnecke / Spinne …" (seen in seeded games, session 50): the totals, in a total's
    words."""
    note = reason()
    assert note is not None
    assert i18n.install(language) == language
    assert tr_note(note, NAMES).startswith(words)
