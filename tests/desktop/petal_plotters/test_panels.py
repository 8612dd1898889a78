"""The players' panels of a 5-player table are narrow, and the table total's panel holds many
lines (legend, last move, match standings): every line stays inside its panel and clear of the
others, in every language, and what does not fit whole is wrapped or cut with the full text as a
tooltip."""

from __future__ import annotations

import re
from functools import partial
from itertools import combinations, pairwise

import pytest
from PySide6.QtCore import QCoreApplication, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QImage, QPainter, QPainterPath
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QStyleOptionGraphicsItem
from pytestqt.qtbot import QtBot

from desktop import i18n
from desktop.games.petal_plotters import PetalPlottersBoard, faces
from desktop.games.petal_plotters.board import LAYOUTS, TOTAL_MOST_H, legend_colors
from desktop.history import News
from desktop.i18n import number_text, points_text
from desktop.table import set_animation_speed
from desktop.table.items import LabelItem
from desktop.table.text import TEXT_SLACK, break_lines, fit_lines, fit_news, wrap_text
from engine.core.save import Seat
from engine.core.session import Session
from engine.games.petal_plotters import (
    GAME,
    Cancel,
    PassCard,
    UseAbility,
    scoring,
)
from engine.games.petal_plotters.components import CARDS
from engine.games.petal_plotters.counting import possible_totals
from engine.games.petal_plotters.state import Phase, State

from .conftest import WINDOWS, Table, add_to_the_last_move, make_table, shape_window
from .test_board_play import at_an_optional_rotation, exchanging, pass_to_the_left, setup_moves
from .test_table_fit import fit_viewport

LONG_NAME = "Maximiliane von Hohenzollern-Sigmaringen"


def text_box(label: LabelItem) -> QRectF:
    """The room ``label`` needs for its text in its width (wrapped if it wraps)."""
    flags = int(Qt.TextFlag.TextWordWrap) if label.wrap else 0
    box = QRectF(0, 0, label.width, 10_000)
    return QFontMetricsF(label.font).boundingRect(box, flags, label.text)


def text_height(label: LabelItem) -> float:
    return text_box(label).height()


def assert_panels_fit(table: Table, names: list[str]) -> int:
    """Every line of the other players' panels inside its box and its panel, clear of the
    hand's backs and of the up values over the Garrison; returns how many victory card tags
    were checked."""
    board = table.board
    state = table.state
    display = board.display_state()
    tags = 0
    checked_chips = 0
    for seat in range(state.players):
        if seat == board.viewer:
            continue
        panel = board.panel_rects[seat]
        backs = [
            item.mapRectToScene(item.card_rect())
            for key, item in board.cards.items()
            if isinstance(key, tuple) and key[:2] == ("hand", seat)
        ]
        header = board._labels[("header", seat)]
        power = board._labels[("power", seat)]
        count = board._labels[("count", seat)]
        if not count.isVisible():  # a victory card in the corner: its caption in the count's place
            assert seat in board.victory_rects and seat not in board.side_rects
            count = board._labels[("victory", seat)]
        for label in (header, power, count):
            metrics = QFontMetricsF(label.font)
            lines = label.text.split("\n")
            assert all(metrics.horizontalAdvance(line) <= label.width for line in lines)
            assert text_height(label) <= label.height
            box = label.sceneBoundingRect()
            assert panel.contains(box)
            assert not any(box.intersects(back) for back in backs)
        assert not power.sceneBoundingRect().intersects(count.sceneBoundingRect())
        # the up values stand above the Garrison's cards, clear of every line of the panel
        chips = [
            item.up_chip_scene_rect()
            for index in range(len(state.garrisons[seat]))
            if (item := board.slot_item(seat, index)) is not None
            and item.show_up_value
            and item.up_value() is not None
        ]
        checked_chips += len(chips)
        for label in (header, power, count):
            assert not any(chip.intersects(label.sceneBoundingRect()) for chip in chips)
        # the Petal Power and the hand count are never cut: the Petal Power is one line, or
        # its two parts on two lines
        parts = board._power_parts(display, seat)
        assert len(parts) == 2, "the position has face-down cards in every Garrison"
        assert power.text in (" · ".join(parts), "\n".join(parts))
        assert power.toolTip() == "" and count.toolTip() == ""
        cards = len(state.hands[seat])
        assert not cards or str(cards) in count.text
        if seat in board.victory_rects:  # clear of the lines beside it
            card = board.victory_rects[seat]
            assert panel.contains(card)
            assert not any(card.intersects(label.sceneBoundingRect()) for label in (header, power))
        # a name too long for the panel is cut, and the tooltip holds it whole
        if names[seat] == LONG_NAME:
            assert header.text.endswith("…") and LONG_NAME in header.toolTip()
        else:
            # not cut: no tooltip, or the first player's mark explained
            assert names[seat] in header.text and names[seat] not in header.toolTip()
        # the first player's mark survives a cut name
        assert ("★ " in header.text) == (seat == state.first_player)
        if state.victory[seat] is not None:
            tags += 1
            tag = board._labels[("victory", seat)]
            assert tag.wrap and text_height(tag) <= tag.height
            assert panel.contains(tag.sceneBoundingRect())
    assert checked_chips, "some up values stand over the other players' Garrisons"
    return tags


@pytest.mark.parametrize("shape", sorted(WINDOWS))
@pytest.mark.parametrize("language", ["en", "fr", "de"])
@pytest.mark.usefixtures("translations")
def test_five_player_panels_keep_every_line_inside(qtbot: QtBot, language: str, shape: str) -> None:
    assert i18n.install(language) == language
    names = ["Ada", LONG_NAME, "Cyrielle", "Dmitri", "Eleonora"]
    table = make_table(qtbot, [Seat(name=name, kind="human") for name in names], seed=3)
    shape_window(qtbot, table, shape)
    try:
        # early: a face-down card in every Garrison, full hands
        setup_moves(table, lambda s: all(any(not slot.face_up for slot in g) for g in s.garrisons))
        assert all(len(hand) >= 3 for hand in table.state.hands)
        assert_panels_fit(table, names)
        # late: victory cards laid beside their Garrisons
        setup_moves(table, lambda s: sum(held is not None for held in s.victory) >= 3)
        assert assert_panels_fit(table, names) >= 2
    finally:
        table.controller.shutdown()


def named_moves(board: PetalPlottersBoard) -> list[str]:
    """The moves since the viewer's last that the table total's panel names, in reading
    order: a line that is a move, its first line (wrapped) or its start (cut)."""
    last = board._labels["last-move"]
    lines = last.text.split("\n")[1:] if last.isVisible() else []  # under the heading
    moves = list(board.news.moves)
    named: list[str] = []
    for line in lines:
        start = line.removesuffix("…")
        for index, move in enumerate(moves):
            if start and names_move(start, move):
                named.append(move)
                del moves[: index + 1]
                break
    return named


def ends_with_move(text: str, move: str) -> bool:
    """Whether ``text`` ends with ``move`` whole, its mover's name perhaps cut."""
    mover, _colon, told = move.partition(": ")
    cut = [mover[:kept] + "…: " + told for kept in range(1, len(mover))]
    return text.endswith(move) or any(text.endswith(line) for line in cut)


def names_move(start: str, move: str) -> bool:
    """Whether a line starting with ``start`` names ``move``: it is the move whole, its first
    line or its start, its mover's name perhaps cut ("Maximiliane von Ho…: Use the…"), words
    perhaps left out of its middle ("Iris: Frog — … (Sunbird)")."""
    head, gap, tail = start.partition(" … ")
    if gap:
        return names_move(head, move) and tail in move
    name, cut, words = start.partition("…: ")
    if cut:
        mover, _colon, told = move.partition(": ")
        return mover.startswith(name) and told.startswith(words)
    return move.startswith(start)


def assert_total_panel_fits(table: Table) -> set[object]:
    """Every label over the table total's panel fits its box, inside the panel, clear of the
    other labels and of the "Previous deal" button; returns the keys of the labels checked."""
    board = table.board
    panel = board._panels["total"].rect
    labels = {
        key: label
        for key, label in board._labels.items()
        if label.isVisible() and label.sceneBoundingRect().intersects(panel)
    }
    boxes = []
    for label in labels.values():
        needed = text_box(label)
        assert needed.width() <= label.width and needed.height() <= label.height, label.text
        box = label.sceneBoundingRect()
        assert panel.contains(box), label.text
        boxes.append(box)
    button = board.last_deal_button
    if button.isVisible():
        boxes.append(button.mapRectToScene(QRectF(0, 0, button.width, button.height)))
        assert panel.contains(boxes[-1])
        # its text clear of the rounded ends
        advance = QFontMetricsF(button.font).horizontalAdvance(button.text)
        assert advance + button.height <= button.width, button.text
    assert not any(first.intersects(second) for first, second in combinations(boxes, 2))
    # the title and the legend are never cut (a shorter legend has its words in its tooltip);
    # the last move is whole, or cut with the whole as a tooltip
    for key in ("total-title", "legend"):
        assert "…" not in labels[key].text, labels[key].text
    assert labels["total-title"].toolTip() == ""
    legend = labels["legend"]
    assert legend.toolTip() == "" or "5. ★" in legend.toolTip()
    assert "\n" not in legend.text or any(
        name in legend.text for name in ("Snail", "Escargot", "Schnecke")
    )
    if "last-move" in labels:
        last = labels["last-move"]
        news = board._news_lines()  # the moves since the viewer's, or the last one
        # the moves since the viewer's, or (no room for three lines) the last move alone
        alone = last.text.replace("\n", " ") == board.last_move
        listed = news and "\n" in last.text and not alone
        told = "\n".join([news[0], *news[2]]) if listed else board.last_move
        if listed and not last.toolTip():  # all there, each move whole
            assert last.text.split("\n")[0] == news[0]
            assert " ".join(last.text.split("\n")[1:]) == " ".join(news[2])
            return set(labels)
        if listed and named_moves(board) == [move for move in news[2] if move != "…"]:
            # too many to be whole: each on a line of its own, the newest as whole as the lines
            # allow, its end kept (cut, if at all, in its middle): what came of it
            assert last.toolTip() == told
            end = last.text.split("\n")[-1].rpartition(" … ")[2]
            assert ends_with_move(last.text.replace("\n", " "), news[2][-1]) or (
                news[2][-1].endswith(end)
            )
            return set(labels)
        assert last.text.replace("\n", " ") == told.replace("\n", " ") or last.toolTip() == told
    elif board.last_move:
        # only in a match, where everyone's points come first
        assert "match" in labels and labels["match"].toolTip() == ""
    return set(labels)


@pytest.mark.parametrize("shape", sorted(WINDOWS))
@pytest.mark.parametrize("match", [False, True])
@pytest.mark.parametrize("language", ["en", "fr", "de"])
@pytest.mark.usefixtures("translations")
def test_five_player_total_panel_keeps_its_lines_apart(
    qtbot: QtBot, language: str, match: bool, shape: str
) -> None:
    assert i18n.install(language) == language
    names = ["Ada", LONG_NAME, "Cyrielle", "Dmitri", "Eleonora"]
    seats = [Seat(name=name, kind="human") for name in names]
    table = make_table(qtbot, seats, seed=3)
    shape_window(qtbot, table, shape)
    try:
        options = GAME.options_model.model_validate({"players": 5, "match": match})
        table.controller.start(Session(GAME, options, 3), seats)
        board = table.board
        # early: the long name made the last move; in a match everyone's points may need its
        # line (``assert_total_panel_fits`` then checks that they are whole)
        always = {"total-title", "total", "total-sub", "legend"}
        if not match:
            always.add("last-move")
        setup_moves(table, lambda s: s.turns >= 1 and LONG_NAME in board.last_move)
        assert always <= assert_total_panel_fits(table)
        # late: three hands played out, their victory cards laid
        setup_moves(table, lambda s: sum(held is not None for held in s.victory) >= 3)
        assert always <= assert_total_panel_fits(table)
        if match:
            # the next deal, once the results of the first are closed (the first is on the
            # table under them): the standings share the panel's foot with the "Previous
            # deal" button, and the long name's last move has one line left
            setup_moves(table, lambda s: s.deal == 2)
            assert board.last_deal_dialog is not None
            board.last_deal_dialog.close()
            setup_moves(table, lambda s: LONG_NAME in board.last_move)
            assert board.last_deal_button.isVisible()
            assert "match" in assert_total_panel_fits(table)
            standings = board._labels["match"]
            shown = standings.text.replace("\n", " ").replace("\u00a0", " ")
            # everyone's points, whole, on the table
            assert all(re.search(re.escape(name) + " ?: \\d", shown) for name in names), shown
    finally:
        table.controller.shutdown()


def test_fit_lines_wraps_the_parts_then_cuts_them(qapp) -> None:  # type: ignore[no-untyped-def]
    font = QFont()
    font.setPointSizeF(11)
    metrics = QFontMetricsF(font)
    parts = ["Petal Power +12", "3 face down"]
    whole = "Petal Power +12 · 3 face down"
    assert fit_lines(parts, font, metrics.horizontalAdvance(whole) + 10) == (whole, "")
    two = fit_lines(parts, font, metrics.horizontalAdvance(parts[0]) + 10)
    assert two == ("Petal Power +12\n3 face down", "")
    text, tip = fit_lines(parts, font, metrics.horizontalAdvance("Petal P") + 4)
    lines = text.split("\n")
    assert len(lines) == 2 and all(line.endswith("…") for line in lines) and tip == whole


NEWS_HEADING = "Since your last move:"


def news_font() -> QFont:
    font = QFont()
    font.setPointSizeF(11)
    return font


def latest(kept: int) -> str:
    """The news heading once only the latest ``kept`` moves fit."""
    return f"Since your last move, the latest {kept}:"


def test_fit_news_keeps_the_newest_moves_each_whole(qapp) -> None:  # type: ignore[no-untyped-def]
    font = news_font()
    metrics = QFontMetricsF(font)
    heading, cut = NEWS_HEADING, latest
    moves = ["Ben: Use the ability of Frog", "Ben: Rotate card 2 of your Garrison", "Cy: Skip"]
    whole = "\n".join([heading, *moves])
    assert fit_news(heading, cut, moves, font, 900, 4) == (whole, "")
    # the heading says how many of the newest are shown (a "…" line took a move's room)
    assert fit_news(heading, cut, moves, font, 900, 3) == (
        "Since your last move, the latest 2:\nBen: Rotate card 2 of your Garrison\nCy: Skip",
        whole,
    )
    # a move too long for a line wraps whole: the card a pass brought was cut off
    width = metrics.horizontalAdvance("Ben: Rotate card 2 of") + 20
    text, tip = fit_news(heading, cut, moves, font, width, 5)
    lines = text.split("\n")
    assert lines[0].startswith("Since your last")  # the latest 2, maybe cut short
    assert len(lines) == 4  # a heading, a move on two lines, a move on one
    assert " ".join(lines[1:]) == "Ben: Rotate card 2 of your Garrison Cy: Skip" and tip == whole


def test_fit_news_never_keeps_a_deal_end_alone(qapp) -> None:  # type: ignore[no-untyped-def]
    """ "Since your last move, the latest one: Deal 1 is over" told no move, the two turns
    before it left out (play test): the newest turn is kept with the line that ends a deal,
    its first line if there is no room for more."""
    font = news_font()
    metrics = QFontMetricsF(font)
    heading, cut = NEWS_HEADING, latest
    last_turn = "Cy: Lay the Snail as victory card, the last of the hand"
    moves = ["Ben: Remove card 2 of Ann's Garrison", last_turn, "Deal 1 is over"]
    width = metrics.horizontalAdvance("Cy: Lay the Snail as victory") + 20
    text, tip = fit_news(heading, cut, moves, font, width, 3, {"Deal 1 is over"})
    lines = text.split("\n")
    assert len(lines) == 3 and lines[2] == "Deal 1 is over" and tip
    # its first words, marked cut (play tester 178)
    assert lines[1].startswith("Cy: Lay the Snail") and lines[1].endswith("…")
    assert last_turn.startswith(lines[1][:-1])
    # with room, both lines of the turn
    text, tip = fit_news(heading, cut, moves, font, width, 4, {"Deal 1 is over"})
    assert text.split("\n")[1:] == [
        *break_lines(last_turn, metrics, width - TEXT_SLACK, " "),
        "Deal 1 is over",
    ]


def test_wrap_text_breaks_between_items_then_cuts(qapp) -> None:  # type: ignore[no-untyped-def]
    font = QFont()
    font.setPointSizeF(11)
    metrics = QFontMetricsF(font)
    items = ["1. Snail below 0", "2. Katydid 7 or less", "3. Frog 12 or more"]
    legend = " · ".join(items)
    # two items share a line, the third is not split between lines
    width = metrics.horizontalAdvance(" · ".join(items[:2])) + 10
    assert wrap_text(legend, font, width, separator=" · ") == (
        f"{items[0]} · {items[1]}\n{items[2]}",
        "",
    )
    # one item a line, cut to two lines: the second holds the rest, elided; the tooltip all
    width = metrics.horizontalAdvance(items[1]) + 10
    text, tip = wrap_text(legend, font, width, most=2, separator=" · ")
    first, second = text.split("\n")
    assert first == items[0] and second.startswith(items[1][:4]) and second.endswith("…")
    assert tip == legend


def test_the_total_panel_says_what_the_unseen_face_down_cards_could_make_it(trio: Table) -> None:
    """Beside the total of the cards shown, the lowest and highest total the face-down cards
    not seen could make (the engine's ``possible_totals``): "1 face-down card is not counted"
    left a strong player to work that out (play test). One card in the singular."""
    board = trio.board
    # the Hornbill (face up), then one card face down that the next player has not seen
    setup_moves(trio, lambda s: sum(len(g) for g in s.garrisons) == 2)
    assert board.state is not None
    totals = possible_totals(board.state)
    assert totals.unknown == 1 and totals.low < totals.counted < totals.high
    assert board._labels["total"].text == number_text(totals.counted)
    assert board._labels["total-sub"].text.replace("\n", " ") == (
        "counting the cards shown to you; with the face-down card, possible:"
        f" {number_text(totals.low)} to {number_text(totals.high)}"
    )
    setup_moves(trio, lambda s: sum(len(g) for g in s.garrisons) == 3)
    totals = possible_totals(board.state)
    assert (
        board._labels["total-sub"]
        .text.replace("\n", " ")
        .endswith(
            f"with the 2 face-down cards, possible: {number_text(totals.low)}"
            f" to {number_text(totals.high)}"
        )
    )
    # where the cards are, the other half of counting: its key in the line's tooltip
    assert "press C: the deal's cards" in board._labels["total-sub"].toolTip()


def people(qtbot: QtBot, players: int) -> Table:
    """``players`` people at one screen, seed 3 (every hand full at the start)."""
    names = ["Ada", "Ben", "Cyrielle", "Dmitri", "Eleonora"][:players]
    return make_table(qtbot, [Seat(name=name, kind="human") for name in names], seed=3)


@pytest.mark.parametrize("players", [2, 3, 5])
def test_the_larger_hand_fans_out_clear_of_the_table(qtbot: QtBot, players: int) -> None:
    """The viewer's hand, drawn larger than the table's cards, lies under every panel and the
    ability zone, inside the framed table; the fitted view shows it whole (clear of the status
    line above the table), in the default window and in a small one; no card lies over the
    name or ability text of its neighbour."""
    table = people(qtbot, players)
    try:
        board = table.board
        view = board.view
        widget = board.widget()
        hand = board.hand_items()
        assert len(hand) >= 5  # a full hand, the widest fan
        for width, height in ((1200, 711), (640, 400), (700, 900)):
            widget.resize(width, height + widget.height() - view.viewport().height())
            qtbot.waitUntil(lambda w=width: view.viewport().width() == w)
            view.fit_to_window()
            # the arrangement this window takes
            solid = [*board.panel_rects.values(), board.ability_zone.rect]
            for item in hand:
                card = item.mapToScene(item.card_rect()).boundingRect()
                assert not any(card.intersects(panel) for panel in solid), item.card_id
                assert view.content_rect().contains(card)
                on_screen = view.mapFromScene(card).boundingRect()
                assert view.viewport().rect().contains(on_screen)
            if width == 1200:
                # the default window: about 1.5 times the 70 px the hand had
                assert all(item.width * item.scale() * view.zoom() >= 100 for item in hand)
        # no card of the fan lies over a neighbour's name or ability text
        for item, neighbour in pairwise(hand):
            for lower, upper in ((item, neighbour), (neighbour, item)):
                face = lower.card_rect()
                words = QRectF(
                    face.left() + face.width() * 0.1,
                    face.top() + face.height() * 0.47,
                    face.width() * 0.8,
                    face.height() * 0.36,
                )
                under = QPainterPath()
                under.addPolygon(lower.mapToScene(words))
                cover = upper.mapToScene(upper.shape())
                assert not cover.intersects(under), (lower.card_id, len(hand))
    finally:
        table.controller.shutdown()


SET_ASIDE = {
    "en": ("4 cards set aside unseen", "1 card set aside unseen"),
    "fr": ("4 cartes écartées, non vues", "1 carte écartée, non vue"),
    "de": ("4 Karten ungesehen beiseite", "1 Karte ungesehen beiseite"),
}
DEALT = {
    "en": ("14 of the 18 cards are dealt.", "24 of the 25 cards are dealt."),
    "fr": ("14 des 18 cartes sont distribuées.", "24 des 25 cartes sont distribuées."),
    "de": ("14 der 18 Karten werden ausgeteilt.", "24 der 25 Karten werden ausgeteilt."),
}
"""How many cards are dealt, under the count: "1 card set aside unseen" explained nothing to a
newcomer at four players who did not point at it (play tester 143)."""
SHORT = {
    "en": ("4 set aside unseen 14 of 18 dealt", "1 set aside unseen 24 of 25 dealt"),
    "fr": ("4 écartées, non vues 14 sur 18 en jeu", "1 écartée, non vue 24 sur 25 en jeu"),
    "de": ("4 verdeckt beiseite 14 von 18 im Spiel", "1 verdeckt beiseite 24 von 25 im Spiel"),
}
"""Both, in fewer words, where a thick pile leaves room for two lines under it: the cards dealt
went from a maximised window's table (play tester 211)."""


@pytest.mark.parametrize("shape", sorted(WINDOWS))
@pytest.mark.parametrize("players", [2, 4])
@pytest.mark.parametrize("language", ["en", "fr", "de"])
@pytest.mark.usefixtures("translations")
def test_the_discard_panel_says_whole_how_many_cards_were_set_aside(
    qtbot: QtBot, language: str, players: int, shape: str
) -> None:
    """At two players four cards are set aside unseen, at four players one: the line under the
    discard pile says so (in the singular for one card) whole in every language, inside its
    box and its panel."""
    assert i18n.install(language) == language
    seats = [Seat(name=name, kind="human") for name in ("Ada", "Ben", "Cy", "Dee")[:players]]
    table = make_table(qtbot, seats)
    shape_window(qtbot, table, shape)
    try:
        board = table.board
        assert len(table.state.set_aside) == {2: 4, 4: 1}[players]
        panel = board._panels["discard"].rect
        for key in ("discard-title", "set-aside"):
            label = board._labels[key]
            assert "…" not in label.text, label.text
            needed = text_box(label)
            assert needed.width() <= label.width and needed.height() <= label.height, label.text
            assert panel.contains(label.sceneBoundingRect())
        four, one = SET_ASIDE[language]
        count = four if players == 2 else one
        dealt = DEALT[language][players == 4]
        # whole, on two lines each where one is too narrow; the tall arrangements' panel
        # has room for two lines under a thick pile: both in fewer words, the tooltip whole
        shown = f"{count} {dealt}" if shape == "wide" else SHORT[language][players == 4]
        assert board._labels["set-aside"].text.replace("\n", " ") == shown
        assert board._labels["discard-title"].toolTip() == ""
        # and why, under the pointer: a newcomer found it only in the rules page's setup table
        why = QCoreApplication.translate(
            "PetalPlottersBoard",
            "The rules set these cards aside face down before the deal: nobody sees them, and"
            " they stay out of this game.",
        )
        assert board._labels["set-aside"].toolTip() == f"{count}\n{dealt}\n{why}"
        # the pile, however thick it grows, stays clear of that line
        pile = board.discard_item.sceneBoundingRect()
        assert panel.contains(pile)
        assert not pile.intersects(board._labels["set-aside"].sceneBoundingRect())
    finally:
        table.controller.shutdown()


@pytest.mark.parametrize("players", [2, 5])
def test_a_laptop_window_shows_the_panels_readable(qtbot: QtBot, players: int) -> None:
    """A window on a 1280×720 screen (or 1920×1080 at 150 %) leaves the table about 1200×540
    pixels: the wide layout fits it so that names and Petal Powers are still lines a player
    reads (a tall layout drew them under 10 and 8 pixels high)."""
    table = people(qtbot, players)
    try:
        board = table.board
        view = board.view
        widget = board.widget()
        widget.resize(1200, 540 + widget.height() - view.viewport().height())
        qtbot.waitUntil(lambda: view.viewport().size().toTuple() == (1200, 540))
        view.fit_to_window()
        for seat in range(players):
            header = board._labels[("header", seat)]
            power = board._labels[("power", seat)]
            assert QFontMetricsF(header.font).height() * view.zoom() >= 11.5, header.text
            assert QFontMetricsF(power.font).height() * view.zoom() >= 9.5, power.text
        total = board._labels["total"]
        assert QFontMetricsF(total.font).height() * view.zoom() >= 20
    finally:
        table.controller.shutdown()


@pytest.mark.parametrize("shape", sorted(WINDOWS))
@pytest.mark.parametrize("language", ["en", "fr", "de"])
@pytest.mark.usefixtures("translations")
def test_the_longest_step_instruction_fits_the_ability_zone_whole(
    qtbot: QtBot, language: str, shape: str
) -> None:
    """Giving a card of your hand for a face-down Garrison card has the longest instruction
    (it tells you to rotate the card you give first): it is written whole, in every language,
    between the zone's title and its Cancel button."""
    assert i18n.install(language) == language
    table = exchanging(qtbot)
    shape_window(qtbot, table, shape)
    try:
        board = table.board
        assert table.state.pending is not None and table.state.pending.give is None
        prompt = board._labels["prompt"]
        assert prompt.isVisible() and prompt.text
        assert "…" not in prompt.text and prompt.toolTip() == ""
        needed = text_box(prompt)
        assert needed.width() <= prompt.width and needed.height() <= prompt.height
        box = prompt.sceneBoundingRect()
        assert board.ability_zone.rect.contains(box)
        cancel = board.cancel_button
        assert cancel.isVisible()
        assert box.bottom() <= cancel.mapRectToScene(QRectF(0, 0, cancel.width, 1)).top()
    finally:
        table.controller.shutdown()


def test_the_table_keeps_its_size_as_hands_shrink(qtbot: QtBot) -> None:
    """The fitted table does not jump between turns: its content is as high as the largest
    hand's fan, whatever the hand now holds."""
    seats = [Seat(name=name, kind="human") for name in ("Ada", "Ben", "Cy")]
    table = make_table(qtbot, seats, seed=3)
    try:
        view = table.board.view
        full = view.content_rect()
        setup_moves(table, lambda s: len(s.hands[table.board.viewer]) <= 3)
        assert view.content_rect() == full
    finally:
        table.controller.shutdown()


def assert_laid_out(table: Table) -> None:
    """No two panels overlap, each lies inside the table, every Garrison card in its panel."""
    board = table.board
    solid = [*board.panel_rects.values(), board.ability_zone.rect]
    solid += [board._panels[key].rect for key in ("discard", "total")]
    content = board.view.content_rect()
    assert all(content.contains(rect) for rect in solid)
    assert not any(a.intersects(b) for a, b in combinations(solid, 2))
    for (seat, _index), rect in board.slot_rects.items():
        assert board.panel_rects[seat].contains(rect)


def test_the_table_takes_the_arrangement_that_draws_it_largest(qtbot: QtBot) -> None:
    """A laptop's window gets the wide table, half a screen the tall one, a portrait window
    the narrower portrait one: in each, the table is fitted larger than another arrangement
    would be."""
    from desktop.games.petal_plotters.board import (
        pick_layout,
        portrait_layout,
        tall_layout,
        wide_layout,
    )

    wide, tall, portrait = wide_layout(), tall_layout(), portrait_layout()
    assert pick_layout(1200, 540, 5).width == wide.width
    assert pick_layout(760, 584, 5).width == tall.width  # 1024×700 with History open
    assert pick_layout(900, 1000, 5).width == portrait.width
    assert wide.scale_in(1200, 540) > tall.scale_in(1200, 540)
    assert tall.scale_in(760, 584) > portrait.scale_in(760, 584)
    assert portrait.scale_in(900, 1000) > tall.scale_in(900, 1000) > wide.scale_in(900, 1000)
    seats = [Seat(name=name, kind="human") for name in ("Ada", "Ben", "Cy")]
    table = make_table(qtbot, seats, seed=3)
    try:
        shape_window(qtbot, table, "tall")
        assert_laid_out(table)
        shape_window(qtbot, table, "wide")
    finally:
        table.controller.shutdown()


def test_the_end_explanation_moves_with_the_table(qtbot: QtBot) -> None:
    """A game over in a laptop's window, then the window made narrow (and back): the
    explanation panel and each of its lines go to their place in the new arrangement, under
    the viewer's Garrison, never over it."""
    table = people(qtbot, 3)
    try:
        board = table.board
        state = table.state
        while state.phase is not Phase.OVER:
            table.controller.play(GAME.legal_actions(state)[0])
            state = table.state
        qtbot.waitUntil(board.ending_done, timeout=5_000)
        for shape in ("tall", "wide"):
            shape_window(qtbot, table, shape)
            panel = board._panels["notes"].rect
            assert panel.top() >= board.panel_rects[board.viewer].bottom()
            assert board.view.content_rect().contains(panel)
            labels = board._reveal_labels
            assert labels and len(labels) == len(board.reveal_notes)
            assert all(panel.contains(label.sceneBoundingRect()) for label in labels)
    finally:
        table.controller.shutdown()


def test_a_drag_is_dropped_when_the_table_changes_arrangement(qtbot: QtBot) -> None:
    """What lies under a dragged card changes with the arrangement: the card goes home and
    nothing is played when the window changes shape under it."""
    table = people(qtbot, 3)
    try:
        board = table.board
        setup_moves(table, lambda s: s.phase is Phase.TURN)
        before = table.state
        item = board.hand_items()[0]
        viewport = board.view.viewport()
        QTest.mousePress(viewport, Qt.MouseButton.LeftButton, pos=table.point(item.center_scene()))
        target = table.point(board.garrison_drop_point())
        QTest.mouseMove(viewport, target)
        QTest.mouseMove(viewport, target)
        assert board.drag_item is item
        shape_window(qtbot, table, "tall")
        assert board.drag_item is None
        QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, pos=target)
        assert table.state is before
    finally:
        table.controller.shutdown()


def test_a_garrison_counts_its_unknown_cards_in_words(trio: Table) -> None:
    """ "1 card not counted", "2 cards not counted": the count is said as a number of cards,
    in the singular for one (French read "face cachée : 2" before); not "face down", which
    read as a count of the backs, and a card one had looked at left it."""
    board = trio.board
    seat = (board.viewer + 1) % 3

    def unknown(state: State) -> int:
        return sum(1 for slot in state.garrisons[seat] if not slot.face_up)

    setup_moves(trio, lambda state: unknown(state) == 1)
    assert board._power_parts(board.display_state(), seat)[1] == "1 card not counted"
    setup_moves(trio, lambda state: unknown(state) == 2)
    assert board._power_parts(board.display_state(), seat)[1] == "2 cards not counted"


@pytest.mark.usefixtures("translations")
@pytest.mark.parametrize("window", [(1200, 760), (800, 600), (700, 900)])
def test_your_petal_power_stays_above_the_up_values(qtbot: QtBot, window: tuple[int, int]) -> None:
    """In French, "Puissance de pétales +2" and "1 carte non comptée" took two lines in your
    Garrison's panel, and the face-up Hornbill's up value covered the second: the line is as
    wide as the Garrison row, so it stays one line above the cards."""
    assert i18n.install("fr") == "fr"
    names = ["Ada", "Ben", "Cy"]
    table = make_table(
        qtbot, [Seat(name=name, kind="human") for name in names], seed=7, memory_aid=False
    )
    board = table.board
    try:
        first = table.state.first_player
        setup_moves(
            table,
            lambda state: len(state.garrisons[first]) == 2 and state.current == first,
        )
        assert board.viewer == first
        fit_viewport(qtbot, table, *window)
        power = board._labels[("power", first)]
        assert power.text == "Puissance de pétales +2 · 1 carte non comptée"
        lines_bottom = power.scenePos().y() + QFontMetricsF(power.font).lineSpacing()
        hornbill = board.slot_item(first, 0)
        assert hornbill is not None and hornbill.show_up_value
        assert lines_bottom < hornbill.up_chip_scene_rect().top()
    finally:
        table.controller.shutdown()


def test_the_priority_legend_draws_each_mark_in_its_categorys_colour(trio: Table) -> None:
    """The Frog's hexagon and the Blue Squad's dot are told apart by colour, as on the cards."""
    legend = trio.board._labels["legend"]
    image = legend_picture(legend)
    seen = {image.pixel(x, y) for x in range(image.width()) for y in range(image.height())}
    marks = legend_colors(trio.board.view.palette_colors)
    for mark in ("⬢", "●", "◆"):  # Frog, Blue Squad, Katydid
        assert marks[mark].rgba() in seen, mark
    assert len({marks[mark].rgba() for mark in marks}) == 5


def legend_picture(legend: LabelItem) -> QImage:
    image = QImage(int(legend.width), int(legend.height), QImage.Format.Format_ARGB32)
    image.fill(QColor("white"))
    painter = QPainter(image)
    legend.paint(painter, QStyleOptionGraphicsItem(), None)
    painter.end()
    return image


def test_the_legend_shades_the_categories_the_total_shown_meets(trio: Table) -> None:
    """Play tester 210: nothing in the priority legend said which category the total shown
    met. Each category whose condition it meets is shaded in its colour, and the tooltip
    says what the shading means; as the total moves past a bound, the shading follows."""
    board = trio.board
    legend, total = board._labels["legend"], board._labels["total"]
    assert total.text == "0"  # the Hornbill not laid yet
    assert legend.marked_glyphs == {"◆"}  # Katydid: 7 or less
    said = "Shaded: the categories whose condition the total shown, 0, meets."
    assert said in legend.toolTip()
    shaded = legend_picture(legend)
    legend.mark_glyphs(frozenset())
    assert legend_picture(legend) != shaded
    expected = {  # by the rulebook's conditions: below 0, 7 or less, 12 or more, 8 or more
        "below 0": {"▼", "◆"},
        "8 to 11": {"●"},
        "12 or more": {"⬢", "●"},
    }

    def reached(_state: State) -> bool:
        shown = int(total.text.replace("−", "-"))
        return shown < 0 or shown >= 8

    setup_moves(trio, reached)
    shown = int(total.text.replace("−", "-"))
    band = "below 0" if shown < 0 else "8 to 11" if shown < 12 else "12 or more"
    assert legend.marked_glyphs == expected[band], shown


def test_the_legend_and_the_standings_explain_themselves_on_hover(qtbot: QtBot) -> None:
    """A learner who hovered the priority legend and a match's standings found nothing, and
    "Hornbill if nobody else wins" did not say who wins then (play test): their tooltips say
    how the winner is found, and what each category's winners score."""
    table = make_table(
        qtbot, [Seat(name=name, kind="human") for name in ("Ada", "Ben")], match=True
    )
    try:
        labels = table.board._labels
        legend = labels["legend"].toolTip()
        assert "all Garrisons are turned face up and their Petal Powers added up" in legend
        assert "2. ◆ Katydid: all Garrisons together must come to 7 at most" in legend
        assert (
            "5. ★ Hornbill: the player with it in their Garrison wins if no victory card meets"
            " its condition" in legend
        )
        standings = labels["match"].toolTip()
        assert "A match is 3 deals; whoever has the most Victory Points" in standings
        assert "▼ Snail / Spider: 3 / 1" in standings
        assert "★ Hornbill: 2 / –" in standings  # never shared
    finally:
        table.controller.shutdown()


def test_on_your_turn_the_table_lists_the_moves_since_yours(qtbot: QtBot, trio: Table) -> None:
    """Against the computer only the last move was on the table: a card of yours turned by
    one player, then another's move, and the turn looked lost. On the viewer's turn the
    moves since theirs are listed, newest last; a single move is told alone, as before."""
    board = trio.board
    setup_moves(trio, lambda state: state.turns >= 2)
    assert board.viewer == trio.state.current == 2
    assert board._labels["last-move"].text.split("\n") == [
        "So far:",  # Cy has not moved yet, as the hand-off screen says
        "Ada: Place the Great Hornbill",
        "Ben: Add a card to their Garrison",
    ]
    setup_moves(trio, lambda state: state.turns >= 3)
    assert board.viewer == 0
    assert board._labels["last-move"].text.split("\n") == [
        "Since your last move:",
        "Ben: Add a card to their Garrison",  # a line a turn, told alike or not
        "Cy: Add a card to their Garrison",
    ]
    duel = make_table(qtbot, [Seat(name="Ada", kind="human"), Seat(name="Ben", kind="human")])
    try:
        setup_moves(duel, lambda state: state.turns >= 1)
        assert len(duel.board.news.moves) == 1
        assert duel.board._labels["last-move"].text == duel.board.last_move
        assert duel.board.last_move.endswith(": Place the Great Hornbill")
    finally:
        duel.controller.shutdown()


def test_the_moves_since_yours_stay_while_you_choose_a_target_and_after_cancel(
    qtbot: QtBot, trio: Table
) -> None:
    """Beginning an ability replaced the list of the others' moves by "Last move — Tess: Use
    the ability of …", and after Cancel the list was gone for the rest of the turn: the steps
    of one's own turn in progress are not news, and the list stays while one chooses."""
    board = trio.board

    def targeted(state: State) -> list[UseAbility]:
        """The abilities the mover may begin that then ask for a target."""
        return [
            action
            for action in GAME.legal_actions(state)
            if isinstance(action, UseAbility) and GAME.apply(state, action).pending is not None
        ]

    setup_moves(trio, lambda state: state.turns >= 3 and bool(targeted(state)))
    before = board.news.moves
    assert board.news.told >= 2 and board._labels["last-move"].text.split("\n")[1:] == list(before)
    trio.play(targeted(trio.state)[0])
    assert trio.state.pending is not None and board.news.moves == before
    assert board._labels["last-move"].text.split("\n")[1:] == list(before)
    trio.play(Cancel())
    assert trio.state.pending is None and board.news.moves == before
    assert board._labels["last-move"].text.split("\n")[1:] == list(before)
    # two players: the one move since yours, told alone ("Last move — Ben: …"), was replaced
    # by your own step ("Last move — Ada: Use the ability of …"); it is listed now
    duel = make_table(qtbot, [Seat(name="Ada", kind="human"), Seat(name="Ben", kind="human")])
    try:
        board = duel.board
        setup_moves(duel, lambda state: state.turns >= 2 and bool(targeted(state)))
        assert board.news.told == 1
        other = board.last_move
        assert other.startswith("Last turn — ") and board._labels["last-move"].text == other
        listed = [board.news.heading(), other.removeprefix("Last turn — ")]
        duel.play(targeted(duel.state)[0])
        assert board._labels["last-move"].text.split("\n") == listed
        duel.play(Cancel())
        assert board._labels["last-move"].text.split("\n") == listed
    finally:
        duel.controller.shutdown()


def test_the_moves_since_your_turn_start_with_the_pass_you_were_asked_for(trio: Table) -> None:
    """A card passed for another player's ability is not a turn of one's own: the moves since
    the viewer's turn began with that ability, which was left out."""
    pass_to_the_left(trio)
    session = trio.controller.session
    assert session is not None
    used = next(i for i, action in enumerate(session.actions) if isinstance(action, UseAbility))
    assert trio.board.viewer != session.mover_at(used)  # the viewer passed for another
    card = session.actions[used]
    assert isinstance(card, UseAbility)
    user = trio.seats[session.mover_at(used) or 0].name
    # the ability, told with everyone's passes, the viewer's own named first
    told = f"{user}: {faces.card_title(CARDS[card.card])} — Everyone passed a card left: you gave "
    assert trio.board.news.moves[-1].startswith(told), trio.board.news.moves
    assert " and received " in trio.board.news.moves[-1]


def play_until_news(table: Table, moves: int) -> None:
    """The others play their abilities and Ada adds cards, until ``moves`` moves or more came
    between two turns of hers (the moves since her last, on her turn)."""
    board = table.board
    while not (board.viewer == 0 and board.news.moved_before and len(board.news.moves) >= moves):
        legal = [action for action in GAME.legal_actions(table.state) if action != Cancel()]
        used = [action for action in legal if isinstance(action, UseAbility)]
        table.play(used[0] if used and board.viewer != 0 else legal[0])


@pytest.mark.parametrize(
    ("language", "viewport", "whole"),
    [
        ("en", (1024, 584), True),
        ("de", (1024, 584), True),
        ("en", (1400, 700), True),
        ("de", (1400, 700), True),
        ("fr", (900, 711), False),
    ],
)
@pytest.mark.usefixtures("translations")
def test_a_small_window_names_every_turn_since_yours(
    qtbot: QtBot, language: str, viewport: tuple[int, int], whole: bool
) -> None:
    """In a 1024×700 window, a five-player round with abilities and a pass was cut to fit,
    its older moves two to a line ("Basil: Use the ability of Ho…"). Each turn is one line
    now, an ability with what it did, and the round is whole in the table's room in a
    1024×700 or 1400×800 window; in French at 900×711, each turn is named on a line of its
    own at least, the newest whole. In type still 9 px high on the screen."""
    assert i18n.install(language) == language
    names = ["Ada", "Basil", "Cleo", "Dmitri", "Iris"]
    table = make_table(qtbot, [Seat(name=name, kind="human") for name in names], seed=3)
    board = table.board
    try:
        play_until_news(table, 4)
        fit_viewport(qtbot, table, *viewport)  # (the table's room in a 1024×700 window)
        assert board._news_lines()
        movers = [move.partition(":")[0].rstrip("\u00a0") for move in board.news.moves]
        assert movers == names[1:]
        assert named_moves(board) == list(board.news.moves)
        assert (whole_moves(board) == list(board.news.moves)) == whole
        assert whole_moves(board)[-1] == board.news.moves[-1]
        assert_total_panel_fits(table)
        column = board._labels["last-move"]
        pixels = column.font.pointSizeF() * board.view.logicalDpiY() / 72 * board.view.zoom()
        assert pixels >= 9
    finally:
        table.controller.shutdown()


def news_lines(board: PetalPlottersBoard) -> list[str]:
    """The lines under the heading of the moves since the viewer's last."""
    return board._labels["last-move"].text.split("\n")[1:]


@pytest.mark.parametrize("window", [(1024, 584), (900, 984)])
def test_a_long_name_starts_the_line_of_its_move(qtbot: QtBot, window: tuple[int, int]) -> None:
    """A forty-letter name among the moves since yours took a line of its own, cut, and the
    move's words went to the next line, as if nobody had made that move. Each move's line now
    starts with its mover's name, cut when long, and goes on with the move; the tooltip has
    every move whole."""
    names = ["Ada", LONG_NAME, "W" * 40, "Dmitri", "Iris"]
    table = make_table(qtbot, [Seat(name=name, kind="human") for name in names], seed=3)
    board = table.board
    try:
        fit_viewport(qtbot, table, *window)
        play_until_news(table, 4)
        news = board._news_lines()
        assert news
        heading, _cut_heading, moves = news
        lines = news_lines(board)
        checked = 0
        for move in moves:
            name = next((name for name in names if move.startswith(name + ": ")), None)
            if name is None or name not in names[1:3]:
                continue
            first_word = move[len(name) + 2 :].split()[0]
            # the name whole or cut ("Maximiliane von Ho…"), then the move, on one line
            assert any(
                line.startswith(name[:4]) and re.search(r"…?: " + re.escape(first_word), line)
                for line in lines
            ), (move, lines)
            checked += 1
        assert checked >= 2
        assert board._labels["last-move"].toolTip() == "\n".join([heading, *moves])
        assert_total_panel_fits(table)
    finally:
        table.controller.shutdown()


def unknown_in_total(board: PetalPlottersBoard) -> int:
    """How many face-down cards the table total says it leaves out (0: "every Garrison card
    counted")."""
    text = board._labels["total-sub"].text.replace("\n", " ")
    found = re.search(r"(\d+) face-down cards? (is|are) not counted", text)
    return int(found[1]) if found else 0


def test_the_end_reveal_keeps_counting_the_cards_the_viewer_knew(trio: Table) -> None:
    """A play test saw the Petal Powers and the total drop as the end's reveal began (Ben's
    own Garrison "+6", then "+1 · 2 cards not counted" with all three values labelled) and
    come back as the cards turned: every card not yet turned was left out. The cards the
    viewer knew stay counted all through the reveal; the numbers only gain the cards it
    turns."""
    board = trio.board
    action = add_to_the_last_move(trio)
    set_animation_speed(1)  # the reveal turns the cards one at a time
    try:
        trio.play(action)
        board._reveal_timer.stop()  # stepped here, one card at a time
        final = trio.state
        viewer = board.viewer
        assert not board.ending_done()
        down = [slot for garrison in final.garrisons for slot in garrison if not slot.face_up]
        unknown = sum(viewer not in slot.seen_by for slot in down)
        assert unknown < len(down)  # some face-down cards are known to the viewer: their own
        mine = points_text(scoring.garrison_power(final, viewer)[0])
        counts = []
        while not board.ending_done():
            counts.append(unknown_in_total(board))
            # the viewer's own Garrison, every card of it known, counted whole from the start
            assert board._labels["power", viewer].text == f"Petal Power {mine}"
            board._reveal_step()
            board._reveal_timer.stop()
        assert counts[0] == unknown  # only the cards the viewer never knew are left out
        assert counts == sorted(counts, reverse=True)  # then fewer as the cards turn
        assert unknown_in_total(board) == 0
    finally:
        set_animation_speed(0)


def whole_moves(board: PetalPlottersBoard) -> list[str]:
    """The moves since the viewer's last that the table total's panel shows whole: a line, or
    lines that follow one another."""
    label = board._labels["last-move"]
    lines = label.text.split("\n") if label.isVisible() else []
    runs = {
        " ".join(lines[first:end])
        for first in range(len(lines))
        for end in range(first + 1, len(lines) + 1)
    }
    return [move for move in board.news.moves if move in runs]


def play_a_pass_round(table: Table) -> None:
    """Adds, until someone can use a Sunbird (every player passes a card to the left); then
    that round of passes, and adds until the moves since the viewer's last include it."""
    passed = False
    while not (passed and table.state.pending is None and table.board.news.told >= 4):
        legal = [action for action in GAME.legal_actions(table.state) if action != Cancel()]
        sunbird = [a for a in legal if isinstance(a, UseAbility) and a.card.startswith("sunbird")]
        action = sunbird[0] if sunbird else legal[0]
        passed = passed or isinstance(action, PassCard)
        table.play(action)


@pytest.mark.parametrize(
    ("language", "viewport", "passes"),
    [
        ("en", (1200, 711), False),
        ("en", (1280, 791), False),
        ("de", (1280, 784), False),
        ("en", (900, 711), True),
        ("de", (900, 711), True),
        ("en", (1200, 790), True),
    ],
)
@pytest.mark.usefixtures("translations")
def test_a_five_player_round_is_shown_whole(
    qtbot: QtBot, language: str, viewport: tuple[int, int], passes: bool
) -> None:
    """In a 1200×820 or 1280×900 window (the table's room in each, the hint above it on one
    line or two) a five-player round since the viewer's last move was cut to fit the total's
    panel ("Ben: Add a card to their Ga…  Iris: Use the ability of Dusk…"), while a band of
    felt stood empty above and below the table. The table now gives that band to the total's
    row, at the same scale: every move is shown whole.

    With History open beside a 1200×820 window, the table told a round of passes as its
    latest move only (German: "Letzter Zug — …"), under a legend three lines high: the round
    of passes is now told with the ability that asked for it, on one line, and the legend
    is written in the cards' own marks ("▼ < 0 · ◆ ≤ 7 …") when the moves do not fit under
    it whole."""
    assert i18n.install(language) == language
    names = ["Ada", "Basil", "Cleo", "Dmitri", "Iris"]
    table = make_table(qtbot, [Seat(name=name, kind="human") for name in names], seed=3)
    board = table.board
    try:
        fit_viewport(qtbot, table, *viewport)
        if passes:
            play_a_pass_round(table)
            told = board.news.moves
            assert any("passed a card left" in move or "nach links weiter" in move for move in told)
        else:
            play_until_news(table, 4)
        assert board._news_lines()
        assert whole_moves(board) == list(board.news.moves)
        assert_total_panel_fits(table)
        # drawn as large as before: the table's scale is the largest any arrangement has
        largest = max(layout.scale_in(*viewport) for layout in LAYOUTS)
        assert board.view.zoom() == pytest.approx(largest, rel=0.01)
    finally:
        table.controller.shutdown()


@pytest.mark.usefixtures("translations")
def test_too_few_lines_for_any_list_take_the_short_legend(qtbot: QtBot) -> None:
    """In German at 900×680 the full legend left two lines, and a round of passes was told as
    "Letzter Zug — …" alone: the short legend makes room for the list of the moves since the
    viewer's last, each named. (In a match since the total's title stands on its number's line
    in the tall arrangement: the whole legend and the round fitted without the standings.)"""
    assert i18n.install("de") == "de"
    names = ["Ada", "Basil", "Cleo", "Dmitri", "Iris"]
    seats = [Seat(name=name, kind="human") for name in names]
    table = make_table(qtbot, seats, seed=3, match=True)
    board = table.board
    try:
        fit_viewport(qtbot, table, 900, 680)
        play_a_pass_round(table)
        news = board._news_lines()
        assert news
        headings = [news[0], *(news[1](kept) for kept in range(1, len(news[2])))]
        assert board._labels["last-move"].text.split("\n")[0] in headings
        assert not board._labels["last-move"].text.startswith("Letzter Zug")
        assert "≥ 12" in board._labels["legend"].text
        assert_total_panel_fits(table)
    finally:
        table.controller.shutdown()


@pytest.mark.usefixtures("translations")
def test_a_very_tall_window_gives_the_total_only_the_room_it_can_use(qtbot: QtBot) -> None:
    """At 700×1000 the total's panel grew to 969 high, more than half of it empty even with ten
    moves since yours; it now stops at what its fullest text needs (a match in German, a
    round of four turns), which still fits whole, and the felt above and below the table
    takes the rest."""
    assert i18n.install("de") == "de"
    names = ["Adelheid", "Basilius", "Cleopatra", "Dmitri", "Iris"]
    table = make_table(qtbot, [Seat(name=name, kind="human") for name in names], seed=3, match=True)
    board = table.board
    try:
        fit_viewport(qtbot, table, 700, 1000)
        play_until_news(table, 4)
        panel = board._panels["total"].rect
        assert panel.height() == TOTAL_MOST_H
        assert whole_moves(board) == list(board.news.moves)
        assert_total_panel_fits(table)
        view = board.view
        table_top = view.mapFromScene(board.table_layout.content().topLeft()).y()
        table_bottom = view.mapFromScene(board.table_layout.content().bottomLeft()).y()
        below = view.viewport().height() - table_bottom
        assert table_top > 50 and abs(table_top - below) <= 4  # centred, not pushed up
    finally:
        table.controller.shutdown()


@pytest.mark.parametrize("viewport", [(760, 600), (800, 620)])
@pytest.mark.usefixtures("translations")
def test_the_end_of_a_match_keeps_the_standings_clear_of_the_legend(
    qtbot: QtBot, viewport: tuple[int, int]
) -> None:
    """In German at 1024×700 with History open, the end of a match drew the standings and the
    last move over the legend's last line: a line of each had no room under the whole
    legend, which now takes the cards' marks."""
    assert i18n.install("de") == "de"
    names = ["Anna", "Rose", "Iris"]
    table = make_table(qtbot, [Seat(name=name, kind="human") for name in names], seed=4, match=True)
    try:
        while not GAME.is_over(table.state):
            legal = [action for action in GAME.legal_actions(table.state) if action != Cancel()]
            table.play(legal[-1])
        dialog = table.board.last_deal_dialog
        assert dialog is not None
        dialog.close()  # the last deal's window, read: the match's end
        qtbot.waitUntil(table.board.ending_done, timeout=5_000)
        fit_viewport(qtbot, table, *viewport)
        assert {"match", "last-move"} <= assert_total_panel_fits(table)
    finally:
        table.controller.shutdown()


@pytest.mark.parametrize("viewport", [(762, 584), (1000, 690)])
@pytest.mark.usefixtures("translations")
def test_the_first_deals_standings_on_two_lines_leave_room_for_the_moves(
    qtbot: QtBot, viewport: tuple[int, int]
) -> None:
    """In German, in the first deal of a match (no "Previous deal…" button yet) with History open
    beside the table, the standings took two lines under the whole legend and the moves since
    the viewer's last were dropped, "Last move" too: the legend gives way instead. (Longer
    names since the tall arrangement's total is 1250 wide: five short ones took one line.)"""
    assert i18n.install("de") == "de"
    names = ["Adelheid-Marie", "Basilius-Konrad", "Cleopatra-Sophie", "Dmitri-Alexander", "Iris"]
    table = make_table(qtbot, [Seat(name=name, kind="human") for name in names], 3, match=True)
    board = table.board
    try:
        play_until_news(table, 2)
        fit_viewport(qtbot, table, *viewport)
        assert table.state.deal == 1 and board._labels["match"].text.count("\n") == 1
        assert board._labels["last-move"].isVisible()
        assert named_moves(board) == list(board.news.moves)
        assert_total_panel_fits(table)
    finally:
        table.controller.shutdown()


def test_every_turn_since_yours_gets_a_line_when_lines_allow(trio: Table) -> None:
    """With History open beside a 1024×700 window, "the latest one" was told where three
    turns came since the player's last and four lines were free, the newest taking two: the
    turn that changed the total was among those left out. Each turn has a line now, the
    newest cut after its action and target if need be (cut in its middle, the action went,
    play tester 147), the tooltip whole."""
    board = trio.board
    label = board._label("last-move", 14)
    moves = (
        "Rose: Katydid — Look at card 2 of Iris's Garrison",
        "Iris: Frog — Flip card 1 of Rose's Garrison face up (Sunbird) · Rotate it",
        "Cy: Malay Red Harlequin — Flip card 1 of your Garrison face up (Pangolin) · Rotate it",
    )
    width = QFontMetricsF(label.font).horizontalAdvance(moves[1]) * 0.8
    cut_heading = partial(board._latest_since, turns=len(moves))
    board._write_news(label, "Since your last move:", cut_heading, moves, width, 4)
    lines = label.text.split("\n")
    assert lines[0] == "Since your last move:" and len(lines) == 4
    assert [line.partition(":")[0] for line in lines[1:]] == ["Rose", "Iris", "Cy"]
    assert "Flip card 1 of your Garrison face up" in lines[-1] and lines[-1].endswith(" …")
    assert label.toolTip() == "\n".join([lines[0], *moves])


def test_the_latest_turns_count_turns_not_the_end_of_a_deal(trio: Table) -> None:
    """ "Since your last move, the latest 2:" stood over "Deal 1 is over" and one turn. A
    list cut short says how many turns it shows of how many, and where the rest are: "the
    latest 2" dropped a third turn unsaid (play tester 187)."""
    board = trio.board
    setup_moves(trio, lambda s: s.phase is Phase.TURN and s.turns >= 1)
    moves = ("Cy: Add a card to their Garrison", "Deal 1 is over", "Ben: Place the Great Hornbill")
    board.news = News(moves, told=3)
    told = board._news_lines()
    assert told is not None
    assert told[1](2) == "Since your last move (1 of 2, see History):"
    assert told[1](3) == "Since your last move:"  # every turn shown


def test_the_legend_stays_short_through_the_deal_once_the_moves_needed_room(
    qtbot: QtBot,
) -> None:
    """The legend took three forms as the moves since a player's own grew and shrank, and
    the panel's lines jumped from turn to turn (play test): once shorter in a deal, at the
    same size, it stays so."""
    names = ["Lex", "Rose", "Iris", "Dmitri"]
    table = make_table(qtbot, [Seat(name=name, kind="human") for name in names], seed=3, match=True)
    board = table.board
    full = "Priority: 1. ▼ Snail / Spider below 0"
    try:
        fit_viewport(qtbot, table, 1600, 800)
        assert board._labels["legend"].text.startswith(full)
        play_until_news(table, 3)
        shorter = board._labels["legend"].text
        assert not shorter.startswith(full)
        board.news = News()  # nothing since: room to spare
        board._layout()
        assert board._labels["legend"].text == shorter
        assert_total_panel_fits(table)
    finally:
        table.controller.shutdown()


def test_the_legend_keeps_the_animals_names_where_a_step_shorter_makes_room(
    qtbot: QtBot,
) -> None:
    """A match's third deal at 1920×1080: the moves since the player's last did not fit under
    the whole legend, which went to the cards' marks alone ("▼ < 0 · ◆ ≤ 7 …"), read as a
    puzzle by a player who knows the game. Where the animals' names with their marks make
    room enough, they stay."""
    names = ["Lex", "Rose", "Iris", "Dmitri"]
    table = make_table(qtbot, [Seat(name=name, kind="human") for name in names], seed=3, match=True)
    board = table.board
    try:
        fit_viewport(qtbot, table, 1600, 800)
        play_until_news(table, 3)
        legend = board._labels["legend"]
        assert legend.text.startswith("Priority: 1 ▼ Snail / Spider < 0 · 2 ◆ Katydid ≤ 7")
        assert "5. ★ Hornbill if nobody else wins" in legend.toolTip()
        assert whole_moves(board) == list(board.news.moves)
        assert_total_panel_fits(table)
    finally:
        table.controller.shutdown()


def test_the_viewers_own_turn_begun_is_told_under_the_moves_since_their_last(
    qtbot: QtBot,
) -> None:
    """At one screen, a player's flip was nowhere on the table at the step that lets them
    rotate the card: the panel listed the others' moves since their last, and the heading
    "This turn" never showed (play test). It ends the list while the turn goes on."""
    table = make_table(qtbot, [Seat(name=name, kind="human") for name in ("Ann", "Ben", "Cy")])
    board = table.board
    try:
        fit_viewport(qtbot, table, 1600, 1000)
        setup_moves(table, lambda state: board.news.moved_before)
        at_an_optional_rotation(table)
        assert table.state.pending is not None and board.news.moved_before
        card = table.state.pending.card
        news = board._news_lines()
        assert news is not None
        own = news[2][-1]
        assert own.startswith("This turn — ") and CARDS[card].name in own.replace("\xa0", " ")
        assert news[2][:-1] == board.news.moves  # the others' moves, as before
        label = board._labels["last-move"]
        assert label.isVisible() and "This turn — " in label.text
    finally:
        table.controller.shutdown()


@pytest.mark.parametrize("players", [2, 5])
def test_another_players_hand_shows_each_back_where_nothing_shares_the_strip(
    qtbot: QtBot, players: int
) -> None:
    """The other players' hands lay their backs 12 apart, each over most of the one before:
    at 1366×768 two cards read as one (session 63). Where no note shares the strip under
    their Garrison the backs lie side by side, inside the strip, one per card."""
    table = people(qtbot, players)
    try:
        board = table.board
        for seat in range(players):
            if seat == board.viewer:
                continue
            assert not board.hand_notes(seat)
            backs = sorted(
                (
                    item.mapRectToScene(item.card_rect())
                    for key, item in board.cards.items()
                    if isinstance(key, tuple) and key[:2] == ("hand", seat)
                ),
                key=QRectF.left,
            )
            assert len(backs) == len(table.state.hands[seat]) > 1
            strip = board.strip_rects[seat]
            assert all(strip.contains(back) for back in backs)
            assert all(left.right() < right.left() for left, right in pairwise(backs))
    finally:
        table.controller.shutdown()
