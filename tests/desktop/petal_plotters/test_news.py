"""The moves since a player's last, told a turn a line: an ability with all it did ("Iris:
Frog — Flip card 2 of your Garrison face up (Sunbird) · Rotate it"). Told move by move, a
five-player round of abilities took a dozen lines, and a small window cut them to fit."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace
from random import Random

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QFont, QFontMetricsF
from pytestqt.qtbot import QtBot

from desktop import i18n
from desktop.games.petal_plotters import PetalPlottersBoard, faces
from desktop.games.petal_plotters.board import (
    STEPS_JOINED,
    SinceChanges,
    stack_moves,
    told_name,
    without_cancels,
)
from desktop.games.petal_plotters.items import DiscardPileItem
from desktop.history import HistoryPanel, News, PlayedMove, TurnLine
from desktop.i18n import points_text
from desktop.session_controller import NEWS_TOLD
from desktop.table.handoff import HandoffScreen
from desktop.table.text import TEXT_SLACK, wrap_keeping_end
from engine.core.actions import Action
from engine.core.save import Seat
from engine.core.session import Session
from engine.games.petal_plotters import GAME, State
from engine.games.petal_plotters.components import CARDS, HORNBILL
from engine.games.petal_plotters.rules import pass_partners
from engine.games.petal_plotters.state import (
    AddToGarrison,
    Cancel,
    ChooseHandCard,
    ChooseSlot,
    PassCard,
    Phase,
    PlaceHornbill,
    Skip,
    UseAbility,
)
from tests.games.petal_plotters.helpers import down, held, position, up

from .conftest import Table, deal_began, make_table
from .test_board_play import play_against_ai

NAMES = ("Ada", "Ben", "Cy", "Dee", "Eve")


@pytest.fixture
def five(qtbot: QtBot) -> Iterator[Table]:
    """Five people at one screen: every card but those marked 2–3 is dealt."""
    table = make_table(qtbot, [Seat(name=name, kind="human") for name in NAMES])
    yield table
    table.controller.shutdown()


def three_at_one_screen(qtbot: QtBot) -> tuple[Table, HistoryPanel, Session]:
    """Ada, Ben and Cy at one screen, with a History panel to read their rows in."""
    trio = make_table(qtbot, [Seat(name=name, kind="human") for name in NAMES[:3]])
    history = HistoryPanel()
    qtbot.addWidget(history)
    session = trio.controller.session
    assert session is not None
    return trio, history, session


def ops(card: str) -> tuple[str, ...]:
    return tuple(step.op for step in CARDS[card].ability)


def with_effect(state: State, action: UseAbility) -> bool:
    """True when ``action`` leaves a step to choose for (a card has a target)."""
    return GAME.apply(state, action).pending is not None


def reach(table: Table, wanted: tuple[str, ...], only: str | None = None) -> str:
    """Cards added (never one whose ability is ``wanted``) until the player to move may use a
    card whose ability is ``wanted`` (``only`` that card, if given) with a target; that card."""
    for _ in range(30):
        state = table.state
        legal = GAME.legal_actions(state)
        for action in legal:
            wanted_here = (
                isinstance(action, UseAbility)
                and ops(action.card) == wanted
                and only in (None, action.card)
            )
            if wanted_here and with_effect(state, action):
                assert isinstance(action, UseAbility)
                return action.card
        table.play(
            next(
                action
                for action in legal
                if isinstance(action, PlaceHornbill)
                or (isinstance(action, AddToGarrison) and ops(action.card) != wanted)
            )
        )
    raise AssertionError(f"nobody could use {wanted}")


def play(table: Table, action: Action) -> str:
    """Play ``action``; its words as History tells them to the next player."""
    before = table.state
    table.play(action)
    reader = table.state.current
    return table.board.describe_action(
        action, GAME.view(before, reader), GAME.view(table.state, reader)
    )


def title(card: str) -> str:
    """A card's name as a move tells it: one word for line breaks."""
    return told_name(faces.card_title(CARDS[card]))


def news_of(table: Table, for_all: bool = False) -> tuple[str, ...]:
    return table.controller.moves_since(table.state.current, for_all=for_all).moves


def test_a_flip_and_its_rotation_are_one_line(five: Table) -> None:
    card = reach(five, ("flip", "rotate"))
    user = NAMES[five.state.current]
    play(five, UseAbility(card))
    flip = next(a for a in GAME.legal_actions(five.state) if isinstance(a, ChooseSlot))
    flipped = play(five, flip)
    assert flipped.startswith("Flip card ") and flipped.endswith(")")  # the card, face up
    play(five, ChooseSlot(flip.owner, flip.index))  # rotated
    slot = five.state.garrisons[flip.owner][flip.index]
    # the value it counts now: the flip's alone went stale (play test)
    now = points_text(CARDS[slot.card].power(slot.top_up))
    rotated = f"Rotate it (counts {now})"
    assert news_of(five)[-1] == f"{user}: {title(card)} — {flipped}\u00a0· {rotated}"
    assert five.controller.moves_since(five.state.current).told >= 3


def test_a_step_taken_back_is_told_alone(five: Table) -> None:
    """Undo takes back a step of an ability, never the card played for it (all saw it): the
    step is told alone. Told as a whole turn, "Benoît: Snail — Rotate card 1 …" read as if
    the Snail, still in play, had been taken back too (play test)."""
    card = reach(five, ("rotate",))
    user = NAMES[five.state.current]
    play(five, UseAbility(card))
    rotation = next(a for a in GAME.legal_actions(five.state) if isinstance(a, ChooseSlot))
    rotated = play(five, rotation)
    five.controller.undo()
    assert five.state.pending is not None and five.state.pending.card == card  # still played
    news = five.controller.moves_since(five.state.current)
    assert news.taken_back == (f"{user}: {rotated}",)


def test_a_face_down_card_turned_names_its_value_to_who_knows_it(five: Table) -> None:
    """Ann turned the Katydid Ben had placed face down: Ben read "Rotate card 1 of your
    Garrison" and no value, where a face-up card's new one was told (play test). Who knows the
    card reads it, with the memory aid on; nobody else, nor the screen all read."""
    table = position(
        [["pangolin-1", "spider-1", "sunbird-2"], ["frog-2"], ["katydid-1"], [], []],
        [[up(HORNBILL, 5)], [down("katydid-3", 1)], [], [], []],
    )
    turning = GAME.apply(table, UseAbility("pangolin-1"))
    after = GAME.apply(turning, ChooseSlot(1, 0))
    board = five.board
    value = points_text(CARDS["katydid-3"].power(after.garrisons[1][0].top_up))

    def told(reader: int, for_all: bool = False, aid: bool = True) -> str:
        before_view = GAME.view(replace(turning, memory_aid=aid), reader)
        after_view = GAME.view(replace(after, memory_aid=aid), reader)
        return board.describe_action(ChooseSlot(1, 0), before_view, after_view, for_all)

    assert told(1) == f"Rotate card 1 of your Garrison ({title('katydid-3')}, counts {value})"
    assert told(2) == f"Rotate card 1 of {NAMES[1]}'s Garrison"
    # the screen all read names whose Garrison: "your" read aloud was taken for the mover's
    assert told(1, for_all=True) == f"Rotate card 1 of {NAMES[1]}'s Garrison"
    assert told(1, aid=False) == "Rotate card 1 of your Garrison"


def test_a_face_down_card_looked_at_or_taken_is_named_to_who_knows_it(five: Table) -> None:
    """After a look, the looker's History read "Look at card 1 of Iris's Garrison" and no
    more once the memory aid's mark had gone with the card; an exchange did not say which
    card came to the hand, to the taker nor to the player whose placed card it was (play
    test). Who knows the card reads it, with the memory aid on; nobody else, nor the screen
    all read."""
    table = position(
        [["katydid-2", "dusky-leaf-langur-1", "sunbird-2"], ["frog-2"], ["pangolin-1"], [], []],
        [[up(HORNBILL, 5)], [down("honey-bee-1", 1)], [], [], []],
    )
    board = five.board
    bee, value = title("honey-bee-1"), points_text(CARDS["honey-bee-1"].power(True))

    def told(
        before: State, action: Action, reader: int, for_all: bool = False, aid: bool = True
    ) -> str:
        after = GAME.apply(before, action)
        return board.describe_action(
            action,
            GAME.view(replace(before, memory_aid=aid), reader),
            GAME.view(replace(after, memory_aid=aid), reader),
            for_all,
        )

    looking = GAME.apply(table, UseAbility("katydid-2"))
    look = ChooseSlot(1, 0)
    assert (
        told(looking, look, 0) == f"Look at card 1 of {NAMES[1]}'s Garrison ({bee}, counts {value})"
    )
    assert told(looking, look, 1) == f"Look at card 1 of your Garrison ({bee}, counts {value})"
    assert told(looking, look, 2) == f"Look at card 1 of {NAMES[1]}'s Garrison"
    assert "(" not in told(looking, look, 0, for_all=True)
    assert "(" not in told(looking, look, 0, aid=False)

    exchanging = GAME.apply(table, UseAbility("dusky-leaf-langur-1"))
    exchanging = GAME.apply(exchanging, ChooseHandCard("sunbird-2", True))
    taking = ChooseSlot(1, 0)
    assert told(exchanging, taking, 0).endswith(f"for card 1 of {NAMES[1]}'s Garrison ({bee})")
    assert (
        told(exchanging, taking, 1) == f"Exchange a hand card for card 1 of your Garrison ({bee})"
    )
    assert "(" not in told(exchanging, taking, 2)
    assert "(" not in told(exchanging, taking, 1, for_all=True)
    assert told(exchanging, taking, 0, aid=False) == (
        f"Exchange a hand card for card 1 of {NAMES[1]}'s Garrison"
    )


def test_a_rotation_left_out_is_told(five: Table) -> None:
    card = reach(five, ("flip", "rotate"))
    user = NAMES[five.state.current]
    play(five, UseAbility(card))
    flipped = play(
        five, next(a for a in GAME.legal_actions(five.state) if isinstance(a, ChooseSlot))
    )
    play(five, Skip())
    assert news_of(five)[-1] == f"{user}: {title(card)} — {flipped}\u00a0· Leave it unrotated"


def test_an_exchange_between_garrisons_is_told_once(five: Table) -> None:
    """Its first card is told with its second ("Exchange card 1 of Ben's Garrison with card 2
    of your Garrison"), not again on its own ("Choose card 1 of Ben's Garrison to exchange")."""
    card = reach(five, ("exchange_garrisons",))
    user = NAMES[five.state.current]
    play(five, UseAbility(card))
    play(five, next(a for a in GAME.legal_actions(five.state) if isinstance(a, ChooseSlot)))
    second = play(
        five, next(a for a in GAME.legal_actions(five.state) if isinstance(a, ChooseSlot))
    )
    assert second.startswith("Exchange card ")
    assert news_of(five)[-1] == f"{user}: {title(card)} — {second}"


def test_an_exchange_with_a_hand_is_told_by_the_card_taken(five: Table) -> None:
    card = reach(five, ("exchange_hand",))
    user = NAMES[five.state.current]
    play(five, UseAbility(card))
    play(five, next(a for a in GAME.legal_actions(five.state) if isinstance(a, ChooseHandCard)))
    taken = play(five, next(a for a in GAME.legal_actions(five.state) if isinstance(a, ChooseSlot)))
    assert taken.startswith("Exchange a hand card for card ")
    assert news_of(five)[-1] == f"{user}: {title(card)} — {taken}"


def test_the_card_given_in_an_exchange_is_told_to_its_giver_alone(five: Table) -> None:
    """The giver's own History named neither the card they gave nor the end they turned up
    (play test); the others never learn it, nor does the hand-off screen read by all."""
    card = reach(five, ("exchange_hand",))
    play(five, UseAbility(card))
    mover, choosing = five.state.current, five.state
    give = next(a for a in GAME.legal_actions(choosing) if isinstance(a, ChooseHandCard))
    five.play(give)
    state = five.state
    target = next(a for a in GAME.legal_actions(state) if isinstance(a, ChooseSlot))
    board, other = five.board, (mover + 1) % 5
    value = points_text(CARDS[give.card].power(give.top_up))

    def told(action: Action, before: State, reader: int, for_all: bool = False) -> str:
        then = GAME.apply(before, action)
        return board.describe_action(
            action, GAME.view(before, reader), GAME.view(then, reader), for_all
        )

    assert told(give, choosing, mover) == (
        f"Choose {title(give.card)} from your hand to give, with {value} up"
    )
    assert told(target, state, mover).startswith(
        f"Exchange {title(give.card)} from your hand, with {value} up, for card "
    )
    assert told(give, choosing, other) == "Choose a card from their hand to give"
    # played from memory: History does not keep it for its giver either (play test)
    unaided = replace(choosing, memory_aid=False)
    assert told(give, unaided, mover) == "Choose a card from their hand to give"
    assert told(target, replace(state, memory_aid=False), mover).startswith(
        "Exchange a hand card for card "
    )
    assert told(give, choosing, mover, for_all=True) == "Choose a card from their hand to give"
    for reader, for_all in ((other, False), (mover, True)):
        assert told(target, state, reader, for_all).startswith("Exchange a hand card for card ")


def test_a_face_up_card_taken_into_a_hand_is_named(five: Table) -> None:
    """All saw a face-up card: an exchange that takes it into a hand names it, as a removal
    names the card it removes."""
    card = reach(five, ("exchange_hand",), only="dusky-leaf-langur-1")  # any card, any face
    play(five, UseAbility(card))
    play(five, next(a for a in GAME.legal_actions(five.state) if isinstance(a, ChooseHandCard)))
    state = five.state
    target = next(a for a in GAME.legal_actions(state) if isinstance(a, ChooseSlot))
    garrison = list(state.garrisons[target.owner])
    slot = garrison[target.index]
    garrison[target.index] = replace(slot, face_up=True, seen_by=frozenset(range(5)))
    garrisons = list(state.garrisons)
    garrisons[target.owner] = tuple(garrison)
    shown = replace(state, garrisons=tuple(garrisons))  # that card turned face up before
    reader = (state.current + 1) % 5
    before, after = GAME.view(shown, reader), GAME.view(GAME.apply(shown, target), reader)
    taken = five.board.describe_action(target, before, after)
    assert taken.startswith("Exchange a hand card for card ")
    assert taken.endswith(f" ({title(slot.card)})")
    face_down = five.board.describe_action(
        target, GAME.view(state, reader), GAME.view(GAME.apply(state, target), reader)
    )
    assert "(" not in face_down  # a face-down card the reader never saw is never named


def test_the_passes_of_an_ability_are_told_with_it(five: Table) -> None:
    """Each player to pass reads who passed before them; once all passed, the next player
    reads which card came to them and from whom, which the hand-off screen, read by all,
    does not say. The user of the ability, who passed first, reads the others' passes on one
    line when their turn comes back: told move by move, the card that came to them was the end
    of the oldest line, the first words cut. That line is the last passer's, who gave them
    their card: told as the rest of the ability, under the user's name, it read as a move of
    theirs since their last (play tester 122)."""
    card = reach(five, ("pass_left",))
    user = NAMES[five.state.current]
    play(five, UseAbility(card))
    passers: list[str] = []
    while True:
        state = five.state
        if passers:
            so_far = (
                f"Passed so far: {', '.join(passers[:-1])} and {passers[-1]}"  # as lists read
                if len(passers) > 1
                else f"So far only {passers[0]} has passed a card"  # French: "a", not "ont"
            )
            if passers == [user]:  # the line names them first: not twice (play test)
                so_far = "Passed a card; the others pass next"
            assert news_of(five)[-1] == f"{user}: {title(card)} — {so_far}"
        passer = state.current
        play(five, PassCard(state.hands[passer][0].card))
        passers.append(NAMES[passer])
        if five.state.pending is None:
            break
    assert state.pending is not None
    given = dict(zip(state.pending.passed, state.pending.pass_order, strict=False))

    def received(seat: int) -> str:
        """ " you received Frog from Ben": the card that came to ``seat`` and who passed it."""
        came = next(held.card for held in five.state.hands[seat] if held not in state.hands[seat])
        giver = next((giver for held, giver in given.items() if held.card == came), passer)
        return f" received {title(came)} from {NAMES[giver]}"

    told = f"{user}: {title(card)} — Cards passed to the left"
    # the reader's own pass too, to them alone (play tester, session 54)
    reader = five.state.current
    gave = next(held.card for held, giver in given.items() if giver == reader)
    to = NAMES[pass_partners(state.pending.pass_order, reader)[1]]
    own = f"{user}: {title(card)} — Everyone passed a card left: you gave {title(gave)} to {to}"
    assert news_of(five)[-1] == own + " and" + received(reader)
    assert news_of(five, for_all=True)[-1] == told
    # the user reads the passes the others made after theirs as the last passer's move
    seat = NAMES.index(user)
    came = next(held.card for held in five.state.hands[seat] if held not in state.hands[seat])
    assert received(seat).endswith(f" from {NAMES[passer]}")  # who passed last gave it
    while five.state.current != seat:
        play(five, next(a for a in GAME.legal_actions(five.state) if isinstance(a, AddToGarrison)))
    assert news_of(five)[0] == (
        f"{NAMES[passer]}: Passed you {title(came)}, as your {title(card)} asked"
    )
    # the hand-off screen, read by all, names every passer: under the last one's name alone
    # it left out those who had passed before them (play tester, session 55)
    others = passers[1:]
    assert len(others) > 1 and others[-1] == NAMES[passer]
    named = f"{', '.join(others[:-1])} and {others[-1]}"
    assert news_of(five, for_all=True)[0] == (
        f"{named} each passed a card, as {user}'s {title(card)} asked"
    )


def test_without_the_memory_aid_the_card_a_pass_brought_is_told_until_your_move(
    qtbot: QtBot,
) -> None:
    """A family playing without the memory aid found nothing naming the card a pass brought
    them (play test), where a card handed over at a real table is known as it comes. The moves
    since the reader's last name it, which their next move ends; History, read long after,
    does not (a memory aid)."""
    table = make_table(qtbot, [Seat(name=name, kind="human") for name in NAMES], memory_aid=False)
    try:
        card = reach(table, ("pass_left",))
        user = NAMES[table.state.current]
        play(table, UseAbility(card))
        while True:
            state = table.state
            passer = state.current
            history = play(table, PassCard(state.hands[passer][0].card))
            if table.state.pending is None:
                break
        reader = table.state.current
        came = next(
            held.card for held in table.state.hands[reader] if held not in state.hands[reader]
        )
        giver = pass_partners(state.pending.pass_order, reader)[0]
        told = f"{user}: {title(card)} — Cards passed to the left"
        named = f" and received {title(came)} from {NAMES[giver]}"
        # the reader's own pass, its card unnamed (played from memory)
        to = NAMES[pass_partners(state.pending.pass_order, reader)[1]]
        own = f"{user}: {title(card)} — Everyone passed a card left: you gave a card to {to}"
        assert news_of(table)[-1] == own + named
        assert news_of(table, for_all=True)[-1] == told  # never on the shared hand-off screen
        assert title(came) not in history  # History's row of the last pass, read by the reader
        moves = len(table.controller.session.actions)  # History's rows, as the reader reads
        rows = [table.controller.tell_move(index, reader) for index in range(moves)]
        assert not any(title(came) in row for row in rows[-len(NAMES) :])
    finally:
        table.controller.shutdown()


def test_an_ability_cancelled_is_told_after_the_card_placed(five: Table) -> None:
    card = reach(five, ("exchange_hand",))
    user = NAMES[five.state.current]
    play(five, UseAbility(card))
    play(five, Cancel())
    play(five, next(a for a in GAME.legal_actions(five.state) if isinstance(a, AddToGarrison)))
    # what the player did first: cut to fit, a line kept only the ability cancelled
    assert news_of(five)[-1] == (
        f"{user}: Add a card to their Garrison\u00a0· after cancelling the ability of {title(card)}"
    )


def test_one_ability_cancelled_three_times_is_named_once(five: Table) -> None:
    """ "after cancelling the ability of Katydid, Katydid, Katydid" (play test)."""
    card = reach(five, ("exchange_hand",))
    user = NAMES[five.state.current]
    for _ in range(3):
        play(five, UseAbility(card))
        play(five, Cancel())
    play(five, next(a for a in GAME.legal_actions(five.state) if isinstance(a, AddToGarrison)))
    assert news_of(five)[-1] == (
        f"{user}: Add a card to their Garrison"
        f"\u00a0· after cancelling the ability of {title(card)} (3×)"
    )


def turn_told(board: PetalPlottersBoard, table: State, actions: list[Action]) -> list[str]:
    """Seat 0 plays ``actions`` from ``table``; the lines seat 1 reads of that turn."""
    moves: list[PlayedMove] = []
    state = table
    for action in actions:
        after = GAME.apply(state, action)
        moves.append(PlayedMove(0, action, GAME.view(state, 1), GAME.view(after, 1)))
        state = after
    told = board.describe_turn(moves)
    assert told is not None
    return [line.words for line in told]


def test_two_abilities_cancelled_are_told_in_the_plural(five: Table) -> None:
    """Frog and Katydid cancelled, then a card added: "the ability of Frog, Katydid" named two
    cards with one ability (German "der Fähigkeit der Karte Frosch, Laubheuschrecke")."""
    table = position(
        [["frog-2", "katydid-2", "spider-1"], ["katydid-1"], ["pangolin-1"], [], []],
        [[up(HORNBILL, 0)], [down("frog-1", 1)], [], [], []],
    )
    cancels: list[Action] = [UseAbility("frog-2"), Cancel(), UseAbility("katydid-2"), Cancel()]
    told = turn_told(five.board, table, [*cancels, AddToGarrison("spider-1", True)])
    assert told[0].endswith(
        f"\u00a0· after cancelling the abilities of {title('frog-2')} and {title('katydid-2')}"
    )


def test_another_card_of_the_same_name_cancelled_is_told_apart(five: Table) -> None:
    """Two Sunbirds, one cancelled and the other used: "after cancelling the ability of
    Sunbird" read as if the same card had been cancelled and used (play test)."""
    table = position(
        [["sunbird-2", "sunbird-3", "frog-2"], ["katydid-1"], ["spider-1"], [], []],
        [[up(HORNBILL, 0)], [down("frog-1", 1), up("garden-snail-1", 1)], [], [], []],
    )
    other: list[Action] = [UseAbility("sunbird-2"), Cancel(), UseAbility("sunbird-3")]
    told = turn_told(five.board, table, [*other, ChooseSlot(1, 1)])
    assert len(told) == 1
    assert told[0].endswith("\u00a0· after cancelling the ability of another Sunbird")
    # the same card cancelled and used again: "after cancelling the ability of Sunbird" read
    # as if the ability just told had been cancelled, "after first cancelling it" oddly (play
    # tests)
    same: list[Action] = [UseAbility("sunbird-3"), Cancel(), UseAbility("sunbird-3")]
    told = turn_told(five.board, table, [*same, ChooseSlot(1, 1)])
    assert told[0].endswith("\u00a0· used again after cancelling it")
    assert without_cancels(told[0]).endswith("\u00a0· …")
    twice: list[Action] = [*same[:2], *same]
    told = turn_told(five.board, table, [*twice, ChooseSlot(1, 1)])
    assert told[0].endswith("\u00a0· used again after cancelling it 2 times")
    assert without_cancels(told[0]).endswith("\u00a0· …")


def test_a_cancel_is_told_apart_from_the_card_a_flip_showed(five: Table) -> None:
    """ "(Spider, counts −3) (after cancelling the ability of Frog)": two brackets side by
    side read as two remarks on the card flipped (play test)."""
    table = position(
        [["silver-royal", "frog-2", "spider-1"], ["katydid-1"], ["pangolin-1"], [], []],
        [[up(HORNBILL, 0)], [down("frog-1", 1)], [], [], []],
    )
    cancel: list[Action] = [UseAbility("frog-2"), Cancel(), UseAbility("silver-royal")]
    (told,) = turn_told(five.board, table, [*cancel, ChooseSlot(1, 0)])
    assert f"({title('frog-1')}, counts " in told and ") (" not in told
    assert told.endswith(f"\u00a0· after cancelling the ability of {title('frog-2')}")


def test_a_turn_that_lays_the_victory_card_says_so(five: Table) -> None:
    """The hand-off told "Bruno: Spider — Remove …" and not that Bruno's last card was now
    his victory card, out of reach of the abilities that target hands (play test)."""
    table = position(
        [["spider-1", "frog-2"], ["katydid-1", "katydid-2", "pangolin-3"], ["pangolin-1"], [], []],
        [[up(HORNBILL, 0)], [down("frog-1", 1)], [], [], []],
    )
    removing = GAME.apply(table, UseAbility("spider-1"))
    after = GAME.apply(removing, ChooseSlot(1, 0))
    assert after.victory[0] is not None
    moves = [
        PlayedMove(0, UseAbility("spider-1"), GAME.view(table, 1), GAME.view(removing, 1)),
        PlayedMove(0, ChooseSlot(1, 0), GAME.view(removing, 1), GAME.view(after, 1)),
    ]
    told = five.board.describe_turn(moves)
    assert told is not None and len(told) == 1
    assert told[0].words.endswith(" · Lay their last card as their victory card")
    assert told[0].words.count("victory card") == 1
    # History's row of the move that ended the turn says it too
    row = five.board.describe_action(ChooseSlot(1, 0), GAME.view(removing, 1), GAME.view(after, 1))
    assert row.endswith(" · Lay their last card as their victory card")
    first = five.board.describe_action(
        UseAbility("spider-1"), GAME.view(table, 1), GAME.view(removing, 1)
    )
    assert "victory card" not in first
    # a turn that leaves two cards in hand lays nothing
    adding = GAME.apply(after, AddToGarrison("katydid-1", True))
    told = five.board.describe_turn(
        [PlayedMove(1, AddToGarrison("katydid-1", True), GAME.view(after, 0), GAME.view(adding, 0))]
    )
    assert told is not None and told[0].words == "Add a card to their Garrison"


def test_the_pass_that_ends_a_turn_names_who_laid_their_victory_card(five: Table) -> None:
    """The last pass of a Katydid's turn left its player one card, now their victory card;
    History's row of that pass belongs to the passer and said nothing of it (play test)."""
    table = position(
        [["katydid-1", "frog-2"], ["spider-1", "pangolin-1"], ["pangolin-3"], [], []],
        [[up(HORNBILL, 0)], [down("frog-1", 1)], [], [], []],
    )
    state = GAME.apply(table, UseAbility("katydid-1"))
    rows: list[tuple[int, str]] = []
    while state.phase is Phase.PASS:
        passer, action = state.current, PassCard(state.hands[state.current][0].card)
        after = GAME.apply(state, action)
        rows.append((passer, five.board.describe_action(action, GAME.view(state, 1), after)))
        state = after
    assert state.victory[0] is not None
    (last_passer, last_row), earlier = rows[-1], rows[:-1]
    assert last_passer != 0
    assert last_row.endswith(f"\u00a0· {NAMES[0]} laid their last card as their victory card")
    assert earlier and not any("victory card" in row for _, row in earlier)


def test_the_passes_for_your_ability_are_told_by_the_last_passer(five: Table) -> None:
    """Ada plays a Katydid with two cards and passes her last: the others' passes are news to
    her, told by the last of them so far, never under her name (play tester 122). The last
    pass brought her card, which she lays as her victory card."""
    table = position(
        [["katydid-1", "frog-2"], ["spider-1", "pangolin-1"], ["pangolin-3"], [], []],
        [[up(HORNBILL, 0)], [down("frog-1", 1)], [], [], []],
    )
    state = GAME.apply(GAME.apply(table, UseAbility("katydid-1")), PassCard("frog-2"))
    moves: list[PlayedMove] = []
    told: list[list[TurnLine] | None] = []
    while state.phase is Phase.PASS:
        passer, action = state.current, PassCard(state.hands[state.current][0].card)
        after = GAME.apply(state, action)
        moves.append(PlayedMove(passer, action, GAME.view(state, 0), GAME.view(after, 0)))
        told.append(five.board.describe_turn(moves))
        state = after
    assert told[0] == [TurnLine(1, f"Passed a card for your {title('katydid-1')}")]
    assert told[-1] == [
        TurnLine(
            2,
            f"Passed you {title('pangolin-3')}, as your {title('katydid-1')} asked"
            f"{STEPS_JOINED}your last card became your victory card",
        )
    ]
    assert state.victory[0] is not None and state.victory[0].card == "pangolin-3"


def katydid_passes(board: PetalPlottersBoard, reader: int, for_all: bool = False) -> list[TurnLine]:
    """Ada plays a Katydid with two cards and passes her last; the others pass: the turn as
    ``reader`` reads it (Ada's last card, the one that came, is her victory card)."""
    table = position(
        [["katydid-1", "frog-2"], ["spider-1", "pangolin-1"], ["pangolin-3"], [], []],
        [[up(HORNBILL, 0)], [down("frog-1", 1)], [], [], []],
    )
    state = GAME.apply(GAME.apply(table, UseAbility("katydid-1")), PassCard("frog-2"))
    moves: list[PlayedMove] = []
    while state.phase is Phase.PASS:
        passer, action = state.current, PassCard(state.hands[state.current][0].card)
        after = GAME.apply(state, action)
        moves.append(PlayedMove(passer, action, GAME.view(state, reader), GAME.view(after, reader)))
        state = after
    told = board.describe_turn(moves, for_all=for_all)
    assert told is not None
    return told


def katydid_turn(
    board: PetalPlottersBoard, reader: int, for_all: bool = False, memory_aid: bool = True
) -> list[TurnLine]:
    """Ada's Katydid of ``katydid_passes``, its every move, as ``reader`` reads its row."""
    state = position(
        [["katydid-1", "frog-2"], ["spider-1", "pangolin-1"], ["pangolin-3"], [], []],
        [[up(HORNBILL, 0)], [down("frog-1", 1)], [], [], []],
    )
    state = replace(state, memory_aid=memory_aid)
    moves: list[PlayedMove] = []
    action: Action = UseAbility("katydid-1")
    while True:
        mover = state.current
        after = GAME.apply(state, action)
        moves.append(PlayedMove(mover, action, GAME.view(state, reader), GAME.view(after, reader)))
        state = after
        if state.phase is not Phase.PASS:
            break
        action = PassCard(state.hands[state.current][0].card)
    told = board.describe_turn(moves, for_all=for_all)
    assert told is not None
    return told


def test_your_own_pass_is_told_on_your_abilitys_row(five: Table) -> None:
    """ "Player 1: Katydid — Cards passed to the left; you received Common Birdwing from
    Daisy" said what came, not what the player had passed, nor to whom (play tester 158): the
    reader's own row names it, as History's row of the pass does; the others' rows do not.
    Told as what they did, as in another's round: "Katydid — Pass Silver Royal to Rose" read
    as an order (play tester, session 55)."""
    katydid, frog = title("katydid-1"), title("frog-2")
    own = katydid_turn(five.board, 0)[0]
    assert own.mover == 0
    assert own.words.startswith(
        f"{katydid} — Everyone passed a card left: you gave {frog} to Ben and received"
        f" {title('pangolin-3')} from Cy"
    )
    for reader, for_all in ((3, False), (0, True)):
        told = katydid_turn(five.board, reader, for_all)[0].words
        assert told.startswith(f"{katydid} — Cards passed to the left") and " to Ben" not in told


def test_your_pass_for_anothers_katydid_is_told_on_its_row(five: Table) -> None:
    """In Ada's Katydid round, Ben's row of it said what came to him, not what he had passed
    nor to whom (play tester, session 54): each passer reads their own pass on it, to them
    alone ("you passed …": "Pass …" read as Ada's), the card that came once the round ends;
    Dee, who passed nothing, and everyone at the screen read no card."""
    katydid = title("katydid-1")
    ben = katydid_turn(five.board, 1)[0]
    assert ben.mover == 0
    assert ben.words.startswith(
        f"{katydid} — Everyone passed a card left: you gave {title('spider-1')} to Cy and"
        f" received {title('frog-2')} from Ada"
    )
    cy = katydid_turn(five.board, 2)[0].words
    assert f"you gave {title('pangolin-3')} to Ada and" in cy
    for reader, for_all in ((3, False), (1, True)):
        told = katydid_turn(five.board, reader, for_all)[0].words
        assert "you gave" not in told and title("spider-1") not in told
    # played from memory, the card passed is not named, as History's row of the pass
    told = katydid_turn(five.board, 1, memory_aid=False)[0].words
    assert told.startswith(f"{katydid} — Everyone passed a card left: you gave a card to Cy and")
    assert title("spider-1") not in told


@pytest.mark.usefixtures("translations")
@pytest.mark.parametrize(
    ("language", "words"),
    [
        ("en", "Passed you %1, as your %2 asked"),
        ("fr", "vous a passé la carte %1, comme le demandait votre carte %2"),
        ("de", "Hat dir die Karte %1 weitergegeben, wie es deine Karte %2 verlangt hat"),
    ],
)
def test_the_card_passed_back_reads_as_the_pass_the_ability_asked(
    five: Table, language: str, words: str
) -> None:
    """ "Basil: passes you Sunbird for your Katydid" read as Sunbird swapped for the Katydid;
    the pass finishes the Katydid Ada played (play tester 126)."""
    assert i18n.install(language) == language
    told = katydid_passes(five.board, 0)
    expected = words.replace("%1", title("pangolin-3")).replace("%2", title("katydid-1"))
    assert told[-1].words.startswith(expected + STEPS_JOINED)


def play_a_round(five: Table) -> tuple[int, list[str]]:
    """From a position where abilities have targets, the four players after the one who moved
    last each use an ability if they can (else add a card); that one, to move now, and the
    names of the four, in their order."""
    reach(five, ("flip", "rotate"))
    viewer = (five.state.current - 1) % 5  # moved last: reads the four turns to come
    movers: list[str] = []
    while five.state.current != viewer:
        state = five.state
        legal = [action for action in GAME.legal_actions(state) if action != Cancel()]
        used = [a for a in legal if isinstance(a, UseAbility) and with_effect(state, a)]
        movers.append(NAMES[state.current])
        play(five, used[0] if used else legal[0])
        while five.state.pending is not None:
            play(five, next(a for a in GAME.legal_actions(five.state) if a != Cancel()))
    return viewer, movers


def test_a_round_of_abilities_is_a_line_a_turn(five: Table) -> None:
    """The four others each use an ability if they can (else add a card): the one to move
    next reads four lines, a turn each, however many moves they made."""
    viewer, movers = play_a_round(five)
    news = five.controller.moves_since(viewer)
    assert [line.split(": ")[0] for line in news.moves] == movers and len(movers) == 4
    assert news.told > 6  # two moves or more a turn, at least three of them


def test_turns_told_alike_keep_a_line_each(five: Table) -> None:
    """ "Rose, Iris: Pangolin — Rotate card 1 of your Garrison" read as one rotation, and the
    French "Rose, Iris : Ajouter une carte à sa garnison" as one Garrison: a line a turn."""
    reach(five, ("flip", "rotate"))
    movers = []
    for _ in range(2):
        movers.append(NAMES[five.state.current])
        play(five, next(a for a in GAME.legal_actions(five.state) if isinstance(a, AddToGarrison)))
    assert news_of(five)[-2:] == tuple(f"{name}: Add a card to their Garrison" for name in movers)


def test_a_new_deal_starts_its_own_list_of_moves(qtbot: QtBot) -> None:
    """At a new deal's start the moves since the viewer's last began with the deal before's
    last turns and a bare "Deal 1 is over" (play test): a line saying the deal began and that
    L shows the deal before follows the others' last turns of the deal before (left out, the
    move that ended it was told nowhere but in the results, play test), the list and its
    tooltip alike, under a line saying they are deal 1's end (they read as deal 2's moves,
    play tester). Holding the Great Hornbill, the viewer had seen no list at all (the last
    move belongs to the deal before): it is told there."""
    trio = make_table(qtbot, [Seat(name=name, kind="human") for name in NAMES[:3]], match=True)

    def play_one() -> None:
        legal = GAME.legal_actions(trio.state)
        trio.play(next(a for a in legal if isinstance(a, (PlaceHornbill, AddToGarrison))))

    try:
        while trio.state.deal == 1:
            play_one()
        began = deal_began(trio.state, NAMES)
        board = trio.board
        assert board.last_deal_dialog is not None
        board.last_deal_dialog.close()  # the deal that ended was on the table under it
        assert board.last_move == "" and board.viewer == trio.state.current
        label, *ended, line = board.news.moves
        others = [name for seat, name in enumerate(NAMES[:3]) if seat != board.viewer]
        assert line == began and [move.split(":")[0] for move in ended] == others
        assert label == "End of deal 1:"  # they are deal 1's (play tester, session 57)
        assert all(move.endswith("Lay their last card as their victory card") for move in ended)
        shown = board._labels["last-move"]
        assert shown.isVisible()
        told = [board.news.heading(), label, *ended, began]
        assert shown.text.replace("\n", " ") == " ".join(told)
        play_one()  # the Great Hornbill: the next player reads the deal's first move
        label, *ended, line, hornbill = board.news.moves
        assert (line, hornbill) == (began, "Ada: Place the Great Hornbill") and len(ended) == 1
        assert label == "End of deal 1:"
        assert shown.text.split("\n")[-2:] == [began, hornbill]
        assert "Deal 1" not in shown.toolTip()  # no bare "Deal 1 is over" before the line
    finally:
        trio.controller.shutdown()


def test_the_hand_off_screen_starts_a_new_deal_as_the_table_does(qtbot: QtBot) -> None:
    """The hand-off screen's "Since Ben's last move" began deal 2 with deal 1's last turns,
    "Deal 1 is over" and a bare "Deal 2" (play tester 147), where the table's own list started
    with the deal: both read the one list, the last turn of deal 1 since the player's own
    under a line saying it is deal 1's, the line saying the new deal began, and its moves."""
    trio = make_table(qtbot, [Seat(name=name, kind="human") for name in NAMES[:3]], match=True)
    controller = trio.controller

    def play_one() -> None:
        legal = GAME.legal_actions(trio.state)
        trio.play(next(a for a in legal if isinstance(a, (PlaceHornbill, AddToGarrison))))

    try:
        while trio.state.deal == 1:
            ender = NAMES[trio.state.current]
            play_one()
        play_one()  # the deal's first move: the Great Hornbill
        seat = trio.state.current
        assert NAMES[seat] != ender
        screen = HandoffScreen()
        qtbot.addWidget(screen)
        screen.resize(1200, 800)
        screen.ask(seat, NAMES[seat], controller.moves_since(seat, True, NEWS_TOLD))
        lines = screen.news.text().replace("\u200b", "").split("\n")
        hornbill = f"{NAMES[trio.state.first_player]}: Place the Great Hornbill"
        laid = "Add a card to their Garrison\u00a0· Lay their last card as their victory card"
        assert lines[1:] == [
            "End of deal 1:",
            f"{ender}: {laid}",
            deal_began(trio.state, NAMES),
            hornbill,
        ]
        assert trio.board.news.moves == tuple(lines[1:])  # the table's list, the same
    finally:
        controller.shutdown()


def test_who_ended_the_deal_reads_the_new_deals_line_over_its_moves(qtbot: QtBot) -> None:
    """The one whose own move ended deal 1 read deal 2's first moves with nothing saying they
    were of a new deal (play test): the line saying it began leads them, as it leads the
    others', whose list no longer reaches into deal 1."""
    trio = make_table(qtbot, [Seat(name=name, kind="human") for name in NAMES[:3]], match=True)
    controller = trio.controller
    session = controller.session
    assert session is not None

    def play_one() -> None:
        legal = GAME.legal_actions(trio.state)
        trio.play(next(a for a in legal if isinstance(a, (PlaceHornbill, AddToGarrison))))

    try:
        while trio.state.deal == 1:
            ender = trio.state.current
            play_one()
        ended_by = session.cursor - 1
        while session.mover_at(session.cursor - 1) == ender or session.cursor - 1 == ended_by:
            play_one()
        news = controller.moves_since(ender).moves
        assert news[0] == deal_began(session.state, NAMES) and len(news) > 1
        for seat in range(3):
            assert not any("Deal 1" in line for line in controller.moves_since(seat).moves)
    finally:
        controller.shutdown()


def test_the_end_of_the_game_tells_the_last_round(qtbot: QtBot) -> None:
    """At the end only the very last move was told: a victory card removed in the last round
    was gone unexplained. The turns since the viewer's last are listed there too."""
    seats = [Seat(name="Ada", kind="human"), *(Seat(name=n, kind="easy") for n in NAMES[1:3])]
    table = make_table(qtbot, seats, seed=2)
    try:
        play_against_ai(qtbot, table)
        board = table.board
        assert board.news.told >= 2 and board._news_lines() is not None
        shown = board._labels["last-move"]
        assert shown.isVisible() and shown.text.split("\n")[0] == board.news.heading()
    finally:
        table.controller.shutdown()


def test_the_one_who_ended_the_game_reads_their_last_turn_whole(qtbot: QtBot) -> None:
    """At a screen people share, the one who ended the game keeps it: the end said only
    "Last move — Yann: Rotate card 1 of Ben's Garrison", the flip before it and the rest
    of the round gone. The game's last turns are listed, theirs too."""
    trio = make_table(qtbot, [Seat(name=name, kind="human") for name in NAMES[:3]])
    try:
        while not GAME.is_over(trio.state):
            legal = [action for action in GAME.legal_actions(trio.state) if action != Cancel()]
            trio.play(legal[-1])  # abilities where the mover has one (they are listed last)
        board = trio.board
        session = trio.controller.session
        assert session is not None
        last = session.mover_at(session.cursor - 1)
        assert board.viewer == last  # the one who ended the game holds the screen
        news = board.news
        assert news.last_turns and news.heading() == "The last turns of the game:"
        assert news.moves[-1].startswith(f"{NAMES[last]}: ")
        assert board._labels["last-move"].text.split("\n")[0] == news.heading()
        # cut to its latest lines in a small panel, the list says so (it kept its heading,
        # and a turn left out went unnoticed)
        told = board._news_lines()
        assert told is not None
        turns = sum(move.startswith(tuple(NAMES)) for move in news.moves)
        assert told[1](2) == f"The last turns of the game (2 of {turns}, see History):"
    finally:
        trio.controller.shutdown()


def test_a_turn_ended_is_never_news_to_its_player(qtbot: QtBot) -> None:
    """The player whose turn ended a deal and who opens the next read, as the moves since
    their last, those before that turn: a turn of theirs that ended is not where the moves
    since their last begin (``Game.same_turn``). They read the line saying the next deal
    began, as the others do (it was missing: play test)."""
    seats = [Seat(name=name, kind="human") for name in NAMES[:4]]
    quartet = make_table(qtbot, seats, seed=1, match=True)
    choose = Random(1)
    try:
        ended_by_opener = False
        while not GAME.is_over(quartet.state) and not ended_by_opener:
            deal = quartet.state.deal
            mover = quartet.state.turn_player
            legal = [action for action in GAME.legal_actions(quartet.state) if action != Cancel()]
            quartet.play(choose.choice(legal))
            ended_by_opener = quartet.state.deal != deal and quartet.state.current == mover
        assert ended_by_opener
        began = deal_began(quartet.state, NAMES)
        assert quartet.controller.moves_since(quartet.state.current).moves == (began,)
    finally:
        quartet.controller.shutdown()


def test_a_card_received_as_the_last_in_hand_is_named(qapp) -> None:  # type: ignore[no-untyped-def]
    """The card a pass brought was never named when it was the receiver's last card: laid
    at once as their victory card, it was not among the cards of their hand."""
    state = position(
        [["katydid-1", "frog-1"], ["spider-1", "pangolin-1"], ["honey-bee-3", "sunbird-1"]],
        [[up(HORNBILL, 3)], [], []],
    )
    state = GAME.apply(state, UseAbility("katydid-1"))
    for card in ("frog-1", "spider-1"):
        state = GAME.apply(state, PassCard(card))
    after = GAME.apply(state, PassCard("honey-bee-3"))
    laid = after.victory[0]
    assert laid is not None and not after.hands[0]  # the card that came is the victory card
    board = PetalPlottersBoard(GAME)
    board.seat_names = list(NAMES[:3])
    told = board.describe_action(PassCard("honey-bee-3"), GAME.view(state, 0), GAME.view(after, 0))
    giver = NAMES[pass_partners((0, 1, 2), 0)[0]]
    assert giver == "Cy"  # the last passer: the row of the pass to Ada names the card
    assert told == (
        f"Passed {title(laid.card)} to you\u00a0· Cards passed to the left"
        "\u00a0· your last card became your victory card"
    )
    # played from memory: the card is on the table, History does not keep it (play test)
    unaided = board.describe_action(
        PassCard("honey-bee-3"),
        GAME.view(replace(state, memory_aid=False), 0),
        GAME.view(replace(after, memory_aid=False), 0),
    )
    assert unaided == "Passed a card to you\u00a0· your last card became your victory card"


def katydids_first_pass() -> tuple[State, State, PetalPlottersBoard]:
    """Ann's Katydid round at three seats: the table before and after her pass of a Frog to
    Ben, and a board naming the seats."""
    state = position(
        [["katydid-1", "frog-1"], ["spider-1", "pangolin-1"], ["honey-bee-3", "sunbird-1"]],
        [[up(HORNBILL, 3)], [], []],
    )
    state = GAME.apply(state, UseAbility("katydid-1"))
    board = PetalPlottersBoard(GAME)
    board.seat_names = list(NAMES[:3])
    return state, GAME.apply(state, PassCard("frog-1")), board


def test_a_pass_names_the_card_passed_to_its_passer_alone(qapp) -> None:  # type: ignore[no-untyped-def]
    """With the memory aid on, History told the passer "Pass a card" of the card they chose
    (play test); it names it to them, and to whom it went, as the card an exchange gives,
    and to nobody else: the others read to whom a card went, its receiver "to you". The
    passer reads what they did: "Pass Silver Royal to Rose" read as an order where the
    others' rows told what happened (play tester, session 55)."""
    state, first, board = katydids_first_pass()
    told = board.describe_action(PassCard("frog-1"), GAME.view(state, 0), GAME.view(first, 0))
    assert told == f"Passed {title('frog-1')} to Ben"
    receiver = board.describe_action(PassCard("frog-1"), GAME.view(state, 1), GAME.view(first, 1))
    assert receiver == "Passed a card to you"
    third = board.describe_action(PassCard("frog-1"), GAME.view(state, 2), GAME.view(first, 2))
    assert third == "Passed a card to Ben"
    unaided = replace(state, memory_aid=False)
    blind = board.describe_action(
        PassCard("frog-1"), GAME.view(unaided, 0), GAME.view(replace(first, memory_aid=False), 0)
    )
    assert blind == "Passed a card to Ben"


def test_what_a_pass_brought_is_told_to_its_receiver_apart_from_the_passers_move(
    qapp,  # type: ignore[no-untyped-def]
) -> None:
    """The last passer's row read "Pass a card (the cards changed hands: you received Katydid
    from Daisy)": words about what the reader received, on another's move (play test). The
    row tells the pass, to whom it went; what came to the reader is the cards changing hands,
    a step of its own naming the giver; and each card is named only to the two players who
    handled it."""
    state = position(
        [["katydid-1", "frog-1"], ["spider-1", "pangolin-1"], ["honey-bee-3", "sunbird-1"]],
        [[up(HORNBILL, 3)], [], []],
    )
    state = GAME.apply(state, UseAbility("katydid-1"))
    board = PetalPlottersBoard(GAME)
    board.seat_names = list(NAMES[:3])
    second = GAME.apply(GAME.apply(state, PassCard("frog-1")), PassCard("spider-1"))
    after = GAME.apply(second, PassCard("honey-bee-3"))

    def told(seat: int) -> str:
        return board.describe_action(
            PassCard("honey-bee-3"), GAME.view(second, seat), GAME.view(after, seat)
        )

    changed = "Cards passed to the left; you received"
    assert told(2) == (
        f"Passed {title('honey-bee-3')} to Ada\u00a0· {changed} {title('spider-1')} from Ben"
        "\u00a0· Ada laid their last card as their victory card"
    )
    assert told(1) == (
        f"Passed a card to Ada\u00a0· {changed} {title('frog-1')} from Ada"
        "\u00a0· Ada laid their last card as their victory card"
    )
    # the row of the pass to the reader names the card it brought them, and keeps the rest
    # public: "you received … from Cy" on Cy's row read as Cy's (play tester 156)
    assert told(0) == (
        f"Passed {title('honey-bee-3')} to you\u00a0· Cards passed to the left"
        "\u00a0· your last card became your victory card"
    )
    passes = ("frog-1", "spider-1", "honey-bee-3")  # seat k gives its card to seat k + 1
    for seat in range(3):
        for giver, card in enumerate(passes):
            if seat not in (giver, (giver + 1) % 3):
                assert title(card) not in told(seat), (seat, card)
    # the hand-off screen, read by all at the screen, names no card
    for_all = board.describe_action(
        PassCard("honey-bee-3"), GAME.view(second, 2), GAME.view(after, 2), for_all=True
    )
    assert for_all.startswith("Passed a card to Ada") and "received" not in for_all


def test_a_pass_to_the_reader_before_the_rounds_last_names_its_card_once_the_round_is_over(
    qtbot: QtBot,
) -> None:
    """Three at one screen, the Katydid's user passing first: the card they passed was hidden
    from its receiver until the round's last pass, so their row, listed then, named none, and
    the last passer's row said "Cards passed to the left; you received Honey Bee from Cy",
    read as that passer's (play tester 156). Once the round is over, History tells the row of
    the pass to each reader with its card, the last row only what is public; each card named
    to its giver and receiver alone."""
    trio, history, session = three_at_one_screen(qtbot)
    controller = trio.controller

    def rows(viewer: int) -> list[str]:
        history.show_moves(session, viewer, controller.tell_move, 0)
        return [history.item(row).text() for row in range(history.count())]

    try:
        trio.play(UseAbility(reach(trio, ("pass_left",))))
        pending = trio.state.pending
        assert pending is not None
        order = pending.pass_order
        first, reader, last = order  # the reader's giver passes first
        start = session.cursor
        passed: dict[int, str] = {}
        for seat in order:
            names = {title(card) for card in passed.values()}
            card = next(
                held.card for held in trio.state.hands[seat] if title(held.card) not in names
            )
            passed[seat] = card
            trio.play(PassCard(card))
            if seat == first:  # listed before the reader could know the card
                assert rows(reader)[-1] == f"{NAMES[first]}: Passed a card to you"
        told = rows(reader)
        assert told[start + 1] == f"{NAMES[first]}: Passed {title(passed[first])} to you"
        assert told[-1] == f"{NAMES[last]}: Passed a card to {NAMES[first]}{STEPS_JOINED}" + (
            "Cards passed to the left"
        )
        for seat in range(3):
            round_rows = " ".join(rows(seat)[start + 1 :])
            for giver, card in passed.items():
                named = seat in (giver, pass_partners(order, giver)[1])
                assert (title(card) in round_rows) == named, (seat, giver)
            assert "received" not in round_rows
    finally:
        controller.shutdown()


def test_a_cut_line_gives_up_the_victory_card_laid_before_what_the_ability_did(
    qapp,  # type: ignore[no-untyped-def]
) -> None:
    """At a deal's end every turn ends with a last card laid as a victory card: cut in the
    middle, "Iris: Common Birdwing — … last card as their victory card" lost the flip, which
    a tester found only in History (play test). That card lies on the table, ringed: the
    moves give it up first, and the panel's tooltip keeps them whole."""
    laid = "Lay their last card as their victory card"
    flip = "Iris: Common\u00a0Birdwing — Flip card 2 of your Garrison face up (Sunbird)"
    moves = (
        f"Rose: Add a card to their Garrison{STEPS_JOINED}{laid}",
        f"{flip}{STEPS_JOINED}{laid}",
        f"Daisy: Katydid — Cards passed to the left{STEPS_JOINED}Rose laid their last card as"
        " their victory card",
    )
    font = QFont()
    width = QFontMetricsF(font).horizontalAdvance(flip) + TEXT_SLACK + 2
    assert stack_moves(moves, font, width, 3) == [
        "Rose: Add a card to their Garrison",
        flip,
        "Daisy: Katydid — Cards passed to the left",
    ]
    # whole on their lines so, they are shown whole, with the laid cards in the tooltip
    board = PetalPlottersBoard(GAME)
    heading = "Since your last move:"
    shown, text, tip = board._fitted_news((heading, lambda kept: heading, moves), font, width, 4)
    assert tip == "" and text.split("\n")[2] == flip and shown[1] == flip
    # a move that fits keeps its last card laid
    (roomy,) = stack_moves(moves[1:2], font, width * 3, 1)
    assert roomy == moves[1]


def test_a_narrow_panel_keeps_a_moves_action_and_target(
    qapp,  # type: ignore[no-untyped-def]
) -> None:
    """The narrow four-player panel cut "Anna: Pangolin — … at card 1 of Daisy's Garrison ·
    Leave it unrotated" and "This turn — Anna: Pangolin — … Garrison (Pangolin, counts −3)"
    in the middle, the action and its target gone (play tester 147): a line short of room
    keeps them, what follows goes to "…" (the panel's tooltip has it whole)."""
    look = "Anna: Pangolin — Look at card 1 of Daisy's Garrison"
    moves = (
        "Iris: Place the Great Hornbill",
        "Daisy: Add a card to their Garrison",
        f"{look}{STEPS_JOINED}Leave it unrotated",
    )
    font = QFont()
    metrics = QFontMetricsF(font)
    width = metrics.horizontalAdvance(moves[-1]) * 0.9
    assert stack_moves(moves, font, width, 3) == [*moves[:2], f"{look} …"]
    # narrower, the card used gives way before the action
    width = metrics.horizontalAdvance(moves[-1]) * 0.75
    assert stack_moves(moves, font, width, 3)[-1] == "Anna: Look at card 1 of Daisy's Garrison …"
    # the viewer's own turn, under its heading, on the one line left for it
    board = PetalPlottersBoard(GAME)
    turn = f"{look} (Pangolin, counts −3)"
    width = metrics.horizontalAdvance(board._newest_turn().replace("%1", turn)) * 0.9
    text, tip = board._newest_fitted(turn, font, width, 1)
    assert text == board._newest_turn().replace("%1", f"{look} …")
    assert tip == board._newest_turn().replace("%1", turn)


def test_room_for_one_turn_tells_the_newest_whole(five: Table) -> None:
    """With History open beside a small window, the panel had room for the last move alone:
    "Iris: Rotate card 1 of Rose's Garrison" read as a plain rotation, the flip before it
    gone. The newest turn is told whole there, every turn in the tooltip."""
    play_a_round(five)
    board = five.board
    news = board.news.moves
    layout = board.table_layout
    short = QRectF(layout.total)
    short.setHeight(150)  # the title, the total, the legend and a line
    board.table_layout = replace(layout, total=short)
    assert board.state is not None
    board._sync_total(board.state, board.state, False)
    shown = board._labels["last-move"]
    text = shown.text.replace("\n", " ")
    # a line too long keeps its action and target, what follows goes to "…" (cut in the
    # middle, the action went, play tester 147)
    action = news[-1].split(" — ")[-1].split(" (")[0].split(STEPS_JOINED)[0]
    assert text.startswith("Last turn — ") and f"{action} …" in text
    assert shown.toolTip() == "\n".join([board.news.heading(), *news])


def test_a_line_cut_to_fit_drops_the_cancel_before_the_move(five: Table) -> None:
    """At five players a cut line kept "… · after cancelling the ability of Frog" and lost
    the flip the player made: the cancel goes first, to "…"."""
    table = position(
        [["silver-royal", "frog-2", "spider-1"], ["katydid-1"], ["pangolin-1"], [], []],
        [[up(HORNBILL, 0)], [down("frog-1", 1)], [], [], []],
    )
    cancel: list[Action] = [UseAbility("frog-2"), Cancel(), UseAbility("silver-royal")]
    (told,) = turn_told(five.board, table, [*cancel, ChooseSlot(1, 0)])
    move = f"Ada: {told}"
    flip, _cancel = move.rsplit("\u00a0· ", 1)
    font = QFont()
    width = QFontMetricsF(font).horizontalAdvance(flip + "\u00a0· …") + TEXT_SLACK + 2
    (line,) = stack_moves([move], font, width, 1)
    assert line == flip + "\u00a0· …"
    # narrower still, the move is cut at its end, its start kept: cut in the middle, "Rose:
    # Garden Snail — …" was all a line kept (play test)
    (line,) = stack_moves([move], font, width * 0.7, 1)
    assert line.startswith("Ada: Silver\u00a0Royal — Flip ") and line.endswith("…")
    # a move without a cancel is cut as before
    assert stack_moves([flip], font, width / 2, 1) == wrap_keeping_end(flip, font, width / 2, 1)[
        0
    ].split("\n")


def marked(table: Table) -> set[tuple[int, int]]:
    """The Garrison places whose card the table marks as changed since the viewer's move."""
    board = table.board
    return {
        divmod(place, 100)
        for key, (kind, place) in board.where.items()
        if kind == "slot" and board.cards[key].since_mark
    }


def test_what_the_others_changed_stays_marked_until_the_viewers_next_move(five: Table) -> None:
    """The glow of each move fades in a second: a player who had looked away found a card
    swapped into their Garrison only in the list of moves (play test). What the others
    changed since the viewer's last move keeps a thin line, until the viewer moves."""
    table = five
    table.play(PlaceHornbill())
    reader = table.state.turn_player
    added: list[tuple[int, int]] = []
    for _ in range(5):
        state = table.state
        if state.turn_player == reader and added:
            break
        mover = state.current
        adds = [a for a in GAME.legal_actions(state) if isinstance(a, AddToGarrison)]
        table.play(adds[0])
        if mover != reader:
            added.append((mover, len(table.state.garrisons[mover]) - 1))
    assert table.board.viewer == reader and len(added) == 4
    assert marked(table) == set(added)
    seat, index = added[0]
    tip = table.board.slot_item(seat, index).toolTip()
    assert tip.endswith(f"Since your last move:\n{NAMES[seat]}: Add a card to their Garrison")
    # the keyboard's frame on it says as much in the status line: the keys found the card
    # marked and nothing said why (play test)
    table.board.key_focus = ("slot", seat, index)
    assert table.board._changes_at_focus() == (
        f"This card since your last move — {NAMES[seat]}: Add a card to their Garrison"
    )
    table.board.key_focus = None
    assert table.board._changes_at_focus() == ""
    assert not any(
        table.board.cards[card].since_mark
        for card in table.board.cards
        if table.board.where[card][0] == "myhand"
    )
    # the reader moves: the next player's marks are what was added since their own move,
    # the reader's card included
    table.play(next(a for a in GAME.legal_actions(table.state) if isinstance(a, AddToGarrison)))
    added.append((reader, len(table.state.garrisons[reader]) - 1))
    after_reader = table.board.viewer
    assert after_reader != reader
    own = max(place for place, (seat, _index) in enumerate(added) if seat == after_reader)
    assert marked(table) == set(added[own + 1 :])


def played_from(since: State, *actions: Action) -> tuple[State, tuple[PlayedMove, ...]]:
    """The table after ``actions`` from ``since``, and the moves as Ada (seat 0) saw them."""
    moves: list[PlayedMove] = []
    state = since
    for action in actions:
        after = GAME.apply(state, action)
        moves.append(PlayedMove(state.current, action, GAME.view(state, 0), GAME.view(after, 0)))
        state = after
    return state, tuple(moves)


def test_before_a_players_first_move_what_the_others_did_so_far_is_marked(five: Table) -> None:
    """The marks of the first round lasted only as long as each move's glow: before a
    player's first move nothing stayed marked (play test). What the others did so far is."""
    table = five
    table.play(PlaceHornbill())
    placed = [(table.state.first_player, 0)]
    while table.state.turns < 4:
        mover = table.state.current
        table.play(next(a for a in GAME.legal_actions(table.state) if isinstance(a, AddToGarrison)))
        placed.append((mover, len(table.state.garrisons[mover]) - 1))
    assert not table.board.news.moved_before  # the fifth player has not moved yet
    assert marked(table) == set(placed)


def test_a_mark_follows_its_card_when_a_card_before_it_is_removed(qapp) -> None:  # type: ignore[no-untyped-def]
    """Ben turned Ada's third card, then Cy removed her first: the mark is on the card Ben
    turned, now second; the removed card's place is not marked (the next card moved in)."""
    board = PetalPlottersBoard(GAME)
    board.seat_names = list(NAMES[:3])
    hands: list[list[str]] = [["frog-1"], ["pangolin-1", "katydid-2"], ["spider-1", "sunbird-1"]]
    garrison = [down("katydid-1", 0), down("honey-bee-2", 0), down("silver-royal", 0)]
    since = position(hands, [garrison, [], []], current=1)
    state, moves = played_from(
        since,
        UseAbility("pangolin-1"),
        ChooseSlot(0, 2),
        UseAbility("spider-1"),
        ChooseSlot(0, 0),
    )
    assert [len(g) for g in state.garrisons] == [2, 0, 0] and state.current == 0
    board.news = News(since=GAME.view(since, 0), since_moves=moves)
    # Ben and Cy, one card left each, laid it as their victory card: marked too (a tester
    # found a victory card laid since unmarked)
    changes = board._since_changes(GAME.view(state, 0))
    assert changes == SinceChanges(
        slots=frozenset({(0, 1)}), victory=frozenset({1, 2}), removed=((0, "katydid-1"),)
    )
    # the card removed left no trace on the table (play test): the discard pile it went to
    # is marked, and says which card left which Garrison
    board.since = changes
    told = board._pile_words(GAME.view(state, 0))
    assert told.startswith("Since your last move:\n")
    assert "\nKatydid, removed from your Garrison\n" in told
    pile = DiscardPileItem()
    pile.set_cards(state.discard, told, marked=True)
    assert pile.toolTip().endswith("\n" + told) and pile.marked
    pile.set_cards(state.discard)
    assert "Since" not in pile.toolTip() and not pile.marked
    assert changes.marks("slot", 1, "x") and not changes.marks("slot", 2, "x")
    # who changed it, and how, for its tooltip (a mark said neither, play test); told as
    # History tells the move, where the card was third
    assert changes.moves_at((0, 1)) == [
        "Ben: Rotate card 3 of your Garrison (Silver\u00a0Royal, counts \u22121)"
        "\u00a0· Lay their last card as their victory card"
    ]
    assert changes.moves_at((0, 0)) == []
    # a card only looked at did not change: not marked (a tester took its mark for a change)
    looker = position([["frog-1"], ["honey-bee-2", "katydid-2"], []], [garrison, [], []], current=1)
    playing = GAME.apply(looker, UseAbility("honey-bee-2"))
    looked = GAME.apply(playing, ChooseSlot(0, 1))
    board.news = News(
        since=GAME.view(looker, 0),
        since_moves=(
            PlayedMove(1, UseAbility("honey-bee-2"), GAME.view(looker, 0), GAME.view(playing, 0)),
            PlayedMove(1, ChooseSlot(0, 1), GAME.view(playing, 0), GAME.view(looked, 0)),
        ),
    )
    assert not board._since_changes(GAME.view(looked, 0)).slots
    assert changes.marks("victory", 2, "x") and not changes.marks("victory", 0, "x")
    # a card that came into the hand since (a pass, an exchange) is marked there
    handed = replace(state, hands=((*state.hands[0], held("katydid-2", 0)), (), ()))
    board.news = News(since=GAME.view(since, 0))
    changes = board._since_changes(GAME.view(handed, 0))
    assert changes.cards == {"katydid-2"} and changes.marks("myhand", 0, "katydid-2")


def test_your_own_removal_is_named_while_the_others_play(five: Table) -> None:
    """A Sunbird of play tester 117's removed a rival's face-down card, which landed face up
    on the pile: the others' removals were named in the moves since theirs ("(Garden Snail)"),
    their own nowhere once the next player had moved. The status line names it, as History
    does, until their next move."""
    card = reach(five, ("remove",))
    mover = five.state.current
    play(five, UseAbility(card))
    target = next(
        action
        for action in GAME.legal_actions(five.state)
        if isinstance(action, ChooseSlot) and action.owner != mover
    )
    removed = five.state.garrisons[target.owner][target.index].card
    controller, board = five.controller, five.board
    # the screen stays with the mover (as against computers), not with the next at it
    controller.state_changed.disconnect(five.redraw)

    def show_to_mover() -> str:
        session = controller.session
        assert session is not None
        view = GAME.view(session.state, mover)
        board.news = controller.moves_since(mover)
        last = session.actions[-1]
        board.show_state(
            view,
            mover,
            None,
            GAME.projection(view),
            list(NAMES),
            last,
            session.last_mover(),
            controller.last_table(mover),
        )
        return board.status_label.text()

    play(five, target)
    assert removed in five.state.discard
    words = (
        f"Your last turn — {title(card)} — Remove card {target.index + 1} of"
        f" {NAMES[target.owner]}'s Garrison ({title(removed)})."
    )
    for _ in range(2):  # the next players add a card each
        assert show_to_mover().startswith(words)
        play(five, next(a for a in GAME.legal_actions(five.state) if isinstance(a, AddToGarrison)))
    text = show_to_mover()
    assert text == f"{words} {NAMES[five.state.current]} is playing… The arrows read the table."
    while five.state.current != mover:
        play(five, next(a for a in GAME.legal_actions(five.state) if isinstance(a, AddToGarrison)))
        show_to_mover()
    play(five, next(a for a in GAME.legal_actions(five.state) if isinstance(a, AddToGarrison)))
    assert "Your last turn" not in show_to_mover()  # a move of their own since


def test_the_moves_told_of_a_card_go_with_it_when_garrisons_exchange(qapp) -> None:  # type: ignore[no-untyped-def]
    """Ben turned Ada's second card; Cy then exchanged his own card for it. The card Ben
    turned is now Cy's: its tooltip tells Ben's turn, and the card swapped into Ada's Garrison
    does not (the moves told stayed with the place, play tester 120)."""
    board = PetalPlottersBoard(GAME)
    board.seat_names = list(NAMES[:3])
    hands: list[list[str]] = [["frog-1"], ["pangolin-1", "katydid-2"], ["katydid-3", "sunbird-1"]]
    garrisons = [
        [down("katydid-1", 0), down("honey-bee-2", 0)],
        [],
        [down("silver-royal", 2)],
    ]
    since = position(hands, garrisons, current=1)
    state, moves = played_from(
        since,
        UseAbility("pangolin-1"),
        ChooseSlot(0, 1),
        UseAbility("katydid-3"),
        ChooseSlot(2, 0),
        ChooseSlot(0, 1),
    )
    assert state.garrisons[2][0].card == "honey-bee-2"
    board.news = News(since=GAME.view(since, 0), since_moves=moves)
    changes = board._since_changes(GAME.view(state, 0))
    turned = [move for move in changes.moves_at((2, 0)) if move.startswith("Ben: ")]
    assert len(turned) == 1 and "Rotate card 2 of your Garrison" in turned[0]
    assert not any(move.startswith("Ben: ") for move in changes.moves_at((0, 1)))
    assert any(move.startswith("Cy: ") for move in changes.moves_at((0, 1)))


def test_the_moves_told_of_a_card_taken_into_a_hand_go_with_it(qapp) -> None:  # type: ignore[no-untyped-def]
    """Ben turned Ada's first card; Cy took it into his hand for a card of his: the card now
    in its place was not turned by Ben."""
    board = PetalPlottersBoard(GAME)
    board.seat_names = list(NAMES[:3])
    hands: list[list[str]] = [
        ["frog-1"],
        ["pangolin-1", "katydid-2"],
        ["dusky-leaf-langur-1", "sunbird-1", "spider-1"],
    ]
    since = position(hands, [[down("katydid-1", 0)], [], []], current=1)
    state, moves = played_from(
        since,
        UseAbility("pangolin-1"),
        ChooseSlot(0, 0),
        UseAbility("dusky-leaf-langur-1"),
        ChooseHandCard("sunbird-1", True),
        ChooseSlot(0, 0),
    )
    assert state.garrisons[0][0].card == "sunbird-1"
    board.news = News(since=GAME.view(since, 0), since_moves=moves)
    changes = board._since_changes(GAME.view(state, 0))
    assert not any(move.startswith("Ben: ") for move in changes.moves_at((0, 0)))
    assert any(move.startswith("Cy: ") for move in changes.moves_at((0, 0)))


@pytest.mark.usefixtures("translations")
@pytest.mark.parametrize(
    ("language", "words"),
    [
        ("fr", "carte %1 passée à Ben"),
        ("de", "Karte %1 an Ben weitergegeben"),
    ],
)
def test_your_own_pass_reads_as_what_you_did_in_french_and_german(
    qapp,  # type: ignore[no-untyped-def]
    language: str,
    words: str,
) -> None:
    """History's row of the reader's own pass tells what they did, in every language, as
    the others' rows tell what happened (play tester, session 55), as a record, as the
    others' moves are ("carte ajoutée à sa garnison"): under the turn's own line, with no
    name before it, "a passé la carte Sauterelle à Rose" had no subject (play tester 208)."""
    assert i18n.install(language) == language
    state, first, board = katydids_first_pass()
    told = board.describe_action(PassCard("frog-1"), GAME.view(state, 0), GAME.view(first, 0))
    assert told == words.replace("%1", title("frog-1"))
