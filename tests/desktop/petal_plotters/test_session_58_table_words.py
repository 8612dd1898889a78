"""Words of the Petal Plotters table the play testers of session 58 found: one's own move
said "their own Garrison" beside "your last card", a pass row read as a pass to oneself, a
new deal's list of moves since one's last showed the deal before's unheaded, tooltips ran
across the table or said too little, and Undo's note ran two sentences together."""

from __future__ import annotations

from dataclasses import replace

import pytest
from PySide6.QtCore import QEvent
from PySide6.QtGui import QFontMetricsF, QHelpEvent
from PySide6.QtWidgets import QApplication, QGraphicsItem, QToolTip, QWidget
from pytestqt.qtbot import QtBot

from desktop import i18n
from desktop.games.petal_plotters import PetalPlottersBoard
from desktop.games.petal_plotters.board import (
    PILE_TOLD,
    STEPS_JOINED,
    TIP_LETTERS,
    SinceChanges,
    elide,
    fill,
)
from desktop.history import News
from desktop.main_window import MainWindow
from engine.games.petal_plotters import (
    GAME,
    ChooseSlot,
    UseAbility,
)
from engine.games.petal_plotters.components import CARDS
from engine.games.petal_plotters.rules import pass_partners
from engine.games.petal_plotters.state import PassCard
from tests.games.petal_plotters.helpers import down, position

from .conftest import Table, deal_began
from .test_board_play import setup_moves
from .test_news import NAMES, five, news_of, play, played_from, reach, title
from .test_news_new_deal import NAMES as MATCH_NAMES
from .test_news_new_deal import at_deal_two
from .test_shell import window
from .test_table_guidance import exchange_between_garrisons
from .test_undo_seen_note import undo_an_ability_begun

__all__ = ["five", "window"]  # the fixtures, used by name


def choose_own_first(trio: Table) -> tuple[int, ChooseSlot]:
    """The mover plays a card exchanging a card of one Garrison with one of another and
    chooses a card of their own Garrison first; returns the mover and that choice."""
    setup_moves(trio, lambda s: exchange_between_garrisons(s) is not None)
    card = exchange_between_garrisons(trio.state)
    assert card is not None
    mover = trio.state.current
    trio.play(UseAbility(card))
    first = next(
        action
        for action in GAME.legal_actions(trio.state)
        if isinstance(action, ChooseSlot) and action.owner == mover
    )
    trio.play(first)
    return mover, first


def told_rows(trio: Table, reader: int) -> list[str]:
    """History's rows of the exchange's first choice and of the exchange, read by ``reader``."""
    session = trio.controller.session
    assert session is not None
    return [trio.controller.tell_move(session.cursor - k, reader) for k in (2, 1)]


def test_ones_own_move_says_your_own_garrison(trio: Table) -> None:
    """ "Player 1: Garden Snail — Rotate card 1 of their own Garrison · Lay your last card
    as your victory card": "their" and "your" on one row of one's own move (two play
    testers). One's own move says "your own Garrison"; another's still "their own", and the
    reader's Garrison "your Garrison" when another moved."""
    mover, first = choose_own_first(trio)
    second = next(a for a in GAME.legal_actions(trio.state) if isinstance(a, ChooseSlot))
    trio.play(second)
    other = second.owner
    watcher = next(seat for seat in range(3) if seat not in (mover, other))
    place = f"card {first.index + 1}"
    chose, swapped = told_rows(trio, mover)
    assert chose.endswith(f": Choose {place} of your own Garrison to exchange"), chose
    assert swapped.endswith(
        f": Exchange {place} of your own Garrison with card {second.index + 1} of"
        f" {trio.board.seat_names[other]}'s Garrison"
    ), swapped
    chose, swapped = told_rows(trio, other)
    assert chose.endswith(f": Choose {place} of their own Garrison to exchange"), chose
    assert swapped.endswith(f" with card {second.index + 1} of your Garrison"), swapped
    chose, _swapped = told_rows(trio, watcher)
    assert f"{place} of their own Garrison" in chose
    # the hand-off screen, read by all at the screen, names no "your"
    session = trio.controller.session
    assert session is not None
    handed = trio.controller.tell_move(session.cursor - 2, mover, for_all=True)
    assert f"{place} of their own Garrison" in handed


@pytest.mark.usefixtures("translations")
@pytest.mark.parametrize(
    ("language", "words"),
    [("fr", "de votre propre garnison"), ("de", "deiner eigenen Garnison")],
)
def test_ones_own_move_says_your_own_garrison_in_french_and_german(
    trio: Table, language: str, words: str
) -> None:
    """French and German say it too: "votre propre garnison", "deiner eigenen Garnison"."""
    mover, _first = choose_own_first(trio)
    session = trio.controller.session
    assert session is not None
    assert i18n.install(language) == language
    try:
        chose = trio.controller.tell_move(session.cursor - 1, mover)
    finally:
        assert i18n.install("en") == "en"
    assert words in chose, chose


def a_round_of_passes(five: Table) -> tuple[str, dict[int, str], dict[int, str], list[int]]:
    """A player uses a card whose ability passes every hand's card to the left and everyone
    passes: the card, what each passer gave and what came to them, and the pass order."""
    card = reach(five, ("pass_left",))
    play(five, UseAbility(card))
    state = five.state
    assert state.pending is not None
    order = list(state.pending.pass_order)
    gave: dict[int, str] = {}
    while five.state.pending is not None:
        passer = five.state.current
        gave[passer] = five.state.hands[passer][0].card
        play(five, PassCard(gave[passer]))
    came = {seat: gave[pass_partners(order, seat)[0]] for seat in order}
    return card, gave, came, order


@pytest.mark.parametrize(
    ("language", "template"),
    [
        ("en", "Everyone passed a card left: you gave %1 to %2 and received %3 from %4"),
        (
            "fr",
            "chacun a passé une carte à gauche\u00a0: vous avez passé la carte %1 à %2 et reçu"
            " la carte %3 de %4",
        ),
        (
            "de",
            "Alle gaben nach links weiter: du gabst die Karte %1 an %2 und bekamst die Karte %3"
            " von %4",
        ),
    ],
)
@pytest.mark.usefixtures("translations")
def test_a_round_of_passes_reads_in_the_order_it_went(
    five: Table, language: str, template: str
) -> None:
    """ "Rose: Katydid — you passed Pangolin to Rose · Cards passed to the left; you received
    Malay Red Harlequin from Poppy" read as Rose passing to herself (play tester, session 58).
    The row says it in the order it went, in one sentence: everyone passed a card to the
    left; you passed yours to whom and received which card from whom."""
    _card, gave, came, order = a_round_of_passes(five)
    reader = five.state.current
    user = order[0]
    assert reader != user and reader in order
    places = {
        "1": gave[reader],
        "2": NAMES[pass_partners(order, reader)[1]],
        "3": came[reader],
        "4": NAMES[pass_partners(order, reader)[0]],
    }
    assert i18n.install(language) == language
    try:
        row = news_of(five)[-1]
        names = {place: title(text) if text in CARDS else text for place, text in places.items()}
        words = elide(fill(template, names))
    finally:
        assert i18n.install("en") == "en"
    assert row.startswith(NAMES[user]) and row.endswith(f" — {words}"), row
    assert STEPS_JOINED not in row


def test_a_new_deals_list_cut_to_fit_heads_the_deal_befores_turns(qtbot: QtBot) -> None:
    """At deal 3's start, "Since your last move, the latest 4:" listed Daisy's last turn of
    deal 2 with no "End of deal 2:" over it, as if it were deal 3's (play tester, session 58):
    the list cut to its latest lines had left the line out. Whatever the room, a turn of the
    deal before is shown under that line, or not at all."""
    table = at_deal_two(qtbot)
    try:
        board = table.board
        news = board._news_lines()
        assert news is not None
        *ended, began = news[2]
        assert ended[0] == "End of deal 1:" and began == deal_began(table.state, MATCH_NAMES)
        won = began.partition(". ")[0]  # who won deal 1: the line's start
        font = board._labels["last-move"].font
        cut = 0
        for room in range(4, 12):
            lines = board._fitted_news(news, font, 340.0, room)[1].split("\n")
            assert len(lines) <= room
            opening = next(at for at, line in enumerate(lines) if line.startswith(won))
            cut += lines[0] != news[0]  # cut to the latest few, and saying so
            if opening > 1:  # a turn of deal 1 or more shown: under its line
                assert lines[1].startswith("End of deal 1:"), lines
        assert cut > 1  # cut to the latest few, some of deal 1's shown
    finally:
        table.controller.shutdown()


def tip_at(board: PetalPlottersBoard, item: QGraphicsItem) -> QWidget:
    """The tooltip the pointer resting on ``item``'s middle opens, as Qt asks for it."""
    viewport = board.view.viewport()
    middle = board.view.mapFromScene(item.sceneBoundingRect().center())
    pointer = viewport.mapToGlobal(middle)
    QApplication.sendEvent(viewport, QHelpEvent(QEvent.Type.ToolTip, middle, pointer))
    assert QToolTip.isVisible()
    return next(w for w in QApplication.topLevelWidgets() if w.inherits("QTipLabel"))


def test_the_tables_tooltips_wrap_to_a_readable_width(trio: Table) -> None:
    """The priority legend's tooltip was one line 1285 pixels wide, over the legend's own
    lines and one's Garrison (play tester, session 58): every tooltip of the table is broken
    into lines of a readable width, its own line breaks kept. Checked on the legend's, and
    on every card's and label's of the table whose words run long."""
    board = trio.board
    setup_moves(trio, lambda s: s.turns >= 3)
    legend = board._labels["legend"]
    whole = legend.toolTip()
    assert len(max(whole.split("\n"), key=len)) > 2 * TIP_LETTERS  # the long one
    room = QFontMetricsF(QToolTip.font()).averageCharWidth() * TIP_LETTERS + 24  # its frame
    try:
        tip = tip_at(board, legend)
        shown = QToolTip.text()
        assert " ".join(shown.split()) == " ".join(whole.split())  # every word, in order
        assert shown.count("\n") > whole.count("\n") + 2  # broken into more lines
        assert tip.width() <= room, tip.width()
        starts = [line for line in shown.split("\n") if line]  # its own lines begin lines
        assert all(any(line.startswith(s) for s in starts) for line in whole.split("\n") if line)
        # a long tooltip of the table opens wrapped wherever it is
        long = [
            item
            for item in board.scene.items()
            if item.isVisible() and len(max(item.toolTip().split("\n"), key=len)) > TIP_LETTERS
        ]
        for item in long:
            if (
                next(i for i in board.scene.items(item.sceneBoundingRect().center()) if i.toolTip())
                is item
            ):
                assert tip_at(board, item).width() <= room, item.toolTip()
    finally:
        QToolTip.hideText()


def test_a_rivals_hand_says_whose_and_how_many(trio: Table) -> None:
    """A rival's hand fan said "A face-down card" under the pointer (play tester, session
    58): it says whose hand it is and how many cards it holds."""
    board = trio.board
    setup_moves(trio, lambda s: s.turns >= 2)
    try:
        for seat in range(3):
            if seat == board.viewer:
                continue
            backs = [key for key, (kind, place) in board.where.items() if kind == "hand"]
            fan = [board.cards[key] for key in backs if board.where[key][1] == seat]
            count = len(trio.state.hands[seat])
            assert len(fan) == count > 1
            tip_at(board, fan[-1])  # the topmost back, whole under the pointer
            assert QToolTip.text() == f"{trio.board.seat_names[seat]}'s hand: {count} cards"
    finally:
        QToolTip.hideText()


def test_the_discard_piles_tooltip_names_every_card_come_since_your_move(qapp) -> None:  # type: ignore[no-untyped-def]
    """ "Since your last move: Pangolin, removed from Daisy's Garrison", while a Spider and a
    Langur had gone there too (play tester, session 58): the pile's tooltip names every card
    that came since the viewer's last move, in the order they came, with who used it or
    whose Garrison it left; past six, the rest are counted."""
    board = PetalPlottersBoard(GAME)
    board.seat_names = ["Ada", "Ben", "Cy"]
    hands: list[list[str]] = [["frog-1"], ["pangolin-1", "katydid-2"], ["spider-1", "sunbird-1"]]
    garrison = [down("katydid-1", 0), down("honey-bee-2", 0), down("silver-royal", 0)]
    since = position(hands, [garrison, [], []], current=1)
    state, moves = played_from(
        since, UseAbility("pangolin-1"), ChooseSlot(0, 2), UseAbility("spider-1"), ChooseSlot(0, 0)
    )
    assert state.discard == ("pangolin-1", "katydid-1", "spider-1")
    board.news = News(since=GAME.view(since, 0), since_moves=moves)
    board.since = board._since_changes(GAME.view(state, 0))
    words = board._pile_words(GAME.view(state, 0))
    assert words == (
        "Since your last move:\nPangolin, used by Ben\nKatydid, removed from your Garrison"
        "\nSpider, used by Cy"
    )
    # where the moves that removed it are not followed (the game's end), named alone: told
    # as a card used, it read as a claim
    board.since = SinceChanges()
    assert board._pile_words(GAME.view(state, 0)).split("\n")[2] == "Katydid"
    # past six cards, the rest counted
    many = replace(since, discard=(), garrisons=((), (), ()))
    board.news = News(since=GAME.view(many, 0))
    board.since = SinceChanges()
    pile = tuple(f"frog-{n}" for n in range(1, 4)) + tuple(f"spider-{n}" for n in range(1, 4))
    lines = board._pile_words(replace(GAME.view(many, 0), discard=(*pile, "katydid-1"))).split("\n")
    assert len(lines) == 1 + PILE_TOLD + 1 and lines[-1] == "and 1 more"


@pytest.mark.usefixtures("translations")
@pytest.mark.parametrize(
    ("language", "note"),
    [
        ("en", "” — the others have seen it."),
        ("fr", "\u00a0» — les autres l’ont vue."),
        ("de", "“ – die anderen haben sie gesehen."),
    ],
)
def test_undo_of_an_ability_says_the_others_saw_it_in_one_sentence(
    qtbot: QtBot,
    window: MainWindow,
    language: str,
    note: str,
) -> None:
    """ "Zurückgenommen: „Die Fähigkeit der Karte Gartenschnecke nutzen“ Die anderen haben sie
    gesehen.": no full stop between the two sentences (German play tester, session 58). The
    note ends Undo's sentence: "Taken back: “Use the ability of …” — the others have seen
    it."""
    assert i18n.install(language) == language
    try:
        said = undo_an_ability_begun(qtbot, window)[3]
        taken = [message for message in said if note in message]
        assert len(taken) == 1 and taken[0].endswith(note), said
        assert taken[0].count(".") == 1  # one sentence
    finally:
        assert i18n.install("en") == "en"
