"""Rough points of the last play tests: five players' Garrisons overlapped beside a victory
card, a move of a computer said "your" to the person watching, an exchange between Garrisons
read as cut short in History, the "Chosen" tag hid its card's foot, a card over "Use ability"
showed its up value, the preview covered the targets being chosen, a portrait window left the
felt empty above and below the table, and the viewer's victory card caption broke unlike the
others'."""

from __future__ import annotations

from itertools import combinations

import pytest
from PySide6.QtCore import QRect, QRectF, Qt
from PySide6.QtGui import QImage
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from desktop.games.petal_plotters import faces
from desktop.games.petal_plotters.board import STRIP_Z, VICTORY_LEAST, PetalPlottersBoard
from desktop.games.petal_plotters.items import CARD_W
from engine.core.save import Seat
from engine.games.petal_plotters import (
    GAME,
    AddToGarrison,
    ChooseSlot,
    Phase,
    PlaceHornbill,
    UseAbility,
)
from engine.games.petal_plotters.components import CARDS, HORNBILL
from engine.games.petal_plotters.state import State

from .conftest import Table, make_table, use_by_keys
from .test_board_play import setup_moves
from .test_table_fit import fit_viewport, people, smallest_text
from .test_table_guidance import exchange_between_garrisons, painted, usable_and_not


def assert_garrisons_whole(table: Table) -> None:
    """No two cards of the table's Garrisons overlap, and no victory card lies over a Garrison
    card or over its up value."""
    board = table.board
    slots = board.slot_rects
    assert not any(a.intersects(b) for a, b in combinations(slots.values(), 2))
    chips = [
        item.up_chip_scene_rect()
        for owner, index in slots
        if (item := board.slot_item(owner, index)) is not None
        and item.show_up_value
        and item.up_value() is not None
    ]
    for seat, card in board.victory_rects.items():
        panel = board.panel_rects[seat]
        assert panel.contains(card)
        assert not any(card.intersects(rect) for rect in [*slots.values(), *chips])


def test_five_full_garrisons_are_whole_at_1024x700_with_history(qtbot: QtBot) -> None:
    """At 1024×700 with History open, a five-player table drew another player's Garrison of
    four cards beside their victory card overlapped: each card showed its left third, its up
    value hidden (scale 0.48, smallest text 8.4 pixels). Every Garrison card is now whole,
    through the deal and at its end, the table as large as before."""
    table = people(qtbot, 5)
    try:
        board = table.board
        fit_viewport(qtbot, table, 762, 584)
        assert board.table_layout.tall
        late = lambda s: sum(held is not None for held in s.victory) >= 3  # noqa: E731
        setup_moves(table, late)
        full = [seat for seat in board.victory_rects if len(table.state.garrisons[seat]) == 4]
        assert full, "a full Garrison beside a victory card"
        assert_garrisons_whole(table)
        assert board.view.zoom() >= 0.48 and smallest_text(table)[0] >= 8.0
        while table.state.phase is not Phase.OVER:
            table.controller.play(GAME.legal_actions(table.state)[0])
        qtbot.waitUntil(board.ending_done, timeout=5_000)
        assert len(board.victory_rects) == 5
        assert_garrisons_whole(table)
    finally:
        table.controller.shutdown()


def test_a_table_nobody_sits_at_says_your_of_no_seat(qtbot: QtBot) -> None:
    """A game of computer seats only is watched from the first seat: History told the person
    "Rose: Add a card to your Garrison" of a computer's own Garrison, under a panel titled
    "Your Garrison (Rose)". Watched, every move names its Garrison in the third person."""
    names = ["Rose", "Iris", "Daisy"]
    table = make_table(qtbot, [Seat(name=name, kind="human") for name in names])
    try:
        board = table.board
        board.watching = True  # as the window says when every seat is a computer's
        setup_moves(table, lambda s: s.turns >= 4)
        session = table.controller.session
        assert session is not None
        told = [table.controller.tell_move(index, 0) for index in range(session.cursor)]
        assert any(line.startswith("Rose: Add a card") for line in told)
        assert not any("your" in line.lower() for line in told), told
        board._layout()
        assert board._labels[("header", 0)].text.lstrip("▶★ ") == "Rose"
    finally:
        table.controller.shutdown()


def choose_first_of_an_exchange(trio: Table) -> ChooseSlot:
    """Play a card that exchanges a card of one Garrison with one of another, and choose the
    first; returns that choice."""
    setup_moves(trio, lambda s: exchange_between_garrisons(s) is not None)
    card = exchange_between_garrisons(trio.state)
    assert card is not None
    trio.play(UseAbility(card))
    first = next(a for a in GAME.legal_actions(trio.state) if isinstance(a, ChooseSlot))
    trio.play(first)
    return first


def test_an_exchange_between_garrisons_reads_whole_in_history(trio: Table) -> None:
    """ "Exchange card 1 of Ben's Garrison…" then "…and exchange it with card 2 of Cy's
    Garrison" read as two lines cut short. The second step names both cards."""
    first = choose_first_of_an_exchange(trio)
    second = next(a for a in GAME.legal_actions(trio.state) if isinstance(a, ChooseSlot))
    trio.play(second)
    session = trio.controller.session
    assert session is not None
    reader = next(seat for seat in range(3) if seat not in (first.owner, second.owner))
    chose, swapped = (trio.controller.tell_move(session.cursor - k, reader) for k in (2, 1))
    mover = session.mover_at(session.cursor - 1)

    def whose(owner: int) -> str:
        return (
            "their own Garrison" if owner == mover else f"{trio.board.seat_names[owner]}'s Garrison"
        )

    assert "…" not in chose and "…" not in swapped
    assert chose.endswith(f": Choose card {first.index + 1} of {whose(first.owner)} to exchange")
    assert swapped.endswith(
        f": Exchange card {first.index + 1} of {whose(first.owner)}"
        f" with card {second.index + 1} of {whose(second.owner)}"
    )


def test_an_exchange_between_garrisons_names_the_face_up_cards_it_moves(trio: Table) -> None:
    """Play tester 214: "Exchange card 1 of their own Garrison with card 1 of Iris's Garrison"
    named neither card, and the face-up Garden Snail it moved was found only by comparing
    the table. A face-up card that changes places is named, for everyone; a face-down one
    never is."""
    for _move in range(80):  # cards added, and flipped where a card can flip one
        state = trio.state
        flipped = any(
            slot.face_up and slot.card != HORNBILL
            for garrison in state.garrisons
            for slot in garrison
        )
        if flipped and exchange_between_garrisons(state) is not None:
            break
        legal = GAME.legal_actions(state)
        flips = [
            a for a in legal if isinstance(a, UseAbility) and CARDS[a.card].ability[0].op == "flip"
        ]
        if flips and not flipped:
            trio.play(flips[0])
            trio.play(next(a for a in GAME.legal_actions(trio.state) if isinstance(a, ChooseSlot)))
            continue
        trio.play(next(a for a in legal if isinstance(a, (PlaceHornbill, AddToGarrison))))
    card = exchange_between_garrisons(trio.state)
    assert card is not None
    trio.play(UseAbility(card))
    state = trio.state
    targets = [a for a in GAME.legal_actions(state) if isinstance(a, ChooseSlot)]
    face_up = [a for a in targets if state.garrisons[a.owner][a.index].face_up]
    assert face_up
    first = face_up[0]
    trio.play(first)
    second = next(
        a
        for a in GAME.legal_actions(trio.state)
        if isinstance(a, ChooseSlot) and not trio.state.garrisons[a.owner][a.index].face_up
    )
    trio.play(second)
    session = trio.controller.session
    assert session is not None
    moved = CARDS[state.garrisons[first.owner][first.index].card].name
    for reader in range(3):
        told = trio.controller.tell_move(session.cursor - 1, reader)
        assert told.endswith(f" ({moved})"), told


def card_face(image: QImage) -> QImage:
    """The card's face as ``painted`` draws it, short of its edges (where the frame may lie)."""
    return image.copy(140 + 6, 116 + 6, 120 - 12, 168 - 12)


def test_the_chosen_tag_hangs_under_a_face_and_lies_on_a_back(trio: Table) -> None:
    """The tag across the foot of the first card of an exchange hid its lower Petal Power:
    under a face it hangs below the card, the face drawn as without it. A card's back hides
    nothing: there the tag lies on its foot, where a Garrison's edge and the last move's
    frame cut it when it hung below (play test)."""
    first = choose_first_of_an_exchange(trio)
    chosen = trio.board.slot_item(first.owner, first.index)
    assert chosen is not None and chosen.chosen_mark
    for face_up in (True, False):
        chosen.set_look(trio.state.garrisons[first.owner][first.index].card, face_up, True)
        marked = painted(chosen)
        mark, chosen.chosen_mark = chosen.chosen_mark, ""
        plain = painted(chosen)
        chosen.chosen_mark = mark
        assert marked != plain  # the frame and the tag are drawn
        # under the card, past its frame
        below = marked.copy(140, 116 + 168 + 11, 120, 10)
        hangs = below != plain.copy(140, 116 + 168 + 11, 120, 10)
        assert (card_face(marked) == card_face(plain), hangs) == (face_up, face_up)


def test_the_chosen_tag_lies_over_the_words_under_the_garrison(trio: Table) -> None:
    """The tag hangs into the strip under its Garrison, whose words lay over it: "Auf der Hand
    von Rosa kennst du:" left "Gewä…" of "Gewählt" (play tester 219). The chosen card lies
    over the strip's words; marked no longer, it goes back under them."""
    first = choose_first_of_an_exchange(trio)
    board = trio.board
    chosen = board.slot_item(first.owner, first.index)
    assert chosen is not None and chosen.chosen_mark
    assert chosen.zValue() > STRIP_Z and chosen.home_z > STRIP_Z
    trio.play(next(a for a in GAME.legal_actions(trio.state) if isinstance(a, ChooseSlot)))
    placed = board.slot_item(first.owner, first.index)
    assert placed is not None and not placed.chosen_mark and placed.zValue() < STRIP_Z


def test_over_the_ability_zone_a_dragged_card_shows_its_ability(trio: Table) -> None:
    """A card dragged over "Use ability" showed its up value, which counts only in a
    Garrison: there it shows its ability instead, and its up value again over the Garrison."""
    board = trio.board
    setup_moves(trio, lambda s: s.phase is Phase.TURN and usable_and_not(s) is not None)
    pair = usable_and_not(trio.state)
    assert pair is not None
    item = board.hand_item(pair[0])
    assert item is not None
    start = item.center_scene()
    trio.press(start)
    trio.move(start, board.ability_zone_point())
    assert board.drag_item is item and item.show_up_value and item.ability_banner
    over_zone = painted(item)
    trio.move(board.ability_zone_point(), board.garrison_drop_point())
    assert item.show_up_value and not item.ability_banner
    assert painted(item) != over_zone
    trio.release(board.garrison_drop_point())
    assert not item.ability_banner


def on_viewport(board: PetalPlottersBoard, rect: QRectF) -> QRect:
    return board.view.mapFromScene(rect).boundingRect()


def test_the_preview_keeps_off_the_targets_being_chosen(qtbot: QtBot, trio: Table) -> None:
    """At 1024×700 with History open, while the second card of an exchange was chosen, the
    large preview of a card (of the hand, or of a Garrison) lay in a top corner, over the
    Garrison cards it could be exchanged with. It keeps clear of every target."""
    board = trio.board
    choose_first_of_an_exchange(trio)
    fit_viewport(qtbot, trio, 762, 584)  # 1024×700, History open
    targets = [on_viewport(board, frame.sceneBoundingRect()) for frame in board.targets.values()]
    assert targets
    shown = [
        item
        for key, item in board.cards.items()
        if board.where[key][0] in ("myhand", "slot") and item.previewed_card() is not None
    ]
    assert len(shown) > len(board.hand_items())  # Garrison cards too
    for item in shown:
        board._preview_hover(item, True)
        qtbot.waitUntil(board.card_preview.isVisible)
        preview = board.card_preview.geometry()
        assert not any(preview.intersects(target) for target in targets), item.card_id
        board._preview_hover(item, False)
        assert not board.card_preview.isVisible()


def test_a_portrait_window_fills_with_the_table(qtbot: QtBot) -> None:
    """At 900×1100 the table, fitted to the window's width, filled two thirds of its height
    (scale 0.58, the felt empty above and below). A narrower arrangement draws it larger."""
    table = people(qtbot, 5)
    try:
        board = table.board
        fit_viewport(qtbot, table, 900, 984)  # a 900×1100 window
        setup_moves(table, lambda s: sum(held is not None for held in s.victory) >= 3)
        zoom = board.view.zoom()
        assert zoom >= 0.65
        assert board.view.content_rect().height() * zoom >= 0.75 * 984
        assert_garrisons_whole(table)
    finally:
        table.controller.shutdown()


def victory_captions(board: PetalPlottersBoard) -> list[str]:
    return [
        label.text
        for key, label in board._labels.items()
        if isinstance(key, tuple) and key[0] == "victory" and label.isVisible()
    ]


def test_every_victory_card_caption_breaks_alike(qtbot: QtBot) -> None:
    """The viewer's caption read "Victory card (last" over "card kept)", the others' "Victory
    card" over "(last card kept)". Every caption now breaks alike, in a laptop's window and a
    small one: face down, "Victory card" over "(last card kept)"; face up (the viewer's own, and
    every one at the end), "Victory card" over the card's name."""
    table = people(qtbot, 3)
    try:
        board = table.board
        for stage in ("late", "end"):
            if stage == "late":
                setup_moves(table, lambda s: sum(held is not None for held in s.victory) >= 2)
            while stage == "end" and table.state.phase is not Phase.OVER:
                table.controller.play(GAME.legal_actions(table.state)[0])
            for width, height in ((1400, 800), (762, 584)):
                fit_viewport(qtbot, table, width, height)
                laid = [seat for seat in range(3) if table.state.victory[seat] is not None]
                captions = victory_captions(board)
                assert len(captions) == len(laid) >= 2
                for seat in laid:
                    caption = board._labels[("victory", seat)].text.replace("\xa0", " ")
                    held = table.state.victory[seat]
                    assert held is not None
                    face_up = seat == board.viewer or stage == "end"
                    name = faces.card_title(CARDS[held.card])
                    assert caption == (
                        f"Victory card\n{name}" if face_up else "Victory card\n(last card kept)"
                    )
    finally:
        table.controller.shutdown()


def test_a_swaps_second_click_is_counted_as_its_second_choice(trio: Table) -> None:
    """A swap between Garrisons takes two clicks in one step: its prompt read "Step 1 of 1:
    …" at both clicks, then no count at all (play tester 176); it counts its choices."""
    choose_first_of_an_exchange(trio)
    prompt = " ".join(trio.board._labels["prompt"].text.split())
    assert prompt.startswith("Step 2 of 2: Exchange"), prompt
    assert "click the card in another Garrison" in prompt


def several_steps(state: State) -> str | None:
    """A card the mover may play whose ability has more than one step."""
    for action in GAME.legal_actions(state):
        if isinstance(action, UseAbility) and len(CARDS[action.card].ability) > 1:
            return action.card
    return None


def test_a_rotation_begun_by_keys_names_r_as_the_status_line_does(trio: Table) -> None:
    """The panel said "←/→ and Enter" where the status line said "←/→ and R or Enter" for the
    same rotation (play test): both name R."""

    def rotates(state: State) -> str | None:
        return next(
            (
                action.card
                for action in GAME.legal_actions(state)
                if isinstance(action, UseAbility) and CARDS[action.card].ability[0].op == "rotate"
            ),
            None,
        )

    setup_moves(trio, lambda s: rotates(s) is not None)
    card = rotates(trio.state)
    assert card is not None
    view = use_by_keys(trio.board, trio.state, card)
    prompt = " ".join(trio.board._labels["prompt"].text.split())
    assert prompt.endswith(" Choose the card to rotate: ←/→ and R or Enter."), prompt
    QTest.keyClick(view, Qt.Key.Key_R)  # the first target, framed by U
    assert isinstance(trio.played[-1], ChooseSlot)


def test_an_ability_of_several_steps_counts_them(trio: Table) -> None:
    setup_moves(trio, lambda s: several_steps(s) is not None)
    card = several_steps(trio.state)
    assert card is not None
    trio.play(UseAbility(card))
    prompt = " ".join(trio.board._labels["prompt"].text.split())
    assert prompt.startswith(f"Step 1 of {len(CARDS[card].ability)}: "), prompt


def test_a_turn_of_the_card_just_acted_on_says_click_it(trio: Table) -> None:
    """ "You may now rotate it. Click one of the highlighted cards.", with one card lit: the
    card the step before acted on (play test)."""
    setup_moves(trio, lambda s: several_steps(s) is not None)
    card = several_steps(trio.state)
    assert card is not None and CARDS[card].ability[1].same
    trio.play(UseAbility(card))
    trio.play(next(a for a in GAME.legal_actions(trio.state) if isinstance(a, ChooseSlot)))
    prompt = " ".join(trio.board._labels["prompt"].text.split())
    assert prompt.startswith(f"Step 2 of {len(CARDS[card].ability)}: "), prompt
    assert prompt.endswith(" Click it to rotate it, or Skip."), prompt


def test_a_step_begun_by_keys_names_the_keys(trio: Table) -> None:
    """The panel said "Click…" to a player who had begun the ability with U and chose by the
    arrows (play test): a step begun by keys names the keys, one begun by the pointer the
    click."""
    setup_moves(trio, lambda s: several_steps(s) is not None)
    card = several_steps(trio.state)
    assert card is not None and CARDS[card].ability[1].same
    view = use_by_keys(trio.board, trio.state, card)
    prompt = " ".join(trio.board._labels["prompt"].text.split())
    assert prompt.endswith(" Choose one of the highlighted cards: ←/→ and Enter."), prompt
    QTest.keyClick(view, Qt.Key.Key_Return)  # the first target, framed by U
    assert isinstance(trio.played[-1], ChooseSlot)
    prompt = " ".join(trio.board._labels["prompt"].text.split())
    assert prompt.endswith(" R rotates it, S skips."), prompt


def test_another_players_step_is_told_under_their_name(trio: Table) -> None:
    """Watching a computer seat resolve Honey Bee, the panel read "Step 2 of 2: You may now
    rotate it.", which a newcomer took for their own cue; quoted under the name of who is
    choosing, the card's "in your Garrison" still read as the watcher's (play test). The
    step is told in the others' words, naming its player."""
    setup_moves(trio, lambda s: several_steps(s) is not None)
    card = several_steps(trio.state)
    assert card is not None
    trio.play(UseAbility(card))
    state = trio.state
    board = trio.board
    mover = trio.controller.seats[state.current].name
    steps = len(CARDS[card].ability)
    board.viewer = (state.current + 1) % state.players
    watched = board._prompt_text(state)
    told = faces.step_statement(CARDS[card].ability[0], mover)
    assert watched == f"Step 1 of {steps}: {told}."
    assert "you" not in watched.lower()
    first = faces.step_text(CARDS[card].ability[0])
    board.viewer = state.current
    assert board._prompt_text(state).startswith(f"Step 1 of {steps}: {first}.")


def test_the_first_players_star_says_what_it_means(trio: Table) -> None:
    """A newcomer hovered the ★ before the first player's name and learnt nothing."""
    board = trio.board
    first = trio.state.first_player
    assert board._labels[("header", first)].toolTip().startswith("★ First player")
    others = [seat for seat in range(3) if seat != first]
    assert all(board._labels[("header", seat)].toolTip() == "" for seat in others)


def test_on_anothers_turn_the_ability_zone_does_not_invite_you(trio: Table) -> None:
    """While a computer seat played, the zone still said "Drop a card here to play its
    ability", words that read as the viewer's cue."""
    board = trio.board
    trio.play(PlaceHornbill())
    state = trio.state
    assert "Drop a card here" in board.ability_zone.subtitle
    mover = trio.controller.seats[state.current].name
    board.viewer = (state.current + 1) % state.players
    board._sync_zone(state, board.table_layout.zone)
    assert board.ability_zone.subtitle == f"{mover} is playing: an ability they use shows here."


@pytest.mark.parametrize("players", [3, 4, 5])
def test_the_keyboard_frame_on_a_victory_card_leaves_its_caption_clear(
    qtbot: QtBot, players: int
) -> None:
    """At a game's end the keyboard's frame round a victory card crossed the second line of
    its caption, "(last card kept)", and in a panel's corner its halo touched the caption's
    last rows (play tests): the frame keeps clear of the caption, now at the card's right
    under its Garrison (issue 4)."""
    trio = people(qtbot, players)
    board = trio.board
    while not GAME.is_over(trio.state):
        trio.play(GAME.legal_actions(trio.state)[0])
    assert board.ending_done()
    cards = [key for key, (kind, _seat) in board.where.items() if kind == "victory"]
    assert cards
    for key in cards:
        seat = board.where[key][1]
        board.key_focus = ("card", key)
        board._render_cursor()
        assert board.cursor_item.isVisible()
        caption = board._labels[("victory", seat)].sceneBoundingRect()
        # the frame's line, and the halo drawn under it, 9 pixels wide
        frame = board.cursor_item.rect.adjusted(-4.5, -4.5, 4.5, 4.5)
        assert board.victory_rects[seat].top() >= board.garrison_rects[seat].bottom()
        assert frame.right() <= caption.left(), (seat, caption, frame)


@pytest.mark.parametrize("viewport", [(1366, 652), (1600, 884)])
def test_five_players_victory_cards_are_named_beside_them(
    qtbot: QtBot, viewport: tuple[int, int]
) -> None:
    """At five players a rival's victory card, across in their panel's corner, read as a stamp
    in a 1366×768 window (67 pixels long), its name unread. Laid below their Garrison (issue
    4), it is drawn as large as the strip there lets it be, 55 % of a card at least (the
    Garrison row is drawn smaller for it below that), clear of every Garrison card and up
    value; face up at the end, its name stands beside it, whole, in the caption's type (window
    viewports as in ``test_card_preview``). It was a fifth larger than the Garrison, 75 pixels
    long: below the Garrison the row keeps its size."""
    table = people(qtbot, 5)
    try:
        board = table.board
        fit_viewport(qtbot, table, *viewport)
        setup_moves(table, lambda s: sum(held is not None for held in s.victory) >= 3)
        for stage in ("late", "end"):
            if stage == "end":
                while table.state.phase is not Phase.OVER:
                    table.controller.play(GAME.legal_actions(table.state)[0])
                qtbot.waitUntil(board.ending_done, timeout=5_000)
            rivals = [seat for seat in board.victory_rects if seat != board.viewer]
            assert len(rivals) >= 3
            for seat in rivals:
                card = board.victory_rects[seat]
                assert card.height() >= VICTORY_LEAST * CARD_W - 0.01
                assert card.width() * board.view.zoom() >= 55 * viewport[0] / 1366
                caption = board._labels[("victory", seat)]
                held = table.state.victory[seat]
                assert held is not None
                named = faces.card_title(CARDS[held.card])
                shown = caption.text.replace("\xa0", " ")
                assert (named in shown) == (stage == "end"), shown
            assert_garrisons_whole(table)
    finally:
        table.controller.shutdown()
