"""The table's panels keep their texts whole and apart in every language: French and German
score lines, titles and long names are longer than the English ones. Every text is wrapped,
or cut with the whole as a tooltip; the score numbers are never cut."""

from __future__ import annotations

import random
from collections.abc import Callable
from itertools import combinations

import pytest
from PySide6.QtCore import QCoreApplication, QPointF, QRectF, QSizeF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QImage, QPainter
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QGraphicsScene
from pytestqt.qtbot import QtBot

from desktop import i18n
from desktop.games.flowers.items import _mark_circle
from desktop.i18n import breakdown_labels, number_text, points_text
from desktop.table.items import LabelItem, PanelItem
from engine.core.actions import Action
from engine.core.game import ScoreLine
from engine.core.save import Seat
from engine.games.flowers import GAME, Draw, Phase, State
from engine.games.flowers.ai import evaluate

from .conftest import Table, make_table, redraw_for

LONG_NAME = "Maximiliane von Hohenzollern-Sigmaringen"


def good_move(state: State) -> Action:
    """A quick sensible move (the stacks in turn, the placement the engine's heuristic likes
    best), so that gardens grow fields and the score panel gets their lines."""
    legal = GAME.legal_actions(state)
    draws = [action for action in legal if isinstance(action, Draw)]
    if draws:
        return draws[state.turn % len(draws)]
    return max(legal, key=lambda place: evaluate(GAME.apply(state, place), state.current))


def play_until(table: Table, wanted: Callable[[State], bool]) -> None:
    for _ in range(400):
        if wanted(table.state):
            return
        table.play(good_move(table.state))
    raise AssertionError("no such position")


def needed_box(label: LabelItem) -> QRectF:
    """The room ``label``'s text takes in its width (wrapped if it wraps)."""
    flags = int(Qt.TextFlag.TextWordWrap) if label.wrap else 0
    return QFontMetricsF(label.font).boundingRect(
        QRectF(0, 0, label.width, 10_000), flags, label.text
    )


def shown(labels: list[LabelItem], text: str) -> bool:
    """``text`` is on the table: whole (perhaps over several lines), or cut with the whole as
    the tooltip."""
    return any(
        label.text.replace("\n", " ") == text
        or (label.text.endswith("…") and label.toolTip() == text)
        for label in labels
    )


def assert_panels_fit(table: Table) -> None:
    """Every visible text fits its box and lies inside one panel, clear of the panel's other
    texts; the score panel's lines, the gardens' names and all the scores are on the table."""
    board = table.board
    items = board.scene.items()
    panels = [item.rect for item in items if isinstance(item, PanelItem) and item.isVisible()]
    labels = [item for item in items if isinstance(item, LabelItem) and item.isVisible()]
    labels = [label for label in labels if label.text]
    assert labels
    by_panel: dict[int, list[LabelItem]] = {}
    for label in labels:
        needed = needed_box(label)
        inset = 16 if label.pill else 0
        assert needed.width() <= label.width - inset, label.text
        assert needed.height() <= label.height, label.text
        box = label.sceneBoundingRect()
        homes = [index for index, rect in enumerate(panels) if rect.intersects(box)]
        assert len(homes) == 1 and panels[homes[0]].contains(box), label.text
        by_panel.setdefault(homes[0], []).append(label)
    for group in by_panel.values():
        for first, second in combinations(group, 2):
            overlap = first.sceneBoundingRect().intersects(second.sceneBoundingRect())
            assert not overlap, (first.text, second.text)
    # the viewer's score lines, whole or with the whole as a tooltip; their numbers whole
    texts = {label.text for label in labels}
    projection = board.projection
    assert projection is not None
    mine = projection.players[board.viewer]
    for label, line in zip(breakdown_labels(mine.lines), mine.lines, strict=True):
        assert shown(labels, label), label
        assert points_text(line.points) in texts
    assert number_text(mine.score) in texts
    preview = board.preview_projection()
    if preview is not None:
        then = preview.players[board.viewer].score
        change = QCoreApplication.translate("FlowersBoard", "%1 (change %2)")
        change = change.replace("%2", points_text(then - mine.score))
        assert change.replace("%1", number_text(then)) in texts
    # every garden's name and score
    state = table.state
    for player, name in enumerate(table.seats[: state.players]):
        assert state.solo or any(
            name.name in label.text or name.name in label.toolTip() for label in labels
        )
        score = number_text(projection.players[player].score)
        assert any(score in label.text.split() for label in labels)


def preview_a_cell(table: Table) -> None:
    """The keyboard cursor on a cell: the score panel adds the placement's score."""
    view = table.board.view
    view.setFocus()
    QTest.keyClick(view, Qt.Key.Key_Down)
    assert table.board.preview_projection() is not None


@pytest.mark.parametrize("players", [1, 2, 4])
@pytest.mark.parametrize("language", ["en", "fr", "de"])
@pytest.mark.usefixtures("translations")
def test_panels_keep_every_text_inside(qtbot: QtBot, language: str, players: int) -> None:
    assert i18n.install(language) == language
    names = [LONG_NAME, "Basil", "Cyrielle", "Dmitri"][:players]
    table = make_table(qtbot, [Seat(name=name, kind="human") for name in names], seed=5)
    try:
        # early: the long name holds a card over its own garden
        play_until(table, lambda s: s.turn >= players and s.current == 0 and s.held is not None)
        preview_a_cell(table)
        assert_panels_fit(table)
        # late: a field scored, a card about to be placed; the long name in a side panel
        play_until(
            table,
            lambda s: (
                s.current == players - 1
                and s.held is not None
                and any(
                    line.key.startswith("field.")
                    for line in GAME.projection(s).players[s.current].lines
                )
            ),
        )
        preview_a_cell(table)
        assert_panels_fit(table)
        # over: the final score, and the rank in solo
        play_until(table, lambda s: s.phase is Phase.OVER)
        assert_panels_fit(table)
    finally:
        table.controller.shutdown()


@pytest.mark.parametrize(
    ("language", "expected"),
    [("en", "Green field"), ("fr", "Champ vert"), ("de", "Grünes Feld")],
)
@pytest.mark.usefixtures("qapp", "translations")
def test_a_field_line_reads_naturally(language: str, expected: str) -> None:
    """The colour's place and ending depend on the language ("Grünes Feld", not "Grün Feld")."""
    assert i18n.install(language) == language
    assert breakdown_labels([ScoreLine("field.green", "Green field", 6, 6)]) == [expected]


@pytest.mark.parametrize(
    ("language", "singular_counts"), [("en", {1}), ("fr", {0, 1}), ("de", {1})]
)
@pytest.mark.usefixtures("translations")
def test_a_stack_count_is_singular_where_the_language_says_so(
    hotseat: Table, language: str, singular_counts: set[int]
) -> None:
    """A stack's count agrees with its number as ``i18n.singular`` says: French writes 0 in
    the singular too ("0 carte", not "0 cartes"), at the end when a stack runs out."""
    assert i18n.install(language) == language

    def counts() -> dict[int, str]:
        state = hotseat.state
        labels = hotseat.board._pile_labels[: len(state.stacks)]
        return {len(stack): label.text for stack, label in zip(state.stacks, labels, strict=True)}

    def expected(count: int) -> str:
        template = "%1 card left" if count in singular_counts else "%1 cards left"
        return QCoreApplication.translate("FlowersBoard", template).replace("%1", str(count))

    play_until(hotseat, lambda state: any(len(stack) == 1 for stack in state.stacks))
    seen = counts()
    play_until(hotseat, lambda state: state.phase is Phase.OVER)
    seen.update(counts())
    assert {0, 1} <= seen.keys()
    assert seen == {count: expected(count) for count in seen}
    if language == "en":
        assert (seen[0], seen[1]) == ("0 cards left", "1 card left")


@pytest.mark.parametrize("players", [3, 4])
def test_side_gardens_stay_inside_their_panels_at_the_end(qtbot: QtBot, players: int) -> None:
    """At the end of a game, seen from every seat, each smaller garden's cards (covered ones
    peek out below and right of their pile) and the overlay's badges (a field's "+N" pill
    astride its bottom edge, the value marks astride the top) keep a margin inside their
    panel, in a laptop-sized window."""
    names = ["Ada", "Basil", "Cyrielle", "Dmitri"][:players]
    table = make_table(qtbot, [Seat(name=name, kind="human") for name in names], seed=4)
    board = table.board
    board.widget().resize(1366, 768)
    try:
        play_until(table, lambda s: s.phase is Phase.OVER)
        state = table.state
        for seat in range(players):
            redraw_for(table, seat)()
            for player in range(players):
                if player == seat:
                    continue
                inside = board._panels[("area", player)].rect.adjusted(8, 8, -8, -8)
                cards = [
                    board.cards[card] for pile in state.areas[player].values() for card in pile
                ]
                for item in cards:
                    drawn = item.mapRectToScene(item.card_rect())
                    assert inside.contains(drawn), (seat, player, item.toolTip(), drawn, inside)
                badges = board._overlays[player].badge_rects()
                assert badges  # a value mark on every card at least
                for rect in badges:
                    assert inside.contains(rect), (seat, player, rect, inside)
    finally:
        table.controller.shutdown()


def test_a_previewed_cells_mark_lies_over_its_frame(qtbot: QtBot) -> None:
    """The frame of a previewed cell in the garden's top row crossed the top of the
    placement's ✗ (only a "^" of it showed): the marks lie over the cells' frames."""
    table = make_table(qtbot, [Seat(name="Ana", kind="human")], seed=1)
    board = table.board
    rng = random.Random(1)
    for _move in range(6):
        table.play(rng.choice(GAME.legal_actions(table.state)))
    table.play(GAME.legal_actions(table.state)[0])  # a card drawn, to be placed
    cell = (0, -1)  # the top row: a lone 3 there is removed at the end
    assert cell in board.places and board.geometry[board.viewer].min_y == cell[1]
    board._set_preview(cell)
    assert cell in board._overlays[board.viewer].data.invalid  # the preview shows a ✗ there
    card = board.geometry[board.viewer].card_rect(cell)
    # inside the ✗'s square (reaching 12.4 units from its centre on the card's top edge),
    # clear of the cross's strokes, on the hover frame's line 4 units above the card
    spot = QPointF(card.center().x(), card.top() - 4)
    colors = board.view.palette_colors
    assert colour_at(board.scene, spot) == colors.bad.name()
    # a square: a diamond's edges ran along the ✗'s strokes, which cut it into four small
    # diamonds (play test); round, it was the ✓'s shape. Its lower half, over the card, is
    # not faded with the card (it was drawn under the card's wash)
    center, _radius = _mark_circle(card, 1.0)
    for corner in (QPointF(-10.5, -10.5), QPointF(10.5, 10.5), QPointF(-10.5, 10.5)):
        assert colour_at(board.scene, center + corner) == colors.bad.name(), corner
    table.controller.shutdown()


def colour_at(scene: QGraphicsScene, point: QPointF) -> str:
    """The colour ("#rrggbb") the scene paints at ``point``, rendered at scale 4."""
    image = QImage(9, 9, QImage.Format.Format_RGB32)
    painter = QPainter(image)
    scene.render(
        painter, QRectF(0, 0, 9, 9), QRectF(point - QPointF(1.125, 1.125), QSizeF(2.25, 2.25))
    )
    painter.end()
    return QColor(image.pixel(4, 4)).name()
